// A newcomer's machine: Debian with its distribution's Node (18) and no npm, nothing else of ours, a
// checkout of the git-tracked files, as root (test/fixtures/newcomer-machine.ts).
// - README's first command for a fresh Debian/Ubuntu machine, read from README.md and run as
//   written: Node 24, the Docker CLI (the engine is the host's, its socket mounted) and the example
//   benchmark with the oracle, every task passing, with no npm install (dist/ is the CLI); nothing
//   of the run left on the engine.
// - The same machine with no Node at all: `source .ci/node.sh` installs Debian's nodejs to fetch Node 24.
// - Before it, on Debian's Node, the CLI says what is wrong in one sentence (the README command's
//   `source .ci/node.sh` then makes it run).
// README's second command, `npm test`, is what CI runs stage by stage (unit/readme-quick-start.test.ts).
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKOUT_IN_CONTAINER,
  discard,
  newcomerMachine,
  removeRunLeftovers,
  REPO_ROOT,
  runLeftovers,
  shellIn,
  type NewcomerMachine,
} from '../fixtures/newcomer-machine.js'
import { BASE_IMAGE } from '../fixtures/tasks.js'
import { freshMachineCommands, steps } from '../harness/readme-quick-start.js'

const run = promisify(execFile)
const DOCKERFILE = [
  'FROM helios-base:bookworm',
  // Debian's own Node, as `apt-get install nodejs` gives a newcomer: no npm (node.sh fetches Node
  // 24 and npm with it; the npm path is .ci/run's own on CI's machine).
  'RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs ca-certificates >/dev/null && rm -rf /var/lib/apt/lists/*',
].join('\n')
/** Named by its Dockerfile: built once per machine, rebuilt when the Dockerfile changes. */
const IMAGE = `helios-test/debian-node:${createHash('sha256').update(DOCKERFILE).digest('hex').slice(0, 12)}`
/** The CA bundle the machine's TLS interception needs (PLATFORM.md); absent elsewhere. */
const CA = process.env.NODE_EXTRA_CA_CERTS
const SOCKET = '/var/run/docker.sock'

const [setUpAndRun] = freshMachineCommands(await readFile(join(REPO_ROOT, 'README.md'), 'utf8'))

let machine: NewcomerMachine | null = null

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
}, 600_000)

afterEach(async () => {
  await discard(machine)
  machine = null
})

/** Each run folder's id under the checkout's output/ (a run cut short still has one). */
async function runIds(checkout: string): Promise<string[]> {
  return readdir(join(checkout, 'output')).catch(() => [])
}

describe("README's first command on a fresh Debian machine", () => {
  it('runs as written: Node 24, the Docker CLI, and the example benchmark with every task passing, nothing installed', async () => {
    machine = await newcomerMachine()
    const { checkout, temp, npmCache } = machine
    const dockerArgs = [
      // The host's engine: setup-docker.sh finds it answering and installs only the CLI.
      ...['-v', `${SOCKET}:${SOCKET}`],
      // helios bind-mounts the CA bundle into each attempt, and the shared-mode verifier's
      // /etc/hosts and resolv.conf from its TMPDIR: paths of the CLI's machine that the engine
      // resolves on its own, so both are at the same path on the host and in the container.
      ...(CA ? ['-v', `${CA}:${CA}:ro`, '-e', `NODE_EXTRA_CA_CERTS=${CA}`] : []),
      ...['-v', `${temp}:${temp}`, '-e', `TMPDIR=${temp}`],
      ...(npmCache ? ['-v', `${npmCache}:/root/.npm/_cacache`] : []),
    ]
    try {
      // First as a newcomer would: helios on Debian's Node, which names the Node and the fix.
      const script = [
        'echo "system=$(node --version)"',
        'node bin/helios.js --help; echo "exit=$?"',
        setUpAndRun!,
      ]
      const { code, stdout, stderr } = await shellIn(IMAGE, machine, script.join('\n'), dockerArgs)
      expect(code, `exit ${code}; stderr ends:\n${stderr.slice(-3000)}`).toBe(0)
      const system = /^system=v(\d+)\.(\d+\.\d+)$/m.exec(stdout)
      expect(Number(system?.[1])).toBeLessThan(22)
      expect(stderr).toContain(
        `helios: Node ${system![1]}.${system![2]} (/usr/bin/node) is too old for helios-action, which needs Node ≥ 22: ` +
          `install Node 24, or run \`source .ci/node.sh\` in this checkout (${CHECKOUT_IN_CONTAINER}), which puts Node 24 first on PATH.\n`,
      )
      expect(stdout).toMatch(/^exit=2$/m)
      expect(stderr).toMatch(/^\[node\] fetched npm@11\.\d+\.\d+ from /m)
      expect(stderr).toMatch(/^\[node\] using Node v24\./m)
      expect(stderr).toMatch(/^\[setup-docker\] docker ready: /m)

      // Every example task's oracle passes in each of its attempts: pass@k over all of them.
      const k = /\s-k\s+(\d+)/.exec(setUpAndRun!)?.[1]
      const tasks = (await readdir(join(REPO_ROOT, 'tasks'))).filter((name) =>
        existsSync(join(REPO_ROOT, 'tasks', name, 'task.toml')),
      )
      expect(stdout).toContain(`pass@${k}: 100.0% (${tasks.length}/${tasks.length} tasks)`)
      expect(stdout).toMatch(/│ Failed: 0 {3}Errors: 0 +│/)

      const folder = new RegExp(`^Results: ${CHECKOUT_IN_CONTAINER}/output/(\\S+)$`, 'm').exec(stdout)
      expect(folder, stdout).not.toBeNull()
      expect(existsSync(join(checkout, 'output', folder![1]!, 'run_summary.json'))).toBe(true)
      expect(await runLeftovers(folder![1]!)).toEqual([])
      // `npx helios` ran the checkout's own bin/helios.js: no package was installed for it.
      expect(existsSync(join(checkout, 'node_modules'))).toBe(false)
    } finally {
      for (const id of await runIds(checkout)) await removeRunLeftovers(id)
    }
  }, 1_500_000)

  it("with no Node at all, `source .ci/node.sh` installs Debian's nodejs and with it Node 24 and npm", async () => {
    machine = await newcomerMachine()
    const source = steps(setUpAndRun!)[0]
    expect(source, "README's first command no longer starts by sourcing .ci/node.sh").toBe(
      'source .ci/node.sh',
    )
    // The bare Debian image (debootstrap minbase): no Node, no npm, no CA bundle of its own.
    const ca = CA ? ['-v', `${CA}:/host-ca.crt:ro`, '-e', 'NODE_EXTRA_CA_CERTS=/host-ca.crt'] : []
    const { code, stdout, stderr } = await shellIn(
      BASE_IMAGE,
      machine,
      [
        'command -v node npm; echo "before=$?"',
        `${source} && echo "node=$(node --version) npm=$(npm --version)" && node bin/helios.js --help | head -n 1`,
      ].join('\n'),
      ca,
    )
    expect(code, stderr.slice(-3000)).toBe(0)
    expect(stdout).toMatch(/^before=1$/m)
    expect(stderr).toContain("[node] no Node: installing Debian's nodejs to fetch Node 24 and npm with\n")
    expect(stdout).toMatch(/^node=v24\.\S+ npm=\d+\.\d+\.\d+$/m)
    expect(stdout).toMatch(/^helios — run Harbor-format agent benchmarks/m)
  }, 900_000)
})
