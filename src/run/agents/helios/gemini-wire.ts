// Gemini's computer-use tool on the wire, which the AI SDK does not declare: the predefined
// functions it was given as ordinary declarations (so it parses their calls) are taken out and
// the `computerUse` tool put in; each screenshot the SDK sent beside a function response (its
// shape for Gemini 2.5 models) goes inside that response's `parts`, as the computer-use models
// read it; a confirmed call's response says `safety_acknowledgement`. Pure.

type Part = Record<string, unknown>
type Content = { role?: string; parts?: Part[] }
type Response = { id?: string; name?: string; response?: Record<string, unknown>; parts?: Part[] }

export const GEMINI_ENVIRONMENT = 'ENVIRONMENT_BROWSER'
/** The text the AI SDK puts after an image it could not put inside the function response. */
const SDK_IMAGE_NOTE = /^Tool executed successfully and returned this (image|file) as a response$/

export function computerUseRequest(
  body: Record<string, unknown>,
  predefined: readonly string[],
  acknowledged: ReadonlySet<string>,
): Record<string, unknown> {
  // The AI SDK's own request body for Gemini: these are its shapes.
  const tools = (Array.isArray(body.tools) ? body.tools : []) as {
    functionDeclarations?: { name: string }[]
  }[]
  const kept = tools
    .map((tool) =>
      tool.functionDeclarations
        ? {
            ...tool,
            functionDeclarations: tool.functionDeclarations.filter((d) => !predefined.includes(d.name)),
          }
        : tool,
    )
    .filter((tool) => !tool.functionDeclarations || tool.functionDeclarations.length > 0)
  // The SDK's request body, as above.
  const contents = (Array.isArray(body.contents) ? body.contents : []) as Content[]
  return {
    ...body,
    tools: [...kept, { computerUse: { environment: GEMINI_ENVIRONMENT } }],
    contents: contents.map((content) => ({
      ...content,
      ...(content.parts ? { parts: withImagesInside(content.parts, predefined, acknowledged) } : {}),
    })),
  }
}

function withImagesInside(
  parts: Part[],
  predefined: readonly string[],
  acknowledged: ReadonlySet<string>,
): Part[] {
  const out: Part[] = []
  let open: Response | null = null
  for (const part of parts) {
    // The SDK's request body, as above.
    const response = part.functionResponse as Response | undefined
    if (response) {
      open = predefined.includes(response.name ?? '') ? { ...response } : null
      if (open && response.id && acknowledged.has(response.id))
        open.response = { ...open.response, safety_acknowledgement: 'true' }
      out.push(open ? { ...part, functionResponse: open } : part)
      continue
    }
    if (open && part.inlineData) {
      open.parts = [...(open.parts ?? []), { inlineData: part.inlineData }]
      continue
    }
    if (open && typeof part.text === 'string' && SDK_IMAGE_NOTE.test(part.text)) continue
    open = null
    out.push(part)
  }
  return out
}
