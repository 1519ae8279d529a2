export const id = 2281;
export const ids = [2281];
export const modules = {

/***/ 23076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishMode: () => (/* binding */ publishMode),
  selfReportedBy: () => (/* binding */ selfReportedBy)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(68036);
;// CONCATENATED MODULE: ./src/github/pull-request.ts
function pick(pulls, headSha) {
    const matching = pulls.filter((p) => p.state === 'open' && p.head.sha === headSha);
    const numbers = [...new Set(matching.map((p) => p.number))];
    if (numbers.length > 1) {
        return {
            found: false,
            reason: `head SHA ${headSha} is the head of several open pull requests: #${numbers.join(', #')}`,
        };
    }
    const p = matching[0];
    if (!p)
        return undefined;
    return {
        found: true,
        pull: { number: p.number, url: p.html_url, headRef: p.head.ref, baseRef: p.base.ref },
    };
}
async function findPullRequestForSha(opts) {
    const { data: byCommit } = await opts.octokit.rest.repos.listPullRequestsAssociatedWithCommit({
        owner: opts.owner,
        repo: opts.repo,
        commit_sha: opts.headSha,
        per_page: 100,
    });
    const first = pick(byCommit, opts.headSha);
    if (first)
        return first;
    // A fork's commit is often not associated with the base repository's PRs: ask by head label.
    if (opts.headOwner && opts.headBranch) {
        const { data: byHead } = await opts.octokit.rest.pulls.list({
            owner: opts.owner,
            repo: opts.repo,
            head: `${opts.headOwner}:${opts.headBranch}`,
            state: 'open',
            per_page: 100,
        });
        const second = pick(byHead, opts.headSha);
        if (second)
            return second;
    }
    return { found: false, reason: `no open pull request has head SHA ${opts.headSha}` };
}

// EXTERNAL MODULE: ./src/results/run-summary.ts
var run_summary = __webpack_require__(49930);
// EXTERNAL MODULE: ./src/results/totals.ts
var totals = __webpack_require__(65843);
// EXTERNAL MODULE: ./src/action/load-baseline.ts + 2 modules
var load_baseline = __webpack_require__(84775);
// EXTERNAL MODULE: ./src/action/publish-report.ts + 2 modules
var publish_report = __webpack_require__(69646);
;// CONCATENATED MODULE: ./src/action/publish-mode.ts
// mode: publish — in a `workflow_run` workflow (base repository's token), post the report of a
// fork PR's run. The fork controls its artifact, so only its merged run summary is taken (and
// validated); the baseline, the comparison, the rendering and the verdict are made here, and the
// PR is found from the triggering run's head SHA. Whether the run's code was a fork's is the
// event's word, never the artifact's: a fork's figures are labelled as its own, and a pass from
// them is neutral unless the repository opts in (trust-fork-results).










async function publishMode(inputs, ctx, clients) {
    const trigger = ctx.triggeringRun;
    if (!trigger)
        throw new Error(`mode: publish runs in a workflow triggered by 'workflow_run'; this event is '${ctx.eventName}'.`);
    if (!ctx.repository || !clients.octokit)
        throw new Error('mode: publish needs GITHUB_REPOSITORY and a github-token.');
    const { owner, repo } = ctx.repository;
    const head = await downloadForkSummary(inputs, ctx, clients, Number(trigger.id));
    const pull = await findPullRequestForSha({
        octokit: clients.octokit,
        owner,
        repo,
        headSha: trigger.headSha,
        headBranch: trigger.headBranch ?? undefined,
        headOwner: trigger.headOwner ?? undefined,
    });
    if (!pull.found)
        core/* warning */.$e(`No pull request to comment on: ${pull.reason}`);
    // The PR's base branch holds the baseline (as the report job of a same-repository PR finds it).
    const baselineCtx = {
        ...ctx,
        baselineBranch: pull.found ? pull.pull.baseRef : ctx.baselineBranch,
    };
    const warnings = [];
    const { digest, jobSummary } = await (0,publish_report/* digestAgainstBaseline */.Bd)({
        inputs,
        ctx,
        baselineCtx,
        clients,
        head,
        warnings,
        selfReported: selfReportedBy(ctx, inputs),
    });
    await (0,publish_report/* publishDigest */.Sw)({
        digest,
        jobSummary,
        inputs,
        ctx,
        clients,
        pullNumber: pull.found ? pull.pull.number : null,
        headSha: trigger.headSha,
    });
    (0,publish_report/* setReportOutputs */.vl)(digest, head, null);
    if (digest.gate_failed && inputs.failOnRegression)
        core/* setFailed */.C1(digest.verdict);
    return digest;
}
/**
 * Null when the triggering run's code is this repository's own (its head repository, from the
 * event payload GitHub wrote, is this one); else the fork's figures, trusted only when the
 * repository says so. An event without a head repository (a deleted fork) counts as a fork's.
 */
function selfReportedBy(ctx, inputs) {
    const trigger = ctx.triggeringRun;
    if (!trigger || !ctx.repository)
        return null;
    const { owner, repo } = ctx.repository;
    const head = trigger.headRepository;
    if (head !== null && head.toLowerCase() === `${owner}/${repo}`.toLowerCase())
        return null;
    return {
        repository: head,
        runUrl: `${ctx.serverUrl}/${owner}/${repo}/actions/runs/${trigger.id}`,
        trusted: inputs.trustForkResults,
    };
}
/** The fork run's merged run_summary.json from its report artifact; nothing else of it is read. */
async function downloadForkSummary(inputs, ctx, clients, runId) {
    const name = (0,artifact_names/* reportArtifactName */.m5)(inputs.label);
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'helios-publish-'));
    try {
        const downloaded = await clients.artifacts.downloadFromRun({
            runId,
            owner: ctx.repository.owner,
            repo: ctx.repository.repo,
            token: clients.token,
            name,
            dir,
        });
        const file = `${name}/${load_baseline/* RUN_SUMMARY_FILE */.s$}`;
        const summary = (0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)((0,external_node_path_.join)(downloaded.path, load_baseline/* RUN_SUMMARY_FILE */.s$), 'utf8'), file, 'run');
        if (summary.label !== inputs.label)
            throw new Error(`${file} is for label '${summary.label}', not '${inputs.label}'.`);
        // Only per-attempt data is taken from the fork: the totals are recomputed from the tasks (the
        // file's own could claim anything), and so is every figure the comparison makes.
        return { ...summary, totals: (0,totals/* computeTotals */.x)(summary.tasks, summary.invalid_tasks.length) };
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 69646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bd: () => (/* binding */ digestAgainstBaseline),
  Sw: () => (/* binding */ publishDigest),
  vl: () => (/* binding */ setReportOutputs)
});

// UNUSED EXPORTS: buildDigest, checkConclusion, isTaskFileHere

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/truncate.ts
var truncate = __webpack_require__(20753);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/check-run.ts
// The check run: conclusion, title, summary, text, and annotations on regressed tasks' task.toml.
// GitHub takes at most 50 annotations per request: the first batch goes with the create call, the
// rest with update calls; the conclusion is set with the last request.


const ANNOTATIONS_PER_REQUEST = 50;
/** An annotation on the first line of a task's task.toml. */
function taskAnnotation(taskTomlPath, message, level = 'failure', title) {
    return {
        path: taskTomlPath.replace(/\\/g, '/').replace(/^\.\//, ''),
        start_line: 1,
        end_line: 1,
        annotation_level: level,
        message,
        ...(title ? { title } : {}),
    };
}
function batches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
async function publishCheckRun(input) {
    const groups = batches(input.annotations ?? [], ANNOTATIONS_PER_REQUEST);
    if (groups.length === 0)
        groups.push([]);
    const output = (annotations) => ({
        title: input.title,
        summary: (0,truncate/* truncateForGitHub */.l)(input.summary, truncate/* GITHUB_LIMITS */.f.checkRunSummaryChars),
        ...(input.text !== undefined
            ? { text: (0,truncate/* truncateForGitHub */.l)(input.text, truncate/* GITHUB_LIMITS */.f.checkRunTextChars) }
            : {}),
        ...(annotations.length > 0 ? { annotations } : {}),
    });
    const result = await (0,errors/* orDegrade */.I6)('Creating the check run', async () => {
        const last = groups.length === 1;
        const { data } = await input.octokit.rest.checks.create({
            owner: input.owner,
            repo: input.repo,
            name: input.name,
            head_sha: input.headSha,
            ...(input.detailsUrl ? { details_url: input.detailsUrl } : {}),
            ...(input.externalId ? { external_id: input.externalId } : {}),
            ...(last
                ? {
                    status: 'completed',
                    conclusion: input.conclusion,
                    completed_at: new Date().toISOString(),
                }
                : { status: 'in_progress' }),
            output: output(groups[0] ?? []),
        });
        for (let i = 1; i < groups.length; i++) {
            const final = i === groups.length - 1;
            await input.octokit.rest.checks.update({
                owner: input.owner,
                repo: input.repo,
                check_run_id: data.id,
                ...(final
                    ? {
                        status: 'completed',
                        conclusion: input.conclusion,
                        completed_at: new Date().toISOString(),
                    }
                    : {}),
                output: output(groups[i] ?? []),
            });
        }
        return { id: data.id, url: data.html_url ?? '', requests: groups.length };
    });
    if (!result.ok)
        return { action: 'degraded', reason: result.reason };
    return { action: 'created', ...result.value };
}

// EXTERNAL MODULE: ./src/github/comment.ts
var comment = __webpack_require__(47318);
// EXTERNAL MODULE: ./src/results/gate-comparison.ts
var gate_comparison = __webpack_require__(80477);
// EXTERNAL MODULE: ./src/report/digest.ts
var report_digest = __webpack_require__(67252);
// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(43343);
// EXTERNAL MODULE: ./src/report/self-reported.ts
var self_reported = __webpack_require__(31396);
// EXTERNAL MODULE: ./src/action/context.ts
var context = __webpack_require__(40645);
// EXTERNAL MODULE: ./src/action/load-baseline.ts + 2 modules
var load_baseline = __webpack_require__(84775);
// EXTERNAL MODULE: ./src/results/flaky-ledger.ts + 1 modules
var flaky_ledger = __webpack_require__(6949);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(59913);
// EXTERNAL MODULE: ./src/report/trend.ts
var trend = __webpack_require__(61601);
// EXTERNAL MODULE: ./src/report/quarantine-section.ts
var quarantine_section = __webpack_require__(35978);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/results/quarantine.ts
var quarantine = __webpack_require__(3464);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/quarantine-file.ts
// Reads the quarantine list the `quarantine` input names (default `.helios/quarantine.txt`, used
// when present). A file the input names explicitly must exist.




async function readQuarantineFile(inputs, workspace) {
    const file = inputs.quarantine || quarantine/* DEFAULT_QUARANTINE_FILE */.Q_;
    const text = await (0,promises_.readFile)((0,external_node_path_.resolve)(workspace, file), 'utf8').catch((error) => {
        if (error.code === 'ENOENT' && !inputs.quarantine)
            return '';
        throw new action_inputs/* InputError */.dz(`Input 'quarantine' names ${file}, which cannot be read (${error.code ?? error.message}); commit the file or leave the input empty.`);
    });
    return { file, entries: (0,quarantine/* parseQuarantine */.mW)(text, file) };
}

;// CONCATENATED MODULE: ./src/action/publish-report.ts
// Turning a comparison into what GitHub shows — the digest (bodies within each limit, verdict,
// annotations) — and posting it: sticky comment, check run, job summary, outputs. Shared by
// `report` and `publish` (fork PRs); both render here, from a run summary and a comparison,
// never from text another run wrote.

















/**
 * Finds the baseline (on `baselineCtx`'s base branch, default `ctx`'s), compares `head` with it
 * and renders the digest: what `report` and `publish` both do with a merged summary.
 */
async function digestAgainstBaseline(d) {
    const baseline = await (0,load_baseline/* loadBaseline */.oU)(d.inputs, d.baselineCtx ?? d.ctx, d.clients);
    // Quarantined tasks leave the gate's statistics; the report still shows them, marked.
    const quarantine = await readQuarantineFile(d.inputs, d.ctx.workspace);
    const gate = (0,gate_comparison/* gateComparison */.p)(baseline.summary, d.head, {
        ...gateRequest(d.inputs),
        quarantine: quarantine.entries,
    });
    if (gate.kWarning !== null)
        d.warnings.push(gate.kWarning);
    const { split, options, comparison: first } = gate;
    const comparison = d.confirm
        ? await d.confirm(first, split.base, split.head, options, baseline.headSha ?? null)
        : first;
    const history = d.carryHistory ? historyOf(baseline, d.head, d.warnings) : null;
    const quarantined = (0,quarantine_section/* quarantineSection */.Q)(split, quarantine.file);
    return {
        ...buildDigest({ ...d, comparison, baselineNote: baseline.note, history, quarantined }),
        history: history?.carried ?? null,
        comparison,
        base: split.base,
        baseRun: baseline.run ?? null,
    };
}
/** The baseline's history plus this run, and the flaky tasks the baseline's history alone marks. */
function historyOf(baseline, head, warnings) {
    const { history: carried, warning, previous } = (0,results_history/* carryHistory */.Sk)(baseline.history ?? null, head);
    if (warning !== null) {
        core/* warning */.$e(warning); // the report's other warnings were printed before the baseline was read
        warnings.push(warning);
    }
    return { carried, knownFlaky: (0,flaky_ledger/* knownFlaky */.hM)((0,flaky_ledger/* flakyLedger */.jY)(previous)) };
}
function buildDigest(d) {
    const url = (0,context/* runUrl */.Vp)(d.ctx) ?? undefined;
    const input = {
        comparison: d.comparison,
        head: d.head,
        links: {
            runUrl: url,
            fullReportUrl: url ? `${url}#artifacts` : undefined,
            artifactUrl: (task) => {
                const dir = task.head?.outputDir ?? task.base?.outputDir;
                return (dir && d.taskArtifacts?.get(dir)) || (url ? `${url}#artifacts` : undefined);
            },
        },
        baselineNote: d.baselineNote,
        warnings: d.warnings,
        selfReported: d.selfReported ?? null,
    };
    // The trend is open in the job summary and the full report, collapsed in the comment and check.
    const sections = (collapsed) => [
        d.quarantined ?? '',
        ...(d.history
            ? [
                (0,trend/* knownFlakyLine */.NJ)(d.comparison.tasks, d.history.knownFlaky),
                (0,trend/* trendMarkdown */.P3)(d.history.carried, { collapsed }),
            ]
            : []),
    ];
    const open = { ...input, extraSections: sections(false) };
    const folded = { ...input, extraSections: sections(true) };
    // Room for the sticky marker line the comment module puts in front.
    const commentBudget = truncate/* GITHUB_LIMITS */.f.commentChars - (0,comment/* commentMarker */.Ql)(d.inputs.label).length - 2;
    const c = d.comparison;
    const regressed = c.tasks.filter((t) => t.change === 'regressed');
    const digest = {
        schema_version: report_digest/* REPORT_DIGEST_SCHEMA_VERSION */.Pl,
        label: d.inputs.label,
        conclusion: (0,self_reported/* shownConclusion */.xU)(c.conclusion, d.selfReported),
        gate_failed: c.conclusion === 'failure',
        verdict: (0,self_reported/* labelledVerdict */.zu)(c.verdict, d.selfReported),
        regressions: c.regressions.length,
        delta: c.passAtK?.delta ?? null,
        has_changes: c.tasks.some((t) => t.change !== 'unchanged') ||
            c.gate.errorGate ||
            c.gate.inconclusive !== null ||
            c.gate.flagged !== null ||
            c.suspects.length > 0,
        compared_tasks: c.figures.tasks,
        pass_at_k: c.figures.tasks > 0 ? (c.figures.passAtK[String(c.options.k)]?.head ?? null) : null,
        missing_tasks: d.missingTasks ?? 0,
        comment_markdown: (0,markdown/* renderReport */.B)(folded, { maxChars: commentBudget }),
        check_markdown: (0,markdown/* renderReport */.B)(folded, { maxChars: truncate/* GITHUB_LIMITS */.f.checkRunSummaryChars }),
        annotations: regressed
            .map((t) => ({
            path: external_node_path_.posix.join(d.inputs.tasks.split('\\').join('/'), t.taskPath, 'task.toml'),
            message: `${t.taskName}: pass rate ${fmt(t.base?.passRate)} → ${fmt(t.head?.passRate)} (pass@${c.options.k} regression)`,
        }))
            .filter((a) => isTaskFileHere(a.path, d.inputs.tasks, d.ctx.workspace)),
    };
    return {
        digest,
        fullMarkdown: (0,markdown/* renderReport */.B)(open),
        jobSummary: (0,markdown/* renderReport */.B)(open, { maxBytes: truncate/* GITHUB_LIMITS */.f.jobSummaryBytes - 1024 }),
    };
}
/**
 * Annotations only on a task.toml of this checkout's tasks folder: a summary from a fork names
 * paths of its own choosing.
 */
function isTaskFileHere(path, tasksDir, workspace) {
    const normalized = external_node_path_.posix.normalize(path);
    const root = external_node_path_.posix.normalize(tasksDir.split('\\').join('/')).replace(/\/$/, '');
    if (normalized !== path || external_node_path_.posix.isAbsolute(path) || path.split('/').includes('..'))
        return false;
    if (!path.endsWith('/task.toml') || !(root === '.' || path.startsWith(`${root}/`)))
        return false;
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(workspace, path));
}
/** pass@k at the k asked for, or at the largest k both runs have (with a warning), never throwing. */
/** What the action's inputs ask of the gate (the quarantine comes from its file). */
function gateRequest(inputs) {
    return {
        k: inputs.k,
        confidence: inputs.confidence,
        minEffect: inputs.minEffect,
        failOnError: inputs.failOnError,
    };
}
async function publishDigest(p) {
    const { digest, inputs, ctx, clients } = p;
    const octokit = clients.octokit;
    const repo = ctx.repository;
    if (octokit && repo && p.pullNumber !== null && inputs.comment !== 'off') {
        const result = await (0,comment/* upsertStickyComment */.qD)({
            octokit,
            owner: repo.owner,
            repo: repo.repo,
            issueNumber: p.pullNumber,
            label: digest.label,
            body: digest.comment_markdown,
            mode: inputs.comment,
            hasChanges: digest.has_changes,
        });
        core/* info */.pq(`PR comment: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`);
    }
    if (octokit && repo && p.headSha && inputs.checkRun) {
        const conclusion = checkConclusion(digest, inputs);
        const result = await publishCheckRun({
            octokit,
            owner: repo.owner,
            repo: repo.repo,
            headSha: p.headSha,
            name: `Helios benchmark (${digest.label})`,
            conclusion,
            title: digest.verdict.slice(0, 1000),
            summary: digest.check_markdown,
            // Failures only when the check fails; a labelled task under a passing gate is a notice.
            annotations: digest.annotations.map((a) => taskAnnotation(a.path, a.message, conclusion === 'failure' ? 'failure' : 'notice', 'pass@k regression')),
            detailsUrl: (0,context/* runUrl */.Vp)(ctx) ?? undefined,
        });
        core/* info */.pq(`Check run: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`);
    }
    await core/* summary */.z.addRaw(p.jobSummary, true).write();
}
/**
 * The check run's conclusion: failure only when the gate failed and fail-on-regression enforces it;
 * success only for a conclusive pass; else neutral (no baseline, inconclusive, or not enforced).
 */
function checkConclusion(digest, inputs) {
    if (digest.gate_failed)
        return inputs.failOnRegression ? 'failure' : 'neutral';
    return digest.conclusion === 'success' ? 'success' : 'neutral';
}
/**
 * Step outputs, with the report's definitions: `pass-at-k` and `delta` are the headline's figures
 * over the compared tasks (COMPARED_TASKS), `passed` and `total` count the head's attempts.
 */
function setReportOutputs(digest, head, files) {
    core/* setOutput */.uH('conclusion', digest.conclusion);
    core/* setOutput */.uH('regressions', String(digest.regressions));
    core/* setOutput */.uH('delta', digest.delta === null ? '' : String(digest.delta));
    core/* setOutput */.uH('pass-at-k', digest.pass_at_k === null ? '' : String(digest.pass_at_k));
    if (head) {
        core/* setOutput */.uH('passed', String(head.totals.passed));
        core/* setOutput */.uH('total', String(head.totals.attempts));
    }
    if (files) {
        core/* setOutput */.uH('summary-path', files.summary);
        core/* setOutput */.uH('report-path', files.markdown);
    }
}
function fmt(rate) {
    return rate === null || rate === undefined ? '—' : `${Math.round(rate * 100)}%`;
}


/***/ }),

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ chance),
/* harmony export */   Iz: () => (/* binding */ countCell),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   XN: () => (/* binding */ deltaCell),
/* harmony export */   aN: () => (/* binding */ splitRows),
/* harmony export */   iA: () => (/* binding */ signedDecimal),
/* harmony export */   j_: () => (/* binding */ displayStatus),
/* harmony export */   uT: () => (/* binding */ DISPLAY_ORDER)
/* harmony export */ });
/* unused harmony export isNotable */
/* harmony import */ var _results_points_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74191);
/* harmony import */ var _results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8915);
// Number formatting shared by the markdown and terminal renderers.
// signedPoints lives in results/ (the comparison's sentences use it too; results never import report/).


function percent(fraction) {
    return `${(fraction * 100).toFixed(1)}%`;
}

/**
 * "2/3": passes of the non-errored attempts (the attempts the Δ column uses), with the errored
 * ones called out apart: "2/2 +1 err".
 */
function countCell(side) {
    if (side === null)
        return '—';
    const errors = side.errors > 0 ? ` +${side.errors} err` : '';
    return `${side.successes}/${(0,_results_valid_attempts_js__WEBPACK_IMPORTED_MODULE_0__/* .validAttempts */ .F)(side)}${errors}`;
}
/** "93%": a task's probability that its pass rate fell. */
function chance(probability) {
    const value = Math.round(probability * 100);
    return value >= 100 ? '> 99%' : `${value}%`;
}
function deltaCell(delta) {
    return delta === null ? '—' : (0,_results_points_js__WEBPACK_IMPORTED_MODULE_1__/* .signedPoints */ ._)(delta);
}
/** "+0.125", "−0.300": a signed difference of plain numbers (mean reward). */
function signedDecimal(value) {
    const rounded = Math.round(value * 1000) / 1000;
    if (rounded === 0)
        return '0.000';
    return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(3)}`;
}
function displayStatus(t) {
    if (t.change !== 'unchanged')
        return t.change;
    if (t.delta !== null && t.delta < 0)
        return 'dropped';
    if (t.delta !== null && t.delta > 0)
        return 'rose';
    return t.errored ? 'errored' : 'unchanged';
}
const DISPLAY_ORDER = [
    'regressed',
    'dropped',
    'errored',
    'changed',
    'removed',
    'not-run',
    'new',
    'rose',
    'improved',
    'unchanged',
];
/**
 * A task worth a reviewer's eye: labelled, a suspect, errored, changed, removed or new. A move its
 * own attempts cannot tell from noise (▼ dropped, ▲ rose) is not, unless it is a suspect.
 */
function isNotable(t) {
    const status = displayStatus(t);
    return t.suspect || (status !== 'unchanged' && status !== 'dropped' && status !== 'rose');
}
/**
 * Notable tasks first (regressed, then suspects most likely first, then errored, changed, removed,
 * new, improved, then by Δ), the rest (unchanged, dropped, rose) by name.
 */
function splitRows(tasks) {
    const changed = [];
    const rest = [];
    for (const t of tasks)
        (isNotable(t) ? changed : rest).push(t);
    const rank = (t) => t.change === 'regressed' ? 0 : t.suspect ? 1 : 1 + DISPLAY_ORDER.indexOf(displayStatus(t));
    changed.sort((a, b) => rank(a) - rank(b) || (b.fell ?? 0) - (a.fell ?? 0) || (a.delta ?? 0) - (b.delta ?? 0) || byName(a, b));
    rest.sort(byName);
    return { changed, rest };
}
function byName(a, b) {
    if (a.taskName !== b.taskName)
        return a.taskName < b.taskName ? -1 : 1;
    return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0;
}


/***/ }),

/***/ 31396:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k3: () => (/* binding */ selfReportedNotice),
/* harmony export */   xU: () => (/* binding */ shownConclusion),
/* harmony export */   zu: () => (/* binding */ labelledVerdict)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);

/** What is shown and posted: a self-reported, untrusted `success` is `neutral`. */
function shownConclusion(conclusion, selfReported) {
    return conclusion === 'success' && selfReported && !selfReported.trusted ? 'neutral' : conclusion;
}
/** The verdict as a check-run title or step message: it says whose figures these are. */
function labelledVerdict(verdict, selfReported) {
    if (!selfReported)
        return verdict;
    return `${selfReported.trusted ? 'Reported by the fork' : 'Reported by the fork, not verified'}: ${verdict}`;
}
/** The notice under the report's heading (our own words; the repository name is escaped). */
function selfReportedNotice(s) {
    const fork = s.repository === null ? 'a fork' : `the fork ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(s.repository, 140))}`;
    const run = s.runUrl === null ? 'its own workflow run' : `its own ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)('workflow run', s.runUrl)}`;
    const what = `**Reported by the fork.** These figures come from ${fork}: ${run} made them, not the base repository, and a fork's workflow can write any result into its artifact.`;
    const how = s.trusted
        ? 'This repository takes them as reported (`trust-fork-results`).'
        : 'They were compared with the baseline here, but a pass is not verified and is shown as neutral; a regression still counts. A maintainer can confirm a pass with a run in this repository.';
    return `> ⚠️ ${what} ${how}`;
}


/***/ }),

/***/ 61601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ ledgerTerminal),
/* harmony export */   NJ: () => (/* binding */ knownFlakyLine),
/* harmony export */   P3: () => (/* binding */ trendMarkdown),
/* harmony export */   Xl: () => (/* binding */ trendView),
/* harmony export */   _w: () => (/* binding */ trendTerminal)
/* harmony export */ });
/* unused harmony exports TREND_RUNS, mermaidChart, mermaidString, sparkline */
/* harmony import */ var markdown_table__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(735);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74191);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12011);
/* harmony import */ var _settings_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18411);
// The trend of a label's last runs (from history.json): a mermaid `xychart-beta` chart GitHub
// draws inline, a table of the runs with their Δ, the same as terminal text, and the ledger's
// word on a PR's moved tasks. Pure.




/** Runs shown by default: a month of nightly runs keeps the chart readable. */
const TREND_RUNS = _settings_report_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_SETTINGS */ .$.last.default;
const MAX_NAME = 60;
/** The last `last` runs that have a pass@1 (a run with no task has none). */
function trendView(history, last = TREND_RUNS) {
    const runs = history.runs.filter((r) => r.pass_at_k['1'] !== undefined).slice(-last);
    const commonK = runs.length === 0 ? 0 : Math.min(...runs.map((r) => maxK(r)));
    return { runs, k: commonK > 1 ? commonK : null };
}
/** The chart and the table; `collapsed` puts both in a <details> (the PR comment). */
function trendMarkdown(history, opts = {}) {
    const view = trendView(history, opts.last);
    if (view.runs.length === 0)
        return '';
    const title = `Trend: the last ${view.runs.length} run(s) of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(history.label, MAX_NAME))}`;
    const body = [view.runs.length >= 2 ? `${mermaidChart(view)}\n\n${chartKey(view)}` : '', runsTable(view)]
        .filter((p) => p !== '')
        .join('\n\n');
    if (opts.collapsed)
        return `<details><summary>📈 ${title}</summary>\n\n${body}\n\n</details>`;
    return `### 📈 ${title}\n\n${body}`;
}
/** The mermaid block: x labels are run numbers and short commits, y is percent. */
function mermaidChart(view) {
    const labels = view.runs.map((r, i) => mermaidString(runLabel(r, i, view.runs.length)));
    const line = (k) => `  line [${view.runs.map((r) => pointsOf(r, k)).join(', ')}]`;
    return [
        '```mermaid',
        'xychart-beta',
        // Our own words and numbers only: nothing to sanitise.
        `  title "${view.k === null ? 'pass@1 (%)' : `pass@1 and pass@${view.k} (%)`}"`,
        `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        '  y-axis "percent" 0 --> 100',
        line(1),
        ...(view.k === null ? [] : [line(view.k)]),
        '```',
    ].join('\n');
}
/**
 * Text safe inside a mermaid double-quoted string: the grammar has no escape for `"`, and a line
 * break, `;`, backtick or markdown fence would end the statement or the code block. Anything
 * outside a plain set becomes `_`.
 */
function mermaidString(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, 40).replace(/[^A-Za-z0-9 .,:@#/()+_-]/g, '_');
}
function chartKey(view) {
    return view.k === null ? '_Line: pass@1._' : `_Lines: pass@1 (the first), pass@${view.k} (the second)._`;
}
function runsTable(view) {
    const k = view.k;
    const rows = view.runs.map((r, i) => {
        const previous = i > 0 ? view.runs[i - 1] : null;
        const p1 = r.pass_at_k['1'];
        const delta = previous ? (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .signedPoints */ ._)(p1 - previous.pass_at_k['1']) : '—';
        return [
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)(runLabel(r, i, view.runs.length), r.run_url ?? undefined),
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(r.date.slice(0, 10)),
            (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, MAX_NAME)),
            String(r.tasks),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(p1),
            delta,
            ...(k === null ? [] : [(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(r.pass_at_k[String(k)])]),
            String(r.errors),
            r.cost_usd === null ? '—' : `$${r.cost_usd.toFixed(2)}`,
        ];
    });
    const header = [
        'Run',
        'Date',
        'Agent / model',
        'Tasks',
        'pass@1',
        'Δ pass@1 (pts)',
        ...(k === null ? [] : [`pass@${k}`]),
        'Errors',
        'Cost',
    ];
    return `${(0,markdown_table__WEBPACK_IMPORTED_MODULE_4__/* .markdownTable */ .Q)([header, ...rows.reverse()])}\n\n_Newest first; Δ is against the run before (the task sets of two runs may differ)._`;
}
/** The same trend on a terminal: sparklines and a table, control characters shown, not run. */
function trendTerminal(history, last = TREND_RUNS) {
    const view = trendView(history, last);
    if (view.runs.length === 0)
        return `History of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(history.label)}: no run with tasks yet.\n`;
    const lines = [
        `History of ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(history.label)}: the last ${view.runs.length} run(s), oldest first`,
    ];
    lines.push(`pass@1  ${sparkline(view.runs.map((r) => r.pass_at_k['1']))}`);
    if (view.k !== null)
        lines.push(`pass@${view.k}  ${sparkline(view.runs.map((r) => r.pass_at_k[String(view.k)]))}`);
    lines.push('');
    const kHead = view.k === null ? '' : `  pass@${view.k}`.padEnd(9);
    lines.push(`${'run'.padEnd(16)}${'date'.padEnd(12)}${'tasks'.padStart(6)}  ${'pass@1'.padEnd(7)}${'delta'.padStart(7)}${kHead}  agent / model`);
    view.runs.forEach((r, i) => {
        const p1 = r.pass_at_k['1'];
        const delta = i > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .signedPoints */ ._)(p1 - view.runs[i - 1].pass_at_k['1']) : '-';
        const pk = view.k === null ? '' : `  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(r.pass_at_k[String(view.k)]).padEnd(7)}`;
        const who = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, MAX_NAME));
        lines.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(runLabel(r, i, view.runs.length)).padEnd(16)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(r.date.slice(0, 10)).padEnd(12)}${String(r.tasks).padStart(6)}  ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(p1).padEnd(7)}${delta.padStart(7)}${pk}  ${who}`);
    });
    return `${lines.join('\n')}\n`;
}
/** `▁▃▅█`: one bar per run, 0 to 100 %. */
function sparkline(values) {
    const bars = '▁▂▃▄▅▆▇█';
    return values.map((v) => bars[Math.min(7, Math.max(0, Math.floor(v * 8)))]).join('');
}
/**
 * "Known flaky: 2 of the 3 moved tasks — fix-bug (flaky: passed and failed within 4 of 9 runs)":
 * which of the tasks that moved the ledger (built from the baseline's history) already marked.
 * Empty when none did.
 */
function knownFlakyLine(tasks, flaky) {
    const moved = tasks.filter((t) => ['regressed', 'improved', 'dropped', 'rose'].includes((0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .displayStatus */ .j_)(t)));
    const known = moved.filter((t) => flaky.has(t.taskId));
    if (known.length === 0)
        return '';
    const items = known.map((t) => {
        const e = flaky.get(t.taskId);
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(t.taskName, MAX_NAME))} (${e.marks.join(', ')}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(e.evidence)})`;
    });
    return `🎲 **Known flaky:** ${known.length} of the ${moved.length} task(s) that moved were already marked by the history of the base branch:\n\n${items.join('\n')}`;
}
function runLabel(r, index, shown) {
    const commit = r.commit && /^[0-9a-f]{7,}$/i.test(r.commit) ? r.commit.slice(0, 7) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(r.run_id, 20);
    return `${index - shown + 1 === 0 ? 'latest' : `${index - shown + 1}`} ${commit}`;
}
function pointsOf(r, k) {
    return (Math.round((r.pass_at_k[String(k)] ?? 0) * 1000) / 10).toFixed(1);
}
function maxK(r) {
    return Math.max(0, ...Object.keys(r.pass_at_k).map(Number));
}
/** `helios history --tasks`: the ledger as aligned text, marked tasks first. */
function ledgerTerminal(entries, runs) {
    if (entries.length === 0)
        return 'No task in the history yet.\n';
    const marked = entries.filter((e) => e.marks.length > 0).length;
    const lines = [
        `Flaky-task ledger over ${runs} kept run(s): ${marked} of ${entries.length} task(s) marked (oracle stability: not recorded in the history)`,
        `${'task'.padEnd(32)}${'runs'.padStart(5)}${'pass rate'.padStart(11)}${'per run'.padStart(12)}${'errors'.padStart(8)}  mark`,
    ];
    for (const e of entries) {
        const rate = e.passRate === null ? '-' : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(e.passRate);
        const spread = e.minRunRate === null ? '-' : `${Math.round(e.minRunRate * 100)}–${Math.round(e.maxRunRate * 100)}%`;
        const mark = e.marks.length > 0 ? `${e.marks.join(', ')}: ${e.evidence}` : '-';
        lines.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(e.name, 31)).padEnd(32)}${String(e.runs).padStart(5)}${rate.padStart(11)}${spread.padStart(12)}${String(e.errors).padStart(8)}  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTerminal */ .en)(mark)}`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 84724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ VERDICT_ICON),
/* harmony export */   _: () => (/* binding */ verdictTone)
/* harmony export */ });
/* harmony import */ var _self_reported_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31396);

const VERDICT_ICON = {
    failure: '❌',
    warning: '⚠️',
    success: '✅',
    neutral: 'ℹ️',
};
function verdictTone(c, selfReported) {
    if (c.conclusion === 'neutral' && (c.gate.inconclusive !== null || c.gate.flagged !== null))
        return 'warning';
    return (0,_self_reported_js__WEBPACK_IMPORTED_MODULE_0__/* .shownConclusion */ .xU)(c.conclusion, selfReported);
}


/***/ }),

/***/ 6949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jY: () => (/* binding */ flakyLedger),
  hM: () => (/* binding */ knownFlaky)
});

// UNUSED EXPORTS: UNSTABLE_P

;// CONCATENATED MODULE: ./src/results/chi-square.ts
// The chi-square test of homogeneity for a 2 × R table (passes and failures in R runs), and the
// distribution function it needs. Pure.
/**
 * P(X ≥ x) for X ~ χ²(df): the regularized upper incomplete gamma Q(df/2, x/2), by its series
 * below a + 1 and its continued fraction above (Numerical Recipes' gser/gcf).
 */
function chiSquareSurvival(x, df) {
    if (!(x > 0))
        return 1;
    const a = df / 2;
    const z = x / 2;
    const logPrefix = -z + a * Math.log(z) - logGamma(a);
    if (z < a + 1) {
        let term = 1 / a;
        let sum = term;
        for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
            term *= z / (a + n);
            sum += term;
        }
        return Math.max(0, 1 - sum * Math.exp(logPrefix));
    }
    const tiny = 1e-300;
    let b = z + 1 - a;
    let c = 1 / tiny;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i < 1000; i++) {
        const an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (Math.abs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (Math.abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const step = d * c;
        h *= step;
        if (Math.abs(step - 1) < 1e-15)
            break;
    }
    return Math.min(1, Math.exp(logPrefix) * h);
}
/** Lanczos approximation (g = 7, n = 9). */
function logGamma(x) {
    const c = [
        0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
        12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
    ];
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
    const xm = x - 1;
    let sum = c[0];
    for (let i = 1; i < 9; i++)
        sum += c[i] / (xm + i);
    const t = xm + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (xm + 0.5) * Math.log(t) - t + Math.log(sum);
}
/**
 * Pearson's test that every run has the same pass probability, from each run's successes of n.
 * Null when it cannot be tested: fewer than two runs with attempts, or every attempt passed or
 * every attempt failed (no variation to test).
 */
function homogeneityTest(runs) {
    const used = runs.filter((r) => r.n > 0);
    const total = used.reduce((s, r) => s + r.n, 0);
    const passed = used.reduce((s, r) => s + r.successes, 0);
    if (used.length < 2 || passed === 0 || passed === total)
        return null;
    const rate = passed / total;
    let statistic = 0;
    for (const r of used) {
        const expectedPass = r.n * rate;
        const expectedFail = r.n - expectedPass;
        statistic += (r.successes - expectedPass) ** 2 / expectedPass;
        statistic += (r.n - r.successes - expectedFail) ** 2 / expectedFail;
    }
    const df = used.length - 1;
    return { statistic, df, p: chiSquareSurvival(statistic, df) };
}

;// CONCATENATED MODULE: ./src/results/flaky-ledger.ts

const UNSTABLE_P = 0.01;
/** The ledger of the newest run's tasks, marked ones first, then by name. */
function flakyLedger(history) {
    const newest = history.runs.at(-1);
    if (!newest)
        return [];
    // By task index (one per task id): a full history has 365,000 counts.
    const perTask = history.tasks.map(() => []);
    for (const run of history.runs)
        for (const [index, n, successes, errors = 0] of run.task_counts)
            perTask[index].push({ n: n - errors, successes, errors });
    const entries = newest.task_counts.map(([index]) => entryOf(history.tasks[index], perTask[index]));
    return entries.sort((a, b) => b.marks.length - a.marks.length || a.name.localeCompare(b.name));
}
/** Task id → its entry, for the marked tasks only. */
function knownFlaky(ledger) {
    return new Map(ledger.filter((e) => e.marks.length > 0).map((e) => [e.id, e]));
}
function entryOf({ id, name }, runs) {
    const task = { name, runs };
    const attempts = task.runs.reduce((s, r) => s + r.n, 0);
    const successes = task.runs.reduce((s, r) => s + r.successes, 0);
    const errors = task.runs.reduce((s, r) => s + r.errors, 0);
    const rates = task.runs.filter((r) => r.n > 0).map((r) => r.successes / r.n);
    const mixedRuns = task.runs.filter((r) => r.successes > 0 && r.successes < r.n).length;
    const heterogeneity = homogeneityTest(task.runs);
    const marks = [];
    const evidence = [];
    if (mixedRuns > 0) {
        marks.push('flaky');
        evidence.push(`passed and failed within ${mixedRuns} of ${task.runs.length} run(s)`);
    }
    if (heterogeneity !== null && heterogeneity.p < UNSTABLE_P) {
        marks.push('unstable');
        evidence.push(`pass rate differs between runs (${pct(Math.min(...rates))}–${pct(Math.max(...rates))}; χ² = ${heterogeneity.statistic.toFixed(1)}, df ${heterogeneity.df}, p = ${heterogeneity.p < 0.001 ? '< 0.001' : heterogeneity.p.toFixed(3)})`);
    }
    return {
        id,
        name: task.name,
        runs: task.runs.length,
        attempts,
        successes,
        errors,
        passRate: attempts === 0 ? null : successes / attempts,
        minRunRate: rates.length === 0 ? null : Math.min(...rates),
        maxRunRate: rates.length === 0 ? null : Math.max(...rates),
        mixedRuns,
        heterogeneity,
        marks,
        evidence: evidence.length > 0 ? evidence.join('; ') : 'no sign of flakiness',
    };
}
function pct(rate) {
    return `${Math.round(rate * 100)}%`;
}


/***/ }),

/***/ 735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownTable)
/* harmony export */ });
// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {}
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat()
  const stringLength = settings.stringLength || defaultStringLength
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = []
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = []
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = []
  /** @type {Array<number>} */
  const longestCellByColumn = []
  let mostCellsPerRow = 0
  let rowIndex = -1

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = []
    /** @type {Array<number>} */
    const sizes = []
    let columnIndex = -1

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex])

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell)
        sizes[columnIndex] = size

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size
        }
      }

      row.push(cell)
    }

    cellMatrix[rowIndex] = row
    sizeMatrix[rowIndex] = sizes
  }

  // Figure out which alignments to use.
  let columnIndex = -1

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex])
    }
  } else {
    const code = toAlignment(align)

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code
    }
  }

  // Inject the alignment row.
  columnIndex = -1
  /** @type {Array<string>} */
  const row = []
  /** @type {Array<number>} */
  const sizes = []

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex]
    let before = ''
    let after = ''

    if (code === 99 /* `c` */) {
      before = ':'
      after = ':'
    } else if (code === 108 /* `l` */) {
      before = ':'
    } else if (code === 114 /* `r` */) {
      after = ':'
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          )

    const cell = before + '-'.repeat(size) + after

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size
      }

      sizes[columnIndex] = size
    }

    row[columnIndex] = cell
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row)
  sizeMatrix.splice(1, 0, sizes)

  rowIndex = -1
  /** @type {Array<string>} */
  const lines = []

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex]
    const sizes = sizeMatrix[rowIndex]
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow
    columnIndex = -1
    /** @type {Array<string>} */
    const line = []

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || ''
      let before = ''
      let after = ''

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0)
        const code = alignments[columnIndex]

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size)
        } else if (code === 99 /* `c` */) {
          const half = size / 2

          if (size % 2) {
            before = ' '.repeat(half + 0.5)
            after = ' '.repeat(half - 0.5)
          } else {
            before = ' '.repeat(half)
            after = before
          }
        } else {
          after = ' '.repeat(size)
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|')
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ')
      }

      if (settings.alignDelimiters !== false) {
        line.push(before)
      }

      line.push(cell)

      if (settings.alignDelimiters !== false) {
        line.push(after)
      }

      if (settings.padding !== false) {
        line.push(' ')
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|')
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    )
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}


/***/ })

};
