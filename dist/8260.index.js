export const id = 8260;
export const ids = [8260];
export const modules = {

/***/ 76971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ti: () => (/* binding */ attemptTests),
/* harmony export */   hL: () => (/* binding */ parseCtrf),
/* harmony export */   rp: () => (/* binding */ CTRF_FILE)
/* harmony export */ });
/* unused harmony exports MAX_TESTS_KEPT, MAX_TEST_NAME, MAX_TEST_MESSAGE, MAX_FAILING_NAMES, CTRF_STATUSES */
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69212);

// The verifier's per-test results: `/logs/verifier/ctrf.json` in the Common Test Report Format
// (https://ctrf.io), which Harbor's task template writes with pytest's ctrf plugin:
// `{"results":{"tool":{"name"},"summary":{...},"tests":[{"name","status","message"?,"duration"?}]}}`.
// The file is written inside the agent's reach, so it is read defensively: anything that is not
// the shape gives a problem sentence, never a throw; names and messages are text of any kind
// (escaped where shown), cut to a length; only the first MAX_TESTS_KEPT tests are kept, while the
// counts cover them all. Pure.
const CTRF_FILE = 'ctrf.json';
const MAX_TESTS_KEPT = 200;
const MAX_TEST_NAME = 300;
const MAX_TEST_MESSAGE = 1000;
/** Failed tests named in result.json per attempt (the counts stay whole). */
const MAX_FAILING_NAMES = 50;
const CTRF_STATUSES = ['passed', 'failed', 'skipped', 'pending', 'other'];
function parseCtrf(text) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        return { ok: false, problem: `not JSON (${error instanceof Error ? error.message : String(error)})` };
    }
    const results = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .recordOrNull */ .Ks)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .recordOrNull */ .Ks)(doc)?.results);
    if (results === null)
        return { ok: false, problem: 'results: expected an object' };
    if (!Array.isArray(results.tests))
        return { ok: false, problem: 'results.tests: expected a list' };
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0, other: 0 };
    const tests = [];
    results.tests.forEach((entry, i) => {
        const test = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .recordOrNull */ .Ks)(entry) ?? {};
        const status = statusOf(test.status);
        counts[status]++;
        if (tests.length < MAX_TESTS_KEPT)
            tests.push(testOf(test, status, i));
    });
    const tool = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .recordOrNull */ .Ks)(results.tool)?.name;
    return {
        ok: true,
        report: {
            tool: typeof tool === 'string' ? cut(tool, MAX_TEST_NAME) : null,
            counts,
            tests,
            omitted: results.tests.length - tests.length,
        },
    };
}
/** What result.json keeps of a report; the failing names come from the kept tests only. */
function attemptTests(report) {
    const failing = [...new Set(report.tests.filter((t) => t.status === 'failed').map((t) => t.name))];
    return { ...report.counts, failing: failing.slice(0, MAX_FAILING_NAMES) };
}
function testOf(test, status, index) {
    const message = typeof test.message === 'string' && test.message !== '' ? test.message : null;
    const duration = test.duration;
    return {
        name: cut(nameOf(test.name, index), MAX_TEST_NAME),
        status,
        message: message === null ? null : cut(message, MAX_TEST_MESSAGE),
        durationMs: typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? duration : null,
    };
}
/** A name of another type is shown as written (a number, JSON), never dropped: it is still a test. */
function nameOf(name, index) {
    if (typeof name === 'string' && name !== '')
        return name;
    if (typeof name === 'number' || typeof name === 'boolean')
        return String(name);
    if (name === undefined || name === null || name === '')
        return `(test ${index + 1} has no name)`;
    return cut(JSON.stringify(name) ?? String(name), MAX_TEST_NAME);
}
function statusOf(status) {
    const lower = typeof status === 'string' ? status.toLowerCase() : '';
    return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .isOneOf */ .EK)(CTRF_STATUSES, lower) ? lower : 'other';
}
function cut(text, max) {
    if (text.length <= max)
        return text;
    // Never split a surrogate pair.
    const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
    return `${text.slice(0, end)}…`;
}


/***/ }),

/***/ 48106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YE: () => (/* binding */ readCtrf),
  C1: () => (/* binding */ readVerifierTails),
  C3: () => (/* binding */ verifierDir)
});

// UNUSED EXPORTS: MAX_CTRF_BYTES

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/ctrf.ts
var ctrf = __webpack_require__(76971);
;// CONCATENATED MODULE: ./src/results/verifier-output.ts
// What a report shows of the verifier's own output (test.sh's stdout and stderr): the end of the
// file, where a test run says what failed. Pure: bytes in, text out. The bytes are the verifier's,
// so they are decoded leniently (invalid UTF-8 becomes U+FFFD), a character cut by the tail's start
// is dropped, and terminal escape sequences (colours, cursor moves) are removed; what is left is
// escaped where it is shown.
/** How much of the end of each stream a report keeps. */
const VERIFIER_TAIL_BYTES = 4096;
/** The streams test.sh leaves: helios writes both to test-stdout.txt; Harbor's own runs may split them. */
const VERIFIER_STREAMS = ['test-stdout.txt', 'test-stderr.txt'];
/** `bytes` is the end of a file whose first `omittedBytes` bytes were not read. */
function outputTail(bytes, omittedBytes) {
    let start = 0;
    // A tail that starts inside a multi-byte character: skip its continuation bytes (at most three).
    if (omittedBytes > 0)
        while (start < 3 && start < bytes.length && (bytes[start] & 0xc0) === 0x80)
            start++;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(start));
    return { text: withoutTerminalEscapes(text), omittedBytes: omittedBytes + start };
}
/** CSI (colours, cursor moves), OSC (titles, links) and two-character escapes; a lone ESC stays (shown as \x1b). */
function withoutTerminalEscapes(text) {
    return (text
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '')
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, '')
        // eslint-disable-next-line no-control-regex
        .replace(/\u001b[@-Z\\-_]/g, '')
        // A carriage return redraws a line on a terminal: keep what the terminal would show last.
        .replace(/[^\n]*\r(?!\n)/g, ''));
}

;// CONCATENATED MODULE: ./src/results/read-verifier.ts
// Reading the verifier's files in an attempt folder for result.json and report.html: the tail of
// each output stream and ctrf.json. Never throws: a missing file is null, an unreadable one a
// problem. Reads are bounded (a tail, a size cap), so a 64 MiB log costs the report 4 KiB.




/** A larger ctrf.json is not parsed (a huge suite, or a verifier made to fill the disk). */
const MAX_CTRF_BYTES = 16 * 1024 * 1024;
/** The attempt's verifier folder: `verifier/`, or the last step's for a multi-step task. */
function verifierDir(attemptDir, lastStep) {
    return lastStep === null ? (0,external_node_path_.join)(attemptDir, 'verifier') : (0,external_node_path_.join)(attemptDir, 'steps', lastStep, 'verifier');
}
/** The tail of each stream the verifier left, in VERIFIER_STREAMS order. */
async function readVerifierTails(dir, maxBytes = VERIFIER_TAIL_BYTES) {
    const tails = [];
    for (const file of VERIFIER_STREAMS) {
        const tail = await readTail((0,external_node_path_.join)(dir, file), maxBytes).catch(() => null);
        if (tail !== null)
            tails.push({ file, ...tail });
    }
    return tails;
}
/** The parsed ctrf.json of a verifier folder; null when there is none. */
async function readCtrf(dir) {
    const file = (0,external_node_path_.join)(dir, ctrf/* CTRF_FILE */.rp);
    const size = await (0,promises_.stat)(file).then((s) => (s.isFile() ? s.size : null), () => null);
    if (size === null)
        return null;
    if (size > MAX_CTRF_BYTES)
        return {
            ok: false,
            problem: `${(size / 1024 / 1024).toFixed(1)} MiB, over the ${MAX_CTRF_BYTES / 1024 / 1024} MiB a report reads`,
        };
    return readBytes(file, 0, size).then((bytes) => (0,ctrf/* parseCtrf */.hL)(new TextDecoder('utf-8', { fatal: false }).decode(bytes)), (error) => ({ ok: false, problem: error instanceof Error ? error.message : String(error) }));
}
async function readTail(file, maxBytes) {
    const size = await (0,promises_.stat)(file).then((s) => (s.isFile() ? s.size : null), () => null);
    if (size === null)
        return null;
    const from = Math.max(0, size - maxBytes);
    return outputTail(await readBytes(file, from, size - from), from);
}
async function readBytes(file, position, length) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 64042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ summarizeTask),
/* harmony export */   lj: () => (/* binding */ summarizeRun),
/* harmony export */   oO: () => (/* reexport safe */ _run_summary_js__WEBPACK_IMPORTED_MODULE_2__.oO)
/* harmony export */ });
/* unused harmony export summarizeTotals */
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65843);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97087);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8233);
/* harmony import */ var _run_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49930);
/* harmony import */ var _test_tally_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5899);
/* harmony import */ var _tasks_checksum_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83690);
// Aggregation of attempt results into task and run summaries. Pure; the runner writes the file.







/** `results` may come in any order; they are sorted by attempt number. */
function summarizeTask(task, results) {
    const ordered = [...results].sort((a, b) => a.attempt - b.attempt);
    const n = ordered.length;
    const successes = ordered.filter((r) => r.status === 'passed').length;
    const errors = ordered.filter((r) => r.status === 'error').length;
    const rewards = ordered.map((r) => (r.status === 'error' ? 0 : r.reward));
    const durations = ordered.map((r) => r.duration_sec);
    const curves = n > 0 ? (0,_metrics_js__WEBPACK_IMPORTED_MODULE_5__/* .passCurves */ .Ul)(n, successes) : { passAtK: {}, passHatK: {} };
    return {
        ...task,
        n,
        successes,
        errors,
        statuses: ordered.map((r) => r.status),
        rewards,
        reasons: countReasons(ordered),
        pass_at_k: curves.passAtK,
        pass_hat_k: curves.passHatK,
        mean_reward: (0,_metrics_js__WEBPACK_IMPORTED_MODULE_5__/* .mean */ .i2)(rewards),
        duration_sec: {
            mean: (0,_metrics_js__WEBPACK_IMPORTED_MODULE_5__/* .mean */ .i2)(durations),
            total: sum(durations),
            max: durations.length ? Math.max(...durations) : 0,
        },
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .sumUsage */ .Rl)(ordered.map((r) => r.usage)),
        ...stepCounts(ordered),
        ...noVerdictCount(ordered),
        ...leastIsolated(ordered),
        ...testCounts(ordered),
    };
}
/** From least to most isolated: a task is as trustworthy as its least isolated attempt. */
const ISOLATION_ORDER = ['in-environment', 'beside', 'separate'];
function leastIsolated(results) {
    const seen = new Set(results.map((r) => r.verifier_isolation));
    const least = ISOLATION_ORDER.find((isolation) => seen.has(isolation));
    return least ? { verifier_isolation: least } : {};
}
function noVerdictCount(results) {
    const count = results.filter((r) => r.no_verdict).length;
    return count > 0 ? { no_verdict: count } : {};
}
function testCounts(results) {
    const tests = (0,_test_tally_js__WEBPACK_IMPORTED_MODULE_3__/* .summarizeTests */ .Hq)(results.map((r) => r.tests));
    return tests ? { tests } : {};
}
/** Per-step pass counts of a multi-step task, in step order (absent for single-step tasks). */
function stepCounts(results) {
    const counts = new Map();
    for (const step of results.flatMap((r) => r.steps ?? [])) {
        const count = counts.get(step.name) ?? { name: step.name, ran: 0, passed: 0 };
        count.ran += 1;
        if (step.status === 'passed')
            count.passed += 1;
        counts.set(step.name, count);
    }
    return counts.size > 0 ? { steps: [...counts.values()] } : {};
}
/** Run totals from task summaries: one implementation, shared with the shard merge. */
function summarizeTotals(tasks, invalidTasks) {
    return (0,_totals_js__WEBPACK_IMPORTED_MODULE_0__/* .computeTotals */ .x)(tasks, invalidTasks);
}
function summarizeRun(meta, tasks, invalidTasks, taskWarnings = []) {
    const durationSec = (Date.parse(meta.finished_at) - Date.parse(meta.started_at)) / 1000;
    return {
        schema_version: _run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .RUN_SUMMARY_SCHEMA_VERSION */ .oO,
        ...meta,
        duration_sec: Number.isFinite(durationSec) ? Math.max(0, durationSec) : 0,
        tasks: [...tasks],
        invalid_tasks: [...invalidTasks],
        task_warnings: [...taskWarnings],
        totals: summarizeTotals(tasks, invalidTasks.length),
        tasks_checksum: (0,_tasks_checksum_js__WEBPACK_IMPORTED_MODULE_4__/* .tasksChecksum */ .a)(tasks),
    };
}
function countReasons(results) {
    const counts = new Map();
    for (const r of results)
        if (r.reason)
            counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}
function sum(values) {
    let total = 0;
    for (const v of values)
        total += v;
    return total;
}


/***/ }),

/***/ 69564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ uploadsRecord),
/* harmony export */   Pg: () => (/* binding */ parseUploadsRecord)
/* harmony export */ });
/* unused harmony exports UPLOADS_SCHEMA_VERSION, uploadsRecordSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41772);
// `uploads.json`, beside each shard summary: how the shard's attempts were uploaded and which
// uploads failed for good. One zod definition gives the type, the reader and the published schema.


const UPLOADS_SCHEMA_VERSION = 1;
const uploadsRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(UPLOADS_SCHEMA_VERSION),
    /** One artifact per attempt, per task, or one bundle (GitHub allows 500 per job). */
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['per-attempt', 'per-task', 'bundle']),
    uploaded: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    failed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() })),
});
function uploadsRecord(mode, outcomes) {
    const failed = outcomes.filter((o) => !o.ok);
    return {
        schema_version: UPLOADS_SCHEMA_VERSION,
        mode,
        uploaded: outcomes.length - failed.length,
        failed: failed.map((f) => ({ name: f.name, error: f.error ?? null })),
    };
}
function parseUploadsRecord(text, file) {
    const parsed = uploadsRecordSchema.safeParse((0,_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .OW)(text, file));
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, issue.path.join('.') || null, issue.message);
}


/***/ })

};
