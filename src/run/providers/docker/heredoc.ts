// Dockerfile heredocs (`RUN <<EOF … EOF`) for engines whose built-in Dockerfile frontend predates
// them (Docker < 23, BuildKit < 0.10): each RUN heredoc becomes the exec form of the same shell
// script, which is what BuildKit runs. `RUN cmd <<EOF` hands the lines to the shell, which reads
// the heredoc itself; a bare `RUN <<EOF` runs its body as the script (a `#!` body as a file of its
// own). Only heredocs are touched; a file with a `# syntax=` line is left to the frontend it names.
// Pure.

// A shell word that opens a heredoc: `<<EOF`, `<<-EOF`, `<<'EOF'` (not `a<<b`, a shift in a string).
const MARKER = /(?<=^|\s)<<(-?)(["']?)([A-Za-z_][\w.-]*)\2(?=\s|$)/g
const DEFAULT_SHELL = ['/bin/sh', '-c']

/** The Dockerfile with its RUN heredocs in exec form, or null when it has none to rewrite. */
export function rewriteRunHeredocs(dockerfile: string): string | null {
  if (/^#\s*syntax\s*=/im.test(dockerfile.split('\n').find((l) => !/^\s*$/.test(l)) ?? '')) return null
  const lines = dockerfile.split('\n')
  const out: string[] = []
  let shell = DEFAULT_SHELL
  let changed = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const shellForm = /^\s*SHELL\s+(\[.*\])\s*$/i.exec(line)
    if (shellForm) shell = parseShell(shellForm[1]!) ?? shell
    const run = /^(\s*RUN\s+)((?:--\S+\s+)*)(.*)$/i.exec(line)
    const markers = run ? [...run[3]!.matchAll(MARKER)] : []
    if (!run || markers.length === 0 || run[3]!.trimStart().startsWith('[')) {
      out.push(line)
      continue
    }
    // Each heredoc's body runs to its delimiter line, in the order they were opened.
    const bodies: string[][] = []
    let at = i + 1
    for (const marker of markers) {
      const body: string[] = []
      const dash = marker[1] === '-'
      while (at < lines.length && (dash ? lines[at]!.replace(/^\t+/, '') : lines[at]!) !== marker[3])
        body.push(lines[at++]!)
      if (at >= lines.length) return null // unterminated: left for the frontend to report
      bodies.push(dash ? body.map((l) => l.replace(/^\t+/, '')) : body)
      at++
    }
    const command = run[3]!
    const bare = markers.length === 1 && command.trim() === markers[0]![0].trim()
    const script = bare
      ? bareScript(bodies[0]!, markers[0]![3]!)
      : [command, ...lines.slice(i + 1, at)].join('\n')
    out.push(`${run[1]}${run[2]}${JSON.stringify([...shell, script])}`)
    changed = true
    i = at - 1
  }
  return changed ? out.join('\n') : null
}

/** A bare heredoc's body as a shell script; a `#!` body is written to a file and run by its interpreter. */
function bareScript(body: string[], delimiter: string): string {
  if (!body[0]?.startsWith('#!')) return body.join('\n')
  const file = '/tmp/.helios-heredoc'
  return [
    `cat > ${file} <<'${delimiter}'`,
    ...body,
    delimiter,
    `chmod +x ${file} && ${file}; s=$?; rm -f ${file}; exit $s`,
  ].join('\n')
}

function parseShell(json: string): string[] | null {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null
  } catch {
    return null
  }
}
