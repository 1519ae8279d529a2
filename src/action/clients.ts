// The I/O clients a mode needs, built from inputs once. Modes take them as a parameter so tests
// can point them at the loopback fakes.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createArtifacts, type Artifacts } from '../github/artifacts.js'
import { createOctokit, type GitHubClient } from '../github/octokit.js'
import type { ActionInputs } from './inputs.js'
import type { WorkflowContext } from './context.js'

export interface ActionClients {
  artifacts: Artifacts
  /** Null when no token was given (plan/run need none; report degrades to the job summary). */
  octokit: GitHubClient | null
  token: string
  outputDir: string
}

export function createClients(inputs: ActionInputs, ctx: WorkflowContext): ActionClients {
  return {
    artifacts: createArtifacts({ retentionDays: inputs.retentionDays }),
    octokit: inputs.githubToken ? createOctokit({ token: inputs.githubToken }) : null,
    token: inputs.githubToken,
    outputDir: inputs.outputDir || join(ctx.runnerTemp || tmpdir(), 'helios'),
  }
}
