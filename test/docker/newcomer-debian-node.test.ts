// A newcomer's machine: Debian with its distribution's Node (18) and npm, nothing else of ours.
// README's quick start starts with `source .ci/node.sh && …`: here, in a fresh container of such a
// machine, the CLI on Debian's Node says what is wrong in one sentence, and after sourcing the
// script (which fetches Node 24 from the npm registry) the same command runs.
// The rest of README's line (`npm ci`, the Docker engine, a batch) is what every other test runs.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const run = promisify(execFile)
const DOCKERFILE = [
  'FROM helios-base:bookworm',
  // Debian's own Node and npm, as `apt-get install nodejs npm` gives a newcomer (without the
  // compilers npm recommends: a third of the size, and nothing here builds native code).
  'RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm ca-certificates >/dev/null && rm -rf /var/lib/apt/lists/*',
].join('\n')
/** Named by its Dockerfile: built once per machine, rebuilt when the Dockerfile changes. */
const IMAGE = `helios-test/debian-node:${createHash('sha256').update(DOCKERFILE).digest('hex').slice(0, 12)}`
/** The CA bundle the machine's TLS interception needs (PLATFORM.md); absent elsewhere. */
const CA = process.env.NODE_EXTRA_CA_CERTS

let checkout: string

beforeAll(async () => {
  const present = await run('docker', ['image', 'inspect', IMAGE]).then(
    () => true,
    () => false,
  )
  if (!present) {
    const build = run('docker', ['build', '-q', '-t', IMAGE, '-'], { maxBuffer: 16 * 1024 * 1024 })
    build.child.stdin!.end(DOCKERFILE)
    await build
  }
  // What the quick start's first commands read: the CLI entry, the bundle, package.json, the script.
  checkout = await makeTempDir('helios-newcomer-')
  for (const path of ['bin', 'dist', 'package.json', '.ci/node.sh']) {
    await mkdir(join(checkout, path, '..'), { recursive: true })
    await cp(path, join(checkout, path), { recursive: true })
  }
}, 600_000)

afterAll(async () => {
  await removeDir(checkout)
})

/** A shell in a fresh container of the newcomer's machine, the checkout at /repo; removed after. */
async function shell(script: string): Promise<{ stdout: string; stderr: string }> {
  const ca = CA ? ['-v', `${CA}:/host-ca.crt:ro`, '-e', 'NODE_EXTRA_CA_CERTS=/host-ca.crt'] : []
  return run(
    'docker',
    ['run', '--rm', ...ca, '-v', `${checkout}:/repo`, '-w', '/repo', IMAGE, 'bash', '-c', script],
    { maxBuffer: 16 * 1024 * 1024 },
  )
}

describe("a newcomer on Debian's Node", () => {
  it('helios says the Node is too old in one sentence; after `source .ci/node.sh` the same command runs', async () => {
    const { stdout, stderr } = await shell(
      [
        'echo "system=$(node --version)"',
        'node bin/helios.js --help; echo "exit=$?"',
        'source .ci/node.sh && node bin/helios.js --help | head -n 1; echo "after=$(node --version)"',
      ].join('\n'),
    )
    const system = /^system=v(\d+)\.(\d+\.\d+)$/m.exec(stdout)
    expect(Number(system?.[1])).toBeLessThan(22)
    const version = `${system![1]}.${system![2]}`
    expect(stderr).toContain(
      `helios: Node ${version} (/usr/bin/node) is too old for helios-action, which needs Node ≥ 22: ` +
        'install Node 24, or run `source .ci/node.sh` in this checkout (/repo), which puts Node 24 first on PATH.\n',
    )
    expect(stdout).toMatch(/^exit=2$/m)
    expect(stdout).toMatch(/^helios — run Harbor-format agent benchmarks/m)
    expect(stdout).toMatch(/^after=v24\./m)
  }, 600_000)
})
