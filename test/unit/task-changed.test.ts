import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tasksTouchedBy } from '../../src/task/changed.js'
import { GitChangesError } from '../../src/task/errors.js'
import { changedFilesSince, repoTopLevel } from '../../src/task/git-changes.js'
import type { Task } from '../../src/task/types.js'

function task(relativeDir: string): Task {
  return { relativeDir, name: relativeDir } as Task
}

const tasks = [task('hello'), task('hello-world'), task('group/deep')]
const names = (selected: Task[]) => selected.map((t) => t.name)

describe('tasksTouchedBy', () => {
  it('selects tasks with a changed file inside their folder', () => {
    expect(names(tasksTouchedBy(tasks, ['tasks/hello/tests/test.sh'], 'tasks'))).toEqual(['hello'])
    expect(names(tasksTouchedBy(tasks, ['tasks/group/deep/task.toml', 'README.md'], 'tasks'))).toEqual([
      'group/deep',
    ])
  })

  it('does not confuse a folder with a sibling sharing its prefix', () => {
    expect(names(tasksTouchedBy(tasks, ['tasks/hello-world/instruction.md'], 'tasks'))).toEqual([
      'hello-world',
    ])
    expect(names(tasksTouchedBy(tasks, ['tasks/hello.md', 'tasks/group/deeper/x'], 'tasks'))).toEqual([])
  })

  it.each(['', '.', './', 'tasks/..'])('treats %j as the repository root', (root) => {
    expect(names(tasksTouchedBy(tasks, ['hello/task.toml'], root))).toEqual(['hello'])
  })

  it('normalises ./ prefixes, trailing slashes and backslashes', () => {
    expect(names(tasksTouchedBy(tasks, ['./tasks/group\\deep\\tests\\test.sh'], './tasks/'))).toEqual([
      'group/deep',
    ])
  })

  it('selects nothing without changes, and a task at the root for any change', () => {
    expect(tasksTouchedBy(tasks, [], 'tasks')).toEqual([])
    expect(names(tasksTouchedBy([task('.')], ['tasks/x'], 'tasks'))).toEqual(['.'])
    expect(names(tasksTouchedBy([task('.')], ['other/x'], 'tasks'))).toEqual([])
  })
})

describe('changedFilesSince (real git)', () => {
  let repo: string
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: repo,
      encoding: 'utf8',
    })

  beforeAll(async () => {
    repo = await realpath(await mkdtemp(join(tmpdir(), 'helios-git-')))
    git('init', '-q', '-b', 'main')
    await mkdir(join(repo, 'tasks/a'), { recursive: true })
    await writeFile(join(repo, 'tasks/a/task.toml'), '')
    git('add', '.')
    git('commit', '-q', '-m', 'base')
    git('checkout', '-q', '-b', 'feature')
    await mkdir(join(repo, 'tasks/b c'), { recursive: true })
    await writeFile(join(repo, 'tasks/b c/task.toml'), '')
    git('add', '.')
    git('commit', '-q', '-m', 'add b')
    // A later commit on main must not count as a change of the branch.
    git('checkout', '-q', 'main')
    await writeFile(join(repo, 'tasks/a/task.toml'), 'x = 1')
    git('commit', '-q', '-am', 'main moves on')
    git('checkout', '-q', 'feature')
  })
  afterAll(async () => {
    await rm(repo, { recursive: true, force: true })
  })

  it('lists the files the branch changed since its merge base', async () => {
    expect(await changedFilesSince('main', repo)).toEqual(['tasks/b c/task.toml'])
    expect(await changedFilesSince('main', join(repo, 'tasks'))).toEqual(['tasks/b c/task.toml'])
  })

  it('finds the repository root', async () => {
    expect(await repoTopLevel(join(repo, 'tasks'))).toBe(repo)
  })

  it('explains an unknown base ref (shallow clone) with fetch-depth: 0', async () => {
    const error = await changedFilesSince('origin/missing', repo).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GitChangesError)
    expect((error as Error).message).toMatch(/origin\/missing.*fetch-depth: 0/)
  })

  it('refuses a ref that looks like an option', async () => {
    await expect(changedFilesSince('--output=/tmp/x', repo)).rejects.toThrow(/invalid base ref/)
  })
})
