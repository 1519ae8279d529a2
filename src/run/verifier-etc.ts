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

/** On a network of its own (compose sidecars), names resolve through the engine's DNS there. */
const ENGINE_DNS = 'nameserver 127.0.0.11\noptions ndots:0\n'

const written = new Map<'default' | 'group', Mount[]>()
let folder: string | null = null

/** `group`: the agent's environment is on its service group's network (a compose task). */
export function verifierEtcMounts(network: 'default' | 'group'): Mount[] {
  const known = written.get(network)
  if (known) return known
  const dir = etcFolder()
  const hosts = join(dir, 'hosts')
  writeFileSync(hosts, HOSTS, { mode: 0o644 })
  const mounts: Mount[] = [{ hostPath: hosts, path: '/etc/hosts', readOnly: true }]
  const resolv = network === 'group' ? ENGINE_DNS : verifierResolvConf(hostResolvConf())
  if (resolv) {
    const file = join(dir, `resolv-${network}.conf`)
    writeFileSync(file, resolv, { mode: 0o644 })
    mounts.push({ hostPath: file, path: '/etc/resolv.conf', readOnly: true })
  }
  written.set(network, mounts)
  return mounts
}

function etcFolder(): string {
  if (folder) return folder
  const dir = mkdtempSync(join(tmpdir(), 'helios-verifier-etc-'))
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  folder = dir
  return dir
}

/** No host file to start from: the agent environment's stays (its nameservers, not its code). */
function hostResolvConf(): string {
  try {
    return readFileSync('/etc/resolv.conf', 'utf8')
  } catch {
    return ''
  }
}
