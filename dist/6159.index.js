export const id = 6159;
export const ids = [6159];
export const modules = {

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

/***/ 26159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   datasetCacheKey: () => (/* binding */ datasetCacheKey),
/* harmony export */   withDataset: () => (/* binding */ withDataset)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _datasets_fetch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92173);
/* harmony import */ var _datasets_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43453);
/* harmony import */ var _datasets_registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78938);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69212);
/* harmony import */ var _agent_cache_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6752);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81729);
// The action's `dataset` input: the named dataset's pinned commit in place of `tasks`. The
// checkout is restored from the Actions cache (keyed by commit) when a job of this or an earlier
// run saved it, else fetched with git and saved, so the plan job fetches and the shards restore.








/** Modes that read a tasks folder. */
const READS_TASKS = ['plan', 'run', 'check', 'all', 'build', 'confirm'];
function datasetCacheKey(name, commit) {
    return `helios-dataset-${name}-${commit}`;
}
/** `inputs` with `tasks` the dataset's folder when `dataset` is given; else `inputs` unchanged. */
async function withDataset(inputs, ctx, client = _agent_cache_js__WEBPACK_IMPORTED_MODULE_5__/* .actionsCache */ .kW, cacheRoot = (0,_datasets_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .datasetCacheRoot */ .z0)()) {
    if (!inputs.dataset) {
        if (inputs.datasetRegistry)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(`Input 'dataset-registry' goes with 'dataset'; set both.`);
        return inputs;
    }
    if (!READS_TASKS.includes(inputs.mode))
        return inputs;
    if (inputs.given.has('tasks') || inputs.config)
        throw new _inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(`Input 'dataset' is '${inputs.dataset}' and '${inputs.given.has('tasks') ? 'tasks' : 'config'}' is set too: both name the tasks; give one.`);
    let entry;
    try {
        const registryFile = inputs.datasetRegistry ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(ctx.workspace, inputs.datasetRegistry) : null;
        entry = (0,_datasets_registry_js__WEBPACK_IMPORTED_MODULE_4__/* .findDataset */ .YQ)(await (0,_datasets_load_js__WEBPACK_IMPORTED_MODULE_3__/* .loadDatasetRegistry */ .Uh)(registryFile), inputs.dataset);
    }
    catch (error) {
        if (error instanceof _datasets_registry_js__WEBPACK_IMPORTED_MODULE_4__/* .DatasetRefError */ .KV || error instanceof _datasets_load_js__WEBPACK_IMPORTED_MODULE_3__/* .DatasetRegistryFileError */ .Y3)
            throw new _inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .InputError */ .dz(`Input 'dataset': ${error.message}.`);
        throw error;
    }
    const folder = (0,_datasets_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .datasetCheckoutDir */ .W3)(cacheRoot, entry);
    const key = datasetCacheKey(entry.name, entry.git_commit_id);
    if (client.available()) {
        try {
            if (await client.restore([folder], key))
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`dataset ${inputs.dataset}: restored from the Actions cache (${key})`);
        }
        catch (error) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Actions cache restore of ${key} failed (fetching instead): ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)}`);
        }
    }
    const fetched = await (0,_datasets_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchDataset */ .T9)(entry, cacheRoot, (line) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line));
    if (fetched.fetched && client.available()) {
        try {
            await client.save([folder], key);
        }
        catch (error) {
            // Another job of the run saving the same key first is the usual reason.
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Actions cache save of ${key} skipped: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)}`);
        }
    }
    return { ...inputs, tasks: fetched.tasksDir, datasetRecord: (0,_datasets_registry_js__WEBPACK_IMPORTED_MODULE_4__/* .datasetRecord */ .S3)(entry) };
}


/***/ }),

/***/ 92173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T9: () => (/* binding */ fetchDataset),
/* harmony export */   W3: () => (/* binding */ datasetCheckoutDir),
/* harmony export */   z0: () => (/* binding */ datasetCacheRoot)
/* harmony export */ });
/* unused harmony export DatasetFetchError */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78938);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69212);
// Fetches a registry entry's pinned commit with the system git (smart HTTP, one commit, no
// history) into a cache keyed by commit, and reuses that copy with no network on later runs.
// Why git and not the GitHub tarball API: the registry names any git host (and the tests a
// loopback one); git checks every object against its hash, so the tree is the commit's; and a
// tarball needs a token's rate limit on GitHub while a public clone does not.







class DatasetFetchError extends Error {
    name = 'DatasetFetchError';
}
/** `HELIOS_DATASET_CACHE`, else `$XDG_CACHE_HOME/helios/datasets`, else `~/.cache/helios/datasets`. */
function datasetCacheRoot(env = process.env) {
    if (env.HELIOS_DATASET_CACHE)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(env.HELIOS_DATASET_CACHE);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(env.XDG_CACHE_HOME ? (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(env.XDG_CACHE_HOME) : (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.homedir)(), '.cache'), 'helios', 'datasets');
}
/** Where one commit of a dataset is cached (also the path the Actions cache saves). */
function datasetCheckoutDir(cacheRoot, entry) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(cacheRoot, entry.name, entry.git_commit_id);
}
/** The cached copy when there is one, else a fresh fetch; either way the entry's tasks folder. */
async function fetchDataset(entry, cacheRoot, onLog = () => { }) {
    const ref = (0,_registry_js__WEBPACK_IMPORTED_MODULE_5__/* .datasetRef */ .A$)(entry);
    const checkout = datasetCheckoutDir(cacheRoot, entry);
    let fetched = false;
    if (await isDirectory(checkout))
        onLog(`dataset ${ref}: cached at ${checkout}`);
    else {
        onLog(`dataset ${ref}: fetching ${entry.git_url} at ${entry.git_commit_id}`);
        await fetchInto(entry, checkout);
        fetched = true;
    }
    return { ref, entry, checkout, tasksDir: await tasksFolder(entry, checkout), fetched };
}
/**
 * Fetches into a partial folder beside the cache entry and renames it into place: the rename is
 * atomic, so a cache folder is always whole, and of two runs fetching at once one rename wins and
 * the other run uses the winner's copy.
 */
async function fetchInto(entry, checkout) {
    const partial = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(checkout), `.partial-${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(4).toString('hex')}`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(partial, { recursive: true });
    try {
        await git(entry, partial, ['init', '--quiet']);
        await git(entry, partial, [
            ...['-c', 'protocol.version=2', '-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=60'],
            ...['fetch', '--quiet', '--depth', '1', '--no-tags', entry.git_url, entry.git_commit_id],
        ]);
        const got = (await git(entry, partial, ['rev-parse', 'FETCH_HEAD^{commit}'])).trim();
        if (got !== entry.git_commit_id)
            throw new DatasetFetchError(`dataset ${(0,_registry_js__WEBPACK_IMPORTED_MODULE_5__/* .datasetRef */ .A$)(entry)}: ${entry.git_url} answered commit ${got}, not the pinned ${entry.git_commit_id}; nothing was kept`);
        await git(entry, partial, ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', 'FETCH_HEAD']);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(partial, '.git'), { recursive: true, force: true });
        await refuseOutsideLinks(entry, partial);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, checkout).catch(async (error) => {
            // Another run put the same commit in place first: its copy is as good as ours.
            if (!(await isDirectory(checkout)))
                throw error;
        });
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { recursive: true, force: true });
    }
}
/** Runs git in `cwd`; a failure becomes the one sentence a user acts on. */
async function git(entry, cwd, args) {
    return await new Promise((done, fail) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, {
            cwd,
            timeout: 15 * 60_000,
            maxBuffer: 16 * 1024 * 1024,
            // No prompt for a password on a terminal: a private URL fails like any other.
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'true', LC_ALL: 'C' },
        }, (error, stdout, stderr) => {
            if (!error)
                return done(stdout);
            fail(fetchFailure(entry, args, error, stderr));
        });
    });
}
function fetchFailure(entry, args, error, stderr) {
    const ref = (0,_registry_js__WEBPACK_IMPORTED_MODULE_5__/* .datasetRef */ .A$)(entry);
    if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_6__/* .errorCode */ .CA)(error) === 'ENOENT')
        return new DatasetFetchError(`dataset ${ref}: git is not installed; install git, then run again`);
    const why = lastLine(stderr) ?? error.message.split('\n')[0];
    if (args.includes('fetch') &&
        /not our ref|couldn't find remote ref|unadvertised object|no such remote ref/i.test(stderr))
        return new DatasetFetchError(`dataset ${ref}: ${entry.git_url} has no commit ${entry.git_commit_id} (${why}); check the entry's git_commit_id${entry.file ? ` in ${entry.file}` : ''}`);
    return new DatasetFetchError(`dataset ${ref}: could not fetch ${entry.git_url} (${why}); check the network and the URL, then run again (a copy once fetched is reused offline)`);
}
function lastLine(text) {
    const lines = text
        .split('\n')
        .map((line) => line.replace(/^(fatal|error): /, '').trim())
        .filter((line) => line !== '');
    return lines.at(-1) ?? null;
}
/** A link leading out of the checkout would let a task read the host's files: refuse the dataset. */
async function refuseOutsideLinks(entry, root) {
    for (const file of await walk(root)) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(file);
        if (!info.isSymbolicLink())
            continue;
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(file);
        const landing = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.dirname)(file), target);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_4__.isAbsolute)(target) || !inside(root, landing))
            throw new DatasetFetchError(`dataset ${(0,_registry_js__WEBPACK_IMPORTED_MODULE_5__/* .datasetRef */ .A$)(entry)}: ${(0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(root, file).split(node_path__WEBPACK_IMPORTED_MODULE_4__.sep).join('/')} is a symbolic link to ${target}, outside the repository; helios refuses the dataset rather than follow it`);
    }
}
async function walk(dir) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dir, { withFileTypes: true });
    const files = [];
    for (const item of entries) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, item.name);
        if (item.isDirectory())
            files.push(...(await walk(path)));
        else
            files.push(path);
    }
    return files;
}
function inside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.relative)(root, path);
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_4__.isAbsolute)(rel));
}
/** The entry's path in the checkout: a folder, and (links resolved) still inside it. */
async function tasksFolder(entry, checkout) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.resolve)(checkout, entry.path);
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(dir).catch(() => null);
    const ref = (0,_registry_js__WEBPACK_IMPORTED_MODULE_5__/* .datasetRef */ .A$)(entry);
    if (real === null || !(await isDirectory(real)))
        throw new DatasetFetchError(`dataset ${ref}: commit ${entry.git_commit_id} of ${entry.git_url} has no folder '${entry.path}'; fix the entry's path`);
    if (!inside(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(checkout), real))
        throw new DatasetFetchError(`dataset ${ref}: path '${entry.path}' leads outside the repository`);
    return dir;
}
async function isDirectory(path) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(path).catch(() => null))?.isDirectory() === true;
}


/***/ }),

/***/ 43453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y3: () => (/* binding */ DatasetRegistryFileError),
  Uh: () => (/* binding */ loadDatasetRegistry)
});

// UNUSED EXPORTS: SHIPPED_REGISTRY

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/datasets/registry.json
const registry_namespaceObject = /*#__PURE__*/JSON.parse('{"schema_version":1,"datasets":[{"name":"terminal-bench","version":"2.0","description":"Terminal-Bench 2.0 (the commit Harbor\'s registry pins for it); the tasks sit at the repository\'s top","git_url":"https://github.com/laude-institute/terminal-bench-2.git","git_commit_id":"69671fbaac6d67a7ef0dfec016cc38a64ef7a77c","path":"."}]}');
// EXTERNAL MODULE: ./src/datasets/registry.ts
var registry = __webpack_require__(78938);
;// CONCATENATED MODULE: ./src/datasets/load.ts
// The registry `-d` and the action's `dataset` look names up in: the one shipped beside this file,
// then the user's own file, whose entries replace shipped ones of the same name@version.



const SHIPPED_REGISTRY = 'the shipped dataset registry';
class DatasetRegistryFileError extends Error {
    name = 'DatasetRegistryFileError';
}
async function loadDatasetRegistry(userFile) {
    const files = [
        {
            file: SHIPPED_REGISTRY,
            entries: (0,registry/* parseDatasetRegistry */.V7)(JSON.stringify(registry_namespaceObject), SHIPPED_REGISTRY),
        },
    ];
    if (userFile !== null) {
        const text = await (0,promises_.readFile)(userFile, 'utf8').catch((error) => {
            throw new DatasetRegistryFileError(`cannot read the dataset registry ${userFile} (${error.code ?? error.message})`);
        });
        files.push({ file: userFile, entries: (0,registry/* parseDatasetRegistry */.V7)(text, userFile) });
    }
    return (0,registry/* mergeRegistries */.eS)(files);
}


/***/ }),

/***/ 78938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A$: () => (/* binding */ datasetRef),
/* harmony export */   KV: () => (/* binding */ DatasetRefError),
/* harmony export */   S3: () => (/* binding */ datasetRecord),
/* harmony export */   V7: () => (/* binding */ parseDatasetRegistry),
/* harmony export */   YQ: () => (/* binding */ findDataset),
/* harmony export */   eS: () => (/* binding */ mergeRegistries)
/* harmony export */ });
/* unused harmony exports DATASET_REGISTRY_SCHEMA_VERSION, datasetEntrySchema, datasetRegistrySchema, pathProblem, commitProblem */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);
/* harmony import */ var _results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41772);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69212);
// The dataset registry: `<name>@<version>` → a git repository, a pinned commit and a folder in it.
// The registry this project ships (registry.json beside this file) and a user's own file
// (`--dataset-registry`, the action's `dataset-registry`) have one shape; a user's entry replaces a
// shipped one of the same name and version. Pure: the caller reads the files.



const DATASET_REGISTRY_SCHEMA_VERSION = 1;
/** A full commit id: a branch or tag moves, so a pin is never one. */
const COMMIT_ID = /^[0-9a-f]{40}$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const datasetEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** What users type before the `@`: letters, digits, `.`, `_`, `-`. */
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(NAME, 'letters, digits, ".", "_" and "-", starting with a letter or digit'),
    /** What users type after the `@`; a label, the commit is what pins the content. */
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(NAME, 'letters, digits, ".", "_" and "-", starting with a letter or digit'),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** An http(s) git remote (smart HTTP). */
    git_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL of a git repository'),
    /** The pinned commit: 40 lowercase hex digits. */
    git_commit_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The tasks folder inside the repository, relative, `/`-separated; `.` for its top. */
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default('.'),
});
const datasetRegistrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(DATASET_REGISTRY_SCHEMA_VERSION),
    datasets: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(datasetEntrySchema),
});
/** `name@version`, the key users type. */
function datasetRef(entry) {
    return `${entry.name}@${entry.version}`;
}
/** What a run summary records of the entry (results' `dataset`): no description, no file. */
function datasetRecord(entry) {
    const { name, version, git_url, git_commit_id, path } = entry;
    return { name, version, git_url, git_commit_id, path };
}
/** Why a path cannot name a folder inside the checkout, or null when it can. */
function pathProblem(path) {
    if (path.trim() === '')
        return 'is empty; use "." for the repository\'s top';
    if (path.includes('\\'))
        return `is '${path}'; separate folders with "/"`;
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return `is '${path}'; give it relative to the repository`;
    if (path.split('/').includes('..'))
        return `is '${path}'; ".." would leave the repository`;
    if (path.split('/')[0] === '.git' || path.split('/').includes('.git'))
        return `is '${path}'; .git holds no tasks`;
    return null;
}
/** Why a commit id cannot pin, or null. */
function commitProblem(commit) {
    if (COMMIT_ID.test(commit))
        return null;
    if (/^[0-9a-fA-F]{40}$/.test(commit))
        return `is '${commit}'; write it in lowercase`;
    return `is '${commit}'; pin a full 40-hex commit id (git rev-parse ${commit || 'REF'}), not a branch, tag or short id: those can move`;
}
/**
 * Reads one registry file's text. Throws SchemaError naming the file, the entry (`datasets[i]`,
 * with its `name@version` when it has one) and the field.
 */
function parseDatasetRegistry(text, file) {
    const raw = (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .OW)(text, file);
    (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .checkSchemaVersion */ .yE)(raw, file, [DATASET_REGISTRY_SCHEMA_VERSION], 'dataset registry');
    const datasets = raw['datasets'];
    // Not a list: the schema says what is wrong (and throws).
    const list = Array.isArray(datasets)
        ? datasets
        : (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .validate */ .tf)(datasetRegistrySchema, raw, file).datasets;
    const seen = new Set();
    return list.map((item, i) => {
        const label = entryLabel(item, i);
        const entry = (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .validate */ .tf)(datasetEntrySchema, item, file, label);
        const fail = (field, detail) => {
            throw new _results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .Ar(file, `${label}.${field}`, detail);
        };
        const commit = commitProblem(entry.git_commit_id);
        if (commit)
            fail('git_commit_id', commit);
        const path = pathProblem(entry.path);
        if (path)
            fail('path', path);
        const ref = datasetRef(entry);
        if (seen.has(ref))
            fail('version', `${ref} is listed twice in this file`);
        seen.add(ref);
        return entry;
    });
}
/** `datasets[2] (terminal-bench@2.0)`: the index, and the name when the entry has one to show. */
function entryLabel(item, index) {
    const at = `datasets[${index}]`;
    if (!(0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(item))
        return at;
    const { name, version } = item;
    if (typeof name !== 'string')
        return at;
    return `${at} (${typeof version === 'string' ? `${name}@${version}` : name})`;
}
/** The registries in order, later files' entries replacing earlier ones of the same ref. */
function mergeRegistries(files) {
    const registry = new Map();
    for (const { file, entries } of files)
        for (const entry of entries)
            registry.set(datasetRef(entry), { ...entry, file });
    return registry;
}
class DatasetRefError extends Error {
    name = 'DatasetRefError';
}
/** The entry for `name@version`; a ref without a version or one not listed names what is. */
function findDataset(registry, ref) {
    const at = ref.lastIndexOf('@');
    const known = [...registry.keys()].sort();
    const list = known.length > 0 ? known.join(', ') : 'none';
    if (at <= 0 || at === ref.length - 1) {
        const versions = known.filter((k) => k.startsWith(`${ref.replace(/@$/, '')}@`));
        throw new DatasetRefError(`dataset '${ref}' needs a version, as <name>@<version>${versions.length > 0 ? `: ${versions.join(', ')}` : `; the registry lists ${list}`}`);
    }
    const entry = registry.get(ref);
    if (entry)
        return entry;
    const name = ref.slice(0, at);
    const versions = known.filter((k) => k.startsWith(`${name}@`));
    throw new DatasetRefError(versions.length > 0
        ? `dataset '${ref}' is not in the registry; its versions are ${versions.join(', ')}`
        : `dataset '${ref}' is not in the registry (it lists ${list}); add it to a file given with --dataset-registry`);
}


/***/ }),

/***/ 41772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   OW: () => (/* binding */ parseJsonFile),
/* harmony export */   tf: () => (/* binding */ validate),
/* harmony export */   yE: () => (/* binding */ checkSchemaVersion)
/* harmony export */ });
/* unused harmony export describeValue */
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69212);

class SchemaError extends Error {
    file;
    field;
    detail;
    name = 'SchemaError';
    constructor(
    /** The file (or artifact name) being read. */
    file, 
    /** Dotted/indexed field path, e.g. `tasks[3].pass_at_k.1`; null when the whole file is at fault. */
    field, detail) {
        super(field === null ? `${file}: ${detail}` : `${file}: ${field}: ${detail}`);
        this.file = file;
        this.field = field;
        this.detail = detail;
    }
}
/** Parses JSON, turning a syntax error (typically a truncated upload) into a SchemaError. */
function parseJsonFile(text, file) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const why = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error);
        const hint = text.trim().length === 0 ? 'the file is empty' : `not valid JSON (truncated?): ${why}`;
        throw new SchemaError(file, null, hint);
    }
}
/** Rejects an unknown `schema_version` before the shape is read, naming the versions this build reads. */
function checkSchemaVersion(raw, file, supported, what) {
    if (!(0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(raw))
        throw new SchemaError(file, null, `expected an object, got ${describeValue(raw)}`);
    const version = raw['schema_version'];
    if (version === undefined)
        throw new SchemaError(file, 'schema_version', `missing; not a ${what} file?`);
    if (typeof version !== 'number' || !supported.includes(version))
        throw new SchemaError(file, 'schema_version', `unsupported version ${JSON.stringify(version)}; this build reads ${what} schema_version ${supported.join(', ')}`);
}
/** Validates `raw` against `schema`; the first problem becomes a SchemaError naming file and field. */
function validate(schema, raw, file, prefix = '') {
    const parsed = schema.safeParse(raw, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const field = [prefix, ...issue.path.map(pathPart)].join('').replace(/^\./, '');
    throw new SchemaError(file, field === '' ? null : field, issueText(issue));
}
/** `tasks[3].pass_at_k.1`: indexes in brackets, keys after dots. */
function pathPart(key) {
    return typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
}
const EXPECTED = {
    number: 'a finite number',
    int: 'an integer',
    string: 'a string',
    boolean: 'a boolean',
    object: 'an object',
    record: 'an object',
    array: 'an array',
    null: 'null',
};
function issueText(issue) {
    const input = 'input' in issue ? issue.input : undefined;
    switch (issue.code) {
        case 'invalid_type':
            return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${describeValue(input)}`;
        case 'invalid_union':
            return `expected ${issue.message.replace(/^Invalid input:?\s*/i, '') || 'another shape'}, got ${describeValue(input)}`;
        case 'invalid_value':
            return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${JSON.stringify(input)}`;
        case 'too_small':
            return `${JSON.stringify(input)} is below the minimum ${String(issue.minimum)}`;
        case 'too_big':
            return `${JSON.stringify(input)} is above the maximum ${String(issue.maximum)}`;
        default:
            return issue.message;
    }
}
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (value === undefined)
        return 'missing';
    if (typeof value === 'number' || typeof value === 'boolean')
        return JSON.stringify(value);
    if (typeof value === 'string')
        return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    return `a ${typeof value}`;
}


/***/ })

};
