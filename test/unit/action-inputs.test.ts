import { describe, expect, it } from 'vitest'
import { getInputs, InputError, list } from '../../src/action/inputs.js'

const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''

describe('getInputs', () => {
  it('applies defaults for a run step', () => {
    const inputs = getInputs(read({ mode: 'run' }))
    expect(inputs).toMatchObject({
      mode: 'run',
      tasks: 'tasks',
      pattern: '**/task.toml',
      label: 'default',
      agent: 'oracle',
      attempts: 1,
      concurrency: 2,
      shards: null,
      comment: 'always',
      failOnRegression: true,
      confidence: 0.95,
      minEffect: 0.02,
    })
  })

  it('parses lists, numbers and booleans', () => {
    const inputs = getInputs(
      read({
        mode: 'plan',
        include: 'a-*, b-*\nc',
        'agent-env': 'ANTHROPIC_API_KEY\nOPENAI_API_KEY',
        shards: '4',
        'changed-only': 'true',
      }),
    )
    expect(inputs.include).toEqual(['a-*', 'b-*', 'c'])
    expect(inputs.agentEnv).toEqual(['ANTHROPIC_API_KEY', 'OPENAI_API_KEY'])
    expect(inputs.shards).toBe(4)
    expect(inputs.changedOnly).toBe(true)
  })

  it.each([
    [{ mode: 'deploy' }, /Input 'mode' is 'deploy'; use one of plan, run, report, publish/],
    [{ mode: 'plan', shards: '300' }, /Input 'shards' is '300'; use a whole number from 1 to 256/],
    [{ mode: 'run', attempts: '2.5' }, /Input 'attempts' is '2.5'/],
    [{ mode: 'run', agent: 'gpt' }, /Input 'agent' is 'gpt'/],
    [{ mode: 'run', agent: 'command' }, /Input 'agent-command' is empty/],
    [{ mode: 'report', 'fail-on-regression': 'maybe' }, /use true or false/],
    [{ mode: 'report', confidence: '1.5' }, /Input 'confidence'/],
    [{ mode: 'report', label: '../x' }, /Input 'label' is '..\/x'/],
    [{ mode: 'report', comment: 'sometimes' }, /Input 'comment'/],
    [{ mode: 'build' }, /Inputs 'image-registry' and 'image-cache' are empty but mode is 'build'/],
    [
      { mode: 'run', 'image-cache': 'registry' },
      /Input 'image-cache' is 'registry'; leave it empty or use actions/,
    ],
    [
      { mode: 'run', 'image-cache': 'actions', 'image-registry': 'ghcr.io/o/r/env' },
      /Inputs 'image-registry' and 'image-cache' are both set/,
    ],
    [{ mode: 'run', 'image-registry': 'ghcr.io/o/r:v1' }, /Input 'image-registry': .*has a tag/],
    [{ mode: 'run', 'registry-password': 'x' }, /'registry-username' and 'registry-password' go together/],
    [{ mode: 'run', 'keep-images': 'sometimes' }, /Input 'keep-images'/],
    [{ mode: 'check', cheat: 'yes please' }, /Input 'cheat'/],
  ])('rejects %j with a message naming the input', (values, message) => {
    expect(() => getInputs(read(values))).toThrow(InputError)
    expect(() => getInputs(read(values))).toThrow(message)
  })

  it('reads the image registry (path lowercased, as registries require), its login and keep-images', () => {
    const inputs = getInputs(
      read({
        mode: 'build',
        'image-registry': 'ghcr.io/Octo/Bench/helios-env',
        'registry-username': 'octo',
        'registry-password': 'token',
        'keep-images': 'false',
      }),
    )
    expect(inputs).toMatchObject({
      imageRegistry: 'ghcr.io/octo/bench/helios-env',
      registryUsername: 'octo',
      registryPassword: 'token',
      keepImages: false,
    })
    expect(getInputs(read({ mode: 'run' }))).toMatchObject({
      imageRegistry: '',
      imageCache: '',
      keepImages: true,
    })
    expect(getInputs(read({ mode: 'build', 'image-cache': 'actions' }))).toMatchObject({
      imageRegistry: '',
      imageCache: 'actions',
    })
  })

  it('reads cheat, off by default; attacks folders turn it on', () => {
    expect(getInputs(read({ mode: 'check' }))).toMatchObject({ cheat: false, attacks: [] })
    expect(getInputs(read({ mode: 'check', cheat: 'true' }))).toMatchObject({ cheat: true, attacks: [] })
    expect(getInputs(read({ mode: 'check', attacks: '.helios/attacks\nmore' }))).toMatchObject({
      cheat: true,
      attacks: ['.helios/attacks', 'more'],
    })
  })

  it("reads a shard's budget; none when empty", () => {
    expect(getInputs(read({ mode: 'run', 'run-max-cost': '0.5', 'run-max-tokens': '200000' }))).toMatchObject(
      {
        runMaxCostUsd: 0.5,
        runMaxTokens: 200000,
      },
    )
    expect(getInputs(read({ mode: 'run' }))).toMatchObject({ runMaxCostUsd: null, runMaxTokens: null })
    expect(() => getInputs(read({ mode: 'run', 'run-max-cost': 'lots' }))).toThrow(
      /Input 'run-max-cost' is 'lots'/,
    )
  })

  it('splits lists on commas and newlines, dropping blanks', () => {
    expect(list(' a ,\n\n b,')).toEqual(['a', 'b'])
  })
})

describe('confirmation round inputs', () => {
  it('reads the budget and keeps hostile task ids as data, exactly as the report wrote them', () => {
    const hostile = ['evil "q" $(touch /tmp/pwned)\nline2 `id` ✅@abc', "it's; rm -rf / #@def"]
    const inputs = getInputs(
      read({ mode: 'confirm', 'confirm-tasks': JSON.stringify([...hostile, hostile[0]!]), attempts: '6' }),
    )
    expect(inputs).toMatchObject({ mode: 'confirm', confirmTasks: hostile, attempts: 6 })
    expect(getInputs(read({ mode: 'report', confirm: 'true' }))).toMatchObject({
      confirm: 'true',
      confirmAttempts: '30%',
      confirmTasks: [],
      confirmBase: false,
    })
    expect(getInputs(read({ mode: 'report', confirm: 'true', 'confirm-base': 'true' })).confirmBase).toBe(
      true,
    )
    // The base side: `confirm-side: base`; 0 attempts (the report planned none there) runs nothing.
    expect(
      getInputs(read({ mode: 'confirm', 'confirm-tasks': '["a"]', 'confirm-side': 'base', attempts: '0' })),
    ).toMatchObject({ confirmSide: 'base', attempts: 0 })
    expect(getInputs(read({ mode: 'confirm', 'confirm-tasks': '["a"]' })).confirmSide).toBe('head')
  })

  it.each([
    [{ mode: 'report', confirm: 'yes' }, "Input 'confirm' is 'yes'; use one of false, true, final."],
    [{ mode: 'report', 'confirm-attempts': 'many' }, "Input 'confirm-attempts' is 'many'"],
    [{ mode: 'confirm', 'confirm-tasks': '' }, "Input 'confirm-tasks' is not JSON"],
    [{ mode: 'confirm', 'confirm-tasks': '$(id)' }, "Input 'confirm-tasks' is not JSON"],
    [
      { mode: 'confirm', 'confirm-tasks': '[]' },
      "Input 'confirm-tasks' must be a JSON array of 1 to 1000 task ids",
    ],
    [{ mode: 'confirm', 'confirm-tasks': '{"a":1}' }, "Input 'confirm-tasks' must be a JSON array"],
    [{ mode: 'confirm', 'confirm-tasks': '[1, 2]' }, "Input 'confirm-tasks' must be a JSON array"],
    [{ mode: 'confirm', agent: 'command', 'confirm-tasks': '["a"]' }, "Input 'agent-command' is empty"],
    [
      { mode: 'confirm', 'confirm-tasks': '["a"]', 'confirm-side': 'baseline' },
      "Input 'confirm-side' is 'baseline'; use one of head, base.",
    ],
    [{ mode: 'report', 'confirm-base': 'both' }, "Input 'confirm-base' is 'both'; use true or false."],
    // 0 attempts means "nothing to run" only for a confirm job; a run job needs at least one.
    [{ mode: 'run', attempts: '0' }, "Input 'attempts' is '0'"],
  ])('refuses %j', (values, message) => {
    expect(() => getInputs(read(values))).toThrow(InputError)
    expect(() => getInputs(read(values))).toThrow(message)
  })
})
