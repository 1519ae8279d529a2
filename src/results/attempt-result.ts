// An attempt's result.json: one zod definition gives its type, its reader and its published schema.
import { z } from 'zod'
import { verifierIsolationSchema } from './verifier-isolation.js'
import { checkSchemaVersion, parseJsonFile, validate } from './schema-error.js'
import { stepResultSchema } from './step-result-schema.js'
import { attemptTestsSchema } from './test-tally.js'
import { usageSchema } from './usage.js'
import { verifierGuardSchema } from './verifier-guard-schema.js'
import { trialRecordSchema } from './trial-record.js'
import { healthcheckRecordSchema, serviceRecordSchema } from './environment-record-schema.js'

export const ATTEMPT_RESULT_SCHEMA_VERSION = 1 as const

export const attemptStatusSchema = z.enum(['passed', 'failed', 'error'])
const finite = () => z.number().refine(Number.isFinite, 'expected a finite number')

export const phaseTimingsSchema = z.object({
  build_sec: finite(),
  setup_sec: finite(),
  agent_sec: finite(),
  verifier_sec: finite(),
  teardown_sec: finite(),
})

/** Set when the attempt's copy cap was reached: files copied out of the environment after it were skipped. */
export const copyCappedSchema = z.object({
  /** The attempt's total cap on bytes copied out of its environment to the host. */
  cap_bytes: z.number().int().min(0),
  /** What the copied files take on the host (a sparse file counts its full size). */
  copied_bytes: z.number().int().min(0),
  skipped_files: z.number().int().min(1),
  /** Environment paths of the first skipped files (at most 10), in copy order; `service:path` for a sidecar's. */
  first_skipped: z.array(z.string()),
})
export type CopyCapped = z.infer<typeof copyCappedSchema>

/** `<out>/<run-id>/<NNN>_<slug>/attempt_<NNN>/result.json` */
export const attemptResultSchema = z.object({
  schema_version: z.literal(ATTEMPT_RESULT_SCHEMA_VERSION),
  run_id: z.string(),
  task_id: z.string(),
  task_name: z.string(),
  task_checksum: z.string(),
  /** 1-based. */
  attempt: z.number().int(),
  agent: z.string(),
  model: z.string().nullable(),
  status: attemptStatusSchema,
  /** Why: for `error` the infrastructure or verifier fault; for `failed` a short note (e.g. reward 0.5). */
  reason: z.string().nullable(),
  /** Flat `{name: number}` from reward.json, or `{reward: n}` from reward.txt; `{}` on error. */
  rewards: z.record(z.string(), finite()),
  /** The main reward; 0 when status is `error` (errors count 0, as Harbor). */
  reward: finite(),
  started_at: z.string(),
  finished_at: z.string(),
  duration_sec: finite(),
  timings: phaseTimingsSchema,
  exit_codes: z.object({ agent: z.number().int().nullable(), verifier: z.number().int().nullable() }),
  timed_out: z.object({ agent: z.boolean(), verifier: z.boolean() }),
  oom_killed: z.boolean(),
  /** Infrastructure retries spent before this result. */
  retries: z.number().int().min(0),
  /** Each earlier try's infrastructure fault, and the seconds waited before the next; absent without retries. */
  retried: z.array(z.object({ reason: z.string(), wait_sec: z.number().nonnegative() })).optional(),
  /** Older files only: what the name-based verifier guard stopped, kept and judged. */
  verifier_guard: verifierGuardSchema.nullable().optional(),
  /**
   * Where the verifier ran, and so what it trusted (run/trust-boundary.ts): `separate` and
   * `beside` in an environment of the pristine image, `in-environment` in the agent's; null: no
   * verifier ran; absent in older files.
   */
  verifier_isolation: verifierIsolationSchema.nullable().optional(),
  /**
   * A failure the verifier gave no verdict on (it timed out, wrote no usable reward, or the agent
   * left the attempt unverifiable): counted as a failure, and shown per agent in reports.
   */
  no_verdict: z.literal(true).optional(),
  /** The paths copied from the agent into the verifier's own environment (its subject). */
  verifier_subject: z.array(z.string()).optional(),
  /** Tokens, turns and cost of the agent; null when it reports none (oracle, nop, command). */
  usage: usageSchema.nullable(),
  /** Multi-step tasks: each step that ran, in order; the attempt's reward is their roll-up. */
  steps: z.array(stepResultSchema).optional(),
  /** Compose tasks: each sidecar service, in start order. */
  services: z.array(serviceRecordSchema).optional(),
  /** Tasks with `[environment.healthcheck]`: how it went before the agent started. */
  healthcheck: healthcheckRecordSchema.nullable().optional(),
  /** Absent unless the copy cap was reached (and in files older than it). */
  copy_capped: copyCappedSchema.optional(),
  /** Tasks with a `[trial]` (or a run's `--trial`): each scene's turns and trajectories. */
  trial: trialRecordSchema.optional(),
  /** Per-test counts from the verifier's ctrf.json (the last step's); absent without a readable one. */
  tests: attemptTestsSchema.optional(),
})

/** Parses and validates result.json; a SchemaError names the file and the field at fault. */
export function parseAttemptResult(text: string, file: string): z.infer<typeof attemptResultSchema> {
  const raw = parseJsonFile(text, file)
  checkSchemaVersion(raw, file, [ATTEMPT_RESULT_SCHEMA_VERSION], 'attempt result')
  return validate(attemptResultSchema, raw, file)
}
