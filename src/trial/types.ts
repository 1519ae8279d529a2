// A trial (BenchFlow's word, kept so its configs carry over): the plan of scenes that each attempt
// of a task follows in one environment. Never the attempt itself: that is still an `attempt`.

/** One agent in a scene, with its own model and session. */
export interface TrialRole {
  name: string
  /** The agent; null: the run's (`-a`). Only the run's agent runs roles for now. */
  agent: string | null
  /** The model; null: the run's (`-m`). */
  model: string | null
}

/** One prompt to one role. */
export interface TrialTurn {
  role: string
  /** null: the task's instruction.md. */
  prompt: string | null
  /** Seconds for this turn (times the run's timeout multiplier); null: what is left of the scene's. */
  timeoutSec: number | null
}

/** Roles taking turns; every agent process ends with the scene. */
export interface TrialScene {
  name: string
  roles: TrialRole[]
  turns: TrialTurn[]
  /** Seconds for the whole scene; null: the task's `[agent] timeout_sec`. */
  timeoutSec: number | null
}

export interface Trial {
  scenes: TrialScene[]
  /** Seconds the environment may take from creation to the first scene (start, healthcheck, outbox). */
  sandboxSetupTimeoutSec: number | null
  /** Where it was read (task.toml, bench.toml, a YAML file), for messages. */
  file: string
}

/** Where roles leave messages for each other: `<OUTBOX_DIR>/<recipient>.json`. */
export const OUTBOX_DIR = '/app/.outbox'

/** A trial that cannot be used; names the file, the scene and the field. */
export class TrialConfigError extends Error {
  override name = 'TrialConfigError'
  constructor(
    readonly file: string,
    /** Dotted path inside the file, e.g. `trial.scenes.0.turns.1.role`. */
    readonly field: string,
    readonly detail: string,
    /** The scene's name when the field is inside one. */
    readonly scene: string | null = null,
  ) {
    super(`${file} [${field}]${scene === null ? '' : ` (scene "${scene}")`}: ${detail}`)
  }
}
