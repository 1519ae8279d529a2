// What dead owners left is swept, and only that: an owner is gone when its process on this host
// no longer runs or its pid now runs a process started at another time; anything unproven (another
// host, missing labels, a process that cannot be read) is alive. On the memory provider.
import { describe, expect, it } from 'vitest'
import { LABEL_MANAGED, LABEL_OWNER, PROCESS_OWNER } from '../../src/run/environment/labels.js'
import {
  LABEL_OWNER_HOST,
  LABEL_OWNER_PID,
  LABEL_OWNER_START,
  localProbe,
  ownerIdentityLabels,
  ownerIsGone,
  type ProcessProbe,
} from '../../src/run/environment/owner.js'
import type { EnvironmentSpec } from '../../src/run/environment/types.js'
import { sweepDeadOwners, sweepLine } from '../../src/run/owner-sweep.js'
import { MemoryProvider } from '../fixtures/memory-provider.js'

/** Host `here`: pid 10 runs (started `s10`), pid 20 runs another process than before, 30 is unreadable. */
const probe: ProcessProbe = {
  host: 'here',
  startOf: (pid) => {
    const known: Record<number, string | undefined> = { 10: 's10', 20: 'now-another', 30: undefined }
    return pid in known ? known[pid] : null
  },
}
const record = (host: string | null, pid: number | null, start: string | null) => ({
  owner: 'o',
  host,
  pid,
  start,
})

describe('ownerIsGone', () => {
  it('proves gone a process that no longer runs, and a pid that another process took', () => {
    expect(ownerIsGone(record('here', 99, 's99'), probe)).toBe(true)
    expect(ownerIsGone(record('here', 20, 's20'), probe)).toBe(true)
  })

  it('keeps a living process, one on another host, one without labels, one it cannot read', () => {
    expect(ownerIsGone(record('here', 10, 's10'), probe)).toBe(false)
    expect(ownerIsGone(record('elsewhere', 99, 's99'), probe)).toBe(false)
    expect(ownerIsGone(record(null, 99, 's99'), probe)).toBe(false)
    expect(ownerIsGone(record('here', null, 's99'), probe)).toBe(false)
    expect(ownerIsGone(record('here', 99, null), probe)).toBe(false)
    expect(ownerIsGone(record('here', 30, 's30'), probe)).toBe(false)
  })

  it('on this machine: this process is alive by its own labels', () => {
    const own = ownerIdentityLabels()
    const alive = ownerIsGone(
      record(own[LABEL_OWNER_HOST]!, Number(own[LABEL_OWNER_PID]), own[LABEL_OWNER_START] ?? null),
      localProbe(),
    )
    expect(alive).toBe(false)
  })
})

function labelled(owner: string, host: string, pid: number, start: string): EnvironmentSpec {
  return {
    image: 'memory:image',
    env: {},
    workdir: null,
    labels: {
      [LABEL_MANAGED]: 'true',
      [LABEL_OWNER]: owner,
      [LABEL_OWNER_HOST]: host,
      [LABEL_OWNER_PID]: String(pid),
      [LABEL_OWNER_START]: start,
    },
    limits: { cpus: 1, memoryMb: 64, pidsLimit: 64 },
    network: { kind: 'default' },
    mounts: [],
  }
}

describe('sweepDeadOwners', () => {
  it("removes the dead owners' environments only; a dry run removes nothing", async () => {
    const provider = new MemoryProvider({ script: () => ({ exitCode: 0 }) })
    const dead = await provider.create(labelled('dead', 'here', 99, 's99'))
    const deadToo = await provider.create(labelled('dead', 'here', 99, 's99'))
    const reused = await provider.create(labelled('reused', 'here', 20, 's20'))
    const sibling = await provider.create(labelled('sibling', 'here', 10, 's10'))
    const remote = await provider.create(labelled('remote', 'elsewhere', 99, 's99'))
    // This process's own, even if the probe could not vouch for it.
    const own = await provider.create(labelled(PROCESS_OWNER, 'here', 98, 's98'))

    const dry = await sweepDeadOwners(provider, { dryRun: true, probe })
    expect(dry).toEqual([
      { owner: 'dead', environments: 2 },
      { owner: 'reused', environments: 1 },
    ])
    expect(sweepLine(dry, true)).toBe(
      'would remove 3 environments left by 2 helios processes no longer running',
    )
    expect(provider.environments.filter((e) => e.removed)).toEqual([])

    await sweepDeadOwners(provider, { probe })
    const removed = (e: { id: string }) => provider.environments.find((m) => m.id === e.id)!.removed
    expect([dead, deadToo, reused].map(removed)).toEqual([true, true, true])
    expect([sibling, remote, own].map(removed)).toEqual([false, false, false])
    expect(sweepLine(await sweepDeadOwners(provider, { probe }))).toBeNull()
  })
})
