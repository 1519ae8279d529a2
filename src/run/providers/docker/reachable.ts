// One clear sentence when no Docker engine answers, instead of an error per attempt.
import { ProviderUnavailableError } from '../../environment/errors.js'
import { errorField, messageOf } from '../../../narrow.js'

/** Where dockerode will connect: DOCKER_HOST, else the default socket. */
export function dockerEndpoint(env: Record<string, string | undefined> = process.env): string {
  return env.DOCKER_HOST ? `DOCKER_HOST=${env.DOCKER_HOST}` : '/var/run/docker.sock'
}

/** The engine did not answer (`error`, from a ping or info): what to do about it. */
export function dockerUnavailable(
  error: unknown,
  env: Record<string, string | undefined> = process.env,
): ProviderUnavailableError {
  const code = errorField(error, 'code')
  const why = typeof code === 'string' ? code : messageOf(error)
  return new ProviderUnavailableError(
    `no Docker engine answers at ${dockerEndpoint(env)} (${why}). Start one (on Debian/Ubuntu, as root: bash .ci/setup-docker.sh; elsewhere Docker Desktop or dockerd), or point DOCKER_HOST at one. plan, merge, compare and download work without Docker.`,
  )
}
