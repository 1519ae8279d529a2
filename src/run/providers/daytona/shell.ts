// Daytona's execute endpoint takes one command line, run by a shell in the sandbox: argv and the
// user are turned into that line here, each word quoted so nothing in it is interpreted.

export function quoteWord(word: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word
  return `'${word.replace(/'/g, `'\\''`)}'`
}

export function commandLine(argv: readonly string[]): string {
  if (argv.length === 0) throw new Error('exec: empty command')
  return argv.map(quoteWord).join(' ')
}

/** The line that runs `argv` as `user` (root or none: as is), with stdin from `stdinFile` when given. */
export function execLine(
  argv: readonly string[],
  user: string | null | undefined,
  stdinFile: string | null,
): string {
  const line = commandLine(argv)
  const redirected = stdinFile ? `${line} < ${quoteWord(stdinFile)}` : line
  if (!user || user === 'root' || user === '0') return redirected
  // `su` with a shell of our choosing: the user's login shell may be nologin.
  return `su -s /bin/sh -c ${quoteWord(redirected)} ${quoteWord(user)}`
}
