// Runs the bundled action (`dist/index.js`; or its source through tsx) as a GitHub runner would — a separate Node 24 process
// with INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and GITHUB_EVENT_PATH — against the
// loopback fakes. A workflow simulation is a sequence of these steps sharing one artifact store.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import type { ArtifactService } from './artifact-service.js'
import type { GitHubApi } from './github-api.js'
import { ACTION_BUNDLE, ACTION_SOURCE, RUNNER_NODE } from './action-paths.js'
import { readOutputs, runnerEnv } from './runner-env.js'

export { ACTION_BUNDLE, REPO_ROOT, RUNNER_NODE } from './action-paths.js'

/** Each step's folder (RUNNER_TEMP, outputs, summary): tests read files there after the step, so
 * the folders go when the test file ends. */
const stepDirs: string[] = []
afterAll(async () => {
  await Promise.all(stepDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

export interface StepResult {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** The step's folder: RUNNER_TEMP (with the action's output) and its outputs and summary files. */
  dir: string
}

export interface StepOptions {
  artifacts: ArtifactService
  api: GitHubApi
  workspace: string
  inputs: Record<string, string>
  runId?: number
  job?: number
  token?: string
  eventName?: string
  event?: unknown
  sha?: string
  ref?: string
  extra?: Record<string, string>
  /** `source`: run src/entry.ts through tsx instead of the bundle. Default `bundle`. */
  entry?: 'bundle' | 'source'
  /** The bundle to run instead of dist/index.js (e.g. a copy in a folder with no node_modules above it). */
  bundle?: string
  /** Called with the child once started (e.g. to kill it mid-run). */
  onSpawn?: (child: import('node:child_process').ChildProcess) => void
}

export async function runActionStep(opts: StepOptions): Promise<StepResult> {
  const source = opts.entry === 'source'
  const bundle = opts.bundle ?? ACTION_BUNDLE
  if (!source && !existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run bundle\` first`)
  const stepDir = await mkdtemp(path.join(tmpdir(), 'helios-step-'))
  stepDirs.push(stepDir)
  const step = await runnerEnv({ ...opts, stepDir, token: opts.token ?? 'ghs_write_token' })
  const child = spawn(RUNNER_NODE, source ? ACTION_SOURCE : [bundle], {
    env: step.env,
    cwd: opts.workspace,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  opts.onSpawn?.(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  )
  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: await readOutputs(step.outputFile),
    summary: await readFile(step.summaryFile, 'utf8'),
    dir: stepDir,
  }
}

/** `::error::` lines the action printed (core.setFailed / core.error). */
export function errorsOf(step: StepResult): string[] {
  return step.stdout.split('\n').filter((l) => l.startsWith('::error'))
}
