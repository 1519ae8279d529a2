// Regenerates README's inputs/outputs tables from action.yml (between the marker comments), so
// the docs cannot drift from the action. `--check` exits 1 when README is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

const action = parse(readFileSync('action.yml', 'utf8'))
const cell = (s) =>
  String(s ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ')
    .trim()

const inputs = [
  '| Input | Default | Description |',
  '| --- | --- | --- |',
  ...Object.entries(action.inputs).map(
    ([name, i]) => `| \`${name}\` | ${i.default ? `\`${cell(i.default)}\`` : ''} | ${cell(i.description)} |`,
  ),
].join('\n')
const outputs = [
  '| Output | Description |',
  '| --- | --- |',
  ...Object.entries(action.outputs).map(([name, o]) => `| \`${name}\` | ${cell(o.description)} |`),
].join('\n')

const readme = readFileSync('README.md', 'utf8')
const next = replaceBlock(replaceBlock(readme, 'inputs', inputs), 'outputs', outputs)
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error("README's inputs/outputs tables differ from action.yml: run `npm run readme`.")
    process.exit(1)
  }
} else writeFileSync('README.md', next)

function replaceBlock(text, name, body) {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < 0) throw new Error(`README.md lacks the ${start} … ${end} markers`)
  return text.slice(0, from + start.length) + '\n' + body + '\n' + text.slice(to)
}
