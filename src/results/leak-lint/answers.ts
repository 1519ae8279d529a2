// The strings of a task's solution that an image must not carry in its environment or build record:
// quoted literals of 8+ characters and whole lines of 24+, less what any task's solution says
// (comments, set/cd/export, package installs, bare paths and URLs). Pure.

const MIN_LITERAL = 8
const MIN_LINE = 24
const GENERIC_LINE =
  /^(#|set |cd |export |source |\. |(sudo )?(apt(-get)?|pip3?|npm|yarn|pnpm|apk|conda|uv|cargo|go) (install|add|get)\b)/
const BARE_PATH_OR_URL = /^(\/[\w.\-/]*|[a-z]+:\/\/\S+)$/

export function answerStrings(text: string): string[] {
  const found = new Set<string>()
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '' || GENERIC_LINE.test(line)) continue
    if (line.length >= MIN_LINE) found.add(line)
    for (const match of line.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)) {
      const literal = (match[1] ?? match[2] ?? '').trim()
      if (literal.length >= MIN_LITERAL && !BARE_PATH_OR_URL.test(literal) && !literal.includes('$'))
        found.add(literal)
    }
  }
  return [...found]
}
