// Typed errors of the task format. Each names the file (and the field when there is one) so the
// message alone tells a task author what to fix; the summary records them as InvalidTask.

import type { InvalidTask } from './types.js'

/** task.toml could not be read: bad TOML, a wrong type, a bad value. */
export class TaskConfigError extends Error {
  override name = 'TaskConfigError'
  constructor(
    readonly file: string,
    /** Dotted path inside the file (`verifier.timeout_sec`); null for a TOML syntax error. */
    readonly field: string | null,
    readonly detail: string,
    /** 1-based line of a TOML syntax error. */
    readonly line: number | null = null,
  ) {
    super(`${file}${line === null ? '' : `:${line}`}${field === null ? '' : ` [${field}]`}: ${detail}`)
  }
}

/** An env template (`${VAR}`, `${VAR:-default}`) that is malformed or names an unset variable. */
export class EnvTemplateError extends Error {
  override name = 'EnvTemplateError'
  constructor(
    readonly variable: string | null,
    message: string,
  ) {
    super(message)
  }
}

/** A task folder that cannot be used; carries the InvalidTask the summary reports. */
export class TaskLoadError extends Error {
  override name = 'TaskLoadError'
  constructor(
    readonly invalid: InvalidTask,
    /** The task's name as far as it could be read (task.toml, else the folder name). */
    readonly taskName: string,
  ) {
    super(`${invalid.file}${invalid.field === null ? '' : ` [${invalid.field}]`}: ${invalid.message}`)
  }
}

/** `git diff` against the base ref failed (unknown ref, shallow clone, not a repository). */
export class GitChangesError extends Error {
  override name = 'GitChangesError'
}

/** The path given to discovery is missing or not a folder (a usage error, unlike an invalid task). */
export class TaskDiscoveryError extends Error {
  override name = 'TaskDiscoveryError'
}
