export const id = 2122;
export const ids = [2122];
export const modules = {

/***/ 2122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  confirmCommand: () => (/* binding */ confirmCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/gate-comparison.ts
var gate_comparison = __webpack_require__(80477);
// EXTERNAL MODULE: ./src/results/confirm.ts
var results_confirm = __webpack_require__(74630);
// EXTERNAL MODULE: ./src/results/confirm-rounds.ts + 1 modules
var confirm_rounds = __webpack_require__(88085);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/results/confirm-plan-record.ts
var confirm_plan_record = __webpack_require__(32588);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/summary-file.ts
var summary_file = __webpack_require__(29273);
;// CONCATENATED MODULE: ./src/cli/confirm-sequence.ts
// A confirmation sequence kept beside the head run folder, so that a later `helios confirm` (a
// nightly adding rounds) goes on with it rather than starting again: `<head>-confirm-plan.json`,
// written before round 2 when --confirm-rounds is more than 1, and the rounds' run folders
// (`<head>-confirm`, `-confirm-base`, `-confirm-3`, …). Only a sequence begun anytime-valid may
// go on: a single round's verdict spent its one look.






/** `<head run folder>-<suffix>`: where a round of the sequence runs. */
function roundFolder(headDir, suffix) {
    return `${(0,external_node_path_.resolve)(headDir)}-${suffix}`;
}
function planFile(headDir) {
    return `${(0,external_node_path_.resolve)(headDir)}-confirm-plan.json`;
}
/** Written before round 2 of a sequence of several rounds: what a later invocation goes on from. */
async function writeSequencePlan(headDir, first, settings) {
    await (0,promises_.writeFile)(planFile(headDir), `${JSON.stringify((0,confirm_plan_record/* confirmPlanRecord */.Fu)(first, settings))}\n`);
}
/**
 * The sequence an earlier invocation left beside `headDir`, or null when it left none (no round 2
 * folder); `alpha`: this invocation's level. Refused, with the fix, when it cannot go on: a single round (no plan), or a round 1 that
 * is not this one (the runs or --confidence changed since).
 */
async function earlierSequence(headDir, first, alpha) {
    const round2 = roundFolder(headDir, 'confirm');
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(round2, 'run_summary.json')))
        return null;
    const name = (0,external_node_path_.basename)(round2);
    if (!(0,external_node_fs_.existsSync)(planFile(headDir)))
        throw new args/* UsageError */.eb(`${name} holds a confirmation round run with --confirm-rounds 1: its verdict spent its one look, and more rounds on top of it would raise the false-alarm rate. Move ${name} aside to start a new sequence, with --confirm-rounds 2 or more if you mean to add rounds later.`);
    const text = await (0,promises_.readFile)(planFile(headDir), 'utf8');
    const record = (0,confirm_plan_record/* parseConfirmPlanRecord */.gU)(text, planFile(headDir));
    // This invocation's round 1 and level, with the sequence's own round sizes.
    const again = JSON.stringify((0,confirm_plan_record/* confirmPlanRecord */.Fu)(first, { ...record, alpha }));
    if (again !== text.trim())
        throw new args/* UsageError */.eb(`${planFile(headDir)} was written for another round 1 (the base or head run, or --confidence, changed since the sequence began): a sequence goes on only over the round 1 it began with. Give the same runs and flags, or move ${name} and the plan aside to start anew.`);
    const base = roundFolder(headDir, 'confirm-base');
    const rounds = [
        {
            head: await (0,summary_file/* readSummary */.L_)(round2),
            base: (0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(base, 'run_summary.json')) ? await (0,summary_file/* readSummary */.L_)(base) : null,
        },
    ];
    for (let round = 3;; round++) {
        const dir = roundFolder(headDir, `confirm-${round}`);
        if (!(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(dir, 'run_summary.json')))
            break;
        rounds.push({ head: await (0,summary_file/* readSummary */.L_)(dir), base: null });
    }
    return { rounds, record };
}
/** The tasks round 2 ran: the only ones a later round may run. */
function roundTwoTasks(rounds) {
    const round2 = rounds[0]?.head;
    return round2 === undefined ? [] : round2.tasks.map((t) => t.task_id);
}

// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(87496);
// EXTERNAL MODULE: ./src/run/agents/index.ts + 8 modules
var agents = __webpack_require__(80725);
// EXTERNAL MODULE: ./src/run/agents/preflight.ts
var preflight = __webpack_require__(78423);
// EXTERNAL MODULE: ./src/run/providers/engine.ts + 1 modules
var engine = __webpack_require__(59165);
// EXTERNAL MODULE: ./src/run/runner.ts + 37 modules
var runner = __webpack_require__(88531);
// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: ./src/settings/gate.ts
var gate = __webpack_require__(33270);
// EXTERNAL MODULE: ./src/settings/run.ts
var run = __webpack_require__(84404);
// EXTERNAL MODULE: ./src/cli/resume.ts + 1 modules
var resume = __webpack_require__(38530);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
// EXTERNAL MODULE: ./src/cli/agent-network-flag.ts
var agent_network_flag = __webpack_require__(14779);
;// CONCATENATED MODULE: ./src/cli/confirm.ts
// `helios confirm BASE HEAD_RUN TASKS`: the confirmation round on a laptop. Compares the head run
// folder with the base summary as `helios compare` does; when that first round is borderline, runs
// the suspect tasks again (with the head run's own agent, command and model) into
// `<head run>-confirm` and, with `--base-run`, half of each task's share with the base run's agent
// (on `--base-tasks`, the base commit's tasks) into `<head run>-confirm-base`, then prints the
// verdict over both rounds (confirm.ts). With `--confirm-rounds N` the budget is split into up to N
// rounds: after each, the e-process (confirm-eprocess.ts) decides or the next round goes to the
// tasks still undecided, into `<head run>-confirm-3`, `-confirm-4`, …


















const HELP = `Usage: helios confirm <base run> <head run folder> <tasks-dir> [options]

Compares the head run with the base; when the result is borderline (the gate failed, a task is
labelled regressed or named a suspect, or the drop is near significant), runs the suspect tasks
again with the head run's agent and model into <head run folder>-confirm, and prints the verdict
over both rounds. A clear first round is final. With --confirm-rounds N the budget is split into
up to N rounds, each given to the tasks still undecided, and the verdict is anytime-valid: it
stops as soon as the evidence decides (docs/gate.md, "Anytime-valid confirmation"). Run the same
command again later with a larger N (a nightly adding rounds) and it goes on with the rounds on
disk; a single round's folder is refused (its verdict spent its one look).

  --confirm-attempts B  the round's budget: a share of the head's attempts (default ${gate/* GATE_SETTINGS */.C['confirm-attempts'].default}) or a number
      --confirm-rounds N  rounds at most (default ${gate/* GATE_SETTINGS */.C['confirm-rounds'].default}); more than one: the e-process's
                        verdict, rounds 3 on into <head run folder>-confirm-3, -confirm-4, …
      --base-run DIR    the base's run folder: half of each task's share runs with its agent and
                        model too, into <head run folder>-confirm-base (fresh base attempts undo
                        round 1's luck on the base side: more power for the same budget)
      --base-tasks DIR  the tasks as the base ran them, e.g. a worktree of the base commit
                        (default: <tasks-dir>)
      --base-agent-command CMD  the base's command for a command/host-command agent
  --k K                 pass@k to gate on (default ${gate/* GATE_SETTINGS */.C.k.default}; falls back to the largest common k)
  --confidence C        (default ${gate/* GATE_SETTINGS */.C.confidence.default})
  --min-effect X        (default ${gate/* GATE_SETTINGS */.C['min-effect'].default})
  -n, --concurrency N   attempts running at once (default ${run/* RUN_SETTINGS */._t.concurrency.default})
      --agent-env NAMES host env vars passed to the agent phase only
      --agent-command CMD  the command of a command/host-command agent (the run folder does not
                        keep it as given)
      --agent-network host  attempt containers share the host network (a model server on
                        localhost), as the runs being confirmed did
      --timeout-multiplier X  multiply agent and verifier timeouts (default ${run/* RUN_SETTINGS */._t['timeout-multiplier'].default})

Exit code: 1 when the final verdict fails the gate; 0 otherwise; 2 on a usage error.`;
const FLAGS = {
    'confirm-attempts': { type: 'string' },
    'confirm-rounds': { type: 'string' },
    k: { type: 'string' },
    confidence: { type: 'string' },
    'min-effect': { type: 'string' },
    concurrency: { type: 'string', short: 'n' },
    'agent-env': { type: 'string', multiple: true },
    'agent-command': { type: 'string' },
    'base-run': { type: 'string' },
    'base-tasks': { type: 'string' },
    'base-agent-command': { type: 'string' },
    'agent-network': { type: 'string' },
    'timeout-multiplier': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
async function confirmCommand(argv) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, FLAGS);
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const [baseFile, headDir, tasksDir] = positionals;
    if (positionals.length !== 3 || baseFile === undefined || headDir === undefined || tasksDir === undefined)
        throw new args/* UsageError */.eb(`helios confirm needs three arguments.\n\n${HELP}`);
    const base = await (0,summary_file/* readSummary */.L_)(baseFile);
    const head = await (0,summary_file/* readSummary */.L_)(headDir);
    const { comparison: first, options, kWarning: warning } = (0,gate_comparison/* gateComparison */.p)(base, head, gateFlags(values));
    if (warning !== null)
        process.stderr.write(`warning: ${warning}\n`);
    const budget = budgetFlag((0,args/* stringFlag */.AM)(values, 'confirm-attempts'), head.totals.attempts);
    const baseRunDir = (0,args/* stringFlag */.AM)(values, 'base-run');
    if (baseRunDir === undefined && (values['base-tasks'] || values['base-agent-command']))
        throw new args/* UsageError */.eb('--base-tasks and --base-agent-command need --base-run (the base run folder).');
    // Checked before anything runs: a bad value is not found after round 2's first side has run.
    const agentNetwork = (0,agent_network_flag/* agentNetworkFlag */.O)(values);
    const timeoutMultiplier = (0,args/* runSettingFlag */.k9)(values, 'timeout-multiplier');
    const rounds = (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C['confirm-rounds']);
    // Each round a share of the budget: the later rounds spend it only where it is still needed.
    const perRound = Math.floor(budget / rounds);
    if (budget > 0 && perRound < 1)
        throw new args/* UsageError */.eb(`--confirm-rounds ${rounds} splits the budget of ${budget} attempt(s) into rounds of none: give fewer rounds or a larger --confirm-attempts.`);
    const at = { values, headDir, tasksDir, label: head.label, agentNetwork, timeoutMultiplier };
    const alpha = (0,results_confirm/* confirmationAlpha */.aS)(options);
    const earlier = await earlierSequence(headDir, first, alpha);
    if (earlier !== null)
        return goOn(at, { base, head, first, options, rounds, perRound: earlier.record.perRound }, earlier.rounds);
    const plan = (0,results_confirm/* planConfirmation */.HW)(first, perRound, { base: baseRunDir !== undefined, rounds });
    if (plan.tasks.length === 0) {
        process.stdout.write(`${(0,terminal/* renderTerminal */.b)(first, {})}\nNo confirmation round: ${plan.reason === null ? 'the first round is clear' : `the first round is borderline (${plan.reason}) but no task stands out`}; this verdict is final.\n`);
        return first.conclusion === 'failure' ? 1 : 0;
    }
    const ids = plan.tasks.map((t) => t.taskId);
    const headSide = await sideOf(headDir, tasksDir, (0,args/* stringFlag */.AM)(values, 'agent-command'), ids, 'head', agentNetwork);
    const baseSide = baseRunDir === undefined || plan.tasks[0].baseAttempts === 0
        ? null
        : await sideOf(baseRunDir, (0,args/* stringFlag */.AM)(values, 'base-tasks') ?? tasksDir, (0,args/* stringFlag */.AM)(values, 'base-agent-command'), ids, 'base', agentNetwork);
    const runRound = await roundRunner(at);
    const { attempts, baseAttempts } = plan.tasks[0];
    // A sequence of several rounds may go on in a later invocation: its round 1, kept before round 2.
    if (rounds > 1)
        await writeSequencePlan(headDir, first, { rounds, perRound, alpha, ...results_confirm/* CONFIRM_ATTEMPT_LIMITS */.uv });
    process.stderr.write(`Confirmation round (${plan.reason}): ${ids.length} task(s) × ${attempts} more attempt(s)${baseSide ? ` and ${baseAttempts} base attempt(s)` : ''}\n`);
    const extra = await runRound(headSide, attempts, 'confirm');
    const extraBase = baseSide === null ? null : await runRound(baseSide, baseAttempts, 'confirm-base');
    const comparison = rounds === 1
        ? (0,results_confirm/* confirmedComparison */.d$)(base, head, extra, options, extraBase, first).comparison
        : await laterRounds({ base, head, first, options, rounds, perRound }, [{ head: extra, base: extraBase }], headRounds(runRound, headSide));
    process.stdout.write(`${(0,terminal/* renderTerminal */.b)(comparison, {})}\n`);
    return comparison.conclusion === 'failure' ? 1 : 0;
}
/** Rounds 3 on: the head side's tasks the plan picked, into `-confirm-<round>`. */
function headRounds(runRound, headSide) {
    return (taskIds, count, round) => runRound({ ...headSide, tasks: headSide.tasks.filter((t) => taskIds.includes(t.id)) }, count, `confirm-${round}`);
}
/** Runs one side's round into `<head run folder>-<suffix>`, beside the head run folder. */
async function roundRunner({ values, headDir, label, agentNetwork, timeoutMultiplier, }) {
    const { provider } = await (0,engine/* openEngine */.F5)();
    return (side, attempts, suffix) => (0,runner/* runBenchmark */.ff)({
        tasks: side.tasks,
        agent: side.agent,
        model: side.model,
        attempts,
        concurrency: (0,args/* runSettingFlag */.k9)(values, 'concurrency'),
        outputDir: (0,external_node_path_.dirname)((0,external_node_path_.resolve)(headDir)),
        runId: `${(0,external_node_path_.basename)((0,external_node_path_.resolve)(headDir))}-${suffix}`,
        label,
        agentEnvNames: (0,args/* listFlag */.v6)(values, 'agent-env'),
        agentNetwork,
        timeoutMultiplier,
        provider,
    });
}
/**
 * Rounds 3 on after round 2 (`done`), `rounds` confirmation rounds in all: each goes to the tasks
 * the e-process has not yet decided, until it decides or the rounds run out; the verdict over
 * every round, anytime-valid.
 */
async function laterRounds(s, done, run) {
    const alpha = (0,results_confirm/* confirmationAlpha */.aS)(s.options);
    for (let round = done.length + 2; round <= s.rounds + 1; round++) {
        const next = (0,confirm_rounds/* planLaterRound */.S)(s.first, done, s.perRound, alpha, results_confirm/* CONFIRM_ATTEMPT_LIMITS */.uv);
        if (next === null)
            break;
        process.stderr.write(`Confirmation round ${round} (E = ${next.e.toFixed(1)} of the ${Number(next.threshold.toPrecision(6))} that fails it): ${next.taskIds.length} task(s) × ${next.attempts} more attempt(s)\n`);
        done.push({ head: await run(next.taskIds, next.attempts, round), base: null });
    }
    return (0,results_confirm/* sequentialComparison */.LC)(s.base, s.head, done, s.options, s.first, { anytime: true }).comparison;
}
/**
 * A later invocation over a sequence begun with --confirm-rounds > 1: the rounds up to
 * --confirm-rounds in all, after those already run, each to the tasks still undecided.
 */
async function goOn(at, s, done) {
    const ids = roundTwoTasks(done);
    const command = (0,args/* stringFlag */.AM)(at.values, 'agent-command');
    const headSide = await sideOf(at.headDir, at.tasksDir, command, ids, 'head', at.agentNetwork);
    const more = Math.max(0, s.rounds - done.length);
    process.stderr.write(`Going on with the confirmation sequence beside the head run: ${done.length} round(s) so far, ${more === 0 ? `none more (--confirm-rounds ${s.rounds})` : `up to ${more} more`}\n`);
    // The engine is opened only for a round to run: the verdict over the rounds on disk needs none.
    let runner;
    const lazy = async (...round) => (runner ??= await roundRunner(at))(...round);
    const comparison = await laterRounds(s, done, headRounds(lazy, headSide));
    process.stdout.write(`${(0,terminal/* renderTerminal */.b)(comparison, {})}\n`);
    return comparison.conclusion === 'failure' ? 1 : 0;
}
function budgetFlag(setting, headAttempts) {
    try {
        return (0,results_confirm/* confirmBudget */.My)(setting ?? gate/* GATE_SETTINGS */.C['confirm-attempts'].default, headAttempts, '--confirm-attempts');
    }
    catch (error) {
        throw new args/* UsageError */.eb((0,narrow/* messageOf */.bD)(error));
    }
}
/** One side's round 2: the suspect tasks as that side ran them, and its recorded agent and model. */
async function sideOf(runDir, tasksDir, commandFlag, ids, side, agentNetwork) {
    const wanted = new Set(ids);
    const { tasks } = await (0,discover/* discoverTasks */._6)(tasksDir);
    const picked = tasks.filter((t) => wanted.has(t.id));
    if (picked.length < ids.length)
        throw new args/* UsageError */.eb(`${tasksDir} does not have ${ids.length - picked.length} of the suspect tasks as the ${side} ran them (same name and content): ${side === 'head' ? "check out the head's commit" : "give --base-tasks a checkout of the base's commit"}`);
    const recorded = await (0,resume/* readRecordedSettings */.i8)(runDir);
    const command = commandFlag ?? recorded.agentCommand;
    const agent = { name: recorded.agent ?? 'oracle', ...(command ? { command } : {}) };
    const model = recorded.model ?? null;
    (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(agent, model), process.env, agentNetwork);
    return { tasks: picked, agent, model };
}
/** The gate's flags; no quarantine here: the round re-tests what the first round compared. */
function gateFlags(values) {
    return {
        k: (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C.k),
        confidence: (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C.confidence),
        minEffect: (0,args/* settingFlag */.Fi)(values, gate/* GATE_SETTINGS */.C['min-effect']),
        failOnError: false,
        quarantine: [],
    };
}


/***/ }),

/***/ 87496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ renderTerminal)
/* harmony export */ });
/* harmony import */ var _results_verdict_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36043);
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
    const leftOut = (0,_results_verdict_text_js__WEBPACK_IMPORTED_MODULE_0__/* .leftOutText */ .jG)(c);
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

/***/ 80477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ gateComparison)
/* harmony export */ });
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10013);
/* harmony import */ var _quarantine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3464);
// The gate's comparison as both `helios compare` and the action's report make it: quarantined
// tasks set apart, pass@k lowered to what both runs have (with a warning), then compareRuns.
// One pipeline, so a laptop and a PR reach the same verdict from the same summaries.


function gateComparison(base, head, request) {
    const split = (0,_quarantine_js__WEBPACK_IMPORTED_MODULE_1__/* .splitQuarantined */ .zn)(base, head, request.quarantine);
    const { k, warning } = (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .commonK */ .bP)(request.k, split.base, split.head);
    const options = {
        k,
        confidence: request.confidence,
        minEffect: request.minEffect,
        failOnError: request.failOnError,
    };
    return { comparison: (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .compareRuns */ .qB)(split.base, split.head, options), split, options, kWarning: warning };
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


/***/ })

};
