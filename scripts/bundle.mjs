// Bundles the one entrypoint with ncc into dist/index.js: what action.yml runs, and what
// bin/helios.js runs as the CLI. Output is committed; CI checks it is fresh.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'

rmSync('dist', { recursive: true, force: true })
execFileSync('npx', ['ncc', 'build', 'src/entry.ts', '-o', 'dist', '--license', 'licenses.txt', '--quiet'], {
  stdio: 'inherit',
})
