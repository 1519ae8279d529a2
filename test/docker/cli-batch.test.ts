// `helios batch` / `helios run` as a user runs them: a child process (src/cli.ts,
// built once per test run: test/fixtures/cli.ts) against real Docker, judged by exit code, stdout, stderr and the output tree.
// Run ids carry this process's prefix (rid) so the leftover-container check ignores other runs on
// the shared engine.
import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'
import { checkAgainstPublished } from '../fixtures/published-schemas.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import { parseRunSummary } from '../../src/results/run-summary.js'
import type { RunSummary } from '../../src/results/types.js'
import { CLI } from '../fixtures/cli.js'
import { managedContainers, readJson, rid } from '../fixtures/docker.js'
import { makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'
import { startModelServer } from '../harness/model-server/index.js'

const REPO = process.cwd()

interface CliResult {
  code: number
  stdout: string
  stderr: string
}

async function helios(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return run(process.execPath, [...CLI, ...args], env)
}

async function run(file: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, {
      cwd: REPO,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    if (typeof e.code !== 'number') throw error
    return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

/** Every regular file under `dir`, relative, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort()
}

const lines = (text: string): string[] => text.split('\n').filter((l) => l.trim() !== '')
const ATTEMPT_LINE =
  /^\[\s*\d+\/\d+\] ((PASS |FAIL ) \S+ attempt \d+ \(\d+\.\d+s, reward [\d.]+\)|ERROR \S+ attempt \d+ \(\d+\.\d+s\))/
const PROGRESS_LINE =
  /^\d+\/\d+ Passed: \d+ \| Failed: \d+ \| Errors: \d+ [━─]+ \d\d:\d\d elapsed · ETA (\d\d:\d\d|--:--)$/

let root: string
let good: string
let bad: string
let out: string
beforeAll(async () => {
  root = await makeTempDir('helios-cli-')
  out = await makeTempDir('helios-cli-out-')
  good = join(root, 'good')
  bad = join(root, 'bad')
  await writeTaskFolder(good, { name: 'alpha' })
  await writeTaskFolder(good, { name: 'beta' })
  await writeTaskFolder(bad, { name: 'alpha' })
  await writeTaskFolder(bad, { name: 'noreward', test: 'echo "checked, but no reward written"' })
  await writeTaskFolder(bad, { name: 'broken', toml: '[agent]\ntimeout_sec = "soon"' })
  // An interrupted run: attempt folders, no run_summary.json.
  await mkdir(join(root, 'interrupted', '001_alpha', 'attempt_001'), { recursive: true })
  // An interrupted run of the command agent: its config.json records the command it ran.
  const commanded = join(root, 'commanded', '001_alpha', 'attempt_001')
  await mkdir(commanded, { recursive: true })
  await writeFile(
    join(commanded, 'config.json'),
    JSON.stringify({
      schema_version: 1,
      agent: { name: 'command', command: ['bash', '-lc', 'make solve'] },
      model: null,
    }),
  )
})
afterAll(async () => {
  await removeDir(root)
  await removeDir(out)
})
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

describe('helios batch --json and --resume', () => {
  const runId = rid('json')
  const runDir = () => join(out, runId)

  it('prints exactly the run summary on stdout, human lines on stderr, and writes the tree', async () => {
    const { code, stdout, stderr } = await helios([
      'batch',
      good,
      '-a',
      'oracle',
      '-k',
      '2',
      '-n',
      '2',
      '-o',
      out,
      '--run-id',
      runId,
      '--json',
    ])
    expect(stderr).not.toMatch(/^helios:/m)
    expect(code).toBe(0)
    // The whole of stdout is one JSON document: the run summary.
    const summary = parseRunSummary(stdout, 'stdout')
    expect(JSON.parse(stdout)).toEqual(summary)
    expect(summary).toMatchObject({
      schema_version: 1,
      kind: 'run',
      run_id: runId,
      agent: 'oracle',
      attempts: 2,
    })
    expect(summary.totals).toMatchObject({
      tasks: 2,
      attempts: 4,
      passed: 4,
      failed: 0,
      errors: 0,
      invalid_tasks: 0,
      pass_at_k: { '1': 1, '2': 1 },
    })
    // Everything human is on stderr: the header and one line per attempt, no results box.
    expect(stderr).toContain('HELIOS')
    const attemptLines = lines(stderr).filter((l) => ATTEMPT_LINE.test(l))
    expect(attemptLines).toHaveLength(4)
    expect(attemptLines.every((l) => l.includes(' PASS  '))).toBe(true)
    expect(stderr).not.toContain('Batch Results')

    expect(await readJson<RunSummary>(join(runDir(), 'run_summary.json'))).toEqual(summary)
    // Helios' batch aggregate beside it, in the seed's field names.
    expect(await readJson(join(runDir(), 'batch_summary.json'))).toMatchObject({
      total_tasks: 2,
      passed: 2,
      failed: 0,
      mean_reward: 1,
      duration_seconds: summary.duration_sec,
      model: null,
      tasks: [
        { name: 'alpha', status: 'passed', reward: 1, attempts: 2, passed_attempts: 2 },
        { name: 'beta', status: 'passed', reward: 1, attempts: 2, passed_attempts: 2 },
      ],
    })
    expect(summary.tasks.map((t) => t.output_dir)).toEqual(['001_alpha', '002_beta'])
    for (const task of summary.tasks) {
      for (const attempt of ['attempt_001', 'attempt_002']) {
        const dir = join(runDir(), task.output_dir, attempt)
        const result = parseAttemptResult(await readFile(join(dir, 'result.json'), 'utf8'), dir)
        expect(result).toMatchObject({ status: 'passed', task_name: task.task_name, run_id: runId })
        expect(existsSync(join(dir, 'config.json'))).toBe(true)
        expect((await stat(join(dir, 'agent'))).isDirectory()).toBe(true)
        expect((await stat(join(dir, 'verifier'))).isDirectory()).toBe(true)
      }
    }
  })

  it('--resume reruns only the attempt without a result, with the run’s own settings', async () => {
    const missing = join(runDir(), '002_beta', 'attempt_001', 'result.json')
    const kept = ['001_alpha/attempt_001', '001_alpha/attempt_002', '002_beta/attempt_002'].map((a) =>
      join(runDir(), a, 'result.json'),
    )
    const before = await Promise.all(kept.map(async (f) => (await stat(f)).mtimeMs))
    await rm(missing)

    // A flag that contradicts the recorded run is refused, and nothing runs.
    const conflict = await helios(['batch', good, '--resume', runDir(), '-a', 'nop', '--json'])
    expect(conflict.code).toBe(2)
    expect(conflict.stderr).toMatch(/--agent is 'nop'.*'oracle'/)
    expect(conflict.stdout).toBe('')
    expect(existsSync(missing)).toBe(false)

    // No -a, no -k: the run's oracle and k=2 are used.
    const { code, stdout, stderr } = await helios(['batch', good, '--resume', runDir(), '--json'])
    expect(stderr).not.toMatch(/^helios:/m)
    expect(code).toBe(0)
    const attemptLines = lines(stderr).filter((l) => ATTEMPT_LINE.test(l))
    expect(attemptLines).toHaveLength(1)
    expect(attemptLines[0]).toMatch(/PASS {2}beta attempt 1 /)
    expect(existsSync(missing)).toBe(true)
    const after = await Promise.all(kept.map(async (f) => (await stat(f)).mtimeMs))
    expect(after).toEqual(before)

    const summary = parseRunSummary(stdout, 'stdout')
    expect(summary.attempts).toBe(2)
    expect(summary.totals).toMatchObject({ tasks: 2, attempts: 4, passed: 4, errors: 0 })
    expect(summary.tasks.map((t) => t.statuses)).toEqual([
      ['passed', 'passed'],
      ['passed', 'passed'],
    ])
  })
})

describe('helios batch interrupted with Ctrl-C', () => {
  it('removes its containers, keeps and summarizes finished attempts, exits 130; --resume knows the run', async () => {
    const tasks = join(root, 'interruptible')
    await writeTaskFolder(tasks, { name: 'quick', solve: null })
    await writeTaskFolder(tasks, { name: 'stuck', solve: null })
    const runId = rid('sigint')
    const agent = 'case "$HELIOS_INSTRUCTION" in *stuck*) sleep 120 ;; *) touch /tmp/done ;; esac'
    const child = spawn(
      process.execPath,
      [
        ...CLI,
        'batch',
        tasks,
        '-a',
        'command',
        '--agent-command',
        agent,
        '-n',
        '2',
        '-o',
        out,
        '--run-id',
        runId,
      ],
      { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve))
    // Interrupt once the quick attempt has finished and the stuck one is running.
    for (let i = 0; i < 1500 && !/PASS\s+quick/.test(stderr); i++)
      await new Promise((r) => setTimeout(r, 100))
    expect(stderr).toMatch(/PASS\s+quick/)
    child.kill('SIGINT')
    expect(await closed).toBe(130)
    expect(stderr).toContain(`Interrupted: the finished attempts are kept in ${join(out, runId)}`)
    expect(stdout).toMatch(/│ Interrupted: 1 of 2 attempts finished +│/)
    expect(stdout).toMatch(/│ pass@1: 100\.0% \(1\/1 tasks that ran all their attempts\) +│/)
    expect(stdout).toMatch(/│ Not all run: stuck \(left out of pass@k\) +│/)
    expect(await managedContainers()).toEqual([])
    const summary = parseRunSummary(
      await readFile(join(out, runId, 'run_summary.json'), 'utf8'),
      'run_summary.json',
    )
    expect(summary.tasks.map((t) => [t.task_name, t.statuses])).toEqual([['quick', ['passed']]])
    // Before, `stopped: null`: a later compare called the task that never ran "removed".
    expect(summary.stopped).toEqual({
      reason: 'interrupted by SIGINT',
      cause: 'interrupted',
      attempts_planned: 2,
      not_started: [{ task_name: 'stuck', task_id: expect.stringMatching(/^stuck@/), attempt: 1 }],
    })
    expect(existsSync(join(out, runId, '002_stuck', 'attempt_001', 'result.json'))).toBe(false)
    // The summary written at the interrupt tells --resume the run's settings: a contradicting
    // flag is refused instead of silently mixing agents.
    const refused = await helios(['batch', tasks, '--resume', join(out, runId), '-a', 'nop'])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/--agent/)
  }, 600_000)
})

describe('helios batch interrupted with a task run in part', () => {
  it('the box: pass@k over the tasks that ran all their attempts, the rest named; compare calls them not run', async () => {
    const tasks = join(root, 'interruptible-in-part')
    for (const name of ['alpha', 'beta', 'stuck']) await writeTaskFolder(tasks, { name, solve: null })
    // A host agent (its attempt folder tells attempts apart): beta's second attempt and both of
    // stuck's never end; every other attempt does the work in its container.
    const hang = 'case "$HELIOS_AGENT_DIR" in *_beta/attempt_002/*|*_stuck/*) exec sleep 300 ;; esac'
    const work = 'docker exec "$HELIOS_CONTAINER_ID" touch /tmp/done'
    const args = ['batch', tasks, '-a', 'host-command', '--agent-command', `${hang}; ${work}`, '-k', '2']
    const runId = rid('sigint-part')
    const child = spawn(process.execPath, [...CLI, ...args, '-n', '3', '-o', out, '--run-id', runId], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve))
    // alpha 1 and 2 and beta 1 finish; beta 2, stuck 1 and stuck 2 run for ever.
    const finishedThree = () => (stderr.match(/^\[\d\/6\] PASS /gm) ?? []).length === 3
    for (let i = 0; i < 2400 && !finishedThree(); i++) await new Promise((r) => setTimeout(r, 100))
    expect(finishedThree(), stderr).toBe(true)
    child.kill('SIGINT')
    expect(await closed).toBe(130)
    const box = stdout.split('\n').map((l) => l.replace(/^│ | *│$/g, ''))
    expect(box.slice(1, 5)).toEqual([
      'Interrupted: 3 of 6 attempts finished',
      'pass@2: 100.0% (1/1 tasks that ran all their attempts)',
      'pass@1: 100.0%',
      'Mean reward: 1.000',
    ])
    expect(box).toContain('Not all run: beta, stuck (left out of pass@k)')
    expect(box).toContain('Raw: 3/3 (100.0%)')
    expect(stdout).not.toMatch(/[^\d.]0\.0%/)
    expect(await managedContainers()).toEqual([])

    const head = join(out, runId)
    const summary = parseRunSummary(
      await readFile(join(head, 'run_summary.json'), 'utf8'),
      'run_summary.json',
    )
    expect(summary.tasks.map((t) => [t.task_name, t.n, t.unfinished])).toEqual([
      ['alpha', 2, undefined],
      ['beta', 1, 1],
    ])
    expect(summary.totals).toMatchObject({ tasks: 1, unfinished_tasks: 1, attempts: 3, passed: 3 })
    expect(summary.stopped).toMatchObject({
      reason: 'interrupted by SIGINT',
      cause: 'interrupted',
      attempts_planned: 6,
    })
    expect(summary.stopped!.not_started.map((a) => `${a.task_name}#${a.attempt}`)).toEqual([
      'beta#2',
      'stuck#1',
      'stuck#2',
    ])

    // The same tasks run to the end are the base: compare calls beta and stuck not run, never removed.
    const baseId = rid('sigint-base')
    const baseArgs = ['-a', 'command', '--agent-command', 'touch /tmp/done', '-k', '2']
    const base = await helios(['batch', tasks, ...baseArgs, '-o', out, '--run-id', baseId])
    expect(base.code, base.stderr).toBe(0)
    const compared = await helios(['compare', join(out, baseId), head])
    expect(compared.stdout).not.toMatch(/removed/)
    expect(compared.stdout).toMatch(/^left out: 2 not run \(the head run stopped early\)/m)
    expect(compared.stdout).toMatch(/^not run +beta /m)
    expect(compared.stdout).toMatch(/^not run +stuck /m)
    // Two of three tasks missing: too few to judge, and it says why.
    expect(compared.stdout).toMatch(
      /^INCONCLUSIVE: .*2 of the base’s 3 tasks are missing from the head .*2 of them not run/m,
    )
  }, 600_000)
})

describe('helios batch, plain output', () => {
  it('-a nop: every attempt fails, exit 0, one plain line per attempt and the results box', async () => {
    const runId = rid('nop')
    const { code, stdout, stderr } = await helios([
      'batch',
      good,
      '-a',
      'nop',
      '-k',
      '2',
      '-n',
      '4',
      '-o',
      out,
      '--run-id',
      runId,
    ])
    expect(stderr).not.toMatch(/^helios:/m)
    expect(code).toBe(0)
    // Not a TTY: no cursor movement, no carriage returns, no progress bar.
    for (const text of [stdout, stderr]) {
      expect(text).not.toContain('\r')
      expect(text).not.toContain('\x1b')
    }
    const attemptLines = lines(stderr).filter((l) => l.startsWith('['))
    expect(attemptLines).toHaveLength(4)
    for (const line of attemptLines) {
      expect(line).toMatch(ATTEMPT_LINE)
      expect(line).toMatch(/^\[[1-4]\/4\] FAIL {2}(alpha|beta) attempt [12] .* — reward 0 < 1$/)
    }
    expect(attemptLines.map((l) => l.slice(0, 5)).sort()).toEqual(['[1/4]', '[2/4]', '[3/4]', '[4/4]'])
    expect(stderr).not.toMatch(PROGRESS_LINE)
    // The results box goes to stdout.
    expect(stdout).toContain('Batch Results')
    expect(stdout).toMatch(/pass@2: 0\.0% \(0\/2 tasks\)/)
    expect(stdout).toMatch(/Raw: 0\/4 \(0\.0%\)/)
    expect(stdout).toContain(`Results: ${join(out, runId)}`)
  })

  it('-q over bad tasks: an invalid task gives exit 1, a verifier without a reward fails; only aggregate lines', async () => {
    const runId = rid('bad')
    const { code, stdout, stderr } = await helios([
      'batch',
      bad,
      '-a',
      'nop',
      '-n',
      '3',
      '-q',
      '-o',
      out,
      '--run-id',
      runId,
    ])
    expect(code).toBe(1)
    // The invalid task is reported with its file and field; the others still ran.
    const invalidLines = lines(stderr).filter((l) => l.startsWith('invalid task'))
    expect(invalidLines).toHaveLength(1)
    expect(invalidLines[0]).toContain('broken/task.toml')
    expect(invalidLines[0]).toContain('agent.timeout_sec')
    // Quiet: no header, no per-attempt lines; one aggregate line per finished attempt (and, on a
    // slow machine, the periodic `progress:` line).
    const rest = lines(stderr).filter((l) => !l.startsWith('invalid task') && !l.startsWith('progress:'))
    expect(rest).toHaveLength(2)
    for (const line of rest) expect(line).toMatch(PROGRESS_LINE)
    // A verifier that wrote no reward is a failure (an agent could cause it), never an error.
    expect(rest[1]).toMatch(/^2\/2 Passed: 0 \| Failed: 2 \| Errors: 0 /)
    expect(stdout).toMatch(/Invalid tasks: 1/)

    const summary = await readJson<RunSummary>(join(out, runId, 'run_summary.json'))
    expect(summary.invalid_tasks).toMatchObject([{ file: 'broken/task.toml', field: 'agent.timeout_sec' }])
    const byName = Object.fromEntries(summary.tasks.map((t) => [t.task_name, t]))
    expect(Object.keys(byName).sort()).toEqual(['alpha', 'noreward'])
    expect(byName.alpha!.statuses).toEqual(['failed'])
    expect(byName.noreward!.statuses).toEqual(['failed'])
    expect(byName.noreward!.reasons[0]!.reason).toMatch(/no reward/)
  })

  it('draws the live bar on a real TTY (util-linux script)', async () => {
    const script = (process.env.PATH ?? '')
      .split(delimiter)
      .map((dir) => join(dir, 'script'))
      .find((file) => existsSync(file))
    expect(
      script,
      'util-linux `script` is missing, so no TTY can be given to the CLI: run .ci/setup-docker.sh (installs Debian bsdutils)',
    ).toBeDefined()
    const runId = rid('tty')
    const command = [
      process.execPath,
      ...CLI,
      'batch',
      join(good, 'alpha'),
      '-a',
      'nop',
      '-o',
      out,
      '--run-id',
      runId,
    ]
    // -e: exit with the child's code; -f: flush as written; output file /dev/null.
    const { code, stdout } = await run(script!, ['-qefc', command.join(' '), '/dev/null'])
    expect(code).toBe(0)
    expect(stdout).toContain('\r\x1b[2K')
    expect(stdout).toMatch(/1\/1 Passed: 0 \| Failed: 1 \| Errors: 0 ━+ \d\d:\d\d/)
    expect(stdout).toMatch(/\[1\/1\] FAIL {2}alpha attempt 1/)
    expect(stdout).toContain('Batch Results')
  })
})

describe('helios run --agent command with a secret', () => {
  it('passes the secret to the agent and redacts it from every file it writes', async () => {
    const runId = rid('secret')
    const secret = `s3cr3t-${process.pid}-${Date.now()}`
    const agentCommand = [
      'echo "the secret is $MY_SECRET"',
      'echo "on stderr: $MY_SECRET" >&2',
      'echo "$MY_SECRET" > /logs/agent/copy.txt',
    ].join('; ')
    const { code, stdout, stderr } = await helios(
      [
        'run',
        join(good, 'beta'),
        '--agent',
        'command',
        '--agent-command',
        agentCommand,
        '--agent-env',
        'MY_SECRET',
        '-o',
        out,
        '--run-id',
        runId,
      ],
      { MY_SECRET: secret },
    )
    expect(stderr).not.toMatch(/^helios:/m)
    expect(code).toBe(0)
    expect(stderr).toMatch(/FAIL {2}beta attempt 1/)
    const runDir = join(out, runId)
    const agentDir = join(runDir, '001_beta', 'attempt_001', 'agent')
    expect(await readFile(join(agentDir, 'stdout.txt'), 'utf8')).toContain('the secret is ***')
    expect(await readFile(join(agentDir, 'stderr.txt'), 'utf8')).toContain('on stderr: ***')
    const files = await filesUnder(runDir)
    expect(files).toContain('001_beta/attempt_001/result.json')
    for (const file of files) {
      expect({ file, leaks: (await readFile(join(runDir, file), 'utf8')).includes(secret) }).toEqual({
        file,
        leaks: false,
      })
    }
    expect(stdout + stderr).not.toContain(secret)
  })
})

describe('usage errors exit 2 and name the flag', () => {
  const cases: [string, (usageOut: string) => string[], RegExp][] = [
    ['an unknown flag', (o) => ['batch', good, '--bogus', '-o', o], /--bogus/],
    ['a missing tasks folder', (o) => ['batch', join(root, 'nowhere'), '-o', o], /nowhere.*does not exist/],
    ['-k 0', (o) => ['batch', good, '-k', '0', '-o', o], /--attempts is '0'/],
    ['-n without a value', (o) => ['batch', good, '-o', o, '-n'], /--concurrency/],
    [
      '--agent command without --agent-command',
      (o) => ['batch', good, '-a', 'command', '-o', o],
      /--agent-command/,
    ],
    ['an unknown agent', (o) => ['batch', good, '-a', 'nosuch', '-o', o], /unknown agent "nosuch"/],
    [
      'helios run on a folder of several tasks',
      (o) => ['run', good, '-o', o],
      /helios run takes one task folder.*2 tasks/,
    ],
    ['--resume of a folder that is not a run', (o) => ['batch', good, '--resume', join(o, 'x')], /--resume/],
    [
      '--resume of an interrupted run without -k',
      () => ['batch', good, '--resume', join(root, 'interrupted')],
      /no run_summary\.json.*-k\/--attempts as when/,
    ],
    [
      '--resume of a command-agent run with another --agent-command',
      () => ['batch', good, '--resume', join(root, 'commanded'), '-k', '1', '--agent-command', 'make other'],
      /--agent-command is 'make other' but .*commanded was run with 'make solve'; --resume finishes a run with its own settings/,
    ],
  ]
  it.each(cases)('%s', async (_name, args, message) => {
    const usageOut = join(root, 'usage-out')
    const { code, stdout, stderr } = await helios(args(usageOut))
    expect(code).toBe(2)
    expect(stderr).toMatch(message)
    expect(stderr).not.toContain('HELIOS')
    expect(stdout).toBe('')
    // Nothing was started: no output folder.
    expect(existsSync(usageOut)).toBe(false)
  })

  it('says in one sentence that no Docker engine answers, and starts nothing', async () => {
    const usageOut = join(root, 'no-docker-out')
    const { code, stdout, stderr } = await helios(['batch', good, '-a', 'oracle', '-o', usageOut], {
      DOCKER_HOST: 'unix:///nonexistent/docker.sock',
    })
    expect(code).toBe(2)
    expect(stderr).toMatch(
      /no Docker engine answers at DOCKER_HOST=unix:\/\/\/nonexistent\/docker\.sock.*setup-docker\.sh/,
    )
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stdout).toBe('')
    expect(existsSync(usageOut)).toBe(false)
  })

  it.each([
    [
      'the built-in agent without its key',
      ['-m', 'anthropic/claude-sonnet-4-5'],
      { ANTHROPIC_API_KEY: '' },
      /^helios: agent helios needs ANTHROPIC_API_KEY \(the anthropic API key\) set in the environment/,
    ],
    [
      'an OpenAI-compatible model without its base URL',
      ['-m', 'openai-compatible/qwen3-coder'],
      { OPENAI_COMPATIBLE_BASE_URL: '' },
      /needs OPENAI_COMPATIBLE_BASE_URL \(the model server's base URL\)/,
    ],
    [
      'an installed CLI without its key',
      ['-a', 'claude-code', '-m', 'anthropic/claude-sonnet-4-5'],
      { ANTHROPIC_API_KEY: '' },
      /^helios: agent claude-code needs ANTHROPIC_API_KEY \(its API key\)/,
    ],
    [
      'an installed CLI given a localhost model server without the host network',
      ['-a', 'codex', '-m', 'openai/gpt-5'],
      { OPENAI_API_KEY: 'sk-preflight', OPENAI_BASE_URL: 'http://localhost:8000/v1' },
      /agent codex calls its model from inside the container, where OPENAI_BASE_URL \(localhost\) is not this machine: run with --agent-network host/,
    ],
    [
      'opencode with a provider model and no key for it',
      ['-a', 'opencode', '-m', 'anthropic/claude-sonnet-4-5'],
      { ANTHROPIC_API_KEY: '', OPENCODE_BASE_URL: '' },
      /agent opencode needs ANTHROPIC_API_KEY/,
    ],
  ])(
    'refuses %s in one sentence, exit 2, before any folder, install or container',
    async (_, args, env, said) => {
      const refusedOut = join(root, 'preflight-out')
      const cache = join(root, 'preflight-cache')
      const { code, stdout, stderr } = await helios(['batch', good, ...args, '-o', refusedOut], {
        ...env,
        HELIOS_AGENT_CACHE: cache,
      })
      expect(code).toBe(2)
      expect(stderr).toMatch(said)
      expect(stderr.trim().split('\n')).toHaveLength(1)
      expect(stdout).toBe('')
      expect(existsSync(refusedOut)).toBe(false)
      expect(existsSync(cache)).toBe(false)
    },
  )

  it('names a task the agent refuses (a no-network task for a CLI) with its reason, not only a count', async () => {
    const sealedDir = join(root, 'sealed-tasks')
    await writeTaskFolder(sealedDir, { name: 'sealed', toml: '[environment]\nnetwork_mode = "no-network"\n' })
    // Pi without OPENAI_BASE_URL calls its vendor's API, which the model relay does not forward to.
    const args = [
      'batch',
      sealedDir,
      '-a',
      'pi',
      '-m',
      'anthropic/claude-sonnet-4-5',
      '-q',
      '-o',
      join(out, 'refused'),
    ]
    const { code, stderr } = await helios(args, {
      ANTHROPIC_API_KEY: 'sk-refused',
      HELIOS_AGENT_CACHE: join(tmpdir(), 'helios-agent-cache'),
    })
    expect(code).toBe(1)
    expect(stderr).toMatch(
      /^invalid task sealed: agent pi calls its model API from inside the container, but this task is no-network and the model relay has no model API to forward to: set OPENAI_BASE_URL: run it with the built-in agent/m,
    )
  })

  it('--run-max-tokens: attempts past the budget are not run, exit 0, the box says why', async () => {
    const server = await startModelServer({
      apiKey: 'sk-budget-cli',
      script: [{ text: 'I cannot do this.' }],
    })
    try {
      const single = join(root, 'budget-task')
      await writeTaskFolder(single, { name: 'gamma' })
      const args = ['batch', single, '-m', 'anthropic/claude-sonnet-4-5', '-k', '3', '-n', '1']
      const { code, stdout } = await helios(
        [...args, '--run-max-tokens', '1000', '-o', join(out, 'budget')],
        {
          ANTHROPIC_API_KEY: 'sk-budget-cli',
          ANTHROPIC_BASE_URL: server.url,
        },
      )
      expect(code).toBe(0)
      expect(server.requests).toHaveLength(1)
      expect(stdout).toMatch(
        /Stopped: 1 of 3 attempts ran: stopped by budget: the run has used 1,280 tokens of its 1,000/,
      )
      // Its one task ran 1 of 3 attempts: no pass@3 to read, the task named.
      expect(stdout).toMatch(/No pass@k: no task ran all its attempts/)
      expect(stdout).toMatch(/Not all run: gamma \(left out of pass@k\)/)
      expect(stdout).not.toMatch(/pass@\d: /)
      expect(stdout).toMatch(/Failed: 1 {3}Errors: 0/)
    } finally {
      await server.close()
    }
  })

  it('runs the built-in agent when only a model is given, and names a model it cannot place', async () => {
    const { code, stderr } = await helios(['batch', good, '-m', 'mystery-7b', '-o', join(root, 'x')])
    expect(code).toBe(2)
    expect(stderr).toMatch(/cannot tell the provider of model "mystery-7b"/)
  })
})

describe('helios check', () => {
  it('flags unsolvable, trivial, reward-less, solution-less and invalid tasks; passes a good one', async () => {
    const dir = join(root, 'check')
    await writeTaskFolder(dir, { name: 'good' })
    await writeTaskFolder(dir, { name: 'trivial', test: 'echo 1 > /logs/verifier/reward.txt' })
    await writeTaskFolder(dir, { name: 'unsolvable', solve: 'true' })
    await writeTaskFolder(dir, { name: 'silent', test: 'echo "no reward written"' })
    await writeTaskFolder(dir, { name: 'unsolved', solve: null })
    await writeTaskFolder(dir, { name: 'broken', toml: '[agent]\ntimeout_sec = "soon"' })
    // A Dockerfile that cannot build (a package download failing) is the build's fault.
    await writeTaskFolder(dir, {
      name: 'unbuildable',
      dockerfile:
        'FROM helios-base:bookworm\nRUN echo "E: Unable to locate package libfoo-dev" >&2; exit 100\n',
    })
    const runId = rid('check')
    const { code, stdout } = await helios(['check', dir, '-o', out, '--run-id', runId, '--json'])
    expect(code).toBe(1)
    const report = JSON.parse(stdout) as {
      tasks: {
        task_name: string
        oracle: unknown
        nop: unknown
        flags: { kind: string; message: string }[]
      }[]
    }
    expect(Object.fromEntries(report.tasks.map((t) => [t.task_name, t.flags.map((f) => f.kind)]))).toEqual({
      broken: ['invalid'],
      good: [],
      silent: ['no-reward'],
      trivial: ['trivial'],
      unbuildable: ['build-failed'],
      unsolvable: ['not-solvable'],
      unsolved: ['missing-solution'],
    })
    const unbuildable = report.tasks.find((t) => t.task_name === 'unbuildable')!
    expect(unbuildable).toMatchObject({ oracle: null, nop: null })
    expect(unbuildable.flags[0]!.message).toMatch(
      /^the task's image \(environment\/Dockerfile\) did not build, so neither agent ran: build failed: .*Unable to locate package libfoo-dev/,
    )
    // Two ordinary runs under the check's folder, and the report beside them.
    expect(existsSync(join(out, runId, `${runId}-oracle`, 'run_summary.json'))).toBe(true)
    expect(existsSync(join(out, runId, `${runId}-nop`, 'run_summary.json'))).toBe(true)
    expect(JSON.parse(await readFile(join(out, runId, 'check.json'), 'utf8'))).toEqual(report)
    // What the check wrote meets the published schemas (check.json, both runs' files).
    const published = await checkAgainstPublished([join(out, runId)])
    expect(published.failures).toEqual([])
    expect(published.checked).toMatchObject({
      'check.json': 1,
      'run_summary.json': 2,
      'batch_summary.json': 2,
    })
    expect(published.checked['result.json']).toBeGreaterThan(0)

    const good = await helios(['check', dir, '--include', 'good', '-o', out, '--run-id', rid('check-good')])
    expect(good.code).toBe(0)
    expect(good.stdout).toContain('1 task(s) checked, 0 flagged')
    // Each phase says what its attempts should do; nop's expected failure never reads as FAIL.
    expect(good.stderr).toMatch(/^oracle: each task's solution runs twice; every attempt should pass/m)
    expect(good.stderr.match(/^\[oracle [12]\/2\] PASS {2}good attempt [12] /gm)).toHaveLength(2)
    expect(good.stderr).toMatch(/^nop: each task once, with no work done; every attempt should fail/m)
    expect(good.stderr).toMatch(/^\[nop 1\/1\] failed, as expected: good attempt 1 /m)
    expect(good.stderr).not.toMatch(/FAIL/)
  })
})
