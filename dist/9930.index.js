export const id = 9930;
export const ids = [9930];
export const modules = {

/***/ 75685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FL: () => (/* binding */ ATTEMPT_RESULT_SCHEMA_VERSION),
  n_: () => (/* binding */ attemptStatusSchema),
  cF: () => (/* binding */ parseAttemptResult)
});

// UNUSED EXPORTS: attemptResultSchema, copyCappedSchema, phaseTimingsSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/results/verifier-isolation.ts
var verifier_isolation = __webpack_require__(65743);
// EXTERNAL MODULE: ./src/results/schema-error.ts
var schema_error = __webpack_require__(41772);
;// CONCATENATED MODULE: ./src/results/verifier-guard-schema.ts
// `result.json` `verifier_guard`: processes of the agent phase, planted files, tampering.

const verifierGuardSchema = schemas/* object */.Ikc({
    stopped: schemas/* array */.YOg(schemas/* object */.Ikc({
        pid: schemas/* number */.aig().int(),
        /** TCP ports it listened on (a service the task may need: declare it in `[verifier] keep_ports`). */
        ports: schemas/* array */.YOg(schemas/* number */.aig().int()).optional(),
        command: schemas/* string */.YjP(),
    })),
    /** Kept because they listen on a port of `[verifier] keep_ports` (`port`), or all with keep_agent_processes (null). */
    kept: schemas/* array */.YOg(schemas/* object */.Ikc({ pid: schemas/* number */.aig().int(), port: schemas/* number */.aig().int().nullable(), command: schemas/* string */.YjP() })),
    /** Files removed before the verifier: always empty since the guard judges changes instead (kept for older files). */
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Set when the agent phase changed what the verifier runs, or /tests changed while it ran: the attempt is an error. */
    tampering: schemas/* string */.YjP().nullable(),
});

;// CONCATENATED MODULE: ./src/results/step-result-schema.ts
// `result.json` `steps`: one entry per step a multi-step attempt ran (its files are in `steps/<name>/`).



const stepResultSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    status: schemas/* enum */.k5n(['passed', 'failed', 'error']),
    reason: schemas/* string */.YjP().nullable(),
    rewards: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()),
    reward: schemas/* number */.aig(),
    timings: schemas/* object */.Ikc({ setup_sec: schemas/* number */.aig(), agent_sec: schemas/* number */.aig(), verifier_sec: schemas/* number */.aig() }),
    exit_codes: schemas/* object */.Ikc({ agent: schemas/* number */.aig().int().nullable(), verifier: schemas/* number */.aig().int().nullable() }),
    timed_out: schemas/* object */.Ikc({ agent: schemas/* boolean */.zMY(), verifier: schemas/* boolean */.zMY() }),
    /** Older files only. */
    verifier_guard: verifierGuardSchema.nullable().optional(),
    verifier_isolation: verifier_isolation/* verifierIsolationSchema */.c.nullable().optional(),
});

// EXTERNAL MODULE: ./src/results/test-tally.ts
var test_tally = __webpack_require__(5899);
// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
;// CONCATENATED MODULE: ./src/results/trial-record.ts
// result.json's `trial`: what each scene of a trial did, turn by turn, and where each role's
// trajectory is. Absent for an attempt of one agent and one prompt.

const trialTurnRecordSchema = schemas/* object */.Ikc({
    role: schemas/* string */.YjP(),
    exit_code: schemas/* number */.aig().int().nullable(),
    timed_out: schemas/* boolean */.zMY(),
    duration_sec: schemas/* number */.aig().nonnegative(),
    /** Messages this turn left in the outbox, by recipient; delivered in front of its next prompt. */
    outbox_sent: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Outbox files dropped, with why (no such role, a link, too big). */
    outbox_dropped: schemas/* array */.YOg(schemas/* object */.Ikc({ file: schemas/* string */.YjP(), reason: schemas/* string */.YjP() })),
    /** The role's session ended in this turn (its agent process died): the scene's later turns were skipped. */
    ended: schemas/* string */.YjP().optional(),
});
const trialSceneRecordSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    turns: schemas/* array */.YOg(trialTurnRecordSchema),
    /** The scene's time ran out before its last turn ended (later turns did not run). */
    timed_out: schemas/* boolean */.zMY(),
    /** Each role's ATIF trajectory, relative to the attempt's folder, by role. */
    trajectories: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
});
const trialRecordSchema = schemas/* object */.Ikc({
    scenes: schemas/* array */.YOg(trialSceneRecordSchema),
});

;// CONCATENATED MODULE: ./src/results/environment-record-schema.ts
// `result.json` `services` and `healthcheck`: what a compose task's sidecars and the task's
// healthcheck did, so a failed or slow setup can be read without the service logs.

const serviceRecordSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    image: schemas/* string */.YjP(),
    started_at: schemas/* string */.YjP(),
    /** When it was ready (healthy, running, or completed); null when it never was. */
    ready_at: schemas/* string */.YjP().nullable(),
    /** How it was judged ready: its health test passed, it ran (no health test), or it completed. */
    health: schemas/* enum */.k5n(['healthy', 'running', 'completed']).nullable(),
    /** Its exit code when it had stopped by the attempt's end; null while it still ran. */
    exit_code: schemas/* number */.aig().int().nullable(),
});
const healthcheckRecordSchema = schemas/* object */.Ikc({
    /** How many times the check ran. */
    checks: schemas/* number */.aig().int().min(0),
    passed: schemas/* boolean */.zMY(),
    /** The last failure's exit code or timeout and output, when it failed. */
    detail: schemas/* string */.YjP().nullable(),
});

;// CONCATENATED MODULE: ./src/results/attempt-result.ts
// An attempt's result.json: one zod definition gives its type, its reader and its published schema.









const ATTEMPT_RESULT_SCHEMA_VERSION = 1;
const attemptStatusSchema = schemas/* enum */.k5n(['passed', 'failed', 'error']);
const finite = () => schemas/* number */.aig().refine(Number.isFinite, 'expected a finite number');
const phaseTimingsSchema = schemas/* object */.Ikc({
    build_sec: finite(),
    setup_sec: finite(),
    agent_sec: finite(),
    verifier_sec: finite(),
    teardown_sec: finite(),
});
/** Set when the attempt's copy cap was reached: files copied out of the environment after it were skipped. */
const copyCappedSchema = schemas/* object */.Ikc({
    /** The attempt's total cap on bytes copied out of its environment to the host. */
    cap_bytes: schemas/* number */.aig().int().min(0),
    /** What the copied files take on the host (a sparse file counts its full size). */
    copied_bytes: schemas/* number */.aig().int().min(0),
    skipped_files: schemas/* number */.aig().int().min(1),
    /** Environment paths of the first skipped files (at most 10), in copy order; `service:path` for a sidecar's. */
    first_skipped: schemas/* array */.YOg(schemas/* string */.YjP()),
});
/** `<out>/<run-id>/<NNN>_<slug>/attempt_<NNN>/result.json` */
const attemptResultSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(ATTEMPT_RESULT_SCHEMA_VERSION),
    run_id: schemas/* string */.YjP(),
    task_id: schemas/* string */.YjP(),
    task_name: schemas/* string */.YjP(),
    task_checksum: schemas/* string */.YjP(),
    /** 1-based. */
    attempt: schemas/* number */.aig().int(),
    agent: schemas/* string */.YjP(),
    model: schemas/* string */.YjP().nullable(),
    status: attemptStatusSchema,
    /** Why: for `error` the infrastructure or verifier fault; for `failed` a short note (e.g. reward 0.5). */
    reason: schemas/* string */.YjP().nullable(),
    /** Flat `{name: number}` from reward.json, or `{reward: n}` from reward.txt; `{}` on error. */
    rewards: schemas/* record */.g1P(schemas/* string */.YjP(), finite()),
    /** The main reward; 0 when status is `error` (errors count 0, as Harbor). */
    reward: finite(),
    started_at: schemas/* string */.YjP(),
    finished_at: schemas/* string */.YjP(),
    duration_sec: finite(),
    timings: phaseTimingsSchema,
    exit_codes: schemas/* object */.Ikc({ agent: schemas/* number */.aig().int().nullable(), verifier: schemas/* number */.aig().int().nullable() }),
    timed_out: schemas/* object */.Ikc({ agent: schemas/* boolean */.zMY(), verifier: schemas/* boolean */.zMY() }),
    oom_killed: schemas/* boolean */.zMY(),
    /** Infrastructure retries spent before this result. */
    retries: schemas/* number */.aig().int().min(0),
    /** Each earlier try's infrastructure fault, and the seconds waited before the next; absent without retries. */
    retried: schemas/* array */.YOg(schemas/* object */.Ikc({ reason: schemas/* string */.YjP(), wait_sec: schemas/* number */.aig().nonnegative() })).optional(),
    /** Older files only: what the name-based verifier guard stopped, kept and judged. */
    verifier_guard: verifierGuardSchema.nullable().optional(),
    /**
     * Where the verifier ran, and so what it trusted (run/trust-boundary.ts): `separate` and
     * `beside` in an environment of the pristine image, `in-environment` in the agent's; null: no
     * verifier ran; absent in older files.
     */
    verifier_isolation: verifier_isolation/* verifierIsolationSchema */.c.nullable().optional(),
    /**
     * A failure the verifier gave no verdict on (it timed out, wrote no usable reward, or the agent
     * left the attempt unverifiable): counted as a failure, and shown per agent in reports.
     */
    no_verdict: schemas/* literal */.euz(true).optional(),
    /** The paths copied from the agent into the verifier's own environment (its subject). */
    verifier_subject: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Tokens, turns and cost of the agent; null when it reports none (oracle, nop, command). */
    usage: usage/* usageSchema */.ht.nullable(),
    /** Multi-step tasks: each step that ran, in order; the attempt's reward is their roll-up. */
    steps: schemas/* array */.YOg(stepResultSchema).optional(),
    /** Compose tasks: each sidecar service, in start order. */
    services: schemas/* array */.YOg(serviceRecordSchema).optional(),
    /** Tasks with `[environment.healthcheck]`: how it went before the agent started. */
    healthcheck: healthcheckRecordSchema.nullable().optional(),
    /** Absent unless the copy cap was reached (and in files older than it). */
    copy_capped: copyCappedSchema.optional(),
    /** Tasks with a `[trial]` (or a run's `--trial`): each scene's turns and trajectories. */
    trial: trialRecordSchema.optional(),
    /** Per-test counts from the verifier's ctrf.json (the last step's); absent without a readable one. */
    tests: test_tally/* attemptTestsSchema */.AH.optional(),
});
/** Parses and validates result.json; a SchemaError names the file and the field at fault. */
function parseAttemptResult(text, file) {
    const raw = (0,schema_error/* parseJsonFile */.OW)(text, file);
    (0,schema_error/* checkSchemaVersion */.yE)(raw, file, [ATTEMPT_RESULT_SCHEMA_VERSION], 'attempt result');
    return (0,schema_error/* validate */.tf)(attemptResultSchema, raw, file);
}


/***/ }),

/***/ 49930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ invalidTaskSchema),
/* harmony export */   HE: () => (/* binding */ parseRunSummary),
/* harmony export */   oO: () => (/* binding */ RUN_SUMMARY_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports RUN_SUMMARY_SCHEMA_VERSIONS, STOP_CAUSES, taskSummarySchema, runTotalsSchema, runDatasetSchema, runSourceSchema, runSummarySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(80737);
/* harmony import */ var _verifier_isolation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65743);
/* harmony import */ var _attempt_result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75685);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41772);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8233);
/* harmony import */ var _test_tally_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5899);
// `run_summary.json` (kind `run`) and each shard's `shard_summary.json` (kind `shard`): one zod
// definition gives the types, the reader and the published schema. Unknown extra fields are
// tolerated and left out (a newer writer may add optional ones); counts must agree with the
// statuses they summarise.






const RUN_SUMMARY_SCHEMA_VERSION = 1;
const RUN_SUMMARY_SCHEMA_VERSIONS = [RUN_SUMMARY_SCHEMA_VERSION];
/** interrupted: a signal (Ctrl-C); agent: a fault every attempt would meet; budget: the run's budget spent; output: a write failed. */
const STOP_CAUSES = ['interrupted', 'agent', 'budget', 'output'];
const finite = () => zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().refine(Number.isFinite, 'expected a finite number');
const count = () => zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0);
/** `{ "1": 0.5, "2": 0.8 }`: keys are k as strings, every value in [0, 1]. */
const curve = () => zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(1));
const taskSummarySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    task_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    task_name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    task_checksum: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    /** Task folder relative to the discovery root, `/`-separated. */
    task_path: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    /** Output folder name, `<NNN>_<slug>`. */
    output_dir: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    n: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1),
    successes: count(),
    errors: count(),
    /** Attempt statuses in attempt order. */
    statuses: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_attempt_result_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptStatusSchema */ .n_),
    rewards: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(finite()),
    /** Distinct error/failure reasons with counts. */
    reasons: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), count: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1) })),
    pass_at_k: curve(),
    pass_hat_k: curve(),
    mean_reward: finite(),
    duration_sec: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ mean: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0), total: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0), max: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0) }),
    /** Sum over the attempts that reported usage; null or absent (older files) when none did. */
    usage: _usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usageSchema */ .ht.nullable().optional(),
    /**
     * Where its verifiers ran, and so what they trusted (run/trust-boundary.ts); the least isolated
     * of its attempts when they differ; absent in older files or when no verifier ran.
     */
    verifier_isolation: _verifier_isolation_js__WEBPACK_IMPORTED_MODULE_0__/* .verifierIsolationSchema */ .c.optional(),
    /** Failures without the verifier's verdict (attempt results' `no_verdict`); absent when none. */
    no_verdict: count().optional(),
    /** Multi-step tasks: per step, in order, how many attempts ran it and how many it passed. */
    steps: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), ran: count(), passed: count() })).optional(),
    /** Which tests failed in how many attempts, from the verifiers' ctrf.json; absent when none wrote one. */
    tests: _test_tally_js__WEBPACK_IMPORTED_MODULE_4__/* .taskTestsSchema */ .QI.optional(),
    /**
     * Attempts the run planned for this task that never ran (it was interrupted or stopped); absent
     * when all ran. Such a task is left out of the run's pass@k, pass^k and mean reward.
     */
    unfinished: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1).optional(),
});
const runTotalsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    /** Tasks whose attempts all ran: what pass@k, pass^k and mean reward are over. */
    tasks: count(),
    /** Tasks left out of those figures because some of their attempts never ran; absent in older files. */
    unfinished_tasks: count().optional(),
    attempts: count(),
    passed: count(),
    failed: count(),
    errors: count(),
    invalid_tasks: count(),
    /** Mean over `tasks` of the unbiased estimator, for every k ≤ attempts. */
    pass_at_k: curve(),
    pass_hat_k: curve(),
    raw_pass_rate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(1),
    mean_reward: finite(),
    /** Sum over tasks; null or absent (older files) when no attempt reported usage. */
    usage: _usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usageSchema */ .ht.nullable().optional(),
});
/** A named dataset: its registry entry's name, version, repository, pinned commit and folder. */
const runDatasetSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    version: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    git_url: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    git_commit_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
/** Where a run came from: filled by the action from the GitHub context, by the CLI from git. */
const runSourceSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    repository: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
    sha: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
    ref: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
    workflow_run_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
    workflow_run_url: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
});
// The task loader owns these two shapes; annotating them here keeps both definitions in step.
const invalidTaskSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    relative_dir: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    field: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
    message: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
const taskWarningSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    relative_dir: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    field: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
const runSummarySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(RUN_SUMMARY_SCHEMA_VERSION),
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['run', 'shard']),
    run_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    label: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    /** 0-based index, like the plan's matrix; null for a whole run. */
    shard: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ index: count(), count: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1) }).nullable(),
    agent: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1),
    concurrency: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1),
    started_at: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    finished_at: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    duration_sec: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0),
    source: runSourceSchema.nullable(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(taskSummarySchema),
    invalid_tasks: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(invalidTaskSchema),
    /** task.toml fields that loaded but change nothing here; absent in older files. */
    task_warnings: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(taskWarningSchema).optional(),
    /**
     * Why the run started no further attempt (interrupted by a signal; an answer every attempt would
     * get, such as a rejected key; several agent errors in a row; its budget spent; its output could
     * not be written) and the attempts it did not run: after an agent fault they are recorded as
     * `not started:` errors, otherwise they are not recorded at all. Null or absent when nothing
     * stopped it (older files also say null after an interruption).
     */
    stopped: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        /** What stopped it; absent in older files. */
        cause: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(STOP_CAUSES).optional(),
        /** Attempts of its valid tasks the run planned, run or not; absent in older files. */
        attempts_planned: count().optional(),
        not_started: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
            task_name: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
            /** Absent in older files. */
            task_id: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
            attempt: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1),
        })),
    })
        .nullable()
        .optional(),
    totals: runTotalsSchema,
    /**
     * sha256 over the path and checksum of each task in `tasks` (results/tasks-checksum.ts): two runs
     * ran the same task files only when it is equal; absent in older files.
     */
    tasks_checksum: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    /** The named dataset the tasks came from (`helios batch -d`); absent for a tasks folder. */
    dataset: runDatasetSchema.optional(),
});
/**
 * Parses and validates a run or shard summary. Throws SchemaError naming `file` and the field for
 * truncated JSON, an unknown schema_version, a wrong kind, or a missing/mistyped field.
 */
function parseRunSummary(text, file, expectedKind) {
    const raw = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonFile */ .OW)(text, file);
    (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .checkSchemaVersion */ .yE)(raw, file, RUN_SUMMARY_SCHEMA_VERSIONS, 'run summary');
    const summary = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .validate */ .tf)(runSummarySchema, raw, file);
    const fail = (field, detail) => {
        throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .Ar(file, field, detail);
    };
    if (expectedKind !== undefined && summary.kind !== expectedKind)
        fail('kind', `expected a ${expectedKind} summary, got a ${summary.kind} summary`);
    if (summary.shard === null && summary.kind === 'shard')
        fail('shard', 'a shard summary needs {index, count}, got null');
    if (summary.shard && summary.shard.index >= summary.shard.count)
        fail('shard.index', `${summary.shard.index} is outside [0, ${summary.shard.count - 1}]`);
    summary.tasks.forEach((task, i) => checkCounts(task, `tasks[${i}]`, fail));
    return summary;
}
/** Counts and statuses must tell the same story, else pass@k would silently disagree with the table. */
function checkCounts(task, at, fail) {
    if (task.statuses.length !== task.n)
        fail(`${at}.statuses`, `has ${task.statuses.length} entries, n is ${task.n}`);
    const passed = task.statuses.filter((s) => s === 'passed').length;
    const errored = task.statuses.filter((s) => s === 'error').length;
    if (passed !== task.successes)
        fail(`${at}.successes`, `is ${task.successes} but statuses hold ${passed} passed`);
    if (errored !== task.errors)
        fail(`${at}.errors`, `is ${task.errors} but statuses hold ${errored} error`);
}


/***/ }),

/***/ 41772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   OW: () => (/* binding */ parseJsonFile),
/* harmony export */   tf: () => (/* binding */ validate),
/* harmony export */   yE: () => (/* binding */ checkSchemaVersion)
/* harmony export */ });
/* unused harmony export describeValue */
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69212);

class SchemaError extends Error {
    file;
    field;
    detail;
    name = 'SchemaError';
    constructor(
    /** The file (or artifact name) being read. */
    file, 
    /** Dotted/indexed field path, e.g. `tasks[3].pass_at_k.1`; null when the whole file is at fault. */
    field, detail) {
        super(field === null ? `${file}: ${detail}` : `${file}: ${field}: ${detail}`);
        this.file = file;
        this.field = field;
        this.detail = detail;
    }
}
/** Parses JSON, turning a syntax error (typically a truncated upload) into a SchemaError. */
function parseJsonFile(text, file) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const why = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error);
        const hint = text.trim().length === 0 ? 'the file is empty' : `not valid JSON (truncated?): ${why}`;
        throw new SchemaError(file, null, hint);
    }
}
/** Rejects an unknown `schema_version` before the shape is read, naming the versions this build reads. */
function checkSchemaVersion(raw, file, supported, what) {
    if (!(0,_narrow_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(raw))
        throw new SchemaError(file, null, `expected an object, got ${describeValue(raw)}`);
    const version = raw['schema_version'];
    if (version === undefined)
        throw new SchemaError(file, 'schema_version', `missing; not a ${what} file?`);
    if (typeof version !== 'number' || !supported.includes(version))
        throw new SchemaError(file, 'schema_version', `unsupported version ${JSON.stringify(version)}; this build reads ${what} schema_version ${supported.join(', ')}`);
}
/** Validates `raw` against `schema`; the first problem becomes a SchemaError naming file and field. */
function validate(schema, raw, file, prefix = '') {
    const parsed = schema.safeParse(raw, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const field = [prefix, ...issue.path.map(pathPart)].join('').replace(/^\./, '');
    throw new SchemaError(file, field === '' ? null : field, issueText(issue));
}
/** `tasks[3].pass_at_k.1`: indexes in brackets, keys after dots. */
function pathPart(key) {
    return typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
}
const EXPECTED = {
    number: 'a finite number',
    int: 'an integer',
    string: 'a string',
    boolean: 'a boolean',
    object: 'an object',
    record: 'an object',
    array: 'an array',
    null: 'null',
};
function issueText(issue) {
    const input = 'input' in issue ? issue.input : undefined;
    switch (issue.code) {
        case 'invalid_type':
            return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${describeValue(input)}`;
        case 'invalid_union':
            return `expected ${issue.message.replace(/^Invalid input:?\s*/i, '') || 'another shape'}, got ${describeValue(input)}`;
        case 'invalid_value':
            return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${JSON.stringify(input)}`;
        case 'too_small':
            return `${JSON.stringify(input)} is below the minimum ${String(issue.minimum)}`;
        case 'too_big':
            return `${JSON.stringify(input)} is above the maximum ${String(issue.maximum)}`;
        default:
            return issue.message;
    }
}
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (value === undefined)
        return 'missing';
    if (typeof value === 'number' || typeof value === 'boolean')
        return JSON.stringify(value);
    if (typeof value === 'string')
        return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    return `a ${typeof value}`;
}


/***/ }),

/***/ 65743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ ISOLATION_TRUSTS),
/* harmony export */   c: () => (/* binding */ verifierIsolationSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80737);
// Where a verifier ran, and so what it trusted (the mechanism: run/trust-boundary.ts). Read by the
// result and summary schemas and the reports.

const verifierIsolationSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['separate', 'beside', 'in-environment']);
const ISOLATION_TRUSTS = {
    separate: 'the declared artifacts, as data, in a fresh environment of the image',
    beside: "the agent's working directory, declared artifacts and the paths the tests name, as data in a fresh environment of the image, and the services the agent left on its network",
    'in-environment': "everything in the agent's environment: the verifier runs there (no isolation on this provider)",
};


/***/ })

};
