// The in-memory shape of a Harbor-format task after parsing and validation.
// task.toml field names follow Harbor (snake_case in TOML, camelCase here).

import type { Trial } from '../trial/types.js'

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
    /** helios extension: the agent's processes listening on these TCP ports (the task's service) live on into the verifier. */
    keepPorts: number[]
    /** `[[verifier.collect]]`: commands run in the container after the agent, before artifacts are collected. */
    collect: CollectHook[]
    /** `separate`: the verifier runs in a fresh container of its own (`environment_mode`, Harbor 1.4). */
    mode: 'shared' | 'separate'
    /** `[verifier.environment]`: the separate verifier's container; null means the task's limits. */
    environment: VerifierEnvironment | null
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
    /** `[environment.healthcheck]`: must pass before the agent starts. */
    healthcheck: Healthcheck | null
    /** helios extension `display`: a virtual screen (Xvfb) started before the agent; null: none. */
    display: DisplaySize | null
  }
  solution: { env: Record<string, string> }
  /** `artifacts`: container paths copied into the attempt's `artifacts/declared/` after the agent phase. */
  collectedPaths: CollectedPath[]
  /** `[[steps]]`, in order; empty for a single-step task. */
  steps: StepConfig[]
  /** `multi_step_reward_strategy`: how step rewards roll up into the attempt's (Harbor: mean). */
  multiStepRewardStrategy: 'mean' | 'final'
  /** `[trial]`: scenes of roles taking turns in one environment; null: one agent, one prompt. */
  trial: Trial | null
  /** Fields that load but change nothing here (unknown to Harbor 1.4, or not acted on). */
  warnings: TaskConfigWarning[]
}

/** One `[[steps]]` entry with the task-level fallbacks already applied. */
export interface StepConfig {
  name: string
  agent: { timeoutSec: number; user: string | null }
  verifier: {
    timeoutSec: number
    user: string | null
    /** Task `[verifier] env` with the step's on top (later wins), still as templates. */
    env: Record<string, string>
    /** Task-level hooks, then the step's. */
    collect: CollectHook[]
  }
  /** Early stop: a number gates the `reward` key, a table gates each key it names. */
  minReward: number | Record<string, number> | null
  /** Runs after the step's setup.sh, before its agent (in addition to the task's, run once). */
  healthcheck: Healthcheck | null
  /** Step-level artifacts, collected with the task's after the step's agent. */
  collectedPaths: CollectedPath[]
}

/** The container a separate verifier runs in. */
/** A virtual screen's size in pixels. */
export interface DisplaySize {
  width: number
  height: number
}

export interface VerifierEnvironment {
  dockerImage: string | null
  buildTimeoutSec: number
  cpus: number
  memoryMb: number
  networkMode: NetworkMode
  env: Record<string, string>
  workdir: string | null
}

export interface TaskConfigWarning {
  /** Dotted task.toml field. */
  field: string
  message: string
}

/** Harbor's healthcheck: the first exit 0 passes; `retries` consecutive failures after the start period fail. */
export interface Healthcheck {
  command: string
  intervalSec: number
  timeoutSec: number
  startPeriodSec: number
  startIntervalSec: number
  retries: number
}

export interface CollectedPath {
  /** Absolute path in the container (a file or a folder). */
  source: string
  /** Relative path under `artifacts/declared/`; null: the source path without its leading `/`. */
  destination: string | null
  /** Globs (relative to a folder source) left out. */
  exclude: string[]
  /** The compose service it is copied from (`main`: the task's container). */
  service: string
}

export interface CollectHook {
  command: string
  timeoutSec: number
  user: string | null
  /** The compose service it runs in (`main`: the task's container). */
  service: string
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
  /** For a multi-step task, the step instructions one after another (each step sees only its own). */
  instruction: string
  config: TaskConfig
  hasSolution: boolean
  /** Folders copied to /tests for the verifier, in order (a later one's files replace an earlier one's). */
  testsDirs: string[]
  /** Folder copied to /solution for the oracle, or null. */
  solutionDir: string | null
  /** A multi-step task's steps with their files; empty for a single-step task. */
  steps: TaskStep[]
  /** Where a separate verifier's image comes from; null in shared mode. */
  verifierImage: VerifierImageSource | null
  /** `environment/docker-compose.yaml`: services started beside main; null without one. */
  compose: ComposeEnvironment | null
  /** Folders under `steps/` no `[[steps]]` entry names: ignored, as in Harbor (a warning). */
  strayStepFolders: string[]
  /**
   * A `docker_image` task's `environment/` (files, no Dockerfile, no compose file): copied into the
   * working directory before the agent starts, as Harbor does; null otherwise.
   */
  environmentFilesDir: string | null
  /** `task.toml` files below the task's root (sample tasks shipped as data, or a misplaced task), relative to it. */
  nestedTaskFiles: string[]
}

/** The services of a compose environment, as helios starts them beside the `main` container. */
export interface ComposeEnvironment {
  /** The compose file, relative to the task folder. */
  file: string
  /** Every service but main, dependencies first. */
  services: ComposeService[]
  /** What the task's compose file adds to main: services to wait for, environment variables. */
  main: { dependsOn: ServiceDependency[]; environment: Record<string, string> }
  /** Keys read but not acted on (dotted path in the compose file). */
  warnings: TaskConfigWarning[]
}

export interface ComposeService {
  name: string
  image: ServiceImage
  /** Replaces the image's CMD / ENTRYPOINT when set. */
  command: string[] | null
  entrypoint: string[] | null
  environment: Record<string, string>
  workingDir: string | null
  user: string | null
  /** Replaces the image's HEALTHCHECK; `test: ['NONE']` turns it off. */
  healthcheck: ServiceHealthcheck | null
  dependsOn: ServiceDependency[]
}

/** main's own image (`image: ${MAIN_IMAGE_NAME}`), a named image, or a build of a folder of the task. */
export type ServiceImage =
  | { kind: 'main' }
  | { kind: 'image'; name: string }
  | {
      kind: 'build'
      /** Absolute build context (inside the task folder). */
      contextDir: string
      dockerfile: string | null
      args: Record<string, string>
      /** sha256 over the context's files: the image cache key. */
      hash: string
    }

/** Docker's HEALTHCHECK: `test` as compose spells it (`CMD …`, `CMD-SHELL …`, `NONE`). */
export interface ServiceHealthcheck {
  test: string[]
  intervalSec: number
  timeoutSec: number
  retries: number
  startPeriodSec: number
}

export interface ServiceDependency {
  service: string
  condition: 'service_started' | 'service_healthy' | 'service_completed_successfully'
}

/**
 * `tests/Dockerfile` (built with `tests/` as context), else `[verifier.environment] docker_image`,
 * else the task's own environment image.
 */
export interface VerifierImageSource {
  /** Build context (`tests/`) when it has a Dockerfile. */
  contextDir: string | null
  dockerImage: string | null
  /** sha256 over the build context's files (or the image name): the image cache key. */
  hash: string
}

/** One step of a multi-step task: its config and where its files are. */
export interface TaskStep {
  config: StepConfig
  /** Absolute path of `steps/<name>`. */
  dir: string
  instruction: string
  testsDirs: string[]
  solutionDir: string | null
  /** `steps/<name>/workdir`, copied into the working directory before the step, or null. */
  workdirDir: string | null
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

/** A task.toml field that loaded but changes nothing here (unknown to Harbor 1.4, or not acted on). */
export interface TaskWarning {
  relative_dir: string
  file: string
  field: string
  message: string
}
