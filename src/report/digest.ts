// `report.json` inside the report artifact: what `publish` mode needs to post a report produced by
// another (fork) run — the rendered bodies, the verdict and the annotations. The PR it goes to is
// never read from here: publish finds it from the triggering run's head SHA.
import { FieldReader } from '../results/fields.js'
import { parseJsonFile } from '../results/schema-error.js'
import type { Conclusion } from '../results/compare.js'

export const REPORT_DIGEST_SCHEMA_VERSIONS = [1] as const

export interface ReportDigest {
  schema_version: 1
  label: string
  conclusion: Conclusion
  /** Whether the gate failed and fail-on-regression asked to fail the step. */
  gate_failed: boolean
  verdict: string
  regressions: number
  delta: number | null
  has_changes: boolean
  /** Rendered within the comment limit (without the sticky marker). */
  comment_markdown: string
  /** Rendered within the check-run summary limit. */
  check_markdown: string
  /** Repository-relative task.toml paths of regressed tasks, with a one-line message each. */
  annotations: { path: string; message: string }[]
}

export function parseReportDigest(text: string, file: string): ReportDigest {
  const read = new FieldReader(file)
  const root = read.object(parseJsonFile(text, file), '')
  read.schemaVersion(root, REPORT_DIGEST_SCHEMA_VERSIONS, 'report digest')
  read.string(root, 'label', '')
  const conclusion = read.string(root, 'conclusion', '')
  if (!['success', 'failure', 'neutral'].includes(conclusion)) {
    read.fail('conclusion', `expected success, failure or neutral, got ${JSON.stringify(conclusion)}`)
  }
  read.string(root, 'verdict', '')
  read.integer(root, 'regressions', '')
  read.string(root, 'comment_markdown', '')
  read.string(root, 'check_markdown', '')
  for (const [i, a] of read.array(root, 'annotations', '').entries()) {
    const item = read.object(a, `annotations[${i}]`)
    read.string(item, 'path', `annotations[${i}]`)
    read.string(item, 'message', `annotations[${i}]`)
  }
  if (typeof root['gate_failed'] !== 'boolean') read.fail('gate_failed', 'expected a boolean')
  if (typeof root['has_changes'] !== 'boolean') read.fail('has_changes', 'expected a boolean')
  if (root['delta'] !== null && typeof root['delta'] !== 'number')
    read.fail('delta', 'expected a number or null')
  return root as unknown as ReportDigest
}
