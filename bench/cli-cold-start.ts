// Cold start of the CLI as a user runs it (`node bin/helios.js`, the committed bundle): the help
// text, and a compare of two 100-task run summaries. Baseline in the same run: `node -e 0`, Node's
// own start. Each figure is the median of 5 starts, with the peak resident memory of the process.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { mulberry32 } from '../src/results/stats.js'
import { ACTION_BUNDLE, RUNNER_NODE } from '../test/harness/action-paths.js'
import { drawStatuses, runSummary, taskSummary } from './synthetic.js'
import type { BenchResult } from './types.js'

const CLI = path.join(path.dirname(ACTION_BUNDLE), '..', 'bin', 'helios.js')
const ROUNDS = 5
const TASKS = 100

interface Start {
  ms: number
  rssMb: number
}

/** One start of `node ARGS`; the child writes its peak RSS (kB) to a file as it exits. */
async function start(dir: string, args: string[]): Promise<Start> {
  const rssFile = path.join(dir, 'rss')
  const began = performance.now()
  const child = spawn(RUNNER_NODE, ['--require', path.join(dir, 'rss.cjs'), ...args], {
    env: { ...process.env, HELIOS_BENCH_RSS_FILE: rssFile, NO_COLOR: '1' },
    stdio: 'ignore',
  })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  const ms = performance.now() - began
  // compare exits 1 on a regression; anything else is a broken bench.
  if (code !== 0 && code !== 1) throw new Error(`node ${args.join(' ')} exited ${code}`)
  return { ms, rssMb: Number(await readFile(rssFile, 'utf8')) / 1024 }
}

async function medianStart(dir: string, args: string[]): Promise<Start> {
  const starts: Start[] = []
  for (let i = 0; i < ROUNDS; i++) starts.push(await start(dir, args))
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!
  return { ms: median(starts.map((s) => s.ms)), rssMb: median(starts.map((s) => s.rssMb)) }
}

async function writeSummaries(dir: string): Promise<[string, string]> {
  const random = mulberry32(7)
  const files: [string, string] = [path.join(dir, 'base.json'), path.join(dir, 'head.json')]
  for (const [i, file] of files.entries()) {
    const tasks = Array.from({ length: TASKS }, (_, t) =>
      taskSummary({ id: `task-${t}@c0ffee`, statuses: drawStatuses(random, 0.6 - i * 0.05, 3) }, t),
    )
    await writeFile(file, JSON.stringify(runSummary(tasks, { runId: `run-${i}` })))
  }
  return files
}

export async function bench(): Promise<BenchResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'helios-cli-cold-'))
  try {
    await writeFile(
      path.join(dir, 'rss.cjs'),
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.HELIOS_BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)))\n",
    )
    const [base, head] = await writeSummaries(dir)
    const node = await medianStart(dir, ['-e', '0'])
    const help = await medianStart(dir, [CLI, '--help'])
    const compare = await medianStart(dir, [CLI, 'compare', base, head])
    const baseline = { name: 'node -e 0', value: Math.round(node.ms) }
    const memory = `peak RSS ${help.rssMb.toFixed(0)} MB (node -e 0: ${node.rssMb.toFixed(0)} MB)`
    return [
      {
        name: 'cold start: helios --help (bin/helios.js)',
        value: Math.round(help.ms),
        unit: 'ms',
        baseline,
        goal: '≤ 200 ms and ≤ 80 MB',
        met: help.ms <= 200 && help.rssMb <= 80,
        notes: `median of ${ROUNDS}; ${memory}`,
      },
      {
        name: `cold start: helios compare of two ${TASKS}-task summaries`,
        value: Math.round(compare.ms),
        unit: 'ms',
        baseline,
        goal: '≤ 400 ms',
        met: compare.ms <= 400,
        notes: `median of ${ROUNDS}; peak RSS ${compare.rssMb.toFixed(0)} MB`,
      },
    ]
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
