// The verifier's /etc files: named by content in one folder per user, so that a process killed by
// a signal (no exit handler runs) leaves nothing behind that the next one does not reuse.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { chmod, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { contentFile, etcFolder } from '../../src/run/verifier-etc.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

let root: string
beforeEach(async () => {
  root = await makeTempDir()
})
afterEach(async () => {
  await removeDir(root)
})

const uid = process.getuid?.() ?? 0

describe('etcFolder', () => {
  it('is one folder per user, closed to others, made when missing', async () => {
    const dir = etcFolder(root, uid)
    expect(dir).toBe(join(root, `helios-verifier-etc-${uid}`))
    expect(etcFolder(root, uid)).toBe(dir)
    expect(await readdir(root)).toEqual([`helios-verifier-etc-${uid}`])
  })

  it('refuses a folder others can write, naming it and the fix', async () => {
    const dir = join(root, `helios-verifier-etc-${uid}`)
    await mkdir(dir)
    await chmod(dir, 0o777)
    expect(() => etcFolder(root, uid)).toThrow(
      `${dir} is not a folder of this user's that only it can write: remove it`,
    )
  })

  it("refuses a link planted in the folder's place", async () => {
    const elsewhere = join(root, 'elsewhere')
    await mkdir(elsewhere, { mode: 0o700 })
    await symlink(elsewhere, join(root, `helios-verifier-etc-${uid}`))
    expect(() => etcFolder(root, uid)).toThrow(/is not a folder of this user's/)
  })

  it("refuses another user's folder", () => {
    expect(() => etcFolder(root, uid + 1)).toThrow(/is not a folder of this user's/)
  })
})

describe('contentFile', () => {
  it('gives the same file for the same content and another for other content', async () => {
    const dir = etcFolder(root, uid)
    const a = contentFile(dir, 'hosts', 'one\n')
    expect(contentFile(dir, 'hosts', 'one\n')).toBe(a)
    const b = contentFile(dir, 'hosts', 'two\n')
    expect(b).not.toBe(a)
    expect(await readFile(a, 'utf8')).toBe('one\n')
    expect((await readdir(dir)).sort()).toEqual([a, b].map((f) => f.slice(dir.length + 1)).sort())
  })

  it('rewrites a file whose content was changed', async () => {
    const dir = etcFolder(root, uid)
    const file = contentFile(dir, 'hosts', 'one\n')
    await writeFile(file, '10.0.0.1 localhost\n')
    expect(contentFile(dir, 'hosts', 'one\n')).toBe(file)
    expect(await readFile(file, 'utf8')).toBe('one\n')
  })

  it('processes killed by SIGKILL after writing leave only the shared files', async () => {
    const script = `import { verifierEtcMounts } from './src/run/verifier-etc.ts'
verifierEtcMounts('default'); verifierEtcMounts('group')
process.kill(process.pid, 'SIGKILL')`
    const child = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...process.env, TMPDIR: root },
      })
    await expect(child()).rejects.toMatchObject({ signal: 'SIGKILL' })
    await expect(child()).rejects.toMatchObject({ signal: 'SIGKILL' })
    const files = await readdir(join(root, `helios-verifier-etc-${uid}`))
    // hosts, the engine-DNS resolv.conf and (where the host has a nameserver off loopback) the host's.
    expect(files.filter((f) => f.startsWith('hosts-'))).toHaveLength(1)
    expect(files.every((f) => /^(hosts|resolv)-[0-9a-f]{16}$/.test(f))).toBe(true)
    expect(files.length).toBeLessThanOrEqual(3)
    // tsx, which runs the children from source, keeps a cache of its own there.
    expect((await readdir(root)).filter((f) => !f.startsWith('tsx-'))).toEqual([`helios-verifier-etc-${uid}`])
  })
})
