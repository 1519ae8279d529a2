export const id = 4863;
export const ids = [4863];
export const modules = {

/***/ 64520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ registryImage)
/* harmony export */ });
/** Where the image of a content hash lives in the registry. */
function registryImage(ref, hash) {
    return `${ref}:${hash}`;
}


/***/ }),

/***/ 24863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KubernetesProvider: () => (/* binding */ KubernetesProvider)
});

// UNUSED EXPORTS: DEFAULT_ACTIVE_DEADLINE_SEC, KubernetesApiError

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/@kubernetes/client-node/dist/index.js + 875 modules
var dist = __webpack_require__(12901);
// EXTERNAL MODULE: ./src/run/environment/archive.ts
var archive = __webpack_require__(84989);
// EXTERNAL MODULE: ./src/run/environment/capability-refusals.ts
var capability_refusals = __webpack_require__(39331);
// EXTERNAL MODULE: ./src/run/environment/remote-provider.ts
var remote_provider = __webpack_require__(86939);
// EXTERNAL MODULE: ./src/run/environment/mount-copies.ts
var mount_copies = __webpack_require__(36914);
// EXTERNAL MODULE: ./src/run/environment/retries.ts
var retries = __webpack_require__(87873);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/faults.ts
// Which errors are the cluster's own. The client's ApiException carries the HTTP code; its text
// holds the whole answer (headers, body), so it is turned into a short KubernetesApiError here.


class KubernetesApiError extends Error {
    statusCode;
    transportCode;
    name = 'KubernetesApiError';
    constructor(statusCode, message, transportCode = null) {
        super(message);
        this.statusCode = statusCode;
        this.transportCode = transportCode;
    }
}
/** The client's error as a KubernetesApiError naming the operation; other errors as they are. */
function apiError(operation, error) {
    if (error instanceof dist/* ApiException */.UJ4) {
        const body = error.body;
        const detail = typeof body === 'object' && typeof body.message === 'string' ? body.message : '';
        return new KubernetesApiError(error.code, `${operation}: HTTP ${error.code}${detail ? ` (${detail.slice(0, 200)})` : ''}`);
    }
    const code = transportCode(error);
    if (code)
        return new KubernetesApiError(null, `${operation}: ${code}`, code);
    return error;
}
function transportCode(error) {
    for (let e = error, depth = 0; e && depth < 4; e = e.cause, depth++) {
        const code = e.code;
        if (typeof code === 'string' && remote_provider/* TRANSIENT_NET_CODES */.Sq.has(code))
            return code;
    }
    return null;
}
function kubernetesFaultKind(error) {
    if (!(error instanceof KubernetesApiError))
        return null;
    if (error.statusCode === null)
        return 'transient';
    return remote_provider/* TRANSIENT_HTTP_STATUS */.r1.has(error.statusCode) ? 'transient' : 'request';
}
const isTransient = (error) => kubernetesFaultKind(error) === 'transient';
const isNotFound = (error) => error instanceof KubernetesApiError && error.statusCode === 404;

// EXTERNAL MODULE: ./src/run/environment/image-registry.ts
var image_registry = __webpack_require__(64520);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/images.ts


class RegistryImages {
    options;
    provider;
    cache;
    constructor(options, buildAndPush, 
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    provider) {
        this.options = options;
        this.provider = provider;
        const registry = options.registry;
        this.cache = registry ? buildAndPush({ buildLogDir: options.buildLogDir, registry }) : null;
    }
    ensure(task) {
        const refusal = (0,capability_refusals/* taskRefusal */.aK)(task, this.provider);
        if (refusal)
            return Promise.resolve({ ok: false, reason: refusal });
        const image = task.config.environment.dockerImage;
        if (image)
            return Promise.resolve({ ok: true, image, built: false });
        return this.pushed(task, task.environmentHash, `${task.relativeDir}/environment/Dockerfile`, (cache) => cache.ensure(task));
    }
    ensureVerifier(task) {
        const source = task.verifierImage;
        if (source?.dockerImage)
            return Promise.resolve({ ok: true, image: source.dockerImage, built: false });
        if (!source?.contextDir)
            return this.ensure(task);
        return this.pushed(task, source.hash, `${task.relativeDir}/tests/Dockerfile`, (cache) => cache.ensureVerifier(task));
    }
    ensureService(task, service) {
        return Promise.resolve({
            ok: false,
            reason: (0,capability_refusals/* taskRefusal */.aK)(task, this.provider) ??
                `${task.relativeDir}: service ${service.name} cannot run on Kubernetes`,
        });
    }
    subscribe(listener) {
        return this.cache ? this.cache.subscribe(listener) : () => undefined;
    }
    async flush() {
        await this.cache?.flush();
    }
    /** Built (or found) here, then pushed before the pod may name it. */
    async pushed(task, hash, dockerfile, build) {
        const registry = this.options.registry;
        if (!this.cache || !registry) {
            return {
                ok: false,
                reason: `${dockerfile}: a Kubernetes cluster pulls its images, and this one is built here; pass --image-registry <registry>/<repository> (the cluster must be able to pull from it), or give the task a docker_image in task.toml`,
            };
        }
        const outcome = await build(this.cache);
        if (!outcome.ok)
            return outcome;
        await this.cache.flush();
        return { ok: true, image: (0,image_registry/* registryImage */.$)(registry.ref, hash), built: outcome.built };
    }
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./src/run/environment/tar-through-shell.ts
var tar_through_shell = __webpack_require__(36375);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/pod-spec.ts
const MAIN_CONTAINER = 'main';
/** The main command waits for this file (`start`), as a Docker container waits to be started. */
const START_GATE = '/tmp/.helios-start';
/** A label value: at most 63 of [A-Za-z0-9-_.], starting and ending alphanumeric. */
function labelValue(value) {
    const cleaned = value.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 63);
    return cleaned.replace(/^[^A-Za-z0-9]+/, '').replace(/[^A-Za-z0-9]+$/, '');
}
function labelSelector(labels) {
    return Object.entries(labels)
        .map(([key, value]) => `${key}=${labelValue(value)}`)
        .join(',');
}
function podManifest(name, spec, deadlineSec) {
    const gated = spec.command !== undefined && spec.command.join(' ') !== 'sleep infinity';
    // args, not command: the image's entrypoint is kept, as Docker keeps it.
    const args = gated
        ? [
            'sh',
            '-c',
            `while [ ! -e ${START_GATE} ]; do sleep 0.1; done; exec "$@"`,
            'sh',
            ...(spec.command ?? []),
        ]
        : ['sleep', 'infinity'];
    const quantities = { cpu: String(spec.limits.cpus), memory: `${spec.limits.memoryMb}Mi` };
    return {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: {
            name,
            labels: Object.fromEntries(Object.entries(spec.labels).map(([k, v]) => [k, labelValue(v)])),
        },
        spec: {
            restartPolicy: 'Never',
            activeDeadlineSeconds: deadlineSec,
            automountServiceAccountToken: false,
            // Root, so files go in as root (tar keeps owners) and each exec switches to the user it asks for.
            securityContext: { runAsUser: 0, runAsGroup: 0 },
            enableServiceLinks: false,
            containers: [
                {
                    name: MAIN_CONTAINER,
                    image: spec.image,
                    args,
                    env: Object.entries(spec.env).map(([key, value]) => ({ name: key, value })),
                    ...(spec.workdir ? { workingDir: spec.workdir } : {}),
                    resources: { requests: quantities, limits: quantities },
                },
            ],
        },
    };
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/exec.ts
// One command in a pod through the exec API (a WebSocket, channel-numbered frames). The API has no
// user, env or workdir of its own: the command is wrapped in a shell line that sets them.






/** `sh -c` line running argv with env and cwd, as `user` (root or none: as the exec's user). */
function wrappedCommand(request, defaultWorkdir) {
    const assignments = Object.entries(request.env ?? {}).map(([key, value]) => `${key}=${value}`);
    let line = (0,shell_line/* commandLine */.ay)(assignments.length > 0 ? ['env', ...assignments, ...request.cmd] : request.cmd);
    const workdir = request.workdir ?? defaultWorkdir;
    if (workdir)
        line = `cd ${(0,shell_line/* quoteWord */.XW)(workdir)} && ${line}`;
    return ['sh', '-c', (0,shell_line/* asUser */.ex)(line, request.user)];
}
/** The exit code the Status on channel 3 reports (0 on Success); null when it names none. */
function exitCodeOf(status) {
    if (status.status === 'Success')
        return 0;
    const cause = status.details?.causes?.find((c) => c.reason === 'ExitCode');
    const code = Number(cause?.message);
    return Number.isInteger(code) ? code : null;
}
/** Forwards to `target` without ever ending it (the client ends the streams it is given). */
function forwarding(target) {
    return new external_node_stream_.Writable({
        write(chunk, _encoding, done) {
            if (!target)
                return done();
            target.write(chunk, (error) => done(error ?? undefined));
        },
    });
}
async function execInPod(kubeConfig, namespace, pod, command, request) {
    const started = Date.now();
    const stdout = forwarding(request.stdout);
    const stderr = forwarding(request.stderr);
    const stdin = request.stdin === undefined
        ? null
        : Buffer.isBuffer(request.stdin)
            ? external_node_stream_.Readable.from([request.stdin])
            : request.stdin;
    let settle = () => undefined;
    const finished = new Promise((resolve) => {
        settle = resolve;
    });
    let socket;
    try {
        socket = await new dist/* Exec */.WoD(kubeConfig).exec(namespace, pod, MAIN_CONTAINER, command, stdout, stderr, stdin, false, (status) => settle(exitCodeOf(status)));
    }
    catch (error) {
        throw apiError(`exec in pod ${pod}`, error);
    }
    // A socket closed without a status: the command's end is unknown.
    socket.addEventListener('close', () => settle(null));
    let timer;
    const timedOut = new Promise((resolve) => {
        if (request.timeoutMs !== undefined)
            timer = setTimeout(() => resolve('timeout'), request.timeoutMs);
    });
    const outcome = await Promise.race([finished, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout')
        socket.close();
    const durationSec = (Date.now() - started) / 1000;
    if (outcome === 'timeout')
        return { exitCode: null, timedOut: true, durationSec };
    await drained(stdout);
    await drained(stderr);
    return { exitCode: outcome, timedOut: false, durationSec };
}
/** Every frame written on to the caller's stream before the exec's outcome is told. */
async function drained(stream) {
    if (!stream.writableEnded)
        stream.end();
    await (0,external_node_stream_promises_.finished)(stream);
}

;// CONCATENATED MODULE: ./src/run/providers/kubernetes/pod.ts
// One attempt's environment as a pod: commands and files (tar over stdin/stdout) through the exec
// API, state from the pod's status, removal by deleting the pod.








class KubernetesPod {
    id;
    context;
    defaultWorkdir;
    onRemoved;
    removed = false;
    killedAt = null;
    constructor(id, context, defaultWorkdir, onRemoved = () => undefined) {
        this.id = id;
        this.context = context;
        this.defaultWorkdir = defaultWorkdir;
        this.onRemoved = onRemoved;
    }
    /** The main command starts once the gate file exists (pod-spec.ts); `sleep infinity` runs from the start. */
    async start(what) {
        await this.run(['touch', START_GATE]);
        const stopped = await this.stopped();
        if (stopped)
            throw new Error(`${what}: the pod's main container ended with exit code ${stopped.exitCode}`);
    }
    exec(request) {
        const { kubeConfig, namespace } = this.context;
        return execInPod(kubeConfig, namespace, this.id, wrappedCommand(request, this.defaultWorkdir), request);
    }
    /** As Docker's extraction does, a path whose type differs from the entry's is replaced first. */
    async copyIn(archive, destination) {
        const { archive: planned, remove } = await (0,tar_through_shell/* plannedArchive */.bv)(await (0,streams/* bufferOf */.Kb)(archive));
        const stderr = new Collector();
        const outcome = await this.run(['sh', '-c', (0,tar_through_shell/* extractLine */.QJ)(destination, remove, '-')], {
            stdin: planned,
            stderr,
        });
        if (outcome.exitCode !== 0)
            throw new Error(`copy into ${destination} failed: ${stderr.text().slice(0, 300)}`);
    }
    async copyOut(path) {
        const stdout = new Collector();
        const stderr = new Collector();
        const outcome = await this.run(['sh', '-c', (0,tar_through_shell/* packLine */.oO)(path, '-')], { stdout, stderr });
        if (outcome.exitCode === tar_through_shell/* MISSING_PATH_EXIT */.cD)
            throw new errors/* PathNotFound */.lg(path);
        if (outcome.exitCode !== 0)
            throw new Error(`copy of ${path} failed: ${stderr.text().slice(0, 300)}`);
        return external_node_stream_.Readable.from([stdout.buffer()]);
    }
    async workdir() {
        if (this.defaultWorkdir)
            return this.defaultWorkdir;
        const stdout = new Collector();
        await this.run(['pwd'], { stdout });
        return stdout.text().trim() || '/';
    }
    async stopped() {
        if (this.removed)
            return null;
        if (this.killedAt !== null)
            return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt };
        let pod;
        try {
            pod = await this.read();
        }
        catch (error) {
            if (isNotFound(error))
                return null;
            throw error;
        }
        return stoppedOf(pod);
    }
    /** Every process but the pod's first (its main command) ends; the pod stays for copyOut. */
    async kill() {
        await this.run(['sh', '-c', 'kill -9 -1 2>/dev/null; true']);
        this.killedAt = Date.now();
    }
    /** A pod cannot be restarted in place: every process but the main command ends, the files stay. */
    async restart() {
        await this.run(['sh', '-c', 'kill -9 -1 2>/dev/null; true']);
        this.killedAt = null;
    }
    /** The main command (`sleep`) writes nothing worth reading back. */
    logs() {
        return Promise.resolve('');
    }
    async remove() {
        if (this.removed)
            return;
        await deletePod(this.context, this.id);
        this.removed = true;
        this.onRemoved();
    }
    read() {
        const { api, namespace, retry } = this.context;
        return (0,retries/* withRetries */.LH)(() => api
            .readNamespacedPod({ name: this.id, namespace })
            .catch((e) => Promise.reject(apiError(`read pod ${this.id}`, e))), retry, isTransient);
    }
    run(cmd, streams = {}) {
        const { kubeConfig, namespace } = this.context;
        return execInPod(kubeConfig, namespace, this.id, cmd, streams);
    }
}
/** Deletes at once (grace 0); a pod already gone is fine. */
async function deletePod(context, name) {
    const { api, namespace, retry } = context;
    await (0,retries/* withRetries */.LH)(() => api
        .deleteNamespacedPod({ name, namespace, gracePeriodSeconds: 0 })
        .catch((e) => Promise.reject(apiError(`delete pod ${name}`, e))), retry, isTransient).catch((error) => {
        if (!isNotFound(error))
            throw error;
    });
}
/** The main container's end, from the pod's status; null while it runs (or has not started). */
function stoppedOf(pod) {
    const main = pod.status?.containerStatuses?.find((c) => c.name === MAIN_CONTAINER);
    const terminated = main?.state?.terminated;
    if (terminated) {
        return {
            exitCode: terminated.exitCode,
            oomKilled: terminated.reason === 'OOMKilled',
            finishedAt: terminated.finishedAt ? new Date(terminated.finishedAt).getTime() : Date.now(),
        };
    }
    // Ended by the cluster without a container status (activeDeadlineSeconds, eviction).
    if (pod.status?.phase === 'Failed' || pod.status?.phase === 'Succeeded') {
        return { exitCode: 137, oomKilled: false, finishedAt: Date.now() };
    }
    return null;
}
/** A stream that keeps what is written to it. */
class Collector extends external_node_stream_.Writable {
    chunks = [];
    _write(chunk, _encoding, done) {
        this.chunks.push(chunk);
        done();
    }
    buffer() {
        return Buffer.concat(this.chunks);
    }
    text() {
        return this.buffer().toString('utf8');
    }
}

// EXTERNAL MODULE: ./src/run/providers/kubernetes/descriptor.ts
var descriptor = __webpack_require__(75064);
;// CONCATENATED MODULE: ./src/run/providers/kubernetes/provider.ts
// Kubernetes as an environment provider: one pod per attempt in one namespace, labelled like every
// environment of ours so a sweep (also one at the start of a run, after a crash) finds it by label.













const DEFAULT_ACTIVE_DEADLINE_SEC = 6 * 3600;
class KubernetesProvider {
    buildAndPush;
    options;
    name = descriptor/* kubernetesDescriptor */.G.name;
    title = descriptor/* kubernetesDescriptor */.G.title;
    capabilities = descriptor/* kubernetesDescriptor */.G.capabilities;
    context;
    creations = new remote_provider/* Creations */.fN();
    constructor(settings, 
    /** Builds a Dockerfile task here and pushes it (the Docker provider's, handed in by providers/index.ts). */
    buildAndPush, options = {}) {
        this.buildAndPush = buildAndPush;
        this.options = options;
        this.context = {
            api: settings.kubeConfig.makeApiClient(dist/* CoreV1Api */.f5Y),
            kubeConfig: settings.kubeConfig,
            namespace: settings.namespace,
            retry: options.retry ?? retries/* DEFAULT_API_RETRY */.Ep,
        };
    }
    get namespace() {
        return this.context.namespace;
    }
    create(spec) {
        return this.creations.track(this.createPod(spec));
    }
    async createPod(spec) {
        const copies = await (0,mount_copies/* mountCopies */.p)(spec.mounts);
        const refusal = (0,capability_refusals/* specRefusal */.YI)(spec, this, (m) => copies.has(m));
        if (refusal)
            throw new Error(refusal);
        const name = `helios-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
        const { api, namespace, retry } = this.context;
        const body = podManifest(name, spec, this.options.activeDeadlineSec ?? DEFAULT_ACTIVE_DEADLINE_SEC);
        await (0,retries/* withRetries */.LH)(() => api.createNamespacedPod({ namespace, body }).catch((e) => {
            // A retried create whose first try got through: the pod is ours.
            if (e.code === 409)
                return undefined;
            return Promise.reject(apiError(`create pod ${name}`, e));
        }), retry, isTransient);
        const pod = new KubernetesPod(name, this.context, spec.workdir);
        try {
            await this.untilRunning(pod);
            if (copies.size > 0)
                await pod.copyIn(await readOnlyCopies(copies), '/');
            return pod;
        }
        catch (error) {
            // A pod that never ran must not outlive the attempt.
            await deletePod(this.context, name).catch(() => undefined);
            throw error;
        }
    }
    async untilRunning(pod) {
        const timeoutSec = this.options.startTimeoutSec ?? 300;
        const deadline = Date.now() + timeoutSec * 1000;
        for (;;) {
            const state = await pod.read();
            if (state.status?.phase === 'Running')
                return;
            const ended = stoppedOf(state);
            if (ended)
                throw new Error(`pod ${pod.id} ended before it ran (exit code ${ended.exitCode})`);
            if (Date.now() >= deadline) {
                const waiting = state.status?.containerStatuses?.[0]?.state?.waiting;
                const why = waiting
                    ? `: ${waiting.reason ?? ''}${waiting.message ? ` (${waiting.message.slice(0, 200)})` : ''}`
                    : '';
                throw new Error(`pod ${pod.id} in namespace ${this.context.namespace} was still ${state.status?.phase ?? 'Pending'} after ${timeoutSec}s${why}; check that the cluster can pull the image and has room for the requested CPU and memory`);
            }
            await (0,promises_.setTimeout)(this.options.pollMs ?? 500);
        }
    }
    attach(id) {
        return new KubernetesPod(id, this.context, null);
    }
    createServiceGroup() {
        const fix = 'run the task with --provider docker';
        return Promise.reject(new Error((0,capability_refusals/* refusalText */.Kw)(this, { need: 'services', where: null, asks: 'compose sidecars', fix })));
    }
    images(options) {
        return new RegistryImages(options, this.buildAndPush, this);
    }
    faultKind(error) {
        return kubernetesFaultKind(error);
    }
    /** Without the image at hand, assume it has one: the runner then expects processes of its own. */
    imageHasEntrypoint() {
        return Promise.resolve(true);
    }
    /** Pods run on Linux nodes; x86-64 is what the image cache builds here. */
    platform() {
        return Promise.resolve({ os: 'linux', arch: 'x86_64' });
    }
    /** OOM kills are read from the pod's status (`stopped`), not from an event stream. */
    watchEvents() {
        return Promise.resolve(remote_provider/* NO_EVENTS */.q9);
    }
    async removeRun(runId, options = {}) {
        const labels = (0,remote_provider/* sweepLabels */.a8)(runId, options.owner);
        const { api, namespace, retry } = this.context;
        const list = await (0,retries/* withRetries */.LH)(() => api
            .listNamespacedPod({ namespace, labelSelector: labelSelector(labels) })
            .catch((e) => Promise.reject(apiError('list pods', e))), retry, isTransient);
        const names = list.items.map((p) => p.metadata?.name).filter((n) => Boolean(n));
        for (const name of names)
            await deletePod(this.context, name);
        return names.length;
    }
    creationsSettled(timeoutMs = 60_000) {
        return this.creations.settled(timeoutMs);
    }
}

/** The host files as a tar of root-owned read-only files at their paths, extracted at `/`. */
function readOnlyCopies(copies) {
    return (0,archive/* buildArchive */.h$)((pack) => {
        for (const [mount, content] of copies)
            (0,archive/* addFile */.sM)(pack, mount.path.replace(/^\/+/, ''), content, 0o444);
    });
}


/***/ })

};
