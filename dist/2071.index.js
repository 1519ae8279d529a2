export const id = 2071;
export const ids = [2071];
export const modules = {

/***/ 39331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ refusalText),
/* harmony export */   Ni: () => (/* binding */ taskRefusalAt),
/* harmony export */   YI: () => (/* binding */ specRefusal),
/* harmony export */   aK: () => (/* binding */ taskRefusal),
/* harmony export */   kW: () => (/* binding */ runRefusal)
/* harmony export */ });
/* unused harmony export taskNeeds */
/** The provider a refused need can move to: Docker honours every one. */
const FIX_PROVIDER = '--provider docker';
/** `<where>: <asks> cannot run on <Provider> (<its reason>); <fix>`. */
function refusalText(provider, refused) {
    const why = provider.capabilities.reasons?.[refused.need];
    const subject = refused.where ? `${refused.where}: ${refused.asks}` : refused.asks;
    return `${subject} cannot run on ${provider.title}${why ? ` (${why})` : ''}; ${refused.fix}`;
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
    const display = task.config.environment.display;
    if (display) {
        const asks = `[environment] display = "${display.width}x${display.height}" (a GUI task)`;
        needs.push({ need: 'display', where: `${task.relativeDir}/task.toml`, asks, fix });
    }
    if (task.config.environment.networkMode === 'no-network') {
        const asks = '[environment] network_mode = "no-network"';
        needs.push({ need: 'noNetwork', where: `${task.relativeDir}/task.toml`, asks, fix });
    }
    return needs;
}
/** `taskRefusal` with its place apart: the file that asks (null: the task itself) and the rest. */
function taskRefusalAt(task, provider) {
    const refused = taskNeeds(task).find(({ need }) => !provider.capabilities[need]);
    return refused
        ? { where: refused.where, message: refusalText(provider, { ...refused, where: null }) }
        : null;
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

/***/ 36914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i7: () => (/* binding */ readOnlyCopies),
/* harmony export */   pf: () => (/* binding */ mountCopies)
/* harmony export */ });
/* unused harmony export MAX_COPIED_MOUNT_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _archive_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84989);
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
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(mount.hostPath).catch(() => null);
        if (info?.isFile() && info.size <= MAX_COPIED_MOUNT_BYTES)
            copies.set(mount, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(mount.hostPath));
    }
    return copies;
}
/** The copies as a tar of root-owned read-only files at their paths, to extract at `/`. */
function readOnlyCopies(copies) {
    return (0,_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .buildArchive */ .h$)((pack) => {
        for (const [mount, content] of copies)
            (0,_archive_js__WEBPACK_IMPORTED_MODULE_1__/* .addFile */ .sM)(pack, mount.path.replace(/^\/+/, ''), content, 0o444);
    });
}


/***/ }),

/***/ 87873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ep: () => (/* binding */ DEFAULT_API_RETRY),
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   sT: () => (/* binding */ retryAfterOf)
/* harmony export */ });
/* unused harmony exports backoffMs, RETRY_AFTER_CAP_MS, retryAfterMs */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69212);
// Retrying a remote provider's API call (Daytona, Kubernetes): exponential backoff with full jitter,
// capped. Which errors may pass on another try is each provider's own (its faults.ts).


const DEFAULT_API_RETRY = { attempts: 5, baseDelayMs: 500, maxDelayMs: 8_000 };
/** Delay before try `n` (1-based, after a failure): exponential, capped, with full jitter. */
function backoffMs(policy, failedTries, random = Math.random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedTries - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
/**
 * The longest a server's `Retry-After` makes us wait before one try: past it the wait is this
 * (a limit window of hours should fail the attempt, not hold the run), and the retry policy's
 * tries still bound the whole.
 */
const RETRY_AFTER_CAP_MS = 60_000;
/** IMF-fixdate, RFC 850 and asctime, as RFC 9110 §5.6.7 asks a recipient to read them. */
const HTTP_DATE = /^[A-Za-z]{3,9},? [\w -]*\d{1,2}:\d{2}:\d{2}/;
/**
 * A `Retry-After` value in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3), capped; a date
 * already past is 0; null when absent or unreadable.
 */
function retryAfterMs(value, now = Date.now()) {
    if (typeof value !== 'string' || value.trim() === '')
        return null;
    const text = value.trim();
    // Date.parse reads nearly anything ('-5' is a year): only a day name, then a time, is a date.
    const ms = /^\d+$/.test(text)
        ? Number(text) * 1000
        : HTTP_DATE.test(text)
            ? Date.parse(text) - now
            : Number.NaN;
    if (Number.isNaN(ms))
        return null;
    return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms));
}
/**
 * The wait a provider's error names: its own `retryAfterMs`, else a `Retry-After` among its
 * `headers` (a plain record or a Fetch/Axios headers object).
 */
function retryAfterOf(error, now = Date.now()) {
    const own = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .errorField */ .LI)(error, 'retryAfterMs');
    if (typeof own === 'number' && own >= 0)
        return Math.min(RETRY_AFTER_CAP_MS, own);
    const headers = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .errorField */ .LI)(error, 'headers');
    if (typeof headers !== 'object' || headers === null)
        return null;
    const get = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .errorField */ .LI)(headers, 'get');
    if (typeof get === 'function')
        return retryAfterMs(get.call(headers, 'retry-after'), now);
    const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after');
    return retryAfterMs(entry?.[1], now);
}
/**
 * Runs `call` again while `retryable` says so, up to `policy.attempts` tries; other errors pass at
 * once. Between tries it waits the backoff, or longer when the server said so (`Retry-After`).
 */
async function withRetries(call, policy, retryable, wait = node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout) {
    for (let tried = 1;; tried++) {
        try {
            return await call();
        }
        catch (error) {
            if (tried >= policy.attempts || !retryable(error))
                throw error;
            await wait(Math.max(backoffMs(policy, tried), retryAfterOf(error) ?? 0));
        }
    }
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

/***/ 36375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QJ: () => (/* binding */ extractLine),
/* harmony export */   bv: () => (/* binding */ plannedArchive),
/* harmony export */   cD: () => (/* binding */ MISSING_PATH_EXIT),
/* harmony export */   oO: () => (/* binding */ packLine)
/* harmony export */ });
/* unused harmony export planExtraction */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56118);
/* harmony import */ var _shell_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23420);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69212);
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
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(name).replace(/\/+$/, '');
}
/** The archive without superseded entries, and the paths to clear first. */
async function plannedArchive(archive) {
    const entries = [];
    const extract = tar_stream__WEBPACK_IMPORTED_MODULE_1__.extract();
    const done = new Promise((resolve, reject) => {
        extract.on('entry', (header, stream, next) => {
            const chunks = [];
            stream.on('data', (chunk) => chunks.push((0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .chunkBuffer */ .SC)(chunk)));
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
    const pack = tar_stream__WEBPACK_IMPORTED_MODULE_1__.pack();
    const chunks = [];
    pack.on('data', (chunk) => chunks.push((0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .chunkBuffer */ .SC)(chunk)));
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
    const dest = (0,_shell_line_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteWord */ .XW)(destination);
    const clear = remove.length > 0 ? `(cd ${dest} && rm -rf -- ${remove.map(_shell_line_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteWord */ .XW).join(' ')}) && ` : '';
    return `${clear}tar -xpf ${(0,_shell_line_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteWord */ .XW)(source)} -C ${dest}`;
}
/** Packs `path` (named by its last component) into `output` (a file, or `-`: stdout); MISSING_PATH_EXIT when absent. */
function packLine(path, output) {
    const target = (0,_shell_line_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteWord */ .XW)(path);
    const tarLine = (0,_shell_line_js__WEBPACK_IMPORTED_MODULE_3__/* .commandLine */ .ay)(['tar', '-cf', output, '-C', node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path), node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path)]);
    return `if [ ! -e ${target} ] && [ ! -L ${target} ]; then exit ${MISSING_PATH_EXIT}; fi; ${tarLine}`;
}


/***/ }),

/***/ 80282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ServiceBuiltImages)
/* harmony export */ });
/* unused harmony export BuildLog */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39331);
// The run's images on a service that builds them itself (Daytona's snapshots, E2B's templates):
// one image per environment content hash and size, from the task's Dockerfile (its folder the
// context) or its docker_image. A benchmark version builds once: one that is ready is reused, and
// the same image asked twice in a run (two tasks, one environment) is one build, its outcome, a
// failure too, remembered. Each build's output and outcome go to builds/<name>.log.



/** builds/<name>.log, its lines written in the order given, the folder made on the first. */
class BuildLog {
    dir;
    written = Promise.resolve();
    constructor(dir, name) {
        this.dir = dir;
        this.file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${name}.log`);
    }
    file;
    /** Appends `text`, a line end added where it has none (nothing for empty text). */
    write(text) {
        if (!text)
            return;
        const line = text.endsWith('\n') ? text : `${text}\n`;
        this.written = this.written.then(async () => {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(this.dir, { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(this.file, line);
        });
    }
    /** Every line given so far is in the file. */
    flushed() {
        return this.written;
    }
}
class ServiceBuiltImages {
    builds;
    options;
    provider;
    outcomes = new Map();
    listeners = new Set();
    constructor(builds, options, 
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    provider) {
        this.builds = builds;
        this.options = options;
        this.provider = provider;
    }
    ensure(task) {
        const refusal = (0,_environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_2__/* .taskRefusal */ .aK)(task, this.provider);
        if (refusal)
            return Promise.resolve({ ok: false, reason: refusal });
        const env = task.config.environment;
        const size = this.builds.sizeOf(env.cpus, env.memoryMb, env.storageMb);
        return this.once(task, {
            name: this.builds.nameOf('env', task.environmentHash, size),
            source: env.dockerImage
                ? { kind: 'image', image: env.dockerImage }
                : { kind: 'dockerfile', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(task.dir, 'environment', 'Dockerfile') },
            size,
            buildTimeoutSec: env.buildTimeoutSec,
        });
    }
    ensureVerifier(task) {
        const verifier = task.verifierImage;
        if (!verifier || (!verifier.contextDir && !verifier.dockerImage))
            return this.ensure(task);
        const env = task.config.verifier.environment ?? task.config.environment;
        const size = this.builds.sizeOf(env.cpus, env.memoryMb, task.config.environment.storageMb);
        return this.once(task, {
            name: this.builds.nameOf('verifier', verifier.hash, size),
            source: verifier.contextDir
                ? { kind: 'dockerfile', path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(verifier.contextDir, 'Dockerfile') }
                : { kind: 'image', image: verifier.dockerImage ?? '' },
            size,
            buildTimeoutSec: env.buildTimeoutSec,
        });
    }
    ensureService(task, service) {
        return Promise.resolve({
            ok: false,
            reason: (0,_environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_2__/* .taskRefusal */ .aK)(task, this.provider) ??
                `${task.relativeDir}: service ${service.name} cannot run on ${this.provider.title}`,
        });
    }
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    async flush() {
        await Promise.allSettled([...this.outcomes.values()]);
    }
    once(task, recipe) {
        let outcome = this.outcomes.get(recipe.name);
        if (!outcome) {
            outcome = this.build(task, recipe);
            this.outcomes.set(recipe.name, outcome);
        }
        return outcome;
    }
    async build(task, recipe) {
        const started = Date.now();
        const log = new BuildLog(this.options.buildLogDir, recipe.name);
        const build = await this.builds.plan(recipe, log);
        if (!build)
            return { ok: true, image: recipe.name, built: false };
        this.emit({ type: 'build-started', tag: recipe.name, task: task.name });
        let why = null;
        try {
            await build();
        }
        catch (error) {
            const file = recipe.source.kind === 'dockerfile'
                ? ` (${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(task.relativeDir, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(task.dir, recipe.source.path))})`
                : '';
            why = `${this.builds.noun} ${recipe.name}${file}: ${error instanceof Error ? error.message : String(error)}`;
        }
        const durationSec = (Date.now() - started) / 1000;
        const at = new Date().toISOString();
        log.write(why === null
            ? `${at} ${this.builds.readyWord} after ${durationSec.toFixed(1)} s`
            : `${at} ${why}\n${at} failed`);
        await log.flushed();
        const reason = why === null ? null : `${why} (build log: ${log.file})`;
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
    emit(event) {
        for (const listener of this.listeners)
            listener(event);
    }
}


/***/ }),

/***/ 65862:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ HELPER_EXEC_TIMEOUT_SEC),
/* harmony export */   Gg: () => (/* binding */ helperTimedOut),
/* harmony export */   PU: () => (/* binding */ statusCodeOf),
/* harmony export */   Sq: () => (/* binding */ TRANSIENT_NET_CODES),
/* harmony export */   g4: () => (/* binding */ transportCodeOf),
/* harmony export */   r1: () => (/* binding */ TRANSIENT_HTTP_STATUS)
/* harmony export */ });
// The faults every remote provider (Daytona, E2B, Kubernetes) sorts the same way: which HTTP answers
// and transport errors may pass on another try, and a helper command of ours that hangs.
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
/**
 * How long a helper command of ours (a file copy, a clean-up) may take in a remote environment:
 * given explicitly, since a Daytona daemon ends a command given none after 10 s, and a bound on
 * one that hangs (a stuck mount) where the cluster sets none.
 */
const HELPER_EXEC_TIMEOUT_SEC = 600;
/** A helper command past HELPER_EXEC_TIMEOUT_SEC: a fault of the environment, named. */
function helperTimedOut(what) {
    return new Error(`${what}: a helper command took over ${HELPER_EXEC_TIMEOUT_SEC} s and was stopped`);
}
/** An error's HTTP status as SDKs attach it (`statusCode`); undefined where it has none. */
function statusCodeOf(error) {
    return typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
}
/**
 * The transport code (`ECONNRESET`) on an error or its causes (undici's `fetch failed` carries the
 * socket's on its cause): the first that `accept` takes, four levels deep at most.
 */
function transportCodeOf(error, accept = () => true) {
    let at = error;
    for (let depth = 0; typeof at === 'object' && at !== null && depth < 4; depth++) {
        if ('code' in at && typeof at.code === 'string' && accept(at.code))
            return at.code;
        at = 'cause' in at ? at.cause : null;
    }
    return null;
}


/***/ }),

/***/ 42126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RemoteProvider: () => (/* binding */ RemoteProvider)
/* harmony export */ });
/* unused harmony exports sweepLabels, NO_EVENTS */
/* harmony import */ var _environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39331);
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
// What every remote provider (Daytona, E2B, Kubernetes) does the same way: the creations a forced
// exit waits for, the sweep of a run's leftovers by label (list, then remove each), the one first
// request of a preflight, and the facts it has none of (events, other platforms, sidecars). Each
// provider adds only its SDK's calls: create one, list by labels, remove one.


/** The labels `removeRun` selects: every managed environment, or one run's, or one process's. */
function sweepLabels(runId, owner) {
    const labels = { [_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MANAGED */ .TA]: 'true' };
    if (runId !== null)
        labels[_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_RUN */ .Bt] = runId;
    if (owner)
        labels[_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_OWNER */ .N2] = owner;
    return labels;
}
/** A provider without an event stream: memory kills are not told apart. */
const NO_EVENTS = {
    sawOom: () => false,
    forget: () => undefined,
    close: () => undefined,
};
class RemoteProvider {
    name;
    title;
    capabilities;
    creations = new Set();
    constructor(descriptor) {
        this.name = descriptor.name;
        this.title = descriptor.title;
        this.capabilities = descriptor.capabilities;
    }
    create(spec) {
        const creation = this.createOne(spec);
        this.creations.add(creation);
        const forget = () => this.creations.delete(creation);
        void creation.then(forget, forget);
        return creation;
    }
    async creationsSettled(timeoutMs = 60_000) {
        let timer;
        const timeout = new Promise((resolve) => {
            timer = setTimeout(resolve, timeoutMs);
        });
        await Promise.race([Promise.allSettled([...this.creations]), timeout]);
        clearTimeout(timer);
    }
    /**
     * One first request before any attempt (a run's preflight): an API that cannot be reached, or
     * that refuses the credentials, is one sentence, not one error per attempt.
     */
    async checkReachable() {
        try {
            await this.firstRequest();
        }
        catch (error) {
            throw this.unreachable(error);
        }
    }
    createServiceGroup() {
        const fix = 'run the task with --provider docker';
        return Promise.reject(new Error((0,_environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_1__/* .refusalText */ .Kw)(this, { need: 'services', where: null, asks: 'compose sidecars', fix })));
    }
    /** Remote environments are Linux on x86-64 (what this machine's image cache builds, for a cluster). */
    platform() {
        return Promise.resolve({ os: 'linux', arch: 'x86_64' });
    }
    /** No remote provider publishes per-process OOM events: memory kills are read from state, if at all. */
    watchEvents() {
        return Promise.resolve(NO_EVENTS);
    }
    async managedLabels() {
        return (await this.listLabelled(sweepLabels(null, undefined))).map((found) => found.labels);
    }
    removeRun(runId, options = {}) {
        return this.removeLabelled(sweepLabels(runId, options.owner));
    }
    async removeLabelled(labels) {
        const found = await this.listLabelled(labels);
        for (const { id } of found)
            await this.removeOne(id);
        return found.length;
    }
}


/***/ }),

/***/ 74445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NY: () => (/* binding */ SandboxProvider)
});

// UNUSED EXPORTS: LABEL_REQUEST, sandboxSpecRefusal

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
;// CONCATENATED MODULE: ./src/run/environment/capacity.ts
class Capacity {
    size;
    used = 0;
    waiting = [];
    holds = new WeakMap();
    constructor(size) {
        this.size = size;
        if (!Number.isInteger(size) || size < 1)
            throw new Error(`capacity: size must be a whole number ≥ 1, got ${size}`);
    }
    /** The place of an environment about to be created from `spec`: its attempt's kept one, or a new hold. */
    async placeFor(spec) {
        const kept = spec.companionOf ? this.holds.get(spec.companionOf) : undefined;
        if (kept) {
            const lease = await kept.companion();
            return { release: () => lease.release(), created: () => undefined };
        }
        const hold = await this.hold(spec.companions ?? 0);
        return {
            release: () => hold.release(),
            created: (environment) => this.holds.set(environment, hold),
        };
    }
    /**
     * A place for an attempt's first environment and `companions` more, all at once. An attempt
     * needing more places than the cap has runs alone (-n 1 with a separate verifier: two).
     */
    async hold(companions = 0) {
        const need = 1 + companions;
        await this.acquire(need);
        let spare = companions;
        let open = true;
        return {
            companion: async () => {
                if (open && spare > 0) {
                    spare--;
                    let released = false;
                    return {
                        release: () => {
                            if (released)
                                return;
                            released = true;
                            if (open)
                                spare++;
                            else
                                this.put(1);
                        },
                    };
                }
                return this.lease();
            },
            release: () => {
                if (!open)
                    return;
                open = false;
                this.put(1 + spare);
                spare = 0;
            },
        };
    }
    /** Environments alive at once right now, places kept for companions included. */
    get inUse() {
        return this.used;
    }
    async lease() {
        await this.acquire(1);
        let released = false;
        return {
            release: () => {
                if (released)
                    return;
                released = true;
                this.put(1);
            },
        };
    }
    acquire(need) {
        // First come, first served: a waiter needing two places is not passed by ones needing one.
        if (this.waiting.length === 0 && this.fits(need)) {
            this.used += need;
            return Promise.resolve();
        }
        return new Promise((grant) => this.waiting.push({ need, grant }));
    }
    fits(need) {
        return this.used === 0 || this.used + need <= this.size;
    }
    put(places) {
        this.used -= places;
        while (this.waiting.length > 0 && this.fits(this.waiting[0].need)) {
            const next = this.waiting.shift();
            this.used += next.need;
            next.grant();
        }
    }
}

// EXTERNAL MODULE: ./src/run/environment/mount-copies.ts
var mount_copies = __webpack_require__(36914);
// EXTERNAL MODULE: ./src/run/providers/remote/provider.ts
var provider = __webpack_require__(42126);
;// CONCATENATED MODULE: ./src/run/providers/remote/sandbox-provider.ts
// A provider of remote sandboxes (Daytona, E2B): one sandbox per attempt from an image the service
// builds itself, at most `concurrency` alive at once, labelled so a sweep finds it after a crash.
// What is the same on every such service lives here: the cap, the small read-only host files
// copied in, the sweep of a sandbox whose creation answer was lost, what a spec may not ask.





/** Finds a sandbox whose creation answer was lost (nothing came back to remove). */
const LABEL_REQUEST = 'helios.request';
class SandboxProvider extends provider.RemoteProvider {
    retry;
    capacity;
    constructor(descriptor, concurrency, 
    /** How the SDK's calls are tried again on its transient faults. */
    retry) {
        super(descriptor);
        this.retry = retry;
        this.capacity = new Capacity(concurrency);
    }
    async createOne(spec) {
        // A small read-only host file (a CA bundle) is copied in: what Docker would bind-mount.
        const copies = await (0,mount_copies/* mountCopies */.pf)(spec.mounts);
        const refusal = sandboxSpecRefusal(spec, this, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        const place = await this.capacity.placeFor(spec);
        const request = (0,external_node_crypto_.randomUUID)();
        try {
            const created = await this.launch(spec, { ...spec.labels, [LABEL_REQUEST]: request }, () => place.release());
            if (copies.size > 0)
                await created.copyIn(await (0,mount_copies/* readOnlyCopies */.i7)(copies), '/');
            place.created(created);
            return created;
        }
        catch (error) {
            // A sandbox that never started (or whose answer was lost) may exist: it must not outlive us.
            await this.removeLabelled({ [LABEL_REQUEST]: request }).catch(() => undefined);
            place.release();
            throw error;
        }
    }
    /** Lists by a label no sandbox carries: the API and the key answer, nothing is created. */
    async firstRequest() {
        await this.listLabelled({ [LABEL_REQUEST]: 'preflight' });
    }
    /** Sandboxes alive at once right now (the cap's use). */
    get sandboxesInUse() {
        return this.capacity.inUse;
    }
}
/**
 * What an environment spec asks that a sandbox cannot give: what the provider's capabilities lack
 * (capability-refusals.ts; a small read-only file is given as a copy, `copyable`), and a main
 * command of the task's own, which a sandbox does not run.
 */
function sandboxSpecRefusal(spec, provider, copyable = () => false) {
    const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, provider, copyable);
    if (refusal)
        return refusal;
    const command = spec.command?.join(' ');
    if (command !== undefined && command !== 'sleep infinity')
        return `${provider.title} runs no main command of the task's own ("${command.slice(0, 80)}"); use --provider docker`;
    return null;
}


/***/ }),

/***/ 34348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ RemoteSandbox)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2488);
/* harmony import */ var _environment_streams_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79838);
/* harmony import */ var _environment_tar_through_shell_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36375);
/* harmony import */ var _environment_shell_line_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23420);
/* harmony import */ var _faults_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65862);
// One attempt's environment as a remote sandbox (Daytona, E2B), over the three things each SDK
// gives: run a helper line as root, write a file, read a file. Files cross as tar archives through
// a scratch file, packed and unpacked by a shell line (tar-through-shell.ts); a sandbox has no main
// command of its own, so it "ends" when it is killed or its service stops it.







const SCRATCH = '/tmp';
/** Ends every process but the sandbox's first (the service's daemon, which file copies need). */
const KILL_ALL_LINE = 'kill -9 -1 2>/dev/null; true';
class RemoteSandbox {
    id;
    defaultWorkdir;
    onRemoved;
    removed = false;
    killedAt = null;
    constructor(id, defaultWorkdir, onRemoved) {
        this.id = id;
        this.defaultWorkdir = defaultWorkdir;
        this.onRemoved = onRemoved;
    }
    /** As Docker's extraction does, a path whose type differs from the entry's is replaced (archive-plan.ts). */
    async copyIn(archive, destination) {
        const { archive: planned, remove } = await (0,_environment_tar_through_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .plannedArchive */ .bv)(await (0,_environment_streams_js__WEBPACK_IMPORTED_MODULE_3__/* .bufferOf */ .Kb)(archive));
        const file = await this.upload(planned, 'in.tar');
        const result = await this.run(`${(0,_environment_tar_through_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .extractLine */ .QJ)(destination, remove, file)} 2>&1; code=$?; rm -f ${(0,_environment_shell_line_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteWord */ .XW)(file)}; exit $code`);
        if (result.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${result.output.trim().slice(0, 300)}`);
    }
    async copyOut(path) {
        const file = `${SCRATCH}/.helios-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}-out.tar`;
        const packed = await this.run(`${(0,_environment_tar_through_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .packLine */ .oO)(path, file)} 2>&1`);
        try {
            if (packed.exitCode === _environment_tar_through_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .MISSING_PATH_EXIT */ .cD)
                throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .PathNotFound */ .lg(path);
            if (packed.exitCode !== 0)
                throw new Error(`copy of ${path} out of the sandbox failed: ${packed.output.trim().slice(0, 200)}`);
            return node_stream__WEBPACK_IMPORTED_MODULE_1__.Readable.from([await this.readFile(file)]);
        }
        finally {
            await this.removeScratch(file);
        }
    }
    async workdir() {
        if (this.defaultWorkdir)
            return this.defaultWorkdir;
        const result = await this.run('pwd');
        return result.output.trim() || '/';
    }
    async stopped() {
        if (this.removed)
            return null;
        if (this.killedAt !== null)
            return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt };
        return (await this.hasEnded()) ? { exitCode: 137, oomKilled: false, finishedAt: Date.now() } : null;
    }
    /** Every process but the daemon (which copyOut needs) ends; removing the sandbox would lose its files. */
    async kill() {
        await this.run(KILL_ALL_LINE);
        this.killedAt = Date.now();
    }
    async restart() {
        await this.restartProcesses();
        this.killedAt = null;
    }
    /** A sandbox runs no main command whose output could be read back. */
    logs() {
        return Promise.resolve('');
    }
    async remove() {
        if (this.removed)
            return;
        await this.destroy();
        this.removed = true;
        this.onRemoved();
    }
    /** `request`'s stdin, when it has one, as a scratch file for `use`; removed after. */
    async withStdinFile(request, use) {
        const stdinFile = request.stdin === undefined ? null : await this.upload(request.stdin, 'stdin');
        try {
            return await use(stdinFile);
        }
        finally {
            if (stdinFile)
                await this.removeScratch(stdinFile);
        }
    }
    /** Every process of ours ends (what restartProcesses does where the service cannot restart). */
    async endProcesses() {
        await this.run(KILL_ALL_LINE);
    }
    /**
     * A helper command's call, given HELPER_EXEC_TIMEOUT_SEC: one ended by that timeout (as the SDK's
     * `timedOut` tells it) is a fault of the environment, named.
     */
    async bounded(call, timedOut) {
        const started = Date.now();
        try {
            return await call(_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .HELPER_EXEC_TIMEOUT_SEC */ .$F);
        }
        catch (error) {
            if (timedOut(error, (Date.now() - started) / 1000, _faults_js__WEBPACK_IMPORTED_MODULE_5__/* .HELPER_EXEC_TIMEOUT_SEC */ .$F))
                throw (0,_faults_js__WEBPACK_IMPORTED_MODULE_5__/* .helperTimedOut */ .Gg)(`sandbox ${this.id}`);
            throw error;
        }
    }
    async upload(content, suffix) {
        const file = `${SCRATCH}/.helios-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}-${suffix}`;
        await this.writeFile(file, await (0,_environment_streams_js__WEBPACK_IMPORTED_MODULE_3__/* .bufferOf */ .Kb)(content));
        return file;
    }
    async removeScratch(file) {
        await this.run(`rm -f ${(0,_environment_shell_line_js__WEBPACK_IMPORTED_MODULE_6__/* .quoteWord */ .XW)(file)}`).catch(() => undefined);
    }
}


/***/ })

};
