// Docker as an environment provider: the local engine, or any DOCKER_HOST (unix, tcp, ssh).
import Docker from 'dockerode'
import type {
  Environment,
  EnvironmentEvents,
  EnvironmentProvider,
  EnvironmentSpec,
  FaultKind,
  ImageSourceOptions,
  NetworkPolicy,
  ServiceGroup,
  ServiceGroupSpec,
} from '../../environment/types.js'
import type { ImageRegistry } from '../../environment/image-registry.js'
import { LABEL_MANAGED } from '../../environment/labels.js'
import { containerLimits, creatingContainer, creationsSettled, removeRunContainers } from './cleanup.js'
import type { DockerClient } from './client.js'
import { dockerDescriptor } from './descriptor.js'
import { DockerEnvironment } from './environment.js'
import { dockerFault } from './faults.js'
import { imageHasEntrypoint } from './image-entrypoint.js'
import { ImageCache } from './image-cache.js'
import { OomWatcher } from './oom-watcher.js'
import { createServiceGroup } from './service-group.js'
import { readImageRecord } from './image-record.js'
import type { ImageRecord } from '../../../results/leak-lint/types.js'
import { vanishedAsRetry } from './vanished-image.js'

export type { DockerClient }

export class DockerProvider implements EnvironmentProvider {
  readonly name = dockerDescriptor.name
  readonly title = dockerDescriptor.title
  readonly capabilities = dockerDescriptor.capabilities
  /** Default `new Docker()`: DOCKER_HOST (unix, tcp, ssh) works unchanged. */
  readonly docker: Docker

  constructor(docker?: Docker) {
    this.docker = docker ?? new Docker()
  }

  async create(spec: EnvironmentSpec): Promise<Environment> {
    const container = await vanishedAsRetry(
      spec.image,
      creatingContainer(
        this.docker.createContainer({
          Image: spec.image,
          // The image entrypoint is kept (it may start services or read environment.env); the command
          // only keeps the container alive, as Harbor's compose file does.
          Cmd: spec.command ?? ['sleep', 'infinity'],
          ...(spec.noImageEntrypoint ? { Entrypoint: spec.command ?? ['sleep', 'infinity'], Cmd: [] } : {}),
          Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
          WorkingDir: spec.workdir ?? undefined,
          Labels: spec.labels,
          HostConfig: {
            ...containerLimits(spec.limits, spec.limits.pidsLimit),
            NetworkMode: networkMode(spec.network),
            Binds: spec.mounts.length
              ? spec.mounts.map((m) => `${m.hostPath}:${m.path}${m.readOnly ? ':ro' : ''}`)
              : undefined,
            // docker-init as PID 1 reaps what a killed agent leaves behind and forwards signals.
            Init: true,
          },
          ...(spec.noImageHealthcheck ? { Healthcheck: { Test: ['NONE'] } } : {}),
          ...(spec.network.kind === 'group'
            ? {
                NetworkingConfig: {
                  EndpointsConfig: { [spec.network.group.name]: { Aliases: [spec.network.alias] } },
                },
              }
            : {}),
        }),
      ),
    )
    return new DockerEnvironment(this.docker, container)
  }

  attach(id: string): Environment {
    return new DockerEnvironment(this.docker, this.docker.getContainer(id))
  }

  createServiceGroup(spec: ServiceGroupSpec): Promise<ServiceGroup> {
    return createServiceGroup(this.docker, spec)
  }

  images(options: ImageSourceOptions): ImageCache {
    return new ImageCache(this.docker, {
      buildLogDir: options.buildLogDir,
      registry: options.registry ?? null,
    })
  }

  /** Built here and pushed to `registry`, also when built before: the images a cluster pulls (Kubernetes). */
  pushedImages(options: { buildLogDir: string; registry: ImageRegistry }): ImageCache {
    return new ImageCache(this.docker, { ...options, pushExisting: true })
  }

  faultKind(error: unknown): FaultKind | null {
    return dockerFault(error)
  }

  imageHasEntrypoint(image: string): Promise<boolean> {
    return imageHasEntrypoint(this.docker, image)
  }

  /** Layers are read up to 1 GiB and two minutes (image-record.ts). */
  imageRecord(image: string, sizes: ReadonlySet<number>): Promise<ImageRecord> {
    return readImageRecord(this.docker, image, sizes, { maxImageBytes: 2 ** 30, timeoutMs: 120_000 })
  }

  async platform(): Promise<{ os: string; arch: string }> {
    // as: @types/dockerode types info() as any; only these two fields are read, each may be absent.
    const info = (await this.docker.info()) as { OSType?: string; Architecture?: string }
    return { os: info.OSType ?? '', arch: info.Architecture ?? '' }
  }

  watchEvents(runId: string): Promise<EnvironmentEvents> {
    return OomWatcher.start(this.docker, runId)
  }

  async managedLabels(): Promise<Record<string, string>[]> {
    const containers = await this.docker.listContainers({
      all: true,
      filters: { label: [`${LABEL_MANAGED}=true`] },
    })
    return containers.map((c) => c.Labels)
  }

  removeRun(runId: string | null, options: { owner?: string } = {}): Promise<number> {
    return removeRunContainers(this.docker, runId, options)
  }

  creationsSettled(timeoutMs?: number): Promise<void> {
    return creationsSettled(timeoutMs)
  }
}

/** Docker's NetworkMode for a policy: a group is joined by name; `default` is the engine's bridge. */
function networkMode(policy: NetworkPolicy): string | undefined {
  if (policy.kind === 'none') return 'none'
  if (policy.kind === 'host') return 'host'
  if (policy.kind === 'group') return policy.group.name
  if (policy.kind === 'beside') return `container:${policy.environment.id}`
  return undefined
}

/** The default engine client (DOCKER_HOST, else the local socket), for the Docker-only image tools. */
export function dockerClient(): DockerClient {
  return new Docker()
}
