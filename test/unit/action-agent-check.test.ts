// The action's agent check: the runner's sentence, then how a key reaches a workflow step, or, on
// a fork's pull request, why it cannot.
import { describe, expect, it, onTestFinished } from 'vitest'
import { assertActionAgentCanRun, secretHint } from '../../src/action/agent-check.js'
import { readWorkflowContext } from '../../src/action/context.js'
import { getInputs } from '../../src/action/inputs.js'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const inputs = (values: Record<string, string>) => getInputs((name) => values[name] ?? '')
const pr = (fromFork: boolean) => ({ pullRequest: { number: 3, baseRef: 'main', headSha: 'c', fromFork } })

describe('assertActionAgentCanRun', () => {
  const model = inputs({ mode: 'run', model: 'anthropic/claude-sonnet-4-5' })

  it('passes when the key is set, and fails on a blank one as on a missing one', () => {
    expect(() => assertActionAgentCanRun(model, pr(false), { ANTHROPIC_API_KEY: 'sk-1' })).not.toThrow()
    // A secret the caller did not pass reaches `env:` as an empty string.
    expect(() => assertActionAgentCanRun(model, pr(false), { ANTHROPIC_API_KEY: '' })).toThrow(
      /needs ANTHROPIC_API_KEY .*and it is not\. Store the key as a repository secret .*secrets: inherit/,
    )
  })

  it("on a fork's pull request says GitHub withholds secrets there, not how to pass them", () => {
    expect(() => assertActionAgentCanRun(model, pr(true), {})).toThrow(
      /needs ANTHROPIC_API_KEY .*and it is not\. GitHub gives no secrets to a workflow run for a pull request from a fork/,
    )
    expect(secretHint('OPENAI_API_KEY', pr(true))).not.toMatch(/secrets: inherit/)
  })

  it('adds no secret advice to a problem that is not a missing variable', () => {
    const codex = inputs({ mode: 'run', agent: 'codex', model: 'openai/gpt-5' })
    const env = { OPENAI_API_KEY: 'sk-2', OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' }
    expect(() => assertActionAgentCanRun(codex, pr(false), env)).toThrow(/agent-network: host\)\.$/)
  })

  it('needs nothing for the oracle', () => {
    expect(() => assertActionAgentCanRun(inputs({ mode: 'run' }), { pullRequest: null }, {})).not.toThrow()
  })
})

describe('readWorkflowContext: a pull request from a fork', () => {
  it('is told from the head repository the event names', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helios-fork-event-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    const read = async (headRepo: unknown) => {
      const file = path.join(dir, 'event.json')
      await writeFile(
        file,
        JSON.stringify({
          pull_request: { number: 4, base: { ref: 'main' }, head: { sha: 'e', repo: headRepo } },
        }),
      )
      return readWorkflowContext({ GITHUB_EVENT_PATH: file, GITHUB_REPOSITORY: 'octo/bench' }).pullRequest
    }
    expect((await read({ full_name: 'forker/bench' }))?.fromFork).toBe(true)
    expect((await read({ full_name: 'octo/bench' }))?.fromFork).toBe(false)
    // A deleted fork: GitHub sends no head repository; nothing is claimed.
    expect((await read(null))?.fromFork).toBe(false)
  })
})
