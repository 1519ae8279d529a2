// A mistyped flag is one sentence: the flag as typed, then the fix (the flag it resembles, or
// where the flags are listed); never parseArgs' advice about positionals after `--`.
import { describe, expect, it } from 'vitest'
import { parse, UsageError } from '../../src/cli/args.js'
import { BATCH_ALIASES, BATCH_OPTIONS } from '../../src/cli/batch.js'

/** The UsageError message of `helios batch <argv>`'s flag parse. */
function refusal(...argv: string[]): string {
  try {
    parse(argv, BATCH_OPTIONS, BATCH_ALIASES)
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    return (error as Error).message
  }
  throw new Error(`expected ${JSON.stringify(argv)} to be refused`)
}

const SEE_HELP = 'run with --help to see the flags this command takes'

describe('an unknown flag', () => {
  it.each([
    [['--concurency', '2'], 'unknown flag --concurency; did you mean --concurrency?'],
    [['--concurency=2'], 'unknown flag --concurency; did you mean --concurrency?'],
    [['--atempts', '3'], 'unknown flag --atempts; did you mean --attempts?'],
    [['--agent_command', 'x'], 'unknown flag --agent_command; did you mean --agent-command?'],
    [['--JSON'], 'unknown flag --JSON; did you mean --json?'],
    // An alias is never suggested: --concur is a prefix of --concurrency and its alias --concurrent.
    [['--concur', '2'], 'unknown flag --concur; did you mean --concurrency?'],
    [['--concurent', '2'], 'unknown flag --concurent; did you mean --concurrency?'],
    [['---quiet'], 'unknown flag ---quiet; did you mean --quiet?'],
  ])('%j', (argv, message) => {
    expect(refusal(...argv)).toBe(message)
  })

  it('a prefix of two flags names neither (max-turns or max-tokens?) and points at --help', () => {
    expect(refusal('--max-t', '5')).toBe(`unknown flag --max-t; ${SEE_HELP}`)
    expect(refusal('--run-max', '5')).toBe(`unknown flag --run-max; ${SEE_HELP}`)
  })

  it('an unknown short flag, alone or in a group, is named as typed', () => {
    expect(refusal('-x')).toBe(`unknown flag -x; ${SEE_HELP}`)
    expect(refusal('-qz')).toBe(`unknown flag -z; ${SEE_HELP}`)
  })

  it('the first unknown flag is the one named', () => {
    expect(refusal('--quiet', '--bogus', '--concurency', '2')).toBe(`unknown flag --bogus; ${SEE_HELP}`)
  })

  it('an empty flag name (--=3) is named, not guessed at', () => {
    expect(refusal('--=3')).toBe(`unknown flag --=3; ${SEE_HELP}`)
  })

  it('unicode: a letter with a diacritic is one typo', () => {
    expect(refusal('--cöncurrency', '2')).toBe('unknown flag --cöncurrency; did you mean --concurrency?')
    expect(refusal('--jsön')).toBe('unknown flag --jsön; did you mean --json?')
  })

  it('a very long bogus flag is clipped in the message, and answered at once', () => {
    const message = refusal(`--${'x'.repeat(100_000)}`)
    expect(message).toBe(`unknown flag --${'x'.repeat(58)}…; ${SEE_HELP}`)
    expect(message.split('\n')).toHaveLength(1)
  })

  it('control characters in a flag are shown escaped, never sent to the terminal', () => {
    const message = refusal('--json\u001b[31m')
    expect(message).toBe('unknown flag --json\\x1b[31m; run with --help to see the flags this command takes')
    expect(message).not.toContain('\u001b')
    expect(refusal('--json\nx')).not.toContain('\n')
  })

  it('says nothing of positionals after `--` (node:util parseArgs’ own advice)', () => {
    expect(refusal('--concurency', '2')).not.toMatch(/positional|'--'/)
  })

  it('after `--` a dash-word is an argument, not a flag', () => {
    expect(parse(['--', '--concurency'], BATCH_OPTIONS, BATCH_ALIASES).positionals).toEqual(['--concurency'])
  })
})

describe('a flag given the wrong kind of value', () => {
  it('a switch with a value', () => {
    expect(refusal('--json=yes')).toBe("--json takes no value (got 'yes'): give --json alone")
  })

  it('a flag that needs a value, at the end', () => {
    expect(refusal('tasks', '-n')).toBe('--concurrency needs a value: --concurrency <value>')
    expect(refusal('tasks', '--model')).toBe('--model needs a value: --model <value>')
  })

  it('a flag followed by another flag instead of its value', () => {
    expect(refusal('-o', '--json')).toBe(
      '--output is followed by --json, not a value: give --output its value first (or write --output=--json if that is the value)',
    )
  })
})

describe('every message is one line and names the flag', () => {
  it.each([['--concurency'], ['-x'], ['--json=1'], ['-n'], ['-o', '-q'], ['--' + 'é'.repeat(300)]])(
    '%j',
    (...argv) => {
      const message = refusal(...argv)
      expect(message.split('\n')).toHaveLength(1)
      expect(message).toMatch(/(^|\s)-/)
    },
  )
})
