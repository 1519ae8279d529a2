// SIGTERM/SIGINT mid-run: the process removes its live containers, then dies by the signal.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { docker } from '../fixtures/docker.js'

let out: string
beforeAll(async () => {
  out = await makeTempDir('helios-out-')
})
afterAll(async () => {
  await removeDir(out)
})

async function runningContainers(runId: string): Promise<number> {
  const list = await docker.listContainers({ all: true, filters: { label: [`helios.run=${runId}`] } })
  return list.length
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  it(`${signal} mid-run leaves no container behind`, async () => {
    const runId = `signal-${signal.toLowerCase()}-${process.pid}`
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/fixtures/run-child.ts', out, runId, out],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = once(child, 'exit')
    // Wait until the three concurrent attempts have containers.
    const deadline = Date.now() + 60_000
    while ((await runningContainers(runId)) < 3) {
      if (Date.now() > deadline) throw new Error(`containers never started:\n${output}`)
      await sleep(200)
    }
    await sleep(500)
    child.kill(signal)
    const [code, exitSignal] = (await exited) as [number | null, NodeJS.Signals | null]
    expect({ code, exitSignal }).toEqual({ code: null, exitSignal: signal })
    expect(output).not.toMatch(/^finished$/m)
    expect(await runningContainers(runId)).toBe(0)
  })
}
