// The loopback E2B server's envd: what the SDK's `commands` and `files` call in a sandbox, served
// for every sandbox at one address (the SDK's sandboxUrl) and told apart by the `E2b-Sandbox-Id`
// header it sends. Process.Start is Connect's server-streaming call in its JSON form (each message
// framed by a flags byte and a 4-byte length, an end-of-stream frame last), over HTTP/1.1.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PassThrough } from 'node:stream'
import Docker from 'dockerode'
import { readBody, sendJson } from '../http.js'
import type { ContainerBackend } from '../daytona/containers.js'

export interface EnvdSandbox {
  containerId: string
}

const docker = new Docker()

function frame(flags: number, message: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(message))
  const head = Buffer.alloc(5)
  head.writeUInt8(flags, 0)
  head.writeUInt32BE(json.length, 1)
  return Buffer.concat([head, json])
}

/** The first framed message of a Connect streaming request. */
function firstMessage(body: Buffer): Record<string, unknown> {
  if (body.length < 5) throw new Error('no Connect frame')
  const length = body.readUInt32BE(1)
  return JSON.parse(body.subarray(5, 5 + length).toString('utf8')) as Record<string, unknown>
}

/** The user envd runs as, from the SDK's `Authorization: Basic <user:>`; absent: the template's. */
function userOf(req: IncomingMessage): string {
  const auth = req.headers.authorization ?? ''
  if (!auth.startsWith('Basic ')) return 'user'
  return Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':')[0] || 'user'
}

export async function serveEnvd(
  req: IncomingMessage,
  res: ServerResponse,
  find: (id: string) => EnvdSandbox | undefined,
  backend: ContainerBackend,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const id = String(req.headers['e2b-sandbox-id'] ?? '')
  const sandbox = find(id)
  // A sandbox E2B no longer has: its proxy answers 502 (the SDK reads it as the sandbox's end).
  if (!sandbox) {
    await readBody(req)
    return sendJson(res, 502, { code: 502, message: `sandbox ${id} not found` })
  }
  const route = `${req.method ?? ''} ${url.pathname}`
  if (route === 'GET /health') {
    res.writeHead(204).end()
    return
  }
  if (route === 'POST /files') {
    const path = url.searchParams.get('path') ?? ''
    if (req.headers['content-type'] !== 'application/octet-stream')
      return sendJson(res, 400, {
        code: 400,
        message: 'this envd takes application/octet-stream uploads only',
      })
    await backend.putFile(sandbox.containerId, path, await readBody(req))
    const name = path.split('/').pop() ?? path
    return sendJson(res, 200, [{ name, type: 'file', path }])
  }
  if (route === 'GET /files') {
    const path = url.searchParams.get('path') ?? ''
    const content = await backend.getFile(sandbox.containerId, path)
    if (!content) return sendJson(res, 404, { code: 404, message: `path '${path}' does not exist` })
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': content.length })
    res.end(content)
    return
  }
  if (route === 'POST /process.Process/Start') return startProcess(req, res, sandbox)
  await readBody(req)
  return sendJson(res, 404, { code: 404, message: `no envd route for ${route}` })
}

async function startProcess(req: IncomingMessage, res: ServerResponse, sandbox: EnvdSandbox): Promise<void> {
  const request = firstMessage(await readBody(req))
  const process = (request.process ?? {}) as {
    cmd?: string
    args?: string[]
    envs?: Record<string, string>
    cwd?: string
  }
  const exec = await docker.getContainer(sandbox.containerId).exec({
    Cmd: [process.cmd ?? '/bin/bash', ...(process.args ?? [])],
    User: userOf(req),
    WorkingDir: process.cwd || undefined,
    Env: Object.entries(process.envs ?? {}).map(([key, value]) => `${key}=${value}`),
    AttachStdout: true,
    AttachStderr: true,
  })
  const stream = await exec.start({ hijack: true, stdin: false })
  res.writeHead(200, { 'content-type': 'application/connect+json' })
  res.write(frame(0, { event: { start: { pid: 1000 + Math.floor(Math.random() * 30000) } } }))
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  stdout.on('data', (chunk: Buffer) =>
    res.write(frame(0, { event: { data: { stdout: chunk.toString('base64') } } })),
  )
  stderr.on('data', (chunk: Buffer) =>
    res.write(frame(0, { event: { data: { stderr: chunk.toString('base64') } } })),
  )
  docker.modem.demuxStream(stream, stdout, stderr)
  // The client gone (its deadline, a kill): stop reading; what runs is left, as envd leaves it.
  res.on('close', () => stream.destroy())
  await new Promise<void>((resolve) => {
    stream.on('end', () => resolve())
    stream.on('close', () => resolve())
  })
  if (res.destroyed) return
  const { ExitCode } = await exec.inspect()
  const exitCode = ExitCode ?? -1
  res.write(frame(0, { event: { end: { exitCode, exited: true, status: `exit status ${exitCode}` } } }))
  res.end(frame(2, {}))
}
