// The environment of an in-container agent process: the task's tables, the instruction, the model
// and the host variables it was given by name. Shared by the single-turn attempt and trial turns.
import { join } from 'node:path'
import type { AttemptSpec } from './attempt-types.js'
import type { Environment, ExecOutcome } from './environment/types.js'
import { endWritable, LogFileSink } from './environment/streams.js'

export const INSTRUCTION_FILE = '/helios/instruction.md'
/** Instructions larger than this reach the agent only as a file (env strings are limited to 128 KiB). */
const MAX_INSTRUCTION_ENV = 64 * 1024
export const CA_BUNDLE_PATH = '/helios/ca/extra-ca.pem'

/** The in-container agent's environment: task tables, the instruction, the model, named host variables. */
export function agentProcessEnv(spec: AttemptSpec): Record<string, string> {
  const instruction = spec.task.instruction
  return {
    ...spec.agent.env(spec.task),
    ...(spec.agent.needsSolution ? spec.env.solution : {}),
    ...spec.prepared?.env,
    ...(spec.caBundle ? { NODE_EXTRA_CA_CERTS: CA_BUNDLE_PATH, npm_config_cafile: CA_BUNDLE_PATH } : {}),
    HELIOS_INSTRUCTION_FILE: INSTRUCTION_FILE,
    // 1-based: lets an agent of your own seed or vary per attempt.
    HELIOS_ATTEMPT: String(spec.attempt),
    ...(Buffer.byteLength(instruction) <= MAX_INSTRUCTION_ENV ? { HELIOS_INSTRUCTION: instruction } : {}),
    ...(spec.model ? { HELIOS_MODEL: spec.model } : {}),
    ...spec.agentPlainEnv,
    ...spec.agentHostEnv,
  }
}

/**
 * The agent's command in the environment as the task's agent user, its output in `dir`'s
 * stdout.txt and stderr.txt (capped, redacted). A full output disk is thrown: the attempt's logs
 * would be lost.
 */
export async function execAgentCommand(
  spec: AttemptSpec,
  environment: Environment,
  command: string[],
  dir: string,
  timeoutMs: number,
): Promise<ExecOutcome> {
  const stdout = new LogFileSink(join(dir, 'stdout.txt'), spec.logCapBytes, spec.secrets)
  const stderr = new LogFileSink(join(dir, 'stderr.txt'), spec.logCapBytes, spec.secrets)
  let outcome: ExecOutcome
  try {
    outcome = await environment.exec({
      cmd: command,
      user: spec.task.config.agent.user,
      env: agentProcessEnv(spec),
      workdir: spec.task.config.environment.workdir,
      stdout,
      stderr,
      timeoutMs,
    })
  } finally {
    await Promise.all([endWritable(stdout), endWritable(stderr)])
  }
  const failure = stdout.failure ?? stderr.failure
  if (failure) throw failure
  return outcome
}
