// What the fake model says next: a scripted conversation, chosen statelessly from the request (the
// number of tool results it already holds), so one server serves many attempts at once.

export type ScriptTurn = { bash: string } | { text: string } | { computer: Record<string, unknown> }

/** A tool as the request declares it: its name and JSON schema of arguments. */
export interface DeclaredTool {
  name: string
  schema: Record<string, unknown> | null
}

/** The answer for this request: a final text, or one call of the request's shell tool. */
export type Answer = (
  { kind: 'text'; text: string } | { kind: 'tool'; name: string; args: Record<string, unknown> }
) & {
  /** Which turn of the script (ids of messages and tool calls are unique per turn, as real ones are). */
  turn: number
}

/** Shell tools of the agents we drive, by the names they declare. */
const SHELL_TOOLS = [
  'bash',
  'Bash',
  'shell',
  'exec_command',
  'local_shell',
  'run_shell_command',
  'shell_command',
  'run_commands',
]

export function answerFor(
  script: readonly ScriptTurn[],
  toolResults: number,
  tools: readonly DeclaredTool[],
): Answer {
  const index = Math.min(toolResults, script.length - 1)
  const turn = script[index]
  if (!turn) return { kind: 'text', text: '', turn: 0 }
  if ('text' in turn) return { kind: 'text', text: turn.text, turn: index }
  if ('computer' in turn) {
    // The provider's computer-use tool, as the request declares it (each protocol names it `computer`).
    if (!tools.some((t) => t.name === 'computer'))
      return {
        kind: 'text',
        text: `no computer tool among: ${tools.map((t) => t.name).join(', ')}`,
        turn: index,
      }
    return { kind: 'tool', name: 'computer', args: turn.computer, turn: index }
  }
  const tool = SHELL_TOOLS.map((name) => tools.find((t) => t.name === name)).find(Boolean)
  if (!tool)
    return { kind: 'text', text: `no shell tool among: ${tools.map((t) => t.name).join(', ')}`, turn: index }
  return { kind: 'tool', name: tool.name, args: shellArguments(turn.bash, tool.schema), turn: index }
}

/**
 * Arguments in the shape the tool's schema asks for: `command` (or `cmd`) as a string or an argv
 * array, or `commands` as a list of command strings (Cline's run_commands).
 */
export function shellArguments(
  command: string,
  schema: Record<string, unknown> | null,
): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: unknown }>
  if (!('command' in properties) && properties.commands?.type === 'array') return { commands: [command] }
  const required = (schema?.required ?? []) as string[]
  const key = 'command' in properties ? 'command' : 'cmd' in properties ? 'cmd' : 'command'
  const wantsArray = properties[key]?.type === 'array'
  const args: Record<string, unknown> = { [key]: wantsArray ? ['bash', '-lc', command] : command }
  for (const name of required) {
    if (name in args) continue
    const type = properties[name]?.type
    if (name === 'description') args[name] = 'Run the scripted command'
    else if (name === 'workdir' || name === 'cwd' || name === 'directory') args[name] = '.'
    else if (type === 'number' || type === 'integer') args[name] = 120000
    else if (type === 'boolean') args[name] = false
    else args[name] = ''
  }
  return args
}

/** Fixed, realistic usage per turn. */
export const TURN_USAGE = { input: 1200, cached: 200, output: 80 }
