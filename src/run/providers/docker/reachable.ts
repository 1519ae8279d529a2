// One clear sentence when no Docker engine answers, instead of an error per attempt.
import type Docker from 'dockerode'

export class DockerUnavailableError extends Error {
  override name = 'DockerUnavailableError'
}

/** Where dockerode will connect: DOCKER_HOST, else the default socket. */
export function dockerEndpoint(env: NodeJS.ProcessEnv = process.env): string {
  return env.DOCKER_HOST ? `DOCKER_HOST=${env.DOCKER_HOST}` : '/var/run/docker.sock'
}

export async function assertDockerReachable(
  docker: Docker,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  try {
    await docker.ping()
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new DockerUnavailableError(
      `no Docker engine answers at ${dockerEndpoint(env)} (${why}). Start one (on Debian/Ubuntu, as root: bash .ci/setup-docker.sh; elsewhere Docker Desktop or dockerd), or point DOCKER_HOST at one. plan, merge, compare and download work without Docker.`,
    )
  }
}
