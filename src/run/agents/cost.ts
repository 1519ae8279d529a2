// Cost from the maintained price catalogue (@pydantic/genai-prices): no hand-kept price table.
import { calcPrice } from '@pydantic/genai-prices'
import type { Usage } from '../../results/usage.js'

/** USD for these tokens of `model`, or null when the catalogue does not know the model. */
export function catalogueCost(usage: Usage, model: string | null, providerId?: string): number | null {
  if (!model) return null
  const bare = model.includes('/') ? model.slice(model.lastIndexOf('/') + 1) : model
  try {
    const price = calcPrice(
      {
        input_tokens: usage.input_tokens,
        cache_read_tokens: usage.cached_input_tokens,
        output_tokens: usage.output_tokens,
      },
      bare,
      providerId ? { providerId } : undefined,
    )
    return price ? Math.round(price.total_price * 1e6) / 1e6 : null
  } catch {
    return null
  }
}
