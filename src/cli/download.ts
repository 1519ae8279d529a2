// `helios download --repo OWNER/NAME --run ID`: a CI run's per-attempt artifacts, laid out as
// the same folder tree `helios batch` writes.
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { createArtifacts } from '../github/artifacts.js'
import { downloadRun } from '../github/download-run.js'
import { httpStatusOf } from '../github/errors.js'
import { createOctokit } from '../github/octokit.js'
import { routeActionsOutput } from './actions-log.js'
import { intFlag, parse, stringFlag, UsageError } from './args.js'
import { assertOutputFolder } from './output-folder.js'
import { messageOf } from '../narrow.js'

const HELP = `Usage: helios download --repo OWNER/NAME --run RUN_ID [-o DIR] [--task GLOB] [--label NAME]

Downloads the attempt artifacts of a workflow run into DIR/<run-id>/<NNN>_<task>/attempt_<NNN>/.
Token: $GITHUB_TOKEN, else \`gh auth token\`. API: $GITHUB_API_URL (default api.github.com).`

export async function downloadCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    repo: { type: 'string' },
    run: { type: 'string' },
    output: { type: 'string', short: 'o' },
    task: { type: 'string' },
    label: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  const repo = stringFlag(values, 'repo')
  const [owner, name] = repo?.split('/') ?? []
  if (!owner || !name) throw new UsageError(`--repo must be OWNER/NAME (got '${repo ?? ''}').\n\n${HELP}`)
  if (values.run === undefined) throw new UsageError(`--run is required.\n\n${HELP}`)
  const runId = intFlag(values, 'run', 0, 1, Number.MAX_SAFE_INTEGER)
  await assertOutputFolder(stringFlag(values, 'output') ?? 'output')
  const token = process.env.GITHUB_TOKEN || (await ghAuthToken())
  if (!token) throw new UsageError('no token: set GITHUB_TOKEN or log in with `gh auth login`')
  const octokit = createOctokit({ token })
  // stdout is the result (the run folder): the clients' logging goes to stderr meanwhile.
  const restore = routeActionsOutput()
  const result = await downloadRun({
    octokit,
    artifacts: createArtifacts(),
    owner,
    repo: name,
    runId,
    token,
    outDir: resolve(stringFlag(values, 'output') ?? 'output'),
    taskGlob: stringFlag(values, 'task'),
    label: stringFlag(values, 'label'),
  })
    .catch((error: unknown) => {
      throw explain(error, `${owner}/${name}`, runId)
    })
    .finally(restore)
  for (const failed of result.failed) process.stderr.write(`failed: ${failed.name}: ${failed.error}\n`)
  process.stderr.write(
    `${result.downloaded.length} artifact(s) downloaded, ${result.skipped.length} skipped\n`,
  )
  process.stdout.write(`${result.runDir}\n`)
  return result.failed.length > 0 ? 1 : 0
}

async function ghAuthToken(): Promise<string | null> {
  try {
    const { stdout } = await promisify(execFile)('gh', ['auth', 'token'])
    return stdout.trim() || null
  } catch {
    return null
  }
}

/** REST errors in the user's terms: which run, which repository, what to check. */
function explain(error: unknown, repo: string, runId: number): unknown {
  const status = httpStatusOf(error)
  const message = messageOf(error)
  if (status === 404)
    return new Error(
      `workflow run ${runId} of ${repo} was not found (${message}); check --repo and --run, and that the token can read the repository`,
    )
  if (status === 401) return new Error(`GitHub refused the token (${message}); check GITHUB_TOKEN`)
  return error
}
