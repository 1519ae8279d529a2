// An agent killed by SIGKILL, out of memory, or left without its container, with real Docker:
// `oom_killed` and "out of memory" come only from the engine, never from an exit code of 137, and
// a container that stops says so (its exit code, OOM or not) instead of what the next call met.
import { describe, expect, it } from 'vitest'
import { makeTask, type FixtureTask } from '../fixtures/tasks.js'
import { runOneAttempt, useRunnerFolders } from '../fixtures/runner.js'

const folders = useRunnerFolders()

/** Each process whose name is `sleep` (the container's command, docker-init's only child). */
const EACH_SLEEP = 'for p in /proc/[0-9]*; do [ "$(cat $p/comm 2>/dev/null)" = sleep ] || continue'

/** The container's command first for the OOM killer, then six 16 MB processes against 64 MB. */
const OOM_THE_CONTAINER = [
  `${EACH_SLEEP}; echo 1000 > $p/oom_score_adj; done`,
  'for i in 1 2 3 4 5 6; do perl -e "\\$x = q(a) x (16 << 20); sleep 30" & done; wait',
].join('; ')

async function attempt(spec: FixtureTask, command: string) {
  const task = await makeTask(folders.root, spec)
  const { result } = await runOneAttempt(task, { name: 'command', command }, spec.name, folders.out)
  return result
}

describe('an agent killed, and an environment that stops', () => {
  it("an agent that kills the container's command: restarted for the verifier, which decides; no OOM", async () => {
    const result = await attempt(
      { name: 'kills-sleep' },
      `touch /tmp/done; ${EACH_SLEEP}; kill -9 \${p#/proc/}; done; sleep 30`,
    )
    expect(result).toMatchObject({
      status: 'passed',
      reason:
        'agent was killed (SIGKILL): the environment stopped during the agent phase (exit 137); restarted for the verifier',
      oom_killed: false,
      exit_codes: { agent: 137 },
    })
  })

  it('an agent that stops the container with `kill 1` (docker-init passes SIGTERM on): exit 143, no OOM', async () => {
    const result = await attempt({ name: 'kills-init' }, 'kill 1; sleep 30')
    expect(result).toMatchObject({
      status: 'failed',
      reason:
        'reward 0 < 1; agent was killed (SIGKILL): the environment stopped during the agent phase (exit 143); restarted for the verifier',
      oom_killed: false,
    })
  })

  it('a container whose command the OOM killer takes: stopped, out of memory, the verifier decides', async () => {
    const result = await attempt(
      { name: 'container-oom', toml: '[environment]\nmemory_mb = 64' },
      `touch /tmp/done; ${OOM_THE_CONTAINER}`,
    )
    expect(result).toMatchObject({
      status: 'passed',
      reason:
        'agent was killed (SIGKILL): the environment stopped during the agent phase (exit 137, out of memory); restarted for the verifier',
      oom_killed: true,
    })
  })

  it('an agent whose own process the OOM killer takes (the container keeps running): out of memory', async () => {
    // tail must hold the whole (newline-free) input: 300 MB against a 64 MB limit; its status is the pipeline's.
    const result = await attempt(
      { name: 'agent-oom', toml: '[environment]\nmemory_mb = 64' },
      'head -c 300m /dev/zero | tail > /dev/null',
    )
    expect(result).toMatchObject({
      status: 'failed',
      reason: 'reward 0 < 1; agent was killed: out of memory (limit 64 MB)',
      oom_killed: true,
      exit_codes: { agent: 137 },
    })
  })

  it('an agent that kills itself with SIGKILL is killed, not out of memory', async () => {
    const result = await attempt({ name: 'kills-itself' }, 'touch /tmp/done; kill -9 $$')
    expect(result).toMatchObject({
      status: 'passed',
      reason: 'agent was killed (SIGKILL)',
      oom_killed: false,
      exit_codes: { agent: 137 },
    })
  })

  it('an agent that exits 137 on purpose claims no out-of-memory kill', async () => {
    const result = await attempt({ name: 'exits-137' }, 'exit 137')
    expect(result).toMatchObject({
      status: 'failed',
      reason: 'reward 0 < 1; agent was killed (SIGKILL)',
      oom_killed: false,
    })
  })

  it("a verifier that stops its own environment (beside the agent's): the reward its processes wrote stands", async () => {
    // The verifier's environment is its own (trust-boundary.ts): only the verifier's processes
    // could write that reward, and no agent process can stop that environment.
    const result = await attempt(
      { name: 'verifier-kills-init', test: 'echo 1 > /logs/verifier/reward.txt; kill 1; sleep 30' },
      'touch /tmp/done',
    )
    expect(result).toMatchObject({ status: 'passed', verifier_isolation: 'beside', retries: 0 })
  })

  it('a collect hook that stops the container: the next call (the verifier) meets it and names the phase', async () => {
    const result = await attempt(
      {
        name: 'hook-kills-init',
        toml: '[[verifier.collect]]\ncommand = "kill 1; sleep 30"\nuser = "root"',
      },
      'touch /tmp/done',
    )
    expect(result).toMatchObject({
      status: 'error',
      reason: 'the environment stopped during artifact collection (exit 143)',
      oom_killed: false,
    })
  })
})
