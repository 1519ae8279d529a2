// A model name the price catalogue (@pydantic/genai-prices, the one cost.ts prices with) does not
// know but nearly does: `claude-sonet-4-5` is almost surely `claude-sonnet-4-5`, and would fail
// every attempt at the provider's API. A warning, not a refusal: a model newer than the catalogue
// is no mistake. Pure (the catalogue ships in the package).
import { calcPrice, findProvider } from '@pydantic/genai-prices'
import { closest } from '../../text/closest.js'
import { ModelIdError, parseModelId } from './helios/model-id.js'

/** `warning` text for a model the catalogue does not know but has a close name for; else null. */
export function modelTypoWarning(model: string): string | null {
  let ref
  try {
    ref = parseModelId(model)
  } catch (error) {
    if (error instanceof ModelIdError) return null
    throw error
  }
  // Servers of other providers (vllm/, ollama/, …) serve any name they like.
  if (ref.provider === 'openai-compatible') return null
  const usage = { input_tokens: 1, output_tokens: 1 }
  if (calcPrice(usage, ref.model, { providerId: ref.provider }) !== null) return null
  const ids = findProvider({ providerId: ref.provider })?.models.map((m) => m.id) ?? []
  const meant = closest(ref.model, ids)
  if (meant === null) return null
  const prefix = model.trim().slice(0, model.trim().length - ref.model.length)
  return `model ${model} is not in the price catalogue: did you mean ${prefix}${meant}? (a model newer than the catalogue runs as given, its cost uncounted)`
}
