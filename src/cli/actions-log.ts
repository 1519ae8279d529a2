// `@actions/core` (used by `@actions/artifact` and our Octokit logging) writes workflow commands
// and info lines to stdout, which is right inside a workflow step and wrong for a CLI whose stdout
// is its result (`helios download` prints the run folder, for `cd "$(helios download …)"`).
// While a command talks to GitHub, stdout writes are routed here: workflow commands become plain
// `warning: …` / `error: …` lines on stderr; `::debug::` lines and the client's chatty info lines
// (several per artifact) go to stderr only when HELIOS_DEBUG or RUNNER_DEBUG is 1.

/** What a terminal user should see for one line `@actions/core` wrote; null to drop it. */
export function actionsLineForTerminal(line: string, debug: boolean): string | null {
  const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
  if (!command) return debug ? line : null
  const [, name = '', message = ''] = command
  const text = message.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
  switch (name) {
    case 'debug':
      return debug ? `debug: ${text}` : null
    case 'warning':
    case 'error':
    case 'notice':
      return `${name}: ${text}`
    default:
      // group/endgroup/add-mask/set-output…: workflow plumbing, nothing for a terminal.
      return null
  }
}

/** Routes stdout writes to stderr (as above) until the returned function is called. */
export function routeActionsOutput(
  stdout: NodeJS.WriteStream = process.stdout,
  stderr: NodeJS.WriteStream = process.stderr,
): () => void {
  const debug = process.env.HELIOS_DEBUG === '1' || process.env.RUNNER_DEBUG === '1'
  const original = stdout.write
  let pending = ''
  const route = (chunk: unknown, encoding?: unknown, callback?: unknown): boolean => {
    const text =
      chunk instanceof Uint8Array
        ? Buffer.from(chunk).toString(
            typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8',
          )
        : String(chunk)
    const lines = (pending + text).split(/\r?\n/)
    pending = lines.pop() ?? ''
    for (const line of lines) {
      const shown = actionsLineForTerminal(line, debug)
      if (shown !== null) stderr.write(`${shown}\n`)
    }
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(() => done())
    return true
  }
  stdout.write = route
  return () => {
    stdout.write = original
    if (pending !== '') {
      const shown = actionsLineForTerminal(pending, debug)
      if (shown !== null) stderr.write(`${shown}\n`)
      pending = ''
    }
  }
}
