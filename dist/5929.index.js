export const id = 5929;
export const ids = [5929];
export const modules = {

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
/* harmony import */ var _settings_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5154);
/* harmony import */ var _settings_run_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84404);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77593);
/* harmony import */ var _run_providers_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38741);
/* harmony import */ var _run_environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(39331);
/* harmony import */ var _results_task_listing_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(45524);
/* harmony import */ var _provider_flag_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(63552);
/* harmony import */ var _dataset_flag_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(86217);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(90799);
// `helios plan <dir>`: the shard plan the action's plan mode makes, locally.














const PLAN = _settings_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_SETTINGS */ .k;
const HELP = `Usage: helios plan <tasks-dir | -d NAME@VERSION> [--shards N | --max-shards N --target-shard-minutes M | --max-parallel N]
                   [-n CONCURRENCY] [-k ATTEMPTS] [--provider ${_run_providers_index_js__WEBPACK_IMPORTED_MODULE_8__/* .PROVIDER_NAMES */ .xd.join('|')}]
                   [--baseline run_summary.json] [-p GLOB] [--include GLOB] [--exclude GLOB]
                   [--max-samples N | --sample N --seed S] [-o plan.json] [--json]

Splits the tasks into shards: longest-first on the baseline's per-task durations when given,
else by count. With -n (the run's concurrency; a remote --provider's default ${_settings_run_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_SETTINGS */ ._t.concurrency.default} when not given),
shards are sized by wall time: attempt-seconds / concurrency, never below the longest attempt,
plus start-up; a first run off the runner gets shards of -n attempts' worth of tasks (-k each).
Prints the plan JSON (or writes it with -o). With --json it prints instead every task found:
its shard, its images, why it is refused (invalid, or beyond --provider) and its warnings.

  --shards N                 shards (matrix jobs), ${PLAN.shards.min} to ${PLAN.shards.max}
  --max-shards N             most shards when --shards is not given (default ${PLAN['max-shards'].default})
  --target-shard-minutes M   with --max-shards and --baseline: shards of about M minutes, ${PLAN['target-shard-minutes'].min}
                             to ${PLAN['target-shard-minutes'].max} (default ${PLAN['target-shard-minutes'].default})
  --max-parallel N           runners that run shards at once, up to 4 shards each (overrides
                             --max-shards)
  -n, --concurrency N        the run jobs' attempts at once, ${_settings_run_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_SETTINGS */ ._t.concurrency.min} to ${_settings_run_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_SETTINGS */ ._t.concurrency.max}
  -k, --attempts K           the run jobs' attempts per task (default ${_settings_run_js__WEBPACK_IMPORTED_MODULE_6__/* .RUN_SETTINGS */ ._t.attempts.default})
${(0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .sampleHelp */ .AR)(29)}
${(0,_dataset_flag_js__WEBPACK_IMPORTED_MODULE_10__/* .datasetHelp */ .uA)(29)}
  --json                     print the task listing (above) on stdout; -o still writes the plan`;
async function planCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parse */ .qg)(argv, {
        shards: { type: 'string' },
        'max-shards': { type: 'string' },
        'max-parallel': { type: 'string' },
        'target-shard-minutes': { type: 'string' },
        concurrency: { type: 'string', short: 'n' },
        attempts: { type: 'string', short: 'k' },
        provider: { type: 'string' },
        baseline: { type: 'string' },
        pattern: { type: 'string', short: 'p' },
        ..._args_js__WEBPACK_IMPORTED_MODULE_7__/* .SAMPLE_OPTIONS */ .i$,
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        label: { type: 'string' },
        output: { type: 'string', short: 'o' },
        json: { type: 'boolean' },
        ..._dataset_flag_js__WEBPACK_IMPORTED_MODULE_10__/* .DATASET_OPTIONS */ .GL,
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const fetched = await (0,_dataset_flag_js__WEBPACK_IMPORTED_MODULE_10__/* .datasetFlag */ .dw)(values, positionals);
    const dir = (0,_dataset_flag_js__WEBPACK_IMPORTED_MODULE_10__/* .tasksTarget */ .i0)(fetched, positionals);
    if (!dir)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`helios plan needs a tasks folder or -d NAME@VERSION.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_4__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .discoveryFlags */ .C8)(values));
    for (const invalid of found.invalid)
        process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_11__/* .invalidTaskLine */ .B3)(invalid)}\n`);
    for (const line of (0,_box_js__WEBPACK_IMPORTED_MODULE_11__/* .taskWarningLines */ .jK)(found.warnings))
        process.stderr.write(`${line}\n`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_11__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_11__/* .discoveryCountLine */ .U2)(found)}\n`);
    const baselineFile = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'baseline');
    const baseline = baselineFile
        ? (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(baselineFile, 'utf8'), baselineFile)
        : undefined;
    // As the action's plan: not given, a Docker plan is sized by attempt-seconds as before.
    const provider = (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_8__/* .providerDescriptor */ .nh)((0,_provider_flag_js__WEBPACK_IMPORTED_MODULE_9__/* .providerNameFlag */ .rV)(values));
    const remote = provider.remote;
    const concurrency = values.concurrency !== undefined || remote ? (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .runSettingFlag */ .k9)(values, 'concurrency') : undefined;
    const attempts = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .runSettingFlag */ .k9)(values, 'attempts');
    const shardsGiven = values.shards !== undefined;
    const plan = (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .planShards */ .tF)(found.tasks.map((t) => ({
        ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
        environment_hash: t.environmentHash,
        attempts,
    })), {
        shards: shardsGiven ? (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .settingFlag */ .Fi)(values, PLAN.shards) : undefined,
        maxParallel: shardsGiven ? undefined : ((0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .settingFlag */ .Fi)(values, PLAN['max-parallel']) ?? undefined),
        maxShards: shardsGiven ? undefined : (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .settingFlag */ .Fi)(values, PLAN['max-shards']),
        targetShardSec: shardsGiven ? undefined : (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .settingFlag */ .Fi)(values, PLAN['target-shard-minutes']) * 60,
        durations: baseline && (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .durationsFromSummary */ .Wv)(baseline),
        longestAttemptSec: baseline && (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .longestAttemptsFromSummary */ .nZ)(baseline),
        concurrency,
        remoteAttempts: remote,
        label: (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'label') ?? 'default',
        createdAt: new Date().toISOString(),
    });
    const text = (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .serializePlan */ .S1)(plan);
    const output = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'output');
    if (output)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(output, text);
    if (values.json) {
        const shards = new Map(plan.shards.flatMap((s) => s.task_ids.map((id) => [id, s.index])));
        const listing = (0,_results_task_listing_js__WEBPACK_IMPORTED_MODULE_12__/* .listTasks */ .V)({
            ...found,
            shardOf: (id) => shards.get(id) ?? null,
            providerRefusal: (task) => (0,_run_environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_13__/* .taskRefusalAt */ .Ni)(task, provider),
        });
        process.stdout.write(`${JSON.stringify(listing, null, 2)}\n`);
    }
    else if (!output)
        process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return found.invalid.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 63552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QW: () => (/* binding */ PROVIDER_HELP),
/* harmony export */   gk: () => (/* binding */ providerFlag),
/* harmony export */   rV: () => (/* binding */ providerNameFlag)
/* harmony export */ });
/* unused harmony export assertProviderFlags */
/* harmony import */ var _run_environment_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2488);
/* harmony import */ var _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38741);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97504);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);




/** Where the help's descriptions start, and how wide a line may be (as the other commands' help). */
const DESCRIPTION_COLUMN = 28;
const HELP_WIDTH = 102;
const PROVIDER_HELP = [
    helpEntry('      --provider NAME', `where attempts run: ${_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDERS */ .xq.map((d) => d.help).join(' or ')}`),
    ..._run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDERS */ .xq.flatMap((d) => (d.flagHelp === undefined ? [] : [d.flagHelp])),
].join('\n');
/** `flag` then `text` from the description column, wrapped at spaces. */
function helpEntry(flag, text) {
    const lines = [];
    let line = flag.padEnd(DESCRIPTION_COLUMN);
    let empty = true;
    for (const word of text.split(' ')) {
        if (!empty && line.length + 1 + word.length > HELP_WIDTH) {
            lines.push(line);
            line = ' '.repeat(DESCRIPTION_COLUMN);
            empty = true;
        }
        line += empty ? word : ` ${word}`;
        empty = false;
    }
    return [...lines, line].join('\n');
}
function providerNameFlag(values) {
    const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'provider') ?? 'docker';
    const known = _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd.find((n) => n === name);
    if (known)
        return known;
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name, _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd);
    const fix = meant === null ? `use one of ${_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd.join(', ')}` : `did you mean --provider ${meant}?`;
    throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--provider: unknown provider '${name}'; ${fix}`);
}
/** A flag given that the provider refuses: `--<flag>: provider <name> <why>; drop it`. */
function assertProviderFlags(name, values) {
    for (const setting of _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_SETTINGS */ .eu) {
        if ((0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, setting) === undefined)
            continue;
        const refusal = (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .settingRefusal */ .zv)((0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .providerDescriptor */ .nh)(name), setting);
        if (refusal !== null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${setting}: ${refusal}; drop it`);
    }
}
/**
 * The provider asked for (Docker by default), made from its settings and flags and checked before
 * anything is read (Docker: an engine answers, else ProviderUnavailableError).
 */
async function providerFlag(values, concurrency, env = process.env) {
    const name = providerNameFlag(values);
    assertProviderFlags(name, values);
    try {
        return await (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .openProvider */ .C2)(name, { concurrency, env, namespace: (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'namespace') });
    }
    catch (error) {
        if (error instanceof _run_environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(error.message);
        throw error;
    }
}


/***/ }),

/***/ 45524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ listTasks)
/* harmony export */ });
/* unused harmony export TASK_LISTING_SCHEMA_VERSION */
/* harmony import */ var _task_image_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81505);
// What a run would do with each task, without running it: `helios plan --json` and
// `helios batch --dry-run`. Every task found is listed — the ones that run with their shard and
// images, the refused ones with the reason (invalid at discovery, or beyond the provider), each
// with its warnings — so a task author sees what would run and why not. Pure.

const TASK_LISTING_SCHEMA_VERSION = 1;
function listTasks(input) {
    const warningsOf = (dir) => input.warnings
        .filter((w) => w.relative_dir === dir)
        .map(({ file, field, message }) => ({ file, field, message }));
    const runnable = input.tasks.map((task) => {
        const refused = input.providerRefusal(task);
        const prebuilt = task.config.environment.dockerImage;
        return {
            task_path: task.relativeDir,
            task_name: task.name,
            task_id: task.id,
            status: refused === null ? 'runs' : 'refused',
            shard: input.shardOf(task.id),
            image: prebuilt ?? (0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_0__/* .environmentTag */ .a)(task),
            image_source: prebuilt === null ? 'build' : 'docker_image',
            other_images: otherImages(task),
            refusal: refused === null
                ? null
                : { file: refused.where ?? `${task.relativeDir}/task.toml`, field: null, message: refused.message },
            warnings: warningsOf(task.relativeDir),
        };
    });
    const invalid = input.invalid.map((task) => ({
        task_path: task.relative_dir,
        task_name: null,
        task_id: null,
        status: 'refused',
        shard: null,
        image: null,
        image_source: null,
        other_images: [],
        refusal: { file: task.file, field: task.field, message: task.message },
        warnings: warningsOf(task.relative_dir),
    }));
    const tasks = [...runnable, ...invalid].sort((a, b) => compare(a.task_path, b.task_path));
    return {
        schema_version: TASK_LISTING_SCHEMA_VERSION,
        kind: 'task-listing',
        tasks,
        counts: {
            runs: tasks.filter((t) => t.status === 'runs').length,
            refused: tasks.filter((t) => t.status === 'refused').length,
            warnings: tasks.reduce((n, t) => n + t.warnings.length, 0),
        },
    };
}
function otherImages(task) {
    const images = [];
    const verifier = task.verifierImage;
    if (verifier?.dockerImage)
        images.push(verifier.dockerImage);
    else if (verifier?.contextDir)
        images.push((0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_0__/* .builtImageTag */ .m)(task.name, 'verifier', verifier.hash));
    for (const service of task.compose?.services ?? []) {
        const image = service.image;
        if (image.kind === 'image')
            images.push(image.name);
        if (image.kind === 'build')
            images.push((0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_0__/* .builtImageTag */ .m)(task.name, service.name, image.hash));
    }
    return images;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
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

/***/ 57063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZJ: () => (/* binding */ daytonaSettingsFromEnv),
/* harmony export */   t$: () => (/* binding */ DEFAULT_DAYTONA_CONCURRENCY)
/* harmony export */ });
/* unused harmony export DEFAULT_DAYTONA_API_URL */
/* harmony import */ var _remote_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28870);
// Daytona's settings from the environment. The key is only ever handed to the SDK (and its
// generated toolbox client, toolbox-files.ts): never logged, never written to a run folder,
// never part of an error message.

const DEFAULT_DAYTONA_API_URL = 'https://app.daytona.io/api';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_DAYTONA_CONCURRENCY = 32;
/** Reads DAYTONA_API_KEY, DAYTONA_API_URL and DAYTONA_TARGET; throws naming what to set. */
function daytonaSettingsFromEnv(env) {
    const apiKey = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .requiredKey */ .p)(env, { name: 'daytona', title: 'Daytona' }, 'DAYTONA_API_KEY');
    const apiUrl = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .checkedApiUrl */ .x)(env.DAYTONA_API_URL?.trim() || DEFAULT_DAYTONA_API_URL, {
        provider: 'daytona',
        variable: 'DAYTONA_API_URL',
        keyVariable: 'DAYTONA_API_KEY',
        fix: `set it like ${DEFAULT_DAYTONA_API_URL}`,
    });
    return { apiKey, apiUrl, target: env.DAYTONA_TARGET?.trim() || null };
}


/***/ }),

/***/ 43576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ daytonaDescriptor)
/* harmony export */ });
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39302);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57063);


const daytonaDescriptor = (0,_remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__/* .sandboxDescriptor */ .nl)({
    name: 'daytona',
    title: 'Daytona',
    help: 'daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET; at most --concurrency sandboxes at once)',
    images: 'snapshots',
    async create(context) {
        const settings = (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .daytonaSettingsFromEnv */ .ZJ)(context.env);
        const { DaytonaProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(4006), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(3758), __webpack_require__.e(5852), __webpack_require__.e(3320), __webpack_require__.e(2071), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 8183));
        return new DaytonaProvider(settings, { concurrency: context.concurrency });
    },
});


/***/ }),

/***/ 25096:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _F: () => (/* binding */ DEFAULT_E2B_CONCURRENCY),
/* harmony export */   sH: () => (/* binding */ e2bSettingsFromEnv)
/* harmony export */ });
/* unused harmony export DEFAULT_E2B_DOMAIN */
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2488);
/* harmony import */ var _remote_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28870);
// E2B's settings from the environment, as the SDK itself reads them (E2B_API_KEY, E2B_DOMAIN,
// E2B_API_URL, E2B_SANDBOX_URL). The key is only ever handed to the SDK: never logged, never
// written to a run folder, never part of an error message.


const DEFAULT_E2B_DOMAIN = 'e2b.app';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_E2B_CONCURRENCY = 20;
/** Reads E2B_API_KEY, E2B_DOMAIN, E2B_API_URL and E2B_SANDBOX_URL; throws naming what to set. */
function e2bSettingsFromEnv(env) {
    const apiKey = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .requiredKey */ .p)(env, { name: 'e2b', title: 'E2B' }, 'E2B_API_KEY');
    const domain = env.E2B_DOMAIN?.trim() || DEFAULT_E2B_DOMAIN;
    if (!/^[A-Za-z0-9.-]+(:\d+)?$/.test(domain))
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq(`provider e2b: E2B_DOMAIN is not a domain name; set it like ${DEFAULT_E2B_DOMAIN}`);
    return {
        apiKey,
        domain,
        apiUrl: checkedUrl(env, 'E2B_API_URL'),
        sandboxUrl: checkedUrl(env, 'E2B_SANDBOX_URL'),
    };
}
/** An override URL: https, or http to a loopback address only (the key and files would cross unencrypted). */
function checkedUrl(env, name) {
    const value = env[name]?.trim();
    if (!value)
        return null;
    const fix = 'unset it to use E2B_DOMAIN';
    return (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedApiUrl */ .x)(value, { provider: 'e2b', variable: name, keyVariable: 'E2B_API_KEY', fix });
}


/***/ }),

/***/ 17995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ e2bDescriptor)
/* harmony export */ });
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39302);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25096);


const e2bDescriptor = (0,_remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__/* .sandboxDescriptor */ .nl)({
    name: 'e2b',
    title: 'E2B',
    help: 'e2b (remote sandboxes; E2B_API_KEY, E2B_DOMAIN; at most --concurrency sandboxes at once)',
    images: 'templates',
    async create(context) {
        const settings = (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .e2bSettingsFromEnv */ .sH)(context.env);
        const { E2BProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2980), __webpack_require__.e(3320), __webpack_require__.e(2071), __webpack_require__.e(5634)]).then(__webpack_require__.bind(__webpack_require__, 45634));
        return new E2BProvider(settings, { concurrency: context.concurrency });
    },
});


/***/ }),

/***/ 38741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xq: () => (/* binding */ PROVIDERS),
  xd: () => (/* binding */ PROVIDER_NAMES),
  eu: () => (/* reexport */ PROVIDER_SETTINGS),
  C2: () => (/* binding */ openProvider),
  nh: () => (/* binding */ providerDescriptor),
  zv: () => (/* reexport */ settingRefusal)
});

// UNUSED EXPORTS: createProvider

// EXTERNAL MODULE: ./src/run/providers/daytona/descriptor.ts
var descriptor = __webpack_require__(43576);
// EXTERNAL MODULE: ./src/run/providers/docker/descriptor.ts + 1 modules
var docker_descriptor = __webpack_require__(63826);
// EXTERNAL MODULE: ./src/run/providers/e2b/descriptor.ts
var e2b_descriptor = __webpack_require__(17995);
// EXTERNAL MODULE: ./src/run/providers/kubernetes/descriptor.ts
var kubernetes_descriptor = __webpack_require__(75064);
;// CONCATENATED MODULE: ./src/run/providers/descriptor.ts
/** Settings of the CLI and the action that some providers take and others refuse, spelt as both spell them. */
const PROVIDER_SETTINGS = ['image-registry', 'image-cache', 'namespace'];
/** Why `descriptor` refuses `setting`, one sentence the CLI and the action both print; null: it takes it. */
function settingRefusal(descriptor, setting) {
    const why = descriptor.refuses[setting];
    return why === undefined ? null : `provider ${descriptor.name} ${why}`;
}

;// CONCATENATED MODULE: ./src/run/providers/index.ts




const PROVIDERS = [docker_descriptor/* dockerDescriptor */.S, descriptor/* daytonaDescriptor */.E, kubernetes_descriptor/* kubernetesDescriptor */.G, e2b_descriptor/* e2bDescriptor */.x];
const PROVIDER_NAMES = PROVIDERS.map((d) => d.name);
function providerDescriptor(name) {
    return PROVIDERS.find((d) => d.name === name);
}
/** The provider `name`, made from its settings (a ProviderSettingsError names what to set). */
async function createProvider(name, options = {}) {
    const descriptor = providerDescriptor(name);
    return descriptor.create(await contextOf(descriptor, options));
}
/** `createProvider`, then its preflight: ready for a run, or one sentence why not (ProviderUnavailableError). */
async function openProvider(name, options = {}) {
    const descriptor = providerDescriptor(name);
    const context = await contextOf(descriptor, options);
    const provider = await descriptor.create(context);
    await descriptor.preflight(provider, context);
    return provider;
}
async function contextOf(descriptor, options) {
    const context = { ...options, env: options.env ?? process.env };
    if (descriptor.pushesLocalImages)
        context.pushedImages = await enginePushedImages(options);
    return context;
}
/** This machine's engine builds, and pushes to the registry (one provider never imports another). */
async function enginePushedImages(options) {
    const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(1705)]).then(__webpack_require__.bind(__webpack_require__, 36560));
    const engine = new DockerProvider(options.docker);
    return (build) => engine.pushedImages(build);
}



/***/ }),

/***/ 75064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ kubernetesDescriptor)
/* harmony export */ });
/* unused harmony export KUBERNETES_CAPABILITIES */
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2488);
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39302);
// Kubernetes as the CLI, the action and the docs know it: one pod per attempt in one namespace, from
// images this machine builds and pushes to the image registry for the cluster to pull.


/** What one pod per attempt can honour, and why not the rest (the runner refuses from these). */
const KUBERNETES_CAPABILITIES = {
    services: false,
    noNetwork: false,
    hostNetwork: false,
    mounts: false,
    verifierBeside: false,
    display: false,
    reasons: {
        services: 'one pod per attempt, no sidecar containers yet',
        noNetwork: 'it needs an egress-deny NetworkPolicy, which this provider does not create, and only a CNI that enforces policies would honour one',
        hostNetwork: "a pod does not share this machine's loopback",
        mounts: "a pod cannot see this machine's folders",
        display: 'GUI tasks are proven on Docker only so far',
    },
};
const kubernetesDescriptor = {
    name: 'kubernetes',
    remote: true,
    title: 'Kubernetes',
    help: 'kubernetes (one pod per attempt; KUBECONFIG or in-cluster; images pushed to --image-registry)',
    flagHelp: '      --namespace NAME      kubernetes: the namespace of the pods (default KUBERNETES_NAMESPACE, else default)',
    capabilities: KUBERNETES_CAPABILITIES,
    refuses: {
        'image-cache': 'pulls its images from image-registry, where this machine pushes what it builds',
    },
    pushesLocalImages: true,
    async create(context) {
        // The client library is large: loaded only when a run asks for this provider.
        const { kubernetesSettingsFromEnv } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(2901), __webpack_require__.e(1127)]).then(__webpack_require__.bind(__webpack_require__, 63508));
        const settings = kubernetesSettingsFromEnv(context.env, context.namespace);
        const { KubernetesProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(2901), __webpack_require__.e(3320), __webpack_require__.e(4863)]).then(__webpack_require__.bind(__webpack_require__, 24863));
        if (!context.pushedImages)
            throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq('provider kubernetes: no engine to build its images');
        return new KubernetesProvider(settings, context.pushedImages);
    },
    preflight: _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_1__/* .firstRequestPreflight */ .x0,
};


/***/ }),

/***/ 39302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nl: () => (/* binding */ sandboxDescriptor),
/* harmony export */   x0: () => (/* binding */ firstRequestPreflight)
/* harmony export */ });
/* unused harmony export SANDBOX_CAPABILITIES */
/** What a sandbox per attempt can honour, and why not the rest (the runner refuses from these). */
const SANDBOX_CAPABILITIES = {
    services: false,
    // A sandbox created without network access (Daytona's networkBlockAll, E2B's allowInternetAccess) has no egress.
    noNetwork: true,
    hostNetwork: false,
    mounts: false,
    verifierBeside: false,
    display: false,
    reasons: {
        services: 'one sandbox per attempt, no private network between sandboxes',
        hostNetwork: "a sandbox runs elsewhere, away from this machine's loopback",
        mounts: "a sandbox cannot see this machine's folders",
        display: 'GUI tasks are proven on Docker only so far',
    },
};
/**
 * A service of remote sandboxes (Daytona, E2B): the sandbox's capabilities, the settings refused by
 * a service that builds its own images and has no namespaces, and the first-request preflight.
 */
function sandboxDescriptor(own) {
    const ownImages = `builds its own ${own.images} and keeps no Docker images`;
    return {
        name: own.name,
        remote: true,
        title: own.title,
        help: own.help,
        capabilities: SANDBOX_CAPABILITIES,
        refuses: {
            'image-registry': ownImages,
            'image-cache': ownImages,
            namespace: 'has no namespaces (provider kubernetes takes one)',
        },
        create: own.create,
        preflight: firstRequestPreflight,
    };
}
/**
 * A remote provider's preflight (its settings were checked by create): one first request answers
 * for the API and the credentials. The base class loads only when a run opens the provider.
 */
async function firstRequestPreflight(provider) {
    const { RemoteProvider } = await __webpack_require__.e(/* import() */ 2126).then(__webpack_require__.bind(__webpack_require__, 42126));
    if (provider instanceof RemoteProvider)
        await provider.checkReachable();
}


/***/ }),

/***/ 28870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ requiredKey),
/* harmony export */   x: () => (/* binding */ checkedApiUrl)
/* harmony export */ });
/* harmony import */ var _agents_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78423);
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2488);
// A remote service's key and API address read from the environment, checked the same way for
// every provider: the key set; the address a URL, http(s), https unless to a loopback address (the
// key would cross the network unencrypted), and no credentials in it (they belong in the key's
// variable). Messages name the variable, never its value. Pure.


/** The key in `variable`, trimmed, or a ProviderSettingsError saying where to get one and how to pass it. */
function requiredKey(env, provider, variable) {
    const key = env[variable]?.trim() ?? '';
    if (!key)
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderSettingsError */ .pq(`provider ${provider.name}: ${variable} is not set; create a key in the ${provider.title} dashboard and pass it as a secret (env: ${variable}: \${{ secrets.${variable} }})`);
    return key;
}
/** `value` without a trailing slash, or a ProviderSettingsError naming the variable (never the value's secrets). */
function checkedApiUrl(value, setting) {
    const refuse = (why) => new _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderSettingsError */ .pq(`provider ${setting.provider}: ${setting.variable} ${why}`);
    let parsed;
    try {
        parsed = new URL(value);
    }
    catch {
        throw refuse(`is not a URL; ${setting.fix}`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw refuse(`must be http(s); ${setting.fix}`);
    if (parsed.protocol === 'http:' && !(0,_agents_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U9)(value))
        throw refuse(`is http:// to ${parsed.hostname}, so the key would cross the network unencrypted; use https:// (http:// is taken for a loopback address only)`);
    if (parsed.username || parsed.password)
        throw refuse(`must not carry credentials; put the key in ${setting.keyVariable}`);
    return value.replace(/\/+$/, '');
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


/***/ }),

/***/ 81505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ environmentTag),
/* harmony export */   m: () => (/* binding */ builtImageTag)
/* harmony export */ });
/* harmony import */ var _slug_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48178);
// Image tags of a task: content-addressed, so a later run (or another task with the same
// environment) finds the image already built. Known at discovery: a compose file can name main's.

/** main's image: `helios-env/<task>:<first 16 hex of the environment hash>`. */
function environmentTag(task) {
    return `helios-env/${tagRepo(task.name)}:${task.environmentHash.slice(0, 16)}`;
}
/** An image built from a folder of the task (a separate verifier's `tests/`, a compose service). */
function builtImageTag(taskName, role, hash) {
    return `helios-env/${tagRepo(taskName)}-${tagRepo(role)}:${hash.slice(0, 16)}`;
}
function tagRepo(name) {
    return ((0,_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv)(name)
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'task');
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
