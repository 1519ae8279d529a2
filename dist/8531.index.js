export const id = 8531;
export const ids = [8531];
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

/***/ 16916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ pickEnv),
/* harmony export */   Xe: () => (/* binding */ refusedTasks),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   pN: () => (/* binding */ setUpAgent),
/* harmony export */   pO: () => (/* binding */ wantsRelay),
/* harmony export */   r2: () => (/* binding */ hostCaBundle),
/* harmony export */   wo: () => (/* binding */ defaultAgentCacheDir)
/* harmony export */ });
/* unused harmony export relayProblem */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _relay_routes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35581);
// What the runner settles about the agent before the first attempt: its host variables, tasks it
// cannot run (refused before any build), its one-time install, the CA bundle for containers.




function pickEnv(hostEnv, names) {
    const picked = {};
    for (const name of new Set(names)) {
        const value = hostEnv[name];
        if (value !== undefined)
            picked[name] = value;
    }
    return picked;
}
/** Optional variables that hold credentials are secrets too (redacted in every file we write). */
function isSecretName(name) {
    return /KEY|TOKEN|SECRET|PASSWORD/i.test(name);
}
/**
 * Tasks this agent cannot run, by index, found before any image is built: the oracle needs a
 * solution; an installed CLI in a `no-network` task needs a model API the relay can forward to.
 */
function refusedTasks(tasks, agent, hostEnv = {}) {
    const refused = new Map();
    tasks.forEach((task, index) => {
        if (agent.needsSolution && !task.hasSolution) {
            refused.set(index, {
                relative_dir: task.relativeDir,
                file: `${task.relativeDir}/solution/solve.sh`,
                field: null,
                message: `agent ${agent.name} runs solution/solve.sh, which this task does not have: add one, or run another agent`,
            });
        }
    });
    if (!agent.needsContainerNetwork)
        return refused;
    const problem = relayProblem(agent, hostEnv);
    if (!problem)
        return refused;
    tasks.forEach((task, index) => {
        if (task.config.environment.networkMode !== 'no-network')
            return;
        refused.set(index, {
            relative_dir: task.relativeDir,
            file: `${task.relativeDir}/task.toml`,
            field: 'environment.network_mode',
            message: `agent ${agent.name} calls its model API from inside the container, but this task is no-network and ${problem}: run it with the built-in agent (-a helios -m <model>, which calls the model from the host) or allow network`,
        });
    });
    return refused;
}
/** Why the relay cannot serve this agent's model calls in a `no-network` task; null when it can. */
function relayProblem(agent, hostEnv) {
    const apis = agent.modelApis ?? [];
    if (apis.length === 0)
        return 'the agent cannot use the model relay';
    try {
        if ((0,_relay_routes_js__WEBPACK_IMPORTED_MODULE_3__/* .relayRoutes */ .a)(apis, hostEnv).length > 0)
            return null;
    }
    catch (error) {
        if (error instanceof _relay_routes_js__WEBPACK_IMPORTED_MODULE_3__/* .RelayRouteError */ .Dg)
            return `the model relay cannot use it: ${error.message}`;
        throw error;
    }
    const names = apis.map((api) => api.variable).join(' or ');
    return `the model relay has no model API to forward to: set ${names}`;
}
/** An agent (the run's or a role's) gets the relay's Node only when some task will run it through the relay. */
function wantsRelay(agent, hostEnv, tasks) {
    return (agent.needsContainerNetwork === true &&
        relayProblem(agent, hostEnv) === null &&
        tasks.some((task) => task.config.environment.networkMode === 'no-network'));
}
/** The default home of installed agent CLIs: kept between runs, outside the repository. */
function defaultAgentCacheDir(env = process.env) {
    if (env.HELIOS_AGENT_CACHE)
        return env.HELIOS_AGENT_CACHE;
    if (env.RUNNER_TOOL_CACHE)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.RUNNER_TOOL_CACHE, 'helios-agents');
    const cache = env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)() || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), '.cache');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(cache, 'helios', 'agents');
}
async function setUpAgent(agent, ctx) {
    if (!agent.prepare)
        return { prepared: null, error: null };
    try {
        return { prepared: await agent.prepare(ctx), error: null };
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { prepared: null, error: `agent ${agent.name} setup failed: ${message}` };
    }
}
/** The host's extra CA bundle (TLS-intercepting proxies), when it names a file that exists. */
function hostCaBundle(hostEnv) {
    const file = hostEnv.NODE_EXTRA_CA_CERTS;
    return file && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? file : null;
}


/***/ }),

/***/ 80852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QH: () => (/* binding */ ATIF_SCHEMA_VERSION),
/* harmony export */   Tf: () => (/* binding */ contentText),
/* harmony export */   bx: () => (/* binding */ atifTrajectorySchema)
/* harmony export */ });
/* unused harmony exports atifMetricsSchema, atifToolCallSchema, atifObservationSchema, atifStepSchema, atifFinalMetricsSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64377);
// `agent/trajectory.json` is Harbor's Agent Trajectory Interchange Format (ATIF), the format its
// viewer, analysis tools and leaderboard read. The schema is written from the RFC
// (docs/rfcs/0001-trajectory-format.md in Harbor, v1.4): unknown fields are refused, step ids run
// from 1, agent-only fields appear on agent steps only, and every observation names a tool call
// of its own step (or none).

const ATIF_SCHEMA_VERSION = 'ATIF-v1.4';
const extra = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J());
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
/** ISO 8601 date-time, with a zone (what every agent log we read gives, and what viewers parse). */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true });
const atifMetricsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** All input tokens of the call, cached ones included. */
    prompt_tokens: count.optional(),
    completion_tokens: count.optional(),
    /** The cached subset of prompt_tokens. */
    cached_tokens: count.optional(),
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().optional(),
    prompt_token_ids: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int()).optional(),
    completion_token_ids: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int()).optional(),
    logprobs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()).optional(),
    extra: extra.optional(),
})
    .strict()
    .refine((m) => (m.cached_tokens ?? 0) <= (m.prompt_tokens ?? Infinity), {
    message: 'cached_tokens is part of prompt_tokens, so it cannot exceed it',
    path: ['cached_tokens'],
});
const atifToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tool_call_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    function_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    arguments: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
})
    .strict();
const subagentRefSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ session_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), trajectory_path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), extra: extra.optional() })
    .strict();
/** ATIF's multimodal content: text, or an image kept beside the trajectory (`path` relative to it). */
const contentPartSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('text'), text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('image'),
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ media_type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    })
        .strict(),
]);
/** The text of a result's content (image parts left out). */
function contentText(content) {
    if (content === undefined || typeof content === 'string')
        return content ?? '';
    return content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
}
const atifObservationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    results: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        source_call_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
        content: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(contentPartSchema)]).optional(),
        subagent_trajectory_ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(subagentRefSchema).optional(),
    })
        .strict()),
})
    .strict();
const atifStepSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    step_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    timestamp: timestamp.optional(),
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['system', 'user', 'agent']),
    model_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    reasoning_effort: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reasoning_content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(atifToolCallSchema).optional(),
    observation: atifObservationSchema.optional(),
    metrics: atifMetricsSchema.optional(),
    extra: extra.optional(),
})
    .strict()
    .superRefine((step, ctx) => {
    if (step.source !== 'agent') {
        for (const field of AGENT_ONLY)
            if (step[field] !== undefined)
                ctx.addIssue({ code: 'custom', path: [field], message: `${field} is for agent steps only` });
    }
    const ids = new Set((step.tool_calls ?? []).map((call) => call.tool_call_id));
    if (ids.size !== (step.tool_calls ?? []).length)
        ctx.addIssue({ code: 'custom', path: ['tool_calls'], message: 'tool_call_id repeats within the step' });
    for (const [i, result] of (step.observation?.results ?? []).entries()) {
        const source = result.source_call_id;
        if (source != null && !ids.has(source))
            ctx.addIssue({
                code: 'custom',
                path: ['observation', 'results', i, 'source_call_id'],
                message: `source_call_id ${source} names no tool call of this step`,
            });
    }
});
const AGENT_ONLY = ['model_name', 'reasoning_effort', 'reasoning_content', 'tool_calls', 'metrics'];
const atifFinalMetricsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    total_prompt_tokens: count.optional(),
    total_completion_tokens: count.optional(),
    total_cached_tokens: count.optional(),
    total_cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().optional(),
    total_steps: count.optional(),
    extra: extra.optional(),
})
    .strict();
const atifTrajectorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(ATIF_SCHEMA_VERSION),
    session_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    agent: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        model_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        extra: extra.optional(),
    })
        .strict(),
    steps: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(atifStepSchema),
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    final_metrics: atifFinalMetricsSchema.optional(),
    extra: extra.optional(),
})
    .strict()
    .superRefine((trajectory, ctx) => {
    for (const [i, step] of trajectory.steps.entries())
        if (step.step_id !== i + 1)
            ctx.addIssue({
                code: 'custom',
                path: ['steps', i, 'step_id'],
                message: `step_id must be ${i + 1} (ordinal, from 1), got ${step.step_id}`,
            });
});


/***/ }),

/***/ 39331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ refusalText),
/* harmony export */   Ni: () => (/* binding */ taskRefusalAt),
/* harmony export */   YI: () => (/* binding */ specRefusal),
/* harmony export */   aK: () => (/* binding */ taskRefusal),
/* harmony export */   kW: () => (/* binding */ runRefusal)
/* harmony export */ });
/* unused harmony export taskNeeds */
/** The provider a refused need can move to: Docker honours every one. */
const FIX_PROVIDER = '--provider docker';
/** `<where>: <asks> cannot run on <Provider> (<its reason>); <fix>`. */
function refusalText(provider, refused) {
    const why = provider.capabilities.reasons?.[refused.need];
    const subject = refused.where ? `${refused.where}: ${refused.asks}` : refused.asks;
    return `${subject} cannot run on ${provider.title}${why ? ` (${why})` : ''}; ${refused.fix}`;
}
/** What this task's files ask of an environment provider. */
function taskNeeds(task) {
    const needs = [];
    const fix = `run this task with ${FIX_PROVIDER}`;
    if (task.compose) {
        const names = task.compose.services.map((s) => s.name).join(', ');
        const where = `${task.relativeDir}/${task.compose.file}`;
        needs.push({ need: 'services', where, asks: `compose sidecars (${names})`, fix });
    }
    const display = task.config.environment.display;
    if (display) {
        const asks = `[environment] display = "${display.width}x${display.height}" (a GUI task)`;
        needs.push({ need: 'display', where: `${task.relativeDir}/task.toml`, asks, fix });
    }
    if (task.config.environment.networkMode === 'no-network') {
        const asks = '[environment] network_mode = "no-network"';
        needs.push({ need: 'noNetwork', where: `${task.relativeDir}/task.toml`, asks, fix });
    }
    return needs;
}
/** `taskRefusal` with its place apart: the file that asks (null: the task itself) and the rest. */
function taskRefusalAt(task, provider) {
    const refused = taskNeeds(task).find(({ need }) => !provider.capabilities[need]);
    return refused
        ? { where: refused.where, message: refusalText(provider, { ...refused, where: null }) }
        : null;
}
/** Why this task cannot run on the provider (the first need it lacks), or null when it can. */
function taskRefusal(task, provider) {
    const refused = taskNeeds(task).find(({ need }) => !provider.capabilities[need]);
    return refused ? refusalText(provider, refused) : null;
}
/** Why no attempt of this run can run on the provider (the agent or a run flag), or null. */
function runRefusal(run, provider) {
    const { capabilities } = provider;
    if (run.mountsFromHost && !capabilities.mounts) {
        return refusalText(provider, {
            need: 'mounts',
            where: `agent ${run.agent}`,
            asks: 'an agent installed on this machine and mounted into each environment',
            fix: `run it with ${FIX_PROVIDER}, or use the built-in agent (-a helios -m <model>), which acts from this machine`,
        });
    }
    if (run.agentNetwork === 'host' && !capabilities.hostNetwork) {
        return refusalText(provider, {
            need: 'hostNetwork',
            where: '--agent-network host (action: agent-network)',
            asks: "environments on this machine's network",
            fix: `serve the model on an address the environments can reach and drop it, or run with ${FIX_PROVIDER}`,
        });
    }
    return null;
}
/**
 * What an environment spec asks that the provider cannot give (a provider's own last check, for
 * callers that did not go through the runner's). `copyable`: mounts the provider gives as copies
 * (small read-only files, environment/mount-copies.ts); a folder cannot be copied so.
 */
function specRefusal(spec, provider, copyable = () => false) {
    const { capabilities } = provider;
    const folders = spec.mounts.filter((m) => !copyable(m));
    const use = `use ${FIX_PROVIDER}`;
    if (folders.length > 0 && !capabilities.mounts) {
        const asks = `host folders mounted into the environment (${folders.map((m) => m.path).join(', ')})`;
        const fix = `installed CLIs and the model relay need ${FIX_PROVIDER}`;
        return refusalText(provider, { need: 'mounts', where: null, asks, fix });
    }
    const { kind } = spec.network;
    if (kind === 'none' && !capabilities.noNetwork)
        return refusalText(provider, {
            need: 'noNetwork',
            where: null,
            asks: 'a no-network environment',
            fix: use,
        });
    const need = kind === 'host' ? 'hostNetwork' : kind === 'group' ? 'services' : null;
    if (need && !capabilities[need])
        return refusalText(provider, { need, where: null, asks: `the network policy "${kind}"`, fix: use });
    return null;
}


/***/ }),

/***/ 23420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SD: () => (/* binding */ execLine),
/* harmony export */   XW: () => (/* binding */ quoteWord),
/* harmony export */   ay: () => (/* binding */ commandLine),
/* harmony export */   ex: () => (/* binding */ asUser)
/* harmony export */ });
// Remote providers run commands through a shell in the environment (Daytona's execute endpoint
// takes one line; Kubernetes' exec API has no user, env or cwd of its own): argv and the user are
// turned into that line here, each word quoted so nothing in it is interpreted.
function quoteWord(word) {
    if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word))
        return word;
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
function commandLine(argv) {
    if (argv.length === 0)
        throw new Error('exec: empty command');
    return argv.map(quoteWord).join(' ');
}
/** `line` run as `user`; root or none: as it is. */
function asUser(line, user) {
    if (!user || user === 'root' || user === '0')
        return line;
    // `su` with a shell of our choosing: the user's login shell may be nologin.
    return `su -s /bin/sh -c ${quoteWord(line)} ${quoteWord(user)}`;
}
/** The line that runs `argv` as `user` (root or none: as is), with stdin from `stdinFile` when given. */
function execLine(argv, user, stdinFile) {
    const line = commandLine(argv);
    return asUser(stdinFile ? `${line} < ${quoteWord(stdinFile)}` : line, user);
}


/***/ }),

/***/ 20399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ sweepDeadOwners),
/* harmony export */   nv: () => (/* binding */ sweepLine)
/* harmony export */ });
/* unused harmony export deadOwners */
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _environment_owner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97912);
// Nothing outlives its owner: what a process killed outright (SIGKILL, the OOM killer, a runner
// that died) left on the engine or account is removed by the next run there, or `helios clean`,
// once its owner is proven gone (environment/owner.ts). A living sibling's is never touched.


/** The owners proven gone among the provider's managed environments, with how many each left. */
async function deadOwners(provider, probe = (0,_environment_owner_js__WEBPACK_IMPORTED_MODULE_1__/* .localProbe */ .u7)()) {
    if (!provider.managedLabels)
        return [];
    const left = new Map();
    for (const labels of await provider.managedLabels()) {
        const owner = labels[_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_OWNER */ .N2];
        if (!owner || owner === _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .PROCESS_OWNER */ .mt)
            continue;
        const entry = left.get(owner) ?? {
            gone: (0,_environment_owner_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerIsGone */ .BP)((0,_environment_owner_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRecordOf */ .u8)(owner, labels), probe),
            environments: 0,
        };
        entry.environments++;
        left.set(owner, entry);
    }
    return [...left].filter(([, e]) => e.gone).map(([owner, e]) => ({ owner, environments: e.environments }));
}
/** Removes what dead owners left (unless `dryRun`); says what it found. */
async function sweepDeadOwners(provider, options = {}) {
    const dead = await deadOwners(provider, options.probe);
    if (!options.dryRun)
        for (const { owner } of dead)
            await provider.removeRun(null, { owner });
    return dead;
}
/** One line for a sweep that found something; null when it found nothing. */
function sweepLine(dead, dryRun = false) {
    if (dead.length === 0)
        return null;
    const environments = dead.reduce((sum, d) => sum + d.environments, 0);
    const verb = dryRun ? 'would remove' : 'removed';
    return `${verb} ${environments} environment${environments === 1 ? '' : 's'} left by ${dead.length} helios process${dead.length === 1 ? '' : 'es'} no longer running`;
}


/***/ }),

/***/ 28987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ providerOf)
/* harmony export */ });
/* harmony import */ var _docker_provider_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36560);

/** The caller's provider, else Docker on the caller's engine client (RunOptions.docker), else the default engine. */
function providerOf(options) {
    return options.provider ?? new _docker_provider_js__WEBPACK_IMPORTED_MODULE_0__.DockerProvider(options.docker);
}


/***/ }),

/***/ 35581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ RelayRouteError),
/* harmony export */   Pg: () => (/* binding */ relayedBaseUrl),
/* harmony export */   Zr: () => (/* binding */ relayTarget),
/* harmony export */   a: () => (/* binding */ relayRoutes),
/* harmony export */   sc: () => (/* binding */ RELAYED_METHODS)
/* harmony export */ });
// The model relay's rules, pure: which model APIs an agent may reach from a `no-network`
// container (one route per base-URL variable), what a relayed request may ask for, and the base
// URL the agent is given inside the container instead of the real one.
class RelayRouteError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RelayRouteError';
    }
}
/**
 * The routes for an agent's model APIs from the run's variables: each set variable's URL, else its
 * default; unset without a default, none. A URL that is not plain http(s) is a usage error naming
 * the variable.
 */
function relayRoutes(apis, env) {
    const routes = [];
    for (const api of apis) {
        if (routes.some((route) => route.variable === api.variable))
            continue;
        const value = env[api.variable]?.trim() || api.defaultUrl;
        if (!value)
            continue;
        routes.push({ variable: api.variable, upstream: upstreamOf(api.variable, value) });
    }
    return routes;
}
function upstreamOf(variable, value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new RelayRouteError(`${variable}=${value} is not a URL: give it as http(s)://host[:port][/path]`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new RelayRouteError(`${variable}=${value} must be an http or https URL to be relayed`);
    if (url.username || url.password)
        throw new RelayRouteError(`${variable} must not carry a user name or password: pass the key in its own variable`);
    // The prefix without a trailing slash: `/v1/` and `/v1` allow the same paths.
    return new URL(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
}
/** Encoded `/` and `\`: a server that decodes them would see a path we did not check. */
const ENCODED_SEPARATOR = /%2f|%5c/i;
/**
 * Where a request to the relay goes: the upstream URL, or null when it asks for anything outside
 * the route (another host in absolute form, `//host`, a path outside the prefix, `..` out of it,
 * an encoded separator). The answer is the normalised URL, never the raw target.
 */
function relayTarget(upstream, requestTarget) {
    if (!requestTarget.startsWith('/') || requestTarget.startsWith('//'))
        return null;
    if (ENCODED_SEPARATOR.test(requestTarget) || requestTarget.includes('\\'))
        return null;
    let target;
    try {
        target = new URL(requestTarget, upstream.origin);
    }
    catch {
        return null;
    }
    if (target.origin !== upstream.origin)
        return null;
    const prefix = upstream.pathname === '/' ? '' : upstream.pathname;
    if (prefix && target.pathname !== prefix && !target.pathname.startsWith(`${prefix}/`))
        return null;
    target.hash = '';
    return target;
}
/** The base URL the agent gets in the container: the local forwarder's port, the upstream's path. */
function relayedBaseUrl(upstream, port) {
    const path = upstream.pathname === '/' ? '' : upstream.pathname;
    return `http://127.0.0.1:${port}${path}`;
}
/** Methods a model API client sends; anything else (CONNECT, TRACE, …) is refused. */
const RELAYED_METHODS = new Set(['GET', 'POST', 'HEAD']);


/***/ }),

/***/ 27574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readPreviousResult),
/* harmony export */   Z: () => (/* binding */ writeJsonAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_attempt_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75685);
// Reading and writing attempt result files: an earlier valid result is reused by `resume` only
// when it answers this run (same task checksum, same agent); writes are atomic (temp + rename).



async function readPreviousResult(attemptDir, task, agent) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptDir, 'result.json');
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        return null;
    }
    try {
        const result = (0,_results_attempt_result_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAttemptResult */ .cF)(text, file);
        // A changed task or another agent means the old result does not answer this run.
        return result.task_checksum === task.checksum && result.agent === agent ? result : null;
    }
    catch {
        return null;
    }
}
async function writeJsonAtomic(path, value) {
    const temp = `${path}.${process.pid}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temp, `${JSON.stringify(value, null, 2)}\n`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, path);
    }
    catch (error) {
        // A full disk leaves a partial temp file: remove it, it only takes space.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true }).catch(() => undefined);
        throw error;
    }
}


/***/ }),

/***/ 802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ LOCK_FILE),
/* harmony export */   c6: () => (/* binding */ RunLockedError),
/* harmony export */   rw: () => (/* binding */ lockRunFolder)
/* harmony export */ });
/* unused harmony export isAlive */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// One process works on a run folder at a time. `<run folder>/.helios.lock` is created atomically
// (O_EXCL) and says who holds it; a second process is refused, naming the holder. A lock whose
// process is gone (same host, pid not alive: killed, crashed) is taken over, and the taker learns
// whose it was, so it can remove the containers that process left running.





const LOCK_FILE = '.helios.lock';
/** An unreadable lock younger than this may be one being written; older, it is a crash's leftover. */
const UNREADABLE_GRACE_MS = 2000;
/** The run folder is held by a live process (exit 2 in the CLI: nothing was started). */
class RunLockedError extends Error {
    runDir;
    holder;
    name = 'RunLockedError';
    constructor(runDir, holder) {
        const who = holder
            ? `process ${holder.pid} on ${holder.host} (started ${holder.started_at})`
            : 'another process (its lock file is being written)';
        super(`${runDir} is in use by ${who}: wait for it to finish or stop it` +
            (holder ? `; if that process is gone, delete ${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(runDir, LOCK_FILE)}` : ''));
        this.runDir = runDir;
        this.holder = holder;
    }
}
/** Locks `runDir` (which must exist) for this process; `owner` is PROCESS_OWNER. */
async function lockRunFolder(runDir, owner) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(runDir, LOCK_FILE);
    const me = { pid: process.pid, host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(), owner, started_at: new Date().toISOString() };
    let previous = null;
    for (let tries = 0; tries < 20; tries++) {
        if (await createLock(file, me))
            return held(file, me, previous);
        const holder = await readHolder(file);
        if (holder === 'gone')
            continue;
        if (holder === 'unreadable') {
            if (await youngerThan(file, UNREADABLE_GRACE_MS))
                throw new RunLockedError(runDir, null);
            await takeOver(file, null, owner);
            continue;
        }
        if (holder.host !== me.host || isAlive(holder.pid))
            throw new RunLockedError(runDir, holder);
        if (await takeOver(file, holder, owner))
            previous = holder;
    }
    throw new RunLockedError(runDir, null);
}
/** True when this process created the lock; false when one exists. */
async function createLock(file, me) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'wx');
    }
    catch (error) {
        if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .CA)(error) === 'EEXIST')
            return false;
        throw error;
    }
    try {
        await handle.writeFile(`${JSON.stringify(me, null, 2)}\n`);
        await handle.close();
    }
    catch (error) {
        // A full disk can let the file be created but not written: leave no empty lock behind.
        await handle.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(file).catch(() => undefined);
        if (error instanceof Error)
            throw Object.assign(error, { path: (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .errorField */ .LI)(error, 'path') ?? file });
        throw error;
    }
    return true;
}
async function readHolder(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (error) {
        if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .CA)(error) === 'ENOENT')
            return 'gone';
        throw error;
    }
    return parseHolder(text) ?? 'unreadable';
}
function parseHolder(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return null;
    }
    if (!(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(value))
        return null;
    const { pid, host, owner, started_at } = value;
    if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0)
        return null;
    if (typeof host !== 'string' || typeof owner !== 'string')
        return null;
    return { pid, host, owner, started_at: typeof started_at === 'string' ? started_at : 'unknown' };
}
/**
 * Moves a dead holder's lock aside (rename is atomic: of two processes taking over at once, one
 * gets it). If what was moved is not the lock judged dead (someone else's fresh one), it is put back.
 */
async function takeOver(file, dead, owner) {
    const aside = `${file}.${owner}`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(file, aside);
    }
    catch (error) {
        if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .CA)(error) === 'ENOENT')
            return false;
        throw error;
    }
    const moved = parseHolder(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(aside, 'utf8').catch(() => ''));
    const same = dead === null ? moved === null : moved?.owner === dead.owner;
    if (!same)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(aside, file).catch(() => undefined);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(aside).catch(() => undefined);
    return same;
}
/** Locks this process holds, by file: removed at exit when not released (a second Ctrl-C exits at once). */
const heldLocks = new Map();
let exitHookAdded = false;
function releaseAllAtExit() {
    for (const [file, owner] of heldLocks) {
        try {
            if (parseHolder((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'))?.owner === owner)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file);
        }
        catch {
            // already gone
        }
    }
}
function held(file, me, previous) {
    heldLocks.set(file, me.owner);
    if (!exitHookAdded)
        process.on('exit', releaseAllAtExit);
    exitHookAdded = true;
    return {
        previous,
        release: async () => {
            if (!heldLocks.delete(file))
                return;
            // Only our own lock is removed: after a takeover by someone else the file is theirs.
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8').catch(() => '');
            if (parseHolder(text)?.owner === me.owner)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(file).catch(() => undefined);
        },
    };
}
/** Whether a process with this pid exists on this host (EPERM: it does, as another user's). */
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .CA)(error) === 'EPERM';
    }
}
async function youngerThan(file, ms) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file).catch(() => null);
    return info !== null && Date.now() - info.mtimeMs < ms;
}


/***/ }),

/***/ 88531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $H: () => (/* binding */ RunAbortedError),
  y1: () => (/* binding */ RunOptionsError),
  ff: () => (/* binding */ runBenchmark),
  _P: () => (/* binding */ summaryFileName)
});

// UNUSED EXPORTS: AGENT_ERROR_STREAK, DEFAULT_PIDS_LIMIT, DEFAULT_RETRY

// EXTERNAL MODULE: ./src/settings/run.ts
var settings_run = __webpack_require__(84404);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
;// CONCATENATED MODULE: ./src/run/faults.ts
/** A fault of the agent itself (model API, install): an `error`, never retried by the runner. */
class AgentError extends Error {
    constructor(message) {
        super(message);
        this.name = 'AgentError';
    }
}
/**
 * The agent left its attempt unverifiable (its subject could not be copied, its environment could
 * not be brought back for the verifier): a `failed` attempt with this reason, never an error — an
 * agent must gain nothing by turning a failure into an error.
 */
class Unverifiable extends Error {
    constructor(message) {
        super(message);
        this.name = 'Unverifiable';
    }
}
function classifyFault(error, provider) {
    const message = oneLine(error instanceof Error ? error.message : String(error));
    // An agent's own connection failure (its model API unreachable) is the agent's, not the provider's.
    if (error instanceof AgentError)
        return { reason: message, retryable: false };
    if (error instanceof Unverifiable)
        return { reason: message, retryable: false, agentCaused: true };
    const kind = provider.faultKind(error);
    if (kind === null)
        return { reason: message, retryable: false };
    return { reason: `${provider.name}: ${message}`, retryable: kind === 'transient' };
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
;// CONCATENATED MODULE: ./src/run/subject-copy.ts
// The subject's way from the agent's environment into the verifier's: one path at a time, through
// the provider's archive copy (paths resolved inside the environment, never on the host), bounded
// in bytes (a sparse or endless file counts at the size it streams) and in time. What the agent
// made too big, too slow or impossible to archive is its own doing: `Unverifiable`, a failed attempt.






/** Bytes of subject one attempt may bring to its verifier. */
const SUBJECT_CAP_BYTES = 2 * 1024 * 1024 * 1024;
async function copyBounded(from, to, source, budget) {
    let archive;
    try {
        archive = await from.copyOut(source);
    }
    catch (error) {
        if (error instanceof errors/* PathNotFound */.lg)
            return;
        throw await agentsOrOurs(to, source, error);
    }
    const counted = countingStream(budget, source);
    const timer = setTimeout(() => counted.destroy(new Unverifiable(`unverifiable: copying the agent's ${source} to the verifier took longer than the verifier's timeout`)), Math.max(0, budget.deadline - Date.now()));
    // A stream destroyed under the engine's request may leave it pending: the stream's error decides.
    const streamFailed = new Promise((_, reject) => counted.on('error', reject));
    try {
        archive.on('error', (error) => counted.destroy(error));
        const copied = to.copyIn(archive.pipe(counted), external_node_path_.posix.dirname(source));
        copied.catch(() => undefined);
        await Promise.race([copied, streamFailed]);
    }
    catch (error) {
        throw await agentsOrOurs(to, source, counted.errored ?? error);
    }
    finally {
        clearTimeout(timer);
        archive.destroy();
    }
}
function countingStream(budget, source) {
    return new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            budget.bytes -= chunk.length;
            if (budget.bytes < 0)
                return done(new Unverifiable(`unverifiable: the agent's ${source} is larger than the ${formatBytes(budget.cap)} the verifier takes in`));
            done(null, chunk);
        },
    });
}
/**
 * A copy that failed while the verifier's environment still answers failed on what the agent
 * left there (a name, a file type or a size the archive cannot carry): the agent's. Otherwise the
 * provider's fault, as it was.
 */
async function agentsOrOurs(to, source, error) {
    if (error instanceof Unverifiable)
        return error;
    const alive = await to.exec({ cmd: ['true'], user: 'root', workdir: '/', timeoutMs: 30_000 }).then((outcome) => outcome.exitCode === 0, () => false);
    if (!alive)
        return error;
    const message = error instanceof Error ? error.message : String(error);
    return new Unverifiable(`unverifiable: the agent's ${source} could not be copied to the verifier (${message.slice(0, 200)})`);
}
function formatBytes(bytes) {
    return bytes >= 1024 ** 3
        ? `${+(bytes / 1024 ** 3).toFixed(1)} GiB`
        : `${+(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
/** Where a verifier beside the agent sees the agent's root filesystem, read-only. */
const AGENT_ROOT_MOUNT = '/.helios-agent';
/**
 * The subject copied by the verifier's own (pristine) tools from the agent's root filesystem,
 * mounted read-only at AGENT_ROOT_MOUNT: `cp -a` never follows a link the agent left (one resolves
 * inside the verifier's namespace, never on the host), keeps sparse files sparse, and takes
 * seconds where an archive of 200,000 files takes minutes. Bounded like the archive copy: bytes
 * as `du` counts them (a sparse file at its full size) where the image's `du` can say, and time.
 */
async function copyFromRoot(verifier, paths, budget, 
/** Named paths the image has: only their deletion or a change of mode or owner is carried. */
deletable = [], 
/** Every subject path, when their links are checked in the same exec (nothing else to copy). */
unalias = []) {
    if (paths.length === 0 && deletable.length === 0 && unalias.length === 0)
        return;
    const stdout = new streams/* TailBuffer */.vX(64 * 1024);
    const outcome = await verifier.exec({
        cmd: ['sh', '-c', rootCopyScript(paths, budget.bytes, deletable, unalias)],
        user: 'root',
        workdir: '/',
        stdout,
        timeoutMs: Math.max(1000, budget.deadline - Date.now()),
    });
    const said = stdout.text().trim().split('\n').at(-1) ?? '';
    if (outcome.timedOut)
        throw new Unverifiable("unverifiable: copying the agent's files to the verifier took longer than the verifier's timeout");
    const over = /^cap (\/.*)$/.exec(said);
    if (over)
        throw new Unverifiable(`unverifiable: the agent's ${over[1]} is larger than the ${formatBytes(budget.cap)} the verifier takes in`);
    const failed = /^copy (\/.*)$/.exec(said);
    if (outcome.exitCode !== 0)
        throw new Unverifiable(`unverifiable: the agent's ${failed?.[1] ?? 'files'} could not be copied to the verifier (exit ${outcome.exitCode})`);
    const used = /^bytes (\d+)$/.exec(said);
    if (used)
        budget.bytes -= Number(used[1]);
}
function rootCopyScript(paths, capBytes, deletable = [], unalias = []) {
    const quote = (list) => list.map(shell_line/* quoteWord */.XW).join(' ');
    const quoted = quote(paths);
    return `root=${AGENT_ROOT_MOUNT}; cap=${Math.max(0, Math.floor(capBytes))}; total=0
# An image file the test names: what the agent deleted is deleted, and where it changed the mode
# or owner but not the content, those are carried (chmod u-s). Neither brings in code.
for p in ${quote(deletable)}; do
  a="$root$p"
  if ! { [ -e "$a" ] || [ -L "$a" ]; }; then rm -rf "$p"; continue; fi
  if [ -f "$a" ] && [ ! -L "$a" ] && [ -f "$p" ] && [ ! -L "$p" ] && cmp -s "$a" "$p"; then
    chown "$(stat -c %u:%g "$a")" "$p" && chmod "$(stat -c %a "$a")" "$p"
  fi
done
for p in ${quoted}; do
  src="$root$p"
  { [ -e "$src" ] || [ -L "$src" ]; } || continue
  if size=$(du -sb "$src" 2>/dev/null | cut -f1) && [ -n "$size" ]; then
    total=$((total + size)); [ "$total" -le "$cap" ] || { echo "cap $p"; exit 4; }
  fi
  parent=\${p%/*}; [ -n "$parent" ] || parent=/
  # A home folder (/root, /home/NAME): its dot-entries (configuration, toolchains) stay the image's.
  home=0
  case "$p" in /root) home=1 ;; /home/?*) case "\${p#/home/}" in */*) ;; *) home=1 ;; esac ;; esac
  if [ "$home" = 1 ] && { [ ! -d "$src" ] || [ -L "$src" ]; }; then home=0; fi
  if [ "$home" = 1 ]; then
    { mkdir -p "$p" && find "$p" -mindepth 1 -maxdepth 1 ! -name '.*' -exec rm -rf {} + &&
      find "$src" -mindepth 1 -maxdepth 1 ! -name '.*' -exec cp -a {} "$p/" \\; ; } >&2 || { echo "copy $p"; exit 3; }
  else
    # A subject path the agent made a link: what it leads to in the agent's root is the subject.
    n=0
    while [ -L "$src" ] && [ "$n" -lt 8 ]; do
      t=$(readlink "$src"); case "$t" in /*) src="$root$t" ;; *) src="\${src%/*}/$t" ;; esac; n=$((n + 1))
    done
    # A link to nothing in the agent's root: the path is gone there, so it is gone here.
    if ! { [ -e "$src" ] || [ -L "$src" ]; }; then rm -rf "$p"; continue; fi
    { rm -rf "$p" && mkdir -p "$parent" && if [ -d "$src" ] && [ ! -L "$src" ]; then
        mkdir -p "$p" && cp -a "$src/." "$p/"; else cp -a "$src" "$p"; fi; } >&2 || { echo "copy $p"; exit 3; }
  fi
done
${unalias.length > 0 ? unaliasScript(unalias) : ''}
echo "bytes $total"`;
}
/**
 * After every copy, by the verifier's own tools: a link the agent left that leads into what the
 * verifier supplies (/tests, /logs/verifier) or into another subject path is removed, so the
 * agent's data never aliases the verifier's files or another path the test uses.
 */
async function unaliasLinks(verifier, paths) {
    if (paths.length === 0)
        return;
    const outcome = await verifier.exec({
        cmd: ['sh', '-c', `${unaliasScript(paths)}\nexit 0`],
        user: 'root',
        workdir: '/',
        timeoutMs: 120_000,
    });
    if (outcome.timedOut)
        throw new Unverifiable('unverifiable: checking the links the agent left took longer than two minutes');
}
function unaliasScript(paths) {
    const quoted = paths.map(shell_line/* quoteWord */.XW).join(' ');
    const subjects = paths.map((p) => p.replace(/[\\"$`]/g, '\\$&')).join('\n');
    return `subjects="${subjects}"\n${LINK_PART.replaceAll('__QUOTED__', quoted)}`;
}
const LINK_PART = `# A link the agent left may not alias what the verifier supplies or another path of the test's.
for p in __QUOTED__; do
  [ -e "$p" ] || [ -L "$p" ] || continue
  find "$p" -type l -exec sh -c '
    subjects=$1; own=$2; shift 2
    for l; do
      t=$(readlink -f "$l") || { rm -f "$l"; continue; }
      case "$t" in /tests|/tests/*|/logs/verifier|/logs/verifier/*) rm -f "$l"; continue ;; esac
      echo "$subjects" | while IFS= read -r q; do
        [ "$q" = "$own" ] && continue
        case "$t" in "$q"|"$q"/*) rm -f "$l" ;; esac
      done
    done' sh "$subjects" "$p" {} + >&2
done
`;

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/results/summary.ts
var results_summary = __webpack_require__(64042);
// EXTERNAL MODULE: ./src/task/slug.ts
var slug = __webpack_require__(48178);
// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: ./src/run/agents/index.ts + 8 modules
var agents = __webpack_require__(80725);
// EXTERNAL MODULE: ./src/run/agents/preflight.ts
var preflight = __webpack_require__(78423);
// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/results/ctrf.ts
var ctrf = __webpack_require__(76971);
// EXTERNAL MODULE: ./src/results/read-verifier.ts + 1 modules
var read_verifier = __webpack_require__(48106);
// EXTERNAL MODULE: ./src/results/attempt-result.ts + 4 modules
var attempt_result = __webpack_require__(75685);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/run/attempt-files.ts

// Where files land in an attempt's folder. helios's own files and the copies out of the
// environment never share a path, so nothing the agent writes in the container (in /logs, in a
// declared artifact) can replace one of ours, nor a copy of one another.
/** The `/logs/<folder>` folders of the container, copied out to the attempt's folder. */
const LOG_FOLDERS = ['agent', 'verifier', 'artifacts'];
/** Inside `<attempt>/artifacts/`. */
const ARTIFACTS = {
    /** What each declared `artifacts` entry gave: helios's own file. */
    manifest: 'artifacts/manifest.json',
    /** The copies of the task's declared `artifacts`, each under its destination. */
    declared: 'artifacts/declared',
    /** `/logs/artifacts` as the agent and the collect hooks left it. */
    logs: 'artifacts/logs',
};
/**
 * What helios writes in `agent/` beside the copy of /logs/agent (the agent's output as we read it,
 * its trajectory, the relay's log, a host command's instruction): a file of /logs/agent with one of
 * these names is not copied.
 */
const OWN_AGENT_FILES = [
    'stdout.txt',
    'stderr.txt',
    'trajectory.json',
    'relay.log',
    'instruction.md',
];
/** The verifier's files the result is read from: copied even past the attempt's copy cap. */
const REWARD_FILES = ['reward.json', 'reward.txt'];
/**
 * Where a file of the container's /logs goes, relative to the attempt's folder: `/logs/agent/x` →
 * `agent/x`, `/logs/verifier/x` → `verifier/x`, `/logs/artifacts/x` → `artifacts/logs/x`. Null
 * when it is not copied (another folder, a folder not asked for, a name of ours in agent/).
 */
function logCopyPath(path, folders) {
    const match = /^\/logs\/(agent|verifier|artifacts)\/(.+)$/.exec(path);
    if (!match)
        return null;
    const folder = match[1];
    const rest = match[2];
    if (!(0,narrow/* isOneOf */.EK)(folders, folder))
        return null;
    if (folder === 'artifacts')
        return `${ARTIFACTS.logs}/${rest}`;
    if (folder === 'agent' && OWN_AGENT_FILES.includes(rest))
        return null;
    return `${folder}/${rest}`;
}
/** Whether `path` (in the container) is a reward file of /logs/verifier. */
function isRewardFile(path) {
    return REWARD_FILES.some((name) => path === `/logs/verifier/${name}`);
}

;// CONCATENATED MODULE: ./src/run/copy-budget.ts
/** How many skipped files `copy_capped` names (its count covers them all). */
const NAMED_SKIPS = 10;
class CopyBudget {
    capBytes;
    used = 0;
    skipped = 0;
    named = [];
    constructor(capBytes) {
        this.capBytes = capBytes;
    }
    get usedBytes() {
        return this.used;
    }
    get skippedFiles() {
        return this.skipped;
    }
    /**
     * Reserves `bytes` (the most the file can take) for the file at `path` (a path in the
     * environment) when they fit, else records it as skipped. A `required` file (one the result is
     * read from) is admitted past the cap, and counted all the same.
     */
    admit(path, bytes, required = false) {
        if (required || this.used + bytes <= this.capBytes) {
            this.used += bytes;
            return true;
        }
        this.skipped++;
        if (this.named.length < NAMED_SKIPS)
            this.named.push(path);
        return false;
    }
    /** Gives back what an admitted file did not take (it came out shorter, or its copy failed). */
    release(bytes) {
        this.used = Math.max(0, this.used - bytes);
    }
    /** result.json's note; null while nothing was skipped. */
    note() {
        if (this.skipped === 0)
            return null;
        return {
            cap_bytes: this.capBytes,
            copied_bytes: this.used,
            skipped_files: this.skipped,
            first_skipped: [...this.named],
        };
    }
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/run/agents/trajectory.ts
var agents_trajectory = __webpack_require__(64999);
// EXTERNAL MODULE: ./src/run/agents/atif.ts
var atif = __webpack_require__(80852);
;// CONCATENATED MODULE: ./src/run/agents/to-atif.ts


function toAtif(trajectory, ctx) {
    const steps = [];
    for (const step of trajectory.steps) {
        const previous = steps.at(-1);
        // A tool's answer logged as a step of its own belongs to the agent step that asked for it.
        if (step.role === 'tool' && previous?.source === 'agent') {
            appendResults(previous, [{ content: step.text ?? '' }]);
            continue;
        }
        steps.push(atifStep(step, steps.length + 1, trajectory.model));
    }
    return {
        schema_version: atif/* ATIF_SCHEMA_VERSION */.QH,
        session_id: trajectory.session_id ?? ctx.sessionId,
        agent: {
            name: trajectory.agent,
            version: ctx.agentVersion,
            ...(trajectory.model ? { model_name: trajectory.model } : {}),
        },
        steps,
        ...(trajectory.notes ? { notes: trajectory.notes } : {}),
        ...(ctx.usage ? { final_metrics: finalMetrics(ctx.usage, steps.length) } : {}),
        extra: { source: trajectory.source },
    };
}
function atifStep(step, stepId, model) {
    const time = isoTime(step.timestamp);
    const base = { step_id: stepId, ...(time ? { timestamp: time } : {}), message: step.text ?? '' };
    if (step.role !== 'assistant')
        return { ...base, source: step.role === 'system' ? 'system' : 'user' };
    const calls = step.tool_calls.map((call, i) => ({
        tool_call_id: call.id ?? `call_${stepId}_${i + 1}`,
        function_name: call.name,
        arguments: argumentsObject(call.arguments),
        output: call.output,
        ...(call.screenshots ? { screenshots: call.screenshots } : {}),
    }));
    const out = {
        ...base,
        source: 'agent',
        ...(model ? { model_name: model } : {}),
        ...(step.reasoning ? { reasoning_content: step.reasoning } : {}),
    };
    if (calls.length > 0) {
        out.tool_calls = calls.map(({ tool_call_id, function_name, arguments: args }) => ({
            tool_call_id,
            function_name,
            arguments: args,
        }));
        const answered = calls.filter((call) => call.output !== null);
        if (answered.length > 0)
            appendResults(out, answered.map((call) => ({ source_call_id: call.tool_call_id, content: resultContent(call) })));
    }
    if (step.usage)
        out.metrics = stepMetrics(step.usage);
    // ATIF's image parts hold a path only: the screen size and the click point go in `extra`, for
    // report.html's filmstrip.
    const shots = calls.flatMap((call) => (call.screenshots ?? []).map((shot) => ({ tool_call_id: call.tool_call_id, ...shot })));
    if (shots.length > 0)
        out.extra = { ...out.extra, screenshots: shots };
    return out;
}
/** A tool's output; with the screenshots it returned, ATIF image parts after the text. */
function resultContent(call) {
    if (!call.screenshots?.length)
        return call.output ?? '';
    return [
        { type: 'text', text: call.output ?? '' },
        ...call.screenshots.map((shot) => ({
            type: 'image',
            source: { media_type: 'image/png', path: shot.path },
        })),
    ];
}
function appendResults(step, results) {
    step.observation = { results: [...(step.observation?.results ?? []), ...results] };
}
/** ATIF wants an object; a model may send a string (JSON or not) or nothing. */
function argumentsObject(value) {
    if (value === null || value === undefined)
        return {};
    if (typeof value === 'string') {
        try {
            return argumentsObject(JSON.parse(value));
        }
        catch {
            return { input: value };
        }
    }
    if ((0,narrow/* isRecord */.u4)(value))
        return value;
    return { input: value };
}
function stepMetrics(usage) {
    return {
        prompt_tokens: usage.input_tokens,
        completion_tokens: usage.output_tokens,
        cached_tokens: usage.cached_input_tokens,
    };
}
function finalMetrics(usage, steps) {
    return {
        total_prompt_tokens: usage.input_tokens,
        total_completion_tokens: usage.output_tokens,
        total_cached_tokens: usage.cached_input_tokens,
        ...(usage.cost_usd === null ? {} : { total_cost_usd: usage.cost_usd }),
        total_steps: steps,
        extra: { model_calls: usage.turns },
    };
}
/** An agent's time as ISO 8601 UTC; nothing when its log's value is not a time. */
function isoTime(value) {
    if (!value)
        return null;
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

// EXTERNAL MODULE: ./src/run/redact.ts
var redact = __webpack_require__(68552);
// EXTERNAL MODULE: ./src/run/write-fault.ts
var write_fault = __webpack_require__(16751);
// EXTERNAL MODULE: ./src/run/on-abort.ts
var on_abort = __webpack_require__(64331);
;// CONCATENATED MODULE: ./src/run/agent-phase.ts
// The agent phase for host-side agents (time limit, interruption) and the files every agent leaves.







/** Runs a host-side agent until it ends, its time is up, or the run is interrupted. */
async function runHostAgent(run, ctx) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
    }, ctx.timeoutMs);
    const unsubscribe = (0,on_abort/* onAbort */.u)(ctx.signal, () => controller.abort());
    try {
        const outcome = await run({ ...ctx, signal: controller.signal });
        return timedOut ? { ...outcome, timedOut: true, exitCode: null, error: null } : outcome;
    }
    catch (error) {
        // The output disk failed, not the agent: the runner stops the run (see write-fault.ts).
        if ((0,write_fault/* writeFaultOf */.$P)(error, ctx.agentDir))
            throw error;
        if (timedOut)
            return { exitCode: null, timedOut: true, error: null, fatal: null, usage: null, trajectory: null };
        const message = error instanceof Error ? error.message : String(error);
        return {
            exitCode: null,
            timedOut: false,
            error: `agent failed: ${message}`,
            fatal: null,
            usage: null,
            trajectory: null,
        };
    }
    finally {
        clearTimeout(timer);
        unsubscribe();
    }
}
/** `agent/trajectory.json` as ATIF, with secret values replaced like every other file we write. */
async function writeAgentReport(agentDir, report, secrets, meta) {
    if (!report.trajectory)
        return;
    const atif = toAtif(report.trajectory, { ...meta, usage: report.usage });
    await (0,promises_.writeFile)((0,external_node_path_.join)(agentDir, 'trajectory.json'), (0,redact/* redactText */.Rd)(JSON.stringify(atif, null, 2), secrets));
}
/** Host-side agents write their files themselves: secret values are replaced after the fact. */
async function redactFolder(dir, secrets) {
    if (secrets.length === 0)
        return;
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
        if (!entry.isFile())
            continue;
        const path = (0,external_node_path_.join)(entry.parentPath, entry.name);
        const content = await (0,promises_.readFile)(path);
        if (!secrets.some((secret) => content.includes(secret)))
            continue;
        await (0,promises_.writeFile)(path, new redact/* Redactor */.pO(secrets).push(content, true));
    }
}
/** Output of a plain command kept in its trajectory step (the whole of it is in stdout.txt). */
const COMMAND_OUTPUT_KEEP = 4096;
/** The trajectory of an agent that is one command: the instruction, then the command and its output. */
async function commandReport(agent, task, model, agentDir) {
    const command = agent.command(task);
    const steps = [
        { role: 'user', text: task.instruction, tool_calls: [], usage: null, timestamp: null },
    ];
    if (command) {
        const stdout = await (0,promises_.readFile)((0,external_node_path_.join)(agentDir, 'stdout.txt'), 'utf8').catch(() => '');
        steps.push({
            role: 'assistant',
            text: null,
            tool_calls: [
                {
                    id: null,
                    name: 'command',
                    arguments: { argv: command },
                    output: stdout.slice(-COMMAND_OUTPUT_KEEP),
                },
            ],
            usage: null,
            timestamp: null,
        });
    }
    return {
        trajectory: {
            schema_version: agents_trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: agent.name,
            model,
            source: 'command',
            steps,
        },
        usage: null,
        fatal: null,
    };
}

// EXTERNAL MODULE: ./src/run/environment/archive.ts
var environment_archive = __webpack_require__(84989);
// EXTERNAL MODULE: ./src/run/environment/labels.ts
var environment_labels = __webpack_require__(10700);
;// CONCATENATED MODULE: ./src/run/cleanup.ts

/** Live environments of one run, so an interrupt can remove them without listing the provider. */
class EnvironmentTracker {
    live = new Set();
    add(environment) {
        this.live.add(environment);
    }
    delete(environment) {
        this.live.delete(environment);
    }
    all() {
        return [...this.live];
    }
}

;// CONCATENATED MODULE: ./src/run/outcome.ts
function decideOutcome(facts) {
    const notes = agentNotes(facts);
    const withNotes = (main, last = null) => [main, ...notes, ...(last ? [last] : [])].join('; ');
    // A verifier that overran or left no usable reward is a failure: the agent can cause either
    // (code of its subject the test runs), and must gain nothing by it (DESIGN: errors leave the
    // valid count). `check` still flags such a task for its author (results/task-check.ts).
    if (facts.verifierTimedOut) {
        return noVerdict(withNotes(`verifier timed out after ${facts.verifierTimeoutSec}s`, stoppedNote(facts)));
    }
    if (!facts.reward)
        return error(withNotes('verifier did not run'));
    if (!facts.reward.ok)
        return noVerdict(withNotes(facts.reward.reason, stoppedNote(facts)));
    const { rewards, main, disagreement } = facts.reward;
    if (disagreement)
        notes.unshift(disagreement);
    if (main >= 1)
        return { status: 'passed', reason: notes.length ? notes.join('; ') : null, rewards, reward: main };
    return {
        status: 'failed',
        reason: withNotes(`reward ${main} < 1`, stoppedNote(facts)),
        rewards,
        reward: main,
    };
}
/** Said only of a failure: a test that needed the agent's server could not reach it. */
function stoppedNote(facts) {
    const ports = facts.serversStopped ?? [];
    if (ports.length === 0)
        return null;
    const named = ports.length === 1 ? `port ${ports[0]}` : `ports ${ports.join(', ')}`;
    return (`the server the agent left (${named}) was stopped: environment_mode = "separate" runs the ` +
        'verifier in a fresh environment; start the service from tests/test.sh, or use the shared mode, ' +
        'where it is kept');
}
/** What happened to the agent, and by what where known; the verifier still decides. */
function agentNotes(facts) {
    const notes = [];
    const oom = `out of memory (limit ${facts.memoryMb} MB)`;
    // 137 is 128 + SIGKILL: a kill, by the OOM killer only when the engine says so.
    const killed = facts.agentExitCode === 137 && !facts.agentTimedOut;
    const stop = facts.environmentRestarted;
    if (stop)
        notes.push(killed ? `agent was killed (SIGKILL): ${stop}` : stop);
    else if (killed)
        notes.push(facts.oomKilled ? `agent was killed: ${oom}` : 'agent was killed (SIGKILL)');
    else if (facts.oomKilled)
        notes.push(`an agent process was killed: ${oom}`);
    if (facts.agentTimedOut)
        notes.push(`agent timed out after ${facts.agentTimeoutSec}s`);
    return notes;
}
function noVerdict(reason) {
    return { status: 'failed', reason, rewards: {}, reward: 0, noVerdict: true };
}
function error(reason) {
    return { status: 'error', reason, rewards: {}, reward: 0 };
}

;// CONCATENATED MODULE: ./src/run/healthcheck.ts
// `[environment.healthcheck]` before the agent starts, by Harbor's rule: the first exit 0 passes;
// during the start period checks run every start_interval_sec and failures do not count; after it,
// `retries` consecutive failures fail the attempt (an error: the environment never came up).


const REAL_CLOCK = { now: Date.now, sleep: (ms) => (0,external_node_timers_promises_.setTimeout)(ms) };
/** The environment never came up: how many checks ran, and the last failure. */
class HealthcheckFailed extends Error {
    checks;
    detail;
    constructor(checks, detail, message) {
        super(message);
        this.checks = checks;
        this.detail = detail;
        this.name = 'HealthcheckFailed';
    }
}
/** Resolves when a check passes; throws with the last failure once `retries` failed in a row. */
async function waitHealthy(healthcheck, check, clock = REAL_CLOCK, signal) {
    const started = clock.now();
    const inStartPeriod = () => clock.now() - started < healthcheck.startPeriodSec * 1000;
    let failuresInARow = 0;
    for (let checks = 1;; checks++) {
        signal?.throwIfAborted();
        const counted = !inStartPeriod();
        const outcome = await check();
        if (outcome.ok)
            return { checks };
        if (counted)
            failuresInARow++;
        if (failuresInARow >= healthcheck.retries) {
            throw new HealthcheckFailed(checks, outcome.detail, `healthcheck failed ${failuresInARow} time(s) in a row (${checks} check(s)): ${healthcheck.command}: ${outcome.detail}`);
        }
        await clock.sleep((inStartPeriod() ? healthcheck.startIntervalSec : healthcheck.intervalSec) * 1000);
    }
}
/** The task's healthcheck in the attempt's container, as the image's default user (Harbor's choice). */
async function runHealthcheck(environment, healthcheck, options) {
    return waitHealthy(healthcheck, async () => {
        const output = new streams/* TailBuffer */.vX(1024);
        const outcome = await environment.exec({
            cmd: ['bash', '-c', healthcheck.command],
            env: options.env,
            workdir: options.workdir,
            stdout: output,
            stderr: output,
            timeoutMs: healthcheck.timeoutSec * 1000,
        });
        const how = outcome.timedOut
            ? `timed out after ${healthcheck.timeoutSec} s`
            : `exit ${outcome.exitCode}`;
        const text = output.text().trim().replace(/\s+/g, ' ');
        return { ok: outcome.exitCode === 0, detail: text ? `${how}: ${text.slice(-300)}` : how };
    }, REAL_CLOCK, options.signal);
}

;// CONCATENATED MODULE: ./src/run/step-outcome.ts
/** Whether a step's rewards clear its `min_reward`; a missing key counts as −∞ (Harbor). */
function meetsMinReward(rewards, minReward) {
    if (minReward === null)
        return true;
    const gates = typeof minReward === 'number' ? { reward: minReward } : minReward;
    return Object.entries(gates).every(([key, gate]) => (rewards[key] ?? -Infinity) >= gate);
}
/**
 * `mean`: per key over the steps that ran, a missing key counting 0. `final`: the last step's.
 * A step that ended in `error` makes the attempt an error naming it; `stoppedAfter` names the step
 * whose `min_reward` was not met.
 */
function rollUpSteps(steps, strategy, stoppedAfter) {
    const last = steps.at(-1);
    if (!last)
        return { status: 'error', reason: 'no step ran', rewards: {}, reward: 0 };
    if (last.status === 'error')
        return { status: 'error', reason: `step ${last.name}: ${last.reason ?? 'error'}`, rewards: {}, reward: 0 };
    const rewards = strategy === 'final' ? { ...last.rewards } : meanRewards(steps);
    const keys = Object.keys(rewards);
    const reward = rewards['reward'] ?? (keys.length > 0 ? rewards[keys[0]] : 0);
    const perStep = `steps: ${steps.map((s) => `${s.name} ${s.reward}`).join(', ')}`;
    const stopped = stoppedAfter ? `stopped after step ${stoppedAfter}: min_reward not met; ` : '';
    if (reward >= 1 && !stoppedAfter)
        return { status: 'passed', reason: null, rewards, reward };
    return { status: 'failed', reason: `${stopped}reward ${round(reward)} < 1 (${perStep})`, rewards, reward };
}
function meanRewards(steps) {
    const keys = [...new Set(steps.flatMap((s) => Object.keys(s.rewards)))];
    return Object.fromEntries(keys.map((key) => [key, steps.reduce((sum, s) => sum + (s.rewards[key] ?? 0), 0) / steps.length]));
}
function round(value) {
    return Math.round(value * 1000) / 1000;
}

;// CONCATENATED MODULE: ./src/run/steps.ts
// A multi-step attempt (Harbor 1.4 `[[steps]]`): one container for every step; per step its
// instruction (and for the oracle its solution) goes in, `workdir/` is copied into the working
// directory and `setup.sh` runs, the step's healthcheck passes, then agent → collect → verifier
// as in a single-step attempt, with the task's tests under the step's. Each step's files go to
// `steps/<name>/`. A step that errors, or misses its `min_reward`, ends the attempt.








/**
 * Runs the steps in order and returns the attempt's verdict. A thrown fault (Docker, agent,
 * tampering) propagates after its step is recorded in `progress` with status `error`.
 */
async function runSteps(spec, environment, phases, { steps, states }) {
    let stoppedAfter = null;
    for (const [index, step] of spec.task.steps.entries()) {
        const stepSpec = specForStep(spec, step, index);
        const state = phases.newState(stepSpec);
        states.push(state);
        await prepareStepDir(stepSpec.attemptDir);
        let verdict;
        try {
            const started = Date.now();
            await enterStep(stepSpec, step, environment, index > 0);
            state.timings.setup_sec = seconds(started);
            await phases.run(stepSpec, state);
            verdict = decideOutcome(state.facts);
        }
        catch (error) {
            steps.push(stepResult(step, state, errorVerdict(error)));
            throw error;
        }
        finally {
            await phases.finish(stepSpec, state);
        }
        steps.push(stepResult(step, state, verdict));
        if (verdict.status === 'error')
            break;
        if (!meetsMinReward(verdict.rewards, step.config.minReward)) {
            stoppedAfter = step.config.name;
            break;
        }
    }
    return rollUpSteps(steps, spec.task.config.multiStepRewardStrategy, stoppedAfter);
}
/** The task as one step sees it: its instruction, limits, tests, solution, hooks and artifacts. */
function taskForStep(task, step) {
    const { config } = step;
    return {
        ...task,
        instruction: step.instruction,
        testsDirs: step.testsDirs,
        solutionDir: step.solutionDir,
        steps: [],
        config: {
            ...task.config,
            agent: config.agent,
            verifier: { ...task.config.verifier, ...config.verifier },
            // The task-level healthcheck ran once, before the first step.
            environment: { ...task.config.environment, healthcheck: null },
            collectedPaths: [...task.config.collectedPaths, ...config.collectedPaths],
            steps: [],
        },
    };
}
function specForStep(spec, step, index) {
    return {
        ...spec,
        task: taskForStep(spec.task, step),
        attemptDir: (0,external_node_path_.join)(spec.attemptDir, 'steps', step.config.name),
        env: { ...spec.env, verifier: spec.env.steps?.[index] ?? spec.env.verifier },
    };
}
async function prepareStepDir(dir) {
    for (const sub of LOG_FOLDERS)
        await (0,promises_.mkdir)((0,external_node_path_.join)(dir, sub), { recursive: true });
}
/**
 * Before the step's agent: the last step's logs are out (copied by its verifier phase), so /logs
 * is emptied; the instruction (and solution) are the step's; workdir/ and setup.sh; healthcheck.
 */
async function enterStep(spec, step, environment, afterAnother) {
    const solution = spec.agent.needsSolution ? spec.task.solutionDir : null;
    const clear = [
        afterAnother ? 'find /logs/agent /logs/verifier /logs/artifacts -mindepth 1 -delete' : '',
        solution ? 'rm -rf /solution' : '',
    ].filter(Boolean);
    if (clear.length > 0)
        await rootShell(environment, clear.join(' && '), 'clearing the last step');
    const files = await (0,environment_archive/* buildArchive */.h$)(async (pack) => {
        (0,environment_archive/* addFile */.sM)(pack, 'helios/instruction.md', step.instruction);
        if (solution)
            await (0,environment_archive/* packDirectory */.jG)(pack, solution, 'solution');
    });
    await environment.copyIn(files, '/');
    const workdir = spec.task.config.environment.workdir ?? (await environment.workdir());
    if (step.workdirDir) {
        await environment.copyIn(await (0,environment_archive/* buildArchive */.h$)((pack) => (0,environment_archive/* packDirectory */.jG)(pack, step.workdirDir, '')), workdir);
        await runSetup(spec, environment, workdir);
    }
    if (step.config.healthcheck)
        await runHealthcheck(environment, step.config.healthcheck, {
            env: spec.env.environment,
            workdir,
            signal: spec.signal,
        });
}
/** `steps/<name>/workdir/setup.sh`, as the step's agent user in the working directory. */
async function runSetup(spec, environment, workdir) {
    const output = new streams/* TailBuffer */.vX(2048);
    const outcome = await environment.exec({
        cmd: ['bash', '-c', 'if [ -f setup.sh ]; then exec bash setup.sh; fi'],
        user: spec.task.config.agent.user,
        env: spec.env.environment,
        workdir,
        stdout: output,
        stderr: output,
        timeoutMs: spec.task.config.agent.timeoutSec * spec.timeoutMultiplier * 1000,
    });
    if (outcome.timedOut || outcome.exitCode !== 0)
        throw new Error(`setup.sh ${outcome.timedOut ? 'timed out' : `exited ${outcome.exitCode}`}: ${output.text().trim().slice(-500)}`);
}
async function rootShell(environment, script, what) {
    const errors = new streams/* TailBuffer */.vX(2048);
    const outcome = await environment.exec({ cmd: ['sh', '-c', script], user: 'root', stderr: errors });
    if (outcome.exitCode !== 0)
        throw new Error(`${what} failed (exit ${outcome.exitCode}): ${errors.text().trim()}`);
}
function stepResult(step, state, verdict) {
    return {
        name: step.config.name,
        status: verdict.status,
        reason: verdict.reason,
        rewards: verdict.rewards,
        reward: verdict.reward,
        timings: {
            setup_sec: state.timings.setup_sec,
            agent_sec: state.timings.agent_sec,
            verifier_sec: state.timings.verifier_sec,
        },
        exit_codes: state.exitCodes,
        timed_out: { agent: state.facts.agentTimedOut, verifier: state.facts.verifierTimedOut },
        verifier_isolation: state.isolation,
    };
}
function errorVerdict(error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
        status: 'error',
        reason: message.replace(/\s+/g, ' ').trim().slice(0, 500),
        rewards: {},
        reward: 0,
    };
}
function seconds(since) {
    return Math.round(Date.now() - since) / 1000;
}

// EXTERNAL MODULE: ./src/run/environment/stopped.ts
var stopped = __webpack_require__(13338);
;// CONCATENATED MODULE: ./src/run/reward.ts

/**
 * Harbor reads reward.txt, else reward.json. When the verifier wrote both, the lower main reward
 * counts: code of the agent's that the test runs can write either file, and a second file must
 * never raise a score (the higher one is kept in the reason). Either one bad: the attempt's reward
 * is bad, as it would be alone.
 */
function readReward(rewardJson, rewardTxt) {
    if (rewardJson === null && rewardTxt === null)
        return {
            ok: false,
            reason: 'verifier wrote no reward (neither /logs/verifier/reward.txt nor reward.json)',
        };
    const txt = rewardTxt === null ? null : parseRewardTxt(rewardTxt);
    const json = rewardJson === null ? null : parseRewardJson(rewardJson);
    if (txt && !txt.ok)
        return txt;
    if (json && !json.ok)
        return json;
    if (!txt || !json)
        return (txt ?? json);
    if (json.main === txt.main)
        return json;
    const lower = Math.min(txt.main, json.main);
    return {
        ok: true,
        rewards: { ...json.rewards, reward: lower },
        main: lower,
        disagreement: `reward.txt says ${txt.main} and reward.json ${json.main}: the lower counts`,
    };
}
function parseRewardJson(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return {
            ok: false,
            reason: `reward.json is not valid JSON: ${(0,narrow/* messageOf */.bD)(error)} (${excerpt(text)})`,
        };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, reason: `reward.json must be a flat object {name: number}, got ${describe(value)}` };
    }
    const rewards = {};
    for (const [name, reward] of Object.entries(value)) {
        if (typeof reward !== 'number' || !Number.isFinite(reward)) {
            return {
                ok: false,
                reason: `reward.json field "${name}" must be a finite number, got ${describe(reward)}`,
            };
        }
        rewards[name] = reward;
    }
    const names = Object.keys(rewards);
    if (names.length === 0)
        return { ok: false, reason: 'reward.json is an empty object: no reward' };
    // `reward` is the main one (Harbor); otherwise the first key, in file order.
    const main = rewards.reward ?? rewards[names[0]];
    return { ok: true, rewards, main };
}
// reward.txt is read as Harbor reads it, with Python's float(): an optional sign, decimal digits
// (single `_` between digits allowed), an optional point and exponent, surrounded by whitespace.
// Not numbers here (JavaScript's Number() would take some): hex `0x1`, `0b1`, `0o1`, an empty
// file, two numbers. Python also reads `inf`/`nan` (not finite, so refused) and non-ASCII digits
// such as `١` (refused here: the one place helios is stricter than Harbor).
// float() strips ASCII whitespace and non-ASCII Unicode spaces, not the ASCII separators \x1c-\x1f.
const PY_FLOAT_SPACE = '[\\t\\n\\v\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const EDGE_SPACE = new RegExp(`^${PY_FLOAT_SPACE}+|${PY_FLOAT_SPACE}+$`, 'g');
const DIGITS = '[0-9](?:_?[0-9])*';
const DECIMAL = new RegExp(`^[+-]?(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`);
const NOT_FINITE = /^[+-]?(?:inf|infinity|nan)$/i;
function parseRewardTxt(text) {
    const trimmed = text.replace(EDGE_SPACE, '');
    const bad = (why) => ({
        ok: false,
        reason: `reward.txt ${why}, got ${excerpt(text)}`,
    });
    if (NOT_FINITE.test(trimmed))
        return bad('must hold a finite number');
    if (!DECIMAL.test(trimmed)) {
        if (/(?![0-9])\p{Nd}/u.test(trimmed))
            return bad('must hold one number written with the ASCII digits 0-9');
        return bad(`must hold one decimal number (what Python's float() reads; no hex, no empty file)`);
    }
    const value = Number(trimmed.replaceAll('_', ''));
    if (!Number.isFinite(value))
        return bad('must hold a finite number');
    return { ok: true, rewards: { reward: value }, main: value };
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string')
        return `the string ${excerpt(value)}`;
    return `${typeof value} ${excerpt(String(value))}`;
}
function excerpt(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 60)}…` : flat);
}

;// CONCATENATED MODULE: ./src/run/verifier-files.ts






const VERIFIER_COMMAND = '/tests/test.sh > /logs/verifier/test-stdout.txt 2>&1';

/**
 * `/tests` as an archive; a step's tests go in after the task's (a same-named file is the step's).
 * With `resetLogs`, it first replaces /logs/verifier and /tests by empty files, then by folders:
 * the engine's extraction removes a path whose type differs from the entry's, so whatever the
 * agent left there is gone — done by the engine, not by a tool of the container.
 */
async function testsArchive(task, options = {}) {
    return (0,environment_archive/* buildArchive */.h$)(async (pack) => {
        if (options.resetLogs) {
            (0,environment_archive/* addDirectory */.HQ)(pack, 'logs', 0o755);
            (0,environment_archive/* addFile */.sM)(pack, 'logs/verifier', '');
            (0,environment_archive/* addDirectory */.HQ)(pack, 'logs/verifier', 0o777);
            (0,environment_archive/* addFile */.sM)(pack, 'tests', '');
        }
        for (const dir of task.testsDirs)
            await (0,environment_archive/* packDirectory */.jG)(pack, dir, 'tests', 0o755, verifierReadable);
    });
}
/**
 * What a verifier's own environment gets before it starts, in one copy (each copy costs the engine
 * a process of its own): the log folders and the tests.
 */
async function verifierEnvironmentArchive(task) {
    return (0,environment_archive/* buildArchive */.h$)(async (pack) => {
        (0,environment_archive/* addDirectory */.HQ)(pack, 'logs', 0o755);
        for (const sub of ['verifier', 'artifacts'])
            (0,environment_archive/* addDirectory */.HQ)(pack, `logs/${sub}`, 0o777);
        for (const dir of task.testsDirs)
            await (0,environment_archive/* packDirectory */.jG)(pack, dir, 'tests', 0o755, verifierReadable);
    });
}
/**
 * `/logs/<folder>` → the attempt's folder (see attempt-files.ts) for the folders named, within the
 * attempt's copy budget. The verifier's logs come first, in a copy of their own: what the agent
 * left in /logs/agent cannot use up the budget before them (the engine's tar is in name order).
 * Answers the reward files that were there but not regular
 * files (a link, a fifo): never copied, so a reward the verifier wrote through one would be lost
 * and the other file read alone — the caller fails the attempt instead (readRewardFiles).
 */
async function copyLogsOut(spec, environment, folders) {
    // Outside runAttempt (no steps to share it with), the copy has a budget of its own.
    const budget = spec.copyBudget ?? new CopyBudget(spec.copyCapBytes);
    const oddRewards = [];
    const copy = async (path, only) => (0,environment_archive/* extractArchive */.Qh)(await environment.copyOut(path), {
        capBytesPerFile: spec.logCapBytes,
        secrets: spec.secrets,
        // `/logs` comes as `logs/…`, `/logs/verifier` as `verifier/…`.
        destination: (name) => {
            const relative = logCopyPath(containerPath(path, name), only);
            return relative === null ? null : (0,external_node_path_.join)(spec.attemptDir, relative);
        },
        copyCap: { budget, pathOf: (name) => containerPath(path, name), required: isRewardFile },
        onSkippedType: (name, type) => {
            const at = containerPath(path, name);
            if (isRewardFile(at))
                oddRewards.push(`${at} is a ${type === 'symlink' ? 'symbolic link' : type}`);
        },
    });
    if (folders.includes('verifier'))
        await copy('/logs/verifier', ['verifier']);
    const others = folders.filter((folder) => folder !== 'verifier');
    if (others.length > 0)
        await copy('/logs', others);
    return oddRewards;
}
/** The container path of an entry in the archive of `copied` (named from its last component). */
function containerPath(copied, entryName) {
    return external_node_path_.posix.join(external_node_path_.posix.dirname(copied), entryName);
}
/** The reward; none when a reward file was not a regular file (copyLogsOut names them). */
async function readRewardFiles(attemptDir, oddRewards = []) {
    if (oddRewards.length > 0)
        return {
            ok: false,
            reason: `${oddRewards.join('; ')}, not a file: a reward must be a regular file the verifier wrote`,
        };
    const read = (name) => (0,promises_.readFile)((0,external_node_path_.join)(attemptDir, 'verifier', name), 'utf8').catch(() => null);
    return readReward(await read('reward.json'), await read('reward.txt'));
}
/** /tests as the verifier user needs it, whatever the modes in the task folder: readable, test.sh runnable. */
function verifierReadable(name, mode, directory) {
    if (directory || name === 'tests/test.sh' || (mode & 0o111) !== 0)
        return mode | 0o555;
    return mode | 0o444;
}

;// CONCATENATED MODULE: ./src/run/trust-boundary.ts
// The verifier's trust boundary, stated once. Pure: the caller hands in the task's files and the
// pristine image's answers about paths.
//
// The agent controls everything in its environment, so the verifier relies on nothing there but
// its subject — and only as data:
// - Its programs, libraries and configuration come from the task's image as built: the verifier
//   runs in an environment of its own, started from the image's untouched layers. Nothing the agent
//   wrote, deleted, shadowed or configured outside the subject exists there, whatever its name,
//   filesystem, size or form; the image's HEALTHCHECK does not run in it.
// - Its reward is read from that environment's /logs/verifier, which no process of the agent's can
//   reach (another mount and process namespace): only the verifier's own processes write it.
// - Its subject is copied in at the same paths: the working directory, the task's declared
//   `artifacts`, /logs/artifacts, and the absolute paths its tests name where the image has
//   nothing (of an image file it names, only a deletion or a change of mode or owner that kept the
//   content). The copy is bounded in bytes and time; an agent that makes it fail made its attempt
//   unverifiable: `failed`. A link the agent left that leads into what the verifier supplies
//   (/tests, /logs/verifier) or into another subject path is removed after the copy: the agent's
//   data may not alias the verifier's own files or the test's other paths. In a home folder, the
//   dot-entries (per-user configuration and toolchains that tools read on their own) stay the image's.
// - /etc/hosts and /etc/resolv.conf are the verifier's own (verifier-etc.ts), not the agent's.
// - Shared mode joins the agent environment's network, so a service the agent left running
//   answers the test (Harbor's behaviour, no declaration needed); separate mode does not.
//
// What no mechanism protects: the subject is the agent's. A test that runs or imports code from
// it (a program in the working directory, a module the test imports from there, a server it
// queries) runs the agent's code, and a tool the test points at the subject reads the agent's
// files there (a `git` run in the workdir reads its .git/config). Python is told not to look in the
// working or script folder on its own (PYTHONSAFEPATH), and no user site is read.


/** Defaults of every verifier environment: Python finds no module of the subject on its own. */
const VERIFIER_PYTHON_ENV = {
    PYTHONSAFEPATH: '1',
    PYTHONNOUSERSITE: '1',
};
/** What the verifier reads that the agent never supplies. */
const VERIFIER_INPUTS = ['/tests', '/logs/verifier'];
/** Kernel and engine filesystems: never copied. */
const NOT_FILES = /^\/(proc|sys|dev|run)(\/|$)/;
/**
 * A workdir that is (or holds) where the system keeps its programs and configuration is no
 * subject: copying it would bring the agent's toolchain with it. Its files reach the verifier
 * only as the paths the tests name.
 */
const SYSTEM_FOLDER = /^\/(usr(\/local)?|bin|sbin|lib(32|64|x32)?|etc|opt|var|boot)$/;
/** Absolute paths written in a test's text, as its author wrote them (not a shell's expansion). */
function pathsNamedIn(text) {
    const found = new Set();
    for (const match of text.matchAll(/(?<![\w.~$/@:-])\/[A-Za-z0-9._+@-][A-Za-z0-9._+@/-]*/g)) {
        // Followed by an expansion (`notes-$(date …)`, `out/*.txt`): the test names a thing in that
        // folder whose name it computes, so the folder is what it reads.
        const computed = /^[$*?[{`]/.test(text.slice(match.index + match[0].length));
        const literal = computed ? match[0].slice(0, match[0].lastIndexOf('/')) : match[0];
        const path = external_node_path_.posix.normalize(literal || '/').replace(/\/+$/, '');
        if (path.length > 1 && !path.startsWith('/..'))
            found.add(path);
    }
    return [...found];
}
/**
 * The sh script that asks the verifier's own pristine environment what it holds at each path, one
 * `KIND PATH` line each. A shared object counts as a program: code the verifier's tools load.
 */
function probeScript(paths) {
    const quoted = paths.map(shell_line/* quoteWord */.XW).join(' ');
    return `for p in ${quoted}; do
  if [ -d "$p" ] && [ ! -L "$p" ]; then echo "dir $p"
  elif [ -e "$p" ] || [ -L "$p" ]; then
    case "$p" in *.so|*.so.*) echo "program $p"; continue ;; esac
    if [ -x "$p" ]; then echo "program $p"; else echo "file $p"; fi
  else echo "none $p"; fi
done`;
}
function parseProbe(output) {
    const kinds = new Map();
    for (const line of output.split('\n')) {
        const match = /^(dir|program|file|none) (\/.*)$/.exec(line);
        if (match)
            kinds.set(match[2], match[1]);
    }
    return kinds;
}
/**
 * The paths copied from the agent into the verifier. Declared ones and the workdir are the task's
 * word; a named path counts only where the image has nothing: what the image holds at a path the
 * test names (a tool, a file it sources, a configuration) is the image's, and reaches the verifier
 * from the agent only when declared. Nested paths collapse into their parent.
 */
function subjectPaths(input) {
    const chosen = [
        ...(input.workdir && !isSystemFolder(input.workdir) ? [input.workdir] : []),
        ...input.declared,
        '/logs/artifacts',
        ...[...input.named].filter(([, kind]) => kind === 'none').map(([path]) => path),
    ]
        .map((path) => external_node_path_.posix.normalize(path))
        .filter((path) => path !== '/' && !NOT_FILES.test(path) && !overlapsInputs(path));
    const sorted = [...new Set(chosen)].sort();
    return sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(`${other}/`)));
}
/** The engine's own files in an environment: never the agent's, never deleted. */
const ENGINE_FILES = /^\/etc\/(hosts|hostname|resolv\.conf)$/;
/**
 * Named paths the image has: the agent's deletion of one, or a change of its mode or owner that
 * kept its content, is carried to the verifier (neither brings in code); what the agent wrote
 * there never is.
 */
function deletablePaths(named, subject) {
    return [...named]
        .filter(([, kind]) => kind !== 'none')
        .map(([path]) => external_node_path_.posix.normalize(path))
        .filter((path) => path !== '/' &&
        !NOT_FILES.test(path) &&
        !ENGINE_FILES.test(path) &&
        !overlapsInputs(path) &&
        !/^\/logs(\/|$)/.test(path) &&
        !subject.some((s) => path === s || path.startsWith(`${s}/`) || s.startsWith(`${path}/`)));
}
function isSystemFolder(path) {
    const normal = external_node_path_.posix.normalize(path).replace(/\/+$/, '') || '/';
    return normal === '/' || SYSTEM_FOLDER.test(normal);
}
function overlapsInputs(path) {
    return VERIFIER_INPUTS.some((input) => path === input || path.startsWith(`${input}/`) || input.startsWith(`${path}/`));
}
/**
 * A declared artifact that is, holds or sits in /tests or /logs/verifier would bring the agent's
 * files in among the tests or a pre-written reward: the task's mistake, named.
 */
function declaredOverlap(declared) {
    for (const source of declared) {
        const input = VERIFIER_INPUTS.find((i) => source === '/' || source === i || source.startsWith(`${i}/`) || i.startsWith(`${source}/`));
        if (input)
            return `artifact ${source} overlaps the verifier's ${input}, which never comes from the agent; declare a path outside it`;
    }
    return null;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/run/verifier-etc.ts
// /etc/hosts and /etc/resolv.conf of a verifier beside the agent. Joined to the agent's network,
// an engine gives it the agent environment's own two files, which the agent may have rewritten
// (localhost sent elsewhere, a nameserver of its own): the verifier gets fresh ones instead, from
// the host.
//
// The files are named by their content in one folder per user, never removed: a process killed by
// a signal (no exit handler runs) leaves nothing new behind, and the folder holds one file per
// distinct content, a few hundred bytes. The folder is used only when it is the user's own and
// closed to others, since the engine mounts what is in it into every verifier.




const HOSTS = '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n';
/** Nameservers on the host's loopback mean nothing inside an environment (as the engine does). */
function verifierResolvConf(hostResolvConf) {
    const lines = hostResolvConf
        .split('\n')
        .filter((line) => !/^\s*nameserver\s+(127\.|::1\s*$)/.test(line))
        .filter((line) => /^\s*(nameserver|search|domain|options)\s/.test(line));
    return lines.some((line) => /^\s*nameserver\s/.test(line)) ? `${lines.join('\n')}\n` : null;
}
/** On a network of its own (compose sidecars), names resolve through the engine's DNS there. */
const ENGINE_DNS = 'nameserver 127.0.0.11\noptions ndots:0\n';
const written = new Map();
/** `group`: the agent's environment is on its service group's network (a compose task). */
function verifierEtcMounts(network) {
    const known = written.get(network);
    if (known)
        return known;
    const dir = etcFolder();
    const mounts = [{ hostPath: contentFile(dir, 'hosts', HOSTS), path: '/etc/hosts', readOnly: true }];
    const resolv = network === 'group' ? ENGINE_DNS : verifierResolvConf(hostResolvConf());
    if (resolv)
        mounts.push({ hostPath: contentFile(dir, 'resolv', resolv), path: '/etc/resolv.conf', readOnly: true });
    written.set(network, mounts);
    return mounts;
}
/** `<tmp>/helios-verifier-etc-<uid>`, made if missing; refused unless a folder of ours that only we can write. */
function etcFolder(root = (0,external_node_os_.tmpdir)(), uid = process.getuid?.() ?? 0) {
    const dir = (0,external_node_path_.join)(root, `helios-verifier-etc-${uid}`);
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    const stat = (0,external_node_fs_.lstatSync)(dir);
    if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0) {
        throw new Error(`${dir} is not a folder of this user's that only it can write: remove it (helios keeps the verifier's /etc/hosts there)`);
    }
    return dir;
}
/**
 * `<dir>/<kind>-<sha256 prefix>`, written when missing or not what it should be. Written beside
 * and renamed into place, so a process reading it never sees half a file.
 */
function contentFile(dir, kind, content) {
    const file = (0,external_node_path_.join)(dir, `${kind}-${(0,external_node_crypto_.createHash)('sha256').update(content).digest('hex').slice(0, 16)}`);
    if (readOrNull(file) === content)
        return file;
    const partial = `${file}.${process.pid}.partial`;
    (0,external_node_fs_.writeFileSync)(partial, content, { mode: 0o644 });
    (0,external_node_fs_.renameSync)(partial, file);
    return file;
}
function readOrNull(file) {
    try {
        return (0,external_node_fs_.lstatSync)(file).isFile() ? (0,external_node_fs_.readFileSync)(file, 'utf8') : null;
    }
    catch {
        return null;
    }
}
/** No host file to start from: the agent environment's stays (its nameservers, not its code). */
function hostResolvConf() {
    try {
        return (0,external_node_fs_.readFileSync)('/etc/resolv.conf', 'utf8');
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/run/listening-ports.ts

/** Prints both tables; a missing one (no IPv6) is no error. */
const COMMAND = ['sh', '-c', 'cat /proc/net/tcp /proc/net/tcp6 2>/dev/null; true'];
/** `st` 0A is TCP_LISTEN. */
const LISTEN = '0A';
/** Listening ports in ascending order, once each; lines that are not table rows are skipped. */
function parseListeningPorts(tables) {
    const ports = new Set();
    for (const line of tables.split('\n')) {
        const fields = line.trim().split(/\s+/);
        // sl local_address rem_address st …: `local_address` is HEXIP:HEXPORT.
        if (fields.length < 4 || !/^\d+:$/.test(fields[0]) || fields[3] !== LISTEN)
            continue;
        const port = Number.parseInt(fields[1].split(':').pop() ?? '', 16);
        if (Number.isInteger(port) && port > 0 && port < 65536)
            ports.add(port);
    }
    return [...ports].sort((a, b) => a - b);
}
/** Never throws and never waits long: what it cannot learn in 10 s is an empty list. */
async function listeningPorts(environment) {
    const stdout = new streams/* TailBuffer */.vX(1024 * 1024);
    const outcome = await environment
        .exec({ cmd: COMMAND, user: 'root', workdir: '/', stdout, timeoutMs: 10_000 })
        .catch(() => null);
    return outcome?.exitCode === 0 ? parseListeningPorts(stdout.text()) : [];
}
/** Ports the agent left listening that the verifier's fresh environment does not listen on itself. */
function portsLeftByAgent(agent, verifier) {
    return agent.filter((port) => !verifier.includes(port));
}

// EXTERNAL MODULE: ./src/run/display/start-script.ts
var start_script = __webpack_require__(7858);
// EXTERNAL MODULE: ./src/run/display/tools-bundle.ts
var tools_bundle = __webpack_require__(98184);
;// CONCATENATED MODULE: ./src/run/display/bundle-mount.ts


/** The bundle, read-only, for a GUI attempt whose image lacks a display tool; null otherwise. */
async function displayBundleMount(spec, image) {
    if (!spec.task.config.environment.display || !spec.displayBundle)
        return null;
    const hostPath = await spec.displayBundle(image);
    return hostPath ? { hostPath, path: tools_bundle/* DISPLAY_BUNDLE_MOUNT */.aM, readOnly: true } : null;
}
/** Links the bundle's tools the environment's image lacks; a failure leaves the image as it is. */
async function linkDisplayBundle(environment) {
    await environment.exec({
        cmd: ['sh', '-c', (0,start_script/* linkBundleScript */.aN)(tools_bundle/* DISPLAY_BUNDLE_MOUNT */.aM)],
        user: 'root',
        timeoutMs: 30_000,
    });
}

;// CONCATENATED MODULE: ./src/run/verifier-environment.ts
// The verifier in an environment of its own, started from the pristine image (trust-boundary.ts):
// - separate mode (Harbor 1.4's `environment_mode = "separate"`): the agent's environment is
//   stopped; the verifier's image, its own network, the declared artifacts only;
// - shared mode where the provider can (`verifierBeside`): the agent's environment keeps running
//   with whatever the agent left (a server the test queries answers), the verifier joins its
//   network, and the subject — workdir, declared artifacts, paths the tests name — is copied in.













async function prepareBeside(spec, agent) {
    const image = await spec.image();
    if (!image.ok)
        throw new Error(`verifier image: ${image.reason}`);
    spec.signal?.throwIfAborted();
    const root = (await agent.rootfs?.()) ?? null;
    const displayBundle = await displayBundleMount(spec, image.image);
    const mounts = [
        ...(root ? [{ hostPath: root.hostPath, path: AGENT_ROOT_MOUNT, readOnly: true }] : []),
        ...(displayBundle ? [displayBundle] : []),
        ...(spec.provider.capabilities.mounts ? verifierEtcMounts(spec.task.compose ? 'group' : 'default') : []),
    ];
    const network = { kind: 'beside', environment: agent };
    const environment = await createVerifierEnvironment(spec, image.image, network, agent, mounts);
    try {
        await startVerifierEnvironment(environment, spec);
        // The agent's display is reachable from beside it: its tools must be too.
        if (displayBundle)
            await linkDisplayBundle(environment);
        const paths = await namedPaths(spec.task.testsDirs);
        const named = paths.length > 0 ? await probe(environment, paths) : new Map();
        return { environment, named, agentRoot: root ? { mounts: root.mounts } : null };
    }
    catch (error) {
        await discardVerifier(spec, environment);
        throw await (0,stopped/* exitedInstead */._j)(environment, VERIFIER_ENVIRONMENT, error);
    }
}
/** A ready verifier that will not be used (the agent phase failed, or restarted its environment). */
async function discardReady(spec, ready) {
    const verifier = await ready.catch(() => null);
    if (verifier)
        await discardVerifier(spec, verifier.environment);
}
async function discardVerifier(spec, environment) {
    await environment.remove();
    spec.tracker.delete(environment);
}
async function runVerifierEnvironment(spec, state, agent, agentWindow, placement, ready = null) {
    const started = Date.now();
    const { facts } = state;
    const workdir = spec.task.config.environment.workdir ?? (await agent.workdir());
    const declared = spec.task.config.collectedPaths.map((a) => external_node_path_.posix.resolve(workdir, a.source));
    state.isolation = placement;
    let agentPorts = [];
    if (placement === 'separate') {
        agentPorts = await listeningPorts(agent);
        // Stopped, not removed: its files are still there to copy from. The agent's logs come out
        // first, so they are kept even when the verifier's image cannot be had.
        await agent.kill().catch(() => undefined);
        await copyLogsOut(spec, agent, ['agent', 'artifacts']);
    }
    const overlap = declaredOverlap(declared);
    if (overlap) {
        if (ready)
            await discardReady(spec, ready);
        throw new Error(overlap);
    }
    const opened = await (ready ?? openVerifier(spec, placement, agent));
    const { environment: verifier } = opened;
    // Beside, the agent's environment still holds its logs (separate mode copied them above): they
    // come out while the verifier works, and its removal overlaps the end of that copy.
    let oddRewards;
    const agentLogs = placement === 'beside' ? copyLogsOut(spec, agent, ['agent', 'artifacts']) : Promise.resolve();
    agentLogs.catch(() => undefined);
    try {
        // The image's own services listen in the verifier's environment too: only the others were the agent's.
        if (agentPorts.length > 0)
            facts.serversStopped = portsLeftByAgent(agentPorts, await listeningPorts(verifier));
        const pair = {
            agent,
            verifier,
            workdir,
            declared,
            placement,
            named: opened.named,
            agentRoot: opened.agentRoot,
        };
        const run = await verify(spec, state, pair).catch(async (error) => {
            throw await (0,stopped/* exitedInstead */._j)(verifier, VERIFIER_ENVIRONMENT, error);
        });
        state.exitCodes.verifier = run.exitCode;
        facts.verifierTimedOut = run.timedOut;
        if (run.timedOut)
            await verifier.kill().catch(() => undefined);
        oddRewards = await copyLogsOut(spec, verifier, ['verifier']);
    }
    finally {
        await Promise.all([discardVerifier(spec, verifier), agentLogs.catch(() => undefined)]);
    }
    await agentLogs;
    state.timings.verifier_sec = Math.round(Date.now() - started) / 1000;
    facts.oomKilled ||= spec.oomWatcher?.sawOom(agent.id, agentWindow.from, agentWindow.to) ?? false;
    facts.reward = await readRewardFiles(spec.attemptDir, oddRewards);
}
/** Separate mode's verifier (its own image and network), or a beside one not made ready before. */
async function openVerifier(spec, placement, agent) {
    if (placement === 'beside')
        return prepareBeside(spec, agent);
    const image = await (spec.verifierImage ?? spec.image)();
    if (!image.ok)
        throw new Error(`verifier image: ${image.reason}`);
    spec.signal?.throwIfAborted();
    const environment = await createVerifierEnvironment(spec, image.image, separateNetwork(spec), agent);
    try {
        await startVerifierEnvironment(environment, spec);
        return { environment, named: new Map(), agentRoot: null };
    }
    catch (error) {
        await discardVerifier(spec, environment);
        throw await (0,stopped/* exitedInstead */._j)(environment, VERIFIER_ENVIRONMENT, error);
    }
}
const VERIFIER_ENVIRONMENT = 'the verifier environment';
function separateNetwork(spec) {
    const limits = spec.task.config.verifier.environment ?? spec.task.config.environment;
    return { kind: limits.networkMode === 'no-network' ? 'none' : 'default' };
}
/** The subject in, then the tests run: a fault here may be the verifier image's, which exitedInstead tells. */
async function verify(spec, state, pair) {
    const subject = subjectPaths({
        workdir: pair.placement === 'beside' ? pair.workdir : null,
        declared: pair.declared,
        named: pair.named,
    });
    state.subject = subject;
    await copySubject(spec, pair, subject);
    const separateEnv = spec.task.config.verifier.environment;
    return pair.verifier.exec({
        cmd: ['bash', '-c', VERIFIER_COMMAND],
        user: spec.task.config.verifier.user,
        env: spec.env.verifier,
        workdir: pair.placement === 'separate' ? separateEnv?.workdir : pair.workdir,
        timeoutMs: state.facts.verifierTimeoutSec * 1000,
    });
}
/** Absolute paths in the task's test files (text files up to 1 MiB each). */
async function namedPaths(testsDirs) {
    const found = new Set();
    for (const root of testsDirs) {
        for (const entry of await (0,promises_.readdir)(root, { withFileTypes: true, recursive: true }).catch(() => [])) {
            if (!entry.isFile())
                continue;
            const content = await (0,promises_.readFile)((0,external_node_path_.join)(entry.parentPath, entry.name)).catch(() => null);
            if (!content || content.length > 1024 * 1024 || content.includes(0))
                continue;
            for (const path of pathsNamedIn(content.toString('utf8')))
                found.add(path);
        }
    }
    return [...found].slice(0, 2000);
}
/** What the pristine image holds at each path, asked of the verifier environment itself. */
async function probe(verifier, paths) {
    const stdout = new streams/* TailBuffer */.vX(4 * 1024 * 1024);
    const outcome = await verifier.exec({
        cmd: ['sh', '-c', probeScript(paths)],
        user: 'root',
        workdir: '/',
        stdout,
    });
    if (outcome.exitCode !== 0)
        throw new Error(`the verifier image could not list the paths its tests name (exit ${outcome.exitCode})`);
    return parseProbe(stdout.text());
}
/** Each subject path recreated at its place; one the agent never made is skipped. */
async function copySubject(spec, pair, subject) {
    const budget = {
        bytes: spec.subjectCapBytes,
        cap: spec.subjectCapBytes,
        deadline: Date.now() + verifierTimeoutMs(spec),
    };
    // From the agent's mounted root where the path is in it; through the engine's archives otherwise.
    const mounts = pair.agentRoot?.mounts ?? [];
    const inMount = (path) => mounts.some((m) => path === m || path.startsWith(`${m}/`) || m.startsWith(`${path}/`));
    const fromRoot = pair.agentRoot ? subject.filter((path) => !inMount(path)) : [];
    const archived = subject.filter((path) => !fromRoot.includes(path));
    const deletable = pair.agentRoot ? deletablePaths(pair.named, subject).filter((path) => !inMount(path)) : [];
    // With nothing to archive, the links are checked in the same exec as the copy.
    await copyFromRoot(pair.verifier, fromRoot, budget, deletable, archived.length === 0 ? subject : []);
    const parents = [...new Set(archived.map((source) => (0,external_node_path_.dirname)(source)))];
    // The agent's version replaces the image's whole (its deletions included), as from the root.
    if (archived.length > 0)
        await pair.verifier.exec({ cmd: ['rm', '-rf', '--', ...archived], user: 'root', workdir: '/' });
    if (parents.length > 0)
        await pair.verifier.exec({ cmd: ['mkdir', '-p', ...parents], user: 'root', workdir: '/' });
    for (const source of archived)
        await copyBounded(pair.agent, pair.verifier, source, budget);
    if (archived.length > 0 || !pair.agentRoot)
        await unaliasLinks(pair.verifier, subject);
}
/** The copy may take as long as the verifier itself may. */
function verifierTimeoutMs(spec) {
    return spec.task.config.verifier.timeoutSec * spec.timeoutMultiplier * 1000;
}
async function createVerifierEnvironment(spec, image, network, agent, mounts = []) {
    const separate = network.kind !== 'beside';
    const env = separate ? spec.task.config.verifier.environment : null;
    const limits = env ?? spec.task.config.environment;
    const environment = await spec.provider.create({
        image,
        env: {
            ...VERIFIER_PYTHON_ENV,
            // Beside: the agent environment's own variables (compose's main service's too), as Harbor's verifier sees them.
            ...(separate
                ? spec.env.verifierEnvironment
                : { ...spec.task.compose?.main.environment, ...spec.env.environment, ...displayEnv(spec) }),
        },
        // Separate: the verifier image's own (the task's workdir may not exist there).
        workdir: separate ? (env?.workdir ?? null) : (spec.task.config.environment.workdir ?? null),
        // Swept with the attempt's by the same labels; the role tells it from the agent's.
        labels: { ...(0,environment_labels/* attemptLabels */.Zc)(spec.runId, spec.task.id, spec.attempt), 'helios.role': 'verifier' },
        limits: { cpus: limits.cpus, memoryMb: limits.memoryMb, pidsLimit: spec.pidsLimit },
        network,
        mounts,
        noImageHealthcheck: true,
        noImageEntrypoint: !separate,
        companionOf: agent,
    });
    spec.tracker.add(environment);
    return environment;
}
/** Beside a GUI attempt's environment: its screen (the X socket is in the network namespace they share). */
function displayEnv(spec) {
    return spec.task.config.environment.display ? { DISPLAY: start_script/* DISPLAY */.Nu } : {};
}
/** Inside the caller's try: an environment that fails to start is still removed. */
async function startVerifierEnvironment(environment, spec) {
    await environment.copyIn(await verifierEnvironmentArchive(spec.task), '/');
    await environment.start(VERIFIER_ENVIRONMENT);
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/run/collected-paths.ts
// After the agent phase, before the verifier (Harbor's order): the task's `[[verifier.collect]]`
// commands, then its declared `artifacts` copied from the container into
// `<attempt>/artifacts/declared/`, with `artifacts/manifest.json` saying what each entry gave (see
// attempt-files.ts). Best-effort: a missing path or a failing hook is recorded, never an attempt
// error. `/logs/artifacts` is always copied with the other logs, to `artifacts/logs/`.






async function runCollectHooks(options) {
    const outcomes = [];
    for (const hook of options.hooks) {
        const main = hook.service === 'main';
        // A sidecar's image may have no bash, and has neither the task's env nor its workdir (as in Harbor).
        const outcome = await containerOf(options, hook.service).exec({
            cmd: main ? ['bash', '-c', hook.command] : ['sh', '-c', hook.command],
            user: hook.user,
            env: main ? options.env : {},
            workdir: main ? options.workdir : null,
            stdout: new streams/* TailBuffer */.vX(1024),
            stderr: new streams/* TailBuffer */.vX(1024),
            timeoutMs: hook.timeoutSec * 1000,
        });
        outcomes.push({
            command: hook.command,
            service: hook.service,
            exit_code: outcome.exitCode,
            timed_out: outcome.timedOut,
        });
    }
    return outcomes;
}
/** Copies each declared artifact out and writes `manifest.json`; returns the manifest. */
async function copyCollectedPaths(options) {
    const manifest = [];
    const taken = new Set();
    for (const spec of options.paths) {
        const source = external_node_path_.posix.resolve(options.workdir, spec.source);
        const destination = spec.destination ?? source.replace(/^\/+/, '');
        const { service } = spec;
        const entry = { source, destination, type: null, status: 'ok', service };
        manifest.push(entry);
        if ([...taken].some((d) => overlaps(d, destination))) {
            Object.assign(entry, { status: 'skipped', reason: 'overlaps an earlier entry (the first one wins)' });
            continue;
        }
        taken.add(destination);
        try {
            const environment = containerOf(options, service);
            const copy = { source, destination, exclude: spec.exclude, service };
            Object.assign(entry, await copyOut(environment, options, copy));
        }
        catch (error) {
            const reason = error instanceof errors/* PathNotFound */.lg ? 'not found in the container' : String(error);
            Object.assign(entry, { status: 'failed', reason });
        }
    }
    if (manifest.length > 0)
        await (0,promises_.writeFile)(options.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
}
/** The task loader checked every name; a missing one here is a bug, reported as the entry's failure. */
function containerOf(options, service) {
    if (service === 'main')
        return options.environment;
    const sidecar = options.sidecars.get(service);
    if (!sidecar)
        throw new Error(`no running service named ${service}`);
    return sidecar;
}
async function copyOut(environment, options, copy) {
    const { source, destination, exclude } = copy;
    const archive = await environment.copyOut(source);
    const base = external_node_path_.posix.basename(source);
    const excluded = exclude.length > 0 ? picomatch_default()([...exclude], { dot: true }) : () => false;
    let type = 'file';
    const skippedBefore = options.budget.skippedFiles;
    // A sidecar's file is named with its service, as in the manifest.
    const where = copy.service === 'main' ? '' : `${copy.service}:`;
    const files = await (0,environment_archive/* extractArchive */.Qh)(archive, {
        capBytesPerFile: options.capBytesPerFile,
        secrets: options.secrets,
        copyCap: { budget: options.budget, pathOf: (name) => where + external_node_path_.posix.join(external_node_path_.posix.dirname(source), name) },
        destination: (name) => {
            // A folder arrives as `<base>/…`, a file as `<base>`.
            if (name === base)
                return (0,external_node_path_.join)(options.outputDir, destination);
            type = 'directory';
            const inner = name.slice(base.length + 1);
            if (inner === '' || excluded(inner))
                return null;
            return (0,external_node_path_.join)(options.outputDir, destination, inner);
        },
    });
    const outcome = { type, files, status: files === 0 ? 'empty' : 'ok' };
    const skipped = options.budget.skippedFiles - skippedBefore;
    if (skipped === 0)
        return outcome;
    const reason = `${skipped} file(s) left out: the attempt's copy cap of ${options.budget.capBytes} bytes was reached`;
    return { ...outcome, skipped_files: skipped, reason };
}
function overlaps(a, b) {
    return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

// EXTERNAL MODULE: ./src/run/display/display.ts + 1 modules
var display_display = __webpack_require__(18591);
;// CONCATENATED MODULE: ./src/run/services.ts






const LABEL_SERVICE = 'helios.service';
const POLL_MS = 250;
/** Longest wait for one service to become ready when its own healthcheck does not bound it. */
const MAX_READY_WAIT_SEC = 600;
/** Lines of each service's output kept in `services/<name>.log`. */
const SAVED_LOG_LINES = 5000;
/**
 * `helios-<run>-<task>-<checksum>-a<attempt>-<random>`: readable in `docker network ls`, and unique
 * even where two jobs of one workflow run (a model matrix: one run id) share a Docker engine, as
 * self-hosted runners may. Cleanup finds it by its labels.
 */
function attemptNetworkName(runId, task, attempt) {
    const name = (0,slug/* slugify */.Yv)(task.name)
        .replace(/[^a-z0-9_.-]+/g, '-')
        .slice(0, 40);
    const unique = (0,external_node_crypto_.randomBytes)(3).toString('hex');
    return `helios-${runId}-${name}-${task.checksum.slice(0, 8)}-a${attempt}-${unique}`;
}
/**
 * Creates the attempt's network and starts every service on it, dependencies first, waiting for
 * each `depends_on` condition; returns when every service is ready (healthy when it has a
 * healthcheck, else running), as `docker compose up --wait` would. On failure the caller still
 * gets the session through `onSession` to remove what was started.
 */
async function startServices(spec, onSession) {
    const compose = spec.task.compose;
    const labels = (0,environment_labels/* attemptLabels */.Zc)(spec.runId, spec.task.id, spec.attempt);
    const noNetwork = spec.task.config.environment.networkMode === 'no-network';
    const network = attemptNetworkName(spec.runId, spec.task, spec.attempt);
    // Internal: services reach each other but nothing outside (a no-network task stays offline).
    const group = await spec.provider.createServiceGroup({ name: network, labels, internal: noNetwork });
    const session = {
        network: group,
        services: new Map(),
        records: new Map(),
    };
    onSession(session);
    for (const service of compose.services) {
        await waitForDependencies(spec, session, service.dependsOn, service.name);
        const outcome = await spec.serviceImage(service);
        if (!outcome.ok)
            throw new Error(`service ${service.name}: ${outcome.reason}`);
        spec.signal?.throwIfAborted();
        const environment = await createService(spec, group, service, outcome.image, labels);
        session.services.set(service.name, environment);
        await environment.start(`service ${service.name}`);
        session.records.set(service.name, {
            ...{ name: service.name, image: outcome.image, started_at: new Date().toISOString() },
            ...{ ready_at: null, health: null, exit_code: null },
        });
    }
    await waitForDependencies(spec, session, compose.main.dependsOn, 'main');
    for (const name of session.services.keys())
        await waitReady(spec, session, name);
    return session;
}
async function createService(spec, group, service, image, labels) {
    const environment = await group.addService({
        name: service.name,
        image,
        command: service.command,
        entrypoint: service.entrypoint,
        env: service.environment,
        workdir: service.workingDir,
        user: service.user,
        healthcheck: service.healthcheck,
        labels: { ...labels, [LABEL_SERVICE]: service.name },
        pidsLimit: spec.pidsLimit,
    });
    spec.tracker.add(environment);
    return environment;
}
async function waitForDependencies(spec, session, dependencies, waiter) {
    for (const { service, condition } of dependencies) {
        if (condition === 'service_healthy')
            await waitReady(spec, session, service, waiter);
        if (condition === 'service_completed_successfully')
            await waitCompleted(spec, session, service, waiter);
    }
}
/** Healthy when the service has a healthcheck (its own or its image's), running otherwise. */
async function waitReady(spec, session, name, waiter) {
    const environment = session.services.get(name);
    const record = session.records.get(name);
    const ready = (health) => {
        if (record && record.ready_at === null)
            Object.assign(record, { ready_at: new Date().toISOString(), health });
        return true;
    };
    await poll(spec, name, async () => {
        const state = await environment.state();
        // An exited container reads as unhealthy: say that it exited, and why.
        if (!state.running) {
            if (state.exitCode === 0 && waiter === undefined && completesBeforeOthers(spec.task, name))
                return ready('completed');
            throw new Error(`service ${name} exited (code ${state.exitCode}) before it was ready${await logTail(environment)}`);
        }
        const health = state.health;
        if (health === 'healthy')
            return ready('healthy');
        if (health === 'unhealthy') {
            const last = state.lastHealthOutput?.trim();
            throw new Error(`service ${name} is unhealthy${last ? `: ${services_oneLine(last)}` : ''}`);
        }
        if (health === 'starting' && (await services_probe(environment, state.healthcheck)))
            return ready('healthy');
        if (health === null && waiter !== undefined && !state.healthcheck)
            throw new Error(`${waiter} waits for service ${name} to be healthy (condition: service_healthy), but ${name} has no healthcheck: add one to the service`);
        return health === null && ready('running');
    });
}
/**
 * Runs the service's health test once ourselves. Docker first runs it one `interval` after the
 * start (30 s by default) and Docker 20.10 has no `start_interval`, so without this every attempt
 * would wait that long; a passing test means what Docker's next passing run would. A failing one
 * changes nothing: Docker's own runs and `retries` still decide `unhealthy`.
 */
async function services_probe(environment, check) {
    const test = check?.test ?? [];
    const cmd = test[0] === 'CMD-SHELL' ? ['/bin/sh', '-c', test[1] ?? ''] : test[0] === 'CMD' ? test.slice(1) : null;
    if (cmd === null || cmd.length === 0)
        return false;
    const timeoutMs = check?.timeoutSec ? check.timeoutSec * 1000 : 30_000;
    const outcome = await environment.exec({ cmd, timeoutMs }).catch(() => null);
    return outcome?.exitCode === 0;
}
async function waitCompleted(spec, session, name, waiter) {
    const environment = session.services.get(name);
    await poll(spec, name, async () => {
        const state = await environment.state();
        if (state.running)
            return false;
        const record = session.records.get(name);
        if (state.exitCode === 0 && record && record.ready_at === null)
            Object.assign(record, { ready_at: new Date().toISOString(), health: 'completed' });
        if (state.exitCode === 0)
            return true;
        throw new Error(`service ${name} exited with code ${state.exitCode}; ${waiter} needs it to complete successfully${await logTail(environment)}`);
    });
}
/** A one-shot service (something waits for it to complete) may be gone by the final check. */
function completesBeforeOthers(task, name) {
    const compose = task.compose;
    return [compose.main, ...compose.services].some((s) => s.dependsOn.some((d) => d.service === name && d.condition === 'service_completed_successfully'));
}
async function poll(spec, name, ready) {
    const check = spec.task.compose.services.find((s) => s.name === name)?.healthcheck;
    const bound = check
        ? check.startPeriodSec + (check.intervalSec + check.timeoutSec) * (check.retries + 1)
        : 0;
    const deadline = Date.now() + Math.min(Math.max(bound + 30, 60), MAX_READY_WAIT_SEC) * 1000;
    while (!(await ready())) {
        spec.signal?.throwIfAborted();
        if (Date.now() > deadline)
            throw new Error(`service ${name} was not ready in time`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
}
async function logTail(environment) {
    const text = await environment.logs(5).catch(() => '');
    return text ? `: ${services_oneLine(text)}` : '';
}
/** Removes the services and the network; keeps each service's output (capped, redacted) first. */
async function removeServices(spec, session) {
    const folder = (0,external_node_path_.join)(spec.attemptDir, 'services');
    // No folder for the logs (a full disk): the services are removed all the same, then it is thrown.
    const failure = await (0,promises_.mkdir)(folder, { recursive: true }).then(() => null, (error) => error);
    for (const [name, service] of session.services) {
        const state = await service.state().catch(() => null);
        const record = session.records.get(name);
        if (record && state && !state.running)
            record.exit_code = state.exitCode;
        if (failure === null)
            await saveLog(service, (0,external_node_path_.join)(folder, `${name}.log`), spec).catch(() => undefined);
        await service.remove();
        spec.tracker.delete(service);
    }
    await session.network.remove();
    if (failure !== null)
        throw failure;
}
/** The service's last lines of output (both streams, in order), redacted. */
async function saveLog(environment, path, spec) {
    await (0,promises_.writeFile)(path, (0,redact/* redactText */.Rd)(await environment.logs(SAVED_LOG_LINES), spec.secrets));
}
function services_oneLine(text) {
    return text.replace(/\s+/g, ' ').trim().slice(-300);
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
// EXTERNAL MODULE: ./src/run/relay/forwarder.ts
var forwarder = __webpack_require__(20705);
// EXTERNAL MODULE: ./src/run/relay/routes.ts
var routes = __webpack_require__(35581);
// EXTERNAL MODULE: ./src/run/environment/owned-temp-dir.ts
var owned_temp_dir = __webpack_require__(50827);
;// CONCATENATED MODULE: ./src/run/relay/host-relay.ts
// The host side of the model relay: an HTTP server per attempt on Unix sockets in a private temp
// folder (one socket per model API), which the attempt's `no-network` container gets read-only.
// Each socket forwards to its one upstream only (plain HTTP in, http or https out, streamed both
// ways); any other host, path or method is answered 403 and nothing is forwarded. It never adds
// or logs a credential: the agent sends its own key, and the log keeps method, path and status.










/** Folders of relays still open: removed on exit, even after a second Ctrl-C (process.exit). */
const liveDirs = new Set();
let exitHookSet = false;
/** Lines kept in the log: a looping agent must not fill the disk. */
const MAX_LOG_LINES = 2000;
async function startModelRelay(options) {
    const dir = await (0,owned_temp_dir/* ownedTempDir */.l1)('relay');
    liveDirs.add(dir);
    if (!exitHookSet) {
        exitHookSet = true;
        process.once('exit', () => {
            for (const left of liveDirs)
                (0,external_node_fs_.rmSync)(left, { recursive: true, force: true });
        });
    }
    const log = [];
    let answered = 0;
    let failure = null;
    const servers = [];
    const ca = options.caFile ? [...external_node_tls_.rootCertificates, (0,external_node_fs_.readFileSync)(options.caFile, 'utf8')] : undefined;
    const note = (route, req, outcome) => {
        if (log.length < MAX_LOG_LINES)
            log.push(`${new Date().toISOString()} ${route.variable} ${req.method} ${pathOnly(req.url)} ${outcome}`);
    };
    const close = async () => {
        await Promise.all(servers.map((server) => closeServer(server)));
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        liveDirs.delete(dir);
        const text = log.length ? `${log.join('\n')}\n` : '';
        await (0,promises_.writeFile)(options.logFile, (0,redact/* redactText */.Rd)(text, options.secrets)).catch(() => null);
    };
    try {
        // Every user may enter: the task's agent user is often not root.
        await (0,promises_.chmod)(dir, 0o755);
        const forwarded = await Promise.all(options.routes.map(async (route, index) => {
            const socket = (0,external_node_path_.join)(dir, `${index}.sock`);
            const server = external_node_http_default().createServer((req, res) => relay(route, req, res, ca, {
                refused: (why) => note(route, req, `403 refused: ${why}`),
                answered: (status) => {
                    answered++;
                    note(route, req, String(status));
                },
                failed: (message) => {
                    failure ??= `could not connect to ${route.upstream.origin}: ${message}`;
                    note(route, req, `unreachable: ${message}`);
                },
            }));
            // CONNECT and Upgrade would tunnel anywhere: refused outright.
            server.on('connect', (_req, client) => client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n'));
            server.on('upgrade', (_req, client) => client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n'));
            servers.push(server);
            await new Promise((resolve, reject) => {
                server.once('error', reject);
                server.listen(socket, resolve);
            });
            await (0,promises_.chmod)(socket, 0o666);
            return {
                variable: route.variable,
                socket: `${forwarder/* RELAY_MOUNT */.QH}/${index}.sock`,
                base: (0,routes/* relayedBaseUrl */.Pg)(route.upstream, '{port}'),
            };
        }));
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, 'routes.json'), JSON.stringify(forwarded), { mode: 0o644 });
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, 'forward.cjs'), forwarder/* FORWARDER_SCRIPT */.nR, { mode: 0o644 });
    }
    catch (error) {
        await close();
        throw error;
    }
    return {
        dir,
        unreachable: () => (answered === 0 ? failure : null),
        close,
    };
}
/** Hop-by-hop headers are the relay's own, never passed on. */
const HOP_BY_HOP = new Set([
    'connection',
    'keep-alive',
    'proxy-authenticate',
    'proxy-authorization',
    'proxy-connection',
    'te',
    'trailer',
    'transfer-encoding',
    'upgrade',
    'host',
]);
function relay(route, req, res, ca, events) {
    const target = routes/* RELAYED_METHODS */.sc.has(req.method ?? '') ? (0,routes/* relayTarget */.Zr)(route.upstream, req.url ?? '') : null;
    if (!target) {
        events.refused(routes/* RELAYED_METHODS */.sc.has(req.method ?? '') ? 'outside the model API' : 'method');
        req.resume();
        res.writeHead(403, { 'content-type': 'text/plain', connection: 'close' });
        res.end(`helios model relay: only ${route.upstream.href} is reachable from this container\n`);
        return;
    }
    const headers = { host: target.host };
    for (const [name, value] of Object.entries(req.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined)
            headers[name] = value;
    const client = target.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default());
    const upstream = client.request(target, { method: req.method, headers, ...(ca ? { ca } : {}) }, (answer) => {
        events.answered(answer.statusCode ?? 0);
        const out = {};
        for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name) && value !== undefined)
                out[name] = value;
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        // Streamed answers (SSE) go on chunk by chunk, as they come.
        res.flushHeaders();
        answer.pipe(res);
        answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
        if (!res.headersSent)
            events.failed(error.message);
        // The agent sees its connection drop, as it would with the server gone.
        res.destroy();
    });
    res.on('close', () => {
        if (!res.writableFinished)
            upstream.destroy();
    });
    req.pipe(upstream);
}
/** The path without its query (a query may carry a key: `?key=`). */
function pathOnly(url) {
    const path = (url ?? '').split('?')[0] ?? '';
    return path.replace(/[^\x21-\x7e]/g, '?').slice(0, 300);
}
function closeServer(server) {
    return new Promise((resolve) => {
        if (!server.listening)
            return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
    });
}

// EXTERNAL MODULE: ./src/run/agents/model-faults.ts
var model_faults = __webpack_require__(16763);
;// CONCATENATED MODULE: ./src/run/relay/fault.ts
// What the relay saw decides an attempt whose model server could never be reached: the CLI only
// sees its local connection drop (and words it its own way, or retries until its timeout), while
// the relay knows the server refused. Pure.

/**
 * The report with a lasting "server unreachable" fault when the relay never got an answer from
 * the model server and failed to connect to it; as it was otherwise, or when the agent already
 * named a lasting fault of its own (a rejected key says more).
 */
function withRelayFault(report, unreachable) {
    if (!unreachable || report?.fatal)
        return report;
    const fatal = (0,model_faults/* unreachableFault */.d5)(`the model relay ${unreachable}`).reason;
    return { trajectory: null, usage: null, ...report, fatal, error: null };
}

;// CONCATENATED MODULE: ./src/run/container-stopped.ts
// The task's container stopping under an attempt: its command ended because a process in it (the
// agent's, a verifier's) killed it, or the kernel's OOM killer took it. Every later call into the
// container then fails its own way (an exec's 126, a 409, a 404); the attempt reports the stop
// instead, with the container's exit code and the engine's own OOM verdict, from whichever call
// meets it first.


/** Not retried: another try meets whatever stopped it again. */
class EnvironmentStopped extends Error {
    phase;
    exitCode;
    oomKilled;
    constructor(phase, exitCode, oomKilled) {
        super(`the environment stopped during ${phase} (exit ${exitCode}${oomKilled ? ', out of memory' : ''})`);
        this.phase = phase;
        this.exitCode = exitCode;
        this.oomKilled = oomKilled;
        this.name = 'EnvironmentStopped';
    }
}
/** 128 + SIGKILL: what every process in a container ends with when the container's command ends. */
const KILLED_EXIT = 137;
/** The engine records the container's stop a moment after the processes in it were killed. */
const SETTLE_MS = 2000;
const SETTLE_POLL_MS = 50;
/** One per attempt's main container, from its start to its removal. */
class ContainerStops {
    environment;
    oomWatcher;
    phases = [];
    known = null;
    ours = false;
    constructor(environment, oomWatcher) {
        this.environment = environment;
        this.oomWatcher = oomWatcher;
        this.enter('setup');
    }
    /** From now on, a stop happens during `phase` (for the reason's wording). */
    enter(phase) {
        this.phases.push({ name: phase, from: Date.now() });
    }
    /** The runner stops the container itself from here on (a separate verifier, a verifier timeout). */
    stopsOnPurpose() {
        this.ours = true;
    }
    /** The fault to report: the stop when the container has stopped (inspected once), else the fault. */
    async explain(fault) {
        if (this.ours || fault instanceof EnvironmentStopped)
            return fault;
        if (this.known)
            return this.known;
        return (0,stopped/* stoppedInstead */.yE)(this.environment, fault, (stopped) => (this.known = this.describe(stopped)));
    }
    /**
     * After a process in the container ended: whether the container stopped under it. A process
     * killed by SIGKILL may be the first sign of a stop the engine has not recorded yet (it ends the
     * exec before the container): then the engine is given a moment to record it.
     */
    async stoppedUnder(exitCode, signal) {
        if (this.ours)
            return null;
        const deadline = Date.now() + SETTLE_MS;
        let stopped = await this.environment.stopped();
        while (!stopped && exitCode === KILLED_EXIT && Date.now() < deadline && !signal?.aborted) {
            await (0,external_node_timers_promises_.setTimeout)(SETTLE_POLL_MS);
            stopped = await this.environment.stopped();
        }
        return stopped ? this.describe(stopped) : null;
    }
    describe(stopped) {
        // The phase it stopped in, by the engine's clock: a later phase's call may be the first to meet it.
        const phase = this.phases.findLast((p) => p.from <= stopped.finishedAt) ?? this.phases[0];
        const oom = stopped.oomKilled ||
            (this.oomWatcher?.sawOom(this.environment.id, phase.from, stopped.finishedAt) ?? false);
        return new EnvironmentStopped(phase.name, stopped.exitCode, oom);
    }
}

;// CONCATENATED MODULE: ./src/run/environment-files.ts
// A `docker_image` task's `environment/` files, staged in the working directory before the agent
// starts, as Harbor does for a prebuilt image (task.environmentFilesDir says when). Owned by root,
// like Harbor's extraction without the host's owners.

async function stageEnvironmentFiles(task, environment) {
    const source = task.environmentFilesDir;
    if (source === null)
        return;
    const workdir = task.config.environment.workdir ?? (await environment.workdir());
    const archive = await (0,environment_archive/* buildArchive */.h$)((pack) => (0,environment_archive/* packDirectory */.jG)(pack, source, ''));
    await environment.copyIn(archive, workdir);
}

;// CONCATENATED MODULE: ./src/trial/prompt.ts
/** Characters of an earlier turn's prompt and answer kept as context. */
const EARLIER_KEEP = 4000;
function composePrompt(input) {
    const parts = [];
    if (input.earlier && input.earlier.length > 0) {
        const turns = input.earlier.map((turn, i) => `--- Your turn ${i + 1} was asked:\n${cut(turn.prompt)}\n--- and you answered:\n${cut(turn.answer ?? '(no answer recorded)')}`);
        parts.push(`Earlier turns of this session (the files you changed are still there):\n${turns.join('\n')}`);
    }
    for (const message of input.inbox)
        parts.push(`Message from ${message.from}:\n${message.content}`);
    parts.push(input.prompt ?? input.instruction);
    return parts.join('\n\n');
}
function cut(text) {
    return text.length <= EARLIER_KEEP
        ? text
        : `${text.slice(0, EARLIER_KEEP)}\n[… ${text.length - EARLIER_KEEP} characters cut]`;
}

;// CONCATENATED MODULE: ./src/trial/outbox.ts
// What a turn left in the outbox, sorted into messages for the scene's roles and files dropped with
// a reason: pure, over the entries of the outbox folder's archive (links are never followed there).


/** Bytes one outbox file may have; a larger one is dropped, never cut (it would not parse). */
const OUTBOX_FILE_CAP = 64 * 1024;
function sortOutbox(entries, sender, roles) {
    const messages = [];
    const dropped = [];
    for (const entry of entries) {
        const file = external_node_path_.posix.basename(entry.name);
        const parts = external_node_path_.posix.normalize(entry.name).split('/').filter(Boolean);
        if (parts.length <= 1)
            continue; // the folder itself
        if (parts.length > 2) {
            if (entry.type !== 'directory')
                dropped.push({ file: parts.slice(1).join('/'), reason: 'not directly in the outbox' });
            continue;
        }
        const drop = (reason) => dropped.push({ file, reason });
        const match = /^(.+)\.json$/.exec(file);
        if (!match)
            drop('not named <recipient>.json');
        else if (!roles.includes(match[1]))
            drop(`"${match[1]}" is not a role of this scene (roles: ${roles.join(', ')})`);
        else if (entry.type !== 'file')
            drop(`not a regular file (${entry.type}): links are never followed`);
        else if (entry.size > OUTBOX_FILE_CAP || entry.content === null)
            drop(`${entry.size} bytes, more than the ${OUTBOX_FILE_CAP} an outbox file may have`);
        else
            messages.push({ from: sender, to: match[1], content: messageText(entry.content) });
    }
    return { messages, dropped };
}
/** BenchFlow's `{"to": …, "content": "…"}`: its content; any other text, as it is. */
function messageText(bytes) {
    const text = bytes.toString('utf8');
    // Not JSON, or no content: delivered as written.
    const content = (0,narrow/* parseJsonRecord */.BH)(text)?.content;
    return typeof content === 'string' ? content : text.trim();
}

;// CONCATENATED MODULE: ./src/run/agent-process-env.ts
// The environment of an in-container agent process: the task's tables, the instruction, the model
// and the host variables it was given by name. Shared by the single-turn attempt and trial turns.


const INSTRUCTION_FILE = '/helios/instruction.md';
/** Instructions larger than this reach the agent only as a file (env strings are limited to 128 KiB). */
const MAX_INSTRUCTION_ENV = 64 * 1024;
const CA_BUNDLE_PATH = '/helios/ca/extra-ca.pem';
/** The in-container agent's environment: task tables, the instruction, the model, named host variables. */
function agentProcessEnv(spec) {
    const instruction = spec.task.instruction;
    return {
        ...spec.agent.env(spec.task),
        ...(spec.agent.needsSolution ? spec.env.solution : {}),
        ...spec.prepared?.env,
        ...(spec.caBundle ? { NODE_EXTRA_CA_CERTS: CA_BUNDLE_PATH, npm_config_cafile: CA_BUNDLE_PATH } : {}),
        HELIOS_INSTRUCTION_FILE: INSTRUCTION_FILE,
        // 1-based: lets an agent of your own seed or vary per attempt.
        HELIOS_ATTEMPT: String(spec.attempt),
        ...(Buffer.byteLength(instruction) <= MAX_INSTRUCTION_ENV ? { HELIOS_INSTRUCTION: instruction } : {}),
        ...(spec.model ? { HELIOS_MODEL: spec.model } : {}),
        ...spec.agentPlainEnv,
        ...spec.agentHostEnv,
    };
}
/**
 * The agent's command in the environment as the task's agent user, its output in `dir`'s
 * stdout.txt and stderr.txt (capped, redacted). A full output disk is thrown: the attempt's logs
 * would be lost.
 */
async function execAgentCommand(spec, environment, command, dir, timeoutMs) {
    const stdout = new streams/* LogFileSink */.ug((0,external_node_path_.join)(dir, 'stdout.txt'), spec.logCapBytes, spec.secrets);
    const stderr = new streams/* LogFileSink */.ug((0,external_node_path_.join)(dir, 'stderr.txt'), spec.logCapBytes, spec.secrets);
    let outcome;
    try {
        outcome = await environment.exec({
            cmd: command,
            user: spec.task.config.agent.user,
            env: agentProcessEnv(spec),
            workdir: spec.task.config.environment.workdir,
            stdout,
            stderr,
            timeoutMs,
        });
    }
    finally {
        await Promise.all([(0,streams/* endWritable */.KD)(stdout), (0,streams/* endWritable */.KD)(stderr)]);
    }
    const failure = stdout.failure ?? stderr.failure;
    if (failure)
        throw failure;
    return outcome;
}

;// CONCATENATED MODULE: ./src/run/one-shot-session.ts
// A session for agents that keep none (installed one-shot CLIs, command agents, host commands):
// each turn is one run of the agent with the turn's prompt as its instruction; the scheduler puts
// the role's earlier turns in that prompt (trial/prompt.ts), so the agent sees what it did.




/** `turnDir(k)`: the host folder of the role's k-th turn (1-based), for its stdout and logs. */
function oneShotSession(spec, environment, turnDir) {
    let turns = 0;
    return {
        prompt: async (turn) => {
            const dir = turnDir(++turns);
            await (0,promises_.mkdir)(dir, { recursive: true });
            const turnSpec = { ...spec, task: { ...spec.task, instruction: turn.text } };
            return spec.agent.runOnHost
                ? hostTurn(turnSpec, environment, dir, turn.timeoutMs, turn.signal)
                : containerTurn(turnSpec, environment, dir, turn.timeoutMs);
        },
        close: async () => undefined,
    };
}
async function hostTurn(spec, environment, dir, timeoutMs, signal) {
    const outcome = await runHostAgent(spec.agent.runOnHost, {
        task: spec.task,
        model: spec.model,
        environment,
        agentDir: dir,
        instruction: spec.task.instruction,
        env: { ...spec.agentPlainEnv, ...spec.agentHostEnv },
        timeoutMs,
        signal,
    });
    await redactFolder(dir, spec.secrets);
    const { exitCode, timedOut, usage, fatal, error } = outcome;
    return { exitCode, timedOut, usage, fatal, error, steps: withPrompt(spec, outcome.trajectory?.steps ?? []) };
}
/** The agent's command in the environment, its instruction file and variable the turn's prompt. */
async function containerTurn(spec, environment, dir, timeoutMs) {
    const command = spec.agent.command(spec.task);
    if (command) {
        await environment.copyIn(await (0,environment_archive/* buildArchive */.h$)((pack) => (0,environment_archive/* addFile */.sM)(pack, INSTRUCTION_FILE.slice(1), spec.task.instruction)), '/');
    }
    const outcome = command ? await execAgentCommand(spec, environment, command, dir, timeoutMs) : null;
    const exitCode = outcome?.exitCode ?? null;
    const timedOut = outcome?.timedOut ?? false;
    const ctx = { agentDir: dir, task: spec.task, model: spec.model, exitCode };
    const report = (spec.agent.collect ? await spec.agent.collect(ctx).catch(() => null) : null) ??
        (await commandReport(spec.agent, spec.task, spec.model, dir));
    return {
        exitCode,
        timedOut,
        usage: report.usage,
        fatal: report.fatal,
        error: report.error ?? null,
        steps: withPrompt(spec, report.trajectory?.steps ?? []),
    };
}
/** A turn's steps start with what it was asked (CLI logs start with the model's first answer). */
function withPrompt(spec, steps) {
    if (steps[0]?.role === 'user')
        return steps;
    const ask = {
        role: 'user',
        text: spec.task.instruction,
        tool_calls: [],
        usage: null,
        timestamp: new Date().toISOString(),
    };
    return [ask, ...steps];
}

// EXTERNAL MODULE: ./src/trial/types.ts
var types = __webpack_require__(46305);
;// CONCATENATED MODULE: ./src/run/outbox-files.ts
// The outbox in the environment: made before a scene of several roles, read and emptied after each
// turn. Read through the engine's archive of the folder, so a link there is an entry, never followed.





/** An empty outbox every user may write to (the sticky bit keeps roles from removing each other's). */
const OUTBOX_RESET = `rm -rf ${types/* OUTBOX_DIR */.e} && mkdir -p ${types/* OUTBOX_DIR */.e} && chmod 1777 ${types/* OUTBOX_DIR */.e}`;
async function resetOutbox(environment) {
    const errors = new streams/* TailBuffer */.vX(2048);
    const outcome = await environment.exec({ cmd: ['sh', '-c', OUTBOX_RESET], user: 'root', stderr: errors });
    if (outcome.exitCode !== 0)
        throw new Error(`preparing ${types/* OUTBOX_DIR */.e} failed (exit ${outcome.exitCode}): ${errors.text().trim()}`);
}
/** What the outbox holds now; none when the agent removed the folder. */
async function readOutbox(environment) {
    try {
        return await (0,environment_archive/* listArchiveEntries */.pf)(await environment.copyOut(types/* OUTBOX_DIR */.e), OUTBOX_FILE_CAP);
    }
    catch (error) {
        if (error instanceof errors/* PathNotFound */.lg)
            return [];
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/run/scenes.ts
// The trial scheduler: a task's scenes in the attempt's one environment. Per scene, each role's
// session is opened at its first turn and kept for its later ones; turns run in order, each within
// its own time and what is left of the scene's; after each turn of a scene of several roles the
// outbox is read, its messages put in front of each recipient's next prompt, and emptied. Between
// scenes the environment restarts: every process ends (whatever its user, however it forked) and
// the files stay, as after an agent's timeout, so nothing of a scene runs in the next. The verifier
// runs once, after the last scene (attempt.ts); a per-scene verifier is not done yet.











/** The folder of a scene's files in the attempt's `agent/`: `scenes/01-<name>`. */
function sceneFolder(index, scene) {
    return (0,external_node_path_.join)('agent', 'scenes', `${String(index + 1).padStart(2, '0')}-${scene.name}`);
}
async function runScenes(spec, environment, trial) {
    const outcome = {
        record: { scenes: [] },
        usage: null,
        exitCode: null,
        timedOut: false,
        fatal: null,
        error: null,
        restarted: false,
    };
    const usages = [];
    for (const [index, scene] of trial.scenes.entries()) {
        spec.signal?.throwIfAborted();
        if (index > 0) {
            await withinSetupTime(trial, `restarting the environment for scene "${scene.name}"`, () => environment.restart());
            outcome.restarted = true;
        }
        const record = await runScene(spec, environment, trial, index, outcome, usages);
        outcome.record.scenes.push(record);
        if (outcome.fatal || outcome.error)
            break;
    }
    outcome.usage = (0,usage/* sumUsage */.Rl)(usages);
    return outcome;
}
async function runScene(spec, environment, trial, index, outcome, usages) {
    const scene = trial.scenes[index];
    if (scene.roles.length > 1)
        await withinSetupTime(trial, `preparing the outbox of scene "${scene.name}"`, () => resetOutbox(environment));
    const roles = new Map(scene.roles.map((role) => {
        const chosen = roleAgent(spec, role.agent, role.model ?? spec.model);
        return [role.name, { ...chosen, session: null, steps: [], usages: [], earlier: [], inbox: [] }];
    }));
    const record = { name: scene.name, turns: [], timed_out: false, trajectories: {} };
    const run = {
        spec,
        environment,
        scene,
        folder: sceneFolder(index, scene),
        roles,
        record,
        outcome,
        usages,
    };
    const sceneLimitMs = (scene.timeoutSec ?? spec.task.config.agent.timeoutSec) * spec.timeoutMultiplier * 1000;
    const deadline = Date.now() + sceneLimitMs;
    const counts = new Map();
    try {
        for (const turn of scene.turns) {
            const left = deadline - Date.now();
            counts.set(turn.role, (counts.get(turn.role) ?? 0) + 1);
            const go = left > 0 && (await runTurn(run, turn, counts.get(turn.role), left));
            if (left <= 0)
                record.timed_out = outcome.timedOut = true;
            if (!go)
                break;
        }
    }
    finally {
        await closeRoles(run);
    }
    return record;
}
/** One turn; false when the scene ends here (a fault, or its time is up). */
async function runTurn(run, turn, count, left) {
    const { spec, environment, scene, roles, record, outcome } = run;
    const role = roles.get(turn.role);
    if (!role.session) {
        const opened = await openSession(spec, environment, role, turn.role, (0,external_node_path_.join)(spec.attemptDir, run.folder, turn.role));
        if (typeof opened === 'string') {
            // It never started (an ACP handshake that failed): the attempt could not run, an error.
            record.turns.push(turnRecordOf(turn.role, null, false, 0));
            outcome.error = `agent failed: role "${turn.role}" of scene "${scene.name}": ${opened}`;
            return false;
        }
        role.session = opened;
    }
    const text = composePrompt({
        instruction: spec.task.instruction,
        prompt: turn.prompt,
        inbox: role.inbox,
        earlier: role.agent.openSession ? null : role.earlier,
    });
    role.inbox = [];
    const turnMs = turn.timeoutSec === null ? left : turn.timeoutSec * spec.timeoutMultiplier * 1000;
    const started = Date.now();
    const result = await promptWithin(role.session, text, Math.min(turnMs, left), spec.signal);
    role.steps.push(turnBoundary(scene.name, count, turn.role), ...result.steps);
    role.usages.push(result.usage);
    run.usages.push(result.usage);
    role.earlier.push({ prompt: turn.prompt ?? spec.task.instruction, answer: lastWords(result.steps) });
    outcome.exitCode = result.exitCode;
    const turnRecord = turnRecordOf(turn.role, result.exitCode, result.timedOut, Date.now() - started);
    record.turns.push(turnRecord);
    if (result.fatal || result.error) {
        outcome.fatal = result.fatal;
        outcome.error = result.fatal ? null : result.error;
        return false;
    }
    if (result.ended) {
        // Its session is gone: the scene's later turns are skipped; the next scene starts afresh.
        turnRecord.ended = result.ended;
        role.steps.push(systemStep(`the session ended: ${result.ended}; the scene's later turns are skipped`));
        return false;
    }
    if (scene.roles.length > 1)
        await deliverOutbox(run, turn.role, turnRecord);
    if (result.timedOut)
        record.timed_out = outcome.timedOut = true;
    return !result.timedOut;
}
/** After a turn: its outbox messages wait in their recipients' inboxes; the outbox is emptied. */
async function deliverOutbox(run, sender, turnRecord) {
    const names = run.scene.roles.map((role) => role.name);
    const sorted = sortOutbox(await readOutbox(run.environment), sender, names);
    await resetOutbox(run.environment);
    for (const message of sorted.messages) {
        run.roles.get(message.to).inbox.push(message);
        turnRecord.outbox_sent.push(message.to);
    }
    turnRecord.outbox_dropped = sorted.dropped;
    run.roles.get(sender).steps.push(...outboxSteps(sorted.messages, sorted.dropped));
}
/** Closes every session of the scene and writes each role's trajectory (also after a fault). */
async function closeRoles({ spec, scene, folder, roles, record }) {
    for (const [name, role] of roles) {
        await role.session?.close().catch(() => undefined);
        if (role.steps.length === 0)
            continue;
        const dir = (0,external_node_path_.join)(spec.attemptDir, folder, name);
        await (0,promises_.mkdir)(dir, { recursive: true });
        const trajectory = {
            schema_version: agents_trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: role.agent.name,
            model: role.model,
            source: role.agent.openSession ? 'native' : 'one-shot turns',
            steps: role.steps,
        };
        const session = [
            spec.runId,
            (0,external_node_path_.basename)((0,external_node_path_.dirname)(spec.attemptDir)),
            (0,external_node_path_.basename)(spec.attemptDir),
            scene.name,
            name,
        ];
        await writeAgentReport(dir, { trajectory, usage: (0,usage/* sumUsage */.Rl)(role.usages), fatal: null }, spec.secrets, {
            sessionId: session.join('/'),
            agentVersion: role.agent.version ?? version/* HELIOS_VERSION */.E,
        });
        record.trajectories[name] = (0,external_node_path_.join)(folder, name, 'trajectory.json');
    }
}
/**
 * The role's agent: the run's unless the role names another (a built-in, an installed CLI, an ACP
 * agent: prepared by the runner with the run's), with the role's own model where it names one.
 */
function roleAgent(spec, agent, model) {
    const name = agent ?? spec.agent.name;
    if (name === spec.agent.name && (model === spec.model || !spec.roleAgent))
        return { agent: spec.agent, model: spec.model, prepared: spec.prepared };
    if (!spec.roleAgent)
        throw new Error(`a role names agent "${name}" but this run cannot start agents other than its own`);
    const prepared = name === spec.agent.name ? spec.prepared : (spec.rolePrepared?.[name] ?? null);
    return { agent: spec.roleAgent(agent, model), model, prepared };
}
async function openSession(spec, environment, role, name, roleDir) {
    await (0,promises_.mkdir)(roleDir, { recursive: true });
    const roleSpec = { ...spec, agent: role.agent, model: role.model, prepared: role.prepared };
    if (!role.agent.openSession)
        return oneShotSession(roleSpec, environment, (turn) => (0,external_node_path_.join)(roleDir, `turn-${turn}`));
    try {
        return await role.agent.openSession({
            task: spec.task,
            model: role.model,
            environment,
            agentDir: roleDir,
            env: { ...spec.agentPlainEnv, ...spec.agentHostEnv },
            role: name,
            preparedEnv: role.prepared?.env ?? {},
        });
    }
    catch (error) {
        return error instanceof Error ? error.message : String(error);
    }
}
/** One turn, stopped when its time is up or the run is interrupted; a thrown fault is the turn's error. */
async function promptWithin(session, text, timeoutMs, signal) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
    }, timeoutMs);
    const unsubscribe = (0,on_abort/* onAbort */.u)(signal, () => controller.abort());
    try {
        const result = await session.prompt({ text, timeoutMs, signal: controller.signal });
        return timedOut ? { ...result, timedOut: true, exitCode: null, error: null } : result;
    }
    catch (error) {
        if (timedOut)
            return { exitCode: null, timedOut: true, steps: [], usage: null, fatal: null, error: null };
        const message = error instanceof Error ? error.message : String(error);
        return {
            exitCode: null,
            timedOut: false,
            steps: [],
            usage: null,
            fatal: null,
            error: `agent failed: ${message}`,
        };
    }
    finally {
        clearTimeout(timer);
        unsubscribe();
    }
}
/** The scene's sandbox work (a restart, the outbox) within `sandbox_setup_timeout`. */
async function withinSetupTime(trial, what, work) {
    if (trial.sandboxSetupTimeoutSec === null)
        return work();
    const limitSec = trial.sandboxSetupTimeoutSec;
    let timer;
    const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took longer than sandbox_setup_timeout (${limitSec} s)`)), limitSec * 1000);
    });
    try {
        return await Promise.race([work(), late]);
    }
    finally {
        clearTimeout(timer);
    }
}
function turnRecordOf(role, exitCode, timedOut, ms) {
    return {
        role,
        exit_code: exitCode,
        timed_out: timedOut,
        duration_sec: Math.round(ms) / 1000,
        outbox_sent: [],
        outbox_dropped: [],
    };
}
function systemStep(text) {
    return { role: 'system', text, tool_calls: [], usage: null, timestamp: new Date().toISOString() };
}
function turnBoundary(scene, count, role) {
    return systemStep(`scene "${scene}": turn ${count} of ${role}`);
}
function outboxSteps(messages, dropped) {
    const step = systemStep;
    return [
        ...messages.map((m) => step(`outbox: message to ${m.to}, delivered before its next turn:\n${m.content}`)),
        ...dropped.map((d) => step(`outbox: ${d.file} dropped: ${d.reason}`)),
    ];
}
/** The agent's last words in a turn: its final text, else the last tool output. */
function lastWords(steps) {
    for (const step of [...steps].reverse()) {
        if (step.role !== 'assistant')
            continue;
        if (step.text)
            return step.text;
        const output = step.tool_calls.at(-1)?.output;
        if (output)
            return output;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/run/attempt.ts
// One attempt, start to finish: container → agent phase → verifier phase → logs out → remove.
// Every fault becomes data (a result with a status and a reason); only the runner decides retries.


































/** Cap per log or copied file; the rest of a longer one is cut, with a note at its end. */
const DEFAULT_LOG_CAP_BYTES = 64 * 1024 * 1024;
/**
 * Cap on all an attempt copies out of its environment (logs, artifacts: see copy-budget.ts), so one
 * attempt cannot fill the runner's disk. Four files at the per-file cap.
 */
const DEFAULT_COPY_CAP_BYTES = 256 * 1024 * 1024;
/**
 * Runs one attempt and removes everything it started. A write fault (a full or read-only output
 * disk: see write-fault.ts) is thrown once the containers are gone: no result could be recorded.
 */
async function runAttempt(spec) {
    const startedAt = new Date();
    const state = initialState(spec);
    let fault = null;
    let thrown = null;
    let environment = null;
    let services = null;
    let stops = null;
    let relay = null;
    // One budget per try of the attempt (a retry starts afresh), shared by its steps.
    const copyBudget = new CopyBudget(spec.copyCapBytes);
    await prepareAttemptDir(spec);
    let phaseStart = Date.now();
    const image = await spec.image();
    state.timings.build_sec = attempt_seconds(phaseStart);
    try {
        if (!image.ok)
            fault = { reason: image.reason, retryable: false };
        else {
            phaseStart = Date.now();
            // Stopped while its image was built: nothing is created for it.
            spec.signal?.throwIfAborted();
            // Known to the clean-up below from their creation on: a failed start or an abort still removes them.
            const session = spec.task.compose
                ? await startServices(servicesSpec(spec), (started) => (services = started))
                : null;
            relay = await startAttemptRelay(spec);
            const displayBundle = await displayBundleMount(spec, image.image);
            const mounts = [relay ? relayMount(relay) : null, displayBundle].filter((m) => m !== null);
            environment = await createContainer(spec, image.image, session, mounts, (created) => (environment = created));
            stops = new ContainerStops(environment, spec.oomWatcher);
            const run = { ...spec, ...(session ? { sidecars: session.services } : {}), copyBudget };
            await stageEnvironmentFiles(spec.task, environment);
            // The screen comes first: a task's healthcheck may check its GUI program is up.
            const display = spec.task.config.environment.display;
            if (display)
                await (0,display_display/* startDisplay */.rg)(environment, display, { bundle: displayBundle?.path ?? null });
            await healthcheckPhase(run, state, environment);
            state.timings.setup_sec = attempt_seconds(phaseStart);
            if (spec.task.steps.length > 0)
                await stepsPhase(run, state, environment, image.image, stops);
            else
                await agentToVerifier(run, state, environment, image.image, stops);
        }
    }
    catch (error) {
        if ((0,write_fault/* writeFaultOf */.$P)(error, spec.attemptDir))
            thrown = error;
        fault = classifyFault(stops ? await stops.explain(error) : error, spec.provider);
        const failedStep = state.steps.steps.at(-1);
        if (failedStep?.status === 'error')
            fault.reason = `step ${failedStep.name}: ${fault.reason}`;
    }
    finally {
        phaseStart = Date.now();
        const failure = await teardown(spec, state, environment, services);
        // What the attempt met first is what it reports (a teardown on a full disk fails too).
        thrown ??= failure;
        if (relay) {
            state.report = withRelayFault(state.report, relay.unreachable());
            await relay.close();
        }
        state.timings.teardown_sec = attempt_seconds(phaseStart);
    }
    if (thrown !== null)
        throw thrown;
    // An installed CLI's log is read after the verifier: a bad key or a failing model API found there is
    // this attempt's error too.
    const agentFault = state.report?.fatal ?? state.report?.error;
    if (!fault && agentFault)
        fault = { reason: agentFault, retryable: false };
    const tests = await verifierTests(spec, state);
    return {
        result: {
            ...attemptResult(spec, state, fault, startedAt, copyBudget.note()),
            ...(tests ? { tests } : {}),
        },
        retryable: fault?.retryable ?? false,
        aborted: spec.signal?.aborted ?? false,
        fatal: state.report?.fatal ?? null,
        agentError: state.report?.fatal ? null : (state.report?.error ?? null),
    };
}
/** Reads the agent's report, then removes the containers whatever that met; returns what it met. */
async function teardown(spec, state, environment, services) {
    let failure = null;
    if (environment) {
        // A multi-step attempt's agent reports were read step by step.
        if (spec.task.steps.length === 0 && !spec.task.config.trial)
            state.report =
                (await collectAgentReport(spec, state).catch((error) => {
                    failure = error;
                    return null;
                })) ?? state.report;
        await environment.remove();
        spec.tracker.delete(environment);
        spec.oomWatcher?.forget(environment.id);
    }
    if (services) {
        await removeServices(servicesSpec(spec), services).catch((error) => (failure ??= error));
        state.services = [...services.records.values()];
    }
    return failure;
}
async function agentToVerifier(spec, state, environment, image, stops) {
    const placement = verifierPlacement(spec);
    // Beside the agent, the verifier's environment is made ready while the agent works.
    let ready = placement === 'beside' ? prepareBeside(spec, environment) : null;
    ready?.catch(() => undefined);
    try {
        stops.enter('the agent phase');
        const window = await agentPhase(spec, state, environment, image, stops);
        if (ready && window.restarted) {
            // A restart gives the agent's environment a new network: the ready verifier is not on it.
            await discardReady(spec, ready);
            ready = prepareBeside(spec, environment);
            ready.catch(() => undefined);
        }
        stops.enter('artifact collection');
        for (const exitCode of await collectPhase(spec, environment)) {
            const stopped = await stops.stoppedUnder(exitCode, spec.signal);
            if (stopped)
                throw stopped;
        }
        if (placement) {
            // The agent's environment is stopped (separate) or left to itself (beside): not watched.
            stops.stopsOnPurpose();
            const handed = ready;
            ready = null;
            await runVerifierEnvironment(spec, state, environment, window, placement, handed);
        }
        else {
            stops.enter('the verifier phase');
            await verifierPhase(spec, state, environment, window);
            // A verifier past its timeout was stopped by us; one killed by SIGKILL may have lost its container.
            if (state.facts.verifierTimedOut)
                stops.stopsOnPurpose();
            const stopped = await stops.stoppedUnder(state.exitCodes.verifier, spec.signal);
            if (stopped)
                throw stopped;
        }
    }
    catch (error) {
        if (state.facts.verifierTimedOut)
            stops.stopsOnPurpose();
        throw await stops.explain(error);
    }
    finally {
        if (ready)
            await discardReady(spec, ready);
    }
}
/**
 * Where the verifier runs: separate mode always in a fresh environment; shared mode beside the
 * agent's where the provider can (trust-boundary.ts), else (or with the guard off) in the agent's
 * own environment, trusting it.
 */
function verifierPlacement(spec) {
    if (spec.task.config.verifier.mode === 'separate')
        return 'separate';
    return spec.verifierGuard && spec.provider.capabilities.verifierBeside ? 'beside' : null;
}
/** `[[steps]]`: each step as a single-step attempt in the same container; totals add up. */
async function stepsPhase(spec, state, environment, image, stops) {
    const phases = {
        newState: initialState,
        run: (stepSpec, stepState) => agentToVerifier(stepSpec, stepState, environment, image, stops),
        finish: async (stepSpec, stepState) => {
            stepState.report = (await collectAgentReport(stepSpec, stepState)) ?? stepState.report;
        },
    };
    try {
        state.rollup = await runSteps(spec, environment, phases, state.steps);
    }
    finally {
        addUpSteps(state, state.steps.states);
    }
}
function addUpSteps(state, steps) {
    for (const step of steps) {
        state.timings.setup_sec = attempt_round(state.timings.setup_sec + step.timings.setup_sec);
        state.timings.agent_sec = attempt_round(state.timings.agent_sec + step.timings.agent_sec);
        state.timings.verifier_sec = attempt_round(state.timings.verifier_sec + step.timings.verifier_sec);
        state.facts.agentTimedOut ||= step.facts.agentTimedOut;
        state.facts.verifierTimedOut ||= step.facts.verifierTimedOut;
        state.facts.oomKilled ||= step.facts.oomKilled;
    }
    const last = steps.at(-1);
    if (!last)
        return;
    state.exitCodes = last.exitCodes;
    state.isolation = last.isolation;
    state.subject = last.subject;
    state.report = {
        trajectory: null,
        usage: (0,usage/* sumUsage */.Rl)(steps.map((s) => s.report?.usage)),
        fatal: steps.find((s) => s.report?.fatal)?.report?.fatal ?? null,
        error: steps.find((s) => s.report?.error)?.report?.error ?? null,
    };
}
function initialState(spec) {
    const { task } = spec;
    return {
        timings: { build_sec: 0, setup_sec: 0, agent_sec: 0, verifier_sec: 0, teardown_sec: 0 },
        facts: {
            agentTimedOut: false,
            agentTimeoutSec: attempt_round(task.config.agent.timeoutSec * spec.timeoutMultiplier),
            agentExitCode: null,
            oomKilled: false,
            memoryMb: task.config.environment.memoryMb,
            environmentRestarted: null,
            verifierTimedOut: false,
            verifierTimeoutSec: attempt_round(task.config.verifier.timeoutSec * spec.timeoutMultiplier),
            reward: null,
        },
        exitCodes: { agent: null, verifier: null },
        report: null,
        isolation: null,
        subject: [],
        steps: { steps: [], states: [] },
        rollup: null,
        healthcheck: null,
        services: [],
        trial: null,
    };
}
async function prepareAttemptDir(spec) {
    await (0,promises_.rm)(spec.attemptDir, { recursive: true, force: true });
    for (const sub of LOG_FOLDERS)
        await (0,promises_.mkdir)((0,external_node_path_.join)(spec.attemptDir, sub), { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(spec.attemptDir, 'config.json'), (0,redact/* redactText */.Rd)(JSON.stringify(attemptConfig(spec), null, 2), spec.secrets));
}
/**
 * The agent runs; after a timeout or a stopped container, a restart ends whatever it left running.
 * Returns when the agent ran, for the OOM watcher.
 */
async function agentPhase(spec, state, environment, image, stops) {
    const { facts } = state;
    const from = Date.now();
    const trial = spec.task.config.trial;
    const scenes = trial ? await runScenes(spec, environment, trial) : null;
    if (scenes)
        state.trial = scenes.record;
    const agentRun = scenes
        ? scenesAsAgentRun(scenes)
        : await runAgentPhase(spec, environment, facts.agentTimeoutSec);
    const to = Date.now();
    state.exitCodes.agent = agentRun?.exitCode ?? null;
    facts.agentExitCode = state.exitCodes.agent;
    facts.agentTimedOut = agentRun?.timedOut ?? false;
    state.report = agentRun?.report ?? null;
    if (agentRun?.error)
        throw new AgentError(agentRun.error);
    if (state.report?.fatal)
        throw new AgentError(state.report.fatal);
    const stopped = await stops.stoppedUnder(state.exitCodes.agent, spec.signal);
    facts.oomKilled = stopped?.oomKilled ?? false;
    if (facts.agentTimedOut || stopped) {
        // Restarting kills every process the agent left (whatever its user, however it forked)
        // while keeping the container's filesystem for the verifier.
        if (stopped && !facts.agentTimedOut) {
            facts.environmentRestarted = `${stopped.message}; restarted for the verifier`;
        }
        await environment.restart();
    }
    state.timings.agent_sec = attempt_seconds(from);
    return { from, to, restarted: facts.agentTimedOut || stopped !== null || (scenes?.restarted ?? false) };
}
/** A trial's scenes, read by the agent phase like one agent run (its usage the sum of every turn's). */
function scenesAsAgentRun(scenes) {
    const { usage, fatal, error } = scenes;
    return {
        exitCode: scenes.exitCode,
        timedOut: scenes.timedOut,
        durationSec: 0,
        error: null,
        report: { trajectory: null, usage, fatal, error },
    };
}
/** The task's healthcheck must pass before the agent starts (the environment is up). */
async function healthcheckPhase(spec, state, environment) {
    const healthcheck = spec.task.config.environment.healthcheck;
    if (healthcheck === null)
        return;
    try {
        const { checks } = await runHealthcheck(environment, healthcheck, {
            env: spec.env.environment,
            workdir: spec.task.config.environment.workdir,
            signal: spec.signal,
        });
        state.healthcheck = { checks, passed: true, detail: null };
    }
    catch (error) {
        if (error instanceof HealthcheckFailed)
            state.healthcheck = {
                checks: error.checks,
                passed: false,
                detail: (0,redact/* redactText */.Rd)(error.detail, spec.secrets),
            };
        throw error;
    }
}
/**
 * `[[verifier.collect]]` hooks, then declared artifacts, out of the container before the verifier.
 * Returns the exit codes of the collect hooks (a SIGKILLed one may be the sign of a stop).
 */
async function collectPhase(spec, environment) {
    const { config } = spec.task;
    if (config.verifier.collect.length === 0 && config.collectedPaths.length === 0)
        return [];
    const options = {
        environment,
        sidecars: spec.sidecars ?? new Map(),
        hooks: config.verifier.collect,
        paths: config.collectedPaths,
        outputDir: (0,external_node_path_.join)(spec.attemptDir, ARTIFACTS.declared),
        manifestFile: (0,external_node_path_.join)(spec.attemptDir, ARTIFACTS.manifest),
        budget: spec.copyBudget ?? new CopyBudget(spec.copyCapBytes),
        workdir: config.environment.workdir ?? (await environment.workdir()),
        env: spec.env.environment,
        capBytesPerFile: spec.logCapBytes,
        secrets: spec.secrets,
    };
    const hooks = await runCollectHooks(options);
    if (hooks.length > 0)
        await (0,promises_.writeFile)((0,external_node_path_.join)(spec.attemptDir, 'collect.json'), `${JSON.stringify(hooks, null, 2)}\n`);
    await copyCollectedPaths(options);
    return hooks.map((hook) => hook.exit_code);
}
async function verifierPhase(spec, state, environment, agentWindow) {
    const { facts } = state;
    const started = Date.now();
    // In the agent's own environment, which the verifier trusts (trust-boundary.ts): one archive
    // through the engine replaces /logs/verifier and /tests, and that is all that is ensured.
    state.isolation = 'in-environment';
    await environment.copyIn(await testsArchive(spec.task, { resetLogs: true }), '/');
    const verifierRun = await runVerifierPhase(spec, environment, facts.verifierTimeoutSec);
    state.exitCodes.verifier = verifierRun.exitCode;
    facts.verifierTimedOut = verifierRun.timedOut;
    // The run does not wait for a verifier that overran: stop it now, then collect what it left.
    if (verifierRun.timedOut)
        await environment.kill().catch(() => undefined);
    const oddRewards = await copyLogsOut(spec, environment, LOG_FOLDERS);
    state.timings.verifier_sec = attempt_seconds(started);
    // By now (a verifier later) the oom event of the agent phase has arrived.
    facts.oomKilled ||= spec.oomWatcher?.sawOom(environment.id, agentWindow.from, agentWindow.to) ?? false;
    facts.reward = await readRewardFiles(spec.attemptDir, oddRewards);
}
function attemptResult(spec, state, fault, startedAt, copyCapped) {
    const { task, agent } = spec;
    // An attempt the agent left unverifiable failed: nothing it does may become an error.
    const verdict = fault
        ? {
            status: fault.agentCaused ? 'failed' : 'error',
            reason: fault.reason,
            noVerdict: fault.agentCaused === true,
            rewards: {},
            reward: 0,
        }
        : (state.rollup ?? decideOutcome(state.facts));
    const finishedAt = new Date();
    return {
        schema_version: attempt_result/* ATTEMPT_RESULT_SCHEMA_VERSION */.FL,
        run_id: spec.runId,
        task_id: task.id,
        task_name: task.name,
        task_checksum: task.checksum,
        attempt: spec.attempt,
        agent: agent.name,
        model: spec.model,
        status: verdict.status,
        reason: verdict.reason === null ? null : (0,redact/* redactText */.Rd)(verdict.reason, spec.secrets),
        rewards: verdict.rewards,
        reward: verdict.reward,
        started_at: startedAt.toISOString(),
        finished_at: finishedAt.toISOString(),
        duration_sec: attempt_round((finishedAt.getTime() - startedAt.getTime()) / 1000),
        timings: state.timings,
        exit_codes: state.exitCodes,
        timed_out: { agent: state.facts.agentTimedOut, verifier: state.facts.verifierTimedOut },
        oom_killed: state.facts.oomKilled,
        retries: 0,
        usage: state.report?.usage ?? null,
        verifier_isolation: state.isolation,
        ...(verdict.noVerdict ? { no_verdict: true } : {}),
        ...(state.subject.length > 0 ? { verifier_subject: state.subject } : {}),
        ...(task.steps.length > 0 ? { steps: state.steps.steps.map((s) => redactStep(s, spec.secrets)) } : {}),
        ...(task.compose ? { services: state.services } : {}),
        ...(task.config.environment.healthcheck ? { healthcheck: state.healthcheck } : {}),
        ...(copyCapped ? { copy_capped: copyCapped } : {}),
        ...(state.trial ? { trial: state.trial } : {}),
    };
}
/**
 * Per-test counts from the ctrf.json of the verifier that ran last (the last step's): only when a
 * verifier ran, since /logs/verifier is emptied just before it; never a reason to fail the attempt.
 */
async function verifierTests(spec, state) {
    if (state.exitCodes.verifier === null && !state.facts.verifierTimedOut)
        return null;
    const lastStep = spec.task.steps.length > 0 ? (state.steps.steps.at(-1)?.name ?? null) : null;
    const parsed = await (0,read_verifier/* readCtrf */.YE)((0,read_verifier/* verifierDir */.C3)(spec.attemptDir, lastStep)).catch(() => null);
    return parsed?.ok ? (0,ctrf/* attemptTests */.Ti)(parsed.report) : null;
}
function redactStep(step, secrets) {
    return step.reason === null ? step : { ...step, reason: (0,redact/* redactText */.Rd)(step.reason, secrets) };
}
/** In-container agents report through their own logs; read them once the agent phase is over. */
async function collectAgentReport(spec, { report, exitCodes }) {
    const agentDir = (0,external_node_path_.join)(spec.attemptDir, 'agent');
    let collected = report;
    if (!collected && spec.agent.collect) {
        const ctx = { agentDir, task: spec.task, model: spec.model, exitCode: exitCodes.agent };
        collected = await spec.agent.collect(ctx).catch(() => null);
    }
    // Agents with no log of their own (oracle, nop, command) still leave a trajectory: the command.
    collected ??= await commandReport(spec.agent, spec.task, spec.model, agentDir);
    if (collected?.trajectory && collected.trajectory.steps[0]?.role !== 'user') {
        // CLI logs start with the model's first answer; the trajectory starts with what it was asked.
        const ask = {
            role: 'user',
            text: spec.task.instruction,
            tool_calls: [],
            usage: null,
            timestamp: null,
        };
        collected.trajectory.steps.unshift(ask);
    }
    if (collected)
        await writeAgentReport(agentDir, collected, spec.secrets, {
            // The attempt's own folder in the run tree, so a reader finds it from the trajectory.
            sessionId: [spec.runId, (0,external_node_path_.basename)((0,external_node_path_.dirname)(spec.attemptDir)), (0,external_node_path_.basename)(spec.attemptDir)].join('/'),
            agentVersion: spec.agent.version ?? version/* HELIOS_VERSION */.E,
        });
    return collected;
}
function relayMount(relay) {
    return { hostPath: relay.dir, path: forwarder/* RELAY_MOUNT */.QH, readOnly: true };
}
async function createContainer(spec, image, services, extraMounts, onCreated) {
    const { task } = spec;
    const env = task.config.environment;
    const environment = await spec.provider.create({
        image,
        // DISPLAY for every exec (agent, verifier, hooks), so a GUI program finds the screen.
        env: { ...task.compose?.main.environment, ...spec.env.environment, ...(env.display ? { DISPLAY: start_script/* DISPLAY */.Nu } : {}) },
        workdir: env.workdir,
        labels: (0,environment_labels/* attemptLabels */.Zc)(spec.runId, task.id, spec.attempt),
        limits: { cpus: env.cpus, memoryMb: env.memoryMb, pidsLimit: spec.pidsLimit },
        network: mainNetwork(spec, services),
        mounts: containerMounts(spec, extraMounts),
        // Its verifier's environment, held from now on by a provider that caps them (capacity.ts).
        companions: verifierPlacement(spec) === null ? 0 : 1,
    });
    spec.tracker.add(environment);
    onCreated(environment);
    spec.signal?.throwIfAborted();
    const files = await (0,environment_archive/* buildArchive */.h$)(async (pack) => {
        (0,environment_archive/* addDirectory */.HQ)(pack, 'logs', 0o755);
        for (const sub of LOG_FOLDERS)
            (0,environment_archive/* addDirectory */.HQ)(pack, `logs/${sub}`, 0o777);
        (0,environment_archive/* addDirectory */.HQ)(pack, 'helios', 0o755);
        (0,environment_archive/* addFile */.sM)(pack, INSTRUCTION_FILE.slice(1), spec.task.instruction);
        if (spec.agent.needsSolution && spec.task.solutionDir)
            await (0,environment_archive/* packDirectory */.jG)(pack, spec.task.solutionDir, 'solution');
        if (spec.agentDir)
            await (0,environment_archive/* packDirectory */.jG)(pack, spec.agentDir, 'helios/agent');
    });
    await environment.copyIn(files, '/');
    await environment.start('the container');
    return environment;
}
/**
 * An installed CLI in a `no-network` task reaches its model API only through a relay of its own
 * (one per attempt: its log and what it saw of the model server are this attempt's).
 */
async function startAttemptRelay(spec) {
    if (spec.task.config.environment.networkMode !== 'no-network')
        return null;
    const relayed = relayedAgents(spec);
    const apis = relayed.flatMap(({ agent }) => agent.modelApis ?? []);
    if (apis.length === 0 || !relayed.some(({ prepared }) => prepared?.env.HELIOS_RELAY_NODE))
        return null;
    return startModelRelay({
        routes: (0,routes/* relayRoutes */.a)(apis, spec.agentPlainEnv),
        secrets: spec.secrets,
        caFile: spec.caBundle,
        logFile: (0,external_node_path_.join)(spec.attemptDir, 'agent', 'relay.log'),
    });
}
/**
 * The agents an attempt runs, each with what it was prepared with: the run's, and in a trial every
 * role's (a role may name another CLI, whose model API the relay must also carry).
 */
function relayedAgents(spec) {
    const agents = [{ agent: spec.agent, prepared: spec.prepared ?? null }];
    for (const scene of spec.task.config.trial?.scenes ?? [])
        for (const role of scene.roles) {
            if (role.agent === null || role.agent === spec.agent.name || !spec.roleAgent)
                continue;
            agents.push({
                agent: spec.roleAgent(role.agent, role.model ?? spec.model),
                prepared: spec.rolePrepared?.[role.agent] ?? null,
            });
        }
    return agents;
}
/** The attempt's own network for a compose task; else none, the host's, or the provider's default. */
function mainNetwork(spec, services) {
    const sealed = spec.task.config.environment.networkMode === 'no-network';
    if (services) {
        // A sealed task keeps its internal network: its model calls, if any, go through the relay.
        if (spec.agentNetwork === 'host' && !sealed)
            throw new Error(`${spec.agent.name} needs the host network (its model server is on localhost), which a compose task's main container cannot join: serve the model on a reachable address`);
        return { kind: 'group', group: services.network, alias: 'main' };
    }
    if (sealed)
        return { kind: 'none' };
    return { kind: spec.agentNetwork ?? 'default' };
}
function servicesSpec(spec) {
    const serviceImage = spec.serviceImage;
    if (!serviceImage)
        throw new Error('a compose task needs AttemptSpec.serviceImage');
    return { ...spec, serviceImage };
}
async function runAgentPhase(spec, environment, timeoutSec) {
    const agentDir = (0,external_node_path_.join)(spec.attemptDir, 'agent');
    if (spec.agent.runOnHost) {
        const outcome = await runHostAgent(spec.agent.runOnHost, {
            task: spec.task,
            model: spec.model,
            environment,
            agentDir,
            instruction: spec.task.instruction,
            env: { ...spec.agentPlainEnv, ...spec.agentHostEnv },
            preparedEnv: spec.prepared?.env ?? {},
            timeoutMs: timeoutSec * 1000,
            signal: spec.signal,
            ...(spec.onAgentEvent ? { onEvent: redactedEvents(spec.onAgentEvent, spec.secrets) } : {}),
        });
        await redactFolder(agentDir, spec.secrets);
        const { usage, trajectory, fatal, error } = outcome;
        return { ...outcome, durationSec: 0, report: { usage, trajectory, fatal, error } };
    }
    const command = spec.agent.command(spec.task);
    if (!command)
        return null;
    const outcome = await execAgentCommand(spec, environment, command, agentDir, timeoutSec * 1000);
    return { ...outcome, report: null, error: null };
}
function containerMounts(spec, extraMounts) {
    const mounts = [...(spec.prepared?.mounts ?? []), ...(spec.roleMounts ?? []), ...extraMounts];
    if (spec.caBundle && !spec.agent.runOnHost)
        mounts.push({ hostPath: spec.caBundle, path: CA_BUNDLE_PATH, readOnly: true });
    return mounts;
}
async function runVerifierPhase(spec, environment, timeoutSec) {
    return environment.exec({
        cmd: ['bash', '-c', VERIFIER_COMMAND],
        user: spec.task.config.verifier.user,
        env: spec.env.verifier,
        workdir: spec.task.config.environment.workdir,
        timeoutMs: timeoutSec * 1000,
    });
}
/** What ran, for humans and for reproduction. Env values are never written, only names. */
function attemptConfig(spec) {
    const { task } = spec;
    const env = task.config.environment;
    return {
        schema_version: attempt_result/* ATTEMPT_RESULT_SCHEMA_VERSION */.FL,
        run_id: spec.runId,
        attempt: spec.attempt,
        task: { id: task.id, name: task.name, checksum: task.checksum, path: task.relativeDir },
        agent: { name: spec.agent.name, command: spec.agent.command(task), user: task.config.agent.user },
        model: spec.model,
        image: env.dockerImage,
        limits: {
            cpus: env.cpus,
            memory_mb: env.memoryMb,
            pids_limit: spec.pidsLimit,
            network_mode: env.networkMode,
            workdir: env.workdir,
        },
        timeouts_sec: {
            agent: attempt_round(task.config.agent.timeoutSec * spec.timeoutMultiplier),
            verifier: attempt_round(task.config.verifier.timeoutSec * spec.timeoutMultiplier),
            build: env.buildTimeoutSec,
            multiplier: spec.timeoutMultiplier,
        },
        ...(spec.overrides ? { overrides: spec.overrides } : {}),
        env_names: {
            agent: Object.keys(spec.agentHostEnv),
            environment: Object.keys(spec.env.environment),
            verifier: Object.keys(spec.env.verifier),
        },
    };
}
function attempt_seconds(since) {
    return attempt_round((Date.now() - since) / 1000);
}
function attempt_round(value) {
    return Math.round(value * 1000) / 1000;
}
/** The watcher sees what the files will hold: secrets redacted. */
function redactedEvents(listen, secrets) {
    // Redacting only replaces text inside strings: the JSON is the event it was made from.
    return (event) => listen(JSON.parse((0,redact/* redactText */.Rd)(JSON.stringify(event), secrets)));
}

// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: ./src/run/providers/default-provider.ts
var default_provider = __webpack_require__(28987);
// EXTERNAL MODULE: ./src/run/result-files.ts
var result_files = __webpack_require__(27574);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/tasks-checksum.ts
var tasks_checksum = __webpack_require__(83690);
;// CONCATENATED MODULE: ./src/results/batch-summary.ts
// `batch_summary.json`: the aggregate Helios' batch mode promises its users, in its own field
// names, written beside run_summary.json (which stays the full record). A task counts as passed
// when any of its attempts passed (pass@k's sense, as the batch docs say); pure, from the summary.


const BATCH_SUMMARY_FILE = 'batch_summary.json';
const TASK_STATUSES = ['passed', 'failed', 'error', 'not_run'];
const batchSummarySchema = schemas/* object */.Ikc({
    /** Valid tasks of the run (invalid ones are counted apart), run or not. */
    total_tasks: schemas/* number */.aig().int().min(0),
    /** Tasks with at least one passing attempt. */
    passed: schemas/* number */.aig().int().min(0),
    /** Tasks that ran and never passed (errors included): total_tasks = passed + failed + not_run. */
    failed: schemas/* number */.aig().int().min(0),
    /** Tasks none of whose attempts ran (the run was interrupted or stopped first). */
    not_run: schemas/* number */.aig().int().min(0),
    invalid_tasks: schemas/* number */.aig().int().min(0),
    /** Mean over the tasks whose attempts all ran of their mean reward (run_summary's totals). */
    mean_reward: schemas/* number */.aig(),
    duration_seconds: schemas/* number */.aig().min(0),
    model: schemas/* string */.YjP().nullable(),
    agent: schemas/* string */.YjP(),
    /** Attempts per task (k). */
    attempts: schemas/* number */.aig().int().min(1),
    /** pass@k for every k ≤ attempts, as fractions, keys are k. */
    pass_at_k: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().min(0).max(1)),
    /** Why the run stopped early; null when it ran to the end. */
    stopped: schemas/* string */.YjP().nullable(),
    /** run_summary.json's tasks_checksum: the same value only when the same task files ran. */
    tasks_checksum: schemas/* string */.YjP(),
    /** The named dataset, `<name>@<version>` (`helios batch -d`); null for a tasks folder. */
    dataset: schemas/* string */.YjP().nullable(),
    tasks: schemas/* array */.YOg(schemas/* object */.Ikc({
        name: schemas/* string */.YjP(),
        /** passed: any attempt passed; error: every attempt that ran was an error. */
        status: schemas/* enum */.k5n(TASK_STATUSES),
        /** Mean reward of its attempts that ran; null when none ran. */
        reward: schemas/* number */.aig().nullable(),
        /** Mean seconds per attempt; null when none ran. */
        duration: schemas/* number */.aig().min(0).nullable(),
        attempts: schemas/* number */.aig().int().min(0),
        passed_attempts: schemas/* number */.aig().int().min(0),
    })),
});
function taskStatus(task) {
    if (task.statuses.length === 0)
        return 'not_run';
    if (task.successes > 0)
        return 'passed';
    return task.errors === task.statuses.length ? 'error' : 'failed';
}
function batchTask(task) {
    const ran = task.statuses.length;
    return {
        name: task.task_name,
        status: taskStatus(task),
        reward: ran > 0 ? task.mean_reward : null,
        duration: ran > 0 ? task.duration_sec.mean : null,
        attempts: ran,
        passed_attempts: task.successes,
    };
}
/** Tasks the stop left without any attempt: named only by the summary's `stopped.not_started`. */
function unrunTasks(summary) {
    const ran = new Set(summary.tasks.map((t) => t.task_name));
    const names = new Set((summary.stopped?.not_started ?? []).map((entry) => entry.task_name));
    return [...names]
        .filter((name) => !ran.has(name))
        .map((name) => ({
        name,
        status: 'not_run',
        reward: null,
        duration: null,
        attempts: 0,
        passed_attempts: 0,
    }));
}
function batchSummary(summary) {
    const tasks = [...summary.tasks.map(batchTask), ...unrunTasks(summary)];
    const count = (status) => tasks.filter((t) => t.status === status).length;
    const passed = count('passed');
    const notRun = count('not_run');
    return {
        total_tasks: tasks.length,
        passed,
        failed: tasks.length - passed - notRun,
        not_run: notRun,
        invalid_tasks: summary.invalid_tasks.length,
        mean_reward: summary.totals.mean_reward,
        duration_seconds: summary.duration_sec,
        model: summary.model,
        agent: summary.agent,
        attempts: summary.attempts,
        pass_at_k: summary.totals.pass_at_k,
        stopped: summary.stopped?.reason ?? null,
        tasks_checksum: summary.tasks_checksum ?? (0,tasks_checksum/* tasksChecksum */.a)(summary.tasks),
        dataset: summary.dataset ? `${summary.dataset.name}@${summary.dataset.version}` : null,
        tasks,
    };
}

// EXTERNAL MODULE: ./src/run/run-lock.ts
var run_lock = __webpack_require__(802);
;// CONCATENATED MODULE: ./src/run/run-folder.ts
// Taking a run folder before anything is written into it: created, locked for this process, and
// cleared of what a dead earlier process of the same folder left running (a SIGKILL, a crash).




/**
 * Locks `runDir` (RunLockedError when a live process holds it). When the lock of a dead process
 * is taken over, that process's containers and networks of this run are removed: only its own
 * (by `helios.owner`), so sibling shards of the run on the same engine keep theirs.
 */
async function claimRunFolder({ runDir, runId, provider, log }) {
    let lock;
    try {
        await (0,promises_.mkdir)(runDir, { recursive: true });
        lock = await (0,run_lock/* lockRunFolder */.rw)(runDir, environment_labels/* PROCESS_OWNER */.mt);
    }
    catch (error) {
        const fault = (0,write_fault/* writeFaultOf */.$P)(error, runDir);
        throw fault ? new write_fault/* OutputWriteError */.J1(fault, runDir, null, false) : error;
    }
    const dead = lock.previous;
    if (dead === null)
        return lock;
    try {
        const removed = await provider.removeRun(runId, { owner: dead.owner });
        if (removed > 0)
            log?.(`removed ${removed} container(s) left running by process ${dead.pid} (started ${dead.started_at}), which held ${runDir} and is gone`);
    }
    catch (error) {
        await lock.release();
        throw error;
    }
    return lock;
}

// EXTERNAL MODULE: ./src/run/owner-sweep.ts
var owner_sweep = __webpack_require__(20399);
// EXTERNAL MODULE: ./src/task/env-template.ts
var env_template = __webpack_require__(43913);
;// CONCATENATED MODULE: ./src/run/task-env.ts
// A task's env tables expanded against the host for one run, and the secret values (agent env
// and host values pulled in through `${VAR}`) that every written file must not contain.



/** Expands `${VAR}` in the task's env tables; host values pulled in that way are redacted too. */
function prepareTask(task, hostEnv, agentHostEnv) {
    const tables = {
        environment: task.config.environment.env,
        verifier: task.config.verifier.env,
        solution: task.config.solution.env,
        verifierEnvironment: task.config.verifier.environment?.env ?? {},
    };
    const stepTables = task.steps.map((step) => step.config.verifier.env);
    const referenced = [...Object.values(tables), ...stepTables]
        .flatMap((table) => Object.values(table))
        .flatMap((template) => {
        try {
            return (0,env_template/* templateVariables */.Qp)(template);
        }
        catch {
            return [];
        }
    });
    const secretValues = [...Object.values(agentHostEnv), ...referenced.map((name) => hostEnv[name] ?? '')];
    const secrets = (0,redact/* secretsToRedact */.gA)(secretValues);
    try {
        return {
            env: {
                environment: (0,env_template/* expandEnv */.qO)(tables.environment, hostEnv, 'environment.env'),
                verifier: (0,env_template/* expandEnv */.qO)(tables.verifier, hostEnv, 'verifier.env'),
                solution: (0,env_template/* expandEnv */.qO)(tables.solution, hostEnv, 'solution.env'),
                steps: stepTables.map((table, i) => (0,env_template/* expandEnv */.qO)(table, hostEnv, `steps.${i}.verifier.env`)),
                verifierEnvironment: (0,env_template/* expandEnv */.qO)(tables.verifierEnvironment, hostEnv, 'verifier.environment.env'),
            },
            envError: null,
            secrets,
        };
    }
    catch (error) {
        return {
            env: { environment: {}, verifier: {}, solution: {}, steps: [] },
            envError: `task.toml ${(0,narrow/* messageOf */.bD)(error)}`,
            secrets,
        };
    }
}

// EXTERNAL MODULE: ./src/run/agent-setup.ts
var agent_setup = __webpack_require__(16916);
;// CONCATENATED MODULE: ./src/run/role-agents.ts


/** The names of the agents roles give other than the run's, in first-seen order. */
function otherRoleAgents(tasks, runAgent) {
    const names = tasks.flatMap((task) => (task.config.trial?.scenes ?? []).flatMap((scene) => scene.roles.map((role) => role.agent)));
    return [...new Set(names.filter((name) => name !== null && name !== runAgent))];
}
/** The models roles name, by agent name (null: the run's agent). */
function roleModels(tasks) {
    return tasks.flatMap((task) => (task.config.trial?.scenes ?? []).flatMap((scene) => scene.roles.map((role) => ({ agent: role.agent, model: role.model }))));
}
/** A role's agent: the named one (null or the run's name: the run's spec) with the given model. */
function roleAgentOf(source, agent, model) {
    if (agent === null || agent === source.runAgent.name)
        return (0,agents/* resolveAgent */.cT)(source.runSpec, model);
    return source.definitions?.[agent] ?? (0,agents/* resolveAgent */.cT)({ name: agent }, model);
}
/**
 * Every role's agent with its model where it differs from the run's agent and model. Resolving
 * them refuses, before anything starts, a role agent that does not exist or lacks a model.
 */
function roleDefinitions(source, tasks, runModel) {
    return roleModels(tasks)
        .filter(({ agent, model }) => !((agent === null || agent === source.runAgent.name) && model === null))
        .map(({ agent, model }) => roleAgentOf(source, agent, model ?? runModel));
}
/** The host variables the roles' agents and models need beside the run's agent's own. */
function roleEnvNames(source, tasks, runModel) {
    const definitions = roleDefinitions(source, tasks, runModel);
    return {
        required: definitions.flatMap((definition) => definition.requiredEnv),
        optional: definitions.flatMap((definition) => definition.optionalEnv ?? []),
    };
}
/** Prepares each other role agent once (an install); two agents needing one mount path is refused. */
async function setUpRoleAgents(source, names, runMounts, 
/** What each agent is set up with (whether it needs the relay's Node depends on the agent). */
ctxFor, runModel) {
    const setup = { prepared: {}, mounts: [], error: null };
    const taken = new Map(runMounts.map((mount) => [mount.path, `the run's agent ${source.runAgent.name}`]));
    for (const name of names) {
        const agent = roleAgentOf(source, name, runModel);
        const done = await (0,agent_setup/* setUpAgent */.pN)(agent, ctxFor(agent));
        setup.prepared[name] = done.prepared;
        setup.error ??= done.error;
        for (const mount of done.prepared?.mounts ?? []) {
            const other = taken.get(mount.path);
            if (other) {
                setup.error ??= mountClash(name, other, mount.path);
                continue;
            }
            taken.set(mount.path, `role agent ${name}`);
            setup.mounts.push(mount);
        }
    }
    return setup;
}
function mountClash(name, other, path) {
    return `role agent ${name} needs ${path}, which ${other} mounts too: installed CLIs and npm ACP adapters share that path, so one trial can mix at most one of them with the built-in agent and agents defined in code`;
}

// EXTERNAL MODULE: ./src/run/schedule.ts
var run_schedule = __webpack_require__(34592);
;// CONCATENATED MODULE: ./src/run/budget.ts
const nothingSpent = () => ({ costUsd: 0, tokens: 0, unpriced: 0 });
function addSpent(spent, usage) {
    if (!usage)
        return;
    spent.tokens += usage.input_tokens + usage.output_tokens;
    if (usage.cost_usd === null)
        spent.unpriced++;
    else
        spent.costUsd += usage.cost_usd;
}
/** Why no further attempt may start (`stopped by budget: …`), or null while there is budget left. */
function budgetSpent(budget, spent) {
    const cost = budget?.maxCostUsd ?? null;
    const tokens = budget?.maxTokens ?? null;
    if (cost !== null && spent.costUsd >= cost) {
        const unpriced = spent.unpriced > 0 ? ` (${spent.unpriced} attempt(s) of unknown cost not counted)` : '';
        return `stopped by budget: the run has cost $${spent.costUsd.toFixed(4)} of its $${cost}${unpriced}`;
    }
    if (tokens !== null && spent.tokens >= tokens)
        return `stopped by budget: the run has used ${spent.tokens.toLocaleString('en-US')} tokens of its ${tokens.toLocaleString('en-US')}`;
    return null;
}

// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
// EXTERNAL MODULE: ./src/run/agents/installed/install.ts
var install = __webpack_require__(24546);
;// CONCATENATED MODULE: ./src/run/display/tools-bundle-build.ts
// Builds the display tools bundle (tools-bundle.ts) once per engine platform: in a Debian container
// on the run's own provider, apt installs the tools, ldd names their libraries, and the laid-out
// folder is copied out into the cache beside the installed agent CLIs. The I/O of the bundle.











/** apt over a slow mirror on a loaded machine; past this the build has hung. */
const BUILD_TIMEOUT_MS = 10 * 60 * 1000;
const OUT = '/helios-display';
/** The bundle's folder on the host, built first unless a finished one is in the cache. */
function ensureDisplayBundle(request) {
    return (0,install/* ensureCachedFolder */.rf)((0,tools_bundle/* bundleFolder */.Ll)(request.cacheDir, request.platform), (staging) => buildInto(staging, request));
}
async function buildInto(staging, request) {
    const started = Date.now();
    request.log(`building the display tools bundle (${request.platform}) in ${tools_bundle/* DISPLAY_BUNDLE_BUILD_IMAGE */.$y}: one time per engine platform`);
    const build = {
        image: tools_bundle/* DISPLAY_BUNDLE_BUILD_IMAGE */.$y,
        name: 'helios-display-tools',
        memoryMb: 1024,
        pidsLimit: 512,
    };
    await inThrowawayEnvironment(request, { ...build, network: 'default' }, 'the display tools bundle build', async (environment) => {
        await sh(environment, (0,tools_bundle/* bundleInstallScript */.b8)(), 'apt-get install');
        const closure = (0,tools_bundle/* parseLdd */.KU)(await sh(environment, (0,tools_bundle/* bundleLddCommand */.mY)(), 'ldd'));
        await sh(environment, (0,tools_bundle/* bundleLayoutScript */.Ep)(closure, OUT), 'laying out the bundle');
        await extractWithModes(await environment.copyOut(OUT), staging);
        const loaderName = external_node_path_.posix.basename(closure.loader);
        await (0,promises_.mkdir)((0,external_node_path_.join)(staging, 'bin'), { recursive: true });
        for (const tool of tools_bundle/* DISPLAY_BUNDLE_TOOLS */.yb)
            await (0,promises_.writeFile)((0,external_node_path_.join)(staging, 'bin', tool), (0,tools_bundle/* wrapperScript */.HQ)(tool, loaderName), { mode: 0o755 });
        request.log(`built the display tools bundle in ${((Date.now() - started) / 1000).toFixed(1)} s (${closure.libraries.length} libraries)`);
    });
}
/** A short-lived environment of `image` (the run's labels, so a crash sweep finds it), removed after `use`. */
async function inThrowawayEnvironment(request, spec, what, use) {
    const environment = await request.provider.create({
        image: spec.image,
        env: {},
        workdir: null,
        labels: (0,environment_labels/* attemptLabels */.Zc)(request.runId, spec.name, 0),
        limits: { cpus: 1, memoryMb: spec.memoryMb, pidsLimit: spec.pidsLimit },
        network: { kind: spec.network },
        mounts: [],
    });
    try {
        await environment.start(what);
        return await use(environment);
    }
    finally {
        await environment.remove();
    }
}
/** Runs a script as root; its output, or an error naming the step and what it said. */
async function sh(environment, script, step) {
    const out = new display_display/* Collect */.NY();
    const outcome = await environment.exec({
        cmd: ['sh', '-c', script],
        user: 'root',
        stdout: out,
        stderr: out,
        timeoutMs: BUILD_TIMEOUT_MS,
    });
    if (outcome.exitCode !== 0)
        throw new Error(`display tools bundle: ${step} failed (exit ${outcome.exitCode ?? 'none, timed out'}): ${out.text().trim().split('\n').slice(-5).join(' | ').slice(0, 600)}`);
    return out.text();
}
/** The copied-out folder's files and folders under `into`, modes kept (the programs run). */
async function extractWithModes(archive, into) {
    const extract = tar_stream.extract();
    extract.on('entry', (header, stream, next) => {
        // Names start with the folder's own name (helios-display/…): drop it.
        const name = external_node_path_.posix.normalize(header.name).split('/').slice(1).join('/');
        const target = (0,external_node_path_.join)(into, name);
        const unsafe = name.split('/').includes('..');
        const done = (error) => (error ? extract.destroy((0,narrow/* asError */.zR)(error)) : next());
        const skip = () => {
            stream.on('end', () => done());
            stream.resume();
        };
        if (unsafe || (header.type !== 'file' && header.type !== 'directory'))
            skip();
        else if (header.type === 'directory')
            (0,promises_.mkdir)(target, { recursive: true }).then(skip, done);
        else
            (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true })
                .then(() => {
                const sink = (0,external_node_fs_.createWriteStream)(target, { mode: (header.mode ?? 0o644) & 0o755 });
                // tar-stream's entry is a streamx Readable, which Node's pipeline accepts at run time.
                return (0,external_node_stream_promises_.pipeline)(stream, sink);
            })
                .then(() => done(), done);
    });
    // tar-stream's extractor is a streamx Writable; Node's pipeline drives it like its own.
    await (0,external_node_stream_promises_.pipeline)(archive, extract);
}
/**
 * The bundle for a run's GUI attempts whose image lacks a display tool: each image is probed once
 * (an image with its own tools, as the example tasks', builds and mounts nothing), and the bundle
 * built at most once per run, when the first such attempt asks; null where it is not needed or
 * could not be built (said in the log): those attempts use the image's tools alone.
 */
function displayBundleSource(request) {
    let bundle = null;
    const probed = new Map();
    const build = () => (bundle ??= (0,install/* enginePlatform */.qY)(request.provider)
        .then((platform) => ensureDisplayBundle({ ...request, platform }))
        .catch((error) => {
        request.log(`the display tools bundle could not be built (${error instanceof Error ? error.message : String(error)}); GUI attempts use their image's tools alone`);
        return null;
    }));
    return async (image) => {
        let hasTools = probed.get(image);
        if (!hasTools)
            probed.set(image, (hasTools = imageHasDisplayTools(request, image)));
        return (await hasTools) ? null : build();
    };
}
/** Whether the image has every tool the display needs, asked in a throwaway environment of it. */
async function imageHasDisplayTools(request, image) {
    const probe = start_script/* REQUIRED_TOOLS */.Ih.map((tool) => `command -v ${tool} >/dev/null 2>&1`).join(' && ');
    const spec = { image, name: 'helios-display-probe', memoryMb: 256, pidsLimit: 64, network: 'none' };
    try {
        return await inThrowawayEnvironment(request, spec, 'the display tools probe', async (environment) => {
            const outcome = await environment.exec({ cmd: ['sh', '-c', probe], user: 'root', timeoutMs: 30_000 });
            return outcome.exitCode === 0;
        });
    }
    catch {
        // No shell, or an image that does not start: the bundle is the way to a screen, if any.
        return false;
    }
}

;// CONCATENATED MODULE: ./src/run/runner.ts
// The scheduler: the TypeScript counterpart of Helios' ParallelRunner. Attempts are interleaved
// across tasks, bounded by p-limit, retried only for infrastructure faults, and written to
// `<outputDir>/<runId>/<NNN>_<slug>/attempt_<NNN>/`; the summary is computed by pure code.




























const DEFAULT_RETRY = settings_run/* DEFAULT_RETRY_VALUES */.u7;
/**
 * Attempts in a row (in the order they finish) whose agent could not work — its model API kept
 * failing, it died before its first request — after which the run starts no further attempt.
 */
const AGENT_ERROR_STREAK = 3;
const DEFAULT_PIDS_LIMIT = 4096;
/** The run was interrupted; `summary` covers the attempts that finished and is on disk already. */
class RunAbortedError extends Error {
    runDir;
    summary;
    constructor(runDir, summary) {
        super(`run aborted; finished attempts are kept in ${runDir} (use resume to finish it)`);
        this.runDir = runDir;
        this.summary = summary;
        this.name = 'RunAbortedError';
    }
}
class RunOptionsError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RunOptionsError';
    }
}
function summaryFileName(shard) {
    return shard ? 'shard_summary.json' : 'run_summary.json';
}
/**
 * Runs every attempt into `<outputDir>/<runId>`, which it holds locked meanwhile (see run-lock.ts).
 * Throws RunAbortedError when interrupted, OutputWriteError when the output cannot be written.
 */
async function runBenchmark(options) {
    const checked = checkRunOptions(options);
    // A missing key or an unreachable localhost is refused before any folder, install or container.
    const agent = options.agentDefinition ?? (0,agents/* resolveAgent */.cT)(options.agent, options.model ?? null);
    (0,preflight/* assertAgentCanRun */.zK)(agent, options.hostEnv ?? process.env, options.agentNetwork ?? null);
    for (const role of roleDefinitions(roleSource(options, agent), options.tasks, options.model ?? null))
        (0,preflight/* assertAgentCanRun */.zK)(role, options.hostEnv ?? process.env, options.agentNetwork ?? null);
    const provider = (0,default_provider/* providerOf */.l)(options);
    const runDir = (0,external_node_path_.join)(options.outputDir, checked.runId);
    const lock = await claimRunFolder({ runDir, runId: checked.runId, provider, log: options.onLog });
    // What killed processes left on this engine or account goes first; a sweep that fails is no reason not to run.
    const swept = (0,owner_sweep/* sweepLine */.nv)(await (0,owner_sweep/* sweepDeadOwners */.Fq)(provider).catch(() => []));
    if (swept)
        options.onLog?.(swept);
    const sweptFolders = (0,owned_temp_dir/* tempSweepLine */.D2)(await (0,owned_temp_dir/* sweepDeadOwnersTempDirs */.Jh)().catch(() => []));
    if (sweptFolders)
        options.onLog?.(sweptFolders);
    try {
        for (const [name, content] of Object.entries(options.startFiles ?? {}))
            await (0,promises_.writeFile)((0,external_node_path_.join)(runDir, name), content);
        const run = await startRun({ ...options, provider }, checked, runDir);
        try {
            const schedule = await scheduleAttempts(run);
            const refused = [...run.refused.values()];
            const counts = { ...run.counts };
            run.emit({ type: 'run-started', runId: run.runId, runDir: run.runDir, counts, refused });
            const limit = (0,p_limit/* default */.A)(run.concurrency);
            await Promise.all(schedule.map((item) => limit(() => runScheduledAttempt(run, item))));
            // Pushes run beside the attempts; the run is not over (the job may end) until they are done.
            if (!run.signal.aborted)
                await run.images.flush();
        }
        finally {
            run.dispose();
        }
        return await endRun(run);
    }
    finally {
        await lock.release();
    }
}
async function endRun(run) {
    if (run.callbackError)
        throw run.callbackError;
    if (run.writeFault)
        throw await stopOnWriteFault(run, run.writeFault);
    try {
        // The runner owns an interrupted run's summary too: written like a finished one, from what finished.
        if (run.signal.aborted)
            throw new RunAbortedError(run.runDir, await finishRun(run, true));
        return await finishRun(run, false);
    }
    catch (error) {
        const fault = (0,write_fault/* writeFaultOf */.$P)(error, run.runDir);
        throw fault ? new write_fault/* OutputWriteError */.J1(fault, run.runDir, null) : error;
    }
}
/**
 * The output could not be written: every attempt has stopped and removed its containers. The
 * folders of attempts without a result go (resume reruns them anyway; it frees room), then the
 * summary of those that finished is written if it fits.
 */
async function stopOnWriteFault(run, fault) {
    for (const dir of run.unfinished) {
        await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => null);
        await (0,promises_.rmdir)((0,external_node_path_.dirname)(dir)).catch(() => null); // the task's folder, when no attempt of it finished
    }
    try {
        const summary = await finishRun(run, true);
        const file = (0,external_node_path_.join)(run.runDir, summaryFileName(run.options.shard));
        return new write_fault/* OutputWriteError */.J1(fault, run.runDir, { file, attempts: summary.totals.attempts });
    }
    catch {
        return new write_fault/* OutputWriteError */.J1(fault, run.runDir, null);
    }
}
/** Each task's attempts: its own setting, else the run's. */
function attemptsOfTasks(options, attempts) {
    return options.tasks.map((_, i) => options.taskSettings?.[i]?.attempts ?? attempts);
}
function checkRunOptions(options) {
    const attempts = options.attempts ?? settings_run/* RUN_SETTINGS */._t.attempts.default;
    const concurrency = options.concurrency ?? settings_run/* RUN_SETTINGS */._t.concurrency.default;
    if (!Number.isInteger(attempts) || attempts < 1)
        throw new RunOptionsError(`attempts must be an integer ≥ 1 (got ${attempts})`);
    if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new RunOptionsError(`concurrency must be an integer ≥ 1 (got ${concurrency})`);
    }
    if (options.taskNumbers && options.taskNumbers.length !== options.tasks.length) {
        throw new RunOptionsError('taskNumbers must have one number per task');
    }
    if (options.taskSettings && options.taskSettings.length !== options.tasks.length)
        throw new RunOptionsError('taskSettings must have one entry per task');
    for (const n of options.taskSettings?.map((s) => s?.attempts) ?? [])
        if (n !== undefined && (!Number.isInteger(n) || n < 1))
            throw new RunOptionsError(`a task's attempts must be an integer ≥ 1 (got ${n})`);
    const runId = options.runId ?? (0,run_schedule/* defaultRunId */.OX)(new Date());
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(runId))
        throw new RunOptionsError(`run id "${runId}" must be letters, digits, . _ -`);
    return { attempts, concurrency, runId };
}
async function startRun(options, { attempts, concurrency, runId }, runDir) {
    const model = options.model ?? null;
    const agent = options.agentDefinition ?? (0,agents/* resolveAgent */.cT)(options.agent, model);
    const hostEnv = options.hostEnv ?? process.env;
    const roles = roleSource(options, agent);
    const roleEnv = roleEnvNames(roles, options.tasks, model);
    const optional = [...(agent.optionalEnv ?? []), ...roleEnv.optional];
    const agentHostEnv = (0,agent_setup/* pickEnv */.Bh)(hostEnv, [
        ...(options.agentEnvNames ?? []),
        ...agent.requiredEnv,
        ...roleEnv.required,
        ...optional.filter(agent_setup/* isSecretName */.eh),
    ]);
    const agentPlainEnv = (0,agent_setup/* pickEnv */.Bh)(hostEnv, optional.filter((name) => !(0,agent_setup/* isSecretName */.eh)(name)));
    const provider = options.provider;
    const startedAt = new Date();
    const counts = {
        total: attemptsOfTasks(options, attempts).reduce((sum, n) => sum + n, 0),
        ...{ started: 0, finished: 0, passed: 0, failed: 0, errors: 0, reused: 0 },
    };
    const emit = (event) => options.onProgress?.(event);
    const images = options.images ??
        provider.images({ buildLogDir: (0,external_node_path_.join)(runDir, 'builds'), registry: options.imageRegistry ?? null });
    const tracker = new EnvironmentTracker();
    const oomWatcher = await provider.watchEvents(runId);
    const unsubscribe = images.subscribe((event) => emit({ ...event, counts: { ...counts } }));
    const abort = watchAbort(options, tracker, oomWatcher, unsubscribe);
    let setup;
    let roleSetup;
    try {
        setup = await agentSetup(options, agent, hostEnv);
        roleSetup = await setUpRoleAgents(roles, otherRoleAgents(options.tasks, agent.name), setup.prepared?.mounts ?? [], (role) => setupContext(options, hostEnv, (0,agent_setup/* wantsRelay */.pO)(role, hostEnv, options.tasks)), model);
    }
    catch (error) {
        abort.dispose(); // no signal handler or event watcher outlives a run that did not start
        throw error;
    }
    return {
        ...{ options, attempts, concurrency, runId, runDir, startedAt, provider, agent, model, hostEnv },
        ...{ agentHostEnv, agentPlainEnv, counts, emit, images, tracker, oomWatcher, ...abort },
        retry: { ...DEFAULT_RETRY, ...options.retry },
        outputDirs: options.tasks.map((task, i) => (0,slug/* taskOutputDirName */.zG)(options.taskNumbers?.[i] ?? i + 1, task.name)),
        results: options.tasks.map(() => []),
        prepared: options.tasks.map((task) => prepareTask(task, hostEnv, agentHostEnv)),
        refused: (0,agent_setup/* refusedTasks */.Xe)(options.tasks, agent, hostEnv),
        providerRefusals: options.tasks.map((task) => (0,capability_refusals/* taskRefusal */.aK)(task, provider)),
        displayBundle: runDisplayBundle(options, provider, hostEnv, runId),
        setup: { ...setup, error: setup.error ?? roleSetup.error },
        roles,
        roleSetup,
        fatal: null,
        agentErrors: 0,
        notStarted: [],
        spent: nothingSpent(),
        budgetStop: null,
        stopReason: null,
        callbackError: null,
        writeFault: null,
        unfinished: new Set(),
    };
}
/**
 * The agent's one-time setup (an install), unless the provider's capabilities refuse the run's
 * agent or flags: then no install, and every attempt records the refusal.
 */
function agentSetup(options, agent, hostEnv) {
    const { provider } = options;
    const refusal = (0,capability_refusals/* runRefusal */.kW)({
        agent: agent.name,
        mountsFromHost: agent.prepare !== undefined,
        agentNetwork: options.agentNetwork ?? null,
    }, provider);
    if (refusal)
        return Promise.resolve({ prepared: null, error: refusal });
    return (0,agent_setup/* setUpAgent */.pN)(agent, setupContext(options, hostEnv, (0,agent_setup/* wantsRelay */.pO)(agent, hostEnv, options.tasks)));
}
function setupContext(options, hostEnv, relay) {
    return {
        provider: options.provider,
        cacheDir: options.agentCacheDir ?? (0,agent_setup/* defaultAgentCacheDir */.wo)(hostEnv),
        hostEnv,
        log: options.onLog ?? (() => undefined),
        ...(options.signal ? { signal: options.signal } : {}),
        relay,
    };
}
function roleSource(options, agent) {
    return {
        runSpec: options.agent,
        runAgent: agent,
        ...(options.roleAgentDefinitions ? { definitions: options.roleAgentDefinitions } : {}),
    };
}
/**
 * The run's own abort, fed by the caller's signal (entrypoints turn SIGINT/SIGTERM into it, see
 * interrupt.ts; the library never handles process signals itself).
 */
function watchAbort(options, tracker, oomWatcher, unsubscribe) {
    const internal = new AbortController();
    const abort = () => internal.abort();
    // Interrupted: kill what runs now (each attempt then finishes as aborted and removes nothing twice).
    internal.signal.addEventListener('abort', () => {
        for (const environment of tracker.all())
            void environment.remove();
    });
    const stopWatching = (0,on_abort/* onAbort */.u)(options.signal, abort);
    const dispose = () => {
        oomWatcher.close();
        unsubscribe();
        stopWatching();
    };
    return { signal: internal.signal, abort, dispose };
}
function tally(counts, result) {
    counts.finished++;
    if (result.status === 'passed')
        counts.passed++;
    else if (result.status === 'failed')
        counts.failed++;
    else
        counts.errors++;
}
/** Resume: results already on disk are taken as they are; only the rest is scheduled, in order. */
async function scheduleAttempts(run) {
    const schedule = [];
    const perTask = attemptsOfTasks(run.options, run.attempts);
    for (const item of (0,run_schedule/* interleavedAttempts */.Qe)(run.options.tasks.length, run.attempts, perTask)) {
        if (run.refused.has(item.taskIndex))
            continue;
        const attemptDir = (0,external_node_path_.join)(run.runDir, run.outputDirs[item.taskIndex], (0,slug/* attemptDirName */.SH)(item.attempt));
        const previous = run.options.resume
            ? await (0,result_files/* readPreviousResult */.B)(attemptDir, run.options.tasks[item.taskIndex], run.agent.name)
            : null;
        if (previous) {
            run.results[item.taskIndex].push(previous);
            run.counts.reused++;
            tally(run.counts, previous);
            addSpent(run.spent, previous.usage);
        }
        else {
            schedule.push(item);
        }
    }
    // A resumed run whose earlier attempts spent the budget starts none.
    run.budgetStop ??= budgetSpent(run.options.budget, run.spent);
    run.stopReason ??= run.budgetStop;
    return schedule;
}
/** One attempt, retried as needed, recorded; a write fault in it stops the run instead. */
async function runScheduledAttempt(run, item) {
    const attemptDir = (0,external_node_path_.join)(run.runDir, run.outputDirs[item.taskIndex], (0,slug/* attemptDirName */.SH)(item.attempt));
    if (run.signal.aborted)
        return;
    if (run.budgetStop) {
        // Not run, so not recorded: no result file (a resume runs it), never counted as a failure.
        const task = run.options.tasks[item.taskIndex];
        run.notStarted.push({ task_name: task.name, task_id: task.id, attempt: item.attempt });
        return;
    }
    run.unfinished.add(attemptDir);
    try {
        if (await attemptAndRecord(run, item, attemptDir))
            run.unfinished.delete(attemptDir);
    }
    catch (error) {
        const fault = (0,write_fault/* writeFaultOf */.$P)(error, run.runDir);
        if (!fault)
            throw error;
        run.writeFault ??= fault;
        run.abort(); // stop scheduling; the running attempts' containers are removed now
    }
}
/** True once the attempt's result is written and counted. */
async function attemptAndRecord(run, { taskIndex, attempt }, attemptDir) {
    const task = run.options.tasks[taskIndex];
    run.counts.started++;
    run.emit({ type: 'attempt-started', task, attempt, counts: { ...run.counts } });
    const prepared = run.prepared[taskIndex];
    const stoppedBy = run.fatal;
    // What keeps this attempt from any environment: its env, what the provider lacks, the agent's setup.
    const cannotRun = prepared.envError ?? run.providerRefusals[taskIndex] ?? run.setup.error;
    const finished = await attemptWithRetries(attemptSpec(run, taskIndex, attempt, attemptDir, prepared), cannotRun ?? (stoppedBy ? `not started: ${stoppedBy}` : null), run.retry, (retry, reason, delayMs) => run.emit({ type: 'attempt-retry', task, attempt, retry, reason, delayMs, counts: { ...run.counts } }));
    if (!finished)
        return false; // aborted: no result file, so resume runs it again
    const { result } = finished;
    if (stoppedBy && !cannotRun)
        run.notStarted.push({ task_name: task.name, task_id: task.id, attempt });
    run.fatal ??= lastingFault(run, finished);
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(attemptDir, 'result.json'), result);
    run.results[taskIndex].push(result);
    tally(run.counts, result);
    addSpent(run.spent, result.usage);
    run.budgetStop ??= budgetSpent(run.options.budget, run.spent);
    run.stopReason ??= run.fatal ?? run.budgetStop;
    run.emit({ type: 'attempt-finished', task, result, attemptDir, counts: { ...run.counts } });
    try {
        await run.options.onAttemptComplete?.(result, attemptDir);
    }
    catch (error) {
        // Stop scheduling, let running attempts finish and clean up, then surface it.
        run.callbackError ??= error;
        run.abort();
    }
    return true;
}
function attemptSpec(run, taskIndex, attempt, attemptDir, prepared) {
    const { options } = run;
    const task = options.tasks[taskIndex];
    return {
        ...{
            provider: run.provider,
            runId: run.runId,
            task,
            attempt,
            attemptDir,
            agent: run.agent,
            model: run.model,
        },
        image: () => run.images.ensure(task),
        verifierImage: () => run.images.ensureVerifier(task),
        serviceImage: (service) => run.images.ensureService(task, service),
        timeoutMultiplier: options.taskSettings?.[taskIndex]?.timeoutMultiplier ??
            options.timeoutMultiplier ??
            settings_run/* RUN_SETTINGS */._t['timeout-multiplier'].default,
        overrides: options.taskSettings?.[taskIndex]?.overrides ?? null,
        ...(options.onAgentEvent ? { onAgentEvent: options.onAgentEvent } : {}),
        env: prepared.env,
        agentHostEnv: run.agentHostEnv,
        agentPlainEnv: run.agentPlainEnv,
        prepared: run.setup.prepared,
        agentNetwork: options.agentNetwork ?? null,
        agentDir: options.agentDir ?? null,
        caBundle: (0,agent_setup/* hostCaBundle */.r2)(run.hostEnv),
        verifierGuard: options.verifierGuard ?? true,
        subjectCapBytes: options.subjectCapBytes ?? SUBJECT_CAP_BYTES,
        secrets: prepared.secrets,
        pidsLimit: options.pidsLimit ?? DEFAULT_PIDS_LIMIT,
        logCapBytes: options.logCapBytes ?? DEFAULT_LOG_CAP_BYTES,
        copyCapBytes: options.copyCapBytes ?? DEFAULT_COPY_CAP_BYTES,
        tracker: run.tracker,
        oomWatcher: run.oomWatcher,
        signal: run.signal,
        roleAgent: (agent, model) => roleAgentOf(run.roles, agent, model),
        rolePrepared: run.roleSetup.prepared,
        roleMounts: run.roleSetup.mounts,
        ...(run.displayBundle ? { displayBundle: run.displayBundle } : {}),
    };
}
/** Where the run has GUI tasks and the provider can build and mount it: the display tools bundle. */
function runDisplayBundle(options, provider, hostEnv, runId) {
    if (!provider.capabilities.displayBundle || !options.tasks.some((task) => task.config.environment.display))
        return null;
    return displayBundleSource({
        provider,
        cacheDir: options.agentCacheDir ?? (0,agent_setup/* defaultAgentCacheDir */.wo)(hostEnv),
        runId,
        log: options.onLog ?? (() => undefined),
    });
}
/** The run summary from every task's results (an interrupted run: tasks with one), written atomically. */
async function finishRun(run, interrupted) {
    const { options } = run;
    const planned = attemptsOfTasks(options, run.attempts);
    const taskSummaries = options.tasks.flatMap((task, i) => {
        const results = run.results[i];
        if (run.refused.has(i) || results.length === 0)
            return [];
        const summary = (0,results_summary/* summarizeTask */.$i)({
            task_id: task.id,
            task_name: task.name,
            task_checksum: task.checksum,
            task_path: task.relativeDir,
            output_dir: run.outputDirs[i],
        }, results);
        const unfinished = planned[i] - results.length;
        return unfinished > 0 ? { ...summary, unfinished } : summary;
    });
    const summary = (0,results_summary/* summarizeRun */.lj)({
        kind: options.shard ? 'shard' : 'run',
        run_id: run.runId,
        label: options.label ?? 'default',
        shard: options.shard ?? null,
        agent: run.agent.name,
        model: run.model,
        attempts: run.attempts,
        concurrency: run.concurrency,
        started_at: run.startedAt.toISOString(),
        finished_at: new Date().toISOString(),
        source: options.source ?? null,
        stopped: stoppedRecord(run, interrupted, planned),
        ...(options.dataset ? { dataset: options.dataset } : {}),
    }, taskSummaries, [...(options.invalidTasks ?? []), ...run.refused.values()], options.tasks.flatMap(discover/* taskWarnings */.lO));
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(run.runDir, summaryFileName(options.shard)), summary);
    // Helios' batch mode's own aggregate, in its field names; a shard's is the merged run's business.
    if (!options.shard)
        await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(run.runDir, BATCH_SUMMARY_FILE), batchSummary(summary));
    if (!interrupted)
        run.emit({ type: 'run-finished', summary, counts: { ...run.counts } });
    return summary;
}
/**
 * Why the run stopped early and every attempt it did not run, or null when it ran them all. The
 * attempts not run are those of its valid tasks without a result, plus those an agent fault
 * recorded as `not started:` errors.
 */
function stoppedRecord(run, interrupted, planned) {
    const cause = run.writeFault
        ? 'output'
        : run.fatal
            ? 'agent'
            : run.budgetStop
                ? 'budget'
                : interrupted
                    ? 'interrupted'
                    : null;
    if (cause === null)
        return null;
    const reason = cause === 'output'
        ? `the output could not be written (${run.writeFault?.code ?? 'write failed'})`
        : (run.stopReason ?? interruptionReason(run.options.signal));
    const notRun = new Map(run.notStarted.map((entry) => [`${entry.task_id}\0${entry.attempt}`, entry]));
    run.options.tasks.forEach((task, i) => {
        if (run.refused.has(i))
            return;
        const ran = new Set(run.results[i].map((r) => r.attempt));
        for (let attempt = 1; attempt <= planned[i]; attempt++) {
            if (!ran.has(attempt))
                notRun.set(`${task.id}\0${attempt}`, { task_name: task.name, task_id: task.id, attempt });
        }
    });
    const attemptsPlanned = planned.reduce((sum, n, i) => (run.refused.has(i) ? sum : sum + n), 0);
    return { reason, cause, attempts_planned: attemptsPlanned, not_started: [...notRun.values()] };
}
/** `interrupted by SIGINT` (interrupt.ts gives that reason), else a plain `interrupted`. */
function interruptionReason(signal) {
    const reason = signal?.reason;
    if (typeof reason === 'string' && reason !== '')
        return reason;
    if (reason instanceof Error && reason.name !== 'AbortError' && reason.message !== '')
        return reason.message;
    return 'interrupted';
}
/**
 * Why the run starts no further attempt after this one, if it should: an answer every attempt
 * would get (a bad key, an unreachable model server), or the AGENT_ERROR_STREAK-th agent error in
 * a row. An attempt that passed or failed ends a streak; other errors (Docker, the task) leave it.
 */
function lastingFault(run, finished) {
    if (finished.fatal)
        return finished.fatal;
    if (finished.agentError === null) {
        if (finished.result.status !== 'error')
            run.agentErrors = 0;
        return null;
    }
    run.agentErrors++;
    if (run.agentErrors < AGENT_ERROR_STREAK)
        return null;
    return `${run.agentErrors} attempts in a row ended in an agent error, the last: ${finished.agentError}`;
}
async function attemptWithRetries(spec, preflightError, retry, onRetry) {
    if (preflightError) {
        // The task's env cannot be expanded here, or the agent cannot run at all: recorded without a container.
        const outcome = await runAttempt({ ...spec, image: async () => ({ ok: false, reason: preflightError }) });
        return outcome.aborted ? null : { result: outcome.result, fatal: null, agentError: null };
    }
    const retried = [];
    for (let retries = 0;; retries++) {
        const outcome = await runAttempt(spec);
        if (outcome.aborted)
            return null;
        outcome.result.retries = retries;
        if (retried.length > 0)
            outcome.result.retried = [...retried];
        if (!outcome.retryable || retries >= retry.maxRetries) {
            return { result: outcome.result, fatal: outcome.fatal, agentError: outcome.agentError };
        }
        const reason = outcome.result.reason ?? 'infrastructure error';
        const waitSec = (0,run_schedule/* retryWaitSec */.fP)(retries + 1, retry);
        retried.push({ reason, wait_sec: waitSec });
        const delayMs = Math.round(waitSec * 1000);
        onRetry(retries + 1, reason, delayMs);
        await (0,external_node_timers_promises_.setTimeout)(delayMs, undefined, { signal: spec.signal }).catch(() => undefined);
        if (spec.signal?.aborted)
            return null;
    }
}


/***/ }),

/***/ 34592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OX: () => (/* binding */ defaultRunId),
/* harmony export */   Qe: () => (/* binding */ interleavedAttempts),
/* harmony export */   fP: () => (/* binding */ retryWaitSec)
/* harmony export */ });
// Attempt order, as Helios: every task's attempt 1, then every task's attempt 2, ... so a partial
// run (or a slow tail) still covers every task.
function interleavedAttempts(taskCount, attempts, 
/** A task's own attempts where it has them (a config's per-task override), else `attempts`. */
perTask = []) {
    const attemptsOf = (taskIndex) => perTask[taskIndex] ?? attempts;
    const most = Math.max(attempts, ...perTask.map((n) => n ?? 0));
    const order = [];
    for (let attempt = 1; attempt <= most; attempt++) {
        for (let taskIndex = 0; taskIndex < taskCount; taskIndex++)
            if (attempt <= attemptsOf(taskIndex))
                order.push({ taskIndex, attempt });
    }
    return order;
}
/** Seconds before retry `retry` (1-based): multiplier × 2^(retry−1), at least min, at most max (max wins). */
function retryWaitSec(retry, wait) {
    const grown = wait.waitMultiplierSec * 2 ** Math.max(0, retry - 1);
    return Math.min(wait.maxWaitSec, Math.max(wait.minWaitSec, grown));
}
/** `batch_<yyyymmdd_hhmmss>` in UTC (Helios' batch folders), so CI and laptops name runs the same way. */
function defaultRunId(now) {
    const p = (n) => String(n).padStart(2, '0');
    const date = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}`;
    return `batch_${date}_${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
}


/***/ }),

/***/ 95728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _6: () => (/* binding */ discoverTasks),
  lO: () => (/* binding */ taskWarnings)
});

// UNUSED EXPORTS: DEFAULT_TASK_PATTERN

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
// EXTERNAL MODULE: ./src/task/load.ts + 4 modules
var load = __webpack_require__(3080);
// EXTERNAL MODULE: ./src/task/sample.ts
var sample = __webpack_require__(15179);
;// CONCATENATED MODULE: ./src/task/walk.ts
// The folder walk of discovery: which folders under the root are tasks. A symlink to a folder is
// followed when it stays inside the root (its tasks are named by the link's path); one that points
// outside the root, dangles or leads back into a folder it is in is reported, never skipped.



const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Task folders under `root`: folders with a `task.toml` matching `matches`, not descended into. */
async function findTaskDirs(root, matches) {
    const realRoot = await (0,promises_.realpath)(root);
    const found = [];
    const invalid = [];
    const report = (path, file, message) => {
        const rel = (0,load/* relativePosix */.Yn)(root, path);
        invalid.push({
            invalid: { relative_dir: rel, file: file ? `${rel}/${file}` : rel, field: null, message },
            name: path.split(external_node_path_.sep).at(-1),
        });
    };
    // `chain`: the real path of every folder from the root down to `dir`, to notice a loop.
    const walk = async (dir, chain) => {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        const toml = entries.find((e) => e.name === 'task.toml' && (e.isFile() || e.isSymbolicLink()));
        if (toml && matches((0,load/* relativePosix */.Yn)(root, (0,external_node_path_.join)(dir, toml.name)))) {
            if (toml.isFile())
                found.push(dir);
            else
                report(dir, 'task.toml', `task.toml is a symbolic link (to ${await (0,promises_.readlink)((0,external_node_path_.join)(dir, 'task.toml'))}): a task's checksum covers a link's target path, not the file it points to, so copy the file into the task folder`);
            return { found: true, empty: [] };
        }
        const next = entries.filter((e) => (e.isDirectory() || e.isSymbolicLink()) && !SKIPPED_DIRS.has(e.name));
        const below = await Promise.all(next.map(async (entry) => {
            const path = (0,external_node_path_.join)(dir, entry.name);
            const reported = { path, found: true, empty: [] };
            const real = entry.isDirectory() ? (0,external_node_path_.join)(chain.at(-1), entry.name) : await linkedFolder(path, report);
            // A link to a file is no folder; a broken link is reported, so not named again as skipped.
            if (real === FILE)
                return null;
            if (real === REPORTED)
                return reported;
            if (chain.includes(real)) {
                const target = real === realRoot ? 'the tasks folder' : (0,load/* relativePosix */.Yn)(realRoot, real);
                report(path, '', `${entry.name} leads back to ${target}, a folder it is in: a symlink loop, not followed`);
                return reported;
            }
            if (real !== realRoot && !real.startsWith(realRoot + external_node_path_.sep)) {
                report(path, '', `${entry.name} is a symbolic link to ${real}, outside the tasks folder ${realRoot}: not followed; move the task in, or pass its folder`);
                return reported;
            }
            return { path, ...(await walk(path, [...chain, real])) };
        }));
        const kids = below.filter((kid) => kid !== null);
        // A task.toml the pattern leaves out: a task not asked for, its folders no mystery.
        if (toml)
            return { found: true, empty: [] };
        return {
            found: kids.some((kid) => kid.found),
            empty: kids.flatMap((kid) => (kid.found ? kid.empty : walk_hidden(kid.path) ? [] : [kid.path])),
        };
    };
    const { empty } = await walk(root, [realRoot]);
    const byRelativeDir = found.map((dir) => ({ dir, key: (0,load/* relativePosix */.Yn)(root, dir) }));
    byRelativeDir.sort((a, b) => compare(a.key, b.key));
    invalid.sort((a, b) => compare(a.invalid.relative_dir, b.invalid.relative_dir));
    const skipped = empty.map((dir) => (0,load/* relativePosix */.Yn)(root, dir));
    return { dirs: byRelativeDir.map((entry) => entry.dir), invalid, skipped: skipped.sort(compare) };
}
/** `.github`, `.venv`: folders no one means as tasks. */
function walk_hidden(path) {
    return path.split(external_node_path_.sep).at(-1).startsWith('.');
}
const FILE = Symbol('a link to a file');
const REPORTED = Symbol('a broken link, reported');
/** The real folder a link points to; FILE for a link to a file, REPORTED when it dangles or loops. */
async function linkedFolder(path, report) {
    const info = await (0,promises_.stat)(path).catch((error) => error);
    if (info instanceof Error) {
        const name = path.split(external_node_path_.sep).at(-1);
        const why = info.code === 'ELOOP'
            ? 'a chain of links that never ends (a symlink loop)'
            : 'which does not exist (a dangling link)';
        report(path, '', `${name} is a symbolic link to ${await (0,promises_.readlink)(path)}, ${why}: fix or delete it`);
        return REPORTED;
    }
    return info.isDirectory() ? (0,promises_.realpath)(path) : FILE;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/task/discover.ts
// Finds and loads the tasks under a folder. Invalid tasks are collected, never thrown, so one
// broken task.toml cannot stop a benchmark; results are sorted by relative folder so every
// machine (and every shard) sees the same order.








const DEFAULT_TASK_PATTERN = '**/task.toml';
// Tasks loaded (and hashed) at once.
const LOAD_CONCURRENCY = 16;
/**
 * `path` is a folder of tasks or one task folder (a folder holding `task.toml`); for one task the
 * root is its parent, so reported paths still start with the task's folder name. Only files named
 * `task.toml` whose relative path matches `pattern` make tasks, and the walk does not descend into a
 * task's own folder (a task may ship sample task folders as data). Symlinked folders are followed
 * inside the root; links out of it, dangling links and loops are invalid tasks (see walk.ts).
 */
async function discoverTasks(path, opts = {}) {
    const start = (0,external_node_path_.resolve)(path);
    const single = await isTaskFolder(start);
    const root = single ? (0,external_node_path_.dirname)(start) : start;
    const walked = single
        ? { dirs: [start], invalid: [] }
        : await findTaskDirs(root, picomatch_default()(opts.pattern ?? DEFAULT_TASK_PATTERN));
    const limit = (0,p_limit/* default */.A)(LOAD_CONCURRENCY);
    const loaded = await Promise.all(walked.dirs.map((dir) => limit(async () => {
        try {
            return { task: await (0,load/* loadTask */._o)(dir, root) };
        }
        catch (error) {
            if (error instanceof errors/* TaskLoadError */.OF)
                return { invalid: error.invalid, name: error.taskName };
            throw error;
        }
    })));
    const selected = nameFilter(opts);
    const tasks = [];
    const invalid = [];
    const firstDirById = new Map();
    // Links the walk would not follow sort in among the task folders by their path.
    const results = [...loaded, ...walked.invalid].sort((a, b) => discover_compare(relativeDirOf(a), relativeDirOf(b)));
    for (const result of results) {
        if ('invalid' in result) {
            if (selected(result.name))
                invalid.push(result.invalid);
            continue;
        }
        const { task } = result;
        if (!selected(task.name))
            continue;
        const first = firstDirById.get(task.id);
        if (first === undefined) {
            firstDirById.set(task.id, task.relativeDir);
            tasks.push(task);
        }
        else {
            invalid.push({
                relative_dir: task.relativeDir,
                file: `${task.relativeDir}/task.toml`,
                field: null,
                message: `duplicate of ${first}: both folders have the same name and content (task id ${task.id}); delete one copy or give it another [task].name`,
            });
        }
    }
    const sampled = opts.sample ? (0,sample/* sampleTasks */.H)(tasks, opts.sample) : tasks;
    return {
        root,
        tasks: sampled,
        sampledOut: tasks.length - sampled.length,
        invalid,
        warnings: [
            ...sampled.flatMap(taskWarnings),
            ...sampled.flatMap(nestedTaskWarnings),
            ...sampled.flatMap(strayStepWarnings),
        ],
        names: loaded.map((result) => ('invalid' in result ? result.name : result.task.name)),
        skipped: walked.skipped ?? [],
    };
}
/**
 * A task.toml below a task's own folder is not a task (discovery never looks inside a task: it may
 * ship task folders as data); said once per such file, so a misplaced task is not lost in silence.
 */
function nestedTaskWarnings(task) {
    return task.nestedTaskFiles.map((inner) => ({
        relative_dir: task.relativeDir,
        file: task.relativeDir === '.' ? inner : `${task.relativeDir}/${inner}`,
        field: '(nested task folder)',
        message: `inside the task ${task.relativeDir}, so not run as a task of its own (discovery does not look inside a task folder): move it out if it is one`,
    }));
}
/** A folder under steps/ that no step names: ignored as Harbor does, said in case it is a typo. */
function strayStepWarnings(task) {
    const declared = task.config.steps.map((s) => s.name).join(', ');
    return task.strayStepFolders.map((name) => ({
        relative_dir: task.relativeDir,
        file: task.relativeDir === '.' ? `steps/${name}` : `${task.relativeDir}/steps/${name}`,
        field: '(steps folder)',
        message: `ignored: no [[steps]] entry in task.toml is named ${name} (steps: ${declared}); rename the folder or the step if it is one`,
    }));
}
/** A task's ignored fields (task.toml, its compose file), each located from the discovery root. */
function taskWarnings(task) {
    const at = (file) => (task.relativeDir === '.' ? file : `${task.relativeDir}/${file}`);
    const compose = task.compose;
    return [
        ...task.config.warnings.map((w) => ({ relative_dir: task.relativeDir, file: at('task.toml'), ...w })),
        ...(compose?.warnings ?? []).map((w) => ({
            relative_dir: task.relativeDir,
            file: at(compose.file),
            ...w,
        })),
    ];
}
function nameFilter(opts) {
    const included = opts.include?.length ? picomatch_default()(opts.include) : () => true;
    const excluded = opts.exclude?.length ? picomatch_default()(opts.exclude) : () => false;
    return (name) => included(name) && !excluded(name);
}
async function isTaskFolder(path) {
    const info = await (0,promises_.stat)(path).catch((error) => {
        if (error.code === 'ENOENT')
            throw new errors/* TaskDiscoveryError */.oB(`task path ${path} does not exist: pass a task folder or a folder of tasks`);
        throw error;
    });
    if (!info.isDirectory())
        throw new errors/* TaskDiscoveryError */.oB(`task path ${path} is not a folder: pass a task folder or a folder of tasks`);
    return (0,promises_.stat)((0,external_node_path_.join)(path, 'task.toml')).then((toml) => toml.isFile(), () => false);
}
function relativeDirOf(result) {
    return 'task' in result ? result.task.relativeDir : result.invalid.relative_dir;
}
function discover_compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ })

};
