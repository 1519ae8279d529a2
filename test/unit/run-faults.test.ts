import { describe, expect, it } from 'vitest'
import Docker from 'dockerode'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { AgentError, classifyFault } from '../../src/run/faults.js'
import { dockerFault } from '../../src/run/providers/docker/faults.js'
import { DockerProvider } from '../../src/run/providers/docker/provider.js'

const DOCKER = new DockerProvider()

/** The shape docker-modem gives an HTTP error answer. */
function apiError(statusCode: number, message: string): Error {
  return Object.assign(new Error(`(HTTP code ${statusCode}) ${message}`), {
    statusCode,
    reason: message,
    json: { message },
  })
}

describe('classifyFault', () => {
  it('retries a daemon failure (5xx) and a conflict (409), as docker faults', () => {
    expect(classifyFault(apiError(500, 'server error - containerd is restarting'), DOCKER)).toEqual({
      reason: 'docker: (HTTP code 500) server error - containerd is restarting',
      retryable: true,
    })
    expect(classifyFault(apiError(409, 'container is restarting'), DOCKER).retryable).toBe(true)
  })

  it('does not retry a request the daemon refused (400, 404): the same request fails again', () => {
    const cpus = apiError(400, 'Range of CPUs is from 0.01 to 2.00, as there are only 2 CPUs available')
    expect(classifyFault(cpus, DOCKER)).toEqual({
      reason:
        'docker: (HTTP code 400) Range of CPUs is from 0.01 to 2.00, as there are only 2 CPUs available',
      retryable: false,
    })
    expect(classifyFault(apiError(404, 'No such image: x:1'), DOCKER)).toMatchObject({ retryable: false })
  })

  it('retries connection faults by their code, also when rethrown as a cause', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    expect(classifyFault(reset, DOCKER)).toEqual({ reason: 'docker: socket hang up', retryable: true })
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2375'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    })
    expect(classifyFault(new Error('copying the logs out failed', { cause: refused }), DOCKER)).toEqual({
      reason: 'docker: copying the logs out failed',
      retryable: true,
    })
  })

  it('retries what dockerode throws when the daemon socket is missing', async () => {
    const docker = new Docker({ socketPath: join(tmpdir(), `no-docker-${process.pid}.sock`) })
    const error: unknown = await docker.ping().then(
      () => null,
      (e: unknown) => e,
    )
    expect(dockerFault(error)).toBe('transient')
    expect(classifyFault(error, DOCKER).reason).toMatch(/^docker: connect ENOENT /)
  })

  it('reports everything else as it is, never retried', () => {
    expect(
      classifyFault(new TypeError("Cannot read properties of undefined (reading 'id')"), DOCKER),
    ).toEqual({
      reason: "Cannot read properties of undefined (reading 'id')",
      retryable: false,
    })
    // An agent that could not reach its model API: the agent's fault, whatever the code says.
    const agent = Object.assign(new AgentError('agent failed: connect ECONNREFUSED 127.0.0.1:8080'), {
      code: 'ECONNREFUSED',
    })
    expect(classifyFault(agent, DOCKER)).toEqual({
      reason: 'agent failed: connect ECONNREFUSED 127.0.0.1:8080',
      retryable: false,
    })
    // A healthcheck's output naming a socket error is not a Docker fault.
    const healthcheck = new Error(
      'healthcheck failed 3 time(s) in a row: curl app: Error: connect ECONNREFUSED',
    )
    expect(classifyFault(healthcheck, DOCKER)).toEqual({ reason: healthcheck.message, retryable: false })
    expect(classifyFault('thrown string\n  with lines', DOCKER)).toEqual({
      reason: 'thrown string with lines',
      retryable: false,
    })
    expect(classifyFault(null, DOCKER)).toEqual({ reason: 'null', retryable: false })
    expect(
      classifyFault(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }), DOCKER).retryable,
    ).toBe(false)
  })
})
