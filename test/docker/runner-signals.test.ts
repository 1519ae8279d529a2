// SIGTERM/SIGINT mid-run, as an entrypoint translates them (run/interrupt.ts): the first stops the
// run, which removes its live containers and writes the summary of what finished; a second one
// forces, removing the run's containers by label at once. Either way the process exits 130.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { BASE_IMAGE, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { docker } from '../fixtures/docker.js'

let out: string
beforeAll(async () => {
  out = await makeTempDir('helios-out-')
})
afterAll(async () => {
  await removeDir(out)
})

/** Containers of the run, a sibling job's (same run id, another process) left out. */
async function runContainers(runId: string): Promise<number> {
  const list = await docker.listContainers({ all: true, filters: { label: [`helios.run=${runId}`] } })
  return list.filter((c) => c.Labels['helios.owner'] !== SIBLING).length
}

const SIBLING = 'another-shard-of-this-run'

/** A container of another shard of the same workflow run on this engine: no sweep of ours may touch it. */
async function siblingContainer(runId: string) {
  const container = await docker.createContainer({
    Image: BASE_IMAGE,
    Cmd: ['sleep', 'infinity'],
    Labels: { 'helios.managed': 'true', 'helios.run': runId, 'helios.owner': SIBLING },
  })
  await container.start()
  return container
}

/** Starts the child run and returns once its three concurrent attempts have containers. */
async function startRun(runId: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/run-child.ts', out, runId, out], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = { output: '' }
  child.stdout.on('data', (chunk: Buffer) => (log.output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log.output += chunk.toString()))
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  const deadline = Date.now() + 60_000
  while ((await runContainers(runId)) < 3) {
    if (Date.now() > deadline) throw new Error(`containers never started:\n${log.output}`)
    await sleep(200)
  }
  await sleep(500)
  return { child, exited, log }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  it(`${signal} mid-run stops the run: no container left, the summary of what finished written, exit 130`, async () => {
    const runId = `signal-${signal.toLowerCase()}-${process.pid}`
    const { child, exited, log } = await startRun(runId)
    child.kill(signal)
    const [code] = await exited
    expect(code, log.output).toBe(130)
    expect(log.output).toContain(`stopping on ${signal}`)
    expect(log.output).toMatch(/^aborted with 0 finished$/m)
    expect(existsSync(join(out, runId, 'run_summary.json'))).toBe(true)
    expect(await runContainers(runId)).toBe(0)
  })
}

// Which of the two ends it first (the graceful stop or the sweep) is a race; the unit test of
// interrupt.ts covers the force path alone. Here: whichever wins, nothing is left and the code is 130.
it("a second signal right after the first: none of the run's containers left either way, a sibling shard's kept, exit 130", async () => {
  const runId = `signal-twice-${process.pid}`
  const sibling = await siblingContainer(runId)
  try {
    const { child, exited, log } = await startRun(runId)
    child.kill('SIGINT')
    // Two signals sent at once may reach the child as one (pending signals coalesce): the second
    // goes once the first was seen.
    while (!log.output.includes('stopping on SIGINT')) await sleep(10)
    child.kill('SIGTERM')
    const [code] = await exited
    expect(code, log.output).toBe(130)
    expect(await runContainers(runId)).toBe(0)
    expect((await sibling.inspect()).State.Running).toBe(true)
  } finally {
    await sibling.remove({ force: true }).catch(() => undefined)
  }
})
