export const id = 7052;
export const ids = [7052];
export const modules = {

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
