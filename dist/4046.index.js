export const id = 4046;
export const ids = [4046];
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

/***/ 54046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildCommand: () => (/* binding */ buildCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59165);
/* harmony import */ var _run_prebuild_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82178);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95728);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60841);
/* harmony import */ var _settings_build_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(55513);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77593);
/* harmony import */ var _output_folder_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(12218);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(90799);
/* harmony import */ var _registry_flag_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(75278);
// `helios build <tasks-dir> --image-registry REF`: every image the tasks build, each distinct one
// once, pushed to the registry (what the action's build mode does before the shards start).










const HELP = `Usage: helios build <tasks-dir> --image-registry REF [options]

Builds every image the tasks build (environment/, a separate verifier's tests/, compose build
folders), each distinct one once, and pushes it as REF:<content hash>, so runs elsewhere (matrix
shards, other machines) pull it instead of building. An image the registry has is pulled, not
built; one found on this engine is pushed as it is. Build logs go to <output>/builds/.

${_registry_flag_js__WEBPACK_IMPORTED_MODULE_9__/* .REGISTRY_HELP */ .i}
  -n, --concurrency N       images built at once (default ${_settings_build_js__WEBPACK_IMPORTED_MODULE_5__/* .BUILD_SETTINGS */ .n.concurrency.default})
  -o, --output DIR          output folder (default output)
  -p, --pattern GLOB        glob that finds task files (default **/task.toml)
      --include GLOB        only tasks whose name matches (repeatable)
      --exclude GLOB        skip tasks whose name matches (repeatable)
      --json                print the summary as JSON on stdout

Exit code: 0 when every image was built or pulled (a registry that failed is a warning), 1 when
one did not build, 2 on a usage error.`;
async function buildCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parse */ .qg)(argv, {
        'image-registry': { type: 'string' },
        concurrency: { type: 'string', short: 'n' },
        output: { type: 'string', short: 'o' },
        pattern: { type: 'string', short: 'p' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const target = positionals[0];
    if (!target || positionals.length > 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`helios build needs one tasks folder.\n\n${HELP}`);
    const registry = await (0,_registry_flag_js__WEBPACK_IMPORTED_MODULE_9__/* .registryFlag */ .m)(values);
    if (!registry)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`helios build needs --image-registry REF.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(target), (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .discoveryFlags */ .C8)(values));
    for (const invalid of found.invalid)
        process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_8__/* .invalidTaskLine */ .B3)(invalid)}\n`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_8__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    await (0,_output_folder_js__WEBPACK_IMPORTED_MODULE_7__/* .assertOutputFolder */ .g)((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringFlag */ .AM)(values, 'output') ?? 'output');
    const { docker } = await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_1__/* .openEngine */ .F5)();
    const images = (0,_run_prebuild_js__WEBPACK_IMPORTED_MODULE_2__/* .prebuildCache */ .k)(docker, registry, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .stringFlag */ .AM)(values, 'output') ?? 'output'), 'builds'));
    images.subscribe((event) => {
        const line = (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .eventLine */ .V8)(event);
        if (line !== null)
            process.stderr.write(`${line.trimStart()}\n`);
    });
    const summary = await (0,_run_prebuild_js__WEBPACK_IMPORTED_MODULE_2__/* .prebuildImages */ .e)({
        tasks: found.tasks,
        images,
        concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .settingFlag */ .Fi)(values, _settings_build_js__WEBPACK_IMPORTED_MODULE_5__/* .BUILD_SETTINGS */ .n.concurrency),
    });
    if (values.json)
        process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    else
        process.stdout.write(`${summary.images} image(s): ${summary.built} built, ${summary.pulled} pulled, ${summary.present} present, ${summary.failed.length} failed, ${summary.warnings.length} registry warning(s)\n`);
    return summary.failed.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 12218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ assertOutputFolder)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);
// An output folder the command will make runs in: checked before anything starts, so a file in its
// place is one sentence naming the path (not ENOTDIR from mkdir once Docker is up and tasks built).



/** Refuses an output path that is a file or lies inside one; a missing folder is fine (it is made). */
async function assertOutputFolder(path, flag = '--output') {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    for (let at = target;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(at).catch((error) => {
            if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
                return null;
            throw error;
        });
        if (info?.isDirectory())
            return;
        if (info) {
            const where = at === target ? `${path} is a file` : `${path} is inside ${at}, a file`;
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${flag} ${where}, not a folder; give a folder (made when it is missing) or remove the file`);
        }
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at) === at)
            return;
    }
}


/***/ }),

/***/ 75278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ REGISTRY_HELP),
/* harmony export */   m: () => (/* binding */ registryFlag)
/* harmony export */ });
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59165);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77593);
// `--image-registry REF` of the CLI: credentials from HELIOS_REGISTRY_USERNAME and
// HELIOS_REGISTRY_PASSWORD, else the engine client's `docker login`.


const REGISTRY_HELP = `      --image-registry REF  keep built images in REF as REF:<content hash>: pull before building,
                            push after (e.g. ghcr.io/owner/repo/helios-env); a registry that fails
                            is a warning. Login: HELIOS_REGISTRY_USERNAME and HELIOS_REGISTRY_PASSWORD,
                            else docker login's`;
async function registryFlag(values, env = process.env) {
    const ref = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFlag */ .AM)(values, 'image-registry');
    if (ref === undefined)
        return null;
    try {
        return await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRegistry */ .Wc)({ ref, username: env.HELIOS_REGISTRY_USERNAME || null, password: env.HELIOS_REGISTRY_PASSWORD || null }, env);
    }
    catch (error) {
        if (error instanceof _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_0__/* .RegistryRefError */ .dV)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--image-registry: ${error.message}`);
        throw error;
    }
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

/***/ 82178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ prebuildImages),
/* harmony export */   k: () => (/* binding */ prebuildCache)
/* harmony export */ });
/* harmony import */ var _settings_build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55513);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70370);
/* harmony import */ var _providers_engine_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59165);
// Prebuild: every image a set of tasks builds (main's environment, a separate verifier's tests/,
// compose services' build folders), each distinct one once, a few at a time, and pushed to the
// registry or saved to the Actions cache — so the shards of a run pull (restore) them instead of
// each building the same image. Images named by docker_image or a service's `image:` are not ours:
// the shards pull those themselves.



/** The cache a prebuild needs: pushes what it builds and what this engine has already. */
function prebuildCache(docker, registry, buildLogDir, onEvent) {
    return new _providers_engine_js__WEBPACK_IMPORTED_MODULE_1__/* .ImageCache */ .Ss(docker, { buildLogDir, registry, pushExisting: true, onEvent });
}
/** One thunk per image of a task, keyed so that tasks sharing an image share its build. */
function imagesOf(task, cache) {
    const images = [];
    if (task.config.environment.dockerImage === null)
        images.push([`env:${task.environmentHash}`, () => cache.ensure(task)]);
    const verifier = task.verifierImage;
    if (verifier?.contextDir)
        images.push([`verifier:${verifier.hash}`, () => cache.ensureVerifier(task)]);
    for (const service of task.compose?.services ?? []) {
        const { image } = service;
        if (image.kind === 'build')
            images.push([`service:${image.hash}`, () => cache.ensureService(task, service)]);
    }
    return images;
}
async function prebuildImages(options) {
    const cache = options.images;
    const summary = {
        images: 0,
        built: 0,
        pulled: 0,
        cached: 0,
        present: 0,
        failed: [],
        warnings: [],
    };
    const unsubscribe = cache.subscribe((event) => {
        if (event.type === 'registry-warning' || event.type === 'image-cache-warning')
            summary.warnings.push(event.message);
    });
    const [builds, pulls, cached] = [cache.builds, cache.pulls, cache.restores + cache.stashed];
    try {
        const distinct = new Map();
        for (const task of options.tasks)
            for (const [key, ensure] of imagesOf(task, cache))
                if (!distinct.has(key))
                    distinct.set(key, { task: task.name, ensure });
        const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A)(options.concurrency ?? _settings_build_js__WEBPACK_IMPORTED_MODULE_0__/* .BUILD_SETTINGS */ .n.concurrency.default);
        await Promise.all([...distinct.values()].map(({ task, ensure }) => limit(async () => {
            const outcome = await ensure();
            if (!outcome.ok)
                summary.failed.push({ task, reason: outcome.reason });
        })));
        await cache.flush();
        summary.images = distinct.size;
    }
    finally {
        unsubscribe();
    }
    summary.built = cache.builds - builds - summary.failed.length;
    summary.pulled = cache.pulls - pulls;
    summary.cached = cache.restores + cache.stashed - cached;
    summary.present = summary.images - summary.built - summary.pulled - summary.cached - summary.failed.length;
    return summary;
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




/***/ }),

/***/ 55513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ BUILD_SETTINGS)
/* harmony export */ });
const BUILD_SETTINGS = {
    concurrency: {
        cli: 'concurrency',
        commands: ['build'],
        action: 'concurrency',
        toml: null,
        kind: 'whole',
        min: 1,
        max: 256,
        default: 2,
        help: 'images built at once',
        resolved: "helios build took 1–64, the action's build mode 1–256 (its one concurrency input serves run and build): 1–256, so a build job given its run jobs' concurrency is never refused",
    },
    'image-cache': {
        cli: null,
        commands: [],
        action: 'image-cache',
        toml: null,
        kind: 'enum',
        values: ['', 'actions'],
        default: '',
        help: 'actions: keep built images in the Actions cache (no image-registry); empty: off',
    },
};


/***/ }),

/***/ 95728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _6: () => (/* binding */ discoverTasks),
  lO: () => (/* binding */ taskWarnings)
});

// UNUSED EXPORTS: DEFAULT_TASK_PATTERN

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
// EXTERNAL MODULE: ./src/task/load.ts + 4 modules
var load = __webpack_require__(3080);
// EXTERNAL MODULE: ./src/task/sample.ts
var sample = __webpack_require__(15179);
;// CONCATENATED MODULE: ./src/task/walk.ts
// The folder walk of discovery: which folders under the root are tasks. A symlink to a folder is
// followed when it stays inside the root (its tasks are named by the link's path); one that points
// outside the root, dangles or leads back into a folder it is in is reported, never skipped.



const SKIPPED_DIRS = new Set(['node_modules', '.git']);
/** Task folders under `root`: folders with a `task.toml` matching `matches`, not descended into. */
async function findTaskDirs(root, matches) {
    const realRoot = await (0,promises_.realpath)(root);
    const found = [];
    const invalid = [];
    const report = (path, file, message) => {
        const rel = (0,load/* relativePosix */.Yn)(root, path);
        invalid.push({
            invalid: { relative_dir: rel, file: file ? `${rel}/${file}` : rel, field: null, message },
            name: path.split(external_node_path_.sep).at(-1),
        });
    };
    // `chain`: the real path of every folder from the root down to `dir`, to notice a loop.
    const walk = async (dir, chain) => {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        const toml = entries.find((e) => e.name === 'task.toml' && (e.isFile() || e.isSymbolicLink()));
        if (toml && matches((0,load/* relativePosix */.Yn)(root, (0,external_node_path_.join)(dir, toml.name)))) {
            if (toml.isFile())
                found.push(dir);
            else
                report(dir, 'task.toml', `task.toml is a symbolic link (to ${await (0,promises_.readlink)((0,external_node_path_.join)(dir, 'task.toml'))}): a task's checksum covers a link's target path, not the file it points to, so copy the file into the task folder`);
            return { found: true, empty: [] };
        }
        const next = entries.filter((e) => (e.isDirectory() || e.isSymbolicLink()) && !SKIPPED_DIRS.has(e.name));
        const below = await Promise.all(next.map(async (entry) => {
            const path = (0,external_node_path_.join)(dir, entry.name);
            const reported = { path, found: true, empty: [] };
            const real = entry.isDirectory() ? (0,external_node_path_.join)(chain.at(-1), entry.name) : await linkedFolder(path, report);
            // A link to a file is no folder; a broken link is reported, so not named again as skipped.
            if (real === FILE)
                return null;
            if (real === REPORTED)
                return reported;
            if (chain.includes(real)) {
                const target = real === realRoot ? 'the tasks folder' : (0,load/* relativePosix */.Yn)(realRoot, real);
                report(path, '', `${entry.name} leads back to ${target}, a folder it is in: a symlink loop, not followed`);
                return reported;
            }
            if (real !== realRoot && !real.startsWith(realRoot + external_node_path_.sep)) {
                report(path, '', `${entry.name} is a symbolic link to ${real}, outside the tasks folder ${realRoot}: not followed; move the task in, or pass its folder`);
                return reported;
            }
            return { path, ...(await walk(path, [...chain, real])) };
        }));
        const kids = below.filter((kid) => kid !== null);
        // A task.toml the pattern leaves out: a task not asked for, its folders no mystery.
        if (toml)
            return { found: true, empty: [] };
        return {
            found: kids.some((kid) => kid.found),
            empty: kids.flatMap((kid) => (kid.found ? kid.empty : walk_hidden(kid.path) ? [] : [kid.path])),
        };
    };
    const { empty } = await walk(root, [realRoot]);
    const byRelativeDir = found.map((dir) => ({ dir, key: (0,load/* relativePosix */.Yn)(root, dir) }));
    byRelativeDir.sort((a, b) => compare(a.key, b.key));
    invalid.sort((a, b) => compare(a.invalid.relative_dir, b.invalid.relative_dir));
    const skipped = empty.map((dir) => (0,load/* relativePosix */.Yn)(root, dir));
    return { dirs: byRelativeDir.map((entry) => entry.dir), invalid, skipped: skipped.sort(compare) };
}
/** `.github`, `.venv`: folders no one means as tasks. */
function walk_hidden(path) {
    return path.split(external_node_path_.sep).at(-1).startsWith('.');
}
const FILE = Symbol('a link to a file');
const REPORTED = Symbol('a broken link, reported');
/** The real folder a link points to; FILE for a link to a file, REPORTED when it dangles or loops. */
async function linkedFolder(path, report) {
    const info = await (0,promises_.stat)(path).catch((error) => error);
    if (info instanceof Error) {
        const name = path.split(external_node_path_.sep).at(-1);
        const why = info.code === 'ELOOP'
            ? 'a chain of links that never ends (a symlink loop)'
            : 'which does not exist (a dangling link)';
        report(path, '', `${name} is a symbolic link to ${await (0,promises_.readlink)(path)}, ${why}: fix or delete it`);
        return REPORTED;
    }
    return info.isDirectory() ? (0,promises_.realpath)(path) : FILE;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/task/discover.ts
// Finds and loads the tasks under a folder. Invalid tasks are collected, never thrown, so one
// broken task.toml cannot stop a benchmark; results are sorted by relative folder so every
// machine (and every shard) sees the same order.








const DEFAULT_TASK_PATTERN = '**/task.toml';
// Tasks loaded (and hashed) at once.
const LOAD_CONCURRENCY = 16;
/**
 * `path` is a folder of tasks or one task folder (a folder holding `task.toml`); for one task the
 * root is its parent, so reported paths still start with the task's folder name. Only files named
 * `task.toml` whose relative path matches `pattern` make tasks, and the walk does not descend into a
 * task's own folder (a task may ship sample task folders as data). Symlinked folders are followed
 * inside the root; links out of it, dangling links and loops are invalid tasks (see walk.ts).
 */
async function discoverTasks(path, opts = {}) {
    const start = (0,external_node_path_.resolve)(path);
    const single = await isTaskFolder(start);
    const root = single ? (0,external_node_path_.dirname)(start) : start;
    const walked = single
        ? { dirs: [start], invalid: [] }
        : await findTaskDirs(root, picomatch_default()(opts.pattern ?? DEFAULT_TASK_PATTERN));
    const limit = (0,p_limit/* default */.A)(LOAD_CONCURRENCY);
    const loaded = await Promise.all(walked.dirs.map((dir) => limit(async () => {
        try {
            return { task: await (0,load/* loadTask */._o)(dir, root) };
        }
        catch (error) {
            if (error instanceof errors/* TaskLoadError */.OF)
                return { invalid: error.invalid, name: error.taskName };
            throw error;
        }
    })));
    const selected = nameFilter(opts);
    const tasks = [];
    const invalid = [];
    const firstDirById = new Map();
    // Links the walk would not follow sort in among the task folders by their path.
    const results = [...loaded, ...walked.invalid].sort((a, b) => discover_compare(relativeDirOf(a), relativeDirOf(b)));
    for (const result of results) {
        if ('invalid' in result) {
            if (selected(result.name))
                invalid.push(result.invalid);
            continue;
        }
        const { task } = result;
        if (!selected(task.name))
            continue;
        const first = firstDirById.get(task.id);
        if (first === undefined) {
            firstDirById.set(task.id, task.relativeDir);
            tasks.push(task);
        }
        else {
            invalid.push({
                relative_dir: task.relativeDir,
                file: `${task.relativeDir}/task.toml`,
                field: null,
                message: `duplicate of ${first}: both folders have the same name and content (task id ${task.id}); delete one copy or give it another [task].name`,
            });
        }
    }
    const sampled = opts.sample ? (0,sample/* sampleTasks */.H)(tasks, opts.sample) : tasks;
    return {
        root,
        tasks: sampled,
        sampledOut: tasks.length - sampled.length,
        invalid,
        warnings: [
            ...sampled.flatMap(taskWarnings),
            ...sampled.flatMap(nestedTaskWarnings),
            ...sampled.flatMap(strayStepWarnings),
        ],
        names: loaded.map((result) => ('invalid' in result ? result.name : result.task.name)),
        skipped: walked.skipped ?? [],
    };
}
/**
 * A task.toml below a task's own folder is not a task (discovery never looks inside a task: it may
 * ship task folders as data); said once per such file, so a misplaced task is not lost in silence.
 */
function nestedTaskWarnings(task) {
    return task.nestedTaskFiles.map((inner) => ({
        relative_dir: task.relativeDir,
        file: task.relativeDir === '.' ? inner : `${task.relativeDir}/${inner}`,
        field: '(nested task folder)',
        message: `inside the task ${task.relativeDir}, so not run as a task of its own (discovery does not look inside a task folder): move it out if it is one`,
    }));
}
/** A folder under steps/ that no step names: ignored as Harbor does, said in case it is a typo. */
function strayStepWarnings(task) {
    const declared = task.config.steps.map((s) => s.name).join(', ');
    return task.strayStepFolders.map((name) => ({
        relative_dir: task.relativeDir,
        file: task.relativeDir === '.' ? `steps/${name}` : `${task.relativeDir}/steps/${name}`,
        field: '(steps folder)',
        message: `ignored: no [[steps]] entry in task.toml is named ${name} (steps: ${declared}); rename the folder or the step if it is one`,
    }));
}
/** A task's ignored fields (task.toml, its compose file), each located from the discovery root. */
function taskWarnings(task) {
    const at = (file) => (task.relativeDir === '.' ? file : `${task.relativeDir}/${file}`);
    const compose = task.compose;
    return [
        ...task.config.warnings.map((w) => ({ relative_dir: task.relativeDir, file: at('task.toml'), ...w })),
        ...(compose?.warnings ?? []).map((w) => ({
            relative_dir: task.relativeDir,
            file: at(compose.file),
            ...w,
        })),
    ];
}
function nameFilter(opts) {
    const included = opts.include?.length ? picomatch_default()(opts.include) : () => true;
    const excluded = opts.exclude?.length ? picomatch_default()(opts.exclude) : () => false;
    return (name) => included(name) && !excluded(name);
}
async function isTaskFolder(path) {
    const info = await (0,promises_.stat)(path).catch((error) => {
        if (error.code === 'ENOENT')
            throw new errors/* TaskDiscoveryError */.oB(`task path ${path} does not exist: pass a task folder or a folder of tasks`);
        throw error;
    });
    if (!info.isDirectory())
        throw new errors/* TaskDiscoveryError */.oB(`task path ${path} is not a folder: pass a task folder or a folder of tasks`);
    return (0,promises_.stat)((0,external_node_path_.join)(path, 'task.toml')).then((toml) => toml.isFile(), () => false);
}
function relativeDirOf(result) {
    return 'task' in result ? result.task.relativeDir : result.invalid.relative_dir;
}
function discover_compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
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

/***/ 70370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};
