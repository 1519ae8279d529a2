export const id = 6418;
export const ids = [6418];
export const modules = {

/***/ 76418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkCommand: () => (/* binding */ checkCommand)
/* harmony export */ });
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89041);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_task_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89340);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60841);
/* harmony import */ var _run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(28330);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69505);
/* harmony import */ var _run_schedule_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(34592);
/* harmony import */ var _run_interrupt_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47214);
/* harmony import */ var _run_task_check_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7424);
/* harmony import */ var _task_discover_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(95728);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77593);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(46046);
/* harmony import */ var _box_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(90799);
/* harmony import */ var _output_folder_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(12218);
/* harmony import */ var _registry_flag_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(75278);
// `helios check <tasks-dir>`: the task-author check (oracle twice, nop once per task) as a table;
// exit 1 when any task is flagged.















const HELP = `Usage: helios check <tasks-dir> [options]

Checks that tasks are fit to benchmark with: each runs twice with oracle (solution/solve.sh) and
once with nop. A task is flagged when the oracle fails (not solvable), nop passes (the verifier
rewards no work), the verifier ends without a reward, the two oracle rewards differ (not
deterministic), it has no solution, or it is invalid. Results go to <output>/<run-id>/
(<run-id>-oracle/, <run-id>-nop/ and check.json).

  -n, --concurrency N   attempts running at once (default 2)
  -o, --output DIR      output folder (default output)
  -p, --pattern GLOB    glob that finds task files (default **/task.toml)
      --include GLOB    only tasks whose name matches (repeatable)
      --exclude GLOB    skip tasks whose name matches (repeatable)
      --run-id ID       run folder name (default check_<yyyymmdd_hhmmss>)
${_registry_flag_js__WEBPACK_IMPORTED_MODULE_12__/* .REGISTRY_HELP */ .i}
      --markdown        print the table as markdown (what the action posts)
      --json            print check.json on stdout

Exit code: 0 when no task is flagged, 1 when one is, 2 on a usage error, 130 when interrupted.`;
async function checkCommand(argv) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .parse */ .qg)(argv, {
        concurrency: { type: 'string', short: 'n' },
        output: { type: 'string', short: 'o' },
        pattern: { type: 'string', short: 'p' },
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
        throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`helios check needs one tasks folder.\n\n${HELP}`);
    const found = await (0,_task_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .discoverTasks */ ._6)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target), (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .discoveryFlags */ .C8)(values));
    if (found.tasks.length === 0 && found.invalid.length === 0)
        throw new _args_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`no tasks found under ${target}`);
    const skipped = (0,_box_js__WEBPACK_IMPORTED_MODULE_10__/* .skippedFoldersLine */ .KV)(found.skipped);
    if (skipped !== null)
        process.stderr.write(`${skipped}\n`);
    const imageRegistry = await (0,_registry_flag_js__WEBPACK_IMPORTED_MODULE_12__/* .registryFlag */ .m)(values);
    await (0,_output_folder_js__WEBPACK_IMPORTED_MODULE_11__/* .assertOutputFolder */ .g)((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .stringFlag */ .AM)(values, 'output') ?? 'output');
    const docker = (0,_run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_0__/* .dockerClient */ ._)();
    await (0,_run_providers_docker_reachable_js__WEBPACK_IMPORTED_MODULE_13__/* .assertDockerReachable */ .CD)(docker);
    const runId = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .stringFlag */ .AM)(values, 'run-id') ?? (0,_run_schedule_js__WEBPACK_IMPORTED_MODULE_14__/* .defaultRunId */ .OX)(new Date()).replace(/^run_/, 'check_');
    const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_9__/* .createProgress */ .m)({
        stream: process.stderr,
        quiet: false,
        live: process.stderr.isTTY === true,
        phases: (0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .checkPhases */ .Z)((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_6__/* .taskCheckRunIds */ .D)(runId)),
    });
    const interrupt = (0,_run_interrupt_js__WEBPACK_IMPORTED_MODULE_5__/* .interruptOnSignals */ .c)({
        docker,
        runIds: Object.values((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_6__/* .taskCheckRunIds */ .D)(runId)),
        onFirst: (signal) => process.stderr.write(`\n${signal}: stopping — removing containers (again to force)\n`),
    });
    let report;
    try {
        report = await (0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_6__/* .runTaskCheck */ .b)({
            tasks: found.tasks,
            invalid: found.invalid,
            outputDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .stringFlag */ .AM)(values, 'output') ?? 'output'),
            runId,
            concurrency: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .runSettingFlag */ .k9)(values, 'concurrency'),
            docker,
            imageRegistry,
            signal: interrupt.signal,
            onProgress: progress.onProgress,
        });
    }
    catch (error) {
        if (error instanceof _run_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .RunAbortedError */ .$H)
            return _run_interrupt_js__WEBPACK_IMPORTED_MODULE_5__/* .INTERRUPTED_EXIT_CODE */ .C;
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


/***/ })

};
