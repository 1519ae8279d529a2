// `config.json` read back by `helios batch --resume` through its schema: the fields resume uses are
// checked, and a corrupt file or one from another version stops the resume naming file and field.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseAttemptConfig } from '../../src/results/attempt-config.js'
import { SchemaError } from '../../src/results/schema-error.js'
import { UsageError } from '../../src/cli/args.js'
import { readRecordedSettings, settleAgentCommand } from '../../src/cli/resume.js'

// As the attempt writes it (src/run/attempt.ts attemptConfig), trimmed of fields resume ignores.
const written = (over: Record<string, unknown> = {}) => ({
  schema_version: 1,
  run_id: 'r1',
  attempt: 1,
  task: { id: 'hello', name: 'hello', checksum: 'c', path: 'hello' },
  agent: { name: 'command', command: ['sh', '-c', 'echo hi'], user: null },
  model: null,
  ...over,
})
const text = (value: unknown) => JSON.stringify(value, null, 2)

describe('parseAttemptConfig', () => {
  it('reads the agent, its command and the model', () => {
    expect(parseAttemptConfig(text(written()), 'c.json')).toEqual({
      agent: 'command',
      command: ['sh', '-c', 'echo hi'],
      model: null,
    })
    const helios = written({ agent: { name: 'helios' }, model: 'openai/gpt-5' })
    expect(parseAttemptConfig(text(helios), 'c.json')).toEqual({
      agent: 'helios',
      command: null,
      model: 'openai/gpt-5',
    })
  })

  it.each([
    ['{"schema_version": 1, "agent": {"na', /^c\.json: not valid JSON/],
    ['', /^c\.json: the file is empty$/],
    ['[1]', /^c\.json: expected an object/],
    [
      text(written({ schema_version: 2 })),
      /^c\.json: schema_version: unsupported version 2; this build reads/,
    ],
    [
      text({ agent: { name: 'x' }, model: null }),
      /^c\.json: schema_version: missing; not a helios attempt config file\?$/,
    ],
    [text(written({ agent: { command: 'x' } })), /^c\.json: agent\.name: /],
    [text(written({ agent: { name: '' } })), /^c\.json: agent\.name: /],
    [text(written({ agent: 'oracle' })), /^c\.json: agent: expected an object/],
    [text(written({ agent: { name: 'command', command: 'echo hi' } })), /^c\.json: agent\.command: /],
    [text(written({ agent: { name: 'command', command: [7] } })), /^c\.json: agent\.command\[0\]: /],
    [text(written({ model: 5 })), /^c\.json: model: /],
  ])('refuses %s', (input, message) => {
    let error: unknown
    try {
      parseAttemptConfig(input, 'c.json')
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(SchemaError)
    expect((error as Error).message).toMatch(message)
  })
})

describe('readRecordedSettings reads config.json through the schema', () => {
  let runDir: string
  const attemptDir = () => join(runDir, '001_hello', 'attempt_001')

  beforeEach(async () => {
    runDir = await mkdtemp(join(tmpdir(), 'helios-resume-'))
    await mkdir(attemptDir(), { recursive: true })
  })
  afterEach(() => rm(runDir, { recursive: true, force: true }))

  it('takes agent and model from a good file', async () => {
    await writeFile(join(attemptDir(), 'config.json'), text(written({ model: 'openai/gpt-5' })))
    expect(await readRecordedSettings(runDir)).toEqual({
      agent: 'command',
      model: 'openai/gpt-5',
      highestAttempt: 1,
    })
  })

  it("reads back the command agent's --agent-command text from its argv (bash -lc <text>), exactly", async () => {
    // Quotes, a newline, $-expansions and a trailing space inside: the text is data, kept as is.
    const command = `cd /app && printf '%s\n' "$HELIOS_INSTRUCTION" | ./solve --fast \\
  && echo 'done' `
    await writeFile(
      join(attemptDir(), 'config.json'),
      text(written({ agent: { name: 'command', command: ['bash', '-lc', command] } })),
    )
    expect((await readRecordedSettings(runDir)).agentCommand).toBe(command)
  })

  it('records no command for other argv shapes or agents (nothing to compare a flag with)', async () => {
    for (const agent of [
      { name: 'command', command: ['bash', '-lc', 'a', 'extra'] },
      { name: 'command', command: ['sh', '-lc', 'a'] },
      { name: 'host-command', command: null },
      { name: 'claude-code', command: ['bash', '-lc', 'claude -p'] },
    ]) {
      await writeFile(join(attemptDir(), 'config.json'), text(written({ agent })))
      expect((await readRecordedSettings(runDir)).agentCommand).toBeUndefined()
    }
  })

  it('skips an attempt that never wrote one', async () => {
    const recorded = await readRecordedSettings(runDir)
    expect(recorded.agent).toBeUndefined()
    expect(recorded.highestAttempt).toBe(1)
  })

  it('stops on a corrupt or foreign file, naming file, field and the way out', async () => {
    const file = join(attemptDir(), 'config.json')
    await writeFile(file, text(written({ schema_version: 9 })))
    const stopped = readRecordedSettings(runDir)
    await expect(stopped).rejects.toBeInstanceOf(UsageError)
    await expect(stopped).rejects.toThrow(`--resume: ${file}: schema_version: unsupported version 9`)
    await writeFile(file, text(written({ agent: { name: 42 } })))
    await expect(readRecordedSettings(runDir)).rejects.toThrow(/agent\.name: .*Remove that attempt folder/)
  })
})

describe('settleAgentCommand: a resumed run keeps the command it started with', () => {
  const dir = '/runs/r1'

  it('takes the record when no flag is given, and the flag when it is the same', () => {
    expect(settleAgentCommand(undefined, 'make solve', dir)).toBe('make solve')
    expect(settleAgentCommand('make solve', 'make solve', dir)).toBe('make solve')
    expect(settleAgentCommand('make solve', undefined, dir)).toBe('make solve')
    expect(settleAgentCommand(undefined, undefined, dir)).toBeUndefined()
  })

  it('refuses another command, naming both', () => {
    expect(() => settleAgentCommand('make other', 'make solve', dir)).toThrow(
      "--agent-command is 'make other' but /runs/r1 was run with 'make solve'",
    )
  })

  // config.json masks an --agent-env value that appears in the command (secret redaction).
  it('where the record masks a secret value (***), any text stands in for it, and only there', () => {
    const recorded = '[ "$PACE" = *** ] && sleep 300; touch /tmp/done'
    expect(settleAgentCommand('[ "$PACE" = slow-first ] && sleep 300; touch /tmp/done', recorded, dir)).toBe(
      '[ "$PACE" = slow-first ] && sleep 300; touch /tmp/done',
    )
    // Refused without echoing the flag, which may hold the value the record masks.
    expect(() =>
      settleAgentCommand('[ "$PACE" = s3cr3t ] && sleep 1; touch /tmp/done', recorded, dir),
    ).toThrow(
      /^--agent-command is another command but \/runs\/r1 was run with '\[ "\$PACE" = \*\*\* \] && sleep 300/,
    )
    // It asks for the command the run started with: dropping the flag cannot run a masked record.
    expect(() => settleAgentCommand('[ "$PACE" = s3cr3t ] && sleep 1', recorded, dir)).toThrow(
      /pass the command the run started with, its masked value included, or start a new run\)$/,
    )
    try {
      settleAgentCommand('[ "$PACE" = s3cr3t ] && sleep 1', recorded, dir)
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cr3t')
    }
    // Masked parts match any text, the literal parts in order; overlapping ends are no match.
    expect(settleAgentCommand('ab', '***ab***', dir)).toBe('ab')
    expect(() => settleAgentCommand('abc', 'abc***bc', dir)).toThrow(/was run with/)
    // Many masked parts and a long flag: linear, no backtracking.
    const many = Array.from({ length: 200 }, () => 'x').join('***')
    expect(() => settleAgentCommand(`${'x'.repeat(100_000)}y`, many, dir)).toThrow(/another command/)
    // The masked text cannot be run: the flag is needed.
    expect(() => settleAgentCommand(undefined, recorded, dir)).toThrow(
      /secret value masked \(\*\*\*\).*pass --agent-command as when the run started/,
    )
  })

  it("reads the record's other characters literally (no pattern syntax leaks in)", () => {
    const recorded = 'grep -E "a.b (c)+" *** | tr [x] $y'
    expect(settleAgentCommand('grep -E "a.b (c)+" TOKEN | tr [x] $y', recorded, dir)).toBeDefined()
    expect(() => settleAgentCommand('grep -E "aXb (c)+" TOKEN | tr [x] $y', recorded, dir)).toThrow(
      /was run with/,
    )
  })
})
