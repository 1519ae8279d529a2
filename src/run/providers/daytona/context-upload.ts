// Uploading a build context to Daytona's object storage, as the SDK's declarative build does
// (S3, path-style, with the push-access credentials the API hands out), but through modules
// imported here so the action's bundle carries them: the SDK loads its own uploader at run time.
import { errorField } from '../../../narrow.js'
import { createReadStream, createWriteStream } from 'node:fs'
import { readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { StorageAccessDto } from '@daytona/api-client'
import * as tar from 'tar-stream'
import { packDirectory } from '../../environment/archive.js'
import { TRANSIENT_HTTP_STATUS, TRANSIENT_NET_CODES } from '../remote/faults.js'
import { contextHash } from './context-hash.js'
import { leftOut, parseDockerignore, type ContextFilter } from './dockerignore.js'
import type { RetryPolicy } from '../../environment/retries.js'
import { withDaytonaRetries } from './faults.js'
import { ownedTempDir } from '../../environment/owned-temp-dir.js'

const QUIET = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined }

/**
 * Uploads `dir` as one context (its files at the archive's root less what its .dockerignore
 * excludes, symlinks kept as links, never followed) unless one with its hash is already stored;
 * returns the hash for the build info.
 */
export async function uploadContext(
  access: StorageAccessDto,
  dir: string,
  retry: RetryPolicy,
): Promise<string> {
  const filter = await readDockerignore(dir)
  const hash = await contextHash(dir, '', filter)
  const prefix = `${access.organizationId}/${hash}/`
  const client = new S3Client({
    region: access.region,
    endpoint: access.storageUrl,
    credentials: {
      accessKeyId: access.accessKey,
      secretAccessKey: access.secret,
      sessionToken: access.sessionToken,
    },
    forcePathStyle: true,
    // Retried below, where each try opens the archive afresh (a stream cannot be replayed).
    maxAttempts: 1,
    // Else the client warns on the console for each failed try of a streamed body; the error
    // itself reaches the caller (and, if the retries run out, the build log).
    logger: QUIET,
  })
  try {
    const listed = await withDaytonaRetries(
      () => client.send(new ListObjectsV2Command({ Bucket: access.bucket, Prefix: prefix, MaxKeys: 1 })),
      retry,
      isTransientStorageError,
    )
    if (listed.Contents?.length) return hash
    const folder = await ownedTempDir('daytona-context')
    try {
      const archive = join(folder, 'context.tar')
      await packToFile(dir, archive, filter)
      const { size } = await stat(archive)
      await withDaytonaRetries(
        () =>
          client.send(
            new PutObjectCommand({
              Bucket: access.bucket,
              Key: `${prefix}context.tar`,
              Body: createReadStream(archive),
              ContentLength: size,
            }),
          ),
        retry,
        isTransientStorageError,
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
    return hash
  } finally {
    client.destroy()
  }
}

async function readDockerignore(dir: string): Promise<ContextFilter> {
  try {
    return parseDockerignore(await readFile(join(dir, '.dockerignore'), 'utf8'))
  } catch (error) {
    if (errorField(error, 'code') === 'ENOENT') return parseDockerignore('')
    throw error
  }
}

async function packToFile(dir: string, file: string, filter: ContextFilter): Promise<void> {
  const pack = tar.pack()
  const written = pipeline(pack, createWriteStream(file))
  await packDirectory(
    pack,
    dir,
    '',
    0o755,
    undefined,
    (name, directory) => !leftOut(filter, name, directory),
  ).then(
    () => pack.finalize(),
    (error: Error) => pack.destroy(error),
  )
  await written
}

/** The S3 client's errors: an HTTP status in `$metadata`, or Node's transport `code`. */
export function isTransientStorageError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const status = errorField(errorField(error, '$metadata'), 'httpStatusCode')
  if (typeof status === 'number') return TRANSIENT_HTTP_STATUS.has(status)
  const code = errorField(error, 'code')
  return typeof code === 'string' && TRANSIENT_NET_CODES.has(code)
}
