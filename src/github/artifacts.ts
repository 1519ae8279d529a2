// Adapter around `@actions/artifact`: uploads with bounded concurrency and retries, and never
// throws out of an upload — a failure becomes an `UploadOutcome` the run records. Downloads in the
// current run (results service) and from another run (REST, `findBy`).
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import * as core from '@actions/core'
import {
  DefaultArtifactClient,
  FilesNotFoundError,
  GHESNotSupportedError,
  UsageError as ArtifactUsageError,
  type Artifact,
  type ArtifactClient,
} from '@actions/artifact'
import pLimit, { type LimitFunction } from 'p-limit'
import { messageOf } from '../narrow.js'

export interface UploadOutcome {
  name: string
  ok: boolean
  /** Artifact id when uploaded. */
  id?: number
  size?: number
  /** Upload attempts made (1 when the first one worked). */
  tries: number
  /** The last error, when not uploaded. */
  error?: string
  /** True when retrying could not help (bad name or path, duplicate, quota, no files). */
  permanent?: boolean
}

export interface ArtifactsOptions {
  /** Uploads after the first one on a transient failure (default 2). */
  retries?: number
  /** Delay before the first retry, doubled each time (default 5000 ms). */
  retryDelayMs?: number
  /** Uploads in flight at once (default 4). */
  concurrency?: number
  retentionDays?: number
  /** The artifact client (default: a `DefaultArtifactClient`). */
  client?: ArtifactClient
}

export interface FromRun {
  runId: number
  owner: string
  repo: string
  token: string
}

export interface DownloadedArtifact {
  id: number
  name: string
  path: string
  digestMismatch: boolean
}

export interface Artifacts {
  /** Uploads `files` (default: every file under `rootDir`) with paths relative to `rootDir`. */
  uploadFolder(name: string, rootDir: string, files?: string[]): Promise<UploadOutcome>
  listRunArtifacts(): Promise<Artifact[]>
  downloadArtifactByName(name: string, dir: string): Promise<DownloadedArtifact>
  downloadFromRun(opts: FromRun & { name: string; dir: string }): Promise<DownloadedArtifact>
  /** Downloads a known artifact of another run (e.g. from a REST listing). */
  downloadIdFromRun(
    opts: FromRun & { id: number; name: string; digest?: string; dir: string },
  ): Promise<DownloadedArtifact>
}

/** Every regular file under `dir`, recursively, as absolute paths in a stable order. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = []
  const walk = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.isFile()) out.push(full)
    }
  }
  await walk(dir)
  return out
}

/** Errors a second upload would hit again. */
export function isPermanentUploadError(error: unknown): boolean {
  const permanent = [ArtifactUsageError, FilesNotFoundError, GHESNotSupportedError]
  if (permanent.some((type) => error instanceof type)) return true
  const message = messageOf(error)
  return (
    /non-retryable error/i.test(message) ||
    /storage quota/i.test(message) ||
    /is not valid|not valid:|Contains the following character/i.test(message) ||
    /skipArchive/i.test(message)
  )
}

function isConflict(error: unknown): boolean {
  return /\(409\)|already exists/i.test(messageOf(error))
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

export function createArtifacts(options: ArtifactsOptions = {}): Artifacts {
  const client = options.client ?? new DefaultArtifactClient()
  const limit: LimitFunction = pLimit(options.concurrency ?? 4)
  return {
    uploadFolder: (name, rootDir, files) =>
      limit(() => uploadWithRetries(client, options, name, rootDir, files)),
    async listRunArtifacts() {
      const { artifacts } = await client.listArtifacts({ latest: true })
      return artifacts
    },
    async downloadArtifactByName(name, dir) {
      const { artifact } = await client.getArtifact(name)
      return download(client, artifact.id, artifact.name, dir, artifact.digest)
    },
    async downloadFromRun(opts) {
      const findBy = {
        workflowRunId: opts.runId,
        repositoryOwner: opts.owner,
        repositoryName: opts.repo,
        token: opts.token,
      }
      const { artifact } = await client.getArtifact(opts.name, { findBy })
      return download(client, artifact.id, artifact.name, opts.dir, artifact.digest, opts)
    },
    downloadIdFromRun: (opts) => download(client, opts.id, opts.name, opts.dir, opts.digest, opts),
  }
}

/** Transient failures are retried with a doubling delay; a permanent one is reported at once. */
async function uploadWithRetries(
  client: ArtifactClient,
  options: ArtifactsOptions,
  name: string,
  rootDir: string,
  given?: string[],
): Promise<UploadOutcome> {
  const retries = options.retries ?? 2
  const retryDelayMs = options.retryDelayMs ?? 5000
  let files: string[]
  try {
    files = given ?? (await listFiles(rootDir))
  } catch (error) {
    return { name, ok: false, tries: 0, error: messageOf(error), permanent: true }
  }
  if (files.length === 0) {
    return { name, ok: false, tries: 0, error: `no files to upload under ${rootDir}`, permanent: true }
  }
  let lastError: unknown
  for (let tries = 1; tries <= retries + 1; tries++) {
    try {
      const response = await client.uploadArtifact(name, files, rootDir, {
        ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
      })
      return {
        name,
        ok: true,
        tries,
        ...(response.id !== undefined ? { id: response.id } : {}),
        ...(response.size !== undefined ? { size: response.size } : {}),
      }
    } catch (error) {
      lastError = error
      // A retry that meets its own earlier, finalized upload (the response was lost) succeeded.
      if (tries > 1 && isConflict(error)) {
        const found = await client.getArtifact(name).catch(() => undefined)
        if (found) return { name, ok: true, tries, id: found.artifact.id, size: found.artifact.size }
      }
      if (isPermanentUploadError(error) || isConflict(error)) {
        core.warning(`Artifact ${name} was not uploaded: ${messageOf(error)}`)
        return { name, ok: false, tries, error: messageOf(error), permanent: true }
      }
      if (tries <= retries) {
        const delay = retryDelayMs * 2 ** (tries - 1)
        core.info(`Upload of artifact ${name} failed (${messageOf(error)}); retrying in ${delay} ms`)
        await sleep(delay)
      }
    }
  }
  core.warning(`Artifact ${name} was not uploaded after ${retries + 1} tries: ${messageOf(lastError)}`)
  return { name, ok: false, tries: retries + 1, error: messageOf(lastError), permanent: false }
}

async function download(
  client: ArtifactClient,
  id: number,
  name: string,
  dir: string,
  digest: string | undefined,
  findBy?: FromRun,
): Promise<DownloadedArtifact> {
  const response = await client.downloadArtifact(id, {
    path: dir,
    ...(digest ? { expectedHash: digest } : {}),
    ...(findBy
      ? {
          findBy: {
            workflowRunId: findBy.runId,
            repositoryOwner: findBy.owner,
            repositoryName: findBy.repo,
            token: findBy.token,
          },
        }
      : {}),
  })
  return { id, name, path: response.downloadPath ?? dir, digestMismatch: response.digestMismatch ?? false }
}
