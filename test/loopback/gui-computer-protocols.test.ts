// The built-in agent on a GUI task (memory provider, fake screen) against the loopback model fake,
// once per computer-use protocol: Anthropic's computer tool, OpenAI's GA computer tool and its
// preview tool, Gemini's computer-use tool. Each scripted sequence clicks the field, types and
// saves; the task passes, the clicks land on the scaled screen points, and every request after an
// action carries a real PNG screenshot of the model's screen size. Then the safety policy: an
// OpenAI safety check declined (nothing runs, the agent stops) and acknowledged (runs, and the
// next request acknowledges it), and a Gemini confirmation declined.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AttemptResult } from '../../src/results/types.js'
import { runBenchmark } from '../../src/run/runner.js'
import type { AgentSpec } from '../../src/run/agents/types.js'
import { REQUEST_SCREENSHOTS as IMAGES, type Size } from '../fixtures/computer-use-images.js'
import { FakeScreen } from '../fixtures/fake-screen.js'
import { MemoryProvider } from '../fixtures/memory-provider.js'
import { readTrajectory } from '../fixtures/output-files.js'
import { makeTasks } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'
import { startModelServer, type ScriptTurn } from '../harness/model-server/index.js'

const folders = useTempFolders()
const KEY = 'sk-gui-protocols-3318'
const SIZE = { width: 1280, height: 800 }
const CLICK = 'mousemove --sync 640 100 click 1'

interface Run {
  result: AttemptResult
  screen: FakeScreen
  bodies: Record<string, unknown>[]
  attemptDir: string
}

async function runGui(
  name: string,
  model: string,
  env: Record<string, string>,
  script: ScriptTurn[],
  agent: Partial<AgentSpec> = {},
): Promise<Run> {
  const bodies: Record<string, unknown>[] = []
  const server = await startModelServer({
    apiKey: KEY,
    script,
    onRequest: (_path, body) => void bodies.push(body as Record<string, unknown>),
  })
  const screen = new FakeScreen(SIZE)
  try {
    const tasks = await makeTasks(folders.root, [
      {
        name,
        toml: '[environment]\ndisplay = "1280x800"\n',
        instruction: 'Type helios in the note and save it.',
      },
    ])
    const withUrl = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replace('URL', server.url)]))
    await runBenchmark({
      tasks,
      agent: { name: 'helios', limits: { maxRetries: 0 }, ...agent },
      model,
      hostEnv: withUrl,
      outputDir: folders.out,
      runId: name,
      provider: new MemoryProvider({ script: screen.script }),
    })
  } finally {
    await server.close()
  }
  const attemptDir = join(folders.out, name, `001_${name}`, 'attempt_001')
  const result = JSON.parse(await readFile(join(attemptDir, 'result.json'), 'utf8')) as AttemptResult
  return { result, screen, bodies, attemptDir }
}

function expectScreenshots(
  bodies: Record<string, unknown>[],
  images: (b: Record<string, unknown>) => Size[],
) {
  // Request n holds the n screenshots of the n actions before it, each the model's screen size.
  expect(bodies.map((b) => images(b).length)).toEqual(bodies.map((_, i) => i))
  for (const size of bodies.flatMap(images)) expect(size).toEqual(SIZE)
}

describe('the built-in agent on a GUI task, per computer-use protocol', () => {
  it("Anthropic's computer tool", async () => {
    const run = await runGui(
      'gui-anthropic',
      'anthropic/claude-sonnet-4-5',
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: 'URL' },
      [
        { computer: { action: 'left_click', coordinate: [640, 100] } },
        { computer: { action: 'type', text: 'helios' } },
        { computer: { action: 'key', text: 'ctrl+s' } },
        { text: 'Saved.' },
      ],
    )
    expect(run.result.status).toBe('passed')
    expect(run.screen.xdotool[0]).toBe(CLICK)
    expectScreenshots(run.bodies, IMAGES.anthropic)
  })

  it("OpenAI's GA computer tool: a batch of actions per call, one screenshot after it", async () => {
    const run = await runGui(
      'gui-openai',
      'openai/gpt-5.4',
      { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: 'URL/v1' },
      [
        { computer: { actions: [{ type: 'screenshot' }] } },
        {
          computer: {
            actions: [
              { type: 'click', button: 'left', x: 640, y: 100 },
              { type: 'type', text: 'helios' },
            ],
          },
        },
        { computer: { actions: [{ type: 'keypress', keys: ['CTRL', 'S'] }] } },
        { text: 'Saved.' },
      ],
    )
    expect(run.result.status).toBe('passed')
    expect(run.screen.xdotool).toEqual([CLICK, 'type --delay 12 -- helios', 'key --delay 60 -- ctrl+s'])
    expect(run.bodies[0]!.tools).toContainEqual({ type: 'computer' })
    expectScreenshots(run.bodies, IMAGES.openai)
  })

  it("OpenAI's preview tool: declared with the display's size, one action per call", async () => {
    const run = await runGui(
      'gui-openai-preview',
      'openai/computer-use-preview',
      { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: 'URL/v1' },
      [
        { computer: { action: { type: 'click', button: 'left', x: 640, y: 100 } } },
        { computer: { action: { type: 'type', text: 'helios' } } },
        { computer: { action: { type: 'keypress', keys: ['CTRL', 'S'] } } },
        { text: 'Saved.' },
      ],
    )
    expect(run.result.status).toBe('passed')
    expect(run.screen.xdotool[0]).toBe(CLICK)
    const body = run.bodies[0]!
    expect(body.truncation).toBe('auto')
    expect(body.tools).toContainEqual({
      type: 'computer_use_preview',
      display_width: 1280,
      display_height: 800,
      environment: 'linux',
    })
    expectScreenshots(run.bodies, IMAGES.openai)
  })

  it("Gemini's computer-use tool: predefined functions on the 0-999 grid", async () => {
    const run = await runGui(
      'gui-gemini',
      'gemini/gemini-2.5-computer-use-preview-10-2025',
      { GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: 'URL' },
      [
        { computer: { name: 'click_at', args: { x: 500, y: 125 } } },
        { computer: { name: 'type_text_at', args: { x: 500, y: 125, text: 'helios', press_enter: false } } },
        { computer: { name: 'key_combination', args: { keys: 'Control+S' } } },
        { text: 'Saved.' },
      ],
    )
    expect(run.result.status).toBe('passed')
    expect(run.screen.xdotool).toEqual([
      CLICK,
      CLICK,
      'key --delay 60 -- ctrl+a',
      'key --delay 60 -- BackSpace',
      'type --delay 12 -- helios',
      'key --delay 60 -- ctrl+s',
    ])
    const tools = run.bodies[0]!.tools as Record<string, unknown>[]
    expect(tools).toContainEqual({ computerUse: { environment: 'ENVIRONMENT_BROWSER' } })
    // The predefined functions are the tool's, not declarations of ours; bash and finish stay.
    const declared = tools
      .flatMap((t) => (t.functionDeclarations ?? []) as { name: string }[])
      .map((d) => d.name)
    expect(declared.sort()).toEqual(['bash', 'finish'])
    expectScreenshots(run.bodies, IMAGES.gemini)
  })
})

describe('adversarial points', () => {
  it("Gemini's 999,999 on 1280x800 is the bottom-right pixel; 1001 is refused and nothing runs", async () => {
    const run = await runGui(
      'gui-gemini-corner',
      'gemini/gemini-2.5-computer-use-preview-10-2025',
      { GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: 'URL' },
      [
        { computer: { name: 'click_at', args: { x: 999, y: 999 } } },
        { computer: { name: 'click_at', args: { x: 1001, y: 5 } } },
        { text: 'Done.' },
      ],
    )
    expect(run.screen.xdotool).toEqual(['mousemove --sync 1279 799 click 1'])
    const { calls, outputOf } = await readTrajectory(run.attemptDir)
    expect(String(outputOf(calls[1]!.tool_call_id))).toContain("x,y [1001,5] is not on Gemini's 0-999 grid")
  })
})

const SAFETY_CHECK = {
  id: 'cu_sc_1',
  code: 'malicious_instructions',
  message: 'The page asks to send data away.',
}

describe('the computer-use safety policy', () => {
  it('declines an OpenAI safety check by default: nothing runs and the agent stops, recorded', async () => {
    const run = await runGui(
      'gui-safety-decline',
      'openai/gpt-5.4',
      { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: 'URL/v1' },
      [
        {
          computer: {
            actions: [{ type: 'click', button: 'left', x: 640, y: 100 }],
            pending_safety_checks: [SAFETY_CHECK],
          },
        },
        { text: 'never asked' },
      ],
    )
    expect(run.screen.xdotool).toEqual([])
    expect(run.bodies).toHaveLength(1)
    expect(run.result.status).toBe('failed')
    expect(run.result.exit_codes.agent).toBe(4)
    const { calls, outputOf } = await readTrajectory(run.attemptDir)
    expect(JSON.stringify(calls[0]!.arguments)).toContain('malicious_instructions')
    expect(String(outputOf(calls[0]!.tool_call_id))).toMatch(
      /declined safety checks \(malicious_instructions: The page asks to send data away\.\)/,
    )
  })

  it('acknowledges it when told to: the action runs and the next request acknowledges the check', async () => {
    const run = await runGui(
      'gui-safety-ack',
      'openai/gpt-5.4',
      { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: 'URL/v1' },
      [
        {
          computer: {
            actions: [{ type: 'click', button: 'left', x: 640, y: 100 }],
            pending_safety_checks: [SAFETY_CHECK],
          },
        },
        { text: 'Done.' },
      ],
      { computerSafety: 'acknowledge' },
    )
    expect(run.screen.xdotool).toEqual([CLICK])
    const output = (run.bodies[1]!.input as { type?: string; acknowledged_safety_checks?: unknown }[]).find(
      (i) => i.type === 'computer_call_output',
    )
    expect(output?.acknowledged_safety_checks).toEqual([SAFETY_CHECK])
  })

  it('declines a Gemini confirmation by default', async () => {
    const run = await runGui(
      'gui-gemini-confirm',
      'gemini/gemini-2.5-computer-use-preview-10-2025',
      { GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: 'URL' },
      [
        {
          computer: {
            name: 'click_at',
            args: {
              x: 500,
              y: 125,
              safety_decision: { decision: 'require_confirmation', explanation: 'Accepting cookies.' },
            },
          },
        },
        { text: 'never asked' },
      ],
    )
    expect(run.screen.xdotool).toEqual([])
    expect(run.bodies).toHaveLength(1)
    expect(run.result.exit_codes.agent).toBe(4)
  })
})
