// The generated pages and their text as the code says they should be, read from the repository
// root (action.yml, docs/action-reference.md's prose) and the CLI itself.
import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { allSettings } from '../../src/settings/index.js'
import { RUN_SETTINGS } from '../../src/settings/run.js'
import { DEFAULT_LIMITS } from '../../src/run/agents/helios/index.js'
import { cliHelpTexts } from './help-texts.js'
import { PROVIDERS } from '../../src/run/providers/index.js'
import {
  actionReference,
  capabilityTable,
  cliReference,
  replaceBlock,
  settingsTable,
  type ActionYml,
} from './render.js'

export const ACTION_REFERENCE = 'docs/action-reference.md'
export const CLI_REFERENCE = 'docs/cli-reference.md'
export const CONFIGURATION = 'docs/configuration.md'
export const PROVIDERS_PAGE = 'docs/providers.md'

/** Defaults the built-in agent applies where the shared settings table sets none. */
const BUILT_IN_AGENT_DEFAULTS = { 'max-turns': DEFAULT_LIMITS.maxTurns }

/** Each generated page's path (relative to `root`) and the text it should have. */
export async function generatedPages(root = '.'): Promise<Record<string, string>> {
  const action = parse(await readFile(`${root}/action.yml`, 'utf8')) as ActionYml
  const page = await readFile(`${root}/${ACTION_REFERENCE}`, 'utf8')
  const configuration = await readFile(`${root}/${CONFIGURATION}`, 'utf8')
  const providers = await readFile(`${root}/${PROVIDERS_PAGE}`, 'utf8')
  const { overview, commands } = await cliHelpTexts()
  return {
    [ACTION_REFERENCE]: actionReference(page, action, ACTION_REFERENCE),
    [CLI_REFERENCE]: cliReference(overview, commands, RUN_SETTINGS, BUILT_IN_AGENT_DEFAULTS),
    [CONFIGURATION]: replaceBlock(configuration, 'settings', settingsTable(allSettings()), CONFIGURATION),
    [PROVIDERS_PAGE]: replaceBlock(providers, 'capabilities', capabilityTable(PROVIDERS), PROVIDERS_PAGE),
  }
}
