// `report.json` inside the report artifact: a record of what the report job posted (the rendered
// bodies, the verdict, the annotations) and whether its merged summary is complete. `publish`
// never posts anything from it (a fork controls its artifact: publish renders from the merged
// run_summary.json); the baseline lookup reads only `missing_tasks`, and only from runs of the
// base repository's own branch.
import { FieldReader } from '../results/fields.js'
import { parseJsonFile } from '../results/schema-error.js'
import type { Conclusion } from '../results/compare.js'

export const REPORT_DIGEST_SCHEMA_VERSIONS = [1] as const
/** What this build writes. */
export const REPORT_DIGEST_SCHEMA_VERSION = 1 as const

export interface ReportDigest {
  schema_version: typeof REPORT_DIGEST_SCHEMA_VERSION
  label: string
  conclusion: Conclusion
  /** Whether the gate failed and fail-on-regression asked to fail the step. */
  gate_failed: boolean
  verdict: string
  regressions: number
  delta: number | null
  has_changes: boolean
  /** Tasks in the figures (see COMPARED_TASKS in results/compare.ts). */
  compared_tasks: number
  /** Head pass@k over the compared tasks (the headline's figure); null when none compared. */
  pass_at_k: number | null
  /** Planned tasks without a result (missing shards or tasks); 0 when the merged summary is complete. */
  missing_tasks: number
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
  // Added later: absent in older digests (read as unknown: compared_tasks/pass_at_k null, missing_tasks 0).
  if (root['compared_tasks'] !== undefined) read.integer(root, 'compared_tasks', '', 0)
  if (root['pass_at_k'] !== undefined && root['pass_at_k'] !== null) read.number(root, 'pass_at_k', '', 0, 1)
  if (root['missing_tasks'] !== undefined) read.integer(root, 'missing_tasks', '', 0)
  return {
    ...(root as unknown as ReportDigest),
    compared_tasks: (root['compared_tasks'] as number | undefined) ?? 0,
    pass_at_k: (root['pass_at_k'] as number | null | undefined) ?? null,
    missing_tasks: (root['missing_tasks'] as number | undefined) ?? 0,
  }
}
