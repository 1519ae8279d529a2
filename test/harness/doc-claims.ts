// Statements in the docs that a reviewer once found stale, checked against the code they describe.
// Pure: the caller reads the pages and the code's tables, this returns one message per contradiction.
import type { DocFile } from './docs-files.js'

/** A statement the docs make about a value the code defines: each capture must equal `expected`. */
export interface ValueClaim {
  file: string
  /** One capture group: the value as the page states it. Global flag required. */
  pattern: RegExp
  expected: string
  what: string
}

export interface DocFacts {
  /** package.json engines.node's minimum major, e.g. 22. */
  nodeMajor: number
  /** Every provider `src/run/providers/index.ts` can create. */
  providers: readonly string[]
  claims: readonly ValueClaim[]
}

/** Tools other than helios whose own Node needs the docs may state (the installed CLIs' runtimes). */
const OTHER_TOOLS = /(Gemini CLI|Qwen Code|Pi|Claude Code|Codex|OpenCode|Cline|Copilot)[^.|]*$/

export function staleStatements(docs: readonly DocFile[], facts: DocFacts): string[] {
  return [
    ...docs.flatMap((doc) => [...singleProvider(doc), ...nodeVersions(doc, facts.nodeMajor)]),
    ...providersListed(docs, facts.providers),
    ...valueClaims(docs, facts.claims),
  ]
}

function singleProvider({ file, text }: DocFile): string[] {
  const found = text.match(/\b(?:the|only) one provider\b|\bone provider today\b|\bonly provider\b/gi) ?? []
  return found.map((phrase) => `${file}: "${phrase}": helios has several providers`)
}

function nodeVersions({ file, text }: DocFile, nodeMajor: number): string[] {
  return [
    ...text.matchAll(
      /Node(?:\.js)? ?(?:≥|>=) ?(\d+)|Node(?:\.js)? (\d+)\+|Node(?:\.js)? (\d+) or (?:later|newer)/g,
    ),
  ]
    .filter((m) => Number(m[1] ?? m[2] ?? m[3]) !== nodeMajor)
    .filter((m) => !OTHER_TOOLS.test(text.slice(Math.max(0, m.index - 40), m.index)))
    .map((m) => `${file}: "${m[0]}": package.json engines needs Node ≥ ${nodeMajor}`)
}

function providersListed(docs: readonly DocFile[], providers: readonly string[]): string[] {
  const page = docs.find((d) => d.file === 'docs/providers.md')
  if (page === undefined) return ['docs/providers.md is missing']
  return providers
    .filter((p) => !page.text.includes(`\`${p}\``))
    .map((p) => `docs/providers.md does not name provider \`${p}\``)
}

function valueClaims(docs: readonly DocFile[], claims: readonly ValueClaim[]): string[] {
  return claims.flatMap((claim) => {
    const doc = docs.find((d) => d.file === claim.file)
    const stated = doc === undefined ? [] : [...doc.text.matchAll(claim.pattern)].map((m) => m[1])
    if (stated.length === 0) return [`${claim.file}: no statement of ${claim.what} found (${claim.pattern})`]
    return stated
      .filter((value) => value !== claim.expected)
      .map((value) => `${claim.file}: ${claim.what} is stated as ${value}; the code says ${claim.expected}`)
  })
}
