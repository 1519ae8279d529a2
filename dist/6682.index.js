export const id = 6682;
export const ids = [6682];
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
/* harmony import */ var _results_flaky_ledger_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90905);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59913);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49930);
/* harmony import */ var _report_trend_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57332);
/* harmony import */ var _settings_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18411);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77593);
// `helios history PATH`: the trend of a label's runs on a terminal (sparklines and a table), or
// with --tasks the flaky-task ledger. PATH is a history.json (from a report artifact), a folder
// holding one, a run folder (run_summary.json: one point), or an output folder of local runs
// (each subfolder's run_summary.json, in the order they finished).









const SUMMARY_FILE = 'run_summary.json';
const HELP = `Usage: helios history <history.json | report folder | run folder | output folder> [options]

  --last N     runs shown (default ${_settings_report_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_SETTINGS */ .$.last.default})
  --tasks      the flaky-task ledger instead: per task its pass rate and spread over the kept
               runs, marked flaky (passed and failed within one run) or unstable (pass rate
               differs between runs: chi-square test, p < 0.01)

Exit code: 0; 2 when the path holds no history or run summary, or one that cannot be read.`;
async function historyCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parse */ .qg)(argv, {
        last: { type: 'string' },
        tasks: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`helios history needs one path.\n\n${HELP}`);
    const last = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .settingFlag */ .Fi)(values, _settings_report_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_SETTINGS */ .$.last);
    const history = await loadHistory(positionals[0]);
    process.stdout.write(values.tasks ? (0,_report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .ledgerTerminal */ .Mv)((0,_results_flaky_ledger_js__WEBPACK_IMPORTED_MODULE_8__/* .flakyLedger */ .jY)(history), history.runs.length) : (0,_report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .trendTerminal */ ._w)(history, last));
    return 0;
}
/** The history at `path` (see the file comment); a usage error naming the path when there is none. */
async function loadHistory(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`cannot read ${path}: no such file or folder`);
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
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`${path} holds no ${_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX}, no ${SUMMARY_FILE} and no run folder with one: pass a report artifact's ${_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX} or a run folder`);
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
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10013);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59913);
/* harmony import */ var _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57177);
/* harmony import */ var _settings_gate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(33270);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77593);
/* harmony import */ var _summary_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(29273);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(32514);
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
  --k K             pass@k the comparison uses (default ${_settings_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .GATE_SETTINGS */ .C.k.default})

One self-contained file: inline styles and charts, no script, nothing fetched.
Exit code: 0; 2 when a folder holds no ${_summary_file_js__WEBPACK_IMPORTED_MODULE_8__/* .SUMMARY_FILE */ .u7} or a file cannot be read.`;
async function reportCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parse */ .qg)(argv, {
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
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`helios report needs one run folder.\n\n${HELP}`);
    if (!values.html)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`helios report writes report.html: pass --html.\n\n${HELP}`);
    const headDir = positionals[0];
    const head = await readRunFolder(headDir);
    const baseDir = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'base') ?? null;
    const base = baseDir === null ? null : await readRunFolder(baseDir);
    const comparison = base === null ? null : (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .compareRuns */ .qB)(base, head, { k: (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .settingFlag */ .Fi)(values, _settings_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .GATE_SETTINGS */ .C.k) });
    const output = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'output') ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(headDir, _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORT_HTML_FILE */ .C));
    const html = await (0,_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__/* .reportHtml */ .E)({
        head,
        headDir,
        base,
        baseDir,
        comparison,
        history: await historyFor(headDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'history'), head),
        leaderboard: null,
        reportDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(output),
    });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(output, html).catch((error) => {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`cannot write ${output}: ${error.code ?? error.message}`);
    });
    process.stdout.write(`${output}\n`);
    return 0;
}
/** The report reads a run's attempts beside its summary: the folder, not the file. */
async function readRunFolder(dir) {
    if ((await (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_8__/* .summaryFileAt */ .EZ)(dir)) === dir)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`${dir} is a file; helios report takes the run folder that holds it (${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir)})`);
    return (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_8__/* .readSummary */ .L_)(dir);
}
/** --history, else the folder's own history.json, else this run alone (no chart: one point). */
async function historyFor(dir, flag, head) {
    if (flag !== undefined)
        return (0,_history_js__WEBPACK_IMPORTED_MODULE_9__.loadHistory)(flag);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX)))
        return (0,_history_js__WEBPACK_IMPORTED_MODULE_9__.loadHistory)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX));
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
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69212);
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
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot read ${file}: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_5__/* .codeOrMessage */ .Ab)(error)}`);
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

/***/ 90905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hM: () => (/* binding */ knownFlaky),
/* harmony export */   jY: () => (/* binding */ flakyLedger)
/* harmony export */ });
/* unused harmony export UNSTABLE_P */
/* harmony import */ var _chi_square_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59838);

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
    const heterogeneity = (0,_chi_square_js__WEBPACK_IMPORTED_MODULE_0__/* .homogeneityTest */ .V)(task.runs);
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

/***/ 5899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AH: () => (/* binding */ attemptTestsSchema),
/* harmony export */   Hq: () => (/* binding */ summarizeTests),
/* harmony export */   QI: () => (/* binding */ taskTestsSchema),
/* harmony export */   rc: () => (/* binding */ mergeTaskTests),
/* harmony export */   vK: () => (/* binding */ testFlips)
/* harmony export */ });
/* unused harmony export MAX_TASK_FAILING */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// Per-test results across attempts: result.json's `tests` (one attempt's counts from its verifier's
// ctrf.json, ctrf.ts), the task summary's `tests` (which tests failed in how many attempts), and
// which tests flipped between a base and a head run. Pure.

/** Failed tests named per task in run_summary.json (most failures first). */
const MAX_TASK_FAILING = 20;
const count = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
/** result.json `tests`: absent when the verifier wrote no readable ctrf.json. */
const attemptTestsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    passed: count(),
    failed: count(),
    skipped: count(),
    pending: count(),
    other: count(),
    /** The failed tests' names (the first MAX_FAILING_NAMES, ctrf.ts). */
    failing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
/** run_summary.json task `tests`: absent when no attempt's verifier wrote a readable ctrf.json. */
const taskTestsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Attempts whose verifier wrote a readable ctrf.json. */
    reported: count(),
    /** Tests that failed in at least one of them, with in how many; most failures first, the first 20. */
    failing: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1) })),
    /** Every failed test of every reporting attempt is in `failing` (no list was cut). */
    complete: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
function summarizeTests(attempts) {
    const reported = attempts.filter((a) => a !== undefined);
    if (reported.length === 0)
        return undefined;
    const failed = new Map();
    for (const a of reported)
        for (const name of a.failing)
            failed.set(name, (failed.get(name) ?? 0) + 1);
    const failing = [...failed].map(([name, n]) => ({ name, failed: n })).sort(byFailures);
    // A list is whole when it names as many tests as failed (not cut at MAX_FAILING_NAMES, nor past
    // the tests ctrf.ts keeps, nor one name failing twice).
    const listedAll = reported.every((a) => a.failing.length >= a.failed);
    return {
        reported: reported.length,
        failing: failing.slice(0, MAX_TASK_FAILING),
        complete: listedAll && failing.length <= MAX_TASK_FAILING,
    };
}
/** Two tallies of the same task (a confirmation round's attempts after round 1's). */
function mergeTaskTests(a, b) {
    if (!a || !b)
        return a ?? b;
    const failed = new Map();
    for (const t of [...a.failing, ...b.failing])
        failed.set(t.name, (failed.get(t.name) ?? 0) + t.failed);
    const failing = [...failed].map(([name, n]) => ({ name, failed: n })).sort(byFailures);
    return {
        reported: a.reported + b.reported,
        failing: failing.slice(0, MAX_TASK_FAILING),
        complete: a.complete && b.complete && failing.length <= MAX_TASK_FAILING,
    };
}
function byFailures(a, b) {
    return b.failed - a.failed || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
/**
 * Which tests flipped, from both sides' tallies; null unless both sides reported tests. A test
 * missing from a side's list failed in none of its attempts only when that list is complete;
 * otherwise that test is left out (its count on that side is unknown).
 */
function testFlips(base, head) {
    if (!base || !head || base.reported === 0 || head.reported === 0)
        return null;
    const failedIn = (side, name) => side.failing.find((t) => t.name === name)?.failed ?? (side.complete ? 0 : null);
    const names = [...new Set([...base.failing, ...head.failing].map((t) => t.name))];
    const flips = [];
    for (const name of names) {
        const b = failedIn(base, name);
        const h = failedIn(head, name);
        if (b === null || h === null)
            continue;
        const rise = h / head.reported - b / base.reported;
        if (rise === 0)
            continue;
        flips.push({
            flip: {
                name,
                base: { failed: b, reported: base.reported },
                head: { failed: h, reported: head.reported },
            },
            rise,
        });
    }
    const order = (a, b) => Math.abs(b.rise) - Math.abs(a.rise) ||
        (a.flip.name < b.flip.name ? -1 : a.flip.name > b.flip.name ? 1 : 0);
    return {
        nowFailing: flips
            .filter((f) => f.rise > 0)
            .sort(order)
            .map((f) => f.flip),
        nowPassing: flips
            .filter((f) => f.rise < 0)
            .sort(order)
            .map((f) => f.flip),
    };
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

/***/ 8915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ validAttempts),
/* harmony export */   G: () => (/* binding */ validCount)
/* harmony export */ });
// The attempts a pass rate divides by. Pure.
/** Attempts that ran to a verdict: all but the errored ones (an error is no verdict on the agent). */
function validAttempts(t) {
    return t.n - t.errors;
}
/** The valid attempts and their successes: the count a pass rate is estimated from. */
function validCount(t) {
    return { n: validAttempts(t), successes: t.successes };
}


/***/ }),

/***/ 59427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ cappedPng),
/* harmony export */   KJ: () => (/* binding */ encodePng),
/* harmony export */   Qr: () => (/* binding */ shrink),
/* harmony export */   lU: () => (/* binding */ pngSize),
/* harmony export */   wS: () => (/* binding */ decodePng)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
// PNG out of RGB pixels (node's zlib), and the box-filter shrink used both to fit the model's
// coordinate space and to cap the size of a kept screenshot. Pure.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function encodePng(image) {
    const stride = image.width * 3;
    const raw = Buffer.alloc((stride + 1) * image.height);
    for (let y = 0; y < image.height; y++) {
        // Filter "up" (2): a screen is mostly flat rows, which it turns into zeros.
        raw[y * (stride + 1)] = 2;
        const row = y * stride;
        for (let i = 0; i < stride; i++) {
            const above = y === 0 ? 0 : image.rgb[row - stride + i];
            raw[y * (stride + 1) + 1 + i] = (image.rgb[row + i] - above) & 0xff;
        }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(image.width, 0);
    header.writeUInt32BE(image.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter set, no interlace
    return Buffer.concat([
        SIGNATURE,
        chunk('IHDR', header),
        chunk('IDAT', (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.deflateSync)(raw, { level: 1 })),
        chunk('IEND', Buffer.alloc(0)),
    ]);
}
function chunk(type, data) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE((0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
}
/** Width and height from a PNG's header; null when it is not a PNG. */
function pngSize(png) {
    if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE))
        return null;
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
/** Decodes what encodePng wrote (truecolour, filters none/up): for tests and the size cap. */
function decodePng(png) {
    const size = pngSize(png);
    if (!size)
        throw new Error('not a PNG');
    if (png[24] !== 8 || png[25] !== 2 || png[28] !== 0)
        throw new Error('not an 8-bit truecolour PNG as helios writes');
    const parts = [];
    for (let at = 8; at < png.length;) {
        const length = png.readUInt32BE(at);
        if (png.toString('ascii', at + 4, at + 8) === 'IDAT')
            parts.push(png.subarray(at + 8, at + 8 + length));
        at += 12 + length;
    }
    const raw = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.inflateSync)(Buffer.concat(parts));
    const stride = size.width * 3;
    const rgb = Buffer.alloc(stride * size.height);
    for (let y = 0; y < size.height; y++) {
        const filter = raw[y * (stride + 1)];
        if (filter !== 0 && filter !== 2)
            throw new Error(`PNG filter ${filter} is not one helios writes`);
        for (let i = 0; i < stride; i++) {
            const value = raw[y * (stride + 1) + 1 + i];
            const above = filter === 2 && y > 0 ? rgb[(y - 1) * stride + i] : 0;
            rgb[y * stride + i] = (value + above) & 0xff;
        }
    }
    return { ...size, rgb };
}
/** The image shrunk to width × height, each pixel the mean of the source pixels it covers. */
function shrink(image, width, height) {
    if (width === image.width && height === image.height)
        return image;
    const rgb = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
        const y0 = Math.floor((y * image.height) / height);
        const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
        for (let x = 0; x < width; x++) {
            const x0 = Math.floor((x * image.width) / width);
            const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
            const sums = [0, 0, 0];
            for (let sy = y0; sy < y1; sy++)
                for (let sx = x0; sx < x1; sx++)
                    for (let c = 0; c < 3; c++)
                        sums[c] += image.rgb[(sy * image.width + sx) * 3 + c];
            const n = (y1 - y0) * (x1 - x0);
            for (let c = 0; c < 3; c++)
                rgb[(y * width + x) * 3 + c] = Math.round(sums[c] / n);
        }
    }
    return { width, height, rgb };
}
/** A PNG of at most `capBytes`: halved until it fits (or is too small to halve again). */
function cappedPng(image, capBytes) {
    let current = image;
    let png = encodePng(current);
    while (png.length > capBytes && current.width >= 320) {
        current = shrink(current, Math.floor(current.width / 2), Math.floor(current.height / 2));
        png = encodePng(current);
    }
    return { png, width: current.width, height: current.height };
}


/***/ }),

/***/ 18411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ REPORT_SETTINGS)
/* harmony export */ });
const REPORT_SETTINGS = {
    comment: {
        cli: null,
        commands: [],
        action: 'comment',
        toml: null,
        kind: 'enum',
        values: ['always', 'on-change', 'off'],
        default: 'always',
        help: 'sticky PR comment: always, on-change (create only when something changed) or off',
    },
    'retention-days': {
        cli: null,
        commands: [],
        action: 'retention-days',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 90,
        help: 'artifact retention in days (not given: the repository default)',
    },
    last: {
        cli: 'last',
        commands: ['history'],
        action: null,
        toml: null,
        kind: 'whole',
        min: 1,
        max: 365,
        default: 30,
        help: 'runs the trend shows',
    },
};


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
