// One plain log line per run event (attempt finished, build started or failed, retry), shared by
// the CLI's non-TTY output and the action's job log. Pure.
import type { ImageEvent } from '../run/environment/image-events.js'
import type { RunProgressEvent } from '../run/runner.js'
import { escapeTerminal } from './escape.js'

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' } as const

/**
 * One of the task check's runs (`helios check`): its name, and what its attempts should do. A nop
 * attempt should fail, so its failure is printed as expected and its pass as the problem it is.
 */
export interface CheckPhase {
  name: 'oracle' | 'nop' | 'cheat'
  expect: 'pass' | 'fail'
  /** The line that opens the phase. */
  intro: string
}

const EXPECTED_FAIL_TAGS: Record<'failed' | 'error', string> = {
  failed: 'failed, as expected:',
  error: 'ERROR',
}

/** The line for an event, or null for events that print nothing on their own. */
export function eventLine(event: RunProgressEvent | ImageEvent, phase?: CheckPhase): string | null {
  switch (event.type) {
    case 'attempt-finished': {
      const r = event.result
      const { finished, total } = event.counts
      const reason = r.reason ? ` — ${escapeTerminal(r.reason)}` : ''
      // An error has no reward to speak of (it counts 0 in the metrics, but no verifier said so).
      const facts = [`${r.duration_sec.toFixed(1)}s`, ...(r.status === 'error' ? [] : [`reward ${r.reward}`])]
      if (r.usage) facts.push(`${r.usage.input_tokens + r.usage.output_tokens} tokens`)
      if (r.usage?.cost_usd != null) facts.push(`$${r.usage.cost_usd.toFixed(4)}`)
      const count = `${String(finished).padStart(String(total).length)}/${total}`
      const tag =
        phase?.expect !== 'fail'
          ? TAGS[r.status]
          : r.status === 'passed'
            ? `PASSED, ${phase.name} should fail:`
            : EXPECTED_FAIL_TAGS[r.status]
      return `[${phase ? `${phase.name} ` : ''}${count}] ${tag} ${escapeTerminal(r.task_name)} attempt ${r.attempt} (${facts.join(', ')})${reason}`
    }
    case 'build-started':
      return `       building ${event.tag} for ${escapeTerminal(event.task)}`
    case 'build-finished':
      return event.ok
        ? null
        : `       build of ${event.tag} failed: ${escapeTerminal(event.reason ?? 'unknown error')}`
    case 'image-pulled':
      return `       pulled ${event.from} for ${escapeTerminal(event.task)} (${event.durationSec.toFixed(1)}s)`
    case 'image-pushed':
      return `       pushed ${event.to} (${event.durationSec.toFixed(1)}s)`
    case 'image-restored':
      return `       restored ${event.tag} from the ${event.from} (${event.durationSec.toFixed(1)}s)`
    case 'image-saved':
      return `       saved ${event.tag} to the ${event.to} (${event.durationSec.toFixed(1)}s)`
    case 'image-cache-note':
      return `       ${escapeTerminal(event.message)}`
    case 'registry-warning':
    case 'image-cache-warning':
      return `       warning: ${escapeTerminal(event.message)}`
    case 'run-started': {
      // Refused by this agent before any build: each with its reason, as discovery prints invalid ones.
      const lines = [
        ...(phase ? [phase.intro] : []),
        ...event.refused.map(
          (t) => `invalid task ${escapeTerminal(t.relative_dir)}: ${escapeTerminal(t.message)}`,
        ),
      ]
      return lines.length === 0 ? null : lines.join('\n')
    }
    case 'attempt-retry':
      return `       retry ${event.retry} of ${escapeTerminal(event.task.name)} attempt ${event.attempt} in ${Math.round(event.delayMs / 1000)}s: ${escapeTerminal(event.reason)}`
    default:
      return null
  }
}

/** The task check's two runs by run id (run/task-check.ts names them), for eventLine. */
export function checkPhases(runIds: { oracle: string; nop: string }): Record<string, CheckPhase> {
  return {
    [runIds.oracle]: {
      name: 'oracle',
      expect: 'pass',
      intro: "oracle: each task's solution runs twice; every attempt should pass (a failure flags the task)",
    },
    [runIds.nop]: {
      name: 'nop',
      expect: 'fail',
      intro: 'nop: each task once, with no work done; every attempt should fail (a pass flags the task)',
    },
  }
}

/** `check --cheat`'s two runs (run/cheat-check.ts names them): every attack should fail. */
export function cheatPhases(runIds: { shared: string; separate: string }): Record<string, CheckPhase> {
  const intro = (mode: string) =>
    `cheat (${mode} verifier): each task once per attack; every attempt should fail (a pass makes the task hackable)`
  return {
    [runIds.shared]: { name: 'cheat', expect: 'fail', intro: intro('shared') },
    [runIds.separate]: { name: 'cheat', expect: 'fail', intro: intro('separate') },
  }
}
