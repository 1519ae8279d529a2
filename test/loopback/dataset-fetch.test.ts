// `-d NAME@VERSION` against a git server on loopback (git http-backend): the pinned commit is
// fetched (not the newer one), cached by commit and reused with no request, and what cannot be
// trusted or reached is refused in one sentence. `helios plan` and `batch --dry-run` read the
// tasks, so no Docker is needed.
import { execFile } from 'node:child_process'
import { cp, mkdir, readdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withDataset } from '../../src/action/dataset-checkout.js'
import type { CacheClient } from '../../src/action/agent-cache.js'
import { getInputs } from '../../src/action/inputs.js'
import { helios } from '../fixtures/cli.js'
import { startGitServer, type GitServer } from '../fixtures/git-server.js'
import { makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'

const run = promisify(execFile)
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
}

async function git(cwd: string, ...args: string[]): Promise<string> {
  return (await run('git', args, { cwd, env: GIT_ENV })).stdout.trim()
}

/** Commits what is in `work` and pushes it to `<root>/<name>.git`; returns the commit id. */
async function commitAndPush(work: string, root: string, name: string, message: string): Promise<string> {
  await git(work, 'add', '-A')
  await git(work, 'commit', '--quiet', '-m', message)
  await git(work, 'push', '--quiet', join(root, `${name}.git`), 'HEAD:refs/heads/main')
  return await git(work, 'rev-parse', 'HEAD')
}

async function newRepo(dir: string, root: string, name: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  await git(dir, 'init', '--quiet', '--initial-branch=main')
  await git(root, 'init', '--quiet', '--bare', `${name}.git`)
}

let dir: string
let server: GitServer
let registry: string
let first: string
let second: string

function entry(name: string, version: string, commit: string, path = 'tasks', repo = 'demo') {
  return { name, version, git_url: `${server.url}/${repo}.git`, git_commit_id: commit, path }
}

async function writeRegistry(file: string, datasets: unknown[]): Promise<string> {
  await writeFile(file, JSON.stringify({ schema_version: 1, datasets }))
  return file
}

beforeAll(async () => {
  dir = await makeTempDir('helios-dataset-')
  const root = join(dir, 'served')
  await mkdir(root)
  const demo = join(dir, 'demo')
  await newRepo(demo, root, 'demo')
  await writeTaskFolder(join(demo, 'tasks'), { name: 'hello' })
  first = await commitAndPush(demo, root, 'demo', 'one task')
  await writeTaskFolder(join(demo, 'tasks'), { name: 'second' })
  second = await commitAndPush(demo, root, 'demo', 'two tasks')
  // A repository whose task carries a link to a host file.
  const escape = join(dir, 'escape')
  await newRepo(escape, root, 'escape')
  await writeTaskFolder(join(escape, 'tasks'), { name: 'leaky' })
  await symlink('/etc/passwd', join(escape, 'tasks', 'leaky', 'environment', 'passwd'))
  const leaky = await commitAndPush(escape, root, 'escape', 'a link out')
  server = await startGitServer(root)
  registry = await writeRegistry(join(dir, 'registry.json'), [
    entry('demo', '1.0', first),
    entry('demo', '2.0', second),
    entry('demo', 'gone', 'f'.repeat(40)),
    entry('escape', '1.0', leaky, 'tasks', 'escape'),
  ])
})

afterAll(async () => {
  await server?.close()
  await removeDir(dir)
})

/** `helios plan -d REF --json` with its own cache folder: exit code, task names, stderr. */
async function planDataset(ref: string, cache: string, registryFile = registry) {
  const result = await helios(['plan', '-d', ref, '--dataset-registry', registryFile, '--json'], {
    HELIOS_DATASET_CACHE: cache,
    NO_COLOR: '1',
  })
  const names =
    result.code === 0
      ? (JSON.parse(result.stdout) as { tasks: { task_name: string }[] }).tasks.map((t) => t.task_name).sort()
      : []
  return { ...result, names }
}

describe('helios -d NAME@VERSION', () => {
  it('fetches the pinned commit, not the newer one, then reuses the cache with no request', async () => {
    const cache = join(dir, 'cache-pinned')
    const fetched = await planDataset('demo@1.0', cache)
    expect(fetched.stderr).toContain(`dataset demo@1.0: fetching ${server.url}/demo.git at ${first}`)
    expect(fetched.code).toBe(0)
    expect(fetched.names).toEqual(['hello'])
    expect(await readdir(join(cache, 'demo'))).toEqual([first])

    const before = server.requests()
    const cached = await planDataset('demo@1.0', cache)
    expect(cached.code).toBe(0)
    expect(cached.names).toEqual(['hello'])
    expect(cached.stderr).toContain(`dataset demo@1.0: cached at ${join(cache, 'demo', first)}`)
    expect(server.requests()).toBe(before)

    const newer = await planDataset('demo@2.0', cache)
    expect(newer.names).toEqual(['hello', 'second'])
    expect((await readdir(join(cache, 'demo'))).sort()).toEqual([first, second].sort())
  })

  it('batch --dry-run lists the dataset tasks', async () => {
    const result = await helios(
      ['batch', '--dry-run', '--json', '-d', 'demo@2.0', '--dataset-registry', registry],
      {
        HELIOS_DATASET_CACHE: join(dir, 'cache-dry'),
      },
    )
    expect(result.code).toBe(0)
    const listing = JSON.parse(result.stdout) as { tasks: { task_name: string }[] }
    expect(listing.tasks.map((t) => t.task_name).sort()).toEqual(['hello', 'second'])
  })

  it('refuses a commit the repository does not have, keeping nothing', async () => {
    const cache = join(dir, 'cache-gone')
    const result = await planDataset('demo@gone', cache)
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('fetching'),
      expect.stringMatching(
        new RegExp(
          `^helios: dataset demo@gone: ${server.url}/demo.git has no commit f{40} .*; check the entry's git_commit_id in ${registry}$`,
        ),
      ),
    ])
    expect(await readdir(join(cache, 'demo'))).toEqual([])
  })

  it('says in one sentence what to do when the server drops the connection', async () => {
    server.dropConnections(true)
    try {
      const result = await planDataset('demo@1.0', join(dir, 'cache-dropped'))
      expect(result.code).toBe(1)
      const lines = result.stderr.trim().split('\n')
      expect(lines).toHaveLength(2)
      expect(lines[1]).toMatch(
        new RegExp(
          `^helios: dataset demo@1\\.0: could not fetch ${server.url}/demo\\.git \\(.+\\); check the network and the URL, then run again`,
        ),
      )
      expect(result.stderr).not.toMatch(/\n\s+at /)
    } finally {
      server.dropConnections(false)
    }
  })

  it('refuses a repository holding a link to a file outside it', async () => {
    const cache = join(dir, 'cache-escape')
    const result = await planDataset('escape@1.0', cache)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'helios: dataset escape@1.0: tasks/leaky/environment/passwd is a symbolic link to /etc/passwd, outside the repository',
    )
    expect(await readdir(join(cache, 'escape'))).toEqual([])
  })

  it('two runs fetching the same dataset at once both get one whole copy', async () => {
    const cache = join(dir, 'cache-race')
    const [a, b] = await Promise.all([planDataset('demo@2.0', cache), planDataset('demo@2.0', cache)])
    expect([a.code, b.code]).toEqual([0, 0])
    expect(a.names).toEqual(['hello', 'second'])
    expect(b.names).toEqual(['hello', 'second'])
    expect(await readdir(join(cache, 'demo'))).toEqual([second])
  })

  it('refuses registry entries that pin a branch or whose path leaves the repository, naming file, entry and field', async () => {
    const branch = await writeRegistry(join(dir, 'branch.json'), [entry('demo', 'tip', 'main')])
    const result = await planDataset('demo@tip', join(dir, 'cache-bad'), branch)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      `helios: ${branch}: datasets[0] (demo@tip).git_commit_id: is 'main'; pin a full 40-hex commit id`,
    )

    const escaping = await writeRegistry(join(dir, 'escaping.json'), [
      entry('demo', 'up', first, 'tasks/../..'),
    ])
    const up = await planDataset('demo@up', join(dir, 'cache-bad'), escaping)
    expect(up.code).toBe(2)
    expect(up.stderr).toContain(
      `helios: ${escaping}: datasets[0] (demo@up).path: is 'tasks/../..'; ".." would leave the repository`,
    )
    expect(server.requests()).toBeGreaterThan(0)
  })

  it('names the versions of a dataset asked for without one or with an unknown one', async () => {
    const result = await planDataset('demo@9', join(dir, 'cache-none'))
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      "dataset 'demo@9' is not in the registry; its versions are demo@1.0, demo@2.0, demo@gone",
    )
  })
})

/** The Actions cache as a folder of saved copies, keyed as the service keys them. */
function folderCache(root: string): CacheClient & { saved: string[] } {
  const saved: string[] = []
  const at = (key: string) => join(root, key)
  return {
    saved,
    available: () => true,
    lookup: async () => false,
    restore: async ([path], key) => {
      if (!saved.includes(key)) return undefined
      await cp(at(key), path!, { recursive: true })
      return key
    },
    save: async ([path], key) => {
      await cp(path!, at(key), { recursive: true })
      saved.push(key)
      return 1
    },
  }
}

describe("the action's dataset input", () => {
  const inputs = (values: Record<string, string>) => getInputs((name) => values[name] ?? '')

  it('the plan job fetches and saves the checkout; a run job restores it and makes no request', async () => {
    const cache = folderCache(join(dir, 'actions-cache'))
    const given = { mode: 'plan', dataset: 'demo@1.0', 'dataset-registry': registry }
    const planned = await withDataset(inputs(given), { workspace: dir }, cache, join(dir, 'runner-plan'))
    expect(planned.tasks).toBe(join(dir, 'runner-plan', 'demo', first, 'tasks'))
    expect(planned.datasetRecord).toMatchObject({ name: 'demo', version: '1.0', git_commit_id: first })
    expect(cache.saved).toEqual([`helios-dataset-demo-${first}`])

    const before = server.requests()
    const shard = await withDataset(
      inputs({ ...given, mode: 'run' }),
      { workspace: dir },
      cache,
      join(dir, 'runner-shard'),
    )
    expect(shard.tasks).toBe(join(dir, 'runner-shard', 'demo', first, 'tasks'))
    expect(await readdir(shard.tasks)).toEqual(['hello'])
    expect(server.requests()).toBe(before)
    expect(cache.saved).toHaveLength(1)
  })

  it('refuses dataset with tasks, naming both inputs', async () => {
    const given = inputs({ mode: 'plan', dataset: 'demo@1.0', tasks: 'tasks' })
    await expect(
      withDataset(given, { workspace: dir }, folderCache(join(dir, 'c2')), join(dir, 'r2')),
    ).rejects.toThrow("Input 'dataset' is 'demo@1.0' and 'tasks' is set too: both name the tasks; give one.")
  })
})
