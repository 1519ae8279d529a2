// Workflows and action.yml checked with GitHub's own parser (@actions/workflow-parser), which knows
// every runtime the runner does (node24 included), so nothing is rewritten before it is checked:
// - action.yml: the action metadata schema (`parseAction`), read into its declared inputs;
// - a workflow: the workflow schema (`parseWorkflow`), then every step that uses this action
//   (`./` or `<owner>/helios-action@…`) gives only inputs action.yml declares and every required
//   input without a default.
// Used on .github/workflows/ and on README's whole-workflow snippets.
import { isMapping, isSequence, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'
import {
  convertActionTemplate,
  parseAction,
  type ActionTemplate,
} from '@actions/workflow-parser/actions/index'
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'

/** Steps whose `uses:` is this action: `./` or `$/` (this repository's own), `<owner>/helios-action@…`. */
export const OUR_ACTION = /^(\.\/?|\$\/|[^/\s]+\/helios-action@.+)$/

export interface ActionInput {
  required: boolean
  /** The default as written: a literal, or `${{ … }}` for an expression (evaluated per step). */
  default?: string
}

export interface ActionMetadata {
  problems: string[]
  runs: ActionTemplate['runs'] | undefined
  inputs: Map<string, ActionInput>
}

/** action.yml read by GitHub's action parser: its schema errors, runtime and declared inputs. */
export function parseActionMetadata(name: string, content: string): ActionMetadata {
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter())
  const template = parsed.value ? convertActionTemplate(parsed.context, parsed.value) : undefined
  const problems = parsed.context.errors.getErrors().map((e) => e.message)
  const inputs = new Map<string, ActionInput>()
  for (const input of template?.inputs ?? []) {
    const token = input.default as (TemplateToken & { expression?: string; value?: unknown }) | undefined
    const written =
      token === undefined
        ? undefined
        : token.expression !== undefined
          ? `\${{ ${token.expression} }}`
          : String(token.value)
    inputs.set(input.id, {
      required: input.required === true,
      ...(written === undefined ? {} : { default: written }),
    })
  }
  return { problems, runs: template?.runs, inputs }
}

/** Problems of one workflow file: parser errors, then our action's steps' inputs. */
export function lintWorkflow(name: string, content: string, action: ActionMetadata): string[] {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const problems = parsed.context.errors.getErrors().map((e) => e.message)
  for (const [jobId, job] of entries(get(parsed.value, 'jobs'))) {
    for (const step of items(get(job, 'steps'))) {
      const uses = (get(step, 'uses') as { value?: unknown } | undefined)?.value
      if (typeof uses !== 'string' || !OUR_ACTION.test(uses)) continue
      const given = new Set(entries(get(step, 'with')).map(([key]) => key))
      for (const input of given) {
        if (!action.inputs.has(input))
          problems.push(`${name}: job ${jobId}: input '${input}' is not declared in action.yml`)
      }
      for (const [input, spec] of action.inputs) {
        if (spec.required && spec.default === undefined && !given.has(input))
          problems.push(`${name}: job ${jobId}: required input '${input}' is missing`)
      }
    }
  }
  return problems
}

/** ```yaml blocks of a markdown text that are whole workflows (they have `jobs:`). */
export function workflowSnippets(markdown: string): string[] {
  return [...markdown.matchAll(/```ya?ml\n([\s\S]*?)```/g)]
    .map((m) => m[1]!)
    .filter((text) => /^jobs:/m.test(text))
}

/** A README snippet as a whole workflow file: README leaves `on:` out of most of them. */
export function asWorkflowFile(snippet: string): string {
  return /^on:/m.test(snippet) ? snippet : `on: pull_request\n${snippet}`
}

function get(token: TemplateToken | undefined, key: string): TemplateToken | undefined {
  return token && isMapping(token) ? token.find(key) : undefined
}

function entries(token: TemplateToken | undefined): [string, TemplateToken][] {
  return token && isMapping(token)
    ? [...token].map(({ key, value }) => [String((key as unknown as { value: unknown }).value), value])
    : []
}

function items(token: TemplateToken | undefined): TemplateToken[] {
  return token && isSequence(token) ? [...token] : []
}
