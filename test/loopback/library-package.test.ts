// The library as users get it: `npm pack`, installed into a scratch project, imported by plain
// Node (compiled JavaScript and .d.ts from lib/, no TypeScript loader).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findOldNode, runWithNode } from '../fixtures/old-node.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const run = promisify(execFile)
let dir: string
let project: string
// `npm pack` builds lib/ (tsc) and the install adds ~580 packages: minutes on a busy machine.
beforeAll(async () => {
  dir = await makeTempDir('helios-pack-')
  await run('npm', ['pack', '--pack-destination', dir, '--silent'], { maxBuffer: 16 * 1024 * 1024 })
  const tarball = (await readdir(dir)).find((f) => f.endsWith('.tgz'))!
  project = join(dir, 'project')
  await mkdir(project)
  await writeFile(join(project, 'package.json'), '{"name":"scratch","version":"1.0.0","type":"module"}\n')
  await run(
    'npm',
    ['install', join(dir, tarball), '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: project, maxBuffer: 16 * 1024 * 1024 },
  )
}, 600_000)
afterAll(() => removeDir(dir))

const oldNode = findOldNode()
const noOldNode = oldNode ? '' : ' (skipped: no Node < 22 on PATH, in /usr/bin or /usr/local/bin)'

describe('the npm package', () => {
  it('installs into a scratch project and imports in plain Node, with types', async () => {
    const script = [
      "import { runBenchmark, discoverTasks, compareRuns, parseModelId, trajectorySchema } from 'helios-action'",
      'const kinds = [runBenchmark, discoverTasks, compareRuns, parseModelId].map((f) => typeof f)',
      "console.log(JSON.stringify({ kinds, provider: parseModelId('gemini/gemini-2.5-pro').provider, schema: typeof trajectorySchema.parse }))",
    ].join('\n')
    await writeFile(join(project, 'use.mjs'), script)
    const { stdout } = await run('node', ['use.mjs'], { cwd: project })
    expect(JSON.parse(stdout)).toEqual({
      kinds: ['function', 'function', 'function', 'function'],
      provider: 'google',
      schema: 'function',
    })
    const types = await readdir(join(project, 'node_modules/helios-action/lib'))
    expect(types).toContain('index.d.ts')
  })

  // npm shows README.md as the package's page: every relative link in it must resolve there.
  it('ships every file README.md links to', async () => {
    const installed = join(project, 'node_modules/helios-action')
    const readme = await readFile(join(installed, 'README.md'), 'utf8')
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((href) => !/^[a-z]+:/.test(href))
    expect(links.length).toBeGreaterThan(5)
    const missing = links.filter((href) => !existsSync(join(installed, href)))
    expect(missing).toEqual([])
  })

  // Without the check, Node 20 fails inside a dependency ("Cannot read properties of undefined
  // (reading 'bind')"): the sentence shows the check ran before any dependency did.
  it.skipIf(!oldNode)(
    `on Node < 22, the import and \`helios\` say in one sentence what to do${noOldNode}`,
    async () => {
      const { version, execPath } = oldNode!
      const sentence =
        `Node ${version} (${execPath}) is too old for helios-action, which needs Node ≥ 22: ` +
        'install Node 24 and put it first on PATH.'
      const script =
        "import('helios-action').then(() => console.log('imported'), (e) => console.log(JSON.stringify([e.name, e.message])))"
      await writeFile(join(project, 'old-node.mjs'), script)
      const imported = await runWithNode(execPath, ['old-node.mjs'], project)
      expect(imported).toEqual({
        code: 0,
        stdout: `${JSON.stringify(['UnsupportedNodeError', sentence])}\n`,
        stderr: '',
      })

      const cli = await runWithNode(execPath, ['node_modules/.bin/helios', '--help'], project)
      expect(cli).toEqual({ code: 2, stdout: '', stderr: `helios: ${sentence}\n` })
    },
  )
})
