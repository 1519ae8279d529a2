export const id = 2093;
export const ids = [2093];
export const modules = {

/***/ 69262:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BATCH_ALIASES: () => (/* binding */ BATCH_ALIASES),
  BATCH_HELP: () => (/* binding */ BATCH_HELP),
  BATCH_OPTIONS: () => (/* binding */ BATCH_OPTIONS),
  agentDirFlag: () => (/* binding */ agentDirFlag),
  agentNetworkFlag: () => (/* binding */ agentNetworkFlag),
  agentSpecFromFlags: () => (/* binding */ agentSpecFromFlags),
  batchCommand: () => (/* binding */ batchCommand),
  counted: () => (/* binding */ counted),
  executeRun: () => (/* binding */ executeRun),
  exitCodeOf: () => (/* binding */ exitCodeOf),
  printDiscovery: () => (/* binding */ printDiscovery),
  retriesFlag: () => (/* binding */ retriesFlag),
  runBudgetFlags: () => (/* binding */ runBudgetFlags)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/task/discover.ts + 2 modules
var discover = __webpack_require__(38879);
// EXTERNAL MODULE: ./src/run/agents/index.ts + 1 modules
var agents = __webpack_require__(22981);
// EXTERNAL MODULE: ./src/run/interrupt.ts
var run_interrupt = __webpack_require__(47214);
// EXTERNAL MODULE: ./src/run/agents/preflight.ts
var preflight = __webpack_require__(78423);
// EXTERNAL MODULE: ./src/run/runner.ts + 28 modules
var runner = __webpack_require__(57543);
// EXTERNAL MODULE: ./src/run/write-fault.ts
var write_fault = __webpack_require__(16751);
// EXTERNAL MODULE: ./src/run/schedule.ts
var schedule = __webpack_require__(34592);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/box.ts
var box = __webpack_require__(90799);
// EXTERNAL MODULE: ./src/results/not-run.ts
var not_run = __webpack_require__(18771);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/cli/results-box.ts




/** Task names listed by name before "and N more". */
const NAMED = 5;
function resultsBox(summary, maxWidth) {
    return (0,box/* box */.aP)('Batch Results', resultsLines(summary), maxWidth);
}
function resultsLines(summary) {
    const t = summary.totals;
    return [
        ...(summary.stopped ? [stoppedLine(summary.stopped)] : []),
        ...figureLines(summary),
        `Raw: ${t.passed}/${t.attempts} (${(0,format/* percent */.KN)(t.raw_pass_rate)})`,
        `Failed: ${t.failed}   Errors: ${t.errors}${t.invalid_tasks ? `   Invalid tasks: ${t.invalid_tasks}` : ''}`,
        ...(t.usage ? [(0,box/* usageLine */.U0)(t.usage)] : []),
        `Duration: ${summary.duration_sec.toFixed(1)}s`,
    ];
}
/**
 * `Interrupted: 26 of 30 attempts finished` / `Stopped: 2 of 20 attempts ran: <reason>`; an older
 * summary without the planned count says how many did not start.
 */
function stoppedLine(stopped) {
    const counts = (0,not_run/* finishedOfPlanned */.a)({ stopped });
    const reason = (0,report_escape/* escapeTerminal */.en)(stopped.reason);
    if (stopped.cause === 'interrupted' && counts)
        return `Interrupted: ${counts.finished} of ${counts.planned} attempts finished`;
    if (counts)
        return `Stopped: ${counts.finished} of ${counts.planned} attempts ran: ${reason}`;
    return `Stopped: ${stopped.not_started.length} attempt(s) not started: ${reason}`;
}
/** pass@k, pass@1 and mean reward over the tasks that ran all their attempts, or why there are none. */
function figureLines(summary) {
    const t = summary.totals;
    const notRun = (0,not_run/* notRunTasks */.J)(summary);
    const named = notRun.length === 0 ? [] : [notRunLine(notRun.map((task) => task.task_name))];
    if (t.attempts > 0 && t.passed + t.failed === 0) {
        // Nothing reached a verifier (an unknown model, a refused run): no pass@k of 0 to misread.
        return [
            `No pass@k: all ${t.attempts} attempt(s) errored, none reached a verdict`,
            ...reasonLine(summary),
            ...named,
        ];
    }
    if (t.tasks === 0)
        return [`No pass@k: no task ran all its attempts`, ...named];
    const k = String(summary.attempts);
    const complete = summary.tasks.filter((task) => task.unfinished === undefined);
    const solved = complete.filter((task) => task.successes > 0).length;
    const over = notRun.length > 0 ? 'tasks that ran all their attempts' : 'tasks';
    const passAtK = t.pass_at_k[k];
    return [
        passAtK === undefined
            ? `pass@${k}: — (a task ran fewer than ${k} attempts)`
            : `pass@${k}: ${(0,format/* percent */.KN)(passAtK)} (${solved}/${t.tasks} ${over})`,
        ...(summary.attempts > 1 && t.pass_at_k['1'] !== undefined
            ? [`pass@1: ${(0,format/* percent */.KN)(t.pass_at_k['1'])}`]
            : []),
        `Mean reward: ${t.mean_reward.toFixed(3)}`,
        ...named,
    ];
}
/** `Not run: a, b, c and 4 more (left out of pass@k)`. */
function notRunLine(names) {
    const shown = names.slice(0, NAMED).map(report_escape/* escapeTerminal */.en).join(', ');
    const more = names.length > NAMED ? ` and ${names.length - NAMED} more` : '';
    return `Not all run: ${shown}${more} (left out of pass@k)`;
}
/** The most frequent error, unless the stopped line already gave the run's reason. */
function reasonLine(summary) {
    if (summary.stopped)
        return [];
    const counts = new Map();
    for (const task of summary.tasks)
        for (const r of task.reasons)
            counts.set(r.reason, (counts.get(r.reason) ?? 0) + r.count);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0];
    return top ? [`Reason: ${(0,report_escape/* escapeTerminal */.en)(top[0])} (${top[1]} of ${summary.totals.attempts})`] : [];
}

// EXTERNAL MODULE: ./src/cli/progress.ts + 1 modules
var cli_progress = __webpack_require__(46046);
// EXTERNAL MODULE: ./src/cli/provider-flag.ts
var provider_flag = __webpack_require__(63552);
// EXTERNAL MODULE: ./src/cli/registry-flag.ts
var registry_flag = __webpack_require__(75278);
// EXTERNAL MODULE: ./src/run/agents/installed/index.ts + 12 modules
var installed = __webpack_require__(97183);
// EXTERNAL MODULE: ./src/cli/resume.ts + 1 modules
var resume = __webpack_require__(38530);
// EXTERNAL MODULE: ./src/cli/run-start.ts
var run_start = __webpack_require__(89354);
// EXTERNAL MODULE: ./src/config/bench-runs.ts
var bench_runs = __webpack_require__(20675);
// EXTERNAL MODULE: ./src/config/load-bench-config.ts
var load_bench_config = __webpack_require__(62410);
// EXTERNAL MODULE: ./src/settings/run.ts
var run = __webpack_require__(84404);
// EXTERNAL MODULE: ./src/cli/output-folder.ts
var output_folder = __webpack_require__(12218);
// EXTERNAL MODULE: ./src/run/agents/model-catalogue.ts
var model_catalogue = __webpack_require__(70301);
;// CONCATENATED MODULE: ./src/cli/batch-config.ts
// `helios batch --config bench.toml`: every run the config names (one per agent × model, each its
// own label) one after the other, each into its own run folder `<output>/<run-id>_<label>`, with
// the config's per-task attempts, timeout multiplier and env. Flags given win over the file.















async function batchFromConfig(values, positionals) {
    if (values['resume'] !== undefined)
        throw new args/* UsageError */.eb('--resume takes one run folder: resume each label of a config run on its own, without --config');
    if (positionals.length > 1)
        throw new args/* UsageError */.eb(`unexpected argument '${positionals[1]}'`);
    const loaded = await (0,load_bench_config/* loadBenchConfig */.z)((0,args/* stringFlag */.AM)(values, 'config') ?? '', positionals[0] ? { tasksDir: (0,external_node_path_.resolve)(positionals[0]) } : {});
    const flags = flagsOf(values);
    const config = (0,bench_runs/* withFlags */.WW)(loaded.config, flags);
    const runs = (0,bench_runs/* benchRuns */.NP)(config);
    const tasksRoot = loaded.tasksRoot;
    const found = await (0,discover/* discoverTasks */._6)(tasksRoot, {
        pattern: (0,args/* stringFlag */.AM)(values, 'pattern') ?? config.pattern ?? undefined,
        include: config.include,
        exclude: config.exclude,
    });
    // The file's own globs must match; an --include given here replaces its list.
    (0,bench_runs/* checkGlobsMatch */.Nv)(flags.include ? { ...loaded.config, include: [] } : loaded.config, found.names);
    if (found.tasks.length === 0 && found.invalid.length === 0)
        throw new args/* UsageError */.eb(`no tasks found under ${tasksRoot} (config ${loaded.config.file})`);
    // Every run's agent can start (keys, network) before the first one does.
    const specs = runs.map((run) => agentSpecOf(values, config, run));
    runs.forEach((run, i) => (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(specs[i], run.model?.model ?? null), process.env, agentNetworkFlag(values)));
    for (const model of new Set(runs.flatMap((run) => (run.model ? [run.model.model] : [])))) {
        const typo = (0,model_catalogue/* modelTypoWarning */.S)(model);
        if (typo !== null)
            process.stderr.write(`warning: ${typo}\n`);
    }
    const shared = await sharedOptions(values, config, found.invalid);
    const { json, quiet } = { json: values['json'] === true, quiet: values['quiet'] === true };
    const baseRunId = (0,args/* stringFlag */.AM)(values, 'run-id') ?? (0,schedule/* defaultRunId */.OX)(new Date());
    const summaries = [];
    let code = 0;
    for (const [i, run] of runs.entries()) {
        const planned = (0,bench_runs/* tasksOfRun */.bT)(config, run, found.tasks);
        if (planned.length === 0) {
            process.stderr.write(`${run.label}: no task runs with this model (the [[tasks]] model lists leave them all out)\n`);
            continue;
        }
        const options = {
            ...shared,
            tasks: planned.map((p) => (0,bench_runs/* withTaskEnv */.lx)(p.task, p.env)),
            taskSettings: planned.map((p) => p.settings),
            // Global numbers: a task's folder is named alike in every label's run.
            taskNumbers: planned.map((p) => found.tasks.indexOf(p.task) + 1),
            agent: specs[i],
            model: run.model?.model ?? null,
            runId: `${baseRunId}_${run.label}`,
            label: run.label,
        };
        // Invalid tasks and ignored fields are said once, before the first run.
        printDiscovery(process.stderr, i === 0 ? found : { invalid: [], warnings: [] }, quiet, {
            ...{ tasks: options.tasks.length, invalid: found.invalid.length, label: run.label },
            ...{ concurrency: options.concurrency, attempts: options.attempts, total: counted(options) },
            ...{ model: options.model, agent: run.agent, output: shared.outputDir },
        });
        const outcome = await executeRun(options, { json, quiet, target: tasksRoot });
        summaries.push(outcome.summary);
        if (outcome.interrupted)
            return run_interrupt/* INTERRUPTED_EXIT_CODE */.C;
        code = Math.max(code, exitCodeOf(outcome.summary));
    }
    if (json)
        process.stdout.write(`${JSON.stringify(summaries, null, 2)}\n`);
    return code;
}
/** What every run of the config shares: flags and the config's run-wide settings. */
async function sharedOptions(values, config, invalidTasks) {
    const concurrency = config.concurrency ?? run/* RUN_SETTINGS */._t.concurrency.default;
    const imageRegistry = await (0,registry_flag/* registryFlag */.m)(values);
    await (0,output_folder/* assertOutputFolder */.g)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output');
    const provider = await (0,provider_flag/* providerFlag */.gk)(values, concurrency);
    return {
        invalidTasks,
        agentNetwork: agentNetworkFlag(values),
        agentDir: agentDirFlag(values),
        onLog: (message) => process.stderr.write(`${message}\n`),
        attempts: config.attempts ?? run/* RUN_SETTINGS */._t.attempts.default,
        concurrency,
        outputDir: (0,external_node_path_.resolve)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output'),
        timeoutMultiplier: config.timeoutMultiplier ?? run/* RUN_SETTINGS */._t['timeout-multiplier'].default,
        agentEnvNames: [...new Set([...config.agentEnv, ...(0,args/* listFlag */.v6)(values, 'agent-env')])],
        retry: { maxRetries: retriesFlag(values) },
        budget: runBudgetFlags(values),
        provider,
        imageRegistry,
    };
}
function flagsOf(values) {
    const given = (flag) => values[flag] !== undefined;
    return {
        ...(given('model') ? { models: [(0,args/* stringFlag */.AM)(values, 'model')] } : {}),
        ...(given('agent') ? { agents: [(0,args/* stringFlag */.AM)(values, 'agent')] } : {}),
        ...(given('attempts') ? { attempts: (0,args/* runSettingFlag */.k9)(values, 'attempts') } : {}),
        ...(given('concurrency') ? { concurrency: (0,args/* runSettingFlag */.k9)(values, 'concurrency') } : {}),
        ...(given('timeout-multiplier')
            ? { timeoutMultiplier: (0,args/* runSettingFlag */.k9)(values, 'timeout-multiplier') }
            : {}),
        ...(given('include') ? { include: (0,args/* listFlag */.v6)(values, 'include') } : {}),
        ...(given('exclude') ? { exclude: (0,args/* listFlag */.v6)(values, 'exclude') } : {}),
    };
}
/** The run's agent: the config's command and cost cap unless a flag gives them. */
function agentSpecOf(values, config, run) {
    const command = (0,args/* stringFlag */.AM)(values, 'agent-command') ?? config.agentCommand ?? undefined;
    if ((run.agent === 'command' || run.agent === 'host-command') && !command)
        throw new args/* UsageError */.eb(`--agent ${run.agent} needs --agent-command "<shell command>"`);
    const spec = agentSpecFromFlags(values, run.agent, command);
    if (spec.limits?.maxCostUsd === undefined && config.maxCostUsd !== null)
        spec.limits = { ...spec.limits, maxCostUsd: config.maxCostUsd };
    return spec;
}

// EXTERNAL MODULE: ./src/run/agents/helios/index.ts + 3 modules
var helios = __webpack_require__(38947);
// EXTERNAL MODULE: ./src/run/agents/reasoning.ts
var reasoning = __webpack_require__(63092);
// EXTERNAL MODULE: ./src/run/agents/types.ts
var types = __webpack_require__(13965);
;// CONCATENATED MODULE: ./src/cli/batch.ts
























const BATCH_OPTIONS = {
    concurrency: { type: 'string', short: 'n' },
    concurrent: { type: 'string' },
    attempts: { type: 'string', short: 'k' },
    'n-attempts': { type: 'string' },
    model: { type: 'string', short: 'm' },
    output: { type: 'string', short: 'o' },
    quiet: { type: 'boolean', short: 'q' },
    pattern: { type: 'string', short: 'p' },
    ...args/* SAMPLE_OPTIONS */.i$,
    agent: { type: 'string', short: 'a' },
    'agent-command': { type: 'string' },
    'agent-env': { type: 'string', multiple: true },
    'agent-version': { type: 'string' },
    'agent-network': { type: 'string' },
    'agent-dir': { type: 'string' },
    'max-turns': { type: 'string' },
    'reasoning-effort': { type: 'string' },
    'reasoning-disabled': { type: 'boolean' },
    'max-tokens': { type: 'string' },
    'max-cost': { type: 'string' },
    'run-max-cost': { type: 'string' },
    'run-max-tokens': { type: 'string' },
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
    'run-id': { type: 'string' },
    label: { type: 'string' },
    resume: { type: 'string' },
    'timeout-multiplier': { type: 'string' },
    retries: { type: 'string' },
    'image-registry': { type: 'string' },
    provider: { type: 'string' },
    namespace: { type: 'string' },
    config: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
/** Helios' spellings, kept as aliases of the action's words (its `concurrency` and `attempts` inputs). */
const BATCH_ALIASES = { concurrent: 'concurrency', 'n-attempts': 'attempts' };
const BATCH_HELP = `Usage: helios batch <tasks-dir> [options]
       helios run <task-dir> [options]
       helios batch --resume <run-folder> [options]
       helios batch --config bench.toml [tasks-dir] [options]

Runs every task k times in Docker and writes <output>/<run-id>/run_summary.json plus one
folder per attempt (result.json, config.json, agent/, verifier/, artifacts/).

  -n, --concurrency N       attempts running at once (default ${run/* RUN_SETTINGS */._t.concurrency.default}; alias --concurrent)
  -k, --attempts K          attempts per task, for pass@k (default ${run/* RUN_SETTINGS */._t.attempts.default}; alias --n-attempts)
  -m, --model NAME          the model: anthropic/claude-sonnet-4-5, openai/gpt-5, google/gemini-2.5-pro,
                            openai-compatible/NAME (… ); without -a it runs the built-in agent
  -o, --output DIR          output folder (default output)
  -q, --quiet               only the aggregate progress
  -p, --pattern GLOB        glob that finds task files (default **/task.toml)
  -a, --agent NAME          helios (built-in, needs -m) | command | host-command | oracle | nop, or an
                            installed CLI: ${Object.keys(installed/* INSTALLED_CLIS */.Dl).join(' | ')}
                            (default: helios with -m, else oracle)
      --agent-command CMD   shell command for command (in the container) or host-command (on the host)
      --agent-env NAMES     host env vars passed to the agent phase only (values redacted)
      --agent-version V     npm version of an installed agent CLI (default: the tested pin)
      --agent-network host  attempt containers share the host network (a model server on localhost)
      --agent-dir DIR       copy DIR into each container at /helios/agent before the agent phase
      --max-turns N         built-in agent: model calls per attempt (default ${helios/* DEFAULT_LIMITS */.dR.maxTurns})
      --reasoning-effort L  built-in agent: the model's reasoning, ${types/* REASONING_EFFORTS */.H.join('|')}
                            (default: the provider's); --reasoning-disabled is none
      --max-tokens N        built-in agent: stop an attempt past this many tokens
      --max-cost USD        built-in agent: stop an attempt past this cost
      --run-max-cost USD    the run's budget: once its finished attempts cost this much, no
                            further attempt starts (those not run are listed, never failures)
      --run-max-tokens N    the same in tokens (input + output) over the run
      --include GLOB        only tasks whose name matches (repeatable)
      --exclude GLOB        skip tasks whose name matches (repeatable)
${(0,args/* sampleHelp */.AR)(28)}
      --run-id ID           run folder name (default batch_<yyyymmdd_hhmmss>)
      --label NAME          benchmark label recorded in the summary (default default)
      --resume RUN_FOLDER   finish an interrupted run: only attempts without a result run
                            (with the run's agent, model, -k and label; a flag that differs is refused)
      --timeout-multiplier X  multiply agent and verifier timeouts (default ${run/* RUN_SETTINGS */._t['timeout-multiplier'].default})
      --retries N           retries of infrastructure errors (default ${run/* RUN_SETTINGS */._t.retries.default})
${registry_flag/* REGISTRY_HELP */.i}
${provider_flag/* PROVIDER_HELP */.QW}
      --config FILE         a bench config (TOML): tasks, models, agents, attempts, per-task
                            overrides; one run folder per label. A flag given here wins over
                            the file, its [[tasks]] entries included
      --json                print run_summary.json on stdout (with --config: an array of them)

Exit code: 0 when every attempt produced a result (passed or failed), 1 when an attempt errored
or a task was invalid, 2 on a usage error, 130 when interrupted.`;
async function batchCommand(argv, single) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, BATCH_OPTIONS, BATCH_ALIASES);
    if (values.help) {
        process.stdout.write(`${BATCH_HELP}\n`);
        return 0;
    }
    if (values.config !== undefined) {
        if (single)
            throw new args/* UsageError */.eb('--config goes with helios batch, not helios run');
        return await batchFromConfig(values, positionals);
    }
    const resumeDir = (0,args/* stringFlag */.AM)(values, 'resume');
    if (positionals.length > 1)
        throw new args/* UsageError */.eb(`unexpected argument '${positionals[1]}'`);
    if (!positionals[0] && !resumeDir)
        throw new args/* UsageError */.eb(`helios ${single ? 'run' : 'batch'} needs a ${single ? 'task' : 'tasks'} folder.\n\n${BATCH_HELP}`);
    const settings = await settleSettings(values, resumeDir);
    // `helios batch --resume RUN` alone: the tasks folder the run recorded when it started.
    const target = positionals[0] ?? settings.recordedTasks;
    if (!target)
        throw new args/* UsageError */.eb(`--resume: ${(0,external_node_path_.resolve)(resumeDir)} does not record its tasks folder (a run of an older helios): give it first, as when the run started: helios batch <tasks> --resume ${resumeDir}`);
    const { model, agent, attempts, concurrency, label } = settings;
    // Before the key check: a misspelt model may also be why that fails.
    const modelTypo = model === null ? null : (0,model_catalogue/* modelTypoWarning */.S)(model);
    if (modelTypo !== null)
        process.stderr.write(`warning: ${modelTypo}\n`);
    // What the agent needs (a key, the host network for a localhost server), before anything is made.
    (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(settings.agentSpec, model), process.env, agentNetworkFlag(values));
    const json = values.json === true;
    const log = process.stderr;
    const found = await discoverBatch(target, values, single);
    const imageRegistry = await (0,registry_flag/* registryFlag */.m)(values);
    const { outputDir, runId } = runFolderOf(values, resumeDir);
    if (!resumeDir)
        await (0,output_folder/* assertOutputFolder */.g)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output');
    const provider = await (0,provider_flag/* providerFlag */.gk)(values, concurrency);
    printDiscovery(log, found, values.quiet === true, {
        ...{ tasks: found.tasks.length, invalid: found.invalid.length },
        ...{ concurrency, attempts, model, agent, output: outputDir },
    });
    const options = {
        tasks: found.tasks,
        invalidTasks: found.invalid,
        agent: settings.agentSpec,
        agentNetwork: agentNetworkFlag(values),
        agentDir: agentDirFlag(values),
        onLog: (message) => log.write(`${message}\n`),
        model,
        attempts,
        concurrency,
        outputDir,
        runId,
        label,
        resume: resumeDir !== undefined,
        timeoutMultiplier: (0,args/* runSettingFlag */.k9)(values, 'timeout-multiplier'),
        agentEnvNames: (0,args/* listFlag */.v6)(values, 'agent-env'),
        retry: { maxRetries: retriesFlag(values) },
        budget: runBudgetFlags(values),
        provider,
        imageRegistry,
        startFiles: {
            [run_start/* RUN_START_FILE */.QT]: (0,run_start/* serializeRunStart */.K5)({
                tasks: (0,external_node_path_.resolve)(target),
                agent,
                model,
                attempts,
                ...(label === undefined ? {} : { label }),
            }),
        },
    };
    const outcome = await executeRun(options, { json, quiet: values.quiet === true, target });
    if (outcome.interrupted)
        return run_interrupt/* INTERRUPTED_EXIT_CODE */.C;
    if (json)
        process.stdout.write(`${JSON.stringify(outcome.summary, null, 2)}\n`);
    return exitCodeOf(outcome.summary);
}
/** 1 when an attempt errored or a task was invalid, else 0. */
function exitCodeOf(summary) {
    return summary.totals.errors > 0 || summary.totals.invalid_tasks > 0 ? 1 : 0;
}
/**
 * One run with a live progress and Ctrl-C handling: the first finishes it as interrupted (finished
 * attempts kept), a second removes all and exits. Prints the results box unless `json`.
 */
async function executeRun(options, view) {
    const log = process.stderr;
    const progress = (0,cli_progress/* createProgress */.m)({ stream: log, quiet: view.quiet, live: log.isTTY === true });
    const interrupt = (0,run_interrupt/* interruptOnSignals */.c)({
        provider: options.provider,
        runIds: [options.runId],
        onFirst: (signal) => log.write(`\n${signal}: stopping — removing containers, keeping finished attempts (again to force)\n`),
    });
    const runDir = (0,external_node_path_.resolve)(options.outputDir, options.runId);
    let summary;
    try {
        summary = await (0,runner/* runBenchmark */.ff)({ ...options, onProgress: progress.onProgress, signal: interrupt.signal });
    }
    catch (error) {
        progress.stop();
        if (error instanceof write_fault/* OutputWriteError */.J1 && error.started)
            error.message += `; make room, then finish it with: helios batch ${view.target} --resume ${runDir}`;
        if (!(error instanceof runner/* RunAbortedError */.$H))
            throw error;
        reportInterrupted(error.summary, { json: view.json, target: view.target, runDir });
        return { summary: error.summary, interrupted: true };
    }
    finally {
        interrupt.dispose();
    }
    progress.stop();
    if (!view.json)
        process.stdout.write(`${resultsBox(summary, process.stdout.columns || undefined)}\nResults: ${runDir}\n`);
    return { summary, interrupted: false };
}
/** Attempts a run plans: each task's own attempts, else the run's. */
function counted(options) {
    return options.tasks.reduce((sum, _, i) => sum + (options.taskSettings?.[i]?.attempts ?? options.attempts ?? 1), 0);
}
/** What discovery found (invalid tasks, grouped warnings), then the header box unless quiet. */
function printDiscovery(log, found, quiet, header) {
    for (const invalid of found.invalid)
        log.write(`${(0,box/* invalidTaskLine */.B3)(invalid)}\n`);
    if (found.sampledOut)
        log.write(`${(0,box/* sampledOutLine */.Ze)(found.sampledOut)}\n`);
    for (const line of (0,box/* taskWarningLines */.jK)(found.warnings))
        log.write(`${line}\n`);
    const skipped = (0,box/* skippedFoldersLine */.KV)(found.skipped ?? []);
    if (skipped !== null)
        log.write(`${skipped}\n`);
    if (!quiet)
        log.write(`${(0,box/* headerBox */.Bq)(header)}\n`);
}
/** Interrupted: containers are gone; the runner summarized what finished, so `--resume` knows the run. */
function reportInterrupted(partial, run) {
    if (run.json)
        process.stdout.write(`${JSON.stringify(partial, null, 2)}\n`);
    else
        process.stdout.write(`${resultsBox(partial, process.stdout.columns || undefined)}\n`);
    // The box says how many finished; this says where they are and how to run the rest.
    process.stderr.write(`Interrupted: the finished attempts are kept in ${run.runDir}\n` +
        `Finish it with: helios batch ${run.target} --resume ${run.runDir}\n`);
}
/**
 * Agent, model, attempts and label from the flags; a resumed run keeps the settings it was
 * started with, and a flag that contradicts them is an error.
 */
async function settleSettings(values, resumeDir) {
    const recorded = resumeDir ? await (0,resume/* readRecordedSettings */.i8)((0,external_node_path_.resolve)(resumeDir)) : {};
    const runFolder = resumeDir ? (0,external_node_path_.resolve)(resumeDir) : '';
    const model = (0,resume/* settle */.G9)('--model', (0,args/* stringFlag */.AM)(values, 'model'), recorded.model, runFolder, null);
    const agent = (0,resume/* settle */.G9)('--agent', (0,args/* stringFlag */.AM)(values, 'agent'), recorded.agent, runFolder, (0,agents/* defaultAgentName */.A5)(undefined, model));
    // Trimmed as the agent runs it (and as config.json records it, which resume compares with).
    const agentCommand = (0,resume/* settleAgentCommand */.Ah)((0,args/* stringFlag */.AM)(values, 'agent-command')?.trim(), recorded.agentCommand, runFolder);
    if ((agent === 'command' || agent === 'host-command') && !agentCommand)
        throw new args/* UsageError */.eb(`--agent ${agent} needs --agent-command "<shell command>"`);
    const agentSpec = agentSpecFromFlags(values, agent, agentCommand);
    // An unknown agent or model is a usage error before anything is printed or created.
    (0,agents/* resolveAgent */.cT)(agentSpec, model);
    if (resumeDir && recorded.attempts === undefined && values['attempts'] === undefined)
        throw new args/* UsageError */.eb(`--resume: ${runFolder} has no run_summary.json nor run_start.json (an interrupted run of an older helios), so its attempts per task are unknown: pass -k/--attempts as when it started`);
    const attempts = (0,resume/* settle */.G9)('--attempts', values['attempts'] === undefined ? undefined : (0,args/* runSettingFlag */.k9)(values, 'attempts'), recorded.attempts, runFolder, 1);
    // A bench config's per-task attempts: a resume with the run's -k would drop the extra attempts.
    if (resumeDir && (recorded.highestAttempt ?? 0) > attempts)
        throw new args/* UsageError */.eb(`--resume: ${runFolder} has attempt_${String(recorded.highestAttempt).padStart(3, '0')} but the run takes ${attempts} attempt(s) per task: pass the -k it started with (a bench config run with per-task attempts cannot be resumed: rerun the config)`);
    const concurrency = (0,args/* runSettingFlag */.k9)(values, 'concurrency');
    const label = (0,resume/* settle */.G9)('--label', (0,args/* stringFlag */.AM)(values, 'label'), recorded.label, runFolder, undefined);
    return { model, agent, agentSpec, attempts, concurrency, label, recordedTasks: recorded.tasks };
}
/** Where the run goes: the resumed folder, or `<output>/<run-id>`. */
function runFolderOf(values, resumeDir) {
    if (resumeDir)
        return { outputDir: (0,external_node_path_.dirname)((0,external_node_path_.resolve)(resumeDir)), runId: (0,external_node_path_.basename)((0,external_node_path_.resolve)(resumeDir)) };
    return {
        outputDir: (0,external_node_path_.resolve)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output'),
        runId: (0,args/* stringFlag */.AM)(values, 'run-id') ?? (0,schedule/* defaultRunId */.OX)(new Date()),
    };
}
async function discoverBatch(target, values, single) {
    const found = await (0,discover/* discoverTasks */._6)((0,external_node_path_.resolve)(target), (0,args/* discoveryFlags */.C8)(values));
    if (single && found.tasks.length + found.invalid.length > 1) {
        throw new args/* UsageError */.eb(`helios run takes one task folder; ${target} holds ${found.tasks.length + found.invalid.length} tasks (use helios batch)`);
    }
    if (found.tasks.length === 0 && found.invalid.length === 0) {
        throw new args/* UsageError */.eb(`no tasks found under ${target} (pattern ${(0,args/* stringFlag */.AM)(values, 'pattern') ?? '**/task.toml'})`);
    }
    return found;
}
function agentSpecFromFlags(values, name, command) {
    const limits = {
        maxTurns: (0,args/* runSettingFlag */.k9)(values, 'max-turns'),
        maxTokens: (0,args/* runSettingFlag */.k9)(values, 'max-tokens'),
        maxCostUsd: (0,args/* runSettingFlag */.k9)(values, 'max-cost'),
    };
    const reasoning = reasoningFlags(values, name);
    return {
        name,
        ...(command ? { command } : {}),
        ...((0,args/* stringFlag */.AM)(values, 'agent-version') ? { version: (0,args/* stringFlag */.AM)(values, 'agent-version') } : {}),
        ...(reasoning ? { reasoning } : {}),
        limits: Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== null)),
    };
}
/** `--reasoning-effort LEVEL` or `--reasoning-disabled` (= none), for the built-in agent only. */
function reasoningFlags(values, agent) {
    const raw = (0,args/* stringFlag */.AM)(values, 'reasoning-effort');
    const disabled = values['reasoning-disabled'] === true;
    if (raw !== undefined && disabled)
        throw new args/* UsageError */.eb('--reasoning-disabled is --reasoning-effort none: give one of them.');
    const level = disabled
        ? 'none'
        : (0,reasoning/* readReasoningEffort */.l)(raw, (fix) => new args/* UsageError */.eb(`--reasoning-effort is '${raw}'; ${fix}.`));
    const refusal = level
        ? (0,reasoning/* reasoningRefusal */.L)(agent, disabled ? '--reasoning-disabled' : '--reasoning-effort')
        : null;
    if (refusal)
        throw new args/* UsageError */.eb(`${refusal}.`);
    return level;
}
function runBudgetFlags(values) {
    return {
        maxCostUsd: (0,args/* runSettingFlag */.k9)(values, 'run-max-cost'),
        maxTokens: (0,args/* runSettingFlag */.k9)(values, 'run-max-tokens'),
    };
}
function agentNetworkFlag(values) {
    const raw = (0,args/* stringFlag */.AM)(values, 'agent-network');
    if (raw === undefined)
        return null;
    if (raw !== 'host')
        throw new args/* UsageError */.eb(`--agent-network is '${raw}'; the only value is host`);
    return 'host';
}
function agentDirFlag(values) {
    const dir = (0,args/* stringFlag */.AM)(values, 'agent-dir');
    return dir ? (0,external_node_path_.resolve)(dir) : null;
}
function retriesFlag(values) {
    return (0,args/* runSettingFlag */.k9)(values, 'retries');
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

/***/ 60841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ eventLine),
/* harmony export */   Z: () => (/* binding */ checkPhases)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' };
const EXPECTED_FAIL_TAGS = {
    passed: 'PASSED, nop should fail:',
    failed: 'failed, as expected:',
    error: 'ERROR',
};
/** The line for an event, or null for events that print nothing on their own. */
function eventLine(event, phase) {
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
            const count = `${String(finished).padStart(String(total).length)}/${total}`;
            const tag = phase?.expect === 'fail' ? EXPECTED_FAIL_TAGS[r.status] : TAGS[r.status];
            return `[${phase ? `${phase.name} ` : ''}${count}] ${tag} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.task_name)} attempt ${r.attempt} (${facts.join(', ')})${reason}`;
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
        case 'run-started': {
            // Refused by this agent before any build: each with its reason, as discovery prints invalid ones.
            const lines = [
                ...(phase ? [phase.intro] : []),
                ...event.refused.map((t) => `invalid task ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.relative_dir)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.message)}`),
            ];
            return lines.length === 0 ? null : lines.join('\n');
        }
        case 'attempt-retry':
            return `       retry ${event.retry} of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task.name)} attempt ${event.attempt} in ${Math.round(event.delayMs / 1000)}s: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason)}`;
        default:
            return null;
    }
}
/** The task check's two runs by run id (run/task-check.ts names them), for eventLine. */
function checkPhases(runIds) {
    return {
        [runIds.oracle]: {
            name: 'oracle',
            expect: 'pass',
            intro: "oracle: each task's solution runs twice; every attempt should pass (a failure flags the task)",
        },
        [runIds.nop]: {
            name: 'nop',
            expect: 'fail',
            intro: 'nop: each task once, with no work done; every attempt should fail (a pass flags the task)',
        },
    };
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

/***/ 63092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ reasoningRefusal),
/* harmony export */   l: () => (/* binding */ readReasoningEffort)
/* harmony export */ });
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97504);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13965);
// The built-in agent's reasoning effort as a flag or an input names it: one word of the levels the
// AI SDK maps to each provider's own setting, the same refusal on every surface.


/** The level, undefined when not given; `refuse(fix)` builds the surface's error. */
function readReasoningEffort(raw, refuse) {
    if (raw === undefined || raw.trim() === '')
        return undefined;
    const level = raw.trim().toLowerCase();
    if (_types_js__WEBPACK_IMPORTED_MODULE_0__/* .REASONING_EFFORTS */ .H.includes(level))
        return level;
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(level, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .REASONING_EFFORTS */ .H);
    const hint = meant ? `did you mean ${meant}? ` : '';
    throw refuse(`${hint}use one of ${_types_js__WEBPACK_IMPORTED_MODULE_0__/* .REASONING_EFFORTS */ .H.join(', ')} (none turns reasoning off)`);
}
/** Only the built-in agent calls the model itself; an installed CLI has its own settings. */
function reasoningRefusal(agent, flag) {
    return agent === 'helios'
        ? null
        : `${flag} reaches only the built-in agent (helios, chosen by -m alone), not ${agent}, which calls its model (if any) itself`;
}


/***/ }),

/***/ 47214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ INTERRUPTED_EXIT_CODE),
/* harmony export */   c: () => (/* binding */ interruptOnSignals)
/* harmony export */ });
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28987);


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
        const provider = (0,_providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .providerOf */ .l)(options);
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

/***/ 57063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZJ: () => (/* binding */ daytonaSettingsFromEnv),
/* harmony export */   t$: () => (/* binding */ DEFAULT_DAYTONA_CONCURRENCY)
/* harmony export */ });
/* unused harmony export DEFAULT_DAYTONA_API_URL */
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2488);
// Daytona's settings from the environment. The key is only ever handed to the SDK (and its
// generated toolbox client, toolbox-files.ts): never logged, never written to a run folder,
// never part of an error message.

const DEFAULT_DAYTONA_API_URL = 'https://app.daytona.io/api';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_DAYTONA_CONCURRENCY = 32;
/** Reads DAYTONA_API_KEY, DAYTONA_API_URL and DAYTONA_TARGET; throws naming what to set. */
function daytonaSettingsFromEnv(env) {
    const apiKey = env.DAYTONA_API_KEY?.trim() ?? '';
    if (!apiKey) {
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq('provider daytona: DAYTONA_API_KEY is not set; create a key in the Daytona dashboard and pass it as a secret (env: DAYTONA_API_KEY: ${{ secrets.DAYTONA_API_KEY }})');
    }
    const apiUrl = env.DAYTONA_API_URL?.trim() || DEFAULT_DAYTONA_API_URL;
    let parsed;
    try {
        parsed = new URL(apiUrl);
    }
    catch {
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq(`provider daytona: DAYTONA_API_URL is not a URL; set it like ${DEFAULT_DAYTONA_API_URL}`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq(`provider daytona: DAYTONA_API_URL must be http(s); set it like ${DEFAULT_DAYTONA_API_URL}`);
    }
    if (parsed.username || parsed.password) {
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq('provider daytona: DAYTONA_API_URL must not carry credentials; put the key in DAYTONA_API_KEY');
    }
    return { apiKey, apiUrl: apiUrl.replace(/\/+$/, ''), target: env.DAYTONA_TARGET?.trim() || null };
}


/***/ }),

/***/ 43576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ daytonaDescriptor)
/* harmony export */ });
/* unused harmony export DAYTONA_CAPABILITIES */
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57063);

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
const OWN_SNAPSHOTS = 'builds its own snapshots and keeps no Docker images';
const daytonaDescriptor = {
    name: 'daytona',
    title: 'Daytona',
    help: 'daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET; at most --concurrency sandboxes at once)',
    capabilities: DAYTONA_CAPABILITIES,
    refuses: {
        'image-registry': OWN_SNAPSHOTS,
        'image-cache': OWN_SNAPSHOTS,
        namespace: 'has no namespaces (provider kubernetes takes one)',
    },
    async create(context) {
        const settings = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .daytonaSettingsFromEnv */ .ZJ)(context.env);
        const { DaytonaProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(4006), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(3758), __webpack_require__.e(5852), __webpack_require__.e(9904), __webpack_require__.e(8949)]).then(__webpack_require__.bind(__webpack_require__, 19028));
        return new DaytonaProvider(settings, { concurrency: context.concurrency });
    },
    // Its settings were checked by create; the first sandbox answers for the service itself.
    async preflight() { },
};


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



const PROVIDERS = [docker_descriptor/* dockerDescriptor */.S, descriptor/* daytonaDescriptor */.E, kubernetes_descriptor/* kubernetesDescriptor */.G];
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
    const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(5388), __webpack_require__.e(1842)]).then(__webpack_require__.bind(__webpack_require__, 5264));
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
// Kubernetes as the CLI, the action and the docs know it: one pod per attempt in one namespace, from
// images this machine builds and pushes to the image registry for the cluster to pull.

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
const kubernetesDescriptor = {
    name: 'kubernetes',
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
        const { KubernetesProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(2901), __webpack_require__.e(9904), __webpack_require__.e(4863)]).then(__webpack_require__.bind(__webpack_require__, 24863));
        if (!context.pushedImages)
            throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq('provider kubernetes: no engine to build its images');
        return new KubernetesProvider(settings, context.pushedImages);
    },
    // Its settings were read by create; the first pod answers for the cluster itself.
    async preflight() { },
};


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
