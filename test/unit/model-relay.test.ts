// The model relay's pure rules: routes from the run's variables, what a relayed request may reach
// (an attacker who read our source tries the usual escapes), the base URL inside the container,
// which tasks an agent is refused, and how the relay's view decides an unreachable server.
import { describe, expect, it } from 'vitest'
import { RelayRouteError, relayedBaseUrl, relayRoutes, relayTarget } from '../../src/run/relay/routes.js'
import { withRelayFault } from '../../src/run/relay/fault.js'
import { refusedTasks, relayProblem } from '../../src/run/agent-setup.js'
import { resolveAgent } from '../../src/run/agents/index.js'
import { commandScript, INSTALLED_CLIS } from '../../src/run/agents/installed/index.js'
import { RELAY_PRELUDE } from '../../src/run/relay/forwarder.js'
import type { Task } from '../../src/task/types.js'

const ANTHROPIC = { variable: 'ANTHROPIC_BASE_URL', defaultUrl: 'https://api.anthropic.com' }
const OPENAI = { variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' }
const OPENCODE = { variable: 'OPENCODE_BASE_URL', defaultUrl: null }

describe('relayRoutes', () => {
  it('uses each set variable, else its default, and skips one with neither', () => {
    const routes = relayRoutes([ANTHROPIC, OPENAI, OPENCODE], {
      OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1/',
    })
    expect(routes.map((r) => [r.variable, r.upstream.href])).toEqual([
      ['ANTHROPIC_BASE_URL', 'https://api.anthropic.com/'],
      ['OPENAI_BASE_URL', 'http://127.0.0.1:8000/v1'],
    ])
  })

  it('refuses a URL that is not http(s), not a URL, or carries credentials, naming the variable', () => {
    expect(() => relayRoutes([OPENCODE], { OPENCODE_BASE_URL: 'file:///etc/passwd' })).toThrow(
      /OPENCODE_BASE_URL=file:\/\/\/etc\/passwd must be an http or https URL/,
    )
    expect(() => relayRoutes([OPENCODE], { OPENCODE_BASE_URL: 'not a url' })).toThrow(RelayRouteError)
    expect(() => relayRoutes([OPENCODE], { OPENCODE_BASE_URL: 'https://u:secret@h/v1' })).toThrow(
      /must not carry a user name or password/,
    )
  })
})

describe('relayTarget', () => {
  const openai = new URL('http://127.0.0.1:8000/v1')
  const anthropic = new URL('https://api.anthropic.com/')

  it('forwards paths under the prefix, with their query', () => {
    expect(relayTarget(openai, '/v1/responses')?.href).toBe('http://127.0.0.1:8000/v1/responses')
    expect(relayTarget(openai, '/v1')?.href).toBe('http://127.0.0.1:8000/v1')
    expect(relayTarget(anthropic, '/v1/messages?beta=true')?.href).toBe(
      'https://api.anthropic.com/v1/messages?beta=true',
    )
  })

  it.each([
    ['another host in absolute form', 'http://evil.example/v1/responses'],
    ['the same host in absolute form', 'http://127.0.0.1:8000/v1/responses'],
    ['a scheme-relative target', '//evil.example/v1/responses'],
    ['a backslash the URL parser reads as a slash', '/\\evil.example/v1'],
    ['a path outside the prefix', '/admin'],
    ['a look-alike prefix', '/v10/responses'],
    ['dot segments out of the prefix', '/v1/../admin'],
    ['encoded dot segments', '/v1/%2e%2e/admin'],
    ['an encoded slash', '/v1/..%2Fadmin'],
    ['an encoded backslash', '/v1/..%5cadmin'],
    ['an asterisk', '*'],
    ['nothing', ''],
  ])('refuses %s', (_what, target) => {
    expect(relayTarget(openai, target)).toBeNull()
  })

  it('with no prefix, any path of that origin, never another', () => {
    expect(relayTarget(anthropic, '/anything')?.origin).toBe('https://api.anthropic.com')
    expect(relayTarget(anthropic, '//api.anthropic.com.evil.example/')).toBeNull()
  })
})

describe('relayedBaseUrl', () => {
  it('keeps the upstream path on the local port', () => {
    expect(relayedBaseUrl(new URL('https://api.openai.com/v1'), 41234)).toBe('http://127.0.0.1:41234/v1')
    expect(relayedBaseUrl(new URL('https://api.anthropic.com'), 5)).toBe('http://127.0.0.1:5')
    expect(relayedBaseUrl(new URL('http://h:1/a/b'), '{port}')).toBe('http://127.0.0.1:{port}/a/b')
  })
})

describe('withRelayFault', () => {
  const failed = 'could not connect to http://127.0.0.1:9: connect ECONNREFUSED 127.0.0.1:9'

  it('makes an attempt the relay never got an answer for a lasting unreachable fault', () => {
    const report = {
      trajectory: null,
      usage: null,
      fatal: null,
      error: 'model API: still failing after retries: socket hang up',
    }
    expect(withRelayFault(report, failed)).toMatchObject({
      fatal: `model API: server unreachable: the model relay ${failed}`,
      error: null,
    })
    expect(withRelayFault(null, failed)?.fatal).toMatch(/^model API: server unreachable: /)
  })

  it('keeps the report when the relay saw no failure, or the agent named a lasting fault', () => {
    const report = { trajectory: null, usage: null, fatal: 'model API: authentication failed (HTTP 401): x' }
    expect(withRelayFault(report, failed)).toBe(report)
    expect(withRelayFault({ ...report, fatal: null }, null)).toEqual({ ...report, fatal: null })
  })
})

function task(networkMode: 'public' | 'no-network'): Task {
  return {
    relativeDir: `t-${networkMode}`,
    hasSolution: true,
    config: { environment: { networkMode } },
  } as unknown as Task
}

describe('no-network tasks and installed CLIs', () => {
  const tasks = [task('public'), task('no-network')]

  it('runs them through the relay: nothing refused when a model API is known', () => {
    const codex = resolveAgent({ name: 'codex' }, 'openai/gpt-5')
    expect(refusedTasks(tasks, codex, {}).size).toBe(0)
    expect(relayProblem(codex, {})).toBeNull()
  })

  it('refuses a no-network task when the relay has nowhere to go, naming the variable', () => {
    const opencode = resolveAgent({ name: 'opencode' }, 'anthropic/claude-sonnet-4-5')
    const refused = refusedTasks(tasks, opencode, {})
    expect([...refused.keys()]).toEqual([1])
    expect(refused.get(1)).toMatchObject({
      field: 'environment.network_mode',
      message: expect.stringContaining(
        'the model relay has no model API to forward to: set OPENCODE_BASE_URL',
      ),
    })
    expect(refusedTasks(tasks, opencode, { OPENCODE_BASE_URL: 'http://127.0.0.1:1/v1' }).size).toBe(0)
  })

  it('refuses an agent that cannot use the relay', () => {
    const custom = { ...resolveAgent({ name: 'codex' }, 'openai/gpt-5'), modelApis: undefined }
    expect(refusedTasks(tasks, custom, {}).get(1)?.message).toMatch(/cannot use the model relay/)
  })

  it('starts the forwarder only in a no-network task, after the glibc check', () => {
    const claude = INSTALLED_CLIS['claude-code']!
    expect(commandScript(claude)).not.toContain(RELAY_PRELUDE)
    const relayed = commandScript(claude, true)
    expect(relayed.indexOf('helios_glibc_check ""')).toBeLessThan(relayed.indexOf(RELAY_PRELUDE))
    expect(relayed.endsWith(claude.script)).toBe(true)
    expect(commandScript(INSTALLED_CLIS.codex!, true)).toBe(RELAY_PRELUDE + INSTALLED_CLIS.codex!.script)
  })

  it('every installed CLI names at least one model API for the relay', () => {
    for (const cli of Object.values(INSTALLED_CLIS)) expect(cli.modelApis.length).toBeGreaterThan(0)
  })
})
