export const id = 3320;
export const ids = [3320];
export const modules = {

/***/ 84989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ addDirectory),
/* harmony export */   Qh: () => (/* binding */ extractArchive),
/* harmony export */   h$: () => (/* binding */ buildArchive),
/* harmony export */   jG: () => (/* binding */ packDirectory),
/* harmony export */   pf: () => (/* binding */ listArchiveEntries),
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
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69212);
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
        chunks.push((0,_narrow_js__WEBPACK_IMPORTED_MODULE_7__/* .chunkBuffer */ .SC)(chunk));
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
    // Cast: tar-stream's extractor is a streamx Writable; Node's pipe() drives it like its own.
    source.pipe(extract);
    source.on('error', (error) => extract.destroy((0,_narrow_js__WEBPACK_IMPORTED_MODULE_7__/* .asError */ .zR)(error)));
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
            const chunk = chunkBuffer(data);
            if (size < capBytes)
                chunks.push(chunk.subarray(0, capBytes - size));
            size += chunk.length;
        }
        if (header.type === 'file')
            files.set(posix.normalize(header.name), Buffer.concat(chunks));
    });
    return files;
}
/** Every entry of a tar: its type and size, and a regular file's content when within `capBytes`. */
async function listArchiveEntries(source, capBytes) {
    const entries = [];
    await eachEntry(source, async (header, stream) => {
        const chunks = [];
        let size = 0;
        for await (const data of stream) {
            const chunk = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_7__/* .chunkBuffer */ .SC)(data);
            size += chunk.length;
            if (size <= capBytes)
                chunks.push(chunk);
        }
        const type = header.type ?? 'unknown';
        const content = type === 'file' && size <= capBytes ? Buffer.concat(chunks) : null;
        entries.push({ name: node_path__WEBPACK_IMPORTED_MODULE_3__.posix.normalize(header.name), type, size: header.size ?? size, content });
    });
    return entries;
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
/* harmony import */ var _owner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97912);
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
        // So a later run on the same engine can prove this process gone (owner.ts).
        ...(0,_owner_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerIdentityLabels */ .tI)(),
    };
}


/***/ }),

/***/ 97912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ LABEL_OWNER_START),
/* harmony export */   BP: () => (/* binding */ ownerIsGone),
/* harmony export */   me: () => (/* binding */ LABEL_OWNER_HOST),
/* harmony export */   rW: () => (/* binding */ LABEL_OWNER_PID),
/* harmony export */   tI: () => (/* binding */ ownerIdentityLabels),
/* harmony export */   u7: () => (/* binding */ localProbe),
/* harmony export */   u8: () => (/* binding */ ownerRecordOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69212);
// Who created an environment, well enough to prove later that it is gone: the owning process's
// host, pid and start (boot id and start tick, Linux's /proc). A pid alone would not do: once its
// process dies the pid may be handed to another, and a living process must never lose its own.



const LABEL_OWNER_HOST = 'helios.owner-host';
const LABEL_OWNER_PID = 'helios.owner-pid';
const LABEL_OWNER_START = 'helios.owner-start';
/**
 * Provably gone: created on this host by a process that no longer runs, or whose pid now belongs
 * to a process that started at another time. Anything unproven (another host, missing labels, a
 * process we cannot read) is alive.
 */
function ownerIsGone(record, probe) {
    if (record.host === null || record.host !== probe.host)
        return false;
    if (record.pid === null || record.start === null)
        return false;
    const start = probe.startOf(record.pid);
    if (start === undefined)
        return false;
    return start === null || start !== record.start;
}
/** An owner's record from one environment's labels. */
function ownerRecordOf(owner, labels) {
    const pid = Number(labels[LABEL_OWNER_PID]);
    return {
        owner,
        host: labels[LABEL_OWNER_HOST] || null,
        pid: Number.isSafeInteger(pid) && pid > 0 ? pid : null,
        start: labels[LABEL_OWNER_START] || null,
    };
}
/** The process's start as Linux tells it: boot id and start tick (field 22 of /proc/<pid>/stat). */
function linuxStart(pid) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch (error) {
        if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .CA)(error) !== 'ENOENT')
            return undefined;
        return existsAsProcess(pid) ? undefined : null;
    }
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields[19];
    return ticks ? `${bootId() ?? 'boot'}.${ticks}` : undefined;
}
function existsAsProcess(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .CA)(error) === 'EPERM';
    }
}
let cachedBootId;
function bootId() {
    if (cachedBootId === undefined) {
        try {
            cachedBootId = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
        }
        catch {
            cachedBootId = null;
        }
    }
    return cachedBootId;
}
/** This machine's processes, as ownerIsGone asks about them. */
function localProbe() {
    return { host: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(), startOf: linuxStart };
}
let ownLabels = null;
/** The labels naming this process as an owner (read once, when first asked: never at import). */
function ownerIdentityLabels() {
    if (ownLabels)
        return ownLabels;
    const start = linuxStart(process.pid);
    ownLabels = {
        [LABEL_OWNER_HOST]: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(),
        [LABEL_OWNER_PID]: String(process.pid),
        ...(start ? { [LABEL_OWNER_START]: start } : {}),
    };
    return ownLabels;
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
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
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
        pending += (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .chunkBuffer */ .SC)(chunk).toString('utf8');
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
        chunks.push((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .chunkBuffer */ .SC)(chunk));
    return Buffer.concat(chunks);
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
