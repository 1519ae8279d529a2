export const id = 6418;
export const ids = [6418];
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


/***/ })

};
