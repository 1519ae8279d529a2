// What a flag parse error says: node:util parseArgs explains an unknown flag with advice about
// positionals after `--`; a user who typed `--concurency` wants `--concurrency`. Pure.
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { escapeTerminal } from '../report/escape.js'
import { closest } from '../text/closest.js'
import { errorCode, messageOf } from '../narrow.js'

type Options = NonNullable<ParseArgsConfig['options']>

/** The longest flag name a message repeats: a pasted paragraph is not echoed whole. */
const SHOWN_CHARS = 60

/**
 * One sentence for parseArgs' `error` about `argv`: the flag, then the fix (the flag meant, the
 * value it needs); parseArgs' own text for an error this does not know.
 */
export function flagErrorMessage(
  argv: readonly string[],
  options: Options,
  error: unknown,
  aliases: Readonly<Record<string, string>> = {},
): string {
  const code = errorCode(error)
  const message = messageOf(error)
  const tokens = parseArgs({
    args: [...argv],
    options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  }).tokens.filter((t) => t.kind === 'option')
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const unknown = tokens.find((t) => !(t.name in options))
    if (unknown) return unknownFlag(unknown.rawName, unknown.name, options, aliases)
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    for (const t of tokens) {
      const option = options[t.name]
      if (!option) continue
      const flag = `--${t.name}`
      if (option.type === 'boolean' && t.value !== undefined)
        return `${flag} takes no value (got '${shown(t.value)}'): give ${flag} alone`
      if (option.type === 'string' && t.value === undefined) return `${flag} needs a value: ${flag} <value>`
      if (option.type === 'string' && t.inlineValue === false && t.value.startsWith('-'))
        return `${flag} is followed by ${shown(t.value)}, not a value: give ${flag} its value first (or write ${flag}=${shown(t.value)} if that is the value)`
    }
  }
  return message
}

/** An alias is not suggested: `--concur` means `--concurrency`, not one of it and `--concurrent`. */
function unknownFlag(
  rawName: string,
  name: string,
  options: Options,
  aliases: Readonly<Record<string, string>>,
): string {
  const long = rawName.startsWith('--')
  const flags = Object.keys(options).filter((flag) => !Object.hasOwn(aliases, flag))
  const meant = long ? closest(name, flags) : null
  const fix =
    meant !== null ? `did you mean --${meant}?` : `run with --help to see the flags this command takes`
  return `unknown flag ${shown(long ? rawName : `-${name}`)}; ${fix}`
}

/** The user's text as a message repeats it: control characters shown, clipped. */
export function shown(text: string): string {
  const chars = [...text]
  const clipped = chars.length > SHOWN_CHARS ? `${chars.slice(0, SHOWN_CHARS).join('')}…` : text
  return escapeTerminal(clipped)
}
