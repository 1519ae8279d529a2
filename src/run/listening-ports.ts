// The TCP ports an environment listens on, from the kernel's own tables (/proc/net/tcp, tcp6):
// no tool of the image is needed, and the agent can't hide a listener from them. Separate mode
// stops the agent's environment before its verifier starts, so a server the agent left is gone:
// a failed attempt says so, with the fix (outcome.ts). The parse is pure; listeningPorts asks.
import type { Environment } from './environment/types.js'
import { TailBuffer } from './environment/streams.js'

/** Prints both tables; a missing one (no IPv6) is no error. */
const COMMAND = ['sh', '-c', 'cat /proc/net/tcp /proc/net/tcp6 2>/dev/null; true']
/** `st` 0A is TCP_LISTEN. */
const LISTEN = '0A'

/** Listening ports in ascending order, once each; lines that are not table rows are skipped. */
export function parseListeningPorts(tables: string): number[] {
  const ports = new Set<number>()
  for (const line of tables.split('\n')) {
    const fields = line.trim().split(/\s+/)
    // sl local_address rem_address st …: `local_address` is HEXIP:HEXPORT.
    if (fields.length < 4 || !/^\d+:$/.test(fields[0]!) || fields[3] !== LISTEN) continue
    const port = Number.parseInt(fields[1]!.split(':').pop() ?? '', 16)
    if (Number.isInteger(port) && port > 0 && port < 65536) ports.add(port)
  }
  return [...ports].sort((a, b) => a - b)
}

/** Never throws and never waits long: what it cannot learn in 10 s is an empty list. */
export async function listeningPorts(environment: Environment): Promise<number[]> {
  const stdout = new TailBuffer(1024 * 1024)
  const outcome = await environment
    .exec({ cmd: COMMAND, user: 'root', workdir: '/', stdout, timeoutMs: 10_000 })
    .catch(() => null)
  return outcome?.exitCode === 0 ? parseListeningPorts(stdout.text()) : []
}

/** Ports the agent left listening that the verifier's fresh environment does not listen on itself. */
export function portsLeftByAgent(agent: readonly number[], verifier: readonly number[]): number[] {
  return agent.filter((port) => !verifier.includes(port))
}
