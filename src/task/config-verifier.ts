// `[verifier] environment_mode` and `[verifier.environment]` (Harbor 1.4's separate verifier):
// `separate` when asked for, or when a verifier environment is given; `shared` with a verifier
// environment contradicts itself and is an error (as in Harbor).

import { readFields } from './field-define.js'
import type { FieldReader, Table } from './field-reader.js'
import { VERIFIER_ENVIRONMENT } from './task-fields.js'
import type { TaskConfig, VerifierEnvironment } from './types.js'

type Mode = TaskConfig['verifier']['mode']

export function parseVerifierMode(
  read: FieldReader,
  verifier: Table,
  explicit: Mode | null,
  task: TaskConfig['environment'],
): { mode: Mode; environment: VerifierEnvironment | null } {
  if (verifier['environment'] === undefined) return { mode: explicit ?? 'shared', environment: null }
  if (explicit === 'shared')
    read.fail(
      'verifier.environment_mode',
      '"separate" (or nothing): a [verifier.environment] is given',
      explicit,
    )
  const at = 'verifier.environment'
  // The container's limits fall back to the task's; its network mode does not (Harbor's default).
  const { buildTimeoutSec, cpus, memoryMb } = task
  const environment = readFields(read, read.table(verifier, at), at, VERIFIER_ENVIRONMENT, {
    buildTimeoutSec,
    cpus,
    memoryMb,
  })
  return { mode: 'separate', environment }
}
