// What a task asks for that a Daytona sandbox cannot honour: refused before anything is created,
// with the task file and field and what to do instead.
import type { Task } from '../../../task/types.js'

/** The reason this task cannot run on Daytona, or null when it can. */
export function daytonaRefusal(task: Task): string | null {
  if (task.compose) {
    return (
      `${task.relativeDir}/${task.compose.file}: compose sidecars (${task.compose.services.map((s) => s.name).join(', ')}) ` +
      'cannot run on Daytona (one sandbox per attempt, no private network between sandboxes); run this task with --provider docker'
    )
  }
  return null
}
