export const id = 8498;
export const ids = [8498];
export const modules = {

/***/ 8498:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   confirmCommand: () => (/* binding */ confirmCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17733);
/* harmony import */ var _results_confirm_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99795);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87496);
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22981);
/* harmony import */ var _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78423);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59165);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57543);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38879);
/* harmony import */ var _settings_gate_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(33270);
/* harmony import */ var _settings_run_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(84404);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(77593);
/* harmony import */ var _summary_file_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(29273);
/* harmony import */ var _resume_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(38530);
// `helios confirm BASE HEAD_RUN TASKS`: the confirmation round on a laptop. Compares the head run
// folder with the base summary as `helios compare` does; when that first round is borderline, runs
// the suspect tasks again (with the head run's own agent, command and model) into
// `<head run>-confirm` and, with `--base-run`, half of each task's share with the base run's agent
// (on `--base-tasks`, the base commit's tasks) into `<head run>-confirm-base`, then prints the
// verdict over both rounds (confirm.ts).














const HELP = `Usage: helios confirm <base run> <head run folder> <tasks-dir> [options]

Compares the head run with the base; when the result is borderline (the gate failed, a task is
labelled regressed or named a suspect, or the drop is near significant), runs the suspect tasks
again with the head run's agent and model into <head run folder>-confirm, and prints the verdict
over both rounds. A clear first round is final.

  --confirm-attempts B  the round's budget: a share of the head's attempts (default ${_settings_gate_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_SETTINGS */ .C['confirm-attempts'].default}) or a number
      --base-run DIR    the base's run folder: half of each task's share runs with its agent and
                        model too, into <head run folder>-confirm-base (fresh base attempts undo
                        round 1's luck on the base side: more power for the same budget)
      --base-tasks DIR  the tasks as the base ran them, e.g. a worktree of the base commit
                        (default: <tasks-dir>)
      --base-agent-command CMD  the base's command for a command/host-command agent
  --k K                 pass@k to gate on (default ${_settings_gate_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_SETTINGS */ .C.k.default}; falls back to the largest common k)
  --confidence C        (default ${_settings_gate_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_SETTINGS */ .C.confidence.default})
  --min-effect X        (default ${_settings_gate_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_SETTINGS */ .C['min-effect'].default})
  -n, --concurrency N   attempts running at once (default ${_settings_run_js__WEBPACK_IMPORTED_MODULE_10__/* .RUN_SETTINGS */ ._t.concurrency.default})
      --agent-env NAMES host env vars passed to the agent phase only
      --agent-command CMD  the command of a command/host-command agent (the run folder does not
                        keep it as given)

Exit code: 1 when the final verdict fails the gate; 0 otherwise; 2 on a usage error.`;
async function confirmCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .parse */ .qg)(argv, {
        'confirm-attempts': { type: 'string' },
        k: { type: 'string' },
        confidence: { type: 'string' },
        'min-effect': { type: 'string' },
        concurrency: { type: 'string', short: 'n' },
        'agent-env': { type: 'string', multiple: true },
        'agent-command': { type: 'string' },
        'base-run': { type: 'string' },
        'base-tasks': { type: 'string' },
        'base-agent-command': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length !== 3)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb(`helios confirm needs three arguments.\n\n${HELP}`);
    const [baseFile, headDir, tasksDir] = positionals;
    const base = await (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_12__/* .readSummary */ .L_)(baseFile);
    const head = await (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_12__/* .readSummary */ .L_)(headDir);
    const { k, warning } = (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .commonK */ .bP)((0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .settingFlag */ .Fi)(values, _settings_gate_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_SETTINGS */ .C.k), base, head);
    if (warning !== null)
        process.stderr.write(`warning: ${warning}\n`);
    const options = {
        k,
        confidence: (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .settingFlag */ .Fi)(values, _settings_gate_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_SETTINGS */ .C.confidence),
        minEffect: (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .settingFlag */ .Fi)(values, _settings_gate_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_SETTINGS */ .C['min-effect']),
    };
    const first = (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRuns */ .qB)(base, head, options);
    const budget = budgetFlag((0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .stringFlag */ .AM)(values, 'confirm-attempts'), head.totals.attempts);
    const baseRunDir = (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .stringFlag */ .AM)(values, 'base-run');
    if (baseRunDir === undefined && (values['base-tasks'] || values['base-agent-command']))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb('--base-tasks and --base-agent-command need --base-run (the base run folder).');
    const plan = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_2__/* .planConfirmation */ .HW)(first, budget, { base: baseRunDir !== undefined });
    if (plan.tasks.length === 0) {
        process.stdout.write(`${(0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_3__/* .renderTerminal */ .b)(first, {})}\nNo confirmation round: ${plan.reason === null ? 'the first round is clear' : `the first round is borderline (${plan.reason}) but no task stands out`}; this verdict is final.\n`);
        return first.conclusion === 'failure' ? 1 : 0;
    }
    const ids = plan.tasks.map((t) => t.taskId);
    const headSide = await sideOf(headDir, tasksDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .stringFlag */ .AM)(values, 'agent-command'), ids, 'head');
    const baseSide = baseRunDir === undefined || plan.tasks[0].baseAttempts === 0
        ? null
        : await sideOf(baseRunDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .stringFlag */ .AM)(values, 'base-tasks') ?? tasksDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .stringFlag */ .AM)(values, 'base-agent-command'), ids, 'base');
    const { provider } = await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_6__/* .openEngine */ .F5)();
    const { attempts, baseAttempts } = plan.tasks[0];
    process.stderr.write(`Confirmation round (${plan.reason}): ${ids.length} task(s) × ${attempts} more attempt(s)${baseSide ? ` and ${baseAttempts} base attempt(s)` : ''}\n`);
    const round2 = (side, count, suffix) => (0,_run_runner_js__WEBPACK_IMPORTED_MODULE_7__/* .runBenchmark */ .ff)({
        tasks: side.tasks,
        agent: side.agent,
        model: side.model,
        attempts: count,
        concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .runSettingFlag */ .k9)(values, 'concurrency'),
        outputDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(headDir)),
        runId: `${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(headDir))}-${suffix}`,
        label: head.label,
        agentEnvNames: (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .listFlag */ .v6)(values, 'agent-env'),
        provider,
    });
    const extra = await round2(headSide, attempts, 'confirm');
    const extraBase = baseSide === null ? null : await round2(baseSide, baseAttempts, 'confirm-base');
    const { comparison } = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_2__/* .confirmedComparison */ .d$)(base, head, extra, options, extraBase, first);
    process.stdout.write(`${(0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_3__/* .renderTerminal */ .b)(comparison, {})}\n`);
    return comparison.conclusion === 'failure' ? 1 : 0;
}
function budgetFlag(setting, headAttempts) {
    try {
        return (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_2__/* .confirmBudget */ .My)(setting ?? _settings_gate_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_SETTINGS */ .C['confirm-attempts'].default, headAttempts, '--confirm-attempts');
    }
    catch (error) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb(error.message);
    }
}
/** One side's round 2: the suspect tasks as that side ran them, and its recorded agent and model. */
async function sideOf(runDir, tasksDir, commandFlag, ids, side) {
    const wanted = new Set(ids);
    const { tasks } = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_8__/* .discoverTasks */ ._6)(tasksDir);
    const picked = tasks.filter((t) => wanted.has(t.id));
    if (picked.length < ids.length)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb(`${tasksDir} does not have ${ids.length - picked.length} of the suspect tasks as the ${side} ran them (same name and content): ${side === 'head' ? "check out the head's commit" : "give --base-tasks a checkout of the base's commit"}`);
    const recorded = await (0,_resume_js__WEBPACK_IMPORTED_MODULE_13__/* .readRecordedSettings */ .i8)(runDir);
    const command = commandFlag ?? recorded.agentCommand;
    const agent = { name: recorded.agent ?? 'oracle', ...(command ? { command } : {}) };
    const model = recorded.model ?? null;
    (0,_run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_5__/* .assertAgentCanRun */ .zK)((0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveAgent */ .cT)(agent, model), process.env, null);
    return { tasks: picked, agent, model };
}


/***/ }),

/***/ 38530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i8: () => (/* binding */ readRecordedSettings),
  G9: () => (/* binding */ settle),
  Ah: () => (/* binding */ settleAgentCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/attempt-result.ts + 3 modules
var attempt_result = __webpack_require__(41873);
// EXTERNAL MODULE: ./src/results/schema-error.ts
var schema_error = __webpack_require__(41772);
;// CONCATENATED MODULE: ./src/results/attempt-config.ts
// `config.json`, written into each attempt folder when the attempt starts (so an interrupted run has
// it too). `helios batch --resume` reads the agent and model back from it: only those fields are
// checked here; the rest of the file is a record for people.



/** config.json shares result.json's schema_version (both are written by the same attempt code). */
const ATTEMPT_CONFIG_SCHEMA_VERSIONS = [attempt_result/* ATTEMPT_RESULT_SCHEMA_VERSION */.FL];
const attemptConfigSchema = schemas/* object */.Ikc({
    agent: schemas/* object */.Ikc({
        name: schemas/* string */.YjP().min(1),
        // The argv the agent ran with (AgentDefinition.command), null for host agents; absent is read as null.
        command: schemas/* array */.YOg(schemas/* string */.YjP()).nullable().optional(),
    }),
    model: schemas/* string */.YjP().nullable(),
});
/** The fields resume uses; a SchemaError naming the file and field when the file is not one. */
function parseAttemptConfig(text, file) {
    const raw = (0,schema_error/* parseJsonFile */.OW)(text, file);
    (0,schema_error/* checkSchemaVersion */.yE)(raw, file, ATTEMPT_CONFIG_SCHEMA_VERSIONS, 'helios attempt config');
    const config = (0,schema_error/* validate */.tf)(attemptConfigSchema, raw, file);
    return { agent: config.agent.name, command: config.agent.command ?? null, model: config.model };
}

// EXTERNAL MODULE: ./src/results/run-summary.ts
var run_summary = __webpack_require__(49930);
// EXTERNAL MODULE: ./src/run/redact.ts
var redact = __webpack_require__(68552);
// EXTERNAL MODULE: ./src/run/run-lock.ts
var run_lock = __webpack_require__(802);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/run-start.ts
var run_start = __webpack_require__(89354);
// EXTERNAL MODULE: ./src/cli/summary-file.ts
var summary_file = __webpack_require__(29273);
;// CONCATENATED MODULE: ./src/cli/resume.ts
// `helios batch --resume <run-folder>`: the settings the run was started with, read back from the
// folder, so a resume finishes the same run instead of silently re-running its attempts with
// other flags (another agent re-runs every attempt; a smaller -k drops attempts from the summary).











/**
 * What the run folder says about its run: the summary (written when a run finishes) and the
 * first attempt's config.json (written when an attempt starts, so an interrupted run has it too).
 */
async function readRecordedSettings(runDir) {
    await assertFolder(runDir);
    const recorded = {};
    const summaryFile = (0,external_node_path_.join)(runDir, 'run_summary.json');
    const summaryText = await (0,promises_.readFile)(summaryFile, 'utf8').catch(() => null);
    if (summaryText !== null) {
        const summary = (0,run_summary/* parseRunSummary */.HE)(summaryText, summaryFile);
        Object.assign(recorded, {
            complete: true,
            agent: summary.agent,
            model: summary.model,
            attempts: summary.attempts,
            label: summary.label,
        });
    }
    const start = await (0,run_start/* readRunStart */.Wb)(runDir);
    if (start) {
        recorded.tasks = start.tasks;
        recorded.agent ??= start.agent;
        if (recorded.model === undefined)
            recorded.model = start.model;
        recorded.attempts ??= start.attempts;
        if (!recorded.complete)
            recorded.label ??= start.label;
    }
    for (const taskDir of await (0,promises_.readdir)(runDir, { withFileTypes: true })) {
        if (!taskDir.isDirectory() || !/^\d{3,}_/.test(taskDir.name))
            continue;
        for (const attemptDir of await (0,promises_.readdir)((0,external_node_path_.join)(runDir, taskDir.name)).catch(() => [])) {
            if (!/^attempt_\d+$/.test(attemptDir))
                continue;
            recorded.highestAttempt = Math.max(recorded.highestAttempt ?? 0, Number(attemptDir.slice(8)));
            if (recorded.agentCommand !== undefined)
                continue;
            const config = await readConfig((0,external_node_path_.join)(runDir, taskDir.name, attemptDir, 'config.json'));
            if (!config)
                continue;
            recorded.agent ??= config.agent;
            recorded.model = recorded.model === undefined ? config.model : recorded.model;
            // '' marks that an attempt's file was read but holds no command text to compare with.
            recorded.agentCommand = commandText(config) ?? '';
        }
    }
    if (recorded.agentCommand === '')
        delete recorded.agentCommand;
    if (!recorded.complete &&
        !start &&
        recorded.highestAttempt === undefined &&
        !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(runDir, run_lock/* LOCK_FILE */.FI)))
        throw await notARun(runDir);
    return recorded;
}
const WHAT_TO_PASS = 'pass the run folder an interrupted run printed (<output>/<run-id>)';
/** The path is a folder; a task folder is named as one (the tasks go first, the run after --resume). */
async function assertFolder(runDir) {
    const info = await (0,promises_.stat)(runDir).catch(() => null);
    if (info === null)
        throw new args/* UsageError */.eb(`--resume: ${runDir} does not exist; ${WHAT_TO_PASS}`);
    if (!info.isDirectory())
        throw new args/* UsageError */.eb(`--resume: ${runDir} is a file, not a run folder; ${WHAT_TO_PASS}`);
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(runDir, 'task.toml')))
        throw new args/* UsageError */.eb(`--resume: ${runDir} is a task folder (it holds task.toml), not a run folder; give the tasks first and the run after it: helios batch <tasks> --resume <output>/<run-id>`);
}
/**
 * A folder with no summary, no attempt and no lock holds no run: resuming it would write a new
 * run into it. An output folder (runs inside) names one of its runs.
 */
async function notARun(dir) {
    const runs = await (0,summary_file/* runsIn */.UN)(dir);
    if (runs.length > 0)
        return new args/* UsageError */.eb((0,summary_file/* outputFolderMessage */.hf)(dir, runs, '--resume: '));
    return new args/* UsageError */.eb(`--resume: ${dir} holds no run (no run_summary.json, no attempt folder); ${WHAT_TO_PASS}, or start a new run without --resume`);
}
/**
 * The --agent-command of a resumed run: the flag when it matches what the run recorded (where the
 * record has a secret value masked as ***, any text stands in for it), the recorded text when the
 * flag is missing; an error naming both when they differ, or when the record is masked and the
 * flag missing (the masked text cannot be run).
 */
function settleAgentCommand(given, recorded, runDir) {
    if (recorded === undefined || !recorded.includes(redact/* REDACTED */.XF))
        return settle('--agent-command', given, recorded, runDir, undefined);
    if (given === undefined) {
        throw new args/* UsageError */.eb(`--resume: ${runDir} recorded its --agent-command with a secret value masked (${redact/* REDACTED */.XF}), so it cannot be run from the record: pass --agent-command as when the run started`);
    }
    if (matchesMasked(given, recorded.split(redact/* REDACTED */.XF)))
        return given;
    // The flag may hold the secret value the record masks: it is not echoed.
    throw new args/* UsageError */.eb(`--agent-command is another command but ${runDir} was run with '${recorded}'; --resume finishes a run with its own settings (pass the command the run started with, its masked value included, or start a new run)`);
}
/** `text` is the literal parts in order with anything between them (leftmost match, linear time). */
function matchesMasked(text, parts) {
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (!text.startsWith(first))
        return false;
    let at = first.length;
    for (const part of parts.slice(1, -1)) {
        const found = text.indexOf(part, at);
        if (found < 0)
            return false;
        at = found + part.length;
    }
    return text.length - last.length >= at && text.endsWith(last);
}
/**
 * The --agent-command text the `command` agent ran, from the argv config.json records
 * (`bash -lc <text>`, src/run/agents/index.ts), so a resume with another command is refused and
 * one without the flag runs the same. Null for other agents (host-command records no argv).
 */
function commandText(config) {
    const argv = config.command;
    if (config.agent !== 'command' || argv === null || argv.length !== 3)
        return null;
    return argv[0] === 'bash' && argv[1] === '-lc' ? argv[2] : null;
}
/**
 * An attempt's config.json, or null when the attempt never wrote one (stopped as its folder was
 * made). A file that is there but unreadable stops the resume: guessing the agent could re-run the
 * whole folder with another one.
 */
async function readConfig(file) {
    const text = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    });
    if (text === null)
        return null;
    try {
        return parseAttemptConfig(text, file);
    }
    catch (error) {
        if (!(error instanceof schema_error/* SchemaError */.Ar))
            throw error;
        throw new args/* UsageError */.eb(`--resume: ${error.message}. Remove that attempt folder (${(0,external_node_path_.dirname)(file)}) to run the attempt again, or start a new run.`);
    }
}
/**
 * The recorded value when the flag was not given; the flag's when it agrees; a UsageError naming
 * the flag when it disagrees.
 */
function settle(flag, given, recorded, runDir, fallback) {
    if (given === undefined)
        return recorded ?? fallback;
    if (recorded !== undefined && given !== recorded) {
        throw new args/* UsageError */.eb(`${flag} is '${String(given)}' but ${runDir} was run with '${String(recorded)}'; ` +
            `--resume finishes a run with its own settings (drop ${flag}, or start a new run)`);
    }
    return given;
}


/***/ }),

/***/ 89354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K5: () => (/* binding */ serializeRunStart),
/* harmony export */   QT: () => (/* binding */ RUN_START_FILE),
/* harmony export */   Wb: () => (/* binding */ readRunStart)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80737);
/* harmony import */ var _results_schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41772);
// What `helios batch --resume <run-folder>` needs when the run never wrote its summary (a SIGKILL,
// a lost machine): the tasks folder and the settings it started with, written into the run folder
// before its first attempt. A summary, when there is one, says the same and wins.




const RUN_START_FILE = 'run_start.json';
const runStartSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    /** The tasks folder as given, made absolute. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    agent: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    label: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
function serializeRunStart(start) {
    return `${JSON.stringify(start, null, 2)}\n`;
}
/** Null when the folder has none (a run of an older version, or one that never started). */
async function readRunStart(runDir) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runDir, RUN_START_FILE);
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => null);
    if (text === null)
        return null;
    return (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .validate */ .tf)(runStartSchema, (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonFile */ .OW)(text, file), file);
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
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot read ${file}: ${error.code ?? error.message}`);
    }
    try {
        return (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunSummary */ .HE)(text, file);
    }
    catch (error) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(error instanceof Error ? error.message : String(error));
    }
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

/***/ 87496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ renderTerminal)
/* harmony export */ });
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17733);
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
    const leftOut = (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .leftOutText */ .jG)(c);
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


/***/ })

};
