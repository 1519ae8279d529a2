export const id = 4439;
export const ids = [4439];
export const modules = {

/***/ 40645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ readWorkflowContext),
/* harmony export */   Rh: () => (/* binding */ runSource),
/* harmony export */   Vp: () => (/* binding */ runUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   uq: () => (/* binding */ benchmarkRunId)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69212);
// What the action needs to know about the workflow run, read from the runner's environment and
// event payload. Kept apart from @actions/github's context so it is read when asked, not on import.


function readWorkflowContext(env = process.env) {
    const event = readEvent(env.GITHUB_EVENT_PATH);
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    // GitHub's own event file: every field read here is optional and read with `?.`.
    const pr = event.pull_request;
    const headRepo = pr?.head?.repo?.full_name;
    const pullRequest = pr && typeof pr.number === 'number'
        ? {
            number: pr.number,
            baseRef: pr.base?.ref ?? '',
            headSha: pr.head?.sha ?? env.GITHUB_SHA ?? '',
            fromFork: headRepo !== undefined && headRepo !== env.GITHUB_REPOSITORY,
        }
        : null;
    // GitHub's own event file, as above.
    const wr = event.workflow_run;
    const refName = env.GITHUB_REF_NAME ?? env.GITHUB_REF?.replace(/^refs\/heads\//, '') ?? null;
    return {
        repository: owner && repo ? { owner, repo } : null,
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        runId: env.GITHUB_RUN_ID ?? null,
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
        workflowFile: workflowFile(env.GITHUB_WORKFLOW_REF),
        eventName: env.GITHUB_EVENT_NAME ?? '',
        sha: pullRequest?.headSha || env.GITHUB_SHA || null,
        ref: env.GITHUB_REF ?? null,
        pullRequest,
        baselineBranch: pullRequest ? pullRequest.baseRef || env.GITHUB_BASE_REF || null : refName,
        workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
        runnerTemp: env.RUNNER_TEMP ?? '',
        triggeringRun: wr && typeof wr.id === 'number'
            ? {
                id: String(wr.id),
                headSha: wr.head_sha ?? '',
                headBranch: wr.head_branch ?? null,
                headOwner: wr.head_repository?.owner?.login ?? null,
                headRepository: wr.head_repository?.full_name ?? null,
                event: wr.event ?? '',
            }
            : null,
    };
}
/** One run id shared by every job of a workflow run attempt, so shard summaries can be matched. */
function benchmarkRunId(ctx) {
    return ctx.runId ? `gh-${ctx.runId}-${ctx.runAttempt}` : `local-${Date.now()}`;
}
/** The `source` block of summaries this workflow run writes. */
function runSource(ctx) {
    return {
        repository: ctx.repository ? `${ctx.repository.owner}/${ctx.repository.repo}` : null,
        sha: ctx.sha,
        ref: ctx.ref,
        workflow_run_id: ctx.runId,
        workflow_run_url: runUrl(ctx),
    };
}
/** Link to one artifact of this run on github.com. */
function artifactUrl(ctx, artifactId) {
    const run = runUrl(ctx);
    return run ? `${run}/artifacts/${artifactId}` : null;
}
function runUrl(ctx, runId = ctx.runId) {
    if (!ctx.repository || !runId)
        return null;
    return `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}/actions/runs/${runId}`;
}
function workflowFile(workflowRef) {
    const match = workflowRef?.match(/\.github\/workflows\/([^@]+)@/);
    return match?.[1] ?? null;
}
function readEvent(path) {
    if (!path)
        return {};
    try {
        return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .recordOrEmpty */ .ir)(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')));
    }
    catch {
        return {};
    }
}


/***/ }),

/***/ 81729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ getInputs),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* unused harmony exports MODES, CONFIRM_SETTINGS, CONFIRM_SIDES, IMAGE_CACHE_MODES, AGENTS, list */
/* harmony import */ var _run_agents_reasoning_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63092);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47318);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59165);
/* harmony import */ var _settings_build_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55513);
/* harmony import */ var _settings_gate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33270);
/* harmony import */ var _settings_plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5154);
/* harmony import */ var _settings_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18411);
/* harmony import */ var _settings_run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(84404);
/* harmony import */ var _settings_agent_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(31664);
/* harmony import */ var _settings_setting_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1013);
/* harmony import */ var _results_confirm_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(74630);
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(80725);
/* harmony import */ var _run_providers_index_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(38741);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(97504);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(69212);
















const MODES = [
    'plan',
    'run',
    'report',
    'publish',
    'check',
    'build',
    'confirm',
    'leaderboard',
    'all',
];
/** Modes that run attempts with the agent (its command and model are checked for them). */
const AGENT_MODES = ['run', 'confirm', 'all'];
/** report: `false` (one round), `true` (a confirm job follows), `final` (the report after it). */
const CONFIRM_SETTINGS = _settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C.confirm.values;
/** confirm: which side the confirmation job runs (`base`: the job checked out the baseline's commit). */
const CONFIRM_SIDES = _settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C['confirm-side'].values;
const IMAGE_CACHE_MODES = _settings_build_js__WEBPACK_IMPORTED_MODULE_4__/* .BUILD_SETTINGS */ .n['image-cache'].values;
/** Every agent the `agent` input takes: the built-in ones and each installed CLI (one list). */
const AGENTS = _run_agents_index_js__WEBPACK_IMPORTED_MODULE_11__/* .AGENT_NAMES */ .RO;
class InputError extends Error {
    name = 'InputError';
}
function reasoningInput(raw) {
    return (0,_run_agents_reasoning_js__WEBPACK_IMPORTED_MODULE_0__/* .readReasoningEffort */ .l)(raw || undefined, (fix) => new InputError(`Input 'reasoning-effort' is '${raw}'; ${fix}.`));
}
/** A word of a settings table's list; empty: not given. */
function enumInput(rule, text) {
    const raw = text(rule.action);
    return (0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_13__/* .readEnum */ .ai)(rule, raw || undefined, (fix) => new InputError(`Input '${rule.action}' is '${raw}'; ${fix}.`));
}
/** `dataset` and `dataset-registry`: read here, fetched by withDataset (dataset-checkout.ts). */
function datasetInputs(text) {
    return { dataset: text('dataset'), datasetRegistry: text('dataset-registry') };
}
function getInputs(read = (name) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getInput */ .V4(name)) {
    const given = new Set();
    const text = recordingGiven(read, given);
    const mode = oneOf('mode', text('mode'), MODES);
    const { agent, agentCommand } = agentInputs(mode, text);
    const registry = registryInputs(mode, text);
    // Settings shared with the CLI and bench.toml: one table per family (src/settings/).
    const setting = (rule) => (0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_13__/* .readNumber */ .kz)(rule, text(rule.action) || undefined, (fix) => new InputError(`Input '${rule.action}' is '${text(rule.action)}'; ${fix}.`));
    const run = _settings_run_js__WEBPACK_IMPORTED_MODULE_8__/* .RUN_SETTINGS */ ._t;
    return {
        mode,
        config: text('config'),
        given,
        tasks: text('tasks') || 'tasks',
        ...datasetInputs(text),
        pattern: text('pattern') || '**/task.toml',
        include: list(read('include')),
        exclude: list(read('exclude')),
        label: label(text('label') || 'default'),
        shards: setting(_settings_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_SETTINGS */ .k.shards),
        maxShards: setting(_settings_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_SETTINGS */ .k['max-shards']),
        maxParallel: setting(_settings_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_SETTINGS */ .k['max-parallel']),
        targetShardMinutes: setting(_settings_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_SETTINGS */ .k['target-shard-minutes']),
        maxSamples: setting(_settings_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_SETTINGS */ .k['max-samples']),
        sample: setting(_settings_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_SETTINGS */ .k.sample),
        seed: setting(_settings_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_SETTINGS */ .k.seed),
        changedOnly: bool('changed-only', text('changed-only') || 'false'),
        baseRef: text('base-ref'),
        shard: setting(_settings_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_SETTINGS */ .k.shard),
        agent,
        agentCommand,
        model: text('model') || null,
        // confirm: 0 is what the report asks of a side it gives no attempts (the job then runs nothing).
        attempts: mode === 'confirm' && text('attempts') === '0' ? 0 : setting(run.attempts),
        // One input: images built at once in build mode, attempts at once elsewhere.
        concurrency: setting(mode === 'build' ? _settings_build_js__WEBPACK_IMPORTED_MODULE_4__/* .BUILD_SETTINGS */ .n.concurrency : run.concurrency),
        timeoutMultiplier: setting(run['timeout-multiplier']),
        agentEnv: list(read('agent-env')),
        agentVersion: text('agent-version'),
        agentNetwork: agentNetworkInput(text('agent-network')),
        agentDir: text('agent-dir'),
        maxTurns: setting(run['max-turns']),
        reasoningEffort: reasoningInput(text('reasoning-effort')),
        computerSafety: enumInput(_settings_agent_js__WEBPACK_IMPORTED_MODULE_9__/* .AGENT_SETTINGS */ .m['computer-safety'], text),
        maxTokens: setting(run['max-tokens']),
        maxCostUsd: setting(run['max-cost']),
        runMaxCostUsd: setting(run['run-max-cost']),
        runMaxTokens: setting(run['run-max-tokens']),
        retry: (0,_settings_run_js__WEBPACK_IMPORTED_MODULE_8__/* .retryValues */ .D4)((name) => setting(_settings_run_js__WEBPACK_IMPORTED_MODULE_8__/* .RUN_SETTINGS */ ._t[name])),
        uploadAttempts: bool('upload-attempts', text('upload-attempts') || 'true'),
        retentionDays: setting(_settings_report_js__WEBPACK_IMPORTED_MODULE_7__/* .REPORT_SETTINGS */ .$['retention-days']) ?? undefined,
        baseline: text('baseline') || 'auto',
        baselinePool: setting(_settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C['baseline-pool']),
        confirmRounds: setting(_settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C['confirm-rounds']),
        k: setting(_settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C.k),
        confidence: setting(_settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C.confidence),
        minEffect: setting(_settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C['min-effect']),
        failOnRegression: bool('fail-on-regression', text('fail-on-regression') || 'true'),
        gatePushes: bool('gate-pushes', text('gate-pushes') || 'false'),
        failOnError: bool('fail-on-error', text('fail-on-error') || 'false'),
        quarantine: text('quarantine'),
        ...confirmInputs(mode, text, read),
        labels: labelsInput(mode, text('labels')),
        comment: oneOf('comment', text('comment') || _settings_report_js__WEBPACK_IMPORTED_MODULE_7__/* .REPORT_SETTINGS */ .$.comment.default, _github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_MODES */ .p8),
        checkRun: bool('check-run', text('check-run') || 'true'),
        trustForkResults: bool('trust-fork-results', text('trust-fork-results') || 'false'),
        githubToken: text('github-token'),
        outputDir: text('output-dir'),
        ...registry,
        keepImages: bool('keep-images', text('keep-images') || 'true'),
        ...cheatInputs(text, read),
        provider: providerInput(mode, text('provider') || 'docker', registry),
    };
}
function agentNetworkInput(value) {
    if (value && value !== 'host')
        throw new InputError(`Input 'agent-network' is '${value}'; leave it empty or use host.`);
    return value ? 'host' : null;
}
/** check: `cheat`, and `attacks` folders (which imply it). */
function cheatInputs(text, read) {
    const attacks = list(read('attacks'));
    return { cheat: bool('cheat', text('cheat') || 'false') || attacks.length > 0, attacks };
}
/** The agent and its command, checked against what the mode needs to run it. */
function agentInputs(mode, text) {
    const agent = text('agent') || (text('model') ? 'helios' : 'oracle');
    if (!(0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_11__/* .isAgentName */ .XL)(agent))
        throw notOneOf('agent', agent, AGENTS);
    const agentCommand = text('agent-command');
    if (AGENT_MODES.includes(mode) && (agent === 'command' || agent === 'host-command') && !agentCommand) {
        throw new InputError(`Input 'agent-command' is empty but agent is '${agent}'; give the shell command to run.`);
    }
    if (AGENT_MODES.includes(mode) && agent === 'helios' && !text('model')) {
        throw new InputError(`Input 'model' is empty but agent is 'helios'; give e.g. anthropic/claude-sonnet-4-5.`);
    }
    return { agent, agentCommand };
}
/** Reads an input trimmed, and notes it in `given` when it has a value. */
function recordingGiven(read, given) {
    return (name) => {
        const value = read(name).trim();
        if (value)
            given.add(name);
        return value;
    };
}
/** Comma- or newline-separated list, blanks dropped. */
function list(raw) {
    return raw
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
}
function oneOf(input, value, allowed) {
    if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_14__/* .isOneOf */ .EK)(allowed, value))
        return value;
    throw notOneOf(input, value, allowed);
}
/** A value outside the input's list: the one it resembles first (a typo), then the whole list. */
function notOneOf(input, value, allowed) {
    const list = allowed.map((a) => a || '(empty)').join(', ');
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_15__/* .closest */ .k)(value, allowed);
    if (meant === null)
        return new InputError(`Input '${input}' is '${value}'; use one of ${list}.`);
    return new InputError(`Input '${input}' is '${value}'; did you mean '${meant}'? (one of ${list})`);
}
function bool(input, value) {
    if (/^(true|yes|1)$/i.test(value))
        return true;
    if (/^(false|no|0)$/i.test(value))
        return false;
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_15__/* .closest */ .k)(value, ['true', 'false']);
    const fix = meant === null ? 'use true or false.' : `did you mean ${meant}?`;
    throw new InputError(`Input '${input}' is '${value}'; ${fix}`);
}
/**
 * A provider refuses the shared settings it cannot honour (its descriptor says which and why), in
 * the sentence the CLI prints for the flag.
 */
function providerInput(mode, value, registry) {
    const provider = oneOf('provider', value, _run_providers_index_js__WEBPACK_IMPORTED_MODULE_12__/* .PROVIDER_NAMES */ .xd);
    // plan takes it too: shards of a remote provider hold `concurrency` attempts at once, so fewer.
    if ((0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_12__/* .providerDescriptor */ .nh)(provider).remote && mode !== 'run' && mode !== 'plan' && mode !== 'all')
        throw new InputError(`Input 'provider' is '${provider}' but mode is '${mode}'; only modes run and all run attempts elsewhere (and mode plan sizes shards for it).`);
    const given = [
        ['image-registry', registry.imageRegistry],
        ['image-cache', registry.imageCache],
    ];
    for (const [setting, value] of given) {
        const refusal = value ? (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_12__/* .settingRefusal */ .zv)((0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_12__/* .providerDescriptor */ .nh)(provider), setting) : null;
        if (refusal !== null)
            throw new InputError(`Input '${setting}': ${refusal}; leave it empty.`);
    }
    return provider;
}
function registryInputs(mode, text) {
    const [ref, registryUsername, registryPassword] = [
        text('image-registry'),
        text('registry-username'),
        text('registry-password'),
    ];
    const imageCache = text('image-cache');
    if (!(0,_narrow_js__WEBPACK_IMPORTED_MODULE_14__/* .isOneOf */ .EK)(IMAGE_CACHE_MODES, imageCache)) {
        const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_15__/* .closest */ .k)(imageCache, IMAGE_CACHE_MODES);
        throw new InputError(`Input 'image-cache' is '${imageCache}'; ${meant === null ? 'leave it empty or use actions.' : `did you mean '${meant}'? (or leave it empty)`}`);
    }
    // One place keeps the images: two would each hold a copy and a shard would try both.
    if (ref && imageCache)
        throw new InputError(`Inputs 'image-registry' and 'image-cache' are both set; use image-registry where you have a registry, else image-cache: actions.`);
    if (mode === 'build' && !ref && !imageCache)
        throw new InputError(`Inputs 'image-registry' and 'image-cache' are empty but mode is 'build'; give the repository to push to, or image-cache: actions.`);
    if (!registryUsername !== !registryPassword) {
        throw new InputError(`Inputs 'registry-username' and 'registry-password' go together; give both, or neither to use the runner's docker login.`);
    }
    try {
        return {
            imageRegistry: ref ? (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRegistryRef */ .GQ)(ref) : '',
            registryUsername,
            registryPassword,
            imageCache,
        };
    }
    catch (error) {
        throw new InputError(`Input 'image-registry': ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_14__/* .messageOf */ .bD)(error)}.`);
    }
}
/** The confirmation round's inputs (report and confirm modes). */
function confirmInputs(mode, text, read) {
    return {
        confirm: oneOf('confirm', text('confirm') || _settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C.confirm.default, CONFIRM_SETTINGS),
        confirmAttempts: confirmAttemptsInput(text('confirm-attempts') || _settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C['confirm-attempts'].default),
        // Read in every mode (one list of inputs), parsed only where it is used.
        confirmTasks: confirmTasksInput(mode, read('confirm-tasks')),
        confirmBase: bool('confirm-base', text('confirm-base') || 'false'),
        confirmSide: oneOf('confirm-side', text('confirm-side') || _settings_gate_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_SETTINGS */ .C['confirm-side'].default, CONFIRM_SIDES),
    };
}
function confirmAttemptsInput(value) {
    try {
        (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_10__/* .confirmBudget */ .My)(value, 1, "Input 'confirm-attempts'");
    }
    catch (error) {
        throw new InputError((0,_narrow_js__WEBPACK_IMPORTED_MODULE_14__/* .messageOf */ .bD)(error));
    }
    return value;
}
/** Most tasks a confirmation round may name (the report asks for far fewer: its budget allows). */
const MAX_CONFIRM_TASKS = 1000;
/**
 * `confirm-tasks`: a JSON array of task ids, as the report's output gives it. Only parsed and
 * checked for shape here; the confirm job then runs only ids this run's plan has.
 */
function confirmTasksInput(mode, raw) {
    if (mode !== 'confirm')
        return [];
    const fix = "give the report job's `confirm-tasks` output, a JSON array of task ids";
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch {
        throw new InputError(`Input 'confirm-tasks' is not JSON (${JSON.stringify(raw.slice(0, 80))}); ${fix}.`);
    }
    if (!Array.isArray(value) ||
        value.length === 0 ||
        value.length > MAX_CONFIRM_TASKS ||
        !value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 1000))
        throw new InputError(`Input 'confirm-tasks' must be a JSON array of 1 to ${MAX_CONFIRM_TASKS} task ids (strings); ${fix}.`);
    return [...new Set(value)];
}
/**
 * `labels` (leaderboard): the plan's `labels` output (a JSON array) or names separated by commas or
 * lines; each must be a valid label, and at least two (a leaderboard of one run ranks nothing).
 */
function labelsInput(mode, raw) {
    if (mode !== 'leaderboard' || raw === '')
        return [];
    const fix = "give the plan job's `labels` output or names separated by commas, or leave it empty for every label with a report in this run";
    let values = raw
        .split(/[,\n]/)
        .map((l) => l.trim())
        .filter((l) => l !== '');
    if (raw.trimStart().startsWith('[')) {
        try {
            values = JSON.parse(raw);
        }
        catch {
            throw new InputError(`Input 'labels' is not JSON (${JSON.stringify(raw.slice(0, 80))}); ${fix}.`);
        }
    }
    if (!(0,_narrow_js__WEBPACK_IMPORTED_MODULE_14__/* .isStringArray */ .Bo)(values))
        throw new InputError(`Input 'labels' must be a list of labels (strings); ${fix}.`);
    const unique = [...new Set(values)];
    for (const value of unique)
        label(value, 'labels');
    if (unique.length < 2)
        throw new InputError(`Input 'labels' names ${unique.length} label(s); a leaderboard needs at least two: ${fix}.`);
    return unique;
}
function label(value, input = 'label') {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value)) {
        throw new InputError(`Input '${input}' ${input === 'label' ? 'is' : 'has'} '${value}'; use 1-64 letters, digits, '.', '_' or '-' (it names artifacts and the PR comment).`);
    }
    return value;
}


/***/ }),

/***/ 84439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/text/closest.ts
var closest = __webpack_require__(97504);
;// CONCATENATED MODULE: ./src/action/misspelt-inputs.ts
// A `with:` key the action does not declare reaches it only as an INPUT_<NAME> variable, and the
// runner's own warning lists all the inputs without saying which was meant: `concurency: 8` would
// quietly run with the default. Here each such name that resembles an input gets a warning naming
// it. Pure: the input list is what getInputs reads (action.yml declares exactly those, a test
// checks), the variables are passed in.


/** Every input name, as getInputs reads them (every input is read in every mode). */
function inputNames() {
    const names = new Set();
    (0,action_inputs/* getInputs */.GP)((name) => {
        names.add(name);
        return name === 'mode' ? 'plan' : '';
    });
    return [...names];
}
/**
 * One warning per INPUT_ variable that no input reads and that resembles one; a variable that
 * resembles none is left to the runner's "Unexpected input" warning (it may be no typo at all).
 */
function misspeltInputWarnings(env, known = inputNames()) {
    // core.getInput reads INPUT_ + the name upper-cased, spaces as underscores.
    const variables = new Set(known.map((name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`));
    const warnings = [];
    for (const variable of Object.keys(env).sort()) {
        if (!variable.startsWith('INPUT_') || variables.has(variable))
            continue;
        const given = variable.slice('INPUT_'.length).toLowerCase();
        const meant = (0,closest/* closest */.k)(given, known);
        if (meant !== null)
            warnings.push(`Input '${given}' is not an input of this action and is ignored; did you mean '${meant}'?`);
    }
    return warnings;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/artifacts.ts
var artifacts = __webpack_require__(4616);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/action/clients.ts
// The I/O clients a mode needs, built from inputs once. Modes take them as a parameter so tests
// can point them at the loopback fakes.




function createClients(inputs, ctx) {
    return {
        artifacts: (0,artifacts/* createArtifacts */.GC)({ retentionDays: inputs.retentionDays }),
        octokit: inputs.githubToken ? (0,octokit/* createOctokit */.Qi)({ token: inputs.githubToken }) : null,
        token: inputs.githubToken,
        outputDir: inputs.outputDir || (0,external_node_path_.join)(ctx.runnerTemp || (0,external_node_os_.tmpdir)(), 'helios'),
    };
}

;// CONCATENATED MODULE: ./src/action/main.ts
// The action: reads inputs, runs the mode, and turns any error into a failed step. Each mode's
// module is imported when it runs (the bundle splits them): a plan step loads no runner.





const MODES = {
    plan: async () => (await Promise.all(/* import() */[__webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(8815), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(6438), __webpack_require__.e(7540), __webpack_require__.e(1637), __webpack_require__.e(4373)]).then(__webpack_require__.bind(__webpack_require__, 76331))).planMode,
    run: async () => (await Promise.all(/* import() */[__webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(5692), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(6560), __webpack_require__.e(6438), __webpack_require__.e(8531), __webpack_require__.e(7540), __webpack_require__.e(1740), __webpack_require__.e(455), __webpack_require__.e(2107)]).then(__webpack_require__.bind(__webpack_require__, 84713))).runMode,
    report: async () => (await Promise.all(/* import() */[__webpack_require__.e(2616), __webpack_require__.e(9930), __webpack_require__.e(6438), __webpack_require__.e(7703), __webpack_require__.e(1637), __webpack_require__.e(7177), __webpack_require__.e(6924), __webpack_require__.e(8632), __webpack_require__.e(8260)]).then(__webpack_require__.bind(__webpack_require__, 28632))).reportMode,
    check: async () => (await Promise.all(/* import() */[__webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(5692), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(6560), __webpack_require__.e(8531), __webpack_require__.e(3752), __webpack_require__.e(3884)]).then(__webpack_require__.bind(__webpack_require__, 41892))).checkMode,
    build: async () => (await Promise.all(/* import() */[__webpack_require__.e(3292), __webpack_require__.e(8815), __webpack_require__.e(5692), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(6438), __webpack_require__.e(1740), __webpack_require__.e(5650)]).then(__webpack_require__.bind(__webpack_require__, 83488))).buildMode,
    confirm: async () => (await Promise.all(/* import() */[__webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(5692), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(6560), __webpack_require__.e(6438), __webpack_require__.e(8531), __webpack_require__.e(7540), __webpack_require__.e(1740), __webpack_require__.e(455), __webpack_require__.e(9120)]).then(__webpack_require__.bind(__webpack_require__, 6236))).confirmMode,
    all: async () => (await Promise.all(/* import() */[__webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(5692), __webpack_require__.e(2616), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(6560), __webpack_require__.e(6438), __webpack_require__.e(8531), __webpack_require__.e(7703), __webpack_require__.e(7540), __webpack_require__.e(1637), __webpack_require__.e(7177), __webpack_require__.e(6924), __webpack_require__.e(1740), __webpack_require__.e(455), __webpack_require__.e(8632), __webpack_require__.e(4573)]).then(__webpack_require__.bind(__webpack_require__, 64573))).allMode,
    leaderboard: async () => (await Promise.all(/* import() */[__webpack_require__.e(2616), __webpack_require__.e(9930), __webpack_require__.e(7703), __webpack_require__.e(1637), __webpack_require__.e(7177), __webpack_require__.e(4974)]).then(__webpack_require__.bind(__webpack_require__, 80341))).leaderboardMode,
    publish: async () => (await Promise.all(/* import() */[__webpack_require__.e(9930), __webpack_require__.e(7703), __webpack_require__.e(1637), __webpack_require__.e(6924), __webpack_require__.e(6391)]).then(__webpack_require__.bind(__webpack_require__, 23076))).publishMode,
};
async function run() {
    try {
        // Before the inputs are checked: a misspelt one may be why a check fails.
        for (const warning of misspeltInputWarnings(process.env))
            core/* warning */.$e(warning);
        const given = (0,action_inputs/* getInputs */.GP)();
        // Masked before anything could print it.
        if (given.registryPassword)
            core/* setSecret */.Pq(given.registryPassword);
        const ctx = (0,context/* readWorkflowContext */.FB)();
        // A named dataset's checkout becomes the tasks folder every mode reads.
        const inputs = given.dataset || given.datasetRegistry
            ? await (await Promise.all(/* import() */[__webpack_require__.e(5692), __webpack_require__.e(6159)]).then(__webpack_require__.bind(__webpack_require__, 26159))).withDataset(given, ctx)
            : given;
        const clients = createClients(inputs, ctx);
        const mode = await MODES[inputs.mode]();
        await mode(inputs, ctx, clients);
    }
    catch (error) {
        core/* setFailed */.C1(error instanceof Error ? error.message : String(error));
    }
}


/***/ }),

/***/ 68036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ checkArtifactName),
/* harmony export */   E: () => (/* binding */ confirmArtifactName),
/* harmony export */   EI: () => (/* binding */ planArtifactUploads),
/* harmony export */   G8: () => (/* binding */ shardSummaryArtifactName),
/* harmony export */   IR: () => (/* binding */ finalReportArtifactName),
/* harmony export */   M8: () => (/* binding */ confirmRoundAttemptsArtifactName),
/* harmony export */   Om: () => (/* binding */ confirmRoundArtifactName),
/* harmony export */   P5: () => (/* binding */ leaderboardArtifactName),
/* harmony export */   SU: () => (/* binding */ confirmAttemptsArtifactName),
/* harmony export */   TZ: () => (/* binding */ parseArtifactName),
/* harmony export */   Tj: () => (/* binding */ confirmPlanArtifactName),
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
/** `helios-<label>-confirm-plan`: round 1's counts for the rounds after round 2 (`confirm-rounds` > 1). */
function confirmPlanArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm-plan`);
}
/** `helios-<label>-confirm-<round>`: the summary of confirmation round 3, 4, … (a finished round only). */
function confirmRoundArtifactName(label, round) {
    return sanitizeArtifactName(`${base(label)}-confirm-${round}`);
}
/** `helios-<label>-confirm-<round>-attempts`: that round's attempt folders, in one artifact. */
function confirmRoundAttemptsArtifactName(label, round) {
    return sanitizeArtifactName(`${base(label)}-confirm-${round}-attempts`);
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
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
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
    const message = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error);
    return (/non-retryable error/i.test(message) ||
        /storage quota/i.test(message) ||
        /is not valid|not valid:|Contains the following character/i.test(message) ||
        /skipArchive/i.test(message));
}
function isConflict(error) {
    return /\(409\)|already exists/i.test((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error));
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
        return { name, ok: false, tries: 0, error: (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error), permanent: true };
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
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Artifact ${name} was not uploaded: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}`);
                return { name, ok: false, tries, error: (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error), permanent: true };
            }
            if (tries <= retries) {
                const delay = retryDelayMs * 2 ** (tries - 1);
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Upload of artifact ${name} failed (${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}); retrying in ${delay} ms`);
                await sleep(delay);
            }
        }
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Artifact ${name} was not uploaded after ${retries + 1} tries: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(lastError)}`);
    return { name, ok: false, tries: retries + 1, error: (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(lastError), permanent: false };
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

/***/ 47318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   p8: () => (/* binding */ COMMENT_MODES),
/* harmony export */   qD: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* unused harmony exports stickyCommentBody, findStickyComment */
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20753);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68036);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _settings_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18411);
// The sticky PR comment: one per benchmark label, found by a hidden marker on its first line
// across every page of the PR's comments, and updated in place.




/** When the sticky comment is written: every run, only when the report changed, never. */
const COMMENT_MODES = _settings_report_js__WEBPACK_IMPORTED_MODULE_3__/* .REPORT_SETTINGS */ .$.comment.values;
function commentMarker(label) {
    return `<!-- helios-action:${(0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_1__/* .sanitizeLabel */ .kT)(label)} -->`;
}
/** The marker line, then the body; cut (with a note) if the renderer left it over the limit. */
function stickyCommentBody(label, body) {
    return (0,_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateForGitHub */ .l)(`${commentMarker(label)}\n${body}`, _truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f.commentChars);
}
/** The oldest comment whose body starts with the label's marker, searching all pages. */
async function findStickyComment(target) {
    const marker = commentMarker(target.label);
    const pages = target.octokit.paginate.iterator(target.octokit.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    });
    for await (const { data } of pages) {
        const found = data.find((c) => (c.body ?? '').trimStart().startsWith(marker));
        if (found)
            return { id: found.id, body: found.body ?? '', url: found.html_url };
    }
    return undefined;
}
/**
 * `always`: update the sticky comment or create it. `on-change`: create it only when the report
 * shows changes, but always update an existing one (so it never goes stale). `off`: nothing.
 */
async function upsertStickyComment(opts) {
    if (opts.mode === 'off')
        return { action: 'skipped', reason: 'comment: off' };
    const body = stickyCommentBody(opts.label, opts.body);
    const existing = await findStickyComment(opts);
    if (existing) {
        if (existing.body === body)
            return { action: 'unchanged', commentId: existing.id, url: existing.url };
        return writeComment('Updating the report comment', 'updated', () => opts.octokit.rest.issues.updateComment({
            owner: opts.owner,
            repo: opts.repo,
            comment_id: existing.id,
            body,
        }));
    }
    if (opts.mode === 'on-change' && !opts.hasChanges) {
        return { action: 'skipped', reason: 'comment: on-change and the report shows no changes' };
    }
    return writeComment('Posting the report comment', 'created', () => opts.octokit.rest.issues.createComment({
        owner: opts.owner,
        repo: opts.repo,
        issue_number: opts.issueNumber,
        body,
    }));
}
/** Creating and updating answer alike: the comment (its id and address) or a degraded write. */
async function writeComment(what, action, write) {
    const result = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .orDegrade */ .I6)(what, write);
    if (!result.ok)
        return { action: 'degraded', reason: result.reason };
    return { action, commentId: result.value.data.id, url: result.value.data.html_url };
}


/***/ }),

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I6: () => (/* binding */ orDegrade),
/* harmony export */   s_: () => (/* binding */ httpStatusOf)
/* harmony export */ });
/* unused harmony exports NOT_ACCESSIBLE, isResourceNotAccessible */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69212);
// Classifying GitHub API errors. A fork's pull request runs with a read-only GITHUB_TOKEN: every
// write answers 403 "Resource not accessible by integration". Publishing then degrades to the job
// summary with a warning instead of failing the run.


const NOT_ACCESSIBLE = 'Resource not accessible by integration';
function httpStatusOf(error) {
    const status = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .errorField */ .LI)(error, 'status');
    return typeof status === 'number' ? status : undefined;
}
/** A 403 that no retry can fix: the token may not write here (fork PR token, missing permission). */
function isResourceNotAccessible(error) {
    return (httpStatusOf(error) === 403 &&
        /Resource not accessible by (integration|personal access token)/i.test((0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)));
}
/**
 * Runs a GitHub write; a "Resource not accessible" answer becomes `{ ok: false, reason }` and a
 * warning (the caller falls back to the job summary). Any other error is thrown.
 */
async function orDegrade(what, write) {
    try {
        return { ok: true, value: await write() };
    }
    catch (error) {
        if (!isResourceNotAccessible(error))
            throw error;
        const reason = `${what}: the token cannot write to this repository (${NOT_ACCESSIBLE}). ` +
            'For pull requests from forks, post the report from a `workflow_run` workflow with `mode: publish`.';
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(reason);
        return { ok: false, reason };
    }
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
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46752);
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
    // undici's fetch and the global one differ only in their type declarations (RequestInit's fields).
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


/***/ }),

/***/ 55513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ BUILD_SETTINGS)
/* harmony export */ });
const BUILD_SETTINGS = {
    concurrency: {
        cli: 'concurrency',
        commands: ['build'],
        action: 'concurrency',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 256,
        default: 2,
        help: 'images built at once',
        resolved: "helios build took 1–64, the action's build mode 1–256 (its one concurrency input serves run and build): 1–256, so a build job given its run jobs' concurrency is never refused",
    },
    'image-cache': {
        cli: null,
        commands: [],
        action: 'image-cache',
        toml: null,
        kind: 'enum',
        values: ['', 'actions'],
        default: '',
        help: 'actions: keep built images in the Actions cache (no image-registry); empty: off',
    },
};


/***/ }),

/***/ 18411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ REPORT_SETTINGS)
/* harmony export */ });
const REPORT_SETTINGS = {
    comment: {
        cli: null,
        commands: [],
        action: 'comment',
        toml: null,
        kind: 'enum',
        values: ['always', 'on-change', 'off'],
        default: 'always',
        help: 'sticky PR comment: always, on-change (create only when something changed) or off',
    },
    'retention-days': {
        cli: null,
        commands: [],
        action: 'retention-days',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 90,
        help: 'artifact retention in days (not given: the repository default)',
    },
    last: {
        cli: 'last',
        commands: ['history'],
        action: null,
        toml: null,
        kind: 'whole',
        min: 1,
        max: 365,
        default: 30,
        help: 'runs the trend shows',
    },
};


/***/ })

};
