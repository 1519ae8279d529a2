// `helios export RUN… --format sharegpt|atif`: the runs' trajectories as training data (see
// results/sharegpt.ts). Each attempt's agent/trajectory.json is read and checked; one that is
// missing or unreadable is counted and named, never a crash that loses the others.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { parseAttemptResult } from '../results/attempt-result.js'
import {
  exportStatistics,
  hasReasoning,
  sharegptEntry,
  sharegptEntrySchema,
  toolsOf,
  type ExportedAttempt,
  type ExportStatistics,
} from '../results/sharegpt.js'
import { atifTrajectorySchema } from '../run/agents/atif.js'
import { numberFlag, parse, stringFlag, UsageError } from './args.js'
import { readSummary, summaryFileAt } from './summary-file.js'
import { isOneOf } from '../narrow.js'

const FORMATS = ['sharegpt', 'atif'] as const

const HELP = `Usage: helios export <run folder…> [options]

Writes the runs' agent trajectories as training data: trajectories.jsonl (one attempt a line)
and statistics.json (tool usage, success rate, reasoning coverage, what was left out).

  --format F            sharegpt (default): conversations of human/gpt/tool turns, tool stats,
                        completed/partial, api_calls; atif: each line {task_name, attempt,
                        status, reward, trajectory} with the ATIF trajectory as it is
  -o, --output DIR      where to write (default: export)
  --passed-only         only attempts that passed
  --min-reward X        only attempts whose reward is at least X
  --drop-no-reasoning   leave out attempts in which no agent turn carries reasoning

Exit code: 0; 2 when a run folder cannot be read or a flag is wrong.`

interface Filters {
  passedOnly: boolean
  minReward: number | null
  dropNoReasoning: boolean
}

export async function exportCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    format: { type: 'string' },
    output: { type: 'string', short: 'o' },
    'passed-only': { type: 'boolean' },
    'min-reward': { type: 'string' },
    'drop-no-reasoning': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  if (positionals.length === 0) throw new UsageError(`helios export needs a run folder.\n\n${HELP}`)
  const format = stringFlag(values, 'format') ?? 'sharegpt'
  if (!isOneOf(FORMATS, format)) throw new UsageError(`--format is '${format}'; use ${FORMATS.join(' or ')}.`)
  const filters: Filters = {
    passedOnly: values['passed-only'] === true,
    minReward: values['min-reward'] === undefined ? null : numberFlag(values, 'min-reward', 0, -1e9, 1e9),
    dropNoReasoning: values['drop-no-reasoning'] === true,
  }
  const output = stringFlag(values, 'output') ?? 'export'
  const { attempts, unreadable } = await readAttempts(positionals)
  for (const line of unreadable) process.stderr.write(`helios export: skipped ${line}\n`)
  const { kept, discarded } = filter(attempts, filters)
  const tools = toolsOf(kept)
  // Each ShareGPT line is checked against the published shape; the statistics come from them in
  // either format (ATIF lines carry the trajectories as they are).
  const entries = kept.map((attempt, index) =>
    sharegptEntrySchema.parse(sharegptEntry(attempt, index, tools)),
  )
  const lines = format === 'atif' ? kept.map(atifLine) : entries
  const statistics = {
    format,
    ...exportStatistics(entries, kept, { ...discarded, no_trajectory: unreadable.length }),
  }
  await mkdir(output, { recursive: true })
  await writeFile(
    join(output, 'trajectories.jsonl'),
    lines.map((l) => JSON.stringify(l)).join('\n') + (lines.length ? '\n' : ''),
  )
  await writeFile(join(output, 'statistics.json'), `${JSON.stringify(statistics, null, 2)}\n`)
  process.stderr.write(summaryLine(statistics, output))
  return 0
}

function atifLine({ trajectory, result }: ExportedAttempt) {
  return {
    task_name: result.task_name,
    attempt: result.attempt,
    status: result.status,
    reward: result.reward,
    trajectory,
  }
}

function summaryLine(statistics: ExportStatistics, output: string): string {
  const left = Object.values(statistics.samples_discarded).reduce((a, b) => a + b, 0)
  return `${statistics.samples} attempt(s) written to ${join(output, 'trajectories.jsonl')}; ${left} left out (statistics.json says why)\n`
}

function filter(
  attempts: ExportedAttempt[],
  filters: Filters,
): { kept: ExportedAttempt[]; discarded: Omit<ExportStatistics['samples_discarded'], 'no_trajectory'> } {
  const discarded = { not_passed: 0, below_min_reward: 0, no_reasoning: 0 }
  const kept = attempts.filter(({ trajectory, result }) => {
    if (filters.passedOnly && result.status !== 'passed') return (void discarded.not_passed++, false)
    if (filters.minReward !== null && result.reward < filters.minReward)
      return (void discarded.below_min_reward++, false)
    if (filters.dropNoReasoning && !hasReasoning(trajectory)) return (void discarded.no_reasoning++, false)
    return true
  })
  return { kept, discarded }
}

/** Every attempt of every run, in task then attempt order; what cannot be read is named. */
async function readAttempts(runs: string[]): Promise<{ attempts: ExportedAttempt[]; unreadable: string[] }> {
  const attempts: ExportedAttempt[] = []
  const unreadable: string[] = []
  for (const run of runs) {
    const file = await summaryFileAt(run)
    const summary = await readSummary(file)
    const runDir = dirname(file)
    for (const task of summary.tasks)
      for (let attempt = 1; attempt <= task.statuses.length; attempt++) {
        const dir = join(runDir, task.output_dir, `attempt_${String(attempt).padStart(3, '0')}`)
        const read = await readAttempt(dir)
        if (typeof read === 'string') unreadable.push(read)
        else attempts.push(read)
      }
  }
  return { attempts, unreadable }
}

async function readAttempt(dir: string): Promise<ExportedAttempt | string> {
  const resultFile = join(dir, 'result.json')
  const trajectoryFile = join(dir, 'agent', 'trajectory.json')
  try {
    const result = parseAttemptResult(await readFile(resultFile, 'utf8'), resultFile)
    const text = await readFile(trajectoryFile, 'utf8').catch(() => null)
    if (text === null) return `${trajectoryFile}: no trajectory (the agent wrote none)`
    const parsed = atifTrajectorySchema.safeParse(JSON.parse(text))
    if (!parsed.success)
      return `${trajectoryFile}: not an ATIF trajectory (${parsed.error.issues[0]?.message})`
    return { trajectory: parsed.data, result }
  } catch (error) {
    return `${dir}: ${error instanceof Error ? error.message : String(error)}`
  }
}
