// The second verifier-guard corpus (test/guard-corpus-2): cheats written against the
// pristine-image verifier (a new container from the task's image, joined to the agent's network
// in shared mode, with only the subject copied from the agent) and their honest twins. Each
// task.toml says, under [metadata], what it scores:
//   unguarded          the guard off (`verifierGuard: false`: the verifier runs in the agent's own
//                      container, nothing stopped, nothing checked). A cheat passes here, or is
//                      stopped by the reward rules that hold in every mode (a second reward file
//                      never raises a score; a reward file that is a link fails the attempt): those
//                      say so beside `unguarded`. Every honest twin passes.
//   expected           the shared verifier, guard on: no cheat passes (a verifier-phase outcome
//                      that is not an infrastructure fault is `failed`); honest twins pass.
//   expected_separate  `[verifier] environment_mode = "separate"`.
// HELIOS_CORPUS_ONLY=name,name… runs only those tasks (to work on a few); HELIOS_CORPUS_PRINT=1
// prints each mode's table of outcomes.
import { describe, expect, it } from 'vitest'
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchmark } from '../../src/run/runner.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { AttemptResult } from '../../src/results/types.js'
import { discoverTasks } from '../../src/task/discover.js'
import type { Task } from '../../src/task/types.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { rid } from '../fixtures/docker.js'

const CORPUS = join(import.meta.dirname, '..', 'guard-corpus-2')
const folders = useRunnerFolders()
const ONLY = (process.env['HELIOS_CORPUS_ONLY'] ?? '').split(',').filter(Boolean)
/** One mode's run of the whole corpus, four attempts at a time (2 to 5 minutes on two cores). */
const TIMEOUT_MS = 30 * 60_000

type Mode = 'unguarded' | 'shared' | 'separate'
const KEY: Record<Mode, string> = {
  unguarded: 'unguarded',
  shared: 'expected',
  separate: 'expected_separate',
}

/** The corpus copied aside (separate mode: `environment_mode` added). */
async function corpusCopy(mode: Mode): Promise<string> {
  const root = join(folders.root, mode)
  await cp(CORPUS, root, { recursive: true })
  for (const name of await readdir(root)) {
    if (ONLY.length > 0 && !ONLY.includes(name)) {
      await rm(join(root, name), { recursive: true })
      continue
    }
    if (mode === 'separate') {
      const toml = join(root, name, 'task.toml')
      const text = await readFile(toml, 'utf8')
      await writeFile(toml, text.replace('[verifier]\n', '[verifier]\nenvironment_mode = "separate"\n'))
    }
  }
  return root
}

async function runCorpus(mode: Mode) {
  const root = await corpusCopy(mode)
  const { tasks, invalid } = await discoverTasks(root)
  expect(invalid).toEqual([])
  const runId = rid(`corpus2-${mode}`)
  await runBenchmark({
    tasks,
    agent: { name: 'oracle' },
    outputDir: folders.out,
    runId,
    concurrency: 4,
    ...(mode === 'unguarded' ? { verifierGuard: false } : {}),
  })
  const outcomes = new Map<string, { expected: string; result: AttemptResult; task: Task }>()
  const taskDirs = (await readdir(join(folders.out, runId))).filter((dir) => /^\d{3}_/.test(dir))
  for (const dir of taskDirs) {
    const file = join(folders.out, runId, dir, 'attempt_001', 'result.json')
    const result = parseAttemptResult(await readFile(file, 'utf8'), file)
    const task = tasks.find((t) => t.name === result.task_name)!
    outcomes.set(result.task_name, { expected: String(task.config.metadata[KEY[mode]]), result, task })
  }
  expect(outcomes.size).toBe(tasks.length)
  return outcomes
}

type Outcomes = Awaited<ReturnType<typeof runCorpus>>

function table(outcomes: Outcomes) {
  return Object.fromEntries(
    [...outcomes].map(([name, o]) => [
      name,
      `${o.result.status} (want ${o.expected}, ${Math.round(o.result.duration_sec)}s): ${o.result.reason}`,
    ]),
  )
}

function expectOutcomes(outcomes: Outcomes) {
  if (process.env['HELIOS_CORPUS_PRINT']) console.log(JSON.stringify(table(outcomes), null, 2))
  const got = Object.fromEntries([...outcomes].map(([name, o]) => [name, o.result.status]))
  const want = Object.fromEntries([...outcomes].map(([name, o]) => [name, o.expected]))
  expect(got, JSON.stringify(table(outcomes), null, 2)).toEqual(want)
}

describe('verifier guard corpus 2', () => {
  it(
    'guard off: every cheat is real (passes, or turns its failure into an error); every honest twin passes',
    async () => {
      const outcomes = await runCorpus('unguarded')
      for (const [name, { expected }] of outcomes) {
        // The four that turned a failure into an error now fail in every mode: an agent-caused
        // verifier outcome is a failure wherever the verifier runs (their metadata says so).
        if (name.startsWith('cheat-')) expect(['passed', 'failed'], name).toContain(expected)
        else expect(expected, name).toBe('passed')
      }
      expectOutcomes(outcomes)
    },
    TIMEOUT_MS,
  )

  it(
    'shared verifier: no cheat passes; honest twins pass',
    async () => {
      const outcomes = await runCorpus('shared')
      expectOutcomes(outcomes)
      // A cheat passes only where its task.toml names what shared mode trusts that it abuses (the
      // subject, the network: docs/tasks.md, "what no mechanism protects").
      for (const [name, { result, task }] of outcomes)
        if (name.startsWith('cheat-') && !task.config.metadata['shared_trusts'])
          expect(result.status, name).toBe('failed')
    },
    TIMEOUT_MS,
  )

  it(
    'separate verifier: no cheat passes; honest twins pass when what they need is a declared artifact',
    async () => {
      const outcomes = await runCorpus('separate')
      expectOutcomes(outcomes)
      // The subject (the declared artifacts) is trusted here too: only those cheats may pass.
      for (const [name, { result, task }] of outcomes)
        if (
          name.startsWith('cheat-') &&
          !/^the subject/.test(String(task.config.metadata['shared_trusts'] ?? ''))
        )
          expect(result.status, name).toBe('failed')
    },
    TIMEOUT_MS,
  )
})
