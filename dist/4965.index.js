export const id = 4965;
export const ids = [4965];
export const modules = {

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

/***/ 8915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ validAttempts),
/* harmony export */   G: () => (/* binding */ validCount)
/* harmony export */ });
// The attempts a pass rate divides by. Pure.
/** Attempts that ran to a verdict: all but the errored ones (an error is no verdict on the agent). */
function validAttempts(t) {
    return t.n - t.errors;
}
/** The valid attempts and their successes: the count a pass rate is estimated from. */
function validCount(t) {
    return { n: validAttempts(t), successes: t.successes };
}


/***/ }),

/***/ 59607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ ACP_ADAPTERS)
/* harmony export */ });
/* harmony import */ var _installed_agent_node_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31465);
/* harmony import */ var _installed_opencode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35372);
/* harmony import */ var _installed_gemini_cli_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58649);
/* harmony import */ var _installed_pi_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3210);
/* harmony import */ var _installed_codex_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1254);





const node = (platform) => `node-${platform}@${_installed_agent_node_js__WEBPACK_IMPORTED_MODULE_4__/* .AGENT_NODE_VERSION */ .U}`;
const ACP_ADAPTERS = {
    // Claude Code through the Agent SDK's bundled CLI (a Node script), run by the mounted Node.
    'claude-agent-acp': {
        name: 'claude-agent-acp',
        defaultVersion: '0.23.1',
        packages: (version, platform) => [`@zed-industries/claude-agent-acp@${version}`, node(platform)],
        requiredEnv: ['ANTHROPIC_API_KEY'],
        optionalEnv: ['ANTHROPIC_BASE_URL'],
        modelApis: [{ variable: 'ANTHROPIC_BASE_URL', defaultUrl: 'https://api.anthropic.com' }],
        needsGlibc: true,
        script: `
export HOME=/logs/agent/claude-home CLAUDE_CONFIG_DIR=/logs/agent/claude IS_SANDBOX=1
export CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_TELEMETRY=1 DISABLE_AUTOUPDATER=1
export CLAUDE_CODE_EXECUTABLE="$HELIOS_ACP_ROOT/node_modules/@anthropic-ai/claude-agent-sdk/cli.js"
[ -z "\${HELIOS_MODEL:-}" ] || export ANTHROPIC_MODEL="\${HELIOS_MODEL#*/}"
export PATH="$(dirname "$HELIOS_NODE"):$PATH"
mkdir -p "$HOME" "$CLAUDE_CONFIG_DIR"
exec "$HELIOS_NODE" "$HELIOS_ACP_ROOT/node_modules/@zed-industries/claude-agent-acp/dist/index.js"
`,
    },
    // A native (glibc) binary per platform; Codex's own config.toml carries the base URL and model.
    'codex-acp': {
        name: 'codex-acp',
        defaultVersion: '0.16.0',
        packages: (version, platform) => [`@zed-industries/codex-acp-${platform}@${version}`, node(platform)],
        requiredEnv: ['OPENAI_API_KEY'],
        optionalEnv: ['OPENAI_BASE_URL'],
        modelApis: [{ variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' }],
        needsGlibc: true,
        script: `
export CODEX_HOME=/tmp/helios-codex-acp-home HOME=/logs/agent/codex-home
mkdir -p "$CODEX_HOME" "$HOME" /logs/agent/codex
${(0,_installed_codex_js__WEBPACK_IMPORTED_MODULE_3__/* .codexConfigScript */ .b3)('approval_policy = "never"\nsandbox_mode = "danger-full-access"\n')}
cp /logs/agent/codex/config.toml "$CODEX_HOME/config.toml"
exec "$(ls -d "$HELIOS_ACP_ROOT"/node_modules/@zed-industries/codex-acp-linux-*/bin/codex-acp | head -n 1)"
`,
    },
    // pi-acp drives Pi's RPC mode; Pi's provider for a base URL is declared as the pi agent does.
    'pi-acp': {
        name: 'pi-acp',
        defaultVersion: '0.0.34',
        packages: (version, platform) => [
            `pi-acp@${version}`,
            `@mariozechner/pi-coding-agent@${_installed_pi_js__WEBPACK_IMPORTED_MODULE_2__.pi.defaultVersion}`,
            node(platform),
        ],
        requiredEnv: [],
        optionalEnv: _installed_pi_js__WEBPACK_IMPORTED_MODULE_2__.pi.optionalEnv,
        needs: (0,_installed_opencode_js__WEBPACK_IMPORTED_MODULE_0__/* .providerNeeds */ .H3)('OPENAI_BASE_URL'),
        modelApis: _installed_pi_js__WEBPACK_IMPORTED_MODULE_2__.pi.modelApis,
        needsGlibc: true,
        script: `
export HOME=/logs/agent/pi-home PI_CODING_AGENT_DIR=/logs/agent/pi PI_OFFLINE=1 PI_SKIP_VERSION_CHECK=1 PI_TELEMETRY=0
export PATH="$(dirname "$HELIOS_NODE"):$PATH" PI_ACP_PI_COMMAND="$HELIOS_ACP_ROOT/node_modules/.bin/pi"
mkdir -p "$HOME" "$PI_CODING_AGENT_DIR"
provider="\${HELIOS_MODEL%%/*}" name="\${HELIOS_MODEL#*/}"
if [ -n "\${OPENAI_BASE_URL:-}" ]; then
  key=none
  [ -z "\${OPENAI_API_KEY:-}" ] || key=OPENAI_API_KEY
  cat > "$PI_CODING_AGENT_DIR/models.json" <<JSON
{"providers":{"helios":{"baseUrl":"$OPENAI_BASE_URL","api":"openai-completions","apiKey":"$key","models":[{"id":"$name"}]}}}
JSON
  provider=helios
fi
[ "$provider" != gemini ] || provider=google
echo "{\\"enableInstallTelemetry\\":false,\\"defaultProvider\\":\\"$provider\\",\\"defaultModel\\":\\"$name\\"}" > "$PI_CODING_AGENT_DIR/settings.json"
exec "$HELIOS_NODE" "$HELIOS_ACP_ROOT/node_modules/pi-acp/dist/index.js"
`,
    },
    // Gemini CLI's own ACP mode: the same install as -a gemini-cli, shared in the cache.
    'gemini-acp': {
        name: 'gemini-acp',
        defaultVersion: _installed_gemini_cli_js__WEBPACK_IMPORTED_MODULE_1__/* .geminiCli */ .o$.defaultVersion,
        installAs: _installed_gemini_cli_js__WEBPACK_IMPORTED_MODULE_1__/* .geminiCli */ .o$.name,
        packages: _installed_gemini_cli_js__WEBPACK_IMPORTED_MODULE_1__/* .geminiCli */ .o$.packages,
        requiredEnv: _installed_gemini_cli_js__WEBPACK_IMPORTED_MODULE_1__/* .geminiCli */ .o$.requiredEnv,
        optionalEnv: _installed_gemini_cli_js__WEBPACK_IMPORTED_MODULE_1__/* .geminiCli */ .o$.optionalEnv,
        modelApis: _installed_gemini_cli_js__WEBPACK_IMPORTED_MODULE_1__/* .geminiCli */ .o$.modelApis,
        needsGlibc: true,
        script: `
export HOME=/logs/agent/gemini-home GEMINI_CLI_NO_RELAUNCH=true
mkdir -p "$HOME/.gemini"
cat > "$HOME/.gemini/settings.json" <<JSON
{"security":{"auth":{"selectedType":"gemini-api-key"}},"telemetry":{"enabled":false},"privacy":{"usageStatisticsEnabled":false},"general":{"disableAutoUpdate":true,"maxAttempts":5}}
JSON
exec "$HELIOS_NODE" "$HELIOS_ACP_ROOT/node_modules/@google/gemini-cli/bundle/gemini.js" \\
  --experimental-acp --skip-trust \${HELIOS_MODEL:+-m "\${HELIOS_MODEL#*/}"}
`,
    },
};


/***/ }),

/***/ 44223:
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
    const outcome = await options.environment.exec({
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

// EXTERNAL MODULE: ./node_modules/@ai-sdk/anthropic/dist/index.js + 1 modules
var dist = __webpack_require__(96644);
// EXTERNAL MODULE: ./src/run/display/actions.ts
var display_actions = __webpack_require__(78443);
// EXTERNAL MODULE: ./src/run/display/scaling.ts
var scaling = __webpack_require__(39385);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/run/display/display.ts + 1 modules
var display = __webpack_require__(18591);
;// CONCATENATED MODULE: ./src/run/display/screenshot-frames.ts
// The resident screenshot helper's wire: a shell loop in the environment answers each line on its
// stdin with one frame on its stdout, `<byte count>\n` then that many bytes (the dump, gzipped where
// gzip is). Pure: the script, and a reader that cuts frames out of the chunks as they arrive.
/** One exec for the attempt: its start (an exec) is what a screenshot through exec pays each time. */
const SCREENSHOT_LOOP_SCRIPT = [
    'if command -v gzip >/dev/null; then z="gzip -1"; else z=cat; fi',
    'f=/tmp/helios-screenshot.$$',
    'while read -r _; do',
    '  xwd -root -silent | $z > "$f"',
    '  wc -c < "$f"',
    '  cat "$f"',
    'done',
    'rm -f "$f"',
].join('\n');
/** Cuts frames out of a byte stream; a header that is not a count is a broken stream (thrown). */
class FrameReader {
    pending = Buffer.alloc(0);
    /** Adds a chunk; returns the frames it completed, in order. */
    push(chunk) {
        this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
        const frames = [];
        for (;;) {
            const newline = this.pending.indexOf(0x0a);
            if (newline < 0) {
                if (this.pending.length > 32)
                    throw new Error('screenshot helper: no frame header in its output');
                return frames;
            }
            const header = this.pending.subarray(0, newline).toString('latin1').trim();
            if (!/^\d+$/.test(header))
                throw new Error(`screenshot helper: '${header.slice(0, 40)}' is not a frame header`);
            const size = Number(header);
            const end = newline + 1 + size;
            if (this.pending.length < end)
                return frames;
            frames.push(Buffer.from(this.pending.subarray(newline + 1, end)));
            this.pending = this.pending.subarray(end);
        }
    }
}

// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/run/display/resident-screenshots.ts
// Screenshots through one resident exec per screen instead of one exec each: the exec's start is
// most of a screenshot's time on Docker (about 150 of 300 ms at 1280x800 on a loaded 2-core
// machine). Only where the environment's exec keeps stdin open as it comes (Docker's hijacked
// exec); elsewhere, and whenever the helper fails, each screenshot is its own exec.




/** The resident helper where the environment can hold one, else an exec per screenshot. */
function screenshotSource(environment) {
    if (environment.streamsStdin === true)
        return new ResidentScreenshots(environment);
    return { take: () => (0,display/* takeScreenshot */.wG)(environment), close: () => undefined };
}
class ResidentScreenshots {
    environment;
    stdin = null;
    closed = false;
    waiter = null;
    errors = '';
    constructor(environment) {
        this.environment = environment;
    }
    async take() {
        if (this.closed)
            return (0,display/* takeScreenshot */.wG)(this.environment);
        try {
            return (0,display/* readScreenshot */.HR)(await this.nextFrame(), this.errors);
        }
        catch {
            // A helper that broke (or a dump it could not make): this one and every later one by exec,
            // which names the cause if there is one.
            this.close();
            return (0,display/* takeScreenshot */.wG)(this.environment);
        }
    }
    close() {
        this.closed = true;
        this.stdin?.end();
        this.fail(new Error('screenshot helper closed'));
    }
    nextFrame() {
        const stdin = this.stdin ?? this.start();
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => this.fail(new Error('screenshot helper did not answer')), display/* SCREENSHOT_TIMEOUT_MS */.wc);
            this.waiter = {
                resolve: (frame) => (clearTimeout(timer), resolve(frame)),
                reject: (error) => (clearTimeout(timer), reject(error)),
            };
            stdin.write('\n');
        });
    }
    start() {
        const stdin = new external_node_stream_.PassThrough();
        this.stdin = stdin;
        const reader = new FrameReader();
        const stdout = new external_node_stream_.Writable({
            write: (chunk, _encoding, callback) => {
                try {
                    for (const frame of reader.push(chunk))
                        this.deliver(frame);
                }
                catch (error) {
                    this.fail((0,narrow/* asError */.zR)(error));
                }
                callback();
            },
        });
        const stderr = new external_node_stream_.Writable({
            write: (chunk, _encoding, callback) => {
                this.errors = (this.errors + chunk.toString('utf8')).slice(-400);
                callback();
            },
        });
        void this.environment
            .exec({
            cmd: ['sh', '-c', SCREENSHOT_LOOP_SCRIPT],
            user: 'root',
            env: display/* DISPLAY_ENV */.Jy,
            stdin,
            stdout,
            stderr,
        })
            .then(() => this.fail(new Error('screenshot helper ended')), (error) => this.fail(error));
        return stdin;
    }
    deliver(frame) {
        // Only ever one screenshot asked at a time (the screen's calls come one by one).
        const waiter = this.waiter;
        this.waiter = null;
        waiter?.resolve(frame);
    }
    fail(error) {
        this.closed = true;
        this.stdin?.end();
        const waiter = this.waiter;
        this.waiter = null;
        waiter?.reject(error);
    }
}

// EXTERNAL MODULE: ./src/run/display/png.ts
var png = __webpack_require__(59427);
;// CONCATENATED MODULE: ./src/run/agents/helios/screen.ts
// The screen one computer-use session drives: runs screen actions through xdotool, answers with a
// fresh screenshot shrunk to the model's space, keeps each screenshot under `agent/screenshots/`
// (PNG, size-capped, count-capped) and counts actions against the per-attempt limit. Shared by
// the three providers' tools (computer-tool.ts, computer-openai.ts, computer-gemini.ts).







/** Kept on disk per attempt; past it the model still sees each screenshot, the folder does not grow. */
const MAX_KEPT_SCREENSHOTS = 200;
/** One kept screenshot at most (halved until it fits). */
const KEPT_SCREENSHOT_BYTES = 400 * 1024;
/** Screen tool calls per attempt; past it each call is refused (a model stuck asking for screenshots). */
const MAX_SCREEN_ACTIONS = 500;
const SCREENSHOTS_FOLDER = 'screenshots';
class Screen {
    options;
    space;
    calls = 0;
    kept = 0;
    /** The model's last screenshot, answered again once the limit is reached (no exec). */
    last = null;
    shots;
    constructor(options, space) {
        this.options = options;
        this.space = space;
        this.shots = screenshotSource(options.environment);
    }
    /** Ends the screenshot helper (the agent is done with the screen). */
    close() {
        this.shots.close();
    }
    /** Counts one tool call; a refusal text once past the per-attempt limit. */
    overLimit() {
        return ++this.calls > MAX_SCREEN_ACTIONS
            ? `screen action limit reached (${MAX_SCREEN_ACTIONS} per attempt): use bash or finish`
            : null;
    }
    /** Runs the actions in order, then takes one screenshot; a failing action stops the rest. */
    async act(actions) {
        let cursor = null;
        for (const action of actions) {
            const done = await (0,display/* runScreenAction */.A$)(this.options.environment, action, this.options.user);
            if (!done.ok)
                return refused(done.detail);
            if (done.cursor)
                cursor = done.cursor;
        }
        const kinds = actions.map((a) => a.kind).join(', ');
        const text = cursor ? `cursor at ${(0,scaling/* toModel */.zN)(this.space, cursor).join(',')}` : `${kinds} done`;
        const point = actions.map(display_actions/* actionPoint */.bg).findLast((p) => p !== null) ?? null;
        return { text, ...(await this.screenshot(point)) };
    }
    async screenshot(point) {
        const screen = await this.shots.take();
        const image = (0,png/* encodePng */.KJ)((0,png/* shrink */.Qr)(screen, this.space.model.width, this.space.model.height));
        this.last = image;
        if (this.kept >= MAX_KEPT_SCREENSHOTS)
            return { image, screenshot: null };
        const stored = (0,png/* cappedPng */.FL)(screen, KEPT_SCREENSHOT_BYTES);
        const path = `${SCREENSHOTS_FOLDER}/${String(++this.kept).padStart(4, '0')}.png`;
        await (0,promises_.mkdir)((0,external_node_path_.join)(this.options.agentDir, SCREENSHOTS_FOLDER), { recursive: true });
        await (0,promises_.writeFile)((0,external_node_path_.join)(this.options.agentDir, path), stored.png);
        return {
            image,
            screenshot: {
                path,
                width: stored.width,
                height: stored.height,
                screen_width: screen.width,
                screen_height: screen.height,
                ...(point ? { point } : {}),
            },
        };
    }
}
function refused(text) {
    return { text: `error: ${text}`, image: null, screenshot: null };
}

;// CONCATENATED MODULE: ./src/run/agents/helios/computer-tool.ts
// The built-in agent's screen through Anthropic's own computer tool (`computer_20250124`): each
// action checked and scaled (display/actions.ts), run through xdotool, and answered with a fresh
// screenshot. Anthropic's tool asks for no confirmations.




function anthropicComputer(options) {
    const screen = new Screen(options, (0,scaling/* coordinateSpace */.PI)(options.display));
    const tool = dist/* anthropic */.Py.tools.computer_20250124({
        displayWidthPx: screen.space.model.width,
        displayHeightPx: screen.space.model.height,
    });
    return {
        close: () => screen.close(),
        // The SDK types a provider tool apart from a Tool; the model call takes it as one.
        tools: { computer: tool },
        handles: (name) => name === 'computer',
        async run(_name, input) {
            const limit = screen.overLimit();
            if (limit)
                return refused(limit);
            // The SDK parsed the call's input with the tool's own schema.
            const parsed = (0,display_actions/* fromAnthropic */.zi)((input ?? {}), screen.space);
            if ('problem' in parsed)
                return refused(parsed.problem);
            return screen.act([parsed.action]);
        },
    };
}

// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js + 2 modules
var provider_utils_dist = __webpack_require__(49415);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
;// CONCATENATED MODULE: ./src/run/display/gemini-actions.ts
// Gemini's computer-use functions (the `computer_use` tool's predefined function calls) → screen
// actions. Gemini points on a 1000×1000 grid whatever the screen (0–999, 1000 tolerated), so each
// point is scaled to the screen's own pixels. Browser-only functions map to the keys a browser
// answers (navigate: ctrl+L, the URL, Enter). Pure.

/** The predefined functions, by the names Gemini calls them. */
const GEMINI_FUNCTIONS = [
    'open_web_browser',
    'wait_5_seconds',
    'go_back',
    'go_forward',
    'search',
    'navigate',
    'click_at',
    'hover_at',
    'type_text_at',
    'key_combination',
    'scroll_document',
    'scroll_at',
    'drag_and_drop',
];
const GEMINI_GRID = 1000;
function fromGemini(name, args, screen) {
    const point = (xField, yField) => {
        const x = args[xField];
        const y = args[yField];
        if (typeof x !== 'number' ||
            typeof y !== 'number' ||
            !(x >= 0 && x <= GEMINI_GRID && y >= 0 && y <= GEMINI_GRID))
            return `${xField},${yField} ${JSON.stringify([x, y])} is not on Gemini's 0-999 grid`;
        return [scale(x, screen.width), scale(y, screen.height)];
    };
    const many = (actions) => ({ actions });
    switch (name) {
        case 'open_web_browser':
            return many([{ kind: 'screenshot' }]);
        case 'wait_5_seconds':
            return many([{ kind: 'wait', seconds: 5 }]);
        case 'go_back':
            return many([key('alt+Left')]);
        case 'go_forward':
            return many([key('alt+Right')]);
        case 'search':
            return { problem: 'search needs a search engine; the task runs offline: use navigate with a URL' };
        case 'navigate': {
            const url = typeof args.url === 'string' ? args.url : '';
            if (!url)
                return { problem: 'navigate needs a url' };
            return many([key('ctrl+l'), { kind: 'type', text: url }, key('Return')]);
        }
        case 'click_at':
        case 'hover_at': {
            const at = point('x', 'y');
            if (typeof at === 'string')
                return { problem: at };
            return many([
                name === 'hover_at'
                    ? { kind: 'move', to: at }
                    : { kind: 'click', at, button: 1, count: 1, modifiers: [] },
            ]);
        }
        case 'type_text_at': {
            const at = point('x', 'y');
            if (typeof at === 'string')
                return { problem: at };
            return typeTextAt(at, args);
        }
        case 'key_combination': {
            const keys = typeof args.keys === 'string' ? args.keys : '';
            if (!keys)
                return { problem: 'key_combination needs keys, e.g. "Control+S"' };
            return many([{ kind: 'key', keys: (0,display_actions/* keyCombo */.w)(keys), holdSeconds: null }]);
        }
        case 'scroll_document':
        case 'scroll_at': {
            const direction = args.direction;
            if (direction !== 'up' && direction !== 'down' && direction !== 'left' && direction !== 'right')
                return { problem: `direction must be up, down, left or right, not ${JSON.stringify(direction)}` };
            const at = name === 'scroll_at' ? point('x', 'y') : centre(screen);
            if (typeof at === 'string')
                return { problem: at };
            // magnitude is on the grid too (default 800): a share of the screen, ten wheel clicks a screen.
            const magnitude = typeof args.magnitude === 'number' ? args.magnitude : 800;
            const amount = Math.min(50, Math.max(1, Math.round((magnitude / GEMINI_GRID) * 10)));
            return many([{ kind: 'scroll', at, direction, amount }]);
        }
        case 'drag_and_drop': {
            const from = point('x', 'y');
            const to = point('destination_x', 'destination_y');
            if (typeof from === 'string')
                return { problem: from };
            if (typeof to === 'string')
                return { problem: to };
            return many([{ kind: 'drag', from, to }]);
        }
        default:
            return { problem: `unknown function ${name}` };
    }
}
function scale(value, size) {
    return Math.min(size - 1, Math.round((value / GEMINI_GRID) * size));
}
function centre(screen) {
    return [Math.floor(screen.width / 2), Math.floor(screen.height / 2)];
}
function key(combo) {
    return { kind: 'key', keys: [combo], holdSeconds: null };
}
/** Gemini's defaults: clear the field first, press Enter after. */
function typeTextAt(at, args) {
    const text = typeof args.text === 'string' ? args.text : null;
    if (text === null)
        return { problem: 'type_text_at needs text' };
    if (text.length > display_actions/* MAX_TYPE_CHARS */.GQ)
        return { problem: `text takes at most ${display_actions/* MAX_TYPE_CHARS */.GQ} characters at once` };
    return {
        actions: [
            { kind: 'click', at, button: 1, count: 1, modifiers: [] },
            ...(args.clear_before_typing !== false ? [key('ctrl+a'), key('BackSpace')] : []),
            ...(text ? [{ kind: 'type', text }] : []),
            ...(args.press_enter !== false ? [key('Return')] : []),
        ],
    };
}

;// CONCATENATED MODULE: ./src/run/agents/helios/gemini-wire.ts
// Gemini's computer-use tool on the wire, which the AI SDK does not declare: the predefined
// functions it was given as ordinary declarations (so it parses their calls) are taken out and
// the `computerUse` tool put in; each screenshot the SDK sent beside a function response (its
// shape for Gemini 2.5 models) goes inside that response's `parts`, as the computer-use models
// read it; a confirmed call's response says `safety_acknowledgement`. Pure.
const GEMINI_ENVIRONMENT = 'ENVIRONMENT_BROWSER';
/** The text the AI SDK puts after an image it could not put inside the function response. */
const SDK_IMAGE_NOTE = /^Tool executed successfully and returned this (image|file) as a response$/;
function computerUseRequest(body, predefined, acknowledged) {
    // The AI SDK's own request body for Gemini: these are its shapes.
    const tools = (Array.isArray(body.tools) ? body.tools : []);
    const kept = tools
        .map((tool) => tool.functionDeclarations
        ? {
            ...tool,
            functionDeclarations: tool.functionDeclarations.filter((d) => !predefined.includes(d.name)),
        }
        : tool)
        .filter((tool) => !tool.functionDeclarations || tool.functionDeclarations.length > 0);
    // The SDK's request body, as above.
    const contents = (Array.isArray(body.contents) ? body.contents : []);
    return {
        ...body,
        tools: [...kept, { computerUse: { environment: GEMINI_ENVIRONMENT } }],
        contents: contents.map((content) => ({
            ...content,
            ...(content.parts ? { parts: withImagesInside(content.parts, predefined, acknowledged) } : {}),
        })),
    };
}
function withImagesInside(parts, predefined, acknowledged) {
    const out = [];
    let open = null;
    for (const part of parts) {
        // The SDK's request body, as above.
        const response = part.functionResponse;
        if (response) {
            open = predefined.includes(response.name ?? '') ? { ...response } : null;
            if (open && response.id && acknowledged.has(response.id))
                open.response = { ...open.response, safety_acknowledgement: 'true' };
            out.push(open ? { ...part, functionResponse: open } : part);
            continue;
        }
        if (open && part.inlineData) {
            open.parts = [...(open.parts ?? []), { inlineData: part.inlineData }];
            continue;
        }
        if (open && typeof part.text === 'string' && SDK_IMAGE_NOTE.test(part.text))
            continue;
        open = null;
        out.push(part);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/run/agents/helios/computer-gemini.ts
// The built-in agent's screen through Gemini's computer-use tool: the model calls predefined
// functions (click_at, type_text_at, key_combination …) on a 0–999 grid (display/gemini-actions.ts);
// each is answered with a function response carrying the new screenshot. A call whose
// `safety_decision` asks for confirmation follows the safety policy (screen.ts).







/** Declared to the AI SDK so it parses their calls; the request rewrite swaps them for the tool. */
const declared = Object.fromEntries(GEMINI_FUNCTIONS.map((name) => [
    name,
    (0,provider_utils_dist/* tool */.z6)({ description: `Gemini computer use: ${name}`, inputSchema: schemas/* looseObject */._H3({}) }),
]));
function geminiComputer(options) {
    // Gemini scales its screenshot itself and points on its grid: the model sees the screen as it is.
    const screen = new Screen(options, (0,scaling/* coordinateSpace */.PI)(options.display));
    const acknowledged = new Set();
    const names = GEMINI_FUNCTIONS;
    return {
        close: () => screen.close(),
        tools: declared,
        handles: (name) => names.includes(name),
        rewriteRequest: (body) => computerUseRequest(body, names, acknowledged),
        async run(name, input, callId) {
            const args = (0,narrow/* recordOrEmpty */.ir)(input);
            const decision = (0,narrow/* recordOrNull */.Ks)(args.safety_decision);
            const confirm = decision?.decision === 'require_confirmation';
            const why = confirm ? String(decision.explanation ?? 'no explanation given') : '';
            if (confirm && options.safety === 'decline')
                return {
                    text: `declined confirmation (${why}): nothing run, the agent stops`,
                    image: null,
                    screenshot: null,
                    stop: `a computer-use confirmation was declined (${why})`,
                };
            const limit = screen.overLimit();
            if (limit)
                return refused(limit);
            const parsed = fromGemini(name, args, options.display);
            if ('problem' in parsed)
                return refused(parsed.problem);
            const answer = await screen.act(parsed.actions);
            if (!confirm)
                return answer;
            acknowledged.add(callId);
            return { ...answer, text: `acknowledged confirmation (${why}); ${answer.text}` };
        },
    };
}

// EXTERNAL MODULE: ./node_modules/@ai-sdk/openai/dist/index.js + 1 modules
var openai_dist = __webpack_require__(33436);
;// CONCATENATED MODULE: ./src/run/display/openai-actions.ts
// OpenAI's computer-use actions (Responses API `computer_call`: one `action` in the preview tool,
// a batch of `actions` in the GA tool; the AI SDK hands both over as `actions`) → screen actions.
// Coordinates are in the model's space (the screenshot it saw). Pure.



/** What one `wait` stands for: OpenAI's reference loop sleeps about this long. */
const OPENAI_WAIT_SEC = 2;
/** Pixels of an OpenAI scroll per wheel click (xdotool scrolls by clicks of buttons 4–7). */
const PIXELS_PER_CLICK = 100;
const BUTTONS = { left: 1, wheel: 2, right: 3, back: 8, forward: 9 };
function fromOpenAI(input, space) {
    const point = (x, y) => (0,scaling/* toScreen */.Qr)(space, [x, y]) ??
        `point ${JSON.stringify([x, y])} is not on the ${space.model.width}x${space.model.height} screen`;
    const modifiers = Array.isArray(input.keys) ? input.keys.map((k) => (0,display_actions/* keyName */.xT)(String(k))) : [];
    const at = () => point(input.x, input.y);
    switch (input.type) {
        case 'screenshot':
            return { action: { kind: 'screenshot' } };
        case 'wait':
            return { action: { kind: 'wait', seconds: OPENAI_WAIT_SEC } };
        case 'click':
        case 'double_click': {
            const p = at();
            if (typeof p === 'string')
                return { problem: p };
            const button = input.type === 'double_click' ? 1 : BUTTONS[String(input.button)];
            if (!button)
                return {
                    problem: `button must be left, right, wheel, back or forward, not ${JSON.stringify(input.button)}`,
                };
            return {
                action: { kind: 'click', at: p, button, count: input.type === 'double_click' ? 2 : 1, modifiers },
            };
        }
        case 'move': {
            const p = at();
            return typeof p === 'string' ? { problem: p } : { action: { kind: 'move', to: p } };
        }
        case 'drag': {
            const path = (0,narrow/* recordList */._u)(input.path);
            if (path.length < 2)
                return { problem: 'drag needs a path of at least two points' };
            const from = point(path[0].x, path[0].y);
            const to = point(path.at(-1).x, path.at(-1).y);
            if (typeof from === 'string')
                return { problem: from };
            return typeof to === 'string' ? { problem: to } : { action: { kind: 'drag', from, to } };
        }
        case 'scroll': {
            const p = at();
            if (typeof p === 'string')
                return { problem: p };
            const dx = typeof input.scrollX === 'number' ? input.scrollX : 0;
            const dy = typeof input.scrollY === 'number' ? input.scrollY : 0;
            const vertical = Math.abs(dy) >= Math.abs(dx);
            const pixels = vertical ? dy : dx;
            const direction = vertical ? (pixels < 0 ? 'up' : 'down') : pixels < 0 ? 'left' : 'right';
            const amount = Math.min(display_actions/* MAX_SCROLL */.FZ, Math.max(1, Math.round(Math.abs(pixels) / PIXELS_PER_CLICK)));
            return { action: { kind: 'scroll', at: p, direction, amount } };
        }
        case 'type': {
            const text = typeof input.text === 'string' ? input.text : '';
            if (!text)
                return { problem: 'type needs text' };
            if (text.length > display_actions/* MAX_TYPE_CHARS */.GQ)
                return { problem: `type takes at most ${display_actions/* MAX_TYPE_CHARS */.GQ} characters at once` };
            return { action: { kind: 'type', text } };
        }
        case 'keypress': {
            if (!Array.isArray(input.keys) || input.keys.length === 0)
                return { problem: 'keypress needs keys' };
            // One chord: ["CTRL", "S"] is ctrl+s.
            return { action: { kind: 'key', keys: [(0,display_actions/* chord */.JQ)(input.keys.map(String))], holdSeconds: null } };
        }
        default:
            return { problem: `unknown action ${JSON.stringify(input.type)}` };
    }
}

;// CONCATENATED MODULE: ./src/run/agents/helios/openai-wire.ts
function previewRequest(body, display) {
    // The AI SDK's own request body for this API: its tools and input items are objects.
    const tools = Array.isArray(body.tools) ? body.tools : [];
    const input = Array.isArray(body.input) ? body.input : body.input;
    return {
        ...body,
        truncation: 'auto',
        tools: tools.map((tool) => tool.type === 'computer'
            ? {
                type: 'computer_use_preview',
                display_width: display.width,
                display_height: display.height,
                environment: 'linux',
            }
            : tool),
        ...(Array.isArray(input) ? { input: input.map(singleAction) } : {}),
    };
}
function singleAction(item) {
    if (item.type !== 'computer_call' || !Array.isArray(item.actions))
        return item;
    const [first] = item.actions;
    const { actions: _actions, ...rest } = item;
    return { ...rest, action: first ?? { type: 'screenshot' } };
}

;// CONCATENATED MODULE: ./src/run/agents/helios/computer-openai.ts
// The built-in agent's screen through OpenAI's computer-use tool (Responses API). The AI SDK
// speaks the GA `computer` tool (batched `actions`); `computer-use-preview` models get the preview
// tool's wire format by a request rewrite (openai-wire.ts). Each call's actions run in order and
// are answered with one screenshot (`computer_call_output`); pending safety checks follow the
// safety policy (screen.ts).





function openaiComputer(options, preview) {
    const screen = new Screen(options, (0,scaling/* coordinateSpace */.PI)(options.display));
    return {
        close: () => screen.close(),
        // The SDK types a provider tool apart from a Tool; the model call takes it as one.
        tools: { computer: openai_dist/* openai */.NJ.tools.computer() },
        handles: (name) => name === 'computer',
        ...(preview ? { rewriteRequest: (body) => previewRequest(body, screen.space.model) } : {}),
        async run(_name, input) {
            // The SDK parsed the call's input with the tool's own schema.
            const { actions = [], pendingSafetyChecks: checks = [] } = (input ?? {});
            const safety = checks.length ? describeChecks(checks) : null;
            if (safety && options.safety === 'decline')
                return {
                    text: `declined safety checks (${safety}): nothing run, the agent stops`,
                    image: null,
                    screenshot: null,
                    stop: `a computer-use safety check was declined (${safety})`,
                };
            const limit = screen.overLimit();
            // The protocol has no error channel: a refusal is answered with the screen as it is.
            if (limit)
                return withOutput({ text: `error: ${limit}`, image: screen.last, screenshot: null }, []);
            const parsed = actions.map((a) => fromOpenAI(a, screen.space));
            const problem = parsed.find((p) => 'problem' in p);
            const answer = problem && 'problem' in problem
                ? { text: `error: ${problem.problem}`, ...(await screen.screenshot(null)) }
                : await screen.act(parsed.flatMap((p) => ('action' in p ? [p.action] : [])));
            const image = answer.image ?? (await screen.screenshot(null)).image;
            const text = safety ? `acknowledged safety checks (${safety}); ${answer.text}` : answer.text;
            return withOutput({ ...answer, text, image }, safety ? checks : []);
        },
    };
}
function describeChecks(checks) {
    return checks.map((c) => [c.code ?? c.id, c.message].filter(Boolean).join(': ')).join('; ');
}
/** `computer_call_output`: the screenshot as a data URL, with the checks acknowledged. */
function withOutput(answer, acknowledged) {
    if (!answer.image)
        return answer;
    return {
        ...answer,
        output: {
            type: 'json',
            value: {
                output: {
                    type: 'computer_screenshot',
                    imageUrl: `data:image/png;base64,${answer.image.toString('base64')}`,
                },
                ...(acknowledged.length ? { acknowledgedSafetyChecks: acknowledged.map((c) => ({ ...c })) } : {}),
            },
        },
    };
}

;// CONCATENATED MODULE: ./src/run/agents/helios/computer-protocol.ts
/**
 * Anthropic: every Claude model (the `computer` tool). OpenAI: `computer-use-preview*` (the
 * preview tool) and GPT-5.4 or later (the GA `computer` tool). Google: `*computer-use*` models and
 * Gemini 3 or later. Others (and OpenAI-compatible servers): null, bash alone.
 */
function computerProtocol(ref) {
    const model = ref.model.toLowerCase();
    switch (ref.provider) {
        case 'anthropic':
            return 'anthropic';
        case 'openai':
            if (model.startsWith('computer-use-preview'))
                return 'openai-preview';
            return /^gpt-(5\.([4-9]|\d{2,})|([6-9]|\d{2,}))/.test(model) ? 'openai' : null;
        case 'google':
            return model.includes('computer-use') || /^gemini-([3-9]|\d{2,})/.test(model) ? 'gemini' : null;
        case 'openai-compatible':
            return null;
    }
}

// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var ai_dist = __webpack_require__(52535);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider/dist/index.js
var provider_dist = __webpack_require__(90583);
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
const SCREEN_PROMPT = 'The task has a graphical screen. Use the computer tool to see it (screenshot) and to click and type; start with a screenshot.';
const tools = {
    bash: (0,provider_utils_dist/* tool */.z6)({
        description: 'Run a shell command (bash -lc) in the task container and return its output and exit code.',
        inputSchema: schemas/* object */.Ikc({ command: schemas/* string */.YjP().describe('The command to run') }),
    }),
    finish: (0,provider_utils_dist/* tool */.z6)({
        description: 'Call when the task is complete.',
        inputSchema: schemas/* object */.Ikc({ summary: schemas/* string */.YjP().describe('What was done').optional() }),
    }),
};
async function runAgentLoop(input) {
    const messages = input.history ?? [];
    messages.push({ role: 'user', content: input.instruction });
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
                system: input.computer ? `${SYSTEM_PROMPT}\n${SCREEN_PROMPT}` : SYSTEM_PROMPT,
                messages,
                tools: input.computer ? { ...tools, ...input.computer.tools } : tools,
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
        input.onEvent?.({ kind: 'turn', turn: turn + 1, step });
        if (result.toolCalls.length === 0)
            return done('no-tool-call');
        const answered = await answerToolCalls(input, result.toolCalls, step, messages, turn + 1);
        if (answered === 'finished')
            return done('finished');
        if (answered === 'safety-declined')
            return done('safety-declined');
        if (input.signal.aborted || Date.now() >= input.deadline)
            return done('timeout');
        if (overBudget((0,results_usage/* sumUsage */.Rl)(turnUsages), input.limits))
            return done('budget');
    }
    return done('max-turns');
}
/** Runs each call, records its output, appends the tool message; says whether the agent ends here. */
async function answerToolCalls(input, calls, step, messages, turn) {
    let finished = false;
    let declined = false;
    const parts = [];
    for (const [i, call] of calls.entries()) {
        let output;
        if (input.computer?.handles(call.toolName)) {
            const answer = await input.computer.run(call.toolName, call.input, call.toolCallId);
            step.tool_calls[i].output = answer.text;
            if (answer.screenshot)
                step.tool_calls[i].screenshots = [answer.screenshot];
            if (answer.stop)
                declined = true;
            input.onEvent?.({ kind: 'tool-output', turn, call: step.tool_calls[i] });
            parts.push({
                type: 'tool-result',
                toolCallId: call.toolCallId,
                toolName: call.toolName,
                output: answer.output
                    ? answer.output
                    : answer.image
                        ? {
                            type: 'content',
                            value: [
                                { type: 'text', text: answer.text },
                                {
                                    type: 'file',
                                    data: { type: 'data', data: answer.image },
                                    mediaType: 'image/png',
                                },
                            ],
                        }
                        : { type: 'text', value: answer.text },
            });
            continue;
        }
        if (call.toolName === 'finish') {
            finished = true;
            output = 'ok';
        }
        else if (call.toolName === 'bash') {
            const command = String((0,narrow/* recordOrEmpty */.ir)(call.input).command ?? '');
            const left = Math.max(1, (input.deadline - Date.now()) / 1000);
            const timeoutSec = Math.min(input.limits.commandTimeoutSec, left);
            output = describeResult(await input.runBash(command, timeoutSec), timeoutSec);
        }
        else {
            output = `unknown tool ${call.toolName}: use bash or finish`;
        }
        step.tool_calls[i].output = output;
        input.onEvent?.({ kind: 'tool-output', turn, call: step.tool_calls[i] });
        parts.push({
            type: 'tool-result',
            toolCallId: call.toolCallId,
            toolName: call.toolName,
            output: { type: 'text', value: output },
        });
    }
    messages.push({ role: 'tool', content: parts });
    return finished ? 'finished' : declined ? 'safety-declined' : null;
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
// EXTERNAL MODULE: ./node_modules/@ai-sdk/google/dist/index.js
var google_dist = __webpack_require__(785);
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
function createLanguageModel(ref, env, rewrite) {
    const apiKey = firstSet(env, ref.keyEnv) ?? undefined;
    const baseUrl = firstSet(env, ref.baseUrlEnv) ?? ref.defaultBaseUrl;
    const fetch = rewrite ? rewritingFetch(rewrite) : undefined;
    switch (ref.provider) {
        case 'anthropic':
            return (0,dist/* createAnthropic */.nM)({ apiKey, baseURL: baseUrl ? withPath(baseUrl, '/v1') : undefined })(ref.model);
        case 'openai':
            return (0,openai_dist/* createOpenAI */.ry)({ apiKey, baseURL: baseUrl ?? undefined, fetch }).responses(ref.model);
        case 'google':
            return (0,google_dist/* createGoogle */._j)({ apiKey, baseURL: baseUrl ? withPath(baseUrl, '/v1beta') : undefined, fetch })(ref.model);
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
/** `fetch` with each JSON request body passed through `rewrite` first. */
function rewritingFetch(rewrite) {
    return async (url, init) => {
        if (typeof init?.body !== 'string')
            return globalThis.fetch(url, init);
        const body = (0,narrow/* parseJsonRecord */.BH)(init.body);
        if (body === null)
            return globalThis.fetch(url, init);
        return globalThis.fetch(url, { ...init, body: JSON.stringify(rewrite(body)) });
    };
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
        runOnHost: (ctx) => runHelios(ctx, ref, limits, spec),
        openSession: async (ctx) => heliosSession(ctx, ref, limits, spec),
    };
}
/** One role's session in a trial scene: each turn continues the same message history. */
function heliosSession(ctx, ref, limits, spec) {
    const history = [];
    return {
        prompt: async (turn) => {
            const outcome = await runHelios({ ...ctx, instruction: turn.text, timeoutMs: turn.timeoutMs, signal: turn.signal }, ref, limits, spec, history);
            return { ...outcome, steps: outcome.trajectory?.steps ?? [] };
        },
        close: async () => undefined,
    };
}

async function runHelios(ctx, ref, limits, spec, history) {
    const reasoning = spec.reasoning;
    const keyProblem = missingKey(ref, ctx.env);
    if (keyProblem)
        return failed(keyProblem, true);
    const computer = computerFor(ctx, ref, spec);
    const model = createLanguageModel(ref, ctx.env, computer?.rewriteRequest);
    const providerId = ref.provider === 'openai-compatible' ? undefined : ref.provider;
    const outcome = await runAgentLoop({
        model,
        instruction: ctx.instruction,
        limits,
        ...(reasoning ? { reasoning } : {}),
        ...(ctx.onEvent ? { onEvent: ctx.onEvent } : {}),
        ...(computer ? { computer } : {}),
        signal: ctx.signal,
        ...(history ? { history } : {}),
        deadline: Date.now() + ctx.timeoutMs,
        price: (usage) => (0,cost/* catalogueCost */.f)(usage, ref.model, providerId),
        runBash: (command, timeoutSec) => runBashTool(command, {
            environment: ctx.environment,
            user: ctx.task.config.agent.user,
            workdir: ctx.task.config.environment.workdir,
            timeoutSec,
            keepBytes: OUTPUT_KEEP_BYTES,
        }),
        // The screen's helper exec ends with the agent, not with the container.
    }).finally(() => computer?.close());
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
/**
 * A GUI task's screen through the provider's own computer-use tool (computer-protocol.ts); other
 * models keep the bash tool alone (they can still drive the screen with xdotool).
 */
function computerFor(ctx, ref, spec) {
    const display = ctx.task.config.environment.display;
    const protocol = computerProtocol(ref);
    if (!display || !protocol)
        return null;
    const options = {
        environment: ctx.environment,
        display,
        user: ctx.task.config.agent.user,
        agentDir: ctx.agentDir,
        safety: spec.computerSafety ?? 'decline',
    };
    if (protocol === 'anthropic')
        return anthropicComputer(options);
    if (protocol === 'gemini')
        return geminiComputer(options);
    return openaiComputer(options, protocol === 'openai-preview');
}
/** An exit code for result.json, so a stopped agent reads like a process that ended that way. */
const EXIT_CODES = {
    finished: 0,
    'no-tool-call': 0,
    'max-turns': 2,
    budget: 3,
    timeout: null,
    'api-error': 1,
    'safety-declined': 4,
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

/***/ 80725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RO: () => (/* binding */ AGENT_NAMES),
  A5: () => (/* binding */ defaultAgentName),
  XL: () => (/* binding */ isAgentName),
  cT: () => (/* binding */ resolveAgent),
  ct: () => (/* binding */ takesModel),
  t0: () => (/* binding */ unknownAgentMessage)
});

// UNUSED EXPORTS: BUILTIN_AGENTS, MODEL_AGENTS, UnknownAgentError

// EXTERNAL MODULE: ./src/run/agents/types.ts
var types = __webpack_require__(13965);
// EXTERNAL MODULE: ./src/run/agents/helios/index.ts + 14 modules
var helios = __webpack_require__(44223);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/run/on-abort.ts
var on_abort = __webpack_require__(64331);
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
        HELIOS_CONTAINER_ID: ctx.environment.id,
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
    const unsubscribe = (0,on_abort/* onAbort */.u)(ctx.signal, killGroup);
    const exitCode = await new Promise((resolve) => {
        child.on('error', () => resolve(127));
        child.on('close', (code) => resolve(code));
    });
    clearTimeout(timer);
    unsubscribe();
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

// EXTERNAL MODULE: ./src/run/agents/installed/index.ts + 5 modules
var installed = __webpack_require__(20708);
// EXTERNAL MODULE: ./src/text/closest.ts
var closest = __webpack_require__(97504);
// EXTERNAL MODULE: ./src/run/agents/acp/adapters.ts
var adapters = __webpack_require__(59607);
// EXTERNAL MODULE: ./src/run/relay/forwarder.ts
var forwarder = __webpack_require__(20705);
// EXTERNAL MODULE: ./src/run/agents/installed/agent-node.ts
var agent_node = __webpack_require__(31465);
// EXTERNAL MODULE: ./src/run/agents/installed/cli-spec.ts
var cli_spec = __webpack_require__(41559);
// EXTERNAL MODULE: ./src/run/agents/installed/install.ts
var install = __webpack_require__(24546);
// EXTERNAL MODULE: ./src/run/agents/trajectory.ts
var agents_trajectory = __webpack_require__(64999);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/run/agents/acp/container-process.ts
// An ACP agent process in the attempt's environment: one exec whose stdin and stdout are the
// session's stdio, its stderr kept in a capped file. The script records its pid first, so `stop`
// can end it and every process it started (found by parent in /proc: no procps in slim images).




/** Bytes of the agent's stderr kept in `agent/stderr.txt`. */
const STDERR_CAP = 1024 * 1024;
/** How long an agent whose stdin closed may take to exit before it is killed. */
const EXIT_GRACE_MS = 2000;
/** bash: SIGKILL to the pid in file $1 and all its descendants (several passes catch late forks). */
const KILL_TREE = `
pidfile="$1"
root=$(cat "$pidfile" 2>/dev/null) || exit 0
tree=" $root "
for _ in 1 2 3 4 5 6; do
  for stat in /proc/[0-9]*/stat; do
    read -r line < "$stat" 2>/dev/null || continue
    pid=\${stat#/proc/}; pid=\${pid%/stat}
    set -- \${line##*) }
    case "$tree" in *" $pid "*) continue ;; esac
    case "$tree" in *" $2 "*) tree="$tree$pid " ;; esac
  done
done
kill -KILL $tree 2>/dev/null
rm -f "$pidfile"
exit 0
`;
function launchInEnvironment(environment, launch) {
    const pidFile = `/tmp/.helios-acp-${(0,external_node_crypto_.randomUUID)()}.pid`;
    const stdin = new external_node_stream_.PassThrough();
    const stdout = new external_node_stream_.PassThrough();
    const stderr = new CappedFile(launch.stderrFile, STDERR_CAP);
    let ended = false;
    const exited = environment
        .exec({
        cmd: ['bash', '-c', `echo $$ > ${pidFile}\n${launch.script}`],
        user: launch.user,
        workdir: launch.workdir,
        env: launch.env,
        stdin,
        stdout,
        stderr,
    })
        .then((outcome) => outcome.exitCode, () => null)
        .finally(() => {
        ended = true;
        stdout.end();
        stderr.end();
    });
    return {
        stdin,
        stdout,
        exited,
        stderrTail: () => stderr.tail,
        stop: async () => {
            stdin.end();
            await Promise.race([exited, (0,external_node_timers_promises_.setTimeout)(EXIT_GRACE_MS)]);
            if (!ended)
                await environment
                    .exec({
                    cmd: ['bash', '-c', KILL_TREE, 'helios-acp-stop', pidFile],
                    user: 'root',
                    timeoutMs: 15_000,
                })
                    .catch(() => undefined);
            await Promise.race([exited, (0,external_node_timers_promises_.setTimeout)(EXIT_GRACE_MS)]);
            stdout.destroy();
        },
    };
}
/** A file sink that keeps the first `cap` bytes and, in memory, the last 4 KB (a crash's last words). */
class CappedFile extends external_node_stream_.Writable {
    cap;
    tail = '';
    written = 0;
    file;
    constructor(path, cap) {
        super();
        this.cap = cap;
        this.file = (0,external_node_fs_.createWriteStream)(path);
        this.file.on('error', () => undefined);
    }
    _write(chunk, _encoding, done) {
        this.tail = (this.tail + chunk.toString('utf8')).slice(-4096);
        const room = this.cap - this.written;
        this.written += chunk.length;
        if (room > 0)
            this.file.write(chunk.subarray(0, room));
        done();
    }
    _final(done) {
        this.file.end(() => done());
    }
}

// EXTERNAL MODULE: ./src/run/agents/model-faults.ts
var model_faults = __webpack_require__(16763);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/run/agents/acp/json-rpc.ts

/** A line longer than this is dropped as malformed (an agent must not grow our memory unbounded). */
const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** Malformed lines kept for the record; the rest are only counted. */
const KEPT_MALFORMED = 5;
class JsonRpcError extends Error {
    code;
    data;
    constructor(message, code, data) {
        super(message);
        this.code = code;
        this.data = data;
        this.name = 'JsonRpcError';
    }
}
/** The connection ended (the agent exited, closed its output, or we closed it) with requests pending. */
class ConnectionClosed extends Error {
    constructor(message) {
        super(message);
        this.name = 'ConnectionClosed';
    }
}
const METHOD_NOT_FOUND = -32601;
class JsonRpcConnection {
    output;
    handlers;
    nextId = 1;
    pending = new Map();
    buffered = [];
    bufferedBytes = 0;
    closedWith = null;
    /** Lines that were not JSON-RPC messages: how many, and the first few (cut to 200 characters). */
    malformed = { count: 0, kept: [] };
    constructor(input, output, handlers) {
        this.output = output;
        this.handlers = handlers;
        input.on('data', (chunk) => this.take(chunk));
        input.on('end', () => this.close('the agent closed its output'));
        input.on('error', (error) => this.close(`reading the agent failed: ${error.message}`));
        output.on('error', (error) => this.close(`writing to the agent failed: ${error.message}`));
    }
    get closed() {
        return this.closedWith;
    }
    request(method, params) {
        if (this.closedWith)
            return Promise.reject(new ConnectionClosed(this.closedWith));
        const id = this.nextId++;
        const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
        this.send({ jsonrpc: '2.0', id, method, params });
        return answer;
    }
    notify(method, params) {
        if (!this.closedWith)
            this.send({ jsonrpc: '2.0', method, params });
    }
    /** Every pending request fails with `reason`; later calls fail at once. */
    close(reason) {
        if (this.closedWith)
            return;
        this.closedWith = reason;
        for (const { reject } of this.pending.values())
            reject(new ConnectionClosed(reason));
        this.pending.clear();
    }
    send(message) {
        this.output.write(`${JSON.stringify(message)}\n`);
    }
    take(chunk) {
        let start = 0;
        for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
            this.buffered.push(chunk.subarray(start, end));
            const line = Buffer.concat(this.buffered).toString('utf8');
            const over = this.bufferedBytes + end - start > MAX_LINE_BYTES;
            this.buffered = [];
            this.bufferedBytes = 0;
            start = end + 1;
            if (over)
                this.noteMalformed(`(a line over ${MAX_LINE_BYTES} bytes)`);
            else if (line.trim())
                this.dispatch(line);
        }
        const rest = chunk.subarray(start);
        // A line that never ends: its head is kept only up to the limit, then counted as malformed.
        if (this.bufferedBytes <= MAX_LINE_BYTES)
            this.buffered.push(rest);
        this.bufferedBytes += rest.length;
    }
    dispatch(line) {
        const message = (0,narrow/* parseJsonRecord */.BH)(line);
        if (message === null) {
            this.noteMalformed(line);
            return;
        }
        const { id, method } = message;
        const hasId = typeof id === 'number' || typeof id === 'string';
        if (typeof method === 'string' && hasId)
            void this.answer(id, method, message.params);
        else if (typeof method === 'string')
            this.handlers.onNotification(method, message.params);
        else if (typeof id === 'number' && this.pending.has(id))
            this.settle(id, message);
        else
            this.noteMalformed(line);
    }
    settle(id, message) {
        const waiting = this.pending.get(id);
        this.pending.delete(id);
        const error = (0,narrow/* recordOrNull */.Ks)(message.error);
        if (error)
            waiting.reject(new JsonRpcError(typeof error.message === 'string' ? error.message : 'error', typeof error.code === 'number' ? error.code : 0, error.data));
        else
            waiting.resolve(message.result ?? null);
    }
    async answer(id, method, params) {
        try {
            const result = await this.handlers.onRequest(method, params);
            if (!this.closedWith)
                this.send({ jsonrpc: '2.0', id, result: result ?? null });
        }
        catch (error) {
            const { code, message } = error instanceof JsonRpcError ? error : { code: -32603, message: String(error) };
            if (!this.closedWith)
                this.send({ jsonrpc: '2.0', id, error: { code, message } });
        }
    }
    noteMalformed(line) {
        this.malformed.count++;
        if (this.malformed.kept.length < KEPT_MALFORMED)
            this.malformed.kept.push(line.slice(0, 200));
    }
}

;// CONCATENATED MODULE: ./src/run/agents/acp/permission.ts
// How the ACP client answers an agent's `session/request_permission`, and what it records. Pure.
// The policy: the environment is the sandbox, and the task's workdir (and /tmp) is where the agent
// is to work. A request is allowed (once) unless a file it names lies outside those folders; then
// it is rejected (once). A request that names no file (a shell command) runs inside the container
// anyway, so it is allowed. Every request and its answer is recorded in the trajectory.


/** Folders beside the workdir an agent may write to without a rejection. */
const ALSO_ALLOWED = ['/tmp'];
/** Fields of a tool call's raw input that name a file, as the adapters word them. */
const PATH_FIELDS = ['path', 'file_path', 'filePath', 'abs_path', 'notebook_path', 'target', 'destination'];
/** The answer to one request and its record; `workdir` is the task's (absolute, in the environment). */
function answerPermission(params, workdir) {
    const request = (0,narrow/* recordOrEmpty */.ir)(params);
    const toolCall = (0,narrow/* recordOrEmpty */.ir)(request.toolCall);
    const options = (Array.isArray(request.options) ? request.options : [])
        .map(narrow/* recordOrEmpty */.ir)
        .filter((o) => typeof o.optionId === 'string');
    const paths = requestedPaths(toolCall);
    const outside = paths.filter((path) => !isInside(external_node_path_.posix.resolve(workdir, path), [workdir, ...ALSO_ALLOWED]));
    const wanted = outside.length === 0 ? ['allow_once', 'allow_always'] : ['reject_once', 'reject_always'];
    const chosen = wanted.map((kind) => options.find((o) => o.kind === kind)).find(Boolean) ?? null;
    const reason = outside.length > 0
        ? `names ${outside.join(', ')}, outside the workdir ${workdir}`
        : paths.length > 0
            ? `inside the workdir ${workdir}`
            : 'names no file: it runs inside the environment';
    const record = {
        tool_call_id: typeof toolCall.toolCallId === 'string' ? toolCall.toolCallId : null,
        title: typeof toolCall.title === 'string' ? toolCall.title : null,
        paths,
        offered: options.map((o) => o.kind),
        outcome: chosen === null ? 'cancelled' : outside.length === 0 ? 'allowed' : 'rejected',
        option_id: chosen?.optionId ?? null,
        reason: chosen === null ? `${reason}; no option of kind ${wanted.join(' or ')} was offered` : reason,
    };
    const answer = chosen
        ? { outcome: { outcome: 'selected', optionId: chosen.optionId } }
        : { outcome: { outcome: 'cancelled' } };
    return { answer, record };
}
/** The files a tool call names: its `locations`, and path fields of its raw input. */
function requestedPaths(toolCall) {
    const paths = new Set();
    for (const location of Array.isArray(toolCall.locations) ? toolCall.locations : []) {
        const path = (0,narrow/* recordOrEmpty */.ir)(location).path;
        if (typeof path === 'string' && path)
            paths.add(path);
    }
    const input = (0,narrow/* recordOrEmpty */.ir)(toolCall.rawInput);
    for (const field of PATH_FIELDS) {
        const value = input[field];
        if (typeof value === 'string' && value)
            paths.add(value);
    }
    return [...paths];
}
function isInside(path, folders) {
    return folders.some((folder) => {
        const root = external_node_path_.posix.resolve(folder);
        return path === root || path.startsWith(root === '/' ? '/' : `${root}/`);
    });
}

;// CONCATENATED MODULE: ./src/run/agents/acp/record.ts


/** Updates recorded per session; later ones are counted only (a flooding agent). */
const MAX_RECORDED_UPDATES = 5000;
/** Characters kept of one step's text, reasoning or one tool output. */
const MAX_TEXT = 64 * 1024;
class SessionRecord {
    now;
    steps = [];
    calls = new Map();
    current = null;
    recorded = 0;
    /** Updates past MAX_RECORDED_UPDATES, and update kinds we do not map, by kind. */
    dropped = { overflow: 0, unmapped: {} };
    tokens = { input: 0, cached: 0, output: 0, reported: false };
    /** The session's cumulative cost in USD, when the agent reports one (`usage_update`). */
    costUsd = null;
    promptTurns = 0;
    constructor(now = () => new Date().toISOString()) {
        this.now = now;
    }
    /** A prompt we sent: a user step, and the end of the agent's step before it. */
    prompt(text) {
        this.current = null;
        this.promptTurns++;
        this.steps.push(this.step('user', clip(text)));
    }
    /** One `session/update` notification's params. */
    update(params) {
        const update = (0,narrow/* recordOrEmpty */.ir)((0,narrow/* recordOrEmpty */.ir)(params).update);
        const kind = typeof update.sessionUpdate === 'string' ? update.sessionUpdate : '(none)';
        if (kind === 'usage_update')
            return this.usageUpdate(update);
        if (this.recorded >= MAX_RECORDED_UPDATES) {
            this.dropped.overflow++;
            return;
        }
        this.recorded++;
        switch (kind) {
            case 'agent_message_chunk':
                return this.say('text', contentText(update.content));
            case 'agent_thought_chunk':
                return this.say('reasoning', contentText(update.content));
            case 'tool_call':
                return this.toolCall(update);
            case 'tool_call_update':
                return this.toolCallUpdate(update);
            case 'plan':
                this.current = null;
                this.steps.push(this.step('system', `plan:\n${planText(update.entries)}`));
                return;
            default:
                this.dropped.unmapped[kind] = (this.dropped.unmapped[kind] ?? 0) + 1;
        }
    }
    permission(record) {
        const paths = record.paths.length ? ` (${record.paths.join(', ')})` : '';
        this.steps.push(this.step('system', `permission ${record.outcome}: ${record.title ?? 'a tool call'}${paths}: ${record.reason}`));
    }
    /** A turn's `session/prompt` answer: its tokens when the agent reports them (ACP's `usage`). */
    turnEnded(response) {
        this.current = null;
        const usage = (0,narrow/* recordOrEmpty */.ir)((0,narrow/* recordOrEmpty */.ir)(response).usage);
        if (typeof usage.inputTokens !== 'number' && typeof usage.outputTokens !== 'number')
            return;
        this.tokens.reported = true;
        this.tokens.input += count(usage.inputTokens);
        this.tokens.cached += count(usage.cachedReadTokens);
        this.tokens.output += count(usage.outputTokens);
    }
    /** Null when the agent reported no tokens and no cost: ACP adapters need not. */
    usage() {
        if (!this.tokens.reported && this.costUsd === null)
            return null;
        return {
            input_tokens: this.tokens.input,
            cached_input_tokens: Math.min(this.tokens.cached, this.tokens.input),
            output_tokens: this.tokens.output,
            turns: this.promptTurns,
            cost_usd: this.costUsd,
        };
    }
    /** What a reader of the trajectory should know that the steps do not say. */
    notes() {
        const notes = [];
        if (this.dropped.overflow > 0)
            notes.push(`${this.dropped.overflow} session updates past the first ${MAX_RECORDED_UPDATES} were not recorded`);
        const unmapped = Object.entries(this.dropped.unmapped).map(([kind, n]) => `${kind} ×${n}`);
        if (unmapped.length)
            notes.push(`updates not shown as steps: ${unmapped.join(', ')}`);
        if (!this.tokens.reported)
            notes.push('the agent reported no tokens per turn (ACP leaves usage optional)');
        return notes.length ? notes.join('; ') : null;
    }
    say(field, text) {
        if (!text)
            return;
        // Text after a tool call is the model's next answer: a new step.
        if (!this.current || this.current.tool_calls.length > 0) {
            this.current = this.step('assistant', null);
            this.steps.push(this.current);
        }
        this.current[field] = clip((this.current[field] ?? '') + text);
    }
    toolCall(update) {
        if (!this.current) {
            this.current = this.step('assistant', null);
            this.steps.push(this.current);
        }
        const id = typeof update.toolCallId === 'string' ? update.toolCallId : null;
        const call = {
            id,
            name: toolName(update),
            arguments: update.rawInput ?? { title: update.title ?? null, kind: update.kind ?? null },
            output: outputOf(update),
        };
        if (id)
            this.calls.set(id, call);
        this.current.tool_calls.push(call);
    }
    toolCallUpdate(update) {
        const call = typeof update.toolCallId === 'string' ? this.calls.get(update.toolCallId) : undefined;
        if (!call)
            return this.toolCall(update);
        if (update.rawInput !== undefined && update.rawInput !== null)
            call.arguments = update.rawInput;
        if (typeof update.title === 'string' && call.name === 'tool')
            call.name = update.title;
        const output = outputOf(update);
        if (output !== null)
            call.output = output;
        if (update.status === 'failed' && call.output === null)
            call.output = '(failed)';
    }
    usageUpdate(update) {
        const cost = (0,narrow/* recordOrEmpty */.ir)(update.cost);
        if (typeof cost.amount === 'number' && String(cost.currency).toUpperCase() === 'USD')
            this.costUsd = cost.amount;
    }
    step(role, text) {
        return { role, text, tool_calls: [], usage: null, timestamp: this.now() };
    }
}
function toolName(update) {
    if (typeof update.title === 'string' && update.title)
        return update.title.slice(0, 200);
    return typeof update.kind === 'string' ? update.kind : 'tool';
}
/** A tool call's output: its content blocks as text, else its raw output as JSON; null when neither. */
function outputOf(update) {
    const blocks = Array.isArray(update.content) ? update.content.map(narrow/* recordOrEmpty */.ir) : [];
    const parts = blocks.map((block) => {
        if (block.type === 'content')
            return contentText(block.content);
        if (block.type === 'diff')
            return `(diff of ${String(block.path)})\n${String(block.newText ?? '')}`;
        if (block.type === 'terminal')
            return `(terminal ${String(block.terminalId)})`;
        return '';
    });
    const text = parts.filter(Boolean).join('\n');
    if (text)
        return clip(text);
    if (update.rawOutput === undefined || update.rawOutput === null)
        return null;
    return clip(typeof update.rawOutput === 'string' ? update.rawOutput : JSON.stringify(update.rawOutput));
}
/** An ACP content block's text (text blocks; a resource's text; others named by their type). */
function contentText(content) {
    const block = (0,narrow/* recordOrEmpty */.ir)(content);
    if (block.type === 'text' && typeof block.text === 'string')
        return block.text;
    const resource = (0,narrow/* recordOrEmpty */.ir)(block.resource);
    if (typeof resource.text === 'string')
        return resource.text;
    return typeof block.type === 'string' ? `(${block.type})` : '';
}
function planText(entries) {
    const list = Array.isArray(entries) ? entries.map(narrow/* recordOrEmpty */.ir) : [];
    return list.map((e) => `- [${String(e.status ?? 'pending')}] ${String(e.content ?? '')}`).join('\n');
}
function count(value) {
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}
function clip(text) {
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (cut at ${MAX_TEXT} characters)` : text;
}

;// CONCATENATED MODULE: ./src/run/agents/acp/session.ts







const ACP_PROTOCOL_VERSION = 1;
const CANCEL_GRACE_MS = 3000;
const MID_TURN = 'the agent ended mid-turn: ';
/** Starts the session on a running agent process; stops the process when the handshake fails. */
async function openAcpSession(process, options) {
    const report = {
        sessionId: null,
        agentInfo: null,
        record: new SessionRecord(options.now),
        permissions: [],
        turns: [],
        malformed: { count: 0, kept: [] },
        refused: {},
    };
    const connection = new JsonRpcConnection(process.stdout, process.stdin, {
        onNotification: (method, params) => {
            if (method === 'session/update')
                report.record.update(params);
        },
        onRequest: (method, params) => {
            if (method === 'session/request_permission') {
                const { answer, record } = answerPermission(params, options.cwd);
                report.permissions.push(record);
                report.record.permission(record);
                return Promise.resolve(answer);
            }
            report.refused[method] = (report.refused[method] ?? 0) + 1;
            return Promise.reject(new JsonRpcError(`helios does not offer ${method}`, METHOD_NOT_FOUND));
        },
    });
    report.malformed = connection.malformed;
    void process.exited.then((code) => connection.close(exitWords(code, process.stderrTail())));
    try {
        const ended = await within(handshake(connection, options.cwd, report), options.timeoutMs, options.signal);
        if (ended === 'timeout')
            throw new Error(`the agent did not answer initialize and session/new within ${options.timeoutMs / 1000} s`);
        if (ended === 'aborted')
            throw new Error('stopped before the session started');
    }
    catch (error) {
        // An agent that died at start says why on stderr (a missing library): that is the reason.
        const code = await within(process.exited, 1000);
        const why = code === 'timeout' || code === 'aborted' ? errorWords(error) : exitWords(code, process.stderrTail());
        await process.stop();
        throw new Error(`ACP session did not start: ${why}`, { cause: error });
    }
    const sessionId = report.sessionId;
    return {
        report: () => report,
        close: () => process.stop(),
        prompt: async (text, { timeoutMs, signal } = {}) => {
            report.record.prompt(text);
            const answer = connection.request('session/prompt', { sessionId, prompt: [{ type: 'text', text }] });
            const grace = options.cancelGraceMs ?? CANCEL_GRACE_MS;
            let outcome = await turnOutcome(answer, report.record, { timeoutMs, signal, grace }, () => connection.notify('session/cancel', { sessionId }));
            // Its output closes a moment before its exit is known: the reason names the exit and last words.
            if (outcome.error?.startsWith(MID_TURN)) {
                const code = await within(process.exited, grace);
                if (typeof code !== 'string' || code === null)
                    outcome = {
                        ...outcome,
                        error: `${MID_TURN}${exitWords(code, process.stderrTail())}`,
                    };
            }
            report.turns.push(outcome);
            return outcome;
        },
    };
}
/** initialize, then session/new: the agent's info and the session's id, kept in the report. */
async function handshake(connection, cwd, report) {
    const init = (0,narrow/* recordOrEmpty */.ir)(await connection.request('initialize', {
        protocolVersion: ACP_PROTOCOL_VERSION,
        clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
        clientInfo: { name: 'helios', version: version/* HELIOS_VERSION */.E },
    }));
    report.agentInfo = init.agentInfo ?? null;
    const session = (0,narrow/* recordOrEmpty */.ir)(await connection.request('session/new', { cwd, mcpServers: [] }));
    if (typeof session.sessionId !== 'string')
        throw new Error('session/new answered without a sessionId');
    report.sessionId = session.sessionId;
}
async function turnOutcome(answer, record, { timeoutMs, signal, grace }, cancel) {
    const settled = answer.then((result) => ({ result }), (error) => ({ error }));
    const ended = await within(settled, timeoutMs, signal);
    if (ended === 'timeout' || ended === 'aborted') {
        cancel();
        // A polite agent answers a cancel with stopReason "cancelled"; its updates until then count.
        const late = await within(settled, grace);
        if (late !== 'timeout' && late !== 'aborted' && 'result' in late)
            record.turnEnded(late.result);
        return { stopReason: null, error: null, fatal: null, timedOut: true };
    }
    if ('result' in ended) {
        record.turnEnded(ended.result);
        const stopReason = (0,narrow/* recordOrEmpty */.ir)(ended.result).stopReason;
        return {
            stopReason: typeof stopReason === 'string' ? stopReason : null,
            error: null,
            fatal: null,
            timedOut: false,
        };
    }
    return { stopReason: null, timedOut: false, ...turnFault(ended.error) };
}
/**
 * A turn that failed: the agent's error answer is read as a model API fault when it words one
 * (model-faults.ts: a rejected key is lasting); an agent that exited mid-turn, or any other error,
 * is this attempt's error.
 */
function turnFault(error) {
    if (error instanceof ConnectionClosed)
        return { error: `${MID_TURN}${error.message}`, fatal: null };
    if (!(error instanceof JsonRpcError))
        return { error: `session/prompt failed: ${errorWords(error)}`, fatal: null };
    const detail = typeof error.data === 'string' ? error.data : error.data ? JSON.stringify(error.data) : '';
    const words = [error.message, detail].filter(Boolean).join(': ');
    const status = /\b(?:status(?: code)?:? ?|API Error: ?|"code": ?)([1-5]\d\d)\b/i.exec(words);
    const fault = (0,model_faults/* classifyModelError */.CZ)(words, status ? Number(status[1]) : null);
    const aboutModel = fault.kind !== 'server' || status !== null || /\b(api|model|overloaded|rate.?limit)\b/i.test(words);
    if (!aboutModel)
        return {
            error: `the agent answered session/prompt with error ${error.code}: ${words.slice(0, 300)}`,
            fatal: null,
        };
    return fault.lasting ? { error: null, fatal: fault.reason } : { error: fault.reason, fatal: null };
}
/** Which came first: the promise's value, the time limit, or the abort. */
async function within(promise, timeoutMs, signal) {
    if (signal?.aborted)
        return 'aborted';
    const stop = new AbortController();
    const waits = [promise];
    if (timeoutMs !== undefined)
        waits.push((0,external_node_timers_promises_.setTimeout)(timeoutMs, 'timeout', { signal: stop.signal }).catch(() => 'timeout'));
    if (signal)
        waits.push(new Promise((resolve) => signal.addEventListener('abort', () => resolve('aborted'), { once: true, signal: stop.signal })));
    try {
        return await Promise.race(waits);
    }
    finally {
        stop.abort();
    }
}
function exitWords(code, stderr) {
    const said = stderr.trim() ? `: ${stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300)}` : '';
    return `the agent process exited${code === null ? '' : ` with ${code}`}${said}`;
}
function errorWords(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/run/agents/acp/scene-session.ts
// An ACP session as a trial role's session (agents/session.ts): one agent process and one ACP
// session for all the role's turns in a scene, each turn a `session/prompt` on it; closed (the
// process and what it started ended) when the scene ends. Each turn gives back its own steps and
// usage: the session's record grows across turns, so a turn is the part added since the last.



/** Opens the ACP session on the started process; a failed handshake throws (the process stopped). */
async function openAcpSceneSession(process, options) {
    const acp = await openAcpSession(process, options);
    const report = acp.report();
    return {
        prompt: async (turn) => {
            const from = report.record.steps.length;
            const before = report.record.usage();
            const outcome = await acp.prompt(turn.text, { timeoutMs: turn.timeoutMs, signal: turn.signal });
            const steps = report.record.steps.slice(from);
            const answeredBefore = report.record.steps.slice(0, from).some(isAnswer);
            const exitCode = outcome.error ? await exitCodeSoon(process) : null;
            return sceneTurn(outcome, {
                steps,
                usage: usageSince(before, report.record.usage()),
                answered: answeredBefore || steps.some(isAnswer),
                exitCode,
            });
        },
        close: async () => {
            await acp.close();
            await (0,promises_.writeFile)((0,external_node_path_.join)(options.agentDir, 'acp.json'), `${JSON.stringify(acpSummary(report), null, 2)}\n`);
        },
    };
}
/**
 * A turn as the scheduler reads it. A model API fault is the attempt's error (a lasting one fatal),
 * never the agent's failure. An agent that fails before it ever answered is an error too (it could
 * not start its work: a missing library), as for a single-turn ACP attempt. An agent that dies
 * mid-turn after answering has failed at its task: the scene ends there (its session is gone), the
 * next scene still runs, and the verifier judges what it left.
 */
function sceneTurn(outcome, how) {
    const base = { steps: how.steps, usage: how.usage, timedOut: false, fatal: null, error: null };
    if (outcome.timedOut)
        return { ...base, timedOut: true, exitCode: null };
    if (outcome.fatal)
        return { ...base, exitCode: null, fatal: outcome.fatal };
    if (outcome.error === null)
        return { ...base, exitCode: 0 };
    if (outcome.error.startsWith('model API:') || !how.answered)
        return { ...base, exitCode: how.exitCode, error: outcome.error };
    return { ...base, exitCode: how.exitCode ?? 1, ended: outcome.error };
}
/** The usage a turn added to the session's running totals. */
function usageSince(before, after) {
    if (after === null || before === null)
        return after;
    const cost = after.cost_usd === null || before.cost_usd === null
        ? after.cost_usd
        : Math.round((after.cost_usd - before.cost_usd) * 1e6) / 1e6;
    return {
        input_tokens: after.input_tokens - before.input_tokens,
        cached_input_tokens: after.cached_input_tokens - before.cached_input_tokens,
        output_tokens: after.output_tokens - before.output_tokens,
        turns: after.turns - before.turns,
        cost_usd: cost,
    };
}
/** `acp.json`: what the session's steps do not show. */
function acpSummary(report) {
    return {
        session_id: report.sessionId,
        agent_info: report.agentInfo,
        turns: report.turns.map((t) => ({
            stop_reason: t.stopReason,
            error: t.error ?? t.fatal,
            timed_out: t.timedOut,
        })),
        permissions: report.permissions,
        refused_requests: report.refused,
        malformed_lines: report.malformed,
        dropped_updates: report.record.dropped,
    };
}
const isAnswer = (step) => step.role === 'assistant';
/** The process's exit code if it has ended (a crash mid-turn); null while it runs. */
async function exitCodeSoon(process) {
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), 1000)));
    try {
        return await Promise.race([process.exited, late]);
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./src/run/agents/acp/agent.ts
// ACP agents as agents: `-a acp:<command>` (any ACP agent found on the host) and the npm adapters
// (adapters.ts). Installed or found once per run on the host and mounted read-only like the
// installed CLIs; per attempt the agent process runs in the environment and the ACP client runs
// here, on the host, talking to it over the exec's stdio (session.ts). A single-turn attempt is
// one session with one prompt: the task's instruction; a trial role keeps one session for its
// turns of a scene (scene-session.ts).













const ACP_PREFIX = 'acp:';
/** Where `acp:<command>`'s folder is mounted. */
const ACP_COMMAND_MOUNT = '/helios/acp';
/** Where the Node 22 beside an ACP agent is mounted when its install has none. */
const NODE_MOUNT = '/helios/node';
/** Time for the agent to start and answer `initialize` and `session/new` (within the agent's timeout). */
const HANDSHAKE_MS = 120_000;
function isAcpCommand(name) {
    return name.startsWith(ACP_PREFIX);
}
function acpAdapterAgent(spec, adapter) {
    const version = spec.version?.trim() || adapter.defaultVersion;
    return acpDefinition({
        name: adapter.name,
        version,
        needsGlibc: adapter.needsGlibc,
        script: adapter.script,
        prepare: async (ctx) => {
            const platform = await (0,install/* enginePlatform */.qY)(ctx.provider);
            const dir = await (0,install/* ensureInstalled */.hP)({
                cacheDir: ctx.cacheDir,
                agent: adapter.installAs ?? adapter.name,
                version,
                platform,
                packages: adapter.packages(version, platform),
                hostEnv: ctx.hostEnv,
                log: ctx.log,
            });
            const node = `${installed/* CLI_MOUNT */.dX}/${nodeBin(platform)}`;
            const env = { HELIOS_ACP_ROOT: installed/* CLI_MOUNT */.dX, HELIOS_NODE: node };
            // The relay's forwarder runs on the same Node.
            if (ctx.relay)
                env.HELIOS_RELAY_NODE = node;
            return { mounts: [{ hostPath: dir, path: installed/* CLI_MOUNT */.dX, readOnly: true }], env };
        },
    }, adapter);
}
/**
 * `acp:<command> [args…]`: the first word is an executable on the host (a path, or a name on the
 * host's PATH). Its folder is mounted read-only, or the npm prefix it was installed under (the
 * folder above its `node_modules`); a Node script (a `node` shebang) runs on the mounted Node 22.
 * It gets no host variable but those named with --agent-env, and no model relay.
 */
function acpCommandAgent(spec) {
    const words = spec.name.slice(ACP_PREFIX.length).trim().split(/\s+/).filter(Boolean);
    const [command, ...args] = words;
    if (command === undefined)
        throw new types/* UnknownAgentError */.c('agent "acp:" needs a command (e.g. -a "acp:claude-agent-acp" or -a acp:./my-agent)');
    return acpDefinition({
        name: spec.name,
        needsGlibc: false,
        script: `exec "$HELIOS_ACP_COMMAND" ${args.map(shellQuote).join(' ')}`,
        prepare: async (ctx) => {
            const found = await findOnHost(command, ctx.hostEnv.PATH ?? process.env.PATH ?? '');
            const root = mountRoot(found);
            const inside = `${ACP_COMMAND_MOUNT}/${(0,external_node_path_.relative)(root, found).split('\\').join('/')}`;
            const mounts = [{ hostPath: root, path: ACP_COMMAND_MOUNT, readOnly: true }];
            const env = { HELIOS_ACP_COMMAND: inside };
            if (await isNodeScript(found)) {
                const platform = await (0,install/* enginePlatform */.qY)(ctx.provider);
                const nodeDir = await (0,install/* ensureInstalled */.hP)({
                    cacheDir: ctx.cacheDir,
                    agent: 'node',
                    version: agent_node/* AGENT_NODE_VERSION */.U,
                    platform,
                    packages: [`node-${platform}@${agent_node/* AGENT_NODE_VERSION */.U}`],
                    hostEnv: ctx.hostEnv,
                    log: ctx.log,
                });
                mounts.push({ hostPath: nodeDir, path: NODE_MOUNT, readOnly: true });
                // The script's `#!/usr/bin/env node` finds the mounted Node first.
                env.HELIOS_NODE = `${NODE_MOUNT}/${nodeBin(platform)}`;
                env.HELIOS_ACP_PATH_PREFIX = (0,external_node_path_.dirname)(env.HELIOS_NODE);
            }
            ctx.log(`${spec.name}: ${found} mounted from ${root}`);
            return { mounts, env };
        },
    }, { requiredEnv: [], optionalEnv: [], modelApis: [] });
}
function acpDefinition(plan, env) {
    return {
        name: plan.name,
        ...(plan.version ? { version: plan.version } : {}),
        needsSolution: false,
        needsContainerNetwork: true,
        modelApis: env.modelApis,
        requiredEnv: env.requiredEnv,
        optionalEnv: env.optionalEnv,
        ...(env.needs ? { needs: (hostEnv) => env.needs(null, hostEnv) } : {}),
        env: () => ({}),
        // The agent process is started by the host-side client (runOnHost), not as the attempt's command.
        command: () => null,
        prepare: plan.prepare,
        runOnHost: (ctx) => runAcpAttempt(plan, ctx),
        // In a trial, a role keeps one ACP session across its turns of a scene.
        openSession: (ctx) => openAcpRoleSession(plan, ctx),
    };
}
/** The agent process in the environment, in the task's workdir, and that workdir. */
async function launchAcp(plan, ctx) {
    const cwd = ctx.task.config.environment.workdir ?? (await ctx.environment.workdir());
    const process = launchInEnvironment(ctx.environment, {
        script: acpScript(plan, (0,installed/* isNoNetwork */.sH)(ctx.task)),
        user: ctx.task.config.agent.user,
        workdir: cwd,
        env: {
            ...ctx.preparedEnv,
            ...(ctx.model ? { HELIOS_MODEL: ctx.model } : {}),
            ...ctx.env,
        },
        stderrFile: (0,external_node_path_.join)(ctx.agentDir, 'stderr.txt'),
    });
    return { process, cwd };
}
/** A trial role's session: one agent process and one ACP session for the role's turns in a scene. */
async function openAcpRoleSession(plan, ctx) {
    const { process, cwd } = await launchAcp(plan, ctx);
    return openAcpSceneSession(process, { cwd, timeoutMs: HANDSHAKE_MS, agentDir: ctx.agentDir });
}
/** One attempt: a session in the task's workdir, the instruction as its one prompt, then stop. */
async function runAcpAttempt(plan, ctx) {
    const { process, cwd } = await launchAcp(plan, ctx);
    const started = Date.now();
    let report = null;
    let failure = null;
    let timedOut = false;
    try {
        const session = await openAcpSession(process, {
            cwd,
            timeoutMs: Math.min(HANDSHAKE_MS, ctx.timeoutMs),
            signal: ctx.signal,
        });
        report = session.report();
        const turn = await session.prompt(ctx.instruction, {
            timeoutMs: Math.max(1, ctx.timeoutMs - (Date.now() - started)),
            signal: ctx.signal,
        });
        timedOut = turn.timedOut;
        await session.close();
    }
    catch (error) {
        failure = error instanceof Error ? error.message : String(error);
    }
    finally {
        await process.stop();
    }
    const exitCode = await process.exited;
    if (report)
        await (0,promises_.writeFile)((0,external_node_path_.join)(ctx.agentDir, 'acp.json'), `${JSON.stringify(acpSummary(report), null, 2)}\n`);
    return acpOutcome(plan.name, ctx.model, report, {
        exitCode,
        timedOut,
        failure,
        stderr: process.stderrTail(),
    });
}
/**
 * The attempt's outcome from the session: a model API fault is the attempt's error (lasting ones
 * fatal), never the agent's failure; an agent that died before answering anything is an error too
 * (as for the installed CLIs); otherwise the verifier judges what it left.
 */
function acpOutcome(agent, model, report, how) {
    const turn = report?.turns.at(-1);
    const notes = [report?.record.notes(), turn?.error && !turn.fatal ? `the turn ended: ${turn.error}` : null];
    const trajectory = report
        ? {
            schema_version: agents_trajectory/* TRAJECTORY_SCHEMA_VERSION */.X9,
            agent,
            model,
            source: 'acp',
            steps: report.record.steps,
            ...(report.sessionId ? { session_id: report.sessionId } : {}),
            ...(notes.some(Boolean) ? { notes: notes.filter(Boolean).join('; ') } : {}),
        }
        : null;
    const modelFault = turn?.error?.startsWith('model API:') ? turn.error : null;
    const crashed = how.failure ?? (turn?.error && !modelFault ? turn.error : null);
    // Died (or never started its session) before any answer: an error, like a CLI that crashed at start.
    const answered = report?.record.steps.some((step) => step.role === 'assistant') ?? false;
    return {
        trajectory,
        usage: report?.record.usage() ?? null,
        fatal: turn?.fatal ?? null,
        error: modelFault ?? (crashed && !answered ? crashed : null),
        exitCode: how.timedOut ? null : how.exitCode,
        timedOut: how.timedOut,
    };
}
/** The script in the environment: the glibc check, the relay in a sealed task, then the agent. */
function acpScript(plan, relayed) {
    const check = plan.needsGlibc ? `${cli_spec/* GLIBC_CHECK */.Zm}helios_glibc_check "" ${plan.name} || exit 126\n` : '';
    const path = '[ -z "${HELIOS_ACP_PATH_PREFIX:-}" ] || export PATH="$HELIOS_ACP_PATH_PREFIX:$PATH"\n';
    return `${check}${relayed ? forwarder/* RELAY_PRELUDE */.Y9 : ''}${path}${plan.script}`;
}
const nodeBin = (platform) => `node_modules/node-${platform}/bin/node`;
/** The executable's real path: a path as given (relative to the current folder), else on PATH. */
async function findOnHost(command, path) {
    const candidates = command.includes('/')
        ? [(0,external_node_path_.resolve)(command)]
        : path
            .split(external_node_path_.delimiter)
            .filter(external_node_path_.isAbsolute)
            .map((dir) => (0,external_node_path_.join)(dir, command));
    for (const candidate of candidates) {
        const ok = await (0,promises_.access)(candidate, external_node_fs_.constants.X_OK).then(() => true, () => false);
        if (ok)
            return (0,promises_.realpath)(candidate);
    }
    throw new Error(command.includes('/')
        ? `${command} is not an executable file on this host`
        : `${command} is not on this host's PATH (install it, or give its path: -a acp:./path/to/agent)`);
}
/** The npm prefix above the file's first `node_modules`, else the file's own folder. */
function mountRoot(file) {
    const at = file.indexOf('/node_modules/');
    return at > 0 ? file.slice(0, at) : (0,external_node_path_.dirname)(file);
}
async function isNodeScript(file) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(128), 0, 128, 0);
        const first = buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '';
        return first.startsWith('#!') && /\bnode\b/.test(first);
    }
    finally {
        await handle.close();
    }
}
function shellQuote(word) {
    return `'${word.replace(/'/g, `'\\''`)}'`;
}

;// CONCATENATED MODULE: ./src/run/agents/index.ts








const BUILTIN_AGENTS = ['helios', 'oracle', 'nop', 'command', 'host-command'];
/**
 * Every agent name: the built-in ones, each installed CLI and each ACP adapter (one list). Beside
 * them, `acp:<command>` names any ACP agent on the host (isAgentName).
 */
const AGENT_NAMES = [
    ...BUILTIN_AGENTS,
    ...Object.keys(installed/* INSTALLED_CLIS */.Dl),
    ...Object.keys(adapters/* ACP_ADAPTERS */.S),
];
/** Agents that work with a model (a bench config runs them once per model); the others take none. */
const MODEL_AGENTS = [
    'helios',
    ...Object.keys(installed/* INSTALLED_CLIS */.Dl),
    ...Object.keys(adapters/* ACP_ADAPTERS */.S),
];
/** A name `resolveAgent` knows: one of AGENT_NAMES, or `acp:<command>`. */
function isAgentName(name) {
    return AGENT_NAMES.includes(name) || isAcpCommand(name);
}
/** Whether the agent takes a model: an `acp:<command>` agent may (it is passed as $HELIOS_MODEL). */
function takesModel(name) {
    return MODEL_AGENTS.includes(name) || isAcpCommand(name);
}
const inEnvironment = (name, command, needsSolution = false) => ({
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
            return inEnvironment('oracle', () => ['bash', '/solution/solve.sh'], true);
        case 'nop':
            return inEnvironment('nop', () => null);
        case 'command': {
            const command = spec.command?.trim();
            if (!command)
                throw new types/* UnknownAgentError */.c('agent "command" needs a command (e.g. --agent-command "...")');
            return inEnvironment('command', () => ['bash', '-lc', command]);
        }
        case 'host-command':
            return hostCommandAgent(spec.command);
        default: {
            if (isAcpCommand(spec.name))
                return acpCommandAgent(spec);
            const adapter = adapters/* ACP_ADAPTERS */.S[spec.name];
            if (adapter)
                return acpAdapterAgent(spec, adapter);
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


/***/ }),

/***/ 78443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FZ: () => (/* binding */ MAX_SCROLL),
/* harmony export */   GQ: () => (/* binding */ MAX_TYPE_CHARS),
/* harmony export */   JQ: () => (/* binding */ chord),
/* harmony export */   ZO: () => (/* binding */ xdotoolArgs),
/* harmony export */   bg: () => (/* binding */ actionPoint),
/* harmony export */   ii: () => (/* binding */ parseMouseLocation),
/* harmony export */   w: () => (/* binding */ keyCombo),
/* harmony export */   xT: () => (/* binding */ keyName),
/* harmony export */   zi: () => (/* binding */ fromAnthropic)
/* harmony export */ });
/* unused harmony export MAX_WAIT_SEC */
/* harmony import */ var _scaling_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39385);
// Computer actions as the providers send them, checked and turned into one xdotool command line
// each (xdotool chains its own commands, so one exec per action). Pure.

/** Longest wait or key hold the agent may ask for at once. */
const MAX_WAIT_SEC = 10;
const MAX_SCROLL = 50;
const MAX_TYPE_CHARS = 5000;
function fromAnthropic(input, space) {
    const name = typeof input.action === 'string' ? input.action : '';
    const point = (value, field) => {
        const screen = (0,_scaling_js__WEBPACK_IMPORTED_MODULE_0__/* .toScreen */ .Qr)(space, Array.isArray(value) ? value : undefined);
        if (screen)
            return screen;
        return `${field} ${JSON.stringify(value)} is not a point on the ${space.model.width}x${space.model.height} screen`;
    };
    const optionalPoint = () => input.coordinate === undefined ? null : point(input.coordinate, 'coordinate');
    const text = typeof input.text === 'string' ? input.text : null;
    const done = (action) => typeof action === 'string' ? { problem: action } : { action };
    switch (name) {
        case 'screenshot':
            return done({ kind: 'screenshot' });
        case 'cursor_position':
            return done({ kind: 'cursor-position' });
        case 'wait':
            return done({ kind: 'wait', seconds: seconds(input.duration, 1) });
        case 'mouse_move': {
            const to = point(input.coordinate, 'coordinate');
            return done(typeof to === 'string' ? to : { kind: 'move', to });
        }
        case 'left_click':
        case 'right_click':
        case 'middle_click':
        case 'double_click':
        case 'triple_click': {
            const at = optionalPoint();
            if (typeof at === 'string')
                return done(at);
            const button = name === 'right_click' ? 3 : name === 'middle_click' ? 2 : 1;
            const count = name === 'double_click' ? 2 : name === 'triple_click' ? 3 : 1;
            return done({ kind: 'click', at, button, count, modifiers: text ? keyCombo(text) : [] });
        }
        case 'left_click_drag': {
            const from = point(input.start_coordinate, 'start_coordinate');
            const to = point(input.coordinate, 'coordinate');
            if (typeof from === 'string')
                return done(from);
            return done(typeof to === 'string' ? to : { kind: 'drag', from, to });
        }
        case 'left_mouse_down':
        case 'left_mouse_up':
            return done({ kind: 'button', down: name === 'left_mouse_down' });
        case 'scroll': {
            const at = optionalPoint();
            if (typeof at === 'string')
                return done(at);
            const direction = input.scroll_direction;
            if (direction !== 'up' && direction !== 'down' && direction !== 'left' && direction !== 'right')
                return done(`scroll_direction must be up, down, left or right, not ${JSON.stringify(direction)}`);
            const amount = typeof input.scroll_amount === 'number' ? Math.round(input.scroll_amount) : 3;
            return done({ kind: 'scroll', at, direction, amount: Math.min(MAX_SCROLL, Math.max(1, amount)) });
        }
        case 'type':
            if (!text)
                return done('type needs text');
            if (text.length > MAX_TYPE_CHARS)
                return done(`type takes at most ${MAX_TYPE_CHARS} characters at once`);
            return done({ kind: 'type', text });
        case 'key':
        case 'hold_key':
            if (!text)
                return done(`${name} needs text, e.g. "ctrl+s"`);
            return done({
                kind: 'key',
                keys: keyCombo(text),
                holdSeconds: name === 'hold_key' ? seconds(input.duration, 1) : null,
            });
        default:
            return done(`unknown action ${JSON.stringify(input.action)}`);
    }
}
function seconds(value, fallback) {
    const n = typeof value === 'number' && Number.isFinite(value) ? value : fallback;
    return Math.min(MAX_WAIT_SEC, Math.max(0, n));
}
/** Key names models use that xdotool spells otherwise. */
const KEY_NAMES = {
    enter: 'Return',
    return: 'Return',
    esc: 'Escape',
    escape: 'Escape',
    tab: 'Tab',
    backspace: 'BackSpace',
    delete: 'Delete',
    space: 'space',
    cmd: 'super',
    command: 'super',
    meta: 'super',
    win: 'super',
    control: 'ctrl',
    ctrl: 'ctrl',
    shift: 'shift',
    alt: 'alt',
    super: 'super',
    insert: 'Insert',
    capslock: 'Caps_Lock',
    arrowup: 'Up',
    arrowdown: 'Down',
    arrowleft: 'Left',
    arrowright: 'Right',
    option: 'alt',
    pageup: 'Page_Up',
    pagedown: 'Page_Down',
    up: 'Up',
    down: 'Down',
    left: 'Left',
    right: 'Right',
    home: 'Home',
    end: 'End',
};
/** One key as xdotool spells it (`Enter` → `Return`, `CTRL` → `ctrl`). */
function keyName(key) {
    if (/^f\d{1,2}$/i.test(key))
        return key.toUpperCase();
    return KEY_NAMES[key.toLowerCase()] ?? key;
}
/**
 * `ctrl+shift+T` → ['ctrl+shift+t']; space-separated combos are pressed one after another. A letter
 * in a chord is lower-cased: xdotool's `ctrl+S` would press shift too.
 */
function keyCombo(text) {
    return text.trim().split(/\s+/).filter(Boolean).map(chord);
}
/** One chord (`Control+S`, or OpenAI's ['CTRL', 'S']) as xdotool spells it. */
function chord(keys) {
    const names = (typeof keys === 'string' ? keys.split('+') : keys).map(keyName);
    return names.map((k) => (names.length > 1 && /^[A-Z]$/.test(k) ? k.toLowerCase() : k)).join('+');
}
/** The xdotool arguments that do it; null for what needs no input (a screenshot, a wait). */
function xdotoolArgs(action) {
    const at = (p) => (p ? ['mousemove', '--sync', String(p[0]), String(p[1])] : []);
    switch (action.kind) {
        case 'screenshot':
        case 'wait':
            return null;
        case 'cursor-position':
            return ['getmouselocation', '--shell'];
        case 'move':
            return at(action.to);
        case 'click': {
            const mods = action.modifiers.flatMap((m) => m.split('+'));
            const repeat = action.count > 1 ? ['--repeat', String(action.count), '--delay', '80'] : [];
            return [
                ...at(action.at),
                ...(mods.length ? ['keydown', mods.join('+')] : []),
                'click',
                ...repeat,
                String(action.button),
                ...(mods.length ? ['keyup', mods.join('+')] : []),
            ];
        }
        case 'drag':
            return [...at(action.from), 'mousedown', '1', ...at(action.to), 'mouseup', '1'];
        case 'button':
            return [action.down ? 'mousedown' : 'mouseup', '1'];
        case 'scroll': {
            const button = { up: '4', down: '5', left: '6', right: '7' }[action.direction];
            return [...at(action.at), 'click', '--repeat', String(action.amount), '--delay', '30', button];
        }
        case 'type':
            return ['type', '--delay', '12', '--', action.text];
        case 'key':
            return action.holdSeconds === null
                ? ['key', '--delay', '60', '--', ...action.keys]
                : ['keydown', ...action.keys, 'sleep', String(action.holdSeconds), 'keyup', ...action.keys];
    }
}
/** Where the action put the pointer on the screen, for the filmstrip's click marks. */
function actionPoint(action) {
    if (action.kind === 'click' || action.kind === 'scroll')
        return action.at;
    if (action.kind === 'move' || action.kind === 'drag')
        return action.to;
    return null;
}
/** `X=12\nY=34\n…` from `getmouselocation --shell`. */
function parseMouseLocation(output) {
    const x = /X=(\d+)/.exec(output);
    const y = /Y=(\d+)/.exec(output);
    return x && y ? [Number(x[1]), Number(y[1])] : null;
}


/***/ }),

/***/ 18591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NY: () => (/* binding */ Collect),
  Jy: () => (/* binding */ DISPLAY_ENV),
  wc: () => (/* binding */ SCREENSHOT_TIMEOUT_MS),
  HR: () => (/* binding */ readScreenshot),
  A$: () => (/* binding */ runScreenAction),
  rg: () => (/* binding */ startDisplay),
  wG: () => (/* binding */ takeScreenshot)
});

// UNUSED EXPORTS: DISPLAY_READY_SEC, DisplayNotReady, SCREENSHOT_COMMAND, isScreenshotCommand

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./src/run/display/actions.ts
var actions = __webpack_require__(78443);
// EXTERNAL MODULE: ./src/run/display/start-script.ts
var start_script = __webpack_require__(7858);
;// CONCATENATED MODULE: ./src/run/display/xwd.ts
// Reads the X Window Dump that `xwd -root` writes (X11's own format: a big-endian header, a colour
// map, then raw pixels) into 8-bit RGB. Converting on the host keeps the image's tools to xwd. Pure.
class XwdFormatError extends Error {
    name = 'XwdFormatError';
}
const HEADER_FIELDS = 25;
const Z_PIXMAP = 2;
function decodeXwd(data) {
    if (data.length < HEADER_FIELDS * 4)
        throw new XwdFormatError(`xwd output too short (${data.length} bytes)`);
    const field = (i) => data.readUInt32BE(i * 4);
    const headerSize = field(0);
    const [version, format, width, height] = [field(1), field(2), field(4), field(5)];
    const lsbFirst = field(7) === 0;
    const bitsPerPixel = field(11);
    const bytesPerLine = field(12);
    const masks = [field(14), field(15), field(16)];
    const colours = field(19);
    if (version !== 7 || format !== Z_PIXMAP)
        throw new XwdFormatError(`xwd version ${version} format ${format}: expected 7, ZPixmap`);
    if (bitsPerPixel !== 32 && bitsPerPixel !== 24)
        throw new XwdFormatError(`xwd at ${bitsPerPixel} bits per pixel: expected a 24-bit screen`);
    const start = headerSize + colours * 12;
    if (start + bytesPerLine * height > data.length)
        throw new XwdFormatError(`xwd output cut short: ${data.length} bytes for ${width}x${height}`);
    const shifts = masks.map(shiftOf);
    const bytes = bitsPerPixel / 8;
    const rgb = Buffer.alloc(width * height * 3);
    const offsets = byteOffsets(masks, shifts, bytes, lsbFirst);
    if (offsets !== null) {
        // Each channel a whole byte (Xvfb's 24-bit screens): copied byte by byte, 5× faster.
        const [r, g, b] = offsets;
        for (let y = 0; y < height; y++) {
            let at = start + y * bytesPerLine;
            let out = y * width * 3;
            for (let x = 0; x < width; x++, at += bytes, out += 3) {
                rgb[out] = data[at + r];
                rgb[out + 1] = data[at + g];
                rgb[out + 2] = data[at + b];
            }
        }
        return { width, height, rgb };
    }
    for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
            const at = start + y * bytesPerLine + x * bytes;
            const pixel = bytes === 4 ? (lsbFirst ? data.readUInt32LE(at) : data.readUInt32BE(at)) : read24(data, at, lsbFirst);
            const out = (y * width + x) * 3;
            for (let c = 0; c < 3; c++)
                rgb[out + c] = ((pixel & masks[c]) >>> shifts[c]) & 0xff;
        }
    }
    return { width, height, rgb };
}
/** Where each channel's byte sits in a pixel, when every mask is one whole byte; else null. */
function byteOffsets(masks, shifts, bytes, lsbFirst) {
    const offsets = masks.map((mask, c) => {
        const shift = shifts[c];
        if (mask >>> shift !== 0xff || shift % 8 !== 0)
            return null;
        const index = shift / 8;
        return lsbFirst ? index : bytes - 1 - index;
    });
    const [red, green, blue] = offsets;
    return red != null && green != null && blue != null ? [red, green, blue] : null;
}
function read24(data, at, lsbFirst) {
    return lsbFirst ? data.readUIntLE(at, 3) : data.readUIntBE(at, 3);
}
function shiftOf(mask) {
    let shift = 0;
    while (mask !== 0 && ((mask >>> shift) & 1) === 0)
        shift++;
    return shift;
}
/** An xwd file of an RGB image (32 bits per pixel, LSB first, as Xvfb writes): for tests. */
function encodeXwd(image) {
    const name = Buffer.from('xwdump\0');
    const headerSize = HEADER_FIELDS * 4 + name.length;
    const bytesPerLine = image.width * 4;
    const out = Buffer.alloc(headerSize + bytesPerLine * image.height);
    const fields = [
        headerSize,
        7,
        Z_PIXMAP,
        24,
        image.width,
        image.height,
        0,
        0,
        32,
        0,
        32,
        32,
        bytesPerLine,
        4,
        0xff0000,
        0xff00,
        0xff,
        8,
        256,
        0,
        image.width,
        image.height,
        0,
        0,
        0,
    ];
    fields.forEach((value, i) => out.writeUInt32BE(value, i * 4));
    name.copy(out, HEADER_FIELDS * 4);
    for (let i = 0; i < image.width * image.height; i++) {
        const [r, g, b] = [image.rgb[i * 3], image.rgb[i * 3 + 1], image.rgb[i * 3 + 2]];
        out.writeUInt32LE(((r << 16) | (g << 8) | b) >>> 0, headerSize + i * 4);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/run/display/display.ts
// The virtual screen of a GUI attempt, through the environment's exec: start it (and check it is
// ready), take a screenshot, run an input action. The I/O of src/run/display, with
// resident-screenshots.ts (one exec answering every screenshot).





/** How long Xvfb may take to answer; a loaded 2-core machine needs about a second. */
const DISPLAY_READY_SEC = 15;
const ACTION_TIMEOUT_MS = 30_000;
const SCREENSHOT_TIMEOUT_MS = ACTION_TIMEOUT_MS;
const DISPLAY_ENV = { DISPLAY: start_script/* DISPLAY */.Nu };
class DisplayNotReady extends Error {
    name = 'DisplayNotReady';
}
/**
 * Starts the screen as root, taking what the image lacks from the display tools bundle where it is
 * mounted (`bundle`); throws DisplayNotReady with the cause when it does not come up. */
async function startDisplay(environment, size, options = {}) {
    const readySec = options.readySec ?? DISPLAY_READY_SEC;
    const output = new Collect();
    const outcome = await environment.exec({
        cmd: ['sh', '-c', (0,start_script/* displayStartScript */.Gu)(size, readySec, options.bundle ?? null)],
        user: 'root',
        env: DISPLAY_ENV,
        stdout: output,
        stderr: output,
        timeoutMs: (readySec + 10) * 1000,
    });
    const answer = (0,start_script/* readDisplayStart */.Nz)(outcome.timedOut ? null : outcome.exitCode, output.text(), size);
    if (!answer.ok)
        throw new DisplayNotReady(answer.reason ?? 'the display did not start');
    return { windowManager: answer.windowManager, bundled: answer.bundled };
}
/**
 * The screenshot's command: `xwd`'s 4 MB dump of a 1280×800 screen compressed in the environment
 * where gzip is there (every Debian-based image), about 50 KB through exec instead of the dump;
 * read either way.
 */
const SCREENSHOT_COMMAND = [
    'sh',
    '-c',
    'if command -v gzip >/dev/null; then xwd -root -silent | gzip -1; else xwd -root -silent; fi',
];
/** Whether an exec is the screenshot (for fakes of an environment). */
function isScreenshotCommand(cmd) {
    return cmd.length === SCREENSHOT_COMMAND.length && cmd.every((part, i) => part === SCREENSHOT_COMMAND[i]);
}
/** The whole screen, as `xwd` dumps it, decoded. */
async function takeScreenshot(environment) {
    const out = new Collect();
    const err = new Collect();
    const outcome = await environment.exec({
        cmd: SCREENSHOT_COMMAND,
        user: 'root',
        env: DISPLAY_ENV,
        stdout: out,
        stderr: err,
        timeoutMs: SCREENSHOT_TIMEOUT_MS,
    });
    if (outcome.exitCode !== 0)
        throw new Error(`screenshot failed (xwd exit ${outcome.exitCode ?? 'none'}): ${err.text().slice(0, 200)}`);
    return readScreenshot(out.buffer(), err.text());
}
/** A dump as the screenshot command wrote it (gzipped or not); `errors`: what it said on stderr. */
function readScreenshot(raw, errors) {
    const dump = raw[0] === 0x1f && raw[1] === 0x8b ? (0,external_node_zlib_.gunzipSync)(raw) : raw;
    // Behind the pipe xwd's own exit status is lost: an empty dump is its failure, said as xwd said it.
    if (dump.length === 0)
        throw new Error(`screenshot failed (xwd wrote nothing): ${errors.slice(0, 200)}`);
    return decodeXwd(dump);
}
/** Runs the action's xdotool line; a cursor position comes back as a screen point. */
async function runScreenAction(environment, action, user) {
    if (action.kind === 'wait') {
        await new Promise((resolve) => setTimeout(resolve, action.seconds * 1000));
        return { ok: true, detail: '', cursor: null };
    }
    const args = (0,actions/* xdotoolArgs */.ZO)(action);
    if (args === null)
        return { ok: true, detail: '', cursor: null };
    const out = new Collect();
    const outcome = await environment.exec({
        cmd: ['xdotool', ...args],
        user,
        env: DISPLAY_ENV,
        stdout: out,
        stderr: out,
        timeoutMs: ACTION_TIMEOUT_MS,
    });
    const text = out.text().trim();
    if (outcome.exitCode !== 0)
        return {
            ok: false,
            detail: `xdotool failed (exit ${outcome.exitCode ?? 'none'}): ${text.slice(0, 200)}`,
            cursor: null,
        };
    return {
        ok: true,
        detail: text,
        cursor: action.kind === 'cursor-position' ? (0,actions/* parseMouseLocation */.ii)(text) : null,
    };
}
/** Keeps everything written (a screenshot is a few MB at most). */
class Collect extends external_node_stream_.Writable {
    parts = [];
    _write(chunk, _encoding, callback) {
        this.parts.push(chunk);
        callback();
    }
    buffer() {
        return Buffer.concat(this.parts);
    }
    text() {
        return this.buffer().toString('utf8');
    }
}


/***/ }),

/***/ 59427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ cappedPng),
/* harmony export */   KJ: () => (/* binding */ encodePng),
/* harmony export */   Qr: () => (/* binding */ shrink),
/* harmony export */   lU: () => (/* binding */ pngSize),
/* harmony export */   wS: () => (/* binding */ decodePng)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
// PNG out of RGB pixels (node's zlib), and the box-filter shrink used both to fit the model's
// coordinate space and to cap the size of a kept screenshot. Pure.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function encodePng(image) {
    const stride = image.width * 3;
    const raw = Buffer.alloc((stride + 1) * image.height);
    for (let y = 0; y < image.height; y++) {
        // Filter "up" (2): a screen is mostly flat rows, which it turns into zeros.
        raw[y * (stride + 1)] = 2;
        const row = y * stride;
        for (let i = 0; i < stride; i++) {
            const above = y === 0 ? 0 : image.rgb[row - stride + i];
            raw[y * (stride + 1) + 1 + i] = (image.rgb[row + i] - above) & 0xff;
        }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(image.width, 0);
    header.writeUInt32BE(image.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter set, no interlace
    return Buffer.concat([
        SIGNATURE,
        chunk('IHDR', header),
        chunk('IDAT', (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.deflateSync)(raw, { level: 1 })),
        chunk('IEND', Buffer.alloc(0)),
    ]);
}
function chunk(type, data) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE((0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32)(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
}
/** Width and height from a PNG's header; null when it is not a PNG. */
function pngSize(png) {
    if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE))
        return null;
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
/** Decodes what encodePng wrote (truecolour, filters none/up): for tests and the size cap. */
function decodePng(png) {
    const size = pngSize(png);
    if (!size)
        throw new Error('not a PNG');
    if (png[24] !== 8 || png[25] !== 2 || png[28] !== 0)
        throw new Error('not an 8-bit truecolour PNG as helios writes');
    const parts = [];
    for (let at = 8; at < png.length;) {
        const length = png.readUInt32BE(at);
        if (png.toString('ascii', at + 4, at + 8) === 'IDAT')
            parts.push(png.subarray(at + 8, at + 8 + length));
        at += 12 + length;
    }
    const raw = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.inflateSync)(Buffer.concat(parts));
    const stride = size.width * 3;
    const rgb = Buffer.alloc(stride * size.height);
    for (let y = 0; y < size.height; y++) {
        const filter = raw[y * (stride + 1)];
        if (filter !== 0 && filter !== 2)
            throw new Error(`PNG filter ${filter} is not one helios writes`);
        for (let i = 0; i < stride; i++) {
            const value = raw[y * (stride + 1) + 1 + i];
            const above = filter === 2 && y > 0 ? rgb[(y - 1) * stride + i] : 0;
            rgb[y * stride + i] = (value + above) & 0xff;
        }
    }
    return { ...size, rgb };
}
/** The image shrunk to width × height, each pixel the mean of the source pixels it covers. */
function shrink(image, width, height) {
    if (width === image.width && height === image.height)
        return image;
    const rgb = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
        const y0 = Math.floor((y * image.height) / height);
        const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
        for (let x = 0; x < width; x++) {
            const x0 = Math.floor((x * image.width) / width);
            const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
            const sums = [0, 0, 0];
            for (let sy = y0; sy < y1; sy++)
                for (let sx = x0; sx < x1; sx++)
                    for (let c = 0; c < 3; c++)
                        sums[c] += image.rgb[(sy * image.width + sx) * 3 + c];
            const n = (y1 - y0) * (x1 - x0);
            for (let c = 0; c < 3; c++)
                rgb[(y * width + x) * 3 + c] = Math.round(sums[c] / n);
        }
    }
    return { width, height, rgb };
}
/** A PNG of at most `capBytes`: halved until it fits (or is too small to halve again). */
function cappedPng(image, capBytes) {
    let current = image;
    let png = encodePng(current);
    while (png.length > capBytes && current.width >= 320) {
        current = shrink(current, Math.floor(current.width / 2), Math.floor(current.height / 2));
        png = encodePng(current);
    }
    return { png, width: current.width, height: current.height };
}


/***/ }),

/***/ 39385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PI: () => (/* binding */ coordinateSpace),
/* harmony export */   Qr: () => (/* binding */ toScreen),
/* harmony export */   zN: () => (/* binding */ toModel)
/* harmony export */ });
const MAX_LONG_EDGE = 1568;
const MAX_PIXELS = 1_150_000;
function coordinateSpace(screen) {
    const factor = Math.min(1, MAX_LONG_EDGE / Math.max(screen.width, screen.height), Math.sqrt(MAX_PIXELS / (screen.width * screen.height)));
    const model = { width: Math.floor(screen.width * factor), height: Math.floor(screen.height * factor) };
    return { screen, model };
}
/** A model point on the screen; null when it lies outside the model's space (not clamped: a miss is the model's to see). */
function toScreen(space, point) {
    if (!point || point.length !== 2)
        return null;
    const [x, y] = point;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
        return null;
    if (x < 0 || y < 0 || x >= space.model.width || y >= space.model.height)
        return null;
    return [
        Math.min(space.screen.width - 1, Math.round((x * space.screen.width) / space.model.width)),
        Math.min(space.screen.height - 1, Math.round((y * space.screen.height) / space.model.height)),
    ];
}
/** A screen point in the model's space (the cursor position the model asks for). */
function toModel(space, point) {
    return [
        Math.round((point[0] * space.model.width) / space.screen.width),
        Math.round((point[1] * space.model.height) / space.screen.height),
    ];
}


/***/ }),

/***/ 7858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ displayStartScript),
/* harmony export */   Ih: () => (/* binding */ REQUIRED_TOOLS),
/* harmony export */   Nu: () => (/* binding */ DISPLAY),
/* harmony export */   Nz: () => (/* binding */ readDisplayStart),
/* harmony export */   aN: () => (/* binding */ linkBundleScript)
/* harmony export */ });
/* unused harmony exports WINDOW_MANAGERS, EXIT */
/* harmony import */ var _tools_bundle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98184);

/** The X display every GUI attempt uses; one display per container, so no number to share. */
const DISPLAY = ':99';
/** What a GUI environment must have: the X server, input, and a screen dump. */
const REQUIRED_TOOLS = ['Xvfb', 'xdotool', 'xwd'];
/** Tried in this order; the first the image has is started. None is not an error. */
const WINDOW_MANAGERS = ['openbox', 'matchbox-window-manager', 'twm', 'fluxbox', 'xfwm4'];
/** Exit codes of the script, so the caller can name the cause. */
const EXIT = { missingTools: 3, notReady: 4 };
/**
 * Starts the display and prints the size xdotool reads (`WIDTH HEIGHT`) as its last line. Runs as
 * root; `-ac` lets the task's agent and verifier users (any uid) draw on it. `-noreset`: without
 * it Xvfb resets when its last client leaves (the readiness probe), and a client connecting then
 * (the window manager, the last probe, the task's program) is refused: "Can't open display".
 */
function displayStartScript(size, readySec, bundle = null) {
    const tries = Math.max(1, Math.round(readySec * 10));
    return [
        // A minimal image (busybox) may have no nohup; an exec without a terminal sends no hangup anyway.
        'command -v nohup >/dev/null 2>&1 || nohup() { "$@"; }',
        ...(bundle ? [linkBundleScript(bundle)] : ['xkbdir=""']),
        'missing=""',
        `for tool in ${REQUIRED_TOOLS.join(' ')}; do command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"; done`,
        `if [ -n "$missing" ]; then echo "missing:$missing"; exit ${EXIT.missingTools}; fi`,
        'mkdir -p /tmp/.X11-unix && chmod 1777 /tmp/.X11-unix',
        `nohup Xvfb ${DISPLAY} -screen 0 ${size.width}x${size.height}x24 -nolisten tcp -noreset -ac $xkbdir >/tmp/helios-xvfb.log 2>&1 &`,
        'tries=0',
        'until xdotool getdisplaygeometry >/dev/null 2>&1; do',
        '  tries=$((tries + 1))',
        `  if [ "$tries" -ge ${tries} ]; then echo "no answer from Xvfb in ${readySec} s"; tail -n 3 /tmp/helios-xvfb.log; exit ${EXIT.notReady}; fi`,
        '  sleep 0.1',
        'done',
        `for wm in ${WINDOW_MANAGERS.join(' ')}; do`,
        '  if command -v "$wm" >/dev/null 2>&1; then nohup "$wm" >/tmp/helios-wm.log 2>&1 & echo "wm $wm"; break; fi',
        'done',
        'xdotool getdisplaygeometry',
    ].join('\n');
}
/**
 * Links each tool the image lacks to the bundle's (mounted at `bundle`) in `binDir`, which is on
 * every user's PATH: the image's own tools win, and xdotool and xwd run by name for the agent and
 * the verifier as they do with the image's. A bundled Xvfb gets the bundle's keyboard data and finds
 * xkbcomp where Debian compiled it to look. The window manager only when the image has none.
 * Prints `bundle: TOOL…` (the tools linked) and leaves `$xkbdir` for Xvfb's line.
 */
function linkBundleScript(bundle, binDir = '/usr/local/bin', xkbcompPath = _tools_bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .XKBCOMP_COMPILED_PATH */ .zP) {
    const link = (tool, at) => `ln -sf ${bundle}/bin/${tool} ${at} && bundled="$bundled ${tool}"`;
    return [
        'bundled=""',
        'xkbdir=""',
        `mkdir -p ${binDir}`,
        `for tool in ${REQUIRED_TOOLS.join(' ')}; do`,
        `  command -v "$tool" >/dev/null 2>&1 || { ${link('$tool', `${binDir}/$tool`)}; }`,
        'done',
        'case " $bundled " in *" Xvfb "*)',
        `  [ -e ${xkbcompPath} ] || { mkdir -p ${xkbcompPath.replace(/\/[^/]+$/, '')} && ${link('xkbcomp', xkbcompPath)}; }`,
        `  xkbdir="-xkbdir ${bundle}/${_tools_bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_XKB_DIR */ .He}" ;;`,
        'esac',
        'wm=""',
        `for tool in ${WINDOW_MANAGERS.join(' ')}; do command -v "$tool" >/dev/null 2>&1 && wm="$tool"; done`,
        `[ -n "$wm" ] || { ${link(_tools_bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_WINDOW_MANAGER */ .YK, `${binDir}/${_tools_bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_WINDOW_MANAGER */ .YK}`)}; }`,
        'echo "bundle:$bundled"',
    ].join('\n');
}
/** Reads the script's exit code and output against the size asked for. */
function readDisplayStart(exitCode, output, size) {
    const lines = output.trim().split('\n').filter(Boolean);
    const wanted = `${size.width}x${size.height}`;
    if (exitCode === EXIT.missingTools) {
        const missing = (lines.find((l) => l.startsWith('missing:')) ?? 'missing:').slice(8).trim();
        return fail(`the task image lacks ${missing || REQUIRED_TOOLS.join(', ')} for its display (install xvfb, xdotool and x11-apps; see docs/gui.md)`);
    }
    if (exitCode === null)
        return fail(`the display (${wanted}) did not start: the start script timed out`);
    if (exitCode !== 0)
        return fail(`the display (${wanted}) never became ready: ${lines.join(' | ').slice(0, 300)}`);
    const geometry = lines.at(-1)?.split(/\s+/).join('x');
    if (geometry !== wanted)
        return fail(`the display came up at ${geometry ?? '(nothing)'}, not ${wanted}`);
    const wm = lines.find((l) => l.startsWith('wm '));
    const bundled = (lines.find((l) => l.startsWith('bundle:')) ?? 'bundle:').slice(7).trim();
    return {
        ok: true,
        windowManager: wm ? wm.slice(3) : null,
        reason: null,
        bundled: bundled ? bundled.split(/\s+/) : [],
    };
}
function fail(reason) {
    return { ok: false, windowManager: null, reason, bundled: [] };
}


/***/ }),

/***/ 64331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ onAbort)
/* harmony export */ });
// Stopping work when the run is interrupted (the runner, host agents, scene turns). A listener
// added to a signal that has already aborted never fires: a Ctrl-C that landed while an attempt
// was starting once left its host agent running for its whole timeout, and the CLI waited for it.
/** Calls `stop` when `signal` aborts, or now if it already has; returns the unsubscribe. */
function onAbort(signal, stop) {
    if (signal === undefined)
        return () => undefined;
    if (signal.aborted) {
        stop();
        return () => undefined;
    }
    signal.addEventListener('abort', stop, { once: true });
    return () => signal.removeEventListener('abort', stop);
}


/***/ })

};
