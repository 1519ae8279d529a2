export const id = 592;
export const ids = [592];
export const modules = {

/***/ 7432:
/***/ ((module) => {

function webpackEmptyAsyncContext(req) {
	// Here Promise.resolve().then() is used instead of new Promise() to prevent
	// uncaught exception popping up in devtools
	return Promise.resolve().then(() => {
		var e = new Error("Cannot find module '" + req + "'");
		e.code = 'MODULE_NOT_FOUND';
		throw e;
	});
}
webpackEmptyAsyncContext.keys = () => ([]);
webpackEmptyAsyncContext.resolve = webpackEmptyAsyncContext;
webpackEmptyAsyncContext.id = 7432;
module.exports = webpackEmptyAsyncContext;

/***/ }),

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
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41748);
/* harmony import */ var _task_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78782);
/* harmony import */ var _task_env_template_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43913);
/* harmony import */ var _task_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77846);
/* harmony import */ var _task_field_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95341);
/* harmony import */ var _run_agent_setup_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16916);
/* harmony import */ var _field_line_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51369);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(97504);
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
    'tasks',
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
];
/** The fix for a field users of other rollout runners write (see README "Config-driven runs"). */
const FIELD_HINTS = {
    agent: 'use agents = ["…"]',
    model: 'use models = ["…"] (one run and label per model)',
    n_attempts: 'use attempts = N',
    n_concurrent: 'use concurrency = N',
    prepared_dir: 'name the task with name = "<task name or glob>"; tasks are found under tasks_dir',
    apply_overrides: 'not supported: put the overrides in this [[tasks]] entry',
    overrides: 'not supported: put the overrides in this [[tasks]] entry',
    task_path: 'name the task with name = "<task name or glob>"; tasks are found under tasks_dir',
};
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Parses and validates a bench config's text; `file` is how messages name it. */
function parseBenchConfig(text, file) {
    const fail = (field, detail) => {
        throw new BenchConfigError(file, field, detail, (0,_field_line_js__WEBPACK_IMPORTED_MODULE_7__/* .lineOfField */ .c)(text, field));
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
        attempts: aliased(doc, 'attempts', 'rollouts', fail, (f) => wholeNumber(doc, f, 1, 100, fail)),
        concurrency: aliased(doc, 'concurrency', 'parallel', fail, (f) => wholeNumber(doc, f, 1, 256, fail)),
        timeoutMultiplier: multiplier(doc, 'timeout_multiplier', fail),
        agentEnv: envNames(read, doc, fail),
        maxCostUsd: read.positiveNumber(doc, 'max_cost', 'dollars per attempt, e.g. max_cost = 2.0'),
        overrides,
    };
}
/** An unknown field: the known fix for another runner's field, else the field it resembles, else the list. */
function rejectUnknown(table, known, prefix, fail) {
    for (const key of Object.keys(table)) {
        if (known.includes(key))
            continue;
        const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_8__/* .closest */ .k)(key, known);
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
            fail(`${field}.id`, 'expected letters, digits, ".", "_" or "-" (it becomes part of the label)');
        return { id: id, model };
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
        if (!_run_agents_index_js__WEBPACK_IMPORTED_MODULE_1__/* .AGENT_NAMES */ .RO.includes(agent))
            fail(`agents.${i}`, (0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_1__/* .unknownAgentMessage */ .t0)(agent));
        if (agents.indexOf(agent) !== i)
            fail(`agents.${i}`, `"${agent}" is listed twice`);
    });
    if (models.length === 0 && agents.includes('helios'))
        fail('models', 'the helios agent needs a model: add models = ["anthropic/claude-sonnet-4-5"]');
    if (models.length > 0 && !agents.some((a) => _run_agents_index_js__WEBPACK_IMPORTED_MODULE_1__/* .MODEL_AGENTS */ .zj.includes(a)))
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
        attempts: aliased(entry, `${field}.attempts`, `${field}.rollouts`, fail, (f) => wholeNumber(entry, f, 1, 100, fail)),
        timeoutMultiplier: multiplier(entry, `${field}.timeout_multiplier`, fail),
        env: aliased(entry, `${field}.environment_variables`, `${field}.env`, fail, (f) => envTable(read, entry, f, fail)) ?? {},
        field,
    };
}
/** A field with a second accepted spelling (the seed's `rollouts`, `parallel`…): one of them, not both. */
function aliased(table, field, alias, fail, readField) {
    const key = (f) => f.slice(f.lastIndexOf('.') + 1);
    const [hasField, hasAlias] = [table[key(field)] !== undefined, table[key(alias)] !== undefined];
    if (hasField && hasAlias)
        fail(alias, `${key(alias)} and ${key(field)} are the same setting; give one`);
    return readField(hasAlias ? alias : field);
}
function wholeNumber(table, field, min, max, fail) {
    const value = table[field.slice(field.lastIndexOf('.') + 1)];
    if (value === undefined)
        return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
        fail(field, `expected a whole number from ${min} to ${max} (not quoted), got ${JSON.stringify(value)}`);
    return value;
}
function multiplier(table, field, fail) {
    const value = table[field.slice(field.lastIndexOf('.') + 1)];
    if (value === undefined)
        return null;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0.01 || value > 100)
        fail(field, `expected a number from 0.01 to 100 (not quoted), got ${JSON.stringify(value)}`);
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
function insideRepo(path, field, fail) {
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(path.replace(/\\/g, '/'));
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) || /^[A-Za-z]:/.test(path) || normal === '..' || normal.startsWith('../'))
        fail(field, `expected a folder inside the repository, relative to its root, got ${JSON.stringify(path)}`);
    return normal.replace(/\/$/, '') || '.';
}


/***/ }),

/***/ 20675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NP: () => (/* binding */ benchRuns),
/* harmony export */   Nv: () => (/* binding */ checkGlobsMatch),
/* harmony export */   WW: () => (/* binding */ withFlags),
/* harmony export */   bT: () => (/* binding */ tasksOfRun),
/* harmony export */   lx: () => (/* binding */ withTaskEnv)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41748);
/* harmony import */ var _bench_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57023);
/* harmony import */ var _field_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51369);
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
        const takesModel = _run_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_AGENTS */ .zj.includes(agent);
        if (agent === 'helios' && config.models.length === 0)
            fail(config, 'models', 'the helios agent needs a model: add models = ["anthropic/claude-sonnet-4-5"] or pass -m');
        const models = takesModel && config.models.length ? config.models : [null];
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
        const isMatch = picomatch__WEBPACK_IMPORTED_MODULE_2___default()(glob);
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
        const entries = config.overrides.filter((o) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(o.name)(task.name));
        const last = (key) => entries.reduce((value, o) => o[key] ?? value, null);
        const models = last('models');
        if (run.model && models && !models.some((m) => m === run.model.id || m === run.model.model))
            return [];
        const attempts = last('attempts') ?? config.attempts;
        const timeoutMultiplier = last('timeoutMultiplier') ?? config.timeoutMultiplier;
        return [
            {
                task,
                settings: {
                    ...(attempts !== null ? { attempts } : {}),
                    ...(timeoutMultiplier !== null ? { timeoutMultiplier } : {}),
                },
                env: Object.assign({}, ...entries.map((o) => o.env)),
            },
        ];
    });
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
    throw new _bench_config_js__WEBPACK_IMPORTED_MODULE_1__/* .BenchConfigError */ .fE(config.file, field, detail, (0,_field_line_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOfField */ .c)(config.text, field));
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
/* harmony import */ var _field_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51369);
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
        const code = error.code;
        const detail = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : String(error);
        throw new _bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .BenchConfigError */ .fE(path, null, `${detail}: give the path of a bench config (e.g. bench.toml)`);
    }
    const config = (0,_bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBenchConfig */ .U5)(text, path);
    const root = opts.root ?? (await repositoryRoot((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absolute)));
    if (opts.tasksDir !== undefined)
        return { config, root, tasksRoot: opts.tasksDir };
    const tasksRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, config.tasksDir);
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(tasksRoot).catch(() => null);
    const fail = (detail) => {
        throw new _bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .BenchConfigError */ .fE(path, 'tasks_dir', detail, (0,_field_line_js__WEBPACK_IMPORTED_MODULE_3__/* .lineOfField */ .c)(text, 'tasks_dir'));
    };
    if (real === null)
        fail(`${tasksRoot} does not exist; give the tasks folder relative to ${root}`);
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root), real);
    if (inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || inside === '..')
        fail(`${config.tasksDir} leads out of the repository (${real}) through a symlink`);
    return { config, root, tasksRoot };
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

/***/ 76493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SH: () => (/* binding */ readRunSetting),
/* harmony export */   _t: () => (/* binding */ RUN_SETTINGS)
/* harmony export */ });
/* unused harmony export checkRunSetting */
// The run settings that the CLI's flags and the action's inputs share, defined once: name, whole
// number or not, bounds, default. Both surfaces check a value here, so they refuse the same values
// with the same advice (the surface adds only how it names the setting: `--x` or `Input 'x'`).
const RUN_SETTINGS = {
    attempts: { whole: true, min: 1, max: 100, fallback: 1 },
    concurrency: { whole: true, min: 1, max: 256, fallback: 2 },
    retries: { whole: true, min: 0, max: 10, fallback: 2 },
    'timeout-multiplier': { whole: false, min: 0.01, max: 100, fallback: 1 },
    'max-turns': { whole: true, min: 1, max: 10_000 },
    'max-tokens': { whole: true, min: 1, max: 1e12 },
    'max-cost': { whole: false, min: 0.000001, max: 1e6 },
    'run-max-cost': { whole: false, min: 0.000001, max: 1e6 },
    'run-max-tokens': { whole: true, min: 1, max: 1e15 },
};
/** Checks one given value (trimmed text) against the setting's rule. */
function checkRunSetting(name, raw) {
    const rule = RUN_SETTINGS[name];
    // Number('') is 0 and Number(' ') too: an empty value is never a number.
    const value = raw.trim() === '' ? NaN : Number(raw);
    const shapeOk = rule.whole ? Number.isInteger(value) : Number.isFinite(value);
    if (shapeOk && value >= rule.min && value <= rule.max)
        return { ok: true, value };
    const kind = rule.whole ? 'a whole number' : 'a number';
    return { ok: false, fix: `use ${kind} from ${rule.min} to ${rule.max}` };
}
/**
 * The setting's value, its fallback when not given (`undefined`), or a thrown error made by
 * `refuse`. An empty string is a given value, and refused.
 */
function readRunSetting(name, raw, refuse) {
    const rule = RUN_SETTINGS[name];
    if (raw === undefined)
        return (rule.fallback ?? null);
    const verdict = checkRunSetting(name, raw);
    if (!verdict.ok)
        throw refuse(verdict.fix);
    return verdict.value;
}


/***/ }),

/***/ 45655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ checkArtifactName),
/* harmony export */   E: () => (/* binding */ confirmArtifactName),
/* harmony export */   EI: () => (/* binding */ planArtifactUploads),
/* harmony export */   G8: () => (/* binding */ shardSummaryArtifactName),
/* harmony export */   IR: () => (/* binding */ finalReportArtifactName),
/* harmony export */   P5: () => (/* binding */ leaderboardArtifactName),
/* harmony export */   SU: () => (/* binding */ confirmAttemptsArtifactName),
/* harmony export */   TZ: () => (/* binding */ parseArtifactName),
/* harmony export */   dn: () => (/* binding */ confirmBaseArtifactName),
/* harmony export */   fB: () => (/* binding */ confirmBaseAttemptsArtifactName),
/* harmony export */   fm: () => (/* binding */ parseAnyArtifactName),
/* harmony export */   kT: () => (/* binding */ sanitizeLabel),
/* harmony export */   m5: () => (/* binding */ reportArtifactName),
/* harmony export */   mO: () => (/* binding */ shardAttemptsArtifactName),
/* harmony export */   nU: () => (/* binding */ planArtifactName),
/* harmony export */   tZ: () => (/* binding */ attemptArtifactName),
/* harmony export */   zX: () => (/* binding */ taskArtifactName)
/* harmony export */ });
/* unused harmony exports FORBIDDEN_ARTIFACT_NAME_CHARS, MAX_ARTIFACTS_PER_JOB, RESERVED_ARTIFACTS_PER_JOB, MAX_ARTIFACT_NAME_LENGTH, sanitizeArtifactName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Artifact names (pure). Every artifact we upload is named `helios-<label>-…` so several benchmark
// labels can share one workflow run, and the names are valid for GitHub: none of
// `" : < > | * ? \r \n \ /`, never empty, bounded in length, unique per run by construction
// (plan, one per shard, one per attempt, one report).

/** Characters GitHub refuses in artifact names. */
const FORBIDDEN_ARTIFACT_NAME_CHARS = [
    '"',
    ':',
    '<',
    '>',
    '|',
    '*',
    '?',
    '\r',
    '\n',
    '\\',
    '/',
];
/** GitHub's limit of artifacts created by one job. */
const MAX_ARTIFACTS_PER_JOB = 500;
/** Artifacts a shard job uploads besides attempts (shard summary, plus slack for a log bundle). */
const RESERVED_ARTIFACTS_PER_JOB = 5;
const MAX_ARTIFACT_NAME_LENGTH = 200;
const MAX_LABEL_LENGTH = 40;
const PREFIX = 'helios';
/** A label reduced to `[A-Za-z0-9._-]`, at most 40 characters; empty becomes `default`. */
function sanitizeLabel(label) {
    const clean = label
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '')
        .slice(0, MAX_LABEL_LENGTH)
        .replace(/[-.]+$/g, '');
    return clean || 'default';
}
/** Removes forbidden characters and bounds the length (a long name keeps a hash of the whole). */
function sanitizeArtifactName(name) {
    let clean = name;
    for (const c of FORBIDDEN_ARTIFACT_NAME_CHARS)
        clean = clean.split(c).join('-');
    clean = clean.trim() || 'artifact';
    if (clean.length <= MAX_ARTIFACT_NAME_LENGTH)
        return clean;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(clean).digest('hex').slice(0, 10);
    return `${clean.slice(0, MAX_ARTIFACT_NAME_LENGTH - hash.length - 1)}-${hash}`;
}
function pad(n) {
    return String(n).padStart(3, '0');
}
function base(label) {
    return `${PREFIX}-${sanitizeLabel(label)}`;
}
function planArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-plan`);
}
/** `helios-<label>-check`: the task check's runs and check.json. */
function checkArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-check`);
}
function reportArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-report`);
}
/** `helios-<label>-leaderboard`: mode leaderboard's tables and report.html. */
function leaderboardArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-leaderboard`);
}
/** `helios-<label>-confirm`: the confirmation round's run summary (a finished round only). */
function confirmArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm`);
}
/** `helios-<label>-confirm-attempts`: the confirmation round's attempt folders, in one artifact. */
function confirmAttemptsArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm-attempts`);
}
/** `helios-<label>-confirm-base`: the base side of the confirmation round (at the baseline's commit). */
function confirmBaseArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm-base`);
}
/** `helios-<label>-confirm-base-attempts`: the base side's attempt folders, in one artifact. */
function confirmBaseAttemptsArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm-base-attempts`);
}
/** `helios-<label>-report-final`: the report after the confirmation round (names are unique per run). */
function finalReportArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-report-final`);
}
/** `helios-<label>-shard-<i>-of-<n>`, `i` 0-based like the plan matrix and `shard.index` (shard 0 of 2 is `-shard-0-of-2`). */
function shardSummaryArtifactName(label, shard, shardCount) {
    return sanitizeArtifactName(`${base(label)}-shard-${shard}-of-${shardCount}`);
}
/** `taskDir` is the task's output folder name `<NNN>_<slug>`; attempts are numbered from 1. */
function attemptArtifactName(label, taskDir, attempt) {
    return sanitizeArtifactName(`${base(label)}-${taskDir}-attempt_${pad(attempt)}`);
}
/** All attempts of one task in one artifact (used beyond the per-job limit). */
function taskArtifactName(label, taskDir) {
    return sanitizeArtifactName(`${base(label)}-${taskDir}-attempts`);
}
/** All attempts of one shard in one artifact (the last resort beyond the per-job limit). */
function shardAttemptsArtifactName(label, shard, shardCount) {
    return sanitizeArtifactName(`${base(label)}-shard-${shard}-of-${shardCount}-attempts`);
}
/** Reads back a name made by the functions above for `label`; undefined for anything else. */
function parseArtifactName(name, label) {
    const prefix = `${base(label)}-`;
    if (!name.startsWith(prefix))
        return undefined;
    const rest = name.slice(prefix.length);
    if (rest === 'plan')
        return { kind: 'plan' };
    if (rest === 'report')
        return { kind: 'report' };
    let m = /^shard-(\d+)-of-(\d+)(-attempts)?$/.exec(rest);
    if (m) {
        const shard = Number(m[1]);
        const shardCount = Number(m[2]);
        return m[3] ? { kind: 'shard-attempts', shard, shardCount } : { kind: 'shard-summary', shard, shardCount };
    }
    m = /^(\d{3,}_[A-Za-z0-9._-]+)-attempt_(\d{3,})$/.exec(rest);
    if (m?.[1])
        return { kind: 'attempt', taskDir: m[1], attempt: Number(m[2]) };
    m = /^(\d{3,}_[A-Za-z0-9._-]+)-attempts$/.exec(rest);
    if (m?.[1])
        return { kind: 'task-attempts', taskDir: m[1] };
    return undefined;
}
/**
 * How a shard job uploads attempt folders within GitHub's 500-artifacts-per-job limit:
 * - `per-attempt` — one artifact per attempt, uploaded as soon as the attempt finishes, while
 *   attempts + reserved (shard summary and slack) ≤ 500. Best: finished work survives a killed job
 *   and each attempt downloads on its own.
 * - `per-task` — else one artifact per task holding all its attempts, uploaded when the task's
 *   last attempt finishes, while tasks + reserved ≤ 500.
 * - `bundle` — else one artifact holding every attempt folder of the shard, uploaded at the end
 *   (a job killed before then loses its attempt files, not its summary).
 * Every mode keeps the run-folder layout inside the artifact, so `helios download` rebuilds the
 * same tree whatever the mode.
 */
function planArtifactUploads(attemptCount, taskCount, reserved = RESERVED_ARTIFACTS_PER_JOB, limit = MAX_ARTIFACTS_PER_JOB) {
    if (attemptCount + reserved <= limit) {
        return { mode: 'per-attempt', artifactCount: attemptCount + reserved, limit };
    }
    if (taskCount + reserved <= limit)
        return { mode: 'per-task', artifactCount: taskCount + reserved, limit };
    return { mode: 'bundle', artifactCount: 1 + reserved, limit };
}
/** Like `parseArtifactName` for an unknown label (the shortest label that makes the name parse). */
function parseAnyArtifactName(name) {
    const m = /^helios-(.+?)-(plan|report|shard-\d+-of-\d+(?:-attempts)?|\d{3,}_[A-Za-z0-9._-]+-attempts?(?:_\d{3,})?)$/.exec(name);
    if (!m?.[1])
        return undefined;
    const parsed = parseArtifactName(name, m[1]);
    return parsed ? { label: m[1], parsed } : undefined;
}


/***/ }),

/***/ 4616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ listFiles),
/* harmony export */   GC: () => (/* binding */ createArtifacts)
/* harmony export */ });
/* unused harmony export isPermanentUploadError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56518);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70370);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73116);
// Adapter around `@actions/artifact`: uploads with bounded concurrency and retries, and never
// throws out of an upload — a failure becomes an `UploadOutcome` the run records. Downloads in the
// current run (results service) and from another run (REST, `findBy`).






/** Every regular file under `dir`, recursively, as absolute paths in a stable order. */
async function listFiles(dir) {
    const out = [];
    const walk = async (current) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(current, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, entry.name);
            if (entry.isDirectory())
                await walk(full);
            else if (entry.isFile())
                out.push(full);
        }
    };
    await walk(dir);
    return out;
}
/** Errors a second upload would hit again. */
function isPermanentUploadError(error) {
    const permanent = [_actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb, _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .FilesNotFoundError */ .B9, _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .GHESNotSupportedError */ .jK];
    if (permanent.some((type) => error instanceof type))
        return true;
    const message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error);
    return (/non-retryable error/i.test(message) ||
        /storage quota/i.test(message) ||
        /is not valid|not valid:|Contains the following character/i.test(message) ||
        /skipArchive/i.test(message));
}
function isConflict(error) {
    return /\(409\)|already exists/i.test((0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error));
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function createArtifacts(options = {}) {
    const client = options.client ?? new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9();
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_5__/* ["default"] */ .A)(options.concurrency ?? 4);
    return {
        uploadFolder: (name, rootDir, files) => limit(() => uploadWithRetries(client, options, name, rootDir, files)),
        async listRunArtifacts() {
            const { artifacts } = await client.listArtifacts({ latest: true });
            return artifacts;
        },
        async downloadArtifactByName(name, dir) {
            const { artifact } = await client.getArtifact(name);
            return download(client, artifact.id, artifact.name, dir, artifact.digest);
        },
        async downloadFromRun(opts) {
            const findBy = {
                workflowRunId: opts.runId,
                repositoryOwner: opts.owner,
                repositoryName: opts.repo,
                token: opts.token,
            };
            const { artifact } = await client.getArtifact(opts.name, { findBy });
            return download(client, artifact.id, artifact.name, opts.dir, artifact.digest, opts);
        },
        downloadIdFromRun: (opts) => download(client, opts.id, opts.name, opts.dir, opts.digest, opts),
    };
}
/** Transient failures are retried with a doubling delay; a permanent one is reported at once. */
async function uploadWithRetries(client, options, name, rootDir, given) {
    const retries = options.retries ?? 2;
    const retryDelayMs = options.retryDelayMs ?? 5000;
    let files;
    try {
        files = given ?? (await listFiles(rootDir));
    }
    catch (error) {
        return { name, ok: false, tries: 0, error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), permanent: true };
    }
    if (files.length === 0) {
        return { name, ok: false, tries: 0, error: `no files to upload under ${rootDir}`, permanent: true };
    }
    let lastError;
    for (let tries = 1; tries <= retries + 1; tries++) {
        try {
            const response = await client.uploadArtifact(name, files, rootDir, {
                ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
            });
            return {
                name,
                ok: true,
                tries,
                ...(response.id !== undefined ? { id: response.id } : {}),
                ...(response.size !== undefined ? { size: response.size } : {}),
            };
        }
        catch (error) {
            lastError = error;
            // A retry that meets its own earlier, finalized upload (the response was lost) succeeded.
            if (tries > 1 && isConflict(error)) {
                const found = await client.getArtifact(name).catch(() => undefined);
                if (found)
                    return { name, ok: true, tries, id: found.artifact.id, size: found.artifact.size };
            }
            if (isPermanentUploadError(error) || isConflict(error)) {
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Artifact ${name} was not uploaded: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
                return { name, ok: false, tries, error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error), permanent: true };
            }
            if (tries <= retries) {
                const delay = retryDelayMs * 2 ** (tries - 1);
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Upload of artifact ${name} failed (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}); retrying in ${delay} ms`);
                await sleep(delay);
            }
        }
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Artifact ${name} was not uploaded after ${retries + 1} tries: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(lastError)}`);
    return { name, ok: false, tries: retries + 1, error: (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(lastError), permanent: false };
}
async function download(client, id, name, dir, digest, findBy) {
    const response = await client.downloadArtifact(id, {
        path: dir,
        ...(digest ? { expectedHash: digest } : {}),
        ...(findBy
            ? {
                findBy: {
                    workflowRunId: findBy.runId,
                    repositoryOwner: findBy.owner,
                    repositoryName: findBy.repo,
                    token: findBy.token,
                },
            }
            : {}),
    });
    return { id, name, path: response.downloadPath ?? dir, digestMismatch: response.digestMismatch ?? false };
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qi: () => (/* binding */ createOctokit)
/* harmony export */ });
/* unused harmony exports apiBaseUrl, proxyAwareFetch */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61351);
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44942);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86856);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24371);
// The one GitHub client factory: `@actions/github`'s getOctokit with throttling (honours primary and
// secondary rate limits, retrying a few times) and retry (5xx and network errors). Base URL from the
// option, else GITHUB_API_URL (GHES: https://host/api/v3), else api.github.com. Requests go through
// HTTPS_PROXY/HTTP_PROXY unless NO_PROXY names the host, as the runner's own tools do.






function apiBaseUrl(explicit) {
    return (explicit || process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}
// A fetch that goes through the proxy the environment names for this base URL (decided when the
// client is made, not when @actions/github is first imported). Loopback hosts always go direct:
// @actions/http-client never proxies localhost/127.x/[::1], whatever NO_PROXY says.
function proxyAwareFetch(baseUrl) {
    const dispatcher = new _actions_http_client__WEBPACK_IMPORTED_MODULE_2__/* .HttpClient */ .Qq('helios-action').getAgentDispatcher(baseUrl);
    if (!dispatcher)
        return undefined;
    const viaProxy = (url, init) => (0,undici__WEBPACK_IMPORTED_MODULE_3__.fetch)(url, { ...init, dispatcher });
    return viaProxy;
}
// A limiter group that schedules immediately, for `spaceWrites: false`. The cast: the plugin types
// this option as Bottleneck's Group class; we provide only the one method the plugin calls.
const immediateGroup = {
    key: () => ({
        schedule: (_options, fn, ...args) => fn(...args),
    }),
};
function createOctokit(options) {
    const rateLimitRetries = options.rateLimitRetries ?? 3;
    const maxWait = options.maxRateLimitWaitSeconds ?? 120;
    const unit = options.retryUnitMs ?? 1000;
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const what = `${request.method} ${request.url}`;
        if (retryCount < rateLimitRetries && retryAfter <= maxWait) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`GitHub ${kind} rate limit on ${what}; retrying after ${retryAfter} s`);
            return true;
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`GitHub ${kind} rate limit on ${what}; giving up after ${retryCount} retries`);
        return false;
    };
    const throttle = {
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
        retryAfterBaseValue: unit,
        ...(options.spaceWrites === false
            ? { write: immediateGroup, notifications: immediateGroup, search: immediateGroup }
            : {}),
    };
    const baseUrl = apiBaseUrl(options.baseUrl);
    // `fetch` is set either way: the library's default was chosen for GITHUB_API_URL at import time.
    const fetch = proxyAwareFetch(baseUrl) ?? globalThis.fetch;
    const clientOptions = {
        baseUrl,
        request: { fetch },
        userAgent: options.userAgent ?? 'helios-action',
        throttle,
        retry: { retries: options.retries ?? 3, retryAfterBaseValue: unit },
        log: {
            debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
            info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
            warn: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message),
            // Octokit logs every failed request here, including those the caller handles (a fork's 403
            // degrades to a warning, a 404 means "no baseline"): not an error annotation on the run.
            error: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(message),
        },
    };
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q)(options.token, clientOptions, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__/* .retry */ .L);
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

/***/ 57177:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ REPORT_HTML_FILE),
/* harmony export */   E: () => (/* binding */ reportHtml)
/* harmony export */ });
/* harmony import */ var _charts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26641);
/* harmony import */ var _report_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(213);
/* harmony import */ var _task_views_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25749);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_charts_js__WEBPACK_IMPORTED_MODULE_0__]);
_charts_js__WEBPACK_IMPORTED_MODULE_0__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];



const REPORT_HTML_FILE = 'report.html';
async function reportHtml(sources) {
    const [trendSvg, leaderboardSvg, tasks] = await Promise.all([
        sources.history === null ? null : (0,_charts_js__WEBPACK_IMPORTED_MODULE_0__/* .trendChartSvg */ .i)(sources.history),
        sources.leaderboard === null ? null : (0,_charts_js__WEBPACK_IMPORTED_MODULE_0__/* .leaderboardChartSvg */ .m)(sources.leaderboard),
        (0,_task_views_js__WEBPACK_IMPORTED_MODULE_2__/* .taskViews */ .Y_)(sources),
    ]);
    return (0,_report_html_js__WEBPACK_IMPORTED_MODULE_1__/* .buildReportHtml */ .U)({
        summary: sources.head,
        verdict: sources.comparison?.base ? sources.comparison.verdict : null,
        trendSvg,
        leaderboard: sources.leaderboard,
        leaderboardSvg,
        tasks,
        generatedAt: (sources.now ?? new Date()).toISOString(),
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 26641:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ trendChartSvg),
/* harmony export */   m: () => (/* binding */ leaderboardChartSvg)
/* harmony export */ });
/* harmony import */ var vega__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33972);
/* harmony import */ var vega_lite__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10994);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _trend_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61601);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([vega__WEBPACK_IMPORTED_MODULE_0__, vega_lite__WEBPACK_IMPORTED_MODULE_1__]);
([vega__WEBPACK_IMPORTED_MODULE_0__, vega_lite__WEBPACK_IMPORTED_MODULE_1__] = __webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__);
// The report's charts: vega-lite specs compiled and rendered to SVG in Node at build time (vega's
// headless View, no DOM, no canvas), so report.html carries them inline and fetches nothing. Data
// values only: the specs load no URL. Text is revealed like the markdown report's; vega escapes it.




const FONT = 'system-ui, sans-serif';
/** pass@1 (and pass@k when every run has it) over the last runs; null with fewer than two runs. */
async function trendChartSvg(history, last) {
    const view = (0,_trend_js__WEBPACK_IMPORTED_MODULE_3__/* .trendView */ .Xl)(history, last);
    if (view.runs.length < 2)
        return null;
    const ks = view.k === null ? [1] : [1, view.k];
    const values = view.runs.flatMap((run, i) => ks.map((k) => ({
        run: `${i + 1}. ${shown(run.commit?.slice(0, 7) ?? run.run_id, 20)}`,
        order: i,
        metric: `pass@${k}`,
        value: run.pass_at_k[String(k)] ?? 0,
    })));
    return render({
        width: 560,
        height: 220,
        data: { values },
        mark: { type: 'line', point: true },
        encoding: {
            x: { field: 'run', type: 'ordinal', sort: { field: 'order' }, title: 'run (oldest first)' },
            y: {
                field: 'value',
                type: 'quantitative',
                scale: { domain: [0, 1] },
                axis: { format: '.0%' },
                title: null,
            },
            color: { field: 'metric', type: 'nominal', title: null },
        },
    });
}
/** pass@1 of each leaderboard row with its interval, best first. */
async function leaderboardChartSvg(board) {
    const values = board.rows.map((row, i) => ({
        label: `${i + 1}. ${shown(row.label, 40)}`,
        order: i,
        estimate: row.passAt1.estimate,
        low: row.passAt1.low,
        high: row.passAt1.high,
    }));
    // The rows come in rank order: kept as they are (sort null), on both layers alike.
    const y = { field: 'label', type: 'nominal', sort: null, title: null };
    return render({
        width: 480,
        data: { values },
        layer: [
            {
                mark: { type: 'bar', color: '#8fb3d9' },
                encoding: {
                    y,
                    x: {
                        field: 'estimate',
                        type: 'quantitative',
                        scale: { domain: [0, 1] },
                        axis: { format: '.0%' },
                        title: 'pass@1',
                    },
                },
            },
            {
                mark: { type: 'rule', color: '#1f3b5c' },
                encoding: { y, x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } },
            },
        ],
    });
}
async function render(spec) {
    const compiled = (0,vega_lite__WEBPACK_IMPORTED_MODULE_1__/* .compile */ .wE)({ ...spec, config: { font: FONT, background: 'white' } }).spec;
    // A loader that refuses everything: a spec that tried to load a URL would fail here, not fetch.
    const loader = vega__WEBPACK_IMPORTED_MODULE_0__/* .loader */ .wG4();
    loader.load = () => Promise.reject(new Error('report charts load no data'));
    const view = new vega__WEBPACK_IMPORTED_MODULE_0__/* .View */ .Ss2(vega__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qgA(compiled), { renderer: 'none', loader, logLevel: vega__WEBPACK_IMPORTED_MODULE_0__/* .Error */ .$DH });
    try {
        return await view.toSVG();
    }
    finally {
        view.finalize();
    }
}
function shown(text, max) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .revealInvisible */ .hR)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .revealStatusSymbols */ .FF)((0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(text, max)));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ buildReportHtml)
});

// EXTERNAL MODULE: ./src/report/leaderboard.ts
var leaderboard = __webpack_require__(95085);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/report/html/escape-html.ts
// Untrusted text (task names, reasons, trajectories) in report.html: shown exactly as the markdown
// report shows it (invisible and direction-changing characters and our status symbols revealed as
// code points), then every character HTML would parse turned into an entity. The page's policy
// runs no script at all, so a slip here could still not execute anything.

const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '`': '&#96;',
};
/** Text for an element's content or a quoted attribute value. */
function escapeHtml(text) {
    return (0,report_escape/* revealInvisible */.hR)((0,report_escape/* revealStatusSymbols */.FF)(text)).replace(/[&<>"'`]/g, (ch) => ENTITIES[ch]);
}
/** Trajectory text keeps its line breaks (shown in <pre>); other control characters are shown as \xNN. */
function escapeHtmlBlock(text) {
    // eslint-disable-next-line no-control-regex
    const visible = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (ch) => {
        return `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
    return escapeHtml(visible);
}
/**
 * An href: http(s) URLs (as the markdown report allows them), or a relative path to a run folder's
 * attempt (ours: `..` only as leading segments, to a base folder beside the report) with each
 * segment percent-encoded; anything else (javascript:, data:, an absolute path) gives no link.
 */
function safeHref(target) {
    if (target === null || target === undefined)
        return null;
    const url = (0,report_escape/* safeUrl */.Pl)(target);
    if (url !== undefined)
        return escapeHtml(url);
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.includes('\\'))
        return null;
    const segments = target.split('/');
    const up = segments.findIndex((s) => s !== '..');
    const rest = segments.slice(up);
    const valid = up >= 0 &&
        rest.length > 0 &&
        rest[0] !== '' &&
        rest.every((s, i) => (s !== '' || i === rest.length - 1) && s !== '.' && s !== '..');
    if (!valid)
        return null;
    const path = rest.map((s) => encodeURIComponent(s)).join('/');
    return up === 0 ? `./${path}` : `${'../'.repeat(up)}${path}`;
}

;// CONCATENATED MODULE: ./src/report/html/style.ts
// report.html's only stylesheet, inline (the page loads nothing).
const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:1200px;padding:0 1em;color:#1b1f24}
h1{font-size:1.5em}h2{border-bottom:1px solid #d0d7de;padding-bottom:.2em;margin-top:2em}
table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #d0d7de;padding:.25em .6em;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f6f8fa}table.facts th{width:14em}
tr.regressed td{background:#ffebe9}tr.improved td{background:#dafbe1}tr.best td{background:#fff8c5}tr.worse td{color:#9a3412}
.mark{font-weight:600}.verdict{font-weight:600;font-size:1.1em}.warning{color:#9a6700}
figure.chart{margin:1em 0}figure.chart svg{max-width:100%;height:auto}
details.task{border:1px solid #d0d7de;border-radius:6px;padding:.4em .8em;margin:.4em 0}
details.task>summary{cursor:pointer}.path{color:#57606a;font-family:ui-monospace,monospace;font-size:.9em}
.side-by-side{display:grid;grid-template-columns:1fr 1fr;gap:1em}.side-by-side>div{min-width:0}
.attempt{border-top:1px dashed #d0d7de;padding:.3em 0}.attempt h5{margin:.3em 0;font-size:1em}
.status.passed{color:#1a7f37}.status.failed{color:#cf222e}.status.error{color:#9a6700}
.reason{font-family:ui-monospace,monospace;font-size:.9em;white-space:pre-wrap;overflow-wrap:anywhere}
.note{color:#57606a}
details.trajectory>summary{cursor:pointer;color:#0969da}
ol.steps{padding-left:1.5em}li.step{margin:.5em 0}
.step-head{font-weight:600}.source{padding:0 .3em;border-radius:3px;background:#eaeef2}.source.agent{background:#ddf4ff}.source.user{background:#fff8c5}
.tokens{color:#57606a;font-weight:400}
pre{background:#f6f8fa;padding:.4em;white-space:pre-wrap;overflow-wrap:anywhere;max-height:24em;overflow:auto;margin:.2em 0}
pre.reasoning{color:#57606a;font-style:italic}.tool-call{border-left:3px solid #0969da;padding-left:.5em;margin:.3em 0}
.tool-name{font-family:ui-monospace,monospace;font-weight:600}.observation-label{font-size:.85em;color:#57606a}
footer{margin-top:3em;color:#57606a;font-size:.9em}
`;

;// CONCATENATED MODULE: ./src/report/html/trajectory-html.ts
// The trajectory viewer: a <details> per attempt that opens to its steps (source, message,
// reasoning, tool calls with their observations, tokens). No script: the browser's own
// disclosure widget opens it. Pure.

function trajectoryHtml(view) {
    const tokens = view.totalPromptTokens === null
        ? ''
        : ` · ${view.totalPromptTokens.toLocaleString('en-US')} in / ${(view.totalCompletionTokens ?? 0).toLocaleString('en-US')} out tokens`;
    const cost = view.costUsd === null ? '' : ` · $${view.costUsd.toFixed(4)}`;
    const omitted = view.omittedSteps === 0
        ? ''
        : `<p class="note">${view.omittedSteps} more step(s) in the file are not shown.</p>`;
    const model = view.model === null ? '' : ` / ${escapeHtml(view.model)}`;
    return `<details class="trajectory"><summary>Trajectory: ${view.steps.length + view.omittedSteps} step(s) · ${escapeHtml(view.agent)}${model}${tokens}${cost}</summary>\n<ol class="steps">${view.steps.map(stepHtml).join('\n')}</ol>${omitted}</details>`;
}
function stepHtml(step) {
    const tokens = step.promptTokens === null && step.completionTokens === null
        ? ''
        : ` <span class="tokens">${step.promptTokens ?? 0} in / ${step.completionTokens ?? 0} out</span>`;
    const parts = [
        `<div class="step-head"><span class="source ${/^(agent|user|system)$/.test(step.source) ? step.source : 'other'}">${escapeHtml(step.source)}</span> #${step.index}${tokens}</div>`,
        step.reasoning === null || step.reasoning === ''
            ? ''
            : `<pre class="reasoning">${escapeHtmlBlock(step.reasoning)}</pre>`,
        step.message === '' ? '' : `<pre class="message">${escapeHtmlBlock(step.message)}</pre>`,
        ...step.toolCalls.map((c) => `<div class="tool-call"><div class="tool-name">${escapeHtml(c.name)}</div><pre>${escapeHtmlBlock(c.arguments)}</pre>${c.observation === null ? '' : `<div class="observation-label">observation</div><pre class="observation">${escapeHtmlBlock(c.observation)}</pre>`}</div>`),
        ...step.observations.map((o) => `<div class="observation-label">observation</div><pre class="observation">${escapeHtmlBlock(o)}</pre>`),
    ];
    return `<li class="step">${parts.join('')}</li>`;
}

;// CONCATENATED MODULE: ./src/report/html/report-html.ts





const CHANGE_MARK = {
    regressed: 'regressed',
    improved: 'improved',
    dropped: 'dropped (noise)',
    rose: 'rose (noise)',
    new: 'new',
    removed: 'removed',
    changed: 'changed',
    errored: 'errored',
};
function buildReportHtml(input) {
    const { summary } = input;
    const title = `Helios report: ${summary.label}`;
    return [
        '<!doctype html>',
        '<html lang="en"><head><meta charset="utf-8">',
        // No script, no fetch, no form, no frame: the page is text, inline styles and SVG.
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)}</title>`,
        `<style>${STYLE}</style>`,
        '</head><body>',
        `<h1>${escapeHtml(title)}</h1>`,
        summarySection(input),
        input.trendSvg === null
            ? ''
            : section('trend', 'Trend', `<figure class="chart" id="trend-chart">${input.trendSvg}</figure>`),
        input.leaderboard === null ? '' : leaderboardSection(input.leaderboard, input.leaderboardSvg),
        tasksSection(input.tasks),
        drillDown(input.tasks),
        `<footer>Made by Helios on ${escapeHtml(input.generatedAt)}. Text from tasks and agents is shown as written, never run.</footer>`,
        '</body></html>',
        '',
    ].join('\n');
}
function section(id, heading, body) {
    return `<section id="${id}"><h2>${heading}</h2>\n${body}\n</section>`;
}
function summarySection(input) {
    const { summary } = input;
    const t = summary.totals;
    const ks = Object.keys(t.pass_at_k)
        .map(Number)
        .sort((a, b) => a - b);
    const usage = t.usage ?? null;
    const rows = [
        ['Agent', escapeHtml(summary.agent)],
        ['Model', summary.model === null ? '—' : escapeHtml(summary.model)],
        ['Tasks', String(t.tasks)],
        ['Attempts per task', String(summary.attempts)],
        ['Passed / failed / errors', `${t.passed} / ${t.failed} / ${t.errors}`],
        ...ks.map((k) => [
            `pass@${k} · pass^${k}`,
            `${(0,format/* percent */.KN)(t.pass_at_k[String(k)])} · ${(0,format/* percent */.KN)(t.pass_hat_k[String(k)] ?? 0)}`,
        ]),
        ['Mean reward', t.mean_reward.toFixed(3)],
        ['Tokens', usage === null ? '—' : (usage.input_tokens + usage.output_tokens).toLocaleString('en-US')],
        ['Cost', (0,leaderboard/* money */.TG)(usage?.cost_usd ?? null)],
        ['Finished', escapeHtml(summary.finished_at)],
    ];
    const source = safeHref(summary.source?.workflow_run_url);
    const verdict = input.verdict === null ? '' : `<p class="verdict">${escapeHtml(input.verdict)}</p>`;
    const link = source === null ? '' : `<p><a href="${source}">Workflow run</a></p>`;
    const table = `<table class="facts">${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</table>`;
    return section('summary', 'Summary', `${verdict}${table}${link}`);
}
function leaderboardSection(board, svg) {
    const head = `<tr>${(0,leaderboard/* leaderboardHeaders */.w_)(board.k)
        .map((h) => `<th>${escapeHtml(h)}</th>`)
        .join('')}</tr>`;
    const rows = board.rows.map((row) => {
        const cls = row.best ? 'best' : row.versusBest?.worse ? 'worse' : '';
        const [label, ...rest] = (0,leaderboard/* leaderboardCells */.$5)(row, board.k, escapeHtml);
        const mark = row.best ? 'best: ' : row.versusBest?.worse ? 'worse: ' : '';
        return `<tr class="${cls}"><td><span class="mark">${mark}</span>${label}</td>${rest.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    });
    const matrixHead = `<tr><th>task</th>${board.rows.map((r) => `<th>${escapeHtml(r.label)}</th>`).join('')}</tr>`;
    const matrix = board.matrix.map((t) => `<tr><td>${escapeHtml(t.taskName)}</td>${t.cells
        .map((c) => `<td>${c === null ? '—' : `${c.successes}/${c.n}${c.changed ? ' (changed)' : ''}`}</td>`)
        .join('')}</tr>`);
    const warnings = board.warnings.map((w) => `<p class="warning">${escapeHtml(w)}</p>`).join('');
    return section('leaderboard', 'Leaderboard', [
        `<p>Ranked by pass@${board.k}. Each other row is compared with the best by the PR gate's test over the tasks both ran (${(0,format/* percent */.KN)(board.confidence)} confidence).</p>`,
        svg === null ? '' : `<figure class="chart" id="leaderboard-chart">${svg}</figure>`,
        `<table id="leaderboard-table">${head}${rows.join('')}</table>`,
        warnings,
        `<details><summary>Per task (${board.matrix.length} tasks × ${board.rows.length} runs: passed/attempts)</summary><table>${matrixHead}${matrix.join('')}</table></details>`,
    ].join('\n'));
}
function tasksSection(tasks) {
    const withChange = tasks.some((t) => t.change !== null);
    const head = `<tr><th>task</th>${withChange ? '<th>vs base</th>' : ''}<th>passed</th><th>errors</th><th>pass@1</th><th>mean reward</th><th>reasons</th></tr>`;
    const rows = tasks.map((view, i) => {
        const t = view.task;
        const reasons = t.reasons.map((r) => `${escapeHtml(r.reason)} (×${r.count})`).join('<br>');
        const change = withChange
            ? `<td>${view.change === null ? '' : (CHANGE_MARK[view.change] ?? '')}</td>`
            : '';
        return `<tr class="${view.change ?? ''}"><td><a href="#task-${i + 1}">${escapeHtml(t.task_name)}</a></td>${change}<td>${t.successes}/${t.n}</td><td>${t.errors}</td><td>${(0,format/* percent */.KN)(t.pass_at_k['1'] ?? 0)}</td><td>${t.mean_reward.toFixed(3)}</td><td>${reasons}</td></tr>`;
    });
    return section('tasks', `Tasks (${tasks.length})`, `<table id="task-table">${head}${rows.join('')}</table>`);
}
function drillDown(tasks) {
    const items = tasks.map((view, i) => {
        const t = view.task;
        const href = safeHref(view.href);
        const files = href === null ? '' : ` · <a href="${href}">files</a>`;
        const change = view.change === null ? '' : ` · ${CHANGE_MARK[view.change] ?? 'unchanged'}`;
        const body = view.baseAttempts === null
            ? attemptsHtml(view.attempts)
            : `<div class="side-by-side"><div><h4>base</h4>${attemptsHtml(view.baseAttempts)}</div><div><h4>head</h4>${attemptsHtml(view.attempts)}</div></div>`;
        return `<details class="task" id="task-${i + 1}"${view.change === 'regressed' ? ' open' : ''}><summary><strong>${escapeHtml(t.task_name)}</strong> · ${t.successes}/${t.n} passed${change}${files}</summary>\n<p class="path">${escapeHtml(t.task_path)}</p>\n${body}</details>`;
    });
    return section('drill-down', 'Per task', items.join('\n'));
}
function attemptsHtml(attempts) {
    if (attempts.length === 0)
        return '<p>No attempt found.</p>';
    return attempts
        .map((a) => {
        const href = safeHref(a.href);
        const title = `attempt ${a.attempt}: <span class="status ${a.status}">${a.status}</span>`;
        const facts = [
            a.reward === null ? null : `reward ${a.reward.toFixed(3)}`,
            a.durationSec === null ? null : `${a.durationSec.toFixed(1)} s`,
            href === null ? null : `<a href="${href}">files</a>`,
        ].filter((f) => f !== null);
        const reason = a.reason === null ? '' : `<p class="reason">${escapeHtml(a.reason)}</p>`;
        const trajectory = a.trajectory !== null
            ? trajectoryHtml(a.trajectory)
            : `<p class="note">${escapeHtml(a.trajectoryNote ?? 'No trajectory.')}</p>`;
        return `<div class="attempt"><h5>${title}${facts.length > 0 ? ` · ${facts.join(' · ')}` : ''}</h5>${reason}${trajectory}</div>`;
    })
        .join('\n');
}


/***/ }),

/***/ 25749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y_: () => (/* binding */ taskViews)
});

// UNUSED EXPORTS: BASE_NOT_FETCHED, MAX_TRAJECTORIES

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/attempt-result.ts + 3 modules
var attempt_result = __webpack_require__(41873);
// EXTERNAL MODULE: ./src/task/slug.ts
var slug = __webpack_require__(48178);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/html/trajectory-view.ts
// An attempt's ATIF trajectory (`agent/trajectory.json`) reduced to what the report's viewer shows:
// per step its source, message, reasoning, tool calls with their observations, and tokens. Pure:
// text in, view out. Long texts and long trajectories are cut (the file itself is one click away),
// so one chatty attempt cannot make report.html unopenable.
const MAX_STEPS = 200;
const MAX_TEXT = 4000;
class TrajectoryFormatError extends Error {
    name = 'TrajectoryFormatError';
}
/** Parses an ATIF document; a clear error naming the file and the field when it is not one. */
function trajectoryView(text, file) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        throw new TrajectoryFormatError(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const root = record(doc);
    if (root === null || typeof root.schema_version !== 'string' || !root.schema_version.startsWith('ATIF-'))
        throw new TrajectoryFormatError(`${file}: schema_version: expected an ATIF trajectory (ATIF-v1.x)`);
    if (!Array.isArray(root.steps))
        throw new TrajectoryFormatError(`${file}: steps: expected a list`);
    const agent = record(root.agent);
    const final = record(root.final_metrics);
    return {
        agent: typeof agent?.name === 'string' ? agent.name : 'unknown agent',
        model: typeof agent?.model_name === 'string' ? agent.model_name : null,
        steps: root.steps.slice(0, MAX_STEPS).map((s, i) => stepView(record(s) ?? {}, i)),
        omittedSteps: Math.max(0, root.steps.length - MAX_STEPS),
        totalPromptTokens: numberOrNull(final?.total_prompt_tokens),
        totalCompletionTokens: numberOrNull(final?.total_completion_tokens),
        costUsd: numberOrNull(final?.total_cost_usd),
    };
}
function stepView(step, i) {
    const results = (Array.isArray(record(step.observation)?.results) ? record(step.observation).results : []);
    const observations = results.map((r) => record(r) ?? {});
    const byCall = new Map();
    const loose = [];
    for (const o of observations) {
        const content = cut(textOf(o.content));
        if (typeof o.source_call_id === 'string' && !byCall.has(o.source_call_id))
            byCall.set(o.source_call_id, content);
        else
            loose.push(content);
    }
    const calls = (Array.isArray(step.tool_calls) ? step.tool_calls : []).map((c) => record(c) ?? {});
    const toolCalls = calls.map((c) => {
        const id = typeof c.tool_call_id === 'string' ? c.tool_call_id : null;
        const observation = id === null ? null : (byCall.get(id) ?? null);
        if (id !== null)
            byCall.delete(id);
        return {
            name: typeof c.function_name === 'string' ? c.function_name : 'tool',
            arguments: cut(typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}, null, 1)),
            observation,
        };
    });
    const metrics = record(step.metrics);
    return {
        index: typeof step.step_id === 'number' ? step.step_id : i + 1,
        source: typeof step.source === 'string' ? step.source : 'unknown',
        message: cut(textOf(step.message)),
        reasoning: typeof step.reasoning_content === 'string' ? cut(step.reasoning_content) : null,
        toolCalls,
        // Observations naming a call that is not in this step are kept, not lost.
        observations: [...loose, ...byCall.values()],
        promptTokens: numberOrNull(metrics?.prompt_tokens),
        completionTokens: numberOrNull(metrics?.completion_tokens),
    };
}
/** A message is a string, or (multimodal) a list of parts: their text is kept, images named. */
function textOf(value) {
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value))
        return value
            .map((p) => {
            const part = record(p);
            return typeof part?.text === 'string'
                ? part.text
                : `[${typeof part?.type === 'string' ? part.type : 'part'}]`;
        })
            .join('\n');
    return value === undefined || value === null ? '' : JSON.stringify(value);
}
function cut(text) {
    return text.length <= MAX_TEXT
        ? text
        : `${text.slice(0, MAX_TEXT)}\n… (${text.length - MAX_TEXT} more characters in the file)`;
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : null;
}
function numberOrNull(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

;// CONCATENATED MODULE: ./src/report/html/task-views.ts
// The per-task part of report.html's input: the run's tasks (regressed first), each with its
// attempts read from a run folder (result.json, agent/trajectory.json) or, where there is no folder
// (the action's report job), from the summary alone with a link to the attempt's artifact. The
// comparison with a baseline marks each task; a regressed task gets the baseline's attempts too.







/** Trajectories read into one report: past this the viewer says where the file is instead. */
const MAX_TRAJECTORIES = 400;
/** A base attempt the report job could not fetch from the baseline's run (its link goes there). */
const BASE_NOT_FETCHED = 'The base attempts were not available here (not fetched from the baseline run): see the base run.';
async function taskViews(sources) {
    const { head, comparison } = sources;
    const changeOf = new Map();
    for (const t of comparison?.tasks ?? [])
        changeOf.set(t.taskId, (0,format/* displayStatus */.j_)(t));
    const baseTasks = new Map((sources.base?.tasks ?? []).map((t) => [t.task_id, t]));
    const rank = (t) => format/* DISPLAY_ORDER */.uT.indexOf(changeOf.get(t.task_id) ?? 'unchanged');
    // Regressed and failing tasks first: what a reader opens the report for (and what gets the
    // trajectory budget).
    const ordered = [...head.tasks].sort((a, b) => rank(a) - rank(b) || a.successes / a.n - b.successes / b.n || a.output_dir.localeCompare(b.output_dir));
    const budget = { left: MAX_TRAJECTORIES };
    const views = [];
    for (const task of ordered) {
        const change = comparison === null ? null : (changeOf.get(task.task_id) ?? 'unchanged');
        const link = sources.taskLinks?.get(task.output_dir) ?? null;
        const attempts = await attemptsOf(task, sources.headDir, sources.reportDir, link, budget, sources.attemptLinks);
        const baseTask = baseTasks.get(task.task_id);
        const baseAttempts = change === 'regressed' && baseTask !== undefined && sources.baseDir !== null
            ? await attemptsOf(baseTask, sources.baseDir, sources.reportDir, sources.baseRunUrl ?? null, budget, sources.baseAttemptLinks, sources.baseRunUrl ? BASE_NOT_FETCHED : undefined)
            : null;
        views.push({ task, change, attempts, baseAttempts, href: link });
    }
    return views;
}
async function attemptsOf(task, runDir, reportDir, taskLink, budget, attemptLinks, missingNote) {
    const taskDir = runDir === null ? null : inside(runDir, task.output_dir);
    const views = [];
    for (let attempt = 1; attempt <= task.n; attempt++) {
        const link = attemptLinks?.get(`${task.output_dir}/${(0,slug/* attemptDirName */.SH)(attempt)}`) ?? taskLink;
        const fromSummary = {
            attempt,
            status: task.statuses[attempt - 1] ?? 'error',
            reason: null,
            reward: task.rewards[attempt - 1] ?? null,
            durationSec: null,
            href: link,
            trajectory: null,
            trajectoryNote: missingNote ??
                (link === null
                    ? 'No trajectory: the attempt folder is not here.'
                    : 'The trajectory is in the attempt artifact (agent/trajectory.json).'),
        };
        if (taskDir === null) {
            views.push(fromSummary);
            continue;
        }
        const dir = (0,external_node_path_.join)(taskDir, (0,slug/* attemptDirName */.SH)(attempt));
        // A folder that is not here (an attempt artifact the report job did not fetch): the summary's.
        views.push((0,external_node_fs_.existsSync)(dir) ? await attemptFromFolder(dir, attempt, fromSummary, reportDir, budget) : fromSummary);
    }
    return views;
}
async function attemptFromFolder(dir, attempt, fallback, reportDir, budget) {
    // Locally the folder beside the page; in the action the attempt's artifact.
    const href = reportDir === null ? fallback.href : (0,external_node_path_.relative)(reportDir, dir).split(external_node_path_.sep).join('/') + '/';
    const resultFile = (0,external_node_path_.join)(dir, 'result.json');
    const result = await (0,promises_.readFile)(resultFile, 'utf8')
        .then((text) => (0,attempt_result/* parseAttemptResult */.cF)(text, resultFile))
        .catch(() => null);
    const view = {
        ...fallback,
        ...(result === null
            ? {}
            : {
                status: result.status,
                reason: result.reason,
                reward: result.reward,
                durationSec: result.duration_sec,
            }),
        href,
    };
    const file = (0,external_node_path_.join)(dir, 'agent', 'trajectory.json');
    if (!(0,external_node_fs_.existsSync)(file))
        return { ...view, trajectoryNote: 'No agent/trajectory.json in this attempt.' };
    if (budget.left <= 0)
        return {
            ...view,
            trajectoryNote: `Not shown (the report shows ${MAX_TRAJECTORIES} trajectories): open agent/trajectory.json.`,
        };
    budget.left--;
    try {
        return { ...view, trajectory: trajectoryView(await (0,promises_.readFile)(file, 'utf8'), file), trajectoryNote: null };
    }
    catch (error) {
        return {
            ...view,
            trajectoryNote: `agent/trajectory.json could not be read: ${error instanceof Error ? error.message : String(error)}`,
        };
    }
}
/** `runDir/name`, or null when the summary's folder name would leave the run folder. */
function inside(runDir, name) {
    const root = (0,external_node_path_.resolve)(runDir);
    const dir = (0,external_node_path_.resolve)(root, name);
    return dir.startsWith(root + external_node_path_.sep) ? dir : null;
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

/***/ 43343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ renderReport)
});

// EXTERNAL MODULE: ./src/results/verifier-isolation.ts
var verifier_isolation = __webpack_require__(65743);
;// CONCATENATED MODULE: ./src/report/verifier-trust.ts
// One sentence for a report: where the head's verifiers ran, what that trusted, and how many of
// its attempts the agent left unverifiable (their reason says so; they count as failures).

const ISOLATION_NAMES = {
    beside: 'beside the agent',
    separate: 'separate',
    'in-environment': "in the agent's environment",
};
const UNVERIFIABLE = /^unverifiable: /;
/** Null for older summaries that record neither (nothing to say). */
function verifierTrustLine(head) {
    const counts = new Map();
    for (const task of head.tasks)
        if (task.verifier_isolation)
            counts.set(task.verifier_isolation, (counts.get(task.verifier_isolation) ?? 0) + 1);
    const unverifiable = head.tasks
        .flatMap((t) => t.reasons)
        .filter((r) => UNVERIFIABLE.test(r.reason))
        .reduce((sum, r) => sum + r.count, 0);
    if (counts.size === 0 && unverifiable === 0)
        return null;
    const modes = [...counts].map(([isolation, n]) => `${n} task(s) ${ISOLATION_NAMES[isolation]} (trusts ${verifier_isolation/* ISOLATION_TRUSTS */.P[isolation]})`);
    const agent = head.agent ? ` by ${head.agent}` : '';
    const left = unverifiable > 0 ? ` ${unverifiable} attempt(s) left unverifiable${agent}, counted as failures.` : '';
    return `**Verifier:** ${modes.join('; ')}.${left}`;
}

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
// EXTERNAL MODULE: ./src/results/compare.ts
var compare = __webpack_require__(17733);
// EXTERNAL MODULE: ./src/results/sensitivity.ts
var sensitivity = __webpack_require__(77773);
// EXTERNAL MODULE: ./src/results/suspects.ts
var suspects = __webpack_require__(12398);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/self-reported.ts
var self_reported = __webpack_require__(31396);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/results/points.ts
var points = __webpack_require__(74191);
;// CONCATENATED MODULE: ./src/report/markdown.ts
// The PR comment / check-run / job-summary body for a comparison. Pure: links come in as data.
// The hidden sticky-comment marker is added by the comment module, not here.








const MAX_NAME = 120;
const MAX_REASON = 200;
const MAX_SUSPECTS_SHOWN = 10;
function renderReport(input, opts = {}) {
    const { changed, rest } = (0,format/* splitRows */.aN)(input.comparison.tasks);
    const fits = (text) => (opts.maxChars === undefined || text.length <= opts.maxChars) &&
        (opts.maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= opts.maxBytes);
    // Lose detail first: unchanged rows, then reasons, then the invalid-task list, then changed rows.
    const steps = [
        { unchangedRows: true, reasons: true, invalidList: true, changedRows: changed.length },
        { unchangedRows: false, reasons: true, invalidList: true, changedRows: changed.length },
        { unchangedRows: false, reasons: false, invalidList: true, changedRows: changed.length },
        { unchangedRows: false, reasons: false, invalidList: false, changedRows: changed.length },
    ];
    for (const detail of steps) {
        const text = render(input, changed, rest, detail);
        if (fits(text))
            return text;
    }
    // Binary search the number of changed rows that still fits.
    let lo = 0;
    let hi = changed.length;
    const base = { unchangedRows: false, reasons: false, invalidList: false, changedRows: 0 };
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(render(input, changed, rest, { ...base, changedRows: mid })))
            lo = mid;
        else
            hi = mid - 1;
    }
    const text = render(input, changed, rest, { ...base, changedRows: lo });
    return fits(text) ? text : hardTruncate(text, input, fits);
}
function render(input, changed, rest, detail) {
    const c = input.comparison;
    const parts = [
        heading(input),
        input.selfReported ? (0,self_reported/* selfReportedNotice */.k3)(input.selfReported) : '',
        summaryLine(c),
        contextLine(input),
        metricsTable(input),
        runTable(input),
        countsLine(c),
        input.head.stopped ? stoppedLine(input.head.stopped) : '',
        suspectsLine(c),
    ];
    if (input.warnings !== undefined && input.warnings.length > 0) {
        parts.push(input.warnings.map((w) => `> ⚠️ ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(w, 500))}`).join('\n'));
    }
    const shortened = !detail.unchangedRows || !detail.reasons || !detail.invalidList || detail.changedRows < changed.length;
    if (changed.length > 0) {
        const shown = changed.slice(0, detail.changedRows);
        if (shown.length > 0)
            parts.push(taskTable(shown, input, detail.reasons));
        const hidden = changed.slice(shown.length);
        if (hidden.length > 0)
            parts.push(`_…and ${hidden.length} more not shown: ${byStatus(hidden)}._`);
    }
    else if (c.base !== null)
        parts.push('No task changed.');
    if (rest.length > 0) {
        const what = restTitle(rest);
        if (detail.unchangedRows) {
            parts.push(`<details><summary>${what}</summary>\n\n${taskTable(rest, input, detail.reasons)}\n\n</details>`);
        }
        else
            parts.push(`_${what} not shown._`);
    }
    const invalid = input.head.invalid_tasks;
    if (invalid.length > 0) {
        if (detail.invalidList) {
            const items = invalid.map((t) => {
                const where = t.field === null ? t.file : `${t.file}: ${t.field}`;
                return `- ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.relative_dir, MAX_NAME))} (${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(where, MAX_NAME))}): ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.message, MAX_REASON))}`;
            });
            parts.push(`<details><summary>⚠️ ${invalid.length} invalid task(s), not run</summary>\n\n${items.join('\n')}\n\n</details>`);
        }
        else
            parts.push(`⚠️ ${invalid.length} invalid task(s), not run.`);
    }
    if (detail.invalidList)
        parts.push(stepTable(input.head));
    parts.push(...(input.extraSections ?? []));
    // What a shortened report left out, by status: "30 more regressed, 60 unchanged rows not shown;
    // failure reasons removed".
    const hiddenRows = [
        ...byStatusCounts(changed.slice(detail.changedRows)).map(([status, n]) => `${n} more ${status}`),
        ...(!detail.unchangedRows && rest.length > 0 ? [`${rest.length} unchanged or within-noise`] : []),
    ];
    const removed = [
        ...(!detail.reasons ? ['failure reasons'] : []),
        ...(!detail.invalidList && invalid.length > 0 ? ['the invalid-task list'] : []),
    ];
    const dropped = [
        ...(hiddenRows.length > 0 ? [`${hiddenRows.join(', ')} rows not shown`] : []),
        ...(removed.length > 0 ? [`${removed.join(' and ')} removed`] : []),
    ];
    parts.push(footer(input, shortened ? dropped : []));
    return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}
/** The collapsed section's title: "40 unchanged task(s)", or with moves within noise, how many. */
function restTitle(rest) {
    const moved = rest.filter((t) => (0,format/* displayStatus */.j_)(t) === 'dropped' || (0,format/* displayStatus */.j_)(t) === 'rose').length;
    if (moved === 0)
        return `${rest.length} unchanged task(s)`;
    return `${rest.length} task(s) unchanged or within noise (${moved} ▼ dropped / ▲ rose: a move their own attempts cannot tell from chance)`;
}
/** "300 regressed, 114 dropped": what a shortened table left out. */
function byStatus(tasks) {
    return byStatusCounts(tasks)
        .map(([status, n]) => `${n} ${status}`)
        .join(', ');
}
function byStatusCounts(tasks) {
    const counts = new Map();
    for (const t of tasks)
        counts.set((0,format/* displayStatus */.j_)(t), (counts.get((0,format/* displayStatus */.j_)(t)) ?? 0) + 1);
    return format/* DISPLAY_ORDER */.uT.filter((k) => counts.has(k)).map((k) => [k, counts.get(k)]);
}
function heading(input) {
    const c = input.comparison;
    // Inconclusive or flagged is never shown like a plain "no baseline": it is a warning.
    const icon = c.conclusion === 'neutral' && (c.gate.inconclusive !== null || c.gate.flagged !== null)
        ? '⚠️'
        : { success: '✅', failure: '❌', neutral: 'ℹ️' }[(0,self_reported/* shownConclusion */.xU)(c.conclusion, input.selfReported)];
    const title = input.title ?? `Helios benchmark: ${input.head.label}`;
    return `### ${icon} ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(title, 200))}`;
}
/** The headline: pass@k of the compared tasks, Δ with its interval, the verdict, what was left out. */
function summaryLine(c) {
    const k = c.options.k;
    const d = c.passAtK;
    const verdict = `**${c.verdict}**`; // our own words and numbers, nothing from task folders
    const lines = [];
    const over = `on ${c.figures.tasks} compared task(s)`;
    if (d !== null) {
        const conf = `${Math.round(c.options.confidence * 1000) / 10}%`;
        lines.push(`**pass@${k}** ${(0,format/* percent */.KN)(d.base)} → ${(0,format/* percent */.KN)(d.head)} ${over} · Δ ${(0,points/* signedPoints */._)(d.delta)} pts (${conf} CI ${(0,points/* signedPoints */._)(d.low)} to ${(0,points/* signedPoints */._)(d.high)}) · ${verdict}`);
    }
    else {
        const head = c.figures.passAtK[String(k)];
        lines.push(head !== undefined && c.figures.tasks > 0
            ? `**pass@${k}** ${(0,format/* percent */.KN)(head.head)} ${over} · ${verdict}`
            : verdict);
    }
    const leftOut = (0,compare/* leftOutText */.jG)(c);
    if (leftOut !== null) {
        const reasons = c.leftOut.reasons
            .slice(0, 3)
            .map((r) => `${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(r.reason, 80))} ×${r.count}`);
        const more = c.leftOut.reasons.length > 3 ? `, +${c.leftOut.reasons.length - 3} more` : '';
        const why = reasons.length > 0 ? ` (errors: ${reasons.join(', ')}${more})` : '';
        lines.push(`Left out of these figures: ${leftOut}${why}.`);
    }
    // Our own words; the agent and model names are the runs' and get escaped.
    if (c.mismatches.length > 0)
        lines.push(`⚠️ **Not like with like:** ${(0,report_escape/* escapeMarkdown */.FV)(c.mismatches.join('; '))}`);
    return lines.join('  \n');
}
function contextLine(input) {
    const c = input.comparison;
    const bits = [];
    const runUrl = input.links?.runUrl;
    if (runUrl !== undefined)
        bits.push((0,report_escape/* link */.nf)('workflow run', runUrl));
    if (input.baselineNote !== undefined)
        bits.push(`Baseline: ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(input.baselineNote, 500))}`);
    else if (c.base !== null)
        bits.push(`Baseline: run ${(0,report_escape/* escapeMarkdown */.FV)(c.base.runId)}`);
    return bits.join(' · ');
}
/** pass@k, pass^k and mean reward, every row over the same compared tasks (COMPARED_TASKS). */
function metricsTable(input) {
    const c = input.comparison;
    const f = c.figures;
    const withBase = c.base !== null;
    const rows = [];
    const row = (name, figure, fmt, delta = points/* signedPoints */._) => {
        if (figure === undefined)
            return;
        if (!withBase)
            rows.push([name, fmt(figure.head)]);
        else if (figure.base === null)
            rows.push([name, '—', fmt(figure.head), '—']);
        else
            rows.push([name, fmt(figure.base), fmt(figure.head), delta(figure.head - figure.base)]);
    };
    // A row beyond k is over the compared tasks with that many valid attempts: say how many.
    const over = (j) => {
        const n = f.tasksAt[String(j)] ?? f.tasks;
        return n < f.tasks ? ` (${n} of ${f.tasks})` : '';
    };
    if (f.tasks > 0) {
        for (let j = 1; j <= f.maxK; j++)
            row(`pass@${j}${over(j)}`, f.passAtK[String(j)], format/* percent */.KN);
        for (let j = 2; j <= f.maxK; j++)
            row(`pass^${j}${over(j)}`, f.passHatK[String(j)], format/* percent */.KN);
        row('mean reward', f.meanReward, (x) => x.toFixed(3), format/* signedDecimal */.iA);
    }
    const name = `Metric (${f.tasks} compared task${f.tasks === 1 ? '' : 's'})`;
    const header = withBase ? [name, 'Base', 'Head', 'Δ'] : [name, 'Head'];
    if (rows.length === 0)
        return '_No task could be compared: no pass@k, pass^k or mean reward to show._';
    const table = (0,markdown_table/* markdownTable */.Q)([header, ...rows], { alignDelimiters: false, align: ['l', 'r', 'r', 'r'] });
    return [table, ...metricNotes(c)].join('\n\n');
}
/** What the rows beyond k leave out, and which pass@j no compared task can give. */
function metricNotes(c) {
    const f = c.figures;
    if (f.tasks === 0)
        return [];
    const notes = [];
    if (Object.values(f.tasksAt).some((n) => n < f.tasks)) {
        notes.push(`_A row marked (n of ${f.tasks}) is over the n compared tasks with that many non-errored attempts on each side; the others are left out of that row only._`);
    }
    const attempts = Math.min(c.head.attempts, c.base?.attempts ?? Infinity);
    if (f.maxK < attempts) {
        const js = f.maxK + 1 < attempts ? `${f.maxK + 1}–${attempts}` : String(attempts);
        notes.push(`_pass@${js} not shown: no compared task has that many non-errored attempts on each side._`);
    }
    return notes;
}
/** The tasks that likely fell, most likely first, and how many of such names are expected to be wrong. */
function suspectsLine(c) {
    if (c.suspects.length === 0)
        return '';
    const byId = new Map(c.tasks.map((t) => [t.taskId, t]));
    const named = c.suspects.map((id) => byId.get(id));
    const shown = named
        .slice(0, MAX_SUSPECTS_SHOWN)
        .map((t) => `${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.taskName, 80))} (${(0,format/* chance */.Dz)(t.fell ?? 0)})`);
    const more = named.length > MAX_SUSPECTS_SHOWN ? `, +${named.length - MAX_SUSPECTS_SHOWN} more` : '';
    const wrong = named.reduce((a, t) => a + 1 - (t.fell ?? 0), 0) / named.length;
    return `**Likely fell** (probability each task’s pass rate fell; about ${Math.round(wrong * 100)}% of these names are expected to be wrong): ${shown.join(', ')}${more}`;
}
/**
 * How each run was made, side by side (whole runs: every task and attempt): agent, model, attempts,
 * tasks, errored attempts, and tokens and cost when the agent reported them. A difference between
 * the two sides in how they were run is flagged in the Δ column (and in the headline).
 */
function runTable(input) {
    const c = input.comparison;
    const h = c.head;
    const b = c.base;
    const rows = [];
    const differs = '⚠️ differs';
    const setup = (name, head, base) => {
        if (b === null)
            rows.push([name, head]);
        else
            rows.push([name, base ?? '—', head, base === head ? '' : differs]);
    };
    setup('agent', (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(h.agent, MAX_NAME)), b ? (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(b.agent, MAX_NAME)) : undefined);
    setup('model', (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(h.model ?? 'none', MAX_NAME)), b ? (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(b.model ?? 'none', MAX_NAME)) : undefined);
    setup('attempts per task', String(h.attempts), b ? String(b.attempts) : undefined);
    setup('tasks', String(h.totals.tasks), b ? String(b.totals.tasks) : undefined);
    const errored = (t) => `${t.errors} of ${t.attempts} (${(0,format/* percent */.KN)(t.attempts === 0 ? 0 : t.errors / t.attempts)})`;
    const rate = (t) => (t.attempts === 0 ? 0 : t.errors / t.attempts);
    if (b === null)
        rows.push(['errored attempts', errored(h.totals)]);
    else
        rows.push([
            'errored attempts',
            errored(b.totals),
            errored(h.totals),
            `${(0,points/* signedPoints */._)(rate(h.totals) - rate(b.totals))} pts`,
        ]);
    // Tokens and cost: shown when an agent reported them (older summaries and oracle runs have none).
    const tokens = (t) => t?.usage ? t.usage.input_tokens + t.usage.output_tokens : undefined;
    const cost = (t) => t?.usage?.cost_usd ?? undefined;
    const usageRow = (name, hv, bv, fmt, delta) => {
        if (hv === undefined && bv === undefined)
            return;
        const show = (v) => (v === undefined ? '—' : fmt(v));
        if (b === null)
            rows.push([name, show(hv)]);
        else
            rows.push([name, show(bv), show(hv), hv === undefined || bv === undefined ? '—' : delta(hv - bv)]);
    };
    usageRow('tokens (in + out)', tokens(h.totals), tokens(b?.totals), (x) => x.toLocaleString('en-US'), signedCount);
    usageRow('cost', cost(h.totals), cost(b?.totals), (x) => `$${x.toFixed(2)}`, signedDollars);
    const header = b === null ? ['Run', 'Head'] : ['Run', 'Base', 'Head', 'Δ'];
    return (0,markdown_table/* markdownTable */.Q)([header, ...rows], { alignDelimiters: false, align: ['l', 'r', 'r', 'r'] });
}
/** One count per display status, so it matches the table and the collapsed section. */
function countsLine(c) {
    const counts = new Map();
    for (const t of c.tasks)
        counts.set((0,format/* displayStatus */.j_)(t), (counts.get((0,format/* displayStatus */.j_)(t)) ?? 0) + 1);
    const shown = format/* DISPLAY_ORDER */.uT.filter((k) => (counts.get(k) ?? 0) > 0 || (k === 'regressed' && c.base !== null)).map((k) => `${counts.get(k) ?? 0} ${k}`);
    const flaky = c.counts.flaky > 0 ? ` (${c.counts.flaky} flaky)` : '';
    const suspects = c.suspects.length > 0 ? ` · ${c.suspects.length} likely fell` : '';
    return `Tasks: ${shown.join(' · ')}${flaky}${suspects}`;
}
const STATUS_LABEL = {
    regressed: '🔴 regressed',
    improved: '🟢 improved',
    dropped: '▼ dropped',
    rose: '▲ rose',
    errored: '⚠️ errored',
    unchanged: 'unchanged',
    new: '🆕 new',
    removed: '➖ removed',
    changed: '✏️ changed',
};
/** Multi-step tasks: how often each step passed, so a reader sees where attempts stop. */
function stepTable(head) {
    const rows = head.tasks.flatMap((t) => (t.steps ?? []).map((s, i) => [
        i === 0 ? (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.task_name, MAX_NAME)) : '',
        (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(s.name, MAX_NAME)),
        `${s.passed}/${s.ran}`,
    ]));
    if (rows.length === 0)
        return '';
    const tasks = head.tasks.filter((t) => t.steps !== undefined).length;
    const table = (0,markdown_table/* markdownTable */.Q)([['Task', 'Step', 'Passed/ran'], ...rows], {
        alignDelimiters: false,
        align: ['l', 'l', 'r'],
    });
    return `<details><summary>${tasks} multi-step task(s): passes per step</summary>\n\n${table}\n\n</details>`;
}
function taskTable(rows, input, withReasons) {
    const withBase = input.comparison.base !== null;
    const header = withBase ? ['Task', 'Status', 'Base', 'Head', 'Δ pts', 'Notes'] : ['Task', 'Head', 'Notes'];
    const body = rows.map((t) => {
        const status = (0,format/* displayStatus */.j_)(t);
        const tags = [
            STATUS_LABEL[status],
            t.suspect ? `likely fell ${(0,format/* chance */.Dz)(t.fell ?? 0)}` : '',
            t.flaky ? 'flaky' : '',
            t.errored && status !== 'errored' ? '⚠️ errored' : '',
        ].filter((x) => x !== '');
        const notes = [];
        if (withReasons) {
            const reasons = (t.head ?? t.base)?.reasons ?? [];
            for (const r of reasons.slice(0, 3))
                notes.push(`${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(r.reason, MAX_REASON))} ×${r.count}`);
            if (reasons.length > 3)
                notes.push(`+${reasons.length - 3} more`);
        }
        // Attempt artifacts belong to the head run: a removed task has none there.
        const url = t.head === null ? undefined : input.links?.artifactUrl?.(t);
        if (url !== undefined)
            notes.push((0,report_escape/* link */.nf)('attempts', url));
        const name = (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.taskName, MAX_NAME));
        if (!withBase) {
            const flags = [t.flaky ? 'flaky' : '', t.errored ? '⚠️ errored' : ''].filter((x) => x !== '');
            return [name, (0,format/* countCell */.Iz)(t.head), [...flags, ...notes].join('; ')];
        }
        return [name, tags.join(', '), (0,format/* countCell */.Iz)(t.base), (0,format/* countCell */.Iz)(t.head), (0,format/* deltaCell */.XN)(t.delta), notes.join('; ')];
    });
    const align = withBase ? ['l', 'l', 'r', 'r', 'r', 'l'] : ['l', 'r', 'l'];
    return (0,markdown_table/* markdownTable */.Q)([header, ...body], { alignDelimiters: false, align });
}
function footer(input, dropped) {
    const o = input.comparison.options;
    const conf = `${Math.round(o.confidence * 1000) / 10}%`;
    const budget = `${Math.round((1 - o.confidence) * 1000) / 10}%`;
    const half = Math.round(((1 - o.confidence) / 2) * 10000) / 10000;
    const lines = [
        `<sub>**Figures:** ${compare/* COMPARED_TASKS */.Hf} (here k = ${o.k}); the run table covers whole runs; a task’s Base and Head cells count its non-errored attempts, errored ones apart. ` +
            (o.confirmation === null
                ? `**Gate:** fails when Δ pass@${o.k} falls at least ${(o.minEffect * 100).toFixed(1)} points and the drop is significant, a false-alarm budget of ${budget} split between two tests of the same Δ: the ${conf} paired-bootstrap interval over tasks lies below zero (a drop spread over many tasks), or the stratified exact test — each task a stratum, its base and head attempts reshuffled, as Cochran–Mantel–Haenszel — gives mid-p ≤ ${half} (a drop concentrated in a few tasks)`
                : `**Gate after the confirmation round:** round 1’s failure on its ${conf} paired-bootstrap interval (a drop of at least ${(o.minEffect * 100).toFixed(1)} points spread over all tasks) stands; otherwise it fails when the suspect tasks’ fresh head attempts pass less often than their round-1 attempts predict if nothing changed (each task’s pass rate from an empirical-Bayes prior over this run’s tasks, moved between runs by the drift fitted from round 1) at p ≤ ${(0,compare/* failingLevel */.hJ)(o)}, Δ pass@${o.k} over both rounds is below zero, and the pass rate the suspects lost, over all compared tasks, is at least ${(o.minEffect * 100).toFixed(1)} points`) +
            `${o.failOnError ? '; with fail-on-error also when the result is inconclusive or the errored-attempt rate rose significantly' : ''}. ` +
            `**Inconclusive** (never ✅): no task compared, more than ${compare/* MAX_LEFT_OUT_SHARE */.Gk * 100}% of the shared tasks left out for errored attempts, more than ${compare/* MAX_MISSING_SHARE */.qr * 100}% of the base’s tasks missing from the head, the errored attempts counted as failures (as Harbor counts them) would fail the gate, or the errored-attempt rate rose significantly (one-sided sign-flip test over tasks). ` +
            `**Labels:** 🔴 regressed / 🟢 improved by a one-sided Fisher exact test (mid-p) with the false discovery rate over the paired tasks held at ${Math.round((1 - o.confidence) * 1000) / 1000} (Benjamini–Hochberg); a 🔴 under a passing gate makes the report ⚠️; ▼ dropped / ▲ rose are moves a task’s own attempts cannot tell from noise. ` +
            `**Likely fell:** each task’s probability that its pass rate fell, from an empirical-Bayes model fitted over this comparison’s tasks (a task keeps its rate or draws a new one); named from ${suspects/* SUSPECT_MIN_PROBABILITY */.zN * 100}% while the expected share of wrong names stays at most ${suspects/* SUSPECT_MAX_FALSE_SHARE */.T2 * 100}%. ` +
            `**Detectable drop:** the drop in pass@${o.k}, spread over all tasks in proportion to their pass rates, that the gate catches in ${sensitivity/* TARGET_POWER */.sG * 100}% of simulated repeats of this comparison.</sub>`,
    ];
    const trust = verifierTrustLine(input.head);
    if (trust)
        lines.unshift(`<sub>${trust}</sub>`);
    if (dropped.length > 0) {
        const where = input.links?.fullReportUrl;
        const what = dropped.join('; ');
        lines.unshift(where === undefined
            ? `_Report shortened to fit GitHub’s size limit: ${what}. The full report is in the run’s report artifact._`
            : `_Report shortened to fit GitHub’s size limit: ${what}. ${(0,report_escape/* link */.nf)('Full report', where)}._`);
    }
    return lines.join('\n\n');
}
/** Last resort when even the shortest rendering is too long (a tiny budget): cut and link. */
function hardTruncate(text, input, fits) {
    const where = input.links?.fullReportUrl;
    const suffix = `\n\n… truncated. ${where === undefined ? 'The full report is in the run’s report artifact.' : (0,report_escape/* link */.nf)('Full report', where)}\n`;
    const cut = (end) => {
        // Never split a surrogate pair.
        const safeEnd = end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1]) ? end - 1 : end;
        return `${text.slice(0, safeEnd)}${suffix}`;
    };
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (fits(cut(mid)))
            lo = mid;
        else
            hi = mid - 1;
    }
    return fits(cut(lo)) ? cut(lo) : '';
}
function signedCount(value) {
    return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-US')}`;
}
function signedDollars(value) {
    return `${value > 0 ? '+' : value < 0 ? '−' : ''}$${Math.abs(value).toFixed(2)}`;
}
/** `> ⛔ stopped by budget: …; 12 attempt(s) not run` (or not started after a fault that would not heal). */
function stoppedLine(stopped) {
    return `> ⛔ ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(stopped.reason, MAX_REASON))}; ${stopped.not_started.length} attempt(s) not run`;
}


/***/ }),

/***/ 60841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ eventLine)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' };
/** The line for an event, or null for events that print nothing on their own. */
function eventLine(event) {
    switch (event.type) {
        case 'attempt-finished': {
            const r = event.result;
            const { finished, total } = event.counts;
            const reason = r.reason ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.reason)}` : '';
            // An error has no reward to speak of (it counts 0 in the metrics, but no verifier said so).
            const facts = [`${r.duration_sec.toFixed(1)}s`, ...(r.status === 'error' ? [] : [`reward ${r.reward}`])];
            if (r.usage)
                facts.push(`${r.usage.input_tokens + r.usage.output_tokens} tokens`);
            if (r.usage?.cost_usd != null)
                facts.push(`$${r.usage.cost_usd.toFixed(4)}`);
            return `[${String(finished).padStart(String(total).length)}/${total}] ${TAGS[r.status]} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.task_name)} attempt ${r.attempt} (${facts.join(', ')})${reason}`;
        }
        case 'build-started':
            return `       building ${event.tag} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task)}`;
        case 'build-finished':
            return event.ok
                ? null
                : `       build of ${event.tag} failed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason ?? 'unknown error')}`;
        case 'image-pulled':
            return `       pulled ${event.from} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task)} (${event.durationSec.toFixed(1)}s)`;
        case 'image-pushed':
            return `       pushed ${event.to} (${event.durationSec.toFixed(1)}s)`;
        case 'image-restored':
            return `       restored ${event.tag} from the ${event.from} (${event.durationSec.toFixed(1)}s)`;
        case 'image-saved':
            return `       saved ${event.tag} to the ${event.to} (${event.durationSec.toFixed(1)}s)`;
        case 'image-cache-note':
            return `       ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.message)}`;
        case 'registry-warning':
        case 'image-cache-warning':
            return `       warning: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.message)}`;
        case 'run-started':
            // Refused by this agent before any build: each with its reason, as discovery prints invalid ones.
            return event.refused.length === 0
                ? null
                : event.refused
                    .map((t) => `invalid task ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.relative_dir)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.message)}`)
                    .join('\n');
        case 'attempt-retry':
            return `       retry ${event.retry} of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task.name)} attempt ${event.attempt} in ${Math.round(event.delayMs / 1000)}s: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason)}`;
        default:
            return null;
    }
}


/***/ }),

/***/ 35978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ quarantineSection)
/* harmony export */ });
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74191);
/* harmony import */ var _results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8915);
// The quarantined tasks in the report: each row marked, with its counts on both sides, and the
// list's entries that matched nothing. Pure.




const MAX_NAME = 120;
const MAX_LISTED = 50;
function quarantineSection(split, file) {
    if (split.tasks.length === 0 && split.unmatched.length === 0)
        return '';
    const where = `\`${file.replace(/`/g, "'")}\``;
    const parts = [
        `🔒 **Quarantined: ${split.tasks.length} task(s)** listed in ${where} ran but are left out of the gate (pass@k, the tests and the labels above).`,
    ];
    if (split.tasks.length > 0) {
        const rows = split.tasks.slice(0, MAX_LISTED).map((t) => {
            const delta = t.base && t.head && (0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .validAttempts */ .F)(t.base) > 0 && (0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .validAttempts */ .F)(t.head) > 0
                ? (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .signedPoints */ ._)(rate(t.head) - rate(t.base))
                : '—';
            return [`🔒 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(t.name, MAX_NAME))}`, counts(t.base), counts(t.head), delta];
        });
        parts.push((0,markdown_table__WEBPACK_IMPORTED_MODULE_3__/* .markdownTable */ .Q)([['Task (quarantined)', 'Base', 'Head', 'Δ pass rate (pts)'], ...rows]));
        if (split.tasks.length > MAX_LISTED)
            parts.push(`_…and ${split.tasks.length - MAX_LISTED} more._`);
    }
    if (split.unmatched.length > 0)
        parts.push(`_Listed but matching no task: ${split.unmatched
            .slice(0, MAX_LISTED)
            .map((e) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(e, MAX_NAME)))
            .join(', ')}._`);
    return parts.join('\n\n');
}
function rate(t) {
    return t.successes / (0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .validAttempts */ .F)(t);
}
function counts(t) {
    if (t === null)
        return '—';
    return `${t.successes}/${(0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .validAttempts */ .F)(t)}${t.errors > 0 ? ` +${t.errors} err` : ''}`;
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

/***/ 89340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ renderCheckTerminal),
/* harmony export */   O: () => (/* binding */ renderCheckMarkdown)
/* harmony export */ });
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// The task-author check as a terminal table and as markdown (job summary, sticky PR comment). Pure.


const EXPLAIN = 'Each task ran twice with `oracle` (its solution/solve.sh) and once with `nop` (no work); counts are over attempts that reached a verdict (– : none did). Flagged: the environment does not build, an attempt ends in an error, the oracle fails, nop passes, the verifier ends without a reward, the two oracle rewards differ, there is no solution, or the task is invalid.';
/** A name two tasks share is shown with the task's folder, so the rows can be told apart. */
function labels(report) {
    const seen = new Map();
    for (const t of report.tasks)
        seen.set(t.task_name, (seen.get(t.task_name) ?? 0) + 1);
    return new Map(report.tasks.map((t) => [
        t,
        seen.get(t.task_name) > 1 ? `${t.task_name} (${t.task_path})` : t.task_name,
    ]));
}
function count(side) {
    return side ? `${side.passed}/${side.ran}` : '–';
}
/** `skipped`: folders under the tasks root without a task.toml, counted in the last line. */
function renderCheckTerminal(report, skipped = []) {
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(names.get(t)),
        count(t.oracle),
        count(t.nop),
        verdict(t),
    ]);
    const header = ['task', 'oracle', 'nop', ''];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    const details = report.tasks.flatMap((t) => t.flags.map((f) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(names.get(t))}: ${f.kind}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(f.message)}`));
    const passedOver = skipped.length === 0 ? '' : `, ${skipped.length} folder(s) without task.toml skipped (see the warning)`;
    const total = `${report.tasks.length} task(s) checked, ${report.flagged} flagged${passedOver}`;
    return [line(header), ...rows.map(line), '', ...(details.length ? [...details, ''] : []), total].join('\n');
}
function renderCheckMarkdown(report, title = 'Helios task check') {
    const icon = report.flagged > 0 ? '❌' : '✅';
    const head = `### ${icon} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(title)}: ${report.tasks.length} task(s), ${report.flagged} flagged`;
    if (report.tasks.length === 0)
        return `${head}\n\nNo task to check.\n`;
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(names.get(t), 160)),
        count(t.oracle),
        count(t.nop),
        t.flags.length === 0
            ? '✅'
            : t.flags.map((f) => `**${f.kind}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(f.message, 300))}`).join('<br>'),
    ]);
    const table = (0,markdown_table__WEBPACK_IMPORTED_MODULE_1__/* .markdownTable */ .Q)([['Task', 'Oracle', 'Nop', 'Problems'], ...rows], {
        alignDelimiters: false,
        align: ['l', 'r', 'r', 'l'],
    });
    return `${head}\n\n${table}\n\n<sub>${EXPLAIN}</sub>\n`;
}
function verdict(task) {
    return task.flags.length === 0 ? 'ok' : task.flags.map((f) => f.kind).join(', ');
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

/***/ 41873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FL: () => (/* binding */ ATTEMPT_RESULT_SCHEMA_VERSION),
  n_: () => (/* binding */ attemptStatusSchema),
  cF: () => (/* binding */ parseAttemptResult)
});

// UNUSED EXPORTS: attemptResultSchema, copyCappedSchema, phaseTimingsSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/verifier-isolation.ts
var verifier_isolation = __webpack_require__(65743);
// EXTERNAL MODULE: ./src/results/schema-error.ts
var schema_error = __webpack_require__(41772);
;// CONCATENATED MODULE: ./src/results/verifier-guard-schema.ts
// `result.json` `verifier_guard`: processes of the agent phase, planted files, tampering.

const verifierGuardSchema = schemas/* object */.Ikc({
    stopped: schemas/* array */.YOg(schemas/* object */.Ikc({
        pid: schemas/* number */.aig().int(),
        /** TCP ports it listened on (a service the task may need: declare it in `[verifier] keep_ports`). */
        ports: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
        command: schemas/* string */.YjP(),
    })),
    /** Kept because they listen on a port of `[verifier] keep_ports` (`port`), or all with keep_agent_processes (null). */
    kept: schemas/* array */.YOg(schemas/* object */.Ikc({ pid: schemas/* number */.aig().int(), port: schemas/* number */.aig().int().nullable(), command: schemas/* string */.YjP() })),
    /** Files removed before the verifier: always empty since the guard judges changes instead (kept for older files). */
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Set when the agent phase changed what the verifier runs, or /tests changed while it ran: the attempt is an error. */
    tampering: schemas/* string */.YjP().nullable(),
});

;// CONCATENATED MODULE: ./src/results/step-result-schema.ts
// `result.json` `steps`: one entry per step a multi-step attempt ran (its files are in `steps/<name>/`).



const stepResultSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    status: schemas/* enum */.k5n(['passed', 'failed', 'error']),
    reason: schemas/* string */.YjP().nullable(),
    rewards: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
    reward: schemas/* number */.aig(),
    timings: schemas/* object */.Ikc({ setup_sec: schemas/* number */.aig(), agent_sec: schemas/* number */.aig(), verifier_sec: schemas/* number */.aig() }),
    exit_codes: schemas/* object */.Ikc({ agent: schemas/* number */.aig().int().nullable(), verifier: schemas/* number */.aig().int().nullable() }),
    timed_out: schemas/* object */.Ikc({ agent: schemas/* boolean */.zMY(), verifier: schemas/* boolean */.zMY() }),
    /** Older files only. */
    verifier_guard: verifierGuardSchema.nullable().optional(),
    verifier_isolation: verifier_isolation/* verifierIsolationSchema */.c.nullable().optional(),
});

// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
;// CONCATENATED MODULE: ./src/results/environment-record-schema.ts
// `result.json` `services` and `healthcheck`: what a compose task's sidecars and the task's
// healthcheck did, so a failed or slow setup can be read without the service logs.

const serviceRecordSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    image: schemas/* string */.YjP(),
    started_at: schemas/* string */.YjP(),
    /** When it was ready (healthy, running, or completed); null when it never was. */
    ready_at: schemas/* string */.YjP().nullable(),
    /** How it was judged ready: its health test passed, it ran (no health test), or it completed. */
    health: schemas/* enum */.k5n(['healthy', 'running', 'completed']).nullable(),
    /** Its exit code when it had stopped by the attempt's end; null while it still ran. */
    exit_code: schemas/* number */.aig().int().nullable(),
});
const healthcheckRecordSchema = schemas/* object */.Ikc({
    /** How many times the check ran. */
    checks: schemas/* number */.aig().int().min(0),
    passed: schemas/* boolean */.zMY(),
    /** The last failure's exit code or timeout and output, when it failed. */
    detail: schemas/* string */.YjP().nullable(),
});

;// CONCATENATED MODULE: ./src/results/attempt-result.ts
// An attempt's result.json: one zod definition gives its type, its reader and its published schema.







const ATTEMPT_RESULT_SCHEMA_VERSION = 1;
const attemptStatusSchema = schemas/* enum */.k5n(['passed', 'failed', 'error']);
const finite = () => schemas/* number */.aig().refine(Number.isFinite, 'expected a finite number');
const phaseTimingsSchema = schemas/* object */.Ikc({
    build_sec: finite(),
    setup_sec: finite(),
    agent_sec: finite(),
    verifier_sec: finite(),
    teardown_sec: finite(),
});
/** Set when the attempt's copy cap was reached: files copied out of the environment after it were skipped. */
const copyCappedSchema = schemas/* object */.Ikc({
    /** The attempt's total cap on bytes copied out of its environment to the host. */
    cap_bytes: schemas/* number */.aig().int().min(0),
    /** What the copied files take on the host (a sparse file counts its full size). */
    copied_bytes: schemas/* number */.aig().int().min(0),
    skipped_files: schemas/* number */.aig().int().min(1),
    /** Environment paths of the first skipped files (at most 10), in copy order; `service:path` for a sidecar's. */
    first_skipped: schemas/* array */.YOg(schemas/* string */.YjP()),
});
/** `<out>/<run-id>/<NNN>_<slug>/attempt_<NNN>/result.json` */
const attemptResultSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(ATTEMPT_RESULT_SCHEMA_VERSION),
    run_id: schemas/* string */.YjP(),
    task_id: schemas/* string */.YjP(),
    task_name: schemas/* string */.YjP(),
    task_checksum: schemas/* string */.YjP(),
    /** 1-based. */
    attempt: schemas/* number */.aig().int(),
    agent: schemas/* string */.YjP(),
    model: schemas/* string */.YjP().nullable(),
    status: attemptStatusSchema,
    /** Why: for `error` the infrastructure or verifier fault; for `failed` a short note (e.g. reward 0.5). */
    reason: schemas/* string */.YjP().nullable(),
    /** Flat `{name: number}` from reward.json, or `{reward: n}` from reward.txt; `{}` on error. */
    rewards: schemas/* record */.g1P(schemas/* string */.YjP(), finite()),
    /** The main reward; 0 when status is `error` (errors count 0, as Harbor). */
    reward: finite(),
    started_at: schemas/* string */.YjP(),
    finished_at: schemas/* string */.YjP(),
    duration_sec: finite(),
    timings: phaseTimingsSchema,
    exit_codes: schemas/* object */.Ikc({ agent: schemas/* number */.aig().int().nullable(), verifier: schemas/* number */.aig().int().nullable() }),
    timed_out: schemas/* object */.Ikc({ agent: schemas/* boolean */.zMY(), verifier: schemas/* boolean */.zMY() }),
    oom_killed: schemas/* boolean */.zMY(),
    /** Infrastructure retries spent before this result. */
    retries: schemas/* number */.aig().int().min(0),
    /** Older files only: what the name-based verifier guard stopped, kept and judged. */
    verifier_guard: verifierGuardSchema.nullable().optional(),
    /**
     * Where the verifier ran, and so what it trusted (run/trust-boundary.ts): `separate` and
     * `beside` in an environment of the pristine image, `in-environment` in the agent's; null: no
     * verifier ran; absent in older files.
     */
    verifier_isolation: verifier_isolation/* verifierIsolationSchema */.c.nullable().optional(),
    /** The paths copied from the agent into the verifier's own environment (its subject). */
    verifier_subject: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Tokens, turns and cost of the agent; null when it reports none (oracle, nop, command). */
    usage: usage/* usageSchema */.ht.nullable(),
    /** Multi-step tasks: each step that ran, in order; the attempt's reward is their roll-up. */
    steps: schemas/* array */.YOg(stepResultSchema).optional(),
    /** Compose tasks: each sidecar service, in start order. */
    services: schemas/* array */.YOg(serviceRecordSchema).optional(),
    /** Tasks with `[environment.healthcheck]`: how it went before the agent started. */
    healthcheck: healthcheckRecordSchema.nullable().optional(),
    /** Absent unless the copy cap was reached (and in files older than it). */
    copy_capped: copyCappedSchema.optional(),
});
/** Parses and validates result.json; a SchemaError names the file and the field at fault. */
function parseAttemptResult(text, file) {
    const raw = (0,schema_error/* parseJsonFile */.OW)(text, file);
    (0,schema_error/* checkSchemaVersion */.yE)(raw, file, [ATTEMPT_RESULT_SCHEMA_VERSION], 'attempt result');
    return (0,schema_error/* validate */.tf)(attemptResultSchema, raw, file);
}


/***/ }),

/***/ 17733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gk: () => (/* binding */ MAX_LEFT_OUT_SHARE),
/* harmony export */   Hf: () => (/* binding */ COMPARED_TASKS),
/* harmony export */   M4: () => (/* binding */ CompareError),
/* harmony export */   bP: () => (/* binding */ commonK),
/* harmony export */   hJ: () => (/* binding */ failingLevel),
/* harmony export */   jG: () => (/* binding */ leftOutText),
/* harmony export */   qB: () => (/* binding */ compareRuns),
/* harmony export */   qr: () => (/* binding */ MAX_MISSING_SHARE)
/* harmony export */ });
/* unused harmony export pValueText */
/* harmony import */ var _points_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74191);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97087);
/* harmony import */ var _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2411);
/* harmony import */ var _sensitivity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77773);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45613);
/* harmony import */ var _drift_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(33333);
/* harmony import */ var _suspects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12398);
/* harmony import */ var _valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8915);
// Head vs base comparison and the regression gate. Pure.
//
// One definition for every figure (stated once, in COMPARED_TASKS, and used by the headline, the
// metrics table, the check run, the job summary, the CLI and the action outputs): pass@k, pass^k
// and mean reward are means over the COMPARED tasks — tasks that ran on both sides under the same
// id (without a baseline: every head task) with at least k non-errored attempts on each side — of
// each task's estimate from its non-errored attempts. Errored attempts, new, removed and changed
// tasks are counted apart, and the report says how many were left out and why.
//
// Gate rule (checked by bench/gate-simulation.ts): Δ pass@k is the mean head − base pass@k over
// the compared tasks (the headline, the gate and the `delta` output). The gate fails when that
// drop is significant AND at least `minEffect`. Significant: the false-alarm budget 1 − confidence
// (one-sided: only a drop fails) is split in halves (Bonferroni) between two tests of the same Δ:
//   - the paired bootstrap over tasks: its two-sided `confidence` interval lies wholly below zero
//     (sees a drop spread over many tasks; treats tasks as a sample, so per-task drift is noise);
//   - a stratified exact test (each task a stratum, base vs head attempts, as Cochran–Mantel–
//     Haenszel): Δ is below what reshuffling each task's attempts between the sides gives, at
//     mid-p ≤ (1 − confidence) / 2 (sees a drop concentrated in a few tasks, which the bootstrap
//     mistakes for spread).
// Errored attempts never count as failures here (an infrastructure hiccup is not a regression).
//
// Inconclusive (never green: neutral, or failure with failOnError): the comparison rests on too
// few tasks (none compared, more than a fifth of the shared tasks left out for errored attempts,
// or more than a fifth of the base's tasks missing from the head), the errored attempts could
// hide a regression — counted as failures on both sides (as Harbor counts them) the same rule
// would fail the gate — or the errored-attempt rate rose significantly (a paired sign-flip test
// over tasks, so one or two extra errored attempts are never "significant").
// With failOnError four tests can fail the PR (the gate's two halves, the errors counted as
// failures, the rise), so each gets a quarter of the budget (strictGateOf); a result that holds at
// halves but not at quarters is neutral, never green.
//
// Flagged (never green: neutral, whatever failOnError): the gate did not fail, but a task is
// labelled regressed (or, with failOnError, a drop missed the quarter level). The suspects (suspects.ts: tasks that likely fell, with a probability) are
// listed whatever the verdict; they do not change it.
//
// Per-task label rule: "regressed"/"improved" need a one-sided Fisher test (mid-p) on the task's
// non-error attempts (successes of n, base vs head), with the false discovery rate over all paired
// tasks held at 1 − confidence (Benjamini–Hochberg). Testing 100 tasks at p ≤ 0.05 each would name
// a noisy task in about 4 of 10 PRs that change nothing; BH keeps that rare.








/** The definition of every figure of a comparison, in one sentence (the report states it once). */
const COMPARED_TASKS = 'pass@k, pass^k and mean reward are means over the compared tasks — the same task on both sides (without a baseline: every task) with at least k non-errored attempts on each — of each task’s figure from its non-errored attempts; errored attempts, new, removed and changed tasks are counted apart';
class CompareError extends Error {
    name = 'CompareError';
}
const DEFAULTS = {
    k: 1,
    confidence: 0.95,
    minEffect: 0.02,
    failOnError: false,
    bootstrapSamples: 2000,
    seed: 1,
    confirmation: null,
};
/** A share of shared tasks beyond which a comparison that left them out says nothing. */
const MAX_LEFT_OUT_SHARE = 0.2;
function compareRuns(base, head, opts = {}) {
    const options = resolveOptions(opts, base, head);
    const { k } = options;
    const { tasks, compared, leftOut } = matchTasks(base, head, k);
    labelByFalseDiscoveryRate(tasks, 1 - options.confidence);
    const figures = figuresOf(compared, k);
    const pairs = base === null ? [] : compared;
    const deltas = pairs.length > 0 ? metricDeltas(pairs, figures, options) : null;
    const causes = likelyCauses(pairs, tasks, options);
    const errors = errorLine(base, head, options);
    const errorsAsFailures = base === null ? null : errorsAsFailuresGate(base, head, options);
    const gateInput = {
        base,
        head,
        options,
        passDelta: deltas?.pass ?? null,
        // A confirmation round's test takes the stratified test's place (see ConfirmationEvidence).
        stratified: pairs.length > 0 && options.confirmation === null ? stratifiedDropP(pairs, options) : null,
        figures,
        leftOut,
        errors,
        errorsAsFailures,
        labelled: tasks.filter((t) => t.change === 'regressed').length,
    };
    const gate = options.failOnError && base !== null ? strictGateOf(gateInput, pairs) : gateOf(gateInput);
    const conclusion = gate.regression || gate.errorGate
        ? 'failure'
        : base === null || gate.inconclusive !== null || gate.flagged !== null
            ? 'neutral'
            : 'success';
    const comparison = {
        options,
        base: base === null ? null : runInfo(base),
        head: runInfo(head),
        tasks,
        counts: countClasses(tasks),
        figures,
        pairedTasks: pairs.length,
        unpairedTasks: base === null ? 0 : leftOut.errored,
        leftOut,
        passAtK: deltas?.pass ?? null,
        meanReward: deltas?.reward ?? null,
        sensitivity: causes.sensitivity,
        suspects: causes.suspects,
        errors,
        errorsAsFailures,
        gate,
        conclusion,
        verdict: '',
        regressions: tasks.filter((t) => t.change === 'regressed').map((t) => t.taskId),
        mismatches: base === null ? [] : mismatchesOf(base, head),
    };
    comparison.verdict = verdictText(comparison);
    return comparison;
}
/** The share of the base's tasks that may be missing from the head before a comparison says nothing. */
const MAX_MISSING_SHARE = 0.2;
/** The gate (see the rule at the top): two tests of Δ pass@k sharing the error budget, and min-effect. */
function gateOf(x) {
    const { options, passDelta } = x;
    const half = (1 - options.confidence) / 2;
    const confirmation = options.confirmation;
    const bootstrapDrop = confirmation !== null ? confirmation.round1Bootstrap : passDelta !== null && passDelta.high < 0;
    const stratifiedP = x.stratified?.p ?? null;
    const p = testP(x);
    const testDrop = p !== null && p <= half + 1e-12;
    const dropSignificant = passDelta !== null && passDelta.delta < 0 && (bootstrapDrop || testDrop);
    // With a confirmation round, min-effect is met by the drop the suspects account for: the other
    // tasks' noise in Δ would hide it again.
    const dropAboveMinEffect = passDelta !== null &&
        (confirmation !== null
            ? bootstrapDrop || isAtLeastMinEffect(confirmation.lost, options)
            : isAtLeastMinEffect(-passDelta.delta, options));
    const regression = dropSignificant && dropAboveMinEffect;
    const paired = x.figures.tasks;
    const inconclusive = inconclusiveReason({
        base: x.base,
        head: x.head,
        k: options.k,
        paired,
        shared: x.base === null ? 0 : paired + x.leftOut.errored,
        leftOut: x.leftOut,
        regression,
        errorsAsFailures: x.errorsAsFailures,
        errors: x.errors,
    });
    let flagged = null;
    if (x.base !== null && !regression && x.labelled > 0) {
        const why = dropSignificant && passDelta !== null
            ? `pass@${options.k} fell ${magnitude(passDelta.delta)} points, under the ${(options.minEffect * 100).toFixed(1)}-point minimum effect`
            : confirmation !== null
                ? `the confirmation round's suspect tasks passed about as often as predicted if nothing changed`
                : `the change in pass@${options.k} over all compared tasks is not significant`;
        flagged = `${x.labelled} task(s) labelled regressed, though ${why}`;
    }
    return {
        dropSignificant,
        bootstrapDrop,
        stratifiedP,
        drift: x.stratified?.drift ?? 1,
        confirmation,
        dropAboveMinEffect,
        regression,
        errorGate: options.failOnError && x.base !== null && (inconclusive !== null || x.errors.rose),
        inconclusive,
        flagged,
    };
}
/** The one-sided level of each test that can fail the PR: halves of 1 − confidence, quarters with fail-on-error. */
function failingLevel(options) {
    return (1 - options.confidence) / (options.failOnError ? 4 : 2);
}
/**
 * The gate with fail-on-error: four tests can fail the PR (the two halves of the pass@k gate, the
 * errors counted as failures, the rise in errors), so they share the one false-alarm budget
 * 1 − confidence in quarters; at halves each, as without the flag, a PR that changed nothing
 * failed in 6–7% of simulated PRs with 10% of attempts errored on both sides. What holds at
 * halves but not at quarters still keeps the report from ✅ (⚠️).
 */
function strictGateOf(x, pairs) {
    const usual = gateOf(x);
    const { options } = x;
    const level = failingLevel(options);
    // A bootstrap interval whose upper end is the one-sided bound at that level (same resamples).
    const strictOptions = { ...options, confidence: 1 - 2 * level };
    // Round 1's bootstrap failure under a confirmation round was already at this level.
    const bootstrapDrop = usual.bootstrapDrop &&
        (options.confirmation !== null || metricDeltas(pairs, x.figures, strictOptions).pass.high < 0);
    const p = testP(x);
    const stratifiedDrop = p !== null && p <= level + 1e-12;
    const regression = usual.regression && (bootstrapDrop || stratifiedDrop);
    const errorsAsFailures = x.errorsAsFailures?.regression === true
        ? errorsAsFailuresGate(x.base, x.head, strictOptions)
        : x.errorsAsFailures;
    const rose = x.errors.rose && x.errors.rise.pValue <= level + 1e-12;
    const strict = gateOf({ ...x, errorsAsFailures, errors: { ...x.errors, rose } });
    const errorGate = strict.inconclusive !== null || rose;
    const failing = regression || errorGate;
    let flagged = usual.flagged;
    if (!failing && usual.regression) {
        flagged = `pass@${options.k} fell ${magnitude(x.passDelta.delta)} points, significant at ${pct(failingLevel({ ...options, failOnError: false }))} one-sided but not at the ${pct(level)} each test gets when fail-on-error shares the ${pct(1 - options.confidence)} false-alarm budget four ways`;
    }
    return {
        ...usual,
        regression,
        errorGate,
        inconclusive: failing ? strict.inconclusive : (usual.inconclusive ?? null),
        flagged: failing ? usual.flagged : flagged,
    };
}
/** The p-value of the test beside the bootstrap: the stratified test's, or a confirmation round's. */
function testP(x) {
    return x.options.confirmation?.test.p ?? x.stratified?.p ?? null;
}
function pct(x) {
    return `${Math.round(x * 10000) / 100}%`;
}
/**
 * The stratified exact test (stats.ts) of Δ pass@k over the compared pairs: its one-sided p-value,
 * widened by the drift allowance (drift.ts), and that allowance.
 */
function stratifiedDropP(pairs, options) {
    const { k } = options;
    const strata = pairs.map(([b, h]) => ({
        baseValid: (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(b),
        baseSuccesses: b.successes,
        headValid: (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(h),
        headSuccesses: h.successes,
    }));
    const statistic = (s, headSuccesses, baseSuccesses) => (0,_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .passAtK */ .kc)(s.headValid, headSuccesses, k) - (0,_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .passAtK */ .kc)(s.baseValid, baseSuccesses, k);
    const p = (0,_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .stratifiedLowerP */ .NZ)(strata, statistic, options.bootstrapSamples, options.seed + 2);
    const drift = (0,_drift_js__WEBPACK_IMPORTED_MODULE_6__/* .driftDispersion */ .sE)(strata, statistic);
    return { p: (0,_drift_js__WEBPACK_IMPORTED_MODULE_6__/* .widenedLowerP */ .ip)(p, drift), drift };
}
/**
 * The empirical-Bayes model over the compared pairs: each row's probability that its pass rate
 * fell, the suspects (suspects.ts), and the drop the comparison could catch (sensitivity.ts).
 */
function likelyCauses(pairs, tasks, options) {
    if (pairs.length === 0)
        return { suspects: [], sensitivity: null };
    const counts = pairs.map(([b, h]) => ({ base: (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validCount */ .G)(b), head: (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validCount */ .G)(h) }));
    const model = (0,_suspects_js__WEBPACK_IMPORTED_MODULE_2__/* .fitSuspectModel */ .w0)(counts);
    const rows = new Map(tasks.map((t) => [t.taskId, t]));
    pairs.forEach(([, h], i) => {
        const row = rows.get(h.task_id);
        if (row)
            row.fell = model.fell[i];
    });
    const suspects = (0,_suspects_js__WEBPACK_IMPORTED_MODULE_2__/* .pickSuspects */ .mX)(model.fell).map((i) => pairs[i][1].task_id);
    for (const id of suspects)
        rows.get(id).suspect = true;
    const seen = (0,_sensitivity_js__WEBPACK_IMPORTED_MODULE_1__/* .sensitivity */ .yQ)({
        pairs: counts,
        prior: (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .pooledPrior */ .c)(counts),
        k: options.k,
        confidence: options.confidence,
        minEffect: options.minEffect,
        seed: options.seed,
    });
    return { suspects, sensitivity: seen };
}
/**
 * Every task of either side as a row, and which are compared (COMPARED_TASKS: the same task on
 * both sides, each with at least k non-errored attempts) as [base, head]; the rest counted apart.
 */
function matchTasks(base, head, k) {
    const tasks = [];
    const baseById = new Map((base?.tasks ?? []).map((t) => [t.task_id, t]));
    const matchedBase = new Set();
    const renamedBase = base === null ? new Map() : changedCandidates(base, head);
    const compared = [];
    const leftOut = { errored: 0, new: 0, removed: 0, changed: 0, reasons: [] };
    const leftOutReasons = new Map();
    const noteErrored = (t) => {
        leftOut.errored++;
        for (const r of t.reasons)
            leftOutReasons.set(r.reason, (leftOutReasons.get(r.reason) ?? 0) + r.count);
    };
    for (const h of head.tasks) {
        const b = base === null ? undefined : baseById.get(h.task_id);
        if (base === null || b !== undefined) {
            if (b)
                matchedBase.add(b.task_id);
            const row = b ? alignedRow(b, h) : singleRow(h, 'new');
            if ((b === undefined || (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(b) >= k) && (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(h) >= k) {
                row.compared = true;
                compared.push([b ?? null, h]);
            }
            else
                noteErrored((0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(h) < k || !b ? h : b);
            tasks.push(row);
            continue;
        }
        const renamed = renamedBase.get(h.task_name);
        if (renamed !== undefined) {
            matchedBase.add(renamed.task_id);
            leftOut.changed++;
            tasks.push({ ...alignedRow(renamed, h), change: 'changed', pValue: null });
        }
        else {
            leftOut.new++;
            tasks.push(singleRow(h, 'new'));
        }
    }
    for (const b of base?.tasks ?? []) {
        if (matchedBase.has(b.task_id))
            continue;
        leftOut.removed++;
        tasks.push(singleRow(b, 'removed'));
    }
    leftOut.reasons = [...leftOutReasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
    return { tasks, compared, leftOut };
}
/** Δ pass@k and Δ mean reward over the compared pairs, with paired-bootstrap intervals. */
function metricDeltas(compared, figures, options) {
    const { k } = options;
    const [pass, reward] = (0,_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .pairedBootstrap */ .Wx)([
        Float64Array.from(compared, ([b, h]) => validPassAtK(h, k) - validPassAtK(b, k)),
        Float64Array.from(compared, ([b, h]) => validMeanReward(h) - validMeanReward(b)),
    ], options.bootstrapSamples, options.confidence, options.seed);
    const delta = (base, head, i) => ({
        base,
        head,
        delta: i.estimate,
        low: i.low,
        high: i.high,
    });
    return {
        pass: delta(figures.passAtK[String(k)].base, figures.passAtK[String(k)].head, pass),
        reward: delta(figures.meanReward.base, figures.meanReward.head, reward),
    };
}
/**
 * The k to compare at: the one asked for, or the largest k both runs have (with a warning saying
 * so), the same for the CLI and the action. Never above either run's attempts, never below 1.
 */
function commonK(requested, base, head) {
    const common = Math.min(head.attempts, base?.attempts ?? Infinity);
    const k = Math.max(1, Math.min(requested, common));
    if (k >= requested)
        return { k, warning: null };
    const side = base !== null && base.attempts < head.attempts ? 'the baseline' : 'this run';
    return {
        k,
        warning: `pass@${requested} needs ${requested} attempts per task on both sides; ${side} has ${common}: compared at pass@${k}.`,
    };
}
function resolveOptions(opts, base, head) {
    const options = { ...DEFAULTS };
    for (const key of Object.keys(DEFAULTS)) {
        if (opts[key] !== undefined)
            options[key] = opts[key];
    }
    const { k, confidence, minEffect, bootstrapSamples } = options;
    if (!Number.isInteger(k) || k < 1)
        throw new CompareError(`k must be a whole number ≥ 1, got ${k}`);
    const attempts = Math.min(head.attempts, base?.attempts ?? Infinity);
    if (k > attempts)
        throw new CompareError(`pass@${k} needs at least ${k} attempts per task; the runs have ${attempts}`);
    if (!(confidence > 0 && confidence < 1))
        throw new CompareError(`confidence must be in (0, 1), got ${confidence}`);
    if (!(minEffect >= 0 && minEffect <= 1))
        throw new CompareError(`min-effect must be in [0, 1], got ${minEffect}`);
    if (!Number.isInteger(bootstrapSamples) || bootstrapSamples < 100) {
        throw new CompareError(`bootstrap samples must be a whole number ≥ 100, got ${bootstrapSamples}`);
    }
    return options;
}
/** A tiny epsilon so a drop of exactly minEffect (e.g. 0.1 − 0.08 in floating point) still counts. */
function isAtLeastMinEffect(drop, options) {
    return drop >= options.minEffect - 1e-12;
}
/** Base tasks a head task replaced: same display name, different checksum, the name unique on both sides. */
function changedCandidates(base, head) {
    const headIds = new Set(head.tasks.map((t) => t.task_id));
    const baseIds = new Set(base.tasks.map((t) => t.task_id));
    const unique = (tasks, others) => {
        const byName = new Map();
        for (const t of tasks) {
            if (others.has(t.task_id))
                continue;
            byName.set(t.task_name, byName.has(t.task_name) ? null : t);
        }
        return byName;
    };
    const baseByName = unique(base.tasks, headIds);
    const headByName = unique(head.tasks, baseIds);
    const result = new Map();
    for (const [name, b] of baseByName)
        if (b !== null && headByName.get(name))
            result.set(name, b);
    return result;
}
function side(t) {
    return {
        taskId: t.task_id,
        checksum: t.task_checksum,
        n: t.n,
        successes: t.successes,
        errors: t.errors,
        passRate: (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(t) === 0 ? null : t.successes / (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(t),
        meanReward: t.mean_reward,
        reasons: t.reasons,
        outputDir: t.output_dir,
    };
}
function isFlaky(t) {
    return t.successes > 0 && t.successes < (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(t);
}
/** A task on both sides; its label is set afterwards, over all tasks (labelByFalseDiscoveryRate). */
function alignedRow(b, h) {
    const bs = side(b);
    const hs = side(h);
    let pValue = null;
    const delta = bs.passRate === null || hs.passRate === null ? null : hs.passRate - bs.passRate;
    if (delta !== null) {
        pValue =
            delta === 0
                ? 1
                : delta < 0
                    ? (0,_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .fisherLowerMidP */ .h5)(b.successes, (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(b), h.successes, (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(h))
                    : (0,_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .fisherLowerMidP */ .h5)(h.successes, (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(h), b.successes, (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(b));
    }
    return {
        taskId: h.task_id,
        taskName: h.task_name,
        taskPath: h.task_path,
        change: 'unchanged',
        flaky: isFlaky(b) || isFlaky(h),
        errored: h.errors > 0,
        compared: false,
        base: bs,
        head: hs,
        delta,
        pValue,
        fell: null,
        suspect: false,
    };
}
function singleRow(t, change) {
    const s = side(t);
    return {
        taskId: t.task_id,
        taskName: t.task_name,
        taskPath: t.task_path,
        change,
        flaky: isFlaky(t),
        errored: t.errors > 0,
        compared: false,
        base: change === 'removed' ? s : null,
        head: change === 'new' ? s : null,
        delta: null,
        pValue: null,
        fell: null,
        suspect: false,
    };
}
/** pass@k over the non-error attempts (the caller made sure there are at least k). */
function validPassAtK(t, k) {
    return (0,_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .passAtK */ .kc)((0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(t), t.successes, k);
}
/**
 * Mean reward over the non-error attempts, from the per-attempt rewards (rewards and statuses are
 * both in attempt order); the stored mean only for a file without per-attempt rewards.
 */
function validMeanReward(t) {
    if (t.rewards.length !== t.statuses.length)
        return t.mean_reward;
    let sum = 0;
    let count = 0;
    for (let i = 0; i < t.statuses.length; i++) {
        if (t.statuses[i] === 'error')
            continue;
        sum += t.rewards[i];
        count++;
    }
    return count === 0 ? 0 : sum / count;
}
/**
 * Every figure over the same compared tasks: pass@j and pass^j up to k over all of them, and for
 * each j beyond k that some compared task can give, over those that can (tasksAt[j] of them).
 */
function figuresOf(compared, k) {
    const withBase = compared.length > 0 && compared[0][0] !== null;
    const room = (pair) => Math.min((0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(pair[1]), pair[0] === null ? Infinity : (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(pair[0]));
    let maxK = compared.length === 0 ? k : 0;
    for (const pair of compared)
        maxK = Math.max(maxK, room(pair));
    const figure = (over, f) => {
        const mean = (pick) => {
            if (pick === 0 && !withBase)
                return null;
            if (over.length === 0)
                return pick === 0 ? null : 0;
            let sum = 0;
            for (const pair of over)
                sum += f(pair[pick]);
            return sum / over.length;
        };
        return { base: mean(0), head: mean(1) };
    };
    const passAt = {};
    const passHat = {};
    const tasksAt = {};
    for (let j = 1; j <= maxK; j++) {
        const over = j <= k ? compared : compared.filter((pair) => room(pair) >= j);
        if (compared.length > 0 && over.length === 0)
            break;
        tasksAt[String(j)] = over.length;
        passAt[String(j)] = figure(over, (t) => (0,_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .passAtK */ .kc)((0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(t), t.successes, j));
        passHat[String(j)] = figure(over, (t) => (0,_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .passHatK */ .qv)((0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(t), t.successes, j));
    }
    return {
        tasks: compared.length,
        maxK: compared.length === 0 ? maxK : Object.keys(tasksAt).length,
        passAtK: passAt,
        passHatK: passHat,
        tasksAt,
        meanReward: figure(compared, validMeanReward),
    };
}
function errorLine(base, head, options) {
    const rate = (t) => (t.attempts === 0 ? 0 : t.errors / t.attempts);
    let rise = null;
    if (base !== null) {
        const baseById = new Map(base.tasks.map((t) => [t.task_id, t]));
        const diffs = [];
        for (const h of head.tasks) {
            const b = baseById.get(h.task_id);
            if (b)
                diffs.push(h.errors / h.n - b.errors / b.n);
        }
        if (diffs.length > 0) {
            rise = {
                delta: diffs.reduce((a, b) => a + b, 0) / diffs.length,
                pValue: (0,_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .signFlipPValue */ .Sp)(diffs, options.bootstrapSamples, options.seed + 1),
                tasks: diffs.length,
            };
        }
    }
    return {
        baseErrors: base?.totals.errors ?? 0,
        baseAttempts: base?.totals.attempts ?? 0,
        headErrors: head.totals.errors,
        headAttempts: head.totals.attempts,
        baseRate: base === null ? null : rate(base.totals),
        headRate: rate(head.totals),
        rose: rise !== null && rise.delta > 0 && rise.pValue <= (1 - options.confidence) / 2,
        rise,
    };
}
/**
 * The gate again with errored attempts counted as failures on both sides, over the shared tasks
 * with k attempts on each side: if that fails while the real gate does not, the errors could be
 * hiding a regression. Null when no shared task has an errored attempt (nothing would change).
 */
function errorsAsFailuresGate(base, head, options) {
    const baseById = new Map(base.tasks.map((t) => [t.task_id, t]));
    const diffs = [];
    let anyError = false;
    for (const h of head.tasks) {
        const b = baseById.get(h.task_id);
        if (!b || b.n < options.k || h.n < options.k)
            continue;
        if (b.errors > 0 || h.errors > 0)
            anyError = true;
        diffs.push((0,_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .passAtK */ .kc)(h.n, h.successes, options.k) - (0,_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .passAtK */ .kc)(b.n, b.successes, options.k));
    }
    if (!anyError)
        return null;
    const [d] = (0,_stats_js__WEBPACK_IMPORTED_MODULE_5__/* .pairedBootstrap */ .Wx)([Float64Array.from(diffs)], options.bootstrapSamples, options.confidence, options.seed);
    return {
        tasks: diffs.length,
        delta: d.estimate,
        low: d.low,
        high: d.high,
        regression: d.high < 0 && isAtLeastMinEffect(-d.estimate, options),
    };
}
function inconclusiveReason(x) {
    const why = x.k === 1 ? 'every attempt errored' : `fewer than ${x.k} attempts did not error`;
    if (x.base === null) {
        return x.head.tasks.length > 0 && x.paired === 0 ? `no task could be measured: ${why} in each` : null;
    }
    if (x.shared === 0)
        return x.head.tasks.length === 0 ? 'the head ran no task' : 'no task ran on both sides';
    if (x.paired === 0) {
        return `none of the ${x.shared} shared task(s) could be compared: in each, ${why} on a side`;
    }
    const baseTasks = x.base.tasks.length;
    if (baseTasks > 0 && x.leftOut.removed / baseTasks > MAX_MISSING_SHARE) {
        return `${x.leftOut.removed} of the base’s ${baseTasks} tasks are missing from the head (more than ${MAX_MISSING_SHARE * 100}%)`;
    }
    if (x.leftOut.errored / x.shared > MAX_LEFT_OUT_SHARE) {
        return `${x.leftOut.errored} of ${x.shared} shared tasks were left out for errored attempts (more than ${MAX_LEFT_OUT_SHARE * 100}%)`;
    }
    const e = x.errorsAsFailures;
    if (!x.regression && e !== null && e.regression) {
        return `the errored attempts could hide a regression: counted as failures, pass@${x.k} would fall ${magnitude(e.delta)} points (CI ${(0,_points_js__WEBPACK_IMPORTED_MODULE_7__/* .signedPoints */ ._)(e.low)} to ${(0,_points_js__WEBPACK_IMPORTED_MODULE_7__/* .signedPoints */ ._)(e.high)})`;
    }
    if (!x.regression && x.errors.rose && x.errors.rise !== null) {
        return `errored attempts rose significantly (${magnitude(x.errors.rise.delta)} points per task on average, ${pValueText(x.errors.rise.pValue)})`;
    }
    return null;
}
/** "p = 0.004", "p < 0.001". */
function pValueText(p) {
    return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}
/**
 * Benjamini–Hochberg over the paired tasks' one-sided p-values: labels regressed/improved only
 * while the expected share of false labels stays at most alpha. A task that passed every valid
 * attempt on both sides (or failed every one) cannot move under Fisher's conditional test, so it
 * is not counted among the hypotheses (Tarone's rule for discrete tests).
 */
function labelByFalseDiscoveryRate(tasks, alpha) {
    const testable = (t) => {
        const successes = t.base.successes + t.head.successes;
        return successes > 0 && successes < (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(t.base) + (0,_valid_attempts_js__WEBPACK_IMPORTED_MODULE_3__/* .validAttempts */ .F)(t.head);
    };
    const tested = tasks.filter((t) => t.change === 'unchanged' && t.pValue !== null && testable(t));
    const sorted = [...tested].sort((a, b) => a.pValue - b.pValue);
    const m = sorted.length;
    let cutoff = -1;
    sorted.forEach((t, i) => {
        if (t.pValue <= ((i + 1) / m) * alpha + 1e-12)
            cutoff = i;
    });
    for (let i = 0; i <= cutoff; i++) {
        const t = sorted[i];
        if (t.delta !== null && t.delta !== 0)
            t.change = t.delta < 0 ? 'regressed' : 'improved';
    }
}
function mismatchesOf(base, head) {
    const pairs = [
        ['agent', base.agent, head.agent],
        ['model', base.model ?? 'none', head.model ?? 'none'],
        ['attempts per task', base.attempts, head.attempts],
        ['tasks', base.tasks.length, head.tasks.length],
    ];
    return pairs.filter(([, b, h]) => b !== h).map(([name, b, h]) => `${name} ${String(b)} → ${String(h)}`);
}
function runInfo(s) {
    return {
        runId: s.run_id,
        label: s.label,
        agent: s.agent,
        model: s.model,
        attempts: s.attempts,
        source: s.source,
        totals: s.totals,
    };
}
function countClasses(tasks) {
    const counts = {
        regressed: 0,
        improved: 0,
        unchanged: 0,
        new: 0,
        removed: 0,
        changed: 0,
        flaky: 0,
        errored: 0,
    };
    for (const t of tasks) {
        counts[t.change]++;
        if (t.flaky)
            counts.flaky++;
        if (t.errored)
            counts.errored++;
    }
    return counts;
}
/** Unsigned percentage points, e.g. "8.0". */
function magnitude(fraction) {
    return (Math.round(Math.abs(fraction) * 1000) / 10).toFixed(1);
}
/**
 * "15 errored, 10 new, 10 removed": the tasks a comparison left out of its figures, by why (our
 * words and numbers only; the renderers add the errored tasks' reasons, escaped). Null when none.
 */
function leftOutText(c) {
    const o = c.leftOut;
    const k = c.options.k;
    const errored = k === 1 ? `${o.errored} with every attempt errored` : `${o.errored} with under ${k} non-errored attempts`;
    const parts = [
        o.errored > 0 ? `${errored}${c.base === null ? '' : ' on a side'}` : '',
        o.new > 0 ? `${o.new} new` : '',
        o.removed > 0 ? `${o.removed} removed` : '',
        o.changed > 0 ? `${o.changed} changed (same name, new content)` : '',
    ].filter((p) => p !== '');
    return parts.length === 0 ? null : parts.join(', ');
}
function verdictText(c) {
    const k = c.options.k;
    const parts = [];
    const d = c.passAtK;
    const failOnError = c.gate.errorGate ? ' (fails the gate: fail-on-error)' : '';
    if (c.base === null) {
        parts.push('No baseline: head results only.');
        if (c.gate.inconclusive !== null)
            parts.push(`${capitalize(c.gate.inconclusive)}.`);
    }
    else if (c.gate.inconclusive !== null && !c.gate.regression) {
        parts.push(`Inconclusive: ${c.gate.inconclusive}${failOnError}.`);
        if (d !== null)
            parts.push(`On the ${c.pairedTasks} compared task(s), pass@${k} ${(0,_points_js__WEBPACK_IMPORTED_MODULE_7__/* .signedPoints */ ._)(d.delta)} points.`);
    }
    else if (d === null) {
        parts.push('Nothing to compare: no task ran on both sides with enough non-errored attempts.');
    }
    else
        parts.push(...gateSentences(c, d));
    const e = c.errors;
    if (e.baseRate !== null && e.headRate > e.baseRate) {
        const rate = (x) => `${(x * 100).toFixed(1)}%`;
        const significance = e.rose
            ? `a significant rise${c.gate.errorGate && e.rise.pValue <= failingLevel(c.options) + 1e-12 ? ' (fails the gate: fail-on-error)' : ''}`
            : 'within noise';
        parts.push(`Errored attempts ${rate(e.baseRate)} → ${rate(e.headRate)} (${e.headErrors} of ${e.headAttempts}), ${significance}.`);
    }
    return parts.join(' ');
}
/** What a confirmation round's suspects did against the prediction (our words and numbers only). */
function confirmationText(c) {
    const t = c.test;
    return `confirmation round: the ${c.tasks} suspect task(s) passed ${t.observed} of ${t.attempts} fresh attempts, ${t.predicted.toFixed(1)} expected if nothing changed (${pValueText(t.p)}, drift τ = ${t.drift.toFixed(1)})`;
}
/** The verdict of a conclusive comparison: regression, flagged, improvement or no change, with the evidence. */
function gateSentences(c, d) {
    const k = c.options.k;
    const conf = `${Math.round(c.options.confidence * 1000) / 10}%`;
    const p = c.gate.stratifiedP;
    const drift = c.gate.drift > 1 ? ` with a drift allowance ×${c.gate.drift.toFixed(2)}` : '';
    const confirmed = c.gate.confirmation;
    const test = confirmed === null
        ? p === null
            ? ''
            : `; stratified test ${pValueText(p)}${drift}`
        : `; ${confirmationText(confirmed)}`;
    const evidence = `${conf} CI ${(0,_points_js__WEBPACK_IMPORTED_MODULE_7__/* .signedPoints */ ._)(d.low)} to ${(0,_points_js__WEBPACK_IMPORTED_MODULE_7__/* .signedPoints */ ._)(d.high)}${test}`;
    const effect = `${(c.options.minEffect * 100).toFixed(1)}-point minimum effect`;
    if (c.gate.regression && confirmed?.round1Bootstrap)
        return [
            `Regression: round 1's paired bootstrap already found a drop beyond min-effect over all tasks, which the confirmation round's few suspect tasks cannot clear; pass@${k} fell ${magnitude(d.delta)} points over both rounds (${evidence}).`,
        ];
    if (c.gate.regression && confirmed !== null)
        return [
            `Regression: pass@${k} fell ${magnitude(d.delta)} points (${evidence}); the suspect tasks alone account for a drop of ${magnitude(-confirmed.lost)} points over all compared tasks, beyond the ${effect}.`,
        ];
    if (c.gate.regression)
        return [`Regression: pass@${k} fell ${magnitude(d.delta)} points (${evidence}), beyond the ${effect}.`];
    const out = [];
    // Flagged with a drop beyond min-effect: fail-on-error's stricter level was not reached (strictGateOf).
    const strictMiss = c.gate.dropSignificant && c.gate.dropAboveMinEffect;
    if (c.gate.flagged !== null)
        out.push(`${strictMiss ? 'Not failing' : 'Check the tasks'}: ${c.gate.flagged}.`);
    if (strictMiss)
        return out;
    if (c.gate.dropSignificant)
        out.push(`No regression: pass@${k} fell ${magnitude(d.delta)} points (${evidence}), under the ${effect}.`);
    else if (d.low > 0)
        out.push(`Improvement: pass@${k} rose ${magnitude(d.delta)} points (${conf} CI ${(0,_points_js__WEBPACK_IMPORTED_MODULE_7__/* .signedPoints */ ._)(d.low)} to ${(0,_points_js__WEBPACK_IMPORTED_MODULE_7__/* .signedPoints */ ._)(d.high)}).`);
    else {
        const s = c.sensitivity;
        const seen = s === null
            ? ''
            : s.drop !== null
                ? `; it would catch a drop of ${magnitude(s.drop)} points in ${Math.round(_sensitivity_js__WEBPACK_IMPORTED_MODULE_1__/* .TARGET_POWER */ .sG * 100)}% of comparisons like this one`
                : `; ${s.cannot}`;
        out.push(`No significant change: pass@${k} ${(0,_points_js__WEBPACK_IMPORTED_MODULE_7__/* .signedPoints */ ._)(d.delta)} points (${evidence})${seen}.`);
    }
    return out;
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ }),

/***/ 99795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  My: () => (/* binding */ confirmBudget),
  d$: () => (/* binding */ confirmedComparison),
  HW: () => (/* binding */ planConfirmation)
});

// UNUSED EXPORTS: BORDERLINE_P, CONFIRM_MIN_PROBABILITY, DEFAULT_CONFIRM_SHARE, MAX_CONFIRM_ATTEMPTS_PER_TASK, MIN_CONFIRM_ATTEMPTS_PER_TASK, appendAttempts, combineRounds, confirmationEvidence

// EXTERNAL MODULE: ./src/results/compare.ts
var compare = __webpack_require__(17733);
// EXTERNAL MODULE: ./src/results/drift.ts
var drift = __webpack_require__(33333);
// EXTERNAL MODULE: ./src/results/rate-prior.ts
var rate_prior = __webpack_require__(2411);
;// CONCATENATED MODULE: ./src/results/confirm-test.ts
// The confirmation round's test: did the suspects' fresh head attempts pass less often than round 1
// predicts if nothing changed? Pure and deterministic.
//
// "Nothing changed" (empirical Bayes over every compared task of round 1): a task's base pass rate
// is drawn from the run's rate prior (rate-prior.ts); its head rate is that rate moved by drift,
// d ~ N(0, τ²) in log-odds (rates of the same task differ between runs). Given a suspect's round-1
// attempts (and its round-2 base attempts, where the round ran some), the posterior predicts how
// many of its round-2 head attempts pass. Tasks are independent, so the prediction for the sum
// over the suspects is the convolution of theirs, and p = P(sum ≤ observed).
//
// Why this test: round 2 goes where round 1 looked worst, so round 1's counts of those tasks are
// biased low. Conditioning on them (the posterior) undoes that pick exactly, whatever made it. Only
// the suspects' fresh attempts are tested, so the noise of the unchanged tasks does not dilute them.
//
// τ is fitted from round 1 by maximum likelihood under a mixture: each task drifts, or (a share π
// of them) broke, its head rate anywhere below its base rate. Drift moves rates both ways; a break
// only down. So tasks that broke are absorbed by π and cannot widen τ, while the rises of drifting
// tasks (and the falls that go with them) set τ. Fitting τ without the break term read breakage as
// drift (5 of 100 tasks broken looked like τ ≈ 1.5, and the test lost its power); fitting it from
// the rises alone missed most drift (rates near 0 or 1 rise too little to see in 3–5 attempts) and
// failed 7.7% of strong-drift PRs. Bench figures: bench/gate-simulation.ts, confirmation rows.


/**
 * The share of the prior spread evenly over the grid: a run's fitted prior can hold no mass where
 * none of its tasks sit (every task passes), and a suspect that fails at both commits must still be
 * believed when its attempts say so.
 */
const PRIOR_FLOOR = 0.1;
/** RATE_GRID is evenly spaced in log-odds by this step (rate-prior.ts). */
const GRID_STEP = 0.25;
/** Drift candidates for the fit (log-odds standard deviations). */
const DRIFT_CANDIDATES = Array.from({ length: 31 }, (_, i) => i * 0.1);
/** Shares of broken tasks the fit may use beside drift. */
const BREAK_SHARES = [0, 0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3];
/** Drift moves up to this many standard deviations are modelled. */
const DRIFT_SPAN_SD = 5;
/** The test over the suspects, with the prior and the drift fitted from every compared task's round 1. */
function predictiveTest(round1, suspects) {
    const pooled = (0,rate_prior/* pooledPrior */.c)(round1);
    const drift = fitDrift(pooled, round1);
    const prior = widened(pooled);
    const kernel = driftKernel(drift);
    const used = suspects.filter((s) => s.head.n > 0);
    let attempts = 0;
    let observed = 0;
    let lostRate = 0;
    for (const s of used) {
        attempts += s.head.n;
        observed += s.head.successes;
        lostRate += baseRateEstimate(prior, s) - s.head.successes / s.head.n;
    }
    // With round-2 base attempts, two readings of drift: it belongs to the runs (they ran at round 1's
    // base rate), or to the time (they ran at the rate the head has now, so an environment that broke
    // since the base run fails the base too). The suspects fail only if both readings say so.
    const readings = used.some((s) => s.base !== null && s.base.n > 0) ? [false, true] : [false];
    let p = used.length === 0 ? 1 : 0;
    let predicted = 0;
    for (const now of readings) {
        let distribution = new Float64Array([1]);
        let mean = 0;
        for (const s of used) {
            const prediction = predictHeadSuccesses(prior, kernel, s, now);
            prediction.forEach((q, x) => (mean += q * x));
            distribution = sumDistribution(distribution, prediction);
        }
        let below = 0;
        for (let x = 0; x <= observed && x < distribution.length; x++)
            below += distribution[x];
        if (below >= p) {
            p = below;
            predicted = mean;
        }
    }
    return { p: Math.min(1, p), tasks: used.length, attempts, observed, predicted, lostRate, drift };
}
/**
 * The drift τ that maximises the likelihood of round 1's counts, each task drifting N(0, τ²) in
 * log-odds or (a share π, fitted with it) broken to any rate below its base rate (see the top).
 * 0 with fewer than MIN_DRIFT_TASKS compared tasks (drift.ts): a handful of tasks cannot tell drift
 * from breakage (one task of ten that went 2/2 → 0/2 fits τ = 1.3 as well as a break).
 */
function fitDrift(prior, round1) {
    if (round1.filter((t) => t.base.n > 0 && t.head.n > 0).length < drift/* MIN_DRIFT_TASKS */.GZ)
        return 0;
    // Tasks with the same counts share one likelihood (a run of 3-attempt tasks has at most 16 kinds).
    const kinds = new Map();
    for (const t of round1) {
        if (t.base.n === 0 || t.head.n === 0)
            continue;
        const key = `${t.base.n}/${t.base.successes}/${t.head.n}/${t.head.successes}`;
        const kind = kinds.get(key);
        if (kind)
            kind.times++;
        else {
            const head = (0,rate_prior/* gridLikelihood */.BB)(t.head);
            kinds.set(key, { base: (0,rate_prior/* gridLikelihood */.BB)(t.base), head, broke: belowLikelihood(head), times: 1 });
        }
    }
    let best = 0;
    let bestLog = -Infinity;
    for (const sd of DRIFT_CANDIDATES) {
        const { span, weights } = driftKernel(sd);
        const parts = [...kinds.values()].map(({ base, head, broke, times }) => {
            let drifted = 0;
            let broken = 0;
            for (let g = 0; g < rate_prior/* RATE_GRID */.OG.length; g++) {
                const w = prior.weights[g] * base[g];
                if (w === 0)
                    continue;
                for (let j = 0; j < weights.length; j++)
                    drifted += w * weights[j] * head[moved(g, j, span)];
                broken += w * broke[g];
            }
            return { drifted, broken, times };
        });
        for (const share of BREAK_SHARES) {
            let log = 0;
            for (const { drifted, broken, times } of parts)
                log += times * Math.log(Math.max((1 - share) * drifted + share * broken, 1e-300));
            if (log > bestLog + 1e-9) {
                bestLog = log;
                best = sd;
            }
        }
    }
    return best;
}
/** At each base grid point, the head likelihood averaged over the grid points below it (a break). */
function belowLikelihood(head) {
    const out = new Float64Array(head.length);
    let sum = 0;
    for (let g = 0; g < head.length; g++) {
        out[g] = g === 0 ? head[0] : sum / g;
        sum += head[g];
    }
    return out;
}
function widened(prior) {
    const even = PRIOR_FLOOR / prior.weights.length;
    return { weights: prior.weights.map((w) => (1 - PRIOR_FLOOR) * w + even) };
}
function driftKernel(sd) {
    if (sd <= 0)
        return { span: 0, weights: new Float64Array([1]) };
    const span = Math.ceil((DRIFT_SPAN_SD * sd) / GRID_STEP);
    const weights = new Float64Array(2 * span + 1);
    let sum = 0;
    for (let j = 0; j < weights.length; j++) {
        const d = (j - span) * GRID_STEP;
        weights[j] = Math.exp(-(d * d) / (2 * sd * sd));
        sum += weights[j];
    }
    for (let j = 0; j < weights.length; j++)
        weights[j] = weights[j] / sum;
    return { span, weights };
}
/** The grid index a move of `j − span` steps from `g` lands on (moves beyond the grid's ends stay there). */
function moved(g, j, span) {
    return Math.min(rate_prior/* RATE_GRID */.OG.length - 1, Math.max(0, g + j - span));
}
/**
 * The predicted distribution of a suspect's round-2 head successes (index = successes). `now`: read
 * its round-2 base attempts as running at the rate the head has now; round 1's base attempts, from
 * another time, then say nothing about it (see predictiveTest).
 */
function predictHeadSuccesses(prior, kernel, s, now) {
    const base2 = s.base === null || s.base.n === 0 ? null : (0,rate_prior/* gridLikelihood */.BB)(s.base);
    const head = (0,rate_prior/* gridLikelihood */.BB)(s.round1.head);
    // Posterior weight of each head-rate grid point.
    const headRate = new Float64Array(rate_prior/* RATE_GRID */.OG.length);
    if (now && base2 !== null) {
        for (let h = 0; h < rate_prior/* RATE_GRID */.OG.length; h++)
            headRate[h] = prior.weights[h] * head[h] * base2[h];
    }
    else {
        const base = (0,rate_prior/* gridLikelihood */.BB)(s.round1.base);
        for (let g = 0; g < rate_prior/* RATE_GRID */.OG.length; g++) {
            const w = prior.weights[g] * base[g] * (base2 === null ? 1 : base2[g]);
            if (w === 0)
                continue;
            for (let j = 0; j < kernel.weights.length; j++) {
                const h = moved(g, j, kernel.span);
                headRate[h] += w * kernel.weights[j] * head[h];
            }
        }
    }
    let total = 0;
    for (const v of headRate)
        total += v;
    const out = new Float64Array(s.head.n + 1);
    for (let h = 0; h < rate_prior/* RATE_GRID */.OG.length; h++) {
        if (headRate[h] === 0)
            continue;
        const binomial = binomialPmf(s.head.n, rate_prior/* RATE_GRID */.OG[h]);
        for (let x = 0; x <= s.head.n; x++)
            out[x] += (headRate[h] / total) * binomial[x];
    }
    return out;
}
/** The posterior mean of a suspect's base pass rate from its base attempts (both rounds) and the prior. */
function baseRateEstimate(prior, s) {
    const base = (0,rate_prior/* gridLikelihood */.BB)(s.round1.base);
    const base2 = s.base === null || s.base.n === 0 ? null : (0,rate_prior/* gridLikelihood */.BB)(s.base);
    let sum = 0;
    let mean = 0;
    for (let g = 0; g < rate_prior/* RATE_GRID */.OG.length; g++) {
        const w = prior.weights[g] * base[g] * (base2 === null ? 1 : base2[g]);
        sum += w;
        mean += w * rate_prior/* RATE_GRID */.OG[g];
    }
    return sum > 0 ? mean / sum : 0;
}
function binomialPmf(n, p) {
    const out = new Float64Array(n + 1);
    let logC = 0;
    for (let x = 0; x <= n; x++) {
        if (x > 0)
            logC += Math.log(n - x + 1) - Math.log(x);
        out[x] = Math.exp(logC + x * Math.log(p) + (n - x) * Math.log1p(-p));
    }
    return out;
}
/** The distribution of the sum of two independent counts (index = value). */
function sumDistribution(a, b) {
    const out = new Float64Array(a.length + b.length - 1);
    for (let i = 0; i < a.length; i++)
        for (let j = 0; j < b.length; j++)
            out[i + j] += a[i] * b[j];
    return out;
}

// EXTERNAL MODULE: ./src/results/metrics.ts
var metrics = __webpack_require__(97087);
// EXTERNAL MODULE: ./src/results/totals.ts
var totals = __webpack_require__(65843);
// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/results/valid-attempts.ts
var valid_attempts = __webpack_require__(8915);
;// CONCATENATED MODULE: ./src/results/confirm.ts
// Confirm before failing: a second round of attempts on the suspect tasks only, and the final
// verdict over both rounds. Pure.
//
// The sequential rule (checked by bench/gate-simulation.ts, "confirmation round" rows):
//   Round 1 (every task, k attempts) decides "stands" or "confirm":
//     - stands: round 1 is clear (no task labelled or named, the stratified test's p at least
//       BORDERLINE_P), or no task is a candidate (no task's probability of having fallen reaches
//       CONFIRM_MIN_PROBABILITY: a drop spread so thin that more attempts on a few tasks would not
//       change it). Round 1's verdict is final.
//     - confirm: round 1 is borderline (the gate failed, a task is labelled regressed or named a
//       suspect, or the stratified p is under BORDERLINE_P) and some task is a candidate. Round 1
//       then fails the PR on its own only through its paired bootstrap (a drop spread over all
//       tasks, beyond min-effect, that a few suspects' attempts cannot clear): the bootstrap spends
//       its half of the level on round 1.
//   Round 2 runs extra head attempts on the candidates, most likely first, at least
//   MIN_CONFIRM_ATTEMPTS_PER_TASK each within the budget, and, where the workflow can (a job at the
//   baseline's commit), half of them as base attempts. The other half of the level goes to the
//   predictive test of the suspects' fresh head attempts (confirm-test.ts): conditioned on round 1,
//   so the pick of the worst-looking tasks does not bias it, with the drift between runs fitted
//   from round 1. The PR fails when that test holds, pass@k over both rounds fell, and the rate the
//   suspects lost, over all compared tasks, reaches min-effect. The report's rows, labels and Δ
//   are over both rounds' attempts.
//   Why few tasks with many attempts each (at least 9, candidates at probability 0.5): the test
//   sums the suspects' fresh successes, and every candidate that did not fall adds noise to that
//   sum. At 6 attempts from probability 0.2 the bench caught 80% of PRs where 5 of 100 tasks broke,
//   at 9 from 0.5 94%, at the same false-alarm rate under drift (bench/gate-simulation.ts).
// If round 2 does not finish (its job failed or was cancelled), the first verdict stands, and the
// report says so.






/** A stratified p below this makes round 1 borderline even without a named task. */
const BORDERLINE_P = 0.2;
/** Least probability of having fallen (suspects.ts) for a task to get confirmation attempts. */
const CONFIRM_MIN_PROBABILITY = 0.5;
/** Fewest extra attempts worth giving a task: the test gains more from a few firm suspects than from many vague ones. */
const MIN_CONFIRM_ATTEMPTS_PER_TASK = 9;
/** Most extra attempts one task gets, so one task cannot take the whole budget. */
const MAX_CONFIRM_ATTEMPTS_PER_TASK = 30;
/** The default budget: this share of the round-1 head attempts. */
const DEFAULT_CONFIRM_SHARE = 0.3;
/**
 * A budget from the `confirm-attempts` setting: `30%` (of the round-1 head attempts, rounded
 * down) or a whole number of attempts. Throws naming `field` and the fix.
 */
function confirmBudget(setting, headAttempts, field) {
    const text = setting.trim();
    const share = /^(\d+(?:\.\d+)?)%$/.exec(text);
    if (share && Number(share[1]) <= 1000)
        return Math.floor((headAttempts * Number(share[1])) / 100);
    if (/^\d+$/.test(text) && Number(text) <= 100_000)
        return Number(text);
    throw new Error(`${field} is '${setting}'; use a share of the run's attempts from 0% to 1000% (e.g. 30%), or a whole number of attempts up to 100000 (0: no confirmation round).`);
}
/**
 * Whether round 1 is borderline, and if so which tasks get how many extra attempts: head only, or
 * with `base` half of each task's share at the baseline's commit.
 */
function planConfirmation(c, budget, { base = false } = {}) {
    const reason = borderlineReason(c);
    const none = (leftOut) => ({ reason, tasks: [], attempts: 0, leftOut });
    if (reason === null)
        return none(0);
    const suspects = c.tasks
        .filter((t) => t.compared && t.fell !== null && t.fell >= CONFIRM_MIN_PROBABILITY)
        .sort((a, b) => b.fell - a.fell || byId(a, b));
    if (suspects.length === 0 || budget < 1)
        return none(suspects.length);
    const room = Math.max(1, Math.floor(budget / MIN_CONFIRM_ATTEMPTS_PER_TASK));
    const picked = suspects.slice(0, room);
    // One count for every task: the confirm job runs them all `attempts` times (the rest is unspent).
    const each = Math.min(MAX_CONFIRM_ATTEMPTS_PER_TASK, Math.floor(budget / picked.length));
    const baseAttempts = base ? Math.floor(each / 2) : 0;
    const tasks = picked.map((t) => ({
        taskId: t.taskId,
        taskName: t.taskName,
        taskPath: t.taskPath,
        attempts: each - baseAttempts,
        baseAttempts,
    }));
    return {
        reason,
        tasks,
        attempts: tasks.reduce((sum, t) => sum + t.attempts + t.baseAttempts, 0),
        leftOut: Math.max(0, suspects.length - room),
    };
}
function byId(a, b) {
    return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0;
}
/** Why round 1 is borderline (our words and numbers only), or null when it is clear. */
function borderlineReason(c) {
    if (c.base === null || c.pairedTasks === 0)
        return null;
    if (c.gate.regression)
        return 'the gate failed on the first round';
    if (c.regressions.length > 0)
        return `${c.regressions.length} task(s) labelled regressed`;
    if (c.suspects.length > 0)
        return `${c.suspects.length} suspect task(s) named`;
    const p = c.gate.stratifiedP;
    if (p !== null && p < BORDERLINE_P && (c.passAtK?.delta ?? 0) < 0)
        return `the stratified test is borderline (p = ${p.toFixed(3)})`;
    return null;
}
/**
 * The final verdict over both rounds (see the rule above): the report's rows, labels and Δ over
 * both rounds' attempts (round 2 appended to round 1 on the head, and on the base when `extraBase`
 * holds base attempts); the gate's test the predictive test of the suspects' round-2 attempts.
 * `round1`: the comparison of round 1 alone, as the caller already has it. `ignored`: round-2 tasks
 * round 1 does not have.
 */
function confirmedComparison(base, head, extra, options, extraBase = null, round1 = (0,compare/* compareRuns */.qB)(base, head, options)) {
    const { summary, ignored } = combineRounds(head, extra);
    const baseSide = extraBase === null ? { summary: base, ignored: [] } : combineRounds(base, extraBase);
    const comparison = (0,compare/* compareRuns */.qB)(baseSide.summary, summary, {
        ...options,
        confirmation: confirmationEvidence(round1, extra, extraBase),
    });
    // A round 2 that mostly errored says nothing about the suspects: it cannot clear them.
    const errors = extra.totals.errors + (extraBase?.totals.errors ?? 0);
    const attempts = extra.totals.attempts + (extraBase?.totals.attempts ?? 0);
    if (comparison.conclusion === 'success' && attempts > 0 && errors / attempts > compare/* MAX_LEFT_OUT_SHARE */.Gk) {
        comparison.conclusion = options.failOnError ? 'failure' : 'neutral';
        comparison.verdict = `Inconclusive: ${errors} of the confirmation round's ${attempts} attempts errored, so it could not clear the suspect tasks${options.failOnError ? ' (fails the gate: fail-on-error)' : ''}. ${comparison.verdict}`;
    }
    return { comparison, ignored: [...new Set([...ignored, ...baseSide.ignored])] };
}
/** The predictive test of round 2's tasks that round 1 compared, and round 1's bootstrap verdict. */
function confirmationEvidence(round1, extra, extraBase) {
    const pairs = new Map();
    for (const t of round1.tasks) {
        if (!t.compared || t.base === null || t.head === null)
            continue;
        pairs.set(t.taskId, { base: (0,valid_attempts/* validCount */.G)(t.base), head: (0,valid_attempts/* validCount */.G)(t.head) });
    }
    const baseById = new Map((extraBase?.tasks ?? []).map((t) => [t.task_id, t]));
    const suspects = extra.tasks.flatMap((t) => {
        const round = pairs.get(t.task_id);
        if (round === undefined)
            return [];
        const more = baseById.get(t.task_id);
        return [{ round1: round, head: (0,valid_attempts/* validCount */.G)(t), base: more === undefined ? null : (0,valid_attempts/* validCount */.G)(more) }];
    });
    const test = predictiveTest([...pairs.values()], suspects);
    return {
        test,
        tasks: test.tasks,
        lost: pairs.size === 0 ? 0 : test.lostRate / pairs.size,
        round1Bootstrap: bootstrapFailed(round1),
    };
}
/** Round 1 failed on its bootstrap interval (not the stratified test alone), beyond min-effect. */
function bootstrapFailed(c) {
    return c.conclusion === 'failure' && c.gate.bootstrapDrop && c.gate.dropAboveMinEffect;
}
/**
 * One side over both rounds: each task of `extra` (round 2) has its attempts appended to the same
 * task of `head` (round 1). A round-2 task that round 1 does not have (another checksum) is left
 * out and returned in `ignored`; the run's `attempts` stays round 1's (the k it was run with).
 */
function combineRounds(head, extra) {
    const extraById = new Map(extra.tasks.map((t) => [t.task_id, t]));
    const tasks = head.tasks.map((t) => {
        const more = extraById.get(t.task_id);
        extraById.delete(t.task_id);
        return more === undefined ? t : appendAttempts(t, more);
    });
    return {
        summary: { ...head, tasks, totals: (0,totals/* computeTotals */.x)(tasks, head.totals.invalid_tasks) },
        ignored: [...extraById.keys()],
    };
}
/** One task's summary over a's attempts then b's (the same task). */
function appendAttempts(a, b) {
    const n = a.n + b.n;
    const successes = a.successes + b.successes;
    const reasons = new Map();
    for (const r of [...a.reasons, ...b.reasons])
        reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + r.count);
    const curves = (0,metrics/* passCurves */.Ul)(n, successes);
    const usage = (0,results_usage/* sumUsage */.Rl)([a.usage, b.usage]);
    const total = a.duration_sec.total + b.duration_sec.total;
    return {
        ...a,
        n,
        successes,
        errors: a.errors + b.errors,
        statuses: [...a.statuses, ...b.statuses],
        rewards: [...a.rewards, ...b.rewards],
        reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((x, y) => y.count - x.count),
        pass_at_k: curves.passAtK,
        pass_hat_k: curves.passHatK,
        mean_reward: (a.mean_reward * a.n + b.mean_reward * b.n) / n,
        duration_sec: { mean: total / n, total, max: Math.max(a.duration_sec.max, b.duration_sec.max) },
        ...(usage === null ? {} : { usage }),
    };
}


/***/ }),

/***/ 33333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GZ: () => (/* binding */ MIN_DRIFT_TASKS),
/* harmony export */   ip: () => (/* binding */ widenedLowerP),
/* harmony export */   sE: () => (/* binding */ driftDispersion)
/* harmony export */ });
/* unused harmony exports DRIFT_MARGIN_SD, DRIFT_CAP, normalCdf */
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45613);
// Per-task drift allowance for the stratified test. Pure.
//
// Why: the stratified exact test (stats.ts) asks whether *these* tasks got worse, with each task's
// noise taken from its own attempts only. When pass rates move from run to run for reasons other
// than the PR (a drifting model, flaky environments), every task moves a little both ways, some of
// these tasks really got worse, and the test reads the net of that drift as a drop: at 89 × 5 with
// log-odds ± N(0, 1²) it fired in 4.3–4.5% of no-change PRs at its 2.5% share of the budget, and a
// confirmation round, which sharpens exactly the tasks that fell, made it worse.
//
// The allowance: an overdispersion factor φ ≥ 1 (quasi-likelihood) and the test's normal score
// divided by √φ. φ compares how far the tasks moved with how far their own attempts let them move
// under "nothing changed": each movable task scores min((observed − expected)², CAP × variance) of
// its statistic under its exact hypergeometric law, and φ is the summed score, less one standard
// deviation of chance, over its expected value. Why the cap: a regression is a few tasks moving a
// lot, drift is many tasks moving some; capped, five tasks that broke add at most CAP − 1 times
// their share of the variance each and cannot buy themselves a much wider test (uncapped, a spread
// measured over all tasks cost most of the power on concentrated drops). Why both directions and
// not the rises alone (drift looks symmetric): with most tasks near 0 or 1 a task can move one way
// only, and in exactly the drifting PRs that looked like a drop few tasks had room to rise, so the
// rises alone never widened the test where it fired. Why the margin: chance alone should rarely
// widen the test when nothing drifts. Measured by bench/gate-simulation.ts (the drift rows and the
// concentrated-drop rows on the same PRs).

/** How many standard deviations of chance the rises must exceed before the test is widened. */
const DRIFT_MARGIN_SD = 1;
/**
 * Fewest movable tasks to measure drift from: below, φ = 1. With a handful of movable tasks the
 * ones that broke are most of them, and drift cannot be told from breakage (three tasks of three
 * that all went 3/3 → 0/3 read as φ ≈ 2.5).
 */
const MIN_DRIFT_TASKS = 20;
/** Most a task's squared move counts, in multiples of its own variance under "nothing moved". */
const DRIFT_CAP = 2;
/**
 * The overdispersion factor φ ≥ 1 the tasks' rises show beyond their own attempts' noise (1 when
 * they show none, or fewer than MIN_DRIFT_TASKS tasks can move). Only tasks whose margins allow
 * more than one outcome count.
 */
function driftDispersion(strata, statistic) {
    let observed = 0;
    let expected = 0;
    let variance = 0;
    let movable = 0;
    for (const s of strata) {
        const dist = (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .stratumNull */ .up)(s, (h, b) => statistic(s, h, b));
        if (dist === null)
            continue;
        movable++;
        const cap = DRIFT_CAP * dist.variance;
        const score = (v) => Math.min(cap, (v - dist.mean) ** 2);
        observed += score(statistic(s, s.headSuccesses, s.baseSuccesses));
        let m2 = 0;
        let m4 = 0;
        for (let j = 0; j < dist.values.length; j++) {
            const p = dist.cdf[j] - (j === 0 ? 0 : dist.cdf[j - 1]);
            const up = score(dist.values[j]);
            m2 += p * up;
            m4 += p * up * up;
        }
        expected += m2;
        variance += Math.max(0, m4 - m2 * m2);
    }
    if (movable < MIN_DRIFT_TASKS || expected <= 0)
        return 1;
    return Math.max(1, (observed - DRIFT_MARGIN_SD * Math.sqrt(variance)) / expected);
}
/**
 * A one-sided lower p-value widened by φ: its normal score divided by √φ (a p above ½ is left
 * alone: widening never makes a rise look like a drop).
 */
function widenedLowerP(p, dispersion) {
    if (dispersion <= 1 || p >= 0.5)
        return p;
    const z = (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalQuantile */ .Zl)(Math.max(p, 1e-300));
    return normalCdf(z / Math.sqrt(dispersion));
}
/** Φ(z), the standard normal CDF (Abramowitz–Stegun 7.1.26 through erfc; |error| < 1.5e-7). */
function normalCdf(z) {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.3275911 * x);
    const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    const erfc = poly * Math.exp(-x * x);
    return z >= 0 ? 1 - erfc / 2 : erfc / 2;
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
/* unused harmony exports HISTORY_SCHEMA_VERSION, HISTORY_SCHEMA_VERSIONS, HISTORY_MAX_RUNS, historyRunSchema, historySchema, runTaskCounts */
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
/** A run's per-task counts with ids resolved. */
function runTaskCounts(history, run) {
    return run.task_counts.map(([index, n, successes, errors = 0]) => {
        const task = history.tasks[index];
        return { id: task.id, name: task.name, n, successes, errors };
    });
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

/***/ 4461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ buildLeaderboard)
/* harmony export */ });
/* unused harmony export LeaderboardError */
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17733);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45613);
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
    const confidence = opts.confidence ?? 0.95;
    const warnings = [];
    const fewest = entries.reduce((a, b) => (b.summary.attempts < a.summary.attempts ? b : a)).summary;
    const { k, warning } = (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .commonK */ .bP)(opts.k ?? 1, fewest, fewest);
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
        const [passAt1] = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .pairedBootstrap */ .Wx)([perTask], BOOTSTRAP_SAMPLES, confidence, SEED);
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
    const comparison = (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .compareRuns */ .qB)(best, other, {
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

/***/ 42958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ mergeShardSummaries)
/* harmony export */ });
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64042);
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65843);
// Merge the shard summaries of one run into one run summary, and say what is wrong with the set:
// stale shards from another run, duplicates, missing shards or tasks, shards that disagree on the
// agent. Pure: the report mode downloads the files, this decides what they add up to.


function mergeShardSummaries(inputs, plan) {
    const problems = [];
    const sorted = [...inputs].sort((a, b) => shardIndex(a) - shardIndex(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    const runId = plan?.run_id ?? majorityRunId(sorted);
    const sameRun = [];
    for (const input of sorted) {
        if (runId === null || input.summary.run_id === runId)
            sameRun.push(input);
        else {
            problems.push({
                kind: 'other-run',
                message: `${input.file} is from run ${input.summary.run_id}, not ${runId}; left out`,
                files: [input.file],
                shard: input.summary.shard?.index ?? null,
                task_ids: [],
            });
        }
    }
    const kept = dropDuplicateShards(sameRun, problems);
    const reference = kept[0]?.summary;
    if (reference !== undefined)
        checkConfig(kept, reference, problems);
    if (plan !== undefined) {
        for (const input of kept) {
            const count = input.summary.shard?.count;
            if (count !== undefined && count !== plan.shards.length) {
                problems.push({
                    kind: 'shard-count-mismatch',
                    message: `${input.file} says ${count} shards; the plan has ${plan.shards.length}`,
                    files: [input.file],
                    shard: input.summary.shard?.index ?? null,
                    task_ids: [],
                });
            }
        }
    }
    const plannedShard = new Map();
    if (plan !== undefined)
        for (const shard of plan.shards)
            for (const id of shard.task_ids)
                plannedShard.set(id, shard.index);
    const claims = claimTasks(kept, plannedShard, problems);
    checkCoverage(kept, claims, plan, problems);
    const tasks = [...claims.values()].map((c) => c.task);
    tasks.sort((a, b) => discoveryIndex(a) - discoveryIndex(b) || (a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : 0));
    const invalid = uniqueByDir(kept.flatMap((k) => k.summary.invalid_tasks));
    const warnings = uniqueByDir(kept.flatMap((k) => k.summary.task_warnings ?? []));
    return { summary: buildSummary(kept, runId, plan, tasks, invalid, warnings), problems };
}
function shardIndex(input) {
    return input.summary.shard?.index ?? Number.MAX_SAFE_INTEGER;
}
/** The run most summaries belong to (ties: the smallest id), when no plan names it. */
function majorityRunId(inputs) {
    const counts = new Map();
    for (const input of inputs)
        counts.set(input.summary.run_id, (counts.get(input.summary.run_id) ?? 0) + 1);
    let best = null;
    let bestCount = 0;
    for (const [id, count] of counts) {
        if (count > bestCount || (count === bestCount && best !== null && id < best)) {
            best = id;
            bestCount = count;
        }
    }
    return best;
}
function dropDuplicateShards(inputs, problems) {
    const byIndex = new Map();
    const kept = [];
    for (const input of inputs) {
        const index = input.summary.shard?.index;
        if (index === undefined)
            kept.push(input); // a whole-run summary: nothing to collide with by index
        else
            byIndex.set(index, [...(byIndex.get(index) ?? []), input]);
    }
    for (const [index, group] of byIndex) {
        // Later-finished wins (a re-run job); the input order (file name) breaks ties.
        let winner = group[0];
        for (const candidate of group.slice(1)) {
            if (Date.parse(candidate.summary.finished_at) > Date.parse(winner.summary.finished_at))
                winner = candidate;
        }
        kept.push(winner);
        if (group.length > 1) {
            const others = group.filter((g) => g !== winner).map((g) => g.file);
            problems.push({
                kind: 'duplicate-shard',
                message: `shard ${index} has ${group.length} summaries; kept ${winner.file}, left out ${others.join(', ')}`,
                files: [winner.file, ...others],
                shard: index,
                task_ids: [],
            });
        }
    }
    return kept.sort((a, b) => shardIndex(a) - shardIndex(b) || (a.file < b.file ? -1 : 1));
}
function checkConfig(kept, reference, problems) {
    const first = kept[0].file;
    for (const input of kept.slice(1)) {
        const s = input.summary;
        const diffs = [];
        if (s.agent !== reference.agent)
            diffs.push(`agent ${s.agent} (vs ${reference.agent})`);
        if (s.model !== reference.model)
            diffs.push(`model ${s.model ?? 'none'} (vs ${reference.model ?? 'none'})`);
        if (s.attempts !== reference.attempts)
            diffs.push(`attempts ${s.attempts} (vs ${reference.attempts})`);
        if (s.label !== reference.label)
            diffs.push(`label ${s.label} (vs ${reference.label})`);
        if (diffs.length > 0) {
            problems.push({
                kind: 'config-mismatch',
                message: `${input.file} differs from ${first}: ${diffs.join(', ')}`,
                files: [input.file, first],
                shard: s.shard?.index ?? null,
                task_ids: [],
            });
        }
    }
}
function claimTasks(kept, plannedShard, problems) {
    const claims = new Map();
    const duplicates = new Map();
    for (const input of kept) {
        const shard = input.summary.shard?.index ?? null;
        for (const task of input.summary.tasks) {
            const claim = { task, shard, file: input.file };
            const existing = claims.get(task.task_id);
            if (existing === undefined) {
                claims.set(task.task_id, claim);
                continue;
            }
            const all = duplicates.get(task.task_id) ?? [existing];
            all.push(claim);
            duplicates.set(task.task_id, all);
            // Inputs come in shard order, so the existing claim is the lowest shard's unless the plan says otherwise.
            const planned = plannedShard.get(task.task_id);
            if (planned !== undefined && shard === planned && existing.shard !== planned)
                claims.set(task.task_id, claim);
        }
    }
    for (const [taskId, all] of duplicates) {
        const winner = claims.get(taskId);
        problems.push({
            kind: 'duplicate-task',
            message: `task ${taskId} is in ${all.map((c) => `shard ${c.shard ?? '?'} (${c.file})`).join(' and ')}; kept shard ${winner.shard ?? '?'}`,
            files: all.map((c) => c.file),
            shard: winner.shard,
            task_ids: [taskId],
        });
    }
    return claims;
}
function checkCoverage(kept, claims, plan, problems) {
    const present = new Set();
    for (const input of kept)
        if (input.summary.shard !== null)
            present.add(input.summary.shard.index);
    if (plan === undefined) {
        // Without a plan only the shard count tells us what to expect; the missing shards' tasks are unknown.
        const count = Math.max(0, ...kept.map((k) => k.summary.shard?.count ?? 0));
        for (let index = 0; index < count; index++) {
            if (!present.has(index)) {
                problems.push({
                    kind: 'missing-shard',
                    message: `shard ${index} of ${count} has no summary`,
                    files: [],
                    shard: index,
                    task_ids: [],
                });
            }
        }
        return;
    }
    const planned = new Set();
    for (const shard of plan.shards) {
        for (const id of shard.task_ids)
            planned.add(id);
        if (!present.has(shard.index)) {
            problems.push({
                kind: 'missing-shard',
                message: `shard ${shard.index} of ${plan.shards.length} has no summary; its ${shard.task_ids.length} tasks are missing`,
                files: [],
                shard: shard.index,
                task_ids: [...shard.task_ids],
            });
            continue;
        }
        const missing = shard.task_ids.filter((id) => !claims.has(id));
        if (missing.length > 0) {
            problems.push({
                kind: 'missing-task',
                message: `shard ${shard.index} ran without ${missing.length} planned task(s)`,
                files: [],
                shard: shard.index,
                task_ids: missing,
            });
        }
    }
    const unplanned = [...claims.keys()].filter((id) => !planned.has(id));
    if (unplanned.length > 0) {
        problems.push({
            kind: 'unplanned-task',
            message: `${unplanned.length} task(s) ran that the plan does not list`,
            files: [...new Set(unplanned.map((id) => claims.get(id).file))],
            shard: null,
            task_ids: unplanned,
        });
    }
}
/** Output folders are `<NNN>_<slug>` with NNN the discovery index: sort numerically (10000 > 999). */
function discoveryIndex(task) {
    const digits = /^\d+/.exec(task.output_dir);
    return digits === null ? Number.MAX_SAFE_INTEGER : Number(digits[0]);
}
/** Every shard discovers every task, so each reports the same invalid ones: keep one of each. */
function uniqueByDir(items) {
    const seen = new Map();
    for (const item of items) {
        const key = `${item.relative_dir}\0${item.file}\0${item.field ?? ''}\0${item.message}`;
        if (!seen.has(key))
            seen.set(key, item);
    }
    return [...seen.values()].sort((a, b) => a.relative_dir < b.relative_dir ? -1 : a.relative_dir > b.relative_dir ? 1 : 0);
}
function buildSummary(kept, runId, plan, tasks, invalid, warnings) {
    const reference = kept[0]?.summary;
    let start = Infinity;
    let end = -Infinity;
    for (const { summary } of kept) {
        const s = Date.parse(summary.started_at);
        const f = Date.parse(summary.finished_at);
        if (s < start)
            start = s;
        if (f > end)
            end = f;
    }
    const timed = Number.isFinite(start) && Number.isFinite(end);
    return {
        schema_version: _summary_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_SUMMARY_SCHEMA_VERSION */ .oO,
        kind: 'run',
        run_id: runId ?? '',
        label: reference?.label ?? plan?.label ?? 'default',
        shard: null,
        agent: reference?.agent ?? '',
        model: reference?.model ?? null,
        attempts: reference?.attempts ?? 0,
        concurrency: reference?.concurrency ?? 0,
        started_at: timed ? new Date(start).toISOString() : '',
        finished_at: timed ? new Date(end).toISOString() : '',
        duration_sec: timed ? Math.max(0, (end - start) / 1000) : 0,
        source: kept.find((k) => k.summary.source !== null)?.summary.source ?? null,
        tasks,
        invalid_tasks: invalid,
        task_warnings: warnings,
        stopped: mergeStopped(kept.map((k) => k.summary.stopped)),
        totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_1__/* .computeTotals */ .x)(tasks, invalid.length),
    };
}
/** Each shard stops on its own: the reasons, distinct, and every attempt any shard did not start. */
function mergeStopped(stops) {
    const present = stops.filter((s) => s !== null && s !== undefined);
    if (present.length === 0)
        return null;
    return {
        reason: [...new Set(present.map((s) => s.reason))].join('; '),
        not_started: present.flatMap((s) => s.not_started),
    };
}


/***/ }),

/***/ 97087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ul: () => (/* binding */ passCurves),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   kc: () => (/* binding */ passAtK),
/* harmony export */   qv: () => (/* binding */ passHatK)
/* harmony export */ });
/* unused harmony export binomial */
// Pass@k family of metrics. Pure; no I/O.
/** C(n, k) as a float; exact for the small n (attempts per task) this tool sees. */
function binomial(n, k) {
    if (k < 0 || k > n)
        return 0;
    let result = 1;
    for (let i = 1; i <= Math.min(k, n - k); i++)
        result = (result * (n - i + 1)) / i;
    return result;
}
/**
 * Unbiased pass@k estimator (Chen et al. 2021): 1 − C(n−c, k) / C(n, k).
 * Computed as a running product to stay stable for large n.
 */
function passAtK(n, c, k) {
    assertCounts(n, c, k);
    if (n - c < k)
        return 1;
    let miss = 1;
    for (let i = n - c + 1; i <= n; i++)
        miss *= 1 - k / i;
    return 1 - miss;
}
/** pass^k (tau-bench): probability that k attempts drawn without replacement all pass, C(c,k)/C(n,k). */
function passHatK(n, c, k) {
    assertCounts(n, c, k);
    if (c < k)
        return 0;
    let all = 1;
    for (let i = 0; i < k; i++)
        all *= (c - i) / (n - i);
    return all;
}
/** Both metrics for every k from 1 to n, keyed by k as a string (JSON object keys). */
function passCurves(n, c) {
    const at = {};
    const hat = {};
    for (let k = 1; k <= n; k++) {
        at[String(k)] = passAtK(n, c, k);
        hat[String(k)] = passHatK(n, c, k);
    }
    return { passAtK: at, passHatK: hat };
}
function mean(values) {
    if (values.length === 0)
        return 0;
    let sum = 0;
    for (const v of values)
        sum += v;
    return sum / values.length;
}
function assertCounts(n, c, k) {
    if (!Number.isInteger(n) ||
        !Number.isInteger(c) ||
        !Number.isInteger(k) ||
        n < 1 ||
        c < 0 ||
        c > n ||
        k < 1 ||
        k > n) {
        throw new RangeError(`pass@k needs integers 1 ≤ k ≤ n and 0 ≤ c ≤ n (got n=${n}, c=${c}, k=${k})`);
    }
}


/***/ }),

/***/ 26438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W6: () => (/* binding */ PlanError),
  Wv: () => (/* binding */ durationsFromSummary),
  nZ: () => (/* binding */ longestAttemptsFromSummary),
  vS: () => (/* reexport */ parsePlan),
  tF: () => (/* binding */ planShards),
  S1: () => (/* binding */ serializePlan)
});

// UNUSED EXPORTS: MAX_SHARDS, PLAN_SCHEMA_VERSION, PLAN_SCHEMA_VERSIONS, longestFirst, roundRobin, shardOfTask

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/run-summary.ts
var run_summary = __webpack_require__(49930);
// EXTERNAL MODULE: ./src/results/schema-error.ts
var schema_error = __webpack_require__(41772);
;// CONCATENATED MODULE: ./src/results/plan-file.ts
// `plan.json`: which tasks each shard of the GitHub job matrix runs. One zod definition gives its
// type, its reader and its published schema; the reader also checks the plan is self-consistent.



const PLAN_SCHEMA_VERSION = 1;
const PLAN_SCHEMA_VERSIONS = [PLAN_SCHEMA_VERSION];
/** GitHub's limit on jobs generated by one matrix. */
const MAX_SHARDS = 256;
const planShardSchema = schemas/* object */.Ikc({
    /** 0-based; equals the matrix value `shard` and the shard summary's `shard.index`. */
    index: schemas/* number */.aig().int().min(0),
    /** In discovery order (the order of the tasks given to planShards). */
    task_ids: schemas/* array */.YOg(schemas/* string */.YjP()),
    task_paths: schemas/* array */.YOg(schemas/* string */.YjP()),
    /**
     * Seconds the shard is expected to run its tasks (start-up not included): with the plan's
     * `concurrency`, wall seconds (attempt-seconds / concurrency, at least its longest attempt);
     * without, the sum of its tasks' attempt-seconds. Null when the plan was balanced by count.
     */
    estimated_sec: schemas/* number */.aig().min(0).nullable(),
    /** Distinct environments (images) its tasks need: the builds or pulls the shard expects. */
    builds: schemas/* number */.aig().int().min(0).optional(),
});
const planSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(PLAN_SCHEMA_VERSION),
    kind: schemas/* literal */.euz('plan'),
    label: schemas/* string */.YjP(),
    run_id: schemas/* string */.YjP().nullable(),
    created_at: schemas/* string */.YjP().nullable(),
    /** `duration`: longest-first on baseline durations; `count`: equal task counts. */
    strategy: schemas/* enum */.k5n(['duration', 'count']),
    task_count: schemas/* number */.aig().int().min(0),
    shards: schemas/* array */.YOg(planShardSchema).min(1).max(MAX_SHARDS),
    /**
     * Runners meant to run at once (`strategy.max-parallel`); the plan then has more, smaller
     * shards than that, largest first, so runners that finish early take the next. Null: one each.
     */
    max_parallel: schemas/* number */.aig().int().min(1).nullable().optional(),
    /** Attempts a shard runs at once, as planned (the run's `concurrency`); absent: not known to the plan. */
    concurrency: schemas/* number */.aig().int().min(1).optional(),
    /** Exactly what `strategy.matrix` needs: `{ "shard": [0, 1, …] }`. */
    matrix: schemas/* object */.Ikc({ shard: schemas/* array */.YOg(schemas/* number */.aig().int()) }),
    /** Task folders that failed to load at planning time; shard 0 reports them in its summary. */
    invalid_tasks: schemas/* array */.YOg(run_summary/* invalidTaskSchema */.EE).optional(),
});
/** Reads plan.json; rejects truncated JSON, unknown versions, and plans that are not self-consistent. */
function parsePlan(text, file) {
    const raw = (0,schema_error/* parseJsonFile */.OW)(text, file);
    (0,schema_error/* checkSchemaVersion */.yE)(raw, file, PLAN_SCHEMA_VERSIONS, 'plan');
    const plan = (0,schema_error/* validate */.tf)(planSchema, raw, file);
    const fail = (field, detail) => {
        throw new schema_error/* SchemaError */.Ar(file, field, detail);
    };
    const owner = new Map();
    plan.shards.forEach((shard, i) => {
        const at = `shards[${i}]`;
        // Shards are listed in index order, 0-based.
        if (shard.index !== i)
            fail(`${at}.index`, `is ${shard.index}, expected ${i} (shards are listed in order)`);
        if (shard.task_paths.length !== shard.task_ids.length)
            fail(`${at}.task_paths`, `has ${shard.task_paths.length} entries, task_ids has ${shard.task_ids.length}`);
        shard.task_ids.forEach((id, j) => {
            const other = owner.get(id);
            if (other !== undefined)
                fail(`${at}.task_ids[${j}]`, `task ${id} is also planned in shard ${other}`);
            owner.set(id, i);
        });
    });
    if (owner.size !== plan.task_count)
        fail('task_count', `is ${plan.task_count} but the shards list ${owner.size} tasks`);
    const matrix = plan.matrix.shard;
    if (matrix.length !== plan.shards.length || matrix.some((value, i) => value !== i))
        fail('matrix.shard', `must be [0 … ${plan.shards.length - 1}], matching the shards`);
    return plan;
}

// EXTERNAL MODULE: ./src/config/run-settings.ts
var run_settings = __webpack_require__(76493);
;// CONCATENATED MODULE: ./src/results/shard-wall-time.ts
// How long a shard runs when it runs `concurrency` attempts at once: a runner's Docker engine runs
// 2, a remote provider (Daytona, Kubernetes) 32 or more, so the same tasks need fewer shards. The
// plan sizes shards by this once it knows the run's concurrency. Pure.

/** Why a concurrency cannot size a plan, or null when it can (the bounds the run itself accepts). */
function concurrencyProblem(concurrency) {
    const { min, max } = run_settings/* RUN_SETTINGS */._t.concurrency;
    if (Number.isInteger(concurrency) && concurrency >= min && concurrency <= max)
        return null;
    return `concurrency must be a whole number from ${min} to ${max} (attempts a shard runs at once), got ${concurrency}`;
}
/** Attempt-seconds run `concurrency` at a time; never shorter than the longest of those attempts. */
function wallSec(attemptSec, longestAttemptSec, concurrency) {
    return Math.max(attemptSec / concurrency, longestAttemptSec);
}
/**
 * Shards for `totalSec` attempt-seconds so that each runs about `targetSec`, its start-up included:
 * a shard does concurrency × (target − start-up) attempt-seconds. An attempt longer than that makes
 * its shard longer, but fuller shards would not help: a shard starts its attempts in turn (every
 * task's first, then every second, …), so the more it holds, the later a long attempt may start
 * (`npm run bench -- sharding`: packing shards to 32 × the longest attempt ran 1.8× longer).
 */
function shardsForTarget(totalSec, concurrency, targetSec, startupSec) {
    if (!(totalSec > 0))
        return 1;
    // A floor of one second: a target shorter than the start-up still makes finitely many shards.
    const workPerShard = Math.max(targetSec - startupSec, 1);
    return Math.max(1, Math.ceil(totalSec / (concurrency * workPerShard)));
}
/**
 * First run (no durations), attempts off the runner: shards of `concurrency` attempts each. A
 * remote provider's shard is not slowed by its runner's CPUs, so a shard with fewer attempts than
 * it runs at once would only add a start-up and a share of the provider's quota.
 */
function shardsForAttempts(totalAttempts, concurrency) {
    return Math.max(1, Math.ceil(totalAttempts / concurrency));
}

;// CONCATENATED MODULE: ./src/results/plan.ts
// The plan file (`plan.json`): which tasks each shard of the GitHub job matrix runs. The plan job
// writes it once and uploads it, so every shard runs exactly the planned tasks (its shape and
// reader are in plan-file.ts). Pure.



class PlanError extends Error {
    name = 'PlanError';
}
/**
 * Splits tasks into shards. With known durations: longest-processing-time-first greedy (each task,
 * longest first, goes to the least-loaded shard; ties by task_id then lowest shard), unknown tasks
 * costing the median known duration. Without: contiguous runs of equal size (±1) in discovery order.
 * Deterministic: the same tasks and options always give the same plan.
 */
function planShards(tasks, opts = {}) {
    const seen = new Set();
    for (const task of tasks) {
        if (seen.has(task.task_id))
            throw new PlanError(`task ${task.task_id} is listed twice`);
        seen.add(task.task_id);
        if (task.attempts !== undefined && !(Number.isInteger(task.attempts) && task.attempts >= 1))
            throw new PlanError(`attempts of task ${task.task_id} must be a whole number ≥ 1, got ${task.attempts}`);
    }
    if (opts.concurrency !== undefined) {
        const problem = concurrencyProblem(opts.concurrency);
        if (problem !== null)
            throw new PlanError(problem);
    }
    const estimates = estimateDurations(tasks, opts.durations);
    const unknown = tasks.map((t) => !opts.durations?.has(t.task_id) && !opts.durations?.has(t.task_name));
    const longest = estimates && longestAttempts(tasks, estimates, opts.longestAttemptSec);
    const count = shardCount(tasks, estimates, longest, opts);
    let groups;
    if (estimates === null)
        groups = contiguous(tasks.length, count);
    else {
        // Scheduled for runners: a task with no recorded duration counts as a long one (the 90th
        // percentile of the known), and shards holding one go first — what might run long starts early.
        const queued = opts.maxParallel !== undefined && count > opts.maxParallel;
        const sizing = queued ? cautiousEstimates(estimates, unknown) : estimates;
        const targets = queued ? shrinkingTargets(sizing, count, opts.maxParallel) : null;
        groups = environmentAware(tasks, sizing, count, targets && { sizes: targets, firstWave: opts.maxParallel, unknown });
        for (const group of groups)
            group.sort((a, b) => a - b); // back to discovery order
        // Largest first: GitHub starts matrix jobs in order, and a runner that frees up takes the next.
        if (opts.maxParallel !== undefined) {
            const guessed = (group) => (group.some((i) => unknown[i]) ? 1 : 0);
            groups.sort((a, b) => guessed(b) - guessed(a) || load(b, sizing) - load(a, sizing));
        }
    }
    const withEnvironments = tasks.some((t) => t.environment_hash !== undefined);
    const shards = groups.map((group, index) => ({
        index,
        task_ids: group.map((i) => tasks[i].task_id),
        task_paths: group.map((i) => tasks[i].task_path),
        estimated_sec: estimates === null ? null : round3(shardSec(group, estimates, longest, opts.concurrency)),
        ...(withEnvironments ? { builds: new Set(group.map((i) => tasks[i].environment_hash ?? i)).size } : {}),
    }));
    return {
        schema_version: PLAN_SCHEMA_VERSION,
        kind: 'plan',
        label: opts.label ?? 'default',
        run_id: opts.runId ?? null,
        created_at: opts.createdAt ?? null,
        strategy: estimates === null ? 'count' : 'duration',
        task_count: tasks.length,
        shards,
        ...(opts.maxParallel !== undefined ? { max_parallel: Math.min(opts.maxParallel, shards.length) } : {}),
        ...(opts.concurrency !== undefined ? { concurrency: opts.concurrency } : {}),
        matrix: { shard: shards.map((s) => s.index) },
    };
}
/** Per-task estimates, or null when no task has a known duration (then balance by count). */
function estimateDurations(tasks, durations) {
    if (durations === undefined || durations.size === 0)
        return null;
    const known = tasks.map((t) => {
        const sec = durations.get(t.task_id) ?? durations.get(t.task_name);
        return sec !== undefined && Number.isFinite(sec) && sec >= 0 ? sec : undefined;
    });
    const knownValues = known.filter((s) => s !== undefined);
    if (knownValues.length === 0)
        return null;
    const fallback = median(knownValues);
    return known.map((s) => s ?? fallback);
}
/**
 * Each task's longest attempt in seconds: the baseline's, else its estimate spread evenly over its
 * attempts, and never more than its estimate (the longest of its attempts cannot outlast them all).
 */
function longestAttempts(tasks, estimates, recorded) {
    return tasks.map((t, i) => {
        const sec = recorded?.get(t.task_id) ?? recorded?.get(t.task_name);
        const fallback = estimates[i] / (t.attempts ?? 1);
        return Math.min(estimates[i], sec !== undefined && Number.isFinite(sec) && sec >= 0 ? sec : fallback);
    });
}
/** A shard's estimate: attempt-seconds, or wall seconds when the concurrency is known. */
function shardSec(group, estimates, longest, concurrency) {
    const sec = load(group, estimates);
    if (concurrency === undefined)
        return sec;
    return wallSec(sec, Math.max(0, ...group.map((i) => longest[i])), concurrency);
}
function shardCount(tasks, estimates, longest, opts) {
    const taskCount = tasks.length;
    const check = (name, value) => {
        if (value !== undefined && (!Number.isInteger(value) || value < 1)) {
            throw new PlanError(`${name} must be a whole number ≥ 1, got ${value}`);
        }
    };
    check('shards', opts.shards);
    check('max-shards', opts.maxShards);
    check('max-parallel', opts.maxParallel);
    if (opts.targetShardSec !== undefined && !(opts.targetShardSec > 0)) {
        throw new PlanError(`target-shard-sec must be > 0, got ${opts.targetShardSec}`);
    }
    let wanted = 1;
    if (opts.shards !== undefined)
        wanted = opts.shards;
    else if (opts.maxParallel !== undefined)
        wanted = opts.maxParallel * shardsPerRunner(estimates, longest, opts);
    else if (opts.maxShards !== undefined) {
        if (estimates !== null && opts.targetShardSec !== undefined) {
            const total = estimates.reduce((a, b) => a + b, 0);
            const fit = opts.concurrency === undefined
                ? Math.ceil(total / opts.targetShardSec)
                : shardsForTarget(total, opts.concurrency, opts.targetShardSec, opts.startupSec ?? 60);
            wanted = Math.min(opts.maxShards, Math.max(1, fit));
        }
        else
            wanted = opts.maxShards; // no durations to size by: spread as wide as allowed
    }
    // First run off the runner: no shard with fewer attempts than it runs at once.
    if (opts.shards === undefined &&
        estimates === null &&
        opts.remoteAttempts &&
        opts.concurrency !== undefined) {
        const attempts = tasks.reduce((sum, t) => sum + (t.attempts ?? 1), 0);
        wanted = Math.min(wanted, shardsForAttempts(attempts, opts.concurrency));
    }
    // Never an empty shard (except the single shard of an empty plan: a matrix needs one entry).
    return Math.max(1, Math.min(wanted, taskCount, MAX_SHARDS));
}
function cautiousEstimates(estimates, unknown) {
    const known = estimates.filter((_, i) => !unknown[i]).sort((a, b) => a - b);
    const p90 = known.length > 0 ? known[Math.floor(0.9 * (known.length - 1))] : 0;
    return estimates.map((sec, i) => (unknown[i] ? Math.max(sec, p90) : sec));
}
/**
 * Up to 4 shards a runner, while a shard stays 10 start-ups long on average (start-up ≤ 10% of its
 * time); one when a single task outlasts a runner's share, which then sets the run's length alone.
 */
function shardsPerRunner(estimates, longest, opts) {
    if (estimates === null)
        return 1;
    // In wall seconds: with no concurrency given, one attempt-second each (the sizing before it).
    const concurrency = opts.concurrency ?? 1;
    const perRunner = estimates.reduce((a, b) => a + b, 0) / (opts.maxParallel * concurrency);
    const longestTask = Math.max(...estimates.map((sec, i) => wallSec(sec, longest[i], concurrency)));
    const startup = opts.startupSec ?? 60;
    // A task as long as a runner's share bounds the run by itself: more shards only add start-ups.
    if (longestTask >= perRunner)
        return 1;
    return Math.max(1, Math.min(4, Math.floor(perRunner / (10 * startup))));
}
function load(group, estimates) {
    return group.reduce((sum, i) => sum + estimates[i], 0);
}
/**
 * LPT over tasks, or over environments (tasks sharing one image move together, so a shard builds
 * or pulls it once) when that lengthens the longest shard by at most 5%.
 */
function environmentAware(tasks, estimates, count, queue) {
    const targets = queue?.sizes ?? null;
    const pack = (sec, keys, early) => queue === null ? longestFirst(sec, keys, count) : fillTargets(sec, keys, queue, early);
    const plain = pack(estimates, tasks.map((t) => t.task_id), tasks.map((_, i) => queue?.unknown[i] ?? false));
    const units = new Map();
    tasks.forEach((task, i) => {
        const key = task.environment_hash ?? `task:${task.task_id}`;
        units.set(key, [...(units.get(key) ?? []), i]);
    });
    if (units.size === tasks.length)
        return plain;
    // An environment of more than a shard's share is cut in pieces of about that size.
    const piece = load(estimates.map((_, i) => i), estimates) / count;
    const members = [...units.values()].flatMap((unit) => chunks(unit, estimates, piece));
    const grouped = pack(members.map((m) => load(m, estimates)), members.map((m) => tasks[m[0]].task_id), members.map((m) => m.some((i) => queue?.unknown[i] ?? false))).map((unitIndices) => unitIndices.flatMap((u) => members[u]));
    // How far the fullest shard runs past its share (its target, or the equal share).
    const share = load(estimates.map((_, i) => i), estimates) / count;
    const over = (groups) => Math.max(...groups.map((g, i) => load(g, estimates) - (targets?.[i] ?? share)));
    return over(grouped) <= over(plain) + 0.05 * share ? grouped : plain;
}
/**
 * Shard sizes for `runners` runners taking shards in order: the first wave large, later ones
 * smaller (half, a quarter, …), so the last shards, where a misestimate would show, are short.
 */
function shrinkingTargets(estimates, count, runners) {
    const perRunner = estimates.reduce((a, b) => a + b, 0) / Math.min(runners, count);
    const waves = Math.ceil(count / Math.min(runners, count));
    const weights = Array.from({ length: waves }, (_, w) => 2 ** -w);
    const sum = weights.reduce((a, b) => a + b, 0);
    return Array.from({ length: count }, (_, i) => (perRunner * weights[Math.floor(i / runners)]) / sum);
}
/**
 * Largest first, each to the shard with the most room left under its target. Items with a guessed
 * duration go first and only into the first wave: started at once, a guess that runs long is
 * absorbed by the later, smaller shards instead of starting late and running past everything.
 */
function fillTargets(sec, keys, queue, early) {
    const order = sec.map((_, i) => i);
    order.sort((a, b) => Number(early[b]) - Number(early[a]) ||
        sec[b] - sec[a] ||
        (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const groups = queue.sizes.map(() => []);
    const room = [...queue.sizes];
    // Guesses are spread: two long-tailed unknowns on one shard is where a plan goes most wrong.
    const guesses = new Array(room.length).fill(0);
    for (const item of order) {
        const candidates = early[item] ? Math.min(queue.firstWave, room.length) : room.length;
        let best = 0;
        for (let s = 1; s < candidates; s++) {
            const fewer = early[item] ? guesses[best] - guesses[s] : 0;
            if (fewer > 0 || (fewer === 0 && room[s] > room[best]))
                best = s;
        }
        if (early[item])
            guesses[best]++;
        groups[best].push(item);
        room[best] -= sec[item];
    }
    return groups;
}
/** Consecutive pieces of `unit` of at most `size` seconds each (a task longer than that alone). */
function chunks(unit, estimates, size) {
    const pieces = [[]];
    let current = 0;
    for (const i of unit) {
        if (current + estimates[i] > size && pieces.at(-1).length > 0) {
            pieces.push([]);
            current = 0;
        }
        pieces.at(-1).push(i);
        current += estimates[i];
    }
    return pieces;
}
/** LPT greedy: item indices per shard. Ties: longer first, then key ascending; lowest-loaded shard, then lowest index. */
function longestFirst(sec, keys, shardCount) {
    const order = sec.map((_, i) => i);
    order.sort((a, b) => sec[b] - sec[a] || (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    const groups = Array.from({ length: shardCount }, () => []);
    const loads = new Float64Array(shardCount);
    for (const item of order) {
        let best = 0;
        for (let s = 1; s < shardCount; s++)
            if (loads[s] < loads[best])
                best = s;
        groups[best].push(item);
        loads[best] += sec[item];
    }
    return groups;
}
/** Item i goes to shard i mod count: the naive split the bench compares LPT against. */
function roundRobin(itemCount, shardCount) {
    const groups = Array.from({ length: shardCount }, () => []);
    for (let i = 0; i < itemCount; i++)
        groups[i % shardCount].push(i);
    return groups;
}
/** Contiguous runs in discovery order, sizes differing by at most one (neighbouring tasks often share images). */
function contiguous(itemCount, shardCount) {
    const groups = [];
    let next = 0;
    for (let s = 0; s < shardCount; s++) {
        const size = Math.floor(itemCount / shardCount) + (s < itemCount % shardCount ? 1 : 0);
        groups.push(Array.from({ length: size }, (_, j) => next + j));
        next += size;
    }
    return groups;
}
/** Baseline seconds of each task's longest attempt, keyed as durationsFromSummary's. */
function longestAttemptsFromSummary(summary) {
    return byIdAndName(summary, (task) => task.duration_sec.max);
}
/**
 * Baseline durations from a previous run summary: a task costs its total attempt time, scaled to
 * `attempts` when this run uses a different attempt count. Keyed by task_id and by task_name
 * (a task whose checksum changed still gets its old duration).
 */
function durationsFromSummary(summary, attempts) {
    return byIdAndName(summary, (task) => attempts === undefined ? task.duration_sec.total : task.duration_sec.mean * attempts);
}
/** One value per task of the summary, by task_id and by task_name (the first task of a name wins). */
function byIdAndName(summary, value) {
    const values = new Map();
    for (const task of summary.tasks) {
        values.set(task.task_id, value(task));
        if (!values.has(task.task_name))
            values.set(task.task_name, value(task));
    }
    return values;
}
/** The planned shard that lists `taskId`, or undefined. */
function shardOfTask(plan, taskId) {
    for (const shard of plan.shards)
        if (shard.task_ids.includes(taskId))
            return shard.index;
    return undefined;
}
function serializePlan(plan) {
    return `${JSON.stringify(plan, null, 2)}\n`;
}
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function round3(value) {
    return Math.round(value * 1000) / 1000;
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

/***/ 3464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ DEFAULT_QUARANTINE_FILE),
/* harmony export */   mW: () => (/* binding */ parseQuarantine),
/* harmony export */   zn: () => (/* binding */ splitQuarantined)
/* harmony export */ });
/* unused harmony export QuarantineError */
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65843);

const DEFAULT_QUARANTINE_FILE = '.helios/quarantine.txt';
class QuarantineError extends Error {
    name = 'QuarantineError';
}
/**
 * One task a line, by its name or its folder (as in the task table); `#` starts a comment, blank
 * lines are skipped. A line that could never name a task (a control character) is refused with
 * the file and line.
 */
function parseQuarantine(text, file) {
    const entries = [];
    text.split(/\r?\n/).forEach((line, i) => {
        const entry = line.replace(/(^|\s)#.*$/, '').trim();
        if (entry === '')
            return;
        // eslint-disable-next-line no-control-regex
        if (/[\u0000-\u001f\u007f]/.test(entry))
            throw new QuarantineError(`${file}:${i + 1}: a control character in ${JSON.stringify(entry)}; write one task name or folder a line`);
        entries.push(entry);
    });
    return entries;
}
/** Takes the listed tasks (by name or folder) out of both sides. */
function splitQuarantined(base, head, entries) {
    const listed = new Set(entries);
    const matches = (t) => listed.has(t.task_name) || listed.has(t.task_path);
    const found = new Map();
    const take = (summary, side) => {
        const kept = [];
        for (const t of summary.tasks) {
            if (!matches(t)) {
                kept.push(t);
                continue;
            }
            const row = found.get(t.task_id) ?? { name: t.task_name, path: t.task_path, base: null, head: null };
            row[side] = t;
            found.set(t.task_id, row);
        }
        if (kept.length === summary.tasks.length)
            return summary;
        return { ...summary, tasks: kept, totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_0__/* .computeTotals */ .x)(kept, summary.invalid_tasks.length) };
    };
    const split = { base: base && take(base, 'base'), head: take(head, 'head') };
    const seen = [...found.values()].flatMap((t) => [t.name, t.path]);
    return { ...split, tasks: [...found.values()], unmatched: entries.filter((e) => !seen.includes(e)) };
}


/***/ }),

/***/ 2411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ gridLikelihood),
/* harmony export */   KL: () => (/* binding */ posterior),
/* harmony export */   OG: () => (/* binding */ RATE_GRID),
/* harmony export */   c: () => (/* binding */ pooledPrior),
/* harmony export */   i3: () => (/* binding */ marginal)
/* harmony export */ });
/* unused harmony export fitRatePrior */
// Empirical Bayes for per-task pass rates: how pass rates are spread over the tasks of a run,
// fitted from all of them, so one task's few attempts borrow strength from the rest. The prior is
// a distribution on a fixed grid of rates (a nonparametric maximum-likelihood fit by EM), which
// follows a benchmark's usual shape — most tasks always or never solved, a flaky middle — better
// than one Beta. Used to name the tasks most likely behind a drop (suspects.ts) and to say which
// drop a comparison could catch (sensitivity.ts). Pure and deterministic.
/** Pass rates from 0.05% to 99.95%, evenly spaced in log-odds (dense near 0 and 1). */
const RATE_GRID = Array.from({ length: 61 }, (_, i) => 1 / (1 + Math.exp(-(-7.5 + i * 0.25))));
const LN_RATE = RATE_GRID.map(Math.log);
const LN_MISS = RATE_GRID.map((p) => Math.log1p(-p));
/** Likelihood of a count at each grid rate, scaled so its largest value is 1 (binomial coefficient left out). */
function gridLikelihood(c) {
    const out = new Float64Array(RATE_GRID.length);
    let max = -Infinity;
    for (let g = 0; g < out.length; g++) {
        out[g] = c.successes * LN_RATE[g] + (c.n - c.successes) * LN_MISS[g];
        max = Math.max(max, out[g]);
    }
    for (let g = 0; g < out.length; g++)
        out[g] = Math.exp(out[g] - max);
    return out;
}
/**
 * The grid prior that maximises the likelihood of the counts (EM from a flat start, 300 steps:
 * stopping early keeps it smooth where the data say little). Counts with n = 0 are ignored; with
 * none at all the prior stays flat.
 */
function fitRatePrior(counts) {
    const used = counts.filter((c) => c.n > 0);
    const size = RATE_GRID.length;
    let weights = new Float64Array(size).fill(1 / size);
    if (used.length === 0)
        return { weights };
    // Identical counts share one likelihood row.
    const rows = new Map();
    for (const c of used) {
        const key = `${c.n}/${c.successes}`;
        const row = rows.get(key);
        if (row)
            row.times++;
        else
            rows.set(key, { like: gridLikelihood(c), times: 1 });
    }
    for (let step = 0; step < 300; step++) {
        const next = new Float64Array(size);
        for (const { like, times } of rows.values()) {
            let total = 0;
            for (let g = 0; g < size; g++)
                total += weights[g] * like[g];
            for (let g = 0; g < size; g++)
                next[g] += (times * weights[g] * like[g]) / total;
        }
        for (let g = 0; g < size; g++)
            next[g] = next[g] / used.length;
        weights = next;
    }
    return { weights };
}
/** The prior from each task's attempts on both sides pooled: one draw per task, as if nothing changed. */
function pooledPrior(pairs) {
    return fitRatePrior(pairs.map((p) => ({ n: p.base.n + p.head.n, successes: p.base.successes + p.head.successes })));
}
/** Σ_g w_g × Π likelihoods at g: the marginal likelihood (in the scaled units of gridLikelihood). */
function marginal(prior, ...likes) {
    let sum = 0;
    for (let g = 0; g < prior.weights.length; g++) {
        let term = prior.weights[g];
        for (const like of likes)
            term *= like[g];
        sum += term;
    }
    return sum;
}
/** The posterior over the grid given likelihoods (normalised). */
function posterior(prior, ...likes) {
    const out = new Float64Array(prior.weights.length);
    let sum = 0;
    for (let g = 0; g < out.length; g++) {
        let term = prior.weights[g];
        for (const like of likes)
            term *= like[g];
        out[g] = term;
        sum += term;
    }
    for (let g = 0; g < out.length; g++)
        out[g] = sum > 0 ? out[g] / sum : 1 / out.length;
    return out;
}


/***/ }),

/***/ 49930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ invalidTaskSchema),
/* harmony export */   HE: () => (/* binding */ parseRunSummary),
/* harmony export */   oO: () => (/* binding */ RUN_SUMMARY_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports RUN_SUMMARY_SCHEMA_VERSIONS, taskSummarySchema, runTotalsSchema, runSourceSchema, runSummarySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80737);
/* harmony import */ var _verifier_isolation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65743);
/* harmony import */ var _attempt_result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41873);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41772);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8233);
// `run_summary.json` (kind `run`) and each shard's `shard_summary.json` (kind `shard`): one zod
// definition gives the types, the reader and the published schema. Unknown extra fields are
// tolerated and left out (a newer writer may add optional ones); counts must agree with the
// statuses they summarise.





const RUN_SUMMARY_SCHEMA_VERSION = 1;
const RUN_SUMMARY_SCHEMA_VERSIONS = [RUN_SUMMARY_SCHEMA_VERSION];
const finite = () => zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().refine(Number.isFinite, 'expected a finite number');
const count = () => zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0);
/** `{ "1": 0.5, "2": 0.8 }`: keys are k as strings, every value in [0, 1]. */
const curve = () => zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1));
const taskSummarySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    task_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    task_name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    task_checksum: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Task folder relative to the discovery root, `/`-separated. */
    task_path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Output folder name, `<NNN>_<slug>`. */
    output_dir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    n: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    successes: count(),
    errors: count(),
    /** Attempt statuses in attempt order. */
    statuses: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_attempt_result_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptStatusSchema */ .n_),
    rewards: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(finite()),
    /** Distinct error/failure reasons with counts. */
    reasons: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), count: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1) })),
    pass_at_k: curve(),
    pass_hat_k: curve(),
    mean_reward: finite(),
    duration_sec: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ mean: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0), total: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0), max: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0) }),
    /** Sum over the attempts that reported usage; null or absent (older files) when none did. */
    usage: _usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usageSchema */ .ht.nullable().optional(),
    /**
     * Where its verifiers ran, and so what they trusted (run/trust-boundary.ts); the least isolated
     * of its attempts when they differ; absent in older files or when no verifier ran.
     */
    verifier_isolation: _verifier_isolation_js__WEBPACK_IMPORTED_MODULE_0__/* .verifierIsolationSchema */ .c.optional(),
    /** Multi-step tasks: per step, in order, how many attempts ran it and how many it passed. */
    steps: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), ran: count(), passed: count() })).optional(),
});
const runTotalsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    tasks: count(),
    attempts: count(),
    passed: count(),
    failed: count(),
    errors: count(),
    invalid_tasks: count(),
    /** Mean over tasks of the unbiased estimator, for every k ≤ attempts. */
    pass_at_k: curve(),
    pass_hat_k: curve(),
    raw_pass_rate: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0).max(1),
    mean_reward: finite(),
    /** Sum over tasks; null or absent (older files) when no attempt reported usage. */
    usage: _usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usageSchema */ .ht.nullable().optional(),
});
/** Where a run came from: filled by the action from the GitHub context, by the CLI from git. */
const runSourceSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    repository: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    sha: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    ref: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    workflow_run_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    workflow_run_url: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
});
// The task loader owns these two shapes; annotating them here keeps both definitions in step.
const invalidTaskSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    relative_dir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    field: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
});
const taskWarningSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    relative_dir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    field: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
});
const runSummarySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(RUN_SUMMARY_SCHEMA_VERSION),
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['run', 'shard']),
    run_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    label: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** 0-based index, like the plan's matrix; null for a whole run. */
    shard: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ index: count(), count: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1) }).nullable(),
    agent: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    concurrency: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    started_at: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    finished_at: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    duration_sec: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
    source: runSourceSchema.nullable(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(taskSummarySchema),
    invalid_tasks: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(invalidTaskSchema),
    /** task.toml fields that loaded but change nothing here; absent in older files. */
    task_warnings: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(taskWarningSchema).optional(),
    /**
     * Why the run started no further attempt (an answer every attempt would get, such as a rejected
     * key; several agent errors in a row; its budget spent) and the attempts it did not start: after a
     * fault they are recorded as `not started:` errors, after the budget they are not recorded at all.
     * Null or absent when nothing stopped it.
     */
    stopped: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        not_started: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ task_name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), attempt: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1) })),
    })
        .nullable()
        .optional(),
    totals: runTotalsSchema,
});
/**
 * Parses and validates a run or shard summary. Throws SchemaError naming `file` and the field for
 * truncated JSON, an unknown schema_version, a wrong kind, or a missing/mistyped field.
 */
function parseRunSummary(text, file, expectedKind) {
    const raw = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonFile */ .OW)(text, file);
    (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .checkSchemaVersion */ .yE)(raw, file, RUN_SUMMARY_SCHEMA_VERSIONS, 'run summary');
    const summary = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .validate */ .tf)(runSummarySchema, raw, file);
    const fail = (field, detail) => {
        throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .Ar(file, field, detail);
    };
    if (expectedKind !== undefined && summary.kind !== expectedKind)
        fail('kind', `expected a ${expectedKind} summary, got a ${summary.kind} summary`);
    if (summary.shard === null && summary.kind === 'shard')
        fail('shard', 'a shard summary needs {index, count}, got null');
    if (summary.shard && summary.shard.index >= summary.shard.count)
        fail('shard.index', `${summary.shard.index} is outside [0, ${summary.shard.count - 1}]`);
    summary.tasks.forEach((task, i) => checkCounts(task, `tasks[${i}]`, fail));
    return summary;
}
/** Counts and statuses must tell the same story, else pass@k would silently disagree with the table. */
function checkCounts(task, at, fail) {
    if (task.statuses.length !== task.n)
        fail(`${at}.statuses`, `has ${task.statuses.length} entries, n is ${task.n}`);
    const passed = task.statuses.filter((s) => s === 'passed').length;
    const errored = task.statuses.filter((s) => s === 'error').length;
    if (passed !== task.successes)
        fail(`${at}.successes`, `is ${task.successes} but statuses hold ${passed} passed`);
    if (errored !== task.errors)
        fail(`${at}.errors`, `is ${task.errors} but statuses hold ${errored} error`);
}


/***/ }),

/***/ 41772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   OW: () => (/* binding */ parseJsonFile),
/* harmony export */   tf: () => (/* binding */ validate),
/* harmony export */   yE: () => (/* binding */ checkSchemaVersion)
/* harmony export */ });
/* unused harmony export describeValue */
class SchemaError extends Error {
    file;
    field;
    detail;
    name = 'SchemaError';
    constructor(
    /** The file (or artifact name) being read. */
    file, 
    /** Dotted/indexed field path, e.g. `tasks[3].pass_at_k.1`; null when the whole file is at fault. */
    field, detail) {
        super(field === null ? `${file}: ${detail}` : `${file}: ${field}: ${detail}`);
        this.file = file;
        this.field = field;
        this.detail = detail;
    }
}
/** Parses JSON, turning a syntax error (typically a truncated upload) into a SchemaError. */
function parseJsonFile(text, file) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        const hint = text.trim().length === 0 ? 'the file is empty' : `not valid JSON (truncated?): ${why}`;
        throw new SchemaError(file, null, hint);
    }
}
/** Rejects an unknown `schema_version` before the shape is read, naming the versions this build reads. */
function checkSchemaVersion(raw, file, supported, what) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new SchemaError(file, null, `expected an object, got ${describeValue(raw)}`);
    const version = raw['schema_version'];
    if (version === undefined)
        throw new SchemaError(file, 'schema_version', `missing; not a ${what} file?`);
    if (!supported.includes(version))
        throw new SchemaError(file, 'schema_version', `unsupported version ${JSON.stringify(version)}; this build reads ${what} schema_version ${supported.join(', ')}`);
}
/** Validates `raw` against `schema`; the first problem becomes a SchemaError naming file and field. */
function validate(schema, raw, file, prefix = '') {
    const parsed = schema.safeParse(raw, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const field = [prefix, ...issue.path.map(pathPart)].join('').replace(/^\./, '');
    throw new SchemaError(file, field === '' ? null : field, issueText(issue));
}
/** `tasks[3].pass_at_k.1`: indexes in brackets, keys after dots. */
function pathPart(key) {
    return typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
}
const EXPECTED = {
    number: 'a finite number',
    int: 'an integer',
    string: 'a string',
    boolean: 'a boolean',
    object: 'an object',
    record: 'an object',
    array: 'an array',
    null: 'null',
};
function issueText(issue) {
    const input = issue.input;
    switch (issue.code) {
        case 'invalid_type':
            return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${describeValue(input)}`;
        case 'invalid_union':
            return `expected ${issue.message.replace(/^Invalid input:?\s*/i, '') || 'another shape'}, got ${describeValue(input)}`;
        case 'invalid_value':
            return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${JSON.stringify(input)}`;
        case 'too_small':
            return `${JSON.stringify(input)} is below the minimum ${String(issue.minimum)}`;
        case 'too_big':
            return `${JSON.stringify(input)} is above the maximum ${String(issue.maximum)}`;
        default:
            return issue.message;
    }
}
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (value === undefined)
        return 'missing';
    if (typeof value === 'number' || typeof value === 'boolean')
        return JSON.stringify(value);
    if (typeof value === 'string')
        return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    return `a ${typeof value}`;
}


/***/ }),

/***/ 77773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sG: () => (/* binding */ TARGET_POWER),
/* harmony export */   yQ: () => (/* binding */ sensitivity)
/* harmony export */ });
/* unused harmony export MIN_TASKS_FOR_SENSITIVITY */
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97087);
/* harmony import */ var _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2411);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45613);
// Which drop a comparison could catch: the smallest true drop in pass@k that the gate would catch
// in 80% of PRs like this one, or why no such number can be given. Pure and deterministic (seeded).
//
// Found by simulating this comparison again many times (posterior predictive): each task keeps its
// valid attempts per side; its pass rate is drawn from its posterior under the run's fitted prior
// (rate-prior.ts; both sides' attempts pooled, as if nothing changed); the head's rates are all
// scaled by one factor so that the mean true pass@k falls by D (a drop spread over every task in
// proportion to how often it passes). Each replica runs both halves of the gate (normal forms of
// the paired bootstrap and of the stratified test) and the min-effect rule; the drop where 80% of
// replicas fail the gate is found by bisection, the same random numbers for every D. Checked by
// bench/gate-simulation.ts: at a true drop of the printed size the gate fires in 80 ± 3% of PRs.



const TARGET_POWER = 0.8;
/**
 * The power the simulation aims at for TARGET_POWER in fact. Its replicas draw each task's rate
 * from the task's posterior, which a few attempts leave wider than the truth (6 passes of 6 fit a
 * rate of 0.95 about as well as 0.999), so simulated power runs about 4 points below what the gate
 * achieves; calibrated with bench/gate-simulation.ts (100 × 3, 40 × 5, 300 × 1, 89 × 5).
 */
const SIMULATED_POWER = 0.76;
const MIN_TASKS_FOR_SENSITIVITY = 10;
function sensitivity(input) {
    const { pairs } = input;
    if (pairs.length < MIN_TASKS_FOR_SENSITIVITY) {
        return {
            drop: null,
            cannot: `with ${pairs.length} compared task(s) (fewer than ${MIN_TASKS_FOR_SENSITIVITY}) it cannot say which drop it would catch`,
        };
    }
    const baseValid = pairs.reduce((a, p) => a + p.base.n, 0);
    const basePassed = pairs.reduce((a, p) => a + p.base.successes, 0);
    if (basePassed === baseValid) {
        return {
            drop: null,
            cannot: 'the base passed every compared attempt, so this run shows no failures to tell chance from a drop: it cannot say which drop it would catch',
        };
    }
    if (basePassed === 0)
        return { drop: null, cannot: 'the base passed no compared attempt: there is no pass to lose' };
    const replicas = drawReplicas(input);
    const power = powerCurve(input, replicas);
    const most = replicas.reduce((a, r) => Math.max(a, r.passAtK), 0);
    if (power(most) < SIMULATED_POWER) {
        return {
            drop: null,
            cannot: `even every pass lost would be caught in under ${TARGET_POWER * 100}% of comparisons like this one`,
        };
    }
    let low = 0;
    let high = most;
    // 9 halvings: to within 0.2% of the largest possible drop.
    for (let i = 0; i < 9; i++) {
        const mid = (low + high) / 2;
        if (power(mid) >= SIMULATED_POWER)
            high = mid;
        else
            low = mid;
    }
    return { drop: Math.max(high, input.minEffect), cannot: null };
}
/** Replicas per comparison: 200, fewer for very large runs (at least 40). */
function replicaCount(tasks) {
    return Math.max(40, Math.min(200, Math.floor(2e5 / tasks)));
}
function drawReplicas(input) {
    const { pairs, prior, k } = input;
    const random = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .mulberry32 */ .sK)(input.seed + 7);
    const cdfs = pairs.map((p) => {
        const post = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .posterior */ .KL)(prior, (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .gridLikelihood */ .BB)(p.base), (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .gridLikelihood */ .BB)(p.head));
        for (let g = 1; g < post.length; g++)
            post[g] += post[g - 1];
        return post;
    });
    return Array.from({ length: replicaCount(pairs.length) }, () => {
        const rate = new Float64Array(pairs.length);
        const baseSuccesses = new Int32Array(pairs.length);
        const headDraw = new Float64Array(pairs.length);
        let total = 0;
        pairs.forEach((p, i) => {
            const cdf = cdfs[i];
            const u = random() * cdf[cdf.length - 1];
            let g = 0;
            while (g < cdf.length - 1 && u > cdf[g])
                g++;
            rate[i] = _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .RATE_GRID */ .OG[g];
            for (let a = 0; a < p.base.n; a++)
                if (random() < rate[i])
                    baseSuccesses[i]++;
            headDraw[i] = random();
            total += truePassAtK(rate[i], k);
        });
        return { rate, baseSuccesses, headDraw, passAtK: total / pairs.length };
    });
}
/** 1 − (1 − p)^k: the chance that k attempts include a pass. */
function truePassAtK(rate, k) {
    return 1 - Math.pow(1 - rate, k);
}
/** The smallest x with P(Binomial(n, p) ≤ x) ≥ u. */
function binomialQuantile(u, n, p) {
    if (p <= 0)
        return 0;
    if (p >= 1)
        return n;
    let term = Math.pow(1 - p, n);
    let cdf = term;
    let x = 0;
    while (cdf < u && x < n) {
        term *= ((n - x) / (x + 1)) * (p / (1 - p));
        x++;
        cdf += term;
    }
    return x;
}
/** The factor f for which the mean true pass@k of the rates scaled by f is `target`. */
function scaleFor(r, target, k) {
    if (target <= 0)
        return 0;
    if (k === 1)
        return Math.min(1, target / r.passAtK);
    let low = 0;
    let high = 1;
    for (let i = 0; i < 30; i++) {
        const mid = (low + high) / 2;
        let sum = 0;
        for (const p of r.rate)
            sum += truePassAtK(mid * p, k);
        if (sum / r.rate.length < target)
            low = mid;
        else
            high = mid;
    }
    return (low + high) / 2;
}
function taskTables(pairs, k) {
    const shared = new Map();
    return pairs.map((p) => {
        const key = `${p.base.n}/${p.head.n}`;
        let t = shared.get(key);
        if (t !== undefined)
            return t;
        const total = p.base.n + p.head.n;
        t = {
            head: Float64Array.from({ length: p.head.n + 1 }, (_, x) => (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .passAtK */ .kc)(p.head.n, x, k)),
            base: Float64Array.from({ length: p.base.n + 1 }, (_, x) => (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .passAtK */ .kc)(p.base.n, x, k)),
            nullMean: new Float64Array(total + 1),
            nullVariance: new Float64Array(total + 1),
        };
        for (let m = 0; m <= total; m++) {
            const tables = t;
            const dist = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .stratumNull */ .up)({ baseValid: p.base.n, headValid: p.head.n, baseSuccesses: m, headSuccesses: 0 }, (h, b) => tables.head[h] - tables.base[b]);
            t.nullMean[m] = dist?.mean ?? NaN;
            t.nullVariance[m] = dist?.variance ?? 0;
        }
        shared.set(key, t);
        return t;
    });
}
/** D ↦ the share of replicas whose gate fails at a true drop of D. */
function powerCurve(input, replicas) {
    const { pairs, k, minEffect } = input;
    const z = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .normalQuantile */ .Zl)(1 - (1 - input.confidence) / 2);
    const tables = taskTables(pairs, k);
    const n = pairs.length;
    return (drop) => {
        let fired = 0;
        for (const r of replicas) {
            const f = scaleFor(r, Math.max(0, r.passAtK - drop), k);
            let sum = 0;
            let square = 0;
            let cube = 0;
            let nullMean = 0;
            let nullVariance = 0;
            for (let i = 0; i < n; i++) {
                const t = tables[i];
                const head = binomialQuantile(r.headDraw[i], pairs[i].head.n, f * r.rate[i]);
                const base = r.baseSuccesses[i];
                const d = t.head[head] - t.base[base];
                sum += d;
                square += d * d;
                cube += d * d * d;
                const variance = t.nullVariance[head + base];
                // Only tasks that can move carry null spread; a fixed task's difference is its own mean.
                nullMean += variance > 0 ? t.nullMean[head + base] : d;
                nullVariance += variance;
            }
            const mean = sum / n;
            const spread = Math.max(0, square / n - mean * mean);
            const bootstrapSe = Math.sqrt(spread / n);
            // The percentile bootstrap's upper end, skew included (Cornish–Fisher): a drop makes the
            // differences skewed, and the resampled means with them.
            const third = cube / n - 3 * mean * (square / n) + 2 * mean ** 3;
            const skew = spread > 0 ? third / spread ** 1.5 / Math.sqrt(n) : 0;
            const bootstrap = mean + bootstrapSe * (z + ((z * z - 1) * skew) / 6) < 0;
            const stratified = nullVariance > 0 && (sum - nullMean) / Math.sqrt(nullVariance) <= -z;
            if (-mean >= minEffect - 1e-12 && (bootstrap || stratified))
                fired++;
        }
        return fired / replicas.length;
    };
}


/***/ }),

/***/ 45613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NZ: () => (/* binding */ stratifiedLowerP),
/* harmony export */   Sp: () => (/* binding */ signFlipPValue),
/* harmony export */   Wx: () => (/* binding */ pairedBootstrap),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   h5: () => (/* binding */ fisherLowerMidP),
/* harmony export */   sK: () => (/* binding */ mulberry32),
/* harmony export */   up: () => (/* binding */ stratumNull)
/* harmony export */ });
/* unused harmony exports quantileSorted, fisherLowerP */
// Small statistics toolbox for the regression gate: a seeded PRNG, a paired bootstrap, Fisher's
// exact test. Pure and deterministic: the same inputs and seed give the same interval everywhere.
/** mulberry32: a tiny, fast 32-bit PRNG; good enough for resampling, reproducible by seed. */
function mulberry32(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** Type-7 (linear interpolation) quantile of an ascending-sorted array. */
function quantileSorted(sorted, q) {
    if (sorted.length === 0)
        return NaN;
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
/**
 * Paired bootstrap of the mean of per-task differences, for several metrics at once: each
 * resample draws tasks with replacement and uses the same draw for every metric, so the pairing
 * (task i's head vs task i's base) and the correlation between metrics are kept.
 * Returns the percentile interval at `confidence` (two-sided) for each metric.
 */
function pairedBootstrap(differences, samples, confidence, seed) {
    const n = differences[0]?.length ?? 0;
    const means = differences.map(() => new Float64Array(samples));
    const random = mulberry32(seed);
    const sums = new Float64Array(differences.length);
    for (let b = 0; b < samples; b++) {
        sums.fill(0);
        for (let i = 0; i < n; i++) {
            const pick = Math.floor(random() * n);
            for (let m = 0; m < differences.length; m++)
                sums[m] += differences[m][pick];
        }
        for (let m = 0; m < differences.length; m++)
            means[m][b] = sums[m] / n;
    }
    const tail = (1 - confidence) / 2;
    return differences.map((d, m) => {
        const sorted = means[m].sort();
        let sum = 0;
        for (let i = 0; i < n; i++)
            sum += d[i];
        return {
            estimate: n === 0 ? 0 : sum / n,
            low: quantileSorted(sorted, tail),
            high: quantileSorted(sorted, 1 - tail),
        };
    });
}
const logFactorials = [0];
function logFactorial(n) {
    for (let i = logFactorials.length; i <= n; i++)
        logFactorials.push(logFactorials[i - 1] + Math.log(i));
    return logFactorials[n];
}
function logChoose(n, k) {
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
/**
 * One-sided Fisher exact test that group B's success rate is lower than group A's:
 * P(A has ≥ cA successes | both margins), A ~ hypergeometric. cA of nA vs cB of nB.
 */
function fisherLowerP(cA, nA, cB, nB) {
    const total = nA + nB;
    const successes = cA + cB;
    const denominator = logChoose(total, nA);
    let p = 0;
    for (let x = cA; x <= Math.min(nA, successes); x++) {
        if (successes - x > nB)
            continue;
        p += Math.exp(logChoose(successes, x) + logChoose(total - successes, nA - x) - denominator);
    }
    return Math.min(1, p);
}
/**
 * The mid-p version of fisherLowerP: P(A > cA) + ½·P(A = cA). The exact test's p is never below
 * 1/C(nA+nB, nA) (0.05 for 3 attempts a side), so after a multiple-testing correction it could
 * never name a task; the mid-p is the usual remedy for that discreteness.
 */
function fisherLowerMidP(cA, nA, cB, nB) {
    const atLeast = fisherLowerP(cA, nA, cB, nB);
    const above = cA + 1 > Math.min(nA, cA + cB) ? 0 : fisherLowerP(cA + 1, nA, cB - 1, nB);
    return Math.min(1, above + (atLeast - above) / 2);
}
/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
function normalQuantile(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
    const a = [
        -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
        2.506628277459239,
    ];
    const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
    const c = [
        -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
        2.938163982698783,
    ];
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const tail = (q) => (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
        ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    if (p < 0.02425)
        return tail(Math.sqrt(-2 * Math.log(p)));
    if (p > 1 - 0.02425)
        return -tail(Math.sqrt(-2 * Math.log(1 - p)));
    const q = p - 0.5;
    const r = q * q;
    return (((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1));
}
/**
 * One-sided paired sign-flip (permutation) test that the mean of `differences` is above zero: under
 * "no change", each task's head and base are exchangeable, so each difference is as likely to have
 * either sign. The p-value is the share of sign assignments whose sum is at least the observed one:
 * exact (every assignment) when at most `exactUpTo` differences are non-zero, else estimated from
 * `samples` seeded random assignments, counting the observed one ((1 + hits) / (1 + samples)).
 * Unlike a percentile bootstrap it stays valid when only a handful of tasks moved: four tasks
 * with one more errored attempt each give p = 1/16, not a "significant" rise.
 */
function signFlipPValue(differences, samples, seed, exactUpTo = 16) {
    const moved = [];
    for (let i = 0; i < differences.length; i++)
        if (differences[i] !== 0)
            moved.push(differences[i]);
    if (moved.length === 0)
        return 1;
    const observed = moved.reduce((a, b) => a + b, 0);
    // A relative tolerance so sums equal up to rounding count as "at least as large".
    const tolerance = 1e-9 * moved.reduce((a, b) => a + Math.abs(b), 0);
    if (moved.length <= exactUpTo) {
        let hits = 0;
        const total = 2 ** moved.length;
        for (let mask = 0; mask < total; mask++) {
            let sum = 0;
            for (let i = 0; i < moved.length; i++)
                sum += mask & (1 << i) ? -moved[i] : moved[i];
            if (sum >= observed - tolerance)
                hits++;
        }
        return hits / total;
    }
    const random = mulberry32(seed);
    let hits = 0;
    for (let s = 0; s < samples; s++) {
        let sum = 0;
        for (const d of moved)
            sum += random() < 0.5 ? -d : d;
        if (sum >= observed - tolerance)
            hits++;
    }
    return (1 + hits) / (1 + samples);
}
/**
 * The null distribution of one task's head − base pass@k when its base and head attempts are
 * exchangeable (nothing changed): with both sides' successes fixed, the head's successes are
 * hypergeometric. `values[j]` is the difference when the head has `low + j` successes, `cdf[j]`
 * its cumulative probability. Null when the margins allow one outcome only (the task cannot move).
 */
function stratumNull(s, statistic) {
    const total = s.baseValid + s.headValid;
    const successes = s.baseSuccesses + s.headSuccesses;
    const low = Math.max(0, s.headValid - (total - successes));
    const high = Math.min(s.headValid, successes);
    if (low === high)
        return null;
    const denominator = logChoose(total, s.headValid);
    const values = [];
    const cdf = [];
    let cumulative = 0;
    let mean = 0;
    let square = 0;
    for (let x = low; x <= high; x++) {
        const p = Math.exp(logChoose(successes, x) + logChoose(total - successes, s.headValid - x) - denominator);
        const v = statistic(x, successes - x);
        cumulative += p;
        values.push(v);
        cdf.push(cumulative);
        mean += p * v;
        square += p * v * v;
    }
    for (let j = 0; j < cdf.length; j++)
        cdf[j] = cdf[j] / cumulative;
    return { values, cdf, mean, variance: Math.max(0, square - mean * mean) };
}
/**
 * Stratified exact test of a drop (each task a stratum, as in Cochran–Mantel–Haenszel): the
 * one-sided mid-p value of the summed per-task statistic under "within each task, base and head
 * attempts are exchangeable" — P(sum < observed) + ½ P(sum = observed), the remedy for a discrete
 * law that the per-task labels use too. The null distribution is the sum of independent per-task
 * hypergeometric outcomes: convolved exactly while that stays cheap (at most `exactUpTo` steps of
 * work; so for up to a few hundred tasks with equal attempts), else drawn `samples` times from a
 * seeded PRNG, p = (1 + draws below + ½ draws equal) / (1 + samples).
 * Unlike a bootstrap over tasks, its noise comes from the attempts of the tasks that can move
 * only: five tasks that broke are not diluted by their own spread.
 */
function stratifiedLowerP(strata, statistic, samples, seed, exactUpTo = 2_000_000) {
    let observed = 0;
    let fixed = 0;
    const moving = [];
    for (const s of strata) {
        const value = statistic(s, s.headSuccesses, s.baseSuccesses);
        observed += value;
        const dist = stratumNull(s, (h, b) => statistic(s, h, b));
        if (dist === null)
            fixed += value;
        else
            moving.push(dist);
    }
    if (moving.length === 0)
        return 1;
    const tolerance = 1e-9 * Math.max(1, strata.length);
    const exact = convolve(moving, exactUpTo);
    if (exact !== null) {
        let p = 0;
        for (const [sum, probability] of exact) {
            if (fixed + sum < observed - tolerance)
                p += probability;
            else if (fixed + sum <= observed + tolerance)
                p += probability / 2;
        }
        return Math.min(1, p);
    }
    const random = mulberry32(seed);
    let below = 0;
    let ties = 0;
    for (let b = 0; b < samples; b++) {
        let sum = fixed;
        for (const m of moving) {
            const u = random();
            let j = 0;
            while (j < m.cdf.length - 1 && u >= m.cdf[j])
                j++;
            sum += m.values[j];
        }
        if (sum < observed - tolerance)
            below++;
        else if (sum <= observed + tolerance)
            ties++;
    }
    return (1 + below + ties / 2) / (1 + samples);
}
/**
 * The distribution of a sum of independent discrete parts (sum → probability), or null past
 * `limit` steps of work. Sums within 1e-7 of each other are one value (1/3 + 1/3 is 2/3).
 */
function convolve(parts, limit) {
    const bucket = (x) => Math.round(x * 1e7);
    let dist = new Map([[0, { sum: 0, p: 1 }]]);
    let work = 0;
    for (const part of parts) {
        work += dist.size * part.values.length;
        if (work > limit)
            return null;
        const next = new Map();
        for (const { sum, p } of dist.values()) {
            for (let j = 0; j < part.values.length; j++) {
                const q = part.cdf[j] - (j === 0 ? 0 : part.cdf[j - 1]);
                const value = sum + part.values[j];
                const key = bucket(value);
                const entry = next.get(key);
                if (entry)
                    entry.p += p * q;
                else
                    next.set(key, { sum: value, p: p * q });
            }
        }
        dist = next;
    }
    return new Map([...dist.values()].map(({ sum, p }) => [sum, p]));
}


/***/ }),

/***/ 64042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ summarizeTask),
/* harmony export */   lj: () => (/* binding */ summarizeRun),
/* harmony export */   oO: () => (/* reexport safe */ _run_summary_js__WEBPACK_IMPORTED_MODULE_2__.oO)
/* harmony export */ });
/* unused harmony export summarizeTotals */
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65843);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97087);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8233);
/* harmony import */ var _run_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49930);
// Aggregation of attempt results into task and run summaries. Pure; the runner writes the file.





/** `results` may come in any order; they are sorted by attempt number. */
function summarizeTask(task, results) {
    const ordered = [...results].sort((a, b) => a.attempt - b.attempt);
    const n = ordered.length;
    const successes = ordered.filter((r) => r.status === 'passed').length;
    const errors = ordered.filter((r) => r.status === 'error').length;
    const rewards = ordered.map((r) => (r.status === 'error' ? 0 : r.reward));
    const durations = ordered.map((r) => r.duration_sec);
    const curves = n > 0 ? (0,_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .passCurves */ .Ul)(n, successes) : { passAtK: {}, passHatK: {} };
    return {
        ...task,
        n,
        successes,
        errors,
        statuses: ordered.map((r) => r.status),
        rewards,
        reasons: countReasons(ordered),
        pass_at_k: curves.passAtK,
        pass_hat_k: curves.passHatK,
        mean_reward: (0,_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .mean */ .i2)(rewards),
        duration_sec: {
            mean: (0,_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .mean */ .i2)(durations),
            total: sum(durations),
            max: durations.length ? Math.max(...durations) : 0,
        },
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .sumUsage */ .Rl)(ordered.map((r) => r.usage)),
        ...stepCounts(ordered),
        ...leastIsolated(ordered),
    };
}
/** From least to most isolated: a task is as trustworthy as its least isolated attempt. */
const ISOLATION_ORDER = ['in-environment', 'beside', 'separate'];
function leastIsolated(results) {
    const seen = new Set(results.map((r) => r.verifier_isolation));
    const least = ISOLATION_ORDER.find((isolation) => seen.has(isolation));
    return least ? { verifier_isolation: least } : {};
}
/** Per-step pass counts of a multi-step task, in step order (absent for single-step tasks). */
function stepCounts(results) {
    const counts = new Map();
    for (const step of results.flatMap((r) => r.steps ?? [])) {
        const count = counts.get(step.name) ?? { name: step.name, ran: 0, passed: 0 };
        count.ran += 1;
        if (step.status === 'passed')
            count.passed += 1;
        counts.set(step.name, count);
    }
    return counts.size > 0 ? { steps: [...counts.values()] } : {};
}
/** Run totals from task summaries: one implementation, shared with the shard merge. */
function summarizeTotals(tasks, invalidTasks) {
    return (0,_totals_js__WEBPACK_IMPORTED_MODULE_0__/* .computeTotals */ .x)(tasks, invalidTasks);
}
function summarizeRun(meta, tasks, invalidTasks, taskWarnings = []) {
    const durationSec = (Date.parse(meta.finished_at) - Date.parse(meta.started_at)) / 1000;
    return {
        schema_version: _run_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .RUN_SUMMARY_SCHEMA_VERSION */ .oO,
        ...meta,
        duration_sec: Number.isFinite(durationSec) ? Math.max(0, durationSec) : 0,
        tasks: [...tasks],
        invalid_tasks: [...invalidTasks],
        task_warnings: [...taskWarnings],
        totals: summarizeTotals(tasks, invalidTasks.length),
    };
}
function countReasons(results) {
    const counts = new Map();
    for (const r of results)
        if (r.reason)
            counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}
function sum(values) {
    let total = 0;
    for (const v of values)
        total += v;
    return total;
}


/***/ }),

/***/ 12398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T2: () => (/* binding */ SUSPECT_MAX_FALSE_SHARE),
/* harmony export */   mX: () => (/* binding */ pickSuspects),
/* harmony export */   w0: () => (/* binding */ fitSuspectModel),
/* harmony export */   zN: () => (/* binding */ SUSPECT_MIN_PROBABILITY)
/* harmony export */ });
/* harmony import */ var _rate_prior_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2411);
// Which tasks most likely caused a drop, with a probability for each. Pure.
//
// Model (empirical Bayes over all compared tasks of the run): each task's pass rate p is drawn
// from a prior fitted over both sides' counts (rate-prior.ts). A task is unchanged (head and base
// share one p) with prior probability π, or changed (head and base rates drawn independently from
// the same prior) with 1 − π; π is fitted by EM over the tasks. A task's
// probability that its pass rate fell is
//   P(changed | its attempts) × P(p_head < p_base | changed, its attempts).
// A no-change run fits π near 1, so no task gets a high probability; a run where a few tasks broke
// fits π below 1 and gives those tasks (and only those whose attempts say so) a high one.
// Suspects are the tasks ranked by that probability while it is at least 0.5 and the expected share
// of wrongly named tasks among those listed (the mean of 1 − probability) stays at most 30%.

/** Least probability for a task to be named, and the most expected share of wrongly named ones. */
const SUSPECT_MIN_PROBABILITY = 0.5;
const SUSPECT_MAX_FALSE_SHARE = 0.3;
/** The fitted model and each pair's probability that its pass rate fell. */
function fitSuspectModel(pairs) {
    const likes = pairs.map((p) => ({ base: (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .gridLikelihood */ .BB)(p.base), head: (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .gridLikelihood */ .BB)(p.head) }));
    const { prior, unchanged } = fitMixture(pairs, likes);
    const fell = likes.map(({ base, head }) => {
        const changed = posteriorChanged(logRatio(prior, base, head), unchanged);
        if (changed < 1e-4)
            return 0;
        return changed * probabilityBelow((0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .posterior */ .KL)(prior, head), (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .posterior */ .KL)(prior, base));
    });
    return { prior, unchanged, fell };
}
/** ln P(attempts | unchanged) − ln P(attempts | changed). */
function logRatio(prior, base, head) {
    return (Math.log((0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .marginal */ .i3)(prior, base, head)) - Math.log((0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .marginal */ .i3)(prior, base)) - Math.log((0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .marginal */ .i3)(prior, head)));
}
/**
 * The prior from each task's pooled attempts (one draw per task, as if nothing changed: a flaky
 * task's ordinary spread stays in the prior's middle), then the weight of "unchanged" by EM.
 */
function fitMixture(pairs, likes) {
    const prior = (0,_rate_prior_js__WEBPACK_IMPORTED_MODULE_0__/* .pooledPrior */ .c)(pairs);
    const ratios = likes.map(({ base, head }) => logRatio(prior, base, head));
    if (ratios.length === 0)
        return { prior, unchanged: 1 };
    let unchanged = 0.95;
    for (let step = 0; step < 500; step++) {
        let sum = 0;
        for (const r of ratios)
            sum += 1 - posteriorChanged(r, unchanged);
        const next = sum / ratios.length;
        if (Math.abs(next - unchanged) < 1e-7)
            return { prior, unchanged: next };
        unchanged = next;
    }
    return { prior, unchanged };
}
/** P(X < Y) for independent X, Y with the given distributions on the rate grid (ties count half). */
function probabilityBelow(x, y) {
    let above = 0;
    for (let g = 0; g < y.length; g++)
        above += y[g];
    let sum = 0;
    for (let g = 0; g < x.length; g++) {
        above -= y[g];
        sum += x[g] * (above + y[g] / 2);
    }
    return Math.min(1, Math.max(0, sum));
}
/** P(changed | attempts) from ln(L_unchanged / L_changed) and the prior weight of "unchanged". */
function posteriorChanged(logRatio, unchanged) {
    if (unchanged >= 1)
        return 0;
    if (unchanged <= 0)
        return 1;
    // 1 / (1 + π L0 / ((1 − π) L1)), in logs.
    const logOdds = Math.log(unchanged) - Math.log(1 - unchanged) + logRatio;
    return logOdds > 700 ? 0 : 1 / (1 + Math.exp(logOdds));
}
/**
 * Indices of the suspects, most likely first: probability at least SUSPECT_MIN_PROBABILITY while
 * the mean of (1 − probability) over the listed stays at most SUSPECT_MAX_FALSE_SHARE.
 */
function pickSuspects(fell) {
    const order = [...fell.keys()]
        .filter((i) => fell[i] >= SUSPECT_MIN_PROBABILITY)
        .sort((x, y) => fell[y] - fell[x] || x - y);
    let falseSum = 0;
    let keep = 0;
    order.forEach((i, j) => {
        falseSum += 1 - fell[i];
        if (falseSum / (j + 1) <= SUSPECT_MAX_FALSE_SHARE + 1e-12)
            keep = j + 1;
    });
    return order.slice(0, keep);
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
 */
function computeTotals(tasks, invalidCount) {
    let attempts = 0;
    let passed = 0;
    let errors = 0;
    let rewardSum = 0;
    let minN = Infinity;
    for (const task of tasks) {
        attempts += task.n;
        passed += task.successes;
        errors += task.errors;
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
    return {
        tasks: tasks.length,
        attempts,
        passed,
        failed: attempts - passed - errors,
        errors,
        invalid_tasks: invalidCount,
        pass_at_k: passAt,
        pass_hat_k: passHat,
        raw_pass_rate: attempts === 0 ? 0 : passed / attempts,
        mean_reward: tasks.length === 0 ? 0 : rewardSum / tasks.length,
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .sumUsage */ .Rl)(tasks.map((task) => task.usage)),
    };
}


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

/***/ 65743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ ISOLATION_TRUSTS),
/* harmony export */   c: () => (/* binding */ verifierIsolationSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// Where a verifier ran, and so what it trusted (the mechanism: run/trust-boundary.ts). Read by the
// result and summary schemas and the reports.

const verifierIsolationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['separate', 'beside', 'in-environment']);
const ISOLATION_TRUSTS = {
    separate: 'the declared artifacts, as data, in a fresh environment of the image',
    beside: "the agent's working directory, declared artifacts and the paths the tests name, as data in a fresh environment of the image, and the services the agent left on its network",
    'in-environment': "everything in the agent's environment: the verifier runs there (no isolation on this provider)",
};


/***/ }),

/***/ 16916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ pickEnv),
/* harmony export */   Vo: () => (/* binding */ relayProblem),
/* harmony export */   Xe: () => (/* binding */ refusedTasks),
/* harmony export */   eh: () => (/* binding */ isSecretName),
/* harmony export */   pN: () => (/* binding */ setUpAgent),
/* harmony export */   r2: () => (/* binding */ hostCaBundle),
/* harmony export */   wo: () => (/* binding */ defaultAgentCacheDir)
/* harmony export */ });
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

/***/ 69274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iA: () => (/* binding */ parseModelId),
/* harmony export */   tZ: () => (/* binding */ ModelIdError)
/* harmony export */ });
/* unused harmony export modelEnvNames */
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97504);
// Model ids as users type them (Helios, LiteLLM and provider spellings) → provider + model. Pure.

class ModelIdError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ModelIdError';
    }
}
const NATIVE = {
    anthropic: {
        provider: 'anthropic',
        keyEnv: ['ANTHROPIC_API_KEY'],
        baseUrlEnv: ['ANTHROPIC_BASE_URL'],
        defaultBaseUrl: null,
        keyRequired: true,
    },
    openai: {
        provider: 'openai',
        keyEnv: ['OPENAI_API_KEY'],
        baseUrlEnv: ['OPENAI_BASE_URL'],
        defaultBaseUrl: null,
        keyRequired: true,
    },
    google: {
        provider: 'google',
        keyEnv: ['GOOGLE_GENERATIVE_AI_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY'],
        baseUrlEnv: ['GOOGLE_GENERATIVE_AI_BASE_URL', 'GOOGLE_GEMINI_BASE_URL'],
        defaultBaseUrl: null,
        keyRequired: true,
    },
};
/** OpenAI-compatible servers by the prefixes LiteLLM and Helios users write. */
const COMPATIBLE = {
    'openai-compatible': {
        keyEnv: ['OPENAI_COMPATIBLE_API_KEY'],
        baseUrlEnv: ['OPENAI_COMPATIBLE_BASE_URL'],
        defaultBaseUrl: null,
    },
    vllm: {
        keyEnv: ['VLLM_API_KEY'],
        baseUrlEnv: ['VLLM_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
        defaultBaseUrl: 'http://127.0.0.1:8000/v1',
    },
    ollama: {
        keyEnv: ['OLLAMA_API_KEY'],
        baseUrlEnv: ['OLLAMA_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
        defaultBaseUrl: 'http://127.0.0.1:11434/v1',
    },
    litellm: {
        keyEnv: ['LITELLM_API_KEY'],
        baseUrlEnv: ['LITELLM_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
        defaultBaseUrl: 'http://127.0.0.1:4000/v1',
    },
    openrouter: {
        keyEnv: ['OPENROUTER_API_KEY'],
        baseUrlEnv: ['OPENROUTER_BASE_URL'],
        defaultBaseUrl: 'https://openrouter.ai/api/v1',
    },
};
const ALIASES = { gemini: 'google', vertex_ai: 'google', claude: 'anthropic' };
/** Every provider prefix a model id may start with (`anthropic/`, `vllm/`, `claude/` …). */
const PREFIXES = [...Object.keys(NATIVE), ...Object.keys(COMPATIBLE), ...Object.keys(ALIASES)];
function parseModelId(id) {
    const trimmed = id.trim();
    if (!trimmed)
        throw new ModelIdError('model is empty: give e.g. anthropic/claude-sonnet-4-5');
    const slash = trimmed.indexOf('/');
    if (slash > 0) {
        const prefix = trimmed.slice(0, slash).toLowerCase();
        const model = trimmed.slice(slash + 1);
        if (!model)
            throw new ModelIdError(`model "${id}" names no model after "${prefix}/"`);
        const native = NATIVE[ALIASES[prefix] ?? prefix];
        if (native)
            return { ...native, model };
        const compatible = COMPATIBLE[prefix];
        if (compatible)
            return { provider: 'openai-compatible', model, keyRequired: false, ...compatible };
    }
    const guessed = guessProvider(trimmed);
    if (guessed)
        return { ...NATIVE[guessed], model: trimmed };
    const meant = slash > 0 ? (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(trimmed.slice(0, slash), PREFIXES) : null;
    if (meant !== null)
        throw new ModelIdError(`model "${id}": "${trimmed.slice(0, slash)}" is not a provider; did you mean ${meant}/${trimmed.slice(slash + 1)}?`);
    throw new ModelIdError(`cannot tell the provider of model "${id}": write it as anthropic/…, openai/…, google/…, or openai-compatible/… with OPENAI_COMPATIBLE_BASE_URL set (also vllm/, ollama/, litellm/, openrouter/)`);
}
function guessProvider(model) {
    if (/^claude-/i.test(model))
        return 'anthropic';
    if (/^(gpt-|o\d|chatgpt-|codex-)/i.test(model))
        return 'openai';
    if (/^gemini-/i.test(model))
        return 'google';
    return null;
}
/** Every host variable this model may read (for passing to the host-side agent). */
function modelEnvNames(ref) {
    return [...ref.keyEnv, ...ref.baseUrlEnv];
}


/***/ }),

/***/ 41748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RO: () => (/* binding */ AGENT_NAMES),
  zj: () => (/* binding */ MODEL_AGENTS),
  A5: () => (/* binding */ defaultAgentName),
  cT: () => (/* binding */ resolveAgent),
  t0: () => (/* binding */ unknownAgentMessage)
});

// UNUSED EXPORTS: BUILTIN_AGENTS, UnknownAgentError

// EXTERNAL MODULE: ./src/run/agents/types.ts
var types = __webpack_require__(13965);
// EXTERNAL MODULE: ./src/run/agents/cost.ts
var cost = __webpack_require__(42239);
// EXTERNAL MODULE: ./src/run/agents/trajectory.ts
var trajectory = __webpack_require__(64999);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/run/agents/helios/bash-tool.ts

/** Keeps the first and the last `keep` bytes of everything written, and counts what fell between. */
class HeadTailBuffer extends external_node_stream_.Writable {
    keep;
    head = Buffer.alloc(0);
    tail = Buffer.alloc(0);
    total = 0;
    constructor(keep) {
        super();
        this.keep = keep;
    }
    _write(chunk, _encoding, callback) {
        this.total += chunk.length;
        let rest = chunk;
        if (this.head.length < this.keep) {
            const take = Math.min(this.keep - this.head.length, rest.length);
            this.head = Buffer.concat([this.head, rest.subarray(0, take)]);
            rest = rest.subarray(take);
        }
        if (rest.length > 0) {
            const joined = Buffer.concat([this.tail, rest]);
            this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - this.keep)));
        }
        callback();
    }
    text() {
        const cut = this.total - this.head.length - this.tail.length;
        const head = this.head.toString('utf8');
        if (cut <= 0)
            return head + this.tail.toString('utf8');
        return `${head}\n[… ${cut} bytes of output cut …]\n${this.tail.toString('utf8')}`;
    }
}
async function runBashTool(command, options) {
    const output = new HeadTailBuffer(options.keepBytes);
    const seconds = Math.max(1, Math.ceil(options.timeoutSec));
    // `timeout` runs inside the container: killing the exec client alone would leave the command running.
    const outcome = await options.container.exec({
        cmd: ['timeout', '-k', '2', String(seconds), 'bash', '-lc', command],
        user: options.user,
        workdir: options.workdir,
        stdout: output,
        stderr: output,
        timeoutMs: (seconds + 5) * 1000,
    });
    const timedOut = outcome.timedOut || outcome.exitCode === 124;
    return { output: output.text(), exitCode: outcome.exitCode, timedOut };
}
function describeResult(result, timeoutSec) {
    const status = result.timedOut
        ? `[command timed out after ${Math.ceil(timeoutSec)} s]`
        : `[exit code ${result.exitCode ?? 'unknown'}]`;
    return result.output ? `${result.output}\n${status}` : status;
}

// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js + 2 modules
var dist = __webpack_require__(49415);
// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var ai_dist = __webpack_require__(52535);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider/dist/index.js
var provider_dist = __webpack_require__(90583);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/run/agents/model-faults.ts
var model_faults = __webpack_require__(16763);
;// CONCATENATED MODULE: ./src/run/agents/helios/loop.ts
// The built-in agent's loop: ask the model, run the bash tool calls it makes, feed the outputs
// back, until it finishes, stops calling tools, or a limit (turns, tokens, cost, time) is hit.





const SYSTEM_PROMPT = [
    'You are an autonomous agent working in a Linux container. Complete the task you are given.',
    'Use the bash tool to run shell commands (each runs in a fresh shell in the working directory).',
    'Work without asking questions. When the task is done, call the finish tool.',
].join('\n');
const tools = {
    bash: (0,dist/* tool */.z6)({
        description: 'Run a shell command (bash -lc) in the task container and return its output and exit code.',
        inputSchema: schemas/* object */.Ikc({ command: schemas/* string */.YjP().describe('The command to run') }),
    }),
    finish: (0,dist/* tool */.z6)({
        description: 'Call when the task is complete.',
        inputSchema: schemas/* object */.Ikc({ summary: schemas/* string */.YjP().describe('What was done').optional() }),
    }),
};
async function runAgentLoop(input) {
    const messages = [{ role: 'user', content: input.instruction }];
    const steps = [userStep(input.instruction)];
    const turnUsages = [];
    const done = (stop, error = null) => ({
        steps,
        usage: (0,results_usage/* sumUsage */.Rl)(turnUsages) ?? {
            input_tokens: 0,
            cached_input_tokens: 0,
            output_tokens: 0,
            turns: 0,
            cost_usd: 0,
        },
        stop,
        error,
    });
    for (let turn = 0; turn < input.limits.maxTurns; turn++) {
        let result;
        try {
            result = await (0,ai_dist/* generateText */.Df5)({
                model: input.model,
                system: SYSTEM_PROMPT,
                messages,
                tools,
                maxRetries: input.limits.maxRetries,
                abortSignal: input.signal,
            });
        }
        catch (error) {
            if (input.signal.aborted)
                return done('timeout');
            return done('api-error', describeApiError(error));
        }
        const usage = turnUsage(result.usage, input.price);
        turnUsages.push(usage);
        messages.push(...result.response.messages);
        const step = {
            role: 'assistant',
            text: result.text || null,
            tool_calls: result.toolCalls.map((call) => ({
                id: call.toolCallId,
                name: call.toolName,
                arguments: call.input,
                output: null,
            })),
            usage: {
                input_tokens: usage.input_tokens,
                cached_input_tokens: usage.cached_input_tokens,
                output_tokens: usage.output_tokens,
            },
            timestamp: new Date().toISOString(),
        };
        steps.push(step);
        if (result.toolCalls.length === 0)
            return done('no-tool-call');
        const finished = await answerToolCalls(input, result.toolCalls, step, messages);
        if (finished)
            return done('finished');
        if (input.signal.aborted || Date.now() >= input.deadline)
            return done('timeout');
        if (overBudget((0,results_usage/* sumUsage */.Rl)(turnUsages), input.limits))
            return done('budget');
    }
    return done('max-turns');
}
/** Runs each call, records its output, appends the tool message; true when `finish` was called. */
async function answerToolCalls(input, calls, step, messages) {
    let finished = false;
    const parts = [];
    for (const [i, call] of calls.entries()) {
        let output;
        if (call.toolName === 'finish') {
            finished = true;
            output = 'ok';
        }
        else if (call.toolName === 'bash') {
            const command = String(call.input.command ?? '');
            const left = Math.max(1, (input.deadline - Date.now()) / 1000);
            const timeoutSec = Math.min(input.limits.commandTimeoutSec, left);
            output = describeResult(await input.runBash(command, timeoutSec), timeoutSec);
        }
        else {
            output = `unknown tool ${call.toolName}: use bash or finish`;
        }
        step.tool_calls[i].output = output;
        parts.push({
            type: 'tool-result',
            toolCallId: call.toolCallId,
            toolName: call.toolName,
            output: { type: 'text', value: output },
        });
    }
    messages.push({ role: 'tool', content: parts });
    return finished;
}
function turnUsage(usage, price) {
    const tokens = {
        input_tokens: usage.inputTokens ?? 0,
        cached_input_tokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
        output_tokens: usage.outputTokens ?? 0,
        turns: 1,
        cost_usd: null,
    };
    return { ...tokens, cost_usd: price(tokens) };
}
function overBudget(total, limits) {
    if (limits.maxTokens !== null && total.input_tokens + total.output_tokens >= limits.maxTokens)
        return true;
    return limits.maxCostUsd !== null && total.cost_usd !== null && total.cost_usd >= limits.maxCostUsd;
}
/**
 * The model API's failure, sorted as for every agent (model-faults.ts): a rejected key, no credit,
 * an unknown model or a server it cannot reach is fatal (every attempt would meet it); a server
 * error or a malformed answer after the retries is this attempt's error.
 */
function describeApiError(error) {
    const last = ai_dist/* RetryError */.J_o.isInstance(error) ? error.lastError : error;
    const name = last instanceof Error ? last.name : 'Error';
    const text = firstLine(last instanceof Error ? last.message : String(last));
    let fault;
    if (provider_dist/* APICallError */.hL.isInstance(last))
        fault = (0,model_faults/* classifyModelError */.CZ)(text, last.statusCode ?? null);
    else if (name === 'AI_LoadAPIKeyError')
        fault = (0,model_faults/* classifyModelError */.CZ)(`authentication: ${text}`);
    else if (name === 'AI_NoSuchModelError')
        fault = (0,model_faults/* classifyModelError */.CZ)(text, 404);
    else
        fault = (0,model_faults/* classifyModelError */.CZ)(text);
    return { message: fault.reason, fatal: fault.lasting };
}
function firstLine(text) {
    return text.split('\n')[0].slice(0, 300);
}
function userStep(text) {
    return { role: 'user', text, tool_calls: [], usage: null, timestamp: new Date().toISOString() };
}

// EXTERNAL MODULE: ./src/run/agents/helios/model-id.ts
var model_id = __webpack_require__(69274);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/anthropic/dist/index.js + 1 modules
var anthropic_dist = __webpack_require__(96644);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/google/dist/index.js
var google_dist = __webpack_require__(785);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/openai/dist/index.js + 1 modules
var openai_dist = __webpack_require__(33436);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/openai-compatible/dist/index.js
var openai_compatible_dist = __webpack_require__(57703);
;// CONCATENATED MODULE: ./src/run/agents/helios/provider.ts
// A ModelRef plus host variables → an AI SDK language model. Keys come only from `env`.





function firstSet(env, names) {
    for (const name of names) {
        const value = env[name]?.trim();
        if (value)
            return value;
    }
    return null;
}
/** Missing key → a message naming the variables to set; null when the model can be called. */
function missingKey(ref, env) {
    if (!ref.keyRequired || firstSet(env, ref.keyEnv))
        return null;
    return `no API key for ${ref.provider}: set ${ref.keyEnv.join(' or ')} (and pass it with --agent-env / agent-env in the action)`;
}
/** Users write the vendors' own base URL conventions; the SDKs want the versioned path. */
function withPath(url, path) {
    const bare = url.replace(/\/+$/, '');
    return bare.endsWith(path) ? bare : `${bare}${path}`;
}
function createLanguageModel(ref, env) {
    const apiKey = firstSet(env, ref.keyEnv) ?? undefined;
    const baseUrl = firstSet(env, ref.baseUrlEnv) ?? ref.defaultBaseUrl;
    switch (ref.provider) {
        case 'anthropic':
            return (0,anthropic_dist/* createAnthropic */.nM)({ apiKey, baseURL: baseUrl ? withPath(baseUrl, '/v1') : undefined })(ref.model);
        case 'openai':
            return (0,openai_dist/* createOpenAI */.ry)({ apiKey, baseURL: baseUrl ?? undefined }).responses(ref.model);
        case 'google':
            return (0,google_dist/* createGoogle */._j)({ apiKey, baseURL: baseUrl ? withPath(baseUrl, '/v1beta') : undefined })(ref.model);
        case 'openai-compatible': {
            if (!baseUrl) {
                throw new model_id/* ModelIdError */.tZ(`model ${ref.model} needs a base URL: set ${ref.baseUrlEnv.join(' or ')} (e.g. http://127.0.0.1:8000/v1)`);
            }
            return (0,openai_compatible_dist/* createOpenAICompatible */.jr)({
                name: 'openai-compatible',
                apiKey,
                baseURL: baseUrl,
                includeUsage: true,
            })(ref.model);
        }
    }
}

;// CONCATENATED MODULE: ./src/run/agents/helios/index.ts






const DEFAULT_LIMITS = {
    maxTurns: 50,
    maxTokens: null,
    maxCostUsd: null,
    commandTimeoutSec: 180,
    maxRetries: 4,
};
/** Head and tail of a command's output that reach the model. */
const OUTPUT_KEEP_BYTES = 8 * 1024;
function heliosAgent(spec, model) {
    const ref = (0,model_id/* parseModelId */.iA)(model ?? '');
    const limits = { ...DEFAULT_LIMITS, ...spec.limits };
    return {
        name: 'helios',
        needsSolution: false,
        needsContainerNetwork: false,
        command: () => null,
        env: () => ({}),
        requiredEnv: ref.keyEnv,
        optionalEnv: ref.baseUrlEnv,
        needs: () => [
            ...(ref.keyRequired ? [{ anyOf: ref.keyEnv, what: `the ${ref.provider} API key` }] : []),
            ...(ref.provider === 'openai-compatible' && !ref.defaultBaseUrl
                ? [{ anyOf: ref.baseUrlEnv, what: "the model server's base URL" }]
                : []),
        ],
        runOnHost: (ctx) => runHelios(ctx, ref, limits),
    };
}

async function runHelios(ctx, ref, limits) {
    const keyProblem = missingKey(ref, ctx.env);
    if (keyProblem)
        return failed(keyProblem, true);
    const model = createLanguageModel(ref, ctx.env);
    const providerId = ref.provider === 'openai-compatible' ? undefined : ref.provider;
    const outcome = await runAgentLoop({
        model,
        instruction: ctx.instruction,
        limits,
        signal: ctx.signal,
        deadline: Date.now() + ctx.timeoutMs,
        price: (usage) => (0,cost/* catalogueCost */.f)(usage, ref.model, providerId),
        runBash: (command, timeoutSec) => runBashTool(command, {
            container: ctx.container,
            user: ctx.task.config.agent.user,
            workdir: ctx.task.config.environment.workdir,
            timeoutSec,
            keepBytes: OUTPUT_KEEP_BYTES,
        }),
    });
    return {
        exitCode: EXIT_CODES[outcome.stop],
        timedOut: outcome.stop === 'timeout',
        error: outcome.error && !outcome.error.fatal ? outcome.error.message : null,
        fatal: outcome.error?.fatal ? outcome.error.message : null,
        usage: outcome.usage,
        trajectory: {
            schema_version: trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: 'helios',
            model: ctx.model,
            source: 'native',
            steps: outcome.steps,
        },
    };
}
/** An exit code for result.json, so a stopped agent reads like a process that ended that way. */
const EXIT_CODES = {
    finished: 0,
    'no-tool-call': 0,
    'max-turns': 2,
    budget: 3,
    timeout: null,
    'api-error': 1,
};
function failed(message, fatal) {
    return {
        exitCode: 1,
        timedOut: false,
        error: fatal ? null : message,
        fatal: fatal ? message : null,
        usage: null,
        trajectory: null,
    };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/run/agents/host-command.ts
// `host-command`: your own agent from the repository, run on the host. It acts on the attempt's
// container through `helios exec "$HELIOS_CONTAINER_ID" -- CMD` (or execInContainer in code).





function hostCommandAgent(command) {
    const script = command?.trim();
    if (!script)
        throw new types/* UnknownAgentError */.c('agent "host-command" needs a command (e.g. --agent-command "node my-agent.js")');
    return {
        name: 'host-command',
        needsSolution: false,
        needsContainerNetwork: false,
        command: () => null,
        env: () => ({}),
        requiredEnv: [],
        runOnHost: (ctx) => runHostCommand(script, ctx),
    };
}
/** Variables that tell the host process where to act (also read by `helios exec` as defaults). */
function hostAgentEnv(ctx, instructionFile) {
    return {
        HELIOS_CONTAINER_ID: ctx.container.id,
        HELIOS_INSTRUCTION_FILE: instructionFile,
        HELIOS_AGENT_DIR: ctx.agentDir,
        HELIOS_AGENT_USER: ctx.task.config.agent.user ?? '',
        HELIOS_WORKDIR: ctx.task.config.environment.workdir ?? '',
        ...(ctx.model ? { HELIOS_MODEL: ctx.model } : {}),
    };
}
async function runHostCommand(script, ctx) {
    const instructionFile = (0,external_node_path_.join)(ctx.agentDir, 'instruction.md');
    await (0,promises_.writeFile)(instructionFile, ctx.instruction);
    const stdout = (0,external_node_fs_.createWriteStream)((0,external_node_path_.join)(ctx.agentDir, 'stdout.txt'));
    const stderr = (0,external_node_fs_.createWriteStream)((0,external_node_path_.join)(ctx.agentDir, 'stderr.txt'));
    // Only PATH/HOME and the named agent variables: the runner's own secrets stay out.
    const env = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...ctx.env,
        ...hostAgentEnv(ctx, instructionFile),
    };
    const child = (0,external_node_child_process_.spawn)('bash', ['-c', script], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(stdout);
    child.stderr.pipe(stderr);
    let timedOut = false;
    const killGroup = () => {
        if (child.pid) {
            try {
                process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                // already gone
            }
        }
    };
    // A log that cannot be written (a full disk) stops the agent: the run cannot record it anyway.
    let writeFailure = null;
    for (const stream of [stdout, stderr])
        stream.on('error', (error) => {
            writeFailure ??= error;
            killGroup();
        });
    const timer = setTimeout(() => {
        timedOut = true;
        killGroup();
    }, ctx.timeoutMs);
    ctx.signal.addEventListener('abort', killGroup, { once: true });
    const exitCode = await new Promise((resolve) => {
        child.on('error', () => resolve(127));
        child.on('close', (code) => resolve(code));
    });
    clearTimeout(timer);
    ctx.signal.removeEventListener('abort', killGroup);
    await Promise.all([closeStream(stdout), closeStream(stderr)]);
    if (writeFailure)
        throw writeFailure;
    return {
        exitCode: timedOut ? null : exitCode,
        timedOut,
        error: null,
        fatal: null,
        usage: null,
        trajectory: null,
    };
}
function closeStream(stream) {
    return new Promise((resolve) => {
        if (stream.closed)
            resolve();
        else
            stream.end(() => resolve());
    });
}

// EXTERNAL MODULE: ./src/run/agents/installed/index.ts + 11 modules
var installed = __webpack_require__(73066);
// EXTERNAL MODULE: ./src/text/closest.ts
var closest = __webpack_require__(97504);
;// CONCATENATED MODULE: ./src/run/agents/index.ts






const BUILTIN_AGENTS = ['helios', 'oracle', 'nop', 'command', 'host-command'];
/** Every agent name: the built-in ones and each installed CLI (one list). */
const AGENT_NAMES = [...BUILTIN_AGENTS, ...Object.keys(installed/* INSTALLED_CLIS */.Dl)];
/** Agents that work with a model (a bench config runs them once per model); the others take none. */
const MODEL_AGENTS = ['helios', ...Object.keys(installed/* INSTALLED_CLIS */.Dl)];
const inContainer = (name, command, needsSolution = false) => ({
    name,
    needsSolution,
    needsContainerNetwork: false,
    command,
    env: () => ({}),
    requiredEnv: [],
});
function resolveAgent(spec, model = null) {
    switch (spec.name) {
        case 'helios':
            if (!model)
                throw new types/* UnknownAgentError */.c('agent "helios" needs a model (e.g. -m anthropic/claude-sonnet-4-5)');
            return heliosAgent(spec, model);
        // [solution].env reaches solve.sh through the attempt, expanded against the host.
        case 'oracle':
            return inContainer('oracle', () => ['bash', '/solution/solve.sh'], true);
        case 'nop':
            return inContainer('nop', () => null);
        case 'command': {
            const command = spec.command?.trim();
            if (!command)
                throw new types/* UnknownAgentError */.c('agent "command" needs a command (e.g. --agent-command "...")');
            return inContainer('command', () => ['bash', '-lc', command]);
        }
        case 'host-command':
            return hostCommandAgent(spec.command);
        default: {
            const cli = installed/* INSTALLED_CLIS */.Dl[spec.name];
            if (!cli)
                throw new types/* UnknownAgentError */.c(unknownAgentMessage(spec.name));
            return (0,installed/* installedAgent */.Mu)(spec, cli, model);
        }
    }
}
/** `unknown agent "clade-code"; did you mean claude-code?`, else the list of agents. */
function unknownAgentMessage(name) {
    const meant = (0,closest/* closest */.k)(name, AGENT_NAMES);
    if (meant !== null)
        return `unknown agent "${name}"; did you mean ${meant}?`;
    return `unknown agent "${name}"; use one of ${AGENT_NAMES.join(', ')}`;
}
/** The agent a CLI or action invocation means: a model without an agent runs the built-in agent. */
function defaultAgentName(agent, model) {
    if (agent)
        return agent;
    return model ? 'helios' : 'oracle';
}


/***/ }),

/***/ 70301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ modelTypoWarning)
/* harmony export */ });
/* harmony import */ var _pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82294);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97504);
/* harmony import */ var _helios_model_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69274);
// A model name the price catalogue (@pydantic/genai-prices, the one cost.ts prices with) does not
// know but nearly does: `claude-sonet-4-5` is almost surely `claude-sonnet-4-5`, and would fail
// every attempt at the provider's API. A warning, not a refusal: a model newer than the catalogue
// is no mistake. Pure (the catalogue ships in the package).



/** `warning` text for a model the catalogue does not know but has a close name for; else null. */
function modelTypoWarning(model) {
    let ref;
    try {
        ref = (0,_helios_model_id_js__WEBPACK_IMPORTED_MODULE_1__/* .parseModelId */ .iA)(model);
    }
    catch (error) {
        if (error instanceof _helios_model_id_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelIdError */ .tZ)
            return null;
        throw error;
    }
    // Servers of other providers (vllm/, ollama/, …) serve any name they like.
    if (ref.provider === 'openai-compatible')
        return null;
    const usage = { input_tokens: 1, output_tokens: 1 };
    if ((0,_pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__/* .calcPrice */ .jh)(usage, ref.model, { providerId: ref.provider }) !== null)
        return null;
    const ids = (0,_pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__/* .findProvider */ .lh)({ providerId: ref.provider })?.models.map((m) => m.id) ?? [];
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(ref.model, ids);
    if (meant === null)
        return null;
    const prefix = model.trim().slice(0, model.trim().length - ref.model.length);
    return `model ${model} is not in the price catalogue: did you mean ${prefix}${meant}? (a model newer than the catalogue runs as given, its cost uncounted)`;
}


/***/ }),

/***/ 78423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nr: () => (/* binding */ AgentPreflightError),
/* harmony export */   zK: () => (/* binding */ assertAgentCanRun)
/* harmony export */ });
/* unused harmony exports agentPreflight, isLoopback */
class AgentPreflightError extends Error {
    constructor(message) {
        super(message);
        this.name = 'AgentPreflightError';
    }
}
/**
 * One sentence saying what the agent lacks, or null when it can run: a variable it needs that is
 * unset, or a base URL on this machine's loopback while its containers are not on the host network.
 */
function agentPreflight(agent, hostEnv, agentNetwork) {
    for (const need of agent.needs?.(hostEnv) ?? []) {
        if (need.anyOf.some((name) => hostEnv[name]?.trim()))
            continue;
        return `agent ${agent.name} needs ${need.anyOf.join(' or ')} (${need.what}) set in the environment of the run, and it is not.`;
    }
    if (!agent.needsContainerNetwork || agentNetwork === 'host')
        return null;
    const local = (agent.optionalEnv ?? []).find((name) => /_BASE_URL$/.test(name) && isLoopback(hostEnv[name]));
    if (!local)
        return null;
    return `agent ${agent.name} calls its model from inside the container, where ${local} (localhost) is not this machine: run with --agent-network host (action: agent-network: host).`;
}
/** Throws AgentPreflightError with that sentence (callers map it to exit 2 or a failed step). */
function assertAgentCanRun(agent, hostEnv, agentNetwork) {
    const problem = agentPreflight(agent, hostEnv, agentNetwork);
    if (problem)
        throw new AgentPreflightError(problem);
}
/** `http://localhost:8000/v1`, `http://127.0.0.1:…`, `http://[::1]:…`, `http://0.0.0.0:…`. */
function isLoopback(url) {
    if (!url?.trim())
        return false;
    let host;
    try {
        host = new URL(url.trim()).hostname.toLowerCase();
    }
    catch {
        return false;
    }
    return (host === 'localhost' ||
        host.endsWith('.localhost') ||
        /^127\.\d+\.\d+\.\d+$/.test(host) ||
        host === '[::1]' ||
        host === '0.0.0.0');
}


/***/ }),

/***/ 13965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ UnknownAgentError)
/* harmony export */ });
class UnknownAgentError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UnknownAgentError';
    }
}


/***/ }),

/***/ 39331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ refusalText),
/* harmony export */   YI: () => (/* binding */ specRefusal),
/* harmony export */   aK: () => (/* binding */ taskRefusal),
/* harmony export */   kW: () => (/* binding */ runRefusal)
/* harmony export */ });
/* unused harmony export taskNeeds */
/* harmony import */ var _provider_title_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61493);

/** The provider a refused need can move to: Docker honours every one. */
const FIX_PROVIDER = '--provider docker';
/** `<where>: <asks> cannot run on <Provider> (<its reason>); <fix>`. */
function refusalText(provider, refused) {
    const why = provider.capabilities.reasons?.[refused.need];
    const subject = refused.where ? `${refused.where}: ${refused.asks}` : refused.asks;
    return `${subject} cannot run on ${(0,_provider_title_js__WEBPACK_IMPORTED_MODULE_0__/* .providerTitle */ .O)(provider.name)}${why ? ` (${why})` : ''}; ${refused.fix}`;
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
    if (task.config.environment.networkMode === 'no-network') {
        const asks = '[environment] network_mode = "no-network"';
        needs.push({ need: 'noNetwork', where: `${task.relativeDir}/task.toml`, asks, fix });
    }
    return needs;
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

/***/ 23420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SD: () => (/* binding */ execLine),
/* harmony export */   XW: () => (/* binding */ quoteWord),
/* harmony export */   ay: () => (/* binding */ commandLine),
/* harmony export */   ex: () => (/* binding */ asUser)
/* harmony export */ });
// Remote providers run commands through a shell in the environment (Daytona's execute endpoint
// takes one line; Kubernetes' exec API has no user, env or cwd of its own): argv and the user are
// turned into that line here, each word quoted so nothing in it is interpreted.
function quoteWord(word) {
    if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word))
        return word;
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
function commandLine(argv) {
    if (argv.length === 0)
        throw new Error('exec: empty command');
    return argv.map(quoteWord).join(' ');
}
/** `line` run as `user`; root or none: as it is. */
function asUser(line, user) {
    if (!user || user === 'root' || user === '0')
        return line;
    // `su` with a shell of our choosing: the user's login shell may be nologin.
    return `su -s /bin/sh -c ${quoteWord(line)} ${quoteWord(user)}`;
}
/** The line that runs `argv` as `user` (root or none: as is), with stdin from `stdinFile` when given. */
function execLine(argv, user, stdinFile) {
    const line = commandLine(argv);
    return asUser(stdinFile ? `${line} < ${quoteWord(stdinFile)}` : line, user);
}


/***/ }),

/***/ 47214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ INTERRUPTED_EXIT_CODE),
/* harmony export */   c: () => (/* binding */ interruptOnSignals)
/* harmony export */ });
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3710);


const SIGNALS = ['SIGINT', 'SIGTERM'];
/** 128 + SIGINT, what a shell reports for an interrupted command. */
const INTERRUPTED_EXIT_CODE = 130;
function interruptOnSignals(options) {
    const controller = new AbortController();
    const exit = options.exit ?? ((code) => process.exit(code));
    const onSignal = (signal) => {
        if (!controller.signal.aborted) {
            options.onFirst?.(signal);
            controller.abort(new Error(`interrupted by ${signal}`));
            return;
        }
        // Only this process's: sibling shards of the same run may share the engine.
        // A container the engine is still creating would not be listed yet: those settle first.
        const provider = (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .providerOf */ .lc)(options);
        const sweep = () => Promise.allSettled(options.runIds.map((runId) => provider.removeRun(runId, { owner: _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .PROCESS_OWNER */ .mt })));
        void provider
            .creationsSettled()
            .then(sweep)
            .then(() => exit(INTERRUPTED_EXIT_CODE));
    };
    for (const signal of SIGNALS)
        process.on(signal, onSignal);
    return {
        signal: controller.signal,
        dispose: () => {
            for (const signal of SIGNALS)
                process.removeListener(signal, onSignal);
        },
    };
}


/***/ }),

/***/ 82178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ prebuildImages),
/* harmony export */   k: () => (/* binding */ prebuildCache)
/* harmony export */ });
/* harmony import */ var _providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89041);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70370);
/* harmony import */ var _providers_docker_image_cache_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52463);
// Prebuild: every image a set of tasks builds (main's environment, a separate verifier's tests/,
// compose services' build folders), each distinct one once, a few at a time, and pushed to the
// registry or saved to the Actions cache — so the shards of a run pull (restore) them instead of
// each building the same image. Images named by docker_image or a service's `image:` are not ours:
// the shards pull those themselves.



/** The cache a prebuild needs: pushes what it builds and what this engine has already. */
function prebuildCache(docker, registry, buildLogDir, onEvent) {
    return new _providers_docker_image_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .ImageCache */ .S(docker, { buildLogDir, registry, pushExisting: true, onEvent });
}
/** One thunk per image of a task, keyed so that tasks sharing an image share its build. */
function imagesOf(task, cache) {
    const images = [];
    if (task.config.environment.dockerImage === null)
        images.push([`env:${task.environmentHash}`, () => cache.ensure(task)]);
    const verifier = task.verifierImage;
    if (verifier?.contextDir)
        images.push([`verifier:${verifier.hash}`, () => cache.ensureVerifier(task)]);
    for (const service of task.compose?.services ?? []) {
        const { image } = service;
        if (image.kind === 'build')
            images.push([`service:${image.hash}`, () => cache.ensureService(task, service)]);
    }
    return images;
}
async function prebuildImages(options) {
    const cache = options.images;
    const summary = {
        images: 0,
        built: 0,
        pulled: 0,
        cached: 0,
        present: 0,
        failed: [],
        warnings: [],
    };
    const unsubscribe = cache.subscribe((event) => {
        if (event.type === 'registry-warning' || event.type === 'image-cache-warning')
            summary.warnings.push(event.message);
    });
    const [builds, pulls, cached] = [cache.builds, cache.pulls, cache.restores + cache.stashed];
    try {
        const distinct = new Map();
        for (const task of options.tasks)
            for (const [key, ensure] of imagesOf(task, cache))
                if (!distinct.has(key))
                    distinct.set(key, { task: task.name, ensure });
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A)(options.concurrency ?? 2);
        await Promise.all([...distinct.values()].map(({ task, ensure }) => limit(async () => {
            const outcome = await ensure();
            if (!outcome.ok)
                summary.failed.push({ task, reason: outcome.reason });
        })));
        await cache.flush();
        summary.images = distinct.size;
    }
    finally {
        unsubscribe();
    }
    summary.built = cache.builds - builds - summary.failed.length;
    summary.pulled = cache.pulls - pulls;
    summary.cached = cache.restores + cache.stashed - cached;
    summary.present = summary.images - summary.built - summary.pulled - summary.cached - summary.failed.length;
    return summary;
}


/***/ }),

/***/ 57063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZJ: () => (/* binding */ daytonaSettingsFromEnv),
/* harmony export */   t$: () => (/* binding */ DEFAULT_DAYTONA_CONCURRENCY),
/* harmony export */   xf: () => (/* binding */ DaytonaConfigError)
/* harmony export */ });
/* unused harmony export DEFAULT_DAYTONA_API_URL */
// Daytona's settings from the environment. The key is only ever handed to the SDK (and its
// generated toolbox client, toolbox-files.ts): never logged, never written to a run folder,
// never part of an error message.
const DEFAULT_DAYTONA_API_URL = 'https://app.daytona.io/api';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_DAYTONA_CONCURRENCY = 32;
class DaytonaConfigError extends Error {
    name = 'DaytonaConfigError';
}
/** Reads DAYTONA_API_KEY, DAYTONA_API_URL and DAYTONA_TARGET; throws naming what to set. */
function daytonaSettingsFromEnv(env) {
    const apiKey = env.DAYTONA_API_KEY?.trim() ?? '';
    if (!apiKey) {
        throw new DaytonaConfigError('provider daytona: DAYTONA_API_KEY is not set; create a key in the Daytona dashboard and pass it as a secret (env: DAYTONA_API_KEY: ${{ secrets.DAYTONA_API_KEY }})');
    }
    const apiUrl = env.DAYTONA_API_URL?.trim() || DEFAULT_DAYTONA_API_URL;
    let parsed;
    try {
        parsed = new URL(apiUrl);
    }
    catch {
        throw new DaytonaConfigError(`provider daytona: DAYTONA_API_URL is not a URL; set it like ${DEFAULT_DAYTONA_API_URL}`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new DaytonaConfigError(`provider daytona: DAYTONA_API_URL must be http(s); set it like ${DEFAULT_DAYTONA_API_URL}`);
    }
    if (parsed.username || parsed.password) {
        throw new DaytonaConfigError('provider daytona: DAYTONA_API_URL must not carry credentials; put the key in DAYTONA_API_KEY');
    }
    return { apiKey, apiUrl: apiUrl.replace(/\/+$/, ''), target: env.DAYTONA_TARGET?.trim() || null };
}


/***/ }),

/***/ 28330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ assertDockerReachable),
/* harmony export */   pG: () => (/* binding */ DockerUnavailableError)
/* harmony export */ });
/* unused harmony export dockerEndpoint */
class DockerUnavailableError extends Error {
    name = 'DockerUnavailableError';
}
/** Where dockerode will connect: DOCKER_HOST, else the default socket. */
function dockerEndpoint(env = process.env) {
    return env.DOCKER_HOST ? `DOCKER_HOST=${env.DOCKER_HOST}` : '/var/run/docker.sock';
}
async function assertDockerReachable(docker, env = process.env) {
    try {
        await docker.ping();
    }
    catch (error) {
        const why = error.code ?? error.message;
        throw new DockerUnavailableError(`no Docker engine answers at ${dockerEndpoint(env)} (${why}). Start one (on Debian/Ubuntu, as root: bash .ci/setup-docker.sh; elsewhere Docker Desktop or dockerd), or point DOCKER_HOST at one. plan, merge, compare and download work without Docker.`);
    }
}


/***/ }),

/***/ 3710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xd: () => (/* binding */ PROVIDER_NAMES),
  Qd: () => (/* binding */ createProvider),
  lc: () => (/* binding */ providerOf)
});

// EXTERNAL MODULE: ./src/run/providers/daytona/config.ts
var config = __webpack_require__(57063);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@daytonaio/sdk/esm/index.js + 127 modules
var esm = __webpack_require__(59214);
// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/run/environment/mount-copies.ts
// A remote environment cannot see the runner's folders, but a small read-only host file (a CA
// bundle) can be given to it as a copy: what Docker would bind-mount, placed as a root-owned file.

/** A read-only host file this small is copied in instead of mounted. */
const MAX_COPIED_MOUNT_BYTES = 1024 * 1024;
/** The mounts that are small read-only files, with their content; the others stay mounts. */
async function mountCopies(mounts) {
    const copies = new Map();
    for (const mount of mounts) {
        if (!mount.readOnly)
            continue;
        const info = await (0,promises_.stat)(mount.hostPath).catch(() => null);
        if (info?.isFile() && info.size <= MAX_COPIED_MOUNT_BYTES)
            copies.set(mount, await (0,promises_.readFile)(mount.hostPath));
    }
    return copies;
}

// EXTERNAL MODULE: ./src/run/environment/labels.ts
var environment_labels = __webpack_require__(10700);
;// CONCATENATED MODULE: ./src/run/environment/remote-provider.ts
// What every remote provider (Daytona, Kubernetes) does the same way: which HTTP answers and
// transport errors may pass on another try, which labels a sweep selects, the creations a forced
// exit waits for, and the events it has none of.

const TRANSIENT_HTTP_STATUS = new Set([408, 429, 500, 502, 503, 504]);
const TRANSIENT_NET_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EPIPE',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ECONNABORTED',
    'UND_ERR_SOCKET',
]);
/** The labels `removeRun` selects: every managed environment, or one run's, or one process's. */
function sweepLabels(runId, owner) {
    const labels = { [environment_labels/* LABEL_MANAGED */.TA]: 'true' };
    if (runId !== null)
        labels[environment_labels/* LABEL_RUN */.Bt] = runId;
    if (owner)
        labels[environment_labels/* LABEL_OWNER */.N2] = owner;
    return labels;
}
/** A provider without an event stream: memory kills are not told apart. */
const NO_EVENTS = {
    sawOom: () => false,
    forget: () => undefined,
    close: () => undefined,
};
/** The creations under way, which a forced exit's sweep waits for. */
class Creations {
    pending = new Set();
    track(creation) {
        this.pending.add(creation);
        const forget = () => this.pending.delete(creation);
        void creation.then(forget, forget);
        return creation;
    }
    async settled(timeoutMs) {
        let timer;
        const timeout = new Promise((resolve) => {
            timer = setTimeout(resolve, timeoutMs);
        });
        await Promise.race([Promise.allSettled([...this.pending]), timeout]);
        clearTimeout(timer);
    }
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/run/environment/retries.ts
// Retrying a remote provider's API call (Daytona, Kubernetes): exponential backoff with full jitter,
// capped. Which errors may pass on another try is each provider's own (its faults.ts).

const DEFAULT_API_RETRY = { attempts: 5, baseDelayMs: 500, maxDelayMs: 8_000 };
/** Delay before try `n` (1-based, after a failure): exponential, capped, with full jitter. */
function backoffMs(policy, failedTries, random = Math.random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedTries - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
/** Runs `call` again while `retryable` says so, up to `policy.attempts` tries; other errors pass at once. */
async function withRetries(call, policy, retryable) {
    for (let tried = 1;; tried++) {
        try {
            return await call();
        }
        catch (error) {
            if (tried >= policy.attempts || !retryable(error))
                throw error;
            await (0,external_node_timers_promises_.setTimeout)(backoffMs(policy, tried));
        }
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/faults.ts
// Which errors are Daytona's own, and retrying the passing ones with backoff (environment/retries.ts).


/** The SDK's errors carry `statusCode` (HTTP) or a transport `code`; read those, never the text. */
function daytonaFaultKind(error) {
    if (typeof error !== 'object' || error === null)
        return null;
    const name = error.name;
    if (typeof name !== 'string' || !name.startsWith('Daytona'))
        return null;
    const status = error.statusCode;
    if (typeof status === 'number')
        return TRANSIENT_HTTP_STATUS.has(status) ? 'transient' : 'request';
    const code = error.code;
    if (typeof code === 'string' && TRANSIENT_NET_CODES.has(code))
        return 'transient';
    if (name === 'DaytonaConnectionError' || name === 'DaytonaConnectionTimeoutError')
        return 'transient';
    return null;
}
/**
 * Statuses that say the request never reached the sandbox (a gateway or the API refused it):
 * a command that must not run twice is retried only on these.
 */
function notDelivered(error) {
    const status = error?.statusCode;
    return daytonaFaultKind(error) === 'transient' && (status === 429 || status === 502 || status === 503);
}
const isTransient = (error) => daytonaFaultKind(error) === 'transient';
/** A Daytona call tried again on its transient faults (or on what `retryable` says). */
function withDaytonaRetries(call, policy = DEFAULT_API_RETRY, retryable = isTransient) {
    return withRetries(call, policy, retryable);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
;// CONCATENATED MODULE: ./src/run/environment/tar-through-shell.ts
// Copying tar archives in and out of a remote environment with its own `tar` (Daytona, Kubernetes:
// neither has Docker's archive API). Docker's extraction replaces a path whose type differs from
// the entry's (an empty file entry then a folder entry resets a folder: how the runner empties
// /logs/verifier). GNU tar does not, so the archive is planned first: paths to remove before
// extracting, and the entries that still matter (a later entry of the same path supersedes an
// earlier one).



/** The exit code `packLine` gives for a missing path (told apart from tar's own 1 and 2). */
const MISSING_PATH_EXIT = 44;
function planExtraction(entries) {
    const lastIndex = new Map();
    const nonDirectory = new Set();
    entries.forEach((entry, index) => {
        const path = normal(entry.name);
        lastIndex.set(path, index);
        if (entry.type !== 'directory')
            nonDirectory.add(path);
    });
    const keep = [];
    const remove = [];
    entries.forEach((entry, index) => {
        const path = normal(entry.name);
        if (lastIndex.get(path) !== index)
            return;
        keep.push(index);
        // A file where a folder may be, or a folder the archive first replaced by a file: start clean.
        if (entry.type !== 'directory' || nonDirectory.has(path))
            remove.push(path);
    });
    return { remove: remove.filter((p) => p !== '.' && p !== ''), keep };
}
function normal(name) {
    return external_node_path_.posix.normalize(name).replace(/\/+$/, '');
}
/** The archive without superseded entries, and the paths to clear first. */
async function plannedArchive(archive) {
    const entries = [];
    const extract = tar_stream.extract();
    const done = new Promise((resolve, reject) => {
        extract.on('entry', (header, stream, next) => {
            const chunks = [];
            stream.on('data', (chunk) => chunks.push(chunk));
            stream.on('end', () => {
                entries.push({ header, content: Buffer.concat(chunks) });
                next();
            });
        });
        extract.on('finish', resolve);
        extract.on('error', reject);
    });
    extract.end(archive);
    await done;
    const plan = planExtraction(entries.map(({ header }) => ({
        name: header.name,
        type: header.type === 'directory' ? 'directory' : header.type === 'file' ? 'file' : 'other',
    })));
    const pack = tar_stream.pack();
    const chunks = [];
    pack.on('data', (chunk) => chunks.push(chunk));
    const ended = new Promise((resolve) => pack.on('end', () => resolve()));
    for (const index of plan.keep) {
        const entry = entries[index];
        if (entry)
            pack.entry(entry.header, entry.content);
    }
    pack.finalize();
    await ended;
    return { archive: Buffer.concat(chunks), remove: plan.remove };
}
/** Extracts the archive `source` (a file in the environment, or `-`: stdin) into `destination`, clearing `remove` first. */
function extractLine(destination, remove, source) {
    const dest = (0,shell_line/* quoteWord */.XW)(destination);
    const clear = remove.length > 0 ? `(cd ${dest} && rm -rf -- ${remove.map(shell_line/* quoteWord */.XW).join(' ')}) && ` : '';
    return `${clear}tar -xpf ${(0,shell_line/* quoteWord */.XW)(source)} -C ${dest}`;
}
/** Packs `path` (named by its last component) into `output` (a file, or `-`: stdout); MISSING_PATH_EXIT when absent. */
function packLine(path, output) {
    const target = (0,shell_line/* quoteWord */.XW)(path);
    const tarLine = (0,shell_line/* commandLine */.ay)(['tar', '-cf', output, '-C', external_node_path_.posix.dirname(path), external_node_path_.posix.basename(path)]);
    return `if [ ! -e ${target} ] && [ ! -L ${target} ]; then exit ${MISSING_PATH_EXIT}; fi; ${tarLine}`;
}

// EXTERNAL MODULE: ./node_modules/@daytona/toolbox-api-client/src/index.js
var src = __webpack_require__(25799);
;// CONCATENATED MODULE: ./src/run/providers/daytona/toolbox-files.ts
// A sandbox's files through the toolbox's generated client, called directly. The SDK's own
// FileSystem loads `form-data` and `busboy` at run time, which the action's bundle cannot serve
// (its checkout has no node_modules): here the upload is Node's own FormData and the download
// one file's raw bytes, so nothing is loaded at run time.


/** As long as the SDK's own file calls allow (30 min), for a large archive on a slow link. */
const TRANSFER_TIMEOUT_MS = 30 * 60_000;
class ToolboxFiles {
    api;
    constructor(sandbox, apiKey) {
        const basePath = `${sandbox.toolboxProxyUrl.replace(/\/+$/, '')}/${sandbox.id}`;
        // The SDK's own HTTP client: its errors are the SDK's (statusCode, code), so faults.ts reads
        // them. (The SDK keeps its own copy of axios, whose types are the same but distinct for tsc.)
        const http = esm/* Daytona */.dc.createAxiosInstance(TRANSFER_TIMEOUT_MS);
        this.api = new src.FileSystemApi(new src.Configuration({ basePath, baseOptions: { headers: { Authorization: `Bearer ${apiKey}` } } }), basePath, http);
    }
    /** Writes `content` at the absolute `path` (the toolbox creates its folders). */
    async upload(content, path) {
        const form = new FormData();
        form.append('files[0].path', path);
        form.append('files[0].file', new Blob([content]), path.split('/').pop() ?? 'file');
        await this.api.uploadFiles({ data: form, maxBodyLength: Infinity, maxContentLength: Infinity });
    }
    async download(path) {
        const response = await this.api.downloadFile(path, {
            responseType: 'arraybuffer',
            maxContentLength: Infinity,
        });
        return Buffer.from(response.data);
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/sandbox.ts
// One attempt's environment as a Daytona sandbox, driven through the SDK's toolbox: commands
// through its execute endpoint, files as tar archives through its file upload and download
// (toolbox-files.ts, which needs no module loaded at run time).









const SCRATCH = '/tmp';
class DaytonaSandbox {
    id;
    load;
    retry;
    defaultWorkdir;
    onRemoved;
    apiKey;
    sandbox;
    files = null;
    removed = false;
    killedAt = null;
    constructor(id, load, retry, defaultWorkdir, onRemoved, apiKey, sandbox = null) {
        this.id = id;
        this.load = load;
        this.retry = retry;
        this.defaultWorkdir = defaultWorkdir;
        this.onRemoved = onRemoved;
        this.apiKey = apiKey;
        this.sandbox = sandbox;
    }
    async handle() {
        this.sandbox ??= await withDaytonaRetries(() => this.load(), this.retry);
        return this.sandbox;
    }
    async toolboxFiles() {
        this.files ??= new ToolboxFiles(await this.handle(), this.apiKey);
        return this.files;
    }
    async start(what) {
        const sandbox = await this.handle();
        await withDaytonaRetries(() => sandbox.refreshData(), this.retry);
        if (sandbox.state !== 'started')
            throw new Error(`${what}: the Daytona sandbox is ${sandbox.state ?? 'unknown'}, not started`);
    }
    async exec(request) {
        const sandbox = await this.handle();
        const started = Date.now();
        const stdinFile = request.stdin === undefined ? null : await this.upload(request.stdin, 'stdin');
        const line = (0,shell_line/* execLine */.SD)(request.cmd, request.user, stdinFile);
        const timeoutSec = request.timeoutMs === undefined ? undefined : Math.max(1, Math.ceil(request.timeoutMs / 1000));
        const cwd = request.workdir ?? this.defaultWorkdir ?? undefined;
        try {
            // A command must not run twice: retried only when the request never reached the sandbox.
            const response = await withDaytonaRetries(() => sandbox.process.executeCommand(line, cwd, request.env, timeoutSec), this.retry, notDelivered);
            await writeAll(request.stdout, response.result);
            const durationSec = (Date.now() - started) / 1000;
            const timedOut = timeoutSec !== undefined && response.exitCode === -1 && durationSec >= timeoutSec;
            return { exitCode: timedOut ? null : response.exitCode, timedOut, durationSec };
        }
        catch (error) {
            if (error.name === 'DaytonaTimeoutError') {
                return { exitCode: null, timedOut: true, durationSec: (Date.now() - started) / 1000 };
            }
            throw error;
        }
        finally {
            if (stdinFile)
                await this.run(`rm -f ${(0,shell_line/* quoteWord */.XW)(stdinFile)}`).catch(() => undefined);
        }
    }
    /** As Docker's extraction does, a path whose type differs from the entry's is replaced (archive-plan.ts). */
    async copyIn(archive, destination) {
        const { archive: planned, remove } = await plannedArchive(await (0,streams/* bufferOf */.Kb)(archive));
        const file = await this.upload(planned, 'in.tar');
        const result = await this.run(`${extractLine(destination, remove, file)}; code=$?; rm -f ${(0,shell_line/* quoteWord */.XW)(file)}; exit $code`);
        if (result.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${result.result.trim().slice(0, 300)}`);
    }
    async copyOut(path) {
        const files = await this.toolboxFiles();
        const file = `${SCRATCH}/.helios-${(0,external_node_crypto_.randomUUID)()}-out.tar`;
        const packed = await this.run(`${packLine(path, file)} 2>&1`);
        try {
            if (packed.exitCode === MISSING_PATH_EXIT)
                throw new errors/* PathNotFound */.l(path);
            if (packed.exitCode !== 0)
                throw new Error(`copy of ${path} out of the sandbox failed: ${packed.result.trim().slice(0, 200)}`);
            const content = await withDaytonaRetries(() => files.download(file), this.retry);
            return external_node_stream_.Readable.from([content]);
        }
        finally {
            await this.run(`rm -f ${(0,shell_line/* quoteWord */.XW)(file)}`).catch(() => undefined);
        }
    }
    async workdir() {
        if (this.defaultWorkdir)
            return this.defaultWorkdir;
        const result = await this.run('pwd');
        return result.result.trim() || '/';
    }
    async stopped() {
        if (this.removed)
            return null;
        if (this.killedAt !== null)
            return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt };
        const sandbox = await this.handle();
        try {
            await withDaytonaRetries(() => sandbox.refreshData(), this.retry);
        }
        catch (error) {
            if (error.statusCode === 404)
                return null;
            throw error;
        }
        // A sandbox has no main command of its own: it "ends" when Daytona stops it (auto-stop, a kill).
        if (sandbox.state === 'stopped' || sandbox.state === 'error')
            return { exitCode: 137, oomKilled: false, finishedAt: Date.now() };
        return null;
    }
    /**
     * Every process but the sandbox's own first one (Daytona's daemon, which copyOut needs) ends;
     * stopping the sandbox instead would take the toolbox with it.
     */
    async kill() {
        await this.run('kill -9 -1 2>/dev/null; true');
        this.killedAt = Date.now();
    }
    /** Stopped and started again: every process is new, the filesystem stays (Daytona keeps it). */
    async restart() {
        const sandbox = await this.handle();
        await withDaytonaRetries(() => sandbox.stop(), this.retry);
        await withDaytonaRetries(() => sandbox.start(), this.retry);
        this.killedAt = null;
    }
    /** A sandbox runs no main command whose output could be read back. */
    logs() {
        return Promise.resolve('');
    }
    async remove() {
        if (this.removed)
            return;
        try {
            const sandbox = await this.handle();
            await withDaytonaRetries(() => sandbox.delete(), this.retry);
        }
        catch (error) {
            if (error.statusCode !== 404)
                throw error;
        }
        this.removed = true;
        this.onRemoved();
    }
    /** A host file given as a read-only copy (what Docker would bind-mount), owned by root. */
    async placeReadOnly(path, content) {
        const file = await this.upload(content, 'mount');
        const target = (0,shell_line/* quoteWord */.XW)(path);
        const result = await this.run(`mkdir -p ${(0,shell_line/* quoteWord */.XW)(external_node_path_.posix.dirname(path))} && mv ${(0,shell_line/* quoteWord */.XW)(file)} ${target} && chown root:root ${target} && chmod 444 ${target}`);
        if (result.exitCode !== 0)
            throw new Error(`copy of ${path} failed: ${result.result.trim().slice(0, 300)}`);
    }
    async run(line) {
        const sandbox = await this.handle();
        return withDaytonaRetries(() => sandbox.process.executeCommand(line), this.retry, notDelivered);
    }
    async upload(content, suffix) {
        const files = await this.toolboxFiles();
        const file = `${SCRATCH}/.helios-${(0,external_node_crypto_.randomUUID)()}-${suffix}`;
        const buffer = await (0,streams/* bufferOf */.Kb)(content);
        await withDaytonaRetries(() => files.upload(buffer, file), this.retry);
        return file;
    }
}
async function writeAll(sink, text) {
    if (!sink || !text)
        return;
    await new Promise((resolve, reject) => sink.write(text, (error) => (error ? reject(error) : resolve())));
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/slots.ts
// The per-provider cap on live sandboxes: a slot is taken before a sandbox is created and given
// back when it is removed (or its creation failed), so a shard never holds more than the cap.
class Slots {
    size;
    free;
    waiting = [];
    constructor(size) {
        this.size = size;
        if (!Number.isInteger(size) || size < 1)
            throw new Error(`slots: size must be a whole number ≥ 1, got ${size}`);
        this.free = size;
    }
    async take() {
        if (this.free > 0) {
            this.free--;
            return;
        }
        await new Promise((resolve) => this.waiting.push(resolve));
    }
    give() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.free = Math.min(this.size, this.free + 1);
    }
    get inUse() {
        return this.size - this.free;
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/snapshot-name.ts
/** task.toml's limits in Daytona's units (whole CPUs and GiB), rounded up so a task never gets less. */
function snapshotSize(cpus, memoryMb, storageMb) {
    return {
        cpu: Math.max(1, Math.ceil(cpus)),
        memoryGiB: Math.max(1, Math.ceil(memoryMb / 1024)),
        diskGiB: Math.max(3, Math.ceil((storageMb ?? 3 * 1024) / 1024)),
    };
}
function snapshotName(role, hash, size) {
    return `helios-${role}-${hash.slice(0, 16)}-c${size.cpu}m${size.memoryGiB}d${size.diskGiB}`;
}
function taskSnapshotSize(task) {
    const env = task.config.environment;
    return snapshotSize(env.cpus, env.memoryMb, env.storageMb);
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/snapshots.ts
// The run's images on Daytona: one snapshot per environment content hash and size, built by
// Daytona from the task's Dockerfile and context (its declarative build, declarative-build.ts)
// or from its docker_image. A benchmark version builds once: a snapshot already active is reused.





class DaytonaSnapshots {
    client;
    builds;
    options;
    retry;
    provider;
    pending = new Map();
    listeners = new Set();
    constructor(client, builds, options, retry, 
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    provider) {
        this.client = client;
        this.builds = builds;
        this.options = options;
        this.retry = retry;
        this.provider = provider;
    }
    ensure(task) {
        const refusal = (0,capability_refusals/* taskRefusal */.aK)(task, this.provider);
        if (refusal)
            return Promise.resolve({ ok: false, reason: refusal });
        const env = task.config.environment;
        const size = taskSnapshotSize(task);
        const source = env.dockerImage
            ? { kind: 'image', image: env.dockerImage }
            : { kind: 'dockerfile', path: (0,external_node_path_.join)(task.dir, 'environment', 'Dockerfile') };
        return this.once(task, {
            name: snapshotName('env', task.environmentHash, size),
            source,
            size,
            buildTimeoutSec: env.buildTimeoutSec,
        });
    }
    ensureVerifier(task) {
        const verifier = task.verifierImage;
        const verifierEnv = task.config.verifier.environment;
        if (!verifier || (!verifier.contextDir && !verifier.dockerImage))
            return this.ensure(task);
        const env = verifierEnv ?? task.config.environment;
        const size = snapshotSize(env.cpus, env.memoryMb, task.config.environment.storageMb);
        const source = verifier.contextDir
            ? { kind: 'dockerfile', path: (0,external_node_path_.join)(verifier.contextDir, 'Dockerfile') }
            : { kind: 'image', image: verifier.dockerImage ?? '' };
        return this.once(task, {
            name: snapshotName('verifier', verifier.hash, size),
            source,
            size,
            buildTimeoutSec: env.buildTimeoutSec,
        });
    }
    ensureService(task, service) {
        return Promise.resolve({
            ok: false,
            reason: (0,capability_refusals/* taskRefusal */.aK)(task, this.provider) ??
                `${task.relativeDir}: service ${service.name} cannot run on Daytona`,
        });
    }
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    async flush() {
        await Promise.allSettled([...this.pending.values()]);
    }
    /** The same snapshot asked twice (two tasks, one environment) is one build. */
    once(task, recipe) {
        let outcome = this.pending.get(recipe.name);
        if (!outcome) {
            outcome = this.build(task, recipe);
            this.pending.set(recipe.name, outcome);
        }
        return outcome;
    }
    async build(task, recipe) {
        const started = Date.now();
        const existing = await this.find(recipe.name);
        if (existing?.state === 'active')
            return { ok: true, image: recipe.name, built: false };
        this.emit({ type: 'build-started', tag: recipe.name, task: task.name });
        let reason = null;
        try {
            if (existing && existing.state !== 'build_failed' && existing.state !== 'error') {
                // Another shard is building it: wait for that build instead of starting a second.
                await this.waitActive(recipe);
            }
            else {
                if (existing)
                    await withDaytonaRetries(() => this.client.snapshot.delete(existing.id), this.retry);
                await this.create(recipe);
                await this.waitActive(recipe);
            }
        }
        catch (error) {
            const file = recipe.source.kind === 'dockerfile'
                ? ` (${(0,external_node_path_.join)(task.relativeDir, (0,external_node_path_.relative)(task.dir, recipe.source.path))})`
                : '';
            reason = `snapshot ${recipe.name}${file}: ${error instanceof Error ? error.message : String(error)}`;
        }
        const durationSec = (Date.now() - started) / 1000;
        await this.log(recipe.name, reason ?? `active after ${durationSec.toFixed(1)} s`);
        this.emit({
            type: 'build-finished',
            tag: recipe.name,
            task: task.name,
            ok: reason === null,
            durationSec,
            reason,
        });
        return reason === null ? { ok: true, image: recipe.name, built: true } : { ok: false, reason };
    }
    async create(recipe) {
        const resources = { cpu: recipe.size.cpu, memory: recipe.size.memoryGiB, disk: recipe.size.diskGiB };
        try {
            if (recipe.source.kind === 'image') {
                const image = recipe.source.image;
                await withDaytonaRetries(() => this.client.snapshot.create({ name: recipe.name, image, resources }, { timeout: recipe.buildTimeoutSec }), this.retry);
            }
            else {
                const dockerfile = recipe.source.path;
                await this.builds.start({
                    name: recipe.name,
                    dockerfile,
                    contextDir: (0,external_node_path_.dirname)(dockerfile),
                    size: recipe.size,
                });
            }
        }
        catch (error) {
            // Another shard created it between our look and our create: its build is the one.
            if (error.statusCode !== 409)
                throw error;
        }
    }
    async find(name) {
        try {
            return await withDaytonaRetries(() => this.client.snapshot.get(name), this.retry);
        }
        catch (error) {
            if (error.statusCode === 404)
                return null;
            throw error;
        }
    }
    async waitActive(recipe) {
        const deadline = Date.now() + recipe.buildTimeoutSec * 1000;
        for (;;) {
            const snapshot = await this.find(recipe.name);
            if (snapshot?.state === 'active')
                return;
            if (!snapshot || snapshot.state === 'build_failed' || snapshot.state === 'error') {
                const why = snapshot?.errorReason ? `: ${snapshot.errorReason}` : '';
                throw new Error(`the build ended ${snapshot?.state ?? 'deleted'}${why}`);
            }
            if (Date.now() > deadline)
                throw new Error(`still ${snapshot.state} after build_timeout_sec (${recipe.buildTimeoutSec} s)`);
            await new Promise((resolve) => setTimeout(resolve, 1000));
        }
    }
    async log(name, line) {
        await (0,promises_.mkdir)(this.options.buildLogDir, { recursive: true });
        await (0,promises_.appendFile)((0,external_node_path_.join)(this.options.buildLogDir, `${name}.log`), `${new Date().toISOString()} ${line}\n`);
    }
    emit(event) {
        for (const listener of this.listeners)
            listener(event);
    }
}

// EXTERNAL MODULE: ./node_modules/@daytona/api-client/src/index.js
var api_client_src = __webpack_require__(69029);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
// EXTERNAL MODULE: ./src/run/environment/archive.ts
var archive = __webpack_require__(84989);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/run/providers/daytona/dockerignore.ts
// A build context's .dockerignore, applied before upload as `docker build` applies it before
// sending: an excluded file (a data set, a build cache) is neither hashed nor uploaded. Docker's
// rules: `#` comments and blank lines skipped, paths cleaned and taken from the context's root,
// `*`/`?` stop at `/`, `**` crosses folders, a pattern that names a folder covers all under it,
// `!` re-includes, and the last pattern that matches decides.


const KEEP_ALL = { excluded: () => false, reincludes: false };
/** Whether the walk leaves out this entry (a folder only when nothing under it can come back). */
function leftOut(filter, path, directory) {
    return filter.excluded(path) && !(directory && filter.reincludes);
}
function parseDockerignore(text) {
    const rules = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => {
        const reinclude = line.startsWith('!');
        const pattern = external_node_path_.posix.normalize((reinclude ? line.slice(1) : line).trim()).replace(/^\/+|\/+$/g, '');
        return { reinclude, matches: picomatch_default()(pattern, { dot: true, nobrace: true, noextglob: true }) };
    });
    if (rules.length === 0)
        return KEEP_ALL;
    return {
        reincludes: rules.some((rule) => rule.reinclude),
        excluded(path) {
            const parents = path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
            let excluded = false;
            for (const rule of rules)
                if (parents.some((p) => rule.matches(p)))
                    excluded = !rule.reinclude;
            return excluded;
        },
    };
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/context-hash.ts
// The key Daytona stores a build context under: `<organization>/<hash>/context.tar`, where the
// hash is the one the SDK's object storage computes (md5 over the archive path, then each regular
// file's relative path and bytes, in readdir's order (libuv sorts it by name); a folder with no file or
// folder in it adds its own relative path). Computing it the same way means a context the SDK
// uploaded for the same folder is reused, not uploaded again.
// One addition: a symlink adds its path and target (the SDK skips links, so two contexts that
// differ only in a link's target would share a key and the second would get the first's archive).





/**
 * The hash of `dir`'s files as one context whose archive path is `archivePath` ('' = the root),
 * without what `filter` (its .dockerignore) leaves out: the hash covers what is uploaded.
 */
async function contextHash(dir, archivePath = '', filter = KEEP_ALL) {
    const hasher = (0,external_node_crypto_.createHash)('md5');
    hasher.update(archivePath);
    await hashFolder(dir, dir, hasher, filter);
    return hasher.digest('hex');
}
async function hashFolder(root, folder, hasher, filter) {
    const entries = (await (0,promises_.readdir)(folder, { withFileTypes: true })).filter((entry) => !leftOut(filter, (0,external_node_path_.relative)(root, (0,external_node_path_.join)(folder, entry.name)), entry.isDirectory()));
    if (!entries.some((entry) => entry.isDirectory() || entry.isFile()))
        hasher.update((0,external_node_path_.relative)(root, folder));
    for (const entry of entries) {
        const path = (0,external_node_path_.join)(folder, entry.name);
        if (entry.isDirectory()) {
            await hashFolder(root, path, hasher, filter);
        }
        else if (entry.isFile()) {
            hasher.update((0,external_node_path_.relative)(root, path));
            for await (const chunk of (0,external_node_fs_.createReadStream)(path))
                hasher.update(chunk);
        }
        else if (entry.isSymbolicLink()) {
            hasher.update(`\0symlink:${(0,external_node_path_.relative)(root, path)}\0${await (0,promises_.readlink)(path)}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/context-upload.ts
// Uploading a build context to Daytona's object storage, as the SDK's declarative build does
// (S3, path-style, with the push-access credentials the API hands out), but through modules
// imported here so the action's bundle carries them: the SDK loads its own uploader at run time.












const QUIET = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
/**
 * Uploads `dir` as one context (its files at the archive's root less what its .dockerignore
 * excludes, symlinks kept as links, never followed) unless one with its hash is already stored;
 * returns the hash for the build info.
 */
async function uploadContext(access, dir, retry) {
    const filter = await readDockerignore(dir);
    const hash = await contextHash(dir, '', filter);
    const prefix = `${access.organizationId}/${hash}/`;
    const client = new dist_cjs/* S3Client */.YxF({
        region: access.region,
        endpoint: access.storageUrl,
        credentials: {
            accessKeyId: access.accessKey,
            secretAccessKey: access.secret,
            sessionToken: access.sessionToken,
        },
        forcePathStyle: true,
        // Retried below, where each try opens the archive afresh (a stream cannot be replayed).
        maxAttempts: 1,
        // Else the client warns on the console for each failed try of a streamed body; the error
        // itself reaches the caller (and, if the retries run out, the build log).
        logger: QUIET,
    });
    try {
        const listed = await withDaytonaRetries(() => client.send(new dist_cjs/* ListObjectsV2Command */.u6x({ Bucket: access.bucket, Prefix: prefix, MaxKeys: 1 })), retry, isTransientStorageError);
        if (listed.Contents?.length)
            return hash;
        const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'helios-daytona-context-'));
        try {
            const archive = (0,external_node_path_.join)(folder, 'context.tar');
            await packToFile(dir, archive, filter);
            const { size } = await (0,promises_.stat)(archive);
            await withDaytonaRetries(() => client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                Bucket: access.bucket,
                Key: `${prefix}context.tar`,
                Body: (0,external_node_fs_.createReadStream)(archive),
                ContentLength: size,
            })), retry, isTransientStorageError);
        }
        finally {
            await (0,promises_.rm)(folder, { recursive: true, force: true });
        }
        return hash;
    }
    finally {
        client.destroy();
    }
}
async function readDockerignore(dir) {
    try {
        return parseDockerignore(await (0,promises_.readFile)((0,external_node_path_.join)(dir, '.dockerignore'), 'utf8'));
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return parseDockerignore('');
        throw error;
    }
}
async function packToFile(dir, file, filter) {
    const pack = tar_stream.pack();
    const written = (0,external_node_stream_promises_.pipeline)(pack, (0,external_node_fs_.createWriteStream)(file));
    await (0,archive/* packDirectory */.jG)(pack, dir, '', 0o755, undefined, (name, directory) => !leftOut(filter, name, directory)).then(() => pack.finalize(), (error) => pack.destroy(error));
    await written;
}
/** The S3 client's errors: an HTTP status in `$metadata`, or Node's transport `code`. */
function isTransientStorageError(error) {
    if (typeof error !== 'object' || error === null)
        return false;
    const status = error.$metadata?.httpStatusCode;
    if (typeof status === 'number')
        return TRANSIENT_HTTP_STATUS.has(status);
    const code = error.code;
    return typeof code === 'string' && TRANSIENT_NET_CODES.has(code);
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/declarative-build.ts
// Daytona's declarative build, called through the API's generated client: the task's context
// folder is uploaded (context-upload.ts), then the snapshot is created with the Dockerfile's text
// and the context's hash, and Daytona builds it. The SDK's own `snapshot.create(Image)` does the
// same but loads its file and S3 modules at run time, which the action's bundle cannot serve.





class DeclarativeBuilds {
    settings;
    retry;
    snapshots;
    storage;
    constructor(settings, retry) {
        this.settings = settings;
        this.retry = retry;
        const configuration = new api_client_src.Configuration({
            basePath: settings.apiUrl,
            baseOptions: { headers: { Authorization: `Bearer ${settings.apiKey}` } },
        });
        // The SDK's HTTP client, so errors carry the SDK's `statusCode` (faults.ts reads it). (The SDK
        // keeps its own copy of axios, whose types are the same but distinct for tsc.)
        const http = esm/* Daytona */.dc.createAxiosInstance();
        this.snapshots = new api_client_src.SnapshotsApi(configuration, settings.apiUrl, http);
        this.storage = new api_client_src.ObjectStorageApi(configuration, settings.apiUrl, http);
    }
    /** Starts the build; the caller waits for the snapshot to become active. */
    async start(build) {
        const dockerfileContent = await (0,promises_.readFile)(build.dockerfile, 'utf8');
        const access = (await withDaytonaRetries(() => this.storage.getPushAccess(), this.retry)).data;
        const contextHash = await uploadContext(access, build.contextDir, this.retry);
        await withDaytonaRetries(() => this.snapshots.createSnapshot({
            name: build.name,
            buildInfo: { dockerfileContent, contextHashes: [contextHash] },
            cpu: build.size.cpu,
            memory: build.size.memoryGiB,
            disk: build.size.diskGiB,
            ...(this.settings.target ? { regionId: this.settings.target } : {}),
        }), this.retry);
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/provider.ts
// Daytona as an environment provider: one sandbox per attempt, created from the snapshot of the
// task's environment, labelled like every environment of ours so a sweep finds it after a crash.












/** Finds a sandbox whose creation timed out (the SDK then returns nothing to delete). */
const LABEL_REQUEST = 'helios.request';
/** What a sandbox per attempt can honour, and why not the rest (the runner refuses from these). */
const DAYTONA_CAPABILITIES = {
    services: false,
    noNetwork: true,
    hostNetwork: false,
    mounts: false,
    verifierBeside: false,
    reasons: {
        services: 'one sandbox per attempt, no private network between sandboxes',
        hostNetwork: "a sandbox runs elsewhere, away from this machine's loopback",
        mounts: "a sandbox cannot see this machine's folders",
    },
};
class DaytonaProvider {
    options;
    name = 'daytona';
    capabilities = DAYTONA_CAPABILITIES;
    client;
    slots;
    retry;
    creations = new Creations();
    builds;
    /** Handed only to the toolbox's file client (toolbox-files.ts), as the SDK hands it to its own. */
    apiKey;
    constructor(settings, options = {}) {
        this.options = options;
        this.apiKey = settings.apiKey;
        this.client = new esm/* Daytona */.dc({
            apiKey: settings.apiKey,
            apiUrl: settings.apiUrl,
            target: settings.target ?? undefined,
            // State by polling the REST API: no event socket to keep open (or to leak) per run.
            useDeprecatedPolling: true,
        });
        this.slots = new Slots(options.concurrency ?? config/* DEFAULT_DAYTONA_CONCURRENCY */.t$);
        this.retry = options.retry ?? DEFAULT_API_RETRY;
        this.builds = new DeclarativeBuilds(settings, this.retry);
    }
    create(spec) {
        return this.creations.track(this.createSandbox(spec));
    }
    async createSandbox(spec) {
        const copies = await mountCopies(spec.mounts);
        const refusal = sandboxSpecRefusal(spec, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        await this.slots.take();
        const request = (0,external_node_crypto_.randomUUID)();
        const labels = { ...spec.labels, [LABEL_REQUEST]: request };
        try {
            const sandbox = await withDaytonaRetries(() => this.client.create({
                snapshot: spec.image,
                // The toolbox runs commands as this user: root, so files go in as root and each
                // exec switches to the user it asks for (shell.ts).
                user: 'root',
                labels,
                envVars: spec.env,
                networkBlockAll: spec.network.kind === 'none',
                autoStopInterval: this.options.idleStopMinutes ?? 60,
                autoDeleteInterval: this.options.idleStopMinutes ?? 60,
            }, { timeout: this.options.startTimeoutSec ?? 120 }), this.retry);
            return new DaytonaSandbox(sandbox.id, () => this.client.get(sandbox.id), this.retry, spec.workdir, () => this.slots.give(), this.apiKey, sandbox);
        }
        catch (error) {
            // A sandbox that never started (or whose answer was lost) may exist: it must not outlive us.
            await this.removeLabelled({ [LABEL_REQUEST]: request }).catch(() => undefined);
            this.slots.give();
            throw error;
        }
    }
    attach(id) {
        return new DaytonaSandbox(id, () => this.client.get(id), this.retry, null, () => undefined, this.apiKey);
    }
    createServiceGroup() {
        return Promise.reject(new Error('compose sidecars cannot run on Daytona (one sandbox per attempt); run the task with --provider docker'));
    }
    images(options) {
        return new DaytonaSnapshots(this.client, this.builds, options, this.retry, this);
    }
    faultKind(error) {
        return daytonaFaultKind(error);
    }
    /** Daytona's daemon starts the snapshot's entrypoint (the image's) when the sandbox starts. */
    async imageHasEntrypoint(image) {
        const snapshot = await withDaytonaRetries(() => this.client.snapshot.get(image), this.retry);
        return (snapshot.entrypoint?.length ?? 0) > 0;
    }
    /** Daytona's sandboxes are Linux on x86-64. */
    platform() {
        return Promise.resolve({ os: 'linux', arch: 'x86_64' });
    }
    /** Daytona publishes no per-process OOM events: memory kills are not told apart. */
    watchEvents() {
        return Promise.resolve(NO_EVENTS);
    }
    async removeRun(runId, options = {}) {
        return this.removeLabelled(sweepLabels(runId, options.owner));
    }
    creationsSettled(timeoutMs = 60_000) {
        return this.creations.settled(timeoutMs);
    }
    /** Sandboxes alive at once right now (the cap's use). */
    get sandboxesInUse() {
        return this.slots.inUse;
    }
    async removeLabelled(labels) {
        const ids = [];
        await withDaytonaRetries(async () => {
            ids.length = 0;
            for await (const sandbox of this.client.list({ labels }))
                ids.push(sandbox.id);
        }, this.retry);
        for (const id of ids) {
            await withDaytonaRetries(async () => {
                const sandbox = await this.client.get(id);
                await sandbox.delete();
            }, this.retry).catch((error) => {
                if (error.statusCode !== 404)
                    throw error;
            });
        }
        return ids.length;
    }
}

/**
 * What an environment spec asks that a sandbox cannot give: what its capabilities lack
 * (capability-refusals.ts; a small read-only file is given as a copy, `copyable`), and a main
 * command of the task's own, which a sandbox does not run.
 */
function sandboxSpecRefusal(spec, copyable = () => false) {
    const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, { name: 'daytona', capabilities: DAYTONA_CAPABILITIES }, copyable);
    if (refusal)
        return refusal;
    const command = spec.command?.join(' ');
    if (command !== undefined && command !== 'sleep infinity') {
        return `Daytona runs no main command of the task's own ("${command.slice(0, 80)}"); use --provider docker`;
    }
    return null;
}

// EXTERNAL MODULE: ./src/run/providers/docker/provider.ts + 8 modules
var provider = __webpack_require__(89041);
// EXTERNAL MODULE: ./src/run/providers/kubernetes/config.ts
var kubernetes_config = __webpack_require__(63508);
// EXTERNAL MODULE: ./node_modules/@kubernetes/client-node/dist/index.js + 875 modules
var dist = __webpack_require__(12901);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/faults.ts
// Which errors are the cluster's own. The client's ApiException carries the HTTP code; its text
// holds the whole answer (headers, body), so it is turned into a short KubernetesApiError here.


class KubernetesApiError extends Error {
    statusCode;
    transportCode;
    name = 'KubernetesApiError';
    constructor(statusCode, message, transportCode = null) {
        super(message);
        this.statusCode = statusCode;
        this.transportCode = transportCode;
    }
}
/** The client's error as a KubernetesApiError naming the operation; other errors as they are. */
function apiError(operation, error) {
    if (error instanceof dist/* ApiException */.UJ4) {
        const body = error.body;
        const detail = typeof body === 'object' && typeof body.message === 'string' ? body.message : '';
        return new KubernetesApiError(error.code, `${operation}: HTTP ${error.code}${detail ? ` (${detail.slice(0, 200)})` : ''}`);
    }
    const code = transportCode(error);
    if (code)
        return new KubernetesApiError(null, `${operation}: ${code}`, code);
    return error;
}
function transportCode(error) {
    for (let e = error, depth = 0; e && depth < 4; e = e.cause, depth++) {
        const code = e.code;
        if (typeof code === 'string' && TRANSIENT_NET_CODES.has(code))
            return code;
    }
    return null;
}
function kubernetesFaultKind(error) {
    if (!(error instanceof KubernetesApiError))
        return null;
    if (error.statusCode === null)
        return 'transient';
    return TRANSIENT_HTTP_STATUS.has(error.statusCode) ? 'transient' : 'request';
}
const faults_isTransient = (error) => kubernetesFaultKind(error) === 'transient';
const isNotFound = (error) => error instanceof KubernetesApiError && error.statusCode === 404;

// EXTERNAL MODULE: ./src/run/environment/image-registry.ts
var image_registry = __webpack_require__(64520);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/images.ts


class RegistryImages {
    options;
    provider;
    cache;
    constructor(options, buildAndPush, 
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    provider) {
        this.options = options;
        this.provider = provider;
        const registry = options.registry;
        this.cache = registry ? buildAndPush({ buildLogDir: options.buildLogDir, registry }) : null;
    }
    ensure(task) {
        const refusal = (0,capability_refusals/* taskRefusal */.aK)(task, this.provider);
        if (refusal)
            return Promise.resolve({ ok: false, reason: refusal });
        const image = task.config.environment.dockerImage;
        if (image)
            return Promise.resolve({ ok: true, image, built: false });
        return this.pushed(task, task.environmentHash, `${task.relativeDir}/environment/Dockerfile`, (cache) => cache.ensure(task));
    }
    ensureVerifier(task) {
        const source = task.verifierImage;
        if (source?.dockerImage)
            return Promise.resolve({ ok: true, image: source.dockerImage, built: false });
        if (!source?.contextDir)
            return this.ensure(task);
        return this.pushed(task, source.hash, `${task.relativeDir}/tests/Dockerfile`, (cache) => cache.ensureVerifier(task));
    }
    ensureService(task, service) {
        return Promise.resolve({
            ok: false,
            reason: (0,capability_refusals/* taskRefusal */.aK)(task, this.provider) ??
                `${task.relativeDir}: service ${service.name} cannot run on Kubernetes`,
        });
    }
    subscribe(listener) {
        return this.cache ? this.cache.subscribe(listener) : () => undefined;
    }
    async flush() {
        await this.cache?.flush();
    }
    /** Built (or found) here, then pushed before the pod may name it. */
    async pushed(task, hash, dockerfile, build) {
        const registry = this.options.registry;
        if (!this.cache || !registry) {
            return {
                ok: false,
                reason: `${dockerfile}: a Kubernetes cluster pulls its images, and this one is built here; pass --image-registry <registry>/<repository> (the cluster must be able to pull from it), or give the task a docker_image in task.toml`,
            };
        }
        const outcome = await build(this.cache);
        if (!outcome.ok)
            return outcome;
        await this.cache.flush();
        return { ok: true, image: (0,image_registry/* registryImage */.$)(registry.ref, hash), built: outcome.built };
    }
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/pod-spec.ts
const MAIN_CONTAINER = 'main';
/** The main command waits for this file (`start`), as a Docker container waits to be started. */
const START_GATE = '/tmp/.helios-start';
/** A label value: at most 63 of [A-Za-z0-9-_.], starting and ending alphanumeric. */
function labelValue(value) {
    const cleaned = value.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 63);
    return cleaned.replace(/^[^A-Za-z0-9]+/, '').replace(/[^A-Za-z0-9]+$/, '');
}
function labelSelector(labels) {
    return Object.entries(labels)
        .map(([key, value]) => `${key}=${labelValue(value)}`)
        .join(',');
}
/** What one pod per attempt can honour, and why not the rest (the runner refuses from these). */
const KUBERNETES_CAPABILITIES = {
    services: false,
    noNetwork: false,
    hostNetwork: false,
    mounts: false,
    verifierBeside: false,
    reasons: {
        services: 'one pod per attempt, no sidecar containers yet',
        noNetwork: 'it needs an egress-deny NetworkPolicy, which this provider does not create, and only a CNI that enforces policies would honour one',
        hostNetwork: "a pod does not share this machine's loopback",
        mounts: "a pod cannot see this machine's folders",
    },
};
function podManifest(name, spec, deadlineSec) {
    const gated = spec.command !== undefined && spec.command.join(' ') !== 'sleep infinity';
    // args, not command: the image's entrypoint is kept, as Docker keeps it.
    const args = gated
        ? [
            'sh',
            '-c',
            `while [ ! -e ${START_GATE} ]; do sleep 0.1; done; exec "$@"`,
            'sh',
            ...(spec.command ?? []),
        ]
        : ['sleep', 'infinity'];
    const quantities = { cpu: String(spec.limits.cpus), memory: `${spec.limits.memoryMb}Mi` };
    return {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
            name,
            labels: Object.fromEntries(Object.entries(spec.labels).map(([k, v]) => [k, labelValue(v)])),
        },
        spec: {
            restartPolicy: 'Never',
            activeDeadlineSeconds: deadlineSec,
            automountServiceAccountToken: false,
            // Root, so files go in as root (tar keeps owners) and each exec switches to the user it asks for.
            securityContext: { runAsUser: 0, runAsGroup: 0 },
            enableServiceLinks: false,
            containers: [
                {
                    name: MAIN_CONTAINER,
                    image: spec.image,
                    args,
                    env: Object.entries(spec.env).map(([key, value]) => ({ name: key, value })),
                    ...(spec.workdir ? { workingDir: spec.workdir } : {}),
                    resources: { requests: quantities, limits: quantities },
                },
            ],
        },
    };
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/exec.ts
// One command in a pod through the exec API (a WebSocket, channel-numbered frames). The API has no
// user, env or workdir of its own: the command is wrapped in a shell line that sets them.






/** `sh -c` line running argv with env and cwd, as `user` (root or none: as the exec's user). */
function wrappedCommand(request, defaultWorkdir) {
    const assignments = Object.entries(request.env ?? {}).map(([key, value]) => `${key}=${value}`);
    let line = (0,shell_line/* commandLine */.ay)(assignments.length > 0 ? ['env', ...assignments, ...request.cmd] : request.cmd);
    const workdir = request.workdir ?? defaultWorkdir;
    if (workdir)
        line = `cd ${(0,shell_line/* quoteWord */.XW)(workdir)} && ${line}`;
    return ['sh', '-c', (0,shell_line/* asUser */.ex)(line, request.user)];
}
/** The exit code the Status on channel 3 reports (0 on Success); null when it names none. */
function exitCodeOf(status) {
    if (status.status === 'Success')
        return 0;
    const cause = status.details?.causes?.find((c) => c.reason === 'ExitCode');
    const code = Number(cause?.message);
    return Number.isInteger(code) ? code : null;
}
/** Forwards to `target` without ever ending it (the client ends the streams it is given). */
function forwarding(target) {
    return new external_node_stream_.Writable({
        write(chunk, _encoding, done) {
            if (!target)
                return done();
            target.write(chunk, (error) => done(error ?? undefined));
        },
    });
}
async function execInPod(kubeConfig, namespace, pod, command, request) {
    const started = Date.now();
    const stdout = forwarding(request.stdout);
    const stderr = forwarding(request.stderr);
    const stdin = request.stdin === undefined
        ? null
        : Buffer.isBuffer(request.stdin)
            ? external_node_stream_.Readable.from([request.stdin])
            : request.stdin;
    let settle = () => undefined;
    const finished = new Promise((resolve) => {
        settle = resolve;
    });
    let socket;
    try {
        socket = await new dist/* Exec */.WoD(kubeConfig).exec(namespace, pod, MAIN_CONTAINER, command, stdout, stderr, stdin, false, (status) => settle(exitCodeOf(status)));
    }
    catch (error) {
        throw apiError(`exec in pod ${pod}`, error);
    }
    // A socket closed without a status: the command's end is unknown.
    socket.addEventListener('close', () => settle(null));
    let timer;
    const timedOut = new Promise((resolve) => {
        if (request.timeoutMs !== undefined)
            timer = setTimeout(() => resolve('timeout'), request.timeoutMs);
    });
    const outcome = await Promise.race([finished, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout')
        socket.close();
    const durationSec = (Date.now() - started) / 1000;
    if (outcome === 'timeout')
        return { exitCode: null, timedOut: true, durationSec };
    await drained(stdout);
    await drained(stderr);
    return { exitCode: outcome, timedOut: false, durationSec };
}
/** Every frame written on to the caller's stream before the exec's outcome is told. */
async function drained(stream) {
    if (!stream.writableEnded)
        stream.end();
    await (0,external_node_stream_promises_.finished)(stream);
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/pod.ts
// One attempt's environment as a pod: commands and files (tar over stdin/stdout) through the exec
// API, state from the pod's status, removal by deleting the pod.








class KubernetesPod {
    id;
    context;
    defaultWorkdir;
    onRemoved;
    removed = false;
    killedAt = null;
    constructor(id, context, defaultWorkdir, onRemoved = () => undefined) {
        this.id = id;
        this.context = context;
        this.defaultWorkdir = defaultWorkdir;
        this.onRemoved = onRemoved;
    }
    /** The main command starts once the gate file exists (pod-spec.ts); `sleep infinity` runs from the start. */
    async start(what) {
        await this.run(['touch', START_GATE]);
        const stopped = await this.stopped();
        if (stopped)
            throw new Error(`${what}: the pod's main container ended with exit code ${stopped.exitCode}`);
    }
    exec(request) {
        const { kubeConfig, namespace } = this.context;
        return execInPod(kubeConfig, namespace, this.id, wrappedCommand(request, this.defaultWorkdir), request);
    }
    /** As Docker's extraction does, a path whose type differs from the entry's is replaced first. */
    async copyIn(archive, destination) {
        const { archive: planned, remove } = await plannedArchive(await (0,streams/* bufferOf */.Kb)(archive));
        const stderr = new Collector();
        const outcome = await this.run(['sh', '-c', extractLine(destination, remove, '-')], {
            stdin: planned,
            stderr,
        });
        if (outcome.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${stderr.text().slice(0, 300)}`);
    }
    async copyOut(path) {
        const stdout = new Collector();
        const stderr = new Collector();
        const outcome = await this.run(['sh', '-c', packLine(path, '-')], { stdout, stderr });
        if (outcome.exitCode === MISSING_PATH_EXIT)
            throw new errors/* PathNotFound */.l(path);
        if (outcome.exitCode !== 0)
            throw new Error(`copy of ${path} failed: ${stderr.text().slice(0, 300)}`);
        return external_node_stream_.Readable.from([stdout.buffer()]);
    }
    async workdir() {
        if (this.defaultWorkdir)
            return this.defaultWorkdir;
        const stdout = new Collector();
        await this.run(['pwd'], { stdout });
        return stdout.text().trim() || '/';
    }
    async stopped() {
        if (this.removed)
            return null;
        if (this.killedAt !== null)
            return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt };
        let pod;
        try {
            pod = await this.read();
        }
        catch (error) {
            if (isNotFound(error))
                return null;
            throw error;
        }
        return stoppedOf(pod);
    }
    /** Every process but the pod's first (its main command) ends; the pod stays for copyOut. */
    async kill() {
        await this.run(['sh', '-c', 'kill -9 -1 2>/dev/null; true']);
        this.killedAt = Date.now();
    }
    /** A pod cannot be restarted in place: every process but the main command ends, the files stay. */
    async restart() {
        await this.run(['sh', '-c', 'kill -9 -1 2>/dev/null; true']);
        this.killedAt = null;
    }
    /** The main command (`sleep`) writes nothing worth reading back. */
    logs() {
        return Promise.resolve('');
    }
    async remove() {
        if (this.removed)
            return;
        await deletePod(this.context, this.id);
        this.removed = true;
        this.onRemoved();
    }
    read() {
        const { api, namespace, retry } = this.context;
        return withRetries(() => api
            .readNamespacedPod({ name: this.id, namespace })
            .catch((e) => Promise.reject(apiError(`read pod ${this.id}`, e))), retry, faults_isTransient);
    }
    run(cmd, streams = {}) {
        const { kubeConfig, namespace } = this.context;
        return execInPod(kubeConfig, namespace, this.id, cmd, streams);
    }
}
/** Deletes at once (grace 0); a pod already gone is fine. */
async function deletePod(context, name) {
    const { api, namespace, retry } = context;
    await withRetries(() => api
        .deleteNamespacedPod({ name, namespace, gracePeriodSeconds: 0 })
        .catch((e) => Promise.reject(apiError(`delete pod ${name}`, e))), retry, faults_isTransient).catch((error) => {
        if (!isNotFound(error))
            throw error;
    });
}
/** The main container's end, from the pod's status; null while it runs (or has not started). */
function stoppedOf(pod) {
    const main = pod.status?.containerStatuses?.find((c) => c.name === MAIN_CONTAINER);
    const terminated = main?.state?.terminated;
    if (terminated) {
        return {
            exitCode: terminated.exitCode,
            oomKilled: terminated.reason === 'OOMKilled',
            finishedAt: terminated.finishedAt ? new Date(terminated.finishedAt).getTime() : Date.now(),
        };
    }
    // Ended by the cluster without a container status (activeDeadlineSeconds, eviction).
    if (pod.status?.phase === 'Failed' || pod.status?.phase === 'Succeeded') {
        return { exitCode: 137, oomKilled: false, finishedAt: Date.now() };
    }
    return null;
}
/** A stream that keeps what is written to it. */
class Collector extends external_node_stream_.Writable {
    chunks = [];
    _write(chunk, _encoding, done) {
        this.chunks.push(chunk);
        done();
    }
    buffer() {
        return Buffer.concat(this.chunks);
    }
    text() {
        return this.buffer().toString('utf8');
    }
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/provider.ts
// Kubernetes as an environment provider: one pod per attempt in one namespace, labelled like every
// environment of ours so a sweep (also one at the start of a run, after a crash) finds it by label.












const DEFAULT_ACTIVE_DEADLINE_SEC = 6 * 3600;
class KubernetesProvider {
    buildAndPush;
    options;
    name = 'kubernetes';
    capabilities = KUBERNETES_CAPABILITIES;
    context;
    creations = new Creations();
    constructor(settings, 
    /** Builds a Dockerfile task here and pushes it (the Docker provider's, handed in by providers/index.ts). */
    buildAndPush, options = {}) {
        this.buildAndPush = buildAndPush;
        this.options = options;
        this.context = {
            api: settings.kubeConfig.makeApiClient(dist/* CoreV1Api */.f5Y),
            kubeConfig: settings.kubeConfig,
            namespace: settings.namespace,
            retry: options.retry ?? DEFAULT_API_RETRY,
        };
    }
    get namespace() {
        return this.context.namespace;
    }
    create(spec) {
        return this.creations.track(this.createPod(spec));
    }
    async createPod(spec) {
        const copies = await mountCopies(spec.mounts);
        const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, this, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        const name = `helios-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
        const { api, namespace, retry } = this.context;
        const body = podManifest(name, spec, this.options.activeDeadlineSec ?? DEFAULT_ACTIVE_DEADLINE_SEC);
        await withRetries(() => api.createNamespacedPod({ namespace, body }).catch((e) => {
            // A retried create whose first try got through: the pod is ours.
            if (e.code === 409)
                return undefined;
            return Promise.reject(apiError(`create pod ${name}`, e));
        }), retry, faults_isTransient);
        const pod = new KubernetesPod(name, this.context, spec.workdir);
        try {
            await this.untilRunning(pod);
            if (copies.size > 0)
                await pod.copyIn(await readOnlyCopies(copies), '/');
            return pod;
        }
        catch (error) {
            // A pod that never ran must not outlive the attempt.
            await deletePod(this.context, name).catch(() => undefined);
            throw error;
        }
    }
    async untilRunning(pod) {
        const timeoutSec = this.options.startTimeoutSec ?? 300;
        const deadline = Date.now() + timeoutSec * 1000;
        for (;;) {
            const state = await pod.read();
            if (state.status?.phase === 'Running')
                return;
            const ended = stoppedOf(state);
            if (ended)
                throw new Error(`pod ${pod.id} ended before it ran (exit code ${ended.exitCode})`);
            if (Date.now() >= deadline) {
                const waiting = state.status?.containerStatuses?.[0]?.state?.waiting;
                const why = waiting
                    ? `: ${waiting.reason ?? ''}${waiting.message ? ` (${waiting.message.slice(0, 200)})` : ''}`
                    : '';
                throw new Error(`pod ${pod.id} in namespace ${this.context.namespace} was still ${state.status?.phase ?? 'Pending'} after ${timeoutSec}s${why}; check that the cluster can pull the image and has room for the requested CPU and memory`);
            }
            await (0,external_node_timers_promises_.setTimeout)(this.options.pollMs ?? 500);
        }
    }
    attach(id) {
        return new KubernetesPod(id, this.context, null);
    }
    createServiceGroup() {
        const fix = 'run the task with --provider docker';
        return Promise.reject(new Error((0,capability_refusals/* refusalText */.Kw)(this, { need: 'services', where: null, asks: 'compose sidecars', fix })));
    }
    images(options) {
        return new RegistryImages(options, this.buildAndPush, this);
    }
    faultKind(error) {
        return kubernetesFaultKind(error);
    }
    /** Without the image at hand, assume it has one: the runner then expects processes of its own. */
    imageHasEntrypoint() {
        return Promise.resolve(true);
    }
    /** Pods run on Linux nodes; x86-64 is what the image cache builds here. */
    platform() {
        return Promise.resolve({ os: 'linux', arch: 'x86_64' });
    }
    /** OOM kills are read from the pod's status (`stopped`), not from an event stream. */
    watchEvents() {
        return Promise.resolve(NO_EVENTS);
    }
    async removeRun(runId, options = {}) {
        const labels = sweepLabels(runId, options.owner);
        const { api, namespace, retry } = this.context;
        const list = await withRetries(() => api
            .listNamespacedPod({ namespace, labelSelector: labelSelector(labels) })
            .catch((e) => Promise.reject(apiError('list pods', e))), retry, faults_isTransient);
        const names = list.items.map((p) => p.metadata?.name).filter((n) => Boolean(n));
        for (const name of names)
            await deletePod(this.context, name);
        return names.length;
    }
    creationsSettled(timeoutMs = 60_000) {
        return this.creations.settled(timeoutMs);
    }
}

/** The host files as a tar of root-owned read-only files at their paths, extracted at `/`. */
function readOnlyCopies(copies) {
    return (0,archive/* buildArchive */.h$)((pack) => {
        for (const [mount, content] of copies)
            (0,archive/* addFile */.sM)(pack, mount.path.replace(/^\/+/, ''), content, 0o444);
    });
}

;// CONCATENATED MODULE: ./src/run/providers/index.ts





const PROVIDER_NAMES = ['docker', 'daytona', 'kubernetes'];
function createProvider(name, options = {}) {
    switch (name) {
        case 'docker':
            return new provider/* DockerProvider */.C(options.docker);
        case 'daytona':
            return new DaytonaProvider((0,config/* daytonaSettingsFromEnv */.ZJ)(options.env ?? process.env), {
                concurrency: options.concurrency,
            });
        case 'kubernetes':
            return new KubernetesProvider((0,kubernetes_config/* kubernetesSettingsFromEnv */.LK)(options.env ?? process.env, options.namespace), 
            // The cluster pulls what this machine's engine built (one provider never imports another).
            (build) => new provider/* DockerProvider */.C(options.docker).pushedImages(build));
    }
}
/** The caller's provider, else Docker on the caller's engine client (RunOptions.docker), else the default engine. */
function providerOf(options) {
    return options.provider ?? createProvider('docker', { docker: options.docker });
}


/***/ }),

/***/ 63508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LK: () => (/* binding */ kubernetesSettingsFromEnv),
/* harmony export */   Rl: () => (/* binding */ KubernetesConfigError)
/* harmony export */ });
/* unused harmony exports DEFAULT_NAMESPACE, namespaceFrom */
/* harmony import */ var _kubernetes_client_node__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12901);
// Kubernetes settings: the namespace from --namespace / KUBERNETES_NAMESPACE (default `default`),
// the cluster and credentials the client's usual way (KUBECONFIG, ~/.kube/config, or in-cluster).
// Credentials stay inside the client's KubeConfig: never logged, never written to a run folder.

const DEFAULT_NAMESPACE = 'default';
class KubernetesConfigError extends Error {
    name = 'KubernetesConfigError';
}
/** A DNS-1123 label, as a namespace name must be. */
const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
function namespaceFrom(given, env) {
    const namespace = given?.trim() || env.KUBERNETES_NAMESPACE?.trim() || DEFAULT_NAMESPACE;
    if (!NAMESPACE_NAME.test(namespace)) {
        throw new KubernetesConfigError(`provider kubernetes: namespace '${namespace.slice(0, 80)}' is not a valid name (lower-case letters, digits and '-', at most 63); set --namespace or KUBERNETES_NAMESPACE`);
    }
    return namespace;
}
/** KubeConfig.loadFromDefault: KUBECONFIG, then ~/.kube/config, then the in-cluster service account. */
function kubernetesSettingsFromEnv(env, namespace) {
    const kubeConfig = new _kubernetes_client_node__WEBPACK_IMPORTED_MODULE_0__/* .KubeConfig */ .ypW();
    const saved = process.env.KUBECONFIG;
    try {
        // The client reads process.env itself; the caller's environment decides.
        if (env.KUBECONFIG === undefined)
            delete process.env.KUBECONFIG;
        else
            process.env.KUBECONFIG = env.KUBECONFIG;
        kubeConfig.loadFromDefault();
    }
    catch (error) {
        throw new KubernetesConfigError(`provider kubernetes: could not read the kubeconfig (${error.name}); point KUBECONFIG at a valid file or run inside a cluster`);
    }
    finally {
        if (saved === undefined)
            delete process.env.KUBECONFIG;
        else
            process.env.KUBECONFIG = saved;
    }
    if (!kubeConfig.getCurrentCluster()) {
        throw new KubernetesConfigError('provider kubernetes: no cluster in the kubeconfig; set KUBECONFIG to a file whose current-context names a cluster, or run inside a cluster');
    }
    return { namespace: namespaceFrom(namespace, env), kubeConfig };
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

/***/ 27574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readPreviousResult),
/* harmony export */   Z: () => (/* binding */ writeJsonAtomic)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_attempt_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41873);
// Reading and writing attempt result files: an earlier valid result is reused by `resume` only
// when it answers this run (same task checksum, same agent); writes are atomic (temp + rename).



async function readPreviousResult(attemptDir, task, agent) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptDir, 'result.json');
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        return null;
    }
    try {
        const result = (0,_results_attempt_result_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAttemptResult */ .cF)(text, file);
        // A changed task or another agent means the old result does not answer this run.
        return result.task_checksum === task.checksum && result.agent === agent ? result : null;
    }
    catch {
        return null;
    }
}
async function writeJsonAtomic(path, value) {
    const temp = `${path}.${process.pid}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temp, `${JSON.stringify(value, null, 2)}\n`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, path);
    }
    catch (error) {
        // A full disk leaves a partial temp file: remove it, it only takes space.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true }).catch(() => undefined);
        throw error;
    }
}


/***/ }),

/***/ 802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ LOCK_FILE),
/* harmony export */   c6: () => (/* binding */ RunLockedError),
/* harmony export */   rw: () => (/* binding */ lockRunFolder)
/* harmony export */ });
/* unused harmony export isAlive */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
// One process works on a run folder at a time. `<run folder>/.helios.lock` is created atomically
// (O_EXCL) and says who holds it; a second process is refused, naming the holder. A lock whose
// process is gone (same host, pid not alive: killed, crashed) is taken over, and the taker learns
// whose it was, so it can remove the containers that process left running.




const LOCK_FILE = '.helios.lock';
/** An unreadable lock younger than this may be one being written; older, it is a crash's leftover. */
const UNREADABLE_GRACE_MS = 2000;
/** The run folder is held by a live process (exit 2 in the CLI: nothing was started). */
class RunLockedError extends Error {
    runDir;
    holder;
    name = 'RunLockedError';
    constructor(runDir, holder) {
        const who = holder
            ? `process ${holder.pid} on ${holder.host} (started ${holder.started_at})`
            : 'another process (its lock file is being written)';
        super(`${runDir} is in use by ${who}: wait for it to finish or stop it` +
            (holder ? `; if that process is gone, delete ${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(runDir, LOCK_FILE)}` : ''));
        this.runDir = runDir;
        this.holder = holder;
    }
}
/** Locks `runDir` (which must exist) for this process; `owner` is PROCESS_OWNER. */
async function lockRunFolder(runDir, owner) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(runDir, LOCK_FILE);
    const me = { pid: process.pid, host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(), owner, started_at: new Date().toISOString() };
    let previous = null;
    for (let tries = 0; tries < 20; tries++) {
        if (await createLock(file, me))
            return held(file, me, previous);
        const holder = await readHolder(file);
        if (holder === 'gone')
            continue;
        if (holder === 'unreadable') {
            if (await youngerThan(file, UNREADABLE_GRACE_MS))
                throw new RunLockedError(runDir, null);
            await takeOver(file, null, owner);
            continue;
        }
        if (holder.host !== me.host || isAlive(holder.pid))
            throw new RunLockedError(runDir, holder);
        if (await takeOver(file, holder, owner))
            previous = holder;
    }
    throw new RunLockedError(runDir, null);
}
/** True when this process created the lock; false when one exists. */
async function createLock(file, me) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'wx');
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    try {
        await handle.writeFile(`${JSON.stringify(me, null, 2)}\n`);
        await handle.close();
    }
    catch (error) {
        // A full disk can let the file be created but not written: leave no empty lock behind.
        await handle.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(file).catch(() => undefined);
        const failed = error;
        throw Object.assign(failed, { path: failed.path ?? file });
    }
    return true;
}
async function readHolder(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return 'gone';
        throw error;
    }
    return parseHolder(text) ?? 'unreadable';
}
function parseHolder(text) {
    try {
        const value = JSON.parse(text);
        const { pid, host, owner, started_at } = value;
        if (!Number.isInteger(pid) || pid <= 0 || typeof host !== 'string' || typeof owner !== 'string')
            return null;
        return { pid: pid, host, owner, started_at: typeof started_at === 'string' ? started_at : 'unknown' };
    }
    catch {
        return null;
    }
}
/**
 * Moves a dead holder's lock aside (rename is atomic: of two processes taking over at once, one
 * gets it). If what was moved is not the lock judged dead (someone else's fresh one), it is put back.
 */
async function takeOver(file, dead, owner) {
    const aside = `${file}.${owner}`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(file, aside);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return false;
        throw error;
    }
    const moved = parseHolder(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(aside, 'utf8').catch(() => ''));
    const same = dead === null ? moved === null : moved?.owner === dead.owner;
    if (!same)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(aside, file).catch(() => undefined);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(aside).catch(() => undefined);
    return same;
}
/** Locks this process holds, by file: removed at exit when not released (a second Ctrl-C exits at once). */
const heldLocks = new Map();
let exitHookAdded = false;
function releaseAllAtExit() {
    for (const [file, owner] of heldLocks) {
        try {
            if (parseHolder((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'))?.owner === owner)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file);
        }
        catch {
            // already gone
        }
    }
}
function held(file, me, previous) {
    heldLocks.set(file, me.owner);
    if (!exitHookAdded)
        process.on('exit', releaseAllAtExit);
    exitHookAdded = true;
    return {
        previous,
        release: async () => {
            if (!heldLocks.delete(file))
                return;
            // Only our own lock is removed: after a takeover by someone else the file is theirs.
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8').catch(() => '');
            if (parseHolder(text)?.owner === me.owner)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(file).catch(() => undefined);
        },
    };
}
/** Whether a process with this pid exists on this host (EPERM: it does, as another user's). */
function isAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
async function youngerThan(file, ms) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file).catch(() => null);
    return info !== null && Date.now() - info.mtimeMs < ms;
}


/***/ }),

/***/ 4193:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $H: () => (/* binding */ RunAbortedError),
  y1: () => (/* binding */ RunOptionsError),
  ff: () => (/* binding */ runBenchmark),
  _P: () => (/* binding */ summaryFileName)
});

// UNUSED EXPORTS: AGENT_ERROR_STREAK, DEFAULT_PIDS_LIMIT, DEFAULT_RETRY

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
;// CONCATENATED MODULE: ./src/run/faults.ts
/** A fault of the agent itself (model API, install): an `error`, never retried by the runner. */
class AgentError extends Error {
    constructor(message) {
        super(message);
        this.name = 'AgentError';
    }
}
/**
 * The agent left its attempt unverifiable (its subject could not be copied, its environment could
 * not be brought back for the verifier): a `failed` attempt with this reason, never an error — an
 * agent must gain nothing by turning a failure into an error.
 */
class Unverifiable extends Error {
    constructor(message) {
        super(message);
        this.name = 'Unverifiable';
    }
}
function classifyFault(error, provider) {
    const message = oneLine(error instanceof Error ? error.message : String(error));
    // An agent's own connection failure (its model API unreachable) is the agent's, not the provider's.
    if (error instanceof AgentError)
        return { reason: message, retryable: false };
    if (error instanceof Unverifiable)
        return { reason: message, retryable: false, agentCaused: true };
    const kind = provider.faultKind(error);
    if (kind === null)
        return { reason: message, retryable: false };
    return { reason: `${provider.name}: ${message}`, retryable: kind === 'transient' };
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
;// CONCATENATED MODULE: ./src/run/subject-copy.ts
// The subject's way from the agent's environment into the verifier's: one path at a time, through
// the provider's archive copy (paths resolved inside the environment, never on the host), bounded
// in bytes (a sparse or endless file counts at the size it streams) and in time. What the agent
// made too big, too slow or impossible to archive is its own doing: `Unverifiable`, a failed attempt.






/** Bytes of subject one attempt may bring to its verifier. */
const SUBJECT_CAP_BYTES = 2 * 1024 * 1024 * 1024;
async function copyBounded(from, to, source, budget) {
    let archive;
    try {
        archive = await from.copyOut(source);
    }
    catch (error) {
        if (error instanceof errors/* PathNotFound */.l)
            return;
        throw await agentsOrOurs(to, source, error);
    }
    const counted = countingStream(budget, source);
    const timer = setTimeout(() => counted.destroy(new Unverifiable(`unverifiable: copying the agent's ${source} to the verifier took longer than the verifier's timeout`)), Math.max(0, budget.deadline - Date.now()));
    // A stream destroyed under the engine's request may leave it pending: the stream's error decides.
    const streamFailed = new Promise((_, reject) => counted.on('error', reject));
    try {
        archive.on('error', (error) => counted.destroy(error));
        const copied = to.copyIn(archive.pipe(counted), external_node_path_.posix.dirname(source));
        copied.catch(() => undefined);
        await Promise.race([copied, streamFailed]);
    }
    catch (error) {
        throw await agentsOrOurs(to, source, counted.errored ?? error);
    }
    finally {
        clearTimeout(timer);
        archive.destroy();
    }
}
function countingStream(budget, source) {
    return new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            budget.bytes -= chunk.length;
            if (budget.bytes < 0)
                return done(new Unverifiable(`unverifiable: the agent's ${source} is larger than the ${formatBytes(budget.cap)} the verifier takes in`));
            done(null, chunk);
        },
    });
}
/**
 * A copy that failed while the verifier's environment still answers failed on what the agent
 * left there (a name, a file type or a size the archive cannot carry): the agent's. Otherwise the
 * provider's fault, as it was.
 */
async function agentsOrOurs(to, source, error) {
    if (error instanceof Unverifiable)
        return error;
    const alive = await to.exec({ cmd: ['true'], user: 'root', workdir: '/', timeoutMs: 30_000 }).then((outcome) => outcome.exitCode === 0, () => false);
    if (!alive)
        return error;
    const message = error instanceof Error ? error.message : String(error);
    return new Unverifiable(`unverifiable: the agent's ${source} could not be copied to the verifier (${message.slice(0, 200)})`);
}
function formatBytes(bytes) {
    return bytes >= 1024 ** 3
        ? `${+(bytes / 1024 ** 3).toFixed(1)} GiB`
        : `${+(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
/** Where a verifier beside the agent sees the agent's root filesystem, read-only. */
const AGENT_ROOT_MOUNT = '/.helios-agent';
/**
 * The subject copied by the verifier's own (pristine) tools from the agent's root filesystem,
 * mounted read-only at AGENT_ROOT_MOUNT: `cp -a` never follows a link the agent left (one resolves
 * inside the verifier's namespace, never on the host), keeps sparse files sparse, and takes
 * seconds where an archive of 200,000 files takes minutes. Bounded like the archive copy: bytes
 * as `du` counts them (a sparse file at its full size) where the image's `du` can say, and time.
 */
async function copyFromRoot(verifier, paths, budget, 
/** Named paths the image has: only their deletion or a change of mode or owner is carried. */
deletable = [], 
/** Every subject path, when their links are checked in the same exec (nothing else to copy). */
unalias = []) {
    if (paths.length === 0 && deletable.length === 0 && unalias.length === 0)
        return;
    const stdout = new streams/* TailBuffer */.vX(64 * 1024);
    const outcome = await verifier.exec({
        cmd: ['sh', '-c', rootCopyScript(paths, budget.bytes, deletable, unalias)],
        user: 'root',
        workdir: '/',
        stdout,
        timeoutMs: Math.max(1000, budget.deadline - Date.now()),
    });
    const said = stdout.text().trim().split('\n').at(-1) ?? '';
    if (outcome.timedOut)
        throw new Unverifiable("unverifiable: copying the agent's files to the verifier took longer than the verifier's timeout");
    const over = /^cap (\/.*)$/.exec(said);
    if (over)
        throw new Unverifiable(`unverifiable: the agent's ${over[1]} is larger than the ${formatBytes(budget.cap)} the verifier takes in`);
    const failed = /^copy (\/.*)$/.exec(said);
    if (outcome.exitCode !== 0)
        throw new Unverifiable(`unverifiable: the agent's ${failed?.[1] ?? 'files'} could not be copied to the verifier (exit ${outcome.exitCode})`);
    const used = /^bytes (\d+)$/.exec(said);
    if (used)
        budget.bytes -= Number(used[1]);
}
function rootCopyScript(paths, capBytes, deletable = [], unalias = []) {
    const quote = (list) => list.map(shell_line/* quoteWord */.XW).join(' ');
    const quoted = quote(paths);
    return `root=${AGENT_ROOT_MOUNT}; cap=${Math.max(0, Math.floor(capBytes))}; total=0
# An image file the test names: what the agent deleted is deleted, and where it changed the mode
# or owner but not the content, those are carried (chmod u-s). Neither brings in code.
for p in ${quote(deletable)}; do
  a="$root$p"
  if ! { [ -e "$a" ] || [ -L "$a" ]; }; then rm -rf "$p"; continue; fi
  if [ -f "$a" ] && [ ! -L "$a" ] && [ -f "$p" ] && [ ! -L "$p" ] && cmp -s "$a" "$p"; then
    chown "$(stat -c %u:%g "$a")" "$p" && chmod "$(stat -c %a "$a")" "$p"
  fi
done
for p in ${quoted}; do
  src="$root$p"
  { [ -e "$src" ] || [ -L "$src" ]; } || continue
  if size=$(du -sb "$src" 2>/dev/null | cut -f1) && [ -n "$size" ]; then
    total=$((total + size)); [ "$total" -le "$cap" ] || { echo "cap $p"; exit 4; }
  fi
  parent=\${p%/*}; [ -n "$parent" ] || parent=/
  # A home folder (/root, /home/NAME): its dot-entries (configuration, toolchains) stay the image's.
  home=0
  case "$p" in /root) home=1 ;; /home/?*) case "\${p#/home/}" in */*) ;; *) home=1 ;; esac ;; esac
  if [ "$home" = 1 ] && { [ ! -d "$src" ] || [ -L "$src" ]; }; then home=0; fi
  if [ "$home" = 1 ]; then
    { mkdir -p "$p" && find "$p" -mindepth 1 -maxdepth 1 ! -name '.*' -exec rm -rf {} + &&
      find "$src" -mindepth 1 -maxdepth 1 ! -name '.*' -exec cp -a {} "$p/" \\; ; } >&2 || { echo "copy $p"; exit 3; }
  else
    # A subject path the agent made a link: what it leads to in the agent's root is the subject.
    n=0
    while [ -L "$src" ] && [ "$n" -lt 8 ]; do
      t=$(readlink "$src"); case "$t" in /*) src="$root$t" ;; *) src="\${src%/*}/$t" ;; esac; n=$((n + 1))
    done
    # A link to nothing in the agent's root: the path is gone there, so it is gone here.
    if ! { [ -e "$src" ] || [ -L "$src" ]; }; then rm -rf "$p"; continue; fi
    { rm -rf "$p" && mkdir -p "$parent" && if [ -d "$src" ] && [ ! -L "$src" ]; then
        mkdir -p "$p" && cp -a "$src/." "$p/"; else cp -a "$src" "$p"; fi; } >&2 || { echo "copy $p"; exit 3; }
  fi
done
${unalias.length > 0 ? unaliasScript(unalias) : ''}
echo "bytes $total"`;
}
/**
 * After every copy, by the verifier's own tools: a link the agent left that leads into what the
 * verifier supplies (/tests, /logs/verifier) or into another subject path is removed, so the
 * agent's data never aliases the verifier's files or another path the test uses.
 */
async function unaliasLinks(verifier, paths) {
    if (paths.length === 0)
        return;
    const outcome = await verifier.exec({
        cmd: ['sh', '-c', `${unaliasScript(paths)}\nexit 0`],
        user: 'root',
        workdir: '/',
        timeoutMs: 120_000,
    });
    if (outcome.timedOut)
        throw new Unverifiable('unverifiable: checking the links the agent left took longer than two minutes');
}
function unaliasScript(paths) {
    const quoted = paths.map(shell_line/* quoteWord */.XW).join(' ');
    const subjects = paths.map((p) => p.replace(/[\\"$`]/g, '\\$&')).join('\n');
    return `subjects="${subjects}"\n${LINK_PART.replaceAll('__QUOTED__', quoted)}`;
}
const LINK_PART = `# A link the agent left may not alias what the verifier supplies or another path of the test's.
for p in __QUOTED__; do
  [ -e "$p" ] || [ -L "$p" ] || continue
  find "$p" -type l -exec sh -c '
    subjects=$1; own=$2; shift 2
    for l; do
      t=$(readlink -f "$l") || { rm -f "$l"; continue; }
      case "$t" in /tests|/tests/*|/logs/verifier|/logs/verifier/*) rm -f "$l"; continue ;; esac
      echo "$subjects" | while IFS= read -r q; do
        [ "$q" = "$own" ] && continue
        case "$t" in "$q"|"$q"/*) rm -f "$l" ;; esac
      done
    done' sh "$subjects" "$p" {} + >&2
done
`;

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/results/summary.ts
var results_summary = __webpack_require__(64042);
// EXTERNAL MODULE: ./src/task/slug.ts
var slug = __webpack_require__(48178);
// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: ./src/run/agents/index.ts + 5 modules
var agents = __webpack_require__(41748);
// EXTERNAL MODULE: ./src/run/agents/preflight.ts
var preflight = __webpack_require__(78423);
// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/results/attempt-result.ts + 3 modules
var attempt_result = __webpack_require__(41873);
;// CONCATENATED MODULE: ./src/run/attempt-files.ts
// Where files land in an attempt's folder. helios's own files and the copies out of the
// environment never share a path, so nothing the agent writes in the container (in /logs, in a
// declared artifact) can replace one of ours, nor a copy of one another.
/** The `/logs/<folder>` folders of the container, copied out to the attempt's folder. */
const LOG_FOLDERS = ['agent', 'verifier', 'artifacts'];
/** Inside `<attempt>/artifacts/`. */
const ARTIFACTS = {
    /** What each declared `artifacts` entry gave: helios's own file. */
    manifest: 'artifacts/manifest.json',
    /** The copies of the task's declared `artifacts`, each under its destination. */
    declared: 'artifacts/declared',
    /** `/logs/artifacts` as the agent and the collect hooks left it. */
    logs: 'artifacts/logs',
};
/**
 * What helios writes in `agent/` beside the copy of /logs/agent (the agent's output as we read it,
 * its trajectory, the relay's log, a host command's instruction): a file of /logs/agent with one of
 * these names is not copied.
 */
const OWN_AGENT_FILES = [
    'stdout.txt',
    'stderr.txt',
    'trajectory.json',
    'relay.log',
    'instruction.md',
];
/** The verifier's files the result is read from: copied even past the attempt's copy cap. */
const REWARD_FILES = ['reward.json', 'reward.txt'];
/**
 * Where a file of the container's /logs goes, relative to the attempt's folder: `/logs/agent/x` →
 * `agent/x`, `/logs/verifier/x` → `verifier/x`, `/logs/artifacts/x` → `artifacts/logs/x`. Null
 * when it is not copied (another folder, a folder not asked for, a name of ours in agent/).
 */
function logCopyPath(path, folders) {
    const match = /^\/logs\/(agent|verifier|artifacts)\/(.+)$/.exec(path);
    if (!match)
        return null;
    const folder = match[1];
    const rest = match[2];
    if (!folders.includes(folder))
        return null;
    if (folder === 'artifacts')
        return `${ARTIFACTS.logs}/${rest}`;
    if (folder === 'agent' && OWN_AGENT_FILES.includes(rest))
        return null;
    return `${folder}/${rest}`;
}
/** Whether `path` (in the container) is a reward file of /logs/verifier. */
function isRewardFile(path) {
    return REWARD_FILES.some((name) => path === `/logs/verifier/${name}`);
}

;// CONCATENATED MODULE: ./src/run/copy-budget.ts
/** How many skipped files `copy_capped` names (its count covers them all). */
const NAMED_SKIPS = 10;
class CopyBudget {
    capBytes;
    used = 0;
    skipped = 0;
    named = [];
    constructor(capBytes) {
        this.capBytes = capBytes;
    }
    get usedBytes() {
        return this.used;
    }
    get skippedFiles() {
        return this.skipped;
    }
    /**
     * Reserves `bytes` (the most the file can take) for the file at `path` (a path in the
     * environment) when they fit, else records it as skipped. A `required` file (one the result is
     * read from) is admitted past the cap, and counted all the same.
     */
    admit(path, bytes, required = false) {
        if (required || this.used + bytes <= this.capBytes) {
            this.used += bytes;
            return true;
        }
        this.skipped++;
        if (this.named.length < NAMED_SKIPS)
            this.named.push(path);
        return false;
    }
    /** Gives back what an admitted file did not take (it came out shorter, or its copy failed). */
    release(bytes) {
        this.used = Math.max(0, this.used - bytes);
    }
    /** result.json's note; null while nothing was skipped. */
    note() {
        if (this.skipped === 0)
            return null;
        return {
            cap_bytes: this.capBytes,
            copied_bytes: this.used,
            skipped_files: this.skipped,
            first_skipped: [...this.named],
        };
    }
}

;// CONCATENATED MODULE: ./src/version.ts
// helios's own version (package.json's; a unit test keeps them equal): what results and ATIF
// trajectories name for the agents that are part of helios (built-in, oracle, nop, command).
const HELIOS_VERSION = '0.1.0';

// EXTERNAL MODULE: ./src/run/agents/trajectory.ts
var trajectory = __webpack_require__(64999);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(64377);
;// CONCATENATED MODULE: ./src/run/agents/atif.ts
// `agent/trajectory.json` is Harbor's Agent Trajectory Interchange Format (ATIF), the format its
// viewer, analysis tools and leaderboard read. The schema is written from the RFC
// (docs/rfcs/0001-trajectory-format.md in Harbor, v1.4): unknown fields are refused, step ids run
// from 1, agent-only fields appear on agent steps only, and every observation names a tool call
// of its own step (or none).

const ATIF_SCHEMA_VERSION = 'ATIF-v1.4';
const extra = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
const count = schemas/* number */.aig().int().nonnegative();
/** ISO 8601 date-time, with a zone (what every agent log we read gives, and what viewers parse). */
const timestamp = iso/* datetime */.w$({ offset: true });
const atifMetricsSchema = schemas/* object */.Ikc({
    /** All input tokens of the call, cached ones included. */
    prompt_tokens: count.optional(),
    completion_tokens: count.optional(),
    /** The cached subset of prompt_tokens. */
    cached_tokens: count.optional(),
    cost_usd: schemas/* number */.aig().nonnegative().optional(),
    prompt_token_ids: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
    completion_token_ids: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
    logprobs: schemas/* array */.YOg(schemas/* number */.aig()).optional(),
    extra: extra.optional(),
})
    .strict()
    .refine((m) => (m.cached_tokens ?? 0) <= (m.prompt_tokens ?? Infinity), {
    message: 'cached_tokens is part of prompt_tokens, so it cannot exceed it',
    path: ['cached_tokens'],
});
const atifToolCallSchema = schemas/* object */.Ikc({
    tool_call_id: schemas/* string */.YjP().min(1),
    function_name: schemas/* string */.YjP().min(1),
    arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
})
    .strict();
const subagentRefSchema = schemas/* object */.Ikc({ session_id: schemas/* string */.YjP(), trajectory_path: schemas/* string */.YjP().optional(), extra: extra.optional() })
    .strict();
const atifObservationSchema = schemas/* object */.Ikc({
    results: schemas/* array */.YOg(schemas/* object */.Ikc({
        source_call_id: schemas/* string */.YjP().nullable().optional(),
        content: schemas/* string */.YjP().optional(),
        subagent_trajectory_ref: schemas/* array */.YOg(subagentRefSchema).optional(),
    })
        .strict()),
})
    .strict();
const atifStepSchema = schemas/* object */.Ikc({
    step_id: schemas/* number */.aig().int().min(1),
    timestamp: timestamp.optional(),
    source: schemas/* enum */.k5n(['system', 'user', 'agent']),
    model_name: schemas/* string */.YjP().optional(),
    reasoning_effort: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional(),
    message: schemas/* string */.YjP(),
    reasoning_content: schemas/* string */.YjP().optional(),
    tool_calls: schemas/* array */.YOg(atifToolCallSchema).optional(),
    observation: atifObservationSchema.optional(),
    metrics: atifMetricsSchema.optional(),
    extra: extra.optional(),
})
    .strict()
    .superRefine((step, ctx) => {
    if (step.source !== 'agent') {
        for (const field of AGENT_ONLY)
            if (step[field] !== undefined)
                ctx.addIssue({ code: 'custom', path: [field], message: `${field} is for agent steps only` });
    }
    const ids = new Set((step.tool_calls ?? []).map((call) => call.tool_call_id));
    if (ids.size !== (step.tool_calls ?? []).length)
        ctx.addIssue({ code: 'custom', path: ['tool_calls'], message: 'tool_call_id repeats within the step' });
    for (const [i, result] of (step.observation?.results ?? []).entries()) {
        const source = result.source_call_id;
        if (source != null && !ids.has(source))
            ctx.addIssue({
                code: 'custom',
                path: ['observation', 'results', i, 'source_call_id'],
                message: `source_call_id ${source} names no tool call of this step`,
            });
    }
});
const AGENT_ONLY = ['model_name', 'reasoning_effort', 'reasoning_content', 'tool_calls', 'metrics'];
const atifFinalMetricsSchema = schemas/* object */.Ikc({
    total_prompt_tokens: count.optional(),
    total_completion_tokens: count.optional(),
    total_cached_tokens: count.optional(),
    total_cost_usd: schemas/* number */.aig().nonnegative().optional(),
    total_steps: count.optional(),
    extra: extra.optional(),
})
    .strict();
const atifTrajectorySchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(ATIF_SCHEMA_VERSION),
    session_id: schemas/* string */.YjP().min(1),
    agent: schemas/* object */.Ikc({
        name: schemas/* string */.YjP().min(1),
        version: schemas/* string */.YjP().min(1),
        model_name: schemas/* string */.YjP().optional(),
        extra: extra.optional(),
    })
        .strict(),
    steps: schemas/* array */.YOg(atifStepSchema),
    notes: schemas/* string */.YjP().optional(),
    final_metrics: atifFinalMetricsSchema.optional(),
    extra: extra.optional(),
})
    .strict()
    .superRefine((trajectory, ctx) => {
    for (const [i, step] of trajectory.steps.entries())
        if (step.step_id !== i + 1)
            ctx.addIssue({
                code: 'custom',
                path: ['steps', i, 'step_id'],
                message: `step_id must be ${i + 1} (ordinal, from 1), got ${step.step_id}`,
            });
});

;// CONCATENATED MODULE: ./src/run/agents/to-atif.ts

function toAtif(trajectory, ctx) {
    const steps = [];
    for (const step of trajectory.steps) {
        const previous = steps.at(-1);
        // A tool's answer logged as a step of its own belongs to the agent step that asked for it.
        if (step.role === 'tool' && previous?.source === 'agent') {
            appendResults(previous, [{ content: step.text ?? '' }]);
            continue;
        }
        steps.push(atifStep(step, steps.length + 1, trajectory.model));
    }
    return {
        schema_version: ATIF_SCHEMA_VERSION,
        session_id: trajectory.session_id ?? ctx.sessionId,
        agent: {
            name: trajectory.agent,
            version: ctx.agentVersion,
            ...(trajectory.model ? { model_name: trajectory.model } : {}),
        },
        steps,
        ...(trajectory.notes ? { notes: trajectory.notes } : {}),
        ...(ctx.usage ? { final_metrics: finalMetrics(ctx.usage, steps.length) } : {}),
        extra: { source: trajectory.source },
    };
}
function atifStep(step, stepId, model) {
    const time = isoTime(step.timestamp);
    const base = { step_id: stepId, ...(time ? { timestamp: time } : {}), message: step.text ?? '' };
    if (step.role !== 'assistant')
        return { ...base, source: step.role === 'system' ? 'system' : 'user' };
    const calls = step.tool_calls.map((call, i) => ({
        tool_call_id: call.id ?? `call_${stepId}_${i + 1}`,
        function_name: call.name,
        arguments: argumentsObject(call.arguments),
        output: call.output,
    }));
    const out = {
        ...base,
        source: 'agent',
        ...(model ? { model_name: model } : {}),
        ...(step.reasoning ? { reasoning_content: step.reasoning } : {}),
    };
    if (calls.length > 0) {
        out.tool_calls = calls.map(({ tool_call_id, function_name, arguments: args }) => ({
            tool_call_id,
            function_name,
            arguments: args,
        }));
        const answered = calls.filter((call) => call.output !== null);
        if (answered.length > 0)
            appendResults(out, answered.map((call) => ({ source_call_id: call.tool_call_id, content: call.output ?? '' })));
    }
    if (step.usage)
        out.metrics = stepMetrics(step.usage);
    return out;
}
function appendResults(step, results) {
    step.observation = { results: [...(step.observation?.results ?? []), ...results] };
}
/** ATIF wants an object; a model may send a string (JSON or not) or nothing. */
function argumentsObject(value) {
    if (value === null || value === undefined)
        return {};
    if (typeof value === 'string') {
        try {
            return argumentsObject(JSON.parse(value));
        }
        catch {
            return { input: value };
        }
    }
    if (typeof value === 'object' && !Array.isArray(value))
        return value;
    return { input: value };
}
function stepMetrics(usage) {
    return {
        prompt_tokens: usage.input_tokens,
        completion_tokens: usage.output_tokens,
        cached_tokens: usage.cached_input_tokens,
    };
}
function finalMetrics(usage, steps) {
    return {
        total_prompt_tokens: usage.input_tokens,
        total_completion_tokens: usage.output_tokens,
        total_cached_tokens: usage.cached_input_tokens,
        ...(usage.cost_usd === null ? {} : { total_cost_usd: usage.cost_usd }),
        total_steps: steps,
        extra: { model_calls: usage.turns },
    };
}
/** An agent's time as ISO 8601 UTC; nothing when its log's value is not a time. */
function isoTime(value) {
    if (!value)
        return null;
    const time = new Date(value);
    return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

// EXTERNAL MODULE: ./src/run/redact.ts
var redact = __webpack_require__(68552);
// EXTERNAL MODULE: ./src/run/write-fault.ts
var write_fault = __webpack_require__(16751);
;// CONCATENATED MODULE: ./src/run/agent-phase.ts
// The agent phase for host-side agents (time limit, interruption) and the files every agent leaves.






/** Runs a host-side agent until it ends, its time is up, or the run is interrupted. */
async function runHostAgent(run, ctx) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
    }, ctx.timeoutMs);
    const onAbort = () => controller.abort();
    ctx.signal?.addEventListener('abort', onAbort, { once: true });
    try {
        const outcome = await run({ ...ctx, signal: controller.signal });
        return timedOut ? { ...outcome, timedOut: true, exitCode: null, error: null } : outcome;
    }
    catch (error) {
        // The output disk failed, not the agent: the runner stops the run (see write-fault.ts).
        if ((0,write_fault/* writeFaultOf */.$P)(error, ctx.agentDir))
            throw error;
        if (timedOut)
            return { exitCode: null, timedOut: true, error: null, fatal: null, usage: null, trajectory: null };
        const message = error instanceof Error ? error.message : String(error);
        return {
            exitCode: null,
            timedOut: false,
            error: `agent failed: ${message}`,
            fatal: null,
            usage: null,
            trajectory: null,
        };
    }
    finally {
        clearTimeout(timer);
        ctx.signal?.removeEventListener('abort', onAbort);
    }
}
/** `agent/trajectory.json` as ATIF, with secret values replaced like every other file we write. */
async function writeAgentReport(agentDir, report, secrets, meta) {
    if (!report.trajectory)
        return;
    const atif = toAtif(report.trajectory, { ...meta, usage: report.usage });
    await (0,promises_.writeFile)((0,external_node_path_.join)(agentDir, 'trajectory.json'), (0,redact/* redactText */.Rd)(JSON.stringify(atif, null, 2), secrets));
}
/** Host-side agents write their files themselves: secret values are replaced after the fact. */
async function redactFolder(dir, secrets) {
    if (secrets.length === 0)
        return;
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
        if (!entry.isFile())
            continue;
        const path = (0,external_node_path_.join)(entry.parentPath, entry.name);
        const content = await (0,promises_.readFile)(path);
        if (!secrets.some((secret) => content.includes(secret)))
            continue;
        await (0,promises_.writeFile)(path, new redact/* Redactor */.pO(secrets).push(content, true));
    }
}
/** Output of a plain command kept in its trajectory step (the whole of it is in stdout.txt). */
const COMMAND_OUTPUT_KEEP = 4096;
/** The trajectory of an agent that is one command: the instruction, then the command and its output. */
async function commandReport(agent, task, model, agentDir) {
    const command = agent.command(task);
    const steps = [
        { role: 'user', text: task.instruction, tool_calls: [], usage: null, timestamp: null },
    ];
    if (command) {
        const stdout = await (0,promises_.readFile)((0,external_node_path_.join)(agentDir, 'stdout.txt'), 'utf8').catch(() => '');
        steps.push({
            role: 'assistant',
            text: null,
            tool_calls: [
                {
                    id: null,
                    name: 'command',
                    arguments: { argv: command },
                    output: stdout.slice(-COMMAND_OUTPUT_KEEP),
                },
            ],
            usage: null,
            timestamp: null,
        });
    }
    return {
        trajectory: {
            schema_version: trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: agent.name,
            model,
            source: 'command',
            steps,
        },
        usage: null,
        fatal: null,
    };
}

// EXTERNAL MODULE: ./src/run/environment/archive.ts
var environment_archive = __webpack_require__(84989);
// EXTERNAL MODULE: ./src/run/environment/labels.ts
var environment_labels = __webpack_require__(10700);
;// CONCATENATED MODULE: ./src/run/cleanup.ts

/** Live environments of one run, so an interrupt can remove them without listing the provider. */
class EnvironmentTracker {
    live = new Set();
    add(environment) {
        this.live.add(environment);
    }
    delete(environment) {
        this.live.delete(environment);
    }
    all() {
        return [...this.live];
    }
}

;// CONCATENATED MODULE: ./src/run/outcome.ts
function decideOutcome(facts) {
    const notes = agentNotes(facts);
    const withNotes = (main) => [main, ...notes].join('; ');
    // A verifier that overran or left no usable reward is a failure: the agent can cause either
    // (code of its subject the test runs), and must gain nothing by it (DESIGN: errors leave the
    // valid count). `check` still flags such a task for its author (results/task-check.ts).
    if (facts.verifierTimedOut) {
        return failed(withNotes(`verifier timed out after ${facts.verifierTimeoutSec}s`));
    }
    if (!facts.reward)
        return error(withNotes('verifier did not run'));
    if (!facts.reward.ok)
        return failed(withNotes(facts.reward.reason));
    const { rewards, main } = facts.reward;
    if (main >= 1)
        return { status: 'passed', reason: notes.length ? notes.join('; ') : null, rewards, reward: main };
    return { status: 'failed', reason: withNotes(`reward ${main} < 1`), rewards, reward: main };
}
/** What happened to the agent, and by what where known; the verifier still decides. */
function agentNotes(facts) {
    const notes = [];
    const oom = `out of memory (limit ${facts.memoryMb} MB)`;
    // 137 is 128 + SIGKILL: a kill, by the OOM killer only when the engine says so.
    const killed = facts.agentExitCode === 137 && !facts.agentTimedOut;
    const stop = facts.containerRestarted;
    if (stop)
        notes.push(killed ? `agent was killed (SIGKILL): ${stop}` : stop);
    else if (killed)
        notes.push(facts.oomKilled ? `agent was killed: ${oom}` : 'agent was killed (SIGKILL)');
    else if (facts.oomKilled)
        notes.push(`an agent process was killed: ${oom}`);
    if (facts.agentTimedOut)
        notes.push(`agent timed out after ${facts.agentTimeoutSec}s`);
    return notes;
}
function failed(reason) {
    return { status: 'failed', reason, rewards: {}, reward: 0 };
}
function error(reason) {
    return { status: 'error', reason, rewards: {}, reward: 0 };
}

;// CONCATENATED MODULE: ./src/run/healthcheck.ts
// `[environment.healthcheck]` before the agent starts, by Harbor's rule: the first exit 0 passes;
// during the start period checks run every start_interval_sec and failures do not count; after it,
// `retries` consecutive failures fail the attempt (an error: the environment never came up).


const REAL_CLOCK = { now: Date.now, sleep: (ms) => (0,external_node_timers_promises_.setTimeout)(ms) };
/** The environment never came up: how many checks ran, and the last failure. */
class HealthcheckFailed extends Error {
    checks;
    detail;
    constructor(checks, detail, message) {
        super(message);
        this.checks = checks;
        this.detail = detail;
        this.name = 'HealthcheckFailed';
    }
}
/** Resolves when a check passes; throws with the last failure once `retries` failed in a row. */
async function waitHealthy(healthcheck, check, clock = REAL_CLOCK, signal) {
    const started = clock.now();
    const inStartPeriod = () => clock.now() - started < healthcheck.startPeriodSec * 1000;
    let failuresInARow = 0;
    for (let checks = 1;; checks++) {
        signal?.throwIfAborted();
        const counted = !inStartPeriod();
        const outcome = await check();
        if (outcome.ok)
            return { checks };
        if (counted)
            failuresInARow++;
        if (failuresInARow >= healthcheck.retries) {
            throw new HealthcheckFailed(checks, outcome.detail, `healthcheck failed ${failuresInARow} time(s) in a row (${checks} check(s)): ${healthcheck.command}: ${outcome.detail}`);
        }
        await clock.sleep((inStartPeriod() ? healthcheck.startIntervalSec : healthcheck.intervalSec) * 1000);
    }
}
/** The task's healthcheck in the attempt's container, as the image's default user (Harbor's choice). */
async function runHealthcheck(environment, healthcheck, options) {
    return waitHealthy(healthcheck, async () => {
        const output = new streams/* TailBuffer */.vX(1024);
        const outcome = await environment.exec({
            cmd: ['bash', '-c', healthcheck.command],
            env: options.env,
            workdir: options.workdir,
            stdout: output,
            stderr: output,
            timeoutMs: healthcheck.timeoutSec * 1000,
        });
        const how = outcome.timedOut
            ? `timed out after ${healthcheck.timeoutSec} s`
            : `exit ${outcome.exitCode}`;
        const text = output.text().trim().replace(/\s+/g, ' ');
        return { ok: outcome.exitCode === 0, detail: text ? `${how}: ${text.slice(-300)}` : how };
    }, REAL_CLOCK, options.signal);
}

;// CONCATENATED MODULE: ./src/run/step-outcome.ts
/** Whether a step's rewards clear its `min_reward`; a missing key counts as −∞ (Harbor). */
function meetsMinReward(rewards, minReward) {
    if (minReward === null)
        return true;
    const gates = typeof minReward === 'number' ? { reward: minReward } : minReward;
    return Object.entries(gates).every(([key, gate]) => (rewards[key] ?? -Infinity) >= gate);
}
/**
 * `mean`: per key over the steps that ran, a missing key counting 0. `final`: the last step's.
 * A step that ended in `error` makes the attempt an error naming it; `stoppedAfter` names the step
 * whose `min_reward` was not met.
 */
function rollUpSteps(steps, strategy, stoppedAfter) {
    const last = steps.at(-1);
    if (!last)
        return { status: 'error', reason: 'no step ran', rewards: {}, reward: 0 };
    if (last.status === 'error')
        return { status: 'error', reason: `step ${last.name}: ${last.reason ?? 'error'}`, rewards: {}, reward: 0 };
    const rewards = strategy === 'final' ? { ...last.rewards } : meanRewards(steps);
    const keys = Object.keys(rewards);
    const reward = rewards['reward'] ?? (keys.length > 0 ? rewards[keys[0]] : 0);
    const perStep = `steps: ${steps.map((s) => `${s.name} ${s.reward}`).join(', ')}`;
    const stopped = stoppedAfter ? `stopped after step ${stoppedAfter}: min_reward not met; ` : '';
    if (reward >= 1 && !stoppedAfter)
        return { status: 'passed', reason: null, rewards, reward };
    return { status: 'failed', reason: `${stopped}reward ${round(reward)} < 1 (${perStep})`, rewards, reward };
}
function meanRewards(steps) {
    const keys = [...new Set(steps.flatMap((s) => Object.keys(s.rewards)))];
    return Object.fromEntries(keys.map((key) => [key, steps.reduce((sum, s) => sum + (s.rewards[key] ?? 0), 0) / steps.length]));
}
function round(value) {
    return Math.round(value * 1000) / 1000;
}

;// CONCATENATED MODULE: ./src/run/steps.ts
// A multi-step attempt (Harbor 1.4 `[[steps]]`): one container for every step; per step its
// instruction (and for the oracle its solution) goes in, `workdir/` is copied into the working
// directory and `setup.sh` runs, the step's healthcheck passes, then agent → collect → verifier
// as in a single-step attempt, with the task's tests under the step's. Each step's files go to
// `steps/<name>/`. A step that errors, or misses its `min_reward`, ends the attempt.








/**
 * Runs the steps in order and returns the attempt's verdict. A thrown fault (Docker, agent,
 * tampering) propagates after its step is recorded in `progress` with status `error`.
 */
async function runSteps(spec, container, phases, { steps, states }) {
    let stoppedAfter = null;
    for (const [index, step] of spec.task.steps.entries()) {
        const stepSpec = specForStep(spec, step, index);
        const state = phases.newState(stepSpec);
        states.push(state);
        await prepareStepDir(stepSpec.attemptDir);
        let verdict;
        try {
            const started = Date.now();
            await enterStep(stepSpec, step, container, index > 0);
            state.timings.setup_sec = seconds(started);
            await phases.run(stepSpec, state);
            verdict = decideOutcome(state.facts);
        }
        catch (error) {
            steps.push(stepResult(step, state, errorVerdict(error)));
            throw error;
        }
        finally {
            await phases.finish(stepSpec, state);
        }
        steps.push(stepResult(step, state, verdict));
        if (verdict.status === 'error')
            break;
        if (!meetsMinReward(verdict.rewards, step.config.minReward)) {
            stoppedAfter = step.config.name;
            break;
        }
    }
    return rollUpSteps(steps, spec.task.config.multiStepRewardStrategy, stoppedAfter);
}
/** The task as one step sees it: its instruction, limits, tests, solution, hooks and artifacts. */
function taskForStep(task, step) {
    const { config } = step;
    return {
        ...task,
        instruction: step.instruction,
        testsDirs: step.testsDirs,
        solutionDir: step.solutionDir,
        steps: [],
        config: {
            ...task.config,
            agent: config.agent,
            verifier: { ...task.config.verifier, ...config.verifier },
            // The task-level healthcheck ran once, before the first step.
            environment: { ...task.config.environment, healthcheck: null },
            collectedPaths: [...task.config.collectedPaths, ...config.collectedPaths],
            steps: [],
        },
    };
}
function specForStep(spec, step, index) {
    return {
        ...spec,
        task: taskForStep(spec.task, step),
        attemptDir: (0,external_node_path_.join)(spec.attemptDir, 'steps', step.config.name),
        env: { ...spec.env, verifier: spec.env.steps?.[index] ?? spec.env.verifier },
    };
}
async function prepareStepDir(dir) {
    for (const sub of LOG_FOLDERS)
        await (0,promises_.mkdir)((0,external_node_path_.join)(dir, sub), { recursive: true });
}
/**
 * Before the step's agent: the last step's logs are out (copied by its verifier phase), so /logs
 * is emptied; the instruction (and solution) are the step's; workdir/ and setup.sh; healthcheck.
 */
async function enterStep(spec, step, container, afterAnother) {
    const solution = spec.agent.needsSolution ? spec.task.solutionDir : null;
    const clear = [
        afterAnother ? 'find /logs/agent /logs/verifier /logs/artifacts -mindepth 1 -delete' : '',
        solution ? 'rm -rf /solution' : '',
    ].filter(Boolean);
    if (clear.length > 0)
        await rootShell(container, clear.join(' && '), 'clearing the last step');
    const files = await (0,environment_archive/* buildArchive */.h$)(async (pack) => {
        (0,environment_archive/* addFile */.sM)(pack, 'helios/instruction.md', step.instruction);
        if (solution)
            await (0,environment_archive/* packDirectory */.jG)(pack, solution, 'solution');
    });
    await container.copyIn(files, '/');
    const workdir = spec.task.config.environment.workdir ?? (await container.workdir());
    if (step.workdirDir) {
        await container.copyIn(await (0,environment_archive/* buildArchive */.h$)((pack) => (0,environment_archive/* packDirectory */.jG)(pack, step.workdirDir, '')), workdir);
        await runSetup(spec, container, workdir);
    }
    if (step.config.healthcheck)
        await runHealthcheck(container, step.config.healthcheck, {
            env: spec.env.environment,
            workdir,
            signal: spec.signal,
        });
}
/** `steps/<name>/workdir/setup.sh`, as the step's agent user in the working directory. */
async function runSetup(spec, container, workdir) {
    const output = new streams/* TailBuffer */.vX(2048);
    const outcome = await container.exec({
        cmd: ['bash', '-c', 'if [ -f setup.sh ]; then exec bash setup.sh; fi'],
        user: spec.task.config.agent.user,
        env: spec.env.environment,
        workdir,
        stdout: output,
        stderr: output,
        timeoutMs: spec.task.config.agent.timeoutSec * spec.timeoutMultiplier * 1000,
    });
    if (outcome.timedOut || outcome.exitCode !== 0)
        throw new Error(`setup.sh ${outcome.timedOut ? 'timed out' : `exited ${outcome.exitCode}`}: ${output.text().trim().slice(-500)}`);
}
async function rootShell(container, script, what) {
    const errors = new streams/* TailBuffer */.vX(2048);
    const outcome = await container.exec({ cmd: ['sh', '-c', script], user: 'root', stderr: errors });
    if (outcome.exitCode !== 0)
        throw new Error(`${what} failed (exit ${outcome.exitCode}): ${errors.text().trim()}`);
}
function stepResult(step, state, verdict) {
    return {
        name: step.config.name,
        status: verdict.status,
        reason: verdict.reason,
        rewards: verdict.rewards,
        reward: verdict.reward,
        timings: {
            setup_sec: state.timings.setup_sec,
            agent_sec: state.timings.agent_sec,
            verifier_sec: state.timings.verifier_sec,
        },
        exit_codes: state.exitCodes,
        timed_out: { agent: state.facts.agentTimedOut, verifier: state.facts.verifierTimedOut },
        verifier_isolation: state.isolation,
    };
}
function errorVerdict(error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
        status: 'error',
        reason: message.replace(/\s+/g, ' ').trim().slice(0, 500),
        rewards: {},
        reward: 0,
    };
}
function seconds(since) {
    return Math.round(Date.now() - since) / 1000;
}

// EXTERNAL MODULE: ./src/run/environment/stopped.ts
var stopped = __webpack_require__(13338);
;// CONCATENATED MODULE: ./src/run/reward.ts
// Reading the verifier's reward. Pure: the caller hands in the file contents (or null when absent).
/** reward.json wins over reward.txt; when reward.json exists but is bad we never fall back (it was meant). */
function readReward(rewardJson, rewardTxt) {
    if (rewardJson !== null)
        return parseRewardJson(rewardJson);
    if (rewardTxt !== null)
        return parseRewardTxt(rewardTxt);
    return { ok: false, reason: 'verifier wrote no reward (neither /logs/verifier/reward.json nor reward.txt)' };
}
function parseRewardJson(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return {
            ok: false,
            reason: `reward.json is not valid JSON: ${error.message} (${excerpt(text)})`,
        };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, reason: `reward.json must be a flat object {name: number}, got ${describe(value)}` };
    }
    const rewards = {};
    for (const [name, reward] of Object.entries(value)) {
        if (typeof reward !== 'number' || !Number.isFinite(reward)) {
            return {
                ok: false,
                reason: `reward.json field "${name}" must be a finite number, got ${describe(reward)}`,
            };
        }
        rewards[name] = reward;
    }
    const names = Object.keys(rewards);
    if (names.length === 0)
        return { ok: false, reason: 'reward.json is an empty object: no reward' };
    // `reward` is the main one (Harbor); otherwise the first key, in file order.
    const main = rewards.reward ?? rewards[names[0]];
    return { ok: true, rewards, main };
}
// reward.txt is read as Harbor reads it, with Python's float(): an optional sign, decimal digits
// (single `_` between digits allowed), an optional point and exponent, surrounded by whitespace.
// Not numbers here (JavaScript's Number() would take some): hex `0x1`, `0b1`, `0o1`, an empty
// file, two numbers. Python also reads `inf`/`nan` (not finite, so refused) and non-ASCII digits
// such as `١` (refused here: the one place helios is stricter than Harbor).
// float() strips ASCII whitespace and non-ASCII Unicode spaces, not the ASCII separators \x1c-\x1f.
const PY_FLOAT_SPACE = '[\\t\\n\\v\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const EDGE_SPACE = new RegExp(`^${PY_FLOAT_SPACE}+|${PY_FLOAT_SPACE}+$`, 'g');
const DIGITS = '[0-9](?:_?[0-9])*';
const DECIMAL = new RegExp(`^[+-]?(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`);
const NOT_FINITE = /^[+-]?(?:inf|infinity|nan)$/i;
function parseRewardTxt(text) {
    const trimmed = text.replace(EDGE_SPACE, '');
    const bad = (why) => ({
        ok: false,
        reason: `reward.txt ${why}, got ${excerpt(text)}`,
    });
    if (NOT_FINITE.test(trimmed))
        return bad('must hold a finite number');
    if (!DECIMAL.test(trimmed)) {
        if (/(?![0-9])\p{Nd}/u.test(trimmed))
            return bad('must hold one number written with the ASCII digits 0-9');
        return bad(`must hold one decimal number (what Python's float() reads; no hex, no empty file)`);
    }
    const value = Number(trimmed.replaceAll('_', ''));
    if (!Number.isFinite(value))
        return bad('must hold a finite number');
    return { ok: true, rewards: { reward: value }, main: value };
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'string')
        return `the string ${excerpt(value)}`;
    return `${typeof value} ${excerpt(String(value))}`;
}
function excerpt(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 60)}…` : flat);
}

;// CONCATENATED MODULE: ./src/run/verifier-files.ts






const VERIFIER_COMMAND = '/tests/test.sh > /logs/verifier/test-stdout.txt 2>&1';

/**
 * `/tests` as an archive; a step's tests go in after the task's (a same-named file is the step's).
 * With `resetLogs`, it first replaces /logs/verifier and /tests by empty files, then by folders:
 * the engine's extraction removes a path whose type differs from the entry's, so whatever the
 * agent left there is gone — done by the engine, not by a tool of the container.
 */
async function testsArchive(task, options = {}) {
    return (0,environment_archive/* buildArchive */.h$)(async (pack) => {
        if (options.resetLogs) {
            (0,environment_archive/* addDirectory */.HQ)(pack, 'logs', 0o755);
            (0,environment_archive/* addFile */.sM)(pack, 'logs/verifier', '');
            (0,environment_archive/* addDirectory */.HQ)(pack, 'logs/verifier', 0o777);
            (0,environment_archive/* addFile */.sM)(pack, 'tests', '');
        }
        for (const dir of task.testsDirs)
            await (0,environment_archive/* packDirectory */.jG)(pack, dir, 'tests', 0o755, verifierReadable);
    });
}
/**
 * `/logs/<folder>` → the attempt's folder (see attempt-files.ts) for the folders named, within the
 * attempt's copy budget. The verifier's logs come first, in a copy of their own: what the agent
 * left in /logs/agent cannot use up the budget before them (the engine's tar is in name order).
 */
async function copyLogsOut(spec, container, folders) {
    // Outside runAttempt (no steps to share it with), the copy has a budget of its own.
    const budget = spec.copyBudget ?? new CopyBudget(spec.copyCapBytes);
    const copy = async (path, only) => (0,environment_archive/* extractArchive */.Qh)(await container.copyOut(path), {
        capBytesPerFile: spec.logCapBytes,
        secrets: spec.secrets,
        // `/logs` comes as `logs/…`, `/logs/verifier` as `verifier/…`.
        destination: (name) => {
            const relative = logCopyPath(containerPath(path, name), only);
            return relative === null ? null : (0,external_node_path_.join)(spec.attemptDir, relative);
        },
        copyCap: { budget, pathOf: (name) => containerPath(path, name), required: isRewardFile },
    });
    if (folders.includes('verifier'))
        await copy('/logs/verifier', ['verifier']);
    const others = folders.filter((folder) => folder !== 'verifier');
    if (others.length > 0)
        await copy('/logs', others);
}
/** The container path of an entry in the archive of `copied` (named from its last component). */
function containerPath(copied, entryName) {
    return external_node_path_.posix.join(external_node_path_.posix.dirname(copied), entryName);
}
async function readRewardFiles(attemptDir) {
    const read = (name) => (0,promises_.readFile)((0,external_node_path_.join)(attemptDir, 'verifier', name), 'utf8').catch(() => null);
    return readReward(await read('reward.json'), await read('reward.txt'));
}
/** /tests as the verifier user needs it, whatever the modes in the task folder: readable, test.sh runnable. */
function verifierReadable(name, mode, directory) {
    if (directory || name === 'tests/test.sh' || (mode & 0o111) !== 0)
        return mode | 0o555;
    return mode | 0o444;
}

;// CONCATENATED MODULE: ./src/run/trust-boundary.ts
// The verifier's trust boundary, stated once. Pure: the caller hands in the task's files and the
// pristine image's answers about paths.
//
// The agent controls everything in its environment, so the verifier relies on nothing there but
// its subject — and only as data:
// - Its programs, libraries and configuration come from the task's image as built: the verifier
//   runs in an environment of its own, started from the image's untouched layers. Nothing the agent
//   wrote, deleted, shadowed or configured outside the subject exists there, whatever its name,
//   filesystem, size or form; the image's HEALTHCHECK does not run in it.
// - Its reward is read from that environment's /logs/verifier, which no process of the agent's can
//   reach (another mount and process namespace): only the verifier's own processes write it.
// - Its subject is copied in at the same paths: the working directory, the task's declared
//   `artifacts`, /logs/artifacts, and the absolute paths its tests name where the image has
//   nothing (of an image file it names, only a deletion or a change of mode or owner that kept the
//   content). The copy is bounded in bytes and time; an agent that makes it fail made its attempt
//   unverifiable: `failed`. A link the agent left that leads into what the verifier supplies
//   (/tests, /logs/verifier) or into another subject path is removed after the copy: the agent's
//   data may not alias the verifier's own files or the test's other paths. In a home folder, the
//   dot-entries (per-user configuration and toolchains that tools read on their own) stay the image's.
// - /etc/hosts and /etc/resolv.conf are the verifier's own (verifier-etc.ts), not the agent's.
// - Shared mode joins the agent environment's network, so a service the agent left running
//   answers the test (Harbor's behaviour, no declaration needed); separate mode does not.
//
// What no mechanism protects: the subject is the agent's. A test that runs or imports code from
// it (a program in the working directory, a module the test imports from there, a server it
// queries) runs the agent's code, and a tool the test points at the subject reads the agent's
// files there (a `git` run in the workdir reads its .git/config). Python is told not to look in the
// working or script folder on its own (PYTHONSAFEPATH), and no user site is read.


/** Defaults of every verifier environment: Python finds no module of the subject on its own. */
const VERIFIER_PYTHON_ENV = {
    PYTHONSAFEPATH: '1',
    PYTHONNOUSERSITE: '1',
};
/** What the verifier reads that the agent never supplies. */
const VERIFIER_INPUTS = ['/tests', '/logs/verifier'];
/** Kernel and engine filesystems: never copied. */
const NOT_FILES = /^\/(proc|sys|dev|run)(\/|$)/;
/**
 * A workdir that is (or holds) where the system keeps its programs and configuration is no
 * subject: copying it would bring the agent's toolchain with it. Its files reach the verifier
 * only as the paths the tests name.
 */
const SYSTEM_FOLDER = /^\/(usr(\/local)?|bin|sbin|lib(32|64|x32)?|etc|opt|var|boot)$/;
/** Absolute paths written in a test's text, as its author wrote them (not a shell's expansion). */
function pathsNamedIn(text) {
    const found = new Set();
    for (const match of text.matchAll(/(?<![\w.~$/@:-])\/[A-Za-z0-9._+@-][A-Za-z0-9._+@/-]*/g)) {
        // Followed by an expansion (`notes-$(date …)`, `out/*.txt`): the test names a thing in that
        // folder whose name it computes, so the folder is what it reads.
        const computed = /^[$*?[{`]/.test(text.slice(match.index + match[0].length));
        const literal = computed ? match[0].slice(0, match[0].lastIndexOf('/')) : match[0];
        const path = external_node_path_.posix.normalize(literal || '/').replace(/\/+$/, '');
        if (path.length > 1 && !path.startsWith('/..'))
            found.add(path);
    }
    return [...found];
}
/**
 * The sh script that asks the verifier's own pristine environment what it holds at each path, one
 * `KIND PATH` line each. A shared object counts as a program: code the verifier's tools load.
 */
function probeScript(paths) {
    const quoted = paths.map(shell_line/* quoteWord */.XW).join(' ');
    return `for p in ${quoted}; do
  if [ -d "$p" ] && [ ! -L "$p" ]; then echo "dir $p"
  elif [ -e "$p" ] || [ -L "$p" ]; then
    case "$p" in *.so|*.so.*) echo "program $p"; continue ;; esac
    if [ -x "$p" ]; then echo "program $p"; else echo "file $p"; fi
  else echo "none $p"; fi
done`;
}
function parseProbe(output) {
    const kinds = new Map();
    for (const line of output.split('\n')) {
        const match = /^(dir|program|file|none) (\/.*)$/.exec(line);
        if (match)
            kinds.set(match[2], match[1]);
    }
    return kinds;
}
/**
 * The paths copied from the agent into the verifier. Declared ones and the workdir are the task's
 * word; a named path counts only where the image has nothing: what the image holds at a path the
 * test names (a tool, a file it sources, a configuration) is the image's, and reaches the verifier
 * from the agent only when declared. Nested paths collapse into their parent.
 */
function subjectPaths(input) {
    const chosen = [
        ...(input.workdir && !isSystemFolder(input.workdir) ? [input.workdir] : []),
        ...input.declared,
        '/logs/artifacts',
        ...[...input.named].filter(([, kind]) => kind === 'none').map(([path]) => path),
    ]
        .map((path) => external_node_path_.posix.normalize(path))
        .filter((path) => path !== '/' && !NOT_FILES.test(path) && !overlapsInputs(path));
    const sorted = [...new Set(chosen)].sort();
    return sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(`${other}/`)));
}
/** The engine's own files in an environment: never the agent's, never deleted. */
const ENGINE_FILES = /^\/etc\/(hosts|hostname|resolv\.conf)$/;
/**
 * Named paths the image has: the agent's deletion of one, or a change of its mode or owner that
 * kept its content, is carried to the verifier (neither brings in code); what the agent wrote
 * there never is.
 */
function deletablePaths(named, subject) {
    return [...named]
        .filter(([, kind]) => kind !== 'none')
        .map(([path]) => external_node_path_.posix.normalize(path))
        .filter((path) => path !== '/' &&
        !NOT_FILES.test(path) &&
        !ENGINE_FILES.test(path) &&
        !overlapsInputs(path) &&
        !/^\/logs(\/|$)/.test(path) &&
        !subject.some((s) => path === s || path.startsWith(`${s}/`) || s.startsWith(`${path}/`)));
}
function isSystemFolder(path) {
    const normal = external_node_path_.posix.normalize(path).replace(/\/+$/, '') || '/';
    return normal === '/' || SYSTEM_FOLDER.test(normal);
}
function overlapsInputs(path) {
    return VERIFIER_INPUTS.some((input) => path === input || path.startsWith(`${input}/`) || input.startsWith(`${path}/`));
}
/**
 * A declared artifact that is, holds or sits in /tests or /logs/verifier would bring the agent's
 * files in among the tests or a pre-written reward: the task's mistake, named.
 */
function declaredOverlap(declared) {
    for (const source of declared) {
        const input = VERIFIER_INPUTS.find((i) => source === '/' || source === i || source.startsWith(`${i}/`) || i.startsWith(`${source}/`));
        if (input)
            return `artifact ${source} overlaps the verifier's ${input}, which never comes from the agent; declare a path outside it`;
    }
    return null;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/run/verifier-etc.ts
// /etc/hosts and /etc/resolv.conf of a verifier beside the agent. Joined to the agent's network,
// an engine gives it the agent environment's own two files, which the agent may have rewritten
// (localhost sent elsewhere, a nameserver of its own): the verifier gets fresh ones instead, from
// the host, written once per process and removed at its exit.



const HOSTS = '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost ip6-loopback\n';
/** Nameservers on the host's loopback mean nothing inside an environment (as the engine does). */
function verifierResolvConf(hostResolvConf) {
    const lines = hostResolvConf
        .split('\n')
        .filter((line) => !/^\s*nameserver\s+(127\.|::1\s*$)/.test(line))
        .filter((line) => /^\s*(nameserver|search|domain|options)\s/.test(line));
    return lines.some((line) => /^\s*nameserver\s/.test(line)) ? `${lines.join('\n')}\n` : null;
}
/** On a network of its own (compose sidecars), names resolve through the engine's DNS there. */
const ENGINE_DNS = 'nameserver 127.0.0.11\noptions ndots:0\n';
const written = new Map();
let folder = null;
/** `group`: the agent's environment is on its service group's network (a compose task). */
function verifierEtcMounts(network) {
    const known = written.get(network);
    if (known)
        return known;
    const dir = etcFolder();
    const hosts = (0,external_node_path_.join)(dir, 'hosts');
    (0,external_node_fs_.writeFileSync)(hosts, HOSTS, { mode: 0o644 });
    const mounts = [{ hostPath: hosts, path: '/etc/hosts', readOnly: true }];
    const resolv = network === 'group' ? ENGINE_DNS : verifierResolvConf(hostResolvConf());
    if (resolv) {
        const file = (0,external_node_path_.join)(dir, `resolv-${network}.conf`);
        (0,external_node_fs_.writeFileSync)(file, resolv, { mode: 0o644 });
        mounts.push({ hostPath: file, path: '/etc/resolv.conf', readOnly: true });
    }
    written.set(network, mounts);
    return mounts;
}
function etcFolder() {
    if (folder)
        return folder;
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'helios-verifier-etc-'));
    process.once('exit', () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true }));
    folder = dir;
    return dir;
}
/** No host file to start from: the agent environment's stays (its nameservers, not its code). */
function hostResolvConf() {
    try {
        return (0,external_node_fs_.readFileSync)('/etc/resolv.conf', 'utf8');
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/run/verifier-environment.ts
// The verifier in an environment of its own, started from the pristine image (trust-boundary.ts):
// - separate mode (Harbor 1.4's `environment_mode = "separate"`): the agent's environment is
//   stopped; the verifier's image, its own network, the declared artifacts only;
// - shared mode where the provider can (`verifierBeside`): the agent's environment keeps running
//   with whatever the agent left (a server the test queries answers), the verifier joins its
//   network, and the subject — workdir, declared artifacts, paths the tests name — is copied in.











async function prepareBeside(spec, agent) {
    const image = await spec.image();
    if (!image.ok)
        throw new Error(`verifier image: ${image.reason}`);
    spec.signal?.throwIfAborted();
    const root = (await agent.rootfs?.()) ?? null;
    const mounts = [
        ...(root ? [{ hostPath: root.hostPath, path: AGENT_ROOT_MOUNT, readOnly: true }] : []),
        ...(spec.provider.capabilities.mounts ? verifierEtcMounts(spec.task.compose ? 'group' : 'default') : []),
    ];
    const network = { kind: 'beside', environment: agent };
    const environment = await createVerifierEnvironment(spec, image.image, network, mounts);
    try {
        await startVerifierEnvironment(environment);
        await environment.copyIn(await testsArchive(spec.task), '/');
        const paths = await namedPaths(spec.task.testsDirs);
        const named = paths.length > 0 ? await probe(environment, paths) : new Map();
        return { environment, named, agentRoot: root ? { mounts: root.mounts } : null };
    }
    catch (error) {
        await discardVerifier(spec, environment);
        throw await (0,stopped/* exitedInstead */._j)(environment, VERIFIER_ENVIRONMENT, error);
    }
}
/** A ready verifier that will not be used (the agent phase failed, or restarted its environment). */
async function discardReady(spec, ready) {
    const verifier = await ready.catch(() => null);
    if (verifier)
        await discardVerifier(spec, verifier.environment);
}
async function discardVerifier(spec, environment) {
    await environment.remove();
    spec.tracker.delete(environment);
}
async function runVerifierEnvironment(spec, state, agent, agentWindow, placement, ready = null) {
    const started = Date.now();
    const { facts } = state;
    const workdir = spec.task.config.environment.workdir ?? (await agent.workdir());
    const declared = spec.task.config.collectedPaths.map((a) => external_node_path_.posix.resolve(workdir, a.source));
    state.isolation = placement;
    if (placement === 'separate') {
        // Stopped, not removed: its files are still there to copy from. The agent's logs come out
        // first, so they are kept even when the verifier's image cannot be had.
        await agent.kill().catch(() => undefined);
        await copyLogsOut(spec, agent, ['agent', 'artifacts']);
    }
    const overlap = declaredOverlap(declared);
    if (overlap) {
        if (ready)
            await discardReady(spec, ready);
        throw new Error(overlap);
    }
    const opened = await (ready ?? openVerifier(spec, placement, agent));
    const { environment: verifier } = opened;
    try {
        const pair = {
            agent,
            verifier,
            workdir,
            declared,
            placement,
            named: opened.named,
            agentRoot: opened.agentRoot,
        };
        const run = await verify(spec, state, pair).catch(async (error) => {
            throw await (0,stopped/* exitedInstead */._j)(verifier, VERIFIER_ENVIRONMENT, error);
        });
        state.exitCodes.verifier = run.exitCode;
        facts.verifierTimedOut = run.timedOut;
        if (run.timedOut)
            await verifier.kill().catch(() => undefined);
        await copyLogsOut(spec, verifier, ['verifier']);
    }
    finally {
        await discardVerifier(spec, verifier);
    }
    // Beside, the agent's environment still holds its logs (separate mode copied them above).
    if (placement === 'beside')
        await copyLogsOut(spec, agent, ['agent', 'artifacts']);
    state.timings.verifier_sec = Math.round(Date.now() - started) / 1000;
    facts.oomKilled ||= spec.oomWatcher?.sawOom(agent.id, agentWindow.from, agentWindow.to) ?? false;
    facts.reward = await readRewardFiles(spec.attemptDir);
}
/** Separate mode's verifier (its own image and network), or a beside one not made ready before. */
async function openVerifier(spec, placement, agent) {
    if (placement === 'beside')
        return prepareBeside(spec, agent);
    const image = await (spec.verifierImage ?? spec.image)();
    if (!image.ok)
        throw new Error(`verifier image: ${image.reason}`);
    spec.signal?.throwIfAborted();
    const environment = await createVerifierEnvironment(spec, image.image, separateNetwork(spec));
    try {
        await startVerifierEnvironment(environment);
        await environment.copyIn(await testsArchive(spec.task), '/');
        return { environment, named: new Map(), agentRoot: null };
    }
    catch (error) {
        await discardVerifier(spec, environment);
        throw await (0,stopped/* exitedInstead */._j)(environment, VERIFIER_ENVIRONMENT, error);
    }
}
const VERIFIER_ENVIRONMENT = 'the verifier environment';
function separateNetwork(spec) {
    const limits = spec.task.config.verifier.environment ?? spec.task.config.environment;
    return { kind: limits.networkMode === 'no-network' ? 'none' : 'default' };
}
/** The subject in, then the tests run: a fault here may be the verifier image's, which exitedInstead tells. */
async function verify(spec, state, pair) {
    const subject = subjectPaths({
        workdir: pair.placement === 'beside' ? pair.workdir : null,
        declared: pair.declared,
        named: pair.named,
    });
    state.subject = subject;
    await copySubject(spec, pair, subject);
    const separateEnv = spec.task.config.verifier.environment;
    return pair.verifier.exec({
        cmd: ['bash', '-c', VERIFIER_COMMAND],
        user: spec.task.config.verifier.user,
        env: spec.env.verifier,
        workdir: pair.placement === 'separate' ? separateEnv?.workdir : pair.workdir,
        timeoutMs: state.facts.verifierTimeoutSec * 1000,
    });
}
/** Absolute paths in the task's test files (text files up to 1 MiB each). */
async function namedPaths(testsDirs) {
    const found = new Set();
    for (const root of testsDirs) {
        for (const entry of await (0,promises_.readdir)(root, { withFileTypes: true, recursive: true }).catch(() => [])) {
            if (!entry.isFile())
                continue;
            const content = await (0,promises_.readFile)((0,external_node_path_.join)(entry.parentPath, entry.name)).catch(() => null);
            if (!content || content.length > 1024 * 1024 || content.includes(0))
                continue;
            for (const path of pathsNamedIn(content.toString('utf8')))
                found.add(path);
        }
    }
    return [...found].slice(0, 2000);
}
/** What the pristine image holds at each path, asked of the verifier environment itself. */
async function probe(verifier, paths) {
    const stdout = new streams/* TailBuffer */.vX(4 * 1024 * 1024);
    const outcome = await verifier.exec({
        cmd: ['sh', '-c', probeScript(paths)],
        user: 'root',
        workdir: '/',
        stdout,
    });
    if (outcome.exitCode !== 0)
        throw new Error(`the verifier image could not list the paths its tests name (exit ${outcome.exitCode})`);
    return parseProbe(stdout.text());
}
/** Each subject path recreated at its place; one the agent never made is skipped. */
async function copySubject(spec, pair, subject) {
    const budget = {
        bytes: spec.subjectCapBytes,
        cap: spec.subjectCapBytes,
        deadline: Date.now() + verifierTimeoutMs(spec),
    };
    // From the agent's mounted root where the path is in it; through the engine's archives otherwise.
    const mounts = pair.agentRoot?.mounts ?? [];
    const inMount = (path) => mounts.some((m) => path === m || path.startsWith(`${m}/`) || m.startsWith(`${path}/`));
    const fromRoot = pair.agentRoot ? subject.filter((path) => !inMount(path)) : [];
    const archived = subject.filter((path) => !fromRoot.includes(path));
    const deletable = pair.agentRoot ? deletablePaths(pair.named, subject).filter((path) => !inMount(path)) : [];
    // With nothing to archive, the links are checked in the same exec as the copy.
    await copyFromRoot(pair.verifier, fromRoot, budget, deletable, archived.length === 0 ? subject : []);
    const parents = [...new Set(archived.map((source) => (0,external_node_path_.dirname)(source)))];
    // The agent's version replaces the image's whole (its deletions included), as from the root.
    if (archived.length > 0)
        await pair.verifier.exec({ cmd: ['rm', '-rf', '--', ...archived], user: 'root', workdir: '/' });
    if (parents.length > 0)
        await pair.verifier.exec({ cmd: ['mkdir', '-p', ...parents], user: 'root', workdir: '/' });
    for (const source of archived)
        await copyBounded(pair.agent, pair.verifier, source, budget);
    if (archived.length > 0 || !pair.agentRoot)
        await unaliasLinks(pair.verifier, subject);
}
/** The copy may take as long as the verifier itself may. */
function verifierTimeoutMs(spec) {
    return spec.task.config.verifier.timeoutSec * spec.timeoutMultiplier * 1000;
}
async function createVerifierEnvironment(spec, image, network, mounts = []) {
    const separate = network.kind !== 'beside';
    const env = separate ? spec.task.config.verifier.environment : null;
    const limits = env ?? spec.task.config.environment;
    const environment = await spec.provider.create({
        image,
        env: {
            ...VERIFIER_PYTHON_ENV,
            // Beside: the agent environment's own variables (compose's main service's too), as Harbor's verifier sees them.
            ...(separate
                ? spec.env.verifierContainer
                : { ...spec.task.compose?.main.environment, ...spec.env.environment }),
        },
        // Separate: the verifier image's own (the task's workdir may not exist there).
        workdir: separate ? (env?.workdir ?? null) : (spec.task.config.environment.workdir ?? null),
        // Swept with the attempt's by the same labels; the role tells it from the agent's.
        labels: { ...(0,environment_labels/* attemptLabels */.Zc)(spec.runId, spec.task.id, spec.attempt), 'helios.role': 'verifier' },
        limits: { cpus: limits.cpus, memoryMb: limits.memoryMb, pidsLimit: spec.pidsLimit },
        network,
        mounts,
        noImageHealthcheck: true,
        noImageEntrypoint: !separate,
    });
    spec.tracker.add(environment);
    return environment;
}
/** Inside the caller's try: an environment that fails to start is still removed. */
async function startVerifierEnvironment(environment) {
    const logs = await (0,environment_archive/* buildArchive */.h$)((pack) => {
        (0,environment_archive/* addDirectory */.HQ)(pack, 'logs', 0o755);
        for (const sub of ['verifier', 'artifacts'])
            (0,environment_archive/* addDirectory */.HQ)(pack, `logs/${sub}`, 0o777);
    });
    await environment.copyIn(logs, '/');
    await environment.start(VERIFIER_ENVIRONMENT);
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/run/collected-paths.ts
// After the agent phase, before the verifier (Harbor's order): the task's `[[verifier.collect]]`
// commands, then its declared `artifacts` copied from the container into
// `<attempt>/artifacts/declared/`, with `artifacts/manifest.json` saying what each entry gave (see
// attempt-files.ts). Best-effort: a missing path or a failing hook is recorded, never an attempt
// error. `/logs/artifacts` is always copied with the other logs, to `artifacts/logs/`.






async function runCollectHooks(options) {
    const outcomes = [];
    for (const hook of options.hooks) {
        const main = hook.service === 'main';
        // A sidecar's image may have no bash, and has neither the task's env nor its workdir (as in Harbor).
        const outcome = await containerOf(options, hook.service).exec({
            cmd: main ? ['bash', '-c', hook.command] : ['sh', '-c', hook.command],
            user: hook.user,
            env: main ? options.env : {},
            workdir: main ? options.workdir : null,
            stdout: new streams/* TailBuffer */.vX(1024),
            stderr: new streams/* TailBuffer */.vX(1024),
            timeoutMs: hook.timeoutSec * 1000,
        });
        outcomes.push({
            command: hook.command,
            service: hook.service,
            exit_code: outcome.exitCode,
            timed_out: outcome.timedOut,
        });
    }
    return outcomes;
}
/** Copies each declared artifact out and writes `manifest.json`; returns the manifest. */
async function copyCollectedPaths(options) {
    const manifest = [];
    const taken = new Set();
    for (const spec of options.paths) {
        const source = external_node_path_.posix.resolve(options.workdir, spec.source);
        const destination = spec.destination ?? source.replace(/^\/+/, '');
        const { service } = spec;
        const entry = { source, destination, type: null, status: 'ok', service };
        manifest.push(entry);
        if ([...taken].some((d) => overlaps(d, destination))) {
            Object.assign(entry, { status: 'skipped', reason: 'overlaps an earlier entry (the first one wins)' });
            continue;
        }
        taken.add(destination);
        try {
            const container = containerOf(options, service);
            const copy = { source, destination, exclude: spec.exclude, service };
            Object.assign(entry, await copyOut(container, options, copy));
        }
        catch (error) {
            const reason = error instanceof errors/* PathNotFound */.l ? 'not found in the container' : String(error);
            Object.assign(entry, { status: 'failed', reason });
        }
    }
    if (manifest.length > 0)
        await (0,promises_.writeFile)(options.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
}
/** The task loader checked every name; a missing one here is a bug, reported as the entry's failure. */
function containerOf(options, service) {
    if (service === 'main')
        return options.container;
    const container = options.sidecars.get(service);
    if (!container)
        throw new Error(`no running service named ${service}`);
    return container;
}
async function copyOut(container, options, copy) {
    const { source, destination, exclude } = copy;
    const archive = await container.copyOut(source);
    const base = external_node_path_.posix.basename(source);
    const excluded = exclude.length > 0 ? picomatch_default()([...exclude], { dot: true }) : () => false;
    let type = 'file';
    const skippedBefore = options.budget.skippedFiles;
    // A sidecar's file is named with its service, as in the manifest.
    const where = copy.service === 'main' ? '' : `${copy.service}:`;
    const files = await (0,environment_archive/* extractArchive */.Qh)(archive, {
        capBytesPerFile: options.capBytesPerFile,
        secrets: options.secrets,
        copyCap: { budget: options.budget, pathOf: (name) => where + external_node_path_.posix.join(external_node_path_.posix.dirname(source), name) },
        destination: (name) => {
            // A folder arrives as `<base>/…`, a file as `<base>`.
            if (name === base)
                return (0,external_node_path_.join)(options.outputDir, destination);
            type = 'directory';
            const inner = name.slice(base.length + 1);
            if (inner === '' || excluded(inner))
                return null;
            return (0,external_node_path_.join)(options.outputDir, destination, inner);
        },
    });
    const outcome = { type, files, status: files === 0 ? 'empty' : 'ok' };
    const skipped = options.budget.skippedFiles - skippedBefore;
    if (skipped === 0)
        return outcome;
    const reason = `${skipped} file(s) left out: the attempt's copy cap of ${options.budget.capBytes} bytes was reached`;
    return { ...outcome, skipped_files: skipped, reason };
}
function overlaps(a, b) {
    return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/run/services.ts






const LABEL_SERVICE = 'helios.service';
const POLL_MS = 250;
/** Longest wait for one service to become ready when its own healthcheck does not bound it. */
const MAX_READY_WAIT_SEC = 600;
/** Lines of each service's output kept in `services/<name>.log`. */
const SAVED_LOG_LINES = 5000;
/**
 * `helios-<run>-<task>-<checksum>-a<attempt>-<random>`: readable in `docker network ls`, and unique
 * even where two jobs of one workflow run (a model matrix: one run id) share a Docker engine, as
 * self-hosted runners may. Cleanup finds it by its labels.
 */
function attemptNetworkName(runId, task, attempt) {
    const name = (0,slug/* slugify */.Yv)(task.name)
        .replace(/[^a-z0-9_.-]+/g, '-')
        .slice(0, 40);
    const unique = (0,external_node_crypto_.randomBytes)(3).toString('hex');
    return `helios-${runId}-${name}-${task.checksum.slice(0, 8)}-a${attempt}-${unique}`;
}
/**
 * Creates the attempt's network and starts every service on it, dependencies first, waiting for
 * each `depends_on` condition; returns when every service is ready (healthy when it has a
 * healthcheck, else running), as `docker compose up --wait` would. On failure the caller still
 * gets the session through `onSession` to remove what was started.
 */
async function startServices(spec, onSession) {
    const compose = spec.task.compose;
    const labels = (0,environment_labels/* attemptLabels */.Zc)(spec.runId, spec.task.id, spec.attempt);
    const noNetwork = spec.task.config.environment.networkMode === 'no-network';
    const network = attemptNetworkName(spec.runId, spec.task, spec.attempt);
    // Internal: services reach each other but nothing outside (a no-network task stays offline).
    const group = await spec.provider.createServiceGroup({ name: network, labels, internal: noNetwork });
    const session = {
        network: group,
        containers: new Map(),
        records: new Map(),
    };
    onSession(session);
    for (const service of compose.services) {
        await waitForDependencies(spec, session, service.dependsOn, service.name);
        const outcome = await spec.serviceImage(service);
        if (!outcome.ok)
            throw new Error(`service ${service.name}: ${outcome.reason}`);
        spec.signal?.throwIfAborted();
        const container = await createService(spec, group, service, outcome.image, labels);
        session.containers.set(service.name, container);
        await container.start(`service ${service.name}`);
        session.records.set(service.name, {
            ...{ name: service.name, image: outcome.image, started_at: new Date().toISOString() },
            ...{ ready_at: null, health: null, exit_code: null },
        });
    }
    await waitForDependencies(spec, session, compose.main.dependsOn, 'main');
    for (const name of session.containers.keys())
        await waitReady(spec, session, name);
    return session;
}
async function createService(spec, group, service, image, labels) {
    const container = await group.addService({
        name: service.name,
        image,
        command: service.command,
        entrypoint: service.entrypoint,
        env: service.environment,
        workdir: service.workingDir,
        user: service.user,
        healthcheck: service.healthcheck,
        labels: { ...labels, [LABEL_SERVICE]: service.name },
        pidsLimit: spec.pidsLimit,
    });
    spec.tracker.add(container);
    return container;
}
async function waitForDependencies(spec, session, dependencies, waiter) {
    for (const { service, condition } of dependencies) {
        if (condition === 'service_healthy')
            await waitReady(spec, session, service, waiter);
        if (condition === 'service_completed_successfully')
            await waitCompleted(spec, session, service, waiter);
    }
}
/** Healthy when the service has a healthcheck (its own or its image's), running otherwise. */
async function waitReady(spec, session, name, waiter) {
    const container = session.containers.get(name);
    const record = session.records.get(name);
    const ready = (health) => {
        if (record && record.ready_at === null)
            Object.assign(record, { ready_at: new Date().toISOString(), health });
        return true;
    };
    await poll(spec, name, async () => {
        const state = await container.state();
        // An exited container reads as unhealthy: say that it exited, and why.
        if (!state.running) {
            if (state.exitCode === 0 && waiter === undefined && completesBeforeOthers(spec.task, name))
                return ready('completed');
            throw new Error(`service ${name} exited (code ${state.exitCode}) before it was ready${await logTail(container)}`);
        }
        const health = state.health;
        if (health === 'healthy')
            return ready('healthy');
        if (health === 'unhealthy') {
            const last = state.lastHealthOutput?.trim();
            throw new Error(`service ${name} is unhealthy${last ? `: ${services_oneLine(last)}` : ''}`);
        }
        if (health === 'starting' && (await services_probe(container, state.healthcheck)))
            return ready('healthy');
        if (health === null && waiter !== undefined && !state.healthcheck)
            throw new Error(`${waiter} waits for service ${name} to be healthy (condition: service_healthy), but ${name} has no healthcheck: add one to the service`);
        return health === null && ready('running');
    });
}
/**
 * Runs the service's health test once ourselves. Docker first runs it one `interval` after the
 * start (30 s by default) and Docker 20.10 has no `start_interval`, so without this every attempt
 * would wait that long; a passing test means what Docker's next passing run would. A failing one
 * changes nothing: Docker's own runs and `retries` still decide `unhealthy`.
 */
async function services_probe(container, check) {
    const test = check?.test ?? [];
    const cmd = test[0] === 'CMD-SHELL' ? ['/bin/sh', '-c', test[1] ?? ''] : test[0] === 'CMD' ? test.slice(1) : null;
    if (cmd === null || cmd.length === 0)
        return false;
    const timeoutMs = check?.timeoutSec ? check.timeoutSec * 1000 : 30_000;
    const outcome = await container.exec({ cmd, timeoutMs }).catch(() => null);
    return outcome?.exitCode === 0;
}
async function waitCompleted(spec, session, name, waiter) {
    const container = session.containers.get(name);
    await poll(spec, name, async () => {
        const state = await container.state();
        if (state.running)
            return false;
        const record = session.records.get(name);
        if (state.exitCode === 0 && record && record.ready_at === null)
            Object.assign(record, { ready_at: new Date().toISOString(), health: 'completed' });
        if (state.exitCode === 0)
            return true;
        throw new Error(`service ${name} exited with code ${state.exitCode}; ${waiter} needs it to complete successfully${await logTail(container)}`);
    });
}
/** A one-shot service (something waits for it to complete) may be gone by the final check. */
function completesBeforeOthers(task, name) {
    const compose = task.compose;
    return [compose.main, ...compose.services].some((s) => s.dependsOn.some((d) => d.service === name && d.condition === 'service_completed_successfully'));
}
async function poll(spec, name, ready) {
    const check = spec.task.compose.services.find((s) => s.name === name)?.healthcheck;
    const bound = check
        ? check.startPeriodSec + (check.intervalSec + check.timeoutSec) * (check.retries + 1)
        : 0;
    const deadline = Date.now() + Math.min(Math.max(bound + 30, 60), MAX_READY_WAIT_SEC) * 1000;
    while (!(await ready())) {
        spec.signal?.throwIfAborted();
        if (Date.now() > deadline)
            throw new Error(`service ${name} was not ready in time`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
}
async function logTail(container) {
    const text = await container.logs(5).catch(() => '');
    return text ? `: ${services_oneLine(text)}` : '';
}
/** Removes the services and the network; keeps each service's output (capped, redacted) first. */
async function removeServices(spec, session) {
    const folder = (0,external_node_path_.join)(spec.attemptDir, 'services');
    // No folder for the logs (a full disk): the services are removed all the same, then it is thrown.
    const failure = await (0,promises_.mkdir)(folder, { recursive: true }).then(() => null, (error) => error);
    for (const [name, container] of session.containers) {
        const state = await container.state().catch(() => null);
        const record = session.records.get(name);
        if (record && state && !state.running)
            record.exit_code = state.exitCode;
        if (failure === null)
            await saveLog(container, (0,external_node_path_.join)(folder, `${name}.log`), spec).catch(() => undefined);
        await container.remove();
        spec.tracker.delete(container);
    }
    await session.network.remove();
    if (failure !== null)
        throw failure;
}
/** The service's last lines of output (both streams, in order), redacted. */
async function saveLog(container, path, spec) {
    await (0,promises_.writeFile)(path, (0,redact/* redactText */.Rd)(await container.logs(SAVED_LOG_LINES), spec.secrets));
}
function services_oneLine(text) {
    return text.replace(/\s+/g, ' ').trim().slice(-300);
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
// EXTERNAL MODULE: ./src/run/relay/forwarder.ts
var forwarder = __webpack_require__(20705);
// EXTERNAL MODULE: ./src/run/relay/routes.ts
var routes = __webpack_require__(35581);
;// CONCATENATED MODULE: ./src/run/relay/host-relay.ts
// The host side of the model relay: an HTTP server per attempt on Unix sockets in a private temp
// folder (one socket per model API), which the attempt's `no-network` container gets read-only.
// Each socket forwards to its one upstream only (plain HTTP in, http or https out, streamed both
// ways); any other host, path or method is answered 403 and nothing is forwarded. It never adds
// or logs a credential: the agent sends its own key, and the log keeps method, path and status.










/** Folders of relays still open: removed on exit, even after a second Ctrl-C (process.exit). */
const liveDirs = new Set();
let exitHookSet = false;
/** Lines kept in the log: a looping agent must not fill the disk. */
const MAX_LOG_LINES = 2000;
async function startModelRelay(options) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'helios-relay-'));
    liveDirs.add(dir);
    if (!exitHookSet) {
        exitHookSet = true;
        process.once('exit', () => {
            for (const left of liveDirs)
                (0,external_node_fs_.rmSync)(left, { recursive: true, force: true });
        });
    }
    const log = [];
    let answered = 0;
    let failure = null;
    const servers = [];
    const ca = options.caFile ? [...external_node_tls_.rootCertificates, (0,external_node_fs_.readFileSync)(options.caFile, 'utf8')] : undefined;
    const note = (route, req, outcome) => {
        if (log.length < MAX_LOG_LINES)
            log.push(`${new Date().toISOString()} ${route.variable} ${req.method} ${pathOnly(req.url)} ${outcome}`);
    };
    const close = async () => {
        await Promise.all(servers.map((server) => closeServer(server)));
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        liveDirs.delete(dir);
        const text = log.length ? `${log.join('\n')}\n` : '';
        await (0,promises_.writeFile)(options.logFile, (0,redact/* redactText */.Rd)(text, options.secrets)).catch(() => null);
    };
    try {
        // Every user may enter: the task's agent user is often not root.
        await (0,promises_.chmod)(dir, 0o755);
        const forwarded = await Promise.all(options.routes.map(async (route, index) => {
            const socket = (0,external_node_path_.join)(dir, `${index}.sock`);
            const server = external_node_http_default().createServer((req, res) => relay(route, req, res, ca, {
                refused: (why) => note(route, req, `403 refused: ${why}`),
                answered: (status) => {
                    answered++;
                    note(route, req, String(status));
                },
                failed: (message) => {
                    failure ??= `could not connect to ${route.upstream.origin}: ${message}`;
                    note(route, req, `unreachable: ${message}`);
                },
            }));
            // CONNECT and Upgrade would tunnel anywhere: refused outright.
            server.on('connect', (_req, client) => client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n'));
            server.on('upgrade', (_req, client) => client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n'));
            servers.push(server);
            await new Promise((resolve, reject) => {
                server.once('error', reject);
                server.listen(socket, resolve);
            });
            await (0,promises_.chmod)(socket, 0o666);
            return {
                variable: route.variable,
                socket: `${forwarder/* RELAY_MOUNT */.QH}/${index}.sock`,
                base: (0,routes/* relayedBaseUrl */.Pg)(route.upstream, '{port}'),
            };
        }));
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, 'routes.json'), JSON.stringify(forwarded), { mode: 0o644 });
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, 'forward.cjs'), forwarder/* FORWARDER_SCRIPT */.nR, { mode: 0o644 });
    }
    catch (error) {
        await close();
        throw error;
    }
    return {
        dir,
        unreachable: () => (answered === 0 ? failure : null),
        close,
    };
}
/** Hop-by-hop headers are the relay's own, never passed on. */
const HOP_BY_HOP = new Set([
    'connection',
    'keep-alive',
    'proxy-authenticate',
    'proxy-authorization',
    'proxy-connection',
    'te',
    'trailer',
    'transfer-encoding',
    'upgrade',
    'host',
]);
function relay(route, req, res, ca, events) {
    const target = routes/* RELAYED_METHODS */.sc.has(req.method ?? '') ? (0,routes/* relayTarget */.Zr)(route.upstream, req.url ?? '') : null;
    if (!target) {
        events.refused(routes/* RELAYED_METHODS */.sc.has(req.method ?? '') ? 'outside the model API' : 'method');
        req.resume();
        res.writeHead(403, { 'content-type': 'text/plain', connection: 'close' });
        res.end(`helios model relay: only ${route.upstream.href} is reachable from this container\n`);
        return;
    }
    const headers = { host: target.host };
    for (const [name, value] of Object.entries(req.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined)
            headers[name] = value;
    const client = target.protocol === 'https:' ? (external_node_https_default()) : (external_node_http_default());
    const upstream = client.request(target, { method: req.method, headers, ...(ca ? { ca } : {}) }, (answer) => {
        events.answered(answer.statusCode ?? 0);
        const out = {};
        for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name) && value !== undefined)
                out[name] = value;
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        // Streamed answers (SSE) go on chunk by chunk, as they come.
        res.flushHeaders();
        answer.pipe(res);
        answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
        if (!res.headersSent)
            events.failed(error.message);
        // The agent sees its connection drop, as it would with the server gone.
        res.destroy();
    });
    res.on('close', () => {
        if (!res.writableFinished)
            upstream.destroy();
    });
    req.pipe(upstream);
}
/** The path without its query (a query may carry a key: `?key=`). */
function pathOnly(url) {
    const path = (url ?? '').split('?')[0] ?? '';
    return path.replace(/[^\x21-\x7e]/g, '?').slice(0, 300);
}
function closeServer(server) {
    return new Promise((resolve) => {
        if (!server.listening)
            return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
    });
}

// EXTERNAL MODULE: ./src/run/agents/model-faults.ts
var model_faults = __webpack_require__(16763);
;// CONCATENATED MODULE: ./src/run/relay/fault.ts
// What the relay saw decides an attempt whose model server could never be reached: the CLI only
// sees its local connection drop (and words it its own way, or retries until its timeout), while
// the relay knows the server refused. Pure.

/**
 * The report with a lasting "server unreachable" fault when the relay never got an answer from
 * the model server and failed to connect to it; as it was otherwise, or when the agent already
 * named a lasting fault of its own (a rejected key says more).
 */
function withRelayFault(report, unreachable) {
    if (!unreachable || report?.fatal)
        return report;
    const fatal = (0,model_faults/* unreachableFault */.d5)(`the model relay ${unreachable}`).reason;
    return { trajectory: null, usage: null, ...report, fatal, error: null };
}

;// CONCATENATED MODULE: ./src/run/container-stopped.ts
// The task's container stopping under an attempt: its command ended because a process in it (the
// agent's, a verifier's) killed it, or the kernel's OOM killer took it. Every later call into the
// container then fails its own way (an exec's 126, a 409, a 404); the attempt reports the stop
// instead, with the container's exit code and the engine's own OOM verdict, from whichever call
// meets it first.


/** Not retried: another try meets whatever stopped it again. */
class EnvironmentStopped extends Error {
    phase;
    exitCode;
    oomKilled;
    constructor(phase, exitCode, oomKilled) {
        super(`the environment stopped during ${phase} (exit ${exitCode}${oomKilled ? ', out of memory' : ''})`);
        this.phase = phase;
        this.exitCode = exitCode;
        this.oomKilled = oomKilled;
        this.name = 'EnvironmentStopped';
    }
}
/** 128 + SIGKILL: what every process in a container ends with when the container's command ends. */
const KILLED_EXIT = 137;
/** The engine records the container's stop a moment after the processes in it were killed. */
const SETTLE_MS = 2000;
const SETTLE_POLL_MS = 50;
/** One per attempt's main container, from its start to its removal. */
class ContainerStops {
    container;
    oomWatcher;
    phases = [];
    known = null;
    ours = false;
    constructor(container, oomWatcher) {
        this.container = container;
        this.oomWatcher = oomWatcher;
        this.enter('setup');
    }
    /** From now on, a stop happens during `phase` (for the reason's wording). */
    enter(phase) {
        this.phases.push({ name: phase, from: Date.now() });
    }
    /** The runner stops the container itself from here on (a separate verifier, a verifier timeout). */
    stopsOnPurpose() {
        this.ours = true;
    }
    /** The fault to report: the stop when the container has stopped (inspected once), else the fault. */
    async explain(fault) {
        if (this.ours || fault instanceof EnvironmentStopped)
            return fault;
        if (this.known)
            return this.known;
        return (0,stopped/* stoppedInstead */.yE)(this.container, fault, (stopped) => (this.known = this.describe(stopped)));
    }
    /**
     * After a process in the container ended: whether the container stopped under it. A process
     * killed by SIGKILL may be the first sign of a stop the engine has not recorded yet (it ends the
     * exec before the container): then the engine is given a moment to record it.
     */
    async stoppedUnder(exitCode, signal) {
        if (this.ours)
            return null;
        const deadline = Date.now() + SETTLE_MS;
        let stopped = await this.container.stopped();
        while (!stopped && exitCode === KILLED_EXIT && Date.now() < deadline && !signal?.aborted) {
            await (0,external_node_timers_promises_.setTimeout)(SETTLE_POLL_MS);
            stopped = await this.container.stopped();
        }
        return stopped ? this.describe(stopped) : null;
    }
    describe(stopped) {
        // The phase it stopped in, by the engine's clock: a later phase's call may be the first to meet it.
        const phase = this.phases.findLast((p) => p.from <= stopped.finishedAt) ?? this.phases[0];
        const oom = stopped.oomKilled ||
            (this.oomWatcher?.sawOom(this.container.id, phase.from, stopped.finishedAt) ?? false);
        return new EnvironmentStopped(phase.name, stopped.exitCode, oom);
    }
}

;// CONCATENATED MODULE: ./src/run/attempt.ts
// One attempt, start to finish: container → agent phase → verifier phase → logs out → remove.
// Every fault becomes data (a result with a status and a reason); only the runner decides retries.


























const INSTRUCTION_FILE = '/helios/instruction.md';
/** Instructions larger than this reach the agent only as a file (env strings are limited to 128 KiB). */
const MAX_INSTRUCTION_ENV = 64 * 1024;
/** Cap per log or copied file; the rest of a longer one is cut, with a note at its end. */
const DEFAULT_LOG_CAP_BYTES = 64 * 1024 * 1024;
/**
 * Cap on all an attempt copies out of its environment (logs, artifacts: see copy-budget.ts), so one
 * attempt cannot fill the runner's disk. Four files at the per-file cap.
 */
const DEFAULT_COPY_CAP_BYTES = 256 * 1024 * 1024;
/**
 * Runs one attempt and removes everything it started. A write fault (a full or read-only output
 * disk: see write-fault.ts) is thrown once the containers are gone: no result could be recorded.
 */
async function runAttempt(spec) {
    const startedAt = new Date();
    const state = initialState(spec);
    let fault = null;
    let thrown = null;
    let container = null;
    let services = null;
    let stops = null;
    let relay = null;
    // One budget per try of the attempt (a retry starts afresh), shared by its steps.
    const copyBudget = new CopyBudget(spec.copyCapBytes);
    await prepareAttemptDir(spec);
    let phaseStart = Date.now();
    const image = await spec.image();
    state.timings.build_sec = attempt_seconds(phaseStart);
    try {
        if (!image.ok)
            fault = { reason: image.reason, retryable: false };
        else {
            phaseStart = Date.now();
            // Stopped while its image was built: nothing is created for it.
            spec.signal?.throwIfAborted();
            // Known to the clean-up below from their creation on: a failed start or an abort still removes them.
            const session = spec.task.compose
                ? await startServices(servicesSpec(spec), (started) => (services = started))
                : null;
            relay = await startAttemptRelay(spec);
            const mounts = relay ? [{ hostPath: relay.dir, path: forwarder/* RELAY_MOUNT */.QH, readOnly: true }] : [];
            container = await createContainer(spec, image.image, session, mounts, (created) => (container = created));
            stops = new ContainerStops(container, spec.oomWatcher);
            const run = { ...spec, ...(session ? { sidecars: session.containers } : {}), copyBudget };
            await healthcheckPhase(run, state, container);
            state.timings.setup_sec = attempt_seconds(phaseStart);
            if (spec.task.steps.length > 0)
                await stepsPhase(run, state, container, image.image, stops);
            else
                await agentToVerifier(run, state, container, image.image, stops);
        }
    }
    catch (error) {
        if ((0,write_fault/* writeFaultOf */.$P)(error, spec.attemptDir))
            thrown = error;
        fault = classifyFault(stops ? await stops.explain(error) : error, spec.provider);
        const failedStep = state.steps.steps.at(-1);
        if (failedStep?.status === 'error')
            fault.reason = `step ${failedStep.name}: ${fault.reason}`;
    }
    finally {
        phaseStart = Date.now();
        const failure = await teardown(spec, state, container, services);
        // What the attempt met first is what it reports (a teardown on a full disk fails too).
        thrown ??= failure;
        if (relay) {
            state.report = withRelayFault(state.report, relay.unreachable());
            await relay.close();
        }
        state.timings.teardown_sec = attempt_seconds(phaseStart);
    }
    if (thrown !== null)
        throw thrown;
    // An installed CLI's log is read after the verifier: a bad key or a failing model API found there is
    // this attempt's error too.
    const agentFault = state.report?.fatal ?? state.report?.error;
    if (!fault && agentFault)
        fault = { reason: agentFault, retryable: false };
    return {
        result: attemptResult(spec, state, fault, startedAt, copyBudget.note()),
        retryable: fault?.retryable ?? false,
        aborted: spec.signal?.aborted ?? false,
        fatal: state.report?.fatal ?? null,
        agentError: state.report?.fatal ? null : (state.report?.error ?? null),
    };
}
/** Reads the agent's report, then removes the containers whatever that met; returns what it met. */
async function teardown(spec, state, container, services) {
    let failure = null;
    if (container) {
        // A multi-step attempt's agent reports were read step by step.
        if (spec.task.steps.length === 0)
            state.report =
                (await collectAgentReport(spec, state).catch((error) => {
                    failure = error;
                    return null;
                })) ?? state.report;
        await container.remove();
        spec.tracker.delete(container);
        spec.oomWatcher?.forget(container.id);
    }
    if (services) {
        await removeServices(servicesSpec(spec), services).catch((error) => (failure ??= error));
        state.services = [...services.records.values()];
    }
    return failure;
}
async function agentToVerifier(spec, state, container, image, stops) {
    const placement = verifierPlacement(spec);
    // Beside the agent, the verifier's environment is made ready while the agent works.
    let ready = placement === 'beside' ? prepareBeside(spec, container) : null;
    ready?.catch(() => undefined);
    try {
        stops.enter('the agent phase');
        const window = await agentPhase(spec, state, container, image, stops);
        if (ready && window.restarted) {
            // A restart gives the agent's environment a new network: the ready verifier is not on it.
            await discardReady(spec, ready);
            ready = prepareBeside(spec, container);
            ready.catch(() => undefined);
        }
        stops.enter('artifact collection');
        for (const exitCode of await collectPhase(spec, container)) {
            const stopped = await stops.stoppedUnder(exitCode, spec.signal);
            if (stopped)
                throw stopped;
        }
        if (placement) {
            // The agent's environment is stopped (separate) or left to itself (beside): not watched.
            stops.stopsOnPurpose();
            const handed = ready;
            ready = null;
            await runVerifierEnvironment(spec, state, container, window, placement, handed);
        }
        else {
            stops.enter('the verifier phase');
            await verifierPhase(spec, state, container, window);
            // A verifier past its timeout was stopped by us; one killed by SIGKILL may have lost its container.
            if (state.facts.verifierTimedOut)
                stops.stopsOnPurpose();
            const stopped = await stops.stoppedUnder(state.exitCodes.verifier, spec.signal);
            if (stopped)
                throw stopped;
        }
    }
    catch (error) {
        if (state.facts.verifierTimedOut)
            stops.stopsOnPurpose();
        throw await stops.explain(error);
    }
    finally {
        if (ready)
            await discardReady(spec, ready);
    }
}
/**
 * Where the verifier runs: separate mode always in a fresh environment; shared mode beside the
 * agent's where the provider can (trust-boundary.ts), else (or with the guard off) in the agent's
 * own environment, trusting it.
 */
function verifierPlacement(spec) {
    if (spec.task.config.verifier.mode === 'separate')
        return 'separate';
    return spec.verifierGuard && spec.provider.capabilities.verifierBeside ? 'beside' : null;
}
/** `[[steps]]`: each step as a single-step attempt in the same container; totals add up. */
async function stepsPhase(spec, state, container, image, stops) {
    const phases = {
        newState: initialState,
        run: (stepSpec, stepState) => agentToVerifier(stepSpec, stepState, container, image, stops),
        finish: async (stepSpec, stepState) => {
            stepState.report = (await collectAgentReport(stepSpec, stepState)) ?? stepState.report;
        },
    };
    try {
        state.rollup = await runSteps(spec, container, phases, state.steps);
    }
    finally {
        addUpSteps(state, state.steps.states);
    }
}
function addUpSteps(state, steps) {
    for (const step of steps) {
        state.timings.setup_sec = attempt_round(state.timings.setup_sec + step.timings.setup_sec);
        state.timings.agent_sec = attempt_round(state.timings.agent_sec + step.timings.agent_sec);
        state.timings.verifier_sec = attempt_round(state.timings.verifier_sec + step.timings.verifier_sec);
        state.facts.agentTimedOut ||= step.facts.agentTimedOut;
        state.facts.verifierTimedOut ||= step.facts.verifierTimedOut;
        state.facts.oomKilled ||= step.facts.oomKilled;
    }
    const last = steps.at(-1);
    if (!last)
        return;
    state.exitCodes = last.exitCodes;
    state.isolation = last.isolation;
    state.subject = last.subject;
    state.report = {
        trajectory: null,
        usage: (0,usage/* sumUsage */.Rl)(steps.map((s) => s.report?.usage)),
        fatal: steps.find((s) => s.report?.fatal)?.report?.fatal ?? null,
        error: steps.find((s) => s.report?.error)?.report?.error ?? null,
    };
}
function initialState(spec) {
    const { task } = spec;
    return {
        timings: { build_sec: 0, setup_sec: 0, agent_sec: 0, verifier_sec: 0, teardown_sec: 0 },
        facts: {
            agentTimedOut: false,
            agentTimeoutSec: attempt_round(task.config.agent.timeoutSec * spec.timeoutMultiplier),
            agentExitCode: null,
            oomKilled: false,
            memoryMb: task.config.environment.memoryMb,
            containerRestarted: null,
            verifierTimedOut: false,
            verifierTimeoutSec: attempt_round(task.config.verifier.timeoutSec * spec.timeoutMultiplier),
            reward: null,
        },
        exitCodes: { agent: null, verifier: null },
        report: null,
        isolation: null,
        subject: [],
        steps: { steps: [], states: [] },
        rollup: null,
        healthcheck: null,
        services: [],
    };
}
async function prepareAttemptDir(spec) {
    await (0,promises_.rm)(spec.attemptDir, { recursive: true, force: true });
    for (const sub of LOG_FOLDERS)
        await (0,promises_.mkdir)((0,external_node_path_.join)(spec.attemptDir, sub), { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(spec.attemptDir, 'config.json'), (0,redact/* redactText */.Rd)(JSON.stringify(attemptConfig(spec), null, 2), spec.secrets));
}
/**
 * The agent runs; after a timeout or a stopped container, a restart ends whatever it left running.
 * Returns when the agent ran, for the OOM watcher.
 */
async function agentPhase(spec, state, container, image, stops) {
    const { facts } = state;
    const from = Date.now();
    const agentRun = await runAgentPhase(spec, container, facts.agentTimeoutSec);
    const to = Date.now();
    state.exitCodes.agent = agentRun?.exitCode ?? null;
    facts.agentExitCode = state.exitCodes.agent;
    facts.agentTimedOut = agentRun?.timedOut ?? false;
    state.report = agentRun?.report ?? null;
    if (agentRun?.error)
        throw new AgentError(agentRun.error);
    if (state.report?.fatal)
        throw new AgentError(state.report.fatal);
    const stopped = await stops.stoppedUnder(state.exitCodes.agent, spec.signal);
    facts.oomKilled = stopped?.oomKilled ?? false;
    if (facts.agentTimedOut || stopped) {
        // Restarting kills every process the agent left (whatever its user, however it forked)
        // while keeping the container's filesystem for the verifier.
        if (stopped && !facts.agentTimedOut) {
            facts.containerRestarted = `${stopped.message}; restarted for the verifier`;
        }
        await container.restart();
    }
    state.timings.agent_sec = attempt_seconds(from);
    return { from, to, restarted: facts.agentTimedOut || stopped !== null };
}
/** The task's healthcheck must pass before the agent starts (the environment is up). */
async function healthcheckPhase(spec, state, container) {
    const healthcheck = spec.task.config.environment.healthcheck;
    if (healthcheck === null)
        return;
    try {
        const { checks } = await runHealthcheck(container, healthcheck, {
            env: spec.env.environment,
            workdir: spec.task.config.environment.workdir,
            signal: spec.signal,
        });
        state.healthcheck = { checks, passed: true, detail: null };
    }
    catch (error) {
        if (error instanceof HealthcheckFailed)
            state.healthcheck = {
                checks: error.checks,
                passed: false,
                detail: (0,redact/* redactText */.Rd)(error.detail, spec.secrets),
            };
        throw error;
    }
}
/**
 * `[[verifier.collect]]` hooks, then declared artifacts, out of the container before the verifier.
 * Returns the exit codes of the collect hooks (a SIGKILLed one may be the sign of a stop).
 */
async function collectPhase(spec, container) {
    const { config } = spec.task;
    if (config.verifier.collect.length === 0 && config.collectedPaths.length === 0)
        return [];
    const options = {
        container,
        sidecars: spec.sidecars ?? new Map(),
        hooks: config.verifier.collect,
        paths: config.collectedPaths,
        outputDir: (0,external_node_path_.join)(spec.attemptDir, ARTIFACTS.declared),
        manifestFile: (0,external_node_path_.join)(spec.attemptDir, ARTIFACTS.manifest),
        budget: spec.copyBudget ?? new CopyBudget(spec.copyCapBytes),
        workdir: config.environment.workdir ?? (await container.workdir()),
        env: spec.env.environment,
        capBytesPerFile: spec.logCapBytes,
        secrets: spec.secrets,
    };
    const hooks = await runCollectHooks(options);
    if (hooks.length > 0)
        await (0,promises_.writeFile)((0,external_node_path_.join)(spec.attemptDir, 'collect.json'), `${JSON.stringify(hooks, null, 2)}\n`);
    await copyCollectedPaths(options);
    return hooks.map((hook) => hook.exit_code);
}
async function verifierPhase(spec, state, container, agentWindow) {
    const { facts } = state;
    const started = Date.now();
    // In the agent's own environment, which the verifier trusts (trust-boundary.ts): one archive
    // through the engine replaces /logs/verifier and /tests, and that is all that is ensured.
    state.isolation = 'in-environment';
    await container.copyIn(await testsArchive(spec.task, { resetLogs: true }), '/');
    const verifierRun = await runVerifierPhase(spec, container, facts.verifierTimeoutSec);
    state.exitCodes.verifier = verifierRun.exitCode;
    facts.verifierTimedOut = verifierRun.timedOut;
    // The run does not wait for a verifier that overran: stop it now, then collect what it left.
    if (verifierRun.timedOut)
        await container.kill().catch(() => undefined);
    await copyLogsOut(spec, container, LOG_FOLDERS);
    state.timings.verifier_sec = attempt_seconds(started);
    // By now (a verifier later) the oom event of the agent phase has arrived.
    facts.oomKilled ||= spec.oomWatcher?.sawOom(container.id, agentWindow.from, agentWindow.to) ?? false;
    facts.reward = await readRewardFiles(spec.attemptDir);
}
function attemptResult(spec, state, fault, startedAt, copyCapped) {
    const { task, agent } = spec;
    // An attempt the agent left unverifiable failed: nothing it does may become an error.
    const verdict = fault
        ? {
            status: fault.agentCaused ? 'failed' : 'error',
            reason: fault.reason,
            rewards: {},
            reward: 0,
        }
        : (state.rollup ?? decideOutcome(state.facts));
    const finishedAt = new Date();
    return {
        schema_version: attempt_result/* ATTEMPT_RESULT_SCHEMA_VERSION */.FL,
        run_id: spec.runId,
        task_id: task.id,
        task_name: task.name,
        task_checksum: task.checksum,
        attempt: spec.attempt,
        agent: agent.name,
        model: spec.model,
        status: verdict.status,
        reason: verdict.reason === null ? null : (0,redact/* redactText */.Rd)(verdict.reason, spec.secrets),
        rewards: verdict.rewards,
        reward: verdict.reward,
        started_at: startedAt.toISOString(),
        finished_at: finishedAt.toISOString(),
        duration_sec: attempt_round((finishedAt.getTime() - startedAt.getTime()) / 1000),
        timings: state.timings,
        exit_codes: state.exitCodes,
        timed_out: { agent: state.facts.agentTimedOut, verifier: state.facts.verifierTimedOut },
        oom_killed: state.facts.oomKilled,
        retries: 0,
        usage: state.report?.usage ?? null,
        verifier_isolation: state.isolation,
        ...(state.subject.length > 0 ? { verifier_subject: state.subject } : {}),
        ...(task.steps.length > 0 ? { steps: state.steps.steps.map((s) => redactStep(s, spec.secrets)) } : {}),
        ...(task.compose ? { services: state.services } : {}),
        ...(task.config.environment.healthcheck ? { healthcheck: state.healthcheck } : {}),
        ...(copyCapped ? { copy_capped: copyCapped } : {}),
    };
}
function redactStep(step, secrets) {
    return step.reason === null ? step : { ...step, reason: (0,redact/* redactText */.Rd)(step.reason, secrets) };
}
/** In-container agents report through their own logs; read them once the agent phase is over. */
async function collectAgentReport(spec, { report, exitCodes }) {
    const agentDir = (0,external_node_path_.join)(spec.attemptDir, 'agent');
    let collected = report;
    if (!collected && spec.agent.collect) {
        const ctx = { agentDir, task: spec.task, model: spec.model, exitCode: exitCodes.agent };
        collected = await spec.agent.collect(ctx).catch(() => null);
    }
    // Agents with no log of their own (oracle, nop, command) still leave a trajectory: the command.
    collected ??= await commandReport(spec.agent, spec.task, spec.model, agentDir);
    if (collected?.trajectory && collected.trajectory.steps[0]?.role !== 'user') {
        // CLI logs start with the model's first answer; the trajectory starts with what it was asked.
        const ask = {
            role: 'user',
            text: spec.task.instruction,
            tool_calls: [],
            usage: null,
            timestamp: null,
        };
        collected.trajectory.steps.unshift(ask);
    }
    if (collected)
        await writeAgentReport(agentDir, collected, spec.secrets, {
            // The attempt's own folder in the run tree, so a reader finds it from the trajectory.
            sessionId: [spec.runId, (0,external_node_path_.basename)((0,external_node_path_.dirname)(spec.attemptDir)), (0,external_node_path_.basename)(spec.attemptDir)].join('/'),
            agentVersion: spec.agent.version ?? HELIOS_VERSION,
        });
    return collected;
}
async function createContainer(spec, image, services, extraMounts, onCreated) {
    const { task } = spec;
    const env = task.config.environment;
    const container = await spec.provider.create({
        image,
        env: { ...task.compose?.main.environment, ...spec.env.environment },
        workdir: env.workdir,
        labels: (0,environment_labels/* attemptLabels */.Zc)(spec.runId, task.id, spec.attempt),
        limits: { cpus: env.cpus, memoryMb: env.memoryMb, pidsLimit: spec.pidsLimit },
        network: mainNetwork(spec, services),
        mounts: containerMounts(spec, extraMounts),
    });
    spec.tracker.add(container);
    onCreated(container);
    spec.signal?.throwIfAborted();
    const files = await (0,environment_archive/* buildArchive */.h$)(async (pack) => {
        (0,environment_archive/* addDirectory */.HQ)(pack, 'logs', 0o755);
        for (const sub of LOG_FOLDERS)
            (0,environment_archive/* addDirectory */.HQ)(pack, `logs/${sub}`, 0o777);
        (0,environment_archive/* addDirectory */.HQ)(pack, 'helios', 0o755);
        (0,environment_archive/* addFile */.sM)(pack, INSTRUCTION_FILE.slice(1), spec.task.instruction);
        if (spec.agent.needsSolution && spec.task.solutionDir)
            await (0,environment_archive/* packDirectory */.jG)(pack, spec.task.solutionDir, 'solution');
        if (spec.agentDir)
            await (0,environment_archive/* packDirectory */.jG)(pack, spec.agentDir, 'helios/agent');
    });
    await container.copyIn(files, '/');
    await container.start('the container');
    return container;
}
/**
 * An installed CLI in a `no-network` task reaches its model API only through a relay of its own
 * (one per attempt: its log and what it saw of the model server are this attempt's).
 */
async function startAttemptRelay(spec) {
    const apis = spec.agent.modelApis;
    if (spec.task.config.environment.networkMode !== 'no-network' || !apis?.length)
        return null;
    if (!spec.prepared?.env.HELIOS_RELAY_NODE)
        return null;
    return startModelRelay({
        routes: (0,routes/* relayRoutes */.a)(apis, spec.agentPlainEnv),
        secrets: spec.secrets,
        caFile: spec.caBundle,
        logFile: (0,external_node_path_.join)(spec.attemptDir, 'agent', 'relay.log'),
    });
}
/** The attempt's own network for a compose task; else none, the host's, or the provider's default. */
function mainNetwork(spec, services) {
    const sealed = spec.task.config.environment.networkMode === 'no-network';
    if (services) {
        // A sealed task keeps its internal network: its model calls, if any, go through the relay.
        if (spec.agentNetwork === 'host' && !sealed)
            throw new Error(`${spec.agent.name} needs the host network (its model server is on localhost), which a compose task's main container cannot join: serve the model on a reachable address`);
        return { kind: 'group', group: services.network, alias: 'main' };
    }
    if (sealed)
        return { kind: 'none' };
    return { kind: spec.agentNetwork ?? 'default' };
}
function servicesSpec(spec) {
    const serviceImage = spec.serviceImage;
    if (!serviceImage)
        throw new Error('a compose task needs AttemptSpec.serviceImage');
    return { ...spec, serviceImage };
}
async function runAgentPhase(spec, container, timeoutSec) {
    const agentDir = (0,external_node_path_.join)(spec.attemptDir, 'agent');
    if (spec.agent.runOnHost) {
        const outcome = await runHostAgent(spec.agent.runOnHost, {
            task: spec.task,
            model: spec.model,
            container,
            agentDir,
            instruction: spec.task.instruction,
            env: { ...spec.agentPlainEnv, ...spec.agentHostEnv },
            timeoutMs: timeoutSec * 1000,
            signal: spec.signal,
        });
        await redactFolder(agentDir, spec.secrets);
        const { usage, trajectory, fatal, error } = outcome;
        return { ...outcome, durationSec: 0, report: { usage, trajectory, fatal, error } };
    }
    const command = spec.agent.command(spec.task);
    if (!command)
        return null;
    const stdout = new streams/* LogFileSink */.ug((0,external_node_path_.join)(agentDir, 'stdout.txt'), spec.logCapBytes, spec.secrets);
    const stderr = new streams/* LogFileSink */.ug((0,external_node_path_.join)(agentDir, 'stderr.txt'), spec.logCapBytes, spec.secrets);
    let outcome;
    try {
        outcome = await container.exec({
            cmd: command,
            user: spec.task.config.agent.user,
            env: agentProcessEnv(spec),
            workdir: spec.task.config.environment.workdir,
            stdout,
            stderr,
            timeoutMs: timeoutSec * 1000,
        });
    }
    finally {
        await Promise.all([(0,streams/* endWritable */.KD)(stdout), (0,streams/* endWritable */.KD)(stderr)]);
    }
    // Their disk is full: the agent's output is lost, so the attempt cannot be recorded.
    const failure = stdout.failure ?? stderr.failure;
    if (failure)
        throw failure;
    return { ...outcome, report: null, error: null };
}
/** The in-container agent's environment: task tables, the instruction, the model, named host variables. */
function agentProcessEnv(spec) {
    const instruction = spec.task.instruction;
    return {
        ...spec.agent.env(spec.task),
        ...(spec.agent.needsSolution ? spec.env.solution : {}),
        ...spec.prepared?.env,
        ...(spec.caBundle ? { NODE_EXTRA_CA_CERTS: CA_BUNDLE_PATH, npm_config_cafile: CA_BUNDLE_PATH } : {}),
        HELIOS_INSTRUCTION_FILE: INSTRUCTION_FILE,
        // 1-based: lets an agent of your own seed or vary per attempt.
        HELIOS_ATTEMPT: String(spec.attempt),
        ...(Buffer.byteLength(instruction) <= MAX_INSTRUCTION_ENV ? { HELIOS_INSTRUCTION: instruction } : {}),
        ...(spec.model ? { HELIOS_MODEL: spec.model } : {}),
        ...spec.agentPlainEnv,
        ...spec.agentHostEnv,
    };
}
const CA_BUNDLE_PATH = '/helios/ca/extra-ca.pem';
function containerMounts(spec, extraMounts) {
    const mounts = [...(spec.prepared?.mounts ?? []), ...extraMounts];
    if (spec.caBundle && !spec.agent.runOnHost)
        mounts.push({ hostPath: spec.caBundle, path: CA_BUNDLE_PATH, readOnly: true });
    return mounts;
}
async function runVerifierPhase(spec, container, timeoutSec) {
    return container.exec({
        cmd: ['bash', '-c', VERIFIER_COMMAND],
        user: spec.task.config.verifier.user,
        env: spec.env.verifier,
        workdir: spec.task.config.environment.workdir,
        timeoutMs: timeoutSec * 1000,
    });
}
/** What ran, for humans and for reproduction. Env values are never written, only names. */
function attemptConfig(spec) {
    const { task } = spec;
    const env = task.config.environment;
    return {
        schema_version: attempt_result/* ATTEMPT_RESULT_SCHEMA_VERSION */.FL,
        run_id: spec.runId,
        attempt: spec.attempt,
        task: { id: task.id, name: task.name, checksum: task.checksum, path: task.relativeDir },
        agent: { name: spec.agent.name, command: spec.agent.command(task), user: task.config.agent.user },
        model: spec.model,
        image: env.dockerImage,
        limits: {
            cpus: env.cpus,
            memory_mb: env.memoryMb,
            pids_limit: spec.pidsLimit,
            network_mode: env.networkMode,
            workdir: env.workdir,
        },
        timeouts_sec: {
            agent: attempt_round(task.config.agent.timeoutSec * spec.timeoutMultiplier),
            verifier: attempt_round(task.config.verifier.timeoutSec * spec.timeoutMultiplier),
            build: env.buildTimeoutSec,
            multiplier: spec.timeoutMultiplier,
        },
        env_names: {
            agent: Object.keys(spec.agentHostEnv),
            environment: Object.keys(spec.env.environment),
            verifier: Object.keys(spec.env.verifier),
        },
    };
}
function attempt_seconds(since) {
    return attempt_round((Date.now() - since) / 1000);
}
function attempt_round(value) {
    return Math.round(value * 1000) / 1000;
}

// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: ./src/run/providers/index.ts + 21 modules
var providers = __webpack_require__(3710);
// EXTERNAL MODULE: ./src/run/result-files.ts
var result_files = __webpack_require__(27574);
// EXTERNAL MODULE: ./src/run/run-lock.ts
var run_lock = __webpack_require__(802);
;// CONCATENATED MODULE: ./src/run/run-folder.ts
// Taking a run folder before anything is written into it: created, locked for this process, and
// cleared of what a dead earlier process of the same folder left running (a SIGKILL, a crash).




/**
 * Locks `runDir` (RunLockedError when a live process holds it). When the lock of a dead process
 * is taken over, that process's containers and networks of this run are removed: only its own
 * (by `helios.owner`), so sibling shards of the run on the same engine keep theirs.
 */
async function claimRunFolder({ runDir, runId, provider, log }) {
    let lock;
    try {
        await (0,promises_.mkdir)(runDir, { recursive: true });
        lock = await (0,run_lock/* lockRunFolder */.rw)(runDir, environment_labels/* PROCESS_OWNER */.mt);
    }
    catch (error) {
        const fault = (0,write_fault/* writeFaultOf */.$P)(error, runDir);
        throw fault ? new write_fault/* OutputWriteError */.J1(fault, runDir, null, false) : error;
    }
    const dead = lock.previous;
    if (dead === null)
        return lock;
    try {
        const removed = await provider.removeRun(runId, { owner: dead.owner });
        if (removed > 0)
            log?.(`removed ${removed} container(s) left running by process ${dead.pid} (started ${dead.started_at}), which held ${runDir} and is gone`);
    }
    catch (error) {
        await lock.release();
        throw error;
    }
    return lock;
}

// EXTERNAL MODULE: ./src/task/env-template.ts
var env_template = __webpack_require__(43913);
;// CONCATENATED MODULE: ./src/run/task-env.ts
// A task's env tables expanded against the host for one run, and the secret values (agent env
// and host values pulled in through `${VAR}`) that every written file must not contain.


/** Expands `${VAR}` in the task's env tables; host values pulled in that way are redacted too. */
function prepareTask(task, hostEnv, agentHostEnv) {
    const tables = {
        environment: task.config.environment.env,
        verifier: task.config.verifier.env,
        solution: task.config.solution.env,
        verifierContainer: task.config.verifier.environment?.env ?? {},
    };
    const stepTables = task.steps.map((step) => step.config.verifier.env);
    const referenced = [...Object.values(tables), ...stepTables]
        .flatMap((table) => Object.values(table))
        .flatMap((template) => {
        try {
            return (0,env_template/* templateVariables */.Qp)(template);
        }
        catch {
            return [];
        }
    });
    const secretValues = [...Object.values(agentHostEnv), ...referenced.map((name) => hostEnv[name] ?? '')];
    const secrets = (0,redact/* secretsToRedact */.gA)(secretValues);
    try {
        return {
            env: {
                environment: (0,env_template/* expandEnv */.qO)(tables.environment, hostEnv, 'environment.env'),
                verifier: (0,env_template/* expandEnv */.qO)(tables.verifier, hostEnv, 'verifier.env'),
                solution: (0,env_template/* expandEnv */.qO)(tables.solution, hostEnv, 'solution.env'),
                steps: stepTables.map((table, i) => (0,env_template/* expandEnv */.qO)(table, hostEnv, `steps.${i}.verifier.env`)),
                verifierContainer: (0,env_template/* expandEnv */.qO)(tables.verifierContainer, hostEnv, 'verifier.environment.env'),
            },
            envError: null,
            secrets,
        };
    }
    catch (error) {
        return {
            env: { environment: {}, verifier: {}, solution: {}, steps: [] },
            envError: `task.toml ${error.message}`,
            secrets,
        };
    }
}

// EXTERNAL MODULE: ./src/run/agent-setup.ts
var agent_setup = __webpack_require__(16916);
// EXTERNAL MODULE: ./src/run/schedule.ts
var run_schedule = __webpack_require__(34592);
;// CONCATENATED MODULE: ./src/run/budget.ts
const nothingSpent = () => ({ costUsd: 0, tokens: 0, unpriced: 0 });
function addSpent(spent, usage) {
    if (!usage)
        return;
    spent.tokens += usage.input_tokens + usage.output_tokens;
    if (usage.cost_usd === null)
        spent.unpriced++;
    else
        spent.costUsd += usage.cost_usd;
}
/** Why no further attempt may start (`stopped by budget: …`), or null while there is budget left. */
function budgetSpent(budget, spent) {
    const cost = budget?.maxCostUsd ?? null;
    const tokens = budget?.maxTokens ?? null;
    if (cost !== null && spent.costUsd >= cost) {
        const unpriced = spent.unpriced > 0 ? ` (${spent.unpriced} attempt(s) of unknown cost not counted)` : '';
        return `stopped by budget: the run has cost $${spent.costUsd.toFixed(4)} of its $${cost}${unpriced}`;
    }
    if (tokens !== null && spent.tokens >= tokens)
        return `stopped by budget: the run has used ${spent.tokens.toLocaleString('en-US')} tokens of its ${tokens.toLocaleString('en-US')}`;
    return null;
}

;// CONCATENATED MODULE: ./src/run/runner.ts
// The scheduler: the TypeScript counterpart of Helios' ParallelRunner. Attempts are interleaved
// across tasks, bounded by p-limit, retried only for infrastructure faults, and written to
// `<outputDir>/<runId>/<NNN>_<slug>/attempt_<NNN>/`; the summary is computed by pure code.





















const DEFAULT_RETRY = { maxRetries: 2, baseDelayMs: 1000, factor: 2 };
/**
 * Attempts in a row (in the order they finish) whose agent could not work — its model API kept
 * failing, it died before its first request — after which the run starts no further attempt.
 */
const AGENT_ERROR_STREAK = 3;
const DEFAULT_PIDS_LIMIT = 4096;
/** The run was interrupted; `summary` covers the attempts that finished and is on disk already. */
class RunAbortedError extends Error {
    runDir;
    summary;
    constructor(runDir, summary) {
        super(`run aborted; finished attempts are kept in ${runDir} (use resume to finish it)`);
        this.runDir = runDir;
        this.summary = summary;
        this.name = 'RunAbortedError';
    }
}
class RunOptionsError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RunOptionsError';
    }
}
function summaryFileName(shard) {
    return shard ? 'shard_summary.json' : 'run_summary.json';
}
/**
 * Runs every attempt into `<outputDir>/<runId>`, which it holds locked meanwhile (see run-lock.ts).
 * Throws RunAbortedError when interrupted, OutputWriteError when the output cannot be written.
 */
async function runBenchmark(options) {
    const checked = checkRunOptions(options);
    // A missing key or an unreachable localhost is refused before any folder, install or container.
    const agent = (0,agents/* resolveAgent */.cT)(options.agent, options.model ?? null);
    (0,preflight/* assertAgentCanRun */.zK)(agent, options.hostEnv ?? process.env, options.agentNetwork ?? null);
    const provider = (0,providers/* providerOf */.lc)(options);
    const runDir = (0,external_node_path_.join)(options.outputDir, checked.runId);
    const lock = await claimRunFolder({ runDir, runId: checked.runId, provider, log: options.onLog });
    try {
        const run = await startRun({ ...options, provider }, checked, runDir);
        try {
            const schedule = await scheduleAttempts(run);
            const refused = [...run.refused.values()];
            const counts = { ...run.counts };
            run.emit({ type: 'run-started', runId: run.runId, runDir: run.runDir, counts, refused });
            const limit = (0,p_limit/* default */.A)(run.concurrency);
            await Promise.all(schedule.map((item) => limit(() => runScheduledAttempt(run, item))));
            // Pushes run beside the attempts; the run is not over (the job may end) until they are done.
            if (!run.signal.aborted)
                await run.images.flush();
        }
        finally {
            run.dispose();
        }
        return await endRun(run);
    }
    finally {
        await lock.release();
    }
}
async function endRun(run) {
    if (run.callbackError)
        throw run.callbackError;
    if (run.writeFault)
        throw await stopOnWriteFault(run, run.writeFault);
    try {
        // The runner owns an interrupted run's summary too: written like a finished one, from what finished.
        if (run.signal.aborted)
            throw new RunAbortedError(run.runDir, await finishRun(run, true));
        return await finishRun(run, false);
    }
    catch (error) {
        const fault = (0,write_fault/* writeFaultOf */.$P)(error, run.runDir);
        throw fault ? new write_fault/* OutputWriteError */.J1(fault, run.runDir, null) : error;
    }
}
/**
 * The output could not be written: every attempt has stopped and removed its containers. The
 * folders of attempts without a result go (resume reruns them anyway; it frees room), then the
 * summary of those that finished is written if it fits.
 */
async function stopOnWriteFault(run, fault) {
    for (const dir of run.unfinished) {
        await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => null);
        await (0,promises_.rmdir)((0,external_node_path_.dirname)(dir)).catch(() => null); // the task's folder, when no attempt of it finished
    }
    try {
        const summary = await finishRun(run, true);
        const file = (0,external_node_path_.join)(run.runDir, summaryFileName(run.options.shard));
        return new write_fault/* OutputWriteError */.J1(fault, run.runDir, { file, attempts: summary.totals.attempts });
    }
    catch {
        return new write_fault/* OutputWriteError */.J1(fault, run.runDir, null);
    }
}
/** Each task's attempts: its own setting, else the run's. */
function attemptsOfTasks(options, attempts) {
    return options.tasks.map((_, i) => options.taskSettings?.[i]?.attempts ?? attempts);
}
function checkRunOptions(options) {
    const attempts = options.attempts ?? 1;
    const concurrency = options.concurrency ?? 2;
    if (!Number.isInteger(attempts) || attempts < 1)
        throw new RunOptionsError(`attempts must be an integer ≥ 1 (got ${attempts})`);
    if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new RunOptionsError(`concurrency must be an integer ≥ 1 (got ${concurrency})`);
    }
    if (options.taskNumbers && options.taskNumbers.length !== options.tasks.length) {
        throw new RunOptionsError('taskNumbers must have one number per task');
    }
    if (options.taskSettings && options.taskSettings.length !== options.tasks.length)
        throw new RunOptionsError('taskSettings must have one entry per task');
    for (const n of options.taskSettings?.map((s) => s?.attempts) ?? [])
        if (n !== undefined && (!Number.isInteger(n) || n < 1))
            throw new RunOptionsError(`a task's attempts must be an integer ≥ 1 (got ${n})`);
    const runId = options.runId ?? (0,run_schedule/* defaultRunId */.OX)(new Date());
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(runId))
        throw new RunOptionsError(`run id "${runId}" must be letters, digits, . _ -`);
    return { attempts, concurrency, runId };
}
async function startRun(options, { attempts, concurrency, runId }, runDir) {
    const model = options.model ?? null;
    const agent = (0,agents/* resolveAgent */.cT)(options.agent, model);
    const hostEnv = options.hostEnv ?? process.env;
    const optional = agent.optionalEnv ?? [];
    const agentHostEnv = (0,agent_setup/* pickEnv */.Bh)(hostEnv, [
        ...(options.agentEnvNames ?? []),
        ...agent.requiredEnv,
        ...optional.filter(agent_setup/* isSecretName */.eh),
    ]);
    const agentPlainEnv = (0,agent_setup/* pickEnv */.Bh)(hostEnv, optional.filter((name) => !(0,agent_setup/* isSecretName */.eh)(name)));
    const provider = options.provider;
    const startedAt = new Date();
    const counts = {
        total: attemptsOfTasks(options, attempts).reduce((sum, n) => sum + n, 0),
        ...{ started: 0, finished: 0, passed: 0, failed: 0, errors: 0, reused: 0 },
    };
    const emit = (event) => options.onProgress?.(event);
    const images = options.images ??
        provider.images({ buildLogDir: (0,external_node_path_.join)(runDir, 'builds'), registry: options.imageRegistry ?? null });
    const tracker = new EnvironmentTracker();
    const oomWatcher = await provider.watchEvents(runId);
    const unsubscribe = images.subscribe((event) => emit({ ...event, counts: { ...counts } }));
    const abort = watchAbort(options, tracker, oomWatcher, unsubscribe);
    let setup;
    try {
        setup = await agentSetup(options, agent, hostEnv);
    }
    catch (error) {
        abort.dispose(); // no signal handler or event watcher outlives a run that did not start
        throw error;
    }
    return {
        ...{ options, attempts, concurrency, runId, runDir, startedAt, provider, agent, model, hostEnv },
        ...{ agentHostEnv, agentPlainEnv, counts, emit, images, tracker, oomWatcher, ...abort },
        retry: { ...DEFAULT_RETRY, ...options.retry },
        outputDirs: options.tasks.map((task, i) => (0,slug/* taskOutputDirName */.zG)(options.taskNumbers?.[i] ?? i + 1, task.name)),
        results: options.tasks.map(() => []),
        prepared: options.tasks.map((task) => prepareTask(task, hostEnv, agentHostEnv)),
        refused: (0,agent_setup/* refusedTasks */.Xe)(options.tasks, agent, hostEnv),
        providerRefusals: options.tasks.map((task) => (0,capability_refusals/* taskRefusal */.aK)(task, provider)),
        setup,
        fatal: null,
        agentErrors: 0,
        notStarted: [],
        spent: nothingSpent(),
        budgetStop: null,
        stopReason: null,
        callbackError: null,
        writeFault: null,
        unfinished: new Set(),
    };
}
/**
 * The agent's one-time setup (an install), unless the provider's capabilities refuse the run's
 * agent or flags: then no install, and every attempt records the refusal.
 */
function agentSetup(options, agent, hostEnv) {
    const { provider } = options;
    const refusal = (0,capability_refusals/* runRefusal */.kW)({
        agent: agent.name,
        mountsFromHost: agent.prepare !== undefined,
        agentNetwork: options.agentNetwork ?? null,
    }, provider);
    if (refusal)
        return Promise.resolve({ prepared: null, error: refusal });
    return (0,agent_setup/* setUpAgent */.pN)(agent, {
        provider,
        cacheDir: options.agentCacheDir ?? (0,agent_setup/* defaultAgentCacheDir */.wo)(hostEnv),
        hostEnv,
        log: options.onLog ?? (() => undefined),
        signal: options.signal,
        // The relay's Node is installed only when some task will run through it.
        relay: agent.needsContainerNetwork &&
            (0,agent_setup/* relayProblem */.Vo)(agent, hostEnv) === null &&
            options.tasks.some((task) => task.config.environment.networkMode === 'no-network'),
    });
}
/**
 * The run's own abort, fed by the caller's signal (entrypoints turn SIGINT/SIGTERM into it, see
 * interrupt.ts; the library never handles process signals itself).
 */
function watchAbort(options, tracker, oomWatcher, unsubscribe) {
    const internal = new AbortController();
    const abort = () => internal.abort();
    // Interrupted: kill what runs now (each attempt then finishes as aborted and removes nothing twice).
    internal.signal.addEventListener('abort', () => {
        for (const environment of tracker.all())
            void environment.remove();
    });
    options.signal?.addEventListener('abort', abort);
    if (options.signal?.aborted)
        internal.abort();
    const dispose = () => {
        oomWatcher.close();
        unsubscribe();
        options.signal?.removeEventListener('abort', abort);
    };
    return { signal: internal.signal, abort, dispose };
}
function tally(counts, result) {
    counts.finished++;
    if (result.status === 'passed')
        counts.passed++;
    else if (result.status === 'failed')
        counts.failed++;
    else
        counts.errors++;
}
/** Resume: results already on disk are taken as they are; only the rest is scheduled, in order. */
async function scheduleAttempts(run) {
    const schedule = [];
    const perTask = attemptsOfTasks(run.options, run.attempts);
    for (const item of (0,run_schedule/* interleavedAttempts */.Qe)(run.options.tasks.length, run.attempts, perTask)) {
        if (run.refused.has(item.taskIndex))
            continue;
        const attemptDir = (0,external_node_path_.join)(run.runDir, run.outputDirs[item.taskIndex], (0,slug/* attemptDirName */.SH)(item.attempt));
        const previous = run.options.resume
            ? await (0,result_files/* readPreviousResult */.B)(attemptDir, run.options.tasks[item.taskIndex], run.agent.name)
            : null;
        if (previous) {
            run.results[item.taskIndex].push(previous);
            run.counts.reused++;
            tally(run.counts, previous);
            addSpent(run.spent, previous.usage);
        }
        else {
            schedule.push(item);
        }
    }
    // A resumed run whose earlier attempts spent the budget starts none.
    run.budgetStop ??= budgetSpent(run.options.budget, run.spent);
    run.stopReason ??= run.budgetStop;
    return schedule;
}
/** One attempt, retried as needed, recorded; a write fault in it stops the run instead. */
async function runScheduledAttempt(run, item) {
    const attemptDir = (0,external_node_path_.join)(run.runDir, run.outputDirs[item.taskIndex], (0,slug/* attemptDirName */.SH)(item.attempt));
    if (run.signal.aborted)
        return;
    if (run.budgetStop) {
        // Not run, so not recorded: no result file (a resume runs it), never counted as a failure.
        run.notStarted.push({ task_name: run.options.tasks[item.taskIndex].name, attempt: item.attempt });
        return;
    }
    run.unfinished.add(attemptDir);
    try {
        if (await attemptAndRecord(run, item, attemptDir))
            run.unfinished.delete(attemptDir);
    }
    catch (error) {
        const fault = (0,write_fault/* writeFaultOf */.$P)(error, run.runDir);
        if (!fault)
            throw error;
        run.writeFault ??= fault;
        run.abort(); // stop scheduling; the running attempts' containers are removed now
    }
}
/** True once the attempt's result is written and counted. */
async function attemptAndRecord(run, { taskIndex, attempt }, attemptDir) {
    const task = run.options.tasks[taskIndex];
    run.counts.started++;
    run.emit({ type: 'attempt-started', task, attempt, counts: { ...run.counts } });
    const prepared = run.prepared[taskIndex];
    const stoppedBy = run.fatal;
    // What keeps this attempt from any environment: its env, what the provider lacks, the agent's setup.
    const cannotRun = prepared.envError ?? run.providerRefusals[taskIndex] ?? run.setup.error;
    const finished = await attemptWithRetries(attemptSpec(run, taskIndex, attempt, attemptDir, prepared), cannotRun ?? (stoppedBy ? `not started: ${stoppedBy}` : null), run.retry, (retry, reason, delayMs) => run.emit({ type: 'attempt-retry', task, attempt, retry, reason, delayMs, counts: { ...run.counts } }));
    if (!finished)
        return false; // aborted: no result file, so resume runs it again
    const { result } = finished;
    if (stoppedBy && !cannotRun)
        run.notStarted.push({ task_name: task.name, attempt });
    run.fatal ??= lastingFault(run, finished);
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(attemptDir, 'result.json'), result);
    run.results[taskIndex].push(result);
    tally(run.counts, result);
    addSpent(run.spent, result.usage);
    run.budgetStop ??= budgetSpent(run.options.budget, run.spent);
    run.stopReason ??= run.fatal ?? run.budgetStop;
    run.emit({ type: 'attempt-finished', task, result, attemptDir, counts: { ...run.counts } });
    try {
        await run.options.onAttemptComplete?.(result, attemptDir);
    }
    catch (error) {
        // Stop scheduling, let running attempts finish and clean up, then surface it.
        run.callbackError ??= error;
        run.abort();
    }
    return true;
}
function attemptSpec(run, taskIndex, attempt, attemptDir, prepared) {
    const { options } = run;
    const task = options.tasks[taskIndex];
    return {
        ...{
            provider: run.provider,
            runId: run.runId,
            task,
            attempt,
            attemptDir,
            agent: run.agent,
            model: run.model,
        },
        image: () => run.images.ensure(task),
        verifierImage: () => run.images.ensureVerifier(task),
        serviceImage: (service) => run.images.ensureService(task, service),
        timeoutMultiplier: options.taskSettings?.[taskIndex]?.timeoutMultiplier ?? options.timeoutMultiplier ?? 1,
        env: prepared.env,
        agentHostEnv: run.agentHostEnv,
        agentPlainEnv: run.agentPlainEnv,
        prepared: run.setup.prepared,
        agentNetwork: options.agentNetwork ?? null,
        agentDir: options.agentDir ?? null,
        caBundle: (0,agent_setup/* hostCaBundle */.r2)(run.hostEnv),
        verifierGuard: options.verifierGuard ?? true,
        subjectCapBytes: options.subjectCapBytes ?? SUBJECT_CAP_BYTES,
        secrets: prepared.secrets,
        pidsLimit: options.pidsLimit ?? DEFAULT_PIDS_LIMIT,
        logCapBytes: options.logCapBytes ?? DEFAULT_LOG_CAP_BYTES,
        copyCapBytes: options.copyCapBytes ?? DEFAULT_COPY_CAP_BYTES,
        tracker: run.tracker,
        oomWatcher: run.oomWatcher,
        signal: run.signal,
    };
}
/** The run summary from every task's results (an interrupted run: tasks with one), written atomically. */
async function finishRun(run, interrupted) {
    const { options } = run;
    const taskSummaries = options.tasks.flatMap((task, i) => run.refused.has(i) || ((interrupted || run.budgetStop) && run.results[i].length === 0)
        ? []
        : (0,results_summary/* summarizeTask */.$i)({
            task_id: task.id,
            task_name: task.name,
            task_checksum: task.checksum,
            task_path: task.relativeDir,
            output_dir: run.outputDirs[i],
        }, run.results[i]));
    const summary = (0,results_summary/* summarizeRun */.lj)({
        kind: options.shard ? 'shard' : 'run',
        run_id: run.runId,
        label: options.label ?? 'default',
        shard: options.shard ?? null,
        agent: run.agent.name,
        model: run.model,
        attempts: run.attempts,
        concurrency: run.concurrency,
        started_at: run.startedAt.toISOString(),
        finished_at: new Date().toISOString(),
        source: options.source ?? null,
        stopped: run.stopReason ? { reason: run.stopReason, not_started: run.notStarted } : null,
    }, taskSummaries, [...(options.invalidTasks ?? []), ...run.refused.values()], options.tasks.flatMap(discover/* taskWarnings */.lO));
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(run.runDir, summaryFileName(options.shard)), summary);
    if (!interrupted)
        run.emit({ type: 'run-finished', summary, counts: { ...run.counts } });
    return summary;
}
/**
 * Why the run starts no further attempt after this one, if it should: an answer every attempt
 * would get (a bad key, an unreachable model server), or the AGENT_ERROR_STREAK-th agent error in
 * a row. An attempt that passed or failed ends a streak; other errors (Docker, the task) leave it.
 */
function lastingFault(run, finished) {
    if (finished.fatal)
        return finished.fatal;
    if (finished.agentError === null) {
        if (finished.result.status !== 'error')
            run.agentErrors = 0;
        return null;
    }
    run.agentErrors++;
    if (run.agentErrors < AGENT_ERROR_STREAK)
        return null;
    return `${run.agentErrors} attempts in a row ended in an agent error, the last: ${finished.agentError}`;
}
async function attemptWithRetries(spec, preflightError, retry, onRetry) {
    if (preflightError) {
        // The task's env cannot be expanded here, or the agent cannot run at all: recorded without a container.
        const outcome = await runAttempt({ ...spec, image: async () => ({ ok: false, reason: preflightError }) });
        return outcome.aborted ? null : { result: outcome.result, fatal: null, agentError: null };
    }
    for (let retries = 0;; retries++) {
        const outcome = await runAttempt(spec);
        if (outcome.aborted)
            return null;
        outcome.result.retries = retries;
        if (!outcome.retryable || retries >= retry.maxRetries) {
            return { result: outcome.result, fatal: outcome.fatal, agentError: outcome.agentError };
        }
        const delayMs = (0,run_schedule/* backoffDelayMs */.Q4)(retries + 1, retry.baseDelayMs, retry.factor);
        onRetry(retries + 1, outcome.result.reason ?? 'infrastructure error', delayMs);
        await (0,external_node_timers_promises_.setTimeout)(delayMs, undefined, { signal: spec.signal }).catch(() => undefined);
        if (spec.signal?.aborted)
            return null;
    }
}


/***/ }),

/***/ 34592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OX: () => (/* binding */ defaultRunId),
/* harmony export */   Q4: () => (/* binding */ backoffDelayMs),
/* harmony export */   Qe: () => (/* binding */ interleavedAttempts)
/* harmony export */ });
// Attempt order, as Helios: every task's attempt 1, then every task's attempt 2, ... so a partial
// run (or a slow tail) still covers every task.
function interleavedAttempts(taskCount, attempts, 
/** A task's own attempts where it has them (a config's per-task override), else `attempts`. */
perTask = []) {
    const attemptsOf = (taskIndex) => perTask[taskIndex] ?? attempts;
    const most = Math.max(attempts, ...perTask.map((n) => n ?? 0));
    const order = [];
    for (let attempt = 1; attempt <= most; attempt++) {
        for (let taskIndex = 0; taskIndex < taskCount; taskIndex++)
            if (attempt <= attemptsOf(taskIndex))
                order.push({ taskIndex, attempt });
    }
    return order;
}
/** Infra retry delay: baseDelayMs × factor^(retry−1). */
function backoffDelayMs(retry, baseDelayMs, factor) {
    return Math.round(baseDelayMs * Math.pow(factor, Math.max(0, retry - 1)));
}
/** `run_<yyyymmdd_hhmmss>` in UTC, so CI and laptops name runs the same way. */
function defaultRunId(now) {
    const p = (n) => String(n).padStart(2, '0');
    const date = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}`;
    return `run_${date}_${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
}


/***/ }),

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ runTaskCheck),
  D: () => (/* binding */ taskCheckRunIds)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/valid-attempts.ts
var valid_attempts = __webpack_require__(8915);
;// CONCATENATED MODULE: ./src/results/task-check.ts
// The task-author check: from an oracle run (2 attempts) and a nop run (1 attempt) of the same
// tasks, what is wrong with each task. Pure; `helios check` and `mode: check` run and print it.


const TASK_CHECK_SCHEMA_VERSION = 1;
const CHECK_ORACLE_ATTEMPTS = 2;
const CHECK_NOP_ATTEMPTS = 1;
const FLAG_KINDS = [
    'invalid',
    'build-failed',
    'errored',
    'missing-solution',
    'not-solvable',
    'trivial',
    'no-reward',
    'not-deterministic',
];
const agentTally = schemas/* object */.Ikc({ passed: schemas/* number */.aig().int().min(0), ran: schemas/* number */.aig().int().min(0) });
const checkedTaskSchema = schemas/* object */.Ikc({
    task_name: schemas/* string */.YjP(),
    task_path: schemas/* string */.YjP(),
    /** The task.toml to annotate, relative to the tasks folder. */
    file: schemas/* string */.YjP(),
    /** Passed/ran of each agent over the attempts that reached a verdict; null when none did (not run, or all errors). */
    oracle: agentTally.nullable(),
    nop: agentTally.nullable(),
    flags: schemas/* array */.YOg(schemas/* object */.Ikc({ kind: schemas/* enum */.k5n(FLAG_KINDS), message: schemas/* string */.YjP() })),
});
/** `check.json`: what `helios check` writes beside its runs (and prints with `--json`). */
const taskCheckReportSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(TASK_CHECK_SCHEMA_VERSION),
    tasks: schemas/* array */.YOg(checkedTaskSchema),
    /** How many tasks have at least one flag. */
    flagged: schemas/* number */.aig().int().min(0),
});
const NO_REWARD = /verifier wrote no reward|reward\.(json|txt)|verifier timed out/;
function checkTasks(input) {
    const byPath = (list) => new Map(list.map((t) => [t.task_path, t]));
    const oracle = byPath(input.oracle);
    const nop = byPath(input.nop);
    const tasks = input.tasks.map((task) => {
        const o = oracle.get(task.relativeDir) ?? null;
        const n = nop.get(task.relativeDir) ?? null;
        return {
            task_name: task.name,
            task_path: task.relativeDir,
            file: task.relativeDir === '.' ? 'task.toml' : `${task.relativeDir}/task.toml`,
            oracle: tally(o),
            nop: tally(n),
            flags: flagsOf(task.hasSolution, o, n),
        };
    });
    for (const invalid of input.invalid)
        tasks.push({
            task_name: invalid.relative_dir,
            task_path: invalid.relative_dir,
            file: invalid.file,
            oracle: null,
            nop: null,
            flags: [
                {
                    kind: 'invalid',
                    message: invalid.field ? `${invalid.field}: ${invalid.message}` : invalid.message,
                },
            ],
        });
    tasks.sort((a, b) => (a.task_path < b.task_path ? -1 : a.task_path > b.task_path ? 1 : 0));
    return {
        schema_version: TASK_CHECK_SCHEMA_VERSION,
        tasks,
        flagged: tasks.filter((t) => t.flags.length > 0).length,
    };
}
/** Errored attempts never ran the agent's work to a verdict: they are not counted as ran. */
function tally(summary) {
    const ran = summary ? (0,valid_attempts/* validAttempts */.F)(summary) : 0;
    return summary && ran > 0 ? { passed: summary.successes, ran } : null;
}
const BUILD_FAILED = /^(build failed|build timed out|image .* not available|verifier image: )/;
/** An environment that did not build, or attempts that errored: never the solution's fault. */
function errorFlags(oracle, nop) {
    const reasons = [oracle, nop].flatMap((s) => (s && s.errors > 0 ? s.reasons : []));
    const build = reasons.find((r) => BUILD_FAILED.test(r.reason));
    // A verifier that writes no reward is flagged as such (no-reward), not as an error of ours.
    if (!build && reasons.every((r) => NO_REWARD.test(r.reason)))
        return [];
    if (build)
        return [
            {
                kind: 'build-failed',
                message: `the environment did not build, so neither agent ran: ${build.reason}`,
            },
        ];
    if (oracle && oracle.errors > 0)
        return [
            {
                kind: 'errored',
                message: `${oracle.errors} of ${oracle.n} oracle attempt(s) ended in an error, not a verdict: ${oracle.reasons[0]?.reason ?? 'no reason'}`,
            },
        ];
    return [];
}
function flagsOf(hasSolution, oracle, nop) {
    const flags = errorFlags(oracle, nop);
    if (!hasSolution)
        flags.push({
            kind: 'missing-solution',
            message: 'no solution/solve.sh: nothing shows the task can be solved; add a reference solution',
        });
    const noReward = [...(oracle?.reasons ?? []), ...(nop?.reasons ?? [])].find((r) => NO_REWARD.test(r.reason));
    if (noReward)
        flags.push({
            kind: 'no-reward',
            message: `the verifier ended without a usable reward: ${noReward.reason}`,
        });
    const judged = tally(oracle);
    // A verifier that left no reward is a failure now (an agent can cause it): flagged as no-reward
    // above, not also as a solution that does not solve.
    const rewardless = (oracle?.reasons ?? [])
        .filter((r) => NO_REWARD.test(r.reason))
        .reduce((n, r) => n + r.count, 0);
    if (judged && judged.passed + rewardless < judged.ran)
        flags.push({
            kind: 'not-solvable',
            message: `the oracle passed ${judged.passed} of ${judged.ran}: solution/solve.sh does not satisfy tests/test.sh${reasonNote(oracle)}`,
        });
    if (nop && nop.successes > 0)
        flags.push({
            kind: 'trivial',
            message: 'nop passed: the verifier rewards doing nothing (an unconditional reward, or a check of the initial state)',
        });
    const rewards = oracle ? [...new Set(oracle.rewards)] : [];
    if (oracle && oracle.errors === 0 && rewards.length > 1)
        flags.push({
            kind: 'not-deterministic',
            message: `the oracle's rewards differ between attempts (${oracle.rewards.join(', ')}): the verifier or the solution is not deterministic`,
        });
    return flags;
}
function reasonNote(summary) {
    const first = summary.reasons[0];
    return first ? ` (${first.reason})` : '';
}

// EXTERNAL MODULE: ./src/run/providers/docker/provider.ts + 8 modules
var provider = __webpack_require__(89041);
// EXTERNAL MODULE: ./src/run/providers/docker/image-cache.ts
var image_cache = __webpack_require__(52463);
// EXTERNAL MODULE: ./src/run/result-files.ts
var result_files = __webpack_require__(27574);
// EXTERNAL MODULE: ./src/run/runner.ts + 27 modules
var runner = __webpack_require__(4193);
;// CONCATENATED MODULE: ./src/run/task-check.ts
// Runs the task-author check: every task twice with `oracle` and once with `nop`, then judges the
// results (results/task-check.ts). Files: `<out>/<run-id>/<run-id>-{oracle,nop}/…` as two ordinary
// runs (their own run ids, so cleanup after a crash finds their containers), and
// `<out>/<run-id>/check.json`; build logs of both in `<out>/<run-id>/builds/`.






/** The ids of the two runs a check starts (their containers carry them). */
function taskCheckRunIds(runId) {
    return { oracle: `${runId}-oracle`, nop: `${runId}-nop` };
}
async function runTaskCheck(options) {
    const { tasks, invalid, outputDir, runId, imageRegistry, images: given, ...run } = options;
    const dir = (0,external_node_path_.join)(outputDir, runId);
    // One cache for both passes: a build that failed for the oracle is not tried again for nop.
    run.docker ??= (0,provider/* dockerClient */._)();
    const images = given ?? new image_cache/* ImageCache */.S(run.docker, { buildLogDir: (0,external_node_path_.join)(dir, 'builds'), registry: imageRegistry ?? null });
    // A task without a solution is flagged as such; the oracle would only record it as invalid.
    const solvable = tasks.filter((t) => t.hasSolution);
    const oracle = solvable.length
        ? await (0,runner/* runBenchmark */.ff)({
            ...run,
            images,
            tasks: solvable,
            agent: { name: 'oracle' },
            attempts: CHECK_ORACLE_ATTEMPTS,
            outputDir: dir,
            runId: taskCheckRunIds(runId).oracle,
            label: 'check',
        })
        : null;
    const nop = await (0,runner/* runBenchmark */.ff)({
        ...run,
        images,
        tasks,
        agent: { name: 'nop' },
        attempts: CHECK_NOP_ATTEMPTS,
        outputDir: dir,
        runId: taskCheckRunIds(runId).nop,
        label: 'check',
    });
    const report = checkTasks({ tasks, invalid, oracle: oracle?.tasks ?? [], nop: nop.tasks });
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(dir, 'check.json'), report);
    return report;
}


/***/ }),

/***/ 78782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rr: () => (/* binding */ parseTaskConfig),
  MT: () => (/* binding */ parseToml)
});

// UNUSED EXPORTS: TASK_DEFAULTS

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/task/field-define.ts
// The building blocks of the task.toml field table (task-fields.ts): a field is one entry that
// says how helios reads it, its default, its deprecated spelling and whether Harbor defines it.
// The parser (readFields) and the unknown-field warnings (harbor-fields.ts) both walk the table.
function leaf(key, read, options = {}) {
    const { origin = 'harbor', ...rest } = options;
    return { kind: 'leaf', key, origin, read, ...rest };
}
function section(key, fields, unread) {
    return { kind: 'section', key, origin: 'harbor', fields, ...(unread ? { unread } : {}) };
}
function entries(key, fields, unread) {
    return { kind: 'entries', key, origin: 'harbor', fields, ...(unread ? { unread } : {}) };
}
function unread(key, why) {
    return { kind: 'unread', key, origin: 'harbor', unread: why };
}
/**
 * The same table read in another place (a step's `[agent]`, `[verifier.environment]`): only the
 * `kept` fields are read there; the others stay known if Harbor defines them (helios does not
 * read them there: `why`) and are unknown if they are helios extensions (they would do nothing).
 */
function subset(fields, kept, why) {
    const out = {};
    for (const [name, field] of Object.entries(fields)) {
        // A field not read here either (a refused one) keeps its own reason.
        if (kept.includes(name) || field.kind === 'unread' || (field.kind !== 'leaf' && field.unread))
            out[name] = field;
        else if (field.origin === 'harbor')
            out[name] =
                field.kind === 'section' || field.kind === 'entries'
                    ? { ...field, unread: why }
                    : unread(field.key, why);
    }
    return out;
}
function join(at, key) {
    return at === '' ? key : `${at}.${key}`;
}
/**
 * Reads every leaf of `fields` from `table` (the section at dotted path `at`), in table order.
 * An absent field takes its `fallback` (a step's takes the task's), else its default, else null.
 */
function readFields(read, table, at, fields, fallback = {}) {
    const values = {};
    for (const [name, field] of Object.entries(fields)) {
        if (field.kind !== 'leaf')
            continue;
        const path = join(at, field.key);
        let value = field.read(read, table, path);
        if (field.deprecated) {
            const old = field.deprecated.read(read, table, join(at, field.deprecated.key));
            if (old !== null && (field.deprecated.wins || value === null))
                value = old;
        }
        if (value === null && field.required !== undefined)
            read.fail(path, field.required, undefined);
        values[name] = value ?? fallback[name] ?? fresh(field.default) ?? null;
    }
    return values;
}
/** Array defaults are copied: no two parsed configs share one. */
function fresh(value) {
    return Array.isArray(value) ? [...value] : value;
}

;// CONCATENATED MODULE: ./src/task/field-kinds.ts
// The kinds of task.toml values, as Readers for the field table: each reads one field through
// FieldReader (which names the file and the dotted field in every error).
const string = (r, t, f) => r.string(t, f);
const nonEmptyString = (r, t, f) => r.nonEmptyString(t, f);
const stringArray = (r, t, f) => r.stringArray(t, f);
const seconds = (r, t, f) => r.seconds(t, f);
const nonNegative = (r, t, f) => r.nonNegativeNumber(t, f);
const megabytes = (r, t, f) => r.megabytes(t, f);
const size = (r, t, f) => r.size(t, f);
const user = (r, t, f) => r.user(t, f);
const field_kinds_boolean = (r, t, f) => r.boolean(t, f);
const ports = (r, t, f) => r.ports(t, f);
const workdir = (r, t, f) => r.workdir(t, f);
const env = (r, t, f) => r.env(t, f);
const table = (r, t, f) => r.table(t, f);
const networkMode = (r, t, f) => r.networkMode(t, f);
const allowInternet = (r, t, f) => r.allowInternet(t, f);
const cpus = (r, t, f) => r.positiveNumber(t, f, 'a number of CPUs, e.g. cpus = 2');
/** A whole number ≥ 1 (a healthcheck's `retries`). */
const count = (r, t, f) => {
    const value = r.nonNegativeNumber(t, f);
    if (value !== null && (!Number.isInteger(value) || value < 1))
        r.fail(f, 'a whole number ≥ 1', value);
    return value;
};
/** One of a few strings; `expected` lists them for the error. */
function oneOf(values, expected) {
    return (r, t, f) => {
        const value = r.string(t, f);
        if (value !== null && !values.includes(value))
            r.fail(f, expected, value);
        return value;
    };
}
/** `min_reward = 1` gates the `reward` key; `min_reward = { tests = 1 }` gates each key it names. */
const minReward = (r, t, f) => {
    const value = t[f.slice(f.lastIndexOf('.') + 1)];
    if (value === undefined)
        return null;
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    const gates = {};
    for (const [key, gate] of Object.entries(r.table(t, f))) {
        if (typeof gate === 'number' && Number.isFinite(gate))
            gates[key] = gate;
        else
            r.fail(`${f}.${key}`, 'a number, e.g. min_reward = 1 or min_reward = { tests = 1 }', gate);
    }
    return gates;
};
/** A step name is a folder name under `steps/`. */
const STEP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const stepName = (r, t, f) => {
    const name = r.nonEmptyString(t, f);
    if (name === null || !STEP_NAME.test(name) || name.includes('..'))
        return r.fail(f, 'the name of its folder under steps/, e.g. name = "setup-db"', t['name']);
    return name;
};

;// CONCATENATED MODULE: ./src/task/task-fields.ts
// Every task.toml field, once: Harbor's schema 1.4 (v0.22) plus helios's extensions. The parser
// (config*.ts, through readFields) and the unknown-field warnings (harbor-fields.ts) both derive
// from these tables, so a new field is one entry here (and its place in TaskConfig). Harbor's
// defaults, except cpus and memory: 1 and 2048 MB (1.4 leaves them to the provider) so one task
// cannot starve the attempts running beside it. Table order is read order.


/** Harbor's defaults. Harbor leaves `agent.timeout_sec` to the agent; 600 s matches its verifier. */
const TASK_DEFAULTS = {
    agentTimeoutSec: 600,
    verifierTimeoutSec: 600,
    buildTimeoutSec: 600,
    cpus: 1,
    memoryMb: 2048,
};
const ALLOWLIST = 'refused: helios cannot enforce an egress allowlist (unsupported.ts)';
const PHASE_NETWORK = 'refused when it differs from [environment] network_mode (unsupported.ts)';
const HEALTHCHECK = {
    command: leaf('command', nonEmptyString, {
        required: 'the command to run, e.g. command = "curl -sf localhost:8080"',
    }),
    retries: leaf('retries', count, { default: 3 }),
    intervalSec: leaf('interval_sec', nonNegative, { default: 5 }),
    timeoutSec: leaf('timeout_sec', nonNegative, { default: 30 }),
    startPeriodSec: leaf('start_period_sec', nonNegative, { default: 0 }),
    startIntervalSec: leaf('start_interval_sec', nonNegative, { default: 5 }),
};
/** `service`: main unless named (only a compose environment has others). */
const service = leaf('service', nonEmptyString, { default: 'main' });
/** An `artifacts` entry written as a table (a string entry is its `source`). */
const COLLECTED_PATH = {
    service,
    source: leaf('source', nonEmptyString, {
        required: 'a path in the container, e.g. source = "/app/out.log"',
    }),
    destination: leaf('destination', nonEmptyString),
    exclude: leaf('exclude', stringArray, { default: [] }),
};
/** A `[[verifier.collect]]` entry. */
const COLLECT_HOOK = {
    service,
    command: leaf('command', nonEmptyString, {
        required: 'a command, e.g. command = "cp -r /app/out /logs/artifacts/"',
    }),
    timeoutSec: leaf('timeout_sec', seconds, { default: 60 }),
    user: leaf('user', user),
};
const ENVIRONMENT = {
    // As in Harbor, the deprecated size string wins when both spellings are set.
    memoryMb: leaf('memory_mb', megabytes, {
        default: TASK_DEFAULTS.memoryMb,
        deprecated: { key: 'memory', read: size, wins: true },
    }),
    // Harbor defaults storage to 10 GiB, but Docker can only enforce it on some storage drivers:
    // null means "not set, do not ask Docker for a limit".
    storageMb: leaf('storage_mb', megabytes, {
        deprecated: { key: 'storage', read: size, wins: true },
    }),
    buildTimeoutSec: leaf('build_timeout_sec', seconds, { default: TASK_DEFAULTS.buildTimeoutSec }),
    dockerImage: leaf('docker_image', nonEmptyString),
    cpus: leaf('cpus', cpus, { default: TASK_DEFAULTS.cpus }),
    networkMode: leaf('network_mode', networkMode, {
        default: 'public',
        deprecated: { key: 'allow_internet', read: allowInternet, wins: false },
    }),
    env: leaf('env', env, { freeForm: true }),
    workdir: leaf('workdir', workdir),
    healthcheck: section('healthcheck', HEALTHCHECK),
    os: unread('os', 'refused unless "linux" (unsupported.ts)'),
    gpus: unread('gpus', 'refused when > 0 (unsupported.ts)'),
    gpuTypes: unread('gpu_types', 'refused when not empty (unsupported.ts)'),
    tpu: section('tpu', { type: unread('type', 'in tpu'), topology: unread('topology', 'in tpu') }, 'refused (unsupported.ts)'),
    mcpServers: entries('mcp_servers', Object.fromEntries(['name', 'transport', 'url', 'command', 'args'].map((key) => [key, unread(key, 'in mcp_servers')])), 'refused when not empty (unsupported.ts)'),
    skillsDir: unread('skills_dir', 'a warning under [environment]: no agent looks there (unsupported.ts)'),
    allowedHosts: unread('allowed_hosts', ALLOWLIST),
};
/** The separate verifier's container: its limits fall back to the task's. */
const VERIFIER_ENVIRONMENT = subset(ENVIRONMENT, ['memoryMb', 'buildTimeoutSec', 'dockerImage', 'cpus', 'networkMode', 'env', 'workdir'], "not read for the verifier's container");
const AGENT = {
    timeoutSec: leaf('timeout_sec', seconds, { default: TASK_DEFAULTS.agentTimeoutSec }),
    user: leaf('user', user),
    networkMode: unread('network_mode', PHASE_NETWORK),
    allowedHosts: unread('allowed_hosts', ALLOWLIST),
};
const VERIFIER = {
    timeoutSec: leaf('timeout_sec', seconds, { default: TASK_DEFAULTS.verifierTimeoutSec }),
    user: leaf('user', user),
    env: leaf('env', env, { freeForm: true }),
    keepAgentProcesses: leaf('keep_agent_processes', field_kinds_boolean, { default: false, origin: 'helios' }),
    keepPorts: leaf('keep_ports', ports, { default: [], origin: 'helios' }),
    collect: entries('collect', COLLECT_HOOK),
    environmentMode: leaf('environment_mode', oneOf(['shared', 'separate'], '"shared" or "separate"')),
    environment: section('environment', VERIFIER_ENVIRONMENT),
    networkMode: unread('network_mode', PHASE_NETWORK),
    allowedHosts: unread('allowed_hosts', ALLOWLIST),
};
const STEP_ONLY = 'not read for a step';
const STEP_AGENT = subset(AGENT, ['timeoutSec', 'user'], STEP_ONLY);
const STEP_VERIFIER = subset(VERIFIER, ['timeoutSec', 'user', 'env', 'collect'], STEP_ONLY);
/** A `[[steps]]` entry; its agent timeout and users fall back to the task's. */
const STEP = {
    name: leaf('name', stepName, {
        required: 'the name of its folder under steps/, e.g. name = "setup-db"',
    }),
    agent: section('agent', STEP_AGENT),
    verifier: section('verifier', STEP_VERIFIER),
    minReward: leaf('min_reward', minReward, { freeForm: true }),
    healthcheck: section('healthcheck', HEALTHCHECK),
    artifacts: entries('artifacts', COLLECTED_PATH),
};
const TASK = {
    name: leaf('name', nonEmptyString),
    description: leaf('description', string),
    keywords: leaf('keywords', stringArray, { default: [] }),
    version: unread('version', "the task's own version: not used"),
    authors: unread('authors', 'not used'),
};
const SOLUTION = { env: leaf('env', env, { freeForm: true }) };
/** The whole document. */
const TASK_TOML = {
    schemaVersion: leaf('schema_version', string, {
        deprecated: { key: 'version', read: string, wins: false },
    }),
    metadata: leaf('metadata', table, { freeForm: true }),
    multiStepRewardStrategy: leaf('multi_step_reward_strategy', oneOf(['mean', 'final'], '"mean" or "final"'), { default: 'mean' }),
    source: unread('source', 'not used'),
    task: section('task', TASK),
    agent: section('agent', AGENT),
    verifier: section('verifier', VERIFIER),
    environment: section('environment', ENVIRONMENT),
    solution: section('solution', SOLUTION),
    artifacts: entries('artifacts', COLLECTED_PATH),
    steps: entries('steps', STEP),
};

;// CONCATENATED MODULE: ./src/task/config-hooks.ts
// The task.toml parts that add steps around the agent: `[environment.healthcheck]`, `artifacts`
// and `[[verifier.collect]]` (fields and defaults in task-fields.ts). An entry may name a compose
// service other than main; the task loader checks that the service exists.


function parseHealthcheck(read, parent, field) {
    if (parent['healthcheck'] === undefined)
        return null;
    return readFields(read, read.table(parent, field), field, HEALTHCHECK);
}
/** `artifacts = ["/app/out.log", { source = "/app/build", destination = "build", exclude = ["*.o"] }]`. */
function parseCollectedPaths(read, doc, field) {
    const value = doc['artifacts'];
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        read.fail(field, 'an array of paths or tables', value);
    return value.map((entry, i) => {
        const at = `${field}.${i}`;
        if (typeof entry === 'string')
            return { source: source(read, entry, at), destination: null, exclude: [], service: 'main' };
        const table = read.table({ [String(i)]: entry }, at);
        const { service, source: raw, destination, exclude } = readFields(read, table, at, COLLECTED_PATH);
        // A sidecar has no task workdir to resolve a relative path against (Harbor's rule too).
        if (service !== 'main' && !raw.startsWith('/'))
            read.fail(`${at}.source`, `an absolute path (the source is in service ${service})`, raw);
        return {
            service,
            source: source(read, raw, `${at}.source`),
            destination: checkDestination(read, destination, `${at}.destination`),
            exclude,
        };
    });
}
function parseCollectHooks(read, verifier, field) {
    return read
        .tableArray(verifier, field)
        .map((table, i) => readFields(read, table, `${field}.${i}`, COLLECT_HOOK));
}
function source(read, path, field) {
    if (path.split('/').includes('..'))
        read.fail(field, 'a path without ".."', path);
    return path;
}
/** Copies go under the attempt's `artifacts/declared/`, apart from helios's manifest: any name is free there. */
function checkDestination(read, path, field) {
    if (path === null)
        return null;
    if (path.startsWith('/') || path.includes('\\') || path.split('/').includes('..'))
        read.fail(field, 'a relative path under artifacts/declared/, without ".." or "\\"', path);
    return path;
}

;// CONCATENATED MODULE: ./src/task/config-steps.ts
// `[[steps]]` of a multi-step task (fields in task-fields.ts), with Harbor 1.4's fallbacks: a
// step's agent timeout and users fall back to the task's, its verifier env is the task's with
// the step's on top. One choice where Harbor's code and docs disagree: a step's verifier timeout
// falls back to the task's `[verifier] timeout_sec` (the docs), not to a fixed 600 s (the code).



function parseSteps(read, doc, task) {
    const seen = new Set();
    return read.tableArray(doc, 'steps').map((step, i) => {
        const at = `steps.${i}`;
        const { name, minReward } = readFields(read, step, at, STEP);
        if (seen.has(name))
            read.fail(`${at}.name`, 'a name no other step has', name);
        seen.add(name);
        const agent = read.table(step, `${at}.agent`);
        const verifier = read.table(step, `${at}.verifier`);
        const { timeoutSec, user } = task.verifier;
        const stepVerifier = readFields(read, verifier, `${at}.verifier`, STEP_VERIFIER, {
            timeoutSec,
            user,
        });
        return {
            name,
            agent: readFields(read, agent, `${at}.agent`, STEP_AGENT, task.agent),
            verifier: {
                ...stepVerifier,
                env: { ...task.verifier.env, ...stepVerifier.env },
                collect: [...task.verifier.collect, ...parseCollectHooks(read, verifier, `${at}.verifier.collect`)],
            },
            minReward,
            healthcheck: parseHealthcheck(read, step, `${at}.healthcheck`),
            collectedPaths: parseCollectedPaths(read, step, `${at}.artifacts`),
        };
    });
}

;// CONCATENATED MODULE: ./src/task/config-verifier.ts
// `[verifier] environment_mode` and `[verifier.environment]` (Harbor 1.4's separate verifier):
// `separate` when asked for, or when a verifier environment is given; `shared` with a verifier
// environment contradicts itself and is an error (as in Harbor).


function parseVerifierMode(read, verifier, explicit, task) {
    if (verifier['environment'] === undefined)
        return { mode: explicit ?? 'shared', environment: null };
    if (explicit === 'shared')
        read.fail('verifier.environment_mode', '"separate" (or nothing): a [verifier.environment] is given', explicit);
    const at = 'verifier.environment';
    // The container's limits fall back to the task's; its network mode does not (Harbor's default).
    const { buildTimeoutSec, cpus, memoryMb } = task;
    const environment = readFields(read, read.table(verifier, at), at, VERIFIER_ENVIRONMENT, {
        buildTimeoutSec,
        cpus,
        memoryMb,
    });
    return { mode: 'separate', environment };
}

// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
// EXTERNAL MODULE: ./src/task/field-reader.ts
var field_reader = __webpack_require__(95341);
// EXTERNAL MODULE: ./src/text/closest.ts
var closest = __webpack_require__(97504);
;// CONCATENATED MODULE: ./src/task/harbor-fields.ts
// Fields of a task.toml that no table of task-fields.ts defines: a warning each (Harbor ignores
// them silently; a typo such as `timeout_secs` would otherwise change nothing and say nothing),
// naming the field of the same table it resembles. Pure.




/** Dotted paths of every field of `doc` that Harbor 1.4 (or helios) does not define, sorted. */
function unknownFields(doc) {
    return unknownFieldsWithMeant(doc).map((u) => u.field);
}
/** As unknownFields, each with the known key it resembles. */
function unknownFieldsWithMeant(doc) {
    const unknown = [];
    collect(doc, '', TASK_TOML, unknown);
    return unknown.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}
function collect(table, at, fields, unknown) {
    const byKey = new Map(Object.values(fields).map((field) => [field.key, field]));
    for (const field of Object.values(fields))
        if (field.kind === 'leaf' && field.deprecated)
            byKey.set(field.deprecated.key, field);
    const keys = Object.values(fields).map((field) => field.key);
    for (const [key, value] of Object.entries(table)) {
        const field = byKey.get(key);
        const path = join(at, key);
        if (field === undefined)
            unknown.push({ field: path, meant: (0,closest/* closest */.k)(key, keys) });
        else if (field.kind === 'section' && (0,field_reader/* isTable */.b)(value))
            collect(value, path, field.fields, unknown);
        else if (field.kind === 'entries' && Array.isArray(value))
            value.forEach((entry, i) => {
                if ((0,field_reader/* isTable */.b)(entry))
                    collect(entry, `${path}.${i}`, field.fields, unknown);
            });
    }
}

;// CONCATENATED MODULE: ./src/task/unsupported.ts
// What a Harbor 1.4 task may ask for that this runner cannot provide. Such a task is invalid with
// the reason (found at discovery, before any build), never run in a way that silently differs from
// what its author wrote. Fields that change nothing about how a task runs here are warnings. Pure.

const HARBOR = 'run it with Harbor';
/** The first need of `doc` (parsed task.toml) this runner cannot meet, or null. */
function unsupportedNeed(doc) {
    const environment = tableAt(doc, 'environment');
    const verifier = tableAt(doc, 'verifier');
    const agent = tableAt(doc, 'agent');
    const steps = Array.isArray(doc['steps']) ? doc['steps'].filter(field_reader/* isTable */.b) : [];
    const verifierEnvironment = tableAt(verifier, 'environment');
    const separate = verifier['environment_mode'] === 'separate' || verifier['environment'] !== undefined;
    const checks = [
        [
            separate && steps.length > 0,
            verifier['environment'] !== undefined ? 'verifier.environment' : 'verifier.environment_mode',
            `a separate verifier environment in a multi-step task is not supported by this version of helios; ${HARBOR}`,
        ],
        ...steps.map((step, i) => separateVerifierCheck(tableAt(step, 'verifier'), `steps.${i}.verifier`)),
        ...environmentChecks(environment, 'environment'),
        ...environmentChecks(verifierEnvironment, 'verifier.environment'),
        ...allowlistChecks({ environment, agent, verifier, 'verifier.environment': verifierEnvironment }),
        ...phaseOverrideChecks(environment, { agent, verifier }),
        ...steps.flatMap((step, i) => {
            const phases = {
                [`steps.${i}.agent`]: tableAt(step, 'agent'),
                [`steps.${i}.verifier`]: tableAt(step, 'verifier'),
            };
            return [...allowlistChecks(phases), ...phaseOverrideChecks(environment, phases)];
        }),
    ];
    const failed = checks.find(([fails]) => fails);
    return failed ? { field: failed[1], message: failed[2] } : null;
}
/** Known fields this runner reads but does not act on: a warning each, the task still runs. */
function ignoredFields(doc) {
    const environment = tableAt(doc, 'environment');
    const ignored = [];
    if (environment['skills_dir'] !== undefined)
        ignored.push({
            field: 'environment.skills_dir',
            message: 'no helios agent is pointed at a skills folder: the agent finds the skills only if it looks there',
        });
    return ignored;
}
/** What a container of this runner cannot be: another OS, with GPUs, TPUs or MCP servers. */
function environmentChecks(environment, at) {
    const gpus = typeof environment['gpus'] === 'number' && environment['gpus'] > 0;
    return [
        [
            environment['os'] !== undefined && environment['os'] !== 'linux',
            `${at}.os`,
            'helios runs Linux containers only (os = "linux")',
        ],
        [
            gpus || (Array.isArray(environment['gpu_types']) && environment['gpu_types'].length > 0),
            gpus ? `${at}.gpus` : `${at}.gpu_types`,
            'helios does not give containers GPUs: the task would run without the GPUs it asks for',
        ],
        [environment['tpu'] !== undefined, `${at}.tpu`, 'helios does not give containers TPUs'],
        [
            Array.isArray(environment['mcp_servers']) && environment['mcp_servers'].length > 0,
            `${at}.mcp_servers`,
            `no helios agent registers MCP servers yet: the agent would run without the tools the task gives it; ${HARBOR}`,
        ],
    ];
}
function separateVerifierCheck(verifier, at) {
    return [
        verifier['environment_mode'] === 'separate' || verifier['environment'] !== undefined,
        verifier['environment'] !== undefined ? `${at}.environment` : `${at}.environment_mode`,
        `a separate verifier environment for one step is not supported by this version of helios (the step would be verified in the agent's container); ${HARBOR}`,
    ];
}
function allowlistChecks(sections) {
    return Object.entries(sections).map(([name, table]) => [
        table['network_mode'] === 'allowlist' || table['allowed_hosts'] !== undefined,
        table['allowed_hosts'] !== undefined ? `${name}.allowed_hosts` : `${name}.network_mode`,
        'helios cannot enforce an egress allowlist (network_mode = "allowlist", allowed_hosts): the task would get more network than it allows. Use "no-network" or "public"',
    ]);
}
/** `[agent]`/`[verifier]` network_mode that differs from the environment's (a phase override). */
function phaseOverrideChecks(environment, phases) {
    const base = environment['network_mode'] ?? (environment['allow_internet'] === false ? 'no-network' : 'public');
    return Object.entries(phases).map(([name, table]) => [
        table['network_mode'] !== undefined && table['network_mode'] !== base,
        `${name}.network_mode`,
        `${name}.network_mode differs from [environment] network_mode: per-phase network modes are not supported by this version of helios; set it once under [environment]`,
    ]);
}
function tableAt(doc, key) {
    const value = doc[key];
    return (0,field_reader/* isTable */.b)(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/task/config.ts
// task.toml → TaskConfig. The fields, their defaults and deprecated spellings are defined once, in
// task-fields.ts; this assembles them. Unknown fields load with a warning each (`warnings`); a need
// this runner cannot meet (GPUs, an allowlist, …) is a TaskConfigError, as is a wrong type, naming
// the file and the dotted field.











function parseTaskConfig(tomlText, file) {
    const doc = parseToml(tomlText, file);
    const read = new field_reader/* FieldReader */.U(file);
    const refusal = unsupportedNeed(doc);
    if (refusal !== null)
        throw new errors/* TaskConfigError */.or(file, refusal.field, refusal.message);
    const task = read.table(doc, 'task');
    const agent = read.table(doc, 'agent');
    const verifier = read.table(doc, 'verifier');
    const environment = read.table(doc, 'environment');
    const solution = read.table(doc, 'solution');
    const environmentFields = readFields(read, environment, 'environment', ENVIRONMENT);
    const environmentConfig = {
        ...environmentFields,
        healthcheck: parseHealthcheck(read, environment, 'environment.healthcheck'),
    };
    const agentConfig = readFields(read, agent, 'agent', AGENT);
    const { environmentMode, ...verifierFields } = readFields(read, verifier, 'verifier', VERIFIER);
    const verifierConfig = {
        ...verifierFields,
        collect: parseCollectHooks(read, verifier, 'verifier.collect'),
        ...parseVerifierMode(read, verifier, environmentMode, environmentConfig),
    };
    const { schemaVersion, metadata, multiStepRewardStrategy } = readFields(read, doc, '', TASK_TOML);
    return {
        schemaVersion,
        task: readFields(read, task, 'task', TASK),
        metadata,
        agent: agentConfig,
        verifier: verifierConfig,
        environment: environmentConfig,
        solution: readFields(read, solution, 'solution', SOLUTION),
        collectedPaths: parseCollectedPaths(read, doc, 'artifacts'),
        steps: parseSteps(read, doc, { agent: agentConfig, verifier: verifierConfig }),
        multiStepRewardStrategy,
        warnings: warnings(doc),
    };
}
function parseToml(text, file) {
    try {
        return (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        if (error instanceof dist/* TomlError */.zx) {
            const reason = error.message.split('\n')[0]?.replace(/^Invalid TOML document: /, '') ?? 'invalid TOML';
            throw new errors/* TaskConfigError */.or(file, null, `invalid TOML at line ${error.line}, column ${error.column}: ${reason} (see https://toml.io)`, error.line);
        }
        throw error;
    }
}
function warnings(doc) {
    return [
        ...unknownFieldsWithMeant(doc).map(({ field, meant }) => ({
            field,
            message: meant === null
                ? 'not a Harbor 1.4 task.toml field: ignored (check its spelling and section)'
                : `not a Harbor 1.4 task.toml field: ignored; did you mean ${meant}?`,
        })),
        ...ignoredFields(doc),
    ];
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

/***/ 43913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qp: () => (/* binding */ templateVariables),
/* harmony export */   eN: () => (/* binding */ expandEnvTemplate),
/* harmony export */   qO: () => (/* binding */ expandEnv),
/* harmony export */   rh: () => (/* binding */ parseEnvTemplate)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77846);
// `${VAR}` and `${VAR:-default}` in task.toml env values, resolved against the host's environment
// (Harbor's syntax). `$$` is a literal `$`; a `$` not followed by `{` or `$` is kept as is, so
// values like `a$b` need no escaping. `:-` follows the shell: the default also replaces an empty
// value. Pure: the caller passes the host environment.

const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Splits a template into literals and variable references; throws on malformed syntax. */
function parseEnvTemplate(template) {
    const pieces = [];
    let literal = '';
    let i = 0;
    while (i < template.length) {
        const char = template[i];
        const next = template[i + 1];
        if (char === '$' && next === '$') {
            literal += '$';
            i += 2;
        }
        else if (char === '$' && next === '{') {
            const close = template.indexOf('}', i + 2);
            if (close < 0) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO(null, `unclosed "\${" in "${template}": close it with "}" or write "$$" for a literal "$"`);
            }
            const body = template.slice(i + 2, close);
            const split = body.indexOf(':-');
            const variable = split < 0 ? body : body.slice(0, split);
            if (!VAR_NAME.test(variable)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO(variable, `"\${${body}}" in "${template}" is not a variable reference: use \${NAME} or \${NAME:-default} (NAME is letters, digits, _)`);
            }
            if (literal)
                pieces.push({ literal });
            literal = '';
            pieces.push({ variable, fallback: split < 0 ? null : body.slice(split + 2) });
            i = close + 1;
        }
        else {
            literal += char;
            i += 1;
        }
    }
    if (literal)
        pieces.push({ literal });
    return pieces;
}
/** Variables a template reads (for reporting which host variables a task needs). */
function templateVariables(template) {
    return parseEnvTemplate(template).flatMap((piece) => ('variable' in piece ? [piece.variable] : []));
}
function expandEnvTemplate(template, hostEnv) {
    return parseEnvTemplate(template)
        .map((piece) => {
        if ('literal' in piece)
            return piece.literal;
        const value = hostEnv[piece.variable];
        if (value !== undefined && !(piece.fallback !== null && value === ''))
            return value;
        if (piece.fallback !== null)
            return piece.fallback;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO(piece.variable, `environment variable ${piece.variable} is not set: set it on the host or give a default with \${${piece.variable}:-value}`);
    })
        .join('');
}
/**
 * Expands every value of an env table. `section` (e.g. `environment.env`) only makes errors name
 * the field: `environment.env.API_URL: environment variable X is not set ...`.
 */
function expandEnv(env, hostEnv, section = 'env') {
    const expanded = {};
    for (const [key, template] of Object.entries(env)) {
        try {
            expanded[key] = expandEnvTemplate(template, hostEnv);
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO(error.variable, `${section}.${key}: ${error.message}`);
            }
            throw error;
        }
    }
    return expanded;
}


/***/ }),

/***/ 77846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OF: () => (/* binding */ TaskLoadError),
/* harmony export */   Yw: () => (/* binding */ GitChangesError),
/* harmony export */   oB: () => (/* binding */ TaskDiscoveryError),
/* harmony export */   or: () => (/* binding */ TaskConfigError),
/* harmony export */   yO: () => (/* binding */ EnvTemplateError)
/* harmony export */ });
// Typed errors of the task format. Each names the file (and the field when there is one) so the
// message alone tells a task author what to fix; the summary records them as InvalidTask.
/** task.toml could not be read: bad TOML, a wrong type, a bad value. */
class TaskConfigError extends Error {
    file;
    field;
    detail;
    line;
    name = 'TaskConfigError';
    constructor(file, 
    /** Dotted path inside the file (`verifier.timeout_sec`); null for a TOML syntax error. */
    field, detail, 
    /** 1-based line of a TOML syntax error. */
    line = null) {
        super(`${file}${line === null ? '' : `:${line}`}${field === null ? '' : ` [${field}]`}: ${detail}`);
        this.file = file;
        this.field = field;
        this.detail = detail;
        this.line = line;
    }
}
/** An env template (`${VAR}`, `${VAR:-default}`) that is malformed or names an unset variable. */
class EnvTemplateError extends Error {
    variable;
    name = 'EnvTemplateError';
    constructor(variable, message) {
        super(message);
        this.variable = variable;
    }
}
/** A task folder that cannot be used; carries the InvalidTask the summary reports. */
class TaskLoadError extends Error {
    invalid;
    taskName;
    name = 'TaskLoadError';
    constructor(invalid, 
    /** The task's name as far as it could be read (task.toml, else the folder name). */
    taskName) {
        super(`${invalid.file}${invalid.field === null ? '' : ` [${invalid.field}]`}: ${invalid.message}`);
        this.invalid = invalid;
        this.taskName = taskName;
    }
}
/** `git diff` against the base ref failed (unknown ref, shallow clone, not a repository). */
class GitChangesError extends Error {
    name = 'GitChangesError';
}
/** The path given to discovery is missing or not a folder (a usage error, unlike an invalid task). */
class TaskDiscoveryError extends Error {
    name = 'TaskDiscoveryError';
}


/***/ }),

/***/ 95341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ FieldReader),
/* harmony export */   b: () => (/* binding */ isTable)
/* harmony export */ });
/* harmony import */ var _env_template_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43913);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77846);
// Reads task.toml values one typed field at a time, each failure a TaskConfigError naming the
// file, the dotted field and what was expected instead.


const MEGABYTES_PER_UNIT = { K: 1 / 1024, M: 1, G: 1024 };
const NETWORK_MODES = ['public', 'no-network'];
/** How a TOML value reads in an error message. */
function describe(value) {
    if (value === undefined)
        return 'nothing (the field is missing)';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value)}`;
    if (Array.isArray(value))
        return 'an array';
    if (value instanceof Date)
        return 'a date';
    if (isTable(value))
        return 'a table';
    return `${typeof value} ${String(value)}`;
}
function lastKey(field) {
    return field.slice(field.lastIndexOf('.') + 1);
}
/** Reads one typed field at a time; each method returns null when the field is absent. */
class FieldReader {
    file;
    constructor(file) {
        this.file = file;
    }
    fail(field, expected, got) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TaskConfigError */ .or(this.file, field, `expected ${expected}, got ${describe(got)}`);
    }
    table(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return {};
        if (!isTable(value))
            this.fail(field, `a table ([${field}] section)`, value);
        return value;
    }
    string(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value !== 'string')
            this.fail(field, `a quoted string, e.g. ${lastKey(field)} = "..."`, value);
        return value;
    }
    nonEmptyString(parent, field) {
        const value = this.string(parent, field);
        if (value !== null && value.trim() === '')
            this.fail(field, 'a non-empty string (or leave the field out)', value);
        return value === null ? null : value.trim();
    }
    /** An array of tables (`[[field]]`), each entry's dotted path `field.<i>`. */
    tableArray(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return [];
        if (!Array.isArray(value) || !value.every(isTable))
            this.fail(field, `an array of tables ([[${field}]])`, value);
        return value;
    }
    stringArray(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
            this.fail(field, `an array of strings, e.g. ${lastKey(field)} = ["a", "b"]`, value);
        }
        return value;
    }
    positiveNumber(parent, field, example) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
            this.fail(field, `${example} (a positive number, not quoted)`, value);
        }
        return value;
    }
    nonNegativeNumber(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
            this.fail(field, `a number ≥ 0 (not quoted), e.g. ${lastKey(field)} = 5`, value);
        return value;
    }
    /** TCP ports, e.g. `keep_ports = [8080]`: whole numbers 1–65535. */
    ports(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        const isPort = (item) => Number.isInteger(item) && item >= 1 && item <= 65535;
        if (!Array.isArray(value) || !value.every(isPort))
            this.fail(field, `an array of TCP port numbers 1–65535, e.g. ${lastKey(field)} = [8080]`, value);
        return value;
    }
    boolean(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value !== 'boolean')
            this.fail(field, `true or false (not quoted), e.g. ${lastKey(field)} = true`, value);
        return value;
    }
    seconds(parent, field) {
        return this.positiveNumber(parent, field, `a number of seconds, e.g. ${lastKey(field)} = 600`);
    }
    megabytes(parent, field) {
        const value = this.positiveNumber(parent, field, `a whole number of megabytes, e.g. ${lastKey(field)} = 2048`);
        if (value !== null && !Number.isInteger(value)) {
            this.fail(field, `a whole number of megabytes, e.g. ${lastKey(field)} = 2048`, value);
        }
        return value;
    }
    /** Deprecated `memory = "2G"` / `storage = "512M"` (K, M, G in Harbor's units of 1024). */
    size(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([KMG])(?:I?B)?\s*$/i.exec(value) : null;
        const unit = match?.[2]?.toUpperCase();
        const megabytes = match && unit ? Math.floor(Number(match[1]) * MEGABYTES_PER_UNIT[unit]) : 0;
        if (megabytes <= 0)
            this.fail(field, `a size like "2G" or "512M" (better: ${lastKey(field)}_mb = 2048)`, value);
        return megabytes;
    }
    /** A user name or a numeric uid; uids are kept as strings (Docker's `User` takes both). */
    user(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
            return String(value);
        if (typeof value !== 'string' || value.trim() === '') {
            this.fail(field, `a user name or uid, e.g. ${lastKey(field)} = "agent" or ${lastKey(field)} = 1000`, value);
        }
        return value.trim();
    }
    workdir(parent, field) {
        const value = this.nonEmptyString(parent, field);
        if (value !== null && !value.startsWith('/'))
            this.fail(field, 'an absolute path, e.g. workdir = "/app"', value);
        return value;
    }
    /** A table of string values; each value's `${VAR}` template syntax is checked now, expanded at run time. */
    env(parent, field) {
        const table = this.table(parent, field);
        const env = {};
        for (const [key, value] of Object.entries(table)) {
            const keyField = `${field}.${key}`;
            if (key === '' || key.includes('='))
                this.fail(keyField, 'a variable name without "="', key);
            if (typeof value !== 'string')
                this.fail(keyField, `a quoted string, e.g. ${key} = "${String(value)}"`, value);
            try {
                (0,_env_template_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvTemplate */ .rh)(value);
            }
            catch (error) {
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EnvTemplateError */ .yO)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TaskConfigError */ .or(this.file, keyField, error.message);
                throw error;
            }
            env[key] = value;
        }
        return env;
    }
    /** `network_mode = "public"` or `"no-network"` (Harbor's third mode, an allowlist, is refused). */
    networkMode(parent, field) {
        const mode = parent[lastKey(field)];
        if (mode === undefined)
            return null;
        if (typeof mode !== 'string' || !NETWORK_MODES.includes(mode)) {
            const note = mode === 'allowlist' ? ' ("allowlist" is a Harbor mode helios does not support)' : '';
            this.fail(field, `"public" or "no-network"${note}`, mode);
        }
        return mode;
    }
    /** Deprecated `allow_internet = false`, read as a network mode. */
    allowInternet(parent, field) {
        const allowInternet = parent[lastKey(field)];
        if (allowInternet === undefined)
            return null;
        if (typeof allowInternet !== 'boolean')
            this.fail(field, 'true or false (better: network_mode = "no-network")', allowInternet);
        return allowInternet ? 'public' : 'no-network';
    }
}
function isTable(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}


/***/ }),

/***/ 74124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _o: () => (/* binding */ loadTask),
  Yn: () => (/* binding */ relativePosix)
});

// UNUSED EXPORTS: TASK_ID_HASH_LENGTH, taskId

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
;// CONCATENATED MODULE: ./src/task/checksum.ts
// Content hashes of a task folder. Each file is hashed once; the task checksum and the
// environment hash are both combined from those per-file digests, so one walk serves both.
// What counts: every regular file's path (relative, `/`-separated, sorted by code unit) and bytes,
// and every symlink's target (links are not followed, so a link cannot pull in outside files).
// What does not: file modes and timestamps (they differ between checkouts), empty folders, and
// `.DS_Store` (macOS Finder litter that says nothing about the task).





const IGNORED_NAMES = new Set(['.DS_Store']);
// Files above this size are streamed rather than read whole.
const STREAM_THRESHOLD = 1 << 20;
// Shared by every digest in the process: bounds open file handles when 1,000+ tasks load at once.
const fileReads = (0,p_limit/* default */.A)(64);
/** Every file under `dir`, sorted by path. */
async function digestFolder(dir) {
    const paths = await listFiles(dir, '');
    const digests = await Promise.all(paths.map((entry) => fileReads(async () => ({ path: entry.path, sha256: await digestEntry(dir, entry) }))));
    return digests.sort((a, b) => compareCodeUnits(a.path, b.path));
}
/** Order-independent of the input: combines digests sorted by path. */
function combineDigests(files) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const file of [...files].sort((a, b) => compareCodeUnits(a.path, b.path))) {
        hash.update(`${file.path}\0${file.sha256}\n`);
    }
    return hash.digest('hex');
}
/**
 * `checksum` covers the whole task folder. `environmentHash` is the image cache key: the files
 * under `environment/` (paths relative to it) plus the prebuilt image name when
 * `[environment].docker_image` is set, so a docker_image task without files hashes its image name.
 */
function taskHashes(files, dockerImage) {
    const environmentFiles = files
        .filter((file) => file.path.startsWith('environment/'))
        .map((file) => ({ path: file.path.slice('environment/'.length), sha256: file.sha256 }));
    const image = dockerImage === null ? [] : [{ path: '\0docker_image', sha256: sha256Text(dockerImage) }];
    return { checksum: combineDigests(files), environmentHash: combineDigests([...image, ...environmentFiles]) };
}
function sha256Text(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
// Plain code-unit order: locale-independent, so every machine sorts the same way.
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
async function listFiles(root, prefix) {
    const entries = await (0,promises_.readdir)((0,external_node_path_.join)(root, prefix), { withFileTypes: true });
    const nested = await Promise.all(entries
        .filter((entry) => !IGNORED_NAMES.has(entry.name))
        .map(async (entry) => {
        const path = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory())
            return listFiles(root, path);
        if (entry.isSymbolicLink())
            return [{ path, symlink: true }];
        return entry.isFile() ? [{ path, symlink: false }] : [];
    }));
    return nested.flat();
}
async function digestEntry(root, entry) {
    const file = (0,external_node_path_.join)(root, entry.path);
    if (entry.symlink)
        return sha256Text(`symlink:${await (0,promises_.readlink)(file)}`);
    if ((await (0,promises_.stat)(file)).size < STREAM_THRESHOLD)
        return (0,external_node_crypto_.createHash)('sha256')
            .update(await (0,promises_.readFile)(file))
            .digest('hex');
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/task/config.ts + 8 modules
var task_config = __webpack_require__(78782);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
;// CONCATENATED MODULE: ./src/task/files.ts
// File-system questions of task loading; a missing path is an answer (null / false), not an error.


/**
 * A text file of the task (task.toml, an instruction, the compose file), or null when missing.
 * Text that is not UTF-8 (UTF-16 from a Windows editor, Latin-1, a binary file) fails through
 * `fail` naming the file: read anyway it would reach the agent as mojibake or NUL bytes.
 */
async function readText(dir, name, fail) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)((0,external_node_path_.resolve)(dir, name));
    }
    catch (error) {
        if (isMissing(error))
            return null;
        throw error;
    }
    const problem = undecodable(bytes);
    if (problem !== null)
        return fail(name, null, `${name} is not UTF-8 text: ${problem}; save it as UTF-8`);
    return bytes.toString('utf8');
}
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Why `bytes` is no UTF-8 text, or null. NUL is valid UTF-8, but no text file holds one. */
function undecodable(bytes) {
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
        return 'it is UTF-16 (it starts with a UTF-16 byte order mark)';
    const nul = bytes.indexOf(0);
    if (nul >= 0)
        return `it holds a NUL byte on line ${lineOf(bytes.subarray(0, nul))} (UTF-16, or not text)`;
    try {
        UTF8.decode(bytes);
        return null;
    }
    catch {
        // Lenient decoding marks the first bad byte with U+FFFD; line breaks are kept as they were.
        const text = new TextDecoder('utf-8').decode(bytes);
        const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
        return `bytes on line ${line} are not UTF-8 (Latin-1 or another legacy encoding?)`;
    }
}
function lineOf(before) {
    return before.filter((byte) => byte === 0x0a).length + 1;
}
async function isFile(dir, name) {
    return (await statOf(dir, name))?.isFile() ?? false;
}
async function isDirectory(dir, name) {
    return (await statOf(dir, name))?.isDirectory() ?? false;
}
/** Names of the folders directly in `dir/name`, sorted; none when it is not a folder. */
async function subfolders(dir, name) {
    try {
        const entries = await (0,promises_.readdir)((0,external_node_path_.resolve)(dir, name), { withFileTypes: true });
        return entries
            .filter((e) => e.isDirectory())
            .map((e) => e.name)
            .sort();
    }
    catch (error) {
        if (isMissing(error))
            return [];
        throw error;
    }
}
async function statOf(dir, name) {
    try {
        return await (0,promises_.stat)((0,external_node_path_.resolve)(dir, name));
    }
    catch (error) {
        if (isMissing(error))
            return null;
        throw error;
    }
}
function isMissing(error) {
    const code = error?.code;
    return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/task/compose-values.ts
// Value forms of the Compose file format that have more than one spelling: durations ("1m30s"),
// commands (a string split like a shell would, or a list), environment (a map or KEY=VALUE list).
// Each returns null for a malformed value; the caller names the field. Pure.
const DURATION_UNITS = { us: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
/** Seconds of a Compose duration such as "30s", "1m30s", "500ms", "1h"; null if malformed. */
function parseDuration(value) {
    if (typeof value === 'number' && value >= 0)
        return value;
    if (typeof value !== 'string' || value.trim() === '')
        return null;
    const text = value.trim();
    let seconds = 0;
    let consumed = 0;
    for (const match of text.matchAll(/(\d+(?:\.\d+)?)(us|ms|s|m|h)/g)) {
        if (match.index !== consumed)
            return null;
        seconds += Number(match[1]) * DURATION_UNITS[match[2]];
        consumed += match[0].length;
    }
    return consumed === text.length ? Math.round(seconds * 1000) / 1000 : null;
}
/**
 * A command as an argv: a list is used as is, a string is split on unquoted whitespace with
 * single quotes, double quotes and backslash escapes (Compose splits strings this way, not via a shell).
 */
function parseCommand(value) {
    if (Array.isArray(value))
        return value.every((v) => typeof v === 'string') ? value : null;
    if (typeof value !== 'string')
        return null;
    const words = [];
    let word = null;
    let quote = null;
    for (let i = 0; i < value.length; i++) {
        const char = value[i];
        if (quote === "'") {
            if (char === "'")
                quote = null;
            else
                word += char;
        }
        else if (char === '\\' && i + 1 < value.length && (quote === null || /["\\$`]/.test(value[i + 1]))) {
            word = (word ?? '') + value[++i];
        }
        else if (quote === '"') {
            if (char === '"')
                quote = null;
            else
                word += char;
        }
        else if (char === '"' || char === "'") {
            quote = char;
            word ??= '';
        }
        else if (/\s/.test(char)) {
            if (word !== null)
                words.push(word);
            word = null;
        }
        else
            word = (word ?? '') + char;
    }
    if (quote !== null)
        return null;
    if (word !== null)
        words.push(word);
    return words;
}
/** `environment:` as a map (`KEY: value`) or a list (`- KEY=value`); a bare `KEY` is left out. */
function parseEnvironment(value) {
    if (value === undefined || value === null)
        return {};
    const env = {};
    if (Array.isArray(value)) {
        for (const entry of value) {
            if (typeof entry !== 'string')
                return null;
            const eq = entry.indexOf('=');
            // `- KEY` alone passes the host's value through: never done here (it could be a secret).
            if (eq > 0)
                env[entry.slice(0, eq)] = entry.slice(eq + 1);
        }
        return env;
    }
    if (typeof value !== 'object')
        return null;
    for (const [key, v] of Object.entries(value)) {
        if (v === null)
            continue;
        if (!['string', 'number', 'boolean'].includes(typeof v))
            return null;
        env[key] = String(v);
    }
    return env;
}
/** A healthcheck `test`: a string runs in a shell; a list starts with CMD, CMD-SHELL or NONE. */
function parseHealthTest(value) {
    if (typeof value === 'string' && value.trim() !== '')
        return ['CMD-SHELL', value];
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
        return null;
    const [kind] = value;
    if (kind === 'CMD' || kind === 'CMD-SHELL')
        return value.length > 1 ? value : null;
    return kind === 'NONE' ? ['NONE'] : null;
}

// EXTERNAL MODULE: ./src/task/env-template.ts
var env_template = __webpack_require__(43913);
;// CONCATENATED MODULE: ./src/task/compose.ts
// `environment/docker-compose.yaml` → the services an attempt starts beside its `main` container.
// helios starts them itself through the Docker API, so it reads the part of the Compose format
// that describes a service; a key that would change how a service runs and is not read here makes
// the task invalid (never run differently from what its author wrote); keys that change nothing
// on a per-attempt network are warnings. Pure: the caller reads the file and checks the paths.





const HARBOR = 'run it with Harbor';
const SERVICE_KEYS = new Set([
    'build',
    'image',
    'command',
    'entrypoint',
    'environment',
    'healthcheck',
    'depends_on',
    'working_dir',
    'user',
]);
const MAIN_KEYS = new Set(['depends_on', 'environment']);
/** Keys that change nothing for services that live one attempt on a network of their own. */
const IGNORED_KEYS = {
    expose: 'services reach each other by name on the attempt network; every port is open there',
    ports: 'not published on the host: services reach each other by name on the attempt network',
    container_name: 'containers are named per attempt so attempts can run side by side',
    restart: 'services live for one attempt and are not restarted',
    hostname: 'services are reached by their service name',
    labels: 'helios labels the containers of an attempt itself',
    logging: 'service logs are read through the Docker API',
    cpus: 'resource limits apply to main only (task.toml [environment])',
    mem_limit: 'resource limits apply to main only (task.toml [environment])',
    deploy: 'resource limits apply to main only (task.toml [environment])',
    stop_grace_period: 'services are force-removed with the attempt',
};
const MAIN_IGNORED = {
    build: 'main is built from environment/Dockerfile (or [environment] docker_image), as in Harbor',
    image: 'main is built from environment/Dockerfile (or [environment] docker_image), as in Harbor',
    command: 'main runs `sleep infinity` so the agent and verifier can exec into it, as in Harbor',
};
const CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully']);
/** One problem of a compose file; every one is collected, then reported together. */
class ComposeProblem extends Error {
    field;
    detail;
    constructor(field, detail) {
        super(detail);
        this.field = field;
        this.detail = detail;
    }
}
const fail = (field, detail) => {
    throw new ComposeProblem(field, detail);
};
function parseComposeFile(text, file, vars, environmentDir) {
    const problems = [];
    const collect = (read, fallback) => {
        try {
            return read();
        }
        catch (error) {
            if (!(error instanceof ComposeProblem))
                throw error;
            problems.push(error);
            return fallback;
        }
    };
    const result = collect(() => readFile(text, file, vars, environmentDir, collect), null);
    if (problems.length === 1)
        throw new errors/* TaskConfigError */.or(file, problems[0].field, problems[0].detail);
    if (problems.length > 0) {
        const listed = problems.map((p) => (p.field ? `${p.field}: ${p.detail}` : p.detail));
        throw new errors/* TaskConfigError */.or(file, problems[0].field, `${problems.length} problems: ${listed.join('; ')}`);
    }
    return result;
}
function readFile(text, file, vars, environmentDir, collect) {
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(text, { prettyErrors: true });
    }
    catch (error) {
        // The message keeps the line, the column and the lines around it.
        return fail(null, `not valid YAML: ${error.message.trimEnd()}`);
    }
    if (!isTable(doc))
        return fail(null, 'expected a mapping with a `services:` key');
    const root = interpolate(doc, '', vars, collect);
    for (const key of Object.keys(root)) {
        if (key !== 'services' && key !== 'version' && key !== 'name' && !key.startsWith('x-'))
            collect(() => fail(key, `top-level \`${key}\` is not supported by helios' compose runner; ${HARBOR}`), null);
    }
    const services = root['services'];
    if (!isTable(services))
        return fail('services', 'expected a mapping of service names to services');
    if (!isTable(services['main']))
        return fail('services.main', 'a `main` service is required: it is the container the agent works in');
    const warnings = [];
    const context = { fail, collect, warnings, vars, environmentDir, names: new Set(Object.keys(services)) };
    const main = collect(() => readMain(services['main'], context), { dependsOn: [], environment: {} });
    const sidecars = Object.entries(services)
        .filter(([name]) => name !== 'main')
        .map(([name, value]) => collect(() => readService(name, value, context), null))
        .filter((service) => service !== null);
    return { file, services: startOrder(sidecars, fail), main, warnings };
}
function readMain(value, ctx) {
    for (const key of Object.keys(value)) {
        const at = `services.main.${key}`;
        const ignored = MAIN_IGNORED[key] ?? IGNORED_KEYS[key];
        if (ignored)
            ctx.warnings.push({ field: at, message: `ignored: ${ignored}` });
        else if (!MAIN_KEYS.has(key))
            ctx.collect(() => ctx.fail(at, `not supported for main by helios (main reads depends_on and environment); ${HARBOR}`), null);
    }
    const dependsOn = readDependsOn(value['depends_on'], 'services.main.depends_on', ctx);
    return { dependsOn, environment: readEnvironment(value['environment'], 'services.main.environment', ctx) };
}
function readService(name, value, ctx) {
    const at = `services.${name}`;
    if (!isTable(value))
        return ctx.fail(at, 'expected a mapping (image:, build:, command:, …)');
    if (!/^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/.test(name))
        ctx.fail(at, 'a service name is letters, digits, `_`, `.` and `-`');
    for (const key of Object.keys(value)) {
        if (IGNORED_KEYS[key])
            ctx.warnings.push({ field: `${at}.${key}`, message: `ignored: ${IGNORED_KEYS[key]}` });
        else if (!SERVICE_KEYS.has(key))
            ctx.collect(() => ctx.fail(`${at}.${key}`, `not supported by helios' compose runner; ${HARBOR}`), null);
    }
    const argv = (key) => value[key] === undefined || value[key] === null
        ? null
        : (parseCommand(value[key]) ?? ctx.fail(`${at}.${key}`, 'expected a string or a list of strings'));
    const text = (key) => value[key] === undefined
        ? null
        : typeof value[key] === 'string' || typeof value[key] === 'number'
            ? String(value[key])
            : ctx.fail(`${at}.${key}`, 'expected a string');
    return {
        name,
        image: readImage(value, at, ctx),
        command: argv('command'),
        entrypoint: argv('entrypoint'),
        environment: readEnvironment(value['environment'], `${at}.environment`, ctx),
        workingDir: text('working_dir'),
        user: text('user'),
        healthcheck: readHealthcheck(value['healthcheck'], `${at}.healthcheck`, ctx),
        dependsOn: readDependsOn(value['depends_on'], `${at}.depends_on`, ctx),
    };
}
/** `build:` wins over `image:` (Compose then tags the build with the image name). */
function readImage(service, at, ctx) {
    const { build, image } = service;
    if (build === undefined) {
        if (typeof image !== 'string' || image === '')
            return ctx.fail(at, 'a service needs `image:` or `build:`');
        return image === ctx.vars.MAIN_IMAGE_NAME ? { kind: 'main' } : { kind: 'image', name: image };
    }
    const table = typeof build === 'string' ? { context: build } : isTable(build) ? build : {};
    if (typeof build !== 'string' && !isTable(build))
        ctx.fail(`${at}.build`, 'expected a folder (string) or a mapping with `context:`');
    for (const key of Object.keys(table)) {
        if (!['context', 'dockerfile', 'args'].includes(key))
            ctx.fail(`${at}.build.${key}`, `not supported by helios (it reads context, dockerfile, args); ${HARBOR}`);
    }
    const context = table['context'] ?? '.';
    if (typeof context !== 'string')
        return ctx.fail(`${at}.build.context`, 'expected a folder path');
    const dockerfile = table['dockerfile'] ?? null;
    if (dockerfile !== null && typeof dockerfile !== 'string')
        ctx.fail(`${at}.build.dockerfile`, 'expected a file name relative to the context');
    const args = parseEnvironment(table['args']);
    if (args === null)
        ctx.fail(`${at}.build.args`, 'expected a mapping or a list of KEY=value');
    return {
        kind: 'build',
        contextDir: (0,external_node_path_.resolve)(ctx.environmentDir, context),
        dockerfile: dockerfile,
        args: args,
        hash: '',
    };
}
function readEnvironment(value, at, ctx) {
    return parseEnvironment(value) ?? ctx.fail(at, 'expected a mapping or a list of KEY=value');
}
function readHealthcheck(value, at, ctx) {
    if (value === undefined || value === null)
        return null;
    if (!isTable(value))
        return ctx.fail(at, 'expected a mapping with `test:`');
    if (value['disable'] === true)
        return { test: ['NONE'], intervalSec: 0, timeoutSec: 0, retries: 0, startPeriodSec: 0 };
    const test = parseHealthTest(value['test']);
    if (test === null)
        return ctx.fail(`${at}.test`, 'expected a shell command, or a list starting with CMD, CMD-SHELL or NONE');
    const seconds = (key, fallback) => value[key] === undefined
        ? fallback
        : (parseDuration(value[key]) ?? ctx.fail(`${at}.${key}`, 'expected a duration such as "5s" or "1m30s"'));
    const retries = value['retries'] ?? 3;
    if (!Number.isInteger(retries) || retries < 1)
        ctx.fail(`${at}.retries`, 'expected a whole number ≥ 1');
    // Docker's defaults: 30 s interval and timeout, 3 retries, no start period.
    return {
        test,
        intervalSec: seconds('interval', 30),
        timeoutSec: seconds('timeout', 30),
        retries: retries,
        startPeriodSec: seconds('start_period', 0),
    };
}
function readDependsOn(value, at, ctx) {
    if (value === undefined || value === null)
        return [];
    const entries = Array.isArray(value)
        ? value.map((name) => [String(name), {}])
        : isTable(value)
            ? Object.entries(value)
            : ctx.fail(at, 'expected a list of service names or a mapping of them');
    return entries.map(([service, spec]) => {
        if (!ctx.names.has(service))
            ctx.fail(`${at}.${service}`, `no service named ${service} in this file`);
        if (service === 'main')
            ctx.fail(`${at}.${service}`, 'main starts last: no service can wait for it');
        const condition = isTable(spec) ? (spec['condition'] ?? 'service_started') : 'service_started';
        if (typeof condition !== 'string' || !CONDITIONS.has(condition))
            ctx.fail(`${at}.${service}.condition`, `expected one of ${[...CONDITIONS].join(', ')}`);
        return { service, condition: condition };
    });
}
/** Dependencies first; a cycle is an error naming a service on it. */
function startOrder(services, fail) {
    const byName = new Map(services.map((s) => [s.name, s]));
    const ordered = [];
    const state = new Map();
    const visit = (service) => {
        if (state.get(service.name) === 'done')
            return;
        if (state.get(service.name) === 'visiting')
            fail(`services.${service.name}.depends_on`, 'services wait for each other in a cycle');
        state.set(service.name, 'visiting');
        for (const dependency of service.dependsOn)
            visit(byName.get(dependency.service));
        state.set(service.name, 'done');
        ordered.push(service);
    };
    services.forEach(visit);
    return ordered;
}
/** `${VAR}` / `${VAR:-default}` in every string value, from Harbor's variables only. */
function interpolate(value, at, vars, collect) {
    if (typeof value === 'string') {
        return collect(() => {
            try {
                return (0,env_template/* expandEnvTemplate */.eN)(value, vars);
            }
            catch (error) {
                if (!(error instanceof errors/* EnvTemplateError */.yO))
                    throw error;
                return fail(at || null, unknownVariable(error, vars));
            }
        }, value);
    }
    if (Array.isArray(value))
        return value.map((v, i) => interpolate(v, `${at}.${i}`, vars, collect));
    if (isTable(value)) {
        const out = {};
        for (const [key, v] of Object.entries(value))
            out[key] = interpolate(v, at ? `${at}.${key}` : key, vars, collect);
        return out;
    }
    return value;
}
/** Variables Harbor sets that helios does not, with what Harbor does with them. */
const HARBOR_VARIABLES = {
    HOST_VERIFIER_LOGS_PATH: "Harbor (deprecated) sets it to the trial's host folder behind /logs/verifier, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
    HOST_AGENT_LOGS_PATH: "Harbor (deprecated) sets it to the trial's host folder behind /logs/agent, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
    HOST_ARTIFACTS_PATH: "Harbor (deprecated) sets it to the trial's host folder behind /logs/artifacts, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
    ENV_VERIFIER_LOGS_PATH: 'Harbor (deprecated) sets it to /logs/verifier: write /logs/verifier',
    ENV_AGENT_LOGS_PATH: 'Harbor (deprecated) sets it to /logs/agent: write /logs/agent',
    ENV_ARTIFACTS_PATH: 'Harbor (deprecated) sets it to /logs/artifacts: write /logs/artifacts',
    TEST_DIR: 'older Harbor versions set it to /tests (newer ones do not): write /tests',
};
function unknownVariable(error, vars) {
    if (error.variable === null || !/not set/.test(error.message))
        return error.message;
    const harbor = HARBOR_VARIABLES[error.variable];
    if (harbor)
        return `\${${error.variable}} is not set by helios: ${harbor}`;
    return `\${${error.variable}} is not a variable helios sets (${Object.keys(vars).join(', ')}); host variables are never read (they may be secrets): write the value or a default, \${${error.variable}:-value}`;
}
function isTable(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./src/task/image-names.ts
var image_names = __webpack_require__(81505);
;// CONCATENATED MODULE: ./src/task/load-compose.ts
// A task's `environment/docker-compose.yaml`: parsed with Harbor's variables set, each build
// folder checked to lie inside the task and to hold its Dockerfile, and hashed for the image cache.






/**
 * Harbor reads this name only: a `docker-compose.yml` in environment/ is a file like any other
 * (tasks ship one as data the agent must fix), and the task runs from its Dockerfile.
 */
const COMPOSE_FILES = ['environment/docker-compose.yaml'];
/** The task's compose environment, or null when it has no compose file. */
async function loadCompose(task, fail) {
    const file = await firstExisting(task.dir, COMPOSE_FILES);
    if (file === null)
        return null;
    if (task.config.verifier.mode === 'separate')
        return fail(file, null, 'a compose environment with a separate verifier is not supported by this version of helios; use the shared verifier or run it with Harbor');
    let compose;
    try {
        compose = parseComposeFile((await readText(task.dir, file, fail)), file, composeVariables(task), (0,external_node_path_.resolve)(task.dir, 'environment'));
    }
    catch (error) {
        if (error instanceof errors/* TaskConfigError */.or)
            return fail(file, error.field, error.detail);
        throw error;
    }
    const services = [];
    for (const service of compose.services)
        services.push(await withBuildHash(task, file, service, fail));
    return { ...compose, services };
}
/** MAIN_IMAGE_NAME, CONTEXT_DIR, CPUS, MEMORY ("<n>M") and, for a docker_image task, PREBUILT_IMAGE_NAME. */
function composeVariables(task) {
    const environment = task.config.environment;
    return {
        MAIN_IMAGE_NAME: environment.dockerImage ?? (0,image_names/* environmentTag */.a)(task),
        CONTEXT_DIR: (0,external_node_path_.resolve)(task.dir, 'environment'),
        CPUS: String(environment.cpus),
        MEMORY: `${environment.memoryMb}M`,
        ...(environment.dockerImage === null ? {} : { PREBUILT_IMAGE_NAME: environment.dockerImage }),
    };
}
async function withBuildHash(task, file, service, fail) {
    const { image } = service;
    if (image.kind !== 'build')
        return service;
    const field = `services.${service.name}.build`;
    const inside = (0,external_node_path_.relative)(task.dir, image.contextDir).split(external_node_path_.sep).join('/');
    if (inside.startsWith('..') || (0,external_node_path_.resolve)(task.dir, inside) !== image.contextDir)
        return fail(file, field, `the build folder ${image.contextDir} is outside the task folder: keep it inside`);
    const dockerfile = image.dockerfile ?? 'Dockerfile';
    if (!(await isFile(image.contextDir, dockerfile)))
        return fail(file, field, `${inside}/${dockerfile} is missing: the service's build needs it`);
    const prefix = inside === '' ? '' : `${inside}/`;
    const files = task.digests
        .filter((f) => f.path.startsWith(prefix))
        .map((f) => ({ path: f.path.slice(prefix.length), sha256: f.sha256 }));
    // The Dockerfile name and build args change the image as much as the files do.
    files.push({ path: '\0build', sha256: JSON.stringify({ dockerfile, args: image.args }) });
    return { ...service, image: { ...image, hash: combineDigests(files) } };
}
/** Every `service` an artifact or collect hook names must be main or a service of the compose file. */
function checkServiceNames(config, compose, fail) {
    const names = ['main', ...(compose?.services.map((s) => s.name) ?? [])];
    const named = [
        ...config.collectedPaths.map((a, i) => [`artifacts.${i}.service`, a.service]),
        ...config.verifier.collect.map((h, i) => [`verifier.collect.${i}.service`, h.service]),
        ...config.steps.flatMap((step, s) => [
            ...step.collectedPaths.map((a) => [`steps.${s}.artifacts`, a.service]),
            ...step.verifier.collect.map((h) => [`steps.${s}.verifier.collect`, h.service]),
        ]),
    ];
    for (const [field, service] of named) {
        if (names.includes(service))
            continue;
        fail('task.toml', field, compose === null
            ? `service ${service}: only a compose environment (environment/docker-compose.yaml) has services other than main`
            : `no service named ${service} in ${compose.file} (services: ${names.join(', ')})`);
    }
}
async function firstExisting(dir, names) {
    for (const name of names)
        if (await isFile(dir, name))
            return name;
    return null;
}

;// CONCATENATED MODULE: ./src/task/load.ts
// One Harbor-format task folder → Task. File-system adapter around the pure parts (config
// parsing, hashing); every problem becomes a TaskLoadError naming the file (and field).






/** How many hex characters of the checksum go into a task id. */
const TASK_ID_HASH_LENGTH = 12;
function taskId(name, checksum) {
    return `${name}@${checksum.slice(0, TASK_ID_HASH_LENGTH)}`;
}
/** `/`-separated path of `path` relative to `root` (`.` for the root itself). */
function relativePosix(root, path) {
    return (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/') || '.';
}
/** Loads the task in `dir`; `root` is the discovery root that relative paths are reported against. */
async function loadTask(dir, root) {
    const absoluteDir = (0,external_node_path_.resolve)(dir);
    const relativeDir = relativePosix((0,external_node_path_.resolve)(root), absoluteDir);
    const fileOf = (name) => (relativeDir === '.' ? name : `${relativeDir}/${name}`);
    let taskName = (0,external_node_path_.basename)(absoluteDir);
    const fail = (file, field, message) => {
        throw new errors/* TaskLoadError */.OF({ relative_dir: relativeDir, file: fileOf(file), field, message }, taskName);
    };
    const tomlText = await readText(absoluteDir, 'task.toml', fail);
    if (tomlText === null)
        return fail('task.toml', null, 'task.toml is missing: every task folder needs one');
    let config;
    try {
        config = (0,task_config/* parseTaskConfig */.Rr)(tomlText, fileOf('task.toml'));
    }
    catch (error) {
        if (error instanceof errors/* TaskConfigError */.or)
            return fail('task.toml', error.field, error.detail);
        throw error;
    }
    taskName = config.task.name ?? taskName;
    // A multi-step task's prompts are its steps' (Harbor never reads the root instruction.md then).
    const steps = await loadSteps(absoluteDir, config, fail);
    if (steps.length === 0)
        await checkUndeclaredSteps(absoluteDir, fail);
    const instruction = steps.length > 0
        ? steps.map((s) => `## Step ${s.config.name}\n\n${s.instruction}`).join('\n\n')
        : await readInstruction(absoluteDir, 'instruction.md', fail);
    if (steps.length === 0 && !(await isFile(absoluteDir, 'tests/test.sh'))) {
        return fail('tests/test.sh', null, 'tests/test.sh is missing: the verifier must write /logs/verifier/reward.txt');
    }
    if (config.environment.dockerImage === null && !(await isFile(absoluteDir, 'environment/Dockerfile'))) {
        return fail('environment/Dockerfile', null, 'environment/Dockerfile is missing: add one, or name a prebuilt image with [environment] docker_image = "..."');
    }
    const solutionDir = (await isFile(absoluteDir, 'solution/solve.sh'))
        ? (0,external_node_path_.resolve)(absoluteDir, 'solution')
        : null;
    const digests = await digestFolder(absoluteDir);
    const { checksum, environmentHash } = taskHashes(digests, config.environment.dockerImage);
    const composeSource = { dir: absoluteDir, name: taskName, config, environmentHash, digests };
    const compose = await loadCompose(composeSource, fail);
    checkServiceNames(config, compose, fail);
    if (config.verifier.mode === 'separate' && (await isFile(absoluteDir, 'tests/docker-compose.yaml')))
        return fail('tests/docker-compose.yaml', null, 'a docker-compose verifier environment is not supported by this version of helios; run it with Harbor');
    return {
        id: taskId(taskName, checksum),
        name: taskName,
        checksum,
        environmentHash,
        dir: absoluteDir,
        relativeDir,
        instruction,
        config,
        hasSolution: steps.length > 0 ? steps.every((s) => s.solutionDir !== null) : solutionDir !== null,
        testsDirs: (await isDirectory(absoluteDir, 'tests')) ? [(0,external_node_path_.resolve)(absoluteDir, 'tests')] : [],
        solutionDir,
        steps,
        verifierImage: config.verifier.mode === 'separate'
            ? await verifierImageSource(absoluteDir, config, digests, environmentHash)
            : null,
        compose,
        // From the checksum's walk of every file: discovery warns about these without a walk of its own.
        nestedTaskFiles: digests
            .map((digest) => digest.path)
            .filter((path) => path.endsWith('/task.toml') && !/(^|\/)(node_modules|\.git)\//.test(path)),
    };
}
/** tests/Dockerfile, else [verifier.environment] docker_image, else the task's own image. */
async function verifierImageSource(dir, config, digests, environmentHash) {
    if (await isFile(dir, 'tests/Dockerfile')) {
        const files = digests
            .filter((f) => f.path.startsWith('tests/'))
            .map((f) => ({ path: f.path.slice('tests/'.length), sha256: f.sha256 }));
        return { contextDir: (0,external_node_path_.resolve)(dir, 'tests'), dockerImage: null, hash: combineDigests(files) };
    }
    const image = config.verifier.environment?.dockerImage ?? null;
    if (image !== null)
        return { contextDir: null, dockerImage: image, hash: '' };
    return { contextDir: null, dockerImage: null, hash: environmentHash };
}
/** Step folders in a task without `[[steps]]` and without instruction.md: the steps were not declared. */
async function checkUndeclaredSteps(dir, fail) {
    if (await isFile(dir, 'instruction.md'))
        return;
    const folders = await subfolders(dir, 'steps');
    const steps = [];
    for (const name of folders)
        if (await isFile(dir, `steps/${name}/instruction.md`))
            steps.push(name);
    if (steps.length === 0)
        return;
    fail('task.toml', 'steps', `instruction.md is missing and task.toml declares no [[steps]], but ${steps.map((n) => `steps/${n}/`).join(', ')} hold step instructions: declare each in order, e.g. [[steps]] name = "${steps[0]}"`);
}
async function readInstruction(dir, file, fail) {
    const instruction = await readText(dir, file, fail);
    if (instruction === null)
        return fail(file, null, `${file} is missing: write the task prompt there`);
    if (instruction.trim() === '')
        return fail(file, null, `${file} is empty: write the task prompt there`);
    return instruction;
}
/**
 * `steps/<name>/` of each `[[steps]]` entry: its instruction (required), tests on top of the task's
 * (a test.sh in one of them), solution (else the task's), workdir. Checked here, before any build.
 */
async function loadSteps(dir, config, fail) {
    const declared = config.steps.map((s) => s.name);
    // A folder no step names is a typo of one (whose own folder is then missing) or dead content.
    const stray = config.steps.length > 0 ? (await subfolders(dir, 'steps')).find((n) => !declared.includes(n)) : undefined;
    if (stray !== undefined)
        return fail(`steps/${stray}`, null, `steps/${stray}/ is not a step: no [[steps]] entry in task.toml is named ${stray} (steps: ${declared.join(', ')}); rename the folder or the step`);
    const rootSolution = (await isFile(dir, 'solution/solve.sh')) ? (0,external_node_path_.resolve)(dir, 'solution') : null;
    const rootTests = (await isDirectory(dir, 'tests')) ? [(0,external_node_path_.resolve)(dir, 'tests')] : [];
    const steps = [];
    for (const step of config.steps) {
        const at = `steps/${step.name}`;
        const instruction = await readInstruction(dir, `${at}/instruction.md`, fail);
        const ownTests = (await isDirectory(dir, `${at}/tests`)) ? [(0,external_node_path_.resolve)(dir, at, 'tests')] : [];
        if (!(await isFile(dir, `${at}/tests/test.sh`)) && !(await isFile(dir, 'tests/test.sh')))
            return fail(`${at}/tests/test.sh`, null, `step ${step.name} has no verifier: add ${at}/tests/test.sh, or tests/test.sh for every step`);
        let solutionDir = rootSolution;
        if (await isDirectory(dir, `${at}/solution`)) {
            if (!(await isFile(dir, `${at}/solution/solve.sh`)))
                return fail(`${at}/solution/solve.sh`, null, `${at}/solution/ has no solve.sh: add it, or remove the folder to use solution/solve.sh`);
            solutionDir = (0,external_node_path_.resolve)(dir, at, 'solution');
        }
        steps.push({
            config: step,
            dir: (0,external_node_path_.resolve)(dir, at),
            instruction,
            testsDirs: [...rootTests, ...ownTests],
            solutionDir,
            workdirDir: (await isDirectory(dir, `${at}/workdir`)) ? (0,external_node_path_.resolve)(dir, at, 'workdir') : null,
        });
    }
    return steps;
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

/***/ 97504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export didYouMean */
// "Did you mean": the known name a mistyped one was most likely meant to be. One helper for every
// list a user types names from (CLI flags and commands, action inputs and their values, bench.toml
// and task.toml fields, agents, providers, catalogued models). Pure.
/**
 * The candidate `name` most likely misspells, or null when none is close or two are equally
 * close (a guess between two would mislead). Case, `-` versus `_`, a transposition, a dropped or
 * extra letter all count; a unique prefix of at least 3 characters names its candidate, and
 * breaks a tie.
 */
function closest(name, candidates) {
    const key = normalize(name);
    const size = [...key].length;
    if (size === 0)
        return null;
    const same = candidates.filter((c) => normalize(c) === key);
    if (same.length > 0)
        return same.length === 1 && same[0] !== name ? same[0] : null;
    // Up to a third of the name may differ: `concurency` finds `concurrency`, `x` finds nothing.
    const limit = Math.min(Math.max(1, Math.floor(size / 3)), size - 1);
    let best = [];
    let bestDistance = limit + 1;
    for (const candidate of new Set(candidates)) {
        // Capped one above the best so far: below the cap the distance is exact, so a tie is real.
        const d = distance(key, normalize(candidate), bestDistance + 1);
        if (d < bestDistance)
            [best, bestDistance] = [[candidate], d];
        else if (d === bestDistance && d <= limit)
            best.push(candidate);
    }
    if (best.length === 1)
        return best[0];
    // A tie goes to the one candidate the name begins (`cpu`: `cpus`, not `tpu`), else to none.
    if (best.length > 1)
        return unique(best.filter((c) => normalize(c).startsWith(key)));
    return size < 3 ? null : unique([...new Set(candidates)].filter((c) => normalize(c).startsWith(key)));
}
function unique(names) {
    return names.length === 1 ? names[0] : null;
}
/** ` (did you mean X?)`, or '' when nothing is close: `show` quotes the name as the message does. */
function didYouMean(name, candidates, show = (c) => c) {
    const match = closest(name, candidates);
    return match === null ? '' : ` (did you mean ${show(match)}?)`;
}
function normalize(name) {
    return name.trim().toLowerCase().replace(/_/g, '-');
}
/**
 * Optimal string alignment distance over code points (an adjacent swap is one edit), or `cap`
 * as soon as it cannot be below `cap`: a very long bogus name costs no quadratic time.
 */
function distance(a, b, cap) {
    const s = [...a];
    const t = [...b];
    if (Math.abs(s.length - t.length) >= cap)
        return cap;
    let before = new Array(t.length + 1).fill(0);
    let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
    for (let i = 1; i <= s.length; i++) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= t.length; j++) {
            const cost = s[i - 1] === t[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
                d = Math.min(d, before[j - 2] + 1);
            current.push(d);
            rowMin = Math.min(rowMin, d);
        }
        if (rowMin >= cap)
            return cap;
        [before, previous] = [previous, current];
    }
    return Math.min(previous[t.length], cap);
}


/***/ })

};
