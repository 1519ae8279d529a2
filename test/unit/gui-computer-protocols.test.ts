// The OpenAI and Gemini computer-use mappings (pure): actions to screen actions, Gemini's 0-999
// grid scaled to the screen, the wire rewrites the AI SDK lacks, and which model gets which tool.
import { describe, expect, it } from 'vitest'
import { fromGemini } from '../../src/run/display/gemini-actions.js'
import { fromOpenAI } from '../../src/run/display/openai-actions.js'
import { coordinateSpace } from '../../src/run/display/scaling.js'
import { computerProtocol } from '../../src/run/agents/helios/computer-protocol.js'
import { computerUseRequest } from '../../src/run/agents/helios/gemini-wire.js'
import { previewRequest } from '../../src/run/agents/helios/openai-wire.js'
import { parseModelId } from '../../src/run/agents/helios/model-id.js'

const SCREEN = { width: 1280, height: 800 }
const SPACE = coordinateSpace(SCREEN)

describe("Gemini's computer-use functions", () => {
  it('scales the 0-999 grid to the screen: 999,999 is the bottom-right pixel of 1280x800', () => {
    expect(fromGemini('click_at', { x: 999, y: 999 }, SCREEN)).toEqual({
      actions: [{ kind: 'click', at: [1279, 799], button: 1, count: 1, modifiers: [] }],
    })
    expect(fromGemini('click_at', { x: 0, y: 0 }, SCREEN)).toMatchObject({ actions: [{ at: [0, 0] }] })
    expect(fromGemini('hover_at', { x: 500, y: 500 }, SCREEN)).toEqual({
      actions: [{ kind: 'move', to: [640, 400] }],
    })
  })
  it('refuses points off the grid and what cannot run offline', () => {
    expect(fromGemini('click_at', { x: 1001, y: 5 }, SCREEN)).toEqual({
      problem: "x,y [1001,5] is not on Gemini's 0-999 grid",
    })
    expect(fromGemini('click_at', { x: -1, y: 5 }, SCREEN)).toHaveProperty('problem')
    expect(fromGemini('click_at', { x: '5', y: 5 }, SCREEN)).toHaveProperty('problem')
    expect(fromGemini('search', {}, SCREEN)).toMatchObject({ problem: /offline/ })
    expect(fromGemini('delete_everything', {}, SCREEN)).toEqual({
      problem: 'unknown function delete_everything',
    })
  })
  it('types at a point, clearing first and pressing Enter after unless told not to', () => {
    expect(fromGemini('type_text_at', { x: 500, y: 500, text: 'hi' }, SCREEN)).toEqual({
      actions: [
        { kind: 'click', at: [640, 400], button: 1, count: 1, modifiers: [] },
        { kind: 'key', keys: ['ctrl+a'], holdSeconds: null },
        { kind: 'key', keys: ['BackSpace'], holdSeconds: null },
        { kind: 'type', text: 'hi' },
        { kind: 'key', keys: ['Return'], holdSeconds: null },
      ],
    })
    const plain = fromGemini(
      'type_text_at',
      { x: 0, y: 0, text: 'hi', press_enter: false, clear_before_typing: false },
      SCREEN,
    )
    expect(plain).toMatchObject({ actions: [{ kind: 'click' }, { kind: 'type', text: 'hi' }] })
  })
  it('maps keys, scrolls, drags, waits and navigation', () => {
    expect(fromGemini('key_combination', { keys: 'Control+Shift+T' }, SCREEN)).toEqual({
      actions: [{ kind: 'key', keys: ['ctrl+shift+t'], holdSeconds: null }],
    })
    expect(fromGemini('scroll_document', { direction: 'down' }, SCREEN)).toEqual({
      actions: [{ kind: 'scroll', at: [640, 400], direction: 'down', amount: 8 }],
    })
    expect(fromGemini('scroll_at', { x: 0, y: 0, direction: 'up', magnitude: 100 }, SCREEN)).toMatchObject({
      actions: [{ direction: 'up', amount: 1 }],
    })
    expect(fromGemini('scroll_at', { x: 0, y: 0, direction: 'sideways' }, SCREEN)).toHaveProperty('problem')
    expect(
      fromGemini('drag_and_drop', { x: 0, y: 0, destination_x: 500, destination_y: 500 }, SCREEN),
    ).toEqual({
      actions: [{ kind: 'drag', from: [0, 0], to: [640, 400] }],
    })
    expect(fromGemini('wait_5_seconds', {}, SCREEN)).toEqual({ actions: [{ kind: 'wait', seconds: 5 }] })
    expect(fromGemini('navigate', { url: 'http://127.0.0.1:8000/' }, SCREEN)).toEqual({
      actions: [
        { kind: 'key', keys: ['ctrl+l'], holdSeconds: null },
        { kind: 'type', text: 'http://127.0.0.1:8000/' },
        { kind: 'key', keys: ['Return'], holdSeconds: null },
      ],
    })
  })
})

describe("OpenAI's computer-use actions", () => {
  it('maps clicks with their button and held keys', () => {
    expect(fromOpenAI({ type: 'click', button: 'right', x: 10, y: 20, keys: ['SHIFT'] }, SPACE)).toEqual({
      action: { kind: 'click', at: [10, 20], button: 3, count: 1, modifiers: ['shift'] },
    })
    expect(fromOpenAI({ type: 'click', button: 'back', x: 1, y: 1 }, SPACE)).toMatchObject({
      action: { button: 8 },
    })
    expect(fromOpenAI({ type: 'double_click', x: 1, y: 1 }, SPACE)).toMatchObject({ action: { count: 2 } })
    expect(fromOpenAI({ type: 'click', button: 'thumb', x: 1, y: 1 }, SPACE)).toHaveProperty('problem')
  })
  it('refuses a point off the screen', () => {
    expect(fromOpenAI({ type: 'click', button: 'left', x: 1280, y: 0 }, SPACE)).toEqual({
      problem: 'point [1280,0] is not on the 1280x800 screen',
    })
  })
  it('maps scroll pixels to wheel clicks, keypress chords, drags by their ends, waits', () => {
    expect(fromOpenAI({ type: 'scroll', x: 5, y: 5, scrollX: 0, scrollY: -350 }, SPACE)).toEqual({
      action: { kind: 'scroll', at: [5, 5], direction: 'up', amount: 4 },
    })
    expect(fromOpenAI({ type: 'scroll', x: 5, y: 5, scrollX: 120, scrollY: 0 }, SPACE)).toMatchObject({
      action: { direction: 'right', amount: 1 },
    })
    expect(fromOpenAI({ type: 'keypress', keys: ['CTRL', 'ENTER'] }, SPACE)).toEqual({
      action: { kind: 'key', keys: ['ctrl+Return'], holdSeconds: null },
    })
    const path = [
      { x: 1, y: 2 },
      { x: 3, y: 4 },
      { x: 5, y: 6 },
    ]
    expect(fromOpenAI({ type: 'drag', path }, SPACE)).toEqual({
      action: { kind: 'drag', from: [1, 2], to: [5, 6] },
    })
    expect(fromOpenAI({ type: 'drag', path: [{ x: 1, y: 1 }] }, SPACE)).toHaveProperty('problem')
    expect(fromOpenAI({ type: 'wait' }, SPACE)).toEqual({ action: { kind: 'wait', seconds: 2 } })
    expect(fromOpenAI({ type: 'type', text: '' }, SPACE)).toEqual({ problem: 'type needs text' })
  })
})

describe('the wire rewrites', () => {
  it("OpenAI's preview tool: its size and environment, one action per replayed call", () => {
    const body = previewRequest(
      {
        model: 'computer-use-preview',
        tools: [{ type: 'function', name: 'bash' }, { type: 'computer' }],
        input: [{ type: 'computer_call', call_id: 'c1', actions: [{ type: 'screenshot' }] }],
      },
      { width: 1024, height: 768 },
    )
    expect(body).toEqual({
      model: 'computer-use-preview',
      truncation: 'auto',
      tools: [
        { type: 'function', name: 'bash' },
        { type: 'computer_use_preview', display_width: 1024, display_height: 768, environment: 'linux' },
      ],
      input: [{ type: 'computer_call', call_id: 'c1', action: { type: 'screenshot' } }],
    })
  })
  it('Gemini: the computerUse tool for the declared functions, screenshots inside the responses, acknowledgements', () => {
    const image = { mimeType: 'image/png', data: 'AAAA' }
    const body = computerUseRequest(
      {
        tools: [{ functionDeclarations: [{ name: 'bash' }, { name: 'click_at' }] }],
        contents: [
          {
            role: 'user',
            parts: [
              { functionResponse: { id: 'a', name: 'click_at', response: { content: 'click done' } } },
              { inlineData: image },
              { text: 'Tool executed successfully and returned this image as a response' },
              { functionResponse: { id: 'b', name: 'bash', response: { content: 'ok' } } },
              { text: 'kept' },
            ],
          },
        ],
      },
      ['click_at'],
      new Set(['a']),
    )
    expect(body).toEqual({
      tools: [
        { functionDeclarations: [{ name: 'bash' }] },
        { computerUse: { environment: 'ENVIRONMENT_BROWSER' } },
      ],
      contents: [
        {
          role: 'user',
          parts: [
            {
              functionResponse: {
                id: 'a',
                name: 'click_at',
                response: { content: 'click done', safety_acknowledgement: 'true' },
                parts: [{ inlineData: image }],
              },
            },
            { functionResponse: { id: 'b', name: 'bash', response: { content: 'ok' } } },
            { text: 'kept' },
          ],
        },
      ],
    })
  })
})

describe('which computer-use tool a model gets', () => {
  it.each([
    ['anthropic/claude-sonnet-4-5', 'anthropic'],
    ['openai/computer-use-preview-2025-03-11', 'openai-preview'],
    ['openai/gpt-5.4', 'openai'],
    ['openai/gpt-5.10-mini', 'openai'],
    ['openai/gpt-4o', null],
    ['openai/gpt-5.1', null],
    ['gemini/gemini-2.5-computer-use-preview-10-2025', 'gemini'],
    ['google/gemini-3-flash-preview', 'gemini'],
    ['google/gemini-2.5-flash', null],
    ['vllm/qwen2.5-vl', null],
  ])('%s → %s', (id, protocol) => {
    expect(computerProtocol(parseModelId(id))).toBe(protocol)
  })
})
