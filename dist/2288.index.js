export const id = 2288;
export const ids = [2288];
export const modules = {

/***/ 42288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Rr: () => (/* binding */ parseTaskConfig),
  MT: () => (/* binding */ parseToml)
});

// UNUSED EXPORTS: TASK_DEFAULTS

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/task/field-define.ts
// The building blocks of the task.toml field table (task-fields.ts): a field is one entry that
// says how helios reads it, its default, its deprecated spelling and whether Harbor defines it.
// The parser (readFields) and the unknown-field warnings (harbor-fields.ts) both walk the table.
function leaf(key, read, options = {}) {
    const { origin = 'harbor', ...rest } = options;
    // The overloads above say which Leaf the options make; this one body builds both.
    return { kind: 'leaf', key, origin, read, ...rest };
}
function section(key, fields, unread) {
    return { kind: 'section', key, origin: 'harbor', fields, ...(unread ? { unread } : {}) };
}
function entries(key, fields, unread) {
    return { kind: 'entries', key, origin: 'harbor', fields, ...(unread ? { unread } : {}) };
}
function unread(key, why) {
    return { kind: 'unread', key, origin: 'harbor', unread: why };
}
/**
 * The same table read in another place (a step's `[agent]`, `[verifier.environment]`): only the
 * `kept` fields are read there; the others stay known if Harbor defines them (helios does not
 * read them there: `why`) and are unknown if they are helios extensions (they would do nothing).
 */
function subset(fields, kept, why) {
    const out = {};
    for (const [name, field] of Object.entries(fields)) {
        // A field not read here either (a refused one) keeps its own reason.
        if (kept.includes(name) || field.kind === 'unread' || (field.kind !== 'leaf' && field.unread))
            out[name] = field;
        else if (field.origin === 'harbor')
            out[name] =
                field.kind === 'section' || field.kind === 'entries'
                    ? { ...field, unread: why }
                    : unread(field.key, why);
    }
    // Filled key by key from S's own fields: a mapped type TS cannot follow through a loop.
    return out;
}
function join(at, key) {
    return at === '' ? key : `${at}.${key}`;
}
/**
 * Reads every leaf of `fields` from `table` (the section at dotted path `at`), in table order.
 * An absent field takes its `fallback` (a step's takes the task's), else its default, else null.
 */
function readFields(read, table, at, fields, fallback = {}) {
    const values = {};
    const fallbackValues = fallback;
    for (const [name, field] of Object.entries(fields)) {
        if (field.kind !== 'leaf')
            continue;
        const path = join(at, field.key);
        let value = field.read(read, table, path);
        if (field.deprecated) {
            const old = field.deprecated.read(read, table, join(at, field.deprecated.key));
            if (old !== null && (field.deprecated.wins || value === null))
                value = old;
        }
        if (value === null && field.required !== undefined)
            read.fail(path, field.required, undefined);
        values[name] = value ?? fallbackValues[name] ?? fresh(field.default) ?? null;
    }
    // Filled key by key from S's leaves, as above.
    return values;
}
/** Array defaults are copied: no two parsed configs share one. */
function fresh(value) {
    return Array.isArray(value) ? [...value] : value;
}

;// CONCATENATED MODULE: ./src/task/display-size.ts
/** 1280×800: the size Anthropic and OpenAI suggest for computer use (WXGA), and Helios's. */
const DEFAULT_DISPLAY = { width: 1280, height: 800 };
/** Xvfb's own limits are far larger; past 4K a screenshot is too big for any model to read. */
const MIN = { width: 320, height: 200 };
const MAX = { width: 3840, height: 2160 };
/** The size, or what was expected (for the field's error). */
function parseDisplaySize(value) {
    const expected = `true or a size "WIDTHxHEIGHT" from ${MIN.width}x${MIN.height} to ${MAX.width}x${MAX.height}, e.g. display = "1280x800"`;
    if (value === true)
        return { ...DEFAULT_DISPLAY };
    if (typeof value !== 'string')
        return expected;
    const match = /^\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*$/.exec(value);
    if (!match)
        return expected;
    const size = { width: Number(match[1]), height: Number(match[2]) };
    const fits = size.width >= MIN.width &&
        size.width <= MAX.width &&
        size.height >= MIN.height &&
        size.height <= MAX.height;
    // Even sizes: video encoders and some screenshot paths halve them.
    return fits && size.width % 2 === 0 && size.height % 2 === 0 ? size : expected;
}
function displaySizeText(size) {
    return `${size.width}x${size.height}`;
}

// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/task/field-kinds.ts
// The kinds of task.toml values, as Readers for the field table: each reads one field through
// FieldReader (which names the file and the dotted field in every error).


const string = (r, t, f) => r.string(t, f);
const nonEmptyString = (r, t, f) => r.nonEmptyString(t, f);
const stringArray = (r, t, f) => r.stringArray(t, f);
const seconds = (r, t, f) => r.seconds(t, f);
const nonNegative = (r, t, f) => r.nonNegativeNumber(t, f);
const megabytes = (r, t, f) => r.megabytes(t, f);
const size = (r, t, f) => r.size(t, f);
const user = (r, t, f) => r.user(t, f);
const field_kinds_boolean = (r, t, f) => r.boolean(t, f);
const ports = (r, t, f) => r.ports(t, f);
const workdir = (r, t, f) => r.workdir(t, f);
const env = (r, t, f) => r.env(t, f);
const table = (r, t, f) => r.table(t, f);
const networkMode = (r, t, f) => r.networkMode(t, f);
const allowInternet = (r, t, f) => r.allowInternet(t, f);
const cpus = (r, t, f) => r.positiveNumber(t, f, 'a number of CPUs, e.g. cpus = 2');
/** A whole number ≥ 1 (a healthcheck's `retries`). */
const count = (r, t, f) => {
    const value = r.nonNegativeNumber(t, f);
    if (value !== null && (!Number.isInteger(value) || value < 1))
        r.fail(f, 'a whole number ≥ 1', value);
    return value;
};
/** One of a few strings; `expected` lists them for the error. */
function oneOf(values, expected) {
    return (r, t, f) => {
        const value = r.string(t, f);
        if (value === null || (0,narrow/* isOneOf */.EK)(values, value))
            return value;
        return r.fail(f, expected, value);
    };
}
/** `min_reward = 1` gates the `reward` key; `min_reward = { tests = 1 }` gates each key it names. */
const minReward = (r, t, f) => {
    const value = t[f.slice(f.lastIndexOf('.') + 1)];
    if (value === undefined)
        return null;
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    const gates = {};
    for (const [key, gate] of Object.entries(r.table(t, f))) {
        if (typeof gate === 'number' && Number.isFinite(gate))
            gates[key] = gate;
        else
            r.fail(`${f}.${key}`, 'a number, e.g. min_reward = 1 or min_reward = { tests = 1 }', gate);
    }
    return gates;
};
/** A step name is a folder name under `steps/`. */
const STEP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const stepName = (r, t, f) => {
    const name = r.nonEmptyString(t, f);
    if (name === null || !STEP_NAME.test(name) || name.includes('..'))
        return r.fail(f, 'the name of its folder under steps/, e.g. name = "setup-db"', t['name']);
    return name;
};
/** `display = "1280x800"` (or `true` for the default size): the task needs a virtual screen. */
const display = (r, t, f) => {
    const value = t[f.slice(f.lastIndexOf('.') + 1)];
    if (value === undefined || value === false)
        return null;
    const size = parseDisplaySize(value);
    return typeof size === 'string' ? r.fail(f, size, value) : size;
};

;// CONCATENATED MODULE: ./src/task/task-fields.ts
// Every task.toml field, once: Harbor's schema 1.4 (v0.22) plus helios's extensions. The parser
// (config*.ts, through readFields) and the unknown-field warnings (harbor-fields.ts) both derive
// from these tables, so a new field is one entry here (and its place in TaskConfig). Harbor's
// defaults, except cpus and memory: 1 and 2048 MB (1.4 leaves them to the provider) so one task
// cannot starve the attempts running beside it. Table order is read order.


/** Harbor's defaults. Harbor leaves `agent.timeout_sec` to the agent; 600 s matches its verifier. */
const TASK_DEFAULTS = {
    agentTimeoutSec: 600,
    verifierTimeoutSec: 600,
    buildTimeoutSec: 600,
    cpus: 1,
    memoryMb: 2048,
};
const ALLOWLIST = 'refused: helios cannot enforce an egress allowlist (unsupported.ts)';
const PHASE_NETWORK = "refused when it differs from the network of the phase's container: [environment] network_mode, or a separate verifier's [verifier.environment] (unsupported.ts)";
const HEALTHCHECK = {
    command: leaf('command', nonEmptyString, {
        required: 'the command to run, e.g. command = "curl -sf localhost:8080"',
    }),
    retries: leaf('retries', count, { default: 3 }),
    intervalSec: leaf('interval_sec', nonNegative, { default: 5 }),
    timeoutSec: leaf('timeout_sec', nonNegative, { default: 30 }),
    startPeriodSec: leaf('start_period_sec', nonNegative, { default: 0 }),
    startIntervalSec: leaf('start_interval_sec', nonNegative, { default: 5 }),
};
/** `service`: main unless named (only a compose environment has others). */
const service = leaf('service', nonEmptyString, { default: 'main' });
/** An `artifacts` entry written as a table (a string entry is its `source`). */
const COLLECTED_PATH = {
    service,
    source: leaf('source', nonEmptyString, {
        required: 'a path in the container, e.g. source = "/app/out.log"',
    }),
    destination: leaf('destination', nonEmptyString),
    exclude: leaf('exclude', stringArray, { default: [] }),
};
/** A `[[verifier.collect]]` entry. */
const COLLECT_HOOK = {
    service,
    command: leaf('command', nonEmptyString, {
        required: 'a command, e.g. command = "cp -r /app/out /logs/artifacts/"',
    }),
    timeoutSec: leaf('timeout_sec', seconds, { default: 60 }),
    user: leaf('user', user),
};
const ENVIRONMENT = {
    // As in Harbor, the deprecated size string wins when both spellings are set.
    memoryMb: leaf('memory_mb', megabytes, {
        default: TASK_DEFAULTS.memoryMb,
        deprecated: { key: 'memory', read: size, wins: true },
    }),
    // Harbor defaults storage to 10 GiB, but Docker can only enforce it on some storage drivers:
    // null means "not set, do not ask Docker for a limit".
    storageMb: leaf('storage_mb', megabytes, {
        deprecated: { key: 'storage', read: size, wins: true },
    }),
    buildTimeoutSec: leaf('build_timeout_sec', seconds, { default: TASK_DEFAULTS.buildTimeoutSec }),
    dockerImage: leaf('docker_image', nonEmptyString),
    cpus: leaf('cpus', cpus, { default: TASK_DEFAULTS.cpus }),
    networkMode: leaf('network_mode', networkMode, {
        default: 'public',
        deprecated: { key: 'allow_internet', read: allowInternet, wins: false },
    }),
    env: leaf('env', env, { freeForm: true }),
    workdir: leaf('workdir', workdir),
    healthcheck: section('healthcheck', HEALTHCHECK),
    display: leaf('display', display, { origin: 'helios' }),
    os: unread('os', 'refused unless "linux" (unsupported.ts)'),
    gpus: unread('gpus', 'refused when > 0 (unsupported.ts)'),
    gpuTypes: unread('gpu_types', 'refused when not empty (unsupported.ts)'),
    tpu: section('tpu', { type: unread('type', 'in tpu'), topology: unread('topology', 'in tpu') }, 'refused (unsupported.ts)'),
    mcpServers: entries('mcp_servers', Object.fromEntries(['name', 'transport', 'url', 'command', 'args'].map((key) => [key, unread(key, 'in mcp_servers')])), 'refused when not empty (unsupported.ts)'),
    skillsDir: unread('skills_dir', 'a warning under [environment]: no agent looks there (unsupported.ts)'),
    allowedHosts: unread('allowed_hosts', ALLOWLIST),
};
/** The separate verifier's container: its limits fall back to the task's. */
const VERIFIER_ENVIRONMENT = subset(ENVIRONMENT, ['memoryMb', 'buildTimeoutSec', 'dockerImage', 'cpus', 'networkMode', 'env', 'workdir'], "not read for the verifier's container");
const AGENT = {
    timeoutSec: leaf('timeout_sec', seconds, { default: TASK_DEFAULTS.agentTimeoutSec }),
    user: leaf('user', user),
    networkMode: unread('network_mode', PHASE_NETWORK),
    allowedHosts: unread('allowed_hosts', ALLOWLIST),
};
const VERIFIER = {
    timeoutSec: leaf('timeout_sec', seconds, { default: TASK_DEFAULTS.verifierTimeoutSec }),
    user: leaf('user', user),
    env: leaf('env', env, { freeForm: true }),
    keepAgentProcesses: leaf('keep_agent_processes', field_kinds_boolean, { default: false, origin: 'helios' }),
    keepPorts: leaf('keep_ports', ports, { default: [], origin: 'helios' }),
    collect: entries('collect', COLLECT_HOOK),
    environmentMode: leaf('environment_mode', oneOf(['shared', 'separate'], '"shared" or "separate"')),
    environment: section('environment', VERIFIER_ENVIRONMENT),
    networkMode: unread('network_mode', PHASE_NETWORK),
    allowedHosts: unread('allowed_hosts', ALLOWLIST),
};
const STEP_ONLY = 'not read for a step';
const STEP_AGENT = subset(AGENT, ['timeoutSec', 'user'], STEP_ONLY);
const STEP_VERIFIER = subset(VERIFIER, ['timeoutSec', 'user', 'env', 'collect'], STEP_ONLY);
/** A `[[steps]]` entry; its agent timeout and users fall back to the task's. */
const STEP = {
    name: leaf('name', stepName, {
        required: 'the name of its folder under steps/, e.g. name = "setup-db"',
    }),
    agent: section('agent', STEP_AGENT),
    verifier: section('verifier', STEP_VERIFIER),
    minReward: leaf('min_reward', minReward, { freeForm: true }),
    healthcheck: section('healthcheck', HEALTHCHECK),
    artifacts: entries('artifacts', COLLECTED_PATH),
};
const TASK = {
    name: leaf('name', nonEmptyString),
    description: leaf('description', string),
    keywords: leaf('keywords', stringArray, { default: [] }),
    version: unread('version', "the task's own version: not used"),
    authors: unread('authors', 'not used'),
};
const SOLUTION = { env: leaf('env', env, { freeForm: true }) };
/** The whole document. */
const TASK_TOML = {
    schemaVersion: leaf('schema_version', string, {
        deprecated: { key: 'version', read: string, wins: false },
    }),
    metadata: leaf('metadata', table, { freeForm: true }),
    multiStepRewardStrategy: leaf('multi_step_reward_strategy', oneOf(['mean', 'final'], '"mean" or "final"'), { default: 'mean' }),
    source: unread('source', 'not used'),
    task: section('task', TASK),
    agent: section('agent', AGENT),
    verifier: section('verifier', VERIFIER),
    environment: section('environment', ENVIRONMENT),
    solution: section('solution', SOLUTION),
    artifacts: entries('artifacts', COLLECTED_PATH),
    steps: entries('steps', STEP),
    // Scenes, roles and turns (src/trial/parse.ts checks its keys itself, naming the scene).
    trial: leaf('trial', table, { freeForm: true, origin: 'helios' }),
};

;// CONCATENATED MODULE: ./src/task/config-hooks.ts
// The task.toml parts that add steps around the agent: `[environment.healthcheck]`, `artifacts`
// and `[[verifier.collect]]` (fields and defaults in task-fields.ts). An entry may name a compose
// service other than main; the task loader checks that the service exists.


function parseHealthcheck(read, parent, field) {
    if (parent['healthcheck'] === undefined)
        return null;
    return readFields(read, read.table(parent, field), field, HEALTHCHECK);
}
/** `artifacts = ["/app/out.log", { source = "/app/build", destination = "build", exclude = ["*.o"] }]`. */
function parseCollectedPaths(read, doc, field) {
    const value = doc['artifacts'];
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        read.fail(field, 'an array of paths or tables', value);
    return value.map((entry, i) => {
        const at = `${field}.${i}`;
        if (typeof entry === 'string')
            return { source: source(read, entry, at), destination: null, exclude: [], service: 'main' };
        const table = read.table({ [String(i)]: entry }, at);
        const { service, source: raw, destination, exclude } = readFields(read, table, at, COLLECTED_PATH);
        // A sidecar has no task workdir to resolve a relative path against (Harbor's rule too).
        if (service !== 'main' && !raw.startsWith('/'))
            read.fail(`${at}.source`, `an absolute path (the source is in service ${service})`, raw);
        return {
            service,
            source: source(read, raw, `${at}.source`),
            destination: checkDestination(read, destination, `${at}.destination`),
            exclude,
        };
    });
}
function parseCollectHooks(read, verifier, field) {
    return read
        .tableArray(verifier, field)
        .map((table, i) => readFields(read, table, `${field}.${i}`, COLLECT_HOOK));
}
function source(read, path, field) {
    if (path.split('/').includes('..'))
        read.fail(field, 'a path without ".."', path);
    return path;
}
/** Copies go under the attempt's `artifacts/declared/`, apart from helios's manifest: any name is free there. */
function checkDestination(read, path, field) {
    if (path === null)
        return null;
    if (path.startsWith('/') || path.includes('\\') || path.split('/').includes('..'))
        read.fail(field, 'a relative path under artifacts/declared/, without ".." or "\\"', path);
    return path;
}

;// CONCATENATED MODULE: ./src/task/config-steps.ts
// `[[steps]]` of a multi-step task (fields in task-fields.ts), with Harbor 1.4's fallbacks: a
// step's agent timeout and users fall back to the task's, its verifier env is the task's with
// the step's on top. One choice where Harbor's code and docs disagree: a step's verifier timeout
// falls back to the task's `[verifier] timeout_sec` (the docs), not to a fixed 600 s (the code).



function parseSteps(read, doc, task) {
    const seen = new Set();
    return read.tableArray(doc, 'steps').map((step, i) => {
        const at = `steps.${i}`;
        const { name, minReward } = readFields(read, step, at, STEP);
        if (seen.has(name))
            read.fail(`${at}.name`, 'a name no other step has', name);
        seen.add(name);
        const agent = read.table(step, `${at}.agent`);
        const verifier = read.table(step, `${at}.verifier`);
        const { timeoutSec, user } = task.verifier;
        const stepVerifier = readFields(read, verifier, `${at}.verifier`, STEP_VERIFIER, {
            timeoutSec,
            user,
        });
        return {
            name,
            agent: readFields(read, agent, `${at}.agent`, STEP_AGENT, task.agent),
            verifier: {
                ...stepVerifier,
                env: { ...task.verifier.env, ...stepVerifier.env },
                collect: [...task.verifier.collect, ...parseCollectHooks(read, verifier, `${at}.verifier.collect`)],
            },
            minReward,
            healthcheck: parseHealthcheck(read, step, `${at}.healthcheck`),
            collectedPaths: parseCollectedPaths(read, step, `${at}.artifacts`),
        };
    });
}

;// CONCATENATED MODULE: ./src/task/config-verifier.ts
// `[verifier] environment_mode` and `[verifier.environment]` (Harbor 1.4's separate verifier):
// `separate` when asked for, or when a verifier environment is given; `shared` with a verifier
// environment contradicts itself and is an error (as in Harbor).


function parseVerifierMode(read, verifier, explicit, task) {
    if (verifier['environment'] === undefined)
        return { mode: explicit ?? 'shared', environment: null };
    if (explicit === 'shared')
        read.fail('verifier.environment_mode', '"separate" (or nothing): a [verifier.environment] is given', explicit);
    const at = 'verifier.environment';
    // The container's limits fall back to the task's; its network mode does not (Harbor's default).
    const { buildTimeoutSec, cpus, memoryMb } = task;
    const environment = readFields(read, read.table(verifier, at), at, VERIFIER_ENVIRONMENT, {
        buildTimeoutSec,
        cpus,
        memoryMb,
    });
    return { mode: 'separate', environment };
}

// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
// EXTERNAL MODULE: ./src/task/field-reader.ts
var field_reader = __webpack_require__(95341);
// EXTERNAL MODULE: ./src/text/closest.ts
var closest = __webpack_require__(97504);
;// CONCATENATED MODULE: ./src/task/harbor-fields.ts
// Fields of a task.toml that no table of task-fields.ts defines: a warning each (Harbor ignores
// them silently; a typo such as `timeout_secs` would otherwise change nothing and say nothing),
// naming the field of the same table it resembles. Pure.




/** Dotted paths of every field of `doc` that Harbor 1.4 (or helios) does not define, sorted. */
function unknownFields(doc) {
    return unknownFieldsWithMeant(doc).map((u) => u.field);
}
/** As unknownFields, each with the known key it resembles. */
function unknownFieldsWithMeant(doc) {
    const unknown = [];
    collect(doc, '', TASK_TOML, unknown);
    return unknown.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
}
function collect(table, at, fields, unknown) {
    const byKey = new Map(Object.values(fields).map((field) => [field.key, field]));
    for (const field of Object.values(fields))
        if (field.kind === 'leaf' && field.deprecated)
            byKey.set(field.deprecated.key, field);
    const keys = Object.values(fields).map((field) => field.key);
    for (const [key, value] of Object.entries(table)) {
        const field = byKey.get(key);
        const path = join(at, key);
        if (field === undefined)
            unknown.push({ field: path, meant: (0,closest/* closest */.k)(key, keys) });
        else if (field.kind === 'section' && (0,field_reader/* isTable */.b)(value))
            collect(value, path, field.fields, unknown);
        else if (field.kind === 'entries' && Array.isArray(value))
            value.forEach((entry, i) => {
                if ((0,field_reader/* isTable */.b)(entry))
                    collect(entry, `${path}.${i}`, field.fields, unknown);
            });
    }
}

;// CONCATENATED MODULE: ./src/task/unsupported.ts
// What a Harbor 1.4 task may ask for that this runner cannot provide. Such a task is invalid with
// the reason (found at discovery, before any build), never run in a way that silently differs from
// what its author wrote. Fields that change nothing about how a task runs here are warnings. Pure.

const HARBOR = 'run it with Harbor';
/** The first need of `doc` (parsed task.toml) this runner cannot meet, or null. */
function unsupportedNeed(doc) {
    const environment = tableAt(doc, 'environment');
    const verifier = tableAt(doc, 'verifier');
    const agent = tableAt(doc, 'agent');
    const steps = Array.isArray(doc['steps']) ? doc['steps'].filter(field_reader/* isTable */.b) : [];
    const verifierEnvironment = tableAt(verifier, 'environment');
    const separate = verifier['environment_mode'] === 'separate' || verifier['environment'] !== undefined;
    const checks = [
        [
            separate && steps.length > 0,
            verifier['environment'] !== undefined ? 'verifier.environment' : 'verifier.environment_mode',
            `a separate verifier environment in a multi-step task is not supported by this version of helios; ${HARBOR}`,
        ],
        ...steps.map((step, i) => separateVerifierCheck(tableAt(step, 'verifier'), `steps.${i}.verifier`)),
        ...environmentChecks(environment, 'environment'),
        ...environmentChecks(verifierEnvironment, 'verifier.environment'),
        ...allowlistChecks({ environment, agent, verifier, 'verifier.environment': verifierEnvironment }),
        ...phaseOverrideChecks(environment, { agent }),
        // A separate verifier's network is its own environment's, so that is what it repeats (Harbor).
        ...(verifier['environment'] !== undefined
            ? phaseOverrideChecks(verifierEnvironment, { verifier }, 'verifier.environment')
            : phaseOverrideChecks(environment, { verifier })),
        ...steps.flatMap((step, i) => {
            const phases = {
                [`steps.${i}.agent`]: tableAt(step, 'agent'),
                [`steps.${i}.verifier`]: tableAt(step, 'verifier'),
            };
            return [...allowlistChecks(phases), ...phaseOverrideChecks(environment, phases)];
        }),
    ];
    const failed = checks.find(([fails]) => fails);
    return failed ? { field: failed[1], message: failed[2] } : null;
}
/** Known fields this runner reads but does not act on: a warning each, the task still runs. */
function ignoredFields(doc) {
    const environment = tableAt(doc, 'environment');
    const ignored = [];
    if (environment['skills_dir'] !== undefined)
        ignored.push({
            field: 'environment.skills_dir',
            message: 'no helios agent is pointed at a skills folder: the agent finds the skills only if it looks there',
        });
    return ignored;
}
/** What a container of this runner cannot be: another OS, with GPUs, TPUs or MCP servers. */
function environmentChecks(environment, at) {
    const gpus = typeof environment['gpus'] === 'number' && environment['gpus'] > 0;
    return [
        [
            environment['os'] !== undefined && environment['os'] !== 'linux',
            `${at}.os`,
            'helios runs Linux containers only (os = "linux")',
        ],
        [
            gpus || (Array.isArray(environment['gpu_types']) && environment['gpu_types'].length > 0),
            gpus ? `${at}.gpus` : `${at}.gpu_types`,
            'helios does not give containers GPUs: the task would run without the GPUs it asks for',
        ],
        [environment['tpu'] !== undefined, `${at}.tpu`, 'helios does not give containers TPUs'],
        [
            Array.isArray(environment['mcp_servers']) && environment['mcp_servers'].length > 0,
            `${at}.mcp_servers`,
            `no helios agent registers MCP servers yet: the agent would run without the tools the task gives it; ${HARBOR}`,
        ],
    ];
}
function separateVerifierCheck(verifier, at) {
    return [
        verifier['environment_mode'] === 'separate' || verifier['environment'] !== undefined,
        verifier['environment'] !== undefined ? `${at}.environment` : `${at}.environment_mode`,
        `a separate verifier environment for one step is not supported by this version of helios (the step would be verified in the agent's container); ${HARBOR}`,
    ];
}
function allowlistChecks(sections) {
    return Object.entries(sections).map(([name, table]) => [
        table['network_mode'] === 'allowlist' || table['allowed_hosts'] !== undefined,
        table['allowed_hosts'] !== undefined ? `${name}.allowed_hosts` : `${name}.network_mode`,
        'helios cannot enforce an egress allowlist (network_mode = "allowlist", allowed_hosts): the task would get more network than it allows. Use "no-network" or "public"',
    ]);
}
/**
 * `[agent]`/`[verifier]` network_mode that differs from the network of the container the phase
 * runs in (a phase override): `[environment]`'s, or a separate verifier's `[verifier.environment]`.
 */
function phaseOverrideChecks(environment, phases, at = 'environment') {
    const base = environment['network_mode'] ?? (environment['allow_internet'] === false ? 'no-network' : 'public');
    return Object.entries(phases).map(([name, table]) => [
        table['network_mode'] !== undefined && table['network_mode'] !== base,
        `${name}.network_mode`,
        `${name}.network_mode differs from [${at}] network_mode: per-phase network modes are not supported by this version of helios; set it once under [${at}]`,
    ]);
}
function tableAt(doc, key) {
    const value = doc[key];
    return (0,field_reader/* isTable */.b)(value) ? value : {};
}

// EXTERNAL MODULE: ./src/trial/parse.ts
var parse = __webpack_require__(23991);
// EXTERNAL MODULE: ./src/trial/types.ts
var types = __webpack_require__(46305);
;// CONCATENATED MODULE: ./src/task/config.ts
// task.toml → TaskConfig. The fields, their defaults and deprecated spellings are defined once, in
// task-fields.ts; this assembles them. Unknown fields load with a warning each (`warnings`); a need
// this runner cannot meet (GPUs, an allowlist, …) is a TaskConfigError, as is a wrong type, naming
// the file and the dotted field.













function parseTaskConfig(tomlText, file) {
    const doc = parseToml(tomlText, file);
    const read = new field_reader/* FieldReader */.U(file);
    const refusal = unsupportedNeed(doc);
    if (refusal !== null)
        throw new errors/* TaskConfigError */.or(file, refusal.field, refusal.message);
    const task = read.table(doc, 'task');
    const agent = read.table(doc, 'agent');
    const verifier = read.table(doc, 'verifier');
    const environment = read.table(doc, 'environment');
    const solution = read.table(doc, 'solution');
    const environmentFields = readFields(read, environment, 'environment', ENVIRONMENT);
    const environmentConfig = {
        ...environmentFields,
        healthcheck: parseHealthcheck(read, environment, 'environment.healthcheck'),
    };
    const agentConfig = readFields(read, agent, 'agent', AGENT);
    const { environmentMode, ...verifierFields } = readFields(read, verifier, 'verifier', VERIFIER);
    const verifierConfig = {
        ...verifierFields,
        collect: parseCollectHooks(read, verifier, 'verifier.collect'),
        ...parseVerifierMode(read, verifier, environmentMode, environmentConfig),
    };
    const { schemaVersion, metadata, multiStepRewardStrategy } = readFields(read, doc, '', TASK_TOML);
    const steps = parseSteps(read, doc, { agent: agentConfig, verifier: verifierConfig });
    const trial = taskTrial(doc, file);
    if (trial && steps.length > 0)
        throw new errors/* TaskConfigError */.or(file, 'trial', 'a task has [[steps]] or a [trial], not both');
    return {
        schemaVersion,
        task: readFields(read, task, 'task', TASK),
        metadata,
        agent: agentConfig,
        verifier: verifierConfig,
        environment: environmentConfig,
        solution: readFields(read, solution, 'solution', SOLUTION),
        collectedPaths: parseCollectedPaths(read, doc, 'artifacts'),
        steps,
        multiStepRewardStrategy,
        trial,
        warnings: warnings(doc),
    };
}
/** `[trial]`: its errors become the task's, naming the field and the scene. */
function taskTrial(doc, file) {
    try {
        return (0,parse/* parseTrial */.U)(doc.trial, file);
    }
    catch (error) {
        if (!(error instanceof types/* TrialConfigError */.z))
            throw error;
        const scene = error.scene === null ? '' : ` (scene "${error.scene}")`;
        throw new errors/* TaskConfigError */.or(file, error.field, `${error.detail}${scene}`);
    }
}
function parseToml(text, file) {
    try {
        return (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        if (error instanceof dist/* TomlError */.zx) {
            const reason = error.message.split('\n')[0]?.replace(/^Invalid TOML document: /, '') ?? 'invalid TOML';
            throw new errors/* TaskConfigError */.or(file, null, `invalid TOML at line ${error.line}, column ${error.column}: ${reason} (see https://toml.io)`, error.line);
        }
        throw error;
    }
}
function warnings(doc) {
    return [
        ...unknownFieldsWithMeant(doc).map(({ field, meant }) => ({
            field,
            message: meant === null
                ? 'not a Harbor 1.4 task.toml field: ignored (check its spelling and section)'
                : `not a Harbor 1.4 task.toml field: ignored; did you mean ${meant}?`,
        })),
        ...ignoredFields(doc),
    ];
}


/***/ }),

/***/ 43913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qp: () => (/* binding */ templateVariables),
/* harmony export */   eN: () => (/* binding */ expandEnvTemplate),
/* harmony export */   qO: () => (/* binding */ expandEnv),
/* harmony export */   rh: () => (/* binding */ parseEnvTemplate)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77846);
// `${VAR}` and `${VAR:-default}` in task.toml env values, resolved against the host's environment
// (Harbor's syntax). `$$` is a literal `$`; a `$` not followed by `{` or `$` is kept as is, so
// values like `a$b` need no escaping. `:-` follows the shell: the default also replaces an empty
// value. Pure: the caller passes the host environment.

const VAR_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Splits a template into literals and variable references; throws on malformed syntax. */
function parseEnvTemplate(template) {
    const pieces = [];
    let literal = '';
    let i = 0;
    while (i < template.length) {
        const char = template[i];
        const next = template[i + 1];
        if (char === '$' && next === '$') {
            literal += '$';
            i += 2;
        }
        else if (char === '$' && next === '{') {
            const close = template.indexOf('}', i + 2);
            if (close < 0) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO(null, `unclosed "\${" in "${template}": close it with "}" or write "$$" for a literal "$"`);
            }
            const body = template.slice(i + 2, close);
            const split = body.indexOf(':-');
            const variable = split < 0 ? body : body.slice(0, split);
            if (!VAR_NAME.test(variable)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO(variable, `"\${${body}}" in "${template}" is not a variable reference: use \${NAME} or \${NAME:-default} (NAME is letters, digits, _)`);
            }
            if (literal)
                pieces.push({ literal });
            literal = '';
            pieces.push({ variable, fallback: split < 0 ? null : body.slice(split + 2) });
            i = close + 1;
        }
        else {
            literal += char;
            i += 1;
        }
    }
    if (literal)
        pieces.push({ literal });
    return pieces;
}
/** Variables a template reads (for reporting which host variables a task needs). */
function templateVariables(template) {
    return parseEnvTemplate(template).flatMap((piece) => ('variable' in piece ? [piece.variable] : []));
}
function expandEnvTemplate(template, hostEnv) {
    return parseEnvTemplate(template)
        .map((piece) => {
        if ('literal' in piece)
            return piece.literal;
        const value = hostEnv[piece.variable];
        if (value !== undefined && !(piece.fallback !== null && value === ''))
            return value;
        if (piece.fallback !== null)
            return piece.fallback;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO(piece.variable, `environment variable ${piece.variable} is not set: set it on the host or give a default with \${${piece.variable}:-value}`);
    })
        .join('');
}
/**
 * Expands every value of an env table. `section` (e.g. `environment.env`) only makes errors name
 * the field: `environment.env.API_URL: environment variable X is not set ...`.
 */
function expandEnv(env, hostEnv, section = 'env') {
    const expanded = {};
    for (const [key, template] of Object.entries(env)) {
        try {
            expanded[key] = expandEnvTemplate(template, hostEnv);
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EnvTemplateError */ .yO(error.variable, `${section}.${key}: ${error.message}`);
            }
            throw error;
        }
    }
    return expanded;
}


/***/ }),

/***/ 77846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OF: () => (/* binding */ TaskLoadError),
/* harmony export */   Yw: () => (/* binding */ GitChangesError),
/* harmony export */   oB: () => (/* binding */ TaskDiscoveryError),
/* harmony export */   or: () => (/* binding */ TaskConfigError),
/* harmony export */   yO: () => (/* binding */ EnvTemplateError)
/* harmony export */ });
// Typed errors of the task format. Each names the file (and the field when there is one) so the
// message alone tells a task author what to fix; the summary records them as InvalidTask.
/** task.toml could not be read: bad TOML, a wrong type, a bad value. */
class TaskConfigError extends Error {
    file;
    field;
    detail;
    line;
    name = 'TaskConfigError';
    constructor(file, 
    /** Dotted path inside the file (`verifier.timeout_sec`); null for a TOML syntax error. */
    field, detail, 
    /** 1-based line of a TOML syntax error. */
    line = null) {
        super(`${file}${line === null ? '' : `:${line}`}${field === null ? '' : ` [${field}]`}: ${detail}`);
        this.file = file;
        this.field = field;
        this.detail = detail;
        this.line = line;
    }
}
/** An env template (`${VAR}`, `${VAR:-default}`) that is malformed or names an unset variable. */
class EnvTemplateError extends Error {
    variable;
    name = 'EnvTemplateError';
    constructor(variable, message) {
        super(message);
        this.variable = variable;
    }
}
/** A task folder that cannot be used; carries the InvalidTask the summary reports. */
class TaskLoadError extends Error {
    invalid;
    taskName;
    name = 'TaskLoadError';
    constructor(invalid, 
    /** The task's name as far as it could be read (task.toml, else the folder name). */
    taskName) {
        super(`${invalid.file}${invalid.field === null ? '' : ` [${invalid.field}]`}: ${invalid.message}`);
        this.invalid = invalid;
        this.taskName = taskName;
    }
}
/** `git diff` against the base ref failed (unknown ref, shallow clone, not a repository). */
class GitChangesError extends Error {
    name = 'GitChangesError';
}
/** The path given to discovery is missing or not a folder (a usage error, unlike an invalid task). */
class TaskDiscoveryError extends Error {
    name = 'TaskDiscoveryError';
}


/***/ }),

/***/ 95341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ FieldReader),
/* harmony export */   b: () => (/* binding */ isTable)
/* harmony export */ });
/* harmony import */ var _env_template_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43913);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77846);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69212);
// Reads task.toml values one typed field at a time, each failure a TaskConfigError naming the
// file, the dotted field and what was expected instead.



const MEGABYTES_PER_UNIT = new Map([
    ['K', 1 / 1024],
    ['M', 1],
    ['G', 1024],
]);
const NETWORK_MODES = ['public', 'no-network'];
/** How a TOML value reads in an error message. */
function describe(value) {
    if (value === undefined)
        return 'nothing (the field is missing)';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value)}`;
    if (Array.isArray(value))
        return 'an array';
    if (value instanceof Date)
        return 'a date';
    if (isTable(value))
        return 'a table';
    return `${typeof value} ${String(value)}`;
}
function lastKey(field) {
    return field.slice(field.lastIndexOf('.') + 1);
}
/** Reads one typed field at a time; each method returns null when the field is absent. */
class FieldReader {
    file;
    constructor(file) {
        this.file = file;
    }
    fail(field, expected, got) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TaskConfigError */ .or(this.file, field, `expected ${expected}, got ${describe(got)}`);
    }
    table(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return {};
        if (!isTable(value))
            this.fail(field, `a table ([${field}] section)`, value);
        return value;
    }
    string(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value !== 'string')
            this.fail(field, `a quoted string, e.g. ${lastKey(field)} = "..."`, value);
        return value;
    }
    nonEmptyString(parent, field) {
        const value = this.string(parent, field);
        if (value !== null && value.trim() === '')
            this.fail(field, 'a non-empty string (or leave the field out)', value);
        return value === null ? null : value.trim();
    }
    /** An array of tables (`[[field]]`), each entry's dotted path `field.<i>`. */
    tableArray(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return [];
        if (!Array.isArray(value) || !value.every(isTable))
            this.fail(field, `an array of tables ([[${field}]])`, value);
        return value;
    }
    stringArray(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (!(0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .isStringArray */ .Bo)(value))
            this.fail(field, `an array of strings, e.g. ${lastKey(field)} = ["a", "b"]`, value);
        return value;
    }
    positiveNumber(parent, field, example) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
            this.fail(field, `${example} (a positive number, not quoted)`, value);
        }
        return value;
    }
    nonNegativeNumber(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
            this.fail(field, `a number ≥ 0 (not quoted), e.g. ${lastKey(field)} = 5`, value);
        return value;
    }
    /** TCP ports, e.g. `keep_ports = [8080]`: whole numbers 1–65535. */
    ports(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        const isPort = (item) => typeof item === 'number' && Number.isInteger(item) && item >= 1 && item <= 65535;
        if (!Array.isArray(value) || !value.every(isPort))
            this.fail(field, `an array of TCP port numbers 1–65535, e.g. ${lastKey(field)} = [8080]`, value);
        return value;
    }
    boolean(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value !== 'boolean')
            this.fail(field, `true or false (not quoted), e.g. ${lastKey(field)} = true`, value);
        return value;
    }
    seconds(parent, field) {
        return this.positiveNumber(parent, field, `a number of seconds, e.g. ${lastKey(field)} = 600`);
    }
    megabytes(parent, field) {
        const value = this.positiveNumber(parent, field, `a whole number of megabytes, e.g. ${lastKey(field)} = 2048`);
        if (value !== null && !Number.isInteger(value)) {
            this.fail(field, `a whole number of megabytes, e.g. ${lastKey(field)} = 2048`, value);
        }
        return value;
    }
    /** Deprecated `memory = "2G"` / `storage = "512M"` (K, M, G in Harbor's units of 1024). */
    size(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([KMG])(?:I?B)?\s*$/i.exec(value) : null;
        const perUnit = MEGABYTES_PER_UNIT.get(match?.[2]?.toUpperCase() ?? '');
        const megabytes = match && perUnit ? Math.floor(Number(match[1]) * perUnit) : 0;
        if (megabytes <= 0)
            this.fail(field, `a size like "2G" or "512M" (better: ${lastKey(field)}_mb = 2048)`, value);
        return megabytes;
    }
    /** A user name or a numeric uid; uids are kept as strings (Docker's `User` takes both). */
    user(parent, field) {
        const value = parent[lastKey(field)];
        if (value === undefined)
            return null;
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
            return String(value);
        if (typeof value !== 'string' || value.trim() === '') {
            this.fail(field, `a user name or uid, e.g. ${lastKey(field)} = "agent" or ${lastKey(field)} = 1000`, value);
        }
        return value.trim();
    }
    workdir(parent, field) {
        const value = this.nonEmptyString(parent, field);
        if (value !== null && !value.startsWith('/'))
            this.fail(field, 'an absolute path, e.g. workdir = "/app"', value);
        return value;
    }
    /** A table of string values; each value's `${VAR}` template syntax is checked now, expanded at run time. */
    env(parent, field) {
        const table = this.table(parent, field);
        const env = {};
        for (const [key, value] of Object.entries(table)) {
            const keyField = `${field}.${key}`;
            if (key === '' || key.includes('='))
                this.fail(keyField, 'a variable name without "="', key);
            if (typeof value !== 'string')
                this.fail(keyField, `a quoted string, e.g. ${key} = "${String(value)}"`, value);
            try {
                (0,_env_template_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEnvTemplate */ .rh)(value);
            }
            catch (error) {
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EnvTemplateError */ .yO)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .TaskConfigError */ .or(this.file, keyField, error.message);
                throw error;
            }
            env[key] = value;
        }
        return env;
    }
    /** `network_mode = "public"` or `"no-network"` (Harbor's third mode, an allowlist, is refused). */
    networkMode(parent, field) {
        const mode = parent[lastKey(field)];
        if (mode === undefined)
            return null;
        if (!(0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .isOneOf */ .EK)(NETWORK_MODES, mode)) {
            const note = mode === 'allowlist' ? ' ("allowlist" is a Harbor mode helios does not support)' : '';
            this.fail(field, `"public" or "no-network"${note}`, mode);
        }
        return mode;
    }
    /** Deprecated `allow_internet = false`, read as a network mode. */
    allowInternet(parent, field) {
        const allowInternet = parent[lastKey(field)];
        if (allowInternet === undefined)
            return null;
        if (typeof allowInternet !== 'boolean')
            this.fail(field, 'true or false (better: network_mode = "no-network")', allowInternet);
        return allowInternet ? 'public' : 'no-network';
    }
}
function isTable(value) {
    // TOML dates are objects too, and no table.
    return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u4)(value) && !(value instanceof Date);
}


/***/ }),

/***/ 23991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ parseTrial)
/* harmony export */ });
/* unused harmony export DEFAULT_ROLE */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46305);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69212);
// A trial's scenes, roles and turns from a plain value (a TOML table, a YAML document): pure. Every
// error names the file, the dotted field and the scene, so the message alone says what to fix.


/** Names become file and folder names (trajectories, outbox files): kept to a safe alphabet. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const NAME_RULE = 'letters, digits, _ and - (up to 64, starting with a letter or digit)';
/** The role of a scene that lists none: the run's agent and model. */
const DEFAULT_ROLE = 'agent';
const TRIAL_KEYS = ['scenes', 'sandbox_setup_timeout'];
const SCENE_KEYS = ['name', 'roles', 'turns', 'timeout_sec'];
const ROLE_KEYS = ['name', 'agent', 'model'];
const TURN_KEYS = ['role', 'prompt', 'timeout_sec'];
/**
 * The trial in `value` (the `[trial]` table, or a YAML file's document), read at `at` (`trial` in
 * task.toml and bench.toml, empty at a YAML file's top). No scenes: null, today's single turn.
 */
function parseTrial(value, file, at = 'trial') {
    if (value === undefined || value === null)
        return null;
    const read = new Reader(file);
    const trial = read.table(value, at, null);
    read.knownKeys(trial, at, TRIAL_KEYS, null);
    const scenesAt = join(at, 'scenes');
    const scenes = read
        .list(trial.scenes, scenesAt, null)
        .map((scene, i) => parseScene(read, scene, `${scenesAt}.${i}`, i));
    if (scenes.length === 0)
        return null;
    const seen = new Set();
    for (const [i, scene] of scenes.entries()) {
        if (seen.has(scene.name))
            read.fail(`${scenesAt}.${i}.name`, 'a name no other scene has', scene.name, scene.name);
        seen.add(scene.name);
    }
    return {
        scenes,
        sandboxSetupTimeoutSec: read.seconds(trial.sandbox_setup_timeout, join(at, 'sandbox_setup_timeout'), null),
        file,
    };
}
function parseScene(read, value, at, index) {
    const scene = read.table(value, at, null);
    const name = read.name(scene.name, `${at}.name`, null) ?? `scene-${index + 1}`;
    read.knownKeys(scene, at, SCENE_KEYS, name);
    const roles = read
        .list(scene.roles, `${at}.roles`, name)
        .map((role, i) => parseRole(read, role, `${at}.roles.${i}`, name));
    if (roles.length === 0)
        roles.push({ name: DEFAULT_ROLE, agent: null, model: null });
    const roleNames = roles.map((role) => role.name);
    for (const [i, role] of roles.entries())
        if (roleNames.indexOf(role.name) !== i)
            read.fail(`${at}.roles.${i}.name`, 'a name no other role of the scene has', role.name, name);
    const turns = read
        .list(scene.turns, `${at}.turns`, name)
        .map((turn, i) => parseTurn(read, turn, `${at}.turns.${i}`, name, roleNames));
    if (turns.length === 0)
        read.fail(`${at}.turns`, 'at least one turn, e.g. [[trial.scenes.turns]] role = "…"', scene.turns, name);
    for (const [i, turn] of turns.entries())
        checkOutboxRecipients(read, turn, `${at}.turns.${i}.prompt`, name, roleNames);
    return { name, roles, turns, timeoutSec: read.seconds(scene.timeout_sec, `${at}.timeout_sec`, name) };
}
function parseRole(read, value, at, scene) {
    const role = read.table(value, at, scene);
    read.knownKeys(role, at, ROLE_KEYS, scene);
    const name = read.name(role.name, `${at}.name`, scene);
    if (name === null)
        read.fail(`${at}.name`, `a role name (${NAME_RULE})`, role.name, scene);
    return {
        name,
        agent: read.text(role.agent, `${at}.agent`, scene),
        model: read.text(role.model, `${at}.model`, scene),
    };
}
function parseTurn(read, value, at, scene, roles) {
    const turn = read.table(value, at, scene);
    read.knownKeys(turn, at, TURN_KEYS, scene);
    const named = read.text(turn.role, `${at}.role`, scene);
    // A scene of one role may leave the role out of its turns.
    const role = named ?? (roles.length === 1 ? roles[0] : null);
    if (role === null)
        read.fail(`${at}.role`, `one of the scene's roles (${roles.join(', ')})`, turn.role, scene);
    if (!roles.includes(role))
        read.fail(`${at}.role`, `one of the scene's roles (${roles.join(', ')})`, turn.role, scene);
    const prompt = turn.prompt === undefined || turn.prompt === null ? null : read.text(turn.prompt, `${at}.prompt`, scene);
    return { role, prompt, timeoutSec: read.seconds(turn.timeout_sec, `${at}.timeout_sec`, scene) };
}
/** A prompt that tells an agent to write to the outbox of someone who is not a role of the scene. */
function checkOutboxRecipients(read, turn, at, scene, roles) {
    if (turn.prompt === null)
        return;
    const pattern = new RegExp(`${_types_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTBOX_DIR */ .e.replace(/[.]/g, '\\.')}/([^\\s/"'\`]+)\\.json`, 'g');
    for (const match of turn.prompt.matchAll(pattern)) {
        const recipient = match[1];
        if (!roles.includes(recipient))
            throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .TrialConfigError */ .z(read.file, at, `the outbox recipient "${recipient}" is not a role of this scene (roles: ${roles.join(', ')})`, scene);
    }
}
function join(at, key) {
    return at ? `${at}.${key}` : key;
}
class Reader {
    file;
    constructor(file) {
        this.file = file;
    }
    fail(field, expected, got, scene) {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .TrialConfigError */ .z(this.file, field, `expected ${expected}, got ${describe(got)}`, scene);
    }
    table(value, at, scene) {
        // TOML dates are objects too, and no table.
        if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(value) && !(value instanceof Date))
            return value;
        return this.fail(at || '(top)', 'a table of trial settings', value, scene);
    }
    list(value, at, scene) {
        if (value === undefined || value === null)
            return [];
        if (!Array.isArray(value))
            this.fail(at, 'a list (an array of tables)', value, scene);
        return value;
    }
    knownKeys(table, at, known, scene) {
        for (const key of Object.keys(table))
            if (!known.includes(key))
                throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .TrialConfigError */ .z(this.file, join(at, key), `unknown field; known here: ${known.join(', ')}`, scene);
    }
    text(value, at, scene) {
        if (value === undefined || value === null)
            return null;
        if (typeof value !== 'string' || value.trim() === '')
            this.fail(at, 'a non-empty string', value, scene);
        return value;
    }
    name(value, at, scene) {
        const text = this.text(value, at, scene);
        if (text !== null && !NAME.test(text))
            this.fail(at, `a name of ${NAME_RULE}`, value, scene);
        return text;
    }
    seconds(value, at, scene) {
        if (value === undefined || value === null)
            return null;
        if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 86_400 * 7)
            this.fail(at, 'seconds, a number above 0', value, scene);
        return value;
    }
}
function describe(value) {
    if (value === undefined)
        return 'nothing (the field is missing)';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value)}`;
    if (Array.isArray(value))
        return 'a list';
    if (value && typeof value === 'object')
        return 'a table';
    return `${typeof value} ${String(value)}`;
}


/***/ }),

/***/ 46305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ OUTBOX_DIR),
/* harmony export */   z: () => (/* binding */ TrialConfigError)
/* harmony export */ });
// A trial (BenchFlow's word, kept so its configs carry over): the plan of scenes that each attempt
// of a task follows in one environment. Never the attempt itself: that is still an `attempt`.
/** Where roles leave messages for each other: `<OUTBOX_DIR>/<recipient>.json`. */
const OUTBOX_DIR = '/app/.outbox';
/** A trial that cannot be used; names the file, the scene and the field. */
class TrialConfigError extends Error {
    file;
    field;
    detail;
    scene;
    name = 'TrialConfigError';
    constructor(file, 
    /** Dotted path inside the file, e.g. `trial.scenes.0.turns.1.role`. */
    field, detail, 
    /** The scene's name when the field is inside one. */
    scene = null) {
        super(`${file} [${field}]${scene === null ? '' : ` (scene "${scene}")`}: ${detail}`);
        this.file = file;
        this.field = field;
        this.detail = detail;
        this.scene = scene;
    }
}


/***/ })

};
