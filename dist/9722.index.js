export const id = 9722;
export const ids = [9722];
export const modules = {

/***/ 89722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   abandonedCacheRequests: () => (/* binding */ abandonedCacheRequests),
/* harmony export */   yJ: () => (/* binding */ ActionsImageStash)
/* harmony export */ });
/* unused harmony exports MAX_CACHED_IMAGE_BYTES, imageCacheKey */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59165);
/* harmony import */ var _agent_cache_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6752);
// `image-cache: actions` — built environment images kept in the Actions cache between jobs and
// runs, for repositories without an image registry. One entry per image,
// `helios-env-<content hash>-<engine platform>`, holding the engine's image archive (saved and
// loaded through its API; see image-archive.ts). The archive file sits in
// `<workspace>/.helios-image-cache/<key>/` while it is saved or restored: the cache's version hashes
// the path, and the workspace path is the same for every job of a repository (RUNNER_TEMP is not
// on every runner), and it is removed after.
//
// The cache is never the reason an attempt fails: a miss builds, and a service that is down,
// slow or answers errors, or an archive that will not load, is a warning and the image is built.
// `@actions/cache` logs the service's failures itself (as warnings, or errors for 5xx) and answers
// as on a miss; its requests cannot be cancelled, so one that outlives its time limit is
// abandoned (the step exits without waiting for it, see entry.ts).





/**
 * Images larger than this (the engine's uncompressed size) are not saved: GitHub keeps 10 GB of
 * cache per repository by default and evicts the least recently used entries beyond that, so a
 * few such images would push every other entry (and each other) out.
 */
const MAX_CACHED_IMAGE_BYTES = 3 * 1024 ** 3;
function imageCacheKey(hash, platform) {
    return `helios-env-${hash}-${platform}`;
}
let abandoned = 0;
/** Cache requests given up on after their time limit and possibly still open. */
function abandonedCacheRequests() {
    return abandoned;
}
class ActionsImageStash {
    options;
    client;
    maxBytes;
    constructor(options) {
        this.options = options;
        this.client = options.client ?? _agent_cache_js__WEBPACK_IMPORTED_MODULE_4__/* .actionsCache */ .kW;
        this.maxBytes = options.maxBytes ?? MAX_CACHED_IMAGE_BYTES;
    }
    describe(hash) {
        return `Actions cache entry ${this.key(hash)}`;
    }
    key(hash) {
        return imageCacheKey(hash, this.options.platform);
    }
    /**
     * A folder per entry: removing one archive's folder never takes away the folder another save or
     * restore (of this job, or of a job sharing the workspace) is about to write into.
     */
    archivePath(key) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.options.workspace, '.helios-image-cache', key, `${key}.tar`);
    }
    async has(hash, timeoutSec) {
        const key = this.key(hash);
        return withTimeout(this.client.lookup([this.archivePath(key)], key), timeoutSec);
    }
    async restore(hash, tag, timeoutSec) {
        const key = this.key(hash);
        const file = this.archivePath(key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
        try {
            const hit = await withTimeout(this.client.restore([file], key), timeoutSec, () => removeArchive(file));
            if (hit === undefined)
                return false;
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
                throw new Error('the entry has no image archive in it');
            await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .loadImageArchive */ .UP)(this.options.docker, file, hash, tag);
            return true;
        }
        finally {
            await removeArchive(file);
        }
    }
    async save(hash, tag, timeoutSec) {
        const key = this.key(hash);
        const file = this.archivePath(key);
        // Another shard (or an earlier run) saved it: skip writing an archive the service refuses.
        if (await this.has(hash, timeoutSec))
            return { saved: false, note: `${key} is in the Actions cache already` };
        const size = (await this.options.docker.getImage(tag).inspect()).Size ?? 0;
        if (size > this.maxBytes)
            return {
                saved: false,
                note: `${tag} is ${gigabytes(size)}, over the ${gigabytes(this.maxBytes)} an image may take in the Actions cache; not saved (each job builds it)`,
            };
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
        try {
            await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .saveImageArchive */ .Hn)(this.options.docker, tag, hash, file);
            const id = await withTimeout(this.client.save([file], key), timeoutSec, () => removeArchive(file));
            return id === -1
                ? { saved: false, note: `${key} was not saved (the cache client said why above)` }
                : { saved: true };
        }
        finally {
            await removeArchive(file);
        }
    }
}
/** The archive and its entry's folder; the cache folder too once no other entry is in it. */
async function removeArchive(file) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true, force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rmdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file))).catch(() => undefined);
}
class CacheTimeout extends Error {
    name = 'CacheTimeout';
}
/** The promise, or a timeout error; `late` runs when an abandoned promise settles after all. */
async function withTimeout(promise, timeoutSec, late) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new CacheTimeout(`the Actions cache did not answer within ${timeoutSec}s`)), timeoutSec * 1000);
    });
    try {
        return await Promise.race([promise, timeout]);
    }
    catch (error) {
        if (!(error instanceof CacheTimeout))
            throw error;
        abandoned++;
        void promise.then(() => late?.(), () => late?.());
        throw error;
    }
    finally {
        clearTimeout(timer);
    }
}
function gigabytes(bytes) {
    return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ saveCachedFolder),
/* harmony export */   jB: () => (/* binding */ restoreAgentInstall),
/* harmony export */   kW: () => (/* binding */ actionsCache),
/* harmony export */   pU: () => (/* binding */ restoreDisplayBundle)
/* harmony export */ });
/* unused harmony export agentCacheKey */
/* harmony import */ var _actions_cache__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45692);
/* harmony import */ var _run_agents_installed_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20708);
/* harmony import */ var _run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24546);
/* harmony import */ var _run_display_tools_bundle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(98184);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// Folders the run fills once per engine platform, kept in the Actions cache: the install folder of
// one installed agent CLI (agent, version, platform) and the display tools bundle (version,
// platform). Each is restored before the run and saved after a run that had to fill it, so later
// runs (and the other shards of a later run) skip npm and apt.





const actionsCache = {
    available: () => _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .isFeatureAvailable */ .w3(),
    restore: (paths, key) => _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .restoreCache */ .P3(paths, key),
    lookup: async (paths, key) => (await _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .restoreCache */ .P3(paths, key, [], { lookupOnly: true })) !== undefined,
    save: (paths, key) => _actions_cache__WEBPACK_IMPORTED_MODULE_0__/* .saveCache */ .Io(paths, key),
};
function agentCacheKey(agent, version, platform) {
    return `helios-agent-${agent}-${version}-${platform}`;
}
/** Restores the install folder of an installed CLI; null for other agents or without the cache service. */
async function restoreAgentInstall(spec, cacheDir, provider, log, client = actionsCache) {
    const cli = _run_agents_installed_index_js__WEBPACK_IMPORTED_MODULE_1__/* .INSTALLED_CLIS */ .Dl[spec.name];
    if (!cli || !client.available())
        return null;
    const version = (0,_run_agents_installed_index_js__WEBPACK_IMPORTED_MODULE_1__/* .cliVersion */ .$g)(spec, cli);
    const platform = await platformOf(provider);
    if (!platform)
        return null;
    const folder = (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .installFolder */ .Si)(cacheDir, cli.name, version, platform);
    const key = agentCacheKey(cli.name, version, platform);
    return restoreFolder({ key, folder, what: `${cli.name} ${version} (${platform})`, instead: 'installing from npm instead' }, log, client);
}
/**
 * Restores the display tools bundle when some task needs a screen and the provider mounts the
 * bundle; null otherwise. Restored even if every image turns out to have its own tools: a miss
 * costs one lookup, a hit one 8 MB download, a build one to two minutes of apt.
 */
async function restoreDisplayBundle(tasks, cacheDir, provider, log, client = actionsCache) {
    if (!provider.capabilities.displayBundle || !tasks.some((task) => task.config.environment.display))
        return null;
    if (!client.available())
        return null;
    const platform = await platformOf(provider);
    if (!platform)
        return null;
    const folder = (0,_run_display_tools_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .bundleFolder */ .Ll)(cacheDir, platform);
    const key = `helios-display-tools-${_run_display_tools_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .DISPLAY_BUNDLE_VERSION */ .Th}-${platform}`;
    return restoreFolder({ key, folder, what: `the display tools bundle (${platform})`, instead: 'building it with apt instead' }, log, client);
}
const platforms = new WeakMap();
/**
 * The provider's engine platform, asked once per provider however many folders are restored;
 * null when it cannot say (the run reports that itself when it installs).
 */
function platformOf(provider) {
    let platform = platforms.get(provider);
    if (platform === undefined) {
        platform = (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .enginePlatform */ .qY)(provider).catch(() => null);
        platforms.set(provider, platform);
    }
    return platform;
}
async function restoreFolder(wanted, log, client) {
    const { key, folder } = wanted;
    if ((0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .isInstalled */ .j$)(folder))
        return { key, folder, present: true };
    try {
        const hit = await client.restore([folder], key);
        if (hit && (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .isInstalled */ .j$)(folder)) {
            log(`restored ${wanted.what} from the Actions cache`);
            return { key, folder, present: true };
        }
    }
    catch (error) {
        log(`Actions cache restore of ${key} failed (${wanted.instead}): ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}`);
    }
    return { key, folder, present: false };
}
/** Saves a folder this run filled. Another job saving the same key first is fine. */
async function saveCachedFolder(entry, log, client = actionsCache) {
    if (!entry || entry.present || !(0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .isInstalled */ .j$)(entry.folder))
        return;
    try {
        await client.save([entry.folder], entry.key);
        log(`saved ${entry.key} to the Actions cache`);
    }
    catch (error) {
        log(`Actions cache save of ${entry.key} skipped: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}`);
    }
}


/***/ }),

/***/ 69212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ codeOrMessage),
/* harmony export */   BH: () => (/* binding */ parseJsonRecord),
/* harmony export */   Bo: () => (/* binding */ isStringArray),
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   EK: () => (/* binding */ isOneOf),
/* harmony export */   Ks: () => (/* binding */ recordOrNull),
/* harmony export */   LI: () => (/* binding */ errorField),
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   SC: () => (/* binding */ chunkBuffer),
/* harmony export */   _u: () => (/* binding */ recordList),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   ir: () => (/* binding */ recordOrEmpty),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   zR: () => (/* binding */ asError)
/* harmony export */ });
// Type guards for values whose type nothing promises (parsed JSON or YAML, what a library hands
// back loosely, what was thrown), so callers narrow them instead of asserting with `as`. Pure; it
// imports nothing from the rest of src, so any layer may use it.
/** A plain object: not null, not an array. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The value when it is a plain object, else null. */
function recordOrNull(value) {
    return isRecord(value) ? value : null;
}
/** The value when it is a plain object, else an empty one (a reader that tolerates any shape). */
function recordOrEmpty(value) {
    return isRecord(value) ? value : {};
}
/** An array whose every item is a string. */
function isStringArray(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
/** One of a fixed list of words (a union type's values). */
function isOneOf(values, value) {
    return values.some((word) => word === value);
}
/**
 * A field an SDK or Node attaches to its errors (`statusCode`, `code`, `syscall`, `cause`), read
 * without a cast: undefined where the error has none (or is no object).
 */
function errorField(error, field) {
    return typeof error === 'object' && error !== null ? Reflect.get(error, field) : undefined;
}
/** A Node system error's code (`ENOENT`, `EEXIST`, …), undefined when it has none. */
function errorCode(error) {
    const code = errorField(error, 'code');
    return typeof code === 'string' ? code : undefined;
}
/** An error's message, or what was thrown as text. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/** An error as thrown, or what was thrown wrapped in one (to reject or destroy with). */
function asError(error) {
    return error instanceof Error ? error : new Error(String(error));
}
/**
 * A table's keys and values with their types: `Object.entries` types keys as any string, because
 * an object may carry keys its type does not name. Only for literal tables written in src.
 */
function entriesOf(table) {
    // A boundary: the literal tables this is for have no keys beyond their type's.
    return Object.entries(table);
}
/** Why a file could not be read, in one word where Node has one (`ENOENT`), else the message. */
function codeOrMessage(error) {
    return errorCode(error) ?? messageOf(error);
}
/** JSON text that holds an object, parsed; null when it is not JSON or holds something else. */
function parseJsonRecord(text) {
    try {
        return recordOrNull(JSON.parse(text));
    }
    catch {
        return null;
    }
}
/** A stream's chunk as bytes: streams without an encoding give Buffers, others strings or bytes. */
function chunkBuffer(chunk) {
    if (Buffer.isBuffer(chunk))
        return chunk;
    return chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk));
}
/** A list's items as objects (an item that is none reads as empty); a value that is no list: none. */
function recordList(value) {
    return Array.isArray(value) ? value.map(recordOrEmpty) : [];
}


/***/ }),

/***/ 2488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lg: () => (/* binding */ PathNotFound),
/* harmony export */   pq: () => (/* binding */ ProviderSettingsError),
/* harmony export */   wd: () => (/* binding */ ProviderUnavailableError)
/* harmony export */ });
// Errors every provider throws the same way, so the code above the seam tells them apart by type.
/**
 * `Environment.copyOut` of a path that does not exist in the environment. A provider that met it
 * as an API answer passes that as `cause`: the message stays the provider's own, and the fault is
 * still sorted as the provider's (faultKind reads the cause).
 */
class PathNotFound extends Error {
    path;
    constructor(path, cause) {
        super(cause instanceof Error ? cause.message : `${path}: not found in the environment`, { cause });
        this.path = path;
        this.name = 'PathNotFound';
    }
}
/**
 * A provider's settings (from the environment and the flags or inputs) are missing or wrong; the
 * message names what to set, never a secret's value. The CLI makes it a usage error, the action an
 * input error.
 */
class ProviderSettingsError extends Error {
    name = 'ProviderSettingsError';
}
/** The provider cannot be reached at all (no Docker engine answers): one sentence before any task. */
class ProviderUnavailableError extends Error {
    name = 'ProviderUnavailableError';
}


/***/ }),

/***/ 63826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ dockerDescriptor)
});

// UNUSED EXPORTS: DOCKER_CAPABILITIES

// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/run/providers/docker/reachable.ts
// One clear sentence when no Docker engine answers, instead of an error per attempt.


/** Where dockerode will connect: DOCKER_HOST, else the default socket. */
function dockerEndpoint(env = process.env) {
    return env.DOCKER_HOST ? `DOCKER_HOST=${env.DOCKER_HOST}` : '/var/run/docker.sock';
}
/** The engine did not answer (`error`, from a ping or info): what to do about it. */
function dockerUnavailable(error, env = process.env) {
    const code = (0,narrow/* errorField */.LI)(error, 'code');
    const why = typeof code === 'string' ? code : (0,narrow/* messageOf */.bD)(error);
    return new errors/* ProviderUnavailableError */.wd(`no Docker engine answers at ${dockerEndpoint(env)} (${why}). Start one (on Debian/Ubuntu, as root: bash .ci/setup-docker.sh; elsewhere Docker Desktop or dockerd), or point DOCKER_HOST at one. plan, merge, compare and download work without Docker.`);
}

;// CONCATENATED MODULE: ./src/run/providers/docker/descriptor.ts

const DOCKER_CAPABILITIES = {
    services: true,
    noNetwork: true,
    hostNetwork: true,
    mounts: true,
    verifierBeside: true,
    display: true,
    displayBundle: true,
};
const dockerDescriptor = {
    name: 'docker',
    remote: false,
    title: 'Docker',
    help: 'docker (default; the local engine or DOCKER_HOST)',
    capabilities: DOCKER_CAPABILITIES,
    refuses: { namespace: 'runs on one engine, which has no namespaces (provider kubernetes takes one)' },
    async create(context) {
        const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(1705)]).then(__webpack_require__.bind(__webpack_require__, 36560));
        return new DockerProvider(context.docker);
    },
    async preflight(provider, context) {
        // One question of the engine, through the seam: no engine, one sentence instead of one per attempt.
        await provider.platform().catch((error) => {
            throw dockerUnavailable(error, context.env);
        });
    },
};


/***/ }),

/***/ 59165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ss: () => (/* reexport */ image_cache/* ImageCache */.S),
  dV: () => (/* reexport */ registry/* RegistryRefError */.dV),
  UP: () => (/* reexport */ loadImageArchive),
  F5: () => (/* binding */ openEngine),
  GQ: () => (/* reexport */ registry/* parseRegistryRef */.GQ),
  Wc: () => (/* reexport */ registry/* resolveRegistry */.Wc),
  Hn: () => (/* reexport */ saveImageArchive)
});

// UNUSED EXPORTS: environmentTag, removeRunContainers

// EXTERNAL MODULE: ./src/run/providers/docker/descriptor.ts + 1 modules
var descriptor = __webpack_require__(63826);
// EXTERNAL MODULE: ./src/run/providers/docker/image-cache.ts + 3 modules
var image_cache = __webpack_require__(47527);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
// EXTERNAL MODULE: ./src/run/providers/docker/registry.ts
var registry = __webpack_require__(87394);
;// CONCATENATED MODULE: ./src/run/providers/docker/image-archive.ts
// Images as archive files, through the engine's image save (`GET /images/{name}/get`) and load
// (`POST /images/load`) APIs: how the Actions cache keeps built environments. An archive is
// saved under a name of its own (`helios-env-cache:<content hash>`, the same for every task that
// shares the environment) and renamed to the task's tag once loaded.
//
// Loading an archive names images on this engine, so an archive is read before it is loaded: every
// name in it (manifest.json, the legacy `repositories` file, an OCI index's annotations) must be
// the one expected — a cache entry can't rename `debian:bookworm` or another task's image.






class ImageArchiveError extends Error {
    name = 'ImageArchiveError';
}
/** The name an environment's image has inside its archive. */
function archiveImageName(hash) {
    return `helios-env-cache:${hash}`;
}
/** Writes the image `tag` to `file` as the archive of `hash`; the archive name is removed after. */
async function saveImageArchive(docker, tag, hash, file) {
    const name = archiveImageName(hash);
    const [repo, version] = splitName(name);
    await docker.getImage(tag).tag({ repo, tag: version });
    try {
        // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
        const stream = (await docker.getImage(name).get());
        await (0,promises_.pipeline)(stream, (0,external_node_fs_.createWriteStream)(file));
    }
    finally {
        await untag(docker, name);
    }
}
/**
 * Loads the archive of `hash` from `file` and names it `tag`. Throws when the file is not an image
 * archive, names anything else, or the engine refuses it.
 */
async function loadImageArchive(docker, file, hash, tag) {
    const name = archiveImageName(hash);
    const names = await archiveNames(file);
    const other = names.filter((n) => n !== name);
    if (names.length === 0)
        throw new ImageArchiveError('the archive names no image');
    if (other.length > 0)
        throw new ImageArchiveError(`the archive names ${other.join(', ')}, not ${name}; it was not loaded`);
    // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
    const response = (await docker.loadImage((0,external_node_fs_.createReadStream)(file), { quiet: true }));
    await (0,registry/* readProgress */.gQ)(response);
    const [repo, version] = splitName(tag);
    try {
        await docker.getImage(name).tag({ repo, tag: version });
    }
    finally {
        await untag(docker, name);
    }
}
/** Every image name an archive would give on load, normalised (`docker.io/library/` dropped). */
async function archiveNames(file) {
    const wanted = new Map();
    const extract = tar_stream.extract();
    extract.on('entry', (header, stream, next) => {
        // As the engine extracts it: `x/../manifest.json` or `/manifest.json` is manifest.json, and a
        // later entry of a name replaces an earlier one. A link has no content here, so is no JSON.
        const path = external_node_path_.posix.normalize(header.name).replace(/^(\.?\/)+/, '');
        const keep = ['manifest.json', 'repositories', 'index.json'].includes(path);
        const chunks = [];
        stream.on('data', (chunk) => {
            // as: tar-stream's entries yield Buffers.
            if (keep)
                chunks.push(chunk);
        });
        stream.on('end', () => {
            if (keep)
                wanted.set(path, Buffer.concat(chunks).toString('utf8'));
            next();
        });
        stream.resume();
    });
    try {
        await (0,promises_.pipeline)((0,external_node_fs_.createReadStream)(file), extract);
    }
    catch (error) {
        throw new ImageArchiveError(`not a readable image archive: ${(0,narrow/* messageOf */.bD)(error)}`);
    }
    const manifest = wanted.get('manifest.json');
    if (manifest === undefined)
        throw new ImageArchiveError('not an image archive: it has no manifest.json');
    return [...new Set(namesIn(wanted).map(normalise))];
}
function namesIn(files) {
    const parse = (file) => {
        const text = files.get(file);
        if (text === undefined)
            return undefined;
        try {
            return JSON.parse(text);
        }
        catch {
            throw new ImageArchiveError(`not an image archive: its ${file} is not JSON`);
        }
    };
    const names = [];
    const manifest = parse('manifest.json');
    if (!Array.isArray(manifest))
        throw new ImageArchiveError('not an image archive: manifest.json is not a list');
    // One image per archive: a second, unnamed one would be left on the engine by nobody.
    if (manifest.length !== 1)
        throw new ImageArchiveError(`the archive holds ${manifest.length} images, not one; it was not loaded`);
    for (const entry of manifest)
        if (Array.isArray(entry?.RepoTags))
            names.push(...entry.RepoTags.map(String));
    const repositories = parse('repositories');
    if (repositories && typeof repositories === 'object')
        for (const [repo, tags] of Object.entries(repositories))
            if (tags && typeof tags === 'object')
                names.push(...Object.keys(tags).map((t) => `${repo}:${t}`));
    const index = parse('index.json');
    for (const m of index?.manifests ?? []) {
        const annotated = m?.annotations?.['io.containerd.image.name'];
        if (annotated)
            names.push(annotated);
    }
    return names;
}
function normalise(name) {
    return name.replace(/^docker\.io\/(library\/)?/, '');
}
function splitName(name) {
    const at = name.lastIndexOf(':');
    return [name.slice(0, at), name.slice(at + 1)];
}
async function untag(docker, name) {
    await docker
        .getImage(name)
        .remove({ noprune: true })
        .catch(() => undefined);
}

// EXTERNAL MODULE: ./src/run/providers/docker/cleanup.ts
var cleanup = __webpack_require__(98289);
;// CONCATENATED MODULE: ./src/run/providers/engine.ts

/** The engine (DOCKER_HOST, else the local socket), checked: no engine, one ProviderUnavailableError. */
async function openEngine(env = process.env) {
    const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(6560), __webpack_require__.e(4086)]).then(__webpack_require__.bind(__webpack_require__, 36560));
    const provider = new DockerProvider();
    await descriptor/* dockerDescriptor */.S.preflight(provider, { env });
    return { provider, docker: provider.docker };
}


/** Kept for library callers; `provider.removeRun(runId)` does the same on any provider. */




/***/ })

};
