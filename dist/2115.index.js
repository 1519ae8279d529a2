export const id = 2115;
export const ids = [2115];
export const modules = {

/***/ 65843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ computeTotals)
/* harmony export */ });
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97087);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8233);
// Run totals recomputed from per-task summaries (after a merge the shards' own totals are stale).


/**
 * pass@k and pass^k are the mean over tasks of the unbiased per-task estimators, for every k up to
 * the smallest n among the tasks (a larger k is undefined for that task). Mean reward is the mean
 * over tasks of each task's mean reward (errors count 0). Raw pass rate is passed / attempts.
 * A task some of whose attempts never ran (an interrupted run) is left out of pass@k, pass^k, mean
 * reward and `tasks`: its finished attempts count in the raw counts only.
 */
function computeTotals(all, invalidCount) {
    let attempts = 0;
    let passed = 0;
    let errors = 0;
    for (const task of all) {
        attempts += task.n;
        passed += task.successes;
        errors += task.errors;
    }
    const tasks = all.filter((task) => task.unfinished === undefined);
    let rewardSum = 0;
    let minN = Infinity;
    for (const task of tasks) {
        rewardSum += task.mean_reward;
        if (task.n < minN)
            minN = task.n;
    }
    const passAt = {};
    const passHat = {};
    const maxK = tasks.length === 0 ? 0 : minN;
    for (let k = 1; k <= maxK; k++) {
        let at = 0;
        let hat = 0;
        for (const task of tasks) {
            at += (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .passAtK */ .kc)(task.n, task.successes, k);
            hat += (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .passHatK */ .qv)(task.n, task.successes, k);
        }
        passAt[String(k)] = at / tasks.length;
        passHat[String(k)] = hat / tasks.length;
    }
    const unfinished = all.length - tasks.length;
    return {
        tasks: tasks.length,
        ...(unfinished > 0 ? { unfinished_tasks: unfinished } : {}),
        attempts,
        passed,
        failed: attempts - passed - errors,
        errors,
        invalid_tasks: invalidCount,
        pass_at_k: passAt,
        pass_hat_k: passHat,
        raw_pass_rate: attempts === 0 ? 0 : passed / attempts,
        mean_reward: tasks.length === 0 ? 0 : rewardSum / tasks.length,
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .sumUsage */ .Rl)(all.map((task) => task.usage)),
    };
}


/***/ }),

/***/ 38947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dR: () => (/* binding */ DEFAULT_LIMITS),
  MT: () => (/* binding */ heliosAgent)
});

// UNUSED EXPORTS: modelEnvNames, parseModelId

// EXTERNAL MODULE: ./src/run/agents/cost.ts
var cost = __webpack_require__(42239);
// EXTERNAL MODULE: ./src/run/agents/trajectory.ts
var trajectory = __webpack_require__(64999);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/run/agents/helios/bash-tool.ts

/** Keeps the first and the last `keep` bytes of everything written, and counts what fell between. */
class HeadTailBuffer extends external_node_stream_.Writable {
    keep;
    head = Buffer.alloc(0);
    tail = Buffer.alloc(0);
    total = 0;
    constructor(keep) {
        super();
        this.keep = keep;
    }
    _write(chunk, _encoding, callback) {
        this.total += chunk.length;
        let rest = chunk;
        if (this.head.length < this.keep) {
            const take = Math.min(this.keep - this.head.length, rest.length);
            this.head = Buffer.concat([this.head, rest.subarray(0, take)]);
            rest = rest.subarray(take);
        }
        if (rest.length > 0) {
            const joined = Buffer.concat([this.tail, rest]);
            this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - this.keep)));
        }
        callback();
    }
    text() {
        const cut = this.total - this.head.length - this.tail.length;
        const head = this.head.toString('utf8');
        if (cut <= 0)
            return head + this.tail.toString('utf8');
        return `${head}\n[… ${cut} bytes of output cut …]\n${this.tail.toString('utf8')}`;
    }
}
async function runBashTool(command, options) {
    const output = new HeadTailBuffer(options.keepBytes);
    const seconds = Math.max(1, Math.ceil(options.timeoutSec));
    // `timeout` runs inside the container: killing the exec client alone would leave the command running.
    const outcome = await options.container.exec({
        cmd: ['timeout', '-k', '2', String(seconds), 'bash', '-lc', command],
        user: options.user,
        workdir: options.workdir,
        stdout: output,
        stderr: output,
        timeoutMs: (seconds + 5) * 1000,
    });
    const timedOut = outcome.timedOut || outcome.exitCode === 124;
    return { output: output.text(), exitCode: outcome.exitCode, timedOut };
}
function describeResult(result, timeoutSec) {
    const status = result.timedOut
        ? `[command timed out after ${Math.ceil(timeoutSec)} s]`
        : `[exit code ${result.exitCode ?? 'unknown'}]`;
    return result.output ? `${result.output}\n${status}` : status;
}

// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js + 2 modules
var dist = __webpack_require__(49415);
// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var ai_dist = __webpack_require__(52535);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider/dist/index.js
var provider_dist = __webpack_require__(90583);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/run/agents/model-faults.ts
var model_faults = __webpack_require__(16763);
;// CONCATENATED MODULE: ./src/run/agents/helios/loop.ts
// The built-in agent's loop: ask the model, run the bash tool calls it makes, feed the outputs
// back, until it finishes, stops calling tools, or a limit (turns, tokens, cost, time) is hit.





const SYSTEM_PROMPT = [
    'You are an autonomous agent working in a Linux container. Complete the task you are given.',
    'Use the bash tool to run shell commands (each runs in a fresh shell in the working directory).',
    'Work without asking questions. When the task is done, call the finish tool.',
].join('\n');
const tools = {
    bash: (0,dist/* tool */.z6)({
        description: 'Run a shell command (bash -lc) in the task container and return its output and exit code.',
        inputSchema: schemas/* object */.Ikc({ command: schemas/* string */.YjP().describe('The command to run') }),
    }),
    finish: (0,dist/* tool */.z6)({
        description: 'Call when the task is complete.',
        inputSchema: schemas/* object */.Ikc({ summary: schemas/* string */.YjP().describe('What was done').optional() }),
    }),
};
async function runAgentLoop(input) {
    const messages = [{ role: 'user', content: input.instruction }];
    const steps = [userStep(input.instruction)];
    const turnUsages = [];
    const done = (stop, error = null) => ({
        steps,
        usage: (0,results_usage/* sumUsage */.Rl)(turnUsages) ?? {
            input_tokens: 0,
            cached_input_tokens: 0,
            output_tokens: 0,
            turns: 0,
            cost_usd: 0,
        },
        stop,
        error,
    });
    for (let turn = 0; turn < input.limits.maxTurns; turn++) {
        let result;
        try {
            result = await (0,ai_dist/* generateText */.Df5)({
                model: input.model,
                system: SYSTEM_PROMPT,
                messages,
                tools,
                maxRetries: input.limits.maxRetries,
                abortSignal: input.signal,
                ...(input.reasoning ? { reasoning: input.reasoning } : {}),
            });
        }
        catch (error) {
            if (input.signal.aborted)
                return done('timeout');
            return done('api-error', describeApiError(error));
        }
        const usage = turnUsage(result.usage, input.price);
        turnUsages.push(usage);
        messages.push(...result.response.messages);
        const step = {
            role: 'assistant',
            text: result.text || null,
            tool_calls: result.toolCalls.map((call) => ({
                id: call.toolCallId,
                name: call.toolName,
                arguments: call.input,
                output: null,
            })),
            usage: {
                input_tokens: usage.input_tokens,
                cached_input_tokens: usage.cached_input_tokens,
                output_tokens: usage.output_tokens,
            },
            timestamp: new Date().toISOString(),
        };
        steps.push(step);
        if (result.toolCalls.length === 0)
            return done('no-tool-call');
        const finished = await answerToolCalls(input, result.toolCalls, step, messages);
        if (finished)
            return done('finished');
        if (input.signal.aborted || Date.now() >= input.deadline)
            return done('timeout');
        if (overBudget((0,results_usage/* sumUsage */.Rl)(turnUsages), input.limits))
            return done('budget');
    }
    return done('max-turns');
}
/** Runs each call, records its output, appends the tool message; true when `finish` was called. */
async function answerToolCalls(input, calls, step, messages) {
    let finished = false;
    const parts = [];
    for (const [i, call] of calls.entries()) {
        let output;
        if (call.toolName === 'finish') {
            finished = true;
            output = 'ok';
        }
        else if (call.toolName === 'bash') {
            const command = String(call.input.command ?? '');
            const left = Math.max(1, (input.deadline - Date.now()) / 1000);
            const timeoutSec = Math.min(input.limits.commandTimeoutSec, left);
            output = describeResult(await input.runBash(command, timeoutSec), timeoutSec);
        }
        else {
            output = `unknown tool ${call.toolName}: use bash or finish`;
        }
        step.tool_calls[i].output = output;
        parts.push({
            type: 'tool-result',
            toolCallId: call.toolCallId,
            toolName: call.toolName,
            output: { type: 'text', value: output },
        });
    }
    messages.push({ role: 'tool', content: parts });
    return finished;
}
function turnUsage(usage, price) {
    const tokens = {
        input_tokens: usage.inputTokens ?? 0,
        cached_input_tokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
        output_tokens: usage.outputTokens ?? 0,
        turns: 1,
        cost_usd: null,
    };
    return { ...tokens, cost_usd: price(tokens) };
}
function overBudget(total, limits) {
    if (limits.maxTokens !== null && total.input_tokens + total.output_tokens >= limits.maxTokens)
        return true;
    return limits.maxCostUsd !== null && total.cost_usd !== null && total.cost_usd >= limits.maxCostUsd;
}
/**
 * The model API's failure, sorted as for every agent (model-faults.ts): a rejected key, no credit,
 * an unknown model or a server it cannot reach is fatal (every attempt would meet it); a server
 * error or a malformed answer after the retries is this attempt's error.
 */
function describeApiError(error) {
    const last = ai_dist/* RetryError */.J_o.isInstance(error) ? error.lastError : error;
    const name = last instanceof Error ? last.name : 'Error';
    const text = firstLine(last instanceof Error ? last.message : String(last));
    let fault;
    if (provider_dist/* APICallError */.hL.isInstance(last))
        fault = (0,model_faults/* classifyModelError */.CZ)(text, last.statusCode ?? null);
    else if (name === 'AI_LoadAPIKeyError')
        fault = (0,model_faults/* classifyModelError */.CZ)(`authentication: ${text}`);
    else if (name === 'AI_NoSuchModelError')
        fault = (0,model_faults/* classifyModelError */.CZ)(text, 404);
    else
        fault = (0,model_faults/* classifyModelError */.CZ)(text);
    return { message: fault.reason, fatal: fault.lasting };
}
function firstLine(text) {
    return text.split('\n')[0].slice(0, 300);
}
function userStep(text) {
    return { role: 'user', text, tool_calls: [], usage: null, timestamp: new Date().toISOString() };
}

// EXTERNAL MODULE: ./src/run/agents/helios/model-id.ts
var model_id = __webpack_require__(69274);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/anthropic/dist/index.js + 1 modules
var anthropic_dist = __webpack_require__(96644);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/google/dist/index.js
var google_dist = __webpack_require__(785);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/openai/dist/index.js + 1 modules
var openai_dist = __webpack_require__(33436);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/openai-compatible/dist/index.js
var openai_compatible_dist = __webpack_require__(57703);
;// CONCATENATED MODULE: ./src/run/agents/helios/provider.ts
// A ModelRef plus host variables → an AI SDK language model. Keys come only from `env`.





function firstSet(env, names) {
    for (const name of names) {
        const value = env[name]?.trim();
        if (value)
            return value;
    }
    return null;
}
/** Missing key → a message naming the variables to set; null when the model can be called. */
function missingKey(ref, env) {
    if (!ref.keyRequired || firstSet(env, ref.keyEnv))
        return null;
    return `no API key for ${ref.provider}: set ${ref.keyEnv.join(' or ')} (and pass it with --agent-env / agent-env in the action)`;
}
/** Users write the vendors' own base URL conventions; the SDKs want the versioned path. */
function withPath(url, path) {
    const bare = url.replace(/\/+$/, '');
    return bare.endsWith(path) ? bare : `${bare}${path}`;
}
function createLanguageModel(ref, env) {
    const apiKey = firstSet(env, ref.keyEnv) ?? undefined;
    const baseUrl = firstSet(env, ref.baseUrlEnv) ?? ref.defaultBaseUrl;
    switch (ref.provider) {
        case 'anthropic':
            return (0,anthropic_dist/* createAnthropic */.nM)({ apiKey, baseURL: baseUrl ? withPath(baseUrl, '/v1') : undefined })(ref.model);
        case 'openai':
            return (0,openai_dist/* createOpenAI */.ry)({ apiKey, baseURL: baseUrl ?? undefined }).responses(ref.model);
        case 'google':
            return (0,google_dist/* createGoogle */._j)({ apiKey, baseURL: baseUrl ? withPath(baseUrl, '/v1beta') : undefined })(ref.model);
        case 'openai-compatible': {
            if (!baseUrl) {
                throw new model_id/* ModelIdError */.tZ(`model ${ref.model} needs a base URL: set ${ref.baseUrlEnv.join(' or ')} (e.g. http://127.0.0.1:8000/v1)`);
            }
            return (0,openai_compatible_dist/* createOpenAICompatible */.jr)({
                name: 'openai-compatible',
                apiKey,
                baseURL: baseUrl,
                includeUsage: true,
            })(ref.model);
        }
    }
}

;// CONCATENATED MODULE: ./src/run/agents/helios/index.ts






const DEFAULT_LIMITS = {
    maxTurns: 50,
    maxTokens: null,
    maxCostUsd: null,
    commandTimeoutSec: 180,
    maxRetries: 4,
};
/** Head and tail of a command's output that reach the model. */
const OUTPUT_KEEP_BYTES = 8 * 1024;
function heliosAgent(spec, model) {
    const ref = (0,model_id/* parseModelId */.iA)(model ?? '');
    const limits = { ...DEFAULT_LIMITS, ...spec.limits };
    return {
        name: 'helios',
        needsSolution: false,
        needsContainerNetwork: false,
        command: () => null,
        env: () => ({}),
        requiredEnv: ref.keyEnv,
        optionalEnv: ref.baseUrlEnv,
        needs: () => [
            ...(ref.keyRequired ? [{ anyOf: ref.keyEnv, what: `the ${ref.provider} API key` }] : []),
            ...(ref.provider === 'openai-compatible' && !ref.defaultBaseUrl
                ? [{ anyOf: ref.baseUrlEnv, what: "the model server's base URL" }]
                : []),
        ],
        runOnHost: (ctx) => runHelios(ctx, ref, limits, spec.reasoning),
    };
}

async function runHelios(ctx, ref, limits, reasoning) {
    const keyProblem = missingKey(ref, ctx.env);
    if (keyProblem)
        return failed(keyProblem, true);
    const model = createLanguageModel(ref, ctx.env);
    const providerId = ref.provider === 'openai-compatible' ? undefined : ref.provider;
    const outcome = await runAgentLoop({
        model,
        instruction: ctx.instruction,
        limits,
        ...(reasoning ? { reasoning } : {}),
        signal: ctx.signal,
        deadline: Date.now() + ctx.timeoutMs,
        price: (usage) => (0,cost/* catalogueCost */.f)(usage, ref.model, providerId),
        runBash: (command, timeoutSec) => runBashTool(command, {
            container: ctx.container,
            user: ctx.task.config.agent.user,
            workdir: ctx.task.config.environment.workdir,
            timeoutSec,
            keepBytes: OUTPUT_KEEP_BYTES,
        }),
    });
    return {
        exitCode: EXIT_CODES[outcome.stop],
        timedOut: outcome.stop === 'timeout',
        error: outcome.error && !outcome.error.fatal ? outcome.error.message : null,
        fatal: outcome.error?.fatal ? outcome.error.message : null,
        usage: outcome.usage,
        trajectory: {
            schema_version: trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: 'helios',
            model: ctx.model,
            source: 'native',
            steps: outcome.steps,
        },
    };
}
/** An exit code for result.json, so a stopped agent reads like a process that ended that way. */
const EXIT_CODES = {
    finished: 0,
    'no-tool-call': 0,
    'max-turns': 2,
    budget: 3,
    timeout: null,
    'api-error': 1,
};
function failed(message, fatal) {
    return {
        exitCode: 1,
        timedOut: false,
        error: fatal ? null : message,
        fatal: fatal ? message : null,
        usage: null,
        trajectory: null,
    };
}


/***/ }),

/***/ 69274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iA: () => (/* binding */ parseModelId),
/* harmony export */   tZ: () => (/* binding */ ModelIdError)
/* harmony export */ });
/* unused harmony export modelEnvNames */
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97504);
// Model ids as users type them (Helios, LiteLLM and provider spellings) → provider + model. Pure.

class ModelIdError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ModelIdError';
    }
}
const NATIVE = {
    anthropic: {
        provider: 'anthropic',
        keyEnv: ['ANTHROPIC_API_KEY'],
        baseUrlEnv: ['ANTHROPIC_BASE_URL'],
        defaultBaseUrl: null,
        keyRequired: true,
    },
    openai: {
        provider: 'openai',
        keyEnv: ['OPENAI_API_KEY'],
        baseUrlEnv: ['OPENAI_BASE_URL'],
        defaultBaseUrl: null,
        keyRequired: true,
    },
    google: {
        provider: 'google',
        keyEnv: ['GOOGLE_GENERATIVE_AI_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY'],
        baseUrlEnv: ['GOOGLE_GENERATIVE_AI_BASE_URL', 'GOOGLE_GEMINI_BASE_URL'],
        defaultBaseUrl: null,
        keyRequired: true,
    },
};
/** OpenAI-compatible servers by the prefixes LiteLLM and Helios users write. */
const COMPATIBLE = {
    'openai-compatible': {
        keyEnv: ['OPENAI_COMPATIBLE_API_KEY'],
        baseUrlEnv: ['OPENAI_COMPATIBLE_BASE_URL'],
        defaultBaseUrl: null,
    },
    vllm: {
        keyEnv: ['VLLM_API_KEY'],
        baseUrlEnv: ['VLLM_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
        defaultBaseUrl: 'http://127.0.0.1:8000/v1',
    },
    ollama: {
        keyEnv: ['OLLAMA_API_KEY'],
        baseUrlEnv: ['OLLAMA_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
        defaultBaseUrl: 'http://127.0.0.1:11434/v1',
    },
    litellm: {
        keyEnv: ['LITELLM_API_KEY'],
        baseUrlEnv: ['LITELLM_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL'],
        defaultBaseUrl: 'http://127.0.0.1:4000/v1',
    },
    openrouter: {
        keyEnv: ['OPENROUTER_API_KEY'],
        baseUrlEnv: ['OPENROUTER_BASE_URL'],
        defaultBaseUrl: 'https://openrouter.ai/api/v1',
    },
};
const ALIASES = { gemini: 'google', vertex_ai: 'google', claude: 'anthropic' };
/** Every provider prefix a model id may start with (`anthropic/`, `vllm/`, `claude/` …). */
const PREFIXES = [...Object.keys(NATIVE), ...Object.keys(COMPATIBLE), ...Object.keys(ALIASES)];
function parseModelId(id) {
    const trimmed = id.trim();
    if (!trimmed)
        throw new ModelIdError('model is empty: give e.g. anthropic/claude-sonnet-4-5');
    const slash = trimmed.indexOf('/');
    if (slash > 0) {
        const prefix = trimmed.slice(0, slash).toLowerCase();
        const model = trimmed.slice(slash + 1);
        if (!model)
            throw new ModelIdError(`model "${id}" names no model after "${prefix}/"`);
        const native = NATIVE[ALIASES[prefix] ?? prefix];
        if (native)
            return { ...native, model };
        const compatible = COMPATIBLE[prefix];
        if (compatible)
            return { provider: 'openai-compatible', model, keyRequired: false, ...compatible };
    }
    const guessed = guessProvider(trimmed);
    if (guessed)
        return { ...NATIVE[guessed], model: trimmed };
    const meant = slash > 0 ? (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(trimmed.slice(0, slash), PREFIXES) : null;
    if (meant !== null)
        throw new ModelIdError(`model "${id}": "${trimmed.slice(0, slash)}" is not a provider; did you mean ${meant}/${trimmed.slice(slash + 1)}?`);
    throw new ModelIdError(`cannot tell the provider of model "${id}": write it as anthropic/…, openai/…, google/…, or openai-compatible/… with OPENAI_COMPATIBLE_BASE_URL set (also vllm/, ollama/, litellm/, openrouter/)`);
}
function guessProvider(model) {
    if (/^claude-/i.test(model))
        return 'anthropic';
    if (/^(gpt-|o\d|chatgpt-|codex-)/i.test(model))
        return 'openai';
    if (/^gemini-/i.test(model))
        return 'google';
    return null;
}
/** Every host variable this model may read (for passing to the host-side agent). */
function modelEnvNames(ref) {
    return [...ref.keyEnv, ...ref.baseUrlEnv];
}


/***/ }),

/***/ 22981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RO: () => (/* binding */ AGENT_NAMES),
  zj: () => (/* binding */ MODEL_AGENTS),
  A5: () => (/* binding */ defaultAgentName),
  cT: () => (/* binding */ resolveAgent),
  t0: () => (/* binding */ unknownAgentMessage)
});

// UNUSED EXPORTS: BUILTIN_AGENTS, UnknownAgentError

// EXTERNAL MODULE: ./src/run/agents/types.ts
var types = __webpack_require__(13965);
// EXTERNAL MODULE: ./src/run/agents/helios/index.ts + 3 modules
var helios = __webpack_require__(38947);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/run/agents/host-command.ts
// `host-command`: your own agent from the repository, run on the host. It acts on the attempt's
// container through `helios exec "$HELIOS_CONTAINER_ID" -- CMD` (or execInContainer in code).





function hostCommandAgent(command) {
    const script = command?.trim();
    if (!script)
        throw new types/* UnknownAgentError */.c('agent "host-command" needs a command (e.g. --agent-command "node my-agent.js")');
    return {
        name: 'host-command',
        needsSolution: false,
        needsContainerNetwork: false,
        command: () => null,
        env: () => ({}),
        requiredEnv: [],
        runOnHost: (ctx) => runHostCommand(script, ctx),
    };
}
/** Variables that tell the host process where to act (also read by `helios exec` as defaults). */
function hostAgentEnv(ctx, instructionFile) {
    return {
        HELIOS_CONTAINER_ID: ctx.container.id,
        HELIOS_INSTRUCTION_FILE: instructionFile,
        HELIOS_AGENT_DIR: ctx.agentDir,
        HELIOS_AGENT_USER: ctx.task.config.agent.user ?? '',
        HELIOS_WORKDIR: ctx.task.config.environment.workdir ?? '',
        ...(ctx.model ? { HELIOS_MODEL: ctx.model } : {}),
    };
}
async function runHostCommand(script, ctx) {
    const instructionFile = (0,external_node_path_.join)(ctx.agentDir, 'instruction.md');
    await (0,promises_.writeFile)(instructionFile, ctx.instruction);
    const stdout = (0,external_node_fs_.createWriteStream)((0,external_node_path_.join)(ctx.agentDir, 'stdout.txt'));
    const stderr = (0,external_node_fs_.createWriteStream)((0,external_node_path_.join)(ctx.agentDir, 'stderr.txt'));
    // Only PATH/HOME and the named agent variables: the runner's own secrets stay out.
    const env = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...ctx.env,
        ...hostAgentEnv(ctx, instructionFile),
    };
    const child = (0,external_node_child_process_.spawn)('bash', ['-c', script], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(stdout);
    child.stderr.pipe(stderr);
    let timedOut = false;
    const killGroup = () => {
        if (child.pid) {
            try {
                process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                // already gone
            }
        }
    };
    // A log that cannot be written (a full disk) stops the agent: the run cannot record it anyway.
    let writeFailure = null;
    for (const stream of [stdout, stderr])
        stream.on('error', (error) => {
            writeFailure ??= error;
            killGroup();
        });
    const timer = setTimeout(() => {
        timedOut = true;
        killGroup();
    }, ctx.timeoutMs);
    ctx.signal.addEventListener('abort', killGroup, { once: true });
    const exitCode = await new Promise((resolve) => {
        child.on('error', () => resolve(127));
        child.on('close', (code) => resolve(code));
    });
    clearTimeout(timer);
    ctx.signal.removeEventListener('abort', killGroup);
    await Promise.all([closeStream(stdout), closeStream(stderr)]);
    if (writeFailure)
        throw writeFailure;
    return {
        exitCode: timedOut ? null : exitCode,
        timedOut,
        error: null,
        fatal: null,
        usage: null,
        trajectory: null,
    };
}
function closeStream(stream) {
    return new Promise((resolve) => {
        if (stream.closed)
            resolve();
        else
            stream.end(() => resolve());
    });
}

// EXTERNAL MODULE: ./src/run/agents/installed/index.ts + 12 modules
var installed = __webpack_require__(97183);
// EXTERNAL MODULE: ./src/text/closest.ts
var closest = __webpack_require__(97504);
;// CONCATENATED MODULE: ./src/run/agents/index.ts






const BUILTIN_AGENTS = ['helios', 'oracle', 'nop', 'command', 'host-command'];
/** Every agent name: the built-in ones and each installed CLI (one list). */
const AGENT_NAMES = [...BUILTIN_AGENTS, ...Object.keys(installed/* INSTALLED_CLIS */.Dl)];
/** Agents that work with a model (a bench config runs them once per model); the others take none. */
const MODEL_AGENTS = ['helios', ...Object.keys(installed/* INSTALLED_CLIS */.Dl)];
const inContainer = (name, command, needsSolution = false) => ({
    name,
    needsSolution,
    needsContainerNetwork: false,
    command,
    env: () => ({}),
    requiredEnv: [],
});
function resolveAgent(spec, model = null) {
    switch (spec.name) {
        case 'helios':
            if (!model)
                throw new types/* UnknownAgentError */.c('agent "helios" needs a model (e.g. -m anthropic/claude-sonnet-4-5)');
            return (0,helios/* heliosAgent */.MT)(spec, model);
        // [solution].env reaches solve.sh through the attempt, expanded against the host.
        case 'oracle':
            return inContainer('oracle', () => ['bash', '/solution/solve.sh'], true);
        case 'nop':
            return inContainer('nop', () => null);
        case 'command': {
            const command = spec.command?.trim();
            if (!command)
                throw new types/* UnknownAgentError */.c('agent "command" needs a command (e.g. --agent-command "...")');
            return inContainer('command', () => ['bash', '-lc', command]);
        }
        case 'host-command':
            return hostCommandAgent(spec.command);
        default: {
            const cli = installed/* INSTALLED_CLIS */.Dl[spec.name];
            if (!cli)
                throw new types/* UnknownAgentError */.c(unknownAgentMessage(spec.name));
            return (0,installed/* installedAgent */.Mu)(spec, cli, model);
        }
    }
}
/** `unknown agent "clade-code"; did you mean claude-code?`, else the list of agents. */
function unknownAgentMessage(name) {
    const meant = (0,closest/* closest */.k)(name, AGENT_NAMES);
    if (meant !== null)
        return `unknown agent "${name}"; did you mean ${meant}?`;
    return `unknown agent "${name}"; use one of ${AGENT_NAMES.join(', ')}`;
}
/** The agent a CLI or action invocation means: a model without an agent runs the built-in agent. */
function defaultAgentName(agent, model) {
    if (agent)
        return agent;
    return model ? 'helios' : 'oracle';
}


/***/ }),

/***/ 13965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ REASONING_EFFORTS),
/* harmony export */   c: () => (/* binding */ UnknownAgentError)
/* harmony export */ });
/** How a caller names the agent (CLI `--agent`, action `agent` input). */
const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh'];
class UnknownAgentError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UnknownAgentError';
    }
}


/***/ })

};
