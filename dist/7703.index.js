export const id = 7703;
export const ids = [7703];
export const modules = {

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

/***/ 57332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NJ: () => (/* binding */ knownFlakyLine),
  Mv: () => (/* binding */ ledgerTerminal),
  P3: () => (/* binding */ trendMarkdown),
  _w: () => (/* binding */ trendTerminal),
  Xl: () => (/* binding */ trendView)
});

// UNUSED EXPORTS: TREND_RUNS, mermaidChart, mermaidString, sparkline

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/results/points.ts
var points = __webpack_require__(74191);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/settings/report.ts
var report = __webpack_require__(18411);
// EXTERNAL MODULE: ./src/results/chi-square.ts
var chi_square = __webpack_require__(59838);
;// CONCATENATED MODULE: ./src/results/change-points.ts
// Where a pass rate shifted in a label's history: for the suite and for each task, the one split
// of its runs (oldest first) into before and after that best explains the passes, tested against
// "no shift". Pure.
//
// The test: at each split, the binomial likelihood ratio of two rates against one (Cochran's G),
// divided by the quasi-binomial dispersion the two-rate fit leaves (runs of one nightly differ by
// more than their attempts' binomial noise: the model's own run-to-run drift), its χ²(1) tail
// multiplied by the number of splits tried (Bonferroni over the scan: conservative, analytic, so
// a long history can reach the tiny p a task-by-task correction needs). Tasks are then held to
// Benjamini–Hochberg at `falseDiscovery` over every task with a split to try.

/** Runs on each side of a split: a single odd run is an outlier, not a shift. */
const MIN_RUNS_A_SIDE = 2;
/** Non-errored attempts on each side of a split. */
const MIN_ATTEMPTS_A_SIDE = 6;
/** The suite's and the tasks' level (the tasks' false-discovery rate). */
const CHANGE_POINT_LEVEL = 0.01;
/** The best split of `series` and its p; null when no split has enough on both sides. */
function bestSplit(series) {
    const ran = series.map((r, i) => ({ ...r, i })).filter((r) => r.n > 0);
    const splits = [];
    let leftN = 0;
    let leftPasses = 0;
    const totalN = ran.reduce((s, r) => s + r.n, 0);
    const totalPasses = ran.reduce((s, r) => s + r.passes, 0);
    for (let j = 1; j < ran.length; j++) {
        leftN += ran[j - 1].n;
        leftPasses += ran[j - 1].passes;
        const rightN = totalN - leftN;
        if (j < MIN_RUNS_A_SIDE || ran.length - j < MIN_RUNS_A_SIDE)
            continue;
        if (leftN < MIN_ATTEMPTS_A_SIDE || rightN < MIN_ATTEMPTS_A_SIDE)
            continue;
        const g = 2 *
            (logLikelihood(leftPasses, leftN) +
                logLikelihood(totalPasses - leftPasses, rightN) -
                logLikelihood(totalPasses, totalN));
        splits.push({ at: j, g, before: leftPasses / leftN, after: (totalPasses - leftPasses) / rightN });
    }
    if (splits.length === 0)
        return null;
    const best = splits.reduce((a, b) => (b.g > a.g ? b : a));
    const phi = dispersion(ran, best.at, best.before, best.after);
    const p = Math.min(1, splits.length * (0,chi_square/* chiSquareSurvival */.Y)(best.g / phi, 1));
    const first = ran[best.at];
    return {
        index: first.i,
        runId: first.runId,
        date: first.date,
        before: best.before,
        after: best.after,
        p,
        runsBefore: best.at,
        runsAfter: ran.length - best.at,
    };
}
/** The suite's shift (pooled over its tasks) and each task's, from a history. */
function historyChangePoints(history, level = CHANGE_POINT_LEVEL) {
    const perTask = new Map();
    const suite = history.runs.map((run, r) => {
        let n = 0;
        let passes = 0;
        for (const [index, tries, successes, errors = 0] of run.task_counts) {
            const series = perTask.get(index) ?? history.runs.map((x) => ({ runId: x.run_id, date: x.date, n: 0, passes: 0 }));
            series[r] = { ...series[r], n: tries - errors, passes: successes };
            perTask.set(index, series);
            n += tries - errors;
            passes += successes;
        }
        return { runId: run.run_id, date: run.date, n, passes };
    });
    const candidates = [];
    for (const [index, series] of perTask) {
        const split = bestSplit(series);
        const task = history.tasks[index];
        if (split !== null)
            candidates.push({ ...split, taskId: task.id, taskName: task.name });
    }
    const suitePoint = bestSplit(suite);
    return {
        suite: suitePoint !== null && suitePoint.p <= level ? suitePoint : null,
        tasks: heldByBenjaminiHochberg(candidates, level).sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.p - b.p),
        testedTasks: candidates.length,
    };
}
function heldByBenjaminiHochberg(items, q) {
    const sorted = [...items].sort((a, b) => a.p - b.p);
    let cut = 0;
    sorted.forEach((item, i) => {
        if (item.p <= ((i + 1) / sorted.length) * q)
            cut = i + 1;
    });
    return sorted.slice(0, cut);
}
function logLikelihood(passes, n) {
    if (n === 0 || passes === 0 || passes === n)
        return 0;
    const p = passes / n;
    return passes * Math.log(p) + (n - passes) * Math.log(1 - p);
}
/**
 * Pearson's χ² of the two-rate fit over its degrees of freedom, at least 1: how much more the runs
 * differ than their attempts' binomial noise. Runs whose fitted rate is 0 or 1 add nothing.
 */
function dispersion(runs, at, before, after) {
    let chi = 0;
    runs.forEach((r, i) => {
        const p = i < at ? before : after;
        const variance = r.n * p * (1 - p);
        if (variance > 0)
            chi += (r.passes - r.n * p) ** 2 / variance;
    });
    const df = runs.length - 2;
    return df > 0 ? Math.max(1, chi / df) : 1;
}

// EXTERNAL MODULE: ./src/results/verdict-text.ts
var verdict_text = __webpack_require__(36043);
;// CONCATENATED MODULE: ./src/report/change-points.ts




/** Tasks listed; the rest are counted. */
const MAX_TASKS = 10;
const MAX_NAME = 60;
/** The shift lines (empty when none held), as the terminal or as markdown shows them. */
function changePointLines(found, runs, format) {
    const escape = format === 'terminal' ? report_escape/* escapeTerminal */.en : report_escape/* escapeMarkdown */.FV;
    const bullet = format === 'terminal' ? '  ' : '- ';
    const lines = [];
    if (found.suite !== null)
        lines.push(`Shift: the pass rate over all tasks ${shift(found.suite, runs, escape)}.`);
    if (found.tasks.length > 0) {
        const level = `${CHANGE_POINT_LEVEL * 100}% false-discovery rate`;
        lines.push(`Tasks whose pass rate shifted: ${found.tasks.length} of ${found.testedTasks} tested (${level}):`);
        for (const t of found.tasks.slice(0, MAX_TASKS))
            lines.push(`${bullet}${escape((0,report_escape/* clip */.$Q)(t.taskName, MAX_NAME))}: ${shift(t, runs, escape)}`);
        if (found.tasks.length > MAX_TASKS)
            lines.push(`${bullet}and ${found.tasks.length - MAX_TASKS} more`);
    }
    return lines;
}
/** "82.0% → 61.0% at run abc1234 (2026-11-20; 9 runs before, 4 after), p = 0.001". */
function shift(point, runs, escape) {
    const run = runs[point.index];
    const name = run.commit && /^[0-9a-f]{7,}$/i.test(run.commit) ? run.commit.slice(0, 7) : (0,report_escape/* clip */.$Q)(run.run_id, 20);
    return `${(0,format/* percent */.KN)(point.before)} → ${(0,format/* percent */.KN)(point.after)} at run ${escape(name)} (${escape(point.date.slice(0, 10))}; ${point.runsBefore} run(s) before, ${point.runsAfter} after), ${(0,verdict_text/* pValueText */.nY)(point.p)}`;
}

;// CONCATENATED MODULE: ./src/report/trend.ts
// The trend of a label's last runs (from history.json): a mermaid `xychart-beta` chart GitHub
// draws inline, a table of the runs with their Δ, the same as terminal text, and the ledger's
// word on a PR's moved tasks. Pure.






/** Runs shown by default: a month of nightly runs keeps the chart readable. */
const TREND_RUNS = report/* REPORT_SETTINGS */.$.last.default;
const trend_MAX_NAME = 60;
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
    const title = `Trend: the last ${view.runs.length} run(s) of ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(history.label, trend_MAX_NAME))}`;
    // Shifts are found over the whole kept history, not only the runs shown.
    const shifts = changePointLines(historyChangePoints(history), history.runs, 'markdown').join('\n');
    const body = [
        view.runs.length >= 2 ? `${mermaidChart(view)}\n\n${chartKey(view)}` : '',
        shifts,
        runsTable(view),
    ]
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
    return (0,report_escape/* clip */.$Q)(text, 40).replace(/[^A-Za-z0-9 .,:@#/()+_-]/g, '_');
}
function chartKey(view) {
    return view.k === null ? '_Line: pass@1._' : `_Lines: pass@1 (the first), pass@${view.k} (the second)._`;
}
function runsTable(view) {
    const k = view.k;
    const rows = view.runs.map((r, i) => {
        const previous = i > 0 ? view.runs[i - 1] : null;
        const p1 = r.pass_at_k['1'];
        const delta = previous ? (0,points/* signedPoints */._)(p1 - previous.pass_at_k['1']) : '—';
        return [
            (0,report_escape/* link */.nf)(runLabel(r, i, view.runs.length), r.run_url ?? undefined),
            (0,report_escape/* escapeMarkdown */.FV)(r.date.slice(0, 10)),
            (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, trend_MAX_NAME)),
            String(r.tasks),
            (0,format/* percent */.KN)(p1),
            delta,
            ...(k === null ? [] : [(0,format/* percent */.KN)(r.pass_at_k[String(k)])]),
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
    return `${(0,markdown_table/* markdownTable */.Q)([header, ...rows.reverse()])}\n\n_Newest first; Δ is against the run before (the task sets of two runs may differ)._`;
}
/** The same trend on a terminal: sparklines and a table, control characters shown, not run. */
function trendTerminal(history, last = TREND_RUNS) {
    const view = trendView(history, last);
    if (view.runs.length === 0)
        return `History of ${(0,report_escape/* escapeTerminal */.en)(history.label)}: no run with tasks yet.\n`;
    const lines = [
        `History of ${(0,report_escape/* escapeTerminal */.en)(history.label)}: the last ${view.runs.length} run(s), oldest first`,
    ];
    lines.push(`pass@1  ${sparkline(view.runs.map((r) => r.pass_at_k['1']))}`);
    if (view.k !== null)
        lines.push(`pass@${view.k}  ${sparkline(view.runs.map((r) => r.pass_at_k[String(view.k)]))}`);
    lines.push('');
    const kHead = view.k === null ? '' : `  pass@${view.k}`.padEnd(9);
    lines.push(`${'run'.padEnd(16)}${'date'.padEnd(12)}${'tasks'.padStart(6)}  ${'pass@1'.padEnd(7)}${'delta'.padStart(7)}${kHead}  agent / model`);
    view.runs.forEach((r, i) => {
        const p1 = r.pass_at_k['1'];
        const delta = i > 0 ? (0,points/* signedPoints */._)(p1 - view.runs[i - 1].pass_at_k['1']) : '-';
        const pk = view.k === null ? '' : `  ${(0,format/* percent */.KN)(r.pass_at_k[String(view.k)]).padEnd(7)}`;
        const who = (0,report_escape/* escapeTerminal */.en)((0,report_escape/* clip */.$Q)(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, trend_MAX_NAME));
        lines.push(`${(0,report_escape/* escapeTerminal */.en)(runLabel(r, i, view.runs.length)).padEnd(16)}${(0,report_escape/* escapeTerminal */.en)(r.date.slice(0, 10)).padEnd(12)}${String(r.tasks).padStart(6)}  ${(0,format/* percent */.KN)(p1).padEnd(7)}${delta.padStart(7)}${pk}  ${who}`);
    });
    const shifts = changePointLines(historyChangePoints(history), history.runs, 'terminal');
    if (shifts.length > 0)
        lines.push('', ...shifts);
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
    const moved = tasks.filter((t) => ['regressed', 'improved', 'dropped', 'rose'].includes((0,format/* displayStatus */.j_)(t)));
    const known = moved.filter((t) => flaky.has(t.taskId));
    if (known.length === 0)
        return '';
    const items = known.map((t) => {
        const e = flaky.get(t.taskId);
        return `- ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.taskName, trend_MAX_NAME))} (${e.marks.join(', ')}: ${(0,report_escape/* escapeMarkdown */.FV)(e.evidence)})`;
    });
    return `🎲 **Known flaky:** ${known.length} of the ${moved.length} task(s) that moved were already marked by the history of the base branch:\n\n${items.join('\n')}`;
}
function runLabel(r, index, shown) {
    const commit = r.commit && /^[0-9a-f]{7,}$/i.test(r.commit) ? r.commit.slice(0, 7) : (0,report_escape/* clip */.$Q)(r.run_id, 20);
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
        const rate = e.passRate === null ? '-' : (0,format/* percent */.KN)(e.passRate);
        const spread = e.minRunRate === null ? '-' : `${Math.round(e.minRunRate * 100)}–${Math.round(e.maxRunRate * 100)}%`;
        const mark = e.marks.length > 0 ? `${e.marks.join(', ')}: ${e.evidence}` : '-';
        lines.push(`${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* clip */.$Q)(e.name, 31)).padEnd(32)}${String(e.runs).padStart(5)}${rate.padStart(11)}${spread.padStart(12)}${String(e.errors).padStart(8)}  ${(0,report_escape/* escapeTerminal */.en)(mark)}`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 59838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ homogeneityTest),
/* harmony export */   Y: () => (/* binding */ chiSquareSurvival)
/* harmony export */ });
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
    // task_counts are left to the loop below (zod is slow on them): once it passes, this is a History.
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
        value.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0));
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
        const [index, ...counts] = c;
        return [renumbered[index], ...counts];
    };
    return {
        ...emptyHistory(label),
        tasks: kept,
        runs: runs.map((run) => ({ ...run, task_counts: run.task_counts.map(renumber) })),
    };
}


/***/ })

};
