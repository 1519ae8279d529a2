// Anytime-valid confirmation (src/results/confirm-eprocess.ts) against today's single confirmation
// round, on simulated PRs: round 1 at the tasks' true rates, the candidates picked from it, later
// rounds drawn at the head's true rates. Measures, at the confirmation test's level (2.5%):
// - false alarms when a user keeps adding rounds until the test fires ("peeking", up to 5 rounds of
//   today's size): the single-round p applied after each round against the e-process;
// - power and the attempts spent per PR where 5 of 100 tasks (× 3) broke: today's single round
//   (+30%), the e-process with the budget flowing to the undecided tasks (rounds of half today's
//   budget, at most two, so it never spends more), and today's round cut to the e-process's mean
//   spend (power at equal spend);
// - the same where the 5 broken tasks are drawn at random among those the base solves ≥ 20% of the
//   time (a mid-rate break, not only the top): today's single round against the e-process over 2 and
//   over 3 rounds of equal shares of today's budget, how often round 1 gives any candidate, and how
//   many of the broken tasks are among the candidates (by base-rate band); and the 3-round
//   e-process's false alarms under drift;
// - round 2's rule under the multi-round e-process (group round-two): which tasks round 2 may run
//   (round 1's probability of having fallen ≥ a threshold), its attempts per task, and the prior
//   `broke` floor, later rounds planNextRound's; power on the mid-rate and the top break, false
//   alarms under drift ± N(0, 0.5²) at 100 × 3 and ± N(0, 1²) at 89 × 5, the share of PRs that run
//   a round 2, and PR-by-PR counts against today's rule (common draws per task); and the rule
//   fell ≥ 0.2 (≥ 9 each, broke floor 0.5) with later rounds only on the tasks round 2 ran, as the
//   product's confirm job does, against the same rule unrestricted and against today's.
// The test statistics only: the rule's other conditions (a borderline round 1, min-effect, pass@k
// down) are the gate bench's (gate-simulation.ts). Run: `npm run bench -- sequential`.
// HELIOS_BENCH_PRS sets the PRs a row (default 1,000); HELIOS_BENCH_SEQUENTIAL=peeking,break-top,
// random-break,round-two runs those groups of rows only (default all; each group keeps its seeds).

import {
  eProcess,
  nothingChangedModel,
  planNextRound,
  type NullModel,
  type RoundCounts,
} from '../src/results/confirm-eprocess.js'
import {
  CONFIRM_MIN_PROBABILITY,
  DEFAULT_CONFIRM_SHARE,
  MAX_CONFIRM_ATTEMPTS_PER_TASK,
  MIN_CONFIRM_ATTEMPTS_PER_TASK,
} from '../src/results/confirm.js'
import { nothingChanged, predictiveTest, type RoundOnePair } from '../src/results/confirm-test.js'
import type { Count } from '../src/results/rate-prior.js'
import { mulberry32 } from '../src/results/stats.js'
import { fitSuspectModel } from '../src/results/suspects.js'
import { beta, drawStatuses, normal, type Random } from './synthetic.js'
import type { BenchResult } from './types.js'

/** The half of the level the confirmation test spends (docs/gate.md, the sequential rule). */
export const CONFIRM_ALPHA = 0.025
const LIMITS = { min: MIN_CONFIRM_ATTEMPTS_PER_TASK, max: MAX_CONFIRM_ATTEMPTS_PER_TASK }

export interface SequentialShape {
  tasks: number
  attempts: number
  /** Each task's base pass rate. */
  rate: (random: Random) => number
  /** The head's rates from the base's (no change: drift only). */
  change: (p: number[], random: Random) => number[]
  /** Re-run the `pick` tasks that fell furthest in round 1 (every PR gets a round 2); default: the suspect model's candidates. */
  pick?: number
}

/** One simulated PR after round 1: the true rates, round 1's counts, the candidates (most likely first). */
export interface SequentialPr {
  base: number[]
  head: number[]
  round1: RoundOnePair[]
  candidates: number[]
  /** Each candidate's probability of having fallen (the suspect model's), the e-process's prior. */
  fell: number[]
  /** Every task's probability of having fallen (the suspect model's), for other candidate rules. */
  fellAll: number[]
  budget: number
  /** The e-process's "nothing changed" and the predictive test's, fitted from round 1 once. */
  model: NullModel
  testModel: NullModel
}

/** The usual spread: most tasks always or never solved, a flaky middle (gate-simulation.ts). */
export const usualRate = (random: Random): number =>
  random() < 0.85 ? beta(random, 0.3, 0.3) : 0.2 + 0.6 * random()

/** Rates moved in log-odds by ± N(0, sd²). */
export const logOddsDrift =
  (sd: number) =>
  (p: number[], random: Random): number[] =>
    p.map((x) => {
      const c = Math.min(1 - 1e-6, Math.max(1e-6, x))
      return 1 / (1 + Math.exp(-(Math.log(c / (1 - c)) + sd * normal(random))))
    })

/** `count` tasks break: the ones the base solves most often never pass on the head. */
export const breakTop =
  (count: number) =>
  (p: number[]): number[] => {
    const top = new Set([...p.keys()].sort((a, b) => p[b]! - p[a]!).slice(0, count))
    return p.map((x, i) => (top.has(i) ? 0 : x))
  }

/**
 * `count` tasks drawn at random among those the base solves at least `floor` of the time never pass
 * on the head (all of them when fewer qualify).
 */
export const breakRandom =
  (count: number, floor: number) =>
  (p: number[], random: Random): number[] => {
    const pool = [...p.keys()].filter((i) => p[i]! >= floor)
    const k = Math.min(count, pool.length)
    for (let a = 0; a < k; a++) {
      const b = a + Math.floor(random() * (pool.length - a))
      ;[pool[a], pool[b]] = [pool[b]!, pool[a]!]
    }
    const broke = new Set(pool.slice(0, k))
    return p.map((x, i) => (broke.has(i) ? 0 : x))
  }

function count(random: Random, p: number, n: number): Count {
  return { n, successes: drawStatuses(random, p, n).filter((s) => s === 'passed').length }
}

/** Draws `n` head attempts of task `task` at rate `p` (after round 1). */
export type Draw = (task: number, p: number, n: number) => Count

/** Where the attempts after round 1 come from: one stream for every task, in the order asked (the module's rows), or a Draw. */
export type Attempts = Random | { draw: Draw }

const drawOf = (from: Attempts): Draw =>
  typeof from === 'function' ? (_task, p, n) => count(from, p, n) : from.draw

/**
 * Each task its own stream, seeded by (seed, PR, task): a task's k-th attempt after round 1 is the
 * same whichever rule ran it, so rules compare PR by PR on common draws.
 */
export function perTask(seed: number, pr: number): { draw: Draw } {
  const streams = new Map<number, Random>()
  const draw: Draw = (task, p, n) => {
    let random = streams.get(task)
    if (random === undefined) {
      const mixed = (seed ^ Math.imul(pr + 1, 0x9e3779b1) ^ Math.imul(task + 1, 0x85ebca77)) >>> 0
      random = mulberry32(Math.floor(mulberry32(mixed)() * 4294967296))
      streams.set(task, random)
    }
    return count(random, p, n)
  }
  return { draw }
}

export function simulateRound1(random: Random, s: SequentialShape): SequentialPr {
  const base = Array.from({ length: s.tasks }, () => s.rate(random))
  const head = s.change(base, random)
  const round1 = base.map((p, i) => ({
    base: count(random, p, s.attempts),
    head: count(random, head[i]!, s.attempts),
  }))
  const budget = Math.floor(s.tasks * s.attempts * DEFAULT_CONFIRM_SHARE)
  const testModel = nothingChanged(round1)
  const model = fitSuspectModel(round1)
  const move = (i: number) =>
    round1[i]!.head.successes / round1[i]!.head.n - round1[i]!.base.successes / round1[i]!.base.n
  const candidates =
    s.pick === undefined
      ? [...round1.keys()]
          .filter((i) => model.fell[i]! >= CONFIRM_MIN_PROBABILITY)
          .sort((a, b) => model.fell[b]! - model.fell[a]! || a - b)
      : [...round1.keys()].sort((a, b) => move(a) - move(b) || a - b).slice(0, s.pick)
  const fell = candidates.map((i) => Math.max(CONFIRM_MIN_PROBABILITY, model.fell[i]!))
  return {
    base,
    head,
    round1,
    candidates,
    fell,
    fellAll: model.fell,
    budget,
    model: nothingChangedModel(round1, testModel),
    testModel,
  }
}

/** Today's allocation: the most likely candidates, at least MIN each, evenly (confirm.ts). */
function todaysPlan(pr: SequentialPr, budget: number): { tasks: number[]; each: number } {
  if (pr.candidates.length === 0 || budget < 1) return { tasks: [], each: 0 }
  const room = Math.max(1, Math.floor(budget / LIMITS.min))
  const tasks = pr.candidates.slice(0, room)
  return { tasks, each: Math.min(LIMITS.max, Math.floor(budget / tasks.length)) }
}

/** Today's single round with `budget` attempts: fails when the predictive test's p ≤ α. */
export function singleRound(
  random: Attempts,
  pr: SequentialPr,
  budget: number,
): { failed: boolean; spent: number } {
  const draw = drawOf(random)
  const { tasks, each } = todaysPlan(pr, budget)
  if (tasks.length === 0 || each === 0) return { failed: false, spent: 0 }
  const suspects = tasks.map((i) => ({
    round1: pr.round1[i]!,
    head: draw(i, pr.head[i]!, each),
    base: null,
  }))
  return {
    failed: predictiveTest(pr.round1, suspects, pr.testModel).p <= CONFIRM_ALPHA,
    spent: each * tasks.length,
  }
}

/**
 * A user re-runs today's round until the test fires, up to `rounds` times: the round at which the
 * single-round p (over all rounds' attempts so far) and the e-process, on the same attempts, first
 * fire (null: never).
 */
export function peeking(
  random: Random,
  pr: SequentialPr,
  rounds: number,
): { p: number | null; e: number | null } {
  const { tasks, each } = todaysPlan(pr, pr.budget)
  const out: { p: number | null; e: number | null } = { p: null, e: null }
  if (tasks.length === 0 || each === 0) return out
  const later: RoundCounts[][] = tasks.map(() => [])
  for (let r = 0; r < rounds; r++) {
    tasks.forEach((i, j) => later[j]!.push({ head: count(random, pr.head[i]!, each), base: null }))
    const pooled = tasks.map((i, j) => ({
      round1: pr.round1[i]!,
      head: later[j]!.reduce((a, c) => ({ n: a.n + c.head.n, successes: a.successes + c.head.successes }), {
        n: 0,
        successes: 0,
      }),
      base: null,
    }))
    if (out.p === null && predictiveTest(pr.round1, pooled, pr.testModel).p <= CONFIRM_ALPHA) out.p = r + 1
    const e = eProcess(
      pr.round1,
      tasks.map((i, j) => ({ round1: pr.round1[i]!, rounds: later[j]!, broke: pr.fell[j] })),
      pr.model,
    )
    if (out.e === null && e.p <= CONFIRM_ALPHA) out.e = r + 1
  }
  return out
}

/** Round 2's allocation when not planNextRound's: the first candidates, at least `min` each, at most `cap` tasks. */
export interface FirstRound {
  min: number
  cap?: number
}

/**
 * The e-process with the budget flowing to the undecided tasks: rounds of `perRound` attempts
 * (planNextRound), at most `rounds`, stopping when E reaches 1/α or no task is left undecided.
 * `first`: round 2 spreads its `perRound` evenly over the first min(cap, perRound / min) candidates
 * instead (later rounds as before); the tasks followed are then at least those. `onlyRoundTwo`:
 * later rounds go only to the tasks round 2 ran, as in the product (the confirm job's task list is
 * fixed by round 2); otherwise to any candidate still open. `outside`: attempts after round 2 on
 * tasks round 2 did not run (0 when `onlyRoundTwo`).
 */
export function flowing(
  random: Attempts,
  pr: SequentialPr,
  perRound: number,
  rounds: number,
  first?: FirstRound,
  onlyRoundTwo = false,
): { failed: boolean; spent: number; rounds: number; roundTwo: number[]; outside: number } {
  const draw = drawOf(random)
  const width = (min: number, cap = Infinity) =>
    Math.min(pr.candidates.length, cap, Math.max(1, Math.floor(perRound / min)))
  const n = Math.min(
    pr.candidates.length,
    Math.max(
      Math.max(1, Math.floor(pr.budget / LIMITS.min)) * rounds,
      first ? width(first.min, first.cap) : 0,
    ),
  )
  let tasks = pr.candidates.slice(0, n)
  let broke = pr.fell.slice(0, n)
  let later: RoundCounts[][] = tasks.map(() => [])
  let evidence = tasks.map((_, j) => ({ factor: 1, e: 1, broke: broke[j]! }))
  let spent = 0
  let outside = 0
  let roundTwo: number[] = []
  for (let r = 0; r < rounds; r++) {
    const plan =
      r === 0 && first !== undefined
        ? firstRound(tasks.length === 0 ? 0 : width(first.min, first.cap), perRound)
        : planNextRound(evidence, perRound, CONFIRM_ALPHA, LIMITS)
    if (plan.length === 0) return { failed: false, spent, rounds: r, roundTwo, outside }
    if (r === 0) roundTwo = plan.map((t) => tasks[t.task]!)
    const attempts = new Map(plan.map((t) => [t.task, t.attempts]))
    tasks.forEach((i, j) => {
      const a = attempts.get(j) ?? 0
      spent += a
      if (r > 0 && !roundTwo.includes(i)) outside += a
      later[j]!.push({ head: draw(i, pr.head[i]!, a), base: null })
    })
    const e = eProcess(
      pr.round1,
      tasks.map((i, j) => ({ round1: pr.round1[i]!, rounds: later[j]!, broke: broke[j] })),
      pr.model,
    )
    if (e.p <= CONFIRM_ALPHA) return { failed: true, spent, rounds: r + 1, roundTwo, outside }
    evidence = e.tasks
    if (r === 0 && onlyRoundTwo) {
      // The e-process's tasks from here on: round 2's (a task's evidence is its own, so the others
      // drop out of E, where they stood at 1).
      const kept = [...attempts.keys()].sort((a, b) => a - b)
      tasks = kept.map((j) => tasks[j]!)
      broke = kept.map((j) => broke[j]!)
      later = kept.map((j) => later[j]!)
      evidence = kept.map((j) => evidence[j]!)
    }
  }
  return { failed: false, spent, rounds, roundTwo, outside }
}

/**
 * Which tasks round 2 may run and the e-process's prior for each: the tasks whose round-1
 * probability of having fallen is at least `threshold`, most likely first, `broke` = max(fell,
 * `floor`); round 2's allocation `first` (default planNextRound's: at least MIN each, as today).
 * A PR with no such task runs no round 2. Later rounds are planNextRound's either way.
 */
export interface RoundTwoRule {
  name: string
  threshold: number
  floor: number
  first?: FirstRound
}

/** Today's: fell ≥ CONFIRM_MIN_PROBABILITY, broke = max(fell, that), at least MIN each. */
export const TODAYS_ROUND_TWO: RoundTwoRule = {
  name: "today's (fell ≥ 0.5, ≥ 9 each, broke = max(fell, 0.5))",
  threshold: CONFIRM_MIN_PROBABILITY,
  floor: CONFIRM_MIN_PROBABILITY,
}

/** The PR with the rule's candidates and priors (today's rule gives simulateRound1's). */
export function withRule(pr: SequentialPr, rule: RoundTwoRule): SequentialPr {
  const candidates = [...pr.fellAll.keys()]
    .filter((i) => pr.fellAll[i]! >= rule.threshold)
    .sort((a, b) => pr.fellAll[b]! - pr.fellAll[a]! || a - b)
  return { ...pr, candidates, fell: candidates.map((i) => Math.max(rule.floor, pr.fellAll[i]!)) }
}

/** `width` tasks (the first candidates), `perRound` spread evenly, at most MAX each. */
function firstRound(width: number, perRound: number): { task: number; attempts: number }[] {
  const each = width === 0 ? 0 : Math.min(LIMITS.max, Math.floor(perRound / width))
  return each < 1 ? [] : Array.from({ length: width }, (_, task) => ({ task, attempts: each }))
}

const PRS = Number(process.env['HELIOS_BENCH_PRS'] ?? 1000)
const PEEK_ROUNDS = 5

const GROUPS = (process.env['HELIOS_BENCH_SEQUENTIAL'] ?? 'peeking,break-top,random-break,round-two').split(
  ',',
)

export async function bench(): Promise<BenchResult[]> {
  const rows: BenchResult[] = []
  if (GROUPS.includes('peeking')) rows.push(...peekingRows())
  if (GROUPS.includes('break-top')) rows.push(...breakTopRows())
  if (GROUPS.includes('random-break')) rows.push(...randomBreakRows())
  if (GROUPS.includes('round-two')) rows.push(...roundTwoRows())
  return rows
}

function peekingRows(): BenchResult[] {
  const rows: BenchResult[] = []
  // Peeking under no change: the 8 that fell furthest of 60 × 5 re-run, so every PR has a round 2.
  for (const [name, sd] of [
    ['no change', 0],
    ['drift ± N(0, 0.5²)', 0.5],
  ] as const) {
    const random = mulberry32(7_001 + Math.round(sd * 10))
    const later = mulberry32(7_101 + Math.round(sd * 10))
    const shape: SequentialShape = {
      tasks: 60,
      attempts: 5,
      rate: usualRate,
      change: logOddsDrift(sd),
      pick: 8,
    }
    const fired = { p: [0, 0, 0, 0, 0], e: [0, 0, 0, 0, 0] }
    for (let pr = 0; pr < PRS; pr++) {
      const out = peeking(later, simulateRound1(random, shape), PEEK_ROUNDS)
      for (let r = 0; r < PEEK_ROUNDS; r++) {
        if (out.p !== null && out.p <= r + 1) fired.p[r]!++
        if (out.e !== null && out.e <= r + 1) fired.e[r]!++
      }
    }
    const by = (xs: number[]) => xs.map((x) => pct(x / PRS)).join(', ')
    rows.push({
      name: `${name}, 8 worst of 60 × 5 re-run ${PEEK_ROUNDS} times (peeking): e-process fires`,
      value: fired.e[PEEK_ROUNDS - 1]! / PRS,
      unit: 'fraction',
      baseline: { name: 'single-round p after each round', value: fired.p[PEEK_ROUNDS - 1]! / PRS },
      goal: '≤ 0.025',
      met: fired.e[PEEK_ROUNDS - 1]! / PRS <= CONFIRM_ALPHA,
      notes: `fired by round 1…${PEEK_ROUNDS}: e-process ${by(fired.e)}; single-round p ${by(fired.p)}; ${PRS} PRs`,
    })
  }
  return rows
}

function breakTopRows(): BenchResult[] {
  const rows: BenchResult[] = []
  // Power and spend: 5 of 100 × 3 broke, and no change with drift, candidates from the suspect model.
  for (const [name, change] of [
    ['5 of 100 tasks break, 100 × 3', breakTop(5)],
    ['no change, drift ± N(0, 0.5²), 100 × 3', logOddsDrift(0.5)],
  ] as const) {
    const shape: SequentialShape = { tasks: 100, attempts: 3, rate: usualRate, change }
    const prs = Array.from(
      { length: PRS },
      (
        (random) => () =>
          simulateRound1(random, shape)
      )(mulberry32(8_001)),
    )
    const ran = prs.filter((pr) => pr.candidates.length > 0).length
    const single = { failed: 0, spent: 0 }
    const flow = { failed: 0, spent: 0, rounds: 0 }
    const singleRandom = mulberry32(8_101)
    const flowRandom = mulberry32(8_201)
    for (const pr of prs) {
      const s = singleRound(singleRandom, pr, pr.budget)
      single.failed += s.failed ? 1 : 0
      single.spent += s.spent
      const f = flowing(flowRandom, pr, Math.floor(pr.budget / 2), 2)
      flow.failed += f.failed ? 1 : 0
      flow.spent += f.spent
      flow.rounds += f.rounds
    }
    // Today's round cut to the e-process's mean spend (per PR that ran one).
    const share = ran === 0 ? 0 : flow.spent / ran / prs[0]!.budget
    const equalRandom = mulberry32(8_301)
    let equal = 0
    for (const pr of prs) if (singleRound(equalRandom, pr, Math.floor(pr.budget * share)).failed) equal++
    const drop = name.startsWith('5 of')
    const spend = (x: number) => (ran === 0 ? 0 : x / ran).toFixed(1)
    rows.push({
      name: `${name}: e-process (rounds of +15%, at most 2, budget to the undecided) fails`,
      value: flow.failed / PRS,
      unit: 'fraction',
      baseline: { name: "today's single round (+30%)", value: single.failed / PRS },
      goal: drop ? '≥ 0.80 at no more attempts' : '≤ 0.025',
      met: drop ? flow.failed / PRS >= 0.8 && flow.spent <= single.spent : flow.failed / PRS <= CONFIRM_ALPHA,
      notes: `attempts per PR with a round 2 (${pct(ran / PRS)} of PRs): e-process ${spend(flow.spent)} in ${(ran === 0 ? 0 : flow.rounds / ran).toFixed(2)} rounds, single round ${spend(single.spent)}; single round cut to the e-process's spend (${pct(share * DEFAULT_CONFIRM_SHARE)}): fails ${pct(equal / PRS)}; ${PRS} PRs`,
    })
  }
  return rows
}

interface Tally {
  failed: number
  spent: number
  /** Attempts spent on the PRs where it failed. */
  spentFailed: number
  rounds: number
}

const tally = (): Tally => ({ failed: 0, spent: 0, spentFailed: 0, rounds: 0 })

function add(t: Tally, out: { failed: boolean; spent: number; rounds?: number }): void {
  t.failed += out.failed ? 1 : 0
  t.spent += out.spent
  t.spentFailed += out.failed ? out.spent : 0
  t.rounds += out.rounds ?? (out.spent > 0 ? 1 : 0)
}

/** Base-rate bands of the broken tasks: [0.2, 0.4), [0.4, 0.6), [0.6, 0.8), [0.8, 1]. */
const BANDS = [0.2, 0.4, 0.6, 0.8] as const

/**
 * 5 of 100 × 3 break, drawn at random among the tasks the base solves ≥ 20% of the time, and no
 * change with drift: today's single round against the e-process over 2 and over 3 rounds of equal
 * shares of today's budget, on the same PRs (seeds 9_001 and 9_501, the rounds' draws from +100,
 * +200, +300).
 */
function randomBreakRows(): BenchResult[] {
  const rows: BenchResult[] = []
  const ROUNDS = [2, 3] as const
  for (const [name, change, seed] of [
    ['5 of 100 tasks break (at random among base ≥ 0.2), 100 × 3', breakRandom(5, 0.2), 9_001],
    ['no change, drift ± N(0, 0.5²), 100 × 3', logOddsDrift(0.5), 9_501],
  ] as const) {
    const shape: SequentialShape = { tasks: 100, attempts: 3, rate: usualRate, change }
    const random = mulberry32(seed)
    const prs = Array.from({ length: PRS }, () => simulateRound1(random, shape))
    const ran = prs.filter((pr) => pr.candidates.length > 0).length
    const single = tally()
    const singleRandom = mulberry32(seed + 100)
    const flows = ROUNDS.map((r) => ({ r, random: mulberry32(seed + 100 * r), t: tally() }))
    for (const pr of prs) {
      add(single, singleRound(singleRandom, pr, pr.budget))
      for (const f of flows) add(f.t, flowing(f.random, pr, Math.floor(pr.budget / f.r), f.r))
    }
    const perRan = (x: number) => (ran === 0 ? 0 : x / ran).toFixed(1)
    const perFailed = (t: Tally) => (t.failed === 0 ? '–' : (t.spentFailed / t.failed).toFixed(1))
    const ofRan = (t: Tally) => pct(ran === 0 ? 0 : t.failed / ran)
    const drop = name.startsWith('5 of')
    if (drop)
      rows.push({
        name: `${name}: today's single round (+${pct(DEFAULT_CONFIRM_SHARE)}) fails`,
        value: single.failed / PRS,
        unit: 'fraction',
        notes: `of the PRs with a round 2 (${pct(ran / PRS)} of PRs): ${ofRan(single)}; attempts per PR with a round 2 ${perRan(single.spent)}, per PR it fails ${perFailed(single)}; ${PRS} PRs, seed ${seed}`,
      })
    for (const { r, t } of flows) {
      if (!drop && r !== 3) continue
      const others = flows
        .filter((f) => f.r !== r)
        .map(
          (f) =>
            `${f.r} rounds fails ${pct(f.t.failed / PRS)}, ${perRan(f.t.spent)} attempts per PR with a round 2`,
        )
      rows.push({
        name: `${name}: e-process (${r} rounds of +${pct(DEFAULT_CONFIRM_SHARE / r)}, budget to the undecided) fails`,
        value: t.failed / PRS,
        unit: 'fraction',
        baseline: {
          name: `today's single round (+${pct(DEFAULT_CONFIRM_SHARE)})`,
          value: single.failed / PRS,
        },
        goal: drop ? '≥ baseline at no more attempts' : '≤ 0.025',
        met: drop ? t.failed >= single.failed && t.spent <= single.spent : t.failed / PRS <= CONFIRM_ALPHA,
        notes: `of the PRs with a round 2 (${pct(ran / PRS)} of PRs): ${ofRan(t)}; attempts per PR with a round 2: e-process ${perRan(t.spent)} in ${perRan(t.rounds)} rounds, single round ${perRan(single.spent)}; per PR it fails: e-process ${perFailed(t)}, single round ${perFailed(single)}${drop ? '' : `; same PRs: ${others.join('; ')}`}; ${PRS} PRs, seed ${seed}`,
      })
    }
    if (!drop) continue
    // Round 1's candidates: how often any, and which of the broken tasks they hold.
    const candidates = prs.reduce((a, pr) => a + pr.candidates.length, 0)
    rows.push({
      name: `${name}: PRs where round 1 gave any candidate (a confirmation round runs)`,
      value: ran / PRS,
      unit: 'fraction',
      notes: `candidates per PR with any: ${perRan(candidates)}; ${PRS} PRs, seed ${seed}`,
    })
    const band = BANDS.map(() => ({ broken: 0, found: 0 }))
    const top = { 3: 0, 5: 0, 10: 0 }
    let broken = 0
    let found = 0
    for (const pr of prs) {
      pr.base.forEach((b, i) => {
        if (b < 0.2 || pr.head[i] !== 0) return
        const at = pr.candidates.indexOf(i)
        const k = BANDS.findLastIndex((lo) => b >= lo)
        broken++
        band[k]!.broken++
        if (at < 0) return
        found++
        band[k]!.found++
        for (const n of [3, 5, 10] as const) if (at < n) top[n]++
      })
    }
    const byBand = BANDS.map(
      (lo, k) =>
        `${lo.toFixed(1)}–${(lo + 0.2).toFixed(1)} ${pct(band[k]!.broken === 0 ? 0 : band[k]!.found / band[k]!.broken)} (${band[k]!.found}/${band[k]!.broken})`,
    )
    rows.push({
      name: `${name}: broken tasks among round 1's candidates`,
      value: broken === 0 ? 0 : found / broken,
      unit: 'fraction',
      notes: `by base rate ${byBand.join(', ')}; among the first 3 / 5 / 10 candidates (the e-process's first round at 3 rounds, at 2 rounds, today's round): ${[3, 5, 10].map((n) => pct(top[n as 3 | 5 | 10] / broken)).join(' / ')}; ${broken} broken tasks, ${PRS} PRs, seed ${seed}`,
    })
  }
  return rows
}

/** Rule (c), the best of ROUND_TWO_RULES on the mid-rate break: fell ≥ 0.2, at least MIN each, broke floor 0.5. */
export const WIDE_ROUND_TWO: RoundTwoRule = {
  name: 'fell ≥ 0.2, ≥ 9 each, broke = max(fell, 0.5)',
  threshold: 0.2,
  floor: 0.5,
}

/** The round-2 rules compared (later rounds planNextRound's under each). */
export const ROUND_TWO_RULES: readonly RoundTwoRule[] = [
  TODAYS_ROUND_TWO,
  {
    name: 'fell ≥ 0.2, ≥ 3 each, at most 10, broke = max(fell, 0.2)',
    threshold: 0.2,
    floor: 0.2,
    first: { min: 3, cap: 10 },
  },
  {
    name: 'fell ≥ 0.2, ≥ 3 each, at most 10, broke = max(fell, 0.5)',
    threshold: 0.2,
    floor: 0.5,
    first: { min: 3, cap: 10 },
  },
  {
    name: 'fell ≥ 0.2, ≥ 5 each, at most 10, broke = max(fell, 0.2)',
    threshold: 0.2,
    floor: 0.2,
    first: { min: 5, cap: 10 },
  },
  {
    name: 'fell ≥ 0.2, ≥ 5 each, at most 10, broke = max(fell, 0.5)',
    threshold: 0.2,
    floor: 0.5,
    first: { min: 5, cap: 10 },
  },
  { name: 'fell ≥ 0.2, ≥ 9 each, broke = max(fell, 0.2)', threshold: 0.2, floor: 0.2 },
  WIDE_ROUND_TWO,
  { name: 'fell ≥ 0.3, ≥ 9 each, broke = max(fell, 0.5)', threshold: 0.3, floor: 0.5 },
  { name: 'fell ≥ 0.1, ≥ 9 each, broke = max(fell, 0.2)', threshold: 0.1, floor: 0.2 },
  {
    name: 'fell ≥ 0.1, ≥ 3 each, at most 10, broke = max(fell, 0.2)',
    threshold: 0.1,
    floor: 0.2,
    first: { min: 3, cap: 10 },
  },
]

/**
 * Round 2's rule under the multi-round e-process (2 and 3 rounds of equal shares of today's +30%),
 * on the same PRs for every rule (the random-break and break-top groups' round 1s: seeds 9_001,
 * 8_001, 9_501; 9_601 for drift ± N(0, 1²) at 89 × 5), each task's attempts after round 1 from its
 * own stream (perTask, seed + 700), so the rules differ PR by PR only where they ran other tasks.
 * Then WIDE_ROUND_TWO with later rounds only on the tasks round 2 ran (the product's confirm job
 * runs round 2's task list; the rows above let them go to any candidate still open), against it
 * and against today's rule PR by PR.
 */
function roundTwoRows(): BenchResult[] {
  const rows: BenchResult[] = []
  const ROUNDS = [2, 3] as const
  const shapes = [
    {
      name: 'mid-rate break: 5 of 100 × 3 at random among base ≥ 0.2',
      tasks: 100,
      attempts: 3,
      change: breakRandom(5, 0.2),
      seed: 9_001,
      drop: true,
    },
    {
      name: 'total break: 5 of 100 × 3, the most reliable',
      tasks: 100,
      attempts: 3,
      change: breakTop(5),
      seed: 8_001,
      drop: true,
    },
    {
      name: 'no change, drift ± N(0, 0.5²), 100 × 3',
      tasks: 100,
      attempts: 3,
      change: logOddsDrift(0.5),
      seed: 9_501,
      drop: false,
    },
    {
      name: 'no change, drift ± N(0, 1²), 89 × 5',
      tasks: 89,
      attempts: 5,
      change: logOddsDrift(1),
      seed: 9_601,
      drop: false,
    },
  ]
  for (const s of shapes) {
    const random = mulberry32(s.seed)
    const shape: SequentialShape = { tasks: s.tasks, attempts: s.attempts, rate: usualRate, change: s.change }
    const prs = Array.from({ length: PRS }, () => simulateRound1(random, shape))
    const draws = (k: number) => perTask(s.seed + 700, k)
    const single = tally()
    prs.forEach((pr, k) => add(single, singleRound(draws(k), pr, pr.budget)))
    for (const r of ROUNDS) {
      let today: boolean[] = []
      let todayRan: boolean[] = []
      let wide: boolean[] = []
      const wideOutside = { prs: 0, attempts: 0 }
      for (const rule of ROUND_TWO_RULES) {
        const t = tally()
        const failed: boolean[] = []
        const runs: boolean[] = []
        let ran = 0
        let broken = 0
        let screened = 0
        let width = 0
        prs.forEach((pr0, k) => {
          const pr = withRule(pr0, rule)
          const out = flowing(draws(k), pr, Math.floor(pr.budget / r), r, rule.first)
          add(t, out)
          failed.push(out.failed)
          if (rule === WIDE_ROUND_TWO && out.outside > 0) {
            wideOutside.prs++
            wideOutside.attempts += out.outside
          }
          runs.push(pr.candidates.length > 0)
          if (pr.candidates.length > 0) ran++
          width += out.roundTwo.length
          pr.base.forEach((b, i) => {
            if (b < 0.2 || pr.head[i] !== 0) return
            broken++
            if (out.roundTwo.includes(i)) screened++
          })
        })
        if (rule === TODAYS_ROUND_TWO) {
          today = failed
          todayRan = runs
        }
        if (rule === WIDE_ROUND_TWO) wide = failed
        const gained = failed.filter((f, k) => f && !today[k]).length
        const gainedNew = failed.filter((f, k) => f && !today[k] && !todayRan[k]).length
        const lost = failed.filter((f, k) => !f && today[k]).length
        const per = (x: number, n: number) => (n === 0 ? '–' : (x / n).toFixed(1))
        rows.push({
          name: `${s.name}: e-process over ${r} rounds, round 2 ${rule.name}: fails`,
          value: t.failed / PRS,
          unit: 'fraction',
          baseline: { name: "today's round-2 rule, same rounds", value: today.filter(Boolean).length / PRS },
          goal: s.drop ? undefined : '≤ 0.025',
          met: s.drop ? undefined : t.failed / PRS <= CONFIRM_ALPHA,
          notes: `fails ${t.failed}/${PRS}; round 2 in ${ran}/${PRS} PRs (${pct(ran / PRS)}), ${per(width, ran)} tasks; attempts per PR ${per(t.spent, PRS)}, per PR with a round 2 ${per(t.spent, ran)} in ${per(t.rounds, ran)} rounds; against today's rule on the same PRs: fails where it does not ${gained} (${gainedNew} where today's runs no round 2), does not where it fails ${lost}${s.drop ? `; broken tasks (base ≥ 0.2) run in round 2 ${screened}/${broken}` : ''}; today's single round (+${pct(DEFAULT_CONFIRM_SHARE)}, same draws) fails ${single.failed}/${PRS}, ${per(single.spent, PRS)} attempts per PR; seed ${s.seed}`,
        })
      }
      const rule = WIDE_ROUND_TWO
      const t = tally()
      const failed: boolean[] = []
      let ran = 0
      prs.forEach((pr0, k) => {
        const pr = withRule(pr0, rule)
        const out = flowing(draws(k), pr, Math.floor(pr.budget / r), r, rule.first, true)
        add(t, out)
        failed.push(out.failed)
        if (pr.candidates.length > 0) ran++
      })
      const against = (other: boolean[]) =>
        `fails where it does not ${failed.filter((f, k) => f && !other[k]).length}, does not where it fails ${failed.filter((f, k) => !f && other[k]).length}`
      const per = (x: number, n: number) => (n === 0 ? '–' : (x / n).toFixed(1))
      rows.push({
        name: `${s.name}: e-process over ${r} rounds, round 2 ${rule.name}, later rounds only on round 2's tasks: fails`,
        value: t.failed / PRS,
        unit: 'fraction',
        baseline: {
          name: 'the same rule, later rounds on any open candidate',
          value: wide.filter(Boolean).length / PRS,
        },
        goal: s.drop ? undefined : '≤ 0.025',
        met: s.drop ? undefined : t.failed / PRS <= CONFIRM_ALPHA,
        notes: `fails ${t.failed}/${PRS} (today's rule ${today.filter(Boolean).length}, the same rule unrestricted ${wide.filter(Boolean).length}); attempts per PR ${per(t.spent, PRS)}, per PR with a round 2 ${per(t.spent, ran)} in ${per(t.rounds, ran)} rounds; on the same PRs against the same rule unrestricted: ${against(wide)}; against today's rule: ${against(today)}; the unrestricted rule spent attempts after round 2 on tasks round 2 did not run in ${wideOutside.prs}/${PRS} PRs (${per(wideOutside.attempts, wideOutside.prs)} attempts each); seed ${s.seed}`,
      })
    }
  }
  return rows
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`
}
