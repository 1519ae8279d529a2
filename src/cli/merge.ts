// `helios merge <summaries…>`: what the report job does with shard summaries, locally.
import { readFile, writeFile } from 'node:fs/promises'
import { mergeShardSummaries } from '../results/merge.js'
import { parsePlan } from '../results/plan.js'
import { parseRunSummary } from '../results/run-summary.js'
import { parse, stringFlag, UsageError } from './args.js'

const HELP = `Usage: helios merge <shard_summary.json…> [--plan plan.json] [-o run_summary.json]

Merges shard summaries into one run summary. Problems (missing or duplicate shards, tasks claimed
twice, summaries from another run) are printed on stderr; the exit code is 1 when there were any.`

export async function mergeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    plan: { type: 'string' },
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  if (positionals.length === 0)
    throw new UsageError(`helios merge needs at least one summary file.\n\n${HELP}`)
  const inputs = await Promise.all(
    positionals.map(async (file) => ({ file, summary: parseRunSummary(await readFile(file, 'utf8'), file) })),
  )
  const planFile = stringFlag(values, 'plan')
  const plan = planFile ? parsePlan(await readFile(planFile, 'utf8'), planFile) : undefined
  const { summary, problems } = mergeShardSummaries(inputs, plan)
  for (const problem of problems) process.stderr.write(`${problem.kind}: ${problem.message}\n`)
  const text = `${JSON.stringify(summary, null, 2)}\n`
  const output = stringFlag(values, 'output')
  if (output) await writeFile(output, text)
  else process.stdout.write(text)
  return problems.length > 0 ? 1 : 0
}
