// A model that asks for screenshot after screenshot: the folder stops growing at its cap, and past
// the action limit each call is refused (the loop's turn limit ends the attempt).
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anthropicComputer } from '../../src/run/agents/helios/computer-tool.js'
import { openaiComputer } from '../../src/run/agents/helios/computer-openai.js'
import {
  MAX_KEPT_SCREENSHOTS,
  MAX_SCREEN_ACTIONS,
  SCREENSHOTS_FOLDER,
} from '../../src/run/agents/helios/screen.js'
import { isScreenshotCommand } from '../../src/run/display/display.js'
import { encodeXwd } from '../../src/run/display/xwd.js'
import { MemoryEnvironment } from '../fixtures/memory-provider.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const DISPLAY = { width: 64, height: 40 }
const SCREEN = encodeXwd({ ...DISPLAY, rgb: Buffer.alloc(64 * 40 * 3, 200) })

let agentDir: string
beforeAll(async () => {
  agentDir = await makeTempDir('helios-gui-limits-')
})
afterAll(async () => {
  await removeDir(agentDir)
})

describe('a model that never stops asking for screenshots', () => {
  it('keeps at most the cap on disk and refuses actions past the limit', async () => {
    const execs: string[] = []
    const environment = new MemoryEnvironment('gui', { image: 'gui', env: {} } as never, (call) => {
      execs.push(isScreenshotCommand(call.cmd) ? 'xwd' : call.cmd[0]!)
      return isScreenshotCommand(call.cmd) ? { exitCode: 0, stdout: SCREEN } : { exitCode: 0 }
    })
    await environment.start()
    const computer = anthropicComputer({
      environment,
      display: DISPLAY,
      user: null,
      agentDir,
      safety: 'decline',
    })
    const answers = []
    for (let i = 0; i < MAX_SCREEN_ACTIONS + 20; i++)
      answers.push(await computer.run('computer', { action: 'screenshot' }, `call-${i}`))
    expect(answers.filter((a) => a.image !== null)).toHaveLength(MAX_SCREEN_ACTIONS)
    expect(answers.at(-1)!.text).toMatch(/screen action limit reached \(500 per attempt\)/)
    expect(answers.filter((a) => a.screenshot !== null)).toHaveLength(MAX_KEPT_SCREENSHOTS)
    expect(await readdir(join(agentDir, SCREENSHOTS_FOLDER))).toHaveLength(MAX_KEPT_SCREENSHOTS)
    // Refused calls reach nothing in the container.
    expect(execs.filter((e) => e === 'xwd')).toHaveLength(MAX_SCREEN_ACTIONS)
  })
  it('refuses a click off the screen without running it', async () => {
    const execs: string[] = []
    const environment = new MemoryEnvironment('gui', { image: 'gui', env: {} } as never, (call) => {
      execs.push(isScreenshotCommand(call.cmd) ? 'xwd' : call.cmd[0]!)
      return { exitCode: 0, stdout: SCREEN }
    })
    await environment.start()
    const computer = anthropicComputer({
      environment,
      display: DISPLAY,
      user: null,
      agentDir,
      safety: 'decline',
    })
    const answer = await computer.run('computer', { action: 'left_click', coordinate: [64, 0] }, 'call-1')
    expect(answer).toMatchObject({ image: null, screenshot: null })
    expect(answer.text).toMatch(/not a point on the 64x40 screen/)
    expect(execs).toEqual([])
  })
  it('OpenAI: past the limit each call gets the last screen again, with nothing run in the container', async () => {
    const execs: string[] = []
    const environment = new MemoryEnvironment('gui', { image: 'gui', env: {} } as never, (call) => {
      execs.push(isScreenshotCommand(call.cmd) ? 'xwd' : call.cmd[0]!)
      return isScreenshotCommand(call.cmd) ? { exitCode: 0, stdout: SCREEN } : { exitCode: 0 }
    })
    await environment.start()
    const computer = openaiComputer(
      { environment, display: DISPLAY, user: null, agentDir, safety: 'decline' },
      false,
    )
    // 10,000 screenshots in one batch are one screenshot.
    const batch = await computer.run(
      'computer',
      { actions: Array(10_000).fill({ type: 'screenshot' }) },
      'c0',
    )
    expect(batch.output).toMatchObject({ type: 'json', value: { output: { type: 'computer_screenshot' } } })
    expect(execs).toEqual(['xwd'])
    const answers = []
    for (let i = 1; i < MAX_SCREEN_ACTIONS + 20; i++)
      answers.push(await computer.run('computer', { actions: [{ type: 'screenshot' }] }, `c${i}`))
    expect(execs.filter((e) => e === 'xwd')).toHaveLength(MAX_SCREEN_ACTIONS)
    const last = answers.at(-1)!
    expect(last.text).toMatch(/screen action limit reached/)
    // The protocol has no error channel: still a screenshot, the one before.
    expect(last.image).toEqual(answers.at(-21)!.image)
  })
})
