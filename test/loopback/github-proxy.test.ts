// The real GitHub client (createOctokit) behind a self-hosted runner's proxy and against a GHES-style
// base URL. A loopback CONNECT proxy resolves one made-up host name to the loopback GitHub fake, so a
// request reaches the fake only if it went through the proxy. Loopback names (127.0.0.1, localhost)
// always go direct: @actions/http-client never proxies them, whatever NO_PROXY says.
import http from 'node:http'
import net from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { createOctokit } from '../../src/github/octokit.js'

// `.test` is reserved (RFC 2606): it never resolves, so only the proxy can reach it.
const PROXIED_HOST = 'api.github.test'
const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy']

interface ConnectProxy {
  url: string
  /** Every CONNECT target asked for, host:port as the client sent it. */
  tunnels: string[]
  close(): Promise<void>
}

async function startConnectProxy(resolve: (host: string) => string | undefined): Promise<ConnectProxy> {
  const tunnels: string[] = []
  const sockets = new Set<net.Socket>()
  const server = http.createServer((_req, res) => res.writeHead(405).end('CONNECT only'))
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client)
    tunnels.push(req.url ?? '')
    const [host, port] = (req.url ?? '').split(':')
    const target = resolve(host!)
    if (!target) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    const upstream = net.connect(Number(port), target, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client).pipe(upstream)
    })
    sockets.add(upstream)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((done) => server.close(() => done()))
    },
  }
}

// A GHES front: answers only under /api/v3 and forwards the rest of the path to the fake.
async function startGhesFront(apiUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/api/v3/')) return res.writeHead(404).end('not under /api/v3')
    const upstream = http.request(
      `${apiUrl}${req.url.slice('/api/v3'.length)}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    req.pipe(upstream)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

let api: GitHubApi
let proxy: ConnectProxy
let apiPort: string
const saved = new Map(PROXY_VARS.map((name) => [name, process.env[name]]))

const client = (baseUrl: string) => createOctokit({ token: 'ghs_t', baseUrl, retries: 0, retryUnitMs: 1 })
const listPulls = async (baseUrl: string): Promise<number[]> => {
  const { data } = await client(baseUrl).rest.pulls.list({ owner: 'octo', repo: 'bench' })
  return data.map((pull) => pull.number)
}

beforeAll(async () => {
  api = await startGitHubApi({
    pulls: [
      {
        number: 7,
        state: 'open',
        head: { sha: 'a'.repeat(40), ref: 'f', repo: 'octo/bench' },
        base: { sha: 'b'.repeat(40), ref: 'main' },
      },
    ],
  })
  apiPort = new URL(api.url).port
  proxy = await startConnectProxy((host) => (host === PROXIED_HOST ? '127.0.0.1' : undefined))
})

afterEach(() => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  proxy.tunnels.length = 0
  expect(api.state.violations).toEqual([])
})

afterAll(async () => {
  await proxy?.close()
  await api?.close()
})

function setProxy(noProxy?: string): void {
  for (const name of PROXY_VARS) delete process.env[name]
  // The fake speaks http, so HTTP_PROXY is the variable that applies; https URLs use HTTPS_PROXY.
  process.env.HTTP_PROXY = proxy.url
  process.env.HTTPS_PROXY = proxy.url
  if (noProxy !== undefined) process.env.NO_PROXY = noProxy
}

describe('GitHub client behind a proxy', () => {
  it('tunnels through the proxy when one is set', async () => {
    setProxy()
    expect(await listPulls(`http://${PROXIED_HOST}:${apiPort}`)).toEqual([7])
    expect(proxy.tunnels).toEqual([`${PROXIED_HOST}:${apiPort}`])
  })

  it('goes direct for a host NO_PROXY names (the made-up host then cannot be reached)', async () => {
    setProxy(`example.org, ${PROXIED_HOST}`)
    await expect(listPulls(`http://${PROXIED_HOST}:${apiPort}`)).rejects.toThrow()
    expect(proxy.tunnels).toEqual([])
  })

  it('matches NO_PROXY by domain suffix and by host:port', async () => {
    setProxy('.github.test')
    await expect(listPulls(`http://${PROXIED_HOST}:${apiPort}`)).rejects.toThrow()
    setProxy(`${PROXIED_HOST}:1`)
    expect(await listPulls(`http://${PROXIED_HOST}:${apiPort}`)).toEqual([7])
    expect(proxy.tunnels).toEqual([`${PROXIED_HOST}:${apiPort}`])
  })

  it('never proxies a loopback address, even with an empty NO_PROXY', async () => {
    setProxy('')
    expect(await listPulls(api.url)).toEqual([7])
    expect(proxy.tunnels).toEqual([])
  })

  it('reaches nothing when the proxy is down (an error, not a hang)', async () => {
    setProxy()
    process.env.HTTP_PROXY = 'http://127.0.0.1:1'
    await expect(listPulls(`http://${PROXIED_HOST}:${apiPort}`)).rejects.toThrow()
  })
})

describe('GitHub Enterprise Server base URL', () => {
  it('keeps the /api/v3 prefix on every request (option and GITHUB_API_URL)', async () => {
    const ghes = await startGhesFront(api.url)
    const savedApiUrl = process.env.GITHUB_API_URL
    try {
      expect(await listPulls(`${ghes.url}/`)).toEqual([7])
      process.env.GITHUB_API_URL = ghes.url
      const fromEnv = await createOctokit({ token: 'ghs_t', retries: 0 }).rest.pulls.list({
        owner: 'octo',
        repo: 'bench',
      })
      expect(fromEnv.data.map((pull) => pull.number)).toEqual([7])
      await expect(listPulls(ghes.url.replace('/api/v3', ''))).rejects.toMatchObject({ status: 404 })
    } finally {
      if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL
      else process.env.GITHUB_API_URL = savedApiUrl
      await ghes.close()
    }
  })
})
