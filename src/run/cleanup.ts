// No container of ours survives a run: each attempt removes its own, an aborted run removes the
// live ones it tracks, and a sweep by label (a second Ctrl-C, a crash) removes whatever is left.
import type { Environment } from './environment/types.js'

export {
  attemptLabels,
  LABEL_ATTEMPT,
  LABEL_MANAGED,
  LABEL_OWNER,
  LABEL_RUN,
  LABEL_TASK,
  PROCESS_OWNER,
} from './environment/labels.js'

/** Live environments of one run, so an interrupt can remove them without listing the provider. */
export class EnvironmentTracker {
  private readonly live = new Set<Environment>()
  add(environment: Environment): void {
    this.live.add(environment)
  }
  delete(environment: Environment): void {
    this.live.delete(environment)
  }
  all(): Environment[] {
    return [...this.live]
  }
}
