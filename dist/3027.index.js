export const id = 3027;
export const ids = [3027];
export const modules = {

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

/***/ 42239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ catalogueCost)
/* harmony export */ });
/* harmony import */ var _pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82294);
// Cost from the maintained price catalogue (@pydantic/genai-prices): no hand-kept price table.

/** USD for these tokens of `model`, or null when the catalogue does not know the model. */
function catalogueCost(usage, model, providerId) {
    if (!model)
        return null;
    const bare = model.includes('/') ? model.slice(model.lastIndexOf('/') + 1) : model;
    try {
        const price = (0,_pydantic_genai_prices__WEBPACK_IMPORTED_MODULE_0__/* .calcPrice */ .jh)({
            input_tokens: usage.input_tokens,
            cache_read_tokens: usage.cached_input_tokens,
            output_tokens: usage.output_tokens,
        }, bare, providerId ? { providerId } : undefined);
        return price ? Math.round(price.total_price * 1e6) / 1e6 : null;
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 31465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ AGENT_NODE_VERSION)
/* harmony export */ });
// The Node that agent CLIs written for Node (gemini-cli, qwen-code, pi) and the model relay run
// on inside the environment: installed from npm's `node-<platform>` package beside the CLI, so a
// task image needs no Node of its own. One version for all, so one install serves them.
const AGENT_NODE_VERSION = '22.23.3';


/***/ }),

/***/ 41559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ faultOf),
/* harmony export */   Zm: () => (/* binding */ GLIBC_CHECK),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   i7: () => (/* binding */ jsonLines)
/* harmony export */ });
/* harmony import */ var _model_faults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16763);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69212);


/** JSON lines, skipping anything that is not a JSON object (banners, warnings). */
function jsonLines(text) {
    const lines = [];
    for (const line of text.split('\n')) {
        const trimmed = line.trim();
        if (!trimmed.startsWith('{'))
            continue;
        // null also for a partial last line of a killed process
        const value = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonRecord */ .BH)(trimmed);
        if (value)
            lines.push(value);
    }
    return lines;
}
/**
 * The report's fault from the error a CLI's log ends on: lasting (a rejected key, no credit, an
 * unknown model, a server it cannot reach) stops the run; any other makes this attempt an error.
 * The HTTP status is read from the message when the CLI only words it (`unexpected status 401`,
 * `{"error":{"code":400,…`).
 */
function faultOf(message, status = null) {
    if (!message)
        return { fatal: null, error: null };
    const fault = (0,_model_faults_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyModelError */ .CZ)(message, status ?? statusIn(message));
    return fault.lasting ? { fatal: fault.reason, error: null } : { fatal: null, error: fault.reason };
}
function statusIn(message) {
    const match = /(?:\bstatus(?: code)?:? |"code": ?|\bstatusCode"?: ?)([1-5]\d\d)\b/i.exec(message);
    return match ? Number(match[1]) : null;
}
const num = (value) => typeof value === 'number' && Number.isFinite(value) ? value : 0;
const str = (value) => (typeof value === 'string' ? value : null);
/**
 * bash: refuses an image that has musl's loader and no glibc loader (Alpine), naming what runs there.
 * `$1` is a root prefix (empty in a container; a folder in tests).
 */
const GLIBC_CHECK = `
helios_glibc_check() {
  for loader in "$1"/lib/ld-musl-*.so.1; do
    [ -e "$loader" ] || continue
    [ -e "$1/lib64/ld-linux-x86-64.so.2" ] || [ -e "$1/lib/ld-linux-aarch64.so.1" ] || [ -e "$1/lib/ld-linux-x86-64.so.2" ] && return 0
    echo "helios: $2 needs glibc, and this image has only musl ($loader, e.g. Alpine); musl builds are not supported: run it with -a codex (a static build) or -a helios" >&2
    return 1
  done
}
`;


/***/ }),

/***/ 1254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b3: () => (/* binding */ codexConfigScript),
/* harmony export */   yw: () => (/* binding */ codex)
/* harmony export */ });
/* unused harmony export convertCodex */
/* harmony import */ var _results_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8233);
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42239);
/* harmony import */ var _trajectory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64999);
/* harmony import */ var _cli_spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41559);
/* harmony import */ var _model_calls_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89016);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// Codex: the static binary from @openai/codex@<version>-<platform>, `exec --json`. It ignores
// OPENAI_BASE_URL, so a provider of our own in $CODEX_HOME/config.toml carries the base URL.






const TRIPLES = {
    'linux-x64': 'x86_64-unknown-linux-musl',
    'linux-arm64': 'aarch64-unknown-linux-musl',
};
/**
 * The heredoc writing Codex's config.toml into the attempt folder (for codex and codex-acp): the
 * model, and a provider of our own whose base URL is the run's. `extra` lines go after the model.
 */
function codexConfigScript(extra = '') {
    return `cat > /logs/agent/codex/config.toml <<TOML
model = "\${HELIOS_MODEL#*/}"
model_provider = "helios"
${extra}[model_providers.helios]
name = "helios"
base_url = "\${OPENAI_BASE_URL:-https://api.openai.com/v1}"
env_key = "OPENAI_API_KEY"
wire_api = "responses"
[analytics]
enabled = false
TOML`;
}
const codex = {
    name: 'codex',
    defaultVersion: '0.169.0',
    packages: (version, platform) => [`@openai/codex@${version}-${platform}`],
    executable: (platform) => `node_modules/@openai/codex/vendor/${TRIPLES[platform]}/bin/codex`,
    requiredEnv: ['OPENAI_API_KEY'],
    optionalEnv: ['OPENAI_BASE_URL'],
    modelApis: [{ variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' }],
    needsGlibc: false,
    script: `
set -e
# CODEX_HOME stays in the container (it unpacks its bundled skills and state databases there,
# about 1 MB); its config and session log are kept in the attempt folder.
export CODEX_HOME=/tmp/helios-codex-home HOME=/logs/agent/codex-home
mkdir -p "$CODEX_HOME" "$HOME" /logs/agent/codex/sessions
ln -sfn /logs/agent/codex/sessions "$CODEX_HOME/sessions"
${codexConfigScript()}
cp /logs/agent/codex/config.toml "$CODEX_HOME/config.toml"
exec "$HELIOS_CLI" exec --json --skip-git-repo-check --dangerously-bypass-approvals-and-sandbox \\
  --disable plugins "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
    // Its session log has times, and the tokens of each model call; --json neither.
    sessionLog: /^codex\/sessions\/.+\.jsonl$/,
    convert: convertCodex,
};
function convertCodex(stdout, model, _stderr = '', session = '') {
    const steps = [];
    const tokens = { ...(0,_results_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyUsage */ .ly)(), cost_usd: null };
    let sawUsage = false;
    let error = null;
    // A model call's items come together; the items after a tool's result are the next call's.
    let newCall = true;
    const step = (text, call) => {
        if (newCall)
            tokens.turns++;
        newCall = call !== null;
        steps.push({ role: 'assistant', text, tool_calls: call ? [call] : [], usage: null, timestamp: null });
    };
    let threadId = null;
    for (const line of (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonLines */ .i7)(stdout)) {
        if (line.type === 'thread.started')
            threadId = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(line.thread_id);
        const item = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(line.item);
        if (line.type === 'item.completed') {
            const id = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(item.id);
            if (item.type === 'agent_message')
                step((0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(item.text), null);
            else if (item.type === 'command_execution')
                step(null, {
                    id,
                    name: 'shell',
                    arguments: { command: item.command ?? null },
                    output: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(item.aggregated_output),
                });
            else if (item.type === 'file_change')
                step(null, {
                    id,
                    name: 'apply_patch',
                    arguments: { changes: item.changes ?? null },
                    output: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(item.status),
                });
            else if (item.type === 'mcp_tool_call')
                step(null, {
                    id,
                    name: `${(0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(item.server) ?? 'mcp'}.${(0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(item.tool) ?? 'tool'}`,
                    arguments: item.arguments ?? null,
                    output: item.result === undefined ? null : JSON.stringify(item.result),
                });
        }
        else if (line.type === 'turn.completed') {
            const usage = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(line.usage);
            sawUsage = true;
            error = null; // a retry that recovered
            tokens.input_tokens += (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(usage.input_tokens);
            tokens.cached_input_tokens += (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(usage.cached_input_tokens);
            tokens.output_tokens += (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(usage.output_tokens);
        }
        else if (line.type === 'turn.failed') {
            error = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(line.error).message) ?? error;
        }
        else if (line.type === 'error') {
            // `Reconnecting... 1/5 (…)` lines come first; the last error says how it ended.
            error = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(line.message) ?? error;
        }
    }
    // Codex reports usage per conversation turn, not per model call: calls are counted from the items.
    tokens.cost_usd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .catalogueCost */ .f)(tokens, model, 'openai');
    const logged = sessionActions(session);
    // Matched by order: only when the session log saw the same actions as --json.
    const matched = logged.actions.length === steps.length && steps.length > 0;
    if (matched)
        steps.forEach((step, i) => (step.timestamp = logged.actions[i].timestamp));
    return {
        trajectory: {
            schema_version: _trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .TRAJECTORY_SCHEMA_VERSION */ .X9,
            agent: 'codex',
            model,
            source: 'codex --json',
            steps: matched
                ? (0,_model_calls_js__WEBPACK_IMPORTED_MODULE_5__/* .oneStepPerCall */ .cB)(steps, logged.actions.map((action) => action.call), (call) => logged.usage[call] ?? null)
                : steps,
            ...(threadId ? { session_id: threadId } : {}),
            ...(matched ? {} : { notes: 'no times or per-step tokens: the session log does not match --json' }),
        },
        usage: sawUsage ? tokens : null,
        ...(0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .faultOf */ .Kl)(error),
    };
}
const ACTIONS = new Set(['function_call', 'custom_tool_call', 'local_shell_call', 'message']);
/**
 * From the session log: each action of the model (a tool call, an answer) with its time and the
 * model call it came from (calls end with a token_count event), and each call's tokens.
 */
function sessionActions(session) {
    const actions = [];
    const usage = [];
    for (const line of (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonLines */ .i7)(session)) {
        const payload = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(line.payload);
        if (line.type === 'response_item' && ACTIONS.has((0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(payload.type) ?? '')) {
            if (payload.type === 'message' && payload.role !== 'assistant')
                continue;
            actions.push({ timestamp: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(line.timestamp), call: usage.length });
        }
        else if (line.type === 'event_msg' && payload.type === 'token_count') {
            const last = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(payload.info).last_token_usage);
            if (Object.keys(last).length === 0)
                continue;
            usage.push({
                input_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(last.input_tokens),
                cached_input_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(last.cached_input_tokens),
                output_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(last.output_tokens),
            });
        }
    }
    return { actions, usage };
}


/***/ }),

/***/ 58649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o$: () => (/* binding */ geminiCli)
/* harmony export */ });
/* unused harmony exports convertGemini, retryingAtTheEnd */
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42239);
/* harmony import */ var _trajectory_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64999);
/* harmony import */ var _cli_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41559);
/* harmony import */ var _model_calls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89016);
/* harmony import */ var _agent_node_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31465);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69212);
// Gemini CLI: @google/gemini-cli run by a mounted Node 22 (it needs Node ≥ 20, task images rarely
// have it), `-p` with stream-json. With a base URL the auth type must be set in settings.json.






const geminiCli = {
    name: 'gemini-cli',
    defaultVersion: '0.61.0',
    packages: (version, platform) => [
        `@google/gemini-cli@${version}`,
        `node-${platform}@${_agent_node_js__WEBPACK_IMPORTED_MODULE_3__/* .AGENT_NODE_VERSION */ .U}`,
    ],
    // A launcher we write into the script: node + the CLI's bundle, both from the install folder.
    executable: (platform) => `node_modules/node-${platform}/bin/node`,
    requiredEnv: ['GEMINI_API_KEY'],
    optionalEnv: ['GOOGLE_GEMINI_BASE_URL'],
    modelApis: [
        { variable: 'GOOGLE_GEMINI_BASE_URL', defaultUrl: 'https://generativelanguage.googleapis.com' },
    ],
    needsGlibc: true,
    script: `
set -e
export HOME=/logs/agent/gemini-home GEMINI_CLI_NO_RELAUNCH=true
mkdir -p "$HOME/.gemini"
cat > "$HOME/.gemini/settings.json" <<JSON
{"security":{"auth":{"selectedType":"gemini-api-key"}},"telemetry":{"enabled":false},"privacy":{"usageStatisticsEnabled":false},"general":{"disableAutoUpdate":true,"maxAttempts":5}}
JSON
exec "$HELIOS_CLI" "$(dirname "$(dirname "$(dirname "$HELIOS_CLI")")")/@google/gemini-cli/bundle/gemini.js" \\
  -p "$(cat "$HELIOS_INSTRUCTION_FILE")" --yolo --skip-trust -o stream-json \${HELIOS_MODEL:+-m "\${HELIOS_MODEL#*/}"} < /dev/null
`,
    // Its session log has the tokens of each model call; stream-json only the run's total.
    sessionLog: /^gemini-home\/\.gemini\/tmp\/.+\/chats\/session-[^/]+\.jsonl$/,
    convert: convertGemini,
};
function convertGemini(stdout, model, stderr = '', session = '') {
    const steps = [];
    const callOf = [];
    let sessionId = null;
    const calls = new Map();
    let result = null;
    let error = null;
    let modelCalls = 0;
    let inCall = false;
    for (const line of (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonLines */ .i7)(stdout)) {
        const timestamp = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(line.timestamp);
        if (line.type === 'init')
            sessionId = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(line.session_id);
        // One model call answers with text and tool calls; the next one comes after their results.
        if ((line.type === 'message' && line.role === 'assistant') || line.type === 'tool_use') {
            if (!inCall)
                modelCalls++;
            inCall = true;
        }
        else if (line.type === 'tool_result')
            inCall = false;
        if (line.type === 'message' && line.role === 'assistant') {
            const last = steps.at(-1);
            // Deltas of one answer arrive as several lines: join them into one step.
            if (line.delta === true && last?.role === 'assistant' && last.tool_calls.length === 0)
                last.text = (last.text ?? '') + ((0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(line.content) ?? '');
            else {
                steps.push({ role: 'assistant', text: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(line.content), tool_calls: [], usage: null, timestamp });
                callOf.push(modelCalls - 1);
            }
        }
        else if (line.type === 'tool_use') {
            const call = (0,_model_calls_js__WEBPACK_IMPORTED_MODULE_4__/* .trackCall */ .EP)(calls, line.tool_id, line.tool_name, line.parameters);
            steps.push({ role: 'assistant', text: null, tool_calls: [call], usage: null, timestamp });
            callOf.push(modelCalls - 1);
        }
        else if (line.type === 'tool_result') {
            const call = calls.get((0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(line.tool_id) ?? '');
            if (call)
                call.output = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(line.output) ?? JSON.stringify(line.error ?? null);
        }
        else if (line.type === 'result') {
            result = line;
            if (line.status === 'error')
                error ??= (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOrEmpty */ .ir)(line.error).message);
        }
        else if (line.type === 'error') {
            error ??= (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(line.message) ?? (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOrEmpty */ .ir)(line.error).message);
        }
    }
    // Error lines of a run that ended well were warnings (a retried request).
    if (result && result.status !== 'error')
        error = null;
    // Stopped (its time was up) while it retried a failing request: that is said only on stderr.
    if (!result)
        error ??= retryingAtTheEnd(stderr);
    const stats = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOrEmpty */ .ir)(result?.stats);
    const tokens = {
        input_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(stats.input_tokens),
        cached_input_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(stats.cached),
        output_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(stats.output_tokens),
        turns: modelCalls,
        cost_usd: null,
    };
    tokens.cost_usd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .catalogueCost */ .f)(tokens, model, 'google');
    const perCall = sessionCallTokens(session);
    // Matched by order: only when the session log saw the same model calls.
    const matched = perCall.length === modelCalls;
    return {
        trajectory: {
            schema_version: _trajectory_js__WEBPACK_IMPORTED_MODULE_1__/* .TRAJECTORY_SCHEMA_VERSION */ .X9,
            agent: 'gemini-cli',
            model,
            source: 'gemini stream-json',
            steps: (0,_model_calls_js__WEBPACK_IMPORTED_MODULE_4__/* .oneStepPerCall */ .cB)(steps, callOf, (call) => (matched ? (perCall[call] ?? null) : null)),
            ...(sessionId ? { session_id: sessionId } : {}),
            ...(matched ? {} : { notes: 'per-step tokens unknown: the session log does not match stream-json' }),
        },
        usage: result ? tokens : null,
        ...(0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .faultOf */ .Kl)(error),
    };
}
/** The tokens of each model call, in order, from the session log (a record per update of a message). */
function sessionCallTokens(session) {
    const byMessage = new Map();
    for (const line of (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonLines */ .i7)(session)) {
        const id = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(line.id);
        if (line.type !== 'gemini' || !id || !line.tokens)
            continue;
        const tokens = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_5__/* .recordOrEmpty */ .ir)(line.tokens);
        byMessage.set(id, {
            input_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(tokens.input),
            cached_input_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(tokens.cached),
            output_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .num */ .bu)(tokens.output),
        });
    }
    return [...byMessage.values()];
}
/**
 * `Attempt 3 failed with status 429. Retrying with backoff... _ApiError: {…}` (or `Attempt 3
 * failed. Retrying … fetch failed sending request`) when stderr ends on it, its stack trace aside:
 * the CLI was still retrying a failing model request when it was stopped.
 */
function retryingAtTheEnd(stderr) {
    const lines = stderr.split('\n').filter((line) => !/^\s+at |^\s*status: \d+|^\s*\}?\s*$/.test(line));
    const last = lines.at(-1) ?? '';
    return /^Attempt \d+ failed( with status \d{3})?\. Retrying/.test(last) ? last : null;
}


/***/ }),

/***/ 20708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dX: () => (/* binding */ CLI_MOUNT),
  Dl: () => (/* binding */ INSTALLED_CLIS),
  $g: () => (/* binding */ cliVersion),
  Mu: () => (/* binding */ installedAgent),
  sH: () => (/* binding */ isNoNetwork)
});

// UNUSED EXPORTS: RELAY_NODE_MOUNT, TRUST_ROOTS_MOUNT, commandScript, withCrash

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/run/agents/model-faults.ts
var model_faults = __webpack_require__(16763);
// EXTERNAL MODULE: ./src/run/agents/cost.ts
var cost = __webpack_require__(42239);
// EXTERNAL MODULE: ./src/run/agents/trajectory.ts
var trajectory = __webpack_require__(64999);
// EXTERNAL MODULE: ./src/run/agents/installed/cli-spec.ts
var cli_spec = __webpack_require__(41559);
// EXTERNAL MODULE: ./src/run/agents/installed/model-calls.ts
var model_calls = __webpack_require__(89016);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/run/agents/installed/claude-code.ts





const claudeCode = {
    name: 'claude-code',
    defaultVersion: '2.1.330',
    packages: (version, platform) => [`@anthropic-ai/claude-code-${platform}@${version}`],
    executable: (platform) => `node_modules/@anthropic-ai/claude-code-${platform}/claude`,
    requiredEnv: ['ANTHROPIC_API_KEY'],
    optionalEnv: ['ANTHROPIC_BASE_URL'],
    modelApis: [{ variable: 'ANTHROPIC_BASE_URL', defaultUrl: 'https://api.anthropic.com' }],
    needsGlibc: true,
    // IS_SANDBOX=1: the container is the sandbox, so the bypass flag is accepted as root too.
    script: `
set -e
export HOME=/logs/agent/claude-home CLAUDE_CONFIG_DIR=/logs/agent/claude IS_SANDBOX=1
export CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_TELEMETRY=1 DISABLE_AUTOUPDATER=1 CLAUDE_CODE_MAX_RETRIES=\${CLAUDE_CODE_MAX_RETRIES:-4}
mkdir -p "$HOME" "$CLAUDE_CONFIG_DIR"
exec "$HELIOS_CLI" -p "$(cat "$HELIOS_INSTRUCTION_FILE")" --output-format stream-json --verbose \\
  --dangerously-skip-permissions \${HELIOS_MODEL:+--model "\${HELIOS_MODEL#*/}"} < /dev/null
`,
    // Its session log has each message's final usage; stream-json only the usage at the start of
    // the message (output_tokens 1).
    sessionLog: /^claude\/projects\/[^/]+\/[^/]+\.jsonl$/,
    convert: convertClaude,
};
function convertClaude(stdout, model, _stderr = '', session = '') {
    const logged = sessionMessages(session);
    // The retry it was waiting on when it was stopped (its timeout), if any came last.
    let retrying = null;
    const { steps, result } = streamJsonSteps(stdout, (message, calls, line) => {
        const id = (0,cli_spec/* str */.gx)(message.id);
        const usage = (id && logged.get(id)) ?? message.usage;
        return assistantStep({ ...message, usage }, calls, (0,cli_spec/* str */.gx)(line.timestamp));
    }, (line) => (retrying = line.type === 'system' && line.subtype === 'api_retry' ? line : null));
    const usage = (0,narrow/* recordOrEmpty */.ir)(result?.usage);
    const cached = (0,cli_spec/* num */.bu)(usage.cache_read_input_tokens);
    // Killed before its result line (timeout): the steps' own usage is what is known.
    const tokens = result
        ? {
            input_tokens: (0,cli_spec/* num */.bu)(usage.input_tokens) + (0,cli_spec/* num */.bu)(usage.cache_creation_input_tokens) + cached,
            cached_input_tokens: cached,
            output_tokens: (0,cli_spec/* num */.bu)(usage.output_tokens),
            turns: (0,cli_spec/* num */.bu)(result.num_turns),
            cost_usd: null,
        }
        : {
            input_tokens: steps.reduce((n, s) => n + (s.usage?.input_tokens ?? 0), 0),
            cached_input_tokens: steps.reduce((n, s) => n + (s.usage?.cached_input_tokens ?? 0), 0),
            output_tokens: steps.reduce((n, s) => n + (s.usage?.output_tokens ?? 0), 0),
            turns: steps.filter((s) => s.usage).length,
            cost_usd: null,
        };
    // Its own price includes cache writes; for a model our catalogue does not know, it guesses.
    const catalogue = (0,cost/* catalogueCost */.f)(tokens, model, 'anthropic');
    tokens.cost_usd =
        catalogue !== null && typeof result?.total_cost_usd === 'number' ? result.total_cost_usd : catalogue;
    // A model API failure ends as `is_error` with subtype `success` and its status; `error_max_turns`
    // and the like are the CLI's own stops, no fault of the model API.
    const apiError = result?.is_error === true && !/^error_/.test((0,cli_spec/* str */.gx)(result.subtype) ?? '');
    const status = typeof result?.api_error_status === 'number' ? result.api_error_status : null;
    const fault = apiError
        ? (0,cli_spec/* faultOf */.Kl)((0,cli_spec/* str */.gx)(result?.result) ?? (0,cli_spec/* str */.gx)(result?.subtype), status)
        : (0,cli_spec/* faultOf */.Kl)(retrying && `stopped while retrying: ${(0,cli_spec/* str */.gx)(retrying.error) ?? 'unknown error'}`, retryStatus(retrying));
    return {
        trajectory: {
            schema_version: trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: 'claude-code',
            model,
            source: 'claude stream-json',
            steps,
            ...((0,cli_spec/* str */.gx)(result?.session_id) ? { session_id: (0,cli_spec/* str */.gx)(result?.session_id) } : {}),
            ...(session
                ? {}
                : { notes: 'no session log: per-step output tokens are those at the start of each message' }),
        },
        usage: result || tokens.turns > 0 ? tokens : null,
        ...fault,
    };
}
/**
 * Claude-shaped stream-json (Claude Code's, and Qwen Code's): a step per assistant API message,
 * tool results from the user lines attached to their calls, and the result line. `seen` sees
 * every line first.
 */
function streamJsonSteps(stdout, toStep, seen = () => { }) {
    const steps = [];
    const calls = new Map();
    let result = null;
    let lastId = null;
    for (const line of (0,cli_spec/* jsonLines */.i7)(stdout)) {
        seen(line);
        const message = (0,narrow/* recordOrEmpty */.ir)(line.message);
        if (line.type === 'assistant') {
            const step = toStep(message, calls, line);
            const id = (0,cli_spec/* str */.gx)(message.id);
            const last = steps.at(-1);
            // One API message comes as a line per content block (text, then tool_use): one step.
            if (id && id === lastId && last) {
                (0,model_calls/* joinStep */.Dc)(last, step);
                last.usage = step.usage ?? last.usage;
            }
            else
                steps.push(step);
            lastId = id;
        }
        else if (line.type === 'user') {
            attachResults(message, calls);
            lastId = null;
        }
        else if (line.type === 'result')
            result = line;
    }
    return { steps, result };
}
function retryStatus(line) {
    return typeof line?.error_status === 'number' ? line.error_status : null;
}
function assistantStep(message, calls, timestamp) {
    const { text, toolCalls, reasoning } = messageContent(message, calls);
    const usage = (0,narrow/* recordOrEmpty */.ir)(message.usage);
    return {
        role: 'assistant',
        text,
        tool_calls: toolCalls,
        // Claude Code's own notes (an API error shown as a message) are no model call.
        usage: message.usage && message.model !== '<synthetic>'
            ? {
                input_tokens: (0,cli_spec/* num */.bu)(usage.input_tokens) +
                    (0,cli_spec/* num */.bu)(usage.cache_read_input_tokens) +
                    (0,cli_spec/* num */.bu)(usage.cache_creation_input_tokens),
                cached_input_tokens: (0,cli_spec/* num */.bu)(usage.cache_read_input_tokens),
                output_tokens: (0,cli_spec/* num */.bu)(usage.output_tokens),
            }
            : null,
        timestamp,
        ...(reasoning ? { reasoning } : {}),
    };
}
/** The final usage of each message of the session log, by message id. */
function sessionMessages(session) {
    const messages = new Map();
    for (const line of (0,cli_spec/* jsonLines */.i7)(session)) {
        const message = (0,narrow/* recordOrEmpty */.ir)(line.message);
        const id = (0,cli_spec/* str */.gx)(message.id);
        if (line.type === 'assistant' && id && message.usage)
            messages.set(id, message.usage);
    }
    return messages;
}
/**
 * An assistant message's text, tool calls (kept in `calls` for their results) and thinking;
 * Qwen Code's lines have this shape too.
 */
function messageContent(message, calls) {
    const content = (0,narrow/* recordList */._u)(message.content);
    const joined = (type, field) => content
        .filter((c) => c.type === type)
        .map((c) => (0,cli_spec/* str */.gx)(c[field]) ?? '')
        .join('');
    const text = joined('text', 'text');
    const toolCalls = content
        .filter((c) => c.type === 'tool_use')
        .map((c) => {
        const call = { id: (0,cli_spec/* str */.gx)(c.id), name: (0,cli_spec/* str */.gx)(c.name) ?? 'tool', arguments: c.input ?? null, output: null };
        if (call.id)
            calls.set(call.id, call);
        return call;
    });
    return { text: text || null, toolCalls, reasoning: joined('thinking', 'thinking') };
}
/** Tool results (a user line's `tool_result` blocks) onto their calls. */
function attachResults(message, calls) {
    const content = (0,narrow/* recordList */._u)(message.content);
    for (const part of content) {
        if (part.type !== 'tool_result')
            continue;
        const call = calls.get((0,cli_spec/* str */.gx)(part.tool_use_id) ?? '');
        if (!call)
            continue;
        call.output = Array.isArray(part.content)
            ? (0,narrow/* recordList */._u)(part.content)
                .map((c) => (0,cli_spec/* str */.gx)(c.text) ?? '')
                .join('')
            : ((0,cli_spec/* str */.gx)(part.content) ?? JSON.stringify(part.content ?? null));
    }
}

// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
;// CONCATENATED MODULE: ./src/run/agents/installed/cline.ts
// Cline: the Bun-compiled binary from @cline/cli-<platform> (the `cline` package is only a Node
// launcher for it), `--json` in act mode, which ends on the model's first answer without a tool
// call and approves every tool itself. Its provider, model and base URL are written to
// providers.json in its data folder (`--data-dir`, which also keeps it from starting its
// background hub daemon); the key stays in the environment, where Cline reads it.






const cline = {
    name: 'cline',
    defaultVersion: '3.0.65',
    packages: (version, platform) => [`@cline/cli-${platform}@${version}`],
    executable: (platform) => `node_modules/@cline/cli-${platform}/bin/cline`,
    requiredEnv: [],
    optionalEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'OPENAI_API_KEY', 'OPENAI_BASE_URL'],
    needs: clineNeeds,
    modelApis: [
        { variable: 'ANTHROPIC_BASE_URL', defaultUrl: 'https://api.anthropic.com' },
        { variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' },
    ],
    needsGlibc: true,
    // anthropic/… → its Anthropic provider (ANTHROPIC_BASE_URL without /v1, as the Anthropic SDKs
    // take it); anything else → its OpenAI-compatible provider (chat completions, OPENAI_BASE_URL).
    // Global settings (read from CLINE_DATA_DIR; --data-dir alone comes too late for them): telemetry
    // off (else it exports to otel.cline.bot), no auto-update, no question to a user who is not
    // there. E2E_TEST=true only swaps its PostHog feature-flag client (data.cline.bot) for a no-op.
    script: `
set -e
if [ -z "\${HELIOS_MODEL:-}" ]; then echo "helios: cline needs a model (-m anthropic/… or openai-compatible/…)" >&2; exit 2; fi
data=/logs/agent/cline
export HOME=/logs/agent/cline-home CLINE_DATA_DIR=/logs/agent/cline E2E_TEST=true
mkdir -p "$HOME" "$data/settings"
name="\${HELIOS_MODEL#*/}"
case "$HELIOS_MODEL" in
  anthropic/*)
    provider=anthropic
    base="\${ANTHROPIC_BASE_URL:-}"
    base="\${base%/}"
    case "$base" in ''|*/v1) ;; *) base="$base/v1" ;; esac ;;
  *)
    provider=openai-compatible
    base="\${OPENAI_BASE_URL:-https://api.openai.com/v1}" ;;
esac
url=""
[ -z "$base" ] || url=",\\"baseUrl\\":\\"$base\\""
cat > "$data/settings/providers.json" <<JSON
{"version":1,"lastUsedProvider":"$provider","modes":{},"providers":{"$provider":{"settings":{"provider":"$provider","model":"$name"$url},"updatedAt":"2026-01-01T00:00:00.000Z","tokenSource":"manual"}}}
JSON
cat > "$data/settings/global-settings.json" <<JSON
{"telemetryOptOut":true,"autoUpdateEnabled":false,"disabledTools":["ask_question"]}
JSON
exec "$HELIOS_CLI" --json --data-dir "$data" -P "$provider" -m "$name" -- "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
    convert: convertCline,
};
function clineNeeds(model) {
    const provider = model?.split('/')[0]?.toLowerCase() ?? '';
    const key = provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY';
    return [
        { anyOf: [key], what: `the ${provider === 'anthropic' ? 'anthropic' : 'OpenAI-compatible'} API key` },
    ];
}
/**
 * `cline --json`: one `agent_event` line per event of its loop. A model call is an iteration
 * (`iteration_start` … `iteration_end`) with one `usage` event (input tokens include cached ones),
 * whole texts in `content_end`, tool calls in `content_start` (their input) and `content_end`
 * (their output); an `error` event or `run_result` with `finishReason: "error"` ends a failed run.
 */
function convertCline(stdout, model) {
    const steps = [];
    const calls = new Map();
    const tokens = (0,usage/* emptyUsage */.ly)();
    let step = null;
    let error = null;
    let status = null;
    let ownCost = 0;
    const current = (timestamp) => {
        if (!step) {
            step = { role: 'assistant', text: null, tool_calls: [], usage: null, timestamp };
            steps.push(step);
        }
        return step;
    };
    for (const line of (0,cli_spec/* jsonLines */.i7)(stdout)) {
        const timestamp = (0,cli_spec/* str */.gx)(line.ts);
        const event = (0,narrow/* recordOrEmpty */.ir)(line.event);
        if (line.type === 'run_result' && line.finishReason === 'error')
            error ??= (0,cli_spec/* str */.gx)(line.text);
        if (line.type !== 'agent_event')
            continue;
        if (event.type === 'iteration_start')
            step = null;
        else if (event.type === 'usage') {
            const cached = (0,cli_spec/* num */.bu)(event.cacheReadTokens);
            const usage = {
                input_tokens: (0,cli_spec/* num */.bu)(event.inputTokens),
                cached_input_tokens: cached,
                output_tokens: (0,cli_spec/* num */.bu)(event.outputTokens),
            };
            current(timestamp).usage = usage;
            tokens.input_tokens += usage.input_tokens;
            tokens.cached_input_tokens += cached;
            tokens.output_tokens += usage.output_tokens;
            tokens.turns += 1;
            ownCost += (0,cli_spec/* num */.bu)(event.cost);
        }
        else if (event.type === 'content_start' && event.contentType === 'tool') {
            current(timestamp).tool_calls.push((0,model_calls/* trackCall */.EP)(calls, event.toolCallId, event.toolName, event.input));
        }
        else if (event.type === 'content_end' && event.contentType === 'tool') {
            const call = calls.get((0,cli_spec/* str */.gx)(event.toolCallId) ?? '');
            if (call)
                call.output = toolOutput(event.output ?? event.error ?? null);
        }
        else if (event.type === 'content_end' && event.contentType === 'text') {
            const target = current(timestamp);
            target.text = [target.text, (0,cli_spec/* str */.gx)(event.text)].filter(Boolean).join('\n') || null;
        }
        else if (event.type === 'content_end' && event.contentType === 'reasoning') {
            const target = current(timestamp);
            target.reasoning = [target.reasoning, (0,cli_spec/* str */.gx)(event.text)].filter(Boolean).join('\n') || null;
        }
        else if (event.type === 'error') {
            error ??= (0,cli_spec/* str */.gx)((0,narrow/* recordOrEmpty */.ir)(event.error).message);
            if (event.errorClass === 'auth')
                status = 401;
        }
    }
    tokens.cost_usd = ownCost > 0 ? ownCost : (0,cost/* catalogueCost */.f)(tokens, model);
    return {
        trajectory: {
            schema_version: trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: 'cline',
            model,
            source: 'cline --json',
            steps,
        },
        usage: tokens.turns > 0 ? tokens : null,
        ...(0,cli_spec/* faultOf */.Kl)(error, status),
    };
}
/** run_commands answers `[{query, result, success}]`; other tools a string or an object. */
function toolOutput(output) {
    if (output === null || output === undefined)
        return null;
    if (typeof output === 'string')
        return output;
    if (Array.isArray(output) && output.every((o) => typeof (0,narrow/* recordOrEmpty */.ir)(o).result === 'string'))
        return output.map((o) => (0,cli_spec/* str */.gx)((0,narrow/* recordOrEmpty */.ir)(o).result) ?? '').join('\n');
    return JSON.stringify(output);
}

// EXTERNAL MODULE: ./src/run/agents/installed/codex.ts
var codex = __webpack_require__(1254);
;// CONCATENATED MODULE: ./src/run/agents/installed/copilot-cli.ts
// GitHub Copilot CLI: the single-file build from @github/copilot-<platform> (the `@github/copilot`
// package is only a Node launcher for it), `-p … --output-format json --allow-all`. A GitHub login
// cannot happen in an attempt, so it runs in its BYOK mode: COPILOT_PROVIDER_BASE_URL (an
// OpenAI-compatible server by default) and COPILOT_PROVIDER_API_KEY, with COPILOT_OFFLINE=true,
// which turns off GitHub authentication, telemetry, web tools and auto-update.
// Its JSON lines have the answers and tool results; the tokens of each model call are only in its
// session log (`session.usage_record`), matched to the answer by `apiCallId`.






const copilotCli = {
    name: 'copilot-cli',
    defaultVersion: '1.0.102',
    packages: (version, platform) => [`@github/copilot-${platform}@${version}`],
    executable: (platform) => `node_modules/@github/copilot-${platform}/copilot`,
    requiredEnv: [],
    optionalEnv: [
        'COPILOT_PROVIDER_BASE_URL',
        'COPILOT_PROVIDER_API_KEY',
        'COPILOT_PROVIDER_BEARER_TOKEN',
        'COPILOT_PROVIDER_TYPE',
        'COPILOT_PROVIDER_WIRE_API',
    ],
    // BYOK only, so the base URL is always set; without it there is nothing to relay to.
    modelApis: [{ variable: 'COPILOT_PROVIDER_BASE_URL', defaultUrl: null }],
    needs: () => [
        { anyOf: ['COPILOT_PROVIDER_BASE_URL'], what: 'its model provider (BYOK; no GitHub login here)' },
    ],
    needsGlibc: true,
    trustRoots: true,
    selfUnpack: {
        folder: 'unpacked',
        args: ['--version'],
        env: (to) => ({ COPILOT_PKG_CACHE_HOME: to, COPILOT_OFFLINE: 'true', COPILOT_AUTO_UPDATE: 'false' }),
    },
    // On first start the build unpacks itself (about 235 MB, 1–2 s): once on the host where it can
    // (selfUnpack, mounted read-only), else in each attempt into the container's /tmp, never the
    // attempt folder. Its HTTP client refuses to start without trust roots, which slim images
    // (debian:*-slim) lack: the image's bundle when it has one, else the host's (trustRoots). No `COPILOT_ALLOW_ALL=true`:
    // that would also trust the task's own hooks and plugins.
    script: `
set -e
if [ -z "\${HELIOS_MODEL:-}" ]; then echo "helios: copilot-cli needs a model (-m openai-compatible/<name>)" >&2; exit 2; fi
export HOME=/logs/agent/copilot-home COPILOT_HOME=/logs/agent/copilot
export COPILOT_OFFLINE=true COPILOT_AUTO_UPDATE=false COPILOT_MODEL="\${HELIOS_MODEL#*/}"
scratch="$(mktemp -d /tmp/helios-copilot.XXXXXX)"
export COPILOT_CACHE_HOME="$scratch/cache"
[ -z "\${HELIOS_CLI_UNPACKED:-}" ] || export COPILOT_PKG_CACHE_HOME="$HELIOS_CLI_UNPACKED"
mkdir -p "$HOME" "$COPILOT_HOME"
if [ -z "\${SSL_CERT_FILE:-}" ] && [ -z "\${SSL_CERT_DIR:-}" ]; then
  export SSL_CERT_FILE="$HELIOS_TRUST_ROOTS"
  for bundle in /etc/ssl/certs/ca-certificates.crt /etc/pki/tls/certs/ca-bundle.crt /etc/ssl/cert.pem; do
    [ -s "$bundle" ] && SSL_CERT_FILE="$bundle" && break
  done
fi
exec "$HELIOS_CLI" -p "$(cat "$HELIOS_INSTRUCTION_FILE")" --output-format json --allow-all --no-ask-user \\
  --disable-client-telemetry --no-auto-update --log-dir "$COPILOT_HOME/logs" < /dev/null
`,
    sessionLog: /^copilot\/session-state\/[^/]+\/events\.jsonl$/,
    convert: convertCopilot,
};
/**
 * `--output-format json`: `assistant.message` per model answer (text and `toolRequests`, its
 * `apiCallId`), `tool.execution_complete` per tool result, `session.error` when it gave up (with
 * `statusCode` when the server answered). The session log's `session.usage_record` lines carry
 * each call's tokens (`inputTokens` counts the cached ones too).
 */
function convertCopilot(stdout, model, _stderr = '', session = '') {
    const usageOf = new Map();
    const tokens = (0,usage/* emptyUsage */.ly)();
    for (const line of (0,cli_spec/* jsonLines */.i7)(session)) {
        if (line.type !== 'session.usage_record')
            continue;
        const used = (0,narrow/* recordOrEmpty */.ir)((0,narrow/* recordOrEmpty */.ir)(line.data).usage);
        const usage = {
            input_tokens: (0,cli_spec/* num */.bu)(used.inputTokens),
            cached_input_tokens: (0,cli_spec/* num */.bu)(used.cacheReadTokens),
            output_tokens: (0,cli_spec/* num */.bu)(used.outputTokens),
        };
        const id = (0,cli_spec/* str */.gx)(used.apiCallId);
        if (id)
            usageOf.set(id, usage);
        tokens.input_tokens += usage.input_tokens;
        tokens.cached_input_tokens += usage.cached_input_tokens;
        tokens.output_tokens += usage.output_tokens;
        tokens.turns += 1;
    }
    const steps = [];
    const calls = new Map();
    let lastCall = null;
    let error = null;
    for (const line of (0,cli_spec/* jsonLines */.i7)(stdout)) {
        const data = (0,narrow/* recordOrEmpty */.ir)(line.data);
        if (line.type === 'assistant.message') {
            const callId = (0,cli_spec/* str */.gx)(data.apiCallId);
            const step = answerStep(data, (0,cli_spec/* str */.gx)(line.timestamp), calls);
            step.usage = (callId && usageOf.get(callId)) || null;
            const last = steps.at(-1);
            // Parts of one model answer share its apiCallId.
            if (last && callId && callId === lastCall)
                (0,model_calls/* joinStep */.Dc)(last, step);
            else
                steps.push(step);
            lastCall = callId;
        }
        else if (line.type === 'tool.execution_complete') {
            const call = calls.get((0,cli_spec/* str */.gx)(data.toolCallId) ?? '');
            if (call)
                call.output = (0,cli_spec/* str */.gx)((0,narrow/* recordOrEmpty */.ir)(data.result).content) ?? (0,cli_spec/* str */.gx)((0,narrow/* recordOrEmpty */.ir)(data.error).message);
        }
        else if (line.type === 'session.error') {
            error = { message: (0,cli_spec/* str */.gx)(data.message) ?? 'model API error', status: (0,cli_spec/* num */.bu)(data.statusCode) || null };
        }
    }
    tokens.cost_usd = (0,cost/* catalogueCost */.f)(tokens, model);
    return {
        trajectory: {
            schema_version: trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: 'copilot-cli',
            model,
            source: 'copilot --output-format json',
            steps,
            ...(steps.some((s) => !s.usage)
                ? { notes: 'an answer without metrics has no usage record in its session log' }
                : {}),
        },
        usage: tokens.turns > 0 || steps.length > 0 ? tokens : null,
        ...(0,cli_spec/* faultOf */.Kl)(error?.message, error?.status ?? null),
    };
}
function answerStep(data, timestamp, calls) {
    const requests = (0,narrow/* recordList */._u)(data.toolRequests);
    const toolCalls = requests.map((request) => (0,model_calls/* trackCall */.EP)(calls, request.toolCallId, request.name, request.arguments));
    const reasoning = (0,cli_spec/* str */.gx)(data.reasoningText);
    return {
        role: 'assistant',
        text: (0,cli_spec/* str */.gx)(data.content) || null,
        tool_calls: toolCalls,
        usage: null,
        timestamp,
        ...(reasoning ? { reasoning } : {}),
    };
}

// EXTERNAL MODULE: ./src/run/agents/installed/gemini-cli.ts
var gemini_cli = __webpack_require__(58649);
// EXTERNAL MODULE: ./src/run/agents/installed/agent-node.ts
var agent_node = __webpack_require__(31465);
// EXTERNAL MODULE: ./src/run/agents/installed/install.ts
var install = __webpack_require__(24546);
// EXTERNAL MODULE: ./src/run/relay/forwarder.ts
var forwarder = __webpack_require__(20705);
// EXTERNAL MODULE: ./src/run/agents/installed/opencode.ts
var opencode = __webpack_require__(35372);
// EXTERNAL MODULE: ./src/run/agents/installed/pi.ts
var pi = __webpack_require__(3210);
;// CONCATENATED MODULE: ./src/run/agents/installed/qwen-code.ts






const qwenCode = {
    name: 'qwen-code',
    defaultVersion: '0.24.4',
    // The same Node 22 as Gemini CLI's.
    packages: (version, platform) => [
        `@qwen-code/qwen-code@${version}`,
        `node-${platform}@${agent_node/* AGENT_NODE_VERSION */.U}`,
    ],
    executable: (platform) => `node_modules/node-${platform}/bin/node`,
    requiredEnv: ['OPENAI_API_KEY'],
    optionalEnv: ['OPENAI_BASE_URL'],
    modelApis: [{ variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' }],
    needsGlibc: true,
    script: `
set -e
export HOME=/logs/agent/qwen-home QWEN_HOME=/logs/agent/qwen QWEN_CODE_NO_RELAUNCH=true
export QWEN_TELEMETRY_ENABLED=false QWEN_USAGE_STATISTICS_ENABLED=false QWEN_CODE_SUPPRESS_YOLO_WARNING=1 QWEN_DISABLE_AUTO_TITLE=1
mkdir -p "$HOME" "$QWEN_HOME"
cat > "$QWEN_HOME/settings.json" <<JSON
{"security":{"auth":{"selectedType":"openai"}},"general":{"enableAutoUpdate":false},"privacy":{"usageStatisticsEnabled":false},"telemetry":{"enabled":false},
 "memory":{"enableManagedAutoMemory":false,"enableManagedAutoDream":false,"enableAutoSkill":false},"ui":{"enableFollowupSuggestions":false}}
JSON
exec "$HELIOS_CLI" --expose-gc "$(dirname "$(dirname "$(dirname "$HELIOS_CLI")")")/@qwen-code/qwen-code/cli.js" \\
  -p "$(cat "$HELIOS_INSTRUCTION_FILE")" --yolo --auth-type openai -o stream-json \${HELIOS_MODEL:+-m "\${HELIOS_MODEL#*/}"} < /dev/null
`,
    // Its session log has the time of each answer; stream-json none.
    sessionLog: /^qwen\/projects\/[^/]+\/chats\/[^/]+\.jsonl$/,
    convert: convertQwen,
};
/** How it words a model API failure: `[API Error: 401 Incorrect API key provided]`. */
const API_ERROR = /^\[API Error: (?:([1-5]\d\d)\b)?/;
function convertQwen(stdout, model, _stderr = '', session = '') {
    const { steps, result } = streamJsonSteps(stdout, qwen_code_assistantStep);
    // Matched by order: only when the session log saw the same answers.
    const times = (0,cli_spec/* jsonLines */.i7)(session)
        .filter((line) => line.type === 'assistant')
        .map((line) => (0,cli_spec/* str */.gx)(line.timestamp));
    const timed = times.length === steps.length && steps.length > 0;
    if (timed)
        steps.forEach((step, i) => (step.timestamp = times[i] ?? null));
    const answered = steps.filter((s) => s.usage);
    const usage = (0,narrow/* recordOrEmpty */.ir)(result?.usage);
    // Stopped before its result line (the agent timeout): what its steps say.
    const tokens = result
        ? {
            input_tokens: (0,cli_spec/* num */.bu)(usage.input_tokens),
            cached_input_tokens: (0,cli_spec/* num */.bu)(usage.cache_read_input_tokens),
            output_tokens: (0,cli_spec/* num */.bu)(usage.output_tokens),
            turns: answered.length,
            cost_usd: null,
        }
        : {
            input_tokens: answered.reduce((n, s) => n + s.usage.input_tokens, 0),
            cached_input_tokens: answered.reduce((n, s) => n + s.usage.cached_input_tokens, 0),
            output_tokens: answered.reduce((n, s) => n + s.usage.output_tokens, 0),
            turns: answered.length,
            cost_usd: null,
        };
    tokens.cost_usd = (0,cost/* catalogueCost */.f)(tokens, model);
    // Its own stops (a wall-time or turn budget) end as errors too, but not worded as the API's.
    const error = result?.is_error === true ? (0,cli_spec/* str */.gx)((0,narrow/* recordOrEmpty */.ir)(result.error).message) : null;
    const apiError = error ? API_ERROR.exec(error) : null;
    return {
        trajectory: {
            schema_version: trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent: 'qwen-code',
            model,
            source: 'qwen stream-json',
            steps,
            ...(timed
                ? {}
                : { notes: 'no timestamps: its stream-json has none and the session log does not match it' }),
        },
        usage: result || answered.length > 0 ? tokens : null,
        ...(0,cli_spec/* faultOf */.Kl)(apiError ? error : null, apiError?.[1] ? Number(apiError[1]) : null),
    };
}
function qwen_code_assistantStep(message, calls) {
    const { text, toolCalls, reasoning } = messageContent(message, calls);
    const usage = (0,narrow/* recordOrEmpty */.ir)(message.usage);
    // An API error it shows as the answer comes with no tokens: no model call.
    const called = (0,cli_spec/* num */.bu)(usage.input_tokens) + (0,cli_spec/* num */.bu)(usage.output_tokens) > 0;
    return {
        role: 'assistant',
        text,
        tool_calls: toolCalls,
        usage: called
            ? {
                input_tokens: (0,cli_spec/* num */.bu)(usage.input_tokens),
                cached_input_tokens: (0,cli_spec/* num */.bu)(usage.cache_read_input_tokens),
                output_tokens: (0,cli_spec/* num */.bu)(usage.output_tokens),
            }
            : null,
        timestamp: null,
        ...(reasoning ? { reasoning } : {}),
    };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/run/environment/owned-temp-dir.ts
var owned_temp_dir = __webpack_require__(50827);
;// CONCATENATED MODULE: ./src/run/agents/installed/unpack.ts
// A CLI build that unpacks itself on its first start (Copilot CLI: about 235 MB) would do so in
// every attempt's container. When the host can run the engine's build (a linux runner of the same
// architecture), it is unpacked once into the install folder instead, which is mounted read-only;
// elsewhere (a Mac running linux containers) each attempt still unpacks it, in the container.







const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const UNPACK_TIMEOUT_MS = 2 * 60 * 1000;
/** The platform of builds this host runs itself, if any. */
function hostPlatform() {
    if (process.platform !== 'linux')
        return null;
    return process.arch === 'x64' ? 'linux-x64' : process.arch === 'arm64' ? 'linux-arm64' : null;
}
/**
 * `<install>/<folder>` unpacked, readable by every user; false when the host cannot run the build.
 * Unpacked beside it and renamed, so a crash never leaves half a folder that looks finished.
 */
async function ensureUnpacked(installDir, executable, platform, unpack, log) {
    const target = (0,external_node_path_.join)(installDir, unpack.folder);
    if ((0,external_node_fs_.existsSync)(target))
        return true;
    if (hostPlatform() !== platform)
        return false;
    const staging = await (0,promises_.mkdtemp)((0,external_node_path_.join)(installDir, '.unpacking-'));
    // Whatever else it writes on a start (its home, a device id) goes to a folder removed after.
    const home = await (0,owned_temp_dir/* ownedTempDir */.l1)('unpack-home');
    try {
        const started = Date.now();
        await run((0,external_node_path_.join)(installDir, executable), unpack.args, {
            env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, ...unpack.env(staging) },
            cwd: home,
            timeout: UNPACK_TIMEOUT_MS,
        });
        await (0,install/* openToEveryUser */.Ge)(staging);
        await (0,promises_.rename)(staging, target).catch((error) => {
            if (!(0,external_node_fs_.existsSync)(target))
                throw error; // else a parallel run finished first
        });
        log(`unpacked its build once, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return true;
    }
    finally {
        await (0,promises_.rm)(staging, { recursive: true, force: true });
        await (0,promises_.rm)(home, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/run/agents/installed/index.ts

















const INSTALLED_CLIS = {
    'claude-code': claudeCode,
    cline: cline,
    codex: codex/* codex */.yw,
    'gemini-cli': gemini_cli/* geminiCli */.o$,
    opencode: opencode/* opencode */.ai,
    'qwen-code': qwenCode,
    pi: pi.pi,
    'copilot-cli': copilotCli,
};
/** Where the install folder is mounted in every attempt's container. */
const CLI_MOUNT = '/helios/cli';
/** Where a CLI that needs trust roots finds the host's (`CliSpec.trustRoots`). */
const TRUST_ROOTS_MOUNT = '/helios/trust-roots.pem';
/** The version a spec asks for: `--agent-version`, else the tested pin. */
function cliVersion(spec, cli) {
    return spec.version?.trim() || cli.defaultVersion;
}
function installedAgent(spec, cli, model = null) {
    const version = cliVersion(spec, cli);
    return {
        name: cli.name,
        version,
        needsSolution: false,
        needsContainerNetwork: true,
        modelApis: cli.modelApis,
        requiredEnv: cli.requiredEnv,
        optionalEnv: cli.optionalEnv,
        needs: (hostEnv) => cli.needs?.(model, hostEnv) ?? cli.requiredEnv.map((name) => ({ anyOf: [name], what: 'its API key' })),
        env: () => ({}),
        command: (task) => ['bash', '-c', commandScript(cli, isNoNetwork(task))],
        prepare: async (ctx) => {
            const platform = await (0,install/* enginePlatform */.qY)(ctx.provider);
            const dir = await (0,install/* ensureInstalled */.hP)({
                cacheDir: ctx.cacheDir,
                agent: cli.name,
                version,
                platform,
                packages: cli.packages(version, platform),
                hostEnv: ctx.hostEnv,
                log: ctx.log,
            });
            const mounts = [{ hostPath: dir, path: CLI_MOUNT, readOnly: true }];
            const env = { HELIOS_CLI: `${CLI_MOUNT}/${cli.executable(platform)}` };
            if (cli.selfUnpack && (await unpackOnce(dir, cli, platform, ctx.log)))
                env.HELIOS_CLI_UNPACKED = `${CLI_MOUNT}/${cli.selfUnpack.folder}`;
            if (cli.trustRoots) {
                mounts.push({
                    hostPath: await (0,install/* writeTrustRoots */.X0)(ctx.cacheDir),
                    path: TRUST_ROOTS_MOUNT,
                    readOnly: true,
                });
                env.HELIOS_TRUST_ROOTS = TRUST_ROOTS_MOUNT;
            }
            if (ctx.relay) {
                const node = await relayNode(ctx, cli, version, platform);
                mounts.push(...node.mounts);
                env.HELIOS_RELAY_NODE = node.path;
            }
            return { mounts, env };
        },
        collect: async ({ agentDir, model, exitCode }) => {
            const read = (file) => (0,promises_.readFile)((0,external_node_path_.join)(agentDir, file), 'utf8').catch(() => '');
            const stderr = await read('stderr.txt');
            const session = cli.sessionLog ? await readSessionLog(agentDir, cli.sessionLog) : '';
            return withCrash(cli.convert(await read('stdout.txt'), model, stderr, session), exitCode, stderr);
        },
    };
}
/** Unpacked on the host; a build that fails to unpack here still unpacks in each container. */
async function unpackOnce(dir, cli, platform, log) {
    return ensureUnpacked(dir, cli.executable(platform), platform, cli.selfUnpack, log).catch((error) => {
        const stderr = (0,narrow/* errorField */.LI)(error, 'stderr');
        const said = (typeof stderr === 'string' && stderr.trim()) || String(error);
        log(`${cli.name}: unpacking its build on the host failed (${said.replace(/\s+/g, ' ').slice(0, 300)}); each attempt unpacks it`);
        return false;
    });
}
/** The session log files under the agent folder, in name order, as one text of JSON lines. */
async function readSessionLog(agentDir, pattern) {
    const entries = await (0,promises_.readdir)(agentDir, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries
        .filter((e) => e.isFile())
        .map((e) => (0,external_node_path_.relative)(agentDir, (0,external_node_path_.join)(e.parentPath, e.name)))
        .filter((file) => pattern.test(file))
        .sort();
    const texts = await Promise.all(files.map((file) => (0,promises_.readFile)((0,external_node_path_.join)(agentDir, file), 'utf8').catch(() => '')));
    return texts.join('\n');
}
/**
 * A CLI that ended non-zero with no model answer and no model API error in its log died before
 * its first request (a permission denied, a missing library, an image it cannot run on): an error
 * naming its exit and last words, not a task the model failed.
 */
function withCrash(report, exitCode, stderr) {
    if (report.fatal || report.error || exitCode === null || exitCode === 0)
        return report;
    const answered = report.trajectory?.steps.some((step) => step.role === 'assistant');
    if (answered || (report.usage?.output_tokens ?? 0) > 0)
        return report;
    return { ...report, error: (0,model_faults/* crashReason */.Km)(exitCode, stderr) };
}
/** Where a separately installed Node for the relay's forwarder is mounted. */
const RELAY_NODE_MOUNT = '/helios/node';
/**
 * The Node that runs the relay's in-container forwarder: the CLI's own when its install has one
 * (Gemini CLI, Qwen Code, Pi), else the same Node 22 installed once beside the CLIs.
 */
async function relayNode(ctx, cli, version, platform) {
    const nodePackage = `node-${platform}@${agent_node/* AGENT_NODE_VERSION */.U}`;
    const nodeBin = `node_modules/node-${platform}/bin/node`;
    if (cli.packages(version, platform).includes(nodePackage))
        return { mounts: [], path: `${CLI_MOUNT}/${nodeBin}` };
    const dir = await (0,install/* ensureInstalled */.hP)({
        cacheDir: ctx.cacheDir,
        agent: 'node',
        version: agent_node/* AGENT_NODE_VERSION */.U,
        platform,
        packages: [nodePackage],
        hostEnv: ctx.hostEnv,
        log: ctx.log,
    });
    return {
        mounts: [{ hostPath: dir, path: RELAY_NODE_MOUNT, readOnly: true }],
        path: `${RELAY_NODE_MOUNT}/${nodeBin}`,
    };
}
function isNoNetwork(task) {
    return task.config.environment.networkMode === 'no-network';
}
/**
 * The CLI's script, after a check that the image can run its build; in a `no-network` task, after
 * starting the relay's forwarder, which points its base-URL variables at the local port.
 */
function commandScript(cli, relayed = false) {
    const relay = relayed ? forwarder/* RELAY_PRELUDE */.Y9 : '';
    if (!cli.needsGlibc)
        return `${relay}${cli.script}`;
    return `${cli_spec/* GLIBC_CHECK */.Zm}helios_glibc_check "" ${cli.name} || exit 126\n${relay}${cli.script}`;
}


/***/ }),

/***/ 24546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ge: () => (/* binding */ openToEveryUser),
/* harmony export */   Si: () => (/* binding */ installFolder),
/* harmony export */   X0: () => (/* binding */ writeTrustRoots),
/* harmony export */   hP: () => (/* binding */ ensureInstalled),
/* harmony export */   j$: () => (/* binding */ isInstalled),
/* harmony export */   qY: () => (/* binding */ enginePlatform),
/* harmony export */   rf: () => (/* binding */ ensureCachedFolder)
/* harmony export */ });
/* unused harmony exports DONE_MARKER, openMode, npmArgs, npmEnv */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41692);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_tls__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69212);
// Installed agent CLIs: installed once per run on the host from the npm registry (the vendors'
// platform packages, for the Docker engine's platform), kept in a cache folder keyed by agent,
// version and platform, then mounted read-only into every attempt's container.







const run = (0,node_util__WEBPACK_IMPORTED_MODULE_5__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/** Written last into a finished install folder. */
const DONE_MARKER = '.helios-installed';
/** An install that takes longer than this has hung (npm behind TLS interception without its CA). */
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;
/**
 * The platform the provider's environments run on (not the host: Docker Desktop on a Mac runs
 * linux-arm64). Errors name the provider, which may not be Docker.
 */
async function enginePlatform(provider) {
    const info = await provider.platform();
    const where = `environments on ${provider.title}`;
    if (info.os && info.os !== 'linux')
        throw new Error(`${where} run ${info.os}, not linux`);
    const arch = info.arch;
    if (/^(x86_64|amd64)$/i.test(arch))
        return 'linux-x64';
    if (/^(aarch64|arm64)$/i.test(arch))
        return 'linux-arm64';
    throw new Error(`${where} run on the architecture ${arch || '(unknown)'}, which has no agent CLI build; use linux x64 or arm64`);
}
/** Where one agent version for one platform is installed (the unit cached in Actions). */
function installFolder(cacheDir, agent, version, platform) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cacheDir, agent, version, platform);
}
function isInstalled(folder) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(folder, DONE_MARKER));
}
/**
 * The install folder (an npm prefix), installing it first unless a finished one is there; either
 * way readable by every user, as the task's agent user (often not root) runs it from the mount.
 */
async function ensureInstalled(request) {
    const target = installFolder(request.cacheDir, request.agent, request.version, request.platform);
    return ensureCachedFolder(target, async (staging) => {
        const started = Date.now();
        request.log(`installing ${request.agent} ${request.version} (${request.platform}): npm install ${request.packages.join(' ')}`);
        try {
            await run('npm', npmArgs(staging, request.packages), {
                env: npmEnv(request.hostEnv),
                timeout: INSTALL_TIMEOUT_MS,
                maxBuffer: 16 * 1024 * 1024,
            });
        }
        catch (error) {
            throw new Error(`npm install of ${request.packages.join(' ')} failed: ${firstLines(error)}`, {
                cause: error,
            });
        }
        request.log(`installed ${request.agent} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
}
/**
 * `target`, filled by `fill` first unless a finished one is there (the done marker); either way
 * readable by every user, as a container's user (often not root) runs what it holds from a mount.
 * Shared by installed agent CLIs and the display tools bundle.
 */
async function ensureCachedFolder(target, fill) {
    if (isInstalled(target)) {
        // Installed by an earlier version of ours (mode 0700), restored from a cache, or under umask 077.
        await openToEveryUser(target);
        return target;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(target), { recursive: true });
    // Filled beside the target, then renamed: a crash or a parallel run never sees half a folder.
    const staging = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(`${target}.partial-`);
    try {
        await fill(staging);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(staging, DONE_MARKER), `${new Date().toISOString()}\n`);
        // mkdtemp made the folder 0700: mounted as it is, no user but root could run what it holds.
        await openToEveryUser(staging);
        // Another run finished first: its folder stays (its attempts may be running from it, and a
        // third run may be opening it); this one is discarded. Only a folder without the marker goes.
        if (isInstalled(target))
            return target;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(target, { recursive: true, force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(staging, target).catch(async (error) => {
            if (!isInstalled(target))
                throw error; // else another run finished first
        });
        return target;
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(staging, { recursive: true, force: true });
    }
}
/**
 * Every folder and file under `root` readable (folders and executables also runnable) by every
 * user, and writable by none but the owner. Symbolic links are left as they are.
 */
async function openToEveryUser(root) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(root, { recursive: true, withFileTypes: true });
    const paths = [root, ...entries.filter((e) => !e.isSymbolicLink()).map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(e.parentPath, e.name))];
    for (const path of paths) {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path);
        const mode = stat.mode & 0o7777;
        const wanted = openMode(mode, stat.isDirectory());
        if (wanted !== mode)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(path, wanted);
    }
}
/** r for all, x for all where the owner has it (always for folders), w for the owner only. */
function openMode(mode, directory) {
    const runnable = directory || (mode & 0o100) !== 0;
    return (mode | 0o444 | (runnable ? 0o111 : 0)) & ~0o022;
}
function npmArgs(prefix, packages) {
    // --force: the packages are for the engine's platform, which may not be the host's (a Mac).
    return [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--force',
        '--loglevel=error',
        ...packages,
    ];
}
/** The host's extra CA bundle reaches npm too (a TLS-intercepting proxy). */
function npmEnv(hostEnv) {
    const env = { ...process.env };
    const ca = hostEnv.NODE_EXTRA_CA_CERTS;
    if (ca && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(ca)) {
        env.NODE_EXTRA_CA_CERTS = ca;
        env.npm_config_cafile = ca;
    }
    return env;
}
function firstLines(error) {
    const stderr = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .errorField */ .LI)(error, 'stderr');
    const text = (typeof stderr === 'string' && stderr.trim()) || (0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .messageOf */ .bD)(error);
    return text.split('\n').slice(0, 5).join(' | ').slice(0, 600);
}
/**
 * The Mozilla root certificates this Node carries, as one PEM file in the cache folder (readable by
 * every user), for a CLI that will not start without trust roots on an image that has none.
 */
async function writeTrustRoots(cacheDir) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cacheDir, 'trust-roots.pem');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(cacheDir, { recursive: true });
    // Written beside it, then renamed: a parallel run never mounts half a file.
    const partial = `${file}.${process.pid}.partial`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(partial, `${node_tls__WEBPACK_IMPORTED_MODULE_3__.rootCertificates.join('\n')}\n`, { mode: 0o644 });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(partial, 0o644);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, file);
    return file;
}


/***/ }),

/***/ 89016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ joinStep),
/* harmony export */   EP: () => (/* binding */ trackCall),
/* harmony export */   cB: () => (/* binding */ oneStepPerCall)
/* harmony export */ });
/**
 * `callOf[i]` is the model call step i came from (0, 1, …, in order); `usageOf(k)` the tokens of
 * call k when the log says them. Steps of one call become one step: texts joined, tool calls in
 * order, the first step's time.
 */
function oneStepPerCall(steps, callOf, usageOf) {
    const merged = [];
    let current = -1;
    for (const [i, step] of steps.entries()) {
        const call = callOf[i] ?? -1;
        const last = merged.at(-1);
        if (call === current && last && step.role === 'assistant' && last.role === 'assistant') {
            joinStep(last, step);
            continue;
        }
        current = call;
        merged.push({ ...step, usage: step.role === 'assistant' ? (usageOf(call) ?? step.usage) : step.usage });
    }
    return merged;
}
/** A later part of the same model answer joined onto its step: texts, reasoning, tool calls. */
function joinStep(into, part) {
    into.text = [into.text, part.text].filter(Boolean).join('\n') || null;
    into.reasoning = [into.reasoning, part.reasoning].filter(Boolean).join('\n') || undefined;
    into.tool_calls = [...into.tool_calls, ...part.tool_calls];
    into.timestamp ??= part.timestamp;
}
/** A tool call as a CLI logged it, kept by its id so that the tool's result, logged later, finds it. */
function trackCall(calls, id, name, args) {
    const call = {
        id: typeof id === 'string' ? id : null,
        name: typeof name === 'string' ? name : 'tool',
        arguments: args ?? null,
        output: null,
    };
    if (call.id)
        calls.set(call.id, call);
    return call;
}


/***/ }),

/***/ 35372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H3: () => (/* binding */ providerNeeds),
/* harmony export */   ai: () => (/* binding */ opencode)
/* harmony export */ });
/* unused harmony export convertOpencode */
/* harmony import */ var _results_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8233);
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42239);
/* harmony import */ var _trajectory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64999);
/* harmony import */ var _cli_spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41559);
/* harmony import */ var _model_calls_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89016);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// OpenCode: the native binary from opencode-<platform>, `run --format json`. A base URL becomes a
// provider of our own (an OpenAI-compatible endpoint) declared through OPENCODE_CONFIG_CONTENT.






/** Steps ended on an unreadable answer, with none answered, that show the model API is at fault. */
const UNREAD_STEPS = 3;
const opencode = {
    name: 'opencode',
    defaultVersion: '1.18.33',
    packages: (version, platform) => [`opencode-${platform}@${version}`],
    executable: (platform) => `node_modules/opencode-${platform}/bin/opencode`,
    requiredEnv: [],
    optionalEnv: [
        'OPENCODE_BASE_URL',
        'OPENCODE_API_KEY',
        'ANTHROPIC_API_KEY',
        'OPENAI_API_KEY',
        'GEMINI_API_KEY',
    ],
    modelApis: [{ variable: 'OPENCODE_BASE_URL', defaultUrl: null }],
    needsGlibc: true,
    needs: providerNeeds('OPENCODE_BASE_URL'),
    script: `
set -e
# Its data folder (a session database of about 1.5 MB for a short attempt) stays in the
# container; its log is kept, and stdout has every step.
export HOME=/logs/agent/opencode-home XDG_DATA_HOME=/tmp/helios-opencode-data XDG_CONFIG_HOME=/logs/agent/opencode-home/.config
export OPENCODE_DISABLE_AUTOUPDATE=1 OPENCODE_DISABLE_SHARE=1 OPENCODE_DISABLE_MODELS_FETCH=1 OPENCODE_DISABLE_LSP_DOWNLOAD=1
mkdir -p "$HOME" "$XDG_DATA_HOME/opencode" /logs/agent/opencode/log
ln -sfn /logs/agent/opencode/log "$XDG_DATA_HOME/opencode/log"
model="$HELIOS_MODEL"
case "$model" in gemini/*) model="google/\${model#*/}" ;; esac
if [ -n "\${OPENCODE_BASE_URL:-}" ]; then
  name="\${HELIOS_MODEL#*/}"
  export OPENCODE_CONFIG_CONTENT="{\\"provider\\":{\\"helios\\":{\\"npm\\":\\"@ai-sdk/openai-compatible\\",\\"name\\":\\"helios\\",\\"options\\":{\\"baseURL\\":\\"$OPENCODE_BASE_URL\\",\\"apiKey\\":\\"{env:OPENCODE_API_KEY}\\"},\\"models\\":{\\"$name\\":{}}}}}"
  model="helios/$name"
fi
exec "$HELIOS_CLI" run --format json --pure --title helios \${model:+-m "$model"} "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
    convert: convertOpencode,
};
/** Keys by the provider prefix the CLI is given (OpenCode, Pi); a base URL's own provider needs none. */
const PROVIDER_KEYS = {
    anthropic: 'ANTHROPIC_API_KEY',
    openai: 'OPENAI_API_KEY',
    google: 'GEMINI_API_KEY',
    gemini: 'GEMINI_API_KEY',
};
/**
 * A CLI with providers of its own and one we declare for `baseUrl`: with that variable set nothing
 * else (a server may take no key); without it, the key of the model's provider.
 */
function providerNeeds(baseUrl) {
    return (model, hostEnv) => {
        if (hostEnv[baseUrl]?.trim())
            return [];
        const provider = model?.split('/')[0]?.toLowerCase() ?? '';
        if (provider === 'openai-compatible')
            return [{ anyOf: [baseUrl], what: "the model server's base URL" }];
        const key = PROVIDER_KEYS[provider];
        return key ? [{ anyOf: [key], what: `the ${provider} API key` }] : [];
    };
}
function convertOpencode(stdout, model) {
    const steps = [];
    const tokens = (0,_results_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyUsage */ .ly)();
    let ownCost = false;
    let error = null;
    let status = null;
    let unread = 0;
    // The model call each step came from (calls end with step_finish) and each call's tokens.
    const callOf = [];
    const callUsage = [];
    let sessionId = null;
    for (const line of (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonLines */ .i7)(stdout)) {
        sessionId ??= (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(line.sessionID);
        const part = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(line.part);
        const timestamp = typeof line.timestamp === 'number' ? new Date(line.timestamp).toISOString() : null;
        if (line.type === 'text') {
            steps.push({ role: 'assistant', text: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(part.text), tool_calls: [], usage: null, timestamp });
            callOf.push(callUsage.length);
        }
        else if (line.type === 'tool_use') {
            const state = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(part.state);
            const call = {
                id: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(part.callID),
                name: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(part.tool) ?? 'tool',
                arguments: state.input ?? null,
                output: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(state.output),
            };
            steps.push({ role: 'assistant', text: null, tool_calls: [call], usage: null, timestamp });
            callOf.push(callUsage.length);
        }
        else if (line.type === 'step_finish') {
            const used = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(part.tokens);
            // An answer it could not read (not JSON) ends its step this way, and it asks again at once.
            if (part.reason === 'unknown' && (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.input) + (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.output) === 0)
                unread++;
            const cached = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(used.cache).read);
            const call = {
                input_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.input) + cached,
                cached_input_tokens: cached,
                output_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.output),
            };
            callUsage.push(call);
            tokens.input_tokens += call.input_tokens;
            tokens.cached_input_tokens += call.cached_input_tokens;
            tokens.output_tokens += call.output_tokens;
            tokens.turns += 1;
            if (typeof part.cost === 'number' && part.cost > 0)
                ownCost = true;
            tokens.cost_usd = (tokens.cost_usd ?? 0) + (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(part.cost);
        }
        else if (line.type === 'error' && error === null) {
            const data = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(line.error).data);
            error = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(data.message) ?? (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .recordOrEmpty */ .ir)(line.error).message) ?? (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(line.message);
            status = typeof data.statusCode === 'number' ? data.statusCode : null;
        }
    }
    if (!ownCost)
        tokens.cost_usd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .catalogueCost */ .f)(tokens, model);
    const answered = tokens.input_tokens + tokens.output_tokens > 0;
    if (!error && !answered && unread >= UNREAD_STEPS)
        error = `${unread} model answers it could not read`;
    return {
        trajectory: {
            schema_version: _trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .TRAJECTORY_SCHEMA_VERSION */ .X9,
            agent: 'opencode',
            model,
            source: 'opencode json',
            steps: (0,_model_calls_js__WEBPACK_IMPORTED_MODULE_5__/* .oneStepPerCall */ .cB)(steps, callOf, (call) => callUsage[call] ?? null),
            ...(sessionId ? { session_id: sessionId } : {}),
        },
        usage: tokens.turns > 0 ? tokens : null,
        ...(0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .faultOf */ .Kl)(error, status),
    };
}


/***/ }),

/***/ 3210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pi: () => (/* binding */ pi)
/* harmony export */ });
/* unused harmony export convertPi */
/* harmony import */ var _results_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8233);
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42239);
/* harmony import */ var _trajectory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64999);
/* harmony import */ var _cli_spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41559);
/* harmony import */ var _model_calls_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(89016);
/* harmony import */ var _agent_node_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(31465);
/* harmony import */ var _opencode_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35372);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69212);
// Pi: @mariozechner/pi-coding-agent run by a mounted Node 22 (it needs Node ≥ 20.6), `-p --mode json`
// (its session events as JSON lines). Its own providers take the model as `provider/id` with their
// usual keys; with OPENAI_BASE_URL a Chat Completions provider of ours is declared in models.json
// (the key by its variable's name, never its value). PI_OFFLINE and settings.json turn off its
// startup network calls (version check, install ping). It runs every tool without asking.








const pi = {
    name: 'pi',
    defaultVersion: '0.73.1',
    // The same Node 22 as Gemini CLI's.
    packages: (version, platform) => [
        `@mariozechner/pi-coding-agent@${version}`,
        `node-${platform}@${_agent_node_js__WEBPACK_IMPORTED_MODULE_5__/* .AGENT_NODE_VERSION */ .U}`,
    ],
    executable: (platform) => `node_modules/node-${platform}/bin/node`,
    requiredEnv: [],
    optionalEnv: ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY'],
    needs: (0,_opencode_js__WEBPACK_IMPORTED_MODULE_4__/* .providerNeeds */ .H3)('OPENAI_BASE_URL'),
    modelApis: [{ variable: 'OPENAI_BASE_URL', defaultUrl: null }],
    needsGlibc: true,
    script: `
set -e
export HOME=/logs/agent/pi-home PI_CODING_AGENT_DIR=/logs/agent/pi PI_OFFLINE=1 PI_SKIP_VERSION_CHECK=1 PI_TELEMETRY=0
mkdir -p "$HOME" "$PI_CODING_AGENT_DIR"
echo '{"enableInstallTelemetry":false}' > "$PI_CODING_AGENT_DIR/settings.json"
model="$HELIOS_MODEL"
case "$model" in gemini/*) model="google/\${model#*/}" ;; esac
if [ -n "\${OPENAI_BASE_URL:-}" ]; then
  name="\${HELIOS_MODEL#*/}"
  key=none
  [ -z "\${OPENAI_API_KEY:-}" ] || key=OPENAI_API_KEY
  cat > "$PI_CODING_AGENT_DIR/models.json" <<JSON
{"providers":{"helios":{"baseUrl":"$OPENAI_BASE_URL","api":"openai-completions","apiKey":"$key","models":[{"id":"$name"}]}}}
JSON
  model="helios/$name"
fi
exec "$HELIOS_CLI" "$(dirname "$(dirname "$(dirname "$HELIOS_CLI")")")/@mariozechner/pi-coding-agent/dist/cli.js" \\
  -p --mode json \${model:+--model "$model"} "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
    convert: convertPi,
};
function convertPi(stdout, model) {
    const steps = [];
    const calls = new Map();
    const tokens = (0,_results_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyUsage */ .ly)();
    // How its last model call ended: an error it gave up on (after its retries), or an empty answer.
    let ending = null;
    for (const line of (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonLines */ .i7)(stdout)) {
        if (line.type !== 'message_end')
            continue;
        const message = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .recordOrEmpty */ .ir)(line.message);
        if (message.role === 'toolResult') {
            const call = calls.get((0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(message.toolCallId) ?? '');
            if (call)
                call.output = textOf(message.content, 'text', 'text');
            continue;
        }
        if (message.role !== 'assistant')
            continue;
        const step = assistantStep(message, calls);
        if (step.usage) {
            tokens.input_tokens += step.usage.input_tokens;
            tokens.cached_input_tokens += step.usage.cached_input_tokens;
            tokens.output_tokens += step.usage.output_tokens;
            tokens.turns += 1;
            tokens.cost_usd = (tokens.cost_usd ?? 0) + (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .recordOrEmpty */ .ir)((0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .recordOrEmpty */ .ir)(message.usage).cost).total);
        }
        const said = step.text !== null || step.tool_calls.length > 0;
        if (said || step.usage)
            steps.push(step);
        if (message.stopReason === 'error')
            ending = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(message.errorMessage) ?? 'model API error';
        else if (message.stopReason === 'aborted')
            ending = null;
        // An answer that was not a stream of chunks (not JSON) ends as one with nothing in it.
        else
            ending = said || step.usage ? null : 'an answer with no content and no tokens';
    }
    // Its own price for the providers it knows; 0 for ours.
    if (!tokens.cost_usd)
        tokens.cost_usd = (0,_cost_js__WEBPACK_IMPORTED_MODULE_1__/* .catalogueCost */ .f)(tokens, model);
    const status = ending ? /^([1-5]\d\d) /.exec(ending) : null;
    return {
        trajectory: {
            schema_version: _trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .TRAJECTORY_SCHEMA_VERSION */ .X9,
            agent: 'pi',
            model,
            source: 'pi --mode json',
            steps,
        },
        usage: steps.length > 0 || ending ? tokens : null,
        ...(0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .faultOf */ .Kl)(ending, status ? Number(status[1]) : null),
    };
}
function assistantStep(message, calls) {
    const content = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .recordList */ ._u)(message.content);
    const toolCalls = content
        .filter((c) => c.type === 'toolCall')
        .map((c) => (0,_model_calls_js__WEBPACK_IMPORTED_MODULE_7__/* .trackCall */ .EP)(calls, c.id, c.name, c.arguments));
    const used = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .recordOrEmpty */ .ir)(message.usage);
    const cached = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.cacheRead);
    const input = (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.input) + cached + (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.cacheWrite);
    const reasoning = textOf(message.content, 'thinking', 'thinking');
    return {
        role: 'assistant',
        text: textOf(message.content, 'text', 'text'),
        tool_calls: toolCalls,
        // An error or an unreadable answer comes with no tokens: no model call.
        usage: input + (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.output) > 0
            ? { input_tokens: input, cached_input_tokens: cached, output_tokens: (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(used.output) }
            : null,
        timestamp: typeof message.timestamp === 'number' ? new Date(message.timestamp).toISOString() : null,
        ...(reasoning ? { reasoning } : {}),
    };
}
/** The `field` of every `type` block of a message's content, joined; null when there is none. */
function textOf(content, type, field) {
    const blocks = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .recordList */ ._u)(content);
    const text = blocks
        .filter((c) => c.type === type)
        .map((c) => (0,_cli_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(c[field]) ?? '')
        .join('');
    return text || null;
}


/***/ }),

/***/ 16763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CZ: () => (/* binding */ classifyModelError),
/* harmony export */   Km: () => (/* binding */ crashReason),
/* harmony export */   d5: () => (/* binding */ unreachableFault)
/* harmony export */ });
// What an agent's own signals say went wrong with its model API, sorted once for every agent: the
// built-in agent's HTTP errors and the installed CLIs' error lines. Pure.
const LASTING = new Set(['auth', 'quota', 'unknown-model', 'unreachable']);
const WHAT = {
    auth: 'authentication failed',
    quota: 'quota or credit exhausted',
    'unknown-model': 'unknown model',
    unreachable: 'server unreachable',
    server: 'still failing after retries',
};
/** Rejected keys as the vendors word them (Gemini answers a bad key with 400 "API key not valid"). */
const AUTH = /\b(401|403)\b|invalid (x-)?api[ _-]?key|api key not valid|incorrect api key|authentication|unauthori[sz]ed|permission_error/i;
const QUOTA = /insufficient_quota|exceeded your current quota|quota exceeded|credit balance|billing details|out of credits/i;
const UNKNOWN_MODEL = /model\b.*\b(not found|does not exist)|not_found_error|model_not_found|no such model/i;
/** Connection failures as Node, Rust's reqwest, Bun and the CLIs word them. */
const UNREACHABLE = /ECONNREFUSED|connection refused|ENOTFOUND|EAI_AGAIN|getaddrinfo|EHOSTUNREACH|ENETUNREACH|unable to connect|cannot connect to api|could not connect|error sending request|fetch failed sending request|connection error|failed to connect/i;
/**
 * The fault a model API error shows: from its HTTP status when known, else from its words. Any
 * message that matches nothing is a server fault (an error status, a malformed answer, a dropped
 * stream), which may heal.
 */
function classifyModelError(message, status = null) {
    const kind = faultKind(message, status);
    const text = message.replace(/\s+/g, ' ').trim().slice(0, 300);
    const http = status ? ` (HTTP ${status})` : '';
    return { kind, reason: `model API: ${WHAT[kind]}${http}: ${text}`, lasting: LASTING.has(kind) };
}
function faultKind(message, status) {
    if (QUOTA.test(message))
        return 'quota';
    if (status === 401 || status === 403)
        return 'auth';
    if (status === 404)
        return 'unknown-model';
    if (status !== null && status >= 500)
        return 'server';
    if (AUTH.test(message))
        return 'auth';
    if (UNKNOWN_MODEL.test(message))
        return 'unknown-model';
    if (status === null && UNREACHABLE.test(message))
        return 'unreachable';
    return 'server';
}
/**
 * An in-container agent that exited non-zero before its first model request (a missing library,
 * a permission denied, a bad flag): its last words on stderr, or the exit code alone.
 */
function crashReason(exitCode, stderr) {
    const last = stderr
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(-2)
        .join(' | ')
        .slice(0, 300);
    return `agent exited ${exitCode} before any model request${last ? `: ${last}` : ''}`;
}
/** The model server could not be reached, as something other than the agent saw it (the relay). */
function unreachableFault(text) {
    const kind = 'unreachable';
    return {
        kind,
        reason: `model API: ${WHAT[kind]}: ${text.replace(/\s+/g, ' ').trim().slice(0, 300)}`,
        lasting: true,
    };
}


/***/ }),

/***/ 64999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X9: () => (/* binding */ TRAJECTORY_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports screenshotRefSchema, toolCallSchema, trajectoryStepSchema, trajectorySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// The steps of one attempt as every agent's log gives them: the built-in agent records them
// natively, each installed CLI's log is converted to them. Written to `agent/trajectory.json` as
// ATIF (to-atif.ts); this shape is internal.

const TRAJECTORY_SCHEMA_VERSION = 1;
const stepUsage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    input_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    cached_input_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    output_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
});
/** A screenshot the tool call returned, kept beside the trajectory (`path` is relative to it). */
const screenshotRefSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    width: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    height: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** The screen's own size (the kept file may be shrunk to fit its size cap). */
    screen_width: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    screen_height: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** Where the action put the pointer, in screen pixels. */
    point: zod__WEBPACK_IMPORTED_MODULE_0__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).optional(),
});
const toolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The arguments as the model sent them (parsed JSON when they were JSON). */
    arguments: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(),
    /** What the tool returned to the model; null when the log does not show it. */
    output: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Screenshots the call returned (a computer-use action). */
    screenshots: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(screenshotRefSchema).optional(),
});
const trajectoryStepSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    role: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['system', 'user', 'assistant', 'tool']),
    text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(toolCallSchema),
    /** Tokens of this model call (assistant steps); null when the agent's log does not say. */
    usage: stepUsage.nullable(),
    /** ISO 8601; null when the agent's log has no time. */
    timestamp: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** The model's explicit reasoning (thinking) for this step, when its log shows it. */
    reasoning: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
});
const trajectorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(TRAJECTORY_SCHEMA_VERSION),
    agent: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Where the steps came from, e.g. `native`, `claude stream-json`, `codex --json`. */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    steps: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(trajectoryStepSchema),
    /** The agent's own session id, when its log names one. */
    session_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** What the agent's log does not report (e.g. no per-step tokens), said once for the reader. */
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});


/***/ }),

/***/ 98184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $y: () => (/* binding */ DISPLAY_BUNDLE_BUILD_IMAGE),
/* harmony export */   Ep: () => (/* binding */ bundleLayoutScript),
/* harmony export */   HQ: () => (/* binding */ wrapperScript),
/* harmony export */   He: () => (/* binding */ BUNDLE_XKB_DIR),
/* harmony export */   KU: () => (/* binding */ parseLdd),
/* harmony export */   Ll: () => (/* binding */ bundleFolder),
/* harmony export */   Th: () => (/* binding */ DISPLAY_BUNDLE_VERSION),
/* harmony export */   YK: () => (/* binding */ BUNDLE_WINDOW_MANAGER),
/* harmony export */   aM: () => (/* binding */ DISPLAY_BUNDLE_MOUNT),
/* harmony export */   b8: () => (/* binding */ bundleInstallScript),
/* harmony export */   mY: () => (/* binding */ bundleLddCommand),
/* harmony export */   yb: () => (/* binding */ DISPLAY_BUNDLE_TOOLS),
/* harmony export */   zP: () => (/* binding */ XKBCOMP_COMPILED_PATH)
/* harmony export */ });
/* unused harmony export DISPLAY_BUNDLE_PACKAGES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// The display tools bundle: Xvfb, xdotool, xwd, xkbcomp and a window manager with every shared
// library they load and their own dynamic loader, for GUI tasks whose image lacks the tools. Built
// once per engine platform from Debian's packages (tools-bundle-build.ts), mounted read-only into
// each GUI attempt. Every tool runs through the bundle's loader, so neither the image's libc nor
// its version matters (an old glibc, musl). Pure: the parsing and the text of the scripts.

/** Where the bundle is mounted in a GUI attempt's container. */
const DISPLAY_BUNDLE_MOUNT = '/opt/helios/display';
/** Part of the cache key: a change to what the bundle holds or how it is laid out bumps it. */
const DISPLAY_BUNDLE_VERSION = 'bookworm-2';
/** `<cache>/display-tools/<version>/<platform>`, like an installed agent CLI's folder. */
function bundleFolder(cacheDir, platform) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(cacheDir, 'display-tools', DISPLAY_BUNDLE_VERSION, platform);
}
/** The image the bundle is built in; Debian's mirror is reached from it. */
const DISPLAY_BUNDLE_BUILD_IMAGE = 'debian:bookworm-slim';
const DISPLAY_BUNDLE_PACKAGES = ['xvfb', 'xdotool', 'x11-apps', 'twm'];
/** The programs the bundle carries, by the name the start script looks for. */
/**
 * twm as the window manager: it draws with the X server's built-in font, where matchbox needs
 * fontconfig and a font file and exits without them (and brings pango and glib, 8 MB).
 */
const BUNDLE_WINDOW_MANAGER = 'twm';
const DISPLAY_BUNDLE_TOOLS = ['Xvfb', 'xdotool', 'xwd', 'xkbcomp', BUNDLE_WINDOW_MANAGER];
/** Xvfb runs `xkbcomp` from the folder compiled into it; the bundle's Xvfb is Debian's. */
const XKBCOMP_COMPILED_PATH = '/usr/bin/xkbcomp';
/** The keyboard data Xvfb's xkbcomp reads, inside the bundle. */
const BUNDLE_XKB_DIR = 'share/X11/xkb';
/** Reads the output of `ldd` over several programs; throws naming any library ldd did not find. */
function parseLdd(output) {
    const libraries = new Set();
    const missing = [];
    let loader = null;
    for (const raw of output.split('\n')) {
        const line = raw.trim();
        const resolved = /^(\S+) => (\S+) \(0x[0-9a-f]+\)$/.exec(line);
        // Some ldd name the loader by its absolute path with an arrow (arm64 Debian: /lib/ld-linux-… => /usr/lib/…).
        if (resolved?.[1].startsWith('/'))
            loader = resolved[2];
        else if (resolved)
            libraries.add(resolved[2]);
        if (resolved)
            continue;
        const notFound = /^(\S+) => not found$/.exec(line);
        if (notFound) {
            missing.push(notFound[1]);
            continue;
        }
        // The loader alone on its line, by absolute path; the vDSO has no file.
        const bare = /^(\/\S+) \(0x[0-9a-f]+\)$/.exec(line);
        if (bare)
            loader = bare[1];
    }
    if (missing.length > 0)
        throw new Error(`ldd found no ${[...new Set(missing)].join(', ')}`);
    if (loader === null)
        throw new Error('ldd named no dynamic loader (a static program, or not ldd output)');
    libraries.delete(loader);
    return { loader, libraries: [...libraries].sort() };
}
/**
 * The script in bin/ that runs one tool through the bundle's own loader and libraries: no
 * LD_LIBRARY_PATH, so what the tool starts (Xvfb's xkbcomp) is not led to the bundle's libc.
 */
function wrapperScript(tool, loaderName, root = DISPLAY_BUNDLE_MOUNT) {
    const lib = `${root}/lib`;
    return `#!/bin/sh\nexec ${lib}/${loaderName} --library-path ${lib} ${root}/libexec/${tool} "$@"\n`;
}
/** Installs the packages in the build container and prints ldd of every tool. */
function bundleInstallScript() {
    return [
        'set -e',
        'export DEBIAN_FRONTEND=noninteractive',
        'apt-get update -qq',
        `apt-get install -y -qq --no-install-recommends ${DISPLAY_BUNDLE_PACKAGES.join(' ')} >/dev/null`,
    ].join('\n');
}
function bundleLddCommand() {
    return `ldd ${DISPLAY_BUNDLE_TOOLS.map((tool) => `"$(command -v ${tool})"`).join(' ')}`;
}
/**
 * Lays the bundle out under `out` in the build container, links followed: libexec/ (the programs),
 * lib/ (the loader and libraries), share/X11/xkb (the keyboard data, without its link to /var).
 */
function bundleLayoutScript(closure, out) {
    const files = [closure.loader, ...closure.libraries];
    return [
        'set -e',
        `mkdir -p ${out}/libexec ${out}/lib ${out}/share/X11`,
        ...DISPLAY_BUNDLE_TOOLS.map((tool) => `cp -L "$(command -v ${tool})" ${out}/libexec/${tool}`),
        ...files.map((file) => `cp -L ${file} ${out}/lib/${node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(file)}`),
        `cp -rL /usr/share/X11/xkb ${out}/${BUNDLE_XKB_DIR}`,
        `rm -rf ${out}/${BUNDLE_XKB_DIR}/compiled`,
    ].join('\n');
}


/***/ }),

/***/ 50827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ tempSweepLine),
/* harmony export */   Jh: () => (/* binding */ sweepDeadOwnersTempDirs),
/* harmony export */   l1: () => (/* binding */ ownedTempDir)
/* harmony export */ });
/* unused harmony export OWNER_FILE */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _owner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97912);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// Temporary folders that name their owner, so that what a process killed outright (SIGKILL, the
// OOM killer, a cancelled job's last signal) left in the temp folder is removed by the next run on
// this machine, or `helios clean`, once that owner is proven gone: the rule owner-sweep.ts applies
// to environments, applied to folders. A living process's folder is never touched.





/** Inside each owned folder: the owner's labels, as environments carry them. */
const OWNER_FILE = '.helios-owner.json';
const PREFIX = 'helios-';
/** `<tmp>/helios-<name>-XXXXXX`, with this process recorded as its owner. */
async function ownedTempDir(name, root = (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)()) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `${PREFIX}${name}-`));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, OWNER_FILE), JSON.stringify((0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerIdentityLabels */ .tI)()), { mode: 0o600 });
    return dir;
}
/**
 * Removes the owned folders in `root` whose owner is proven gone (unless `dryRun`); returns them.
 * Only this user's folders are read; one without an owner file (not ours, or its owner died before
 * writing it) is left.
 */
async function sweepDeadOwnersTempDirs(options = {}) {
    const root = options.root ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
    const probe = options.probe ?? (0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .localProbe */ .u7)();
    const uid = process.getuid?.();
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root).catch(() => []);
    const gone = [];
    for (const name of names.filter((n) => n.startsWith(PREFIX))) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, name);
        const labels = await ownerLabels(dir, uid);
        if (labels && (0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerIsGone */ .BP)((0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerRecordOf */ .u8)(name, labels), probe))
            gone.push(dir);
    }
    if (!options.dryRun)
        for (const dir of gone)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    return gone;
}
async function ownerLabels(dir, uid) {
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir);
        if (!info.isDirectory() || (uid !== undefined && info.uid !== uid))
            return null;
        const record = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonRecord */ .BH)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, OWNER_FILE), 'utf8'));
        if (record === null)
            return null;
        const labels = {};
        for (const key of [_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_HOST */ .me, _owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_PID */ .rW, _owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_START */ .Ao])
            if (typeof record[key] === 'string')
                labels[key] = record[key];
        return labels;
    }
    catch {
        return null;
    }
}
/** One line for a sweep that found something; null when it found nothing. */
function tempSweepLine(gone, dryRun = false) {
    if (gone.length === 0)
        return null;
    const verb = dryRun ? 'would remove' : 'removed';
    return `${verb} ${gone.length} temporary folder${gone.length === 1 ? '' : 's'} left by helios processes no longer running`;
}


/***/ }),

/***/ 20705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QH: () => (/* binding */ RELAY_MOUNT),
/* harmony export */   Y9: () => (/* binding */ RELAY_PRELUDE),
/* harmony export */   nR: () => (/* binding */ FORWARDER_SCRIPT)
/* harmony export */ });
// The container side of the model relay: a tiny TCP → Unix-socket forwarder on 127.0.0.1, run by
// the mounted Node before the CLI starts. It listens on a free local port per model API, prints
// the base URL the CLI is to use for each, and ends when the CLI does (its parent changes).
/** Where the relay's host folder (sockets, forwarder, routes) is mounted, read-only. */
const RELAY_MOUNT = '/helios/relay';
/** CommonJS for the mounted Node 22; reads routes.json written by the host relay. */
const FORWARDER_SCRIPT = `'use strict'
const net = require('node:net')
const routes = require('${RELAY_MOUNT}/routes.json')
const parent = process.ppid
const lines = []
let pending = routes.length
for (const route of routes) {
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect(route.socket)
    client.pipe(upstream)
    upstream.pipe(client)
    const drop = () => { client.destroy(); upstream.destroy() }
    client.on('error', drop)
    upstream.on('error', drop)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  server.on('error', (error) => {
    process.stderr.write('helios model relay: ' + error.message + '\\n')
    process.exit(1)
  })
  server.listen(0, '127.0.0.1', () => {
    lines.push(route.variable + ' ' + route.base.replace('{port}', String(server.address().port)))
    if (--pending === 0) process.stdout.write(lines.join('\\n') + '\\nready\\n')
  })
}
// The CLI exec'd the shell that started us: when it ends we are re-parented, and end too.
setInterval(() => { if (process.ppid !== parent) process.exit(0) }, 500)
`;
/**
 * bash, before the CLI's own script: starts the forwarder and exports each base-URL variable as
 * its local address. A forwarder that does not start (an image without glibc) ends the attempt
 * before any model request, with the reason on stderr.
 */
const RELAY_PRELUDE = `
helios_relay_start() {
  local name url
  exec 9< <(exec "$HELIOS_RELAY_NODE" ${RELAY_MOUNT}/forward.cjs)
  while IFS=' ' read -r -t 20 name url <&9; do
    if [ "$name" = ready ]; then exec 9<&-; return 0; fi
    export "$name=$url"
  done
  exec 9<&-
  echo "helios: the model relay did not start in this container (it runs the mounted Node, which needs glibc)" >&2
  return 1
}
helios_relay_start || exit 1
`;


/***/ })

};
