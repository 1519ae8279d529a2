export const id = 3569;
export const ids = [3569];
export const modules = {

/***/ 76418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkCommand: () => (/* binding */ checkCommand)
/* harmony export */ });
/* harmony import */ var _settings_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84404);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_task_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46949);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60841);
/* harmony import */ var _run_cheat_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12067);
/* harmony import */ var _task_attack_pack_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82055);
/* harmony import */ var _task_attack_manifest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(40223);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(59165);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(88531);
/* harmony import */ var _run_schedule_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(34592);
/* harmony import */ var _run_interrupt_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(47214);
/* harmony import */ var _run_task_check_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(76987);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(95728);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(77593);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(46046);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(90799);
/* harmony import */ var _output_folder_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(12218);
/* harmony import */ var _registry_flag_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(75278);
/* harmony import */ var _dataset_flag_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(86217);
// `helios check <tasks-dir>`: the task-author check (oracle twice, nop once per task) as a table;
// exit 1 when any task is flagged.



















const HELP = `Usage: helios check <tasks-dir | -d NAME@VERSION> [options]

Checks that tasks are fit to benchmark with: each runs twice with oracle (solution/solve.sh) and
once with nop. A task is flagged when the oracle fails (not solvable), nop passes (the verifier
rewards no work), the verifier ends without a reward, the two oracle rewards differ (not
deterministic), an image does not build (named), any oracle or nop attempt ends in an error
(with its phase and reason), it has no solution, or it is invalid. Then the leak lint looks in each
task's image for what gives the answer away (git history beyond the checkout, solution/ or tests/
files, answers in ENV, build args or layer history): each a \`leak\` flag with the path and the fix.
Results go to <output>/<run-id>/ (<run-id>-oracle/, <run-id>-nop/ and check.json).

With --cheat, each task is then attacked, once per attack in its verifier mode and once in the
other (shared or separate): by its own cheat/solve.sh when it has one, and by every payload of the
shipped attack pack (pre-written rewards, start-up hooks, tool shims, tool configuration, kept
daemons, tests read early, the image's history, subject code that subverts its test). Each payload
runs as oracle runs a solution. A task is flagged hackable when an attack scores above 0 in its
own mode, with the attack and the fix named (runs <run-id>-cheat-shared/ and -cheat-separate/).

  -n, --concurrency N   attempts running at once (default ${_settings_run_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_SETTINGS */ ._t.concurrency.default})
  -o, --output DIR      output folder (default output)
  -p, --pattern GLOB    glob that finds task files (default **/task.toml)
      --include GLOB    only tasks whose name matches (repeatable)
      --exclude GLOB    skip tasks whose name matches (repeatable)
${(0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .sampleHelp */ .AR)(24)}
      --run-id ID       run folder name (default check_<yyyymmdd_hhmmss>)
${(0,_dataset_flag_js__WEBPACK_IMPORTED_MODULE_17__/* .datasetHelp */ .uA)(22)}
${_registry_flag_js__WEBPACK_IMPORTED_MODULE_16__/* .REGISTRY_HELP */ .i}
      --no-leak-lint    skip the leak lint
      --cheat           also attack each task (see above)
      --attacks DIR     a folder of your own attacks beside the pack's (repeatable; implies
                        --cheat): DIR/<name>/solve.sh and DIR/<name>/attack.toml
      --markdown        print the table as markdown (what the action posts)
      --json            print check.json on stdout

Exit code: 0 when no task is flagged, 1 when one is, 2 on a usage error, 130 when interrupted.`;
async function checkCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .parse */ .qg)(argv, {
        concurrency: { type: 'string', short: 'n' },
        output: { type: 'string', short: 'o' },
        pattern: { type: 'string', short: 'p' },
        ..._args_js__WEBPACK_IMPORTED_MODULE_12__/* .SAMPLE_OPTIONS */ .i$,
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        'run-id': { type: 'string' },
        'image-registry': { type: 'string' },
        'no-leak-lint': { type: 'boolean' },
        cheat: { type: 'boolean' },
        attacks: { type: 'string', multiple: true },
        markdown: { type: 'boolean' },
        json: { type: 'boolean' },
        ..._dataset_flag_js__WEBPACK_IMPORTED_MODULE_17__/* .DATASET_OPTIONS */ .GL,
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const fetched = await (0,_dataset_flag_js__WEBPACK_IMPORTED_MODULE_17__/* .datasetFlag */ .dw)(values, positionals);
    const target = (0,_dataset_flag_js__WEBPACK_IMPORTED_MODULE_17__/* .tasksTarget */ .i0)(fetched, positionals);
    if (!target || positionals.length > 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`helios check needs one tasks folder.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_11__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target), (0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .discoveryFlags */ .C8)(values));
    if (found.tasks.length === 0 && found.invalid.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`no tasks found under ${target}`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_14__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    if (found.sampledOut)
        process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_14__/* .sampledOutLine */ .Ze)(found.sampledOut)}\n`);
    const imageRegistry = await (0,_registry_flag_js__WEBPACK_IMPORTED_MODULE_16__/* .registryFlag */ .m)(values);
    const cheat = await cheatFlag(values);
    await (0,_output_folder_js__WEBPACK_IMPORTED_MODULE_15__/* .assertOutputFolder */ .g)((0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .stringFlag */ .AM)(values, 'output') ?? 'output');
    const { provider } = await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_7__/* .openEngine */ .F5)();
    const runId = (0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .stringFlag */ .AM)(values, 'run-id') ?? (0,_run_schedule_js__WEBPACK_IMPORTED_MODULE_18__/* .defaultRunId */ .OX)(new Date()).replace(/^batch_/, 'check_');
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_13__/* .createProgress */ .m)({
        stream: process.stderr,
        quiet: false,
        live: process.stderr.isTTY === true,
        phases: { ...(0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .checkPhases */ .Zb)((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_10__/* .taskCheckRunIds */ .D)(runId)), ...(cheat ? (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .cheatPhases */ .mE)((0,_run_cheat_check_js__WEBPACK_IMPORTED_MODULE_4__/* .cheatRunIds */ .Dp)(runId)) : {}) },
    });
    const interrupt = (0,_run_interrupt_js__WEBPACK_IMPORTED_MODULE_9__/* .interruptOnSignals */ .cU)({
        provider,
        runIds: [...Object.values((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_10__/* .taskCheckRunIds */ .D)(runId)), ...Object.values((0,_run_cheat_check_js__WEBPACK_IMPORTED_MODULE_4__/* .cheatRunIds */ .Dp)(runId))],
        onFirst: (signal) => process.stderr.write(`\n${signal}: stopping — removing containers (again to force)\n`),
        onStall: (reason) => process.stderr.write(`\nhelios: ${reason}; stopping — removing containers\n`),
    });
    let report;
    try {
        report = await (0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_10__/* .runTaskCheck */ .b)({
            tasks: found.tasks,
            invalid: found.invalid,
            outputDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .stringFlag */ .AM)(values, 'output') ?? 'output'),
            runId,
            concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .runSettingFlag */ .k9)(values, 'concurrency'),
            provider,
            imageRegistry,
            signal: interrupt.signal,
            onProgress: progress.onProgress,
            leakLint: values['no-leak-lint'] !== true,
            cheat,
        });
    }
    catch (error) {
        if (error instanceof _run_runner_js__WEBPACK_IMPORTED_MODULE_8__/* .RunAbortedError */ .$H)
            return _run_interrupt_js__WEBPACK_IMPORTED_MODULE_9__/* .INTERRUPTED_EXIT_CODE */ .Cz;
        throw error;
    }
    finally {
        interrupt.dispose();
        progress.stop();
    }
    printCheck(report, values, found.skipped);
    return report.flagged > 0 ? 1 : 0;
}
function printCheck(report, values, skipped) {
    for (const { task_path, note } of report.leak_lint?.skipped ?? [])
        process.stderr.write(`leak lint: ${task_path}: ${note}\n`);
    if (values.json)
        process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else if (values.markdown)
        process.stdout.write((0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_2__/* .renderCheckMarkdown */ .O)(report));
    else
        process.stdout.write(`${(0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_2__/* .renderCheckTerminal */ .$)(report, skipped)}\n`);
}
/** `--cheat` / `--attacks`: the attacks, read before any image is built (a bad manifest is a usage error). */
async function cheatFlag(values) {
    const userAttackDirs = (0,_args_js__WEBPACK_IMPORTED_MODULE_12__/* .listFlag */ .v6)(values, 'attacks').map((dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir));
    if (!values.cheat && userAttackDirs.length === 0)
        return undefined;
    return { attacks: await loadAttacksFlag(userAttackDirs), userAttackDirs };
}
async function loadAttacksFlag(userDirs) {
    try {
        return await (0,_task_attack_pack_js__WEBPACK_IMPORTED_MODULE_5__/* .loadAttacks */ .O3)(userDirs);
    }
    catch (error) {
        if (error instanceof _task_attack_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .AttackManifestError */ .ck)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`--attacks: ${error.message}`);
        throw error;
    }
}


/***/ }),

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
