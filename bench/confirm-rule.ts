// The whole confirmation rule, as `helios confirm` runs it: round 1 compared (compareRuns), round 2
// planned (planConfirmation), later rounds planned (planLaterRound) and the verdict over all of
// them (sequentialComparison), on seeded run summaries. One round against three at the same
// budget (30% of round 1's head attempts): where 5 random tasks of base rate ≥ 0.2 broke (#39's
// hardest shape), how many PRs fail and how many broken tasks are 🔴; where nothing changed but
// drift, how many fail and what the rounds cost. `npm run bench -- confirm-rule`;
// HELIOS_BENCH_PRS sets the PRs a row (default 1,000).
import { compareRuns } from '../src/results/compare.js'
import { planLaterRound } from '../src/results/confirm-rounds.js'
import {
  CONFIRM_ATTEMPT_LIMITS,
  confirmationAlpha,
  confirmedComparison,
  DEFAULT_CONFIRM_SHARE,
  planConfirmation,
  sequentialComparison,
  type ConfirmationRound,
} from '../src/results/confirm.js'
import { mulberry32 } from '../src/results/stats.js'
import type { RunSummary } from '../src/results/types.js'
import { breakRandom, logOddsDrift, usualRate } from './sequential-confirm.js'
import { drawStatuses, runSummary, taskSummary, type Random } from './synthetic.js'
import type { BenchResult } from './types.js'

const PRS = Number(process.env['HELIOS_BENCH_PRS'] ?? 1000)

interface Shape {
  name: string
  tasks: number
  attempts: number
  /** Head rates from base rates. */
  change: (base: number[], random: Random) => number[]
  seed: number
}

const SHAPES: Shape[] = [
  {
    name: '5 random tasks of base rate ≥ 0.2 break, 100 × 3',
    tasks: 100,
    attempts: 3,
    change: breakRandom(5, 0.2),
    seed: 71,
  },
  // The same breaks with five attempts a task in round 1: what k buys that the round-2 budget cannot.
  {
    name: '5 random tasks of base rate ≥ 0.2 break, 100 × 5',
    tasks: 100,
    attempts: 5,
    change: breakRandom(5, 0.2),
    seed: 74,
  },
  {
    name: 'no change, drift ± N(0, 0.5²), 100 × 3',
    tasks: 100,
    attempts: 3,
    change: logOddsDrift(0.5),
    seed: 72,
  },
  { name: 'no change, drift ± N(0, 1²), 89 × 5', tasks: 89, attempts: 5, change: logOddsDrift(1), seed: 73 },
]

interface Tally {
  failed: number
  confirmed: number
  spent: number
  broken: number
  named: number
}

/** One side's run of the tasks `ids` at `rates`, `n` attempts each. */
function side(random: Random, rates: readonly number[], ids: readonly number[], n: number): RunSummary {
  return runSummary(
    ids.map((i, index) =>
      taskSummary({ id: `t${i}@c0ffee`, statuses: drawStatuses(random, rates[i]!, n) }, index),
    ),
    { attempts: n },
  )
}

const taskIndex = (id: string) => Number(id.slice(1, id.indexOf('@')))

/**
 * How a PR's confirmation is planned: the product's rule with `rounds` rounds, or an oracle that
 * knows which tasks broke and runs one round on exactly those (head only; half of each task's
 * attempts at the base; or base attempts, half the head's count, only for the tasks whose base
 * passed at most 1 of round 1's attempts) — the most any round drawn from round 1 could name.
 */
type Oracle = 'head' | 'both' | 'low-base'
type Planner = { rounds: number } | { oracle: Oracle }

const ORACLE_NAMES: Record<Oracle, string> = {
  head: 'head only',
  both: 'half at the base',
  'low-base': 'base attempts where round 1 passed the base at most once',
}

/** The oracle's round: each broken task's head attempts, and base attempts for those it gives some. */
function oracleRound(oracle: Oracle, ids: readonly number[], baseRun: RunSummary, budget: number) {
  const cap = CONFIRM_ATTEMPT_LIMITS.max
  if (oracle !== 'low-base') {
    const each = Math.min(cap, Math.floor(budget / ids.length))
    const base = oracle === 'both' ? Math.floor(each / 2) : 0
    return { head: each - base, base, baseIds: base > 0 ? [...ids] : [] }
  }
  const baseIds = ids.filter((i) => baseRun.tasks[i]!.successes <= 1)
  const head = Math.min(cap, Math.floor(budget / (ids.length + baseIds.length / 2)))
  return { head, base: Math.floor(head / 2), baseIds }
}

function simulate(shape: Shape, planner: Planner): Tally {
  const rounds = 'rounds' in planner ? planner.rounds : 1
  const random = mulberry32(shape.seed)
  const later = mulberry32(shape.seed + 100)
  const tally: Tally = { failed: 0, confirmed: 0, spent: 0, broken: 0, named: 0 }
  const all = Array.from({ length: shape.tasks }, (_, i) => i)
  const budget = Math.floor(shape.tasks * shape.attempts * DEFAULT_CONFIRM_SHARE)
  const perRound = Math.floor(budget / rounds)
  const alpha = confirmationAlpha({})
  for (let pr = 0; pr < PRS; pr++) {
    const base = all.map(() => usualRate(random))
    const head = shape.change(base, random)
    const broken = new Set(all.filter((i) => head[i] === 0 && base[i]! > 0))
    tally.broken += broken.size
    const baseRun = side(random, base, all, shape.attempts)
    const headRun = side(random, head, all, shape.attempts)
    const first = compareRuns(baseRun, headRun, {})
    let final = first
    if ('oracle' in planner) {
      const ids = [...broken]
      if (ids.length > 0) {
        const round = oracleRound(planner.oracle, ids, baseRun, budget)
        const extra = side(later, head, ids, round.head)
        const withBase = round.base > 0 && round.baseIds.length > 0
        const extraBase = withBase ? side(later, base, round.baseIds, round.base) : null
        tally.confirmed++
        tally.spent += ids.length * round.head + (withBase ? round.baseIds.length * round.base : 0)
        final = confirmedComparison(baseRun, headRun, extra, {}, extraBase, first).comparison
      }
    } else {
      const plan = planConfirmation(first, perRound, { rounds })
      if (plan.tasks.length > 0) {
        tally.confirmed++
        const ids = plan.tasks.map((t) => taskIndex(t.taskId))
        const done: ConfirmationRound[] = [
          { head: side(later, head, ids, plan.tasks[0]!.attempts), base: null },
        ]
        tally.spent += plan.attempts
        for (let r = 3; r <= rounds + 1; r++) {
          const next = planLaterRound(first, done, perRound, alpha, CONFIRM_ATTEMPT_LIMITS)
          if (next === null) break
          done.push({ head: side(later, head, next.taskIds.map(taskIndex), next.attempts), base: null })
          tally.spent += next.taskIds.length * next.attempts
        }
        final = sequentialComparison(baseRun, headRun, done, {}, first, { anytime: rounds > 1 }).comparison
      }
    }
    if (final.conclusion === 'failure') tally.failed++
    tally.named += final.regressions.filter((id) => broken.has(taskIndex(id))).length
  }
  return tally
}

const pct = (x: number) => Math.round(x * 1000) / 10

export async function bench(): Promise<BenchResult[]> {
  const rows: BenchResult[] = []
  for (const shape of SHAPES) {
    const one = simulate(shape, { rounds: 1 })
    const three = simulate(shape, { rounds: 3 })
    const breaks = three.broken > 0
    rows.push({
      name: `whole rule, 3 rounds: ${shape.name}: PRs failed`,
      value: pct(three.failed / PRS),
      unit: '%',
      baseline: { name: '1 round, same PRs', value: pct(one.failed / PRS) },
      goal: breaks ? '≥ 80% (#39 item 4)' : '≤ 5%',
      met: breaks ? three.failed / PRS >= 0.8 : three.failed / PRS <= 0.05,
      notes: `${PRS} PRs; confirmation rounds on ${pct(three.confirmed / PRS)}% of PRs (1 round: ${pct(one.confirmed / PRS)}%), extra attempts per PR ${(three.spent / PRS).toFixed(1)} (1 round: ${(one.spent / PRS).toFixed(1)})`,
    })
    if (!breaks) continue
    rows.push({
      name: `whole rule, 3 rounds: ${shape.name}: broken tasks 🔴`,
      value: pct(three.named / three.broken),
      unit: '%',
      baseline: { name: '1 round, same PRs', value: pct(one.named / one.broken) },
      goal: '≥ 60% (#39 item 4)',
      met: three.named / three.broken >= 0.6,
    })
    // The ceiling: one round that knows which tasks broke, at the same budget.
    for (const where of ['head', 'both', 'low-base'] as const) {
      const oracle = simulate(shape, { oracle: where })
      rows.push({
        name: `a round 2 that knows which tasks broke (${ORACLE_NAMES[where]}): ${shape.name}: broken tasks 🔴`,
        value: pct(oracle.named / oracle.broken),
        unit: '%',
        baseline: { name: 'the rule, 3 rounds', value: pct(three.named / three.broken) },
        notes: `PRs failed ${pct(oracle.failed / PRS)}%; the most a round drawn from round 1 could name at this budget`,
      })
    }
  }
  return rows
}
