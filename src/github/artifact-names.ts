// Artifact names (pure). Every artifact we upload is named `helios-<label>-…` so several benchmark
// labels can share one workflow run, and the names are valid for GitHub: none of
// `" : < > | * ? \r \n \ /`, never empty, bounded in length, unique per run by construction
// (plan, one per shard, one per attempt, one report).
import { createHash } from 'node:crypto'

/** Characters GitHub refuses in artifact names. */
export const FORBIDDEN_ARTIFACT_NAME_CHARS = [
  '"',
  ':',
  '<',
  '>',
  '|',
  '*',
  '?',
  '\r',
  '\n',
  '\\',
  '/',
] as const

/** GitHub's limit of artifacts created by one job. */
export const MAX_ARTIFACTS_PER_JOB = 500
/** Artifacts a shard job uploads besides attempts (shard summary, plus slack for a log bundle). */
export const RESERVED_ARTIFACTS_PER_JOB = 5

export const MAX_ARTIFACT_NAME_LENGTH = 200
const MAX_LABEL_LENGTH = 40
const PREFIX = 'helios'

/** A label reduced to `[A-Za-z0-9._-]`, at most 40 characters; empty becomes `default`. */
export function sanitizeLabel(label: string): string {
  const clean = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_LABEL_LENGTH)
    .replace(/[-.]+$/g, '')
  return clean || 'default'
}

/** Removes forbidden characters and bounds the length (a long name keeps a hash of the whole). */
export function sanitizeArtifactName(name: string): string {
  let clean = name
  for (const c of FORBIDDEN_ARTIFACT_NAME_CHARS) clean = clean.split(c).join('-')
  clean = clean.trim() || 'artifact'
  if (clean.length <= MAX_ARTIFACT_NAME_LENGTH) return clean
  const hash = createHash('sha256').update(clean).digest('hex').slice(0, 10)
  return `${clean.slice(0, MAX_ARTIFACT_NAME_LENGTH - hash.length - 1)}-${hash}`
}

function pad(n: number): string {
  return String(n).padStart(3, '0')
}

function base(label: string): string {
  return `${PREFIX}-${sanitizeLabel(label)}`
}

export function planArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-plan`)
}

/** `helios-<label>-check`: the task check's runs and check.json. */
export function checkArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-check`)
}

export function reportArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-report`)
}

/** `helios-<label>-leaderboard`: mode leaderboard's tables and report.html. */
export function leaderboardArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-leaderboard`)
}

/** `helios-<label>-confirm`: the confirmation round's run summary (a finished round only). */
export function confirmArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-confirm`)
}

/** `helios-<label>-confirm-attempts`: the confirmation round's attempt folders, in one artifact. */
export function confirmAttemptsArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-confirm-attempts`)
}

/** `helios-<label>-confirm-plan`: round 1's counts for the rounds after round 2 (`confirm-rounds` > 1). */
export function confirmPlanArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-confirm-plan`)
}

/** `helios-<label>-confirm-<round>`: the summary of confirmation round 3, 4, … (a finished round only). */
export function confirmRoundArtifactName(label: string, round: number): string {
  return sanitizeArtifactName(`${base(label)}-confirm-${round}`)
}

/** `helios-<label>-confirm-<round>-attempts`: that round's attempt folders, in one artifact. */
export function confirmRoundAttemptsArtifactName(label: string, round: number): string {
  return sanitizeArtifactName(`${base(label)}-confirm-${round}-attempts`)
}

/** `helios-<label>-confirm-base`: the base side of the confirmation round (at the baseline's commit). */
export function confirmBaseArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-confirm-base`)
}

/** `helios-<label>-confirm-base-attempts`: the base side's attempt folders, in one artifact. */
export function confirmBaseAttemptsArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-confirm-base-attempts`)
}

/** `helios-<label>-report-final`: the report after the confirmation round (names are unique per run). */
export function finalReportArtifactName(label: string): string {
  return sanitizeArtifactName(`${base(label)}-report-final`)
}

/** `helios-<label>-shard-<i>-of-<n>`, `i` 0-based like the plan matrix and `shard.index` (shard 0 of 2 is `-shard-0-of-2`). */
export function shardSummaryArtifactName(label: string, shard: number, shardCount: number): string {
  return sanitizeArtifactName(`${base(label)}-shard-${shard}-of-${shardCount}`)
}

/** `taskDir` is the task's output folder name `<NNN>_<slug>`; attempts are numbered from 1. */
export function attemptArtifactName(label: string, taskDir: string, attempt: number): string {
  return sanitizeArtifactName(`${base(label)}-${taskDir}-attempt_${pad(attempt)}`)
}

/** All attempts of one task in one artifact (used beyond the per-job limit). */
export function taskArtifactName(label: string, taskDir: string): string {
  return sanitizeArtifactName(`${base(label)}-${taskDir}-attempts`)
}

/** All attempts of one shard in one artifact (the last resort beyond the per-job limit). */
export function shardAttemptsArtifactName(label: string, shard: number, shardCount: number): string {
  return sanitizeArtifactName(`${base(label)}-shard-${shard}-of-${shardCount}-attempts`)
}

export type ParsedArtifactName =
  | { kind: 'plan' }
  | { kind: 'report' }
  | { kind: 'shard-summary'; shard: number; shardCount: number }
  | { kind: 'shard-attempts'; shard: number; shardCount: number }
  | { kind: 'attempt'; taskDir: string; attempt: number }
  | { kind: 'task-attempts'; taskDir: string }

/** Reads back a name made by the functions above for `label`; undefined for anything else. */
export function parseArtifactName(name: string, label: string): ParsedArtifactName | undefined {
  const prefix = `${base(label)}-`
  if (!name.startsWith(prefix)) return undefined
  const rest = name.slice(prefix.length)
  if (rest === 'plan') return { kind: 'plan' }
  if (rest === 'report') return { kind: 'report' }
  let m = /^shard-(\d+)-of-(\d+)(-attempts)?$/.exec(rest)
  if (m) {
    const shard = Number(m[1])
    const shardCount = Number(m[2])
    return m[3] ? { kind: 'shard-attempts', shard, shardCount } : { kind: 'shard-summary', shard, shardCount }
  }
  m = /^(\d{3,}_[A-Za-z0-9._-]+)-attempt_(\d{3,})$/.exec(rest)
  if (m?.[1]) return { kind: 'attempt', taskDir: m[1], attempt: Number(m[2]) }
  m = /^(\d{3,}_[A-Za-z0-9._-]+)-attempts$/.exec(rest)
  if (m?.[1]) return { kind: 'task-attempts', taskDir: m[1] }
  return undefined
}

export type ArtifactUploadMode = 'per-attempt' | 'per-task' | 'bundle'

export interface ArtifactUploadPlan {
  mode: ArtifactUploadMode
  /** Artifacts the shard job will create, reserved ones included. */
  artifactCount: number
  limit: number
}

/**
 * How a shard job uploads attempt folders within GitHub's 500-artifacts-per-job limit:
 * - `per-attempt` — one artifact per attempt, uploaded as soon as the attempt finishes, while
 *   attempts + reserved (shard summary and slack) ≤ 500. Best: finished work survives a killed job
 *   and each attempt downloads on its own.
 * - `per-task` — else one artifact per task holding all its attempts, uploaded when the task's
 *   last attempt finishes, while tasks + reserved ≤ 500.
 * - `bundle` — else one artifact holding every attempt folder of the shard, uploaded at the end
 *   (a job killed before then loses its attempt files, not its summary).
 * Every mode keeps the run-folder layout inside the artifact, so `helios download` rebuilds the
 * same tree whatever the mode.
 */
export function planArtifactUploads(
  attemptCount: number,
  taskCount: number,
  reserved = RESERVED_ARTIFACTS_PER_JOB,
  limit = MAX_ARTIFACTS_PER_JOB,
): ArtifactUploadPlan {
  if (attemptCount + reserved <= limit) {
    return { mode: 'per-attempt', artifactCount: attemptCount + reserved, limit }
  }
  if (taskCount + reserved <= limit) return { mode: 'per-task', artifactCount: taskCount + reserved, limit }
  return { mode: 'bundle', artifactCount: 1 + reserved, limit }
}

/** Like `parseArtifactName` for an unknown label (the shortest label that makes the name parse). */
export function parseAnyArtifactName(
  name: string,
): { label: string; parsed: ParsedArtifactName } | undefined {
  const m =
    /^helios-(.+?)-(plan|report|shard-\d+-of-\d+(?:-attempts)?|\d{3,}_[A-Za-z0-9._-]+-attempts?(?:_\d{3,})?)$/.exec(
      name,
    )
  if (!m?.[1]) return undefined
  const parsed = parseArtifactName(name, m[1])
  return parsed ? { label: m[1], parsed } : undefined
}
