// report.html of a 10,000-task run whose every attempt left a 64 KiB test-stdout.txt and a
// 300-test ctrf.json: how big the page is, and how much the verifier's output adds to the same
// page without those files (the embedded tails and test tables are capped: 4 KiB per stream, 200
// tests per attempt, MAX_VERIFIER_VIEWS attempts per report). The files are hard links of one
// pair, so the bench writes little. Goal: the verifier views add ≤ 5 MB; build ≤ 30 s.
import { link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reportHtml } from '../src/report/html/build-report.js'
import { compareRuns } from '../src/results/compare.js'
import { mulberry32 } from '../src/results/stats.js'
import type { AttemptStatus, RunSummary } from '../src/results/types.js'
import { drawStatuses, runSummary, taskSummary } from './synthetic.js'
import type { BenchResult } from './types.js'

const TASKS = 10_000
const ATTEMPTS = 2

export async function bench(): Promise<BenchResult[]> {
  const root = await mkdtemp(join(tmpdir(), 'helios-bench-report-'))
  try {
    const random = mulberry32(32)
    const rates = Array.from({ length: TASKS }, () => random())
    const summary = (fall: number) =>
      runSummary(
        rates.map((p, i) =>
          taskSummary(
            {
              id: `task-${i}@${i.toString(16).padStart(12, '0')}`,
              statuses: drawStatuses(random, p * fall, ATTEMPTS),
            },
            i,
          ),
        ),
      )
    const base = summary(1)
    const head = summary(0.9)
    const stdout = join(root, 'test-stdout.txt')
    const ctrf = join(root, 'ctrf.json')
    await writeFile(
      stdout,
      `${'collected 300 items; tests/test_outputs.py::test_case PASSED\n'.repeat(1100)}`,
    )
    await writeFile(ctrf, ctrfOf(300))
    const withFiles = join(root, 'with')
    const without = join(root, 'without')
    await writeAttempts(withFiles, head, { stdout, ctrf })
    await writeAttempts(without, head, null)
    const comparison = compareRuns(base, head, { bootstrapSamples: 500 })
    const build = async (dir: string) => {
      const started = performance.now()
      const html = await reportHtml({
        head,
        headDir: dir,
        base,
        baseDir: null,
        comparison,
        history: null,
        leaderboard: null,
        reportDir: dir,
      })
      return { bytes: Buffer.byteLength(html), seconds: (performance.now() - started) / 1000 }
    }
    const plain = await build(without)
    const full = await build(withFiles)
    const added = full.bytes - plain.bytes
    return [
      {
        name: `report.html, ${TASKS} tasks × ${ATTEMPTS} attempts with verifier output and ctrf.json`,
        value: round(full.bytes / 1e6),
        unit: 'MB',
        baseline: { name: 'the same run without verifier files', value: round(plain.bytes / 1e6) },
        goal: 'verifier views add ≤ 5 MB',
        met: added <= 5e6,
        notes: `+${round(added / 1e6)} MB for the capped views; built in ${full.seconds.toFixed(1)} s (${plain.seconds.toFixed(1)} s without)`,
      },
    ]
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

async function writeAttempts(
  dir: string,
  summary: RunSummary,
  files: { stdout: string; ctrf: string } | null,
) {
  for (const task of summary.tasks)
    for (let a = 1; a <= task.n; a++) {
      const attemptDir = join(dir, task.output_dir, `attempt_${String(a).padStart(3, '0')}`)
      await mkdir(join(attemptDir, 'verifier'), { recursive: true })
      await writeFile(
        join(attemptDir, 'result.json'),
        JSON.stringify(result(summary, task.task_id, a, task.statuses[a - 1]!)),
      )
      if (files === null) continue
      await link(files.stdout, join(attemptDir, 'verifier', 'test-stdout.txt'))
      await link(files.ctrf, join(attemptDir, 'verifier', 'ctrf.json'))
    }
}

function result(summary: RunSummary, taskId: string, attempt: number, status: AttemptStatus) {
  return {
    schema_version: 1,
    run_id: summary.run_id,
    task_id: taskId,
    task_name: taskId.split('@')[0],
    task_checksum: '0'.repeat(64),
    attempt,
    agent: summary.agent,
    model: summary.model,
    status,
    reason: status === 'passed' ? null : 'reward 0 < 1',
    rewards: { reward: status === 'passed' ? 1 : 0 },
    reward: status === 'passed' ? 1 : 0,
    started_at: '2026-11-27T00:00:00.000Z',
    finished_at: '2026-11-27T00:00:10.000Z',
    duration_sec: 10,
    timings: { build_sec: 0, setup_sec: 1, agent_sec: 8, verifier_sec: 1, teardown_sec: 0 },
    exit_codes: { agent: 0, verifier: 0 },
    timed_out: { agent: false, verifier: false },
    oom_killed: false,
    retries: 0,
    usage: null,
  }
}

function ctrfOf(tests: number): string {
  return JSON.stringify({
    results: {
      tool: { name: 'pytest' },
      tests: Array.from({ length: tests }, (_, i) => ({
        name: `tests/test_outputs.py::test_case_${i}`,
        status: i % 10 === 0 ? 'failed' : 'passed',
        duration: 3,
        ...(i % 10 === 0 ? { message: `AssertionError: expected ${i}, got ${i + 1}` } : {}),
      })),
    },
  })
}

function round(x: number): number {
  return Math.round(x * 100) / 100
}
