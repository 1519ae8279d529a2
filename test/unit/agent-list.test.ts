// One list of installed CLIs (INSTALLED_CLIS): the action's input validation and the CLI's help
// derive from it; action.yml and docs/agents.md are prose, so this test fails when they disagree with it.
import { ACP_ADAPTERS } from '../../src/run/agents/acp/adapters.js'
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { INSTALLED_CLIS } from '../../src/run/agents/installed/index.js'
import { BUILTIN_AGENTS } from '../../src/run/agents/index.js'
import { AGENTS } from '../../src/action/inputs.js'
import { BATCH_HELP } from '../../src/cli/batch.js'

const installed = Object.keys(INSTALLED_CLIS).sort()
const names = (text: string) => [...text.matchAll(/`([a-z][a-z0-9-]*)`/g)].map((m) => m[1]!).sort()

describe('the installed CLIs, named the same everywhere', () => {
  it("the action's agent input takes exactly the built-in agents, the installed CLIs and the ACP adapters", () => {
    expect([...AGENTS].sort()).toEqual([...BUILTIN_AGENTS, ...installed, ...Object.keys(ACP_ADAPTERS)].sort())
  })

  it('helios batch --help names every ACP adapter and acp:<command>', () => {
    for (const name of Object.keys(ACP_ADAPTERS)) expect(BATCH_HELP).toContain(name)
    expect(BATCH_HELP).toContain('acp:<command>')
  })

  it("action.yml's agent input names the ACP adapters and acp:<command>", async () => {
    const yml = await readFile('action.yml', 'utf8')
    const description = /\n {2}agent:\n {4}description: '([^\n]*)'/.exec(yml)![1]!
    const listed = /an ACP adapter \(([^)]*)\)/.exec(description)![1]!
    expect(names(listed)).toEqual(Object.keys(ACP_ADAPTERS).sort())
    expect(description).toContain('`acp:<command>`')
  })

  it('helios batch --help names every installed CLI', () => {
    for (const name of installed) expect(BATCH_HELP).toContain(name)
  })

  it("action.yml's agent input lists them", async () => {
    const yml = await readFile('action.yml', 'utf8')
    const description = /\n {2}agent:\n {4}description: '([^\n]*)'/.exec(yml)![1]!
    const listed = /an installed CLI \(([^)]*)\)/.exec(description)![1]!
    expect(names(listed)).toEqual(installed)
  })

  it("docs/agents.md's agent overview and its installed-CLI table have a row for each, and no other", async () => {
    const readme = await readFile('docs/agents.md', 'utf8')
    const overview = /\n\| ([^|]*) \| the vendor's CLI/.exec(readme)![1]!
    expect(names(overview)).toEqual(installed)
    const table = readme.slice(readme.indexOf('| agent | package (default version) |'))
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2)
    expect(rows.map((row) => /^\| `([^`]+)` \|/.exec(row)![1]!).sort()).toEqual(installed)
  })

  it('each table row names the version the tests pin', async () => {
    const readme = await readFile('docs/agents.md', 'utf8')
    for (const [name, cli] of Object.entries(INSTALLED_CLIS)) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`))!
      expect(row).toContain(`(${cli.defaultVersion})`)
    }
  })
})
