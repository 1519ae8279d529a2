// What the leak lint reads about one task's image (run/leak-lint.ts gathers it) and what it finds.

/** A git repository found in the image by the probe (git-probe.ts). */
export interface GitRepository {
  /** Its git folder (`/app/.git`, or a bare repository's own folder). */
  gitDir: string
  bare: boolean
  /** Whether the image has git to tell ancestry; without it a ref's place is `unknown`. */
  gitInImage: boolean
  /** HEAD's commit; null when unborn or unreadable. */
  head: string | null
  /** Every ref (loose and packed), with whether its commit is in HEAD's history. */
  refs: { name: string; commit: string; place: RefPlace }[]
  /** Reflog entries (each log file's new commits) and their place. */
  reflog: { log: string; commit: string; place: RefPlace }[]
  /** Remote names in its config. */
  remotes: string[]
  /** Another repository holding the task checkout's HEAD: how many commits it has beyond it. */
  beyondTaskCheckout: number | null
}

/** `in`: reachable from HEAD; `beyond`: not; `unknown`: no git in the image to tell. */
export type RefPlace = 'in' | 'beyond' | 'unknown'

/** A file in the image (or one of its layers) whose size matched a task file's, with its hash. */
export interface ImageFile {
  path: string
  sha256: string
  /** `filesystem`: in the container as it starts; `layer`: in a layer of the image archive. */
  where: 'filesystem' | 'layer'
}

/** One task file the image must not hold: `solution/…` or `tests/…`, with its hash. */
export interface TaskFile {
  path: string
  sha256: string
  size: number
}

export interface ImageRecord {
  /** Config.Env, `NAME=value`. */
  env: string[]
  /** Each layer's command as `docker history --no-trunc` shows it (build args included). */
  history: string[]
  /** Files of the wanted sizes found in the layers; null when the layers were not read (see skipped). */
  layerFiles: ImageFile[] | null
  /** What was not examined, one sentence each (too large, timed out, not readable here). */
  skipped: string[]
}

export interface LeakListing {
  image: string
  /** The task's checkout: the repository holding the image's working directory; null when none. */
  taskGitDir: string | null
  repositories: GitRepository[]
  /** Files of the wanted sizes in the container's filesystem. */
  files: ImageFile[]
  record: ImageRecord | null
  skipped: string[]
}

export interface TaskLeakProbe {
  /** solution/ and tests/ files (hashes, sizes). */
  files: TaskFile[]
  /** Strings of the solution an image must not carry (distinctive-strings.ts). */
  answers: { text: string; file: string }[]
}

export type LeakKind = 'git-history' | 'task-files' | 'answer-in-build'

export interface LeakFinding {
  kind: LeakKind
  /** Where in the image (a path, `ENV NAME`, `layer N`). */
  path: string
  what: string
  fix: string
}
