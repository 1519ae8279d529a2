// task.toml written wrong on purpose, each case by hand (not derived from the field table, so a
// table that drops or misplaces a field fails here): a typo in every table, a field of one table
// put in another, both spellings of a renamed field, and a step's fields against the task's.
import { describe, expect, it } from 'vitest'
import { parseTaskConfig } from '../../src/task/config.js'
import { TaskConfigError } from '../../src/task/errors.js'
import { unknownFields } from '../../src/task/harbor-fields.js'
import { parseToml } from '../../src/task/config.js'

const FILE = 't/task.toml'
const UNKNOWN = 'not a Harbor 1.4 task.toml field: ignored (check its spelling and section)'
const MEANT = 'not a Harbor 1.4 task.toml field: ignored; did you mean '

function warned(toml: string): string[] {
  return parseTaskConfig(toml, FILE).warnings.map((warning) => `${warning.field}: ${warning.message}`)
}

function errorField(toml: string): string | null {
  try {
    parseTaskConfig(toml, FILE)
  } catch (error) {
    if (error instanceof TaskConfigError) return error.field
    throw error
  }
  throw new Error('expected a TaskConfigError')
}

const STEP = '[[steps]]\nname = "one"\n'

describe('a typo in every table is a warning naming its dotted path, and the field it resembles', () => {
  // The third column: the key of the same table suggested (null: none is close enough, or two are).
  it.each([
    ['timeout_secs = 1', 'timeout_secs', null],
    ['[task]\ntimeout_secs = 1', 'task.timeout_secs', null],
    ['[agent]\ntimeout_secs = 1', 'agent.timeout_secs', 'timeout_sec'],
    ['[verifier]\ntimeout_secs = 1', 'verifier.timeout_secs', 'timeout_sec'],
    ['[verifier.environment]\ncpu = 1', 'verifier.environment.cpu', 'cpus'],
    [
      '[verifier.environment.healthcheck]\ncommand = "true"\nretry = 1',
      'verifier.environment.healthcheck.retry',
      null,
    ],
    [
      '[[verifier.collect]]\ncommand = "true"\ntimeout_secs = 1',
      'verifier.collect.0.timeout_secs',
      'timeout_sec',
    ],
    ['[environment]\ncpu = 1', 'environment.cpu', 'cpus'],
    ['[environment.healthcheck]\ncommand = "true"\nretry = 1', 'environment.healthcheck.retry', null],
    ['[solution]\nenvs = {}', 'solution.envs', 'env'],
    ['[[artifacts]]\nsource = "/a"\ndest = "a"', 'artifacts.0.dest', 'destination'],
    [`${STEP}nmae = "x"`, 'steps.0.nmae', 'name'],
    [`${STEP}[steps.agent]\ntimeout_secs = 1`, 'steps.0.agent.timeout_secs', 'timeout_sec'],
    [`${STEP}[steps.verifier]\ntimeout_secs = 1`, 'steps.0.verifier.timeout_secs', 'timeout_sec'],
    [
      `${STEP}[[steps.verifier.collect]]\ncommand = "true"\nwhen = "x"`,
      'steps.0.verifier.collect.0.when',
      null,
    ],
    [`${STEP}[steps.healthcheck]\ncommand = "true"\nretry = 1`, 'steps.0.healthcheck.retry', null],
    [`${STEP}[[steps.artifacts]]\nsource = "/a"\ndest = "a"`, 'steps.0.artifacts.0.dest', 'destination'],
  ])('%j → %s (did you mean %s)', (toml, field, meant) => {
    expect(warned(toml)).toEqual([`${field}: ${meant === null ? UNKNOWN : `${MEANT}${meant}?`}`])
  })

  it('in the tables a task this runner refuses too (the list is checked before the refusal)', () => {
    expect(unknownFields(parseToml('[environment.tpu]\ntype = "v5"\ntopolgy = "2x2"', FILE))).toEqual([
      'environment.tpu.topolgy',
    ])
    expect(unknownFields(parseToml('[[environment.mcp_servers]]\nname = "m"\nuri = "x"', FILE))).toEqual([
      'environment.mcp_servers.0.uri',
    ])
  })

  it('not inside a free-form table: env, metadata and min_reward keys are the author’s', () => {
    const toml = [
      `${STEP}min_reward = { anything = 1 }`,
      '[metadata]\ntimeout_secs = 1',
      '[environment.env]\nTIMEOUT_SECS = "1"',
      '[verifier.env]\nCPU = "1"',
      '[solution.env]\nX = "1"',
    ].join('\n')
    expect(warned(toml)).toEqual([])
  })
})

describe('a field of one table placed in another is unknown there', () => {
  it.each([
    ['[agent]\nenv = { A = "1" }', 'agent.env'],
    ['[agent]\nkeep_ports = [8080]', 'agent.keep_ports'],
    ['[environment]\ntimeout_sec = 5', 'environment.timeout_sec'],
    ['[environment]\nuser = "agent"', 'environment.user'],
    ['[verifier]\ndocker_image = "x"', 'verifier.docker_image'],
    ['[verifier.environment]\nkeep_ports = [8080]', 'verifier.environment.keep_ports'],
    ['[task]\nuser = "agent"', 'task.user'],
    ['[solution]\ntimeout_sec = 5', 'solution.timeout_sec'],
    ['timeout_sec = 5', 'timeout_sec'],
    ['name = "t"', 'name'],
    ['[environment.healthcheck]\ncommand = "true"\nenv = {}', 'environment.healthcheck.env'],
    ['[[verifier.collect]]\ncommand = "true"\nexclude = ["x"]', 'verifier.collect.0.exclude'],
    ['[[artifacts]]\nsource = "/a"\ncommand = "true"', 'artifacts.0.command'],
    [`${STEP}timeout_sec = 5`, 'steps.0.timeout_sec'],
    [`${STEP}[steps.environment]\ncpus = 2`, 'steps.0.environment'],
  ])('%j → %s', (toml, field) => {
    expect(warned(toml)).toEqual([`${field}: ${UNKNOWN}`])
  })
})

describe('a deprecated and a new spelling both set', () => {
  it('both are type-checked: a wrong one is an error even when the other would win', () => {
    expect(errorField('[environment]\nmemory = "2G"\nmemory_mb = "lots"')).toBe('environment.memory_mb')
    expect(errorField('[environment]\nmemory = "lots"\nmemory_mb = 1024')).toBe('environment.memory')
    expect(errorField('[environment]\nstorage = "1G"\nstorage_mb = -1')).toBe('environment.storage_mb')
    expect(errorField('[environment]\nnetwork_mode = "public"\nallow_internet = "no"')).toBe(
      'environment.allow_internet',
    )
    expect(errorField('schema_version = "1.4"\nversion = 1')).toBe('version')
    expect(errorField('[verifier.environment]\nmemory = "1G"\nmemory_mb = 0')).toBe(
      'verifier.environment.memory_mb',
    )
  })

  it('Harbor’s winner: the size string over *_mb, network_mode over allow_internet, schema_version over version', () => {
    const config = parseTaskConfig(
      [
        'schema_version = "1.4"',
        'version = "1.0"',
        '[environment]\nmemory = "1G"\nmemory_mb = 4096\nstorage = "2G"\nstorage_mb = 100',
        'network_mode = "no-network"\nallow_internet = true',
        '[verifier.environment]\nmemory = "512M"\nmemory_mb = 4096\nnetwork_mode = "public"\nallow_internet = false',
      ].join('\n'),
      FILE,
    )
    expect(config.schemaVersion).toBe('1.4')
    expect(config.environment).toMatchObject({ memoryMb: 1024, storageMb: 2048, networkMode: 'no-network' })
    expect(config.verifier.environment).toMatchObject({ memoryMb: 512, networkMode: 'public' })
    expect(config.warnings).toEqual([])
  })
})

describe('a step-level field against the task-level one', () => {
  it('a step reads its agent and verifier fields, falling back to the task’s', () => {
    const config = parseTaskConfig(
      [
        '[agent]\ntimeout_sec = 100\nuser = "agent"',
        '[verifier]\ntimeout_sec = 200\nenv = { A = "task", B = "task" }',
        `${STEP}[steps.agent]\ntimeout_sec = 5`,
        '[steps.verifier]\nuser = "checker"\nenv = { B = "step" }',
      ].join('\n'),
      FILE,
    )
    expect(config.steps[0]).toMatchObject({
      agent: { timeoutSec: 5, user: 'agent' },
      verifier: { timeoutSec: 200, user: 'checker', env: { A: 'task', B: 'step' } },
    })
  })

  it('helios’s verifier extensions are task-level only: in a step they are unknown, not silently dropped', () => {
    const toml = `[verifier]\nkeep_ports = [8080]\n${STEP}[steps.verifier]\nkeep_ports = [5432]\nkeep_agent_processes = true`
    const config = parseTaskConfig(toml, FILE)
    expect(config.verifier.keepPorts).toEqual([8080])
    expect(config.warnings.map((warning) => warning.field)).toEqual([
      'steps.0.verifier.keep_agent_processes',
      'steps.0.verifier.keep_ports',
    ])
  })

  it('a wrong type in a step names the step’s field, not the task’s', () => {
    expect(errorField(`[agent]\ntimeout_sec = 5\n${STEP}[steps.agent]\ntimeout_sec = "5"`)).toBe(
      'steps.0.agent.timeout_sec',
    )
    expect(errorField(`${STEP}[steps.verifier]\nenv = { A = 1 }`)).toBe('steps.0.verifier.env.A')
    expect(errorField(`${STEP}[[steps.verifier.collect]]\ntimeout_sec = 5`)).toBe(
      'steps.0.verifier.collect.0.command',
    )
  })

  it('a task-level-only field in a step that Harbor defines there is refused, never ignored', () => {
    expect(errorField(`${STEP}[steps.verifier]\nenvironment_mode = "separate"`)).toBe(
      'steps.0.verifier.environment_mode',
    )
    expect(errorField(`${STEP}[steps.agent]\nallowed_hosts = ["x"]`)).toBe('steps.0.agent.allowed_hosts')
  })
})
