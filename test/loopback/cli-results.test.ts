// `helios plan`, `helios merge` and `helios compare` run as a user runs them: a child process
// (src/cli.ts, built once per test run: test/fixtures/cli.ts), judged by exit code, stdout and stderr. No Docker needed:
// plan reads the repo's example tasks, merge and compare read summaries built here with the
// results helpers.
import { execFile } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsePlan } from '../../src/results/plan.js'
import { parseRunSummary } from '../../src/results/run-summary.js'
import { summarizeRun, summarizeTask, type RunMeta } from '../../src/results/summary.js'
import type { AttemptResult, AttemptStatus, RunSummary, TaskSummary } from '../../src/results/types.js'
import { CLI } from '../fixtures/cli.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const REPO = process.cwd()

interface CliResult {
  code: number
  stdout: string
  stderr: string
}

async function helios(args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...CLI, ...args], {
      cwd: REPO,
      env: { ...process.env, NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    if (typeof e.code !== 'number') throw error
    return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

let dir: string
beforeAll(async () => {
  dir = await makeTempDir('helios-cli-results-')
})
afterAll(async () => {
  await removeDir(dir)
})

function attempt(runId: string, task: string, n: number, status: AttemptStatus): AttemptResult {
  const reward = status === 'passed' ? 1 : 0
  return {
    schema_version: 1,
    run_id: runId,
    task_id: `${task}@000000000000`,
    task_name: task,
    task_checksum: '0'.repeat(64),
    attempt: n,
    agent: 'oracle',
    model: null,
    status,
    reason: status === 'passed' ? null : status === 'failed' ? 'reward 0 < 1' : 'verifier wrote no reward',
    rewards: status === 'error' ? {} : { reward },
    reward,
    started_at: '2026-11-20T10:00:00.000Z',
    finished_at: '2026-11-20T10:00:05.000Z',
    duration_sec: 5,
    timings: { build_sec: 0, setup_sec: 1, agent_sec: 2, verifier_sec: 1, teardown_sec: 1 },
    exit_codes: { agent: 0, verifier: 0 },
    timed_out: { agent: false, verifier: false },
    oom_killed: false,
    retries: 0,
    usage: null,
  }
}

/** Task `name` (number `index` in discovery order) with the given attempt statuses. */
function task(runId: string, index: number, name: string, statuses: AttemptStatus[]): TaskSummary {
  return summarizeTask(
    {
      task_id: `${name}@000000000000`,
      task_name: name,
      task_checksum: '0'.repeat(64),
      task_path: name,
      output_dir: `${String(index).padStart(3, '0')}_${name}`,
    },
    statuses.map((s, i) => attempt(runId, name, i + 1, s)),
  )
}

function summary(
  runId: string,
  tasks: TaskSummary[],
  shard: { index: number; count: number } | null = null,
): RunSummary {
  const meta: RunMeta = {
    kind: shard ? 'shard' : 'run',
    run_id: runId,
    label: 'default',
    shard,
    agent: 'oracle',
    model: null,
    attempts: 3,
    concurrency: 2,
    started_at: '2026-11-20T10:00:00.000Z',
    finished_at: '2026-11-20T10:01:00.000Z',
    source: null,
  }
  return summarizeRun(meta, tasks, [])
}

async function save(name: string, value: RunSummary): Promise<string> {
  const file = join(dir, name)
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`)
  return file
}

describe('helios plan', () => {
  it('splits the example tasks into 3 shards covering each task once', async () => {
    const { code, stdout, stderr } = await helios(['plan', 'tasks/', '--shards', '3'])
    expect(stderr).toBe('14 planned, 0 invalid\n')
    expect(code).toBe(0)
    const plan = parsePlan(stdout, 'stdout')
    expect(plan.task_count).toBe(14)
    expect(plan.shards.map((s) => s.index)).toEqual([0, 1, 2])
    expect(plan.matrix).toEqual({ shard: [0, 1, 2] })
    expect(plan.shards.map((s) => s.task_ids.length).sort()).toEqual([4, 5, 5])
    const ids = plan.shards.flatMap((s) => s.task_ids)
    expect(new Set(ids).size).toBe(14)
    const paths = plan.shards.flatMap((s) => s.task_paths).sort()
    expect(paths).toEqual([
      'audit-access-log',
      'audit-setuid-binaries',
      'coder-reviewer',
      'fetch-release-code',
      'fix-backup-script',
      'gui-browser-form',
      'gui-save-note',
      'implement-mathlib',
      'inventory-restock',
      'list-primes',
      'queue-worker-report',
      'render-service-config',
      'self-review',
      'word-frequency',
    ])
  })

  it('writes the plan with -o and rejects a bad shard count with exit 2', async () => {
    const file = join(dir, 'plan.json')
    const written = await helios(['plan', 'tasks', '--shards', '2', '-o', file])
    expect(written.code).toBe(0)
    expect(written.stdout).toBe('')
    expect(parsePlan(await readFile(file, 'utf8'), file).shards).toHaveLength(2)

    const bad = await helios(['plan', 'tasks', '--shards', 'many'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--shards/)
    expect(bad.stdout).toBe('')
  })

  it('with a remote provider and -n 32, makes one shard of the example tasks; Docker spreads them', async () => {
    const remote = await helios(['plan', 'tasks', '--provider', 'daytona', '-n', '32'])
    expect(remote.code).toBe(0)
    const plan = parsePlan(remote.stdout, 'stdout')
    expect([plan.shards.length, plan.concurrency]).toEqual([1, 32])
    // 14 tasks × 4 attempts / 32 at once: 2 shards.
    const four = parsePlan(
      (await helios(['plan', 'tasks', '--provider', 'daytona', '-n', '32', '-k', '4'])).stdout,
      'stdout',
    )
    expect(four.shards).toHaveLength(2)
    const docker = parsePlan((await helios(['plan', 'tasks'])).stdout, 'stdout')
    expect([docker.shards.length, docker.concurrency]).toEqual([8, undefined])

    const bad = await helios(['plan', 'tasks', '--provider', 'daytona', '-n', '0'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--concurrency is '0'; use a whole number from 1 to 256/)
  })
})

describe('helios merge', () => {
  const RUN = 'merge-run'
  it('merges two shard summaries into one run summary', async () => {
    const a = await save(
      'shard-0.json',
      summary(RUN, [task(RUN, 1, 'alpha', ['passed', 'passed', 'failed'])], { index: 0, count: 2 }),
    )
    const b = await save(
      'shard-1.json',
      summary(
        RUN,
        [
          task(RUN, 2, 'beta', ['failed', 'failed', 'failed']),
          task(RUN, 3, 'gamma', ['passed', 'error', 'passed']),
        ],
        { index: 1, count: 2 },
      ),
    )
    const { code, stdout, stderr } = await helios(['merge', a, b])
    expect(stderr).toBe('')
    expect(code).toBe(0)
    const merged = parseRunSummary(stdout, 'stdout')
    expect(merged).toMatchObject({ kind: 'run', run_id: RUN, shard: null, attempts: 3 })
    expect(merged.tasks.map((t) => t.task_name)).toEqual(['alpha', 'beta', 'gamma'])
    expect(merged.totals).toMatchObject({ tasks: 3, attempts: 9, passed: 4, failed: 4, errors: 1 })

    // -o writes the file instead of printing it
    const out = join(dir, 'merged.json')
    const written = await helios(['merge', a, b, '-o', out])
    expect(written.code).toBe(0)
    expect(written.stdout).toBe('')
    expect(parseRunSummary(await readFile(out, 'utf8'), out).totals.attempts).toBe(9)
  })

  it('exits 1 and names the task when two shards claim it', async () => {
    const a = await save(
      'dup-0.json',
      summary(RUN, [task(RUN, 1, 'alpha', ['passed', 'passed', 'passed'])], { index: 0, count: 2 }),
    )
    const b = await save(
      'dup-1.json',
      summary(
        RUN,
        [
          task(RUN, 1, 'alpha', ['failed', 'failed', 'failed']),
          task(RUN, 2, 'beta', ['passed', 'passed', 'passed']),
        ],
        { index: 1, count: 2 },
      ),
    )
    const { code, stdout, stderr } = await helios(['merge', a, b])
    expect(code).toBe(1)
    expect(stderr).toMatch(/duplicate-task/)
    expect(stderr).toMatch(/alpha/)
    // The merged summary is still printed, with alpha counted once (from the lower shard).
    const merged = parseRunSummary(stdout, 'stdout')
    expect(merged.tasks.map((t) => t.task_name)).toEqual(['alpha', 'beta'])
    expect(merged.totals.attempts).toBe(6)
    expect(merged.tasks[0]!.successes).toBe(3)
  })

  it('rejects a file that is not a summary with the file named (exit 2)', async () => {
    const junk = join(dir, 'junk.json')
    await writeFile(junk, '{"schema_version": 99}')
    const { code, stderr } = await helios(['merge', junk])
    expect(code).toBe(2)
    expect(stderr).toContain('junk.json')
  })
})

describe('helios compare', () => {
  const names = Array.from({ length: 20 }, (_, i) => `task-${String(i + 1).padStart(2, '0')}`)
  const all = (s: AttemptStatus): AttemptStatus[] => [s, s, s]

  it('passes for identical runs and fails for a clear regression, naming the regressed tasks', async () => {
    const base = await save(
      'base.json',
      summary(
        'base',
        names.map((n, i) => task('base', i + 1, n, all('passed'))),
      ),
    )
    const same = await save(
      'same.json',
      summary(
        'same',
        names.map((n, i) => task('same', i + 1, n, all('passed'))),
      ),
    )
    // Half of the tasks drop from 3/3 to 0/3.
    const head = await save(
      'head.json',
      summary(
        'head',
        names.map((n, i) => task('head', i + 1, n, all(i < 10 ? 'failed' : 'passed'))),
      ),
    )

    const ok = await helios(['compare', base, same])
    expect(ok.stderr).toBe('')
    expect(ok.code).toBe(0)

    const bad = await helios(['compare', base, head])
    expect(bad.code).toBe(1)
    for (const n of names.slice(0, 10)) expect(bad.stdout).toContain(n)
    expect(bad.stdout).not.toContain('task-20')

    const md = await helios(['compare', base, head, '--markdown'])
    expect(md.code).toBe(1)
    const rows = md.stdout.split('\n').filter((line) => line.startsWith('|'))
    expect(rows.length).toBeGreaterThanOrEqual(12)
    expect(rows.some((line) => /^\|\s*:?-+/.test(line))).toBe(true)
    expect(rows.some((line) => line.includes('task-01'))).toBe(true)
  })

  it('exits 2 on a missing file or a wrong argument count', async () => {
    const one = await helios(['compare', join(dir, 'base.json')])
    expect(one.code).toBe(2)
    expect(one.stderr).toMatch(/two summary files/)
    const missing = await helios(['compare', join(dir, 'base.json'), join(dir, 'nope.json')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/cannot read .*nope\.json: no such file or folder; pass a run folder/)
  })

  it('falls back to the largest k both runs have, with a warning, as the action does', async () => {
    const bigK = await helios(['compare', join(dir, 'base.json'), join(dir, 'base.json'), '--k', '50'])
    expect(bigK.code).toBe(0)
    expect(bigK.stderr).toMatch(
      /^warning: pass@50 needs 50 attempts per task on both sides; this run has \d+: compared at pass@\d+\.\n$/,
    )
    expect(bigK.stdout).toMatch(/pass@\d+ /)
  })

  it('pools older base runs given with --pool, says which, and passes over another model', async () => {
    // 20 tasks flaky at 2/3 on the base; the head drops 6 of them to 0/3.
    const flaky: AttemptStatus[] = ['passed', 'passed', 'failed']
    const baseRun = (id: string) =>
      summary(
        id,
        names.map((n, i) => task(id, i + 1, n, flaky)),
      )
    const newest = await save('pool-3.json', baseRun('b3'))
    const older = await save('pool-2.json', baseRun('b2'))
    const other = await save('pool-1.json', { ...baseRun('b1'), model: 'gpt-5' })
    const head = await save(
      'pool-head.json',
      summary(
        'h',
        names.map((n, i) => task('h', i + 1, n, i < 6 ? all('failed') : flaky)),
      ),
    )
    const pooled = await helios(['compare', newest, head, '--pool', older, '--pool', other])
    // The title, the verdict, the figures, then where the baseline came from.
    expect(pooled.stdout).toMatch(
      /^Helios compare: \S+\n[A-Z]+: .*\npass@1 .*\nBaseline: \S*pool-3\.json; base attempts pooled from 2 runs: \S*pool-3\.json and \S*pool-2\.json \(60 attempts over 20 of its tasks\)/,
    )
    expect(pooled.stdout).toMatch(/not pooled: \S*pool-1\.json \(model gpt-5, not none\)/)
    const md = await helios(['compare', newest, head, '--pool', older, '--markdown'])
    expect(md.stdout).toMatch(/Baseline: \S*pool-3\S*; base attempts pooled from 2 runs/)
    // A corrupt pool file is a usage error naming it, like a corrupt base.
    await writeFile(join(dir, 'pool-bad.json'), '{"kind": "run"')
    const bad = await helios(['compare', newest, head, '--pool', join(dir, 'pool-bad.json')])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/pool-bad\.json/)
  })

  it('prints the baseline once in the markdown', async () => {
    const md = await helios(['compare', join(dir, 'base.json'), join(dir, 'base.json'), '--markdown'])
    expect(md.stdout).toMatch(/Baseline: \S*base\.json/)
    expect(md.stdout).not.toContain('Baseline: Baseline:')
  })
})
