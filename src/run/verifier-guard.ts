// Verifier integrity: the agent must not decide its own reward. Before the verifier, every process
// the agent phase started is stopped (unless the task needs it: a service on a port its
// instruction or tests name, or `[verifier] keep_agent_processes = true`) and planted Python
// start-up files are removed; after it, /tests must still be what we copied in.
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type Docker from 'dockerode'
import type { VerifierGuard } from '../results/types.js'
import type { Task } from '../task/types.js'
import { runExec } from './docker/exec.js'
import { TailBuffer } from './docker/streams.js'
import { GUARD_PIDS_SCRIPT, guardScript } from './verifier-guard-script.js'

/** Right before /tests is copied in: nothing of the agent's in /logs/verifier or /tests. */
const VERIFIER_PREP = 'rm -rf /logs/verifier /tests && mkdir -p /logs/verifier && chmod 777 /logs/verifier'

/** Where the agent phase starts: the processes that exist then, and when (host clock). */
export interface AgentStart {
  /** null: the image starts nothing of its own, so "before" is PID 1 and the container's command. */
  pids: number[] | null
  at: number
}

/** Also after a restart, which ends every process and starts the image's own again. */
export async function markAgentStart(container: Docker.Container, at = Date.now()): Promise<AgentStart> {
  const output = new TailBuffer(64 * 1024)
  await runExec(container, { cmd: ['sh', '-c', GUARD_PIDS_SCRIPT], user: 'root', stdout: output })
  return { pids: output.text().split(/\s+/).filter(Boolean).map(Number), at }
}

/** Images with an ENTRYPOINT may start services before the agent; others start only the command. */
const entrypointOf = new Map<string, boolean>()

export async function imageHasEntrypoint(docker: Docker, image: string): Promise<boolean> {
  let known = entrypointOf.get(image)
  if (known === undefined) {
    const info = (await docker.getImage(image).inspect()) as { Config?: { Entrypoint?: string[] | null } }
    known = (info.Config?.Entrypoint?.length ?? 0) > 0
    entrypointOf.set(image, known)
  }
  return known
}

/** The agent phase starts now; a process snapshot (one exec) only where the image may run services. */
export async function agentStartFor(
  docker: Docker,
  container: Docker.Container,
  image: string,
): Promise<AgentStart> {
  return (await imageHasEntrypoint(docker, image))
    ? markAgentStart(container)
    : { pids: null, at: Date.now() }
}

/** Port numbers the task's instruction or verifier script names: a service there is the task's. */
export function namedPorts(...texts: string[]): number[] {
  const ports = new Set<number>()
  for (const text of texts) {
    for (const match of text.matchAll(/(?<!\d|\d\.)(\d{2,5})(?!\d|\.\d)/g)) {
      const n = Number(match[1])
      if (n >= 80 && n <= 65535) ports.add(n)
    }
  }
  return [...ports].sort((a, b) => a - b)
}

export function parseGuardOutput(text: string): VerifierGuard {
  const guard: VerifierGuard = { stopped: [], kept: [], removed: [], tampering: null }
  for (const line of text.split('\n')) {
    const [kind, ...rest] = line.split(' ')
    if (kind === 'stopped')
      guard.stopped.push({ pid: Number(rest[0]), command: rest.slice(1).join(' ').trim() })
    else if (kind === 'kept') {
      const port = rest[1] === '-' ? null : Number(rest[1])
      guard.kept.push({ pid: Number(rest[0]), port, command: rest.slice(2).join(' ').trim() })
    } else if (kind === 'removed') guard.removed.push(rest.join(' '))
  }
  return guard
}

/** sha256 of every file copied to /tests, by path relative to it (a step's replace the task's). */
export async function testsChecksums(task: Task): Promise<Map<string, string>> {
  const sums = new Map<string, string>()
  for (const root of task.testsDirs) await addChecksums(root, sums)
  return sums
}

async function addChecksums(root: string, sums: Map<string, string>): Promise<void> {
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    sums.set(
      relative(root, path),
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    )
  }
}

/** What changed in /tests while the verifier ran (a kept process rewrote it), or null. */
export async function testsTampering(
  container: Docker.Container,
  expected: Map<string, string>,
): Promise<string | null> {
  const output = new TailBuffer(256 * 1024)
  await runExec(container, {
    cmd: ['sh', '-c', 'cd /tests && find . -type f -exec sha256sum {} +'],
    user: 'root',
    stdout: output,
  })
  const changed = changedTests(expected, checksumLines(output.text().split('\n')))
  return changed.length
    ? `verifier tampering: /tests changed during the verifier (${changed.slice(0, 5).join(', ')})`
    : null
}

/**
 * One root exec after the agent phase (each exec costs tens of ms): the guard (when on), then an
 * empty /logs/verifier and no /tests, so the tests copied in next are exactly the task's.
 */
export async function prepareVerifier(
  container: Docker.Container,
  task: Task,
  start: AgentStart | null,
): Promise<VerifierGuard | null> {
  let guard = ''
  if (start) {
    const tests = task.testsDirs.map((dir) => readFile(join(dir, 'test.sh'), 'utf8').catch(() => ''))
    const test = (await Promise.all(tests)).join('\n')
    // Files changed since a minute before the agent phase began (find counts whole minutes).
    const minutes = Math.ceil((Date.now() - start.at) / 60_000) + 1
    guard = guardScript(
      task.config.verifier.keepAgentProcesses,
      namedPorts(task.instruction, test),
      start.pids,
      minutes,
    )
  }
  const output = new TailBuffer(256 * 1024)
  const errors = new TailBuffer(2048)
  const outcome = await runExec(container, {
    cmd: ['sh', '-c', `${guard}\n${VERIFIER_PREP}\n`],
    user: 'root',
    stdout: output,
    stderr: errors,
  })
  if (outcome.exitCode !== 0) {
    throw new Error(`preparing the verifier failed (exit ${outcome.exitCode}): ${errors.text().trim()}`)
  }
  return start ? parseGuardOutput(output.text()) : null
}

/** /tests as the verifier user needs it, whatever the modes in the task folder: readable, test.sh runnable. */
export function verifierReadable(name: string, mode: number, directory: boolean): number {
  if (directory || name === 'tests/test.sh' || (mode & 0o111) !== 0) return mode | 0o555
  return mode | 0o444
}

function checksumLines(lines: string[]): Map<string, string> {
  const seen = new Map<string, string>()
  for (const line of lines) {
    const match = /^([0-9a-f]{64})\s+\.\/(.+)$/.exec(line.trim())
    if (match) seen.set(match[2]!, match[1]!)
  }
  return seen
}

/** Our files whose content is not what the task has (files a verifier adds are its business). */
function changedTests(expected: Map<string, string>, seen: Map<string, string>): string[] {
  return [...expected].filter(([path, sum]) => seen.get(path) !== sum).map(([path]) => path)
}
