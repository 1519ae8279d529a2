// Files around the verifier, the same in a shared and a separate verifier: the tests that go in,
// the command that runs them, the logs and reward that come out.
import type { Environment } from './environment/types.js'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Task } from '../task/types.js'
import type { AttemptSpec } from './attempt-types.js'
import { addDirectory, addFile, buildArchive, extractArchive, packDirectory } from './environment/archive.js'
import { readReward } from './reward.js'

export const VERIFIER_COMMAND = '/tests/test.sh > /logs/verifier/test-stdout.txt 2>&1'

export const LOG_FOLDERS = ['agent', 'verifier', 'artifacts'] as const
type LogFolder = (typeof LOG_FOLDERS)[number]

/**
 * `/tests` as an archive; a step's tests go in after the task's (a same-named file is the step's).
 * With `resetLogs`, it first replaces /logs/verifier and /tests by empty files, then by folders:
 * the engine's extraction removes a path whose type differs from the entry's, so whatever the
 * agent left there is gone — done by the engine, not by a tool of the container.
 */
export async function testsArchive(task: Task, options: { resetLogs?: boolean } = {}): Promise<Buffer> {
  return buildArchive(async (pack) => {
    if (options.resetLogs) {
      addDirectory(pack, 'logs', 0o755)
      addFile(pack, 'logs/verifier', '')
      addDirectory(pack, 'logs/verifier', 0o777)
      addFile(pack, 'tests', '')
    }
    for (const dir of task.testsDirs) await packDirectory(pack, dir, 'tests', 0o755, verifierReadable)
  })
}

/** `/logs/<folder>` → `<attempt>/<folder>` for the folders named; our own stdout files win. */
export async function copyLogsOut(
  spec: Pick<AttemptSpec, 'attemptDir' | 'logCapBytes' | 'secrets'>,
  container: Environment,
  folders: readonly LogFolder[],
): Promise<void> {
  const archive = await container.copyOut('/logs')
  const ours = new Set(['agent/stdout.txt', 'agent/stderr.txt', 'agent/trajectory.json'])
  await extractArchive(archive, {
    capBytesPerFile: spec.logCapBytes,
    secrets: spec.secrets,
    destination: (name) => {
      const match = /^logs\/((agent|verifier|artifacts)\/.+)$/.exec(name)
      if (!match || ours.has(match[1]!) || !folders.includes(match[2] as LogFolder)) return null
      return join(spec.attemptDir, match[1]!)
    },
  })
}

export async function readRewardFiles(attemptDir: string) {
  const read = (name: string) => readFile(join(attemptDir, 'verifier', name), 'utf8').catch(() => null)
  return readReward(await read('reward.json'), await read('reward.txt'))
}

/** /tests as the verifier user needs it, whatever the modes in the task folder: readable, test.sh runnable. */
export function verifierReadable(name: string, mode: number, directory: boolean): number {
  if (directory || name === 'tests/test.sh' || (mode & 0o111) !== 0) return mode | 0o555
  return mode | 0o444
}
