// Checks the loopback server's answers against Daytona's published API description, as the
// SDK's generated clients (`@daytona/api-client`, `@daytona/toolbox-api-client`) carry it: each
// model's TypeScript declaration lists its fields, and a field without `?` is required.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type ClientPackage = '@daytona/api-client' | '@daytona/toolbox-api-client'

const require = createRequire(import.meta.url)
const cache = new Map<string, string[]>()

/** Required top-level fields of a generated model, e.g. ('@daytona/api-client', 'sandbox'). */
export function requiredFields(pkg: ClientPackage, model: string): string[] {
  const key = `${pkg}/${model}`
  const known = cache.get(key)
  if (known) return known
  const root = dirname(require.resolve(`${pkg}/package.json`))
  const text = readFileSync(join(root, 'src', 'models', `${model}.d.ts`), 'utf8')
  const body = /export interface \w+ \{([\s\S]*?)\n\}/.exec(text)?.[1]
  if (!body) throw new Error(`${key}: no interface in the generated model`)
  // Top-level fields sit at four spaces of indentation; nested object types are deeper.
  const fields = [...body.matchAll(/^ {4}'(\w+)'(\?)?:/gm)].filter((m) => !m[2]).map((m) => m[1] ?? '')
  cache.set(key, fields)
  return fields
}

/** Throws naming the model and the missing fields when `value` lacks a required one. */
export function assertModel(pkg: ClientPackage, model: string, value: unknown): void {
  if (typeof value !== 'object' || value === null) throw new Error(`${pkg} ${model}: not an object`)
  const missing = requiredFields(pkg, model).filter((field) => !(field in value))
  if (missing.length > 0) throw new Error(`${pkg} ${model}: missing required ${missing.join(', ')}`)
}
