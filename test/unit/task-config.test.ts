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
      verifier: { timeoutSec: 600, user: null, env: {}, keepAgentProcesses: false },
      environment: {
        buildTimeoutSec: 600,
        dockerImage: null,
        cpus: 1,
        memoryMb: 2048,
        storageMb: null,
        networkMode: 'public',
        env: {},
        workdir: null,
      },
      solution: { env: {} },
      unknownFields: [],
    })
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

  it('keeps unknown fields out of the way and lists them', () => {
    const config = parseTaskConfig(
      `source = "tb"\n[task]\nname = "t"\nauthors = []\n[environment]\ngpus = 1\n[environment.healthcheck]\ncommand = "true"\n[future]\nx = 1\n[metadata]\nanything = 1`,
      FILE,
    )
    expect(config.task.name).toBe('t')
    expect(config.unknownFields).toEqual([
      'environment.gpus',
      'environment.healthcheck',
      'future',
      'source',
      'task.authors',
    ])
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
    ['[environment]\nnetwork_mode = "allowlist"', 'environment.network_mode', /does not support/],
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
