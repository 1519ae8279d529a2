// The registry reference and where its credentials come from (pure, plus a config file in a temp dir).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  authFromDockerConfig,
  isMissing,
  parseRegistryRef,
  registryHost,
  registryImage,
  resolveRegistry,
} from '../../src/run/providers/docker/registry.js'

const basic = (user: string, password: string) => Buffer.from(`${user}:${password}`).toString('base64')

describe('registry reference', () => {
  it('accepts a repository with or without host and lowercases its path', () => {
    expect(parseRegistryRef(' ghcr.io/Octo-Org/Bench/helios-env ')).toBe('ghcr.io/octo-org/bench/helios-env')
    expect(parseRegistryRef('127.0.0.1:5000/helios-env')).toBe('127.0.0.1:5000/helios-env')
    expect(parseRegistryRef('localhost/a/b')).toBe('localhost/a/b')
    expect(parseRegistryRef('octo/helios-env')).toBe('octo/helios-env')
  })

  it('refuses a tag, a digest, an empty or malformed reference, naming what is wrong', () => {
    expect(() => parseRegistryRef('ghcr.io/o/r:latest')).toThrow(/has a tag/)
    expect(() => parseRegistryRef('ghcr.io/o/r@sha256:ab')).toThrow(/has a digest/)
    expect(() => parseRegistryRef('')).toThrow(/is empty/)
    expect(() => parseRegistryRef('ghcr.io/o/bad name')).toThrow(/bad path component 'bad name'/)
    expect(() => parseRegistryRef('ghcr.io/')).toThrow(/bad path component ''/)
  })

  it('finds the host as docker does and tags images by content hash', () => {
    expect(registryHost('ghcr.io/o/r')).toBe('ghcr.io')
    expect(registryHost('127.0.0.1:5000/r')).toBe('127.0.0.1:5000')
    expect(registryHost('octo/r')).toBe('docker.io')
    expect(registryImage('ghcr.io/o/r', 'ab'.repeat(32))).toBe(`ghcr.io/o/r:${'ab'.repeat(32)}`)
  })

  it('tells a cache miss from a failure', () => {
    expect(isMissing('manifest for x:1 not found: manifest unknown: manifest unknown')).toBe(true)
    expect(isMissing('Get "http://127.0.0.1:1/v2/": dial tcp 127.0.0.1:1: connect: connection refused')).toBe(
      false,
    )
    expect(isMissing('unauthorized: authentication required')).toBe(false)
  })
})

describe('registry credentials', () => {
  it("reads docker login's auths entry for the host, in its several spellings", () => {
    const config = {
      auths: {
        'ghcr.io': { auth: basic('octo', 'gh-token:with-colon') },
        'https://index.docker.io/v1/': { auth: basic('hub', 'hub-pw') },
        'http://127.0.0.1:5000': { username: 'u', password: 'p' },
      },
    }
    expect(authFromDockerConfig(config, 'ghcr.io')).toEqual({
      username: 'octo',
      password: 'gh-token:with-colon',
      serveraddress: 'ghcr.io',
    })
    expect(authFromDockerConfig(config, 'docker.io')).toMatchObject({
      username: 'hub',
      serveraddress: 'https://index.docker.io/v1/',
    })
    expect(authFromDockerConfig(config, '127.0.0.1:5000')).toMatchObject({ username: 'u', password: 'p' })
    expect(authFromDockerConfig(config, 'quay.io')).toBeNull()
    expect(authFromDockerConfig({ credsStore: 'desktop' }, 'ghcr.io')).toBeNull()
    expect(authFromDockerConfig(null, 'ghcr.io')).toBeNull()
  })

  it('given credentials win over docker login; one without the other is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'helios-docker-config-'))
    try {
      await writeFile(
        join(dir, 'config.json'),
        JSON.stringify({ auths: { 'ghcr.io': { auth: basic('a', 'b') } } }),
      )
      const env = { DOCKER_CONFIG: dir }
      expect(await resolveRegistry({ ref: 'ghcr.io/o/r' }, env)).toEqual({
        ref: 'ghcr.io/o/r',
        auth: { username: 'a', password: 'b', serveraddress: 'ghcr.io' },
      })
      const given = await resolveRegistry({ ref: 'ghcr.io/o/r', username: 'x', password: 'y' }, env)
      expect(given.auth).toMatchObject({ username: 'x', password: 'y' })
      expect((await resolveRegistry({ ref: 'quay.io/o/r' }, env)).auth).toBeNull()
      await expect(resolveRegistry({ ref: 'ghcr.io/o/r', password: 'y' }, env)).rejects.toThrow(
        /password was given without a username/,
      )
      await writeFile(join(dir, 'config.json'), '{ not json')
      expect((await resolveRegistry({ ref: 'ghcr.io/o/r' }, env)).auth).toBeNull()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
