// `attack.toml`: what one cheat of an attack pack is (attacks/v1/<name>/, or a user's folder).
// Pure: parsed from its text; the pack's folders are read by run/attack-pack.ts.
import { parse, TomlError } from 'smol-toml'
import { z } from 'zod'

/** The shipped pack's version: its folder under attacks/. Released versions never change. */
export const ATTACK_PACK_VERSION = 'v1'
/** An attack's agent phase, unless its manifest says otherwise (seconds). */
export const DEFAULT_ATTACK_TIMEOUT_SEC = 60

export const ATTACK_CLASSES = [
  'reward',
  'startup-hook',
  'tool-shim',
  'tool-config',
  'daemon',
  'tests-early',
  'image-history',
  'subject-code',
  'task',
  'other',
] as const
export type AttackClass = (typeof ATTACK_CLASSES)[number]

const manifestSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'lowercase letters, digits, ".", "_" and "-"'),
  class: z.enum(ATTACK_CLASSES),
  tries: z.string().trim().min(1),
  fix: z.string().trim().min(1),
  timeout_sec: z.number().int().min(1).max(3600).optional(),
})

export interface Attack {
  name: string
  class: AttackClass
  /** What it tries, in one sentence. */
  tries: string
  /** What closes it, shown when it scores. */
  fix: string
  timeoutSec: number
  /** `pack v1`, `user`, or `task` (the task's own cheat/solve.sh). */
  source: 'pack' | 'user' | 'task'
  /** Absolute folder holding solve.sh: mounted at /solution as the oracle's. */
  dir: string
}

export class AttackManifestError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`)
    this.name = 'AttackManifestError'
  }
}

/** The manifest of the folder `folderName`; its `name` must be the folder's, so a report's name finds the files. */
export function parseAttackManifest(
  text: string,
  where: { file: string; folderName: string; dir: string; source: 'pack' | 'user' },
): Attack {
  let raw: unknown
  try {
    raw = parse(text)
  } catch (error) {
    throw new AttackManifestError(where.file, error instanceof TomlError ? error.message : String(error))
  }
  const parsed = manifestSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = issue.path.join('.')
    throw new AttackManifestError(where.file, field ? `${field}: ${issue.message}` : issue.message)
  }
  const manifest = parsed.data
  if (manifest.name !== where.folderName)
    throw new AttackManifestError(
      where.file,
      `name: "${manifest.name}" differs from its folder "${where.folderName}"`,
    )
  return {
    name: manifest.name,
    class: manifest.class,
    tries: manifest.tries,
    fix: manifest.fix,
    timeoutSec: manifest.timeout_sec ?? DEFAULT_ATTACK_TIMEOUT_SEC,
    source: where.source,
    dir: where.dir,
  }
}

/** The task's own `cheat/solve.sh` (Terminal-Bench 3's convention) as an attack. */
export function taskCheatAttack(dir: string, timeoutSec: number): Attack {
  return {
    name: 'cheat/solve.sh',
    class: 'task',
    tries: "the task's own cheat/solve.sh",
    fix: 'close the hole the task’s cheat/solve.sh uses (read it), then run check --cheat again',
    timeoutSec,
    source: 'task',
    dir,
  }
}
