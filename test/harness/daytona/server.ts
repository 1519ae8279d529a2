// A loopback Daytona: the REST API (sandboxes, snapshots, object storage), the toolbox API
// (process execute, bulk file upload and download, single-file download) and the S3 the
// declarative build uploads to — the part the official SDK calls. Every sandbox is a real local
// container; every answer is checked against the generated client's model before it is sent (a
// wrong shape fails the test).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { listenLoopback, readBody, sendJson } from '../http.js'
import { ContainerBackend } from './containers.js'
import { assertModel, type ClientPackage } from './models.js'
import { buildMultipart, parseMultipart, type Part } from './multipart.js'
import { ObjectStore, type StorageFault } from './object-store.js'

const ORGANIZATION = 'org-helios-test'
const BUCKET = 'daytona-volume-builds'

interface SnapshotRecord {
  id: string
  name: string
  image: string
  state: 'pending' | 'building' | 'active' | 'build_failed'
  errorReason: string | null
  entrypoint: string[] | null
  createdAt: string
  /** The build's output (docker build), as the build-logs endpoint serves it. */
  buildLog: string
}

interface SandboxRecord {
  id: string
  name: string
  snapshot: string
  containerId: string | null
  state: 'creating' | 'starting' | 'started' | 'stopped' | 'destroyed' | 'error'
  labels: Record<string, string>
  env: Record<string, string>
  cpu: number
  memory: number
  disk: number
  networkBlockAll: boolean
  user: string
  createdAt: string
}

export interface DaytonaFake {
  /** Base URL for DAYTONA_API_URL. */
  apiUrl: string
  /** Every request as `METHOD /path` (no query), in order. */
  requests: string[]
  /** Bodies of sandbox and snapshot creations, as received. */
  created: { sandboxes: Record<string, unknown>[]; snapshots: Record<string, unknown>[] }
  /** The next `count` API/toolbox requests answer `status` (then the server recovers). */
  failNext(count: number, status?: number): void
  /** How many injected faults were answered so far. */
  readonly faultsAnswered: number
  /** New sandboxes stay `starting` forever (their container still exists until deleted). */
  neverStart: boolean
  /** The next context uploads to the object store meet these faults, one each. */
  failUploads(faults: StorageFault[]): void
  /** How many uploads met an injected fault so far. */
  readonly uploadFaultsAnswered: number
  /** Context hashes in the object store, in upload order. */
  storedContexts(): string[]
  /** The archive stored under a context hash. */
  contextArchive(hash: string): Buffer | undefined
  /** Snapshot builds started (one `docker build` each). */
  readonly buildsStarted: number
  /** Sandboxes not yet deleted. */
  liveSandboxes(): { id: string; labels: Record<string, string> }[]
  /** Containers this server started that still exist on the engine. */
  leftoverContainers(): Promise<string[]>
  close(): Promise<void>
}

export async function startDaytonaFake(options: { apiKey: string }): Promise<DaytonaFake> {
  const serverId = randomUUID()
  const backend = new ContainerBackend()
  const store = new ObjectStore()
  const snapshots = new Map<string, SnapshotRecord>()
  const sandboxes = new Map<string, SandboxRecord>()
  const requests: string[] = []
  const created = { sandboxes: [] as Record<string, unknown>[], snapshots: [] as Record<string, unknown>[] }
  const builds = new Set<Promise<void>>()
  let buildsStarted = 0
  let faults = { count: 0, status: 503 }
  let faultsAnswered = 0
  let origin = ''

  const reply = (
    res: ServerResponse,
    status: number,
    pkg: ClientPackage,
    model: string,
    body: unknown,
  ): void => {
    assertModel(pkg, model, body)
    sendJson(res, status, body)
  }
  const fail = (res: ServerResponse, status: number, message: string): void =>
    sendJson(res, status, { statusCode: status, message, error: message })

  const snapshotDto = (s: SnapshotRecord) => ({
    id: s.id,
    organizationId: ORGANIZATION,
    general: false,
    name: s.name,
    imageName: s.image,
    state: s.state,
    size: s.state === 'active' ? 0.1 : null,
    entrypoint: s.entrypoint,
    cpu: 1,
    gpu: 0,
    mem: 1,
    disk: 3,
    errorReason: s.errorReason,
    createdAt: s.createdAt,
    updatedAt: s.createdAt,
    lastUsedAt: null,
    sourceSandboxId: null,
  })
  const sandboxDto = (s: SandboxRecord) => ({
    id: s.id,
    organizationId: ORGANIZATION,
    name: s.name,
    snapshot: s.snapshot,
    user: s.user,
    env: s.env,
    labels: s.labels,
    public: false,
    networkBlockAll: s.networkBlockAll,
    target: 'us',
    cpu: s.cpu,
    gpu: 0,
    memory: s.memory,
    disk: s.disk,
    state: s.state,
    desiredState: s.state === 'destroyed' ? 'destroyed' : 'started',
    createdAt: s.createdAt,
    updatedAt: s.createdAt,
    toolboxProxyUrl: `${origin}/toolbox`,
  })

  const startBuild = (record: SnapshotRecord, dockerfile: string, contextHashes: string[]): void => {
    record.state = 'building'
    buildsStarted++
    const build = (async () => {
      try {
        const contexts = contextHashes.map((hash) => {
          const archive = store.context(ORGANIZATION, hash)
          if (!archive) throw new Error(`context ${hash} was never uploaded`)
          return archive
        })
        record.buildLog = await backend.build(record.image, dockerfile, contexts, serverId)
        const entrypoint = await backend.entrypoint(record.image)
        record.entrypoint = entrypoint.length > 0 ? entrypoint : null
        record.state = 'active'
      } catch (error) {
        record.state = 'build_failed'
        const output = error as { stdout?: string; stderr?: string }
        record.buildLog = `${output.stdout ?? ''}${output.stderr ?? ''}`
        record.errorReason = 'the image build failed'
      }
    })()
    builds.add(build)
    void build.finally(() => builds.delete(build))
  }

  const findSnapshot = (idOrName: string) =>
    snapshots.get(idOrName) ?? [...snapshots.values()].find((s) => s.name === idOrName)
  const findSandbox = (idOrName: string) => {
    const found = sandboxes.get(idOrName) ?? [...sandboxes.values()].find((s) => s.name === idOrName)
    return found && found.state !== 'destroyed' ? found : undefined
  }

  async function api(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    const method = req.method ?? 'GET'
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
    const json = async () => {
      const text = (await readBody(req)).toString('utf8')
      return (text ? JSON.parse(text) : {}) as Record<string, unknown>
    }

    if (method === 'GET' && path === '/object-storage/push-access') {
      return reply(res, 200, '@daytona/api-client', 'storage-access-dto', {
        accessKey: 'fake-access',
        secret: 'fake-secret',
        sessionToken: 'fake-session',
        storageUrl: `${origin}/s3`,
        organizationId: ORGANIZATION,
        bucket: BUCKET,
        region: 'us-east-1',
      })
    }
    if (segments[0] === 'snapshots') {
      if (method === 'POST' && segments.length === 1) {
        const body = await json()
        created.snapshots.push(body)
        const name = String(body.name ?? '')
        if (!name) return fail(res, 400, 'name is required')
        if (findSnapshot(name)) return fail(res, 409, `Snapshot with name ${name} already exists`)
        const record: SnapshotRecord = {
          id: randomUUID(),
          name,
          image: `helios-daytona-fake/${serverId.slice(0, 8)}-${name.toLowerCase().replace(/[^a-z0-9._-]/g, '-')}:latest`,
          state: 'pending',
          errorReason: null,
          entrypoint: null,
          createdAt: new Date().toISOString(),
          buildLog: '',
        }
        snapshots.set(record.id, record)
        const buildInfo = body.buildInfo as
          { dockerfileContent?: string; contextHashes?: string[] } | undefined
        const dockerfile =
          buildInfo?.dockerfileContent ?? (body.imageName ? `FROM ${String(body.imageName)}\n` : '')
        if (!dockerfile) return fail(res, 400, 'imageName or buildInfo is required')
        startBuild(record, dockerfile, buildInfo?.contextHashes ?? [])
        return reply(res, 200, '@daytona/api-client', 'snapshot-dto', snapshotDto(record))
      }
      const record = segments[1] ? findSnapshot(segments[1]) : undefined
      if (!record) return fail(res, 404, `Snapshot ${segments[1] ?? ''} not found`)
      if (method === 'GET' && segments.length === 2)
        return reply(res, 200, '@daytona/api-client', 'snapshot-dto', snapshotDto(record))
      if (method === 'GET' && segments[2] === 'build-logs-url')
        return reply(res, 200, '@daytona/api-client', 'url', {
          url: `${origin}/api/snapshots/${record.id}/build-logs`,
        })
      // The deprecated endpoint the URL above names; without follow, what the build wrote so far.
      if (method === 'GET' && segments[2] === 'build-logs') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(record.buildLog)
        return
      }
      if (method === 'DELETE' && segments.length === 2) {
        snapshots.delete(record.id)
        await backend.removeImage(record.image)
        res.writeHead(200).end()
        return
      }
    }
    if (segments[0] === 'sandbox') {
      if (method === 'POST' && segments.length === 1) {
        const body = await json()
        created.sandboxes.push(body)
        const snapshot = findSnapshot(String(body.snapshot ?? ''))
        if (!snapshot) return fail(res, 404, `Snapshot ${String(body.snapshot)} not found`)
        if (snapshot.state !== 'active')
          return fail(res, 400, `Snapshot ${snapshot.name} is ${snapshot.state}`)
        const record: SandboxRecord = {
          id: randomUUID(),
          name: typeof body.name === 'string' && body.name ? body.name : randomUUID(),
          snapshot: snapshot.name,
          containerId: null,
          state: 'creating',
          labels: (body.labels as Record<string, string>) ?? {},
          env: (body.env as Record<string, string>) ?? {},
          cpu: Number(body.cpu ?? 1),
          memory: Number(body.memory ?? 1),
          disk: Number(body.disk ?? 3),
          networkBlockAll: body.networkBlockAll === true,
          user: typeof body.user === 'string' ? body.user : 'root',
          createdAt: new Date().toISOString(),
        }
        sandboxes.set(record.id, record)
        record.containerId = await backend.create({
          image: snapshot.image,
          env: record.env,
          cpu: record.cpu,
          memoryGiB: record.memory,
          networkBlockAll: record.networkBlockAll,
          serverId,
          sandboxId: record.id,
        })
        record.state = fakeNeverStart.value ? 'starting' : 'started'
        return reply(res, 200, '@daytona/api-client', 'sandbox', sandboxDto(record))
      }
      if (method === 'GET' && segments.length === 1) {
        const wanted = query.get('labels')
          ? (JSON.parse(query.get('labels') ?? '{}') as Record<string, string>)
          : {}
        const items = [...sandboxes.values()]
          .filter((s) => s.state !== 'destroyed')
          .filter((s) => Object.entries(wanted).every(([k, v]) => s.labels[k] === v))
          .map(sandboxDto)
        for (const item of items) assertModel('@daytona/api-client', 'sandbox-list-item', item)
        return reply(res, 200, '@daytona/api-client', 'list-sandboxes-response', { items, nextCursor: null })
      }
      const record = segments[1] ? findSandbox(segments[1]) : undefined
      if (!record) return fail(res, 404, `Sandbox with ID or name ${segments[1] ?? ''} not found`)
      const action = segments[2]
      if (method === 'GET' && !action)
        return reply(res, 200, '@daytona/api-client', 'sandbox', sandboxDto(record))
      if (method === 'GET' && action === 'toolbox-proxy-url') {
        return reply(res, 200, '@daytona/api-client', 'toolbox-proxy-url', { url: `${origin}/toolbox` })
      }
      if (method === 'DELETE' && !action) {
        if (record.containerId) await backend.remove(record.containerId)
        record.state = 'destroyed'
        return reply(res, 200, '@daytona/api-client', 'sandbox', sandboxDto(record))
      }
      if (method === 'POST' && action === 'stop') {
        if (record.containerId) await backend.stop(record.containerId)
        record.state = 'stopped'
        return reply(res, 200, '@daytona/api-client', 'sandbox', sandboxDto(record))
      }
      if (method === 'POST' && action === 'start') {
        if (record.containerId) await backend.start(record.containerId)
        record.state = fakeNeverStart.value ? 'starting' : 'started'
        return reply(res, 200, '@daytona/api-client', 'sandbox', sandboxDto(record))
      }
    }
    return fail(res, 404, `no route for ${method} ${path}`)
  }

  async function toolbox(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice('/toolbox'.length)
    const [sandboxId, ...rest] = path.split('/').filter(Boolean)
    const record = findSandbox(sandboxId ?? '')
    if (!record?.containerId) return fail(res, 404, `Sandbox ${sandboxId ?? ''} not found`)
    if (record.state !== 'started') return fail(res, 409, `Sandbox ${record.id} is ${record.state}`)
    const route = `${req.method ?? ''} /${rest.join('/')}`
    if (route === 'POST /process/execute') {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as {
        command: string
        cwd?: string
        envs?: Record<string, string>
        timeout?: number
      }
      const result = await backend.exec(
        record.containerId,
        record.user,
        body.command,
        body.cwd,
        body.envs ?? {},
        body.timeout,
      )
      // As the daemon answers a command past its timeout: 408 with its error envelope.
      if (result.timedOut)
        return sendJson(res, 408, {
          statusCode: 408,
          message: `Command execution timed out after ${body.timeout} seconds`,
          code: 'PROCESS_EXECUTION_TIMEOUT',
          source: 'DAYTONA_DAEMON',
        })
      return reply(res, 200, '@daytona/toolbox-api-client', 'execute-response', {
        exitCode: result.exitCode,
        result: result.output,
      })
    }
    if (route === 'POST /files/bulk-upload') {
      const parts = parseMultipart(await readBody(req), req.headers['content-type'] ?? '')
      const paths = new Map<string, string>()
      for (const part of parts) {
        const index = /^files\[(\d+)\]\.path$/.exec(part.name)?.[1]
        if (index !== undefined) paths.set(index, part.content.toString('utf8'))
      }
      for (const part of parts) {
        const index = /^files\[(\d+)\]\.file$/.exec(part.name)?.[1]
        if (index === undefined) continue
        const destination = paths.get(index)
        if (!destination?.startsWith('/')) return fail(res, 400, `files[${index}].path must be absolute`)
        await backend.putFile(record.containerId, destination, part.content)
      }
      res.writeHead(200).end()
      return
    }
    if (route === 'GET /files/download') {
      const source = url.searchParams.get('path') ?? ''
      const content = await backend.getFile(record.containerId, source)
      if (!content) return fail(res, 404, `file not found: ${source}`)
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': content.length })
      res.end(content)
      return
    }
    if (route === 'POST /files/bulk-download') {
      const body = JSON.parse((await readBody(req)).toString('utf8')) as { paths: string[] }
      const parts: Part[] = []
      for (const source of body.paths) {
        const content = await backend.getFile(record.containerId, source)
        parts.push(
          content
            ? { name: 'file', filename: source, content }
            : {
                name: 'error',
                filename: source,
                content: Buffer.from(
                  JSON.stringify({
                    message: `file not found: ${source}`,
                    statusCode: 404,
                    code: 'FILE_NOT_FOUND',
                  }),
                ),
              },
        )
      }
      const { body: payload, contentType } = buildMultipart(parts)
      res.writeHead(200, { 'content-type': contentType, 'content-length': payload.length })
      res.end(payload)
      return
    }
    return fail(res, 404, `no toolbox route for ${route}`)
  }

  const fakeNeverStart = { value: false }
  const listening = await listenLoopback(
    async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push(`${req.method ?? ''} ${url.pathname}`)
      if (url.pathname.startsWith('/s3/'))
        return store.handle(req, res, url.pathname.slice(3), url.searchParams)
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) return fail(res, 401, 'Unauthorized')
      if (faults.count > 0) {
        faults.count--
        faultsAnswered++
        await readBody(req)
        return fail(res, faults.status, 'injected fault')
      }
      if (url.pathname.startsWith('/api/')) return api(req, res, url.pathname.slice(4), url.searchParams)
      if (url.pathname.startsWith('/toolbox/')) return toolbox(req, res, url)
      return fail(res, 404, 'no route')
    },
    (error, res) => {
      if (!res.headersSent) fail(res, 500, error instanceof Error ? error.message : String(error))
      else res.destroy()
    },
  )
  origin = listening.origin

  return {
    apiUrl: `${origin}/api`,
    requests,
    created,
    get faultsAnswered() {
      return faultsAnswered
    },
    failUploads: (faults) => store.failUploads(faults),
    get uploadFaultsAnswered() {
      return store.faultsAnswered
    },
    storedContexts: () => store.contextHashes(ORGANIZATION),
    contextArchive: (hash) => store.context(ORGANIZATION, hash),
    get buildsStarted() {
      return buildsStarted
    },
    failNext(count, status = 503) {
      faults = { count, status }
    },
    get neverStart() {
      return fakeNeverStart.value
    },
    set neverStart(value: boolean) {
      fakeNeverStart.value = value
    },
    liveSandboxes: () =>
      [...sandboxes.values()]
        .filter((s) => s.state !== 'destroyed')
        .map((s) => ({ id: s.id, labels: s.labels })),
    leftoverContainers: () => backend.leftovers(serverId),
    async close() {
      await Promise.allSettled([...builds])
      await listening.close()
      for (const record of sandboxes.values())
        if (record.containerId) await backend.remove(record.containerId)
      await backend.removeImages(serverId)
    },
  }
}
