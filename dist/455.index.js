export const id = 455;
export const ids = [455];
export const modules = {

/***/ 48546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ assertActionAgentCanRun),
/* harmony export */   xv: () => (/* binding */ actionAgentSpec)
/* harmony export */ });
/* unused harmony export secretHint */
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80725);
/* harmony import */ var _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78423);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81729);
/* harmony import */ var _run_agents_reasoning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63092);
// Before any attempt, in a workflow: what the agent lacks, and how a key reaches an action step
// there (a secret in `env:`, `secrets: inherit` for the reusable workflow) or why it cannot (a
// pull request from a fork gets no secrets).




function assertActionAgentCanRun(inputs, ctx, env = process.env) {
    const agent = (0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveAgent */ .cT)(actionAgentSpec(inputs), inputs.model);
    const problem = (0,_run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_1__/* .agentPreflight */ .tY)(agent, env, inputs.agentNetwork);
    if (problem === null)
        return;
    const need = (0,_run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_1__/* .unmetNeed */ .Ed)(agent, env);
    throw new _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentPreflightError */ .nr(need ? `${problem} ${secretHint(need.anyOf[0], ctx)}` : problem);
}
/** One sentence: how the variable `name` gets into this step, or why it cannot on a fork's PR. */
function secretHint(name, ctx) {
    if (ctx.pullRequest?.fromFork)
        return `GitHub gives no secrets to a workflow run for a pull request from a fork, so this run cannot reach the model; the gate runs once the change is on a branch of this repository (see docs/workflows.md, "Fork pull requests").`;
    return `Store the key as a repository secret and give it to this step (\`env: { ${name}: \${{ secrets.${name} }} }\`), or write \`secrets: inherit\` on the job that calls the reusable workflow.`;
}
/** The agent the action's inputs name, with its limits. */
function actionAgentSpec(inputs) {
    const limits = {
        ...(inputs.maxTurns !== null ? { maxTurns: inputs.maxTurns } : {}),
        ...(inputs.maxTokens !== null ? { maxTokens: inputs.maxTokens } : {}),
        ...(inputs.maxCostUsd !== null ? { maxCostUsd: inputs.maxCostUsd } : {}),
    };
    const refusal = inputs.reasoningEffort ? (0,_run_agents_reasoning_js__WEBPACK_IMPORTED_MODULE_3__/* .builtInOnlyRefusal */ .q)(inputs.agent, "Input 'reasoning-effort'") : null;
    if (refusal)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${refusal}.`);
    const safetyRefusal = inputs.computerSafety
        ? (0,_run_agents_reasoning_js__WEBPACK_IMPORTED_MODULE_3__/* .builtInOnlyRefusal */ .q)(inputs.agent, "Input 'computer-safety'")
        : null;
    if (safetyRefusal)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${safetyRefusal}.`);
    return {
        name: inputs.agent,
        ...(inputs.agentCommand ? { command: inputs.agentCommand } : {}),
        ...(inputs.agentVersion ? { version: inputs.agentVersion } : {}),
        ...(inputs.reasoningEffort ? { reasoning: inputs.reasoningEffort } : {}),
        ...(inputs.computerSafety ? { computerSafety: inputs.computerSafety } : {}),
        limits,
    };
}


/***/ }),

/***/ 96274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ inputsOfRun),
/* harmony export */   z: () => (/* binding */ loadActionConfig)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20675);
/* harmony import */ var _config_load_bench_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62410);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81729);
/* harmony import */ var _settings_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84404);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69212);
// The `config` input: a bench config read once, and the inputs one of its runs (labels) works
// with. A config setting applies where the workflow gave no input of its own; an input given
// explicitly wins, as a flag does in the CLI.






async function loadActionConfig(inputs, ctx) {
    const given = (name) => inputs.given.has(name);
    // Paths in the file are relative to the workspace: the checked-out repository.
    const loaded = await (0,_config_load_bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadBenchConfig */ .z)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.workspace, inputs.config), {
        root: ctx.workspace,
        ...(given('tasks') ? { tasksDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.workspace, inputs.tasks) } : {}),
    });
    const flags = {
        ...(given('model') ? { models: [inputs.model] } : {}),
        ...(given('agent') ? { agents: [inputs.agent] } : {}),
        ...(given('attempts') ? { attempts: inputs.attempts } : {}),
        ...(given('concurrency') ? { concurrency: inputs.concurrency } : {}),
        ...(given('timeout-multiplier') ? { timeoutMultiplier: inputs.timeoutMultiplier } : {}),
        ...(inputs.include.length ? { include: inputs.include } : {}),
        ...(inputs.exclude.length ? { exclude: inputs.exclude } : {}),
    };
    const config = (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .withFlags */ .WW)(loaded.config, flags);
    return {
        config,
        runs: (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .benchRuns */ .NP)(config),
        inputs: {
            ...inputs,
            tasks: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(ctx.workspace, loaded.tasksRoot).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') || '.',
            pattern: given('pattern') ? inputs.pattern : (config.pattern ?? inputs.pattern),
            include: config.include,
            exclude: config.exclude,
        },
    };
}
/** The inputs of one run of the config, found by its label. */
function inputsOfRun(loaded, label) {
    const run = loaded.runs.find((r) => r.label === label);
    if (!run)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`Input 'label' is '${label}', which ${loaded.config.file} does not name; its labels are ${loaded.runs.map((r) => r.label).join(', ')}.`);
    const { config, inputs } = loaded;
    const fromConfig = (name) => !inputs.given.has(name);
    return {
        run,
        inputs: {
            ...inputs,
            label,
            agent: run.agent,
            model: run.model?.model ?? null,
            agentCommand: fromConfig('agent-command') ? (config.agentCommand ?? '') : inputs.agentCommand,
            attempts: config.attempts ?? inputs.attempts,
            concurrency: config.concurrency ?? inputs.concurrency,
            timeoutMultiplier: config.timeoutMultiplier ?? inputs.timeoutMultiplier,
            agentEnv: [...new Set([...inputs.agentEnv, ...config.agentEnv])],
            maxCostUsd: fromConfig('max-cost') ? (config.maxCostUsd ?? inputs.maxCostUsd) : inputs.maxCostUsd,
            retry: { ...inputs.retry, ...configRetry(config, fromConfig) },
        },
    };
}
/** The config's retry settings where no input gives them. */
function configRetry(config, fromConfig) {
    const given = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_5__/* .entriesOf */ .Mc)(_settings_run_js__WEBPACK_IMPORTED_MODULE_4__/* .RETRY_SETTINGS */ .Rh).filter(([key, name]) => key in config.retry && fromConfig(name));
    return Object.fromEntries(given.map(([key]) => [key, config.retry[key]]));
}


/***/ }),

/***/ 84713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  actionRunOptions: () => (/* binding */ actionRunOptions),
  maskAgentEnv: () => (/* binding */ maskAgentEnv),
  runMode: () => (/* binding */ runMode),
  runShard: () => (/* binding */ runShard),
  writeRunOutputs: () => (/* binding */ writeRunOutputs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/run/providers/engine.ts + 1 modules
var providers_engine = __webpack_require__(59165);
// EXTERNAL MODULE: ./src/run/providers/index.ts + 1 modules
var providers = __webpack_require__(38741);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(68036);
// EXTERNAL MODULE: ./src/github/artifacts.ts
var artifacts = __webpack_require__(4616);
// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/shard-summary.ts
// The job summary of one shard (or of a merged run without a baseline): pass@k and each task's
// attempt statuses. Pure markdown.



const STATUS_ICON = { passed: '✅', failed: '❌', error: '⚠️' };
function renderShardSummary(summary, opts = {}) {
    const t = summary.totals;
    const where = summary.shard === null ? 'run' : `shard ${summary.shard.index + 1} of ${summary.shard.count}`;
    const passAt = Object.entries(t.pass_at_k).map(([k, v]) => `pass@${k} ${(0,format/* percent */.KN)(v)}`);
    const head = [
        `### Helios ${where}: ${(0,report_escape/* escapeMarkdown */.FV)(summary.label)}`,
        `**${passAt.join(' · ') || 'no attempts'}** · ${t.tasks} task(s), ${t.attempts} attempt(s): ${t.passed} passed, ${t.failed} failed, ${t.errors} errored · mean reward ${t.mean_reward.toFixed(3)}`,
        `agent ${(0,report_escape/* escapeMarkdown */.FV)(summary.agent)} · model ${(0,report_escape/* escapeMarkdown */.FV)(summary.model ?? 'none')} · ${summary.attempts} attempt(s) per task`,
        ...(summary.stopped
            ? [
                `⛔ The run stopped, ${summary.stopped.not_started.length} attempt(s) not started: ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(summary.stopped.reason, 300))}`,
            ]
            : []),
    ];
    // Worst first: errored, then lowest pass rate; so a cut keeps what needs attention.
    const tasks = [...summary.tasks].sort((a, b) => b.errors - a.errors || a.successes / a.n - b.successes / b.n || (a.task_name < b.task_name ? -1 : 1));
    const rows = tasks.map((task) => [
        (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(task.task_name, 120)),
        task.statuses.map((s) => STATUS_ICON[s]).join(''),
        `${task.successes}/${task.n}`,
        task.mean_reward.toFixed(2),
        task.reasons
            .slice(0, 3)
            .map((r) => `${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(r.reason, 160))} ×${r.count}`)
            .join('; '),
    ]);
    const invalid = summary.invalid_tasks.length === 0
        ? ''
        : `⚠️ ${summary.invalid_tasks.length} invalid task(s): ${summary.invalid_tasks
            .slice(0, 20)
            .map((i) => (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(i.relative_dir, 120)))
            .join(', ')}`;
    const render = (count) => {
        const table = (0,markdown_table/* markdownTable */.Q)([['Task', 'Attempts', 'Passed', 'Reward', 'Reasons'], ...rows.slice(0, count)], {
            alignDelimiters: false,
        });
        const more = count < rows.length ? `_…and ${rows.length - count} more task(s); see the summary artifact._` : '';
        return `${[...head, count > 0 ? table : '', more, invalid].filter((p) => p !== '').join('\n\n')}\n`;
    };
    const max = opts.maxBytes;
    if (max === undefined || Buffer.byteLength(render(rows.length)) <= max)
        return render(rows.length);
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (Buffer.byteLength(render(mid)) <= max)
            lo = mid;
        else
            hi = mid - 1;
    }
    return render(lo);
}

// EXTERNAL MODULE: ./src/run/runner.ts + 37 modules
var runner = __webpack_require__(88531);
// EXTERNAL MODULE: ./src/config/bench-runs.ts
var bench_runs = __webpack_require__(20675);
// EXTERNAL MODULE: ./src/action/config-inputs.ts
var config_inputs = __webpack_require__(96274);
// EXTERNAL MODULE: ./src/task/slug.ts
var slug = __webpack_require__(48178);
// EXTERNAL MODULE: ./src/results/uploads-record.ts
var uploads_record = __webpack_require__(69564);
// EXTERNAL MODULE: ./src/run/agent-setup.ts
var agent_setup = __webpack_require__(16916);
// EXTERNAL MODULE: ./src/run/interrupt.ts
var run_interrupt = __webpack_require__(47214);
// EXTERNAL MODULE: ./src/action/job-images.ts
var job_images = __webpack_require__(384);
// EXTERNAL MODULE: ./src/action/planned-tasks.ts
var planned_tasks = __webpack_require__(55995);
// EXTERNAL MODULE: ./src/action/agent-check.ts
var agent_check = __webpack_require__(48546);
// EXTERNAL MODULE: ./src/run/agents/model-catalogue.ts
var model_catalogue = __webpack_require__(70301);
// EXTERNAL MODULE: ./src/action/agent-cache.ts
var agent_cache = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/run-mode.ts
// mode: run — one matrix shard: run its planned tasks k times, upload every attempt as soon as it
// finishes, then the shard summary. A cancelled job (SIGINT/SIGTERM) removes its containers and
// still uploads what finished.























async function runMode(given, ctx, clients) {
    const { inputs, ofTasks } = await withConfig(given, ctx);
    // What the agent needs (a key in env:, agent-network: host for a localhost server), before anything.
    (0,agent_check/* assertActionAgentCanRun */.D$)(inputs, ctx);
    const modelTypo = inputs.model === null ? null : (0,model_catalogue/* modelTypoWarning */.S)(inputs.model);
    if (modelTypo !== null)
        core/* warning */.$e(modelTypo);
    const runId = (0,context/* benchmarkRunId */.uq)(ctx);
    const runDir = (0,external_node_path_.join)(clients.outputDir, runId);
    const shardOfPlan = await loadShard(inputs, ctx, clients, runId);
    const { plan, shard, invalid, taskNumbers, taskDirById } = shardOfPlan;
    const { tasks, taskSettings } = ofTasks(shardOfPlan.tasks);
    maskAgentEnv(inputs);
    const uploader = attemptUploader(inputs, clients, runDir, tasks, taskDirById, taskSettings);
    core/* info */.pq(`Shard ${shard.index + 1}/${plan.shards.length}: ${tasks.length} task(s) × ${inputs.attempts} attempt(s), ${uploader.policy.mode} artifacts`);
    const shardInfo = { index: shard.index, count: plan.shards.length };
    const options = actionRunOptions(inputs, ctx, clients, {
        tasks,
        invalidTasks: invalid,
        taskSettings,
        runId,
        taskNumbers,
        shard: shardInfo,
        onAttemptComplete: uploader.onAttemptComplete,
    });
    const { summary, cancelled } = await runShard(options, inputs);
    if (uploader.policy.mode === 'bundle' && tasks.length > 0) {
        uploader.upload((0,artifact_names/* shardAttemptsArtifactName */.mO)(inputs.label, shard.index, plan.shards.length), (0,artifacts/* listFiles */.CS)(runDir).then((f) => f.filter((p) => !p.endsWith('.json') || p.includes('attempt_'))));
    }
    const summaryFile = await uploadShardSummary(inputs, clients, runDir, shardInfo, uploader);
    const k = String(inputs.attempts);
    core/* setOutput */.uH('pass-at-k', String(summary.totals.pass_at_k[k] ?? 0));
    await writeRunOutputs(summary, summaryFile);
    if (cancelled)
        throw new Error(`Shard ${shard.index} was cancelled; ${summary.totals.attempts} finished attempt(s) were uploaded.`);
    return summary;
}
/** A job that ran attempts: its outputs (attempts passed and run, the summary file) and job summary. */
async function writeRunOutputs(summary, summaryFile) {
    core/* setOutput */.uH('passed', String(summary.totals.passed));
    core/* setOutput */.uH('total', String(summary.totals.attempts));
    core/* setOutput */.uH('summary-path', summaryFile);
    await core/* summary */.z.addRaw(renderShardSummary(summary), true).write();
}
/** The agent's secrets are masked before anything could print them. */
function maskAgentEnv(inputs) {
    for (const agentEnv of inputs.agentEnv) {
        const value = process.env[agentEnv];
        if (value)
            core/* setSecret */.Pq(value);
        else
            core/* warning */.$e(`agent-env names ${agentEnv}, but it is not set in this step's environment.`);
    }
}
/** The run options every job that runs attempts shares (run, confirm), from the inputs. */
function actionRunOptions(inputs, ctx, clients, job) {
    return {
        ...job,
        agent: (0,agent_check/* actionAgentSpec */.xv)(inputs),
        agentNetwork: inputs.agentNetwork,
        agentDir: inputs.agentDir ? (0,external_node_path_.resolve)(ctx.workspace, inputs.agentDir) : null,
        agentCacheDir: (0,agent_setup/* defaultAgentCacheDir */.wo)(process.env),
        onLog: (message) => core/* info */.pq(message),
        model: inputs.model,
        attempts: inputs.attempts,
        concurrency: inputs.concurrency,
        outputDir: clients.outputDir,
        label: inputs.label,
        timeoutMultiplier: inputs.timeoutMultiplier,
        agentEnvNames: inputs.agentEnv,
        retry: inputs.retry,
        budget: { maxCostUsd: inputs.runMaxCostUsd, maxTokens: inputs.runMaxTokens },
        source: (0,context/* runSource */.Rh)(ctx),
        ...(inputs.datasetRecord ? { dataset: inputs.datasetRecord } : {}),
        onProgress: job_images/* logRunEvent */.kM,
    };
}
/** This job's shard of the plan: its tasks loaded, with their global numbers and folders. */
async function loadShard(inputs, ctx, clients, runId) {
    const plan = await (0,planned_tasks/* downloadPlan */.mb)(inputs, clients, (0,external_node_path_.join)(clients.outputDir, `${runId}-plan`));
    const shard = plan.shards[inputs.shard];
    if (!shard) {
        throw new action_inputs/* InputError */.dz(`Input 'shard' is ${inputs.shard} but the plan has ${plan.shards.length} shard(s) (0 to ${plan.shards.length - 1}).`);
    }
    const root = (0,external_node_path_.resolve)(ctx.workspace, inputs.tasks);
    const { tasks, invalid } = await (0,planned_tasks/* loadPlannedTasks */.hA)(root, shard.task_paths, shard.task_ids);
    if (shard.index === 0)
        invalid.push(...(plan.invalid_tasks ?? []));
    const numberOfPath = (0,planned_tasks/* planTaskNumbers */.H2)(plan);
    const taskNumbers = tasks.map((t) => numberOfPath.get(t.relativeDir));
    const taskDirById = new Map(tasks.map((t, i) => [t.id, (0,slug/* taskOutputDirName */.zG)(taskNumbers[i], t.name)]));
    return { plan, shard, tasks, invalid, taskNumbers, taskDirById };
}
/** Uploads each attempt (or each task, or one bundle) as GitHub's 500-artifact limit allows. */
function attemptUploader(inputs, clients, runDir, tasks, taskDirById, taskSettings) {
    const attemptsOf = tasks.map((_, i) => taskSettings[i]?.attempts ?? inputs.attempts);
    const policy = (0,artifact_names/* planArtifactUploads */.EI)(attemptsOf.reduce((sum, n) => sum + n, 0), tasks.length);
    const uploads = [];
    const upload = (name, files) => {
        if (inputs.uploadAttempts)
            uploads.push(files.then((f) => clients.artifacts.uploadFolder(name, runDir, f)));
    };
    const attemptsLeft = new Map(tasks.map((t, i) => [t.id, attemptsOf[i]]));
    const onAttemptComplete = (result, attemptDir) => {
        const taskDir = taskDirById.get(result.task_id);
        if (policy.mode === 'per-attempt')
            upload((0,artifact_names/* attemptArtifactName */.tZ)(inputs.label, taskDir, result.attempt), (0,artifacts/* listFiles */.CS)(attemptDir));
        const left = (attemptsLeft.get(result.task_id) ?? 1) - 1;
        attemptsLeft.set(result.task_id, left);
        if (policy.mode === 'per-task' && left === 0)
            upload((0,artifact_names/* taskArtifactName */.zX)(inputs.label, taskDir), (0,artifacts/* listFiles */.CS)((0,external_node_path_.join)(runDir, taskDir)));
    };
    return { policy, uploads, upload, onAttemptComplete };
}
/**
 * Runs the shard; a cancelled job (SIGINT/SIGTERM) stops the run, which removes its containers,
 * and gets the summary of the attempts that finished. The agent install is cached around it.
 */
async function runShard(options, inputs) {
    // Docker runs on the job's engine, with the job's image store (registry, Actions cache). A remote
    // provider makes its own image source (Daytona: snapshots; Kubernetes: the registry's references
    // of what this job builds and pushes): the job's image store stays out.
    const engine = inputs.provider === 'docker' ? await (0,providers_engine/* openEngine */.F5)() : null;
    const provider = engine?.provider ?? (await jobProvider(inputs));
    const images = engine ? await (0,job_images/* jobImages */.qh)(inputs, engine, (0,external_node_path_.join)(options.outputDir, options.runId)) : null;
    const pushes = (0,providers/* providerDescriptor */.nh)(inputs.provider).pushesLocalImages === true;
    const imageRegistry = pushes ? await (0,job_images/* jobRegistry */.bW)(inputs) : null;
    const interrupt = (0,run_interrupt/* interruptOnSignals */.cU)({
        provider,
        runIds: [options.runId],
        onFirst: (signal) => core/* warning */.$e(`${signal}: stopping — running containers are removed, finished attempts are still uploaded.`),
        onStall: (reason) => core/* error */.z3(`${reason}; stopping — running containers are removed.`),
    });
    const cached = [];
    let summary;
    let cancelled = false;
    try {
        // Installed CLIs' install folders and the display tools bundle come from (and go to) the Actions cache.
        const info = (message) => core/* info */.pq(message);
        cached.push(await (0,agent_cache/* restoreAgentInstall */.jB)(options.agent, options.agentCacheDir, provider, info));
        cached.push(await (0,agent_cache/* restoreDisplayBundle */.pU)(options.tasks, options.agentCacheDir, provider, info));
        summary = await (0,runner/* runBenchmark */.ff)({
            ...options,
            provider,
            ...(images ? { images } : {}),
            ...(imageRegistry ? { imageRegistry } : {}),
            signal: interrupt.signal,
        });
    }
    catch (error) {
        if (!(error instanceof runner/* RunAbortedError */.$H))
            throw error;
        cancelled = true;
        summary = error.summary;
    }
    finally {
        interrupt.dispose();
        if (images)
            await (0,job_images/* removeJobImages */.Eg)(inputs, images);
    }
    for (const entry of cached)
        await (0,agent_cache/* saveCachedFolder */.CJ)(entry, (message) => core/* info */.pq(message));
    return { summary, cancelled };
}
/** A remote `provider:` (daytona, kubernetes): its client from the step's env, capped at the shard's concurrency. */
async function jobProvider(inputs) {
    try {
        return await (0,providers/* openProvider */.C2)(inputs.provider, { concurrency: inputs.concurrency });
    }
    catch (error) {
        if (error instanceof errors/* ProviderSettingsError */.pq)
            throw new action_inputs/* InputError */.dz(`Input 'provider': ${error.message}`);
        throw error;
    }
}
/** The summary goes last and always, with a record of the uploads that failed for good. */
async function uploadShardSummary(inputs, clients, runDir, shard, uploader) {
    const outcomes = await Promise.all(uploader.uploads);
    const failed = outcomes.filter((o) => !o.ok);
    for (const f of failed)
        core/* warning */.$e(`Artifact ${f.name} was not uploaded: ${f.error}`);
    const summaryFile = (0,external_node_path_.join)(runDir, (0,runner/* summaryFileName */._P)(shard));
    const uploadsFile = (0,external_node_path_.join)(runDir, 'uploads.json');
    await (0,promises_.writeFile)(uploadsFile, `${JSON.stringify((0,uploads_record/* uploadsRecord */.Ci)(uploader.policy.mode, outcomes), null, 2)}\n`);
    const summaryUpload = await clients.artifacts.uploadFolder((0,artifact_names/* shardSummaryArtifactName */.G8)(inputs.label, shard.index, shard.count), runDir, [summaryFile, uploadsFile]);
    if (!summaryUpload.ok)
        throw new Error(`Could not upload the shard summary: ${summaryUpload.error}`);
    return summaryFile;
}
/**
 * With `config`, the label's run of the config: its agent, model and settings where no input was
 * given, and each task's own settings and env. Without, the inputs as they are.
 */
async function withConfig(given, ctx) {
    if (!given.config)
        return { inputs: given, ofTasks: (tasks) => ({ tasks, taskSettings: tasks.map(() => ({})) }) };
    const loaded = await (0,config_inputs/* loadActionConfig */.z)(given, ctx);
    const { inputs, run } = (0,config_inputs/* inputsOfRun */.c)(loaded, given.label);
    const ofTasks = (tasks) => {
        // The plan took only the tasks this run's model takes, so each has its entry here.
        const planned = new Map((0,bench_runs/* tasksOfRun */.bT)(loaded.config, run, tasks).map((p) => [p.task, p]));
        return {
            tasks: tasks.map((task) => {
                const p = planned.get(task);
                return p ? (0,bench_runs/* plannedTaskOf */.DF)(p) : task;
            }),
            taskSettings: tasks.map((task) => planned.get(task)?.settings ?? {}),
        };
    };
    return { inputs, ofTasks };
}


/***/ }),

/***/ 69564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ uploadsRecord),
/* harmony export */   Pg: () => (/* binding */ parseUploadsRecord)
/* harmony export */ });
/* unused harmony exports UPLOADS_SCHEMA_VERSION, uploadsRecordSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41772);
// `uploads.json`, beside each shard summary: how the shard's attempts were uploaded and which
// uploads failed for good. One zod definition gives the type, the reader and the published schema.


const UPLOADS_SCHEMA_VERSION = 1;
const uploadsRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(UPLOADS_SCHEMA_VERSION),
    /** One artifact per attempt, per task, or one bundle (GitHub allows 500 per job). */
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['per-attempt', 'per-task', 'bundle']),
    uploaded: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    failed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() })),
});
function uploadsRecord(mode, outcomes) {
    const failed = outcomes.filter((o) => !o.ok);
    return {
        schema_version: UPLOADS_SCHEMA_VERSION,
        mode,
        uploaded: outcomes.length - failed.length,
        failed: failed.map((f) => ({ name: f.name, error: f.error ?? null })),
    };
}
function parseUploadsRecord(text, file) {
    const parsed = uploadsRecordSchema.safeParse((0,_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .OW)(text, file));
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, issue.path.join('.') || null, issue.message);
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

/***/ 15179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ sampleTasks),
/* harmony export */   f: () => (/* binding */ sampleOptions)
/* harmony export */ });
/* harmony import */ var _results_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45613);
// Choosing fewer tasks, before any shard is planned: the first N in discovery order
// (`--max-samples`, as batch runners' "only the first N samples"), or N drawn with a seed
// (`--sample N --seed S`). The draw depends only on the tasks' folders and the seed, never on
// their content, so a base and a head run of the same suite draw the same tasks.

/** The options from settings that may be absent (null): none given is no sampling at all. */
function sampleOptions(settings) {
    const { maxSamples, sample, seed } = settings;
    if (maxSamples === null && sample === null)
        return undefined;
    return { ...(maxSamples !== null ? { maxSamples } : {}), ...(sample !== null ? { sample } : {}), seed };
}
/** The tasks kept, in discovery order; both options given: the draw, then the first N of it. */
function sampleTasks(tasks, options) {
    let kept = [...tasks];
    if (options.sample !== undefined && options.sample < kept.length) {
        const random = (0,_results_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .mulberry32 */ .sK)(seedOf(options.seed ?? 0));
        // Fisher–Yates over the folders sorted on their own, then back to discovery order.
        const order = [...kept].sort((a, b) => a.relativeDir < b.relativeDir ? -1 : a.relativeDir > b.relativeDir ? 1 : 0);
        for (let i = order.length - 1; i > 0; i--) {
            const j = Math.floor(random() * (i + 1));
            [order[i], order[j]] = [order[j], order[i]];
        }
        const drawn = new Set(order.slice(0, options.sample));
        kept = kept.filter((task) => drawn.has(task));
    }
    if (options.maxSamples !== undefined)
        kept = kept.slice(0, options.maxSamples);
    return kept;
}
/** Any integer seed, negative or past 2^32, mixed into the generator's 32 bits. */
function seedOf(seed) {
    return (Math.trunc(seed) ^ Math.trunc(seed / 2 ** 32)) >>> 0;
}


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
