export const id = 769;
export const ids = [769,985];
export const modules = {

/***/ 57985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yJ: () => (/* binding */ ActionsImageStash),
  abandonedCacheRequests: () => (/* binding */ abandonedCacheRequests)
});

// UNUSED EXPORTS: MAX_CACHED_IMAGE_BYTES, imageCacheKey

// EXTERNAL MODULE: ./src/run/providers/docker/provider.ts + 8 modules
var provider = __webpack_require__(89041);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
// EXTERNAL MODULE: ./src/run/providers/docker/registry.ts
var registry = __webpack_require__(87394);
;// CONCATENATED MODULE: ./src/run/providers/docker/image-archive.ts





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
        const stream = (await docker.getImage(name).get());
        await (0,external_node_stream_promises_.pipeline)(stream, (0,external_node_fs_.createWriteStream)(file));
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
        await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(file), extract);
    }
    catch (error) {
        throw new ImageArchiveError(`not a readable image archive: ${error.message}`);
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

// EXTERNAL MODULE: ./src/action/agent-cache.ts
var agent_cache = __webpack_require__(6752);
;// CONCATENATED MODULE: ./src/action/actions-image-cache.ts
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
        this.client = options.client ?? agent_cache/* actionsCache */.kW;
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
        return (0,external_node_path_.join)(this.options.workspace, '.helios-image-cache', key, `${key}.tar`);
    }
    async has(hash, timeoutSec) {
        const key = this.key(hash);
        return withTimeout(this.client.lookup([this.archivePath(key)], key), timeoutSec);
    }
    async restore(hash, tag, timeoutSec) {
        const key = this.key(hash);
        const file = this.archivePath(key);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        try {
            const hit = await withTimeout(this.client.restore([file], key), timeoutSec, () => removeArchive(file));
            if (hit === undefined)
                return false;
            if (!(0,external_node_fs_.existsSync)(file))
                throw new Error('the entry has no image archive in it');
            await loadImageArchive(this.options.docker, file, hash, tag);
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
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
        try {
            await saveImageArchive(this.options.docker, tag, hash, file);
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
    await (0,promises_.rm)((0,external_node_path_.dirname)(file), { recursive: true, force: true });
    await (0,promises_.rmdir)((0,external_node_path_.dirname)((0,external_node_path_.dirname)(file))).catch(() => undefined);
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
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89041);
/* harmony import */ var _run_agents_installed_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73066);
/* harmony import */ var _run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(24546);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73116);
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
async function restoreAgentInstall(spec, cacheDir, docker, log, client = actionsCache) {
    const cli = _run_agents_installed_index_js__WEBPACK_IMPORTED_MODULE_2__/* .INSTALLED_CLIS */ .Dl[spec.name];
    if (!cli || !client.available())
        return null;
    const version = (0,_run_agents_installed_index_js__WEBPACK_IMPORTED_MODULE_2__/* .cliVersion */ .$g)(spec, cli);
    let platform;
    try {
        platform = await (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_3__/* .enginePlatform */ .qY)(new _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .DockerProvider */ .C(docker));
    }
    catch {
        return null; // the run reports it when it installs
    }
    const folder = (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_3__/* .installFolder */ .Si)(cacheDir, cli.name, version, platform);
    const key = agentCacheKey(cli.name, version, platform);
    if ((0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_3__/* .isInstalled */ .j$)(folder))
        return { key, folder, present: true };
    try {
        const hit = await client.restore([folder], key);
        if (hit && (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_3__/* .isInstalled */ .j$)(folder)) {
            log(`restored ${cli.name} ${version} (${platform}) from the Actions cache`);
            return { key, folder, present: true };
        }
    }
    catch (error) {
        log(`Actions cache restore of ${key} failed (installing from npm instead): ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
    }
    return { key, folder, present: false };
}
/** Saves a folder this run installed. Another job saving the same key first is fine. */
async function saveAgentInstall(entry, log, client = actionsCache) {
    if (!entry || entry.present || !(0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_3__/* .isInstalled */ .j$)(entry.folder))
        return;
    try {
        await client.save([entry.folder], entry.key);
        log(`saved ${entry.key} to the Actions cache`);
    }
    catch (error) {
        log(`Actions cache save of ${entry.key} skipped: ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
    }
}


/***/ }),

/***/ 83488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ buildMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89041);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(28330);
/* harmony import */ var _run_prebuild_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82178);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40645);
/* harmony import */ var _job_images_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(384);
/* harmony import */ var _planned_tasks_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55995);
// mode: build — between plan and run: every image the plan's tasks build, each distinct one once
// (`concurrency` at a time), pushed to `image-registry`, so the shards pull instead of each building
// the same image; with `image-cache: actions` it is saved to the Actions cache and the shards restore
// it. An image that does not build is a warning here (its shard reports the error on
// every attempt, and runs the rest); the step fails only when it cannot work (no plan, no engine).








async function buildMode(inputs, ctx, clients) {
    const runId = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .benchmarkRunId */ .uq)(ctx);
    const plan = await (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_6__/* .downloadPlan */ .mb)(inputs, clients, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, `${runId}-plan`));
    const { tasks } = await (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_6__/* .loadPlannedTasks */ .hA)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(ctx.workspace, inputs.tasks), plan.shards.flatMap((s) => s.task_paths), plan.shards.flatMap((s) => s.task_ids));
    const docker = (0,_run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .dockerClient */ ._)();
    await (0,_run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_7__/* .assertDockerReachable */ .CD)(docker);
    const images = await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_5__/* .jobImages */ .qh)(inputs, docker, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, `${runId}-build`), true);
    images.subscribe(_job_images_js__WEBPACK_IMPORTED_MODULE_5__/* .logRunEvent */ .kM);
    let summary;
    try {
        summary = await (0,_run_prebuild_js__WEBPACK_IMPORTED_MODULE_3__/* .prebuildImages */ .e)({ tasks, images, concurrency: inputs.concurrency });
    }
    finally {
        await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_5__/* .removeJobImages */ .Eg)(inputs, images);
    }
    for (const failed of summary.failed)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${failed.task}: ${failed.reason}`, { title: 'image build (its shard reports it)' });
    const line = `${summary.images} image(s) for ${tasks.length} task(s): ${summary.built} built, ${summary.pulled} already in the registry, ${summary.cached} already in the Actions cache, ${summary.present} on the runner, ${summary.failed.length} failed to build, ${summary.warnings.length} registry or cache warning(s).`;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addHeading(`Helios build: ${inputs.label}`, 3).addRaw(line, true).write();
    return summary;
}


/***/ }),

/***/ 41892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ checkMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89041);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45655);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47318);
/* harmony import */ var _github_truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20753);
/* harmony import */ var _report_task_check_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89340);
/* harmony import */ var _run_interrupt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(47214);
/* harmony import */ var _run_task_check_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7424);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40645);
/* harmony import */ var _job_images_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(384);
/* harmony import */ var _select_tasks_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(78662);
// mode: check — the task-author check in one job: every selected task (all, or with changed-only
// those a PR touched) runs twice with oracle and once with nop; flagged tasks are annotated on
// their task.toml, listed in a sticky PR comment and the job summary, and fail the step.












async function checkMode(inputs, ctx, clients) {
    const selected = await (0,_select_tasks_js__WEBPACK_IMPORTED_MODULE_11__/* .selectTasks */ .n)(inputs, ctx);
    const runId = `${(0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .benchmarkRunId */ .uq)(ctx)}-check`;
    const docker = (0,_run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .dockerClient */ ._)();
    const images = await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .jobImages */ .qh)(inputs, docker, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, runId));
    // A cancelled job: the runs stop and remove their containers; the step then fails.
    const interrupt = (0,_run_interrupt_js__WEBPACK_IMPORTED_MODULE_7__/* .interruptOnSignals */ .c)({
        docker,
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
            docker,
            images,
            signal: interrupt.signal,
            onProgress: _job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .logRunEvent */ .kM,
        });
    }
    finally {
        interrupt.dispose();
        await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .removeJobImages */ .Eg)(inputs, images);
    }
    await clients.artifacts.uploadFolder((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .checkArtifactName */ .CN)(inputs.label), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, runId));
    for (const task of report.tasks)
        for (const flag of task.flags)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(`${task.task_name}: ${flag.message}`, {
                file: selected.inRepo(task.file),
                title: `task check (${flag.kind})`,
            });
    const markdown = (0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_6__/* .renderCheckMarkdown */ .O)(report, `Helios task check (${inputs.label})`);
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
    const result = await (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertStickyComment */ .qD)({
        octokit: clients.octokit,
        owner: repo.owner,
        repo: repo.repo,
        issueNumber: ctx.pullRequest.number,
        // Its own sticky comment, beside the benchmark's of the same label.
        label: `${inputs.label}-check`,
        body: markdown.slice(0, _github_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_LIMITS */ .f.commentChars - 200),
        mode: inputs.comment,
        hasChanges: report.flagged > 0,
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`PR comment: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`);
}


/***/ }),

/***/ 88422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ createClients)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_artifacts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4616);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6702);
// The I/O clients a mode needs, built from inputs once. Modes take them as a parameter so tests
// can point them at the loopback fakes.




function createClients(inputs, ctx) {
    return {
        artifacts: (0,_github_artifacts_js__WEBPACK_IMPORTED_MODULE_2__/* .createArtifacts */ .GC)({ retentionDays: inputs.retentionDays }),
        octokit: inputs.githubToken ? (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .createOctokit */ .Qi)({ token: inputs.githubToken }) : null,
        token: inputs.githubToken,
        outputDir: inputs.outputDir || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(ctx.runnerTemp || (0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)(), 'helios'),
    };
}


/***/ }),

/***/ 96274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ inputsOfRun),
/* harmony export */   z: () => (/* binding */ loadActionConfig)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20675);
/* harmony import */ var _config_load_bench_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62410);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81729);
// The `config` input: a bench config read once, and the inputs one of its runs (labels) works
// with. A config setting applies where the workflow gave no input of its own; an input given
// explicitly wins, as a flag does in the CLI.




async function loadActionConfig(inputs, ctx) {
    const given = (name) => inputs.given.has(name);
    // Paths in the file are relative to the workspace: the checked-out repository.
    const loaded = await (0,_config_load_bench_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadBenchConfig */ .z)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.workspace, inputs.config), {
        root: ctx.workspace,
        ...(given('tasks') ? { tasksDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(ctx.workspace, inputs.tasks) } : {}),
    });
    const flags = {
        ...(given('model') ? { models: [inputs.model] } : {}),
        ...(given('agent') ? { agents: [inputs.agent] } : {}),
        ...(given('attempts') ? { attempts: inputs.attempts } : {}),
        ...(given('concurrency') ? { concurrency: inputs.concurrency } : {}),
        ...(given('timeout-multiplier') ? { timeoutMultiplier: inputs.timeoutMultiplier } : {}),
        ...(inputs.include.length ? { include: inputs.include } : {}),
        ...(inputs.exclude.length ? { exclude: inputs.exclude } : {}),
    };
    const config = (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .withFlags */ .WW)(loaded.config, flags);
    return {
        config,
        runs: (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .benchRuns */ .NP)(config),
        inputs: {
            ...inputs,
            tasks: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(ctx.workspace, loaded.tasksRoot).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') || '.',
            pattern: given('pattern') ? inputs.pattern : (config.pattern ?? inputs.pattern),
            include: config.include,
            exclude: config.exclude,
        },
    };
}
/** The inputs of one run of the config, found by its label. */
function inputsOfRun(loaded, label) {
    const run = loaded.runs.find((r) => r.label === label);
    if (!run)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`Input 'label' is '${label}', which ${loaded.config.file} does not name; its labels are ${loaded.runs.map((r) => r.label).join(', ')}.`);
    const { config, inputs } = loaded;
    const fromConfig = (name) => !inputs.given.has(name);
    return {
        run,
        inputs: {
            ...inputs,
            label,
            agent: run.agent,
            model: run.model?.model ?? null,
            agentCommand: fromConfig('agent-command') ? (config.agentCommand ?? '') : inputs.agentCommand,
            attempts: config.attempts ?? inputs.attempts,
            concurrency: config.concurrency ?? inputs.concurrency,
            timeoutMultiplier: config.timeoutMultiplier ?? inputs.timeoutMultiplier,
            agentEnv: [...new Set([...inputs.agentEnv, ...config.agentEnv])],
            maxCostUsd: fromConfig('max-cost') ? (config.maxCostUsd ?? inputs.maxCostUsd) : inputs.maxCostUsd,
        },
    };
}


/***/ }),

/***/ 6236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ confirmMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45655);
/* harmony import */ var _github_artifacts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4616);
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41748);
/* harmony import */ var _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78423);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(40645);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(81729);
/* harmony import */ var _planned_tasks_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(55995);
/* harmony import */ var _run_mode_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(84713);
// mode: confirm — the confirmation round: extra attempts on the tasks the report job named (its
// `confirm-tasks` output), `attempts` each, at the checkout the workflow gave: this workflow run's
// commit for the head side, the baseline's (the report's `baseline-sha`) for `confirm-side: base`.
// Only tasks of this run's plan are run (a name is looked up, never used as a path or a command;
// a task whose files differ at the checkout is invalid, not run). The round's summary is uploaded
// only when the round finished: a cancelled round leaves the first verdict standing.










async function confirmMode(inputs, ctx, clients) {
    const onBase = inputs.confirmSide === 'base';
    const side = onBase ? "The confirmation round's base side" : 'The confirmation round';
    // The report gives a side no attempts (0) when it plans none there: nothing to run or upload.
    if (inputs.attempts === 0) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${side}: the report asked for no attempts (attempts: 0); nothing to run.`);
        return null;
    }
    (0,_run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_5__/* .assertAgentCanRun */ .zK)((0,_run_agents_index_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveAgent */ .cT)((0,_run_mode_js__WEBPACK_IMPORTED_MODULE_9__/* .actionAgentSpec */ .xv)(inputs), inputs.model), process.env, inputs.agentNetwork);
    const runId = `${(0,_context_js__WEBPACK_IMPORTED_MODULE_6__/* .benchmarkRunId */ .uq)(ctx)}-${onBase ? 'confirm-base' : 'confirm'}`;
    const runDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(clients.outputDir, runId);
    const plan = await (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_8__/* .downloadPlan */ .mb)(inputs, clients, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(clients.outputDir, `${runId}-plan`));
    const pathOf = (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_8__/* .plannedPaths */ .LK)(plan);
    const unknown = inputs.confirmTasks.filter((id) => !pathOf.has(id));
    if (unknown.length > 0) {
        const named = unknown.slice(0, 3).map((id) => JSON.stringify(id.slice(0, 120)));
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .InputError */ .dz(`Input 'confirm-tasks' names ${unknown.length} task(s) this run's plan does not have (${named.join(', ')}); give the \`confirm-tasks\` output of this workflow run's report job.`);
    }
    const ids = inputs.confirmTasks;
    const { tasks, invalid } = await (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_8__/* .loadPlannedTasks */ .hA)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(ctx.workspace, inputs.tasks), ids.map((id) => pathOf.get(id)), ids);
    const numbers = (0,_planned_tasks_js__WEBPACK_IMPORTED_MODULE_8__/* .planTaskNumbers */ .H2)(plan);
    (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_9__/* .maskAgentEnv */ .t6)(inputs);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${side}: ${tasks.length} task(s) × ${inputs.attempts} more attempt(s)`);
    const options = (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_9__/* .actionRunOptions */ .wY)(inputs, ctx, clients, {
        tasks,
        invalidTasks: invalid,
        runId,
        taskNumbers: tasks.map((t) => numbers.get(t.relativeDir)),
    });
    const { summary, cancelled } = await (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_9__/* .runShard */ .Ek)(options, inputs);
    const files = await (0,_github_artifacts_js__WEBPACK_IMPORTED_MODULE_3__/* .listFiles */ .CS)(runDir);
    const names = onBase
        ? { summary: _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__/* .confirmBaseArtifactName */ .dn, attempts: _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__/* .confirmBaseAttemptsArtifactName */ .fB }
        : { summary: _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__/* .confirmArtifactName */ .E, attempts: _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__/* .confirmAttemptsArtifactName */ .SU };
    const bundle = await clients.artifacts.uploadFolder(names.attempts(inputs.label), runDir, files);
    if (!bundle.ok)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${side}'s attempts were not uploaded: ${bundle.error}`);
    const summaryFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runDir, 'run_summary.json');
    await (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_9__/* .writeRunOutputs */ .xE)(summary, summaryFile);
    if (cancelled)
        throw new Error(`${side} was cancelled after ${summary.totals.attempts} attempt(s); ${lost(onBase)}.`);
    const uploaded = await clients.artifacts.uploadFolder(names.summary(inputs.label), runDir, [summaryFile]);
    if (!uploaded.ok)
        throw new Error(`${side}: could not upload its summary (${lost(onBase)}): ${uploaded.error}`);
    return summary;
}
/** What the final report makes of a side that left no summary. */
function lost(onBase) {
    return onBase ? "the final verdict uses the head's attempts only" : 'the first verdict stands';
}


/***/ }),

/***/ 65149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ confirmationHook)
/* harmony export */ });
/* unused harmony export withConfirmation */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45655);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73116);
/* harmony import */ var _results_confirm_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99795);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49930);
/* harmony import */ var _results_totals_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65843);
// The report job's part in a confirmation round (`confirm` input): with `true`, a borderline first
// round asks for a round 2 (outputs `confirm-tasks`, `confirm-attempts`) instead of a verdict; with
// `final`, the report after the confirm job gives the verdict over both rounds, or says the first
// verdict stands when round 2 did not finish. Both recompute round 1 the same way (same data,
// same seed), so the final report knows what was asked without trusting any output.








/** For digestAgainstBaseline: nothing with `confirm: false`, else the confirmation step. */
function confirmationHook(s) {
    return s.inputs.confirm === 'false'
        ? {}
        : { confirm: (c, b, h, o, sha) => withConfirmation(s, c, b, h, o, sha) };
}
/** The comparison to report: round 1's, marked as awaiting round 2, or the final one. */
async function withConfirmation(s, first, base, head, options, baselineSha) {
    const budget = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .confirmBudget */ .My)(s.inputs.confirmAttempts, head.totals.attempts, "Input 'confirm-attempts'");
    // Base attempts need the commit to check out; without one the round runs the head only.
    const withBase = s.inputs.confirmBase && baselineSha !== null;
    const plan = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .planConfirmation */ .HW)(first, s.recording ? 0 : budget, { base: withBase });
    if (s.inputs.confirmBase && !withBase && plan.tasks.length > 0 && s.inputs.confirm === 'true')
        s.warnings.push("Input 'confirm-base' is true but the baseline's commit is not known (the baseline is a file, or there is none): the confirmation round runs head attempts only.");
    if (s.inputs.confirm === 'true')
        return askForRound2(s, first, plan, withBase ? baselineSha : null);
    if (plan.tasks.length === 0 || base === null)
        return first;
    return finalVerdict(s, first, base, head, options, plan, baselineSha);
}
/** `confirm: final`: the verdict over both rounds, from the confirm jobs' artifacts. */
async function finalVerdict(s, first, base, head, options, plan, baselineSha) {
    const headName = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmArtifactName */ .E)(s.inputs.label);
    const extra = await readRound2(s, plan, headName, 'confirm');
    if (typeof extra === 'string') {
        s.warnings.push(`The confirmation round's summary (artifact ${headName}) could not be read (${extra}): the confirm job failed or was cancelled; the first verdict stands.`);
        first.verdict = `The confirmation round did not finish, so the first verdict stands: ${first.verdict}`;
        return first;
    }
    const baseAsked = plan.tasks[0].baseAttempts > 0;
    const baseName = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmBaseArtifactName */ .dn)(s.inputs.label);
    const baseRead = baseAsked ? await readRound2(s, plan, baseName, 'confirm-base') : null;
    const extraBase = typeof baseRead === 'string' ? null : baseRead;
    if (typeof baseRead === 'string')
        s.warnings.push(`The base side of the confirmation round (artifact ${baseName}) could not be read (${baseRead}): the confirm-base job failed or was cancelled; the final verdict uses the head's attempts only.`);
    const { comparison, ignored } = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .confirmedComparison */ .d$)(base, head, extra, options, extraBase, first);
    if (ignored.length > 0)
        s.warnings.push(`The confirmation round ran ${ignored.length} task(s) the first round does not have; left out.`);
    const ran = `${extra.totals.attempts} more attempt(s) on ${extra.tasks.length} task(s)`;
    const baseRan = extraBase !== null
        ? `, ${extraBase.totals.attempts} base attempt(s) at ${baselineSha.slice(0, 7)}`
        : baseAsked
            ? ', no base attempts: the confirm-base job did not finish'
            : '';
    comparison.verdict = `After a confirmation round (${ran}${baseRan}, ${plan.reason}): ${comparison.verdict}`;
    return comparison;
}
/** `confirm: true`: a borderline round 1 gives no verdict yet; the outputs drive the confirm jobs. */
function askForRound2(s, first, plan, baselineSha) {
    const asked = plan.tasks[0];
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('confirm-tasks', plan.tasks.length === 0 ? '' : JSON.stringify(plan.tasks.map((t) => t.taskId)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('confirm-attempts', String(asked?.attempts ?? 0));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('confirm-base-attempts', String(asked?.baseAttempts ?? 0));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('baseline-sha', baselineSha ?? '');
    if (plan.reason !== null && plan.tasks.length === 0)
        s.warnings.push(`The first round is borderline (${plan.reason}) but no confirmation round runs: ${s.recording ? 'a push or scheduled run records the base branch' : plan.leftOut === 0 ? 'no task stands out as likely to have fallen' : 'the confirm-attempts budget is 0'}. This verdict is final.`);
    if (asked === undefined)
        return first;
    if (plan.leftOut > 0)
        s.warnings.push(`The confirm-attempts budget covers the ${plan.tasks.length} most likely of ${plan.tasks.length + plan.leftOut} suspect tasks.`);
    const onBase = asked.baseAttempts > 0 && baselineSha !== null
        ? ` (and ${asked.baseAttempts} at the baseline's commit ${baselineSha.slice(0, 7)})`
        : '';
    first.conclusion = 'neutral';
    first.verdict = `Borderline (${plan.reason}): a confirmation round runs ${asked.attempts} more attempt(s)${onBase} on each of ${plan.tasks.length} task(s) before the final verdict. First round: ${first.verdict}`;
    return first;
}
/**
 * One side of round 2 (the artifact the `job` uploaded), only the tasks round 1 asked for; why
 * not, when the job left none or an unreadable one (the caller says what that means).
 */
async function readRound2(s, plan, name, job) {
    let summary;
    try {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(s.workDir, name);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        const downloaded = await s.clients.artifacts.downloadArtifactByName(name, dir);
        summary = (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(downloaded.path, 'run_summary.json'), 'utf8'), `${name}/run_summary.json`);
    }
    catch (error) {
        return (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error);
    }
    const asked = new Set(plan.tasks.map((t) => t.taskId));
    const tasks = summary.tasks.filter((t) => asked.has(t.task_id));
    if (tasks.length < summary.tasks.length)
        s.warnings.push(`The ${job} job ran ${summary.tasks.length - tasks.length} task(s) the report did not ask for; left out.`);
    return { ...summary, tasks, totals: (0,_results_totals_js__WEBPACK_IMPORTED_MODULE_7__/* .computeTotals */ .x)(tasks, summary.totals.invalid_tasks) };
}


/***/ }),

/***/ 40645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ readWorkflowContext),
/* harmony export */   Rh: () => (/* binding */ runSource),
/* harmony export */   Vp: () => (/* binding */ runUrl),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   uq: () => (/* binding */ benchmarkRunId)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// What the action needs to know about the workflow run, read from the runner's environment and
// event payload. Kept apart from @actions/github's context so it is read when asked, not on import.

function readWorkflowContext(env = process.env) {
    const event = readEvent(env.GITHUB_EVENT_PATH);
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const pr = event.pull_request;
    const pullRequest = pr && typeof pr.number === 'number'
        ? { number: pr.number, baseRef: pr.base?.ref ?? '', headSha: pr.head?.sha ?? env.GITHUB_SHA ?? '' }
        : null;
    const wr = event.workflow_run;
    const refName = env.GITHUB_REF_NAME ?? env.GITHUB_REF?.replace(/^refs\/heads\//, '') ?? null;
    return {
        repository: owner && repo ? { owner, repo } : null,
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        runId: env.GITHUB_RUN_ID ?? null,
        runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
        workflowFile: workflowFile(env.GITHUB_WORKFLOW_REF),
        eventName: env.GITHUB_EVENT_NAME ?? '',
        sha: pullRequest?.headSha || env.GITHUB_SHA || null,
        ref: env.GITHUB_REF ?? null,
        pullRequest,
        baselineBranch: pullRequest ? pullRequest.baseRef || env.GITHUB_BASE_REF || null : refName,
        workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
        runnerTemp: env.RUNNER_TEMP ?? '',
        triggeringRun: wr && typeof wr.id === 'number'
            ? {
                id: String(wr.id),
                headSha: wr.head_sha ?? '',
                headBranch: wr.head_branch ?? null,
                headOwner: wr.head_repository?.owner?.login ?? null,
                headRepository: wr.head_repository?.full_name ?? null,
                event: wr.event ?? '',
            }
            : null,
    };
}
/** One run id shared by every job of a workflow run attempt, so shard summaries can be matched. */
function benchmarkRunId(ctx) {
    return ctx.runId ? `gh-${ctx.runId}-${ctx.runAttempt}` : `local-${Date.now()}`;
}
/** The `source` block of summaries this workflow run writes. */
function runSource(ctx) {
    return {
        repository: ctx.repository ? `${ctx.repository.owner}/${ctx.repository.repo}` : null,
        sha: ctx.sha,
        ref: ctx.ref,
        workflow_run_id: ctx.runId,
        workflow_run_url: runUrl(ctx),
    };
}
/** Link to one artifact of this run on github.com. */
function artifactUrl(ctx, artifactId) {
    const run = runUrl(ctx);
    return run ? `${run}/artifacts/${artifactId}` : null;
}
function runUrl(ctx, runId = ctx.runId) {
    if (!ctx.repository || !runId)
        return null;
    return `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}/actions/runs/${runId}`;
}
function workflowFile(workflowRef) {
    const match = workflowRef?.match(/\.github\/workflows\/([^@]+)@/);
    return match?.[1] ?? null;
}
function readEvent(path) {
    if (!path)
        return {};
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch {
        return {};
    }
}


/***/ }),

/***/ 81729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ getInputs),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* unused harmony exports MODES, CONFIRM_SETTINGS, CONFIRM_SIDES, IMAGE_CACHE_MODES, AGENTS, list */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47318);
/* harmony import */ var _run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87394);
/* harmony import */ var _config_run_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76493);
/* harmony import */ var _results_confirm_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99795);
/* harmony import */ var _run_agents_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41748);
/* harmony import */ var _run_providers_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3710);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(97504);
// The one place that reads action inputs. Names match action.yml; every value is validated here
// and a bad one fails with the input's name, the value and what would be accepted.








const MODES = ['plan', 'run', 'report', 'publish', 'check', 'build', 'confirm', 'leaderboard'];
/** report: `false` (one round), `true` (a confirm job follows), `final` (the report after it). */
const CONFIRM_SETTINGS = ['false', 'true', 'final'];
/** confirm: which side the confirmation job runs (`base`: the job checked out the baseline's commit). */
const CONFIRM_SIDES = ['head', 'base'];
const IMAGE_CACHE_MODES = ['', 'actions'];
/** Every agent the `agent` input takes: the built-in ones and each installed CLI (one list). */
const AGENTS = _run_agents_index_js__WEBPACK_IMPORTED_MODULE_5__/* .AGENT_NAMES */ .RO;
class InputError extends Error {
    name = 'InputError';
}
function getInputs(read = (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name)) {
    const given = new Set();
    const text = recordingGiven(read, given);
    const mode = oneOf('mode', text('mode'), MODES);
    const { agent, agentCommand } = agentInputs(mode, text);
    const agentNetwork = text('agent-network');
    if (agentNetwork && agentNetwork !== 'host') {
        throw new InputError(`Input 'agent-network' is '${agentNetwork}'; leave it empty or use host.`);
    }
    const registry = registryInputs(mode, text);
    // Run settings shared with the CLI: one table of bounds (src/config/run-settings.ts).
    const setting = (name) => (0,_config_run_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunSetting */ .SH)(name, text(name) || undefined, (fix) => new InputError(`Input '${name}' is '${text(name)}'; ${fix}.`));
    const shardsText = text('shards');
    return {
        mode,
        config: text('config'),
        given,
        tasks: text('tasks') || 'tasks',
        pattern: text('pattern') || '**/task.toml',
        include: list(read('include')),
        exclude: list(read('exclude')),
        label: label(text('label') || 'default'),
        shards: shardsText ? integer('shards', shardsText, 1, 256) : null,
        maxShards: integer('max-shards', text('max-shards') || '8', 1, 256),
        maxParallel: text('max-parallel') ? integer('max-parallel', text('max-parallel'), 1, 256) : null,
        targetShardMinutes: number('target-shard-minutes', text('target-shard-minutes') || '20', 0.1),
        changedOnly: bool('changed-only', text('changed-only') || 'false'),
        baseRef: text('base-ref'),
        shard: integer('shard', text('shard') || '0', 0, 255),
        agent,
        agentCommand,
        model: text('model') || null,
        // confirm: 0 is what the report asks of a side it gives no attempts (the job then runs nothing).
        attempts: mode === 'confirm' && text('attempts') === '0' ? 0 : setting('attempts'),
        concurrency: setting('concurrency'),
        timeoutMultiplier: setting('timeout-multiplier'),
        agentEnv: list(read('agent-env')),
        agentVersion: text('agent-version'),
        agentNetwork: agentNetwork ? 'host' : null,
        agentDir: text('agent-dir'),
        maxTurns: setting('max-turns'),
        maxTokens: setting('max-tokens'),
        maxCostUsd: setting('max-cost'),
        runMaxCostUsd: setting('run-max-cost'),
        runMaxTokens: setting('run-max-tokens'),
        retries: setting('retries'),
        uploadAttempts: bool('upload-attempts', text('upload-attempts') || 'true'),
        retentionDays: text('retention-days')
            ? integer('retention-days', text('retention-days'), 1, 90)
            : undefined,
        baseline: text('baseline') || 'auto',
        baselinePool: integer('baseline-pool', text('baseline-pool') || '1', 1, 10),
        k: integer('k', text('k') || '1', 1, 100),
        confidence: bounded('confidence', text('confidence') || '0.95', 0.5, 0.999),
        minEffect: bounded('min-effect', text('min-effect') || '0.02', 0, 1),
        failOnRegression: bool('fail-on-regression', text('fail-on-regression') || 'true'),
        gatePushes: bool('gate-pushes', text('gate-pushes') || 'false'),
        failOnError: bool('fail-on-error', text('fail-on-error') || 'false'),
        quarantine: text('quarantine'),
        ...confirmInputs(mode, text, read),
        labels: labelsInput(mode, text('labels')),
        comment: oneOf('comment', text('comment') || 'always', _github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_MODES */ .p8),
        checkRun: bool('check-run', text('check-run') || 'true'),
        trustForkResults: bool('trust-fork-results', text('trust-fork-results') || 'false'),
        githubToken: text('github-token'),
        outputDir: text('output-dir'),
        ...registry,
        keepImages: bool('keep-images', text('keep-images') || 'true'),
        provider: providerInput(mode, text('provider') || 'docker', registry),
    };
}
/** The agent and its command, checked against what the mode needs to run it. */
function agentInputs(mode, text) {
    const agent = text('agent') || (text('model') ? 'helios' : 'oracle');
    if (!AGENTS.includes(agent))
        throw notOneOf('agent', agent, AGENTS);
    const agentCommand = text('agent-command');
    if ((mode === 'run' || mode === 'confirm') &&
        (agent === 'command' || agent === 'host-command') &&
        !agentCommand) {
        throw new InputError(`Input 'agent-command' is empty but agent is '${agent}'; give the shell command to run.`);
    }
    if ((mode === 'run' || mode === 'confirm') && agent === 'helios' && !text('model')) {
        throw new InputError(`Input 'model' is empty but agent is 'helios'; give e.g. anthropic/claude-sonnet-4-5.`);
    }
    return { agent, agentCommand };
}
/** Reads an input trimmed, and notes it in `given` when it has a value. */
function recordingGiven(read, given) {
    return (name) => {
        const value = read(name).trim();
        if (value)
            given.add(name);
        return value;
    };
}
/** Comma- or newline-separated list, blanks dropped. */
function list(raw) {
    return raw
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
}
function oneOf(input, value, allowed) {
    if (allowed.includes(value))
        return value;
    throw notOneOf(input, value, allowed);
}
/** A value outside the input's list: the one it resembles first (a typo), then the whole list. */
function notOneOf(input, value, allowed) {
    const list = allowed.map((a) => a || '(empty)').join(', ');
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_7__/* .closest */ .k)(value, allowed);
    if (meant === null)
        return new InputError(`Input '${input}' is '${value}'; use one of ${list}.`);
    return new InputError(`Input '${input}' is '${value}'; did you mean '${meant}'? (one of ${list})`);
}
function integer(input, value, min, max) {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
        throw new InputError(`Input '${input}' is '${value}'; use a whole number from ${min} to ${max}.`);
    }
    return n;
}
function number(input, value, min) {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min)
        throw new InputError(`Input '${input}' is '${value}'; use a number ≥ ${min}.`);
    return n;
}
function bounded(input, value, min, max) {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max) {
        throw new InputError(`Input '${input}' is '${value}'; use a number from ${min} to ${max}.`);
    }
    return n;
}
function bool(input, value) {
    if (/^(true|yes|1)$/i.test(value))
        return true;
    if (/^(false|no|0)$/i.test(value))
        return false;
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_7__/* .closest */ .k)(value, ['true', 'false']);
    const fix = meant === null ? 'use true or false.' : `did you mean ${meant}?`;
    throw new InputError(`Input '${input}' is '${value}'; ${fix}`);
}
/**
 * Daytona builds its own snapshots: the registry and the cache keep Docker images. Kubernetes
 * pulls from the registry (where this job pushes what it builds), so it keeps `image-registry`.
 */
function providerInput(mode, value, registry) {
    const provider = oneOf('provider', value, _run_providers_index_js__WEBPACK_IMPORTED_MODULE_6__/* .PROVIDER_NAMES */ .xd);
    // plan takes it too: shards of a remote provider hold `concurrency` attempts at once, so fewer.
    if (provider !== 'docker' && mode !== 'run' && mode !== 'plan')
        throw new InputError(`Input 'provider' is '${provider}' but mode is '${mode}'; only mode run runs attempts elsewhere (and mode plan sizes shards for it).`);
    if (provider === 'kubernetes' && registry.imageCache)
        throw new InputError("Input 'provider' is 'kubernetes', whose cluster pulls images from 'image-registry'; leave 'image-cache' empty.");
    if (provider === 'daytona' && (registry.imageRegistry || registry.imageCache))
        throw new InputError(`Input 'provider' is '${provider}', which builds its own snapshots; leave 'image-registry' and 'image-cache' empty.`);
    return provider;
}
function registryInputs(mode, text) {
    const [ref, registryUsername, registryPassword] = [
        text('image-registry'),
        text('registry-username'),
        text('registry-password'),
    ];
    const imageCache = text('image-cache');
    if (!IMAGE_CACHE_MODES.includes(imageCache)) {
        const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_7__/* .closest */ .k)(imageCache, IMAGE_CACHE_MODES);
        throw new InputError(`Input 'image-cache' is '${imageCache}'; ${meant === null ? 'leave it empty or use actions.' : `did you mean '${meant}'? (or leave it empty)`}`);
    }
    // One place keeps the images: two would each hold a copy and a shard would try both.
    if (ref && imageCache)
        throw new InputError(`Inputs 'image-registry' and 'image-cache' are both set; use image-registry where you have a registry, else image-cache: actions.`);
    if (mode === 'build' && !ref && !imageCache)
        throw new InputError(`Inputs 'image-registry' and 'image-cache' are empty but mode is 'build'; give the repository to push to, or image-cache: actions.`);
    if (!registryUsername !== !registryPassword) {
        throw new InputError(`Inputs 'registry-username' and 'registry-password' go together; give both, or neither to use the runner's docker login.`);
    }
    try {
        return {
            imageRegistry: ref ? (0,_run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRegistryRef */ .GQ)(ref) : '',
            registryUsername,
            registryPassword,
            imageCache: imageCache,
        };
    }
    catch (error) {
        throw new InputError(`Input 'image-registry': ${error.message}.`);
    }
}
/** The confirmation round's inputs (report and confirm modes). */
function confirmInputs(mode, text, read) {
    return {
        confirm: oneOf('confirm', text('confirm') || 'false', CONFIRM_SETTINGS),
        confirmAttempts: confirmAttemptsInput(text('confirm-attempts') || '30%'),
        // Read in every mode (one list of inputs), parsed only where it is used.
        confirmTasks: confirmTasksInput(mode, read('confirm-tasks')),
        confirmBase: bool('confirm-base', text('confirm-base') || 'false'),
        confirmSide: oneOf('confirm-side', text('confirm-side') || 'head', CONFIRM_SIDES),
    };
}
function confirmAttemptsInput(value) {
    try {
        (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_4__/* .confirmBudget */ .My)(value, 1, "Input 'confirm-attempts'");
    }
    catch (error) {
        throw new InputError(error.message);
    }
    return value;
}
/** Most tasks a confirmation round may name (the report asks for far fewer: its budget allows). */
const MAX_CONFIRM_TASKS = 1000;
/**
 * `confirm-tasks`: a JSON array of task ids, as the report's output gives it. Only parsed and
 * checked for shape here; the confirm job then runs only ids this run's plan has.
 */
function confirmTasksInput(mode, raw) {
    if (mode !== 'confirm')
        return [];
    const fix = "give the report job's `confirm-tasks` output, a JSON array of task ids";
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch {
        throw new InputError(`Input 'confirm-tasks' is not JSON (${JSON.stringify(raw.slice(0, 80))}); ${fix}.`);
    }
    if (!Array.isArray(value) ||
        value.length === 0 ||
        value.length > MAX_CONFIRM_TASKS ||
        !value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 1000))
        throw new InputError(`Input 'confirm-tasks' must be a JSON array of 1 to ${MAX_CONFIRM_TASKS} task ids (strings); ${fix}.`);
    return [...new Set(value)];
}
/**
 * `labels` (leaderboard): the plan's `labels` output (a JSON array) or names separated by commas or
 * lines; each must be a valid label, and at least two (a leaderboard of one run ranks nothing).
 */
function labelsInput(mode, raw) {
    if (mode !== 'leaderboard' || raw === '')
        return [];
    const fix = "give the plan job's `labels` output or names separated by commas, or leave it empty for every label with a report in this run";
    let values = raw
        .split(/[,\n]/)
        .map((l) => l.trim())
        .filter((l) => l !== '');
    if (raw.trimStart().startsWith('[')) {
        try {
            values = JSON.parse(raw);
        }
        catch {
            throw new InputError(`Input 'labels' is not JSON (${JSON.stringify(raw.slice(0, 80))}); ${fix}.`);
        }
    }
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string'))
        throw new InputError(`Input 'labels' must be a list of labels (strings); ${fix}.`);
    const unique = [...new Set(values)];
    for (const value of unique)
        label(value, 'labels');
    if (unique.length < 2)
        throw new InputError(`Input 'labels' names ${unique.length} label(s); a leaderboard needs at least two: ${fix}.`);
    return unique;
}
function label(value, input = 'label') {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value)) {
        throw new InputError(`Input '${input}' ${input === 'label' ? 'is' : 'has'} '${value}'; use 1-64 letters, digits, '.', '_' or '-' (it names artifacts and the PR comment).`);
    }
    return value;
}


/***/ }),

/***/ 384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eg: () => (/* binding */ removeJobImages),
/* harmony export */   bW: () => (/* binding */ jobRegistry),
/* harmony export */   kM: () => (/* binding */ logRunEvent),
/* harmony export */   qh: () => (/* binding */ jobImages)
/* harmony export */ });
/* unused harmony export jobStash */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89041);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60841);
/* harmony import */ var _run_providers_docker_image_cache_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52463);
/* harmony import */ var _run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24546);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73116);
/* harmony import */ var _agent_cache_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6752);
/* harmony import */ var _actions_image_cache_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(57985);
/* harmony import */ var _run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(87394);
// The images of one job: the registry from the inputs (main.ts masks its password first) or the
// Actions cache (`image-cache: actions`), log lines for image events (a registry or cache that
// failed is a warning annotation), and the removal of what the job made when `keep-images` is false.











async function jobRegistry(inputs) {
    if (!inputs.imageRegistry)
        return null;
    return (0,_run_providers_docker_registry_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveRegistry */ .Wc)({
        ref: inputs.imageRegistry,
        username: inputs.registryUsername || null,
        password: inputs.registryPassword || null,
    });
}
/** The job's image cache; build logs in `<runDir>/builds` as the runner's own. */
async function jobImages(inputs, docker, runDir, pushExisting = false) {
    return new _run_providers_docker_image_cache_js__WEBPACK_IMPORTED_MODULE_4__/* .ImageCache */ .S(docker, {
        buildLogDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(runDir, 'builds'),
        registry: await jobRegistry(inputs),
        stash: await jobStash(inputs, docker),
        pushExisting,
    });
}
/** `image-cache: actions` where the job has the cache service; otherwise a warning and none. */
async function jobStash(inputs, docker, client = _agent_cache_js__WEBPACK_IMPORTED_MODULE_7__/* .actionsCache */ .kW, env = process.env) {
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
        platform = await (0,_run_agents_installed_install_js__WEBPACK_IMPORTED_MODULE_5__/* .enginePlatform */ .qY)(new _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .DockerProvider */ .C(docker));
    }
    catch (error) {
        return off((0,_github_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .gJ)(error));
    }
    return new _actions_image_cache_js__WEBPACK_IMPORTED_MODULE_8__/* .ActionsImageStash */ .yJ({ docker, platform, client, workspace: env.GITHUB_WORKSPACE ?? process.cwd() });
}
/** One log line per event; a registry that failed is a warning annotation. */
function logRunEvent(event) {
    if (event.type === 'registry-warning' || event.type === 'image-cache-warning') {
        const title = event.type === 'registry-warning' ? 'image registry' : 'image cache';
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${event.task}: ${event.message}`, { title });
        return;
    }
    const line = (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .eventLine */ .V)(event);
    if (line !== null)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
}
/** `keep-images: false`: remove what this job built or pulled, nothing else. */
async function removeJobImages(inputs, images) {
    if (inputs.keepImages)
        return;
    const removed = await images.removeOwnImages();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`keep-images is false: removed ${removed.length} image(s) this job made`);
}


/***/ }),

/***/ 80341:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bs: () => (/* binding */ leaderboardMode)
/* harmony export */ });
/* unused harmony exports LEADERBOARD_MARKDOWN_FILE, LEADERBOARD_JSON_FILE, reportedLabels */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45655);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73116);
/* harmony import */ var _github_truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20753);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59913);
/* harmony import */ var _results_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4461);
/* harmony import */ var _results_merge_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42958);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(49930);
/* harmony import */ var _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(57177);
/* harmony import */ var _report_leaderboard_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(95085);
/* harmony import */ var _report_trend_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(61601);
/* harmony import */ var _load_baseline_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(84775);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(40645);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_10__]);
_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_10__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];
// mode: leaderboard — after the report jobs of several labels (one per model) in one workflow run:
// each label's merged summary (its report artifact, the final one after a confirmation round, or
// else its shard summaries merged here) and history, ranked side by side. The job summary gets each
// label's trend and the leaderboard; `helios-<label>-leaderboard` holds leaderboard.md,
// leaderboard.json and report.html. A leaderboard gates nothing.















const LEADERBOARD_MARKDOWN_FILE = 'leaderboard.md';
const LEADERBOARD_JSON_FILE = 'leaderboard.json';
async function leaderboardMode(inputs, ctx, clients) {
    const workDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, `${(0,_context_js__WEBPACK_IMPORTED_MODULE_14__/* .benchmarkRunId */ .uq)(ctx)}-leaderboard`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(workDir, { recursive: true });
    const names = (await clients.artifacts.listRunArtifacts()).map((a) => a.name);
    const labels = inputs.labels.length > 0 ? inputs.labels : reportedLabels(names);
    if (labels.length < 2)
        throw new Error(`mode: leaderboard found ${labels.length} label(s) with a report in this workflow run (${labels.join(', ') || 'none'}): it needs at least two. Run it after the report jobs (needs: report), or name the labels in 'labels'.`);
    const runs = [];
    for (const label of labels) {
        const run = await labelRun(label, names, clients, workDir);
        if (run === null)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Label '${label}' has no report and no shard summary in this workflow run: left out of the leaderboard.`);
        else
            runs.push(run);
    }
    if (runs.length < 2)
        throw new Error(`mode: leaderboard could read ${runs.length} of the ${labels.length} label(s) (${labels.join(', ')}): it needs at least two runs.`);
    const board = (0,_results_leaderboard_js__WEBPACK_IMPORTED_MODULE_7__/* .buildLeaderboard */ .G)(runs.map((r) => ({ label: r.label, summary: r.summary })), { k: inputs.k, confidence: inputs.confidence, minEffect: inputs.minEffect });
    for (const w of board.warnings)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(w);
    const markdown = leaderboardMarkdown(board, runs);
    const artifactDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, 'artifact');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(artifactDir, { recursive: true });
    const files = [
        [LEADERBOARD_MARKDOWN_FILE, markdown],
        [LEADERBOARD_JSON_FILE, `${JSON.stringify(board, null, 2)}\n`],
    ];
    const best = runs.find((r) => r.label === board.rows[0].label);
    try {
        // The best run's page, with the leaderboard above its tasks.
        files.push([
            _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_10__/* .REPORT_HTML_FILE */ .C,
            await (0,_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_10__/* .reportHtml */ .E)({
                head: best.summary,
                headDir: null,
                base: null,
                baseDir: null,
                comparison: null,
                history: best.history,
                leaderboard: board,
                reportDir: null,
            }),
        ]);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html was not written: ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
    }
    for (const [name, text] of files)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(artifactDir, name), text);
    const uploaded = await clients.artifacts.uploadFolder((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .leaderboardArtifactName */ .P5)(inputs.label), artifactDir, files.map(([name]) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(artifactDir, name)));
    if (!uploaded.ok)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The leaderboard artifact was not uploaded: ${uploaded.error}`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(clipToSummary(markdown), true).write();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('leaderboard-path', (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(artifactDir, LEADERBOARD_JSON_FILE));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('best', board.rows[0].label);
    return board;
}
/** Labels whose report artifact is in this run (from `helios-<label>-report[-final]`). */
function reportedLabels(names) {
    const labels = names
        .map((n) => /^helios-(.+?)-report(?:-final)?$/.exec(n)?.[1])
        .filter((l) => l !== undefined && names.includes((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .reportArtifactName */ .m5)(l)));
    return [...new Set(labels)].sort();
}
/** A label's merged summary and history: its (final) report artifact, else its shard summaries. */
async function labelRun(label, names, clients, workDir) {
    const report = [(0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .finalReportArtifactName */ .IR)(label), (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .reportArtifactName */ .m5)(label)].find((n) => names.includes(n));
    if (report !== undefined) {
        const dir = (await clients.artifacts.downloadArtifactByName(report, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, report))).path;
        const summary = (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_9__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _load_baseline_js__WEBPACK_IMPORTED_MODULE_13__/* .RUN_SUMMARY_FILE */ .s$), 'utf8'), `${report}/${_load_baseline_js__WEBPACK_IMPORTED_MODULE_13__/* .RUN_SUMMARY_FILE */ .s$}`, 'run');
        const historyText = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_history_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX), 'utf8').catch(() => null);
        let history = null;
        try {
            history = historyText === null ? null : (0,_results_history_js__WEBPACK_IMPORTED_MODULE_6__/* .parseHistory */ .i6)(historyText, `${report}/${_results_history_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX}`);
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}: the trend of '${label}' is left out`);
        }
        return { label, summary: { ...summary, label }, history };
    }
    const shards = [];
    for (const name of names) {
        if ((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArtifactName */ .TZ)(name, label)?.kind !== 'shard-summary')
            continue;
        const dir = (await clients.artifacts.downloadArtifactByName(name, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, name))).path;
        const file = `${name}/shard_summary.json`;
        shards.push({
            file,
            summary: (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_9__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'shard_summary.json'), 'utf8'), file, 'shard'),
        });
    }
    if (shards.length === 0)
        return null;
    const merged = (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_8__/* .mergeShardSummaries */ .x)(shards);
    for (const p of merged.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${label}: ${p.message}`);
    return { label, summary: { ...merged.summary, label }, history: null };
}
/** Each label's trend (open), then the leaderboard. */
function leaderboardMarkdown(board, runs) {
    const trends = board.rows
        .map((row) => runs.find((r) => r.label === row.label))
        .map((r) => (r.history === null ? '' : (0,_report_trend_js__WEBPACK_IMPORTED_MODULE_12__/* .trendMarkdown */ .P3)(r.history)))
        .filter((t) => t !== '');
    return [(0,_report_leaderboard_js__WEBPACK_IMPORTED_MODULE_11__/* .renderLeaderboardMarkdown */ .T3)(board), ...trends].join('\n\n') + '\n';
}
/** The job summary has a size limit: the leaderboard comes first, trends are cut from the end. */
function clipToSummary(markdown) {
    const max = _github_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_LIMITS */ .f.jobSummaryBytes - 1024;
    if (Buffer.byteLength(markdown) <= max)
        return markdown;
    return `${Buffer.from(markdown)
        .subarray(0, max)
        .toString('utf8')
        .replace(/\uFFFD$/, '')}\n\n_(cut at GitHub's job summary limit: the whole text is leaderboard.md in the artifact)_\n`;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 84775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TC: () => (/* binding */ REPORT_DIGEST_FILE),
  mk: () => (/* binding */ REPORT_MARKDOWN_FILE),
  s$: () => (/* binding */ RUN_SUMMARY_FILE),
  oU: () => (/* binding */ loadBaseline)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(45655);
;// CONCATENATED MODULE: ./src/github/find-baseline-run.ts
/** Pages of runs read at most (runs that never qualify, e.g. from forks, must not page forever). */
const MAX_PAGES = 5;
async function findBaselineRun(opts) {
    const conclusions = opts.conclusions ?? ['success', 'failure'];
    const maxRuns = opts.maxRuns ?? 20;
    const count = opts.count ?? 1;
    const maxAccepts = opts.maxAccepts ?? Math.max(5, count + 2);
    const taken = [];
    const done = () => ({
        found: true,
        ...taken[0],
        skipped: tally.skipped,
        more: taken.slice(1),
    });
    const fullName = `${opts.owner}/${opts.repo}`;
    const tally = {
        candidates: 0,
        expired: 0,
        accepts: 0,
        rejected: 0,
        lastRefusal: null,
        skipped: [],
    };
    const pages = opts.octokit.paginate.iterator(opts.octokit.rest.actions.listWorkflowRuns, {
        owner: opts.owner,
        repo: opts.repo,
        workflow_id: opts.workflow,
        branch: opts.branch,
        status: conclusions.length === 1 ? conclusions[0] : 'completed',
        ...(opts.event ? { event: opts.event } : {}),
        exclude_pull_requests: true,
        per_page: opts.atOrBefore ? 100 : Math.min(100, maxRuns + 1),
    });
    let pagesRead = 0;
    for await (const { data: runs } of pages) {
        pagesRead++;
        for (const run of runs) {
            if (run.id === opts.excludeRunId)
                continue;
            if (run.status !== 'completed' || !conclusions.includes(run.conclusion ?? ''))
                continue;
            if (run.head_repository && run.head_repository.full_name !== fullName) {
                tally.skipped.push({
                    runId: run.id,
                    reason: `head repository ${run.head_repository.full_name} is not ${fullName}`,
                });
                continue;
            }
            if (opts.atOrBefore && !opts.atOrBefore.history.has(run.head_sha)) {
                tally.skipped.push({ runId: run.id, reason: newerThan(opts.atOrBefore.mergeBase, run.head_sha) });
                continue;
            }
            if (taken.length > 0 && tooOld(taken[0], run, opts.windowMs))
                return done();
            if (tally.candidates >= maxRuns)
                break;
            tally.candidates++;
            const artifact = await liveArtifact(opts, run.id, tally);
            if (!artifact)
                continue;
            if (opts.accept && tally.accepts >= maxAccepts)
                break;
            if (!(await accepted(opts, run, artifact, tally)))
                continue;
            taken.push({
                runId: run.id,
                runNumber: run.run_number,
                headSha: run.head_sha,
                createdAt: run.created_at,
                htmlUrl: run.html_url,
                event: run.event,
                artifact,
            });
            if (taken.length >= count)
                return done();
        }
        if (tally.candidates >= maxRuns || pagesRead >= MAX_PAGES || tally.accepts >= maxAccepts)
            break;
    }
    if (taken.length > 0)
        return done();
    return { found: false, reason: notFoundReason(opts, conclusions, tally), skipped: tally.skipped };
}
/** A run created more than `windowMs` before the newest taken one: too old to pool. */
function tooOld(newest, run, windowMs) {
    if (windowMs === undefined)
        return false;
    return Date.parse(newest.createdAt) - Date.parse(run.created_at) > windowMs;
}
function newerThan(mergeBase, sha) {
    return `its commit ${sha.slice(0, 7)} is not in the history of the PR's merge base ${mergeBase.slice(0, 7)}`;
}
/** The run's newest unexpired artifact of the name asked for, or null (noted in the tally). */
async function liveArtifact(opts, runId, tally) {
    const { data } = await opts.octokit.rest.actions.listWorkflowRunArtifacts({
        owner: opts.owner,
        repo: opts.repo,
        run_id: runId,
        name: opts.artifactName,
        per_page: 100,
    });
    const artifacts = data.artifacts.filter((a) => a.name === opts.artifactName);
    const live = artifacts.filter((a) => !a.expired).sort((a, b) => b.id - a.id)[0];
    if (!live) {
        if (artifacts.length > 0)
            tally.expired++;
        tally.skipped.push({
            runId,
            reason: artifacts.length > 0
                ? `artifact ${opts.artifactName} has expired`
                : `no artifact ${opts.artifactName}`,
        });
        return null;
    }
    return {
        id: live.id,
        name: live.name,
        size: live.size_in_bytes,
        ...(live.digest ? { digest: live.digest } : {}),
    };
}
/** The caller's `accept` check (e.g. the report holds a complete summary); a throw is a refusal. */
async function accepted(opts, run, artifact, tally) {
    if (!opts.accept)
        return true;
    tally.accepts++;
    let refusal;
    try {
        refusal = await opts.accept({ runId: run.id, runNumber: run.run_number, headSha: run.head_sha, artifact });
    }
    catch (error) {
        refusal = error instanceof Error ? error.message : String(error);
    }
    if (refusal === null)
        return true;
    tally.rejected++;
    tally.lastRefusal = { runId: run.id, reason: refusal };
    tally.skipped.push(tally.lastRefusal);
    return false;
}
function notFoundReason(opts, conclusions, tally) {
    const where = `workflow ${opts.workflow} on branch ${opts.branch}${opts.event ? ` (event ${opts.event})` : ''}`;
    const { candidates, expired, rejected, lastRefusal } = tally;
    if (rejected > 0 && lastRefusal !== null)
        return `the report artifact of the ${rejected} latest run(s) of ${where} that have one could not be used (run ${lastRefusal.runId}: ${lastRefusal.reason})`;
    if (candidates === 0)
        return `no ${conclusions.join('/')} runs of ${where}`;
    if (expired === candidates)
        return `the ${opts.artifactName} artifact of the ${candidates} latest ${conclusions.join('/')} run(s) of ${where} has expired`;
    return `none of the ${candidates} latest ${conclusions.join('/')} run(s) of ${where} has an artifact named ${opts.artifactName}`;
}

// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/merge-base.ts
/** Commits of history read at most (3 pages); older runs fall back to the latest with a note. */
const MERGE_BASE_HISTORY = 300;
async function mergeBaseHistory(octokit, repository, baseRef, headSha) {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
        ...repository,
        basehead: `${baseRef}...${headSha}`,
        per_page: 1,
    });
    const mergeBase = data.merge_base_commit.sha;
    const history = new Set();
    const pages = octokit.paginate.iterator(octokit.rest.repos.listCommits, {
        ...repository,
        sha: mergeBase,
        per_page: 100,
    });
    for await (const { data: commits } of pages) {
        for (const commit of commits)
            history.add(commit.sha);
        if (history.size >= MERGE_BASE_HISTORY)
            break;
    }
    history.add(mergeBase);
    return { mergeBase, history };
}

// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(59913);
// EXTERNAL MODULE: ./src/results/pool-baseline.ts
var pool_baseline = __webpack_require__(63260);
// EXTERNAL MODULE: ./src/results/run-summary.ts
var run_summary = __webpack_require__(49930);
// EXTERNAL MODULE: ./src/report/digest.ts
var digest = __webpack_require__(67252);
;// CONCATENATED MODULE: ./src/action/load-baseline.ts
// Where the baseline comes from (`baseline` input): the report artifact of the latest completed run
// of this workflow on the base branch that holds a complete merged summary (whatever its verdict;
// for a PR, the latest at or before its merge base, else the latest with a note saying so),
// a summary file in the repository, or nothing. With `baseline-pool` N > 1 the next older complete
// runs (within POOL_MAX_AGE_DAYS) add their attempts (pool-baseline.ts), said in the note. Never throws for a missing baseline: the report
// says why there is none.













const RUN_SUMMARY_FILE = 'run_summary.json';
const REPORT_DIGEST_FILE = 'report.json';
const REPORT_MARKDOWN_FILE = 'report.md';
async function loadBaseline(inputs, ctx, clients) {
    if (inputs.baseline === 'none')
        return { summary: null, note: 'none (baseline: none).' };
    if (inputs.baseline !== 'auto') {
        const file = (0,external_node_path_.resolve)(ctx.workspace, inputs.baseline);
        const summary = (0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)(file, 'utf8'), inputs.baseline);
        return { summary, note: `${inputs.baseline} (run ${summary.run_id}).` };
    }
    const missing = !clients.octokit
        ? 'no github-token'
        : !ctx.repository
            ? 'GITHUB_REPOSITORY is not set'
            : !ctx.workflowFile
                ? 'GITHUB_WORKFLOW_REF is not set'
                : !ctx.baselineBranch
                    ? 'no base branch for this event'
                    : null;
    if (missing)
        return { summary: null, note: `none — ${missing}.` };
    try {
        const history = await prMergeBase(ctx, clients);
        if (history && 'mergeBase' in history) {
            const atMergeBase = await searchBaseline(inputs, ctx, clients, history);
            if (atMergeBase.summary)
                return atMergeBase;
            const latest = await searchBaseline(inputs, ctx, clients, null);
            const why = `no complete run at or before the PR's merge base ${history.mergeBase.slice(0, 7)}`;
            return {
                summary: latest.summary,
                headSha: latest.headSha ?? null,
                note: `${latest.note} (the latest: ${why})`,
            };
        }
        const found = await searchBaseline(inputs, ctx, clients, null);
        return history ? { ...found, note: `${found.note} (the latest: ${history.failed})` } : found;
    }
    catch (error) {
        core/* warning */.$e(`Baseline lookup failed: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return { summary: null, note: `none — the lookup failed (${(0,errors/* errorMessage */.gJ)(error)}).` };
    }
}
/** A PR's merge base with the base branch and the history before it; why not, when it cannot be had. */
async function prMergeBase(ctx, clients) {
    const pr = ctx.pullRequest;
    if (!pr?.baseRef || !pr.headSha)
        return null;
    try {
        return await mergeBaseHistory(clients.octokit, ctx.repository, pr.baseRef, pr.headSha);
    }
    catch (error) {
        return { failed: `the PR's merge base could not be read: ${(0,errors/* errorMessage */.gJ)(error)}` };
    }
}
/**
 * The newest run (of a commit in `history`, when given) whose report artifact holds a complete
 * merged summary: each candidate's artifact is downloaded and read here, and an unreadable one, or
 * one with missing shards, is passed over.
 */
async function searchBaseline(inputs, ctx, clients, history) {
    // Newest first: the baseline, then (with baseline-pool) the older runs it may pool.
    const summaries = [];
    const unreadable = [];
    // The history carried forward is the newest baseline's, pooled or not.
    let historyFile = null;
    const found = await findBaselineRun({
        octokit: clients.octokit,
        owner: ctx.repository.owner,
        repo: ctx.repository.repo,
        workflow: ctx.workflowFile,
        branch: ctx.baselineBranch,
        excludeRunId: ctx.runId ? Number(ctx.runId) : undefined,
        artifactName: (0,artifact_names/* reportArtifactName */.m5)(inputs.label),
        ...(history ? { atOrBefore: history } : {}),
        count: inputs.baselinePool,
        windowMs: pool_baseline/* POOL_MAX_AGE_DAYS */.gr * 86_400_000,
        accept: async (candidate) => {
            const label = `run #${candidate.runNumber}`;
            let refusal;
            try {
                const read = await readReportArtifact(candidate, ctx, clients);
                refusal =
                    read.missingTasks > 0
                        ? `its merged summary lacks ${read.missingTasks} planned task(s) (missing shards or tasks)`
                        : null;
                if (refusal === null) {
                    if (summaries.length === 0)
                        historyFile = read.history;
                    summaries.push({ summary: read.summary, label });
                }
            }
            catch (error) {
                refusal = `its report could not be read: ${(0,errors/* errorMessage */.gJ)(error)}`;
            }
            // An older run passed over while pooling is said in the report, not only in the log.
            if (refusal !== null && summaries.length > 0)
                unreadable.push({ label, reason: refusal });
            return refusal;
        },
    });
    for (const skipped of found.skipped)
        core/* info */.pq(`Baseline: passed over run ${skipped.runId}: ${skipped.reason}`);
    if (!found.found || summaries.length === 0)
        return {
            summary: null,
            note: `none on ${ctx.baselineBranch} — ${found.found ? 'no summary' : found.reason}`,
        };
    const where = history ? `, at or before the merge base ${history.mergeBase.slice(0, 7)}` : '';
    const note = `run #${found.runNumber} on ${ctx.baselineBranch} (${found.headSha.slice(0, 7)}${where}), ${found.htmlUrl}`;
    if (inputs.baselinePool <= 1)
        return {
            summary: summaries[0].summary,
            history: historyFile,
            note,
            run: { runId: found.runId, htmlUrl: found.htmlUrl },
            headSha: found.headSha,
        };
    const pool = (0,pool_baseline/* poolBaseline */.gb)(summaries, inputs.baselinePool, unreadable);
    return {
        summary: pool.summary,
        history: historyFile,
        note: pool.note === null ? note : `${note}; ${pool.note}`,
        headSha: found.headSha,
    };
}
/** A baseline candidate's report artifact: its merged run summary and how many planned tasks it lacks. */
async function readReportArtifact(candidate, ctx, clients) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'helios-baseline-'));
    try {
        const downloaded = await clients.artifacts.downloadIdFromRun({
            runId: candidate.runId,
            owner: ctx.repository.owner,
            repo: ctx.repository.repo,
            token: clients.token,
            id: candidate.artifact.id,
            name: candidate.artifact.name,
            digest: candidate.artifact.digest,
            dir,
        });
        const name = candidate.artifact.name;
        const summaryFile = (0,external_node_path_.join)(downloaded.path, RUN_SUMMARY_FILE);
        if (!(0,external_node_fs_.existsSync)(summaryFile))
            throw new Error(`${name} has no ${RUN_SUMMARY_FILE}`);
        const summary = (0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)(summaryFile, 'utf8'), `${name}/${RUN_SUMMARY_FILE}`, 'run');
        // report.json says whether the merge was complete; a report job that failed after uploading
        // the summary alone (or an older version) has none: taken as complete.
        const digestFile = (0,external_node_path_.join)(downloaded.path, REPORT_DIGEST_FILE);
        const missingTasks = (0,external_node_fs_.existsSync)(digestFile)
            ? (0,digest/* parseReportDigest */._b)(await (0,promises_.readFile)(digestFile, 'utf8'), `${name}/${REPORT_DIGEST_FILE}`).missing_tasks
            : 0;
        // Read as text here (the download folder goes); parsed by the report, where a bad one is a warning.
        const historyText = await (0,promises_.readFile)((0,external_node_path_.join)(downloaded.path, results_history/* HISTORY_FILE */.CX), 'utf8').catch(() => null);
        const history = historyText === null ? null : { text: historyText, file: `${name}/${results_history/* HISTORY_FILE */.CX}` };
        return { summary, missingTasks, history };
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 36769:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _build_mode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83488);
/* harmony import */ var _check_mode_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41892);
/* harmony import */ var _confirm_mode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6236);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40645);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(81729);
/* harmony import */ var _misspelt_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77737);
/* harmony import */ var _leaderboard_mode_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(80341);
/* harmony import */ var _plan_mode_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76331);
/* harmony import */ var _publish_mode_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(23076);
/* harmony import */ var _report_mode_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(28632);
/* harmony import */ var _run_mode_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84713);
/* harmony import */ var _clients_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(88422);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_leaderboard_mode_js__WEBPACK_IMPORTED_MODULE_7__, _report_mode_js__WEBPACK_IMPORTED_MODULE_10__]);
([_leaderboard_mode_js__WEBPACK_IMPORTED_MODULE_7__, _report_mode_js__WEBPACK_IMPORTED_MODULE_10__] = __webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__);
// The action: reads inputs, runs the mode, and turns any error into a failed step.













async function run() {
    try {
        // Before the inputs are checked: a misspelt one may be why a check fails.
        for (const warning of (0,_misspelt_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .misspeltInputWarnings */ .Z)(process.env))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(warning);
        const inputs = (0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .getInputs */ .GP)();
        // Masked before anything could print it.
        if (inputs.registryPassword)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(inputs.registryPassword);
        const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .readWorkflowContext */ .FB)();
        const clients = (0,_clients_js__WEBPACK_IMPORTED_MODULE_12__/* .createClients */ .h)(inputs, ctx);
        if (inputs.mode === 'plan')
            await (0,_plan_mode_js__WEBPACK_IMPORTED_MODULE_8__/* .planMode */ .lG)(inputs, ctx, clients);
        else if (inputs.mode === 'run')
            await (0,_run_mode_js__WEBPACK_IMPORTED_MODULE_11__/* .runMode */ .rt)(inputs, ctx, clients);
        else if (inputs.mode === 'report')
            await (0,_report_mode_js__WEBPACK_IMPORTED_MODULE_10__/* .reportMode */ .Ev)(inputs, ctx, clients);
        else if (inputs.mode === 'check')
            await (0,_check_mode_js__WEBPACK_IMPORTED_MODULE_2__/* .checkMode */ .e)(inputs, ctx, clients);
        else if (inputs.mode === 'build')
            await (0,_build_mode_js__WEBPACK_IMPORTED_MODULE_1__/* .buildMode */ .y)(inputs, ctx, clients);
        else if (inputs.mode === 'confirm')
            await (0,_confirm_mode_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmMode */ .W)(inputs, ctx, clients);
        else if (inputs.mode === 'leaderboard')
            await (0,_leaderboard_mode_js__WEBPACK_IMPORTED_MODULE_7__/* .leaderboardMode */ .bs)(inputs, ctx, clients);
        else
            await (0,_publish_mode_js__WEBPACK_IMPORTED_MODULE_9__/* .publishMode */ .h)(inputs, ctx, clients);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(error instanceof Error ? error.message : String(error));
    }
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 77737:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ misspeltInputWarnings)
/* harmony export */ });
/* unused harmony export inputNames */
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97504);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81729);
// A `with:` key the action does not declare reaches it only as an INPUT_<NAME> variable, and the
// runner's own warning lists all the inputs without saying which was meant: `concurency: 8` would
// quietly run with the default. Here each such name that resembles an input gets a warning naming
// it. Pure: the input list is what getInputs reads (action.yml declares exactly those, a test
// checks), the variables are passed in.


/** Every input name, as getInputs reads them (every input is read in every mode). */
function inputNames() {
    const names = new Set();
    (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .getInputs */ .GP)((name) => {
        names.add(name);
        return name === 'mode' ? 'plan' : '';
    });
    return [...names];
}
/**
 * One warning per INPUT_ variable that no input reads and that resembles one; a variable that
 * resembles none is left to the runner's "Unexpected input" warning (it may be no typo at all).
 */
function misspeltInputWarnings(env, known = inputNames()) {
    // core.getInput reads INPUT_ + the name upper-cased, spaces as underscores.
    const variables = new Set(known.map((name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`));
    const warnings = [];
    for (const variable of Object.keys(env).sort()) {
        if (!variable.startsWith('INPUT_') || variables.has(variable))
            continue;
        const given = variable.slice('INPUT_'.length).toLowerCase();
        const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(given, known);
        if (meant !== null)
            warnings.push(`Input '${given}' is not an input of this action and is ignored; did you mean '${meant}'?`);
    }
    return warnings;
}


/***/ }),

/***/ 76331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lG: () => (/* binding */ planMode)
/* harmony export */ });
/* unused harmony exports plannedRun, planConcurrency */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45655);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26438);
/* harmony import */ var _config_bench_runs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20675);
/* harmony import */ var _config_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(96274);
/* harmony import */ var _task_warning_groups_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(22066);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14031);
/* harmony import */ var _load_baseline_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(84775);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40645);
/* harmony import */ var _select_tasks_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(78662);
// mode: plan — discover tasks, split them into shards, upload the plan, output the job matrix.












async function planMode(inputs, ctx, clients) {
    if (inputs.config)
        return planFromConfig(inputs, ctx, clients);
    const selected = await (0,_select_tasks_js__WEBPACK_IMPORTED_MODULE_10__/* .selectTasks */ .n)(inputs, ctx);
    const tasks = selected.tasks.map((task) => ({ task, attempts: inputs.attempts }));
    const given = inputs.given.has('concurrency') ? inputs.concurrency : null;
    const plan = await planLabel(inputs, ctx, clients, selected, tasks, given);
    setPlanOutputs([plan], plan.matrix);
    return [plan];
}
/**
 * `config`: one plan per run (label) of the config, each over the tasks its model takes, and one
 * job matrix over label × shard, so one run job serves every model.
 */
async function planFromConfig(inputs, ctx, clients) {
    const loaded = await (0,_config_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .loadActionConfig */ .z)(inputs, ctx);
    const selected = await (0,_select_tasks_js__WEBPACK_IMPORTED_MODULE_10__/* .selectTasks */ .n)(loaded.inputs, ctx);
    // The file's own globs must match; an `include` input replaces its list.
    (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .checkGlobsMatch */ .Nv)(inputs.include.length ? { ...loaded.config, include: [] } : loaded.config, selected.names);
    const plans = [];
    for (const run of loaded.runs) {
        const planned = plannedRun(loaded, run.label, selected.tasks);
        plans.push(await planLabel(planned.inputs, ctx, clients, selected, planned.tasks, planned.concurrency));
    }
    const include = plans.flatMap((plan) => plan.matrix.shard.map((shard) => ({ label: plan.label, shard })));
    setPlanOutputs(plans, { include });
    return plans;
}
/** What one run (label) of the config plans: its inputs, its tasks with their attempts, its concurrency. */
function plannedRun(loaded, label, found) {
    const { inputs, run } = (0,_config_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .inputsOfRun */ .c)(loaded, label);
    const tasks = (0,_config_bench_runs_js__WEBPACK_IMPORTED_MODULE_5__/* .tasksOfRun */ .bT)(loaded.config, run, found).map((p) => ({
        task: p.task,
        attempts: p.settings.attempts ?? inputs.attempts,
    }));
    // The file's concurrency, or the input's (withFlags made it win over the file's).
    return { inputs, tasks, concurrency: loaded.config.concurrency };
}
function setPlanOutputs(plans, matrix) {
    const sum = (count) => String(plans.reduce((total, plan) => total + count(plan), 0));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('matrix', JSON.stringify(matrix));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('labels', JSON.stringify(plans.map((plan) => plan.label)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('task-count', sum((plan) => plan.task_count));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('shard-count', sum((plan) => plan.shards.length));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('max-parallel', sum((plan) => plan.max_parallel ?? plan.shards.length));
}
/**
 * The concurrency the plan sizes shards for: the one given (input or config). Not given, a remote
 * provider's shards run the run's default; Docker's keep the sizing by attempt-seconds that plans
 * made before they knew the concurrency, so existing workflows get the same shards.
 */
function planConcurrency(inputs, given) {
    return given ?? (inputs.provider === 'docker' ? undefined : inputs.concurrency);
}
/** One label's plan: shards balanced by its baseline's durations, uploaded, in the job summary. */
async function planLabel(inputs, ctx, clients, { invalid, warnings }, planned, givenConcurrency) {
    const tasks = planned.map((p) => p.task);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${inputs.label}: ${tasks.length} planned, ${invalid.length} invalid, ${warnings.length} warning(s)`);
    // Durations only: the newest baseline is enough.
    const baseline = await (0,_load_baseline_js__WEBPACK_IMPORTED_MODULE_8__/* .loadBaseline */ .oU)({ ...inputs, baselinePool: 1 }, ctx, clients);
    const durations = baseline.summary ? (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .durationsFromSummary */ .Wv)(baseline.summary) : undefined;
    const concurrency = planConcurrency(inputs, givenConcurrency);
    const runId = (0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .benchmarkRunId */ .uq)(ctx);
    const plan = {
        ...(0,_results_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .planShards */ .tF)(planned.map(({ task: t, attempts }) => ({
            ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
            environment_hash: t.environmentHash,
            attempts,
        })), {
            shards: inputs.shards ?? undefined,
            maxShards: inputs.shards === null ? inputs.maxShards : undefined,
            maxParallel: inputs.shards === null ? (inputs.maxParallel ?? undefined) : undefined,
            targetShardSec: inputs.shards === null ? inputs.targetShardMinutes * 60 : undefined,
            durations,
            longestAttemptSec: baseline.summary ? (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .longestAttemptsFromSummary */ .nZ)(baseline.summary) : undefined,
            concurrency,
            remoteAttempts: inputs.provider !== 'docker',
            label: inputs.label,
            runId,
            createdAt: new Date().toISOString(),
        }),
        invalid_tasks: invalid,
    };
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, runId, 'plan');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'plan.json');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .serializePlan */ .S1)(plan));
    const upload = await clients.artifacts.uploadFolder((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .planArtifactName */ .nU)(inputs.label), dir, [file]);
    if (!upload.ok)
        throw new Error(`Could not upload the plan artifact: ${upload.error}`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z
        .addHeading(`Helios plan: ${inputs.label}`, 3)
        .addRaw(`${plan.task_count} task(s) in ${plan.shards.length} shard(s), balanced by ${plan.strategy === 'duration' ? 'baseline durations' : 'count'}` +
        (concurrency === undefined
            ? '.'
            : `, ${concurrency} attempt(s) at once per shard (on ${inputs.provider}); estimates are wall time.`) +
        ` Baseline: ${baseline.note}` +
        (invalid.length ? ` ${invalid.length} invalid task(s) will be reported.` : ''), true)
        .addRaw(warningList(invalid, warnings), true)
        .addTable([
        [
            { data: 'Shard', header: true },
            { data: 'Tasks', header: true },
            { data: 'Estimated', header: true },
        ],
        ...plan.shards.map((s) => [
            String(s.index),
            String(s.task_ids.length),
            s.estimated_sec === null ? '—' : `${Math.round(s.estimated_sec)} s`,
        ]),
    ])
        .write();
    return plan;
}
/** Invalid tasks and ignored fields, one list item each (task authors read this first). */
function warningList(invalid, warnings) {
    const items = [
        ...invalid.map((t) => `invalid: ${t.file}${t.field ? ` [${t.field}]` : ''}: ${t.message}`),
        ...(0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .groupWarnings */ .PB)(warnings).map((group) => `ignored: ${(0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .warningGroupText */ .fp)(group)}`),
    ];
    if (items.length === 0)
        return '';
    return `\n\n${items.map((item) => `- ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeMarkdown */ .FV)(item)}`).join('\n')}\n`;
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
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45655);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26438);
/* harmony import */ var _task_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77846);
/* harmony import */ var _task_load_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74124);
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
        throw new Error(`No plan artifact '${name}' in this workflow run (${error.message}). Run a 'mode: plan' job with the same label first and make this job need it.`, { cause: error });
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

/***/ 23076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ publishMode)
});

// UNUSED EXPORTS: selfReportedBy

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(45655);
;// CONCATENATED MODULE: ./src/github/pull-request.ts
function pick(pulls, headSha) {
    const matching = pulls.filter((p) => p.state === 'open' && p.head.sha === headSha);
    const numbers = [...new Set(matching.map((p) => p.number))];
    if (numbers.length > 1) {
        return {
            found: false,
            reason: `head SHA ${headSha} is the head of several open pull requests: #${numbers.join(', #')}`,
        };
    }
    const p = matching[0];
    if (!p)
        return undefined;
    return {
        found: true,
        pull: { number: p.number, url: p.html_url, headRef: p.head.ref, baseRef: p.base.ref },
    };
}
async function findPullRequestForSha(opts) {
    const { data: byCommit } = await opts.octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        owner: opts.owner,
        repo: opts.repo,
        commit_sha: opts.headSha,
        per_page: 100,
    });
    const first = pick(byCommit, opts.headSha);
    if (first)
        return first;
    // A fork's commit is often not associated with the base repository's PRs: ask by head label.
    if (opts.headOwner && opts.headBranch) {
        const { data: byHead } = await opts.octokit.rest.pulls.list({
            owner: opts.owner,
            repo: opts.repo,
            head: `${opts.headOwner}:${opts.headBranch}`,
            state: 'open',
            per_page: 100,
        });
        const second = pick(byHead, opts.headSha);
        if (second)
            return second;
    }
    return { found: false, reason: `no open pull request has head SHA ${opts.headSha}` };
}

// EXTERNAL MODULE: ./src/results/run-summary.ts
var run_summary = __webpack_require__(49930);
// EXTERNAL MODULE: ./src/results/totals.ts
var totals = __webpack_require__(65843);
// EXTERNAL MODULE: ./src/action/load-baseline.ts + 2 modules
var load_baseline = __webpack_require__(84775);
// EXTERNAL MODULE: ./src/action/publish-report.ts + 2 modules
var publish_report = __webpack_require__(69646);
;// CONCATENATED MODULE: ./src/action/publish-mode.ts
// mode: publish — in a `workflow_run` workflow (base repository's token), post the report of a
// fork PR's run. The fork controls its artifact, so only its merged run summary is taken (and
// validated); the baseline, the comparison, the rendering and the verdict are made here, and the
// PR is found from the triggering run's head SHA. Whether the run's code was a fork's is the
// event's word, never the artifact's: a fork's figures are labelled as its own, and a pass from
// them is neutral unless the repository opts in (trust-fork-results).










async function publishMode(inputs, ctx, clients) {
    const trigger = ctx.triggeringRun;
    if (!trigger)
        throw new Error(`mode: publish runs in a workflow triggered by 'workflow_run'; this event is '${ctx.eventName}'.`);
    if (!ctx.repository || !clients.octokit)
        throw new Error('mode: publish needs GITHUB_REPOSITORY and a github-token.');
    const { owner, repo } = ctx.repository;
    const head = await downloadForkSummary(inputs, ctx, clients, Number(trigger.id));
    const pull = await findPullRequestForSha({
        octokit: clients.octokit,
        owner,
        repo,
        headSha: trigger.headSha,
        headBranch: trigger.headBranch ?? undefined,
        headOwner: trigger.headOwner ?? undefined,
    });
    if (!pull.found)
        core/* warning */.$e(`No pull request to comment on: ${pull.reason}`);
    // The PR's base branch holds the baseline (as the report job of a same-repository PR finds it).
    const baselineCtx = {
        ...ctx,
        baselineBranch: pull.found ? pull.pull.baseRef : ctx.baselineBranch,
    };
    const warnings = [];
    const { digest, jobSummary } = await (0,publish_report/* digestAgainstBaseline */.Bd)({
        inputs,
        ctx,
        baselineCtx,
        clients,
        head,
        warnings,
        selfReported: selfReportedBy(ctx, inputs),
    });
    await (0,publish_report/* publishDigest */.Sw)({
        digest,
        jobSummary,
        inputs,
        ctx,
        clients,
        pullNumber: pull.found ? pull.pull.number : null,
        headSha: trigger.headSha,
    });
    (0,publish_report/* setReportOutputs */.vl)(digest, head, null);
    if (digest.gate_failed && inputs.failOnRegression)
        core/* setFailed */.C1(digest.verdict);
    return digest;
}
/**
 * Null when the triggering run's code is this repository's own (its head repository, from the
 * event payload GitHub wrote, is this one); else the fork's figures, trusted only when the
 * repository says so. An event without a head repository (a deleted fork) counts as a fork's.
 */
function selfReportedBy(ctx, inputs) {
    const trigger = ctx.triggeringRun;
    if (!trigger || !ctx.repository)
        return null;
    const { owner, repo } = ctx.repository;
    const head = trigger.headRepository;
    if (head !== null && head.toLowerCase() === `${owner}/${repo}`.toLowerCase())
        return null;
    return {
        repository: head,
        runUrl: `${ctx.serverUrl}/${owner}/${repo}/actions/runs/${trigger.id}`,
        trusted: inputs.trustForkResults,
    };
}
/** The fork run's merged run_summary.json from its report artifact; nothing else of it is read. */
async function downloadForkSummary(inputs, ctx, clients, runId) {
    const name = (0,artifact_names/* reportArtifactName */.m5)(inputs.label);
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'helios-publish-'));
    try {
        const downloaded = await clients.artifacts.downloadFromRun({
            runId,
            owner: ctx.repository.owner,
            repo: ctx.repository.repo,
            token: clients.token,
            name,
            dir,
        });
        const file = `${name}/${load_baseline/* RUN_SUMMARY_FILE */.s$}`;
        const summary = (0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)((0,external_node_path_.join)(downloaded.path, load_baseline/* RUN_SUMMARY_FILE */.s$), 'utf8'), file, 'run');
        if (summary.label !== inputs.label)
            throw new Error(`${file} is for label '${summary.label}', not '${inputs.label}'.`);
        // Only per-attempt data is taken from the fork: the totals are recomputed from the tasks (the
        // file's own could claim anything), and so is every figure the comparison makes.
        return { ...summary, totals: (0,totals/* computeTotals */.x)(summary.tasks, summary.invalid_tasks.length) };
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 69646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bd: () => (/* binding */ digestAgainstBaseline),
  Sw: () => (/* binding */ publishDigest),
  vl: () => (/* binding */ setReportOutputs)
});

// UNUSED EXPORTS: buildDigest, checkConclusion, comparisonOptions, isTaskFileHere

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/truncate.ts
var truncate = __webpack_require__(20753);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/check-run.ts
// The check run: conclusion, title, summary, text, and annotations on regressed tasks' task.toml.
// GitHub takes at most 50 annotations per request: the first batch goes with the create call, the
// rest with update calls; the conclusion is set with the last request.


const ANNOTATIONS_PER_REQUEST = 50;
/** An annotation on the first line of a task's task.toml. */
function taskAnnotation(taskTomlPath, message, level = 'failure', title) {
    return {
        path: taskTomlPath.replace(/\\/g, '/').replace(/^\.\//, ''),
        start_line: 1,
        end_line: 1,
        annotation_level: level,
        message,
        ...(title ? { title } : {}),
    };
}
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
async function publishCheckRun(input) {
    const groups = batches(input.annotations ?? [], ANNOTATIONS_PER_REQUEST);
    if (groups.length === 0)
        groups.push([]);
    const output = (annotations) => ({
        title: input.title,
        summary: (0,truncate/* truncateForGitHub */.l)(input.summary, truncate/* GITHUB_LIMITS */.f.checkRunSummaryChars),
        ...(input.text !== undefined
            ? { text: (0,truncate/* truncateForGitHub */.l)(input.text, truncate/* GITHUB_LIMITS */.f.checkRunTextChars) }
            : {}),
        ...(annotations.length > 0 ? { annotations } : {}),
    });
    const result = await (0,errors/* orDegrade */.I6)('Creating the check run', async () => {
        const last = groups.length === 1;
        const { data } = await input.octokit.rest.checks.create({
            owner: input.owner,
            repo: input.repo,
            name: input.name,
            head_sha: input.headSha,
            ...(input.detailsUrl ? { details_url: input.detailsUrl } : {}),
            ...(input.externalId ? { external_id: input.externalId } : {}),
            ...(last
                ? {
                    status: 'completed',
                    conclusion: input.conclusion,
                    completed_at: new Date().toISOString(),
                }
                : { status: 'in_progress' }),
            output: output(groups[0] ?? []),
        });
        for (let i = 1; i < groups.length; i++) {
            const final = i === groups.length - 1;
            await input.octokit.rest.checks.update({
                owner: input.owner,
                repo: input.repo,
                check_run_id: data.id,
                ...(final
                    ? {
                        status: 'completed',
                        conclusion: input.conclusion,
                        completed_at: new Date().toISOString(),
                    }
                    : {}),
                output: output(groups[i] ?? []),
            });
        }
        return { id: data.id, url: data.html_url ?? '', requests: groups.length };
    });
    if (!result.ok)
        return { action: 'degraded', reason: result.reason };
    return { action: 'created', ...result.value };
}

// EXTERNAL MODULE: ./src/github/comment.ts
var comment = __webpack_require__(47318);
// EXTERNAL MODULE: ./src/results/compare.ts
var compare = __webpack_require__(17733);
// EXTERNAL MODULE: ./src/report/digest.ts
var report_digest = __webpack_require__(67252);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(43343);
// EXTERNAL MODULE: ./src/report/self-reported.ts
var self_reported = __webpack_require__(31396);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/load-baseline.ts + 2 modules
var load_baseline = __webpack_require__(84775);
// EXTERNAL MODULE: ./src/results/flaky-ledger.ts + 1 modules
var flaky_ledger = __webpack_require__(6949);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(59913);
// EXTERNAL MODULE: ./src/report/trend.ts
var trend = __webpack_require__(61601);
// EXTERNAL MODULE: ./src/report/quarantine-section.ts
var quarantine_section = __webpack_require__(35978);
// EXTERNAL MODULE: ./src/results/quarantine.ts
var results_quarantine = __webpack_require__(3464);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/quarantine-file.ts
// Reads the quarantine list the `quarantine` input names (default `.helios/quarantine.txt`, used
// when present). A file the input names explicitly must exist.




async function readQuarantineFile(inputs, workspace) {
    const file = inputs.quarantine || results_quarantine/* DEFAULT_QUARANTINE_FILE */.Q_;
    const text = await (0,promises_.readFile)((0,external_node_path_.resolve)(workspace, file), 'utf8').catch((error) => {
        if (error.code === 'ENOENT' && !inputs.quarantine)
            return '';
        throw new action_inputs/* InputError */.dz(`Input 'quarantine' names ${file}, which cannot be read (${error.code ?? error.message}); commit the file or leave the input empty.`);
    });
    return { file, entries: (0,results_quarantine/* parseQuarantine */.mW)(text, file) };
}

;// CONCATENATED MODULE: ./src/action/publish-report.ts
// Turning a comparison into what GitHub shows — the digest (bodies within each limit, verdict,
// annotations) — and posting it: sticky comment, check run, job summary, outputs. Shared by
// `report` and `publish` (fork PRs); both render here, from a run summary and a comparison,
// never from text another run wrote.


















/**
 * Finds the baseline (on `baselineCtx`'s base branch, default `ctx`'s), compares `head` with it
 * and renders the digest: what `report` and `publish` both do with a merged summary.
 */
async function digestAgainstBaseline(d) {
    const baseline = await (0,load_baseline/* loadBaseline */.oU)(d.inputs, d.baselineCtx ?? d.ctx, d.clients);
    // Quarantined tasks leave the gate's statistics; the report still shows them, marked.
    const quarantine = await readQuarantineFile(d.inputs, d.ctx.workspace);
    const split = (0,results_quarantine/* splitQuarantined */.zn)(baseline.summary, d.head, quarantine.entries);
    const options = comparisonOptions(d.inputs, split.head, split.base, d.warnings);
    const first = (0,compare/* compareRuns */.qB)(split.base, split.head, options);
    const comparison = d.confirm
        ? await d.confirm(first, split.base, split.head, options, baseline.headSha ?? null)
        : first;
    const history = d.carryHistory ? historyOf(baseline, d.head, d.warnings) : null;
    const quarantined = (0,quarantine_section/* quarantineSection */.Q)(split, quarantine.file);
    return {
        ...buildDigest({ ...d, comparison, baselineNote: baseline.note, history, quarantined }),
        history: history?.carried ?? null,
        comparison,
        base: split.base,
        baseRun: baseline.run ?? null,
    };
}
/** The baseline's history plus this run, and the flaky tasks the baseline's history alone marks. */
function historyOf(baseline, head, warnings) {
    const { history: carried, warning, previous } = (0,results_history/* carryHistory */.Sk)(baseline.history ?? null, head);
    if (warning !== null) {
        core/* warning */.$e(warning); // the report's other warnings were printed before the baseline was read
        warnings.push(warning);
    }
    return { carried, knownFlaky: (0,flaky_ledger/* knownFlaky */.hM)((0,flaky_ledger/* flakyLedger */.jY)(previous)) };
}
function buildDigest(d) {
    const url = (0,context/* runUrl */.Vp)(d.ctx) ?? undefined;
    const input = {
        comparison: d.comparison,
        head: d.head,
        links: {
            runUrl: url,
            fullReportUrl: url ? `${url}#artifacts` : undefined,
            artifactUrl: (task) => {
                const dir = task.head?.outputDir ?? task.base?.outputDir;
                return (dir && d.taskArtifacts?.get(dir)) || (url ? `${url}#artifacts` : undefined);
            },
        },
        baselineNote: d.baselineNote,
        warnings: d.warnings,
        selfReported: d.selfReported ?? null,
    };
    // The trend is open in the job summary and the full report, collapsed in the comment and check.
    const sections = (collapsed) => [
        d.quarantined ?? '',
        ...(d.history
            ? [
                (0,trend/* knownFlakyLine */.NJ)(d.comparison.tasks, d.history.knownFlaky),
                (0,trend/* trendMarkdown */.P3)(d.history.carried, { collapsed }),
            ]
            : []),
    ];
    const open = { ...input, extraSections: sections(false) };
    const folded = { ...input, extraSections: sections(true) };
    // Room for the sticky marker line the comment module puts in front.
    const commentBudget = truncate/* GITHUB_LIMITS */.f.commentChars - (0,comment/* commentMarker */.Ql)(d.inputs.label).length - 2;
    const c = d.comparison;
    const regressed = c.tasks.filter((t) => t.change === 'regressed');
    const digest = {
        schema_version: report_digest/* REPORT_DIGEST_SCHEMA_VERSION */.Pl,
        label: d.inputs.label,
        conclusion: (0,self_reported/* shownConclusion */.xU)(c.conclusion, d.selfReported),
        gate_failed: c.conclusion === 'failure',
        verdict: (0,self_reported/* labelledVerdict */.zu)(c.verdict, d.selfReported),
        regressions: c.regressions.length,
        delta: c.passAtK?.delta ?? null,
        has_changes: c.tasks.some((t) => t.change !== 'unchanged') ||
            c.gate.errorGate ||
            c.gate.inconclusive !== null ||
            c.gate.flagged !== null ||
            c.suspects.length > 0,
        compared_tasks: c.figures.tasks,
        pass_at_k: c.figures.tasks > 0 ? (c.figures.passAtK[String(c.options.k)]?.head ?? null) : null,
        missing_tasks: d.missingTasks ?? 0,
        comment_markdown: (0,markdown/* renderReport */.B)(folded, { maxChars: commentBudget }),
        check_markdown: (0,markdown/* renderReport */.B)(folded, { maxChars: truncate/* GITHUB_LIMITS */.f.checkRunSummaryChars }),
        annotations: regressed
            .map((t) => ({
            path: external_node_path_.posix.join(d.inputs.tasks.split('\\').join('/'), t.taskPath, 'task.toml'),
            message: `${t.taskName}: pass rate ${fmt(t.base?.passRate)} → ${fmt(t.head?.passRate)} (pass@${c.options.k} regression)`,
        }))
            .filter((a) => isTaskFileHere(a.path, d.inputs.tasks, d.ctx.workspace)),
    };
    return {
        digest,
        fullMarkdown: (0,markdown/* renderReport */.B)(open),
        jobSummary: (0,markdown/* renderReport */.B)(open, { maxBytes: truncate/* GITHUB_LIMITS */.f.jobSummaryBytes - 1024 }),
    };
}
/**
 * Annotations only on a task.toml of this checkout's tasks folder: a summary from a fork names
 * paths of its own choosing.
 */
function isTaskFileHere(path, tasksDir, workspace) {
    const normalized = external_node_path_.posix.normalize(path);
    const root = external_node_path_.posix.normalize(tasksDir.split('\\').join('/')).replace(/\/$/, '');
    if (normalized !== path || external_node_path_.posix.isAbsolute(path) || path.split('/').includes('..'))
        return false;
    if (!path.endsWith('/task.toml') || !(root === '.' || path.startsWith(`${root}/`)))
        return false;
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(workspace, path));
}
/** pass@k at the k asked for, or at the largest k both runs have (with a warning), never throwing. */
function comparisonOptions(inputs, head, base, warnings) {
    const { k, warning } = (0,compare/* commonK */.bP)(inputs.k, base, head);
    if (warning !== null)
        warnings.push(warning);
    return { k, confidence: inputs.confidence, minEffect: inputs.minEffect, failOnError: inputs.failOnError };
}
async function publishDigest(p) {
    const { digest, inputs, ctx, clients } = p;
    const octokit = clients.octokit;
    const repo = ctx.repository;
    if (octokit && repo && p.pullNumber !== null && inputs.comment !== 'off') {
        const result = await (0,comment/* upsertStickyComment */.qD)({
            octokit,
            owner: repo.owner,
            repo: repo.repo,
            issueNumber: p.pullNumber,
            label: digest.label,
            body: digest.comment_markdown,
            mode: inputs.comment,
            hasChanges: digest.has_changes,
        });
        core/* info */.pq(`PR comment: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`);
    }
    if (octokit && repo && p.headSha && inputs.checkRun) {
        const conclusion = checkConclusion(digest, inputs);
        const result = await publishCheckRun({
            octokit,
            owner: repo.owner,
            repo: repo.repo,
            headSha: p.headSha,
            name: `Helios benchmark (${digest.label})`,
            conclusion,
            title: digest.verdict.slice(0, 1000),
            summary: digest.check_markdown,
            // Failures only when the check fails; a labelled task under a passing gate is a notice.
            annotations: digest.annotations.map((a) => taskAnnotation(a.path, a.message, conclusion === 'failure' ? 'failure' : 'notice', 'pass@k regression')),
            detailsUrl: (0,context/* runUrl */.Vp)(ctx) ?? undefined,
        });
        core/* info */.pq(`Check run: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`);
    }
    await core/* summary */.z.addRaw(p.jobSummary, true).write();
}
/**
 * The check run's conclusion: failure only when the gate failed and fail-on-regression enforces it;
 * success only for a conclusive pass; else neutral (no baseline, inconclusive, or not enforced).
 */
function checkConclusion(digest, inputs) {
    if (digest.gate_failed)
        return inputs.failOnRegression ? 'failure' : 'neutral';
    return digest.conclusion === 'success' ? 'success' : 'neutral';
}
/**
 * Step outputs, with the report's definitions: `pass-at-k` and `delta` are the headline's figures
 * over the compared tasks (COMPARED_TASKS), `passed` and `total` count the head's attempts.
 */
function setReportOutputs(digest, head, files) {
    core/* setOutput */.uH('conclusion', digest.conclusion);
    core/* setOutput */.uH('regressions', String(digest.regressions));
    core/* setOutput */.uH('delta', digest.delta === null ? '' : String(digest.delta));
    core/* setOutput */.uH('pass-at-k', digest.pass_at_k === null ? '' : String(digest.pass_at_k));
    if (head) {
        core/* setOutput */.uH('passed', String(head.totals.passed));
        core/* setOutput */.uH('total', String(head.totals.attempts));
    }
    if (files) {
        core/* setOutput */.uH('summary-path', files.summary);
        core/* setOutput */.uH('report-path', files.markdown);
    }
}
function fmt(rate) {
    return rate === null || rate === undefined ? '—' : `${Math.round(rate * 100)}%`;
}


/***/ }),

/***/ 4429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sr: () => (/* binding */ fetchFailedAttempts),
/* harmony export */   xN: () => (/* binding */ attemptArtifactsByKey)
/* harmony export */ });
/* unused harmony export MAX_FETCHED_ATTEMPTS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45655);
/* harmony import */ var _task_slug_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48178);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40645);
// The attempt folders report.html shows trajectories from: the report job fetches the attempt
// artifacts of the tasks that failed (fewest passes first), at most MAX_FETCHED_ATTEMPTS, into one
// tree shaped like a run folder (`<NNN>_<slug>/attempt_<NNN>/`). Passing tasks and attempts past
// the cap keep a link to their artifact. A download that fails leaves that attempt linked only.




const MAX_FETCHED_ATTEMPTS = 60;
async function fetchFailedAttempts(artifacts, head, label, ctx, clients, workDir) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workDir, 'attempts');
    const byKey = attemptArtifactsByKey(artifacts, label);
    const links = new Map();
    for (const [key, artifact] of byKey) {
        const url = (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactUrl */ .Wk)(ctx, artifact.id);
        if (url)
            links.set(key, url);
    }
    const wanted = head.tasks
        .filter((t) => t.successes < t.n)
        .sort((a, b) => a.successes / a.n - b.successes / b.n || a.output_dir.localeCompare(b.output_dir))
        .flatMap((t) => Array.from({ length: t.n }, (_, i) => `${t.output_dir}/${(0,_task_slug_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptDirName */ .SH)(i + 1)}`))
        .filter((key) => byKey.has(key))
        .slice(0, MAX_FETCHED_ATTEMPTS);
    let failed = 0;
    for (const key of wanted) {
        try {
            await clients.artifacts.downloadArtifactByName(byKey.get(key).name, dir);
        }
        catch {
            failed++;
        }
    }
    return { dir, links, fetched: wanted.length - failed, failed };
}
/** A run's per-attempt artifacts of `label`, by `<NNN>_<slug>/attempt_<NNN>` (the run-folder path). */
function attemptArtifactsByKey(artifacts, label) {
    const byKey = new Map();
    for (const artifact of artifacts) {
        const parsed = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArtifactName */ .TZ)(artifact.name, label);
        if (parsed?.kind === 'attempt')
            byKey.set(`${parsed.taskDir}/${(0,_task_slug_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptDirName */ .SH)(parsed.attempt)}`, artifact);
    }
    return byKey;
}


/***/ }),

/***/ 89017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ fetchBaseAttempts)
/* harmony export */ });
/* unused harmony export MAX_BASE_TASKS */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73116);
/* harmony import */ var _task_slug_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(48178);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12011);
/* harmony import */ var _report_attempts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4429);
// The baseline's side of report.html: the base attempts of the regressed tasks live in the
// baseline's own workflow run, so the report job lists that run's artifacts (REST) and downloads
// the regressed tasks' attempt artifacts (at most MAX_BASE_TASKS tasks) into a temp folder shaped
// like a run folder. The caller removes the folder once the page is written. A failed listing or
// download is a warning: those base attempts then say they were not available and link to the run.








/** Regressed tasks whose base attempts are fetched; the rest link to the base run. */
const MAX_BASE_TASKS = 20;
async function fetchBaseAttempts(d) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'helios-base-attempts-'));
    const result = {
        dir,
        links: new Map(),
        runUrl: d.baseRun.htmlUrl,
        fetched: 0,
        failed: 0,
        dispose: () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true }),
    };
    const wanted = regressedBaseAttempts(d.base, d.comparison);
    if (wanted.length === 0 || !d.clients.octokit || !d.ctx.repository)
        return result;
    const { owner, repo } = d.ctx.repository;
    let listed;
    try {
        listed = await d.clients.octokit.paginate(d.clients.octokit.rest.actions.listWorkflowRunArtifacts, {
            owner,
            repo,
            run_id: d.baseRun.runId,
            per_page: 100,
        });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html: the baseline run's artifacts could not be listed (${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}); regressed tasks link to ${d.baseRun.htmlUrl} instead of showing base attempts.`);
        return result;
    }
    const byKey = (0,_report_attempts_js__WEBPACK_IMPORTED_MODULE_5__/* .attemptArtifactsByKey */ .xN)(listed.filter((a) => !a.expired), d.label);
    for (const key of wanted) {
        const artifact = byKey.get(key);
        if (!artifact) {
            result.failed++;
            continue;
        }
        result.links.set(key, `${d.baseRun.htmlUrl}/artifacts/${artifact.id}`);
        try {
            await d.clients.artifacts.downloadIdFromRun({
                runId: d.baseRun.runId,
                owner,
                repo,
                token: d.clients.token,
                id: artifact.id,
                name: artifact.name,
                ...(artifact.digest ? { digest: artifact.digest } : {}),
                dir,
            });
            result.fetched++;
        }
        catch {
            result.failed++;
        }
    }
    if (result.failed > 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html: ${result.failed} base attempt artifact(s) of the regressed tasks were not available in ${d.baseRun.htmlUrl}; those base attempts are not shown.`);
    return result;
}
/** The base attempts (run-folder paths) of the first MAX_BASE_TASKS regressed tasks. */
function regressedBaseAttempts(base, comparison) {
    const regressed = new Set(comparison.tasks.filter((t) => (0,_report_format_js__WEBPACK_IMPORTED_MODULE_6__/* .displayStatus */ .j_)(t) === 'regressed').map((t) => t.taskId));
    return base.tasks
        .filter((t) => regressed.has(t.task_id))
        .sort((a, b) => a.output_dir.localeCompare(b.output_dir))
        .slice(0, MAX_BASE_TASKS)
        .flatMap((t) => Array.from({ length: t.n }, (_, i) => `${t.output_dir}/${(0,_task_slug_js__WEBPACK_IMPORTED_MODULE_7__/* .attemptDirName */ .SH)(i + 1)}`));
}


/***/ }),

/***/ 28632:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ev: () => (/* binding */ reportMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45655);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73116);
/* harmony import */ var _results_merge_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42958);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59913);
/* harmony import */ var _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57177);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(26438);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(49930);
/* harmony import */ var _results_uploads_record_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(69564);
/* harmony import */ var _load_baseline_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(84775);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(40645);
/* harmony import */ var _confirm_report_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(65149);
/* harmony import */ var _report_attempts_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(4429);
/* harmony import */ var _report_base_attempts_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(89017);
/* harmony import */ var _publish_report_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(69646);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_7__]);
_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_7__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];
// mode: report — merge this run's shard summaries, compare with the baseline, publish the report
// (sticky comment, check run, job summary), upload it, and gate.


















async function reportMode(inputs, ctx, clients) {
    const runId = (0,_context_js__WEBPACK_IMPORTED_MODULE_12__/* .benchmarkRunId */ .uq)(ctx);
    const workDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, `${runId}-report`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(workDir, { recursive: true });
    const warnings = [];
    const artifacts = await clients.artifacts.listRunArtifacts();
    const names = artifacts.map((a) => a.name);
    const plan = await readPlan(inputs, clients, workDir, names, warnings);
    const shardInputs = await readShardSummaries(artifacts, inputs, clients, workDir, warnings);
    if (shardInputs.length === 0 && !plan) {
        throw new Error(`No shard summaries or plan for label '${inputs.label}' in this workflow run: the report job must run after the run jobs (needs: run).`);
    }
    const taskArtifacts = taskArtifactLinks(artifacts, inputs.label, ctx);
    const merged = (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeShardSummaries */ .x)(shardInputs, plan ?? undefined);
    warnings.push(...merged.problems.map((p) => problemWarning(p, plan)));
    const head = {
        ...merged.summary,
        label: inputs.label,
        source: (0,_context_js__WEBPACK_IMPORTED_MODULE_12__/* .runSource */ .Rh)(ctx),
    };
    for (const w of warnings)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(w);
    // The report artifact holds the merged summary (the next runs' baseline), the digest and the full
    // markdown (linked when a comment had to be shortened). It is uploaded before anything can fail:
    // if the baseline or the comparison throws, the summary alone still goes up, then the error.
    const { reportDir, files } = await reportFiles(workDir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(files.summary, `${JSON.stringify(head, null, 2)}\n`);
    const upload = async (paths) => {
        // The final report of a confirmation round comes second in the run: artifact names are unique.
        const name = (inputs.confirm === 'final' ? _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .finalReportArtifactName */ .IR : _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .reportArtifactName */ .m5)(inputs.label);
        const result = await clients.artifacts.uploadFolder(name, reportDir, paths);
        if (!result.ok)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The report artifact was not uploaded: ${result.error}`);
    };
    let built;
    try {
        built = await (0,_publish_report_js__WEBPACK_IMPORTED_MODULE_16__/* .digestAgainstBaseline */ .Bd)({
            taskArtifacts,
            inputs,
            ctx,
            clients,
            head,
            warnings,
            missingTasks: missingTaskCount(merged.problems),
            carryHistory: true,
            ...(0,_confirm_report_js__WEBPACK_IMPORTED_MODULE_13__/* .confirmationHook */ .$)({ inputs, clients, workDir, warnings, recording: isRecordingRun(ctx) }),
        });
    }
    catch (error) {
        await upload([files.summary]);
        throw error;
    }
    const { digest, fullMarkdown, jobSummary, history } = built;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(files.digest, `${JSON.stringify(digest, null, 2)}\n`);
    if (history)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(files.history, (0,_results_history_js__WEBPACK_IMPORTED_MODULE_6__/* .serializeHistory */ .ph)(history));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(files.markdown, `${fullMarkdown}\n`);
    const page = { head, built, taskArtifacts, artifacts, ctx, clients, workDir };
    const html = await writeReportHtml(files.html, page);
    await upload(Object.values(files).filter((f) => f !== files.html || html));
    await (0,_publish_report_js__WEBPACK_IMPORTED_MODULE_16__/* .publishDigest */ .Sw)({
        digest,
        jobSummary,
        inputs,
        ctx,
        clients,
        pullNumber: ctx.pullRequest?.number ?? null,
        headSha: ctx.sha,
    });
    (0,_publish_report_js__WEBPACK_IMPORTED_MODULE_16__/* .setReportOutputs */ .vl)(digest, head, files);
    gate(digest, inputs, ctx);
    return digest;
}
async function reportFiles(workDir) {
    const reportDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, 'artifact');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(reportDir, { recursive: true });
    const files = {
        summary: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _load_baseline_js__WEBPACK_IMPORTED_MODULE_11__/* .RUN_SUMMARY_FILE */ .s$),
        digest: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _load_baseline_js__WEBPACK_IMPORTED_MODULE_11__/* .REPORT_DIGEST_FILE */ .TC),
        markdown: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _load_baseline_js__WEBPACK_IMPORTED_MODULE_11__/* .REPORT_MARKDOWN_FILE */ .mk),
        history: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _results_history_js__WEBPACK_IMPORTED_MODULE_6__/* .HISTORY_FILE */ .CX),
        html: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_7__/* .REPORT_HTML_FILE */ .C),
    };
    return { reportDir, files };
}
/**
 * report.html beside the markdown: the attempts from the merged summary, linked to their
 * artifacts; the failed tasks' fetched attempts with their trajectories. A page that cannot be made is a warning: the
 * report itself must still go up.
 */
async function writeReportHtml(file, d) {
    const attempts = await (0,_report_attempts_js__WEBPACK_IMPORTED_MODULE_14__/* .fetchFailedAttempts */ .sr)(d.artifacts, d.head, d.head.label, d.ctx, d.clients, d.workDir);
    if (attempts.failed > 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html: ${attempts.failed} attempt artifact(s) could not be fetched; those attempts are linked, not shown.`);
    // The base side of regressed tasks: their attempts fetched from the baseline's own run.
    const { base, baseRun, comparison } = d.built;
    const baseAttempts = base && baseRun
        ? await (0,_report_base_attempts_js__WEBPACK_IMPORTED_MODULE_15__/* .fetchBaseAttempts */ .S)({
            baseRun,
            base,
            comparison,
            label: d.head.label,
            ctx: d.ctx,
            clients: d.clients,
        })
        : null;
    try {
        const html = await (0,_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_7__/* .reportHtml */ .E)({
            head: d.head,
            headDir: attempts.dir,
            base: d.built.base,
            baseDir: baseAttempts?.dir ?? null,
            baseAttemptLinks: baseAttempts?.links,
            baseRunUrl: baseAttempts?.runUrl ?? null,
            comparison: d.built.comparison,
            history: d.built.history,
            leaderboard: null,
            reportDir: null,
            taskLinks: d.taskArtifacts,
            attemptLinks: attempts.links,
        });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, html);
        return true;
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html was not written: ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
        return false;
    }
    finally {
        await baseAttempts?.dispose();
    }
}
/** Each shard's summary artifact of this label, parsed; one that cannot be read is a warning. */
async function readShardSummaries(artifacts, inputs, clients, workDir, warnings) {
    const shardInputs = [];
    for (const artifact of artifacts) {
        const parsed = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArtifactName */ .TZ)(artifact.name, inputs.label);
        if (parsed?.kind !== 'shard-summary')
            continue;
        const file = `${artifact.name}/shard_summary.json`;
        try {
            const downloaded = await clients.artifacts.downloadArtifactByName(artifact.name, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, artifact.name));
            const summary = (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_9__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(downloaded.path, 'shard_summary.json'), 'utf8'), file, 'shard');
            shardInputs.push({ file, summary });
            warnings.push(...(await failedUploads(downloaded.path, artifact.name)));
        }
        catch (error) {
            warnings.push(`Shard summary ${file} could not be read and was left out: ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
        }
    }
    return shardInputs;
}
/** The uploads a shard recorded as failed for good, as warnings (a broken record is one too). */
async function failedUploads(dir, artifactName) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'uploads.json'), 'utf8').catch(() => null);
    if (text === null)
        return [];
    try {
        const { failed } = (0,_results_uploads_record_js__WEBPACK_IMPORTED_MODULE_10__/* .parseUploadsRecord */ .Pg)(text, `${artifactName}/uploads.json`);
        if (failed.length === 0)
            return [];
        return [
            `${artifactName}: ${failed.length} artifact(s) failed to upload for good: ${failed.map((f) => f.name).join(', ')}`,
        ];
    }
    catch (error) {
        return [(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)];
    }
}
/** Fails the step on a real regression, except on a run that records the base branch. */
function gate(digest, inputs, ctx) {
    if (!digest.gate_failed || !inputs.failOnRegression)
        return;
    // A push or a schedule records the base branch as it is: it becomes the next baseline.
    if (isRecordingRun(ctx) && !inputs.gatePushes)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${digest.verdict} (not failing a ${ctx.eventName} run; set gate-pushes: true to fail it)`);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(digest.verdict);
}
/** Planned tasks the merged summary has no result for (missing shards and tasks). */
function missingTaskCount(problems) {
    const missing = new Set();
    let unknown = 0;
    for (const p of problems) {
        if (p.kind !== 'missing-shard' && p.kind !== 'missing-task')
            continue;
        if (p.task_ids.length === 0)
            unknown++; // a missing shard without a plan: its tasks are unknown
        for (const id of p.task_ids)
            missing.add(id);
    }
    return missing.size + unknown;
}
function isRecordingRun(ctx) {
    return ctx.pullRequest === null && ['push', 'schedule', 'workflow_dispatch'].includes(ctx.eventName);
}
/** Shown with a missing shard or task: which tasks have no results (by folder, as users know them). */
const LISTED_TASKS = 10;
/** A merge problem as a warning; missing shards and tasks name the tasks they leave out. */
function problemWarning(problem, plan) {
    if (problem.kind !== 'missing-shard' && problem.kind !== 'missing-task')
        return problem.message;
    if (problem.task_ids.length === 0)
        return problem.message;
    const pathOf = new Map();
    for (const shard of plan?.shards ?? [])
        shard.task_ids.forEach((id, i) => pathOf.set(id, shard.task_paths[i] ?? id));
    const listed = problem.task_ids.slice(0, LISTED_TASKS).map((id) => pathOf.get(id) ?? id);
    const more = problem.task_ids.length - listed.length;
    return `${problem.message}: ${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
async function readPlan(inputs, clients, workDir, names, warnings) {
    const name = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .planArtifactName */ .nU)(inputs.label);
    if (!names.includes(name)) {
        warnings.push(`No plan artifact '${name}' in this run: missing shards cannot be detected.`);
        return null;
    }
    try {
        const downloaded = await clients.artifacts.downloadArtifactByName(name, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, name));
        return (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_8__/* .parsePlan */ .vS)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(downloaded.path, 'plan.json'), 'utf8'), `${name}/plan.json`);
    }
    catch (error) {
        warnings.push(`The plan artifact could not be read: ${(0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
        return null;
    }
}
/**
 * Task output folder → link to its first attempt artifact (or its per-task / shard bundle), so the
 * report links straight to the files.
 */
function taskArtifactLinks(artifacts, label, ctx) {
    const links = new Map();
    for (const artifact of artifacts) {
        const parsed = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArtifactName */ .TZ)(artifact.name, label);
        if (parsed?.kind !== 'attempt' && parsed?.kind !== 'task-attempts')
            continue;
        const url = (0,_context_js__WEBPACK_IMPORTED_MODULE_12__/* .artifactUrl */ .Wk)(ctx, artifact.id);
        const rank = parsed.kind === 'attempt' ? parsed.attempt : 0;
        const known = links.get(parsed.taskDir);
        if (url && (!known || rank < known.rank))
            links.set(parsed.taskDir, { url, rank });
    }
    return new Map([...links].map(([dir, { url }]) => [dir, url]));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 84713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xv: () => (/* binding */ actionAgentSpec),
  wY: () => (/* binding */ actionRunOptions),
  t6: () => (/* binding */ maskAgentEnv),
  rt: () => (/* binding */ runMode),
  Ek: () => (/* binding */ runShard),
  xE: () => (/* binding */ writeRunOutputs)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/run/providers/docker/provider.ts + 8 modules
var docker_provider = __webpack_require__(89041);
// EXTERNAL MODULE: ./src/run/providers/daytona/config.ts
var config = __webpack_require__(57063);
// EXTERNAL MODULE: ./src/run/providers/kubernetes/config.ts
var kubernetes_config = __webpack_require__(63508);
// EXTERNAL MODULE: ./src/run/providers/index.ts + 21 modules
var providers = __webpack_require__(3710);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(45655);
// EXTERNAL MODULE: ./src/github/artifacts.ts
var artifacts = __webpack_require__(4616);
// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/shard-summary.ts
// The job summary of one shard (or of a merged run without a baseline): pass@k and each task's
// attempt statuses. Pure markdown.



const STATUS_ICON = { passed: '✅', failed: '❌', error: '⚠️' };
function renderShardSummary(summary, opts = {}) {
    const t = summary.totals;
    const where = summary.shard === null ? 'run' : `shard ${summary.shard.index + 1} of ${summary.shard.count}`;
    const passAt = Object.entries(t.pass_at_k).map(([k, v]) => `pass@${k} ${(0,format/* percent */.KN)(v)}`);
    const head = [
        `### Helios ${where}: ${(0,report_escape/* escapeMarkdown */.FV)(summary.label)}`,
        `**${passAt.join(' · ') || 'no attempts'}** · ${t.tasks} task(s), ${t.attempts} attempt(s): ${t.passed} passed, ${t.failed} failed, ${t.errors} errored · mean reward ${t.mean_reward.toFixed(3)}`,
        `agent ${(0,report_escape/* escapeMarkdown */.FV)(summary.agent)} · model ${(0,report_escape/* escapeMarkdown */.FV)(summary.model ?? 'none')} · ${summary.attempts} attempt(s) per task`,
        ...(summary.stopped
            ? [
                `⛔ The run stopped, ${summary.stopped.not_started.length} attempt(s) not started: ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(summary.stopped.reason, 300))}`,
            ]
            : []),
    ];
    // Worst first: errored, then lowest pass rate; so a cut keeps what needs attention.
    const tasks = [...summary.tasks].sort((a, b) => b.errors - a.errors || a.successes / a.n - b.successes / b.n || (a.task_name < b.task_name ? -1 : 1));
    const rows = tasks.map((task) => [
        (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(task.task_name, 120)),
        task.statuses.map((s) => STATUS_ICON[s]).join(''),
        `${task.successes}/${task.n}`,
        task.mean_reward.toFixed(2),
        task.reasons
            .slice(0, 3)
            .map((r) => `${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(r.reason, 160))} ×${r.count}`)
            .join('; '),
    ]);
    const invalid = summary.invalid_tasks.length === 0
        ? ''
        : `⚠️ ${summary.invalid_tasks.length} invalid task(s): ${summary.invalid_tasks
            .slice(0, 20)
            .map((i) => (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(i.relative_dir, 120)))
            .join(', ')}`;
    const render = (count) => {
        const table = (0,markdown_table/* markdownTable */.Q)([['Task', 'Attempts', 'Passed', 'Reward', 'Reasons'], ...rows.slice(0, count)], {
            alignDelimiters: false,
        });
        const more = count < rows.length ? `_…and ${rows.length - count} more task(s); see the summary artifact._` : '';
        return `${[...head, count > 0 ? table : '', more, invalid].filter((p) => p !== '').join('\n\n')}\n`;
    };
    const max = opts.maxBytes;
    if (max === undefined || Buffer.byteLength(render(rows.length)) <= max)
        return render(rows.length);
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (Buffer.byteLength(render(mid)) <= max)
            lo = mid;
        else
            hi = mid - 1;
    }
    return render(lo);
}

// EXTERNAL MODULE: ./src/run/runner.ts + 27 modules
var runner = __webpack_require__(4193);
// EXTERNAL MODULE: ./src/config/bench-runs.ts
var bench_runs = __webpack_require__(20675);
// EXTERNAL MODULE: ./src/action/config-inputs.ts
var config_inputs = __webpack_require__(96274);
// EXTERNAL MODULE: ./src/task/slug.ts
var slug = __webpack_require__(48178);
// EXTERNAL MODULE: ./src/results/uploads-record.ts
var uploads_record = __webpack_require__(69564);
// EXTERNAL MODULE: ./src/run/agent-setup.ts
var agent_setup = __webpack_require__(16916);
// EXTERNAL MODULE: ./src/run/interrupt.ts
var run_interrupt = __webpack_require__(47214);
// EXTERNAL MODULE: ./src/action/job-images.ts
var job_images = __webpack_require__(384);
// EXTERNAL MODULE: ./src/action/planned-tasks.ts
var planned_tasks = __webpack_require__(55995);
// EXTERNAL MODULE: ./src/run/agents/preflight.ts
var preflight = __webpack_require__(78423);
// EXTERNAL MODULE: ./src/run/agents/index.ts + 5 modules
var agents = __webpack_require__(41748);
// EXTERNAL MODULE: ./src/run/agents/model-catalogue.ts
var model_catalogue = __webpack_require__(70301);
// EXTERNAL MODULE: ./src/action/agent-cache.ts
var agent_cache = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/run-mode.ts
// mode: run — one matrix shard: run its planned tasks k times, upload every attempt as soon as it
// finishes, then the shard summary. A cancelled job (SIGINT/SIGTERM) removes its containers and
// still uploads what finished.

























async function runMode(given, ctx, clients) {
    const { inputs, ofTasks } = await withConfig(given, ctx);
    // What the agent needs (a key in env:, agent-network: host for a localhost server), before anything.
    (0,preflight/* assertAgentCanRun */.zK)((0,agents/* resolveAgent */.cT)(actionAgentSpec(inputs), inputs.model), process.env, inputs.agentNetwork);
    const modelTypo = inputs.model === null ? null : (0,model_catalogue/* modelTypoWarning */.S)(inputs.model);
    if (modelTypo !== null)
        core/* warning */.$e(modelTypo);
    const runId = (0,context/* benchmarkRunId */.uq)(ctx);
    const runDir = (0,external_node_path_.join)(clients.outputDir, runId);
    const shardOfPlan = await loadShard(inputs, ctx, clients, runId);
    const { plan, shard, invalid, taskNumbers, taskDirById } = shardOfPlan;
    const { tasks, taskSettings } = ofTasks(shardOfPlan.tasks);
    maskAgentEnv(inputs);
    const uploader = attemptUploader(inputs, clients, runDir, tasks, taskDirById, taskSettings);
    core/* info */.pq(`Shard ${shard.index + 1}/${plan.shards.length}: ${tasks.length} task(s) × ${inputs.attempts} attempt(s), ${uploader.policy.mode} artifacts`);
    const shardInfo = { index: shard.index, count: plan.shards.length };
    const options = actionRunOptions(inputs, ctx, clients, {
        tasks,
        invalidTasks: invalid,
        taskSettings,
        runId,
        taskNumbers,
        shard: shardInfo,
        onAttemptComplete: uploader.onAttemptComplete,
    });
    const { summary, cancelled } = await runShard(options, inputs);
    if (uploader.policy.mode === 'bundle' && tasks.length > 0) {
        uploader.upload((0,artifact_names/* shardAttemptsArtifactName */.mO)(inputs.label, shard.index, plan.shards.length), (0,artifacts/* listFiles */.CS)(runDir).then((f) => f.filter((p) => !p.endsWith('.json') || p.includes('attempt_'))));
    }
    const summaryFile = await uploadShardSummary(inputs, clients, runDir, shardInfo, uploader);
    const k = String(inputs.attempts);
    core/* setOutput */.uH('pass-at-k', String(summary.totals.pass_at_k[k] ?? 0));
    await writeRunOutputs(summary, summaryFile);
    if (cancelled)
        throw new Error(`Shard ${shard.index} was cancelled; ${summary.totals.attempts} finished attempt(s) were uploaded.`);
    return summary;
}
/** A job that ran attempts: its outputs (attempts passed and run, the summary file) and job summary. */
async function writeRunOutputs(summary, summaryFile) {
    core/* setOutput */.uH('passed', String(summary.totals.passed));
    core/* setOutput */.uH('total', String(summary.totals.attempts));
    core/* setOutput */.uH('summary-path', summaryFile);
    await core/* summary */.z.addRaw(renderShardSummary(summary), true).write();
}
/** The agent's secrets are masked before anything could print them. */
function maskAgentEnv(inputs) {
    for (const agentEnv of inputs.agentEnv) {
        const value = process.env[agentEnv];
        if (value)
            core/* setSecret */.Pq(value);
        else
            core/* warning */.$e(`agent-env names ${agentEnv}, but it is not set in this step's environment.`);
    }
}
/** The run options every job that runs attempts shares (run, confirm), from the inputs. */
function actionRunOptions(inputs, ctx, clients, job) {
    return {
        ...job,
        agent: actionAgentSpec(inputs),
        agentNetwork: inputs.agentNetwork,
        agentDir: inputs.agentDir ? (0,external_node_path_.resolve)(ctx.workspace, inputs.agentDir) : null,
        agentCacheDir: (0,agent_setup/* defaultAgentCacheDir */.wo)(process.env),
        onLog: (message) => core/* info */.pq(message),
        model: inputs.model,
        attempts: inputs.attempts,
        concurrency: inputs.concurrency,
        outputDir: clients.outputDir,
        label: inputs.label,
        timeoutMultiplier: inputs.timeoutMultiplier,
        agentEnvNames: inputs.agentEnv,
        retry: { maxRetries: inputs.retries },
        budget: { maxCostUsd: inputs.runMaxCostUsd, maxTokens: inputs.runMaxTokens },
        source: (0,context/* runSource */.Rh)(ctx),
        onProgress: job_images/* logRunEvent */.kM,
    };
}
/** This job's shard of the plan: its tasks loaded, with their global numbers and folders. */
async function loadShard(inputs, ctx, clients, runId) {
    const plan = await (0,planned_tasks/* downloadPlan */.mb)(inputs, clients, (0,external_node_path_.join)(clients.outputDir, `${runId}-plan`));
    const shard = plan.shards[inputs.shard];
    if (!shard) {
        throw new action_inputs/* InputError */.dz(`Input 'shard' is ${inputs.shard} but the plan has ${plan.shards.length} shard(s) (0 to ${plan.shards.length - 1}).`);
    }
    const root = (0,external_node_path_.resolve)(ctx.workspace, inputs.tasks);
    const { tasks, invalid } = await (0,planned_tasks/* loadPlannedTasks */.hA)(root, shard.task_paths, shard.task_ids);
    if (shard.index === 0)
        invalid.push(...(plan.invalid_tasks ?? []));
    const numberOfPath = (0,planned_tasks/* planTaskNumbers */.H2)(plan);
    const taskNumbers = tasks.map((t) => numberOfPath.get(t.relativeDir));
    const taskDirById = new Map(tasks.map((t, i) => [t.id, (0,slug/* taskOutputDirName */.zG)(taskNumbers[i], t.name)]));
    return { plan, shard, tasks, invalid, taskNumbers, taskDirById };
}
/** Uploads each attempt (or each task, or one bundle) as GitHub's 500-artifact limit allows. */
function attemptUploader(inputs, clients, runDir, tasks, taskDirById, taskSettings) {
    const attemptsOf = tasks.map((_, i) => taskSettings[i]?.attempts ?? inputs.attempts);
    const policy = (0,artifact_names/* planArtifactUploads */.EI)(attemptsOf.reduce((sum, n) => sum + n, 0), tasks.length);
    const uploads = [];
    const upload = (name, files) => {
        if (inputs.uploadAttempts)
            uploads.push(files.then((f) => clients.artifacts.uploadFolder(name, runDir, f)));
    };
    const attemptsLeft = new Map(tasks.map((t, i) => [t.id, attemptsOf[i]]));
    const onAttemptComplete = (result, attemptDir) => {
        const taskDir = taskDirById.get(result.task_id);
        if (policy.mode === 'per-attempt')
            upload((0,artifact_names/* attemptArtifactName */.tZ)(inputs.label, taskDir, result.attempt), (0,artifacts/* listFiles */.CS)(attemptDir));
        const left = (attemptsLeft.get(result.task_id) ?? 1) - 1;
        attemptsLeft.set(result.task_id, left);
        if (policy.mode === 'per-task' && left === 0)
            upload((0,artifact_names/* taskArtifactName */.zX)(inputs.label, taskDir), (0,artifacts/* listFiles */.CS)((0,external_node_path_.join)(runDir, taskDir)));
    };
    return { policy, uploads, upload, onAttemptComplete };
}
/**
 * Runs the shard; a cancelled job (SIGINT/SIGTERM) stops the run, which removes its containers,
 * and gets the summary of the attempts that finished. The agent install is cached around it.
 */
async function runShard(options, inputs) {
    const docker = (0,docker_provider/* dockerClient */._)();
    const provider = remoteProvider(inputs);
    // A remote provider makes its own image source (Daytona: snapshots; Kubernetes: the registry's
    // references of what this job builds and pushes): the job's Docker image store stays out.
    const images = provider ? null : await (0,job_images/* jobImages */.qh)(inputs, docker, (0,external_node_path_.join)(options.outputDir, options.runId));
    const imageRegistry = provider?.name === 'kubernetes' ? await (0,job_images/* jobRegistry */.bW)(inputs) : null;
    const interrupt = (0,run_interrupt/* interruptOnSignals */.c)({
        docker,
        provider: provider ?? undefined,
        runIds: [options.runId],
        onFirst: (signal) => core/* warning */.$e(`${signal}: stopping — running containers are removed, finished attempts are still uploaded.`),
    });
    let agentCache = null;
    let summary;
    let cancelled = false;
    try {
        // Installed CLIs: their install folder comes from (and goes to) the Actions cache.
        agentCache = await (0,agent_cache/* restoreAgentInstall */.jB)(options.agent, options.agentCacheDir, docker, (message) => core/* info */.pq(message));
        summary = await (0,runner/* runBenchmark */.ff)({
            ...options,
            docker,
            ...(provider ? { provider } : {}),
            ...(images ? { images } : {}),
            ...(imageRegistry ? { imageRegistry } : {}),
            signal: interrupt.signal,
        });
    }
    catch (error) {
        if (!(error instanceof runner/* RunAbortedError */.$H))
            throw error;
        cancelled = true;
        summary = error.summary;
    }
    finally {
        interrupt.dispose();
        if (images)
            await (0,job_images/* removeJobImages */.Eg)(inputs, images);
    }
    await (0,agent_cache/* saveAgentInstall */.U5)(agentCache, (message) => core/* info */.pq(message));
    return { summary, cancelled };
}
/** `provider: daytona` or `kubernetes`: its client, capped at the shard's concurrency; null for the runner's engine. */
function remoteProvider(inputs) {
    if (inputs.provider === 'docker')
        return null;
    try {
        return (0,providers/* createProvider */.Qd)(inputs.provider, { concurrency: inputs.concurrency });
    }
    catch (error) {
        if (error instanceof config/* DaytonaConfigError */.xf || error instanceof kubernetes_config/* KubernetesConfigError */.Rl)
            throw new action_inputs/* InputError */.dz(`Input 'provider': ${error.message}`);
        throw error;
    }
}
/** The summary goes last and always, with a record of the uploads that failed for good. */
async function uploadShardSummary(inputs, clients, runDir, shard, uploader) {
    const outcomes = await Promise.all(uploader.uploads);
    const failed = outcomes.filter((o) => !o.ok);
    for (const f of failed)
        core/* warning */.$e(`Artifact ${f.name} was not uploaded: ${f.error}`);
    const summaryFile = (0,external_node_path_.join)(runDir, (0,runner/* summaryFileName */._P)(shard));
    const uploadsFile = (0,external_node_path_.join)(runDir, 'uploads.json');
    await (0,promises_.writeFile)(uploadsFile, `${JSON.stringify((0,uploads_record/* uploadsRecord */.Ci)(uploader.policy.mode, outcomes), null, 2)}\n`);
    const summaryUpload = await clients.artifacts.uploadFolder((0,artifact_names/* shardSummaryArtifactName */.G8)(inputs.label, shard.index, shard.count), runDir, [summaryFile, uploadsFile]);
    if (!summaryUpload.ok)
        throw new Error(`Could not upload the shard summary: ${summaryUpload.error}`);
    return summaryFile;
}
/**
 * With `config`, the label's run of the config: its agent, model and settings where no input was
 * given, and each task's own settings and env. Without, the inputs as they are.
 */
async function withConfig(given, ctx) {
    if (!given.config)
        return { inputs: given, ofTasks: (tasks) => ({ tasks, taskSettings: tasks.map(() => ({})) }) };
    const loaded = await (0,config_inputs/* loadActionConfig */.z)(given, ctx);
    const { inputs, run } = (0,config_inputs/* inputsOfRun */.c)(loaded, given.label);
    const ofTasks = (tasks) => {
        // The plan took only the tasks this run's model takes, so each has its entry here.
        const planned = new Map((0,bench_runs/* tasksOfRun */.bT)(loaded.config, run, tasks).map((p) => [p.task, p]));
        return {
            tasks: tasks.map((task) => (0,bench_runs/* withTaskEnv */.lx)(task, planned.get(task)?.env ?? {})),
            taskSettings: tasks.map((task) => planned.get(task)?.settings ?? {}),
        };
    };
    return { inputs, ofTasks };
}
function actionAgentSpec(inputs) {
    const limits = {
        ...(inputs.maxTurns !== null ? { maxTurns: inputs.maxTurns } : {}),
        ...(inputs.maxTokens !== null ? { maxTokens: inputs.maxTokens } : {}),
        ...(inputs.maxCostUsd !== null ? { maxCostUsd: inputs.maxCostUsd } : {}),
    };
    return {
        name: inputs.agent,
        ...(inputs.agentCommand ? { command: inputs.agentCommand } : {}),
        ...(inputs.agentVersion ? { version: inputs.agentVersion } : {}),
        limits,
    };
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
    });
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

/***/ 47318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   p8: () => (/* binding */ COMMENT_MODES),
/* harmony export */   qD: () => (/* binding */ upsertStickyComment)
/* harmony export */ });
/* unused harmony exports stickyCommentBody, findStickyComment */
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20753);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45655);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
// The sticky PR comment: one per benchmark label, found by a hidden marker on its first line
// across every page of the PR's comments, and updated in place.



/** When the sticky comment is written: every run, only when the report changed, never. */
const COMMENT_MODES = ['always', 'on-change', 'off'];
function commentMarker(label) {
    return `<!-- helios-action:${(0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_1__/* .sanitizeLabel */ .kT)(label)} -->`;
}
/** The marker line, then the body; cut (with a note) if the renderer left it over the limit. */
function stickyCommentBody(label, body) {
    return (0,_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateForGitHub */ .l)(`${commentMarker(label)}\n${body}`, _truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_LIMITS */ .f.commentChars);
}
/** The oldest comment whose body starts with the label's marker, searching all pages. */
async function findStickyComment(target) {
    const marker = commentMarker(target.label);
    const pages = target.octokit.paginate.iterator(target.octokit.rest.issues.listComments, {
        owner: target.owner,
        repo: target.repo,
        issue_number: target.issueNumber,
        per_page: 100,
    });
    for await (const { data } of pages) {
        const found = data.find((c) => (c.body ?? '').trimStart().startsWith(marker));
        if (found)
            return { id: found.id, body: found.body ?? '', url: found.html_url };
    }
    return undefined;
}
/**
 * `always`: update the sticky comment or create it. `on-change`: create it only when the report
 * shows changes, but always update an existing one (so it never goes stale). `off`: nothing.
 */
async function upsertStickyComment(opts) {
    if (opts.mode === 'off')
        return { action: 'skipped', reason: 'comment: off' };
    const body = stickyCommentBody(opts.label, opts.body);
    const existing = await findStickyComment(opts);
    if (existing) {
        if (existing.body === body)
            return { action: 'unchanged', commentId: existing.id, url: existing.url };
        return writeComment('Updating the report comment', 'updated', () => opts.octokit.rest.issues.updateComment({
            owner: opts.owner,
            repo: opts.repo,
            comment_id: existing.id,
            body,
        }));
    }
    if (opts.mode === 'on-change' && !opts.hasChanges) {
        return { action: 'skipped', reason: 'comment: on-change and the report shows no changes' };
    }
    return writeComment('Posting the report comment', 'created', () => opts.octokit.rest.issues.createComment({
        owner: opts.owner,
        repo: opts.repo,
        issue_number: opts.issueNumber,
        body,
    }));
}
/** Creating and updating answer alike: the comment (its id and address) or a degraded write. */
async function writeComment(what, action, write) {
    const result = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .orDegrade */ .I6)(what, write);
    if (!result.ok)
        return { action: 'degraded', reason: result.reason };
    return { action, commentId: result.value.data.id, url: result.value.data.html_url };
}


/***/ }),

/***/ 67252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ REPORT_DIGEST_SCHEMA_VERSION),
/* harmony export */   _b: () => (/* binding */ parseReportDigest)
/* harmony export */ });
/* unused harmony exports REPORT_DIGEST_SCHEMA_VERSIONS, reportDigestSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);
/* harmony import */ var _results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41772);
// `report.json` inside the report artifact: a record of what the report job posted (the rendered
// bodies, the verdict, the annotations) and whether its merged summary is complete. `publish`
// never posts anything from it (a fork controls its artifact: publish renders from the merged
// run_summary.json); the baseline lookup reads only `missing_tasks`, and only from runs of the
// base repository's own branch.


const REPORT_DIGEST_SCHEMA_VERSION = 1;
const REPORT_DIGEST_SCHEMA_VERSIONS = [REPORT_DIGEST_SCHEMA_VERSION];
const reportDigestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(REPORT_DIGEST_SCHEMA_VERSION),
    label: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    conclusion: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['success', 'failure', 'neutral']),
    /** Whether the gate failed and fail-on-regression asked to fail the step. */
    gate_failed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    regressions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    delta: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    has_changes: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    // The next three were added later: older digests lack them (read as 0 / null / complete).
    /** Tasks in the figures (see COMPARED_TASKS in results/compare.ts). */
    compared_tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).default(0),
    /** Head pass@k over the compared tasks (the headline's figure); null when none compared. */
    pass_at_k: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1).nullable().default(null),
    /** Planned tasks without a result (missing shards or tasks); 0 when the merged summary is complete. */
    missing_tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).default(0),
    /** Rendered within the comment limit (without the sticky marker). */
    comment_markdown: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Rendered within the check-run summary limit. */
    check_markdown: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Repository-relative task.toml paths of regressed tasks, with a one-line message each. */
    annotations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
});
function parseReportDigest(text, file) {
    const raw = (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .OW)(text, file);
    (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .checkSchemaVersion */ .yE)(raw, file, REPORT_DIGEST_SCHEMA_VERSIONS, 'report digest');
    return (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .validate */ .tf)(reportDigestSchema, raw, file);
}


/***/ }),

/***/ 69564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ci: () => (/* binding */ uploadsRecord),
/* harmony export */   Pg: () => (/* binding */ parseUploadsRecord)
/* harmony export */ });
/* unused harmony exports UPLOADS_SCHEMA_VERSION, uploadsRecordSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41772);
// `uploads.json`, beside each shard summary: how the shard's attempts were uploaded and which
// uploads failed for good. One zod definition gives the type, the reader and the published schema.


const UPLOADS_SCHEMA_VERSION = 1;
const uploadsRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(UPLOADS_SCHEMA_VERSION),
    /** One artifact per attempt, per task, or one bundle (GitHub allows 500 per job). */
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['per-attempt', 'per-task', 'bundle']),
    uploaded: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    failed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() })),
});
function uploadsRecord(mode, outcomes) {
    const failed = outcomes.filter((o) => !o.ok);
    return {
        schema_version: UPLOADS_SCHEMA_VERSION,
        mode,
        uploaded: outcomes.length - failed.length,
        failed: failed.map((f) => ({ name: f.name, error: f.error ?? null })),
    };
}
function parseUploadsRecord(text, file) {
    const parsed = uploadsRecordSchema.safeParse((0,_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .OW)(text, file));
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, issue.path.join('.') || null, issue.message);
}


/***/ })

};
