// Workflows checked with GitHub's own parser (@actions/workflow-parser): schema errors, and every
// `with:` key of a step that uses this action (`./` or `<owner>/helios-action@…`) declared in
// action.yml. Used on .github/workflows/ and on README's whole-workflow snippets.
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser'

interface Token {
  templateTokenType?: number
  value?: unknown
  map?: { key: Token; value: Token }[]
  seq?: Token[]
}

function entries(token: Token | undefined): [string, Token][] {
  return (token?.map ?? []).map(({ key, value }) => [String(key.value), value])
}

function get(token: Token | undefined, name: string): Token | undefined {
  return entries(token).find(([key]) => key === name)?.[1]
}

const OUR_ACTION = /^(\.\/?|[^/\s]+\/helios-action@.+)$/

/** Problems of one workflow file: parser errors, then undeclared inputs of our action's steps. */
export function lintWorkflow(name: string, content: string, declaredInputs: ReadonlySet<string>): string[] {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  const problems = parsed.context.errors.getErrors().map((e) => e.message)
  for (const [jobId, job] of entries(get(parsed.value as Token, 'jobs'))) {
    for (const step of get(job, 'steps')?.seq ?? []) {
      const uses = get(step, 'uses')?.value
      if (typeof uses !== 'string' || !OUR_ACTION.test(uses)) continue
      for (const [input] of entries(get(step, 'with'))) {
        if (!declaredInputs.has(input))
          problems.push(`${name}: job ${jobId}: input '${input}' is not declared in action.yml`)
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
