export const id = 486;
export const ids = [486];
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
/* harmony import */ var _results_flaky_ledger_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6949);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59913);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49930);
/* harmony import */ var _report_trend_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61601);
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


/***/ })

};
