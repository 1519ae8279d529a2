// The provider contract (test/contract/provider-contract.ts) on Daytona, Kubernetes and E2B, each made
// by its descriptor from the environment (as `--provider` makes it) and talking to its loopback
// fake, whose sandboxes and pods are real local containers (hence the docker project).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import type { EnvironmentProvider } from '../../src/run/environment/types.js'
import { createProvider } from '../../src/run/providers/index.js'
import { describeProvider } from '../contract/provider-contract.js'
import { BASE_IMAGE, makeTask } from '../fixtures/tasks.js'
import { startDaytonaFake, type DaytonaFake } from '../harness/daytona/server.js'
import { startE2BFake, type E2BFake } from '../harness/e2b/server.js'
import { startKubernetesFake, type KubernetesFake } from '../harness/kubernetes/server.js'

const work = await mkdtemp(join(tmpdir(), 'helios-contract-'))
let daytona: DaytonaFake | undefined
let kubernetes: KubernetesFake | undefined
let e2b: E2BFake | undefined

afterAll(async () => {
  await daytona?.close()
  await kubernetes?.close()
  await e2b?.close()
  await rm(work, { recursive: true, force: true })
})

/** The provider's own image of BASE_IMAGE (a task naming it as docker_image): a snapshot, a pod image. */
async function imageOf(provider: EnvironmentProvider, name: string): Promise<string> {
  const task = await makeTask(join(work, 'tasks'), {
    name,
    dockerfile: null,
    toml: `[environment]\ndocker_image = "${BASE_IMAGE}"\n`,
  })
  const outcome = await provider.images({ buildLogDir: join(work, 'builds') }).ensure(task)
  if (!outcome.ok) throw new Error(outcome.reason)
  return outcome.image
}

describeProvider('daytona (loopback fake)', async () => {
  const apiKey = 'dtn_contract-key'
  daytona = await startDaytonaFake({ apiKey })
  const fake = daytona
  const env = { DAYTONA_API_KEY: apiKey, DAYTONA_API_URL: fake.apiUrl, DAYTONA_TARGET: 'us' }
  const provider = await createProvider('daytona', { env, concurrency: 8 })
  return {
    provider,
    image: await imageOf(provider, 'contract-daytona'),
    runId: 'contract-daytona',
    leftovers: async (runId) =>
      fake
        .liveSandboxes()
        .filter((s) => s.labels['helios.run'] === runId)
        .map((s) => s.id),
  }
})

describeProvider('kubernetes (loopback fake)', async () => {
  const token = 'k8s-contract-token'
  kubernetes = await startKubernetesFake({ token })
  const kubeconfig = join(work, 'kubeconfig')
  await writeFile(
    kubeconfig,
    [
      'apiVersion: v1',
      'kind: Config',
      `clusters: [{name: loopback, cluster: {server: "${kubernetes.server}", insecure-skip-tls-verify: true}}]`,
      `users: [{name: bench, user: {token: "${token}"}}]`,
      'contexts: [{name: loopback, context: {cluster: loopback, user: bench}}]',
      'current-context: loopback',
      '',
    ].join('\n'),
  )
  const provider = await createProvider('kubernetes', { env: { KUBECONFIG: kubeconfig }, namespace: 'bench' })
  return { provider, image: await imageOf(provider, 'contract-kubernetes'), runId: 'contract-kubernetes' }
})

describeProvider('e2b (loopback fake)', async () => {
  const apiKey = 'e2b_contract-key'
  e2b = await startE2BFake({ apiKey })
  const fake = e2b
  const env = { E2B_API_KEY: apiKey, E2B_API_URL: fake.apiUrl, E2B_SANDBOX_URL: fake.sandboxUrl }
  const provider = await createProvider('e2b', { env, concurrency: 8 })
  return {
    provider,
    image: await imageOf(provider, 'contract-e2b'),
    runId: 'contract-e2b',
    leftovers: async (runId) =>
      fake
        .liveMetadata()
        .filter((s) => s.metadata['helios.run'] === runId)
        .map((s) => s.id),
  }
})
