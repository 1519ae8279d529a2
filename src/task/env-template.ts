// `${VAR}` and `${VAR:-default}` in task.toml env values, resolved against the host's environment
// (Harbor's syntax). `$$` is a literal `$`; a `$` not followed by `{` or `$` is kept as is, so
// values like `a$b` need no escaping. `:-` follows the shell: the default also replaces an empty
// value. Pure: the caller passes the host environment.

import { EnvTemplateError } from './errors.js'

const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

type Piece = { literal: string } | { variable: string; fallback: string | null }

/** Splits a template into literals and variable references; throws on malformed syntax. */
export function parseEnvTemplate(template: string): Piece[] {
  const pieces: Piece[] = []
  let literal = ''
  let i = 0
  while (i < template.length) {
    const char = template[i]
    const next = template[i + 1]
    if (char === '$' && next === '$') {
      literal += '$'
      i += 2
    } else if (char === '$' && next === '{') {
      const close = template.indexOf('}', i + 2)
      if (close < 0) {
        throw new EnvTemplateError(
          null,
          `unclosed "\${" in "${template}": close it with "}" or write "$$" for a literal "$"`,
        )
      }
      const body = template.slice(i + 2, close)
      const split = body.indexOf(':-')
      const variable = split < 0 ? body : body.slice(0, split)
      if (!VAR_NAME.test(variable)) {
        throw new EnvTemplateError(
          variable,
          `"\${${body}}" in "${template}" is not a variable reference: use \${NAME} or \${NAME:-default} (NAME is letters, digits, _)`,
        )
      }
      if (literal) pieces.push({ literal })
      literal = ''
      pieces.push({ variable, fallback: split < 0 ? null : body.slice(split + 2) })
      i = close + 1
    } else {
      literal += char
      i += 1
    }
  }
  if (literal) pieces.push({ literal })
  return pieces
}

/** Variables a template reads (for reporting which host variables a task needs). */
export function templateVariables(template: string): string[] {
  return parseEnvTemplate(template).flatMap((piece) => ('variable' in piece ? [piece.variable] : []))
}

export function expandEnvTemplate(template: string, hostEnv: Record<string, string | undefined>): string {
  return parseEnvTemplate(template)
    .map((piece) => {
      if ('literal' in piece) return piece.literal
      const value = hostEnv[piece.variable]
      if (value !== undefined && !(piece.fallback !== null && value === '')) return value
      if (piece.fallback !== null) return piece.fallback
      throw new EnvTemplateError(
        piece.variable,
        `environment variable ${piece.variable} is not set: set it on the host or give a default with \${${piece.variable}:-value}`,
      )
    })
    .join('')
}

/**
 * Expands every value of an env table. `section` (e.g. `environment.env`) only makes errors name
 * the field: `environment.env.API_URL: environment variable X is not set ...`.
 */
export function expandEnv(
  env: Record<string, string>,
  hostEnv: Record<string, string | undefined>,
  section = 'env',
): Record<string, string> {
  const expanded: Record<string, string> = {}
  for (const [key, template] of Object.entries(env)) {
    try {
      expanded[key] = expandEnvTemplate(template, hostEnv)
    } catch (error) {
      if (error instanceof EnvTemplateError) {
        throw new EnvTemplateError(error.variable, `${section}.${key}: ${error.message}`)
      }
      throw error
    }
  }
  return expanded
}
