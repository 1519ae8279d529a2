export const id = 4373;
export const ids = [4373];
export const modules = {

/***/ 96274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ inputsOfRun),
/* harmony export */   z: () => (/* binding */ loadActionConfig)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20675);
/* harmony import */ var _config_load_bench_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62410);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81729);
/* harmony import */ var _settings_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84404);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69212);
// The `config` input: a bench config read once, and the inputs one of its runs (labels) works
// with. A config setting applies where the workflow gave no input of its own; an input given
// explicitly wins, as a flag does in the CLI.






async function loadActionConfig(inputs, ctx) {
    const given = (name) => inputs.given.has(name);
    // Paths in the file are relative to the workspace: the checked-out repository.
    const loaded = await (0,_config_load_bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadBenchConfig */ .z)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.workspace, inputs.config), {
        root: ctx.workspace,
        ...(given('tasks') ? { tasksDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.workspace, inputs.tasks) } : {}),
    });
    const flags = {
        ...(given('model') ? { models: [inputs.model] } : {}),
        ...(given('agent') ? { agents: [inputs.agent] } : {}),
        ...(given('attempts') ? { attempts: inputs.attempts } : {}),
        ...(given('concurrency') ? { concurrency: inputs.concurrency } : {}),
        ...(given('timeout-multiplier') ? { timeoutMultiplier: inputs.timeoutMultiplier } : {}),
        ...(inputs.include.length ? { include: inputs.include } : {}),
        ...(inputs.exclude.length ? { exclude: inputs.exclude } : {}),
    };
    const config = (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .withFlags */ .WW)(loaded.config, flags);
    return {
        config,
        runs: (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .benchRuns */ .NP)(config),
        inputs: {
            ...inputs,
            tasks: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(ctx.workspace, loaded.tasksRoot).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') || '.',
            pattern: given('pattern') ? inputs.pattern : (config.pattern ?? inputs.pattern),
            include: config.include,
            exclude: config.exclude,
        },
    };
}
/** The inputs of one run of the config, found by its label. */
function inputsOfRun(loaded, label) {
    const run = loaded.runs.find((r) => r.label === label);
    if (!run)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`Input 'label' is '${label}', which ${loaded.config.file} does not name; its labels are ${loaded.runs.map((r) => r.label).join(', ')}.`);
    const { config, inputs } = loaded;
    const fromConfig = (name) => !inputs.given.has(name);
    return {
        run,
        inputs: {
            ...inputs,
            label,
            agent: run.agent,
            model: run.model?.model ?? null,
            agentCommand: fromConfig('agent-command') ? (config.agentCommand ?? '') : inputs.agentCommand,
            attempts: config.attempts ?? inputs.attempts,
            concurrency: config.concurrency ?? inputs.concurrency,
            timeoutMultiplier: config.timeoutMultiplier ?? inputs.timeoutMultiplier,
            agentEnv: [...new Set([...inputs.agentEnv, ...config.agentEnv])],
            maxCostUsd: fromConfig('max-cost') ? (config.maxCostUsd ?? inputs.maxCostUsd) : inputs.maxCostUsd,
            retry: { ...inputs.retry, ...configRetry(config, fromConfig) },
        },
    };
}
/** The config's retry settings where no input gives them. */
function configRetry(config, fromConfig) {
    const given = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_5__/* .entriesOf */ .Mc)(_settings_run_js__WEBPACK_IMPORTED_MODULE_4__/* .RETRY_SETTINGS */ .Rh).filter(([key, name]) => key in config.retry && fromConfig(name));
    return Object.fromEntries(given.map(([key]) => [key, config.retry[key]]));
}


/***/ }),

/***/ 76331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planConcurrency: () => (/* binding */ planConcurrency),
/* harmony export */   planMode: () => (/* binding */ planMode),
/* harmony export */   plannedRun: () => (/* binding */ plannedRun)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68036);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26438);
/* harmony import */ var _config_bench_runs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20675);
/* harmony import */ var _config_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96274);
/* harmony import */ var _task_warning_groups_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(22066);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14031);
/* harmony import */ var _load_baseline_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(84775);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40645);
/* harmony import */ var _run_providers_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(38741);
/* harmony import */ var _select_tasks_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(78662);
// mode: plan — discover tasks, split them into shards, upload the plan, output the job matrix.













async function planMode(inputs, ctx, clients) {
    if (inputs.config)
        return planFromConfig(inputs, ctx, clients);
    const selected = await (0,_select_tasks_js__WEBPACK_IMPORTED_MODULE_11__/* .selectTasks */ .n)(inputs, ctx);
    const tasks = selected.tasks.map((task) => ({ task, attempts: inputs.attempts }));
    const given = inputs.given.has('concurrency') ? inputs.concurrency : null;
    const plan = await planLabel(inputs, ctx, clients, selected, tasks, given);
    setPlanOutputs([plan], plan.matrix);
    return [plan];
}
/**
 * `config`: one plan per run (label) of the config, each over the tasks its model takes, and one
 * job matrix over label × shard, so one run job serves every model.
 */
async function planFromConfig(inputs, ctx, clients) {
    const loaded = await (0,_config_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .loadActionConfig */ .z)(inputs, ctx);
    const selected = await (0,_select_tasks_js__WEBPACK_IMPORTED_MODULE_11__/* .selectTasks */ .n)(loaded.inputs, ctx);
    // The file's own globs must match; an `include` input replaces its list.
    (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .checkGlobsMatch */ .Nv)(inputs.include.length ? { ...loaded.config, include: [] } : loaded.config, selected.names);
    const plans = [];
    for (const run of loaded.runs) {
        const planned = plannedRun(loaded, run.label, selected.tasks);
        plans.push(await planLabel(planned.inputs, ctx, clients, selected, planned.tasks, planned.concurrency));
    }
    const include = plans.flatMap((plan) => plan.matrix.shard.map((shard) => ({ label: plan.label, shard })));
    setPlanOutputs(plans, { include });
    return plans;
}
/** What one run (label) of the config plans: its inputs, its tasks with their attempts, its concurrency. */
function plannedRun(loaded, label, found) {
    const { inputs, run } = (0,_config_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .inputsOfRun */ .c)(loaded, label);
    const tasks = (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .tasksOfRun */ .bT)(loaded.config, run, found).map((p) => ({
        task: p.task,
        attempts: p.settings.attempts ?? inputs.attempts,
    }));
    // The file's concurrency, or the input's (withFlags made it win over the file's).
    return { inputs, tasks, concurrency: loaded.config.concurrency };
}
function setPlanOutputs(plans, matrix) {
    const sum = (count) => String(plans.reduce((total, plan) => total + count(plan), 0));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('matrix', JSON.stringify(matrix));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('labels', JSON.stringify(plans.map((plan) => plan.label)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('task-count', sum((plan) => plan.task_count));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('shard-count', sum((plan) => plan.shards.length));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('max-parallel', sum((plan) => plan.max_parallel ?? plan.shards.length));
}
/**
 * The concurrency the plan sizes shards for: the one given (input or config). Not given, a remote
 * provider's shards run the run's default; Docker's keep the sizing by attempt-seconds that plans
 * made before they knew the concurrency, so existing workflows get the same shards.
 */
function planConcurrency(inputs, given) {
    return given ?? ((0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_10__/* .providerDescriptor */ .nh)(inputs.provider).remote ? inputs.concurrency : undefined);
}
/** One label's plan: shards balanced by its baseline's durations, uploaded, in the job summary. */
async function planLabel(inputs, ctx, clients, { invalid, warnings }, planned, givenConcurrency) {
    const tasks = planned.map((p) => p.task);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${inputs.label}: ${tasks.length} planned, ${invalid.length} invalid, ${warnings.length} warning(s)`);
    // Durations only: the newest baseline is enough.
    const baseline = await (0,_load_baseline_js__WEBPACK_IMPORTED_MODULE_8__/* .loadBaseline */ .oU)({ ...inputs, baselinePool: 1 }, ctx, clients);
    const durations = baseline.summary ? (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .durationsFromSummary */ .Wv)(baseline.summary) : undefined;
    const concurrency = planConcurrency(inputs, givenConcurrency);
    const runId = (0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .benchmarkRunId */ .uq)(ctx);
    const plan = {
        ...(0,_results_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .planShards */ .tF)(planned.map(({ task: t, attempts }) => ({
            ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
            environment_hash: t.environmentHash,
            attempts,
        })), {
            shards: inputs.shards ?? undefined,
            maxShards: inputs.shards === null ? inputs.maxShards : undefined,
            maxParallel: inputs.shards === null ? (inputs.maxParallel ?? undefined) : undefined,
            targetShardSec: inputs.shards === null ? inputs.targetShardMinutes * 60 : undefined,
            durations,
            longestAttemptSec: baseline.summary ? (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .longestAttemptsFromSummary */ .nZ)(baseline.summary) : undefined,
            concurrency,
            remoteAttempts: (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_10__/* .providerDescriptor */ .nh)(inputs.provider).remote,
            label: inputs.label,
            runId,
            createdAt: new Date().toISOString(),
        }),
        invalid_tasks: invalid,
    };
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, runId, 'plan');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'plan.json');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .serializePlan */ .S1)(plan));
    const upload = await clients.artifacts.uploadFolder((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .planArtifactName */ .nU)(inputs.label), dir, [file]);
    if (!upload.ok)
        throw new Error(`Could not upload the plan artifact: ${upload.error}`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z
        .addHeading(`Helios plan: ${inputs.label}`, 3)
        .addRaw(`${plan.task_count} task(s) in ${plan.shards.length} shard(s), balanced by ${plan.strategy === 'duration' ? 'baseline durations' : 'count'}` +
        (concurrency === undefined
            ? '.'
            : `, ${concurrency} attempt(s) at once per shard (on ${inputs.provider}); estimates are wall time.`) +
        ` Baseline: ${baseline.note}` +
        (invalid.length ? ` ${invalid.length} invalid task(s) will be reported.` : ''), true)
        .addRaw(warningList(invalid, warnings), true)
        .addTable([
        [
            { data: 'Shard', header: true },
            { data: 'Tasks', header: true },
            { data: 'Estimated', header: true },
        ],
        ...plan.shards.map((s) => [
            String(s.index),
            String(s.task_ids.length),
            s.estimated_sec === null ? '—' : `${Math.round(s.estimated_sec)} s`,
        ]),
    ])
        .write();
    return plan;
}
/** Invalid tasks and ignored fields, one list item each (task authors read this first). */
function warningList(invalid, warnings) {
    const items = [
        ...invalid.map((t) => `invalid: ${t.file}${t.field ? ` [${t.field}]` : ''}: ${t.message}`),
        ...(0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_12__/* .groupWarnings */ .PB)(warnings).map((group) => `ignored: ${(0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_12__/* .warningGroupText */ .fp)(group)}`),
    ];
    if (items.length === 0)
        return '';
    return `\n\n${items.map((item) => `- ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeMarkdown */ .FV)(item)}`).join('\n')}\n`;
}


/***/ }),

/***/ 78662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ selectTasks)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/task/changed.ts
// Which tasks a change touches, for PR runs that only run the tasks a diff changed. Pure: the
// changed paths come from git (see git-changes.ts), relative to the repository root.

/**
 * Tasks with at least one changed file inside their folder. `repoRelativeRoot` is the discovery
 * root relative to the repository root (`tasks`, or `` / `.` when it is the repository root).
 */
function tasksTouchedBy(tasks, changedFiles, repoRelativeRoot) {
    return touchedBy(tasks, (task) => task.relativeDir, changedFiles, repoRelativeRoot);
}
/** The same rule for anything that names a task folder (e.g. an invalid task's `relative_dir`). */
function touchedBy(items, folderOf, changedFiles, repoRelativeRoot) {
    const changed = changedFiles.map(normalize).filter((file) => file !== '');
    return items.filter((item) => {
        const folder = normalize(external_node_path_.posix.join(normalize(repoRelativeRoot) || '.', folderOf(item)));
        return folder === ''
            ? changed.length > 0
            : changed.some((file) => file === folder || file.startsWith(`${folder}/`));
    });
}
/** `./a\\b/` → `a/b`; the repository root itself → ``. */
function normalize(path) {
    const normalized = external_node_path_.posix
        .normalize(path.replaceAll('\\', '/'))
        .replace(/^(\.\/)+/, '')
        .replace(/\/+$/, '');
    return normalized === '.' ? '' : normalized;
}

// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: ./src/task/sample.ts
var sample = __webpack_require__(15179);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/task/git-changes.ts
// Adapter: the files a branch changed since it left its base, from the git CLI.




const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const MAX_OUTPUT = 64 * 1024 * 1024;
/**
 * Paths (relative to the repository root, `/`-separated) changed between the merge base of
 * `baseRef` and HEAD — what a PR changed, ignoring later commits on the base branch. Renames count
 * as a delete plus an add, so a task moved out of a folder touches both places.
 */
async function changedFilesSince(baseRef, cwd) {
    if (baseRef.trim() === '' || baseRef.startsWith('-')) {
        throw new errors/* GitChangesError */.Yw(`invalid base ref ${JSON.stringify(baseRef)}: pass a branch, tag or commit`);
    }
    const stdout = await git(['diff', '--name-only', '--no-renames', '-z', `${baseRef}...HEAD`, '--'], cwd, baseRef);
    return stdout.split('\0').filter((path) => path !== '');
}
/** Absolute path of the repository that contains `cwd`. */
async function repoTopLevel(cwd) {
    return (await git(['rev-parse', '--show-toplevel'], cwd, null)).trim();
}
async function git(args, cwd, baseRef) {
    try {
        const { stdout } = await run('git', args, { cwd, maxBuffer: MAX_OUTPUT, encoding: 'utf8' });
        return stdout;
    }
    catch (error) {
        const given = (0,narrow/* errorField */.LI)(error, 'stderr');
        const stderr = typeof given === 'string' ? given : '';
        if ((0,narrow/* errorCode */.CA)(error) === 'ENOENT')
            throw new errors/* GitChangesError */.Yw('git is not installed or not on PATH');
        const detail = stderr.trim().split('\n')[0] ?? '';
        if (/not a git repository/i.test(stderr))
            throw new errors/* GitChangesError */.Yw(`${cwd} is not inside a git repository (${detail})`);
        if (baseRef !== null &&
            /unknown revision|bad revision|no merge base|invalid symmetric difference/i.test(stderr)) {
            throw new errors/* GitChangesError */.Yw(`cannot diff against base ref "${baseRef}" (${detail}). The clone lacks it or its history: ` +
                'with actions/checkout use fetch-depth: 0 (or fetch the base branch) before selecting changed tasks');
        }
        throw new errors/* GitChangesError */.Yw(`git ${args.join(' ')} failed in ${cwd}: ${detail || String(error)}`);
    }
}

// EXTERNAL MODULE: ./src/task/warning-groups.ts
var warning_groups = __webpack_require__(22066);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/select-tasks.ts
// The tasks a plan or a check works on: discovered under `tasks`, narrowed by `changed-only` to
// those a PR touched, with invalid tasks and ignored fields annotated on their files.








async function selectTasks(inputs, ctx) {
    const root = (0,external_node_path_.resolve)(ctx.workspace, inputs.tasks);
    const found = await (0,discover/* discoverTasks */._6)(root, {
        pattern: inputs.pattern,
        include: inputs.include,
        exclude: inputs.exclude,
        sample: (0,sample/* sampleOptions */.f)(inputs),
    });
    if (found.sampledOut > 0)
        core/* info */.pq(`${found.sampledOut} task(s) left out by max-samples/sample (not run)`);
    let { tasks, invalid } = found;
    if (inputs.changedOnly) {
        const baseRef = inputs.baseRef || (ctx.pullRequest ? `origin/${ctx.pullRequest.baseRef}` : '');
        if (!baseRef)
            throw new action_inputs/* InputError */.dz(`Input 'changed-only' is true but there is no base to compare with; set 'base-ref'.`);
        const files = await changedFilesSince(baseRef, ctx.workspace);
        const rootInRepo = (0,external_node_path_.relative)(await repoTopLevel(ctx.workspace), root);
        tasks = tasksTouchedBy(tasks, files, rootInRepo);
        invalid = touchedBy(invalid, (t) => t.relative_dir, files, rootInRepo);
        core/* info */.pq(`changed-only: ${tasks.length} of ${found.tasks.length} task(s) touched since ${baseRef}`);
    }
    const warnings = inputs.changedOnly
        ? found.warnings.filter((w) => tasks.some((t) => t.relativeDir === w.relative_dir))
        : found.warnings;
    const inRepo = (file) => (0,external_node_path_.relative)(ctx.workspace, (0,external_node_path_.join)(root, file)).split(external_node_path_.sep).join('/');
    for (const task of invalid)
        core/* warning */.$e(`Invalid task ${task.relative_dir}: ${task.message}`, { file: inRepo(task.file) });
    for (const w of warnings)
        core/* warning */.$e(`${w.field}: ${w.message}`, { file: inRepo(w.file), title: 'task.toml field ignored' });
    // A folder of the tasks root that holds no task.toml is no task: said, not skipped in silence.
    if (found.skipped.length > 0)
        core/* warning */.$e((0,warning_groups/* skippedFoldersText */.d7)(found.skipped.map(inRepo)), { title: 'Folder without task.toml' });
    return { root, tasks, invalid, warnings, inRepo, names: found.names };
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


/***/ }),

/***/ 16916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ pickEnv),
/* harmony export */   Xe: () => (/* binding */ refusedTasks),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   pN: () => (/* binding */ setUpAgent),
/* harmony export */   pO: () => (/* binding */ wantsRelay),
/* harmony export */   r2: () => (/* binding */ hostCaBundle),
/* harmony export */   wo: () => (/* binding */ defaultAgentCacheDir)
/* harmony export */ });
/* unused harmony export relayProblem */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _relay_routes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35581);
// What the runner settles about the agent before the first attempt: its host variables, tasks it
// cannot run (refused before any build), its one-time install, the CA bundle for containers.




function pickEnv(hostEnv, names) {
    const picked = {};
    for (const name of new Set(names)) {
        const value = hostEnv[name];
        if (value !== undefined)
            picked[name] = value;
    }
    return picked;
}
/** Optional variables that hold credentials are secrets too (redacted in every file we write). */
function isSecretName(name) {
    return /KEY|TOKEN|SECRET|PASSWORD/i.test(name);
}
/**
 * Tasks this agent cannot run, by index, found before any image is built: the oracle needs a
 * solution; an installed CLI in a `no-network` task needs a model API the relay can forward to.
 */
function refusedTasks(tasks, agent, hostEnv = {}) {
    const refused = new Map();
    tasks.forEach((task, index) => {
        if (agent.needsSolution && !task.hasSolution) {
            refused.set(index, {
                relative_dir: task.relativeDir,
                file: `${task.relativeDir}/solution/solve.sh`,
                field: null,
                message: `agent ${agent.name} runs solution/solve.sh, which this task does not have: add one, or run another agent`,
            });
        }
    });
    if (!agent.needsContainerNetwork)
        return refused;
    const problem = relayProblem(agent, hostEnv);
    if (!problem)
        return refused;
    tasks.forEach((task, index) => {
        if (task.config.environment.networkMode !== 'no-network')
            return;
        refused.set(index, {
            relative_dir: task.relativeDir,
            file: `${task.relativeDir}/task.toml`,
            field: 'environment.network_mode',
            message: `agent ${agent.name} calls its model API from inside the container, but this task is no-network and ${problem}: run it with the built-in agent (-a helios -m <model>, which calls the model from the host) or allow network`,
        });
    });
    return refused;
}
/** Why the relay cannot serve this agent's model calls in a `no-network` task; null when it can. */
function relayProblem(agent, hostEnv) {
    const apis = agent.modelApis ?? [];
    if (apis.length === 0)
        return 'the agent cannot use the model relay';
    try {
        if ((0,_relay_routes_js__WEBPACK_IMPORTED_MODULE_3__/* .relayRoutes */ .a)(apis, hostEnv).length > 0)
            return null;
    }
    catch (error) {
        if (error instanceof _relay_routes_js__WEBPACK_IMPORTED_MODULE_3__/* .RelayRouteError */ .Dg)
            return `the model relay cannot use it: ${error.message}`;
        throw error;
    }
    const names = apis.map((api) => api.variable).join(' or ');
    return `the model relay has no model API to forward to: set ${names}`;
}
/** An agent (the run's or a role's) gets the relay's Node only when some task will run it through the relay. */
function wantsRelay(agent, hostEnv, tasks) {
    return (agent.needsContainerNetwork === true &&
        relayProblem(agent, hostEnv) === null &&
        tasks.some((task) => task.config.environment.networkMode === 'no-network'));
}
/** The default home of installed agent CLIs: kept between runs, outside the repository. */
function defaultAgentCacheDir(env = process.env) {
    if (env.HELIOS_AGENT_CACHE)
        return env.HELIOS_AGENT_CACHE;
    if (env.RUNNER_TOOL_CACHE)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.RUNNER_TOOL_CACHE, 'helios-agents');
    const cache = env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)() || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), '.cache');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(cache, 'helios', 'agents');
}
async function setUpAgent(agent, ctx) {
    if (!agent.prepare)
        return { prepared: null, error: null };
    try {
        return { prepared: await agent.prepare(ctx), error: null };
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { prepared: null, error: `agent ${agent.name} setup failed: ${message}` };
    }
}
/** The host's extra CA bundle (TLS-intercepting proxies), when it names a file that exists. */
function hostCaBundle(hostEnv) {
    const file = hostEnv.NODE_EXTRA_CA_CERTS;
    return file && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? file : null;
}


/***/ }),

/***/ 35581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ RelayRouteError),
/* harmony export */   Pg: () => (/* binding */ relayedBaseUrl),
/* harmony export */   Zr: () => (/* binding */ relayTarget),
/* harmony export */   a: () => (/* binding */ relayRoutes),
/* harmony export */   sc: () => (/* binding */ RELAYED_METHODS)
/* harmony export */ });
// The model relay's rules, pure: which model APIs an agent may reach from a `no-network`
// container (one route per base-URL variable), what a relayed request may ask for, and the base
// URL the agent is given inside the container instead of the real one.
class RelayRouteError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RelayRouteError';
    }
}
/**
 * The routes for an agent's model APIs from the run's variables: each set variable's URL, else its
 * default; unset without a default, none. A URL that is not plain http(s) is a usage error naming
 * the variable.
 */
function relayRoutes(apis, env) {
    const routes = [];
    for (const api of apis) {
        if (routes.some((route) => route.variable === api.variable))
            continue;
        const value = env[api.variable]?.trim() || api.defaultUrl;
        if (!value)
            continue;
        routes.push({ variable: api.variable, upstream: upstreamOf(api.variable, value) });
    }
    return routes;
}
function upstreamOf(variable, value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new RelayRouteError(`${variable}=${value} is not a URL: give it as http(s)://host[:port][/path]`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new RelayRouteError(`${variable}=${value} must be an http or https URL to be relayed`);
    if (url.username || url.password)
        throw new RelayRouteError(`${variable} must not carry a user name or password: pass the key in its own variable`);
    // The prefix without a trailing slash: `/v1/` and `/v1` allow the same paths.
    return new URL(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
}
/** Encoded `/` and `\`: a server that decodes them would see a path we did not check. */
const ENCODED_SEPARATOR = /%2f|%5c/i;
/**
 * Where a request to the relay goes: the upstream URL, or null when it asks for anything outside
 * the route (another host in absolute form, `//host`, a path outside the prefix, `..` out of it,
 * an encoded separator). The answer is the normalised URL, never the raw target.
 */
function relayTarget(upstream, requestTarget) {
    if (!requestTarget.startsWith('/') || requestTarget.startsWith('//'))
        return null;
    if (ENCODED_SEPARATOR.test(requestTarget) || requestTarget.includes('\\'))
        return null;
    let target;
    try {
        target = new URL(requestTarget, upstream.origin);
    }
    catch {
        return null;
    }
    if (target.origin !== upstream.origin)
        return null;
    const prefix = upstream.pathname === '/' ? '' : upstream.pathname;
    if (prefix && target.pathname !== prefix && !target.pathname.startsWith(`${prefix}/`))
        return null;
    target.hash = '';
    return target;
}
/** The base URL the agent gets in the container: the local forwarder's port, the upstream's path. */
function relayedBaseUrl(upstream, port) {
    const path = upstream.pathname === '/' ? '' : upstream.pathname;
    return `http://127.0.0.1:${port}${path}`;
}
/** Methods a model API client sends; anything else (CONNECT, TRACE, …) is refused. */
const RELAYED_METHODS = new Set(['GET', 'POST', 'HEAD']);


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

/***/ 15179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ sampleTasks),
/* harmony export */   f: () => (/* binding */ sampleOptions)
/* harmony export */ });
/* harmony import */ var _results_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45613);
// Choosing fewer tasks, before any shard is planned: the first N in discovery order
// (`--max-samples`, as batch runners' "only the first N samples"), or N drawn with a seed
// (`--sample N --seed S`). The draw depends only on the tasks' folders and the seed, never on
// their content, so a base and a head run of the same suite draw the same tasks.

/** The options from settings that may be absent (null): none given is no sampling at all. */
function sampleOptions(settings) {
    const { maxSamples, sample, seed } = settings;
    if (maxSamples === null && sample === null)
        return undefined;
    return { ...(maxSamples !== null ? { maxSamples } : {}), ...(sample !== null ? { sample } : {}), seed };
}
/** The tasks kept, in discovery order; both options given: the draw, then the first N of it. */
function sampleTasks(tasks, options) {
    let kept = [...tasks];
    if (options.sample !== undefined && options.sample < kept.length) {
        const random = (0,_results_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .mulberry32 */ .sK)(seedOf(options.seed ?? 0));
        // Fisher–Yates over the folders sorted on their own, then back to discovery order.
        const order = [...kept].sort((a, b) => a.relativeDir < b.relativeDir ? -1 : a.relativeDir > b.relativeDir ? 1 : 0);
        for (let i = order.length - 1; i > 0; i--) {
            const j = Math.floor(random() * (i + 1));
            [order[i], order[j]] = [order[j], order[i]];
        }
        const drawn = new Set(order.slice(0, options.sample));
        kept = kept.filter((task) => drawn.has(task));
    }
    if (options.maxSamples !== undefined)
        kept = kept.slice(0, options.maxSamples);
    return kept;
}
/** Any integer seed, negative or past 2^32, mixed into the generator's 32 bits. */
function seedOf(seed) {
    return (Math.trunc(seed) ^ Math.trunc(seed / 2 ** 32)) >>> 0;
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


/***/ })

};
