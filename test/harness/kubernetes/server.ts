// A loopback Kubernetes API server (127.0.0.1 only) answering what @kubernetes/client-node sends
// for pods: create, read, list by labelSelector, delete, and exec over a WebSocket with the
// v5/v4 channel protocol (a channel byte before each stdin/stdout/stderr frame, the Status JSON on
// channel 3). Every request body and every answer is checked against the client's generated
// models (shapes.ts: unknown fields, wrong types, missing required fields); a request that fails is
// answered 422, and every problem is kept for the test to assert none. Each pod is backed by real
// containers (pods.ts). Faults can be injected: error answers, pods held Pending.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import {
  containersOf,
  containerState,
  createContainer,
  execInContainer,
  removeContainers,
  type ContainerState,
  type PodContainer,
  type PodSecurity,
} from './pods.js'
import { podCreateProblems, shapeProblems } from './shapes.js'

interface Pod {
  metadata: {
    name: string
    namespace: string
    uid: string
    labels: Record<string, string>
    creationTimestamp: string
  }
  spec: {
    containers: PodContainer[]
    securityContext?: PodSecurity
    activeDeadlineSeconds?: number
    restartPolicy?: string
  }
  containerIds: string[]
  /** The engine's error when a container could not be made (the pod then stays Pending with it). */
  waitingReason: string | null
  ready: Promise<void>
}

export interface KubernetesFake {
  /** `http://127.0.0.1:<port>` */
  server: string
  token: string
  /** Pods alive now, by `namespace/name`. */
  podNames(): string[]
  /** Every request line seen (`GET /api/v1/...`), for assertions on what the client sent. */
  requests: string[]
  /** Requests and answers that did not match the client's models, each naming model and field. */
  shapeProblems: string[]
  /** The next `count` API requests (not exec) are answered with `status`. */
  failNext(count: number, status: 429 | 500 | 503): void
  /** Pods created while set stay Pending, without containers. */
  holdPending(hold: boolean): void
  /** Containers of this server still on the engine. */
  containers(): Promise<string[]>
  close(): Promise<void>
}

export async function startKubernetesFake(options: { token?: string } = {}): Promise<KubernetesFake> {
  const token = options.token ?? `fake-token-${randomUUID()}`
  const serverId = randomUUID()
  const pods = new Map<string, Pod>()
  const requests: string[] = []
  const problems: string[] = []
  // Every answer is checked against the model the client will parse it as.
  const json = (res: ServerResponse, code: number, model: string, value: unknown): void => {
    problems.push(...shapeProblems(model, value, `answer ${model}`))
    sendJson(res, code, value)
  }
  const status = (res: ServerResponse, code: number, reason: string, message: string, details?: object) =>
    json(res, code, 'V1Status', statusBody(code, reason, message, details))
  let failures: { count: number; status: number } = { count: 0, status: 500 }
  let hold = false

  const http = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    if (req.headers.authorization !== `Bearer ${token}`)
      return status(res, 401, 'Unauthorized', 'Unauthorized')
    if (failures.count > 0) {
      failures.count--
      if (failures.status === 429) res.setHeader('Retry-After', '0')
      return status(
        res,
        failures.status,
        failures.status === 429 ? 'TooManyRequests' : 'InternalError',
        'injected fault',
      )
    }
    void route(req, res).catch((error: unknown) => status(res, 500, 'InternalError', String(error)))
  })

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const match = /^\/api\/v1\/namespaces\/([^/]+)\/pods(?:\/([^/]+))?$/.exec(url.pathname)
    if (!match)
      return status(res, 404, 'NotFound', `the server could not find the requested resource ${url.pathname}`)
    const namespace = decodeURIComponent(match[1] ?? '')
    const name = match[2] ? decodeURIComponent(match[2]) : null
    if (req.method === 'POST' && !name) {
      const given: unknown = JSON.parse(await body(req))
      const wrong = [...shapeProblems('V1Pod', given, 'request V1Pod'), ...podCreateProblems(given)]
      problems.push(...wrong)
      if (wrong.length > 0) return status(res, 422, 'Invalid', `Pod is invalid: ${wrong.join('; ')}`)
      return createPod(namespace, given as Pod, res)
    }
    if (req.method === 'GET' && !name) {
      const selector = parseSelector(url.searchParams.get('labelSelector'))
      const items = [...pods.values()].filter(
        (p) =>
          p.metadata.namespace === namespace &&
          Object.entries(selector).every(([k, v]) => p.metadata.labels[k] === v),
      )
      return json(res, 200, 'V1PodList', {
        apiVersion: 'v1',
        kind: 'PodList',
        metadata: { resourceVersion: '1' },
        items: await Promise.all(items.map(view)),
      })
    }
    const pod = name ? pods.get(`${namespace}/${name}`) : undefined
    if (!pod) return status(res, 404, 'NotFound', `pods "${name}" not found`, { name, kind: 'pods' })
    if (req.method === 'GET') return json(res, 200, 'V1Pod', await view(pod))
    if (req.method === 'DELETE') {
      const shown = await view(pod)
      pods.delete(`${namespace}/${name}`)
      await pod.ready.catch(() => undefined)
      await removeContainers(pod.containerIds)
      return json(res, 200, 'V1Pod', shown)
    }
    return status(res, 405, 'MethodNotAllowed', `${req.method} is not supported`)
  }

  function createPod(namespace: string, given: Pod, res: ServerResponse): void {
    const name = given.metadata.name
    const key = `${namespace}/${name}`
    if (pods.has(key))
      return status(res, 409, 'AlreadyExists', `pods "${name}" already exists`, { name, kind: 'pods' })
    if (!given.spec?.containers?.length)
      return status(res, 422, 'Invalid', `Pod "${name}" is invalid: spec.containers: Required value`)
    const pod: Pod = {
      metadata: {
        name,
        namespace,
        uid: randomUUID(),
        labels: given.metadata.labels ?? {},
        creationTimestamp: new Date().toISOString(),
      },
      spec: given.spec,
      containerIds: [],
      waitingReason: null,
      ready: Promise.resolve(),
    }
    // The kubelet's part: containers start after the answer, the pod is Pending meanwhile.
    pod.ready = hold ? Promise.resolve() : startContainers(pod, key)
    pods.set(key, pod)
    void view(pod).then((shown) => json(res, 201, 'V1Pod', shown))
  }

  async function startContainers(pod: Pod, key: string): Promise<void> {
    try {
      for (const container of pod.spec.containers) {
        const id = await createContainer(
          container,
          pod.spec.securityContext ?? {},
          key,
          serverId,
          pod.containerIds[0] ?? null,
        )
        pod.containerIds.push(id)
      }
      // Deleted while starting: nothing of it may stay.
      if (!pods.has(key)) await removeContainers(pod.containerIds)
    } catch (error) {
      pod.waitingReason = String((error as { stderr?: unknown }).stderr ?? error).slice(0, 300)
    }
  }

  async function view(pod: Pod) {
    const states = await Promise.all(pod.containerIds.map(containerState))
    const started = states.length === pod.spec.containers.length && states.every((s) => s !== null)
    const containerStatuses = pod.spec.containers.map((c, i) =>
      containerStatus(c, started ? (states[i] ?? null) : null, pod.waitingReason),
    )
    return {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { ...pod.metadata, resourceVersion: '1' },
      spec: pod.spec,
      status: { phase: started ? phase(states as ContainerState[]) : 'Pending', containerStatuses },
    }
  }

  const sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (offered) =>
      offered.has('v5.channel.k8s.io')
        ? 'v5.channel.k8s.io'
        : offered.has('v4.channel.k8s.io')
          ? 'v4.channel.k8s.io'
          : false,
  })
  http.on('upgrade', (req, socket, head) => {
    requests.push(`UPGRADE ${req.url}`)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const match = /^\/api\/v1\/namespaces\/([^/]+)\/pods\/([^/]+)\/exec$/.exec(url.pathname)
    const pod = match ? pods.get(`${match[1]}/${match[2]}`) : undefined
    const authorized = req.headers.authorization === `Bearer ${token}`
    const index = pod
      ? pod.spec.containers.findIndex(
          (c) => c.name === (url.searchParams.get('container') ?? pod.spec.containers[0]?.name),
        )
      : -1
    const id = pod && index >= 0 ? pod.containerIds[index] : undefined
    if (!authorized || !id) {
      socket.end(`HTTP/1.1 ${authorized ? 404 : 401} ${authorized ? 'Not Found' : 'Unauthorized'}\r\n\r\n`)
      return
    }
    sockets.handleUpgrade(req, socket, head, (ws) => exec(ws, id, url.searchParams))
  })

  function exec(ws: WebSocket, id: string, params: URLSearchParams): void {
    const command = params.getAll('command')
    const { child, exit } = execInContainer(id, command, params.get('stdin') === 'true')
    const send = (channel: number, chunk: Buffer) => ws.send(Buffer.concat([Buffer.from([channel]), chunk]))
    child.stdout?.on('data', (chunk: Buffer) => send(1, chunk))
    child.stderr?.on('data', (chunk: Buffer) => send(2, chunk))
    ws.on('message', (data: Buffer) => {
      if (data[0] === 0) child.stdin?.write(data.subarray(1))
      else if (data[0] === 255 && data[1] === 0) child.stdin?.end()
    })
    ws.on('close', () => {
      child.stdin?.end()
      if (child.exitCode === null) child.kill()
    })
    void exit.then((code) => {
      const result =
        code === 0
          ? { metadata: {}, status: 'Success' }
          : {
              metadata: {},
              status: 'Failure',
              message: `command terminated with non-zero exit code: exit status ${code}`,
              reason: 'NonZeroExitCode',
              details: { causes: [{ reason: 'ExitCode', message: String(code) }] },
            }
      problems.push(...shapeProblems('V1Status', result, 'exec status V1Status'))
      send(3, Buffer.from(JSON.stringify(result)))
      ws.close(1000)
    })
  }

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const port = (http.address() as AddressInfo).port
  return {
    server: `http://127.0.0.1:${port}`,
    token,
    requests,
    shapeProblems: problems,
    podNames: () => [...pods.keys()],
    failNext: (count, code) => {
      failures = { count, status: code }
    },
    holdPending: (value) => {
      hold = value
    },
    containers: () => containersOf(serverId),
    async close() {
      for (const client of sockets.clients) client.terminate()
      await Promise.all([...pods.values()].map((p) => p.ready.catch(() => undefined)))
      await removeContainers(await containersOf(serverId))
      pods.clear()
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}

function containerStatus(
  container: PodContainer,
  state: ContainerState | null,
  waitingReason: string | null,
) {
  const base = { name: container.name, image: container.image, imageID: '', restartCount: 0 }
  if (!state) {
    const waiting = waitingReason
      ? { reason: 'ErrImagePull', message: waitingReason }
      : { reason: 'ContainerCreating' }
    return { ...base, ready: false, started: false, state: { waiting } }
  }
  if (state.kind === 'running')
    return { ...base, ready: true, started: true, state: { running: { startedAt: state.startedAt } } }
  const reason = state.oomKilled ? 'OOMKilled' : state.exitCode === 0 ? 'Completed' : 'Error'
  const terminated = {
    exitCode: state.exitCode,
    reason,
    startedAt: state.startedAt,
    finishedAt: state.finishedAt,
  }
  return { ...base, ready: false, started: false, state: { terminated } }
}

/** restartPolicy Never: Running while any container runs, then Succeeded or Failed. */
function phase(states: ContainerState[]): string {
  if (states.some((s) => s.kind === 'running')) return 'Running'
  return states.every((s) => s.kind === 'terminated' && s.exitCode === 0) ? 'Succeeded' : 'Failed'
}

/** Equality selectors only (`a=b,c==d`): what our provider sends. */
function parseSelector(selector: string | null): Record<string, string> {
  const result: Record<string, string> = {}
  for (const term of (selector ?? '').split(',').filter(Boolean)) {
    const [key, value] = term.split(/==?/)
    if (key) result[key.trim()] = (value ?? '').trim()
  }
  return result
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function sendJson(res: ServerResponse, code: number, value: unknown): void {
  res.writeHead(code, { 'content-type': 'application/json' })
  res.end(JSON.stringify(value))
}

/** A meta/v1 Status, as the API server answers errors. */
function statusBody(code: number, reason: string, message: string, details?: object): object {
  return {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason,
    ...(details ? { details } : {}),
    code,
  }
}
