// GitHub Actions expressions evaluated with GitHub's own @actions/expressions, over plain JSON
// contexts, with the job-status functions a runner provides (success, failure, cancelled, always).
import { data, Evaluator, Lexer, Parser } from '@actions/expressions'
import {
  isBasicExpression,
  isBoolean,
  isMapping,
  isNumber,
  isSequence,
  isString,
} from '@actions/workflow-parser'
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'

export type Contexts = Record<string, unknown>

export interface JobStatus {
  /** Every needed job succeeded. */
  success: boolean
}

export function evaluate(
  expression: string,
  contexts: Contexts,
  status: JobStatus = { success: true },
): unknown {
  const lexed = new Lexer(expression).lex()
  const functions = statusFunctions(status)
  const parsed = new Parser(lexed.tokens, Object.keys(contexts), [...functions.values()]).parse()
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary
  const result = new Evaluator(parsed, context, functions).evaluate()
  return JSON.parse(JSON.stringify(result, data.replacer) ?? 'null') as unknown
}

function statusFunctions(status: JobStatus) {
  const fn = (name: string, value: () => boolean) =>
    [name, { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(value()) }] as const
  return new Map([
    fn('success', () => status.success),
    fn('failure', () => !status.success),
    fn('cancelled', () => false),
    fn('always', () => true),
  ])
}

/** A template token with its `${{ }}` parts evaluated, as plain JSON. */
export function resolveToken(token: TemplateToken | undefined, contexts: Contexts): unknown {
  if (token === undefined) return undefined
  if (isBasicExpression(token)) return evaluate(token.expression, contexts)
  if (isString(token) || isNumber(token) || isBoolean(token)) return token.value
  if (isSequence(token)) return [...token].map((item) => resolveToken(item, contexts))
  if (isMapping(token)) {
    const out: Record<string, unknown> = {}
    for (const { key, value } of token)
      out[String(resolveToken(key, contexts))] = resolveToken(value, contexts)
    return out
  }
  return null
}

/** A value as a runner passes it to an action input or an env var. */
export function asInput(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}
