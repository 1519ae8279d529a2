import { messageOf } from '../narrow.js'
// Reading the verifier's reward. Pure: the caller hands in the file contents (or null when absent).

export type RewardReading =
  | { ok: true; rewards: Record<string, number>; main: number; disagreement?: string }
  | { ok: false; reason: string }

/**
 * Harbor reads reward.txt, else reward.json. When the verifier wrote both, the lower main reward
 * counts: code of the agent's that the test runs can write either file, and a second file must
 * never raise a score (the higher one is kept in the reason). Either one bad: the attempt's reward
 * is bad, as it would be alone.
 */
export function readReward(rewardJson: string | null, rewardTxt: string | null): RewardReading {
  if (rewardJson === null && rewardTxt === null)
    return {
      ok: false,
      reason: 'verifier wrote no reward (neither /logs/verifier/reward.txt nor reward.json)',
    }
  const txt = rewardTxt === null ? null : parseRewardTxt(rewardTxt)
  const json = rewardJson === null ? null : parseRewardJson(rewardJson)
  if (txt && !txt.ok) return txt
  if (json && !json.ok) return json
  if (!txt || !json) return (txt ?? json)!
  if (json.main === txt.main) return json
  const lower = Math.min(txt.main, json.main)
  return {
    ok: true,
    rewards: { ...json.rewards, reward: lower },
    main: lower,
    disagreement: `reward.txt says ${txt.main} and reward.json ${json.main}: the lower counts`,
  }
}

export function parseRewardJson(text: string): RewardReading {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return {
      ok: false,
      reason: `reward.json is not valid JSON: ${messageOf(error)} (${excerpt(text)})`,
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

// reward.txt is read as Harbor reads it, with Python's float(): an optional sign, decimal digits
// (single `_` between digits allowed), an optional point and exponent, surrounded by whitespace.
// Not numbers here (JavaScript's Number() would take some): hex `0x1`, `0b1`, `0o1`, an empty
// file, two numbers. Python also reads `inf`/`nan` (not finite, so refused) and non-ASCII digits
// such as `١` (refused here: the one place helios is stricter than Harbor).
// float() strips ASCII whitespace and non-ASCII Unicode spaces, not the ASCII separators \x1c-\x1f.
const PY_FLOAT_SPACE = '[\\t\\n\\v\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]'
const EDGE_SPACE = new RegExp(`^${PY_FLOAT_SPACE}+|${PY_FLOAT_SPACE}+$`, 'g')
const DIGITS = '[0-9](?:_?[0-9])*'
const DECIMAL = new RegExp(`^[+-]?(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`)
const NOT_FINITE = /^[+-]?(?:inf|infinity|nan)$/i

export function parseRewardTxt(text: string): RewardReading {
  const trimmed = text.replace(EDGE_SPACE, '')
  const bad = (why: string): RewardReading => ({
    ok: false,
    reason: `reward.txt ${why}, got ${excerpt(text)}`,
  })
  if (NOT_FINITE.test(trimmed)) return bad('must hold a finite number')
  if (!DECIMAL.test(trimmed)) {
    if (/(?![0-9])\p{Nd}/u.test(trimmed)) return bad('must hold one number written with the ASCII digits 0-9')
    return bad(`must hold one decimal number (what Python's float() reads; no hex, no empty file)`)
  }
  const value = Number(trimmed.replaceAll('_', ''))
  if (!Number.isFinite(value)) return bad('must hold a finite number')
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
