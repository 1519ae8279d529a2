// The guard's two readings of what a container changed against its image, with real Docker: the
// helper's walk of the overlay2 layers and the engine's diff API (used on other storage drivers)
// agree on what the tampering rule sees, and a file the image shipped is never reported as new.
import { afterEach, describe, expect, it } from 'vitest'
import type Docker from 'dockerode'
import { GuardHelpers } from '../../src/run/providers/docker/guard-helper.js'
import { findTampering, type FileChange } from '../../src/run/guard/tampering.js'
import { engineChanges, layerChanges } from '../../src/run/providers/docker/guard-session.js'
import { runExec } from '../../src/run/providers/docker/exec.js'
import { docker, rid } from '../fixtures/docker.js'
import { BASE_IMAGE } from '../fixtures/tasks.js'

const created: Docker.Container[] = []
const helpers = new GuardHelpers(docker, rid('guard-changes'))
afterEach(async () => {
  for (const c of created.splice(0)) await c.remove({ force: true }).catch(() => undefined)
  await helpers.remove()
})

const CHANGES = [
  "printf '#!/bin/sh\\nexit 0\\n' > /usr/local/bin/grep",
  "rm /usr/bin/env && printf '#!/bin/sh\\n' > /usr/bin/env",
  'echo x > /tmp/x',
  'rm /usr/bin/yes',
  'echo /opt > /usr/lib/python3/x.pth 2>/dev/null || true',
].join(' && ')

function byPath(changes: FileChange[]): Record<string, string> {
  return Object.fromEntries(
    changes.filter((c) => !c.path.endsWith('docker-init')).map((c) => [c.path, c.kind]),
  )
}

describe('what a container changed against its image', () => {
  it('reads the same from the layers and from the engine: shadowing, replaced, new, deleted', async () => {
    const c = await docker.createContainer({
      Image: BASE_IMAGE,
      Cmd: ['sleep', 'infinity'],
      Labels: { 'helios.test': 'guard' },
    })
    created.push(c)
    await c.start()
    expect((await runExec(c, { cmd: ['bash', '-c', CHANGES], user: 'root' })).exitCode).toBe(0)

    const layers = (await layerChanges(helpers, BASE_IMAGE, c))!
    expect(layers).not.toBeNull()
    expect(byPath(layers)).toEqual({
      '/usr/local/bin/grep': 'S',
      '/usr/bin/env': 'M',
      // Outside system folders and not a module: not looked up in the image (no rule needs it).
      '/tmp/x': 'U',
      '/usr/bin/yes': 'D',
    })
    const engine = byPath(await engineChanges(c))
    for (const [path, kind] of Object.entries(byPath(layers)))
      expect(engine[path]).toBe(kind === 'U' ? 'A' : kind)

    const judged = (changes: FileChange[]) =>
      findTampering(changes, new Map())
        .map((t) => t.path)
        .sort()
    expect(judged(layers)).toEqual(['/usr/bin/env', '/usr/local/bin/grep'])
    expect(judged(await engineChanges(c))).toEqual(['/usr/bin/env', '/usr/local/bin/grep'])
  })

  it('reports nothing for a container that changed nothing but what the engine put there', async () => {
    const c = await docker.createContainer({
      Image: BASE_IMAGE,
      Cmd: ['sleep', 'infinity'],
      Labels: { 'helios.test': 'guard' },
      HostConfig: { Init: true },
    })
    created.push(c)
    await c.start()
    expect(findTampering((await layerChanges(helpers, BASE_IMAGE, c))!, new Map())).toEqual([])
  })
})
