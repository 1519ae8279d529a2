// report.html's filmstrip (pure): the built-in agent's trajectory, through ATIF, gives each
// screenshot in order with its action and click point; the HTML shows them with the mark placed
// as a share of the screen, the last as the final screen, and the action's text escaped.
import { describe, expect, it } from 'vitest'
import { atifTrajectorySchema } from '../../src/run/agents/atif.js'
import { toAtif } from '../../src/run/agents/to-atif.js'
import type { TrajectoryStep } from '../../src/run/agents/trajectory.js'
import { decodePng, encodePng, pngSize } from '../../src/run/display/png.js'
import { filmstripHtml } from '../../src/report/html/filmstrip-html.js'
import { filmstripOf, MAX_FRAMES } from '../../src/report/html/filmstrip-view.js'
import { thumbnailDataUrl } from '../../src/report/html/thumbnail.js'

const SCREEN = { screen_width: 1280, screen_height: 800, width: 1280, height: 800 }

function guiStep(n: number, args: unknown, point?: [number, number]): TrajectoryStep {
  return {
    role: 'assistant',
    text: null,
    tool_calls: [
      {
        id: `call-${n}`,
        name: 'computer',
        arguments: args,
        output: 'done',
        screenshots: [
          { path: `screenshots/${String(n).padStart(4, '0')}.png`, ...SCREEN, ...(point ? { point } : {}) },
        ],
      },
    ],
    usage: null,
    timestamp: null,
  }
}

function atifOf(steps: TrajectoryStep[]): unknown {
  const doc = toAtif(
    { schema_version: 1, agent: 'helios', model: 'm', source: 'native', steps },
    { sessionId: 's', agentVersion: '1', usage: null },
  )
  return JSON.parse(JSON.stringify(atifTrajectorySchema.parse(doc)))
}

describe('the filmstrip of a GUI attempt', () => {
  it('lists the screenshots in order with their action and click point as a share of the screen', () => {
    const strip = filmstripOf(
      atifOf([
        guiStep(1, { action: 'screenshot' }),
        guiStep(2, { action: 'left_click', coordinate: [640, 200] }, [640, 200]),
        guiStep(3, { action: 'type', text: '<b>helios</b>' }),
      ]),
    )
    expect(strip).toEqual({
      omitted: 0,
      frames: [
        {
          path: 'screenshots/0001.png',
          action: 'computer {"action":"screenshot"}',
          point: null,
          thumbnail: null,
        },
        {
          path: 'screenshots/0002.png',
          action: 'computer {"action":"left_click","coordinate":[640,200]}',
          point: [0.5, 0.25],
          thumbnail: null,
        },
        {
          path: 'screenshots/0003.png',
          action: 'computer {"action":"type","text":"<b>helios</b>"}',
          point: null,
          thumbnail: null,
        },
      ],
    })
    const html = filmstripHtml(strip!, 'run/001_task/attempt_001/')
    expect(html.match(/<figure/g)).toHaveLength(3)
    expect(html).toContain('<span class="click" style="left:50.00%;top:25.00%"></span>')
    expect(html).toContain('href="run/001_task/attempt_001/agent/screenshots/0002.png"')
    expect(html).toMatch(
      /<figure class="frame final">.*final screen<\/span> computer \{&quot;action&quot;:&quot;type&quot;,&quot;text&quot;:&quot;&lt;b&gt;helios/,
    )
    expect(html).not.toContain('<b>')
  })

  it('is absent for a trajectory without screenshots, and keeps the first frames and the final one of a long attempt', () => {
    expect(filmstripOf(atifOf([]))).toBeNull()
    const long = filmstripOf(
      atifOf(Array.from({ length: 40 }, (_, i) => guiStep(i + 1, { action: 'screenshot' }))),
    )!
    expect(long.frames).toHaveLength(MAX_FRAMES)
    expect(long.omitted).toBe(40 - MAX_FRAMES)
    expect(long.frames.at(-2)!.path).toBe('screenshots/0023.png')
    expect(long.frames.at(-1)!.path).toBe('screenshots/0040.png')
    expect(filmstripHtml(long, null)).toContain('16 frame(s) before it are in the folder.')
  })

  it('embeds a screenshot shrunk to 320 px wide, and refuses what is not a PNG', () => {
    const rgb = Buffer.alloc(1280 * 800 * 3)
    for (let i = 0; i < rgb.length; i++) rgb[i] = (i >> 6) & 0xff
    const url = thumbnailDataUrl(encodePng({ width: 1280, height: 800, rgb }))!
    const png = Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64')
    expect(pngSize(png)).toEqual({ width: 320, height: 200 })
    expect(decodePng(png).rgb.length).toBe(320 * 200 * 3)
    expect(thumbnailDataUrl(Buffer.from('not a png'))).toBeNull()
  })
})
