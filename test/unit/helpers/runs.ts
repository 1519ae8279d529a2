// Compact literal runs for the results/report tests: `['fix-bug', 'PPF']` is a task named
// fix-bug whose three attempts passed, passed, failed (E = error).

import { runSummary, taskSummary, type SyntheticRun } from '../../../bench/synthetic.js'
import type { AttemptStatus, RunSummary } from '../../../src/results/types.js'

const STATUS: Record<string, AttemptStatus> = { P: 'passed', F: 'failed', E: 'error' }

/** [name, statuses] or [name, statuses, checksum]: the id is `name@checksum`. */
export type TaskSpec = [name: string, statuses: string, checksum?: string]

export function run(specs: TaskSpec[], opts: SyntheticRun = {}): RunSummary {
  return runSummary(
    specs.map(([name, statuses, checksum = 'aaaaaaaaaaaa'], i) =>
      taskSummary(
        {
          id: `${name}@${checksum}`,
          name,
          checksum: checksum.padEnd(64, '0'),
          statuses: [...statuses].map((s) => STATUS[s]!),
          reasons: statuses.includes('E')
            ? [{ reason: 'verifier timed out', count: [...statuses].filter((s) => s === 'E').length }]
            : [],
        },
        i,
      ),
    ),
    opts,
  )
}
