// The library as users get it: `npm pack`, installed into a scratch project, imported by plain
// Node (compiled JavaScript and .d.ts from lib/, no TypeScript loader).
import { execFile } from 'node:child_process'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const run = promisify(execFile)
let dir: string
beforeAll(async () => {
  dir = await makeTempDir('helios-pack-')
})
afterAll(() => removeDir(dir))

describe('the npm package', () => {
  it('installs into a scratch project and imports in plain Node, with types', async () => {
    await run('npm', ['pack', '--pack-destination', dir, '--silent'], { maxBuffer: 16 * 1024 * 1024 })
    const tarball = (await readdir(dir)).find((f) => f.endsWith('.tgz'))!
    const project = join(dir, 'project')
    await mkdir(project)
    await writeFile(join(project, 'package.json'), '{"name":"scratch","version":"1.0.0","type":"module"}\n')
    await run(
      'npm',
      ['install', join(dir, tarball), '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      {
        cwd: project,
        maxBuffer: 16 * 1024 * 1024,
      },
    )
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
})
