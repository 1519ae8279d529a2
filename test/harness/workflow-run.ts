// One workflow file run end to end for a test: simulateWorkflow (workflow-sim.ts) with each step
// of this action run as the action (`node dist/index.js`, or the source through tsx) against the
// loopback artifact service, REST API and model server. `uses: <owner>/helios-action@…`, `./` and
// `$/` are this checkout; a reusable workflow of this repository (`<owner>/helios-action/.github/
// workflows/X.yml@…`, `./.github/workflows/X.yml`) is this checkout's file.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from 'vitest'
import type { ArtifactService } from './artifact-service.js'
import type { GitHubApi } from './github-api.js'
import type { ModelServer } from './model-server/index.js'
import { errorsOf, REPO_ROOT, runActionStep } from './workflow.js'
import { OUR_WORKFLOW } from './workflow-call.js'
import type { ActionMetadata } from './workflow-lint.js'
import { simulateWorkflow, type ActionCall, type SimJob } from './workflow-sim.js'

export interface RunSetup {
  runId: number
  eventName: string
  event: Record<string, unknown>
  sha: string
  ref: string
  /** The caller's secrets (default: the model key under each provider's name, and GITHUB_TOKEN). */
  secrets?: Record<string, string>
}

/** What a test may change beyond the event: its own tasks, `vars`, step environment. */
export interface RunMore {
  workspace?: string
  vars?: Record<string, string>
  env?: Record<string, string>
  /** This job's action step fails without running (a runner lost, a job cancelled). */
  failJob?: string
  /** Workspaces by the ref a job's actions/checkout gives: that commit's tree (default: `workspace`). */
  checkouts?: Record<string, string>
}

/** The job summary an action step wrote. */
export interface JobSummary {
  job: string
  matrix: Record<string, unknown>
  summary: string
}

export interface WorkflowRun {
  jobs: SimJob[]
  calls: ActionCall[]
  summaries: JobSummary[]
}

export interface WorkflowRunner {
  artifacts: ArtifactService
  api: GitHubApi
  model: ModelServer
  workspace: string
  action: ActionMetadata
  /** The model key the default secrets hold (the model server accepts it). */
  key: string
  /** `source` for code not yet bundled. Default `bundle`. */
  entry?: 'bundle' | 'source'
}

/** A file of this repository (`.github/workflows/x.yml`, `examples/workflows/x.yml`) run as written. */
export async function runWorkflow(
  runner: WorkflowRunner,
  file: string,
  setup: RunSetup,
  text?: string,
  more: RunMore = {},
): Promise<WorkflowRun> {
  const { artifacts, api, model, action } = runner
  const calls: ActionCall[] = []
  const summaries: JobSummary[] = []
  const jobs = await simulateWorkflow({
    name: file,
    content: text ?? (await readFile(path.join(REPO_ROOT, file), 'utf8')),
    action,
    contexts: {
      github: {
        event: setup.event,
        event_name: setup.eventName,
        repository: 'octo/bench',
        repository_owner: 'octo',
        ref: setup.ref,
        sha: setup.sha,
        run_id: String(setup.runId),
        token: 'ghs_write_token',
      },
      secrets: setup.secrets ?? {
        ANTHROPIC_API_KEY: runner.key,
        OPENAI_API_KEY: runner.key,
        GITHUB_TOKEN: 'ghs_write_token',
      },
      vars: more.vars ?? {},
      env: {},
    },
    readWorkflow: readOurWorkflow,
    runAction: async (call) => {
      calls.push(call)
      if (call.job === more.failJob) return { code: 1, outputs: {}, errors: ['::error::the runner was lost'] }
      const undeclared = Object.keys(call.given).filter((name) => !action.inputs.has(name))
      expect(undeclared, `${file} job ${call.job}`).toEqual([])
      const result = await runActionStep({
        artifacts,
        api,
        workspace:
          (call.checkoutRef === undefined ? undefined : more.checkouts?.[call.checkoutRef]) ??
          more.workspace ??
          runner.workspace,
        inputs: call.inputs,
        runId: setup.runId,
        job: call.index,
        eventName: setup.eventName,
        event: setup.event,
        sha: setup.sha,
        ref: setup.ref,
        ...(runner.entry ? { entry: runner.entry } : {}),
        // What a runner's environment and the step's env give the action; base URLs point at the fake.
        extra: {
          ...call.env,
          ANTHROPIC_BASE_URL: model.url,
          OPENAI_BASE_URL: `${model.url}/v1`,
          ...more.env,
        },
      })
      summaries.push({ job: call.job, matrix: call.matrix, summary: result.summary })
      return { code: result.code ?? 1, outputs: result.outputs, errors: errorsOf(result) }
    },
  })
  return { jobs, calls, summaries }
}

/** This checkout's copy of a reusable workflow of this repository, however the caller names it. */
export async function readOurWorkflow(uses: string): Promise<{ name: string; content: string }> {
  const file = OUR_WORKFLOW.exec(uses)?.[1]
  if (!file) throw new Error(`${uses} is not a reusable workflow of this repository`)
  const name = `.github/workflows/${file}`
  return { name, content: await readFile(path.join(REPO_ROOT, name), 'utf8') }
}

/** The failed job instances, each with its errors: `[]` when the run passed. */
export const failed = (jobs: SimJob[]) =>
  jobs
    .filter((j) => j.result === 'failure')
    .map((j) => `${j.id} ${JSON.stringify(j.matrix)}: ${j.errors.join(' | ')}`)

/** Job ids with the shard of a matrix job, as `run#0`. */
export const jobNames = (jobs: SimJob[]) =>
  jobs.map((j) => `${j.id}${j.matrix['shard'] === undefined ? '' : `#${String(j.matrix['shard'])}`}`)
