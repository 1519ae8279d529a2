// The host side of the model relay against loopback upstreams, over its real Unix sockets: what it
// forwards (streamed as it comes, plain HTTP in, http or https out), what it refuses (403, nothing
// forwarded), what it logs (never a key), what it knows of a server that is down, and that its
// folder is gone after close and after an abrupt exit.
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startModelRelay, type ModelRelay } from '../../src/run/relay/host-relay.js'
import { secretsToRedact } from '../../src/run/redact.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const run = promisify(execFile)
const KEY = 'sk-relay-test-8c1f04'

interface Seen {
  method: string
  url: string
  auth: string | undefined
  host: string | undefined
}

/** A loopback upstream that logs each request and streams three SSE events 300 ms apart. */
async function upstream(
  make: (handler: http.RequestListener) => http.Server = (h) => http.createServer(h),
): Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = []
  const server = make((req, res) => {
    req.resume()
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        auth: req.headers.authorization,
        host: req.headers.host,
      })
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      let n = 0
      const tick = () => {
        res.write(`data: ${n}\n\n`)
        if (++n === 3) res.end()
        else setTimeout(tick, 300)
      }
      tick()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const scheme = server instanceof https.Server ? 'https' : 'http'
  return {
    url: `${scheme}://127.0.0.1:${port}/v1`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

interface Answer {
  status: number
  body: string
  /** Milliseconds from the request to the first body chunk and to the end. */
  firstChunkMs: number
  endMs: number
}

/** One raw request over the relay's socket (the in-container forwarder passes bytes as they are). */
function ask(socketPath: string, method: string, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const started = Date.now()
    const req = http.request({
      socketPath,
      method,
      path,
      headers: { authorization: `Bearer ${KEY}`, ...headers },
    })
    req.on('response', (res) => {
      let body = ''
      let firstChunkMs = -1
      res.on('data', (chunk: Buffer) => {
        if (firstChunkMs < 0) firstChunkMs = Date.now() - started
        body += chunk.toString()
      })
      res.on('end', () =>
        resolve({ status: res.statusCode!, body, firstChunkMs, endMs: Date.now() - started }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(method === 'POST' ? '{"model":"m","stream":true}' : undefined)
  })
}

let dir: string
let relay: ModelRelay | null = null
beforeAll(async () => {
  dir = await makeTempDir('helios-relay-test-')
})
afterAll(async () => {
  await removeDir(dir)
})
afterEach(async () => {
  await relay?.close()
  relay = null
})

async function start(url: string, caFile: string | null = null) {
  relay = await startModelRelay({
    routes: [{ variable: 'OPENAI_BASE_URL', upstream: new URL(url) }],
    secrets: secretsToRedact([KEY]),
    caFile,
    logFile: join(dir, 'relay.log'),
  })
  return join(relay.dir, '0.sock')
}

describe('host model relay', () => {
  it('forwards a streamed answer as it comes, with the agent’s own key and the upstream’s host', async () => {
    const server = await upstream()
    try {
      const socket = await start(server.url)
      const answer = await ask(socket, 'POST', '/v1/responses?stream=true')
      expect(answer.status).toBe(200)
      expect(answer.body).toBe('data: 0\n\ndata: 1\n\ndata: 2\n\n')
      // The first event arrives before the upstream has finished (two more 300 ms waits).
      expect(answer.firstChunkMs).toBeLessThan(answer.endMs - 300)
      expect(server.seen).toEqual([
        {
          method: 'POST',
          url: '/v1/responses?stream=true',
          auth: `Bearer ${KEY}`,
          host: new URL(server.url).host,
        },
      ])
      expect(relay!.unreachable()).toBeNull()
    } finally {
      await server.close()
    }
  })

  it.each([
    ['another host in absolute form', 'GET', 'http://registry.npmjs.org/'],
    ['the upstream itself in absolute form', 'POST', 'ABSOLUTE'],
    ['a path outside the model API', 'GET', '/admin'],
    ['dot segments out of it', 'GET', '/v1/../admin'],
    ['a method a model client never sends', 'DELETE', '/v1/responses'],
  ])('refuses %s with 403 and forwards nothing', async (_what, method, path) => {
    const server = await upstream()
    try {
      const socket = await start(server.url)
      const target = path === 'ABSOLUTE' ? `${server.url}/responses` : path
      const answer = await ask(socket, method, target)
      expect(answer.status).toBe(403)
      expect(answer.body).toContain(`only ${server.url} is reachable`)
      expect(server.seen).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('refuses CONNECT tunnels', async () => {
    const server = await upstream()
    try {
      const socket = await start(server.url)
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({ socketPath: socket, method: 'CONNECT', path: 'registry.npmjs.org:443' })
        req.on('connect', (res) => resolve(res.statusCode!))
        req.on('response', (res) => resolve(res.statusCode!))
        req.on('error', reject)
        req.end()
      })
      expect(status).toBe(403)
      expect(server.seen).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('logs method, path and status, never the key (header or query), and removes its folder on close', async () => {
    const server = await upstream()
    const socket = await start(server.url)
    const folder = relay!.dir
    await ask(socket, 'POST', `/v1/models/m:stream?key=${KEY}`, { 'x-api-key': KEY })
    await ask(socket, 'GET', `/elsewhere/${KEY}`)
    await relay!.close()
    relay = null
    await server.close()
    const log = await readFile(join(dir, 'relay.log'), 'utf8')
    expect(log).toMatch(/ OPENAI_BASE_URL POST \/v1\/models\/m:stream 200\n/)
    expect(log).toMatch(/ OPENAI_BASE_URL GET \/elsewhere\/\*\*\* 403 refused: outside the model API\n/)
    expect(log).not.toContain(KEY)
    expect(existsSync(folder)).toBe(false)
  })

  it('a server that is down: the agent’s connection drops, and the relay says the server was unreachable', async () => {
    const socket = await start('http://127.0.0.1:9/v1')
    await expect(ask(socket, 'POST', '/v1/responses')).rejects.toThrow(/socket hang up|ECONNRESET/)
    expect(relay!.unreachable()).toMatch(
      /^could not connect to http:\/\/127\.0\.0\.1:9: connect ECONNREFUSED/,
    )
  })

  it('relays to https, trusting the CA bundle it is given', async () => {
    const cert = join(dir, 'cert.pem')
    const key = join(dir, 'key.pem')
    await run('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ])
    const tls = { cert: await readFile(cert), key: await readFile(key) }
    const server = await upstream((h) => https.createServer(tls, h))
    try {
      // Without the bundle the upstream's certificate is not trusted: nothing is answered.
      const untrusted = await start(server.url)
      await expect(ask(untrusted, 'POST', '/v1/responses')).rejects.toThrow()
      await relay!.close()
      const socket = await start(server.url, cert)
      expect((await ask(socket, 'POST', '/v1/responses')).body).toContain('data: 2')
    } finally {
      await server.close()
    }
  })

  it('an abrupt exit (a second Ctrl-C) leaves no relay folder behind', async () => {
    const logFile = join(dir, 'child.log')
    await writeFile(logFile, '')
    const child = await run(process.execPath, [
      '--import',
      'tsx',
      'test/fixtures/relay-child.ts',
      logFile,
    ]).catch((error: { stdout: string; code: number }) => error)
    const folder = child.stdout.trim()
    expect(folder).toMatch(/helios-relay-/)
    expect(existsSync(folder)).toBe(false)
  })
})
