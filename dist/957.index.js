export const id = 957;
export const ids = [957];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   C$: () => (/* binding */ numberFlag),
/* harmony export */   C8: () => (/* binding */ discoveryFlags),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   k9: () => (/* binding */ runSettingFlag),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   s1: () => (/* binding */ intFlag),
/* harmony export */   v6: () => (/* binding */ listFlag)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_run_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76493);
/* harmony import */ var _flag_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79156);
// Flag parsing for every subcommand, on node:util parseArgs. A bad flag or value is a UsageError
// (exit code 2) whose message names the flag and what it accepts (a typo: the flag it resembles).



class UsageError extends Error {
    name = 'UsageError';
}
/**
 * Parses argv; each `aliases` entry (alias → flag) folds the alias's value into the flag's, so the
 * command reads one name. Giving both with different values is a UsageError.
 */
function parse(argv, options, aliases = {}) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (error) {
        throw new UsageError((0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .flagErrorMessage */ .a)(argv, options, error, aliases));
    }
    const { values } = parsed;
    for (const [alias, flag] of Object.entries(aliases)) {
        if (values[alias] === undefined)
            continue;
        if (values[flag] !== undefined && values[flag] !== values[alias])
            throw new UsageError(`--${alias} and --${flag} are the same flag; give one`);
        values[flag] = values[alias];
        delete values[alias];
    }
    return parsed;
}
function intFlag(values, flag, fallback, min = 1, max = 10_000) {
    const raw = values[flag];
    if (raw === undefined)
        return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
        throw new UsageError(`--${flag} is '${String(raw)}'; use a whole number from ${min} to ${max}.`);
    }
    return n;
}
function numberFlag(values, flag, fallback, min, max) {
    const raw = values[flag];
    if (raw === undefined)
        return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) {
        throw new UsageError(`--${flag} is '${String(raw)}'; use a number from ${min} to ${max}.`);
    }
    return n;
}
/** A run setting shared with the action (src/config/run-settings.ts); not given: its fallback. */
function runSettingFlag(values, name) {
    const raw = values[name];
    return (0,_config_run_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readRunSetting */ .SH)(name, raw === undefined ? undefined : String(raw), (fix) => new UsageError(`--${name} is '${String(raw)}'; ${fix}.`));
}
function stringFlag(values, flag) {
    const raw = values[flag];
    return typeof raw === 'string' && raw !== '' ? raw : undefined;
}
/** Repeatable or comma-separated list flag. */
function listFlag(values, flag) {
    const raw = values[flag];
    const items = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    return items
        .flatMap((item) => String(item).split(','))
        .map((s) => s.trim())
        .filter(Boolean);
}
/** `-p/--pattern`, `--include`, `--exclude`: what discovery takes, the same in every command. */
function discoveryFlags(values) {
    return {
        pattern: stringFlag(values, 'pattern'),
        include: listFlag(values, 'include'),
        exclude: listFlag(values, 'exclude'),
    };
}


/***/ }),

/***/ 36398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pL: () => (/* binding */ agentDirFlag),
  Ot: () => (/* binding */ agentNetworkFlag),
  kH: () => (/* binding */ agentSpecFromFlags),
  cr: () => (/* binding */ batchCommand),
  hS: () => (/* binding */ counted),
  lk: () => (/* binding */ executeRun),
  FO: () => (/* binding */ exitCodeOf),
  AE: () => (/* binding */ printDiscovery),
  $G: () => (/* binding */ retriesFlag),
  aH: () => (/* binding */ runBudgetFlags)
});

// UNUSED EXPORTS: BATCH_ALIASES, BATCH_HELP, BATCH_OPTIONS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: ./src/run/agents/index.ts + 5 modules
var agents = __webpack_require__(41748);
// EXTERNAL MODULE: ./src/run/providers/docker/provider.ts + 8 modules
var provider = __webpack_require__(89041);
// EXTERNAL MODULE: ./src/run/interrupt.ts
var run_interrupt = __webpack_require__(47214);
// EXTERNAL MODULE: ./src/run/agents/preflight.ts
var preflight = __webpack_require__(78423);
// EXTERNAL MODULE: ./src/run/providers/docker/reachable.ts
var reachable = __webpack_require__(28330);
// EXTERNAL MODULE: ./src/run/runner.ts + 27 modules
var runner = __webpack_require__(4193);
// EXTERNAL MODULE: ./src/run/write-fault.ts
var write_fault = __webpack_require__(16751);
// EXTERNAL MODULE: ./src/run/schedule.ts
var schedule = __webpack_require__(34592);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/box.ts
var box = __webpack_require__(90799);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/provider-flag.ts
var provider_flag = __webpack_require__(63552);
// EXTERNAL MODULE: ./src/cli/registry-flag.ts
var registry_flag = __webpack_require__(75278);
// EXTERNAL MODULE: ./src/run/agents/installed/index.ts + 11 modules
var installed = __webpack_require__(73066);
// EXTERNAL MODULE: ./src/cli/resume.ts + 1 modules
var resume = __webpack_require__(38530);
// EXTERNAL MODULE: ./src/config/bench-runs.ts
var bench_runs = __webpack_require__(20675);
// EXTERNAL MODULE: ./src/config/load-bench-config.ts
var load_bench_config = __webpack_require__(62410);
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
    const concurrency = config.concurrency ?? 2;
    const remote = (0,provider_flag/* remoteProviderFlag */.iA)(values, concurrency);
    const docker = (0,provider/* dockerClient */._)();
    const imageRegistry = await (0,registry_flag/* registryFlag */.m)(values);
    await (0,output_folder/* assertOutputFolder */.g)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output');
    if (!remote)
        await (0,reachable/* assertDockerReachable */.CD)(docker);
    return {
        invalidTasks,
        agentNetwork: agentNetworkFlag(values),
        agentDir: agentDirFlag(values),
        onLog: (message) => process.stderr.write(`${message}\n`),
        attempts: config.attempts ?? 1,
        concurrency,
        outputDir: (0,external_node_path_.resolve)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output'),
        timeoutMultiplier: config.timeoutMultiplier ?? 1,
        agentEnvNames: [...new Set([...config.agentEnv, ...(0,args/* listFlag */.v6)(values, 'agent-env')])],
        retry: { maxRetries: retriesFlag(values) },
        budget: runBudgetFlags(values),
        docker,
        ...(remote ? { provider: remote } : {}),
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
    agent: { type: 'string', short: 'a' },
    'agent-command': { type: 'string' },
    'agent-env': { type: 'string', multiple: true },
    'agent-version': { type: 'string' },
    'agent-network': { type: 'string' },
    'agent-dir': { type: 'string' },
    'max-turns': { type: 'string' },
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

  -n, --concurrency N       attempts running at once (default 2; alias --concurrent)
  -k, --attempts K          attempts per task, for pass@k (default 1; alias --n-attempts)
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
      --max-turns N         built-in agent: model calls per attempt (default 50)
      --max-tokens N        built-in agent: stop an attempt past this many tokens
      --max-cost USD        built-in agent: stop an attempt past this cost
      --run-max-cost USD    the run's budget: once its finished attempts cost this much, no
                            further attempt starts (those not run are listed, never failures)
      --run-max-tokens N    the same in tokens (input + output) over the run
      --include GLOB        only tasks whose name matches (repeatable)
      --exclude GLOB        skip tasks whose name matches (repeatable)
      --run-id ID           run folder name (default run_<yyyymmdd_hhmmss>)
      --label NAME          benchmark label recorded in the summary (default default)
      --resume RUN_FOLDER   finish an interrupted run: only attempts without a result run
                            (with the run's agent, model, -k and label; a flag that differs is refused)
      --timeout-multiplier X  multiply agent and verifier timeouts (default 1)
      --retries N           retries of infrastructure errors (default 2)
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
    const target = positionals[0];
    if (!target)
        throw new args/* UsageError */.eb(`helios ${single ? 'run' : 'batch'} needs a ${single ? 'task' : 'tasks'} folder.\n\n${BATCH_HELP}`);
    if (positionals.length > 1)
        throw new args/* UsageError */.eb(`unexpected argument '${positionals[1]}'`);
    const settings = await settleSettings(values, resumeDir);
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
    const remote = (0,provider_flag/* remoteProviderFlag */.iA)(values, concurrency);
    const docker = (0,provider/* dockerClient */._)();
    if (!remote)
        await (0,reachable/* assertDockerReachable */.CD)(docker);
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
        docker,
        ...(remote ? { provider: remote } : {}),
        imageRegistry,
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
        docker: options.docker,
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
        const planned = counted(options);
        reportInterrupted(error.summary, { json: view.json, planned, target: view.target, runDir });
        return { summary: error.summary, interrupted: true };
    }
    finally {
        interrupt.dispose();
    }
    progress.stop();
    if (!view.json)
        process.stdout.write(`${(0,box/* resultsBox */.S$)(summary)}\nResults: ${runDir}\n`);
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
        process.stdout.write(`${(0,box/* resultsBox */.S$)(partial)}\n`);
    process.stderr.write(`Interrupted: ${partial.totals.attempts} of ${run.planned} attempt(s) finished, kept in ${run.runDir}\n` +
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
    if (resumeDir && !recorded.complete && values['attempts'] === undefined)
        throw new args/* UsageError */.eb(`--resume: ${runFolder} has no run_summary.json (the run was interrupted), so its attempts per task are unknown: pass -k/--attempts as when it started`);
    const attempts = (0,resume/* settle */.G9)('--attempts', values['attempts'] === undefined ? undefined : (0,args/* runSettingFlag */.k9)(values, 'attempts'), recorded.attempts, runFolder, 1);
    // A bench config's per-task attempts: a resume with the run's -k would drop the extra attempts.
    if (resumeDir && (recorded.highestAttempt ?? 0) > attempts)
        throw new args/* UsageError */.eb(`--resume: ${runFolder} has attempt_${String(recorded.highestAttempt).padStart(3, '0')} but the run takes ${attempts} attempt(s) per task: pass the -k it started with (a bench config run with per-task attempts cannot be resumed: rerun the config)`);
    const concurrency = (0,args/* runSettingFlag */.k9)(values, 'concurrency');
    const label = (0,resume/* settle */.G9)('--label', (0,args/* stringFlag */.AM)(values, 'label'), recorded.label, runFolder, undefined);
    return { model, agent, agentSpec, attempts, concurrency, label };
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
    return {
        name,
        ...(command ? { command } : {}),
        ...((0,args/* stringFlag */.AM)(values, 'agent-version') ? { version: (0,args/* stringFlag */.AM)(values, 'agent-version') } : {}),
        limits: Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== null)),
    };
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

/***/ 90799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ invalidTaskLine),
/* harmony export */   Bq: () => (/* binding */ headerBox),
/* harmony export */   KV: () => (/* binding */ skippedFoldersLine),
/* harmony export */   S$: () => (/* binding */ resultsBox),
/* harmony export */   U2: () => (/* binding */ discoveryCountLine),
/* harmony export */   jK: () => (/* binding */ taskWarningLines),
/* harmony export */   oz: () => (/* binding */ progressLine)
/* harmony export */ });
/* unused harmony exports box, stoppedLine, usageLine, clock */
/* harmony import */ var _task_warning_groups_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22066);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);



/** A rounded box with a centred title, Helios-style. Width adapts to the longest line. */
function box(title, lines) {
    const inner = Math.max(title.length + 4, ...lines.map((l) => l.length + 2), 40);
    const left = Math.floor((inner - title.length - 2) / 2);
    const right = inner - title.length - 2 - left;
    const top = `╭${'─'.repeat(left)} ${title} ${'─'.repeat(right)}╮`;
    const body = lines.map((l) => `│ ${l.padEnd(inner - 2)} │`);
    return [top, ...body, `╰${'─'.repeat(inner)}╯`].join('\n');
}
function headerBox(o) {
    const lines = [
        ...(o.label ? [`▸ Label        ${o.label}`] : []),
        `▸ Tasks        ${o.tasks} discovered${o.invalid ? `, ${o.invalid} invalid` : ''}`,
        `▸ Agent        ${o.agent}${o.model ? ` · ${o.model}` : ''}`,
        `▸ Concurrency  ${o.concurrency} workers`,
        `▸ Attempts     ${o.attempts} per task (pass@${o.attempts})`,
        `▸ Total runs   ${o.total ?? o.tasks * o.attempts}`,
        `▸ Output       ${o.output}`,
    ];
    return box('☀ HELIOS · Batch Mode', lines);
}
function resultsBox(summary) {
    const t = summary.totals;
    const k = String(summary.attempts);
    const solved = summary.tasks.filter((task) => task.successes > 0).length;
    const lines = [
        `pass@${k}: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(t.pass_at_k[k] ?? 0)} (${solved}/${t.tasks} tasks)`,
        ...(summary.attempts > 1 ? [`pass@1: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(t.pass_at_k['1'] ?? 0)}`] : []),
        `Raw: ${t.passed}/${t.attempts} (${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(t.raw_pass_rate)})`,
        `Failed: ${t.failed}   Errors: ${t.errors}${t.invalid_tasks ? `   Invalid tasks: ${t.invalid_tasks}` : ''}`,
        `Mean reward: ${t.mean_reward.toFixed(3)}`,
        ...(t.usage ? [usageLine(t.usage)] : []),
        `Duration: ${summary.duration_sec.toFixed(1)}s`,
        ...(summary.stopped ? [stoppedLine(summary.stopped)] : []),
    ];
    return box('Batch Results', lines);
}
/** `Stopped: 2 attempt(s) not started: model API: authentication failed …` */
function stoppedLine(stopped) {
    return `Stopped: ${stopped.not_started.length} attempt(s) not started: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(stopped.reason)}`;
}
/** `Tokens: 12,400 in (2,000 cached) · 800 out · 6 turns · $0.0493` */
function usageLine(usage) {
    const n = (x) => x.toLocaleString('en-US');
    const cost = usage.cost_usd === null ? 'cost unknown' : `$${usage.cost_usd.toFixed(4)}`;
    return `Tokens: ${n(usage.input_tokens)} in (${n(usage.cached_input_tokens)} cached) · ${n(usage.output_tokens)} out · ${n(usage.turns)} turns · ${cost}`;
}
/** `4/10 Passed: 3 | Failed: 1 | Errors: 0 ━━━━━━──── 00:45` */
function progressLine(c, width = 24) {
    const filled = c.total === 0 ? width : Math.round((c.done / c.total) * width);
    const bar = '━'.repeat(filled) + '─'.repeat(width - filled);
    return `${c.done}/${c.total} Passed: ${c.passed} | Failed: ${c.failed} | Errors: ${c.errors} ${bar} ${clock(c.elapsedSec)}`;
}
function clock(sec) {
    const s = Math.floor(sec);
    const hh = Math.floor(s / 3600);
    const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
    const ss = String(s % 60).padStart(2, '0');
    return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}
/** One line per distinct warning: `warning: task.toml: metadata.x: ignored … (50 tasks, e.g. a, b)`. */
function taskWarningLines(warnings) {
    return (0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .groupWarnings */ .PB)(warnings).map((group) => `warning: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .warningGroupText */ .fp)(group))}`);
}
/** `warning: 1 folder holds no task.toml, …`, or null when discovery passed over no folder. */
function skippedFoldersLine(skipped) {
    return skipped.length === 0 ? null : `warning: ${(0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .skippedFoldersText */ .d7)(skipped.map(_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en))}`;
}
/** "12 planned, 1 invalid, 2 warnings": the count line under the task lines. */
function discoveryCountLine(found) {
    const parts = [`${found.tasks.length} planned`, `${found.invalid.length} invalid`];
    if (found.warnings.length > 0)
        parts.push(`${found.warnings.length} warning(s)`);
    if (found.skipped?.length)
        parts.push(`${found.skipped.length} folder(s) without task.toml skipped`);
    return parts.join(', ');
}
function invalidTaskLine(invalid) {
    const where = [invalid.file, invalid.field].filter(Boolean).map((s) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(s ?? ''));
    return `invalid task ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(invalid.relative_dir)}: ${[...where, (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(invalid.message)].join(': ')}`;
}


/***/ }),

/***/ 54046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ buildCommand)
/* harmony export */ });
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89041);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(28330);
/* harmony import */ var _run_prebuild_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82178);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95728);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60841);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77593);
/* harmony import */ var _output_folder_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12218);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90799);
/* harmony import */ var _registry_flag_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75278);
// `helios build <tasks-dir> --image-registry REF`: every image the tasks build, each distinct one
// once, pushed to the registry (what the action's build mode does before the shards start).










const HELP = `Usage: helios build <tasks-dir> --image-registry REF [options]

Builds every image the tasks build (environment/, a separate verifier's tests/, compose build
folders), each distinct one once, and pushes it as REF:<content hash>, so runs elsewhere (matrix
shards, other machines) pull it instead of building. An image the registry has is pulled, not
built; one found on this engine is pushed as it is. Build logs go to <output>/builds/.

${_registry_flag_js__WEBPACK_IMPORTED_MODULE_8__/* .REGISTRY_HELP */ .i}
  -n, --concurrency N       images built at once (default 2)
  -o, --output DIR          output folder (default output)
  -p, --pattern GLOB        glob that finds task files (default **/task.toml)
      --include GLOB        only tasks whose name matches (repeatable)
      --exclude GLOB        skip tasks whose name matches (repeatable)
      --json                print the summary as JSON on stdout

Exit code: 0 when every image was built or pulled (a registry that failed is a warning), 1 when
one did not build, 2 on a usage error.`;
async function buildCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parse */ .qg)(argv, {
        'image-registry': { type: 'string' },
        concurrency: { type: 'string', short: 'n' },
        output: { type: 'string', short: 'o' },
        pattern: { type: 'string', short: 'p' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const target = positionals[0];
    if (!target || positionals.length > 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`helios build needs one tasks folder.\n\n${HELP}`);
    const registry = await (0,_registry_flag_js__WEBPACK_IMPORTED_MODULE_8__/* .registryFlag */ .m)(values);
    if (!registry)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`helios build needs --image-registry REF.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target), (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .discoveryFlags */ .C8)(values));
    for (const invalid of found.invalid)
        process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .invalidTaskLine */ .B3)(invalid)}\n`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    await (0,_output_folder_js__WEBPACK_IMPORTED_MODULE_6__/* .assertOutputFolder */ .g)((0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .stringFlag */ .AM)(values, 'output') ?? 'output');
    const docker = (0,_run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__/* .dockerClient */ ._)();
    await (0,_run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_9__/* .assertDockerReachable */ .CD)(docker);
    const images = (0,_run_prebuild_js__WEBPACK_IMPORTED_MODULE_2__/* .prebuildCache */ .k)(docker, registry, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .stringFlag */ .AM)(values, 'output') ?? 'output'), 'builds'));
    images.subscribe((event) => {
        const line = (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .eventLine */ .V)(event);
        if (line !== null)
            process.stderr.write(`${line.trimStart()}\n`);
    });
    const summary = await (0,_run_prebuild_js__WEBPACK_IMPORTED_MODULE_2__/* .prebuildImages */ .e)({
        tasks: found.tasks,
        images,
        concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'concurrency', 2, 1, 64),
    });
    if (values.json)
        process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    else
        process.stdout.write(`${summary.images} image(s): ${summary.built} built, ${summary.pulled} pulled, ${summary.present} present, ${summary.failed.length} failed, ${summary.warnings.length} registry warning(s)\n`);
    return summary.failed.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 76418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ checkCommand)
/* harmony export */ });
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89041);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_task_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89340);
/* harmony import */ var _run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(28330);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4193);
/* harmony import */ var _run_schedule_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(34592);
/* harmony import */ var _run_interrupt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47214);
/* harmony import */ var _run_task_check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7424);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95728);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77593);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9851);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(90799);
/* harmony import */ var _output_folder_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(12218);
/* harmony import */ var _registry_flag_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(75278);
// `helios check <tasks-dir>`: the task-author check (oracle twice, nop once per task) as a table;
// exit 1 when any task is flagged.














const HELP = `Usage: helios check <tasks-dir> [options]

Checks that tasks are fit to benchmark with: each runs twice with oracle (solution/solve.sh) and
once with nop. A task is flagged when the oracle fails (not solvable), nop passes (the verifier
rewards no work), the verifier ends without a reward, the two oracle rewards differ (not
deterministic), it has no solution, or it is invalid. Results go to <output>/<run-id>/
(<run-id>-oracle/, <run-id>-nop/ and check.json).

  -n, --concurrency N   attempts running at once (default 2)
  -o, --output DIR      output folder (default output)
  -p, --pattern GLOB    glob that finds task files (default **/task.toml)
      --include GLOB    only tasks whose name matches (repeatable)
      --exclude GLOB    skip tasks whose name matches (repeatable)
      --run-id ID       run folder name (default check_<yyyymmdd_hhmmss>)
${_registry_flag_js__WEBPACK_IMPORTED_MODULE_11__/* .REGISTRY_HELP */ .i}
      --markdown        print the table as markdown (what the action posts)
      --json            print check.json on stdout

Exit code: 0 when no task is flagged, 1 when one is, 2 on a usage error, 130 when interrupted.`;
async function checkCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parse */ .qg)(argv, {
        concurrency: { type: 'string', short: 'n' },
        output: { type: 'string', short: 'o' },
        pattern: { type: 'string', short: 'p' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        'run-id': { type: 'string' },
        'image-registry': { type: 'string' },
        markdown: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const target = positionals[0];
    if (!target || positionals.length > 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`helios check needs one tasks folder.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_6__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target), (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .discoveryFlags */ .C8)(values));
    if (found.tasks.length === 0 && found.invalid.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`no tasks found under ${target}`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_9__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    const imageRegistry = await (0,_registry_flag_js__WEBPACK_IMPORTED_MODULE_11__/* .registryFlag */ .m)(values);
    await (0,_output_folder_js__WEBPACK_IMPORTED_MODULE_10__/* .assertOutputFolder */ .g)((0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'output') ?? 'output');
    const docker = (0,_run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__/* .dockerClient */ ._)();
    await (0,_run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_12__/* .assertDockerReachable */ .CD)(docker);
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .createProgress */ .m)({
        stream: process.stderr,
        quiet: false,
        live: process.stderr.isTTY === true,
    });
    const runId = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'run-id') ?? (0,_run_schedule_js__WEBPACK_IMPORTED_MODULE_13__/* .defaultRunId */ .OX)(new Date()).replace(/^run_/, 'check_');
    const interrupt = (0,_run_interrupt_js__WEBPACK_IMPORTED_MODULE_4__/* .interruptOnSignals */ .c)({
        docker,
        runIds: Object.values((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_5__/* .taskCheckRunIds */ .D)(runId)),
        onFirst: (signal) => process.stderr.write(`\n${signal}: stopping — removing containers (again to force)\n`),
    });
    let report;
    try {
        report = await (0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_5__/* .runTaskCheck */ .b)({
            tasks: found.tasks,
            invalid: found.invalid,
            outputDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'output') ?? 'output'),
            runId,
            concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .runSettingFlag */ .k9)(values, 'concurrency'),
            docker,
            imageRegistry,
            signal: interrupt.signal,
            onProgress: progress.onProgress,
        });
    }
    catch (error) {
        if (error instanceof _run_runner_js__WEBPACK_IMPORTED_MODULE_3__/* .RunAbortedError */ .$H)
            return _run_interrupt_js__WEBPACK_IMPORTED_MODULE_4__/* .INTERRUPTED_EXIT_CODE */ .C;
        throw error;
    }
    finally {
        interrupt.dispose();
        progress.stop();
    }
    if (values.json)
        process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else if (values.markdown)
        process.stdout.write((0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_2__/* .renderCheckMarkdown */ .O)(report));
    else
        process.stdout.write(`${(0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_2__/* .renderCheckTerminal */ .$)(report, found.skipped)}\n`);
    return report.flagged > 0 ? 1 : 0;
}


/***/ }),

/***/ 98001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ compareCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/results/compare.ts
var compare = __webpack_require__(17733);
// EXTERNAL MODULE: ./src/results/pool-baseline.ts
var pool_baseline = __webpack_require__(63260);
// EXTERNAL MODULE: ./src/github/truncate.ts
var truncate = __webpack_require__(20753);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(43343);
// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(87496);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/quarantine-section.ts
var quarantine_section = __webpack_require__(35978);
// EXTERNAL MODULE: ./src/results/quarantine.ts
var results_quarantine = __webpack_require__(3464);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/results/leaderboard.ts
var leaderboard = __webpack_require__(4461);
// EXTERNAL MODULE: ./src/report/leaderboard.ts
var report_leaderboard = __webpack_require__(95085);
;// CONCATENATED MODULE: ./src/cli/leaderboard.ts
// `helios compare A B C…` (three or more run summaries, or two with --leaderboard): the runs side
// by side, ranked, each tested against the best with the gate's own comparison. Exit 0 whatever
// the ranking (a leaderboard gates nothing); 2 on an unreadable file or a usage error.



function leaderboardOutput(runs, options) {
    const entries = distinctLabels(runs);
    let board;
    try {
        board = (0,leaderboard/* buildLeaderboard */.G)(entries, options);
    }
    catch (error) {
        throw new args/* UsageError */.eb(error instanceof Error ? error.message : String(error));
    }
    return options.markdown ? (0,report_leaderboard/* renderLeaderboardMarkdown */.T3)(board) : (0,report_leaderboard/* renderLeaderboardTerminal */.eu)(board);
}
/**
 * Each run's label; where two runs share one (local runs are all `default`), their model, else
 * agent, else the file they came from — whichever tells them apart.
 */
function distinctLabels(runs) {
    const namings = [
        (r) => r.summary.label,
        (r) => r.summary.model ?? r.summary.agent,
        (r) => `${r.summary.agent} ${r.summary.model ?? ''}`.trim(),
        (r) => r.file,
    ];
    const labels = runs.map(() => '');
    for (const naming of namings) {
        const pending = runs.map((run, i) => (labels[i] === '' ? i : -1)).filter((i) => i >= 0);
        const names = pending.map((i) => naming(runs[i]));
        const counts = new Map();
        for (const n of [...names, ...labels.filter((l) => l !== '')])
            counts.set(n, (counts.get(n) ?? 0) + 1);
        pending.forEach((i, j) => {
            if (counts.get(names[j]) === 1)
                labels[i] = names[j];
        });
    }
    // The same file given twice is the same run twice: say so rather than invent a difference.
    const twice = labels.findIndex((l) => l === '');
    if (twice >= 0)
        throw new args/* UsageError */.eb(`${runs[twice].file} is given twice: a leaderboard ranks different runs`);
    return runs.map((run, i) => ({ label: labels[i], summary: run.summary }));
}

// EXTERNAL MODULE: ./src/cli/summary-file.ts
var summary_file = __webpack_require__(29273);
;// CONCATENATED MODULE: ./src/cli/compare.ts
// `helios compare BASE HEAD`: the PR comparison on a laptop. Exit 1 only when the gate fails, 2
// when it cannot compare (a missing or invalid file, an impossible k).












const HELP = `Usage: helios compare <base run> <head run> [options]
       helios compare <run> <run> <run>… [options]

  A run is a run folder (<output>/<run-id>, as helios batch prints it) or its run_summary.json.
  Two runs: the PR comparison (base, then head) and its gate. Three or more (or two with
  --leaderboard): a leaderboard of the runs (e.g. one per model), ranked by pass@k, each run
  tested against the best with the gate's comparison over the tasks both ran; exit 0.

  --pool RUN          an older base run whose attempts the base may pool (repeat,
                      newest first): only tasks with the same id and content, only runs of the
                      same agent and model that started at most ${pool_baseline/* POOL_MAX_AGE_DAYS */.gr} days before BASE

  --k K               pass@k to gate on (default 1; when a run has fewer attempts, the largest
                      k both have, with a warning, as the action does)
  --confidence C      confidence of the paired bootstrap interval (default 0.95)
  --min-effect X      smallest drop (0..1) that can fail the gate (default 0.02)
  --fail-on-error     also fail when the result is inconclusive or errored attempts rose
                      significantly
  --quarantine FILE   tasks (name or folder, one a line) the gate leaves out; shown apart,
                      marked (default: .helios/quarantine.txt when it exists)
  --all               list unchanged tasks too
  --markdown          print the PR comment markdown instead of the terminal table (within
                      GitHub's comment limit, as the PR would show it)
  --full              with --markdown: the whole report, however long
  --leaderboard       a leaderboard of two runs instead of a base/head comparison

Exit code: 1 only when the gate fails; 0 when it passes or the result is inconclusive or flagged
(printed as INCONCLUSIVE or FLAGGED with the reason, never as a pass); 2 on a usage error or an
unreadable or invalid summary file (with the reason).`;
async function compareCommand(argv) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, {
        k: { type: 'string' },
        pool: { type: 'string', multiple: true },
        confidence: { type: 'string' },
        'min-effect': { type: 'string' },
        'fail-on-error': { type: 'boolean' },
        quarantine: { type: 'string' },
        all: { type: 'boolean' },
        markdown: { type: 'boolean' },
        full: { type: 'boolean' },
        leaderboard: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length < 2)
        throw new args/* UsageError */.eb(`helios compare needs two summary files or run folders.\n\n${HELP}`);
    if (positionals.length > 2 || values.leaderboard) {
        const runs = [];
        for (const file of positionals)
            runs.push({ file, summary: await (0,summary_file/* readSummary */.L_)(file) });
        const output = leaderboardOutput(runs, {
            k: (0,args/* intFlag */.s1)(values, 'k', 1, 1, 100),
            confidence: (0,args/* numberFlag */.C$)(values, 'confidence', 0.95, 0.5, 0.999),
            minEffect: (0,args/* numberFlag */.C$)(values, 'min-effect', 0.02, 0, 1),
            markdown: values.markdown === true,
        });
        process.stdout.write(output);
        return 0;
    }
    const [baseFile, headFile] = positionals;
    const requestedK = (0,args/* intFlag */.s1)(values, 'k', 1, 1, 100);
    const poolFiles = values.pool ?? [];
    const candidates = [baseFile, ...poolFiles].map(async (file) => ({
        summary: await (0,summary_file/* readSummary */.L_)(file),
        label: file,
    }));
    const pool = (0,pool_baseline/* poolBaseline */.gb)(await Promise.all(candidates), 1 + poolFiles.length);
    const baselineNote = pool.note === null ? baseFile : `${baseFile}; ${pool.note}`;
    const quarantine = await readQuarantine(values.quarantine);
    const split = (0,results_quarantine/* splitQuarantined */.zn)(pool.summary, await (0,summary_file/* readSummary */.L_)(headFile), quarantine.entries);
    const base = split.base;
    const head = split.head;
    // The same fallback as the action: the largest k both runs have, with a warning.
    const { k, warning } = (0,compare/* commonK */.bP)(requestedK, base, head);
    if (warning !== null)
        process.stderr.write(`warning: ${warning}\n`);
    const options = {
        k,
        confidence: (0,args/* numberFlag */.C$)(values, 'confidence', 0.95, 0.5, 0.999),
        minEffect: (0,args/* numberFlag */.C$)(values, 'min-effect', 0.02, 0, 1),
        failOnError: values['fail-on-error'] === true,
    };
    // Exit 1 means "the gate failed" and nothing else.
    const comparison = asUsageError(() => (0,compare/* compareRuns */.qB)(base, head, options));
    const quarantined = (0,quarantine_section/* quarantineSection */.Q)(split, quarantine.file);
    const text = values.markdown
        ? (0,markdown/* renderReport */.B)({
            comparison,
            head,
            baselineNote,
            warnings: warning === null ? [] : [warning],
            extraSections: [quarantined],
        }, values.full ? {} : { maxChars: truncate/* GITHUB_LIMITS */.f.commentChars })
        : `${pool.note === null ? '' : `Baseline: ${baselineNote}\n`}${(0,terminal/* renderTerminal */.b)(comparison, { all: values.all === true })}${quarantineTerminal(split, quarantine.file)}`;
    process.stdout.write(`${text}\n`);
    return comparison.conclusion === 'failure' ? 1 : 0;
}
/** The --quarantine file (must exist), else the default one when it exists, else an empty list. */
async function readQuarantine(flag) {
    const file = flag ?? results_quarantine/* DEFAULT_QUARANTINE_FILE */.Q_;
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (flag === undefined)
            return { file, entries: [] };
        throw new args/* UsageError */.eb(`cannot read --quarantine ${file}: ${error.code ?? error.message}`);
    }
    return asUsageError(() => ({ file, entries: (0,results_quarantine/* parseQuarantine */.mW)(text, file) }));
}
function quarantineTerminal(split, file) {
    if (split.tasks.length === 0 && split.unmatched.length === 0)
        return '';
    const names = split.tasks.map((t) => (0,report_escape/* escapeTerminal */.en)(t.name)).join(', ') || 'none found';
    const unmatched = split.unmatched.length > 0
        ? `; listed but matching no task: ${split.unmatched.map(report_escape/* escapeTerminal */.en).join(', ')}`
        : '';
    return `\nQuarantined (${(0,report_escape/* escapeTerminal */.en)(file)}, left out of the gate): ${names}${unmatched}\n`;
}
function asUsageError(f) {
    try {
        return f();
    }
    catch (error) {
        throw new args/* UsageError */.eb(error instanceof Error ? error.message : String(error));
    }
}


/***/ }),

/***/ 8498:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ confirmCommand)
/* harmony export */ });
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89041);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17733);
/* harmony import */ var _results_confirm_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99795);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87496);
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41748);
/* harmony import */ var _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78423);
/* harmony import */ var _run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(28330);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4193);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95728);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(77593);
/* harmony import */ var _summary_file_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(29273);
/* harmony import */ var _resume_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(38530);
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

  --confirm-attempts B  the round's budget: a share of the head's attempts (default 30%) or a number
      --base-run DIR    the base's run folder: half of each task's share runs with its agent and
                        model too, into <head run folder>-confirm-base (fresh base attempts undo
                        round 1's luck on the base side: more power for the same budget)
      --base-tasks DIR  the tasks as the base ran them, e.g. a worktree of the base commit
                        (default: <tasks-dir>)
      --base-agent-command CMD  the base's command for a command/host-command agent
  --k K                 pass@k to gate on (default 1; falls back to the largest common k)
  --confidence C        (default 0.95)
  --min-effect X        (default 0.02)
  -n, --concurrency N   attempts running at once (default 2)
      --agent-env NAMES host env vars passed to the agent phase only
      --agent-command CMD  the command of a command/host-command agent (the run folder does not
                        keep it as given)

Exit code: 1 when the final verdict fails the gate; 0 otherwise; 2 on a usage error.`;
async function confirmCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .parse */ .qg)(argv, {
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
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`helios confirm needs three arguments.\n\n${HELP}`);
    const [baseFile, headDir, tasksDir] = positionals;
    const base = await (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_10__/* .readSummary */ .L_)(baseFile);
    const head = await (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_10__/* .readSummary */ .L_)(headDir);
    const { k, warning } = (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .commonK */ .bP)((0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .intFlag */ .s1)(values, 'k', 1, 1, 100), base, head);
    if (warning !== null)
        process.stderr.write(`warning: ${warning}\n`);
    const options = {
        k,
        confidence: (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .numberFlag */ .C$)(values, 'confidence', 0.95, 0.5, 0.999),
        minEffect: (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .numberFlag */ .C$)(values, 'min-effect', 0.02, 0, 1),
    };
    const first = (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .compareRuns */ .qB)(base, head, options);
    const budget = budgetFlag((0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .stringFlag */ .AM)(values, 'confirm-attempts'), head.totals.attempts);
    const baseRunDir = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .stringFlag */ .AM)(values, 'base-run');
    if (baseRunDir === undefined && (values['base-tasks'] || values['base-agent-command']))
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('--base-tasks and --base-agent-command need --base-run (the base run folder).');
    const plan = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_3__/* .planConfirmation */ .HW)(first, budget, { base: baseRunDir !== undefined });
    if (plan.tasks.length === 0) {
        process.stdout.write(`${(0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .renderTerminal */ .b)(first, {})}\nNo confirmation round: ${plan.reason === null ? 'the first round is clear' : `the first round is borderline (${plan.reason}) but no task stands out`}; this verdict is final.\n`);
        return first.conclusion === 'failure' ? 1 : 0;
    }
    const ids = plan.tasks.map((t) => t.taskId);
    const headSide = await sideOf(headDir, tasksDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .stringFlag */ .AM)(values, 'agent-command'), ids, 'head');
    const baseSide = baseRunDir === undefined || plan.tasks[0].baseAttempts === 0
        ? null
        : await sideOf(baseRunDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .stringFlag */ .AM)(values, 'base-tasks') ?? tasksDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .stringFlag */ .AM)(values, 'base-agent-command'), ids, 'base');
    const docker = (0,_run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__/* .dockerClient */ ._)();
    await (0,_run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_12__/* .assertDockerReachable */ .CD)(docker);
    const { attempts, baseAttempts } = plan.tasks[0];
    process.stderr.write(`Confirmation round (${plan.reason}): ${ids.length} task(s) × ${attempts} more attempt(s)${baseSide ? ` and ${baseAttempts} base attempt(s)` : ''}\n`);
    const round2 = (side, count, suffix) => (0,_run_runner_js__WEBPACK_IMPORTED_MODULE_7__/* .runBenchmark */ .ff)({
        tasks: side.tasks,
        agent: side.agent,
        model: side.model,
        attempts: count,
        concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .runSettingFlag */ .k9)(values, 'concurrency'),
        outputDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(headDir)),
        runId: `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(headDir))}-${suffix}`,
        label: head.label,
        agentEnvNames: (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .listFlag */ .v6)(values, 'agent-env'),
        docker,
    });
    const extra = await round2(headSide, attempts, 'confirm');
    const extraBase = baseSide === null ? null : await round2(baseSide, baseAttempts, 'confirm-base');
    const { comparison } = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmedComparison */ .d$)(base, head, extra, options, extraBase, first);
    process.stdout.write(`${(0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_4__/* .renderTerminal */ .b)(comparison, {})}\n`);
    return comparison.conclusion === 'failure' ? 1 : 0;
}
function budgetFlag(setting, headAttempts) {
    try {
        return (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmBudget */ .My)(setting ?? '30%', headAttempts, '--confirm-attempts');
    }
    catch (error) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(error.message);
    }
}
/** One side's round 2: the suspect tasks as that side ran them, and its recorded agent and model. */
async function sideOf(runDir, tasksDir, commandFlag, ids, side) {
    const wanted = new Set(ids);
    const { tasks } = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_8__/* .discoverTasks */ ._6)(tasksDir);
    const picked = tasks.filter((t) => wanted.has(t.id));
    if (picked.length < ids.length)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`${tasksDir} does not have ${ids.length - picked.length} of the suspect tasks as the ${side} ran them (same name and content): ${side === 'head' ? "check out the head's commit" : "give --base-tasks a checkout of the base's commit"}`);
    const recorded = await (0,_resume_js__WEBPACK_IMPORTED_MODULE_11__/* .readRecordedSettings */ .i8)(runDir);
    const command = commandFlag ?? recorded.agentCommand;
    const agent = { name: recorded.agent ?? 'oracle', ...(command ? { command } : {}) };
    const model = recorded.model ?? null;
    (0,_run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_6__/* .assertAgentCanRun */ .zK)((0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveAgent */ .cT)(agent, model), process.env, null);
    return { tasks: picked, agent, model };
}


/***/ }),

/***/ 87278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ downloadCommand)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/github/artifacts.ts
var artifacts = __webpack_require__(4616);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(45655);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/download-run.ts
// `helios download`: fetch a workflow run's per-attempt artifacts through the REST API and lay
// them out as the local CLI does: `<out>/<run-id>/<NNN>_<slug>/attempt_<NNN>/…`. Attempt
// artifacts are uploaded with the run folder as root, so their entries already carry
// `<NNN>_<slug>/attempt_<NNN>/`; extracting each into `<out>/<run-id>` rebuilds the tree. Per-task
// and per-shard bundles (beyond 500 artifacts per job) keep the same layout.






function taskMatcher(glob) {
    if (!glob)
        return () => true;
    const isMatch = picomatch_default()(glob, { nocase: true });
    return (taskDir) => isMatch(taskDir) || isMatch(taskDir.replace(/^\d+_/, ''));
}
function wanted(parsed, withReport, matches) {
    switch (parsed.kind) {
        case 'attempt':
        case 'task-attempts':
            return matches(parsed.taskDir);
        case 'shard-attempts':
            return true;
        case 'report':
            return withReport;
        default:
            return false;
    }
}
async function downloadRun(opts) {
    const runDir = external_node_path_default().join(opts.outDir, String(opts.runId));
    const matches = taskMatcher(opts.taskGlob);
    const withReport = opts.withReport ?? !opts.taskGlob;
    await (0,promises_.mkdir)(runDir, { recursive: true });
    const listed = await opts.octokit.paginate(opts.octokit.rest.actions.listWorkflowRunArtifacts, {
        owner: opts.owner,
        repo: opts.repo,
        run_id: opts.runId,
        per_page: 100,
    });
    const result = { runDir, downloaded: [], skipped: [], failed: [] };
    const picked = [];
    // Newest first: a name uploaded twice (re-run) keeps its latest copy only.
    const seen = new Set();
    for (const artifact of [...listed].sort((a, b) => b.id - a.id)) {
        const any = (0,artifact_names/* parseAnyArtifactName */.fm)(artifact.name);
        if (!any || (opts.label !== undefined && any.label !== opts.label))
            continue;
        if (seen.has(artifact.name))
            continue;
        seen.add(artifact.name);
        if (artifact.expired || !wanted(any.parsed, withReport, matches)) {
            result.skipped.push(artifact.name);
            continue;
        }
        picked.push({ artifact, parsed: any.parsed });
    }
    picked.sort((a, b) => (a.artifact.name < b.artifact.name ? -1 : 1));
    const limit = (0,p_limit/* default */.A)(opts.concurrency ?? 4);
    const from = { runId: opts.runId, owner: opts.owner, repo: opts.repo, token: opts.token };
    await Promise.all(picked.map(({ artifact, parsed }) => limit(async () => {
        try {
            // A shard bundle under a task glob is extracted aside, then only matching tasks copied.
            const filtered = parsed.kind === 'shard-attempts' && opts.taskGlob !== undefined;
            const target = filtered ? await (0,promises_.mkdtemp)(external_node_path_default().join(opts.outDir, '.helios-download-')) : runDir;
            const got = await opts.artifacts.downloadIdFromRun({
                ...from,
                id: artifact.id,
                name: artifact.name,
                ...(artifact.digest ? { digest: artifact.digest } : {}),
                dir: target,
            });
            if (got.digestMismatch)
                throw new Error('digest mismatch: the download is corrupt');
            if (filtered) {
                for (const entry of await (0,promises_.readdir)(target, { withFileTypes: true })) {
                    if (entry.isDirectory() && matches(entry.name)) {
                        await (0,promises_.cp)(external_node_path_default().join(target, entry.name), external_node_path_default().join(runDir, entry.name), { recursive: true });
                    }
                }
                await (0,promises_.rm)(target, { recursive: true, force: true });
            }
            result.downloaded.push(artifact.name);
        }
        catch (error) {
            result.failed.push({ name: artifact.name, error: (0,errors/* errorMessage */.gJ)(error) });
        }
    })));
    result.downloaded.sort();
    return result;
}

// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/cli/actions-log.ts
// `@actions/core` (used by `@actions/artifact` and our Octokit logging) writes workflow commands
// and info lines to stdout, which is right inside a workflow step and wrong for a CLI whose stdout
// is its result (`helios download` prints the run folder, for `cd "$(helios download …)"`).
// While a command talks to GitHub, stdout writes are routed here: workflow commands become plain
// `warning: …` / `error: …` lines on stderr; `::debug::` lines and the client's chatty info lines
// (several per artifact) go to stderr only when HELIOS_DEBUG or RUNNER_DEBUG is 1.
/** What a terminal user should see for one line `@actions/core` wrote; null to drop it. */
function actionsLineForTerminal(line, debug) {
    const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line);
    if (!command)
        return debug ? line : null;
    const [, name = '', message = ''] = command;
    const text = message.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
    switch (name) {
        case 'debug':
            return debug ? `debug: ${text}` : null;
        case 'warning':
        case 'error':
        case 'notice':
            return `${name}: ${text}`;
        default:
            // group/endgroup/add-mask/set-output…: workflow plumbing, nothing for a terminal.
            return null;
    }
}
/** Routes stdout writes to stderr (as above) until the returned function is called. */
function routeActionsOutput(stdout = process.stdout, stderr = process.stderr) {
    const debug = process.env.HELIOS_DEBUG === '1' || process.env.RUNNER_DEBUG === '1';
    const original = stdout.write;
    let pending = '';
    const route = (chunk, encoding, callback) => {
        const text = typeof chunk === 'string'
            ? chunk
            : Buffer.from(chunk).toString(typeof encoding === 'string' ? encoding : 'utf8');
        const lines = (pending + text).split(/\r?\n/);
        pending = lines.pop() ?? '';
        for (const line of lines) {
            const shown = actionsLineForTerminal(line, debug);
            if (shown !== null)
                stderr.write(`${shown}\n`);
        }
        const done = typeof encoding === 'function' ? encoding : callback;
        if (typeof done === 'function')
            queueMicrotask(() => done());
        return true;
    };
    stdout.write = route;
    return () => {
        stdout.write = original;
        if (pending !== '') {
            const shown = actionsLineForTerminal(pending, debug);
            if (shown !== null)
                stderr.write(`${shown}\n`);
            pending = '';
        }
    };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/output-folder.ts
var output_folder = __webpack_require__(12218);
;// CONCATENATED MODULE: ./src/cli/download.ts
// `helios download --repo OWNER/NAME --run ID`: a CI run's per-attempt artifacts, laid out as
// the same folder tree `helios batch` writes.









const HELP = `Usage: helios download --repo OWNER/NAME --run RUN_ID [-o DIR] [--task GLOB] [--label NAME]

Downloads the attempt artifacts of a workflow run into DIR/<run-id>/<NNN>_<task>/attempt_<NNN>/.
Token: $GITHUB_TOKEN, else \`gh auth token\`. API: $GITHUB_API_URL (default api.github.com).`;
async function downloadCommand(argv) {
    const { values } = (0,args/* parse */.qg)(argv, {
        repo: { type: 'string' },
        run: { type: 'string' },
        output: { type: 'string', short: 'o' },
        task: { type: 'string' },
        label: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const repo = (0,args/* stringFlag */.AM)(values, 'repo');
    const [owner, name] = repo?.split('/') ?? [];
    if (!owner || !name)
        throw new args/* UsageError */.eb(`--repo must be OWNER/NAME (got '${repo ?? ''}').\n\n${HELP}`);
    if (values.run === undefined)
        throw new args/* UsageError */.eb(`--run is required.\n\n${HELP}`);
    const runId = (0,args/* intFlag */.s1)(values, 'run', 0, 1, Number.MAX_SAFE_INTEGER);
    await (0,output_folder/* assertOutputFolder */.g)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output');
    const token = process.env.GITHUB_TOKEN || (await ghAuthToken());
    if (!token)
        throw new args/* UsageError */.eb('no token: set GITHUB_TOKEN or log in with `gh auth login`');
    const octokit = (0,github_octokit/* createOctokit */.Qi)({ token });
    // stdout is the result (the run folder): the clients' logging goes to stderr meanwhile.
    const restore = routeActionsOutput();
    const result = await downloadRun({
        octokit,
        artifacts: (0,artifacts/* createArtifacts */.GC)(),
        owner,
        repo: name,
        runId,
        token,
        outDir: (0,external_node_path_.resolve)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output'),
        taskGlob: (0,args/* stringFlag */.AM)(values, 'task'),
        label: (0,args/* stringFlag */.AM)(values, 'label'),
    })
        .catch((error) => {
        throw explain(error, `${owner}/${name}`, runId);
    })
        .finally(restore);
    for (const failed of result.failed)
        process.stderr.write(`failed: ${failed.name}: ${failed.error}\n`);
    process.stderr.write(`${result.downloaded.length} artifact(s) downloaded, ${result.skipped.length} skipped\n`);
    process.stdout.write(`${result.runDir}\n`);
    return result.failed.length > 0 ? 1 : 0;
}
async function ghAuthToken() {
    try {
        const { stdout } = await (0,external_node_util_.promisify)(external_node_child_process_.execFile)('gh', ['auth', 'token']);
        return stdout.trim() || null;
    }
    catch {
        return null;
    }
}
/** REST errors in the user's terms: which run, which repository, what to check. */
function explain(error, repo, runId) {
    const status = error?.status;
    const message = error instanceof Error ? error.message : String(error);
    if (status === 404)
        return new Error(`workflow run ${runId} of ${repo} was not found (${message}); check --repo and --run, and that the token can read the repository`);
    if (status === 401)
        return new Error(`GitHub refused the token (${message}); check GITHUB_TOKEN`);
    return error;
}


/***/ }),

/***/ 5392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ execCommand)
});

// UNUSED EXPORTS: EXEC_HELP

// EXTERNAL MODULE: ./src/run/providers/index.ts + 21 modules
var providers = __webpack_require__(3710);
;// CONCATENATED MODULE: ./src/run/exec-in-container.ts

async function execInContainer(containerId, command, options = {}) {
    const environment = (0,providers/* providerOf */.lc)(options).attach(containerId);
    const argv = typeof command === 'string' ? ['bash', '-lc', command] : [...command];
    const timeout = options.timeoutSec;
    // `timeout` inside the container: ending the exec client alone would leave the command running.
    const cmd = timeout ? ['timeout', '-k', '2', String(Math.ceil(timeout)), ...argv] : argv;
    const outcome = await environment.exec({
        cmd,
        user: options.user ?? (process.env.HELIOS_AGENT_USER || null),
        workdir: options.workdir ?? (process.env.HELIOS_WORKDIR || null),
        env: options.env,
        stdout: options.stdout,
        stderr: options.stderr,
        timeoutMs: timeout ? (Math.ceil(timeout) + 5) * 1000 : undefined,
    });
    return { exitCode: outcome.exitCode, timedOut: outcome.timedOut || outcome.exitCode === 124 };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
;// CONCATENATED MODULE: ./src/cli/exec.ts
// `helios exec <container> [--user U] [--workdir W] [--timeout S] -- CMD…`: a host-side agent's way
// into the attempt's container. Exit code: the command's (124 on timeout).


const EXEC_OPTIONS = {
    user: { type: 'string', short: 'u' },
    workdir: { type: 'string', short: 'w' },
    timeout: { type: 'string', short: 't' },
    help: { type: 'boolean', short: 'h' },
};
const EXEC_HELP = `Usage: helios exec <container> [options] -- <command> [args…]

Runs a command in an attempt's container (for host-command agents: the container is
$HELIOS_CONTAINER_ID) as the task's agent user in its workdir. One argument after -- runs
with bash -lc; several run as they are.

  -u, --user USER       default $HELIOS_AGENT_USER
  -w, --workdir DIR     default $HELIOS_WORKDIR
  -t, --timeout SEC     stop the command after SEC seconds (exit 124)`;
async function execCommand(argv) {
    const dash = argv.indexOf('--');
    const { values, positionals } = (0,args/* parse */.qg)(dash === -1 ? argv : argv.slice(0, dash), EXEC_OPTIONS);
    if (values.help) {
        process.stdout.write(`${EXEC_HELP}\n`);
        return 0;
    }
    const container = positionals[0];
    const command = dash === -1 ? positionals.slice(1) : argv.slice(dash + 1);
    if (!container || command.length === 0)
        throw new args/* UsageError */.eb(`helios exec needs a container and a command.\n\n${EXEC_HELP}`);
    const timeout = values.timeout === undefined ? undefined : (0,args/* numberFlag */.C$)(values, 'timeout', 0, 0.001, 86_400);
    const result = await execInContainer(container, command.length === 1 ? command[0] : command, {
        user: (0,args/* stringFlag */.AM)(values, 'user'),
        workdir: (0,args/* stringFlag */.AM)(values, 'workdir'),
        timeoutSec: timeout,
        stdout: process.stdout,
        stderr: process.stderr,
    });
    return result.timedOut ? 124 : (result.exitCode ?? 1);
}


/***/ }),

/***/ 79156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ shown),
/* harmony export */   a: () => (/* binding */ flagErrorMessage)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97504);
// What a flag parse error says: node:util parseArgs explains an unknown flag with advice about
// positionals after `--`; a user who typed `--concurency` wants `--concurrency`. Pure.



/** The longest flag name a message repeats: a pasted paragraph is not echoed whole. */
const SHOWN_CHARS = 60;
/**
 * One sentence for parseArgs' `error` about `argv`: the flag, then the fix (the flag meant, the
 * value it needs); parseArgs' own text for an error this does not know.
 */
function flagErrorMessage(argv, options, error, aliases = {}) {
    const code = error.code;
    const message = error instanceof Error ? error.message : String(error);
    const tokens = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: [...argv],
        options,
        allowPositionals: true,
        strict: false,
        tokens: true,
    }).tokens.filter((t) => t.kind === 'option');
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const unknown = tokens.find((t) => !(t.name in options));
        if (unknown)
            return unknownFlag(unknown.rawName, unknown.name, options, aliases);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        for (const t of tokens) {
            const option = options[t.name];
            if (!option)
                continue;
            const flag = `--${t.name}`;
            if (option.type === 'boolean' && t.value !== undefined)
                return `${flag} takes no value (got '${shown(t.value)}'): give ${flag} alone`;
            if (option.type === 'string' && t.value === undefined)
                return `${flag} needs a value: ${flag} <value>`;
            if (option.type === 'string' && t.inlineValue === false && t.value.startsWith('-'))
                return `${flag} is followed by ${shown(t.value)}, not a value: give ${flag} its value first (or write ${flag}=${shown(t.value)} if that is the value)`;
        }
    }
    return message;
}
/** An alias is not suggested: `--concur` means `--concurrency`, not one of it and `--concurrent`. */
function unknownFlag(rawName, name, options, aliases) {
    const long = rawName.startsWith('--');
    const flags = Object.keys(options).filter((flag) => !Object.hasOwn(aliases, flag));
    const meant = long ? (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(name, flags) : null;
    const fix = meant !== null ? `did you mean --${meant}?` : `run with --help to see the flags this command takes`;
    return `unknown flag ${shown(long ? rawName : `-${name}`)}; ${fix}`;
}
/** The user's text as a message repeats it: control characters shown, clipped. */
function shown(text) {
    const chars = [...text];
    const clipped = chars.length > SHOWN_CHARS ? `${chars.slice(0, SHOWN_CHARS).join('')}…` : text;
    return (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(clipped);
}


/***/ }),

/***/ 32514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ loadHistory),
/* harmony export */   a: () => (/* binding */ historyCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _results_flaky_ledger_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6949);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59913);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49930);
/* harmony import */ var _report_trend_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61601);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77593);
// `helios history PATH`: the trend of a label's runs on a terminal (sparklines and a table), or
// with --tasks the flaky-task ledger. PATH is a history.json (from a report artifact), a folder
// holding one, a run folder (run_summary.json: one point), or an output folder of local runs
// (each subfolder's run_summary.json, in the order they finished).








const SUMMARY_FILE = 'run_summary.json';
const HELP = `Usage: helios history <history.json | report folder | run folder | output folder> [options]

  --last N     runs shown (default ${_report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .TREND_RUNS */ .J5})
  --tasks      the flaky-task ledger instead: per task its pass rate and spread over the kept
               runs, marked flaky (passed and failed within one run) or unstable (pass rate
               differs between runs: chi-square test, p < 0.01)

Exit code: 0; 2 when the path holds no history or run summary, or one that cannot be read.`;
async function historyCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parse */ .qg)(argv, {
        last: { type: 'string' },
        tasks: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`helios history needs one path.\n\n${HELP}`);
    const last = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .intFlag */ .s1)(values, 'last', _report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .TREND_RUNS */ .J5, 1, 365);
    const history = await loadHistory(positionals[0]);
    process.stdout.write(values.tasks ? (0,_report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .ledgerTerminal */ .Mv)((0,_results_flaky_ledger_js__WEBPACK_IMPORTED_MODULE_7__/* .flakyLedger */ .jY)(history), history.runs.length) : (0,_report_trend_js__WEBPACK_IMPORTED_MODULE_5__/* .trendTerminal */ ._w)(history, last));
    return 0;
}
/** The history at `path` (see the file comment); a usage error naming the path when there is none. */
async function loadHistory(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`cannot read ${path}: no such file or folder`);
    });
    if (info.isFile())
        return historyOfFile(path);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, _results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX)))
        return historyOfFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, _results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX));
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, SUMMARY_FILE)))
        return historyOf([await summaryAt((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, SUMMARY_FILE))]);
    const summaries = [];
    for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(path, { withFileTypes: true })) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, entry.name, SUMMARY_FILE);
        if (entry.isDirectory() && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
            summaries.push(await summaryAt(file));
    }
    if (summaries.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${path} holds no ${_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX}, no ${SUMMARY_FILE} and no run folder with one: pass a report artifact's ${_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_FILE */ .CX} or a run folder`);
    return historyOf(summaries.sort((a, b) => a.finished_at.localeCompare(b.finished_at)));
}
async function historyOfFile(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    // A run summary passed as a file is one point, like its folder.
    if (/"kind"\s*:\s*"(run|shard)"/.test(text.slice(0, 200)) || file.endsWith(SUMMARY_FILE))
        return historyOf([(0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRunSummary */ .HE)(text, file)]);
    return (0,_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .parseHistory */ .i6)(text, file);
}
async function summaryAt(file) {
    return (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'), file);
}
function historyOf(summaries) {
    return summaries.reduce((h, s) => (0,_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .appendRun */ .ah)(h, s), (0,_results_history_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyHistory */ .s4)(summaries[0].label));
}


/***/ }),

/***/ 12957:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* unused harmony export exitCodeFor */
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17733);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26438);
/* harmony import */ var _results_schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41772);
/* harmony import */ var _run_agents_helios_model_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69274);
/* harmony import */ var _run_agents_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13965);
/* harmony import */ var _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78423);
/* harmony import */ var _run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(28330);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4193);
/* harmony import */ var _run_run_lock_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(802);
/* harmony import */ var _task_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77846);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(97504);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(77593);
/* harmony import */ var _flag_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(79156);
/* harmony import */ var _batch_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(36398);
/* harmony import */ var _build_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(54046);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(76418);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(98001);
/* harmony import */ var _confirm_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8498);
/* harmony import */ var _download_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(87278);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(5392);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(32514);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(65306);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(18943);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(91086);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_report_js__WEBPACK_IMPORTED_MODULE_21__]);
_report_js__WEBPACK_IMPORTED_MODULE_21__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];
// The `helios` command: dispatches to a subcommand and maps errors to exit codes
// (2 for usage errors, 1 for anything else that stopped the command).
























const HELP = `helios — run Harbor-format agent benchmarks in Docker, k attempts each

Commands:
  helios batch <tasks-dir>      run every task (-n concurrency, -k attempts, -a agent …)
  helios run <task-dir>         run one task
  helios plan <tasks-dir>       split tasks into shards (what the action's plan mode does)
  helios check <tasks-dir>      check tasks: oracle passes, nop fails, verifier deterministic
  helios build <tasks-dir>      build every environment once and push it to --image-registry
  helios merge <summaries…>     merge shard summaries into one run summary
  helios compare BASE HEAD      compare two run summaries; exit 1 on a real regression
  helios report RUN --html      report.html: summary, trend, per-task drill-down with trajectories
  helios history PATH           the trend of past runs (history.json or run folders); --tasks: flaky tasks
  helios confirm BASE HEAD_RUN TASKS   a borderline comparison: run the suspects again, then the verdict
  helios download --repo O/N --run ID   fetch a CI run's attempt artifacts
  helios exec <container> -- CMD    run a command in an attempt's container (host-command agents)

Run \`helios <command> --help\` for its options.`;
/** Each command's entry: the dispatch and the list a mistyped command is matched against. */
const COMMANDS = {
    batch: (argv) => (0,_batch_js__WEBPACK_IMPORTED_MODULE_11__/* .batchCommand */ .cr)(argv, false),
    run: (argv) => (0,_batch_js__WEBPACK_IMPORTED_MODULE_11__/* .batchCommand */ .cr)(argv, true),
    check: _check_js__WEBPACK_IMPORTED_MODULE_13__/* .checkCommand */ .e,
    plan: _plan_js__WEBPACK_IMPORTED_MODULE_20__/* .planCommand */ .V,
    build: _build_js__WEBPACK_IMPORTED_MODULE_12__/* .buildCommand */ .O,
    merge: _merge_js__WEBPACK_IMPORTED_MODULE_19__/* .mergeCommand */ .c,
    compare: _compare_js__WEBPACK_IMPORTED_MODULE_14__/* .compareCommand */ .R,
    report: _report_js__WEBPACK_IMPORTED_MODULE_21__/* .reportCommand */ .E,
    history: _history_js__WEBPACK_IMPORTED_MODULE_18__/* .historyCommand */ .a,
    confirm: _confirm_js__WEBPACK_IMPORTED_MODULE_15__/* .confirmCommand */ .q,
    download: _download_js__WEBPACK_IMPORTED_MODULE_16__/* .downloadCommand */ .M,
    exec: _exec_js__WEBPACK_IMPORTED_MODULE_17__/* .execCommand */ .N,
};
async function main(argv) {
    const [command, ...rest] = argv;
    try {
        if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
            process.stdout.write(`${HELP}\n`);
            return command === undefined ? 2 : 0;
        }
        const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
        if (run === undefined)
            throw unknownCommand(command);
        return await run(rest);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        process.stderr.write(`helios: ${message}\n`);
        return exitCodeFor(error);
    }
}
/** A mistyped command names the one it resembles; anything else gets the list. */
function unknownCommand(command) {
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_22__/* .closest */ .k)(command, [...Object.keys(COMMANDS), 'help']);
    if (meant !== null)
        return new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`unknown command '${(0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .shown */ .S)(command)}'; did you mean helios ${meant}?`);
    return new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`unknown command '${(0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .shown */ .S)(command)}'; the commands are:\n\n${HELP}`);
}
/**
 * Errors about what the command was given (flags, task folders, summary and result files, the
 * agent and model) or about where it runs (no Docker, a run folder another process holds): it
 * could not start. Classes, not names, so a
 * renamed or minified class cannot fall through to exit 1.
 */
const USAGE_ERRORS = [
    _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb,
    _task_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .TaskDiscoveryError */ .oB,
    _task_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .TaskConfigError */ .or,
    _results_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanError */ .W6,
    _run_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .RunOptionsError */ .y1,
    _run_agents_types_js__WEBPACK_IMPORTED_MODULE_4__/* .UnknownAgentError */ .c,
    _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_5__/* .AgentPreflightError */ .nr,
    _run_agents_helios_model_id_js__WEBPACK_IMPORTED_MODULE_3__/* .ModelIdError */ .tZ,
    _results_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .Ar,
    _results_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .CompareError */ .M4,
    _run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_23__/* .DockerUnavailableError */ .pG,
    _run_run_lock_js__WEBPACK_IMPORTED_MODULE_7__/* .RunLockedError */ .c6,
];
/** 2 for a usage error, 1 for anything else that stopped the command. */
function exitCodeFor(error) {
    return USAGE_ERRORS.some((type) => error instanceof type) ? 2 : 1;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 65306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _results_merge_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42958);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26438);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49930);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
// `helios merge <summaries…>`: what the report job does with shard summaries, locally.





const HELP = `Usage: helios merge <shard_summary.json…> [--plan plan.json] [-o run_summary.json]

Merges shard summaries into one run summary. Problems (missing or duplicate shards, tasks claimed
twice, summaries from another run) are printed on stderr; the exit code is 1 when there were any.`;
async function mergeCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parse */ .qg)(argv, {
        plan: { type: 'string' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`helios merge needs at least one summary file.\n\n${HELP}`);
    const inputs = await Promise.all(positionals.map(async (file) => ({ file, summary: (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), file) })));
    const planFile = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .stringFlag */ .AM)(values, 'plan');
    const plan = planFile ? (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePlan */ .vS)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(planFile, 'utf8'), planFile) : undefined;
    const { summary, problems } = (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeShardSummaries */ .x)(inputs, plan);
    for (const problem of problems)
        process.stderr.write(`${problem.kind}: ${problem.message}\n`);
    const text = `${JSON.stringify(summary, null, 2)}\n`;
    const output = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .stringFlag */ .AM)(values, 'output');
    if (output)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(output, text);
    else
        process.stdout.write(text);
    return problems.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 12218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ assertOutputFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);
// An output folder the command will make runs in: checked before anything starts, so a file in its
// place is one sentence naming the path (not ENOTDIR from mkdir once Docker is up and tasks built).



/** Refuses an output path that is a file or lies inside one; a missing folder is fine (it is made). */
async function assertOutputFolder(path, flag = '--output') {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    for (let at = target;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(at).catch((error) => {
            if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
                return null;
            throw error;
        });
        if (info?.isDirectory())
            return;
        if (info) {
            const where = at === target ? `${path} is a file` : `${path} is inside ${at}, a file`;
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${flag} ${where}, not a folder; give a folder (made when it is missing) or remove the file`);
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at) === at)
            return;
    }
}


/***/ }),

/***/ 18943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ planCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26438);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49930);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95728);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77593);
/* harmony import */ var _provider_flag_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(63552);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(90799);
// `helios plan <dir>`: the shard plan the action's plan mode makes, locally.








const HELP = `Usage: helios plan <tasks-dir> [--shards N | --max-shards N --target-shard-minutes M | --max-parallel N]
                   [-n CONCURRENCY] [-k ATTEMPTS] [--provider docker|daytona|kubernetes]
                   [--baseline run_summary.json] [-p GLOB] [--include GLOB] [--exclude GLOB] [-o plan.json]

Splits the tasks into shards: longest-first on the baseline's per-task durations when given,
else by count. With -n (the run's concurrency; a remote --provider's default 2 when not given),
shards are sized by wall time: attempt-seconds / concurrency, never below the longest attempt,
plus start-up; a first run off the runner gets shards of -n attempts' worth of tasks (-k each).
Prints the plan JSON (or writes it with -o).`;
async function planCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parse */ .qg)(argv, {
        shards: { type: 'string' },
        'max-shards': { type: 'string' },
        'max-parallel': { type: 'string' },
        'target-shard-minutes': { type: 'string' },
        concurrency: { type: 'string', short: 'n' },
        attempts: { type: 'string', short: 'k' },
        provider: { type: 'string' },
        baseline: { type: 'string' },
        pattern: { type: 'string', short: 'p' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        label: { type: 'string' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const dir = positionals[0];
    if (!dir)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`helios plan needs a tasks folder.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_4__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .discoveryFlags */ .C8)(values));
    for (const invalid of found.invalid)
        process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .invalidTaskLine */ .B3)(invalid)}\n`);
    for (const line of (0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .taskWarningLines */ .jK)(found.warnings))
        process.stderr.write(`${line}\n`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_7__/* .discoveryCountLine */ .U2)(found)}\n`);
    const baselineFile = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .stringFlag */ .AM)(values, 'baseline');
    const baseline = baselineFile
        ? (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(baselineFile, 'utf8'), baselineFile)
        : undefined;
    // As the action's plan: not given, a Docker plan is sized by attempt-seconds as before.
    const provider = (0,_provider_flag_js__WEBPACK_IMPORTED_MODULE_6__/* .providerNameFlag */ .rV)(values);
    const concurrency = values.concurrency !== undefined || provider !== 'docker'
        ? (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .runSettingFlag */ .k9)(values, 'concurrency')
        : undefined;
    const attempts = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .runSettingFlag */ .k9)(values, 'attempts');
    const shardsGiven = values.shards !== undefined;
    const plan = (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .planShards */ .tF)(found.tasks.map((t) => ({
        ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
        environment_hash: t.environmentHash,
        attempts,
    })), {
        shards: shardsGiven ? (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'shards', 1, 1, 256) : undefined,
        maxParallel: shardsGiven || values['max-parallel'] === undefined
            ? undefined
            : (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'max-parallel', 1, 1, 256),
        maxShards: shardsGiven ? undefined : (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'max-shards', 8, 1, 256),
        targetShardSec: shardsGiven ? undefined : (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .intFlag */ .s1)(values, 'target-shard-minutes', 20, 1, 10_000) * 60,
        durations: baseline && (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .durationsFromSummary */ .Wv)(baseline),
        longestAttemptSec: baseline && (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .longestAttemptsFromSummary */ .nZ)(baseline),
        concurrency,
        remoteAttempts: provider !== 'docker',
        label: (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .stringFlag */ .AM)(values, 'label') ?? 'default',
        createdAt: new Date().toISOString(),
    });
    const text = (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .serializePlan */ .S1)(plan);
    const output = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .stringFlag */ .AM)(values, 'output');
    if (output)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(output, text);
    else
        process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return found.invalid.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ createProgress)
/* harmony export */ });
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60841);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90799);


function createProgress(opts) {
    const started = Date.now();
    let last = null;
    let timer = null;
    const elapsed = () => (Date.now() - started) / 1000;
    const draw = () => {
        if (!last)
            return;
        const line = (0,_box_js__WEBPACK_IMPORTED_MODULE_1__/* .progressLine */ .oz)({
            done: last.finished,
            total: last.total,
            passed: last.passed,
            failed: last.failed,
            errors: last.errors,
            elapsedSec: elapsed(),
        });
        opts.stream.write(`\r\x1b[2K${line}`);
    };
    const print = (text) => {
        if (opts.live)
            opts.stream.write('\r\x1b[2K');
        opts.stream.write(`${text}\n`);
        if (opts.live)
            draw();
    };
    if (opts.live)
        timer = setInterval(draw, 500).unref();
    const onProgress = (event) => {
        last = event.counts;
        // Refused tasks are named even with -q, like the invalid ones discovery found; a registry that
        // failed is worth a line too: the run is slower than it should be.
        const loud = event.type === 'run-started' ||
            event.type === 'registry-warning' ||
            event.type === 'image-cache-warning';
        const line = opts.quiet && !loud ? null : (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .eventLine */ .V)(event);
        if (line !== null) {
            print(line);
        }
        else if (event.type === 'attempt-finished' && opts.quiet && !opts.live) {
            print((0,_box_js__WEBPACK_IMPORTED_MODULE_1__/* .progressLine */ .oz)({
                done: event.counts.finished,
                total: event.counts.total,
                passed: event.counts.passed,
                failed: event.counts.failed,
                errors: event.counts.errors,
                elapsedSec: elapsed(),
            }));
        }
        else if (opts.live) {
            draw();
        }
    };
    const stop = () => {
        if (timer)
            clearInterval(timer);
        if (opts.live) {
            draw();
            opts.stream.write('\n');
        }
    };
    return { onProgress, stop };
}


/***/ }),

/***/ 63552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QW: () => (/* binding */ PROVIDER_HELP),
/* harmony export */   iA: () => (/* binding */ remoteProviderFlag),
/* harmony export */   rV: () => (/* binding */ providerNameFlag)
/* harmony export */ });
/* harmony import */ var _run_providers_daytona_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57063);
/* harmony import */ var _run_providers_kubernetes_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63508);
/* harmony import */ var _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3710);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97504);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);





const PROVIDER_HELP = `      --provider NAME       where attempts run: docker (default; the local engine or DOCKER_HOST) or
                            daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET;
                            at most --concurrency sandboxes at once) or kubernetes (one pod per attempt;
                            KUBECONFIG or in-cluster; images pushed to --image-registry)
      --namespace NAME      kubernetes: the namespace of the pods (default KUBERNETES_NAMESPACE, else default)`;
function providerNameFlag(values) {
    const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'provider') ?? 'docker';
    const known = _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd.find((n) => n === name);
    if (known)
        return known;
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name, _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd);
    const fix = meant === null ? `use one of ${_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd.join(', ')}` : `did you mean --provider ${meant}?`;
    throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--provider: unknown provider '${name}'; ${fix}`);
}
/** The remote provider asked for, or null for Docker (the caller keeps its engine client). */
function remoteProviderFlag(values, concurrency, env = process.env) {
    const name = providerNameFlag(values);
    if (name === 'docker')
        return null;
    const namespace = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'namespace');
    if (namespace !== undefined && name !== 'kubernetes')
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--namespace is for --provider kubernetes; drop it for ${name}`);
    // A cluster pulls its images: the registry is where they are pushed (provider kubernetes).
    if (name === 'daytona' && (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'image-registry') !== undefined) {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--image-registry keeps Docker images; --provider ${name} builds its own snapshots: drop one`);
    }
    try {
        return (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .createProvider */ .Qd)(name, { concurrency, env, namespace });
    }
    catch (error) {
        if (error instanceof _run_providers_daytona_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DaytonaConfigError */ .xf || error instanceof _run_providers_kubernetes_config_js__WEBPACK_IMPORTED_MODULE_0__/* .KubernetesConfigError */ .Rl)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(error.message);
        throw error;
    }
}


/***/ }),

/***/ 75278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ REGISTRY_HELP),
/* harmony export */   m: () => (/* binding */ registryFlag)
/* harmony export */ });
/* harmony import */ var _run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87394);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77593);
// `--image-registry REF` of the CLI: credentials from HELIOS_REGISTRY_USERNAME and
// HELIOS_REGISTRY_PASSWORD, else the engine client's `docker login`.


const REGISTRY_HELP = `      --image-registry REF  keep built images in REF as REF:<content hash>: pull before building,
                            push after (e.g. ghcr.io/owner/repo/helios-env); a registry that fails
                            is a warning. Login: HELIOS_REGISTRY_USERNAME and HELIOS_REGISTRY_PASSWORD,
                            else docker login's`;
async function registryFlag(values, env = process.env) {
    const ref = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values, 'image-registry');
    if (ref === undefined)
        return null;
    try {
        return await (0,_run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRegistry */ .Wc)({ ref, username: env.HELIOS_REGISTRY_USERNAME || null, password: env.HELIOS_REGISTRY_PASSWORD || null }, env);
    }
    catch (error) {
        if (error instanceof _run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .RegistryRefError */ .dV)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--image-registry: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 91086:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ reportCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17733);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59913);
/* harmony import */ var _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57177);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77593);
/* harmony import */ var _summary_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29273);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(32514);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__]);
_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];
// `helios report RUN_DIR --html`: report.html for a local run folder — its summary, the trend
// (the folder's history.json, or --history), the per-task drill-down with each attempt's
// trajectory, and with --base another run folder: the comparison, base and head side by side for a
// regressed task. Written into the run folder (or -o FILE); its path is printed.









const HELP = `Usage: helios report <run folder> --html [options]

  --html            write report.html (the only format: the terminal report is what
                    helios batch prints, helios compare compares two runs)
  -o, --output F    where to write it (default: <run folder>/${_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORT_HTML_FILE */ .C})
  --base DIR        a baseline run folder: the comparison's verdict, each task's change, and for
                    a regressed task the base's attempts beside the head's
  --history PATH    the trend's runs: a history.json, or an output folder of local runs
                    (default: the run folder's ${_results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX} when it has one)
  --k K             pass@k the comparison uses (default 1)

One self-contained file: inline styles and charts, no script, nothing fetched.
Exit code: 0; 2 when a folder holds no ${_summary_file_js__WEBPACK_IMPORTED_MODULE_7__/* .SUMMARY_FILE */ .u7} or a file cannot be read.`;
async function reportCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parse */ .qg)(argv, {
        html: { type: 'boolean' },
        output: { type: 'string', short: 'o' },
        base: { type: 'string' },
        history: { type: 'string' },
        k: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    if (positionals.length !== 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`helios report needs one run folder.\n\n${HELP}`);
    if (!values.html)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`helios report writes report.html: pass --html.\n\n${HELP}`);
    const headDir = positionals[0];
    const head = await readRunFolder(headDir);
    const baseDir = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringFlag */ .AM)(values, 'base') ?? null;
    const base = baseDir === null ? null : await readRunFolder(baseDir);
    const comparison = base === null ? null : (0,_results_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .compareRuns */ .qB)(base, head, { k: (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .intFlag */ .s1)(values, 'k', 1) });
    const output = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringFlag */ .AM)(values, 'output') ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(headDir, _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORT_HTML_FILE */ .C));
    const html = await (0,_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_5__/* .reportHtml */ .E)({
        head,
        headDir,
        base,
        baseDir,
        comparison,
        history: await historyFor(headDir, (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringFlag */ .AM)(values, 'history'), head),
        leaderboard: null,
        reportDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(output),
    });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(output, html).catch((error) => {
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`cannot write ${output}: ${error.code ?? error.message}`);
    });
    process.stdout.write(`${output}\n`);
    return 0;
}
/** The report reads a run's attempts beside its summary: the folder, not the file. */
async function readRunFolder(dir) {
    if ((await (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_7__/* .summaryFileAt */ .EZ)(dir)) === dir)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`${dir} is a file; helios report takes the run folder that holds it (${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir)})`);
    return (0,_summary_file_js__WEBPACK_IMPORTED_MODULE_7__/* .readSummary */ .L_)(dir);
}
/** --history, else the folder's own history.json, else this run alone (no chart: one point). */
async function historyFor(dir, flag, head) {
    if (flag !== undefined)
        return (0,_history_js__WEBPACK_IMPORTED_MODULE_8__/* .loadHistory */ .F)(flag);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX)))
        return (0,_history_js__WEBPACK_IMPORTED_MODULE_8__/* .loadHistory */ .F)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX));
    return (0,_results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .appendRun */ .ah)((0,_results_history_js__WEBPACK_IMPORTED_MODULE_4__/* .emptyHistory */ .s4)(head.label), head);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

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
    if (!recorded.complete && recorded.highestAttempt === undefined && !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(runDir, run_lock/* LOCK_FILE */.FI)))
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
    const lines = [`Helios compare: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(c.head.label)}`];
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
    const inconclusive = c.conclusion === 'neutral' && c.gate.inconclusive !== null;
    const flagged = c.conclusion === 'neutral' && !inconclusive && c.gate.flagged !== null;
    const word = inconclusive ? 'INCONCLUSIVE' : flagged ? 'FLAGGED' : c.conclusion.toUpperCase();
    const verdict = inconclusive
        ? c.verdict.replace(/^Inconclusive: /, '')
        : flagged
            ? c.verdict.replace(/^Check the tasks: /, '')
            : c.verdict;
    lines.push(`${word}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(verdict)}`);
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
        .map((key) => `${tally.get(key)} ${key}`)
        .join(', ') + (c.counts.flaky > 0 ? ` (${c.counts.flaky} flaky)` : '');
    lines.push(`Tasks: ${counts}`, '');
    const { changed, rest } = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .splitRows */ .aN)(c.tasks);
    const shown = opts.all === true ? [...changed, ...rest] : changed;
    if (shown.length > 0) {
        const rows = shown.map((t) => [
            (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .displayStatus */ .j_)(t) +
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
