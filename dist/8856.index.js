export const id = 8856;
export const ids = [8856];
export const modules = {

/***/ 98001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareCommand: () => (/* binding */ compareCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/results/gate-comparison.ts
var gate_comparison = __webpack_require__(80477);
// EXTERNAL MODULE: ./src/results/pool-baseline.ts
var pool_baseline = __webpack_require__(63260);
// EXTERNAL MODULE: ./src/github/truncate.ts
var truncate = __webpack_require__(20753);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(43343);
// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(87496);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/quarantine-section.ts
var quarantine_section = __webpack_require__(35978);
// EXTERNAL MODULE: ./src/results/quarantine.ts
var quarantine = __webpack_require__(3464);
// EXTERNAL MODULE: ./src/settings/gate.ts
var gate = __webpack_require__(33270);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/results/leaderboard.ts
var leaderboard = __webpack_require__(4461);
// EXTERNAL MODULE: ./src/report/leaderboard.ts
var report_leaderboard = __webpack_require__(95085);
;// CONCATENATED MODULE: ./src/cli/leaderboard.ts
// `helios compare A B C…` (three or more run summaries, or two with --leaderboard): the runs side
// by side, ranked, each tested against the best with the gate's own comparison. Exit 0 whatever
// the ranking (a leaderboard gates nothing); 2 on an unreadable file or a usage error.



function leaderboardOutput(runs, options) {
    const entries = distinctLabels(runs);
    let board;
    try {
        board = (0,leaderboard/* buildLeaderboard */.G)(entries, options);
    }
    catch (error) {
        throw new args/* UsageError */.eb(error instanceof Error ? error.message : String(error));
    }
    return options.markdown ? (0,report_leaderboard/* renderLeaderboardMarkdown */.T3)(board) : (0,report_leaderboard/* renderLeaderboardTerminal */.eu)(board);
}
/**
 * Each run's label; where two runs share one (local runs are all `default`), their model, else
 * agent, else the file they came from — whichever tells them apart.
 */
function distinctLabels(runs) {
    const namings = [
        (r) => r.summary.label,
        (r) => r.summary.model ?? r.summary.agent,
        (r) => `${r.summary.agent} ${r.summary.model ?? ''}`.trim(),
        (r) => r.file,
    ];
    const labels = runs.map(() => '');
    for (const naming of namings) {
        const pending = runs.map((run, i) => (labels[i] === '' ? i : -1)).filter((i) => i >= 0);
        const names = pending.map((i) => naming(runs[i]));
        const counts = new Map();
        for (const n of [...names, ...labels.filter((l) => l !== '')])
            counts.set(n, (counts.get(n) ?? 0) + 1);
        pending.forEach((i, j) => {
            if (counts.get(names[j]) === 1)
                labels[i] = names[j];
        });
    }
    // The same file given twice is the same run twice: say so rather than invent a difference.
    const twice = labels.findIndex((l) => l === '');
    if (twice >= 0)
        throw new args/* UsageError */.eb(`${runs[twice].file} is given twice: a leaderboard ranks different runs`);
    return runs.map((run, i) => ({ label: labels[i], summary: run.summary }));
}

// EXTERNAL MODULE: ./src/cli/summary-file.ts
var summary_file = __webpack_require__(29273);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/cli/compare.ts
// `helios compare BASE HEAD`: the PR comparison on a laptop. Exit 1 only when the gate fails, 2
// when it cannot compare (a missing or invalid file, an impossible k).














const HELP = `Usage: helios compare <base run> <head run> [options]
       helios compare <run> <run> <run>… [options]

  A run is a run folder (<output>/<run-id>, as helios batch prints it) or its run_summary.json.
  Two runs: the PR comparison (base, then head) and its gate. Three or more (or two with
  --leaderboard): a leaderboard of the runs (e.g. one per model), ranked by pass@k, each run
  tested against the best with the gate's comparison over the tasks both ran; exit 0.

  --pool RUN          an older base run whose attempts the base may pool (repeat,
                      newest first): only tasks with the same id and content, only runs of the
                      same agent and model that started at most ${pool_baseline/* POOL_MAX_AGE_DAYS */.gr} days before BASE

  --k K               pass@k to gate on, up to ${gate/* GATE_SETTINGS */.C.k.max} (default ${gate/* GATE_SETTINGS */.C.k.default}; when a run has
                      fewer attempts, the largest k both have, with a warning, as the action does)
  --confidence C      confidence of the paired bootstrap interval (default ${gate/* GATE_SETTINGS */.C.confidence.default})
  --min-effect X      smallest drop (0..1) that can fail the gate (default ${gate/* GATE_SETTINGS */.C['min-effect'].default})
  --fail-on-error     also fail when the result is inconclusive or errored attempts rose
                      significantly
  --quarantine FILE   tasks (name or folder, one a line) the gate leaves out; shown apart,
                      marked (default: .helios/quarantine.txt when it exists)
  --all               list unchanged tasks too
  --markdown          print the PR comment markdown instead of the terminal table (within
                      GitHub's comment limit, as the PR would show it)
  --full              with --markdown: the whole report, however long
  --leaderboard       a leaderboard of two runs instead of a base/head comparison

Exit code: 1 only when the gate fails; 0 when it passes or the result is inconclusive or flagged
(printed as INCONCLUSIVE or FLAGGED with the reason, never as a pass); 2 on a usage error or an
unreadable or invalid summary file (with the reason).`;
async function compareCommand(argv) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        k: { type: 'string' },
        pool: { type: 'string', multiple: true },
        confidence: { type: 'string' },
        'min-effect': { type: 'string' },
        'fail-on-error': { type: 'boolean' },
        quarantine: { type: 'string' },
        all: { type: 'boolean' },
        markdown: { type: 'boolean' },
        full: { type: 'boolean' },
        leaderboard: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const [baseFile, headFile] = positionals;
    if (baseFile === undefined || headFile === undefined)
        throw new args/* UsageError */.eb(`helios compare needs two summary files or run folders.\n\n${HELP}`);
    if (positionals.length > 2 || values.leaderboard) {
        const runs = [];
        for (const file of positionals)
            runs.push({ file, summary: await (0,summary_file/* readSummary */.L_)(file) });
        const output = leaderboardOutput(runs, {
            k: (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C.k),
            confidence: (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C.confidence),
            minEffect: (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C['min-effect']),
            markdown: values.markdown === true,
        });
        process.stdout.write(output);
        return 0;
    }
    const requestedK = (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C.k);
    const poolFiles = (0,narrow/* isStringArray */.Bo)(values.pool) ? values.pool : [];
    const candidates = [baseFile, ...poolFiles].map(async (file) => ({
        summary: await (0,summary_file/* readSummary */.L_)(file),
        label: file,
    }));
    const pool = (0,pool_baseline/* poolBaseline */.gb)(await Promise.all(candidates), 1 + poolFiles.length);
    const baselineNote = pool.note === null ? baseFile : `${baseFile}; ${pool.note}`;
    const quarantine = await readQuarantine(values.quarantine);
    const headSummary = await (0,summary_file/* readSummary */.L_)(headFile);
    // Exit 1 means "the gate failed" and nothing else.
    const { comparison, split, kWarning: warning, } = asUsageError(() => (0,gate_comparison/* gateComparison */.p)(pool.summary, headSummary, {
        k: requestedK,
        confidence: (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C.confidence),
        minEffect: (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C['min-effect']),
        failOnError: values['fail-on-error'] === true,
        quarantine: quarantine.entries,
    }));
    // The same fallback as the action: the largest k both runs have, with a warning.
    if (warning !== null)
        process.stderr.write(`warning: ${warning}\n`);
    const head = split.head;
    const quarantined = (0,quarantine_section/* quarantineSection */.Q)(split, quarantine.file);
    const text = values.markdown
        ? (0,markdown/* renderReport */.B)({
            comparison,
            head,
            baselineNote,
            warnings: warning === null ? [] : [warning],
            extraSections: [quarantined],
        }, values.full ? {} : { maxChars: truncate/* GITHUB_LIMITS */.f.commentChars })
        : `${(0,terminal/* renderTerminal */.b)(comparison, {
            all: values.all === true,
            ...(pool.note === null ? {} : { baselineNote }),
        })}${quarantineTerminal(split, quarantine.file)}`;
    process.stdout.write(`${text}\n`);
    return comparison.conclusion === 'failure' ? 1 : 0;
}
/** The --quarantine file (must exist), else the default one when it exists, else an empty list. */
async function readQuarantine(given) {
    const flag = typeof given === 'string' ? given : undefined;
    const file = flag ?? quarantine/* DEFAULT_QUARANTINE_FILE */.Q_;
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (flag === undefined)
            return { file, entries: [] };
        throw new args/* UsageError */.eb(`cannot read --quarantine ${file}: ${(0,narrow/* codeOrMessage */.Ab)(error)}`);
    }
    return asUsageError(() => ({ file, entries: (0,quarantine/* parseQuarantine */.mW)(text, file) }));
}
function quarantineTerminal(split, file) {
    if (split.tasks.length === 0 && split.unmatched.length === 0)
        return '';
    const names = split.tasks.map((t) => (0,report_escape/* escapeTerminal */.en)(t.name)).join(', ') || 'none found';
    const unmatched = split.unmatched.length > 0
        ? `; listed but matching no task: ${split.unmatched.map(report_escape/* escapeTerminal */.en).join(', ')}`
        : '';
    return `\nQuarantined (${(0,report_escape/* escapeTerminal */.en)(file)}, left out of the gate): ${names}${unmatched}\n`;
}
function asUsageError(f) {
    try {
        return f();
    }
    catch (error) {
        throw new args/* UsageError */.eb(error instanceof Error ? error.message : String(error));
    }
}


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

/***/ 20753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ GITHUB_LIMITS),
/* harmony export */   l: () => (/* binding */ truncateForGitHub)
/* harmony export */ });
// The last-resort cut for text GitHub would reject as too long. The renderers drop detail first;
// this only guarantees the limit, and says where the full report is.
/** GitHub's size limits for the places a report goes. */
const GITHUB_LIMITS = {
    /** Characters in an issue or pull-request comment body. */
    commentChars: 65_536,
    /** Characters in a check run's output.summary, and in its output.text. */
    checkRunSummaryChars: 65_535,
    checkRunTextChars: 65_535,
    /** Bytes of a step's job summary ($GITHUB_STEP_SUMMARY). */
    jobSummaryBytes: 1_048_576,
};
const NOTE = '\n\n… (truncated: the full report is in the report artifact)';
function truncateForGitHub(text, max) {
    if (text.length <= max)
        return text;
    return text.slice(0, max - NOTE.length) + NOTE;
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

/***/ 95085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ leaderboardCells),
/* harmony export */   T3: () => (/* binding */ renderLeaderboardMarkdown),
/* harmony export */   TG: () => (/* binding */ money),
/* harmony export */   eu: () => (/* binding */ renderLeaderboardTerminal),
/* harmony export */   w_: () => (/* binding */ leaderboardHeaders)
/* harmony export */ });
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74191);
// The leaderboard as markdown (job summary, comment) and as a terminal table. Pure; labels, agents
// and models are escaped like every other name we did not write.



/** The leaderboard's column headers at the board's k (shared by every rendering). */
const leaderboardHeaders = (k) => [
    'label',
    'agent',
    'model',
    'tasks',
    'pass@1 (interval)',
    ...(k > 1 ? [`pass@${k}`, `pass^${k}`] : []),
    'mean reward',
    'errors',
    'tokens',
    'cost',
    'cost / solved',
    'vs best',
];
function renderLeaderboardMarkdown(board) {
    const { k } = board;
    const rows = board.rows.map((row) => {
        const [label, ...rest] = leaderboardCells(row, k, _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV);
        return [`${row.best ? '🏆' : row.versusBest?.worse ? '🔻' : '≈'} ${label}`, ...rest];
    });
    const lines = [
        '### Helios leaderboard',
        '',
        `Ranked by pass@${k}. 🏆 the best; each other row is compared with it by the PR gate's test over the tasks both ran (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(board.confidence)} confidence): 🔻 significantly worse, ≈ not distinguishable.`,
        '',
        (0,markdown_table__WEBPACK_IMPORTED_MODULE_2__/* .markdownTable */ .Q)([leaderboardHeaders(k), ...rows]),
        '',
        ...board.warnings.map((w) => `> ⚠️ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(w)}`),
    ];
    if (board.matrix.length > 0) {
        const header = ['task', ...board.rows.map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(r.label))];
        const matrix = board.matrix.map((task) => [
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(task.taskName),
            ...task.cells.map((c) => (c === null ? '—' : `${c.successes}/${c.n}${c.changed ? ' (changed)' : ''}`)),
        ]);
        lines.push('', `<details><summary>Per task (${board.matrix.length} tasks × ${board.rows.length} runs: passed/attempts)</summary>`, '', (0,markdown_table__WEBPACK_IMPORTED_MODULE_2__/* .markdownTable */ .Q)([header, ...matrix]), '', '</details>');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
function renderLeaderboardTerminal(board) {
    const table = [
        leaderboardHeaders(board.k),
        ...board.rows.map((row) => leaderboardCells(row, board.k, _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)),
    ];
    const widths = table[0].map((_, c) => Math.max(...table.map((r) => [...r[c]].length)));
    const lines = table.map((r) => r
        .map((cell, c) => cell + ' '.repeat(widths[c] - [...cell].length))
        .join('  ')
        .trimEnd());
    return [...lines, ...board.warnings.map((w) => `warning: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(w)}`)].join('\n') + '\n';
}
/** One row's cells, its text escaped by `escape` (markdown, terminal or HTML). */
function leaderboardCells(row, k, escape) {
    const { passAt1 } = row;
    return [
        escape(row.label),
        escape(row.agent),
        row.model === null ? '—' : escape(row.model),
        String(row.tasks),
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(passAt1.estimate)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(passAt1.low)}–${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(passAt1.high)})`,
        ...(k > 1 ? [(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(row.passAtK), (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(row.passHatK)] : []),
        row.meanReward.toFixed(3),
        String(row.errors),
        row.tokens === null ? '—' : row.tokens.toLocaleString('en-US'),
        money(row.costUsd),
        money(row.costPerSolvedUsd),
        versusCell(row),
    ];
}
function versusCell(row) {
    const v = row.versusBest;
    if (v === null)
        return 'best';
    if (v.pairedTasks === 0)
        return 'no shared task';
    const interval = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(v.delta)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(v.low)} to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(v.high)}) over ${v.pairedTasks}`;
    return v.worse ? `worse: ${interval}` : interval;
}
function money(usd) {
    if (usd === null)
        return '—';
    return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`;
}


/***/ }),

/***/ 31396:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k3: () => (/* binding */ selfReportedNotice),
/* harmony export */   xU: () => (/* binding */ shownConclusion),
/* harmony export */   zu: () => (/* binding */ labelledVerdict)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

/** What is shown and posted: a self-reported, untrusted `success` is `neutral`. */
function shownConclusion(conclusion, selfReported) {
    return conclusion === 'success' && selfReported && !selfReported.trusted ? 'neutral' : conclusion;
}
/** The verdict as a check-run title or step message: it says whose figures these are. */
function labelledVerdict(verdict, selfReported) {
    if (!selfReported)
        return verdict;
    return `${selfReported.trusted ? 'Reported by the fork' : 'Reported by the fork, not verified'}: ${verdict}`;
}
/** The notice under the report's heading (our own words; the repository name is escaped). */
function selfReportedNotice(s) {
    const fork = s.repository === null ? 'a fork' : `the fork ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(s.repository, 140))}`;
    const run = s.runUrl === null ? 'its own workflow run' : `its own ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)('workflow run', s.runUrl)}`;
    const what = `**Reported by the fork.** These figures come from ${fork}: ${run} made them, not the base repository, and a fork's workflow can write any result into its artifact.`;
    const how = s.trusted
        ? 'This repository takes them as reported (`trust-fork-results`).'
        : 'They were compared with the baseline here, but a pass is not verified and is shown as neutral; a regression still counts. A maintainer can confirm a pass with a run in this repository.';
    return `> ⚠️ ${what} ${how}`;
}


/***/ }),

/***/ 87496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ renderTerminal)
/* harmony export */ });
/* harmony import */ var _results_verdict_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36043);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12011);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74191);
// `helios compare` on a terminal: the same comparison as the PR comment, as aligned plain text.



function renderTerminal(c, opts = {}) {
    const k = c.options.k;
    const lines = [`Helios compare: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(c.head.label)}`, verdictLine(c)];
    const d = c.passAtK;
    const over = `over ${c.figures.tasks} compared task(s)`;
    if (d !== null) {
        const conf = `${Math.round(c.options.confidence * 1000) / 10}%`;
        lines.push(`pass@${k}  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(d.base)} -> ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(d.head)}  delta ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(d.delta)} pts (${conf} CI ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(d.low)} to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .signedPoints */ ._)(d.high)}) ${over}`);
    }
    else {
        const head = c.figures.passAtK[String(k)];
        if (head !== undefined && c.figures.tasks > 0)
            lines.push(`pass@${k}  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .KN)(head.head)}  ${over}`);
    }
    const leftOut = (0,_results_verdict_text_js__WEBPACK_IMPORTED_MODULE_0__/* .leftOutText */ .jG)(c);
    if (leftOut !== null) {
        const reasons = c.leftOut.reasons
            .slice(0, 3)
            .map((r) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(r.reason, 60))} x${r.count}`);
        lines.push(`left out: ${leftOut}${reasons.length > 0 ? ` (errors: ${reasons.join(', ')})` : ''}`);
    }
    if (opts.baselineNote !== undefined)
        lines.push(`Baseline: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(opts.baselineNote)}`);
    if (c.suspects.length > 0) {
        const byId = new Map(c.tasks.map((t) => [t.taskId, t]));
        const named = c.suspects.map((id) => byId.get(id));
        const wrong = named.reduce((a, t) => a + 1 - (t.fell ?? 0), 0) / named.length;
        const list = named.map((t) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(t.taskName, 60))} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .chance */ .Dz)(t.fell ?? 0)})`);
        lines.push(`likely fell (about ${Math.round(wrong * 100)}% of these expected wrong): ${list.join(', ')}`);
    }
    const side = (r) => `agent ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(r.agent, 60))}, model ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(r.model ?? 'none', 60))}, ${r.attempts} attempt(s), ${r.totals.tasks} task(s), ${r.totals.errors} of ${r.totals.attempts} attempts errored${usageText(r.totals)}`;
    if (c.base !== null)
        lines.push(`base: ${side(c.base)}`);
    lines.push(`head: ${side(c.head)}`);
    if (c.mismatches.length > 0)
        lines.push(`NOT LIKE WITH LIKE: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(c.mismatches.join('; '))}`);
    const tally = new Map();
    for (const t of c.tasks)
        tally.set((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .displayStatus */ .j_)(t), (tally.get((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .displayStatus */ .j_)(t)) ?? 0) + 1);
    const counts = _format_js__WEBPACK_IMPORTED_MODULE_2__/* .DISPLAY_ORDER */ .uT.filter((key) => tally.has(key))
        .map((key) => `${tally.get(key)} ${statusWord(key)}`)
        .join(', ') + (c.counts.flaky > 0 ? ` (${c.counts.flaky} flaky)` : '');
    lines.push(`Tasks: ${counts}`, '');
    const { changed, rest } = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .splitRows */ .aN)(c.tasks);
    const shown = opts.all === true ? [...changed, ...rest] : changed;
    if (shown.length > 0) {
        const rows = shown.map((t) => [
            statusWord((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .displayStatus */ .j_)(t)) +
                (t.suspect ? ` likely-fell ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .chance */ .Dz)(t.fell ?? 0)}` : '') +
                (t.flaky ? ' flaky' : '') +
                (t.errored && (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .displayStatus */ .j_)(t) !== 'errored' ? ' errored' : ''),
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(t.taskName, 60)),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .countCell */ .Iz)(t.base),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .countCell */ .Iz)(t.head),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .deltaCell */ .XN)(t.delta),
        ]);
        lines.push(...table(['STATUS', 'TASK', 'BASE', 'HEAD', 'DELTA'], rows));
    }
    const hidden = c.tasks.length - shown.length;
    if (hidden > 0)
        lines.push(`(${hidden} task(s) unchanged or within noise not shown; --all lists them)`);
    return `${lines.join('\n')}\n`;
}
/** "FAILURE: Regression: pass@1 fell …": the conclusion in capitals, then the verdict sentence. */
function verdictLine(c) {
    const inconclusive = c.conclusion === 'neutral' && c.gate.inconclusive !== null;
    const flagged = c.conclusion === 'neutral' && !inconclusive && c.gate.flagged !== null;
    const word = inconclusive ? 'INCONCLUSIVE' : flagged ? 'FLAGGED' : c.conclusion.toUpperCase();
    const verdict = inconclusive
        ? c.verdict.replace(/^Inconclusive: /, '')
        : flagged
            ? c.verdict.replace(/^Check the tasks: /, '')
            : c.verdict;
    return `${word}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(verdict)}`;
}
/** A status as the terminal says it: `not run`, not its identifier. */
function statusWord(status) {
    return status === 'not-run' ? 'not run' : status;
}
function table(header, rows) {
    const width = (s) => [...s].length;
    const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
    const line = (cells) => cells
        .map((cell, i) => i >= 2
        ? cell.padStart(widths[i] + cell.length - width(cell))
        : cell.padEnd(widths[i] + cell.length - width(cell)))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)];
}
function usageText(t) {
    if (!t.usage)
        return '';
    const tokens = (t.usage.input_tokens + t.usage.output_tokens).toLocaleString('en-US');
    const cost = t.usage.cost_usd === null ? '' : `, $${t.usage.cost_usd.toFixed(2)}`;
    return `, ${tokens} tokens${cost}`;
}


/***/ }),

/***/ 84724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ VERDICT_ICON),
/* harmony export */   _: () => (/* binding */ verdictTone)
/* harmony export */ });
/* harmony import */ var _self_reported_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31396);

const VERDICT_ICON = {
    failure: '❌',
    warning: '⚠️',
    success: '✅',
    neutral: 'ℹ️',
};
function verdictTone(c, selfReported) {
    if (c.conclusion === 'neutral' && (c.gate.inconclusive !== null || c.gate.flagged !== null))
        return 'warning';
    return (0,_self_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .shownConclusion */ .xU)(c.conclusion, selfReported);
}


/***/ }),

/***/ 4461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ buildLeaderboard)
/* harmony export */ });
/* unused harmony export LeaderboardError */
/* harmony import */ var _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33270);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10013);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45613);
// The leaderboard: several labels' runs of one benchmark (models, agents) side by side. The best
// row is marked, and every other row is compared with it by the gate's own comparison (paired over
// the tasks both ran), so "significantly worse" means what a failing PR gate means. Pure.



class LeaderboardError extends Error {
    name = 'LeaderboardError';
}
const BOOTSTRAP_SAMPLES = 2000;
const SEED = 0x1ead;
function buildLeaderboard(entries, opts = {}) {
    if (entries.length < 2)
        throw new LeaderboardError(`a leaderboard needs at least two runs, got ${entries.length}`);
    const seen = new Set();
    for (const { label } of entries) {
        if (seen.has(label))
            throw new LeaderboardError(`label '${label}' is given twice: each run needs its own label`);
        seen.add(label);
    }
    const confidence = opts.confidence ?? _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C.confidence.default;
    const warnings = [];
    const fewest = entries.reduce((a, b) => (b.summary.attempts < a.summary.attempts ? b : a)).summary;
    const { k, warning } = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .commonK */ .bP)(opts.k ?? _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C.k.default, fewest, fewest);
    if (warning !== null)
        warnings.push(warning.replace('this run', `run '${labelOf(entries, fewest)}'`));
    const ranked = [...entries].sort((a, b) => curveAt(b.summary.totals.pass_at_k, k) - curveAt(a.summary.totals.pass_at_k, k) ||
        b.summary.totals.mean_reward - a.summary.totals.mean_reward ||
        (a.label < b.label ? -1 : 1));
    const best = ranked[0];
    const rows = ranked.map((entry) => {
        const { summary } = entry;
        const totals = summary.totals;
        const usage = totals.usage ?? null;
        const perTask = Float64Array.from(summary.tasks, (t) => t.successes / t.n);
        const [passAt1] = (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .pairedBootstrap */ .Wx)([perTask], BOOTSTRAP_SAMPLES, confidence, SEED);
        const isBest = entry === best;
        return {
            label: entry.label,
            agent: summary.agent,
            model: summary.model,
            tasks: totals.tasks,
            attempts: summary.attempts,
            passAt1: { ...passAt1, estimate: curveAt(totals.pass_at_k, 1) },
            passAtK: curveAt(totals.pass_at_k, k),
            passHatK: curveAt(totals.pass_hat_k, k),
            meanReward: totals.mean_reward,
            errors: totals.errors,
            tokens: usage === null ? null : usage.input_tokens + usage.output_tokens,
            costUsd: usage?.cost_usd ?? null,
            costPerSolvedUsd: usage?.cost_usd === null || usage?.cost_usd === undefined || totals.passed === 0
                ? null
                : usage.cost_usd / totals.passed,
            best: isBest,
            versusBest: isBest ? null : versus(best.summary, summary, k, confidence, opts.minEffect),
        };
    });
    for (const row of rows)
        if (row.versusBest !== null && row.versusBest.pairedTasks === 0)
            warnings.push(`'${row.label}' shares no task with '${best.label}': it cannot be compared with the best`);
    return { k, confidence, rows, matrix: matrixOf(ranked), warnings };
}
function versus(best, other, k, confidence, minEffect) {
    const comparison = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRuns */ .qB)(best, other, {
        k,
        confidence,
        ...(minEffect === undefined ? {} : { minEffect }),
    });
    const delta = comparison.passAtK;
    return {
        pairedTasks: comparison.pairedTasks,
        delta: delta?.delta ?? 0,
        low: delta?.low ?? 0,
        high: delta?.high ?? 0,
        worse: comparison.gate.regression,
    };
}
function matrixOf(ranked) {
    // By task folder, which one benchmark keeps unique even where two tasks share a name; the first
    // (best-ranked) run that has a task sets the checksum the others are held against.
    const first = new Map();
    for (const { summary } of ranked)
        for (const task of summary.tasks)
            if (!first.has(task.task_path))
                first.set(task.task_path, { name: task.task_name, checksum: task.task_checksum });
    const byPath = ranked.map(({ summary }) => new Map(summary.tasks.map((t) => [t.task_path, t])));
    return [...first.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([path, { name, checksum }]) => ({
        taskName: name,
        cells: byPath.map((tasks) => {
            const task = tasks.get(path);
            return task === undefined
                ? null
                : { successes: task.successes, n: task.n, changed: task.task_checksum !== checksum };
        }),
    }));
}
function curveAt(curve, k) {
    return curve[String(k)] ?? 0;
}
function labelOf(entries, summary) {
    return entries.find((e) => e.summary === summary).label;
}


/***/ }),

/***/ 63260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gb: () => (/* binding */ poolBaseline),
/* harmony export */   gr: () => (/* binding */ POOL_MAX_AGE_DAYS)
/* harmony export */ });
/* unused harmony export poolTask */
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97087);
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65843);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8233);
// Pooled baseline history: the base side of a comparison may add the attempts of a few older
// complete base-branch runs to the newest one, so its uncertainty shrinks at no extra cost. Pure.
//
// Rule (tested in test/unit/pool-baseline.test.ts, measured by bench/gate-simulation.ts):
//   - the newest baseline is the reference: its tasks, agent and model, its time;
//   - an older run is pooled only when it ran the same agent and model and started at most
//     POOL_MAX_AGE_DAYS before the reference; at most `max` runs in all (the reference included);
//   - within a pooled run, a task adds its attempts only when its id and checksum equal the
//     reference's (a changed task is another task); tasks the reference lacks are never added.
// Attempts are pooled, not runs averaged: a task's pass@k is the unbiased estimator over all its
// pooled attempts, so runs with a different number of attempts each (different k) pool too; the
// pooled summary keeps the newest's `attempts` (the k fallback and "like with like" see the runs'
// setting, not the pool's size).



/** How much older than the newest baseline a run may be and still be pooled. */
const POOL_MAX_AGE_DAYS = 14;
/**
 * `candidates` newest first: the first is the reference baseline. `max` 1 turns pooling off.
 * `unreadable`: older runs the caller could not read, passed over with their reason.
 */
function poolBaseline(candidates, max, unreadable = []) {
    const [reference, ...older] = candidates;
    if (!reference)
        throw new RangeError('poolBaseline needs at least the newest baseline');
    const ref = reference.summary;
    const pooled = [];
    const passedOver = [...unreadable];
    const extra = new Map();
    for (const candidate of max > 1 ? older : []) {
        const reason = pooledAway(ref, candidate.summary, pooled.length + 1 >= max);
        if (reason !== null) {
            passedOver.push({ label: candidate.label, reason });
            continue;
        }
        const byId = new Map(candidate.summary.tasks.map((t) => [t.task_id, t]));
        const names = new Set(candidate.summary.tasks.map((t) => t.task_name));
        let tasks = 0;
        let attempts = 0;
        let changed = 0;
        for (const t of ref.tasks) {
            const match = byId.get(t.task_id);
            // Same name under another id, or the same id with other content: another task, not pooled.
            if (!match || match.task_checksum !== t.task_checksum) {
                if (match || names.has(t.task_name))
                    changed++;
                continue;
            }
            extra.set(t.task_id, [...(extra.get(t.task_id) ?? []), match]);
            tasks++;
            attempts += match.n;
        }
        if (tasks === 0) {
            const why = changed > 0 ? `its ${changed} shared task(s) have other content` : 'no task in common';
            passedOver.push({ label: candidate.label, reason: why });
        }
        else
            pooled.push({ label: candidate.label, tasks, attempts });
    }
    if (pooled.length === 0) {
        return {
            summary: ref,
            pooled,
            passedOver,
            note: passedOver.length === 0 ? null : noteOf(reference.label, pooled, passedOver),
        };
    }
    const tasks = ref.tasks.map((t) => (extra.has(t.task_id) ? poolTask([t, ...extra.get(t.task_id)]) : t));
    // `attempts` stays the runs' setting (the newest's): pooling is not "run unlike the head".
    const summary = {
        ...ref,
        tasks,
        totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_0__/* .computeTotals */ .x)(tasks, ref.invalid_tasks.length),
    };
    return { summary, pooled, passedOver, note: noteOf(reference.label, pooled, passedOver) };
}
/** Why an older run is not pooled with the reference, or null when it may be. */
function pooledAway(ref, run, full) {
    if (full)
        return 'the pool is full';
    if (run.run_id === ref.run_id)
        return 'it is the newest baseline itself';
    if (run.agent !== ref.agent)
        return `agent ${run.agent}, not ${ref.agent}`;
    if ((run.model ?? null) !== (ref.model ?? null))
        return `model ${run.model ?? 'none'}, not ${ref.model ?? 'none'}`;
    const refTime = Date.parse(ref.started_at);
    const time = Date.parse(run.started_at);
    if (!Number.isFinite(refTime) || !Number.isFinite(time))
        return 'its start time cannot be read';
    const days = (refTime - time) / 86_400_000;
    if (days > POOL_MAX_AGE_DAYS)
        return `it started ${Math.floor(days)} days before the newest baseline (more than ${POOL_MAX_AGE_DAYS})`;
    return null;
}
/** One task's attempts from several runs (same id and checksum), as one summary. */
function poolTask(parts) {
    const [first] = parts;
    if (!first)
        throw new RangeError('poolTask needs at least one task');
    const n = parts.reduce((a, t) => a + t.n, 0);
    const successes = parts.reduce((a, t) => a + t.successes, 0);
    const rewards = parts.flatMap((t) => t.rewards);
    const curves = (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .passCurves */ .Ul)(n, successes);
    const reasons = new Map();
    for (const r of parts.flatMap((t) => t.reasons))
        reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + r.count);
    const steps = new Map();
    for (const s of parts.flatMap((t) => t.steps ?? [])) {
        const step = steps.get(s.name) ?? { name: s.name, ran: 0, passed: 0 };
        step.ran += s.ran;
        step.passed += s.passed;
        steps.set(s.name, step);
    }
    const total = parts.reduce((a, t) => a + t.duration_sec.total, 0);
    return {
        ...first,
        n,
        successes,
        errors: parts.reduce((a, t) => a + t.errors, 0),
        statuses: parts.flatMap((t) => t.statuses),
        rewards,
        reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        pass_at_k: curves.passAtK,
        pass_hat_k: curves.passHatK,
        mean_reward: rewards.length === parts.reduce((a, t) => a + t.n, 0) ? (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .mean */ .i2)(rewards) : first.mean_reward,
        duration_sec: { mean: total / n, total, max: Math.max(...parts.map((t) => t.duration_sec.max)) },
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .sumUsage */ .Rl)(parts.map((t) => t.usage)),
        ...(steps.size > 0 ? { steps: [...steps.values()] } : {}),
    };
}
function noteOf(reference, pooled, passedOver) {
    const parts = [];
    if (pooled.length > 0) {
        const each = pooled
            .map((p) => `${p.label} (${p.attempts} attempts over ${p.tasks} of its tasks)`)
            .join(', ');
        parts.push(`base attempts pooled from ${pooled.length + 1} runs: ${reference} and ${each} — same agent, model and task content, within ${POOL_MAX_AGE_DAYS} days`);
    }
    if (passedOver.length > 0)
        parts.push(`not pooled: ${passedOver.map((p) => `${p.label} (${p.reason})`).join(', ')}`);
    return parts.join('; ');
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

/***/ 65843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ computeTotals)
/* harmony export */ });
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97087);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8233);
// Run totals recomputed from per-task summaries (after a merge the shards' own totals are stale).


/**
 * pass@k and pass^k are the mean over tasks of the unbiased per-task estimators, for every k up to
 * the smallest n among the tasks (a larger k is undefined for that task). Mean reward is the mean
 * over tasks of each task's mean reward (errors count 0). Raw pass rate is passed / attempts.
 * A task some of whose attempts never ran (an interrupted run) is left out of pass@k, pass^k, mean
 * reward and `tasks`: its finished attempts count in the raw counts only.
 */
function computeTotals(all, invalidCount) {
    let attempts = 0;
    let passed = 0;
    let errors = 0;
    for (const task of all) {
        attempts += task.n;
        passed += task.successes;
        errors += task.errors;
    }
    const tasks = all.filter((task) => task.unfinished === undefined);
    let rewardSum = 0;
    let minN = Infinity;
    for (const task of tasks) {
        rewardSum += task.mean_reward;
        if (task.n < minN)
            minN = task.n;
    }
    const passAt = {};
    const passHat = {};
    const maxK = tasks.length === 0 ? 0 : minN;
    for (let k = 1; k <= maxK; k++) {
        let at = 0;
        let hat = 0;
        for (const task of tasks) {
            at += (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .passAtK */ .kc)(task.n, task.successes, k);
            hat += (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .passHatK */ .qv)(task.n, task.successes, k);
        }
        passAt[String(k)] = at / tasks.length;
        passHat[String(k)] = hat / tasks.length;
    }
    const unfinished = all.length - tasks.length;
    return {
        tasks: tasks.length,
        ...(unfinished > 0 ? { unfinished_tasks: unfinished } : {}),
        attempts,
        passed,
        failed: attempts - passed - errors,
        errors,
        invalid_tasks: invalidCount,
        pass_at_k: passAt,
        pass_hat_k: passHat,
        raw_pass_rate: attempts === 0 ? 0 : passed / attempts,
        mean_reward: tasks.length === 0 ? 0 : rewardSum / tasks.length,
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .sumUsage */ .Rl)(all.map((task) => task.usage)),
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
