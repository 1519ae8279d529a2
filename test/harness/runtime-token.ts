// The runtime token a GitHub runner gives a job (ACTIONS_RUNTIME_TOKEN), as the loopback results
// service mints and reads it: the clients only decode it, the service reads its scope.
import type { IncomingMessage } from 'node:http'

/** An unsigned JWT (`alg: none`), as the client only decodes it. */
export function runtimeToken(runBackendId: string, jobBackendId: string): string {
  const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const payload = {
    scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${runBackendId}:${jobBackendId}`,
    iat: now,
    exp: now + 6 * 3600,
  }
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`
}

export function scopeOf(req: IncomingMessage): { run: string; job: string } | undefined {
  const auth = req.headers.authorization ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(auth)
  if (!match?.[1]) return undefined
  try {
    const payload = JSON.parse(Buffer.from(match[1].split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      scp?: string
    }
    for (const scope of (payload.scp ?? '').split(' ')) {
      const parts = scope.split(':')
      if (parts[0] === 'Actions.Results' && parts.length === 3 && parts[1] && parts[2]) {
        return { run: parts[1], job: parts[2] }
      }
    }
  } catch {
    return undefined
  }
  return undefined
}
