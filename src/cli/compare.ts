// `helios compare BASE HEAD`: the PR comparison on a laptop. Exit 1 only when the gate fails, 2
// when it cannot compare (a missing or invalid file, an impossible k).
import { readFile } from 'node:fs/promises'
import { commonK, compareRuns } from '../results/compare.js'
import { parseRunSummary } from '../results/run-summary.js'
import type { RunSummary } from '../results/types.js'
import { GITHUB_LIMITS } from '../github/truncate.js'
import { renderReport } from '../report/markdown.js'
import { renderTerminal } from '../report/terminal.js'
import { intFlag, numberFlag, parse, UsageError } from './args.js'

const HELP = `Usage: helios compare <base run_summary.json> <head run_summary.json> [options]

  --k K               pass@k to gate on (default 1; when a run has fewer attempts, the largest
                      k both have, with a warning, as the action does)
  --confidence C      confidence of the paired bootstrap interval (default 0.95)
  --min-effect X      smallest drop (0..1) that can fail the gate (default 0.02)
  --fail-on-error     also fail when the result is inconclusive or errored attempts rose
                      significantly
  --all               list unchanged tasks too
  --markdown          print the PR comment markdown instead of the terminal table (within
                      GitHub's comment limit, as the PR would show it)
  --full              with --markdown: the whole report, however long

Exit code: 1 only when the gate fails; 0 when it passes or the result is inconclusive or flagged
(printed as INCONCLUSIVE or FLAGGED with the reason, never as a pass); 2 on a usage error or an
unreadable or invalid summary file (with the reason).`

export async function compareCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    k: { type: 'string' },
    confidence: { type: 'string' },
    'min-effect': { type: 'string' },
    'fail-on-error': { type: 'boolean' },
    all: { type: 'boolean' },
    markdown: { type: 'boolean' },
    full: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  if (positionals.length !== 2) throw new UsageError(`helios compare needs two summary files.\n\n${HELP}`)
  const [baseFile, headFile] = positionals as [string, string]
  const requestedK = intFlag(values, 'k', 1, 1, 100)
  const base = await readSummary(baseFile)
  const head = await readSummary(headFile)
  // The same fallback as the action: the largest k both runs have, with a warning.
  const { k, warning } = commonK(requestedK, base, head)
  if (warning !== null) process.stderr.write(`warning: ${warning}\n`)
  const options = {
    k,
    confidence: numberFlag(values, 'confidence', 0.95, 0.5, 0.999),
    minEffect: numberFlag(values, 'min-effect', 0.02, 0, 1),
    failOnError: values['fail-on-error'] === true,
  }
  // Exit 1 means "the gate failed" and nothing else.
  const comparison = asUsageError(() => compareRuns(base, head, options))
  const text = values.markdown
    ? renderReport(
        { comparison, head, baselineNote: baseFile, warnings: warning === null ? [] : [warning] },
        values.full ? {} : { maxChars: GITHUB_LIMITS.commentChars },
      )
    : renderTerminal(comparison, { all: values.all === true })
  process.stdout.write(`${text}\n`)
  return comparison.conclusion === 'failure' ? 1 : 0
}

/** A summary file, or a usage error (exit 2) naming the file: unreadable, not JSON, a bad field. */
export async function readSummary(file: string): Promise<RunSummary> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new UsageError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    )
  }
  return asUsageError(() => parseRunSummary(text, file))
}

function asUsageError<T>(f: () => T): T {
  try {
    return f()
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}
