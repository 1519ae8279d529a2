// Bundles the one entrypoint with ncc into dist/index.js: what action.yml runs, and what
// bin/helios.js runs as the CLI. Output is committed; CI checks it is fresh.
// `node scripts/bundle.mjs <folder>` writes the bundle there instead: CI bundles into a scratch
// folder while the tests run from the committed dist/, then compares the two.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'

const out = process.argv[2] ?? 'dist'
rmSync(out, { recursive: true, force: true })
execFileSync('npx', ['ncc', 'build', 'src/entry.ts', '-o', out, '--license', 'licenses.txt', '--quiet'], {
  stdio: 'inherit',
})
