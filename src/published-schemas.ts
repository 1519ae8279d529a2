// The JSON Schemas we publish in schemas/ for users who parse our files, made from the same zod
// definitions that type, write-check and read them (scripts/write-schemas.ts writes them; a test
// checks they are fresh, another that the files a real run writes validate against them).
import { z } from 'zod'
import { reportDigestSchema } from './report/digest.js'
import { attemptResultSchema } from './results/attempt-result.js'
import { batchSummarySchema } from './results/batch-summary.js'
import { historySchema } from './results/history.js'
import { planSchema } from './results/plan-file.js'
import { runSummarySchema } from './results/run-summary.js'
import { stepResultSchema } from './results/step-result-schema.js'
import { taskCheckReportSchema } from './results/task-check.js'
import { uploadsRecordSchema } from './results/uploads-record.js'
import { usageSchema } from './results/usage.js'
import { verifierGuardSchema } from './results/verifier-guard-schema.js'
import { atifTrajectorySchema } from './run/agents/atif.js'
import { datasetRegistrySchema } from './datasets/registry.js'

const PUBLISHED: [file: string, schema: z.ZodType, description: string][] = [
  ['result.json', attemptResultSchema, "an attempt's result.json"],
  ['run-summary.json', runSummarySchema, 'run_summary.json, and each shard_summary.json (kind "shard")'],
  [
    'batch-summary.json',
    batchSummarySchema,
    "batch_summary.json beside run_summary.json: Helios' batch aggregate (a task passed when any attempt did)",
  ],
  [
    'dataset-registry.json',
    datasetRegistrySchema,
    'a dataset registry (src/datasets/registry.json, --dataset-registry): name@version to a git URL, a pinned commit and a folder',
  ],
  ['plan.json', planSchema, "plan.json: the plan job's shards"],
  ['report.json', reportDigestSchema, 'report.json in the report artifact: what the report job posted'],
  [
    'history.json',
    historySchema,
    "history.json in the report artifact: the label's last runs (totals and per-task counts), carried forward",
  ],
  ['check.json', taskCheckReportSchema, 'check.json of `helios check` (also printed with --json)'],
  ['trajectory.json', atifTrajectorySchema, 'agent/trajectory.json of an attempt (Harbor ATIF v1.4)'],
  ['usage.json', usageSchema, '`usage` of result.json and of task and run summaries'],
  [
    'uploads.json',
    uploadsRecordSchema,
    'uploads.json beside each shard summary: the upload mode and the uploads that failed for good',
  ],
  ['step-result.json', stepResultSchema, 'each entry of `steps` in result.json (multi-step tasks)'],
  [
    'verifier-guard.json',
    verifierGuardSchema,
    '`verifier_guard` of result.json: what the guard stopped, kept and removed',
  ],
]

export function publishedSchemas(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {}
  for (const [file, schema, description] of PUBLISHED) {
    const title = file.replace(/\.json$/, '')
    schemas[file] = { title, description, ...z.toJSONSchema(schema, { io: 'output' }) }
  }
  return schemas
}
