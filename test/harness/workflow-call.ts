// A job that calls a reusable workflow (`jobs.<id>.uses`), as GitHub reads the call: the called
// file's `on.workflow_call` declares its inputs (typed, with defaults), secrets and outputs; the
// caller's `with:` may give only declared inputs, of their type, and every required one; its
// `secrets:` is `inherit` (all of the caller's) or a map of declared names, or nothing at all (then
// the called jobs get no secrets but GITHUB_TOKEN); a nested job may not ask for more token
// permissions than the calling job has. Each rule broken is an error in GitHub's words, so a
// workflow that GitHub would refuse to start fails here too.
import { isMapping, isSequence, isString } from '@actions/workflow-parser'
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'
import { resolveToken, type Contexts } from './workflow-expressions.js'

/** Reusable workflows of this repository, however a caller names them. */
export const OUR_WORKFLOW =
  /^(?:[^/\s]+\/helios-action\/|\.\/|\$\/)\.github\/workflows\/([^@/\s]+\.ya?ml)(?:@.+)?$/

/** A call by `owner/repo/…@ref`: the called file's `./` steps would run the caller's checkout. */
export function isRemoteCall(uses: string): boolean {
  return !uses.startsWith('./') && !uses.startsWith('$/')
}

export interface WorkflowCallSpec {
  inputs: Map<string, { type: 'string' | 'number' | 'boolean'; required: boolean; default?: unknown }>
  secrets: Map<string, { required: boolean }>
  /** Output name → its `value` token (evaluated with the `jobs` context). */
  outputs: Map<string, TemplateToken>
}

/** The `on.workflow_call` block of a parsed workflow; throws when the file cannot be called. */
export function workflowCallSpec(name: string, root: TemplateToken): WorkflowCallSpec {
  const on = get(root, 'on')
  const called =
    (on && isString(on) && on.value === 'workflow_call') ||
    (on && isSequence(on) && [...on].some((e) => isString(e) && e.value === 'workflow_call'))
  const block = on && isMapping(on) ? on.find('workflow_call') : undefined
  if (!called && block === undefined)
    throw new Error(`${name}: workflow_call key is not defined in the referenced workflow.`)
  const spec: WorkflowCallSpec = { inputs: new Map(), secrets: new Map(), outputs: new Map() }
  for (const [input, def] of entries(get(block, 'inputs'))) {
    const fields = resolveToken(def, {}) as Record<string, unknown>
    spec.inputs.set(input, {
      type: (fields['type'] as 'string' | 'number' | 'boolean') ?? 'string',
      required: fields['required'] === true,
      ...('default' in fields ? { default: fields['default'] } : {}),
    })
  }
  for (const [secret, def] of entries(get(block, 'secrets')))
    spec.secrets.set(secret, {
      required: (resolveToken(def, {}) as { required?: boolean })?.required === true,
    })
  for (const [output, def] of entries(get(block, 'outputs'))) {
    const value = get(def, 'value')
    if (value) spec.outputs.set(output, value)
  }
  return spec
}

/** The called workflow's `inputs` context from the caller's `with:`, or GitHub's error. */
export function callInputs(spec: WorkflowCallSpec, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(given)) {
    const def = spec.inputs.get(name)
    if (!def) throw new Error(`Invalid input, ${name} is not defined in the referenced workflow.`)
    if (typeof value !== def.type)
      throw new Error(
        `Unexpected value of input '${name}': ${JSON.stringify(value)} is a ${typeof value}, the workflow declares a ${def.type}.`,
      )
    out[name] = value
  }
  for (const [name, def] of spec.inputs) {
    if (name in out) continue
    if (def.required) throw new Error(`Input ${name} is required, but not provided while calling.`)
    out[name] = def.default ?? (def.type === 'number' ? 0 : def.type === 'boolean' ? false : '')
  }
  return out
}

/** The called workflow's `secrets` context: `inherit`, a map of declared names, or none. */
export function callSecrets(
  spec: WorkflowCallSpec,
  token: TemplateToken | undefined,
  caller: Contexts,
): Record<string, string> {
  const all = (caller['secrets'] ?? {}) as Record<string, string>
  const always: Record<string, string> =
    all['GITHUB_TOKEN'] === undefined ? {} : { GITHUB_TOKEN: all['GITHUB_TOKEN'] }
  if (token && isString(token) && token.value === 'inherit') return { ...all }
  const given = (resolveToken(token, caller) ?? {}) as Record<string, unknown>
  for (const name of Object.keys(given))
    if (!spec.secrets.has(name))
      throw new Error(`Invalid secret, ${name} is not defined in the referenced workflow.`)
  for (const [name, def] of spec.secrets)
    if (def.required && !(name in given))
      throw new Error(`Secret ${name} is required, but not provided while calling.`)
  return { ...always, ...Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v ?? '')])) }
}

const LEVELS = ['none', 'read', 'write'] as const

/**
 * A nested job's `permissions` against the calling job's (GitHub refuses to start the run when a
 * nested job asks for more). The caller without `permissions` has the repository's default, here
 * GitHub's restricted one (contents and packages read), as new repositories have.
 */
export function permissionProblems(
  callerId: string,
  callerPermissions: unknown,
  nested: [string, unknown][],
): string[] {
  const granted = scopes(callerPermissions ?? { contents: 'read', packages: 'read' })
  const problems: string[] = []
  for (const [job, asked] of nested) {
    for (const [scope, level] of Object.entries(scopes(asked ?? {}))) {
      const allowed = granted[scope] ?? 'none'
      if (LEVELS.indexOf(level) > LEVELS.indexOf(allowed))
        problems.push(
          `The nested job '${job}' is requesting '${scope}: ${level}', but is only allowed '${scope}: ${allowed}'.`,
        )
    }
  }
  return problems.map((p) => `${callerId}: ${p}`)
}

function scopes(permissions: unknown): Record<string, (typeof LEVELS)[number]> {
  const all = ['actions', 'checks', 'contents', 'issues', 'packages', 'pull-requests', 'statuses', 'id-token']
  if (permissions === 'read-all' || permissions === 'write-all')
    return Object.fromEntries(all.map((s) => [s, permissions === 'read-all' ? 'read' : 'write']))
  return (permissions ?? {}) as Record<string, (typeof LEVELS)[number]>
}

function get(token: TemplateToken | undefined, key: string): TemplateToken | undefined {
  return token && isMapping(token) ? token.find(key) : undefined
}

function entries(token: TemplateToken | undefined): [string, TemplateToken][] {
  return token && isMapping(token)
    ? [...token].map(({ key, value }) => [String((key as unknown as { value: unknown }).value), value])
    : []
}
