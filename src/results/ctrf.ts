import { isOneOf, recordOrNull } from '../narrow.js'
// The verifier's per-test results: `/logs/verifier/ctrf.json` in the Common Test Report Format
// (https://ctrf.io), which Harbor's task template writes with pytest's ctrf plugin:
// `{"results":{"tool":{"name"},"summary":{...},"tests":[{"name","status","message"?,"duration"?}]}}`.
// The file is written inside the agent's reach, so it is read defensively: anything that is not
// the shape gives a problem sentence, never a throw; names and messages are text of any kind
// (escaped where shown), cut to a length; only the first MAX_TESTS_KEPT tests are kept, while the
// counts cover them all. Pure.

export const CTRF_FILE = 'ctrf.json'
export const MAX_TESTS_KEPT = 200
export const MAX_TEST_NAME = 300
export const MAX_TEST_MESSAGE = 1000
/** Failed tests named in result.json per attempt (the counts stay whole). */
export const MAX_FAILING_NAMES = 50

export const CTRF_STATUSES = ['passed', 'failed', 'skipped', 'pending', 'other'] as const
export type CtrfStatus = (typeof CTRF_STATUSES)[number]

export interface CtrfTest {
  name: string
  status: CtrfStatus
  /** The failure message (CTRF `message`), cut; null when none. */
  message: string | null
  durationMs: number | null
}

export interface CtrfReport {
  tool: string | null
  /** Over every test in the file, not only the kept ones. */
  counts: Record<CtrfStatus, number>
  /** The first MAX_TESTS_KEPT tests, in file order. */
  tests: CtrfTest[]
  /** Tests in the file beyond the kept ones. */
  omitted: number
}

export type CtrfParse = { ok: true; report: CtrfReport } | { ok: false; problem: string }

/** An attempt's per-test counts and its failed tests' names, as result.json keeps them. */
export interface AttemptTests {
  passed: number
  failed: number
  skipped: number
  pending: number
  other: number
  /** The failed tests' names, the first MAX_FAILING_NAMES in file order, deduplicated. */
  failing: string[]
}

export function parseCtrf(text: string): CtrfParse {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (error) {
    return { ok: false, problem: `not JSON (${error instanceof Error ? error.message : String(error)})` }
  }
  const results = recordOrNull(recordOrNull(doc)?.results)
  if (results === null) return { ok: false, problem: 'results: expected an object' }
  if (!Array.isArray(results.tests)) return { ok: false, problem: 'results.tests: expected a list' }
  const counts: Record<CtrfStatus, number> = { passed: 0, failed: 0, skipped: 0, pending: 0, other: 0 }
  const tests: CtrfTest[] = []
  results.tests.forEach((entry: unknown, i: number) => {
    const test = recordOrNull(entry) ?? {}
    const status = statusOf(test.status)
    counts[status]++
    if (tests.length < MAX_TESTS_KEPT) tests.push(testOf(test, status, i))
  })
  const tool = recordOrNull(results.tool)?.name
  return {
    ok: true,
    report: {
      tool: typeof tool === 'string' ? cut(tool, MAX_TEST_NAME) : null,
      counts,
      tests,
      omitted: results.tests.length - tests.length,
    },
  }
}

/** What result.json keeps of a report; the failing names come from the kept tests only. */
export function attemptTests(report: CtrfReport): AttemptTests {
  const failing = [...new Set(report.tests.filter((t) => t.status === 'failed').map((t) => t.name))]
  return { ...report.counts, failing: failing.slice(0, MAX_FAILING_NAMES) }
}

function testOf(test: Record<string, unknown>, status: CtrfStatus, index: number): CtrfTest {
  const message = typeof test.message === 'string' && test.message !== '' ? test.message : null
  const duration = test.duration
  return {
    name: cut(nameOf(test.name, index), MAX_TEST_NAME),
    status,
    message: message === null ? null : cut(message, MAX_TEST_MESSAGE),
    durationMs: typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? duration : null,
  }
}

/** A name of another type is shown as written (a number, JSON), never dropped: it is still a test. */
function nameOf(name: unknown, index: number): string {
  if (typeof name === 'string' && name !== '') return name
  if (typeof name === 'number' || typeof name === 'boolean') return String(name)
  if (name === undefined || name === null || name === '') return `(test ${index + 1} has no name)`
  return cut(JSON.stringify(name) ?? String(name), MAX_TEST_NAME)
}

function statusOf(status: unknown): CtrfStatus {
  const lower = typeof status === 'string' ? status.toLowerCase() : ''
  return isOneOf(CTRF_STATUSES, lower) ? lower : 'other'
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text
  // Never split a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max
  return `${text.slice(0, end)}…`
}
