export const id = 9918;
export const ids = [9918];
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
/* harmony import */ var _report_task_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89340);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60841);
/* harmony import */ var _run_providers_engine_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59165);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20374);
/* harmony import */ var _run_schedule_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(34592);
/* harmony import */ var _run_interrupt_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47214);
/* harmony import */ var _run_task_check_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40462);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95728);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(77593);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(46046);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(90799);
/* harmony import */ var _output_folder_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(12218);
/* harmony import */ var _registry_flag_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(75278);
// `helios check <tasks-dir>`: the task-author check (oracle twice, nop once per task) as a table;
// exit 1 when any task is flagged.















const HELP = `Usage: helios check <tasks-dir> [options]

Checks that tasks are fit to benchmark with: each runs twice with oracle (solution/solve.sh) and
once with nop. A task is flagged when the oracle fails (not solvable), nop passes (the verifier
rewards no work), the verifier ends without a reward, the two oracle rewards differ (not
deterministic), an image does not build (named), any oracle or nop attempt ends in an error
(with its phase and reason), it has no solution, or it is invalid. Results go to <output>/<run-id>/
(<run-id>-oracle/, <run-id>-nop/ and check.json).

  -n, --concurrency N   attempts running at once (default ${_settings_run_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_SETTINGS */ ._t.concurrency.default})
  -o, --output DIR      output folder (default output)
  -p, --pattern GLOB    glob that finds task files (default **/task.toml)
      --include GLOB    only tasks whose name matches (repeatable)
      --exclude GLOB    skip tasks whose name matches (repeatable)
${(0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .sampleHelp */ .AR)(24)}
      --run-id ID       run folder name (default check_<yyyymmdd_hhmmss>)
${_registry_flag_js__WEBPACK_IMPORTED_MODULE_13__/* .REGISTRY_HELP */ .i}
      --markdown        print the table as markdown (what the action posts)
      --json            print check.json on stdout

Exit code: 0 when no task is flagged, 1 when one is, 2 on a usage error, 130 when interrupted.`;
async function checkCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .parse */ .qg)(argv, {
        concurrency: { type: 'string', short: 'n' },
        output: { type: 'string', short: 'o' },
        pattern: { type: 'string', short: 'p' },
        ..._args_js__WEBPACK_IMPORTED_MODULE_9__/* .SAMPLE_OPTIONS */ .i$,
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        'run-id': { type: 'string' },
        'image-registry': { type: 'string' },
        markdown: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const target = positionals[0];
    if (!target || positionals.length > 1)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`helios check needs one tasks folder.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_8__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target), (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .discoveryFlags */ .C8)(values));
    if (found.tasks.length === 0 && found.invalid.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`no tasks found under ${target}`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_11__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    if (found.sampledOut)
        process.stderr.write(`${(0,_box_js__WEBPACK_IMPORTED_MODULE_11__/* .sampledOutLine */ .Ze)(found.sampledOut)}\n`);
    const imageRegistry = await (0,_registry_flag_js__WEBPACK_IMPORTED_MODULE_13__/* .registryFlag */ .m)(values);
    await (0,_output_folder_js__WEBPACK_IMPORTED_MODULE_12__/* .assertOutputFolder */ .g)((0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .stringFlag */ .AM)(values, 'output') ?? 'output');
    const { provider } = await (0,_run_providers_engine_js__WEBPACK_IMPORTED_MODULE_4__/* .openEngine */ .F5)();
    const runId = (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .stringFlag */ .AM)(values, 'run-id') ?? (0,_run_schedule_js__WEBPACK_IMPORTED_MODULE_14__/* .defaultRunId */ .OX)(new Date()).replace(/^batch_/, 'check_');
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_10__/* .createProgress */ .m)({
        stream: process.stderr,
        quiet: false,
        live: process.stderr.isTTY === true,
        phases: (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .checkPhases */ .Z)((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_7__/* .taskCheckRunIds */ .D)(runId)),
    });
    const interrupt = (0,_run_interrupt_js__WEBPACK_IMPORTED_MODULE_6__/* .interruptOnSignals */ .cU)({
        provider,
        runIds: Object.values((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_7__/* .taskCheckRunIds */ .D)(runId)),
        onFirst: (signal) => process.stderr.write(`\n${signal}: stopping — removing containers (again to force)\n`),
        onStall: (reason) => process.stderr.write(`\nhelios: ${reason}; stopping — removing containers\n`),
    });
    let report;
    try {
        report = await (0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_7__/* .runTaskCheck */ .b)({
            tasks: found.tasks,
            invalid: found.invalid,
            outputDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .stringFlag */ .AM)(values, 'output') ?? 'output'),
            runId,
            concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_9__/* .runSettingFlag */ .k9)(values, 'concurrency'),
            provider,
            imageRegistry,
            signal: interrupt.signal,
            onProgress: progress.onProgress,
        });
    }
    catch (error) {
        if (error instanceof _run_runner_js__WEBPACK_IMPORTED_MODULE_5__/* .RunAbortedError */ .$H)
            return _run_interrupt_js__WEBPACK_IMPORTED_MODULE_6__/* .INTERRUPTED_EXIT_CODE */ .Cz;
        throw error;
    }
    finally {
        interrupt.dispose();
        progress.stop();
    }
    if (values.json)
        process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    else if (values.markdown)
        process.stdout.write((0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_2__/* .renderCheckMarkdown */ .O)(report));
    else
        process.stdout.write(`${(0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_2__/* .renderCheckTerminal */ .$)(report, found.skipped)}\n`);
    return report.flagged > 0 ? 1 : 0;
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
        const line = opts.quiet && !loud ? null : (0,progress_lines/* eventLine */.V)(event, tracker.phase());
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
    return { started, running: new Map(), verdictSec: [], slots: 1 };
}
function attemptKey(taskId, attempt) {
    return `${taskId}#${attempt}`;
}
function defaultEvery(tick, ms) {
    const timer = setInterval(tick, ms).unref();
    return () => clearInterval(timer);
}


/***/ }),

/***/ 23371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ plainTable)
/* harmony export */ });
// A left-aligned terminal table (two spaces between columns, no trailing blanks): the check's and
// the dry run's. Pure.
/** The header line, then one line per row. */
function plainTable(header, rows) {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) => cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)];
}


/***/ }),

/***/ 89340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ renderCheckTerminal),
/* harmony export */   O: () => (/* binding */ renderCheckMarkdown)
/* harmony export */ });
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _plain_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23371);
// The task-author check as a terminal table and as markdown (job summary, sticky PR comment). Pure.



const EXPLAIN = 'Each task ran twice with `oracle` (its solution/solve.sh) and once with `nop` (no work); counts are over attempts that reached a verdict (– : none did). Flagged: an image does not build (named), an oracle or nop attempt ends in an error (with its phase), the oracle fails, nop passes, the verifier ends without a reward, the two oracle rewards differ, there is no solution, or the task is invalid.';
/** A name two tasks share is shown with the task's folder, so the rows can be told apart. */
function labels(report) {
    const seen = new Map();
    for (const t of report.tasks)
        seen.set(t.task_name, (seen.get(t.task_name) ?? 0) + 1);
    return new Map(report.tasks.map((t) => [
        t,
        seen.get(t.task_name) > 1 ? `${t.task_name} (${t.task_path})` : t.task_name,
    ]));
}
function count(side) {
    return side ? `${side.passed}/${side.ran}` : '–';
}
/** `skipped`: folders under the tasks root without a task.toml, counted in the last line. */
function renderCheckTerminal(report, skipped = []) {
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(names.get(t)),
        count(t.oracle),
        count(t.nop),
        verdict(t),
    ]);
    const table = (0,_plain_table_js__WEBPACK_IMPORTED_MODULE_1__/* .plainTable */ .$)(['task', 'oracle', 'nop', ''], rows);
    const details = report.tasks.flatMap((t) => t.flags.map((f) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(names.get(t))}: ${f.kind}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(f.message)}`));
    const passedOver = skipped.length === 0 ? '' : `, ${skipped.length} folder(s) without task.toml skipped (see the warning)`;
    const total = `${report.tasks.length} task(s) checked, ${report.flagged} flagged${passedOver}`;
    return [...table, '', ...(details.length ? [...details, ''] : []), total].join('\n');
}
function renderCheckMarkdown(report, title = 'Helios task check') {
    const icon = report.flagged > 0 ? '❌' : '✅';
    const head = `### ${icon} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(title)}: ${report.tasks.length} task(s), ${report.flagged} flagged`;
    if (report.tasks.length === 0)
        return `${head}\n\nNo task to check.\n`;
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(names.get(t), 160)),
        count(t.oracle),
        count(t.nop),
        t.flags.length === 0
            ? '✅'
            : t.flags.map((f) => `**${f.kind}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(f.message, 300))}`).join('<br>'),
    ]);
    const table = (0,markdown_table__WEBPACK_IMPORTED_MODULE_2__/* .markdownTable */ .Q)([['Task', 'Oracle', 'Nop', 'Problems'], ...rows], {
        alignDelimiters: false,
        align: ['l', 'r', 'r', 'l'],
    });
    return `${head}\n\n${table}\n\n<sub>${EXPLAIN}</sub>\n`;
}
function verdict(task) {
    return task.flags.length === 0 ? 'ok' : task.flags.map((f) => f.kind).join(', ');
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

/***/ 47214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ INTERRUPTED_EXIT_CODE),
/* harmony export */   cU: () => (/* binding */ interruptOnSignals)
/* harmony export */ });
/* unused harmony export STALLED_REASON */
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28987);


const SIGNALS = ['SIGINT', 'SIGTERM'];
/** 128 + SIGINT, what a shell reports for an interrupted command. */
const INTERRUPTED_EXIT_CODE = 130;
/**
 * Node is about to exit while a run is under way: nothing is left that could wake any of its
 * waits. Without this, Node ends the process (exit 13, "unsettled top-level await") with no
 * summary and the environments still running.
 */
const STALLED_REASON = 'the run stalled: every running attempt was waiting for something nothing left could give (a bug of helios: please report it)';
function interruptOnSignals(options) {
    const controller = new AbortController();
    const exit = options.exit ?? ((code) => process.exit(code));
    const onSignal = (signal) => {
        if (!controller.signal.aborted) {
            options.onFirst?.(signal);
            controller.abort(new Error(`interrupted by ${signal}`));
            return;
        }
        // Only this process's: sibling shards of the same run may share the engine.
        // A container the engine is still creating would not be listed yet: those settle first.
        const provider = (0,_providers_default_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .providerOf */ .l)(options);
        const sweep = () => Promise.allSettled(options.runIds.map((runId) => provider.removeRun(runId, { owner: _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .PROCESS_OWNER */ .mt })));
        void provider
            .creationsSettled()
            .then(sweep)
            .then(() => exit(INTERRUPTED_EXIT_CODE));
    };
    // The first stall stops the run as a signal would (its teardown keeps the process alive); one
    // that stalls again while stopping takes the force path.
    const onStall = () => {
        if (!controller.signal.aborted)
            options.onStall?.(STALLED_REASON);
        if (!controller.signal.aborted)
            controller.abort(new Error(STALLED_REASON));
        else
            onSignal('SIGTERM');
    };
    for (const signal of SIGNALS)
        process.on(signal, onSignal);
    process.on('beforeExit', onStall);
    return {
        signal: controller.signal,
        dispose: () => {
            for (const signal of SIGNALS)
                process.removeListener(signal, onSignal);
            process.removeListener('beforeExit', onStall);
        },
    };
}


/***/ }),

/***/ 40462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ runTaskCheck),
  D: () => (/* binding */ taskCheckRunIds)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/valid-attempts.ts
var valid_attempts = __webpack_require__(8915);
;// CONCATENATED MODULE: ./src/results/check-errors.ts
/** The attempt's error, or null when it reached a verdict. */
function checkAttemptError(agent, taskPath, result) {
    if (result.status !== 'error')
        return null;
    const reason = result.reason ?? 'no reason recorded';
    return { task_path: taskPath, agent, attempt: result.attempt, phase: phaseOf(result, reason), reason };
}
function phaseOf(result, reason) {
    // A separate verifier's image is made after the agent's phase.
    if (/^(step \S+: )?verifier image: /.test(reason))
        return 'verifier';
    if (imageOf(reason) !== null)
        return 'setup';
    if (result.timed_out.verifier || result.exit_codes.verifier !== null || result.timings.verifier_sec > 0)
        return 'verifier';
    if (result.timed_out.agent || result.exit_codes.agent !== null || result.timings.agent_sec > 0)
        return 'agent';
    return 'setup';
}
const IMAGE_FAILED = /^(build failed|build timed out|image (\S+) not available)/;
/**
 * Which image did not build or pull, from the reason the image cache and the runner give: the
 * task's own, a separate verifier's (`verifier image: …`) or a compose service's (`service db: …`).
 * Null when the reason is no image's.
 */
function imageOf(reason) {
    const step = /^step \S+: (.*)$/s.exec(reason);
    if (step)
        return imageOf(step[1]);
    const verifier = /^verifier image: (.*)$/s.exec(reason);
    if (verifier)
        return IMAGE_FAILED.test(verifier[1])
            ? `the verifier's image${named(verifier[1]) || ' (tests/Dockerfile)'}`
            : null;
    const service = /^service (\S+): (.*)$/s.exec(reason);
    if (service)
        return IMAGE_FAILED.test(service[2]) ? `the image of service ${service[1]}${named(service[2])}` : null;
    return IMAGE_FAILED.test(reason) ? `the task's image${named(reason) || ' (environment/Dockerfile)'}` : null;
}
function named(reason) {
    const image = IMAGE_FAILED.exec(reason)?.[2];
    return image ? ` (${image})` : '';
}

;// CONCATENATED MODULE: ./src/results/task-check.ts
// The task-author check: from an oracle run (2 attempts) and a nop run (1 attempt) of the same
// tasks, what is wrong with each task. Pure; `helios check` and `mode: check` run and print it.



const TASK_CHECK_SCHEMA_VERSION = 1;
const CHECK_ORACLE_ATTEMPTS = 2;
const CHECK_NOP_ATTEMPTS = 1;
const FLAG_KINDS = [
    'invalid',
    'build-failed',
    'errored',
    'missing-solution',
    'not-solvable',
    'trivial',
    'no-reward',
    'not-deterministic',
];
const agentTally = schemas/* object */.Ikc({ passed: schemas/* number */.aig().int().min(0), ran: schemas/* number */.aig().int().min(0) });
const checkedTaskSchema = schemas/* object */.Ikc({
    task_name: schemas/* string */.YjP(),
    task_path: schemas/* string */.YjP(),
    /** The task.toml to annotate, relative to the tasks folder. */
    file: schemas/* string */.YjP(),
    /** Passed/ran of each agent over the attempts that reached a verdict; null when none did (not run, or all errors). */
    oracle: agentTally.nullable(),
    nop: agentTally.nullable(),
    flags: schemas/* array */.YOg(schemas/* object */.Ikc({ kind: schemas/* enum */.k5n(FLAG_KINDS), message: schemas/* string */.YjP() })),
});
/** `check.json`: what `helios check` writes beside its runs (and prints with `--json`). */
const taskCheckReportSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(TASK_CHECK_SCHEMA_VERSION),
    tasks: schemas/* array */.YOg(checkedTaskSchema),
    /** How many tasks have at least one flag. */
    flagged: schemas/* number */.aig().int().min(0),
});
const CHECK_AGENTS = ['oracle', 'nop'];
const NO_REWARD = /verifier wrote no reward|reward\.(json|txt)|verifier timed out/;
function checkTasks(input) {
    const byPath = (list) => new Map(list.map((t) => [t.task_path, t]));
    const oracle = byPath(input.oracle);
    const nop = byPath(input.nop);
    const tasks = input.tasks.map((task) => {
        const o = oracle.get(task.relativeDir) ?? null;
        const n = nop.get(task.relativeDir) ?? null;
        return {
            task_name: task.name,
            task_path: task.relativeDir,
            file: task.relativeDir === '.' ? 'task.toml' : `${task.relativeDir}/task.toml`,
            oracle: tally(o),
            nop: tally(n),
            flags: flagsOf(task.hasSolution, o, n, input.errors.filter((e) => e.task_path === task.relativeDir)),
        };
    });
    for (const invalid of input.invalid)
        tasks.push({
            task_name: invalid.relative_dir,
            task_path: invalid.relative_dir,
            file: invalid.file,
            oracle: null,
            nop: null,
            flags: [
                {
                    kind: 'invalid',
                    message: invalid.field ? `${invalid.field}: ${invalid.message}` : invalid.message,
                },
            ],
        });
    tasks.sort((a, b) => (a.task_path < b.task_path ? -1 : a.task_path > b.task_path ? 1 : 0));
    return {
        schema_version: TASK_CHECK_SCHEMA_VERSION,
        tasks,
        flagged: tasks.filter((t) => t.flags.length > 0).length,
    };
}
/** Errored attempts never ran the agent's work to a verdict: they are not counted as ran. */
function tally(summary) {
    const ran = summary ? (0,valid_attempts/* validAttempts */.F)(summary) : 0;
    return summary && ran > 0 ? { passed: summary.successes, ran } : null;
}
/**
 * Every errored attempt, by check phase (oracle, nop), where it stopped and why; an image that did
 * not build or pull is named, with what still ran. Never the solution's fault.
 */
function errorFlags(errors, attempts) {
    // A verifier that writes no reward is flagged as such (no-reward), not as an error of ours.
    const real = errors.filter((e) => !NO_REWARD.test(e.reason));
    const flags = [];
    const images = new Map();
    for (const error of real) {
        const image = imageOf(error.reason);
        if (image !== null)
            images.set(image, [...(images.get(image) ?? []), error]);
    }
    for (const [image, failed] of images) {
        const ran = CHECK_AGENTS.filter((agent) => failed.some((e) => e.agent === agent && e.phase !== 'setup'));
        const what = ran.length === 0 ? 'so neither agent ran' : `${ran.join(' and ')} ran, but no verifier judged it`;
        flags.push({ kind: 'build-failed', message: `${image} did not build, ${what}: ${failed[0].reason}` });
    }
    for (const agent of CHECK_AGENTS) {
        const own = real.filter((e) => e.agent === agent && imageOf(e.reason) === null);
        if (own.length === 0)
            continue;
        const first = own[0];
        flags.push({
            kind: 'errored',
            message: `${agent}: ${own.length} of ${attempts[agent]} attempt(s) ended in an error, not a verdict (attempt ${first.attempt}, ${first.phase} phase): ${first.reason}`,
        });
    }
    return flags;
}
function flagsOf(hasSolution, oracle, nop, errors) {
    const attempts = { oracle: oracle?.n ?? 0, nop: nop?.n ?? 0 };
    const flags = errorFlags(errors, attempts);
    if (!hasSolution)
        flags.push({
            kind: 'missing-solution',
            message: 'no solution/solve.sh: nothing shows the task can be solved; add a reference solution',
        });
    const noReward = [...(oracle?.reasons ?? []), ...(nop?.reasons ?? [])].find((r) => NO_REWARD.test(r.reason));
    if (noReward)
        flags.push({
            kind: 'no-reward',
            message: `the verifier ended without a usable reward: ${noReward.reason}`,
        });
    const judged = tally(oracle);
    // A verifier that left no reward is a failure now (an agent can cause it): flagged as no-reward
    // above, not also as a solution that does not solve.
    const rewardless = (oracle?.reasons ?? [])
        .filter((r) => NO_REWARD.test(r.reason))
        .reduce((n, r) => n + r.count, 0);
    if (judged && judged.passed + rewardless < judged.ran)
        flags.push({
            kind: 'not-solvable',
            message: `the oracle passed ${judged.passed} of ${judged.ran}: solution/solve.sh does not satisfy tests/test.sh${reasonNote(oracle)}`,
        });
    if (nop && nop.successes > 0)
        flags.push({
            kind: 'trivial',
            message: 'nop passed: the verifier rewards doing nothing (an unconditional reward, or a check of the initial state)',
        });
    const rewards = oracle ? [...new Set(oracle.rewards)] : [];
    if (oracle && oracle.errors === 0 && rewards.length > 1)
        flags.push({
            kind: 'not-deterministic',
            message: `the oracle's rewards differ between attempts (${oracle.rewards.join(', ')}): the verifier or the solution is not deterministic`,
        });
    return flags;
}
function reasonNote(summary) {
    const first = summary.reasons[0];
    return first ? ` (${first.reason})` : '';
}

// EXTERNAL MODULE: ./src/run/providers/default-provider.ts
var default_provider = __webpack_require__(28987);
// EXTERNAL MODULE: ./src/run/result-files.ts
var result_files = __webpack_require__(27574);
// EXTERNAL MODULE: ./src/run/runner.ts + 34 modules
var runner = __webpack_require__(20374);
;// CONCATENATED MODULE: ./src/run/task-check.ts
// Runs the task-author check: every task twice with `oracle` and once with `nop`, then judges the
// results (results/task-check.ts). Files: `<out>/<run-id>/<run-id>-{oracle,nop}/…` as two ordinary
// runs (their own run ids, so cleanup after a crash finds their containers), and
// `<out>/<run-id>/check.json`; build logs of both in `<out>/<run-id>/builds/`.






/** The ids of the two runs a check starts (their containers carry them). */
function taskCheckRunIds(runId) {
    return { oracle: `${runId}-oracle`, nop: `${runId}-nop` };
}
async function runTaskCheck(options) {
    const { tasks, invalid, outputDir, runId, imageRegistry, images: given, onAttemptComplete, ...run } = options;
    const dir = (0,external_node_path_.join)(outputDir, runId);
    // One cache for both passes: a build that failed for the oracle is not tried again for nop.
    run.provider = (0,default_provider/* providerOf */.l)(run);
    const images = given ?? run.provider.images({ buildLogDir: (0,external_node_path_.join)(dir, 'builds'), registry: imageRegistry ?? null });
    const pathById = new Map(tasks.map((t) => [t.id, t.relativeDir]));
    const errors = [];
    const keepErrors = (agent) => (result, attemptDir) => {
        const error = checkAttemptError(agent, pathById.get(result.task_id) ?? result.task_name, result);
        if (error)
            errors.push(error);
        return onAttemptComplete?.(result, attemptDir);
    };
    // A task without a solution is flagged as such; the oracle would only record it as invalid.
    const solvable = tasks.filter((t) => t.hasSolution);
    const oracle = solvable.length
        ? await (0,runner/* runBenchmark */.ff)({
            ...run,
            images,
            tasks: solvable,
            agent: { name: 'oracle' },
            onAttemptComplete: keepErrors('oracle'),
            attempts: CHECK_ORACLE_ATTEMPTS,
            outputDir: dir,
            runId: taskCheckRunIds(runId).oracle,
            label: 'check',
        })
        : null;
    const nop = await (0,runner/* runBenchmark */.ff)({
        ...run,
        images,
        tasks,
        agent: { name: 'nop' },
        onAttemptComplete: keepErrors('nop'),
        attempts: CHECK_NOP_ATTEMPTS,
        outputDir: dir,
        runId: taskCheckRunIds(runId).nop,
        label: 'check',
    });
    const report = checkTasks({ tasks, invalid, oracle: oracle?.tasks ?? [], nop: nop.tasks, errors });
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(dir, 'check.json'), report);
    return report;
}


/***/ })

};
