export const id = 4256;
export const ids = [4256];
export const modules = {

/***/ 86968:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  exportCommand: () => (/* binding */ exportCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/attempt-result.ts + 4 modules
var attempt_result = __webpack_require__(75685);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/run/agents/atif.ts
var atif = __webpack_require__(80852);
;// CONCATENATED MODULE: ./src/results/sharegpt.ts
// Training data from ATIF trajectories, in the ShareGPT form batch trajectory runners write: one
// `trajectories.jsonl` line per attempt (`conversations` of human/gpt/tool turns, tool stats,
// completion flags) and `statistics.json` over the export. Pure: the CLI reads and writes.


const turnSchema = schemas/* object */.Ikc({
    from: schemas/* enum */.k5n(['system', 'human', 'gpt', 'tool']),
    value: schemas/* string */.YjP(),
    /** gpt turns: the calls it made, as the model sent them. */
    tool_calls: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP(), arguments: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()) }))
        .optional(),
    /** gpt turns: the model's reasoning, when it sent any. */
    reasoning: schemas/* string */.YjP().optional(),
});
const toolStatSchema = schemas/* object */.Ikc({
    count: schemas/* number */.aig().int(),
    success: schemas/* number */.aig().int(),
    failure: schemas/* number */.aig().int(),
});
const sharegptEntrySchema = schemas/* object */.Ikc({
    prompt_index: schemas/* number */.aig().int().min(0),
    conversations: schemas/* array */.YOg(turnSchema).min(1),
    metadata: schemas/* object */.Ikc({
        task_name: schemas/* string */.YjP(),
        task_id: schemas/* string */.YjP(),
        attempt: schemas/* number */.aig().int().min(1),
        run_id: schemas/* string */.YjP(),
        agent: schemas/* string */.YjP(),
        model: schemas/* string */.YjP().nullable(),
        timestamp: schemas/* string */.YjP(),
        status: schemas/* string */.YjP(),
        reward: schemas/* number */.aig(),
    }),
    /** The agent ended on its own (a final answer), not stopped by a timeout, a limit or an error. */
    completed: schemas/* boolean */.zMY(),
    partial: schemas/* boolean */.zMY(),
    /** Model requests: the trajectory's agent steps. */
    api_calls: schemas/* number */.aig().int().min(0),
    toolsets_used: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Every tool of the export, zero where this attempt did not call it (one schema for every line). */
    tool_stats: schemas/* record */.g1P(schemas/* string */.YjP(), toolStatSchema),
    tool_error_counts: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().int()),
});
/** A tool result that says it failed: a non-zero exit the built-in agent reports, or an error line. */
const FAILED_RESULT = /\[exit code [1-9]\d*\]|^(error|Error|ERROR)\b/;
function turnsOf(step) {
    if (step.source === 'system')
        return [{ from: 'system', value: step.message }];
    if (step.source === 'user')
        return [{ from: 'human', value: step.message }];
    const gpt = { from: 'gpt', value: step.message };
    if (step.tool_calls?.length)
        gpt.tool_calls = step.tool_calls.map((c) => ({
            id: c.tool_call_id,
            name: c.function_name,
            arguments: c.arguments,
        }));
    if (step.reasoning_content)
        gpt.reasoning = step.reasoning_content;
    const results = step.observation?.results ?? [];
    return [gpt, ...results.map((r) => ({ from: 'tool', value: (0,atif/* contentText */.Tf)(r.content) }))];
}
/** Per tool of this trajectory: calls, and how many results said they failed. */
function toolCounts(trajectory) {
    const counts = new Map();
    for (const step of trajectory.steps) {
        const failed = new Set((step.observation?.results ?? [])
            .filter((r) => FAILED_RESULT.test((0,atif/* contentText */.Tf)(r.content)))
            .map((r) => r.source_call_id));
        for (const call of step.tool_calls ?? []) {
            const entry = counts.get(call.function_name) ?? { count: 0, failure: 0 };
            entry.count++;
            if (failed.has(call.tool_call_id))
                entry.failure++;
            counts.set(call.function_name, entry);
        }
    }
    return counts;
}
/** One line per attempt, tool stats normalised to `allTools` (every tool of the export). */
function sharegptEntry(attempt, index, allTools) {
    const { trajectory, result } = attempt;
    const counts = toolCounts(trajectory);
    const tool_stats = {};
    const tool_error_counts = {};
    for (const tool of allTools) {
        const c = counts.get(tool) ?? { count: 0, failure: 0 };
        tool_stats[tool] = { count: c.count, success: c.count - c.failure, failure: c.failure };
        tool_error_counts[tool] = c.failure;
    }
    const agentSteps = trajectory.steps.filter((s) => s.source === 'agent');
    const last = agentSteps.at(-1);
    const completed = last !== undefined && !last.tool_calls?.length && result.status !== 'error' && !result.timed_out.agent;
    return {
        prompt_index: index,
        conversations: trajectory.steps.flatMap(turnsOf),
        metadata: {
            task_name: result.task_name,
            task_id: result.task_id,
            attempt: result.attempt,
            run_id: result.run_id,
            agent: result.agent,
            model: result.model,
            timestamp: result.started_at,
            status: result.status,
            reward: result.reward,
        },
        completed,
        partial: !completed,
        api_calls: agentSteps.length,
        toolsets_used: [...counts.keys()].sort(),
        tool_stats,
        tool_error_counts,
    };
}
/** Every tool any of the attempts called, sorted: the keys every line's tool stats carry. */
function toolsOf(attempts) {
    return [...new Set(attempts.flatMap((a) => [...toolCounts(a.trajectory).keys()]))].sort();
}
/** Agent turns with reasoning (native thinking, or the scratchpad some models write). */
function hasReasoning(trajectory) {
    return trajectory.steps.some(stepHasReasoning);
}
function stepHasReasoning(step) {
    return (step.source === 'agent' && (!!step.reasoning_content || step.message.includes('<REASONING_SCRATCHPAD>')));
}
function exportStatistics(entries, kept, discarded) {
    const tool_usage = {};
    for (const entry of entries)
        for (const [tool, s] of Object.entries(entry.tool_stats)) {
            const t = (tool_usage[tool] ??= { count: 0, success: 0, failure: 0, success_rate: null });
            t.count += s.count;
            t.success += s.success;
            t.failure += s.failure;
            t.success_rate = t.count > 0 ? t.success / t.count : null;
        }
    const agentTurns = kept.flatMap((a) => a.trajectory.steps.filter((s) => s.source === 'agent'));
    const withReasoning = agentTurns.filter(stepHasReasoning).length;
    const passed = kept.filter((a) => a.result.status === 'passed').length;
    return {
        samples: entries.length,
        samples_discarded: discarded,
        completed: entries.filter((e) => e.completed).length,
        partial: entries.filter((e) => e.partial).length,
        api_calls: entries.reduce((sum, e) => sum + e.api_calls, 0),
        tool_usage,
        reasoning: {
            agent_turns: agentTurns.length,
            with_reasoning: withReasoning,
            coverage: agentTurns.length > 0 ? withReasoning / agentTurns.length : null,
        },
        success_rate: kept.length > 0 ? passed / kept.length : null,
    };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/summary-file.ts
var summary_file = __webpack_require__(29273);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/cli/export.ts
// `helios export RUN… --format sharegpt|atif`: the runs' trajectories as training data (see
// results/sharegpt.ts). Each attempt's agent/trajectory.json is read and checked; one that is
// missing or unreadable is counted and named, never a crash that loses the others.








const FORMATS = ['sharegpt', 'atif'];
const HELP = `Usage: helios export <run folder…> [options]

Writes the runs' agent trajectories as training data: trajectories.jsonl (one attempt a line)
and statistics.json (tool usage, success rate, reasoning coverage, what was left out).

  --format F            sharegpt (default): conversations of human/gpt/tool turns, tool stats,
                        completed/partial, api_calls; atif: each line {task_name, attempt,
                        status, reward, trajectory} with the ATIF trajectory as it is
  -o, --output DIR      where to write (default: export)
  --passed-only         only attempts that passed
  --min-reward X        only attempts whose reward is at least X
  --drop-no-reasoning   leave out attempts in which no agent turn carries reasoning

Exit code: 0; 2 when a run folder cannot be read or a flag is wrong.`;
async function exportCommand(argv) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        format: { type: 'string' },
        output: { type: 'string', short: 'o' },
        'passed-only': { type: 'boolean' },
        'min-reward': { type: 'string' },
        'drop-no-reasoning': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length === 0)
        throw new args/* UsageError */.eb(`helios export needs a run folder.\n\n${HELP}`);
    const format = (0,args/* stringFlag */.AM)(values, 'format') ?? 'sharegpt';
    if (!(0,narrow/* isOneOf */.EK)(FORMATS, format))
        throw new args/* UsageError */.eb(`--format is '${format}'; use ${FORMATS.join(' or ')}.`);
    const filters = {
        passedOnly: values['passed-only'] === true,
        minReward: values['min-reward'] === undefined ? null : (0,args/* numberFlag */.C$)(values, 'min-reward', 0, -1e9, 1e9),
        dropNoReasoning: values['drop-no-reasoning'] === true,
    };
    const output = (0,args/* stringFlag */.AM)(values, 'output') ?? 'export';
    const { attempts, unreadable } = await readAttempts(positionals);
    for (const line of unreadable)
        process.stderr.write(`helios export: skipped ${line}\n`);
    const { kept, discarded } = filter(attempts, filters);
    const tools = toolsOf(kept);
    // Each ShareGPT line is checked against the published shape; the statistics come from them in
    // either format (ATIF lines carry the trajectories as they are).
    const entries = kept.map((attempt, index) => sharegptEntrySchema.parse(sharegptEntry(attempt, index, tools)));
    const lines = format === 'atif' ? kept.map(atifLine) : entries;
    const statistics = {
        format,
        ...exportStatistics(entries, kept, { ...discarded, no_trajectory: unreadable.length }),
    };
    await (0,promises_.mkdir)(output, { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(output, 'trajectories.jsonl'), lines.map((l) => JSON.stringify(l)).join('\n') + (lines.length ? '\n' : ''));
    await (0,promises_.writeFile)((0,external_node_path_.join)(output, 'statistics.json'), `${JSON.stringify(statistics, null, 2)}\n`);
    process.stderr.write(summaryLine(statistics, output));
    return 0;
}
function atifLine({ trajectory, result }) {
    return {
        task_name: result.task_name,
        attempt: result.attempt,
        status: result.status,
        reward: result.reward,
        trajectory,
    };
}
function summaryLine(statistics, output) {
    const left = Object.values(statistics.samples_discarded).reduce((a, b) => a + b, 0);
    return `${statistics.samples} attempt(s) written to ${(0,external_node_path_.join)(output, 'trajectories.jsonl')}; ${left} left out (statistics.json says why)\n`;
}
function filter(attempts, filters) {
    const discarded = { not_passed: 0, below_min_reward: 0, no_reasoning: 0 };
    const kept = attempts.filter(({ trajectory, result }) => {
        if (filters.passedOnly && result.status !== 'passed')
            return (void discarded.not_passed++, false);
        if (filters.minReward !== null && result.reward < filters.minReward)
            return (void discarded.below_min_reward++, false);
        if (filters.dropNoReasoning && !hasReasoning(trajectory))
            return (void discarded.no_reasoning++, false);
        return true;
    });
    return { kept, discarded };
}
/** Every attempt of every run, in task then attempt order; what cannot be read is named. */
async function readAttempts(runs) {
    const attempts = [];
    const unreadable = [];
    for (const run of runs) {
        const file = await (0,summary_file/* summaryFileAt */.EZ)(run);
        const summary = await (0,summary_file/* readSummary */.L_)(file);
        const runDir = (0,external_node_path_.dirname)(file);
        for (const task of summary.tasks)
            for (let attempt = 1; attempt <= task.statuses.length; attempt++) {
                const dir = (0,external_node_path_.join)(runDir, task.output_dir, `attempt_${String(attempt).padStart(3, '0')}`);
                const read = await readAttempt(dir);
                if (typeof read === 'string')
                    unreadable.push(read);
                else
                    attempts.push(read);
            }
    }
    return { attempts, unreadable };
}
async function readAttempt(dir) {
    const resultFile = (0,external_node_path_.join)(dir, 'result.json');
    const trajectoryFile = (0,external_node_path_.join)(dir, 'agent', 'trajectory.json');
    try {
        const result = (0,attempt_result/* parseAttemptResult */.cF)(await (0,promises_.readFile)(resultFile, 'utf8'), resultFile);
        const text = await (0,promises_.readFile)(trajectoryFile, 'utf8').catch(() => null);
        if (text === null)
            return `${trajectoryFile}: no trajectory (the agent wrote none)`;
        const parsed = atif/* atifTrajectorySchema */.bx.safeParse(JSON.parse(text));
        if (!parsed.success)
            return `${trajectoryFile}: not an ATIF trajectory (${parsed.error.issues[0]?.message})`;
        return { trajectory: parsed.data, result };
    }
    catch (error) {
        return `${dir}: ${error instanceof Error ? error.message : String(error)}`;
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

/***/ 80852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QH: () => (/* binding */ ATIF_SCHEMA_VERSION),
/* harmony export */   Tf: () => (/* binding */ contentText),
/* harmony export */   bx: () => (/* binding */ atifTrajectorySchema)
/* harmony export */ });
/* unused harmony exports atifMetricsSchema, atifToolCallSchema, atifObservationSchema, atifStepSchema, atifFinalMetricsSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64377);
// `agent/trajectory.json` is Harbor's Agent Trajectory Interchange Format (ATIF), the format its
// viewer, analysis tools and leaderboard read. The schema is written from the RFC
// (docs/rfcs/0001-trajectory-format.md in Harbor, v1.4): unknown fields are refused, step ids run
// from 1, agent-only fields appear on agent steps only, and every observation names a tool call
// of its own step (or none).

const ATIF_SCHEMA_VERSION = 'ATIF-v1.4';
const extra = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J());
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
/** ISO 8601 date-time, with a zone (what every agent log we read gives, and what viewers parse). */
const timestamp = zod__WEBPACK_IMPORTED_MODULE_1__/* .datetime */ .w$({ offset: true });
const atifMetricsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** All input tokens of the call, cached ones included. */
    prompt_tokens: count.optional(),
    completion_tokens: count.optional(),
    /** The cached subset of prompt_tokens. */
    cached_tokens: count.optional(),
    cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().optional(),
    prompt_token_ids: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int()).optional(),
    completion_token_ids: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int()).optional(),
    logprobs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()).optional(),
    extra: extra.optional(),
})
    .strict()
    .refine((m) => (m.cached_tokens ?? 0) <= (m.prompt_tokens ?? Infinity), {
    message: 'cached_tokens is part of prompt_tokens, so it cannot exceed it',
    path: ['cached_tokens'],
});
const atifToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tool_call_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    function_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    arguments: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
})
    .strict();
const subagentRefSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ session_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), trajectory_path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), extra: extra.optional() })
    .strict();
/** ATIF's multimodal content: text, or an image kept beside the trajectory (`path` relative to it). */
const contentPartSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('text'), text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('image'),
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ media_type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    })
        .strict(),
]);
/** The text of a result's content (image parts left out). */
function contentText(content) {
    if (content === undefined || typeof content === 'string')
        return content ?? '';
    return content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
}
const atifObservationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    results: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        source_call_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
        content: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(contentPartSchema)]).optional(),
        subagent_trajectory_ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(subagentRefSchema).optional(),
    })
        .strict()),
})
    .strict();
const atifStepSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    step_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    timestamp: timestamp.optional(),
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['system', 'user', 'agent']),
    model_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    reasoning_effort: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reasoning_content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(atifToolCallSchema).optional(),
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
const atifFinalMetricsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    total_prompt_tokens: count.optional(),
    total_completion_tokens: count.optional(),
    total_cached_tokens: count.optional(),
    total_cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().optional(),
    total_steps: count.optional(),
    extra: extra.optional(),
})
    .strict();
const atifTrajectorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(ATIF_SCHEMA_VERSION),
    session_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    agent: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        model_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        extra: extra.optional(),
    })
        .strict(),
    steps: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(atifStepSchema),
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
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


/***/ }),

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
