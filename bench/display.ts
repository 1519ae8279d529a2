// GUI attempts (#35 item 5), on Docker with the example GUI task's image (tasks/gui-save-note):
// - display start-up: an environment made, started and given its screen (startDisplay, as an
//   attempt does before the agent) against the same environment without a screen;
// - a screenshot round trip at 1280×800: xwd in the environment, decoded, encoded as the PNG the
//   computer-use model gets, against a bare exec round trip.
// Medians over rounds that alternate both sides, so drift on a shared machine hits both alike.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startDisplay, takeScreenshot } from '../src/run/display/display.js'
import { encodePng } from '../src/run/display/png.js'
import { attemptLabels } from '../src/run/environment/labels.js'
import type { Environment } from '../src/run/environment/types.js'
import { createProvider } from '../src/run/providers/index.js'
import { runBenchmark } from '../src/run/runner.js'
import { environmentTag } from '../src/run/providers/docker/image-cache.js'
import { loadTask } from '../src/task/load.js'
import type { BenchResult } from './types.js'

const ROUNDS = 7
const SCREENSHOTS = 20

export async function bench(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'helios-bench-display-'))
  const provider = await createProvider('docker')
  const runId = `bench-display-${randomUUID().slice(0, 8)}`
  try {
    const task = await loadTask(resolve('tasks/gui-save-note'), resolve('tasks'))
    // One oracle attempt builds (or finds) the task's image, as a run would.
    await runBenchmark({ tasks: [task], agent: { name: 'oracle' }, outputDir: work, runId: `${runId}-build` })
    const image = environmentTag(task)
    let attempt = 0
    const environment = async () => {
      const made = await provider.create({
        image,
        env: {},
        workdir: '/app',
        labels: attemptLabels(runId, task.name, ++attempt),
        limits: { cpus: 1, memoryMb: 1024, pidsLimit: 512 },
        network: { kind: 'none' },
        mounts: [],
        // The task's own program waits for the screen: not part of what is measured.
        noImageEntrypoint: true,
      })
      await made.start('the bench environment')
      return made
    }
    const bare: number[] = []
    const withScreen: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await timed(async () => (await environment()).remove()))
      withScreen.push(
        await timed(async () => {
          const made = await environment()
          await startDisplay(made, { width: 1024, height: 768 })
          await made.remove()
        }),
      )
    }
    const screenshots = await screenshotTimes(await environment())
    const startup = median(withScreen)
    const bareStartup = median(bare)
    return [
      {
        name: 'GUI attempt set-up: environment + display (1024×768), median ms',
        value: startup,
        unit: 'ms',
        baseline: { name: 'the same environment without a display', value: bareStartup },
        goal: '≤ baseline + 2,000 ms',
        met: startup <= bareStartup + 2000,
        notes: `display adds ${(startup - bareStartup).toFixed(0)} ms (${ROUNDS} rounds)`,
      },
      {
        name: 'screenshot round trip at 1280×800 (xwd, decode, PNG), median ms',
        value: screenshots.screenshot,
        unit: 'ms',
        baseline: { name: 'a bare exec round trip (`true`)', value: screenshots.exec },
        goal: '≤ 150 ms',
        met: screenshots.screenshot <= 150,
        notes: `PNG ${(screenshots.pngBytes / 1024).toFixed(0)} KiB; ${SCREENSHOTS} screenshots`,
      },
    ]
  } finally {
    await provider.removeRun(runId).catch(() => 0)
    await provider.removeRun(`${runId}-build`).catch(() => 0)
    await rm(work, { recursive: true, force: true })
  }
}

async function screenshotTimes(environment: Environment) {
  try {
    await startDisplay(environment, { width: 1280, height: 800 })
    const exec: number[] = []
    const screenshot: number[] = []
    let pngBytes = 0
    for (let i = 0; i < SCREENSHOTS; i++) {
      exec.push(await timed(() => environment.exec({ cmd: ['true'], user: 'root' })))
      screenshot.push(
        await timed(async () => {
          pngBytes = encodePng(await takeScreenshot(environment)).length
        }),
      )
    }
    return { exec: median(exec), screenshot: median(screenshot), pngBytes }
  } finally {
    await environment.remove()
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
