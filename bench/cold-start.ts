// Cold start of the CLI (cli-cold-start.ts) and of the bundled action: `node dist/index.js` in plan mode over 1,000 generated tasks,
// as a runner starts it (Node 24), against the loopback artifact service. Baseline in the same
// run: the same process with an invalid mode, i.e. bundle load time alone.
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startArtifactService } from '../test/harness/artifact-service.js'
import { startGitHubApi } from '../test/harness/github-api.js'
import { runnerEnv } from '../test/harness/runner-env.js'
import { ACTION_BUNDLE, RUNNER_NODE } from '../test/harness/action-paths.js'
import { bench as cliColdStart } from './cli-cold-start.js'
import type { BenchResult } from './types.js'

const TASKS = 1000

async function makeTasks(root: string): Promise<void> {
  for (let i = 0; i < TASKS; i++) {
    const dir = path.join(root, 'tasks', `task-${String(i).padStart(4, '0')}`)
    await mkdir(path.join(dir, 'environment'), { recursive: true })
    await mkdir(path.join(dir, 'tests'), { recursive: true })
    await writeFile(path.join(dir, 'task.toml'), `[task]\nname = "task-${i}"\n[verifier]\ntimeout_sec = 60\n`)
    await writeFile(path.join(dir, 'instruction.md'), `Task ${i}\n`)
    await writeFile(path.join(dir, 'environment', 'Dockerfile'), 'FROM helios-base:bookworm\n')
    await writeFile(path.join(dir, 'tests', 'test.sh'), 'echo 1 > /logs/verifier/reward.txt\n')
  }
}

async function timeStep(
  env: Record<string, string>,
  cwd: string,
): Promise<{ ms: number; code: number | null; out: string }> {
  const start = performance.now()
  const child = spawn(RUNNER_NODE, [ACTION_BUNDLE], { env, cwd, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  return { ms: performance.now() - start, code, out }
}

export async function bench(): Promise<BenchResult[]> {
  return [...(await cliColdStart()), await planColdStart()]
}

async function planColdStart(): Promise<BenchResult> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'helios-coldstart-'))
  const artifacts = await startArtifactService({ runId: 1 })
  const api = await startGitHubApi({ artifacts: artifacts.store })
  try {
    await makeTasks(workspace)
    const plans: number[] = []
    const loads: number[] = []
    for (let round = 0; round < 3; round++) {
      const step = await runnerEnv({
        artifacts,
        api,
        workspace,
        stepDir: await mkdtemp(path.join(tmpdir(), 'helios-coldstart-step-')),
        runId: 10 + round,
        inputs: { mode: 'plan', tasks: 'tasks', shards: '16', baseline: 'none' },
      })
      const plan = await timeStep(step.env, workspace)
      if (plan.code !== 0)
        throw new Error(
          `plan step exited ${plan.code}: ${plan.out
            .split('\n')
            .filter((l) => l.startsWith('::error'))
            .join(' ')}`,
        )
      plans.push(plan.ms)
      loads.push((await timeStep({ ...step.env, INPUT_MODE: 'none' }, workspace)).ms)
    }
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!
    return {
      name: `cold start: plan mode, ${TASKS} tasks, 16 shards (node24 dist/index.js)`,
      value: Math.round(median(plans)),
      unit: 'ms',
      baseline: { name: 'bundle load + fail fast', value: Math.round(median(loads)) },
      notes: 'median of 3; includes discovery, checksums, plan upload to the loopback artifact service',
    }
  } finally {
    await api.close()
    await artifacts.close()
    await rm(workspace, { recursive: true, force: true })
  }
}
