// The `helios` command: dispatches to a subcommand and maps errors to exit codes
// (2 for usage errors, 1 for anything else that stopped the command).
import { CompareError } from '../results/compare.js'
import { PlanError } from '../results/plan.js'
import { SchemaError } from '../results/schema-error.js'
import { ModelIdError } from '../run/agents/helios/model-id.js'
import { UnknownAgentError } from '../run/agents/types.js'
import { AgentPreflightError } from '../run/agents/preflight.js'
import { DockerUnavailableError } from '../run/providers/docker/reachable.js'
import { RunOptionsError } from '../run/runner.js'
import { RunLockedError } from '../run/run-lock.js'
import { TaskConfigError, TaskDiscoveryError } from '../task/errors.js'
import { closest } from '../text/closest.js'
import { UsageError } from './args.js'
import { shown } from './flag-errors.js'
import { batchCommand } from './batch.js'
import { buildCommand } from './build.js'
import { checkCommand } from './check.js'
import { compareCommand } from './compare.js'
import { confirmCommand } from './confirm.js'
import { downloadCommand } from './download.js'
import { execCommand } from './exec.js'
import { historyCommand } from './history.js'
import { mergeCommand } from './merge.js'
import { planCommand } from './plan.js'
import { reportCommand } from './report.js'

const HELP = `helios — run Harbor-format agent benchmarks in Docker, k attempts each

Commands:
  helios batch <tasks-dir>      run every task (-n concurrency, -k attempts, -a agent …)
  helios run <task-dir>         run one task
  helios plan <tasks-dir>       split tasks into shards (what the action's plan mode does)
  helios check <tasks-dir>      check tasks: oracle passes, nop fails, verifier deterministic
  helios build <tasks-dir>      build every environment once and push it to --image-registry
  helios merge <summaries…>     merge shard summaries into one run summary
  helios compare BASE HEAD      compare two run summaries; exit 1 on a real regression
  helios report RUN --html      report.html: summary, trend, per-task drill-down with trajectories
  helios history PATH           the trend of past runs (history.json or run folders); --tasks: flaky tasks
  helios confirm BASE HEAD_RUN TASKS   a borderline comparison: run the suspects again, then the verdict
  helios download --repo O/N --run ID   fetch a CI run's attempt artifacts
  helios exec <container> -- CMD    run a command in an attempt's container (host-command agents)

Run \`helios <command> --help\` for its options.`

/** Each command's entry: the dispatch and the list a mistyped command is matched against. */
const COMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  batch: (argv) => batchCommand(argv, false),
  run: (argv) => batchCommand(argv, true),
  check: checkCommand,
  plan: planCommand,
  build: buildCommand,
  merge: mergeCommand,
  compare: compareCommand,
  report: reportCommand,
  history: historyCommand,
  confirm: confirmCommand,
  download: downloadCommand,
  exec: execCommand,
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  try {
    if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
      process.stdout.write(`${HELP}\n`)
      return command === undefined ? 2 : 0
    }
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
    if (run === undefined) throw unknownCommand(command)
    return await run(rest)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`helios: ${message}\n`)
    return exitCodeFor(error)
  }
}

/** A mistyped command names the one it resembles; anything else gets the list. */
function unknownCommand(command: string): UsageError {
  const meant = closest(command, [...Object.keys(COMMANDS), 'help'])
  if (meant !== null)
    return new UsageError(`unknown command '${shown(command)}'; did you mean helios ${meant}?`)
  return new UsageError(`unknown command '${shown(command)}'; the commands are:\n\n${HELP}`)
}

/**
 * Errors about what the command was given (flags, task folders, summary and result files, the
 * agent and model) or about where it runs (no Docker, a run folder another process holds): it
 * could not start. Classes, not names, so a
 * renamed or minified class cannot fall through to exit 1.
 */
const USAGE_ERRORS = [
  UsageError,
  TaskDiscoveryError,
  TaskConfigError,
  PlanError,
  RunOptionsError,
  UnknownAgentError,
  AgentPreflightError,
  ModelIdError,
  SchemaError,
  CompareError,
  DockerUnavailableError,
  RunLockedError,
]

/** 2 for a usage error, 1 for anything else that stopped the command. */
export function exitCodeFor(error: unknown): 1 | 2 {
  return USAGE_ERRORS.some((type) => error instanceof type) ? 2 : 1
}
