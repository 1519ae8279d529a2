import { describe, expect, it } from 'vitest'
import { parseListeningPorts, portsLeftByAgent } from '../../src/run/listening-ports.js'
import { decideOutcome, type AttemptFacts } from '../../src/run/outcome.js'

// As the kernel prints them: a header, then `sl local rem st …` rows (st 0A = LISTEN, 01 = ESTABLISHED).
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000:223D 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1 1 0 100 0 0 10 0
   1: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 2 1 0 100 0 0 10 0
   2: 0100007F:1F90 0100007F:A1B2 01 00000000:00000000 00:00000000 00000000     0        0 3 1 0 100 0 0 10 0
`
const TCP6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue
   0: 00000000000000000000000000000000:1F90 00000000000000000000000000000000:0000 0A 00000000:00000000
`

describe('parseListeningPorts', () => {
  it('reads listening ports of both tables once each, ignoring connections', () => {
    expect(parseListeningPorts(TCP + TCP6)).toEqual([8080, 8765])
  })
  it('skips what is not a table row (an agent cannot plant rows: the kernel prints them)', () => {
    expect(parseListeningPorts('')).toEqual([])
    expect(parseListeningPorts('garbage 0A\n   x: 0:FFFFFFFF 0 0A\n   1: 00000000:0000 0 0A\n')).toEqual([])
  })
  it('names only the ports the verifier environment does not listen on itself', () => {
    expect(portsLeftByAgent([22, 8000, 8765], [22])).toEqual([8000, 8765])
  })
})

describe('a failure in separate mode names the servers the agent left', () => {
  const base: AttemptFacts = {
    agentTimedOut: false,
    agentTimeoutSec: 60,
    agentExitCode: 0,
    oomKilled: false,
    memoryMb: 2048,
    environmentRestarted: null,
    verifierTimedOut: false,
    verifierTimeoutSec: 60,
    reward: { ok: true, rewards: { reward: 0 }, main: 0 },
    serversStopped: [8000, 8765],
  }
  it('on a failure, with the fix', () => {
    expect(decideOutcome(base).reason).toBe(
      'reward 0 < 1; the server the agent left (ports 8000, 8765) was stopped: environment_mode = "separate" ' +
        'runs the verifier in a fresh environment; start the service from tests/test.sh, or use the shared mode, where it is kept',
    )
  })
  it('never on a pass', () => {
    expect(
      decideOutcome({ ...base, reward: { ok: true, rewards: { reward: 1 }, main: 1 } }).reason,
    ).toBeNull()
  })
})
