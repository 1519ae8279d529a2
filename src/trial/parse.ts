// A trial's scenes, roles and turns from a plain value (a TOML table, a YAML document): pure. Every
// error names the file, the dotted field and the scene, so the message alone says what to fix.
import {
  OUTBOX_DIR,
  TrialConfigError,
  type Trial,
  type TrialRole,
  type TrialScene,
  type TrialTurn,
} from './types.js'
import { isRecord } from '../narrow.js'

type Table = Record<string, unknown>

/** Names become file and folder names (trajectories, outbox files): kept to a safe alphabet. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
const NAME_RULE = 'letters, digits, _ and - (up to 64, starting with a letter or digit)'
/** The role of a scene that lists none: the run's agent and model. */
export const DEFAULT_ROLE = 'agent'

const TRIAL_KEYS = ['scenes', 'sandbox_setup_timeout']
const SCENE_KEYS = ['name', 'roles', 'turns', 'timeout_sec']
const ROLE_KEYS = ['name', 'agent', 'model']
const TURN_KEYS = ['role', 'prompt', 'timeout_sec']

/**
 * The trial in `value` (the `[trial]` table, or a YAML file's document), read at `at` (`trial` in
 * task.toml and bench.toml, empty at a YAML file's top). No scenes: null, today's single turn.
 */
export function parseTrial(value: unknown, file: string, at = 'trial'): Trial | null {
  if (value === undefined || value === null) return null
  const read = new Reader(file)
  const trial = read.table(value, at, null)
  read.knownKeys(trial, at, TRIAL_KEYS, null)
  const scenesAt = join(at, 'scenes')
  const scenes = read
    .list(trial.scenes, scenesAt, null)
    .map((scene, i) => parseScene(read, scene, `${scenesAt}.${i}`, i))
  if (scenes.length === 0) return null
  const seen = new Set<string>()
  for (const [i, scene] of scenes.entries()) {
    if (seen.has(scene.name))
      read.fail(`${scenesAt}.${i}.name`, 'a name no other scene has', scene.name, scene.name)
    seen.add(scene.name)
  }
  return {
    scenes,
    sandboxSetupTimeoutSec: read.seconds(
      trial.sandbox_setup_timeout,
      join(at, 'sandbox_setup_timeout'),
      null,
    ),
    file,
  }
}

function parseScene(read: Reader, value: unknown, at: string, index: number): TrialScene {
  const scene = read.table(value, at, null)
  const name = read.name(scene.name, `${at}.name`, null) ?? `scene-${index + 1}`
  read.knownKeys(scene, at, SCENE_KEYS, name)
  const roles = read
    .list(scene.roles, `${at}.roles`, name)
    .map((role, i) => parseRole(read, role, `${at}.roles.${i}`, name))
  if (roles.length === 0) roles.push({ name: DEFAULT_ROLE, agent: null, model: null })
  const roleNames = roles.map((role) => role.name)
  for (const [i, role] of roles.entries())
    if (roleNames.indexOf(role.name) !== i)
      read.fail(`${at}.roles.${i}.name`, 'a name no other role of the scene has', role.name, name)
  const turns = read
    .list(scene.turns, `${at}.turns`, name)
    .map((turn, i) => parseTurn(read, turn, `${at}.turns.${i}`, name, roleNames))
  if (turns.length === 0)
    read.fail(`${at}.turns`, 'at least one turn, e.g. [[trial.scenes.turns]] role = "…"', scene.turns, name)
  for (const [i, turn] of turns.entries())
    checkOutboxRecipients(read, turn, `${at}.turns.${i}.prompt`, name, roleNames)
  return { name, roles, turns, timeoutSec: read.seconds(scene.timeout_sec, `${at}.timeout_sec`, name) }
}

function parseRole(read: Reader, value: unknown, at: string, scene: string): TrialRole {
  const role = read.table(value, at, scene)
  read.knownKeys(role, at, ROLE_KEYS, scene)
  const name = read.name(role.name, `${at}.name`, scene)
  if (name === null) read.fail(`${at}.name`, `a role name (${NAME_RULE})`, role.name, scene)
  return {
    name,
    agent: read.text(role.agent, `${at}.agent`, scene),
    model: read.text(role.model, `${at}.model`, scene),
  }
}

function parseTurn(
  read: Reader,
  value: unknown,
  at: string,
  scene: string,
  roles: readonly string[],
): TrialTurn {
  const turn = read.table(value, at, scene)
  read.knownKeys(turn, at, TURN_KEYS, scene)
  const named = read.text(turn.role, `${at}.role`, scene)
  // A scene of one role may leave the role out of its turns.
  const role = named ?? (roles.length === 1 ? roles[0]! : null)
  if (role === null)
    read.fail(`${at}.role`, `one of the scene's roles (${roles.join(', ')})`, turn.role, scene)
  if (!roles.includes(role))
    read.fail(`${at}.role`, `one of the scene's roles (${roles.join(', ')})`, turn.role, scene)
  const prompt =
    turn.prompt === undefined || turn.prompt === null ? null : read.text(turn.prompt, `${at}.prompt`, scene)
  return { role, prompt, timeoutSec: read.seconds(turn.timeout_sec, `${at}.timeout_sec`, scene) }
}

/** A prompt that tells an agent to write to the outbox of someone who is not a role of the scene. */
function checkOutboxRecipients(
  read: Reader,
  turn: TrialTurn,
  at: string,
  scene: string,
  roles: readonly string[],
): void {
  if (turn.prompt === null) return
  const pattern = new RegExp(`${OUTBOX_DIR.replace(/[.]/g, '\\.')}/([^\\s/"'\`]+)\\.json`, 'g')
  for (const match of turn.prompt.matchAll(pattern)) {
    const recipient = match[1]!
    if (!roles.includes(recipient))
      throw new TrialConfigError(
        read.file,
        at,
        `the outbox recipient "${recipient}" is not a role of this scene (roles: ${roles.join(', ')})`,
        scene,
      )
  }
}

function join(at: string, key: string): string {
  return at ? `${at}.${key}` : key
}

class Reader {
  constructor(readonly file: string) {}

  fail(field: string, expected: string, got: unknown, scene: string | null): never {
    throw new TrialConfigError(this.file, field, `expected ${expected}, got ${describe(got)}`, scene)
  }

  table(value: unknown, at: string, scene: string | null): Table {
    // TOML dates are objects too, and no table.
    if (isRecord(value) && !(value instanceof Date)) return value
    return this.fail(at || '(top)', 'a table of trial settings', value, scene)
  }

  list(value: unknown, at: string, scene: string | null): unknown[] {
    if (value === undefined || value === null) return []
    if (!Array.isArray(value)) this.fail(at, 'a list (an array of tables)', value, scene)
    return value
  }

  knownKeys(table: Table, at: string, known: readonly string[], scene: string | null): void {
    for (const key of Object.keys(table))
      if (!known.includes(key))
        throw new TrialConfigError(
          this.file,
          join(at, key),
          `unknown field; known here: ${known.join(', ')}`,
          scene,
        )
  }

  text(value: unknown, at: string, scene: string | null): string | null {
    if (value === undefined || value === null) return null
    if (typeof value !== 'string' || value.trim() === '') this.fail(at, 'a non-empty string', value, scene)
    return value
  }

  name(value: unknown, at: string, scene: string | null): string | null {
    const text = this.text(value, at, scene)
    if (text !== null && !NAME.test(text)) this.fail(at, `a name of ${NAME_RULE}`, value, scene)
    return text
  }

  seconds(value: unknown, at: string, scene: string | null): number | null {
    if (value === undefined || value === null) return null
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 86_400 * 7)
      this.fail(at, 'seconds, a number above 0', value, scene)
    return value
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)'
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`
  if (Array.isArray(value)) return 'a list'
  if (value && typeof value === 'object') return 'a table'
  return `${typeof value} ${String(value)}`
}
