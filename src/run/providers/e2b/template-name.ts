// A template per environment content hash and size: E2B sets a sandbox's CPUs and memory from its
// template, so two tasks with one Dockerfile but other limits get two templates.
export interface TemplateSize {
  cpuCount: number
  memoryMB: number
}

/** task.toml's limits as E2B takes them (whole CPUs, an even number of MiB), rounded up. */
export function templateSize(cpus: number, memoryMb: number): TemplateSize {
  return { cpuCount: Math.max(1, Math.ceil(cpus)), memoryMB: Math.max(128, Math.ceil(memoryMb / 2) * 2) }
}

/** Lower case, digits and dashes: what E2B accepts in a template name. */
export function templateName(role: string, hash: string, size: TemplateSize): string {
  return `helios-${role}-${hash.slice(0, 16).toLowerCase()}-c${size.cpuCount}m${size.memoryMB}`
}
