// The agent phase for host-side agents (time limit, interruption) and the files every agent leaves.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AgentDefinition, AgentReport, HostAgentContext, HostAgentOutcome } from './agents/types.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from './agents/trajectory.js'
import { toAtif, type AtifContext } from './agents/to-atif.js'
import type { Task } from '../task/types.js'
import { Redactor, redactText } from './redact.js'
import { writeFaultOf } from './write-fault.js'
import { onAbort } from './on-abort.js'

type HostAgentRun = (ctx: HostAgentContext) => Promise<HostAgentOutcome>

/** Runs a host-side agent until it ends, its time is up, or the run is interrupted. */
export async function runHostAgent(
  run: HostAgentRun,
  ctx: Omit<HostAgentContext, 'signal'> & { signal?: AbortSignal },
): Promise<HostAgentOutcome> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, ctx.timeoutMs)
  const unsubscribe = onAbort(ctx.signal, () => controller.abort())
  try {
    const outcome = await run({ ...ctx, signal: controller.signal })
    return timedOut ? { ...outcome, timedOut: true, exitCode: null, error: null } : outcome
  } catch (error) {
    // The output disk failed, not the agent: the runner stops the run (see write-fault.ts).
    if (writeFaultOf(error, ctx.agentDir)) throw error
    if (timedOut)
      return { exitCode: null, timedOut: true, error: null, fatal: null, usage: null, trajectory: null }
    const message = error instanceof Error ? error.message : String(error)
    return {
      exitCode: null,
      timedOut: false,
      error: `agent failed: ${message}`,
      fatal: null,
      usage: null,
      trajectory: null,
    }
  } finally {
    clearTimeout(timer)
    unsubscribe()
  }
}

/** `agent/trajectory.json` as ATIF, with secret values replaced like every other file we write. */
export async function writeAgentReport(
  agentDir: string,
  report: AgentReport,
  secrets: readonly Buffer[],
  meta: Omit<AtifContext, 'usage'>,
): Promise<void> {
  if (!report.trajectory) return
  const atif = toAtif(report.trajectory, { ...meta, usage: report.usage })
  await writeFile(join(agentDir, 'trajectory.json'), redactText(JSON.stringify(atif, null, 2), secrets))
}

/** Host-side agents write their files themselves: secret values are replaced after the fact. */
export async function redactFolder(dir: string, secrets: readonly Buffer[]): Promise<void> {
  if (secrets.length === 0) return
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const content = await readFile(path)
    if (!secrets.some((secret) => content.includes(secret))) continue
    await writeFile(path, new Redactor(secrets).push(content, true))
  }
}

/** Output of a plain command kept in its trajectory step (the whole of it is in stdout.txt). */
const COMMAND_OUTPUT_KEEP = 4096

/** The trajectory of an agent that is one command: the instruction, then the command and its output. */
export async function commandReport(
  agent: AgentDefinition,
  task: Task,
  model: string | null,
  agentDir: string,
): Promise<AgentReport> {
  const command = agent.command(task)
  const steps: TrajectoryStep[] = [
    { role: 'user', text: task.instruction, tool_calls: [], usage: null, timestamp: null },
  ]
  if (command) {
    const stdout = await readFile(join(agentDir, 'stdout.txt'), 'utf8').catch(() => '')
    steps.push({
      role: 'assistant',
      text: null,
      tool_calls: [
        {
          id: null,
          name: 'command',
          arguments: { argv: command },
          output: stdout.slice(-COMMAND_OUTPUT_KEEP),
        },
      ],
      usage: null,
      timestamp: null,
    })
  }
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: agent.name,
      model,
      source: 'command',
      steps,
    },
    usage: null,
    fatal: null,
  }
}
