// GUI tasks end to end in real Docker, one attempt each: the oracle through xdotool passes and nop
// fails (the desktop program and the browser form), and the built-in agent passes driving each
// provider's computer-use protocol against the loopback fake scripted to look, click, type and
// press the button: Anthropic's computer tool and OpenAI's GA computer tool on the desktop program,
// Gemini's computer-use tool (a browser environment) on the browser form. Every request after an
// action carries a real screenshot of the model's screen size, and the trajectory keeps each
// screenshot as ATIF image content. The protocols' edge cases (safety checks, off-grid points,
// limits) run against a fake screen: test/loopback/gui-computer-protocols.test.ts and
// test/unit/gui-computer-limits.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { runBenchmark } from '../../src/run/runner.js'
import { pngSize } from '../../src/run/display/png.js'
import type { Task } from '../../src/task/types.js'
import { startModelServer, type ScriptTurn } from '../harness/model-server/index.js'
import {
  REQUEST_SCREENSHOTS,
  type ComputerProtocol,
  type RequestBody,
} from '../fixtures/computer-use-images.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { managedContainers, rid } from '../fixtures/docker.js'
import { readTrajectory } from '../fixtures/output-files.js'

const KEY = 'sk-helios-gui-7d21'
const TASK_DIR = resolve('tasks/gui-save-note')
const FIELD = [512, 83]
const SAVE = [512, 146]
const SCREEN = { width: 1024, height: 768 }

let out: string
let task: Task
beforeAll(async () => {
  out = await makeTempDir('helios-gui-')
  task = await loadTask(TASK_DIR, resolve('tasks'))
})
afterAll(async () => {
  await removeDir(out)
})
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

describe('a GUI task', () => {
  it('passes with the oracle and fails with nop', async () => {
    for (const [agent, passed] of [
      ['oracle', 1],
      ['nop', 0],
    ] as const) {
      const summary = await runBenchmark({
        tasks: [task],
        agent: { name: agent },
        outputDir: out,
        runId: rid(`gui-${agent}`),
      })
      const reasons = JSON.stringify(summary.tasks ?? summary)
      expect(summary.totals, `${agent}: ${reasons.slice(0, 1500)}`).toMatchObject({
        attempts: 1,
        passed,
        errors: 0,
      })
    }
  }, 900_000)

  it('a browser task (a form served in the container, shown in Dillo): oracle passes, nop fails', async () => {
    const browserTask = await loadTask(resolve('tasks/gui-browser-form'), resolve('tasks'))
    for (const [agent, passed] of [
      ['oracle', 1],
      ['nop', 0],
    ] as const) {
      const summary = await runBenchmark({
        tasks: [browserTask],
        agent: { name: agent },
        outputDir: out,
        runId: rid(`gui-browser-${agent}`),
      })
      const reasons = JSON.stringify(summary.tasks ?? summary)
      expect(summary.totals, `${agent}: ${reasons.slice(0, 1500)}`).toMatchObject({
        attempts: 1,
        passed,
        errors: 0,
      })
    }
  }, 900_000)

  it("passes with the built-in agent driving Anthropic's computer tool", async () => {
    const run = await runScripted(task, 'anthropic', 'anthropic/claude-sonnet-4-5', [
      { computer: { action: 'screenshot' } },
      // Off the screen: refused, nothing runs, the agent goes on.
      { computer: { action: 'left_click', coordinate: [5000, 5000] } },
      { computer: { action: 'left_click', coordinate: FIELD } },
      { computer: { action: 'type', text: 'helios' } },
      { computer: { action: 'left_click', coordinate: SAVE } },
      { text: 'Saved.' },
    ])
    expect(run.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
    // Each request holds every screenshot so far: 0, 1, 1 (the refused click has none), 2, 3, 4.
    expect(run.screenshots.map((shots) => shots.length)).toEqual([0, 1, 1, 2, 3, 4])
    for (const shot of run.screenshots.flat()) expect(shot).toEqual(SCREEN)

    const { calls, trajectory } = await readTrajectory(run.attemptDir)
    expect(calls.map((c) => c.function_name)).toEqual(Array(5).fill('computer'))
    const results = trajectory.steps.flatMap((s) => s.observation?.results ?? [])
    expect(String(results[1]!.content)).toMatch(/error: coordinate \[5000,5000\] is not a point/)
    await expectKeptScreenshots(run.attemptDir, trajectory, 4)
  }, 900_000)

  it("passes with the built-in agent driving OpenAI's computer tool (batched actions)", async () => {
    const click = (at: number[]) => ({ type: 'click', button: 'left', x: at[0], y: at[1] })
    const run = await runScripted(task, 'openai', 'openai/gpt-5.4', [
      { computer: { actions: [{ type: 'screenshot' }] } },
      { computer: { actions: [click(FIELD), { type: 'type', text: 'helios' }] } },
      { computer: { actions: [click(SAVE)] } },
      { text: 'Saved.' },
    ])
    expect(run.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
    // One screenshot per call (after its whole batch); each request holds all of them so far.
    expect(run.screenshots.map((shots) => shots.length)).toEqual([0, 1, 2, 3])
    for (const shot of run.screenshots.flat()) expect(shot).toEqual(SCREEN)
    const { calls, trajectory } = await readTrajectory(run.attemptDir)
    expect(calls.map((c) => c.function_name)).toEqual(Array(3).fill('computer'))
    await expectKeptScreenshots(run.attemptDir, trajectory, 3)
  }, 900_000)

  it("the browser form passes with the built-in agent driving Gemini's computer-use tool", async () => {
    const browserTask = await loadTask(resolve('tasks/gui-browser-form'), resolve('tasks'))
    // Gemini's 0-999 grid on 1024x768: (186,225) is the Name field at 190,173 and (28,273) the
    // Send button at 29,210 (where tasks/gui-browser-form/solution clicks).
    const run = await runScripted(browserTask, 'gemini', 'gemini/gemini-2.5-computer-use-preview-10-2025', [
      { computer: { name: 'type_text_at', args: { x: 186, y: 225, text: 'helios', press_enter: false } } },
      { computer: { name: 'click_at', args: { x: 28, y: 273 } } },
      { text: 'Sent.' },
    ])
    expect(run.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
    expect(run.screenshots.map((shots) => shots.length)).toEqual([0, 1, 2])
    for (const shot of run.screenshots.flat()) expect(shot).toEqual(SCREEN)
    const { calls, trajectory } = await readTrajectory(run.attemptDir)
    expect(calls.map((c) => c.function_name)).toEqual(['type_text_at', 'click_at'])
    await expectKeptScreenshots(run.attemptDir, trajectory, 2)
  }, 900_000)
})

const PROVIDER_ENV: Record<ComputerProtocol, (url: string) => Record<string, string>> = {
  anthropic: (url) => ({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: url }),
  openai: (url) => ({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `${url}/v1` }),
  gemini: (url) => ({ GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: url }),
}

/** One attempt of the built-in agent against the fake replaying `script`; the screenshots of each request. */
async function runScripted(gui: Task, protocol: ComputerProtocol, model: string, script: ScriptTurn[]) {
  const bodies: RequestBody[] = []
  const server = await startModelServer({
    apiKey: KEY,
    script,
    onRequest: (_path, body) => void bodies.push(body as RequestBody),
  })
  const runId = rid(`gui-${protocol}`)
  try {
    const summary = await runBenchmark({
      tasks: [gui],
      agent: { name: 'helios' },
      model,
      outputDir: out,
      runId,
      hostEnv: PROVIDER_ENV[protocol](server.url),
    })
    return {
      totals: summary.totals,
      screenshots: bodies.map(REQUEST_SCREENSHOTS[protocol]),
      attemptDir: join(out, runId, `001_${gui.name}`, 'attempt_001'),
    }
  } finally {
    await server.close()
  }
}

/** The trajectory references `count` screenshots in order, each kept at the screen's size. */
async function expectKeptScreenshots(
  attemptDir: string,
  trajectory: Awaited<ReturnType<typeof readTrajectory>>['trajectory'],
  count: number,
) {
  const results = trajectory.steps.flatMap((s) => s.observation?.results ?? [])
  const paths = results.flatMap((r) =>
    Array.isArray(r.content) ? r.content.flatMap((p) => (p.type === 'image' ? [p.source.path] : [])) : [],
  )
  expect(paths).toEqual(
    Array.from({ length: count }, (_, i) => `screenshots/${String(i + 1).padStart(4, '0')}.png`),
  )
  for (const path of paths) expect(pngSize(await readFile(join(attemptDir, 'agent', path)))).toEqual(SCREEN)
}
