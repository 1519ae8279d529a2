// The host side of the model relay: an HTTP server per attempt on Unix sockets in a private temp
// folder (one socket per model API), which the attempt's `no-network` container gets read-only.
// Each socket forwards to its one upstream only (plain HTTP in, http or https out, streamed both
// ways); any other host, path or method is answered 403 and nothing is forwarded. It never adds
// or logs a credential: the agent sends its own key, and the log keeps method, path and status.
import { readFileSync, rmSync } from 'node:fs'
import { chmod, rm, writeFile } from 'node:fs/promises'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import { join } from 'node:path'
import { rootCertificates } from 'node:tls'
import { redactText } from '../redact.js'
import { FORWARDER_SCRIPT, RELAY_MOUNT } from './forwarder.js'
import { RELAYED_METHODS, relayedBaseUrl, relayTarget, type RelayRoute } from './routes.js'
import { ownedTempDir } from '../environment/owned-temp-dir.js'

export interface ModelRelayOptions {
  routes: readonly RelayRoute[]
  /** Values never to write (the agent's keys), redacted from the log should a path carry one. */
  secrets: readonly Buffer[]
  /** A CA bundle to trust beside the system's (the host's NODE_EXTRA_CA_CERTS). */
  caFile: string | null
  /** Where the log of relayed and refused requests is written when the relay closes. */
  logFile: string
}

export interface ModelRelay {
  /** Host folder holding the sockets and the forwarder: bind it read-only at RELAY_MOUNT. */
  dir: string
  /**
   * Why the model server could not be reached (the first failed connection), when no request got
   * an answer from it: the relay, not the agent, knows it was the server.
   */
  unreachable(): string | null
  /** Stops serving, writes the log and removes the folder. */
  close(): Promise<void>
}

/** Folders of relays still open: removed on exit, even after a second Ctrl-C (process.exit). */
const liveDirs = new Set<string>()
let exitHookSet = false

/** Lines kept in the log: a looping agent must not fill the disk. */
const MAX_LOG_LINES = 2000

export async function startModelRelay(options: ModelRelayOptions): Promise<ModelRelay> {
  const dir = await ownedTempDir('relay')
  liveDirs.add(dir)
  if (!exitHookSet) {
    exitHookSet = true
    process.once('exit', () => {
      for (const left of liveDirs) rmSync(left, { recursive: true, force: true })
    })
  }
  const log: string[] = []
  let answered = 0
  let failure: string | null = null
  const servers: http.Server[] = []
  const ca = options.caFile ? [...rootCertificates, readFileSync(options.caFile, 'utf8')] : undefined
  const note = (route: RelayRoute, req: IncomingMessage, outcome: string) => {
    if (log.length < MAX_LOG_LINES)
      log.push(`${new Date().toISOString()} ${route.variable} ${req.method} ${pathOnly(req.url)} ${outcome}`)
  }
  const close = async () => {
    await Promise.all(servers.map((server) => closeServer(server)))
    await rm(dir, { recursive: true, force: true })
    liveDirs.delete(dir)
    const text = log.length ? `${log.join('\n')}\n` : ''
    await writeFile(options.logFile, redactText(text, options.secrets)).catch(() => null)
  }
  try {
    // Every user may enter: the task's agent user is often not root.
    await chmod(dir, 0o755)
    const forwarded = await Promise.all(
      options.routes.map(async (route, index) => {
        const socket = join(dir, `${index}.sock`)
        const server = http.createServer((req, res) =>
          relay(route, req, res, ca, {
            refused: (why) => note(route, req, `403 refused: ${why}`),
            answered: (status) => {
              answered++
              note(route, req, String(status))
            },
            failed: (message) => {
              failure ??= `could not connect to ${route.upstream.origin}: ${message}`
              note(route, req, `unreachable: ${message}`)
            },
          }),
        )
        // CONNECT and Upgrade would tunnel anywhere: refused outright.
        server.on('connect', (_req, client) =>
          client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n'),
        )
        server.on('upgrade', (_req, client) =>
          client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n'),
        )
        servers.push(server)
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject)
          server.listen(socket, resolve)
        })
        await chmod(socket, 0o666)
        return {
          variable: route.variable,
          socket: `${RELAY_MOUNT}/${index}.sock`,
          base: relayedBaseUrl(route.upstream, '{port}'),
        }
      }),
    )
    await writeFile(join(dir, 'routes.json'), JSON.stringify(forwarded), { mode: 0o644 })
    await writeFile(join(dir, 'forward.cjs'), FORWARDER_SCRIPT, { mode: 0o644 })
  } catch (error) {
    await close()
    throw error
  }
  return {
    dir,
    unreachable: () => (answered === 0 ? failure : null),
    close,
  }
}

interface RelayEvents {
  refused(why: string): void
  answered(status: number): void
  failed(message: string): void
}

/** Hop-by-hop headers are the relay's own, never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
])

function relay(
  route: RelayRoute,
  req: IncomingMessage,
  res: ServerResponse,
  ca: string[] | undefined,
  events: RelayEvents,
): void {
  const target = RELAYED_METHODS.has(req.method ?? '') ? relayTarget(route.upstream, req.url ?? '') : null
  if (!target) {
    events.refused(RELAYED_METHODS.has(req.method ?? '') ? 'outside the model API' : 'method')
    req.resume()
    res.writeHead(403, { 'content-type': 'text/plain', connection: 'close' })
    res.end(`helios model relay: only ${route.upstream.href} is reachable from this container\n`)
    return
  }
  const headers: http.OutgoingHttpHeaders = { host: target.host }
  for (const [name, value] of Object.entries(req.headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value
  const client = target.protocol === 'https:' ? https : http
  const upstream = client.request(
    target,
    { method: req.method, headers, ...(ca ? { ca } : {}) },
    (answer) => {
      events.answered(answer.statusCode ?? 0)
      const out: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(answer.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out)
      // Streamed answers (SSE) go on chunk by chunk, as they come.
      res.flushHeaders()
      answer.pipe(res)
      answer.on('error', () => res.destroy())
    },
  )
  upstream.on('error', (error) => {
    if (!res.headersSent) events.failed(error.message)
    // The agent sees its connection drop, as it would with the server gone.
    res.destroy()
  })
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy()
  })
  req.pipe(upstream)
}

/** The path without its query (a query may carry a key: `?key=`). */
function pathOnly(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? ''
  return path.replace(/[^\x21-\x7e]/g, '?').slice(0, 300)
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
