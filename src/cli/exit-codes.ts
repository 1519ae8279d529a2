// Exit codes of the `helios` command: 2 when it could not start (a usage error), 1 for anything
// else that stopped it. Loaded only when a command fails: the error classes bring their modules.
import { CompareError } from '../results/compare.js'
import { PlanError } from '../results/plan.js'
import { SchemaError } from '../results/schema-error.js'
import { ModelIdError } from '../run/agents/helios/model-id.js'
import { UnknownAgentError } from '../run/agents/types.js'
import { AgentPreflightError } from '../run/agents/preflight.js'
import { ProviderUnavailableError } from '../run/environment/errors.js'
import { RunOptionsError } from '../run/runner.js'
import { RunLockedError } from '../run/run-lock.js'
import { TaskConfigError, TaskDiscoveryError } from '../task/errors.js'
import { UsageError } from './args.js'

/**
 * Errors about what the command was given (flags, task folders, summary and result files, the
 * agent and model) or about where it runs (no Docker, a run folder another process holds): it
 * could not start. Classes, not names, so a
 * renamed or minified class cannot fall through to exit 1.
 */
const USAGE_ERRORS = [
  UsageError,
  TaskDiscoveryError,
  TaskConfigError,
  PlanError,
  RunOptionsError,
  UnknownAgentError,
  AgentPreflightError,
  ModelIdError,
  SchemaError,
  CompareError,
  ProviderUnavailableError,
  RunLockedError,
]

/** 2 for a usage error, 1 for anything else that stopped the command. */
export function exitCodeFor(error: unknown): 1 | 2 {
  return USAGE_ERRORS.some((type) => error instanceof type) ? 2 : 1
}
