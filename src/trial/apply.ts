// A run's trial (`--trial file.yaml`, bench.toml's [trial]) given to every task of the run, in
// place of the task's own. Pure.
import type { Task } from '../task/types.js'
import { TrialConfigError, type Trial } from './types.js'

export function withTrial(tasks: readonly Task[], trial: Trial | null): Task[] {
  if (!trial) return [...tasks]
  return tasks.map((task) => {
    if (task.steps.length > 0)
      throw new TrialConfigError(
        trial.file,
        'scenes',
        `task ${task.name} has [[steps]]; a run's trial cannot replace them (leave it out of the run)`,
      )
    return { ...task, config: { ...task.config, trial } }
  })
}
