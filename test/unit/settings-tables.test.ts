// Every row of the settings tables (src/settings/) against the views GitHub and users read: the
// input in action.yml, the flag in each command's --help, the generated pages. A view that drifts
// from its row fails here.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { allSettings, type SettingEntry } from '../../src/settings/index.js'
import { valuesText, type Setting } from '../../src/settings/setting.js'
import { cliHelpTexts } from '../../scripts/docs/help-texts.js'
import type { ActionYml } from '../../scripts/docs/render.js'

const root = path.resolve(import.meta.dirname, '../..')
const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as ActionYml
const { commands } = await cliHelpTexts()
const helpOf = new Map(commands.map((c) => [c.command, c.help]))
const cliReference = await readFile(path.join(root, 'docs/cli-reference.md'), 'utf8')
const configuration = await readFile(path.join(root, 'docs/configuration.md'), 'utf8')
const rows = allSettings()
const rowName = (e: SettingEntry) => `${e.family}.${e.name}`

/** Problems of one input against its row: missing, another default, another stated range. */
function actionProblems(rule: Setting, input: ActionYml['inputs'][string] | undefined): string[] {
  if (input === undefined) return [`action.yml has no input '${rule.action}'`]
  const problems: string[] = []
  const given = input.default ?? ''
  const wanted = rule.default === undefined ? '' : String(rule.default)
  const description = input.description ?? ''
  if (given !== '' && given !== wanted) problems.push(`default '${given}', the table says '${wanted}'`)
  // An empty default in action.yml: the description says the default instead.
  if (
    given === '' &&
    wanted !== '' &&
    !new RegExp(`\\bDefault ${wanted.replace('.', '\\.')}\\b`).test(description)
  )
    problems.push(`no default in action.yml and its description does not say "Default ${wanted}"`)
  if (rule.kind === 'whole' || rule.kind === 'number')
    for (const m of description.matchAll(/\b(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)\b/g))
      if (Number(m[1]) !== rule.min || Number(m[2]) !== rule.max)
        problems.push(`description says ${m[0]}, the table ${rule.min} to ${rule.max}`)
  return problems
}

/** The option's paragraph in a --help text: its line and the deeper-indented lines after it. */
function flagParagraph(help: string, flag: string): string | null {
  const lines = help.split('\n')
  const start = lines.findIndex((l) => new RegExp(`^\\s+(-\\w, )?--${flag}(\\s|$)`).test(l))
  if (start < 0) return null
  const indent = (l: string) => l.length - l.trimStart().length
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((l) => l.trim() === '' || indent(l) <= indent(lines[start]!) + 4)
  return [lines[start]!, ...rest.slice(0, end < 0 ? rest.length : end)].join('\n')
}

/** Problems of one command's help against a row: the flag missing, or a default that is not the row's. */
function helpProblems(rule: Setting, help: string, primary: boolean): string[] {
  const paragraph = flagParagraph(help, rule.cli!)
  if (paragraph === null) return [`--help has no option line for --${rule.cli}`]
  const stated = [...paragraph.matchAll(/\(default ([^;)\s]+)/g)].map((m) => m[1])
  const wanted = rule.default === undefined ? null : String(rule.default)
  // A row without a default (max-turns: the built-in agent's own) leaves the statement to its owner.
  if (wanted !== null && stated.some((d) => d !== wanted))
    return [`--help says default ${stated.join(', ')}; the table ${wanted}`]
  // The first command that takes the flag states its default.
  if (primary && wanted !== null && stated.length === 0)
    return [`--help does not state the default ${wanted}`]
  return []
}

describe('each row against action.yml', () => {
  const withInput = rows.filter((e) => e.rule.action !== null)
  it.each(withInput.map((e) => [rowName(e), e] as const))('%s', (_, { rule }) => {
    expect(actionProblems(rule, action.inputs[rule.action!])).toEqual([])
  })

  it('catches a drifted default, a missing statement and a wrong range (the check can fail)', () => {
    const shards = rows.find((e) => e.name === 'shards')!.rule
    const attempts = rows.find((e) => e.name === 'attempts')!.rule
    expect(actionProblems(shards, { description: 'plan: shards, 1 to 64.' })).toEqual([
      'description says 1 to 64, the table 1 to 256',
    ])
    expect(actionProblems(attempts, { default: '3', description: '' })).toEqual([
      "default '3', the table says '1'",
    ])
    expect(actionProblems(attempts, { default: '', description: 'attempts. Default 10.' })).toEqual([
      'no default in action.yml and its description does not say "Default 1"',
    ])
    expect(actionProblems(attempts, undefined)).toEqual(["action.yml has no input 'attempts'"])
  })
})

describe("each row against its commands' --help", () => {
  const withFlag = rows.filter((e) => e.rule.cli !== null)
  it.each(withFlag.map((e) => [rowName(e), e] as const))('%s', (_, { rule }) => {
    expect(rule.commands.length).toBeGreaterThan(0)
    const problems = rule.commands.flatMap((command, i) =>
      helpProblems(rule, helpOf.get(command) ?? '', i === 0).map((p) => `helios ${command}: ${p}`),
    )
    expect(problems).toEqual([])
  })

  it('catches a default the help states wrong, or not at all (the check can fail)', () => {
    const k = rows.find((e) => e.name === 'k')!.rule
    expect(helpProblems(k, '  --k K    pass@k (default 2)\n', true)).toEqual([
      '--help says default 2; the table 1',
    ])
    expect(helpProblems(k, '  --k K    pass@k\n', true)).toEqual(['--help does not state the default 1'])
    expect(helpProblems(k, '  --kk K    pass@k\n', false)).toEqual(['--help has no option line for --k'])
  })

  it('a flag no command takes has no row claiming it (rows name only real commands)', () => {
    for (const { rule } of withFlag)
      for (const command of rule.commands) expect(helpOf.has(command)).toBe(true)
  })
})

describe('each row in the generated pages', () => {
  it.each(rows.map((e) => [rowName(e), e] as const))('%s', (_, { family, name, rule }) => {
    const line = configuration.split('\n').find((l) => l.startsWith(`| ${family} | \`${name}\` |`))
    expect(line, `docs/configuration.md has no row for ${family}.${name}: run npm run docs`).toBeDefined()
    expect(line).toContain(valuesText(rule).replace(/\|/g, '\\|'))
    for (const command of rule.commands) {
      const section = cliReference.split(`## helios ${command}\n`)[1]?.split('\n## ')[0] ?? ''
      // `run` shares batch's help: its section points there.
      const shown = section.includes('The same options as') ? cliReference : section
      expect(shown, `docs/cli-reference.md: helios ${command} lacks --${rule.cli}`).toContain(`--${rule.cli}`)
    }
  })
})
