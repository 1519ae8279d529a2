export const id = 4573;
export const ids = [4573];
export const modules = {

/***/ 64573:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   allMode: () => (/* binding */ allMode),
/* harmony export */   allModeRefusal: () => (/* binding */ allModeRefusal)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81729);
/* harmony import */ var _plan_mode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76331);
/* harmony import */ var _report_mode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28632);
/* harmony import */ var _run_mode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(84713);
/* harmony import */ var _agent_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48546);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_report_mode_js__WEBPACK_IMPORTED_MODULE_2__]);
_report_mode_js__WEBPACK_IMPORTED_MODULE_2__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];





async function allMode(inputs, ctx, clients) {
    const refused = allModeRefusal(inputs);
    if (refused !== null)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(refused);
    // A missing key is said before the plan looks for a baseline, not after.
    (0,_agent_check_js__WEBPACK_IMPORTED_MODULE_4__/* .assertActionAgentCanRun */ .D$)(inputs, ctx);
    await (0,_plan_mode_js__WEBPACK_IMPORTED_MODULE_1__.planMode)({ ...inputs, mode: 'plan', shards: 1 }, ctx, clients);
    await (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_3__.runMode)({ ...inputs, mode: 'run', shard: 0 }, ctx, clients);
    return (0,_report_mode_js__WEBPACK_IMPORTED_MODULE_2__.reportMode)({ ...inputs, mode: 'report' }, ctx, clients);
}
const SHARDED = 'use the reusable workflow (.github/workflows/benchmark.yml) or plan/run/report jobs';
/** Inputs that need jobs of their own, in one sentence; null when one job can do what is asked. */
function allModeRefusal(inputs) {
    if (inputs.shards !== null && inputs.shards !== 1)
        return `Input 'shards' is ${inputs.shards} but mode 'all' runs every task in this one job; leave 'shards' empty, or ${SHARDED}.`;
    if (inputs.config)
        return `Input 'config' is set but mode 'all' runs one label in one job; give tasks, agent and model as inputs, or ${SHARDED}.`;
    if (inputs.confirm !== 'false')
        return `Input 'confirm' is '${inputs.confirm}' but a confirmation round runs in jobs of its own; leave 'confirm' empty with mode 'all', or ${SHARDED}.`;
    return null;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

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
