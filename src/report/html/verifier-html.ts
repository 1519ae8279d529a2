// What the verifier said about an attempt, in report.html: the tail of test.sh's output and, when
// it wrote ctrf.json, its per-test results (failed first); and for a task, the tests that flipped
// between base and head. Everything in it comes from the verifier, so all of it is escaped. Pure.
import type { CtrfParse, CtrfStatus, CtrfTest } from '../../results/ctrf.js'
import type { TestFlip, TestFlips } from '../../results/test-tally.js'
import type { StreamTail } from '../../results/read-verifier.js'
import { escapeHtmlBlock, escapeWords } from './escape-html.js'

export interface VerifierView {
  /** The tail of each output stream found. */
  tails: StreamTail[]
  /** ctrf.json parsed, or its problem; null when the verifier wrote none. */
  tests: CtrfParse | null
  /** Why nothing is shown (the folder is not here, the report's budget is spent); null when read. */
  note: string | null
}

const STATUS_ORDER: Record<CtrfStatus, number> = { failed: 0, other: 1, pending: 2, skipped: 3, passed: 4 }

export function verifierHtml(view: VerifierView | null, open: boolean): string {
  if (view === null) return ''
  // Where the output is not shown: said for an attempt that did not pass (a pass needs no reading).
  if (view.note !== null) return open ? `<p class="note">${escapeWords(view.note)}</p>` : ''
  const parsed = view.tests
  const counts = parsed?.ok ? countsText(parsed.report.counts) : null
  const streams = view.tails.length === 0 ? 'no output file' : view.tails.map((t) => t.file).join(', ')
  const summary = `Verifier: ${counts === null ? '' : `${counts} · `}${escapeWords(streams)}`
  const tests =
    parsed === null
      ? ''
      : parsed.ok
        ? testsTable(parsed.report.tests, parsed.report.omitted)
        : `<p class="note">${escapeWords(`ctrf.json was not read: ${parsed.problem}`)}</p>`
  const tails = view.tails.map((t) => {
    const cut =
      t.omittedBytes > 0
        ? `<p class="note">${t.file}: the last part; ${kib(t.omittedBytes)} before it are in the file.</p>`
        : ''
    return `${cut}<pre class="verifier-output">${escapeHtmlBlock(t.text)}</pre>`
  })
  return `<details class="verifier"${open ? ' open' : ''}><summary>${summary}</summary>${tests}${tails.join('')}</details>`
}

/** Every test of a short report; of a long one the tests that did not pass (the passed are counted). */
export const ALL_TESTS_UP_TO = 30

function testsTable(tests: readonly CtrfTest[], omitted: number): string {
  if (tests.length === 0 && omitted === 0) return '<p class="note">ctrf.json lists no test.</p>'
  const listed = tests.length <= ALL_TESTS_UP_TO ? tests : tests.filter((t) => t.status !== 'passed')
  const ordered = [...listed].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status])
  const rows = ordered.map(
    (t) =>
      `<tr class="test ${t.status}"><td class="name">${escapeWords(t.name)}</td><td><span class="status ${t.status}">${t.status}</span></td><td>${t.message === null ? '' : `<pre class="message">${escapeHtmlBlock(t.message)}</pre>`}</td></tr>`,
  )
  const passedLeft = tests.length - listed.length
  const notes = [
    passedLeft > 0 ? `${passedLeft} passed test(s) not listed.` : '',
    omitted > 0 ? `${omitted} more test(s) in ctrf.json are not read here.` : '',
  ].filter((n) => n !== '')
  const more = notes.length > 0 ? `<p class="note">${notes.join(' ')}</p>` : ''
  const table =
    rows.length === 0
      ? ''
      : `<div class="scroll"><table class="tests"><tr><th>test</th><th>status</th><th>message</th></tr>${rows.join('')}</table></div>`
  return `${table}${more}`
}

function countsText(counts: Record<CtrfStatus, number>): string {
  const parts = (['passed', 'failed', 'skipped', 'pending', 'other'] as const)
    .filter((s) => counts[s] > 0 || s === 'passed' || s === 'failed')
    .map((s) => `${counts[s]} ${s}`)
  return parts.join(', ')
}

/** The regressions table's cell: "failing now: a 3/3 (base 0/3)", or why there is nothing to say. */
export function flipsHtml(flips: TestFlips | null): string {
  if (flips === null) return '<span class="note">no per-test results on both sides</span>'
  if (flips.nowFailing.length === 0 && flips.nowPassing.length === 0)
    return '<span class="note">no test flipped</span>'
  const list = (items: readonly TestFlip[]) =>
    `<ul class="flips">${items
      .slice(0, 10)
      .map(
        (f) =>
          `<li><code>${escapeWords(f.name)}</code> failed ${f.head.failed}/${f.head.reported} (base ${f.base.failed}/${f.base.reported})</li>`,
      )
      .join('')}${items.length > 10 ? `<li>+${items.length - 10} more</li>` : ''}</ul>`
  return [
    flips.nowFailing.length > 0 ? `<strong>failing now</strong>${list(flips.nowFailing)}` : '',
    flips.nowPassing.length > 0 ? `<strong>passing now</strong>${list(flips.nowPassing)}` : '',
  ].join('')
}

function kib(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KiB`
}
