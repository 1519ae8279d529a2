// The verifier's own words in the reports: ctrf.json read defensively (malformed, huge, odd
// fields, hostile names), the output's tail (ANSI escapes, invalid UTF-8, a cut character), the
// per-test tallies and which tests flipped, and how report.html and the PR comment show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { attemptTests, MAX_TESTS_KEPT, parseCtrf, type CtrfReport } from '../../src/results/ctrf.js'
import { MAX_CTRF_BYTES, readCtrf, readVerifierTails } from '../../src/results/read-verifier.js'
import { outputTail, VERIFIER_TAIL_BYTES } from '../../src/results/verifier-output.js'
import { mergeTaskTests, summarizeTests, testFlips, type TaskTests } from '../../src/results/test-tally.js'
import { compareRuns } from '../../src/results/compare.js'
import { renderReport } from '../../src/report/markdown.js'
import { verifierHtml } from '../../src/report/html/verifier-html.js'
import { ctrfJson } from '../fixtures/report-run.js'
import { run } from './helpers/runs.js'

function report(text: string): CtrfReport {
  const parsed = parseCtrf(text)
  if (!parsed.ok) throw new Error(parsed.problem)
  return parsed.report
}

describe('parseCtrf', () => {
  it('reads what pytest-ctrf writes: counts, tests in order, messages', () => {
    const r = report(
      ctrfJson([
        ['test_a', 'passed'],
        ['test_b', 'failed', 'assert 1 == 2'],
        ['test_c', 'skipped'],
      ]),
    )
    expect(r.tool).toBe('pytest')
    expect(r.counts).toEqual({ passed: 1, failed: 1, skipped: 1, pending: 0, other: 0 })
    expect(r.tests.map((t) => [t.name, t.status, t.message])).toEqual([
      ['test_a', 'passed', null],
      ['test_b', 'failed', 'assert 1 == 2'],
      ['test_c', 'skipped', null],
    ])
    expect(attemptTests(r)).toEqual({
      passed: 1,
      failed: 1,
      skipped: 1,
      pending: 0,
      other: 0,
      failing: ['test_b'],
    })
  })

  it('names the problem of a file that is not a report, never throws', () => {
    expect(parseCtrf('{"results": {"tests": [')).toMatchObject({ ok: false, problem: /^not JSON/ })
    expect(parseCtrf('[]')).toEqual({ ok: false, problem: 'results: expected an object' })
    expect(parseCtrf('null')).toEqual({ ok: false, problem: 'results: expected an object' })
    expect(parseCtrf('{"results": {"tests": {"a": 1}}}')).toEqual({
      ok: false,
      problem: 'results.tests: expected a list',
    })
  })

  it('keeps a test with odd fields: a number, an object or no name; an unknown or mistyped status is other', () => {
    const r = report(
      JSON.stringify({
        results: {
          tool: 42,
          tests: [
            { name: 7, status: 'PASSED' },
            { name: { nested: '<b>' }, status: 'failed', message: ['not', 'a string'], duration: -1 },
            { status: 'broken' },
            null,
            'just a string',
            { name: 'x'.repeat(5000), status: 3 },
          ],
        },
      }),
    )
    expect(r.tool).toBeNull()
    expect(r.tests.map((t) => [t.name.slice(0, 40), t.status, t.message, t.durationMs])).toEqual([
      ['7', 'passed', null, null],
      ['{"nested":"<b>"}', 'failed', null, null],
      ['(test 3 has no name)', 'other', null, null],
      ['(test 4 has no name)', 'other', null, null],
      ['(test 5 has no name)', 'other', null, null],
      ['x'.repeat(40), 'other', null, null],
    ])
    expect(r.tests[5]!.name.length).toBeLessThanOrEqual(301)
    expect(r.counts).toEqual({ passed: 1, failed: 1, skipped: 0, pending: 0, other: 4 })
  })

  it('a 50 MB report: every test counted, the first 200 kept', () => {
    const tests = Array.from({ length: 250_000 }, (_, i) => ({
      name: `tests/test_generated.py::test_case_${i}[${'p'.repeat(120)}]`,
      status: i % 5 === 0 ? 'failed' : 'passed',
      duration: 1,
    }))
    const text = JSON.stringify({ results: { tool: { name: 'pytest' }, tests } })
    expect(text.length).toBeGreaterThan(50e6)
    const r = report(text)
    expect(r.tests).toHaveLength(MAX_TESTS_KEPT)
    expect(r.omitted).toBe(250_000 - MAX_TESTS_KEPT)
    expect(r.counts.failed).toBe(50_000)
    const tally = attemptTests(r)
    expect(tally.failed).toBe(50_000)
    expect(tally.failing).toHaveLength(40) // the failed ones among the 200 kept
  }, 60_000)
})

describe('the verifier files of an attempt', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'helios-verifier-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('reads only the tail of a long output; a ctrf.json over the cap is named, not parsed', async () => {
    const v = join(dir, 'big', 'verifier')
    await mkdir(v, { recursive: true })
    const long = `${'early line\n'.repeat(100_000)}FAILED test_x - AssertionError\n`
    await writeFile(join(v, 'test-stdout.txt'), long)
    await writeFile(join(v, 'ctrf.json'), Buffer.alloc(MAX_CTRF_BYTES + 1, 0x20))
    const [tail] = await readVerifierTails(v)
    expect(tail!.file).toBe('test-stdout.txt')
    expect(Buffer.byteLength(tail!.text)).toBeLessThanOrEqual(VERIFIER_TAIL_BYTES)
    expect(tail!.text.endsWith('FAILED test_x - AssertionError\n')).toBe(true)
    expect(tail!.omittedBytes).toBe(Buffer.byteLength(long) - VERIFIER_TAIL_BYTES)
    expect(await readCtrf(v)).toEqual({ ok: false, problem: '16.0 MiB, over the 16 MiB a report reads' })
  })

  it('no files: no tails, no tests', async () => {
    const v = join(dir, 'none', 'verifier')
    await mkdir(v, { recursive: true })
    expect(await readVerifierTails(v)).toEqual([])
    expect(await readCtrf(v)).toBeNull()
  })

  it('the tail: ANSI escapes removed, invalid UTF-8 shown as U+FFFD, a character cut by the start dropped', () => {
    const bytes = Buffer.concat([
      Buffer.from('é').subarray(1), // the second byte of a two-byte character: the tail started inside it
      Buffer.from('\u001b[31mred\u001b[0m \u001b]0;title\u0007ok\n'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('\nprogress 10%\rprogress 100%\n'),
    ])
    const tail = outputTail(bytes, 100)
    expect(tail.text).toBe('red ok\n\ufffd(\ufffd\nprogress 100%\n')
    expect(tail.omittedBytes).toBe(101)
    // From the file's start, nothing is skipped: a continuation byte there is shown, not dropped.
    expect(outputTail(Buffer.from([0xa9, 0x41]), 0).text).toBe('\ufffdA')
  })
})

describe('verifierHtml', () => {
  it('shows hostile test names, messages and output as text', () => {
    const r = report(
      ctrfJson([
        ['<img src=x onerror=alert(1)>', 'failed', '</pre><script>alert(2)</script>'],
        ['test_ok', 'passed'],
      ]),
    )
    const html = verifierHtml(
      {
        tails: [{ file: 'test-stdout.txt', text: '<script>alert(3)</script>\u0007', omittedBytes: 0 }],
        tests: { ok: true, report: r },
        note: null,
      },
      true,
    )
    expect(html).not.toMatch(/<(img|script)/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(html).toContain('&lt;script&gt;alert(3)&lt;/script&gt;\\x07')
    expect(html).toContain('<details class="verifier" open>')
    expect(html).toContain('1 passed, 1 failed')
  })

  it('a long report lists the tests that did not pass and counts the rest', () => {
    const tests = Array.from(
      { length: 40 },
      (_, i) => [`test_${i}`, i === 7 || i === 30 ? 'failed' : 'passed'] as [string, string],
    )
    const html = verifierHtml({ tails: [], tests: parseCtrf(ctrfJson(tests)), note: null }, true)
    expect(html.match(/<tr class="test /g)).toHaveLength(2)
    expect(html).toContain('38 passed test(s) not listed.')
  })

  it('says why a ctrf.json was not read', () => {
    const html = verifierHtml({ tails: [], tests: parseCtrf('{oops'), note: null }, true)
    expect(html).toMatch(/<p class="note">ctrf\.json was not read: not JSON \(/)
  })
})

describe('tallies and flips', () => {
  const tallyOf = (failing: string[][]) =>
    summarizeTests(
      failing.map((names) => ({
        passed: 3 - names.length,
        failed: names.length,
        skipped: 0,
        pending: 0,
        other: 0,
        failing: names,
      })),
    )!

  it('counts in how many attempts each test failed; no report, no tally', () => {
    expect(summarizeTests([undefined, undefined])).toBeUndefined()
    expect(tallyOf([['b', 'a'], ['a'], []])).toEqual({
      reported: 3,
      failing: [
        { name: 'a', failed: 2 },
        { name: 'b', failed: 1 },
      ],
      complete: true,
    })
  })

  it('flips: failing now and passing now, by the rise in the share of failed attempts', () => {
    const base = tallyOf([['old'], ['old'], []])
    const head = tallyOf([['new', 'old'], ['new'], ['new']])
    expect(testFlips(base, head)).toEqual({
      nowFailing: [{ name: 'new', base: { failed: 0, reported: 3 }, head: { failed: 3, reported: 3 } }],
      nowPassing: [{ name: 'old', base: { failed: 2, reported: 3 }, head: { failed: 1, reported: 3 } }],
    })
    expect(testFlips(undefined, head)).toBeNull()
  })

  it('a cut list says nothing about the tests it does not name', () => {
    const base: TaskTests = { reported: 3, failing: [{ name: 'x', failed: 1 }], complete: false }
    const head = tallyOf([['new'], ['new'], ['new']])
    // "new" may have failed in the base beyond its cut list: left out; "x" is named on both sides.
    expect(testFlips(base, head)).toEqual({
      nowFailing: [],
      nowPassing: [{ name: 'x', base: { failed: 1, reported: 3 }, head: { failed: 0, reported: 3 } }],
    })
    // More failed than named (the names were cut): not complete.
    expect(
      summarizeTests([{ passed: 0, failed: 60, skipped: 0, pending: 0, other: 0, failing: ['a'] }])!.complete,
    ).toBe(false)
  })

  it('a confirmation round adds its attempts to the tally', () => {
    expect(mergeTaskTests(tallyOf([['a']]), tallyOf([['a'], ['b']]))).toEqual({
      reported: 3,
      failing: [
        { name: 'a', failed: 2 },
        { name: 'b', failed: 1 },
      ],
      complete: true,
    })
  })
})

describe('the PR comment', () => {
  it("a regressed task's row names the tests that flipped, escaped", () => {
    const names = Array.from({ length: 10 }, (_, i) => `task-${i}`)
    const base = run(names.map((n) => [n, 'PPP'] as [string, string]))
    const head = run(names.map((n, i) => [n, i < 5 ? 'FFF' : 'PPP'] as [string, string]))
    const hostile = 'test_x[a|b] <script>'
    const tally = (failing: string[]): TaskTests => ({
      reported: 3,
      failing: failing.map((name) => ({ name, failed: 3 })),
      complete: true,
    })
    base.tasks = base.tasks.map((t) => ({ ...t, tests: tally([]) }))
    head.tasks = head.tasks.map((t, i) => ({ ...t, tests: tally(i < 5 ? [hostile] : []) }))
    const comparison = compareRuns(base, head)
    expect(comparison.regressions.length).toBeGreaterThan(0)
    const text = renderReport({ comparison, head })
    const row = text.split('\n').find((l) => l.startsWith('| task-0 '))!
    expect(row).toContain('tests failing now: test\\_x\\[a\\|b\\] &lt;script&gt; 3/3 failed (base 0/3)')
    expect(text).not.toContain('<script>')
  })
})
