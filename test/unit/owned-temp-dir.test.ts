// Temporary folders that name their owner: what a process killed outright left is swept once the
// owner is proven gone, and nothing of a living process, another host or another user is touched.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { chown, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  OWNER_FILE,
  ownedTempDir,
  sweepDeadOwnersTempDirs,
  tempSweepLine,
} from '../../src/run/environment/owned-temp-dir.js'
import { LABEL_OWNER_HOST, LABEL_OWNER_PID, LABEL_OWNER_START } from '../../src/run/environment/owner.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const exec = promisify(execFile)
let root: string
beforeEach(async () => {
  root = await makeTempDir()
})
afterEach(async () => {
  await removeDir(root)
})

/** A folder as another process would have left it, owned by `labels`. */
async function leftBy(name: string, labels: Record<string, string> | null): Promise<string> {
  const dir = join(root, `helios-${name}`)
  await mkdir(dir)
  if (labels) await writeFile(join(dir, OWNER_FILE), JSON.stringify(labels))
  return dir
}

/** The pid of a process that has ended (and, on this machine, not been handed on yet). */
async function deadPid(): Promise<number> {
  const child = execFile(process.execPath, ['-e', '0'])
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid!
}

describe('owned temporary folders', () => {
  it("records this process as the owner, and a sweep keeps a living owner's folder", async () => {
    const dir = await ownedTempDir('relay', root)
    expect(dir.startsWith(join(root, 'helios-relay-'))).toBe(true)
    const labels = JSON.parse(await readFile(join(dir, OWNER_FILE), 'utf8')) as Record<string, string>
    expect(labels[LABEL_OWNER_PID]).toBe(String(process.pid))
    expect(await sweepDeadOwnersTempDirs({ root })).toEqual([])
    expect(await readdir(root)).toHaveLength(1)
  })

  it('sweeps a dead owner’s folder; keeps one of another host, one without an owner file, another user’s', async () => {
    const dead = {
      [LABEL_OWNER_HOST]: hostname(),
      [LABEL_OWNER_PID]: String(await deadPid()),
      [LABEL_OWNER_START]: 'b.1',
    }
    const gone = await leftBy('relay-dead', dead)
    await leftBy('relay-elsewhere', { ...dead, [LABEL_OWNER_HOST]: 'another-runner' })
    await leftBy('relay-unlabelled', null)
    // Another user's folder (it can be made so only as root: elsewhere the case is left out).
    const foreign = await leftBy('relay-foreign', dead)
    const chowned = await chown(foreign, (process.getuid?.() ?? 0) + 1, 0).then(
      () => true,
      () => removeDir(foreign).then(() => false),
    )
    await mkdir(join(root, 'not-ours'))
    expect(await sweepDeadOwnersTempDirs({ root, dryRun: true })).toEqual([gone])
    expect(await sweepDeadOwnersTempDirs({ root })).toEqual([gone])
    const kept = ['helios-relay-elsewhere', 'helios-relay-unlabelled', 'not-ours']
    if (chowned) kept.push('helios-relay-foreign')
    expect((await readdir(root)).sort()).toEqual(kept.sort())
  })

  it('a pid now held by a process that started at another time is gone; one that cannot be read is not', async () => {
    const labels = { [LABEL_OWNER_HOST]: 'h', [LABEL_OWNER_PID]: '4242', [LABEL_OWNER_START]: 'boot.100' }
    const reused = await leftBy('reused', labels)
    const probe = (start: string | null | undefined) => ({ host: 'h', startOf: () => start })
    expect(await sweepDeadOwnersTempDirs({ root, probe: probe(undefined), dryRun: true })).toEqual([])
    expect(await sweepDeadOwnersTempDirs({ root, probe: probe('boot.100'), dryRun: true })).toEqual([])
    expect(await sweepDeadOwnersTempDirs({ root, probe: probe('boot.999') })).toEqual([reused])
  })

  it('what a process killed by SIGKILL left is swept by the next', async () => {
    const script = `import { ownedTempDir } from './src/run/environment/owned-temp-dir.ts'
await ownedTempDir('relay', ${JSON.stringify(root)})
process.kill(process.pid, 'SIGKILL')`
    await expect(
      exec(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]),
    ).rejects.toMatchObject({ signal: 'SIGKILL' })
    const left = (await readdir(root)).filter((name) => name.startsWith('helios-relay-'))
    expect(left).toHaveLength(1)
    expect(await sweepDeadOwnersTempDirs({ root })).toEqual([join(root, left[0]!)])
    expect((await readdir(root)).filter((name) => name.startsWith('helios-'))).toEqual([])
  })

  it('says what it removed, or would', () => {
    expect(tempSweepLine([])).toBeNull()
    expect(tempSweepLine(['a'])).toBe('removed 1 temporary folder left by helios processes no longer running')
    expect(tempSweepLine(['a', 'b'], true)).toBe(
      'would remove 2 temporary folders left by helios processes no longer running',
    )
  })
})
