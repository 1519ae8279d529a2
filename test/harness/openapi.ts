// Checks a REST request against GitHub's OpenAPI description (`@octokit/openapi`, the
// api.github.com variant only: importing the package index would load every variant, ~880 MB).
// The description is read once per process; body validators are compiled lazily and cached.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Ajv, type ValidateFunction } from 'ajv'

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: Record<string, unknown>
}

interface Operation {
  parameters?: (Parameter | { $ref: string })[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> }
}

interface Spec {
  paths: Record<string, Record<string, Operation | unknown>>
  components: { parameters: Record<string, Parameter> }
}

interface Route {
  template: string
  regex: RegExp
  names: string[]
  literalSegments: number
}

export interface OpenApiMatch {
  /** The path template, e.g. `/repos/{owner}/{repo}/check-runs`. */
  template: string
  params: Record<string, string>
}

export interface OpenApiCheck {
  match?: OpenApiMatch
  /** Empty when the request is one GitHub would accept (as far as the description says). */
  problems: string[]
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options'])

let loaded: { spec: Spec; routes: Route[]; ajv: Ajv; validators: Map<string, ValidateFunction> } | undefined

function specPath(): string {
  const require = createRequire(import.meta.url)
  // Resolve the package folder without importing its index.
  const pkg = require.resolve('@octokit/openapi/package.json')
  return path.join(path.dirname(pkg), 'generated', 'api.github.com.json')
}

function load(): NonNullable<typeof loaded> {
  if (loaded) return loaded
  const spec = JSON.parse(readFileSync(specPath(), 'utf8')) as Spec
  const routes: Route[] = Object.keys(spec.paths).map((template) => {
    const names: string[] = []
    const pattern = template
      .split('/')
      .map((segment) =>
        segment.replace(/\{([^}]+)\}|[^{}]+/g, (part, name: string | undefined) => {
          if (name) {
            names.push(name)
            return '([^/]+)'
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        }),
      )
      .join('/')
    const literalSegments = template.split('/').filter((s) => s && !s.includes('{')).length
    return { template, regex: new RegExp(`^${pattern}$`), names, literalSegments }
  })
  // Prefer the most specific template when several match (`/x/latest` over `/x/{id}`).
  routes.sort((a, b) => b.literalSegments - a.literalSegments)
  const ajv = new Ajv({
    strict: false,
    validateSchema: false,
    allErrors: true,
    logger: false,
    formats: {
      'date-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i,
      date: /^\d{4}-\d\d-\d\d$/,
      uri: true,
      'uri-template': true,
      email: true,
      hostname: true,
      binary: true,
    },
  })
  ajv.addSchema(spec as object, 'github')
  loaded = { spec, routes, ajv, validators: new Map() }
  return loaded
}

/** Loads the description now (≈ 0.2 s) instead of on the first request. */
export function preloadOpenApi(): void {
  load()
}

function pointerEscape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}

function validator(ref: string): ValidateFunction | undefined {
  const { ajv, validators } = load()
  let fn = validators.get(ref)
  if (!fn) {
    fn = ajv.getSchema(ref)
    if (fn) validators.set(ref, fn)
  }
  return fn
}

function resolveParameter(spec: Spec, p: Parameter | { $ref: string }): Parameter {
  if ('$ref' in p) {
    const name = p.$ref.replace('#/components/parameters/', '')
    const resolved = spec.components.parameters[name]
    if (!resolved) throw new Error(`unresolved parameter ${p.$ref}`)
    return resolved
  }
  return p
}

/** A query/path string value coerced to what its schema wants, for validation. */
function coerce(value: string, schema: Record<string, unknown> | undefined): unknown {
  const type = schema?.type
  if (type === 'integer' || type === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value
  if (type === 'array') return value.split(',')
  if (!type && Array.isArray(schema?.oneOf)) return /^\d+$/.test(value) ? Number(value) : value
  return value
}

function ajvErrors(fn: ValidateFunction): string {
  return (fn.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`.trim()).join('; ')
}

export function matchRoute(pathname: string): OpenApiMatch | undefined {
  for (const route of load().routes) {
    const m = route.regex.exec(pathname)
    if (!m) continue
    const params: Record<string, string> = {}
    route.names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1] ?? '')
    })
    return { template: route.template, params }
  }
  return undefined
}

/**
 * Validates method, path, path and query parameters (required, type, enum; unknown query
 * parameters count as problems) and the JSON body.
 */
export function checkRequest(method: string, url: URL, body: unknown): OpenApiCheck {
  const { spec } = load()
  const lower = method.toLowerCase()
  const match = matchRoute(url.pathname)
  if (!match) return { problems: [`no such path in GitHub's API: ${url.pathname}`] }
  const item = spec.paths[match.template] ?? {}
  const operation = item[lower] as Operation | undefined
  if (!METHODS.has(lower) || !operation) {
    return { match, problems: [`${method} is not an operation of ${match.template}`] }
  }
  const problems: string[] = []
  const parameters = [
    ...((item.parameters as Operation['parameters']) ?? []),
    ...(operation.parameters ?? []),
  ].map((p) => resolveParameter(spec, p))
  const { ajv } = load()
  const checkValue = (p: Parameter, raw: string): void => {
    if (!p.schema) return
    const value = coerce(raw, p.schema)
    const valid = ajv.validate(p.schema, value)
    if (!valid)
      problems.push(`${p.in} parameter ${p.name}=${JSON.stringify(raw)}: ${ajv.errorsText(ajv.errors)}`)
  }
  for (const p of parameters.filter((p) => p.in === 'path')) {
    const raw = match.params[p.name]
    if (raw === undefined || raw === '') problems.push(`missing path parameter ${p.name}`)
    else checkValue(p, raw)
  }
  const queryParams = parameters.filter((p) => p.in === 'query')
  for (const p of queryParams) {
    const raw = url.searchParams.get(p.name)
    if (raw === null) {
      if (p.required) problems.push(`missing required query parameter ${p.name}`)
    } else checkValue(p, raw)
  }
  for (const key of new Set(url.searchParams.keys())) {
    if (!queryParams.some((p) => p.name === key)) problems.push(`unknown query parameter ${key}`)
  }
  const requestBody = operation.requestBody
  const jsonSchema = requestBody?.content?.['application/json']?.schema
  if (body === undefined) {
    if (requestBody?.required) problems.push('missing required request body')
  } else if (!jsonSchema) {
    problems.push(`${method} ${match.template} takes no JSON body`)
  } else {
    const ref = `github#/paths/${pointerEscape(match.template)}/${lower}/requestBody/content/application~1json/schema`
    const fn = validator(ref)
    if (!fn) problems.push(`cannot compile body schema ${ref}`)
    else if (!fn(body)) problems.push(`request body: ${ajvErrors(fn)}`)
  }
  return { match, problems }
}
