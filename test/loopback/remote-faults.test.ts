// Remote providers' faults as their official clients meet them, from a scripted loopback server:
// Retry-After honoured and capped (a 429 asking 99999 s, an HTTP date already past), a connection
// cut mid-answer retried as transient, and configuration errors found once by the preflight, in
// one sentence. No engine: every answer is the script's, and waits are recorded, not slept.
import type { ServerResponse } from 'node:http'
import { Daytona, DaytonaError } from '@daytonaio/sdk'
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { providerFlag } from '../../src/cli/provider-flag.js'
import { ProviderSettingsError, ProviderUnavailableError } from '../../src/run/environment/errors.js'
import { RETRY_AFTER_CAP_MS, withRetries } from '../../src/run/environment/retries.js'
import { daytonaFaultKind, withDaytonaRetries } from '../../src/run/providers/daytona/faults.js'
import { DaytonaProvider } from '../../src/run/providers/daytona/provider.js'
import { apiError, isTransient } from '../../src/run/providers/kubernetes/faults.js'
import { KubernetesProvider } from '../../src/run/providers/kubernetes/provider.js'
import { listenLoopback, readBody, type Listening } from '../harness/http.js'

type Answer = (res: ServerResponse) => void
const POLICY = { attempts: 3, baseDelayMs: 10, maxDelayMs: 20 }
const KEY = 'dtn_faults-test-key'

let server: Listening
/** What the next requests get, one each; past the script, an empty list. */
let script: Answer[] = []
let seen = 0

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }
/** Headers and half the body, then the connection is cut. */
const cutMidAnswer: Answer = (res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' })
  res.write('{"items": [')
  setImmediate(() => res.socket?.destroy())
}
const emptyList = json(200, { items: [], nextCursor: null, metadata: {}, apiVersion: 'v1', kind: 'PodList' })

beforeAll(async () => {
  server = await listenLoopback(
    async (req, res) => {
      await readBody(req)
      seen++
      ;(script.shift() ?? emptyList)(res)
    },
    (_error, res) => res.destroy(),
  )
})
afterAll(() => server.close())

function daytona(): Daytona {
  return new Daytona({ apiKey: KEY, apiUrl: `${server.origin}/api`, useDeprecatedPolling: true })
}

async function listOnce(client: Daytona): Promise<void> {
  for await (const sandbox of client.list()) void sandbox
}

function recorder(): { waits: number[]; wait: (ms: number) => Promise<void> } {
  const waits: number[] = []
  return { waits, wait: async (ms) => void waits.push(ms) }
}

describe('Daytona through its SDK', () => {
  it('waits what Retry-After asks, capped: 99999 s becomes the cap', async () => {
    script = [json(429, { message: 'slow down' }, { 'retry-after': '99999' })]
    const { waits, wait } = recorder()
    await withDaytonaRetries(() => listOnce(daytona()), POLICY, undefined, wait)
    expect(waits).toEqual([RETRY_AFTER_CAP_MS])
  })

  it('takes a Retry-After date already past as no wait beyond the backoff', async () => {
    const past = new Date(Date.now() - 3_600_000).toUTCString()
    script = [json(503, { message: 'busy' }, { 'retry-after': past })]
    const { waits, wait } = recorder()
    await withDaytonaRetries(() => listOnce(daytona()), POLICY, undefined, wait)
    expect(waits).toHaveLength(1)
    expect(waits[0]).toBeLessThanOrEqual(POLICY.maxDelayMs)
  })

  it('retries a connection cut mid-answer as transient', async () => {
    script = [cutMidAnswer]
    const before = seen
    let first: unknown = null
    await withDaytonaRetries(
      () =>
        listOnce(daytona()).catch((error: unknown) => {
          first ??= error
          throw error
        }),
      POLICY,
      undefined,
      async () => undefined,
    )
    expect(seen - before).toBe(2)
    // The SDK gives the status line it had (200) on a plain DaytonaError.
    expect(first).toBeInstanceOf(DaytonaError)
    expect(daytonaFaultKind(first)).toBe('transient')
  })

  it('finds a refused key in the preflight, in one sentence naming the variable', async () => {
    script = [json(401, { message: 'Unauthorized' })]
    const provider = new DaytonaProvider(
      { apiKey: KEY, apiUrl: `${server.origin}/api`, target: null },
      { retry: POLICY },
    )
    const refused = await provider.checkReachable().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProviderSettingsError)
    expect((refused as Error).message).toMatch(
      /^provider daytona: the API at .* refused DAYTONA_API_KEY \(HTTP 401\)/,
    )
    expect((refused as Error).message).not.toContain(KEY)
  })

  it('opens from the environment (--provider daytona) once its first request is answered', async () => {
    script = []
    const before = seen
    const provider = await providerFlag({ provider: 'daytona' }, 4, {
      DAYTONA_API_KEY: KEY,
      DAYTONA_API_URL: `${server.origin}/api`,
    })
    expect(provider.name).toBe('daytona')
    expect(seen - before).toBe(1)
  })

  it('finds an API that never answers in the preflight, after its retries', async () => {
    const closed = await listenLoopback(
      async () => undefined,
      () => undefined,
    )
    const apiUrl = `${closed.origin}/api`
    await closed.close()
    const provider = new DaytonaProvider({ apiKey: KEY, apiUrl, target: null }, { retry: POLICY })
    const error = await provider.checkReachable().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderUnavailableError)
    expect((error as Error).message).toMatch(
      /^provider daytona: no Daytona API answers at http:\/\/127\.0\.0\.1:\d+\/api/,
    )
  })
})

function kubeConfig(): KubeConfig {
  const config = new KubeConfig()
  config.loadFromOptions({
    clusters: [{ name: 'c', server: server.origin, skipTLSVerify: true }],
    users: [{ name: 'u', token: 'k8s-faults-token' }],
    contexts: [{ name: 'x', cluster: 'c', user: 'u' }],
    currentContext: 'x',
  })
  return config
}

describe('Kubernetes through its client', () => {
  it('waits what Retry-After asks on a 429', async () => {
    script = [json(429, { kind: 'Status', message: 'too many requests' }, { 'retry-after': '3' })]
    const api = kubeConfig().makeApiClient(CoreV1Api)
    const { waits, wait } = recorder()
    await withRetries(
      () =>
        api
          .listNamespacedPod({ namespace: 'bench', limit: 1 })
          .catch((e: unknown) => Promise.reject(apiError('list pods', e))),
      POLICY,
      isTransient,
      wait,
    )
    expect(waits).toEqual([3000])
  })

  it('finds refused credentials in the preflight, in one sentence', async () => {
    script = [json(403, { kind: 'Status', message: 'forbidden' })]
    const provider = new KubernetesProvider(
      { namespace: 'bench', kubeConfig: kubeConfig() },
      () => {
        throw new Error('no builds here')
      },
      { retry: POLICY },
    )
    const error = await provider.checkReachable().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderSettingsError)
    expect((error as Error).message).toMatch(
      /^provider kubernetes: the cluster at http:\/\/127\.0\.0\.1:\d+ refused the kubeconfig's credentials for pods in namespace bench \(HTTP 403\)/,
    )
  })
})
