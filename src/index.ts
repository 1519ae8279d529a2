// The programmatic API (the TypeScript counterpart of Helios' ParallelRunner and helpers):
// discover tasks, run them, read, merge and compare summaries, render reports.
// First: ES modules run their imports in order, so on a Node older than "engines" this throws its
// one sentence before any module below (or a dependency of one) runs.
import '../bin/node-version-check.js'
export {
  runBenchmark,
  summaryFileName,
  RunAbortedError,
  RunOptionsError,
  DEFAULT_RETRY,
  DEFAULT_PIDS_LIMIT,
  type RunOptions,
  type RunProgressEvent,
  type RunCounts,
  type RetryOptions,
} from './run/runner.js'
export {
  resolveAgent,
  BUILTIN_AGENTS,
  UnknownAgentError,
  type AgentSpec,
  type AgentDefinition,
} from './run/agents/index.js'
export { INSTALLED_CLIS } from './run/agents/installed/index.js'
export {
  execInContainer,
  type ExecInContainerOptions,
  type ExecInContainerResult,
} from './run/exec-in-container.js'
export { parseModelId, type ModelRef } from './run/agents/helios/model-id.js'
export {
  ATIF_SCHEMA_VERSION,
  atifTrajectorySchema as trajectorySchema,
  type AtifTrajectory as Trajectory,
  type AtifStep as TrajectoryStep,
} from './run/agents/atif.js'
export { sumUsage, type Usage } from './results/usage.js'
export { removeRunContainers } from './run/providers/engine.js'
export {
  createProvider,
  openProvider,
  PROVIDER_NAMES,
  PROVIDERS,
  type ProviderDescriptor,
  type ProviderName,
} from './run/providers/index.js'
export { ProviderSettingsError, ProviderUnavailableError } from './run/environment/errors.js'
export type {
  Environment,
  EnvironmentProvider,
  EnvironmentSpec,
  ExecRequest,
  ExecOutcome as EnvironmentExecOutcome,
} from './run/environment/types.js'
export {
  LABEL_MANAGED,
  LABEL_RUN,
  LABEL_TASK,
  LABEL_ATTEMPT,
  LABEL_OWNER,
  PROCESS_OWNER,
} from './run/cleanup.js'
export { interruptOnSignals, INTERRUPTED_EXIT_CODE, type Interrupt } from './run/interrupt.js'
export { RunLockedError, LOCK_FILE, type LockHolder } from './run/run-lock.js'
export { OutputWriteError } from './run/write-fault.js'
export type { ImageEvent } from './run/environment/image-events.js'
export {
  environmentTag,
  ImageCache,
  type ImageCacheOptions,
  resolveRegistry,
  parseRegistryRef,
  RegistryRefError,
  type ImageRegistry,
  type RegistryAuth,
} from './run/providers/engine.js'
export { prebuildImages, prebuildCache, type PrebuildSummary } from './run/prebuild.js'
export { INSTRUCTION_FILE, DEFAULT_COPY_CAP_BYTES, DEFAULT_LOG_CAP_BYTES } from './run/attempt.js'
export { defaultRunId, interleavedAttempts } from './run/schedule.js'
export { discoverTasks, DEFAULT_TASK_PATTERN } from './task/discover.js'
export {
  ParallelRunner,
  type ParallelRunnerOptions,
  type BatchResult,
  type AttemptOutcome,
} from './run/parallel-runner.js'
export { batchSummary, type BatchSummary } from './results/batch-summary.js'
export { loadTask } from './task/load.js'
export { trialAttempt, type TrialAttempt, type TrialAttemptOptions } from './run/trial-phases.js'
export type { Task, TaskConfig, InvalidTask } from './task/types.js'
export { passAtK, passHatK, passCurves } from './results/metrics.js'
export { parseRunSummary } from './results/run-summary.js'
export { parseAttemptResult } from './results/attempt-result.js'
export { mergeShardSummaries, type MergeResult, type MergeProblem } from './results/merge.js'
export { planShards, parsePlan, type Plan } from './results/plan.js'
export { compareRuns, type Comparison, type CompareOptions } from './results/compare.js'
export { renderReport } from './report/markdown.js'
export { GITHUB_LIMITS } from './github/truncate.js'
export { renderTerminal } from './report/terminal.js'
export type { AttemptResult, AttemptStatus, RunSummary, TaskSummary, RunTotals } from './results/types.js'
// ACP agents for multi-turn use (the scene scheduler): one session per role within a scene.
export { openAcpSession } from './run/agents/acp/session.js'
export type { AcpProcess, AgentSession, SessionReport, TurnOutcome } from './run/agents/acp/session.js'
export { launchInEnvironment } from './run/agents/acp/container-process.js'
export { ACP_ADAPTERS } from './run/agents/acp/adapters.js'
