// Before any attempt, in a workflow: what the agent lacks, and how a key reaches an action step
// there (a secret in `env:`, `secrets: inherit` for the reusable workflow) or why it cannot (a
// pull request from a fork gets no secrets).
import { resolveAgent } from '../run/agents/index.js'
import { agentPreflight, AgentPreflightError, unmetNeed } from '../run/agents/preflight.js'
import type { WorkflowContext } from './context.js'
import { InputError, type ActionInputs } from './inputs.js'
import { builtInOnlyRefusal } from '../run/agents/reasoning.js'
import type { AgentSpec } from '../run/agents/types.js'

export function assertActionAgentCanRun(
  inputs: ActionInputs,
  ctx: Pick<WorkflowContext, 'pullRequest'>,
  env: Record<string, string | undefined> = process.env,
): void {
  const agent = resolveAgent(actionAgentSpec(inputs), inputs.model)
  const problem = agentPreflight(agent, env, inputs.agentNetwork)
  if (problem === null) return
  const need = unmetNeed(agent, env)
  throw new AgentPreflightError(need ? `${problem} ${secretHint(need.anyOf[0]!, ctx)}` : problem)
}

/** One sentence: how the variable `name` gets into this step, or why it cannot on a fork's PR. */
export function secretHint(name: string, ctx: Pick<WorkflowContext, 'pullRequest'>): string {
  if (ctx.pullRequest?.fromFork)
    return `GitHub gives no secrets to a workflow run for a pull request from a fork, so this run cannot reach the model; the gate runs once the change is on a branch of this repository (see docs/workflows.md, "Fork pull requests").`
  return `Store the key as a repository secret and give it to this step (\`env: { ${name}: \${{ secrets.${name} }} }\`), or write \`secrets: inherit\` on the job that calls the reusable workflow.`
}

/** The agent the action's inputs name, with its limits. */
export function actionAgentSpec(inputs: ActionInputs): AgentSpec {
  const limits = {
    ...(inputs.maxTurns !== null ? { maxTurns: inputs.maxTurns } : {}),
    ...(inputs.maxTokens !== null ? { maxTokens: inputs.maxTokens } : {}),
    ...(inputs.maxCostUsd !== null ? { maxCostUsd: inputs.maxCostUsd } : {}),
  }
  const refusal = inputs.reasoningEffort ? builtInOnlyRefusal(inputs.agent, "Input 'reasoning-effort'") : null
  if (refusal) throw new InputError(`${refusal}.`)
  const safetyRefusal = inputs.computerSafety
    ? builtInOnlyRefusal(inputs.agent, "Input 'computer-safety'")
    : null
  if (safetyRefusal) throw new InputError(`${safetyRefusal}.`)
  return {
    name: inputs.agent,
    ...(inputs.agentCommand ? { command: inputs.agentCommand } : {}),
    ...(inputs.agentVersion ? { version: inputs.agentVersion } : {}),
    ...(inputs.reasoningEffort ? { reasoning: inputs.reasoningEffort } : {}),
    ...(inputs.computerSafety ? { computerSafety: inputs.computerSafety } : {}),
    limits,
  }
}
