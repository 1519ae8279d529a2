// A task's env tables expanded against the host for one run, and the secret values (agent env
// and host values pulled in through `${VAR}`) that every written file must not contain.
import { expandEnv, templateVariables } from '../task/env-template.js'
import type { Task } from '../task/types.js'
import type { AttemptSpec } from './attempt.js'
import { secretsToRedact } from './redact.js'
import { messageOf } from '../narrow.js'

export interface PreparedTask {
  env: AttemptSpec['env']
  envError: string | null
  secrets: Buffer[]
}

/** Expands `${VAR}` in the task's env tables; host values pulled in that way are redacted too. */
export function prepareTask(
  task: Task,
  hostEnv: Record<string, string | undefined>,
  agentHostEnv: Record<string, string>,
): PreparedTask {
  const tables = {
    environment: task.config.environment.env,
    verifier: task.config.verifier.env,
    solution: task.config.solution.env,
    verifierEnvironment: task.config.verifier.environment?.env ?? {},
  }
  const stepTables = task.steps.map((step) => step.config.verifier.env)
  const referenced = [...Object.values(tables), ...stepTables]
    .flatMap((table) => Object.values(table))
    .flatMap((template) => {
      try {
        return templateVariables(template)
      } catch {
        return []
      }
    })
  const secretValues = [...Object.values(agentHostEnv), ...referenced.map((name) => hostEnv[name] ?? '')]
  const secrets = secretsToRedact(secretValues)
  try {
    return {
      env: {
        environment: expandEnv(tables.environment, hostEnv, 'environment.env'),
        verifier: expandEnv(tables.verifier, hostEnv, 'verifier.env'),
        solution: expandEnv(tables.solution, hostEnv, 'solution.env'),
        steps: stepTables.map((table, i) => expandEnv(table, hostEnv, `steps.${i}.verifier.env`)),
        verifierEnvironment: expandEnv(tables.verifierEnvironment, hostEnv, 'verifier.environment.env'),
      },
      envError: null,
      secrets,
    }
  } catch (error) {
    return {
      env: { environment: {}, verifier: {}, solution: {}, steps: [] },
      envError: `task.toml ${messageOf(error)}`,
      secrets,
    }
  }
}
