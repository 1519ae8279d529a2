// Checks a Kubernetes JSON object against @kubernetes/client-node's generated models, which are
// generated from the Kubernetes OpenAPI description: each model's `attributeTypeMap` lists its
// fields (JSON name, type, format), and its TypeScript declaration marks the fields the API
// requires (no `?`, from the description's `required` list). What the loopback API server receives
// and answers is held to them, so a field the real API does not know, a wrong primitive type or a
// missing required field fails the test, naming the model and the field.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as k8s from '@kubernetes/client-node'

interface Attribute {
  name: string
  baseName: string
  type: string
  format: string
}

type ModelClass = { attributeTypeMap?: Attribute[] }

const MODELS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@kubernetes/client-node')),
  'gen',
  'models',
)
const requiredCache = new Map<string, Set<string>>()

function attributesOf(model: string): Attribute[] | null {
  const found = (k8s as unknown as Record<string, ModelClass | undefined>)[model]
  return found?.attributeTypeMap ?? null
}

/** The JSON names of the fields the model's declaration marks required. */
export function requiredFields(model: string): Set<string> {
  const cached = requiredCache.get(model)
  if (cached) return cached
  const declaration = readFileSync(join(MODELS_DIR, `${model}.d.ts`), 'utf8')
  const byName = new Map((attributesOf(model) ?? []).map((a) => [a.name, a.baseName]))
  const required = new Set(
    [...declaration.matchAll(/^\s+'([^']+)':/gm)].map((m) => byName.get(m[1]!) ?? m[1]!),
  )
  requiredCache.set(model, required)
  return required
}

/** Every problem of `value` as a `model` (empty: it conforms), each naming the model and field path. */
export function shapeProblems(model: string, value: unknown, path: string = model): string[] {
  return checkType(model, '', value, path)
}

function checkModel(model: string, value: unknown, path: string): string[] {
  const attributes = attributesOf(model)
  if (!attributes) return [`${path}: ${model} is not a model of @kubernetes/client-node`]
  if (!isObject(value)) return [`${path}: ${model} must be an object, got ${describe(value)}`]
  const problems: string[] = []
  const known = new Map(attributes.map((a) => [a.baseName, a]))
  for (const [key, field] of Object.entries(value)) {
    const attribute = known.get(key)
    if (!attribute) problems.push(`${path}.${key}: unknown field of ${model}`)
    else if (field !== undefined && field !== null)
      problems.push(...checkType(attribute.type, attribute.format, field, `${path}.${key}`))
  }
  for (const key of requiredFields(model))
    if (value[key] === undefined || value[key] === null)
      problems.push(`${path}.${key}: required field of ${model} is missing`)
  return problems
}

function checkType(type: string, format: string, value: unknown, path: string): string[] {
  const array = /^Array<(.+)>$/.exec(type)
  if (array) {
    if (!Array.isArray(value)) return [`${path}: ${type} must be an array, got ${describe(value)}`]
    return value.flatMap((item, i) => checkType(array[1]!, format, item, `${path}[${i}]`))
  }
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type)
  if (map) {
    if (!isObject(value)) return [`${path}: a map of ${map[1]} must be an object, got ${describe(value)}`]
    return Object.entries(value).flatMap(([k, v]) => checkType(map[1]!, format, v, `${path}.${k}`))
  }
  switch (type) {
    case 'any':
      return []
    case 'string':
      return typeof value === 'string' ? [] : [`${path}: must be a string, got ${describe(value)}`]
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path}: must be a boolean, got ${describe(value)}`]
    case 'number': {
      const integer = format === 'int32' || format === 'int64'
      if (typeof value === 'number' && (!integer || Number.isInteger(value))) return []
      return [`${path}: must be ${integer ? 'an integer' : 'a number'} (${format}), got ${describe(value)}`]
    }
    case 'Date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? []
        : [`${path}: must be an RFC 3339 time, got ${describe(value)}`]
    case 'IntOrString':
      return typeof value === 'string' || Number.isInteger(value)
        ? []
        : [`${path}: must be an integer or a string, got ${describe(value)}`]
  }
  // A model name; a type with no field list (MicroTime, Quantity) is a string in JSON.
  if (attributesOf(type)) return checkModel(type, value, path)
  return typeof value === 'string' ? [] : [`${path}: ${type} must be a string, got ${describe(value)}`]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array'
  if (value === null) return 'null'
  return `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`
}

/**
 * What the API server requires of a pod it creates beyond the OpenAPI `required` lists (the
 * server's validation, Kubernetes API reference, Pod v1 and Container v1:
 * https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-v1/): a name (or
 * generateName), a spec, and an image for every container ("Required value" otherwise).
 */
export function podCreateProblems(pod: unknown): string[] {
  if (!isObject(pod)) return []
  const metadata = isObject(pod.metadata) ? pod.metadata : {}
  const problems: string[] = []
  if (typeof metadata.name !== 'string' && typeof metadata.generateName !== 'string')
    problems.push('V1Pod.metadata.name: required to create a pod (or metadata.generateName)')
  if (!isObject(pod.spec)) return [...problems, 'V1Pod.spec: required to create a pod']
  const containers = Array.isArray(pod.spec.containers) ? pod.spec.containers : []
  containers.forEach((container, i) => {
    if (!isObject(container) || typeof container.image !== 'string' || container.image === '')
      problems.push(`V1Pod.spec.containers[${i}].image: required to create a pod`)
  })
  return problems
}
