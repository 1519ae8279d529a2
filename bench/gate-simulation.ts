// Is the regression gate sound? 1,000 simulated PRs with no true change (the gate may fire in at
// most 5%) and 1,000 with a true 10-point drop in pass@1 (it must fire in at least 80%), against
// the naive rule "head pass@1 < base pass@1". Run alone:
//   node --import tsx -e "import('./bench/gate-simulation.ts').then(m=>m.bench()).then(r=>console.log(r))"

import { compareRuns } from '../src/results/compare.js'
import { mulberry32 } from '../src/results/stats.js'
import { beta, drawStatuses, runSummary, taskSummary, type Random } from './synthetic.js'
import type { BenchResult } from './types.js'

const TASKS = 100
const ATTEMPTS = 3
const PRS = 1000
const DROP = 0.1

/**
 * Per-task success probabilities as agent benchmarks look: 85% from Beta(0.3, 0.3) (most tasks
 * almost always or almost never solved) and a 15% tail of flaky tasks, uniform in [0.2, 0.8].
 */
function drawProbabilities(random: Random): number[] {
  return Array.from({ length: TASKS }, () =>
    random() < 0.85 ? beta(random, 0.3, 0.3) : 0.2 + 0.6 * random(),
  )
}

/** A true drop of `drop` in mean pass@1: every task's probability scaled down by the same factor. */
function dropped(p: number[], drop: number): number[] {
  const mean = p.reduce((a, b) => a + b, 0) / p.length
  const factor = Math.max(0, 1 - drop / mean)
  return p.map((x) => x * factor)
}

function simulatedRun(random: Random, p: number[], runId: string) {
  return runSummary(
    p.map((x, i) =>
      taskSummary(
        { id: `task-${i}@${i.toString(16).padStart(12, '0')}`, statuses: drawStatuses(random, x, ATTEMPTS) },
        i,
      ),
    ),
    { runId, attempts: ATTEMPTS },
  )
}

interface Rates {
  gate: number
  naive: number
  /** Mean tasks per PR labelled "regressed". */
  regressedLabels: number
}

function simulate(seed: number, drop: number): Rates {
  const random = mulberry32(seed)
  let gate = 0
  let naive = 0
  let labels = 0
  for (let pr = 0; pr < PRS; pr++) {
    const p = drawProbabilities(random)
    const base = simulatedRun(random, p, 'base')
    const head = simulatedRun(random, drop === 0 ? p : dropped(p, drop), 'head')
    const comparison = compareRuns(base, head, { seed: pr + 1 })
    if (comparison.conclusion === 'failure') gate++
    if (head.totals.pass_at_k['1']! < base.totals.pass_at_k['1']!) naive++
    labels += comparison.regressions.length
  }
  return { gate: gate / PRS, naive: naive / PRS, regressedLabels: labels / PRS }
}

export async function bench(): Promise<BenchResult[]> {
  const started = performance.now()
  const noise = simulate(20_240_101, 0)
  const real = simulate(20_240_202, DROP)
  const seconds = (performance.now() - started) / 1000
  const setup = `${TASKS} tasks × ${ATTEMPTS} attempts, ${PRS} PRs, confidence 0.95, min-effect 0.02`
  return [
    {
      name: 'gate: false-positive rate (no true change)',
      value: noise.gate,
      unit: 'fraction',
      baseline: { name: 'naive head<base', value: noise.naive },
      goal: '≤ 0.05',
      met: noise.gate <= 0.05,
      notes: `${setup}; ${noise.regressedLabels.toFixed(3)} tasks/PR labelled regressed`,
    },
    {
      name: 'gate: power (true 10-point drop in pass@1)',
      value: real.gate,
      unit: 'fraction',
      baseline: { name: 'naive head<base', value: real.naive },
      goal: '≥ 0.80',
      met: real.gate >= 0.8,
      notes: `${setup}; ${real.regressedLabels.toFixed(3)} tasks/PR labelled regressed; ${seconds.toFixed(1)} s`,
    },
  ]
}
