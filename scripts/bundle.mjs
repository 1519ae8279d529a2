// Bundles the two entrypoints with ncc: the action (dist/index.js, what action.yml runs) and the
// CLI (dist/cli/index.js, what bin/helios.js runs). Output is committed; CI checks it is fresh.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'

const entries = [
  { entry: 'src/action.ts', out: 'dist' },
  { entry: 'src/cli.ts', out: 'dist/cli' },
]
rmSync('dist', { recursive: true, force: true })
for (const { entry, out } of entries) {
  execFileSync('npx', ['ncc', 'build', entry, '-o', out, '--license', 'licenses.txt', '--quiet'], {
    stdio: 'inherit',
  })
}
