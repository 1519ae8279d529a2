export const id = 5634;
export const ids = [5634];
export const modules = {

/***/ 45634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E2BProvider: () => (/* binding */ E2BProvider)
});

// EXTERNAL MODULE: ./node_modules/e2b/dist/index.js
var dist = __webpack_require__(72980);
// EXTERNAL MODULE: ./src/run/environment/retries.ts
var retries = __webpack_require__(87873);
// EXTERNAL MODULE: ./src/run/providers/remote/sandbox-provider.ts + 1 modules
var sandbox_provider = __webpack_require__(74445);
// EXTERNAL MODULE: ./src/run/providers/e2b/config.ts
var config = __webpack_require__(25096);
// EXTERNAL MODULE: ./src/run/providers/e2b/descriptor.ts
var descriptor = __webpack_require__(17995);
// EXTERNAL MODULE: ./src/run/environment/errors.ts
var errors = __webpack_require__(2488);
// EXTERNAL MODULE: ./src/run/providers/remote/faults.ts
var faults = __webpack_require__(65862);
;// CONCATENATED MODULE: ./src/run/providers/e2b/faults.ts
// Which errors are E2B's own, and retrying the passing ones with backoff (environment/retries.ts).
// The SDK already waits out a 429's Retry-After on its REST calls (its `retries`); what still
// comes out is retried here with our backoff.




/**
 * The SDK's errors by class, then their `statusCode`; a failed fetch by its cause's transport
 * code. Never by text (an agent's output may say anything).
 */
function e2bFaultKind(error) {
    // A command's non-zero exit: the command's outcome, not E2B's fault.
    if (error instanceof dist.CommandExitError)
        return null;
    if (error instanceof dist.RateLimitError || error instanceof dist.ServiceBusyError)
        return 'transient';
    if (error instanceof dist.AuthenticationError)
        return 'request';
    // The sandbox was killed or timed out under a request, or the request's own deadline passed; or
    // E2B no longer has it (it ended): another try gets a new sandbox.
    if (error instanceof dist.TimeoutError || error instanceof dist.SandboxNotFoundError)
        return 'transient';
    if (error instanceof dist.SandboxError || error instanceof dist.BuildError) {
        const status = (0,faults/* statusCodeOf */.PU)(error);
        if (typeof status === 'number')
            return faults/* TRANSIENT_HTTP_STATUS */.r1.has(status) ? 'transient' : 'request';
        return 'request';
    }
    const code = (0,faults/* transportCodeOf */.g4)(error);
    return code !== null && faults/* TRANSIENT_NET_CODES */.Sq.has(code) ? 'transient' : null;
}
/** Whether a command given `timeoutSec` ended by it: the SDK's timeout once that time has passed. */
function commandTimedOut(error, elapsedSec, timeoutSec) {
    return error instanceof dist.TimeoutError && elapsedSec >= timeoutSec;
}
/** A request that surely never ran a command (refused before the sandbox): safe to send again. */
function notDelivered(error) {
    return error instanceof dist.RateLimitError || error instanceof dist.ServiceBusyError;
}
const isTransient = (error) => e2bFaultKind(error) === 'transient';
/** An E2B call tried again on its transient faults (or on what `retryable` says). */
function withE2BRetries(call, policy = retries/* DEFAULT_API_RETRY */.Ep, retryable = isTransient) {
    return (0,retries/* withRetries */.LH)(call, policy, retryable);
}
/** The preflight's first request failed: one sentence naming what to check (never the key). */
function e2bUnreachable(error, apiUrl) {
    if (error instanceof dist.AuthenticationError)
        return new errors/* ProviderSettingsError */.pq(`provider e2b: the API at ${apiUrl} refused E2B_API_KEY (HTTP 401); check the key and its team`);
    const status = (0,faults/* statusCodeOf */.PU)(error);
    if (typeof status === 'number')
        return new errors/* ProviderUnavailableError */.wd(`provider e2b: the API at ${apiUrl} answered HTTP ${status} to a first request; check E2B_DOMAIN (or E2B_API_URL) and E2B's status`);
    const why = (0,faults/* transportCodeOf */.g4)(error) ?? (error instanceof Error ? error.constructor.name : 'no answer');
    return new errors/* ProviderUnavailableError */.wd(`provider e2b: no E2B API answers at ${apiUrl} (${why}); check E2B_DOMAIN (or E2B_API_URL) and the network`);
}

// EXTERNAL MODULE: ./src/run/environment/shell-line.ts
var shell_line = __webpack_require__(23420);
// EXTERNAL MODULE: ./src/run/providers/remote/sandbox.ts
var sandbox = __webpack_require__(34348);
;// CONCATENATED MODULE: ./src/run/providers/e2b/sandbox.ts




/** envd's user for our own commands and files; the request's user is switched to in the line. */
const ROOT = 'root';
class E2BSandbox extends sandbox/* RemoteSandbox */.A {
    connection;
    retry;
    sandbox;
    constructor(id, connection, retry, defaultWorkdir, onRemoved, sandbox = null) {
        super(id, defaultWorkdir, onRemoved);
        this.connection = connection;
        this.retry = retry;
        this.sandbox = sandbox;
    }
    async handle() {
        this.sandbox ??= await withE2BRetries(() => dist.Sandbox.connect(this.id, this.connection), this.retry);
        return this.sandbox;
    }
    /** A sandbox runs from its creation; `start` checks that it still does. */
    async start(what) {
        const sandbox = await this.handle();
        if (!(await withE2BRetries(() => sandbox.isRunning(), this.retry)))
            throw new Error(`${what}: the E2B sandbox ${this.id} is not running`);
    }
    async exec(request) {
        const sandbox = await this.handle();
        const started = Date.now();
        // The SDK's deadline is the request's own, in ms.
        const timeoutSec = request.timeoutMs === undefined ? undefined : request.timeoutMs / 1000;
        const cwd = request.workdir ?? this.defaultWorkdir ?? undefined;
        return this.withStdinFile(request, async (stdinFile) => {
            const line = (0,shell_line/* execLine */.SD)(request.cmd, request.user, stdinFile);
            try {
                // A command must not run twice: retried only when the request surely never reached envd.
                const result = await withE2BRetries(() => sandbox.commands.run(line, {
                    user: ROOT,
                    cwd,
                    envs: request.env,
                    // 0: no limit (the SDK's default is 60 s).
                    timeoutMs: request.timeoutMs ?? 0,
                    onStdout: (data) => void request.stdout?.write(data),
                    onStderr: (data) => void request.stderr?.write(data),
                }), this.retry, notDelivered).catch(exitAsOutcome);
                return { exitCode: result.exitCode, timedOut: false, durationSec: (Date.now() - started) / 1000 };
            }
            catch (error) {
                const durationSec = (Date.now() - started) / 1000;
                if (timeoutSec !== undefined && commandTimedOut(error, durationSec, timeoutSec))
                    return { exitCode: null, timedOut: true, durationSec };
                throw error;
            }
            finally {
                await flush(request.stdout);
                await flush(request.stderr);
            }
        });
    }
    /** A sandbox "ends" when E2B ends it (its timeout, a kill). */
    async hasEnded() {
        const sandbox = await this.handle();
        return !(await withE2BRetries(() => sandbox.isRunning(), this.retry));
    }
    /**
     * E2B has no stop and start: every process of ours ends, the filesystem stays; what the image's
     * start command ran does not come back (a sandbox runs none of ours).
     */
    restartProcesses() {
        return this.endProcesses();
    }
    /** Resolves false when it was gone already. */
    async destroy() {
        await withE2BRetries(() => dist.Sandbox.kill(this.id, this.connection), this.retry);
    }
    async run(line) {
        const sandbox = await this.handle();
        let output = '';
        const result = await this.bounded((timeoutSec) => withE2BRetries(() => sandbox.commands.run(line, {
            user: ROOT,
            timeoutMs: timeoutSec * 1000,
            onStdout: (data) => void (output += data),
        }), this.retry, notDelivered).catch(exitAsOutcome), commandTimedOut);
        return { exitCode: result.exitCode, output };
    }
    async writeFile(path, content) {
        const sandbox = await this.handle();
        // envd takes an ArrayBuffer: this Buffer's own bytes, copied out of Node's shared pool.
        const data = new Uint8Array(content).buffer;
        await withE2BRetries(() => sandbox.files.write(path, data, { user: ROOT, useOctetStream: true }), this.retry);
    }
    async readFile(path) {
        const sandbox = await this.handle();
        const bytes = await withE2BRetries(() => sandbox.files.read(path, { format: 'bytes', user: ROOT }), this.retry);
        return Buffer.from(bytes);
    }
}
/** A non-zero exit is an outcome, not a fault: the SDK throws it with the result. */
function exitAsOutcome(error) {
    if (error instanceof dist.CommandExitError)
        return { exitCode: error.exitCode };
    throw error;
}
/** Waits until what was written to `sink` so far has been taken. */
async function flush(sink) {
    if (!sink || sink.writableLength === 0)
        return;
    await new Promise((resolve) => sink.once('drain', resolve));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/run/providers/remote/built-images.ts
var built_images = __webpack_require__(80282);
;// CONCATENATED MODULE: ./src/run/providers/e2b/template-name.ts
/** task.toml's limits as E2B takes them (whole CPUs, an even number of MiB), rounded up. */
function templateSize(cpus, memoryMb) {
    return { cpuCount: Math.max(1, Math.ceil(cpus)), memoryMB: Math.max(128, Math.ceil(memoryMb / 2) * 2) };
}
/** Lower case, digits and dashes: what E2B accepts in a template name. */
function templateName(role, hash, size) {
    return `helios-${role}-${hash.slice(0, 16).toLowerCase()}-c${size.cpuCount}m${size.memoryMB}`;
}

;// CONCATENATED MODULE: ./src/run/providers/e2b/templates.ts
// The run's images on E2B: templates, built by E2B from the task's Dockerfile (its folder the file
// context) or from its docker_image, the build's log lines as E2B streams them. Building once, the
// events and the log file are remote/built-images.ts's; here is what E2B's SDK asks.






/** The templates of a run on E2B, each built once. */
function e2bTemplates(connection, options, retry, provider) {
    return new built_images/* ServiceBuiltImages */.C(new TemplateBuilds(connection, retry), options, provider);
}
class TemplateBuilds {
    connection;
    retry;
    noun = 'template';
    readyWord = 'ready';
    nameOf = templateName;
    constructor(connection, retry) {
        this.connection = connection;
        this.retry = retry;
    }
    /** E2B sets CPUs and memory from the template; a sandbox's disk is not ours to size. */
    sizeOf(cpus, memoryMb) {
        return templateSize(cpus, memoryMb);
    }
    async plan(recipe, log) {
        const exists = await withE2BRetries(() => dist.Template.exists(recipe.name, this.connection), this.retry);
        if (exists)
            return null;
        return async () => {
            try {
                await dist.Template.build(await this.template(recipe), recipe.name, {
                    ...this.connection,
                    cpuCount: recipe.size.cpuCount,
                    memoryMB: recipe.size.memoryMB,
                    onBuildLogs: (entry) => log.write(`${entry.timestamp.toISOString()} ${entry.level} ${entry.message}`),
                    signal: AbortSignal.timeout(recipe.buildTimeoutSec * 1000),
                });
            }
            catch (error) {
                // The SDK's message may carry the whole build log, which the log file has already.
                const why = error instanceof Error ? error.message : String(error);
                throw new Error(why.split('\n')[0], { cause: error });
            }
        };
    }
    /** The template E2B builds: the Dockerfile with its folder as the file context, or the image. */
    async template(recipe) {
        if (recipe.source.kind === 'image')
            return (0,dist.Template)().fromImage(recipe.source.image);
        const dockerfile = await (0,promises_.readFile)(recipe.source.path, 'utf8');
        return (0,dist.Template)({ fileContextPath: (0,external_node_path_.dirname)(recipe.source.path) }).fromDockerfile(dockerfile);
    }
}

;// CONCATENATED MODULE: ./src/run/providers/e2b/provider.ts
// E2B as an environment provider: one sandbox per attempt, created from the template of the task's
// environment, its labels as the sandbox's metadata (remote/sandbox-provider.ts does what every
// sandbox service shares).








class E2BProvider extends sandbox_provider/* SandboxProvider */.NY {
    options;
    connection;
    apiUrl;
    constructor(settings, options = {}) {
        super(descriptor/* e2bDescriptor */.x, options.concurrency ?? config/* DEFAULT_E2B_CONCURRENCY */._F, options.retry ?? retries/* DEFAULT_API_RETRY */.Ep);
        this.options = options;
        this.connection = {
            apiKey: settings.apiKey,
            domain: settings.domain,
            ...(settings.apiUrl ? { apiUrl: settings.apiUrl } : {}),
            ...(settings.sandboxUrl ? { sandboxUrl: settings.sandboxUrl } : {}),
        };
        this.apiUrl = settings.apiUrl ?? `https://api.${settings.domain}`;
    }
    async launch(spec, labels, onRemoved) {
        const sandbox = await withE2BRetries(() => dist.Sandbox.create(spec.image, {
            ...this.connection,
            metadata: labels,
            envs: spec.env,
            allowInternetAccess: spec.network.kind !== 'none',
            timeoutMs: (this.options.lifetimeSec ?? 24 * 3600) * 1000,
        }), this.retry);
        return new E2BSandbox(sandbox.sandboxId, this.connection, this.retry, spec.workdir, onRemoved, sandbox);
    }
    unreachable(error) {
        return e2bUnreachable(error, this.apiUrl);
    }
    attach(id) {
        return new E2BSandbox(id, this.connection, this.retry, null, () => undefined);
    }
    images(options) {
        return e2bTemplates(this.connection, options, this.retry, this);
    }
    faultKind(error) {
        return e2bFaultKind(error);
    }
    /** A template runs no start command of ours: the image's ENTRYPOINT does not run in a sandbox. */
    imageHasEntrypoint() {
        return Promise.resolve(false);
    }
    /** Running and paused sandboxes whose metadata has every one of `labels`, every page. */
    listLabelled(labels) {
        return withE2BRetries(async () => {
            const found = [];
            const pages = dist.Sandbox.list({ ...this.connection, query: { metadata: labels } });
            while (pages.hasNext)
                for (const info of await pages.nextItems())
                    found.push({ id: info.sandboxId, labels: info.metadata });
            return found;
        }, this.retry);
    }
    /** Resolves false when it was gone already. */
    async removeOne(id) {
        await withE2BRetries(() => dist.Sandbox.kill(id, this.connection), this.retry);
    }
}


/***/ })

};
