// The dataset registry: `<name>@<version>` → a git repository, a pinned commit and a folder in it.
// The registry this project ships (registry.json beside this file) and a user's own file
// (`--dataset-registry`, the action's `dataset-registry`) have one shape; a user's entry replaces a
// shipped one of the same name and version. Pure: the caller reads the files.
import { z } from 'zod'
import { checkSchemaVersion, parseJsonFile, SchemaError, validate } from '../results/schema-error.js'
import { isRecord } from '../narrow.js'

export const DATASET_REGISTRY_SCHEMA_VERSION = 1

/** A full commit id: a branch or tag moves, so a pin is never one. */
const COMMIT_ID = /^[0-9a-f]{40}$/
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

export const datasetEntrySchema = z.object({
  /** What users type before the `@`: letters, digits, `.`, `_`, `-`. */
  name: z.string().regex(NAME, 'letters, digits, ".", "_" and "-", starting with a letter or digit'),
  /** What users type after the `@`; a label, the commit is what pins the content. */
  version: z.string().regex(NAME, 'letters, digits, ".", "_" and "-", starting with a letter or digit'),
  description: z.string().optional(),
  /** An http(s) git remote (smart HTTP). */
  git_url: z.string().regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL of a git repository'),
  /** The pinned commit: 40 lowercase hex digits. */
  git_commit_id: z.string(),
  /** The tasks folder inside the repository, relative, `/`-separated; `.` for its top. */
  path: z.string().default('.'),
})

export const datasetRegistrySchema = z.object({
  schema_version: z.literal(DATASET_REGISTRY_SCHEMA_VERSION),
  datasets: z.array(datasetEntrySchema),
})

export type DatasetEntry = z.infer<typeof datasetEntrySchema>
export type DatasetRegistry = Map<string, DatasetEntry & { file: string }>

/** `name@version`, the key users type. */
export function datasetRef(entry: Pick<DatasetEntry, 'name' | 'version'>): string {
  return `${entry.name}@${entry.version}`
}

/** What a run summary records of the entry (results' `dataset`): no description, no file. */
export function datasetRecord(entry: DatasetEntry) {
  const { name, version, git_url, git_commit_id, path } = entry
  return { name, version, git_url, git_commit_id, path }
}

/** Why a path cannot name a folder inside the checkout, or null when it can. */
export function pathProblem(path: string): string | null {
  if (path.trim() === '') return 'is empty; use "." for the repository\'s top'
  if (path.includes('\\')) return `is '${path}'; separate folders with "/"`
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
    return `is '${path}'; give it relative to the repository`
  if (path.split('/').includes('..')) return `is '${path}'; ".." would leave the repository`
  if (path.split('/')[0] === '.git' || path.split('/').includes('.git'))
    return `is '${path}'; .git holds no tasks`
  return null
}

/** Why a commit id cannot pin, or null. */
export function commitProblem(commit: string): string | null {
  if (COMMIT_ID.test(commit)) return null
  if (/^[0-9a-fA-F]{40}$/.test(commit)) return `is '${commit}'; write it in lowercase`
  return `is '${commit}'; pin a full 40-hex commit id (git rev-parse ${commit || 'REF'}), not a branch, tag or short id: those can move`
}

/**
 * Reads one registry file's text. Throws SchemaError naming the file, the entry (`datasets[i]`,
 * with its `name@version` when it has one) and the field.
 */
export function parseDatasetRegistry(text: string, file: string): DatasetEntry[] {
  const raw = parseJsonFile(text, file)
  checkSchemaVersion(raw, file, [DATASET_REGISTRY_SCHEMA_VERSION], 'dataset registry')
  const datasets = raw['datasets']
  // Not a list: the schema says what is wrong (and throws).
  const list: unknown[] = Array.isArray(datasets)
    ? datasets
    : validate(datasetRegistrySchema, raw, file).datasets
  const seen = new Set<string>()
  return list.map((item, i) => {
    const label = entryLabel(item, i)
    const entry = validate(datasetEntrySchema, item, file, label)
    const fail = (field: string, detail: string): never => {
      throw new SchemaError(file, `${label}.${field}`, detail)
    }
    const commit = commitProblem(entry.git_commit_id)
    if (commit) fail('git_commit_id', commit)
    const path = pathProblem(entry.path)
    if (path) fail('path', path)
    const ref = datasetRef(entry)
    if (seen.has(ref)) fail('version', `${ref} is listed twice in this file`)
    seen.add(ref)
    return entry
  })
}

/** `datasets[2] (terminal-bench@2.0)`: the index, and the name when the entry has one to show. */
function entryLabel(item: unknown, index: number): string {
  const at = `datasets[${index}]`
  if (!isRecord(item)) return at
  const { name, version } = item
  if (typeof name !== 'string') return at
  return `${at} (${typeof version === 'string' ? `${name}@${version}` : name})`
}

/** The registries in order, later files' entries replacing earlier ones of the same ref. */
export function mergeRegistries(
  files: readonly { file: string; entries: DatasetEntry[] }[],
): DatasetRegistry {
  const registry: DatasetRegistry = new Map()
  for (const { file, entries } of files)
    for (const entry of entries) registry.set(datasetRef(entry), { ...entry, file })
  return registry
}

export class DatasetRefError extends Error {
  override name = 'DatasetRefError'
}

/** The entry for `name@version`; a ref without a version or one not listed names what is. */
export function findDataset(registry: DatasetRegistry, ref: string): DatasetEntry & { file: string } {
  const at = ref.lastIndexOf('@')
  const known = [...registry.keys()].sort()
  const list = known.length > 0 ? known.join(', ') : 'none'
  if (at <= 0 || at === ref.length - 1) {
    const versions = known.filter((k) => k.startsWith(`${ref.replace(/@$/, '')}@`))
    throw new DatasetRefError(
      `dataset '${ref}' needs a version, as <name>@<version>${versions.length > 0 ? `: ${versions.join(', ')}` : `; the registry lists ${list}`}`,
    )
  }
  const entry = registry.get(ref)
  if (entry) return entry
  const name = ref.slice(0, at)
  const versions = known.filter((k) => k.startsWith(`${name}@`))
  throw new DatasetRefError(
    versions.length > 0
      ? `dataset '${ref}' is not in the registry; its versions are ${versions.join(', ')}`
      : `dataset '${ref}' is not in the registry (it lists ${list}); add it to a file given with --dataset-registry`,
  )
}
