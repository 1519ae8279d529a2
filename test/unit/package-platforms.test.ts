import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface LockEntry {
  os?: string[]
  cpu?: string[]
  optional?: boolean
  devOptional?: boolean
}

describe('npm ci works off Linux x64', () => {
  it('has no required dependency limited to an OS or CPU (those make npm ci fail elsewhere)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, LockEntry>
    }
    const bound = Object.entries(lock.packages)
      .filter(
        ([name, entry]) => name !== '' && (entry.os || entry.cpu) && !entry.optional && !entry.devOptional,
      )
      .map(([name]) => name)
    expect(bound).toEqual([])
  })

  it('runs npm scripts without a platform-bound Node: they use the Node on PATH', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
      engines: { node: string }
    }
    expect(
      Object.values(pkg.scripts).filter((script) => /node-linux|node_modules\/\.bin\/node/.test(script)),
    ).toEqual([])
    expect(pkg.engines.node).toBe('>=22')
  })
})
