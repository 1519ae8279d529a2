// GUI tasks end to end in real Docker, one attempt each: the oracle through xdotool passes and nop
// fails (the desktop program and the browser form), and the built-in agent with Anthropic's
// computer tool (the loopback fake scripted to look, click, type and click Save) passes; every
// request after an action carries a real screenshot of the model's screen size, and the trajectory
// keeps each screenshot as ATIF image content. The OpenAI and Gemini protocols are driven against
// a fake screen in test/loopback/gui-computer-protocols.test.ts (no engine needed).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { runBenchmark } from '../../src/run/runner.js'
import { pngSize } from '../../src/run/display/png.js'
import type { Task } from '../../src/task/types.js'
import { startModelServer } from '../harness/model-server/index.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { managedContainers, rid } from '../fixtures/docker.js'
import { readTrajectory } from '../fixtures/output-files.js'

const KEY = 'sk-helios-gui-7d21'
const TASK_DIR = resolve('tasks/gui-save-note')
const FIELD = [512, 83]
const SAVE = [512, 146]

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
    const images: { width: number; height: number }[][] = []
    const server = await startModelServer({
      apiKey: KEY,
      script: [
        { computer: { action: 'screenshot' } },
        // Off the screen: refused, nothing runs, the agent goes on.
        { computer: { action: 'left_click', coordinate: [5000, 5000] } },
        { computer: { action: 'left_click', coordinate: FIELD } },
        { computer: { action: 'type', text: 'helios' } },
        { computer: { action: 'left_click', coordinate: SAVE } },
        { text: 'Saved.' },
      ],
      onRequest: (_path, body) => images.push(toolResultImages(body)),
    })
    try {
      const runId = rid('gui-helios')
      const summary = await runBenchmark({
        tasks: [task],
        agent: { name: 'helios' },
        model: 'anthropic/claude-sonnet-4-5',
        outputDir: out,
        runId,
        hostEnv: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
      })
      expect(summary.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
      // Each request holds every screenshot so far: 0, 1, 1 (the refused click has none), 2, 3, 4.
      expect(images.map((shots) => shots.length)).toEqual([0, 1, 1, 2, 3, 4])
      for (const shot of images.flat()) expect(shot).toEqual({ width: 1024, height: 768 })

      const attemptDir = join(out, runId, '001_gui-save-note', 'attempt_001')
      const { calls, trajectory } = await readTrajectory(attemptDir)
      expect(calls.map((c) => c.function_name)).toEqual(Array(5).fill('computer'))
      const results = trajectory.steps.flatMap((s) => s.observation?.results ?? [])
      expect(String(results[1]!.content)).toMatch(/error: coordinate \[5000,5000\] is not a point/)
      const paths = results.flatMap((r) =>
        Array.isArray(r.content) ? r.content.flatMap((p) => (p.type === 'image' ? [p.source.path] : [])) : [],
      )
      expect(paths).toEqual([
        'screenshots/0001.png',
        'screenshots/0002.png',
        'screenshots/0003.png',
        'screenshots/0004.png',
      ])
      for (const path of paths)
        expect(pngSize(await readFile(join(attemptDir, 'agent', path)))).toEqual({ width: 1024, height: 768 })
    } finally {
      await server.close()
    }
  }, 900_000)
})

/** The PNG sizes of the images in an Anthropic request's tool results. */
function toolResultImages(body: unknown): { width: number; height: number }[] {
  const messages = (body as { messages?: { content?: unknown }[] }).messages ?? []
  const sizes: { width: number; height: number }[] = []
  for (const message of messages)
    for (const part of Array.isArray(message.content) ? message.content : [])
      for (const inner of Array.isArray(part?.content) ? part.content : [])
        if (inner?.type === 'image')
          sizes.push(pngSize(Buffer.from(inner.source.data, 'base64')) ?? { width: 0, height: 0 })
  return sizes
}
