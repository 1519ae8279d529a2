// The Kubernetes provider through @kubernetes/client-node against the loopback API server (every
// pod real local containers), with images pushed to a real local registry and pulled from it: the
// example benchmark's oracle passes and nop fails, nothing is left behind, and the cluster's
// faults (500/429 answers, a pod stuck Pending, a run interrupted mid-attempt) are met. Every
// request body and answer is held to the client's generated models (harness/kubernetes/shapes.ts).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { KubeConfig } from '@kubernetes/client-node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { attemptLabels } from '../../src/run/environment/labels.js'
import type { EnvironmentSpec, ImageRegistry } from '../../src/run/environment/types.js'
import {
  KubernetesProvider,
  type KubernetesProviderOptions,
} from '../../src/run/providers/kubernetes/provider.js'
import { DockerProvider } from '../../src/run/providers/docker/provider.js'
import { discoverTasks } from '../../src/task/discover.js'
import type { Task } from '../../src/task/types.js'
import { helios as heliosCli, startHelios } from '../fixtures/cli.js'
import { runInterfaceAttempt, withTempDir } from '../harness/daytona/interface-attempt.js'
import { startKubernetesFake, type KubernetesFake } from '../harness/kubernetes/server.js'
import { startRegistry, type TestRegistry } from '../harness/registry.js'

const TOKEN = 'k8s-token-4c1d9e-that-must-never-be-written'
const NAMESPACE = 'bench'
const FAST_RETRY = { attempts: 5, baseDelayMs: 20, maxDelayMs: 100 }
let fake: KubernetesFake
let registry: TestRegistry
let work: string
let kubeconfigFile: string
let imageRegistry: ImageRegistry
let tasks: Task[]

function task(name: string): Task {
  const found = tasks.find((t) => t.name === name)
  if (!found) throw new Error(`no example task ${name}`)
  return found
}

function provider(options: KubernetesProviderOptions = {}): KubernetesProvider {
  const kubeConfig = new KubeConfig()
  kubeConfig.loadFromFile(kubeconfigFile)
  return new KubernetesProvider(
    { namespace: NAMESPACE, kubeConfig },
    (build) => new DockerProvider().pushedImages(build),
    { retry: FAST_RETRY, pollMs: 100, ...options },
  )
}

function cliEnv(): Record<string, string> {
  return { KUBECONFIG: kubeconfigFile, KUBERNETES_NAMESPACE: NAMESPACE }
}

function batch(agent: string, dir: string) {
  return heliosCli(
    ['batch', 'tasks', '--provider', 'kubernetes', '--image-registry', imageRegistry.ref].concat([
      '--agent',
      agent,
      '-n',
      '4',
      '-o',
      dir,
      '--run-id',
      agent,
      '--json',
    ]),
    cliEnv(),
  )
}

function spec(image: string, runId: string): EnvironmentSpec {
  return {
    image,
    env: {},
    workdir: null,
    labels: attemptLabels(runId, 'word-frequency', 1),
    limits: { cpus: 1, memoryMb: 512, pidsLimit: 256 },
    network: { kind: 'default' },
    mounts: [],
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'helios-k8s-test-'))
  registry = await startRegistry({ storage: join(work, 'registry'), dir: join(work, 'registry-config') })
  imageRegistry = { ref: `${registry.host}/helios-env`, auth: null }
  fake = await startKubernetesFake({ token: TOKEN })
  kubeconfigFile = join(work, 'kubeconfig')
  await writeFile(
    kubeconfigFile,
    [
      'apiVersion: v1',
      'kind: Config',
      'clusters: [{name: loopback, cluster: {server: "' +
        fake.server +
        '", insecure-skip-tls-verify: true}}]',
      'users: [{name: bench, user: {token: "' + TOKEN + '"}}]',
      'contexts: [{name: loopback, context: {cluster: loopback, user: bench}}]',
      'current-context: loopback',
      '',
    ].join('\n'),
  )
  tasks = (await discoverTasks('tasks')).tasks
}, 120_000)

afterAll(async () => {
  await fake?.close()
  await registry?.stop()
  await rm(work, { recursive: true, force: true })
})

describe('Kubernetes provider against the loopback API server', () => {
  // Every pod the client sent and every answer it parsed matched the client's generated models
  // (shapes.ts): no unknown field, wrong type or missing required field on either side.
  afterEach(() => {
    expect(fake.shapeProblems.splice(0)).toEqual([])
  })

  it('runs the example benchmark with helios batch --provider kubernetes: oracle passes, nop fails, nothing left', async () => {
    await withTempDir(async (dir) => {
      const oracle = await batch('oracle', dir)
      const nop = await batch('nop', dir)
      // Refused: the compose task (sidecars), the no-network task (no NetworkPolicy made) and the
      // GUI tasks (a display).
      expect(tasks.filter((t) => t.compose).length).toBe(1)
      expect(tasks.filter((t) => t.config.environment.networkMode === 'no-network').length).toBe(1)
      expect(tasks.filter((t) => t.config.environment.display).length).toBeGreaterThan(0)
      const refused = tasks.filter(
        (t) => t.compose || t.config.environment.networkMode === 'no-network' || t.config.environment.display,
      ).length
      const runnable = tasks.length - refused
      expect(JSON.parse(oracle.stdout).totals, oracle.stderr).toMatchObject({
        tasks: tasks.length,
        passed: runnable,
        failed: 0,
        errors: refused,
      })
      expect(JSON.parse(nop.stdout).totals, nop.stderr).toMatchObject({
        tasks: tasks.length,
        passed: 0,
        failed: runnable,
        errors: refused,
      })
      expect(oracle.stderr).toMatch(
        /fetch-release-code\/environment\/docker-compose\.yaml: compose sidecars \(releases\) cannot run on Kubernetes.*--provider docker/,
      )
      expect(oracle.stderr).toMatch(
        // One sentence shape for every provider's refusal (environment/capability-refusals.ts).
        /audit-access-log\/task\.toml: \[environment\] network_mode = "no-network" cannot run on Kubernetes \(it needs an egress-deny NetworkPolicy.*--provider docker/,
      )
      // Pods were made in the namespace, from the registry's images, with limits and the backstop.
      const creates = fake.requests.filter((r) => r.startsWith(`POST /api/v1/namespaces/${NAMESPACE}/pods`))
      expect(creates.length).toBeGreaterThanOrEqual(16)
      expect(await registry.tags('helios-env')).not.toEqual([])
      // The token authenticated every call and reached no file of the run and no output.
      expect(`${oracle.stdout}${oracle.stderr}${nop.stdout}${nop.stderr}`).not.toContain(TOKEN)
      for (const file of await filesUnder(dir))
        expect(await readFile(file, 'utf8'), file).not.toContain(TOKEN)
    })
    expect(fake.podNames()).toEqual([])
    expect(await fake.containers()).toEqual([])
  })

  it('finishes a separate-verifier task beside a shared one at -n 1 and -n 2', async () => {
    await withTempDir(async (dir) => {
      for (const n of ['1', '2']) {
        const args = ['batch', 'tasks', '--provider', 'kubernetes', '--image-registry', imageRegistry.ref]
        const filters = ['--include', 'list-primes', '--include', 'word-frequency', '-k', '1', '-n', n]
        const rest = ['--agent', 'oracle', '-o', dir, '--run-id', `n${n}`, '--json']
        const run = await heliosCli([...args, ...filters, ...rest], cliEnv())
        expect(JSON.parse(run.stdout).totals, run.stderr).toMatchObject({ tasks: 2, passed: 2, errors: 0 })
        expect(fake.podNames()).toEqual([])
      }
    })
    expect(await fake.containers()).toEqual([])
  })

  it('rides out the API answering 500 and then 429, and recovers', async () => {
    const k8s = provider()
    await withTempDir(async (dir) => {
      const images = k8s.images({ buildLogDir: dir, registry: imageRegistry })
      for (const status of [500, 429] as const) {
        fake.failNext(3, status)
        const outcome = await runInterfaceAttempt(k8s, images, task('word-frequency'), 'oracle', {
          runId: `run-${status}`,
          logRoot: dir,
        })
        expect(outcome).toMatchObject({ ok: true, reward: 1 })
      }
    })
    expect(fake.podNames()).toEqual([])
  })

  it('gives up on a pod stuck Pending past its deadline, naming it, and deletes it', async () => {
    const k8s = provider({ startTimeoutSec: 2 })
    fake.holdPending(true)
    try {
      const error = await k8s.create(spec('debian:bookworm-slim', 'run-pending')).catch((e: unknown) => e)
      expect(String(error)).toMatch(
        new RegExp(`pod helios-[0-9a-f]+ in namespace ${NAMESPACE} was still Pending after 2s`),
      )
    } finally {
      fake.holdPending(false)
    }
    expect(fake.podNames()).toEqual([])
    expect(await k8s.removeRun('run-pending')).toBe(0)
  })

  it('sweeps a crashed run by label, and gives a server that stays down as a transient fault', async () => {
    const k8s = provider()
    await k8s.create(spec('debian:bookworm-slim', 'run-crashed'))
    await k8s.create(spec('debian:bookworm-slim', 'run-other'))
    expect(await provider().removeRun('run-crashed')).toBe(1)
    expect(fake.podNames()).toHaveLength(1)
    fake.failNext(50, 503)
    const error = await k8s.removeRun('run-other').catch((e: unknown) => e)
    fake.failNext(0, 503)
    expect(k8s.faultKind(error)).toBe('transient')
    expect(String(error)).not.toContain(TOKEN)
    expect(await k8s.removeRun(null)).toBe(1)
    expect(fake.podNames()).toEqual([])
  })

  it('leaves no pod when the run is interrupted (Ctrl-C) mid-attempt', async () => {
    await withTempDir(async (dir) => {
      const run = startHelios(
        [
          'run',
          'tasks/word-frequency',
          '--provider',
          'kubernetes',
          '--image-registry',
          imageRegistry.ref,
        ].concat(['--agent', 'command', '--agent-command', 'sleep 120', '-o', dir]),
        cliEnv(),
      )
      const deadline = Date.now() + 90_000
      while (fake.podNames().length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200))
      expect(fake.podNames()).toHaveLength(1)
      await new Promise((r) => setTimeout(r, 1500))
      run.child.kill('SIGINT')
      const [code] = await run.exited
      expect(code, run.output.stderr).toBe(130)
      expect(run.output.stderr).not.toContain(TOKEN)
    })
    expect(fake.podNames()).toEqual([])
    expect(await fake.containers()).toEqual([])
  })
})
