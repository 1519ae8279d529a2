// The Daytona provider's pure rules: settings from the environment, fault sorting and backoff,
// the command line the toolbox runs, snapshot naming and sizes, what is refused, the live cap.
import {
  DaytonaConnectionError,
  DaytonaError,
  DaytonaNotFoundError,
  DaytonaRateLimitError,
  DaytonaServiceUnavailableError,
} from '@daytonaio/sdk'
import { describe, expect, it } from 'vitest'
import { getInputs } from '../../src/action/inputs.js'
import { UsageError } from '../../src/cli/args.js'
import { providerFlag, providerNameFlag } from '../../src/cli/provider-flag.js'
import { backoffMs } from '../../src/run/environment/retries.js'
import { execLine } from '../../src/run/environment/shell-line.js'
import { planExtraction } from '../../src/run/environment/tar-through-shell.js'
import { daytonaSettingsFromEnv, DEFAULT_DAYTONA_API_URL } from '../../src/run/providers/daytona/config.js'
import { daytonaFaultKind, notDelivered, withDaytonaRetries } from '../../src/run/providers/daytona/faults.js'
import type { EnvironmentSpec } from '../../src/run/environment/types.js'
import { daytonaDescriptor } from '../../src/run/providers/daytona/descriptor.js'
import { sandboxSpecRefusal } from '../../src/run/providers/remote/sandbox-provider.js'
import { snapshotName, snapshotSize } from '../../src/run/providers/daytona/snapshot-name.js'

describe('daytonaSettingsFromEnv', () => {
  it('reads the key, URL and target, with the public API by default', () => {
    expect(daytonaSettingsFromEnv({ DAYTONA_API_KEY: ' k ' })).toEqual({
      apiKey: 'k',
      apiUrl: DEFAULT_DAYTONA_API_URL,
      target: null,
    })
    expect(
      daytonaSettingsFromEnv({
        DAYTONA_API_KEY: 'k',
        DAYTONA_API_URL: 'http://127.0.0.1:9/api/',
        DAYTONA_TARGET: 'eu',
      }),
    ).toEqual({
      apiKey: 'k',
      apiUrl: 'http://127.0.0.1:9/api',
      target: 'eu',
    })
  })

  it('refuses a missing key, a bad URL or credentials in the URL, without echoing a secret', () => {
    expect(() => daytonaSettingsFromEnv({})).toThrow(/DAYTONA_API_KEY is not set.*secrets\.DAYTONA_API_KEY/)
    expect(() => daytonaSettingsFromEnv({ DAYTONA_API_KEY: 'k', DAYTONA_API_URL: 'not a url' })).toThrow(
      /DAYTONA_API_URL is not a URL/,
    )
    expect(() =>
      daytonaSettingsFromEnv({ DAYTONA_API_KEY: 'k', DAYTONA_API_URL: 'file:///etc/passwd' }),
    ).toThrow(/must be http/)
    const withSecret = () =>
      daytonaSettingsFromEnv({ DAYTONA_API_KEY: 'k', DAYTONA_API_URL: 'https://user:hunter2@x.example/api' })
    expect(withSecret).toThrow(/must not carry credentials/)
    expect(withSecret).not.toThrow(/hunter2/)
  })
})

describe('daytonaFaultKind and retries', () => {
  it('sorts the SDK errors by status and transport code, never by text', () => {
    expect(daytonaFaultKind(new DaytonaServiceUnavailableError('busy', 503))).toBe('transient')
    expect(daytonaFaultKind(new DaytonaRateLimitError('slow down', 429))).toBe('transient')
    expect(daytonaFaultKind(new DaytonaNotFoundError('gone', 404))).toBe('request')
    expect(daytonaFaultKind(new DaytonaConnectionError('reset', undefined, undefined, 'ECONNRESET'))).toBe(
      'transient',
    )
    expect(daytonaFaultKind(new DaytonaError('odd'))).toBeNull()
    // An agent's log line that looks like a fault is not one.
    expect(daytonaFaultKind(new Error('DaytonaError 503 ECONNRESET'))).toBeNull()
    expect(daytonaFaultKind({ name: 'Other', statusCode: 503 })).toBeNull()
  })

  it('retries a command only when the request never reached the sandbox', () => {
    expect(notDelivered(new DaytonaServiceUnavailableError('busy', 503))).toBe(true)
    expect(notDelivered(new DaytonaError('boom', 500))).toBe(false)
    expect(notDelivered(new DaytonaConnectionError('reset', undefined, undefined, 'ECONNRESET'))).toBe(false)
  })

  it('backs off exponentially with jitter, capped', () => {
    const policy = { attempts: 6, baseDelayMs: 100, maxDelayMs: 1000 }
    expect(backoffMs(policy, 1, () => 0)).toBe(50)
    expect(backoffMs(policy, 1, () => 1)).toBe(100)
    expect(backoffMs(policy, 3, () => 1)).toBe(400)
    expect(backoffMs(policy, 10, () => 1)).toBe(1000)
  })

  it('stops at the first non-transient error and after the last try', async () => {
    const policy = { attempts: 3, baseDelayMs: 1, maxDelayMs: 2 }
    let calls = 0
    await expect(
      withDaytonaRetries(() => {
        calls++
        return Promise.reject(new DaytonaNotFoundError('gone', 404))
      }, policy),
    ).rejects.toThrow('gone')
    expect(calls).toBe(1)
    calls = 0
    await expect(
      withDaytonaRetries(() => {
        calls++
        return Promise.reject(new DaytonaServiceUnavailableError('busy', 503))
      }, policy),
    ).rejects.toThrow('busy')
    expect(calls).toBe(3)
    calls = 0
    expect(
      await withDaytonaRetries(
        () =>
          ++calls < 3
            ? Promise.reject(new DaytonaServiceUnavailableError('busy', 503))
            : Promise.resolve('ok'),
        policy,
      ),
    ).toBe('ok')
  })
})

describe('execLine', () => {
  it('quotes every word so the shell interprets none of it', () => {
    expect(execLine(['echo', 'a b', "it's", '$(id)'], null, null)).toBe(`echo 'a b' 'it'\\''s' '$(id)'`)
    expect(execLine(['cat'], 'root', '/tmp/in')).toBe('cat < /tmp/in')
  })

  it('switches user through su with a shell of its own, the user name quoted too', () => {
    expect(execLine(['id'], 'dev', null)).toBe(`su -s /bin/sh -c id dev`)
    expect(execLine(['id'], 'dev; reboot', null)).toBe(`su -s /bin/sh -c id 'dev; reboot'`)
    expect(() => execLine([], null, null)).toThrow(/empty command/)
  })
})

describe('snapshots and refusals', () => {
  it('sizes in whole CPUs and GiB, rounded up, and names by hash and size', () => {
    expect(snapshotSize(0.5, 512, null)).toEqual({ cpu: 1, memoryGiB: 1, diskGiB: 3 })
    expect(snapshotSize(2.5, 4097, 10 * 1024)).toEqual({ cpu: 3, memoryGiB: 5, diskGiB: 10 })
    expect(snapshotName('env', 'ab'.repeat(32), { cpu: 1, memoryGiB: 2, diskGiB: 3 })).toBe(
      'helios-env-abababababababab-c1m2d3',
    )
  })

  it('refuses mounts, host or group networks and a main command of its own', () => {
    const spec = {
      image: 'x',
      env: {},
      workdir: null,
      labels: {},
      limits: { cpus: 1, memoryMb: 512, pidsLimit: 64 },
      network: { kind: 'default' as const },
      mounts: [],
    }
    const specRefusal = (asked: EnvironmentSpec) => sandboxSpecRefusal(asked, daytonaDescriptor)
    expect(specRefusal(spec)).toBeNull()
    expect(specRefusal({ ...spec, command: ['sleep', 'infinity'] })).toBeNull()
    expect(specRefusal({ ...spec, mounts: [{ hostPath: '/h', path: '/opt/cli', readOnly: true }] })).toMatch(
      /host folders mounted into the environment \(\/opt\/cli\) cannot run on Daytona.*--provider docker/,
    )
    expect(specRefusal({ ...spec, network: { kind: 'host' } })).toMatch(
      /network policy "host" cannot run on Daytona \(a sandbox runs elsewhere/,
    )
    // A sandbox can be sealed (networkBlockAll): no-network is not refused.
    expect(specRefusal({ ...spec, network: { kind: 'none' } })).toBeNull()
    expect(specRefusal({ ...spec, command: ['/entry.sh'] })).toMatch(/no main command.*\/entry\.sh/)
  })
})

describe('planExtraction', () => {
  it('resets a folder the archive first replaces by a file, keeps plain folders, drops superseded entries', () => {
    const plan = planExtraction([
      { name: 'logs/', type: 'directory' },
      { name: 'logs/verifier', type: 'file' },
      { name: 'logs/verifier/', type: 'directory' },
      { name: 'tests', type: 'file' },
      { name: 'tests/', type: 'directory' },
      { name: 'tests/test.sh', type: 'file' },
    ])
    expect(plan.keep).toEqual([0, 2, 4, 5])
    expect(plan.remove).toEqual(['logs/verifier', 'tests', 'tests/test.sh'])
  })

  it('never clears the destination itself', () => {
    expect(
      planExtraction([
        { name: './', type: 'directory' },
        { name: './a', type: 'file' },
      ]).remove,
    ).toEqual(['a'])
  })
})

describe('--provider', () => {
  it('defaults to docker and refuses what Daytona cannot do', async () => {
    expect(providerNameFlag({})).toBe('docker')
    expect(() => providerNameFlag({ provider: 'modal' })).toThrow(
      /unknown provider 'modal'; use one of docker, daytona/,
    )
    await expect(providerFlag({ provider: 'daytona' }, 4, {})).rejects.toThrow(UsageError)
    await expect(
      providerFlag({ provider: 'daytona', 'image-registry': 'ghcr.io/x' }, 4, { DAYTONA_API_KEY: 'k' }),
    ).rejects.toThrow(
      '--image-registry: provider daytona builds its own snapshots and keeps no Docker images; drop it',
    )
    // Built from the environment once its API answers: test/loopback/remote-faults.test.ts.
  })
})

describe('provider input', () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''

  it('defaults to docker and takes daytona with a higher concurrency', () => {
    expect(getInputs(read({ mode: 'run' })).provider).toBe('docker')
    expect(getInputs(read({ mode: 'run', provider: 'daytona', concurrency: '32' }))).toMatchObject({
      provider: 'daytona',
      concurrency: 32,
    })
  })

  it('refuses an unknown provider, and daytona with an image registry or cache', () => {
    expect(() => getInputs(read({ mode: 'check', provider: 'daytona' }))).toThrow(
      /mode is 'check'; only modes run and all run attempts elsewhere/,
    )
    expect(() => getInputs(read({ mode: 'run', provider: 'k8s' }))).toThrow(
      /Input 'provider' is 'k8s'; use one of docker, daytona/,
    )
    expect(() => getInputs(read({ mode: 'run', provider: 'daytona', 'image-cache': 'actions' }))).toThrow(
      "Input 'image-cache': provider daytona builds its own snapshots and keeps no Docker images; leave it empty.",
    )
  })
})
