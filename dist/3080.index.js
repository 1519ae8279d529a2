export const id = 3080;
export const ids = [3080];
export const modules = {

/***/ 52870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ subfolders),
/* harmony export */   fo: () => (/* binding */ isFile),
/* harmony export */   wd: () => (/* binding */ isDirectory),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony export undecodable */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69212);
// File-system questions of task loading; a missing path is an answer (null / false), not an error.



/**
 * A text file of the task (task.toml, an instruction, the compose file), or null when missing.
 * Text that is not UTF-8 (UTF-16 from a Windows editor, Latin-1, a binary file) fails through
 * `fail` naming the file: read anyway it would reach the agent as mojibake or NUL bytes.
 */
async function readText(dir, name, fail) {
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir, name));
    }
    catch (error) {
        if (isMissing(error))
            return null;
        throw error;
    }
    const problem = undecodable(bytes);
    if (problem !== null)
        return fail(name, null, `${name} is not UTF-8 text: ${problem}; save it as UTF-8`);
    return bytes.toString('utf8');
}
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Why `bytes` is no UTF-8 text, or null. NUL is valid UTF-8, but no text file holds one. */
function undecodable(bytes) {
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
        return 'it is UTF-16 (it starts with a UTF-16 byte order mark)';
    const nul = bytes.indexOf(0);
    if (nul >= 0)
        return `it holds a NUL byte on line ${lineOf(bytes.subarray(0, nul))} (UTF-16, or not text)`;
    try {
        UTF8.decode(bytes);
        return null;
    }
    catch {
        // Lenient decoding marks the first bad byte with U+FFFD; line breaks are kept as they were.
        const text = new TextDecoder('utf-8').decode(bytes);
        const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
        return `bytes on line ${line} are not UTF-8 (Latin-1 or another legacy encoding?)`;
    }
}
function lineOf(before) {
    return before.filter((byte) => byte === 0x0a).length + 1;
}
async function isFile(dir, name) {
    return (await statOf(dir, name))?.isFile() ?? false;
}
async function isDirectory(dir, name) {
    return (await statOf(dir, name))?.isDirectory() ?? false;
}
/** Names of the folders directly in `dir/name`, sorted; none when it is not a folder. */
async function subfolders(dir, name) {
    try {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir, name), { withFileTypes: true });
        return entries
            .filter((e) => e.isDirectory())
            .map((e) => e.name)
            .sort();
    }
    catch (error) {
        if (isMissing(error))
            return [];
        throw error;
    }
}
async function statOf(dir, name) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir, name));
    }
    catch (error) {
        if (isMissing(error))
            return null;
        throw error;
    }
}
function isMissing(error) {
    const code = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .CA)(error);
    return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}


/***/ }),

/***/ 3080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _o: () => (/* binding */ loadTask),
  Yn: () => (/* binding */ relativePosix)
});

// UNUSED EXPORTS: TASK_ID_HASH_LENGTH, taskId

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/task/checksum.ts
// Content hashes of a task folder. Each file is hashed once; the task checksum and the
// environment hash are both combined from those per-file digests, so one walk serves both.
// What counts: every regular file's path (relative, `/`-separated, sorted by code unit) and bytes,
// and every symlink's target (links are not followed, so a link cannot pull in outside files).
// What does not: file modes and timestamps (they differ between checkouts), empty folders, and
// `.DS_Store` (macOS Finder litter that says nothing about the task).






const IGNORED_NAMES = new Set(['.DS_Store']);
// Files above this size are streamed rather than read whole.
const STREAM_THRESHOLD = 1 << 20;
// Shared by every digest in the process: bounds open file handles when 1,000+ tasks load at once.
const fileReads = (0,p_limit/* default */.A)(64);
/** Every file under `dir`, sorted by path. */
async function digestFolder(dir) {
    const paths = await listFiles(dir, '');
    const digests = await Promise.all(paths.map((entry) => fileReads(async () => ({ path: entry.path, sha256: await digestEntry(dir, entry) }))));
    return digests.sort((a, b) => compareCodeUnits(a.path, b.path));
}
/** Order-independent of the input: combines digests sorted by path. */
function combineDigests(files) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const file of [...files].sort((a, b) => compareCodeUnits(a.path, b.path))) {
        hash.update(`${file.path}\0${file.sha256}\n`);
    }
    return hash.digest('hex');
}
/**
 * `checksum` covers the whole task folder. `environmentHash` is the image cache key: the files
 * under `environment/` (paths relative to it) plus the prebuilt image name when
 * `[environment].docker_image` is set, so a docker_image task without files hashes its image name.
 */
function taskHashes(files, dockerImage) {
    const environmentFiles = files
        .filter((file) => file.path.startsWith('environment/'))
        .map((file) => ({ path: file.path.slice('environment/'.length), sha256: file.sha256 }));
    const image = dockerImage === null ? [] : [{ path: '\0docker_image', sha256: sha256Text(dockerImage) }];
    return { checksum: combineDigests(files), environmentHash: combineDigests([...image, ...environmentFiles]) };
}
function sha256Text(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}
// Plain code-unit order: locale-independent, so every machine sorts the same way.
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
async function listFiles(root, prefix) {
    const entries = await (0,promises_.readdir)((0,external_node_path_.join)(root, prefix), { withFileTypes: true });
    const nested = await Promise.all(entries
        .filter((entry) => !IGNORED_NAMES.has(entry.name))
        .map(async (entry) => {
        const path = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory())
            return listFiles(root, path);
        if (entry.isSymbolicLink())
            return [{ path, symlink: true }];
        return entry.isFile() ? [{ path, symlink: false }] : [];
    }));
    return nested.flat();
}
async function digestEntry(root, entry) {
    const file = (0,external_node_path_.join)(root, entry.path);
    if (entry.symlink)
        return sha256Text(`symlink:${await (0,promises_.readlink)(file)}`);
    if ((await (0,promises_.stat)(file)).size < STREAM_THRESHOLD)
        return (0,external_node_crypto_.createHash)('sha256')
            .update(await (0,promises_.readFile)(file))
            .digest('hex');
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(file))
        hash.update((0,narrow/* chunkBuffer */.SC)(chunk));
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/task/config.ts + 9 modules
var task_config = __webpack_require__(42288);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
// EXTERNAL MODULE: ./src/task/files.ts
var task_files = __webpack_require__(52870);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/task/compose-values.ts
// Value forms of the Compose file format that have more than one spelling: durations ("1m30s"),
// commands (a string split like a shell would, or a list), environment (a map or KEY=VALUE list).
// Each returns null for a malformed value; the caller names the field. Pure.
const DURATION_UNITS = { us: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
/** Seconds of a Compose duration such as "30s", "1m30s", "500ms", "1h"; null if malformed. */
function parseDuration(value) {
    if (typeof value === 'number' && value >= 0)
        return value;
    if (typeof value !== 'string' || value.trim() === '')
        return null;
    const text = value.trim();
    let seconds = 0;
    let consumed = 0;
    for (const match of text.matchAll(/(\d+(?:\.\d+)?)(us|ms|s|m|h)/g)) {
        if (match.index !== consumed)
            return null;
        seconds += Number(match[1]) * DURATION_UNITS[match[2]];
        consumed += match[0].length;
    }
    return consumed === text.length ? Math.round(seconds * 1000) / 1000 : null;
}
/**
 * A command as an argv: a list is used as is, a string is split on unquoted whitespace with
 * single quotes, double quotes and backslash escapes (Compose splits strings this way, not via a shell).
 */
function parseCommand(value) {
    if (Array.isArray(value))
        return value.every((v) => typeof v === 'string') ? value : null;
    if (typeof value !== 'string')
        return null;
    const words = [];
    let word = null;
    let quote = null;
    for (let i = 0; i < value.length; i++) {
        const char = value[i];
        if (quote === "'") {
            if (char === "'")
                quote = null;
            else
                word += char;
        }
        else if (char === '\\' && i + 1 < value.length && (quote === null || /["\\$`]/.test(value[i + 1]))) {
            word = (word ?? '') + value[++i];
        }
        else if (quote === '"') {
            if (char === '"')
                quote = null;
            else
                word += char;
        }
        else if (char === '"' || char === "'") {
            quote = char;
            word ??= '';
        }
        else if (/\s/.test(char)) {
            if (word !== null)
                words.push(word);
            word = null;
        }
        else
            word = (word ?? '') + char;
    }
    if (quote !== null)
        return null;
    if (word !== null)
        words.push(word);
    return words;
}
/** `environment:` as a map (`KEY: value`) or a list (`- KEY=value`); a bare `KEY` is left out. */
function parseEnvironment(value) {
    if (value === undefined || value === null)
        return {};
    const env = {};
    if (Array.isArray(value)) {
        for (const entry of value) {
            if (typeof entry !== 'string')
                return null;
            const eq = entry.indexOf('=');
            // `- KEY` alone passes the host's value through: never done here (it could be a secret).
            if (eq > 0)
                env[entry.slice(0, eq)] = entry.slice(eq + 1);
        }
        return env;
    }
    if (typeof value !== 'object')
        return null;
    for (const [key, v] of Object.entries(value)) {
        if (v === null)
            continue;
        if (!['string', 'number', 'boolean'].includes(typeof v))
            return null;
        env[key] = String(v);
    }
    return env;
}
/** A healthcheck `test`: a string runs in a shell; a list starts with CMD, CMD-SHELL or NONE. */
function parseHealthTest(value) {
    if (typeof value === 'string' && value.trim() !== '')
        return ['CMD-SHELL', value];
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
        return null;
    const [kind] = value;
    if (kind === 'CMD' || kind === 'CMD-SHELL')
        return value.length > 1 ? value : null;
    return kind === 'NONE' ? ['NONE'] : null;
}

// EXTERNAL MODULE: ./src/task/env-template.ts
var env_template = __webpack_require__(43913);
;// CONCATENATED MODULE: ./src/task/compose.ts
// `environment/docker-compose.yaml` → the services an attempt starts beside its `main` container.
// helios starts them itself through the Docker API, so it reads the part of the Compose format
// that describes a service; a key that would change how a service runs and is not read here makes
// the task invalid (never run differently from what its author wrote); keys that change nothing
// on a per-attempt network are warnings. Pure: the caller reads the file and checks the paths.






const HARBOR = 'run it with Harbor';
const SERVICE_KEYS = new Set([
    'build',
    'image',
    'command',
    'entrypoint',
    'environment',
    'healthcheck',
    'depends_on',
    'working_dir',
    'user',
]);
const MAIN_KEYS = new Set(['depends_on', 'environment']);
/** Keys that change nothing for services that live one attempt on a network of their own. */
const IGNORED_KEYS = {
    expose: 'services reach each other by name on the attempt network; every port is open there',
    ports: 'not published on the host: services reach each other by name on the attempt network',
    container_name: 'containers are named per attempt so attempts can run side by side',
    restart: 'services live for one attempt and are not restarted',
    hostname: 'services are reached by their service name',
    labels: 'helios labels the containers of an attempt itself',
    logging: 'service logs are read through the Docker API',
    cpus: 'resource limits apply to main only (task.toml [environment])',
    mem_limit: 'resource limits apply to main only (task.toml [environment])',
    deploy: 'resource limits apply to main only (task.toml [environment])',
    stop_grace_period: 'services are force-removed with the attempt',
};
const MAIN_IGNORED = {
    build: 'main is built from environment/Dockerfile (or [environment] docker_image), as in Harbor',
    image: 'main is built from environment/Dockerfile (or [environment] docker_image), as in Harbor',
    command: 'main runs `sleep infinity` so the agent and verifier can exec into it, as in Harbor',
};
const CONDITIONS = [
    'service_started',
    'service_healthy',
    'service_completed_successfully',
];
/** One problem of a compose file; every one is collected, then reported together. */
class ComposeProblem extends Error {
    field;
    detail;
    constructor(field, detail) {
        super(detail);
        this.field = field;
        this.detail = detail;
    }
}
const fail = (field, detail) => {
    throw new ComposeProblem(field, detail);
};
function parseComposeFile(text, file, vars, environmentDir) {
    const problems = [];
    const collect = (read, fallback) => {
        try {
            return read();
        }
        catch (error) {
            if (!(error instanceof ComposeProblem))
                throw error;
            problems.push(error);
            return fallback;
        }
    };
    const result = collect(() => readFile(text, file, vars, environmentDir, collect), null);
    if (problems.length === 1)
        throw new errors/* TaskConfigError */.or(file, problems[0].field, problems[0].detail);
    if (problems.length > 0) {
        const listed = problems.map((p) => (p.field ? `${p.field}: ${p.detail}` : p.detail));
        throw new errors/* TaskConfigError */.or(file, problems[0].field, `${problems.length} problems: ${listed.join('; ')}`);
    }
    return result;
}
function readFile(text, file, vars, environmentDir, collect) {
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(text, { prettyErrors: true });
    }
    catch (error) {
        // The message keeps the line, the column and the lines around it.
        return fail(null, `not valid YAML: ${(0,narrow/* messageOf */.bD)(error).trimEnd()}`);
    }
    if (!(0,narrow/* isRecord */.u4)(doc))
        return fail(null, 'expected a mapping with a `services:` key');
    const root = interpolateTable(doc, '', vars, collect);
    for (const key of Object.keys(root)) {
        if (key !== 'services' && key !== 'version' && key !== 'name' && !key.startsWith('x-'))
            collect(() => fail(key, `top-level \`${key}\` is not supported by helios' compose runner; ${HARBOR}`), null);
    }
    const services = root['services'];
    if (!(0,narrow/* isRecord */.u4)(services))
        return fail('services', 'expected a mapping of service names to services');
    // Harbor always supplies main (its own compose file is read first): a file of sidecars only is whole.
    const mainValue = services['main'] ?? {};
    if (!(0,narrow/* isRecord */.u4)(mainValue))
        return fail('services.main', 'expected a mapping (depends_on:, environment:)');
    const warnings = [];
    const names = new Set(['main', ...Object.keys(services)]);
    const context = { fail, collect, warnings, vars, environmentDir, names };
    const main = collect(() => readMain(mainValue, context), { dependsOn: [], environment: {} });
    const sidecars = Object.entries(services)
        .filter(([name]) => name !== 'main')
        .map(([name, value]) => collect(() => readService(name, value, context), null))
        .filter((service) => service !== null);
    return { file, services: startOrder(sidecars, fail), main, warnings };
}
function readMain(value, ctx) {
    for (const key of Object.keys(value)) {
        const at = `services.main.${key}`;
        const ignored = MAIN_IGNORED[key] ?? IGNORED_KEYS[key];
        if (ignored)
            ctx.warnings.push({ field: at, message: `ignored: ${ignored}` });
        else if (!MAIN_KEYS.has(key))
            ctx.collect(() => ctx.fail(at, `not supported for main by helios (main reads depends_on and environment); ${HARBOR}`), null);
    }
    const dependsOn = readDependsOn(value['depends_on'], 'services.main.depends_on', ctx);
    return { dependsOn, environment: readEnvironment(value['environment'], 'services.main.environment', ctx) };
}
function readService(name, value, ctx) {
    const at = `services.${name}`;
    if (!(0,narrow/* isRecord */.u4)(value))
        return ctx.fail(at, 'expected a mapping (image:, build:, command:, …)');
    if (!/^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/.test(name))
        ctx.fail(at, 'a service name is letters, digits, `_`, `.` and `-`');
    for (const key of Object.keys(value)) {
        if (IGNORED_KEYS[key])
            ctx.warnings.push({ field: `${at}.${key}`, message: `ignored: ${IGNORED_KEYS[key]}` });
        else if (!SERVICE_KEYS.has(key))
            ctx.collect(() => ctx.fail(`${at}.${key}`, `not supported by helios' compose runner; ${HARBOR}`), null);
    }
    const argv = (key) => value[key] === undefined || value[key] === null
        ? null
        : (parseCommand(value[key]) ?? ctx.fail(`${at}.${key}`, 'expected a string or a list of strings'));
    const text = (key) => value[key] === undefined
        ? null
        : typeof value[key] === 'string' || typeof value[key] === 'number'
            ? String(value[key])
            : ctx.fail(`${at}.${key}`, 'expected a string');
    return {
        name,
        image: readImage(value, at, ctx),
        command: argv('command'),
        entrypoint: argv('entrypoint'),
        environment: readEnvironment(value['environment'], `${at}.environment`, ctx),
        workingDir: text('working_dir'),
        user: text('user'),
        healthcheck: readHealthcheck(value['healthcheck'], `${at}.healthcheck`, ctx),
        dependsOn: readDependsOn(value['depends_on'], `${at}.depends_on`, ctx),
    };
}
/** `build:` wins over `image:` (Compose then tags the build with the image name). */
function readImage(service, at, ctx) {
    const { build, image } = service;
    if (build === undefined) {
        if (typeof image !== 'string' || image === '')
            return ctx.fail(at, 'a service needs `image:` or `build:`');
        return image === ctx.vars.MAIN_IMAGE_NAME ? { kind: 'main' } : { kind: 'image', name: image };
    }
    const table = typeof build === 'string' ? { context: build } : (0,narrow/* isRecord */.u4)(build) ? build : {};
    if (typeof build !== 'string' && !(0,narrow/* isRecord */.u4)(build))
        ctx.fail(`${at}.build`, 'expected a folder (string) or a mapping with `context:`');
    for (const key of Object.keys(table)) {
        if (!['context', 'dockerfile', 'args'].includes(key))
            ctx.fail(`${at}.build.${key}`, `not supported by helios (it reads context, dockerfile, args); ${HARBOR}`);
    }
    const context = table['context'] ?? '.';
    if (typeof context !== 'string')
        return ctx.fail(`${at}.build.context`, 'expected a folder path');
    const dockerfile = table['dockerfile'] ?? null;
    if (dockerfile !== null && typeof dockerfile !== 'string')
        return ctx.fail(`${at}.build.dockerfile`, 'expected a file name relative to the context');
    const args = parseEnvironment(table['args']);
    if (args === null)
        return ctx.fail(`${at}.build.args`, 'expected a mapping or a list of KEY=value');
    return {
        kind: 'build',
        contextDir: (0,external_node_path_.resolve)(ctx.environmentDir, context),
        dockerfile,
        args,
        hash: '',
    };
}
function readEnvironment(value, at, ctx) {
    return parseEnvironment(value) ?? ctx.fail(at, 'expected a mapping or a list of KEY=value');
}
function readHealthcheck(value, at, ctx) {
    if (value === undefined || value === null)
        return null;
    if (!(0,narrow/* isRecord */.u4)(value))
        return ctx.fail(at, 'expected a mapping with `test:`');
    if (value['disable'] === true)
        return { test: ['NONE'], intervalSec: 0, timeoutSec: 0, retries: 0, startPeriodSec: 0 };
    const test = parseHealthTest(value['test']);
    if (test === null)
        return ctx.fail(`${at}.test`, 'expected a shell command, or a list starting with CMD, CMD-SHELL or NONE');
    const seconds = (key, fallback) => value[key] === undefined
        ? fallback
        : (parseDuration(value[key]) ?? ctx.fail(`${at}.${key}`, 'expected a duration such as "5s" or "1m30s"'));
    const retries = value['retries'] ?? 3;
    if (typeof retries !== 'number' || !Number.isInteger(retries) || retries < 1)
        return ctx.fail(`${at}.retries`, 'expected a whole number ≥ 1');
    // Docker's defaults: 30 s interval and timeout, 3 retries, no start period.
    return {
        test,
        intervalSec: seconds('interval', 30),
        timeoutSec: seconds('timeout', 30),
        retries,
        startPeriodSec: seconds('start_period', 0),
    };
}
function readDependsOn(value, at, ctx) {
    if (value === undefined || value === null)
        return [];
    const entries = Array.isArray(value)
        ? value.map((name) => [String(name), {}])
        : (0,narrow/* isRecord */.u4)(value)
            ? Object.entries(value)
            : ctx.fail(at, 'expected a list of service names or a mapping of them');
    return entries.map(([service, spec]) => {
        if (!ctx.names.has(service))
            ctx.fail(`${at}.${service}`, `no service named ${service} in this file`);
        if (service === 'main')
            ctx.fail(`${at}.${service}`, 'main starts last: no service can wait for it');
        const condition = (0,narrow/* isRecord */.u4)(spec) ? (spec['condition'] ?? 'service_started') : 'service_started';
        if (!(0,narrow/* isOneOf */.EK)(CONDITIONS, condition))
            return ctx.fail(`${at}.${service}.condition`, `expected one of ${CONDITIONS.join(', ')}`);
        return { service, condition };
    });
}
/** Dependencies first; a cycle is an error naming a service on it. */
function startOrder(services, fail) {
    const byName = new Map(services.map((s) => [s.name, s]));
    const ordered = [];
    const state = new Map();
    const visit = (service) => {
        if (state.get(service.name) === 'done')
            return;
        if (state.get(service.name) === 'visiting')
            fail(`services.${service.name}.depends_on`, 'services wait for each other in a cycle');
        state.set(service.name, 'visiting');
        for (const dependency of service.dependsOn)
            visit(byName.get(dependency.service));
        state.set(service.name, 'done');
        ordered.push(service);
    };
    services.forEach(visit);
    return ordered;
}
/** `${VAR}` / `${VAR:-default}` in every string value, from Harbor's variables only. */
function interpolate(value, at, vars, collect) {
    if (typeof value === 'string') {
        return collect(() => {
            try {
                return (0,env_template/* expandEnvTemplate */.eN)(value, vars);
            }
            catch (error) {
                if (!(error instanceof errors/* EnvTemplateError */.yO))
                    throw error;
                return fail(at || null, unknownVariable(error, vars));
            }
        }, value);
    }
    if (Array.isArray(value))
        return value.map((v, i) => interpolate(v, `${at}.${i}`, vars, collect));
    return (0,narrow/* isRecord */.u4)(value) ? interpolateTable(value, at, vars, collect) : value;
}
function interpolateTable(table, at, vars, collect) {
    const out = {};
    for (const [key, v] of Object.entries(table))
        out[key] = interpolate(v, at ? `${at}.${key}` : key, vars, collect);
    return out;
}
/** Variables Harbor sets that helios does not, with what Harbor does with them. */
const HARBOR_VARIABLES = {
    HOST_VERIFIER_LOGS_PATH: "Harbor (deprecated) sets it to the trial's host folder behind /logs/verifier, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
    HOST_AGENT_LOGS_PATH: "Harbor (deprecated) sets it to the trial's host folder behind /logs/agent, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
    HOST_ARTIFACTS_PATH: "Harbor (deprecated) sets it to the trial's host folder behind /logs/artifacts, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
    ENV_VERIFIER_LOGS_PATH: 'Harbor (deprecated) sets it to /logs/verifier: write /logs/verifier',
    ENV_AGENT_LOGS_PATH: 'Harbor (deprecated) sets it to /logs/agent: write /logs/agent',
    ENV_ARTIFACTS_PATH: 'Harbor (deprecated) sets it to /logs/artifacts: write /logs/artifacts',
    TEST_DIR: 'older Harbor versions set it to /tests (newer ones do not): write /tests',
};
function unknownVariable(error, vars) {
    if (error.variable === null || !/not set/.test(error.message))
        return error.message;
    const harbor = HARBOR_VARIABLES[error.variable];
    if (harbor)
        return `\${${error.variable}} is not set by helios: ${harbor}`;
    return `\${${error.variable}} is not a variable helios sets (${Object.keys(vars).join(', ')}); host variables are never read (they may be secrets): write the value or a default, \${${error.variable}:-value}`;
}

// EXTERNAL MODULE: ./src/task/image-names.ts
var image_names = __webpack_require__(81505);
;// CONCATENATED MODULE: ./src/task/load-compose.ts
// A task's `environment/docker-compose.yaml`: parsed with Harbor's variables set, each build
// folder checked to lie inside the task and to hold its Dockerfile, and hashed for the image cache.






/**
 * Harbor reads this name only: a `docker-compose.yml` in environment/ is a file like any other
 * (tasks ship one as data the agent must fix), and the task runs from its Dockerfile.
 */
const COMPOSE_FILES = ['environment/docker-compose.yaml'];
/** The task's compose environment, or null when it has no compose file. */
async function loadCompose(task, fail) {
    const file = await firstExisting(task.dir, COMPOSE_FILES);
    if (file === null)
        return null;
    if (task.config.verifier.mode === 'separate')
        return fail(file, null, 'a compose environment with a separate verifier is not supported by this version of helios; use the shared verifier or run it with Harbor');
    let compose;
    try {
        compose = parseComposeFile((await (0,task_files/* readText */.yR)(task.dir, file, fail)), file, composeVariables(task), (0,external_node_path_.resolve)(task.dir, 'environment'));
    }
    catch (error) {
        if (error instanceof errors/* TaskConfigError */.or)
            return fail(file, error.field, error.detail);
        throw error;
    }
    const services = [];
    for (const service of compose.services)
        services.push(await withBuildHash(task, file, service, fail));
    return { ...compose, services };
}
/** MAIN_IMAGE_NAME, CONTEXT_DIR, CPUS, MEMORY ("<n>M") and, for a docker_image task, PREBUILT_IMAGE_NAME. */
function composeVariables(task) {
    const environment = task.config.environment;
    return {
        MAIN_IMAGE_NAME: environment.dockerImage ?? (0,image_names/* environmentTag */.a)(task),
        CONTEXT_DIR: (0,external_node_path_.resolve)(task.dir, 'environment'),
        CPUS: String(environment.cpus),
        MEMORY: `${environment.memoryMb}M`,
        ...(environment.dockerImage === null ? {} : { PREBUILT_IMAGE_NAME: environment.dockerImage }),
    };
}
async function withBuildHash(task, file, service, fail) {
    const { image } = service;
    if (image.kind !== 'build')
        return service;
    const field = `services.${service.name}.build`;
    const inside = (0,external_node_path_.relative)(task.dir, image.contextDir).split(external_node_path_.sep).join('/');
    if (inside.startsWith('..') || (0,external_node_path_.resolve)(task.dir, inside) !== image.contextDir)
        return fail(file, field, `the build folder ${image.contextDir} is outside the task folder: keep it inside`);
    const dockerfile = image.dockerfile ?? 'Dockerfile';
    if (!(await (0,task_files/* isFile */.fo)(image.contextDir, dockerfile)))
        return fail(file, field, `${inside}/${dockerfile} is missing: the service's build needs it`);
    const prefix = inside === '' ? '' : `${inside}/`;
    const files = task.digests
        .filter((f) => f.path.startsWith(prefix))
        .map((f) => ({ path: f.path.slice(prefix.length), sha256: f.sha256 }));
    // The Dockerfile name and build args change the image as much as the files do.
    files.push({ path: '\0build', sha256: JSON.stringify({ dockerfile, args: image.args }) });
    return { ...service, image: { ...image, hash: combineDigests(files) } };
}
/** Every `service` an artifact or collect hook names must be main or a service of the compose file. */
function checkServiceNames(config, compose, fail) {
    const names = ['main', ...(compose?.services.map((s) => s.name) ?? [])];
    const named = [
        ...config.collectedPaths.map((a, i) => [`artifacts.${i}.service`, a.service]),
        ...config.verifier.collect.map((h, i) => [`verifier.collect.${i}.service`, h.service]),
        ...config.steps.flatMap((step, s) => [
            ...step.collectedPaths.map((a) => [`steps.${s}.artifacts`, a.service]),
            ...step.verifier.collect.map((h) => [`steps.${s}.verifier.collect`, h.service]),
        ]),
    ];
    for (const [field, service] of named) {
        if (names.includes(service))
            continue;
        fail('task.toml', field, compose === null
            ? `service ${service}: only a compose environment (environment/docker-compose.yaml) has services other than main`
            : `no service named ${service} in ${compose.file} (services: ${names.join(', ')})`);
    }
}
async function firstExisting(dir, names) {
    for (const name of names)
        if (await (0,task_files/* isFile */.fo)(dir, name))
            return name;
    return null;
}

;// CONCATENATED MODULE: ./src/task/load.ts
// One Harbor-format task folder → Task. File-system adapter around the pure parts (config
// parsing, hashing); every problem becomes a TaskLoadError naming the file (and field).







/** How many hex characters of the checksum go into a task id. */
const TASK_ID_HASH_LENGTH = 12;
function taskId(name, checksum) {
    return `${name}@${checksum.slice(0, TASK_ID_HASH_LENGTH)}`;
}
/** `/`-separated path of `path` relative to `root` (`.` for the root itself). */
function relativePosix(root, path) {
    return (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/') || '.';
}
/** Loads the task in `dir`; `root` is the discovery root that relative paths are reported against. */
async function loadTask(dir, root) {
    const absoluteDir = (0,external_node_path_.resolve)(dir);
    const relativeDir = relativePosix((0,external_node_path_.resolve)(root), absoluteDir);
    const fileOf = (name) => (relativeDir === '.' ? name : `${relativeDir}/${name}`);
    let taskName = (0,external_node_path_.basename)(absoluteDir);
    const fail = (file, field, message) => {
        throw new errors/* TaskLoadError */.OF({ relative_dir: relativeDir, file: fileOf(file), field, message }, taskName);
    };
    const tomlText = await (0,task_files/* readText */.yR)(absoluteDir, 'task.toml', fail);
    if (tomlText === null)
        return fail('task.toml', null, 'task.toml is missing: every task folder needs one');
    let config;
    try {
        config = (0,task_config/* parseTaskConfig */.Rr)(tomlText, fileOf('task.toml'));
    }
    catch (error) {
        if (error instanceof errors/* TaskConfigError */.or)
            return fail('task.toml', error.field, error.detail);
        throw error;
    }
    taskName = config.task.name ?? taskName;
    // A multi-step task's prompts are its steps' (Harbor never reads the root instruction.md then).
    const steps = await loadSteps(absoluteDir, config, fail);
    if (steps.length === 0)
        await checkUndeclaredSteps(absoluteDir, fail);
    const instruction = steps.length > 0
        ? steps.map((s) => `## Step ${s.config.name}\n\n${s.instruction}`).join('\n\n')
        : await readInstruction(absoluteDir, 'instruction.md', fail);
    if (steps.length === 0 && !(await (0,task_files/* isFile */.fo)(absoluteDir, 'tests/test.sh'))) {
        return fail('tests/test.sh', null, 'tests/test.sh is missing: the verifier must write /logs/verifier/reward.txt');
    }
    if (config.environment.dockerImage === null && !(await (0,task_files/* isFile */.fo)(absoluteDir, 'environment/Dockerfile'))) {
        return fail('environment/Dockerfile', null, 'environment/Dockerfile is missing: add one, or name a prebuilt image with [environment] docker_image = "..."');
    }
    const solutionDir = (await (0,task_files/* isFile */.fo)(absoluteDir, 'solution/solve.sh'))
        ? (0,external_node_path_.resolve)(absoluteDir, 'solution')
        : null;
    const digests = await digestFolder(absoluteDir);
    const { checksum, environmentHash } = taskHashes(digests, config.environment.dockerImage);
    const composeSource = { dir: absoluteDir, name: taskName, config, environmentHash, digests };
    const compose = await loadCompose(composeSource, fail);
    checkServiceNames(config, compose, fail);
    if (config.verifier.mode === 'separate' && (await (0,task_files/* isFile */.fo)(absoluteDir, 'tests/docker-compose.yaml')))
        return fail('tests/docker-compose.yaml', null, 'a docker-compose verifier environment is not supported by this version of helios; run it with Harbor');
    return {
        id: taskId(taskName, checksum),
        name: taskName,
        checksum,
        environmentHash,
        dir: absoluteDir,
        relativeDir,
        instruction,
        config,
        hasSolution: steps.length > 0 ? steps.every((s) => s.solutionDir !== null) : solutionDir !== null,
        testsDirs: (await (0,task_files/* isDirectory */.wd)(absoluteDir, 'tests')) ? [(0,external_node_path_.resolve)(absoluteDir, 'tests')] : [],
        solutionDir,
        steps,
        verifierImage: config.verifier.mode === 'separate'
            ? await verifierImageSource(absoluteDir, config, digests, environmentHash)
            : null,
        compose,
        strayStepFolders: await strayStepFolders(absoluteDir, config),
        environmentFilesDir: await environmentFilesDir(absoluteDir, config, compose),
        nestedTaskFiles: nestedTaskFiles(digests),
    };
}
/** tests/Dockerfile, else [verifier.environment] docker_image, else the task's own image. */
async function verifierImageSource(dir, config, digests, environmentHash) {
    if (await (0,task_files/* isFile */.fo)(dir, 'tests/Dockerfile')) {
        const files = digests
            .filter((f) => f.path.startsWith('tests/'))
            .map((f) => ({ path: f.path.slice('tests/'.length), sha256: f.sha256 }));
        return { contextDir: (0,external_node_path_.resolve)(dir, 'tests'), dockerImage: null, hash: combineDigests(files) };
    }
    const image = config.verifier.environment?.dockerImage ?? null;
    if (image !== null)
        return { contextDir: null, dockerImage: image, hash: '' };
    return { contextDir: null, dockerImage: null, hash: environmentHash };
}
/** From the checksum's walk of every file: discovery warns about these without a walk of its own. */
function nestedTaskFiles(digests) {
    return digests
        .map((digest) => digest.path)
        .filter((path) => path.endsWith('/task.toml') && !/(^|\/)(node_modules|\.git)\//.test(path));
}
/** Folders under `steps/` of a multi-step task that no `[[steps]]` entry names. */
async function strayStepFolders(dir, config) {
    if (config.steps.length === 0)
        return [];
    const declared = new Set(config.steps.map((s) => s.name));
    return (await (0,task_files/* subfolders */.E)(dir, 'steps')).filter((name) => !declared.has(name));
}
/**
 * Harbor's rule for a prebuilt image: a `docker_image` task with files in `environment/` and
 * neither a Dockerfile nor a compose file there gets those files in its working directory.
 */
async function environmentFilesDir(dir, config, compose) {
    if (config.environment.dockerImage === null || compose !== null)
        return null;
    if (await (0,task_files/* isFile */.fo)(dir, 'environment/Dockerfile'))
        return null;
    if (!(await (0,task_files/* isDirectory */.wd)(dir, 'environment')))
        return null;
    return (await (0,promises_.readdir)((0,external_node_path_.resolve)(dir, 'environment'))).length > 0 ? (0,external_node_path_.resolve)(dir, 'environment') : null;
}
/** Step folders in a task without `[[steps]]` and without instruction.md: the steps were not declared. */
async function checkUndeclaredSteps(dir, fail) {
    if (await (0,task_files/* isFile */.fo)(dir, 'instruction.md'))
        return;
    const folders = await (0,task_files/* subfolders */.E)(dir, 'steps');
    const steps = [];
    for (const name of folders)
        if (await (0,task_files/* isFile */.fo)(dir, `steps/${name}/instruction.md`))
            steps.push(name);
    if (steps.length === 0)
        return;
    fail('task.toml', 'steps', `instruction.md is missing and task.toml declares no [[steps]], but ${steps.map((n) => `steps/${n}/`).join(', ')} hold step instructions: declare each in order, e.g. [[steps]] name = "${steps[0]}"`);
}
async function readInstruction(dir, file, fail) {
    const instruction = await (0,task_files/* readText */.yR)(dir, file, fail);
    if (instruction === null)
        return fail(file, null, `${file} is missing: write the task prompt there`);
    if (instruction.trim() === '')
        return fail(file, null, `${file} is empty: write the task prompt there`);
    return instruction;
}
/**
 * `steps/<name>/` of each `[[steps]]` entry: its instruction (required), tests on top of the task's
 * (a test.sh in one of them), solution (else the task's), workdir. Checked here, before any build.
 */
async function loadSteps(dir, config, fail) {
    // A folder no step names is ignored, as Harbor does (discovery warns: it may be a typo of one,
    // whose own folder is then missing and refused below).
    const rootSolution = (await (0,task_files/* isFile */.fo)(dir, 'solution/solve.sh')) ? (0,external_node_path_.resolve)(dir, 'solution') : null;
    const rootTests = (await (0,task_files/* isDirectory */.wd)(dir, 'tests')) ? [(0,external_node_path_.resolve)(dir, 'tests')] : [];
    const steps = [];
    for (const step of config.steps) {
        const at = `steps/${step.name}`;
        const instruction = await readInstruction(dir, `${at}/instruction.md`, fail);
        const ownTests = (await (0,task_files/* isDirectory */.wd)(dir, `${at}/tests`)) ? [(0,external_node_path_.resolve)(dir, at, 'tests')] : [];
        if (!(await (0,task_files/* isFile */.fo)(dir, `${at}/tests/test.sh`)) && !(await (0,task_files/* isFile */.fo)(dir, 'tests/test.sh')))
            return fail(`${at}/tests/test.sh`, null, `step ${step.name} has no verifier: add ${at}/tests/test.sh, or tests/test.sh for every step`);
        let solutionDir = rootSolution;
        if (await (0,task_files/* isDirectory */.wd)(dir, `${at}/solution`)) {
            if (!(await (0,task_files/* isFile */.fo)(dir, `${at}/solution/solve.sh`)))
                return fail(`${at}/solution/solve.sh`, null, `${at}/solution/ has no solve.sh: add it, or remove the folder to use solution/solve.sh`);
            solutionDir = (0,external_node_path_.resolve)(dir, at, 'solution');
        }
        steps.push({
            config: step,
            dir: (0,external_node_path_.resolve)(dir, at),
            instruction,
            testsDirs: [...rootTests, ...ownTests],
            solutionDir,
            workdirDir: (await (0,task_files/* isDirectory */.wd)(dir, `${at}/workdir`)) ? (0,external_node_path_.resolve)(dir, at, 'workdir') : null,
        });
    }
    return steps;
}


/***/ })

};
