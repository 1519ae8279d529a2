export const id = 7278;
export const ids = [7278];
export const modules = {

/***/ 87278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  downloadCommand: () => (/* binding */ downloadCommand)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/github/artifacts.ts
var artifacts = __webpack_require__(4616);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(68036);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/github/download-run.ts
// `helios download`: fetch a workflow run's per-attempt artifacts through the REST API and lay
// them out as the local CLI does: `<out>/<run-id>/<NNN>_<slug>/attempt_<NNN>/…`. Attempt
// artifacts are uploaded with the run folder as root, so their entries already carry
// `<NNN>_<slug>/attempt_<NNN>/`; extracting each into `<out>/<run-id>` rebuilds the tree. Per-task
// and per-shard bundles (beyond 500 artifacts per job) keep the same layout.






function taskMatcher(glob) {
    if (!glob)
        return () => true;
    const isMatch = picomatch_default()(glob, { nocase: true });
    return (taskDir) => isMatch(taskDir) || isMatch(taskDir.replace(/^\d+_/, ''));
}
function wanted(parsed, withReport, matches) {
    switch (parsed.kind) {
        case 'attempt':
        case 'task-attempts':
            return matches(parsed.taskDir);
        case 'shard-attempts':
            return true;
        case 'report':
            return withReport;
        default:
            return false;
    }
}
async function downloadRun(opts) {
    const runDir = external_node_path_default().join(opts.outDir, String(opts.runId));
    const matches = taskMatcher(opts.taskGlob);
    const withReport = opts.withReport ?? !opts.taskGlob;
    await (0,promises_.mkdir)(runDir, { recursive: true });
    const listed = await opts.octokit.paginate(opts.octokit.rest.actions.listWorkflowRunArtifacts, {
        owner: opts.owner,
        repo: opts.repo,
        run_id: opts.runId,
        per_page: 100,
    });
    const result = { runDir, downloaded: [], skipped: [], failed: [] };
    const picked = [];
    // Newest first: a name uploaded twice (re-run) keeps its latest copy only.
    const seen = new Set();
    for (const artifact of [...listed].sort((a, b) => b.id - a.id)) {
        const any = (0,artifact_names/* parseAnyArtifactName */.fm)(artifact.name);
        if (!any || (opts.label !== undefined && any.label !== opts.label))
            continue;
        if (seen.has(artifact.name))
            continue;
        seen.add(artifact.name);
        if (artifact.expired || !wanted(any.parsed, withReport, matches)) {
            result.skipped.push(artifact.name);
            continue;
        }
        picked.push({ artifact, parsed: any.parsed });
    }
    picked.sort((a, b) => (a.artifact.name < b.artifact.name ? -1 : 1));
    const limit = (0,p_limit/* default */.A)(opts.concurrency ?? 4);
    const from = { runId: opts.runId, owner: opts.owner, repo: opts.repo, token: opts.token };
    await Promise.all(picked.map(({ artifact, parsed }) => limit(async () => {
        try {
            // A shard bundle under a task glob is extracted aside, then only matching tasks copied.
            const filtered = parsed.kind === 'shard-attempts' && opts.taskGlob !== undefined;
            const target = filtered ? await (0,promises_.mkdtemp)(external_node_path_default().join(opts.outDir, '.helios-download-')) : runDir;
            const got = await opts.artifacts.downloadIdFromRun({
                ...from,
                id: artifact.id,
                name: artifact.name,
                ...(artifact.digest ? { digest: artifact.digest } : {}),
                dir: target,
            });
            if (got.digestMismatch)
                throw new Error('digest mismatch: the download is corrupt');
            if (filtered) {
                for (const entry of await (0,promises_.readdir)(target, { withFileTypes: true })) {
                    if (entry.isDirectory() && matches(entry.name)) {
                        await (0,promises_.cp)(external_node_path_default().join(target, entry.name), external_node_path_default().join(runDir, entry.name), { recursive: true });
                    }
                }
                await (0,promises_.rm)(target, { recursive: true, force: true });
            }
            result.downloaded.push(artifact.name);
        }
        catch (error) {
            result.failed.push({ name: artifact.name, error: (0,narrow/* messageOf */.bD)(error) });
        }
    })));
    result.downloaded.sort();
    return result;
}

// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/cli/actions-log.ts
// `@actions/core` (used by `@actions/artifact` and our Octokit logging) writes workflow commands
// and info lines to stdout, which is right inside a workflow step and wrong for a CLI whose stdout
// is its result (`helios download` prints the run folder, for `cd "$(helios download …)"`).
// While a command talks to GitHub, stdout writes are routed here: workflow commands become plain
// `warning: …` / `error: …` lines on stderr; `::debug::` lines and the client's chatty info lines
// (several per artifact) go to stderr only when HELIOS_DEBUG or RUNNER_DEBUG is 1.
/** What a terminal user should see for one line `@actions/core` wrote; null to drop it. */
function actionsLineForTerminal(line, debug) {
    const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line);
    if (!command)
        return debug ? line : null;
    const [, name = '', message = ''] = command;
    const text = message.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
    switch (name) {
        case 'debug':
            return debug ? `debug: ${text}` : null;
        case 'warning':
        case 'error':
        case 'notice':
            return `${name}: ${text}`;
        default:
            // group/endgroup/add-mask/set-output…: workflow plumbing, nothing for a terminal.
            return null;
    }
}
/** Routes stdout writes to stderr (as above) until the returned function is called. */
function routeActionsOutput(stdout = process.stdout, stderr = process.stderr) {
    const debug = process.env.HELIOS_DEBUG === '1' || process.env.RUNNER_DEBUG === '1';
    const original = stdout.write;
    let pending = '';
    const route = (chunk, encoding, callback) => {
        const text = chunk instanceof Uint8Array
            ? Buffer.from(chunk).toString(typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8')
            : String(chunk);
        const lines = (pending + text).split(/\r?\n/);
        pending = lines.pop() ?? '';
        for (const line of lines) {
            const shown = actionsLineForTerminal(line, debug);
            if (shown !== null)
                stderr.write(`${shown}\n`);
        }
        const done = typeof encoding === 'function' ? encoding : callback;
        if (typeof done === 'function')
            queueMicrotask(() => done());
        return true;
    };
    stdout.write = route;
    return () => {
        stdout.write = original;
        if (pending !== '') {
            const shown = actionsLineForTerminal(pending, debug);
            if (shown !== null)
                stderr.write(`${shown}\n`);
            pending = '';
        }
    };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/output-folder.ts
var output_folder = __webpack_require__(12218);
;// CONCATENATED MODULE: ./src/cli/download.ts
// `helios download --repo OWNER/NAME --run ID`: a CI run's per-attempt artifacts, laid out as
// the same folder tree `helios batch` writes.











const HELP = `Usage: helios download --repo OWNER/NAME --run RUN_ID [-o DIR] [--task GLOB] [--label NAME]

Downloads the attempt artifacts of a workflow run into DIR/<run-id>/<NNN>_<task>/attempt_<NNN>/.
Token: $GITHUB_TOKEN, else \`gh auth token\`. API: $GITHUB_API_URL (default api.github.com).`;
async function downloadCommand(argv) {
    const { values } = (0,args/* parse */.qg)(argv, {
        repo: { type: 'string' },
        run: { type: 'string' },
        output: { type: 'string', short: 'o' },
        task: { type: 'string' },
        label: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        process.stdout.write(`${HELP}\n`);
        return 0;
    }
    const repo = (0,args/* stringFlag */.AM)(values, 'repo');
    const [owner, name] = repo?.split('/') ?? [];
    if (!owner || !name)
        throw new args/* UsageError */.eb(`--repo must be OWNER/NAME (got '${repo ?? ''}').\n\n${HELP}`);
    if (values.run === undefined)
        throw new args/* UsageError */.eb(`--run is required.\n\n${HELP}`);
    const runId = (0,args/* intFlag */.s1)(values, 'run', 0, 1, Number.MAX_SAFE_INTEGER);
    await (0,output_folder/* assertOutputFolder */.g)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output');
    const token = process.env.GITHUB_TOKEN || (await ghAuthToken());
    if (!token)
        throw new args/* UsageError */.eb('no token: set GITHUB_TOKEN or log in with `gh auth login`');
    const octokit = (0,github_octokit/* createOctokit */.Qi)({ token });
    // stdout is the result (the run folder): the clients' logging goes to stderr meanwhile.
    const restore = routeActionsOutput();
    const result = await downloadRun({
        octokit,
        artifacts: (0,artifacts/* createArtifacts */.GC)(),
        owner,
        repo: name,
        runId,
        token,
        outDir: (0,external_node_path_.resolve)((0,args/* stringFlag */.AM)(values, 'output') ?? 'output'),
        taskGlob: (0,args/* stringFlag */.AM)(values, 'task'),
        label: (0,args/* stringFlag */.AM)(values, 'label'),
    })
        .catch((error) => {
        throw explain(error, `${owner}/${name}`, runId);
    })
        .finally(restore);
    for (const failed of result.failed)
        process.stderr.write(`failed: ${failed.name}: ${failed.error}\n`);
    process.stderr.write(`${result.downloaded.length} artifact(s) downloaded, ${result.skipped.length} skipped\n`);
    process.stdout.write(`${result.runDir}\n`);
    return result.failed.length > 0 ? 1 : 0;
}
async function ghAuthToken() {
    try {
        const { stdout } = await (0,external_node_util_.promisify)(external_node_child_process_.execFile)('gh', ['auth', 'token']);
        return stdout.trim() || null;
    }
    catch {
        return null;
    }
}
/** REST errors in the user's terms: which run, which repository, what to check. */
function explain(error, repo, runId) {
    const status = (0,errors/* httpStatusOf */.s_)(error);
    const message = (0,narrow/* messageOf */.bD)(error);
    if (status === 404)
        return new Error(`workflow run ${runId} of ${repo} was not found (${message}); check --repo and --run, and that the token can read the repository`);
    if (status === 401)
        return new Error(`GitHub refused the token (${message}); check GITHUB_TOKEN`);
    return error;
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

/***/ 68036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ checkArtifactName),
/* harmony export */   E: () => (/* binding */ confirmArtifactName),
/* harmony export */   EI: () => (/* binding */ planArtifactUploads),
/* harmony export */   G8: () => (/* binding */ shardSummaryArtifactName),
/* harmony export */   IR: () => (/* binding */ finalReportArtifactName),
/* harmony export */   M8: () => (/* binding */ confirmRoundAttemptsArtifactName),
/* harmony export */   Om: () => (/* binding */ confirmRoundArtifactName),
/* harmony export */   P5: () => (/* binding */ leaderboardArtifactName),
/* harmony export */   SU: () => (/* binding */ confirmAttemptsArtifactName),
/* harmony export */   TZ: () => (/* binding */ parseArtifactName),
/* harmony export */   Tj: () => (/* binding */ confirmPlanArtifactName),
/* harmony export */   dn: () => (/* binding */ confirmBaseArtifactName),
/* harmony export */   fB: () => (/* binding */ confirmBaseAttemptsArtifactName),
/* harmony export */   fm: () => (/* binding */ parseAnyArtifactName),
/* harmony export */   kT: () => (/* binding */ sanitizeLabel),
/* harmony export */   m5: () => (/* binding */ reportArtifactName),
/* harmony export */   mO: () => (/* binding */ shardAttemptsArtifactName),
/* harmony export */   nU: () => (/* binding */ planArtifactName),
/* harmony export */   tZ: () => (/* binding */ attemptArtifactName),
/* harmony export */   zX: () => (/* binding */ taskArtifactName)
/* harmony export */ });
/* unused harmony exports FORBIDDEN_ARTIFACT_NAME_CHARS, MAX_ARTIFACTS_PER_JOB, RESERVED_ARTIFACTS_PER_JOB, MAX_ARTIFACT_NAME_LENGTH, sanitizeArtifactName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Artifact names (pure). Every artifact we upload is named `helios-<label>-…` so several benchmark
// labels can share one workflow run, and the names are valid for GitHub: none of
// `" : < > | * ? \r \n \ /`, never empty, bounded in length, unique per run by construction
// (plan, one per shard, one per attempt, one report).

/** Characters GitHub refuses in artifact names. */
const FORBIDDEN_ARTIFACT_NAME_CHARS = [
    '"',
    ':',
    '<',
    '>',
    '|',
    '*',
    '?',
    '\r',
    '\n',
    '\\',
    '/',
];
/** GitHub's limit of artifacts created by one job. */
const MAX_ARTIFACTS_PER_JOB = 500;
/** Artifacts a shard job uploads besides attempts (shard summary, plus slack for a log bundle). */
const RESERVED_ARTIFACTS_PER_JOB = 5;
const MAX_ARTIFACT_NAME_LENGTH = 200;
const MAX_LABEL_LENGTH = 40;
const PREFIX = 'helios';
/** A label reduced to `[A-Za-z0-9._-]`, at most 40 characters; empty becomes `default`. */
function sanitizeLabel(label) {
    const clean = label
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '')
        .slice(0, MAX_LABEL_LENGTH)
        .replace(/[-.]+$/g, '');
    return clean || 'default';
}
/** Removes forbidden characters and bounds the length (a long name keeps a hash of the whole). */
function sanitizeArtifactName(name) {
    let clean = name;
    for (const c of FORBIDDEN_ARTIFACT_NAME_CHARS)
        clean = clean.split(c).join('-');
    clean = clean.trim() || 'artifact';
    if (clean.length <= MAX_ARTIFACT_NAME_LENGTH)
        return clean;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(clean).digest('hex').slice(0, 10);
    return `${clean.slice(0, MAX_ARTIFACT_NAME_LENGTH - hash.length - 1)}-${hash}`;
}
function pad(n) {
    return String(n).padStart(3, '0');
}
function base(label) {
    return `${PREFIX}-${sanitizeLabel(label)}`;
}
function planArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-plan`);
}
/** `helios-<label>-check`: the task check's runs and check.json. */
function checkArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-check`);
}
function reportArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-report`);
}
/** `helios-<label>-leaderboard`: mode leaderboard's tables and report.html. */
function leaderboardArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-leaderboard`);
}
/** `helios-<label>-confirm`: the confirmation round's run summary (a finished round only). */
function confirmArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm`);
}
/** `helios-<label>-confirm-attempts`: the confirmation round's attempt folders, in one artifact. */
function confirmAttemptsArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm-attempts`);
}
/** `helios-<label>-confirm-plan`: round 1's counts for the rounds after round 2 (`confirm-rounds` > 1). */
function confirmPlanArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm-plan`);
}
/** `helios-<label>-confirm-<round>`: the summary of confirmation round 3, 4, … (a finished round only). */
function confirmRoundArtifactName(label, round) {
    return sanitizeArtifactName(`${base(label)}-confirm-${round}`);
}
/** `helios-<label>-confirm-<round>-attempts`: that round's attempt folders, in one artifact. */
function confirmRoundAttemptsArtifactName(label, round) {
    return sanitizeArtifactName(`${base(label)}-confirm-${round}-attempts`);
}
/** `helios-<label>-confirm-base`: the base side of the confirmation round (at the baseline's commit). */
function confirmBaseArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm-base`);
}
/** `helios-<label>-confirm-base-attempts`: the base side's attempt folders, in one artifact. */
function confirmBaseAttemptsArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-confirm-base-attempts`);
}
/** `helios-<label>-report-final`: the report after the confirmation round (names are unique per run). */
function finalReportArtifactName(label) {
    return sanitizeArtifactName(`${base(label)}-report-final`);
}
/** `helios-<label>-shard-<i>-of-<n>`, `i` 0-based like the plan matrix and `shard.index` (shard 0 of 2 is `-shard-0-of-2`). */
function shardSummaryArtifactName(label, shard, shardCount) {
    return sanitizeArtifactName(`${base(label)}-shard-${shard}-of-${shardCount}`);
}
/** `taskDir` is the task's output folder name `<NNN>_<slug>`; attempts are numbered from 1. */
function attemptArtifactName(label, taskDir, attempt) {
    return sanitizeArtifactName(`${base(label)}-${taskDir}-attempt_${pad(attempt)}`);
}
/** All attempts of one task in one artifact (used beyond the per-job limit). */
function taskArtifactName(label, taskDir) {
    return sanitizeArtifactName(`${base(label)}-${taskDir}-attempts`);
}
/** All attempts of one shard in one artifact (the last resort beyond the per-job limit). */
function shardAttemptsArtifactName(label, shard, shardCount) {
    return sanitizeArtifactName(`${base(label)}-shard-${shard}-of-${shardCount}-attempts`);
}
/** Reads back a name made by the functions above for `label`; undefined for anything else. */
function parseArtifactName(name, label) {
    const prefix = `${base(label)}-`;
    if (!name.startsWith(prefix))
        return undefined;
    const rest = name.slice(prefix.length);
    if (rest === 'plan')
        return { kind: 'plan' };
    if (rest === 'report')
        return { kind: 'report' };
    let m = /^shard-(\d+)-of-(\d+)(-attempts)?$/.exec(rest);
    if (m) {
        const shard = Number(m[1]);
        const shardCount = Number(m[2]);
        return m[3] ? { kind: 'shard-attempts', shard, shardCount } : { kind: 'shard-summary', shard, shardCount };
    }
    m = /^(\d{3,}_[A-Za-z0-9._-]+)-attempt_(\d{3,})$/.exec(rest);
    if (m?.[1])
        return { kind: 'attempt', taskDir: m[1], attempt: Number(m[2]) };
    m = /^(\d{3,}_[A-Za-z0-9._-]+)-attempts$/.exec(rest);
    if (m?.[1])
        return { kind: 'task-attempts', taskDir: m[1] };
    return undefined;
}
/**
 * How a shard job uploads attempt folders within GitHub's 500-artifacts-per-job limit:
 * - `per-attempt` — one artifact per attempt, uploaded as soon as the attempt finishes, while
 *   attempts + reserved (shard summary and slack) ≤ 500. Best: finished work survives a killed job
 *   and each attempt downloads on its own.
 * - `per-task` — else one artifact per task holding all its attempts, uploaded when the task's
 *   last attempt finishes, while tasks + reserved ≤ 500.
 * - `bundle` — else one artifact holding every attempt folder of the shard, uploaded at the end
 *   (a job killed before then loses its attempt files, not its summary).
 * Every mode keeps the run-folder layout inside the artifact, so `helios download` rebuilds the
 * same tree whatever the mode.
 */
function planArtifactUploads(attemptCount, taskCount, reserved = RESERVED_ARTIFACTS_PER_JOB, limit = MAX_ARTIFACTS_PER_JOB) {
    if (attemptCount + reserved <= limit) {
        return { mode: 'per-attempt', artifactCount: attemptCount + reserved, limit };
    }
    if (taskCount + reserved <= limit)
        return { mode: 'per-task', artifactCount: taskCount + reserved, limit };
    return { mode: 'bundle', artifactCount: 1 + reserved, limit };
}
/** Like `parseArtifactName` for an unknown label (the shortest label that makes the name parse). */
function parseAnyArtifactName(name) {
    const m = /^helios-(.+?)-(plan|report|shard-\d+-of-\d+(?:-attempts)?|\d{3,}_[A-Za-z0-9._-]+-attempts?(?:_\d{3,})?)$/.exec(name);
    if (!m?.[1])
        return undefined;
    const parsed = parseArtifactName(name, m[1]);
    return parsed ? { label: m[1], parsed } : undefined;
}


/***/ }),

/***/ 4616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ listFiles),
/* harmony export */   GC: () => (/* binding */ createArtifacts)
/* harmony export */ });
/* unused harmony export isPermanentUploadError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56518);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70370);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
// Adapter around `@actions/artifact`: uploads with bounded concurrency and retries, and never
// throws out of an upload — a failure becomes an `UploadOutcome` the run records. Downloads in the
// current run (results service) and from another run (REST, `findBy`).






/** Every regular file under `dir`, recursively, as absolute paths in a stable order. */
async function listFiles(dir) {
    const out = [];
    const walk = async (current) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(current, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(current, entry.name);
            if (entry.isDirectory())
                await walk(full);
            else if (entry.isFile())
                out.push(full);
        }
    };
    await walk(dir);
    return out;
}
/** Errors a second upload would hit again. */
function isPermanentUploadError(error) {
    const permanent = [_actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb, _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .FilesNotFoundError */ .B9, _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .GHESNotSupportedError */ .jK];
    if (permanent.some((type) => error instanceof type))
        return true;
    const message = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error);
    return (/non-retryable error/i.test(message) ||
        /storage quota/i.test(message) ||
        /is not valid|not valid:|Contains the following character/i.test(message) ||
        /skipArchive/i.test(message));
}
function isConflict(error) {
    return /\(409\)|already exists/i.test((0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error));
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function createArtifacts(options = {}) {
    const client = options.client ?? new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9();
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_5__/* ["default"] */ .A)(options.concurrency ?? 4);
    return {
        uploadFolder: (name, rootDir, files) => limit(() => uploadWithRetries(client, options, name, rootDir, files)),
        async listRunArtifacts() {
            const { artifacts } = await client.listArtifacts({ latest: true });
            return artifacts;
        },
        async downloadArtifactByName(name, dir) {
            const { artifact } = await client.getArtifact(name);
            return download(client, artifact.id, artifact.name, dir, artifact.digest);
        },
        async downloadFromRun(opts) {
            const findBy = {
                workflowRunId: opts.runId,
                repositoryOwner: opts.owner,
                repositoryName: opts.repo,
                token: opts.token,
            };
            const { artifact } = await client.getArtifact(opts.name, { findBy });
            return download(client, artifact.id, artifact.name, opts.dir, artifact.digest, opts);
        },
        downloadIdFromRun: (opts) => download(client, opts.id, opts.name, opts.dir, opts.digest, opts),
    };
}
/** Transient failures are retried with a doubling delay; a permanent one is reported at once. */
async function uploadWithRetries(client, options, name, rootDir, given) {
    const retries = options.retries ?? 2;
    const retryDelayMs = options.retryDelayMs ?? 5000;
    let files;
    try {
        files = given ?? (await listFiles(rootDir));
    }
    catch (error) {
        return { name, ok: false, tries: 0, error: (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error), permanent: true };
    }
    if (files.length === 0) {
        return { name, ok: false, tries: 0, error: `no files to upload under ${rootDir}`, permanent: true };
    }
    let lastError;
    for (let tries = 1; tries <= retries + 1; tries++) {
        try {
            const response = await client.uploadArtifact(name, files, rootDir, {
                ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
            });
            return {
                name,
                ok: true,
                tries,
                ...(response.id !== undefined ? { id: response.id } : {}),
                ...(response.size !== undefined ? { size: response.size } : {}),
            };
        }
        catch (error) {
            lastError = error;
            // A retry that meets its own earlier, finalized upload (the response was lost) succeeded.
            if (tries > 1 && isConflict(error)) {
                const found = await client.getArtifact(name).catch(() => undefined);
                if (found)
                    return { name, ok: true, tries, id: found.artifact.id, size: found.artifact.size };
            }
            if (isPermanentUploadError(error) || isConflict(error)) {
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Artifact ${name} was not uploaded: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}`);
                return { name, ok: false, tries, error: (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error), permanent: true };
            }
            if (tries <= retries) {
                const delay = retryDelayMs * 2 ** (tries - 1);
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Upload of artifact ${name} failed (${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}); retrying in ${delay} ms`);
                await sleep(delay);
            }
        }
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Artifact ${name} was not uploaded after ${retries + 1} tries: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(lastError)}`);
    return { name, ok: false, tries: retries + 1, error: (0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(lastError), permanent: false };
}
async function download(client, id, name, dir, digest, findBy) {
    const response = await client.downloadArtifact(id, {
        path: dir,
        ...(digest ? { expectedHash: digest } : {}),
        ...(findBy
            ? {
                findBy: {
                    workflowRunId: findBy.runId,
                    repositoryOwner: findBy.owner,
                    repositoryName: findBy.repo,
                    token: findBy.token,
                },
            }
            : {}),
    });
    return { id, name, path: response.downloadPath ?? dir, digestMismatch: response.digestMismatch ?? false };
}


/***/ }),

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I6: () => (/* binding */ orDegrade),
/* harmony export */   s_: () => (/* binding */ httpStatusOf)
/* harmony export */ });
/* unused harmony exports NOT_ACCESSIBLE, isResourceNotAccessible */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69212);
// Classifying GitHub API errors. A fork's pull request runs with a read-only GITHUB_TOKEN: every
// write answers 403 "Resource not accessible by integration". Publishing then degrades to the job
// summary with a warning instead of failing the run.


const NOT_ACCESSIBLE = 'Resource not accessible by integration';
function httpStatusOf(error) {
    const status = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .errorField */ .LI)(error, 'status');
    return typeof status === 'number' ? status : undefined;
}
/** A 403 that no retry can fix: the token may not write here (fork PR token, missing permission). */
function isResourceNotAccessible(error) {
    return (httpStatusOf(error) === 403 &&
        /Resource not accessible by (integration|personal access token)/i.test((0,_narrow_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)));
}
/**
 * Runs a GitHub write; a "Resource not accessible" answer becomes `{ ok: false, reason }` and a
 * warning (the caller falls back to the job summary). Any other error is thrown.
 */
async function orDegrade(what, write) {
    try {
        return { ok: true, value: await write() };
    }
    catch (error) {
        if (!isResourceNotAccessible(error))
            throw error;
        const reason = `${what}: the token cannot write to this repository (${NOT_ACCESSIBLE}). ` +
            'For pull requests from forks, post the report from a `workflow_run` workflow with `mode: publish`.';
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(reason);
        return { ok: false, reason };
    }
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qi: () => (/* binding */ createOctokit)
/* harmony export */ });
/* unused harmony exports apiBaseUrl, proxyAwareFetch */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61351);
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44942);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86856);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46752);
// The one GitHub client factory: `@actions/github`'s getOctokit with throttling (honours primary and
// secondary rate limits, retrying a few times) and retry (5xx and network errors). Base URL from the
// option, else GITHUB_API_URL (GHES: https://host/api/v3), else api.github.com. Requests go through
// HTTPS_PROXY/HTTP_PROXY unless NO_PROXY names the host, as the runner's own tools do.






function apiBaseUrl(explicit) {
    return (explicit || process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}
// A fetch that goes through the proxy the environment names for this base URL (decided when the
// client is made, not when @actions/github is first imported). Loopback hosts always go direct:
// @actions/http-client never proxies localhost/127.x/[::1], whatever NO_PROXY says.
function proxyAwareFetch(baseUrl) {
    const dispatcher = new _actions_http_client__WEBPACK_IMPORTED_MODULE_2__/* .HttpClient */ .Qq('helios-action').getAgentDispatcher(baseUrl);
    if (!dispatcher)
        return undefined;
    const viaProxy = (url, init) => (0,undici__WEBPACK_IMPORTED_MODULE_3__.fetch)(url, { ...init, dispatcher });
    // undici's fetch and the global one differ only in their type declarations (RequestInit's fields).
    return viaProxy;
}
// A limiter group that schedules immediately, for `spaceWrites: false`. The cast: the plugin types
// this option as Bottleneck's Group class; we provide only the one method the plugin calls.
const immediateGroup = {
    key: () => ({
        schedule: (_options, fn, ...args) => fn(...args),
    }),
};
function createOctokit(options) {
    const rateLimitRetries = options.rateLimitRetries ?? 3;
    const maxWait = options.maxRateLimitWaitSeconds ?? 120;
    const unit = options.retryUnitMs ?? 1000;
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const what = `${request.method} ${request.url}`;
        if (retryCount < rateLimitRetries && retryAfter <= maxWait) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`GitHub ${kind} rate limit on ${what}; retrying after ${retryAfter} s`);
            return true;
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`GitHub ${kind} rate limit on ${what}; giving up after ${retryCount} retries`);
        return false;
    };
    const throttle = {
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
        retryAfterBaseValue: unit,
        ...(options.spaceWrites === false
            ? { write: immediateGroup, notifications: immediateGroup, search: immediateGroup }
            : {}),
    };
    const baseUrl = apiBaseUrl(options.baseUrl);
    // `fetch` is set either way: the library's default was chosen for GITHUB_API_URL at import time.
    const fetch = proxyAwareFetch(baseUrl) ?? globalThis.fetch;
    const clientOptions = {
        baseUrl,
        request: { fetch },
        userAgent: options.userAgent ?? 'helios-action',
        throttle,
        retry: { retries: options.retries ?? 3, retryAfterBaseValue: unit },
        log: {
            debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
            info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
            warn: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message),
            // Octokit logs every failed request here, including those the caller handles (a fork's 403
            // degrades to a warning, a 404 means "no baseline"): not an error annotation on the run.
            error: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(message),
        },
    };
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .getOctokit */ .Q)(options.token, clientOptions, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_5__/* .retry */ .L);
}


/***/ })

};
