// The in-memory shape of a Harbor-format task after parsing and validation.
// task.toml field names follow Harbor (snake_case in TOML, camelCase here).

export type NetworkMode = 'public' | 'no-network'

export interface TaskConfig {
  schemaVersion: string | null
  task: { name: string | null; description: string | null; keywords: string[] }
  metadata: Record<string, unknown>
  agent: { timeoutSec: number; user: string | null }
  verifier: {
    timeoutSec: number
    user: string | null
    env: Record<string, string>
    /** helios extension (Harbor ignores it): keep every process the agent phase left running. */
    keepAgentProcesses: boolean
  }
  environment: {
    buildTimeoutSec: number
    dockerImage: string | null
    cpus: number
    memoryMb: number
    storageMb: number | null
    networkMode: NetworkMode
    env: Record<string, string>
    workdir: string | null
  }
  solution: { env: Record<string, string> }
  /** Dotted paths of task.toml fields helios does not know (kept for warnings, otherwise ignored). */
  unknownFields?: string[]
}

export interface Task {
  /** `<name>@<first 12 hex of checksum>`: two tasks with one display name never merge. */
  id: string
  name: string
  /** sha256 (hex) over every file of the task folder, paths included, in sorted order. */
  checksum: string
  /** sha256 (hex) over `environment/` only: the image cache key. */
  environmentHash: string
  /** Absolute path of the task folder. */
  dir: string
  /** Path relative to the discovery root, `/`-separated (stable across machines). */
  relativeDir: string
  instruction: string
  config: TaskConfig
  hasSolution: boolean
}

/** A task folder that could not be loaded: reported in the summary, never fatal for the others. */
export interface InvalidTask {
  /** Task folder, relative to the discovery root. */
  relative_dir: string
  /** The file at fault, relative to the discovery root. */
  file: string
  /** Dotted field path inside that file, when the fault is a field. */
  field: string | null
  message: string
}
