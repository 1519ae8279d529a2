// bench.toml: the parser/validator and what a config runs, with the inputs a careless or hostile
// author writes (typos, wrong types, secrets inline, paths out of the repository).
import { describe, expect, it } from 'vitest'
import { BenchConfigError, parseBenchConfig } from '../../src/config/bench-config.js'
import { benchRuns, checkGlobsMatch, tasksOfRun, withFlags } from '../../src/config/bench-runs.js'
import { lineOfField } from '../../src/config/field-line.js'
import { interleavedAttempts } from '../../src/run/schedule.js'

const FILE = '.github/helios/nightly.toml'

function parse(text: string) {
  return parseBenchConfig(text, FILE)
}

/** The error a config raises: its field, line and message. */
function errorOf(text: string): { field: string | null; line: number | null; message: string } {
  try {
    parse(text)
  } catch (error) {
    if (!(error instanceof BenchConfigError)) throw error
    return { field: error.field, line: error.line, message: error.message }
  }
  throw new Error('expected a BenchConfigError')
}

const COMPARISON = `
name = "nightly"
models = ["anthropic/claude-sonnet-4-5", { id = "gpt", model = "openai/gpt-5" }]
attempts = 3
parallel = 4
agent_env = ["ANTHROPIC_API_KEY"]

[[tasks]]
name = "list-*"
rollouts = 5
timeout_multiplier = 2
environment_variables = { LOG_LEVEL = "debug", API_TOKEN = "\${API_TOKEN}" }

[[tasks]]
name = "list-primes"
model = "gpt"
env = { LOG_LEVEL = "trace" }
`

describe('parseBenchConfig', () => {
  it('reads a model comparison, with the seed config spellings (rollouts, parallel, environment_variables)', () => {
    const config = parse(COMPARISON)
    expect(config.name).toBe('nightly')
    expect(config.tasksDir).toBe('tasks')
    expect(config.models).toEqual([
      { id: 'claude-sonnet-4-5', model: 'anthropic/claude-sonnet-4-5' },
      { id: 'gpt', model: 'openai/gpt-5' },
    ])
    expect(config.agents).toEqual(['helios'])
    expect([config.attempts, config.concurrency]).toEqual([3, 4])
    expect(config.overrides.map((o) => [o.name, o.attempts, o.timeoutMultiplier, o.models])).toEqual([
      ['list-*', 5, 2, null],
      ['list-primes', null, null, ['gpt']],
    ])
    expect(config.overrides[0]!.env).toEqual({ LOG_LEVEL: 'debug', API_TOKEN: '${API_TOKEN}' })
  })

  it('names the label after the file when name is absent, and defaults to the oracle without models', () => {
    const config = parseBenchConfig('', 'configs/bench.toml')
    expect([config.name, config.agents, config.attempts]).toEqual(['bench', ['oracle'], null])
  })

  it.each([
    ['atempts = 3', 'atempts', 'unknown field'],
    ['model = "openai/gpt-5"', 'model', 'use models = ["…"]'],
    [
      '[[tasks]]\nname = "a"\nprepared_dir = "data/tasks/a"',
      'tasks.0.prepared_dir',
      'tasks are found under tasks_dir',
    ],
    [
      '[[tasks]]\nname = "a"\napply_overrides = true',
      'tasks.0.apply_overrides',
      'needs overrides = "<file>"',
    ],
    ['[[tasks]]\nname = "a"\napply_overrides = "yes"', 'tasks.0.apply_overrides', 'true or false'],
    [
      '[[tasks]]\nname = "a"\napply_overrides = true\noverrides = "../o.json"',
      'tasks.0.overrides',
      'a file inside the repository',
    ],
    ['attempts = "3"', 'attempts', 'whole number from 1 to 100'],
    ['attempts = -1', 'attempts', 'whole number from 1 to 100'],
    ['attempts = 2.5', 'attempts', 'whole number'],
    ['attempts = 2\nrollouts = 2', 'rollouts', 'the same setting; give one'],
    ['concurrency = 0', 'concurrency', 'from 1 to 256'],
    ['timeout_multiplier = 0', 'timeout_multiplier', 'from 0.01 to 100'],
    ['timeout_multiplier = inf', 'timeout_multiplier', 'from 0.01 to 100'],
    ['models = "openai/gpt-5"', 'models', 'expected an array'],
    ['models = [3]', 'models.0', 'a model name'],
    ['models = ["a/x", "b/x"]', 'models.1', 'two models have the id "x"'],
    ['models = [{ model = "openai/gpt-5", id = "gpt 5" }]', 'models.0.id', 'becomes part of the label'],
    ['models = [{ model = "openai/gpt-5", key = "sk-1" }]', 'models.0.key', 'unknown field'],
    ['agents = ["claude"]', 'agents.0', 'unknown agent "claude"'],
    ['agents = ["nop", "nop"]', 'agents.1', 'listed twice'],
    ['agents = ["helios"]', 'models', 'needs a model'],
    ['agents = ["oracle"]\nmodels = ["openai/gpt-5"]', 'models', 'no agent takes a model'],
    ['agents = ["command"]', 'agent_command', 'need agent_command'],
    ['tasks_dir = "../other-repo/tasks"', 'tasks_dir', 'inside the repository'],
    ['tasks_dir = "tasks/../../etc"', 'tasks_dir', 'inside the repository'],
    ['tasks_dir = "/etc"', 'tasks_dir', 'inside the repository'],
    ['agent_env = ["OPENAI_API_KEY=sk-123"]', 'agent_env.0', 'a variable name'],
    ['include = [""]', 'include.0', 'a task name glob'],
    ['schema_version = "2"', 'schema_version', 'the only version'],
    ['[[tasks]]\nattempts = 2', 'tasks.0.name', 'needs name'],
    ['[[tasks]]\nname = "a"\nattempts = 0', 'tasks.0.attempts', 'from 1 to 100'],
    ['[[tasks]]\nname = "a"\ntimeout_multiplier = -2', 'tasks.0.timeout_multiplier', 'from 0.01'],
    ['[[tasks]]\nname = "a"\nenv = { X = 1 }', 'tasks.0.env.X', 'a quoted string'],
    [
      '[[tasks]]\nname = "a"\nenv = { OPENAI_API_KEY = "sk-live-123" }',
      'tasks.0.env.OPENAI_API_KEY',
      "a secret's value does not go in the config",
    ],
    ['[[tasks]]\nname = "a"\nenv = { X = "${unclosed" }', 'tasks.0.env.X', 'unclosed'],
    ['[[tasks]]\nname = "a"\nmodels = ["openai/gpt-4"]', 'tasks.0.models', 'not in models'],
    ['tasks = "tasks/"', 'tasks', 'an array of tables'],
  ])('refuses %j at %s', (text, field, fix) => {
    const error = errorOf(text)
    expect(error.field).toBe(field)
    expect(error.message).toContain(FILE)
    expect(error.message).toContain(fix)
  })

  it('says the line of the field at fault, in a [[tasks]] entry too', () => {
    const text = 'name = "n"\nattempts = 2\n\n[[tasks]]\nname = "a"\n\n[[tasks]]\nname = "b"\nattempts = -1\n'
    const error = errorOf(text)
    expect([error.field, error.line]).toEqual(['tasks.1.attempts', 9])
    expect(error.message).toContain(`${FILE}:9 [tasks.1.attempts]`)
    expect(errorOf('name = "n"\natempts = 2').line).toBe(2)
  })

  it('gives the line and column of a TOML syntax error', () => {
    const error = errorOf('name = "n"\nattempts = = 3\n')
    expect(error.line).toBe(2)
    expect(error.message).toContain('invalid TOML at line 2')
  })

  it('finds lines of quoted keys and table entries, and none for a field it cannot place', () => {
    const text = 'a = 1\n"b" = 2\n[[tasks]]\nname = "x"\n[[tasks]]\nname = "y"\n'
    expect([lineOfField(text, 'b'), lineOfField(text, 'tasks.1'), lineOfField(text, 'tasks.1.name')]).toEqual(
      [2, 5, 6],
    )
    expect(lineOfField(text, 'tasks.7.name')).toBeNull()
    expect(lineOfField(text, 'missing')).toBeNull()
  })
})

describe('benchRuns', () => {
  it('runs each model as its own label, and each agent when there are several', () => {
    expect(benchRuns(parse(COMPARISON)).map((r) => [r.label, r.agent, r.model?.model ?? null])).toEqual([
      ['nightly-claude-sonnet-4-5', 'helios', 'anthropic/claude-sonnet-4-5'],
      ['nightly-gpt', 'helios', 'openai/gpt-5'],
    ])
    const mixed = parse('name = "cmp"\nagents = ["helios", "oracle"]\nmodels = ["openai/gpt-5"]')
    expect(benchRuns(mixed).map((r) => r.label)).toEqual(['cmp-helios', 'cmp-oracle'])
    expect(benchRuns(parse('name = "solo"\nagents = ["nop"]')).map((r) => r.label)).toEqual(['solo'])
  })

  it('refuses a label GitHub artifacts cannot carry', () => {
    expect(() => benchRuns(parse(`name = "${'x'.repeat(70)}"\nagents = ["nop"]`))).toThrow(/1-64 letters/)
    expect(() => benchRuns(parse('name = "a b"\nagents = ["nop"]'))).toThrow(/\[name\]/)
  })
})

describe('per-task settings', () => {
  const tasks = [{ name: 'list-primes' }, { name: 'list-files' }, { name: 'word-frequency' }]

  it('applies every matching [[tasks]] entry, later ones winning field by field', () => {
    const config = parse(COMPARISON)
    const [sonnet, gpt] = benchRuns(config)
    const onGpt = tasksOfRun(config, gpt!, tasks)
    expect(onGpt.map((p) => [p.task.name, p.settings, p.env])).toEqual([
      [
        'list-primes',
        { attempts: 5, timeoutMultiplier: 2 },
        { LOG_LEVEL: 'trace', API_TOKEN: '${API_TOKEN}' },
      ],
      [
        'list-files',
        { attempts: 5, timeoutMultiplier: 2 },
        { LOG_LEVEL: 'debug', API_TOKEN: '${API_TOKEN}' },
      ],
      ['word-frequency', { attempts: 3 }, {}],
    ])
    // list-primes is restricted to gpt: the sonnet run leaves it out.
    expect(tasksOfRun(config, sonnet!, tasks).map((p) => p.task.name)).toEqual([
      'list-files',
      'word-frequency',
    ])
  })

  it('lets a flag win over the config, per-task entries included', () => {
    const config = withFlags(parse(COMPARISON), {
      attempts: 1,
      models: ['openai/gpt-5'],
      include: ['list-*'],
    })
    const runs = benchRuns(config)
    expect(runs.map((r) => r.label)).toEqual(['nightly'])
    const planned = tasksOfRun(config, runs[0]!, tasks)
    expect(planned.map((p) => [p.task.name, p.settings.attempts, p.settings.timeoutMultiplier])).toEqual([
      ['list-primes', 1, 2],
      ['list-files', 1, 2],
      ['word-frequency', 1, undefined],
    ])
    expect(config.include).toEqual(['list-*'])
    expect(() => benchRuns(withFlags(parse('agents = ["nop"]'), { agents: ['helios'] }))).toThrow(
      /needs a model/,
    )
  })

  it('refuses an include glob or a [[tasks]] name that matches no task', () => {
    const config = parse('include = ["list-*", "wrod-*"]\n[[tasks]]\nname = "list-primes"')
    expect(() =>
      checkGlobsMatch(
        config,
        tasks.map((t) => t.name),
      ),
    ).toThrow(`${FILE}:1 [include.1]: "wrod-*" matches no task under tasks`)
    const override = parse('[[tasks]]\nname = "list-primes"\n[[tasks]]\nname = "deleted-task"\nattempts = 2')
    expect(() =>
      checkGlobsMatch(
        override,
        tasks.map((t) => t.name),
      ),
    ).toThrow(/:4 \[tasks\.1\.name\]: "deleted-task" matches no task/)
    expect(() =>
      checkGlobsMatch(
        parse(COMPARISON),
        tasks.map((t) => t.name),
      ),
    ).not.toThrow()
  })

  it('schedules each task its own number of attempts, interleaved', () => {
    expect(interleavedAttempts(3, 1, [2, undefined, 3])).toEqual([
      { taskIndex: 0, attempt: 1 },
      { taskIndex: 1, attempt: 1 },
      { taskIndex: 2, attempt: 1 },
      { taskIndex: 0, attempt: 2 },
      { taskIndex: 2, attempt: 2 },
      { taskIndex: 2, attempt: 3 },
    ])
  })
})
