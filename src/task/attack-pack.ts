// Finds and reads attack packs: the one shipped beside the bundle (attacks/<version>/), a user's
// folder of their own (`--attacks`), and a task's own cheat/solve.sh. Parsing is attack-manifest.ts.
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ATTACK_PACK_VERSION,
  AttackManifestError,
  parseAttackManifest,
  taskCheatAttack,
  type Attack,
} from './attack-manifest.js'
import { isDirectory, isFile, subfolders } from './files.js'

/**
 * `attacks/<version>` of the install: the first ancestor of this module (src/task/ from a
 * checkout, dist/ in the bundle) that holds it.
 */
export async function shippedPackDir(from = dirname(fileURLToPath(import.meta.url))): Promise<string> {
  for (let dir = from; ; dir = dirname(dir)) {
    if (await isDirectory(dir, join('attacks', ATTACK_PACK_VERSION)))
      return join(dir, 'attacks', ATTACK_PACK_VERSION)
    if (dirname(dir) === dir)
      throw new AttackManifestError(
        join('attacks', ATTACK_PACK_VERSION),
        `the shipped attack pack is missing above ${from}; reinstall helios`,
      )
  }
}

/** Every `<name>/solve.sh` with its `<name>/attack.toml` in `dir`, by name. */
export async function loadAttackFolder(dir: string, source: 'pack' | 'user'): Promise<Attack[]> {
  const root = resolve(dir)
  if (!(await isDirectory(root, '.'))) throw new AttackManifestError(dir, 'no such folder')
  const attacks: Attack[] = []
  for (const name of (await subfolders(root, '.')).sort()) {
    const folder = join(root, name)
    if (!(await isFile(folder, 'solve.sh'))) continue
    const file = join(folder, 'attack.toml')
    if (!(await isFile(folder, 'attack.toml')))
      throw new AttackManifestError(file, 'missing: each attack names its class, what it tries and the fix')
    const text = await readFile(file, 'utf8')
    attacks.push(parseAttackManifest(text, { file, folderName: name, dir: folder, source }))
  }
  if (attacks.length === 0)
    throw new AttackManifestError(dir, 'holds no attack (a folder per attack, with solve.sh and attack.toml)')
  return attacks
}

/** The shipped pack, then each user folder; a name used twice is an error, not a silent override. */
export async function loadAttacks(userDirs: readonly string[], packDir?: string): Promise<Attack[]> {
  const all = await loadAttackFolder(packDir ?? (await shippedPackDir()), 'pack')
  for (const dir of userDirs) all.push(...(await loadAttackFolder(dir, 'user')))
  const seen = new Map<string, Attack>()
  for (const attack of all) {
    const before = seen.get(attack.name)
    if (before)
      throw new AttackManifestError(
        join(attack.dir, 'attack.toml'),
        `the name "${attack.name}" is already used by ${before.dir}; rename the folder and its name`,
      )
    seen.set(attack.name, attack)
  }
  return all
}

/** The task's own cheat/solve.sh (Terminal-Bench 3), given the task's agent timeout; null without one. */
export async function taskCheat(taskDir: string, agentTimeoutSec: number): Promise<Attack | null> {
  return (await isFile(taskDir, 'cheat/solve.sh'))
    ? taskCheatAttack(join(taskDir, 'cheat'), agentTimeoutSec)
    : null
}
