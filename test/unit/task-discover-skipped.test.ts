// A folder of the tasks root that holds no task.toml is named in a warning, once, at its topmost
// level: "8 tasks" for 9 folders is not left a mystery. Hidden folders and links discovery already
// reports are not named again.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { skippedFoldersLine } from '../../src/cli/box.js'
import { renderCheckTerminal } from '../../src/report/task-check.js'
import type { TaskCheckReport } from '../../src/results/task-check.js'
import { discoverTasks } from '../../src/task/discover.js'
import { skippedFoldersText } from '../../src/task/warning-groups.js'

let root: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'helios-skipped-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function write(path: string, content = ''): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), content)
}

async function makeTask(dir: string): Promise<void> {
  await write(`${dir}/task.toml`, '[agent]\ntimeout_sec = 120\n')
  await write(`${dir}/instruction.md`, 'Do the thing.\n')
  await write(`${dir}/environment/Dockerfile`, 'FROM debian:bookworm-slim\n')
  await write(`${dir}/tests/test.sh`, '#!/bin/bash\necho 1 > /logs/verifier/reward.txt\n')
}

describe('discovery names the folders it passed over', () => {
  it('8 tasks and a folder without task.toml: the folder is named', async () => {
    for (let i = 1; i <= 8; i++) await makeTask(`task-${i}`)
    await write('task-9/instruction.md', 'The author forgot task.toml.\n')
    await mkdir(join(root, 'task-9', 'tests'))
    const found = await discoverTasks(root)
    expect(found.tasks).toHaveLength(8)
    expect(found.skipped).toEqual(['task-9'])
  })

  it('names an empty subtree once, at its top; a folder with tasks deeper down is not named', async () => {
    await makeTask('group/a')
    await mkdir(join(root, 'group', 'drafts', 'half-done', 'tests'), { recursive: true })
    await mkdir(join(root, 'notes', 'deep', 'deeper'), { recursive: true })
    await mkdir(join(root, 'empty'))
    expect((await discoverTasks(root)).skipped).toEqual(['empty', 'group/drafts', 'notes'])
  })

  it('a task’s own folders are the task’s (discovery does not look inside a task)', async () => {
    await makeTask('a')
    await mkdir(join(root, 'a', 'data', 'nothing-here'), { recursive: true })
    expect((await discoverTasks(root)).skipped).toEqual([])
  })

  it('a folder whose task.toml the pattern leaves out is not "without task.toml"', async () => {
    await makeTask('kept/a')
    await makeTask('other/b')
    const found = await discoverTasks(root, { pattern: 'kept/**/task.toml' })
    expect(found.tasks.map((t) => t.relativeDir)).toEqual(['kept/a'])
    expect(found.skipped).toEqual([])
  })

  it('hidden folders, node_modules and .git are not named', async () => {
    await makeTask('a')
    for (const dir of ['.github/workflows', '.venv/lib', 'node_modules/x', '.git/objects'])
      await mkdir(join(root, dir), { recursive: true })
    expect((await discoverTasks(root)).skipped).toEqual([])
  })

  it('a broken link is reported as an invalid task, not named again as skipped', async () => {
    await makeTask('a')
    await symlink(join(root, 'nowhere'), join(root, 'dangling'))
    await symlink(root, join(root, 'loop'))
    await write('notes.txt', 'a file is not a folder')
    await symlink(join(root, 'notes.txt'), join(root, 'file-link'))
    const found = await discoverTasks(root)
    expect(found.invalid.map((i) => i.relative_dir).sort()).toEqual(['dangling', 'loop'])
    expect(found.skipped).toEqual([])
  })

  it('a linked folder without task.toml inside the root is named by the link', async () => {
    await makeTask('a')
    await mkdir(join(root, 'real-empty'))
    await symlink(join(root, 'real-empty'), join(root, 'linked'))
    expect((await discoverTasks(root)).skipped).toEqual(['linked', 'real-empty'])
  })

  it('one task folder given: nothing to name', async () => {
    await makeTask('a')
    await mkdir(join(root, 'a', 'empty'))
    expect((await discoverTasks(join(root, 'a'))).skipped).toEqual([])
  })

  it('a folder name with spaces, unicode or a control character is named as it is', async () => {
    await makeTask('a')
    await mkdir(join(root, 'my tâsk'))
    await mkdir(join(root, 'bell\u0007'))
    const found = await discoverTasks(root)
    expect(found.skipped).toEqual(['bell\u0007', 'my tâsk'])
    expect(skippedFoldersLine(found.skipped)).toBe(
      'warning: 2 folders hold no task.toml, so they are not tasks: bell\\x07, my tâsk (add a task.toml, or move them out of the tasks folder)',
    )
  })
})

describe('the warning', () => {
  it('one folder, several, and many (the rest counted)', () => {
    expect(skippedFoldersText(['task-9'])).toBe(
      '1 folder holds no task.toml, so it is not a task: task-9 (add a task.toml, or move it out of the tasks folder)',
    )
    expect(skippedFoldersText(['a', 'b'])).toMatch(
      /^2 folders hold no task\.toml, so they are not tasks: a, b \(/,
    )
    expect(skippedFoldersText(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toMatch(/: a, b, c, d, e and 2 more \(/)
    expect(skippedFoldersLine([])).toBeNull()
  })

  it('helios check counts the skipped folders in its last line', () => {
    const report = { tasks: [], flagged: 0 } as unknown as TaskCheckReport
    expect(renderCheckTerminal(report, ['task-9']).split('\n').at(-1)).toBe(
      '0 task(s) checked, 0 flagged, 1 folder(s) without task.toml skipped (see the warning)',
    )
    expect(renderCheckTerminal(report).split('\n').at(-1)).toBe('0 task(s) checked, 0 flagged')
  })
})
