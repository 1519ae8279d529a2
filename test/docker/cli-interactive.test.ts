// `helios run --interactive` with stdin piped (a person typing, as a script): the shell opens in
// the task's environment as its agent user with no tests and no solution inside, what it does is
// what the verifier scores, and the container is gone when the command returns.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttemptResult } from '../../src/results/types.js'
import { CLI } from '../fixtures/cli.js'
import { managedContainers, readJson, rid } from '../fixtures/docker.js'
import { makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'

let dir = ''
beforeAll(async () => {
  dir = await makeTempDir('helios-interactive-')
  await writeTaskFolder(join(dir, 'tasks'), {
    name: 'by-hand',
    toml: '[agent]\nuser = "nobody"\ntimeout_sec = 2\n',
  })
})
afterAll(() => removeDir(dir))

/** The CLI with `input` on its stdin (closed after), its exit code and output. */
function helios(
  args: string[],
  input: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...CLI, ...args], {
    cwd: process.cwd(),
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let [stdout, stderr] = ['', '']
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin.end(input)
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

describe('helios run --interactive', () => {
  it("opens a shell as the agent's user without tests or solution, scores what it left, removes the container", async () => {
    const runId = rid('interactive')
    const script = [
      'echo "user=$(id -un)"',
      'ls /tests /solution 2>&1 | sed "s/^/seen: /"',
      // Longer than the task's 2 s agent timeout: a person is not held to it.
      'sleep 3',
      'touch /tmp/done',
      'exit',
      '',
    ].join('\n')
    const out = join(dir, 'output')
    const result = await helios(
      ['run', join(dir, 'tasks', 'by-hand'), '--interactive', '-o', out, '--run-id', runId],
      script,
    )
    expect(result.stderr).toContain('Opening a shell in the task environment')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('user=nobody')
    expect(result.stdout).toMatch(/seen: ls: cannot access '\/tests': No such file or directory/)
    expect(result.stdout).toMatch(/seen: ls: cannot access '\/solution': No such file or directory/)
    const attempt = await readJson<AttemptResult>(
      join(out, runId, '001_by-hand', 'attempt_001', 'result.json'),
    )
    expect([attempt.status, attempt.reward, attempt.agent]).toEqual(['passed', 1, 'interactive'])
    expect((await managedContainers()).filter((c) => c.includes(runId))).toEqual([])
  })
})
