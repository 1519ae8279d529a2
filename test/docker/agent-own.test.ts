// Agents from your repository: host-command acting through `helios exec`, and an in-container
// agent copied in with agentDir. Real Docker.
import { describe, expect, it } from 'vitest'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchmark } from '../../src/run/runner.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import { makeTask } from '../fixtures/tasks.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { rid } from '../fixtures/docker.js'
import { filesContaining } from '../fixtures/output-files.js'
import { HELIOS_CLI } from '../fixtures/cli.js'

const HELIOS_EXEC = `node ${HELIOS_CLI} exec`
const SECRET = 'host-agent-secret-81f2'

const folders = useRunnerFolders()

describe('host-command agent', () => {
  it('acts on a sealed container through helios exec, as the task user in its workdir', async () => {
    const task = await makeTask(folders.root, {
      name: 'as-user',
      toml: '[agent]\nuser = "nobody"\n[environment]\nnetwork_mode = "no-network"\nworkdir = "/tmp"\n',
      test: 'if [ "$(cat /tmp/who 2>/dev/null)" = "nobody /tmp" ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
    })
    // The agent sees its instruction file and key; the exec runs `id -un` and `pwd` in the container.
    const command = [
      'grep -q "Solve as-user" "$HELIOS_INSTRUCTION_FILE"',
      `test "$MY_AGENT_KEY" = ${SECRET}`,
      `${HELIOS_EXEC} "$HELIOS_CONTAINER_ID" -- 'echo "$(id -un) $(pwd)" > /tmp/who'`,
      'echo "used $MY_AGENT_KEY" > "$HELIOS_AGENT_DIR/notes.txt"',
    ].join(' && ')
    const runId = rid('host-command')
    const summary = await runBenchmark({
      tasks: [task],
      agent: { name: 'host-command', command },
      agentEnvNames: ['MY_AGENT_KEY'],
      hostEnv: { MY_AGENT_KEY: SECRET },
      outputDir: folders.out,
      runId,
    })
    expect(summary.totals).toMatchObject({ passed: 1, errors: 0 })
    const attemptDir = join(folders.out, runId, '001_as-user', 'attempt_001')
    const result = parseAttemptResult(await readFile(join(attemptDir, 'result.json'), 'utf8'), 'result.json')
    expect(result.exit_codes.agent).toBe(0)
    expect(await filesContaining(join(folders.out, runId), SECRET)).toEqual([])
  })

  it('stops a host command at the agent timeout', async () => {
    const task = await makeTask(folders.root, { name: 'slow-host', toml: '[agent]\ntimeout_sec = 2\n' })
    const runId = rid('host-timeout')
    const summary = await runBenchmark({
      tasks: [task],
      agent: { name: 'host-command', command: 'sleep 60' },
      outputDir: folders.out,
      runId,
    })
    const result = parseAttemptResult(
      await readFile(join(folders.out, runId, '001_slow-host', 'attempt_001', 'result.json'), 'utf8'),
      'result.json',
    )
    expect(result.timed_out.agent).toBe(true)
    expect(summary.totals).toMatchObject({ failed: 1 })
  })
})

describe('agent dir', () => {
  it('copies a host folder to /helios/agent before the agent phase', async () => {
    const agentDir = join(folders.root, 'my-agent')
    await mkdir(agentDir, { recursive: true })
    await writeFile(join(agentDir, 'run.sh'), '#!/bin/bash\ntouch /tmp/done\n', { mode: 0o755 })
    const task = await makeTask(folders.root, { name: 'uses-agent-dir' })
    const summary = await runBenchmark({
      tasks: [task],
      agent: { name: 'command', command: '/helios/agent/run.sh' },
      agentDir,
      outputDir: folders.out,
      runId: rid('agent-dir'),
    })
    expect(summary.totals).toMatchObject({ passed: 1, errors: 0 })
  })
})
