// Prints where a vitest stage spent its time, from its JSON report: the slowest files (from their
// start to their end, hooks and image builds included) and the slowest test cases. CI keeps no
// other record of it, and cutting CI time starts from these figures.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

const [reportPath, count = '15'] = process.argv.slice(2)
const report = JSON.parse(readFileSync(reportPath, 'utf8'))
const most = Number(count)
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9)

const files = report.testResults.map((file) => ({
  name: relative(process.cwd(), file.name),
  ms: file.endTime - file.startTime,
  tests: file.assertionResults,
}))
console.log(`slowest files (of ${files.length}):`)
for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, most))
  console.log(`${seconds(file.ms)}  ${file.name}`)

const tests = files.flatMap((file) =>
  file.tests.map((test) => ({ name: `${file.name} › ${test.fullName}`, ms: test.duration ?? 0 })),
)
console.log(`slowest tests (of ${tests.length}):`)
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, most))
  console.log(`${seconds(test.ms)}  ${test.name.slice(0, 160)}`)
