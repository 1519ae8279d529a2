// The 1-based line of a dotted field (`attempts`, `tasks.2.env.FOO`, `models.1`) in a TOML
// text, so an error can point at it: smol-toml keeps no positions for parsed values. Covers the
// shapes a bench config has (top-level keys, `[[tasks]]` entries and their keys); null otherwise.

export function lineOfField(text: string, field: string): number | null {
  const lines = text.split(/\r?\n/)
  const parts = field.split('.')
  const [head, index, key] = parts
  if (head === undefined) return null
  if (head === 'tasks' && index !== undefined && /^\d+$/.test(index)) {
    const headers = lines.flatMap((line, i) => (/^\s*\[\[\s*tasks\s*\]\]/.test(line) ? [i] : []))
    const start = headers[Number(index)]
    if (start === undefined) return null
    if (key === undefined) return start + 1
    const end = headers[Number(index) + 1] ?? firstTableAfter(lines, start) ?? lines.length
    return lineOfKey(lines, key, start + 1, end) ?? start + 1
  }
  // Top-level keys come before the first table header.
  return lineOfKey(lines, head, 0, firstTableAfter(lines, -1) ?? lines.length)
}

function firstTableAfter(lines: readonly string[], after: number): number | null {
  for (let i = after + 1; i < lines.length; i++) if (/^\s*\[/.test(lines[i]!)) return i
  return null
}

function lineOfKey(lines: readonly string[], key: string, from: number, to: number): number | null {
  const pattern = new RegExp(`^\\s*(?:${escape(key)}|"${escape(key)}")\\s*[=.]`)
  for (let i = from; i < to; i++) if (pattern.test(lines[i]!)) return i + 1
  return null
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
