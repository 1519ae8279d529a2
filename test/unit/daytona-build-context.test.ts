// What a Daytona build context is: the key it is stored under must be the one the SDK's own uploader computes for the
// same folder (so Daytona finds the archive, and a context the SDK uploaded is reused); links are
// the one deliberate difference: their targets count, so a changed target is a new context.
// What .dockerignore leaves out, by Docker's rules, and which storage errors are retried.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contextHash } from '../../src/run/providers/daytona/context-hash.js'
import { isTransientStorageError } from '../../src/run/providers/daytona/context-upload.js'
import { parseDockerignore } from '../../src/run/providers/daytona/dockerignore.js'

interface SdkObjectStorage {
  computeHashForPathMd5(path: string, archiveBasePath: string): Promise<string>
}
// The SDK's uploader, by its file (the package does not export it): the reference to match.
const { ObjectStorage } = createRequire(import.meta.url)(
  resolve('node_modules/@daytonaio/sdk/cjs/ObjectStorage.js'),
) as { ObjectStorage: new (config: Record<string, string>) => SdkObjectStorage }
const sdk = new ObjectStorage({
  endpointUrl: 'http://127.0.0.1:9',
  accessKeyId: 'a',
  secretAccessKey: 'b',
  region: 'us-east-1',
})

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'helios-context-hash-'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

async function folder(name: string, files: Record<string, string | Buffer>, empty: string[] = []) {
  const dir = join(root, name)
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true })
    await writeFile(join(dir, path), content)
  }
  for (const path of empty) await mkdir(join(dir, path), { recursive: true })
  return dir
}

describe('contextHash', () => {
  it('equals the SDK uploader’s hash for the same folder', async () => {
    const dir = await folder(
      'plain',
      {
        Dockerfile: 'FROM debian:bookworm-slim\nCOPY . /app\n',
        'src/main.py': 'print(1)\n',
        'src/Z-upper.txt': 'Z',
        'src/a b/ü.txt': 'unicode name',
        'data/big.bin': Buffer.alloc(100_000, 7),
        '.hidden': 'dot file',
      },
      ['empty', 'src/deeper/still-empty'],
    )
    expect(await contextHash(dir)).toBe(await sdk.computeHashForPathMd5(dir, ''))
    expect(await contextHash(dir, 'sub')).toBe(await sdk.computeHashForPathMd5(dir, 'sub'))
  })

  it('changes with one byte, one name, or an empty folder', async () => {
    const base = await contextHash(await folder('v1', { a: 'x', 'b/c': 'y' }))
    expect(await contextHash(await folder('v2', { a: 'x', 'b/c': 'z' }))).not.toBe(base)
    expect(await contextHash(await folder('v3', { a: 'x', 'b/d': 'y' }))).not.toBe(base)
    expect(await contextHash(await folder('v4', { a: 'x', 'b/c': 'y' }, ['e']))).not.toBe(base)
    expect(await contextHash(await folder('v5', { a: 'x', 'b/c': 'y' }))).toBe(base)
  })

  it('counts a link by its target, never by what it points at', async () => {
    const outside = await folder('outside', { secret: 'host file' })
    const one = await folder('link1', { a: 'x' })
    const two = await folder('link2', { a: 'x' })
    await symlink(join(outside, 'secret'), join(one, 'link'))
    await symlink('/etc/hostname', join(two, 'link'))
    const plain = await contextHash(await folder('nolink', { a: 'x' }))
    const linked = await contextHash(one)
    expect(linked).not.toBe(plain)
    expect(linked).not.toBe(await contextHash(two))
    // The file outside changes; the context (which holds only the link) does not.
    await writeFile(join(outside, 'secret'), 'changed')
    expect(await contextHash(one)).toBe(linked)
  })
})

describe('parseDockerignore', () => {
  const filter = parseDockerignore(
    [
      '# a comment',
      '',
      '  data/huge.bin  ',
      '/cache/',
      '*.log',
      '**/*.tmp',
      'build',
      '!build/keep.txt',
      './secrets/../private',
    ].join('\n'),
  )
  it('leaves out what Docker would, from the context root', () => {
    expect(filter.excluded('data/huge.bin')).toBe(true)
    expect(filter.excluded('data/small.bin')).toBe(false)
    expect(filter.excluded('cache')).toBe(true)
    expect(filter.excluded('cache/deep/file')).toBe(true)
    // `*` stops at `/`: a root-level pattern, unlike .gitignore.
    expect(filter.excluded('app.log')).toBe(true)
    expect(filter.excluded('logs/app.log')).toBe(false)
    expect(filter.excluded('a/b/c.tmp')).toBe(true)
    expect(filter.excluded('private/key')).toBe(true)
    expect(filter.excluded('# a comment')).toBe(false)
    expect(filter.excluded('Dockerfile')).toBe(false)
  })
  it('re-includes with `!`, the last matching pattern deciding', () => {
    expect(filter.reincludes).toBe(true)
    expect(filter.excluded('build/out.o')).toBe(true)
    expect(filter.excluded('build/keep.txt')).toBe(false)
    expect(parseDockerignore('!a\na').excluded('a')).toBe(true)
  })
  it('keeps everything without patterns', () => {
    expect(parseDockerignore('# only a comment\n\n').excluded('anything')).toBe(false)
    expect(parseDockerignore('').reincludes).toBe(false)
  })
})

describe('contextHash with a .dockerignore', () => {
  it('is the SDK’s hash of the folder without the excluded files', async () => {
    const full = await folder('ignored-full', {
      Dockerfile: 'FROM x\n',
      'data/huge.bin': 'big',
      'src/a': 'a',
    })
    const trimmed = await folder('ignored-trimmed', { Dockerfile: 'FROM x\n', 'src/a': 'a' }, ['data'])
    const filter = parseDockerignore('data/huge.bin\n')
    expect(await contextHash(full, '', filter)).toBe(await sdk.computeHashForPathMd5(trimmed, ''))
    expect(await contextHash(full, '', filter)).not.toBe(await contextHash(full))
  })
})

describe('isTransientStorageError', () => {
  it('retries 5xx, 429 and dropped connections; not a refusal', () => {
    expect(isTransientStorageError({ name: 'InternalError', $metadata: { httpStatusCode: 500 } })).toBe(true)
    expect(isTransientStorageError({ name: 'SlowDown', $metadata: { httpStatusCode: 503 } })).toBe(true)
    expect(isTransientStorageError({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } })).toBe(false)
    expect(isTransientStorageError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(
      true,
    )
    expect(isTransientStorageError(new Error('no code'))).toBe(false)
    expect(isTransientStorageError(null)).toBe(false)
  })
})
