// `helios compare BASE HEAD`: the PR comparison on a laptop. Exit 1 only when the gate fails, 2
// when it cannot compare (a missing or invalid file, an impossible k).
import { readFile } from 'node:fs/promises'
import { gateComparison } from '../results/gate-comparison.js'
import { poolBaseline, POOL_MAX_AGE_DAYS } from '../results/pool-baseline.js'
import { GITHUB_LIMITS } from '../github/truncate.js'
import { renderReport } from '../report/markdown.js'
import { renderTerminal } from '../report/terminal.js'
import { escapeTerminal } from '../report/escape.js'
import { quarantineSection } from '../report/quarantine-section.js'
import { DEFAULT_QUARANTINE_FILE, parseQuarantine, type QuarantineSplit } from '../results/quarantine.js'
import { GATE_SETTINGS as GATE } from '../settings/gate.js'
import { parse, settingFlag, UsageError } from './args.js'
import { leaderboardOutput } from './leaderboard.js'
import { readSummary } from './summary-file.js'
import { codeOrMessage, isStringArray } from '../narrow.js'

const HELP = `Usage: helios compare <base run> <head run> [options]
       helios compare <run> <run> <run>… [options]

  A run is a run folder (<output>/<run-id>, as helios batch prints it) or its run_summary.json.
  Two runs: the PR comparison (base, then head) and its gate. Three or more (or two with
  --leaderboard): a leaderboard of the runs (e.g. one per model), ranked by pass@k, each run
  tested against the best with the gate's comparison over the tasks both ran; exit 0.

  --pool RUN          an older base run whose attempts the base may pool (repeat,
                      newest first): only tasks with the same id and content, only runs of the
                      same agent and model that started at most ${POOL_MAX_AGE_DAYS} days before BASE

  --k K               pass@k to gate on, up to ${GATE.k.max} (default ${GATE.k.default}; when a run has
                      fewer attempts, the largest k both have, with a warning, as the action does)
  --confidence C      confidence of the paired bootstrap interval (default ${GATE.confidence.default})
  --min-effect X      smallest drop (0..1) that can fail the gate (default ${GATE['min-effect'].default})
  --fail-on-error     also fail when the result is inconclusive or errored attempts rose
                      significantly
  --quarantine FILE   tasks (name or folder, one a line) the gate leaves out; shown apart,
                      marked (default: .helios/quarantine.txt when it exists)
  --all               list unchanged tasks too
  --markdown          print the PR comment markdown instead of the terminal table (within
                      GitHub's comment limit, as the PR would show it)
  --full              with --markdown: the whole report, however long
  --leaderboard       a leaderboard of two runs instead of a base/head comparison

Exit code: 1 only when the gate fails; 0 when it passes or the result is inconclusive or flagged
(printed as INCONCLUSIVE or FLAGGED with the reason, never as a pass); 2 on a usage error or an
unreadable or invalid summary file (with the reason).`

export async function compareCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    k: { type: 'string' },
    pool: { type: 'string', multiple: true },
    confidence: { type: 'string' },
    'min-effect': { type: 'string' },
    'fail-on-error': { type: 'boolean' },
    quarantine: { type: 'string' },
    all: { type: 'boolean' },
    markdown: { type: 'boolean' },
    full: { type: 'boolean' },
    leaderboard: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  const [baseFile, headFile] = positionals
  if (baseFile === undefined || headFile === undefined)
    throw new UsageError(`helios compare needs two summary files or run folders.\n\n${HELP}`)
  if (positionals.length > 2 || values.leaderboard) {
    const runs = []
    for (const file of positionals) runs.push({ file, summary: await readSummary(file) })
    const output = leaderboardOutput(runs, {
      k: settingFlag(values, GATE.k),
      confidence: settingFlag(values, GATE.confidence),
      minEffect: settingFlag(values, GATE['min-effect']),
      markdown: values.markdown === true,
    })
    process.stdout.write(output)
    return 0
  }
  const requestedK = settingFlag(values, GATE.k)
  const poolFiles = isStringArray(values.pool) ? values.pool : []
  const candidates = [baseFile, ...poolFiles].map(async (file) => ({
    summary: await readSummary(file),
    label: file,
  }))
  const pool = poolBaseline(await Promise.all(candidates), 1 + poolFiles.length)
  const baselineNote = pool.note === null ? baseFile : `${baseFile}; ${pool.note}`
  const quarantine = await readQuarantine(values.quarantine)
  const headSummary = await readSummary(headFile)
  // Exit 1 means "the gate failed" and nothing else.
  const {
    comparison,
    split,
    kWarning: warning,
  } = asUsageError(() =>
    gateComparison(pool.summary, headSummary, {
      k: requestedK,
      confidence: settingFlag(values, GATE.confidence),
      minEffect: settingFlag(values, GATE['min-effect']),
      failOnError: values['fail-on-error'] === true,
      quarantine: quarantine.entries,
    }),
  )
  // The same fallback as the action: the largest k both runs have, with a warning.
  if (warning !== null) process.stderr.write(`warning: ${warning}\n`)
  const head = split.head
  const quarantined = quarantineSection(split, quarantine.file)
  const text = values.markdown
    ? renderReport(
        {
          comparison,
          head,
          baselineNote,
          warnings: warning === null ? [] : [warning],
          extraSections: [quarantined],
        },
        values.full ? {} : { maxChars: GITHUB_LIMITS.commentChars },
      )
    : `${renderTerminal(comparison, {
        all: values.all === true,
        ...(pool.note === null ? {} : { baselineNote }),
      })}${quarantineTerminal(split, quarantine.file)}`
  process.stdout.write(`${text}\n`)
  return comparison.conclusion === 'failure' ? 1 : 0
}

/** The --quarantine file (must exist), else the default one when it exists, else an empty list. */
async function readQuarantine(given: unknown): Promise<{ file: string; entries: string[] }> {
  const flag = typeof given === 'string' ? given : undefined
  const file = flag ?? DEFAULT_QUARANTINE_FILE
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (flag === undefined) return { file, entries: [] }
    throw new UsageError(`cannot read --quarantine ${file}: ${codeOrMessage(error)}`)
  }
  return asUsageError(() => ({ file, entries: parseQuarantine(text, file) }))
}

function quarantineTerminal(split: QuarantineSplit, file: string): string {
  if (split.tasks.length === 0 && split.unmatched.length === 0) return ''
  const names = split.tasks.map((t) => escapeTerminal(t.name)).join(', ') || 'none found'
  const unmatched =
    split.unmatched.length > 0
      ? `; listed but matching no task: ${split.unmatched.map(escapeTerminal).join(', ')}`
      : ''
  return `\nQuarantined (${escapeTerminal(file)}, left out of the gate): ${names}${unmatched}\n`
}

function asUsageError<T>(f: () => T): T {
  try {
    return f()
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}
