export const id = 4124;
export const ids = [4124];
export const modules = {

/***/ 78782:
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
        values[name] = value ?? fallback[name] ?? fresh(field.default) ?? null;
    }
    return values;
}
/** Array defaults are copied: no two parsed configs share one. */
function fresh(value) {
    return Array.isArray(value) ? [...value] : value;
}

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
        if (value !== null && !values.includes(value))
            r.fail(f, expected, value);
        return value;
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
const PHASE_NETWORK = 'refused when it differs from [environment] network_mode (unsupported.ts)';
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
        ...phaseOverrideChecks(environment, { agent, verifier }),
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
/** `[agent]`/`[verifier]` network_mode that differs from the environment's (a phase override). */
function phaseOverrideChecks(environment, phases) {
    const base = environment['network_mode'] ?? (environment['allow_internet'] === false ? 'no-network' : 'public');
    return Object.entries(phases).map(([name, table]) => [
        table['network_mode'] !== undefined && table['network_mode'] !== base,
        `${name}.network_mode`,
        `${name}.network_mode differs from [environment] network_mode: per-phase network modes are not supported by this version of helios; set it once under [environment]`,
    ]);
}
function tableAt(doc, key) {
    const value = doc[key];
    return (0,field_reader/* isTable */.b)(value) ? value : {};
}

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
    return {
        schemaVersion,
        task: readFields(read, task, 'task', TASK),
        metadata,
        agent: agentConfig,
        verifier: verifierConfig,
        environment: environmentConfig,
        solution: readFields(read, solution, 'solution', SOLUTION),
        collectedPaths: parseCollectedPaths(read, doc, 'artifacts'),
        steps: parseSteps(read, doc, { agent: agentConfig, verifier: verifierConfig }),
        multiStepRewardStrategy,
        warnings: warnings(doc),
    };
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
// Reads task.toml values one typed field at a time, each failure a TaskConfigError naming the
// file, the dotted field and what was expected instead.


const MEGABYTES_PER_UNIT = { K: 1 / 1024, M: 1, G: 1024 };
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
        if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
            this.fail(field, `an array of strings, e.g. ${lastKey(field)} = ["a", "b"]`, value);
        }
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
        const isPort = (item) => Number.isInteger(item) && item >= 1 && item <= 65535;
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
        const unit = match?.[2]?.toUpperCase();
        const megabytes = match && unit ? Math.floor(Number(match[1]) * MEGABYTES_PER_UNIT[unit]) : 0;
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
        if (typeof mode !== 'string' || !NETWORK_MODES.includes(mode)) {
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
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}


/***/ }),

/***/ 74124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _o: () => (/* binding */ loadTask),
  Yn: () => (/* binding */ relativePosix)
});

// UNUSED EXPORTS: TASK_ID_HASH_LENGTH, taskId

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
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
        hash.update(chunk);
    return hash.digest('hex');
}

// EXTERNAL MODULE: ./src/task/config.ts + 8 modules
var task_config = __webpack_require__(78782);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
;// CONCATENATED MODULE: ./src/task/files.ts
// File-system questions of task loading; a missing path is an answer (null / false), not an error.


/**
 * A text file of the task (task.toml, an instruction, the compose file), or null when missing.
 * Text that is not UTF-8 (UTF-16 from a Windows editor, Latin-1, a binary file) fails through
 * `fail` naming the file: read anyway it would reach the agent as mojibake or NUL bytes.
 */
async function readText(dir, name, fail) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)((0,external_node_path_.resolve)(dir, name));
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
        const entries = await (0,promises_.readdir)((0,external_node_path_.resolve)(dir, name), { withFileTypes: true });
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
        return await (0,promises_.stat)((0,external_node_path_.resolve)(dir, name));
    }
    catch (error) {
        if (isMissing(error))
            return null;
        throw error;
    }
}
function isMissing(error) {
    const code = error?.code;
    return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

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
const CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully']);
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
        return fail(null, `not valid YAML: ${error.message.trimEnd()}`);
    }
    if (!isTable(doc))
        return fail(null, 'expected a mapping with a `services:` key');
    const root = interpolate(doc, '', vars, collect);
    for (const key of Object.keys(root)) {
        if (key !== 'services' && key !== 'version' && key !== 'name' && !key.startsWith('x-'))
            collect(() => fail(key, `top-level \`${key}\` is not supported by helios' compose runner; ${HARBOR}`), null);
    }
    const services = root['services'];
    if (!isTable(services))
        return fail('services', 'expected a mapping of service names to services');
    if (!isTable(services['main']))
        return fail('services.main', 'a `main` service is required: it is the container the agent works in');
    const warnings = [];
    const context = { fail, collect, warnings, vars, environmentDir, names: new Set(Object.keys(services)) };
    const main = collect(() => readMain(services['main'], context), { dependsOn: [], environment: {} });
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
    if (!isTable(value))
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
    const table = typeof build === 'string' ? { context: build } : isTable(build) ? build : {};
    if (typeof build !== 'string' && !isTable(build))
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
        ctx.fail(`${at}.build.dockerfile`, 'expected a file name relative to the context');
    const args = parseEnvironment(table['args']);
    if (args === null)
        ctx.fail(`${at}.build.args`, 'expected a mapping or a list of KEY=value');
    return {
        kind: 'build',
        contextDir: (0,external_node_path_.resolve)(ctx.environmentDir, context),
        dockerfile: dockerfile,
        args: args,
        hash: '',
    };
}
function readEnvironment(value, at, ctx) {
    return parseEnvironment(value) ?? ctx.fail(at, 'expected a mapping or a list of KEY=value');
}
function readHealthcheck(value, at, ctx) {
    if (value === undefined || value === null)
        return null;
    if (!isTable(value))
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
    if (!Number.isInteger(retries) || retries < 1)
        ctx.fail(`${at}.retries`, 'expected a whole number ≥ 1');
    // Docker's defaults: 30 s interval and timeout, 3 retries, no start period.
    return {
        test,
        intervalSec: seconds('interval', 30),
        timeoutSec: seconds('timeout', 30),
        retries: retries,
        startPeriodSec: seconds('start_period', 0),
    };
}
function readDependsOn(value, at, ctx) {
    if (value === undefined || value === null)
        return [];
    const entries = Array.isArray(value)
        ? value.map((name) => [String(name), {}])
        : isTable(value)
            ? Object.entries(value)
            : ctx.fail(at, 'expected a list of service names or a mapping of them');
    return entries.map(([service, spec]) => {
        if (!ctx.names.has(service))
            ctx.fail(`${at}.${service}`, `no service named ${service} in this file`);
        if (service === 'main')
            ctx.fail(`${at}.${service}`, 'main starts last: no service can wait for it');
        const condition = isTable(spec) ? (spec['condition'] ?? 'service_started') : 'service_started';
        if (typeof condition !== 'string' || !CONDITIONS.has(condition))
            ctx.fail(`${at}.${service}.condition`, `expected one of ${[...CONDITIONS].join(', ')}`);
        return { service, condition: condition };
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
    if (isTable(value)) {
        const out = {};
        for (const [key, v] of Object.entries(value))
            out[key] = interpolate(v, at ? `${at}.${key}` : key, vars, collect);
        return out;
    }
    return value;
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
function isTable(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
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
        compose = parseComposeFile((await readText(task.dir, file, fail)), file, composeVariables(task), (0,external_node_path_.resolve)(task.dir, 'environment'));
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
    if (!(await isFile(image.contextDir, dockerfile)))
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
        if (await isFile(dir, name))
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
    const tomlText = await readText(absoluteDir, 'task.toml', fail);
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
    if (steps.length === 0 && !(await isFile(absoluteDir, 'tests/test.sh'))) {
        return fail('tests/test.sh', null, 'tests/test.sh is missing: the verifier must write /logs/verifier/reward.txt');
    }
    if (config.environment.dockerImage === null && !(await isFile(absoluteDir, 'environment/Dockerfile'))) {
        return fail('environment/Dockerfile', null, 'environment/Dockerfile is missing: add one, or name a prebuilt image with [environment] docker_image = "..."');
    }
    const solutionDir = (await isFile(absoluteDir, 'solution/solve.sh'))
        ? (0,external_node_path_.resolve)(absoluteDir, 'solution')
        : null;
    const digests = await digestFolder(absoluteDir);
    const { checksum, environmentHash } = taskHashes(digests, config.environment.dockerImage);
    const composeSource = { dir: absoluteDir, name: taskName, config, environmentHash, digests };
    const compose = await loadCompose(composeSource, fail);
    checkServiceNames(config, compose, fail);
    if (config.verifier.mode === 'separate' && (await isFile(absoluteDir, 'tests/docker-compose.yaml')))
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
        testsDirs: (await isDirectory(absoluteDir, 'tests')) ? [(0,external_node_path_.resolve)(absoluteDir, 'tests')] : [],
        solutionDir,
        steps,
        verifierImage: config.verifier.mode === 'separate'
            ? await verifierImageSource(absoluteDir, config, digests, environmentHash)
            : null,
        compose,
        // From the checksum's walk of every file: discovery warns about these without a walk of its own.
        nestedTaskFiles: digests
            .map((digest) => digest.path)
            .filter((path) => path.endsWith('/task.toml') && !/(^|\/)(node_modules|\.git)\//.test(path)),
    };
}
/** tests/Dockerfile, else [verifier.environment] docker_image, else the task's own image. */
async function verifierImageSource(dir, config, digests, environmentHash) {
    if (await isFile(dir, 'tests/Dockerfile')) {
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
/** Step folders in a task without `[[steps]]` and without instruction.md: the steps were not declared. */
async function checkUndeclaredSteps(dir, fail) {
    if (await isFile(dir, 'instruction.md'))
        return;
    const folders = await subfolders(dir, 'steps');
    const steps = [];
    for (const name of folders)
        if (await isFile(dir, `steps/${name}/instruction.md`))
            steps.push(name);
    if (steps.length === 0)
        return;
    fail('task.toml', 'steps', `instruction.md is missing and task.toml declares no [[steps]], but ${steps.map((n) => `steps/${n}/`).join(', ')} hold step instructions: declare each in order, e.g. [[steps]] name = "${steps[0]}"`);
}
async function readInstruction(dir, file, fail) {
    const instruction = await readText(dir, file, fail);
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
    const declared = config.steps.map((s) => s.name);
    // A folder no step names is a typo of one (whose own folder is then missing) or dead content.
    const stray = config.steps.length > 0 ? (await subfolders(dir, 'steps')).find((n) => !declared.includes(n)) : undefined;
    if (stray !== undefined)
        return fail(`steps/${stray}`, null, `steps/${stray}/ is not a step: no [[steps]] entry in task.toml is named ${stray} (steps: ${declared.join(', ')}); rename the folder or the step`);
    const rootSolution = (await isFile(dir, 'solution/solve.sh')) ? (0,external_node_path_.resolve)(dir, 'solution') : null;
    const rootTests = (await isDirectory(dir, 'tests')) ? [(0,external_node_path_.resolve)(dir, 'tests')] : [];
    const steps = [];
    for (const step of config.steps) {
        const at = `steps/${step.name}`;
        const instruction = await readInstruction(dir, `${at}/instruction.md`, fail);
        const ownTests = (await isDirectory(dir, `${at}/tests`)) ? [(0,external_node_path_.resolve)(dir, at, 'tests')] : [];
        if (!(await isFile(dir, `${at}/tests/test.sh`)) && !(await isFile(dir, 'tests/test.sh')))
            return fail(`${at}/tests/test.sh`, null, `step ${step.name} has no verifier: add ${at}/tests/test.sh, or tests/test.sh for every step`);
        let solutionDir = rootSolution;
        if (await isDirectory(dir, `${at}/solution`)) {
            if (!(await isFile(dir, `${at}/solution/solve.sh`)))
                return fail(`${at}/solution/solve.sh`, null, `${at}/solution/ has no solve.sh: add it, or remove the folder to use solution/solve.sh`);
            solutionDir = (0,external_node_path_.resolve)(dir, at, 'solution');
        }
        steps.push({
            config: step,
            dir: (0,external_node_path_.resolve)(dir, at),
            instruction,
            testsDirs: [...rootTests, ...ownTests],
            solutionDir,
            workdirDir: (await isDirectory(dir, `${at}/workdir`)) ? (0,external_node_path_.resolve)(dir, at, 'workdir') : null,
        });
    }
    return steps;
}


/***/ })

};
