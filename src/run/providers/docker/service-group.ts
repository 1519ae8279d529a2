// A compose task's sidecars on Docker: a network of the attempt's own (internal for a `no-network`
// task), each service a container on it under its service name, with its healthcheck as Docker's.
import type Docker from 'dockerode'
import type {
  Service,
  ServiceGroup,
  ServiceGroupSpec,
  ServiceHealthcheck,
  ServiceSpec,
  ServiceState,
} from '../../environment/types.js'
import { creatingContainer } from './cleanup.js'
import { vanishedAsRetry } from './vanished-image.js'
import { DockerEnvironment } from './environment.js'

export async function createServiceGroup(docker: Docker, spec: ServiceGroupSpec): Promise<ServiceGroup> {
  const created = await docker.createNetwork({
    Name: spec.name,
    Labels: spec.labels,
    Internal: spec.internal,
  })
  return new DockerServiceGroup(docker, spec.name, created.id)
}

export class DockerServiceGroup implements ServiceGroup {
  constructor(
    private readonly docker: Docker,
    readonly name: string,
    /** Removal goes by id: a name is only as unique as Docker keeps it. */
    private readonly networkId: string,
  ) {}

  async addService(spec: ServiceSpec): Promise<Service> {
    const check = spec.healthcheck
    const ns = (sec: number) => Math.round(sec * 1e9)
    const container = await vanishedAsRetry(
      spec.image,
      creatingContainer(
        this.docker.createContainer({
          Image: spec.image,
          ...(spec.command ? { Cmd: spec.command } : {}),
          ...(spec.entrypoint ? { Entrypoint: spec.entrypoint } : {}),
          Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
          WorkingDir: spec.workdir ?? undefined,
          User: spec.user ?? undefined,
          Labels: spec.labels,
          ...(check
            ? {
                Healthcheck: {
                  Test: check.test,
                  Interval: ns(check.intervalSec),
                  Timeout: ns(check.timeoutSec),
                  Retries: check.retries,
                  StartPeriod: ns(check.startPeriodSec),
                },
              }
            : {}),
          HostConfig: { NetworkMode: this.name, Init: true, PidsLimit: spec.pidsLimit },
          NetworkingConfig: { EndpointsConfig: { [this.name]: { Aliases: [spec.name] } } },
        }),
      ),
    )
    return new DockerService(this.docker, container)
  }

  async remove(): Promise<void> {
    await this.docker
      .getNetwork(this.networkId)
      .remove()
      .catch(() => undefined)
  }
}

export class DockerService extends DockerEnvironment implements Service {
  /** A service runs its own command (not `sleep infinity`): a plain start. */
  override async start(): Promise<void> {
    await this.container.start()
  }

  async state(): Promise<ServiceState> {
    const { State, Config } = await this.container.inspect()
    const health = State.Health?.Status
    return {
      running: State.Running,
      exitCode: State.Running ? null : State.ExitCode,
      health: health === 'starting' || health === 'healthy' || health === 'unhealthy' ? health : null,
      lastHealthOutput: State.Health?.Log?.at(-1)?.Output ?? null,
      healthcheck: healthcheckOf(Config.Healthcheck),
    }
  }
}

/** The healthcheck in force as compose spells it; Docker's durations are nanoseconds (0: default). */
function healthcheckOf(
  check: Docker.ContainerInspectInfo['Config']['Healthcheck'],
): ServiceHealthcheck | null {
  if (!check?.Test) return null
  const sec = (ns: number | undefined) => (ns ? ns / 1e9 : 0)
  return {
    test: check.Test,
    intervalSec: sec(check.Interval),
    timeoutSec: sec(check.Timeout),
    retries: check.Retries ?? 0,
    startPeriodSec: sec(check.StartPeriod),
  }
}
