export const id = 609;
export const ids = [609];
export const modules = {

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

/***/ 46046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ createProgress)
});

// EXTERNAL MODULE: ./src/report/progress-lines.ts
var progress_lines = __webpack_require__(60841);
;// CONCATENATED MODULE: ./src/cli/progress-bar.ts
// The live progress line of `helios batch` and `helios check`, as pure functions: the estimate of
// the time left, the line at a given terminal width, and the escape sequence that redraws it.
/** At least this many columns: the full form; fewer: the compact one. */
const FULL_COLUMNS = 80;
/** The bar is drawn only when this many cells fit; it never grows past MAX_BAR. */
const MIN_BAR = 6;
const MAX_BAR = 40;
/** Without a terminal width (a log file): the bar's cells. */
const PLAIN_BAR = 24;
/**
 * Seconds until the last attempt finishes, from the finished attempts: the attempts not finished
 * take the mean duration of those that reached a verdict (a running one, what it has left of it),
 * shared among the slots. Null while no attempt reached a verdict: an errored attempt's duration
 * (often an instant refusal) says nothing about how long a real one takes.
 */
function etaSec(x) {
    const left = x.total - x.done;
    if (left <= 0)
        return 0;
    if (x.verdictSec.length === 0)
        return null;
    const mean = x.verdictSec.reduce((a, b) => a + b, 0) / x.verdictSec.length;
    const running = x.runningSec.slice(0, left);
    const queued = left - running.length;
    const work = queued * mean + running.reduce((sum, sec) => sum + Math.max(0, mean - sec), 0);
    return work / Math.max(1, Math.min(x.slots, left));
}
/**
 * The progress line, never wider than `columns - 1` (so a redraw never wraps). From 80 columns:
 * `4/10 Passed: 3 | Failed: 1 | Errors: 0 ━━━━━━──── 00:45 elapsed · ETA 01:10`; narrower:
 * `4/10 ✓3 ✗1 err 0 ━━━━── 00:45 ETA 01:10`; the bar, the ETA and the counts are left out in turn
 * when there is no room for them.
 * Without `columns` (not a terminal): the full form with a bar of fixed width.
 */
function progressLine(c, columns) {
    const eta = c.etaSec === null ? '--:--' : clock(Math.ceil(c.etaSec));
    const full = columns === undefined || columns >= FULL_COLUMNS;
    const phase = c.phase === undefined ? '' : `${c.phase} `;
    const head = full
        ? `${phase}${c.done}/${c.total} Passed: ${c.passed} | Failed: ${c.failed} | Errors: ${c.errors}`
        : `${phase}${c.done}/${c.total} ✓${c.passed} ✗${c.failed} err ${c.errors}`;
    const time = full ? `${clock(c.elapsedSec)} elapsed · ETA ${eta}` : `${clock(c.elapsedSec)} ETA ${eta}`;
    if (columns === undefined)
        return `${head} ${bar(c, PLAIN_BAR)} ${time}`;
    const room = columns - 1 - width(head) - width(time) - 2;
    if (room >= MIN_BAR)
        return `${head} ${bar(c, Math.min(room, MAX_BAR))} ${time}`;
    // Narrower still: lose the ETA, then the counts, before the clock is ever cut.
    const forms = [
        `${head} ${time}`,
        `${head} ${clock(c.elapsedSec)}`,
        `${phase}${c.done}/${c.total} ${clock(c.elapsedSec)}`,
    ];
    return cut(forms.find((form) => width(form) <= columns - 1) ?? forms.at(-1), columns - 1);
}
/**
 * A plain line for a log (stdout is not a terminal), printed every so often so a long run shows
 * it is alive: `progress: 4/10 attempts finished (3 passed, 1 failed, 0 errors), 00:45 elapsed, ETA 01:10`.
 */
function periodicLine(c) {
    const eta = c.etaSec === null ? 'ETA unknown' : `ETA ${clock(Math.ceil(c.etaSec))}`;
    const phase = c.phase === undefined ? '' : ` (${c.phase})`;
    return `progress${phase}: ${c.done}/${c.total} attempts finished (${c.passed} passed, ${c.failed} failed, ${c.errors} errors), ${clock(c.elapsedSec)} elapsed, ${eta}`;
}
/**
 * What to write before a redraw: back to the line's start and clear it. When the terminal narrowed
 * since the last draw, the old line now fills several rows (terminals rewrap on resize: tmux, VTE,
 * iTerm2, Windows Terminal), so go up to its first row and clear from there down.
 */
function redrawPrefix(previousWidth, columns) {
    if (previousWidth === 0)
        return '\r';
    const rows = Math.max(1, Math.ceil(previousWidth / Math.max(1, columns)));
    return rows > 1 ? `\r\x1b[${rows - 1}A\x1b[J` : '\r\x1b[2K';
}
function clock(sec) {
    const s = Math.max(0, Math.floor(sec));
    const hh = Math.floor(s / 3600);
    const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
    const ss = String(s % 60).padStart(2, '0');
    return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}
/** Columns a line takes: one per code point (━, ✓ and ✗ are one column wide). */
function width(text) {
    return [...text].length;
}
function bar(c, cells) {
    const filled = c.total === 0 ? cells : Math.min(cells, Math.round((c.done / c.total) * cells));
    return '━'.repeat(filled) + '─'.repeat(cells - filled);
}
function cut(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : chars.slice(0, Math.max(0, max)).join('');
}

;// CONCATENATED MODULE: ./src/cli/progress.ts


/** A bar is redrawn this often (its clock moves), in milliseconds. */
const REDRAW_MS = 500;
const PERIOD_SEC = 30;
function createProgress(opts) {
    const every = opts.every ?? defaultEvery;
    const stream = opts.stream;
    const tracker = runTracker(opts.now ?? Date.now, opts.phases);
    let drawnWidth = 0;
    // A pty that reports no size (`script`, some CI terminals) says 0 columns: read as unknown.
    const columns = () => stream.columns || 80;
    const draw = () => {
        const counts = tracker.counts();
        if (!counts)
            return;
        const line = progressLine(counts, columns());
        stream.write(`${redrawPrefix(drawnWidth, columns())}${line}`);
        drawnWidth = width(line);
    };
    const print = (text) => {
        if (opts.live) {
            stream.write(redrawPrefix(drawnWidth, columns()));
            drawnWidth = 0;
        }
        stream.write(`${text}\n`);
        if (opts.live)
            draw();
    };
    const periodic = () => {
        const counts = tracker.counts();
        if (counts && counts.done < counts.total)
            stream.write(`${periodicLine(counts)}\n`);
    };
    const cancelTimer = opts.live
        ? every(draw, REDRAW_MS)
        : every(periodic, (opts.periodSec ?? PERIOD_SEC) * 1000);
    if (opts.live)
        stream.on?.('resize', draw);
    const onProgress = (event) => {
        tracker.track(event);
        // Refused tasks are named even with -q, like the invalid ones discovery found; a registry that
        // failed is worth a line too: the run is slower than it should be.
        const loud = event.type === 'run-started' ||
            event.type === 'registry-warning' ||
            event.type === 'image-cache-warning';
        const line = opts.quiet && !loud ? null : (0,progress_lines/* eventLine */.V8)(event, tracker.phase());
        if (line !== null) {
            print(line);
        }
        else if (event.type === 'attempt-finished' && opts.quiet && !opts.live) {
            print(progressLine(tracker.counts()));
        }
        else if (opts.live) {
            draw();
        }
    };
    const stop = () => {
        cancelTimer();
        stream.off?.('resize', draw);
        if (opts.live && tracker.counts()) {
            draw();
            stream.write('\n');
        }
    };
    return { onProgress, stop };
}
/**
 * The counts of the run under way, its clock and its ETA (one run at a time: the task check runs
 * two, one after the other, each with its own clock).
 */
function runTracker(now, phases) {
    let run = freshRun(now());
    let phase;
    let last = null;
    const counts = () => {
        if (!last)
            return null;
        const at = now();
        const running = [...run.running.values()].map((started) => (at - started) / 1000);
        return {
            done: last.finished,
            total: last.total,
            passed: last.passed,
            failed: last.failed,
            errors: last.errors,
            elapsedSec: (at - run.started) / 1000,
            etaSec: etaSec({
                total: last.total,
                done: last.finished,
                verdictSec: run.verdictSec,
                runningSec: running,
                slots: run.slots,
            }),
            ...(phase ? { phase: phase.name } : {}),
        };
    };
    const track = (event) => {
        last = event.counts;
        if (event.type === 'run-started') {
            run = freshRun(now());
            phase = phases?.[event.runId];
        }
        else if (event.type === 'attempt-started') {
            run.running.set(attemptKey(event.task.id, event.attempt), now());
            run.slots = Math.max(run.slots, run.running.size);
        }
        else if (event.type === 'attempt-finished') {
            run.running.delete(attemptKey(event.task.id, event.result.attempt));
            if (event.result.status !== 'error')
                run.verdictSec.push(event.result.duration_sec);
        }
    };
    return { counts, track, phase: () => phase };
}
function freshRun(started) {
    return { started, running: new Map(), verdictSec: new Array(), slots: 1 };
}
function attemptKey(taskId, attempt) {
    return `${taskId}#${attempt}`;
}
function defaultEvery(tick, ms) {
    const timer = setInterval(tick, ms).unref();
    return () => clearInterval(timer);
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

/***/ 97087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ul: () => (/* binding */ passCurves),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   kc: () => (/* binding */ passAtK),
/* harmony export */   qv: () => (/* binding */ passHatK)
/* harmony export */ });
/* unused harmony export binomial */
// Pass@k family of metrics. Pure; no I/O.
/** C(n, k) as a float; exact for the small n (attempts per task) this tool sees. */
function binomial(n, k) {
    if (k < 0 || k > n)
        return 0;
    let result = 1;
    for (let i = 1; i <= Math.min(k, n - k); i++)
        result = (result * (n - i + 1)) / i;
    return result;
}
/**
 * Unbiased pass@k estimator (Chen et al. 2021): 1 − C(n−c, k) / C(n, k).
 * Computed as a running product to stay stable for large n.
 */
function passAtK(n, c, k) {
    assertCounts(n, c, k);
    if (n - c < k)
        return 1;
    let miss = 1;
    for (let i = n - c + 1; i <= n; i++)
        miss *= 1 - k / i;
    return 1 - miss;
}
/** pass^k (tau-bench): probability that k attempts drawn without replacement all pass, C(c,k)/C(n,k). */
function passHatK(n, c, k) {
    assertCounts(n, c, k);
    if (c < k)
        return 0;
    let all = 1;
    for (let i = 0; i < k; i++)
        all *= (c - i) / (n - i);
    return all;
}
/** Both metrics for every k from 1 to n, keyed by k as a string (JSON object keys). */
function passCurves(n, c) {
    const at = {};
    const hat = {};
    for (let k = 1; k <= n; k++) {
        at[String(k)] = passAtK(n, c, k);
        hat[String(k)] = passHatK(n, c, k);
    }
    return { passAtK: at, passHatK: hat };
}
function mean(values) {
    if (values.length === 0)
        return 0;
    let sum = 0;
    for (const v of values)
        sum += v;
    return sum / values.length;
}
function assertCounts(n, c, k) {
    if (!Number.isInteger(n) ||
        !Number.isInteger(c) ||
        !Number.isInteger(k) ||
        n < 1 ||
        c < 0 ||
        c > n ||
        k < 1 ||
        k > n) {
        throw new RangeError(`pass@k needs integers 1 ≤ k ≤ n and 0 ≤ c ≤ n (got n=${n}, c=${c}, k=${k})`);
    }
}


/***/ }),

/***/ 83690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ tasksChecksum)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// A task collection's checksum: one sha256 over the path and checksum of each task a run ran, so
// two runs carry the same value only when the same task files ran. Pure.

/** Hex sha256 of `path<TAB>checksum` lines sorted by path; order of the input does not matter. */
function tasksChecksum(tasks) {
    const lines = tasks
        .map((t) => `${t.task_path}\t${t.task_checksum}\n`)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const line of lines)
        hash.update(line);
    return hash.digest('hex');
}


/***/ }),

/***/ 65843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ computeTotals)
/* harmony export */ });
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97087);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8233);
// Run totals recomputed from per-task summaries (after a merge the shards' own totals are stale).


/**
 * pass@k and pass^k are the mean over tasks of the unbiased per-task estimators, for every k up to
 * the smallest n among the tasks (a larger k is undefined for that task). Mean reward is the mean
 * over tasks of each task's mean reward (errors count 0). Raw pass rate is passed / attempts.
 * A task some of whose attempts never ran (an interrupted run) is left out of pass@k, pass^k, mean
 * reward and `tasks`: its finished attempts count in the raw counts only.
 */
function computeTotals(all, invalidCount) {
    let attempts = 0;
    let passed = 0;
    let errors = 0;
    for (const task of all) {
        attempts += task.n;
        passed += task.successes;
        errors += task.errors;
    }
    const tasks = all.filter((task) => task.unfinished === undefined);
    let rewardSum = 0;
    let minN = Infinity;
    for (const task of tasks) {
        rewardSum += task.mean_reward;
        if (task.n < minN)
            minN = task.n;
    }
    const passAt = {};
    const passHat = {};
    const maxK = tasks.length === 0 ? 0 : minN;
    for (let k = 1; k <= maxK; k++) {
        let at = 0;
        let hat = 0;
        for (const task of tasks) {
            at += (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .passAtK */ .kc)(task.n, task.successes, k);
            hat += (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .passHatK */ .qv)(task.n, task.successes, k);
        }
        passAt[String(k)] = at / tasks.length;
        passHat[String(k)] = hat / tasks.length;
    }
    const unfinished = all.length - tasks.length;
    return {
        tasks: tasks.length,
        ...(unfinished > 0 ? { unfinished_tasks: unfinished } : {}),
        attempts,
        passed,
        failed: attempts - passed - errors,
        errors,
        invalid_tasks: invalidCount,
        pass_at_k: passAt,
        pass_hat_k: passHat,
        raw_pass_rate: attempts === 0 ? 0 : passed / attempts,
        mean_reward: tasks.length === 0 ? 0 : rewardSum / tasks.length,
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .sumUsage */ .Rl)(all.map((task) => task.usage)),
    };
}


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
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
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
// Images as archive files, through the engine's image save (`GET /images/{name}/get`) and load
// (`POST /images/load`) APIs: how the Actions cache keeps built environments. An archive is
// saved under a name of its own (`helios-env-cache:<content hash>`, the same for every task that
// shares the environment) and renamed to the task's tag once loaded.
//
// Loading an archive names images on this engine, so an archive is read before it is loaded: every
// name in it (manifest.json, the legacy `repositories` file, an OCI index's annotations) must be
// the one expected — a cache entry can't rename `debian:bookworm` or another task's image.






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
        // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
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
    // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
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
            // as: tar-stream's entries yield Buffers.
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
        throw new ImageArchiveError(`not a readable image archive: ${(0,narrow/* messageOf */.bD)(error)}`);
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
    const { DockerProvider } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(6560), __webpack_require__.e(4086)]).then(__webpack_require__.bind(__webpack_require__, 36560));
    const provider = new DockerProvider();
    await descriptor/* dockerDescriptor */.S.preflight(provider, { env });
    return { provider, docker: provider.docker };
}


/** Kept for library callers; `provider.removeRun(runId)` does the same on any provider. */




/***/ })

};
