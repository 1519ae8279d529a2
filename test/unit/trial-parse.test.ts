// The trial format: scenes, roles and turns from task.toml's [trial] and from a YAML file, with
// errors that name the file, the scene and the field; no scenes is today's single-turn attempt.
import { describe, expect, it } from 'vitest'
import { parseTaskConfig } from '../../src/task/config.js'
import { parseTrial } from '../../src/trial/parse.js'
import { trialFromYaml } from '../../src/trial/load.js'
import { TrialConfigError } from '../../src/trial/types.js'

const CODER_REVIEWER = `
[trial]
sandbox_setup_timeout = 90

[[trial.scenes]]
name = "review"
timeout_sec = 300
roles = [{ name = "coder" }, { name = "reviewer", model = "openai/gpt-5" }]

[[trial.scenes.turns]]
role = "coder"

[[trial.scenes.turns]]
role = "reviewer"
prompt = "Review /app. Write feedback to /app/.outbox/coder.json"
timeout_sec = 60

[[trial.scenes.turns]]
role = "coder"
prompt = "Apply the feedback."
`

function trialError(run: () => unknown): TrialConfigError {
  try {
    run()
  } catch (error) {
    if (error instanceof TrialConfigError) return error
    throw error
  }
  throw new Error('no error')
}

describe('task.toml [trial]', () => {
  it('reads scenes, roles, turns and timeouts', () => {
    const config = parseTaskConfig(CODER_REVIEWER, 'tasks/x/task.toml')
    expect(config.trial).toEqual({
      file: 'tasks/x/task.toml',
      sandboxSetupTimeoutSec: 90,
      scenes: [
        {
          name: 'review',
          timeoutSec: 300,
          roles: [
            { name: 'coder', agent: null, model: null },
            { name: 'reviewer', agent: null, model: 'openai/gpt-5' },
          ],
          turns: [
            { role: 'coder', prompt: null, timeoutSec: null },
            { role: 'reviewer', prompt: expect.stringContaining('/app/.outbox/coder.json'), timeoutSec: 60 },
            { role: 'coder', prompt: 'Apply the feedback.', timeoutSec: null },
          ],
        },
      ],
    })
    expect(config.warnings).toEqual([])
  })

  it('no [trial] is no trial: the single-turn attempt of before', () => {
    expect(parseTaskConfig('[task]\nname = "x"\n', 'task.toml').trial).toBeNull()
    expect(parseTaskConfig('[trial]\n', 'task.toml').trial).toBeNull()
  })

  it('a scene with no roles has one, "agent", which its turns need not name', () => {
    const config = parseTaskConfig(
      '[[trial.scenes]]\nturns = [{}, { prompt = "Check your work." }]\n',
      't.toml',
    )
    expect(config.trial!.scenes[0]).toMatchObject({
      name: 'scene-1',
      roles: [{ name: 'agent' }],
      turns: [
        { role: 'agent', prompt: null },
        { role: 'agent', prompt: 'Check your work.' },
      ],
    })
  })

  it('errors name the file, the field and the scene', () => {
    const cases: [string, string, RegExp][] = [
      [
        '[[trial.scenes]]\nname = "s"\nroles = [{ name = "coder" }]\nturns = [{ role = "bob" }]\n',
        'trial.scenes.0.turns.0.role',
        /one of the scene's roles \(coder\), got the string "bob"/,
      ],
      [
        '[[trial.scenes]]\nname = "empty"\nroles = [{ name = "a" }]\n',
        'trial.scenes.0.turns',
        /at least one turn/,
      ],
      [
        '[[trial.scenes]]\nname = "s"\nroles = [{ name = "a" }, { name = "b" }]\nturns = [{ role = "a", prompt = "write /app/.outbox/carol.json" }]\n',
        'trial.scenes.0.turns.0.prompt',
        /outbox recipient "carol" is not a role of this scene \(roles: a, b\)/,
      ],
      [
        '[[trial.scenes]]\nname = "s"\nroles = [{ name = "a" }, { name = "a" }]\nturns = [{ role = "a" }]\n',
        'trial.scenes.0.roles.1.name',
        /no other role/,
      ],
      [
        '[[trial.scenes]]\nname = "s"\nturns = [{ rol = "a" }]\n',
        'trial.scenes.0.turns.0.rol',
        /unknown field/,
      ],
      ['[[trial.scenes]]\nname = "../x"\nturns = [{}]\n', 'trial.scenes.0.name', /letters, digits/],
      [
        '[trial]\nsandbox_setup_timeout = -1\n[[trial.scenes]]\nturns = [{}]\n',
        'trial.sandbox_setup_timeout',
        /above 0/,
      ],
    ]
    for (const [toml, field, detail] of cases) {
      const error = (() => {
        try {
          parseTaskConfig(toml, 'tasks/t/task.toml')
        } catch (caught) {
          return caught as Error & { field?: string }
        }
        throw new Error(`no error for ${toml}`)
      })()
      expect(error.field, toml).toBe(field)
      expect(error.message).toContain('tasks/t/task.toml')
      expect(error.message).toMatch(detail)
      if (field.startsWith('trial.scenes.0.') && !field.endsWith('.name'))
        expect(error.message).toMatch(/\(scene "(s|empty)"\)/)
    }
  })

  it('a task has [[steps]] or a [trial], not both', () => {
    const toml = '[[steps]]\nname = "one"\n[[trial.scenes]]\nturns = [{}]\n'
    expect(() => parseTaskConfig(toml, 'task.toml')).toThrow(/\[\[steps\]\] or a \[trial\], not both/)
  })

  it('two scenes may not share a name', () => {
    const error = trialError(() =>
      parseTrial(
        {
          scenes: [
            { name: 'a', turns: [{}] },
            { name: 'a', turns: [{}] },
          ],
        },
        'bench.toml',
      ),
    )
    expect(error.field).toBe('trial.scenes.1.name')
    expect(error.scene).toBe('a')
  })
})

describe('a trial in YAML (--trial file.yaml)', () => {
  const yaml = `
sandbox_setup_timeout: 120
scenes:
  - name: skill-gen
    roles: [{ name: gen }]
    turns:
      - role: gen
        prompt: Write a skill document to /app/generated-skill.md
  - name: solve
    roles: [{ name: solver }]
    turns: [{ role: solver }]
`
  it('reads BenchFlow’s shape, at the top or under trial:', () => {
    const top = trialFromYaml(yaml, 'byos.yaml')
    expect(top.scenes.map((s) => [s.name, s.turns.map((t) => t.role)])).toEqual([
      ['skill-gen', ['gen']],
      ['solve', ['solver']],
    ])
    expect(top.sandboxSetupTimeoutSec).toBe(120)
    const nested = trialFromYaml(`trial:\n${yaml.replace(/^/gm, '  ')}`, 'byos.yaml')
    expect(nested.scenes).toEqual(top.scenes)
  })

  it('errors name the YAML file and the scene', () => {
    const bad = yaml.replace('turns: [{ role: solver }]', 'turns: [{ role: coder }]')
    const error = trialError(() => trialFromYaml(bad, 'byos.yaml'))
    expect(error.message).toMatch(
      /^byos\.yaml \[scenes\.1\.turns\.0\.role\] \(scene "solve"\): expected one of/,
    )
    expect(() => trialFromYaml('scenes: []\n', 'e.yaml')).toThrow(/at least one scene/)
    expect(() => trialFromYaml('scenes: [\n', 'e.yaml')).toThrow(/invalid YAML/)
  })
})

describe('a run’s trial (bench.toml [trial], --trial)', () => {
  it('bench.toml reads [trial]; its errors name the config, the field and the scene', async () => {
    const { parseBenchConfig } = await import('../../src/config/bench-config.js')
    const config = parseBenchConfig(`agents = ["nop"]\n${CODER_REVIEWER}`, 'bench.toml')
    expect(config.trial?.scenes[0]?.turns.map((t) => t.role)).toEqual(['coder', 'reviewer', 'coder'])
    const bad = `agents = ["nop"]\n${CODER_REVIEWER.replace('role = "reviewer"\n', 'role = "carol"\n')}`
    expect(() => parseBenchConfig(bad, 'bench.toml')).toThrow(
      /bench\.toml \[trial\.scenes\.0\.turns\.1\.role\]: expected one of the scene's roles .* \(scene "review"\)/,
    )
  })

  it('replaces every task’s own trial, and refuses a task with [[steps]]', async () => {
    const { withTrial } = await import('../../src/trial/apply.js')
    const trial = trialFromYaml('scenes: [{ turns: [{}] }]\n', 'run.yaml')
    const config = parseTaskConfig(CODER_REVIEWER, 'task.toml')
    const task = { name: 'a', steps: [], config } as unknown as Parameters<typeof withTrial>[0][number]
    expect(withTrial([task], trial)[0]!.config.trial).toBe(trial)
    expect(withTrial([task], null)[0]!.config.trial).toBe(config.trial)
    const stepped = { ...task, name: 'b', steps: [{}] } as typeof task
    expect(() => withTrial([stepped], trial)).toThrow(/task b has \[\[steps\]\]/)
  })
})
