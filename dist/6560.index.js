export const id = 6560;
export const ids = [6560];
export const modules = {

/***/ 13338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _j: () => (/* binding */ exitedInstead),
/* harmony export */   kU: () => (/* binding */ exitedError),
/* harmony export */   yE: () => (/* binding */ stoppedInstead)
/* harmony export */ });
/**
 * The error to report for a fault met while using the environment: when it has stopped (its
 * command ended), `describe` tells that cause; otherwise (running, or gone) the fault as it was.
 */
async function stoppedInstead(environment, fault, describe) {
    const stopped = await environment.stopped();
    return stopped ? describe(stopped) : fault;
}
/** stoppedInstead for an environment that must keep running its command from the start on. */
async function exitedInstead(environment, what, fault) {
    return stoppedInstead(environment, fault, (stopped) => exitedError(what, stopped.exitCode));
}
function exitedError(what, exitCode) {
    return new Error(`${what} exited right after start (exit ${exitCode}): its image must run the command it is given (sleep infinity), so it needs a shell's \`sleep\` and an entrypoint that runs its command`);
}


/***/ }),

/***/ 36560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DockerProvider: () => (/* binding */ DockerProvider)
});

// UNUSED EXPORTS: dockerClient

// EXTERNAL MODULE: ./node_modules/dockerode/lib/docker.js
var lib_docker = __webpack_require__(39040);
var docker_default = /*#__PURE__*/__webpack_require__.n(lib_docker);
// EXTERNAL MODULE: ./src/run/environment/labels.ts
var labels = __webpack_require__(10700);
// EXTERNAL MODULE: ./src/run/providers/docker/cleanup.ts
var cleanup = __webpack_require__(98289);
// EXTERNAL MODULE: ./src/run/providers/docker/descriptor.ts + 1 modules
var descriptor = __webpack_require__(63826);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/run/providers/docker/exec.ts




// A background child that inherited the exec's stdout keeps the stream open after the command
// exits; we notice the exit by polling and stop waiting for the stream shortly after.
const EXIT_POLL_MS = 1000;
const STREAM_GRACE_MS = 1000;
async function runExec(container, options) {
    const started = Date.now();
    const withStdin = options.stdin !== undefined;
    const exec = await container.exec({
        Cmd: options.cmd,
        User: options.user ?? '',
        Env: Object.entries(options.env ?? {}).map(([k, v]) => `${k}=${v}`),
        WorkingDir: options.workdir ?? undefined,
        AttachStdin: withStdin,
        AttachStdout: true,
        AttachStderr: true,
        Tty: false,
    });
    const stream = withStdin
        ? await startWithStdin(exec, options.stdin)
        : await exec.start({ Detach: false, Tty: false });
    const demux = new streams/* DemuxWritable */.WC(options.stdout ?? new streams/* TailBuffer */.vX(), options.stderr ?? new streams/* TailBuffer */.vX());
    const streamDone = (0,promises_.pipeline)(stream, demux).then(() => 'ended', () => 'ended');
    const controller = new AbortController();
    const waits = [
        streamDone,
        exitedWatcher(exec, controller.signal),
    ];
    if (options.timeoutMs !== undefined) {
        waits.push((0,external_node_timers_promises_.setTimeout)(options.timeoutMs, 'timeout', { signal: controller.signal }).catch(() => 'ended'));
    }
    let how = await Promise.race(waits);
    if (how === 'exited') {
        how = await Promise.race([streamDone, (0,external_node_timers_promises_.setTimeout)(STREAM_GRACE_MS, 'exited')]);
    }
    controller.abort();
    if (how !== 'ended')
        stream.destroy();
    const timedOut = how === 'timeout';
    let exitCode = null;
    if (!timedOut)
        exitCode = await readExitCode(exec);
    return { exitCode, timedOut, durationSec: (Date.now() - started) / 1000 };
}
/** A hijacked exec: stdin is written, then its write side closed (the command sees end of input). */
async function startWithStdin(exec, stdin) {
    // as: @types/dockerode says NodeJS.ReadableStream; a hijacked exec's is the socket, a Duplex.
    const duplex = (await exec.start({ hijack: true, stdin: true, Detach: false, Tty: false }));
    const input = Buffer.isBuffer(stdin) ? external_node_stream_.Readable.from([stdin]) : stdin;
    // A command that exits without reading its input closes the stream under us: not a fault.
    void (0,promises_.pipeline)(input, duplex, { end: true }).catch(() => undefined);
    return duplex;
}
async function exitedWatcher(exec, signal) {
    for (;;) {
        await (0,external_node_timers_promises_.setTimeout)(EXIT_POLL_MS, undefined, { signal }).catch(() => undefined);
        if (signal.aborted)
            return new Promise(() => undefined);
        const info = await exec.inspect().catch(() => null);
        if (info && !info.Running)
            return 'exited';
    }
}
async function readExitCode(exec) {
    // The stream can close a moment before the daemon records the exit.
    for (let i = 0; i < 20; i++) {
        const info = await exec.inspect();
        if (!info.Running)
            return info.ExitCode ?? null;
        await (0,external_node_timers_promises_.setTimeout)(25);
    }
    return null;
}

// EXTERNAL MODULE: ./src/run/environment/stopped.ts
var stopped = __webpack_require__(13338);
;// CONCATENATED MODULE: ./src/run/providers/docker/start.ts

/** Starts the container and fails, naming `what`, unless it is still running right after. */
async function startKeptRunning(container, what) {
    await container.start();
    const state = (await container.inspect()).State;
    if (!state.Running)
        throw (0,stopped/* exitedError */.kU)(what, state.ExitCode);
}
/** One inspect: how the container stopped; null while it runs, or once it is gone (an abort removed it). */
async function stoppedState(container) {
    const state = await container.inspect().then((info) => info.State, () => null);
    if (!state || state.Running)
        return null;
    return { exitCode: state.ExitCode, oomKilled: state.OOMKilled, finishedAt: Date.parse(state.FinishedAt) };
}

;// CONCATENATED MODULE: ./src/run/providers/docker/environment.ts






class DockerEnvironment {
    docker;
    container;
    id;
    /** Docker's hijacked exec streams stdin both ways for as long as the exec lives. */
    streamsStdin = true;
    constructor(docker, container) {
        this.docker = docker;
        this.container = container;
        this.id = container.id;
    }
    start(what) {
        return startKeptRunning(this.container, what);
    }
    exec(request) {
        return runExec(this.container, request);
    }
    async copyIn(archive, destination) {
        await this.container.putArchive(archive, { path: destination });
    }
    async copyOut(path) {
        try {
            // Cast: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
            return (await this.container.getArchive({ path }));
        }
        catch (error) {
            if ((0,narrow/* errorField */.LI)(error, 'statusCode') === 404)
                throw new errors/* PathNotFound */.lg(path, error);
            throw error;
        }
    }
    async workdir() {
        return (await this.container.inspect()).Config.WorkingDir || '/';
    }
    /** overlay2's merged folder, mounted while the container runs; null on other storage drivers. */
    async rootfs() {
        const info = await this.container.inspect();
        // as: @types/dockerode types Data as devicemapper's fields; overlay2 reports MergedDir there.
        const driver = info.GraphDriver;
        const merged = driver.Name === 'overlay2' ? driver.Data?.MergedDir : undefined;
        if (!merged || !info.State.Running)
            return null;
        return { hostPath: merged, mounts: (info.Mounts ?? []).map((m) => m.Destination) };
    }
    stopped() {
        return stoppedState(this.container);
    }
    async kill() {
        await this.container.kill();
    }
    async restart() {
        await this.container.restart({ t: 0 });
    }
    async logs(lines) {
        const raw = await this.container.logs({ stdout: true, stderr: true, follow: false, tail: lines });
        return (0,streams/* demuxText */.zY)(raw);
    }
    remove() {
        return (0,cleanup/* removeContainer */.od)(this.docker, this.id);
    }
}

// EXTERNAL MODULE: ./src/run/providers/docker/vanished-image.ts
var vanished_image = __webpack_require__(3499);
;// CONCATENATED MODULE: ./src/run/providers/docker/faults.ts
// Which errors are the Docker engine's (or the connection's to it): read from their fields.


/** Connection failures on the way to the daemon (socket or TCP), as Node names them. */
const CONNECTION_CODES = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EAI_AGAIN',
]);
/**
 * `transient`: the daemon failed (HTTP 5xx), was busy with the object (409), or could not be
 * reached; `request`: the daemon refused the request itself (400 bad parameter, 404 no such image),
 * which the same request meets again; null: not a Docker fault. Read from the error's fields
 * (dockerode's statusCode, Node's code and syscall), never from its text: a healthcheck's output
 * or an agent's log may well say ECONNREFUSED.
 */
function dockerFault(error, depth = 0) {
    if (typeof error !== 'object' || error === null || depth > 4)
        return null;
    // Retried: the next try makes the image again (vanished-image.ts).
    if (error instanceof vanished_image/* ImageVanished */.Un)
        return 'transient';
    const [statusCode, code, syscall, cause] = ['statusCode', 'code', 'syscall', 'cause'].map((field) => (0,narrow/* errorField */.LI)(error, field));
    // dockerode answers an HTTP error status with an Error carrying statusCode.
    if (typeof statusCode === 'number')
        return statusCode >= 500 || statusCode === 409 ? 'transient' : 'request';
    // Socket errors: a refused or reset connection, a hang-up (ECONNRESET), no socket file (connect ENOENT).
    if (typeof code === 'string' && CONNECTION_CODES.has(code))
        return 'transient';
    if (syscall === 'connect')
        return 'transient';
    // A fault rethrown by our own code keeps the original as its cause.
    return dockerFault(cause, depth + 1);
}

;// CONCATENATED MODULE: ./src/run/providers/docker/image-entrypoint.ts
const entrypointOf = new Map();
async function imageHasEntrypoint(docker, image) {
    let known = entrypointOf.get(image);
    if (known === undefined) {
        // as: @types/dockerode marks Config required and Entrypoint a string[]; the engine may omit both or send null.
        const info = (await docker.getImage(image).inspect());
        known = (info.Config?.Entrypoint?.length ?? 0) > 0;
        entrypointOf.set(image, known);
    }
    return known;
}

// EXTERNAL MODULE: ./src/run/providers/docker/image-cache.ts + 3 modules
var image_cache = __webpack_require__(47527);
;// CONCATENATED MODULE: ./src/run/providers/docker/oom-watcher.ts
class OomWatcher {
    kills = new Map();
    stream = null;
    constructor() { }
    static async start(docker, runId) {
        const watcher = new OomWatcher();
        try {
            // Cast: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
            const stream = (await docker.getEvents({
                filters: { type: ['container'], event: ['oom'], label: [`helios.run=${runId}`] },
            }));
            watcher.stream = stream;
            let pending = '';
            stream.on('data', (chunk) => {
                pending += chunk.toString('utf8');
                const lines = pending.split('\n');
                pending = lines.pop() ?? '';
                for (const line of lines)
                    watcher.record(line);
            });
            stream.on('error', () => undefined);
        }
        catch {
            // Without events only a stopped container's State.OOMKilled tells; an exit code never does.
        }
        return watcher;
    }
    record(line) {
        try {
            const event = JSON.parse(line);
            const id = event.Actor?.ID ?? event.id;
            if (!id)
                return;
            const atMs = event.timeNano ? event.timeNano / 1e6 : (event.time ?? 0) * 1000;
            this.kills.set(id, [...(this.kills.get(id) ?? []), atMs]);
        }
        catch {
            // Not an event line.
        }
    }
    /** Whether the container had an OOM kill between the two instants (ms since epoch). */
    sawOom(containerId, fromMs, toMs) {
        return (this.kills.get(containerId) ?? []).some((at) => at >= fromMs - 1000 && at <= toMs + 1000);
    }
    forget(containerId) {
        this.kills.delete(containerId);
    }
    close() {
        this.stream?.destroy();
    }
}

;// CONCATENATED MODULE: ./src/run/providers/docker/service-group.ts



async function createServiceGroup(docker, spec) {
    const created = await docker.createNetwork({
        Name: spec.name,
        Labels: spec.labels,
        Internal: spec.internal,
    });
    return new DockerServiceGroup(docker, spec.name, created.id);
}
class DockerServiceGroup {
    docker;
    name;
    networkId;
    constructor(docker, name, 
    /** Removal goes by id: a name is only as unique as Docker keeps it. */
    networkId) {
        this.docker = docker;
        this.name = name;
        this.networkId = networkId;
    }
    async addService(spec) {
        const check = spec.healthcheck;
        const ns = (sec) => Math.round(sec * 1e9);
        const container = await (0,vanished_image/* vanishedAsRetry */.nm)(spec.image, (0,cleanup/* creatingContainer */.$p)(this.docker.createContainer({
            Image: spec.image,
            ...(spec.command ? { Cmd: spec.command } : {}),
            ...(spec.entrypoint ? { Entrypoint: spec.entrypoint } : {}),
            Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
            WorkingDir: spec.workdir ?? undefined,
            User: spec.user ?? undefined,
            Labels: spec.labels,
            ...(check
                ? {
                    Healthcheck: {
                        Test: check.test,
                        Interval: ns(check.intervalSec),
                        Timeout: ns(check.timeoutSec),
                        Retries: check.retries,
                        StartPeriod: ns(check.startPeriodSec),
                    },
                }
                : {}),
            HostConfig: { NetworkMode: this.name, Init: true, PidsLimit: spec.pidsLimit },
            NetworkingConfig: { EndpointsConfig: { [this.name]: { Aliases: [spec.name] } } },
        })));
        return new DockerService(this.docker, container);
    }
    async remove() {
        await this.docker
            .getNetwork(this.networkId)
            .remove()
            .catch(() => undefined);
    }
}
class DockerService extends DockerEnvironment {
    /** A service runs its own command (not `sleep infinity`): a plain start. */
    async start() {
        await this.container.start();
    }
    async state() {
        const { State, Config } = await this.container.inspect();
        const health = State.Health?.Status;
        return {
            running: State.Running,
            exitCode: State.Running ? null : State.ExitCode,
            health: health === 'starting' || health === 'healthy' || health === 'unhealthy' ? health : null,
            lastHealthOutput: State.Health?.Log?.at(-1)?.Output ?? null,
            healthcheck: healthcheckOf(Config.Healthcheck),
        };
    }
}
/** The healthcheck in force as compose spells it; Docker's durations are nanoseconds (0: default). */
function healthcheckOf(check) {
    if (!check?.Test)
        return null;
    const sec = (ns) => (ns ? ns / 1e9 : 0);
    return {
        test: check.Test,
        intervalSec: sec(check.Interval),
        timeoutSec: sec(check.Timeout),
        retries: check.Retries ?? 0,
        startPeriodSec: sec(check.StartPeriod),
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
;// CONCATENATED MODULE: ./src/run/providers/docker/image-record.ts
// What the leak lint reads of an image through the engine: its environment, its history (each
// layer's command, build args included, as `docker history --no-trunc`) and, from the image archive
// (`GET /images/{name}/get`), the files of its layers whose sizes match a task file's, hashed — also
// files a later layer removed. The archive is read only up to a size and a time; past them the
// record says what it skipped.



async function readImageRecord(docker, image, sizes, limits) {
    const handle = docker.getImage(image);
    const info = await handle.inspect();
    // as: @types/dockerode types history() as any; the engine's answer, only CreatedBy read.
    const history = (await handle.history());
    const record = {
        env: info.Config?.Env ?? [],
        // The engine lists the newest layer first; the lint numbers them from the base.
        history: history.map((h) => h.CreatedBy ?? '').reverse(),
        layerFiles: null,
        skipped: [],
    };
    if (sizes.size === 0)
        return record;
    if (info.Size > limits.maxImageBytes) {
        record.skipped.push(`the image's layers were not read (${gib(info.Size)}, over ${gib(limits.maxImageBytes)}): files removed by a later layer were not compared`);
        return record;
    }
    const files = [];
    // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
    const archive = (await handle.get());
    const timer = setTimeout(() => archive.destroy(new Error(`reading the image's layers took over ${limits.timeoutMs / 1000}s`)), limits.timeoutMs);
    try {
        await readArchive(archive, sizes, files);
        record.layerFiles = files;
    }
    catch (error) {
        record.skipped.push(`the image's layers were not all read: ${(0,narrow/* messageOf */.bD)(error)}`);
    }
    finally {
        clearTimeout(timer);
    }
    return record;
}
/** The outer archive holds each layer as a tar of its own (`<id>/layer.tar`, or an OCI blob). */
function readArchive(archive, sizes, files) {
    return new Promise((resolve, reject) => {
        const outer = tar_stream.extract();
        outer.on('entry', (header, stream, next) => {
            const layer = header.name.endsWith('layer.tar') || header.name.startsWith('blobs/');
            if (!layer || header.type !== 'file') {
                stream.on('end', next);
                stream.resume();
                return;
            }
            // as: tar-stream's entry is a streamx Readable, which Node's stream functions take as one.
            readLayer(stream, sizes, files).then(() => next(), () => next());
        });
        outer.on('finish', resolve);
        outer.on('error', reject);
        archive.on('error', (error) => {
            outer.destroy(error);
            reject(error);
        });
        archive.pipe(outer);
    });
}
/**
 * A layer's files of the wanted sizes, hashed. Fed by hand (tar-stream's entries are streamx
 * streams): a blob that is no tar (a config) stops the inner reader, and the rest is drained.
 */
function readLayer(layer, sizes, files) {
    return new Promise((resolve) => {
        const inner = tar_stream.extract();
        let readable = true;
        let innerDone = false;
        let layerDone = false;
        const settle = () => {
            if (innerDone && layerDone)
                resolve();
        };
        const stop = () => {
            readable = false;
            innerDone = true;
            layer.resume();
            settle();
        };
        inner.on('entry', (header, stream, next) => {
            if (header.type !== 'file' || !sizes.has(header.size ?? -1)) {
                stream.on('end', next);
                stream.resume();
                return;
            }
            const hash = (0,external_node_crypto_.createHash)('sha256');
            // as: tar-stream's entries yield Buffers.
            stream.on('data', (chunk) => hash.update(chunk));
            stream.on('end', () => {
                const path = `/${header.name.replace(/^(\.?\/)+/, '')}`;
                files.push({ path, sha256: hash.digest('hex'), where: 'layer' });
                next();
            });
        });
        inner.on('finish', stop);
        inner.on('error', stop);
        layer.on('data', (chunk) => {
            // Paused while the inner reader is behind: a layer is never held in memory whole.
            // as: tar-stream's entries yield Buffers.
            if (readable && !inner.write(chunk)) {
                layer.pause();
                inner.once('drain', () => layer.resume());
            }
        });
        layer.on('end', () => {
            layerDone = true;
            if (readable)
                inner.end(null);
            settle();
        });
    });
}
function gib(bytes) {
    return `${(bytes / 2 ** 30).toFixed(1)} GiB`;
}

;// CONCATENATED MODULE: ./src/run/providers/docker/provider.ts
// Docker as an environment provider: the local engine, or any DOCKER_HOST (unix, tcp, ssh).












class DockerProvider {
    name = descriptor/* dockerDescriptor */.S.name;
    title = descriptor/* dockerDescriptor */.S.title;
    capabilities = descriptor/* dockerDescriptor */.S.capabilities;
    /** Default `new Docker()`: DOCKER_HOST (unix, tcp, ssh) works unchanged. */
    docker;
    constructor(docker) {
        this.docker = docker ?? new (docker_default())();
    }
    async create(spec) {
        const container = await (0,vanished_image/* vanishedAsRetry */.nm)(spec.image, (0,cleanup/* creatingContainer */.$p)(this.docker.createContainer({
            Image: spec.image,
            // The image entrypoint is kept (it may start services or read environment.env); the command
            // only keeps the container alive, as Harbor's compose file does.
            Cmd: spec.command ?? ['sleep', 'infinity'],
            ...(spec.noImageEntrypoint ? { Entrypoint: spec.command ?? ['sleep', 'infinity'], Cmd: [] } : {}),
            Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
            WorkingDir: spec.workdir ?? undefined,
            Labels: spec.labels,
            HostConfig: {
                ...(0,cleanup/* containerLimits */.uo)(spec.limits, spec.limits.pidsLimit),
                NetworkMode: networkMode(spec.network),
                Binds: spec.mounts.length
                    ? spec.mounts.map((m) => `${m.hostPath}:${m.path}${m.readOnly ? ':ro' : ''}`)
                    : undefined,
                // docker-init as PID 1 reaps what a killed agent leaves behind and forwards signals.
                Init: true,
            },
            ...(spec.noImageHealthcheck ? { Healthcheck: { Test: ['NONE'] } } : {}),
            ...(spec.network.kind === 'group'
                ? {
                    NetworkingConfig: {
                        EndpointsConfig: { [spec.network.group.name]: { Aliases: [spec.network.alias] } },
                    },
                }
                : {}),
        })));
        return new DockerEnvironment(this.docker, container);
    }
    attach(id) {
        return new DockerEnvironment(this.docker, this.docker.getContainer(id));
    }
    createServiceGroup(spec) {
        return createServiceGroup(this.docker, spec);
    }
    images(options) {
        return new image_cache/* ImageCache */.S(this.docker, {
            buildLogDir: options.buildLogDir,
            registry: options.registry ?? null,
        });
    }
    /** Built here and pushed to `registry`, also when built before: the images a cluster pulls (Kubernetes). */
    pushedImages(options) {
        return new image_cache/* ImageCache */.S(this.docker, { ...options, pushExisting: true });
    }
    faultKind(error) {
        return dockerFault(error);
    }
    imageHasEntrypoint(image) {
        return imageHasEntrypoint(this.docker, image);
    }
    /** Layers are read up to 1 GiB and two minutes (image-record.ts). */
    imageRecord(image, sizes) {
        return readImageRecord(this.docker, image, sizes, { maxImageBytes: 2 ** 30, timeoutMs: 120_000 });
    }
    async platform() {
        // as: @types/dockerode types info() as any; only these two fields are read, each may be absent.
        const info = (await this.docker.info());
        return { os: info.OSType ?? '', arch: info.Architecture ?? '' };
    }
    watchEvents(runId) {
        return OomWatcher.start(this.docker, runId);
    }
    async managedLabels() {
        const containers = await this.docker.listContainers({
            all: true,
            filters: { label: [`${labels/* LABEL_MANAGED */.TA}=true`] },
        });
        return containers.map((c) => c.Labels);
    }
    removeRun(runId, options = {}) {
        return (0,cleanup/* removeRunContainers */.o2)(this.docker, runId, options);
    }
    creationsSettled(timeoutMs) {
        return (0,cleanup/* creationsSettled */._x)(timeoutMs);
    }
}
/** Docker's NetworkMode for a policy: a group is joined by name; `default` is the engine's bridge. */
function networkMode(policy) {
    if (policy.kind === 'none')
        return 'none';
    if (policy.kind === 'host')
        return 'host';
    if (policy.kind === 'group')
        return policy.group.name;
    if (policy.kind === 'beside')
        return `container:${policy.environment.id}`;
    return undefined;
}
/** The default engine client (DOCKER_HOST, else the local socket), for the Docker-only image tools. */
function dockerClient() {
    return new Docker();
}


/***/ })

};
