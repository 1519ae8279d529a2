export const id = 9120;
export const ids = [9120,2107];
export const modules = {

/***/ 6236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   confirmMode: () => (/* binding */ confirmMode),
/* harmony export */   laterRounds: () => (/* binding */ laterRounds)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68036);
/* harmony import */ var _github_artifacts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4616);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(69212);
/* harmony import */ var _results_confirm_plan_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32588);
/* harmony import */ var _results_confirm_rounds_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(88085);
/* harmony import */ var _agent_check_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(48546);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(40645);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(81729);
/* harmony import */ var _planned_tasks_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(55995);
/* harmony import */ var _run_mode_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84713);
// mode: confirm — the confirmation round: extra attempts on the tasks the report job named (its
// `confirm-tasks` output), `attempts` each, at the checkout the workflow gave: this workflow run's
// commit for the head side, the baseline's (the report's `baseline-sha`) for `confirm-side: base`.
// Only tasks of this run's plan are run (a name is looked up, never used as a path or a command;
// a task whose files differ at the checkout is invalid, not run). The round's summary is uploaded
// only when the round finished: a cancelled round leaves the first verdict standing. With
// `confirm-rounds` > 1 on the report jobs, the head side goes on with rounds 3 on (laterRounds).













async function confirmMode(inputs, ctx, clients) {
    const onBase = inputs.confirmSide === 'base';
    const side = onBase ? "The confirmation round's base side" : 'The confirmation round';
    // The report gives a side no attempts (0) when it plans none there: nothing to run or upload.
    if (inputs.attempts === 0) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${side}: the report asked for no attempts (attempts: 0); nothing to run.`);
        return null;
    }
    (0,_agent_check_js__WEBPACK_IMPORTED_MODULE_7__/* .assertActionAgentCanRun */ .D$)(inputs, ctx);
    const plan = await (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_10__/* .downloadPlan */ .mb)(inputs, clients, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, `${(0,_context_js__WEBPACK_IMPORTED_MODULE_8__/* .benchmarkRunId */ .uq)(ctx)}-${onBase ? 'confirm-base' : 'confirm'}-plan`));
    const pathOf = (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_10__/* .plannedPaths */ .LK)(plan);
    const unknown = inputs.confirmTasks.filter((id) => !pathOf.has(id));
    if (unknown.length > 0) {
        const named = unknown.slice(0, 3).map((id) => JSON.stringify(id.slice(0, 120)));
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .InputError */ .dz(`Input 'confirm-tasks' names ${unknown.length} task(s) this run's plan does not have (${named.join(', ')}); give the \`confirm-tasks\` output of this workflow run's report job.`);
    }
    (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_11__.maskAgentEnv)(inputs);
    const job = { inputs, ctx, clients, pathOf, numbers: (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_10__/* .planTaskNumbers */ .H2)(plan) };
    const summary = await runRound(job, inputs.confirmTasks, inputs.attempts, {
        side,
        suffix: onBase ? 'confirm-base' : 'confirm',
        summary: (onBase ? _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmBaseArtifactName */ .dn : _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmArtifactName */ .E)(inputs.label),
        attempts: (onBase ? _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmBaseAttemptsArtifactName */ .fB : _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmAttemptsArtifactName */ .SU)(inputs.label),
        lost: onBase ? "the final verdict uses the head's attempts only" : 'the first verdict stands',
    });
    if (!onBase)
        await laterRounds(job, summary);
    return summary;
}
/**
 * One round: `ids` × `attempts` at this checkout, its attempts uploaded, then its summary, only
 * when it finished (a cancelled round throws: the final report reads the rounds before it).
 */
async function runRound(job, ids, attempts, names) {
    const { inputs, ctx, clients } = job;
    const runId = `${(0,_context_js__WEBPACK_IMPORTED_MODULE_8__/* .benchmarkRunId */ .uq)(ctx)}-${names.suffix}`;
    const runDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, runId);
    const { tasks, invalid } = await (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_10__/* .loadPlannedTasks */ .hA)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(ctx.workspace, inputs.tasks), ids.map((id) => job.pathOf.get(id)), [...ids]);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${names.side}: ${tasks.length} task(s) × ${attempts} more attempt(s)`);
    const options = (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_11__.actionRunOptions)({ ...inputs, attempts }, ctx, clients, {
        tasks,
        invalidTasks: invalid,
        runId,
        taskNumbers: tasks.map((t) => job.numbers.get(t.relativeDir)),
    });
    const { summary, cancelled } = await (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_11__.runShard)(options, inputs);
    const files = await (0,_github_artifacts_js__WEBPACK_IMPORTED_MODULE_4__/* .listFiles */ .CS)(runDir);
    const bundle = await clients.artifacts.uploadFolder(names.attempts, runDir, files);
    if (!bundle.ok)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${names.side}'s attempts were not uploaded: ${bundle.error}`);
    const summaryFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(runDir, 'run_summary.json');
    await (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_11__.writeRunOutputs)(summary, summaryFile);
    if (cancelled)
        throw new Error(`${names.side} was cancelled after ${summary.totals.attempts} attempt(s); ${names.lost}.`);
    const uploaded = await clients.artifacts.uploadFolder(names.summary, runDir, [summaryFile]);
    if (!uploaded.ok)
        throw new Error(`${names.side}: could not upload its summary (${names.lost}): ${uploaded.error}`);
    return summary;
}
/**
 * With `confirm-rounds` > 1 (the report left a confirmation plan): rounds 3 on, each to the tasks
 * the e-process has not yet decided after the rounds before (head attempts only: the base side's
 * round 2 runs in its own job), until it decides or the rounds run out. Which tasks get a round
 * depends only on rounds already run, so the verdict stays anytime-valid however this stops.
 */
async function laterRounds(job, round2, runOne = (ids, n, names) => runRound(job, ids, n, names)) {
    const record = await readConfirmPlan(job);
    if (record === null)
        return;
    const done = [{ head: round2, base: null }];
    const asked = new Set(job.inputs.confirmTasks);
    for (let round = 3; round <= record.rounds + 1; round++) {
        const next = (0,_results_confirm_rounds_js__WEBPACK_IMPORTED_MODULE_6__/* .planLaterRound */ .S)(record.round1, done, record.perRound, record.alpha, record);
        if (next === null) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`No confirmation round ${round}: the e-process has decided every task it can.`);
            return;
        }
        // Only round 2's tasks: the plan may name no other, whatever the record says.
        const ids = next.taskIds.filter((id) => asked.has(id));
        if (ids.length === 0)
            return;
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Confirmation round ${round} (E = ${next.e.toFixed(1)} of the ${Number(next.threshold.toPrecision(6))} that fails the PR):`);
        const label = job.inputs.label;
        done.push({
            head: await runOne(ids, next.attempts, {
                side: `Confirmation round ${round}`,
                suffix: `confirm-${round}`,
                summary: (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmRoundArtifactName */ .Om)(label, round),
                attempts: (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmRoundAttemptsArtifactName */ .M8)(label, round),
                lost: 'the final report reads the rounds before it',
            }),
            base: null,
        });
    }
}
/** The report's confirmation plan, or null when it left none (one round) or it cannot be read. */
async function readConfirmPlan(job) {
    const name = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmPlanArtifactName */ .Tj)(job.inputs.label);
    try {
        const names = (await job.clients.artifacts.listRunArtifacts()).map((a) => a.name);
        if (!names.includes(name))
            return null;
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(job.clients.outputDir, name);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        const { path } = await job.clients.artifacts.downloadArtifactByName(name, dir);
        return (0,_results_confirm_plan_record_js__WEBPACK_IMPORTED_MODULE_5__/* .parseConfirmPlanRecord */ .gU)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, _results_confirm_plan_record_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIRM_PLAN_FILE */ .s2), 'utf8'), `${name}/${_results_confirm_plan_record_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIRM_PLAN_FILE */ .s2}`);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The confirmation plan (artifact ${name}) could not be read (${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_12__/* .messageOf */ .bD)(error)}): no rounds after round 2 run.`);
        return null;
    }
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   FF: () => (/* binding */ revealStatusSymbols),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
// Text from task folders (names, reasons, paths) is untrusted: anyone who opens a PR names the
// tasks. Escape it so it renders as the literal text, inside table cells too, and cannot inject
// HTML, links, images, @-mentions, emoji shortcodes, our own status symbols, or break a table row.
// Backslash escapes for markdown punctuation; HTML entities for what HTML would parse. Characters
// that only matter at the start of a line (`-`, `+`, `1.`, `=`) are left alone: escaped text is
// never placed at a line start and never contains a line break.
const REPLACEMENTS = {
    '\\': '\\\\',
    '`': '\\`',
    '*': '\\*',
    _: '\\_',
    '{': '\\{',
    '}': '\\}',
    '[': '\\[',
    ']': '\\]',
    '(': '\\(',
    ')': '\\)',
    '#': '\\#',
    '!': '\\!',
    '|': '\\|', // a table cell delimiter even inside code spans
    '~': '\\~',
    $: '\\$', // GitHub renders $…$ as math
    '<': '&lt;',
    '>': '&gt;',
    '&': '&amp;',
    '@': '@&#8203;', // a zero-width space after @ stops a mention (and its notification)
};
// Line breaks would end a table row; other control characters have no business in a comment.
// eslint-disable-next-line no-control-regex
const SPECIAL = /[\\`*_{}[\]()#!|~$<>&@\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * Invisible and direction-changing characters: `admin\u202Etxt.exe-gnp` would display as
 * `adminpng-exe.txt`. Every format character (bidi embeddings, overrides and isolates U+202A–202E
 * and U+2066–2069, marks, zero-width spaces and joiners, the BOM, soft hyphens, tag characters)
 * and every default-ignorable code point (Hangul fillers, Mongolian selectors, …), plus the
 * blank Braille pattern, is shown as a visible code point instead (⟦U+202E⟧). The emoji and text
 * presentation selectors (U+FE0E, U+FE0F) are kept: they only pick how the emoji before them looks.
 */
const INVISIBLE = /(?![\ufe0e\ufe0f])[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
function revealInvisible(text) {
    return text.replace(INVISIBLE, (ch) => `⟦U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
/**
 * Our own status symbols (and their usual lookalikes) in a task's name would pass for a verdict or
 * a label: "✅ all good" above a 🔴 row. They are shown as code points instead (⟦U+2705⟧), with
 * the emoji presentation selector after them; so are the brackets of that notation itself.
 */
const STATUS_SYMBOLS = /[\u2705\u274C\u274E\u26A0\u2139\u25BC\u25B2\u25BD\u25B3\u2796\u2795\u270F\u2714\u2713\u2611\u2717\u2718\u2716\u26D4\u2B55\u2757\u2753\u27E6\u27E7\u{1F534}\u{1F7E2}\u{1F7E0}\u{1F7E1}\u{1F7E5}\u{1F7E9}\u{1F535}\u{1F195}\u{1F53A}\u{1F53B}\u{1F6D1}\u{1F6AB}]\uFE0F?/gu;
function revealStatusSymbols(text) {
    return text.replace(STATUS_SYMBOLS, (ch) => `⟦U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
/** `:white_check_mark:` renders as an emoji on GitHub: a word joiner after the colon keeps it text. */
const SHORTCODE = /:(?=[A-Za-z0-9_+-]+:)/g;
/** Longer unbroken runs get a break opportunity (<wbr>) so a name cannot push a table off screen. */
const LONG_TOKEN = 40;
/** Escapes untrusted text for inline markdown (paragraphs, list items, table cells). */
function escapeMarkdown(text) {
    // Break opportunities go in before escaping (as a private-use placeholder), so none lands inside
    // an entity or an escape sequence.
    const withBreaks = revealInvisible(revealStatusSymbols(text)).replace(new RegExp(`\\S{${LONG_TOKEN}}(?=\\S)`, 'g'), (run) => `${run}\uE000`);
    return (withBreaks
        .replace(SHORTCODE, ':\u2060')
        // A bare URL would autolink; a word joiner in "://" and "www." keeps it text.
        .replace(/:\/\//g, ':\u2060//')
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u2060.`)
        .replace(SPECIAL, (ch) => REPLACEMENTS[ch] ?? ' ')
        .replace(/\uE000/g, '<wbr>'));
}
/** Shortens to at most `max` characters (on the raw text, before escaping), with an ellipsis. */
function clip(text, max) {
    if (text.length <= max)
        return text;
    return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
/** Only http(s) URLs become links; characters that would end the link destination are encoded. */
function safeUrl(url) {
    if (url === undefined || !/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>"'|\\`]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** `[text](url)` with escaped text, or the escaped text alone when the URL is not safe. */
function link(text, url) {
    const safe = safeUrl(url);
    return safe === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${safe})`;
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Terminal output: control characters (ANSI escape sequences included) shown as \xNN, never executed. */
function escapeTerminal(text) {
    return revealInvisible(text).replace(CONTROL, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
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

/***/ 32588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ confirmPlanRecord),
/* harmony export */   gU: () => (/* binding */ parseConfirmPlanRecord),
/* harmony export */   s2: () => (/* binding */ CONFIRM_PLAN_FILE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80737);
/* harmony import */ var _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33270);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41772);
// What the report job hands the confirm job when the confirmation budget is split into several
// rounds (`confirm-rounds` > 1): round 1's counts and each task's probability of having fallen, and
// how the later rounds are sized. The confirm job plans rounds 3 on from it (planLaterRound) without
// the baseline; the final report never reads it: it recomputes round 1 itself. Pure.



const CONFIRM_PLAN_FILE = 'confirm_plan.json';
const SCHEMA_VERSION = 1;
const count = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    successes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    errors: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
});
const schema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(SCHEMA_VERSION),
    rounds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(2).max(_settings_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C['confirm-rounds'].max),
    attempts_per_round: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    alpha: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().gt(0).lt(1),
    min_attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    max_attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    tasks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        task_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
        base: count,
        head: count,
        fell: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(1).nullable(),
    })),
});
/** The record of `round1` (its compared tasks only: the only ones a later round may re-run). */
function confirmPlanRecord(round1, s) {
    const tasks = [];
    for (const t of round1.tasks) {
        if (!t.compared || t.base === null || t.head === null)
            continue;
        const side = (x) => ({
            n: x.n,
            successes: x.successes,
            errors: x.errors,
        });
        tasks.push({ task_id: t.taskId, base: side(t.base), head: side(t.head), fell: t.fell });
    }
    return {
        schema_version: SCHEMA_VERSION,
        rounds: s.rounds,
        attempts_per_round: s.perRound,
        alpha: s.alpha,
        min_attempts: s.min,
        max_attempts: s.max,
        tasks,
    };
}
/** Reads a record back; a SchemaError names `file` and the field at fault. */
function parseConfirmPlanRecord(text, file) {
    const raw = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .OW)(text, file);
    (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .checkSchemaVersion */ .yE)(raw, file, [SCHEMA_VERSION], 'confirmation plan');
    const r = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .validate */ .tf)(schema, raw, file);
    return {
        rounds: r.rounds,
        perRound: r.attempts_per_round,
        alpha: r.alpha,
        min: r.min_attempts,
        max: Math.max(r.min_attempts, r.max_attempts),
        round1: {
            tasks: r.tasks.map((t) => ({
                taskId: t.task_id,
                compared: true,
                base: t.base,
                head: t.head,
                fell: t.fell,
            })),
        },
    };
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
