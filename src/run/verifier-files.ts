// Files around the verifier, the same in a shared and a separate verifier: the tests that go in,
// the command that runs them, the logs and reward that come out.
import type { Environment } from './environment/types.js'
import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { isRewardFile, logCopyPath, type LogFolder } from './attempt-files.js'
import { CopyBudget } from './copy-budget.js'
import type { Task } from '../task/types.js'
import type { AttemptSpec } from './attempt-types.js'
import { addDirectory, addFile, buildArchive, extractArchive, packDirectory } from './environment/archive.js'
import { readReward, type RewardReading } from './reward.js'

export const VERIFIER_COMMAND = '/tests/test.sh > /logs/verifier/test-stdout.txt 2>&1'

export { LOG_FOLDERS } from './attempt-files.js'

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

/**
 * What a verifier's own environment gets before it starts, in one copy (each copy costs the engine
 * a process of its own): the log folders and the tests.
 */
export async function verifierEnvironmentArchive(task: Task): Promise<Buffer> {
  return buildArchive(async (pack) => {
    addDirectory(pack, 'logs', 0o755)
    for (const sub of ['verifier', 'artifacts']) addDirectory(pack, `logs/${sub}`, 0o777)
    for (const dir of task.testsDirs) await packDirectory(pack, dir, 'tests', 0o755, verifierReadable)
  })
}

/**
 * `/logs/<folder>` → the attempt's folder (see attempt-files.ts) for the folders named, within the
 * attempt's copy budget. The verifier's logs come first, in a copy of their own: what the agent
 * left in /logs/agent cannot use up the budget before them (the engine's tar is in name order).
 * Answers the reward files that were there but not regular
 * files (a link, a fifo): never copied, so a reward the verifier wrote through one would be lost
 * and the other file read alone — the caller fails the attempt instead (readRewardFiles).
 */
export async function copyLogsOut(
  spec: Pick<AttemptSpec, 'attemptDir' | 'logCapBytes' | 'copyCapBytes' | 'copyBudget' | 'secrets'>,
  environment: Environment,
  folders: readonly LogFolder[],
): Promise<string[]> {
  // Outside runAttempt (no steps to share it with), the copy has a budget of its own.
  const budget = spec.copyBudget ?? new CopyBudget(spec.copyCapBytes)
  const oddRewards: string[] = []
  const copy = async (path: string, only: readonly LogFolder[]) =>
    extractArchive(await environment.copyOut(path), {
      capBytesPerFile: spec.logCapBytes,
      secrets: spec.secrets,
      // `/logs` comes as `logs/…`, `/logs/verifier` as `verifier/…`.
      destination: (name) => {
        const relative = logCopyPath(containerPath(path, name), only)
        return relative === null ? null : join(spec.attemptDir, relative)
      },
      copyCap: { budget, pathOf: (name) => containerPath(path, name), required: isRewardFile },
      onSkippedType: (name, type) => {
        const at = containerPath(path, name)
        if (isRewardFile(at)) oddRewards.push(`${at} is a ${type === 'symlink' ? 'symbolic link' : type}`)
      },
    })
  if (folders.includes('verifier')) await copy('/logs/verifier', ['verifier'])
  const others = folders.filter((folder) => folder !== 'verifier')
  if (others.length > 0) await copy('/logs', others)
  return oddRewards
}

/** The container path of an entry in the archive of `copied` (named from its last component). */
function containerPath(copied: string, entryName: string): string {
  return posix.join(posix.dirname(copied), entryName)
}

/** The reward; none when a reward file was not a regular file (copyLogsOut names them). */
export async function readRewardFiles(
  attemptDir: string,
  oddRewards: readonly string[] = [],
): Promise<RewardReading> {
  if (oddRewards.length > 0)
    return {
      ok: false,
      reason: `${oddRewards.join('; ')}, not a file: a reward must be a regular file the verifier wrote`,
    }
  const read = (name: string) => readFile(join(attemptDir, 'verifier', name), 'utf8').catch(() => null)
  return readReward(await read('reward.json'), await read('reward.txt'))
}

/** /tests as the verifier user needs it, whatever the modes in the task folder: readable, test.sh runnable. */
export function verifierReadable(name: string, mode: number, directory: boolean): number {
  if (directory || name === 'tests/test.sh' || (mode & 0o111) !== 0) return mode | 0o555
  return mode | 0o444
}
