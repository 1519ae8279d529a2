export const id = 3884;
export const ids = [3884];
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

/***/ 41892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkMode: () => (/* binding */ checkMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68036);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47318);
/* harmony import */ var _github_truncate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(20753);
/* harmony import */ var _report_task_check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46949);
/* harmony import */ var _run_interrupt_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47214);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(59165);
/* harmony import */ var _run_task_check_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76987);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40645);
/* harmony import */ var _job_images_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(384);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(60841);
/* harmony import */ var _run_cheat_check_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(12067);
/* harmony import */ var _task_attack_pack_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(82055);
/* harmony import */ var _task_attack_manifest_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(40223);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(81729);
/* harmony import */ var _select_tasks_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(78662);
// mode: check — the task-author check in one job: every selected task (all, or with changed-only
// those a PR touched) runs twice with oracle and once with nop; flagged tasks are annotated on
// their task.toml, listed in a sticky PR comment and the job summary, and fail the step. With
// `cheat: true` each task is attacked too (run/cheat-check.ts): a hackable task is flagged so.

















async function checkMode(inputs, ctx, clients) {
    const selected = await (0,_select_tasks_js__WEBPACK_IMPORTED_MODULE_16__/* .selectTasks */ .n)(inputs, ctx);
    const runId = `${(0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .benchmarkRunId */ .uq)(ctx)}-check`;
    const cheat = inputs.cheat ? await cheatAttacks(inputs.attacks) : undefined;
    const engine = await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_7__/* .openEngine */ .F5)();
    const { provider } = engine;
    const images = await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .jobImages */ .qh)(inputs, engine, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(clients.outputDir, runId));
    // A cancelled job: the runs stop and remove their containers; the step then fails.
    const interrupt = (0,_run_interrupt_js__WEBPACK_IMPORTED_MODULE_6__/* .interruptOnSignals */ .cU)({
        provider,
        runIds: [...Object.values((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_8__/* .taskCheckRunIds */ .D)(runId)), ...Object.values((0,_run_cheat_check_js__WEBPACK_IMPORTED_MODULE_12__/* .cheatRunIds */ .Dp)(runId))],
        onFirst: (signal) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${signal}: stopping the task check — running containers are removed.`),
    });
    let report;
    try {
        report = await (0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_8__/* .runTaskCheck */ .b)({
            tasks: selected.tasks,
            invalid: selected.invalid,
            outputDir: clients.outputDir,
            runId,
            concurrency: inputs.concurrency,
            provider,
            images,
            signal: interrupt.signal,
            onProgress: (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .checkRunLogger */ .UD)({
                ...(0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_11__/* .checkPhases */ .Zb)((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_8__/* .taskCheckRunIds */ .D)(runId)),
                ...(cheat ? (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_11__/* .cheatPhases */ .mE)((0,_run_cheat_check_js__WEBPACK_IMPORTED_MODULE_12__/* .cheatRunIds */ .Dp)(runId)) : {}),
            }),
            cheat,
        });
    }
    finally {
        interrupt.dispose();
        await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .removeJobImages */ .Eg)(inputs, images);
    }
    await clients.artifacts.uploadFolder((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__/* .checkArtifactName */ .CN)(inputs.label), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(clients.outputDir, runId));
    for (const { task_path, note } of report.leak_lint?.skipped ?? [])
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`leak lint: ${task_path}: ${note}`);
    for (const task of report.tasks)
        for (const flag of task.flags)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(`${task.task_name}: ${flag.message}`, {
                file: selected.inRepo(task.file),
                title: `task check (${flag.kind})`,
            });
    const markdown = (0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_5__/* .renderCheckMarkdown */ .O)(report, `Helios task check (${inputs.label})`);
    await postComment(markdown, report, inputs, ctx, clients);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true).write();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('conclusion', report.flagged > 0 ? 'failure' : 'success');
    if (report.flagged > 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`${report.flagged} task(s) flagged by the task check`);
    return report;
}
async function postComment(markdown, report, inputs, ctx, clients) {
    const repo = ctx.repository;
    if (!clients.octokit || !repo || !ctx.pullRequest || inputs.comment === 'off')
        return;
    const result = await (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertStickyComment */ .qD)({
        octokit: clients.octokit,
        owner: repo.owner,
        repo: repo.repo,
        issueNumber: ctx.pullRequest.number,
        // Its own sticky comment, beside the benchmark's of the same label.
        label: `${inputs.label}-check`,
        body: markdown.slice(0, _github_truncate_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_LIMITS */ .f.commentChars - 200),
        mode: inputs.comment,
        hasChanges: report.flagged > 0,
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`PR comment: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`);
}
/** The shipped pack and the `attacks` folders (relative to the workspace); a bad manifest names the input. */
async function cheatAttacks(folders) {
    const userAttackDirs = folders.map((folder) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(folder));
    try {
        return { attacks: await (0,_task_attack_pack_js__WEBPACK_IMPORTED_MODULE_13__/* .loadAttacks */ .O3)(userAttackDirs), userAttackDirs };
    }
    catch (error) {
        if (error instanceof _task_attack_manifest_js__WEBPACK_IMPORTED_MODULE_14__/* .AttackManifestError */ .ck)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_15__/* .InputError */ .dz(`Input 'attacks': ${error.message}`);
        throw error;
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

/***/ 78662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ selectTasks)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/task/changed.ts
// Which tasks a change touches, for PR runs that only run the tasks a diff changed. Pure: the
// changed paths come from git (see git-changes.ts), relative to the repository root.

/**
 * Tasks with at least one changed file inside their folder. `repoRelativeRoot` is the discovery
 * root relative to the repository root (`tasks`, or `` / `.` when it is the repository root).
 */
function tasksTouchedBy(tasks, changedFiles, repoRelativeRoot) {
    return touchedBy(tasks, (task) => task.relativeDir, changedFiles, repoRelativeRoot);
}
/** The same rule for anything that names a task folder (e.g. an invalid task's `relative_dir`). */
function touchedBy(items, folderOf, changedFiles, repoRelativeRoot) {
    const changed = changedFiles.map(normalize).filter((file) => file !== '');
    return items.filter((item) => {
        const folder = normalize(external_node_path_.posix.join(normalize(repoRelativeRoot) || '.', folderOf(item)));
        return folder === ''
            ? changed.length > 0
            : changed.some((file) => file === folder || file.startsWith(`${folder}/`));
    });
}
/** `./a\\b/` → `a/b`; the repository root itself → ``. */
function normalize(path) {
    const normalized = external_node_path_.posix
        .normalize(path.replaceAll('\\', '/'))
        .replace(/^(\.\/)+/, '')
        .replace(/\/+$/, '');
    return normalized === '.' ? '' : normalized;
}

// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: ./src/task/sample.ts
var sample = __webpack_require__(15179);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/task/git-changes.ts
// Adapter: the files a branch changed since it left its base, from the git CLI.




const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const MAX_OUTPUT = 64 * 1024 * 1024;
/**
 * Paths (relative to the repository root, `/`-separated) changed between the merge base of
 * `baseRef` and HEAD — what a PR changed, ignoring later commits on the base branch. Renames count
 * as a delete plus an add, so a task moved out of a folder touches both places.
 */
async function changedFilesSince(baseRef, cwd) {
    if (baseRef.trim() === '' || baseRef.startsWith('-')) {
        throw new errors/* GitChangesError */.Yw(`invalid base ref ${JSON.stringify(baseRef)}: pass a branch, tag or commit`);
    }
    const stdout = await git(['diff', '--name-only', '--no-renames', '-z', `${baseRef}...HEAD`, '--'], cwd, baseRef);
    return stdout.split('\0').filter((path) => path !== '');
}
/** Absolute path of the repository that contains `cwd`. */
async function repoTopLevel(cwd) {
    return (await git(['rev-parse', '--show-toplevel'], cwd, null)).trim();
}
async function git(args, cwd, baseRef) {
    try {
        const { stdout } = await run('git', args, { cwd, maxBuffer: MAX_OUTPUT, encoding: 'utf8' });
        return stdout;
    }
    catch (error) {
        const given = (0,narrow/* errorField */.LI)(error, 'stderr');
        const stderr = typeof given === 'string' ? given : '';
        if ((0,narrow/* errorCode */.CA)(error) === 'ENOENT')
            throw new errors/* GitChangesError */.Yw('git is not installed or not on PATH');
        const detail = stderr.trim().split('\n')[0] ?? '';
        if (/not a git repository/i.test(stderr))
            throw new errors/* GitChangesError */.Yw(`${cwd} is not inside a git repository (${detail})`);
        if (baseRef !== null &&
            /unknown revision|bad revision|no merge base|invalid symmetric difference/i.test(stderr)) {
            throw new errors/* GitChangesError */.Yw(`cannot diff against base ref "${baseRef}" (${detail}). The clone lacks it or its history: ` +
                'with actions/checkout use fetch-depth: 0 (or fetch the base branch) before selecting changed tasks');
        }
        throw new errors/* GitChangesError */.Yw(`git ${args.join(' ')} failed in ${cwd}: ${detail || String(error)}`);
    }
}

// EXTERNAL MODULE: ./src/task/warning-groups.ts
var warning_groups = __webpack_require__(22066);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/select-tasks.ts
// The tasks a plan or a check works on: discovered under `tasks`, narrowed by `changed-only` to
// those a PR touched, with invalid tasks and ignored fields annotated on their files.








async function selectTasks(inputs, ctx) {
    const root = (0,external_node_path_.resolve)(ctx.workspace, inputs.tasks);
    const found = await (0,discover/* discoverTasks */._6)(root, {
        pattern: inputs.pattern,
        include: inputs.include,
        exclude: inputs.exclude,
        sample: (0,sample/* sampleOptions */.f)(inputs),
    });
    if (found.sampledOut > 0)
        core/* info */.pq(`${found.sampledOut} task(s) left out by max-samples/sample (not run)`);
    let { tasks, invalid } = found;
    if (inputs.changedOnly) {
        const baseRef = inputs.baseRef || (ctx.pullRequest ? `origin/${ctx.pullRequest.baseRef}` : '');
        if (!baseRef)
            throw new action_inputs/* InputError */.dz(`Input 'changed-only' is true but there is no base to compare with; set 'base-ref'.`);
        const files = await changedFilesSince(baseRef, ctx.workspace);
        const rootInRepo = (0,external_node_path_.relative)(await repoTopLevel(ctx.workspace), root);
        tasks = tasksTouchedBy(tasks, files, rootInRepo);
        invalid = touchedBy(invalid, (t) => t.relative_dir, files, rootInRepo);
        core/* info */.pq(`changed-only: ${tasks.length} of ${found.tasks.length} task(s) touched since ${baseRef}`);
    }
    const warnings = inputs.changedOnly
        ? found.warnings.filter((w) => tasks.some((t) => t.relativeDir === w.relative_dir))
        : found.warnings;
    const inRepo = (file) => (0,external_node_path_.relative)(ctx.workspace, (0,external_node_path_.join)(root, file)).split(external_node_path_.sep).join('/');
    for (const task of invalid)
        core/* warning */.$e(`Invalid task ${task.relative_dir}: ${task.message}`, { file: inRepo(task.file) });
    for (const w of warnings)
        core/* warning */.$e(`${w.field}: ${w.message}`, { file: inRepo(w.file), title: 'task.toml field ignored' });
    // A folder of the tasks root that holds no task.toml is no task: said, not skipped in silence.
    if (found.skipped.length > 0)
        core/* warning */.$e((0,warning_groups/* skippedFoldersText */.d7)(found.skipped.map(inRepo)), { title: 'Folder without task.toml' });
    return { root, tasks, invalid, warnings, inRepo, names: found.names };
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   FF: () => (/* binding */ revealStatusSymbols),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
// Text from task folders (names, reasons, paths) is untrusted: anyone who opens a PR names the
// tasks. Escape it so it renders as the literal text, inside table cells too, and cannot inject
// HTML, links, images, @-mentions, emoji shortcodes, our own status symbols, or break a table row.
// Backslash escapes for markdown punctuation; HTML entities for what HTML would parse. Characters
// that only matter at the start of a line (`-`, `+`, `1.`, `=`) are left alone: escaped text is
// never placed at a line start and never contains a line break.
const REPLACEMENTS = {
    '\\': '\\\\',
    '`': '\\`',
    '*': '\\*',
    _: '\\_',
    '{': '\\{',
    '}': '\\}',
    '[': '\\[',
    ']': '\\]',
    '(': '\\(',
    ')': '\\)',
    '#': '\\#',
    '!': '\\!',
    '|': '\\|', // a table cell delimiter even inside code spans
    '~': '\\~',
    $: '\\$', // GitHub renders $…$ as math
    '<': '&lt;',
    '>': '&gt;',
    '&': '&amp;',
    '@': '@&#8203;', // a zero-width space after @ stops a mention (and its notification)
};
// Line breaks would end a table row; other control characters have no business in a comment.
// eslint-disable-next-line no-control-regex
const SPECIAL = /[\\`*_{}[\]()#!|~$<>&@\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * Invisible and direction-changing characters: `admin\u202Etxt.exe-gnp` would display as
 * `adminpng-exe.txt`. Every format character (bidi embeddings, overrides and isolates U+202A–202E
 * and U+2066–2069, marks, zero-width spaces and joiners, the BOM, soft hyphens, tag characters)
 * and every default-ignorable code point (Hangul fillers, Mongolian selectors, …), plus the
 * blank Braille pattern, is shown as a visible code point instead (⟦U+202E⟧). The emoji and text
 * presentation selectors (U+FE0E, U+FE0F) are kept: they only pick how the emoji before them looks.
 */
const INVISIBLE = /(?![\ufe0e\ufe0f])[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
function revealInvisible(text) {
    return text.replace(INVISIBLE, (ch) => `⟦U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
/**
 * Our own status symbols (and their usual lookalikes) in a task's name would pass for a verdict or
 * a label: "✅ all good" above a 🔴 row. They are shown as code points instead (⟦U+2705⟧), with
 * the emoji presentation selector after them; so are the brackets of that notation itself.
 */
const STATUS_SYMBOLS = /[\u2705\u274C\u274E\u26A0\u2139\u25BC\u25B2\u25BD\u25B3\u2796\u2795\u270F\u2714\u2713\u2611\u2717\u2718\u2716\u26D4\u2B55\u2757\u2753\u27E6\u27E7\u{1F534}\u{1F7E2}\u{1F7E0}\u{1F7E1}\u{1F7E5}\u{1F7E9}\u{1F535}\u{1F195}\u{1F53A}\u{1F53B}\u{1F6D1}\u{1F6AB}]\uFE0F?/gu;
function revealStatusSymbols(text) {
    return text.replace(STATUS_SYMBOLS, (ch) => `⟦U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
/** `:white_check_mark:` renders as an emoji on GitHub: a word joiner after the colon keeps it text. */
const SHORTCODE = /:(?=[A-Za-z0-9_+-]+:)/g;
/** Longer unbroken runs get a break opportunity (<wbr>) so a name cannot push a table off screen. */
const LONG_TOKEN = 40;
/** Escapes untrusted text for inline markdown (paragraphs, list items, table cells). */
function escapeMarkdown(text) {
    // Break opportunities go in before escaping (as a private-use placeholder), so none lands inside
    // an entity or an escape sequence.
    const withBreaks = revealInvisible(revealStatusSymbols(text)).replace(new RegExp(`\\S{${LONG_TOKEN}}(?=\\S)`, 'g'), (run) => `${run}\uE000`);
    return (withBreaks
        .replace(SHORTCODE, ':\u2060')
        // A bare URL would autolink; a word joiner in "://" and "www." keeps it text.
        .replace(/:\/\//g, ':\u2060//')
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u2060.`)
        .replace(SPECIAL, (ch) => REPLACEMENTS[ch] ?? ' ')
        .replace(/\uE000/g, '<wbr>'));
}
/** Shortens to at most `max` characters (on the raw text, before escaping), with an ellipsis. */
function clip(text, max) {
    if (text.length <= max)
        return text;
    return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
/** Only http(s) URLs become links; characters that would end the link destination are encoded. */
function safeUrl(url) {
    if (url === undefined || !/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>"'|\\`]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** `[text](url)` with escaped text, or the escaped text alone when the URL is not safe. */
function link(text, url) {
    const safe = safeUrl(url);
    return safe === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${safe})`;
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Terminal output: control characters (ANSI escape sequences included) shown as \xNN, never executed. */
function escapeTerminal(text) {
    return revealInvisible(text).replace(CONTROL, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}


/***/ }),

/***/ 15179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ sampleTasks),
/* harmony export */   f: () => (/* binding */ sampleOptions)
/* harmony export */ });
/* harmony import */ var _results_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45613);
// Choosing fewer tasks, before any shard is planned: the first N in discovery order
// (`--max-samples`, as batch runners' "only the first N samples"), or N drawn with a seed
// (`--sample N --seed S`). The draw depends only on the tasks' folders and the seed, never on
// their content, so a base and a head run of the same suite draw the same tasks.

/** The options from settings that may be absent (null): none given is no sampling at all. */
function sampleOptions(settings) {
    const { maxSamples, sample, seed } = settings;
    if (maxSamples === null && sample === null)
        return undefined;
    return { ...(maxSamples !== null ? { maxSamples } : {}), ...(sample !== null ? { sample } : {}), seed };
}
/** The tasks kept, in discovery order; both options given: the draw, then the first N of it. */
function sampleTasks(tasks, options) {
    let kept = [...tasks];
    if (options.sample !== undefined && options.sample < kept.length) {
        const random = (0,_results_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .mulberry32 */ .sK)(seedOf(options.seed ?? 0));
        // Fisher–Yates over the folders sorted on their own, then back to discovery order.
        const order = [...kept].sort((a, b) => a.relativeDir < b.relativeDir ? -1 : a.relativeDir > b.relativeDir ? 1 : 0);
        for (let i = order.length - 1; i > 0; i--) {
            const j = Math.floor(random() * (i + 1));
            [order[i], order[j]] = [order[j], order[i]];
        }
        const drawn = new Set(order.slice(0, options.sample));
        kept = kept.filter((task) => drawn.has(task));
    }
    if (options.maxSamples !== undefined)
        kept = kept.slice(0, options.maxSamples);
    return kept;
}
/** Any integer seed, negative or past 2^32, mixed into the generator's 32 bits. */
function seedOf(seed) {
    return (Math.trunc(seed) ^ Math.trunc(seed / 2 ** 32)) >>> 0;
}


/***/ }),

/***/ 22066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PB: () => (/* binding */ groupWarnings),
/* harmony export */   d7: () => (/* binding */ skippedFoldersText),
/* harmony export */   fp: () => (/* binding */ warningGroupText)
/* harmony export */ });
function groupWarnings(warnings) {
    const groups = new Map();
    for (const warning of warnings) {
        const file = insideTask(warning);
        const field = warning.field.replace(/\.\d+(?=\.|$)/g, '.*');
        const key = JSON.stringify([file, field, warning.message]);
        const group = groups.get(key) ?? { file, field, message: warning.message, tasks: [] };
        if (!group.tasks.includes(warning.relative_dir))
            group.tasks.push(warning.relative_dir);
        groups.set(key, group);
    }
    return [...groups.values()];
}
function insideTask(warning) {
    const prefix = warning.relative_dir === '.' ? '' : `${warning.relative_dir}/`;
    return warning.file.startsWith(prefix) ? warning.file.slice(prefix.length) : warning.file;
}
/** `task.toml: metadata.author: ignored: … (50 tasks, e.g. a, b)`; one task: its file path. */
function warningGroupText(group) {
    if (group.tasks.length === 1) {
        const dir = group.tasks[0];
        return `${dir === '.' ? '' : `${dir}/`}${group.file}: ${group.field}: ${group.message}`;
    }
    const examples = group.tasks.slice(0, 2).join(', ');
    return `${group.file}: ${group.field}: ${group.message} (${group.tasks.length} tasks, e.g. ${examples})`;
}
/** Names at most this many skipped folders; the rest are counted. */
const SKIPPED_SHOWN = 5;
/**
 * `1 folder holds no task.toml, so it is not a task: notes (add …)`: folders of the tasks root that
 * discovery passed over, named so "8 tasks" for 9 folders is no mystery. `skipped` is not empty.
 */
function skippedFoldersText(skipped) {
    const one = skipped.length === 1;
    const names = skipped.slice(0, SKIPPED_SHOWN).join(', ');
    const more = skipped.length > SKIPPED_SHOWN ? ` and ${skipped.length - SKIPPED_SHOWN} more` : '';
    const what = one
        ? '1 folder holds no task.toml, so it is not a task'
        : `${skipped.length} folders hold no task.toml, so they are not tasks`;
    return `${what}: ${names}${more} (add a task.toml, or move ${one ? 'it' : 'them'} out of the tasks folder)`;
}


/***/ }),

/***/ 735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownTable)
/* harmony export */ });
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}


/***/ }),

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
