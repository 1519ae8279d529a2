export const id = 5530;
export const ids = [5530];
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

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ chance),
/* harmony export */   Iz: () => (/* binding */ countCell),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   XN: () => (/* binding */ deltaCell),
/* harmony export */   aN: () => (/* binding */ splitRows),
/* harmony export */   iA: () => (/* binding */ signedDecimal),
/* harmony export */   j_: () => (/* binding */ displayStatus),
/* harmony export */   uT: () => (/* binding */ DISPLAY_ORDER)
/* harmony export */ });
/* unused harmony export isNotable */
/* harmony import */ var _results_points_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74191);
/* harmony import */ var _results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8915);
// Number formatting shared by the markdown and terminal renderers.
// signedPoints lives in results/ (the comparison's sentences use it too; results never import report/).


function percent(fraction) {
    return `${(fraction * 100).toFixed(1)}%`;
}

/**
 * "2/3": passes of the non-errored attempts (the attempts the Δ column uses), with the errored
 * ones called out apart: "2/2 +1 err".
 */
function countCell(side) {
    if (side === null)
        return '—';
    const errors = side.errors > 0 ? ` +${side.errors} err` : '';
    return `${side.successes}/${(0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_0__/* .validAttempts */ .F)(side)}${errors}`;
}
/** "93%": a task's probability that its pass rate fell. */
function chance(probability) {
    const value = Math.round(probability * 100);
    return value >= 100 ? '> 99%' : `${value}%`;
}
function deltaCell(delta) {
    return delta === null ? '—' : (0,_results_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(delta);
}
/** "+0.125", "−0.300": a signed difference of plain numbers (mean reward). */
function signedDecimal(value) {
    const rounded = Math.round(value * 1000) / 1000;
    if (rounded === 0)
        return '0.000';
    return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(3)}`;
}
function displayStatus(t) {
    if (t.change !== 'unchanged')
        return t.change;
    if (t.delta !== null && t.delta < 0)
        return 'dropped';
    if (t.delta !== null && t.delta > 0)
        return 'rose';
    return t.errored ? 'errored' : 'unchanged';
}
const DISPLAY_ORDER = [
    'regressed',
    'dropped',
    'errored',
    'changed',
    'removed',
    'not-run',
    'new',
    'rose',
    'improved',
    'unchanged',
];
/**
 * A task worth a reviewer's eye: labelled, a suspect, errored, changed, removed or new. A move its
 * own attempts cannot tell from noise (▼ dropped, ▲ rose) is not, unless it is a suspect.
 */
function isNotable(t) {
    const status = displayStatus(t);
    return t.suspect || (status !== 'unchanged' && status !== 'dropped' && status !== 'rose');
}
/**
 * Notable tasks first (regressed, then suspects most likely first, then errored, changed, removed,
 * new, improved, then by Δ), the rest (unchanged, dropped, rose) by name.
 */
function splitRows(tasks) {
    const changed = [];
    const rest = [];
    for (const t of tasks)
        (isNotable(t) ? changed : rest).push(t);
    const rank = (t) => t.change === 'regressed' ? 0 : t.suspect ? 1 : 1 + DISPLAY_ORDER.indexOf(displayStatus(t));
    changed.sort((a, b) => rank(a) - rank(b) || (b.fell ?? 0) - (a.fell ?? 0) || (a.delta ?? 0) - (b.delta ?? 0) || byName(a, b));
    rest.sort(byName);
    return { changed, rest };
}
function byName(a, b) {
    if (a.taskName !== b.taskName)
        return a.taskName < b.taskName ? -1 : 1;
    return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0;
}


/***/ }),

/***/ 61601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J5: () => (/* binding */ TREND_RUNS),
/* harmony export */   Mv: () => (/* binding */ ledgerTerminal),
/* harmony export */   NJ: () => (/* binding */ knownFlakyLine),
/* harmony export */   P3: () => (/* binding */ trendMarkdown),
/* harmony export */   Xl: () => (/* binding */ trendView),
/* harmony export */   _w: () => (/* binding */ trendTerminal)
/* harmony export */ });
/* unused harmony exports mermaidChart, mermaidString, sparkline */
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74191);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12011);
// The trend of a label's last runs (from history.json): a mermaid `xychart-beta` chart GitHub
// draws inline, a table of the runs with their Δ, the same as terminal text, and the ledger's
// word on a PR's moved tasks. Pure.



/** Runs shown by default: a month of nightly runs keeps the chart readable. */
const TREND_RUNS = 30;
const MAX_NAME = 60;
/** The last `last` runs that have a pass@1 (a run with no task has none). */
function trendView(history, last = TREND_RUNS) {
    const runs = history.runs.filter((r) => r.pass_at_k['1'] !== undefined).slice(-last);
    const commonK = runs.length === 0 ? 0 : Math.min(...runs.map((r) => maxK(r)));
    return { runs, k: commonK > 1 ? commonK : null };
}
/** The chart and the table; `collapsed` puts both in a <details> (the PR comment). */
function trendMarkdown(history, opts = {}) {
    const view = trendView(history, opts.last);
    if (view.runs.length === 0)
        return '';
    const title = `Trend: the last ${view.runs.length} run(s) of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(history.label, MAX_NAME))}`;
    const body = [view.runs.length >= 2 ? `${mermaidChart(view)}\n\n${chartKey(view)}` : '', runsTable(view)]
        .filter((p) => p !== '')
        .join('\n\n');
    if (opts.collapsed)
        return `<details><summary>📈 ${title}</summary>\n\n${body}\n\n</details>`;
    return `### 📈 ${title}\n\n${body}`;
}
/** The mermaid block: x labels are run numbers and short commits, y is percent. */
function mermaidChart(view) {
    const labels = view.runs.map((r, i) => mermaidString(runLabel(r, i, view.runs.length)));
    const line = (k) => `  line [${view.runs.map((r) => pointsOf(r, k)).join(', ')}]`;
    return [
        '```mermaid',
        'xychart-beta',
        // Our own words and numbers only: nothing to sanitise.
        `  title "${view.k === null ? 'pass@1 (%)' : `pass@1 and pass@${view.k} (%)`}"`,
        `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        '  y-axis "percent" 0 --> 100',
        line(1),
        ...(view.k === null ? [] : [line(view.k)]),
        '```',
    ].join('\n');
}
/**
 * Text safe inside a mermaid double-quoted string: the grammar has no escape for `"`, and a line
 * break, `;`, backtick or markdown fence would end the statement or the code block. Anything
 * outside a plain set becomes `_`.
 */
function mermaidString(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 40).replace(/[^A-Za-z0-9 .,:@#/()+_-]/g, '_');
}
function chartKey(view) {
    return view.k === null ? '_Line: pass@1._' : `_Lines: pass@1 (the first), pass@${view.k} (the second)._`;
}
function runsTable(view) {
    const k = view.k;
    const rows = view.runs.map((r, i) => {
        const previous = i > 0 ? view.runs[i - 1] : null;
        const p1 = r.pass_at_k['1'];
        const delta = previous ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(p1 - previous.pass_at_k['1']) : '—';
        return [
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(runLabel(r, i, view.runs.length), r.run_url ?? undefined),
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(r.date.slice(0, 10)),
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, MAX_NAME)),
            String(r.tasks),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(p1),
            delta,
            ...(k === null ? [] : [(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(r.pass_at_k[String(k)])]),
            String(r.errors),
            r.cost_usd === null ? '—' : `$${r.cost_usd.toFixed(2)}`,
        ];
    });
    const header = [
        'Run',
        'Date',
        'Agent / model',
        'Tasks',
        'pass@1',
        'Δ pass@1 (pts)',
        ...(k === null ? [] : [`pass@${k}`]),
        'Errors',
        'Cost',
    ];
    return `${(0,markdown_table__WEBPACK_IMPORTED_MODULE_3__/* .markdownTable */ .Q)([header, ...rows.reverse()])}\n\n_Newest first; Δ is against the run before (the task sets of two runs may differ)._`;
}
/** The same trend on a terminal: sparklines and a table, control characters shown, not run. */
function trendTerminal(history, last = TREND_RUNS) {
    const view = trendView(history, last);
    if (view.runs.length === 0)
        return `History of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(history.label)}: no run with tasks yet.\n`;
    const lines = [
        `History of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(history.label)}: the last ${view.runs.length} run(s), oldest first`,
    ];
    lines.push(`pass@1  ${sparkline(view.runs.map((r) => r.pass_at_k['1']))}`);
    if (view.k !== null)
        lines.push(`pass@${view.k}  ${sparkline(view.runs.map((r) => r.pass_at_k[String(view.k)]))}`);
    lines.push('');
    const kHead = view.k === null ? '' : `  pass@${view.k}`.padEnd(9);
    lines.push(`${'run'.padEnd(16)}${'date'.padEnd(12)}${'tasks'.padStart(6)}  ${'pass@1'.padEnd(7)}${'delta'.padStart(7)}${kHead}  agent / model`);
    view.runs.forEach((r, i) => {
        const p1 = r.pass_at_k['1'];
        const delta = i > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(p1 - view.runs[i - 1].pass_at_k['1']) : '-';
        const pk = view.k === null ? '' : `  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(r.pass_at_k[String(view.k)]).padEnd(7)}`;
        const who = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, MAX_NAME));
        lines.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(runLabel(r, i, view.runs.length)).padEnd(16)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.date.slice(0, 10)).padEnd(12)}${String(r.tasks).padStart(6)}  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(p1).padEnd(7)}${delta.padStart(7)}${pk}  ${who}`);
    });
    return `${lines.join('\n')}\n`;
}
/** `▁▃▅█`: one bar per run, 0 to 100 %. */
function sparkline(values) {
    const bars = '▁▂▃▄▅▆▇█';
    return values.map((v) => bars[Math.min(7, Math.max(0, Math.floor(v * 8)))]).join('');
}
/**
 * "Known flaky: 2 of the 3 moved tasks — fix-bug (flaky: passed and failed within 4 of 9 runs)":
 * which of the tasks that moved the ledger (built from the baseline's history) already marked.
 * Empty when none did.
 */
function knownFlakyLine(tasks, flaky) {
    const moved = tasks.filter((t) => ['regressed', 'improved', 'dropped', 'rose'].includes((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .displayStatus */ .j_)(t)));
    const known = moved.filter((t) => flaky.has(t.taskId));
    if (known.length === 0)
        return '';
    const items = known.map((t) => {
        const e = flaky.get(t.taskId);
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(t.taskName, MAX_NAME))} (${e.marks.join(', ')}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(e.evidence)})`;
    });
    return `🎲 **Known flaky:** ${known.length} of the ${moved.length} task(s) that moved were already marked by the history of the base branch:\n\n${items.join('\n')}`;
}
function runLabel(r, index, shown) {
    const commit = r.commit && /^[0-9a-f]{7,}$/i.test(r.commit) ? r.commit.slice(0, 7) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(r.run_id, 20);
    return `${index - shown + 1 === 0 ? 'latest' : `${index - shown + 1}`} ${commit}`;
}
function pointsOf(r, k) {
    return (Math.round((r.pass_at_k[String(k)] ?? 0) * 1000) / 10).toFixed(1);
}
function maxK(r) {
    return Math.max(0, ...Object.keys(r.pass_at_k).map(Number));
}
/** `helios history --tasks`: the ledger as aligned text, marked tasks first. */
function ledgerTerminal(entries, runs) {
    if (entries.length === 0)
        return 'No task in the history yet.\n';
    const marked = entries.filter((e) => e.marks.length > 0).length;
    const lines = [
        `Flaky-task ledger over ${runs} kept run(s): ${marked} of ${entries.length} task(s) marked (oracle stability: not recorded in the history)`,
        `${'task'.padEnd(32)}${'runs'.padStart(5)}${'pass rate'.padStart(11)}${'per run'.padStart(12)}${'errors'.padStart(8)}  mark`,
    ];
    for (const e of entries) {
        const rate = e.passRate === null ? '-' : (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(e.passRate);
        const spread = e.minRunRate === null ? '-' : `${Math.round(e.minRunRate * 100)}–${Math.round(e.maxRunRate * 100)}%`;
        const mark = e.marks.length > 0 ? `${e.marks.join(', ')}: ${e.evidence}` : '-';
        lines.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(e.name, 31)).padEnd(32)}${String(e.runs).padStart(5)}${rate.padStart(11)}${spread.padStart(12)}${String(e.errors).padStart(8)}  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(mark)}`);
    }
    return `${lines.join('\n')}\n`;
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

/***/ 74191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ signedPoints)
/* harmony export */ });
// Percentage points as text, for the comparison's verdict sentences and every report renderer.
/** Signed percentage points: "+3.0", "−8.0", "0.0" (a real minus sign, as typeset). */
function signedPoints(fraction) {
    const value = Math.round(fraction * 1000) / 10;
    if (value === 0)
        return '0.0';
    return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}`;
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

/***/ 735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownTable)
/* harmony export */ });
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}


/***/ })

};
