export const id = 5388;
export const ids = [5388];
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

/***/ 98289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ creatingContainer),
/* harmony export */   _x: () => (/* binding */ creationsSettled),
/* harmony export */   o2: () => (/* binding */ removeRunContainers),
/* harmony export */   od: () => (/* binding */ removeContainer),
/* harmony export */   uo: () => (/* binding */ containerLimits)
/* harmony export */ });
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);

/** CPU, memory (no swap beyond it) and process limits of an attempt's container. */
function containerLimits(limits, pidsLimit) {
    return {
        NanoCpus: Math.round(limits.cpus * 1e9),
        Memory: limits.memoryMb * 1024 * 1024,
        MemorySwap: limits.memoryMb * 1024 * 1024,
        PidsLimit: pidsLimit,
    };
}
/**
 * Force-removes a container and returns once it is gone. A second remove while one is in progress
 * fails at once ("removal already in progress"), so on failure we wait for the first to finish.
 */
async function removeContainer(docker, id, waitMs = 15_000) {
    try {
        await docker.getContainer(id).remove({ force: true, v: true });
        return;
    }
    catch {
        // Gone already, or being removed by someone else: wait below.
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
        try {
            await docker.getContainer(id).inspect();
        }
        catch {
            return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}
/**
 * Force-removes every container labelled with this run id (or every managed one when runId is
 * null), then the run's attempt networks (compose tasks), which only empty ones can leave.
 * With `owner` (PROCESS_OWNER), only what that process created: a live process sweeping its own.
 */
async function removeRunContainers(docker, runId, options = {}) {
    const label = [
        ...(runId === null ? [] : [`${_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_RUN */ .Bt}=${runId}`]),
        `${_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MANAGED */ .TA}=true`,
        ...(options.owner ? [`${_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_OWNER */ .N2}=${options.owner}`] : []),
    ];
    const containers = await docker.listContainers({ all: true, filters: { label } });
    await Promise.allSettled(containers.map((c) => removeContainer(docker, c.Id)));
    const networks = await docker.listNetworks({ filters: { label } });
    await Promise.allSettled(networks.map((n) => docker.getNetwork(n.Id).remove()));
    return containers.length;
}
const creating = new Set();
/**
 * A container creation under way, known until it settles: a forced exit (a second Ctrl-C) waits
 * for these before its sweep, or a container the engine was still creating would outlive it.
 */
function creatingContainer(creation) {
    creating.add(creation);
    const forget = () => creating.delete(creation);
    creation.then(forget, forget);
    return creation;
}
/** Resolves once every creation under way has settled, or after `timeoutMs`. */
async function creationsSettled(timeoutMs = 5000) {
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...creating]), timeout]);
    clearTimeout(timer);
}


/***/ }),

/***/ 52463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ ImageCache)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _environment_streams_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79838);
/* harmony import */ var tar_stream__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56118);
/* harmony import */ var _task_image_names_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(81505);
/* harmony import */ var _environment_archive_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84989);
/* harmony import */ var _write_fault_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(16751);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(87394);











class ImageCache {
    docker;
    options;
    byKey = new Map();
    listeners = new Set();
    pushes = [];
    /** Tags this cache built, pulled or added (what `removeOwnImages` removes). */
    made = new Set();
    /** Builds started by this cache (a reused tag is not a build). */
    builds = 0;
    /** Images pulled from the registry. */
    pulls = 0;
    /** Images restored from the stash. */
    restores = 0;
    /** Images the build mode found in the stash and left there (the shards restore them). */
    stashed = 0;
    constructor(docker, options) {
        this.docker = docker;
        this.options = options;
    }
    /** Each run using this cache listens while it runs; returns the unsubscribe. */
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    emit(event) {
        this.options.onEvent?.(event);
        for (const listener of this.listeners)
            listener(event);
    }
    ensure(task) {
        const image = task.config.environment.dockerImage;
        const key = image ? `image:${image}` : `env:${task.environmentHash}`;
        const build = {
            task: task.name,
            tag: (0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_9__/* .environmentTag */ .a)(task),
            contextDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(task.dir, 'environment'),
            hash: task.environmentHash,
            timeoutSec: task.config.environment.buildTimeoutSec,
        };
        const pending = this.once(key, () => image ? this.ensurePrebuilt(image, task.name) : this.ensureBuilt(build));
        // Same environment under another task name: give it its own tag so a later run finds it directly.
        return image ? pending : pending.then((outcome) => this.alsoTag(outcome, (0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_9__/* .environmentTag */ .a)(task)));
    }
    /** A separate verifier's image: built from tests/, a named image, or the task's own. */
    ensureVerifier(task) {
        const source = task.verifierImage;
        if (source?.contextDir) {
            const tag = (0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_9__/* .builtImageTag */ .m)(task.name, 'verifier', source.hash);
            const timeoutSec = task.config.verifier.environment?.buildTimeoutSec ?? task.config.environment.buildTimeoutSec;
            const build = {
                task: `${task.name} (verifier)`,
                tag,
                contextDir: source.contextDir,
                hash: source.hash,
                timeoutSec,
            };
            return this.once(`verifier:${source.hash}`, () => this.ensureBuilt(build));
        }
        const image = source?.dockerImage;
        return image
            ? this.once(`image:${image}`, () => this.ensurePrebuilt(image, task.name))
            : this.ensure(task);
    }
    /** A compose service's image: main's own, a named image (pulled if missing), or a build of its folder. */
    ensureService(task, service) {
        const { image } = service;
        if (image.kind === 'main')
            return this.ensure(task);
        if (image.kind === 'image')
            return this.once(`image:${image.name}`, () => this.ensurePrebuilt(image.name, `${task.name} (service ${service.name})`));
        const build = {
            task: `${task.name} (service ${service.name})`,
            tag: (0,_task_image_names_js__WEBPACK_IMPORTED_MODULE_9__/* .builtImageTag */ .m)(task.name, service.name, image.hash),
            contextDir: image.contextDir,
            hash: image.hash,
            timeoutSec: task.config.environment.buildTimeoutSec,
            ...(image.dockerfile ? { dockerfile: image.dockerfile } : {}),
            buildArgs: image.args,
        };
        return this.once(`service:${image.hash}`, () => this.ensureBuilt(build));
    }
    once(key, start) {
        let pending = this.byKey.get(key);
        if (!pending) {
            pending = start();
            this.byKey.set(key, pending);
        }
        return pending;
    }
    async alsoTag(outcome, tag) {
        if (!outcome.ok || outcome.image === tag)
            return outcome;
        if (await this.exists(tag))
            return { ok: true, image: tag, built: false };
        await this.tag(outcome.image, tag);
        return { ok: true, image: tag, built: false };
    }
    async tag(image, tag) {
        const [repo, version] = splitTag(tag);
        await this.docker.getImage(image).tag({ repo, tag: version });
        this.made.add(tag);
    }
    async exists(image) {
        try {
            await this.docker.getImage(image).inspect();
            return true;
        }
        catch {
            return false;
        }
    }
    /**
     * A named image (docker_image, a service's `image:`): used as it is here, else pulled once for
     * the run — with the registry's credentials when it lives there. Not ours: never removed.
     */
    async ensurePrebuilt(image, task) {
        if (await this.exists(image))
            return { ok: true, image, built: false };
        const registry = this.options.registry;
        const auth = registry && (0,_registry_js__WEBPACK_IMPORTED_MODULE_8__/* .registryHost */ .U$)(registry.ref) === (0,_registry_js__WEBPACK_IMPORTED_MODULE_8__/* .registryHost */ .U$)(image) ? registry.auth : null;
        const started = Date.now();
        try {
            await (0,_registry_js__WEBPACK_IMPORTED_MODULE_8__/* .pullImage */ .ZP)(this.docker, image, auth);
        }
        catch (error) {
            return { ok: false, reason: `image ${image} not available: ${oneLine(error.message)}` };
        }
        if (!(await this.exists(image)))
            return { ok: false, reason: `image ${image} not available: pull finished but the image is missing` };
        const durationSec = (Date.now() - started) / 1000;
        this.emit({ type: 'image-pulled', tag: image, task, from: image, durationSec });
        return { ok: true, image, built: false };
    }
    async ensureBuilt(spec) {
        const { tag } = spec;
        if (await this.exists(tag)) {
            if (this.options.pushExisting) {
                this.pushLater(spec);
                this.saveLater(spec);
            }
            return { ok: true, image: tag, built: false };
        }
        if (await this.pull(spec))
            return { ok: true, image: tag, built: false };
        // Filling the stash (build mode): an image kept there already need not be fetched here.
        if (this.options.pushExisting && (await this.inStash(spec))) {
            this.stashed++;
            return { ok: true, image: tag, built: false };
        }
        if (await this.restore(spec))
            return { ok: true, image: tag, built: false };
        const outcome = await this.buildLogged(spec);
        if (outcome.ok) {
            this.made.add(tag);
            this.pushLater(spec);
            this.saveLater(spec);
        }
        return outcome;
    }
    async buildLogged(spec) {
        const { tag } = spec;
        this.builds++;
        this.emit({ type: 'build-started', tag, task: spec.task });
        const started = Date.now();
        let writeFault = null;
        const failure = await this.build(spec).catch((error) => {
            if ((0,_write_fault_js__WEBPACK_IMPORTED_MODULE_7__/* .writeFaultOf */ .$P)(error))
                writeFault = error;
            return oneLine(error.message);
        });
        const ok = failure === null && (await this.exists(tag));
        const reason = ok ? null : `build failed: ${failure ?? 'no image was produced'}`;
        this.emit({
            type: 'build-finished',
            tag,
            task: spec.task,
            ok,
            durationSec: (Date.now() - started) / 1000,
            reason,
        });
        // No build log could be written (a full output disk): the run stops, see write-fault.ts.
        if (writeFault !== null)
            throw writeFault;
        return ok ? { ok: true, image: tag, built: true } : { ok: false, reason: reason };
    }
    /** The registry's image of this content, tagged as ours; false on a miss or a failure (warned). */
    async pull(spec) {
        const registry = this.options.registry;
        if (!registry)
            return false;
        const remote = (0,_registry_js__WEBPACK_IMPORTED_MODULE_8__/* .registryImage */ .$E)(registry.ref, spec.hash);
        const started = Date.now();
        try {
            // No longer than the build itself may take: past that, building is no slower.
            await (0,_registry_js__WEBPACK_IMPORTED_MODULE_8__/* .pullImage */ .ZP)(this.docker, remote, registry.auth, AbortSignal.timeout(spec.timeoutSec * 1000));
            await this.tag(remote, spec.tag);
        }
        catch (error) {
            const reason = registryReason(error, spec.timeoutSec);
            if (!(0,_registry_js__WEBPACK_IMPORTED_MODULE_8__/* .isMissing */ .b2)(reason))
                this.warn(spec, `could not pull ${remote}: ${reason}; building it instead`);
            return false;
        }
        finally {
            await this.untag(remote);
        }
        this.pulls++;
        const durationSec = (Date.now() - started) / 1000;
        this.emit({ type: 'image-pulled', tag: spec.tag, task: spec.task, from: remote, durationSec });
        return true;
    }
    /** Pushes in the background; `flush` waits for every push. A failure is a warning. */
    pushLater(spec) {
        const registry = this.options.registry;
        if (!registry)
            return;
        const remote = (0,_registry_js__WEBPACK_IMPORTED_MODULE_8__/* .registryImage */ .$E)(registry.ref, spec.hash);
        const started = Date.now();
        const signal = AbortSignal.timeout(spec.timeoutSec * 1000);
        const push = (0,_registry_js__WEBPACK_IMPORTED_MODULE_8__/* .pushImage */ .GH)(this.docker, spec.tag, registry, spec.hash, signal).then(() => {
            const durationSec = (Date.now() - started) / 1000;
            this.emit({ type: 'image-pushed', tag: spec.tag, task: spec.task, to: remote, durationSec });
        }, (error) => this.warn(spec, `could not push ${remote}: ${registryReason(error, spec.timeoutSec)}`));
        this.pushes.push(push.finally(() => this.untag(remote)));
    }
    /** The stash's image of this content under our tag, checked to be our build of it; false on a miss or a failure (warned). */
    async restore(spec) {
        const stash = this.options.stash;
        if (!stash)
            return false;
        const started = Date.now();
        try {
            if (!(await stash.restore(spec.hash, spec.tag, spec.timeoutSec)))
                return false;
            // The archive named the right image; its label says whether it is a build of this content.
            const labels = (await this.docker.getImage(spec.tag).inspect()).Config?.Labels ?? {};
            if (labels['helios.environment-hash'] !== spec.hash) {
                // Not ours: the image goes too (unless another name holds it), not only the name.
                await this.docker
                    .getImage(spec.tag)
                    .remove()
                    .catch(() => undefined);
                throw new Error(`the restored image is not a build of this environment (its label says ${labels['helios.environment-hash'] ?? 'nothing'})`);
            }
        }
        catch (error) {
            const message = `could not restore ${stash.describe(spec.hash)}: ${oneLine(errorText(error))}; building it instead`;
            this.emit({ type: 'image-cache-warning', tag: spec.tag, task: spec.task, message });
            return false;
        }
        this.made.add(spec.tag);
        this.restores++;
        const durationSec = (Date.now() - started) / 1000;
        this.emit({
            type: 'image-restored',
            tag: spec.tag,
            task: spec.task,
            from: stash.describe(spec.hash),
            durationSec,
        });
        return true;
    }
    async inStash(spec) {
        const stash = this.options.stash;
        return stash ? stash.has(spec.hash, spec.timeoutSec).catch(() => false) : false;
    }
    /** Saves in the background; `flush` waits for every save. A failure is a warning. */
    saveLater(spec) {
        const stash = this.options.stash;
        if (!stash)
            return;
        const started = Date.now();
        const { tag, task } = spec;
        const save = stash.save(spec.hash, tag, spec.timeoutSec).then((outcome) => {
            const durationSec = (Date.now() - started) / 1000;
            if (outcome.saved)
                this.emit({ type: 'image-saved', tag, task, to: stash.describe(spec.hash), durationSec });
            else
                this.emit({ type: 'image-cache-note', tag, task, message: outcome.note });
        }, (error) => {
            const message = `could not save ${stash.describe(spec.hash)}: ${oneLine(errorText(error))}`;
            this.emit({ type: 'image-cache-warning', tag, task, message });
        });
        this.pushes.push(save);
    }
    warn(spec, message) {
        this.emit({ type: 'registry-warning', tag: spec.tag, task: spec.task, message });
    }
    /** Removes a name only, never an image another tag holds (`noprune`: its layers stay). */
    async untag(image) {
        await this.docker
            .getImage(image)
            .remove({ noprune: true })
            .catch(() => undefined);
    }
    /** Waits for the pushes started so far. */
    async flush() {
        while (this.pushes.length > 0)
            await Promise.all(this.pushes.splice(0));
    }
    /** Removes the tags this cache built, pulled or added; images it did not make are left alone. */
    async removeOwnImages() {
        await this.flush();
        const removed = [];
        for (const tag of this.made) {
            const ok = await this.docker
                .getImage(tag)
                .remove()
                .then(() => true, () => false);
            if (ok)
                removed.push(tag);
        }
        this.made.clear();
        return removed;
    }
    /** Returns null on success, else the last error line of the build. */
    async build({ tag, contextDir, hash, timeoutSec, dockerfile, buildArgs, }) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.options.buildLogDir, { recursive: true });
        const log = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.options.buildLogDir, `${tag.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`));
        let logFailure = null;
        log.on('error', (error) => (logFailure ??= error));
        const abort = new AbortController();
        const timer = setTimeout(() => abort.abort(), timeoutSec * 1000);
        let lastError;
        try {
            const context = tar_stream__WEBPACK_IMPORTED_MODULE_5__.pack();
            (0,_environment_archive_js__WEBPACK_IMPORTED_MODULE_6__/* .packDirectory */ .jG)(context, contextDir, '').then(() => context.finalize(), (error) => context.destroy(error));
            const response = (await this.docker.buildImage(
            // Cast: tar-stream's pack is a streamx Readable; docker-modem pipes it like a Node stream.
            context, {
                t: tag,
                rm: true,
                forcerm: true,
                labels: { 'helios.managed': 'true', 'helios.environment-hash': hash },
                ...(dockerfile ? { dockerfile } : {}),
                ...(buildArgs && Object.keys(buildArgs).length > 0 ? { buildargs: buildArgs } : {}),
                abortSignal: abort.signal,
            }));
            abort.signal.addEventListener('abort', () => response.destroy(new Error(`build timed out after ${timeoutSec}s`)));
            lastError = await readBuildOutput(response, log);
        }
        catch (error) {
            if (!abort.signal.aborted)
                throw error;
            lastError = `build timed out after ${timeoutSec}s`;
        }
        finally {
            clearTimeout(timer);
            log.end();
            await (0,node_events__WEBPACK_IMPORTED_MODULE_3__.once)(log, 'close').catch(() => undefined);
        }
        // The log could not be written (a full disk): thrown as it is, see ensure().
        if (logFailure)
            throw logFailure;
        return lastError;
    }
}
/** Build output is JSON lines: `stream` text goes to the log; an `error` ends the build. */
async function readBuildOutput(response, log) {
    let lastError = null;
    const handleLine = (line) => {
        if (!line.trim())
            return;
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            log.write(`${line}\n`);
            return;
        }
        if (message.stream)
            log.write(message.stream);
        if (message.status)
            log.write(`${message.status}\n`);
        if (message.error) {
            lastError = oneLine(message.error);
            log.write(`ERROR: ${message.error}\n`);
        }
    };
    await (0,_environment_streams_js__WEBPACK_IMPORTED_MODULE_4__/* .forEachLine */ .FF)(response, handleLine);
    return lastError;
}
function splitTag(tag) {
    const at = tag.lastIndexOf(':');
    return [tag.slice(0, at), tag.slice(at + 1)];
}
function registryReason(error, timeoutSec) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        return `timed out after ${timeoutSec}s`;
    return oneLine(error instanceof Error ? error.message : String(error));
}
function errorText(error) {
    return error instanceof Error ? error.message : String(error);
}
function oneLine(text) {
    const lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    return lines[lines.length - 1] ?? text.trim();
}


/***/ }),

/***/ 87394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* reexport safe */ _environment_image_registry_js__WEBPACK_IMPORTED_MODULE_4__.$),
/* harmony export */   GH: () => (/* binding */ pushImage),
/* harmony export */   GQ: () => (/* binding */ parseRegistryRef),
/* harmony export */   U$: () => (/* binding */ registryHost),
/* harmony export */   Wc: () => (/* binding */ resolveRegistry),
/* harmony export */   ZP: () => (/* binding */ pullImage),
/* harmony export */   b2: () => (/* binding */ isMissing),
/* harmony export */   dV: () => (/* binding */ RegistryRefError),
/* harmony export */   gQ: () => (/* binding */ readProgress)
/* harmony export */ });
/* unused harmony export authFromDockerConfig */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _environment_streams_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79838);
/* harmony import */ var _environment_image_registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64520);






class RegistryRefError extends Error {
    name = 'RegistryRefError';
}
const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:]+\])(?::[0-9]{1,5})?$/;
/**
 * The repository images go to, checked: `[host[:port]/]path`, no tag or digest. The path is
 * lowercased (registries refuse capitals, and `github.repository` often has some).
 */
function parseRegistryRef(raw) {
    const ref = raw.trim();
    const fail = (why) => new RegistryRefError(`image registry '${raw}' ${why}; give e.g. ghcr.io/owner/repo/helios-env`);
    if (ref === '')
        throw fail('is empty');
    if (ref.includes('@'))
        throw fail('has a digest');
    const parts = ref.split('/');
    const host = hasHost(parts) ? parts.shift() : null;
    if (host !== null && !HOST.test(host))
        throw fail(`has a bad host '${host}'`);
    if (parts.length === 0)
        throw fail('names no repository');
    const path = parts.map((part) => part.toLowerCase());
    if (path[path.length - 1].includes(':'))
        throw fail('has a tag (images are tagged by content hash)');
    const bad = path.find((part) => !COMPONENT.test(part));
    if (bad !== undefined)
        throw fail(`has a bad path component '${bad}'`);
    return [...(host === null ? [] : [host.toLowerCase()]), ...path].join('/');
}
/** Docker's rule: the first component is a host when it has a dot or a port, or is localhost. */
function hasHost(parts) {
    const first = parts[0];
    return parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost');
}
/** The registry's host as `docker login` keys it (`docker.io` for Docker Hub). */
function registryHost(ref) {
    const parts = ref.split('/');
    return hasHost(parts) ? parts[0] : 'docker.io';
}
/** The server address the engine expects in its auth header. */
function serverAddress(host) {
    return host === 'docker.io' ? 'https://index.docker.io/v1/' : host;
}
/** The `docker login` credentials for a host in a parsed config.json, if any. */
function authFromDockerConfig(config, host) {
    const auths = config?.auths;
    if (!auths || typeof auths !== 'object')
        return null;
    const keys = host === 'docker.io' ? ['https://index.docker.io/v1/', 'docker.io', 'index.docker.io'] : [host];
    const bare = (key) => key.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    const key = Object.keys(auths).find((k) => keys.includes(k) || keys.includes(bare(k)));
    const entry = key === undefined ? undefined : auths[key];
    if (!entry)
        return null;
    let { username, password } = entry;
    if (entry.auth) {
        const decoded = Buffer.from(entry.auth, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon > 0)
            [username, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
    }
    return username && password ? { username, password, serveraddress: serverAddress(host) } : null;
}
/**
 * The registry with its credentials: the given ones, else the engine client's `docker login`
 * ($DOCKER_CONFIG/config.json or ~/.docker/config.json), else none (public or unauthenticated).
 */
async function resolveRegistry(settings, env = process.env) {
    const ref = parseRegistryRef(settings.ref);
    const host = registryHost(ref);
    const { username, password } = settings;
    if (username && password)
        return { ref, auth: { username, password, serveraddress: serverAddress(host) } };
    if (username || password)
        throw new RegistryRefError(`a registry ${username ? 'username' : 'password'} was given without a ${username ? 'password' : 'username'}; give both or neither`);
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.DOCKER_CONFIG ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), '.docker'), 'config.json');
    const config = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').then(parseJson, () => null);
    return { ref, auth: authFromDockerConfig(config, host) };
}
/** An unreadable config is no login. */
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return null;
    }
}
/** Pulls an image; throws with the engine's one-line reason. */
async function pullImage(docker, image, auth, signal) {
    const stream = (await docker.pull(image, {
        ...(auth ? { authconfig: auth } : {}),
        ...(signal ? { abortSignal: signal } : {}),
    }));
    await readProgress(stream);
}
/** Tags `local` as the registry's image of `hash` and pushes it; throws with the engine's reason. */
async function pushImage(docker, local, registry, hash, signal) {
    await docker.getImage(local).tag({ repo: registry.ref, tag: hash });
    // The engine refuses a push without an auth header, even for an open registry: send an empty one.
    const stream = (await docker.getImage(registry.ref).push({
        tag: hash,
        authconfig: registry.auth ?? {},
        ...(signal ? { abortSignal: signal } : {}),
    }));
    await readProgress(stream);
}
/** Whether the engine's reason says the registry simply does not have the image (a cache miss). */
function isMissing(reason) {
    return /manifest unknown|not found/i.test(reason);
}
/**
 * Pull, push and load answer in JSON lines; an `error` line fails the operation though the HTTP
 * call succeeded.
 */
async function readProgress(stream) {
    let error = null;
    const handle = (line) => {
        if (!line.trim())
            return;
        try {
            const message = JSON.parse(line);
            error ??= message.errorDetail?.message ?? message.error ?? null;
        }
        catch {
            // not JSON: progress text
        }
    };
    await (0,_environment_streams_js__WEBPACK_IMPORTED_MODULE_3__/* .forEachLine */ .FF)(stream, handle);
    if (error !== null)
        throw new Error(error);
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


/***/ }),

/***/ 16751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ writeFaultOf),
/* harmony export */   J1: () => (/* binding */ OutputWriteError)
/* harmony export */ });
/* unused harmony export describeWriteFault */
// The disk under the output folder is full, read-only or failing. No attempt can be recorded
// then, so this is no attempt's fault: the run stops (its containers removed, the summary of the
// attempts that finished written if it still fits) and says so in one sentence.
/** Errors of the file system itself, whatever file met them. */
const DISK_FAULTS = {
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
    EFBIG: 'file too large',
    EIO: 'input/output error',
};
/** Errors that are a write fault only on a path of ours (elsewhere they may be a task's file). */
const PERMISSION_FAULTS = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
};
/**
 * The file-system error in `error` (or its causes) that means we cannot write: a full, read-only
 * or failing disk anywhere, or a permission error on a path under `ours` (the run folder).
 */
function writeFaultOf(error, ours, depth = 0) {
    if (typeof error !== 'object' || error === null || depth > 4)
        return null;
    const { code, path, cause } = error;
    if (typeof code === 'string') {
        if (code in DISK_FAULTS)
            return error;
        const under = ours !== undefined && typeof path === 'string' && (path === ours || path.startsWith(`${ours}/`));
        if (code in PERMISSION_FAULTS && under)
            return error;
    }
    return writeFaultOf(cause, ours, depth + 1);
}
/** `cannot write <path>: no space left on device (ENOSPC)`. */
function describeWriteFault(fault, runDir) {
    const code = fault.code ?? 'EIO';
    const what = DISK_FAULTS[code] ?? PERMISSION_FAULTS[code] ?? fault.message;
    return `cannot write ${fault.path ?? `to ${runDir}`}: ${what} (${code})`;
}
/** The run stopped because its output could not be written; thrown by runBenchmark. */
class OutputWriteError extends Error {
    fault;
    runDir;
    summary;
    started;
    name = 'OutputWriteError';
    constructor(fault, runDir, 
    /** The summary written after the fault, or null when it did not fit either. */
    summary, 
    /** False when the run folder could not even be set up: nothing ran. */
    started = true) {
        const kept = summary
            ? `${summary.file} holds the ${summary.attempts} attempt(s) that finished`
            : 'no run summary could be written';
        const what = started ? `the run stopped, its containers are removed and ${kept}` : 'nothing was run';
        super(`${describeWriteFault(fault, runDir)}; ${what}`, { cause: fault });
        this.fault = fault;
        this.runDir = runDir;
        this.summary = summary;
        this.started = started;
    }
}


/***/ })

};
