export const id = 8949;
export const ids = [8949];
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

/***/ 19028:
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
// EXTERNAL MODULE: ./src/run/environment/remote-provider.ts
var remote_provider = __webpack_require__(86939);
// EXTERNAL MODULE: ./src/run/providers/daytona/config.ts
var config = __webpack_require__(57063);
// EXTERNAL MODULE: ./src/run/providers/daytona/descriptor.ts
var descriptor = __webpack_require__(43576);
// EXTERNAL MODULE: ./src/run/environment/retries.ts
var retries = __webpack_require__(87873);
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
        return remote_provider/* TRANSIENT_HTTP_STATUS */.r1.has(status) ? 'transient' : 'request';
    const code = error.code;
    if (typeof code === 'string' && remote_provider/* TRANSIENT_NET_CODES */.Sq.has(code))
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
function withDaytonaRetries(call, policy = retries/* DEFAULT_API_RETRY */.Ep, retryable = isTransient) {
    return (0,retries/* withRetries */.LH)(call, policy, retryable);
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
    slots;
    retry;
    creations = new remote_provider/* Creations */.fN();
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
        this.retry = options.retry ?? retries/* DEFAULT_API_RETRY */.Ep;
        this.builds = new DeclarativeBuilds(settings, this.retry);
    }
    create(spec) {
        return this.creations.track(this.createSandbox(spec));
    }
    async createSandbox(spec) {
        const copies = await (0,mount_copies/* mountCopies */.p)(spec.mounts);
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
        return Promise.resolve(remote_provider/* NO_EVENTS */.q9);
    }
    async removeRun(runId, options = {}) {
        return this.removeLabelled((0,remote_provider/* sweepLabels */.a8)(runId, options.owner));
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
