// `helios export`: a run folder's trajectories as ShareGPT training data and as ATIF lines, the
// filters, and what cannot be read (named, counted, the rest still exported).
import { describe, expect, it } from 'vitest'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AtifTrajectory } from '../../src/run/agents/atif.js'
import { sharegptEntrySchema } from '../../src/results/sharegpt.js'
import type { AttemptResult, AttemptStatus } from '../../src/results/types.js'
import { runSummary, taskSummary } from '../../bench/synthetic.js'
import { helios } from '../fixtures/cli.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

function result(task: string, attempt: number, status: AttemptStatus): AttemptResult {
  return {
    schema_version: 1,
    run_id: 'run-1',
    task_id: `${task}@1`,
    task_name: task,
    task_checksum: 'c',
    attempt,
    agent: 'helios',
    model: 'anthropic/claude-sonnet-4-5',
    status,
    reason: status === 'passed' ? null : 'reward 0 < 1',
    rewards: { reward: status === 'passed' ? 1 : 0 },
    reward: status === 'passed' ? 1 : 0,
    started_at: '2026-01-01T00:00:00.000Z',
    finished_at: '2026-01-01T00:00:02.000Z',
    duration_sec: 2,
    timings: { build_sec: 0, setup_sec: 0, agent_sec: 1, verifier_sec: 1, teardown_sec: 0 },
    exit_codes: { agent: 0, verifier: 0 },
    timed_out: { agent: false, verifier: false },
    oom_killed: false,
    retries: 0,
    usage: null,
  }
}

/** A bash call that exits `exit`, then a final answer; reasoning on the first turn when asked. */
function trajectory(exit: number, reasoning: boolean): AtifTrajectory {
  return {
    schema_version: 'ATIF-v1.4',
    session_id: 's',
    agent: { name: 'helios', version: '1', model_name: 'anthropic/claude-sonnet-4-5' },
    steps: [
      { step_id: 1, source: 'user', message: 'Write 42 into /app/answer.txt' },
      {
        step_id: 2,
        source: 'agent',
        message: 'Writing it.',
        ...(reasoning ? { reasoning_content: 'The file is /app/answer.txt.' } : {}),
        tool_calls: [
          { tool_call_id: 'c1', function_name: 'bash', arguments: { command: 'echo 42 > /app/answer.txt' } },
        ],
        observation: { results: [{ source_call_id: 'c1', content: `[exit code ${exit}]` }] },
      },
      { step_id: 3, source: 'agent', message: 'Done.' },
    ],
  }
}

/** A run of task alpha: attempt 1 passed (with reasoning), 2 failed (its bash call failed), 3 has no trajectory. */
async function writeRun(): Promise<string> {
  const run = join(folders.root, 'run-1')
  const statuses: AttemptStatus[] = ['passed', 'failed', 'failed']
  await mkdir(run, { recursive: true })
  const summary = runSummary([taskSummary({ id: 'alpha@1', statuses }, 0)], { runId: 'run-1' })
  await writeFile(join(run, 'run_summary.json'), JSON.stringify(summary))
  for (const [i, status] of statuses.entries()) {
    const dir = join(run, summary.tasks[0]!.output_dir, `attempt_00${i + 1}`)
    await mkdir(join(dir, 'agent'), { recursive: true })
    await writeFile(join(dir, 'result.json'), JSON.stringify(result('alpha', i + 1, status)))
    if (i < 2) await writeFile(join(dir, 'agent', 'trajectory.json'), JSON.stringify(trajectory(i, i === 0)))
  }
  return run
}

const jsonl = async (file: string) =>
  (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)

describe('helios export', () => {
  it('writes ShareGPT lines and statistics; an attempt without a trajectory is named and counted', async () => {
    const run = await writeRun()
    const out = join(folders.root, 'sharegpt')
    const { code, stderr } = await helios(['export', run, '-o', out])
    expect(code).toBe(0)
    expect(stderr).toMatch(/skipped .*attempt_003\/agent\/trajectory\.json: no trajectory/)
    const lines = await jsonl(join(out, 'trajectories.jsonl'))
    expect(lines).toHaveLength(2)
    for (const line of lines) sharegptEntrySchema.parse(line)
    const [passed, failed] = lines.map((l) => sharegptEntrySchema.parse(l))
    expect(passed!.conversations.map((t) => t.from)).toEqual(['human', 'gpt', 'tool', 'gpt'])
    expect(passed!.conversations[1]).toMatchObject({
      reasoning: 'The file is /app/answer.txt.',
      tool_calls: [{ name: 'bash' }],
    })
    expect(passed).toMatchObject({ completed: true, partial: false, api_calls: 2, toolsets_used: ['bash'] })
    expect(passed!.tool_stats).toEqual({ bash: { count: 1, success: 1, failure: 0 } })
    expect(failed!.tool_stats).toEqual({ bash: { count: 1, success: 0, failure: 1 } })
    expect(failed!.tool_error_counts).toEqual({ bash: 1 })
    expect(failed!.metadata).toMatchObject({ task_name: 'alpha', attempt: 2, status: 'failed', reward: 0 })
    const statistics = JSON.parse(await readFile(join(out, 'statistics.json'), 'utf8'))
    expect(statistics).toMatchObject({
      format: 'sharegpt',
      samples: 2,
      samples_discarded: { not_passed: 0, below_min_reward: 0, no_reasoning: 0, no_trajectory: 1 },
      tool_usage: { bash: { count: 2, success: 1, failure: 1, success_rate: 0.5 } },
      reasoning: { agent_turns: 4, with_reasoning: 1, coverage: 0.25 },
      success_rate: 0.5,
    })
  })

  it('filters: --passed-only, --min-reward, --drop-no-reasoning, each counted', async () => {
    const run = await writeRun()
    const only = join(folders.root, 'passed')
    expect((await helios(['export', run, '-o', only, '--passed-only'])).code).toBe(0)
    expect(
      (await jsonl(join(only, 'trajectories.jsonl'))).map((l) => (l.metadata as { attempt: number }).attempt),
    ).toEqual([1])
    const reasoning = join(folders.root, 'reasoning')
    expect(
      (await helios(['export', run, '-o', reasoning, '--drop-no-reasoning', '--min-reward', '0'])).code,
    ).toBe(0)
    const statistics = JSON.parse(await readFile(join(reasoning, 'statistics.json'), 'utf8'))
    expect(statistics.samples_discarded).toMatchObject({ no_reasoning: 1, below_min_reward: 0 })
  })

  it('--format atif keeps each trajectory as it is', async () => {
    const run = await writeRun()
    const out = join(folders.root, 'atif')
    expect((await helios(['export', run, '-o', out, '--format', 'atif'])).code).toBe(0)
    const [first] = await jsonl(join(out, 'trajectories.jsonl'))
    // The statistics count what was written, whichever the format.
    expect(JSON.parse(await readFile(join(out, 'statistics.json'), 'utf8'))).toMatchObject({
      format: 'atif',
      samples: 2,
    })
    expect(first).toEqual({
      task_name: 'alpha',
      attempt: 1,
      status: 'passed',
      reward: 1,
      trajectory: trajectory(0, true),
    })
  })

  // A user's mistakes: a folder that is no run, an unknown format; one sentence each, exit 2.
  it('refuses a folder without a run and an unknown format in one sentence', async () => {
    const empty = join(folders.root, 'empty')
    await mkdir(empty)
    const noRun = await helios(['export', empty])
    expect(noRun.code).toBe(2)
    expect(noRun.stderr).toMatch(/holds no run_summary\.json/)
    const format = await helios(['export', await writeRun(), '--format', 'csv'])
    expect(format.code).toBe(2)
    expect(format.stderr).toMatch(/--format is 'csv'; use sharegpt or atif/)
  })
})
