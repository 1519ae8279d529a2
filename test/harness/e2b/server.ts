// A loopback E2B: the REST API the official SDK calls for sandboxes and templates, and envd for
// what runs in a sandbox (envd.ts), each sandbox a real local container, each template a real
// image built from the steps the SDK sent (its Dockerfile, parsed by the SDK) and the files it
// uploaded. Every answer is checked against the SDK's published schemas (models.ts).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { ContainerBackend } from '../daytona/containers.js'
import { listenLoopback, readBody, sendJson } from '../http.js'
import { serveEnvd } from './envd.js'
import { assertSchema } from './models.js'

interface TemplateRecord {
  templateID: string
  buildID: string
  name: string
  image: string
  cpuCount: number
  memoryMB: number
  status: 'waiting' | 'building' | 'ready' | 'error'
  log: { timestamp: string; level: 'info' | 'error'; message: string }[]
  reason: string | null
}

interface SandboxRecord {
  sandboxID: string
  templateID: string
  containerId: string
  metadata: Record<string, string>
  startedAt: string
  endAt: string
  cpuCount: number
  memoryMB: number
}

interface BuildStep {
  type: string
  args?: string[]
  filesHash?: string
}

export interface E2BFake {
  /** E2B_API_URL */
  apiUrl: string
  /** E2B_SANDBOX_URL: every sandbox's envd. */
  sandboxUrl: string
  /** Every request as `METHOD /path` (no query), API and envd, in order. */
  requests: string[]
  /** Bodies of sandbox creations, as received. */
  createdSandboxes: Record<string, unknown>[]
  readonly buildsStarted: number
  /** The next `count` API requests answer `status` (with Retry-After `retryAfterSec` when given). */
  failNext(count: number, status?: number, retryAfterSec?: number): void
  readonly faultsAnswered: number
  /** Ends a sandbox as E2B would at its timeout: its container goes, the API forgets it. */
  expire(sandboxId: string): Promise<void>
  /** Sandboxes the API still lists. */
  liveSandboxes(): string[]
  /** The same, with the metadata each was created with. */
  liveMetadata(): { id: string; metadata: Record<string, string> }[]
  /** Containers of this server still on the engine. */
  leftovers(): Promise<string[]>
  close(): Promise<void>
}

const ENVD_VERSION = '0.5.7'

export async function startE2BFake(options: { apiKey: string }): Promise<E2BFake> {
  const serverId = randomUUID()
  const backend = new ContainerBackend()
  const templates = new Map<string, TemplateRecord>()
  const sandboxes = new Map<string, SandboxRecord>()
  const uploads = new Map<string, Buffer>()
  const requests: string[] = []
  const createdSandboxes: Record<string, unknown>[] = []
  let buildsStarted = 0
  let faults = { count: 0, status: 503, retryAfterSec: undefined as number | undefined }
  let faultsAnswered = 0
  let origin = ''

  const reply = (res: ServerResponse, status: number, schema: string | null, body: unknown): void => {
    if (schema) {
      const items = Array.isArray(body) ? body : [body]
      for (const item of items) assertSchema(schema, item)
    }
    sendJson(res, status, body)
  }
  const fail = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
    sendJson(res, status, { code: status, message }, headers)
  const byName = (name: string) =>
    [...templates.values()].find((t) => t.name === name || t.templateID === name)

  const startBuild = (record: TemplateRecord, body: { fromImage?: string; steps?: BuildStep[] }): void => {
    record.status = 'building'
    buildsStarted++
    const note = (level: 'info' | 'error', message: string) =>
      record.log.push({ timestamp: new Date().toISOString(), level, message })
    void (async () => {
      try {
        if (!body.fromImage) throw new Error('this fake builds fromImage templates only')
        const lines = [`FROM ${body.fromImage}`]
        const contexts: Buffer[] = []
        for (const step of body.steps ?? []) {
          const args = step.args ?? []
          if (step.type === 'RUN') lines.push(`RUN ${args[0] ?? ''}`)
          else if (step.type === 'WORKDIR') lines.push(`WORKDIR ${args[0] ?? '/'}`)
          else if (step.type === 'ENV') {
            const pairs: string[] = []
            for (let i = 0; i + 1 < args.length; i += 2)
              pairs.push(`${args[i]}=${JSON.stringify(args[i + 1])}`)
            lines.push(`ENV ${pairs.join(' ')}`)
          } else if (step.type === 'COPY') {
            const archive = uploads.get(step.filesHash ?? '')
            if (!archive)
              throw new Error(`COPY ${args[0] ?? ''}: files ${step.filesHash ?? '?'} were never uploaded`)
            contexts.push(archive)
            lines.push(`COPY ${args[0] ?? ''} ${args[1] ?? ''}`)
          }
          // USER: the fake's sandboxes run each command as the user envd is asked for.
        }
        note('info', `Building ${record.name} from ${body.fromImage}`)
        const output = await backend.build(record.image, `${lines.join('\n')}\n`, contexts, serverId)
        for (const line of output.split('\n').filter(Boolean)) note('info', line)
        record.status = 'ready'
      } catch (error) {
        const output = error as { stdout?: string; stderr?: string }
        for (const line of `${output.stdout ?? ''}${output.stderr ?? ''}`.split('\n').filter(Boolean))
          note('error', line)
        record.reason =
          error instanceof Error ? (error.message.split('\n')[0] ?? 'build failed') : 'build failed'
        record.status = 'error'
      }
    })()
  }

  const listed = (s: SandboxRecord) => ({
    sandboxID: s.sandboxID,
    templateID: s.templateID,
    clientID: 'loopback',
    startedAt: s.startedAt,
    endAt: s.endAt,
    cpuCount: s.cpuCount,
    memoryMB: s.memoryMB,
    diskSizeMB: 4096,
    envdVersion: ENVD_VERSION,
    metadata: s.metadata,
    state: 'running',
  })

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET'
    const path = url.pathname
    const json = async () =>
      JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>
    let m: RegExpExecArray | null
    if (method === 'GET' && (m = /^\/templates\/aliases\/([^/]+)$/.exec(path))) {
      const found = byName(decodeURIComponent(m[1] ?? ''))
      if (!found || found.status !== 'ready') return fail(res, 404, 'template alias not found')
      return reply(res, 200, 'TemplateAliasResponse', { templateID: found.templateID, public: false })
    }
    if (method === 'POST' && path === '/v3/templates') {
      const body = await json()
      const name = String(body.name ?? '')
      if (!/^[a-z0-9-]+$/.test(name)) return fail(res, 400, `template name ${name} is not valid`)
      const previous = byName(name)
      const record: TemplateRecord = {
        templateID: previous?.templateID ?? randomUUID().slice(0, 20).replace(/-/g, ''),
        buildID: randomUUID(),
        name,
        image: `helios-e2b-fake/${serverId.slice(0, 8)}-${name}:latest`,
        cpuCount: Number(body.cpuCount ?? 2),
        memoryMB: Number(body.memoryMB ?? 1024),
        status: 'waiting',
        log: [],
        reason: null,
      }
      templates.set(record.templateID, record)
      return reply(res, 202, 'TemplateRequestResponseV3', {
        templateID: record.templateID,
        buildID: record.buildID,
        public: false,
        names: [name],
        aliases: [name],
        tags: ['default'],
      })
    }
    if (method === 'GET' && (m = /^\/templates\/([^/]+)\/files\/([^/]+)$/.exec(path))) {
      const hash = m[2] ?? ''
      return reply(res, 201, 'TemplateBuildFileUpload', {
        present: uploads.has(hash),
        url: `${origin}/upload/${hash}`,
      })
    }
    if (method === 'POST' && (m = /^\/v2\/templates\/([^/]+)\/builds\/([^/]+)$/.exec(path))) {
      const record = templates.get(m[1] ?? '')
      if (!record || record.buildID !== m[2]) return fail(res, 404, 'build not found')
      startBuild(record, await json())
      res.writeHead(202, { 'content-length': 0 }).end()
      return
    }
    if (method === 'GET' && (m = /^\/templates\/([^/]+)\/builds\/([^/]+)\/status$/.exec(path))) {
      const record = templates.get(m[1] ?? '')
      if (!record || record.buildID !== m[2]) return fail(res, 404, 'build not found')
      const offset = Number(url.searchParams.get('logsOffset') ?? 0)
      const entries = record.log.slice(offset)
      return reply(res, 200, 'TemplateBuildInfo', {
        templateID: record.templateID,
        buildID: record.buildID,
        status: record.status === 'waiting' ? 'building' : record.status,
        logs: entries.map((e) => e.message),
        logEntries: entries,
        ...(record.reason ? { reason: { message: record.reason } } : {}),
      })
    }
    if (method === 'POST' && path === '/v2/sandboxes') {
      const body = await json()
      createdSandboxes.push(body)
      const template = byName(String(body.templateID ?? ''))
      if (!template || template.status !== 'ready')
        return fail(res, 404, `template ${String(body.templateID)} not found`)
      const sandboxID = `i${randomUUID().replace(/-/g, '').slice(0, 19)}`
      const now = Date.now()
      const containerId = await backend.create({
        image: template.image,
        env: (body.envVars ?? {}) as Record<string, string>,
        cpu: template.cpuCount,
        memoryGiB: template.memoryMB / 1024,
        networkBlockAll: body.allow_internet_access === false,
        serverId,
        sandboxId: sandboxID,
      })
      sandboxes.set(sandboxID, {
        sandboxID,
        templateID: template.templateID,
        containerId,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        startedAt: new Date(now).toISOString(),
        endAt: new Date(now + Number(body.timeout ?? 300) * 1000).toISOString(),
        cpuCount: template.cpuCount,
        memoryMB: template.memoryMB,
      })
      return reply(res, 201, 'Sandbox', {
        sandboxID,
        templateID: template.templateID,
        clientID: 'loopback',
        envdVersion: ENVD_VERSION,
      })
    }
    if (method === 'GET' && path === '/v2/sandboxes') {
      const wanted = new URLSearchParams(url.searchParams.get('metadata') ?? '')
      const matches = [...sandboxes.values()].filter((s) =>
        [...wanted].every(
          ([key, value]) => s.metadata[decodeURIComponent(key)] === decodeURIComponent(value),
        ),
      )
      return reply(res, 200, 'ListedSandbox', matches.map(listed))
    }
    if ((m = /^\/v2\/sandboxes\/([^/]+)\/connect$/.exec(path)) && method === 'POST') {
      await readBody(req)
      const found = sandboxes.get(m[1] ?? '')
      if (!found) return fail(res, 404, `sandbox ${m[1] ?? ''} not found`)
      return reply(res, 200, 'Sandbox', {
        sandboxID: found.sandboxID,
        templateID: found.templateID,
        clientID: 'loopback',
        envdVersion: ENVD_VERSION,
      })
    }
    if ((m = /^\/sandboxes\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      const found = sandboxes.get(m[1] ?? '')
      if (!found) return fail(res, 404, `sandbox ${m[1] ?? ''} not found`)
      sandboxes.delete(found.sandboxID)
      await backend.remove(found.containerId)
      res.writeHead(204, { 'content-length': 0 }).end()
      return
    }
    await readBody(req)
    return fail(res, 404, `no route for ${method} ${path}`)
  }

  const apiServer = await listenLoopback(
    async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push(`${req.method ?? ''} ${url.pathname}`)
      // The presigned upload URL (object storage in E2B): no API key, as there.
      if (req.method === 'PUT' && url.pathname.startsWith('/upload/')) {
        uploads.set(url.pathname.slice('/upload/'.length), await readBody(req))
        res.writeHead(200, { 'content-length': 0 }).end()
        return
      }
      if (req.headers['x-api-key'] !== options.apiKey) return fail(res, 401, 'Invalid API key')
      if (faults.count > 0) {
        faults.count--
        faultsAnswered++
        await readBody(req)
        const headers: Record<string, string> =
          faults.retryAfterSec === undefined ? {} : { 'retry-after': String(faults.retryAfterSec) }
        return fail(res, faults.status, 'injected fault', headers)
      }
      return api(req, res, url)
    },
    (error, res) => {
      if (!res.headersSent) fail(res, 500, error instanceof Error ? error.message : String(error))
      else res.destroy()
    },
  )
  origin = apiServer.origin
  const envdServer = await listenLoopback(
    async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push(`${req.method ?? ''} envd${url.pathname}`)
      await serveEnvd(req, res, (id) => sandboxes.get(id), backend)
    },
    (error, res) => {
      if (!res.headersSent) fail(res, 500, error instanceof Error ? error.message : String(error))
      else res.destroy()
    },
  )

  return {
    apiUrl: origin,
    sandboxUrl: envdServer.origin,
    requests,
    createdSandboxes,
    get buildsStarted() {
      return buildsStarted
    },
    failNext(count, status = 503, retryAfterSec) {
      faults = { count, status, retryAfterSec }
    },
    get faultsAnswered() {
      return faultsAnswered
    },
    async expire(sandboxId) {
      const found = sandboxes.get(sandboxId)
      if (!found) return
      sandboxes.delete(sandboxId)
      await backend.remove(found.containerId)
    },
    liveSandboxes: () => [...sandboxes.keys()],
    liveMetadata: () => [...sandboxes.values()].map((s) => ({ id: s.sandboxID, metadata: s.metadata })),
    leftovers: () => backend.leftovers(serverId),
    async close() {
      for (const sandbox of sandboxes.values()) await backend.remove(sandbox.containerId)
      sandboxes.clear()
      await Promise.all([apiServer.close(), envdServer.close()])
      await backend.removeImages(serverId)
    },
  }
}
