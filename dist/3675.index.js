export const id = 3675;
export const ids = [3675];
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
;// CONCATENATED MODULE: ./src/run/providers/docker/reachable.ts
// One clear sentence when no Docker engine answers, instead of an error per attempt.

/** Where dockerode will connect: DOCKER_HOST, else the default socket. */
function dockerEndpoint(env = process.env) {
    return env.DOCKER_HOST ? `DOCKER_HOST=${env.DOCKER_HOST}` : '/var/run/docker.sock';
}
/** The engine did not answer (`error`, from a ping or info): what to do about it. */
function dockerUnavailable(error, env = process.env) {
    const why = error.code ?? error.message;
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
};
const dockerDescriptor = {
    name: 'docker',
    title: 'Docker',
    help: 'docker (default; the local engine or DOCKER_HOST)',
    capabilities: DOCKER_CAPABILITIES,
    refuses: { namespace: 'runs on one engine, which has no namespaces (provider kubernetes takes one)' },
    async create(context) {
        const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(3320), __webpack_require__.e(6631), __webpack_require__.e(1842)]).then(__webpack_require__.bind(__webpack_require__, 5264));
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
        await (0,promises_.pipeline)((0,external_node_fs_.createReadStream)(file), extract);
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

// EXTERNAL MODULE: ./src/run/providers/docker/cleanup.ts
var cleanup = __webpack_require__(98289);
;// CONCATENATED MODULE: ./src/run/providers/engine.ts

/** The engine (DOCKER_HOST, else the local socket), checked: no engine, one ProviderUnavailableError. */
async function openEngine(env = process.env) {
    const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(9461)]).then(__webpack_require__.bind(__webpack_require__, 5264));
    const provider = new DockerProvider();
    await descriptor/* dockerDescriptor */.S.preflight(provider, { env });
    return { provider, docker: provider.docker };
}


/** Kept for library callers; `provider.removeRun(runId)` does the same on any provider. */




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
