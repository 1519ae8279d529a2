// Runs a workflow file the way GitHub would, job by job in `needs` order: matrices expanded
// (fromJSON of a job output, extra axes, include/exclude), `if:` evaluated (success, !cancelled(),
// always()), env and `with:` resolved, job outputs read from step outputs. Steps that use this action
// (`./` or `<owner>/helios-action@…`) are run by `runAction`; others (checkout, setup-node, run:)
// are skipped with a note. Parsing and expressions are GitHub's own (@actions/workflow-parser,
// @actions/expressions).
import { NoOperationTraceWriter, parseWorkflow, isMapping, isSequence } from '@actions/workflow-parser'
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'
import { asInput, evaluate, resolveToken, type Contexts } from './workflow-expressions.js'

export interface ActionCall {
  job: string
  matrix: Record<string, unknown>
  inputs: Record<string, string>
  env: Record<string, string>
  /** 0-based index of this job instance in the whole run (for per-job artifact ids). */
  index: number
}

export interface SimOptions {
  name: string
  content: string
  contexts: Contexts
  runAction: (call: ActionCall) => Promise<{ code: number; outputs: Record<string, string> }>
}

export interface SimJob {
  id: string
  matrix: Record<string, unknown>
  result: 'success' | 'failure' | 'skipped'
  notes: string[]
}

const OUR_ACTION = /^(\.\/?|[^/\s]+\/helios-action@.+)$/

export async function simulateWorkflow(opts: SimOptions): Promise<SimJob[]> {
  const parsed = parseWorkflow({ name: opts.name, content: opts.content }, new NoOperationTraceWriter())
  const errors = parsed.context.errors.getErrors().map((e) => e.message)
  if (errors.length > 0) throw new Error(`${opts.name}: ${errors.join('; ')}`)
  const jobs = entries(find(parsed.value, 'jobs'))
  const done = new Map<string, { result: SimJob['result']; outputs: Record<string, string> }>()
  const ran: SimJob[] = []
  for (const [id, job] of ordered(jobs)) {
    const needs = listOf(find(job, 'needs'))
    const needsContext = Object.fromEntries(
      needs.map((n) => [n, done.get(n) ?? { result: 'skipped', outputs: {} }]),
    )
    const contexts = { ...opts.contexts, needs: needsContext }
    const success = needs.every((n) => done.get(n)?.result === 'success')
    const condition = find(job, 'if')
    const runs = condition ? Boolean(evaluateCondition(condition, contexts, success)) : success
    if (!runs) {
      done.set(id, { result: 'skipped', outputs: {} })
      ran.push({ id, matrix: {}, result: 'skipped', notes: ['if: false'] })
      continue
    }
    let result: SimJob['result'] = 'success'
    let outputs: Record<string, string> = {}
    for (const matrix of expandMatrix(resolveToken(find(find(job, 'strategy'), 'matrix'), contexts))) {
      const instance = await runJob(opts, id, job, { ...contexts, matrix }, ran.length)
      ran.push({ id, matrix, result: instance.result, notes: instance.notes })
      if (instance.result === 'failure') result = 'failure'
      // GitHub keeps the outputs of the instance that finished last.
      outputs = resolveOutputs(find(job, 'outputs'), { ...contexts, matrix, steps: instance.steps })
    }
    done.set(id, { result, outputs })
  }
  return ran
}

async function runJob(opts: SimOptions, id: string, job: TemplateToken, contexts: Contexts, index: number) {
  const steps: Record<string, { outputs: Record<string, string> }> = {}
  const notes: string[] = []
  let result: SimJob['result'] = 'success'
  const jobEnv = resolveToken(find(job, 'env'), contexts) as Record<string, unknown> | undefined
  for (const step of listTokens(find(job, 'steps'))) {
    const uses = resolveToken(find(step, 'uses'), contexts)
    const label = typeof uses === 'string' ? uses : 'run'
    if (typeof uses !== 'string' || !OUR_ACTION.test(uses)) {
      notes.push(`skipped ${label}: only makes sense on GitHub`)
      continue
    }
    if (result === 'failure') {
      notes.push(`skipped ${label}: an earlier step failed`)
      continue
    }
    const stepContexts = {
      ...contexts,
      steps,
      env: { ...stringMap(opts.contexts.env), ...stringMap(jobEnv) },
    }
    const withValues = stringMap(resolveToken(find(step, 'with'), stepContexts))
    const env = { ...stringMap(jobEnv), ...stringMap(resolveToken(find(step, 'env'), stepContexts)) }
    const outcome = await opts.runAction({
      job: id,
      matrix: contexts.matrix as Record<string, unknown>,
      inputs: withValues,
      env,
      index,
    })
    const stepId = resolveToken(find(step, 'id'), contexts)
    if (typeof stepId === 'string') steps[stepId] = { outputs: outcome.outputs }
    if (outcome.code !== 0) result = 'failure'
  }
  return { result, steps, notes }
}

function evaluateCondition(token: TemplateToken, contexts: Contexts, success: boolean): unknown {
  const text =
    (token as { expression?: string; value?: unknown }).expression ??
    String((token as { value?: unknown }).value)
  return evaluate(text.replace(/^\$\{\{\s*|\s*\}\}$/g, ''), contexts, { success })
}

/** The matrix's combinations: the cartesian product of its axes, then exclude, then include. */
export function expandMatrix(matrix: unknown): Record<string, unknown>[] {
  if (matrix === undefined || matrix === null) return [{}]
  const m = matrix as Record<string, unknown>
  const axes = Object.entries(m).filter(([k]) => k !== 'include' && k !== 'exclude') as [string, unknown[]][]
  let combos: Record<string, unknown>[] = [{}]
  for (const [axis, values] of axes) combos = combos.flatMap((c) => values.map((v) => ({ ...c, [axis]: v })))
  if (axes.length === 0) combos = []
  const matches = (c: Record<string, unknown>, e: Record<string, unknown>) =>
    Object.entries(e).every(([k, v]) => JSON.stringify(c[k]) === JSON.stringify(v))
  combos = combos.filter((c) => !((m.exclude as Record<string, unknown>[]) ?? []).some((e) => matches(c, e)))
  const originalKeys = new Set(axes.map(([k]) => k))
  for (const inc of (m.include as Record<string, unknown>[]) ?? []) {
    const onAxes = Object.fromEntries(Object.entries(inc).filter(([k]) => originalKeys.has(k)))
    const targets = combos.filter((c) => matches(c, onAxes))
    // An include entry extends the combinations it matches (without overwriting their axis values), else adds one.
    if (targets.length > 0 && Object.keys(onAxes).length > 0)
      for (const t of targets) Object.assign(t, { ...inc, ...t })
    else combos.push({ ...inc })
  }
  return combos.length > 0 ? combos : [{}]
}

function resolveOutputs(token: TemplateToken | undefined, contexts: Contexts): Record<string, string> {
  return stringMap(resolveToken(token, contexts))
}

/** Jobs in an order where every job comes after what it needs. */
function ordered(jobs: [string, TemplateToken][]): [string, TemplateToken][] {
  const out: [string, TemplateToken][] = []
  const placed = new Set<string>()
  while (out.length < jobs.length) {
    const next = jobs.find(
      ([id, job]) => !placed.has(id) && listOf(find(job, 'needs')).every((n) => placed.has(n)),
    )
    if (!next) throw new Error('jobs form a cycle of needs')
    out.push(next)
    placed.add(next[0])
  }
  return out
}

function find(token: TemplateToken | undefined, key: string): TemplateToken | undefined {
  return token && isMapping(token) ? token.find(key) : undefined
}

function entries(token: TemplateToken | undefined): [string, TemplateToken][] {
  return token && isMapping(token)
    ? [...token].map(({ key, value }) => [String((key as unknown as { value: unknown }).value), value])
    : []
}

function listTokens(token: TemplateToken | undefined): TemplateToken[] {
  return token && isSequence(token) ? [...token] : []
}

function listOf(token: TemplateToken | undefined): string[] {
  const value = resolveToken(token, {})
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]
}

function stringMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, asInput(v)]))
}
