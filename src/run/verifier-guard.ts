// Verifier integrity, the parts no provider changes: what /tests must hold (checksums, modes),
// whether it still does after the verifier, and the guard's report as the helper prints it. The
// freeze-and-stop itself is the provider's (AgentPhaseGuard; Docker: providers/docker/guard.ts).
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { VerifierGuard } from '../results/types.js'
import type { Task } from '../task/types.js'
import { readArchiveFiles } from './environment/archive.js'
import type { Environment } from './environment/types.js'

export function parseGuardOutput(text: string): VerifierGuard {
  const guard: VerifierGuard = { stopped: [], kept: [], removed: [], tampering: null }
  for (const line of text.split('\n')) {
    const [kind, ...rest] = line.split(' ')
    if (kind === 'stopped') {
      const ports = rest[1] === '-' || rest[1] === undefined ? [] : rest[1].split(',').map(Number)
      guard.stopped.push({ pid: Number(rest[0]), ports, command: rest.slice(2).join(' ').trim() })
    } else if (kind === 'kept') {
      const port = rest[1] === '-' ? null : Number(rest[1])
      guard.kept.push({ pid: Number(rest[0]), port, command: rest.slice(2).join(' ').trim() })
    }
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
    sums.set(relative(root, path), sha256(await readFile(path)))
  }
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex')
}

/** What changed in /tests while the verifier ran (a kept process rewrote it), read through the engine. */
export async function testsTampering(
  environment: Environment,
  expected: Map<string, string>,
): Promise<string | null> {
  const files = await readArchiveFiles(await environment.copyOut('/tests'), 64 * 1024 * 1024)
  const changed = [...expected]
    .filter(([path, sum]) => {
      const now = files.get(`tests/${path}`)
      return now === undefined || sha256(now) !== sum
    })
    .map(([path]) => path)
  return changed.length
    ? `tampering: /tests changed during the verifier (${changed.slice(0, 5).join(', ')})`
    : null
}

/** /tests as the verifier user needs it, whatever the modes in the task folder: readable, test.sh runnable. */
export function verifierReadable(name: string, mode: number, directory: boolean): number {
  if (directory || name === 'tests/test.sh' || (mode & 0o111) !== 0) return mode | 0o555
  return mode | 0o444
}
