// `helios history PATH`: the trend of a label's runs on a terminal (sparklines and a table), or
// with --tasks the flaky-task ledger. PATH is a history.json (from a report artifact), a folder
// holding one, a run folder (run_summary.json: one point), or an output folder of local runs
// (each subfolder's run_summary.json, in the order they finished).
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { flakyLedger } from '../results/flaky-ledger.js'
import { appendRun, emptyHistory, HISTORY_FILE, parseHistory, type History } from '../results/history.js'
import { parseRunSummary } from '../results/run-summary.js'
import type { RunSummary } from '../results/types.js'
import { ledgerTerminal, trendTerminal } from '../report/trend.js'
import { REPORT_SETTINGS } from '../settings/report.js'
import { parse, settingFlag, UsageError } from './args.js'

const SUMMARY_FILE = 'run_summary.json'

const HELP = `Usage: helios history <history.json | report folder | run folder | output folder> [options]

  --last N     runs shown (default ${REPORT_SETTINGS.last.default})
  --tasks      the flaky-task ledger instead: per task its pass rate and spread over the kept
               runs, marked flaky (passed and failed within one run) or unstable (pass rate
               differs between runs: chi-square test, p < 0.01)

Exit code: 0; 2 when the path holds no history or run summary, or one that cannot be read.`

export async function historyCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    last: { type: 'string' },
    tasks: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  if (positionals.length !== 1) throw new UsageError(`helios history needs one path.\n\n${HELP}`)
  const last = settingFlag(values, REPORT_SETTINGS.last)
  const history = await loadHistory(positionals[0]!)
  process.stdout.write(
    values.tasks ? ledgerTerminal(flakyLedger(history), history.runs.length) : trendTerminal(history, last),
  )
  return 0
}

/** The history at `path` (see the file comment); a usage error naming the path when there is none. */
export async function loadHistory(path: string): Promise<History> {
  const info = await stat(path).catch(() => {
    throw new UsageError(`cannot read ${path}: no such file or folder`)
  })
  if (info.isFile()) return historyOfFile(path)
  if (existsSync(join(path, HISTORY_FILE))) return historyOfFile(join(path, HISTORY_FILE))
  if (existsSync(join(path, SUMMARY_FILE))) return historyOf([await summaryAt(join(path, SUMMARY_FILE))])
  const summaries: RunSummary[] = []
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const file = join(path, entry.name, SUMMARY_FILE)
    if (entry.isDirectory() && existsSync(file)) summaries.push(await summaryAt(file))
  }
  if (summaries.length === 0)
    throw new UsageError(
      `${path} holds no ${HISTORY_FILE}, no ${SUMMARY_FILE} and no run folder with one: pass a report artifact's ${HISTORY_FILE} or a run folder`,
    )
  return historyOf(summaries.sort((a, b) => a.finished_at.localeCompare(b.finished_at)))
}

async function historyOfFile(file: string): Promise<History> {
  const text = await readFile(file, 'utf8')
  // A run summary passed as a file is one point, like its folder.
  if (/"kind"\s*:\s*"(run|shard)"/.test(text.slice(0, 200)) || file.endsWith(SUMMARY_FILE))
    return historyOf([parseRunSummary(text, file)])
  return parseHistory(text, file)
}

async function summaryAt(file: string): Promise<RunSummary> {
  return parseRunSummary(await readFile(file, 'utf8'), file)
}

function historyOf(summaries: RunSummary[]): History {
  return summaries.reduce((h, s) => appendRun(h, s), emptyHistory(summaries[0]!.label))
}
