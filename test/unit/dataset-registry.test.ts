// The dataset registry's reader (errors name the file, the entry and the field), the lookup of
// `name@version`, the shipped registry, and the task collection checksum.
import { describe, expect, it } from 'vitest'
import shipped from '../../src/datasets/registry.json' with { type: 'json' }
import {
  findDataset,
  mergeRegistries,
  parseDatasetRegistry,
  type DatasetEntry,
} from '../../src/datasets/registry.js'
import { tasksChecksum } from '../../src/results/tasks-checksum.js'

const COMMIT = 'a'.repeat(40)
const entry = (over: Partial<DatasetEntry> = {}) => ({
  name: 'demo',
  version: '1.0',
  git_url: 'https://example.com/demo.git',
  git_commit_id: COMMIT,
  path: 'tasks',
  ...over,
})
const text = (datasets: unknown[]) => JSON.stringify({ schema_version: 1, datasets })

describe('parseDatasetRegistry', () => {
  it('reads entries, path defaulting to the top', () => {
    const { path: _, ...noPath } = entry()
    expect(parseDatasetRegistry(text([noPath]), 'r.json')).toEqual([{ ...entry(), path: '.' }])
  })

  it.each([
    [
      { git_commit_id: 'main' },
      "r.json: datasets[0] (demo@1.0).git_commit_id: is 'main'; pin a full 40-hex commit id",
    ],
    [{ git_commit_id: 'abc1234' }, "git_commit_id: is 'abc1234'; pin a full 40-hex"],
    [{ git_commit_id: 'A'.repeat(40) }, 'git_commit_id: is'],
    [
      { path: '../elsewhere' },
      `r.json: datasets[0] (demo@1.0).path: is '../elsewhere'; ".." would leave the repository`,
    ],
    [{ path: 'a/../../b' }, '".." would leave the repository'],
    [{ path: '/etc' }, "path: is '/etc'; give it relative to the repository"],
    [{ path: 'a\\b' }, 'separate folders with "/"'],
    [{ path: '.git/hooks' }, '.git holds no tasks'],
    [{ git_url: 'git@github.com:o/r.git' }, 'datasets[0] (demo@1.0).git_url'],
    [{ name: 'a@b' }, 'datasets[0] (a@b@1.0).name'],
  ])('refuses %j', (over, message) => {
    expect(() => parseDatasetRegistry(text([entry(over)]), 'r.json')).toThrow(message)
  })

  it('refuses an entry listed twice and an unknown schema version', () => {
    expect(() => parseDatasetRegistry(text([entry(), entry()]), 'r.json')).toThrow(
      'r.json: datasets[1] (demo@1.0).version: demo@1.0 is listed twice in this file',
    )
    expect(() => parseDatasetRegistry('{"schema_version": 2, "datasets": []}', 'r.json')).toThrow(
      'r.json: schema_version: unsupported version 2',
    )
  })

  it('reads the shipped registry', () => {
    const entries = parseDatasetRegistry(JSON.stringify(shipped), 'shipped')
    expect(entries.map((e) => `${e.name}@${e.version}`)).toContain('terminal-bench@2.0')
  })
})

describe('findDataset', () => {
  const registry = mergeRegistries([
    { file: 'shipped', entries: [entry(), entry({ version: '2.0' })] },
    { file: 'mine.json', entries: [entry({ path: 'mine' })] },
  ])

  it("takes a user's entry over a shipped one of the same name@version", () => {
    expect(findDataset(registry, 'demo@1.0')).toMatchObject({ path: 'mine', file: 'mine.json' })
    expect(findDataset(registry, 'demo@2.0')).toMatchObject({ path: 'tasks', file: 'shipped' })
  })

  it('names the versions there are', () => {
    expect(() => findDataset(registry, 'demo')).toThrow(
      "dataset 'demo' needs a version, as <name>@<version>: demo@1.0, demo@2.0",
    )
    expect(() => findDataset(registry, 'demo@3')).toThrow('its versions are demo@1.0, demo@2.0')
    expect(() => findDataset(registry, 'other@1')).toThrow('it lists demo@1.0, demo@2.0')
  })
})

describe('tasksChecksum', () => {
  const a = { task_path: 'a', task_checksum: '1' }
  const b = { task_path: 'b', task_checksum: '2' }

  it('depends on the tasks and their checksums, not their order', () => {
    expect(tasksChecksum([a, b])).toBe(tasksChecksum([b, a]))
    expect(tasksChecksum([a, b])).not.toBe(tasksChecksum([a]))
    expect(tasksChecksum([a, b])).not.toBe(tasksChecksum([a, { ...b, task_checksum: '3' }]))
    expect(tasksChecksum([a])).toMatch(/^[0-9a-f]{64}$/)
  })
})
