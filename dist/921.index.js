export const id = 921;
export const ids = [921];
export const modules = {

/***/ 73921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// UNUSED EXPORTS: exitCodeFor

// EXTERNAL MODULE: ./src/results/compare.ts
var compare = __webpack_require__(17733);
// EXTERNAL MODULE: ./src/results/plan.ts + 1 modules
var results_plan = __webpack_require__(57128);
// EXTERNAL MODULE: ./src/results/schema-error.ts
var schema_error = __webpack_require__(41772);
// EXTERNAL MODULE: ./src/run/agents/helios/model-id.ts
var model_id = __webpack_require__(69274);
// EXTERNAL MODULE: ./src/run/agents/types.ts
var types = __webpack_require__(13965);
// EXTERNAL MODULE: ./src/run/agents/preflight.ts
var preflight = __webpack_require__(78423);
// EXTERNAL MODULE: ./src/run/providers/docker/reachable.ts
var reachable = __webpack_require__(28330);
// EXTERNAL MODULE: ./src/run/runner.ts + 22 modules
var runner = __webpack_require__(50993);
// EXTERNAL MODULE: ./src/run/run-lock.ts
var run_lock = __webpack_require__(802);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/cli/args.ts
// Flag parsing for every subcommand, on node:util parseArgs. A bad flag or value is a UsageError
// (exit code 2) whose message names the flag and what it accepts.

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
        parsed = (0,external_node_util_.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (error) {
        throw new UsageError(error.message);
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: ./src/run/agents/index.ts + 5 modules
var agents = __webpack_require__(41748);
// EXTERNAL MODULE: ./src/run/providers/docker/provider.ts + 12 modules
var provider = __webpack_require__(75863);
// EXTERNAL MODULE: ./src/run/interrupt.ts
var run_interrupt = __webpack_require__(47214);
// EXTERNAL MODULE: ./src/run/write-fault.ts
var write_fault = __webpack_require__(16751);
// EXTERNAL MODULE: ./src/run/schedule.ts
var schedule = __webpack_require__(34592);
// EXTERNAL MODULE: ./src/task/warning-groups.ts
var warning_groups = __webpack_require__(22066);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/cli/box.ts



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
        `pass@${k}: ${(0,format/* percent */.KN)(t.pass_at_k[k] ?? 0)} (${solved}/${t.tasks} tasks)`,
        ...(summary.attempts > 1 ? [`pass@1: ${(0,format/* percent */.KN)(t.pass_at_k['1'] ?? 0)}`] : []),
        `Raw: ${t.passed}/${t.attempts} (${(0,format/* percent */.KN)(t.raw_pass_rate)})`,
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
    return `Stopped: ${stopped.not_started.length} attempt(s) not started: ${(0,report_escape/* escapeTerminal */.en)(stopped.reason)}`;
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
    return (0,warning_groups/* groupWarnings */.P)(warnings).map((group) => `warning: ${(0,report_escape/* escapeTerminal */.en)((0,warning_groups/* warningGroupText */.f)(group))}`);
}
/** "12 planned, 1 invalid, 2 warnings": the count line under the task lines. */
function discoveryCountLine(found) {
    const parts = [`${found.tasks.length} planned`, `${found.invalid.length} invalid`];
    if (found.warnings.length > 0)
        parts.push(`${found.warnings.length} warning(s)`);
    return parts.join(', ');
}
function invalidTaskLine(invalid) {
    const where = [invalid.file, invalid.field].filter(Boolean).map((s) => (0,report_escape/* escapeTerminal */.en)(s ?? ''));
    return `invalid task ${(0,report_escape/* escapeTerminal */.en)(invalid.relative_dir)}: ${[...where, (0,report_escape/* escapeTerminal */.en)(invalid.message)].join(': ')}`;
}

// EXTERNAL MODULE: ./src/report/progress-lines.ts
var progress_lines = __webpack_require__(60841);
;// CONCATENATED MODULE: ./src/cli/progress.ts


function createProgress(opts) {
    const started = Date.now();
    let last = null;
    let timer = null;
    const elapsed = () => (Date.now() - started) / 1000;
    const draw = () => {
        if (!last)
            return;
        const line = progressLine({
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
        const line = opts.quiet && !loud ? null : (0,progress_lines/* eventLine */.V)(event);
        if (line !== null) {
            print(line);
        }
        else if (event.type === 'attempt-finished' && opts.quiet && !opts.live) {
            print(progressLine({
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

// EXTERNAL MODULE: ./src/run/providers/docker/registry.ts
var registry = __webpack_require__(87394);
;// CONCATENATED MODULE: ./src/cli/registry-flag.ts
// `--image-registry REF` of the CLI: credentials from HELIOS_REGISTRY_USERNAME and
// HELIOS_REGISTRY_PASSWORD, else the engine client's `docker login`.


const REGISTRY_HELP = `      --image-registry REF  keep built images in REF as REF:<content hash>: pull before building,
                            push after (e.g. ghcr.io/owner/repo/helios-env); a registry that fails
                            is a warning. Login: HELIOS_REGISTRY_USERNAME and HELIOS_REGISTRY_PASSWORD,
                            else docker login's`;
async function registryFlag(values, env = process.env) {
    const ref = stringFlag(values, 'image-registry');
    if (ref === undefined)
        return null;
    try {
        return await (0,registry/* resolveRegistry */.Wc)({ ref, username: env.HELIOS_REGISTRY_USERNAME || null, password: env.HELIOS_REGISTRY_PASSWORD || null }, env);
    }
    catch (error) {
        if (error instanceof registry/* RegistryRefError */.dV)
            throw new UsageError(`--image-registry: ${error.message}`);
        throw error;
    }
}

// EXTERNAL MODULE: ./src/run/agents/installed/index.ts + 11 modules
var installed = __webpack_require__(73066);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/results/run-summary.ts
var run_summary = __webpack_require__(49930);
;// CONCATENATED MODULE: ./src/cli/resume.ts
// `helios batch --resume <run-folder>`: the settings the run was started with, read back from the
// folder, so a resume finishes the same run instead of silently re-running its attempts with
// other flags (another agent re-runs every attempt; a smaller -k drops attempts from the summary).




/**
 * What the run folder says about its run: the summary (written when a run finishes) and the
 * first attempt's config.json (written when an attempt starts, so an interrupted run has it too).
 */
async function readRecordedSettings(runDir) {
    const info = await (0,promises_.stat)(runDir).catch(() => null);
    if (!info?.isDirectory())
        throw new UsageError(`--resume: ${runDir} is not a run folder`);
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
            recorded.agentCommand = config.command ?? '';
        }
    }
    if (recorded.agentCommand === '')
        delete recorded.agentCommand;
    return recorded;
}
async function readConfig(file) {
    try {
        const value = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
        if (typeof value.agent?.name !== 'string')
            return null;
        return {
            agent: value.agent.name,
            command: typeof value.agent.command === 'string' ? value.agent.command : null,
            model: typeof value.model === 'string' ? value.model : null,
        };
    }
    catch {
        return null;
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
        throw new UsageError(`${flag} is '${String(given)}' but ${runDir} was run with '${String(recorded)}'; ` +
            `--resume finishes a run with its own settings (drop ${flag}, or start a new run)`);
    }
    return given;
}

// EXTERNAL MODULE: ./src/config/bench-runs.ts
var bench_runs = __webpack_require__(20675);
// EXTERNAL MODULE: ./src/config/load-bench-config.ts
var load_bench_config = __webpack_require__(62410);
;// CONCATENATED MODULE: ./src/cli/batch-config.ts
// `helios batch --config bench.toml`: every run the config names (one per agent × model, each its
// own label) one after the other, each into its own run folder `<output>/<run-id>_<label>`, with
// the config's per-task attempts, timeout multiplier and env. Flags given win over the file.













async function batchFromConfig(values, positionals) {
    if (values['resume'] !== undefined)
        throw new UsageError('--resume takes one run folder: resume each label of a config run on its own, without --config');
    if (positionals.length > 1)
        throw new UsageError(`unexpected argument '${positionals[1]}'`);
    const loaded = await (0,load_bench_config/* loadBenchConfig */.z)(stringFlag(values, 'config') ?? '', positionals[0] ? { tasksDir: (0,external_node_path_.resolve)(positionals[0]) } : {});
    const flags = flagsOf(values);
    const config = (0,bench_runs/* withFlags */.WW)(loaded.config, flags);
    const runs = (0,bench_runs/* benchRuns */.NP)(config);
    const tasksRoot = loaded.tasksRoot;
    const found = await (0,discover/* discoverTasks */._6)(tasksRoot, {
        pattern: stringFlag(values, 'pattern') ?? config.pattern ?? undefined,
        include: config.include,
        exclude: config.exclude,
    });
    // The file's own globs must match; an --include given here replaces its list.
    (0,bench_runs/* checkGlobsMatch */.Nv)(flags.include ? { ...loaded.config, include: [] } : loaded.config, found.names);
    if (found.tasks.length === 0 && found.invalid.length === 0)
        throw new UsageError(`no tasks found under ${tasksRoot} (config ${loaded.config.file})`);
    // Every run's agent can start (keys, network) before the first one does.
    const specs = runs.map((run) => agentSpecOf(values, config, run));
    runs.forEach((run, i) => (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(specs[i], run.model?.model ?? null), process.env, agentNetworkFlag(values)));
    const shared = await sharedOptions(values, config, found.invalid);
    const { json, quiet } = { json: values['json'] === true, quiet: values['quiet'] === true };
    const baseRunId = stringFlag(values, 'run-id') ?? (0,schedule/* defaultRunId */.OX)(new Date());
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
    const docker = (0,provider/* dockerClient */._)();
    const imageRegistry = await registryFlag(values);
    await (0,reachable/* assertDockerReachable */.CD)(docker);
    return {
        invalidTasks,
        agentNetwork: agentNetworkFlag(values),
        agentDir: agentDirFlag(values),
        onLog: (message) => process.stderr.write(`${message}\n`),
        attempts: config.attempts ?? 1,
        concurrency: config.concurrency ?? 2,
        outputDir: (0,external_node_path_.resolve)(stringFlag(values, 'output') ?? 'output'),
        timeoutMultiplier: config.timeoutMultiplier ?? 1,
        agentEnvNames: [...new Set([...config.agentEnv, ...listFlag(values, 'agent-env')])],
        retry: { maxRetries: retriesFlag(values) },
        budget: runBudgetFlags(values),
        docker,
        imageRegistry,
    };
}
function flagsOf(values) {
    const given = (flag) => values[flag] !== undefined;
    return {
        ...(given('model') ? { models: [stringFlag(values, 'model')] } : {}),
        ...(given('agent') ? { agents: [stringFlag(values, 'agent')] } : {}),
        ...(given('attempts') ? { attempts: intFlag(values, 'attempts', 1, 1, 100) } : {}),
        ...(given('concurrency') ? { concurrency: intFlag(values, 'concurrency', 2, 1, 256) } : {}),
        ...(given('timeout-multiplier')
            ? { timeoutMultiplier: numberFlag(values, 'timeout-multiplier', 1, 0.01, 100) }
            : {}),
        ...(given('include') ? { include: listFlag(values, 'include') } : {}),
        ...(given('exclude') ? { exclude: listFlag(values, 'exclude') } : {}),
    };
}
/** The run's agent: the config's command and cost cap unless a flag gives them. */
function agentSpecOf(values, config, run) {
    const command = stringFlag(values, 'agent-command') ?? config.agentCommand ?? undefined;
    if ((run.agent === 'command' || run.agent === 'host-command') && !command)
        throw new UsageError(`--agent ${run.agent} needs --agent-command "<shell command>"`);
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
${REGISTRY_HELP}
      --config FILE         a bench config (TOML): tasks, models, agents, attempts, per-task
                            overrides; one run folder per label. A flag given here wins over
                            the file, its [[tasks]] entries included
      --json                print run_summary.json on stdout (with --config: an array of them)

Exit code: 0 when every attempt produced a result (passed or failed), 1 when an attempt errored
or a task was invalid, 2 on a usage error, 130 when interrupted.`;
async function batchCommand(argv, single) {
    const { values, positionals } = parse(argv, BATCH_OPTIONS, BATCH_ALIASES);
    if (values.help) {
        process.stdout.write(`${BATCH_HELP}\n`);
        return 0;
    }
    if (values.config !== undefined) {
        if (single)
            throw new UsageError('--config goes with helios batch, not helios run');
        return await batchFromConfig(values, positionals);
    }
    const resumeDir = stringFlag(values, 'resume');
    const target = positionals[0];
    if (!target)
        throw new UsageError(`helios ${single ? 'run' : 'batch'} needs a ${single ? 'task' : 'tasks'} folder.\n\n${BATCH_HELP}`);
    if (positionals.length > 1)
        throw new UsageError(`unexpected argument '${positionals[1]}'`);
    const settings = await settleSettings(values, resumeDir);
    const { model, agent, attempts, concurrency, label } = settings;
    // What the agent needs (a key, the host network for a localhost server), before anything is made.
    (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(settings.agentSpec, model), process.env, agentNetworkFlag(values));
    const json = values.json === true;
    const log = process.stderr;
    const found = await discoverBatch(target, values, single);
    const imageRegistry = await registryFlag(values);
    const { outputDir, runId } = runFolderOf(values, resumeDir);
    const docker = (0,provider/* dockerClient */._)();
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
        timeoutMultiplier: numberFlag(values, 'timeout-multiplier', 1, 0.01, 100),
        agentEnvNames: listFlag(values, 'agent-env'),
        retry: { maxRetries: retriesFlag(values) },
        budget: runBudgetFlags(values),
        docker,
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
    const progress = createProgress({ stream: log, quiet: view.quiet, live: log.isTTY === true });
    const interrupt = (0,run_interrupt/* interruptOnSignals */.c)({
        docker: options.docker,
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
        process.stdout.write(`${resultsBox(summary)}\nResults: ${runDir}\n`);
    return { summary, interrupted: false };
}
/** Attempts a run plans: each task's own attempts, else the run's. */
function counted(options) {
    return options.tasks.reduce((sum, _, i) => sum + (options.taskSettings?.[i]?.attempts ?? options.attempts ?? 1), 0);
}
/** What discovery found (invalid tasks, grouped warnings), then the header box unless quiet. */
function printDiscovery(log, found, quiet, header) {
    for (const invalid of found.invalid)
        log.write(`${invalidTaskLine(invalid)}\n`);
    for (const line of taskWarningLines(found.warnings))
        log.write(`${line}\n`);
    if (!quiet)
        log.write(`${headerBox(header)}\n`);
}
/** Interrupted: containers are gone; the runner summarized what finished, so `--resume` knows the run. */
function reportInterrupted(partial, run) {
    if (run.json)
        process.stdout.write(`${JSON.stringify(partial, null, 2)}\n`);
    else
        process.stdout.write(`${resultsBox(partial)}\n`);
    process.stderr.write(`Interrupted: ${partial.totals.attempts} of ${run.planned} attempt(s) finished, kept in ${run.runDir}\n` +
        `Finish it with: helios batch ${run.target} --resume ${run.runDir}\n`);
}
/**
 * Agent, model, attempts and label from the flags; a resumed run keeps the settings it was
 * started with, and a flag that contradicts them is an error.
 */
async function settleSettings(values, resumeDir) {
    const recorded = resumeDir ? await readRecordedSettings((0,external_node_path_.resolve)(resumeDir)) : {};
    const runFolder = resumeDir ? (0,external_node_path_.resolve)(resumeDir) : '';
    const model = settle('--model', stringFlag(values, 'model'), recorded.model, runFolder, null);
    const agent = settle('--agent', stringFlag(values, 'agent'), recorded.agent, runFolder, (0,agents/* defaultAgentName */.A5)(undefined, model));
    const agentCommand = settle('--agent-command', stringFlag(values, 'agent-command'), recorded.agentCommand, runFolder, undefined);
    if ((agent === 'command' || agent === 'host-command') && !agentCommand)
        throw new UsageError(`--agent ${agent} needs --agent-command "<shell command>"`);
    const agentSpec = agentSpecFromFlags(values, agent, agentCommand);
    // An unknown agent or model is a usage error before anything is printed or created.
    (0,agents/* resolveAgent */.cT)(agentSpec, model);
    if (resumeDir && !recorded.complete && values['attempts'] === undefined)
        throw new UsageError(`--resume: ${runFolder} has no run_summary.json (the run was interrupted), so its attempts per task are unknown: pass -k/--attempts as when it started`);
    const attempts = settle('--attempts', values['attempts'] === undefined ? undefined : intFlag(values, 'attempts', 1, 1, 100), recorded.attempts, runFolder, 1);
    // A bench config's per-task attempts: a resume with the run's -k would drop the extra attempts.
    if (resumeDir && (recorded.highestAttempt ?? 0) > attempts)
        throw new UsageError(`--resume: ${runFolder} has attempt_${String(recorded.highestAttempt).padStart(3, '0')} but the run takes ${attempts} attempt(s) per task: pass the -k it started with (a bench config run with per-task attempts cannot be resumed: rerun the config)`);
    const concurrency = intFlag(values, 'concurrency', 2, 1, 256);
    const label = settle('--label', stringFlag(values, 'label'), recorded.label, runFolder, undefined);
    return { model, agent, agentSpec, attempts, concurrency, label };
}
/** Where the run goes: the resumed folder, or `<output>/<run-id>`. */
function runFolderOf(values, resumeDir) {
    if (resumeDir)
        return { outputDir: (0,external_node_path_.dirname)((0,external_node_path_.resolve)(resumeDir)), runId: (0,external_node_path_.basename)((0,external_node_path_.resolve)(resumeDir)) };
    return {
        outputDir: (0,external_node_path_.resolve)(stringFlag(values, 'output') ?? 'output'),
        runId: stringFlag(values, 'run-id') ?? (0,schedule/* defaultRunId */.OX)(new Date()),
    };
}
async function discoverBatch(target, values, single) {
    const found = await (0,discover/* discoverTasks */._6)((0,external_node_path_.resolve)(target), discoveryFlags(values));
    if (single && found.tasks.length + found.invalid.length > 1) {
        throw new UsageError(`helios run takes one task folder; ${target} holds ${found.tasks.length + found.invalid.length} tasks (use helios batch)`);
    }
    if (found.tasks.length === 0 && found.invalid.length === 0) {
        throw new UsageError(`no tasks found under ${target} (pattern ${stringFlag(values, 'pattern') ?? '**/task.toml'})`);
    }
    return found;
}
function agentSpecFromFlags(values, name, command) {
    const limit = (flag, max) => values[flag] === undefined ? undefined : numberFlag(values, flag, 0, 0.000001, max);
    const limits = {
        maxTurns: values['max-turns'] === undefined ? undefined : intFlag(values, 'max-turns', 50, 1, 10_000),
        maxTokens: limit('max-tokens', 1e12),
        maxCostUsd: limit('max-cost', 1e6),
    };
    return {
        name,
        ...(command ? { command } : {}),
        ...(stringFlag(values, 'agent-version') ? { version: stringFlag(values, 'agent-version') } : {}),
        limits: Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)),
    };
}
function runBudgetFlags(values) {
    return {
        maxCostUsd: values['run-max-cost'] === undefined ? null : numberFlag(values, 'run-max-cost', 0, 0.000001, 1e6),
        maxTokens: values['run-max-tokens'] === undefined ? null : numberFlag(values, 'run-max-tokens', 0, 1, 1e15),
    };
}
function agentNetworkFlag(values) {
    const raw = stringFlag(values, 'agent-network');
    if (raw === undefined)
        return null;
    if (raw !== 'host')
        throw new UsageError(`--agent-network is '${raw}'; the only value is host`);
    return 'host';
}
function agentDirFlag(values) {
    const dir = stringFlag(values, 'agent-dir');
    return dir ? (0,external_node_path_.resolve)(dir) : null;
}
function retriesFlag(values) {
    return intFlag(values, 'retries', 2, 0, 10);
}

// EXTERNAL MODULE: ./src/run/prebuild.ts
var prebuild = __webpack_require__(82178);
;// CONCATENATED MODULE: ./src/cli/build.ts
// `helios build <tasks-dir> --image-registry REF`: every image the tasks build, each distinct one
// once, pushed to the registry (what the action's build mode does before the shards start).









const HELP = `Usage: helios build <tasks-dir> --image-registry REF [options]

Builds every image the tasks build (environment/, a separate verifier's tests/, compose build
folders), each distinct one once, and pushes it as REF:<content hash>, so runs elsewhere (matrix
shards, other machines) pull it instead of building. An image the registry has is pulled, not
built; one found on this engine is pushed as it is. Build logs go to <output>/builds/.

${REGISTRY_HELP}
  -n, --concurrency N       images built at once (default 2)
  -o, --output DIR          output folder (default output)
  -p, --pattern GLOB        glob that finds task files (default **/task.toml)
      --include GLOB        only tasks whose name matches (repeatable)
      --exclude GLOB        skip tasks whose name matches (repeatable)
      --json                print the summary as JSON on stdout

Exit code: 0 when every image was built or pulled (a registry that failed is a warning), 1 when
one did not build, 2 on a usage error.`;
async function buildCommand(argv) {
    const { values, positionals } = parse(argv, {
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
        throw new UsageError(`helios build needs one tasks folder.\n\n${HELP}`);
    const registry = await registryFlag(values);
    if (!registry)
        throw new UsageError(`helios build needs --image-registry REF.\n\n${HELP}`);
    const found = await (0,discover/* discoverTasks */._6)((0,external_node_path_.resolve)(target), discoveryFlags(values));
    for (const invalid of found.invalid)
        process.stderr.write(`${invalidTaskLine(invalid)}\n`);
    const docker = (0,provider/* dockerClient */._)();
    await (0,reachable/* assertDockerReachable */.CD)(docker);
    const images = (0,prebuild/* prebuildCache */.k)(docker, registry, (0,external_node_path_.join)((0,external_node_path_.resolve)(stringFlag(values, 'output') ?? 'output'), 'builds'));
    images.subscribe((event) => {
        const line = (0,progress_lines/* eventLine */.V)(event);
        if (line !== null)
            process.stderr.write(`${line.trimStart()}\n`);
    });
    const summary = await (0,prebuild/* prebuildImages */.e)({
        tasks: found.tasks,
        images,
        concurrency: intFlag(values, 'concurrency', 2, 1, 64),
    });
    if (values.json)
        process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    else
        process.stdout.write(`${summary.images} image(s): ${summary.built} built, ${summary.pulled} pulled, ${summary.present} present, ${summary.failed.length} failed, ${summary.warnings.length} registry warning(s)\n`);
    return summary.failed.length > 0 ? 1 : 0;
}

// EXTERNAL MODULE: ./src/report/task-check.ts
var task_check = __webpack_require__(89340);
// EXTERNAL MODULE: ./src/run/task-check.ts + 1 modules
var run_task_check = __webpack_require__(7424);
;// CONCATENATED MODULE: ./src/cli/check.ts
// `helios check <tasks-dir>`: the task-author check (oracle twice, nop once per task) as a table;
// exit 1 when any task is flagged.












const check_HELP = `Usage: helios check <tasks-dir> [options]

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
${REGISTRY_HELP}
      --markdown        print the table as markdown (what the action posts)
      --json            print check.json on stdout

Exit code: 0 when no task is flagged, 1 when one is, 2 on a usage error, 130 when interrupted.`;
async function checkCommand(argv) {
    const { values, positionals } = parse(argv, {
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
        process.stdout.write(`${check_HELP}\n`);
        return 0;
    }
    const target = positionals[0];
    if (!target || positionals.length > 1)
        throw new UsageError(`helios check needs one tasks folder.\n\n${check_HELP}`);
    const found = await (0,discover/* discoverTasks */._6)((0,external_node_path_.resolve)(target), discoveryFlags(values));
    if (found.tasks.length === 0 && found.invalid.length === 0)
        throw new UsageError(`no tasks found under ${target}`);
    const imageRegistry = await registryFlag(values);
    const docker = (0,provider/* dockerClient */._)();
    await (0,reachable/* assertDockerReachable */.CD)(docker);
    const progress = createProgress({
        stream: process.stderr,
        quiet: false,
        live: process.stderr.isTTY === true,
    });
    const runId = stringFlag(values, 'run-id') ?? (0,schedule/* defaultRunId */.OX)(new Date()).replace(/^run_/, 'check_');
    const interrupt = (0,run_interrupt/* interruptOnSignals */.c)({
        docker,
        runIds: Object.values((0,run_task_check/* taskCheckRunIds */.D)(runId)),
        onFirst: (signal) => process.stderr.write(`\n${signal}: stopping — removing containers (again to force)\n`),
    });
    let report;
    try {
        report = await (0,run_task_check/* runTaskCheck */.b)({
            tasks: found.tasks,
            invalid: found.invalid,
            outputDir: (0,external_node_path_.resolve)(stringFlag(values, 'output') ?? 'output'),
            runId,
            concurrency: intFlag(values, 'concurrency', 2, 1, 256),
            docker,
            imageRegistry,
            signal: interrupt.signal,
            onProgress: progress.onProgress,
        });
    }
    catch (error) {
        if (error instanceof runner/* RunAbortedError */.$H)
            return run_interrupt/* INTERRUPTED_EXIT_CODE */.C;
        throw error;
    }
    finally {
        interrupt.dispose();
        progress.stop();
    }
    if (values.json)
        process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else if (values.markdown)
        process.stdout.write((0,task_check/* renderCheckMarkdown */.O)(report));
    else
        process.stdout.write(`${(0,task_check/* renderCheckTerminal */.$)(report)}\n`);
    return report.flagged > 0 ? 1 : 0;
}

// EXTERNAL MODULE: ./src/results/pool-baseline.ts
var pool_baseline = __webpack_require__(63260);
// EXTERNAL MODULE: ./src/github/truncate.ts
var truncate = __webpack_require__(20753);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
;// CONCATENATED MODULE: ./src/report/terminal.ts
// `helios compare` on a terminal: the same comparison as the PR comment, as aligned plain text.



function renderTerminal(c, opts = {}) {
    const k = c.options.k;
    const lines = [`Helios compare: ${(0,report_escape/* escapeTerminal */.en)(c.head.label)}`];
    const d = c.passAtK;
    const over = `over ${c.figures.tasks} compared task(s)`;
    if (d !== null) {
        const conf = `${Math.round(c.options.confidence * 1000) / 10}%`;
        lines.push(`pass@${k}  ${(0,format/* percent */.KN)(d.base)} -> ${(0,format/* percent */.KN)(d.head)}  delta ${(0,format/* signedPoints */._9)(d.delta)} pts (${conf} CI ${(0,format/* signedPoints */._9)(d.low)} to ${(0,format/* signedPoints */._9)(d.high)}) ${over}`);
    }
    else {
        const head = c.figures.passAtK[String(k)];
        if (head !== undefined && c.figures.tasks > 0)
            lines.push(`pass@${k}  ${(0,format/* percent */.KN)(head.head)}  ${over}`);
    }
    const leftOut = (0,compare/* leftOutText */.jG)(c);
    if (leftOut !== null) {
        const reasons = c.leftOut.reasons
            .slice(0, 3)
            .map((r) => `${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* clip */.$Q)(r.reason, 60))} x${r.count}`);
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
    lines.push(`${word}: ${(0,report_escape/* escapeTerminal */.en)(verdict)}`);
    if (c.suspects.length > 0) {
        const byId = new Map(c.tasks.map((t) => [t.taskId, t]));
        const named = c.suspects.map((id) => byId.get(id));
        const wrong = named.reduce((a, t) => a + 1 - (t.fell ?? 0), 0) / named.length;
        const list = named.map((t) => `${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* clip */.$Q)(t.taskName, 60))} (${(0,format/* chance */.Dz)(t.fell ?? 0)})`);
        lines.push(`likely fell (about ${Math.round(wrong * 100)}% of these expected wrong): ${list.join(', ')}`);
    }
    const side = (r) => `agent ${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* clip */.$Q)(r.agent, 60))}, model ${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* clip */.$Q)(r.model ?? 'none', 60))}, ${r.attempts} attempt(s), ${r.totals.tasks} task(s), ${r.totals.errors} of ${r.totals.attempts} attempts errored${usageText(r.totals)}`;
    if (c.base !== null)
        lines.push(`base: ${side(c.base)}`);
    lines.push(`head: ${side(c.head)}`);
    if (c.mismatches.length > 0)
        lines.push(`NOT LIKE WITH LIKE: ${(0,report_escape/* escapeTerminal */.en)(c.mismatches.join('; '))}`);
    const tally = new Map();
    for (const t of c.tasks)
        tally.set((0,format/* displayStatus */.j_)(t), (tally.get((0,format/* displayStatus */.j_)(t)) ?? 0) + 1);
    const counts = format/* DISPLAY_ORDER */.uT.filter((key) => tally.has(key))
        .map((key) => `${tally.get(key)} ${key}`)
        .join(', ') + (c.counts.flaky > 0 ? ` (${c.counts.flaky} flaky)` : '');
    lines.push(`Tasks: ${counts}`, '');
    const { changed, rest } = (0,format/* splitRows */.aN)(c.tasks);
    const shown = opts.all === true ? [...changed, ...rest] : changed;
    if (shown.length > 0) {
        const rows = shown.map((t) => [
            (0,format/* displayStatus */.j_)(t) +
                (t.suspect ? ` likely-fell ${(0,format/* chance */.Dz)(t.fell ?? 0)}` : '') +
                (t.flaky ? ' flaky' : '') +
                (t.errored && (0,format/* displayStatus */.j_)(t) !== 'errored' ? ' errored' : ''),
            (0,report_escape/* escapeTerminal */.en)((0,report_escape/* clip */.$Q)(t.taskName, 60)),
            (0,format/* countCell */.Iz)(t.base),
            (0,format/* countCell */.Iz)(t.head),
            (0,format/* deltaCell */.XN)(t.delta),
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

// EXTERNAL MODULE: ./src/report/quarantine-section.ts
var quarantine_section = __webpack_require__(35978);
// EXTERNAL MODULE: ./src/results/quarantine.ts
var results_quarantine = __webpack_require__(3464);
// EXTERNAL MODULE: ./src/results/stats.ts
var stats = __webpack_require__(45613);
;// CONCATENATED MODULE: ./src/results/leaderboard.ts
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
    const { k, warning } = (0,compare/* commonK */.bP)(opts.k ?? 1, fewest, fewest);
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
        const [passAt1] = (0,stats/* pairedBootstrap */.Wx)([perTask], BOOTSTRAP_SAMPLES, confidence, SEED);
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
    const comparison = (0,compare/* compareRuns */.qB)(best, other, {
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

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
;// CONCATENATED MODULE: ./src/report/leaderboard.ts
// The leaderboard as markdown (job summary, comment) and as a terminal table. Pure; labels, agents
// and models are escaped like every other name we did not write.



const HEADERS = (k) => [
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
        const [label, ...rest] = cells(row, k, report_escape/* escapeMarkdown */.FV);
        return [`${row.best ? '🏆' : row.versusBest?.worse ? '🔻' : '≈'} ${label}`, ...rest];
    });
    const lines = [
        '### Helios leaderboard',
        '',
        `Ranked by pass@${k}. 🏆 the best; each other row is compared with it by the PR gate's test over the tasks both ran (${(0,format/* percent */.KN)(board.confidence)} confidence): 🔻 significantly worse, ≈ not distinguishable.`,
        '',
        (0,markdown_table/* markdownTable */.Q)([HEADERS(k), ...rows]),
        '',
        ...board.warnings.map((w) => `> ⚠️ ${(0,report_escape/* escapeMarkdown */.FV)(w)}`),
    ];
    if (board.matrix.length > 0) {
        const header = ['task', ...board.rows.map((r) => (0,report_escape/* escapeMarkdown */.FV)(r.label))];
        const matrix = board.matrix.map((task) => [
            (0,report_escape/* escapeMarkdown */.FV)(task.taskName),
            ...task.cells.map((c) => (c === null ? '—' : `${c.successes}/${c.n}${c.changed ? ' (changed)' : ''}`)),
        ]);
        lines.push('', `<details><summary>Per task (${board.matrix.length} tasks × ${board.rows.length} runs: passed/attempts)</summary>`, '', (0,markdown_table/* markdownTable */.Q)([header, ...matrix]), '', '</details>');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
function renderLeaderboardTerminal(board) {
    const table = [HEADERS(board.k), ...board.rows.map((row) => cells(row, board.k, report_escape/* escapeTerminal */.en))];
    const widths = table[0].map((_, c) => Math.max(...table.map((r) => [...r[c]].length)));
    const lines = table.map((r) => r
        .map((cell, c) => cell + ' '.repeat(widths[c] - [...cell].length))
        .join('  ')
        .trimEnd());
    return [...lines, ...board.warnings.map((w) => `warning: ${(0,report_escape/* escapeTerminal */.en)(w)}`)].join('\n') + '\n';
}
function cells(row, k, escape) {
    const { passAt1 } = row;
    return [
        escape(row.label),
        escape(row.agent),
        row.model === null ? '—' : escape(row.model),
        String(row.tasks),
        `${(0,format/* percent */.KN)(passAt1.estimate)} (${(0,format/* percent */.KN)(passAt1.low)}–${(0,format/* percent */.KN)(passAt1.high)})`,
        ...(k > 1 ? [(0,format/* percent */.KN)(row.passAtK), (0,format/* percent */.KN)(row.passHatK)] : []),
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
    const interval = `${(0,format/* signedPoints */._9)(v.delta)} (${(0,format/* signedPoints */._9)(v.low)} to ${(0,format/* signedPoints */._9)(v.high)}) over ${v.pairedTasks}`;
    return v.worse ? `worse: ${interval}` : interval;
}
function money(usd) {
    if (usd === null)
        return '—';
    return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`;
}

;// CONCATENATED MODULE: ./src/cli/leaderboard.ts
// `helios compare A B C…` (three or more run summaries, or two with --leaderboard): the runs side
// by side, ranked, each tested against the best with the gate's own comparison. Exit 0 whatever
// the ranking (a leaderboard gates nothing); 2 on an unreadable file or a usage error.



function leaderboardOutput(runs, options) {
    const entries = distinctLabels(runs);
    let board;
    try {
        board = buildLeaderboard(entries, options);
    }
    catch (error) {
        throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    return options.markdown ? renderLeaderboardMarkdown(board) : renderLeaderboardTerminal(board);
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
        throw new UsageError(`${runs[twice].file} is given twice: a leaderboard ranks different runs`);
    return runs.map((run, i) => ({ label: labels[i], summary: run.summary }));
}

;// CONCATENATED MODULE: ./src/cli/compare.ts
// `helios compare BASE HEAD`: the PR comparison on a laptop. Exit 1 only when the gate fails, 2
// when it cannot compare (a missing or invalid file, an impossible k).












const compare_HELP = `Usage: helios compare <base run_summary.json> <head run_summary.json> [options]
       helios compare <run_summary.json> <run_summary.json> <run_summary.json>… [options]

  Two files: the PR comparison (base, then head) and its gate. Three or more (or two with
  --leaderboard): a leaderboard of the runs (e.g. one per model), ranked by pass@k, each run
  tested against the best with the gate's comparison over the tasks both ran; exit 0.

  --pool FILE         an older base run_summary.json whose attempts the base may pool (repeat,
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
    const { values, positionals } = parse(argv, {
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
        process.stdout.write(`${compare_HELP}\n`);
        return 0;
    }
    if (positionals.length < 2)
        throw new UsageError(`helios compare needs two summary files.\n\n${compare_HELP}`);
    if (positionals.length > 2 || values.leaderboard) {
        const runs = [];
        for (const file of positionals)
            runs.push({ file, summary: await readSummary(file) });
        const output = leaderboardOutput(runs, {
            k: intFlag(values, 'k', 1, 1, 100),
            confidence: numberFlag(values, 'confidence', 0.95, 0.5, 0.999),
            minEffect: numberFlag(values, 'min-effect', 0.02, 0, 1),
            markdown: values.markdown === true,
        });
        process.stdout.write(output);
        return 0;
    }
    const [baseFile, headFile] = positionals;
    const requestedK = intFlag(values, 'k', 1, 1, 100);
    const poolFiles = values.pool ?? [];
    const candidates = [baseFile, ...poolFiles].map(async (file) => ({
        summary: await readSummary(file),
        label: file,
    }));
    const pool = (0,pool_baseline/* poolBaseline */.gb)(await Promise.all(candidates), 1 + poolFiles.length);
    const baselineNote = pool.note === null ? baseFile : `${baseFile}; ${pool.note}`;
    const quarantine = await readQuarantine(values.quarantine);
    const split = (0,results_quarantine/* splitQuarantined */.zn)(pool.summary, await readSummary(headFile), quarantine.entries);
    const base = split.base;
    const head = split.head;
    // The same fallback as the action: the largest k both runs have, with a warning.
    const { k, warning } = (0,compare/* commonK */.bP)(requestedK, base, head);
    if (warning !== null)
        process.stderr.write(`warning: ${warning}\n`);
    const options = {
        k,
        confidence: numberFlag(values, 'confidence', 0.95, 0.5, 0.999),
        minEffect: numberFlag(values, 'min-effect', 0.02, 0, 1),
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
        : `${pool.note === null ? '' : `Baseline: ${baselineNote}\n`}${renderTerminal(comparison, { all: values.all === true })}${quarantineTerminal(split, quarantine.file)}`;
    process.stdout.write(`${text}\n`);
    return comparison.conclusion === 'failure' ? 1 : 0;
}
/** A summary file, or a usage error (exit 2) naming the file: unreadable, not JSON, a bad field. */
async function readSummary(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new UsageError(`cannot read ${file}: ${error.code ?? error.message}`);
    }
    return asUsageError(() => (0,run_summary/* parseRunSummary */.HE)(text, file));
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
        throw new UsageError(`cannot read --quarantine ${file}: ${error.code ?? error.message}`);
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
        throw new UsageError(error instanceof Error ? error.message : String(error));
    }
}

// EXTERNAL MODULE: ./src/results/confirm.ts
var results_confirm = __webpack_require__(74630);
;// CONCATENATED MODULE: ./src/cli/confirm.ts
// `helios confirm BASE HEAD_RUN TASKS`: the confirmation round on a laptop. Compares the head run
// folder with the base summary as `helios compare` does; when that first round is borderline, runs
// the suspect tasks again (with the head run's own agent, command and model) into
// `<head run>-confirm`, then prints the verdict over both rounds (confirm.ts).













const confirm_HELP = `Usage: helios confirm <base run_summary.json> <head run folder> <tasks-dir> [options]

Compares the head run with the base; when the result is borderline (the gate failed, a task is
labelled regressed or named a suspect, or the drop is near significant), runs the suspect tasks
again with the head run's agent and model into <head run folder>-confirm, and prints the verdict
over both rounds. A clear first round is final.

  --confirm-attempts B  the round's budget: a share of the head's attempts (default 30%) or a number
  --k K                 pass@k to gate on (default 1; falls back to the largest common k)
  --confidence C        (default 0.95)
  --min-effect X        (default 0.02)
  -n, --concurrency N   attempts running at once (default 2)
      --agent-env NAMES host env vars passed to the agent phase only
      --agent-command CMD  the command of a command/host-command agent (the run folder does not
                        keep it as given)

Exit code: 1 when the final verdict fails the gate; 0 otherwise; 2 on a usage error.`;
async function confirmCommand(argv) {
    const { values, positionals } = parse(argv, {
        'confirm-attempts': { type: 'string' },
        k: { type: 'string' },
        confidence: { type: 'string' },
        'min-effect': { type: 'string' },
        concurrency: { type: 'string', short: 'n' },
        'agent-env': { type: 'string', multiple: true },
        'agent-command': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${confirm_HELP}\n`);
        return 0;
    }
    if (positionals.length !== 3)
        throw new UsageError(`helios confirm needs three arguments.\n\n${confirm_HELP}`);
    const [baseFile, headDir, tasksDir] = positionals;
    const base = await readSummary(baseFile);
    const head = await readSummary((0,external_node_path_.join)(headDir, 'run_summary.json'));
    const { k, warning } = (0,compare/* commonK */.bP)(intFlag(values, 'k', 1, 1, 100), base, head);
    if (warning !== null)
        process.stderr.write(`warning: ${warning}\n`);
    const options = {
        k,
        confidence: numberFlag(values, 'confidence', 0.95, 0.5, 0.999),
        minEffect: numberFlag(values, 'min-effect', 0.02, 0, 1),
    };
    const first = (0,compare/* compareRuns */.qB)(base, head, options);
    let budget;
    try {
        budget = (0,results_confirm/* confirmBudget */.My)(stringFlag(values, 'confirm-attempts') ?? '30%', head.totals.attempts, '--confirm-attempts');
    }
    catch (error) {
        throw new UsageError(error.message);
    }
    const plan = (0,results_confirm/* planConfirmation */.HW)(first, budget);
    if (plan.tasks.length === 0) {
        process.stdout.write(`${renderTerminal(first, {})}\nNo confirmation round: ${plan.reason === null ? 'the first round is clear' : `the first round is borderline (${plan.reason}) but no task stands out`}; this verdict is final.\n`);
        return first.conclusion === 'failure' ? 1 : 0;
    }
    const wanted = new Map(plan.tasks.map((t) => [t.taskId, t]));
    const { tasks } = await (0,discover/* discoverTasks */._6)(tasksDir);
    const picked = tasks.filter((t) => wanted.has(t.id));
    if (picked.length < plan.tasks.length)
        throw new UsageError(`${tasksDir} does not have ${plan.tasks.length - picked.length} of the suspect tasks as the head ran them (same name and content): check out the head's commit`);
    const recorded = await readRecordedSettings(headDir);
    const command = stringFlag(values, 'agent-command') ?? recorded.agentCommand;
    const agent = { name: recorded.agent ?? 'oracle', ...(command ? { command } : {}) };
    (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(agent, recorded.model ?? null), process.env, null);
    const docker = (0,provider/* dockerClient */._)();
    await (0,reachable/* assertDockerReachable */.CD)(docker);
    process.stderr.write(`Confirmation round (${plan.reason}): ${picked.length} task(s) × ${plan.tasks[0].attempts} more attempt(s)\n`);
    const extra = await (0,runner/* runBenchmark */.ff)({
        tasks: picked,
        agent,
        model: recorded.model ?? null,
        attempts: plan.tasks[0].attempts,
        concurrency: intFlag(values, 'concurrency', 2, 1, 256),
        outputDir: (0,external_node_path_.dirname)((0,external_node_path_.resolve)(headDir)),
        runId: `${(0,external_node_path_.basename)((0,external_node_path_.resolve)(headDir))}-confirm`,
        label: head.label,
        agentEnvNames: listFlag(values, 'agent-env'),
        docker,
    });
    const { comparison } = (0,results_confirm/* confirmedComparison */.d$)(base, head, extra, options);
    process.stdout.write(`${renderTerminal(comparison, {})}\n`);
    return comparison.conclusion === 'failure' ? 1 : 0;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/github/artifacts.ts
var artifacts = __webpack_require__(4616);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(45655);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(73116);
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
            result.failed.push({ name: artifact.name, error: (0,github_errors/* errorMessage */.gJ)(error) });
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

;// CONCATENATED MODULE: ./src/cli/download.ts
// `helios download --repo OWNER/NAME --run ID`: a CI run's per-attempt artifacts, laid out as
// the same folder tree `helios batch` writes.








const download_HELP = `Usage: helios download --repo OWNER/NAME --run RUN_ID [-o DIR] [--task GLOB] [--label NAME]

Downloads the attempt artifacts of a workflow run into DIR/<run-id>/<NNN>_<task>/attempt_<NNN>/.
Token: $GITHUB_TOKEN, else \`gh auth token\`. API: $GITHUB_API_URL (default api.github.com).`;
async function downloadCommand(argv) {
    const { values } = parse(argv, {
        repo: { type: 'string' },
        run: { type: 'string' },
        output: { type: 'string', short: 'o' },
        task: { type: 'string' },
        label: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${download_HELP}\n`);
        return 0;
    }
    const repo = stringFlag(values, 'repo');
    const [owner, name] = repo?.split('/') ?? [];
    if (!owner || !name)
        throw new UsageError(`--repo must be OWNER/NAME (got '${repo ?? ''}').\n\n${download_HELP}`);
    if (values.run === undefined)
        throw new UsageError(`--run is required.\n\n${download_HELP}`);
    const runId = intFlag(values, 'run', 0, 1, Number.MAX_SAFE_INTEGER);
    const token = process.env.GITHUB_TOKEN || (await ghAuthToken());
    if (!token)
        throw new UsageError('no token: set GITHUB_TOKEN or log in with `gh auth login`');
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
        outDir: (0,external_node_path_.resolve)(stringFlag(values, 'output') ?? 'output'),
        taskGlob: stringFlag(values, 'task'),
        label: stringFlag(values, 'label'),
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

// EXTERNAL MODULE: ./src/run/providers/index.ts
var providers = __webpack_require__(65352);
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
    const { values, positionals } = parse(dash === -1 ? argv : argv.slice(0, dash), EXEC_OPTIONS);
    if (values.help) {
        process.stdout.write(`${EXEC_HELP}\n`);
        return 0;
    }
    const container = positionals[0];
    const command = dash === -1 ? positionals.slice(1) : argv.slice(dash + 1);
    if (!container || command.length === 0)
        throw new UsageError(`helios exec needs a container and a command.\n\n${EXEC_HELP}`);
    const timeout = values.timeout === undefined ? undefined : numberFlag(values, 'timeout', 0, 0.001, 86_400);
    const result = await execInContainer(container, command.length === 1 ? command[0] : command, {
        user: stringFlag(values, 'user'),
        workdir: stringFlag(values, 'workdir'),
        timeoutSec: timeout,
        stdout: process.stdout,
        stderr: process.stderr,
    });
    return result.timedOut ? 124 : (result.exitCode ?? 1);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/results/flaky-ledger.ts + 1 modules
var flaky_ledger = __webpack_require__(6949);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(59913);
// EXTERNAL MODULE: ./src/report/trend.ts
var trend = __webpack_require__(61601);
;// CONCATENATED MODULE: ./src/cli/history.ts
// `helios history PATH`: the trend of a label's runs on a terminal (sparklines and a table), or
// with --tasks the flaky-task ledger. PATH is a history.json (from a report artifact), a folder
// holding one, a run folder (run_summary.json: one point), or an output folder of local runs
// (each subfolder's run_summary.json, in the order they finished).








const SUMMARY_FILE = 'run_summary.json';
const history_HELP = `Usage: helios history <history.json | report folder | run folder | output folder> [options]

  --last N     runs shown (default ${trend/* TREND_RUNS */.J5})
  --tasks      the flaky-task ledger instead: per task its pass rate and spread over the kept
               runs, marked flaky (passed and failed within one run) or unstable (pass rate
               differs between runs: chi-square test, p < 0.01)

Exit code: 0; 2 when the path holds no history or run summary, or one that cannot be read.`;
async function historyCommand(argv) {
    const { values, positionals } = parse(argv, {
        last: { type: 'string' },
        tasks: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${history_HELP}\n`);
        return 0;
    }
    if (positionals.length !== 1)
        throw new UsageError(`helios history needs one path.\n\n${history_HELP}`);
    const last = intFlag(values, 'last', trend/* TREND_RUNS */.J5, 1, 365);
    const history = await loadHistory(positionals[0]);
    process.stdout.write(values.tasks ? (0,trend/* ledgerTerminal */.Mv)((0,flaky_ledger/* flakyLedger */.jY)(history), history.runs.length) : (0,trend/* trendTerminal */._w)(history, last));
    return 0;
}
/** The history at `path` (see the file comment); a usage error naming the path when there is none. */
async function loadHistory(path) {
    const info = await (0,promises_.stat)(path).catch(() => {
        throw new UsageError(`cannot read ${path}: no such file or folder`);
    });
    if (info.isFile())
        return historyOfFile(path);
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(path, results_history/* HISTORY_FILE */.CX)))
        return historyOfFile((0,external_node_path_.join)(path, results_history/* HISTORY_FILE */.CX));
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(path, SUMMARY_FILE)))
        return historyOf([await summaryAt((0,external_node_path_.join)(path, SUMMARY_FILE))]);
    const summaries = [];
    for (const entry of await (0,promises_.readdir)(path, { withFileTypes: true })) {
        const file = (0,external_node_path_.join)(path, entry.name, SUMMARY_FILE);
        if (entry.isDirectory() && (0,external_node_fs_.existsSync)(file))
            summaries.push(await summaryAt(file));
    }
    if (summaries.length === 0)
        throw new UsageError(`${path} holds no ${results_history/* HISTORY_FILE */.CX}, no ${SUMMARY_FILE} and no run folder with one: pass a report artifact's ${results_history/* HISTORY_FILE */.CX} or a run folder`);
    return historyOf(summaries.sort((a, b) => a.finished_at.localeCompare(b.finished_at)));
}
async function historyOfFile(file) {
    const text = await (0,promises_.readFile)(file, 'utf8');
    // A run summary passed as a file is one point, like its folder.
    if (/"kind"\s*:\s*"(run|shard)"/.test(text.slice(0, 200)) || file.endsWith(SUMMARY_FILE))
        return historyOf([(0,run_summary/* parseRunSummary */.HE)(text, file)]);
    return (0,results_history/* parseHistory */.i6)(text, file);
}
async function summaryAt(file) {
    return (0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)(file, 'utf8'), file);
}
function historyOf(summaries) {
    return summaries.reduce((h, s) => (0,results_history/* appendRun */.ah)(h, s), (0,results_history/* emptyHistory */.s4)(summaries[0].label));
}

// EXTERNAL MODULE: ./src/results/merge.ts
var merge = __webpack_require__(42958);
;// CONCATENATED MODULE: ./src/cli/merge.ts
// `helios merge <summaries…>`: what the report job does with shard summaries, locally.





const merge_HELP = `Usage: helios merge <shard_summary.json…> [--plan plan.json] [-o run_summary.json]

Merges shard summaries into one run summary. Problems (missing or duplicate shards, tasks claimed
twice, summaries from another run) are printed on stderr; the exit code is 1 when there were any.`;
async function mergeCommand(argv) {
    const { values, positionals } = parse(argv, {
        plan: { type: 'string' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${merge_HELP}\n`);
        return 0;
    }
    if (positionals.length === 0)
        throw new UsageError(`helios merge needs at least one summary file.\n\n${merge_HELP}`);
    const inputs = await Promise.all(positionals.map(async (file) => ({ file, summary: (0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)(file, 'utf8'), file) })));
    const planFile = stringFlag(values, 'plan');
    const plan = planFile ? (0,results_plan/* parsePlan */.vS)(await (0,promises_.readFile)(planFile, 'utf8'), planFile) : undefined;
    const { summary, problems } = (0,merge/* mergeShardSummaries */.x)(inputs, plan);
    for (const problem of problems)
        process.stderr.write(`${problem.kind}: ${problem.message}\n`);
    const text = `${JSON.stringify(summary, null, 2)}\n`;
    const output = stringFlag(values, 'output');
    if (output)
        await (0,promises_.writeFile)(output, text);
    else
        process.stdout.write(text);
    return problems.length > 0 ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/cli/plan.ts
// `helios plan <dir>`: the shard plan the action's plan mode makes, locally.







const plan_HELP = `Usage: helios plan <tasks-dir> [--shards N | --max-shards N --target-shard-minutes M | --max-parallel N]
                   [--baseline run_summary.json] [-p GLOB] [--include GLOB] [--exclude GLOB] [-o plan.json]

Splits the tasks into shards: longest-first on the baseline's per-task durations when given,
else by count. Prints the plan JSON (or writes it with -o).`;
async function planCommand(argv) {
    const { values, positionals } = parse(argv, {
        shards: { type: 'string' },
        'max-shards': { type: 'string' },
        'max-parallel': { type: 'string' },
        'target-shard-minutes': { type: 'string' },
        baseline: { type: 'string' },
        pattern: { type: 'string', short: 'p' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        label: { type: 'string' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${plan_HELP}\n`);
        return 0;
    }
    const dir = positionals[0];
    if (!dir)
        throw new UsageError(`helios plan needs a tasks folder.\n\n${plan_HELP}`);
    const found = await (0,discover/* discoverTasks */._6)((0,external_node_path_.resolve)(dir), discoveryFlags(values));
    for (const invalid of found.invalid)
        process.stderr.write(`${invalidTaskLine(invalid)}\n`);
    for (const line of taskWarningLines(found.warnings))
        process.stderr.write(`${line}\n`);
    process.stderr.write(`${discoveryCountLine(found)}\n`);
    const baselineFile = stringFlag(values, 'baseline');
    const durations = baselineFile
        ? (0,results_plan/* durationsFromSummary */.Wv)((0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)(baselineFile, 'utf8'), baselineFile))
        : undefined;
    const shardsGiven = values.shards !== undefined;
    const plan = (0,results_plan/* planShards */.tF)(found.tasks.map((t) => ({
        ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
        environment_hash: t.environmentHash,
    })), {
        shards: shardsGiven ? intFlag(values, 'shards', 1, 1, 256) : undefined,
        maxParallel: shardsGiven || values['max-parallel'] === undefined
            ? undefined
            : intFlag(values, 'max-parallel', 1, 1, 256),
        maxShards: shardsGiven ? undefined : intFlag(values, 'max-shards', 8, 1, 256),
        targetShardSec: shardsGiven ? undefined : intFlag(values, 'target-shard-minutes', 20, 1, 10_000) * 60,
        durations,
        label: stringFlag(values, 'label') ?? 'default',
        createdAt: new Date().toISOString(),
    });
    const text = (0,results_plan/* serializePlan */.S1)(plan);
    const output = stringFlag(values, 'output');
    if (output)
        await (0,promises_.writeFile)(output, text);
    else
        process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return found.invalid.length > 0 ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/cli/main.ts
// The `helios` command: dispatches to a subcommand and maps errors to exit codes
// (2 for usage errors, 1 for anything else that stopped the command).





















const main_HELP = `helios — run Harbor-format agent benchmarks in Docker, k attempts each

Commands:
  helios batch <tasks-dir>      run every task (-n concurrency, -k attempts, -a agent …)
  helios run <task-dir>         run one task
  helios plan <tasks-dir>       split tasks into shards (what the action's plan mode does)
  helios check <tasks-dir>      check tasks: oracle passes, nop fails, verifier deterministic
  helios build <tasks-dir>      build every environment once and push it to --image-registry
  helios merge <summaries…>     merge shard summaries into one run summary
  helios compare BASE HEAD      compare two run summaries; exit 1 on a real regression
  helios history PATH           the trend of past runs (history.json or run folders); --tasks: flaky tasks
  helios confirm BASE HEAD_RUN TASKS   a borderline comparison: run the suspects again, then the verdict
  helios download --repo O/N --run ID   fetch a CI run's attempt artifacts
  helios exec <container> -- CMD    run a command in an attempt's container (host-command agents)

Run \`helios <command> --help\` for its options.`;
async function main(argv) {
    const [command, ...rest] = argv;
    try {
        switch (command) {
            case 'batch':
                return await batchCommand(rest, false);
            case 'run':
                return await batchCommand(rest, true);
            case 'check':
                return await checkCommand(rest);
            case 'plan':
                return await planCommand(rest);
            case 'build':
                return await buildCommand(rest);
            case 'merge':
                return await mergeCommand(rest);
            case 'compare':
                return await compareCommand(rest);
            case 'history':
                return await historyCommand(rest);
            case 'confirm':
                return await confirmCommand(rest);
            case 'download':
                return await downloadCommand(rest);
            case 'exec':
                return await execCommand(rest);
            case undefined:
            case '-h':
            case '--help':
            case 'help':
                process.stdout.write(`${main_HELP}\n`);
                return command === undefined ? 2 : 0;
            default:
                throw new UsageError(`unknown command '${command}'.\n\n${main_HELP}`);
        }
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        process.stderr.write(`helios: ${message}\n`);
        return exitCodeFor(error);
    }
}
/**
 * Errors about what the command was given (flags, task folders, summary and result files, the
 * agent and model) or about where it runs (no Docker, a run folder another process holds): it
 * could not start. Classes, not names, so a
 * renamed or minified class cannot fall through to exit 1.
 */
const USAGE_ERRORS = [
    UsageError,
    errors/* TaskDiscoveryError */.oB,
    errors/* TaskConfigError */.or,
    results_plan/* PlanError */.W6,
    runner/* RunOptionsError */.y1,
    types/* UnknownAgentError */.c,
    preflight/* AgentPreflightError */.nr,
    model_id/* ModelIdError */.tZ,
    schema_error/* SchemaError */.Ar,
    compare/* CompareError */.M4,
    reachable/* DockerUnavailableError */.pG,
    run_lock/* RunLockedError */.c6,
];
/** 2 for a usage error, 1 for anything else that stopped the command. */
function exitCodeFor(error) {
    return USAGE_ERRORS.some((type) => error instanceof type) ? 2 : 1;
}


/***/ })

};
