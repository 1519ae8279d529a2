export const id = 6391;
export const ids = [6391];
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
// EXTERNAL MODULE: ./src/run/environment/owned-temp-dir.ts
var owned_temp_dir = __webpack_require__(50827);
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
    const dir = await (0,owned_temp_dir/* ownedTempDir */.l1)('publish');
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
// EXTERNAL MODULE: ./src/results/flaky-ledger.ts
var flaky_ledger = __webpack_require__(90905);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(59913);
// EXTERNAL MODULE: ./src/report/trend.ts + 2 modules
var trend = __webpack_require__(57332);
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

/***/ 90905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hM: () => (/* binding */ knownFlaky),
/* harmony export */   jY: () => (/* binding */ flakyLedger)
/* harmony export */ });
/* unused harmony export UNSTABLE_P */
/* harmony import */ var _chi_square_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59838);

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
    const heterogeneity = (0,_chi_square_js__WEBPACK_IMPORTED_MODULE_0__/* .homogeneityTest */ .V)(task.runs);
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
