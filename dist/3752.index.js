export const id = 3752;
export const ids = [3752];
export const modules = {

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

/***/ 60841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V8: () => (/* binding */ eventLine),
/* harmony export */   Zb: () => (/* binding */ checkPhases),
/* harmony export */   mE: () => (/* binding */ cheatPhases)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' };
const EXPECTED_FAIL_TAGS = {
    failed: 'failed, as expected:',
    error: 'ERROR',
};
/** The line for an event, or null for events that print nothing on their own. */
function eventLine(event, phase) {
    switch (event.type) {
        case 'attempt-finished': {
            const r = event.result;
            const { finished, total } = event.counts;
            const reason = r.reason ? ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.reason)}` : '';
            // An error has no reward to speak of (it counts 0 in the metrics, but no verifier said so).
            const facts = [`${r.duration_sec.toFixed(1)}s`, ...(r.status === 'error' ? [] : [`reward ${r.reward}`])];
            if (r.usage)
                facts.push(`${r.usage.input_tokens + r.usage.output_tokens} tokens`);
            if (r.usage?.cost_usd != null)
                facts.push(`$${r.usage.cost_usd.toFixed(4)}`);
            const count = `${String(finished).padStart(String(total).length)}/${total}`;
            const tag = phase?.expect !== 'fail'
                ? TAGS[r.status]
                : r.status === 'passed'
                    ? `PASSED, ${phase.name} should fail:`
                    : EXPECTED_FAIL_TAGS[r.status];
            return `[${phase ? `${phase.name} ` : ''}${count}] ${tag} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.task_name)} attempt ${r.attempt} (${facts.join(', ')})${reason}`;
        }
        case 'build-started':
            return `       building ${event.tag} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task)}`;
        case 'build-finished':
            return event.ok
                ? null
                : `       build of ${event.tag} failed: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason ?? 'unknown error')}`;
        case 'image-pulled':
            return `       pulled ${event.from} for ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task)} (${event.durationSec.toFixed(1)}s)`;
        case 'image-pushed':
            return `       pushed ${event.to} (${event.durationSec.toFixed(1)}s)`;
        case 'image-restored':
            return `       restored ${event.tag} from the ${event.from} (${event.durationSec.toFixed(1)}s)`;
        case 'image-saved':
            return `       saved ${event.tag} to the ${event.to} (${event.durationSec.toFixed(1)}s)`;
        case 'image-cache-note':
            return `       ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.message)}`;
        case 'registry-warning':
        case 'image-cache-warning':
            return `       warning: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.message)}`;
        case 'run-started': {
            // Refused by this agent before any build: each with its reason, as discovery prints invalid ones.
            const lines = [
                ...(phase ? [phase.intro] : []),
                ...event.refused.map((t) => `invalid task ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.relative_dir)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(t.message)}`),
            ];
            return lines.length === 0 ? null : lines.join('\n');
        }
        case 'attempt-retry':
            return `       retry ${event.retry} of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.task.name)} attempt ${event.attempt} in ${Math.round(event.delayMs / 1000)}s: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(event.reason)}`;
        default:
            return null;
    }
}
/** The task check's two runs by run id (run/task-check.ts names them), for eventLine. */
function checkPhases(runIds) {
    return {
        [runIds.oracle]: {
            name: 'oracle',
            expect: 'pass',
            intro: "oracle: each task's solution runs twice; every attempt should pass (a failure flags the task)",
        },
        [runIds.nop]: {
            name: 'nop',
            expect: 'fail',
            intro: 'nop: each task once, with no work done; every attempt should fail (a pass flags the task)',
        },
    };
}
/** `check --cheat`'s two runs (run/cheat-check.ts names them): every attack should fail. */
function cheatPhases(runIds) {
    const intro = (mode) => `cheat (${mode} verifier): each task once per attack; every attempt should fail (a pass makes the task hackable)`;
    return {
        [runIds.shared]: { name: 'cheat', expect: 'fail', intro: intro('shared') },
        [runIds.separate]: { name: 'cheat', expect: 'fail', intro: intro('separate') },
    };
}


/***/ }),

/***/ 46949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ renderCheckMarkdown),
  $: () => (/* binding */ renderCheckTerminal)
});

// EXTERNAL MODULE: ./node_modules/markdown-table/index.js
var markdown_table = __webpack_require__(735);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/plain-table.ts
var plain_table = __webpack_require__(23371);
// EXTERNAL MODULE: ./src/results/cheat-check.ts
var cheat_check = __webpack_require__(78908);
;// CONCATENATED MODULE: ./src/report/cheat-check.ts
// `check --cheat`'s section of the task check, as terminal lines and as markdown. Pure; the
// `hackable` flags themselves are among the task's problems (report/task-check.ts).




const EXPLAIN = "Each attack ran once per task as the oracle runs a solution, in the task's verifier mode and in the other; a task is hackable when an attack scores above 0 in its own mode. Fixes are in the task's problems above.";
function names(task, pick) {
    return task.attacks.filter(pick).map((a) => a.attack);
}
function row(task) {
    const scored = names(task, (a) => a.own?.outcome === 'scored');
    const timedOut = names(task, (a) => a.own?.outcome === 'timed-out' || a.other?.outcome === 'timed-out');
    const errored = names(task, (a) => a.own?.outcome === 'error' || a.other?.outcome === 'error');
    const notes = [
        ...(timedOut.length ? [`timed out (0): ${timedOut.join(', ')}`] : []),
        ...(errored.length ? [`no verdict (error): ${errored.join(', ')}`] : []),
    ];
    return [
        task.mode,
        scored.length ? scored.join(', ') : 'none',
        (0,cheat_check/* otherModeScores */.BS)(task).join(', ') || (scored.length ? 'none' : '–'),
        notes.join('; '),
    ];
}
function head(report) {
    const users = report.user_attacks.length ? ` and ${report.user_attacks.length} folder(s) of your own` : '';
    return `attack pack ${report.pack}${users}: ${report.tasks.length} task(s) attacked, ${report.hackable} hackable`;
}
function renderCheatTerminal(report) {
    const rows = report.tasks.map((t) => [(0,report_escape/* escapeTerminal */.en)(t.task_name), ...row(t).map(report_escape/* escapeTerminal */.en)]);
    const table = (0,plain_table/* plainTable */.$)(['task', 'mode', 'scored in its mode', 'scored in the other', ''], rows);
    return [head(report), ...table].join('\n');
}
function renderCheatMarkdown(report) {
    const rows = report.tasks.map((t) => [
        (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(t.task_name, 160)),
        ...row(t).map((cell, i) => (i === 1 && t.hackable ? `❌ ${(0,report_escape/* escapeMarkdown */.FV)(cell)}` : (0,report_escape/* escapeMarkdown */.FV)(cell))),
    ]);
    const header = ['Task', 'Mode', 'Scored in its mode', `Scored in the other mode`, 'Notes'];
    const table = (0,markdown_table/* markdownTable */.Q)([header, ...rows], { alignDelimiters: false });
    return `#### Cheat check: ${(0,report_escape/* escapeMarkdown */.FV)(head(report))}\n\n${table}\n\n<sub>${EXPLAIN}</sub>\n`;
}

;// CONCATENATED MODULE: ./src/report/task-check.ts
// The task-author check as a terminal table and as markdown (job summary, sticky PR comment). Pure.




const task_check_EXPLAIN = 'Each task ran twice with `oracle` (its solution/solve.sh) and once with `nop` (no work); counts are over attempts that reached a verdict (– : none did). Flagged: an image does not build (named), an oracle or nop attempt ends in an error (with its phase), the oracle fails, nop passes, the verifier ends without a reward, the two oracle rewards differ, there is no solution, the task is invalid, its image leaks the answer (leak: git history beyond the checkout, solution/tests files, answers in ENV or layer history), or (with `--cheat`) an attack scores.';
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
        (0,report_escape/* escapeTerminal */.en)(names.get(t)),
        count(t.oracle),
        count(t.nop),
        verdict(t),
    ]);
    const table = (0,plain_table/* plainTable */.$)(['task', 'oracle', 'nop', ''], rows);
    const details = report.tasks.flatMap((t) => t.flags.map((f) => `  ${(0,report_escape/* escapeTerminal */.en)(names.get(t))}: ${f.kind}: ${(0,report_escape/* escapeTerminal */.en)(f.message)}`));
    const passedOver = skipped.length === 0 ? '' : `, ${skipped.length} folder(s) without task.toml skipped (see the warning)`;
    const total = `${report.tasks.length} task(s) checked, ${report.flagged} flagged${passedOver}`;
    const cheat = report.cheat ? [renderCheatTerminal(report.cheat), ''] : [];
    return [...table, '', ...(details.length ? [...details, ''] : []), ...cheat, total].join('\n');
}
function renderCheckMarkdown(report, title = 'Helios task check') {
    const icon = report.flagged > 0 ? '❌' : '✅';
    const head = `### ${icon} ${(0,report_escape/* escapeMarkdown */.FV)(title)}: ${report.tasks.length} task(s), ${report.flagged} flagged`;
    if (report.tasks.length === 0)
        return `${head}\n\nNo task to check.\n`;
    const names = labels(report);
    const rows = report.tasks.map((t) => [
        (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(names.get(t), 160)),
        count(t.oracle),
        count(t.nop),
        t.flags.length === 0
            ? '✅'
            : t.flags.map((f) => `**${f.kind}**: ${(0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)(f.message, 300))}`).join('<br>'),
    ]);
    const table = (0,markdown_table/* markdownTable */.Q)([['Task', 'Oracle', 'Nop', 'Problems'], ...rows], {
        alignDelimiters: false,
        align: ['l', 'r', 'r', 'l'],
    });
    const cheat = report.cheat ? `\n${renderCheatMarkdown(report.cheat)}` : '';
    return `${head}\n\n${table}\n\n<sub>${task_check_EXPLAIN}</sub>\n${cheat}`;
}
function verdict(task) {
    return task.flags.length === 0 ? 'ok' : task.flags.map((f) => f.kind).join(', ');
}


/***/ }),

/***/ 78908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BS: () => (/* binding */ otherModeScores),
/* harmony export */   S2: () => (/* binding */ judgeCheats),
/* harmony export */   Yo: () => (/* binding */ withCheatReport)
/* harmony export */ });
/* unused harmony exports otherMode, attackOutcome, cheatFlags */
function otherMode(mode) {
    return mode === 'shared' ? 'separate' : 'shared';
}
/**
 * Any reward above 0 is a score, whatever else happened (a payload that timed out after writing a
 * reward still cheated). An error is the engine's, never the task's verdict.
 */
function attackOutcome(result) {
    const reason = result.reason ?? null;
    if (result.status === 'error')
        return { outcome: 'error', reward: 0, reason };
    if (result.reward > 0)
        return { outcome: 'scored', reward: result.reward, reason };
    return { outcome: result.timed_out.agent ? 'timed-out' : 'held', reward: result.reward, reason };
}
function judgeCheats(input) {
    const key = (path, attack, mode) => `${path}\0${attack}\0${mode}`;
    const seen = new Map(input.attempts.map((a) => [key(a.task_path, a.attack, a.mode), a.result]));
    const outcome = (path, attack, mode) => {
        const result = seen.get(key(path, attack, mode));
        return result ? attackOutcome(result) : null;
    };
    const tasks = input.tasks.map((task) => {
        const attacks = task.attacks.map((attack) => ({
            attack: attack.name,
            class: attack.class,
            own: outcome(task.relativeDir, attack.name, task.mode),
            other: outcome(task.relativeDir, attack.name, otherMode(task.mode)),
        }));
        return {
            task_name: task.name,
            task_path: task.relativeDir,
            mode: task.mode,
            hackable: attacks.some((a) => a.own?.outcome === 'scored'),
            attacks,
        };
    });
    tasks.sort((a, b) => (a.task_path < b.task_path ? -1 : a.task_path > b.task_path ? 1 : 0));
    return {
        pack: input.pack,
        user_attacks: [...input.userAttacks],
        tasks,
        hackable: tasks.filter((t) => t.hackable).length,
    };
}
/**
 * The check's flags for one task: one `hackable` per attack that scored in the task's own mode,
 * naming it and the fix. The separate mode is the fix to suggest when it held the attack there.
 */
function cheatFlags(task, attacks) {
    const byName = new Map(attacks.map((a) => [a.name, a]));
    return task.attacks
        .filter((a) => a.own?.outcome === 'scored')
        .map((a) => {
        const attack = byName.get(a.attack);
        const closedBySeparate = task.mode === 'shared' && a.other !== null && a.other.outcome !== 'scored';
        const fix = closedBySeparate
            ? `environment_mode = "separate" in [verifier], with the task's outputs declared in artifacts, held it (it scored 0 there)`
            : (attack?.fix ?? 'close the hole it uses');
        return {
            kind: 'hackable',
            message: `attack ${a.attack} (${a.class}) scored ${a.own.reward} in ${task.mode} mode: ${attack?.tries ?? ''}. Fix: ${fix}`,
        };
    });
}
/** Attacks that scored only in the mode the task does not use: a reason to keep its mode. */
function otherModeScores(task) {
    return task.attacks
        .filter((a) => a.other?.outcome === 'scored' && a.own?.outcome !== 'scored')
        .map((a) => a.attack);
}
/** The check's report with the attacks' verdict: each hackable task flagged, `cheat` beside. */
function withCheatReport(report, cheat, attacksOf) {
    const byPath = new Map(cheat.tasks.map((t) => [t.task_path, t]));
    const tasks = report.tasks.map((task) => {
        const cheated = byPath.get(task.task_path);
        if (!cheated)
            return task;
        return { ...task, flags: [...task.flags, ...cheatFlags(cheated, attacksOf(task.task_path))] };
    });
    return { ...report, tasks, flagged: tasks.filter((t) => t.flags.length > 0).length, cheat };
}


/***/ }),

/***/ 12067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ cheatRunIds),
/* harmony export */   Fp: () => (/* binding */ runCheatCheck)
/* harmony export */ });
/* unused harmony exports modeOf, attackedTask */
/* harmony import */ var _results_cheat_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78908);
/* harmony import */ var _task_attack_manifest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40223);
/* harmony import */ var _task_attack_pack_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82055);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88531);
// `check --cheat`: every task attacked by each payload of the attack pack and by its own
// cheat/solve.sh, as the oracle runs a solution (the payload mounted at /solution), in the task's
// verifier mode and in the other. Two ordinary runs, `<run-id>-cheat-shared` and
// `<run-id>-cheat-separate`, under `<out>/<run-id>/`; results/cheat-check.ts judges them.




/** The ids of the two runs the attacks make (their containers carry them). */
function cheatRunIds(runId) {
    return { shared: `${runId}-cheat-shared`, separate: `${runId}-cheat-separate` };
}
/** Where Harbor tasks keep their subject when task.toml names no workdir. */
const HARBOR_WORKDIR = '/app';
function modeOf(task) {
    return task.config.verifier.mode;
}
/**
 * The task as the attack runs it: the payload is its solution, its agent phase bounded by the
 * attack's timeout, its verifier switched to `mode`. A shared task made separate uses its own image
 * for the verifier (as Harbor does without tests/Dockerfile) and, when it declares no artifacts,
 * its working directory as one: the subject crosses as data, as a task author would declare it.
 */
function attackedTask(task, attack, mode, id) {
    const timeoutSec = Math.min(task.config.agent.timeoutSec, attack.timeoutSec);
    const verifier = { ...task.config.verifier, mode };
    const sameMode = mode === task.config.verifier.mode;
    return {
        ...task,
        id,
        hasSolution: true,
        solutionDir: attack.dir,
        steps: task.steps.map((step) => ({
            ...step,
            solutionDir: attack.dir,
            config: {
                ...step.config,
                agent: {
                    ...step.config.agent,
                    timeoutSec: Math.min(step.config.agent.timeoutSec, attack.timeoutSec),
                },
            },
        })),
        config: {
            ...task.config,
            agent: { ...task.config.agent, timeoutSec },
            collectedPaths: !sameMode && mode === 'separate' && task.config.collectedPaths.length === 0
                ? [
                    {
                        source: task.config.environment.workdir ?? HARBOR_WORKDIR,
                        destination: null,
                        exclude: [],
                        service: 'main',
                    },
                ]
                : task.config.collectedPaths,
            verifier: sameMode
                ? verifier
                : { ...verifier, environment: mode === 'shared' ? null : verifier.environment },
        },
        verifierImage: sameMode
            ? task.verifierImage
            : mode === 'shared'
                ? null
                : { contextDir: null, dockerImage: null, hash: task.environmentHash },
    };
}
async function runCheatCheck(options) {
    const { tasks, attacks, userAttackDirs, runId, ...run } = options;
    const perTask = new Map();
    for (const task of tasks) {
        const own = await (0,_task_attack_pack_js__WEBPACK_IMPORTED_MODULE_1__/* .taskCheat */ .R5)(task.dir, task.config.agent.timeoutSec);
        perTask.set(task.relativeDir, own ? [own, ...attacks] : attacks);
    }
    const attempts = [];
    for (const mode of ['shared', 'separate']) {
        const planned = new Map();
        const runTasks = [];
        for (const task of tasks)
            for (const attack of perTask.get(task.relativeDir)) {
                const id = `${task.id}~${mode}~${runTasks.length + 1}`;
                planned.set(id, { task_path: task.relativeDir, attack: attack.name });
                runTasks.push(attackedTask(task, attack, mode, id));
            }
        if (runTasks.length === 0)
            continue;
        const record = (result) => {
            const which = planned.get(result.task_id);
            if (which)
                attempts.push({ ...which, mode, result });
        };
        await (0,_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .runBenchmark */ .ff)({
            ...run,
            tasks: runTasks,
            agent: { name: 'oracle' },
            attempts: 1,
            runId: cheatRunIds(runId)[mode],
            label: 'check',
            onAttemptComplete: record,
        });
    }
    const report = (0,_results_cheat_check_js__WEBPACK_IMPORTED_MODULE_3__/* .judgeCheats */ .S2)({
        pack: _task_attack_manifest_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTACK_PACK_VERSION */ .ML,
        userAttacks: userAttackDirs,
        tasks: tasks.map((t) => ({
            name: t.name,
            relativeDir: t.relativeDir,
            mode: modeOf(t),
            attacks: perTask.get(t.relativeDir),
        })),
        attempts,
    });
    return { report, attacksOf: (path) => perTask.get(path) ?? [] };
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

/***/ 76987:
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

// EXTERNAL MODULE: ./src/task/attack-manifest.ts
var attack_manifest = __webpack_require__(40223);
;// CONCATENATED MODULE: ./src/results/cheat-report.ts
// `check.json`'s `cheat` section: each attack's outcome per task and verifier mode. Its own
// module so that task-check.ts can carry it without importing the verdict (cheat-check.ts).


const VERIFIER_MODES = ['shared', 'separate'];
/** `scored`: a reward above 0 (hackable); `held`: 0; `timed-out`: the payload ran out of time and scored 0; `error`: no verdict of ours. */
const OUTCOMES = ['scored', 'held', 'timed-out', 'error'];
const attackOutcomeSchema = schemas/* object */.Ikc({
    outcome: schemas/* enum */.k5n(OUTCOMES),
    reward: schemas/* number */.aig(),
    /** The attempt's reason (why it failed or errored); null when it passed. */
    reason: schemas/* string */.YjP().nullable(),
});
const cheatedTaskSchema = schemas/* object */.Ikc({
    task_name: schemas/* string */.YjP(),
    task_path: schemas/* string */.YjP(),
    /** The task's own verifier mode; `other` is the one it does not use. */
    mode: schemas/* enum */.k5n(VERIFIER_MODES),
    hackable: schemas/* boolean */.zMY(),
    attacks: schemas/* array */.YOg(schemas/* object */.Ikc({
        attack: schemas/* string */.YjP(),
        class: schemas/* enum */.k5n(attack_manifest/* ATTACK_CLASSES */._b),
        /** In the task's own mode, and in the other one; null: not run (interrupted). */
        own: attackOutcomeSchema.nullable(),
        other: attackOutcomeSchema.nullable(),
    })),
});
/** `check.json`'s `cheat`: what `check --cheat` adds. */
const cheatReportSchema = schemas/* object */.Ikc({
    /** The shipped pack's version, and the folders of the user's own attacks. */
    pack: schemas/* string */.YjP(),
    user_attacks: schemas/* array */.YOg(schemas/* string */.YjP()),
    tasks: schemas/* array */.YOg(cheatedTaskSchema),
    /** How many tasks are hackable (some attack scored in the task's own mode). */
    hackable: schemas/* number */.aig().int().min(0),
});

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
    'leak',
    'hackable',
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
    /** The leak lint ran (leak-lint/): what it could not look at, per task; absent with --no-leak-lint. */
    leak_lint: schemas/* object */.Ikc({ skipped: schemas/* array */.YOg(schemas/* object */.Ikc({ task_path: schemas/* string */.YjP(), note: schemas/* string */.YjP() })) }).optional(),
    /** `check --cheat`: each attack's outcome per task (its `hackable` flags are among the task's). */
    cheat: cheatReportSchema.optional(),
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
// EXTERNAL MODULE: ./src/run/runner.ts + 37 modules
var runner = __webpack_require__(88531);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
;// CONCATENATED MODULE: ./src/results/leak-lint/answers.ts
// The strings of a task's solution that an image must not carry in its environment or build record:
// quoted literals of 8+ characters and whole lines of 24+, less what any task's solution says
// (comments, set/cd/export, package installs, bare paths and URLs). Pure.
const MIN_LITERAL = 8;
const MIN_LINE = 24;
const GENERIC_LINE = /^(#|set |cd |export |source |\. |(sudo )?(apt(-get)?|pip3?|npm|yarn|pnpm|apk|conda|uv|cargo|go) (install|add|get)\b)/;
const BARE_PATH_OR_URL = /^(\/[\w.\-/]*|[a-z]+:\/\/\S+)$/;
function answerStrings(text) {
    const found = new Set();
    for (const raw of text.split('\n')) {
        const line = raw.trim();
        if (line === '' || GENERIC_LINE.test(line))
            continue;
        if (line.length >= MIN_LINE)
            found.add(line);
        for (const match of line.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)) {
            const literal = (match[1] ?? match[2] ?? '').trim();
            if (literal.length >= MIN_LITERAL && !BARE_PATH_OR_URL.test(literal) && !literal.includes('$'))
                found.add(literal);
        }
    }
    return [...found];
}

// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/results/leak-lint/probe-output.ts

const SHA = /^[0-9a-f]{40,64}$/;
const ZERO = /^0+$/;
function parseProbeOutput(text) {
    const out = { taskGitDir: null, repositories: [], files: [], noHash: false };
    let gitInImage = false;
    let repo = null;
    const done = () => {
        if (repo)
            out.repositories.push(finishRepository(repo));
        repo = null;
    };
    for (const line of text.split('\n')) {
        const [word = '', ...rest] = line.split(' ');
        const value = rest.join(' ');
        if (word === 'git')
            gitInImage = value === '1';
        else if (word === 'task')
            out.taskGitDir = value === '-' || value === '' ? null : value;
        else if (word === 'repo') {
            done();
            repo = {
                gitDir: rest.slice(1).join(' '),
                bare: rest[0] === '1',
                gitInImage,
                head: null,
                refs: [],
                reflog: [],
                remotes: [],
                beyondTaskCheckout: null,
                headRaw: null,
                packed: [],
            };
        }
        else if (word === 'file') {
            const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(value);
            if (match)
                out.files.push({ sha256: match[1], path: match[2], where: 'filesystem' });
        }
        else if (word === 'nohash')
            out.noHash = true;
        else if (repo)
            readRepositoryLine(repo, word, rest);
    }
    done();
    return out;
}
function readRepositoryLine(repo, word, rest) {
    if (word === 'headraw')
        repo.headRaw = rest.join(' ').trim();
    else if (word === 'head')
        repo.head = SHA.test(rest[0] ?? '') ? rest[0] : null;
    else if (word === 'ref' && rest.length >= 3 && SHA.test(rest[2]))
        repo.refs.push({ place: placeOf(rest[0]), name: rest[1], commit: rest[2] });
    else if (word === 'packed')
        repo.packed.push(rest.join(' '));
    else if (word === 'reflog' && rest.length >= 3 && SHA.test(rest[2]) && !ZERO.test(rest[2]))
        repo.reflog.push({ place: placeOf(rest[0]), log: rest[1], commit: rest[2] });
    else if (word === 'remote' && rest.length > 0)
        repo.remotes.push(rest.join(' '));
    else if (word === 'clone')
        repo.beyondTaskCheckout = Number.parseInt(rest[0] ?? '', 10) || 0;
}
/** Without git in the image: packed refs (a peeled `^` line names the previous tag's commit) and HEAD resolved by hand. */
function finishRepository(repo) {
    const { headRaw, packed, ...rest } = repo;
    const refs = [...rest.refs];
    for (const line of packed) {
        const [commit = '', name] = line.split(' ');
        if (commit.startsWith('^') && refs.length > 0)
            refs[refs.length - 1].commit = commit.slice(1);
        else if (name && SHA.test(commit))
            refs.push({ name, commit, place: 'unknown' });
    }
    let head = rest.head;
    if (head === null && headRaw !== null) {
        const symbolic = /^ref: (\S+)$/.exec(headRaw);
        head = symbolic
            ? (refs.find((r) => r.name === symbolic[1])?.commit ?? null)
            : SHA.test(headRaw)
                ? headRaw
                : null;
    }
    return { ...rest, refs, head };
}
const REF_PLACES = ['in', 'beyond', 'unknown'];
/** Where the probe placed a ref (its own words; anything else is unknown). */
function placeOf(word) {
    return (0,narrow/* isOneOf */.EK)(REF_PLACES, word) ? word : 'unknown';
}

;// CONCATENATED MODULE: ./src/results/leak-lint/probe-script.ts
// The shell the leak lint runs inside a container of the task's image (POSIX sh, git when the image
// has it): every git repository on the filesystem (a HEAD file beside objects/ and refs/), its refs,
// reflog and remotes, and the files whose sizes match a task file's, hashed. One line per fact, read
// by probe-output.ts. Bounded: at most 50 repositories, 500 refs and 200 reflog entries per log,
// 2,000 hashed files; the caller's time limit stops the rest. Arguments: workdir, sizes (in bytes).
// `@{` stands for the shell's `${`, which a template literal would read as its own.
const PROBE_SCRIPT = String.raw `
wd="$1"; sizes="$2"
g() { _gd="$1"; shift; git -c safe.directory='*' --git-dir="$_gd" "$@"; }
have_git=0; command -v git >/dev/null 2>&1 && have_git=1
echo "git $have_git"
TD=; p="$wd"
while [ -n "$p" ]; do
  if [ -d "$p/.git" ]; then TD="$p/.git"; break; fi
  [ "$p" = / ] && break
  p=$(dirname "$p")
done
T=
[ $have_git = 1 ] && [ -n "$TD" ] && T=$(g "$TD" rev-parse -q --verify 'HEAD^{commit}' 2>/dev/null)
echo "task @{TD:--}"
place() {
  if [ $have_git = 0 ]; then echo unknown; return; fi
  if [ -n "$2" ] && g "$1" merge-base --is-ancestor "$3" "$2" 2>/dev/null; then echo in; else echo beyond; fi
}
find / -xdev \( -path /proc -o -path /sys -o -path /dev \) -prune -o -type f -name HEAD -print 2>/dev/null |
while IFS= read -r f; do d="@{f%/HEAD}"; [ -d "$d/objects" ] && [ -d "$d/refs" ] && echo "$d"; done |
head -n 50 | while IFS= read -r d; do
  bare=1; case "$d" in */.git) bare=0 ;; esac
  echo "repo $bare $d"
  echo "headraw $(head -n 1 "$d/HEAD")"
  h=
  if [ $have_git = 1 ]; then
    h=$(g "$d" rev-parse -q --verify 'HEAD^{commit}' 2>/dev/null)
    echo "head @{h:--}"
    g "$d" for-each-ref --format='%(refname) %(objectname) %(*objectname)' 2>/dev/null | head -n 500 |
    while read -r name obj peeled; do
      c="@{peeled:-$obj}"; echo "ref $(place "$d" "$h" "$c") $name $c"
    done
  else
    find "$d/refs" -type f 2>/dev/null | head -n 500 | while IFS= read -r f; do
      echo "ref unknown @{f#$d/} $(head -n 1 "$f")"
    done
    [ -f "$d/packed-refs" ] && head -n 500 "$d/packed-refs" | sed 's/^/packed /'
  fi
  [ -d "$d/logs" ] && find "$d/logs" -type f 2>/dev/null | head -n 100 | while IFS= read -r f; do
    cut -d' ' -f2 "$f" | sort -u | head -n 200 | while read -r c; do
      echo "reflog $(place "$d" "$h" "$c") @{f#$d/} $c"
    done
  done
  [ -f "$d/config" ] && sed -n 's/^[[:space:]]*\[remote "\(.*\)"\].*/remote \1/p' "$d/config"
  if [ -n "$T" ] && [ "$d" != "$TD" ] && g "$d" cat-file -e "$T^{commit}" 2>/dev/null; then
    echo "clone $(g "$d" rev-list --all --not "$T" 2>/dev/null | wc -l)"
  fi
done
if [ -z "$sizes" ]; then exit 0; fi
if ! command -v sha256sum >/dev/null 2>&1; then echo "nohash"; exit 0; fi
expr=; for s in $sizes; do expr="$expr -o -size @{s}c"; done
find / -xdev \( -path /proc -o -path /sys -o -path /dev \) -prune -o -type f \( @{expr# -o } \) -print 2>/dev/null |
head -n 2000 | while IFS= read -r f; do sha256sum "$f" | sed 's/^/file /'; done
`.replaceAll('@{', '${');

;// CONCATENATED MODULE: ./src/results/leak-lint/rules.ts
const SAMPLE = 3;
function leakFindings(probe, listing) {
    return [
        ...listing.repositories.flatMap((repo) => repositoryFindings(repo, listing.taskGitDir)),
        ...taskFileFindings(probe, listing),
        ...answerFindings(probe, listing),
    ];
}
function repositoryFindings(repo, taskGitDir) {
    const path = repo.gitDir;
    const findings = [];
    const finding = (what, fix) => findings.push({ kind: 'git-history', path, what, fix });
    const prune = `git --git-dir=${path} reflog expire --expire=now --all && git --git-dir=${path} gc --prune=now`;
    if (repo.beyondTaskCheckout !== null && repo.beyondTaskCheckout > 0)
        finding(`a ${repo.bare ? 'bare ' : ''}clone of the task's repository (${taskGitDir}) with ${repo.beyondTaskCheckout} commit(s) beyond its checkout`, `remove it in the Dockerfile (rm -rf ${path}), or clone only the task's commit`);
    for (const ref of repo.refs.filter((r) => r.place === 'beyond'))
        finding(`${refKind(ref.name)} ${ref.name} points at ${rules_short(ref.commit)}, not in HEAD's history`, `${deleteRef(path, ref.name)}, then ${prune}`);
    const unknown = repo.refs.filter((r) => r.place === 'unknown' && r.commit !== repo.head);
    if (unknown.length > 0)
        finding(`${unknown.length} ref(s) point away from HEAD (${sample(unknown.map((r) => r.name))}); the image has no git to tell whether they are ahead`, `delete what the task does not need (git update-ref -d <ref>), then ${prune}`);
    const reflog = repo.reflog.filter((e) => e.place === 'beyond');
    if (reflog.length > 0)
        finding(`${reflog.length} reflog entr${reflog.length === 1 ? 'y reaches a commit' : 'ies reach commits'} not in HEAD's history (${sample(reflog.map((e) => rules_short(e.commit)))})`, prune);
    for (const remote of repo.remotes)
        finding(`remote ${remote} is configured: an agent can fetch upstream's later commits`, `git --git-dir=${path} remote remove ${remote}`);
    return findings;
}
function taskFileFindings(probe, listing) {
    const findings = [];
    const inFilesystem = new Set(listing.files.map((f) => `${f.sha256} ${f.path}`));
    const layerOnly = (listing.record?.layerFiles ?? []).filter((f) => !inFilesystem.has(`${f.sha256} ${f.path}`));
    for (const file of probe.files) {
        const solution = file.path.startsWith('solution/');
        const fix = solution
            ? 'do not copy solution/ into the image: the oracle gets it at run time'
            : 'do not copy tests/ into the image: the verifier gets them after the agent';
        for (const hit of listing.files.filter((f) => f.sha256 === file.sha256))
            findings.push({ kind: 'task-files', path: hit.path, what: `holds ${file.path} (same content)`, fix });
        for (const hit of layerOnly.filter((f) => f.sha256 === file.sha256))
            findings.push({
                kind: 'task-files',
                path: hit.path,
                what: `an image layer holds ${file.path} (same content), removed later but still in the image`,
                fix: `${fix}; a later rm leaves it in the earlier layer`,
            });
    }
    return findings;
}
function answerFindings(probe, listing) {
    const record = listing.record;
    if (!record)
        return [];
    const findings = [];
    const fix = 'compute expected outputs in the verifier (tests/); keep them out of ENV, ARG and RUN lines';
    for (const entry of record.env) {
        const [name = ''] = entry.split('=', 1);
        const value = entry.slice(name.length + 1);
        const answer = probe.answers.find((a) => value.includes(a.text));
        if (answer)
            findings.push({
                kind: 'answer-in-build',
                path: `ENV ${name}`,
                what: `holds ${quote(answer.text)} from ${answer.file}`,
                fix,
            });
    }
    record.history.forEach((command, index) => {
        const answer = probe.answers.find((a) => command.includes(a.text));
        if (answer)
            findings.push({
                kind: 'answer-in-build',
                path: `layer ${index + 1} (docker history)`,
                what: `its command holds ${quote(answer.text)} from ${answer.file}`,
                fix,
            });
    });
    return findings;
}
function refKind(name) {
    if (name.startsWith('refs/tags/'))
        return 'tag';
    if (name.startsWith('refs/remotes/'))
        return 'remote-tracking ref';
    if (name === 'refs/stash')
        return 'stash';
    if (name.startsWith('refs/heads/'))
        return 'branch';
    return 'ref';
}
function deleteRef(path, name) {
    if (name.startsWith('refs/tags/'))
        return `git --git-dir=${path} tag -d ${name.slice('refs/tags/'.length)}`;
    if (name === 'refs/stash')
        return `git --git-dir=${path} stash clear`;
    return `git --git-dir=${path} update-ref -d ${name}`;
}
function rules_short(commit) {
    return commit.slice(0, 12);
}
function sample(items) {
    const shown = items.slice(0, SAMPLE).join(', ');
    return items.length > SAMPLE ? `${shown}, …` : shown;
}
function quote(text) {
    return `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
}

// EXTERNAL MODULE: ./src/run/environment/labels.ts
var labels = __webpack_require__(10700);
;// CONCATENATED MODULE: ./src/run/leak-lint.ts
// The leak lint of `helios check` (issue #37 item 5): for each task, a container of its image runs
// the probe (git repositories, files of the task's sizes), the provider reads the image's record
// (environment, history, layers) where it can, and the rules (results/leak-lint/) say what leaks.
// Each task's look is bounded in time; what was not looked at is said, never silently passed.









/** Task files this small (an empty __init__.py) match too much to mean a leak. */
const MIN_FILE_BYTES = 16;
const MAX_ANSWER_FILE_BYTES = 64 * 1024;
const PROBE_TIMEOUT_MS = 120_000;
const MAX_PROBE_OUTPUT = 2 * 1024 * 1024;
async function lintLeaks(options) {
    const prepared = [];
    for (const task of options.tasks) {
        if (options.signal?.aborted)
            break;
        prepared.push({ task, image: await options.images.ensure(task), probe: await taskLeakProbe(task.dir) });
    }
    // Tasks sharing an image share one look at it, for the sizes of all their files.
    const wanted = new Map();
    for (const { task, image, probe } of prepared) {
        if (!image.ok)
            continue;
        const entry = wanted.get(image.image) ?? { task, sizes: new Set() };
        for (const file of probe.files)
            entry.sizes.add(file.size);
        wanted.set(image.image, entry);
    }
    const listings = new Map();
    for (const [image, { task, sizes }] of wanted) {
        if (options.signal?.aborted)
            break;
        listings.set(image, await lookAt(task, image, sizes, options));
    }
    return prepared.map(({ task, image, probe }) => {
        const listing = image.ok ? listings.get(image.image) : undefined;
        if (!listing)
            return {
                task_path: task.relativeDir,
                findings: [],
                skipped: [
                    image.ok ? 'not looked at: the check was stopped' : `no image to look at (${image.reason})`,
                ],
            };
        return {
            task_path: task.relativeDir,
            findings: leakFindings(probe, listing),
            skipped: [...listing.skipped, ...(listing.record?.skipped ?? [])],
        };
    });
}
/** One look at an image: the probe inside a container, then the provider's record of it. */
async function lookAt(task, image, sizes, options) {
    const listing = {
        image,
        taskGitDir: null,
        repositories: [],
        files: [],
        record: null,
        skipped: [],
    };
    await probeContainer(task, image, sizes, options, listing);
    const { imageRecord } = options.provider;
    if (imageRecord)
        listing.record = await imageRecord.call(options.provider, image, sizes).catch((error) => {
            listing.skipped.push(`the image's record could not be read: ${firstLine(error)}`);
            return null;
        });
    else
        listing.skipped.push(`the ${options.provider.title} provider cannot read an image's history: build arguments and layers were not looked at`);
    return listing;
}
/** Runs the probe in a container of the image (no network) and adds what it printed to `listing`. */
async function probeContainer(task, image, sizes, options, listing) {
    const { provider } = options;
    let environment = null;
    try {
        environment = await provider.create({
            image,
            env: {},
            workdir: null,
            labels: (0,labels/* attemptLabels */.Zc)(options.runId, task.id, 0),
            limits: { cpus: 1, memoryMb: 512, pidsLimit: 256 },
            network: provider.capabilities.noNetwork ? { kind: 'none' } : { kind: 'default' },
            mounts: [],
        });
        await environment.start(`the leak lint's container of ${image}`);
        const workdir = await environment.workdir();
        const chunks = [];
        let kept = 0;
        const stdout = new external_node_stream_.Writable({
            write(chunk, _encoding, done) {
                if (kept < MAX_PROBE_OUTPUT)
                    chunks.push(chunk);
                kept += chunk.length;
                done();
            },
        });
        const outcome = await environment.exec({
            cmd: ['/bin/sh', '-c', PROBE_SCRIPT, 'helios-leak-probe', workdir, [...sizes].join(' ')],
            user: 'root',
            stdout,
            timeoutMs: PROBE_TIMEOUT_MS,
        });
        const parsed = parseProbeOutput(Buffer.concat(chunks).toString('utf8'));
        Object.assign(listing, {
            taskGitDir: parsed.taskGitDir,
            repositories: parsed.repositories,
            files: parsed.files,
        });
        if (outcome.timedOut)
            listing.skipped.push(`the look inside the image stopped after ${PROBE_TIMEOUT_MS / 1000}s: what it found by then is listed`);
        else if (outcome.exitCode === 126 || outcome.exitCode === 127)
            listing.skipped.push('the image has no /bin/sh: repositories and files inside it were not looked for');
        if (parsed.noHash)
            listing.skipped.push('the image has no sha256sum: its files were not compared with solution/ and tests/');
    }
    catch (error) {
        listing.skipped.push(`the image could not be looked inside: ${firstLine(error)}`);
    }
    finally {
        await environment?.remove();
    }
}
/** The task's solution/ and tests/ files (hashes, sizes) and the solution's answer strings. */
async function taskLeakProbe(taskDir) {
    const probe = { files: [], answers: [] };
    for (const folder of ['solution', 'tests']) {
        for (const path of await filesUnder(taskDir, folder)) {
            const content = await (0,promises_.readFile)((0,external_node_path_.join)(taskDir, path));
            if (content.length < MIN_FILE_BYTES)
                continue;
            const file = {
                path,
                size: content.length,
                sha256: (0,external_node_crypto_.createHash)('sha256').update(content).digest('hex'),
            };
            probe.files.push(file);
            if (folder === 'solution' && content.length <= MAX_ANSWER_FILE_BYTES && !content.includes(0))
                for (const text of answerStrings(content.toString('utf8')))
                    probe.answers.push({ text, file: path });
        }
    }
    return probe;
}
async function filesUnder(root, folder) {
    const entries = await (0,promises_.readdir)((0,external_node_path_.join)(root, folder), { withFileTypes: true, recursive: true }).catch(() => []);
    return entries
        .filter((e) => e.isFile())
        .map((e) => (0,external_node_path_.join)(e.parentPath, e.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'))
        .sort();
}
function firstLine(error) {
    return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

;// CONCATENATED MODULE: ./src/results/leak-lint/flags.ts
function withLeakFlags(report, leaks) {
    const byPath = new Map(leaks.map((l) => [l.task_path, l]));
    const tasks = report.tasks.map((task) => {
        const found = byPath.get(task.task_path)?.findings ?? [];
        if (found.length === 0)
            return task;
        const flags = found.map((f) => ({ kind: 'leak', message: leakMessage(f) }));
        return { ...task, flags: [...task.flags, ...flags] };
    });
    return {
        ...report,
        tasks,
        flagged: tasks.filter((t) => t.flags.length > 0).length,
        leak_lint: {
            skipped: leaks.flatMap((l) => l.skipped.map((note) => ({ task_path: l.task_path, note }))),
        },
    };
}
function leakMessage(finding) {
    return `${finding.path}: ${finding.what}; fix: ${finding.fix}`;
}

// EXTERNAL MODULE: ./src/run/cheat-check.ts
var cheat_check = __webpack_require__(12067);
// EXTERNAL MODULE: ./src/results/cheat-check.ts
var results_cheat_check = __webpack_require__(78908);
;// CONCATENATED MODULE: ./src/run/task-check.ts
// Runs the task-author check: every task twice with `oracle` and once with `nop`, then judges the
// results (results/task-check.ts). Files: `<out>/<run-id>/<run-id>-{oracle,nop}/…` as two ordinary
// runs (their own run ids, so cleanup after a crash finds their containers), and
// `<out>/<run-id>/check.json`; build logs of both in `<out>/<run-id>/builds/`. With `cheat`, the
// attacks' two runs follow (run/cheat-check.ts) and their verdict joins the report.










/** The ids of the two runs a check starts (their containers carry them). */
function taskCheckRunIds(runId) {
    return { oracle: `${runId}-oracle`, nop: `${runId}-nop` };
}
async function runTaskCheck(options) {
    const { tasks, invalid, outputDir, runId, imageRegistry, images: given, onAttemptComplete, leakLint = true, cheat, ...run } = options;
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
    let report = checkTasks({ tasks, invalid, oracle: oracle?.tasks ?? [], nop: nop.tasks, errors });
    if (leakLint) {
        const leaks = await lintLeaks({
            tasks,
            images,
            provider: run.provider,
            runId: taskCheckRunIds(runId).nop,
            signal: run.signal,
        });
        report = withLeakFlags(report, leaks);
    }
    if (cheat) {
        const attacked = await (0,cheat_check/* runCheatCheck */.Fp)({ ...run, images, tasks, ...cheat, outputDir: dir, runId });
        report = (0,results_cheat_check/* withCheatReport */.Yo)(report, attacked.report, attacked.attacksOf);
    }
    await (0,result_files/* writeJsonAtomic */.Z)((0,external_node_path_.join)(dir, 'check.json'), report);
    return report;
}


/***/ }),

/***/ 40223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ML: () => (/* binding */ ATTACK_PACK_VERSION),
/* harmony export */   RI: () => (/* binding */ parseAttackManifest),
/* harmony export */   _b: () => (/* binding */ ATTACK_CLASSES),
/* harmony export */   ck: () => (/* binding */ AttackManifestError),
/* harmony export */   p3: () => (/* binding */ taskCheatAttack)
/* harmony export */ });
/* unused harmony export DEFAULT_ATTACK_TIMEOUT_SEC */
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3292);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);
// `attack.toml`: what one cheat of an attack pack is (attacks/v1/<name>/, or a user's folder).
// Pure: parsed from its text; the pack's folders are read by run/attack-pack.ts.


/** The shipped pack's version: its folder under attacks/. Released versions never change. */
const ATTACK_PACK_VERSION = 'v1';
/** An attack's agent phase, unless its manifest says otherwise (seconds). */
const DEFAULT_ATTACK_TIMEOUT_SEC = 60;
const ATTACK_CLASSES = [
    'reward',
    'startup-hook',
    'tool-shim',
    'tool-config',
    'daemon',
    'tests-early',
    'image-history',
    'subject-code',
    'task',
    'other',
];
const manifestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[a-z0-9][a-z0-9._-]*$/, 'lowercase letters, digits, ".", "_" and "-"'),
    class: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(ATTACK_CLASSES),
    tries: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().trim().min(1),
    fix: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().trim().min(1),
    timeout_sec: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).max(3600).optional(),
});
class AttackManifestError extends Error {
    file;
    constructor(file, message) {
        super(`${file}: ${message}`);
        this.file = file;
        this.name = 'AttackManifestError';
    }
}
/** The manifest of the folder `folderName`; its `name` must be the folder's, so a report's name finds the files. */
function parseAttackManifest(text, where) {
    let raw;
    try {
        raw = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    }
    catch (error) {
        throw new AttackManifestError(where.file, error instanceof smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .TomlError */ .zx ? error.message : String(error));
    }
    const parsed = manifestSchema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue.path.join('.');
        throw new AttackManifestError(where.file, field ? `${field}: ${issue.message}` : issue.message);
    }
    const manifest = parsed.data;
    if (manifest.name !== where.folderName)
        throw new AttackManifestError(where.file, `name: "${manifest.name}" differs from its folder "${where.folderName}"`);
    return {
        name: manifest.name,
        class: manifest.class,
        tries: manifest.tries,
        fix: manifest.fix,
        timeoutSec: manifest.timeout_sec ?? DEFAULT_ATTACK_TIMEOUT_SEC,
        source: where.source,
        dir: where.dir,
    };
}
/** The task's own `cheat/solve.sh` (Terminal-Bench 3's convention) as an attack. */
function taskCheatAttack(dir, timeoutSec) {
    return {
        name: 'cheat/solve.sh',
        class: 'task',
        tries: "the task's own cheat/solve.sh",
        fix: 'close the hole the task’s cheat/solve.sh uses (read it), then run check --cheat again',
        timeoutSec,
        source: 'task',
        dir,
    };
}


/***/ }),

/***/ 82055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O3: () => (/* binding */ loadAttacks),
/* harmony export */   R5: () => (/* binding */ taskCheat)
/* harmony export */ });
/* unused harmony exports shippedPackDir, loadAttackFolder */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40223);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52870);
// Finds and reads attack packs: the one shipped beside the bundle (attacks/<version>/), a user's
// folder of their own (`--attacks`), and a task's own cheat/solve.sh. Parsing is attack-manifest.ts.





/**
 * `attacks/<version>` of the install: the first ancestor of this module (src/task/ from a
 * checkout, dist/ in the bundle) that holds it.
 */
async function shippedPackDir(from = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url))) {
    for (let dir = from;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        if (await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .isDirectory */ .wd)(dir, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('attacks', _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .ATTACK_PACK_VERSION */ .ML)))
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'attacks', _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .ATTACK_PACK_VERSION */ .ML);
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            throw new _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .AttackManifestError */ .ck((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('attacks', _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .ATTACK_PACK_VERSION */ .ML), `the shipped attack pack is missing above ${from}; reinstall helios`);
    }
}
/** Every `<name>/solve.sh` with its `<name>/attack.toml` in `dir`, by name. */
async function loadAttackFolder(dir, source) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    if (!(await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .isDirectory */ .wd)(root, '.')))
        throw new _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .AttackManifestError */ .ck(dir, 'no such folder');
    const attacks = [];
    for (const name of (await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .subfolders */ .E)(root, '.')).sort()) {
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, name);
        if (!(await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .isFile */ .fo)(folder, 'solve.sh')))
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, 'attack.toml');
        if (!(await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .isFile */ .fo)(folder, 'attack.toml')))
            throw new _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .AttackManifestError */ .ck(file, 'missing: each attack names its class, what it tries and the fix');
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
        attacks.push((0,_attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .parseAttackManifest */ .RI)(text, { file, folderName: name, dir: folder, source }));
    }
    if (attacks.length === 0)
        throw new _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .AttackManifestError */ .ck(dir, 'holds no attack (a folder per attack, with solve.sh and attack.toml)');
    return attacks;
}
/** The shipped pack, then each user folder; a name used twice is an error, not a silent override. */
async function loadAttacks(userDirs, packDir) {
    const all = await loadAttackFolder(packDir ?? (await shippedPackDir()), 'pack');
    for (const dir of userDirs)
        all.push(...(await loadAttackFolder(dir, 'user')));
    const seen = new Map();
    for (const attack of all) {
        const before = seen.get(attack.name);
        if (before)
            throw new _attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .AttackManifestError */ .ck((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attack.dir, 'attack.toml'), `the name "${attack.name}" is already used by ${before.dir}; rename the folder and its name`);
        seen.set(attack.name, attack);
    }
    return all;
}
/** The task's own cheat/solve.sh (Terminal-Bench 3), given the task's agent timeout; null without one. */
async function taskCheat(taskDir, agentTimeoutSec) {
    return (await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .isFile */ .fo)(taskDir, 'cheat/solve.sh'))
        ? (0,_attack_manifest_js__WEBPACK_IMPORTED_MODULE_3__/* .taskCheatAttack */ .p3)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(taskDir, 'cheat'), agentTimeoutSec)
        : null;
}


/***/ })

};
