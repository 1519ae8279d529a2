// `helios confirm BASE HEAD_RUN TASKS`: the confirmation round on a laptop. Compares the head run
// folder with the base summary as `helios compare` does; when that first round is borderline, runs
// the suspect tasks again (with the head run's own agent, command and model) into
// `<head run>-confirm`, then prints the verdict over both rounds (confirm.ts).
import { dockerClient } from '../run/providers/docker/provider.js'
import { basename, dirname, join, resolve } from 'node:path'
import { commonK, compareRuns } from '../results/compare.js'
import { confirmBudget, confirmedComparison, planConfirmation } from '../results/confirm.js'
import { renderTerminal } from '../report/terminal.js'
import { resolveAgent } from '../run/agents/index.js'
import { assertAgentCanRun } from '../run/agents/preflight.js'
import { assertDockerReachable } from '../run/providers/docker/reachable.js'
import { runBenchmark } from '../run/runner.js'
import { discoverTasks } from '../task/discover.js'
import { intFlag, listFlag, numberFlag, parse, stringFlag, runSettingFlag, UsageError } from './args.js'
import { readSummary } from './compare.js'
import { readRecordedSettings } from './resume.js'

const HELP = `Usage: helios confirm <base run_summary.json> <head run folder> <tasks-dir> [options]

Compares the head run with the base; when the result is borderline (the gate failed, a task is
labelled regressed or named a suspect, or the drop is near significant), runs the suspect tasks
again with the head run's agent and model into <head run folder>-confirm, and prints the verdict
over both rounds. A clear first round is final.

  --confirm-attempts B  the round's budget: a share of the head's attempts (default 30%) or a number
  --k K                 pass@k to gate on (default 1; falls back to the largest common k)
  --confidence C        (default 0.95)
  --min-effect X        (default 0.02)
  -n, --concurrency N   attempts running at once (default 2)
      --agent-env NAMES host env vars passed to the agent phase only
      --agent-command CMD  the command of a command/host-command agent (the run folder does not
                        keep it as given)

Exit code: 1 when the final verdict fails the gate; 0 otherwise; 2 on a usage error.`

export async function confirmCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    'confirm-attempts': { type: 'string' },
    k: { type: 'string' },
    confidence: { type: 'string' },
    'min-effect': { type: 'string' },
    concurrency: { type: 'string', short: 'n' },
    'agent-env': { type: 'string', multiple: true },
    'agent-command': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  if (positionals.length !== 3) throw new UsageError(`helios confirm needs three arguments.\n\n${HELP}`)
  const [baseFile, headDir, tasksDir] = positionals as [string, string, string]
  const base = await readSummary(baseFile)
  const head = await readSummary(join(headDir, 'run_summary.json'))
  const { k, warning } = commonK(intFlag(values, 'k', 1, 1, 100), base, head)
  if (warning !== null) process.stderr.write(`warning: ${warning}\n`)
  const options = {
    k,
    confidence: numberFlag(values, 'confidence', 0.95, 0.5, 0.999),
    minEffect: numberFlag(values, 'min-effect', 0.02, 0, 1),
  }
  const first = compareRuns(base, head, options)
  let budget: number
  try {
    budget = confirmBudget(
      stringFlag(values, 'confirm-attempts') ?? '30%',
      head.totals.attempts,
      '--confirm-attempts',
    )
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const plan = planConfirmation(first, budget)
  if (plan.tasks.length === 0) {
    process.stdout.write(
      `${renderTerminal(first, {})}\nNo confirmation round: ${plan.reason === null ? 'the first round is clear' : `the first round is borderline (${plan.reason}) but no task stands out`}; this verdict is final.\n`,
    )
    return first.conclusion === 'failure' ? 1 : 0
  }
  const wanted = new Map(plan.tasks.map((t) => [t.taskId, t]))
  const { tasks } = await discoverTasks(tasksDir)
  const picked = tasks.filter((t) => wanted.has(t.id))
  if (picked.length < plan.tasks.length)
    throw new UsageError(
      `${tasksDir} does not have ${plan.tasks.length - picked.length} of the suspect tasks as the head ran them (same name and content): check out the head's commit`,
    )
  const recorded = await readRecordedSettings(headDir)
  const command = stringFlag(values, 'agent-command') ?? recorded.agentCommand
  const agent = { name: recorded.agent ?? 'oracle', ...(command ? { command } : {}) }
  assertAgentCanRun(resolveAgent(agent, recorded.model ?? null), process.env, null)
  const docker = dockerClient()
  await assertDockerReachable(docker)
  process.stderr.write(
    `Confirmation round (${plan.reason}): ${picked.length} task(s) × ${plan.tasks[0]!.attempts} more attempt(s)\n`,
  )
  const extra = await runBenchmark({
    tasks: picked,
    agent,
    model: recorded.model ?? null,
    attempts: plan.tasks[0]!.attempts,
    concurrency: runSettingFlag(values, 'concurrency'),
    outputDir: dirname(resolve(headDir)),
    runId: `${basename(resolve(headDir))}-confirm`,
    label: head.label,
    agentEnvNames: listFlag(values, 'agent-env'),
    docker,
  })
  const { comparison } = confirmedComparison(base, head, extra, options)
  process.stdout.write(`${renderTerminal(comparison, {})}\n`)
  return comparison.conclusion === 'failure' ? 1 : 0
}
