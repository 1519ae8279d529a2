// The one GitHub client factory: `@actions/github`'s getOctokit with throttling (honours primary and
// secondary rate limits, retrying a few times) and retry (5xx and network errors). Base URL from the
// option, else GITHUB_API_URL (GHES: https://host/api/v3), else api.github.com. Requests go through
// HTTPS_PROXY/HTTP_PROXY unless NO_PROXY names the host, as the runner's own tools do.
import * as core from '@actions/core'
import { getOctokit } from '@actions/github'
import { HttpClient } from '@actions/http-client'
import { retry } from '@octokit/plugin-retry'
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling'
import { fetch as undiciFetch } from 'undici'

export type GitHubClient = ReturnType<typeof getOctokit>

export interface OctokitOptions {
  token: string
  /** Default: GITHUB_API_URL, else https://api.github.com. */
  baseUrl?: string
  userAgent?: string
  /** Retries after a rate limit (primary or secondary), default 3. */
  rateLimitRetries?: number
  /** Longest rate-limit wait accepted, in seconds (default 120); longer waits fail the request. */
  maxRateLimitWaitSeconds?: number
  /** Retries of 5xx and network errors, default 3. */
  retries?: number
  /**
   * Milliseconds per unit of wait (default 1000: retry-after is in seconds, the retry plugin waits
   * n² units). Tests set a few ms.
   */
  retryUnitMs?: number
  /**
   * Space writes as GitHub asks (1 s between writes, 3 s between notifying writes such as comments);
   * default true. Tests turn it off.
   */
  spaceWrites?: boolean
}

export function apiBaseUrl(explicit?: string): string {
  return (explicit || process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
}

// A fetch that goes through the proxy the environment names for this base URL (decided when the
// client is made, not when @actions/github is first imported). Loopback hosts always go direct:
// @actions/http-client never proxies localhost/127.x/[::1], whatever NO_PROXY says.
export function proxyAwareFetch(baseUrl: string): typeof globalThis.fetch | undefined {
  const dispatcher = new HttpClient('helios-action').getAgentDispatcher(baseUrl)
  if (!dispatcher) return undefined
  const viaProxy = (url: string, init?: Record<string, unknown>) => undiciFetch(url, { ...init, dispatcher })
  // undici's fetch and the global one differ only in their type declarations (RequestInit's fields).
  return viaProxy as unknown as typeof globalThis.fetch
}

// A limiter group that schedules immediately, for `spaceWrites: false`. The cast: the plugin types
// this option as Bottleneck's Group class; we provide only the one method the plugin calls.
const immediateGroup = {
  key: () => ({
    schedule: <T>(
      _options: unknown,
      fn: (...args: unknown[]) => Promise<T>,
      ...args: unknown[]
    ): Promise<T> => fn(...args),
  }),
} as unknown as NonNullable<ThrottlingOptions['write']>

export function createOctokit(options: OctokitOptions): GitHubClient {
  const rateLimitRetries = options.rateLimitRetries ?? 3
  const maxWait = options.maxRateLimitWaitSeconds ?? 120
  const unit = options.retryUnitMs ?? 1000
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      retryCount: number,
    ): boolean => {
      const what = `${request.method} ${request.url}`
      if (retryCount < rateLimitRetries && retryAfter <= maxWait) {
        core.info(`GitHub ${kind} rate limit on ${what}; retrying after ${retryAfter} s`)
        return true
      }
      core.warning(`GitHub ${kind} rate limit on ${what}; giving up after ${retryCount} retries`)
      return false
    }
  const throttle: ThrottlingOptions = {
    onRateLimit: onLimit('primary'),
    onSecondaryRateLimit: onLimit('secondary'),
    retryAfterBaseValue: unit,
    ...(options.spaceWrites === false
      ? { write: immediateGroup, notifications: immediateGroup, search: immediateGroup }
      : {}),
  }
  const baseUrl = apiBaseUrl(options.baseUrl)
  // `fetch` is set either way: the library's default was chosen for GITHUB_API_URL at import time.
  const fetch = proxyAwareFetch(baseUrl) ?? globalThis.fetch
  const clientOptions = {
    baseUrl,
    request: { fetch },
    userAgent: options.userAgent ?? 'helios-action',
    throttle,
    retry: { retries: options.retries ?? 3, retryAfterBaseValue: unit },
    log: {
      debug: (message: string) => core.debug(message),
      info: (message: string) => core.debug(message),
      warn: (message: string) => core.warning(message),
      // Octokit logs every failed request here, including those the caller handles (a fork's 403
      // degrades to a warning, a 404 means "no baseline"): not an error annotation on the run.
      error: (message: string) => core.info(message),
    },
  }
  return getOctokit(options.token, clientOptions, throttling, retry)
}
