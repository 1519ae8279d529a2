// The `helios` command: dispatches to a subcommand and maps errors to exit codes
// (2 for usage errors, 1 for anything else that stopped the command).
// Only what every command needs loads up front: `helios --help` reads no command's module, and a
// command loads its own (the bundle splits them apart). Exit codes load with the first error.
import { closest } from '../text/closest.js'
import { UsageError } from './args.js'
import { shown } from './flag-errors.js'
import { HELIOS_VERSION } from '../version.js'

const HELP = `helios — run Harbor-format agent benchmarks in Docker, k attempts each

Commands:
  helios batch <tasks-dir>      run every task (-n concurrency, -k attempts, -a agent …)
  helios run <task-dir>         run one task
  helios plan <tasks-dir>       split tasks into shards (what the action's plan mode does)
  helios check <tasks-dir>      check tasks: oracle passes, nop fails, verifier deterministic
  helios build <tasks-dir>      build every environment once and push it to --image-registry
  helios merge <summaries…>     merge shard summaries into one run summary
  helios compare BASE HEAD      compare two run summaries; exit 1 on a real regression
  helios summarize NAME         a bench config's latest rollout, one row per label (--rollout ID, --all)
  helios eval NAME              a rollout's tasks by label: passes and mean reward
  helios report RUN --html      report.html: summary, trend, per-task drill-down with trajectories
  helios history PATH           the trend of past runs (history.json or run folders); --tasks: flaky tasks
  helios export RUN…            the runs' trajectories as training data (ShareGPT or ATIF JSONL)
  helios confirm BASE HEAD_RUN TASKS   a borderline comparison: run the suspects again, then the verdict
  helios download --repo O/N --run ID   fetch a CI run's attempt artifacts
  helios exec <container> -- CMD    run a command in an attempt's container (host-command agents)
  helios clean [--dry-run]      remove what killed helios processes left (containers, sandboxes, pods)

Run \`helios <command> --help\` for its options; \`helios --version\` for this helios's version.`

/** Each command's entry: the dispatch and the list a mistyped command is matched against. */
const COMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  batch: async (argv) => (await import('./batch.js')).batchCommand(argv, false),
  run: async (argv) => (await import('./batch.js')).batchCommand(argv, true),
  check: async (argv) => (await import('./check.js')).checkCommand(argv),
  plan: async (argv) => (await import('./plan.js')).planCommand(argv),
  build: async (argv) => (await import('./build.js')).buildCommand(argv),
  merge: async (argv) => (await import('./merge.js')).mergeCommand(argv),
  compare: async (argv) => (await import('./compare.js')).compareCommand(argv),
  report: async (argv) => (await import('./report.js')).reportCommand(argv),
  summarize: async (argv) => (await import('./rollouts.js')).summarizeCommand(argv),
  eval: async (argv) => (await import('./rollouts.js')).evalCommand(argv),
  history: async (argv) => (await import('./history.js')).historyCommand(argv),
  export: async (argv) => (await import('./export.js')).exportCommand(argv),
  confirm: async (argv) => (await import('./confirm.js')).confirmCommand(argv),
  download: async (argv) => (await import('./download.js')).downloadCommand(argv),
  exec: async (argv) => (await import('./exec.js')).execCommand(argv),
  clean: async (argv) => (await import('./clean.js')).cleanCommand(argv),
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  try {
    if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
      process.stdout.write(`${HELP}\n`)
      return command === undefined ? 2 : 0
    }
    if (command === '--version' || command === '-V' || command === 'version') {
      process.stdout.write(`helios ${HELIOS_VERSION} (Node ${process.versions.node})\n`)
      return 0
    }
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
    if (run === undefined) throw unknownCommand(command)
    return await run(rest)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`helios: ${message}\n`)
    return (await import('./exit-codes.js')).exitCodeFor(error)
  }
}

/** A mistyped command names the one it resembles; anything else gets the list. */
function unknownCommand(command: string): UsageError {
  const meant = closest(command, [...Object.keys(COMMANDS), 'help'])
  if (meant !== null)
    return new UsageError(`unknown command '${shown(command)}'; did you mean helios ${meant}?`)
  return new UsageError(`unknown command '${shown(command)}'; the commands are:\n\n${HELP}`)
}
