// An agent printing ~200 MB: the log file is capped and our memory stays flat (streamed, not held).
import { expect, it } from 'vitest'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchmark } from '../../src/run/runner.js'
import type { AttemptResult } from '../../src/results/types.js'
import { makeTasks } from '../fixtures/tasks.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { readJson, rid } from '../fixtures/docker.js'

const folders = useRunnerFolders()

it('caps a 200 MB agent output at the log cap and keeps the RSS bounded', async () => {
  const tasks = await makeTasks(folders.root, [
    { name: 'chatty', test: 'echo 1 > /logs/verifier/reward.txt' },
  ])
  const cap = 16 * 1024 * 1024
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  try {
    await runBenchmark({
      tasks,
      agent: { name: 'command', command: "head -c 200000000 /dev/zero | tr '\\0' 'a'; echo done >&2" },
      outputDir: folders.out,
      runId: rid('chatty'),
      logCapBytes: cap,
    })
  } finally {
    clearInterval(sampler)
  }
  const dir = join(folders.out, rid('chatty'), '001_chatty', 'attempt_001')
  const result = await readJson<AttemptResult>(join(dir, 'result.json'))
  expect(result.status).toBe('passed')
  expect(result.exit_codes.agent).toBe(0)
  const stdout = join(dir, 'agent', 'stdout.txt')
  const size = (await stat(stdout)).size
  expect(size).toBeGreaterThan(cap)
  expect(size).toBeLessThan(cap + 200)
  const tail = (await readFile(stdout)).subarray(cap).toString()
  expect(tail).toBe(`\n[helios: output truncated at ${cap} bytes; 200000000 bytes were produced]\n`)
  expect(await readFile(join(dir, 'agent', 'stderr.txt'), 'utf8')).toBe('done\n')
  expect(peak - before).toBeLessThan(150 * 1024 * 1024)
})
