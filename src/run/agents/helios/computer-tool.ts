// The built-in agent's screen through Anthropic's own computer tool (`computer_20250124`): each
// action checked and scaled (display/actions.ts), run through xdotool, and answered with a fresh
// screenshot. Anthropic's tool asks for no confirmations.
import { anthropic } from '@ai-sdk/anthropic'
import type { Tool } from 'ai'
import { fromAnthropic, type AnthropicComputerInput } from '../../display/actions.js'
import { coordinateSpace } from '../../display/scaling.js'
import { refused, Screen, type ComputerOptions, type ComputerSession } from './screen.js'

export function anthropicComputer(options: ComputerOptions): ComputerSession {
  const screen = new Screen(options, coordinateSpace(options.display))
  const tool = anthropic.tools.computer_20250124({
    displayWidthPx: screen.space.model.width,
    displayHeightPx: screen.space.model.height,
  })
  return {
    close: () => screen.close(),
    // The SDK types a provider tool apart from a Tool; the model call takes it as one.
    tools: { computer: tool as Tool },
    handles: (name) => name === 'computer',
    async run(_name, input) {
      const limit = screen.overLimit()
      if (limit) return refused(limit)
      // The SDK parsed the call's input with the tool's own schema.
      const parsed = fromAnthropic((input ?? {}) as AnthropicComputerInput, screen.space)
      if ('problem' in parsed) return refused(parsed.problem)
      return screen.act([parsed.action])
    },
  }
}
