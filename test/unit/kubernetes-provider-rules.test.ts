// The Kubernetes provider's pure rules: the pod it asks for, label values and selectors, what it
// refuses, how exec is wrapped and read back, which errors are the cluster's, and its settings; and
// the loopback API server's check of every shape against the client's generated models.
import { ApiException } from '@kubernetes/client-node'
import { describe, expect, it } from 'vitest'
import { getInputs } from '../../src/action/inputs.js'
import { attemptLabels } from '../../src/run/environment/labels.js'
import type { EnvironmentSpec, Mount } from '../../src/run/environment/types.js'
import { namespaceFrom } from '../../src/run/providers/kubernetes/config.js'
import { exitCodeOf, wrappedCommand } from '../../src/run/providers/kubernetes/exec.js'
import { apiError, kubernetesFaultKind } from '../../src/run/providers/kubernetes/faults.js'
import { stoppedOf } from '../../src/run/providers/kubernetes/pod.js'
import { specRefusal } from '../../src/run/environment/capability-refusals.js'
import { podCreateProblems, requiredFields, shapeProblems } from '../harness/kubernetes/shapes.js'
import { kubernetesDescriptor } from '../../src/run/providers/kubernetes/descriptor.js'
import {
  labelSelector,
  labelValue,
  podManifest,
  START_GATE,
} from '../../src/run/providers/kubernetes/pod-spec.js'

function spec(overrides: Partial<EnvironmentSpec> = {}): EnvironmentSpec {
  return {
    image: '127.0.0.1:5000/helios-env:abc',
    env: { LANG: 'C.UTF-8' },
    workdir: '/app',
    labels: attemptLabels('run 1/ä', 'list-primes', 2),
    limits: { cpus: 2, memoryMb: 1536, pidsLimit: 256 },
    network: { kind: 'default' },
    mounts: [],
    ...overrides,
  }
}

describe('pod manifest', () => {
  it('asks for the limits as requests and limits, the deadline, root and no service account token', () => {
    const pod = podManifest('helios-1', spec(), 600)
    const container = pod.spec?.containers[0]
    expect(pod.spec).toMatchObject({
      restartPolicy: 'Never',
      activeDeadlineSeconds: 600,
      automountServiceAccountToken: false,
    })
    expect(pod.spec?.securityContext).toEqual({ runAsUser: 0, runAsGroup: 0 })
    expect(container?.resources).toEqual({
      requests: { cpu: '2', memory: '1536Mi' },
      limits: { cpu: '2', memory: '1536Mi' },
    })
    expect(container).toMatchObject({
      image: spec().image,
      workingDir: '/app',
      env: [{ name: 'LANG', value: 'C.UTF-8' }],
    })
    // The image's entrypoint is kept (args only); a plain environment sleeps from the start.
    expect(container?.command).toBeUndefined()
    expect(container?.args).toEqual(['sleep', 'infinity'])
    expect(pod.metadata?.labels?.['helios.run']).toBe('run_1')
  })

  it("gates a task's own main command on the start file", () => {
    const args = podManifest('p', spec({ command: ['python3', '-m', 'http.server'] }), 60).spec?.containers[0]
      ?.args
    expect(args?.slice(0, 2)).toEqual(['sh', '-c'])
    expect(args?.[2]).toContain(START_GATE)
    expect(args?.slice(3)).toEqual(['sh', 'python3', '-m', 'http.server'])
  })
})

describe('labels', () => {
  it('makes any value a valid label value, the same way for pods and selectors', () => {
    expect(labelValue('a'.repeat(80))).toHaveLength(63)
    expect(labelValue('-x y-')).toBe('x_y')
    expect(labelSelector({ 'helios.run': 'run 1', 'helios.managed': 'true' })).toBe(
      'helios.run=run_1,helios.managed=true',
    )
  })
})

const kubernetesSpecRefusal = (spec: EnvironmentSpec, copyable?: (m: Mount) => boolean) =>
  specRefusal(spec, kubernetesDescriptor, copyable)

describe('refusals', () => {
  it('refuses host folders, no-network, the host network and compose groups, naming the fix', () => {
    const folder = { hostPath: '/opt/cli', path: '/helios/cli', readOnly: true }
    expect(kubernetesSpecRefusal(spec({ mounts: [folder] }))).toMatch(/\/helios\/cli.*--provider docker/)
    expect(kubernetesSpecRefusal(spec({ mounts: [folder] }), () => true)).toBeNull()
    expect(kubernetesSpecRefusal(spec({ network: { kind: 'none' } }))).toMatch(
      /NetworkPolicy.*--provider docker/,
    )
    expect(kubernetesSpecRefusal(spec({ network: { kind: 'host' } }))).toMatch(/"host".*--provider docker/)
    expect(kubernetesSpecRefusal(spec())).toBeNull()
  })
})

describe('exec', () => {
  it('wraps env, workdir and user into one quoted shell line', () => {
    expect(wrappedCommand({ cmd: ['echo', "it's"] }, null)).toEqual(['sh', '-c', `echo 'it'\\''s'`])
    expect(wrappedCommand({ cmd: ['ls'], env: { A: 'x y' }, workdir: '/w' }, '/app')).toEqual([
      'sh',
      '-c',
      `cd /w && env 'A=x y' ls`,
    ])
    expect(wrappedCommand({ cmd: ['id'], user: 'agent' }, '/app')[2]).toBe(
      `su -s /bin/sh -c 'cd /app && id' agent`,
    )
    expect(wrappedCommand({ cmd: ['id'], user: 'root' }, null)[2]).toBe('id')
  })

  it('reads the exit code from the Status on channel 3', () => {
    expect(exitCodeOf({ status: 'Success' })).toBe(0)
    expect(
      exitCodeOf({
        status: 'Failure',
        reason: 'NonZeroExitCode',
        details: { causes: [{ reason: 'ExitCode', message: '3' }] },
      }),
    ).toBe(3)
    expect(exitCodeOf({ status: 'Failure', message: 'container not found' })).toBeNull()
  })
})

describe('pod state', () => {
  it('tells an OOM kill and a deadline from a running pod', () => {
    const terminated = { exitCode: 137, reason: 'OOMKilled', finishedAt: new Date(5000) }
    const oom = stoppedOf({
      status: { phase: 'Failed', containerStatuses: [{ name: 'main', state: { terminated } } as never] },
    })
    expect(oom).toEqual({ exitCode: 137, oomKilled: true, finishedAt: 5000 })
    expect(stoppedOf({ status: { phase: 'Failed', reason: 'DeadlineExceeded' } })).toMatchObject({
      exitCode: 137,
    })
    expect(stoppedOf({ status: { phase: 'Running', containerStatuses: [] } })).toBeNull()
  })
})

describe('faults', () => {
  it('sorts the API answers and lost connections, and keeps the answer out of the message', () => {
    const busy = apiError(
      'list pods',
      new ApiException(429, 'busy', { message: 'slow down' }, { authorization: 'x' }),
    )
    expect(kubernetesFaultKind(busy)).toBe('transient')
    expect(String(busy)).toBe('KubernetesApiError: list pods: HTTP 429 (slow down)')
    expect(kubernetesFaultKind(apiError('create pod p', new ApiException(403, 'forbidden', {}, {})))).toBe(
      'request',
    )
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
    expect(kubernetesFaultKind(apiError('read pod p', refused))).toBe('transient')
    // An agent's output saying ECONNREFUSED is not the cluster's fault.
    expect(kubernetesFaultKind(new Error('ECONNREFUSED'))).toBeNull()
  })
})

describe('settings', () => {
  it('takes the namespace from the flag, then KUBERNETES_NAMESPACE, then default, and refuses a bad one', () => {
    expect(namespaceFrom('bench', { KUBERNETES_NAMESPACE: 'x' })).toBe('bench')
    expect(namespaceFrom(undefined, { KUBERNETES_NAMESPACE: 'ci' })).toBe('ci')
    expect(namespaceFrom(undefined, {})).toBe('default')
    expect(() => namespaceFrom('Bad_Name', {})).toThrow(
      /not a valid name.*--namespace or KUBERNETES_NAMESPACE/,
    )
  })

  it('takes provider: kubernetes with an image registry, and refuses it with the image cache', () => {
    const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''
    expect(
      getInputs(read({ mode: 'run', provider: 'kubernetes', 'image-registry': 'ghcr.io/o/r/env' })).provider,
    ).toBe('kubernetes')
    expect(() => getInputs(read({ mode: 'run', provider: 'kubernetes', 'image-cache': 'actions' }))).toThrow(
      "Input 'image-cache': provider kubernetes pulls its images from image-registry, where this machine pushes what it builds; leave it empty.",
    )
  })
})

// The loopback API server's shape checker (test/harness/kubernetes/shapes.ts): it must catch what a
// real API server would not take or a client would misread, naming the model and field, and pass
// what our provider really sends and what the server really answers.
describe('Kubernetes shapes against the client generated models', () => {
  const pod = podManifest('helios-0123456789ab', spec({ command: ['python3', '-m', 'http.server'] }), 600)

  it('passes the pod our provider creates, and a pod and status as the server answers them', () => {
    expect(shapeProblems('V1Pod', pod)).toEqual([])
    expect(podCreateProblems(pod)).toEqual([])
    const answered = {
      ...pod,
      metadata: { ...pod.metadata, uid: 'u', creationTimestamp: '2026-11-28T03:00:00.000Z' },
      status: {
        phase: 'Running',
        containerStatuses: [
          {
            name: 'main',
            image: 'x',
            imageID: '',
            ready: true,
            restartCount: 0,
            state: { running: { startedAt: '2026-11-28T03:00:01Z' } },
          },
        ],
      },
    }
    expect(shapeProblems('V1Pod', answered)).toEqual([])
    const status = {
      metadata: {},
      status: 'Failure',
      details: { causes: [{ reason: 'ExitCode', message: '3' }] },
    }
    expect(shapeProblems('V1Status', status)).toEqual([])
  })

  it('reads required fields from the declarations, under their JSON names', () => {
    expect([...requiredFields('V1Container')]).toEqual(['name'])
    expect(requiredFields('V1ContainerStatus')).toEqual(
      new Set(['image', 'imageID', 'name', 'ready', 'restartCount']),
    )
    expect(requiredFields('V1Pod').size).toBe(0)
  })

  it('names an unknown field, a wrong primitive and a missing required field, at any depth', () => {
    const spec = pod.spec!
    const main = spec.containers[0]!
    const wrong = {
      ...pod,
      metadata: { ...pod.metadata, labels: { 'helios.run': 7 } },
      spec: {
        ...spec,
        activeDeadlineSeconds: '600',
        restartPolicy: 'Never',
        containers: [{ ...main, name: undefined, imagee: 'typo', env: [{ name: 'A', value: 1 }] }],
      },
      status: { phase: 'Running', startTime: 'yesterday' },
    }
    expect(shapeProblems('V1Pod', wrong).sort()).toEqual(
      [
        'V1Pod.metadata.labels.helios.run: must be a string, got number 7',
        'V1Pod.spec.activeDeadlineSeconds: must be an integer (int64), got string "600"',
        'V1Pod.spec.containers[0].imagee: unknown field of V1Container',
        'V1Pod.spec.containers[0].name: required field of V1Container is missing',
        'V1Pod.spec.containers[0].env[0].value: must be a string, got number 1',
        'V1Pod.status.startTime: must be an RFC 3339 time, got string "yesterday"',
      ].sort(),
    )
  })

  it('catches an answer the client would misread: a status list that is not an array, a status without its required fields', () => {
    expect(shapeProblems('V1PodList', { items: {} }, 'answer V1PodList')).toEqual([
      'answer V1PodList.items: Array<V1Pod> must be an array, got object {}',
    ])
    const status = { phase: 'Running', containerStatuses: [{ name: 'main', ready: 'yes', state: {} }] }
    expect(shapeProblems('V1PodStatus', status).sort()).toEqual(
      [
        'V1PodStatus.containerStatuses[0].image: required field of V1ContainerStatus is missing',
        'V1PodStatus.containerStatuses[0].imageID: required field of V1ContainerStatus is missing',
        'V1PodStatus.containerStatuses[0].ready: must be a boolean, got string "yes"',
        'V1PodStatus.containerStatuses[0].restartCount: required field of V1ContainerStatus is missing',
      ].sort(),
    )
  })

  it('holds a pod to what the API server requires to create it beyond the description', () => {
    const noImage = { metadata: {}, spec: { containers: [{ name: 'main' }] } }
    expect(shapeProblems('V1Pod', noImage)).toEqual([])
    expect(podCreateProblems(noImage)).toEqual([
      'V1Pod.metadata.name: required to create a pod (or metadata.generateName)',
      'V1Pod.spec.containers[0].image: required to create a pod',
    ])
    expect(podCreateProblems({ metadata: { generateName: 'helios-' } })).toEqual([
      'V1Pod.spec: required to create a pod',
    ])
  })
})
