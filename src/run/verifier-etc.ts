// /etc/hosts and /etc/resolv.conf of a verifier beside the agent. Joined to the agent's network,
// an engine gives it the agent environment's own two files, which the agent may have rewritten
// (localhost sent elsewhere, a nameserver of its own): the verifier gets fresh ones instead, from
// the host.
//
// The files are named by their content in one folder per user, never removed: a process killed by
// a signal (no exit handler runs) leaves nothing new behind, and the folder holds one file per
// distinct content, a few hundred bytes. The folder is used only when it is the user's own and
// closed to others, since the engine mounts what is in it into every verifier.
import { createHash } from 'node:crypto'
import { lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
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

/** `group`: the agent's environment is on its service group's network (a compose task). */
export function verifierEtcMounts(network: 'default' | 'group'): Mount[] {
  const known = written.get(network)
  if (known) return known
  const dir = etcFolder()
  const mounts: Mount[] = [{ hostPath: contentFile(dir, 'hosts', HOSTS), path: '/etc/hosts', readOnly: true }]
  const resolv = network === 'group' ? ENGINE_DNS : verifierResolvConf(hostResolvConf())
  if (resolv)
    mounts.push({ hostPath: contentFile(dir, 'resolv', resolv), path: '/etc/resolv.conf', readOnly: true })
  written.set(network, mounts)
  return mounts
}

/** `<tmp>/helios-verifier-etc-<uid>`, made if missing; refused unless a folder of ours that only we can write. */
export function etcFolder(root = tmpdir(), uid = process.getuid?.() ?? 0): string {
  const dir = join(root, `helios-verifier-etc-${uid}`)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stat = lstatSync(dir)
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0) {
    throw new Error(
      `${dir} is not a folder of this user's that only it can write: remove it (helios keeps the verifier's /etc/hosts there)`,
    )
  }
  return dir
}

/**
 * `<dir>/<kind>-<sha256 prefix>`, written when missing or not what it should be. Written beside
 * and renamed into place, so a process reading it never sees half a file.
 */
export function contentFile(dir: string, kind: string, content: string): string {
  const file = join(dir, `${kind}-${createHash('sha256').update(content).digest('hex').slice(0, 16)}`)
  if (readOrNull(file) === content) return file
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, content, { mode: 0o644 })
  renameSync(partial, file)
  return file
}

function readOrNull(file: string): string | null {
  try {
    return lstatSync(file).isFile() ? readFileSync(file, 'utf8') : null
  } catch {
    return null
  }
}

/** No host file to start from: the agent environment's stays (its nameservers, not its code). */
function hostResolvConf(): string {
  try {
    return readFileSync('/etc/resolv.conf', 'utf8')
  } catch {
    return ''
  }
}
