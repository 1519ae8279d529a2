export const id = 9734;
export const ids = [9734];
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
/* harmony export */   U5: () => (/* binding */ saveAgentInstall),
/* harmony export */   jB: () => (/* binding */ restoreAgentInstall),
/* harmony export */   kW: () => (/* binding */ actionsCache)
/* harmony export */ });
/* unused harmony export agentCacheKey */
/* harmony import */ var _actions_cache__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45692);
/* harmony import */ var _run_agents_installed_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67335);
/* harmony import */ var _run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24546);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73116);
// Installed agent CLIs in Actions: the install folder of one agent, version and engine platform is
// restored from the Actions cache before the run and saved after a run that had to install it, so
// later runs (and the other shards of a later run) skip npm.




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
    let platform;
    try {
        platform = await (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .enginePlatform */ .qY)(provider);
    }
    catch {
        return null; // the run reports it when it installs
    }
    const folder = (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .installFolder */ .Si)(cacheDir, cli.name, version, platform);
    const key = agentCacheKey(cli.name, version, platform);
    if ((0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .isInstalled */ .j$)(folder))
        return { key, folder, present: true };
    try {
        const hit = await client.restore([folder], key);
        if (hit && (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .isInstalled */ .j$)(folder)) {
            log(`restored ${cli.name} ${version} (${platform}) from the Actions cache`);
            return { key, folder, present: true };
        }
    }
    catch (error) {
        log(`Actions cache restore of ${key} failed (installing from npm instead): ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
    }
    return { key, folder, present: false };
}
/** Saves a folder this run installed. Another job saving the same key first is fine. */
async function saveAgentInstall(entry, log, client = actionsCache) {
    if (!entry || entry.present || !(0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_2__/* .isInstalled */ .j$)(entry.folder))
        return;
    try {
        await client.save([entry.folder], entry.key);
        log(`saved ${entry.key} to the Actions cache`);
    }
    catch (error) {
        log(`Actions cache save of ${entry.key} skipped: ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
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
/* harmony import */ var _report_task_check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89340);
/* harmony import */ var _run_interrupt_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47214);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(59165);
/* harmony import */ var _run_task_check_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(40462);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40645);
/* harmony import */ var _job_images_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(384);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(60841);
/* harmony import */ var _select_tasks_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(78662);
// mode: check — the task-author check in one job: every selected task (all, or with changed-only
// those a PR touched) runs twice with oracle and once with nop; flagged tasks are annotated on
// their task.toml, listed in a sticky PR comment and the job summary, and fail the step.













async function checkMode(inputs, ctx, clients) {
    const selected = await (0,_select_tasks_js__WEBPACK_IMPORTED_MODULE_12__/* .selectTasks */ .n)(inputs, ctx);
    const runId = `${(0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .benchmarkRunId */ .uq)(ctx)}-check`;
    const engine = await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_7__/* .openEngine */ .F5)();
    const { provider } = engine;
    const images = await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .jobImages */ .qh)(inputs, engine, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(clients.outputDir, runId));
    // A cancelled job: the runs stop and remove their containers; the step then fails.
    const interrupt = (0,_run_interrupt_js__WEBPACK_IMPORTED_MODULE_6__/* .interruptOnSignals */ .cU)({
        provider,
        runIds: Object.values((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_8__/* .taskCheckRunIds */ .D)(runId)),
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
            onProgress: (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .checkRunLogger */ .UD)((0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_11__/* .checkPhases */ .Z)((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_8__/* .taskCheckRunIds */ .D)(runId))),
        });
    }
    finally {
        interrupt.dispose();
        await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .removeJobImages */ .Eg)(inputs, images);
    }
    await clients.artifacts.uploadFolder((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__/* .checkArtifactName */ .CN)(inputs.label), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(clients.outputDir, runId));
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
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73116);
/* harmony import */ var _agent_cache_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6752);
/* harmony import */ var _actions_image_cache_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(89722);
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
async function jobStash(inputs, engine, client = _agent_cache_js__WEBPACK_IMPORTED_MODULE_6__/* .actionsCache */ .kW, env = process.env) {
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
        return off((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .gJ)(error));
    }
    return new _actions_image_cache_js__WEBPACK_IMPORTED_MODULE_7__/* .ActionsImageStash */ .yJ({
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
    const line = (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .eventLine */ .V)(event, phase);
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
        const { stderr = '', code } = error;
        if (code === 'ENOENT')
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

/***/ 23371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ plainTable)
/* harmony export */ });
// A left-aligned terminal table (two spaces between columns, no trailing blanks): the check's and
// the dry run's. Pure.
/** The header line, then one line per row. */
function plainTable(header, rows) {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)];
}


/***/ }),

/***/ 60841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ eventLine),
/* harmony export */   Z: () => (/* binding */ checkPhases)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' };
const EXPECTED_FAIL_TAGS = {
    passed: 'PASSED, nop should fail:',
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
            const tag = phase?.expect === 'fail' ? EXPECTED_FAIL_TAGS[r.status] : TAGS[r.status];
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


/***/ }),

/***/ 89340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ renderCheckTerminal),
/* harmony export */   O: () => (/* binding */ renderCheckMarkdown)
/* harmony export */ });
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _plain_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23371);
// The task-author check as a terminal table and as markdown (job summary, sticky PR comment). Pure.



const EXPLAIN = 'Each task ran twice with `oracle` (its solution/solve.sh) and once with `nop` (no work); counts are over attempts that reached a verdict (– : none did). Flagged: an image does not build (named), an oracle or nop attempt ends in an error (with its phase), the oracle fails, nop passes, the verifier ends without a reward, the two oracle rewards differ, there is no solution, or the task is invalid.';
/** A name two tasks share is shown with the task's folder, so the rows can be told apart. */
function labels(report) {
    const seen = new Map();
    for (const t of report.tasks)
        seen.set(t.task_name, (seen.get(t.task_name) ?? 0) + 1);
    return new Map(report.tasks.map((t) => [
        t,
        seen.get(t.task_name) > 1 ? `${t.task_name} (${t.task_path})` : t.task_name,
    ]));
}
function count(side) {
    return side ? `${side.passed}/${side.ran}` : '–';
}
/** `skipped`: folders under the tasks root without a task.toml, counted in the last line. */
function renderCheckTerminal(report, skipped = []) {
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(names.get(t)),
        count(t.oracle),
        count(t.nop),
        verdict(t),
    ]);
    const table = (0,_plain_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plainTable */ .$)(['task', 'oracle', 'nop', ''], rows);
    const details = report.tasks.flatMap((t) => t.flags.map((f) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(names.get(t))}: ${f.kind}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(f.message)}`));
    const passedOver = skipped.length === 0 ? '' : `, ${skipped.length} folder(s) without task.toml skipped (see the warning)`;
    const total = `${report.tasks.length} task(s) checked, ${report.flagged} flagged${passedOver}`;
    return [...table, '', ...(details.length ? [...details, ''] : []), total].join('\n');
}
function renderCheckMarkdown(report, title = 'Helios task check') {
    const icon = report.flagged > 0 ? '❌' : '✅';
    const head = `### ${icon} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(title)}: ${report.tasks.length} task(s), ${report.flagged} flagged`;
    if (report.tasks.length === 0)
        return `${head}\n\nNo task to check.\n`;
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(names.get(t), 160)),
        count(t.oracle),
        count(t.nop),
        t.flags.length === 0
            ? '✅'
            : t.flags.map((f) => `**${f.kind}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(f.message, 300))}`).join('<br>'),
    ]);
    const table = (0,markdown_table__WEBPACK_IMPORTED_MODULE_2__/* .markdownTable */ .Q)([['Task', 'Oracle', 'Nop', 'Problems'], ...rows], {
        alignDelimiters: false,
        align: ['l', 'r', 'r', 'l'],
    });
    return `${head}\n\n${table}\n\n<sub>${EXPLAIN}</sub>\n`;
}
function verdict(task) {
    return task.flags.length === 0 ? 'ok' : task.flags.map((f) => f.kind).join(', ');
}


/***/ }),

/***/ 47214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ INTERRUPTED_EXIT_CODE),
/* harmony export */   cU: () => (/* binding */ interruptOnSignals)
/* harmony export */ });
/* unused harmony export STALLED_REASON */
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28987);


const SIGNALS = ['SIGINT', 'SIGTERM'];
/** 128 + SIGINT, what a shell reports for an interrupted command. */
const INTERRUPTED_EXIT_CODE = 130;
/**
 * Node is about to exit while a run is under way: nothing is left that could wake any of its
 * waits. Without this, Node ends the process (exit 13, "unsettled top-level await") with no
 * summary and the environments still running.
 */
const STALLED_REASON = 'the run stalled: every running attempt was waiting for something nothing left could give (a bug of helios: please report it)';
function interruptOnSignals(options) {
    const controller = new AbortController();
    const exit = options.exit ?? ((code) => process.exit(code));
    const onSignal = (signal) => {
        if (!controller.signal.aborted) {
            options.onFirst?.(signal);
            controller.abort(new Error(`interrupted by ${signal}`));
            return;
        }
        // Only this process's: sibling shards of the same run may share the engine.
        // A container the engine is still creating would not be listed yet: those settle first.
        const provider = (0,_providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .providerOf */ .l)(options);
        const sweep = () => Promise.allSettled(options.runIds.map((runId) => provider.removeRun(runId, { owner: _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .PROCESS_OWNER */ .mt })));
        void provider
            .creationsSettled()
            .then(sweep)
            .then(() => exit(INTERRUPTED_EXIT_CODE));
    };
    // The first stall stops the run as a signal would (its teardown keeps the process alive); one
    // that stalls again while stopping takes the force path.
    const onStall = () => {
        if (!controller.signal.aborted)
            options.onStall?.(STALLED_REASON);
        if (!controller.signal.aborted)
            controller.abort(new Error(STALLED_REASON));
        else
            onSignal('SIGTERM');
    };
    for (const signal of SIGNALS)
        process.on(signal, onSignal);
    process.on('beforeExit', onStall);
    return {
        signal: controller.signal,
        dispose: () => {
            for (const signal of SIGNALS)
                process.removeListener(signal, onSignal);
            process.removeListener('beforeExit', onStall);
        },
    };
}


/***/ }),

/***/ 40462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ runTaskCheck),
  D: () => (/* binding */ taskCheckRunIds)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/valid-attempts.ts
var valid_attempts = __webpack_require__(8915);
;// CONCATENATED MODULE: ./src/results/check-errors.ts
/** The attempt's error, or null when it reached a verdict. */
function checkAttemptError(agent, taskPath, result) {
    if (result.status !== 'error')
        return null;
    const reason = result.reason ?? 'no reason recorded';
    return { task_path: taskPath, agent, attempt: result.attempt, phase: phaseOf(result, reason), reason };
}
function phaseOf(result, reason) {
    // A separate verifier's image is made after the agent's phase.
    if (/^(step \S+: )?verifier image: /.test(reason))
        return 'verifier';
    if (imageOf(reason) !== null)
        return 'setup';
    if (result.timed_out.verifier || result.exit_codes.verifier !== null || result.timings.verifier_sec > 0)
        return 'verifier';
    if (result.timed_out.agent || result.exit_codes.agent !== null || result.timings.agent_sec > 0)
        return 'agent';
    return 'setup';
}
const IMAGE_FAILED = /^(build failed|build timed out|image (\S+) not available)/;
/**
 * Which image did not build or pull, from the reason the image cache and the runner give: the
 * task's own, a separate verifier's (`verifier image: …`) or a compose service's (`service db: …`).
 * Null when the reason is no image's.
 */
function imageOf(reason) {
    const step = /^step \S+: (.*)$/s.exec(reason);
    if (step)
        return imageOf(step[1]);
    const verifier = /^verifier image: (.*)$/s.exec(reason);
    if (verifier)
        return IMAGE_FAILED.test(verifier[1])
            ? `the verifier's image${named(verifier[1]) || ' (tests/Dockerfile)'}`
            : null;
    const service = /^service (\S+): (.*)$/s.exec(reason);
    if (service)
        return IMAGE_FAILED.test(service[2]) ? `the image of service ${service[1]}${named(service[2])}` : null;
    return IMAGE_FAILED.test(reason) ? `the task's image${named(reason) || ' (environment/Dockerfile)'}` : null;
}
function named(reason) {
    const image = IMAGE_FAILED.exec(reason)?.[2];
    return image ? ` (${image})` : '';
}

;// CONCATENATED MODULE: ./src/results/task-check.ts
// The task-author check: from an oracle run (2 attempts) and a nop run (1 attempt) of the same
// tasks, what is wrong with each task. Pure; `helios check` and `mode: check` run and print it.



const TASK_CHECK_SCHEMA_VERSION = 1;
const CHECK_ORACLE_ATTEMPTS = 2;
const CHECK_NOP_ATTEMPTS = 1;
const FLAG_KINDS = [
    'invalid',
    'build-failed',
    'errored',
    'missing-solution',
    'not-solvable',
    'trivial',
    'no-reward',
    'not-deterministic',
];
const agentTally = schemas/* object */.Ikc({ passed: schemas/* number */.aig().int().min(0), ran: schemas/* number */.aig().int().min(0) });
const checkedTaskSchema = schemas/* object */.Ikc({
    task_name: schemas/* string */.YjP(),
    task_path: schemas/* string */.YjP(),
    /** The task.toml to annotate, relative to the tasks folder. */
    file: schemas/* string */.YjP(),
    /** Passed/ran of each agent over the attempts that reached a verdict; null when none did (not run, or all errors). */
    oracle: agentTally.nullable(),
    nop: agentTally.nullable(),
    flags: schemas/* array */.YOg(schemas/* object */.Ikc({ kind: schemas/* enum */.k5n(FLAG_KINDS), message: schemas/* string */.YjP() })),
});
/** `check.json`: what `helios check` writes beside its runs (and prints with `--json`). */
const taskCheckReportSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(TASK_CHECK_SCHEMA_VERSION),
    tasks: schemas/* array */.YOg(checkedTaskSchema),
    /** How many tasks have at least one flag. */
    flagged: schemas/* number */.aig().int().min(0),
});
const CHECK_AGENTS = ['oracle', 'nop'];
const NO_REWARD = /verifier wrote no reward|reward\.(json|txt)|verifier timed out/;
function checkTasks(input) {
    const byPath = (list) => new Map(list.map((t) => [t.task_path, t]));
    const oracle = byPath(input.oracle);
    const nop = byPath(input.nop);
    const tasks = input.tasks.map((task) => {
        const o = oracle.get(task.relativeDir) ?? null;
        const n = nop.get(task.relativeDir) ?? null;
        return {
            task_name: task.name,
            task_path: task.relativeDir,
            file: task.relativeDir === '.' ? 'task.toml' : `${task.relativeDir}/task.toml`,
            oracle: tally(o),
            nop: tally(n),
            flags: flagsOf(task.hasSolution, o, n, input.errors.filter((e) => e.task_path === task.relativeDir)),
        };
    });
    for (const invalid of input.invalid)
        tasks.push({
            task_name: invalid.relative_dir,
            task_path: invalid.relative_dir,
            file: invalid.file,
            oracle: null,
            nop: null,
            flags: [
                {
                    kind: 'invalid',
                    message: invalid.field ? `${invalid.field}: ${invalid.message}` : invalid.message,
                },
            ],
        });
    tasks.sort((a, b) => (a.task_path < b.task_path ? -1 : a.task_path > b.task_path ? 1 : 0));
    return {
        schema_version: TASK_CHECK_SCHEMA_VERSION,
        tasks,
        flagged: tasks.filter((t) => t.flags.length > 0).length,
    };
}
/** Errored attempts never ran the agent's work to a verdict: they are not counted as ran. */
function tally(summary) {
    const ran = summary ? (0,valid_attempts/* validAttempts */.F)(summary) : 0;
    return summary && ran > 0 ? { passed: summary.successes, ran } : null;
}
/**
 * Every errored attempt, by check phase (oracle, nop), where it stopped and why; an image that did
 * not build or pull is named, with what still ran. Never the solution's fault.
 */
function errorFlags(errors, attempts) {
    // A verifier that writes no reward is flagged as such (no-reward), not as an error of ours.
    const real = errors.filter((e) => !NO_REWARD.test(e.reason));
    const flags = [];
    const images = new Map();
    for (const error of real) {
        const image = imageOf(error.reason);
        if (image !== null)
            images.set(image, [...(images.get(image) ?? []), error]);
    }
    for (const [image, failed] of images) {
        const ran = CHECK_AGENTS.filter((agent) => failed.some((e) => e.agent === agent && e.phase !== 'setup'));
        const what = ran.length === 0 ? 'so neither agent ran' : `${ran.join(' and ')} ran, but no verifier judged it`;
        flags.push({ kind: 'build-failed', message: `${image} did not build, ${what}: ${failed[0].reason}` });
    }
    for (const agent of CHECK_AGENTS) {
        const own = real.filter((e) => e.agent === agent && imageOf(e.reason) === null);
        if (own.length === 0)
            continue;
        const first = own[0];
        flags.push({
            kind: 'errored',
            message: `${agent}: ${own.length} of ${attempts[agent]} attempt(s) ended in an error, not a verdict (attempt ${first.attempt}, ${first.phase} phase): ${first.reason}`,
        });
    }
    return flags;
}
function flagsOf(hasSolution, oracle, nop, errors) {
    const attempts = { oracle: oracle?.n ?? 0, nop: nop?.n ?? 0 };
    const flags = errorFlags(errors, attempts);
    if (!hasSolution)
        flags.push({
            kind: 'missing-solution',
            message: 'no solution/solve.sh: nothing shows the task can be solved; add a reference solution',
        });
    const noReward = [...(oracle?.reasons ?? []), ...(nop?.reasons ?? [])].find((r) => NO_REWARD.test(r.reason));
    if (noReward)
        flags.push({
            kind: 'no-reward',
            message: `the verifier ended without a usable reward: ${noReward.reason}`,
        });
    const judged = tally(oracle);
    // A verifier that left no reward is a failure now (an agent can cause it): flagged as no-reward
    // above, not also as a solution that does not solve.
    const rewardless = (oracle?.reasons ?? [])
        .filter((r) => NO_REWARD.test(r.reason))
        .reduce((n, r) => n + r.count, 0);
    if (judged && judged.passed + rewardless < judged.ran)
        flags.push({
            kind: 'not-solvable',
            message: `the oracle passed ${judged.passed} of ${judged.ran}: solution/solve.sh does not satisfy tests/test.sh${reasonNote(oracle)}`,
        });
    if (nop && nop.successes > 0)
        flags.push({
            kind: 'trivial',
            message: 'nop passed: the verifier rewards doing nothing (an unconditional reward, or a check of the initial state)',
        });
    const rewards = oracle ? [...new Set(oracle.rewards)] : [];
    if (oracle && oracle.errors === 0 && rewards.length > 1)
        flags.push({
            kind: 'not-deterministic',
            message: `the oracle's rewards differ between attempts (${oracle.rewards.join(', ')}): the verifier or the solution is not deterministic`,
        });
    return flags;
}
function reasonNote(summary) {
    const first = summary.reasons[0];
    return first ? ` (${first.reason})` : '';
}

// EXTERNAL MODULE: ./src/run/providers/default-provider.ts
var default_provider = __webpack_require__(28987);
// EXTERNAL MODULE: ./src/run/result-files.ts
var result_files = __webpack_require__(27574);
// EXTERNAL MODULE: ./src/run/runner.ts + 34 modules
var runner = __webpack_require__(20374);
;// CONCATENATED MODULE: ./src/run/task-check.ts
// Runs the task-author check: every task twice with `oracle` and once with `nop`, then judges the
// results (results/task-check.ts). Files: `<out>/<run-id>/<run-id>-{oracle,nop}/…` as two ordinary
// runs (their own run ids, so cleanup after a crash finds their containers), and
// `<out>/<run-id>/check.json`; build logs of both in `<out>/<run-id>/builds/`.






/** The ids of the two runs a check starts (their containers carry them). */
function taskCheckRunIds(runId) {
    return { oracle: `${runId}-oracle`, nop: `${runId}-nop` };
}
async function runTaskCheck(options) {
    const { tasks, invalid, outputDir, runId, imageRegistry, images: given, onAttemptComplete, ...run } = options;
    const dir = (0,external_node_path_.join)(outputDir, runId);
    // One cache for both passes: a build that failed for the oracle is not tried again for nop.
    run.provider = (0,default_provider/* providerOf */.l)(run);
    const images = given ?? run.provider.images({ buildLogDir: (0,external_node_path_.join)(dir, 'builds'), registry: imageRegistry ?? null });
    const pathById = new Map(tasks.map((t) => [t.id, t.relativeDir]));
    const errors = [];
    const keepErrors = (agent) => (result, attemptDir) => {
        const error = checkAttemptError(agent, pathById.get(result.task_id) ?? result.task_name, result);
        if (error)
            errors.push(error);
        return onAttemptComplete?.(result, attemptDir);
    };
    // A task without a solution is flagged as such; the oracle would only record it as invalid.
    const solvable = tasks.filter((t) => t.hasSolution);
    const oracle = solvable.length
        ? await (0,runner/* runBenchmark */.ff)({
            ...run,
            images,
            tasks: solvable,
            agent: { name: 'oracle' },
            onAttemptComplete: keepErrors('oracle'),
            attempts: CHECK_ORACLE_ATTEMPTS,
            outputDir: dir,
            runId: taskCheckRunIds(runId).oracle,
            label: 'check',
        })
        : null;
    const nop = await (0,runner/* runBenchmark */.ff)({
        ...run,
        images,
        tasks,
        agent: { name: 'nop' },
        onAttemptComplete: keepErrors('nop'),
        attempts: CHECK_NOP_ATTEMPTS,
        outputDir: dir,
        runId: taskCheckRunIds(runId).nop,
        label: 'check',
    });
    const report = checkTasks({ tasks, invalid, oracle: oracle?.tasks ?? [], nop: nop.tasks, errors });
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(dir, 'check.json'), report);
    return report;
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
