import { mkdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ATTACK_CLASSES,
  AttackManifestError,
  DEFAULT_ATTACK_TIMEOUT_SEC,
  parseAttackManifest,
} from '../../src/task/attack-manifest.js'
import { loadAttackFolder, loadAttacks, shippedPackDir, taskCheat } from '../../src/task/attack-pack.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()
const where = { file: 'x/attack.toml', folderName: 'x', dir: '/p/x', source: 'user' as const }
const manifest = (extra = '') =>
  `name = "x"\nclass = "reward"\ntries = "writes a reward"\nfix = "use separate mode"\n${extra}`

async function attackFolder(root: string, name: string, toml: string | null): Promise<void> {
  await mkdir(join(root, name), { recursive: true })
  await writeFile(join(root, name, 'solve.sh'), '#!/bin/bash\nexit 0\n')
  if (toml !== null) await writeFile(join(root, name, 'attack.toml'), toml)
}

describe('parseAttackManifest', () => {
  it('reads the fields, with the default timeout', () => {
    expect(parseAttackManifest(manifest(), where)).toEqual({
      name: 'x',
      class: 'reward',
      tries: 'writes a reward',
      fix: 'use separate mode',
      timeoutSec: DEFAULT_ATTACK_TIMEOUT_SEC,
      source: 'user',
      dir: '/p/x',
    })
    expect(parseAttackManifest(manifest('timeout_sec = 5\n'), where).timeoutSec).toBe(5)
  })

  it('names the file and the field it rejects', () => {
    expect(() => parseAttackManifest(manifest().replace('reward', 'magic'), where)).toThrow(
      /x\/attack.toml: class/,
    )
    expect(() => parseAttackManifest(manifest('colour = 1\n'), where)).toThrow(AttackManifestError)
    expect(() => parseAttackManifest('name = "x"\nclass = "reward"\ntries = "t"\n', where)).toThrow(/fix/)
    expect(() => parseAttackManifest('name = ', where)).toThrow(/x\/attack.toml/)
    expect(() => parseAttackManifest(manifest(), { ...where, folderName: 'y' })).toThrow(
      /"x" differs from its folder "y"/,
    )
  })
})

describe('the shipped pack', () => {
  it('covers every class the issue lists, each payload an executable script with a manifest', async () => {
    const attacks = await loadAttackFolder(await shippedPackDir(), 'pack')
    const classes = new Set(attacks.map((a) => a.class))
    for (const wanted of ATTACK_CLASSES.filter((c) => c !== 'task' && c !== 'other'))
      expect(classes, wanted).toContain(wanted)
    for (const attack of attacks) {
      const mode = (await stat(join(attack.dir, 'solve.sh'))).mode
      expect(mode & 0o111, attack.name).not.toBe(0)
    }
    // Subject code subverting its test is the class no isolation closes: its fix says so.
    expect(attacks.find((a) => a.class === 'subject-code')?.fix).toMatch(/no isolation/)
  })
})

describe('user attacks', () => {
  it('join the pack; a name the pack uses is refused, as is a folder without a manifest', async () => {
    const mine = join(folders.root, 'mine')
    await attackFolder(mine, 'read-the-docs', manifest().replace('"x"', '"read-the-docs"'))
    const all = await loadAttacks([mine])
    expect(all.at(-1)).toMatchObject({ name: 'read-the-docs', source: 'user' })
    expect(all.filter((a) => a.source === 'pack').length).toBeGreaterThanOrEqual(8)

    const clash = join(folders.root, 'clash')
    await attackFolder(clash, 'kept-daemon', manifest().replace('"x"', '"kept-daemon"'))
    await expect(loadAttacks([clash])).rejects.toThrow(/"kept-daemon" is already used/)

    const bare = join(folders.root, 'bare')
    await attackFolder(bare, 'no-manifest', null)
    await expect(loadAttackFolder(bare, 'user')).rejects.toThrow(/no-manifest\/attack.toml: missing/)
    await expect(loadAttackFolder(join(folders.root, 'nowhere'), 'user')).rejects.toThrow(/no such folder/)
  })

  it("finds a task's own cheat/solve.sh", async () => {
    const task = join(folders.root, 'task')
    expect(await taskCheat(task, 30)).toBeNull()
    await attackFolder(task, 'cheat', null)
    expect(await taskCheat(task, 30)).toMatchObject({
      name: 'cheat/solve.sh',
      class: 'task',
      source: 'task',
      timeoutSec: 30,
      dir: join(task, 'cheat'),
    })
  })
})
