// Harbor 1.4's separate verifier with real Docker: the verifier runs in a fresh container of its
// own image, with only /logs/artifacts and the declared artifacts from the agent's; whatever else
// the agent did (files, a pre-written reward, a process rewriting it) never reaches it.
import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { makeTask, type FixtureTask } from '../fixtures/tasks.js'
import { runOneAttempt, useRunnerFolders } from '../fixtures/runner.js'

const folders = useRunnerFolders()

const SOLVE = [
  'mkdir -p /app && echo 42 > /app/result.txt',
  'touch /tmp/agent-only',
  'echo hi > /logs/artifacts/note.txt',
].join(' && ')

/** Passes only in the verifier's own image, with the artifacts and nothing else of the agent's. */
const CHECK = [
  'if [ -f /verifier-image ] && [ "$(cat /app/result.txt)" = 42 ] && [ -f /logs/artifacts/note.txt ] \\',
  '  && [ ! -e /tmp/agent-only ] && [ "$WHO" = verifier ]; then',
  '  echo 1 > /logs/verifier/reward.txt',
  'else',
  '  echo 0 > /logs/verifier/reward.txt',
  'fi',
].join('\n')

function separateTask(name: string, test: string): FixtureTask {
  return {
    name,
    files: {
      'task.toml': [
        'artifacts = ["/app/result.txt"]',
        `[task]\nname = "${name}"`,
        '[verifier]\nenvironment_mode = "separate"\nenv = { WHO = "verifier" }',
      ].join('\n'),
      'tests/Dockerfile': 'FROM helios-base:bookworm\nRUN touch /verifier-image\n',
    },
    test,
    solve: SOLVE,
  }
}

describe('separate verifier', () => {
  it('verifies in its own image with the artifacts only: oracle passes, nop fails', async () => {
    const task = await makeTask(folders.root, separateTask('separate-built', CHECK))
    const oracle = await runOneAttempt(task, { name: 'oracle' }, 'separate-oracle', folders.out)
    expect([oracle.result.status, oracle.result.reason]).toEqual(['passed', null])
    expect(oracle.result.verifier_isolation).toBe('separate')
    const nop = await runOneAttempt(task, { name: 'nop' }, 'separate-nop', folders.out)
    expect(nop.result.status).toBe('failed')
  })

  it('ignores a reward the agent pre-wrote and a process that keeps rewriting it', async () => {
    const task = await makeTask(folders.root, separateTask('separate-crash', 'exit 3'))
    const command =
      "echo 1 > /logs/verifier/reward.txt; nohup setsid bash -c 'while true; do echo 1 > /logs/verifier/reward.txt; sleep 0.02; done' >/dev/null 2>&1 &"
    const { result, dir } = await runOneAttempt(
      task,
      { name: 'command', command },
      'separate-daemon',
      folders.out,
    )
    // No reward from the verifier's own processes: the agent's doing, a failure (never an error).
    expect(result.status).toBe('failed')
    expect(result.reason).toContain('verifier wrote no reward')
    expect(existsSync(join(dir, 'verifier', 'reward.txt'))).toBe(false)
  })

  it('refuses an artifact that would bring a pre-written reward into /logs/verifier', async () => {
    const spec = separateTask('separate-logs-artifact', 'exit 3')
    spec.files!['task.toml'] = spec.files!['task.toml']!.replace('"/app/result.txt"', '"/logs"')
    const task = await makeTask(folders.root, spec)
    const command = 'echo 1 > /logs/verifier/reward.txt'
    const { result } = await runOneAttempt(task, { name: 'command', command }, 'separate-logs', folders.out)
    expect(result.status).toBe('error')
    expect(result.reason).toMatch(/^artifact \/logs overlaps the verifier's \/logs\/verifier/)
  })

  it("makes the attempt an error naming the verifier image that cannot be built, keeping the agent's logs", async () => {
    const spec = separateTask('separate-unbuildable', CHECK)
    spec.files!['tests/Dockerfile'] = 'FROM helios-base:bookworm\nRUN echo no grader here >&2; exit 3\n'
    const task = await makeTask(folders.root, spec)
    const command = 'echo agent was here'
    const { result, dir } = await runOneAttempt(
      task,
      { name: 'command', command },
      'separate-unbuildable',
      folders.out,
    )
    expect(result.status).toBe('error')
    expect(result.reason).toMatch(/^verifier image: build failed: .*exit/)
    expect(await readFile(join(dir, 'agent', 'stdout.txt'), 'utf8')).toBe('agent was here\n')
  })

  it('a verifier image that cannot keep running: an error saying why, not retried, its container removed', async () => {
    const spec = separateTask('separate-unstartable', CHECK)
    // No `sleep` in the image: the container starts and exits at once.
    spec.files!['tests/Dockerfile'] = 'FROM scratch\nCOPY test.sh /test.sh\n'
    const task = await makeTask(folders.root, spec)
    const { result } = await runOneAttempt(task, { name: 'oracle' }, 'separate-unstartable', folders.out)
    expect(result.status).toBe('error')
    expect(result.reason).toMatch(/^the verifier environment exited right after start .*sleep infinity/)
    expect(result.retries).toBe(0)
    // The check after each test: no container (the verifier's included) outlives the attempt.
  })

  it('runs a named verifier image with its own env and workdir, tests copied in', async () => {
    const task = await makeTask(folders.root, {
      name: 'separate-image',
      files: {
        'task.toml': [
          '[task]\nname = "separate-image"',
          '[verifier.environment]\ndocker_image = "helios-base:bookworm"\nworkdir = "/srv"\nenv = { FROM_ENV = "yes" }',
        ].join('\n'),
      },
      test: [
        'if [ "$FROM_ENV" = yes ] && [ "$(pwd)" = /srv ] && [ ! -e /tmp/done ]; then',
        '  echo 1 > /logs/verifier/reward.txt',
        'else',
        '  echo 0 > /logs/verifier/reward.txt',
        'fi',
      ].join('\n'),
    })
    // The oracle's /tmp/done stays in the agent's container.
    const { result } = await runOneAttempt(task, { name: 'oracle' }, 'separate-image', folders.out)
    expect(result.status).toBe('passed')
  })
})
