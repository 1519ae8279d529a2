// A session: an agent that keeps its context across the turns of a trial's scene. The scheduler
// (run/scenes.ts) opens one per role per scene, sends each of the role's turns to it in order,
// and closes it when the scene ends; then every process of the environment is ended anyway.
//
// An agent implements `AgentDefinition.openSession` when it can keep a real session (the built-in
// agent keeps its message history; an ACP agent keeps its ACP session: its process started,
// initialize and session/new in openSession, session/prompt in prompt, the process ended in close:
// acp/scene-session.ts). An agent
// without it is run once per turn, its prompt carrying the scene's earlier turns as context.
import type { Usage } from '../../results/usage.js'
import type { Task } from '../../task/types.js'
import type { Environment } from '../environment/types.js'
import type { TrajectoryStep } from './trajectory.js'

/** What a session is opened with: the attempt's context (as a host agent's), less the per-turn time and prompt. */
export interface SessionContext {
  task: Task
  model: string | null
  environment: Environment
  /** Host folder of the role in its scene: its logs go here. */
  agentDir: string
  /** Host variables the agent may use (API keys, base URLs). Never reach the container. */
  env: Record<string, string>
  /** The role's name in its scene (for logs). */
  role: string
  /** What the agent's `prepare` gave (paths of its mounts), for a client that starts its process. */
  preparedEnv?: Record<string, string>
}

export interface SessionTurn {
  /** The prompt as the scheduler composed it (outbox messages in front). */
  text: string
  timeoutMs: number
  /** Aborted when the turn's time is up or the run is interrupted. */
  signal: AbortSignal
}

export interface TurnOutcome {
  exitCode: number | null
  timedOut: boolean
  /** This turn's steps, starting with its prompt. */
  steps: TrajectoryStep[]
  usage: Usage | null
  /** As AgentReport's: an answer every attempt would get (bad key). */
  fatal: string | null
  /** As AgentReport's: this attempt could not work (the model API kept failing). */
  error: string | null
  /**
   * The session ended with this turn (its agent process died mid-turn after it had answered): the
   * scene's later turns are skipped, the next scene runs. The agent's failure, not the attempt's error.
   */
  ended?: string
}

export interface AgentSession {
  prompt(turn: SessionTurn): Promise<TurnOutcome>
  /** Ends the session (its process, its connection); the scheduler calls it once, also after a fault. */
  close(): Promise<void>
}
