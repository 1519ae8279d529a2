// The model relay's rules, pure: which model APIs an agent may reach from a `no-network`
// container (one route per base-URL variable), what a relayed request may ask for, and the base
// URL the agent is given inside the container instead of the real one.

/** A base-URL variable an installed CLI reads, and the API it uses when the variable is unset. */
export interface ModelApi {
  variable: string
  /** null: without the variable the CLI talks to a vendor we do not relay (not reachable). */
  defaultUrl: string | null
}

/** One relayed model API: requests to the container's local port go to `upstream` only. */
export interface RelayRoute {
  variable: string
  /** Origin plus path prefix: only requests under this prefix are forwarded. */
  upstream: URL
}

export class RelayRouteError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RelayRouteError'
  }
}

/**
 * The routes for an agent's model APIs from the run's variables: each set variable's URL, else its
 * default; unset without a default, none. A URL that is not plain http(s) is a usage error naming
 * the variable.
 */
export function relayRoutes(
  apis: readonly ModelApi[],
  env: Record<string, string | undefined>,
): RelayRoute[] {
  const routes: RelayRoute[] = []
  for (const api of apis) {
    if (routes.some((route) => route.variable === api.variable)) continue
    const value = env[api.variable]?.trim() || api.defaultUrl
    if (!value) continue
    routes.push({ variable: api.variable, upstream: upstreamOf(api.variable, value) })
  }
  return routes
}

function upstreamOf(variable: string, value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new RelayRouteError(`${variable}=${value} is not a URL: give it as http(s)://host[:port][/path]`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RelayRouteError(`${variable}=${value} must be an http or https URL to be relayed`)
  if (url.username || url.password)
    throw new RelayRouteError(
      `${variable} must not carry a user name or password: pass the key in its own variable`,
    )
  // The prefix without a trailing slash: `/v1/` and `/v1` allow the same paths.
  return new URL(`${url.origin}${url.pathname.replace(/\/+$/, '')}`)
}

/** Encoded `/` and `\`: a server that decodes them would see a path we did not check. */
const ENCODED_SEPARATOR = /%2f|%5c/i

/**
 * Where a request to the relay goes: the upstream URL, or null when it asks for anything outside
 * the route (another host in absolute form, `//host`, a path outside the prefix, `..` out of it,
 * an encoded separator). The answer is the normalised URL, never the raw target.
 */
export function relayTarget(upstream: URL, requestTarget: string): URL | null {
  if (!requestTarget.startsWith('/') || requestTarget.startsWith('//')) return null
  if (ENCODED_SEPARATOR.test(requestTarget) || requestTarget.includes('\\')) return null
  let target: URL
  try {
    target = new URL(requestTarget, upstream.origin)
  } catch {
    return null
  }
  if (target.origin !== upstream.origin) return null
  const prefix = upstream.pathname === '/' ? '' : upstream.pathname
  if (prefix && target.pathname !== prefix && !target.pathname.startsWith(`${prefix}/`)) return null
  target.hash = ''
  return target
}

/** The base URL the agent gets in the container: the local forwarder's port, the upstream's path. */
export function relayedBaseUrl(upstream: URL, port: number | string): string {
  const path = upstream.pathname === '/' ? '' : upstream.pathname
  return `http://127.0.0.1:${port}${path}`
}

/** Methods a model API client sends; anything else (CONNECT, TRACE, …) is refused. */
export const RELAYED_METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'HEAD'])
