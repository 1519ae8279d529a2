// A trial attempt in the report: its scenes, each turn (role, exit, outbox), and each role's
// trajectory of the scene. The views are read by task-views.ts; this renders them. Pure.
import type { TrialRecord } from '../../results/trial-record.js'
import { escapeHtml } from './escape-html.js'
import { trajectoryHtml } from './trajectory-html.js'
import type { TrajectoryView } from './trajectory-view.js'

export interface SceneView {
  record: TrialRecord['scenes'][number]
  /** Each role's trajectory of the scene, or why it is not shown. */
  roles: { role: string; trajectory: TrajectoryView | null; note: string | null }[]
}

export function scenesHtml(scenes: readonly SceneView[]): string {
  return scenes
    .map(({ record, roles }, i) => {
      const turns = record.turns
        .map((turn, t) => {
          const facts = [
            turn.timed_out ? 'timed out' : `exit ${turn.exit_code ?? '–'}`,
            `${turn.duration_sec.toFixed(1)} s`,
            ...turn.outbox_sent.map((to) => `message to ${escapeHtml(to)}`),
            ...turn.outbox_dropped.map((d) => `dropped ${escapeHtml(d.file)}: ${escapeHtml(d.reason)}`),
            ...(turn.ended ? [`session ended, scene cut short: ${escapeHtml(turn.ended)}`] : []),
          ]
          return `<li>turn ${t + 1}: <strong>${escapeHtml(turn.role)}</strong> · ${facts.join(' · ')}</li>`
        })
        .join('')
      const trajectories = roles
        .map(({ role, trajectory, note }) =>
          trajectory
            ? `<h6>${escapeHtml(role)}</h6>${trajectoryHtml(trajectory)}`
            : `<p class="note">${escapeHtml(role)}: ${escapeHtml(note ?? 'No trajectory.')}</p>`,
        )
        .join('\n')
      const late = record.timed_out ? ' · <span class="status error">timed out</span>' : ''
      return `<details class="scene" open><summary>scene ${i + 1}: <strong>${escapeHtml(record.name)}</strong> · ${record.turns.length} turn(s)${late}</summary><ol class="turns">${turns}</ol>${trajectories}</details>`
    })
    .join('\n')
}
