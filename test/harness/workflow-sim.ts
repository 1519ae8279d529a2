// Runs a workflow file the way GitHub would, job by job in `needs` order: matrices expanded
// (fromJSON of a job output, extra axes, include/exclude) and their instances run side by side
// (up to `max-parallel`), job and step `if:` evaluated (success(), !cancelled(), always()),
// workflow, job and step `env` and `with:` resolved, action.yml defaults filled in as the runner
// does, job outputs read from step outputs. Every expression of the file is evaluated, also in the
// keys it does not act on (runs-on, concurrency, run: scripts …), so one that does not resolve
// fails the run. Steps that use this action (`./`, `$/` or `<owner>/helios-action@…`) are run by
// `runAction`; others (checkout, setup-node, run:) are skipped with a note (a checkout's `ref:`
// reaches the action steps after it as `checkoutRef`, for the test to map). A job that calls a
// reusable workflow (`uses: <owner>/helios-action/.github/workflows/….yml@…`, `./…`) runs the file
// `readWorkflow` gives, its jobs listed as `caller/job`, under GitHub's rules for the call
// (workflow-call.ts). Parsing and expressions are GitHub's own (@actions/workflow-parser,
// @actions/expressions).
import { NoOperationTraceWriter, parseWorkflow, isMapping, isSequence } from '@actions/workflow-parser'
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'
import { asInput, evaluate, resolveToken, type Contexts } from './workflow-expressions.js'
import { OUR_ACTION, type ActionMetadata } from './workflow-lint.js'
import {
  callInputs,
  callSecrets,
  isRemoteCall,
  permissionProblems,
  workflowCallSpec,
} from './workflow-call.js'

export interface ActionCall {
  job: string
  matrix: Record<string, unknown>
  /** `with:` values, then action.yml defaults for the inputs `with:` leaves out. */
  inputs: Record<string, string>
  /** Only the inputs the workflow's `with:` gives (for checking them against action.yml). */
  given: Record<string, string>
  /** Workflow, job and step `env`, as the step's process sees them. */
  env: Record<string, string>
  /** 0-based index of this job instance in the whole run (for per-job artifact ids). */
  index: number
  /** The `ref` the job's last actions/checkout step gave (a test maps it to a workspace); none: the run's commit. */
  checkoutRef?: string
}

export interface ActionOutcome {
  code: number
  outputs: Record<string, string>
  /** The `::error::` lines the step printed (kept on the job for the test's messages). */
  errors?: string[]
}

export interface SimOptions {
  name: string
  content: string
  /** github, secrets, vars, inputs …: the contexts GitHub gives every job. */
  contexts: Contexts
  /** action.yml as parsed by GitHub's action parser: its defaults fill inputs `with:` omits. */
  action?: ActionMetadata
  /** Matrix instances run at once when the job sets no `max-parallel` (default 4). */
  parallel?: number
  runAction: (call: ActionCall) => Promise<ActionOutcome>
  /** The file a job's `uses:` calls (a reusable workflow); none: such a job fails the run. */
  readWorkflow?: (uses: string) => Promise<{ name: string; content: string }>
}

export interface SimJob {
  id: string
  matrix: Record<string, unknown>
  result: 'success' | 'failure' | 'skipped'
  notes: string[]
  errors: string[]
}

type Steps = Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }>

export async function simulateWorkflow(opts: SimOptions): Promise<SimJob[]> {
  const base: Contexts = { inputs: {}, vars: {}, secrets: {}, ...opts.contexts }
  const ran: SimJob[] = []
  await runWorkflowFile(opts, parse(opts.name, opts.content), base, {
    counter: { next: 0 },
    ran,
    prefix: '',
    remote: false,
  })
  return ran
}

/** Where the jobs of one file go: the shared job counter, the list, `caller/` for a called file. */
interface RunState {
  /** Job instances so far, over every file of the run (each its own artifact job id). */
  counter: { next: number }
  ran: SimJob[]
  prefix: string
  /** The file was called as `owner/repo/…@ref`: its `./` steps would run the caller's checkout. */
  remote: boolean
}

type Done = Map<string, { result: SimJob['result']; outputs: Record<string, string> }>

function parse(name: string, content: string): TemplateToken {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const errors = parsed.context.errors.getErrors().map((e) => e.message)
  if (errors.length > 0 || !parsed.value) throw new Error(`${name}: ${errors.join('; ')}`)
  return parsed.value
}

async function runWorkflowFile(
  opts: SimOptions,
  root: TemplateToken,
  base: Contexts,
  state: RunState,
): Promise<Done> {
  // Workflow-level keys: `env` is every job's, the others only have to resolve.
  const workflowEnv = stringMap(resolveToken(find(root, 'env'), base))
  resolveToken(find(root, 'run-name'), base)
  resolveToken(find(root, 'concurrency'), base)
  const jobs = entries(find(root, 'jobs'))
  const done: Done = new Map()
  const ran = state.ran
  for (const [ownId, job] of ordered(jobs)) {
    const id = `${state.prefix}${ownId}`
    const needs = listOf(find(job, 'needs'))
    const needsContext = Object.fromEntries(
      needs.map((n) => [n, done.get(n) ?? { result: 'skipped', outputs: {} }]),
    )
    const contexts: Contexts = { ...base, needs: needsContext, env: workflowEnv }
    const success = needs.every((n) => done.get(n)?.result === 'success')
    const condition = find(job, 'if')
    const runs = condition ? evaluateCondition(condition, contexts, success) : success
    if (!runs) {
      done.set(ownId, { result: 'skipped', outputs: {} })
      ran.push({ id, matrix: {}, result: 'skipped', notes: ['if: false'], errors: [] })
      continue
    }
    if (find(job, 'uses')) {
      done.set(ownId, await callWorkflow(opts, id, job, contexts, find(root, 'permissions'), state))
      continue
    }
    const strategy = (resolveToken(find(job, 'strategy'), contexts) ?? {}) as Record<string, unknown>
    const matrices = expandMatrix(strategy['matrix'])
    const limit = Number(strategy['max-parallel'] ?? opts.parallel ?? 4)
    const first = state.counter.next
    state.counter.next += matrices.length
    const instances = await inBatches(matrices, limit, (matrix, i) =>
      runJob(opts, id, job, state.remote, {
        ...contexts,
        matrix,
        strategy: {
          'fail-fast': strategy['fail-fast'] ?? true,
          'job-index': i,
          'job-total': matrices.length,
          'max-parallel': limit,
        },
        index: first + i,
      }),
    )
    let result: SimJob['result'] = 'success'
    let outputs: Record<string, string> = {}
    for (const [i, instance] of instances.entries()) {
      const matrix = matrices[i]!
      ran.push({ id, matrix, result: instance.result, notes: instance.notes, errors: instance.errors })
      if (instance.result === 'failure') result = 'failure'
      // GitHub keeps the outputs of the instance that finished last; here, the last one listed.
      outputs = stringMap(
        resolveToken(find(job, 'outputs'), { ...contexts, matrix, job: {}, steps: instance.steps }),
      )
    }
    done.set(ownId, { result, outputs })
  }
  return done
}

/**
 * A job that calls a reusable workflow: its jobs run as `caller/job` with the call's inputs and
 * secrets; it fails when one of them fails; its outputs are the called file's `outputs`.
 */
async function callWorkflow(
  opts: SimOptions,
  id: string,
  job: TemplateToken,
  contexts: Contexts,
  workflowPermissions: TemplateToken | undefined,
  state: RunState,
): Promise<{ result: SimJob['result']; outputs: Record<string, string> }> {
  const uses = String(resolveToken(find(job, 'uses'), {}))
  if (!opts.readWorkflow) throw new Error(`job ${id} calls ${uses}, and the test gave no readWorkflow`)
  if (find(job, 'strategy')) throw new Error(`job ${id}: a matrix of workflow calls is not simulated`)
  const file = await opts.readWorkflow(uses)
  const root = parse(file.name, file.content)
  const spec = workflowCallSpec(file.name, root)
  const withInputs = (resolveToken(find(job, 'with'), contexts) ?? {}) as Record<string, unknown>
  const called: Contexts = {
    github: contexts['github'],
    vars: contexts['vars'],
    inputs: callInputs(spec, withInputs),
    secrets: callSecrets(spec, find(job, 'secrets'), contexts),
  }
  const nested = entries(find(root, 'jobs')).map(
    ([jobId, nestedJob]) =>
      [jobId, resolveToken(find(nestedJob, 'permissions'), called)] as [string, unknown],
  )
  const granted = resolveToken(find(job, 'permissions') ?? workflowPermissions, contexts)
  const refused = permissionProblems(id, granted, nested)
  if (refused.length > 0) throw new Error(refused.join('\n'))
  const inner = await runWorkflowFile(opts, root, called, {
    ...state,
    prefix: `${id}/`,
    remote: isRemoteCall(uses),
  })
  const results = [...inner.values()].map((j) => j.result)
  const jobsContext = Object.fromEntries(inner)
  const outputs = Object.fromEntries(
    [...spec.outputs].map(([name, token]) => [
      name,
      asInput(resolveToken(token, { ...called, jobs: jobsContext })),
    ]),
  )
  return { result: results.includes('failure') ? 'failure' : 'success', outputs }
}

async function runJob(
  opts: SimOptions,
  id: string,
  job: TemplateToken,
  remote: boolean,
  jobContexts: Contexts & { matrix: Record<string, unknown>; index: number },
) {
  const { index, ...contexts } = jobContexts
  const runner = { os: 'Linux', arch: 'X64', name: `sim-${index}`, temp: '/tmp', tool_cache: '/tmp' }
  const withJob: Contexts = { ...contexts, runner, job: { status: 'success' } }
  const jobEnv = stringMap(resolveToken(find(job, 'env'), withJob))
  const env = { ...(contexts['env'] as Record<string, string>), ...jobEnv }
  // Job keys the simulation does not act on still have to resolve.
  for (const key of [
    'name',
    'runs-on',
    'concurrency',
    'timeout-minutes',
    'continue-on-error',
    'environment',
    'permissions',
  ])
    resolveToken(find(job, key), { ...withJob, env })
  const steps: Steps = {}
  const notes: string[] = []
  const errors: string[] = []
  let failed = false
  let checkoutRef: string | undefined
  for (const step of listTokens(find(job, 'steps'))) {
    const stepContexts: Contexts = {
      ...withJob,
      job: { status: failed ? 'failure' : 'success' },
      steps,
      env,
    }
    const stepEnv = { ...env, ...stringMap(resolveToken(find(step, 'env'), stepContexts)) }
    const inStep = { ...stepContexts, env: stepEnv }
    const uses = resolveToken(find(step, 'uses'), inStep)
    const label = typeof uses === 'string' ? uses : 'run'
    const stepId = resolveToken(find(step, 'id'), inStep)
    const condition = find(step, 'if')
    const runs = condition ? evaluateCondition(condition, inStep, !failed) : !failed
    const given = stringMap(resolveToken(find(step, 'with'), inStep))
    for (const key of ['name', 'run', 'working-directory', 'shell', 'timeout-minutes', 'continue-on-error'])
      resolveToken(find(step, key), inStep)
    if (!runs) {
      notes.push(`skipped ${label}: ${failed ? 'an earlier step failed' : 'if: false'}`)
      if (typeof stepId === 'string')
        steps[stepId] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' }
      continue
    }
    if (typeof uses !== 'string' || !OUR_ACTION.test(uses)) {
      // Not run, but the commit it checks out is handed to the action steps after it.
      if (typeof uses === 'string' && /^actions\/checkout@/.test(uses))
        checkoutRef = given['ref'] || undefined
      notes.push(`skipped ${label}: only makes sense on GitHub`)
      if (typeof stepId === 'string')
        steps[stepId] = { outputs: {}, outcome: 'success', conclusion: 'success' }
      continue
    }
    if (remote && /^\.\/?$/.test(uses)) {
      // GitHub runs `./` from the caller's checkout, which has no action.yml of ours.
      errors.push(
        `${id}: uses: ${uses} in a workflow called from another repository runs the caller's checkout`,
      )
      failed = true
      continue
    }
    const outcome = await opts.runAction({
      job: id,
      matrix: contexts.matrix,
      inputs: { ...actionDefaults(opts.action, given, inStep), ...given },
      given,
      env: stepEnv,
      index,
      ...(checkoutRef === undefined ? {} : { checkoutRef }),
    })
    errors.push(...(outcome.errors ?? []))
    const ok = outcome.code === 0
    const continueOnError = resolveToken(find(step, 'continue-on-error'), inStep) === true
    if (typeof stepId === 'string')
      steps[stepId] = {
        outputs: outcome.outputs,
        outcome: ok ? 'success' : 'failure',
        conclusion: ok || continueOnError ? 'success' : 'failure',
      }
    if (!ok && !continueOnError) failed = true
  }
  return { result: (failed ? 'failure' : 'success') as SimJob['result'], steps, notes, errors }
}

/** What the runner gives for inputs `with:` leaves out: action.yml's defaults, evaluated. */
function actionDefaults(
  action: ActionMetadata | undefined,
  given: Record<string, string>,
  contexts: Contexts,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, spec] of action?.inputs ?? []) {
    if (name in given || spec.default === undefined) continue
    const expression = /^\$\{\{\s*([\s\S]*?)\s*\}\}$/.exec(spec.default)
    out[name] = expression ? asInput(evaluate(expression[1]!, contexts)) : spec.default
  }
  return out
}

/** An `if:` as the runner reads it: without a status function it means `success() && (…)`. */
function evaluateCondition(token: TemplateToken, contexts: Contexts, success: boolean): boolean {
  const text = (
    (token as { expression?: string; value?: unknown }).expression ??
    String((token as { value?: unknown }).value)
  ).replace(/^\$\{\{\s*|\s*\}\}$/g, '')
  const value = Boolean(evaluate(text, contexts, { success }))
  return /\b(success|failure|cancelled|always)\s*\(/.test(text) ? value : success && value
}

/**
 * The matrix's combinations as GitHub makes them: the product of its axes, less `exclude`; then
 * each `include` entry is added to every combination whose original axes it does not contradict
 * (overwriting only values an earlier include added), or becomes a combination of its own when
 * it fits none.
 */
export function expandMatrix(matrix: unknown): Record<string, unknown>[] {
  if (matrix === undefined || matrix === null) return [{}]
  const m = matrix as Record<string, unknown>
  const axes = Object.entries(m).filter(([k]) => k !== 'include' && k !== 'exclude') as [string, unknown[]][]
  let combos: Record<string, unknown>[] = [{}]
  for (const [axis, values] of axes) combos = combos.flatMap((c) => values.map((v) => ({ ...c, [axis]: v })))
  if (axes.length === 0) combos = []
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  const matches = (c: Record<string, unknown>, e: Record<string, unknown>) =>
    Object.entries(e).every(([k, v]) => same(c[k], v))
  combos = combos.filter(
    (c) => !((m['exclude'] as Record<string, unknown>[]) ?? []).some((e) => matches(c, e)),
  )
  const originalKeys = new Set(axes.map(([k]) => k))
  const original = [...combos]
  const added: Record<string, unknown>[] = []
  for (const inc of (m['include'] as Record<string, unknown>[]) ?? []) {
    const onAxes = Object.fromEntries(Object.entries(inc).filter(([k]) => originalKeys.has(k)))
    const targets = original.filter((c) => matches(c, onAxes))
    if (targets.length > 0) for (const t of targets) Object.assign(t, inc)
    else added.push({ ...inc })
  }
  combos = [...original, ...added]
  return combos.length > 0 ? combos : [{}]
}

/** Runs `fn` over `items`, at most `limit` at a time, results in the items' order. */
async function inBatches<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i]!, i)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  return results
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
