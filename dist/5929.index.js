export const id = 5929;
export const ids = [5929];
export const modules = {

/***/ 90799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ invalidTaskLine),
/* harmony export */   Bq: () => (/* binding */ headerBox),
/* harmony export */   KV: () => (/* binding */ skippedFoldersLine),
/* harmony export */   U0: () => (/* binding */ usageLine),
/* harmony export */   U2: () => (/* binding */ discoveryCountLine),
/* harmony export */   aP: () => (/* binding */ box),
/* harmony export */   jK: () => (/* binding */ taskWarningLines)
/* harmony export */ });
/* unused harmony export wrapLine */
/* harmony import */ var _task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22066);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);


/**
 * A rounded box with a centred title, Helios-style. Width adapts to the longest line; given the
 * terminal's columns, longer lines wrap inside the box, so the terminal never wraps the box.
 */
function box(title, lines, columns) {
    // Content width: the box's 4 border columns, and one spare so no line ends in the last column.
    const limit = columns === undefined ? Infinity : Math.max(columns - 5, title.length + 2, 10);
    const fitted = lines.flatMap((line) => wrapLine(line, limit));
    const inner = Math.min(Math.max(title.length + 4, ...fitted.map((l) => width(l) + 2), 40), limit + 2);
    const left = Math.floor((inner - title.length - 2) / 2);
    const right = inner - title.length - 2 - left;
    const top = `╭${'─'.repeat(left)} ${title} ${'─'.repeat(right)}╮`;
    const body = fitted.map((l) => `│ ${l}${' '.repeat(inner - 2 - width(l))} │`);
    return [top, ...body, `╰${'─'.repeat(inner)}╯`].join('\n');
}
/** Columns a line takes (one per code point: the box holds no wide characters). */
function width(text) {
    return [...text].length;
}
/**
 * `line` in pieces of at most `limit` columns, split at spaces (a longer word is cut); the pieces
 * after the first are indented by two.
 */
function wrapLine(line, limit) {
    if (width(line) <= limit)
        return [line];
    const pieces = [];
    let current = '';
    const room = () => (pieces.length === 0 ? limit : limit - 2);
    for (const word of line.split(' ')) {
        const candidate = current === '' ? word : `${current} ${word}`;
        if (width(candidate) <= room()) {
            current = candidate;
            continue;
        }
        if (current !== '')
            pieces.push(current);
        let rest = [...word];
        while (rest.length > room()) {
            const cut = room();
            pieces.push(rest.slice(0, cut).join(''));
            rest = rest.slice(cut);
        }
        current = rest.join('');
    }
    if (current !== '')
        pieces.push(current);
    return pieces.map((piece, i) => (i === 0 ? piece : `  ${piece}`));
}
function headerBox(o) {
    const lines = [
        ...(o.label ? [`▸ Label        ${o.label}`] : []),
        `▸ Tasks        ${o.tasks} discovered${o.invalid ? `, ${o.invalid} invalid` : ''}`,
        `▸ Agent        ${o.agent}${o.model ? ` · ${o.model}` : ''}`,
        `▸ Concurrency  ${o.concurrency} workers`,
        `▸ Attempts     ${o.attempts} per task (pass@${o.attempts})`,
        `▸ Total runs   ${o.total ?? o.tasks * o.attempts}`,
        `▸ Output       ${o.output}`,
    ];
    return box('☀ HELIOS · Batch Mode', lines);
}
/** `Tokens: 12,400 in (2,000 cached) · 800 out · 6 turns · $0.0493` */
function usageLine(usage) {
    const n = (x) => x.toLocaleString('en-US');
    const cost = usage.cost_usd === null ? 'cost unknown' : `$${usage.cost_usd.toFixed(4)}`;
    return `Tokens: ${n(usage.input_tokens)} in (${n(usage.cached_input_tokens)} cached) · ${n(usage.output_tokens)} out · ${n(usage.turns)} turns · ${cost}`;
}
/** One line per distinct warning: `warning: task.toml: metadata.x: ignored … (50 tasks, e.g. a, b)`. */
function taskWarningLines(warnings) {
    return (0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .groupWarnings */ .PB)(warnings).map((group) => `warning: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .warningGroupText */ .fp)(group))}`);
}
/** `warning: 1 folder holds no task.toml, …`, or null when discovery passed over no folder. */
function skippedFoldersLine(skipped) {
    return skipped.length === 0 ? null : `warning: ${(0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedFoldersText */ .d7)(skipped.map(_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en))}`;
}
/** "12 planned, 1 invalid, 2 warnings": the count line under the task lines. */
function discoveryCountLine(found) {
    const parts = [`${found.tasks.length} planned`, `${found.invalid.length} invalid`];
    if (found.warnings.length > 0)
        parts.push(`${found.warnings.length} warning(s)`);
    if (found.skipped?.length)
        parts.push(`${found.skipped.length} folder(s) without task.toml skipped`);
    return parts.join(', ');
}
function invalidTaskLine(invalid) {
    const where = [invalid.file, invalid.field].filter(Boolean).map((s) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(s ?? ''));
    return `invalid task ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(invalid.relative_dir)}: ${[...where, (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(invalid.message)].join(': ')}`;
}


/***/ }),

/***/ 18943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planCommand: () => (/* binding */ planCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26438);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49930);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95728);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77593);
/* harmony import */ var _provider_flag_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63552);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90799);
// `helios plan <dir>`: the shard plan the action's plan mode makes, locally.








const HELP = `Usage: helios plan <tasks-dir> [--shards N | --max-shards N --target-shard-minutes M | --max-parallel N]
                   [-n CONCURRENCY] [-k ATTEMPTS] [--provider docker|daytona|kubernetes]
                   [--baseline run_summary.json] [-p GLOB] [--include GLOB] [--exclude GLOB] [-o plan.json]

Splits the tasks into shards: longest-first on the baseline's per-task durations when given,
else by count. With -n (the run's concurrency; a remote --provider's default 2 when not given),
shards are sized by wall time: attempt-seconds / concurrency, never below the longest attempt,
plus start-up; a first run off the runner gets shards of -n attempts' worth of tasks (-k each).
Prints the plan JSON (or writes it with -o).`;
async function planCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parse */ .qg)(argv, {
        shards: { type: 'string' },
        'max-shards': { type: 'string' },
        'max-parallel': { type: 'string' },
        'target-shard-minutes': { type: 'string' },
        concurrency: { type: 'string', short: 'n' },
        attempts: { type: 'string', short: 'k' },
        provider: { type: 'string' },
        baseline: { type: 'string' },
        pattern: { type: 'string', short: 'p' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        label: { type: 'string' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const dir = positionals[0];
    if (!dir)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`helios plan needs a tasks folder.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_4__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .discoveryFlags */ .C8)(values));
    for (const invalid of found.invalid)
        process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .invalidTaskLine */ .B3)(invalid)}\n`);
    for (const line of (0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .taskWarningLines */ .jK)(found.warnings))
        process.stderr.write(`${line}\n`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .discoveryCountLine */ .U2)(found)}\n`);
    const baselineFile = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .stringFlag */ .AM)(values, 'baseline');
    const baseline = baselineFile
        ? (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(baselineFile, 'utf8'), baselineFile)
        : undefined;
    // As the action's plan: not given, a Docker plan is sized by attempt-seconds as before.
    const provider = (0,_provider_flag_js__WEBPACK_IMPORTED_MODULE_6__/* .providerNameFlag */ .rV)(values);
    const concurrency = values.concurrency !== undefined || provider !== 'docker'
        ? (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .runSettingFlag */ .k9)(values, 'concurrency')
        : undefined;
    const attempts = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .runSettingFlag */ .k9)(values, 'attempts');
    const shardsGiven = values.shards !== undefined;
    const plan = (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .planShards */ .tF)(found.tasks.map((t) => ({
        ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
        environment_hash: t.environmentHash,
        attempts,
    })), {
        shards: shardsGiven ? (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'shards', 1, 1, 256) : undefined,
        maxParallel: shardsGiven || values['max-parallel'] === undefined
            ? undefined
            : (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'max-parallel', 1, 1, 256),
        maxShards: shardsGiven ? undefined : (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'max-shards', 8, 1, 256),
        targetShardSec: shardsGiven ? undefined : (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'target-shard-minutes', 20, 1, 10_000) * 60,
        durations: baseline && (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .durationsFromSummary */ .Wv)(baseline),
        longestAttemptSec: baseline && (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .longestAttemptsFromSummary */ .nZ)(baseline),
        concurrency,
        remoteAttempts: provider !== 'docker',
        label: (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .stringFlag */ .AM)(values, 'label') ?? 'default',
        createdAt: new Date().toISOString(),
    });
    const text = (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .serializePlan */ .S1)(plan);
    const output = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .stringFlag */ .AM)(values, 'output');
    if (output)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(output, text);
    else
        process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return found.invalid.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 63552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QW: () => (/* binding */ PROVIDER_HELP),
/* harmony export */   iA: () => (/* binding */ remoteProviderFlag),
/* harmony export */   rV: () => (/* binding */ providerNameFlag)
/* harmony export */ });
/* harmony import */ var _run_providers_daytona_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57063);
/* harmony import */ var _run_providers_kubernetes_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41127);
/* harmony import */ var _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3710);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97504);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);





const PROVIDER_HELP = `      --provider NAME       where attempts run: docker (default; the local engine or DOCKER_HOST) or
                            daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET;
                            at most --concurrency sandboxes at once) or kubernetes (one pod per attempt;
                            KUBECONFIG or in-cluster; images pushed to --image-registry)
      --namespace NAME      kubernetes: the namespace of the pods (default KUBERNETES_NAMESPACE, else default)`;
function providerNameFlag(values) {
    const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'provider') ?? 'docker';
    const known = _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd.find((n) => n === name);
    if (known)
        return known;
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name, _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd);
    const fix = meant === null ? `use one of ${_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd.join(', ')}` : `did you mean --provider ${meant}?`;
    throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--provider: unknown provider '${name}'; ${fix}`);
}
/** The remote provider asked for, or null for Docker (the caller keeps its engine client). */
function remoteProviderFlag(values, concurrency, env = process.env) {
    const name = providerNameFlag(values);
    if (name === 'docker')
        return null;
    const namespace = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'namespace');
    if (namespace !== undefined && name !== 'kubernetes')
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--namespace is for --provider kubernetes; drop it for ${name}`);
    // A cluster pulls its images: the registry is where they are pushed (provider kubernetes).
    if (name === 'daytona' && (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'image-registry') !== undefined) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--image-registry keeps Docker images; --provider ${name} builds its own snapshots: drop one`);
    }
    try {
        return (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createProvider */ .Qd)(name, { concurrency, env, namespace });
    }
    catch (error) {
        if (error instanceof _run_providers_daytona_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DaytonaConfigError */ .xf || error instanceof _run_providers_kubernetes_config_js__WEBPACK_IMPORTED_MODULE_0__/* .KubernetesConfigError */ .Rl)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(error.message);
        throw error;
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
// EXTERNAL MODULE: ./src/task/load.ts + 5 modules
var load = __webpack_require__(74124);
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
    return {
        root,
        tasks,
        invalid,
        warnings: [...tasks.flatMap(taskWarnings), ...tasks.flatMap(nestedTaskWarnings)],
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


/***/ }),

/***/ 22066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PB: () => (/* binding */ groupWarnings),
/* harmony export */   d7: () => (/* binding */ skippedFoldersText),
/* harmony export */   fp: () => (/* binding */ warningGroupText)
/* harmony export */ });
function groupWarnings(warnings) {
    const groups = new Map();
    for (const warning of warnings) {
        const file = insideTask(warning);
        const field = warning.field.replace(/\.\d+(?=\.|$)/g, '.*');
        const key = JSON.stringify([file, field, warning.message]);
        const group = groups.get(key) ?? { file, field, message: warning.message, tasks: [] };
        if (!group.tasks.includes(warning.relative_dir))
            group.tasks.push(warning.relative_dir);
        groups.set(key, group);
    }
    return [...groups.values()];
}
function insideTask(warning) {
    const prefix = warning.relative_dir === '.' ? '' : `${warning.relative_dir}/`;
    return warning.file.startsWith(prefix) ? warning.file.slice(prefix.length) : warning.file;
}
/** `task.toml: metadata.author: ignored: … (50 tasks, e.g. a, b)`; one task: its file path. */
function warningGroupText(group) {
    if (group.tasks.length === 1) {
        const dir = group.tasks[0];
        return `${dir === '.' ? '' : `${dir}/`}${group.file}: ${group.field}: ${group.message}`;
    }
    const examples = group.tasks.slice(0, 2).join(', ');
    return `${group.file}: ${group.field}: ${group.message} (${group.tasks.length} tasks, e.g. ${examples})`;
}
/** Names at most this many skipped folders; the rest are counted. */
const SKIPPED_SHOWN = 5;
/**
 * `1 folder holds no task.toml, so it is not a task: notes (add …)`: folders of the tasks root that
 * discovery passed over, named so "8 tasks" for 9 folders is no mystery. `skipped` is not empty.
 */
function skippedFoldersText(skipped) {
    const one = skipped.length === 1;
    const names = skipped.slice(0, SKIPPED_SHOWN).join(', ');
    const more = skipped.length > SKIPPED_SHOWN ? ` and ${skipped.length - SKIPPED_SHOWN} more` : '';
    const what = one
        ? '1 folder holds no task.toml, so it is not a task'
        : `${skipped.length} folders hold no task.toml, so they are not tasks`;
    return `${what}: ${names}${more} (add a task.toml, or move ${one ? 'it' : 'them'} out of the tasks folder)`;
}


/***/ }),

/***/ 70370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
