// The agent family: the built-in agent's settings that are a word rather than a number (its
// limits, max-turns and the like, are numbers in the run family). `helios batch`/`run` flags and
// the action's run-mode inputs.
import type { EnumSetting } from './setting.js'

export const AGENT_SETTINGS = {
  'computer-safety': {
    cli: 'computer-safety',
    commands: ['batch', 'run'],
    action: 'computer-safety',
    toml: null,
    kind: 'enum',
    values: ['decline', 'acknowledge'],
    default: 'decline',
    help: "built-in agent: the answer to a computer-use model's safety check (OpenAI's pending_safety_checks, Gemini's require_confirmation): decline runs nothing and stops the agent, acknowledge runs the action",
  },
} as const satisfies Record<string, EnumSetting>

export type ComputerSafety = (typeof AGENT_SETTINGS)['computer-safety']['values'][number]
