// A ModelRef plus host variables → an AI SDK language model. Keys come only from `env`.
import { createAnthropic } from '@ai-sdk/anthropic'
import { createGoogle } from '@ai-sdk/google'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModel } from 'ai'
import { ModelIdError, type ModelRef } from './model-id.js'
import { parseJsonRecord } from '../../../narrow.js'

export function firstSet(env: Record<string, string | undefined>, names: readonly string[]): string | null {
  for (const name of names) {
    const value = env[name]?.trim()
    if (value) return value
  }
  return null
}

/** Missing key → a message naming the variables to set; null when the model can be called. */
export function missingKey(ref: ModelRef, env: Record<string, string | undefined>): string | null {
  if (!ref.keyRequired || firstSet(env, ref.keyEnv)) return null
  return `no API key for ${ref.provider}: set ${ref.keyEnv.join(' or ')} (and pass it with --agent-env / agent-env in the action)`
}

/** Users write the vendors' own base URL conventions; the SDKs want the versioned path. */
function withPath(url: string, path: string): string {
  const bare = url.replace(/\/+$/, '')
  return bare.endsWith(path) ? bare : `${bare}${path}`
}

/** A request body rewrite for what the AI SDK does not send itself (computer-use wire formats). */
export type RequestRewrite = (body: Record<string, unknown>) => Record<string, unknown>

export function createLanguageModel(
  ref: ModelRef,
  env: Record<string, string | undefined>,
  rewrite?: RequestRewrite,
): LanguageModel {
  const apiKey = firstSet(env, ref.keyEnv) ?? undefined
  const baseUrl = firstSet(env, ref.baseUrlEnv) ?? ref.defaultBaseUrl
  const fetch = rewrite ? rewritingFetch(rewrite) : undefined
  switch (ref.provider) {
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL: baseUrl ? withPath(baseUrl, '/v1') : undefined })(ref.model)
    case 'openai':
      return createOpenAI({ apiKey, baseURL: baseUrl ?? undefined, fetch }).responses(ref.model)
    case 'google':
      return createGoogle({ apiKey, baseURL: baseUrl ? withPath(baseUrl, '/v1beta') : undefined, fetch })(
        ref.model,
      )
    case 'openai-compatible': {
      if (!baseUrl) {
        throw new ModelIdError(
          `model ${ref.model} needs a base URL: set ${ref.baseUrlEnv.join(' or ')} (e.g. http://127.0.0.1:8000/v1)`,
        )
      }
      return createOpenAICompatible({
        name: 'openai-compatible',
        apiKey,
        baseURL: baseUrl,
        includeUsage: true,
      })(ref.model)
    }
  }
}

/** `fetch` with each JSON request body passed through `rewrite` first. */
function rewritingFetch(rewrite: RequestRewrite): typeof globalThis.fetch {
  return async (url, init) => {
    if (typeof init?.body !== 'string') return globalThis.fetch(url, init)
    const body = parseJsonRecord(init.body)
    if (body === null) return globalThis.fetch(url, init)
    return globalThis.fetch(url, { ...init, body: JSON.stringify(rewrite(body)) })
  }
}
