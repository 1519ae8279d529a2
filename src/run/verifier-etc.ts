// /etc/hosts and /etc/resolv.conf of a verifier beside the agent. Joined to the agent's network,
// an engine gives it the agent environment's own two files, which the agent may have rewritten
// (localhost sent elsewhere, a nameserver of its own): the verifier gets fresh ones instead, from
// the host, written once per process and removed at its exit.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Mount } from './environment/types.js'

const HOSTS = '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n'

/** Nameservers on the host's loopback mean nothing inside an environment (as the engine does). */
export function verifierResolvConf(hostResolvConf: string): string | null {
  const lines = hostResolvConf
    .split('\n')
    .filter((line) => !/^\s*nameserver\s+(127\.|::1\s*$)/.test(line))
    .filter((line) => /^\s*(nameserver|search|domain|options)\s/.test(line))
  return lines.some((line) => /^\s*nameserver\s/.test(line)) ? `${lines.join('\n')}\n` : null
}

let written: Mount[] | null = null

export function verifierEtcMounts(): Mount[] {
  if (written) return written
  const dir = mkdtempSync(join(tmpdir(), 'helios-verifier-etc-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, 'hosts'), HOSTS, { mode: 0o644 })
  const mounts: Mount[] = [{ hostPath: join(dir, 'hosts'), path: '/etc/hosts', readOnly: true }]
  let host = ''
  try {
    host = readFileSync('/etc/resolv.conf', 'utf8')
  } catch {
    // No host file to start from: the agent environment's stays (its nameservers, not its code).
  }
  const resolv = verifierResolvConf(host)
  if (resolv) {
    writeFileSync(join(dir, 'resolv.conf'), resolv, { mode: 0o644 })
    mounts.push({ hostPath: join(dir, 'resolv.conf'), path: '/etc/resolv.conf', readOnly: true })
  }
  written = mounts
  return mounts
}
