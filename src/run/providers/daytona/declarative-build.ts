// Daytona's declarative build, called through the API's generated client: the task's context
// folder is uploaded (context-upload.ts), then the snapshot is created with the Dockerfile's text
// and the context's hash, and Daytona builds it. The SDK's own `snapshot.create(Image)` does the
// same but loads its file and S3 modules at run time, which the action's bundle cannot serve.
import { readFile } from 'node:fs/promises'
import { Daytona } from '@daytonaio/sdk'
import { Configuration, ObjectStorageApi, SnapshotsApi } from '@daytona/api-client'
import type { DaytonaSettings } from './config.js'
import { uploadContext } from './context-upload.js'
import type { RetryPolicy } from '../../environment/retries.js'
import { withDaytonaRetries } from './faults.js'
import type { SnapshotSize } from './snapshot-name.js'

type AxiosInstance = NonNullable<ConstructorParameters<typeof SnapshotsApi>[2]>

export interface DockerfileBuild {
  name: string
  dockerfile: string
  /** Uploaded whole, as the Docker provider sends it: COPY and ADD resolve against it. */
  contextDir: string
  size: SnapshotSize
}

export class DeclarativeBuilds {
  private readonly snapshots: SnapshotsApi
  private readonly storage: ObjectStorageApi

  constructor(
    private readonly settings: DaytonaSettings,
    private readonly retry: RetryPolicy,
  ) {
    const configuration = new Configuration({
      basePath: settings.apiUrl,
      baseOptions: { headers: { Authorization: `Bearer ${settings.apiKey}` } },
    })
    // The SDK's HTTP client, so errors carry the SDK's `statusCode` (faults.ts reads it). (The SDK
    // keeps its own copy of axios, whose types are the same but distinct for tsc.)
    const http = Daytona.createAxiosInstance() as unknown as AxiosInstance
    this.snapshots = new SnapshotsApi(configuration, settings.apiUrl, http)
    this.storage = new ObjectStorageApi(configuration, settings.apiUrl, http)
  }

  /**
   * What snapshot `id`'s build wrote, fetched once it has ended (Daytona keeps it; the SDK streams
   * the same URL with `follow`). Empty for a snapshot from a registry image, which is not built.
   */
  async buildLog(id: string): Promise<string> {
    const { url } = (await withDaytonaRetries(() => this.snapshots.getSnapshotBuildLogsUrl(id), this.retry))
      .data
    const response = await fetch(`${url}?follow=false`, {
      headers: { Authorization: `Bearer ${this.settings.apiKey}` },
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) throw new Error(`its build log answered HTTP ${response.status}`)
    return response.text()
  }

  /** Starts the build; the caller waits for the snapshot to become active. */
  async start(build: DockerfileBuild): Promise<void> {
    const dockerfileContent = await readFile(build.dockerfile, 'utf8')
    const access = (await withDaytonaRetries(() => this.storage.getPushAccess(), this.retry)).data
    const contextHash = await uploadContext(access, build.contextDir, this.retry)
    await withDaytonaRetries(
      () =>
        this.snapshots.createSnapshot({
          name: build.name,
          buildInfo: { dockerfileContent, contextHashes: [contextHash] },
          cpu: build.size.cpu,
          memory: build.size.memoryGiB,
          disk: build.size.diskGiB,
          ...(this.settings.target ? { regionId: this.settings.target } : {}),
        }),
      this.retry,
    )
  }
}
