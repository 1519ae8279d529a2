// `--provider NAME` of the CLI: where attempts run. Its names, its help and the rules of the flags
// a provider refuses come from the providers' descriptors (run/providers/index.ts), as the
// action's provider input does: the same sentence on both.
import type { EnvironmentProvider } from '../run/environment/types.js'
import { ProviderSettingsError } from '../run/environment/errors.js'
import {
  openProvider,
  PROVIDER_NAMES,
  PROVIDER_SETTINGS,
  PROVIDERS,
  providerDescriptor,
  settingRefusal,
  type ProviderName,
} from '../run/providers/index.js'
import { closest } from '../text/closest.js'
import { stringFlag, UsageError } from './args.js'

/** Where the help's descriptions start, and how wide a line may be (as the other commands' help). */
const DESCRIPTION_COLUMN = 28
const HELP_WIDTH = 102

export const PROVIDER_HELP = [
  helpEntry('      --provider NAME', `where attempts run: ${PROVIDERS.map((d) => d.help).join(' or ')}`),
  ...PROVIDERS.flatMap((d) => (d.flagHelp === undefined ? [] : [d.flagHelp])),
].join('\n')

/** `flag` then `text` from the description column, wrapped at spaces. */
function helpEntry(flag: string, text: string): string {
  const lines: string[] = []
  let line = flag.padEnd(DESCRIPTION_COLUMN)
  let empty = true
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(line)
      line = ' '.repeat(DESCRIPTION_COLUMN)
      empty = true
    }
    line += empty ? word : ` ${word}`
    empty = false
  }
  return [...lines, line].join('\n')
}

export function providerNameFlag(values: Record<string, unknown>): ProviderName {
  const name = stringFlag(values, 'provider') ?? 'docker'
  const known = PROVIDER_NAMES.find((n) => n === name)
  if (known) return known
  const meant = closest(name, PROVIDER_NAMES)
  const fix = meant === null ? `use one of ${PROVIDER_NAMES.join(', ')}` : `did you mean --provider ${meant}?`
  throw new UsageError(`--provider: unknown provider '${name}'; ${fix}`)
}

/** A flag given that the provider refuses: `--<flag>: provider <name> <why>; drop it`. */
export function assertProviderFlags(name: ProviderName, values: Record<string, unknown>): void {
  for (const setting of PROVIDER_SETTINGS) {
    if (stringFlag(values, setting) === undefined) continue
    const refusal = settingRefusal(providerDescriptor(name), setting)
    if (refusal !== null) throw new UsageError(`--${setting}: ${refusal}; drop it`)
  }
}

/**
 * The provider asked for (Docker by default), made from its settings and flags and checked before
 * anything is read (Docker: an engine answers, else ProviderUnavailableError).
 */
export async function providerFlag(
  values: Record<string, unknown>,
  concurrency: number,
  env: Record<string, string | undefined> = process.env,
): Promise<EnvironmentProvider> {
  const name = providerNameFlag(values)
  assertProviderFlags(name, values)
  try {
    return await openProvider(name, { concurrency, env, namespace: stringFlag(values, 'namespace') })
  } catch (error) {
    if (error instanceof ProviderSettingsError) throw new UsageError(error.message)
    throw error
  }
}
