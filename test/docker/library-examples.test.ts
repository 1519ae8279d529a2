// The library examples users copy, run as written: README's ParallelRunner snippet and the fuller
// one in docs/library.md (Helios' ParallelRunner examples, line for line in TypeScript), each in a
// child process whose cwd holds a tasks/ folder, the built-in agent talking to the loopback model
// fake. Only the import is pointed at this checkout's source instead of the installed package.
import { execFile } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { managedContainers } from '../fixtures/docker.js'
import { makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'
import { startModelServer, type ModelServer } from '../harness/model-server/index.js'

const run = promisify(execFile)
const KEY = 'sk-ant-library-examples-5521'
const LIBRARY = pathToFileURL(resolve('src/index.ts')).href
const TSX = import.meta.resolve('tsx')
let server: ModelServer
let work: string

/** The fenced TypeScript block that follows `heading` in `file`. */
async function snippet(file: string, heading: RegExp): Promise<string> {
  const text = await readFile(file, 'utf8')
  const start = text.search(heading)
  if (start < 0) throw new Error(`${file} no longer has ${heading}: keep this test with the docs`)
  const block = /```ts\n([\s\S]*?)```/.exec(text.slice(start))
  if (!block) throw new Error(`${file}: no \`\`\`ts block after ${heading}`)
  return block[1]!
}

/** Runs a snippet in `work` as a user's script would run, its import pointed at our source. */
async function runSnippet(code: string): Promise<string> {
  expect(code).toContain("from 'helios-action'")
  const script = join(work, `example-${Date.now()}.mts`)
  await writeFile(script, code.replace("from 'helios-action'", `from '${LIBRARY}'`))
  const { stdout } = await run(process.execPath, ['--import', TSX, script], {
    cwd: work,
    env: { ...process.env, ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
    maxBuffer: 16 * 1024 * 1024,
  })
  return stdout
}

beforeAll(async () => {
  // Stateless per request: each attempt's first request gets the shell call, its second the end.
  server = await startModelServer({ apiKey: KEY, script: [{ bash: 'touch /tmp/done' }, { text: 'Done.' }] })
  work = await makeTempDir('helios-library-examples-')
  for (const name of ['hello', 'word-count']) await writeTaskFolder(join(work, 'tasks'), { name })
  for (const name of ['pdfbench_eyemed_a', 'pdfbench_eyemed_b', 'pdfbench_other'])
    await writeTaskFolder(join(work, 'tasks', 'benchmark'), { name })
})

afterAll(async () => {
  await server.close()
  await removeDir(work)
})

afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

describe('the library examples', () => {
  it("README's ParallelRunner snippet", async () => {
    const stdout = await runSnippet(await snippet('README.md', /^## From TypeScript$/m))
    // Five tasks under tasks/ (the three under benchmark/ too), each solved through the fake.
    expect(stdout.trim()).toBe('Passed: 5/5')
  })

  it("docs/library.md's ParallelRunner example: a pattern, pass@3, a callback per attempt", async () => {
    const stdout = await runSnippet(await snippet('docs/library.md', /\*\*Helios' `ParallelRunner`\*\*/))
    const lines = stdout.trim().split('\n')
    expect(lines.filter((l) => l.startsWith('Completed: '))).toHaveLength(6)
    expect(lines.filter((l) => /^Completed: pdfbench_eyemed_[ab] - passed$/.test(l))).toHaveLength(6)
    expect(lines).toContain('Passed: 2/2, mean reward 1.000')
    expect(lines).toContain('pass@3: 100.0%')
    expect(lines.some((l) => l.startsWith('Failed:'))).toBe(false)
  })
})
