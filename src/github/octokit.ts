// The one Octokit we use: @octokit/rest with throttling (honours primary and secondary rate limits,
// retrying a few times) and retry (5xx and network errors). Base URL from the option, else
// GITHUB_API_URL, else api.github.com.
import * as core from '@actions/core'
import { retry } from '@octokit/plugin-retry'
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling'
import { Octokit } from '@octokit/rest'

// Typed as the plain Octokit: the plugins add options and behaviour, no methods (and a declared
// type keeps the library's .d.ts portable).
export const HeliosOctokit: typeof Octokit = Octokit.plugin(throttling, retry)
export type GitHubClient = Octokit

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
  return new HeliosOctokit({
    auth: options.token,
    baseUrl: apiBaseUrl(options.baseUrl),
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
  })
}
