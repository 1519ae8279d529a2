// What an image archive from the Actions cache would name on `docker load`, read before loading:
// every name from manifest.json, the legacy `repositories` file and an OCI index, with the entry
// names normalised as the engine extracts them — so a hand-made archive cannot slip another name past.
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { archiveNames } from '../../src/run/providers/docker/image-archive.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'helios-archive-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

type Entry = { name: string; body?: string; linkname?: string }

let count = 0
async function archive(entries: Entry[]): Promise<string> {
  const file = join(dir, `${count++}.tar`)
  const pack = tar.pack()
  for (const e of entries)
    if (e.linkname) pack.entry({ name: e.name, type: 'symlink', linkname: e.linkname })
    else pack.entry({ name: e.name }, e.body ?? '')
  pack.finalize()
  await pipeline(pack as unknown as NodeJS.ReadableStream, createWriteStream(file))
  return file
}

const ours = 'helios-env-cache:abc'
const manifest = (tags: string[]) => JSON.stringify([{ Config: 'c.json', RepoTags: tags, Layers: [] }])

describe('archiveNames', () => {
  it('names the one image of a docker save archive', async () => {
    const file = await archive([
      { name: 'c.json', body: '{}' },
      { name: 'manifest.json', body: manifest([ours]) },
      { name: 'repositories', body: JSON.stringify({ 'helios-env-cache': { abc: 'x' } }) },
    ])
    expect(await archiveNames(file)).toEqual([ours])
  })

  it('sees every place a load takes names from', async () => {
    const file = await archive([
      { name: 'manifest.json', body: manifest([ours]) },
      { name: 'repositories', body: JSON.stringify({ 'helios-victim': { latest: 'x' } }) },
      {
        name: 'index.json',
        body: JSON.stringify({
          manifests: [{ annotations: { 'io.containerd.image.name': 'docker.io/library/debian:bookworm' } }],
        }),
      },
    ])
    expect(await archiveNames(file)).toEqual([ours, 'helios-victim:latest', 'debian:bookworm'])
  })

  it('reads a later manifest.json under another spelling, as the engine extracts it', async () => {
    const file = await archive([
      { name: 'manifest.json', body: manifest([ours]) },
      { name: 'blobs/../manifest.json', body: manifest(['debian:bookworm']) },
    ])
    expect(await archiveNames(file)).toEqual(['debian:bookworm'])
    const rooted = await archive([
      { name: 'manifest.json', body: manifest([ours]) },
      { name: '/./manifest.json', body: manifest(['debian:bookworm']) },
    ])
    expect(await archiveNames(rooted)).toEqual(['debian:bookworm'])
  })

  it('refuses what it cannot read as one named image', async () => {
    await expect(archiveNames(await archive([{ name: 'c.json', body: '{}' }]))).rejects.toThrow(
      'not an image archive: it has no manifest.json',
    )
    // A link would make the engine read another file: it has no content of its own here.
    await expect(
      archiveNames(
        await archive([
          { name: 'evil.json', body: manifest(['debian:bookworm']) },
          { name: 'manifest.json', linkname: 'evil.json' },
        ]),
      ),
    ).rejects.toThrow('its manifest.json is not JSON')
    await expect(
      archiveNames(await archive([{ name: 'manifest.json', body: manifest([ours]).repeat(2) }])),
    ).rejects.toThrow('its manifest.json is not JSON')
    const two = JSON.stringify([{ RepoTags: [ours] }, { RepoTags: null }])
    await expect(archiveNames(await archive([{ name: 'manifest.json', body: two }]))).rejects.toThrow(
      'the archive holds 2 images, not one',
    )
    const file = join(dir, 'short.tar')
    await writeFile(file, Buffer.alloc(700, 1))
    await expect(archiveNames(file)).rejects.toThrow(/not a readable image archive|no manifest\.json/)
  })
})
