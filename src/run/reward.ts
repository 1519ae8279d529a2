// Reading the verifier's reward. Pure: the caller hands in the file contents (or null when absent).

export type RewardReading =
  { ok: true; rewards: Record<string, number>; main: number } | { ok: false; reason: string }

/** reward.json wins over reward.txt; when reward.json exists but is bad we never fall back (it was meant). */
export function readReward(rewardJson: string | null, rewardTxt: string | null): RewardReading {
  if (rewardJson !== null) return parseRewardJson(rewardJson)
  if (rewardTxt !== null) return parseRewardTxt(rewardTxt)
  return { ok: false, reason: 'verifier wrote no reward (neither /logs/verifier/reward.json nor reward.txt)' }
}

export function parseRewardJson(text: string): RewardReading {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return {
      ok: false,
      reason: `reward.json is not valid JSON: ${(error as Error).message} (${excerpt(text)})`,
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: `reward.json must be a flat object {name: number}, got ${describe(value)}` }
  }
  const rewards: Record<string, number> = {}
  for (const [name, reward] of Object.entries(value)) {
    if (typeof reward !== 'number' || !Number.isFinite(reward)) {
      return {
        ok: false,
        reason: `reward.json field "${name}" must be a finite number, got ${describe(reward)}`,
      }
    }
    rewards[name] = reward
  }
  const names = Object.keys(rewards)
  if (names.length === 0) return { ok: false, reason: 'reward.json is an empty object: no reward' }
  // `reward` is the main one (Harbor); otherwise the first key, in file order.
  const main = rewards.reward ?? rewards[names[0]!]!
  return { ok: true, rewards, main }
}

export function parseRewardTxt(text: string): RewardReading {
  const trimmed = text.trim()
  const value = trimmed === '' ? NaN : Number(trimmed)
  if (!Number.isFinite(value))
    return { ok: false, reason: `reward.txt must hold one number, got ${excerpt(text)}` }
  return { ok: true, rewards: { reward: value }, main: value }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return `the string ${excerpt(value)}`
  return `${typeof value} ${excerpt(String(value))}`
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 60)}…` : flat)
}
