// The loopback Kubernetes server's backend: every pod is one real container per pod container on
// the local engine (the first on its own network, the others joining it, as a pod's share one).
import { execFile, spawn } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const FAKE_LABEL = 'helios.test.kubernetes-fake'

/** The part of a V1Container the backend honours. */
export interface PodContainer {
  name: string
  image: string
  command?: string[]
  args?: string[]
  env?: { name: string; value?: string }[]
  workingDir?: string
  resources?: { limits?: Record<string, string> }
}

export type ContainerState =
  | { kind: 'running'; startedAt: string }
  | { kind: 'terminated'; exitCode: number; oomKilled: boolean; startedAt: string; finishedAt: string }

/** Docker's memory from a Kubernetes quantity (`512Mi`, `1Gi`, `1000000`). */
export function memoryBytes(quantity: string): number {
  const match = /^(\d+)(Ki|Mi|Gi)?$/.exec(quantity)
  if (!match) throw new Error(`unsupported memory quantity ${quantity}`)
  const unit = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 }[match[2] ?? ''] ?? 1
  return Number(match[1]) * unit
}

/** CPUs from a Kubernetes quantity (`2`, `500m`). */
export function cpus(quantity: string): number {
  return quantity.endsWith('m') ? Number(quantity.slice(0, -1)) / 1000 : Number(quantity)
}

/** The pod's securityContext, as far as the backend honours it. */
export interface PodSecurity {
  runAsUser?: number
  runAsGroup?: number
}

export async function createContainer(
  container: PodContainer,
  security: PodSecurity,
  podKey: string,
  serverId: string,
  joinNetworkOf: string | null,
): Promise<string> {
  const args = ['create', '--label', `${FAKE_LABEL}=${serverId}`, '--label', `${FAKE_LABEL}.pod=${podKey}`]
  for (const variable of container.env ?? []) args.push('-e', `${variable.name}=${variable.value ?? ''}`)
  if (security.runAsUser !== undefined)
    args.push('--user', `${security.runAsUser}:${security.runAsGroup ?? 0}`)
  if (container.workingDir) args.push('-w', container.workingDir)
  const limits = container.resources?.limits ?? {}
  if (limits.memory) {
    const bytes = memoryBytes(limits.memory)
    args.push('--memory', String(bytes), '--memory-swap', String(bytes))
  }
  if (limits.cpu) args.push('--cpus', String(cpus(limits.cpu)))
  if (joinNetworkOf) args.push('--network', `container:${joinNetworkOf}`)
  const [entrypoint, ...rest] = container.command ?? []
  if (entrypoint) args.push('--entrypoint', entrypoint)
  args.push(container.image, ...rest, ...(container.args ?? []))
  const { stdout } = await run('docker', args, { maxBuffer: 4 * 1024 * 1024 })
  const id = stdout.trim()
  await run('docker', ['start', id])
  return id
}

export async function containerState(id: string): Promise<ContainerState | null> {
  try {
    const { stdout } = await run('docker', ['inspect', '--format', '{{json .State}}', id])
    const state = JSON.parse(stdout) as {
      Running: boolean
      ExitCode: number
      OOMKilled: boolean
      StartedAt: string
      FinishedAt: string
    }
    if (state.Running) return { kind: 'running', startedAt: state.StartedAt }
    return {
      kind: 'terminated',
      exitCode: state.ExitCode,
      oomKilled: state.OOMKilled,
      startedAt: state.StartedAt,
      finishedAt: state.FinishedAt,
    }
  } catch {
    return null
  }
}

export async function removeContainers(ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await run('docker', ['rm', '-f', ...ids]).catch(() => undefined)
}

/** Containers this server (or an earlier one of the same id) left on the engine. */
export async function containersOf(serverId: string): Promise<string[]> {
  const { stdout } = await run('docker', ['ps', '-aq', '--filter', `label=${FAKE_LABEL}=${serverId}`])
  return stdout.split('\n').filter(Boolean)
}

/** `docker exec -i`: the command's streams and, once it ends, its exit code. */
export function execInContainer(id: string, command: string[], withStdin: boolean) {
  const child = spawn('docker', ['exec', ...(withStdin ? ['-i'] : []), id, ...command], {
    stdio: [withStdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  })
  // A command that ends without reading all its input closes the pipe: the rest is dropped, as the
  // kubelet drops it (a write after that is EPIPE, not a fault of the caller's).
  child.stdin?.on('error', () => undefined)
  const exit = new Promise<number>((resolve) => {
    child.on('error', () => resolve(126))
    child.on('close', (code) => resolve(code ?? 137))
  })
  return { child, exit }
}
