// Faults of remote providers sorted by type, never by name or text: Retry-After read and capped,
// the Daytona SDK's timeout classes (the daemon's execution timeout is the command's, not the
// provider's), and configuration errors refused before anything is sent.
import {
  DaytonaConnectionTimeoutError,
  DaytonaError,
  DaytonaProcessExecutionTimeoutError,
  DaytonaRateLimitError,
  DaytonaTimeoutError,
} from '@daytonaio/sdk'
import { describe, expect, it } from 'vitest'
import { RETRY_AFTER_CAP_MS, retryAfterMs, retryAfterOf } from '../../src/run/environment/retries.js'
import { daytonaSettingsFromEnv } from '../../src/run/providers/daytona/config.js'
import { commandTimedOut, daytonaFaultKind } from '../../src/run/providers/daytona/faults.js'
import { serverRefusal } from '../../src/run/providers/kubernetes/config.js'

const NOW = Date.parse('2026-11-29T08:00:00Z')

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates, capped, a past date as no wait', () => {
    expect(retryAfterMs('7', NOW)).toBe(7000)
    expect(retryAfterMs(' 0 ', NOW)).toBe(0)
    expect(retryAfterMs('99999', NOW)).toBe(RETRY_AFTER_CAP_MS)
    expect(retryAfterMs('Sun, 29 Nov 2026 08:00:05 GMT', NOW)).toBe(5000)
    expect(retryAfterMs('Sun, 29 Nov 2026 07:00:00 GMT', NOW)).toBe(0)
    expect(retryAfterMs('Fri, 31 Dec 9999 23:59:59 GMT', NOW)).toBe(RETRY_AFTER_CAP_MS)
    expect(retryAfterMs('Sunday, 29-Nov-26 08:00:09 GMT', NOW)).toBe(9000)
  })

  it('ignores what is not one: absent, empty, negative, fractional, words', () => {
    for (const value of [undefined, null, '', '  ', '-5', '1.5', 'soon', '0x10', 'Sun', 5])
      expect(retryAfterMs(value, NOW), String(value)).toBeNull()
  })

  it('finds it on an error: its own field, a plain header record in any case, a headers object', () => {
    expect(retryAfterOf({ retryAfterMs: 1500 })).toBe(1500)
    expect(retryAfterOf({ retryAfterMs: 10 ** 9 })).toBe(RETRY_AFTER_CAP_MS)
    expect(retryAfterOf({ headers: { 'Retry-After': '2' } }, NOW)).toBe(2000)
    expect(retryAfterOf({ headers: new Headers({ 'retry-after': '3' }) }, NOW)).toBe(3000)
    expect(retryAfterOf(new Error('no headers'))).toBeNull()
    expect(retryAfterOf('Retry-After: 5')).toBeNull()
  })
})

describe('Daytona faults by class', () => {
  const daemonTimeout = new DaytonaProcessExecutionTimeoutError(
    'Command execution timed out after 12 seconds',
    408,
    undefined,
    'PROCESS_EXECUTION_TIMEOUT',
    'DAYTONA_DAEMON',
  )

  it("takes the daemon's execution timeout as the command's, whatever the class's name", () => {
    expect(commandTimedOut(daemonTimeout, 12.1, 12)).toBe(true)
    // A future SDK's class of another name, known by its status or the daemon's code.
    class RenamedTimeout extends DaytonaError {}
    expect(commandTimedOut(new RenamedTimeout('x', 408), 1, 12)).toBe(true)
    expect(commandTimedOut(new RenamedTimeout('x', 500, undefined, 'PROCESS_EXECUTION_TIMEOUT'), 1, 12)).toBe(
      true,
    )
  })

  it("takes the client's own deadline as the command's only once the command's time is up", () => {
    const deadline = new DaytonaConnectionTimeoutError('HTTP request timed out')
    expect(commandTimedOut(deadline, 12.5, 12)).toBe(true)
    expect(commandTimedOut(deadline, 3, 12)).toBe(false)
    expect(commandTimedOut(new DaytonaTimeoutError('gateway', 504), 3, 12)).toBe(false)
  })

  it('is not fooled by a name or a message', () => {
    const named = Object.assign(new Error('Command execution timed out'), { name: 'DaytonaTimeoutError' })
    expect(commandTimedOut(named, 20, 12)).toBe(false)
    expect(daytonaFaultKind(named)).toBeNull()
    expect(daytonaFaultKind({ name: 'DaytonaError', statusCode: 503 })).toBeNull()
  })

  it('sorts by status: 408/429/5xx and a cut answer transient, other 4xx the request', () => {
    expect(daytonaFaultKind(new DaytonaRateLimitError('slow', 429))).toBe('transient')
    expect(daytonaFaultKind(new DaytonaTimeoutError('t', 408))).toBe('transient')
    expect(daytonaFaultKind(new DaytonaError('stream has been aborted', 200))).toBe('transient')
    expect(daytonaFaultKind(new DaytonaError('bad', 400))).toBe('request')
    expect(daytonaFaultKind(new DaytonaConnectionTimeoutError('t'))).toBe('transient')
  })
})

describe('configuration refused before anything is sent', () => {
  it('Daytona: http:// to another machine, where the key would travel in clear; loopback is taken', () => {
    expect(() =>
      daytonaSettingsFromEnv({ DAYTONA_API_KEY: 'k', DAYTONA_API_URL: 'http://daytona.example.com/api' }),
    ).toThrow(
      /http:\/\/ to daytona\.example\.com, so the key would cross the network unencrypted; use https:\/\//,
    )
    expect(
      daytonaSettingsFromEnv({ DAYTONA_API_KEY: 'k', DAYTONA_API_URL: 'http://localhost:3000/api' }).apiUrl,
    ).toBe('http://localhost:3000/api')
  })

  it('Kubernetes: http:// to a cluster elsewhere, no user, not a URL, another scheme', () => {
    expect(serverRefusal('http://10.0.0.5:6443', true)).toMatch(
      /http:\/\/, so credentials would cross the network/,
    )
    expect(serverRefusal('https://10.0.0.5:6443', false)).toMatch(/names no user/)
    expect(serverRefusal('not a url', true)).toMatch(/is not a URL/)
    expect(serverRefusal('ftp://10.0.0.5', true)).toMatch(/must be https/)
    expect(serverRefusal('https://10.0.0.5:6443', true)).toBeNull()
    // kubectl proxy: http on loopback, credentials added by the proxy.
    expect(serverRefusal('http://127.0.0.1:8001', false)).toBeNull()
  })
})
