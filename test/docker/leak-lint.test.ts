// The leak lint of `helios check` (issue #37 item 5) on real images: a repository whose HEAD was
// reset behind a future commit (still in its reflog and a tag) beside a bare upstream clone under
// /root/.cache; a task whose solution is copied in under another name, whose tests are in a layer a
// later rm hides, and whose answer is in ENV; and a clean task. One build each, no attempt run.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { lintLeaks } from '../../src/run/leak-lint.js'
import { DockerProvider } from '../../src/run/providers/docker/provider.js'
import { environmentTag } from '../../src/run/providers/docker/image-cache.js'
import { readImageRecord } from '../../src/run/providers/docker/image-record.js'
import { loadTask } from '../../src/task/load.js'
import { BASE_IMAGE, makeTask, makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'
import { docker, managedContainers, removeImages, rid } from '../fixtures/docker.js'

let root: string
const tags: string[] = []
const provider = new DockerProvider(docker)
beforeAll(async () => {
  root = await makeTempDir()
})
afterAll(async () => {
  await removeDir(root)
  await removeImages(tags)
})
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

const GIT_DOCKERFILE = [
  `FROM ${BASE_IMAGE}`,
  'RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends git >/dev/null && rm -rf /var/lib/apt/lists/*',
  'COPY repo /app',
  'COPY upstream.git /root/.cache/upstream.git',
  'WORKDIR /app',
  '',
].join('\n')

const SOLVE = 'echo "the answer is 1729 exactly" > /tmp/answer\ntouch /tmp/done'
const SOLVE_FILE = `#!/bin/bash\nset -e\n${SOLVE}\n`
const TEST_FILE =
  '#!/bin/bash\nif [ -f /tmp/done ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt\n'

function git(cwd: string, ...args: string[]): string {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
  }
  return execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim()
}

/** A repository at commit A (the fix, tagged v2) reset to its parent B, and a bare clone of it. */
async function futureCommitTask() {
  const dir = await writeTaskFolder(root, { name: 'leak-git', dockerfile: GIT_DOCKERFILE })
  const repo = join(dir, 'environment', 'repo')
  await mkdir(repo, { recursive: true })
  git(repo, 'init', '-q', '-b', 'main')
  git(repo, 'commit', '-q', '--allow-empty', '-m', 'B: the task')
  const checkout = git(repo, 'rev-parse', 'HEAD')
  git(repo, 'commit', '-q', '--allow-empty', '-m', 'A: the fix')
  const future = git(repo, 'rev-parse', 'HEAD')
  git(repo, 'tag', 'v2')
  git(join(dir, 'environment'), 'clone', '-q', '--bare', 'repo', 'upstream.git')
  git(repo, 'reset', '-q', '--hard', checkout)
  return { task: await loadTask(dir, root), future }
}

describe('leak lint', () => {
  it('flags a future commit (tag, reflog, bare clone), a renamed solution, tests in a layer and an answer in ENV; a clean task has none', async () => {
    const { task: gitTask, future } = await futureCommitTask()
    const solutionTask = await makeTask(root, {
      name: 'leak-solution',
      solve: SOLVE,
      test: TEST_FILE.split('\n')[1],
      dockerfile: [
        `FROM ${BASE_IMAGE}`,
        'ENV HINT="the answer is 1729 exactly"',
        'COPY notes.sh /opt/notes.sh',
        'COPY check.sh /tmp/check.sh',
        'RUN rm /tmp/check.sh',
        '',
      ].join('\n'),
      files: { 'environment/notes.sh': SOLVE_FILE, 'environment/check.sh': TEST_FILE },
    })
    const cleanTask = await makeTask(root, { name: 'leak-clean' })
    const tasks = [gitTask, solutionTask, cleanTask]
    tags.push(...tasks.map((t) => environmentTag(t)))
    const images = provider.images({ buildLogDir: join(root, 'builds') })
    const leaks = await lintLeaks({ tasks, images, provider, runId: rid('leaks') })
    const [gitLeaks, solutionLeaks, clean] = leaks

    const gitFindings = gitLeaks!.findings.map((f) => `${f.path} | ${f.what} | ${f.fix}`)
    expect(gitFindings).toEqual(
      expect.arrayContaining([
        `/app/.git | tag refs/tags/v2 points at ${future.slice(0, 12)}, not in HEAD's history | git --git-dir=/app/.git tag -d v2, then git --git-dir=/app/.git reflog expire --expire=now --all && git --git-dir=/app/.git gc --prune=now`,
        expect.stringMatching(
          /^\/app\/\.git \| \d+ reflog entr(y reaches a commit|ies reach commits) not in HEAD's history \(.*\) \| git --git-dir=\/app\/\.git reflog expire/,
        ),
        "/root/.cache/upstream.git | a bare clone of the task's repository (/app/.git) with 1 commit(s) beyond its checkout | remove it in the Dockerfile (rm -rf /root/.cache/upstream.git), or clone only the task's commit",
      ]),
    )
    expect(gitLeaks!.skipped).toEqual([])

    expect(solutionLeaks!.findings.map((f) => [f.kind, f.path, f.what])).toEqual([
      ['task-files', '/opt/notes.sh', 'holds solution/solve.sh (same content)'],
      [
        'task-files',
        '/tmp/check.sh',
        'an image layer holds tests/test.sh (same content), removed later but still in the image',
      ],
      ['answer-in-build', 'ENV HINT', 'holds "the answer is 1729 exactly" from solution/solve.sh'],
      // The ENV instruction itself, as docker history shows it (its number counts the base's layers).
      [
        'answer-in-build',
        expect.stringMatching(/^layer \d+ \(docker history\)$/),
        'its command holds "the answer is 1729 exactly" from solution/solve.sh',
      ],
    ])
    expect(clean).toEqual({ task_path: 'leak-clean', findings: [], skipped: [] })
  })

  it('an image over the size limit is not read, and says so', async () => {
    const image = BASE_IMAGE
    const record = await readImageRecord(docker, image, new Set([35]), {
      maxImageBytes: 1024,
      timeoutMs: 60_000,
    })
    expect(record.layerFiles).toBeNull()
    expect(record.skipped).toEqual([
      expect.stringMatching(
        /^the image's layers were not read \(\d+\.\d GiB, over 0\.0 GiB\): files removed by a later layer were not compared$/,
      ),
    ])
    expect(record.history.length).toBeGreaterThan(0)
  })
})
