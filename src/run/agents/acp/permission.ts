// How the ACP client answers an agent's `session/request_permission`, and what it records. Pure.
// The policy: the environment is the sandbox, and the task's workdir (and /tmp) is where the agent
// is to work. A request is allowed (once) unless a file it names lies outside those folders; then
// it is rejected (once). A request that names no file (a shell command) runs inside the container
// anyway, so it is allowed. Every request and its answer is recorded in the trajectory.
import { posix } from 'node:path'
import { recordOrEmpty } from '../../../narrow.js'

/** Folders beside the workdir an agent may write to without a rejection. */
const ALSO_ALLOWED = ['/tmp']
/** Fields of a tool call's raw input that name a file, as the adapters word them. */
const PATH_FIELDS = ['path', 'file_path', 'filePath', 'abs_path', 'notebook_path', 'target', 'destination']

export interface PermissionRecord {
  tool_call_id: string | null
  title: string | null
  /** The files the request names, as given. */
  paths: string[]
  /** The `kind` of each option offered (allow_once, allow_always, reject_once, reject_always). */
  offered: string[]
  outcome: 'allowed' | 'rejected' | 'cancelled'
  /** The option chosen; null when the request was cancelled (no option fitted). */
  option_id: string | null
  reason: string
}

export type PermissionAnswer = {
  outcome: { outcome: 'selected'; optionId: string } | { outcome: 'cancelled' }
}

interface Option {
  optionId: string
  kind: string
}

/** The answer to one request and its record; `workdir` is the task's (absolute, in the environment). */
export function answerPermission(
  params: unknown,
  workdir: string,
): { answer: PermissionAnswer; record: PermissionRecord } {
  const request = recordOrEmpty(params)
  const toolCall = recordOrEmpty(request.toolCall)
  const options = (Array.isArray(request.options) ? request.options : [])
    .map(recordOrEmpty)
    .filter((o): o is Record<string, unknown> & Option => typeof o.optionId === 'string')
  const paths = requestedPaths(toolCall)
  const outside = paths.filter((path) => !isInside(posix.resolve(workdir, path), [workdir, ...ALSO_ALLOWED]))
  const wanted = outside.length === 0 ? ['allow_once', 'allow_always'] : ['reject_once', 'reject_always']
  const chosen = wanted.map((kind) => options.find((o) => o.kind === kind)).find(Boolean) ?? null
  const reason =
    outside.length > 0
      ? `names ${outside.join(', ')}, outside the workdir ${workdir}`
      : paths.length > 0
        ? `inside the workdir ${workdir}`
        : 'names no file: it runs inside the environment'
  const record: PermissionRecord = {
    tool_call_id: typeof toolCall.toolCallId === 'string' ? toolCall.toolCallId : null,
    title: typeof toolCall.title === 'string' ? toolCall.title : null,
    paths,
    offered: options.map((o) => o.kind),
    outcome: chosen === null ? 'cancelled' : outside.length === 0 ? 'allowed' : 'rejected',
    option_id: chosen?.optionId ?? null,
    reason: chosen === null ? `${reason}; no option of kind ${wanted.join(' or ')} was offered` : reason,
  }
  const answer: PermissionAnswer = chosen
    ? { outcome: { outcome: 'selected', optionId: chosen.optionId } }
    : { outcome: { outcome: 'cancelled' } }
  return { answer, record }
}

/** The files a tool call names: its `locations`, and path fields of its raw input. */
export function requestedPaths(toolCall: Record<string, unknown>): string[] {
  const paths = new Set<string>()
  for (const location of Array.isArray(toolCall.locations) ? toolCall.locations : []) {
    const path = recordOrEmpty(location).path
    if (typeof path === 'string' && path) paths.add(path)
  }
  const input = recordOrEmpty(toolCall.rawInput)
  for (const field of PATH_FIELDS) {
    const value = input[field]
    if (typeof value === 'string' && value) paths.add(value)
  }
  return [...paths]
}

function isInside(path: string, folders: readonly string[]): boolean {
  return folders.some((folder) => {
    const root = posix.resolve(folder)
    return path === root || path.startsWith(root === '/' ? '/' : `${root}/`)
  })
}
