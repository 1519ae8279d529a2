// E2B's settings and fault classes, without a server: what a user misconfigures and how the
// SDK's errors are sorted (by class and status, never by text).
import {
  AuthenticationError,
  CommandExitError,
  FileNotFoundError,
  RateLimitError,
  SandboxError,
  SandboxNotFoundError,
  TimeoutError,
} from 'e2b'
import { describe, expect, it } from 'vitest'
import { ProviderSettingsError } from '../../src/run/environment/errors.js'
import { e2bSettingsFromEnv } from '../../src/run/providers/e2b/config.js'
import { commandTimedOut, e2bFaultKind } from '../../src/run/providers/e2b/faults.js'
import { templateName, templateSize } from '../../src/run/providers/e2b/template-name.js'

describe('E2B settings', () => {
  it('a missing key names E2B_API_KEY and how to pass it', () => {
    expect(() => e2bSettingsFromEnv({})).toThrow(ProviderSettingsError)
    expect(() => e2bSettingsFromEnv({ E2B_API_KEY: '  ' })).toThrow(/E2B_API_KEY is not set/)
  })

  it('takes the domain and loopback overrides; refuses http:// to another machine and credentials in a URL', () => {
    expect(e2bSettingsFromEnv({ E2B_API_KEY: 'k' })).toEqual({
      apiKey: 'k',
      domain: 'e2b.app',
      apiUrl: null,
      sandboxUrl: null,
    })
    expect(
      e2bSettingsFromEnv({
        E2B_API_KEY: 'k',
        E2B_DOMAIN: 'e2b.example.com',
        E2B_API_URL: 'http://127.0.0.1:3000/',
      }),
    ).toMatchObject({ domain: 'e2b.example.com', apiUrl: 'http://127.0.0.1:3000' })
    expect(() => e2bSettingsFromEnv({ E2B_API_KEY: 'k', E2B_API_URL: 'http://api.example.com' })).toThrow(
      /E2B_API_URL is http:\/\/ to api.example.com.*use https:\/\//,
    )
    expect(() =>
      e2bSettingsFromEnv({ E2B_API_KEY: 'k', E2B_SANDBOX_URL: 'https://u:p@example.com' }),
    ).toThrow(/E2B_SANDBOX_URL must not carry credentials/)
    expect(() => e2bSettingsFromEnv({ E2B_API_KEY: 'k', E2B_DOMAIN: 'https://e2b.app' })).toThrow(
      /not a domain name/,
    )
  })
})

describe('E2B faults', () => {
  const withStatus = (status: number) =>
    Object.assign(new SandboxError(`${status}: x`), { statusCode: status })

  it('sorts the SDK errors by class and status', () => {
    expect(e2bFaultKind(new RateLimitError('slow down'))).toBe('transient')
    expect(e2bFaultKind(new TimeoutError('the sandbox ended'))).toBe('transient')
    expect(e2bFaultKind(new SandboxNotFoundError('gone'))).toBe('transient')
    expect(e2bFaultKind(withStatus(502))).toBe('transient')
    expect(e2bFaultKind(withStatus(400))).toBe('request')
    expect(e2bFaultKind(new FileNotFoundError('no such file'))).toBe('request')
    expect(e2bFaultKind(new AuthenticationError('bad key'))).toBe('request')
    expect(
      e2bFaultKind(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } })),
    ).toBe('transient')
    // Not E2B's: an agent's own error, whatever its text says; a command's exit.
    expect(e2bFaultKind(new Error('ECONNREFUSED 429 rate limit'))).toBeNull()
    expect(
      e2bFaultKind(new CommandExitError({ exitCode: 1, stdout: '', stderr: '', error: undefined })),
    ).toBeNull()
  })

  it('a command timed out only by the SDK timeout and once its own time has passed', () => {
    expect(commandTimedOut(new TimeoutError('deadline'), 5, 5)).toBe(true)
    expect(commandTimedOut(new TimeoutError('sandbox ended'), 1, 5)).toBe(false)
    expect(commandTimedOut(withStatus(504), 9, 5)).toBe(false)
  })
})

describe('E2B template names', () => {
  it('one per content hash and size, in the characters E2B accepts', () => {
    const size = templateSize(1.5, 1000)
    expect(size).toEqual({ cpuCount: 2, memoryMB: 1000 })
    expect(templateName('env', 'ABCDEF0123456789ffff', size)).toBe('helios-env-abcdef0123456789-c2m1000')
    expect(templateName('env', 'abcdef0123456789', templateSize(1, 64))).toMatch(/^[a-z0-9-]+$/)
  })
})
