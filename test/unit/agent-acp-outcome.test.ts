// What an ACP attempt reports from its session (pure), and how `acp:<command>` is read.
import { describe, expect, it } from 'vitest'
import { acpOutcome, acpScript, mountRoot } from '../../src/run/agents/acp/agent.js'
import { SessionRecord } from '../../src/run/agents/acp/record.js'
import type { SessionReport, TurnOutcome } from '../../src/run/agents/acp/session.js'
import { resolveAgent } from '../../src/run/agents/index.js'
import { isAgentName, takesModel } from '../../src/run/agents/index.js'

function report(turn: Partial<TurnOutcome>, answered: boolean): SessionReport {
  const record = new SessionRecord(() => '2026-01-01T00:00:00.000Z')
  record.prompt('Do it.')
  if (answered)
    record.update({
      update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'On it.' } },
    })
  return {
    sessionId: 's1',
    agentInfo: null,
    record,
    permissions: [],
    turns: [{ stopReason: null, error: null, fatal: null, timedOut: false, ...turn }],
    malformed: { count: 0, kept: [] },
    refused: {},
  }
}
const how = { exitCode: 0, timedOut: false, failure: null, stderr: '' }

describe('an ACP attempt outcome', () => {
  it('a finished turn: the trajectory, no error', () => {
    const outcome = acpOutcome('pi-acp', 'm', report({ stopReason: 'end_turn' }, true), how)
    expect(outcome).toMatchObject({ error: null, fatal: null, exitCode: 0, timedOut: false })
    expect(outcome.trajectory).toMatchObject({ agent: 'pi-acp', source: 'acp', session_id: 's1' })
    expect(outcome.trajectory!.steps.map((s) => s.role)).toEqual(['user', 'assistant'])
  })

  it('a model API fault is the error even after answers; a lasting one is fatal', () => {
    const server = 'model API: still failing after retries (HTTP 500): boom'
    expect(acpOutcome('a', null, report({ error: server }, true), how).error).toBe(server)
    const auth = 'model API: authentication failed (HTTP 401): no'
    expect(acpOutcome('a', null, report({ fatal: auth }, false), how)).toMatchObject({
      fatal: auth,
      error: null,
    })
  })

  it('an agent that died mid-turn: an error before any answer, the verifier judges after one', () => {
    const died = 'the agent ended mid-turn: the agent process exited with 3'
    expect(acpOutcome('a', null, report({ error: died }, false), how).error).toBe(died)
    const after = acpOutcome('a', null, report({ error: died }, true), how)
    expect(after.error).toBeNull()
    expect(after.trajectory!.notes).toContain(died)
  })

  it('a session that never started is an error; a timeout is not, and has no exit code', () => {
    const failure = 'ACP session did not start: no'
    expect(acpOutcome('a', null, null, { ...how, failure })).toMatchObject({
      error: failure,
      trajectory: null,
    })
    expect(acpOutcome('a', null, report({ timedOut: true }, true), { ...how, timedOut: true })).toMatchObject(
      {
        error: null,
        exitCode: null,
        timedOut: true,
      },
    )
  })
})

describe('acp:<command>', () => {
  it('is an agent name that takes a model; an empty command is refused', () => {
    expect(isAgentName('acp:my-agent --x')).toBe(true)
    expect(takesModel('acp:my-agent')).toBe(true)
    expect(() => resolveAgent({ name: 'acp:  ' })).toThrow(/needs a command/)
    expect(resolveAgent({ name: 'acp:my-agent' })).toMatchObject({ name: 'acp:my-agent', requiredEnv: [] })
  })

  it('mounts the npm prefix of an npm-installed agent, else its own folder', () => {
    expect(mountRoot('/usr/lib/node_modules/pi-acp/dist/index.js')).toBe('/usr/lib')
    expect(mountRoot('/opt/agents/my-agent')).toBe('/opt/agents')
  })

  it('starts the relay only in a sealed task, and checks for glibc when the build needs it', () => {
    const plan = { name: 'x', script: 'exec agent', needsGlibc: false }
    expect(acpScript(plan, false)).not.toContain('helios_relay_start')
    expect(acpScript(plan, true)).toContain('helios_relay_start')
    expect(acpScript({ ...plan, needsGlibc: true }, false)).toContain('helios_glibc_check "" x')
  })
})
