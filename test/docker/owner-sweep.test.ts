// Nothing outlives its owner: a run killed outright (a real SIGKILL) leaves its container, paused
// here, and `helios clean` removes it, with one whose owner's pid now belongs to another process;
// a living sibling's container is kept. One container each, from the base image, no attempts.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import Docker from 'dockerode'
import { afterAll, describe, expect, it } from 'vitest'
import { LABEL_MANAGED, LABEL_OWNER, LABEL_RUN } from '../../src/run/environment/labels.js'
import { LABEL_OWNER_HOST, LABEL_OWNER_PID, LABEL_OWNER_START } from '../../src/run/environment/owner.js'
import { helios } from '../fixtures/cli.js'
import { BASE_IMAGE } from '../fixtures/tasks.js'

const docker = new Docker()
const runId = `owner-sweep-${randomUUID().slice(0, 8)}`
const children: ChildProcess[] = []

/** A child that created its container, and that container's id. */
async function owner(): Promise<{ child: ChildProcess; id: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/owner-child.ts', runId])
  children.push(child)
  let out = ''
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
  while (!/ready (\w+)/.test(out)) {
    if (child.exitCode !== null) throw new Error(`owner child exited ${child.exitCode}`)
    await once(child.stdout!, 'data')
  }
  return { child, id: /ready (\w+)/.exec(out)![1]! }
}

const exists = (id: string) =>
  docker
    .getContainer(id)
    .inspect()
    .then(() => true)
    .catch(() => false)

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  const left = await docker.listContainers({ all: true, filters: { label: [`${LABEL_RUN}=${runId}`] } })
  await Promise.allSettled(left.map((c) => docker.getContainer(c.Id).remove({ force: true })))
})

describe('helios clean', () => {
  it('removes what a SIGKILLed run and a reused pid left, paused or not, and keeps a living sibling’s', async () => {
    const [killed, sibling] = await Promise.all([owner(), owner()])
    // Its owner's pid is this test's own (alive), but that process started at another time.
    const reused = await docker.createContainer({
      Image: BASE_IMAGE,
      Cmd: ['sleep', 'infinity'],
      Labels: {
        [LABEL_MANAGED]: 'true',
        [LABEL_RUN]: runId,
        [LABEL_OWNER]: randomUUID(),
        [LABEL_OWNER_HOST]: hostname(),
        [LABEL_OWNER_PID]: String(process.pid),
        [LABEL_OWNER_START]: 'another-boot.1',
      },
    })
    killed.child.kill('SIGKILL')
    await once(killed.child, 'exit')
    await docker.getContainer(killed.id).pause()

    const dry = await helios(['clean', '--dry-run'])
    expect(dry.code, dry.stderr).toBe(0)
    expect(dry.stdout).toMatch(/^would remove \d+ environments? left by \d+ helios process/)
    expect(await exists(killed.id)).toBe(true)

    const clean = await helios(['clean'])
    expect(clean.stdout).toMatch(/^removed \d+ environments? left by \d+ helios process/)
    expect(await exists(killed.id)).toBe(false)
    expect(await exists(reused.id)).toBe(false)
    expect(await exists(sibling.id)).toBe(true)
    expect(sibling.child.exitCode).toBeNull()
  }, 180_000)
})
