// closest(): the one "did you mean" helper, on the lists users type names from, and on names
// written to break it (empty, unicode, control characters, very long, ties, prefixes of two).
import { describe, expect, it } from 'vitest'
import { BATCH_OPTIONS } from '../../src/cli/batch.js'
import { AGENT_NAMES } from '../../src/run/agents/index.js'
import { closest, didYouMean } from '../../src/text/closest.js'

const FLAGS = Object.keys(BATCH_OPTIONS)

describe('closest finds the name a typo meant', () => {
  it.each([
    ['concurency', 'concurrency'], // a dropped letter
    ['concurrrency', 'concurrency'], // an extra one
    ['atempts', 'attempts'],
    ['agnet', 'agent'], // two letters swapped: one edit
    ['max-tunrs', 'max-turns'],
    ['Concurrency', 'concurrency'], // case
    ['agent_command', 'agent-command'], // _ for -
    ['AGENT_COMMAND', 'agent-command'],
    ['run-id ', 'run-id'], // a space around it
  ])('%j → %s', (typo, meant) => {
    expect(closest(typo, FLAGS)).toBe(meant)
  })

  it('agents, whatever the list', () => {
    expect(closest('clade-code', AGENT_NAMES)).toBe('claude-code')
    expect(closest('orcale', AGENT_NAMES)).toBe('oracle')
    expect(closest('Oracle', AGENT_NAMES)).toBe('oracle')
    expect(closest('codx', AGENT_NAMES)).toBe('codex')
  })

  it('a unique prefix of 3 or more characters names its candidate', () => {
    expect(closest('concur', ['concurrency', 'config'])).toBe('concurrency')
    expect(closest('dest', ['source', 'destination'])).toBe('destination')
  })
})

describe('closest guesses nothing rather than something wrong', () => {
  it('nothing is close enough', () => {
    expect(closest('bogus', FLAGS)).toBeNull()
    expect(closest('deploy', ['plan', 'run', 'report', 'publish'])).toBeNull()
    expect(closest('timeout_secs', ['task', 'agent', 'verifier'])).toBeNull()
  })

  it('a prefix of two candidates (--max-t: max-turns or max-tokens?) names neither', () => {
    expect(closest('max-t', FLAGS)).toBeNull()
    expect(closest('run-max', FLAGS)).toBeNull()
    expect(closest('max-', FLAGS)).toBeNull()
    // Unless one of them is also a single edit away: agent- is agent with a dash too many.
    expect(closest('agent-', FLAGS)).toBe('agent')
  })

  it('two equally close candidates name neither, unless the name begins just one of them', () => {
    expect(closest('cat', ['bat', 'hat'])).toBeNull()
    // cpu is one edit from both; it begins cpus only.
    expect(closest('cpu', ['tpu', 'cpus'])).toBe('cpus')
  })

  it('one or two characters match only a candidate differing in case or separator', () => {
    expect(closest('x', ['n', 'k', 'o'])).toBeNull()
    expect(closest('n', ['N'])).toBe('N')
    expect(closest('ab', ['abc'])).toBe('abc') // one letter added to two is still within a third
    expect(closest('ab', ['xy'])).toBeNull()
  })

  it('an empty or blank name, or no candidates', () => {
    expect(closest('', FLAGS)).toBeNull()
    expect(closest('   ', FLAGS)).toBeNull()
    expect(closest('attempts', [])).toBeNull()
  })

  it('a name that is already a candidate is no typo', () => {
    expect(closest('attempts', FLAGS)).toBeNull()
    // Two candidates the same up to case: which one is meant is unknown.
    expect(closest('json', ['JSON', 'Json'])).toBeNull()
  })
})

describe('closest on hostile names', () => {
  it('unicode letters count as one character each (a letter with a diacritic is one edit)', () => {
    expect(closest('cöncurrency', FLAGS)).toBe('concurrency')
    expect(closest('agént', FLAGS)).toBe('agent')
    // Astral characters (emoji) are one code point, not two UTF-16 units.
    expect(closest('json🙂', FLAGS)).toBe('json')
    expect(closest('🙂🙂🙂🙂', FLAGS)).toBeNull()
  })

  it('control characters in a name are ordinary characters', () => {
    expect(closest('jso\u001b', FLAGS)).toBe('json')
    expect(closest('\u0000\u0000\u0000', FLAGS)).toBeNull()
  })

  // The distance stops as soon as the lengths differ by the cap (no quadratic walk over 200,000
  // characters); how fast is not a test's to say (a timed assertion failed on a busy machine).
  it('a very long name is answered with nothing', () => {
    expect(closest('x'.repeat(200_000), FLAGS)).toBeNull()
    expect(closest(`concurrency${'y'.repeat(100_000)}`, FLAGS)).toBeNull()
  })

  it('duplicate candidates are one candidate, not a tie', () => {
    expect(closest('atempts', ['attempts', 'attempts'])).toBe('attempts')
  })
})

describe('didYouMean', () => {
  it('is the sentence end for a close name, nothing otherwise', () => {
    expect(didYouMean('atempts', FLAGS, (f) => `--${f}`)).toBe(' (did you mean --attempts?)')
    expect(didYouMean('bogus', FLAGS)).toBe('')
  })
})
