// The attempt folders report.html shows trajectories from: the report job fetches the attempt
// artifacts of the tasks that failed (fewest passes first), at most MAX_FETCHED_ATTEMPTS, into one
// tree shaped like a run folder (`<NNN>_<slug>/attempt_<NNN>/`). Passing tasks and attempts past
// the cap keep a link to their artifact. A download that fails leaves that attempt linked only.
import { join } from 'node:path'
import { parseArtifactName } from '../github/artifact-names.js'
import type { RunSummary } from '../results/types.js'
import { attemptDirName } from '../task/slug.js'
import { artifactUrl, type WorkflowContext } from './context.js'
import type { ActionClients } from './clients.js'

export const MAX_FETCHED_ATTEMPTS = 60

export interface FetchedAttempts {
  /** The run-folder-shaped tree (only the fetched attempts are in it). */
  dir: string
  /** `<NNN>_<slug>/attempt_<NNN>` → that attempt's artifact URL. */
  links: Map<string, string>
  fetched: number
  failed: number
}

export async function fetchFailedAttempts(
  artifacts: readonly { id: number; name: string }[],
  head: RunSummary,
  label: string,
  ctx: WorkflowContext,
  clients: ActionClients,
  workDir: string,
): Promise<FetchedAttempts> {
  const dir = join(workDir, 'attempts')
  const byKey = attemptArtifactsByKey(artifacts, label)
  const links = new Map<string, string>()
  for (const [key, artifact] of byKey) {
    const url = artifactUrl(ctx, artifact.id)
    if (url) links.set(key, url)
  }
  const wanted = head.tasks
    .filter((t) => t.successes < t.n)
    .sort((a, b) => a.successes / a.n - b.successes / b.n || a.output_dir.localeCompare(b.output_dir))
    .flatMap((t) => Array.from({ length: t.n }, (_, i) => `${t.output_dir}/${attemptDirName(i + 1)}`))
    .filter((key) => byKey.has(key))
    .slice(0, MAX_FETCHED_ATTEMPTS)
  let failed = 0
  for (const key of wanted) {
    try {
      await clients.artifacts.downloadArtifactByName(byKey.get(key)!.name, dir)
    } catch {
      failed++
    }
  }
  return { dir, links, fetched: wanted.length - failed, failed }
}

/** A run's per-attempt artifacts of `label`, by `<NNN>_<slug>/attempt_<NNN>` (the run-folder path). */
export function attemptArtifactsByKey<A extends { name: string }>(
  artifacts: readonly A[],
  label: string,
): Map<string, A> {
  const byKey = new Map<string, A>()
  for (const artifact of artifacts) {
    const parsed = parseArtifactName(artifact.name, label)
    if (parsed?.kind === 'attempt') byKey.set(`${parsed.taskDir}/${attemptDirName(parsed.attempt)}`, artifact)
  }
  return byKey
}
