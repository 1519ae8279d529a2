// Remote providers run commands through a shell in the environment (Daytona's execute endpoint
// takes one line; Kubernetes' exec API has no user, env or cwd of its own): argv and the user are
// turned into that line here, each word quoted so nothing in it is interpreted.

export function quoteWord(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word
  return `'${word.replace(/'/g, `'\\''`)}'`
}

export function commandLine(argv: readonly string[]): string {
  if (argv.length === 0) throw new Error('exec: empty command')
  return argv.map(quoteWord).join(' ')
}

/** `line` run as `user`; root or none: as it is. */
export function asUser(line: string, user: string | null | undefined): string {
  if (!user || user === 'root' || user === '0') return line
  // `su` with a shell of our choosing: the user's login shell may be nologin.
  return `su -s /bin/sh -c ${quoteWord(line)} ${quoteWord(user)}`
}

/** The line that runs `argv` as `user` (root or none: as is), with stdin from `stdinFile` when given. */
export function execLine(
  argv: readonly string[],
  user: string | null | undefined,
  stdinFile: string | null,
): string {
  const line = commandLine(argv)
  return asUser(stdinFile ? `${line} < ${quoteWord(stdinFile)}` : line, user)
}
