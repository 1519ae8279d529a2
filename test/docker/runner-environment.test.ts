// What the task's environment section controls: users, workdir, env for the entrypoint, network,
// secrets reaching only the agent.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchmark, type RunOptions } from '../../src/run/runner.js'
import type { AttemptResult } from '../../src/results/types.js'
import { BASE_IMAGE, makeTasks, type FixtureTask } from '../fixtures/tasks.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { readJson, rid } from '../fixtures/docker.js'

const folders = useRunnerFolders()

let runCounter = 0
async function runOne(
  spec: FixtureTask,
  options: Partial<RunOptions> = {},
): Promise<{ result: AttemptResult; dir: string }> {
  const tasks = await makeTasks(folders.root, [spec])
  const runId = rid(`e${++runCounter}`)
  await runBenchmark({ tasks, agent: { name: 'oracle' }, outputDir: folders.out, runId, ...options })
  const dir = join(folders.out, runId, '001_' + spec.name, 'attempt_001')
  return { result: await readJson<AttemptResult>(join(dir, 'result.json')), dir }
}

const USER_DOCKERFILE = `FROM ${BASE_IMAGE}\nRUN useradd -m agentuser && useradd -m checker && mkdir /app && chown agentuser /app\n`

describe('task environment', () => {
  it('runs the agent as [agent].user and the verifier as [verifier].user, in the workdir', async () => {
    const { result } = await runOne({
      name: 'users-and-workdir',
      dockerfile: USER_DOCKERFILE,
      toml: '[agent]\nuser = "agentuser"\n[verifier]\nuser = "checker"\n[environment]\nworkdir = "/app"',
      solve: 'echo "$(id -un) $(pwd)" > /app/agent-was; touch /tmp/done',
      test: 'if [ "$(cat /app/agent-was)" = "agentuser /app" ] && [ "$(id -un) $(pwd)" = "checker /app" ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
    })
    expect(result.status).toBe('passed')
  })

  it('environment.env reaches the image entrypoint and both phases; ${VAR:-default} expands', async () => {
    const { result } = await runOne(
      {
        name: 'entrypoint-env',
        dockerfile: [
          `FROM ${BASE_IMAGE}`,
          `RUN printf '#!/bin/bash\\necho "$GREETING $FROM_HOST" > /tmp/entrypoint-saw\\nexec "$@"\\n' > /entry.sh && chmod +x /entry.sh`,
          'ENTRYPOINT ["/entry.sh"]',
        ].join('\n'),
        toml: '[environment]\nenv = { GREETING = "hello", FROM_HOST = "${HELIOS_TEST_HOST_VAR:-fallback}" }',
        solve: '[ "$GREETING" = hello ] && touch /tmp/done',
        test: 'if [ "$(cat /tmp/entrypoint-saw)" = "hello from-host" ] && [ -f /tmp/done ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
      },
      { hostEnv: { HELIOS_TEST_HOST_VAR: 'from-host' } },
    )
    expect(result.status).toBe('passed')
  })

  it('a no-network task has only loopback; a public one has a network interface', async () => {
    const test = (expect: string) =>
      `if [ "$(ls /sys/class/net | tr '\\n' ' ')" = "${expect}" ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt; ls /sys/class/net`
    const offline = await runOne({
      name: 'offline',
      toml: '[environment]\nnetwork_mode = "no-network"',
      test: test('lo '),
    })
    expect(offline.result.status).toBe('passed')
    const online = await runOne({ name: 'online', test: test('eth0 lo ') })
    expect(online.result.status).toBe('passed')
  })

  it('cpu, memory and pids limits reach the container', async () => {
    const { result } = await runOne({
      name: 'limits',
      toml: '[environment]\ncpus = 0.5\nmemory_mb = 256',
      test: [
        'quota=$(cat /sys/fs/cgroup/cpu/cpu.cfs_quota_us 2>/dev/null || cut -d" " -f1 /sys/fs/cgroup/cpu.max)',
        'mem=$(cat /sys/fs/cgroup/memory/memory.limit_in_bytes 2>/dev/null || cat /sys/fs/cgroup/memory.max)',
        'if [ "$quota" = 50000 ] && [ "$mem" = 268435456 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
      ].join('\n'),
    })
    expect(result.status).toBe('passed')
  })

  it('a secret passed by name reaches the agent only, and is redacted in every file we write', async () => {
    const secret = 'sk-test-0123456789-abcdef'
    const { result, dir } = await runOne(
      {
        name: 'secret',
        test: 'if env | grep -q HELIOS_TEST_TOKEN; then echo 0; else echo 1; fi > /logs/verifier/reward.txt; echo "verifier sees [$HELIOS_TEST_TOKEN]"',
      },
      {
        agent: {
          name: 'command',
          command:
            'echo "token=$HELIOS_TEST_TOKEN"; echo "$HELIOS_TEST_TOKEN" >&2; echo "copy $HELIOS_TEST_TOKEN" > /logs/agent/copy.txt',
        },
        agentEnvNames: ['HELIOS_TEST_TOKEN'],
        hostEnv: { HELIOS_TEST_TOKEN: secret },
      },
    )
    expect(result.status).toBe('passed')
    expect(await readFile(join(dir, 'agent', 'stdout.txt'), 'utf8')).toBe('token=***\n')
    expect(await readFile(join(dir, 'agent', 'stderr.txt'), 'utf8')).toBe('***\n')
    expect(await readFile(join(dir, 'agent', 'copy.txt'), 'utf8')).toBe('copy ***\n')
    expect(await readFile(join(dir, 'verifier', 'test-stdout.txt'), 'utf8')).toBe('verifier sees []\n')
    const config = await readFile(join(dir, 'config.json'), 'utf8')
    expect(config).toContain('HELIOS_TEST_TOKEN')
    expect(config).not.toContain(secret)
  })

  it('the command agent gets the instruction as a file and env, and the model', async () => {
    const { result, dir } = await runOne(
      {
        name: 'instruction',
        instruction: 'Say the magic word.\n',
        test: 'echo 1 > /logs/verifier/reward.txt',
      },
      {
        agent: {
          name: 'command',
          command: 'cat "$HELIOS_INSTRUCTION_FILE"; echo "[$HELIOS_INSTRUCTION]"; echo "$HELIOS_MODEL"',
        },
        model: 'test-model-1',
      },
    )
    expect(result).toMatchObject({ status: 'passed', model: 'test-model-1', agent: 'command' })
    expect(await readFile(join(dir, 'agent', 'stdout.txt'), 'utf8')).toBe(
      'Say the magic word.\n[Say the magic word.\n]\ntest-model-1\n',
    )
  })
})
