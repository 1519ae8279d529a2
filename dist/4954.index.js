export const id = 4954;
export const ids = [4954];
export const modules = {

/***/ 90799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B3: () => (/* binding */ invalidTaskLine),
/* harmony export */   Bq: () => (/* binding */ headerBox),
/* harmony export */   KV: () => (/* binding */ skippedFoldersLine),
/* harmony export */   U0: () => (/* binding */ usageLine),
/* harmony export */   U2: () => (/* binding */ discoveryCountLine),
/* harmony export */   Ze: () => (/* binding */ sampledOutLine),
/* harmony export */   aP: () => (/* binding */ box),
/* harmony export */   jK: () => (/* binding */ taskWarningLines)
/* harmony export */ });
/* unused harmony export wrapLine */
/* harmony import */ var _task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22066);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);


/**
 * A rounded box with a centred title, Helios-style. Width adapts to the longest line; given the
 * terminal's columns, longer lines wrap inside the box, so the terminal never wraps the box.
 */
function box(title, lines, columns) {
    // Content width: the box's 4 border columns, and one spare so no line ends in the last column.
    const limit = columns === undefined ? Infinity : Math.max(columns - 5, title.length + 2, 10);
    const fitted = lines.flatMap((line) => wrapLine(line, limit));
    const inner = Math.min(Math.max(title.length + 4, ...fitted.map((l) => width(l) + 2), 40), limit + 2);
    const left = Math.floor((inner - title.length - 2) / 2);
    const right = inner - title.length - 2 - left;
    const top = `╭${'─'.repeat(left)} ${title} ${'─'.repeat(right)}╮`;
    const body = fitted.map((l) => `│ ${l}${' '.repeat(inner - 2 - width(l))} │`);
    return [top, ...body, `╰${'─'.repeat(inner)}╯`].join('\n');
}
/** Columns a line takes (one per code point: the box holds no wide characters). */
function width(text) {
    return [...text].length;
}
/**
 * `line` in pieces of at most `limit` columns, split at spaces (a longer word is cut); the pieces
 * after the first are indented by two.
 */
function wrapLine(line, limit) {
    if (width(line) <= limit)
        return [line];
    const pieces = [];
    let current = '';
    const room = () => (pieces.length === 0 ? limit : limit - 2);
    for (const word of line.split(' ')) {
        const candidate = current === '' ? word : `${current} ${word}`;
        if (width(candidate) <= room()) {
            current = candidate;
            continue;
        }
        if (current !== '')
            pieces.push(current);
        let rest = [...word];
        while (rest.length > room()) {
            const cut = room();
            pieces.push(rest.slice(0, cut).join(''));
            rest = rest.slice(cut);
        }
        current = rest.join('');
    }
    if (current !== '')
        pieces.push(current);
    return pieces.map((piece, i) => (i === 0 ? piece : `  ${piece}`));
}
function headerBox(o) {
    const lines = [
        ...(o.label ? [`▸ Label        ${o.label}`] : []),
        `▸ Tasks        ${o.tasks} discovered${o.invalid ? `, ${o.invalid} invalid` : ''}`,
        `▸ Agent        ${o.agent}${o.model ? ` · ${o.model}` : ''}`,
        `▸ Concurrency  ${o.concurrency} workers`,
        `▸ Attempts     ${o.attempts} per task (pass@${o.attempts})`,
        `▸ Total runs   ${o.total ?? o.tasks * o.attempts}`,
        `▸ Output       ${o.output}`,
    ];
    return box('☀ HELIOS · Batch Mode', lines);
}
/** `Tokens: 12,400 in (2,000 cached) · 800 out · 6 turns · $0.0493` */
function usageLine(usage) {
    const n = (x) => x.toLocaleString('en-US');
    const cost = usage.cost_usd === null ? 'cost unknown' : `$${usage.cost_usd.toFixed(4)}`;
    return `Tokens: ${n(usage.input_tokens)} in (${n(usage.cached_input_tokens)} cached) · ${n(usage.output_tokens)} out · ${n(usage.turns)} turns · ${cost}`;
}
/** One line per distinct warning: `warning: task.toml: metadata.x: ignored … (50 tasks, e.g. a, b)`. */
function taskWarningLines(warnings) {
    return (0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .groupWarnings */ .PB)(warnings).map((group) => `warning: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .warningGroupText */ .fp)(group))}`);
}
/** `warning: 1 folder holds no task.toml, …`, or null when discovery passed over no folder. */
function skippedFoldersLine(skipped) {
    return skipped.length === 0 ? null : `warning: ${(0,_task_warning_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .skippedFoldersText */ .d7)(skipped.map(_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en))}`;
}
/** "12 planned, 1 invalid, 2 warnings": the count line under the task lines. */
function discoveryCountLine(found) {
    const parts = [`${found.tasks.length} planned`, `${found.invalid.length} invalid`];
    if (found.sampledOut)
        parts.push(`${found.sampledOut} left out by the sample`);
    if (found.warnings.length > 0)
        parts.push(`${found.warnings.length} warning(s)`);
    if (found.skipped?.length)
        parts.push(`${found.skipped.length} folder(s) without task.toml skipped`);
    return parts.join(', ');
}
/** Tasks the sampling flags left out: said, so a smaller run never looks like the whole suite. */
function sampledOutLine(count) {
    return `${count} task(s) left out by --max-samples/--sample (not run)`;
}
function invalidTaskLine(invalid) {
    const where = [invalid.file, invalid.field].filter(Boolean).map((s) => (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(s ?? ''));
    return `invalid task ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(invalid.relative_dir)}: ${[...where, (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(invalid.message)].join(': ')}`;
}


/***/ }),

/***/ 86217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GL: () => (/* binding */ DATASET_OPTIONS),
/* harmony export */   Or: () => (/* binding */ runDataset),
/* harmony export */   dw: () => (/* binding */ datasetFlag),
/* harmony export */   i0: () => (/* binding */ tasksTarget),
/* harmony export */   uA: () => (/* binding */ datasetHelp)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _datasets_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43453);
/* harmony import */ var _datasets_fetch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92173);
/* harmony import */ var _datasets_registry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78938);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
// `-d, --dataset NAME@VERSION` and `--dataset-registry FILE` of batch, run's dry run, plan and
// check: the tasks folder comes from a registry entry's pinned commit, fetched once and cached.





const DATASET_OPTIONS = {
    dataset: { type: 'string', short: 'd' },
    'dataset-registry': { type: 'string' },
};
/** The dataset flags' help lines, descriptions at column `column` as the command's others. */
function datasetHelp(column) {
    const line = (flag, text) => flag.length + 1 < column ? `${flag.padEnd(column)}${text}` : `${flag}\n${' '.repeat(column)}${text}`;
    const more = (text) => `${' '.repeat(column)}${text}`;
    return [
        line('  -d, --dataset NAME@VER', "a named dataset's tasks in place of a tasks folder: its pinned"),
        more('commit, fetched once into ~/.cache/helios/datasets (HELIOS_DATASET_CACHE)'),
        line('      --dataset-registry FILE', 'more datasets (JSON, schemas/dataset-registry.json); its'),
        more('entries replace shipped ones of the same name@version'),
    ].join('\n');
}
/** The dataset's fetched copy when `-d` is given (never with a tasks folder too), else null. */
async function datasetFlag(values, positionals, log = (line) => process.stderr.write(`${line}\n`)) {
    const ref = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .stringFlag */ .AM)(values, 'dataset');
    const registryFile = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .stringFlag */ .AM)(values, 'dataset-registry');
    if (ref === undefined) {
        if (registryFile !== undefined)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('--dataset-registry goes with -d NAME@VERSION');
        return null;
    }
    if (positionals.length > 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`-d ${ref} names the tasks; give it or a tasks folder (${positionals[0]}), not both`);
    let entry;
    try {
        entry = (0,_datasets_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .findDataset */ .YQ)(await (0,_datasets_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadDatasetRegistry */ .Uh)(registryFile ?? null), ref);
    }
    catch (error) {
        if (error instanceof _datasets_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .DatasetRefError */ .KV || error instanceof _datasets_load_js__WEBPACK_IMPORTED_MODULE_1__/* .DatasetRegistryFileError */ .Y3)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(error.message);
        throw error;
    }
    return await (0,_datasets_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchDataset */ .T9)(entry, (0,_datasets_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .datasetCacheRoot */ .z0)(), log);
}
/** What the run summary records of a dataset. */
function runDataset(fetched) {
    return (0,_datasets_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .datasetRecord */ .S3)(fetched.entry);
}
/** The tasks folder a command reads: the dataset's, else the first positional. */
function tasksTarget(fetched, positionals) {
    return fetched ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(fetched.tasksDir) : positionals[0];
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

/***/ 78423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ unmetNeed),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   nr: () => (/* binding */ AgentPreflightError),
/* harmony export */   tY: () => (/* binding */ agentPreflight),
/* harmony export */   zK: () => (/* binding */ assertAgentCanRun)
/* harmony export */ });
class AgentPreflightError extends Error {
    constructor(message) {
        super(message);
        this.name = 'AgentPreflightError';
    }
}
/**
 * One sentence saying what the agent lacks, or null when it can run: a variable it needs that is
 * unset, or a base URL on this machine's loopback while its containers are not on the host network.
 */
function agentPreflight(agent, hostEnv, agentNetwork) {
    const need = unmetNeed(agent, hostEnv);
    if (need)
        return `agent ${agent.name} needs ${need.anyOf.join(' or ')} (${need.what}) set in the environment of the run, and it is not.`;
    if (!agent.needsContainerNetwork || agentNetwork === 'host')
        return null;
    const local = (agent.optionalEnv ?? []).find((name) => /_BASE_URL$/.test(name) && isLoopback(hostEnv[name]));
    if (!local)
        return null;
    return `agent ${agent.name} calls its model from inside the container, where ${local} (localhost) is not this machine: run with --agent-network host (action: agent-network: host).`;
}
/** The first variable (or set of alternatives) the agent needs that is unset or blank; null: none. */
function unmetNeed(agent, hostEnv) {
    return ((agent.needs?.(hostEnv) ?? []).find((need) => !need.anyOf.some((name) => hostEnv[name]?.trim())) ?? null);
}
/** Throws AgentPreflightError with that sentence (callers map it to exit 2 or a failed step). */
function assertAgentCanRun(agent, hostEnv, agentNetwork) {
    const problem = agentPreflight(agent, hostEnv, agentNetwork);
    if (problem)
        throw new AgentPreflightError(problem);
}
/** `http://localhost:8000/v1`, `http://127.0.0.1:…`, `http://[::1]:…`, `http://0.0.0.0:…`. */
function isLoopback(url) {
    if (!url?.trim())
        return false;
    let host;
    try {
        host = new URL(url.trim()).hostname.toLowerCase();
    }
    catch {
        return false;
    }
    return (host === 'localhost' ||
        host.endsWith('.localhost') ||
        /^127\.\d+\.\d+\.\d+$/.test(host) ||
        host === '[::1]' ||
        host === '0.0.0.0');
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


/***/ })

};
