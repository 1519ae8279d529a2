// The one place that reads action inputs. Names match action.yml; every value is validated here
// and a bad one fails with the input's name, the value and what would be accepted.
import type { RunDataset } from '../results/types.js'
import { readReasoningEffort } from '../run/agents/reasoning.js'
import type { ReasoningEffort } from '../run/agents/types.js'
import * as core from '@actions/core'
import { COMMENT_MODES, type CommentMode } from '../github/comment.js'
import { parseRegistryRef } from '../run/providers/engine.js'
import { BUILD_SETTINGS } from '../settings/build.js'
import { GATE_SETTINGS } from '../settings/gate.js'
import { PLAN_SETTINGS } from '../settings/plan.js'
import { REPORT_SETTINGS } from '../settings/report.js'
import { retryValues, RUN_SETTINGS, type RetryValues } from '../settings/run.js'
import { AGENT_SETTINGS, type ComputerSafety } from '../settings/agent.js'
import {
  readEnum,
  readNumber,
  type EnumSetting,
  type NumberSetting,
  type NumberValue,
} from '../settings/setting.js'
import { confirmBudget } from '../results/confirm.js'
import { AGENT_NAMES, isAgentName } from '../run/agents/index.js'
import {
  PROVIDER_NAMES,
  providerDescriptor,
  settingRefusal,
  type ProviderName,
  type ProviderSetting,
} from '../run/providers/index.js'
import { closest } from '../text/closest.js'
import { isOneOf, isStringArray, messageOf } from '../narrow.js'

export const MODES = [
  'plan',
  'run',
  'report',
  'publish',
  'check',
  'build',
  'confirm',
  'leaderboard',
  'all',
] as const
/** Modes that run attempts with the agent (its command and model are checked for them). */
const AGENT_MODES: readonly Mode[] = ['run', 'confirm', 'all']
/** report: `false` (one round), `true` (a confirm job follows), `final` (the report after it). */
export const CONFIRM_SETTINGS = GATE_SETTINGS.confirm.values
/** confirm: which side the confirmation job runs (`base`: the job checked out the baseline's commit). */
export const CONFIRM_SIDES = GATE_SETTINGS['confirm-side'].values
export type Mode = (typeof MODES)[number]
export const IMAGE_CACHE_MODES = BUILD_SETTINGS['image-cache'].values
export type ImageCacheMode = (typeof IMAGE_CACHE_MODES)[number]
/** Every agent the `agent` input takes: the built-in ones and each installed CLI (one list). */
export const AGENTS: readonly string[] = AGENT_NAMES

export class InputError extends Error {
  override name = 'InputError'
}

export interface ActionInputs {
  mode: Mode
  /** A bench config (TOML), relative to the workspace; empty: none. */
  config: string
  /** Inputs given a non-empty value (they win over the config's settings). */
  given: ReadonlySet<string>
  tasks: string
  /** A named dataset, `<name>@<version>`, in place of `tasks`; '' for none. */
  dataset: string
  /** A dataset registry file of the user's, relative to the workspace; '' for the shipped one alone. */
  datasetRegistry: string
  /** The dataset `tasks` was fetched from (set by withDataset), recorded in the run summary. */
  datasetRecord?: RunDataset
  pattern: string
  include: string[]
  exclude: string[]
  label: string
  shards: number | null
  maxShards: number
  /** Runners at once (`max-parallel`); null: one shard per runner. */
  maxParallel: number | null
  targetShardMinutes: number
  /** Fewer tasks (`max-samples`, `sample` with `seed`); null: all. */
  maxSamples: number | null
  sample: number | null
  seed: number
  changedOnly: boolean
  baseRef: string
  shard: number
  agent: string
  agentCommand: string
  model: string | null
  attempts: number
  concurrency: number
  timeoutMultiplier: number
  agentEnv: string[]
  agentVersion: string
  agentNetwork: 'host' | null
  agentDir: string
  maxTurns: number | null
  /** Built-in agent: the model's reasoning effort; undefined: the provider's default. */
  reasoningEffort: ReasoningEffort | undefined
  /** Built-in agent: the answer to a computer-use safety check; undefined: not given (decline). */
  computerSafety: ComputerSafety | undefined
  maxTokens: number | null
  maxCostUsd: number | null
  /** The shard's budget (run-max-cost, run-max-tokens). */
  runMaxCostUsd: number | null
  runMaxTokens: number | null
  /** Job-level retries of infrastructure faults and their waits (with `config`: its values where no input is given). */
  retry: RetryValues
  uploadAttempts: boolean
  retentionDays: number | undefined
  baseline: string
  /** Complete base-branch runs whose attempts the base side pools (1: the newest alone). */
  baselinePool: number
  k: number
  confidence: number
  minEffect: number
  failOnRegression: boolean
  gatePushes: boolean
  failOnError: boolean
  /** report/publish: the quarantine list's file ('' = `.helios/quarantine.txt` when present). */
  quarantine: string
  /** report: whether a confirmation round follows (`true`) or has just run (`final`). */
  confirm: (typeof CONFIRM_SETTINGS)[number]
  /** report: the confirmation round's budget as given (`30%` or a number; checked here). */
  confirmAttempts: string
  /** Confirmation rounds at most: more than one, the confirm job runs rounds 3 on and the verdict is the e-process's. */
  confirmRounds: number
  /** confirm: the task ids to run again (the report's `confirm-tasks` output). */
  confirmTasks: string[]
  /** report: a base-side confirm job (at the baseline's commit) runs beside the head one. */
  confirmBase: boolean
  /** confirm: the head's attempts, or the base's (at the checkout the workflow gave). */
  confirmSide: (typeof CONFIRM_SIDES)[number]
  /** leaderboard: the labels to rank (empty: every label with a report in this workflow run). */
  labels: string[]
  comment: CommentMode
  checkRun: boolean
  /** publish: a pass in a fork's self-reported run may be a `success` check and a ✅. */
  trustForkResults: boolean
  githubToken: string
  outputDir: string
  /** Repository for built images (checked, path lowercased); empty: no registry. */
  imageRegistry: string
  registryUsername: string
  registryPassword: string
  /** `actions`: keep built images in the Actions cache (with no registry); empty: off. */
  imageCache: ImageCacheMode
  keepImages: boolean
  /** check: attack each task too (check --cheat); true when `attacks` names folders. */
  cheat: boolean
  /** check: folders of the user's own attacks, as given (relative to the workspace). */
  attacks: string[]
  /** run: where attempts run (`docker`: the runner's engine); plan: where the shards will run them. */
  provider: ProviderName
}

/** Reads from `core.getInput` by default; tests pass a plain record instead. */
export type InputSource = (name: string) => string

function reasoningInput(raw: string): ReasoningEffort | undefined {
  return readReasoningEffort(
    raw || undefined,
    (fix) => new InputError(`Input 'reasoning-effort' is '${raw}'; ${fix}.`),
  )
}

/** A word of a settings table's list; empty: not given. */
function enumInput<S extends EnumSetting & { action: string }>(
  rule: S,
  text: (name: string) => string,
): S['values'][number] | undefined {
  const raw = text(rule.action)
  return readEnum(
    rule,
    raw || undefined,
    (fix) => new InputError(`Input '${rule.action}' is '${raw}'; ${fix}.`),
  )
}

/** `dataset` and `dataset-registry`: read here, fetched by withDataset (dataset-checkout.ts). */
function datasetInputs(text: (name: string) => string): Pick<ActionInputs, 'dataset' | 'datasetRegistry'> {
  return { dataset: text('dataset'), datasetRegistry: text('dataset-registry') }
}

export function getInputs(read: InputSource = (name) => core.getInput(name)): ActionInputs {
  const given = new Set<string>()
  const text = recordingGiven(read, given)
  const mode = oneOf('mode', text('mode'), MODES)
  const { agent, agentCommand } = agentInputs(mode, text)
  const registry = registryInputs(mode, text)
  // Settings shared with the CLI and bench.toml: one table per family (src/settings/).
  const setting = <S extends NumberSetting & { action: string }>(rule: S): NumberValue<S> =>
    readNumber(
      rule,
      text(rule.action) || undefined,
      (fix) => new InputError(`Input '${rule.action}' is '${text(rule.action)}'; ${fix}.`),
    )
  const run = RUN_SETTINGS
  return {
    mode,
    config: text('config'),
    given,
    tasks: text('tasks') || 'tasks',
    ...datasetInputs(text),
    pattern: text('pattern') || '**/task.toml',
    include: list(read('include')),
    exclude: list(read('exclude')),
    label: label(text('label') || 'default'),
    shards: setting(PLAN_SETTINGS.shards),
    maxShards: setting(PLAN_SETTINGS['max-shards']),
    maxParallel: setting(PLAN_SETTINGS['max-parallel']),
    targetShardMinutes: setting(PLAN_SETTINGS['target-shard-minutes']),
    maxSamples: setting(PLAN_SETTINGS['max-samples']),
    sample: setting(PLAN_SETTINGS.sample),
    seed: setting(PLAN_SETTINGS.seed),
    changedOnly: bool('changed-only', text('changed-only') || 'false'),
    baseRef: text('base-ref'),
    shard: setting(PLAN_SETTINGS.shard),
    agent,
    agentCommand,
    model: text('model') || null,
    // confirm: 0 is what the report asks of a side it gives no attempts (the job then runs nothing).
    attempts: mode === 'confirm' && text('attempts') === '0' ? 0 : setting(run.attempts),
    // One input: images built at once in build mode, attempts at once elsewhere.
    concurrency: setting(mode === 'build' ? BUILD_SETTINGS.concurrency : run.concurrency),
    timeoutMultiplier: setting(run['timeout-multiplier']),
    agentEnv: list(read('agent-env')),
    agentVersion: text('agent-version'),
    agentNetwork: agentNetworkInput(text('agent-network')),
    agentDir: text('agent-dir'),
    maxTurns: setting(run['max-turns']),
    reasoningEffort: reasoningInput(text('reasoning-effort')),
    computerSafety: enumInput(AGENT_SETTINGS['computer-safety'], text),
    maxTokens: setting(run['max-tokens']),
    maxCostUsd: setting(run['max-cost']),
    runMaxCostUsd: setting(run['run-max-cost']),
    runMaxTokens: setting(run['run-max-tokens']),
    retry: retryValues((name) => setting(RUN_SETTINGS[name])),
    uploadAttempts: bool('upload-attempts', text('upload-attempts') || 'true'),
    retentionDays: setting(REPORT_SETTINGS['retention-days']) ?? undefined,
    baseline: text('baseline') || 'auto',
    baselinePool: setting(GATE_SETTINGS['baseline-pool']),
    confirmRounds: setting(GATE_SETTINGS['confirm-rounds']),
    k: setting(GATE_SETTINGS.k),
    confidence: setting(GATE_SETTINGS.confidence),
    minEffect: setting(GATE_SETTINGS['min-effect']),
    failOnRegression: bool('fail-on-regression', text('fail-on-regression') || 'true'),
    gatePushes: bool('gate-pushes', text('gate-pushes') || 'false'),
    failOnError: bool('fail-on-error', text('fail-on-error') || 'false'),
    quarantine: text('quarantine'),
    ...confirmInputs(mode, text, read),
    labels: labelsInput(mode, text('labels')),
    comment: oneOf('comment', text('comment') || REPORT_SETTINGS.comment.default, COMMENT_MODES),
    checkRun: bool('check-run', text('check-run') || 'true'),
    trustForkResults: bool('trust-fork-results', text('trust-fork-results') || 'false'),
    githubToken: text('github-token'),
    outputDir: text('output-dir'),
    ...registry,
    keepImages: bool('keep-images', text('keep-images') || 'true'),
    ...cheatInputs(text, read),
    provider: providerInput(mode, text('provider') || 'docker', registry),
  }
}

function agentNetworkInput(value: string): 'host' | null {
  if (value && value !== 'host')
    throw new InputError(`Input 'agent-network' is '${value}'; leave it empty or use host.`)
  return value ? 'host' : null
}

/** check: `cheat`, and `attacks` folders (which imply it). */
function cheatInputs(text: InputSource, read: InputSource): { cheat: boolean; attacks: string[] } {
  const attacks = list(read('attacks'))
  return { cheat: bool('cheat', text('cheat') || 'false') || attacks.length > 0, attacks }
}

/** The agent and its command, checked against what the mode needs to run it. */
function agentInputs(mode: Mode, text: (name: string) => string): { agent: string; agentCommand: string } {
  const agent = text('agent') || (text('model') ? 'helios' : 'oracle')
  if (!isAgentName(agent)) throw notOneOf('agent', agent, AGENTS)
  const agentCommand = text('agent-command')
  if (AGENT_MODES.includes(mode) && (agent === 'command' || agent === 'host-command') && !agentCommand) {
    throw new InputError(
      `Input 'agent-command' is empty but agent is '${agent}'; give the shell command to run.`,
    )
  }
  if (AGENT_MODES.includes(mode) && agent === 'helios' && !text('model')) {
    throw new InputError(
      `Input 'model' is empty but agent is 'helios'; give e.g. anthropic/claude-sonnet-4-5.`,
    )
  }
  return { agent, agentCommand }
}

/** Reads an input trimmed, and notes it in `given` when it has a value. */
function recordingGiven(read: InputSource, given: Set<string>): (name: string) => string {
  return (name) => {
    const value = read(name).trim()
    if (value) given.add(name)
    return value
  }
}

/** Comma- or newline-separated list, blanks dropped. */
export function list(raw: string): string[] {
  return raw
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean)
}

function oneOf<T extends string>(input: string, value: string, allowed: readonly T[]): T {
  if (isOneOf(allowed, value)) return value
  throw notOneOf(input, value, allowed)
}

/** A value outside the input's list: the one it resembles first (a typo), then the whole list. */
function notOneOf(input: string, value: string, allowed: readonly string[]): InputError {
  const list = allowed.map((a) => a || '(empty)').join(', ')
  const meant = closest(value, allowed)
  if (meant === null) return new InputError(`Input '${input}' is '${value}'; use one of ${list}.`)
  return new InputError(`Input '${input}' is '${value}'; did you mean '${meant}'? (one of ${list})`)
}

function bool(input: string, value: string): boolean {
  if (/^(true|yes|1)$/i.test(value)) return true
  if (/^(false|no|0)$/i.test(value)) return false
  const meant = closest(value, ['true', 'false'])
  const fix = meant === null ? 'use true or false.' : `did you mean ${meant}?`
  throw new InputError(`Input '${input}' is '${value}'; ${fix}`)
}

/**
 * A provider refuses the shared settings it cannot honour (its descriptor says which and why), in
 * the sentence the CLI prints for the flag.
 */
function providerInput(
  mode: Mode,
  value: string,
  registry: { imageRegistry: string; imageCache: string },
): ProviderName {
  const provider = oneOf('provider', value, PROVIDER_NAMES)
  // plan takes it too: shards of a remote provider hold `concurrency` attempts at once, so fewer.
  if (providerDescriptor(provider).remote && mode !== 'run' && mode !== 'plan' && mode !== 'all')
    throw new InputError(
      `Input 'provider' is '${provider}' but mode is '${mode}'; only modes run and all run attempts elsewhere (and mode plan sizes shards for it).`,
    )
  const given: [ProviderSetting, string][] = [
    ['image-registry', registry.imageRegistry],
    ['image-cache', registry.imageCache],
  ]
  for (const [setting, value] of given) {
    const refusal = value ? settingRefusal(providerDescriptor(provider), setting) : null
    if (refusal !== null) throw new InputError(`Input '${setting}': ${refusal}; leave it empty.`)
  }
  return provider
}

function registryInputs(mode: Mode, text: (name: string) => string) {
  const [ref, registryUsername, registryPassword] = [
    text('image-registry'),
    text('registry-username'),
    text('registry-password'),
  ]
  const imageCache = text('image-cache')
  if (!isOneOf(IMAGE_CACHE_MODES, imageCache)) {
    const meant = closest(imageCache, IMAGE_CACHE_MODES)
    throw new InputError(
      `Input 'image-cache' is '${imageCache}'; ${meant === null ? 'leave it empty or use actions.' : `did you mean '${meant}'? (or leave it empty)`}`,
    )
  }
  // One place keeps the images: two would each hold a copy and a shard would try both.
  if (ref && imageCache)
    throw new InputError(
      `Inputs 'image-registry' and 'image-cache' are both set; use image-registry where you have a registry, else image-cache: actions.`,
    )
  if (mode === 'build' && !ref && !imageCache)
    throw new InputError(
      `Inputs 'image-registry' and 'image-cache' are empty but mode is 'build'; give the repository to push to, or image-cache: actions.`,
    )
  if (!registryUsername !== !registryPassword) {
    throw new InputError(
      `Inputs 'registry-username' and 'registry-password' go together; give both, or neither to use the runner's docker login.`,
    )
  }
  try {
    return {
      imageRegistry: ref ? parseRegistryRef(ref) : '',
      registryUsername,
      registryPassword,
      imageCache,
    }
  } catch (error) {
    throw new InputError(`Input 'image-registry': ${messageOf(error)}.`)
  }
}

/** The confirmation round's inputs (report and confirm modes). */
function confirmInputs(
  mode: Mode,
  text: (name: string) => string,
  read: InputSource,
): Pick<ActionInputs, 'confirm' | 'confirmAttempts' | 'confirmTasks' | 'confirmBase' | 'confirmSide'> {
  return {
    confirm: oneOf('confirm', text('confirm') || GATE_SETTINGS.confirm.default, CONFIRM_SETTINGS),
    confirmAttempts: confirmAttemptsInput(
      text('confirm-attempts') || GATE_SETTINGS['confirm-attempts'].default,
    ),
    // Read in every mode (one list of inputs), parsed only where it is used.
    confirmTasks: confirmTasksInput(mode, read('confirm-tasks')),
    confirmBase: bool('confirm-base', text('confirm-base') || 'false'),
    confirmSide: oneOf(
      'confirm-side',
      text('confirm-side') || GATE_SETTINGS['confirm-side'].default,
      CONFIRM_SIDES,
    ),
  }
}

function confirmAttemptsInput(value: string): string {
  try {
    confirmBudget(value, 1, "Input 'confirm-attempts'")
  } catch (error) {
    throw new InputError(messageOf(error))
  }
  return value
}

/** Most tasks a confirmation round may name (the report asks for far fewer: its budget allows). */
const MAX_CONFIRM_TASKS = 1000

/**
 * `confirm-tasks`: a JSON array of task ids, as the report's output gives it. Only parsed and
 * checked for shape here; the confirm job then runs only ids this run's plan has.
 */
function confirmTasksInput(mode: Mode, raw: string): string[] {
  if (mode !== 'confirm') return []
  const fix = "give the report job's `confirm-tasks` output, a JSON array of task ids"
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    throw new InputError(`Input 'confirm-tasks' is not JSON (${JSON.stringify(raw.slice(0, 80))}); ${fix}.`)
  }
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > MAX_CONFIRM_TASKS ||
    !value.every((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 1000)
  )
    throw new InputError(
      `Input 'confirm-tasks' must be a JSON array of 1 to ${MAX_CONFIRM_TASKS} task ids (strings); ${fix}.`,
    )
  return [...new Set(value)]
}

/**
 * `labels` (leaderboard): the plan's `labels` output (a JSON array) or names separated by commas or
 * lines; each must be a valid label, and at least two (a leaderboard of one run ranks nothing).
 */
function labelsInput(mode: Mode, raw: string): string[] {
  if (mode !== 'leaderboard' || raw === '') return []
  const fix =
    "give the plan job's `labels` output or names separated by commas, or leave it empty for every label with a report in this run"
  let values: unknown = raw
    .split(/[,\n]/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
  if (raw.trimStart().startsWith('[')) {
    try {
      values = JSON.parse(raw)
    } catch {
      throw new InputError(`Input 'labels' is not JSON (${JSON.stringify(raw.slice(0, 80))}); ${fix}.`)
    }
  }
  if (!isStringArray(values))
    throw new InputError(`Input 'labels' must be a list of labels (strings); ${fix}.`)
  const unique = [...new Set(values)]
  for (const value of unique) label(value, 'labels')
  if (unique.length < 2)
    throw new InputError(
      `Input 'labels' names ${unique.length} label(s); a leaderboard needs at least two: ${fix}.`,
    )
  return unique
}

function label(value: string, input = 'label'): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value)) {
    throw new InputError(
      `Input '${input}' ${input === 'label' ? 'is' : 'has'} '${value}'; use 1-64 letters, digits, '.', '_' or '-' (it names artifacts and the PR comment).`,
    )
  }
  return value
}
