// The environment a GitHub runner gives a JavaScript action step, pointed at the loopback fakes:
// for running `node dist/index.js` as a separate process (plan, each shard, report).
//
// The fakes live in the test's own event loop: start child processes asynchronously
// (`execFile`/`spawn` with promises), never `spawnSync`/`execSync`, or nobody answers them.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ArtifactService } from './artifact-service.js'
import type { GitHubApi } from './github-api.js'

export interface RunnerEnvOptions {
  artifacts: ArtifactService
  api: GitHubApi
  /** Folder for this step's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, event payload, RUNNER_TEMP). */
  stepDir: string
  workspace: string
  /** Workflow run (REST id); default the artifact service's run. */
  runId?: number
  /** Job index within the run: each job has its own artifact job id (500-artifact limit). */
  job?: number
  token?: string
  eventName?: string
  event?: unknown
  sha?: string
  ref?: string
  /** Action inputs by their kebab-case names; become INPUT_<NAME> as the runner does. */
  inputs?: Record<string, string>
  extra?: Record<string, string>
}

export interface RunnerStep {
  env: Record<string, string>
  outputFile: string
  summaryFile: string
  eventFile: string
}

/** `core.getInput(name)` reads `INPUT_<name with spaces as _, upper-cased>`. */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

export async function runnerEnv(opts: RunnerEnvOptions): Promise<RunnerStep> {
  await mkdir(path.join(opts.stepDir, 'tmp'), { recursive: true })
  const outputFile = path.join(opts.stepDir, 'output.txt')
  const summaryFile = path.join(opts.stepDir, 'summary.md')
  const eventFile = path.join(opts.stepDir, 'event.json')
  await writeFile(outputFile, '')
  await writeFile(summaryFile, '')
  await writeFile(eventFile, JSON.stringify(opts.event ?? {}))
  const runId = opts.runId ?? opts.artifacts.runId
  const job = opts.job ?? 0
  const { owner, repo } = opts.api.state
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: path.join(opts.stepDir, 'tmp'),
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_REPOSITORY: `${owner}/${repo}`,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_RUN_ID: String(runId),
    GITHUB_RUN_NUMBER: String(runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: `job-${job}`,
    GITHUB_WORKFLOW: 'Benchmark',
    GITHUB_EVENT_NAME: opts.eventName ?? 'push',
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_SHA: opts.sha ?? '0'.repeat(40),
    GITHUB_REF: opts.ref ?? 'refs/heads/main',
    GITHUB_ACTOR: 'octocat',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: opts.api.url,
    GITHUB_GRAPHQL_URL: `${opts.api.url}/graphql`,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...(opts.token
      ? { GITHUB_TOKEN: opts.token, INPUT_TOKEN: opts.token, 'INPUT_GITHUB-TOKEN': opts.token }
      : {}),
    ...opts.artifacts.envFor(job, runId),
    ...Object.fromEntries(Object.entries(opts.inputs ?? {}).map(([k, v]) => [inputEnvName(k), v])),
    ...opts.extra,
  }
  return { env, outputFile, summaryFile, eventFile }
}

/** Parses GITHUB_OUTPUT as `@actions/core` writes it (`name<<delimiter` blocks, or `name=value`). */
export async function readOutputs(file: string): Promise<Record<string, string>> {
  const lines = (await readFile(file, 'utf8')).split(/\r?\n/)
  const out: Record<string, string> = {}
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc?.[1] && heredoc[2]) {
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i] ?? '')
      out[heredoc[1]] = value.join('\n')
      continue
    }
    const eq = line.indexOf('=')
    if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1)
  }
  return out
}
