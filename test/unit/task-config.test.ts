import { describe, expect, it } from 'vitest'
import { parseTaskConfig, TASK_DEFAULTS } from '../../src/task/config.js'
import { TaskConfigError } from '../../src/task/errors.js'

const FILE = 'my-task/task.toml'

function configError(toml: string): TaskConfigError {
  try {
    parseTaskConfig(toml, FILE)
  } catch (error) {
    if (error instanceof TaskConfigError) return error
    throw error
  }
  throw new Error('expected a TaskConfigError')
}

describe('parseTaskConfig', () => {
  it('gives Harbor defaults for an empty file', () => {
    expect(parseTaskConfig('', FILE)).toEqual({
      schemaVersion: null,
      task: { name: null, description: null, keywords: [] },
      metadata: {},
      agent: { timeoutSec: TASK_DEFAULTS.agentTimeoutSec, user: null },
      verifier: {
        timeoutSec: 600,
        user: null,
        env: {},
        keepAgentProcesses: false,
        keepPorts: [],
        collect: [],
        mode: 'shared',
        environment: null,
      },
      environment: {
        buildTimeoutSec: 600,
        dockerImage: null,
        cpus: 1,
        memoryMb: 2048,
        storageMb: null,
        networkMode: 'public',
        env: {},
        workdir: null,
        healthcheck: null,
        display: null,
      },
      solution: { env: {} },
      collectedPaths: [],
      steps: [],
      multiStepRewardStrategy: 'mean',
      trial: null,
      warnings: [],
    })
  })

  it('reads a separate verifier, its environment defaulting to the task limits', () => {
    expect(parseTaskConfig('[verifier]\nenvironment_mode = "separate"', FILE).verifier).toMatchObject({
      mode: 'separate',
      environment: null,
    })
    const config = parseTaskConfig(
      '[environment]\ncpus = 2\n[verifier.environment]\ndocker_image = "python:3.12"\nmemory_mb = 1024\nallow_internet = false\nenv = { A = "${A:-x}" }\nworkdir = "/srv"',
      FILE,
    )
    expect(config.verifier.mode).toBe('separate')
    expect(config.verifier.environment).toEqual({
      dockerImage: 'python:3.12',
      buildTimeoutSec: 600,
      cpus: 2,
      memoryMb: 1024,
      networkMode: 'no-network',
      env: { A: '${A:-x}' },
      workdir: '/srv',
    })
  })

  it('reads [[steps]] with the task-level fallbacks', () => {
    const config = parseTaskConfig(
      `
multi_step_reward_strategy = "final"
[agent]
timeout_sec = 100
user = "agent"
[verifier]
timeout_sec = 50
env = { A = "task", B = "task" }
[[verifier.collect]]
command = "task-hook"
[[steps]]
name = "first"
min_reward = 1
[[steps]]
name = "second"
min_reward = { tests = 0.5 }
artifacts = ["/app/second.log"]
[steps.agent]
timeout_sec = 30
[steps.verifier]
timeout_sec = 20
user = "checker"
env = { B = "step" }
[[steps.verifier.collect]]
command = "step-hook"
[steps.healthcheck]
command = "true"
`,
      FILE,
    )
    expect(config.multiStepRewardStrategy).toBe('final')
    const [first, second] = config.steps
    expect(first).toEqual({
      name: 'first',
      agent: { timeoutSec: 100, user: 'agent' },
      verifier: {
        timeoutSec: 50,
        user: null,
        env: { A: 'task', B: 'task' },
        collect: [{ command: 'task-hook', timeoutSec: 60, user: null, service: 'main' }],
      },
      minReward: 1,
      healthcheck: null,
      collectedPaths: [],
    })
    expect(second).toMatchObject({
      agent: { timeoutSec: 30, user: 'agent' },
      verifier: { timeoutSec: 20, user: 'checker', env: { A: 'task', B: 'step' } },
      minReward: { tests: 0.5 },
      healthcheck: { command: 'true' },
      collectedPaths: [{ source: '/app/second.log', destination: null, exclude: [] }],
    })
    expect(second!.verifier.collect.map((h) => h.command)).toEqual(['task-hook', 'step-hook'])
    expect(config.warnings).toEqual([])
  })

  it('reads every field', () => {
    const config = parseTaskConfig(
      `
schema_version = "1.1"
[task]
name = "org/hello"
description = "Say hello"
keywords = ["a", "b"]
[metadata]
difficulty = "easy"
tags = ["x"]
[agent]
timeout_sec = 120
user = "agent"
[verifier]
timeout_sec = 60.5
user = 0
env = { MODE = "strict" }
[environment]
build_timeout_sec = 300
docker_image = "ubuntu:24.04"
cpus = 2
memory_mb = 4096
storage_mb = 10240
network_mode = "no-network"
env = { API = "\${API_URL:-http://localhost}" }
workdir = "/app"
[solution.env]
SEED = "42"
`,
      FILE,
    )
    expect(config.schemaVersion).toBe('1.1')
    expect(config.task).toEqual({ name: 'org/hello', description: 'Say hello', keywords: ['a', 'b'] })
    expect(config.metadata).toEqual({ difficulty: 'easy', tags: ['x'] })
    expect(config.agent).toEqual({ timeoutSec: 120, user: 'agent' })
    expect(config.verifier).toEqual({
      timeoutSec: 60.5,
      user: '0',
      env: { MODE: 'strict' },
      keepAgentProcesses: false,
      keepPorts: [],
      collect: [],
      mode: 'shared',
      environment: null,
    })
    expect(config.environment).toEqual({
      buildTimeoutSec: 300,
      dockerImage: 'ubuntu:24.04',
      cpus: 2,
      memoryMb: 4096,
      storageMb: 10240,
      networkMode: 'no-network',
      env: { API: '${API_URL:-http://localhost}' },
      workdir: '/app',
      healthcheck: null,
      display: null,
    })
    expect(config.solution.env).toEqual({ SEED: '42' })
  })

  it('reads the old `version` key as schema_version', () => {
    expect(parseTaskConfig('version = "1.0"', FILE).schemaVersion).toBe('1.0')
  })

  it.each([
    ['memory = "2G"', 2048],
    ['memory = "512M"', 512],
    ['memory = "1.5g"', 1536],
    ['memory = "2GB"', 2048],
    ['memory = "4G"\nmemory_mb = 1024', 4096],
  ])('maps deprecated %j to memory_mb', (line, memoryMb) => {
    expect(parseTaskConfig(`[environment]\n${line}`, FILE).environment.memoryMb).toBe(memoryMb)
  })

  it('maps deprecated storage = "10G" to storage_mb', () => {
    expect(parseTaskConfig('[environment]\nstorage = "10G"', FILE).environment.storageMb).toBe(10240)
  })

  it.each([
    ['allow_internet = false', 'no-network'],
    ['allow_internet = true', 'public'],
    ['allow_internet = false\nnetwork_mode = "public"', 'public'],
  ])('maps %j to a network mode', (lines, mode) => {
    expect(parseTaskConfig(`[environment]\n${lines}`, FILE).environment.networkMode).toBe(mode)
  })

  it('loads Harbor 1.4 fields and warns once per field Harbor does not define', () => {
    const config = parseTaskConfig(
      [
        'source = "tb"',
        'multi_step_reward_strategy = "mean"',
        '[task]\nname = "t"\nauthors = [{ name = "a" }]\ntimout_sec = 3',
        '[agent]\ntimeout_secs = 5',
        '[environment]\ngpus = 0\nos = "linux"\nskills_dir = "/skills"',
        '[environment.healthcheck]\ncommand = "true"\nretry = 2',
        '[future]\nx = 1',
        '[metadata]\nanything = 1',
        '[[verifier.collect]]\ncommand = "true"\nwhen = "always"',
      ].join('\n'),
      FILE,
    )
    expect(config.task.name).toBe('t')
    expect(config.warnings.map((w) => w.field)).toEqual([
      'agent.timeout_secs',
      'environment.healthcheck.retry',
      'future',
      'task.timout_sec',
      'verifier.collect.0.when',
      'environment.skills_dir',
    ])
    expect(config.warnings[0]!.message).toContain('not a Harbor 1.4 task.toml field')
    expect(config.warnings.at(-1)!.message).toContain('skills')
  })

  it('reads the healthcheck, artifacts and collect hooks with Harbor defaults', () => {
    const config = parseTaskConfig(
      [
        'artifacts = ["/app/out.log", { source = "/app/build", destination = "build", exclude = ["*.o"] }]',
        '[environment.healthcheck]\ncommand = "curl -sf localhost:8080"\nretries = 5',
        '[[verifier.collect]]\ncommand = "cp /app/x /logs/artifacts/"',
      ].join('\n'),
      FILE,
    )
    expect(config.environment.healthcheck).toEqual({
      command: 'curl -sf localhost:8080',
      intervalSec: 5,
      timeoutSec: 30,
      startPeriodSec: 0,
      startIntervalSec: 5,
      retries: 5,
    })
    expect(config.collectedPaths).toEqual([
      { source: '/app/out.log', destination: null, exclude: [], service: 'main' },
      { source: '/app/build', destination: 'build', exclude: ['*.o'], service: 'main' },
    ])
    expect(config.verifier.collect).toEqual([
      { command: 'cp /app/x /logs/artifacts/', timeoutSec: 60, user: null, service: 'main' },
    ])
  })

  it.each([
    ['[[steps]]\nname = "../up"', 'steps.0.name', 'folder under steps/'],
    ['[[steps]]\nname = "a"\n[[steps]]\nname = "a"', 'steps.1.name', 'no other step has'],
    ['[[steps]]\nname = "a"\nmin_reward = "1"', 'steps.0.min_reward', 'a table'],
    ['[[steps]]\nname = "a"\nmin_reward = { tests = "x" }', 'steps.0.min_reward.tests', 'a number'],
    ['multi_step_reward_strategy = "max"', 'multi_step_reward_strategy', '"mean" or "final"'],
    [
      '[[steps]]\nname = "a"\n[steps.verifier]\nenvironment_mode = "separate"',
      'steps.0.verifier.environment_mode',
      'separate verifier',
    ],
    [
      '[[steps]]\nname = "a"\n[steps.agent]\nnetwork_mode = "no-network"',
      'steps.0.agent.network_mode',
      'per-phase network modes',
    ],
    ['[verifier]\nenvironment_mode = "both"', 'verifier.environment_mode', '"shared" or "separate"'],
    [
      '[verifier]\nenvironment_mode = "shared"\n[verifier.environment]\ncpus = 1',
      'verifier.environment_mode',
      'a [verifier.environment] is given',
    ],
    ['[verifier.environment]\ngpus = 1', 'verifier.environment.gpus', 'GPUs'],
    ['[verifier.environment]\nnetwork_mode = "allowlist"', 'verifier.environment.network_mode', 'allowlist'],
    [
      '[verifier]\nenvironment_mode = "separate"\n[[steps]]\nname = "a"',
      'verifier.environment_mode',
      'multi-step',
    ],
    ['[environment]\nos = "windows"', 'environment.os', 'Linux containers only'],
    ['[environment]\ngpus = 1', 'environment.gpus', 'GPUs'],
    ['[environment]\ngpu_types = ["h100"]', 'environment.gpu_types', 'GPUs'],
    ['[environment.tpu]\ntype = "v5"', 'environment.tpu', 'TPUs'],
    ['[environment]\nmcp_servers = [{ name = "x", url = "http://x" }]', 'environment.mcp_servers', 'MCP'],
    ['[environment]\nnetwork_mode = "allowlist"', 'environment.network_mode', 'allowlist'],
    ['[environment]\nallowed_hosts = ["pypi.org"]', 'environment.allowed_hosts', 'allowlist'],
    ['[agent]\nnetwork_mode = "no-network"', 'agent.network_mode', 'per-phase network modes'],
    ['artifacts = [{ source = "x", service = "db" }]', 'artifacts.0.source', 'absolute path'],
    ['artifacts = [{ source = "/x", destination = "../up" }]', 'artifacts.0.destination', 'relative path'],
    [
      '[environment.healthcheck]\ninterval_sec = 1',
      'environment.healthcheck.command',
      'the field is missing',
    ],
  ])('refuses %j: %s', (toml, field, words) => {
    const error = configError(toml)
    expect(error.field).toBe(field)
    expect(error.message).toContain(words)
    expect(error.message).toContain(FILE)
  })

  it('takes the destination manifest.json: copies go under artifacts/declared/, apart from the manifest', () => {
    const config = parseTaskConfig('artifacts = [{ source = "/x", destination = "manifest.json" }]', FILE)
    expect(config.collectedPaths[0]!.destination).toBe('manifest.json')
  })

  it('takes a phase network_mode equal to the environment one', () => {
    expect(
      parseTaskConfig(
        '[environment]\nnetwork_mode = "no-network"\n[verifier]\nnetwork_mode = "no-network"',
        FILE,
      ).environment.networkMode,
    ).toBe('no-network')
  })

  it('names the file and line of malformed TOML', () => {
    const error = configError('[task]\nname = "ok"\ntimeout_sec = \n')
    expect(error.file).toBe(FILE)
    expect(error.line).toBe(3)
    expect(error.message).toContain(`${FILE}:3`)
    expect(error.message).toMatch(/invalid TOML at line 3/)
  })

  it.each([
    ['[verifier]\ntimeout_sec = "ten"', 'verifier.timeout_sec', /number of seconds.*got the string "ten"/],
    ['[agent]\ntimeout_sec = -1', 'agent.timeout_sec', /positive number/],
    ['[environment]\nbuild_timeout_sec = true', 'environment.build_timeout_sec', /got boolean true/],
    ['[environment]\nnetwork_mode = "lan"', 'environment.network_mode', /"public" or "no-network".*"lan"/],
    ['[environment]\nallow_internet = "no"', 'environment.allow_internet', /true or false/],
    ['[environment]\ncpus = "2"', 'environment.cpus', /number of CPUs/],
    ['[environment]\nmemory_mb = 1.5', 'environment.memory_mb', /whole number of megabytes/],
    ['[environment]\nmemory = "lots"', 'environment.memory', /size like "2G"/],
    ['[environment]\nmemory = 2048', 'environment.memory', /size like "2G"/],
    ['[environment]\nstorage = "0M"', 'environment.storage', /size like "2G"/],
    ['[environment]\nworkdir = "app"', 'environment.workdir', /absolute path/],
    ['[environment]\ndocker_image = ""', 'environment.docker_image', /non-empty string/],
    ['[environment]\nenv = { PORT = 8080 }', 'environment.env.PORT', /quoted string, e.g. PORT = "8080"/],
    ['[environment]\nenv = { URL = "${HOST" }', 'environment.env.URL', /unclosed/],
    ['[verifier]\nenv = { A = "${1BAD}" }', 'verifier.env.A', /not a variable reference/],
    ['[solution]\nenv = "x"', 'solution.env', /a table/],
    ['[verifier]\nuser = ["a"]', 'verifier.user', /user name or uid/],
    ['[task]\nname = 7', 'task.name', /quoted string/],
    ['[task]\nkeywords = "a,b"', 'task.keywords', /array of strings/],
    ['task = "hello"', 'task', /a table/],
    ['schema_version = 1.1', 'schema_version', /quoted string/],
  ])('rejects %j naming the field', (toml, field, message) => {
    const error = configError(toml)
    expect(error.file).toBe(FILE)
    expect(error.field).toBe(field)
    expect(error.message).toContain(`${FILE} [${field}]`)
    expect(error.message).toMatch(message)
  })
})

describe('[verifier] keep_agent_processes', () => {
  it('is a boolean helios extension, false by default', () => {
    expect(
      parseTaskConfig('[verifier]\nkeep_agent_processes = true\n', 't/task.toml').verifier.keepAgentProcesses,
    ).toBe(true)
    expect(() => parseTaskConfig('[verifier]\nkeep_agent_processes = "yes"\n', 't/task.toml')).toThrow(
      /verifier\.keep_agent_processes.*true or false/,
    )
  })
})

describe('[verifier] keep_ports', () => {
  it('is a list of TCP ports, empty by default; anything else names the file, the field and the fix', () => {
    const parse = (toml: string) => parseTaskConfig(toml, 't/task.toml').verifier.keepPorts
    expect(parse('[verifier]\nkeep_ports = [8080, 5432]\n')).toEqual([8080, 5432])
    expect(parse('')).toEqual([])
    for (const bad of ['"8080"', '["8080"]', '[0]', '[70000]', '[80.5]', '8080']) {
      expect(() => parse(`[verifier]\nkeep_ports = ${bad}\n`)).toThrow(
        /t\/task\.toml.*verifier\.keep_ports.*TCP port numbers 1–65535, e\.g\. keep_ports = \[8080\]/,
      )
    }
  })
})
