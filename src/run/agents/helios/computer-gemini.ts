// The built-in agent's screen through Gemini's computer-use tool: the model calls predefined
// functions (click_at, type_text_at, key_combination …) on a 0–999 grid (display/gemini-actions.ts);
// each is answered with a function response carrying the new screenshot. A call whose
// `safety_decision` asks for confirmation follows the safety policy (screen.ts).
import { tool, type Tool } from 'ai'
import { z } from 'zod'
import { fromGemini, GEMINI_FUNCTIONS } from '../../display/gemini-actions.js'
import { coordinateSpace } from '../../display/scaling.js'
import { computerUseRequest } from './gemini-wire.js'
import { refused, Screen, type ComputerOptions, type ComputerSession } from './screen.js'
import { recordOrEmpty, recordOrNull } from '../../../narrow.js'

/** Declared to the AI SDK so it parses their calls; the request rewrite swaps them for the tool. */
const declared: Record<string, Tool> = Object.fromEntries(
  GEMINI_FUNCTIONS.map((name) => [
    name,
    tool({ description: `Gemini computer use: ${name}`, inputSchema: z.looseObject({}) }),
  ]),
)

export function geminiComputer(options: ComputerOptions): ComputerSession {
  // Gemini scales its screenshot itself and points on its grid: the model sees the screen as it is.
  const screen = new Screen(options, coordinateSpace(options.display))
  const acknowledged = new Set<string>()
  const names: readonly string[] = GEMINI_FUNCTIONS
  return {
    close: () => screen.close(),
    tools: declared,
    handles: (name) => names.includes(name),
    rewriteRequest: (body) => computerUseRequest(body, names, acknowledged),
    async run(name, input, callId) {
      const args = recordOrEmpty(input)
      const decision = recordOrNull(args.safety_decision)
      const confirm = decision?.decision === 'require_confirmation'
      const why = confirm ? String(decision.explanation ?? 'no explanation given') : ''
      if (confirm && options.safety === 'decline')
        return {
          text: `declined confirmation (${why}): nothing run, the agent stops`,
          image: null,
          screenshot: null,
          stop: `a computer-use confirmation was declined (${why})`,
        }
      const limit = screen.overLimit()
      if (limit) return refused(limit)
      const parsed = fromGemini(name, args, options.display)
      if ('problem' in parsed) return refused(parsed.problem)
      const answer = await screen.act(parsed.actions)
      if (!confirm) return answer
      acknowledged.add(callId)
      return { ...answer, text: `acknowledged confirmation (${why}); ${answer.text}` }
    },
  }
}
