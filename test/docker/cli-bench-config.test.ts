// `helios batch --config` as a user runs it, on the example tasks in tasks/ through the real Docker
// engine: one run folder per label, and the config's per-task attempts, timeout multiplier and env
// taking effect. Run ids carry this process's prefix (rid) for the leftover-container check.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseRunSummary } from '../../src/results/run-summary.js'
import { helios } from '../fixtures/cli.js'
import { managedContainers, readJson, rid } from '../fixtures/docker.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { readFile } from 'node:fs/promises'

const CONFIG = 'test/fixtures/bench/per-task.toml'
let out: string
beforeAll(async () => {
  out = await makeTempDir('helios-bench-config-')
})
afterAll(() => removeDir(out))
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

describe('helios batch --config', () => {
  it('runs each agent as its own label with the per-task overrides', async () => {
    const runId = rid('cfg')
    const { code, stdout, stderr } = await helios([
      'batch',
      '--config',
      CONFIG,
      '-o',
      out,
      '--run-id',
      runId,
      '--json',
    ])
    // The command agent solves nothing: failures, not errors, so exit 0.
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' })
    const summaries = (JSON.parse(stdout) as unknown[]).map((s) =>
      parseRunSummary(JSON.stringify(s), 'stdout'),
    )
    expect(summaries.map((s) => [s.label, s.agent, s.run_id])).toEqual([
      ['cfg-oracle', 'oracle', `${runId}_cfg-oracle`],
      ['cfg-command', 'command', `${runId}_cfg-command`],
    ])
    for (const summary of summaries) {
      // list-primes: 2 attempts from its [[tasks]] entry; word-frequency: the config's 1.
      expect(summary.tasks.map((t) => [t.task_name, t.n])).toEqual([
        ['list-primes', 2],
        ['word-frequency', 1],
      ])
      expect(summary.totals.errors).toBe(0)
    }
    expect(summaries[0]!.totals.passed).toBe(3)
    expect(summaries[1]!.totals.failed).toBe(3)

    const attempt = (label: string, task: string, n: number) =>
      join(out, `${runId}_${label}`, task, `attempt_00${n}`)
    type Config = { timeouts_sec: { multiplier: number; agent: number }; env_names: Record<string, string[]> }
    const primes = await readJson<Config>(join(attempt('cfg-command', '001_list-primes', 2), 'config.json'))
    const words = await readJson<Config>(join(attempt('cfg-command', '002_word-frequency', 1), 'config.json'))
    expect(primes.timeouts_sec.multiplier).toBe(1.5)
    expect(words.timeouts_sec.multiplier).toBe(1)
    expect(primes.env_names['verifier']).toContain('HELIOS_CONFIG_PROBE')
    expect(words.env_names['verifier']).not.toContain('HELIOS_CONFIG_PROBE')
    // The agent saw the value; the task without the entry did not.
    const stdoutOf = (dir: string) => readFile(join(dir, 'agent', 'stdout.txt'), 'utf8')
    expect(await stdoutOf(attempt('cfg-command', '001_list-primes', 1))).toContain('probe=from-bench-toml')
    expect(await stdoutOf(attempt('cfg-command', '002_word-frequency', 1))).toContain('probe=unset')
    // A plain --resume of a label's folder would drop list-primes' second attempt: refused.
    const resume = await helios(['batch', 'tasks', '--resume', join(out, `${runId}_cfg-oracle`)])
    expect(resume.code).toBe(2)
    expect(resume.stderr).toContain('has attempt_002 but the run takes 1 attempt(s) per task')
  })

  it('lets flags win over the file, its [[tasks]] entries included', async () => {
    const runId = rid('cfgflags')
    const { code, stdout } = await helios([
      ...['batch', '--config', CONFIG, '-o', out, '--run-id', runId, '--json'],
      ...['-a', 'oracle', '-k', '1', '--timeout-multiplier', '2', '--include', 'list-primes'],
    ])
    expect(code).toBe(0)
    const [summary, ...others] = (JSON.parse(stdout) as unknown[]).map((s) =>
      parseRunSummary(JSON.stringify(s), 'stdout'),
    )
    expect(others).toEqual([])
    expect([summary!.label, summary!.tasks.map((t) => [t.task_name, t.n])]).toEqual([
      'cfg',
      [['list-primes', 1]],
    ])
    const config = await readJson<{ timeouts_sec: { multiplier: number } }>(
      join(out, `${runId}_cfg`, '001_list-primes', 'attempt_001', 'config.json'),
    )
    expect(config.timeouts_sec.multiplier).toBe(2)
  })

  it('exits 2 naming the file, the line and the field of a bad config, before anything runs', async () => {
    const file = join(out, 'bad.toml')
    await writeFile(file, 'name = "bad"\natempts = 3\n')
    const typo = await helios(['batch', '--config', file, '-o', out])
    expect(typo.code).toBe(2)
    expect(typo.stderr).toContain(`${file}:2 [atempts]: unknown field`)
    await writeFile(file, 'agents = ["nop"]\n[[tasks]]\nname = "no-such-task"\nattempts = 2\n')
    const ghost = await helios(['batch', '--config', file, 'tasks', '-o', out])
    expect(ghost.code).toBe(2)
    expect(ghost.stderr).toContain(`${file}:3 [tasks.0.name]: "no-such-task" matches no task`)
  })
})
