// Copilot CLI's `--output-format json` lines and its session log → trajectory, usage and faults:
// excerpts of what Copilot CLI 1.0.102 wrote against the loopback fake (BYOK, chat completions),
// shortened.
import { describe, expect, it } from 'vitest'
import { convertCopilot, copilotCli } from '../../src/run/agents/installed/copilot-cli.js'
import { withCrash } from '../../src/run/agents/installed/index.js'
import { trajectorySchema } from '../../src/run/agents/trajectory.js'

const lines = (...objects: unknown[]) => `${objects.map((o) => JSON.stringify(o)).join('\n')}\n`
const at = (s: number) => `2026-11-27T20:10:35.${String(s).padStart(3, '0')}Z`
const event = (s: number, type: string, data: Record<string, unknown>, ephemeral = false) => ({
  type,
  data,
  ...(ephemeral ? { ephemeral } : {}),
  id: `e${s}`,
  timestamp: at(s),
})
const answer = (s: number, call: number, content: string, command?: string) =>
  event(s, 'assistant.message', {
    messageId: `m${call}`,
    model: 'qwen3-coder',
    content,
    toolRequests: command
      ? [{ toolCallId: `call_fake_${call}`, name: 'bash', arguments: { command }, type: 'function' }]
      : [],
    turnId: String(call),
    apiCallId: `chatcmpl-fake-${call}`,
  })
const done = (s: number, call: number, content: string) =>
  event(s, 'tool.execution_complete', {
    toolCallId: `call_fake_${call}`,
    success: true,
    result: { content, detailedContent: content },
  })
const usageRecord = (s: number, call: number) =>
  event(s, 'session.usage_record', {
    usage: {
      model: 'qwen3-coder',
      inputTokens: 1200,
      outputTokens: 80,
      cacheReadTokens: 200,
      cacheWriteTokens: 0,
      cost: 0,
      apiCallId: `chatcmpl-fake-${call}`,
      isByok: true,
    },
  })
const result = (exitCode: number) => ({ type: 'result', timestamp: at(999), sessionId: 's1', exitCode })
const sessionError = (message: string, extra: Record<string, unknown> = {}) =>
  event(900, 'session.error', { errorType: 'query', message, ...extra })

describe('copilot --output-format json', () => {
  const stdout = lines(
    event(1, 'session.tools_updated', { model: 'qwen3-coder' }, true),
    event(2, 'user.message', { content: 'list files' }),
    event(3, 'model.call_start', { turnId: '0', model: 'qwen3-coder' }, true),
    answer(4, 0, '', 'cd /workspace && ls'),
    done(5, 0, 'corpus.txt\n<shellId: 0 completed with exit code 0>'),
    answer(6, 1, '', 'echo hi > top-words.txt'),
    done(7, 1, '\n<shellId: 1 completed with exit code 0>'),
    event(8, 'assistant.message_delta', { messageId: 'm2', deltaContent: 'Done.' }, true),
    answer(9, 2, 'Done.'),
    result(0),
  )
  const session = lines(usageRecord(4, 0), usageRecord(6, 1), usageRecord(9, 2))

  it('one step per answer with the tokens of its usage record, tool calls with their output', () => {
    const report = convertCopilot(stdout, 'openai-compatible/qwen3-coder', '', session)
    const trajectory = trajectorySchema.parse(report.trajectory)
    expect(trajectory.steps).toHaveLength(3)
    expect(trajectory.steps[0]).toEqual({
      role: 'assistant',
      text: null,
      tool_calls: [
        {
          id: 'call_fake_0',
          name: 'bash',
          arguments: { command: 'cd /workspace && ls' },
          output: 'corpus.txt\n<shellId: 0 completed with exit code 0>',
        },
      ],
      usage: { input_tokens: 1200, cached_input_tokens: 200, output_tokens: 80 },
      timestamp: at(4),
    })
    expect(trajectory.steps[2]).toMatchObject({ text: 'Done.', tool_calls: [], timestamp: at(9) })
    expect(trajectory.notes).toBeUndefined()
    // An unpriced model (ours): cost unknown, not 0.
    expect(report.usage).toEqual({
      input_tokens: 3600,
      cached_input_tokens: 600,
      output_tokens: 240,
      turns: 3,
      cost_usd: null,
    })
    expect(report).toMatchObject({ fatal: null, error: null })
  })

  it('parts of one answer (one apiCallId) are one step; an answer with no usage record is noted', () => {
    const split = lines(answer(1, 0, 'Looking.'), answer(2, 0, '', 'ls'), answer(3, 1, 'Done.'))
    const report = convertCopilot(split, null, '', lines(usageRecord(2, 0)))
    const steps = report.trajectory!.steps
    expect(steps).toHaveLength(2)
    expect(steps[0]).toMatchObject({ text: 'Looking.', timestamp: at(1), usage: { output_tokens: 80 } })
    expect(steps[0]!.tool_calls).toHaveLength(1)
    expect(steps[1]!.usage).toBeNull()
    expect(report.trajectory!.notes).toMatch(/no usage record/)
    expect(report.usage).toMatchObject({ turns: 1, output_tokens: 80 })
  })

  it('a rejected key is fatal, from its own status', () => {
    const log = lines(
      sessionError(
        'Authentication failed with provider at http://127.0.0.1:43349/v1 (HTTP 401).\n  Check your COPILOT_PROVIDER_API_KEY.',
        { errorType: 'authentication', statusCode: 401 },
      ),
      result(1),
    )
    const report = convertCopilot(log, null)
    expect(report.fatal).toMatch(/^model API: authentication failed \(HTTP 401\): Authentication failed/)
    expect(report.usage).toBeNull()
  })

  it('a 500 or an unreadable answer after its retries is an error of this attempt; no server is fatal', () => {
    const failing = convertCopilot(
      lines(
        sessionError(
          'Failed to get response from the AI model; retried 5 times (total retry wait time: 16.18 seconds) Last error: 500 The server had an error while processing your request.',
          { statusCode: 500 },
        ),
      ),
      null,
    )
    expect(failing).toMatchObject({
      fatal: null,
      error: expect.stringMatching(/^model API: still failing after retries \(HTTP 500\)/),
    })
    const malformed = convertCopilot(
      lines(
        sessionError(
          'Failed to get response from the AI model; retried 5 times Last error: non-streaming response body was not valid JSON',
        ),
      ),
      null,
    )
    expect(malformed.error).toMatch(/^model API: still failing after retries: /)
    const down = convertCopilot(
      lines(
        sessionError(
          'Could not connect to local model provider at http://127.0.0.1:9/v1.\n  Check that the service is running.',
        ),
      ),
      null,
    )
    expect(down.fatal).toMatch(/^model API: server unreachable: Could not connect/)
  })

  it('a crash before any request (no model given) is an error naming the exit', () => {
    const stderr = 'helios: copilot-cli needs a model (-m openai-compatible/<name>)\n'
    const report = withCrash(convertCopilot('', null), 2, stderr)
    expect(report.usage).toBeNull()
    expect(report.error).toBe(`agent exited 2 before any model request: ${stderr.trim()}`)
  })
})

describe('copilot-cli agent', () => {
  it('runs the platform build in BYOK offline mode, its home under /logs/agent, its unpacked bundle outside', () => {
    expect(copilotCli.packages('1.0.102', 'linux-arm64')[0]).toBe('@github/copilot-linux-arm64@1.0.102')
    expect(copilotCli.executable('linux-x64')).toBe('node_modules/@github/copilot-linux-x64/copilot')
    expect(copilotCli.script).toContain('--output-format json --allow-all --no-ask-user')
    expect(copilotCli.script).toContain('COPILOT_OFFLINE=true COPILOT_AUTO_UPDATE=false')
    expect(copilotCli.script).toContain('--disable-client-telemetry --no-auto-update')
    expect(copilotCli.script).toContain('COPILOT_HOME=/logs/agent/copilot')
    expect(copilotCli.script).toMatch(/COPILOT_CACHE_HOME="\$scratch\/cache"/)
    expect(copilotCli.script).toContain('mktemp -d /tmp/')
  })

  it('needs its provider base URL; the key is optional (a local server may take none)', () => {
    expect(copilotCli.needs!('openai-compatible/qwen3-coder', {})).toEqual([
      { anyOf: ['COPILOT_PROVIDER_BASE_URL'], what: expect.stringMatching(/BYOK/) },
    ])
  })
})
