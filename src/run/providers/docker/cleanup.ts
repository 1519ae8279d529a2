// No container of ours survives a run: each attempt removes its own, an aborted run removes the
// live ones it tracks, and a sweep by label (a second Ctrl-C, a crash) removes whatever is left.
import type Docker from 'dockerode'
import { LABEL_MANAGED, LABEL_OWNER, LABEL_RUN } from '../../environment/labels.js'

/** CPU, memory (no swap beyond it) and process limits of an attempt's container. */
export function containerLimits(limits: { cpus: number; memoryMb: number }, pidsLimit: number) {
  return {
    NanoCpus: Math.round(limits.cpus * 1e9),
    Memory: limits.memoryMb * 1024 * 1024,
    MemorySwap: limits.memoryMb * 1024 * 1024,
    PidsLimit: pidsLimit,
  }
}

/**
 * Force-removes a container and returns once it is gone. A second remove while one is in progress
 * fails at once ("removal already in progress"), so on failure we wait for the first to finish.
 */
export async function removeContainer(docker: Docker, id: string, waitMs = 15_000): Promise<void> {
  try {
    await docker.getContainer(id).remove({ force: true, v: true })
    return
  } catch {
    // Gone already, or being removed by someone else: wait below.
  }
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    try {
      await docker.getContainer(id).inspect()
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Force-removes every container labelled with this run id (or every managed one when runId is
 * null), then the run's attempt networks (compose tasks), which only empty ones can leave.
 * With `owner` (PROCESS_OWNER), only what that process created: a live process sweeping its own.
 */
export async function removeRunContainers(
  docker: Docker,
  runId: string | null,
  options: { owner?: string } = {},
): Promise<number> {
  const label = [
    ...(runId === null ? [] : [`${LABEL_RUN}=${runId}`]),
    `${LABEL_MANAGED}=true`,
    ...(options.owner ? [`${LABEL_OWNER}=${options.owner}`] : []),
  ]
  const containers = await docker.listContainers({ all: true, filters: { label } })
  await Promise.allSettled(containers.map((c) => removeContainer(docker, c.Id)))
  const networks = await docker.listNetworks({ filters: { label } })
  await Promise.allSettled(networks.map((n) => docker.getNetwork(n.Id).remove()))
  return containers.length
}

const creating = new Set<Promise<unknown>>()

/**
 * A container creation under way, known until it settles: a forced exit (a second Ctrl-C) waits
 * for these before its sweep, or a container the engine was still creating would outlive it.
 */
export function creatingContainer<T>(creation: Promise<T>): Promise<T> {
  creating.add(creation)
  const forget = () => creating.delete(creation)
  creation.then(forget, forget)
  return creation
}

/** Resolves once every creation under way has settled, or after `timeoutMs`. */
export async function creationsSettled(timeoutMs = 5000): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))
  await Promise.race([Promise.allSettled([...creating]), timeout])
  clearTimeout(timer)
}
