// The action given the wrong thing: a `with:` key that misspells an input is a warning naming the
// input meant (before the inputs are checked), and a folder of the tasks root without task.toml
// is a warning too. Both as the runner shows them: workflow commands on stdout.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WorkflowContext } from '../../src/action/context.js'
import { getInputs } from '../../src/action/inputs.js'
import { run } from '../../src/action/main.js'
import { selectTasks } from '../../src/action/select-tasks.js'

let stdout: string
let dir: string
const savedExitCode = process.exitCode
const savedInputs = Object.entries(process.env).filter(([key]) => key.startsWith('INPUT_'))

beforeEach(async () => {
  stdout = ''
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk)
    return true
  })
  dir = await mkdtemp(join(tmpdir(), 'helios-action-mistakes-'))
})
afterEach(async () => {
  vi.restoreAllMocks()
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key]
  Object.assign(process.env, Object.fromEntries(savedInputs))
  process.exitCode = savedExitCode
  await rm(dir, { recursive: true, force: true })
})

describe('a misspelt input', () => {
  it('is a warning naming the input meant, before the step fails on what it caused', async () => {
    for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key]
    Object.assign(process.env, { INPUT_MODE: 'rnu', INPUT_CONCURENCY: '8' })
    await run()
    const lines = stdout.trim().split('\n')
    expect(lines).toEqual([
      "::warning::Input 'concurency' is not an input of this action and is ignored; did you mean 'concurrency'?",
      expect.stringMatching(/^::error::Input 'mode' is 'rnu'; did you mean 'run'\? \(one of plan, run/),
    ])
    expect(process.exitCode).toBe(1)
  })
})

describe('a folder of the tasks root without task.toml', () => {
  it('is one warning naming the folders from the repository root', async () => {
    const tasks = join(dir, 'bench', 'tasks')
    await mkdir(join(tasks, 'alpha', 'tests'), { recursive: true })
    await writeFile(join(tasks, 'alpha', 'task.toml'), '')
    await writeFile(join(tasks, 'alpha', 'instruction.md'), 'Do it.\n')
    await writeFile(join(tasks, 'alpha', 'tests', 'test.sh'), 'echo 1 > /logs/verifier/reward.txt\n')
    await mkdir(join(tasks, 'beta', 'tests'), { recursive: true })
    const inputs = getInputs((name) => ({ mode: 'plan', tasks: 'bench/tasks' })[name] ?? '')
    const selected = await selectTasks(inputs, { workspace: dir, pullRequest: null } as WorkflowContext)
    expect(selected.invalid.map((t) => t.relative_dir)).toEqual(['alpha']) // no environment/
    expect(stdout).toContain(
      '::warning title=Folder without task.toml::1 folder holds no task.toml, so it is not a task: bench/tasks/beta (add a task.toml, or move it out of the tasks folder)',
    )
  })
})
