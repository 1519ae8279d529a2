// The ACP client against a scripted fake agent on stdio (test/fixtures/acp-fake-agent.mjs): the
// handshake, turns kept in one session, the permission policy, the ATIF mapping, and agents that
// misbehave (flood, hang, die mid-turn, garble, fail on their model API).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { openAcpSession } from '../../src/run/agents/acp/session.js'
import { MAX_RECORDED_UPDATES } from '../../src/run/agents/acp/record.js'
import { localFakeAgent } from '../fixtures/acp-local.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

let cwd: string
beforeAll(async () => {
  cwd = await makeTempDir('helios-acp-')
})
afterAll(async () => {
  await removeDir(cwd)
})

const open = (mode: string, timeoutMs = 10_000) => {
  const agent = localFakeAgent(mode, cwd)
  return { agent, session: openAcpSession(agent, { cwd, timeoutMs, cancelGraceMs: 200 }) }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('an ACP session', () => {
  it('keeps one session across turns, answers permission inside the workdir, records every update as steps', async () => {
    const { agent, session: opening } = open('solve')
    const session = await opening
    const first = await session.prompt('Write the answer.')
    const second = await session.prompt('Check it again.')
    await session.close()
    expect(first).toEqual({ stopReason: 'end_turn', error: null, fatal: null, timedOut: false })
    expect(second.stopReason).toBe('end_turn')
    expect(readFileSync(join(cwd, 'answer.txt'), 'utf8')).toBe('42\n')
    const report = session.report()
    expect(report.sessionId).toBe('fake-session')
    expect(report.agentInfo).toEqual({ name: 'fake', version: '1.0.0' })
    const steps = report.record.steps
    expect(steps.map((s) => s.role)).toEqual([
      ...['user', 'assistant', 'system', 'assistant', 'system', 'assistant'],
      ...['user', 'assistant', 'system', 'assistant', 'system', 'assistant'],
    ])
    expect(steps[0]!.text).toBe('Write the answer.')
    expect(steps[1]).toMatchObject({
      text: 'turn 1: you said 17 characters',
      reasoning: 'I should write it.',
    })
    // The second turn's count shows the agent kept its state: the same session, not a new one.
    expect(steps[7]!.text).toBe('turn 2: you said 15 characters')
    expect(steps[2]!.text).toBe('plan:\n- [in_progress] write the answer')
    expect(steps[3]!.tool_calls).toEqual([
      {
        id: 'call-1',
        name: `Write ${join(cwd, 'answer.txt')}`,
        arguments: { file_path: join(cwd, 'answer.txt'), content: '42' },
        output: 'wrote 3 bytes',
      },
    ])
    expect(steps[4]!.text).toMatch(/^permission allowed: Write .*answer\.txt.*inside the workdir/)
    expect(steps[5]!.text).toBe('Done without fs.')
    expect(report.permissions.map((p) => [p.outcome, p.option_id])).toEqual([
      ['allowed', 'yes'],
      ['allowed', 'yes'],
    ])
    expect(report.refused).toEqual({ 'fs/read_text_file': 2 })
    expect(report.record.usage()).toEqual({
      input_tokens: 240,
      cached_input_tokens: 40,
      output_tokens: 60,
      turns: 2,
      cost_usd: 0.02,
    })
    expect(await agent.exited).not.toBeUndefined()
    expect(alive(agent.pid)).toBe(false)
  })

  it('rejects a write outside the workdir and records why', async () => {
    const session = await open('outside').session
    const turn = await session.prompt('Go.')
    await session.close()
    expect(turn.stopReason).toBe('end_turn')
    const [permission] = session.report().permissions
    expect(permission).toMatchObject({
      outcome: 'rejected',
      option_id: 'no',
      paths: ['/etc/helios-outside'],
      reason: `names /etc/helios-outside, outside the workdir ${cwd}`,
    })
    const call = session.report().record.steps.flatMap((s) => s.tool_calls)[0]
    expect(call!.output).toBe('permission denied')
  })

  it('bounds a flooding agent: the first updates are recorded, the rest counted and noted', async () => {
    const session = await open('flood').session
    const turn = await session.prompt('Go.')
    await session.close()
    expect(turn.stopReason).toBe('end_turn')
    const { record } = session.report()
    expect(record.steps[1]!.text).toBe('.'.repeat(MAX_RECORDED_UPDATES))
    expect(record.dropped.overflow).toBe(20_000 - MAX_RECORDED_UPDATES)
    expect(record.notes()).toContain(`${20_000 - MAX_RECORDED_UPDATES} session updates past the first`)
  })

  it('a turn the agent never answers ends at its time limit, cancelled; close stops the process', async () => {
    const { agent, session: opening } = open('hang')
    const session = await opening
    const turn = await session.prompt('Go.', { timeoutMs: 300 })
    expect(turn).toEqual({ stopReason: null, error: null, fatal: null, timedOut: true })
    await session.close()
    expect(alive(agent.pid)).toBe(false)
  })

  it('an abort ends the turn the same way', async () => {
    const session = await open('hang').session
    const controller = new AbortController()
    const turn = session.prompt('Go.', { signal: controller.signal })
    controller.abort()
    expect((await turn).timedOut).toBe(true)
    await session.close()
  })

  it('an agent that exits mid-turn: an error naming its exit code and last words', async () => {
    const session = await open('exit').session
    const turn = await session.prompt('Go.')
    expect(turn.error).toMatch(
      /^the agent ended mid-turn: the agent process exited with 3: fake agent: segfault/,
    )
    expect(turn.fatal).toBeNull()
    // What it said before it died is kept.
    expect(session.report().record.steps[1]!.text).toBe('starting')
    await session.close()
  })

  it('lines that are not JSON-RPC are counted and kept, and the session goes on', async () => {
    const session = await open('malformed').session
    const turn = await session.prompt('Go.')
    await session.close()
    expect(turn.stopReason).toBe('end_turn')
    const { malformed } = session.report()
    // Three lines before its answers, three in a turn (a JSON array is not a message either).
    expect(malformed.count).toBe(6)
    expect(malformed.kept).toEqual([
      ...Array<string>(3).fill('garbage before the answer'),
      'this is not json',
      '{"half": ',
    ])
  })

  it('an agent that never speaks JSON-RPC: the session does not start, and the process is stopped', async () => {
    const { agent, session } = open('garbage', 500)
    await expect(session).rejects.toThrow(
      /ACP session did not start: the agent did not answer initialize and session\/new within 0.5 s/,
    )
    expect(alive(agent.pid)).toBe(false)
  })

  it('a model API fault: a rejected key is lasting (fatal), a failing server an error', async () => {
    const auth = await open('model-401').session
    const rejected = await auth.prompt('Go.')
    await auth.close()
    expect(rejected.error).toBeNull()
    expect(rejected.fatal).toMatch(/^model API: authentication failed \(HTTP 401\)/)
    const server = await open('model-500').session
    const failing = await server.prompt('Go.')
    await server.close()
    expect(failing.fatal).toBeNull()
    expect(failing.error).toMatch(/^model API: still failing after retries \(HTTP 500\)/)
  })

  it('no file is written outside the workdir by the policy', () => {
    expect(existsSync('/etc/helios-outside')).toBe(false)
  })
})
