export const id = 9904;
export const ids = [9904];
export const modules = {

/***/ 84989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ addDirectory),
/* harmony export */   Qh: () => (/* binding */ extractArchive),
/* harmony export */   h$: () => (/* binding */ buildArchive),
/* harmony export */   jG: () => (/* binding */ packDirectory),
/* harmony export */   sM: () => (/* binding */ addFile)
/* harmony export */ });
/* unused harmony export readArchiveFiles */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56118);
/* harmony import */ var _streams_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79838);
// Tar in and out of containers. Entry names are checked so nothing lands outside its folder.







async function packDirectory(pack, hostDir, prefix, dirMode = 0o755, modeRule = (_name, mode) => mode, 
/** Which entries to add (entry name, whether a folder); all by default. */
keep = () => true) {
    if (prefix)
        pack.entry({ name: `${prefix}/`, type: 'directory', mode: modeRule(prefix, dirMode, true) });
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(hostDir)).sort();
    for (const name of names) {
        const hostPath = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(hostDir, name);
        const entryName = prefix ? `${prefix}/${name}` : name;
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(hostPath);
        if (!keep(entryName, stat.isDirectory()))
            continue;
        if (stat.isDirectory()) {
            await packDirectory(pack, hostPath, entryName, stat.mode & 0o7777, modeRule, keep);
        }
        else if (stat.isSymbolicLink()) {
            pack.entry({ name: entryName, type: 'symlink', linkname: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(hostPath) });
        }
        else if (stat.isFile()) {
            const entry = pack.entry({
                name: entryName,
                size: stat.size,
                mode: modeRule(entryName, stat.mode & 0o7777, false),
            });
            await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(hostPath), entry);
        }
    }
}
function addFile(pack, name, content, mode = 0o644) {
    pack.entry({ name, mode }, content);
}
function addDirectory(pack, name, mode = 0o755) {
    pack.entry({ name: name.endsWith('/') ? name : `${name}/`, type: 'directory', mode });
}
/** Builds a small archive in memory (instruction, tests, solution: never the agent's output). */
async function buildArchive(fill) {
    const pack = tar_stream__WEBPACK_IMPORTED_MODULE_5__.pack();
    const chunks = [];
    pack.on('data', (chunk) => {
        chunks.push(chunk);
    });
    const ended = (0,node_events__WEBPACK_IMPORTED_MODULE_2__.once)(pack, 'end');
    await fill(pack);
    pack.finalize();
    await ended;
    return Buffer.concat(chunks);
}
/** Streams a tar (from getArchive) to disk, file by file; only regular files and folders are kept. */
async function extractArchive(source, options) {
    let files = 0;
    await eachEntry(source, async (header, stream) => {
        if (await handleEntry(header, stream, options))
            files++;
    });
    return files;
}
/** Each entry of a tar in turn; `handle` consumes the entry's stream (a throw ends the read). */
async function eachEntry(source, handle) {
    const extract = tar_stream__WEBPACK_IMPORTED_MODULE_5__.extract();
    const done = new Promise((resolve, reject) => {
        extract.on('entry', (header, stream, next) => {
            // Cast: tar-stream's entry is a streamx Readable, which Node's stream API accepts at run time.
            handle(header, stream).then(() => next(), (error) => {
                stream.resume();
                reject(error);
            });
        });
        extract.on('finish', resolve);
        extract.on('error', reject);
    });
    source.pipe(extract);
    source.on('error', (error) => extract.destroy(error));
    await done;
}
async function handleEntry(header, stream, options) {
    const target = isSafeName(header.name) ? options.destination(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(header.name)) : null;
    if (target === null || (header.type !== 'file' && header.type !== 'directory')) {
        if (target !== null)
            options.onSkippedType?.(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(header.name), header.type ?? 'unknown');
        stream.resume();
        await (0,node_events__WEBPACK_IMPORTED_MODULE_2__.once)(stream, 'end');
        return false;
    }
    if (header.type === 'directory') {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(target, { recursive: true });
        stream.resume();
        await (0,node_events__WEBPACK_IMPORTED_MODULE_2__.once)(stream, 'end');
        return false;
    }
    const cap = options.copyCap;
    // The header says how much the file holds: the most it can take on disk is known before a byte is written.
    const reserved = (0,_streams_js__WEBPACK_IMPORTED_MODULE_6__/* .cappedSize */ .PJ)(header.size ?? 0, options.capBytesPerFile);
    if (cap) {
        const path = cap.pathOf(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(header.name));
        if (!cap.budget.admit(path, reserved, cap.required?.(path) ?? false)) {
            stream.resume();
            await (0,node_events__WEBPACK_IMPORTED_MODULE_2__.once)(stream, 'end');
            return false;
        }
    }
    let written = 0;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3__.posix.dirname(target), { recursive: true });
        const sink = new _streams_js__WEBPACK_IMPORTED_MODULE_6__/* .LogFileSink */ .ug(target, options.capBytesPerFile, options.secrets);
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_4__.pipeline)(stream, sink);
        await (0,_streams_js__WEBPACK_IMPORTED_MODULE_6__/* .endWritable */ .KD)(sink);
        written = sink.bytesWritten;
    }
    finally {
        cap?.budget.release(reserved - written);
    }
    return true;
}
function isSafeName(name) {
    return !name.startsWith('/') && !name.split('/').includes('..');
}
/** The regular files of a tar (from getArchive) in memory, each cut at `capBytes`; for small trees. */
async function readArchiveFiles(source, capBytes) {
    const files = new Map();
    await eachEntry(source, async (header, stream) => {
        const chunks = [];
        let size = 0;
        for await (const data of stream) {
            const chunk = data;
            if (size < capBytes)
                chunks.push(chunk.subarray(0, capBytes - size));
            size += chunk.length;
        }
        if (header.type === 'file')
            files.set(posix.normalize(header.name), Buffer.concat(chunks));
    });
    return files;
}


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

/***/ 10700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ LABEL_RUN),
/* harmony export */   N2: () => (/* binding */ LABEL_OWNER),
/* harmony export */   TA: () => (/* binding */ LABEL_MANAGED),
/* harmony export */   Zc: () => (/* binding */ attemptLabels),
/* harmony export */   mt: () => (/* binding */ PROCESS_OWNER)
/* harmony export */ });
/* unused harmony exports LABEL_TASK, LABEL_ATTEMPT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The labels every environment, service and network of ours carries: a sweep after a crash (from
// another process) finds what a run left by them, whatever the provider.

const LABEL_MANAGED = 'helios.managed';
const LABEL_RUN = 'helios.run';
const LABEL_TASK = 'helios.task';
const LABEL_ATTEMPT = 'helios.attempt';
const LABEL_OWNER = 'helios.owner';
/**
 * This process, on every container and network it creates. The shards of one workflow run share
 * the run id; on a self-hosted engine they share the engine too, so a process sweeping its own
 * run must not take a sibling job's containers with it.
 */
const PROCESS_OWNER = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
/** The labels every container of an attempt carries: cleanup finds them by these after a crash. */
function attemptLabels(runId, taskId, attempt) {
    return {
        [LABEL_MANAGED]: 'true',
        [LABEL_RUN]: runId,
        [LABEL_TASK]: taskId,
        [LABEL_ATTEMPT]: String(attempt),
        [LABEL_OWNER]: PROCESS_OWNER,
    };
}


/***/ }),

/***/ 36914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ mountCopies)
/* harmony export */ });
/* unused harmony export MAX_COPIED_MOUNT_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
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


/***/ }),

/***/ 86939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony export */   LH: () => (/* binding */ withRetries)
/* harmony export */ });
/* unused harmony export backoffMs */
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
/** Runs `call` again while `retryable` says so, up to `policy.attempts` tries; other errors pass at once. */
async function withRetries(call, policy, retryable) {
    for (let tried = 1;; tried++) {
        try {
            return await call();
        }
        catch (error) {
            if (tried >= policy.attempts || !retryable(error))
                throw error;
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(backoffMs(policy, tried));
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

/***/ 79838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ forEachLine),
/* harmony export */   KD: () => (/* binding */ endWritable),
/* harmony export */   Kb: () => (/* binding */ bufferOf),
/* harmony export */   PJ: () => (/* binding */ cappedSize),
/* harmony export */   WC: () => (/* binding */ DemuxWritable),
/* harmony export */   ug: () => (/* binding */ LogFileSink),
/* harmony export */   vX: () => (/* binding */ TailBuffer),
/* harmony export */   zY: () => (/* binding */ demuxText)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68552);
// Byte plumbing for container output: Docker's multiplexed frames → two sinks, with backpressure
// all the way to the socket, so a chatty agent cannot grow our memory.




const HEADER = 8;
/** A whole multiplexed output already in memory (`logs` without follow): both streams, in order. */
function demuxText(raw) {
    const parts = [];
    for (let pos = 0; pos + HEADER <= raw.length;) {
        const size = raw.readUInt32BE(pos + 4);
        parts.push(raw.subarray(pos + HEADER, pos + HEADER + size));
        pos += HEADER + size;
    }
    return Buffer.concat(parts).toString('utf8');
}
/** Splits Docker's multiplexed stream (8-byte header: stream id, 3 zero bytes, uint32 BE size). */
class DemuxWritable extends node_stream__WEBPACK_IMPORTED_MODULE_2__.Writable {
    stdout;
    stderr;
    header = Buffer.alloc(0);
    remaining = 0;
    target = null;
    constructor(stdout, stderr) {
        super();
        this.stdout = stdout;
        this.stderr = stderr;
    }
    _write(chunk, _encoding, callback) {
        this.consume(chunk).then(() => callback(), callback);
    }
    async consume(chunk) {
        let pos = 0;
        while (pos < chunk.length) {
            if (this.remaining === 0) {
                const need = HEADER - this.header.length;
                this.header = Buffer.concat([this.header, chunk.subarray(pos, pos + need)]);
                pos += Math.min(need, chunk.length - pos);
                if (this.header.length < HEADER)
                    return;
                this.remaining = this.header.readUInt32BE(4);
                this.target = this.header[0] === 2 ? this.stderr : this.stdout;
                this.header = Buffer.alloc(0);
                continue;
            }
            const take = Math.min(this.remaining, chunk.length - pos);
            const piece = chunk.subarray(pos, pos + take);
            pos += take;
            this.remaining -= take;
            if (this.target)
                await writeOrFail(this.target, piece);
        }
    }
}
/**
 * Writes with backpressure. A sink destroyed earlier (its disk filled up) never emits 'drain' or
 * 'error' again: waiting for either would hang the exec until its timeout, so fail instead.
 */
async function writeOrFail(target, piece) {
    if (target.destroyed)
        throw target.errored ?? new Error('output closed');
    if (target.write(piece))
        return;
    await new Promise((resolve, reject) => {
        const onDrain = () => settle(null);
        const onEnd = () => settle(target.errored ?? new Error('output closed'));
        const settle = (error) => {
            target.off('drain', onDrain).off('close', onEnd).off('error', onEnd);
            if (error)
                reject(error);
            else
                resolve();
        };
        target.on('drain', onDrain).on('close', onEnd).on('error', onEnd);
    });
}
/**
 * A log file on the host: redacts secrets, stops writing after `capBytes` (then appends one note)
 * and keeps consuming so the producer never blocks on a full file. A failed write (a full disk)
 * destroys the sink with that error, kept in `failure` for whoever reads the sink's result.
 */
class LogFileSink extends node_stream__WEBPACK_IMPORTED_MODULE_2__.Writable {
    path;
    capBytes;
    file;
    redactor;
    written = 0;
    truncated = false;
    bytesSeen = 0;
    /** What the file holds once finished: the kept bytes and the truncation note. */
    get bytesWritten() {
        return this.written;
    }
    failure = null;
    constructor(path, capBytes, secrets = []) {
        super();
        this.path = path;
        this.capBytes = capBytes;
        this.file = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(path);
        // A write error names no file (it is met on a descriptor): say which one.
        this.file.on('error', (error) => this.destroy(Object.assign(error, { path: error.path ?? path })));
        this.on('error', (error) => (this.failure ??= error));
        this.redactor = new _redact_js__WEBPACK_IMPORTED_MODULE_3__/* .Redactor */ .pO(secrets);
    }
    _write(chunk, _encoding, callback) {
        this.bytesSeen += chunk.length;
        this.emitBytes(this.redactor.push(chunk)).then(() => callback(), callback);
    }
    _final(callback) {
        this.finish().then(() => callback(), callback);
    }
    _destroy(error, callback) {
        this.file.destroy();
        callback(error);
    }
    async finish() {
        await this.emitBytes(this.redactor.push(Buffer.alloc(0), true));
        if (this.truncated) {
            const note = truncationNote(this.capBytes, this.bytesSeen);
            this.file.write(note);
            this.written += Buffer.byteLength(note);
        }
        this.file.end();
        await (0,node_events__WEBPACK_IMPORTED_MODULE_1__.once)(this.file, 'close');
    }
    async emitBytes(data) {
        if (this.truncated || data.length === 0)
            return;
        const room = this.capBytes - this.written;
        const part = data.length > room ? data.subarray(0, room) : data;
        if (data.length > room)
            this.truncated = true;
        this.written += part.length;
        if (part.length && !this.file.write(part))
            await (0,node_events__WEBPACK_IMPORTED_MODULE_1__.once)(this.file, 'drain');
    }
}
function truncationNote(capBytes, bytesSeen) {
    return `\n[helios: output truncated at ${capBytes} bytes; ${bytesSeen} bytes were produced]\n`;
}
/** The most a LogFileSink writes for `size` bytes in (redaction only shortens: secrets are ≥ 4 bytes). */
function cappedSize(size, capBytes) {
    return size <= capBytes ? size : capBytes + Buffer.byteLength(truncationNote(capBytes, size));
}
/** Keeps the last `limit` bytes: enough to explain a failed setup command. */
class TailBuffer extends node_stream__WEBPACK_IMPORTED_MODULE_2__.Writable {
    limit;
    buffer = Buffer.alloc(0);
    constructor(limit = 4096) {
        super();
        this.limit = limit;
    }
    _write(chunk, _encoding, callback) {
        const joined = Buffer.concat([this.buffer, chunk]);
        this.buffer =
            joined.length > this.limit ? Buffer.from(joined.subarray(joined.length - this.limit)) : joined;
        callback();
    }
    text() {
        return this.buffer.toString('utf8');
    }
}
async function endWritable(stream) {
    if (stream.writableFinished || stream.destroyed)
        return;
    const done = (0,node_events__WEBPACK_IMPORTED_MODULE_1__.once)(stream, 'finish');
    stream.end();
    await done;
}
/** Each line of a text stream (the engine's JSON-lines answers to build, pull and push), the last one too. */
async function forEachLine(stream, handle) {
    let pending = '';
    for await (const chunk of stream) {
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        lines.forEach(handle);
    }
    handle(pending);
}
/** The whole content, read to its end when it is a stream. */
async function bufferOf(content) {
    if (Buffer.isBuffer(content))
        return content;
    const chunks = [];
    for await (const chunk of content)
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks);
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

/***/ 68552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rd: () => (/* binding */ redactText),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   gA: () => (/* binding */ secretsToRedact),
/* harmony export */   pO: () => (/* binding */ Redactor)
/* harmony export */ });
/* unused harmony export MIN_SECRET_LENGTH */
// Streaming secret redaction. A secret may straddle two chunks, so the tail that could still be the
// start of a secret is held back until the next chunk (or the end) decides it.
const REDACTED = '***';
/** Shorter values would redact ordinary text (e.g. "1" or "on"); GitHub's masking has the same blind spot. */
const MIN_SECRET_LENGTH = 4;
function secretsToRedact(values) {
    const unique = new Set([...values].filter((v) => v.length >= MIN_SECRET_LENGTH));
    return [...unique].map((v) => Buffer.from(v)).sort((a, b) => b.length - a.length);
}
class Redactor {
    secrets;
    held = Buffer.alloc(0);
    longest;
    replacement = Buffer.from(REDACTED);
    constructor(secrets) {
        this.secrets = secrets;
        this.longest = secrets.reduce((max, s) => Math.max(max, s.length), 0);
    }
    /** Returns what can be emitted now; `final` flushes the held tail. */
    push(chunk, final = false) {
        if (this.secrets.length === 0)
            return chunk;
        const buf = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
        const limit = final ? buf.length : Math.max(0, buf.length - (this.longest - 1));
        const out = [];
        let pos = 0;
        while (pos < limit) {
            let bestAt = -1;
            let bestLength = 0;
            for (const secret of this.secrets) {
                const at = buf.indexOf(secret, pos);
                if (at >= 0 && (bestAt < 0 || at < bestAt)) {
                    bestAt = at;
                    bestLength = secret.length;
                }
            }
            // A match starting before `limit` is complete inside buf (limit leaves room for the longest secret).
            if (bestAt < 0 || bestAt >= limit) {
                out.push(buf.subarray(pos, limit));
                pos = limit;
                break;
            }
            out.push(buf.subarray(pos, bestAt), this.replacement);
            pos = bestAt + bestLength;
        }
        this.held = Buffer.from(buf.subarray(pos));
        return out.length === 1 ? out[0] : Buffer.concat(out);
    }
}
function redactText(text, secrets) {
    return new Redactor(secrets).push(Buffer.from(text), true).toString();
}


/***/ })

};
