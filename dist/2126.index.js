export const id = 2126;
export const ids = [2126];
export const modules = {

/***/ 39331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kw: () => (/* binding */ refusalText),
/* harmony export */   Ni: () => (/* binding */ taskRefusalAt),
/* harmony export */   YI: () => (/* binding */ specRefusal),
/* harmony export */   aK: () => (/* binding */ taskRefusal),
/* harmony export */   kW: () => (/* binding */ runRefusal)
/* harmony export */ });
/* unused harmony export taskNeeds */
/** The provider a refused need can move to: Docker honours every one. */
const FIX_PROVIDER = '--provider docker';
/** `<where>: <asks> cannot run on <Provider> (<its reason>); <fix>`. */
function refusalText(provider, refused) {
    const why = provider.capabilities.reasons?.[refused.need];
    const subject = refused.where ? `${refused.where}: ${refused.asks}` : refused.asks;
    return `${subject} cannot run on ${provider.title}${why ? ` (${why})` : ''}; ${refused.fix}`;
}
/** What this task's files ask of an environment provider. */
function taskNeeds(task) {
    const needs = [];
    const fix = `run this task with ${FIX_PROVIDER}`;
    if (task.compose) {
        const names = task.compose.services.map((s) => s.name).join(', ');
        const where = `${task.relativeDir}/${task.compose.file}`;
        needs.push({ need: 'services', where, asks: `compose sidecars (${names})`, fix });
    }
    const display = task.config.environment.display;
    if (display) {
        const asks = `[environment] display = "${display.width}x${display.height}" (a GUI task)`;
        needs.push({ need: 'display', where: `${task.relativeDir}/task.toml`, asks, fix });
    }
    if (task.config.environment.networkMode === 'no-network') {
        const asks = '[environment] network_mode = "no-network"';
        needs.push({ need: 'noNetwork', where: `${task.relativeDir}/task.toml`, asks, fix });
    }
    return needs;
}
/** `taskRefusal` with its place apart: the file that asks (null: the task itself) and the rest. */
function taskRefusalAt(task, provider) {
    const refused = taskNeeds(task).find(({ need }) => !provider.capabilities[need]);
    return refused
        ? { where: refused.where, message: refusalText(provider, { ...refused, where: null }) }
        : null;
}
/** Why this task cannot run on the provider (the first need it lacks), or null when it can. */
function taskRefusal(task, provider) {
    const refused = taskNeeds(task).find(({ need }) => !provider.capabilities[need]);
    return refused ? refusalText(provider, refused) : null;
}
/** Why no attempt of this run can run on the provider (the agent or a run flag), or null. */
function runRefusal(run, provider) {
    const { capabilities } = provider;
    if (run.mountsFromHost && !capabilities.mounts) {
        return refusalText(provider, {
            need: 'mounts',
            where: `agent ${run.agent}`,
            asks: 'an agent installed on this machine and mounted into each environment',
            fix: `run it with ${FIX_PROVIDER}, or use the built-in agent (-a helios -m <model>), which acts from this machine`,
        });
    }
    if (run.agentNetwork === 'host' && !capabilities.hostNetwork) {
        return refusalText(provider, {
            need: 'hostNetwork',
            where: '--agent-network host (action: agent-network)',
            asks: "environments on this machine's network",
            fix: `serve the model on an address the environments can reach and drop it, or run with ${FIX_PROVIDER}`,
        });
    }
    return null;
}
/**
 * What an environment spec asks that the provider cannot give (a provider's own last check, for
 * callers that did not go through the runner's). `copyable`: mounts the provider gives as copies
 * (small read-only files, environment/mount-copies.ts); a folder cannot be copied so.
 */
function specRefusal(spec, provider, copyable = () => false) {
    const { capabilities } = provider;
    const folders = spec.mounts.filter((m) => !copyable(m));
    const use = `use ${FIX_PROVIDER}`;
    if (folders.length > 0 && !capabilities.mounts) {
        const asks = `host folders mounted into the environment (${folders.map((m) => m.path).join(', ')})`;
        const fix = `installed CLIs and the model relay need ${FIX_PROVIDER}`;
        return refusalText(provider, { need: 'mounts', where: null, asks, fix });
    }
    const { kind } = spec.network;
    if (kind === 'none' && !capabilities.noNetwork)
        return refusalText(provider, {
            need: 'noNetwork',
            where: null,
            asks: 'a no-network environment',
            fix: use,
        });
    const need = kind === 'host' ? 'hostNetwork' : kind === 'group' ? 'services' : null;
    if (need && !capabilities[need])
        return refusalText(provider, { need, where: null, asks: `the network policy "${kind}"`, fix: use });
    return null;
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

/***/ 42126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RemoteProvider: () => (/* binding */ RemoteProvider)
/* harmony export */ });
/* unused harmony exports sweepLabels, NO_EVENTS */
/* harmony import */ var _environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39331);
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
// What every remote provider (Daytona, E2B, Kubernetes) does the same way: the creations a forced
// exit waits for, the sweep of a run's leftovers by label (list, then remove each), the one first
// request of a preflight, and the facts it has none of (events, other platforms, sidecars). Each
// provider adds only its SDK's calls: create one, list by labels, remove one.


/** The labels `removeRun` selects: every managed environment, or one run's, or one process's. */
function sweepLabels(runId, owner) {
    const labels = { [_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MANAGED */ .TA]: 'true' };
    if (runId !== null)
        labels[_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_RUN */ .Bt] = runId;
    if (owner)
        labels[_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_OWNER */ .N2] = owner;
    return labels;
}
/** A provider without an event stream: memory kills are not told apart. */
const NO_EVENTS = {
    sawOom: () => false,
    forget: () => undefined,
    close: () => undefined,
};
class RemoteProvider {
    name;
    title;
    capabilities;
    creations = new Set();
    constructor(descriptor) {
        this.name = descriptor.name;
        this.title = descriptor.title;
        this.capabilities = descriptor.capabilities;
    }
    create(spec) {
        const creation = this.createOne(spec);
        this.creations.add(creation);
        const forget = () => this.creations.delete(creation);
        void creation.then(forget, forget);
        return creation;
    }
    async creationsSettled(timeoutMs = 60_000) {
        let timer;
        const timeout = new Promise((resolve) => {
            timer = setTimeout(resolve, timeoutMs);
        });
        await Promise.race([Promise.allSettled([...this.creations]), timeout]);
        clearTimeout(timer);
    }
    /**
     * One first request before any attempt (a run's preflight): an API that cannot be reached, or
     * that refuses the credentials, is one sentence, not one error per attempt.
     */
    async checkReachable() {
        try {
            await this.firstRequest();
        }
        catch (error) {
            throw this.unreachable(error);
        }
    }
    createServiceGroup() {
        const fix = 'run the task with --provider docker';
        return Promise.reject(new Error((0,_environment_capability_refusals_js__WEBPACK_IMPORTED_MODULE_1__/* .refusalText */ .Kw)(this, { need: 'services', where: null, asks: 'compose sidecars', fix })));
    }
    /** Remote environments are Linux on x86-64 (what this machine's image cache builds, for a cluster). */
    platform() {
        return Promise.resolve({ os: 'linux', arch: 'x86_64' });
    }
    /** No remote provider publishes per-process OOM events: memory kills are read from state, if at all. */
    watchEvents() {
        return Promise.resolve(NO_EVENTS);
    }
    async managedLabels() {
        return (await this.listLabelled(sweepLabels(null, undefined))).map((found) => found.labels);
    }
    removeRun(runId, options = {}) {
        return this.removeLabelled(sweepLabels(runId, options.owner));
    }
    async removeLabelled(labels) {
        const found = await this.listLabelled(labels);
        for (const { id } of found)
            await this.removeOne(id);
        return found.length;
    }
}


/***/ })

};
