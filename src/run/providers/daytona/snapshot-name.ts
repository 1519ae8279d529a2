// A snapshot per environment content hash and size: Daytona sets a sandbox's CPU, memory and disk
// from its snapshot, so two tasks with one Dockerfile but other limits get two snapshots.
export interface SnapshotSize {
  cpu: number
  memoryGiB: number
  diskGiB: number
}

/** task.toml's limits in Daytona's units (whole CPUs and GiB), rounded up so a task never gets less. */
export function snapshotSize(cpus: number, memoryMb: number, storageMb: number | null): SnapshotSize {
  return {
    cpu: Math.max(1, Math.ceil(cpus)),
    memoryGiB: Math.max(1, Math.ceil(memoryMb / 1024)),
    diskGiB: Math.max(3, Math.ceil((storageMb ?? 3 * 1024) / 1024)),
  }
}

export function snapshotName(role: string, hash: string, size: SnapshotSize): string {
  return `helios-${role}-${hash.slice(0, 16)}-c${size.cpu}m${size.memoryGiB}d${size.diskGiB}`
}
