// `helios plan --json` and `helios batch --dry-run`: every task is listed, those that would run
// with their shard and images, the refused ones with why, each with its warnings; nothing runs.
import { describe, expect, it } from 'vitest'
import type { TaskListing } from '../../src/results/task-listing.js'
import { helios } from '../fixtures/cli.js'
import { writeTaskFolder } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

/** Half the tasks refused: the others are still listed, in folder order. */
async function halfRefused(): Promise<string> {
  const root = folders.root
  await writeTaskFolder(root, { name: 'a-good' })
  await writeTaskFolder(root, { name: 'b-gpu', toml: '[environment]\ngpus = 1\n' })
  await writeTaskFolder(root, { name: 'c-typo', toml: '[agent]\ntimeout_secs = 5\n' })
  await writeTaskFolder(root, { name: 'd-bad-toml', toml: '[agent\n' })
  await writeTaskFolder(root, {
    name: 'e-prebuilt',
    dockerfile: null,
    toml: '[environment]\ndocker_image = "debian:bookworm-slim"\nnetwork_mode = "no-network"\n',
  })
  await writeTaskFolder(root, {
    name: 'f-separate',
    toml: '[verifier.environment]\ndocker_image = "python:3.12-slim"\n',
  })
  return root
}

describe('the task listing', () => {
  it('batch --dry-run --json lists every task, refused ones with the file and the reason', async () => {
    const root = await halfRefused()
    const { code, stdout } = await helios(['batch', root, '--dry-run', '--json'])
    expect(code).toBe(1) // two would be refused, as the run would say
    const listing = JSON.parse(stdout) as TaskListing
    expect(listing.tasks.map((t) => [t.task_path, t.status, t.shard])).toEqual([
      ['a-good', 'runs', 0],
      ['b-gpu', 'refused', null],
      ['c-typo', 'runs', 0],
      ['d-bad-toml', 'refused', null],
      ['e-prebuilt', 'runs', 0],
      ['f-separate', 'runs', 0],
    ])
    const byPath = new Map(listing.tasks.map((t) => [t.task_path, t]))
    expect(byPath.get('b-gpu')!.refusal).toMatchObject({ file: 'b-gpu/task.toml', field: 'environment.gpus' })
    expect(byPath.get('c-typo')!.warnings).toEqual([
      expect.objectContaining({ file: 'c-typo/task.toml', field: 'agent.timeout_secs' }),
    ])
    expect(byPath.get('a-good')!.image).toMatch(/^helios-env\/a-good:[0-9a-f]{16}$/)
    expect(byPath.get('e-prebuilt')).toMatchObject({
      image: 'debian:bookworm-slim',
      image_source: 'docker_image',
    })
    expect(byPath.get('f-separate')!.other_images).toEqual(['python:3.12-slim'])
    expect(listing.counts).toEqual({ runs: 4, refused: 2, warnings: 1 })
  })

  it('batch --dry-run on a provider that lacks a need refuses that task, and prints a table', async () => {
    const { code, stdout } = await helios(['batch', folders.root, '--dry-run', '--provider', 'kubernetes'])
    expect(code).toBe(1)
    expect(stdout).toMatch(/^e-prebuilt\s+0\s+debian:bookworm-slim\s+refused$/m)
    expect(stdout).toContain(
      'e-prebuilt: refused: e-prebuilt/task.toml: [environment] network_mode = "no-network" cannot run on Kubernetes',
    )
    expect(stdout).toContain('6 task(s): 3 would run, 3 refused, 1 warning(s); nothing was run')
  })

  it('plan --json gives each task the shard of the plan it also writes', async () => {
    const plan = `${folders.out}/plan.json`
    const { stdout } = await helios(['plan', folders.root, '--shards', '2', '--json', '-o', plan])
    const listing = JSON.parse(stdout) as TaskListing
    const written = JSON.parse(await (await import('node:fs/promises')).readFile(plan, 'utf8')) as {
      shards: { index: number; task_paths: string[] }[]
    }
    const shardOf = new Map(written.shards.flatMap((s) => s.task_paths.map((p) => [p, s.index])))
    expect(listing.tasks.filter((t) => t.status === 'runs').map((t) => [t.task_path, t.shard])).toEqual(
      ['a-good', 'c-typo', 'e-prebuilt', 'f-separate'].map((p) => [p, shardOf.get(p)]),
    )
    expect(new Set(shardOf.values())).toEqual(new Set([0, 1]))
    expect(listing.tasks.map((t) => t.task_path)).toContain('d-bad-toml')
  })
})
