// `npm run docs`: regenerates the reference pages from the code, so they cannot drift from it —
// docs/action-reference.md's inputs/outputs tables from action.yml (between marker comments),
// docs/cli-reference.md from the CLI's help texts, docs/configuration.md's table from
// src/settings/. `--check` (`npm run docs:check`, in CI) writes nothing and exits 1 when a page
// is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import { generatedPages } from './docs/pages.js'

const check = process.argv.includes('--check')
const pages = await generatedPages()
const stale = Object.entries(pages).filter(([file, text]) => readOr(file) !== text)
for (const [file, text] of stale) {
  if (check)
    console.error(`${file} differs from the code it is generated from: run \`npm run docs\` and commit it.`)
  else writeFileSync(file, text)
}
if (check && stale.length > 0) process.exitCode = 1

function readOr(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}
