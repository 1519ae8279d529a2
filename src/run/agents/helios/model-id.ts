// Model ids as users type them (Helios, LiteLLM and provider spellings) → provider + model. Pure.
import { closest } from '../../../text/closest.js'

export type ProviderName = 'anthropic' | 'openai' | 'google' | 'openai-compatible'

export interface ModelRef {
  provider: ProviderName
  /** The model name the provider's API expects. */
  model: string
  /** Host variables that may hold the key, first set wins. */
  keyEnv: readonly string[]
  /** Host variable that may hold a base URL. */
  baseUrlEnv: readonly string[]
  /** Base URL when none is set (openai-compatible presets); null: the SDK's default. */
  defaultBaseUrl: string | null
  /** Whether a key is needed at all (local servers usually take none). */
  keyRequired: boolean
}

export class ModelIdError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ModelIdError'
  }
}

const NATIVE: Record<string, Omit<ModelRef, 'model'>> = {
  anthropic: {
    provider: 'anthropic',
    keyEnv: ['ANTHROPIC_API_KEY'],
    baseUrlEnv: ['ANTHROPIC_BASE_URL'],
    defaultBaseUrl: null,
    keyRequired: true,
  },
  openai: {
    provider: 'openai',
    keyEnv: ['OPENAI_API_KEY'],
    baseUrlEnv: ['OPENAI_BASE_URL'],
    defaultBaseUrl: null,
    keyRequired: true,
  },
  google: {
    provider: 'google',
    keyEnv: ['GOOGLE_GENERATIVE_AI_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY'],
    baseUrlEnv: ['GOOGLE_GENERATIVE_AI_BASE_URL', 'GOOGLE_GEMINI_BASE_URL'],
    defaultBaseUrl: null,
    keyRequired: true,
  },
}

/** OpenAI-compatible servers by the prefixes LiteLLM and Helios users write. */
const COMPATIBLE: Record<string, { keyEnv: string[]; baseUrlEnv: string[]; defaultBaseUrl: string | null }> =
  {
    'openai-compatible': {
      keyEnv: ['OPENAI_COMPATIBLE_API_KEY'],
      baseUrlEnv: ['OPENAI_COMPATIBLE_BASE_URL'],
      defaultBaseUrl: null,
    },
    vllm: {
      keyEnv: ['VLLM_API_KEY'],
      baseUrlEnv: ['VLLM_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
      defaultBaseUrl: 'http://127.0.0.1:8000/v1',
    },
    ollama: {
      keyEnv: ['OLLAMA_API_KEY'],
      baseUrlEnv: ['OLLAMA_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
      defaultBaseUrl: 'http://127.0.0.1:11434/v1',
    },
    litellm: {
      keyEnv: ['LITELLM_API_KEY'],
      baseUrlEnv: ['LITELLM_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
      defaultBaseUrl: 'http://127.0.0.1:4000/v1',
    },
    openrouter: {
      keyEnv: ['OPENROUTER_API_KEY'],
      baseUrlEnv: ['OPENROUTER_BASE_URL'],
      defaultBaseUrl: 'https://openrouter.ai/api/v1',
    },
  }

const ALIASES: Record<string, string> = { gemini: 'google', vertex_ai: 'google', claude: 'anthropic' }

/** Every provider prefix a model id may start with (`anthropic/`, `vllm/`, `claude/` …). */
const PREFIXES = [...Object.keys(NATIVE), ...Object.keys(COMPATIBLE), ...Object.keys(ALIASES)]

export function parseModelId(id: string): ModelRef {
  const trimmed = id.trim()
  if (!trimmed) throw new ModelIdError('model is empty: give e.g. anthropic/claude-sonnet-4-5')
  const slash = trimmed.indexOf('/')
  if (slash > 0) {
    const prefix = trimmed.slice(0, slash).toLowerCase()
    const model = trimmed.slice(slash + 1)
    if (!model) throw new ModelIdError(`model "${id}" names no model after "${prefix}/"`)
    const native = NATIVE[ALIASES[prefix] ?? prefix]
    if (native) return { ...native, model }
    const compatible = COMPATIBLE[prefix]
    if (compatible) return { provider: 'openai-compatible', model, keyRequired: false, ...compatible }
  }
  const guessed = guessProvider(trimmed)
  if (guessed) return { ...NATIVE[guessed]!, model: trimmed }
  const meant = slash > 0 ? closest(trimmed.slice(0, slash), PREFIXES) : null
  if (meant !== null)
    throw new ModelIdError(
      `model "${id}": "${trimmed.slice(0, slash)}" is not a provider; did you mean ${meant}/${trimmed.slice(slash + 1)}?`,
    )
  throw new ModelIdError(
    `cannot tell the provider of model "${id}": write it as anthropic/…, openai/…, google/…, or openai-compatible/… with OPENAI_COMPATIBLE_BASE_URL set (also vllm/, ollama/, litellm/, openrouter/)`,
  )
}

function guessProvider(model: string): 'anthropic' | 'openai' | 'google' | null {
  if (/^claude-/i.test(model)) return 'anthropic'
  if (/^(gpt-|o\d|chatgpt-|codex-)/i.test(model)) return 'openai'
  if (/^gemini-/i.test(model)) return 'google'
  return null
}

/** Every host variable this model may read (for passing to the host-side agent). */
export function modelEnvNames(ref: ModelRef): string[] {
  return [...ref.keyEnv, ...ref.baseUrlEnv]
}
