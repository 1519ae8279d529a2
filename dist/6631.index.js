export const id = 6631;
export const ids = [6631];
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

/***/ 98289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ creatingContainer),
/* harmony export */   _x: () => (/* binding */ creationsSettled),
/* harmony export */   o2: () => (/* binding */ removeRunContainers),
/* harmony export */   od: () => (/* binding */ removeContainer),
/* harmony export */   uo: () => (/* binding */ containerLimits)
/* harmony export */ });
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);

/** CPU, memory (no swap beyond it) and process limits of an attempt's container. */
function containerLimits(limits, pidsLimit) {
    return {
        NanoCpus: Math.round(limits.cpus * 1e9),
        Memory: limits.memoryMb * 1024 * 1024,
        MemorySwap: limits.memoryMb * 1024 * 1024,
        PidsLimit: pidsLimit,
    };
}
/**
 * Force-removes a container and returns once it is gone. A second remove while one is in progress
 * fails at once ("removal already in progress"), so on failure we wait for the first to finish.
 */
async function removeContainer(docker, id, waitMs = 15_000) {
    try {
        await docker.getContainer(id).remove({ force: true, v: true });
        return;
    }
    catch {
        // Gone already, or being removed by someone else: wait below.
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
        try {
            await docker.getContainer(id).inspect();
        }
        catch {
            return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}
/**
 * Force-removes every container labelled with this run id (or every managed one when runId is
 * null), then the run's attempt networks (compose tasks), which only empty ones can leave.
 * With `owner` (PROCESS_OWNER), only what that process created: a live process sweeping its own.
 */
async function removeRunContainers(docker, runId, options = {}) {
    const label = [
        ...(runId === null ? [] : [`${_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_RUN */ .Bt}=${runId}`]),
        `${_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_MANAGED */ .TA}=true`,
        ...(options.owner ? [`${_environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .LABEL_OWNER */ .N2}=${options.owner}`] : []),
    ];
    const containers = await docker.listContainers({ all: true, filters: { label } });
    await Promise.allSettled(containers.map((c) => removeContainer(docker, c.Id)));
    const networks = await docker.listNetworks({ filters: { label } });
    await Promise.allSettled(networks.map((n) => docker.getNetwork(n.Id).remove()));
    return containers.length;
}
const creating = new Set();
/**
 * A container creation under way, known until it settles: a forced exit (a second Ctrl-C) waits
 * for these before its sweep, or a container the engine was still creating would outlive it.
 */
function creatingContainer(creation) {
    creating.add(creation);
    const forget = () => creating.delete(creation);
    creation.then(forget, forget);
    return creation;
}
/** Resolves once every creation under way has settled, or after `timeoutMs`. */
async function creationsSettled(timeoutMs = 5000) {
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...creating]), timeout]);
    clearTimeout(timer);
}


/***/ }),

/***/ 47527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ ImageCache)
});

// UNUSED EXPORTS: environmentTag

// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: ./src/run/environment/streams.ts
var streams = __webpack_require__(79838);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
// EXTERNAL MODULE: ./src/task/image-names.ts
var image_names = __webpack_require__(81505);
// EXTERNAL MODULE: ./src/run/environment/archive.ts
var archive = __webpack_require__(84989);
// EXTERNAL MODULE: ./src/run/write-fault.ts
var write_fault = __webpack_require__(16751);
;// CONCATENATED MODULE: ./src/run/providers/docker/builder.ts
/** Pure: the builder of an engine from its version answer. */
function builderFor(engine) {
    const api = (engine.ApiVersion ?? '0.0').split('.').map(Number);
    const atLeast139 = (api[0] ?? 0) > 1 || ((api[0] ?? 0) === 1 && (api[1] ?? 0) >= 39);
    const heredocs = Number((engine.Version ?? '0').split('.')[0]) >= 23;
    if (atLeast139 && (engine.Os ?? 'linux') === 'linux')
        return { builder: 'buildkit', heredocs, notice: null };
    const engineName = `Docker ${engine.Version ?? '?'} (API ${engine.ApiVersion ?? '?'}, ${engine.Os ?? '?'})`;
    return {
        builder: 'classic',
        heredocs: false,
        notice: `${engineName} has no BuildKit: images are built with the classic builder, where BuildKit-only Dockerfile syntax (COPY --chmod, RUN --mount, heredocs) fails`,
    };
}
async function engineBuilder(docker) {
    try {
        return builderFor(await docker.version());
    }
    catch {
        // The build itself reports an engine that does not answer.
        return { builder: 'buildkit', heredocs: true, notice: null };
    }
}

;// CONCATENATED MODULE: ./src/run/providers/docker/heredoc.ts
// Dockerfile heredocs (`RUN <<EOF … EOF`) for engines whose built-in Dockerfile frontend predates
// them (Docker < 23, BuildKit < 0.10): each RUN heredoc becomes the exec form of the same shell
// script, which is what BuildKit runs. `RUN cmd <<EOF` hands the lines to the shell, which reads
// the heredoc itself; a bare `RUN <<EOF` runs its body as the script (a `#!` body as a file of its
// own). Only heredocs are touched; a file with a `# syntax=` line is left to the frontend it names.
// Pure.
// A shell word that opens a heredoc: `<<EOF`, `<<-EOF`, `<<'EOF'` (not `a<<b`, a shift in a string).
const MARKER = /(?<=^|\s)<<(-?)(["']?)([A-Za-z_][\w.-]*)\2(?=\s|$)/g;
const DEFAULT_SHELL = ['/bin/sh', '-c'];
/** The Dockerfile with its RUN heredocs in exec form, or null when it has none to rewrite. */
function rewriteRunHeredocs(dockerfile) {
    if (/^#\s*syntax\s*=/im.test(dockerfile.split('\n').find((l) => !/^\s*$/.test(l)) ?? ''))
        return null;
    const lines = dockerfile.split('\n');
    const out = [];
    let shell = DEFAULT_SHELL;
    let changed = false;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const shellForm = /^\s*SHELL\s+(\[.*\])\s*$/i.exec(line);
        if (shellForm)
            shell = parseShell(shellForm[1]) ?? shell;
        const run = /^(\s*RUN\s+)((?:--\S+\s+)*)(.*)$/i.exec(line);
        const markers = run ? [...run[3].matchAll(MARKER)] : [];
        if (!run || markers.length === 0 || run[3].trimStart().startsWith('[')) {
            out.push(line);
            continue;
        }
        // Each heredoc's body runs to its delimiter line, in the order they were opened.
        const bodies = [];
        let at = i + 1;
        for (const marker of markers) {
            const body = [];
            const dash = marker[1] === '-';
            while (at < lines.length && (dash ? lines[at].replace(/^\t+/, '') : lines[at]) !== marker[3])
                body.push(lines[at++]);
            if (at >= lines.length)
                return null; // unterminated: left for the frontend to report
            bodies.push(dash ? body.map((l) => l.replace(/^\t+/, '')) : body);
            at++;
        }
        const command = run[3];
        const bare = markers.length === 1 && command.trim() === markers[0][0].trim();
        const script = bare
            ? bareScript(bodies[0], markers[0][3])
            : [command, ...lines.slice(i + 1, at)].join('\n');
        out.push(`${run[1]}${run[2]}${JSON.stringify([...shell, script])}`);
        changed = true;
        i = at - 1;
    }
    return changed ? out.join('\n') : null;
}
/** A bare heredoc's body as a shell script; a `#!` body is written to a file and run by its interpreter. */
function bareScript(body, delimiter) {
    if (!body[0]?.startsWith('#!'))
        return body.join('\n');
    const file = '/tmp/.helios-heredoc';
    return [
        `cat > ${file} <<'${delimiter}'`,
        ...body,
        delimiter,
        `chmod +x ${file} && ${file}; s=$?; rm -f ${file}; exit $s`,
    ].join('\n');
}
function parseShell(json) {
    try {
        const value = JSON.parse(json);
        return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/run/providers/docker/buildkit-trace.ts
// BuildKit's progress through the engine API: `{"id":"moby.buildkit.trace","aux":"<base64>"}`
// lines, each a protobuf `StatusResponse` (moby/buildkit api/services/control/control.proto).
// Decoded here, without a protobuf library, into the plain lines `docker build --progress=plain`
// prints: `#3 [2/3] COPY …`, the steps' output, `#3 DONE`, `#3 CACHED`, `#3 ERROR: …`. Pure.
/** The fields of one protobuf message; fixed 32/64-bit fields are skipped (none are read here). */
function protobufFields(bytes) {
    const fields = [];
    let at = 0;
    const varint = () => {
        let result = 0n;
        let shift = 0n;
        for (;;) {
            if (at >= bytes.length)
                throw new Error('truncated varint');
            const byte = bytes[at++];
            result |= BigInt(byte & 0x7f) << shift;
            if ((byte & 0x80) === 0)
                return result;
            shift += 7n;
        }
    };
    while (at < bytes.length) {
        const key = varint();
        const number = Number(key >> 3n);
        const wire = Number(key & 7n);
        if (wire === 0)
            fields.push({ number, value: varint() });
        else if (wire === 2) {
            const length = Number(varint());
            if (at + length > bytes.length)
                throw new Error('truncated field');
            fields.push({ number, value: bytes.subarray(at, at + length) });
            at += length;
        }
        else if (wire === 1)
            at += 8;
        else if (wire === 5)
            at += 4;
        else
            throw new Error(`unknown wire type ${wire}`);
    }
    return fields;
}
const buildkit_trace_text = (value) => value instanceof Uint8Array ? new TextDecoder().decode(value) : String(value);
/** Numbers each vertex as it first appears and turns status updates into log lines. */
class BuildkitProgress {
    numbers = new Map();
    said = new Map();
    /** The plain lines of one `aux` payload (base64); a payload that does not decode gives none. */
    lines(aux) {
        let fields;
        try {
            fields = protobufFields(Buffer.from(aux, 'base64'));
        }
        catch {
            return [];
        }
        const out = [];
        for (const field of fields) {
            if (!(field.value instanceof Uint8Array))
                continue;
            if (field.number === 1)
                out.push(...this.vertex(readVertex(field.value)));
            if (field.number === 3)
                out.push(...this.log(field.value));
        }
        return out;
    }
    number(digest) {
        let n = this.numbers.get(digest);
        if (n === undefined) {
            n = this.numbers.size + 1;
            this.numbers.set(digest, n);
        }
        return n;
    }
    /** Each of a vertex's events once: started, then cached, done or its error. */
    vertex(v) {
        const n = this.number(v.digest);
        const said = this.said.get(v.digest) ?? new Set();
        this.said.set(v.digest, said);
        const events = [
            [v.started || v.cached, 'name', `#${n} ${v.name}`],
            [v.cached && !said.has('done'), 'cached', `#${n} CACHED`],
            [v.error !== '', 'error', `#${n} ERROR: ${v.error}`],
            [v.completed && !v.cached && v.error === '' && !said.has('cached'), 'done', `#${n} DONE`],
        ];
        return events
            .filter(([happened, key]) => happened && !said.has(key) && said.add(key))
            .map(([, , line]) => line);
    }
    log(bytes) {
        let digest = '';
        let message = '';
        for (const field of protobufFields(bytes)) {
            if (field.number === 1)
                digest = buildkit_trace_text(field.value);
            if (field.number === 4)
                message += buildkit_trace_text(field.value);
        }
        const n = this.number(digest);
        return message
            .split('\n')
            .filter((line, i, all) => line !== '' || i < all.length - 1)
            .map((line) => `#${n} ${line}`);
    }
}
function readVertex(bytes) {
    const v = { digest: '', name: '', cached: false, started: false, completed: false, error: '' };
    for (const field of protobufFields(bytes)) {
        if (field.number === 1)
            v.digest = buildkit_trace_text(field.value);
        if (field.number === 3)
            v.name = buildkit_trace_text(field.value);
        if (field.number === 4)
            v.cached = field.value === 1n;
        if (field.number === 5)
            v.started = true;
        if (field.number === 6)
            v.completed = true;
        if (field.number === 7)
            v.error = buildkit_trace_text(field.value);
    }
    return v;
}

// EXTERNAL MODULE: ./src/run/providers/docker/vanished-image.ts
var vanished_image = __webpack_require__(3499);
// EXTERNAL MODULE: ./src/run/providers/docker/registry.ts
var docker_registry = __webpack_require__(87394);
;// CONCATENATED MODULE: ./src/run/providers/docker/image-cache.ts
// Images per run: each distinct environment/ is built at most once (concurrent attempts await the
// same build), tagged by content hash so the next run reuses it; docker_image tasks are used as is.
// A cache may serve several runs of one process (helios check's oracle and nop passes): a build
// that failed is not tried again, and every attempt of that environment gets its one error.
// With a registry, an image missing here is pulled (`<ref>:<content hash>`) before it is built, and
// pushed after; a registry that fails is a warning and the image is built as without one. A stash
// (the Actions cache, `image-cache: actions`) does the same with image archives: restored before a
// build, saved after one.
















class ImageCache {
    docker;
    options;
    byKey = new Map();
    /** How often each key's image vanished during the run. */
    vanishes = new Map();
    listeners = new Set();
    pushes = [];
    /** Tags this cache built, pulled or added (what `removeOwnImages` removes). */
    made = new Set();
    /** Builds started by this cache (a reused tag is not a build). */
    builds = 0;
    /** Images pulled from the registry. */
    pulls = 0;
    /** Images restored from the stash. */
    restores = 0;
    /** Images the build mode found in the stash and left there (the shards restore them). */
    stashed = 0;
    builder = null;
    constructor(docker, options) {
        this.docker = docker;
        this.options = options;
    }
    /** Each run using this cache listens while it runs; returns the unsubscribe. */
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    emit(event) {
        this.options.onEvent?.(event);
        for (const listener of this.listeners)
            listener(event);
    }
    ensure(task) {
        const image = task.config.environment.dockerImage;
        const key = image ? `image:${image}` : `env:${task.environmentHash}`;
        const build = {
            task: task.name,
            tag: (0,image_names/* environmentTag */.a)(task),
            contextDir: (0,external_node_path_.join)(task.dir, 'environment'),
            hash: task.environmentHash,
            timeoutSec: task.config.environment.buildTimeoutSec,
        };
        const pending = this.once(key, task.name, () => image ? this.ensurePrebuilt(image, task.name) : this.ensureBuilt(build));
        // Same environment under another task name: give it its own tag so a later run finds it directly.
        return image ? pending : pending.then((outcome) => this.alsoTag(outcome, (0,image_names/* environmentTag */.a)(task)));
    }
    /** A separate verifier's image: built from tests/, a named image, or the task's own. */
    ensureVerifier(task) {
        const source = task.verifierImage;
        if (source?.contextDir) {
            const tag = (0,image_names/* builtImageTag */.m)(task.name, 'verifier', source.hash);
            const timeoutSec = task.config.verifier.environment?.buildTimeoutSec ?? task.config.environment.buildTimeoutSec;
            const build = {
                task: `${task.name} (verifier)`,
                tag,
                contextDir: source.contextDir,
                hash: source.hash,
                timeoutSec,
            };
            return this.once(`verifier:${source.hash}`, build.task, () => this.ensureBuilt(build));
        }
        const image = source?.dockerImage;
        return image
            ? this.once(`image:${image}`, task.name, () => this.ensurePrebuilt(image, task.name))
            : this.ensure(task);
    }
    /** A compose service's image: main's own, a named image (pulled if missing), or a build of its folder. */
    ensureService(task, service) {
        const { image } = service;
        if (image.kind === 'main')
            return this.ensure(task);
        if (image.kind === 'image')
            return this.once(`image:${image.name}`, task.name, () => this.ensurePrebuilt(image.name, `${task.name} (service ${service.name})`));
        const build = {
            task: `${task.name} (service ${service.name})`,
            tag: (0,image_names/* builtImageTag */.m)(task.name, service.name, image.hash),
            contextDir: image.contextDir,
            hash: image.hash,
            timeoutSec: task.config.environment.buildTimeoutSec,
            ...(image.dockerfile ? { dockerfile: image.dockerfile } : {}),
            buildArgs: image.args,
        };
        return this.once(`service:${image.hash}`, build.task, () => this.ensureBuilt(build));
    }
    /**
     * The key's image, made once; made again once if it vanished since (another job on this engine
     * ran `docker image rm` or a prune), and an error outcome if it vanishes a second time.
     */
    async once(key, task, start) {
        const pending = this.byKey.get(key);
        if (!pending)
            return this.remember(key, start());
        const outcome = await pending;
        if (!outcome.ok || (await this.exists(outcome.image)))
            return outcome;
        // Concurrent askers share one remake: only the first to see the vanish starts it.
        if (this.byKey.get(key) !== pending)
            return this.once(key, task, start);
        const vanishes = (this.vanishes.get(key) ?? 0) + 1;
        this.vanishes.set(key, vanishes);
        const remake = (0,vanished_image/* vanishedOutcome */.j7)(outcome.image, vanishes);
        if (remake.ok === false)
            return this.remember(key, Promise.resolve(remake));
        this.emit({ type: 'image-cache-warning', tag: outcome.image, task, message: remake.message });
        return this.remember(key, start());
    }
    remember(key, pending) {
        this.byKey.set(key, pending);
        return pending;
    }
    async alsoTag(outcome, tag) {
        if (!outcome.ok || outcome.image === tag)
            return outcome;
        if (await this.exists(tag))
            return { ok: true, image: tag, built: false };
        // The image may vanish between the two calls (another job's prune): an outcome, not a throw.
        const failure = await this.tag(outcome.image, tag).then(() => null, (error) => oneLine(error.message));
        if (failure !== null)
            return { ok: false, reason: `could not tag ${outcome.image} as ${tag}: ${failure}` };
        return { ok: true, image: tag, built: false };
    }
    async tag(image, tag) {
        const [repo, version] = splitTag(tag);
        await this.docker.getImage(image).tag({ repo, tag: version });
        this.made.add(tag);
    }
    async exists(image) {
        try {
            await this.docker.getImage(image).inspect();
            return true;
        }
        catch {
            return false;
        }
    }
    /**
     * A named image (docker_image, a service's `image:`): used as it is here, else pulled once for
     * the run — with the registry's credentials when it lives there. Not ours: never removed.
     */
    async ensurePrebuilt(image, task) {
        if (await this.exists(image))
            return { ok: true, image, built: false };
        const registry = this.options.registry;
        const auth = registry && (0,docker_registry/* registryHost */.U$)(registry.ref) === (0,docker_registry/* registryHost */.U$)(image) ? registry.auth : null;
        const started = Date.now();
        try {
            await (0,docker_registry/* pullImage */.ZP)(this.docker, image, auth);
        }
        catch (error) {
            return { ok: false, reason: `image ${image} not available: ${oneLine((0,narrow/* messageOf */.bD)(error))}` };
        }
        if (!(await this.exists(image)))
            return { ok: false, reason: `image ${image} not available: pull finished but the image is missing` };
        const durationSec = (Date.now() - started) / 1000;
        this.emit({ type: 'image-pulled', tag: image, task, from: image, durationSec });
        return { ok: true, image, built: false };
    }
    async ensureBuilt(spec) {
        const { tag } = spec;
        if (await this.exists(tag)) {
            if (this.options.pushExisting) {
                this.pushLater(spec);
                this.saveLater(spec);
            }
            return { ok: true, image: tag, built: false };
        }
        if (await this.pull(spec))
            return { ok: true, image: tag, built: false };
        // Filling the stash (build mode): an image kept there already need not be fetched here.
        if (this.options.pushExisting && (await this.inStash(spec))) {
            this.stashed++;
            return { ok: true, image: tag, built: false };
        }
        if (await this.restore(spec))
            return { ok: true, image: tag, built: false };
        const outcome = await this.buildLogged(spec);
        if (outcome.ok) {
            this.made.add(tag);
            this.pushLater(spec);
            this.saveLater(spec);
        }
        return outcome;
    }
    async buildLogged(spec) {
        const { tag } = spec;
        this.builds++;
        this.emit({ type: 'build-started', tag, task: spec.task });
        const started = Date.now();
        let writeFault = null;
        const failure = await this.build(spec).catch((error) => {
            if ((0,write_fault/* writeFaultOf */.$P)(error))
                writeFault = error;
            return oneLine(error.message);
        });
        const ok = failure === null && (await this.exists(tag));
        const reason = ok ? null : `build failed: ${failure ?? 'no image was produced'}`;
        this.emit({
            type: 'build-finished',
            tag,
            task: spec.task,
            ok,
            durationSec: (Date.now() - started) / 1000,
            reason,
        });
        // No build log could be written (a full output disk): the run stops, see write-fault.ts.
        if (writeFault !== null)
            throw writeFault;
        return ok ? { ok: true, image: tag, built: true } : { ok: false, reason: reason };
    }
    /** The registry's image of this content, tagged as ours; false on a miss or a failure (warned). */
    async pull(spec) {
        const registry = this.options.registry;
        if (!registry)
            return false;
        const remote = (0,docker_registry/* registryImage */.$E)(registry.ref, spec.hash);
        const started = Date.now();
        try {
            // No longer than the build itself may take: past that, building is no slower.
            await (0,docker_registry/* pullImage */.ZP)(this.docker, remote, registry.auth, AbortSignal.timeout(spec.timeoutSec * 1000));
            await this.tag(remote, spec.tag);
        }
        catch (error) {
            const reason = registryReason(error, spec.timeoutSec);
            if (!(0,docker_registry/* isMissing */.b2)(reason))
                this.warn(spec, `could not pull ${remote}: ${reason}; building it instead`);
            return false;
        }
        finally {
            await this.untag(remote);
        }
        this.pulls++;
        const durationSec = (Date.now() - started) / 1000;
        this.emit({ type: 'image-pulled', tag: spec.tag, task: spec.task, from: remote, durationSec });
        return true;
    }
    /** Pushes in the background; `flush` waits for every push. A failure is a warning. */
    pushLater(spec) {
        const registry = this.options.registry;
        if (!registry)
            return;
        const remote = (0,docker_registry/* registryImage */.$E)(registry.ref, spec.hash);
        const started = Date.now();
        const signal = AbortSignal.timeout(spec.timeoutSec * 1000);
        const push = (0,docker_registry/* pushImage */.GH)(this.docker, spec.tag, registry, spec.hash, signal).then(() => {
            const durationSec = (Date.now() - started) / 1000;
            this.emit({ type: 'image-pushed', tag: spec.tag, task: spec.task, to: remote, durationSec });
        }, (error) => this.warn(spec, `could not push ${remote}: ${registryReason(error, spec.timeoutSec)}`));
        this.pushes.push(push.finally(() => this.untag(remote)));
    }
    /** The stash's image of this content under our tag, checked to be our build of it; false on a miss or a failure (warned). */
    async restore(spec) {
        const stash = this.options.stash;
        if (!stash)
            return false;
        const started = Date.now();
        try {
            if (!(await stash.restore(spec.hash, spec.tag, spec.timeoutSec)))
                return false;
            // The archive named the right image; its label says whether it is a build of this content.
            const labels = (await this.docker.getImage(spec.tag).inspect()).Config?.Labels ?? {};
            if (labels['helios.environment-hash'] !== spec.hash) {
                // Not ours: the image goes too (unless another name holds it), not only the name.
                await this.docker
                    .getImage(spec.tag)
                    .remove()
                    .catch(() => undefined);
                throw new Error(`the restored image is not a build of this environment (its label says ${labels['helios.environment-hash'] ?? 'nothing'})`);
            }
        }
        catch (error) {
            const message = `could not restore ${stash.describe(spec.hash)}: ${oneLine(errorText(error))}; building it instead`;
            this.emit({ type: 'image-cache-warning', tag: spec.tag, task: spec.task, message });
            return false;
        }
        this.made.add(spec.tag);
        this.restores++;
        const durationSec = (Date.now() - started) / 1000;
        this.emit({
            type: 'image-restored',
            tag: spec.tag,
            task: spec.task,
            from: stash.describe(spec.hash),
            durationSec,
        });
        return true;
    }
    async inStash(spec) {
        const stash = this.options.stash;
        return stash ? stash.has(spec.hash, spec.timeoutSec).catch(() => false) : false;
    }
    /** Saves in the background; `flush` waits for every save. A failure is a warning. */
    saveLater(spec) {
        const stash = this.options.stash;
        if (!stash)
            return;
        const started = Date.now();
        const { tag, task } = spec;
        const save = stash.save(spec.hash, tag, spec.timeoutSec).then((outcome) => {
            const durationSec = (Date.now() - started) / 1000;
            if (outcome.saved)
                this.emit({ type: 'image-saved', tag, task, to: stash.describe(spec.hash), durationSec });
            else
                this.emit({ type: 'image-cache-note', tag, task, message: outcome.note });
        }, (error) => {
            const message = `could not save ${stash.describe(spec.hash)}: ${oneLine(errorText(error))}`;
            this.emit({ type: 'image-cache-warning', tag, task, message });
        });
        this.pushes.push(save);
    }
    /** BuildKit where the engine has it; the classic builder said once (as a warning) where not. */
    async chooseBuilder(spec) {
        if (this.builder === null) {
            this.builder = engineBuilder(this.docker);
            const { notice } = await this.builder;
            if (notice !== null)
                this.emit({ type: 'image-cache-warning', tag: spec.tag, task: spec.task, message: notice });
        }
        return this.builder;
    }
    warn(spec, message) {
        this.emit({ type: 'registry-warning', tag: spec.tag, task: spec.task, message });
    }
    /** Removes a name only, never an image another tag holds (`noprune`: its layers stay). */
    async untag(image) {
        await this.docker
            .getImage(image)
            .remove({ noprune: true })
            .catch(() => undefined);
    }
    /** Waits for the pushes started so far. */
    async flush() {
        while (this.pushes.length > 0)
            await Promise.all(this.pushes.splice(0));
    }
    /** Removes the tags this cache built, pulled or added; images it did not make are left alone. */
    async removeOwnImages() {
        await this.flush();
        const removed = [];
        for (const tag of this.made) {
            const ok = await this.docker
                .getImage(tag)
                .remove()
                .then(() => true, () => false);
            if (ok)
                removed.push(tag);
        }
        this.made.clear();
        return removed;
    }
    /** Returns null on success, else the last error line of the build. */
    async build(spec) {
        const { tag, contextDir, hash, timeoutSec, dockerfile, buildArgs } = spec;
        await (0,promises_.mkdir)(this.options.buildLogDir, { recursive: true });
        const log = (0,external_node_fs_.createWriteStream)((0,external_node_path_.join)(this.options.buildLogDir, `${tag.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`));
        let logFailure = null;
        log.on('error', (error) => (logFailure ??= error));
        const abort = new AbortController();
        const timer = setTimeout(() => abort.abort(), timeoutSec * 1000);
        let lastError;
        const builder = await this.chooseBuilder(spec);
        try {
            const context = tar_stream.pack();
            packContext(context, contextDir, dockerfile ?? 'Dockerfile', builder).then(() => context.finalize(), (error) => context.destroy(error));
            const response = (await this.docker.buildImage(
            // Cast: tar-stream's pack is a streamx Readable; docker-modem pipes it like a Node stream.
            context, {
                t: tag,
                rm: true,
                forcerm: true,
                labels: { 'helios.managed': 'true', 'helios.environment-hash': hash },
                version: builder.builder === 'buildkit' ? '2' : '1',
                ...(dockerfile ? { dockerfile } : {}),
                ...(buildArgs && Object.keys(buildArgs).length > 0 ? { buildargs: buildArgs } : {}),
                abortSignal: abort.signal,
            }));
            abort.signal.addEventListener('abort', () => response.destroy(new Error(`build timed out after ${timeoutSec}s`)));
            lastError = await readBuildOutput(response, log);
        }
        catch (error) {
            if (!abort.signal.aborted)
                throw error;
            lastError = `build timed out after ${timeoutSec}s`;
        }
        finally {
            clearTimeout(timer);
            log.end();
            await (0,external_node_events_.once)(log, 'close').catch(() => undefined);
        }
        // The log could not be written (a full disk): thrown as it is, see ensure().
        // as: what the log stream's 'error' event gave, an Error (typed unknown by the listener).
        if (logFailure)
            throw logFailure;
        return lastError;
    }
}
/**
 * The build context; where BuildKit's own frontend predates heredocs, the Dockerfile goes in with
 * its RUN heredocs in exec form (heredoc.ts). The task's files and content hash are unchanged.
 */
async function packContext(pack, dir, dockerfile, builder) {
    const original = builder.builder === 'buildkit' && !builder.heredocs ? await readDockerfile(dir, dockerfile) : null;
    const rewritten = original === null ? null : rewriteRunHeredocs(original);
    if (rewritten === null)
        return (0,archive/* packDirectory */.jG)(pack, dir, '');
    await (0,archive/* packDirectory */.jG)(pack, dir, '', 0o755, undefined, (name) => name !== dockerfile);
    (0,archive/* addFile */.sM)(pack, dockerfile, rewritten);
}
async function readDockerfile(dir, name) {
    return (0,promises_.readFile)((0,external_node_path_.join)(dir, name), 'utf8').catch(() => null);
}
/**
 * Build output is JSON lines: `stream` text goes to the log, BuildKit's progress as plain lines
 * (buildkit-trace.ts); an `error` ends the build.
 */
async function readBuildOutput(response, log) {
    let lastError = null;
    const progress = new BuildkitProgress();
    const handleLine = (line) => {
        if (!line.trim())
            return;
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            log.write(`${line}\n`);
            return;
        }
        if (message.id === 'moby.buildkit.trace' && typeof message.aux === 'string')
            for (const text of progress.lines(message.aux))
                log.write(`${text}\n`);
        if (message.stream)
            log.write(message.stream);
        if (message.status)
            log.write(`${message.status}\n`);
        if (message.error) {
            lastError = oneLine(message.error);
            log.write(`ERROR: ${message.error}\n`);
        }
    };
    await (0,streams/* forEachLine */.FF)(response, handleLine);
    return lastError;
}
function splitTag(tag) {
    const at = tag.lastIndexOf(':');
    return [tag.slice(0, at), tag.slice(at + 1)];
}
function registryReason(error, timeoutSec) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        return `timed out after ${timeoutSec}s`;
    return oneLine(error instanceof Error ? error.message : String(error));
}
function errorText(error) {
    return error instanceof Error ? error.message : String(error);
}
function oneLine(text) {
    const lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    return lines[lines.length - 1] ?? text.trim();
}


/***/ }),

/***/ 87394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* reexport safe */ _environment_image_registry_js__WEBPACK_IMPORTED_MODULE_4__.$),
/* harmony export */   GH: () => (/* binding */ pushImage),
/* harmony export */   GQ: () => (/* binding */ parseRegistryRef),
/* harmony export */   U$: () => (/* binding */ registryHost),
/* harmony export */   Wc: () => (/* binding */ resolveRegistry),
/* harmony export */   ZP: () => (/* binding */ pullImage),
/* harmony export */   b2: () => (/* binding */ isMissing),
/* harmony export */   dV: () => (/* binding */ RegistryRefError),
/* harmony export */   gQ: () => (/* binding */ readProgress)
/* harmony export */ });
/* unused harmony export authFromDockerConfig */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _environment_streams_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79838);
/* harmony import */ var _environment_image_registry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64520);






class RegistryRefError extends Error {
    name = 'RegistryRefError';
}
const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:]+\])(?::[0-9]{1,5})?$/;
/**
 * The repository images go to, checked: `[host[:port]/]path`, no tag or digest. The path is
 * lowercased (registries refuse capitals, and `github.repository` often has some).
 */
function parseRegistryRef(raw) {
    const ref = raw.trim();
    const fail = (why) => new RegistryRefError(`image registry '${raw}' ${why}; give e.g. ghcr.io/owner/repo/helios-env`);
    if (ref === '')
        throw fail('is empty');
    if (ref.includes('@'))
        throw fail('has a digest');
    const parts = ref.split('/');
    const host = hasHost(parts) ? parts.shift() : null;
    if (host !== null && !HOST.test(host))
        throw fail(`has a bad host '${host}'`);
    if (parts.length === 0)
        throw fail('names no repository');
    const path = parts.map((part) => part.toLowerCase());
    if (path[path.length - 1].includes(':'))
        throw fail('has a tag (images are tagged by content hash)');
    const bad = path.find((part) => !COMPONENT.test(part));
    if (bad !== undefined)
        throw fail(`has a bad path component '${bad}'`);
    return [...(host === null ? [] : [host.toLowerCase()]), ...path].join('/');
}
/** Docker's rule: the first component is a host when it has a dot or a port, or is localhost. */
function hasHost(parts) {
    const first = parts[0];
    return parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost');
}
/** The registry's host as `docker login` keys it (`docker.io` for Docker Hub). */
function registryHost(ref) {
    const parts = ref.split('/');
    return hasHost(parts) ? parts[0] : 'docker.io';
}
/** The server address the engine expects in its auth header. */
function serverAddress(host) {
    return host === 'docker.io' ? 'https://index.docker.io/v1/' : host;
}
/** The `docker login` credentials for a host in a parsed config.json, if any. */
function authFromDockerConfig(config, host) {
    const auths = config?.auths;
    if (!auths || typeof auths !== 'object')
        return null;
    const keys = host === 'docker.io' ? ['https://index.docker.io/v1/', 'docker.io', 'index.docker.io'] : [host];
    const bare = (key) => key.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
    const key = Object.keys(auths).find((k) => keys.includes(k) || keys.includes(bare(k)));
    const entry = key === undefined ? undefined : auths[key];
    if (!entry)
        return null;
    let { username, password } = entry;
    if (entry.auth) {
        const decoded = Buffer.from(entry.auth, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon > 0)
            [username, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
    }
    return username && password ? { username, password, serveraddress: serverAddress(host) } : null;
}
/**
 * The registry with its credentials: the given ones, else the engine client's `docker login`
 * ($DOCKER_CONFIG/config.json or ~/.docker/config.json), else none (public or unauthenticated).
 */
async function resolveRegistry(settings, env = process.env) {
    const ref = parseRegistryRef(settings.ref);
    const host = registryHost(ref);
    const { username, password } = settings;
    if (username && password)
        return { ref, auth: { username, password, serveraddress: serverAddress(host) } };
    if (username || password)
        throw new RegistryRefError(`a registry ${username ? 'username' : 'password'} was given without a ${username ? 'password' : 'username'}; give both or neither`);
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(env.DOCKER_CONFIG ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), '.docker'), 'config.json');
    const config = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').then(parseJson, () => null);
    return { ref, auth: authFromDockerConfig(config, host) };
}
/** An unreadable config is no login. */
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return null;
    }
}
/** Pulls an image; throws with the engine's one-line reason. */
async function pullImage(docker, image, auth, signal) {
    // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
    const stream = (await docker.pull(image, {
        ...(auth ? { authconfig: auth } : {}),
        ...(signal ? { abortSignal: signal } : {}),
    }));
    await readProgress(stream);
}
/** Tags `local` as the registry's image of `hash` and pushes it; throws with the engine's reason. */
async function pushImage(docker, local, registry, hash, signal) {
    await docker.getImage(local).tag({ repo: registry.ref, tag: hash });
    // The engine refuses a push without an auth header, even for an open registry: send an empty one.
    // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
    const stream = (await docker.getImage(registry.ref).push({
        tag: hash,
        authconfig: registry.auth ?? {},
        ...(signal ? { abortSignal: signal } : {}),
    }));
    await readProgress(stream);
}
/** Whether the engine's reason says the registry simply does not have the image (a cache miss). */
function isMissing(reason) {
    return /manifest unknown|not found/i.test(reason);
}
/**
 * Pull, push and load answer in JSON lines; an `error` line fails the operation though the HTTP
 * call succeeded.
 */
async function readProgress(stream) {
    let error = null;
    const handle = (line) => {
        if (!line.trim())
            return;
        try {
            const message = JSON.parse(line);
            error ??= message.errorDetail?.message ?? message.error ?? null;
        }
        catch {
            // not JSON: progress text
        }
    };
    await (0,_environment_streams_js__WEBPACK_IMPORTED_MODULE_3__/* .forEachLine */ .FF)(stream, handle);
    if (error !== null)
        throw new Error(error);
}


/***/ }),

/***/ 3499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Un: () => (/* binding */ ImageVanished),
/* harmony export */   j7: () => (/* binding */ vanishedOutcome),
/* harmony export */   nm: () => (/* binding */ vanishedAsRetry)
/* harmony export */ });
/* unused harmony export isNoSuchImage */
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69212);
// An image can vanish while a run uses it: another job on the same engine ran `docker image rm` or
// a prune. It is made again (built, pulled) once and the attempt retried; a second vanish is an
// error outcome in one sentence, so the run goes on and ends with its summary.

/** What to do about the `vanishes`-th vanish of `image`: make it again (said once), or give up. */
function vanishedOutcome(image, vanishes) {
    if (vanishes <= 1)
        return {
            ok: true,
            message: `image ${image} vanished during the run (removed by something else on this engine); making it again once`,
        };
    return {
        ok: false,
        reason: `image ${image} vanished again during the run (something else on this engine keeps removing images, e.g. docker image prune); not made a third time`,
    };
}
/** The engine's 404 for a container whose image is gone: retried, as the retry makes the image again. */
class ImageVanished extends Error {
    constructor(image, options) {
        super(`image ${image} vanished before its container was created (removed by something else on this engine)`, options);
        this.name = 'ImageVanished';
    }
}
/** Whether a create-container error is the engine's "no such image" (HTTP 404). */
function isNoSuchImage(error) {
    const message = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .errorField */ .LI)(error, 'message');
    return ((0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .errorField */ .LI)(error, 'statusCode') === 404 && typeof message === 'string' && /no such image/i.test(message));
}
/** `creation`, with the engine's "no such image" for `image` turned into ImageVanished. */
function vanishedAsRetry(image, creation) {
    return creation.catch((error) => {
        throw isNoSuchImage(error) ? new ImageVanished(image, { cause: error }) : error;
    });
}


/***/ }),

/***/ 16751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ writeFaultOf),
/* harmony export */   J1: () => (/* binding */ OutputWriteError)
/* harmony export */ });
/* unused harmony export describeWriteFault */
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69212);

// The disk under the output folder is full, read-only or failing. No attempt can be recorded
// then, so this is no attempt's fault: the run stops (its containers removed, the summary of the
// attempts that finished written if it still fits) and says so in one sentence.
/** Errors of the file system itself, whatever file met them. */
const DISK_FAULTS = {
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'read-only file system',
    EFBIG: 'file too large',
    EIO: 'input/output error',
};
/** Errors that are a write fault only on a path of ours (elsewhere they may be a task's file). */
const PERMISSION_FAULTS = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
};
/**
 * The file-system error in `error` (or its causes) that means we cannot write: a full, read-only
 * or failing disk anywhere, or a permission error on a path under `ours` (the run folder).
 */
function writeFaultOf(error, ours, depth = 0) {
    // Node's system errors are Errors; anything else thrown is no file-system error.
    if (!(error instanceof Error) || depth > 4)
        return null;
    const code = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .errorCode */ .CA)(error);
    const path = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .errorField */ .LI)(error, 'path');
    if (code !== undefined) {
        if (code in DISK_FAULTS)
            return error;
        const under = ours !== undefined && typeof path === 'string' && (path === ours || path.startsWith(`${ours}/`));
        if (code in PERMISSION_FAULTS && under)
            return error;
    }
    return writeFaultOf(error.cause, ours, depth + 1);
}
/** `cannot write <path>: no space left on device (ENOSPC)`. */
function describeWriteFault(fault, runDir) {
    const code = fault.code ?? 'EIO';
    const what = DISK_FAULTS[code] ?? PERMISSION_FAULTS[code] ?? fault.message;
    return `cannot write ${fault.path ?? `to ${runDir}`}: ${what} (${code})`;
}
/** The run stopped because its output could not be written; thrown by runBenchmark. */
class OutputWriteError extends Error {
    fault;
    runDir;
    summary;
    started;
    name = 'OutputWriteError';
    constructor(fault, runDir, 
    /** The summary written after the fault, or null when it did not fit either. */
    summary, 
    /** False when the run folder could not even be set up: nothing ran. */
    started = true) {
        const kept = summary
            ? `${summary.file} holds the ${summary.attempts} attempt(s) that finished`
            : 'no run summary could be written';
        const what = started ? `the run stopped, its containers are removed and ${kept}` : 'nothing was run';
        super(`${describeWriteFault(fault, runDir)}; ${what}`, { cause: fault });
        this.fault = fault;
        this.runDir = runDir;
        this.summary = summary;
        this.started = started;
    }
}


/***/ }),

/***/ 81505:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ environmentTag),
/* harmony export */   m: () => (/* binding */ builtImageTag)
/* harmony export */ });
/* harmony import */ var _slug_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48178);
// Image tags of a task: content-addressed, so a later run (or another task with the same
// environment) finds the image already built. Known at discovery: a compose file can name main's.

/** main's image: `helios-env/<task>:<first 16 hex of the environment hash>`. */
function environmentTag(task) {
    return `helios-env/${tagRepo(task.name)}:${task.environmentHash.slice(0, 16)}`;
}
/** An image built from a folder of the task (a separate verifier's `tests/`, a compose service). */
function builtImageTag(taskName, role, hash) {
    return `helios-env/${tagRepo(taskName)}-${tagRepo(role)}:${hash.slice(0, 16)}`;
}
function tagRepo(name) {
    return ((0,_slug_js__WEBPACK_IMPORTED_MODULE_0__/* .slugify */ .Yv)(name)
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'task');
}


/***/ }),

/***/ 48178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SH: () => (/* binding */ attemptDirName),
/* harmony export */   Yv: () => (/* binding */ slugify),
/* harmony export */   zG: () => (/* binding */ taskOutputDirName)
/* harmony export */ });
// File-system names derived from task names. A slug never contains a path separator or `..`,
// so an output folder built from it cannot escape the run folder.
const MAX_SLUG = 80;
function slugify(name) {
    const slug = name
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^[-.]+|[-.]+$/g, '')
        .slice(0, MAX_SLUG)
        .replace(/[-.]+$/g, '');
    return slug || 'task';
}
/** `<NNN>_<slug>`: NNN is the task's index in the run (discovery order), zero-padded to 3. */
function taskOutputDirName(index, name) {
    return `${String(index).padStart(3, '0')}_${slugify(name)}`;
}
function attemptDirName(attempt) {
    return `attempt_${String(attempt).padStart(3, '0')}`;
}


/***/ })

};
