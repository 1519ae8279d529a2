// The built-in agent's screen through OpenAI's computer-use tool (Responses API). The AI SDK
// speaks the GA `computer` tool (batched `actions`); `computer-use-preview` models get the preview
// tool's wire format by a request rewrite (openai-wire.ts). Each call's actions run in order and
// are answered with one screenshot (`computer_call_output`); pending safety checks follow the
// safety policy (screen.ts).
import { openai } from '@ai-sdk/openai'
import type { Tool } from 'ai'
import type { ScreenAction } from '../../display/actions.js'
import { fromOpenAI, type OpenAIAction } from '../../display/openai-actions.js'
import { coordinateSpace } from '../../display/scaling.js'
import { previewRequest } from './openai-wire.js'
import { Screen, type ComputerAnswer, type ComputerOptions, type ComputerSession } from './screen.js'

interface SafetyCheck {
  id: string
  code?: string
  message?: string
}

interface OpenAIComputerInput {
  actions?: OpenAIAction[]
  pendingSafetyChecks?: SafetyCheck[]
}

export function openaiComputer(options: ComputerOptions, preview: boolean): ComputerSession {
  const screen = new Screen(options, coordinateSpace(options.display))
  return {
    close: () => screen.close(),
    // The SDK types a provider tool apart from a Tool; the model call takes it as one.
    tools: { computer: openai.tools.computer() as Tool },
    handles: (name) => name === 'computer',
    ...(preview ? { rewriteRequest: (body) => previewRequest(body, screen.space.model) } : {}),
    async run(_name, input) {
      // The SDK parsed the call's input with the tool's own schema.
      const { actions = [], pendingSafetyChecks: checks = [] } = (input ?? {}) as OpenAIComputerInput
      const safety = checks.length ? describeChecks(checks) : null
      if (safety && options.safety === 'decline')
        return {
          text: `declined safety checks (${safety}): nothing run, the agent stops`,
          image: null,
          screenshot: null,
          stop: `a computer-use safety check was declined (${safety})`,
        }
      const limit = screen.overLimit()
      // The protocol has no error channel: a refusal is answered with the screen as it is.
      if (limit) return withOutput({ text: `error: ${limit}`, image: screen.last, screenshot: null }, [])
      const parsed = actions.map((a) => fromOpenAI(a, screen.space))
      const problem = parsed.find((p) => 'problem' in p)
      const answer: ComputerAnswer =
        problem && 'problem' in problem
          ? { text: `error: ${problem.problem}`, ...(await screen.screenshot(null)) }
          : await screen.act(parsed.flatMap((p): ScreenAction[] => ('action' in p ? [p.action] : [])))
      const image = answer.image ?? (await screen.screenshot(null)).image
      const text = safety ? `acknowledged safety checks (${safety}); ${answer.text}` : answer.text
      return withOutput({ ...answer, text, image }, safety ? checks : [])
    },
  }
}

function describeChecks(checks: readonly SafetyCheck[]): string {
  return checks.map((c) => [c.code ?? c.id, c.message].filter(Boolean).join(': ')).join('; ')
}

/** `computer_call_output`: the screenshot as a data URL, with the checks acknowledged. */
function withOutput(answer: ComputerAnswer, acknowledged: readonly SafetyCheck[]): ComputerAnswer {
  if (!answer.image) return answer
  return {
    ...answer,
    output: {
      type: 'json',
      value: {
        output: {
          type: 'computer_screenshot',
          imageUrl: `data:image/png;base64,${answer.image.toString('base64')}`,
        },
        ...(acknowledged.length ? { acknowledgedSafetyChecks: acknowledged.map((c) => ({ ...c })) } : {}),
      },
    },
  }
}
