export const id = 5634;
export const ids = [5634];
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

/***/ 45634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E2BProvider: () => (/* binding */ E2BProvider)
});

// UNUSED EXPORTS: e2bSpecRefusal

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/e2b/dist/index.js
var dist = __webpack_require__(72980);
// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: ./src/run/environment/capacity.ts
var capacity = __webpack_require__(85179);
// EXTERNAL MODULE: ./src/run/environment/mount-copies.ts
var mount_copies = __webpack_require__(36914);
// EXTERNAL MODULE: ./src/run/environment/remote-provider.ts
var remote_provider = __webpack_require__(86939);
// EXTERNAL MODULE: ./src/run/environment/retries.ts
var retries = __webpack_require__(87873);
// EXTERNAL MODULE: ./src/run/providers/e2b/config.ts
var config = __webpack_require__(25096);
// EXTERNAL MODULE: ./src/run/providers/e2b/descriptor.ts
var descriptor = __webpack_require__(17995);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
;// CONCATENATED MODULE: ./src/run/providers/e2b/faults.ts
// Which errors are E2B's own, and retrying the passing ones with backoff (environment/retries.ts).
// The SDK already waits out a 429's Retry-After on its REST calls (its `retries`); what still
// comes out is retried here with our backoff.




/**
 * The SDK's errors by class, then their `statusCode`; a failed fetch by its cause's transport
 * code. Never by text (an agent's output may say anything).
 */
function e2bFaultKind(error) {
    // A command's non-zero exit: the command's outcome, not E2B's fault.
    if (error instanceof dist.CommandExitError)
        return null;
    if (error instanceof dist.RateLimitError || error instanceof dist.ServiceBusyError)
        return 'transient';
    if (error instanceof dist.AuthenticationError)
        return 'request';
    // The sandbox was killed or timed out under a request, or the request's own deadline passed; or
    // E2B no longer has it (it ended): another try gets a new sandbox.
    if (error instanceof dist.TimeoutError || error instanceof dist.SandboxNotFoundError)
        return 'transient';
    if (error instanceof dist.SandboxError || error instanceof dist.BuildError) {
        const status = error.statusCode;
        if (typeof status === 'number')
            return remote_provider/* TRANSIENT_HTTP_STATUS */.r1.has(status) ? 'transient' : 'request';
        return 'request';
    }
    const code = transportCode(error);
    return code !== null && remote_provider/* TRANSIENT_NET_CODES */.Sq.has(code) ? 'transient' : null;
}
/** `fetch failed` carries the socket's code on its cause (undici). */
function transportCode(error) {
    for (let at = error, depth = 0; at && depth < 4; depth++) {
        const code = at.code;
        if (typeof code === 'string')
            return code;
        at = at.cause;
    }
    return null;
}
/** Whether a command given `timeoutSec` ended by it: the SDK's timeout once that time has passed. */
function commandTimedOut(error, elapsedSec, timeoutSec) {
    return error instanceof dist.TimeoutError && elapsedSec >= timeoutSec;
}
/** A request that surely never ran a command (refused before the sandbox): safe to send again. */
function notDelivered(error) {
    return error instanceof dist.RateLimitError || error instanceof dist.ServiceBusyError;
}
const isTransient = (error) => e2bFaultKind(error) === 'transient';
/** An E2B call tried again on its transient faults (or on what `retryable` says). */
function withE2BRetries(call, policy = retries/* DEFAULT_API_RETRY */.Ep, retryable = isTransient) {
    return (0,retries/* withRetries */.LH)(call, policy, retryable);
}
/** The preflight's first request failed: one sentence naming what to check (never the key). */
function e2bUnreachable(error, apiUrl) {
    if (error instanceof dist.AuthenticationError)
        return new errors/* ProviderSettingsError */.pq(`provider e2b: the API at ${apiUrl} refused E2B_API_KEY (HTTP 401); check the key and its team`);
    const status = error?.statusCode;
    if (typeof status === 'number')
        return new errors/* ProviderUnavailableError */.wd(`provider e2b: the API at ${apiUrl} answered HTTP ${status} to a first request; check E2B_DOMAIN (or E2B_API_URL) and E2B's status`);
    const why = transportCode(error) ?? (error instanceof Error ? error.constructor.name : 'no answer');
    return new errors/* ProviderUnavailableError */.wd(`provider e2b: no E2B API answers at ${apiUrl} (${why}); check E2B_DOMAIN (or E2B_API_URL) and the network`);
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./src/run/environment/tar-through-shell.ts
var tar_through_shell = __webpack_require__(36375);
;// CONCATENATED MODULE: ./src/run/providers/e2b/sandbox.ts
// One attempt's environment as an E2B sandbox, driven through the SDK: commands through envd's
// process service (run as root, the user switched in the line: shell-line.ts), files as tar
// archives written and read through envd's file endpoint.









const SCRATCH = '/tmp';
/** envd's user for our own commands and files; the request's user is switched to in the line. */
const ROOT = 'root';
class E2BSandbox {
    id;
    connection;
    retry;
    defaultWorkdir;
    onRemoved;
    sandbox;
    removed = false;
    killedAt = null;
    constructor(id, connection, retry, defaultWorkdir, onRemoved, sandbox = null) {
        this.id = id;
        this.connection = connection;
        this.retry = retry;
        this.defaultWorkdir = defaultWorkdir;
        this.onRemoved = onRemoved;
        this.sandbox = sandbox;
    }
    async handle() {
        this.sandbox ??= await withE2BRetries(() => dist.Sandbox.connect(this.id, this.connection), this.retry);
        return this.sandbox;
    }
    /** A sandbox runs from its creation; `start` checks that it still does. */
    async start(what) {
        const sandbox = await this.handle();
        if (!(await withE2BRetries(() => sandbox.isRunning(), this.retry)))
            throw new Error(`${what}: the E2B sandbox ${this.id} is not running`);
    }
    async exec(request) {
        const sandbox = await this.handle();
        const started = Date.now();
        const stdinFile = request.stdin === undefined ? null : await this.upload(request.stdin, 'stdin');
        const line = (0,shell_line/* execLine */.SD)(request.cmd, request.user, stdinFile);
        // The SDK's deadline is the request's own, in ms.
        const timeoutSec = request.timeoutMs === undefined ? undefined : request.timeoutMs / 1000;
        const cwd = request.workdir ?? this.defaultWorkdir ?? undefined;
        try {
            // A command must not run twice: retried only when the request surely never reached envd.
            const result = await withE2BRetries(() => sandbox.commands.run(line, {
                user: ROOT,
                cwd,
                envs: request.env,
                // 0: no limit (the SDK's default is 60 s).
                timeoutMs: request.timeoutMs ?? 0,
                onStdout: (data) => void request.stdout?.write(data),
                onStderr: (data) => void request.stderr?.write(data),
            }), this.retry, notDelivered).catch((error) => {
                // A non-zero exit is an outcome, not a fault: the SDK throws it with the result.
                if (error instanceof dist.CommandExitError)
                    return { exitCode: error.exitCode };
                throw error;
            });
            return { exitCode: result.exitCode, timedOut: false, durationSec: (Date.now() - started) / 1000 };
        }
        catch (error) {
            const durationSec = (Date.now() - started) / 1000;
            if (timeoutSec !== undefined && commandTimedOut(error, durationSec, timeoutSec))
                return { exitCode: null, timedOut: true, durationSec };
            throw error;
        }
        finally {
            await flush(request.stdout);
            await flush(request.stderr);
            if (stdinFile)
                await this.run(`rm -f ${(0,shell_line/* quoteWord */.XW)(stdinFile)}`).catch(() => undefined);
        }
    }
    /** As Docker's extraction does, a path whose type differs from the entry's is replaced (archive-plan.ts). */
    async copyIn(archive, destination) {
        const { archive: planned, remove } = await (0,tar_through_shell/* plannedArchive */.bv)(await (0,streams/* bufferOf */.Kb)(archive));
        const file = await this.upload(planned, 'in.tar');
        const result = await this.run(`${(0,tar_through_shell/* extractLine */.QJ)(destination, remove, file)} 2>&1; code=$?; rm -f ${(0,shell_line/* quoteWord */.XW)(file)}; exit $code`);
        if (result.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${result.output.trim().slice(0, 300)}`);
    }
    async copyOut(path) {
        const sandbox = await this.handle();
        const file = `${SCRATCH}/.helios-${(0,external_node_crypto_.randomUUID)()}-out.tar`;
        const packed = await this.run(`${(0,tar_through_shell/* packLine */.oO)(path, file)} 2>&1`);
        try {
            if (packed.exitCode === tar_through_shell/* MISSING_PATH_EXIT */.cD)
                throw new errors/* PathNotFound */.lg(path);
            if (packed.exitCode !== 0)
                throw new Error(`copy of ${path} out of the sandbox failed: ${packed.output.trim().slice(0, 200)}`);
            const bytes = await withE2BRetries(() => sandbox.files.read(file, { format: 'bytes', user: ROOT }), this.retry);
            return external_node_stream_.Readable.from([Buffer.from(bytes)]);
        }
        finally {
            await this.run(`rm -f ${(0,shell_line/* quoteWord */.XW)(file)}`).catch(() => undefined);
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
        const sandbox = await this.handle();
        // A sandbox has no main command of its own: it "ends" when E2B ends it (its timeout, a kill).
        const running = await withE2BRetries(() => sandbox.isRunning(), this.retry);
        return running ? null : { exitCode: 137, oomKilled: false, finishedAt: Date.now() };
    }
    /** Every process but envd (which copyOut needs) ends; killing the sandbox would lose its files. */
    async kill() {
        await this.run('kill -9 -1 2>/dev/null; true');
        this.killedAt = Date.now();
    }
    /**
     * E2B has no stop and start: every process of ours ends, the filesystem stays; what the image's
     * start command ran does not come back (a sandbox runs none of ours).
     */
    async restart() {
        await this.kill();
        this.killedAt = null;
    }
    /** A sandbox runs no main command whose output could be read back. */
    logs() {
        return Promise.resolve('');
    }
    async remove() {
        if (this.removed)
            return;
        // Resolves false when it was gone already.
        await withE2BRetries(() => dist.Sandbox.kill(this.id, this.connection), this.retry);
        this.removed = true;
        this.onRemoved();
    }
    /** A helper line of ours, as root, bounded (a stuck mount must not hang the run). */
    async run(line) {
        const sandbox = await this.handle();
        const started = Date.now();
        let output = '';
        try {
            const result = await withE2BRetries(() => sandbox.commands.run(line, {
                user: ROOT,
                timeoutMs: remote_provider/* HELPER_EXEC_TIMEOUT_SEC */.$F * 1000,
                onStdout: (data) => void (output += data),
            }), this.retry, notDelivered).catch((error) => {
                if (error instanceof dist.CommandExitError)
                    return { exitCode: error.exitCode };
                throw error;
            });
            return { exitCode: result.exitCode, output };
        }
        catch (error) {
            if (commandTimedOut(error, (Date.now() - started) / 1000, remote_provider/* HELPER_EXEC_TIMEOUT_SEC */.$F))
                throw (0,remote_provider/* helperTimedOut */.Gg)(`sandbox ${this.id}`);
            throw error;
        }
    }
    async upload(content, suffix) {
        const sandbox = await this.handle();
        const file = `${SCRATCH}/.helios-${(0,external_node_crypto_.randomUUID)()}-${suffix}`;
        const buffer = await (0,streams/* bufferOf */.Kb)(content);
        const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
        await withE2BRetries(() => sandbox.files.write(file, data, { user: ROOT, useOctetStream: true }), this.retry);
        return file;
    }
}
/** Waits until what was written to `sink` so far has been taken. */
async function flush(sink) {
    if (!sink || sink.writableLength === 0)
        return;
    await new Promise((resolve) => sink.once('drain', resolve));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/run/providers/e2b/template-name.ts
/** task.toml's limits as E2B takes them (whole CPUs, an even number of MiB), rounded up. */
function templateSize(cpus, memoryMb) {
    return { cpuCount: Math.max(1, Math.ceil(cpus)), memoryMB: Math.max(128, Math.ceil(memoryMb / 2) * 2) };
}
function taskTemplateSize(task) {
    const env = task.config.environment;
    return templateSize(env.cpus, env.memoryMb);
}
/** Lower case, digits and dashes: what E2B accepts in a template name. */
function templateName(role, hash, size) {
    return `helios-${role}-${hash.slice(0, 16).toLowerCase()}-c${size.cpuCount}m${size.memoryMB}`;
}

;// CONCATENATED MODULE: ./src/run/providers/e2b/templates.ts
// The run's images on E2B: one template per environment content hash and size, built by E2B from
// the task's Dockerfile (its folder the file context) or from its docker_image. A benchmark
// version builds once: a template that exists is reused. The build's own log, as E2B streams it,
// goes to builds/<template>.log.






class E2BTemplates {
    connection;
    options;
    retry;
    provider;
    pending = new Map();
    listeners = new Set();
    constructor(connection, options, retry, 
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    provider) {
        this.connection = connection;
        this.options = options;
        this.retry = retry;
        this.provider = provider;
    }
    ensure(task) {
        const refusal = (0,capability_refusals/* taskRefusal */.aK)(task, this.provider);
        if (refusal)
            return Promise.resolve({ ok: false, reason: refusal });
        const env = task.config.environment;
        const size = taskTemplateSize(task);
        return this.once(task, {
            name: templateName('env', task.environmentHash, size),
            source: env.dockerImage
                ? { kind: 'image', image: env.dockerImage }
                : { kind: 'dockerfile', path: (0,external_node_path_.join)(task.dir, 'environment', 'Dockerfile') },
            size,
            buildTimeoutSec: env.buildTimeoutSec,
        });
    }
    ensureVerifier(task) {
        const verifier = task.verifierImage;
        if (!verifier || (!verifier.contextDir && !verifier.dockerImage))
            return this.ensure(task);
        const env = task.config.verifier.environment ?? task.config.environment;
        const size = templateSize(env.cpus, env.memoryMb);
        return this.once(task, {
            name: templateName('verifier', verifier.hash, size),
            source: verifier.contextDir
                ? { kind: 'dockerfile', path: (0,external_node_path_.join)(verifier.contextDir, 'Dockerfile') }
                : { kind: 'image', image: verifier.dockerImage ?? '' },
            size,
            buildTimeoutSec: env.buildTimeoutSec,
        });
    }
    ensureService(task, service) {
        return Promise.resolve({
            ok: false,
            reason: (0,capability_refusals/* taskRefusal */.aK)(task, this.provider) ?? `${task.relativeDir}: service ${service.name} cannot run on E2B`,
        });
    }
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    async flush() {
        await Promise.allSettled([...this.pending.values()]);
    }
    /** The same template asked twice (two tasks, one environment) is one build. */
    once(task, recipe) {
        let outcome = this.pending.get(recipe.name);
        if (!outcome) {
            outcome = this.build(task, recipe);
            this.pending.set(recipe.name, outcome);
        }
        return outcome;
    }
    async build(task, recipe) {
        const exists = await withE2BRetries(() => dist.Template.exists(recipe.name, this.connection), this.retry);
        if (exists)
            return { ok: true, image: recipe.name, built: false };
        const started = Date.now();
        this.emit({ type: 'build-started', tag: recipe.name, task: task.name });
        await (0,promises_.mkdir)(this.options.buildLogDir, { recursive: true });
        const logFile = (0,external_node_path_.join)(this.options.buildLogDir, `${recipe.name}.log`);
        // E2B's log lines arrive as it builds; written in order, awaited before the outcome.
        let written = Promise.resolve();
        const log = (line) => (written = written.then(() => (0,promises_.appendFile)(logFile, `${line}\n`)));
        let reason = null;
        try {
            const template = await this.template(recipe);
            await dist.Template.build(template, recipe.name, {
                ...this.connection,
                cpuCount: recipe.size.cpuCount,
                memoryMB: recipe.size.memoryMB,
                onBuildLogs: (entry) => void log(`${entry.timestamp.toISOString()} ${entry.level} ${entry.message}`),
                signal: AbortSignal.timeout(recipe.buildTimeoutSec * 1000),
            });
        }
        catch (error) {
            const file = recipe.source.kind === 'dockerfile'
                ? ` (${(0,external_node_path_.join)(task.relativeDir, (0,external_node_path_.relative)(task.dir, recipe.source.path))})`
                : '';
            const why = error instanceof Error ? error.message : String(error);
            reason = `template ${recipe.name}${file}: ${why.split('\n')[0]} (build log: ${logFile})`;
        }
        const durationSec = (Date.now() - started) / 1000;
        void log(`${new Date().toISOString()} ${reason === null ? `ready after ${durationSec.toFixed(1)} s` : 'failed'}`);
        await written;
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
    /** The template E2B builds: the Dockerfile with its folder as the file context, or the image. */
    async template(recipe) {
        if (recipe.source.kind === 'image')
            return (0,dist.Template)().fromImage(recipe.source.image);
        const dockerfile = await (0,promises_.readFile)(recipe.source.path, 'utf8');
        return (0,dist.Template)({ fileContextPath: (0,external_node_path_.dirname)(recipe.source.path) }).fromDockerfile(dockerfile);
    }
    emit(event) {
        for (const listener of this.listeners)
            listener(event);
    }
}

;// CONCATENATED MODULE: ./src/run/providers/e2b/provider.ts
// E2B as an environment provider: one sandbox per attempt, created from the template of the
// task's environment, its labels as the sandbox's metadata so a sweep finds it after a crash.












/** Finds a sandbox whose creation answer was lost (nothing came back to kill). */
const LABEL_REQUEST = 'helios.request';
class E2BProvider {
    options;
    name = descriptor/* e2bDescriptor */.x.name;
    title = descriptor/* e2bDescriptor */.x.title;
    capabilities = descriptor/* e2bDescriptor */.x.capabilities;
    connection;
    capacity;
    retry;
    creations = new remote_provider/* Creations */.fN();
    apiUrl;
    constructor(settings, options = {}) {
        this.options = options;
        this.connection = {
            apiKey: settings.apiKey,
            domain: settings.domain,
            ...(settings.apiUrl ? { apiUrl: settings.apiUrl } : {}),
            ...(settings.sandboxUrl ? { sandboxUrl: settings.sandboxUrl } : {}),
        };
        this.apiUrl = settings.apiUrl ?? `https://api.${settings.domain}`;
        this.capacity = new capacity/* Capacity */.T(options.concurrency ?? config/* DEFAULT_E2B_CONCURRENCY */._F);
        this.retry = options.retry ?? retries/* DEFAULT_API_RETRY */.Ep;
    }
    create(spec) {
        return this.creations.track(this.createSandbox(spec));
    }
    async createSandbox(spec) {
        // A small read-only host file (a CA bundle) is copied in: what Docker would bind-mount.
        const copies = await (0,mount_copies/* mountCopies */.pf)(spec.mounts);
        const refusal = e2bSpecRefusal(spec, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        const place = await this.capacity.placeFor(spec);
        const request = (0,external_node_crypto_.randomUUID)();
        const metadata = { ...spec.labels, [LABEL_REQUEST]: request };
        try {
            const sandbox = await withE2BRetries(() => dist.Sandbox.create(spec.image, {
                ...this.connection,
                metadata,
                envs: spec.env,
                allowInternetAccess: spec.network.kind !== 'none',
                timeoutMs: (this.options.lifetimeSec ?? 24 * 3600) * 1000,
            }), this.retry);
            const created = new E2BSandbox(sandbox.sandboxId, this.connection, this.retry, spec.workdir, () => place.release(), sandbox);
            if (copies.size > 0)
                await created.copyIn(await (0,mount_copies/* readOnlyCopies */.i7)(copies), '/');
            place.created(created);
            return created;
        }
        catch (error) {
            // A sandbox whose answer was lost may exist: it must not outlive us.
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
            await withE2BRetries(() => dist.Sandbox.list({
                ...this.connection,
                query: { metadata: { [LABEL_REQUEST]: 'preflight' } },
            }).nextItems(), this.retry);
        }
        catch (error) {
            throw e2bUnreachable(error, this.apiUrl);
        }
    }
    attach(id) {
        return new E2BSandbox(id, this.connection, this.retry, null, () => undefined);
    }
    createServiceGroup() {
        return Promise.reject(new Error('compose sidecars cannot run on E2B (one sandbox per attempt); run the task with --provider docker'));
    }
    images(options) {
        return new E2BTemplates(this.connection, options, this.retry, this);
    }
    faultKind(error) {
        return e2bFaultKind(error);
    }
    /** A template runs no start command of ours: the image's ENTRYPOINT does not run in a sandbox. */
    imageHasEntrypoint() {
        return Promise.resolve(false);
    }
    /** E2B's sandboxes are Linux on x86-64. */
    platform() {
        return Promise.resolve({ os: 'linux', arch: 'x86_64' });
    }
    /** E2B publishes no per-process OOM events: memory kills are not told apart. */
    watchEvents() {
        return Promise.resolve(remote_provider/* NO_EVENTS */.q9);
    }
    async managedLabels() {
        return (await this.listLabelled((0,remote_provider/* sweepLabels */.a8)(null, undefined))).map((s) => s.metadata);
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
    /** Running and paused sandboxes whose metadata has every one of `labels`, every page. */
    async listLabelled(labels) {
        return withE2BRetries(async () => {
            const found = [];
            const pages = dist.Sandbox.list({ ...this.connection, query: { metadata: labels } });
            while (pages.hasNext)
                for (const info of await pages.nextItems())
                    found.push({ id: info.sandboxId, metadata: info.metadata });
            return found;
        }, this.retry);
    }
    async removeLabelled(labels) {
        const found = await this.listLabelled(labels);
        for (const { id } of found)
            await withE2BRetries(() => dist.Sandbox.kill(id, this.connection), this.retry);
        return found.length;
    }
}
/**
 * What an environment spec asks that a sandbox cannot give (a small read-only file is given as a
 * copy, `copyable`), and a main command of the task's own.
 */
function e2bSpecRefusal(spec, copyable = () => false) {
    const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, descriptor/* e2bDescriptor */.x, copyable);
    if (refusal)
        return refusal;
    const command = spec.command?.join(' ');
    if (command !== undefined && command !== 'sleep infinity')
        return `E2B runs no main command of the task's own ("${command.slice(0, 80)}"); use --provider docker`;
    return null;
}


/***/ })

};
