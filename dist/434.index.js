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

/***/ 50827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ tempSweepLine),
/* harmony export */   Jh: () => (/* binding */ sweepDeadOwnersTempDirs),
/* harmony export */   l1: () => (/* binding */ ownedTempDir)
/* harmony export */ });
/* unused harmony export OWNER_FILE */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _owner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97912);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// Temporary folders that name their owner, so that what a process killed outright (SIGKILL, the
// OOM killer, a cancelled job's last signal) left in the temp folder is removed by the next run on
// this machine, or `helios clean`, once that owner is proven gone: the rule owner-sweep.ts applies
// to environments, applied to folders. A living process's folder is never touched.





/** Inside each owned folder: the owner's labels, as environments carry them. */
const OWNER_FILE = '.helios-owner.json';
const PREFIX = 'helios-';
/** `<tmp>/helios-<name>-XXXXXX`, with this process recorded as its owner. */
async function ownedTempDir(name, root = (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)()) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `${PREFIX}${name}-`));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, OWNER_FILE), JSON.stringify((0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerIdentityLabels */ .tI)()), { mode: 0o600 });
    return dir;
}
/**
 * Removes the owned folders in `root` whose owner is proven gone (unless `dryRun`); returns them.
 * Only this user's folders are read; one without an owner file (not ours, or its owner died before
 * writing it) is left.
 */
async function sweepDeadOwnersTempDirs(options = {}) {
    const root = options.root ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
    const probe = options.probe ?? (0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .localProbe */ .u7)();
    const uid = process.getuid?.();
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root).catch(() => []);
    const gone = [];
    for (const name of names.filter((n) => n.startsWith(PREFIX))) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, name);
        const labels = await ownerLabels(dir, uid);
        if (labels && (0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerIsGone */ .BP)((0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerRecordOf */ .u8)(name, labels), probe))
            gone.push(dir);
    }
    if (!options.dryRun)
        for (const dir of gone)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    return gone;
}
async function ownerLabels(dir, uid) {
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir);
        if (!info.isDirectory() || (uid !== undefined && info.uid !== uid))
            return null;
        const record = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonRecord */ .BH)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, OWNER_FILE), 'utf8'));
        if (record === null)
            return null;
        const labels = {};
        for (const key of [_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_HOST */ .me, _owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_PID */ .rW, _owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_START */ .Ao])
            if (typeof record[key] === 'string')
                labels[key] = record[key];
        return labels;
    }
    catch {
        return null;
    }
}
/** One line for a sweep that found something; null when it found nothing. */
function tempSweepLine(gone, dryRun = false) {
    if (gone.length === 0)
        return null;
    const verb = dryRun ? 'would remove' : 'removed';
    return `${verb} ${gone.length} temporary folder${gone.length === 1 ? '' : 's'} left by helios processes no longer running`;
}


/***/ }),

/***/ 8183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DaytonaProvider: () => (/* binding */ DaytonaProvider)
});

// EXTERNAL MODULE: ./node_modules/@daytonaio/sdk/esm/index.js + 127 modules
var esm = __webpack_require__(59214);
// EXTERNAL MODULE: ./src/run/environment/retries.ts
var retries = __webpack_require__(87873);
// EXTERNAL MODULE: ./src/run/providers/remote/sandbox-provider.ts + 1 modules
var sandbox_provider = __webpack_require__(74445);
// EXTERNAL MODULE: ./src/run/providers/daytona/config.ts
var config = __webpack_require__(57063);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/@daytona/api-client/src/index.js
var src = __webpack_require__(69029);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
// EXTERNAL MODULE: ./src/run/environment/archive.ts
var archive = __webpack_require__(84989);
// EXTERNAL MODULE: ./src/run/providers/remote/faults.ts
var faults = __webpack_require__(65862);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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
                hasher.update(chunk); // as: a stream without an encoding yields Buffers (typed any)
        }
        else if (entry.isSymbolicLink()) {
            hasher.update(`\0symlink:${(0,external_node_path_.relative)(root, path)}\0${await (0,promises_.readlink)(path)}`);
        }
    }
}

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
        return faults/* TRANSIENT_HTTP_STATUS */.r1.has(status) ? 'transient' : 'request';
    const code = error.code;
    if (typeof code === 'string' && faults/* TRANSIENT_NET_CODES */.Sq.has(code))
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
    const status = (0,faults/* statusCodeOf */.PU)(error);
    return daytonaFaultKind(error) === 'transient' && (status === 429 || status === 502 || status === 503);
}
/** The sandbox or snapshot is not there (HTTP 404): gone already, or never made. */
const isGone = (error) => (0,faults/* statusCodeOf */.PU)(error) === 404;
/** Another's create came first (HTTP 409): theirs is the one. */
const isTaken = (error) => (0,faults/* statusCodeOf */.PU)(error) === 409;
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

// EXTERNAL MODULE: ./src/run/environment/owned-temp-dir.ts
var owned_temp_dir = __webpack_require__(50827);
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
        const folder = await (0,owned_temp_dir/* ownedTempDir */.l1)('daytona-context');
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
        if ((0,narrow/* errorField */.LI)(error, 'code') === 'ENOENT')
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
    const status = (0,narrow/* errorField */.LI)((0,narrow/* errorField */.LI)(error, '$metadata'), 'httpStatusCode');
    if (typeof status === 'number')
        return faults/* TRANSIENT_HTTP_STATUS */.r1.has(status);
    const code = (0,narrow/* errorField */.LI)(error, 'code');
    return typeof code === 'string' && faults/* TRANSIENT_NET_CODES */.Sq.has(code);
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
        const configuration = new src.Configuration({
            basePath: settings.apiUrl,
            baseOptions: { headers: { Authorization: `Bearer ${settings.apiKey}` } },
        });
        // The SDK's HTTP client, so errors carry the SDK's `statusCode` (faults.ts reads it). (The SDK
        // keeps its own copy of axios, whose types are the same but distinct for tsc.)
        const http = esm/* Daytona */.dc.createAxiosInstance();
        this.snapshots = new src.SnapshotsApi(configuration, settings.apiUrl, http);
        this.storage = new src.ObjectStorageApi(configuration, settings.apiUrl, http);
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

// EXTERNAL MODULE: ./src/run/providers/daytona/descriptor.ts
var descriptor = __webpack_require__(43576);
// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
// EXTERNAL MODULE: ./src/run/providers/remote/sandbox.ts
var sandbox = __webpack_require__(34348);
// EXTERNAL MODULE: ./node_modules/@daytona/toolbox-api-client/src/index.js
var toolbox_api_client_src = __webpack_require__(25799);
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
        this.api = new toolbox_api_client_src.FileSystemApi(new toolbox_api_client_src.Configuration({ basePath, baseOptions: { headers: { Authorization: `Bearer ${apiKey}` } } }), basePath, http);
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
        // as: the generated client types the body as a File; with responseType arraybuffer it is the bytes.
        return Buffer.from(response.data);
    }
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/sandbox.ts




class DaytonaSandbox extends sandbox/* RemoteSandbox */.A {
    load;
    retry;
    apiKey;
    sandbox;
    files = null;
    constructor(id, load, retry, defaultWorkdir, onRemoved, apiKey, sandbox = null) {
        super(id, defaultWorkdir, onRemoved);
        this.load = load;
        this.retry = retry;
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
        const timeoutSec = request.timeoutMs === undefined ? undefined : Math.max(1, Math.ceil(request.timeoutMs / 1000));
        const cwd = request.workdir ?? this.defaultWorkdir ?? undefined;
        return this.withStdinFile(request, async (stdinFile) => {
            const line = (0,shell_line/* execLine */.SD)(request.cmd, request.user, stdinFile);
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
        });
    }
    /** A sandbox "ends" when Daytona stops it (auto-stop, a kill); one gone (404) is not stopped. */
    async hasEnded() {
        const sandbox = await this.handle();
        try {
            await withDaytonaRetries(() => sandbox.refreshData(), this.retry);
        }
        catch (error) {
            if (isGone(error))
                return false;
            throw error;
        }
        return sandbox.state === 'stopped' || sandbox.state === 'error';
    }
    /** Stopped and started again: every process is new, the filesystem stays (Daytona keeps it). */
    async restartProcesses() {
        const sandbox = await this.handle();
        await withDaytonaRetries(() => sandbox.stop(), this.retry);
        await withDaytonaRetries(() => sandbox.start(), this.retry);
    }
    async destroy() {
        try {
            const sandbox = await this.handle();
            await withDaytonaRetries(() => sandbox.delete(), this.retry);
        }
        catch (error) {
            if (!isGone(error))
                throw error;
        }
    }
    async run(line) {
        const sandbox = await this.handle();
        const response = await this.bounded((timeout) => withDaytonaRetries(() => sandbox.process.executeCommand(line, undefined, undefined, timeout), this.retry, notDelivered), commandTimedOut);
        return { exitCode: response.exitCode, output: response.result };
    }
    async writeFile(path, content) {
        const files = await this.toolboxFiles();
        await withDaytonaRetries(() => files.upload(content, path), this.retry);
    }
    async readFile(path) {
        const files = await this.toolboxFiles();
        return withDaytonaRetries(() => files.download(path), this.retry);
    }
}
async function writeAll(sink, text) {
    if (!sink || !text)
        return;
    await new Promise((resolve, reject) => sink.write(text, (error) => (error ? reject(error) : resolve())));
}

// EXTERNAL MODULE: ./src/run/providers/remote/built-images.ts
var built_images = __webpack_require__(80282);
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

;// CONCATENATED MODULE: ./src/run/providers/daytona/snapshots.ts
// The run's images on Daytona: snapshots, built by Daytona from the task's Dockerfile and context
// (its declarative build, declarative-build.ts) or from its docker_image. Building once, the
// events and the log are remote/built-images.ts's; here is what Daytona's API asks.




/** The snapshots of a run on Daytona, each built once. */
function daytonaSnapshots(client, builds, options, retry, provider) {
    return new built_images/* ServiceBuiltImages */.C(new SnapshotBuilds(client, builds, retry), options, provider);
}
const failed = (state) => state === 'build_failed' || state === 'error';
class SnapshotBuilds {
    client;
    builds;
    retry;
    noun = 'snapshot';
    readyWord = 'active';
    sizeOf = snapshotSize;
    nameOf = snapshotName;
    constructor(client, builds, retry) {
        this.client = client;
        this.builds = builds;
        this.retry = retry;
    }
    async plan(recipe, log) {
        const existing = await this.find(recipe.name);
        if (existing?.state === 'active')
            return null;
        return async () => {
            try {
                // One another shard is building is waited for, not built a second time.
                if (!existing || failed(existing.state)) {
                    if (existing)
                        await withDaytonaRetries(() => this.client.snapshot.delete(existing.id), this.retry);
                    await this.create(recipe);
                }
                await this.waitActive(recipe);
            }
            finally {
                if (recipe.source.kind === 'dockerfile')
                    log.write(await this.buildOutput(recipe.name));
            }
        };
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
            if (!isTaken(error))
                throw error;
        }
    }
    async find(name) {
        try {
            return await withDaytonaRetries(() => this.client.snapshot.get(name), this.retry);
        }
        catch (error) {
            if (isGone(error))
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
            if (!snapshot || failed(snapshot.state)) {
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
}

;// CONCATENATED MODULE: ./src/run/providers/daytona/provider.ts
// Daytona as an environment provider: one sandbox per attempt, created from the snapshot of the
// task's environment (remote/sandbox-provider.ts does what every sandbox service shares).









class DaytonaProvider extends sandbox_provider/* SandboxProvider */.NY {
    options;
    client;
    builds;
    /** Handed only to the toolbox's file client (toolbox-files.ts), as the SDK hands it to its own. */
    apiKey;
    apiUrl;
    constructor(settings, options = {}) {
        super(descriptor/* daytonaDescriptor */.E, options.concurrency ?? config/* DEFAULT_DAYTONA_CONCURRENCY */.t$, options.retry ?? retries/* DEFAULT_API_RETRY */.Ep);
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
        this.builds = new DeclarativeBuilds(settings, this.retry);
    }
    async launch(spec, labels, onRemoved) {
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
        const load = () => this.client.get(sandbox.id);
        return new DaytonaSandbox(sandbox.id, load, this.retry, spec.workdir, onRemoved, this.apiKey, sandbox);
    }
    unreachable(error) {
        return daytonaUnreachable(error, this.apiUrl);
    }
    attach(id) {
        const load = () => this.client.get(id);
        return new DaytonaSandbox(id, load, this.retry, null, () => undefined, this.apiKey);
    }
    images(options) {
        return daytonaSnapshots(this.client, this.builds, options, this.retry, this);
    }
    faultKind(error) {
        return daytonaFaultKind(error);
    }
    /** Daytona's daemon starts the snapshot's entrypoint (the image's) when the sandbox starts. */
    async imageHasEntrypoint(image) {
        const snapshot = await withDaytonaRetries(() => this.client.snapshot.get(image), this.retry);
        return (snapshot.entrypoint?.length ?? 0) > 0;
    }
    async listLabelled(labels) {
        return withDaytonaRetries(async () => {
            const found = [];
            for await (const sandbox of this.client.list({ labels }))
                found.push({ id: sandbox.id, labels: sandbox.labels });
            return found;
        }, this.retry);
    }
    async removeOne(id) {
        await withDaytonaRetries(async () => {
            const sandbox = await this.client.get(id);
            await sandbox.delete();
        }, this.retry).catch((error) => {
            if (!isGone(error))
                throw error;
        });
    }
}


/***/ })

};
