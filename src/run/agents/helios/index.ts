// `helios`: the built-in agent. Runs on the host, drives any model through the AI SDK and acts on
// the container with one bash tool through the Docker API, so `no-network` tasks stay sealed.
import type { ModelMessage } from 'ai'
import type { AgentDefinition, AgentSpec, HostAgentContext, HostAgentOutcome } from '../types.js'
import type { AgentSession, SessionContext } from '../session.js'
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION } from '../trajectory.js'
import { runBashTool } from './bash-tool.js'
import { anthropicComputer } from './computer-tool.js'
import { geminiComputer } from './computer-gemini.js'
import { openaiComputer } from './computer-openai.js'
import { computerProtocol } from './computer-protocol.js'
import type { ComputerOptions, ComputerSession } from './screen.js'
import { runAgentLoop, type AgentLimits, type StopReason } from './loop.js'
import { modelEnvNames, parseModelId, type ModelRef } from './model-id.js'
import { createLanguageModel, missingKey } from './provider.js'

export const DEFAULT_LIMITS: AgentLimits = {
  maxTurns: 50,
  maxTokens: null,
  maxCostUsd: null,
  commandTimeoutSec: 180,
  maxRetries: 4,
}
/** Head and tail of a command's output that reach the model. */
const OUTPUT_KEEP_BYTES = 8 * 1024

export function heliosAgent(spec: AgentSpec, model: string | null): AgentDefinition {
  const ref = parseModelId(model ?? '')
  const limits: AgentLimits = { ...DEFAULT_LIMITS, ...spec.limits }
  return {
    name: 'helios',
    needsSolution: false,
    needsContainerNetwork: false,
    command: () => null,
    env: () => ({}),
    requiredEnv: ref.keyEnv,
    optionalEnv: ref.baseUrlEnv,
    needs: () => [
      ...(ref.keyRequired ? [{ anyOf: ref.keyEnv, what: `the ${ref.provider} API key` }] : []),
      ...(ref.provider === 'openai-compatible' && !ref.defaultBaseUrl
        ? [{ anyOf: ref.baseUrlEnv, what: "the model server's base URL" }]
        : []),
    ],
    runOnHost: (ctx) => runHelios(ctx, ref, limits, spec),
    openSession: async (ctx) => heliosSession(ctx, ref, limits, spec),
  }
}

/** One role's session in a trial scene: each turn continues the same message history. */
function heliosSession(
  ctx: SessionContext,
  ref: ModelRef,
  limits: AgentLimits,
  spec: AgentSpec,
): AgentSession {
  const history: ModelMessage[] = []
  return {
    prompt: async (turn) => {
      const outcome = await runHelios(
        { ...ctx, instruction: turn.text, timeoutMs: turn.timeoutMs, signal: turn.signal },
        ref,
        limits,
        spec,
        history,
      )
      return { ...outcome, steps: outcome.trajectory?.steps ?? [] }
    },
    close: async () => undefined,
  }
}

export { modelEnvNames, parseModelId }

async function runHelios(
  ctx: HostAgentContext,
  ref: ModelRef,
  limits: AgentLimits,
  spec: AgentSpec,
  history?: ModelMessage[],
): Promise<HostAgentOutcome> {
  const reasoning = spec.reasoning
  const keyProblem = missingKey(ref, ctx.env)
  if (keyProblem) return failed(keyProblem, true)
  const computer = computerFor(ctx, ref, spec)
  const model = createLanguageModel(ref, ctx.env, computer?.rewriteRequest)
  const providerId = ref.provider === 'openai-compatible' ? undefined : ref.provider
  const outcome = await runAgentLoop({
    model,
    instruction: ctx.instruction,
    limits,
    ...(reasoning ? { reasoning } : {}),
    ...(ctx.onEvent ? { onEvent: ctx.onEvent } : {}),
    ...(computer ? { computer } : {}),
    signal: ctx.signal,
    ...(history ? { history } : {}),
    deadline: Date.now() + ctx.timeoutMs,
    price: (usage) => catalogueCost(usage, ref.model, providerId),
    runBash: (command, timeoutSec) =>
      runBashTool(command, {
        environment: ctx.environment,
        user: ctx.task.config.agent.user,
        workdir: ctx.task.config.environment.workdir,
        timeoutSec,
        keepBytes: OUTPUT_KEEP_BYTES,
      }),
    // The screen's helper exec ends with the agent, not with the container.
  }).finally(() => computer?.close())
  return {
    exitCode: EXIT_CODES[outcome.stop],
    timedOut: outcome.stop === 'timeout',
    error: outcome.error && !outcome.error.fatal ? outcome.error.message : null,
    fatal: outcome.error?.fatal ? outcome.error.message : null,
    usage: outcome.usage,
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'helios',
      model: ctx.model,
      source: 'native',
      steps: outcome.steps,
    },
  }
}

/**
 * A GUI task's screen through the provider's own computer-use tool (computer-protocol.ts); other
 * models keep the bash tool alone (they can still drive the screen with xdotool).
 */
function computerFor(ctx: HostAgentContext, ref: ModelRef, spec: AgentSpec): ComputerSession | null {
  const display = ctx.task.config.environment.display
  const protocol = computerProtocol(ref)
  if (!display || !protocol) return null
  const options: ComputerOptions = {
    environment: ctx.environment,
    display,
    user: ctx.task.config.agent.user,
    agentDir: ctx.agentDir,
    safety: spec.computerSafety ?? 'decline',
  }
  if (protocol === 'anthropic') return anthropicComputer(options)
  if (protocol === 'gemini') return geminiComputer(options)
  return openaiComputer(options, protocol === 'openai-preview')
}

/** An exit code for result.json, so a stopped agent reads like a process that ended that way. */
const EXIT_CODES: Record<StopReason, number | null> = {
  finished: 0,
  'no-tool-call': 0,
  'max-turns': 2,
  budget: 3,
  timeout: null,
  'api-error': 1,
  'safety-declined': 4,
}

function failed(message: string, fatal: boolean): HostAgentOutcome {
  return {
    exitCode: 1,
    timedOut: false,
    error: fatal ? null : message,
    fatal: fatal ? message : null,
    usage: null,
    trajectory: null,
  }
}
