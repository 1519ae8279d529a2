// `[verifier] environment_mode` and `[verifier.environment]` (Harbor 1.4's separate verifier):
// `separate` when asked for, or when a verifier environment is given; `shared` with a verifier
// environment contradicts itself and is an error (as in Harbor).

import type { FieldReader, Table } from './field-reader.js'
import type { TaskConfig, VerifierEnvironment } from './types.js'

type Mode = TaskConfig['verifier']['mode']

export function parseVerifierMode(
  read: FieldReader,
  verifier: Table,
  task: TaskConfig['environment'],
): { mode: Mode; environment: VerifierEnvironment | null } {
  const explicit = read.string(verifier, 'verifier.environment_mode')
  if (explicit !== null && explicit !== 'shared' && explicit !== 'separate')
    read.fail('verifier.environment_mode', '"shared" or "separate"', explicit)
  if (verifier['environment'] === undefined) return { mode: explicit ?? 'shared', environment: null }
  if (explicit === 'shared')
    read.fail(
      'verifier.environment_mode',
      '"separate" (or nothing): a [verifier.environment] is given',
      explicit,
    )
  const table = read.table(verifier, 'verifier.environment')
  const at = 'verifier.environment'
  const memory = read.size(table, `${at}.memory`) ?? read.megabytes(table, `${at}.memory_mb`)
  return {
    mode: 'separate',
    environment: {
      dockerImage: read.nonEmptyString(table, `${at}.docker_image`),
      buildTimeoutSec: read.seconds(table, `${at}.build_timeout_sec`) ?? task.buildTimeoutSec,
      cpus: read.positiveNumber(table, `${at}.cpus`, 'a number of CPUs, e.g. cpus = 2') ?? task.cpus,
      memoryMb: memory ?? task.memoryMb,
      networkMode: read.networkMode(table, at),
      env: read.env(table, `${at}.env`),
      workdir: read.workdir(table, `${at}.workdir`),
    },
  }
}
