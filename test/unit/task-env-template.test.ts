import { describe, expect, it } from 'vitest'
import { expandEnv, expandEnvTemplate, templateVariables } from '../../src/task/env-template.js'
import { EnvTemplateError } from '../../src/task/errors.js'

const host = { HOME: '/root', EMPTY: '', PORT: '9090' }

describe('expandEnvTemplate', () => {
  it.each([
    ['plain', 'plain'],
    ['${HOME}', '/root'],
    ['${HOME}/.cache:${PORT}', '/root/.cache:9090'],
    ['${MISSING:-fallback}', 'fallback'],
    ['${MISSING:-}', ''],
    ['${PORT:-8080}', '9090'],
    ['${EMPTY:-filled}', 'filled'],
    ['${EMPTY}', ''],
    ['${MISSING:-a:-b}}', 'a:-b}'],
    ['cost $5 and $$HOME', 'cost $5 and $HOME'],
    ['$${HOME}', '${HOME}'],
    ['trailing $', 'trailing $'],
  ])('%j → %j', (template, expected) => {
    expect(expandEnvTemplate(template, host)).toBe(expected)
  })

  it('names an unset variable without a default', () => {
    expect(() => expandEnvTemplate('${API_KEY}', host)).toThrow(EnvTemplateError)
    expect(() => expandEnvTemplate('x${API_KEY}', host)).toThrow(/API_KEY is not set.*\$\{API_KEY:-value\}/)
  })

  it.each(['${HOME', '${}', '${A-B}', '${1X}'])('rejects malformed %j', (template) => {
    expect(() => expandEnvTemplate(template, host)).toThrow(EnvTemplateError)
  })

  it('lists the variables a template reads', () => {
    expect(templateVariables('${A}-${B:-x}-$$C')).toEqual(['A', 'B'])
  })
})

describe('expandEnv', () => {
  it('expands every value', () => {
    expect(expandEnv({ A: '${PORT}', B: 'literal' }, host)).toEqual({ A: '9090', B: 'literal' })
  })

  it('names the field of a value that cannot be expanded', () => {
    expect(() => expandEnv({ TOKEN: '${SECRET}' }, host, 'environment.env')).toThrow(
      /^environment\.env\.TOKEN: environment variable SECRET is not set/,
    )
  })
})
