// Overrides files (`apply_overrides = true`): what they may set and the bounds of each, checked
// with the file and field named; how several merge; and, through a bench config on disk and the
// memory provider, that the attempt runs with them and its config.json records them.
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { benchRuns, plannedTaskOf, tasksOfRun } from '../../src/config/bench-runs.js'
import { loadBenchConfig } from '../../src/config/load-bench-config.js'
import {
  mergeOverrides,
  parseTaskOverrides,
  TaskOverridesError,
  withOverrides,
} from '../../src/config/task-overrides.js'
import { runBenchmark } from '../../src/run/runner.js'
import { discoverTasks } from '../../src/task/discover.js'
import { MemoryProvider } from '../fixtures/memory-provider.js'
import { makeTasks, writeTaskFolder } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

function refusal(text: string, file = 'tasks/a/overrides.json'): string {
  try {
    parseTaskOverrides(text, file)
  } catch (error) {
    expect(error).toBeInstanceOf(TaskOverridesError)
    return (error as Error).message
  }
  throw new Error('expected a refusal')
}

describe('parseTaskOverrides', () => {
  it('reads every key the table allows, from JSON or TOML', () => {
    const json = parseTaskOverrides(
      JSON.stringify({
        agent_timeout_sec: 1800,
        verifier_timeout_sec: 120.5,
        build_timeout_sec: 900,
        cpus: 2,
        memory_mb: 4096,
        storage_mb: 10240,
        environment_variables: { TIMEOUT_SEC: '1800', TOKEN: '${TOKEN}' },
      }),
      'o.json',
    )
    expect(json).toEqual({
      agent_timeout_sec: 1800,
      verifier_timeout_sec: 120.5,
      build_timeout_sec: 900,
      cpus: 2,
      memory_mb: 4096,
      storage_mb: 10240,
      environment_variables: { TIMEOUT_SEC: '1800', TOKEN: '${TOKEN}' },
    })
    expect(parseTaskOverrides('cpus = 0.5\n[environment_variables]\nA = "b"\n', 'o.toml')).toEqual({
      cpus: 0.5,
      environment_variables: { A: 'b' },
    })
  })

  it.each([
    [
      '{"agent_timeout": 10}',
      '[agent_timeout]: not something an overrides file may set; did you mean agent_timeout_sec?',
    ],
    ['{"image": "x"}', '[image]: not something an overrides file may set; the keys are agent_timeout_sec'],
    [
      '{"agent_timeout_sec": "1800"}',
      '[agent_timeout_sec]: expected a number from 1 to 86400 (not quoted), got "1800"',
    ],
    ['{"agent_timeout_sec": 0}', '[agent_timeout_sec]: expected a number from 1 to 86400'],
    ['{"memory_mb": 512.5}', '[memory_mb]: expected a whole number from 64 to 1048576'],
    ['{"cpus": 1000}', '[cpus]: expected a number from 0.1 to 256'],
    ['{"environment_variables": ["A=b"]}', '[environment_variables]: expected an object'],
    ['{"environment_variables": {"A": 1}}', '[environment_variables.A]: expected a quoted string, got 1'],
    ['{"environment_variables": {"A-B": "x"}}', '[environment_variables.A-B]: expected a variable name'],
    ['{"environment_variables": {"A": "${open"}}', '[environment_variables.A]: '],
    ['[1, 2]', ': expected an object of overrides'],
    ['{"cpus": 2,', ': not valid JSON'],
  ])('%s is refused naming the file and field', (text, message) => {
    expect(refusal(text)).toContain(`tasks/a/overrides.json ${message}`.replace(' :', ':'))
  })

  it('merges files in order, later keys winning, env tables joined', () => {
    expect(
      mergeOverrides([
        { cpus: 1, memory_mb: 1024, environment_variables: { A: '1', B: '1' } },
        { cpus: 4, environment_variables: { B: '2' } },
      ]),
    ).toEqual({ cpus: 4, memory_mb: 1024, environment_variables: { A: '1', B: '2' } })
  })
})

describe('withOverrides', () => {
  it('changes only what the file sets', async () => {
    const [task] = await makeTasks(folders.root, [
      { name: 'only-what-it-sets', toml: '[agent]\ntimeout_sec = 30\n[environment]\nmemory_mb = 1024\n' },
    ])
    const changed = withOverrides(task!, { verifier_timeout_sec: 99, environment_variables: { X: 'y' } })
    expect(changed.config.agent.timeoutSec).toBe(30)
    expect(changed.config.environment.memoryMb).toBe(1024)
    expect(changed.config.verifier.timeoutSec).toBe(99)
    expect(changed.config.environment.env).toEqual({ X: 'y' })
    expect(changed.config.verifier.env).toEqual({ X: 'y' })
    expect(task!.config.verifier.timeoutSec).not.toBe(99)
  })
})

describe('a bench config applying overrides files', () => {
  async function repo(name: string, files: Record<string, string>): Promise<string> {
    const root = join(folders.root, name)
    await mkdir(join(root, '.git'), { recursive: true })
    await writeTaskFolder(join(root, 'tasks'), { name: 'slow-task' })
    await writeTaskFolder(join(root, 'tasks'), { name: 'fast-task' })
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true })
      await writeFile(join(root, path), text)
    }
    return root
  }

  it('runs the task with the file’s values and records them in config.json', async () => {
    const root = await repo('applied', {
      'bench.toml': [
        'name = "seed"',
        '[[tasks]]',
        'name = "slow-task"',
        'apply_overrides = true',
        'overrides = "tasks/slow-task/overrides.json"',
        '[[tasks]]',
        'name = "fast-task"',
        'apply_overrides = false',
        'overrides = "tasks/slow-task/overrides.json"',
      ].join('\n'),
      'tasks/slow-task/overrides.json': JSON.stringify({
        agent_timeout_sec: 1800,
        cpus: 2,
        memory_mb: 4096,
        environment_variables: { TIMEOUT_SEC: '1800' },
      }),
    })
    const loaded = await loadBenchConfig(join(root, 'bench.toml'))
    const found = await discoverTasks(loaded.tasksRoot, {})
    const [run] = benchRuns(loaded.config)
    const planned = tasksOfRun(loaded.config, run!, found.tasks)
    await runBenchmark({
      tasks: planned.map(plannedTaskOf),
      taskSettings: planned.map((p) => p.settings),
      agent: { name: 'oracle' },
      outputDir: folders.out,
      runId: 'overrides-run',
      provider: new MemoryProvider({ script: () => ({ exitCode: 0 }) }),
    })
    const configOf = async (folder: string) =>
      JSON.parse(
        await readFile(join(folders.out, 'overrides-run', folder, 'attempt_001', 'config.json'), 'utf8'),
      ) as Record<string, Record<string, unknown>>
    const names = planned.map((p) => p.task.name)
    const slow = await configOf(`00${names.indexOf('slow-task') + 1}_slow-task`)
    expect(slow['limits']).toMatchObject({ cpus: 2, memory_mb: 4096 })
    expect(slow['timeouts_sec']).toMatchObject({ agent: 1800 })
    expect(slow['env_names']!['environment']).toContain('TIMEOUT_SEC')
    expect(slow['overrides']).toEqual({
      files: ['tasks/slow-task/overrides.json'],
      values: { agent_timeout_sec: 1800, cpus: 2, memory_mb: 4096, environment_variables: ['TIMEOUT_SEC'] },
    })
    // apply_overrides = false: the same file names nothing the run applies.
    const fast = await configOf(`00${names.indexOf('fast-task') + 1}_fast-task`)
    expect(fast['overrides']).toBeUndefined()
    expect(fast['limits']).toMatchObject({ cpus: 1 })
  })

  it('names the config, entry and file for a missing file, a link out and a bad value', async () => {
    const entry = (file: string) =>
      `[[tasks]]\nname = "slow-task"\napply_overrides = true\noverrides = "${file}"\n`
    const missing = await repo('missing', { 'bench.toml': entry('nope.json') })
    await expect(loadBenchConfig(join(missing, 'bench.toml'))).rejects.toThrow(
      /bench\.toml:4 \[tasks\.0\.overrides\]: .*nope\.json does not exist/,
    )
    const linked = await repo('linked', { 'bench.toml': entry('out.json'), '../outside.json': '{}' })
    await symlink(join(folders.root, 'outside.json'), join(linked, 'out.json'))
    await expect(loadBenchConfig(join(linked, 'bench.toml'))).rejects.toThrow(
      /\[tasks\.0\.overrides\]: out\.json leads out of the repository/,
    )
    const bad = await repo('bad', { 'bench.toml': entry('o.json'), 'o.json': '{"memory_mb": "4G"}' })
    await expect(loadBenchConfig(join(bad, 'bench.toml'))).rejects.toThrow(
      'o.json [memory_mb]: expected a whole number from 64 to 1048576 (not quoted), got "4G"',
    )
  })
})
