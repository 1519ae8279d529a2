export const id = 4863;
export const ids = [4863];
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

/***/ 64520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ registryImage)
/* harmony export */ });
/** Where the image of a content hash lives in the registry. */
function registryImage(ref, hash) {
    return `${ref}:${hash}`;
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

/***/ 24863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KubernetesProvider: () => (/* binding */ KubernetesProvider)
});

// UNUSED EXPORTS: DEFAULT_ACTIVE_DEADLINE_SEC, KubernetesApiError

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/@kubernetes/client-node/dist/index.js + 875 modules
var dist = __webpack_require__(12901);
// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: ./src/run/environment/mount-copies.ts
var mount_copies = __webpack_require__(36914);
// EXTERNAL MODULE: ./src/run/environment/retries.ts
var retries = __webpack_require__(87873);
// EXTERNAL MODULE: ./src/run/providers/remote/provider.ts
var provider = __webpack_require__(42126);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
// EXTERNAL MODULE: ./src/run/providers/remote/faults.ts
var faults = __webpack_require__(65862);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/faults.ts
// Which errors are the cluster's own. The client's ApiException carries the HTTP code; its text
// holds the whole answer (headers, body), so it is turned into a short KubernetesApiError here.





class KubernetesApiError extends Error {
    statusCode;
    transportCode;
    retryAfterMs;
    name = 'KubernetesApiError';
    constructor(statusCode, message, transportCode = null, 
    /** The cluster's `Retry-After` (429, 503), capped (environment/retries.ts). */
    retryAfterMs = null) {
        super(message);
        this.statusCode = statusCode;
        this.transportCode = transportCode;
        this.retryAfterMs = retryAfterMs;
    }
}
/** The client's error as a KubernetesApiError naming the operation; other errors as they are. */
function apiError(operation, error) {
    if (error instanceof dist/* ApiException */.UJ4) {
        const message = (0,narrow/* errorField */.LI)(error.body, 'message');
        const detail = typeof message === 'string' ? message : '';
        return new KubernetesApiError(error.code, `${operation}: HTTP ${error.code}${detail ? ` (${detail.slice(0, 200)})` : ''}`, null, (0,retries/* retryAfterOf */.sT)(error));
    }
    const code = (0,faults/* transportCodeOf */.g4)(error, (c) => faults/* TRANSIENT_NET_CODES */.Sq.has(c));
    if (code)
        return new KubernetesApiError(null, `${operation}: ${code}`, code);
    return error;
}
function kubernetesFaultKind(error) {
    if (!(error instanceof KubernetesApiError))
        return null;
    if (error.statusCode === null)
        return 'transient';
    return faults/* TRANSIENT_HTTP_STATUS */.r1.has(error.statusCode) ? 'transient' : 'request';
}
const isTransient = (error) => kubernetesFaultKind(error) === 'transient';
const isNotFound = (error) => error instanceof KubernetesApiError && error.statusCode === 404;
/** The preflight's first request failed: one sentence naming what to check (never a credential). */
function kubernetesUnreachable(error, server, namespace) {
    const status = error instanceof KubernetesApiError ? error.statusCode : null;
    if (status === 401 || status === 403)
        return new errors/* ProviderSettingsError */.pq(`provider kubernetes: the cluster at ${server} refused the kubeconfig's credentials for pods in namespace ${namespace} (HTTP ${status}); check the user and its RBAC`);
    if (status !== null)
        return new errors/* ProviderUnavailableError */.wd(`provider kubernetes: the cluster at ${server} answered HTTP ${status} to listing pods in namespace ${namespace}`);
    const why = error instanceof KubernetesApiError ? (error.transportCode ?? 'no answer') : 'no answer';
    return new errors/* ProviderUnavailableError */.wd(`provider kubernetes: no cluster answers at ${server} (${why}); check KUBECONFIG and the network`);
}

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

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./src/run/environment/tar-through-shell.ts
var tar_through_shell = __webpack_require__(36375);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
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
        const { archive: planned, remove } = await (0,tar_through_shell/* plannedArchive */.bv)(await (0,streams/* bufferOf */.Kb)(archive));
        const stderr = new Collector();
        const outcome = await this.run(['sh', '-c', (0,tar_through_shell/* extractLine */.QJ)(destination, remove, '-')], {
            stdin: planned,
            stderr,
        });
        if (outcome.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${stderr.text().slice(0, 300)}`);
    }
    async copyOut(path) {
        const stdout = new Collector();
        const stderr = new Collector();
        const outcome = await this.run(['sh', '-c', (0,tar_through_shell/* packLine */.oO)(path, '-')], { stdout, stderr });
        if (outcome.exitCode === tar_through_shell/* MISSING_PATH_EXIT */.cD)
            throw new errors/* PathNotFound */.lg(path);
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
        return (0,retries/* withRetries */.LH)(() => api
            .readNamespacedPod({ name: this.id, namespace })
            .catch((e) => Promise.reject(apiError(`read pod ${this.id}`, e))), retry, isTransient);
    }
    async run(cmd, streams = {}) {
        const { kubeConfig, namespace } = this.context;
        const timeoutMs = faults/* HELPER_EXEC_TIMEOUT_SEC */.$F * 1000;
        const outcome = await execInPod(kubeConfig, namespace, this.id, cmd, { ...streams, timeoutMs });
        if (outcome.timedOut)
            throw (0,faults/* helperTimedOut */.Gg)(`pod ${this.id}`);
        return outcome;
    }
}
/** Deletes at once (grace 0); a pod already gone is fine. */
async function deletePod(context, name) {
    const { api, namespace, retry } = context;
    await (0,retries/* withRetries */.LH)(() => api
        .deleteNamespacedPod({ name, namespace, gracePeriodSeconds: 0 })
        .catch((e) => Promise.reject(apiError(`delete pod ${name}`, e))), retry, isTransient).catch((error) => {
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

// EXTERNAL MODULE: ./src/run/providers/kubernetes/descriptor.ts
var descriptor = __webpack_require__(75064);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/provider.ts
// Kubernetes as an environment provider: one pod per attempt in one namespace, labelled like every
// environment of ours so a sweep (also one at the start of a run, after a crash) finds it by label
// (remote/provider.ts does what every remote provider shares).












const DEFAULT_ACTIVE_DEADLINE_SEC = 6 * 3600;
class KubernetesProvider extends provider.RemoteProvider {
    buildAndPush;
    options;
    context;
    constructor(settings, 
    /** Builds a Dockerfile task here and pushes it (the Docker provider's, handed in by providers/index.ts). */
    buildAndPush, options = {}) {
        super(descriptor/* kubernetesDescriptor */.G);
        this.buildAndPush = buildAndPush;
        this.options = options;
        this.context = {
            api: settings.kubeConfig.makeApiClient(dist/* CoreV1Api */.f5Y),
            kubeConfig: settings.kubeConfig,
            namespace: settings.namespace,
            retry: options.retry ?? retries/* DEFAULT_API_RETRY */.Ep,
        };
    }
    /** Lists one pod of the namespace: the cluster and the credentials answer. */
    async firstRequest() {
        await this.listPods({ limit: 1 });
    }
    unreachable(error) {
        const { kubeConfig, namespace } = this.context;
        const server = kubeConfig.getCurrentCluster()?.server ?? 'the cluster';
        return kubernetesUnreachable(error, server, namespace);
    }
    get namespace() {
        return this.context.namespace;
    }
    async createOne(spec) {
        const copies = await (0,mount_copies/* mountCopies */.pf)(spec.mounts);
        const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, this, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        const name = `helios-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
        const { api, namespace, retry } = this.context;
        const body = podManifest(name, spec, this.options.activeDeadlineSec ?? DEFAULT_ACTIVE_DEADLINE_SEC);
        await (0,retries/* withRetries */.LH)(() => api.createNamespacedPod({ namespace, body }).catch((e) => {
            // A retried create whose first try got through: the pod is ours.
            if (e instanceof dist/* ApiException */.UJ4 && e.code === 409)
                return undefined;
            return Promise.reject(apiError(`create pod ${name}`, e));
        }), retry, isTransient);
        const pod = new KubernetesPod(name, this.context, spec.workdir);
        try {
            await this.untilRunning(pod);
            if (copies.size > 0)
                await pod.copyIn(await (0,mount_copies/* readOnlyCopies */.i7)(copies), '/');
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
            await (0,promises_.setTimeout)(this.options.pollMs ?? 500);
        }
    }
    attach(id) {
        return new KubernetesPod(id, this.context, null);
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
    /**
     * OOM kills are read from the pod's status (`stopped`). Label values are made valid for
     * Kubernetes (pod-spec.ts): an owner whose host name changed so is never proven gone.
     */
    async listLabelled(labels) {
        const list = await this.listPods({ labelSelector: labelSelector(labels) });
        return list.items.flatMap((pod) => {
            const name = pod.metadata?.name;
            return name ? [{ id: name, labels: pod.metadata?.labels ?? {} }] : [];
        });
    }
    removeOne(name) {
        return deletePod(this.context, name);
    }
    listPods(query) {
        const { api, namespace, retry } = this.context;
        return (0,retries/* withRetries */.LH)(() => api
            .listNamespacedPod({ namespace, ...query })
            .catch((e) => Promise.reject(apiError('list pods', e))), retry, isTransient);
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


/***/ })

};
