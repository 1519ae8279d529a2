import { isOneOf } from '../narrow.js'
// Where files land in an attempt's folder. helios's own files and the copies out of the
// environment never share a path, so nothing the agent writes in the container (in /logs, in a
// declared artifact) can replace one of ours, nor a copy of one another.

/** The `/logs/<folder>` folders of the container, copied out to the attempt's folder. */
export const LOG_FOLDERS = ['agent', 'verifier', 'artifacts'] as const
export type LogFolder = (typeof LOG_FOLDERS)[number]

/** Inside `<attempt>/artifacts/`. */
export const ARTIFACTS = {
  /** What each declared `artifacts` entry gave: helios's own file. */
  manifest: 'artifacts/manifest.json',
  /** The copies of the task's declared `artifacts`, each under its destination. */
  declared: 'artifacts/declared',
  /** `/logs/artifacts` as the agent and the collect hooks left it. */
  logs: 'artifacts/logs',
} as const

/**
 * What helios writes in `agent/` beside the copy of /logs/agent (the agent's output as we read it,
 * its trajectory, the relay's log, a host command's instruction): a file of /logs/agent with one of
 * these names is not copied.
 */
export const OWN_AGENT_FILES: readonly string[] = [
  'stdout.txt',
  'stderr.txt',
  'trajectory.json',
  'relay.log',
  'instruction.md',
]

/** The verifier's files the result is read from: copied even past the attempt's copy cap. */
export const REWARD_FILES: readonly string[] = ['reward.json', 'reward.txt']

/**
 * Where a file of the container's /logs goes, relative to the attempt's folder: `/logs/agent/x` →
 * `agent/x`, `/logs/verifier/x` → `verifier/x`, `/logs/artifacts/x` → `artifacts/logs/x`. Null
 * when it is not copied (another folder, a folder not asked for, a name of ours in agent/).
 */
export function logCopyPath(path: string, folders: readonly LogFolder[]): string | null {
  const match = /^\/logs\/(agent|verifier|artifacts)\/(.+)$/.exec(path)
  if (!match) return null
  const folder = match[1]
  const rest = match[2]!
  if (!isOneOf(folders, folder)) return null
  if (folder === 'artifacts') return `${ARTIFACTS.logs}/${rest}`
  if (folder === 'agent' && OWN_AGENT_FILES.includes(rest)) return null
  return `${folder}/${rest}`
}

/** Whether `path` (in the container) is a reward file of /logs/verifier. */
export function isRewardFile(path: string): boolean {
  return REWARD_FILES.some((name) => path === `/logs/verifier/${name}`)
}
