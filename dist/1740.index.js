export const id = 1740;
export const ids = [1740];
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

/***/ 384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ removeJobImages),
/* harmony export */   UD: () => (/* binding */ checkRunLogger),
/* harmony export */   bW: () => (/* binding */ jobRegistry),
/* harmony export */   kM: () => (/* binding */ logRunEvent),
/* harmony export */   qh: () => (/* binding */ jobImages)
/* harmony export */ });
/* unused harmony export jobStash */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60841);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59165);
/* harmony import */ var _run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24546);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69212);
/* harmony import */ var _agent_cache_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6752);
/* harmony import */ var _actions_image_cache_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89722);
// The images of one job: the registry from the inputs (main.ts masks its password first) or the
// Actions cache (`image-cache: actions`), log lines for image events (a registry or cache that
// failed is a warning annotation), and the removal of what the job made when `keep-images` is false.








async function jobRegistry(inputs) {
    if (!inputs.imageRegistry)
        return null;
    return (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveRegistry */ .Wc)({
        ref: inputs.imageRegistry,
        username: inputs.registryUsername || null,
        password: inputs.registryPassword || null,
    });
}
/** The job's image cache; build logs in `<runDir>/builds` as the runner's own. */
async function jobImages(inputs, engine, runDir, pushExisting = false) {
    return new _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .ImageCache */ .Ss(engine.docker, {
        buildLogDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runDir, 'builds'),
        registry: await jobRegistry(inputs),
        stash: await jobStash(inputs, engine),
        pushExisting,
    });
}
/** `image-cache: actions` where the job has the cache service; otherwise a warning and none. */
async function jobStash(inputs, engine, client = _agent_cache_js__WEBPACK_IMPORTED_MODULE_5__/* .actionsCache */ .kW, env = process.env) {
    if (inputs.imageCache !== 'actions')
        return null;
    const off = (why) => {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`image-cache is actions, but ${why}; images are built as without it.`, {
            title: 'image cache',
        });
        return null;
    };
    if (!client.available())
        return off('this job has no Actions cache service (ACTIONS_RESULTS_URL, or ACTIONS_CACHE_URL, is not set)');
    let platform;
    try {
        platform = await (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_4__/* .enginePlatform */ .qY)(engine.provider);
    }
    catch (error) {
        return off((0,_narrow_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error));
    }
    return new _actions_image_cache_js__WEBPACK_IMPORTED_MODULE_6__/* .ActionsImageStash */ .yJ({
        docker: engine.docker,
        platform,
        client,
        workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    });
}
/** One log line per event; a registry that failed is a warning annotation. */
function logRunEvent(event, phase) {
    if (event.type === 'registry-warning' || event.type === 'image-cache-warning') {
        const title = event.type === 'registry-warning' ? 'image registry' : 'image cache';
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${event.task}: ${event.message}`, { title });
        return;
    }
    const line = (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLine */ .V8)(event, phase);
    if (line !== null)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
}
/** The task check's log: each line says which run (oracle, nop) it belongs to. */
function checkRunLogger(phases) {
    let phase;
    return (event) => {
        if (event.type === 'run-started')
            phase = phases[event.runId];
        logRunEvent(event, phase);
    };
}
/** `keep-images: false`: remove what this job built or pulled, nothing else. */
async function removeJobImages(inputs, images) {
    if (inputs.keepImages)
        return;
    const removed = await images.removeOwnImages();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`keep-images is false: removed ${removed.length} image(s) this job made`);
}


/***/ }),

/***/ 55995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H2: () => (/* binding */ planTaskNumbers),
/* harmony export */   LK: () => (/* binding */ plannedPaths),
/* harmony export */   hA: () => (/* binding */ loadPlannedTasks),
/* harmony export */   mb: () => (/* binding */ downloadPlan)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68036);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26438);
/* harmony import */ var _task_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77846);
/* harmony import */ var _task_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3080);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69212);
// The plan artifact of this workflow run and the tasks it names, loaded from the checkout: what the
// run and build modes work on. A task whose files changed since the plan is invalid, not run.







async function downloadPlan(inputs, clients, dir) {
    const name = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__/* .planArtifactName */ .nU)(inputs.label);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    let downloaded;
    try {
        downloaded = await clients.artifacts.downloadArtifactByName(name, dir);
    }
    catch (error) {
        throw new Error(`No plan artifact '${name}' in this workflow run (${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .messageOf */ .bD)(error)}). Run a 'mode: plan' job with the same label first and make this job need it.`, { cause: error });
    }
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(downloaded.path, 'plan.json');
    return (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePlan */ .vS)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'), `${name}/plan.json`);
}
async function loadPlannedTasks(root, paths, ids) {
    const tasks = [];
    const invalid = [];
    for (const [i, path] of paths.entries()) {
        try {
            const task = await (0,_task_load_js__WEBPACK_IMPORTED_MODULE_5__/* .loadTask */ ._o)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path), root);
            if (task.id !== ids[i]) {
                invalid.push({
                    relative_dir: path,
                    file: `${path}/task.toml`,
                    field: null,
                    message: `task changed since the plan (planned ${ids[i]}, found ${task.id}): plan and run must check out the same commit`,
                });
            }
            else
                tasks.push(task);
        }
        catch (error) {
            if (error instanceof _task_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .TaskLoadError */ .OF)
                invalid.push(error.invalid);
            else
                throw error;
        }
    }
    return { tasks, invalid };
}
/** Global task numbers (discovery order over the whole plan) by task path, so every job's folders merge. */
function planTaskNumbers(plan) {
    return new Map(plan.shards
        .flatMap((s) => s.task_paths)
        .sort()
        .map((p, i) => [p, i + 1]));
}
/** Each planned task's path by its id. */
function plannedPaths(plan) {
    const paths = new Map();
    for (const shard of plan.shards)
        shard.task_ids.forEach((id, i) => paths.set(id, shard.task_paths[i]));
    return paths;
}


/***/ }),

/***/ 60841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V8: () => (/* binding */ eventLine),
/* harmony export */   Zb: () => (/* binding */ checkPhases),
/* harmony export */   mE: () => (/* binding */ cheatPhases)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' };
const EXPECTED_FAIL_TAGS = {
    failed: 'failed, as expected:',
    error: 'ERROR',
};
/** The line for an event, or null for events that print nothing on their own. */
function eventLine(event, phase) {
    switch (event.type) {
        case 'attempt-finished': {
            const r = event.result;
            const { finished, total } = event.counts;
            const reason = r.reason ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.reason)}` : '';
            // An error has no reward to speak of (it counts 0 in the metrics, but no verifier said so).
            const facts = [`${r.duration_sec.toFixed(1)}s`, ...(r.status === 'error' ? [] : [`reward ${r.reward}`])];
            if (r.usage)
                facts.push(`${r.usage.input_tokens + r.usage.output_tokens} tokens`);
            if (r.usage?.cost_usd != null)
                facts.push(`$${r.usage.cost_usd.toFixed(4)}`);
            const count = `${String(finished).padStart(String(total).length)}/${total}`;
            const tag = phase?.expect !== 'fail'
                ? TAGS[r.status]
                : r.status === 'passed'
                    ? `PASSED, ${phase.name} should fail:`
                    : EXPECTED_FAIL_TAGS[r.status];
            return `[${phase ? `${phase.name} ` : ''}${count}] ${tag} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.task_name)} attempt ${r.attempt} (${facts.join(', ')})${reason}`;
        }
        case 'build-started':
            return `       building ${event.tag} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task)}`;
        case 'build-finished':
            return event.ok
                ? null
                : `       build of ${event.tag} failed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason ?? 'unknown error')}`;
        case 'image-pulled':
            return `       pulled ${event.from} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task)} (${event.durationSec.toFixed(1)}s)`;
        case 'image-pushed':
            return `       pushed ${event.to} (${event.durationSec.toFixed(1)}s)`;
        case 'image-restored':
            return `       restored ${event.tag} from the ${event.from} (${event.durationSec.toFixed(1)}s)`;
        case 'image-saved':
            return `       saved ${event.tag} to the ${event.to} (${event.durationSec.toFixed(1)}s)`;
        case 'image-cache-note':
            return `       ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.message)}`;
        case 'registry-warning':
        case 'image-cache-warning':
            return `       warning: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.message)}`;
        case 'run-started': {
            // Refused by this agent before any build: each with its reason, as discovery prints invalid ones.
            const lines = [
                ...(phase ? [phase.intro] : []),
                ...event.refused.map((t) => `invalid task ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.relative_dir)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.message)}`),
            ];
            return lines.length === 0 ? null : lines.join('\n');
        }
        case 'attempt-retry':
            return `       retry ${event.retry} of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task.name)} attempt ${event.attempt} in ${Math.round(event.delayMs / 1000)}s: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason)}`;
        default:
            return null;
    }
}
/** The task check's two runs by run id (run/task-check.ts names them), for eventLine. */
function checkPhases(runIds) {
    return {
        [runIds.oracle]: {
            name: 'oracle',
            expect: 'pass',
            intro: "oracle: each task's solution runs twice; every attempt should pass (a failure flags the task)",
        },
        [runIds.nop]: {
            name: 'nop',
            expect: 'fail',
            intro: 'nop: each task once, with no work done; every attempt should fail (a pass flags the task)',
        },
    };
}
/** `check --cheat`'s two runs (run/cheat-check.ts names them): every attack should fail. */
function cheatPhases(runIds) {
    const intro = (mode) => `cheat (${mode} verifier): each task once per attack; every attempt should fail (a pass makes the task hackable)`;
    return {
        [runIds.shared]: { name: 'cheat', expect: 'fail', intro: intro('shared') },
        [runIds.separate]: { name: 'cheat', expect: 'fail', intro: intro('separate') },
    };
}


/***/ })

};
