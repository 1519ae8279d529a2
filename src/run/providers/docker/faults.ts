// Which errors are the Docker engine's (or the connection's to it): read from their fields.
import { errorField } from '../../../narrow.js'
import { ImageVanished } from './vanished-image.js'

/** Connection failures on the way to the daemon (socket or TCP), as Node names them. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/**
 * `transient`: the daemon failed (HTTP 5xx), was busy with the object (409), or could not be
 * reached; `request`: the daemon refused the request itself (400 bad parameter, 404 no such image),
 * which the same request meets again; null: not a Docker fault. Read from the error's fields
 * (dockerode's statusCode, Node's code and syscall), never from its text: a healthcheck's output
 * or an agent's log may well say ECONNREFUSED.
 */
export function dockerFault(error: unknown, depth = 0): 'transient' | 'request' | null {
  if (typeof error !== 'object' || error === null || depth > 4) return null
  // Retried: the next try makes the image again (vanished-image.ts).
  if (error instanceof ImageVanished) return 'transient'
  const [statusCode, code, syscall, cause] = ['statusCode', 'code', 'syscall', 'cause'].map((field) =>
    errorField(error, field),
  )
  // dockerode answers an HTTP error status with an Error carrying statusCode.
  if (typeof statusCode === 'number') return statusCode >= 500 || statusCode === 409 ? 'transient' : 'request'
  // Socket errors: a refused or reset connection, a hang-up (ECONNRESET), no socket file (connect ENOENT).
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return 'transient'
  if (syscall === 'connect') return 'transient'
  // A fault rethrown by our own code keeps the original as its cause.
  return dockerFault(cause, depth + 1)
}
