// Score dodging (DESIGN: errors leave the valid count, so nothing an agent can do may become one):
// an agent that solves one task and, on the other, makes its attempt unverifiable — deleting the
// shells and interpreters the test needs, killing its environment's main process, leaving a subject
// too big to copy — is compared with an honest agent that solves the same task and fails the other.
// Both must score the same: every such attempt is `failed`, so no gate calls the dodger better.
import { describe, expect, it } from 'vitest'
import { verifierTrustLine } from '../../src/report/verifier-trust.js'
import { runBenchmark } from '../../src/run/runner.js'
import { compareRuns } from '../../src/results/compare.js'
import { makeTask } from '../fixtures/tasks.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { rid } from '../fixtures/docker.js'

const folders = useRunnerFolders()

// Solves `easy`; on `hard` either gives up (honest) or sabotages the verifier's world.
const HONEST = 'if [ -f /helios-easy ]; then touch /tmp/done; fi'
const DODGE = [
  'if [ -f /helios-easy ]; then touch /tmp/done; exit 0; fi',
  // Every way this agent knows to leave no verdict: no bash, no python, PID 1 killed.
  'truncate -s 64M /tmp/huge; rm -f /bin/bash /usr/bin/bash /bin/sh /usr/bin/python3*; kill -9 1',
].join('\n')

describe('score dodging', () => {
  it('an agent that turns its failures into unverifiable attempts scores exactly as one that fails them', async () => {
    const tasks = await Promise.all(
      ['easy', 'hard'].map((name) =>
        makeTask(folders.root, {
          name: `dodge-${name}`,
          dockerfile: `FROM helios-base:bookworm\n${name === 'easy' ? 'RUN touch /helios-easy\n' : ''}`,
          // The test names /tmp/huge: past the subject cap it cannot be copied.
          test: 'ls -l /tmp/huge >/dev/null 2>&1; if [ -f /tmp/done ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
        }),
      ),
    )
    const run = (name: string, command: string) =>
      runBenchmark({
        tasks,
        agent: { name: 'command', command },
        outputDir: folders.out,
        runId: rid(name),
        attempts: 2,
        subjectCapBytes: 8 * 1024 * 1024,
      })
    const honest = await run('honest', HONEST)
    const dodger = await run('dodger', DODGE)
    const hard = dodger.tasks.find((t) => t.task_name === 'dodge-hard')!
    expect(hard.errors, JSON.stringify(hard.reasons)).toBe(0)
    expect(hard.successes).toBe(0)
    expect(dodger.totals.errors).toBe(0)
    // The report shows the dodge: every hard attempt ended without a verdict, none of the honest run's.
    expect(hard.no_verdict).toBe(2)
    expect(honest.tasks.some((t) => t.no_verdict)).toBe(false)
    expect(verifierTrustLine(dodger)).toContain('2 attempt(s) by command ended without a verdict')
    const comparison = compareRuns(honest, dodger, { failOnError: true })
    expect(comparison.passAtK?.delta ?? 0).toBeCloseTo(0, 6)
    expect(comparison.verdict).not.toMatch(/improve/i)
  })
})
