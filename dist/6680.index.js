export const id = 6680;
export const ids = [6680];
export const modules = {

/***/ 86436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BATCH_ALIASES: () => (/* binding */ BATCH_ALIASES),
  BATCH_HELP: () => (/* binding */ BATCH_HELP),
  BATCH_OPTIONS: () => (/* binding */ BATCH_OPTIONS),
  agentDirFlag: () => (/* binding */ agentDirFlag),
  agentSpecFromFlags: () => (/* binding */ agentSpecFromFlags),
  batchCommand: () => (/* binding */ batchCommand),
  counted: () => (/* binding */ counted),
  executeRun: () => (/* binding */ executeRun),
  exitCodeOf: () => (/* binding */ exitCodeOf),
  printDiscovery: () => (/* binding */ printDiscovery),
  retriesFlag: () => (/* binding */ retriesFlag),
  retryFlags: () => (/* binding */ retryFlags),
  runBudgetFlags: () => (/* binding */ runBudgetFlags)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: ./src/run/agents/index.ts + 8 modules
var agents = __webpack_require__(80725);
// EXTERNAL MODULE: ./src/run/interrupt.ts
var run_interrupt = __webpack_require__(47214);
// EXTERNAL MODULE: ./src/run/agents/preflight.ts
var preflight = __webpack_require__(78423);
// EXTERNAL MODULE: ./src/cli/agent-network-flag.ts
var agent_network_flag = __webpack_require__(14779);
// EXTERNAL MODULE: ./src/run/runner.ts + 37 modules
var runner = __webpack_require__(88531);
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
// EXTERNAL MODULE: ./src/trial/types.ts
var types = __webpack_require__(46305);
;// CONCATENATED MODULE: ./src/trial/apply.ts

function withTrial(tasks, trial) {
    if (!trial)
        return [...tasks];
    return tasks.map((task) => {
        if (task.steps.length > 0)
            throw new types/* TrialConfigError */.z(trial.file, 'scenes', `task ${task.name} has [[steps]]; a run's trial cannot replace them (leave it out of the run)`);
        return { ...task, config: { ...task.config, trial } };
    });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/trial/parse.ts
var parse = __webpack_require__(23991);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/trial/load.ts
// A trial from a file of its own (`--trial file.yaml`): YAML (or JSON, which YAML reads), the
// trial at the top or under `trial:`.





async function loadTrialFile(file) {
    const text = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
        throw new types/* TrialConfigError */.z(file, '(file)', `cannot be read: ${error.code ?? error.message}`);
    });
    return trialFromYaml(text, file);
}
/** Pure: the YAML text's trial; a file with no scenes is refused (it would run nothing new). */
function trialFromYaml(text, file) {
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        throw new types/* TrialConfigError */.z(file, '(file)', `invalid YAML: ${(0,narrow/* messageOf */.bD)(error).split('\n')[0]}`);
    }
    const top = (0,narrow/* isRecord */.u4)(doc) && 'trial' in doc ? doc.trial : doc;
    const at = top === doc ? '' : 'trial';
    const trial = (0,parse/* parseTrial */.U)(top ?? {}, file, at);
    if (!trial)
        throw new types/* TrialConfigError */.z(file, at ? 'trial.scenes' : 'scenes', 'expected at least one scene, got none');
    return trial;
}

;// CONCATENATED MODULE: ./src/cli/trial-flag.ts
// `--trial FILE`: the YAML trial every task of the run follows; a bad file is a usage error that
// names the file, the field and the scene.




async function trialFlag(values) {
    const file = (0,args/* stringFlag */.AM)(values, 'trial');
    if (file === undefined)
        return null;
    try {
        return await loadTrialFile((0,external_node_path_.resolve)(file));
    }
    catch (error) {
        if (error instanceof types/* TrialConfigError */.z)
            throw new args/* UsageError */.eb(`--trial: ${error.message}`);
        throw error;
    }
}

// EXTERNAL MODULE: ./src/run/agents/installed/index.ts + 5 modules
var installed = __webpack_require__(20708);
// EXTERNAL MODULE: ./src/run/agents/acp/adapters.ts
var adapters = __webpack_require__(59607);
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


















/** The planned tasks with their env overrides and the run's trial. */
function tasksOfTrial(planned, trial) {
    return withTrial(planned.map(bench_runs/* plannedTaskOf */.DF), trial);
}
async function batchFromConfig(values, positionals) {
    if (values['resume'] !== undefined)
        throw new args/* UsageError */.eb('--resume takes one run folder: resume each label of a config run on its own, without --config');
    if (positionals.length > 1)
        throw new args/* UsageError */.eb(`unexpected argument '${positionals[1]}'`);
    const loaded = await (0,load_bench_config/* loadBenchConfig */.z)((0,args/* stringFlag */.AM)(values, 'config') ?? '', positionals[0] ? { tasksDir: (0,external_node_path_.resolve)(positionals[0]) } : {});
    const flags = flagsOf(values);
    const config = (0,bench_runs/* withFlags */.WW)(loaded.config, flags);
    const trial = (await trialFlag(values)) ?? config.trial; // the flag wins, as every flag does
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
    runs.forEach((run, i) => (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(specs[i], run.model?.model ?? null), process.env, (0,agent_network_flag/* agentNetworkFlag */.O)(values)));
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
            tasks: tasksOfTrial(planned, trial),
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
            return run_interrupt/* INTERRUPTED_EXIT_CODE */.Cz;
        if (exitCodeOf(outcome.summary) === 1)
            code = 1;
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
        agentNetwork: (0,agent_network_flag/* agentNetworkFlag */.O)(values),
        agentDir: agentDirFlag(values),
        onLog: (message) => process.stderr.write(`${message}\n`),
        attempts: config.attempts ?? run/* RUN_SETTINGS */._t.attempts.default,
        concurrency,
        outputDir: (0,external_node_path_.resolve)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output'),
        timeoutMultiplier: config.timeoutMultiplier ?? run/* RUN_SETTINGS */._t['timeout-multiplier'].default,
        agentEnvNames: [...new Set([...config.agentEnv, ...(0,args/* listFlag */.v6)(values, 'agent-env')])],
        retry: retryFlags(values, config.retry),
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

// EXTERNAL MODULE: ./src/config/task-overrides.ts
var task_overrides = __webpack_require__(73541);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/run/on-abort.ts
var on_abort = __webpack_require__(64331);
;// CONCATENATED MODULE: ./src/run/agents/interactive-shell.ts
// `helios run --interactive`: a person is the agent. The attempt's environment is built and
// started as for any agent (no tests, no solution inside); a shell opens in it as the agent's
// user through the docker CLI, on this terminal. When it exits the attempt goes on (the verifier
// scores what was left) and the runner removes the container.


function interactiveShellAgent(tty) {
    return {
        name: 'interactive',
        needsSolution: false,
        needsContainerNetwork: false,
        command: () => null,
        env: () => ({}),
        requiredEnv: [],
        runOnHost: (ctx) => openShell(ctx, tty),
    };
}
/** `docker exec -it` (`-i` when stdin is no terminal): bash when the image has it, else sh. */
function shellArgv(ctx, tty) {
    const { user } = ctx.task.config.agent;
    const { workdir } = ctx.task.config.environment;
    return [
        'exec',
        tty ? '-it' : '-i',
        ...(user ? ['-u', user] : []),
        ...(workdir ? ['-w', workdir] : []),
        ctx.environment.id,
        'sh',
        '-c',
        'if command -v bash >/dev/null; then exec bash -l; else exec sh -l; fi',
    ];
}
async function openShell(ctx, tty) {
    const child = (0,external_node_child_process_.spawn)('docker', shellArgv(ctx, tty), { stdio: 'inherit' });
    const stop = () => child.kill('SIGKILL');
    const unsubscribe = (0,on_abort/* onAbort */.u)(ctx.signal, stop);
    let spawnFailed = false;
    const exitCode = await new Promise((resolve) => {
        child.on('error', () => {
            spawnFailed = true;
            resolve(null);
        });
        child.on('close', (code) => resolve(code));
    });
    unsubscribe();
    return {
        exitCode,
        timedOut: false,
        error: spawnFailed ? 'the docker command could not start: --interactive needs the docker CLI' : null,
        fatal: null,
        usage: null,
        trajectory: null,
    };
}

// EXTERNAL MODULE: ./src/settings/overrides.ts
var overrides = __webpack_require__(87656);
;// CONCATENATED MODULE: ./src/report/watch-text.ts

/** Lines of a tool's output shown: the first and last half of this, and how many were left out. */
const WATCH_OUTPUT_LINES = 12;
function watchText(event) {
    return event.kind === 'turn' ? turnText(event) : outputText(event.call);
}
function turnText(event) {
    const { step, turn } = event;
    const usage = step.usage;
    const tokens = usage
        ? ` · ${count(usage.input_tokens)} in${usage.cached_input_tokens ? ` (${count(usage.cached_input_tokens)} cached)` : ''} / ${count(usage.output_tokens)} out tokens`
        : '';
    const lines = [`── turn ${turn}${tokens}`];
    if (step.reasoning)
        lines.push(...indent('thinking: ', step.reasoning));
    if (step.text)
        lines.push(...indent('model: ', step.text));
    for (const call of step.tool_calls)
        lines.push(callLine(call));
    return `${lines.join('\n')}\n`;
}
/** `$ ls -la` for a bash call, `finish: done` for finish, else the name and its arguments as JSON. */
function callLine(call) {
    const args = (0,narrow/* recordOrNull */.Ks)(call.arguments);
    if (call.name === 'bash' && typeof args?.['command'] === 'string')
        return `$ ${args['command']}`;
    if (call.name === 'finish')
        return `✓ finish${typeof args?.['summary'] === 'string' ? `: ${args['summary']}` : ''}`;
    return `→ ${call.name} ${JSON.stringify(call.arguments)}`;
}
function outputText(call) {
    if (call.name === 'finish' || call.output === null)
        return '';
    // Blank lines are left out: the output stays compact between the turns.
    const lines = call.output.split('\n').filter((line) => line.trim() !== '');
    const half = WATCH_OUTPUT_LINES / 2;
    const shown = lines.length <= WATCH_OUTPUT_LINES
        ? lines
        : [
            ...lines.slice(0, half),
            `… ${lines.length - WATCH_OUTPUT_LINES} more lines …`,
            ...lines.slice(-half),
        ];
    return `${shown.map((l) => `  │ ${l}`).join('\n')}\n`;
}
function indent(prefix, text) {
    return text
        .trim()
        .split('\n')
        .map((line, i) => `${i === 0 ? prefix : ' '.repeat(prefix.length)}${line}`);
}
function count(n) {
    return n.toLocaleString('en-US');
}

;// CONCATENATED MODULE: ./src/cli/watch-flags.ts
// `helios run --watch` and `--interactive`: each follows one attempt of one task, so both are
// refused with several attempts, on `helios batch`, and together; --watch needs an agent that
// reports its steps as it goes (the built-in one).





const WATCH_OPTIONS = {
    watch: { type: 'boolean' },
    interactive: { type: 'boolean' },
};
const WATCH_HELP = `      --watch               helios run: stream the agent's steps as they happen (model text,
                            each tool call and its output, tokens); the built-in agent
      --interactive         helios run: build and start the task's environment and open a
                            shell in it as the agent's user (no tests, no solution); removed on exit`;
/** A one-sentence refusal of a mode that cannot follow this run, or nothing. */
function watchRefusal(values, run) {
    const mode = values['interactive'] === true ? '--interactive' : values['watch'] === true ? '--watch' : null;
    if (mode === null)
        return null;
    if (values['watch'] === true && values['interactive'] === true)
        return '--watch and --interactive are two ways to follow one task: give one';
    if (!run.single)
        return `${mode} follows one task: use helios run <task> ${mode}`;
    if (run.attempts > 1)
        return `${mode} cannot go with -k ${run.attempts}: it needs a single execution context (leave -k out)`;
    if (mode === '--watch' && run.agent !== 'helios')
        return `--watch streams the built-in agent's steps (-a helios -m MODEL); the ${run.agent} agent's steps are read when it ends (agent/trajectory.json)`;
    return null;
}
/** Throws the refusal when there is one. */
function refuseFollow(values, run) {
    const refusal = watchRefusal(values, run);
    if (refusal !== null)
        throw new args/* UsageError */.eb(refusal);
}
/** The watcher that writes each step to `out` as it happens. */
function watchListener(out) {
    return (event) => {
        const text = watchText(event);
        if (text)
            out.write(text);
    };
}
/**
 * The shell agent and the task as it runs under it: a person's session is not held to the task's
 * agent timeout (the longest an overrides file may set). Docker only: the shell is `docker exec`.
 */
function interactiveRun(provider, tasks) {
    if (provider.name !== 'docker')
        throw new args/* UsageError */.eb(`--interactive opens its shell with docker exec: it runs on the docker provider, not ${provider.name}`);
    const agentTimeoutSec = overrides/* OVERRIDE_SETTINGS */.$['agent-timeout-sec'].max;
    process.stderr.write('Opening a shell in the task environment as its agent user (no tests, no solution); exit it to end: the verifier then scores what you left, and the container is removed.\n');
    return {
        agent: interactiveShellAgent(process.stdin.isTTY === true),
        tasks: tasks.map((task) => (0,task_overrides/* withOverrides */.Sn)(task, { agent_timeout_sec: agentTimeoutSec })),
    };
}
/** What --watch or --interactive change in the run's options (nothing without them). */
function followOptions(values, provider, tasks) {
    if (values['watch'] === true)
        return { onAgentEvent: watchListener(process.stdout) };
    if (values['interactive'] !== true)
        return {};
    const { agent, tasks: asRun } = interactiveRun(provider, tasks);
    // A second shell after an infrastructure error would surprise the person in the first.
    return { agentDefinition: agent, tasks: asRun, retry: { maxRetries: 0 } };
}

// EXTERNAL MODULE: ./src/report/plain-table.ts
var plain_table = __webpack_require__(23371);
;// CONCATENATED MODULE: ./src/report/task-listing.ts


function renderListingTerminal(listing) {
    const rows = listing.tasks.map((t) => [
        (0,report_escape/* escapeTerminal */.en)(t.task_path),
        t.shard === null ? '–' : String(t.shard),
        (0,report_escape/* escapeTerminal */.en)(t.image ?? '–'),
        t.status === 'runs'
            ? t.warnings.length > 0
                ? `runs, ${t.warnings.length} warning(s)`
                : 'runs'
            : 'refused',
    ]);
    const table = (0,plain_table/* plainTable */.$)(['task', 'shard', 'image', ''], rows);
    const details = listing.tasks.flatMap(detailLines);
    const { runs, refused, warnings } = listing.counts;
    const total = `${listing.tasks.length} task(s): ${runs} would run, ${refused} refused, ${warnings} warning(s); nothing was run`;
    return [...table, '', ...(details.length ? [...details, ''] : []), total].join('\n');
}
function detailLines(task) {
    const at = (file, field) => [file, field].filter(Boolean).map((s) => (0,report_escape/* escapeTerminal */.en)(s));
    const refusal = task.refusal
        ? [
            `  ${(0,report_escape/* escapeTerminal */.en)(task.task_path)}: refused: ${[...at(task.refusal.file, task.refusal.field), (0,report_escape/* escapeTerminal */.en)(task.refusal.message)].join(': ')}`,
        ]
        : [];
    const warnings = task.warnings.map((w) => `  ${(0,report_escape/* escapeTerminal */.en)(task.task_path)}: warning: ${[...at(w.file, w.field), (0,report_escape/* escapeTerminal */.en)(w.message)].join(': ')}`);
    return [...refusal, ...warnings];
}

// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: ./src/run/providers/index.ts + 1 modules
var providers = __webpack_require__(38741);
// EXTERNAL MODULE: ./src/results/task-listing.ts
var task_listing = __webpack_require__(45524);
// EXTERNAL MODULE: ./src/cli/dataset-flag.ts
var dataset_flag = __webpack_require__(86217);
;// CONCATENATED MODULE: ./src/cli/dry-run.ts
// `helios batch --dry-run`: every task the run would find, with its images, refusal and warnings,
// and nothing run (no engine, no key needed). Exit 1 when a task would be refused, as the run would.









async function dryRunCommand(values, positionals) {
    if ((0,args/* stringFlag */.AM)(values, 'resume') !== undefined || values['config'] !== undefined)
        throw new args/* UsageError */.eb('--dry-run lists a tasks folder: give one, without --resume or --config');
    const fetched = await (0,dataset_flag/* datasetFlag */.dw)(values, positionals);
    const target = (0,dataset_flag/* tasksTarget */.i0)(fetched, positionals);
    if (!target || positionals.length > 1)
        throw new args/* UsageError */.eb('--dry-run needs one tasks folder or -d NAME@VERSION');
    const found = await (0,discover/* discoverTasks */._6)((0,external_node_path_.resolve)(target), (0,args/* discoveryFlags */.C8)(values));
    if (found.tasks.length === 0 && found.invalid.length === 0)
        throw new args/* UsageError */.eb(`no tasks found under ${target}`);
    const provider = (0,providers/* providerDescriptor */.nh)((0,provider_flag/* providerNameFlag */.rV)(values));
    // One run is one shard: every task that runs is in shard 0.
    const listing = (0,task_listing/* listTasks */.V)({
        ...found,
        shardOf: () => 0,
        providerRefusal: (task) => (0,capability_refusals/* taskRefusalAt */.Ni)(task, provider),
    });
    process.stdout.write(values['json'] === true ? `${JSON.stringify(listing, null, 2)}\n` : `${renderListingTerminal(listing)}\n`);
    return listing.counts.refused > 0 ? 1 : 0;
}

// EXTERNAL MODULE: ./src/run/agents/helios/index.ts + 14 modules
var helios = __webpack_require__(44223);
// EXTERNAL MODULE: ./src/settings/agent.ts
var agent = __webpack_require__(31664);
// EXTERNAL MODULE: ./src/settings/setting.ts
var setting = __webpack_require__(1013);
// EXTERNAL MODULE: ./src/run/agents/reasoning.ts
var reasoning = __webpack_require__(63092);
// EXTERNAL MODULE: ./src/run/agents/types.ts
var agents_types = __webpack_require__(13965);
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
    'computer-safety': { type: 'string' },
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
    'retry-wait-multiplier': { type: 'string' },
    'retry-min-wait': { type: 'string' },
    'retry-max-wait': { type: 'string' },
    trial: { type: 'string' },
    'image-registry': { type: 'string' },
    provider: { type: 'string' },
    namespace: { type: 'string' },
    config: { type: 'string' },
    ...dataset_flag/* DATASET_OPTIONS */.GL,
    ...WATCH_OPTIONS,
    json: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
/** Helios' spellings, kept as aliases of the action's words (its `concurrency` and `attempts` inputs). */
const BATCH_ALIASES = { concurrent: 'concurrency', 'n-attempts': 'attempts' };
const SAFETY = agent/* AGENT_SETTINGS */.m['computer-safety'];
const BATCH_HELP = `Usage: helios batch <tasks-dir> [options]
       helios batch -d <name>@<version> [options]
       helios run <task-dir> [options]
       helios batch --resume <run-folder> [options]
       helios batch --config bench.toml [tasks-dir] [options]

Runs every task k times in Docker and writes <output>/<run-id>/run_summary.json plus one
folder per attempt (result.json, config.json, agent/, verifier/, artifacts/).

${(0,dataset_flag/* datasetHelp */.uA)(28)}
  -n, --concurrency N       attempts running at once (default ${run/* RUN_SETTINGS */._t.concurrency.default}; alias --concurrent)
  -k, --attempts K          attempts per task, for pass@k (default ${run/* RUN_SETTINGS */._t.attempts.default}; alias --n-attempts)
  -m, --model NAME          the model: anthropic/claude-sonnet-4-5, openai/gpt-5, google/gemini-2.5-pro,
                            openai-compatible/NAME (… ); without -a it runs the built-in agent
  -o, --output DIR          output folder (default output)
  -q, --quiet               only the aggregate progress
  -p, --pattern GLOB        glob that finds task files (default **/task.toml)
  -a, --agent NAME          helios (built-in, needs -m) | command | host-command | oracle | nop, or an
                            installed CLI: ${Object.keys(installed/* INSTALLED_CLIS */.Dl).join(' | ')}, an ACP adapter:
                            ${Object.keys(adapters/* ACP_ADAPTERS */.S).join(' | ')}, or acp:<command> (an ACP agent on the host)
                            (default: helios with -m, else oracle)
      --agent-command CMD   shell command for command (in the container) or host-command (on the host)
      --agent-env NAMES     host env vars passed to the agent phase only (values redacted)
      --agent-version V     npm version of an installed agent CLI (default: the tested pin)
      --agent-network host  attempt containers share the host network (a model server on localhost)
      --agent-dir DIR       copy DIR into each container at /helios/agent before the agent phase
      --max-turns N         built-in agent: model calls per attempt (default ${helios/* DEFAULT_LIMITS */.dR.maxTurns})
      --reasoning-effort L  built-in agent: the model's reasoning, ${agents_types/* REASONING_EFFORTS */.H.join('|')}
                            (default: the provider's); --reasoning-disabled is none
      --computer-safety A   built-in agent: the answer to a computer-use safety check,
                            ${SAFETY.values.join('|')} (default ${SAFETY.default}; docs/gui.md)
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
      --retries N           retries of infrastructure errors (default ${run/* RUN_SETTINGS */._t.retries.default}),
                            never of an agent's failure or timeout
      --retry-wait-multiplier S  seconds before the first retry, doubled each time
                            (default ${run/* RUN_SETTINGS */._t['retry-wait-multiplier'].default})
      --retry-min-wait S    seconds a retry waits at least (default ${run/* RUN_SETTINGS */._t['retry-min-wait'].default})
      --retry-max-wait S    seconds a retry waits at most; wins over the min (default ${run/* RUN_SETTINGS */._t['retry-max-wait'].default})
      --trial FILE          a trial (YAML): scenes of roles taking turns, run by every task in
                            place of its own [trial] (docs/trials.md)
${registry_flag/* REGISTRY_HELP */.i}
${provider_flag/* PROVIDER_HELP */.QW}
      --config FILE         a bench config (TOML): tasks, models, agents, attempts, per-task
                            overrides; one run folder per label. A flag given here wins over
                            the file, its [[tasks]] entries included
      --json                print run_summary.json on stdout (with --config: an array of them)
      --dry-run             run nothing: list every task with its shard, image, refusal and
                            warnings (JSON with --json); exit 1 when one would be refused
${WATCH_HELP}

Exit code: 0 when every attempt produced a result (passed or failed), 1 when an attempt errored
or a task was invalid, 2 on a usage error, 130 when interrupted.`;
async function batchCommand(argv, single) {
    const { values, positionals } = (0,args/* parse */.qg)(argv, BATCH_OPTIONS, BATCH_ALIASES);
    if (values.help) {
        process.stdout.write(`${BATCH_HELP}\n`);
        return 0;
    }
    if (values['dry-run'] === true)
        return await dryRunCommand(values, positionals);
    if (values.config !== undefined) {
        if (values.dataset !== undefined)
            throw new args/* UsageError */.eb('-d and --config both name the tasks; give one');
        if (single)
            throw new args/* UsageError */.eb('--config goes with helios batch, not helios run');
        refuseFollow(values, { single: false, attempts: 1, agent: 'helios' });
        return await batchFromConfig(values, positionals);
    }
    const resumeDir = (0,args/* stringFlag */.AM)(values, 'resume');
    if (positionals.length > 1)
        throw new args/* UsageError */.eb(`unexpected argument '${positionals[1]}'`);
    const fetched = await batchDataset(values, positionals, single, resumeDir);
    const settings = await settleSettings(values, resumeDir);
    // `helios batch --resume RUN` alone: the tasks folder the run recorded when it started.
    const target = (0,dataset_flag/* tasksTarget */.i0)(fetched, positionals) ?? settings.recordedTasks;
    if (!target)
        throw new args/* UsageError */.eb(`--resume: ${(0,external_node_path_.resolve)(resumeDir)} does not record its tasks folder (a run of an older helios): give it first, as when the run started: helios batch <tasks> --resume ${resumeDir}`);
    const { model, agent, attempts, concurrency, label } = settings;
    refuseFollow(values, { single, attempts, agent });
    // Before the key check: a misspelt model may also be why that fails.
    const modelTypo = model === null ? null : (0,model_catalogue/* modelTypoWarning */.S)(model);
    if (modelTypo !== null)
        process.stderr.write(`warning: ${modelTypo}\n`);
    // What the agent needs (a key, the host network for a localhost server), before anything is made.
    (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(settings.agentSpec, model), process.env, (0,agent_network_flag/* agentNetworkFlag */.O)(values));
    const json = values.json === true;
    const found = await discoverBatch(target, values, single);
    const imageRegistry = await (0,registry_flag/* registryFlag */.m)(values);
    const { outputDir, runId } = runFolderOf(values, resumeDir);
    if (!resumeDir)
        await (0,output_folder/* assertOutputFolder */.g)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output');
    const provider = await (0,provider_flag/* providerFlag */.gk)(values, concurrency);
    const log = process.stderr;
    printDiscovery(log, found, values.quiet === true, {
        ...{ tasks: found.tasks.length, invalid: found.invalid.length },
        ...{ concurrency, attempts, model, agent, output: outputDir },
    });
    const options = {
        tasks: withTrial(found.tasks, await trialFlag(values)),
        invalidTasks: found.invalid,
        agent: settings.agentSpec,
        agentNetwork: (0,agent_network_flag/* agentNetworkFlag */.O)(values),
        agentDir: agentDirFlag(values),
        onLog: (message) => log.write(`${message}\n`),
        model,
        attempts,
        concurrency,
        outputDir,
        runId,
        label,
        ...(fetched ? { dataset: (0,dataset_flag/* runDataset */.Or)(fetched) } : {}),
        resume: resumeDir !== undefined,
        timeoutMultiplier: (0,args/* runSettingFlag */.k9)(values, 'timeout-multiplier'),
        agentEnvNames: (0,args/* listFlag */.v6)(values, 'agent-env'),
        retry: retryFlags(values),
        budget: runBudgetFlags(values),
        provider,
        imageRegistry,
        ...followOptions(values, provider, found.tasks),
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
    const watch = values.watch === true || values.interactive === true;
    const outcome = await executeRun(options, { json, quiet: values.quiet === true, target, watch });
    if (outcome.interrupted)
        return run_interrupt/* INTERRUPTED_EXIT_CODE */.Cz;
    if (json)
        process.stdout.write(`${JSON.stringify(outcome.summary, null, 2)}\n`);
    return exitCodeOf(outcome.summary);
}
/** `-d`'s fetched dataset (batch only), or null; with neither it nor a folder nor --resume: the usage. */
async function batchDataset(values, positionals, single, resumeDir) {
    if (single && values.dataset !== undefined)
        throw new args/* UsageError */.eb('helios run takes one task folder; run a dataset with helios batch -d');
    const fetched = await (0,dataset_flag/* datasetFlag */.dw)(values, positionals);
    if (!positionals[0] && !resumeDir && !fetched)
        throw new args/* UsageError */.eb(`helios ${single ? 'run' : 'batch'} needs a ${single ? 'task' : 'tasks'} folder.\n\n${BATCH_HELP}`);
    return fetched;
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
    // A watched run's steps scroll on the terminal: no bar redrawn among them.
    const live = log.isTTY === true && view.watch !== true;
    const progress = (0,cli_progress/* createProgress */.m)({ stream: log, quiet: view.quiet, live });
    const interrupt = (0,run_interrupt/* interruptOnSignals */.cU)({
        provider: options.provider,
        runIds: [options.runId],
        onFirst: (signal) => log.write(`\n${signal}: stopping — removing containers, keeping finished attempts (again to force)\n`),
        onStall: (reason) => log.write(`\nhelios: ${reason}; stopping — removing containers\n`),
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
    const computerSafety = computerSafetyFlag(values, name);
    return {
        name,
        ...(command ? { command } : {}),
        ...((0,args/* stringFlag */.AM)(values, 'agent-version') ? { version: (0,args/* stringFlag */.AM)(values, 'agent-version') } : {}),
        ...(reasoning ? { reasoning } : {}),
        ...(computerSafety ? { computerSafety } : {}),
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
        ? (0,reasoning/* builtInOnlyRefusal */.q)(agent, disabled ? '--reasoning-disabled' : '--reasoning-effort')
        : null;
    if (refusal)
        throw new args/* UsageError */.eb(`${refusal}.`);
    return level;
}
/** `--computer-safety decline|acknowledge`, for the built-in agent only; undefined when not given. */
function computerSafetyFlag(values, agent) {
    const raw = values['computer-safety'] === undefined ? undefined : String(values['computer-safety']);
    const answer = (0,setting/* readEnum */.ai)(SAFETY, raw, (fix) => new args/* UsageError */.eb(`--computer-safety is '${raw}'; ${fix}.`));
    const refusal = answer ? (0,reasoning/* builtInOnlyRefusal */.q)(agent, '--computer-safety') : null;
    if (refusal)
        throw new args/* UsageError */.eb(`${refusal}.`);
    return answer;
}
function runBudgetFlags(values) {
    return {
        maxCostUsd: (0,args/* runSettingFlag */.k9)(values, 'run-max-cost'),
        maxTokens: (0,args/* runSettingFlag */.k9)(values, 'run-max-tokens'),
    };
}
function agentDirFlag(values) {
    const dir = (0,args/* stringFlag */.AM)(values, 'agent-dir');
    return dir ? (0,external_node_path_.resolve)(dir) : null;
}
function retriesFlag(values) {
    return (0,args/* runSettingFlag */.k9)(values, 'retries');
}
/** The retry flags given, over `base` (a bench config's), over the defaults. */
function retryFlags(values, base = {}) {
    const retry = { ...run/* DEFAULT_RETRY_VALUES */.u7, ...base };
    for (const [key, name] of (0,narrow/* entriesOf */.Mc)(run/* RETRY_SETTINGS */.Rh))
        if (values[name] !== undefined)
            retry[key] = (0,args/* runSettingFlag */.k9)(values, name);
    return retry;
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

/***/ 23371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ plainTable)
/* harmony export */ });
// A left-aligned terminal table (two spaces between columns, no trailing blanks): the check's and
// the dry run's. Pure.
/** The header line, then one line per row. */
function plainTable(header, rows) {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)];
}


/***/ }),

/***/ 60841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V8: () => (/* binding */ eventLine),
/* harmony export */   Zb: () => (/* binding */ checkPhases),
/* harmony export */   mE: () => (/* binding */ cheatPhases)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' };
const EXPECTED_FAIL_TAGS = {
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
            const tag = phase?.expect !== 'fail'
                ? TAGS[r.status]
                : r.status === 'passed'
                    ? `PASSED, ${phase.name} should fail:`
                    : EXPECTED_FAIL_TAGS[r.status];
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
/** `check --cheat`'s two runs (run/cheat-check.ts names them): every attack should fail. */
function cheatPhases(runIds) {
    const intro = (mode) => `cheat (${mode} verifier): each task once per attack; every attempt should fail (a pass makes the task hackable)`;
    return {
        [runIds.shared]: { name: 'cheat', expect: 'fail', intro: intro('shared') },
        [runIds.separate]: { name: 'cheat', expect: 'fail', intro: intro('separate') },
    };
}


/***/ }),

/***/ 18771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ notRunTasks),
/* harmony export */   a: () => (/* binding */ finishedOfPlanned)
/* harmony export */ });
/**
 * The tasks whose attempts did not all run, in the summary's order, then those that never started.
 * A task whose missing attempts were recorded as `not started:` errors (an agent fault) ran them
 * all as far as the figures go, and is not listed.
 */
function notRunTasks(summary) {
    const listed = summary.tasks
        .filter((t) => t.unfinished !== undefined)
        .map((t) => ({ task_id: t.task_id, task_name: t.task_name, ran: t.n, not_run: t.unfinished }));
    const present = new Set(summary.tasks.map(identity));
    const absent = new Map();
    for (const entry of summary.stopped?.not_started ?? []) {
        const key = identity({ task_id: entry.task_id ?? null, task_name: entry.task_name });
        if (present.has(key) || presentByName(summary.tasks, entry))
            continue;
        const task = absent.get(key) ?? {
            task_id: entry.task_id ?? null,
            task_name: entry.task_name,
            ran: 0,
            not_run: 0,
        };
        task.not_run++;
        absent.set(key, task);
    }
    return [...listed, ...absent.values()];
}
/**
 * Attempts of the run that finished, of those it planned; null for a summary that cannot say
 * (written before `attempts_planned`) or for a run that nothing stopped.
 */
function finishedOfPlanned(summary) {
    const planned = summary.stopped?.attempts_planned;
    if (planned === undefined)
        return null;
    return { finished: Math.max(0, planned - summary.stopped.not_started.length), planned };
}
function identity(t) {
    return t.task_id ?? `name:${t.task_name}`;
}
/** An older entry without task_id matches a task by name. */
function presentByName(tasks, entry) {
    return entry.task_id === undefined && tasks.some((t) => t.task_name === entry.task_name);
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

/***/ 45524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ listTasks)
/* harmony export */ });
/* unused harmony export TASK_LISTING_SCHEMA_VERSION */
/* harmony import */ var _task_image_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81505);
// What a run would do with each task, without running it: `helios plan --json` and
// `helios batch --dry-run`. Every task found is listed — the ones that run with their shard and
// images, the refused ones with the reason (invalid at discovery, or beyond the provider), each
// with its warnings — so a task author sees what would run and why not. Pure.

const TASK_LISTING_SCHEMA_VERSION = 1;
function listTasks(input) {
    const warningsOf = (dir) => input.warnings
        .filter((w) => w.relative_dir === dir)
        .map(({ file, field, message }) => ({ file, field, message }));
    const runnable = input.tasks.map((task) => {
        const refused = input.providerRefusal(task);
        const prebuilt = task.config.environment.dockerImage;
        return {
            task_path: task.relativeDir,
            task_name: task.name,
            task_id: task.id,
            status: refused === null ? 'runs' : 'refused',
            shard: input.shardOf(task.id),
            image: prebuilt ?? (0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_0__/* .environmentTag */ .a)(task),
            image_source: prebuilt === null ? 'build' : 'docker_image',
            other_images: otherImages(task),
            refusal: refused === null
                ? null
                : { file: refused.where ?? `${task.relativeDir}/task.toml`, field: null, message: refused.message },
            warnings: warningsOf(task.relativeDir),
        };
    });
    const invalid = input.invalid.map((task) => ({
        task_path: task.relative_dir,
        task_name: null,
        task_id: null,
        status: 'refused',
        shard: null,
        image: null,
        image_source: null,
        other_images: [],
        refusal: { file: task.file, field: task.field, message: task.message },
        warnings: warningsOf(task.relative_dir),
    }));
    const tasks = [...runnable, ...invalid].sort((a, b) => compare(a.task_path, b.task_path));
    return {
        schema_version: TASK_LISTING_SCHEMA_VERSION,
        kind: 'task-listing',
        tasks,
        counts: {
            runs: tasks.filter((t) => t.status === 'runs').length,
            refused: tasks.filter((t) => t.status === 'refused').length,
            warnings: tasks.reduce((n, t) => n + t.warnings.length, 0),
        },
    };
}
function otherImages(task) {
    const images = [];
    const verifier = task.verifierImage;
    if (verifier?.dockerImage)
        images.push(verifier.dockerImage);
    else if (verifier?.contextDir)
        images.push((0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_0__/* .builtImageTag */ .m)(task.name, 'verifier', verifier.hash));
    for (const service of task.compose?.services ?? []) {
        const image = service.image;
        if (image.kind === 'image')
            images.push(image.name);
        if (image.kind === 'build')
            images.push((0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_0__/* .builtImageTag */ .m)(task.name, service.name, image.hash));
    }
    return images;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
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
/* harmony export */   l: () => (/* binding */ readReasoningEffort),
/* harmony export */   q: () => (/* binding */ builtInOnlyRefusal)
/* harmony export */ });
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97504);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13965);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69212);
// The built-in agent's reasoning effort as a flag or an input names it: one word of the levels the
// AI SDK maps to each provider's own setting, the same refusal on every surface.



/** The level, undefined when not given; `refuse(fix)` builds the surface's error. */
function readReasoningEffort(raw, refuse) {
    if (raw === undefined || raw.trim() === '')
        return undefined;
    const level = raw.trim().toLowerCase();
    if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .isOneOf */ .EK)(_types_js__WEBPACK_IMPORTED_MODULE_0__/* .REASONING_EFFORTS */ .H, level))
        return level;
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(level, _types_js__WEBPACK_IMPORTED_MODULE_0__/* .REASONING_EFFORTS */ .H);
    const hint = meant ? `did you mean ${meant}? ` : '';
    throw refuse(`${hint}use one of ${_types_js__WEBPACK_IMPORTED_MODULE_0__/* .REASONING_EFFORTS */ .H.join(', ')} (none turns reasoning off)`);
}
/**
 * Only the built-in agent calls the model itself; an installed CLI has its own settings. For every
 * built-in-agent-only flag or input (reasoning, computer safety).
 */
function builtInOnlyRefusal(agent, flag) {
    return agent === 'helios'
        ? null
        : `${flag} reaches only the built-in agent (helios, chosen by -m alone), not ${agent}, which calls its model (if any) itself`;
}


/***/ }),

/***/ 47214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ INTERRUPTED_EXIT_CODE),
/* harmony export */   cU: () => (/* binding */ interruptOnSignals)
/* harmony export */ });
/* unused harmony export STALLED_REASON */
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28987);


const SIGNALS = ['SIGINT', 'SIGTERM'];
/** 128 + SIGINT, what a shell reports for an interrupted command. */
const INTERRUPTED_EXIT_CODE = 130;
/**
 * Node is about to exit while a run is under way: nothing is left that could wake any of its
 * waits. Without this, Node ends the process (exit 13, "unsettled top-level await") with no
 * summary and the environments still running.
 */
const STALLED_REASON = 'the run stalled: every running attempt was waiting for something nothing left could give (a bug of helios: please report it)';
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
    // The first stall stops the run as a signal would (its teardown keeps the process alive); one
    // that stalls again while stopping takes the force path.
    const onStall = () => {
        if (!controller.signal.aborted)
            options.onStall?.(STALLED_REASON);
        if (!controller.signal.aborted)
            controller.abort(new Error(STALLED_REASON));
        else
            onSignal('SIGTERM');
    };
    for (const signal of SIGNALS)
        process.on(signal, onSignal);
    process.on('beforeExit', onStall);
    return {
        signal: controller.signal,
        dispose: () => {
            for (const signal of SIGNALS)
                process.removeListener(signal, onSignal);
            process.removeListener('beforeExit', onStall);
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
/* harmony import */ var _remote_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28870);
// Daytona's settings from the environment. The key is only ever handed to the SDK (and its
// generated toolbox client, toolbox-files.ts): never logged, never written to a run folder,
// never part of an error message.

const DEFAULT_DAYTONA_API_URL = 'https://app.daytona.io/api';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_DAYTONA_CONCURRENCY = 32;
/** Reads DAYTONA_API_KEY, DAYTONA_API_URL and DAYTONA_TARGET; throws naming what to set. */
function daytonaSettingsFromEnv(env) {
    const apiKey = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .requiredKey */ .p)(env, { name: 'daytona', title: 'Daytona' }, 'DAYTONA_API_KEY');
    const apiUrl = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .checkedApiUrl */ .x)(env.DAYTONA_API_URL?.trim() || DEFAULT_DAYTONA_API_URL, {
        provider: 'daytona',
        variable: 'DAYTONA_API_URL',
        keyVariable: 'DAYTONA_API_KEY',
        fix: `set it like ${DEFAULT_DAYTONA_API_URL}`,
    });
    return { apiKey, apiUrl, target: env.DAYTONA_TARGET?.trim() || null };
}


/***/ }),

/***/ 43576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ daytonaDescriptor)
/* harmony export */ });
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39302);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57063);


const daytonaDescriptor = (0,_remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__/* .sandboxDescriptor */ .nl)({
    name: 'daytona',
    title: 'Daytona',
    help: 'daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET; at most --concurrency sandboxes at once)',
    images: 'snapshots',
    async create(context) {
        const settings = (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .daytonaSettingsFromEnv */ .ZJ)(context.env);
        const { DaytonaProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(4006), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(3758), __webpack_require__.e(5852), __webpack_require__.e(3320), __webpack_require__.e(2071), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 8183));
        return new DaytonaProvider(settings, { concurrency: context.concurrency });
    },
});


/***/ }),

/***/ 25096:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _F: () => (/* binding */ DEFAULT_E2B_CONCURRENCY),
/* harmony export */   sH: () => (/* binding */ e2bSettingsFromEnv)
/* harmony export */ });
/* unused harmony export DEFAULT_E2B_DOMAIN */
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2488);
/* harmony import */ var _remote_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28870);
// E2B's settings from the environment, as the SDK itself reads them (E2B_API_KEY, E2B_DOMAIN,
// E2B_API_URL, E2B_SANDBOX_URL). The key is only ever handed to the SDK: never logged, never
// written to a run folder, never part of an error message.


const DEFAULT_E2B_DOMAIN = 'e2b.app';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_E2B_CONCURRENCY = 20;
/** Reads E2B_API_KEY, E2B_DOMAIN, E2B_API_URL and E2B_SANDBOX_URL; throws naming what to set. */
function e2bSettingsFromEnv(env) {
    const apiKey = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .requiredKey */ .p)(env, { name: 'e2b', title: 'E2B' }, 'E2B_API_KEY');
    const domain = env.E2B_DOMAIN?.trim() || DEFAULT_E2B_DOMAIN;
    if (!/^[A-Za-z0-9.-]+(:\d+)?$/.test(domain))
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq(`provider e2b: E2B_DOMAIN is not a domain name; set it like ${DEFAULT_E2B_DOMAIN}`);
    return {
        apiKey,
        domain,
        apiUrl: checkedUrl(env, 'E2B_API_URL'),
        sandboxUrl: checkedUrl(env, 'E2B_SANDBOX_URL'),
    };
}
/** An override URL: https, or http to a loopback address only (the key and files would cross unencrypted). */
function checkedUrl(env, name) {
    const value = env[name]?.trim();
    if (!value)
        return null;
    const fix = 'unset it to use E2B_DOMAIN';
    return (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedApiUrl */ .x)(value, { provider: 'e2b', variable: name, keyVariable: 'E2B_API_KEY', fix });
}


/***/ }),

/***/ 17995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ e2bDescriptor)
/* harmony export */ });
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39302);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25096);


const e2bDescriptor = (0,_remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__/* .sandboxDescriptor */ .nl)({
    name: 'e2b',
    title: 'E2B',
    help: 'e2b (remote sandboxes; E2B_API_KEY, E2B_DOMAIN; at most --concurrency sandboxes at once)',
    images: 'templates',
    async create(context) {
        const settings = (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .e2bSettingsFromEnv */ .sH)(context.env);
        const { E2BProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2980), __webpack_require__.e(3320), __webpack_require__.e(2071), __webpack_require__.e(5634)]).then(__webpack_require__.bind(__webpack_require__, 45634));
        return new E2BProvider(settings, { concurrency: context.concurrency });
    },
});


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
// EXTERNAL MODULE: ./src/run/providers/e2b/descriptor.ts
var e2b_descriptor = __webpack_require__(17995);
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




const PROVIDERS = [docker_descriptor/* dockerDescriptor */.S, descriptor/* daytonaDescriptor */.E, kubernetes_descriptor/* kubernetesDescriptor */.G, e2b_descriptor/* e2bDescriptor */.x];
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
    const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(1705)]).then(__webpack_require__.bind(__webpack_require__, 36560));
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
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39302);
// Kubernetes as the CLI, the action and the docs know it: one pod per attempt in one namespace, from
// images this machine builds and pushes to the image registry for the cluster to pull.


/** What one pod per attempt can honour, and why not the rest (the runner refuses from these). */
const KUBERNETES_CAPABILITIES = {
    services: false,
    noNetwork: false,
    hostNetwork: false,
    mounts: false,
    verifierBeside: false,
    display: false,
    reasons: {
        services: 'one pod per attempt, no sidecar containers yet',
        noNetwork: 'it needs an egress-deny NetworkPolicy, which this provider does not create, and only a CNI that enforces policies would honour one',
        hostNetwork: "a pod does not share this machine's loopback",
        mounts: "a pod cannot see this machine's folders",
        display: 'GUI tasks are proven on Docker only so far',
    },
};
const kubernetesDescriptor = {
    name: 'kubernetes',
    remote: true,
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
        const { KubernetesProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(2901), __webpack_require__.e(3320), __webpack_require__.e(4863)]).then(__webpack_require__.bind(__webpack_require__, 24863));
        if (!context.pushedImages)
            throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq('provider kubernetes: no engine to build its images');
        return new KubernetesProvider(settings, context.pushedImages);
    },
    preflight: _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_1__/* .firstRequestPreflight */ .x0,
};


/***/ }),

/***/ 39302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nl: () => (/* binding */ sandboxDescriptor),
/* harmony export */   x0: () => (/* binding */ firstRequestPreflight)
/* harmony export */ });
/* unused harmony export SANDBOX_CAPABILITIES */
/** What a sandbox per attempt can honour, and why not the rest (the runner refuses from these). */
const SANDBOX_CAPABILITIES = {
    services: false,
    // A sandbox created without network access (Daytona's networkBlockAll, E2B's allowInternetAccess) has no egress.
    noNetwork: true,
    hostNetwork: false,
    mounts: false,
    verifierBeside: false,
    display: false,
    reasons: {
        services: 'one sandbox per attempt, no private network between sandboxes',
        hostNetwork: "a sandbox runs elsewhere, away from this machine's loopback",
        mounts: "a sandbox cannot see this machine's folders",
        display: 'GUI tasks are proven on Docker only so far',
    },
};
/**
 * A service of remote sandboxes (Daytona, E2B): the sandbox's capabilities, the settings refused by
 * a service that builds its own images and has no namespaces, and the first-request preflight.
 */
function sandboxDescriptor(own) {
    const ownImages = `builds its own ${own.images} and keeps no Docker images`;
    return {
        name: own.name,
        remote: true,
        title: own.title,
        help: own.help,
        capabilities: SANDBOX_CAPABILITIES,
        refuses: {
            'image-registry': ownImages,
            'image-cache': ownImages,
            namespace: 'has no namespaces (provider kubernetes takes one)',
        },
        create: own.create,
        preflight: firstRequestPreflight,
    };
}
/**
 * A remote provider's preflight (its settings were checked by create): one first request answers
 * for the API and the credentials. The base class loads only when a run opens the provider.
 */
async function firstRequestPreflight(provider) {
    const { RemoteProvider } = await __webpack_require__.e(/* import() */ 2126).then(__webpack_require__.bind(__webpack_require__, 42126));
    if (provider instanceof RemoteProvider)
        await provider.checkReachable();
}


/***/ }),

/***/ 28870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ requiredKey),
/* harmony export */   x: () => (/* binding */ checkedApiUrl)
/* harmony export */ });
/* harmony import */ var _agents_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78423);
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2488);
// A remote service's key and API address read from the environment, checked the same way for
// every provider: the key set; the address a URL, http(s), https unless to a loopback address (the
// key would cross the network unencrypted), and no credentials in it (they belong in the key's
// variable). Messages name the variable, never its value. Pure.


/** The key in `variable`, trimmed, or a ProviderSettingsError saying where to get one and how to pass it. */
function requiredKey(env, provider, variable) {
    const key = env[variable]?.trim() ?? '';
    if (!key)
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderSettingsError */ .pq(`provider ${provider.name}: ${variable} is not set; create a key in the ${provider.title} dashboard and pass it as a secret (env: ${variable}: \${{ secrets.${variable} }})`);
    return key;
}
/** `value` without a trailing slash, or a ProviderSettingsError naming the variable (never the value's secrets). */
function checkedApiUrl(value, setting) {
    const refuse = (why) => new _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderSettingsError */ .pq(`provider ${setting.provider}: ${setting.variable} ${why}`);
    let parsed;
    try {
        parsed = new URL(value);
    }
    catch {
        throw refuse(`is not a URL; ${setting.fix}`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw refuse(`must be http(s); ${setting.fix}`);
    if (parsed.protocol === 'http:' && !(0,_agents_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U9)(value))
        throw refuse(`is http:// to ${parsed.hostname}, so the key would cross the network unencrypted; use https:// (http:// is taken for a loopback address only)`);
    if (parsed.username || parsed.password)
        throw refuse(`must not carry credentials; put the key in ${setting.keyVariable}`);
    return value.replace(/\/+$/, '');
}


/***/ }),

/***/ 31664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ AGENT_SETTINGS)
/* harmony export */ });
const AGENT_SETTINGS = {
    'computer-safety': {
        cli: 'computer-safety',
        commands: ['batch', 'run'],
        action: 'computer-safety',
        toml: null,
        kind: 'enum',
        values: ['decline', 'acknowledge'],
        default: 'decline',
        help: "built-in agent: the answer to a computer-use model's safety check (OpenAI's pending_safety_checks, Gemini's require_confirmation): decline runs nothing and stops the agent, acknowledge runs the action",
    },
};


/***/ })

};
