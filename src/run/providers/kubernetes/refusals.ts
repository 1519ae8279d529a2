// What a task asks for that one pod per attempt cannot honour: refused before anything is
// created, naming the task file and field and what to do instead.
import type { Task } from '../../../task/types.js'

export function kubernetesRefusal(task: Task): string | null {
  if (task.compose) {
    return (
      `${task.relativeDir}/${task.compose.file}: compose sidecars (${task.compose.services.map((s) => s.name).join(', ')}) ` +
      'cannot run on Kubernetes yet (one pod per attempt, no sidecar containers); run this task with --provider docker'
    )
  }
  if (task.config.environment.networkMode === 'no-network') {
    return `${task.relativeDir}/task.toml: [environment] network_mode = "no-network" needs an egress-deny NetworkPolicy, which the Kubernetes provider does not create; run this task with --provider docker`
  }
  return null
}
