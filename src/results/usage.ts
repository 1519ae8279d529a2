// Tokens, turns and cost of one attempt, and their sums per task and per run. Pure.
import { z } from 'zod'

export function emptyUsage(): Usage {
  return { input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, turns: 0, cost_usd: 0 }
}

/** Sum of usages; null when none is known. A sum's cost is null when any known part's cost is. */
export function sumUsage(usages: readonly (Usage | null | undefined)[]): Usage | null {
  const known = usages.filter((u): u is Usage => u != null)
  if (known.length === 0) return null
  const total = emptyUsage()
  for (const u of known) {
    total.input_tokens += u.input_tokens
    total.cached_input_tokens += u.cached_input_tokens
    total.output_tokens += u.output_tokens
    total.turns += u.turns
    total.cost_usd = total.cost_usd === null || u.cost_usd === null ? null : total.cost_usd + u.cost_usd
  }
  if (total.cost_usd !== null) total.cost_usd = Math.round(total.cost_usd * 1e6) / 1e6
  return total
}

const count = z.number().int().nonnegative()

/** `result.json` `usage`: null when the agent reports nothing (oracle, nop, a plain command). */
export const usageSchema = z.object({
  input_tokens: count,
  /** Part of `input_tokens` served from the provider's prompt cache. */
  cached_input_tokens: count,
  output_tokens: count,
  /** Model calls (assistant turns). */
  turns: count,
  /** From the agent's own report, else from the price catalogue; null when the model is unpriced. */
  cost_usd: z.number().nonnegative().nullable(),
})

export type Usage = z.infer<typeof usageSchema>
