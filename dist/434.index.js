export const id = 434;
export const ids = [434];
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

/***/ 85179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ Capacity)
/* harmony export */ });
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

/***/ 86939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ HELPER_EXEC_TIMEOUT_SEC),
/* harmony export */   Gg: () => (/* binding */ helperTimedOut),
/* harmony export */   Sq: () => (/* binding */ TRANSIENT_NET_CODES),
/* harmony export */   a8: () => (/* binding */ sweepLabels),
/* harmony export */   fN: () => (/* binding */ Creations),
/* harmony export */   q9: () => (/* binding */ NO_EVENTS),
/* harmony export */   r1: () => (/* binding */ TRANSIENT_HTTP_STATUS)
/* harmony export */ });
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
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
/** The labels `removeRun` selects: every managed environment, or one run's, or one process's. */
function sweepLabels(runId, owner) {
    const labels = { [_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MANAGED */ .TA]: 'true' };
    if (runId !== null)
        labels[_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_RUN */ .Bt] = runId;
    if (owner)
        labels[_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_OWNER */ .N2] = owner;
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
    if (typeof error !== 'object' || error === null)
        return null;
    const own = error.retryAfterMs;
    if (typeof own === 'number' && own >= 0)
        return Math.min(RETRY_AFTER_CAP_MS, own);
    const headers = error.headers;
    if (typeof headers !== 'object' || headers === null)
        return null;
    const get = headers.get;
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
/* harmony import */ var _shell_line_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23420);
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
    const pack = tar_stream__WEBPACK_IMPORTED_MODULE_1__.pack();
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
    const dest = (0,_shell_line_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteWord */ .XW)(destination);
    const clear = remove.length > 0 ? `(cd ${dest} && rm -rf -- ${remove.map(_shell_line_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteWord */ .XW).join(' ')}) && ` : '';
    return `${clear}tar -xpf ${(0,_shell_line_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteWord */ .XW)(source)} -C ${dest}`;
}
/** Packs `path` (named by its last component) into `output` (a file, or `-`: stdout); MISSING_PATH_EXIT when absent. */
function packLine(path, output) {
    const target = (0,_shell_line_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteWord */ .XW)(path);
    const tarLine = (0,_shell_line_js__WEBPACK_IMPORTED_MODULE_2__/* .commandLine */ .ay)(['tar', '-cf', output, '-C', node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path), node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path)]);
    return `if [ ! -e ${target} ] && [ ! -L ${target} ]; then exit ${MISSING_PATH_EXIT}; fi; ${tarLine}`;
}


/***/ }),

/***/ 8183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DaytonaProvider: () => (/* binding */ DaytonaProvider)
});

// UNUSED EXPORTS: MAX_COPIED_MOUNT_BYTES, sandboxSpecRefusal

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/@daytonaio/sdk/esm/index.js + 127 modules
var esm = __webpack_require__(59214);
// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: ./src/run/environment/mount-copies.ts
var mount_copies = __webpack_require__(36914);
// EXTERNAL MODULE: ./src/run/environment/capacity.ts
var capacity = __webpack_require__(85179);
// EXTERNAL MODULE: ./src/run/environment/remote-provider.ts
var remote_provider = __webpack_require__(86939);
// EXTERNAL MODULE: ./src/run/providers/daytona/config.ts
var config = __webpack_require__(57063);
// EXTERNAL MODULE: ./src/run/providers/daytona/descriptor.ts
var descriptor = __webpack_require__(43576);
// EXTERNAL MODULE: ./src/run/environment/retries.ts
var retries = __webpack_require__(87873);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
;// CONCATENATED MODULE: ./src/run/providers/daytona/faults.ts
// Which errors are Daytona's own, and retrying the passing ones with backoff (environment/retries.ts).




/**
 * The SDK's errors by class, then their `statusCode` (HTTP) or transport `code`; never their name
 * or text (the SDK maps one daemon fault to subclasses of other names from one version to the next).
 */
function daytonaFaultKind(error) {
    if (!(error instanceof esm/* DaytonaError */.hY))
        return null;
    if (error instanceof esm/* DaytonaConnectionError */.vZ)
        return 'transient';
    const status = error.statusCode;
    // A success status on an error: the answer was cut off mid-body (the connection dropped).
    if (typeof status === 'number' && status >= 200 && status < 300)
        return 'transient';
    if (typeof status === 'number')
        return remote_provider/* TRANSIENT_HTTP_STATUS */.r1.has(status) ? 'transient' : 'request';
    const code = error.code;
    if (typeof code === 'string' && remote_provider/* TRANSIENT_NET_CODES */.Sq.has(code))
        return 'transient';
    return null;
}
/** The daemon's code for a command past the timeout it was given. */
const EXECUTION_TIMEOUT_CODE = 'PROCESS_EXECUTION_TIMEOUT';
/**
 * Whether a command given a timeout ended by it: the daemon's execution timeout (its class or
 * code), an HTTP 408, or any timeout of the SDK's once the command's own time has passed (the
 * client's deadline follows the command's). The command's, not the provider's fault.
 */
function commandTimedOut(error, elapsedSec, timeoutSec) {
    if (error instanceof esm/* DaytonaProcessExecutionTimeoutError */.z4)
        return true;
    if (!(error instanceof esm/* DaytonaError */.hY))
        return false;
    if (error.statusCode === 408 || error.code === EXECUTION_TIMEOUT_CODE)
        return true;
    return error instanceof esm/* DaytonaTimeoutError */.YC && elapsedSec >= timeoutSec;
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
function withDaytonaRetries(call, policy = retries/* DEFAULT_API_RETRY */.Ep, retryable = isTransient, wait) {
    return (0,retries/* withRetries */.LH)(call, policy, retryable, wait);
}
/** The preflight's first request failed: one sentence naming what to check (never the key). */
function daytonaUnreachable(error, apiUrl) {
    const status = error instanceof esm/* DaytonaError */.hY ? error.statusCode : undefined;
    if (status === 401 || status === 403)
        return new errors/* ProviderSettingsError */.pq(`provider daytona: the API at ${apiUrl} refused DAYTONA_API_KEY (HTTP ${status}); check the key and its organization`);
    if (typeof status === 'number')
        return new errors/* ProviderUnavailableError */.wd(`provider daytona: the API at ${apiUrl} answered HTTP ${status} to a first request; check DAYTONA_API_URL and Daytona's status`);
    const why = error instanceof Error ? error.constructor.name : 'no answer';
    return new errors/* ProviderUnavailableError */.wd(`provider daytona: no Daytona API answers at ${apiUrl} (${why}); check DAYTONA_API_URL and the network`);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
// EXTERNAL MODULE: ./src/run/environment/tar-through-shell.ts
var tar_through_shell = __webpack_require__(36375);
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
            const durationSec = (Date.now() - started) / 1000;
            if (timeoutSec !== undefined && commandTimedOut(error, durationSec, timeoutSec))
                return { exitCode: null, timedOut: true, durationSec };
            throw error;
        }
        finally {
            if (stdinFile)
                await this.run(`rm -f ${(0,shell_line/* quoteWord */.XW)(stdinFile)}`).catch(() => undefined);
        }
    }
    /** As Docker's extraction does, a path whose type differs from the entry's is replaced (archive-plan.ts). */
    async copyIn(archive, destination) {
        const { archive: planned, remove } = await (0,tar_through_shell/* plannedArchive */.bv)(await (0,streams/* bufferOf */.Kb)(archive));
        const file = await this.upload(planned, 'in.tar');
        const result = await this.run(`${(0,tar_through_shell/* extractLine */.QJ)(destination, remove, file)}; code=$?; rm -f ${(0,shell_line/* quoteWord */.XW)(file)}; exit $code`);
        if (result.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${result.result.trim().slice(0, 300)}`);
    }
    async copyOut(path) {
        const files = await this.toolboxFiles();
        const file = `${SCRATCH}/.helios-${(0,external_node_crypto_.randomUUID)()}-out.tar`;
        const packed = await this.run(`${(0,tar_through_shell/* packLine */.oO)(path, file)} 2>&1`);
        try {
            if (packed.exitCode === tar_through_shell/* MISSING_PATH_EXIT */.cD)
                throw new errors/* PathNotFound */.lg(path);
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
        const started = Date.now();
        const timeout = remote_provider/* HELPER_EXEC_TIMEOUT_SEC */.$F;
        try {
            const call = () => sandbox.process.executeCommand(line, undefined, undefined, timeout);
            return await withDaytonaRetries(call, this.retry, notDelivered);
        }
        catch (error) {
            if (commandTimedOut(error, (Date.now() - started) / 1000, timeout))
                throw (0,remote_provider/* helperTimedOut */.Gg)(`sandbox ${this.id}`);
            throw error;
        }
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
        const output = recipe.source.kind === 'dockerfile' ? await this.buildOutput(recipe.name) : '';
        const logFile = await this.log(recipe.name, reason ?? `active after ${durationSec.toFixed(1)} s`, output);
        if (reason !== null)
            reason = `${reason} (build log: ${logFile})`;
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
    /** The build's own output as Daytona kept it, or a line saying why it could not be fetched. */
    async buildOutput(name) {
        try {
            const snapshot = await this.find(name);
            if (!snapshot)
                return '(no build output: the snapshot is gone)\n';
            return await this.builds.buildLog(snapshot.id);
        }
        catch (error) {
            return `(no build output: ${error instanceof Error ? error.message : String(error)})\n`;
        }
    }
    /** Appends the build's output and its outcome to `builds/<name>.log`; returns that file. */
    async log(name, line, output) {
        await (0,promises_.mkdir)(this.options.buildLogDir, { recursive: true });
        const file = (0,external_node_path_.join)(this.options.buildLogDir, `${name}.log`);
        const text = output && !output.endsWith('\n') ? `${output}\n` : output;
        await (0,promises_.appendFile)(file, `${text}${new Date().toISOString()} ${line}\n`);
        return file;
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
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
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
        return remote_provider/* TRANSIENT_HTTP_STATUS */.r1.has(status);
    const code = error.code;
    return typeof code === 'string' && remote_provider/* TRANSIENT_NET_CODES */.Sq.has(code);
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
    /**
     * What snapshot `id`'s build wrote, fetched once it has ended (Daytona keeps it; the SDK streams
     * the same URL with `follow`). Empty for a snapshot from a registry image, which is not built.
     */
    async buildLog(id) {
        const { url } = (await withDaytonaRetries(() => this.snapshots.getSnapshotBuildLogsUrl(id), this.retry))
            .data;
        const response = await fetch(`${url}?follow=false`, {
            headers: { Authorization: `Bearer ${this.settings.apiKey}` },
            signal: AbortSignal.timeout(30_000),
        });
        if (!response.ok)
            throw new Error(`its build log answered HTTP ${response.status}`);
        return response.text();
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
class DaytonaProvider {
    options;
    name = descriptor/* daytonaDescriptor */.E.name;
    title = descriptor/* daytonaDescriptor */.E.title;
    capabilities = descriptor/* daytonaDescriptor */.E.capabilities;
    client;
    capacity;
    retry;
    creations = new remote_provider/* Creations */.fN();
    builds;
    /** Handed only to the toolbox's file client (toolbox-files.ts), as the SDK hands it to its own. */
    apiKey;
    apiUrl;
    constructor(settings, options = {}) {
        this.options = options;
        this.apiKey = settings.apiKey;
        this.apiUrl = settings.apiUrl;
        this.client = new esm/* Daytona */.dc({
            apiKey: settings.apiKey,
            apiUrl: settings.apiUrl,
            target: settings.target ?? undefined,
            // State by polling the REST API: no event socket to keep open (or to leak) per run.
            useDeprecatedPolling: true,
        });
        this.capacity = new capacity/* Capacity */.T(options.concurrency ?? config/* DEFAULT_DAYTONA_CONCURRENCY */.t$);
        this.retry = options.retry ?? retries/* DEFAULT_API_RETRY */.Ep;
        this.builds = new DeclarativeBuilds(settings, this.retry);
    }
    create(spec) {
        return this.creations.track(this.createSandbox(spec));
    }
    async createSandbox(spec) {
        const copies = await (0,mount_copies/* mountCopies */.pf)(spec.mounts);
        const refusal = sandboxSpecRefusal(spec, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        const place = await this.capacity.placeFor(spec);
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
            const created = new DaytonaSandbox(sandbox.id, () => this.client.get(sandbox.id), this.retry, spec.workdir, () => place.release(), this.apiKey, sandbox);
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
    /**
     * One first request before any attempt (a run's preflight): an API that cannot be reached, or
     * that refuses the key, is one sentence, not one error per attempt.
     */
    async checkReachable() {
        try {
            await withDaytonaRetries(async () => {
                for await (const sandbox of this.client.list({ labels: { [LABEL_REQUEST]: 'preflight' } })) {
                    void sandbox;
                    break;
                }
            }, this.retry);
        }
        catch (error) {
            throw daytonaUnreachable(error, this.apiUrl);
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
        return Promise.resolve(remote_provider/* NO_EVENTS */.q9);
    }
    async managedLabels() {
        const found = [];
        await withDaytonaRetries(async () => {
            found.length = 0;
            for await (const sandbox of this.client.list({ labels: (0,remote_provider/* sweepLabels */.a8)(null, undefined) }))
                found.push(sandbox.labels);
        }, this.retry);
        return found;
    }
    async removeRun(runId, options = {}) {
        return this.removeLabelled((0,remote_provider/* sweepLabels */.a8)(runId, options.owner));
    }
    creationsSettled(timeoutMs = 60_000) {
        return this.creations.settled(timeoutMs);
    }
    /** Sandboxes alive at once right now (the cap's use). */
    get sandboxesInUse() {
        return this.capacity.inUse;
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
    const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, descriptor/* daytonaDescriptor */.E, copyable);
    if (refusal)
        return refusal;
    const command = spec.command?.join(' ');
    if (command !== undefined && command !== 'sleep infinity') {
        return `Daytona runs no main command of the task's own ("${command.slice(0, 80)}"); use --provider docker`;
    }
    return null;
}


/***/ })

};
