import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { combineDigests, digestFolder, taskHashes } from '../../src/task/checksum.js'
import { discoverTasks } from '../../src/task/discover.js'
import { TaskDiscoveryError, TaskLoadError } from '../../src/task/errors.js'
import { loadTask } from '../../src/task/load.js'
import { slugify, taskOutputDirName } from '../../src/task/slug.js'

let root: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'helios-discover-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function write(path: string, content: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true })
  await writeFile(join(root, path), content)
}

/** A valid task folder; `files` overrides or adds files (null removes one). */
async function makeTask(dir: string, files: Record<string, string | null> = {}): Promise<void> {
  const all: Record<string, string | null> = {
    'task.toml': '[agent]\ntimeout_sec = 120\n',
    'instruction.md': 'Do the thing.\n',
    'environment/Dockerfile': 'FROM debian:bookworm-slim\n',
    'tests/test.sh': '#!/bin/bash\necho 1 > /logs/verifier/reward.txt\n',
    'solution/solve.sh': '#!/bin/bash\ntrue\n',
    ...files,
  }
  for (const [name, content] of Object.entries(all)) {
    if (content !== null) await write(`${dir}/${name}`, content)
  }
}

describe('discoverTasks', () => {
  it('refuses what it cannot run with reasons naming file and field, warns on unknown fields, keeps the rest', async () => {
    await makeTask('good')
    await makeTask('typo', { 'task.toml': '[agent]\ntimeout_secs = 120\n' })
    await makeTask('multi-step', {
      'task.toml': '[[steps]]\nname = "one"\n',
      'instruction.md': null,
      'steps/one/instruction.md': 'Step one.\n',
    })
    // Multi-step tasks load from their steps; a step without its instruction blames that file.
    await makeTask('multi-bad', {
      'task.toml': '[[steps]]\nname = "one"\n[[steps]]\nname = "two"\n',
      'steps/one/instruction.md': 'Step one.\n',
    })
    // A misspelt step folder is ignored as in Harbor; the step whose folder is then missing is refused.
    await makeTask('multi-typo', {
      'task.toml': '[[steps]]\nname = "one"\n[[steps]]\nname = "two"\n',
      'steps/one/instruction.md': 'Step one.\n',
      'steps/tow/instruction.md': 'Step two.\n',
    })
    // Step folders without [[steps]]: the steps were not declared, the task is not missing a prompt.
    await makeTask('steps-undeclared', {
      'instruction.md': null,
      'steps/build/instruction.md': 'Build.\n',
      'steps/deploy/instruction.md': 'Deploy.\n',
    })
    await makeTask('compose', {
      'environment/docker-compose.yaml': 'services:\n  main: {}\n  db:\n    image: x\n    ports: ["5432"]\n',
    })
    // Artifacts and hooks may name a compose service, and only one that exists.
    await makeTask('sidecar-no-compose', { 'task.toml': 'artifacts = [{ source = "/x", service = "db" }]\n' })
    await makeTask('sidecar-unknown', {
      'task.toml': '[[verifier.collect]]\ncommand = "true"\nservice = "cache"\n',
      'environment/docker-compose.yaml': 'services:\n  main: {}\n  db:\n    image: x\n',
    })
    // Harbor supplies main: a compose file of sidecars only is whole.
    await makeTask('compose-no-main', {
      'environment/docker-compose.yaml': 'services:\n  db:\n    image: x\n',
    })
    await makeTask('gpu', { 'task.toml': '[environment]\ngpus = 2\n' })
    // Harbor reads docker-compose.yaml only: a .yml is the task's data (here one the agent must fix).
    await makeTask('compose-yml-data', {
      'environment/docker-compose.yml': 'services:\n  web: [broken\n',
    })

    const { tasks, invalid, warnings } = await discoverTasks(root)
    expect(tasks.map((t) => t.relativeDir)).toEqual([
      'compose',
      'compose-no-main',
      'compose-yml-data',
      'good',
      'multi-step',
      'typo',
    ])
    expect(tasks.find((t) => t.relativeDir === 'compose-yml-data')!.compose).toBeNull()
    const multi = tasks.find((t) => t.relativeDir === 'multi-step')!
    expect(multi.steps.map((s) => [s.config.name, s.instruction])).toEqual([['one', 'Step one.\n']])
    expect(multi.hasSolution).toBe(true) // the task's solve.sh serves a step without its own
    expect(invalid.map((t) => [t.file, t.field])).toEqual([
      ['gpu/task.toml', 'environment.gpus'],
      ['multi-bad/steps/two/instruction.md', null],
      ['multi-typo/steps/two/instruction.md', null],
      ['sidecar-no-compose/task.toml', 'artifacts.0.service'],
      ['sidecar-unknown/task.toml', 'verifier.collect.0.service'],
      ['steps-undeclared/task.toml', 'steps'],
    ])
    expect(invalid.find((t) => t.relative_dir === 'multi-typo')!.message).toBe(
      'steps/two/instruction.md is missing: write the task prompt there',
    )
    expect(invalid.find((t) => t.relative_dir === 'steps-undeclared')!.message).toBe(
      'instruction.md is missing and task.toml declares no [[steps]], but steps/build/, steps/deploy/ hold step instructions: declare each in order, e.g. [[steps]] name = "build"',
    )
    expect(invalid.find((t) => t.relative_dir === 'sidecar-unknown')!.message).toBe(
      'no service named cache in environment/docker-compose.yaml (services: main, db)',
    )
    expect(invalid.find((t) => t.relative_dir === 'multi-bad')!.message).toBe(
      'steps/two/instruction.md is missing: write the task prompt there',
    )
    expect(warnings).toEqual([
      {
        relative_dir: 'compose',
        file: 'compose/environment/docker-compose.yaml',
        field: 'services.db.ports',
        message: expect.stringContaining('not published on the host'),
      },
      {
        relative_dir: 'typo',
        file: 'typo/task.toml',
        field: 'agent.timeout_secs',
        message: expect.stringContaining('not a Harbor 1.4 task.toml field'),
      },
    ])
  })

  it('finds tasks at any depth, sorted by folder, skipping node_modules and .git', async () => {
    await makeTask('b-task')
    await makeTask('a-group/z-task')
    await makeTask('a-group/a-task')
    await makeTask('node_modules/pkg/task')
    await makeTask('.git/task')
    await write('notes/readme.md', 'not a task')

    const { root: found, tasks, invalid } = await discoverTasks(root)
    expect(found).toBe(root)
    expect(invalid).toEqual([])
    expect(tasks.map((task) => task.relativeDir)).toEqual(['a-group/a-task', 'a-group/z-task', 'b-task'])
    expect(tasks.map((task) => task.name)).toEqual(['a-task', 'z-task', 'b-task'])
    const first = tasks[0]!
    expect(first.dir).toBe(join(root, 'a-group/a-task'))
    expect(first.id).toBe(`a-task@${first.checksum.slice(0, 12)}`)
    expect(first.checksum).toMatch(/^[0-9a-f]{64}$/)
    expect(first.hasSolution).toBe(true)
    expect(first.instruction).toBe('Do the thing.\n')
    expect(first.config.agent.timeoutSec).toBe(120)
  })

  it('loads one task folder given directly, reporting paths from its parent', async () => {
    await makeTask('solo', { 'task.toml': '[task]\nname = "the-solo"\n' })
    const { root: found, tasks } = await discoverTasks(join(root, 'solo'))
    expect(found).toBe(root)
    expect(tasks.map((task) => [task.name, task.relativeDir])).toEqual([['the-solo', 'solo']])
  })

  it('does not look for tasks inside a task folder, and says so for each task.toml it leaves', async () => {
    await makeTask('outer')
    await makeTask('outer/environment/sample-task')
    await makeTask('outer/node_modules/pkg/fixture')
    const { tasks, warnings } = await discoverTasks(root)
    expect(tasks.map((task) => task.relativeDir)).toEqual(['outer'])
    expect(warnings).toEqual([
      {
        relative_dir: 'outer',
        file: 'outer/environment/sample-task/task.toml',
        field: '(nested task folder)',
        message:
          'inside the task outer, so not run as a task of its own (discovery does not look inside a task folder): move it out if it is one',
      },
    ])
  })

  it('applies the pattern to task.toml paths relative to the root', async () => {
    await makeTask('pdfbench/pdfbench_eyemed_1')
    await makeTask('pdfbench/pdfbench_other')
    await makeTask('other/pdfbench_eyemed_2')
    const { tasks } = await discoverTasks(root, { pattern: '**/pdfbench_eyemed*/task.toml' })
    expect(tasks.map((task) => task.relativeDir)).toEqual([
      'other/pdfbench_eyemed_2',
      'pdfbench/pdfbench_eyemed_1',
    ])
  })

  it('filters by task-name globs', async () => {
    await makeTask('easy-1')
    await makeTask('easy-2')
    await makeTask('hard-1')
    await makeTask('broken-easy', { 'instruction.md': null })
    const only = await discoverTasks(root, { include: ['easy-*'], exclude: ['*-2'] })
    expect(only.tasks.map((task) => task.name)).toEqual(['easy-1'])
    expect(only.invalid).toEqual([])
    const all = await discoverTasks(root, { include: ['*easy*'] })
    expect(all.tasks.map((task) => task.name)).toEqual(['easy-1', 'easy-2'])
    expect(all.invalid.map((task) => task.relative_dir)).toEqual(['broken-easy'])
  })

  it('collects invalid tasks with file and field, and still loads the others', async () => {
    await makeTask('good')
    await makeTask('bad-toml', { 'task.toml': '[agent\ntimeout_sec = 1' })
    await makeTask('bad-type', { 'task.toml': '[verifier]\ntimeout_sec = "ten"' })
    await makeTask('bad-network', { 'task.toml': '[environment]\nnetwork_mode = "lan"' })
    await makeTask('no-instruction', { 'instruction.md': null })
    await makeTask('blank-instruction', { 'instruction.md': '  \n' })
    await makeTask('no-tests', { 'tests/test.sh': null })
    await makeTask('no-dockerfile', { 'environment/Dockerfile': null })

    const { tasks, invalid } = await discoverTasks(root)
    expect(tasks.map((task) => task.name)).toEqual(['good'])
    const byDir = Object.fromEntries(invalid.map((task) => [task.relative_dir, task]))
    expect(invalid.map((task) => task.relative_dir)).toEqual([
      'bad-network',
      'bad-toml',
      'bad-type',
      'blank-instruction',
      'no-dockerfile',
      'no-instruction',
      'no-tests',
    ])
    expect(byDir['bad-toml']).toMatchObject({ file: 'bad-toml/task.toml', field: null })
    expect(byDir['bad-toml']!.message).toMatch(/invalid TOML at line 1/)
    expect(byDir['bad-type']).toMatchObject({ file: 'bad-type/task.toml', field: 'verifier.timeout_sec' })
    expect(byDir['bad-type']!.message).toMatch(/number of seconds.*"ten"/)
    expect(byDir['bad-network']).toMatchObject({
      file: 'bad-network/task.toml',
      field: 'environment.network_mode',
    })
    expect(byDir['no-instruction']).toMatchObject({ file: 'no-instruction/instruction.md', field: null })
    expect(byDir['no-instruction']!.message).toMatch(/missing/)
    expect(byDir['blank-instruction']!.message).toMatch(/empty/)
    expect(byDir['no-tests']).toMatchObject({ file: 'no-tests/tests/test.sh', field: null })
    expect(byDir['no-dockerfile']).toMatchObject({
      file: 'no-dockerfile/environment/Dockerfile',
      field: null,
    })
    expect(byDir['no-dockerfile']!.message).toMatch(/docker_image/)
  })

  it('accepts a docker_image task without Dockerfile and hashes the image name', async () => {
    const image = (name: string) => `[environment]\ndocker_image = "${name}"\n`
    await makeTask('prebuilt-a', {
      'environment/Dockerfile': null,
      'task.toml': image('helios-base:bookworm'),
    })
    await makeTask('prebuilt-b', { 'environment/Dockerfile': null, 'task.toml': image('ubuntu:24.04') })
    const { tasks, invalid } = await discoverTasks(root)
    expect(invalid).toEqual([])
    const [a, b] = tasks
    expect(a!.config.environment.dockerImage).toBe('helios-base:bookworm')
    expect(a!.environmentHash).not.toBe(b!.environmentHash)
    expect(a!.environmentHash).toBe(taskHashes([], 'helios-base:bookworm').environmentHash)
  })

  it('marks the second identical copy of a task as a duplicate', async () => {
    await makeTask('copy-1', { 'task.toml': '[task]\nname = "same"\n' })
    await makeTask('copy-2', { 'task.toml': '[task]\nname = "same"\n' })
    await makeTask('copy-3', { 'task.toml': '[task]\nname = "same"\n', 'instruction.md': 'Different.\n' })
    const { tasks, invalid } = await discoverTasks(root)
    expect(tasks.map((task) => task.relativeDir)).toEqual(['copy-1', 'copy-3'])
    expect(tasks[0]!.id).not.toBe(tasks[1]!.id)
    expect(invalid).toHaveLength(1)
    expect(invalid[0]).toMatchObject({ relative_dir: 'copy-2', file: 'copy-2/task.toml', field: null })
    expect(invalid[0]!.message).toMatch(/duplicate of copy-1.*same@/)
  })

  it('loads a hostile task name and keeps its output folder inside the run folder', async () => {
    await makeTask('evil', { 'task.toml': '[task]\nname = "../../etc/passwd"\n' })
    const { tasks } = await discoverTasks(root)
    expect(tasks[0]!.name).toBe('../../etc/passwd')
    const dirName = taskOutputDirName(0, tasks[0]!.name)
    expect(dirName).toBe('000_etc-passwd')
    expect(dirName).not.toMatch(/[/\\]|\.\./)
    expect(slugify('..')).toBe('task')
  })

  it('rejects a path that is missing or not a folder', async () => {
    await write('file.txt', 'x')
    await expect(discoverTasks(join(root, 'nope'))).rejects.toThrow(TaskDiscoveryError)
    await expect(discoverTasks(join(root, 'file.txt'))).rejects.toThrow(/not a folder/)
  })

  it('loads 1,000 tasks', async () => {
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) => makeTask(`bench/t-${String(i).padStart(4, '0')}`)),
    )
    const { tasks, invalid } = await discoverTasks(root)
    expect(invalid).toEqual([])
    expect(tasks).toHaveLength(1000)
    expect(tasks[999]!.relativeDir).toBe('bench/t-0999')
  }, 60_000)
})

describe('loadTask', () => {
  it('throws TaskLoadError carrying an InvalidTask and the best-known name', async () => {
    await makeTask('named', { 'task.toml': '[task]\nname = "nice-name"\n', 'tests/test.sh': null })
    const error = await loadTask(join(root, 'named'), root).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TaskLoadError)
    expect((error as TaskLoadError).taskName).toBe('nice-name')
    expect((error as TaskLoadError).invalid).toMatchObject({
      relative_dir: 'named',
      file: 'named/tests/test.sh',
    })
    expect((error as TaskLoadError).message).toMatch(/^named\/tests\/test\.sh: /)
  })

  it('reports a missing task.toml', async () => {
    await mkdir(join(root, 'empty'))
    await expect(loadTask(join(root, 'empty'), root)).rejects.toThrow(
      /empty\/task\.toml: task\.toml is missing/,
    )
  })

  it('marks a task without solution/solve.sh', async () => {
    await makeTask('no-solution', { 'solution/solve.sh': null })
    expect((await loadTask(join(root, 'no-solution'), root)).hasSolution).toBe(false)
  })
})

describe('checksums', () => {
  it('depends on content and paths, not on the folder name or .DS_Store', async () => {
    await makeTask('one')
    await cp(join(root, 'one'), join(root, 'two'), { recursive: true })
    await write('two/.DS_Store', 'finder')
    const one = await loadTask(join(root, 'one'), root)
    const two = await loadTask(join(root, 'two'), root)
    expect(two.checksum).toBe(one.checksum)
    expect(two.environmentHash).toBe(one.environmentHash)

    await write('two/tests/extra.txt', 'x')
    const changedTests = await loadTask(join(root, 'two'), root)
    expect(changedTests.checksum).not.toBe(one.checksum)
    expect(changedTests.environmentHash).toBe(one.environmentHash)

    await write('two/environment/data.txt', 'x')
    expect((await loadTask(join(root, 'two'), root)).environmentHash).not.toBe(one.environmentHash)
  })

  it('tells a renamed file apart from its content', async () => {
    await write('a/x.txt', 'same')
    await write('b/y.txt', 'same')
    expect(combineDigests(await digestFolder(join(root, 'a')))).not.toBe(
      combineDigests(await digestFolder(join(root, 'b'))),
    )
  })

  it('hashes symlinks by target without following them', async () => {
    await write('outside.txt', 'secret')
    await mkdir(join(root, 'linked'))
    await symlink('../outside.txt', join(root, 'linked/link'))
    const digests = await digestFolder(join(root, 'linked'))
    expect(digests.map((file) => file.path)).toEqual(['link'])
    await write('outside.txt', 'changed')
    expect(await digestFolder(join(root, 'linked'))).toEqual(digests)
  })

  it('streams large files to the same digest', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024)
    await write('big/data.bin', big)
    const [digest] = await digestFolder(join(root, 'big'))
    const { createHash } = await import('node:crypto')
    expect(digest!.sha256).toBe(createHash('sha256').update(big).digest('hex'))
  })
})
