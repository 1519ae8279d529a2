// An attempt's environment as a pod (pure): one container `main`, limits as requests and limits,
// labels made valid label values, `activeDeadlineSeconds` so a pod we lost ends on its own.
import type { V1Pod } from '@kubernetes/client-node'
import type { EnvironmentSpec } from '../../environment/types.js'

export const MAIN_CONTAINER = 'main'
/** The main command waits for this file (`start`), as a Docker container waits to be started. */
export const START_GATE = '/tmp/.helios-start'

/** A label value: at most 63 of [A-Za-z0-9-_.], starting and ending alphanumeric. */
export function labelValue(value: string): string {
  const cleaned = value.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 63)
  return cleaned.replace(/^[^A-Za-z0-9]+/, '').replace(/[^A-Za-z0-9]+$/, '')
}

export function labelSelector(labels: Record<string, string>): string {
  return Object.entries(labels)
    .map(([key, value]) => `${key}=${labelValue(value)}`)
    .join(',')
}

export function podManifest(name: string, spec: EnvironmentSpec, deadlineSec: number): V1Pod {
  const gated = spec.command !== undefined && spec.command.join(' ') !== 'sleep infinity'
  // args, not command: the image's entrypoint is kept, as Docker keeps it.
  const args = gated
    ? [
        'sh',
        '-c',
        `while [ ! -e ${START_GATE} ]; do sleep 0.1; done; exec "$@"`,
        'sh',
        ...(spec.command ?? []),
      ]
    : ['sleep', 'infinity']
  const quantities = { cpu: String(spec.limits.cpus), memory: `${spec.limits.memoryMb}Mi` }
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name,
      labels: Object.fromEntries(Object.entries(spec.labels).map(([k, v]) => [k, labelValue(v)])),
    },
    spec: {
      restartPolicy: 'Never',
      activeDeadlineSeconds: deadlineSec,
      automountServiceAccountToken: false,
      // Root, so files go in as root (tar keeps owners) and each exec switches to the user it asks for.
      securityContext: { runAsUser: 0, runAsGroup: 0 },
      enableServiceLinks: false,
      containers: [
        {
          name: MAIN_CONTAINER,
          image: spec.image,
          args,
          env: Object.entries(spec.env).map(([key, value]) => ({ name: key, value })),
          ...(spec.workdir ? { workingDir: spec.workdir } : {}),
          resources: { requests: quantities, limits: quantities },
        },
      ],
    },
  }
}
