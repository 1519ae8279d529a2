// The verifier guard as a provider facet: one helper per run (guard-helper.ts), one session per
// attempt (guard-session.ts), both acting on the attempt's container through the engine.
import type Docker from 'dockerode'
import type { VerifierGuard } from '../../../results/types.js'
import type { Task } from '../../../task/types.js'
import type { AgentPhaseGuard, Environment, RunGuard } from '../../environment/types.js'
import { testsTampering } from '../../verifier-guard.js'
import { DockerEnvironment } from './environment.js'
import { GuardHelpers } from './guard-helper.js'
import { guardBeforeVerifier, restartedGuard, startGuard, type GuardSession } from './guard-session.js'

export class DockerRunGuard implements RunGuard {
  readonly helpers: GuardHelpers

  constructor(
    private readonly docker: Docker,
    runId: string,
    signal?: AbortSignal,
  ) {
    this.helpers = new GuardHelpers(docker, runId, signal)
  }

  async start(environment: Environment, image: string): Promise<AgentPhaseGuard> {
    const container = containerOf(environment)
    const session = await startGuard(this.docker, this.helpers, container.container, image)
    return new DockerAgentPhaseGuard(container, session)
  }

  close(): Promise<void> {
    return this.helpers.remove()
  }
}

class DockerAgentPhaseGuard implements AgentPhaseGuard {
  constructor(
    private readonly environment: DockerEnvironment,
    private session: GuardSession,
  ) {}

  async restarted(): Promise<void> {
    this.session = await restartedGuard(this.session, this.environment.container)
  }

  beforeVerifier(task: Task): Promise<VerifierGuard> {
    return guardBeforeVerifier(this.session, this.environment.container, task)
  }

  testsTampering(expected: Map<string, string>): Promise<string | null> {
    return testsTampering(this.environment, expected)
  }
}

/** The guard works on the engine's view of a container: only this provider's environments have one. */
export function containerOf(environment: Environment): DockerEnvironment {
  if (environment instanceof DockerEnvironment) return environment
  throw new Error(`the Docker verifier guard cannot act on environment ${environment.id} of another provider`)
}
