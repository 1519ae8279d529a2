export const id = 2116;
export const ids = [2116];
export const modules = {

/***/ 32514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyCommand: () => (/* binding */ historyCommand),
/* harmony export */   loadHistory: () => (/* binding */ loadHistory)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _results_flaky_ledger_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6949);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59913);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49930);
/* harmony import */ var _report_trend_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61601);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77593);
// `helios history PATH`: the trend of a label's runs on a terminal (sparklines and a table), or
// with --tasks the flaky-task ledger. PATH is a history.json (from a report artifact), a folder
// holding one, a run folder (run_summary.json: one point), or an output folder of local runs
// (each subfolder's run_summary.json, in the order they finished).








const SUMMARY_FILE = 'run_summary.json';
const HELP = `Usage: helios history <history.json | report folder | run folder | output folder> [options]

  --last N     runs shown (default ${_report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .TREND_RUNS */ .J5})
  --tasks      the flaky-task ledger instead: per task its pass rate and spread over the kept
               runs, marked flaky (passed and failed within one run) or unstable (pass rate
               differs between runs: chi-square test, p < 0.01)

Exit code: 0; 2 when the path holds no history or run summary, or one that cannot be read.`;
async function historyCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parse */ .qg)(argv, {
        last: { type: 'string' },
        tasks: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`helios history needs one path.\n\n${HELP}`);
    const last = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .intFlag */ .s1)(values, 'last', _report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .TREND_RUNS */ .J5, 1, 365);
    const history = await loadHistory(positionals[0]);
    process.stdout.write(values.tasks ? (0,_report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .ledgerTerminal */ .Mv)((0,_results_flaky_ledger_js__WEBPACK_IMPORTED_MODULE_7__/* .flakyLedger */ .jY)(history), history.runs.length) : (0,_report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .trendTerminal */ ._w)(history, last));
    return 0;
}
/** The history at `path` (see the file comment); a usage error naming the path when there is none. */
async function loadHistory(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`cannot read ${path}: no such file or folder`);
    });
    if (info.isFile())
        return historyOfFile(path);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, _results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX)))
        return historyOfFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, _results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX));
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, SUMMARY_FILE)))
        return historyOf([await summaryAt((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, SUMMARY_FILE))]);
    const summaries = [];
    for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(path, { withFileTypes: true })) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, entry.name, SUMMARY_FILE);
        if (entry.isDirectory() && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
            summaries.push(await summaryAt(file));
    }
    if (summaries.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${path} holds no ${_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX}, no ${SUMMARY_FILE} and no run folder with one: pass a report artifact's ${_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX} or a run folder`);
    return historyOf(summaries.sort((a, b) => a.finished_at.localeCompare(b.finished_at)));
}
async function historyOfFile(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    // A run summary passed as a file is one point, like its folder.
    if (/"kind"\s*:\s*"(run|shard)"/.test(text.slice(0, 200)) || file.endsWith(SUMMARY_FILE))
        return historyOf([(0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRunSummary */ .HE)(text, file)]);
    return (0,_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .parseHistory */ .i6)(text, file);
}
async function summaryAt(file) {
    return (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'), file);
}
function historyOf(summaries) {
    return summaries.reduce((h, s) => (0,_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .appendRun */ .ah)(h, s), (0,_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyHistory */ .s4)(summaries[0].label));
}


/***/ }),

/***/ 91086:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportCommand: () => (/* binding */ reportCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17733);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59913);
/* harmony import */ var _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57177);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77593);
/* harmony import */ var _summary_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29273);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(32514);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__]);
_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];
// `helios report RUN_DIR --html`: report.html for a local run folder — its summary, the trend
// (the folder's history.json, or --history), the per-task drill-down with each attempt's
// trajectory, and with --base another run folder: the comparison, base and head side by side for a
// regressed task. Written into the run folder (or -o FILE); its path is printed.









const HELP = `Usage: helios report <run folder> --html [options]

  --html            write report.html (the only format: the terminal report is what
                    helios batch prints, helios compare compares two runs)
  -o, --output F    where to write it (default: <run folder>/${_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORT_HTML_FILE */ .C})
  --base DIR        a baseline run folder: the comparison's verdict, each task's change, and for
                    a regressed task the base's attempts beside the head's
  --history PATH    the trend's runs: a history.json, or an output folder of local runs
                    (default: the run folder's ${_results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX} when it has one)
  --k K             pass@k the comparison uses (default 1)

One self-contained file: inline styles and charts, no script, nothing fetched.
Exit code: 0; 2 when a folder holds no ${_summary_file_js__WEBPACK_IMPORTED_MODULE_7__/* .SUMMARY_FILE */ .u7} or a file cannot be read.`;
async function reportCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parse */ .qg)(argv, {
        html: { type: 'boolean' },
        output: { type: 'string', short: 'o' },
        base: { type: 'string' },
        history: { type: 'string' },
        k: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`helios report needs one run folder.\n\n${HELP}`);
    if (!values.html)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`helios report writes report.html: pass --html.\n\n${HELP}`);
    const headDir = positionals[0];
    const head = await readRunFolder(headDir);
    const baseDir = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringFlag */ .AM)(values, 'base') ?? null;
    const base = baseDir === null ? null : await readRunFolder(baseDir);
    const comparison = base === null ? null : (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .compareRuns */ .qB)(base, head, { k: (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .intFlag */ .s1)(values, 'k', 1) });
    const output = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringFlag */ .AM)(values, 'output') ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(headDir, _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORT_HTML_FILE */ .C));
    const html = await (0,_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__/* .reportHtml */ .E)({
        head,
        headDir,
        base,
        baseDir,
        comparison,
        history: await historyFor(headDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringFlag */ .AM)(values, 'history'), head),
        leaderboard: null,
        reportDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(output),
    });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(output, html).catch((error) => {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`cannot write ${output}: ${error.code ?? error.message}`);
    });
    process.stdout.write(`${output}\n`);
    return 0;
}
/** The report reads a run's attempts beside its summary: the folder, not the file. */
async function readRunFolder(dir) {
    if ((await (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_7__/* .summaryFileAt */ .EZ)(dir)) === dir)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${dir} is a file; helios report takes the run folder that holds it (${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir)})`);
    return (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_7__/* .readSummary */ .L_)(dir);
}
/** --history, else the folder's own history.json, else this run alone (no chart: one point). */
async function historyFor(dir, flag, head) {
    if (flag !== undefined)
        return (0,_history_js__WEBPACK_IMPORTED_MODULE_8__.loadHistory)(flag);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX)))
        return (0,_history_js__WEBPACK_IMPORTED_MODULE_8__.loadHistory)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX));
    return (0,_results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .appendRun */ .ah)((0,_results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .emptyHistory */ .s4)(head.label), head);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 29273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ summaryFileAt),
/* harmony export */   L_: () => (/* binding */ readSummary),
/* harmony export */   UN: () => (/* binding */ runsIn),
/* harmony export */   hf: () => (/* binding */ outputFolderMessage),
/* harmony export */   u7: () => (/* binding */ SUMMARY_FILE)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49930);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
// A run summary named on the command line: its run_summary.json or the run folder holding it
// (what `helios batch` prints as "Results:"), the same in compare, confirm and report.





const SUMMARY_FILE = 'run_summary.json';
const WHAT_TO_PASS = `pass a run folder (<output>/<run-id>) or its ${SUMMARY_FILE}`;
/** The summary file at `path`: the path itself, or the run folder's; a usage error naming the path. */
async function summaryFileAt(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch((error) => {
        const why = error.code === 'ENOENT' ? 'no such file or folder' : (error.code ?? error.message);
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot read ${path}: ${why}; ${WHAT_TO_PASS}`);
    });
    if (!info.isDirectory())
        return path;
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, SUMMARY_FILE);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return file;
    const runs = await runsIn(path);
    if (runs.length > 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(outputFolderMessage(path, runs, ''));
    throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${path} holds no ${SUMMARY_FILE}; ${WHAT_TO_PASS}`);
}
/** The run folders (holding a summary) directly inside `dir`, by name: an output folder's runs. */
async function runsIn(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true });
    return entries
        .filter((e) => e.isDirectory() && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, e.name, SUMMARY_FILE)))
        .map((e) => e.name)
        .sort();
}
/** An output folder given where a run was wanted: name its newest run (run ids sort by time). */
function outputFolderMessage(dir, runs, prefix) {
    return `${prefix}${dir} is an output folder holding ${runs.length} run(s), not a run; pass one of them, e.g. ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, runs.at(-1))}`;
}
/** A run summary file or run folder, read and checked; a usage error (exit 2) naming the file. */
async function readSummary(path) {
    const file = await summaryFileAt(path);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot read ${file}: ${error.code ?? error.message}`);
    }
    try {
        return (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunSummary */ .HE)(text, file);
    }
    catch (error) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(error instanceof Error ? error.message : String(error));
    }
}


/***/ }),

/***/ 76971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ti: () => (/* binding */ attemptTests),
/* harmony export */   hL: () => (/* binding */ parseCtrf),
/* harmony export */   rp: () => (/* binding */ CTRF_FILE)
/* harmony export */ });
/* unused harmony exports MAX_TESTS_KEPT, MAX_TEST_NAME, MAX_TEST_MESSAGE, MAX_FAILING_NAMES, CTRF_STATUSES */
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
    const results = record(record(doc)?.results);
    if (results === null)
        return { ok: false, problem: 'results: expected an object' };
    if (!Array.isArray(results.tests))
        return { ok: false, problem: 'results.tests: expected a list' };
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0, other: 0 };
    const tests = [];
    results.tests.forEach((entry, i) => {
        const test = record(entry) ?? {};
        const status = statusOf(test.status);
        counts[status]++;
        if (tests.length < MAX_TESTS_KEPT)
            tests.push(testOf(test, status, i));
    });
    const tool = record(results.tool)?.name;
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
    return CTRF_STATUSES.includes(lower) ? lower : 'other';
}
function cut(text, max) {
    if (text.length <= max)
        return text;
    // Never split a surrogate pair.
    const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
    return `${text.slice(0, end)}…`;
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : null;
}


/***/ }),

/***/ 6949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jY: () => (/* binding */ flakyLedger),
  hM: () => (/* binding */ knownFlaky)
});

// UNUSED EXPORTS: UNSTABLE_P

;// CONCATENATED MODULE: ./src/results/chi-square.ts
// The chi-square test of homogeneity for a 2 × R table (passes and failures in R runs), and the
// distribution function it needs. Pure.
/**
 * P(X ≥ x) for X ~ χ²(df): the regularized upper incomplete gamma Q(df/2, x/2), by its series
 * below a + 1 and its continued fraction above (Numerical Recipes' gser/gcf).
 */
function chiSquareSurvival(x, df) {
    if (!(x > 0))
        return 1;
    const a = df / 2;
    const z = x / 2;
    const logPrefix = -z + a * Math.log(z) - logGamma(a);
    if (z < a + 1) {
        let term = 1 / a;
        let sum = term;
        for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
            term *= z / (a + n);
            sum += term;
        }
        return Math.max(0, 1 - sum * Math.exp(logPrefix));
    }
    const tiny = 1e-300;
    let b = z + 1 - a;
    let c = 1 / tiny;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i < 1000; i++) {
        const an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (Math.abs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (Math.abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const step = d * c;
        h *= step;
        if (Math.abs(step - 1) < 1e-15)
            break;
    }
    return Math.min(1, Math.exp(logPrefix) * h);
}
/** Lanczos approximation (g = 7, n = 9). */
function logGamma(x) {
    const c = [
        0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
        12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
    ];
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
    const xm = x - 1;
    let sum = c[0];
    for (let i = 1; i < 9; i++)
        sum += c[i] / (xm + i);
    const t = xm + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (xm + 0.5) * Math.log(t) - t + Math.log(sum);
}
/**
 * Pearson's test that every run has the same pass probability, from each run's successes of n.
 * Null when it cannot be tested: fewer than two runs with attempts, or every attempt passed or
 * every attempt failed (no variation to test).
 */
function homogeneityTest(runs) {
    const used = runs.filter((r) => r.n > 0);
    const total = used.reduce((s, r) => s + r.n, 0);
    const passed = used.reduce((s, r) => s + r.successes, 0);
    if (used.length < 2 || passed === 0 || passed === total)
        return null;
    const rate = passed / total;
    let statistic = 0;
    for (const r of used) {
        const expectedPass = r.n * rate;
        const expectedFail = r.n - expectedPass;
        statistic += (r.successes - expectedPass) ** 2 / expectedPass;
        statistic += (r.n - r.successes - expectedFail) ** 2 / expectedFail;
    }
    const df = used.length - 1;
    return { statistic, df, p: chiSquareSurvival(statistic, df) };
}

;// CONCATENATED MODULE: ./src/results/flaky-ledger.ts

const UNSTABLE_P = 0.01;
/** The ledger of the newest run's tasks, marked ones first, then by name. */
function flakyLedger(history) {
    const newest = history.runs.at(-1);
    if (!newest)
        return [];
    // By task index (one per task id): a full history has 365,000 counts.
    const perTask = history.tasks.map(() => []);
    for (const run of history.runs)
        for (const [index, n, successes, errors = 0] of run.task_counts)
            perTask[index].push({ n: n - errors, successes, errors });
    const entries = newest.task_counts.map(([index]) => entryOf(history.tasks[index], perTask[index]));
    return entries.sort((a, b) => b.marks.length - a.marks.length || a.name.localeCompare(b.name));
}
/** Task id → its entry, for the marked tasks only. */
function knownFlaky(ledger) {
    return new Map(ledger.filter((e) => e.marks.length > 0).map((e) => [e.id, e]));
}
function entryOf({ id, name }, runs) {
    const task = { name, runs };
    const attempts = task.runs.reduce((s, r) => s + r.n, 0);
    const successes = task.runs.reduce((s, r) => s + r.successes, 0);
    const errors = task.runs.reduce((s, r) => s + r.errors, 0);
    const rates = task.runs.filter((r) => r.n > 0).map((r) => r.successes / r.n);
    const mixedRuns = task.runs.filter((r) => r.successes > 0 && r.successes < r.n).length;
    const heterogeneity = homogeneityTest(task.runs);
    const marks = [];
    const evidence = [];
    if (mixedRuns > 0) {
        marks.push('flaky');
        evidence.push(`passed and failed within ${mixedRuns} of ${task.runs.length} run(s)`);
    }
    if (heterogeneity !== null && heterogeneity.p < UNSTABLE_P) {
        marks.push('unstable');
        evidence.push(`pass rate differs between runs (${pct(Math.min(...rates))}–${pct(Math.max(...rates))}; χ² = ${heterogeneity.statistic.toFixed(1)}, df ${heterogeneity.df}, p = ${heterogeneity.p < 0.001 ? '< 0.001' : heterogeneity.p.toFixed(3)})`);
    }
    return {
        id,
        name: task.name,
        runs: task.runs.length,
        attempts,
        successes,
        errors,
        passRate: attempts === 0 ? null : successes / attempts,
        minRunRate: rates.length === 0 ? null : Math.min(...rates),
        maxRunRate: rates.length === 0 ? null : Math.max(...rates),
        mixedRuns,
        heterogeneity,
        marks,
        evidence: evidence.length > 0 ? evidence.join('; ') : 'no sign of flakiness',
    };
}
function pct(rate) {
    return `${Math.round(rate * 100)}%`;
}


/***/ }),

/***/ 59913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Sk: () => (/* binding */ carryHistory),
/* harmony export */   ah: () => (/* binding */ appendRun),
/* harmony export */   i6: () => (/* binding */ parseHistory),
/* harmony export */   ph: () => (/* binding */ serializeHistory),
/* harmony export */   s4: () => (/* binding */ emptyHistory)
/* harmony export */ });
/* unused harmony exports HISTORY_SCHEMA_VERSION, HISTORY_SCHEMA_VERSIONS, HISTORY_MAX_RUNS, historyRunSchema, historySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41772);
// `history.json` in each report artifact: the totals of the last runs of one label, carried from
// the baseline's report artifact into the next (no storage of our own: each run carries it
// forward, so it outlives artifact expiry), plus per-task counts compact enough for the flaky-task
// ledger (flaky-ledger.ts). Pure: reading, appending and capping.
//
// Compact by design (measured in bench/history-size.ts): task ids are listed once in `tasks` and
// each run refers to them by index; a run's per-task counts are `[index, n, successes]`, with a
// fourth number only when some attempts errored. A task id carries the task's checksum
// (`name@checksum`), so a task whose files changed starts a history of its own, and one renamed
// likewise: its old runs stay under the old id until capped out.


const HISTORY_SCHEMA_VERSION = 1;
const HISTORY_SCHEMA_VERSIONS = [HISTORY_SCHEMA_VERSION];
/** Runs kept: a year of nightly runs. */
const HISTORY_MAX_RUNS = 365;
const HISTORY_FILE = 'history.json';
const count = () => zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0);
const curve = () => zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1));
/**
 * `[task index, n, successes]` or `[task index, n, successes, errors]`. An array of counts rather
 * than a union of tuples: the union is checked member by member, 8× slower over 365,000 entries;
 * index range and n ≥ successes + errors are checked after.
 */
const taskCountsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(count()).min(3).max(4);
const historyRunSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    run_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** When the run finished (ISO 8601). */
    date: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    run_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    agent: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    tasks: count(),
    errors: count(),
    pass_at_k: curve(),
    pass_hat_k: curve(),
    mean_reward: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().refine(Number.isFinite, 'expected a finite number'),
    /** Input + output tokens over the run; null when no attempt reported usage. */
    tokens: count().nullable(),
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).nullable(),
    task_counts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(taskCountsSchema),
});
const historySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(HISTORY_SCHEMA_VERSION),
    label: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Task ids (`name@checksum`) and display names, referred to by index from `runs[].task_counts`. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
    /** Oldest first, at most HISTORY_MAX_RUNS. */
    runs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(historyRunSchema),
});
/**
 * What the reader validates with zod: the same shape with `task_counts` left to a plain loop
 * (zod takes ~2 s over the 365,000 small arrays of a full history; the loop a few ms).
 */
const historyReadSchema = historySchema.extend({
    runs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(historyRunSchema.extend({
        task_counts: zod__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((v) => Array.isArray(v), 'expected an array'),
    })),
});
function emptyHistory(label) {
    return { schema_version: HISTORY_SCHEMA_VERSION, label, tasks: [], runs: [] };
}
/**
 * Reads a history file. Throws SchemaError naming `file` and the field for bad JSON, a
 * schema_version this build does not read, a wrong shape, or a task index out of range.
 */
function parseHistory(text, file) {
    const raw = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .OW)(text, file);
    (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .checkSchemaVersion */ .yE)(raw, file, HISTORY_SCHEMA_VERSIONS, 'history');
    const history = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .validate */ .tf)(historyReadSchema, raw, file);
    history.runs.forEach((run, r) => run.task_counts.forEach((counts, i) => {
        const at = `runs[${r}].task_counts[${i}]`;
        if (!isCounts(counts))
            throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, at, `expected [index, n, successes] or [index, n, successes, errors] of whole numbers ≥ 0, got ${JSON.stringify(counts)?.slice(0, 40)}`);
        const [index, n, successes, errors = 0] = counts;
        if (n === 0)
            throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, `${at}[1]`, 'n is 0: a task in a run has at least one attempt');
        if (index >= history.tasks.length)
            throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, `${at}[0]`, `task index ${index} but tasks has ${history.tasks.length}`);
        if (successes + errors > n)
            throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, at, `successes ${successes} + errors ${errors} exceed n ${n}`);
    }));
    return history;
}
function isCounts(value) {
    return (Array.isArray(value) &&
        (value.length === 3 || value.length === 4) &&
        value.every((v) => Number.isInteger(v) && v >= 0));
}
/**
 * This run's totals and per-task counts, appended; the oldest runs beyond `maxRuns` dropped, and
 * with them the tasks no kept run refers to. A run already there (the report job re-run) is
 * replaced, not counted twice.
 */
function appendRun(history, summary, maxRuns = HISTORY_MAX_RUNS) {
    const kept = history.runs.filter((run) => run.run_id !== summary.run_id);
    const tasks = history.tasks.map((t) => ({ ...t }));
    const indexOf = new Map(tasks.map((t, i) => [t.id, i]));
    const counts = summary.tasks.map((t) => {
        let index = indexOf.get(t.task_id);
        if (index === undefined) {
            index = tasks.length;
            indexOf.set(t.task_id, index);
            tasks.push({ id: t.task_id, name: t.task_name });
        }
        else
            tasks[index].name = t.task_name; // the newest display name
        return t.errors > 0 ? [index, t.n, t.successes, t.errors] : [index, t.n, t.successes];
    });
    const runs = [...kept, { ...totalsOf(summary), task_counts: counts }];
    const capped = runs.slice(Math.max(0, runs.length - maxRuns));
    const dropped = capped.length < history.runs.length + 1;
    return dropped
        ? withoutUnusedTasks(history.label, tasks, capped)
        : { ...emptyHistory(history.label), tasks, runs: capped };
}
/**
 * The history this report carries: the baseline's (when it has one that can be read) plus this run.
 * A baseline history that cannot be read — corrupt, or written by a newer version — never fails
 * the report: the history starts afresh, with a warning saying why.
 */
function carryHistory(baselineFile, summary) {
    let base = emptyHistory(summary.label);
    let warning = null;
    if (baselineFile !== null) {
        try {
            base = parseHistory(baselineFile.text, baselineFile.file);
        }
        catch (error) {
            const why = error instanceof Error ? error.message : String(error);
            warning = `The baseline's history could not be read, so the history starts again from this run: ${why}`;
        }
    }
    const previous = { ...base, label: summary.label };
    return { history: appendRun(previous, summary), warning, previous };
}
/** The history as it is written: one line, since it is read by programs (and it is large). */
function serializeHistory(history) {
    return `${JSON.stringify(history)}\n`;
}
function totalsOf(s) {
    const usage = s.totals.usage ?? null;
    return {
        run_id: s.run_id,
        date: s.finished_at,
        commit: s.source?.sha ?? null,
        ref: s.source?.ref ?? null,
        run_url: s.source?.workflow_run_url ?? null,
        agent: s.agent,
        model: s.model,
        attempts: s.attempts,
        tasks: s.totals.tasks,
        errors: s.totals.errors,
        pass_at_k: s.totals.pass_at_k,
        pass_hat_k: s.totals.pass_hat_k,
        mean_reward: s.totals.mean_reward,
        tokens: usage === null ? null : usage.input_tokens + usage.output_tokens,
        cost_usd: usage?.cost_usd ?? null,
    };
}
/** Drops the tasks no kept run refers to (capped out), renumbering the rest in order. */
function withoutUnusedTasks(label, tasks, runs) {
    const used = new Uint8Array(tasks.length);
    for (const run of runs)
        for (const c of run.task_counts)
            used[c[0]] = 1;
    if (used.every((u) => u === 1))
        return { ...emptyHistory(label), tasks, runs };
    const renumbered = new Int32Array(tasks.length);
    const kept = [];
    tasks.forEach((t, i) => {
        renumbered[i] = kept.length;
        if (used[i])
            kept.push(t);
    });
    const renumber = (c) => {
        const copy = [...c];
        copy[0] = renumbered[c[0]];
        return copy;
    };
    return {
        ...emptyHistory(label),
        tasks: kept,
        runs: runs.map((run) => ({ ...run, task_counts: run.task_counts.map(renumber) })),
    };
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

/***/ 8233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rl: () => (/* binding */ sumUsage),
/* harmony export */   ht: () => (/* binding */ usageSchema),
/* harmony export */   ly: () => (/* binding */ emptyUsage)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// Tokens, turns and cost of one attempt, and their sums per task and per run. Pure.

function emptyUsage() {
    return { input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, turns: 0, cost_usd: 0 };
}
/** Sum of usages; null when none is known. A sum's cost is null when any known part's cost is. */
function sumUsage(usages) {
    const known = usages.filter((u) => u != null);
    if (known.length === 0)
        return null;
    const total = emptyUsage();
    for (const u of known) {
        total.input_tokens += u.input_tokens;
        total.cached_input_tokens += u.cached_input_tokens;
        total.output_tokens += u.output_tokens;
        total.turns += u.turns;
        total.cost_usd = total.cost_usd === null || u.cost_usd === null ? null : total.cost_usd + u.cost_usd;
    }
    if (total.cost_usd !== null)
        total.cost_usd = Math.round(total.cost_usd * 1e6) / 1e6;
    return total;
}
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
/** `result.json` `usage`: null when the agent reports nothing (oracle, nop, a plain command). */
const usageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    input_tokens: count,
    /** Part of `input_tokens` served from the provider's prompt cache. */
    cached_input_tokens: count,
    output_tokens: count,
    /** Model calls (assistant turns). */
    turns: count,
    /** From the agent's own report, else from the price catalogue; null when the model is unpriced. */
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().nullable(),
});


/***/ }),

/***/ 48178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SH: () => (/* binding */ attemptDirName),
/* harmony export */   Yv: () => (/* binding */ slugify),
/* harmony export */   zG: () => (/* binding */ taskOutputDirName)
/* harmony export */ });
// File-system names derived from task names. A slug never contains a path separator or `..`,
// so an output folder built from it cannot escape the run folder.
const MAX_SLUG = 80;
function slugify(name) {
    const slug = name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^[-.]+|[-.]+$/g, '')
        .slice(0, MAX_SLUG)
        .replace(/[-.]+$/g, '');
    return slug || 'task';
}
/** `<NNN>_<slug>`: NNN is the task's index in the run (discovery order), zero-padded to 3. */
function taskOutputDirName(index, name) {
    return `${String(index).padStart(3, '0')}_${slugify(name)}`;
}
function attemptDirName(attempt) {
    return `attempt_${String(attempt).padStart(3, '0')}`;
}


/***/ })

};
