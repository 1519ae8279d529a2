import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchmark } from '../../src/run/runner.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { RunSummary } from '../../src/results/types.js'
import { readTrajectory } from '../fixtures/output-files.js'
import { makeTasks } from '../fixtures/tasks.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { readJson, rid } from '../fixtures/docker.js'

const folders = useRunnerFolders()

describe('runner happy path', () => {
  it('oracle passes and nop fails, with result files and a run summary', async () => {
    const tasks = await makeTasks(folders.root, [{ name: 'simple' }])
    const oracle = await runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: folders.out,
      runId: rid('oracle'),
      attempts: 2,
    })
    expect(oracle.totals).toMatchObject({ attempts: 2, passed: 2, failed: 0, errors: 0 })
    expect(oracle.tasks[0]!.pass_at_k).toEqual({ '1': 1, '2': 1 })
    const attemptDir = join(folders.out, rid('oracle'), '001_simple', 'attempt_001')
    const result = parseAttemptResult(await readFile(join(attemptDir, 'result.json'), 'utf8'), 'result.json')
    expect(result).toMatchObject({
      status: 'passed',
      reward: 1,
      rewards: { reward: 1 },
      agent: 'oracle',
      exit_codes: { agent: 0, verifier: 0 },
    })
    expect(existsSync(join(attemptDir, 'config.json'))).toBe(true)
    expect(existsSync(join(attemptDir, 'verifier', 'reward.txt'))).toBe(true)
    const { trajectory, calls } = await readTrajectory(attemptDir)
    expect(trajectory).toMatchObject({ agent: { name: 'oracle' }, extra: { source: 'command' } })
    expect(trajectory.session_id).toBe(`${rid('oracle')}/001_simple/attempt_001`)
    expect(trajectory.steps.map((s) => s.source)).toEqual(['user', 'agent'])
    expect(calls[0]!.arguments).toEqual({ argv: ['bash', '/solution/solve.sh'] })
    expect(result.usage).toBeNull()
    const onDisk = await readJson<RunSummary>(join(folders.out, rid('oracle'), 'run_summary.json'))
    expect(onDisk.kind).toBe('run')
    expect(onDisk.totals.passed).toBe(2)

    const nop = await runBenchmark({
      tasks,
      agent: { name: 'nop' },
      outputDir: folders.out,
      runId: rid('nop'),
    })
    expect(nop.totals).toMatchObject({ attempts: 1, passed: 0, failed: 1, errors: 0 })
    expect(nop.tasks[0]!.reasons).toEqual([{ reason: 'reward 0 < 1', count: 1 }])
  })
})
