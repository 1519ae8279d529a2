// After the agent phase, before the verifier (Harbor's order): the task's `[[verifier.collect]]`
// commands, then its declared `artifacts` copied from the container into
// `<attempt>/artifacts/declared/`, with `artifacts/manifest.json` saying what each entry gave (see
// attempt-files.ts). Best-effort: a missing path or a failing hook is recorded, never an attempt
// error. `/logs/artifacts` is always copied with the other logs, to `artifacts/logs/`.
import { writeFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import picomatch from 'picomatch'
import type { CollectedPath, CollectHook } from '../task/types.js'
import { extractArchive } from './environment/archive.js'
import type { Environment } from './environment/types.js'
import { PathNotFound } from './environment/errors.js'
import { TailBuffer } from './environment/streams.js'
import type { CopyBudget } from './copy-budget.js'

export interface ManifestEntry {
  source: string
  destination: string
  type: 'file' | 'directory' | null
  status: 'ok' | 'failed' | 'empty' | 'skipped'
  service: string
  /** Why it failed or was skipped, or why some of its files were left out. */
  reason?: string
  files?: number
  /** Files left out because the attempt's copy cap was reached. */
  skipped_files?: number
}

export interface HookOutcome {
  command: string
  service: string
  exit_code: number | null
  timed_out: boolean
}

export interface CollectOptions {
  environment: Environment
  /** A compose task's running services by name (hooks and artifacts may name one). */
  sidecars: ReadonlyMap<string, Environment>
  hooks: readonly CollectHook[]
  paths: readonly CollectedPath[]
  /** `<attempt>/artifacts/declared`: each entry under its destination. */
  outputDir: string
  /** `<attempt>/artifacts/manifest.json`, outside `outputDir`: no copy can replace it. */
  manifestFile: string
  budget: CopyBudget
  /** Where relative sources are resolved (the task's workdir, else the image's). */
  workdir: string
  env: Record<string, string>
  capBytesPerFile: number
  secrets: readonly Buffer[]
}

export async function runCollectHooks(options: CollectOptions): Promise<HookOutcome[]> {
  const outcomes: HookOutcome[] = []
  for (const hook of options.hooks) {
    const main = hook.service === 'main'
    // A sidecar's image may have no bash, and has neither the task's env nor its workdir (as in Harbor).
    const outcome = await containerOf(options, hook.service).exec({
      cmd: main ? ['bash', '-c', hook.command] : ['sh', '-c', hook.command],
      user: hook.user,
      env: main ? options.env : {},
      workdir: main ? options.workdir : null,
      stdout: new TailBuffer(1024),
      stderr: new TailBuffer(1024),
      timeoutMs: hook.timeoutSec * 1000,
    })
    outcomes.push({
      command: hook.command,
      service: hook.service,
      exit_code: outcome.exitCode,
      timed_out: outcome.timedOut,
    })
  }
  return outcomes
}

/** Copies each declared artifact out and writes `manifest.json`; returns the manifest. */
export async function copyCollectedPaths(options: CollectOptions): Promise<ManifestEntry[]> {
  const manifest: ManifestEntry[] = []
  const taken = new Set<string>()
  for (const spec of options.paths) {
    const source = posix.resolve(options.workdir, spec.source)
    const destination = spec.destination ?? source.replace(/^\/+/, '')
    const { service } = spec
    const entry: ManifestEntry = { source, destination, type: null, status: 'ok', service }
    manifest.push(entry)
    if ([...taken].some((d) => overlaps(d, destination))) {
      Object.assign(entry, { status: 'skipped', reason: 'overlaps an earlier entry (the first one wins)' })
      continue
    }
    taken.add(destination)
    try {
      const environment = containerOf(options, service)
      const copy = { source, destination, exclude: spec.exclude, service }
      Object.assign(entry, await copyOut(environment, options, copy))
    } catch (error) {
      const reason = error instanceof PathNotFound ? 'not found in the container' : String(error)
      Object.assign(entry, { status: 'failed', reason })
    }
  }
  if (manifest.length > 0) await writeFile(options.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** The task loader checked every name; a missing one here is a bug, reported as the entry's failure. */
function containerOf(options: CollectOptions, service: string): Environment {
  if (service === 'main') return options.environment
  const sidecar = options.sidecars.get(service)
  if (!sidecar) throw new Error(`no running service named ${service}`)
  return sidecar
}

async function copyOut(
  environment: Environment,
  options: CollectOptions,
  copy: { source: string; destination: string; exclude: readonly string[]; service: string },
): Promise<Partial<ManifestEntry>> {
  const { source, destination, exclude } = copy
  const archive = await environment.copyOut(source)
  const base = posix.basename(source)
  const excluded = exclude.length > 0 ? picomatch([...exclude], { dot: true }) : () => false
  let type: 'file' | 'directory' = 'file'
  const skippedBefore = options.budget.skippedFiles
  // A sidecar's file is named with its service, as in the manifest.
  const where = copy.service === 'main' ? '' : `${copy.service}:`
  const files = await extractArchive(archive, {
    capBytesPerFile: options.capBytesPerFile,
    secrets: options.secrets,
    copyCap: { budget: options.budget, pathOf: (name) => where + posix.join(posix.dirname(source), name) },
    destination: (name) => {
      // A folder arrives as `<base>/…`, a file as `<base>`.
      if (name === base) return join(options.outputDir, destination)
      type = 'directory'
      const inner = name.slice(base.length + 1)
      if (inner === '' || excluded(inner)) return null
      return join(options.outputDir, destination, inner)
    },
  })
  const outcome = { type, files, status: files === 0 ? ('empty' as const) : ('ok' as const) }
  const skipped = options.budget.skippedFiles - skippedBefore
  if (skipped === 0) return outcome
  const reason = `${skipped} file(s) left out: the attempt's copy cap of ${options.budget.capBytes} bytes was reached`
  return { ...outcome, skipped_files: skipped, reason }
}

function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`)
}
