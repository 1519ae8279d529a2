// The shapes of the JSON files we write, as TypeScript types. Each is inferred from the zod
// definition that also reads the file back and makes its published JSON Schema (schemas/).
import type { z } from 'zod'
import type { attemptResultSchema, attemptStatusSchema, phaseTimingsSchema } from './attempt-result.js'
import type { stepResultSchema } from './step-result-schema.js'
import type { verifierGuardSchema } from './verifier-guard-schema.js'

export type AttemptStatus = z.infer<typeof attemptStatusSchema>
export type PhaseTimings = z.infer<typeof phaseTimingsSchema>
/** `<out>/<run-id>/<NNN>_<slug>/attempt_<NNN>/result.json` */
export type AttemptResult = z.infer<typeof attemptResultSchema>
/** One step of a multi-step attempt (its files are in `steps/<name>/`). */
export type StepResult = z.infer<typeof stepResultSchema>
/** `result.json` `verifier_guard`: processes of the agent phase, planted files, tampering. */
export type VerifierGuard = z.infer<typeof verifierGuardSchema>
export type { RunDataset, RunSource, RunSummary, RunTotals, TaskSummary } from './run-summary.js'
