// README's quick start for a fresh Debian/Ubuntu machine, as tests read it: the commands of the
// fenced block right after the sentence that introduces it, so a test runs what README says.

/** The sentence before the block, as README writes it (line breaks may fall anywhere in it). */
export const FRESH_MACHINE_LEAD = 'On a fresh Debian/Ubuntu machine, from a checkout, as root:'

/** The block's command lines, each without its trailing `# comment`; throws when README lost it. */
export function freshMachineCommands(readme: string): string[] {
  const lead = new RegExp(FRESH_MACHINE_LEAD.split(/\s+/).map(escapeRegExp).join('\\s+'))
  const found = lead.exec(readme)
  if (!found)
    throw new Error(`README.md no longer says "${FRESH_MACHINE_LEAD}": update the test that runs its command`)
  const block = /^\s*```(?:sh|bash)\n([\s\S]*?)\n```/.exec(readme.slice(found.index + found[0].length))
  if (!block)
    throw new Error(
      `README.md has no sh block right after "${FRESH_MACHINE_LEAD}": update the test that runs it`,
    )
  return block[1]!
    .split('\n')
    .map((line) => line.replace(/\s+#\s.*$/, '').trim())
    .filter((line) => line !== '')
}

/** The `&&`-joined steps of one command line. */
export function steps(command: string): string[] {
  return command.split(/\s+&&\s+/)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
