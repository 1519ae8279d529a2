// Third-party task shapes that Harbor runs and helios once refused (test/fixtures/harbor-compat,
// issue #37): each loads, and the near misses around each rule are still refused.
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import { runBenchmark } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { discoverTasks } from '../../src/task/discover.js'
import { loadTask } from '../../src/task/load.js'
import { MemoryProvider } from '../fixtures/memory-provider.js'
import { makeTask, writeTaskFolder } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const FIXTURES = resolve('test/fixtures/harbor-compat')
const folders = useTempFolders()

describe('Harbor compatibility: the third-party shapes', () => {
  it('accepts all four, warns about the stray steps folder only', async () => {
    const { tasks, invalid, warnings } = await discoverTasks(FIXTURES)
    expect(invalid).toEqual([])
    expect(tasks.map((t) => t.relativeDir)).toEqual([
      'compose-sidecars-only',
      'prebuilt-with-files',
      'steps-stray-folder',
      'verifier-network-repeat',
    ])
    expect(warnings).toEqual([
      {
        relative_dir: 'steps-stray-folder',
        file: 'steps-stray-folder/steps/shared',
        field: '(steps folder)',
        message:
          'ignored: no [[steps]] entry in task.toml is named shared (steps: write, append); rename the folder or the step if it is one',
      },
    ])
    const byDir = new Map(tasks.map((t) => [t.relativeDir, t]))
    const compose = byDir.get('compose-sidecars-only')!.compose!
    expect(compose.services.map((s) => s.name)).toEqual(['cache'])
    expect(compose.main).toEqual({ dependsOn: [], environment: {} })
    expect(byDir.get('prebuilt-with-files')!.environmentFilesDir).toBe(
      join(FIXTURES, 'prebuilt-with-files/environment'),
    )
    expect(byDir.get('steps-stray-folder')!.steps.map((s) => s.config.name)).toEqual(['write', 'append'])
    expect(byDir.get('verifier-network-repeat')!.config.verifier.environment!.networkMode).toBe('no-network')
  })

  it("stages a docker_image task's environment/ files in the working directory before the agent", async () => {
    const task = await loadTask(join(FIXTURES, 'prebuilt-with-files'), FIXTURES)
    let seenByAgent: string[] = []
    const provider = new MemoryProvider({
      script: (call) => {
        if (call.cmd.at(-1) === VERIFIER_COMMAND) {
          call.files.set('/logs/verifier/reward.txt', Buffer.from('1\n'))
          return { exitCode: 0 }
        }
        if (call.cmd.at(-1) === 'agent')
          seenByAgent = [...call.files.keys()].filter((f) => f.startsWith('/app/'))
        return { exitCode: 0 }
      },
    })
    await runBenchmark({
      tasks: [task],
      agent: { name: 'command', command: 'agent' },
      outputDir: folders.out,
      runId: 'env-files',
      provider,
    })
    const file = join(folders.out, 'env-files', `001_${task.name}`, 'attempt_001', 'result.json')
    expect(parseAttemptResult(await readFile(file, 'utf8'), file).status).toBe('passed')
    expect(seenByAgent.sort()).toEqual(['/app/data/notes.txt', '/app/sales.csv'])
    expect(provider.environments[0]!.files.get('/app/sales.csv')!.toString()).toContain('north,10')
  })
})

describe('Harbor compatibility: near misses', () => {
  it('a [verifier] network_mode that differs from its own [verifier.environment] is still refused', async () => {
    await writeTaskFolder(folders.root, {
      name: 'verifier-network-differs',
      toml: '[verifier]\nnetwork_mode = "public"\n\n[verifier.environment]\nnetwork_mode = "no-network"\n',
    })
    // Shared mode: [verifier] is compared with [environment], as before.
    await writeTaskFolder(folders.root, {
      name: 'shared-verifier-network-differs',
      toml: '[verifier]\nnetwork_mode = "no-network"\n',
    })
    // Separate, and equal to [environment] but not to its own environment's default (public).
    await writeTaskFolder(folders.root, {
      name: 'separate-matches-task-only',
      toml: '[verifier]\nnetwork_mode = "no-network"\n\n[verifier.environment]\ncpus = 1\n\n[environment]\nnetwork_mode = "no-network"\n',
    })
    const { invalid } = await discoverTasks(folders.root, { include: ['*network*', 'separate-*'] })
    expect(invalid.map((t) => [t.relative_dir, t.field, t.message])).toEqual([
      [
        'separate-matches-task-only',
        'verifier.network_mode',
        'verifier.network_mode differs from [verifier.environment] network_mode: per-phase network modes are not supported by this version of helios; set it once under [verifier.environment]',
      ],
      [
        'shared-verifier-network-differs',
        'verifier.network_mode',
        'verifier.network_mode differs from [environment] network_mode: per-phase network modes are not supported by this version of helios; set it once under [environment]',
      ],
      [
        'verifier-network-differs',
        'verifier.network_mode',
        'verifier.network_mode differs from [verifier.environment] network_mode: per-phase network modes are not supported by this version of helios; set it once under [verifier.environment]',
      ],
    ])
  })

  it('a sidecar named "main " (with a space) is not main: refused for its name', async () => {
    await expect(
      makeTask(folders.root, {
        name: 'main-with-space',
        files: { 'environment/docker-compose.yaml': 'services:\n  "main ":\n    image: redis:7-alpine\n' },
      }),
    ).rejects.toMatchObject({
      invalid: {
        field: 'services.main ',
        message: 'a service name is letters, digits, `_`, `.` and `-`',
      },
    })
  })

  it('with main supplied, a sidecar still cannot wait for it, and main may wait for a sidecar', async () => {
    await expect(
      makeTask(folders.root, {
        name: 'sidecar-waits-for-main',
        files: {
          'environment/docker-compose.yaml': 'services:\n  db:\n    image: x\n    depends_on: [main]\n',
        },
      }),
    ).rejects.toMatchObject({
      invalid: {
        field: 'services.db.depends_on.main',
        message: 'main starts last: no service can wait for it',
      },
    })
    const task = await makeTask(folders.root, {
      name: 'main-waits',
      files: {
        'environment/docker-compose.yaml': 'services:\n  main:\n    depends_on: [db]\n  db:\n    image: x\n',
      },
    })
    expect(task.compose!.main.dependsOn).toEqual([{ service: 'db', condition: 'service_started' }])
  })

  it('environment/ files are not staged when the task builds a Dockerfile, or has none', async () => {
    const built = await makeTask(folders.root, { name: 'built', files: { 'environment/data.txt': 'x\n' } })
    expect(built.environmentFilesDir).toBeNull()
    const empty = await makeTask(folders.root, {
      name: 'prebuilt-empty',
      dockerfile: null,
      toml: '[environment]\ndocker_image = "debian:bookworm-slim"\n',
    })
    expect(empty.environmentFilesDir).toBeNull()
  })
})
