// Every list a user types names from answers a near miss with the name it resembles: action
// inputs (their values, and inputs the action does not declare), bench.toml fields, agents,
// providers, model provider prefixes and catalogued models. A far miss keeps the full list.
import { describe, expect, it } from 'vitest'
import { getInputs, InputError } from '../../src/action/inputs.js'
import { inputNames, misspeltInputWarnings } from '../../src/action/misspelt-inputs.js'
import { BenchConfigError, parseBenchConfig } from '../../src/config/bench-config.js'
import { providerNameFlag } from '../../src/cli/provider-flag.js'
import { UsageError } from '../../src/cli/args.js'
import { resolveAgent, unknownAgentMessage, UnknownAgentError } from '../../src/run/agents/index.js'
import { ModelIdError, parseModelId } from '../../src/run/agents/helios/model-id.js'
import { modelTypoWarning } from '../../src/run/agents/model-catalogue.js'

const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''

function inputError(values: Record<string, string>): string {
  try {
    getInputs(read(values))
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as Error).message
  }
  throw new Error(`expected ${JSON.stringify(values)} to be refused`)
}

describe('action inputs: a misspelt value of a list input', () => {
  it.each([
    [{ mode: 'rnu' }, "Input 'mode' is 'rnu'; did you mean 'run'? (one of plan, run, report, publish"],
    [{ mode: 'Plan' }, "Input 'mode' is 'Plan'; did you mean 'plan'?"],
    [{ mode: 'run', agent: 'claude_code' }, "Input 'agent' is 'claude_code'; did you mean 'claude-code'?"],
    [{ mode: 'run', provider: 'kubernets' }, "Input 'provider' is 'kubernets'; did you mean 'kubernetes'?"],
    [{ mode: 'run', comment: 'allways' }, "Input 'comment' is 'allways'; did you mean 'always'?"],
    [{ mode: 'report', confirm: 'ture' }, "Input 'confirm' is 'ture'; did you mean 'true'?"],
    [{ mode: 'report', 'confirm-side': 'haed' }, "Input 'confirm-side' is 'haed'; did you mean 'head'?"],
    [{ mode: 'run', 'image-cache': 'action' }, "Input 'image-cache' is 'action'; did you mean 'actions'?"],
    [{ mode: 'run', 'fail-on-error': 'flase' }, "Input 'fail-on-error' is 'flase'; did you mean false?"],
  ])('%j', (values, message) => {
    expect(inputError(values)).toContain(message)
  })

  it('a far miss lists what the input takes, as before', () => {
    expect(inputError({ mode: 'deploy' })).toBe(
      "Input 'mode' is 'deploy'; use one of plan, run, report, publish, check, build, confirm, leaderboard, all.",
    )
    expect(inputError({ mode: 'run', 'fail-on-error': 'maybe' })).toBe(
      "Input 'fail-on-error' is 'maybe'; use true or false.",
    )
    expect(inputError({ mode: 'run', 'image-cache': 'registry' })).toBe(
      "Input 'image-cache' is 'registry'; leave it empty or use actions.",
    )
  })
})

describe('action inputs: an input the action does not declare', () => {
  const known = inputNames()

  it('knows every input getInputs reads', () => {
    expect(known).toContain('concurrency')
    expect(known).toContain('fail-on-regression')
    expect(known.length).toBeGreaterThan(40)
  })

  it('warns on an INPUT_ variable that resembles an input, naming both', () => {
    expect(
      misspeltInputWarnings(
        {
          INPUT_MODE: 'run',
          INPUT_CONCURENCY: '8',
          INPUT_FAIL_ON_REGRESSION: 'false', // underscores for dashes
          'INPUT_MAX-TURN': '5',
          PATH: '/usr/bin',
        },
        known,
      ),
    ).toEqual([
      "Input 'concurency' is not an input of this action and is ignored; did you mean 'concurrency'?",
      "Input 'fail_on_regression' is not an input of this action and is ignored; did you mean 'fail-on-regression'?",
      "Input 'max-turn' is not an input of this action and is ignored; did you mean 'max-turns'?",
    ])
  })

  it('says nothing of declared inputs, or of a variable like no input (the runner warns of those)', () => {
    expect(
      misspeltInputWarnings(
        { INPUT_CONCURRENCY: '8', 'INPUT_GITHUB-TOKEN': 'x', INPUT_SOMETHING_ELSE: '1', INPUT_: '' },
        known,
      ),
    ).toEqual([])
  })
})

describe('bench.toml: an unknown field', () => {
  function detail(text: string): string {
    try {
      parseBenchConfig(text, 'bench.toml')
    } catch (error) {
      expect(error).toBeInstanceOf(BenchConfigError)
      return (error as BenchConfigError).detail
    }
    throw new Error('expected a BenchConfigError')
  }

  it.each([
    ['atempts = 3', 'unknown field; did you mean attempts?'],
    ['concurency = 3', 'unknown field; did you mean concurrency?'],
    ['timeout-multiplier = 2', 'unknown field; did you mean timeout_multiplier?'],
    ['[[tasks]]\nname = "a"\natempts = 2', 'unknown field; did you mean attempts?'],
    ['[[tasks]]\nnmae = "a"', 'unknown field; did you mean name?'],
    ['models = [{ model = "openai/gpt-5", idd = "g" }]', 'unknown field; did you mean id?'],
  ])('%j', (text, message) => {
    expect(detail(text)).toBe(message)
  })

  it('another runner’s field keeps its own fix; a far miss lists the fields', () => {
    expect(detail('n_attempts = 3')).toBe('unknown field; use attempts = N')
    expect(detail('agent = "oracle"')).toBe('unknown field; use agents = ["…"]')
    expect(detail('colour = "blue"')).toMatch(
      /^unknown field; the fields are schema_version, name, tasks_dir/,
    )
  })

  it('a misspelt agent', () => {
    expect(detail('agents = ["orcale"]')).toBe('unknown agent "orcale"; did you mean oracle?')
  })
})

describe('agents, providers and models', () => {
  it('an unknown agent: the one it resembles, else the list', () => {
    expect(() => resolveAgent({ name: 'clade-code' }, 'anthropic/claude-sonnet-4-5')).toThrow(
      new UnknownAgentError('unknown agent "clade-code"; did you mean claude-code?'),
    )
    // Two agents begin with it (the CLI and its ACP adapter): a guess between them would mislead.
    expect(unknownAgentMessage('gemini')).toMatch(
      /^unknown agent "gemini"; use one of .*gemini-cli.*gemini-acp/,
    )
    expect(unknownAgentMessage('gemni-cli')).toBe('unknown agent "gemni-cli"; did you mean gemini-cli?')
    expect(unknownAgentMessage('xyz')).toMatch(
      /^unknown agent "xyz"; use one of helios, oracle, nop, command/,
    )
    expect(unknownAgentMessage('')).toMatch(/^unknown agent ""; use one of/)
  })

  it('--provider', () => {
    expect(() => providerNameFlag({ provider: 'dokcer' })).toThrow(
      new UsageError("--provider: unknown provider 'dokcer'; did you mean --provider docker?"),
    )
    expect(() => providerNameFlag({ provider: 'modal' })).toThrow(
      "--provider: unknown provider 'modal'; use one of docker, daytona, kubernetes",
    )
  })

  it('a model whose provider prefix is misspelt', () => {
    expect(() => parseModelId('antropic/claude-sonnet-4-5')).toThrow(
      new ModelIdError(
        'model "antropic/claude-sonnet-4-5": "antropic" is not a provider; did you mean anthropic/claude-sonnet-4-5?',
      ),
    )
    expect(() => parseModelId('olama/qwen3')).toThrow(/did you mean ollama\/qwen3\?/)
    // Far from every prefix: the list of prefixes, as before.
    expect(() => parseModelId('mystery/model')).toThrow(/cannot tell the provider of model "mystery\/model"/)
  })

  it('a model the price catalogue nearly knows is a warning naming the model it resembles', () => {
    expect(modelTypoWarning('anthropic/claude-sonet-4-5')).toBe(
      'model anthropic/claude-sonet-4-5 is not in the price catalogue: did you mean anthropic/claude-sonnet-4-5? (a model newer than the catalogue runs as given, its cost uncounted)',
    )
    expect(modelTypoWarning('openai/gtp-5')).toMatch(/did you mean openai\/gpt-5\?/)
    expect(modelTypoWarning('gemini-2.5-porn')).toMatch(/did you mean gemini-2\.5-pro\?/)
  })

  it('no warning for a catalogued model, one far from any, another server’s, or a bad id', () => {
    for (const model of [
      'anthropic/claude-sonnet-4-5',
      'anthropic/claude-sonnet-4-5-20250929',
      'openai/gpt-5',
      'google/gemini-2.5-pro',
      'anthropic/claude-totally-new-99',
      'vllm/claude-sonet-4-5',
      'openai-compatible/gtp-5',
      '',
      'mystery',
    ])
      expect({ model, warning: modelTypoWarning(model) }).toEqual({ model, warning: null })
  })
})
