// Captures what `helios --help` and `helios <command> --help` print, by running the CLI's own main()
// in this process with stdout caught.
import '../../src/shims/dirname.js'
import { main } from '../../src/cli/main.js'
import { commandsListed, type CommandHelp } from './render.js'

async function helpOf(argv: string[]): Promise<string> {
  const chunks: string[] = []
  const write = process.stdout.write
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
    return true
  }) as typeof process.stdout.write
  try {
    const code = await main(argv)
    if (code !== 0) throw new Error(`helios ${argv.join(' ')} exited ${code}`)
  } finally {
    process.stdout.write = write
  }
  return chunks.join('')
}

export async function cliHelpTexts(): Promise<{ overview: string; commands: CommandHelp[] }> {
  const overview = await helpOf(['--help'])
  const commands: CommandHelp[] = []
  for (const command of commandsListed(overview))
    commands.push({ command, help: await helpOf([command, '--help']) })
  return { overview, commands }
}
