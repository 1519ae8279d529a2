export const id = 5897;
export const ids = [5897];
export const modules = {

/***/ 7432:
/***/ ((module) => {

function webpackEmptyAsyncContext(req) {
	// Here Promise.resolve().then() is used instead of new Promise() to prevent
	// uncaught exception popping up in devtools
	return Promise.resolve().then(() => {
		var e = new Error("Cannot find module '" + req + "'");
		e.code = 'MODULE_NOT_FOUND';
		throw e;
	});
}
webpackEmptyAsyncContext.keys = () => ([]);
webpackEmptyAsyncContext.resolve = webpackEmptyAsyncContext;
webpackEmptyAsyncContext.id = 7432;
module.exports = webpackEmptyAsyncContext;

/***/ }),

/***/ 39331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ refusalText),
/* harmony export */   YI: () => (/* binding */ specRefusal),
/* harmony export */   aK: () => (/* binding */ taskRefusal),
/* harmony export */   kW: () => (/* binding */ runRefusal)
/* harmony export */ });
/* unused harmony export taskNeeds */
/* harmony import */ var _provider_title_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61493);

/** The provider a refused need can move to: Docker honours every one. */
const FIX_PROVIDER = '--provider docker';
/** `<where>: <asks> cannot run on <Provider> (<its reason>); <fix>`. */
function refusalText(provider, refused) {
    const why = provider.capabilities.reasons?.[refused.need];
    const subject = refused.where ? `${refused.where}: ${refused.asks}` : refused.asks;
    return `${subject} cannot run on ${(0,_provider_title_js__WEBPACK_IMPORTED_MODULE_0__/* .providerTitle */ .O)(provider.name)}${why ? ` (${why})` : ''}; ${refused.fix}`;
}
/** What this task's files ask of an environment provider. */
function taskNeeds(task) {
    const needs = [];
    const fix = `run this task with ${FIX_PROVIDER}`;
    if (task.compose) {
        const names = task.compose.services.map((s) => s.name).join(', ');
        const where = `${task.relativeDir}/${task.compose.file}`;
        needs.push({ need: 'services', where, asks: `compose sidecars (${names})`, fix });
    }
    if (task.config.environment.networkMode === 'no-network') {
        const asks = '[environment] network_mode = "no-network"';
        needs.push({ need: 'noNetwork', where: `${task.relativeDir}/task.toml`, asks, fix });
    }
    return needs;
}
/** Why this task cannot run on the provider (the first need it lacks), or null when it can. */
function taskRefusal(task, provider) {
    const refused = taskNeeds(task).find(({ need }) => !provider.capabilities[need]);
    return refused ? refusalText(provider, refused) : null;
}
/** Why no attempt of this run can run on the provider (the agent or a run flag), or null. */
function runRefusal(run, provider) {
    const { capabilities } = provider;
    if (run.mountsFromHost && !capabilities.mounts) {
        return refusalText(provider, {
            need: 'mounts',
            where: `agent ${run.agent}`,
            asks: 'an agent installed on this machine and mounted into each environment',
            fix: `run it with ${FIX_PROVIDER}, or use the built-in agent (-a helios -m <model>), which acts from this machine`,
        });
    }
    if (run.agentNetwork === 'host' && !capabilities.hostNetwork) {
        return refusalText(provider, {
            need: 'hostNetwork',
            where: '--agent-network host (action: agent-network)',
            asks: "environments on this machine's network",
            fix: `serve the model on an address the environments can reach and drop it, or run with ${FIX_PROVIDER}`,
        });
    }
    return null;
}
/**
 * What an environment spec asks that the provider cannot give (a provider's own last check, for
 * callers that did not go through the runner's). `copyable`: mounts the provider gives as copies
 * (small read-only files, environment/mount-copies.ts); a folder cannot be copied so.
 */
function specRefusal(spec, provider, copyable = () => false) {
    const { capabilities } = provider;
    const folders = spec.mounts.filter((m) => !copyable(m));
    const use = `use ${FIX_PROVIDER}`;
    if (folders.length > 0 && !capabilities.mounts) {
        const asks = `host folders mounted into the environment (${folders.map((m) => m.path).join(', ')})`;
        const fix = `installed CLIs and the model relay need ${FIX_PROVIDER}`;
        return refusalText(provider, { need: 'mounts', where: null, asks, fix });
    }
    const { kind } = spec.network;
    if (kind === 'none' && !capabilities.noNetwork)
        return refusalText(provider, {
            need: 'noNetwork',
            where: null,
            asks: 'a no-network environment',
            fix: use,
        });
    const need = kind === 'host' ? 'hostNetwork' : kind === 'group' ? 'services' : null;
    if (need && !capabilities[need])
        return refusalText(provider, { need, where: null, asks: `the network policy "${kind}"`, fix: use });
    return null;
}


/***/ }),

/***/ 61493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ providerTitle)
/* harmony export */ });
const TITLES = {
    docker: 'Docker',
    daytona: 'Daytona',
    kubernetes: 'Kubernetes',
};
function providerTitle(name) {
    // A provider of a library user's own (tests cast one) is named as it names itself.
    return TITLES[name] ?? name;
}


/***/ }),

/***/ 23420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SD: () => (/* binding */ execLine),
/* harmony export */   XW: () => (/* binding */ quoteWord),
/* harmony export */   ay: () => (/* binding */ commandLine),
/* harmony export */   ex: () => (/* binding */ asUser)
/* harmony export */ });
// Remote providers run commands through a shell in the environment (Daytona's execute endpoint
// takes one line; Kubernetes' exec API has no user, env or cwd of its own): argv and the user are
// turned into that line here, each word quoted so nothing in it is interpreted.
function quoteWord(word) {
    if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word))
        return word;
    return `'${word.replace(/'/g, `'\\''`)}'`;
}
function commandLine(argv) {
    if (argv.length === 0)
        throw new Error('exec: empty command');
    return argv.map(quoteWord).join(' ');
}
/** `line` run as `user`; root or none: as it is. */
function asUser(line, user) {
    if (!user || user === 'root' || user === '0')
        return line;
    // `su` with a shell of our choosing: the user's login shell may be nologin.
    return `su -s /bin/sh -c ${quoteWord(line)} ${quoteWord(user)}`;
}
/** The line that runs `argv` as `user` (root or none: as is), with stdin from `stdinFile` when given. */
function execLine(argv, user, stdinFile) {
    const line = commandLine(argv);
    return asUser(stdinFile ? `${line} < ${quoteWord(stdinFile)}` : line, user);
}


/***/ }),

/***/ 57063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZJ: () => (/* binding */ daytonaSettingsFromEnv),
/* harmony export */   t$: () => (/* binding */ DEFAULT_DAYTONA_CONCURRENCY),
/* harmony export */   xf: () => (/* binding */ DaytonaConfigError)
/* harmony export */ });
/* unused harmony export DEFAULT_DAYTONA_API_URL */
// Daytona's settings from the environment. The key is only ever handed to the SDK (and its
// generated toolbox client, toolbox-files.ts): never logged, never written to a run folder,
// never part of an error message.
const DEFAULT_DAYTONA_API_URL = 'https://app.daytona.io/api';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_DAYTONA_CONCURRENCY = 32;
class DaytonaConfigError extends Error {
    name = 'DaytonaConfigError';
}
/** Reads DAYTONA_API_KEY, DAYTONA_API_URL and DAYTONA_TARGET; throws naming what to set. */
function daytonaSettingsFromEnv(env) {
    const apiKey = env.DAYTONA_API_KEY?.trim() ?? '';
    if (!apiKey) {
        throw new DaytonaConfigError('provider daytona: DAYTONA_API_KEY is not set; create a key in the Daytona dashboard and pass it as a secret (env: DAYTONA_API_KEY: ${{ secrets.DAYTONA_API_KEY }})');
    }
    const apiUrl = env.DAYTONA_API_URL?.trim() || DEFAULT_DAYTONA_API_URL;
    let parsed;
    try {
        parsed = new URL(apiUrl);
    }
    catch {
        throw new DaytonaConfigError(`provider daytona: DAYTONA_API_URL is not a URL; set it like ${DEFAULT_DAYTONA_API_URL}`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new DaytonaConfigError(`provider daytona: DAYTONA_API_URL must be http(s); set it like ${DEFAULT_DAYTONA_API_URL}`);
    }
    if (parsed.username || parsed.password) {
        throw new DaytonaConfigError('provider daytona: DAYTONA_API_URL must not carry credentials; put the key in DAYTONA_API_KEY');
    }
    return { apiKey, apiUrl: apiUrl.replace(/\/+$/, ''), target: env.DAYTONA_TARGET?.trim() || null };
}


/***/ }),

/***/ 3710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xd: () => (/* binding */ PROVIDER_NAMES),
  Qd: () => (/* binding */ createProvider),
  lc: () => (/* binding */ providerOf)
});

// EXTERNAL MODULE: ./src/run/providers/daytona/config.ts
var config = __webpack_require__(57063);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@daytonaio/sdk/esm/index.js + 127 modules
var esm = __webpack_require__(59214);
// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/run/environment/mount-copies.ts
// A remote environment cannot see the runner's folders, but a small read-only host file (a CA
// bundle) can be given to it as a copy: what Docker would bind-mount, placed as a root-owned file.

/** A read-only host file this small is copied in instead of mounted. */
const MAX_COPIED_MOUNT_BYTES = 1024 * 1024;
/** The mounts that are small read-only files, with their content; the others stay mounts. */
async function mountCopies(mounts) {
    const copies = new Map();
    for (const mount of mounts) {
        if (!mount.readOnly)
            continue;
        const info = await (0,promises_.stat)(mount.hostPath).catch(() => null);
        if (info?.isFile() && info.size <= MAX_COPIED_MOUNT_BYTES)
            copies.set(mount, await (0,promises_.readFile)(mount.hostPath));
    }
    return copies;
}

// EXTERNAL MODULE: ./src/run/environment/labels.ts
var environment_labels = __webpack_require__(10700);
;// CONCATENATED MODULE: ./src/run/environment/remote-provider.ts
// What every remote provider (Daytona, Kubernetes) does the same way: which HTTP answers and
// transport errors may pass on another try, which labels a sweep selects, the creations a forced
// exit waits for, and the events it has none of.

const TRANSIENT_HTTP_STATUS = new Set([408, 429, 500, 502, 503, 504]);
const TRANSIENT_NET_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EPIPE',
    'ENOTFOUND',
    'EAI_AGAIN',
    'ECONNABORTED',
    'UND_ERR_SOCKET',
]);
/** The labels `removeRun` selects: every managed environment, or one run's, or one process's. */
function sweepLabels(runId, owner) {
    const labels = { [environment_labels/* LABEL_MANAGED */.TA]: 'true' };
    if (runId !== null)
        labels[environment_labels/* LABEL_RUN */.Bt] = runId;
    if (owner)
        labels[environment_labels/* LABEL_OWNER */.N2] = owner;
    return labels;
}
/** A provider without an event stream: memory kills are not told apart. */
const NO_EVENTS = {
    sawOom: () => false,
    forget: () => undefined,
    close: () => undefined,
};
/** The creations under way, which a forced exit's sweep waits for. */
class Creations {
    pending = new Set();
    track(creation) {
        this.pending.add(creation);
        const forget = () => this.pending.delete(creation);
        void creation.then(forget, forget);
        return creation;
    }
    async settled(timeoutMs) {
        let timer;
        const timeout = new Promise((resolve) => {
            timer = setTimeout(resolve, timeoutMs);
        });
        await Promise.race([Promise.allSettled([...this.pending]), timeout]);
        clearTimeout(timer);
    }
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/run/environment/retries.ts
// Retrying a remote provider's API call (Daytona, Kubernetes): exponential backoff with full jitter,
// capped. Which errors may pass on another try is each provider's own (its faults.ts).

const DEFAULT_API_RETRY = { attempts: 5, baseDelayMs: 500, maxDelayMs: 8_000 };
/** Delay before try `n` (1-based, after a failure): exponential, capped, with full jitter. */
function backoffMs(policy, failedTries, random = Math.random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedTries - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
/** Runs `call` again while `retryable` says so, up to `policy.attempts` tries; other errors pass at once. */
async function withRetries(call, policy, retryable) {
    for (let tried = 1;; tried++) {
        try {
            return await call();
        }
        catch (error) {
            if (tried >= policy.attempts || !retryable(error))
                throw error;
            await (0,external_node_timers_promises_.setTimeout)(backoffMs(policy, tried));
        }
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/faults.ts
// Which errors are Daytona's own, and retrying the passing ones with backoff (environment/retries.ts).


/** The SDK's errors carry `statusCode` (HTTP) or a transport `code`; read those, never the text. */
function daytonaFaultKind(error) {
    if (typeof error !== 'object' || error === null)
        return null;
    const name = error.name;
    if (typeof name !== 'string' || !name.startsWith('Daytona'))
        return null;
    const status = error.statusCode;
    if (typeof status === 'number')
        return TRANSIENT_HTTP_STATUS.has(status) ? 'transient' : 'request';
    const code = error.code;
    if (typeof code === 'string' && TRANSIENT_NET_CODES.has(code))
        return 'transient';
    if (name === 'DaytonaConnectionError' || name === 'DaytonaConnectionTimeoutError')
        return 'transient';
    return null;
}
/**
 * Statuses that say the request never reached the sandbox (a gateway or the API refused it):
 * a command that must not run twice is retried only on these.
 */
function notDelivered(error) {
    const status = error?.statusCode;
    return daytonaFaultKind(error) === 'transient' && (status === 429 || status === 502 || status === 503);
}
const isTransient = (error) => daytonaFaultKind(error) === 'transient';
/** A Daytona call tried again on its transient faults (or on what `retryable` says). */
function withDaytonaRetries(call, policy = DEFAULT_API_RETRY, retryable = isTransient) {
    return withRetries(call, policy, retryable);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
;// CONCATENATED MODULE: ./src/run/environment/tar-through-shell.ts
// Copying tar archives in and out of a remote environment with its own `tar` (Daytona, Kubernetes:
// neither has Docker's archive API). Docker's extraction replaces a path whose type differs from
// the entry's (an empty file entry then a folder entry resets a folder: how the runner empties
// /logs/verifier). GNU tar does not, so the archive is planned first: paths to remove before
// extracting, and the entries that still matter (a later entry of the same path supersedes an
// earlier one).



/** The exit code `packLine` gives for a missing path (told apart from tar's own 1 and 2). */
const MISSING_PATH_EXIT = 44;
function planExtraction(entries) {
    const lastIndex = new Map();
    const nonDirectory = new Set();
    entries.forEach((entry, index) => {
        const path = normal(entry.name);
        lastIndex.set(path, index);
        if (entry.type !== 'directory')
            nonDirectory.add(path);
    });
    const keep = [];
    const remove = [];
    entries.forEach((entry, index) => {
        const path = normal(entry.name);
        if (lastIndex.get(path) !== index)
            return;
        keep.push(index);
        // A file where a folder may be, or a folder the archive first replaced by a file: start clean.
        if (entry.type !== 'directory' || nonDirectory.has(path))
            remove.push(path);
    });
    return { remove: remove.filter((p) => p !== '.' && p !== ''), keep };
}
function normal(name) {
    return external_node_path_.posix.normalize(name).replace(/\/+$/, '');
}
/** The archive without superseded entries, and the paths to clear first. */
async function plannedArchive(archive) {
    const entries = [];
    const extract = tar_stream.extract();
    const done = new Promise((resolve, reject) => {
        extract.on('entry', (header, stream, next) => {
            const chunks = [];
            stream.on('data', (chunk) => chunks.push(chunk));
            stream.on('end', () => {
                entries.push({ header, content: Buffer.concat(chunks) });
                next();
            });
        });
        extract.on('finish', resolve);
        extract.on('error', reject);
    });
    extract.end(archive);
    await done;
    const plan = planExtraction(entries.map(({ header }) => ({
        name: header.name,
        type: header.type === 'directory' ? 'directory' : header.type === 'file' ? 'file' : 'other',
    })));
    const pack = tar_stream.pack();
    const chunks = [];
    pack.on('data', (chunk) => chunks.push(chunk));
    const ended = new Promise((resolve) => pack.on('end', () => resolve()));
    for (const index of plan.keep) {
        const entry = entries[index];
        if (entry)
            pack.entry(entry.header, entry.content);
    }
    pack.finalize();
    await ended;
    return { archive: Buffer.concat(chunks), remove: plan.remove };
}
/** Extracts the archive `source` (a file in the environment, or `-`: stdin) into `destination`, clearing `remove` first. */
function extractLine(destination, remove, source) {
    const dest = (0,shell_line/* quoteWord */.XW)(destination);
    const clear = remove.length > 0 ? `(cd ${dest} && rm -rf -- ${remove.map(shell_line/* quoteWord */.XW).join(' ')}) && ` : '';
    return `${clear}tar -xpf ${(0,shell_line/* quoteWord */.XW)(source)} -C ${dest}`;
}
/** Packs `path` (named by its last component) into `output` (a file, or `-`: stdout); MISSING_PATH_EXIT when absent. */
function packLine(path, output) {
    const target = (0,shell_line/* quoteWord */.XW)(path);
    const tarLine = (0,shell_line/* commandLine */.ay)(['tar', '-cf', output, '-C', external_node_path_.posix.dirname(path), external_node_path_.posix.basename(path)]);
    return `if [ ! -e ${target} ] && [ ! -L ${target} ]; then exit ${MISSING_PATH_EXIT}; fi; ${tarLine}`;
}

// EXTERNAL MODULE: ./node_modules/@daytona/toolbox-api-client/src/index.js
var src = __webpack_require__(25799);
;// CONCATENATED MODULE: ./src/run/providers/daytona/toolbox-files.ts
// A sandbox's files through the toolbox's generated client, called directly. The SDK's own
// FileSystem loads `form-data` and `busboy` at run time, which the action's bundle cannot serve
// (its checkout has no node_modules): here the upload is Node's own FormData and the download
// one file's raw bytes, so nothing is loaded at run time.


/** As long as the SDK's own file calls allow (30 min), for a large archive on a slow link. */
const TRANSFER_TIMEOUT_MS = 30 * 60_000;
class ToolboxFiles {
    api;
    constructor(sandbox, apiKey) {
        const basePath = `${sandbox.toolboxProxyUrl.replace(/\/+$/, '')}/${sandbox.id}`;
        // The SDK's own HTTP client: its errors are the SDK's (statusCode, code), so faults.ts reads
        // them. (The SDK keeps its own copy of axios, whose types are the same but distinct for tsc.)
        const http = esm/* Daytona */.dc.createAxiosInstance(TRANSFER_TIMEOUT_MS);
        this.api = new src.FileSystemApi(new src.Configuration({ basePath, baseOptions: { headers: { Authorization: `Bearer ${apiKey}` } } }), basePath, http);
    }
    /** Writes `content` at the absolute `path` (the toolbox creates its folders). */
    async upload(content, path) {
        const form = new FormData();
        form.append('files[0].path', path);
        form.append('files[0].file', new Blob([content]), path.split('/').pop() ?? 'file');
        await this.api.uploadFiles({ data: form, maxBodyLength: Infinity, maxContentLength: Infinity });
    }
    async download(path) {
        const response = await this.api.downloadFile(path, {
            responseType: 'arraybuffer',
            maxContentLength: Infinity,
        });
        return Buffer.from(response.data);
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/sandbox.ts
// One attempt's environment as a Daytona sandbox, driven through the SDK's toolbox: commands
// through its execute endpoint, files as tar archives through its file upload and download
// (toolbox-files.ts, which needs no module loaded at run time).









const SCRATCH = '/tmp';
class DaytonaSandbox {
    id;
    load;
    retry;
    defaultWorkdir;
    onRemoved;
    apiKey;
    sandbox;
    files = null;
    removed = false;
    killedAt = null;
    constructor(id, load, retry, defaultWorkdir, onRemoved, apiKey, sandbox = null) {
        this.id = id;
        this.load = load;
        this.retry = retry;
        this.defaultWorkdir = defaultWorkdir;
        this.onRemoved = onRemoved;
        this.apiKey = apiKey;
        this.sandbox = sandbox;
    }
    async handle() {
        this.sandbox ??= await withDaytonaRetries(() => this.load(), this.retry);
        return this.sandbox;
    }
    async toolboxFiles() {
        this.files ??= new ToolboxFiles(await this.handle(), this.apiKey);
        return this.files;
    }
    async start(what) {
        const sandbox = await this.handle();
        await withDaytonaRetries(() => sandbox.refreshData(), this.retry);
        if (sandbox.state !== 'started')
            throw new Error(`${what}: the Daytona sandbox is ${sandbox.state ?? 'unknown'}, not started`);
    }
    async exec(request) {
        const sandbox = await this.handle();
        const started = Date.now();
        const stdinFile = request.stdin === undefined ? null : await this.upload(request.stdin, 'stdin');
        const line = (0,shell_line/* execLine */.SD)(request.cmd, request.user, stdinFile);
        const timeoutSec = request.timeoutMs === undefined ? undefined : Math.max(1, Math.ceil(request.timeoutMs / 1000));
        const cwd = request.workdir ?? this.defaultWorkdir ?? undefined;
        try {
            // A command must not run twice: retried only when the request never reached the sandbox.
            const response = await withDaytonaRetries(() => sandbox.process.executeCommand(line, cwd, request.env, timeoutSec), this.retry, notDelivered);
            await writeAll(request.stdout, response.result);
            const durationSec = (Date.now() - started) / 1000;
            const timedOut = timeoutSec !== undefined && response.exitCode === -1 && durationSec >= timeoutSec;
            return { exitCode: timedOut ? null : response.exitCode, timedOut, durationSec };
        }
        catch (error) {
            if (error.name === 'DaytonaTimeoutError') {
                return { exitCode: null, timedOut: true, durationSec: (Date.now() - started) / 1000 };
            }
            throw error;
        }
        finally {
            if (stdinFile)
                await this.run(`rm -f ${(0,shell_line/* quoteWord */.XW)(stdinFile)}`).catch(() => undefined);
        }
    }
    /** As Docker's extraction does, a path whose type differs from the entry's is replaced (archive-plan.ts). */
    async copyIn(archive, destination) {
        const { archive: planned, remove } = await plannedArchive(await (0,streams/* bufferOf */.Kb)(archive));
        const file = await this.upload(planned, 'in.tar');
        const result = await this.run(`${extractLine(destination, remove, file)}; code=$?; rm -f ${(0,shell_line/* quoteWord */.XW)(file)}; exit $code`);
        if (result.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${result.result.trim().slice(0, 300)}`);
    }
    async copyOut(path) {
        const files = await this.toolboxFiles();
        const file = `${SCRATCH}/.helios-${(0,external_node_crypto_.randomUUID)()}-out.tar`;
        const packed = await this.run(`${packLine(path, file)} 2>&1`);
        try {
            if (packed.exitCode === MISSING_PATH_EXIT)
                throw new errors/* PathNotFound */.l(path);
            if (packed.exitCode !== 0)
                throw new Error(`copy of ${path} out of the sandbox failed: ${packed.result.trim().slice(0, 200)}`);
            const content = await withDaytonaRetries(() => files.download(file), this.retry);
            return external_node_stream_.Readable.from([content]);
        }
        finally {
            await this.run(`rm -f ${(0,shell_line/* quoteWord */.XW)(file)}`).catch(() => undefined);
        }
    }
    async workdir() {
        if (this.defaultWorkdir)
            return this.defaultWorkdir;
        const result = await this.run('pwd');
        return result.result.trim() || '/';
    }
    async stopped() {
        if (this.removed)
            return null;
        if (this.killedAt !== null)
            return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt };
        const sandbox = await this.handle();
        try {
            await withDaytonaRetries(() => sandbox.refreshData(), this.retry);
        }
        catch (error) {
            if (error.statusCode === 404)
                return null;
            throw error;
        }
        // A sandbox has no main command of its own: it "ends" when Daytona stops it (auto-stop, a kill).
        if (sandbox.state === 'stopped' || sandbox.state === 'error')
            return { exitCode: 137, oomKilled: false, finishedAt: Date.now() };
        return null;
    }
    /**
     * Every process but the sandbox's own first one (Daytona's daemon, which copyOut needs) ends;
     * stopping the sandbox instead would take the toolbox with it.
     */
    async kill() {
        await this.run('kill -9 -1 2>/dev/null; true');
        this.killedAt = Date.now();
    }
    /** Stopped and started again: every process is new, the filesystem stays (Daytona keeps it). */
    async restart() {
        const sandbox = await this.handle();
        await withDaytonaRetries(() => sandbox.stop(), this.retry);
        await withDaytonaRetries(() => sandbox.start(), this.retry);
        this.killedAt = null;
    }
    /** A sandbox runs no main command whose output could be read back. */
    logs() {
        return Promise.resolve('');
    }
    async remove() {
        if (this.removed)
            return;
        try {
            const sandbox = await this.handle();
            await withDaytonaRetries(() => sandbox.delete(), this.retry);
        }
        catch (error) {
            if (error.statusCode !== 404)
                throw error;
        }
        this.removed = true;
        this.onRemoved();
    }
    /** A host file given as a read-only copy (what Docker would bind-mount), owned by root. */
    async placeReadOnly(path, content) {
        const file = await this.upload(content, 'mount');
        const target = (0,shell_line/* quoteWord */.XW)(path);
        const result = await this.run(`mkdir -p ${(0,shell_line/* quoteWord */.XW)(external_node_path_.posix.dirname(path))} && mv ${(0,shell_line/* quoteWord */.XW)(file)} ${target} && chown root:root ${target} && chmod 444 ${target}`);
        if (result.exitCode !== 0)
            throw new Error(`copy of ${path} failed: ${result.result.trim().slice(0, 300)}`);
    }
    async run(line) {
        const sandbox = await this.handle();
        return withDaytonaRetries(() => sandbox.process.executeCommand(line), this.retry, notDelivered);
    }
    async upload(content, suffix) {
        const files = await this.toolboxFiles();
        const file = `${SCRATCH}/.helios-${(0,external_node_crypto_.randomUUID)()}-${suffix}`;
        const buffer = await (0,streams/* bufferOf */.Kb)(content);
        await withDaytonaRetries(() => files.upload(buffer, file), this.retry);
        return file;
    }
}
async function writeAll(sink, text) {
    if (!sink || !text)
        return;
    await new Promise((resolve, reject) => sink.write(text, (error) => (error ? reject(error) : resolve())));
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/slots.ts
// The per-provider cap on live sandboxes: a slot is taken before a sandbox is created and given
// back when it is removed (or its creation failed), so a shard never holds more than the cap.
class Slots {
    size;
    free;
    waiting = [];
    constructor(size) {
        this.size = size;
        if (!Number.isInteger(size) || size < 1)
            throw new Error(`slots: size must be a whole number ≥ 1, got ${size}`);
        this.free = size;
    }
    async take() {
        if (this.free > 0) {
            this.free--;
            return;
        }
        await new Promise((resolve) => this.waiting.push(resolve));
    }
    give() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.free = Math.min(this.size, this.free + 1);
    }
    get inUse() {
        return this.size - this.free;
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/snapshot-name.ts
/** task.toml's limits in Daytona's units (whole CPUs and GiB), rounded up so a task never gets less. */
function snapshotSize(cpus, memoryMb, storageMb) {
    return {
        cpu: Math.max(1, Math.ceil(cpus)),
        memoryGiB: Math.max(1, Math.ceil(memoryMb / 1024)),
        diskGiB: Math.max(3, Math.ceil((storageMb ?? 3 * 1024) / 1024)),
    };
}
function snapshotName(role, hash, size) {
    return `helios-${role}-${hash.slice(0, 16)}-c${size.cpu}m${size.memoryGiB}d${size.diskGiB}`;
}
function taskSnapshotSize(task) {
    const env = task.config.environment;
    return snapshotSize(env.cpus, env.memoryMb, env.storageMb);
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/snapshots.ts
// The run's images on Daytona: one snapshot per environment content hash and size, built by
// Daytona from the task's Dockerfile and context (its declarative build, declarative-build.ts)
// or from its docker_image. A benchmark version builds once: a snapshot already active is reused.





class DaytonaSnapshots {
    client;
    builds;
    options;
    retry;
    provider;
    pending = new Map();
    listeners = new Set();
    constructor(client, builds, options, retry, 
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    provider) {
        this.client = client;
        this.builds = builds;
        this.options = options;
        this.retry = retry;
        this.provider = provider;
    }
    ensure(task) {
        const refusal = (0,capability_refusals/* taskRefusal */.aK)(task, this.provider);
        if (refusal)
            return Promise.resolve({ ok: false, reason: refusal });
        const env = task.config.environment;
        const size = taskSnapshotSize(task);
        const source = env.dockerImage
            ? { kind: 'image', image: env.dockerImage }
            : { kind: 'dockerfile', path: (0,external_node_path_.join)(task.dir, 'environment', 'Dockerfile') };
        return this.once(task, {
            name: snapshotName('env', task.environmentHash, size),
            source,
            size,
            buildTimeoutSec: env.buildTimeoutSec,
        });
    }
    ensureVerifier(task) {
        const verifier = task.verifierImage;
        const verifierEnv = task.config.verifier.environment;
        if (!verifier || (!verifier.contextDir && !verifier.dockerImage))
            return this.ensure(task);
        const env = verifierEnv ?? task.config.environment;
        const size = snapshotSize(env.cpus, env.memoryMb, task.config.environment.storageMb);
        const source = verifier.contextDir
            ? { kind: 'dockerfile', path: (0,external_node_path_.join)(verifier.contextDir, 'Dockerfile') }
            : { kind: 'image', image: verifier.dockerImage ?? '' };
        return this.once(task, {
            name: snapshotName('verifier', verifier.hash, size),
            source,
            size,
            buildTimeoutSec: env.buildTimeoutSec,
        });
    }
    ensureService(task, service) {
        return Promise.resolve({
            ok: false,
            reason: (0,capability_refusals/* taskRefusal */.aK)(task, this.provider) ??
                `${task.relativeDir}: service ${service.name} cannot run on Daytona`,
        });
    }
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    async flush() {
        await Promise.allSettled([...this.pending.values()]);
    }
    /** The same snapshot asked twice (two tasks, one environment) is one build. */
    once(task, recipe) {
        let outcome = this.pending.get(recipe.name);
        if (!outcome) {
            outcome = this.build(task, recipe);
            this.pending.set(recipe.name, outcome);
        }
        return outcome;
    }
    async build(task, recipe) {
        const started = Date.now();
        const existing = await this.find(recipe.name);
        if (existing?.state === 'active')
            return { ok: true, image: recipe.name, built: false };
        this.emit({ type: 'build-started', tag: recipe.name, task: task.name });
        let reason = null;
        try {
            if (existing && existing.state !== 'build_failed' && existing.state !== 'error') {
                // Another shard is building it: wait for that build instead of starting a second.
                await this.waitActive(recipe);
            }
            else {
                if (existing)
                    await withDaytonaRetries(() => this.client.snapshot.delete(existing.id), this.retry);
                await this.create(recipe);
                await this.waitActive(recipe);
            }
        }
        catch (error) {
            const file = recipe.source.kind === 'dockerfile'
                ? ` (${(0,external_node_path_.join)(task.relativeDir, (0,external_node_path_.relative)(task.dir, recipe.source.path))})`
                : '';
            reason = `snapshot ${recipe.name}${file}: ${error instanceof Error ? error.message : String(error)}`;
        }
        const durationSec = (Date.now() - started) / 1000;
        await this.log(recipe.name, reason ?? `active after ${durationSec.toFixed(1)} s`);
        this.emit({
            type: 'build-finished',
            tag: recipe.name,
            task: task.name,
            ok: reason === null,
            durationSec,
            reason,
        });
        return reason === null ? { ok: true, image: recipe.name, built: true } : { ok: false, reason };
    }
    async create(recipe) {
        const resources = { cpu: recipe.size.cpu, memory: recipe.size.memoryGiB, disk: recipe.size.diskGiB };
        try {
            if (recipe.source.kind === 'image') {
                const image = recipe.source.image;
                await withDaytonaRetries(() => this.client.snapshot.create({ name: recipe.name, image, resources }, { timeout: recipe.buildTimeoutSec }), this.retry);
            }
            else {
                const dockerfile = recipe.source.path;
                await this.builds.start({
                    name: recipe.name,
                    dockerfile,
                    contextDir: (0,external_node_path_.dirname)(dockerfile),
                    size: recipe.size,
                });
            }
        }
        catch (error) {
            // Another shard created it between our look and our create: its build is the one.
            if (error.statusCode !== 409)
                throw error;
        }
    }
    async find(name) {
        try {
            return await withDaytonaRetries(() => this.client.snapshot.get(name), this.retry);
        }
        catch (error) {
            if (error.statusCode === 404)
                return null;
            throw error;
        }
    }
    async waitActive(recipe) {
        const deadline = Date.now() + recipe.buildTimeoutSec * 1000;
        for (;;) {
            const snapshot = await this.find(recipe.name);
            if (snapshot?.state === 'active')
                return;
            if (!snapshot || snapshot.state === 'build_failed' || snapshot.state === 'error') {
                const why = snapshot?.errorReason ? `: ${snapshot.errorReason}` : '';
                throw new Error(`the build ended ${snapshot?.state ?? 'deleted'}${why}`);
            }
            if (Date.now() > deadline)
                throw new Error(`still ${snapshot.state} after build_timeout_sec (${recipe.buildTimeoutSec} s)`);
            await new Promise((resolve) => setTimeout(resolve, 1000));
        }
    }
    async log(name, line) {
        await (0,promises_.mkdir)(this.options.buildLogDir, { recursive: true });
        await (0,promises_.appendFile)((0,external_node_path_.join)(this.options.buildLogDir, `${name}.log`), `${new Date().toISOString()} ${line}\n`);
    }
    emit(event) {
        for (const listener of this.listeners)
            listener(event);
    }
}

// EXTERNAL MODULE: ./node_modules/@daytona/api-client/src/index.js
var api_client_src = __webpack_require__(69029);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
// EXTERNAL MODULE: ./src/run/environment/archive.ts
var archive = __webpack_require__(84989);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/run/providers/daytona/dockerignore.ts
// A build context's .dockerignore, applied before upload as `docker build` applies it before
// sending: an excluded file (a data set, a build cache) is neither hashed nor uploaded. Docker's
// rules: `#` comments and blank lines skipped, paths cleaned and taken from the context's root,
// `*`/`?` stop at `/`, `**` crosses folders, a pattern that names a folder covers all under it,
// `!` re-includes, and the last pattern that matches decides.


const KEEP_ALL = { excluded: () => false, reincludes: false };
/** Whether the walk leaves out this entry (a folder only when nothing under it can come back). */
function leftOut(filter, path, directory) {
    return filter.excluded(path) && !(directory && filter.reincludes);
}
function parseDockerignore(text) {
    const rules = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => {
        const reinclude = line.startsWith('!');
        const pattern = external_node_path_.posix.normalize((reinclude ? line.slice(1) : line).trim()).replace(/^\/+|\/+$/g, '');
        return { reinclude, matches: picomatch_default()(pattern, { dot: true, nobrace: true, noextglob: true }) };
    });
    if (rules.length === 0)
        return KEEP_ALL;
    return {
        reincludes: rules.some((rule) => rule.reinclude),
        excluded(path) {
            const parents = path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
            let excluded = false;
            for (const rule of rules)
                if (parents.some((p) => rule.matches(p)))
                    excluded = !rule.reinclude;
            return excluded;
        },
    };
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/context-hash.ts
// The key Daytona stores a build context under: `<organization>/<hash>/context.tar`, where the
// hash is the one the SDK's object storage computes (md5 over the archive path, then each regular
// file's relative path and bytes, in readdir's order (libuv sorts it by name); a folder with no file or
// folder in it adds its own relative path). Computing it the same way means a context the SDK
// uploaded for the same folder is reused, not uploaded again.
// One addition: a symlink adds its path and target (the SDK skips links, so two contexts that
// differ only in a link's target would share a key and the second would get the first's archive).





/**
 * The hash of `dir`'s files as one context whose archive path is `archivePath` ('' = the root),
 * without what `filter` (its .dockerignore) leaves out: the hash covers what is uploaded.
 */
async function contextHash(dir, archivePath = '', filter = KEEP_ALL) {
    const hasher = (0,external_node_crypto_.createHash)('md5');
    hasher.update(archivePath);
    await hashFolder(dir, dir, hasher, filter);
    return hasher.digest('hex');
}
async function hashFolder(root, folder, hasher, filter) {
    const entries = (await (0,promises_.readdir)(folder, { withFileTypes: true })).filter((entry) => !leftOut(filter, (0,external_node_path_.relative)(root, (0,external_node_path_.join)(folder, entry.name)), entry.isDirectory()));
    if (!entries.some((entry) => entry.isDirectory() || entry.isFile()))
        hasher.update((0,external_node_path_.relative)(root, folder));
    for (const entry of entries) {
        const path = (0,external_node_path_.join)(folder, entry.name);
        if (entry.isDirectory()) {
            await hashFolder(root, path, hasher, filter);
        }
        else if (entry.isFile()) {
            hasher.update((0,external_node_path_.relative)(root, path));
            for await (const chunk of (0,external_node_fs_.createReadStream)(path))
                hasher.update(chunk);
        }
        else if (entry.isSymbolicLink()) {
            hasher.update(`\0symlink:${(0,external_node_path_.relative)(root, path)}\0${await (0,promises_.readlink)(path)}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/context-upload.ts
// Uploading a build context to Daytona's object storage, as the SDK's declarative build does
// (S3, path-style, with the push-access credentials the API hands out), but through modules
// imported here so the action's bundle carries them: the SDK loads its own uploader at run time.












const QUIET = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
/**
 * Uploads `dir` as one context (its files at the archive's root less what its .dockerignore
 * excludes, symlinks kept as links, never followed) unless one with its hash is already stored;
 * returns the hash for the build info.
 */
async function uploadContext(access, dir, retry) {
    const filter = await readDockerignore(dir);
    const hash = await contextHash(dir, '', filter);
    const prefix = `${access.organizationId}/${hash}/`;
    const client = new dist_cjs/* S3Client */.YxF({
        region: access.region,
        endpoint: access.storageUrl,
        credentials: {
            accessKeyId: access.accessKey,
            secretAccessKey: access.secret,
            sessionToken: access.sessionToken,
        },
        forcePathStyle: true,
        // Retried below, where each try opens the archive afresh (a stream cannot be replayed).
        maxAttempts: 1,
        // Else the client warns on the console for each failed try of a streamed body; the error
        // itself reaches the caller (and, if the retries run out, the build log).
        logger: QUIET,
    });
    try {
        const listed = await withDaytonaRetries(() => client.send(new dist_cjs/* ListObjectsV2Command */.u6x({ Bucket: access.bucket, Prefix: prefix, MaxKeys: 1 })), retry, isTransientStorageError);
        if (listed.Contents?.length)
            return hash;
        const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'helios-daytona-context-'));
        try {
            const archive = (0,external_node_path_.join)(folder, 'context.tar');
            await packToFile(dir, archive, filter);
            const { size } = await (0,promises_.stat)(archive);
            await withDaytonaRetries(() => client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                Bucket: access.bucket,
                Key: `${prefix}context.tar`,
                Body: (0,external_node_fs_.createReadStream)(archive),
                ContentLength: size,
            })), retry, isTransientStorageError);
        }
        finally {
            await (0,promises_.rm)(folder, { recursive: true, force: true });
        }
        return hash;
    }
    finally {
        client.destroy();
    }
}
async function readDockerignore(dir) {
    try {
        return parseDockerignore(await (0,promises_.readFile)((0,external_node_path_.join)(dir, '.dockerignore'), 'utf8'));
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return parseDockerignore('');
        throw error;
    }
}
async function packToFile(dir, file, filter) {
    const pack = tar_stream.pack();
    const written = (0,external_node_stream_promises_.pipeline)(pack, (0,external_node_fs_.createWriteStream)(file));
    await (0,archive/* packDirectory */.jG)(pack, dir, '', 0o755, undefined, (name, directory) => !leftOut(filter, name, directory)).then(() => pack.finalize(), (error) => pack.destroy(error));
    await written;
}
/** The S3 client's errors: an HTTP status in `$metadata`, or Node's transport `code`. */
function isTransientStorageError(error) {
    if (typeof error !== 'object' || error === null)
        return false;
    const status = error.$metadata?.httpStatusCode;
    if (typeof status === 'number')
        return TRANSIENT_HTTP_STATUS.has(status);
    const code = error.code;
    return typeof code === 'string' && TRANSIENT_NET_CODES.has(code);
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/declarative-build.ts
// Daytona's declarative build, called through the API's generated client: the task's context
// folder is uploaded (context-upload.ts), then the snapshot is created with the Dockerfile's text
// and the context's hash, and Daytona builds it. The SDK's own `snapshot.create(Image)` does the
// same but loads its file and S3 modules at run time, which the action's bundle cannot serve.





class DeclarativeBuilds {
    settings;
    retry;
    snapshots;
    storage;
    constructor(settings, retry) {
        this.settings = settings;
        this.retry = retry;
        const configuration = new api_client_src.Configuration({
            basePath: settings.apiUrl,
            baseOptions: { headers: { Authorization: `Bearer ${settings.apiKey}` } },
        });
        // The SDK's HTTP client, so errors carry the SDK's `statusCode` (faults.ts reads it). (The SDK
        // keeps its own copy of axios, whose types are the same but distinct for tsc.)
        const http = esm/* Daytona */.dc.createAxiosInstance();
        this.snapshots = new api_client_src.SnapshotsApi(configuration, settings.apiUrl, http);
        this.storage = new api_client_src.ObjectStorageApi(configuration, settings.apiUrl, http);
    }
    /** Starts the build; the caller waits for the snapshot to become active. */
    async start(build) {
        const dockerfileContent = await (0,promises_.readFile)(build.dockerfile, 'utf8');
        const access = (await withDaytonaRetries(() => this.storage.getPushAccess(), this.retry)).data;
        const contextHash = await uploadContext(access, build.contextDir, this.retry);
        await withDaytonaRetries(() => this.snapshots.createSnapshot({
            name: build.name,
            buildInfo: { dockerfileContent, contextHashes: [contextHash] },
            cpu: build.size.cpu,
            memory: build.size.memoryGiB,
            disk: build.size.diskGiB,
            ...(this.settings.target ? { regionId: this.settings.target } : {}),
        }), this.retry);
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/provider.ts
// Daytona as an environment provider: one sandbox per attempt, created from the snapshot of the
// task's environment, labelled like every environment of ours so a sweep finds it after a crash.












/** Finds a sandbox whose creation timed out (the SDK then returns nothing to delete). */
const LABEL_REQUEST = 'helios.request';
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
class DaytonaProvider {
    options;
    name = 'daytona';
    capabilities = DAYTONA_CAPABILITIES;
    client;
    slots;
    retry;
    creations = new Creations();
    builds;
    /** Handed only to the toolbox's file client (toolbox-files.ts), as the SDK hands it to its own. */
    apiKey;
    constructor(settings, options = {}) {
        this.options = options;
        this.apiKey = settings.apiKey;
        this.client = new esm/* Daytona */.dc({
            apiKey: settings.apiKey,
            apiUrl: settings.apiUrl,
            target: settings.target ?? undefined,
            // State by polling the REST API: no event socket to keep open (or to leak) per run.
            useDeprecatedPolling: true,
        });
        this.slots = new Slots(options.concurrency ?? config/* DEFAULT_DAYTONA_CONCURRENCY */.t$);
        this.retry = options.retry ?? DEFAULT_API_RETRY;
        this.builds = new DeclarativeBuilds(settings, this.retry);
    }
    create(spec) {
        return this.creations.track(this.createSandbox(spec));
    }
    async createSandbox(spec) {
        const copies = await mountCopies(spec.mounts);
        const refusal = sandboxSpecRefusal(spec, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        await this.slots.take();
        const request = (0,external_node_crypto_.randomUUID)();
        const labels = { ...spec.labels, [LABEL_REQUEST]: request };
        try {
            const sandbox = await withDaytonaRetries(() => this.client.create({
                snapshot: spec.image,
                // The toolbox runs commands as this user: root, so files go in as root and each
                // exec switches to the user it asks for (shell.ts).
                user: 'root',
                labels,
                envVars: spec.env,
                networkBlockAll: spec.network.kind === 'none',
                autoStopInterval: this.options.idleStopMinutes ?? 60,
                autoDeleteInterval: this.options.idleStopMinutes ?? 60,
            }, { timeout: this.options.startTimeoutSec ?? 120 }), this.retry);
            return new DaytonaSandbox(sandbox.id, () => this.client.get(sandbox.id), this.retry, spec.workdir, () => this.slots.give(), this.apiKey, sandbox);
        }
        catch (error) {
            // A sandbox that never started (or whose answer was lost) may exist: it must not outlive us.
            await this.removeLabelled({ [LABEL_REQUEST]: request }).catch(() => undefined);
            this.slots.give();
            throw error;
        }
    }
    attach(id) {
        return new DaytonaSandbox(id, () => this.client.get(id), this.retry, null, () => undefined, this.apiKey);
    }
    createServiceGroup() {
        return Promise.reject(new Error('compose sidecars cannot run on Daytona (one sandbox per attempt); run the task with --provider docker'));
    }
    images(options) {
        return new DaytonaSnapshots(this.client, this.builds, options, this.retry, this);
    }
    faultKind(error) {
        return daytonaFaultKind(error);
    }
    /** Daytona's daemon starts the snapshot's entrypoint (the image's) when the sandbox starts. */
    async imageHasEntrypoint(image) {
        const snapshot = await withDaytonaRetries(() => this.client.snapshot.get(image), this.retry);
        return (snapshot.entrypoint?.length ?? 0) > 0;
    }
    /** Daytona's sandboxes are Linux on x86-64. */
    platform() {
        return Promise.resolve({ os: 'linux', arch: 'x86_64' });
    }
    /** Daytona publishes no per-process OOM events: memory kills are not told apart. */
    watchEvents() {
        return Promise.resolve(NO_EVENTS);
    }
    async removeRun(runId, options = {}) {
        return this.removeLabelled(sweepLabels(runId, options.owner));
    }
    creationsSettled(timeoutMs = 60_000) {
        return this.creations.settled(timeoutMs);
    }
    /** Sandboxes alive at once right now (the cap's use). */
    get sandboxesInUse() {
        return this.slots.inUse;
    }
    async removeLabelled(labels) {
        const ids = [];
        await withDaytonaRetries(async () => {
            ids.length = 0;
            for await (const sandbox of this.client.list({ labels }))
                ids.push(sandbox.id);
        }, this.retry);
        for (const id of ids) {
            await withDaytonaRetries(async () => {
                const sandbox = await this.client.get(id);
                await sandbox.delete();
            }, this.retry).catch((error) => {
                if (error.statusCode !== 404)
                    throw error;
            });
        }
        return ids.length;
    }
}

/**
 * What an environment spec asks that a sandbox cannot give: what its capabilities lack
 * (capability-refusals.ts; a small read-only file is given as a copy, `copyable`), and a main
 * command of the task's own, which a sandbox does not run.
 */
function sandboxSpecRefusal(spec, copyable = () => false) {
    const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, { name: 'daytona', capabilities: DAYTONA_CAPABILITIES }, copyable);
    if (refusal)
        return refusal;
    const command = spec.command?.join(' ');
    if (command !== undefined && command !== 'sleep infinity') {
        return `Daytona runs no main command of the task's own ("${command.slice(0, 80)}"); use --provider docker`;
    }
    return null;
}

// EXTERNAL MODULE: ./src/run/providers/docker/provider.ts + 8 modules
var provider = __webpack_require__(89041);
// EXTERNAL MODULE: ./src/run/providers/kubernetes/config.ts
var kubernetes_config = __webpack_require__(41127);
// EXTERNAL MODULE: ./node_modules/@kubernetes/client-node/dist/index.js + 875 modules
var dist = __webpack_require__(12901);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/faults.ts
// Which errors are the cluster's own. The client's ApiException carries the HTTP code; its text
// holds the whole answer (headers, body), so it is turned into a short KubernetesApiError here.


class KubernetesApiError extends Error {
    statusCode;
    transportCode;
    name = 'KubernetesApiError';
    constructor(statusCode, message, transportCode = null) {
        super(message);
        this.statusCode = statusCode;
        this.transportCode = transportCode;
    }
}
/** The client's error as a KubernetesApiError naming the operation; other errors as they are. */
function apiError(operation, error) {
    if (error instanceof dist/* ApiException */.UJ4) {
        const body = error.body;
        const detail = typeof body === 'object' && typeof body.message === 'string' ? body.message : '';
        return new KubernetesApiError(error.code, `${operation}: HTTP ${error.code}${detail ? ` (${detail.slice(0, 200)})` : ''}`);
    }
    const code = transportCode(error);
    if (code)
        return new KubernetesApiError(null, `${operation}: ${code}`, code);
    return error;
}
function transportCode(error) {
    for (let e = error, depth = 0; e && depth < 4; e = e.cause, depth++) {
        const code = e.code;
        if (typeof code === 'string' && TRANSIENT_NET_CODES.has(code))
            return code;
    }
    return null;
}
function kubernetesFaultKind(error) {
    if (!(error instanceof KubernetesApiError))
        return null;
    if (error.statusCode === null)
        return 'transient';
    return TRANSIENT_HTTP_STATUS.has(error.statusCode) ? 'transient' : 'request';
}
const faults_isTransient = (error) => kubernetesFaultKind(error) === 'transient';
const isNotFound = (error) => error instanceof KubernetesApiError && error.statusCode === 404;

// EXTERNAL MODULE: ./src/run/environment/image-registry.ts
var image_registry = __webpack_require__(64520);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/images.ts


class RegistryImages {
    options;
    provider;
    cache;
    constructor(options, buildAndPush, 
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    provider) {
        this.options = options;
        this.provider = provider;
        const registry = options.registry;
        this.cache = registry ? buildAndPush({ buildLogDir: options.buildLogDir, registry }) : null;
    }
    ensure(task) {
        const refusal = (0,capability_refusals/* taskRefusal */.aK)(task, this.provider);
        if (refusal)
            return Promise.resolve({ ok: false, reason: refusal });
        const image = task.config.environment.dockerImage;
        if (image)
            return Promise.resolve({ ok: true, image, built: false });
        return this.pushed(task, task.environmentHash, `${task.relativeDir}/environment/Dockerfile`, (cache) => cache.ensure(task));
    }
    ensureVerifier(task) {
        const source = task.verifierImage;
        if (source?.dockerImage)
            return Promise.resolve({ ok: true, image: source.dockerImage, built: false });
        if (!source?.contextDir)
            return this.ensure(task);
        return this.pushed(task, source.hash, `${task.relativeDir}/tests/Dockerfile`, (cache) => cache.ensureVerifier(task));
    }
    ensureService(task, service) {
        return Promise.resolve({
            ok: false,
            reason: (0,capability_refusals/* taskRefusal */.aK)(task, this.provider) ??
                `${task.relativeDir}: service ${service.name} cannot run on Kubernetes`,
        });
    }
    subscribe(listener) {
        return this.cache ? this.cache.subscribe(listener) : () => undefined;
    }
    async flush() {
        await this.cache?.flush();
    }
    /** Built (or found) here, then pushed before the pod may name it. */
    async pushed(task, hash, dockerfile, build) {
        const registry = this.options.registry;
        if (!this.cache || !registry) {
            return {
                ok: false,
                reason: `${dockerfile}: a Kubernetes cluster pulls its images, and this one is built here; pass --image-registry <registry>/<repository> (the cluster must be able to pull from it), or give the task a docker_image in task.toml`,
            };
        }
        const outcome = await build(this.cache);
        if (!outcome.ok)
            return outcome;
        await this.cache.flush();
        return { ok: true, image: (0,image_registry/* registryImage */.$)(registry.ref, hash), built: outcome.built };
    }
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/pod-spec.ts
const MAIN_CONTAINER = 'main';
/** The main command waits for this file (`start`), as a Docker container waits to be started. */
const START_GATE = '/tmp/.helios-start';
/** A label value: at most 63 of [A-Za-z0-9-_.], starting and ending alphanumeric. */
function labelValue(value) {
    const cleaned = value.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 63);
    return cleaned.replace(/^[^A-Za-z0-9]+/, '').replace(/[^A-Za-z0-9]+$/, '');
}
function labelSelector(labels) {
    return Object.entries(labels)
        .map(([key, value]) => `${key}=${labelValue(value)}`)
        .join(',');
}
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
function podManifest(name, spec, deadlineSec) {
    const gated = spec.command !== undefined && spec.command.join(' ') !== 'sleep infinity';
    // args, not command: the image's entrypoint is kept, as Docker keeps it.
    const args = gated
        ? [
            'sh',
            '-c',
            `while [ ! -e ${START_GATE} ]; do sleep 0.1; done; exec "$@"`,
            'sh',
            ...(spec.command ?? []),
        ]
        : ['sleep', 'infinity'];
    const quantities = { cpu: String(spec.limits.cpus), memory: `${spec.limits.memoryMb}Mi` };
    return {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
            name,
            labels: Object.fromEntries(Object.entries(spec.labels).map(([k, v]) => [k, labelValue(v)])),
        },
        spec: {
            restartPolicy: 'Never',
            activeDeadlineSeconds: deadlineSec,
            automountServiceAccountToken: false,
            // Root, so files go in as root (tar keeps owners) and each exec switches to the user it asks for.
            securityContext: { runAsUser: 0, runAsGroup: 0 },
            enableServiceLinks: false,
            containers: [
                {
                    name: MAIN_CONTAINER,
                    image: spec.image,
                    args,
                    env: Object.entries(spec.env).map(([key, value]) => ({ name: key, value })),
                    ...(spec.workdir ? { workingDir: spec.workdir } : {}),
                    resources: { requests: quantities, limits: quantities },
                },
            ],
        },
    };
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/exec.ts
// One command in a pod through the exec API (a WebSocket, channel-numbered frames). The API has no
// user, env or workdir of its own: the command is wrapped in a shell line that sets them.






/** `sh -c` line running argv with env and cwd, as `user` (root or none: as the exec's user). */
function wrappedCommand(request, defaultWorkdir) {
    const assignments = Object.entries(request.env ?? {}).map(([key, value]) => `${key}=${value}`);
    let line = (0,shell_line/* commandLine */.ay)(assignments.length > 0 ? ['env', ...assignments, ...request.cmd] : request.cmd);
    const workdir = request.workdir ?? defaultWorkdir;
    if (workdir)
        line = `cd ${(0,shell_line/* quoteWord */.XW)(workdir)} && ${line}`;
    return ['sh', '-c', (0,shell_line/* asUser */.ex)(line, request.user)];
}
/** The exit code the Status on channel 3 reports (0 on Success); null when it names none. */
function exitCodeOf(status) {
    if (status.status === 'Success')
        return 0;
    const cause = status.details?.causes?.find((c) => c.reason === 'ExitCode');
    const code = Number(cause?.message);
    return Number.isInteger(code) ? code : null;
}
/** Forwards to `target` without ever ending it (the client ends the streams it is given). */
function forwarding(target) {
    return new external_node_stream_.Writable({
        write(chunk, _encoding, done) {
            if (!target)
                return done();
            target.write(chunk, (error) => done(error ?? undefined));
        },
    });
}
async function execInPod(kubeConfig, namespace, pod, command, request) {
    const started = Date.now();
    const stdout = forwarding(request.stdout);
    const stderr = forwarding(request.stderr);
    const stdin = request.stdin === undefined
        ? null
        : Buffer.isBuffer(request.stdin)
            ? external_node_stream_.Readable.from([request.stdin])
            : request.stdin;
    let settle = () => undefined;
    const finished = new Promise((resolve) => {
        settle = resolve;
    });
    let socket;
    try {
        socket = await new dist/* Exec */.WoD(kubeConfig).exec(namespace, pod, MAIN_CONTAINER, command, stdout, stderr, stdin, false, (status) => settle(exitCodeOf(status)));
    }
    catch (error) {
        throw apiError(`exec in pod ${pod}`, error);
    }
    // A socket closed without a status: the command's end is unknown.
    socket.addEventListener('close', () => settle(null));
    let timer;
    const timedOut = new Promise((resolve) => {
        if (request.timeoutMs !== undefined)
            timer = setTimeout(() => resolve('timeout'), request.timeoutMs);
    });
    const outcome = await Promise.race([finished, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout')
        socket.close();
    const durationSec = (Date.now() - started) / 1000;
    if (outcome === 'timeout')
        return { exitCode: null, timedOut: true, durationSec };
    await drained(stdout);
    await drained(stderr);
    return { exitCode: outcome, timedOut: false, durationSec };
}
/** Every frame written on to the caller's stream before the exec's outcome is told. */
async function drained(stream) {
    if (!stream.writableEnded)
        stream.end();
    await (0,external_node_stream_promises_.finished)(stream);
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/pod.ts
// One attempt's environment as a pod: commands and files (tar over stdin/stdout) through the exec
// API, state from the pod's status, removal by deleting the pod.








class KubernetesPod {
    id;
    context;
    defaultWorkdir;
    onRemoved;
    removed = false;
    killedAt = null;
    constructor(id, context, defaultWorkdir, onRemoved = () => undefined) {
        this.id = id;
        this.context = context;
        this.defaultWorkdir = defaultWorkdir;
        this.onRemoved = onRemoved;
    }
    /** The main command starts once the gate file exists (pod-spec.ts); `sleep infinity` runs from the start. */
    async start(what) {
        await this.run(['touch', START_GATE]);
        const stopped = await this.stopped();
        if (stopped)
            throw new Error(`${what}: the pod's main container ended with exit code ${stopped.exitCode}`);
    }
    exec(request) {
        const { kubeConfig, namespace } = this.context;
        return execInPod(kubeConfig, namespace, this.id, wrappedCommand(request, this.defaultWorkdir), request);
    }
    /** As Docker's extraction does, a path whose type differs from the entry's is replaced first. */
    async copyIn(archive, destination) {
        const { archive: planned, remove } = await plannedArchive(await (0,streams/* bufferOf */.Kb)(archive));
        const stderr = new Collector();
        const outcome = await this.run(['sh', '-c', extractLine(destination, remove, '-')], {
            stdin: planned,
            stderr,
        });
        if (outcome.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${stderr.text().slice(0, 300)}`);
    }
    async copyOut(path) {
        const stdout = new Collector();
        const stderr = new Collector();
        const outcome = await this.run(['sh', '-c', packLine(path, '-')], { stdout, stderr });
        if (outcome.exitCode === MISSING_PATH_EXIT)
            throw new errors/* PathNotFound */.l(path);
        if (outcome.exitCode !== 0)
            throw new Error(`copy of ${path} failed: ${stderr.text().slice(0, 300)}`);
        return external_node_stream_.Readable.from([stdout.buffer()]);
    }
    async workdir() {
        if (this.defaultWorkdir)
            return this.defaultWorkdir;
        const stdout = new Collector();
        await this.run(['pwd'], { stdout });
        return stdout.text().trim() || '/';
    }
    async stopped() {
        if (this.removed)
            return null;
        if (this.killedAt !== null)
            return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt };
        let pod;
        try {
            pod = await this.read();
        }
        catch (error) {
            if (isNotFound(error))
                return null;
            throw error;
        }
        return stoppedOf(pod);
    }
    /** Every process but the pod's first (its main command) ends; the pod stays for copyOut. */
    async kill() {
        await this.run(['sh', '-c', 'kill -9 -1 2>/dev/null; true']);
        this.killedAt = Date.now();
    }
    /** A pod cannot be restarted in place: every process but the main command ends, the files stay. */
    async restart() {
        await this.run(['sh', '-c', 'kill -9 -1 2>/dev/null; true']);
        this.killedAt = null;
    }
    /** The main command (`sleep`) writes nothing worth reading back. */
    logs() {
        return Promise.resolve('');
    }
    async remove() {
        if (this.removed)
            return;
        await deletePod(this.context, this.id);
        this.removed = true;
        this.onRemoved();
    }
    read() {
        const { api, namespace, retry } = this.context;
        return withRetries(() => api
            .readNamespacedPod({ name: this.id, namespace })
            .catch((e) => Promise.reject(apiError(`read pod ${this.id}`, e))), retry, faults_isTransient);
    }
    run(cmd, streams = {}) {
        const { kubeConfig, namespace } = this.context;
        return execInPod(kubeConfig, namespace, this.id, cmd, streams);
    }
}
/** Deletes at once (grace 0); a pod already gone is fine. */
async function deletePod(context, name) {
    const { api, namespace, retry } = context;
    await withRetries(() => api
        .deleteNamespacedPod({ name, namespace, gracePeriodSeconds: 0 })
        .catch((e) => Promise.reject(apiError(`delete pod ${name}`, e))), retry, faults_isTransient).catch((error) => {
        if (!isNotFound(error))
            throw error;
    });
}
/** The main container's end, from the pod's status; null while it runs (or has not started). */
function stoppedOf(pod) {
    const main = pod.status?.containerStatuses?.find((c) => c.name === MAIN_CONTAINER);
    const terminated = main?.state?.terminated;
    if (terminated) {
        return {
            exitCode: terminated.exitCode,
            oomKilled: terminated.reason === 'OOMKilled',
            finishedAt: terminated.finishedAt ? new Date(terminated.finishedAt).getTime() : Date.now(),
        };
    }
    // Ended by the cluster without a container status (activeDeadlineSeconds, eviction).
    if (pod.status?.phase === 'Failed' || pod.status?.phase === 'Succeeded') {
        return { exitCode: 137, oomKilled: false, finishedAt: Date.now() };
    }
    return null;
}
/** A stream that keeps what is written to it. */
class Collector extends external_node_stream_.Writable {
    chunks = [];
    _write(chunk, _encoding, done) {
        this.chunks.push(chunk);
        done();
    }
    buffer() {
        return Buffer.concat(this.chunks);
    }
    text() {
        return this.buffer().toString('utf8');
    }
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/provider.ts
// Kubernetes as an environment provider: one pod per attempt in one namespace, labelled like every
// environment of ours so a sweep (also one at the start of a run, after a crash) finds it by label.












const DEFAULT_ACTIVE_DEADLINE_SEC = 6 * 3600;
class KubernetesProvider {
    buildAndPush;
    options;
    name = 'kubernetes';
    capabilities = KUBERNETES_CAPABILITIES;
    context;
    creations = new Creations();
    constructor(settings, 
    /** Builds a Dockerfile task here and pushes it (the Docker provider's, handed in by providers/index.ts). */
    buildAndPush, options = {}) {
        this.buildAndPush = buildAndPush;
        this.options = options;
        this.context = {
            api: settings.kubeConfig.makeApiClient(dist/* CoreV1Api */.f5Y),
            kubeConfig: settings.kubeConfig,
            namespace: settings.namespace,
            retry: options.retry ?? DEFAULT_API_RETRY,
        };
    }
    get namespace() {
        return this.context.namespace;
    }
    create(spec) {
        return this.creations.track(this.createPod(spec));
    }
    async createPod(spec) {
        const copies = await mountCopies(spec.mounts);
        const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, this, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        const name = `helios-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
        const { api, namespace, retry } = this.context;
        const body = podManifest(name, spec, this.options.activeDeadlineSec ?? DEFAULT_ACTIVE_DEADLINE_SEC);
        await withRetries(() => api.createNamespacedPod({ namespace, body }).catch((e) => {
            // A retried create whose first try got through: the pod is ours.
            if (e.code === 409)
                return undefined;
            return Promise.reject(apiError(`create pod ${name}`, e));
        }), retry, faults_isTransient);
        const pod = new KubernetesPod(name, this.context, spec.workdir);
        try {
            await this.untilRunning(pod);
            if (copies.size > 0)
                await pod.copyIn(await readOnlyCopies(copies), '/');
            return pod;
        }
        catch (error) {
            // A pod that never ran must not outlive the attempt.
            await deletePod(this.context, name).catch(() => undefined);
            throw error;
        }
    }
    async untilRunning(pod) {
        const timeoutSec = this.options.startTimeoutSec ?? 300;
        const deadline = Date.now() + timeoutSec * 1000;
        for (;;) {
            const state = await pod.read();
            if (state.status?.phase === 'Running')
                return;
            const ended = stoppedOf(state);
            if (ended)
                throw new Error(`pod ${pod.id} ended before it ran (exit code ${ended.exitCode})`);
            if (Date.now() >= deadline) {
                const waiting = state.status?.containerStatuses?.[0]?.state?.waiting;
                const why = waiting
                    ? `: ${waiting.reason ?? ''}${waiting.message ? ` (${waiting.message.slice(0, 200)})` : ''}`
                    : '';
                throw new Error(`pod ${pod.id} in namespace ${this.context.namespace} was still ${state.status?.phase ?? 'Pending'} after ${timeoutSec}s${why}; check that the cluster can pull the image and has room for the requested CPU and memory`);
            }
            await (0,external_node_timers_promises_.setTimeout)(this.options.pollMs ?? 500);
        }
    }
    attach(id) {
        return new KubernetesPod(id, this.context, null);
    }
    createServiceGroup() {
        const fix = 'run the task with --provider docker';
        return Promise.reject(new Error((0,capability_refusals/* refusalText */.Kw)(this, { need: 'services', where: null, asks: 'compose sidecars', fix })));
    }
    images(options) {
        return new RegistryImages(options, this.buildAndPush, this);
    }
    faultKind(error) {
        return kubernetesFaultKind(error);
    }
    /** Without the image at hand, assume it has one: the runner then expects processes of its own. */
    imageHasEntrypoint() {
        return Promise.resolve(true);
    }
    /** Pods run on Linux nodes; x86-64 is what the image cache builds here. */
    platform() {
        return Promise.resolve({ os: 'linux', arch: 'x86_64' });
    }
    /** OOM kills are read from the pod's status (`stopped`), not from an event stream. */
    watchEvents() {
        return Promise.resolve(NO_EVENTS);
    }
    async removeRun(runId, options = {}) {
        const labels = sweepLabels(runId, options.owner);
        const { api, namespace, retry } = this.context;
        const list = await withRetries(() => api
            .listNamespacedPod({ namespace, labelSelector: labelSelector(labels) })
            .catch((e) => Promise.reject(apiError('list pods', e))), retry, faults_isTransient);
        const names = list.items.map((p) => p.metadata?.name).filter((n) => Boolean(n));
        for (const name of names)
            await deletePod(this.context, name);
        return names.length;
    }
    creationsSettled(timeoutMs = 60_000) {
        return this.creations.settled(timeoutMs);
    }
}

/** The host files as a tar of root-owned read-only files at their paths, extracted at `/`. */
function readOnlyCopies(copies) {
    return (0,archive/* buildArchive */.h$)((pack) => {
        for (const [mount, content] of copies)
            (0,archive/* addFile */.sM)(pack, mount.path.replace(/^\/+/, ''), content, 0o444);
    });
}

;// CONCATENATED MODULE: ./src/run/providers/index.ts





const PROVIDER_NAMES = ['docker', 'daytona', 'kubernetes'];
function createProvider(name, options = {}) {
    switch (name) {
        case 'docker':
            return new provider/* DockerProvider */.C(options.docker);
        case 'daytona':
            return new DaytonaProvider((0,config/* daytonaSettingsFromEnv */.ZJ)(options.env ?? process.env), {
                concurrency: options.concurrency,
            });
        case 'kubernetes':
            return new KubernetesProvider((0,kubernetes_config/* kubernetesSettingsFromEnv */.LK)(options.env ?? process.env, options.namespace), 
            // The cluster pulls what this machine's engine built (one provider never imports another).
            (build) => new provider/* DockerProvider */.C(options.docker).pushedImages(build));
    }
}
/** The caller's provider, else Docker on the caller's engine client (RunOptions.docker), else the default engine. */
function providerOf(options) {
    return options.provider ?? createProvider('docker', { docker: options.docker });
}


/***/ }),

/***/ 41127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LK: () => (/* binding */ kubernetesSettingsFromEnv),
/* harmony export */   Rl: () => (/* binding */ KubernetesConfigError)
/* harmony export */ });
/* unused harmony exports DEFAULT_NAMESPACE, namespaceFrom */
/* harmony import */ var _kubernetes_client_node__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12901);
// Kubernetes settings: the namespace from --namespace / KUBERNETES_NAMESPACE (default `default`),
// the cluster and credentials the client's usual way (KUBECONFIG, ~/.kube/config, or in-cluster).
// Credentials stay inside the client's KubeConfig: never logged, never written to a run folder.

const DEFAULT_NAMESPACE = 'default';
class KubernetesConfigError extends Error {
    name = 'KubernetesConfigError';
}
/** A DNS-1123 label, as a namespace name must be. */
const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
function namespaceFrom(given, env) {
    const namespace = given?.trim() || env.KUBERNETES_NAMESPACE?.trim() || DEFAULT_NAMESPACE;
    if (!NAMESPACE_NAME.test(namespace)) {
        throw new KubernetesConfigError(`provider kubernetes: namespace '${namespace.slice(0, 80)}' is not a valid name (lower-case letters, digits and '-', at most 63); set --namespace or KUBERNETES_NAMESPACE`);
    }
    return namespace;
}
/** KubeConfig.loadFromDefault: KUBECONFIG, then ~/.kube/config, then the in-cluster service account. */
function kubernetesSettingsFromEnv(env, namespace) {
    const kubeConfig = new _kubernetes_client_node__WEBPACK_IMPORTED_MODULE_0__/* .KubeConfig */ .ypW();
    const saved = process.env.KUBECONFIG;
    try {
        // The client reads process.env itself; the caller's environment decides.
        if (env.KUBECONFIG === undefined)
            delete process.env.KUBECONFIG;
        else
            process.env.KUBECONFIG = env.KUBECONFIG;
        kubeConfig.loadFromDefault();
    }
    catch (error) {
        throw new KubernetesConfigError(`provider kubernetes: could not read the kubeconfig (${error.name}); point KUBECONFIG at a valid file or run inside a cluster`);
    }
    finally {
        if (saved === undefined)
            delete process.env.KUBECONFIG;
        else
            process.env.KUBECONFIG = saved;
    }
    if (!kubeConfig.getCurrentCluster()) {
        throw new KubernetesConfigError('provider kubernetes: no cluster in the kubeconfig; set KUBECONFIG to a file whose current-context names a cluster, or run inside a cluster');
    }
    return { namespace: namespaceFrom(namespace, env), kubeConfig };
}


/***/ })

};
