import { describe, expect, it } from 'vitest'
import { readReward } from '../../src/run/reward.js'
import { decideOutcome, type AttemptFacts } from '../../src/run/outcome.js'

describe('readReward', () => {
  it("uses reward.json's `reward` as the main reward and keeps its named rewards", () => {
    expect(readReward('{"a": 0.5, "reward": 1}', null)).toEqual({
      ok: true,
      rewards: { a: 0.5, reward: 1 },
      main: 1,
    })
    expect(readReward('{"a": 0.5, "reward": 1}', '1.0\n')).toEqual({
      ok: true,
      rewards: { a: 0.5, reward: 1 },
      main: 1,
    })
  })
  // Code of the agent's that the test runs can write the file the test does not: a second
  // reward file can only lower the score, whichever of the two it is.
  it('when reward.txt and reward.json disagree, the lower counts and the reason says so', () => {
    expect(readReward('{"reward": 1}', '0')).toEqual({
      ok: true,
      rewards: { reward: 0 },
      main: 0,
      disagreement: 'reward.txt says 0 and reward.json 1: the lower counts',
    })
    expect(readReward('{"reward": 0, "style": 1}', '1')).toMatchObject({
      main: 0,
      rewards: { reward: 0, style: 1 },
    })
    expect(readReward('{"x": 1}', '0.5')).toMatchObject({ main: 0.5, rewards: { x: 1, reward: 0.5 } })
  })
  it('a bad second reward file is a bad reward, never ignored in favour of the good one', () => {
    expect(readReward('{oops', '1')).toMatchObject({ ok: false })
    expect(readReward('{"reward": 1}', 'one')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^reward\.txt/),
    })
  })
  it('falls back to the first key, then to reward.txt', () => {
    expect(readReward('{"x": 0.25, "y": 1}', null)).toMatchObject({ ok: true, main: 0.25 })
    expect(readReward(null, ' 0.75\n')).toEqual({ ok: true, rewards: { reward: 0.75 }, main: 0.75 })
  })
  it('explains every kind of bad reward', () => {
    expect(readReward(null, null)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^verifier wrote no reward/),
    })
    expect(readReward('[1]', null)).toMatchObject({
      ok: false,
      reason: 'reward.json must be a flat object {name: number}, got an array',
    })
    expect(readReward('{}', null)).toMatchObject({
      ok: false,
      reason: 'reward.json is an empty object: no reward',
    })
    expect(readReward('{"reward": {"x": 1}}', null)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('field "reward"'),
    })
    expect(readReward('{oops', '1')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^reward\.json is not valid JSON/),
    })
    expect(readReward(null, '')).toMatchObject({
      ok: false,
      reason: `reward.txt must hold one decimal number (what Python's float() reads; no hex, no empty file), got ""`,
    })
    expect(readReward(null, '1 2')).toMatchObject({ ok: false })
    expect(readReward(null, 'NaN')).toMatchObject({ ok: false })
  })
})

describe('reward.txt reads as Python float() does (Harbor)', () => {
  // Each value is what Python 3's float() gives for the same text (None: ValueError).
  const PYTHON: [string, number | null][] = [
    ['1e0', 1],
    [' 1 ', 1],
    ['1_0', 10],
    ['1e1_0', 1e10],
    ['+1', 1],
    ['.5', 0.5],
    ['+.5', 0.5],
    ['1.', 1],
    ['1.e5', 1e5],
    ['010', 10],
    ['-0.25', -0.25],
    ['1\r\n', 1],
    ['\u00a01\u3000', 1],
    ['\x0b1\x0c', 1],
    ['0x1', null],
    ['0b1', null],
    ['0o1', null],
    ['1__0', null],
    ['_1', null],
    ['1_', null],
    ['1_.5', null],
    ['1\n2', null],
    ['1e', null],
    ['e1', null],
    ['.', null],
    ['+-1', null],
    ['', null],
    ['  \n', null],
    ['\x1f1', null],
    ['\ufeff1', null],
    ['\u200b1', null],
    ['1\u0000', null],
    ['0.5 # half', null],
  ]
  it.each(PYTHON)('%j', (text, expected) => {
    const reading = readReward(null, text)
    if (expected === null)
      expect(reading).toMatchObject({ ok: false, reason: expect.stringMatching(/^reward\.txt /) })
    else expect(reading).toEqual({ ok: true, rewards: { reward: expected }, main: expected })
  })
  it('refuses what Python reads but is no finite number', () => {
    for (const text of ['Infinity', 'inf', '-INF', 'nan', '1e400'])
      expect(readReward(null, text)).toMatchObject({
        ok: false,
        reason: expect.stringContaining('must hold a finite number'),
      })
  })
  it('refuses digits that are not ASCII (Python reads ١ as 1), saying so', () => {
    for (const text of ['١', '١.٥', '１'])
      expect(readReward(null, text)).toMatchObject({
        ok: false,
        reason: expect.stringContaining('ASCII digits 0-9'),
      })
  })
})

describe('decideOutcome', () => {
  it('says when the two reward files disagreed', () => {
    const outcome = decideOutcome({ ...base, reward: readReward('{"reward": 1}', '0') })
    expect(outcome).toMatchObject({ status: 'failed', reward: 0 })
    expect(outcome.reason).toBe('reward 0 < 1; reward.txt says 0 and reward.json 1: the lower counts')
    const both = decideOutcome({ ...base, reward: readReward('{"reward": 2}', '1') })
    expect(both).toMatchObject({
      status: 'passed',
      reward: 1,
      reason: 'reward.txt says 1 and reward.json 2: the lower counts',
    })
  })
  const base: AttemptFacts = {
    agentTimedOut: false,
    agentTimeoutSec: 10,
    agentExitCode: 0,
    oomKilled: false,
    memoryMb: 512,
    environmentRestarted: null,
    verifierTimedOut: false,
    verifierTimeoutSec: 20,
    reward: { ok: true, rewards: { reward: 1 }, main: 1 },
  }
  it('passes iff the main reward is at least 1', () => {
    expect(decideOutcome(base)).toEqual({ status: 'passed', reason: null, rewards: { reward: 1 }, reward: 1 })
    const half = decideOutcome({ ...base, reward: { ok: true, rewards: { reward: 0.5 }, main: 0.5 } })
    expect(half).toMatchObject({ status: 'failed', reason: 'reward 0.5 < 1', reward: 0.5 })
  })
  it('a verifier timeout or a bad reward is a failure with reward 0 (the agent can cause both), keeping agent notes', () => {
    expect(decideOutcome({ ...base, verifierTimedOut: true, agentTimedOut: true })).toEqual({
      status: 'failed',
      reason: 'verifier timed out after 20s; agent timed out after 10s',
      rewards: {},
      reward: 0,
      noVerdict: true,
    })
    const oom = {
      ...base,
      reward: { ok: false as const, reason: 'bad' },
      oomKilled: true,
      agentExitCode: 137,
    }
    expect(decideOutcome(oom)).toMatchObject({
      status: 'failed',
      reason: 'bad; agent was killed: out of memory (limit 512 MB)',
    })
    const noReward = { ...base, reward: { ok: false as const, reason: 'verifier wrote no reward' } }
    expect(decideOutcome(noReward)).toMatchObject({ status: 'failed', noVerdict: true })
    // A verdict of 0 is a verdict.
    expect(decideOutcome(base).noVerdict).toBeUndefined()
    // Only a verifier that never ran (a fault elsewhere, reported as such) is not the agent's.
    expect(decideOutcome({ ...base, reward: null }).status).toBe('error')
  })
  it('an exit 137 is a SIGKILL; out of memory only with the engine saying so', () => {
    const reason = (facts: Partial<AttemptFacts>) => decideOutcome({ ...base, ...facts }).reason
    expect(reason({ agentExitCode: 137 })).toBe('agent was killed (SIGKILL)')
    expect(reason({ agentExitCode: 137, oomKilled: true })).toBe(
      'agent was killed: out of memory (limit 512 MB)',
    )
    // A child of the agent killed, the agent went on.
    expect(reason({ oomKilled: true })).toBe('an agent process was killed: out of memory (limit 512 MB)')
    expect(reason({ agentExitCode: null, agentTimedOut: true })).toBe('agent timed out after 10s')
  })
  it('an agent killed because its container stopped says by what', () => {
    const stop =
      'the environment stopped during the agent phase (exit 137, out of memory); restarted for the verifier'
    const facts = { ...base, environmentRestarted: stop, oomKilled: true }
    expect(decideOutcome({ ...facts, agentExitCode: 137 }).reason).toBe(`agent was killed (SIGKILL): ${stop}`)
    // A host agent's own exit code: the stop alone.
    expect(decideOutcome({ ...facts, agentExitCode: 1 }).reason).toBe(stop)
  })
})
