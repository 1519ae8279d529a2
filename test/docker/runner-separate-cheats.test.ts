// The separate verifier treats artifacts as data, with real Docker and Debian's Python 3.11 and
// pytest: every cheat in test/fixtures/separate-cheats.ts (a module shadowing the standard library
// or pytest, a planted pytest plugin, conftest.py, start-up files) is run by the oracle, whose
// solve.sh plants it beside a wrong answer in /app; none may pass, and the honest controls must.
import { describe, expect, it } from 'vitest'
import { runBenchmark } from '../../src/run/runner.js'
import type { AttemptStatus } from '../../src/results/types.js'
import { rid } from '../fixtures/docker.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { SEPARATE_CHEATS, separateCheatTask } from '../fixtures/separate-cheats.js'
import { makeTasks } from '../fixtures/tasks.js'

const folders = useRunnerFolders()

describe('separate verifier: artifacts are data', () => {
  it('no cheat planted in a declared artifact passes; a test that imports the module explicitly does', async () => {
    const tasks = await makeTasks(folders.root, SEPARATE_CHEATS.map(separateCheatTask))
    const statuses: Record<string, AttemptStatus> = {}
    const reasons: Record<string, string | null> = {}
    await runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: folders.out,
      runId: rid('separate-cheats'),
      onAttemptComplete: (result) => {
        statuses[result.task_name] = result.status
        reasons[result.task_name] = result.reason
      },
    })
    // `failed`, not `error`: each verifier ran and judged the wrong answer.
    const expected = Object.fromEntries(
      SEPARATE_CHEATS.map((c) => [c.name, c.honest ? 'passed' : c.refused ? 'error' : 'failed']),
    )
    expect(statuses).toEqual(expected)
    expect(reasons['artifact-tests']).toBe(
      "artifact /tests overlaps the verifier's /tests, which never comes from the agent; declare a path outside it",
    )
  })
})
