// `.ci/node.sh` is sourced into the caller's shell: it must leave the caller's options as they were.
// Run with a Node ≥ 22 first on PATH (this test's own), so it installs nothing.
import { execFile } from 'node:child_process'
import { chmod, copyFile, mkdir, readdir, symlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

/** The three options, read in the shell itself (a command substitution would not see errexit). */
const OPTIONS =
  'o=; for f in errexit nounset pipefail; do if shopt -qo $f; then o="$o $f=on"; else o="$o $f=off"; fi; done; echo "${o# }"'

async function sourced(before: string): Promise<{ stdout: string; stderr: string }> {
  const script = `${before}\n${OPTIONS}\nsource .ci/node.sh\necho "status=$?"\n${OPTIONS}\necho "node=$(node -p process.versions.node)"`
  return promisify(execFile)('bash', ['-c', script], {
    env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin` },
  })
}

describe('.ci/node.sh sourced', () => {
  it.each([
    ['set +euo pipefail', 'errexit=off nounset=off pipefail=off'],
    ['set -e', 'errexit=on nounset=off pipefail=off'],
    ['set -euo pipefail', 'errexit=on nounset=on pipefail=on'],
  ])("after `%s` the caller's options are still %s", async (before, options) => {
    const { stdout, stderr } = await sourced(before)
    const lines = stdout.trim().split('\n')
    expect(lines).toEqual([options, 'status=0', options, `node=${process.versions.node}`])
    expect(stderr).toContain(`[node] using Node v${process.versions.node}`)
  })

  it('leaves no function or variable of its own behind', async () => {
    const { stdout } = await promisify(execFile)(
      'bash',
      [
        '-c',
        'source .ci/node.sh; declare -F helios_node_setup; echo "[${want_major:-}${have_major:-}${pkg:-}${helios_node_status:-}]"',
      ],
      { env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin` } },
    )
    expect(stdout.trim()).toBe('[]')
  })
})

// A machine with no Node ≥ 22 and nothing to get it with: node.sh must say what to install and
// return 1, not install anything. Run from a copy (its .ci/.tools/ empty) with a PATH of stand-ins
// that leave a mark when they run.
describe('.ci/node.sh where it cannot fetch Node 24', () => {
  let dir = ''
  afterEach(() => removeDir(dir))

  async function sourcedOn(
    commands: Record<string, string>,
  ): Promise<{ stdout: string; stderr: string; ran: string[] }> {
    dir = await makeTempDir('helios-node-sh-')
    await mkdir(join(dir, '.ci'))
    await copyFile('.ci/node.sh', join(dir, '.ci/node.sh'))
    await mkdir(join(dir, 'bin'))
    await mkdir(join(dir, 'ran'))
    await symlink('/usr/bin/dirname', join(dir, 'bin/dirname'))
    for (const [name, body] of Object.entries(commands)) {
      await writeFile(
        join(dir, 'bin', name),
        `#!/bin/sh\n/usr/bin/touch '${join(dir, 'ran', name)}'\n${body}\n`,
      )
      await chmod(join(dir, 'bin', name), 0o755)
    }
    const { stdout, stderr } = await promisify(execFile)(
      '/bin/bash',
      // --norc: on a socket for stdin (as Node gives it) bash reads ~/.bashrc as if run by sshd.
      ['--norc', '-c', 'source .ci/node.sh; echo "status=$?"'],
      {
        cwd: dir,
        env: { PATH: join(dir, 'bin') },
      },
    )
    return { stdout, stderr, ran: (await readdir(join(dir, 'ran'))).sort() }
  }

  it('with no Node and no npm, not as root, it names what to install and runs no apt-get', async () => {
    const { stdout, stderr, ran } = await sourcedOn({
      uname: '[ "$1" = -s ] && echo Linux || echo x86_64',
      id: 'echo 1000',
      'apt-get': 'exit 0',
    })
    expect(stdout).toBe('status=1\n')
    expect(stderr).toBe(
      '[node] no Node ≥ 22, and no Node or npm to fetch it with: install Node 24 (or any Node; as root: apt-get install nodejs), then source this again\n',
    )
    expect(ran).toEqual(['id', 'uname'])
  })

  it('on a system other than Linux it says it fetches Linux builds only, and installs nothing', async () => {
    const { stdout, stderr, ran } = await sourcedOn({
      uname: '[ "$1" = -s ] && echo Darwin || echo arm64',
      npm: 'exit 0',
    })
    expect(stdout).toBe('status=1\n')
    expect(stderr).toBe(
      '[node] no Node ≥ 22, and this script fetches Linux builds only (Darwin arm64): install Node 24\n',
    )
    expect(ran).toEqual(['uname'])
  })
})
