// GUI tasks' costs on Docker: the display's start-up per attempt (Xvfb, window manager, readiness)
// against a bare attempt on the same image (the same task with no display), and a screenshot round
// trip at 1280x800 as the built-in agent takes one (the resident helper's frame, decode, shrink,
// PNG) against one exec per screenshot.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runBenchmark } from '../src/run/runner.js'
import { startDisplay, takeScreenshot } from '../src/run/display/display.js'
import { screenshotSource } from '../src/run/display/resident-screenshots.js'
import type { RgbImage } from '../src/run/display/xwd.js'
import { encodePng, shrink } from '../src/run/display/png.js'
import { environmentTag } from '../src/run/providers/docker/image-cache.js'
import { DockerProvider } from '../src/run/providers/docker/provider.js'
import { loadTask } from '../src/task/load.js'
import type { Task } from '../src/task/types.js'
import type { BenchResult } from './types.js'

const ROUNDS = 3
const ATTEMPTS = 3
const SHOTS = 10
const SCREEN = { width: 1280, height: 800 }

export async function bench(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'helios-bench-gui-'))
  try {
    const loaded = await loadTask(resolve('tasks/gui-save-note'), resolve('tasks'))
    // No healthcheck on either: it waits for the task's own program, not for the display.
    const environment = { ...loaded.config.environment, healthcheck: null }
    const gui: Task = { ...loaded, config: { ...loaded.config, environment } }
    const bare: Task = { ...gui, config: { ...gui.config, environment: { ...environment, display: null } } }
    const agent = { name: 'command', command: 'true' }
    const out = join(work, 'out')
    const perAttempt = async (task: Task, runId: string) => {
      const started = performance.now()
      await runBenchmark({ tasks: [task], agent, outputDir: out, runId, attempts: ATTEMPTS, concurrency: 1 })
      return (performance.now() - started) / 1000 / ATTEMPTS
    }
    await perAttempt(gui, 'warm') // builds the image once
    const guiTimes: number[] = []
    const bareTimes: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      guiTimes.push(await perAttempt(gui, `gui-${round}`))
      bareTimes.push(await perAttempt(bare, `bare-${round}`))
    }
    const added = median(guiTimes) - median(bareTimes)
    const shots = await screenshotRoundTrips(environmentTag(gui))
    return [
      {
        name: 'display start-up added per attempt (1024x768, gui-save-note image)',
        value: added,
        unit: 's',
        baseline: { name: 'bare attempt, same image', value: median(bareTimes) },
        goal: '≤ 2 s added',
        met: added <= 2,
        notes: `median of ${ROUNDS} rounds × ${ATTEMPTS} attempts; with display ${median(guiTimes).toFixed(2)} s`,
      },
      {
        name: 'screenshot round trip at 1280x800 (resident helper + decode + PNG)',
        value: median(shots.resident.total),
        unit: 'ms',
        baseline: { name: 'an exec per screenshot', value: median(shots.exec.total) },
        goal: '≤ 150 ms',
        met: median(shots.resident.total) <= 150,
        notes: `median of ${SHOTS} each, alternating; the frame ${median(shots.resident.take).toFixed(0)} ms (exec: ${median(shots.exec.take).toFixed(0)} ms), PNG on the host ${median(shots.resident.encode).toFixed(0)} ms`,
      },
    ]
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function screenshotRoundTrips(image: string) {
  const provider = new DockerProvider()
  const environment = await provider.create({
    image,
    env: { DISPLAY: ':99' },
    workdir: null,
    labels: { 'helios.bench': 'gui-display' },
    limits: { cpus: 1, memoryMb: 1024, pidsLimit: 512 },
    network: { kind: 'none' },
    mounts: [],
  })
  const exec = timings()
  const resident = timings()
  try {
    await environment.start('the bench container')
    await startDisplay(environment, SCREEN)
    const source = screenshotSource(environment)
    await source.take() // starts the helper
    // Alternating, so both see the same load on a shared machine.
    for (let i = 0; i < SHOTS; i++) {
      await timeShot(() => takeScreenshot(environment), exec)
      await timeShot(() => source.take(), resident)
    }
    source.close()
  } finally {
    await environment.remove()
  }
  return { exec, resident }
}

const timings = () => ({ take: [] as number[], encode: [] as number[], total: [] as number[] })

async function timeShot(take: () => Promise<RgbImage>, into: ReturnType<typeof timings>) {
  const started = performance.now()
  const screen = await take()
  const taken = performance.now()
  encodePng(shrink(screen, SCREEN.width, SCREEN.height))
  const done = performance.now()
  into.take.push(taken - started)
  into.encode.push(done - taken)
  into.total.push(done - started)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
