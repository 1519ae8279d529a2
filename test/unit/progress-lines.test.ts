import { describe, expect, it } from 'vitest'
import { eventLine } from '../../src/report/progress-lines.js'
import type { AttemptResult } from '../../src/results/types.js'

const finished = (status: 'passed' | 'error', usage: AttemptResult['usage']) =>
  eventLine({
    type: 'attempt-finished',
    task: {} as never,
    attemptDir: '/x',
    counts: { total: 2, started: 2, finished: 1, passed: 0, failed: 0, errors: 0, reused: 0 },
    result: {
      task_name: 'demo',
      attempt: 1,
      status,
      reward: 0,
      duration_sec: 3.2,
      reason: status === 'error' ? 'docker: boom' : null,
      usage,
    } as AttemptResult,
  })

describe('attempt log lines', () => {
  it('never prints a reward on an ERROR line', () => {
    expect(finished('error', null)).toBe('[1/2] ERROR demo attempt 1 (3.2s) — docker: boom')
  })
  it('adds tokens and cost when the agent reported them', () => {
    const usage = {
      input_tokens: 1000,
      cached_input_tokens: 0,
      output_tokens: 200,
      turns: 2,
      cost_usd: 0.0061,
    }
    expect(finished('passed', usage)).toBe(
      '[1/2] PASS  demo attempt 1 (3.2s, reward 0, 1200 tokens, $0.0061)',
    )
  })
})

describe('image log lines', () => {
  const counts = { total: 2, started: 0, finished: 0, passed: 0, failed: 0, errors: 0, reused: 0 }
  it('says where an image came from and what the registry failed at', () => {
    const tag = 'helios-env/demo:0123'
    expect(
      eventLine({
        type: 'image-pulled',
        tag,
        task: 'demo',
        from: 'ghcr.io/o/r:ab',
        durationSec: 1.26,
        counts,
      }),
    ).toBe('       pulled ghcr.io/o/r:ab for demo (1.3s)')
    expect(
      eventLine({ type: 'image-pushed', tag, task: 'demo', to: 'ghcr.io/o/r:ab', durationSec: 2, counts }),
    ).toBe('       pushed ghcr.io/o/r:ab (2.0s)')
    expect(
      eventLine({ type: 'registry-warning', tag, task: 'demo', message: 'could not push x: denied', counts }),
    ).toBe('       warning: could not push x: denied')
  })

  it('says what the Actions cache restored, saved, skipped and failed at', () => {
    const [tag, task] = ['helios-env/demo:0123', 'demo']
    const entry = 'Actions cache entry helios-env-ab-linux-x64'
    expect(eventLine({ type: 'image-restored', tag, task, from: entry, durationSec: 3.04, counts })).toBe(
      `       restored ${tag} from the ${entry} (3.0s)`,
    )
    expect(eventLine({ type: 'image-saved', tag, task, to: entry, durationSec: 5, counts })).toBe(
      `       saved ${tag} to the ${entry} (5.0s)`,
    )
    expect(
      eventLine({ type: 'image-cache-note', tag, task, message: `${tag} is 4.0 GB, over`, counts }),
    ).toBe(`       ${tag} is 4.0 GB, over`)
    expect(
      eventLine({
        type: 'image-cache-warning',
        tag,
        task,
        message: 'could not restore x: \x1b[31mred',
        counts,
      }),
    ).toBe('       warning: could not restore x: \\x1b[31mred')
  })
})

describe('run start', () => {
  const started = (refused: { relative_dir: string; message: string }[]) =>
    eventLine({
      type: 'run-started',
      runId: 'r',
      runDir: '/x',
      counts: { total: 2, started: 0, finished: 0, passed: 0, failed: 0, errors: 0, reused: 0 },
      refused: refused.map((r) => ({ ...r, file: `${r.relative_dir}/task.toml`, field: null })),
    })
  it('names each task the agent refused, with its reason', () => {
    expect(
      started([{ relative_dir: 'sealed', message: 'agent codex calls its model API from inside' }]),
    ).toBe('invalid task sealed: agent codex calls its model API from inside')
    expect(started([])).toBeNull()
  })
})
