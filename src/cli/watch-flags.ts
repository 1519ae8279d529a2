// `helios run --watch` and `--interactive`: each follows one attempt of one task, so both are
// refused with several attempts, on `helios batch`, and together; --watch needs an agent that
// reports its steps as it goes (the built-in one).
import { withOverrides } from '../config/task-overrides.js'
import type { AgentEventListener } from '../run/agents/agent-events.js'
import { interactiveShellAgent } from '../run/agents/interactive-shell.js'
import type { EnvironmentProvider } from '../run/environment/types.js'
import { OVERRIDE_SETTINGS } from '../settings/overrides.js'
import type { Task } from '../task/types.js'
import { watchText } from '../report/watch-text.js'
import { UsageError } from './args.js'

export const WATCH_OPTIONS = {
  watch: { type: 'boolean' },
  interactive: { type: 'boolean' },
} as const

export const WATCH_HELP = `      --watch               helios run: stream the agent's steps as they happen (model text,
                            each tool call and its output, tokens); the built-in agent
      --interactive         helios run: build and start the task's environment and open a
                            shell in it as the agent's user (no tests, no solution); removed on exit`

/** A one-sentence refusal of a mode that cannot follow this run, or nothing. */
export function watchRefusal(
  values: Record<string, unknown>,
  run: { single: boolean; attempts: number; agent: string },
): string | null {
  const mode = values['interactive'] === true ? '--interactive' : values['watch'] === true ? '--watch' : null
  if (mode === null) return null
  if (values['watch'] === true && values['interactive'] === true)
    return '--watch and --interactive are two ways to follow one task: give one'
  if (!run.single) return `${mode} follows one task: use helios run <task> ${mode}`
  if (run.attempts > 1)
    return `${mode} cannot go with -k ${run.attempts}: it needs a single execution context (leave -k out)`
  if (mode === '--watch' && run.agent !== 'helios')
    return `--watch streams the built-in agent's steps (-a helios -m MODEL); the ${run.agent} agent's steps are read when it ends (agent/trajectory.json)`
  return null
}

/** Throws the refusal when there is one. */
export function refuseFollow(values: Record<string, unknown>, run: Parameters<typeof watchRefusal>[1]): void {
  const refusal = watchRefusal(values, run)
  if (refusal !== null) throw new UsageError(refusal)
}

/** The watcher that writes each step to `out` as it happens. */
export function watchListener(out: NodeJS.WritableStream): AgentEventListener {
  return (event) => {
    const text = watchText(event)
    if (text) out.write(text)
  }
}

/**
 * The shell agent and the task as it runs under it: a person's session is not held to the task's
 * agent timeout (the longest an overrides file may set). Docker only: the shell is `docker exec`.
 */
export function interactiveRun(provider: EnvironmentProvider, tasks: readonly Task[]) {
  if (provider.name !== 'docker')
    throw new UsageError(
      `--interactive opens its shell with docker exec: it runs on the docker provider, not ${provider.name}`,
    )
  const agentTimeoutSec = OVERRIDE_SETTINGS['agent-timeout-sec'].max
  process.stderr.write(
    'Opening a shell in the task environment as its agent user (no tests, no solution); exit it to end: the verifier then scores what you left, and the container is removed.\n',
  )
  return {
    agent: interactiveShellAgent(process.stdin.isTTY === true),
    tasks: tasks.map((task) => withOverrides(task, { agent_timeout_sec: agentTimeoutSec })),
  }
}

/** What --watch or --interactive change in the run's options (nothing without them). */
export function followOptions(values: Record<string, unknown>, provider: EnvironmentProvider, tasks: Task[]) {
  if (values['watch'] === true) return { onAgentEvent: watchListener(process.stdout) }
  if (values['interactive'] !== true) return {}
  const { agent, tasks: asRun } = interactiveRun(provider, tasks)
  // A second shell after an infrastructure error would surprise the person in the first.
  return { agentDefinition: agent, tasks: asRun, retry: { maxRetries: 0 } }
}
