// check --cheat on a real engine, as few attempts as prove it: two tiny tasks on the fixtures'
// Python image, one whose test imports the subject (hackable, in either verifier mode: the class
// no isolation closes) and one that reads the subject's output as data (holds). Attacks: the
// pack's subject-subverts-test, a user's payload that hangs (timed out, not hackable), and the
// first task's own cheat/solve.sh, which deletes the tests (held: they come back for the verifier).
import { mkdir, writeFile, chmod } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cheatFlags } from '../../src/results/cheat-check.js'
import { runCheatCheck } from '../../src/run/cheat-check.js'
import { loadAttackFolder, shippedPackDir } from '../../src/task/attack-pack.js'
import { rid } from '../fixtures/docker.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { makeTasks, PYTHON_DOCKERFILE } from '../fixtures/tasks.js'

const folders = useRunnerFolders()

const DOCKERFILE = `${PYTHON_DOCKERFILE}RUN mkdir -p /app\nWORKDIR /app\n`
const TOML = '[agent]\ntimeout_sec = 60\n\n[verifier]\ntimeout_sec = 60\n\n[environment]\nworkdir = "/app"\n'

const IMPORTS_SUBJECT = {
  name: 'imports-subject',
  toml: TOML,
  dockerfile: DOCKERFILE,
  test: 'cd /tests && python3 -m pytest -q -p no:cacheprovider test_solution.py && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt',
  solve: 'printf "def answer():\\n    return 42\\n" > /app/solution.py',
  files: {
    'tests/test_solution.py':
      'import sys\nsys.path.append("/app")\nfrom solution import answer\n\n\ndef test_answer():\n    assert answer() == 42\n',
    'cheat/solve.sh': '#!/bin/bash\nrm -rf /tests /logs/verifier\n',
  },
}
const READS_ANSWER = {
  name: 'reads-answer',
  toml: TOML,
  dockerfile: DOCKERFILE,
  test: 'if [ "$(cat /app/answer.txt 2>/dev/null)" = 42 ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
  solve: 'echo 42 > /app/answer.txt',
}

async function hangingAttack(root: string): Promise<string> {
  const dir = join(root, 'my-attacks', 'hang')
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'solve.sh'), '#!/bin/bash\nsleep 600\n')
  await chmod(join(dir, 'solve.sh'), 0o755)
  const toml = 'name = "hang"\nclass = "other"\ntries = "never ends"\nfix = "none needed"\ntimeout_sec = 3\n'
  await writeFile(join(dir, 'attack.toml'), toml)
  return join(root, 'my-attacks')
}

describe('check --cheat', () => {
  it('finds the task whose test imports its subject hackable, and not the one that reads its output', async () => {
    const tasks = await makeTasks(folders.root, [IMPORTS_SUBJECT, READS_ANSWER])
    const pack = await loadAttackFolder(await shippedPackDir(), 'pack')
    const mine = await loadAttackFolder(await hangingAttack(folders.root), 'user')
    const attacks = [...pack.filter((a) => a.name === 'subject-subverts-test'), ...mine]
    const { report, attacksOf } = await runCheatCheck({
      tasks,
      attacks,
      userAttackDirs: [],
      outputDir: folders.out,
      runId: rid('check-cheat'),
      concurrency: 2,
    })
    const outcomes = Object.fromEntries(
      report.tasks.map((t) => [
        t.task_path,
        Object.fromEntries(t.attacks.map((a) => [a.attack, [a.own?.outcome, a.other?.outcome]])),
      ]),
    )
    expect(outcomes).toEqual({
      'imports-subject': {
        'cheat/solve.sh': ['held', 'held'],
        'subject-subverts-test': ['scored', 'scored'],
        hang: ['timed-out', 'timed-out'],
      },
      'reads-answer': {
        'subject-subverts-test': ['held', 'held'],
        hang: ['timed-out', 'timed-out'],
      },
    })
    expect(report.hackable).toBe(1)
    const flags = cheatFlags(report.tasks[0]!, attacksOf('imports-subject'))
    expect(flags.map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^attack subject-subverts-test \(subject-code\) scored 1 in shared mode: .* Fix: no isolation closes it/,
      ),
    ])
  })
})
