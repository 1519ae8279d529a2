// A GUI task on an image without any X tool (the plain base image) gets its display from the
// display tools bundle: the oracle moves the pointer with xdotool, the verifier reads it back, the
// screen size and a full xwd dump, and checks the tools are the bundle's (nop fails). Two attempts at once
// share one bundle (built at most once, in the agent CLIs' shared test cache). The bundle's parts
// (ldd, wrappers, the image-or-bundle choice) are checked in test/unit/gui-tools-bundle.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { runBenchmark } from '../../src/run/runner.js'
import { DISPLAY_BUNDLE_VERSION } from '../../src/run/display/tools-bundle.js'
import { BASE_IMAGE, makeTask, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { managedContainers, rid } from '../fixtures/docker.js'
import { CACHE } from '../fixtures/agent-clis.js'

// 800x600x24 as xwd dumps it: 4 bytes a pixel after its header.
const SCREEN_BYTES = 800 * 600 * 4

let out: string
beforeAll(async () => {
  out = await makeTempDir('helios-xbundle-')
})
afterAll(async () => removeDir(out))
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

describe('a GUI task whose image has no X tools', () => {
  it('runs on the display tools bundle: the oracle passes, two attempts, one bundle', async () => {
    const task = await makeTask(out, guiTask('bare-gui', null))
    const logs: string[] = []
    const summary = await runBenchmark({
      tasks: [task],
      agent: { name: 'oracle' },
      attempts: 2,
      concurrency: 2,
      outputDir: out,
      runId: rid('gui-bundle'),
      agentCacheDir: CACHE,
      onLog: (line) => logs.push(line),
    })
    expect(summary.totals, JSON.stringify(summary.tasks).slice(0, 1500)).toMatchObject({
      attempts: 2,
      passed: 2,
      errors: 0,
    })
    expect(logs.filter((line) => line.startsWith('building the display tools bundle')).length).toBeLessThan(2)
    // One finished bundle per platform, no staging copy left behind by a second builder.
    const versions = join(CACHE, 'display-tools', DISPLAY_BUNDLE_VERSION)
    expect((await readdir(versions)).filter((name) => name.includes('.partial-'))).toEqual([])
    // The verifier can tell: without the oracle's move the pointer is elsewhere.
    const nop = await runBenchmark({
      tasks: [task],
      agent: { name: 'nop' },
      outputDir: out,
      runId: rid('gui-bundle-nop'),
      agentCacheDir: CACHE,
    })
    expect(nop.totals).toMatchObject({ attempts: 1, passed: 0, errors: 0 })
  }, 600_000)

  it('an image with its own tools (the example gui-save-note) builds and mounts no bundle', async () => {
    const cache = await makeTempDir('helios-xbundle-cache-')
    try {
      const task = await loadTask(resolve('tasks/gui-save-note'), resolve('tasks'))
      const logs: string[] = []
      const summary = await runBenchmark({
        tasks: [task],
        agent: { name: 'oracle' },
        outputDir: out,
        runId: rid('gui-own-tools'),
        agentCacheDir: cache,
        onLog: (line) => logs.push(line),
      })
      expect(summary.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
      expect(logs.filter((line) => line.includes('display tools bundle'))).toEqual([])
      expect(await readdir(cache)).toEqual([])
    } finally {
      await removeDir(cache)
    }
  }, 600_000)

  it('runs on an image with no libc at all (busybox from scratch): the bundle brings its own', async () => {
    const task = await makeTask(out, guiTask('no-libc-gui', NO_LIBC_DOCKERFILE))
    const summary = await runBenchmark({
      tasks: [task],
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('gui-bundle-nolibc'),
      agentCacheDir: CACHE,
    })
    expect(summary.totals, JSON.stringify(summary.tasks).slice(0, 1500)).toMatchObject({
      attempts: 1,
      passed: 1,
    })
  }, 600_000)
})

// busybox's sh as the only program; a bash that is busybox's sh for the task's scripts.
const NO_LIBC_DOCKERFILE = [
  'FROM debian:bookworm-slim AS busybox',
  'RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends busybox-static >/dev/null',
  'FROM scratch',
  'COPY --from=busybox /bin/busybox /bin/busybox',
  'RUN ["/bin/busybox", "mkdir", "-p", "/usr/bin", "/usr/sbin", "/sbin", "/tmp", "/etc", "/root"]',
  'RUN ["/bin/busybox", "--install", "-s", "/bin"]',
  `RUN printf '#!/bin/sh\\nexec sh "$@"\\n' > /bin/bash && chmod 755 /bin/bash && chmod 1777 /tmp \\`,
  " && echo 'root:x:0:0:root:/root:/bin/sh' > /etc/passwd && echo 'root:x:0:' > /etc/group",
  '',
].join('\n')

/** The oracle moves the pointer; the verifier reads it back through the bundle's tools. */
function guiTask(name: string, dockerfile: string | null) {
  return {
    name,
    dockerfile,
    toml: `[environment]\n${dockerfile ? '' : `docker_image = "${BASE_IMAGE}"\n`}display = "800x600"\n\n[agent]\ntimeout_sec = 60\n\n[verifier]\ntimeout_sec = 60\n`,
    solve: 'xdotool mousemove 123 45',
    test: [
      'set -u',
      'fail() { echo "$1"; echo 0 > /logs/verifier/reward.txt; exit 0; }',
      '[ "$(readlink "$(command -v xdotool)")" = /opt/helios/display/bin/xdotool ] || fail "xdotool is not the bundle\'s"',
      '[ "$(xdotool getdisplaygeometry)" = "800 600" ] || fail "screen: $(xdotool getdisplaygeometry)"',
      'xdotool getmouselocation | grep -q "^x:123 y:45 " || fail "pointer: $(xdotool getmouselocation)"',
      `bytes=$(xwd -root -silent | wc -c); [ "$bytes" -gt ${SCREEN_BYTES} ] || fail "xwd wrote $bytes bytes"`,
      'echo 1 > /logs/verifier/reward.txt',
    ].join('\n'),
  }
}
