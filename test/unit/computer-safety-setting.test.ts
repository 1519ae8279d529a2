// --computer-safety and the action's computer-safety input: the answer reaches the built-in agent's
// spec (which hands it to the computer-use tools, test/loopback/gui-computer-protocols.test.ts), and
// a value that is not an answer is refused naming the flag or input and the answers there are.
import { describe, expect, it } from 'vitest'
import { actionAgentSpec } from '../../src/action/agent-check.js'
import { getInputs } from '../../src/action/inputs.js'
import { parse } from '../../src/cli/args.js'
import { agentSpecFromFlags, BATCH_ALIASES, BATCH_OPTIONS } from '../../src/cli/batch.js'
import { helios } from '../fixtures/cli.js'

const MODEL = ['-m', 'openai/computer-use-preview']

function specOf(argv: string[], agent = 'helios') {
  const { values } = parse(argv, BATCH_OPTIONS, BATCH_ALIASES)
  return agentSpecFromFlags(values, agent, undefined)
}

const runInputs = (extra: Record<string, string>) =>
  getInputs(
    (name) => ({ mode: 'run', agent: 'helios', model: 'openai/computer-use-preview', ...extra })[name] ?? '',
  )

describe('--computer-safety', () => {
  it('reaches the agent spec; not given, the spec leaves it to the agent (decline)', () => {
    expect(specOf(['--computer-safety', 'acknowledge']).computerSafety).toBe('acknowledge')
    expect(specOf(['--computer-safety', ' decline ']).computerSafety).toBe('decline')
    expect(specOf([])).not.toHaveProperty('computerSafety')
  })

  it('a value that is not an answer names the flag and the answers', async () => {
    const r = await helios(['batch', 'tasks/', ...MODEL, '--computer-safety', 'yes'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("--computer-safety is 'yes'; use one of decline, acknowledge.")
    expect(() => specOf(['--computer-safety', 'Acknowledge'])).toThrow(
      "--computer-safety is 'Acknowledge'; use one of decline, acknowledge.",
    )
    expect(() => specOf(['--computer-safety', ''])).toThrow("--computer-safety is ''; use one of")
  })

  it('is refused with an agent that is not the built-in one', async () => {
    const r = await helios(['batch', 'tasks/', '-a', 'oracle', '--computer-safety', 'acknowledge'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      '--computer-safety reaches only the built-in agent (helios, chosen by -m alone), not oracle',
    )
  })
})

describe("the action's computer-safety input", () => {
  it('reaches the agent spec; empty is not given', () => {
    expect(actionAgentSpec(runInputs({ 'computer-safety': 'acknowledge' })).computerSafety).toBe(
      'acknowledge',
    )
    expect(actionAgentSpec(runInputs({}))).not.toHaveProperty('computerSafety')
  })

  it('a value that is not an answer names the input and the answers', () => {
    expect(() => runInputs({ 'computer-safety': 'always' })).toThrow(
      "Input 'computer-safety' is 'always'; use one of decline, acknowledge.",
    )
  })

  it('is refused with an agent that is not the built-in one', () => {
    const inputs = { ...runInputs({ 'computer-safety': 'decline' }), agent: 'claude-code' }
    expect(() => actionAgentSpec(inputs)).toThrow(
      "Input 'computer-safety' reaches only the built-in agent (helios, chosen by -m alone), not claude-code",
    )
  })
})
