// Which computer-use tool a model gets on a GUI task, by its id. Pure.
import type { ModelRef } from './model-id.js'

export type ComputerProtocol = 'anthropic' | 'openai' | 'openai-preview' | 'gemini'

/**
 * Anthropic: every Claude model (the `computer` tool). OpenAI: `computer-use-preview*` (the
 * preview tool) and GPT-5.4 or later (the GA `computer` tool). Google: `*computer-use*` models and
 * Gemini 3 or later. Others (and OpenAI-compatible servers): null, bash alone.
 */
export function computerProtocol(ref: ModelRef): ComputerProtocol | null {
  const model = ref.model.toLowerCase()
  switch (ref.provider) {
    case 'anthropic':
      return 'anthropic'
    case 'openai':
      if (model.startsWith('computer-use-preview')) return 'openai-preview'
      return /^gpt-(5\.([4-9]|\d{2,})|([6-9]|\d{2,}))/.test(model) ? 'openai' : null
    case 'google':
      return model.includes('computer-use') || /^gemini-([3-9]|\d{2,})/.test(model) ? 'gemini' : null
    case 'openai-compatible':
      return null
  }
}
