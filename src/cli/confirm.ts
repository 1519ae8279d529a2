// `helios confirm BASE HEAD_RUN TASKS`: the confirmation round on a laptop. Compares the head run
// folder with the base summary as `helios compare` does; when that first round is borderline, runs
// the suspect tasks again (with the head run's own agent, command and model) into
// `<head run>-confirm` and, with `--base-run`, half of each task's share with the base run's agent
// (on `--base-tasks`, the base commit's tasks) into `<head run>-confirm-base`, then prints the
// verdict over both rounds (confirm.ts). With `--confirm-rounds N` the budget is split into up to N
// rounds: after each, the e-process (confirm-eprocess.ts) decides or the next round goes to the
// tasks still undecided, into `<head run>-confirm-3`, `-confirm-4`, …
import { basename, dirname, resolve } from 'node:path'
import { gateComparison, type GateRequest } from '../results/gate-comparison.js'
import {
  CONFIRM_ATTEMPT_LIMITS,
  confirmationAlpha,
  confirmBudget,
  confirmedComparison,
  planConfirmation,
  sequentialComparison,
  type ConfirmationRound,
} from '../results/confirm.js'
import { planLaterRound } from '../results/confirm-rounds.js'
import { earlierSequence, roundTwoTasks, writeSequencePlan } from './confirm-sequence.js'
import type { CompareOptions, Comparison } from '../results/compare.js'
import type { RunSummary } from '../results/types.js'
import { renderTerminal } from '../report/terminal.js'
import { resolveAgent } from '../run/agents/index.js'
import { assertAgentCanRun } from '../run/agents/preflight.js'
import { openEngine } from '../run/providers/engine.js'
import { runBenchmark } from '../run/runner.js'
import { discoverTasks } from '../task/discover.js'
import type { Task } from '../task/types.js'
import type { AgentSpec } from '../run/agents/types.js'
import { GATE_SETTINGS as GATE } from '../settings/gate.js'
import { RUN_SETTINGS } from '../settings/run.js'
import { listFlag, parse, settingFlag, stringFlag, runSettingFlag, UsageError } from './args.js'
import { readSummary } from './summary-file.js'
import { readRecordedSettings } from './resume.js'
import { messageOf } from '../narrow.js'
import { agentNetworkFlag } from './agent-network-flag.js'

const HELP = `Usage: helios confirm <base run> <head run folder> <tasks-dir> [options]

Compares the head run with the base; when the result is borderline (the gate failed, a task is
labelled regressed or named a suspect, or the drop is near significant), runs the suspect tasks
again with the head run's agent and model into <head run folder>-confirm, and prints the verdict
over both rounds. A clear first round is final. With --confirm-rounds N the budget is split into
up to N rounds, each given to the tasks still undecided, and the verdict is anytime-valid: it
stops as soon as the evidence decides (docs/gate.md, "Anytime-valid confirmation"). Run the same
command again later with a larger N (a nightly adding rounds) and it goes on with the rounds on
disk; a single round's folder is refused (its verdict spent its one look).

  --confirm-attempts B  the round's budget: a share of the head's attempts (default ${GATE['confirm-attempts'].default}) or a number
      --confirm-rounds N  rounds at most (default ${GATE['confirm-rounds'].default}); more than one: the e-process's
                        verdict, rounds 3 on into <head run folder>-confirm-3, -confirm-4, …
      --base-run DIR    the base's run folder: half of each task's share runs with its agent and
                        model too, into <head run folder>-confirm-base (fresh base attempts undo
                        round 1's luck on the base side: more power for the same budget)
      --base-tasks DIR  the tasks as the base ran them, e.g. a worktree of the base commit
                        (default: <tasks-dir>)
      --base-agent-command CMD  the base's command for a command/host-command agent
  --k K                 pass@k to gate on (default ${GATE.k.default}; falls back to the largest common k)
  --confidence C        (default ${GATE.confidence.default})
  --min-effect X        (default ${GATE['min-effect'].default})
  -n, --concurrency N   attempts running at once (default ${RUN_SETTINGS.concurrency.default})
      --agent-env NAMES host env vars passed to the agent phase only
      --agent-command CMD  the command of a command/host-command agent (the run folder does not
                        keep it as given)
      --agent-network host  attempt containers share the host network (a model server on
                        localhost), as the runs being confirmed did
      --timeout-multiplier X  multiply agent and verifier timeouts (default ${RUN_SETTINGS['timeout-multiplier'].default})

Exit code: 1 when the final verdict fails the gate; 0 otherwise; 2 on a usage error.`

const FLAGS = {
  'confirm-attempts': { type: 'string' },
  'confirm-rounds': { type: 'string' },
  k: { type: 'string' },
  confidence: { type: 'string' },
  'min-effect': { type: 'string' },
  concurrency: { type: 'string', short: 'n' },
  'agent-env': { type: 'string', multiple: true },
  'agent-command': { type: 'string' },
  'base-run': { type: 'string' },
  'base-tasks': { type: 'string' },
  'base-agent-command': { type: 'string' },
  'agent-network': { type: 'string' },
  'timeout-multiplier': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

export async function confirmCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, FLAGS)
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  const [baseFile, headDir, tasksDir] = positionals
  if (positionals.length !== 3 || baseFile === undefined || headDir === undefined || tasksDir === undefined)
    throw new UsageError(`helios confirm needs three arguments.\n\n${HELP}`)
  const base = await readSummary(baseFile)
  const head = await readSummary(headDir)
  const { comparison: first, options, kWarning: warning } = gateComparison(base, head, gateFlags(values))
  if (warning !== null) process.stderr.write(`warning: ${warning}\n`)
  const budget = budgetFlag(stringFlag(values, 'confirm-attempts'), head.totals.attempts)
  const baseRunDir = stringFlag(values, 'base-run')
  if (baseRunDir === undefined && (values['base-tasks'] || values['base-agent-command']))
    throw new UsageError('--base-tasks and --base-agent-command need --base-run (the base run folder).')
  // Checked before anything runs: a bad value is not found after round 2's first side has run.
  const agentNetwork = agentNetworkFlag(values)
  const timeoutMultiplier = runSettingFlag(values, 'timeout-multiplier')
  const rounds = settingFlag(values, GATE['confirm-rounds'])
  // Each round a share of the budget: the later rounds spend it only where it is still needed.
  const perRound = Math.floor(budget / rounds)
  if (budget > 0 && perRound < 1)
    throw new UsageError(
      `--confirm-rounds ${rounds} splits the budget of ${budget} attempt(s) into rounds of none: give fewer rounds or a larger --confirm-attempts.`,
    )
  const at: Invocation = { values, headDir, tasksDir, label: head.label, agentNetwork, timeoutMultiplier }
  const alpha = confirmationAlpha(options)
  const earlier = await earlierSequence(headDir, first, alpha)
  if (earlier !== null)
    return goOn(at, { base, head, first, options, rounds, perRound: earlier.record.perRound }, earlier.rounds)
  const plan = planConfirmation(first, perRound, { base: baseRunDir !== undefined, rounds })
  if (plan.tasks.length === 0) {
    process.stdout.write(
      `${renderTerminal(first, {})}\nNo confirmation round: ${plan.reason === null ? 'the first round is clear' : `the first round is borderline (${plan.reason}) but no task stands out`}; this verdict is final.\n`,
    )
    return first.conclusion === 'failure' ? 1 : 0
  }
  const ids = plan.tasks.map((t) => t.taskId)
  const headSide = await sideOf(
    headDir,
    tasksDir,
    stringFlag(values, 'agent-command'),
    ids,
    'head',
    agentNetwork,
  )
  const baseSide =
    baseRunDir === undefined || plan.tasks[0]!.baseAttempts === 0
      ? null
      : await sideOf(
          baseRunDir,
          stringFlag(values, 'base-tasks') ?? tasksDir,
          stringFlag(values, 'base-agent-command'),
          ids,
          'base',
          agentNetwork,
        )
  const runRound = await roundRunner(at)
  const { attempts, baseAttempts } = plan.tasks[0]!
  // A sequence of several rounds may go on in a later invocation: its round 1, kept before round 2.
  if (rounds > 1)
    await writeSequencePlan(headDir, first, { rounds, perRound, alpha, ...CONFIRM_ATTEMPT_LIMITS })
  process.stderr.write(
    `Confirmation round (${plan.reason}): ${ids.length} task(s) × ${attempts} more attempt(s)${baseSide ? ` and ${baseAttempts} base attempt(s)` : ''}\n`,
  )
  const extra = await runRound(headSide, attempts, 'confirm')
  const extraBase = baseSide === null ? null : await runRound(baseSide, baseAttempts, 'confirm-base')
  const comparison =
    rounds === 1
      ? confirmedComparison(base, head, extra, options, extraBase, first).comparison
      : await laterRounds(
          { base, head, first, options, rounds, perRound },
          [{ head: extra, base: extraBase }],
          headRounds(runRound, headSide),
        )
  process.stdout.write(`${renderTerminal(comparison, {})}\n`)
  return comparison.conclusion === 'failure' ? 1 : 0
}

/** What an invocation runs rounds with. */
interface Invocation {
  values: Record<string, unknown>
  headDir: string
  tasksDir: string
  label: string | undefined
  agentNetwork: 'host' | null
  timeoutMultiplier: number
}

type RoundRunner = (side: ConfirmSide, attempts: number, suffix: string) => Promise<RunSummary>

/** Rounds 3 on: the head side's tasks the plan picked, into `-confirm-<round>`. */
function headRounds(runRound: RoundRunner, headSide: ConfirmSide) {
  return (taskIds: string[], count: number, round: number) =>
    runRound(
      { ...headSide, tasks: headSide.tasks.filter((t) => taskIds.includes(t.id)) },
      count,
      `confirm-${round}`,
    )
}

/** Runs one side's round into `<head run folder>-<suffix>`, beside the head run folder. */
async function roundRunner({
  values,
  headDir,
  label,
  agentNetwork,
  timeoutMultiplier,
}: Invocation): Promise<RoundRunner> {
  const { provider } = await openEngine()
  return (side, attempts, suffix) =>
    runBenchmark({
      tasks: side.tasks,
      agent: side.agent,
      model: side.model,
      attempts,
      concurrency: runSettingFlag(values, 'concurrency'),
      outputDir: dirname(resolve(headDir)),
      runId: `${basename(resolve(headDir))}-${suffix}`,
      label,
      agentEnvNames: listFlag(values, 'agent-env'),
      agentNetwork,
      timeoutMultiplier,
      provider,
    })
}

interface Sequence {
  base: RunSummary
  head: RunSummary
  first: Comparison
  options: CompareOptions
  /** Confirmation rounds at most (round 2 is the first). */
  rounds: number
  perRound: number
}

/**
 * Rounds 3 on after round 2 (`done`), `rounds` confirmation rounds in all: each goes to the tasks
 * the e-process has not yet decided, until it decides or the rounds run out; the verdict over
 * every round, anytime-valid.
 */
async function laterRounds(
  s: Sequence,
  done: ConfirmationRound[],
  run: (taskIds: string[], attempts: number, round: number) => Promise<RunSummary>,
): Promise<Comparison> {
  const alpha = confirmationAlpha(s.options)
  for (let round = done.length + 2; round <= s.rounds + 1; round++) {
    const next = planLaterRound(s.first, done, s.perRound, alpha, CONFIRM_ATTEMPT_LIMITS)
    if (next === null) break
    process.stderr.write(
      `Confirmation round ${round} (E = ${next.e.toFixed(1)} of the ${Number(next.threshold.toPrecision(6))} that fails it): ${next.taskIds.length} task(s) × ${next.attempts} more attempt(s)\n`,
    )
    done.push({ head: await run(next.taskIds, next.attempts, round), base: null })
  }
  return sequentialComparison(s.base, s.head, done, s.options, s.first, { anytime: true }).comparison
}

/**
 * A later invocation over a sequence begun with --confirm-rounds > 1: the rounds up to
 * --confirm-rounds in all, after those already run, each to the tasks still undecided.
 */
async function goOn(at: Invocation, s: Sequence, done: ConfirmationRound[]): Promise<number> {
  const ids = roundTwoTasks(done)
  const command = stringFlag(at.values, 'agent-command')
  const headSide = await sideOf(at.headDir, at.tasksDir, command, ids, 'head', at.agentNetwork)
  const more = Math.max(0, s.rounds - done.length)
  process.stderr.write(
    `Going on with the confirmation sequence beside the head run: ${done.length} round(s) so far, ${more === 0 ? `none more (--confirm-rounds ${s.rounds})` : `up to ${more} more`}\n`,
  )
  // The engine is opened only for a round to run: the verdict over the rounds on disk needs none.
  let runner: RoundRunner | undefined
  const lazy: RoundRunner = async (...round) => (runner ??= await roundRunner(at))(...round)
  const comparison = await laterRounds(s, done, headRounds(lazy, headSide))
  process.stdout.write(`${renderTerminal(comparison, {})}\n`)
  return comparison.conclusion === 'failure' ? 1 : 0
}

function budgetFlag(setting: string | undefined, headAttempts: number): number {
  try {
    return confirmBudget(setting ?? GATE['confirm-attempts'].default, headAttempts, '--confirm-attempts')
  } catch (error) {
    throw new UsageError(messageOf(error))
  }
}

interface ConfirmSide {
  tasks: Task[]
  agent: AgentSpec
  model: string | null
}

/** One side's round 2: the suspect tasks as that side ran them, and its recorded agent and model. */
async function sideOf(
  runDir: string,
  tasksDir: string,
  commandFlag: string | undefined,
  ids: readonly string[],
  side: 'head' | 'base',
  agentNetwork: 'host' | null,
): Promise<ConfirmSide> {
  const wanted = new Set(ids)
  const { tasks } = await discoverTasks(tasksDir)
  const picked = tasks.filter((t) => wanted.has(t.id))
  if (picked.length < ids.length)
    throw new UsageError(
      `${tasksDir} does not have ${ids.length - picked.length} of the suspect tasks as the ${side} ran them (same name and content): ${side === 'head' ? "check out the head's commit" : "give --base-tasks a checkout of the base's commit"}`,
    )
  const recorded = await readRecordedSettings(runDir)
  const command = commandFlag ?? recorded.agentCommand
  const agent = { name: recorded.agent ?? 'oracle', ...(command ? { command } : {}) }
  const model = recorded.model ?? null
  assertAgentCanRun(resolveAgent(agent, model), process.env, agentNetwork)
  return { tasks: picked, agent, model }
}

/** The gate's flags; no quarantine here: the round re-tests what the first round compared. */
function gateFlags(values: Record<string, unknown>): GateRequest {
  return {
    k: settingFlag(values, GATE.k),
    confidence: settingFlag(values, GATE.confidence),
    minEffect: settingFlag(values, GATE['min-effect']),
    failOnError: false,
    quarantine: [],
  }
}
