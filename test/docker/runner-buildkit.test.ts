// BuildKit syntax builds as it does for Docker users (issue #37): one task whose Dockerfile uses
// COPY --chmod, a cache mount and a heredoc, run once with oracle; its build log has BuildKit's plain lines.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchmark } from '../../src/run/runner.js'
import { environmentTag } from '../../src/run/providers/docker/image-cache.js'
import { BASE_IMAGE, makeTasks, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { docker, managedContainers, rid } from '../fixtures/docker.js'

let root: string
let out: string
const tags: string[] = []
beforeAll(async () => {
  root = await makeTempDir()
  out = await makeTempDir('helios-out-')
})
afterAll(async () => {
  await removeDir(root)
  await removeDir(out)
  for (const tag of tags)
    await docker
      .getImage(tag)
      .remove({ force: true })
      .catch(() => undefined)
})
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

describe('BuildKit builds', () => {
  it('builds COPY --chmod, RUN --mount and a RUN heredoc, and logs the steps to builds/<image>.log', async () => {
    const [task] = await makeTasks(root, [
      {
        name: 'buildkit-syntax',
        dockerfile: [
          `FROM ${BASE_IMAGE}`,
          // A file the context holds without its exec bit: only --chmod makes it runnable.
          'COPY --chmod=755 tool /usr/local/bin/tool',
          `RUN --mount=type=cache,target=/var/cache/helios-test echo ${randomUUID()} > /var/cache/helios-test/id`,
          // A heredoc whose lines look like instructions: they are the script's.
          'RUN <<EOF',
          'echo "FROM scratch" > /heredoc-ran',
          'COPY=still-shell && echo "$COPY" >> /heredoc-ran',
          'EOF',
          '',
        ].join('\n'),
        files: { 'environment/tool': '#!/bin/sh\ntouch /tmp/done\n' },
        solve: 'tool',
        test: `if [ -f /tmp/done ] && [ ! -e /var/cache/helios-test/id ] && [ "$(cat /heredoc-ran)" = "$(printf 'FROM scratch\\nstill-shell')" ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt`,
      },
    ])
    tags.push(environmentTag(task!))
    const summary = await runBenchmark({
      tasks: [task!],
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('buildkit'),
      attempts: 1,
    })
    expect(summary.tasks[0]!.reasons).toEqual([])
    expect(summary.totals).toMatchObject({ attempts: 1, passed: 1 })
    const logs = await readdir(join(out, rid('buildkit'), 'builds'))
    const log = await readFile(join(out, rid('buildkit'), 'builds', logs[0]!), 'utf8')
    expect(log).toMatch(/^#\d+ \[(stage-0 )?2\/4\] COPY --chmod=755 tool \/usr\/local\/bin\/tool$/m)
    expect(log).toMatch(/^#\d+ DONE$/m)
  })
})
