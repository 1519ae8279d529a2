// `report.json` inside the report artifact: a record of what the report job posted (the rendered
// bodies, the verdict, the annotations) and whether its merged summary is complete. `publish`
// never posts anything from it (a fork controls its artifact: publish renders from the merged
// run_summary.json); the baseline lookup reads only `missing_tasks`, and only from runs of the
// base repository's own branch.
import { z } from 'zod'
import { checkSchemaVersion, parseJsonFile, validate } from '../results/schema-error.js'

export const REPORT_DIGEST_SCHEMA_VERSION = 1 as const
export const REPORT_DIGEST_SCHEMA_VERSIONS = [REPORT_DIGEST_SCHEMA_VERSION] as const

export const reportDigestSchema = z.object({
  schema_version: z.literal(REPORT_DIGEST_SCHEMA_VERSION),
  label: z.string(),
  conclusion: z.enum(['success', 'failure', 'neutral']),
  /** Whether the gate failed and fail-on-regression asked to fail the step. */
  gate_failed: z.boolean(),
  verdict: z.string(),
  regressions: z.number().int().min(0),
  delta: z.number().nullable(),
  has_changes: z.boolean(),
  // The next three were added later: older digests lack them (read as 0 / null / complete).
  /** Tasks in the figures (see COMPARED_TASKS in results/compare.ts). */
  compared_tasks: z.number().int().min(0).default(0),
  /** Head pass@k over the compared tasks (the headline's figure); null when none compared. */
  pass_at_k: z.number().min(0).max(1).nullable().default(null),
  /** Planned tasks without a result (missing shards or tasks); 0 when the merged summary is complete. */
  missing_tasks: z.number().int().min(0).default(0),
  /** Rendered within the comment limit (without the sticky marker). */
  comment_markdown: z.string(),
  /** Rendered within the check-run summary limit. */
  check_markdown: z.string(),
  /** Repository-relative task.toml paths of regressed tasks, with a one-line message each. */
  annotations: z.array(z.object({ path: z.string(), message: z.string() })),
})

export type ReportDigest = z.infer<typeof reportDigestSchema>

export function parseReportDigest(text: string, file: string): ReportDigest {
  const raw = parseJsonFile(text, file)
  checkSchemaVersion(raw, file, REPORT_DIGEST_SCHEMA_VERSIONS, 'report digest')
  return validate(reportDigestSchema, raw, file)
}
