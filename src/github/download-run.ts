// `helios download`: fetch a workflow run's per-attempt artifacts through the REST API and lay
// them out as the local CLI does: `<out>/<run-id>/<NNN>_<slug>/attempt_<NNN>/…`. Attempt
// artifacts are uploaded with the run folder as root, so their entries already carry
// `<NNN>_<slug>/attempt_<NNN>/`; extracting each into `<out>/<run-id>` rebuilds the tree. Per-task
// and per-shard bundles (beyond 500 artifacts per job) keep the same layout.
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import picomatch from 'picomatch'
import pLimit from 'p-limit'
import { parseAnyArtifactName, type ParsedArtifactName } from './artifact-names.js'
import type { Artifacts } from './artifacts.js'
import { messageOf } from '../narrow.js'
import type { GitHubClient } from './octokit.js'

export interface DownloadRunOptions {
  octokit: GitHubClient
  artifacts: Artifacts
  owner: string
  repo: string
  runId: number
  /** Token for the artifact downloads (actions:read). */
  token: string
  outDir: string
  /** Only tasks whose folder (`001_hello`) or slug (`hello`) matches this glob. */
  taskGlob?: string
  /** Only artifacts of this benchmark label; default every helios label in the run. */
  label?: string
  /** Also download the report artifact(s) into the run folder (default: when no task glob). */
  withReport?: boolean
  concurrency?: number
}

export interface DownloadRunResult {
  runDir: string
  downloaded: string[]
  /** Helios artifacts left out (other kinds, other tasks, expired). */
  skipped: string[]
  failed: { name: string; error: string }[]
}

interface Listed {
  id: number
  name: string
  expired: boolean
  digest?: string | null
}

function taskMatcher(glob: string | undefined): (taskDir: string) => boolean {
  if (!glob) return () => true
  const isMatch = picomatch(glob, { nocase: true })
  return (taskDir) => isMatch(taskDir) || isMatch(taskDir.replace(/^\d+_/, ''))
}

function wanted(
  parsed: ParsedArtifactName,
  withReport: boolean,
  matches: (taskDir: string) => boolean,
): boolean {
  switch (parsed.kind) {
    case 'attempt':
    case 'task-attempts':
      return matches(parsed.taskDir)
    case 'shard-attempts':
      return true
    case 'report':
      return withReport
    default:
      return false
  }
}

export async function downloadRun(opts: DownloadRunOptions): Promise<DownloadRunResult> {
  const runDir = path.join(opts.outDir, String(opts.runId))
  const matches = taskMatcher(opts.taskGlob)
  const withReport = opts.withReport ?? !opts.taskGlob
  await mkdir(runDir, { recursive: true })
  const listed: Listed[] = await opts.octokit.paginate(opts.octokit.rest.actions.listWorkflowRunArtifacts, {
    owner: opts.owner,
    repo: opts.repo,
    run_id: opts.runId,
    per_page: 100,
  })
  const result: DownloadRunResult = { runDir, downloaded: [], skipped: [], failed: [] }
  const picked: { artifact: Listed; parsed: ParsedArtifactName }[] = []
  // Newest first: a name uploaded twice (re-run) keeps its latest copy only.
  const seen = new Set<string>()
  for (const artifact of [...listed].sort((a, b) => b.id - a.id)) {
    const any = parseAnyArtifactName(artifact.name)
    if (!any || (opts.label !== undefined && any.label !== opts.label)) continue
    if (seen.has(artifact.name)) continue
    seen.add(artifact.name)
    if (artifact.expired || !wanted(any.parsed, withReport, matches)) {
      result.skipped.push(artifact.name)
      continue
    }
    picked.push({ artifact, parsed: any.parsed })
  }
  picked.sort((a, b) => (a.artifact.name < b.artifact.name ? -1 : 1))
  const limit = pLimit(opts.concurrency ?? 4)
  const from = { runId: opts.runId, owner: opts.owner, repo: opts.repo, token: opts.token }
  await Promise.all(
    picked.map(({ artifact, parsed }) =>
      limit(async () => {
        try {
          // A shard bundle under a task glob is extracted aside, then only matching tasks copied.
          const filtered = parsed.kind === 'shard-attempts' && opts.taskGlob !== undefined
          const target = filtered ? await mkdtemp(path.join(opts.outDir, '.helios-download-')) : runDir
          const got = await opts.artifacts.downloadIdFromRun({
            ...from,
            id: artifact.id,
            name: artifact.name,
            ...(artifact.digest ? { digest: artifact.digest } : {}),
            dir: target,
          })
          if (got.digestMismatch) throw new Error('digest mismatch: the download is corrupt')
          if (filtered) {
            for (const entry of await readdir(target, { withFileTypes: true })) {
              if (entry.isDirectory() && matches(entry.name)) {
                await cp(path.join(target, entry.name), path.join(runDir, entry.name), { recursive: true })
              }
            }
            await rm(target, { recursive: true, force: true })
          }
          result.downloaded.push(artifact.name)
        } catch (error) {
          result.failed.push({ name: artifact.name, error: messageOf(error) })
        }
      }),
    ),
  )
  result.downloaded.sort()
  return result
}
