// The trajectory viewer: a <details> per attempt that opens to its steps (source, message,
// reasoning, tool calls with their observations, tokens). No script: the browser's own
// disclosure widget opens it. Pure.
import { escapeHtml, escapeHtmlBlock } from './escape-html.js'
import type { StepView, TrajectoryView } from './trajectory-view.js'

export function trajectoryHtml(view: TrajectoryView): string {
  const tokens =
    view.totalPromptTokens === null
      ? ''
      : ` · ${view.totalPromptTokens.toLocaleString('en-US')} in / ${(view.totalCompletionTokens ?? 0).toLocaleString('en-US')} out tokens`
  const cost = view.costUsd === null ? '' : ` · $${view.costUsd.toFixed(4)}`
  const omitted =
    view.omittedSteps === 0
      ? ''
      : `<p class="note">${view.omittedSteps} more step(s) in the file are not shown.</p>`
  const model = view.model === null ? '' : ` / ${escapeHtml(view.model)}`
  return `<details class="trajectory"><summary>Trajectory: ${view.steps.length + view.omittedSteps} step(s) · ${escapeHtml(view.agent)}${model}${tokens}${cost}</summary>\n<ol class="steps">${view.steps.map(stepHtml).join('\n')}</ol>${omitted}</details>`
}

function stepHtml(step: StepView): string {
  const tokens =
    step.promptTokens === null && step.completionTokens === null
      ? ''
      : ` <span class="tokens">${step.promptTokens ?? 0} in / ${step.completionTokens ?? 0} out</span>`
  const parts = [
    `<div class="step-head"><span class="source ${/^(agent|user|system)$/.test(step.source) ? step.source : 'other'}">${escapeHtml(step.source)}</span> #${step.index}${tokens}</div>`,
    step.reasoning === null || step.reasoning === ''
      ? ''
      : `<pre class="reasoning">${escapeHtmlBlock(step.reasoning)}</pre>`,
    step.message === '' ? '' : `<pre class="message">${escapeHtmlBlock(step.message)}</pre>`,
    ...step.toolCalls.map(
      (c) =>
        `<div class="tool-call"><div class="tool-name">${escapeHtml(c.name)}</div><pre>${escapeHtmlBlock(c.arguments)}</pre>${c.observation === null ? '' : `<div class="observation-label">observation</div><pre class="observation">${escapeHtmlBlock(c.observation)}</pre>`}</div>`,
    ),
    ...step.observations.map(
      (o) =>
        `<div class="observation-label">observation</div><pre class="observation">${escapeHtmlBlock(o)}</pre>`,
    ),
  ]
  return `<li class="step">${parts.join('')}</li>`
}
