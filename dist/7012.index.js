export const id = 7012;
export const ids = [7012];
export const modules = {

/***/ 3421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalCommand: () => (/* binding */ evalCommand),
  summarizeCommand: () => (/* binding */ summarizeCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/bench-config.ts
var bench_config = __webpack_require__(57023);
;// CONCATENATED MODULE: ./src/results/rollouts.ts
/** A run's rollout id: its run id without the `_<label>` that `--config` appends. */
function rolloutIdOf(summary) {
    const suffix = `_${summary.label}`;
    return summary.run_id.endsWith(suffix) && summary.run_id.length > suffix.length
        ? summary.run_id.slice(0, -suffix.length)
        : summary.run_id;
}
/** A label of the config called `name`: the name itself, or the name and `-<agent or model id>`. */
function isLabelOf(label, name) {
    return label === name || label.startsWith(`${name}-`);
}
/** The runs grouped by rollout, oldest first; each rollout's runs by label. */
function groupRollouts(runs) {
    const byId = new Map();
    for (const run of runs) {
        const id = rolloutIdOf(run.summary);
        byId.set(id, [...(byId.get(id) ?? []), run]);
    }
    return [...byId.entries()]
        .map(([id, list]) => ({
        id,
        startedAt: list.map((r) => r.summary.started_at).sort()[0],
        runs: [...list].sort((a, b) => a.summary.label.localeCompare(b.summary.label)),
    }))
        .sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id));
}
/**
 * The rollouts chosen: the latest, the one named (its whole id, or the id's timestamp part:
 * `20250824_123456` for `batch_20250824_123456`), or all. Null: the named one is not there.
 */
function pickRollouts(rollouts, choice) {
    if ('all' in choice)
        return [...rollouts];
    if ('latest' in choice)
        return rollouts.length ? [rollouts.at(-1)] : null;
    const wanted = choice.rollout;
    const exact = rollouts.filter((r) => r.id === wanted);
    const found = exact.length ? exact : rollouts.filter((r) => r.id.endsWith(`_${wanted}`));
    return found.length === 1 ? found : null;
}
function rolloutRows(rollout) {
    return rollout.runs.map(({ dir, summary }) => {
        const { totals } = summary;
        return {
            label: summary.label,
            agent: summary.agent,
            model: summary.model,
            dir,
            tasks: totals.tasks,
            attempts: totals.attempts,
            passed: totals.passed,
            pass_at_1: totals.pass_at_k['1'] ?? null,
            k: summary.attempts,
            pass_at_k: totals.pass_at_k[String(summary.attempts)] ?? null,
            mean_reward: totals.mean_reward,
            duration_sec: summary.duration_sec,
            cost_usd: totals.usage?.cost_usd ?? null,
        };
    });
}
/** Every task any run of the rollout took, by name, with each label's cell. */
function rolloutTasks(rollout) {
    const rows = new Map();
    for (const { summary } of rollout.runs)
        for (const task of summary.tasks) {
            const row = rows.get(task.task_name) ?? { task_name: task.task_name, runs: {} };
            row.runs[summary.label] = {
                passed: task.successes,
                attempts: task.n,
                errors: task.errors,
                mean_reward: task.mean_reward,
            };
            rows.set(task.task_name, row);
        }
    return [...rows.values()].sort((a, b) => a.task_name.localeCompare(b.task_name));
}

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/rollout-text.ts
// `helios summarize` and `helios eval` on a terminal: a rollout's labels side by side (totals), or
// its tasks by label (each task's passes and mean reward). Pure text from the rollout's rows.


/** Columns padded to their widest cell, two spaces apart; the first left-aligned, the rest right. */
function table(rows) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows
        .map((r) => r
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd())
        .join('\n');
}
const rate = (value) => (value === null ? '—' : (0,format/* percent */.KN)(value));
function heading(rollout) {
    const n = rollout.runs.length;
    return `Rollout ${rollout.id} (${n} run${n === 1 ? '' : 's'}, started ${rollout.startedAt})`;
}
/** Each label's totals: tasks, passes, pass@1, pass@k, mean reward, duration, cost. */
function rolloutSummaryText(rollout) {
    const rows = rolloutRows(rollout);
    const header = [
        'label',
        'agent',
        'model',
        'tasks',
        'passed',
        'pass@1',
        'pass@k',
        'mean reward',
        'duration',
        'cost',
    ];
    const body = rows.map((r) => [
        r.label,
        r.agent,
        r.model ?? '—',
        String(r.tasks),
        `${r.passed}/${r.attempts}`,
        rate(r.pass_at_1),
        r.k > 1 ? `${rate(r.pass_at_k)} (k=${r.k})` : '—',
        r.mean_reward.toFixed(3),
        `${r.duration_sec.toFixed(1)}s`,
        r.cost_usd === null ? '—' : `$${r.cost_usd.toFixed(2)}`,
    ]);
    const folders = rows.map((r) => `  ${r.label}: ${r.dir}`);
    return `${heading(rollout)}\n\n${table([header, ...body])}\n\nRun folders:\n${folders.join('\n')}\n`;
}
function cell(c) {
    if (c === undefined)
        return '—';
    const errors = c.errors > 0 ? ` +${c.errors} err` : '';
    return `${c.passed}/${c.attempts}${errors} ${c.mean_reward.toFixed(3)}`;
}
/** Each task by label: passes/attempts (errors apart) and mean reward; `—` where a run left it out. */
function rolloutEvalText(rollout) {
    const labels = rollout.runs.map((r) => r.summary.label);
    const body = rolloutTasks(rollout).map((t) => [t.task_name, ...labels.map((l) => cell(t.runs[l]))]);
    const totals = rolloutRows(rollout).map((r) => `${r.passed}/${r.attempts} ${r.mean_reward.toFixed(3)}`);
    return [
        heading(rollout),
        'Each cell: passed/attempts and mean reward.',
        '',
        table([['task', ...labels], ...body, ['all tasks', ...totals]]),
        '',
    ].join('\n');
}
/** One line per rollout, oldest first: what `summarize <name>` shows without --latest or --rollout. */
function rolloutListText(name, rollouts) {
    const rows = rollouts.map((r) => {
        const runs = rolloutRows(r);
        const passed = runs.reduce((sum, x) => sum + x.passed, 0);
        const attempts = runs.reduce((sum, x) => sum + x.attempts, 0);
        return [
            r.id,
            r.startedAt,
            String(runs.length),
            `${passed}/${attempts}`,
            runs.map((x) => x.label).join(', '),
        ];
    });
    return `${name}: ${rollouts.length} rollout(s); --latest or --rollout <id> shows one\n\n${table([['rollout', 'started', 'runs', 'passed', 'labels'], ...rows])}\n`;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/summary-file.ts
var summary_file = __webpack_require__(29273);
;// CONCATENATED MODULE: ./src/cli/rollouts.ts
// `helios summarize` and `helios eval`: the TOML rollout runner's verbs over a bench config's runs.
// A rollout is one `helios batch --config` invocation: its runs share a base run id, one run
// folder `<output>/<run-id>_<label>` per label. The target is the config's name, its file, an
// output folder or one run folder.








const TARGET = `<name | bench.toml | output folder | run folder>`;
const OPTIONS = `  --latest          the newest rollout (the default)
  --rollout ID      the rollout with this base run id (batch_20250824_123456), or its
                    timestamp part (20250824_123456)
  -o, --output DIR  where the runs are, for a name or a bench.toml (default output)
  --json            the same as JSON on stdout`;
const SUMMARIZE_HELP = `Usage: helios summarize ${TARGET} [options]

Each run (label) of a rollout of a bench config: tasks, passes, pass@1, pass@k, mean reward,
duration, cost, and its run folder. A rollout is one helios batch --config invocation.

${OPTIONS}
  --all             every rollout, one line each (oldest first)

Exit code: 0; 2 when no run matches or a summary cannot be read.`;
const EVAL_HELP = `Usage: helios eval ${TARGET} [options]

A rollout's tasks by label: each task's passed/attempts (errors apart) and mean reward, and the
totals of each label's run. A task a label's run left out (a [[tasks]] model list) shows —.

${OPTIONS}

Exit code: 0; 2 when no run matches or a summary cannot be read.`;
const FLAGS = {
    latest: { type: 'boolean' },
    rollout: { type: 'string' },
    output: { type: 'string', short: 'o' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
async function summarizeCommand(argv) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, { ...FLAGS, all: { type: 'boolean' } });
    if (values['help'])
        return help(SUMMARIZE_HELP);
    const { name, rollouts } = await rolloutsOf(target(positionals, 'summarize', SUMMARIZE_HELP), values);
    const chosen = choose(name, rollouts, values);
    if (values['json'])
        write(JSON.stringify(chosen.map((r) => ({ rollout: r.id, started_at: r.startedAt, runs: rolloutRows(r) })), null, 2));
    else if (values['all'])
        write(rolloutListText(name, chosen));
    else
        write(chosen.map(rolloutSummaryText).join('\n'));
    return 0;
}
async function evalCommand(argv) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, FLAGS);
    if (values['help'])
        return help(EVAL_HELP);
    const { name, rollouts } = await rolloutsOf(target(positionals, 'eval', EVAL_HELP), values);
    const [rollout] = choose(name, rollouts, values);
    if (values['json'])
        write(JSON.stringify({ rollout: rollout.id, runs: rolloutRows(rollout), tasks: rolloutTasks(rollout) }, null, 2));
    else
        write(rolloutEvalText(rollout));
    return 0;
}
function help(text) {
    write(text);
    return 0;
}
function write(text) {
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
function target(positionals, command, helpText) {
    if (positionals.length !== 1)
        throw new args/* UsageError */.eb(`helios ${command} needs one ${TARGET}.\n\n${helpText}`);
    return positionals[0];
}
function choose(name, rollouts, values) {
    const given = ['latest', 'rollout', 'all'].filter((f) => values[f] !== undefined);
    if (given.length > 1)
        throw new args/* UsageError */.eb(`--${given[0]} and --${given[1]} choose differently; give one`);
    const choice = values['all'] === true
        ? { all: true }
        : (0,args/* stringFlag */.AM)(values, 'rollout') !== undefined
            ? { rollout: (0,args/* stringFlag */.AM)(values, 'rollout') }
            : { latest: true };
    const picked = pickRollouts(rollouts, choice);
    if (picked === null)
        throw new args/* UsageError */.eb(`${name} has no rollout ${(0,args/* stringFlag */.AM)(values, 'rollout')} (or more than one ends so); its rollouts: ${rollouts.map((r) => r.id).join(', ')}`);
    return picked;
}
/** The rollouts the target names, and what to call it in messages. */
async function rolloutsOf(path, values) {
    const info = await (0,promises_.stat)(path).catch(() => null);
    if (info?.isDirectory()) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(path, summary_file/* SUMMARY_FILE */.u7)))
            return { name: path, rollouts: groupRollouts([{ dir: path, summary: await (0,summary_file/* readSummary */.L_)(path) }]) };
        const runs = await (0,summary_file/* runsIn */.UN)(path);
        if (runs.length === 0)
            throw new args/* UsageError */.eb(`${path} holds no ${summary_file/* SUMMARY_FILE */.u7} and no run folder with one`);
        return { name: path, rollouts: groupRollouts(await readRuns(path, runs)) };
    }
    const name = info?.isFile() ? await configName(path) : path;
    const output = (0,external_node_path_.resolve)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output');
    if (!(0,external_node_fs_.existsSync)(output))
        throw new args/* UsageError */.eb(`no output folder ${output}; give -o the folder helios batch wrote the runs into`);
    const all = await readRuns(output, await (0,summary_file/* runsIn */.UN)(output));
    const mine = all.filter((run) => isLabelOf(run.summary.label, name));
    if (mine.length === 0) {
        const labels = [...new Set(all.map((r) => r.summary.label))].sort();
        throw new args/* UsageError */.eb(`no run of ${JSON.stringify(name)} in ${output}${labels.length ? ` (its labels: ${labels.join(', ')})` : ''}; run helios batch --config first, or pass -o`);
    }
    return { name, rollouts: groupRollouts(mine) };
}
async function readRuns(dir, names) {
    return Promise.all(names.map(async (n) => ({ dir: (0,external_node_path_.join)(dir, n), summary: await (0,summary_file/* readSummary */.L_)((0,external_node_path_.join)(dir, n)) })));
}
/** A bench config's name (what its labels start with): the file's `name`, else its file name. */
async function configName(file) {
    if (!/\.toml$/i.test(file))
        throw new args/* UsageError */.eb(`${file} is a file but not a bench config (.toml)`);
    try {
        return (0,bench_config/* parseBenchConfig */.U5)(await (0,promises_.readFile)(file, 'utf8'), (0,external_node_path_.basename)(file)).name;
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

/***/ 97912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ LABEL_OWNER_START),
/* harmony export */   BP: () => (/* binding */ ownerIsGone),
/* harmony export */   me: () => (/* binding */ LABEL_OWNER_HOST),
/* harmony export */   rW: () => (/* binding */ LABEL_OWNER_PID),
/* harmony export */   tI: () => (/* binding */ ownerIdentityLabels),
/* harmony export */   u7: () => (/* binding */ localProbe),
/* harmony export */   u8: () => (/* binding */ ownerRecordOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69212);
// Who created an environment, well enough to prove later that it is gone: the owning process's
// host, pid and start (boot id and start tick, Linux's /proc). A pid alone would not do: once its
// process dies the pid may be handed to another, and a living process must never lose its own.



const LABEL_OWNER_HOST = 'helios.owner-host';
const LABEL_OWNER_PID = 'helios.owner-pid';
const LABEL_OWNER_START = 'helios.owner-start';
/**
 * Provably gone: created on this host by a process that no longer runs, or whose pid now belongs
 * to a process that started at another time. Anything unproven (another host, missing labels, a
 * process we cannot read) is alive.
 */
function ownerIsGone(record, probe) {
    if (record.host === null || record.host !== probe.host)
        return false;
    if (record.pid === null || record.start === null)
        return false;
    const start = probe.startOf(record.pid);
    if (start === undefined)
        return false;
    return start === null || start !== record.start;
}
/** An owner's record from one environment's labels. */
function ownerRecordOf(owner, labels) {
    const pid = Number(labels[LABEL_OWNER_PID]);
    return {
        owner,
        host: labels[LABEL_OWNER_HOST] || null,
        pid: Number.isSafeInteger(pid) && pid > 0 ? pid : null,
        start: labels[LABEL_OWNER_START] || null,
    };
}
/** The process's start as Linux tells it: boot id and start tick (field 22 of /proc/<pid>/stat). */
function linuxStart(pid) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch (error) {
        if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .CA)(error) !== 'ENOENT')
            return undefined;
        return existsAsProcess(pid) ? undefined : null;
    }
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields[19];
    return ticks ? `${bootId() ?? 'boot'}.${ticks}` : undefined;
}
function existsAsProcess(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .CA)(error) === 'EPERM';
    }
}
let cachedBootId;
function bootId() {
    if (cachedBootId === undefined) {
        try {
            cachedBootId = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
        }
        catch {
            cachedBootId = null;
        }
    }
    return cachedBootId;
}
/** This machine's processes, as ownerIsGone asks about them. */
function localProbe() {
    return { host: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(), startOf: linuxStart };
}
let ownLabels = null;
/** The labels naming this process as an owner (read once, when first asked: never at import). */
function ownerIdentityLabels() {
    if (ownLabels)
        return ownLabels;
    const start = linuxStart(process.pid);
    ownLabels = {
        [LABEL_OWNER_HOST]: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(),
        [LABEL_OWNER_PID]: String(process.pid),
        ...(start ? { [LABEL_OWNER_START]: start } : {}),
    };
    return ownLabels;
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


/***/ })

};
