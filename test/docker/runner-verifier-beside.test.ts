// The verifier's trust boundary with real Docker (run/trust-boundary.ts): the shared-mode verifier
// runs in a fresh container of the pristine image beside the agent's, on its network. A server the
// agent left answers the test without a declaration; a process writing the reward or rewriting
// /tests reaches nothing the verifier reads; planted start-up files are not there; an agent that
// makes its subject uncopyable fails. The cheat corpora run in runner-guard-corpus*.test.ts.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchmark } from '../../src/run/runner.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { AttemptResult } from '../../src/results/types.js'
import type { Task } from '../../src/task/types.js'
import { makeTask, PYTHON_DOCKERFILE, type FixtureTask } from '../fixtures/tasks.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { rid } from '../fixtures/docker.js'

// Written aside and renamed: a reader never meets the file truncated (the run would read '' under load).
const REWARD_LOOP = `nohup setsid bash -c 'while true; do echo 1 > /logs/verifier/.r && mv /logs/verifier/.r /logs/verifier/reward.txt; sleep 0.02; done' >/dev/null 2>&1 &`
const TESTS_REWRITER = `nohup setsid bash -c 'while true; do printf "#!/bin/bash\\necho 1 > /logs/verifier/reward.txt\\n" > /tests/test.sh 2>/dev/null; sleep 0.01; done' >/dev/null 2>&1 &`

const PLANT = [
  `d=$(python3 -c 'import site; print(site.getsitepackages()[0])') && mkdir -p "$d"`,
  `printf 'import os\\nopen("/logs/verifier/reward.txt", "w").write("1")\\nos._exit(0)\\n' > "$d/sitecustomize.py"`,
  `printf 'import os\\nos._exit(0)\\n' > /conftest.py`,
  `cp /conftest.py /root/conftest.py`,
  // An old modification time does not hide them: the guard goes by change time.
  `touch -d 2001-01-01 "$d/sitecustomize.py" /conftest.py`,
].join(' && ')
const PLANTED_TASK = (name: string): FixtureTask => ({
  name,
  dockerfile: PYTHON_DOCKERFILE,
  files: { 'tests/test_done.py': 'import os\n\ndef test_done():\n    assert os.path.exists("/tmp/done")\n' },
  test: 'cd /tests && if python3 -m pytest -q test_done.py >&2; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
})

const SERVE_ON_PORT: FixtureTask = {
  name: 'serve-on-port',
  dockerfile: PYTHON_DOCKERFILE,
  instruction: 'Serve the folder /srv over HTTP on port 8765 and leave the server running.\n',
  solve:
    'mkdir -p /srv && cd /srv && echo hi > index.html && (nohup python3 -m http.server 8765 >/dev/null 2>&1 &) && sleep 1',
  test: `if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8765/index.html')"; then echo 1; else echo 0; fi > /logs/verifier/reward.txt`,
}

const folders = useRunnerFolders()

async function runOne(
  spec: FixtureTask,
  agent: { name: string; command?: string },
  name: string,
  verifierGuard = true,
  subjectCapBytes?: number,
): Promise<AttemptResult> {
  const task: Task = await makeTask(folders.root, spec)
  const runId = rid(name)
  await runBenchmark({ tasks: [task], agent, outputDir: folders.out, runId, verifierGuard, subjectCapBytes })
  const file = join(folders.out, runId, `001_${spec.name}`, 'attempt_001', 'result.json')
  return parseAttemptResult(await readFile(file, 'utf8'), file)
}

describe('the verifier beside the agent', () => {
  it('is needed: in the agent container (guard off) the reward loop and planted files pass tasks nobody solved', async () => {
    const loop = await runOne(
      { name: 'loop-unguarded', test: 'sleep 0.5; exit 3' },
      { name: 'command', command: REWARD_LOOP },
      'loop-unguarded',
      false,
    )
    expect(loop).toMatchObject({ status: 'passed', verifier_isolation: 'in-environment' })
    const planted = await runOne(
      PLANTED_TASK('planted-unguarded'),
      { name: 'command', command: PLANT },
      'planted-unguarded',
      false,
    )
    expect(planted.status).toBe('passed')
  })

  it('a background loop writing the reward reaches nothing the verifier reads', async () => {
    const result = await runOne(
      { name: 'reward-loop', test: 'sleep 0.5; exit 3' },
      { name: 'command', command: REWARD_LOOP },
      'reward-loop',
    )
    expect(result).toMatchObject({ status: 'failed', reward: 0, verifier_isolation: 'beside' })
  })

  it('a loop rewriting /tests/test.sh cannot touch the tests the verifier runs', async () => {
    const result = await runOne(
      { name: 'tests-rewriter', test: 'sleep 1; echo 0 > /logs/verifier/reward.txt' },
      { name: 'command', command: TESTS_REWRITER },
      'tests-rewriter',
    )
    expect(result).toMatchObject({ status: 'failed', reward: 0 })
  })

  it('planted sitecustomize.py and /conftest.py are not in the verifier, whatever their file times', async () => {
    const result = await runOne(PLANTED_TASK('planted'), { name: 'command', command: PLANT }, 'planted')
    expect(result).toMatchObject({ status: 'failed', reward: 0 })
  })

  it('a server the agent left answers the test with no declaration (Harbor behaviour)', async () => {
    const result = await runOne(SERVE_ON_PORT, { name: 'oracle' }, 'serve-on-port')
    expect(result).toMatchObject({ status: 'passed', verifier_isolation: 'beside' })
  })

  it('separate mode stops that server, and the failure says so with the fix', async () => {
    const spec: FixtureTask = {
      ...SERVE_ON_PORT,
      name: 'serve-on-port-separate',
      toml: '[verifier]\nenvironment_mode = "separate"',
    }
    const result = await runOne(spec, { name: 'oracle' }, 'serve-on-port-separate')
    expect(result).toMatchObject({ status: 'failed', verifier_isolation: 'separate' })
    expect(result.reason).toMatch(
      /^reward 0 < 1; the server the agent left \(port 8765\) was stopped: .*tests\/test\.sh/,
    )
  })

  it("the image entrypoint's service answers the verifier from the agent's environment; the verifier starts no second copy", async () => {
    const result = await runOne(
      {
        name: 'entrypoint-service',
        dockerfile: [
          PYTHON_DOCKERFILE,
          'RUN mkdir -p /srv && echo up > /srv/status',
          `RUN printf '#!/bin/bash\\npython3 -m http.server 8800 --directory /srv >/dev/null 2>&1 &\\nexec "$@"\\n' > /entry.sh && chmod +x /entry.sh`,
          'ENTRYPOINT ["/entry.sh"]',
        ].join('\n'),
        solve: 'sleep 1',
        // A second server from the image's entrypoint would find its port taken: the verifier's
        // environment would stop and the attempt error.
        test: `sleep 1; if python3 -c "import urllib.request; assert urllib.request.urlopen('http://127.0.0.1:8800/status').read().strip() == b'up'"; then echo 1; else echo 0; fi > /logs/verifier/reward.txt`,
      },
      { name: 'oracle' },
      'entrypoint-service',
    )
    expect(result).toMatchObject({ status: 'passed', verifier_isolation: 'beside' })
  })

  it('brings the paths the tests name (not the image programs they name) and the workdir', async () => {
    const result = await runOne(
      {
        name: 'named-paths',
        toml: '[environment]\nworkdir = "/app"\n',
        dockerfile: 'FROM helios-base:bookworm\nRUN mkdir -p /app /srv/data',
        solve:
          'echo 42 > /app/answer && echo 7 > /srv/data/out.txt && echo "echo 1 > /logs/verifier/reward.txt" > /usr/bin/grep',
        test: 'if [ "$(cat /srv/data/out.txt)" = 7 ] && [ "$(cat answer)" = 42 ] && /usr/bin/grep -q 42 /app/answer; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
      },
      { name: 'oracle' },
      'named-paths',
    )
    expect(result.status).toBe('passed')
    expect(result.verifier_subject).toEqual(['/app', '/logs/artifacts', '/srv/data/out.txt'])
  })

  it('an agent whose subject is past the cap has failed, not errored (a sparse file counts its size)', async () => {
    const result = await runOne(
      {
        name: 'subject-cap',
        toml: '[environment]\nworkdir = "/app"\n',
        dockerfile: 'FROM helios-base:bookworm\nRUN mkdir -p /app',
        test: 'echo 1 > /logs/verifier/reward.txt',
      },
      { name: 'command', command: 'truncate -s 64M /app/huge' },
      'subject-cap',
      true,
      8 * 1024 * 1024,
    )
    expect(result).toMatchObject({ status: 'failed', reward: 0 })
    expect(result.reason).toMatch(
      /^unverifiable: the agent's \/app is larger than the 8 MiB the verifier takes in/,
    )
  })
})
