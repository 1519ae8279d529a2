// Value forms of the Compose file format that have more than one spelling: durations ("1m30s"),
// commands (a string split like a shell would, or a list), environment (a map or KEY=VALUE list).
// Each returns null for a malformed value; the caller names the field. Pure.

const DURATION_UNITS: Record<string, number> = { us: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }

/** Seconds of a Compose duration such as "30s", "1m30s", "500ms", "1h"; null if malformed. */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number' && value >= 0) return value
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  let seconds = 0
  let consumed = 0
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(us|ms|s|m|h)/g)) {
    if (match.index !== consumed) return null
    seconds += Number(match[1]) * DURATION_UNITS[match[2]!]!
    consumed += match[0].length
  }
  return consumed === text.length ? Math.round(seconds * 1000) / 1000 : null
}

/**
 * A command as an argv: a list is used as is, a string is split on unquoted whitespace with
 * single quotes, double quotes and backslash escapes (Compose splits strings this way, not via a shell).
 */
export function parseCommand(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? value : null
  if (typeof value !== 'string') return null
  const words: string[] = []
  let word: string | null = null
  let quote: '"' | "'" | null = null
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!
    if (quote === "'") {
      if (char === "'") quote = null
      else word += char
    } else if (char === '\\' && i + 1 < value.length && (quote === null || /["\\$`]/.test(value[i + 1]!))) {
      word = (word ?? '') + value[++i]
    } else if (quote === '"') {
      if (char === '"') quote = null
      else word += char
    } else if (char === '"' || char === "'") {
      quote = char
      word ??= ''
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word)
      word = null
    } else word = (word ?? '') + char
  }
  if (quote !== null) return null
  if (word !== null) words.push(word)
  return words
}

/** `environment:` as a map (`KEY: value`) or a list (`- KEY=value`); a bare `KEY` is left out. */
export function parseEnvironment(value: unknown): Record<string, string> | null {
  if (value === undefined || value === null) return {}
  const env: Record<string, string> = {}
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (typeof entry !== 'string') return null
      const eq = entry.indexOf('=')
      // `- KEY` alone passes the host's value through: never done here (it could be a secret).
      if (eq > 0) env[entry.slice(0, eq)] = entry.slice(eq + 1)
    }
    return env
  }
  if (typeof value !== 'object') return null
  for (const [key, v] of Object.entries(value)) {
    if (v === null) continue
    if (!['string', 'number', 'boolean'].includes(typeof v)) return null
    env[key] = String(v)
  }
  return env
}

/** A healthcheck `test`: a string runs in a shell; a list starts with CMD, CMD-SHELL or NONE. */
export function parseHealthTest(value: unknown): string[] | null {
  if (typeof value === 'string' && value.trim() !== '') return ['CMD-SHELL', value]
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return null
  const [kind] = value
  if (kind === 'CMD' || kind === 'CMD-SHELL') return value.length > 1 ? value : null
  return kind === 'NONE' ? ['NONE'] : null
}
