// `helios summarize` and `helios eval`: the TOML rollout runner's verbs over a bench config's runs.
// A rollout is one `helios batch --config` invocation: its runs share a base run id, one run
// folder `<output>/<run-id>_<label>` per label. The target is the config's name, its file, an
// output folder or one run folder.
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { parseBenchConfig } from '../config/bench-config.js'
import {
  groupRollouts,
  isLabelOf,
  pickRollouts,
  rolloutRows,
  rolloutTasks,
  type Rollout,
  type RolloutChoice,
  type RolloutRun,
} from '../results/rollouts.js'
import { rolloutEvalText, rolloutListText, rolloutSummaryText } from '../report/rollout-text.js'
import { parse, stringFlag, UsageError } from './args.js'
import { readSummary, runsIn, SUMMARY_FILE } from './summary-file.js'

const TARGET = `<name | bench.toml | output folder | run folder>`

const OPTIONS = `  --latest          the newest rollout (the default)
  --rollout ID      the rollout with this base run id (batch_20250824_123456), or its
                    timestamp part (20250824_123456)
  -o, --output DIR  where the runs are, for a name or a bench.toml (default output)
  --json            the same as JSON on stdout`

const SUMMARIZE_HELP = `Usage: helios summarize ${TARGET} [options]

Each run (label) of a rollout of a bench config: tasks, passes, pass@1, pass@k, mean reward,
duration, cost, and its run folder. A rollout is one helios batch --config invocation.

${OPTIONS}
  --all             every rollout, one line each (oldest first)

Exit code: 0; 2 when no run matches or a summary cannot be read.`

const EVAL_HELP = `Usage: helios eval ${TARGET} [options]

A rollout's tasks by label: each task's passed/attempts (errors apart) and mean reward, and the
totals of each label's run. A task a label's run left out (a [[tasks]] model list) shows —.

${OPTIONS}

Exit code: 0; 2 when no run matches or a summary cannot be read.`

const FLAGS = {
  latest: { type: 'boolean' },
  rollout: { type: 'string' },
  output: { type: 'string', short: 'o' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

export async function summarizeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...FLAGS, all: { type: 'boolean' } })
  if (values['help']) return help(SUMMARIZE_HELP)
  const { name, rollouts } = await rolloutsOf(target(positionals, 'summarize', SUMMARIZE_HELP), values)
  const chosen = choose(name, rollouts, values)
  if (values['json'])
    write(
      JSON.stringify(
        chosen.map((r) => ({ rollout: r.id, started_at: r.startedAt, runs: rolloutRows(r) })),
        null,
        2,
      ),
    )
  else if (values['all']) write(rolloutListText(name, chosen))
  else write(chosen.map(rolloutSummaryText).join('\n'))
  return 0
}

export async function evalCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, FLAGS)
  if (values['help']) return help(EVAL_HELP)
  const { name, rollouts } = await rolloutsOf(target(positionals, 'eval', EVAL_HELP), values)
  const [rollout] = choose(name, rollouts, values)
  if (values['json'])
    write(
      JSON.stringify(
        { rollout: rollout!.id, runs: rolloutRows(rollout!), tasks: rolloutTasks(rollout!) },
        null,
        2,
      ),
    )
  else write(rolloutEvalText(rollout!))
  return 0
}

function help(text: string): number {
  write(text)
  return 0
}

function write(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`)
}

function target(positionals: string[], command: string, helpText: string): string {
  if (positionals.length !== 1) throw new UsageError(`helios ${command} needs one ${TARGET}.\n\n${helpText}`)
  return positionals[0]!
}

function choose(name: string, rollouts: readonly Rollout[], values: Record<string, unknown>): Rollout[] {
  const given = ['latest', 'rollout', 'all'].filter((f) => values[f] !== undefined)
  if (given.length > 1) throw new UsageError(`--${given[0]} and --${given[1]} choose differently; give one`)
  const choice: RolloutChoice =
    values['all'] === true
      ? { all: true }
      : stringFlag(values, 'rollout') !== undefined
        ? { rollout: stringFlag(values, 'rollout')! }
        : { latest: true }
  const picked = pickRollouts(rollouts, choice)
  if (picked === null)
    throw new UsageError(
      `${name} has no rollout ${stringFlag(values, 'rollout')} (or more than one ends so); its rollouts: ${rollouts.map((r) => r.id).join(', ')}`,
    )
  return picked
}

/** The rollouts the target names, and what to call it in messages. */
async function rolloutsOf(
  path: string,
  values: Record<string, unknown>,
): Promise<{ name: string; rollouts: Rollout[] }> {
  const info = await stat(path).catch(() => null)
  if (info?.isDirectory()) {
    if (existsSync(join(path, SUMMARY_FILE)))
      return { name: path, rollouts: groupRollouts([{ dir: path, summary: await readSummary(path) }]) }
    const runs = await runsIn(path)
    if (runs.length === 0) throw new UsageError(`${path} holds no ${SUMMARY_FILE} and no run folder with one`)
    return { name: path, rollouts: groupRollouts(await readRuns(path, runs)) }
  }
  const name = info?.isFile() ? await configName(path) : path
  const output = resolve(stringFlag(values, 'output') ?? 'output')
  if (!existsSync(output))
    throw new UsageError(`no output folder ${output}; give -o the folder helios batch wrote the runs into`)
  const all = await readRuns(output, await runsIn(output))
  const mine = all.filter((run) => isLabelOf(run.summary.label, name))
  if (mine.length === 0) {
    const labels = [...new Set(all.map((r) => r.summary.label))].sort()
    throw new UsageError(
      `no run of ${JSON.stringify(name)} in ${output}${labels.length ? ` (its labels: ${labels.join(', ')})` : ''}; run helios batch --config first, or pass -o`,
    )
  }
  return { name, rollouts: groupRollouts(mine) }
}

async function readRuns(dir: string, names: readonly string[]): Promise<RolloutRun[]> {
  return Promise.all(
    names.map(async (n) => ({ dir: join(dir, n), summary: await readSummary(join(dir, n)) })),
  )
}

/** A bench config's name (what its labels start with): the file's `name`, else its file name. */
async function configName(file: string): Promise<string> {
  if (!/\.toml$/i.test(file)) throw new UsageError(`${file} is a file but not a bench config (.toml)`)
  try {
    return parseBenchConfig(await readFile(file, 'utf8'), basename(file)).name
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}
