// Checks the loopback E2B server's answers against E2B's published API description as the SDK
// carries it (`components["schemas"]` in the `e2b` package's type declarations, generated from
// E2B's OpenAPI document): a field without `?` is required.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
let declarations: string | null = null
const cache = new Map<string, string[]>()

/** Required top-level fields of schema `name` (the REST API's, the first of that name). */
export function requiredFields(name: string): string[] {
  const known = cache.get(name)
  if (known) return known
  declarations ??= readFileSync(join(dirname(require.resolve('e2b')), 'index.d.mts'), 'utf8')
  const start = declarations.indexOf(`\n    ${name}: {\n`)
  if (start < 0) throw new Error(`e2b schema ${name}: not in the SDK's declarations`)
  const body = declarations.slice(start).split(/\n {4}\};?\n/)[0] ?? ''
  // Top-level fields sit at six spaces of indentation; nested object types are deeper.
  const fields = [...body.matchAll(/^ {6}(\w+)(\?)?:/gm)].filter((m) => !m[2]).map((m) => m[1] ?? '')
  cache.set(name, fields)
  return fields
}

/** Throws naming the schema and the missing fields when `value` lacks a required one. */
export function assertSchema(name: string, value: unknown): void {
  if (typeof value !== 'object' || value === null) throw new Error(`e2b ${name}: not an object`)
  const missing = requiredFields(name).filter((field) => !(field in value))
  if (missing.length > 0) throw new Error(`e2b ${name}: missing required ${missing.join(', ')}`)
}
