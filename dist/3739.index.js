export const id = 3739;
export const ids = [3739];
export const modules = {

/***/ 23739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CLEAN_HELP: () => (/* binding */ CLEAN_HELP),
/* harmony export */   cleanCommand: () => (/* binding */ cleanCommand)
/* harmony export */ });
/* harmony import */ var _run_owner_sweep_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20399);
/* harmony import */ var _run_environment_owned_temp_dir_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50827);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);
/* harmony import */ var _provider_flag_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63552);
// `helios clean [--dry-run] [--provider NAME]`: removes what helios processes that are no longer
// running left on the engine or provider account (every run does this when it starts, too).




const CLEAN_OPTIONS = {
    'dry-run': { type: 'boolean' },
    provider: { type: 'string' },
    namespace: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
};
const CLEAN_HELP = `Usage: helios clean [options]

Removes the containers, sandboxes or pods that helios processes killed outright (SIGKILL, the
OOM killer, a runner that died) left behind, and their temporary folders (a model relay's
sockets, a baseline being read). Only what a process proven gone created is taken:
one on this host whose pid no longer runs, or now runs another process. A living run's, or one
started on another machine, is kept. Every run does the same when it starts.

      --dry-run             say what would be removed, remove nothing
${_provider_flag_js__WEBPACK_IMPORTED_MODULE_3__/* .PROVIDER_HELP */ .QW}`;
async function cleanCommand(argv) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(argv, CLEAN_OPTIONS);
    if (values.help) {
        process.stdout.write(`${CLEAN_HELP}\n`);
        return 0;
    }
    const dryRun = values['dry-run'] === true;
    const provider = await (0,_provider_flag_js__WEBPACK_IMPORTED_MODULE_3__/* .providerFlag */ .gk)(values, 1);
    const dead = await (0,_run_owner_sweep_js__WEBPACK_IMPORTED_MODULE_0__/* .sweepDeadOwners */ .Fq)(provider, { dryRun });
    const folders = (0,_run_environment_owned_temp_dir_js__WEBPACK_IMPORTED_MODULE_1__/* .tempSweepLine */ .D2)(await (0,_run_environment_owned_temp_dir_js__WEBPACK_IMPORTED_MODULE_1__/* .sweepDeadOwnersTempDirs */ .Jh)({ dryRun }), dryRun);
    const lines = [(0,_run_owner_sweep_js__WEBPACK_IMPORTED_MODULE_0__/* .sweepLine */ .nv)(dead, dryRun), folders].filter((line) => line !== null);
    process.stdout.write(`${lines.length > 0 ? lines.join('\n') : 'nothing left by a helios process that is gone'}\n`);
    return 0;
}


/***/ }),

/***/ 63552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QW: () => (/* binding */ PROVIDER_HELP),
/* harmony export */   gk: () => (/* binding */ providerFlag),
/* harmony export */   rV: () => (/* binding */ providerNameFlag)
/* harmony export */ });
/* unused harmony export assertProviderFlags */
/* harmony import */ var _run_environment_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2488);
/* harmony import */ var _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38741);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97504);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77593);




/** Where the help's descriptions start, and how wide a line may be (as the other commands' help). */
const DESCRIPTION_COLUMN = 28;
const HELP_WIDTH = 102;
const PROVIDER_HELP = [
    helpEntry('      --provider NAME', `where attempts run: ${_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDERS */ .xq.map((d) => d.help).join(' or ')}`),
    ..._run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDERS */ .xq.flatMap((d) => (d.flagHelp === undefined ? [] : [d.flagHelp])),
].join('\n');
/** `flag` then `text` from the description column, wrapped at spaces. */
function helpEntry(flag, text) {
    const lines = [];
    let line = flag.padEnd(DESCRIPTION_COLUMN);
    let empty = true;
    for (const word of text.split(' ')) {
        if (!empty && line.length + 1 + word.length > HELP_WIDTH) {
            lines.push(line);
            line = ' '.repeat(DESCRIPTION_COLUMN);
            empty = true;
        }
        line += empty ? word : ` ${word}`;
        empty = false;
    }
    return [...lines, line].join('\n');
}
function providerNameFlag(values) {
    const name = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'provider') ?? 'docker';
    const known = _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd.find((n) => n === name);
    if (known)
        return known;
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name, _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd);
    const fix = meant === null ? `use one of ${_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_NAMES */ .xd.join(', ')}` : `did you mean --provider ${meant}?`;
    throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--provider: unknown provider '${name}'; ${fix}`);
}
/** A flag given that the provider refuses: `--<flag>: provider <name> <why>; drop it`. */
function assertProviderFlags(name, values) {
    for (const setting of _run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_SETTINGS */ .eu) {
        if ((0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, setting) === undefined)
            continue;
        const refusal = (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .settingRefusal */ .zv)((0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .providerDescriptor */ .nh)(name), setting);
        if (refusal !== null)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${setting}: ${refusal}; drop it`);
    }
}
/**
 * The provider asked for (Docker by default), made from its settings and flags and checked before
 * anything is read (Docker: an engine answers, else ProviderUnavailableError).
 */
async function providerFlag(values, concurrency, env = process.env) {
    const name = providerNameFlag(values);
    assertProviderFlags(name, values);
    try {
        return await (0,_run_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .openProvider */ .C2)(name, { concurrency, env, namespace: (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFlag */ .AM)(values, 'namespace') });
    }
    catch (error) {
        if (error instanceof _run_environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(error.message);
        throw error;
    }
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

/***/ 10700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ LABEL_RUN),
/* harmony export */   N2: () => (/* binding */ LABEL_OWNER),
/* harmony export */   TA: () => (/* binding */ LABEL_MANAGED),
/* harmony export */   Zc: () => (/* binding */ attemptLabels),
/* harmony export */   mt: () => (/* binding */ PROCESS_OWNER)
/* harmony export */ });
/* unused harmony exports LABEL_TASK, LABEL_ATTEMPT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _owner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97912);
// The labels every environment, service and network of ours carries: a sweep after a crash (from
// another process) finds what a run left by them, whatever the provider.


const LABEL_MANAGED = 'helios.managed';
const LABEL_RUN = 'helios.run';
const LABEL_TASK = 'helios.task';
const LABEL_ATTEMPT = 'helios.attempt';
const LABEL_OWNER = 'helios.owner';
/**
 * This process, on every container and network it creates. The shards of one workflow run share
 * the run id; on a self-hosted engine they share the engine too, so a process sweeping its own
 * run must not take a sibling job's containers with it.
 */
const PROCESS_OWNER = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
/** The labels every container of an attempt carries: cleanup finds them by these after a crash. */
function attemptLabels(runId, taskId, attempt) {
    return {
        [LABEL_MANAGED]: 'true',
        [LABEL_RUN]: runId,
        [LABEL_TASK]: taskId,
        [LABEL_ATTEMPT]: String(attempt),
        [LABEL_OWNER]: PROCESS_OWNER,
        // So a later run on the same engine can prove this process gone (owner.ts).
        ...(0,_owner_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerIdentityLabels */ .tI)(),
    };
}


/***/ }),

/***/ 50827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ tempSweepLine),
/* harmony export */   Jh: () => (/* binding */ sweepDeadOwnersTempDirs),
/* harmony export */   l1: () => (/* binding */ ownedTempDir)
/* harmony export */ });
/* unused harmony export OWNER_FILE */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _owner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97912);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// Temporary folders that name their owner, so that what a process killed outright (SIGKILL, the
// OOM killer, a cancelled job's last signal) left in the temp folder is removed by the next run on
// this machine, or `helios clean`, once that owner is proven gone: the rule owner-sweep.ts applies
// to environments, applied to folders. A living process's folder is never touched.





/** Inside each owned folder: the owner's labels, as environments carry them. */
const OWNER_FILE = '.helios-owner.json';
const PREFIX = 'helios-';
/** `<tmp>/helios-<name>-XXXXXX`, with this process recorded as its owner. */
async function ownedTempDir(name, root = (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)()) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, `${PREFIX}${name}-`));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, OWNER_FILE), JSON.stringify((0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerIdentityLabels */ .tI)()), { mode: 0o600 });
    return dir;
}
/**
 * Removes the owned folders in `root` whose owner is proven gone (unless `dryRun`); returns them.
 * Only this user's folders are read; one without an owner file (not ours, or its owner died before
 * writing it) is left.
 */
async function sweepDeadOwnersTempDirs(options = {}) {
    const root = options.root ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)();
    const probe = options.probe ?? (0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .localProbe */ .u7)();
    const uid = process.getuid?.();
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root).catch(() => []);
    const gone = [];
    for (const name of names.filter((n) => n.startsWith(PREFIX))) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, name);
        const labels = await ownerLabels(dir, uid);
        if (labels && (0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerIsGone */ .BP)((0,_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .ownerRecordOf */ .u8)(name, labels), probe))
            gone.push(dir);
    }
    if (!options.dryRun)
        for (const dir of gone)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    return gone;
}
async function ownerLabels(dir, uid) {
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir);
        if (!info.isDirectory() || (uid !== undefined && info.uid !== uid))
            return null;
        const record = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonRecord */ .BH)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, OWNER_FILE), 'utf8'));
        if (record === null)
            return null;
        const labels = {};
        for (const key of [_owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_HOST */ .me, _owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_PID */ .rW, _owner_js__WEBPACK_IMPORTED_MODULE_3__/* .LABEL_OWNER_START */ .Ao])
            if (typeof record[key] === 'string')
                labels[key] = record[key];
        return labels;
    }
    catch {
        return null;
    }
}
/** One line for a sweep that found something; null when it found nothing. */
function tempSweepLine(gone, dryRun = false) {
    if (gone.length === 0)
        return null;
    const verb = dryRun ? 'would remove' : 'removed';
    return `${verb} ${gone.length} temporary folder${gone.length === 1 ? '' : 's'} left by helios processes no longer running`;
}


/***/ }),

/***/ 97912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ LABEL_OWNER_START),
/* harmony export */   BP: () => (/* binding */ ownerIsGone),
/* harmony export */   me: () => (/* binding */ LABEL_OWNER_HOST),
/* harmony export */   rW: () => (/* binding */ LABEL_OWNER_PID),
/* harmony export */   tI: () => (/* binding */ ownerIdentityLabels),
/* harmony export */   u7: () => (/* binding */ localProbe),
/* harmony export */   u8: () => (/* binding */ ownerRecordOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69212);
// Who created an environment, well enough to prove later that it is gone: the owning process's
// host, pid and start (boot id and start tick, Linux's /proc). A pid alone would not do: once its
// process dies the pid may be handed to another, and a living process must never lose its own.



const LABEL_OWNER_HOST = 'helios.owner-host';
const LABEL_OWNER_PID = 'helios.owner-pid';
const LABEL_OWNER_START = 'helios.owner-start';
/**
 * Provably gone: created on this host by a process that no longer runs, or whose pid now belongs
 * to a process that started at another time. Anything unproven (another host, missing labels, a
 * process we cannot read) is alive.
 */
function ownerIsGone(record, probe) {
    if (record.host === null || record.host !== probe.host)
        return false;
    if (record.pid === null || record.start === null)
        return false;
    const start = probe.startOf(record.pid);
    if (start === undefined)
        return false;
    return start === null || start !== record.start;
}
/** An owner's record from one environment's labels. */
function ownerRecordOf(owner, labels) {
    const pid = Number(labels[LABEL_OWNER_PID]);
    return {
        owner,
        host: labels[LABEL_OWNER_HOST] || null,
        pid: Number.isSafeInteger(pid) && pid > 0 ? pid : null,
        start: labels[LABEL_OWNER_START] || null,
    };
}
/** The process's start as Linux tells it: boot id and start tick (field 22 of /proc/<pid>/stat). */
function linuxStart(pid) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch (error) {
        if ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .CA)(error) !== 'ENOENT')
            return undefined;
        return existsAsProcess(pid) ? undefined : null;
    }
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields[19];
    return ticks ? `${bootId() ?? 'boot'}.${ticks}` : undefined;
}
function existsAsProcess(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .CA)(error) === 'EPERM';
    }
}
let cachedBootId;
function bootId() {
    if (cachedBootId === undefined) {
        try {
            cachedBootId = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
        }
        catch {
            cachedBootId = null;
        }
    }
    return cachedBootId;
}
/** This machine's processes, as ownerIsGone asks about them. */
function localProbe() {
    return { host: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(), startOf: linuxStart };
}
let ownLabels = null;
/** The labels naming this process as an owner (read once, when first asked: never at import). */
function ownerIdentityLabels() {
    if (ownLabels)
        return ownLabels;
    const start = linuxStart(process.pid);
    ownLabels = {
        [LABEL_OWNER_HOST]: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(),
        [LABEL_OWNER_PID]: String(process.pid),
        ...(start ? { [LABEL_OWNER_START]: start } : {}),
    };
    return ownLabels;
}


/***/ }),

/***/ 20399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ sweepDeadOwners),
/* harmony export */   nv: () => (/* binding */ sweepLine)
/* harmony export */ });
/* unused harmony export deadOwners */
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _environment_owner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97912);
// Nothing outlives its owner: what a process killed outright (SIGKILL, the OOM killer, a runner
// that died) left on the engine or account is removed by the next run there, or `helios clean`,
// once its owner is proven gone (environment/owner.ts). A living sibling's is never touched.


/** The owners proven gone among the provider's managed environments, with how many each left. */
async function deadOwners(provider, probe = (0,_environment_owner_js__WEBPACK_IMPORTED_MODULE_1__/* .localProbe */ .u7)()) {
    if (!provider.managedLabels)
        return [];
    const left = new Map();
    for (const labels of await provider.managedLabels()) {
        const owner = labels[_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_OWNER */ .N2];
        if (!owner || owner === _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .PROCESS_OWNER */ .mt)
            continue;
        const entry = left.get(owner) ?? {
            gone: (0,_environment_owner_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerIsGone */ .BP)((0,_environment_owner_js__WEBPACK_IMPORTED_MODULE_1__/* .ownerRecordOf */ .u8)(owner, labels), probe),
            environments: 0,
        };
        entry.environments++;
        left.set(owner, entry);
    }
    return [...left].filter(([, e]) => e.gone).map(([owner, e]) => ({ owner, environments: e.environments }));
}
/** Removes what dead owners left (unless `dryRun`); says what it found. */
async function sweepDeadOwners(provider, options = {}) {
    const dead = await deadOwners(provider, options.probe);
    if (!options.dryRun)
        for (const { owner } of dead)
            await provider.removeRun(null, { owner });
    return dead;
}
/** One line for a sweep that found something; null when it found nothing. */
function sweepLine(dead, dryRun = false) {
    if (dead.length === 0)
        return null;
    const environments = dead.reduce((sum, d) => sum + d.environments, 0);
    const verb = dryRun ? 'would remove' : 'removed';
    return `${verb} ${environments} environment${environments === 1 ? '' : 's'} left by ${dead.length} helios process${dead.length === 1 ? '' : 'es'} no longer running`;
}


/***/ }),

/***/ 57063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZJ: () => (/* binding */ daytonaSettingsFromEnv),
/* harmony export */   t$: () => (/* binding */ DEFAULT_DAYTONA_CONCURRENCY)
/* harmony export */ });
/* unused harmony export DEFAULT_DAYTONA_API_URL */
/* harmony import */ var _remote_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28870);
// Daytona's settings from the environment. The key is only ever handed to the SDK (and its
// generated toolbox client, toolbox-files.ts): never logged, never written to a run folder,
// never part of an error message.

const DEFAULT_DAYTONA_API_URL = 'https://app.daytona.io/api';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_DAYTONA_CONCURRENCY = 32;
/** Reads DAYTONA_API_KEY, DAYTONA_API_URL and DAYTONA_TARGET; throws naming what to set. */
function daytonaSettingsFromEnv(env) {
    const apiKey = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .requiredKey */ .p)(env, { name: 'daytona', title: 'Daytona' }, 'DAYTONA_API_KEY');
    const apiUrl = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .checkedApiUrl */ .x)(env.DAYTONA_API_URL?.trim() || DEFAULT_DAYTONA_API_URL, {
        provider: 'daytona',
        variable: 'DAYTONA_API_URL',
        keyVariable: 'DAYTONA_API_KEY',
        fix: `set it like ${DEFAULT_DAYTONA_API_URL}`,
    });
    return { apiKey, apiUrl, target: env.DAYTONA_TARGET?.trim() || null };
}


/***/ }),

/***/ 43576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ daytonaDescriptor)
/* harmony export */ });
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39302);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57063);


const daytonaDescriptor = (0,_remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__/* .sandboxDescriptor */ .nl)({
    name: 'daytona',
    title: 'Daytona',
    help: 'daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET; at most --concurrency sandboxes at once)',
    images: 'snapshots',
    async create(context) {
        const settings = (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .daytonaSettingsFromEnv */ .ZJ)(context.env);
        const { DaytonaProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(4006), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(3758), __webpack_require__.e(5852), __webpack_require__.e(3320), __webpack_require__.e(2071), __webpack_require__.e(434)]).then(__webpack_require__.bind(__webpack_require__, 8183));
        return new DaytonaProvider(settings, { concurrency: context.concurrency });
    },
});


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

/***/ 25096:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _F: () => (/* binding */ DEFAULT_E2B_CONCURRENCY),
/* harmony export */   sH: () => (/* binding */ e2bSettingsFromEnv)
/* harmony export */ });
/* unused harmony export DEFAULT_E2B_DOMAIN */
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2488);
/* harmony import */ var _remote_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28870);
// E2B's settings from the environment, as the SDK itself reads them (E2B_API_KEY, E2B_DOMAIN,
// E2B_API_URL, E2B_SANDBOX_URL). The key is only ever handed to the SDK: never logged, never
// written to a run folder, never part of an error message.


const DEFAULT_E2B_DOMAIN = 'e2b.app';
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
const DEFAULT_E2B_CONCURRENCY = 20;
/** Reads E2B_API_KEY, E2B_DOMAIN, E2B_API_URL and E2B_SANDBOX_URL; throws naming what to set. */
function e2bSettingsFromEnv(env) {
    const apiKey = (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .requiredKey */ .p)(env, { name: 'e2b', title: 'E2B' }, 'E2B_API_KEY');
    const domain = env.E2B_DOMAIN?.trim() || DEFAULT_E2B_DOMAIN;
    if (!/^[A-Za-z0-9.-]+(:\d+)?$/.test(domain))
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq(`provider e2b: E2B_DOMAIN is not a domain name; set it like ${DEFAULT_E2B_DOMAIN}`);
    return {
        apiKey,
        domain,
        apiUrl: checkedUrl(env, 'E2B_API_URL'),
        sandboxUrl: checkedUrl(env, 'E2B_SANDBOX_URL'),
    };
}
/** An override URL: https, or http to a loopback address only (the key and files would cross unencrypted). */
function checkedUrl(env, name) {
    const value = env[name]?.trim();
    if (!value)
        return null;
    const fix = 'unset it to use E2B_DOMAIN';
    return (0,_remote_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedApiUrl */ .x)(value, { provider: 'e2b', variable: name, keyVariable: 'E2B_API_KEY', fix });
}


/***/ }),

/***/ 17995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ e2bDescriptor)
/* harmony export */ });
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39302);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25096);


const e2bDescriptor = (0,_remote_descriptor_js__WEBPACK_IMPORTED_MODULE_0__/* .sandboxDescriptor */ .nl)({
    name: 'e2b',
    title: 'E2B',
    help: 'e2b (remote sandboxes; E2B_API_KEY, E2B_DOMAIN; at most --concurrency sandboxes at once)',
    images: 'templates',
    async create(context) {
        const settings = (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .e2bSettingsFromEnv */ .sH)(context.env);
        const { E2BProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2980), __webpack_require__.e(3320), __webpack_require__.e(2071), __webpack_require__.e(5634)]).then(__webpack_require__.bind(__webpack_require__, 45634));
        return new E2BProvider(settings, { concurrency: context.concurrency });
    },
});


/***/ }),

/***/ 38741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xq: () => (/* binding */ PROVIDERS),
  xd: () => (/* binding */ PROVIDER_NAMES),
  eu: () => (/* reexport */ PROVIDER_SETTINGS),
  C2: () => (/* binding */ openProvider),
  nh: () => (/* binding */ providerDescriptor),
  zv: () => (/* reexport */ settingRefusal)
});

// UNUSED EXPORTS: createProvider

// EXTERNAL MODULE: ./src/run/providers/daytona/descriptor.ts
var descriptor = __webpack_require__(43576);
// EXTERNAL MODULE: ./src/run/providers/docker/descriptor.ts + 1 modules
var docker_descriptor = __webpack_require__(63826);
// EXTERNAL MODULE: ./src/run/providers/e2b/descriptor.ts
var e2b_descriptor = __webpack_require__(17995);
// EXTERNAL MODULE: ./src/run/providers/kubernetes/descriptor.ts
var kubernetes_descriptor = __webpack_require__(75064);
;// CONCATENATED MODULE: ./src/run/providers/descriptor.ts
/** Settings of the CLI and the action that some providers take and others refuse, spelt as both spell them. */
const PROVIDER_SETTINGS = ['image-registry', 'image-cache', 'namespace'];
/** Why `descriptor` refuses `setting`, one sentence the CLI and the action both print; null: it takes it. */
function settingRefusal(descriptor, setting) {
    const why = descriptor.refuses[setting];
    return why === undefined ? null : `provider ${descriptor.name} ${why}`;
}

;// CONCATENATED MODULE: ./src/run/providers/index.ts




const PROVIDERS = [docker_descriptor/* dockerDescriptor */.S, descriptor/* daytonaDescriptor */.E, kubernetes_descriptor/* kubernetesDescriptor */.G, e2b_descriptor/* e2bDescriptor */.x];
const PROVIDER_NAMES = PROVIDERS.map((d) => d.name);
function providerDescriptor(name) {
    return PROVIDERS.find((d) => d.name === name);
}
/** The provider `name`, made from its settings (a ProviderSettingsError names what to set). */
async function createProvider(name, options = {}) {
    const descriptor = providerDescriptor(name);
    return descriptor.create(await contextOf(descriptor, options));
}
/** `createProvider`, then its preflight: ready for a run, or one sentence why not (ProviderUnavailableError). */
async function openProvider(name, options = {}) {
    const descriptor = providerDescriptor(name);
    const context = await contextOf(descriptor, options);
    const provider = await descriptor.create(context);
    await descriptor.preflight(provider, context);
    return provider;
}
async function contextOf(descriptor, options) {
    const context = { ...options, env: options.env ?? process.env };
    if (descriptor.pushesLocalImages)
        context.pushedImages = await enginePushedImages(options);
    return context;
}
/** This machine's engine builds, and pushes to the registry (one provider never imports another). */
async function enginePushedImages(options) {
    const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(1705)]).then(__webpack_require__.bind(__webpack_require__, 36560));
    const engine = new DockerProvider(options.docker);
    return (build) => engine.pushedImages(build);
}



/***/ }),

/***/ 75064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ kubernetesDescriptor)
/* harmony export */ });
/* unused harmony export KUBERNETES_CAPABILITIES */
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2488);
/* harmony import */ var _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39302);
// Kubernetes as the CLI, the action and the docs know it: one pod per attempt in one namespace, from
// images this machine builds and pushes to the image registry for the cluster to pull.


/** What one pod per attempt can honour, and why not the rest (the runner refuses from these). */
const KUBERNETES_CAPABILITIES = {
    services: false,
    noNetwork: false,
    hostNetwork: false,
    mounts: false,
    verifierBeside: false,
    display: false,
    reasons: {
        services: 'one pod per attempt, no sidecar containers yet',
        noNetwork: 'it needs an egress-deny NetworkPolicy, which this provider does not create, and only a CNI that enforces policies would honour one',
        hostNetwork: "a pod does not share this machine's loopback",
        mounts: "a pod cannot see this machine's folders",
        display: 'GUI tasks are proven on Docker only so far',
    },
};
const kubernetesDescriptor = {
    name: 'kubernetes',
    remote: true,
    title: 'Kubernetes',
    help: 'kubernetes (one pod per attempt; KUBECONFIG or in-cluster; images pushed to --image-registry)',
    flagHelp: '      --namespace NAME      kubernetes: the namespace of the pods (default KUBERNETES_NAMESPACE, else default)',
    capabilities: KUBERNETES_CAPABILITIES,
    refuses: {
        'image-cache': 'pulls its images from image-registry, where this machine pushes what it builds',
    },
    pushesLocalImages: true,
    async create(context) {
        // The client library is large: loaded only when a run asks for this provider.
        const { kubernetesSettingsFromEnv } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(2901), __webpack_require__.e(1127)]).then(__webpack_require__.bind(__webpack_require__, 63508));
        const settings = kubernetesSettingsFromEnv(context.env, context.namespace);
        const { KubernetesProvider } = await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9192), __webpack_require__.e(2901), __webpack_require__.e(3320), __webpack_require__.e(4863)]).then(__webpack_require__.bind(__webpack_require__, 24863));
        if (!context.pushedImages)
            throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderSettingsError */ .pq('provider kubernetes: no engine to build its images');
        return new KubernetesProvider(settings, context.pushedImages);
    },
    preflight: _remote_descriptor_js__WEBPACK_IMPORTED_MODULE_1__/* .firstRequestPreflight */ .x0,
};


/***/ }),

/***/ 39302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nl: () => (/* binding */ sandboxDescriptor),
/* harmony export */   x0: () => (/* binding */ firstRequestPreflight)
/* harmony export */ });
/* unused harmony export SANDBOX_CAPABILITIES */
/** What a sandbox per attempt can honour, and why not the rest (the runner refuses from these). */
const SANDBOX_CAPABILITIES = {
    services: false,
    // A sandbox created without network access (Daytona's networkBlockAll, E2B's allowInternetAccess) has no egress.
    noNetwork: true,
    hostNetwork: false,
    mounts: false,
    verifierBeside: false,
    display: false,
    reasons: {
        services: 'one sandbox per attempt, no private network between sandboxes',
        hostNetwork: "a sandbox runs elsewhere, away from this machine's loopback",
        mounts: "a sandbox cannot see this machine's folders",
        display: 'GUI tasks are proven on Docker only so far',
    },
};
/**
 * A service of remote sandboxes (Daytona, E2B): the sandbox's capabilities, the settings refused by
 * a service that builds its own images and has no namespaces, and the first-request preflight.
 */
function sandboxDescriptor(own) {
    const ownImages = `builds its own ${own.images} and keeps no Docker images`;
    return {
        name: own.name,
        remote: true,
        title: own.title,
        help: own.help,
        capabilities: SANDBOX_CAPABILITIES,
        refuses: {
            'image-registry': ownImages,
            'image-cache': ownImages,
            namespace: 'has no namespaces (provider kubernetes takes one)',
        },
        create: own.create,
        preflight: firstRequestPreflight,
    };
}
/**
 * A remote provider's preflight (its settings were checked by create): one first request answers
 * for the API and the credentials. The base class loads only when a run opens the provider.
 */
async function firstRequestPreflight(provider) {
    const { RemoteProvider } = await __webpack_require__.e(/* import() */ 2126).then(__webpack_require__.bind(__webpack_require__, 42126));
    if (provider instanceof RemoteProvider)
        await provider.checkReachable();
}


/***/ }),

/***/ 28870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ requiredKey),
/* harmony export */   x: () => (/* binding */ checkedApiUrl)
/* harmony export */ });
/* harmony import */ var _agents_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78423);
/* harmony import */ var _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2488);
// A remote service's key and API address read from the environment, checked the same way for
// every provider: the key set; the address a URL, http(s), https unless to a loopback address (the
// key would cross the network unencrypted), and no credentials in it (they belong in the key's
// variable). Messages name the variable, never its value. Pure.


/** The key in `variable`, trimmed, or a ProviderSettingsError saying where to get one and how to pass it. */
function requiredKey(env, provider, variable) {
    const key = env[variable]?.trim() ?? '';
    if (!key)
        throw new _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderSettingsError */ .pq(`provider ${provider.name}: ${variable} is not set; create a key in the ${provider.title} dashboard and pass it as a secret (env: ${variable}: \${{ secrets.${variable} }})`);
    return key;
}
/** `value` without a trailing slash, or a ProviderSettingsError naming the variable (never the value's secrets). */
function checkedApiUrl(value, setting) {
    const refuse = (why) => new _environment_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderSettingsError */ .pq(`provider ${setting.provider}: ${setting.variable} ${why}`);
    let parsed;
    try {
        parsed = new URL(value);
    }
    catch {
        throw refuse(`is not a URL; ${setting.fix}`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw refuse(`must be http(s); ${setting.fix}`);
    if (parsed.protocol === 'http:' && !(0,_agents_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U9)(value))
        throw refuse(`is http:// to ${parsed.hostname}, so the key would cross the network unencrypted; use https:// (http:// is taken for a loopback address only)`);
    if (parsed.username || parsed.password)
        throw refuse(`must not carry credentials; put the key in ${setting.keyVariable}`);
    return value.replace(/\/+$/, '');
}


/***/ })

};
