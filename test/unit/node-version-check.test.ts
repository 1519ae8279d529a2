// bin/node-version-check.js for real: `helios` run by the machine's Node 20 says in one sentence
// which Node it found, which it needs and how to get it, and exits 2; on this Node it starts.
// (The library entry on Node 20 is tested from the packed package: library-package.test.ts.)
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { findOldNode, runWithNode } from '../fixtures/old-node.js'

const REPO = process.cwd()
const oldNode = findOldNode()
const noOldNode = oldNode ? '' : ' (skipped: no Node < 22 on PATH, in /usr/bin or /usr/local/bin)'
// Loading the whole bundle takes a few seconds on a busy machine.
const LOADS_BUNDLE = 60_000

describe('the Node version check', () => {
  it.skipIf(!oldNode)(
    `on Node < 22, \`helios --help\` prints one sentence and exits 2${noOldNode}`,
    async () => {
      const { version, execPath } = oldNode!
      const result = await runWithNode(execPath, ['bin/helios.js', '--help'], REPO)
      expect(result).toEqual({
        code: 2,
        stdout: '',
        stderr:
          `helios: Node ${version} (${execPath}) is too old for helios-action, which needs Node ≥ 22: ` +
          `install Node 24, or run \`source .ci/node.sh\` in this checkout (${REPO}), which puts Node 24 first on PATH.\n`,
      })
    },
    LOADS_BUNDLE,
  )

  it(
    'on this Node (≥ 22), `helios --help` starts the CLI and exits 0',
    async () => {
      const result = await runWithNode(process.execPath, ['bin/helios.js', '--help'], REPO)
      expect(result.stderr).toBe('')
      expect(result.stdout).toMatch(/^helios — run Harbor-format agent benchmarks/)
      expect(result.code).toBe(0)
    },
    LOADS_BUNDLE,
  )

  it('finds package.json "engines" in the ">=N" form it reads (any other form turns the check off)', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { engines: { node: string } }
    expect(pkg.engines.node).toBe('>=22')
  })

  it("is the library's first import, so it runs before any other module of the library", async () => {
    const source = await readFile('src/index.ts', 'utf8')
    const firstImport = source.split('\n').find((line) => /^(import|export) /.test(line))
    expect(firstImport).toBe("import '../bin/node-version-check.js'")
  })
})
