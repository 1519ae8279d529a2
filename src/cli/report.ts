// `helios report RUN_DIR --html`: report.html for a local run folder — its summary, the trend
// (the folder's history.json, or --history), the per-task drill-down with each attempt's
// trajectory, and with --base another run folder: the comparison, base and head side by side for a
// regressed task. Written into the run folder (or -o FILE); its path is printed.
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { compareRuns } from '../results/compare.js'
import { appendRun, emptyHistory, HISTORY_FILE, type History } from '../results/history.js'
import { REPORT_HTML_FILE, reportHtml } from '../report/html/build-report.js'
import { GATE_SETTINGS } from '../settings/gate.js'
import { parse, settingFlag, stringFlag, UsageError } from './args.js'
import { readSummary, SUMMARY_FILE, summaryFileAt } from './summary-file.js'
import { loadHistory } from './history.js'

const HELP = `Usage: helios report <run folder> --html [options]

  --html            write report.html (the only format: the terminal report is what
                    helios batch prints, helios compare compares two runs)
  -o, --output F    where to write it (default: <run folder>/${REPORT_HTML_FILE})
  --base DIR        a baseline run folder: the comparison's verdict, each task's change, and for
                    a regressed task the base's attempts beside the head's
  --history PATH    the trend's runs: a history.json, or an output folder of local runs
                    (default: the run folder's ${HISTORY_FILE} when it has one)
  --k K             pass@k the comparison uses (default ${GATE_SETTINGS.k.default})

One self-contained file: inline styles and charts, no script, nothing fetched.
Exit code: 0; 2 when a folder holds no ${SUMMARY_FILE} or a file cannot be read.`

export async function reportCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    html: { type: 'boolean' },
    output: { type: 'string', short: 'o' },
    base: { type: 'string' },
    history: { type: 'string' },
    k: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  if (positionals.length !== 1) throw new UsageError(`helios report needs one run folder.\n\n${HELP}`)
  if (!values.html) throw new UsageError(`helios report writes report.html: pass --html.\n\n${HELP}`)
  const headDir = positionals[0]!
  const head = await readRunFolder(headDir)
  const baseDir = stringFlag(values, 'base') ?? null
  const base = baseDir === null ? null : await readRunFolder(baseDir)
  const comparison =
    base === null ? null : compareRuns(base, head, { k: settingFlag(values, GATE_SETTINGS.k) })
  const output = resolve(stringFlag(values, 'output') ?? join(headDir, REPORT_HTML_FILE))
  const html = await reportHtml({
    head,
    headDir,
    base,
    baseDir,
    comparison,
    history: await historyFor(headDir, stringFlag(values, 'history'), head),
    leaderboard: null,
    reportDir: dirname(output),
  })
  await writeFile(output, html).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot write ${output}: ${error.code ?? error.message}`)
  })
  process.stdout.write(`${output}\n`)
  return 0
}

/** The report reads a run's attempts beside its summary: the folder, not the file. */
async function readRunFolder(dir: string): Promise<Awaited<ReturnType<typeof readSummary>>> {
  if ((await summaryFileAt(dir)) === dir)
    throw new UsageError(
      `${dir} is a file; helios report takes the run folder that holds it (${dirname(dir)})`,
    )
  return readSummary(dir)
}

/** --history, else the folder's own history.json, else this run alone (no chart: one point). */
async function historyFor(
  dir: string,
  flag: string | undefined,
  head: Awaited<ReturnType<typeof readSummary>>,
): Promise<History> {
  if (flag !== undefined) return loadHistory(flag)
  if (existsSync(join(dir, HISTORY_FILE))) return loadHistory(join(dir, HISTORY_FILE))
  return appendRun(emptyHistory(head.label), head)
}
