export const id = 8551;
export const ids = [8551];
export const modules = {

/***/ 28551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   exitCodeFor: () => (/* binding */ exitCodeFor)
/* harmony export */ });
/* harmony import */ var _results_compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17733);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26438);
/* harmony import */ var _results_schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41772);
/* harmony import */ var _run_agents_helios_model_id_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69274);
/* harmony import */ var _run_agents_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13965);
/* harmony import */ var _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78423);
/* harmony import */ var _run_environment_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2488);
/* harmony import */ var _run_runner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57543);
/* harmony import */ var _run_run_lock_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(802);
/* harmony import */ var _task_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(77846);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(77593);
// Exit codes of the `helios` command: 2 when it could not start (a usage error), 1 for anything
// else that stopped it. Loaded only when a command fails: the error classes bring their modules.











/**
 * Errors about what the command was given (flags, task folders, summary and result files, the
 * agent and model) or about where it runs (no Docker, a run folder another process holds): it
 * could not start. Classes, not names, so a
 * renamed or minified class cannot fall through to exit 1.
 */
const USAGE_ERRORS = [
    _args_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb,
    _task_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .TaskDiscoveryError */ .oB,
    _task_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .TaskConfigError */ .or,
    _results_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanError */ .W6,
    _run_runner_js__WEBPACK_IMPORTED_MODULE_7__/* .RunOptionsError */ .y1,
    _run_agents_types_js__WEBPACK_IMPORTED_MODULE_4__/* .UnknownAgentError */ .c,
    _run_agents_preflight_js__WEBPACK_IMPORTED_MODULE_5__/* .AgentPreflightError */ .nr,
    _run_agents_helios_model_id_js__WEBPACK_IMPORTED_MODULE_3__/* .ModelIdError */ .tZ,
    _results_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .Ar,
    _results_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .CompareError */ .M4,
    _run_environment_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ProviderUnavailableError */ .wd,
    _run_run_lock_js__WEBPACK_IMPORTED_MODULE_8__/* .RunLockedError */ .c6,
];
/** 2 for a usage error, 1 for anything else that stopped the command. */
function exitCodeFor(error) {
    return USAGE_ERRORS.some((type) => error instanceof type) ? 2 : 1;
}


/***/ })

};
