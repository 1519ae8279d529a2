// `helios batch --resume <run-folder>`: the settings the run was started with, read back from the
// folder, so a resume finishes the same run instead of silently re-running its attempts with
// other flags (another agent re-runs every attempt; a smaller -k drops attempts from the summary).
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { parseAttemptConfig, type AttemptConfigRecord } from '../results/attempt-config.js'
import { SchemaError } from '../results/schema-error.js'
import { parseRunSummary } from '../results/run-summary.js'
import { REDACTED } from '../run/redact.js'
import { LOCK_FILE } from '../run/run-lock.js'
import { UsageError } from './args.js'
import { readRunStart } from './run-start.js'
import { outputFolderMessage, runsIn } from './summary-file.js'

export interface RecordedSettings {
  /** False when the folder has no run summary (an interrupted run): -k is known from run_start.json only. */
  complete?: boolean
  /** The tasks folder the run started with (run_start.json; absent in runs of older versions). */
  tasks?: string
  agent?: string
  agentCommand?: string
  model?: string | null
  attempts?: number
  label?: string
  /** The highest attempt folder number in the run folder (0 for none). */
  highestAttempt?: number
}

/**
 * What the run folder says about its run: the summary (written when a run finishes) and the
 * first attempt's config.json (written when an attempt starts, so an interrupted run has it too).
 */
export async function readRecordedSettings(runDir: string): Promise<RecordedSettings> {
  await assertFolder(runDir)
  const recorded: RecordedSettings = {}
  const summaryFile = join(runDir, 'run_summary.json')
  const summaryText = await readFile(summaryFile, 'utf8').catch(() => null)
  if (summaryText !== null) {
    const summary = parseRunSummary(summaryText, summaryFile)
    Object.assign(recorded, {
      complete: true,
      agent: summary.agent,
      model: summary.model,
      attempts: summary.attempts,
      label: summary.label,
    })
  }
  const start = await readRunStart(runDir)
  if (start) {
    recorded.tasks = start.tasks
    recorded.agent ??= start.agent
    if (recorded.model === undefined) recorded.model = start.model
    recorded.attempts ??= start.attempts
    if (!recorded.complete) recorded.label ??= start.label
  }
  for (const taskDir of await readdir(runDir, { withFileTypes: true })) {
    if (!taskDir.isDirectory() || !/^\d{3,}_/.test(taskDir.name)) continue
    for (const attemptDir of await readdir(join(runDir, taskDir.name)).catch(() => [])) {
      if (!/^attempt_\d+$/.test(attemptDir)) continue
      recorded.highestAttempt = Math.max(recorded.highestAttempt ?? 0, Number(attemptDir.slice(8)))
      if (recorded.agentCommand !== undefined) continue
      const config = await readConfig(join(runDir, taskDir.name, attemptDir, 'config.json'))
      if (!config) continue
      recorded.agent ??= config.agent
      recorded.model = recorded.model === undefined ? config.model : recorded.model
      // '' marks that an attempt's file was read but holds no command text to compare with.
      recorded.agentCommand = commandText(config) ?? ''
    }
  }
  if (recorded.agentCommand === '') delete recorded.agentCommand
  if (
    !recorded.complete &&
    !start &&
    recorded.highestAttempt === undefined &&
    !existsSync(join(runDir, LOCK_FILE))
  )
    throw await notARun(runDir)
  return recorded
}

const WHAT_TO_PASS = 'pass the run folder an interrupted run printed (<output>/<run-id>)'

/** The path is a folder; a task folder is named as one (the tasks go first, the run after --resume). */
async function assertFolder(runDir: string): Promise<void> {
  const info = await stat(runDir).catch(() => null)
  if (info === null) throw new UsageError(`--resume: ${runDir} does not exist; ${WHAT_TO_PASS}`)
  if (!info.isDirectory())
    throw new UsageError(`--resume: ${runDir} is a file, not a run folder; ${WHAT_TO_PASS}`)
  if (existsSync(join(runDir, 'task.toml')))
    throw new UsageError(
      `--resume: ${runDir} is a task folder (it holds task.toml), not a run folder; give the tasks first and the run after it: helios batch <tasks> --resume <output>/<run-id>`,
    )
}

/**
 * A folder with no summary, no attempt and no lock holds no run: resuming it would write a new
 * run into it. An output folder (runs inside) names one of its runs.
 */
async function notARun(dir: string): Promise<UsageError> {
  const runs = await runsIn(dir)
  if (runs.length > 0) return new UsageError(outputFolderMessage(dir, runs, '--resume: '))
  return new UsageError(
    `--resume: ${dir} holds no run (no run_summary.json, no attempt folder); ${WHAT_TO_PASS}, or start a new run without --resume`,
  )
}

/**
 * The --agent-command of a resumed run: the flag when it matches what the run recorded (where the
 * record has a secret value masked as ***, any text stands in for it), the recorded text when the
 * flag is missing; an error naming both when they differ, or when the record is masked and the
 * flag missing (the masked text cannot be run).
 */
export function settleAgentCommand(
  given: string | undefined,
  recorded: string | undefined,
  runDir: string,
): string | undefined {
  if (recorded === undefined || !recorded.includes(REDACTED))
    return settle('--agent-command', given, recorded, runDir, undefined)
  if (given === undefined) {
    throw new UsageError(
      `--resume: ${runDir} recorded its --agent-command with a secret value masked (${REDACTED}), so it cannot be run from the record: pass --agent-command as when the run started`,
    )
  }
  if (matchesMasked(given, recorded.split(REDACTED))) return given
  // The flag may hold the secret value the record masks: it is not echoed.
  throw new UsageError(
    `--agent-command is another command but ${runDir} was run with '${recorded}'; --resume finishes a run with its own settings (pass the command the run started with, its masked value included, or start a new run)`,
  )
}

/** `text` is the literal parts in order with anything between them (leftmost match, linear time). */
function matchesMasked(text: string, parts: readonly string[]): boolean {
  const first = parts[0]!
  const last = parts[parts.length - 1]!
  if (!text.startsWith(first)) return false
  let at = first.length
  for (const part of parts.slice(1, -1)) {
    const found = text.indexOf(part, at)
    if (found < 0) return false
    at = found + part.length
  }
  return text.length - last.length >= at && text.endsWith(last)
}

/**
 * The --agent-command text the `command` agent ran, from the argv config.json records
 * (`bash -lc <text>`, src/run/agents/index.ts), so a resume with another command is refused and
 * one without the flag runs the same. Null for other agents (host-command records no argv).
 */
function commandText(config: AttemptConfigRecord): string | null {
  const argv = config.command
  if (config.agent !== 'command' || argv === null || argv.length !== 3) return null
  return argv[0] === 'bash' && argv[1] === '-lc' ? argv[2]! : null
}

/**
 * An attempt's config.json, or null when the attempt never wrote one (stopped as its folder was
 * made). A file that is there but unreadable stops the resume: guessing the agent could re-run the
 * whole folder with another one.
 */
async function readConfig(file: string): Promise<AttemptConfigRecord | null> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (text === null) return null
  try {
    return parseAttemptConfig(text, file)
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error
    throw new UsageError(
      `--resume: ${error.message}. Remove that attempt folder (${dirname(file)}) to run the attempt again, or start a new run.`,
    )
  }
}

/**
 * The recorded value when the flag was not given; the flag's when it agrees; a UsageError naming
 * the flag when it disagrees.
 */
export function settle<T>(
  flag: string,
  given: T | undefined,
  recorded: T | undefined,
  runDir: string,
  fallback: T,
): T {
  if (given === undefined) return recorded ?? fallback
  if (recorded !== undefined && given !== recorded) {
    throw new UsageError(
      `${flag} is '${String(given)}' but ${runDir} was run with '${String(recorded)}'; ` +
        `--resume finishes a run with its own settings (drop ${flag}, or start a new run)`,
    )
  }
  return given
}
