export const id = 7540;
export const ids = [7540];
export const modules = {

/***/ 57023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U5: () => (/* binding */ parseBenchConfig),
/* harmony export */   ZR: () => (/* binding */ modelId),
/* harmony export */   fE: () => (/* binding */ BenchConfigError)
/* harmony export */ });
/* unused harmony export BENCH_CONFIG_SCHEMA_VERSION */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80725);
/* harmony import */ var _task_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42288);
/* harmony import */ var _task_env_template_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43913);
/* harmony import */ var _task_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77846);
/* harmony import */ var _task_field_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95341);
/* harmony import */ var _run_agent_setup_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16916);
/* harmony import */ var _field_line_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(51369);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(97504);
/* harmony import */ var _settings_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(84404);
/* harmony import */ var _settings_setting_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1013);
/* harmony import */ var _trial_parse_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(23991);
/* harmony import */ var _trial_types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(46305);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(69212);
// bench.toml: one file in git that names a benchmark's tasks, models, agents, attempts and
// per-task overrides. This module is its schema: the type, the parser and the validator (pure).
// Unknown fields are errors, unlike task.toml's warnings: task.toml files come from third parties
// and carry Harbor fields we ignore; a bench config is written for helios, and a typo such as
// `atempts = 3` would otherwise change a benchmark silently.












const BENCH_CONFIG_SCHEMA_VERSION = '1';



/** A bad bench config: the message names the file, the line when known, the field and the fix. */
class BenchConfigError extends _task_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .TaskConfigError */ .or {
    name = 'BenchConfigError';
}
const TOP_FIELDS = [
    'schema_version',
    'name',
    'tasks_dir',
    'pattern',
    'include',
    'exclude',
    'models',
    'agents',
    'agent_command',
    'attempts',
    'rollouts',
    'concurrency',
    'parallel',
    'timeout_multiplier',
    'agent_env',
    'max_cost',
    'retries',
    'retry_wait_multiplier',
    'retry_min_wait',
    'retry_max_wait',
    'tasks',
    'trial',
];
const TASK_FIELDS = [
    'name',
    'model',
    'models',
    'attempts',
    'rollouts',
    'timeout_multiplier',
    'environment_variables',
    'env',
    'apply_overrides',
    'overrides',
];
/** The fix for a field users of other rollout runners write (see docs/bench-config.md). */
const FIELD_HINTS = {
    agent: 'use agents = ["…"]',
    model: 'use models = ["…"] (one run and label per model)',
    n_attempts: 'use attempts = N',
    n_concurrent: 'use concurrency = N',
    prepared_dir: 'name the task with name = "<task name or glob>"; tasks are found under tasks_dir',
    task_path: 'name the task with name = "<task name or glob>"; tasks are found under tasks_dir',
};
const RUN = _settings_run_js__WEBPACK_IMPORTED_MODULE_7__/* .RUN_SETTINGS */ ._t;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Parses and validates a bench config's text; `file` is how messages name it. */
function parseBenchConfig(text, file) {
    const fail = (field, detail) => {
        throw new BenchConfigError(file, field, detail, (0,_field_line_js__WEBPACK_IMPORTED_MODULE_10__/* .lineOfField */ .c)(text, field));
    };
    try {
        return { ...readConfig((0,_task_config_js__WEBPACK_IMPORTED_MODULE_2__/* .parseToml */ .MT)(text, file), file, new _task_field_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .FieldReader */ .U(file), fail), text };
    }
    catch (error) {
        // The shared TOML and field readers' errors: the same message, with the line where we can.
        if (error instanceof _task_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .TaskConfigError */ .or && !(error instanceof BenchConfigError)) {
            if (error.field)
                return fail(error.field, error.detail);
            throw new BenchConfigError(file, null, error.detail, error.line);
        }
        throw error;
    }
}
function readConfig(doc, file, read, fail) {
    rejectUnknown(doc, TOP_FIELDS, '', fail);
    const version = doc['schema_version'];
    if (version !== undefined && version !== BENCH_CONFIG_SCHEMA_VERSION)
        fail('schema_version', `expected "${BENCH_CONFIG_SCHEMA_VERSION}" (the only version), got ${JSON.stringify(version)}`);
    const name = read.nonEmptyString(doc, 'name') ?? node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(file.replace(/\\/g, '/')).replace(/\.toml$/i, '');
    const models = readModels(doc, fail);
    const agents = readAgents(doc, read, models, fail);
    const agentCommand = read.nonEmptyString(doc, 'agent_command');
    if (!agentCommand && agents.some((a) => a === 'command' || a === 'host-command'))
        fail('agent_command', 'the command and host-command agents need agent_command = "<shell command>"');
    const include = globs(read, doc, 'include', fail);
    const exclude = globs(read, doc, 'exclude', fail);
    const overrides = read
        .tableArray(doc, 'tasks')
        .map((entry, i) => readOverride(entry, `tasks.${i}`, read, models, fail));
    return {
        file,
        text: '',
        name,
        tasksDir: insideRepo(read.nonEmptyString(doc, 'tasks_dir') ?? 'tasks', 'tasks_dir', fail),
        pattern: read.nonEmptyString(doc, 'pattern'),
        include,
        exclude,
        models,
        agents,
        agentCommand,
        attempts: aliased(doc, 'attempts', 'rollouts', fail, (f) => tableNumber(doc, f, RUN.attempts, fail)),
        concurrency: aliased(doc, 'concurrency', 'parallel', fail, (f) => tableNumber(doc, f, RUN.concurrency, fail)),
        timeoutMultiplier: tableNumber(doc, 'timeout_multiplier', RUN['timeout-multiplier'], fail),
        agentEnv: envNames(read, doc, fail),
        maxCostUsd: tableNumber(doc, 'max_cost', RUN['max-cost'], fail, ' USD per attempt, e.g. max_cost = 2.0'),
        retry: readRetry(doc, fail),
        overrides,
        trial: benchTrial(doc, file, fail),
    };
}
/** `retries`, `retry_wait_multiplier`, `retry_min_wait`, `retry_max_wait`: those given. */
function readRetry(doc, fail) {
    const retry = {};
    for (const [key, name] of (0,_narrow_js__WEBPACK_IMPORTED_MODULE_11__/* .entriesOf */ .Mc)(_settings_run_js__WEBPACK_IMPORTED_MODULE_7__/* .RETRY_SETTINGS */ .Rh)) {
        const rule = _settings_run_js__WEBPACK_IMPORTED_MODULE_7__/* .RUN_SETTINGS */ ._t[name];
        const value = tableNumber(doc, rule.toml, rule, fail);
        if (value !== null)
            retry[key] = value;
    }
    return retry;
}
/** `[trial]`, its errors the config's (naming the field, with the scene in the detail). */
function benchTrial(doc, file, fail) {
    try {
        return (0,_trial_parse_js__WEBPACK_IMPORTED_MODULE_8__/* .parseTrial */ .U)(doc['trial'], file);
    }
    catch (error) {
        if (!(error instanceof _trial_types_js__WEBPACK_IMPORTED_MODULE_9__/* .TrialConfigError */ .z))
            throw error;
        return fail(error.field, `${error.detail}${error.scene === null ? '' : ` (scene "${error.scene}")`}`);
    }
}
/** An unknown field: the known fix for another runner's field, else the field it resembles, else the list. */
function rejectUnknown(table, known, prefix, fail) {
    for (const key of Object.keys(table)) {
        if (known.includes(key))
            continue;
        const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_12__/* .closest */ .k)(key, known);
        const hint = FIELD_HINTS[key] ?? (meant !== null ? `did you mean ${meant}?` : `the fields are ${known.join(', ')}`);
        fail(`${prefix}${key}`, `unknown field; ${hint}`);
    }
}
/** `models = ["anthropic/claude-sonnet-4-5", { id = "gpt", model = "openai/gpt-5" }]`. */
function readModels(doc, fail) {
    const value = doc['models'];
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        return fail('models', 'expected an array, e.g. models = ["anthropic/claude-sonnet-4-5"]');
    const models = value.map((item, i) => {
        const field = `models.${i}`;
        if (typeof item === 'string' && item.trim())
            return { id: modelId(item.trim()), model: item.trim() };
        if (!(0,_task_field_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .isTable */ .b)(item))
            return fail(field, 'expected a model name or { id = "…", model = "…" }');
        rejectUnknown(item, ['id', 'model'], `${field}.`, fail);
        const model = typeof item['model'] === 'string' ? item['model'].trim() : '';
        if (!model)
            fail(`${field}.model`, 'expected the model name, e.g. model = "openai/gpt-5"');
        const id = item['id'] === undefined ? modelId(model) : item['id'];
        if (typeof id !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id))
            return fail(`${field}.id`, 'expected letters, digits, ".", "_" or "-" (it becomes part of the label)');
        return { id, model };
    });
    const seen = new Map();
    models.forEach((m, i) => {
        if (seen.has(m.id))
            fail(`models.${i}`, `two models have the id "${m.id}"; give one of them { id = "…", model = "${m.model}" }`);
        seen.set(m.id, i);
    });
    return models;
}
/** `anthropic/claude-sonnet-4-5` → `claude-sonnet-4-5`: what the label names. */
function modelId(model) {
    return (model.slice(model.lastIndexOf('/') + 1) || model).replace(/[^A-Za-z0-9._-]/g, '-');
}
function readAgents(doc, read, models, fail) {
    const agents = read.stringArray(doc, 'agents') ?? [models.length ? 'helios' : 'oracle'];
    if (agents.length === 0)
        fail('agents', 'expected at least one agent, or leave the field out');
    agents.forEach((agent, i) => {
        if (!(0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isAgentName */ .XL)(agent))
            fail(`agents.${i}`, (0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_1__/* .unknownAgentMessage */ .t0)(agent));
        if (agents.indexOf(agent) !== i)
            fail(`agents.${i}`, `"${agent}" is listed twice`);
    });
    if (models.length === 0 && agents.includes('helios'))
        fail('models', 'the helios agent needs a model: add models = ["anthropic/claude-sonnet-4-5"]');
    if (models.length > 0 && !agents.some((a) => (0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_1__/* .takesModel */ .ct)(a)))
        fail('models', `no agent takes a model (${agents.join(', ')}); add one to agents or remove models`);
    return agents;
}
function readOverride(entry, field, read, models, fail) {
    rejectUnknown(entry, TASK_FIELDS, `${field}.`, fail);
    const name = read.nonEmptyString(entry, `${field}.name`);
    if (name === null)
        fail(`${field}.name`, 'each [[tasks]] entry needs name = "<task name or glob>"');
    const listed = aliased(entry, `${field}.models`, `${field}.model`, fail, (f) => f.endsWith('.model') ? [read.nonEmptyString(entry, f)] : read.stringArray(entry, f));
    listed?.forEach((m, i) => {
        if (!models.some((known) => known.id === m || known.model === m))
            fail(`${field}.models${listed.length > 1 ? `.${i}` : ''}`, `"${m}" is not in models; add it there (each model is its own run)`);
    });
    return {
        name: name,
        models: listed ?? null,
        attempts: aliased(entry, `${field}.attempts`, `${field}.rollouts`, fail, (f) => tableNumber(entry, f, RUN.attempts, fail)),
        timeoutMultiplier: tableNumber(entry, `${field}.timeout_multiplier`, RUN['timeout-multiplier'], fail),
        env: aliased(entry, `${field}.environment_variables`, `${field}.env`, fail, (f) => envTable(read, entry, f, fail)) ?? {},
        overridesFile: overridesFileOf(entry, field, read, fail),
        overrideValues: null,
        field,
    };
}
/**
 * The seed's pair: `overrides` names a file, `apply_overrides = true` applies it (false, or left
 * out: the file is kept for later and not read).
 */
function overridesFileOf(entry, field, read, fail) {
    const apply = entry['apply_overrides'];
    if (apply !== undefined && typeof apply !== 'boolean')
        fail(`${field}.apply_overrides`, `expected true or false, got ${JSON.stringify(apply)}`);
    const file = read.nonEmptyString(entry, `${field}.overrides`);
    if (apply === true && file === null)
        fail(`${field}.apply_overrides`, 'apply_overrides = true needs overrides = "<file>" (JSON or TOML, relative to the repository root)');
    if (file === null)
        return null;
    const inside = insideRepo(file, `${field}.overrides`, fail, 'a file');
    return apply === true ? inside : null;
}
/** A field with a second accepted spelling (the seed's `rollouts`, `parallel`…): one of them, not both. */
function aliased(table, field, alias, fail, readField) {
    const key = (f) => f.slice(f.lastIndexOf('.') + 1);
    const [hasField, hasAlias] = [table[key(field)] !== undefined, table[key(alias)] !== undefined];
    if (hasField && hasAlias)
        fail(alias, `${key(alias)} and ${key(field)} are the same setting; give one`);
    return readField(hasAlias ? alias : field);
}
/** A setting of the shared tables (src/settings/): the bounds its flag and input have. */
function tableNumber(table, field, rule, fail, example = '') {
    const value = table[field.slice(field.lastIndexOf('.') + 1)];
    if (value === undefined)
        return null;
    if (typeof value !== 'number' || !(0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_13__/* .checkNumber */ .ws)(rule, value).ok)
        return fail(field, `expected ${(0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_13__/* .numberFix */ .rW)(rule).replace(/^use /, '')}${example} (not quoted), got ${JSON.stringify(value)}`);
    return value;
}
function globs(read, doc, field, fail) {
    const value = read.stringArray(doc, field) ?? [];
    value.forEach((glob, i) => glob.trim() === '' && fail(`${field}.${i}`, 'expected a task name glob, got an empty string'));
    return value;
}
function envNames(read, doc, fail) {
    const names = read.stringArray(doc, 'agent_env') ?? [];
    names.forEach((name, i) => {
        if (!ENV_NAME.test(name))
            fail(`agent_env.${i}`, `expected a variable name (its value comes from the host), got ${JSON.stringify(name)}`);
    });
    return names;
}
/**
 * Env values are plain settings or `${VAR}` templates; a secret's value never sits in the file:
 * a KEY/TOKEN/SECRET/PASSWORD name must take its value from the host.
 */
function envTable(read, entry, field, fail) {
    const env = read.env(entry, field);
    for (const [name, value] of Object.entries(env)) {
        if (!ENV_NAME.test(name))
            fail(`${field}.${name}`, 'expected a variable name (letters, digits, _)');
        const fromHost = (0,_task_env_template_js__WEBPACK_IMPORTED_MODULE_3__/* .parseEnvTemplate */ .rh)(value).some((piece) => 'variable' in piece);
        if ((0,_run_agent_setup_js__WEBPACK_IMPORTED_MODULE_6__/* .isSecretName */ .eh)(name) && !fromHost && value !== '')
            fail(`${field}.${name}`, `a secret's value does not go in the config; write ${name} = "\${${name}}" to pass the host's value`);
    }
    return env;
}
/** A repository-relative folder: no absolute path, no `..` out of the repository. */
function insideRepo(path, field, fail, what = 'a folder') {
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(path.replace(/\\/g, '/'));
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) || /^[A-Za-z]:/.test(path) || normal === '..' || normal.startsWith('../'))
        fail(field, `expected ${what} inside the repository, relative to its root, got ${JSON.stringify(path)}`);
    return normal.replace(/\/$/, '') || '.';
}


/***/ }),

/***/ 20675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DF: () => (/* binding */ plannedTaskOf),
/* harmony export */   NP: () => (/* binding */ benchRuns),
/* harmony export */   Nv: () => (/* binding */ checkGlobsMatch),
/* harmony export */   WW: () => (/* binding */ withFlags),
/* harmony export */   bT: () => (/* binding */ tasksOfRun)
/* harmony export */ });
/* unused harmony export withTaskEnv */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80725);
/* harmony import */ var _bench_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57023);
/* harmony import */ var _field_line_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51369);
/* harmony import */ var _task_overrides_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73541);
// What a bench config runs: one run (and label) per agent × model, and for each run its tasks
// with their per-task settings. Pure; the CLI and the action's plan mode run what this says.





const LABEL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/**
 * A flag wins over the config, per-task entries included: `-k 1` makes every task one attempt,
 * `-m X` runs X alone and drops the entries' model lists.
 */
function withFlags(config, flags) {
    const models = flags.models?.map((model) => ({ id: (0,_bench_config_js__WEBPACK_IMPORTED_MODULE_1__/* .modelId */ .ZR)(model), model }));
    return {
        ...config,
        ...(models ? { models } : {}),
        ...(flags.agents ? { agents: flags.agents } : {}),
        attempts: flags.attempts ?? config.attempts,
        concurrency: flags.concurrency ?? config.concurrency,
        timeoutMultiplier: flags.timeoutMultiplier ?? config.timeoutMultiplier,
        include: flags.include ?? config.include,
        exclude: flags.exclude ?? config.exclude,
        overrides: config.overrides.map((o) => ({
            ...o,
            models: models ? null : o.models,
            attempts: flags.attempts === undefined ? o.attempts : null,
            timeoutMultiplier: flags.timeoutMultiplier === undefined ? o.timeoutMultiplier : null,
        })),
    };
}
/** One run per agent, and per model for an agent that takes one. */
function benchRuns(config) {
    const several = { agents: config.agents.length > 1, models: config.models.length > 1 };
    const runs = config.agents.flatMap((agent) => {
        const withModel = (0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .takesModel */ .ct)(agent);
        if (agent === 'helios' && config.models.length === 0)
            fail(config, 'models', 'the helios agent needs a model: add models = ["anthropic/claude-sonnet-4-5"] or pass -m');
        const models = withModel && config.models.length ? config.models : [null];
        return models.map((model) => ({
            agent,
            model,
            label: [config.name, several.agents ? agent : null, model && several.models ? model.id : null]
                .filter((part) => part !== null)
                .join('-'),
        }));
    });
    for (const run of runs)
        if (!LABEL.test(run.label))
            fail(config, 'name', `the label "${run.label}" must be 1-64 letters, digits, ".", "_" or "-" (it names artifacts)`);
    return runs;
}
/**
 * Every include glob and every [[tasks]] name must match a task found under tasks_dir (before
 * include/exclude narrow them): a typo would otherwise drop an override or a task silently.
 */
function checkGlobsMatch(config, taskNames) {
    const matches = (glob) => {
        const isMatch = picomatch__WEBPACK_IMPORTED_MODULE_3___default()(glob);
        return taskNames.some((name) => isMatch(name));
    };
    config.include.forEach((glob, i) => {
        if (!matches(glob))
            fail(config, `include.${i}`, `"${glob}" matches no task under ${config.tasksDir}`);
    });
    for (const o of config.overrides)
        if (!matches(o.name))
            fail(config, `${o.field}.name`, `"${o.name}" matches no task under ${config.tasksDir}`);
}
/**
 * The tasks one run takes, each with its settings: every [[tasks]] entry whose glob matches the
 * task applies, later entries winning field by field. An entry's model list keeps the task out
 * of the runs of other models (agents without a model run every task).
 */
function tasksOfRun(config, run, tasks) {
    return tasks.flatMap((task) => {
        const entries = config.overrides.filter((o) => picomatch__WEBPACK_IMPORTED_MODULE_3___default()(o.name)(task.name));
        const last = (key) => entries.reduce((value, o) => o[key] ?? value, null);
        const models = last('models');
        if (run.model && models && !models.some((m) => m === run.model.id || m === run.model.model))
            return [];
        const attempts = last('attempts') ?? config.attempts;
        const timeoutMultiplier = last('timeoutMultiplier') ?? config.timeoutMultiplier;
        const applied = entries.filter((o) => o.overrideValues !== null);
        const overrides = (0,_task_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeOverrides */ .Qp)(applied.map((o) => o.overrideValues));
        const files = applied.map((o) => o.overridesFile);
        return [
            {
                task,
                settings: {
                    ...(attempts !== null ? { attempts } : {}),
                    ...(timeoutMultiplier !== null ? { timeoutMultiplier } : {}),
                    ...(applied.length > 0 ? { overrides: (0,_task_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .appliedOverrides */ .Hm)(files, overrides) } : {}),
                },
                env: Object.fromEntries(entries.flatMap((o) => Object.entries(o.env))),
                overrides,
            },
        ];
    });
}
/** The task as its run takes it: the config's env added, then its overrides files applied. */
function plannedTaskOf(planned) {
    return (0,_task_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .withOverrides */ .Sn)(withTaskEnv(planned.task, planned.env), planned.overrides);
}
/** The task with the config's env added to its container's and its verifier's (the config's wins). */
function withTaskEnv(task, env) {
    if (Object.keys(env).length === 0)
        return task;
    const { config } = task;
    return {
        ...task,
        config: {
            ...config,
            environment: { ...config.environment, env: { ...config.environment.env, ...env } },
            verifier: { ...config.verifier, env: { ...config.verifier.env, ...env } },
        },
        steps: task.steps.map((step) => ({
            ...step,
            config: {
                ...step.config,
                verifier: { ...step.config.verifier, env: { ...step.config.verifier.env, ...env } },
            },
        })),
    };
}
function fail(config, field, detail) {
    throw new _bench_config_js__WEBPACK_IMPORTED_MODULE_1__/* .BenchConfigError */ .fE(config.file, field, detail, (0,_field_line_js__WEBPACK_IMPORTED_MODULE_4__/* .lineOfField */ .c)(config.text, field));
}


/***/ }),

/***/ 51369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ lineOfField)
/* harmony export */ });
// The 1-based line of a dotted field (`attempts`, `tasks.2.env.FOO`, `models.1`) in a TOML
// text, so an error can point at it: smol-toml keeps no positions for parsed values. Covers the
// shapes a bench config has (top-level keys, `[[tasks]]` entries and their keys); null otherwise.
function lineOfField(text, field) {
    const lines = text.split(/\r?\n/);
    const parts = field.split('.');
    const [head, index, key] = parts;
    if (head === undefined)
        return null;
    if (head === 'tasks' && index !== undefined && /^\d+$/.test(index)) {
        const headers = lines.flatMap((line, i) => (/^\s*\[\[\s*tasks\s*\]\]/.test(line) ? [i] : []));
        const start = headers[Number(index)];
        if (start === undefined)
            return null;
        if (key === undefined)
            return start + 1;
        const end = headers[Number(index) + 1] ?? firstTableAfter(lines, start) ?? lines.length;
        return lineOfKey(lines, key, start + 1, end) ?? start + 1;
    }
    // Top-level keys come before the first table header.
    return lineOfKey(lines, head, 0, firstTableAfter(lines, -1) ?? lines.length);
}
function firstTableAfter(lines, after) {
    for (let i = after + 1; i < lines.length; i++)
        if (/^\s*\[/.test(lines[i]))
            return i;
    return null;
}
function lineOfKey(lines, key, from, to) {
    const pattern = new RegExp(`^\\s*(?:${escape(key)}|"${escape(key)}")\\s*[=.]`);
    for (let i = from; i < to; i++)
        if (pattern.test(lines[i]))
            return i + 1;
    return null;
}
function escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 62410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ loadBenchConfig)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _bench_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57023);
/* harmony import */ var _field_line_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(51369);
/* harmony import */ var _task_overrides_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73541);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// Reads a bench config from disk and finds the folders it names: paths in it are relative to the
// repository root (the nearest folder above the file holding `.git`, else the file's folder), and
// may not leave it, through `..` or a symlink.






/**
 * `path` as the user gave it: messages name it so. `tasksDir` (absolute), when given, replaces the
 * file's tasks_dir (a folder named on the command line); `root`, the repository root when the
 * caller knows it (the action's workspace).
 */
async function loadBenchConfig(path, opts = {}) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(absolute, 'utf8');
    }
    catch (error) {
        const code = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .CA)(error);
        const detail = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : String(error);
        throw new _bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .BenchConfigError */ .fE(path, null, `${detail}: give the path of a bench config (e.g. bench.toml)`);
    }
    const parsed = (0,_bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBenchConfig */ .U5)(text, path);
    const root = opts.root ?? (await repositoryRoot((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absolute)));
    const config = { ...parsed, overrides: await withOverrideFiles(parsed, root) };
    if (opts.tasksDir !== undefined)
        return { config, root, tasksRoot: opts.tasksDir };
    const tasksRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, config.tasksDir);
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(tasksRoot).catch(() => null);
    const fail = (detail) => {
        throw new _bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .BenchConfigError */ .fE(path, 'tasks_dir', detail, (0,_field_line_js__WEBPACK_IMPORTED_MODULE_5__/* .lineOfField */ .c)(text, 'tasks_dir'));
    };
    if (real === null)
        fail(`${tasksRoot} does not exist; give the tasks folder relative to ${root}`);
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root), real);
    if (inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || inside === '..')
        fail(`${config.tasksDir} leads out of the repository (${real}) through a symlink`);
    return { config, root, tasksRoot };
}
/** Each applied overrides file read and checked; a file missing or outside the repository names its entry. */
async function withOverrideFiles(config, root) {
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
    return Promise.all(config.overrides.map(async (entry) => {
        if (entry.overridesFile === null)
            return entry;
        const field = `${entry.field}.overrides`;
        const fail = (detail) => {
            throw new _bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .BenchConfigError */ .fE(config.file, field, detail, (0,_field_line_js__WEBPACK_IMPORTED_MODULE_5__/* .lineOfField */ .c)(config.text, field));
        };
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, entry.overridesFile);
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(file).catch(() => null);
        if (real === null)
            return fail(`${file} does not exist; give the file relative to ${root}`);
        const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realRoot, real);
        if (inside === '..' || inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`))
            fail(`${entry.overridesFile} leads out of the repository (${real}) through a symlink`);
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(real, 'utf8').catch((error) => fail(`cannot read ${file}: ${error.code ?? error.message}`));
        return { ...entry, overrideValues: (0,_task_overrides_js__WEBPACK_IMPORTED_MODULE_3__/* .parseTaskOverrides */ .AW)(text, entry.overridesFile) };
    }));
}
async function repositoryRoot(start) {
    for (let dir = start;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.git')).catch(() => null))
            return dir;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            return start;
    }
}


/***/ }),

/***/ 73541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AW: () => (/* binding */ parseTaskOverrides),
/* harmony export */   Hm: () => (/* binding */ appliedOverrides),
/* harmony export */   Qp: () => (/* binding */ mergeOverrides),
/* harmony export */   Sn: () => (/* binding */ withOverrides)
/* harmony export */ });
/* unused harmony export TaskOverridesError */
/* harmony import */ var _task_env_template_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43913);
/* harmony import */ var _task_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42288);
/* harmony import */ var _task_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77846);
/* harmony import */ var _task_field_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95341);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97504);
/* harmony import */ var _settings_overrides_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87656);
/* harmony import */ var _settings_setting_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1013);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69212);
// An overrides file: what a `[[tasks]]` entry with `apply_overrides = true` changes in the tasks it
// names (timeouts, resources, env), JSON or TOML, its keys and bounds the overrides settings table
// (src/settings/overrides.ts). Pure: parsing, validating, merging and applying.








/** A bad overrides file: the message names the file and the field. */
class TaskOverridesError extends _task_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .TaskConfigError */ .or {
    name = 'TaskOverridesError';
}
const NUMBER_KEYS = Object.values(_settings_overrides_js__WEBPACK_IMPORTED_MODULE_4__/* .OVERRIDE_SETTINGS */ .$).map((rule) => rule.toml);
const ENV_KEY = 'environment_variables';
const KNOWN = [...NUMBER_KEYS, ENV_KEY];
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Parses one overrides file's text: TOML when the name ends in `.toml`, else JSON. */
function parseTaskOverrides(text, file) {
    const fail = (field, detail) => {
        throw new TaskOverridesError(file, field, detail);
    };
    const doc = /\.toml$/i.test(file) ? (0,_task_config_js__WEBPACK_IMPORTED_MODULE_1__/* .parseToml */ .MT)(text, file) : parseJson(text, fail);
    if (!(0,_task_field_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .b)(doc))
        return fail(null, 'expected an object of overrides, e.g. { "agent_timeout_sec": 1800 }');
    const values = {};
    for (const [key, value] of Object.entries(doc)) {
        if (key === ENV_KEY) {
            values.environment_variables = envOf(value, fail);
            continue;
        }
        const rule = Object.values(_settings_overrides_js__WEBPACK_IMPORTED_MODULE_4__/* .OVERRIDE_SETTINGS */ .$).find((r) => r.toml === key);
        if (rule === undefined) {
            const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_5__/* .closest */ .k)(key, KNOWN);
            return fail(key, `not something an overrides file may set; ${meant ? `did you mean ${meant}?` : `the keys are ${KNOWN.join(', ')}`}`);
        }
        if (typeof value !== 'number' || !(0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_6__/* .checkNumber */ .ws)(rule, value).ok)
            return fail(key, `expected ${(0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_6__/* .numberFix */ .rW)(rule).replace(/^use /, '')} (not quoted), got ${JSON.stringify(value)}`);
        values[rule.toml] = value;
    }
    return values;
}
function parseJson(text, fail) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        return fail(null, `not valid JSON (${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)})`);
    }
}
function envOf(value, fail) {
    if (!(0,_task_field_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .b)(value))
        return fail(ENV_KEY, 'expected an object of NAME: "value"');
    const env = {};
    for (const [name, text] of Object.entries(value)) {
        const field = `${ENV_KEY}.${name}`;
        if (!ENV_NAME.test(name))
            fail(field, 'expected a variable name (letters, digits, _)');
        if (typeof text !== 'string')
            return fail(field, `expected a quoted string, got ${JSON.stringify(text)}`);
        try {
            (0,_task_env_template_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvTemplate */ .rh)(text);
        }
        catch (error) {
            if (error instanceof _task_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EnvTemplateError */ .yO)
                fail(field, error.message);
            throw error;
        }
        env[name] = text;
    }
    return env;
}
/** Several files' values, later files winning key by key (env tables merged). */
function mergeOverrides(list) {
    return list.reduce((merged, next) => ({
        ...merged,
        ...next,
        ...(merged.environment_variables || next.environment_variables
            ? { environment_variables: { ...merged.environment_variables, ...next.environment_variables } }
            : {}),
    }), {});
}
/** The record config.json keeps: the files, and the values with env by name only. */
function appliedOverrides(files, values) {
    const { environment_variables: env, ...numbers } = values;
    return {
        files: [...files],
        values: { ...numbers, ...(env ? { environment_variables: Object.keys(env) } : {}) },
    };
}
/** The task as the overrides change it (env added to its container's and verifier's, theirs winning). */
function withOverrides(task, values) {
    const { config } = task;
    const env = values.environment_variables ?? {};
    const environment = {
        ...config.environment,
        ...(values.cpus !== undefined ? { cpus: values.cpus } : {}),
        ...(values.memory_mb !== undefined ? { memoryMb: values.memory_mb } : {}),
        ...(values.storage_mb !== undefined ? { storageMb: values.storage_mb } : {}),
        ...(values.build_timeout_sec !== undefined ? { buildTimeoutSec: values.build_timeout_sec } : {}),
        env: { ...config.environment.env, ...env },
    };
    const agentTimeout = values.agent_timeout_sec;
    const verifierTimeout = values.verifier_timeout_sec;
    return {
        ...task,
        config: {
            ...config,
            agent: agentTimeout !== undefined ? { ...config.agent, timeoutSec: agentTimeout } : config.agent,
            verifier: {
                ...config.verifier,
                ...(verifierTimeout !== undefined ? { timeoutSec: verifierTimeout } : {}),
                env: { ...config.verifier.env, ...env },
            },
            environment,
        },
        steps: task.steps.map((step) => ({
            ...step,
            config: {
                ...step.config,
                ...(agentTimeout !== undefined ? { agent: { ...step.config.agent, timeoutSec: agentTimeout } } : {}),
                verifier: {
                    ...step.config.verifier,
                    ...(verifierTimeout !== undefined ? { timeoutSec: verifierTimeout } : {}),
                    env: { ...step.config.verifier.env, ...env },
                },
            },
        })),
    };
}


/***/ }),

/***/ 87656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ OVERRIDE_SETTINGS)
/* harmony export */ });
const FILE_ONLY = { cli: null, commands: [], action: null };
const OVERRIDE_SETTINGS = {
    'agent-timeout-sec': {
        ...FILE_ONLY,
        toml: 'agent_timeout_sec',
        kind: 'number',
        min: 1,
        max: 86_400,
        help: "overrides file: the task's agent timeout in seconds (task.toml [agent] timeout_sec)",
    },
    'verifier-timeout-sec': {
        ...FILE_ONLY,
        toml: 'verifier_timeout_sec',
        kind: 'number',
        min: 1,
        max: 86_400,
        help: "overrides file: the task's verifier timeout in seconds ([verifier] timeout_sec)",
    },
    'build-timeout-sec': {
        ...FILE_ONLY,
        toml: 'build_timeout_sec',
        kind: 'number',
        min: 1,
        max: 86_400,
        help: "overrides file: the image build's timeout in seconds ([environment] build_timeout_sec)",
    },
    cpus: {
        ...FILE_ONLY,
        toml: 'cpus',
        kind: 'number',
        min: 0.1,
        max: 256,
        help: "overrides file: the task container's CPUs ([environment] cpus)",
    },
    'memory-mb': {
        ...FILE_ONLY,
        toml: 'memory_mb',
        kind: 'whole',
        min: 64,
        max: 1_048_576,
        help: "overrides file: the task container's memory in MB ([environment] memory_mb)",
    },
    'storage-mb': {
        ...FILE_ONLY,
        toml: 'storage_mb',
        kind: 'whole',
        min: 64,
        max: 10_485_760,
        help: "overrides file: the task container's disk in MB ([environment] storage_mb)",
    },
};


/***/ })

};
