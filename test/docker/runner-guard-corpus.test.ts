// The verifier-guard corpus (test/guard-corpus): cheats an agent could try through `oracle`
// (a solve.sh that cheats) and honest controls, each a Harbor task whose task.toml says the
// outcome expected with the shared verifier (guard on) and with the separate verifier. No cheat
// may pass in either mode; every honest control passes where its mode can serve it. The image is
// built right before the attempts (a fresh nonce), as on every CI run.
import { describe, expect, it } from 'vitest'
import { cp, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { runBenchmark } from '../../src/run/runner.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { AttemptResult } from '../../src/results/types.js'
import { discoverTasks } from '../../src/task/discover.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { rid } from '../fixtures/docker.js'

const CORPUS = join(import.meta.dirname, '..', 'guard-corpus')
const folders = useRunnerFolders()

/** The corpus copied aside (separate mode: `environment_mode` added), with a fresh nonce. */
async function corpusCopy(mode: 'shared' | 'separate'): Promise<string> {
  const root = join(folders.root, mode)
  await cp(CORPUS, root, { recursive: true })
  const nonce = randomUUID()
  for (const name of await readdir(root)) {
    const dockerfile = join(root, name, 'environment', 'Dockerfile')
    await writeFile(dockerfile, (await readFile(dockerfile, 'utf8')).replace('NONCE', nonce))
    if (mode === 'separate') {
      const toml = join(root, name, 'task.toml')
      const text = await readFile(toml, 'utf8')
      await writeFile(toml, text.replace('[verifier]\n', '[verifier]\nenvironment_mode = "separate"\n'))
    }
  }
  return root
}

async function runCorpus(mode: 'shared' | 'separate') {
  const root = await corpusCopy(mode)
  const { tasks, invalid } = await discoverTasks(root)
  expect(invalid).toEqual([])
  const runId = rid(`corpus-${mode}`)
  await runBenchmark({ tasks, agent: { name: 'oracle' }, outputDir: folders.out, runId, concurrency: 4 })
  const outcomes = new Map<string, { expected: string; result: AttemptResult }>()
  const taskDirs = (await readdir(join(folders.out, runId))).filter((dir) => /^\d{3}_/.test(dir))
  for (const dir of taskDirs) {
    const file = join(folders.out, runId, dir, 'attempt_001', 'result.json')
    const result = parseAttemptResult(await readFile(file, 'utf8'), file)
    const task = tasks.find((t) => t.name === result.task_name)!
    const key = mode === 'shared' ? 'expected' : 'expected_separate'
    outcomes.set(result.task_name, { expected: String(task.config.metadata[key]), result })
  }
  expect(outcomes.size).toBe(tasks.length)
  return outcomes
}

function table(outcomes: Map<string, { expected: string; result: AttemptResult }>) {
  return Object.fromEntries(
    [...outcomes].map(([name, o]) => [name, `${o.result.status}: ${o.result.reason}`]),
  )
}

describe('verifier guard corpus', () => {
  it('shared verifier: no cheat passes, each runs against the pristine image beside the agent; honest controls pass', async () => {
    const outcomes = await runCorpus('shared')
    const got = Object.fromEntries([...outcomes].map(([name, o]) => [name, o.result.status]))
    const want = Object.fromEntries([...outcomes].map(([name, o]) => [name, o.expected]))
    expect(got, JSON.stringify(table(outcomes), null, 2)).toEqual(want)
    for (const [name, { result }] of outcomes) {
      if (name.startsWith('cheat-')) expect(result.status).not.toBe('passed')
      expect(result.verifier_isolation).toBe('beside')
    }
    // The subject: the workdir and the declared artifact, and a path a test names (none here).
    expect(outcomes.get('honest-solve')!.result.verifier_subject).toEqual(['/app', '/logs/artifacts'])
  })

  it("separate verifier: no cheat passes; honest controls pass unless they need the agent's process", async () => {
    const outcomes = await runCorpus('separate')
    const got = Object.fromEntries([...outcomes].map(([name, o]) => [name, o.result.status]))
    const want = Object.fromEntries([...outcomes].map(([name, o]) => [name, o.expected]))
    expect(got, JSON.stringify(table(outcomes), null, 2)).toEqual(want)
  })
})
