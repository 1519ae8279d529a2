export const id = 8632;
export const ids = [8632];
export const modules = {

/***/ 65149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ confirmationHook)
/* harmony export */ });
/* unused harmony export withConfirmation */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68036);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(69212);
/* harmony import */ var _results_confirm_plan_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32588);
/* harmony import */ var _results_confirm_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74630);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49930);
/* harmony import */ var _results_totals_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65843);
// The report job's part in a confirmation round (`confirm` input): with `true`, a borderline first
// round asks for a round 2 (outputs `confirm-tasks`, `confirm-attempts`) instead of a verdict; with
// `final`, the report after the confirm job gives the verdict over both rounds, or says the first
// verdict stands when round 2 did not finish. Both recompute round 1 the same way (same data,
// same seed), so the final report knows what was asked without trusting any output. With
// `confirm-rounds` > 1 the budget is split into rounds: the first report leaves round 1's counts
// for the confirm job, which runs rounds 3 on, and the final report reads every finished round.









/** For digestAgainstBaseline: nothing with `confirm: false`, else the confirmation step. */
function confirmationHook(s) {
    return s.inputs.confirm === 'false'
        ? {}
        : { confirm: (c, b, h, o, sha) => withConfirmation(s, c, b, h, o, sha) };
}
/** The comparison to report: round 1's, marked as awaiting round 2, or the final one. */
async function withConfirmation(s, first, base, head, options, baselineSha) {
    const budget = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .confirmBudget */ .My)(s.inputs.confirmAttempts, head.totals.attempts, "Input 'confirm-attempts'");
    const rounds = roundsWithin(s, budget);
    // Base attempts need the commit to check out; without one the round runs the head only.
    const withBase = s.inputs.confirmBase && baselineSha !== null;
    // Each round a share of the budget: the later rounds spend theirs only where it is still needed.
    const perRound = Math.floor(budget / rounds);
    const plan = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .planConfirmation */ .HW)(first, s.recording ? 0 : perRound, { base: withBase, rounds });
    if (s.inputs.confirmBase && !withBase && plan.tasks.length > 0 && s.inputs.confirm === 'true')
        s.warnings.push("Input 'confirm-base' is true but the baseline's commit is not known (the baseline is a file, or there is none): the confirmation round runs head attempts only.");
    const later = {
        rounds,
        perRound,
        alpha: (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .confirmationAlpha */ .aS)(options),
    };
    if (s.inputs.confirm === 'true')
        return askForRound2(s, first, plan, withBase ? baselineSha : null, later);
    if (plan.tasks.length === 0 || base === null)
        return first;
    return finalVerdict(s, first, base, head, options, plan, baselineSha, rounds);
}
/** `confirm-rounds`, at most one round per attempt of the budget (said so when fewer). */
function roundsWithin(s, budget) {
    const asked = s.inputs.confirmRounds;
    if (budget === 0 || asked <= budget)
        return asked;
    s.warnings.push(`Input 'confirm-rounds' is ${asked} but the confirm-attempts budget is ${budget} attempt(s): ${budget} round(s) run. Give fewer rounds or a larger confirm-attempts.`);
    return budget;
}
/** `confirm: final`: the verdict over every finished round, from the confirm jobs' artifacts. */
async function finalVerdict(s, first, base, head, options, plan, baselineSha, rounds) {
    const headName = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmArtifactName */ .E)(s.inputs.label);
    const extra = await readRound2(s, plan, headName, 'confirm');
    if (typeof extra === 'string') {
        s.warnings.push(`The confirmation round's summary (artifact ${headName}) could not be read (${extra}): the confirm job failed or was cancelled; the first verdict stands.`);
        first.verdict = `The confirmation round did not finish, so the first verdict stands: ${first.verdict}`;
        return first;
    }
    const baseAsked = plan.tasks[0].baseAttempts > 0;
    const baseName = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmBaseArtifactName */ .dn)(s.inputs.label);
    const baseRead = baseAsked ? await readRound2(s, plan, baseName, 'confirm-base') : null;
    const extraBase = typeof baseRead === 'string' ? null : baseRead;
    if (typeof baseRead === 'string')
        s.warnings.push(`The base side of the confirmation round (artifact ${baseName}) could not be read (${baseRead}): the confirm-base job failed or was cancelled; the final verdict uses the head's attempts only.`);
    // With several rounds chosen before the first look, every look is the e-process's (anytime).
    const done = [{ head: extra, base: extraBase }];
    if (rounds > 1)
        done.push(...(await readLaterRounds(s, plan, rounds)));
    const { comparison, ignored } = (0,_results_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .sequentialComparison */ .LC)(base, head, done, options, first, {
        anytime: rounds > 1,
    });
    if (ignored.length > 0)
        s.warnings.push(`The confirmation round ran ${ignored.length} task(s) the first round does not have; left out.`);
    const ranLater = done.slice(1).reduce((a, r) => a + r.head.totals.attempts, 0);
    const ran = `${extra.totals.attempts + ranLater} more attempt(s) on ${extra.tasks.length} task(s)`;
    const baseRan = extraBase !== null
        ? `, ${extraBase.totals.attempts} base attempt(s) at ${baselineSha.slice(0, 7)}`
        : baseAsked
            ? ', no base attempts: the confirm-base job did not finish'
            : '';
    const after = done.length === 1 ? 'a confirmation round' : `${done.length} confirmation rounds`;
    comparison.verdict = `After ${after} (${ran}${baseRan}, ${plan.reason}): ${comparison.verdict}`;
    return comparison;
}
/**
 * Rounds 3 on, as the confirm job left them (`helios-<label>-confirm-3`, …): up to the first one
 * missing (the e-process decided, or the job stopped) or unreadable (said so). Any prefix of the
 * rounds is a valid place to stop, so a round lost reads as the job having stopped before it.
 */
async function readLaterRounds(s, plan, rounds) {
    let names;
    try {
        names = new Set((await s.clients.artifacts.listRunArtifacts()).map((a) => a.name));
    }
    catch (error) {
        s.warnings.push(`The run's artifacts could not be listed (${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_8__/* .messageOf */ .bD)(error)}): the verdict rests on round 2 alone.`);
        return [];
    }
    const later = [];
    for (let round = 3; round <= rounds + 1; round++) {
        const name = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmRoundArtifactName */ .Om)(s.inputs.label, round);
        if (!names.has(name))
            break;
        const read = await readRound2(s, plan, name, `confirm (round ${round})`);
        if (typeof read === 'string') {
            s.warnings.push(`Confirmation round ${round}'s summary (artifact ${name}) could not be read (${read}): the verdict rests on the rounds before it.`);
            break;
        }
        later.push({ head: read, base: null });
    }
    return later;
}
/** `confirm: true`: a borderline round 1 gives no verdict yet; the outputs drive the confirm jobs. */
async function askForRound2(s, first, plan, baselineSha, later) {
    const asked = plan.tasks[0];
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('confirm-tasks', plan.tasks.length === 0 ? '' : JSON.stringify(plan.tasks.map((t) => t.taskId)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('confirm-attempts', String(asked?.attempts ?? 0));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('confirm-base-attempts', String(asked?.baseAttempts ?? 0));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('baseline-sha', baselineSha ?? '');
    if (plan.reason !== null && plan.tasks.length === 0)
        s.warnings.push(`The first round is borderline (${plan.reason}) but no confirmation round runs: ${s.recording ? 'a push or scheduled run records the base branch' : plan.leftOut === 0 ? 'no task stands out as likely to have fallen' : 'the confirm-attempts budget is 0'}. This verdict is final.`);
    if (asked === undefined)
        return first;
    if (plan.leftOut > 0)
        s.warnings.push(`The confirm-attempts budget covers the ${plan.tasks.length} most likely of ${plan.tasks.length + plan.leftOut} suspect tasks.`);
    const onBase = asked.baseAttempts > 0 && baselineSha !== null
        ? ` (and ${asked.baseAttempts} at the baseline's commit ${baselineSha.slice(0, 7)})`
        : '';
    const more = later.rounds > 1 && (await uploadConfirmPlan(s, first, later));
    first.conclusion = 'neutral';
    first.verdict = `Borderline (${plan.reason}): ${more ? `up to ${later.rounds} confirmation rounds run, the first` : 'a confirmation round runs'} ${asked.attempts} more attempt(s)${onBase} on each of ${plan.tasks.length} task(s) before the final verdict. First round: ${first.verdict}`;
    return first;
}
/**
 * Round 1's counts for the confirm job, which plans rounds 3 on from them: true when uploaded.
 * Without it the confirm job runs round 2 alone, said so.
 */
async function uploadConfirmPlan(s, first, later) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(s.workDir, 'confirm-plan');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _results_confirm_plan_record_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIRM_PLAN_FILE */ .s2);
    const record = (0,_results_confirm_plan_record_js__WEBPACK_IMPORTED_MODULE_4__/* .confirmPlanRecord */ .Fu)(first, { ...later, ..._results_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIRM_ATTEMPT_LIMITS */ .uv });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, `${JSON.stringify(record)}\n`);
    const name = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .confirmPlanArtifactName */ .Tj)(s.inputs.label);
    const uploaded = await s.clients.artifacts.uploadFolder(name, dir, [file]);
    if (!uploaded.ok)
        s.warnings.push(`The confirmation plan (artifact ${name}) was not uploaded (${uploaded.error}): the confirm job runs one round.`);
    return uploaded.ok;
}
/**
 * One side of round 2 (the artifact the `job` uploaded), only the tasks round 1 asked for; why
 * not, when the job left none or an unreadable one (the caller says what that means).
 */
async function readRound2(s, plan, name, job) {
    let summary;
    try {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(s.workDir, name);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        const downloaded = await s.clients.artifacts.downloadArtifactByName(name, dir);
        summary = (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(downloaded.path, 'run_summary.json'), 'utf8'), `${name}/run_summary.json`);
    }
    catch (error) {
        return (0,_narrow_js__WEBPACK_IMPORTED_MODULE_8__/* .messageOf */ .bD)(error);
    }
    const asked = new Set(plan.tasks.map((t) => t.taskId));
    const tasks = summary.tasks.filter((t) => asked.has(t.task_id));
    if (tasks.length < summary.tasks.length)
        s.warnings.push(`The ${job} job ran ${summary.tasks.length - tasks.length} task(s) the report did not ask for; left out.`);
    return { ...summary, tasks, totals: (0,_results_totals_js__WEBPACK_IMPORTED_MODULE_7__/* .computeTotals */ .x)(tasks, summary.totals.invalid_tasks) };
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

/***/ 4429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sr: () => (/* binding */ fetchFailedAttempts),
/* harmony export */   xN: () => (/* binding */ attemptArtifactsByKey)
/* harmony export */ });
/* unused harmony export MAX_FETCHED_ATTEMPTS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68036);
/* harmony import */ var _task_slug_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48178);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40645);
// The attempt folders report.html shows trajectories from: the report job fetches the attempt
// artifacts of the tasks that failed (fewest passes first), at most MAX_FETCHED_ATTEMPTS, into one
// tree shaped like a run folder (`<NNN>_<slug>/attempt_<NNN>/`). Passing tasks and attempts past
// the cap keep a link to their artifact. A download that fails leaves that attempt linked only.




const MAX_FETCHED_ATTEMPTS = 60;
async function fetchFailedAttempts(artifacts, head, label, ctx, clients, workDir) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workDir, 'attempts');
    const byKey = attemptArtifactsByKey(artifacts, label);
    const links = new Map();
    for (const [key, artifact] of byKey) {
        const url = (0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .artifactUrl */ .Wk)(ctx, artifact.id);
        if (url)
            links.set(key, url);
    }
    const wanted = head.tasks
        .filter((t) => t.successes < t.n)
        .sort((a, b) => a.successes / a.n - b.successes / b.n || a.output_dir.localeCompare(b.output_dir))
        .flatMap((t) => Array.from({ length: t.n }, (_, i) => `${t.output_dir}/${(0,_task_slug_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptDirName */ .SH)(i + 1)}`))
        .filter((key) => byKey.has(key))
        .slice(0, MAX_FETCHED_ATTEMPTS);
    let failed = 0;
    for (const key of wanted) {
        try {
            await clients.artifacts.downloadArtifactByName(byKey.get(key).name, dir);
        }
        catch {
            failed++;
        }
    }
    return { dir, links, fetched: wanted.length - failed, failed };
}
/** A run's per-attempt artifacts of `label`, by `<NNN>_<slug>/attempt_<NNN>` (the run-folder path). */
function attemptArtifactsByKey(artifacts, label) {
    const byKey = new Map();
    for (const artifact of artifacts) {
        const parsed = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArtifactName */ .TZ)(artifact.name, label);
        if (parsed?.kind === 'attempt')
            byKey.set(`${parsed.taskDir}/${(0,_task_slug_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptDirName */ .SH)(parsed.attempt)}`, artifact);
    }
    return byKey;
}


/***/ }),

/***/ 89017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ fetchBaseAttempts)
/* harmony export */ });
/* unused harmony export MAX_BASE_TASKS */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69212);
/* harmony import */ var _task_slug_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48178);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(12011);
/* harmony import */ var _report_attempts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4429);
/* harmony import */ var _run_environment_owned_temp_dir_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50827);
// The baseline's side of report.html: the base attempts of the regressed tasks live in the
// baseline's own workflow run, so the report job lists that run's artifacts (REST) and downloads
// the regressed tasks' attempt artifacts (at most MAX_BASE_TASKS tasks) into a temp folder shaped
// like a run folder. The caller removes the folder once the page is written. A failed listing or
// download is a warning: those base attempts then say they were not available and link to the run.







/** Regressed tasks whose base attempts are fetched; the rest link to the base run. */
const MAX_BASE_TASKS = 20;
async function fetchBaseAttempts(d) {
    const dir = await (0,_run_environment_owned_temp_dir_js__WEBPACK_IMPORTED_MODULE_3__/* .ownedTempDir */ .l1)('base-attempts');
    const result = {
        dir,
        links: new Map(),
        runUrl: d.baseRun.htmlUrl,
        fetched: 0,
        failed: 0,
        dispose: () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true }),
    };
    const wanted = regressedBaseAttempts(d.base, d.comparison);
    if (wanted.length === 0 || !d.clients.octokit || !d.ctx.repository)
        return result;
    const { owner, repo } = d.ctx.repository;
    let listed;
    try {
        listed = await d.clients.octokit.paginate(d.clients.octokit.rest.actions.listWorkflowRunArtifacts, {
            owner,
            repo,
            run_id: d.baseRun.runId,
            per_page: 100,
        });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html: the baseline run's artifacts could not be listed (${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)}); regressed tasks link to ${d.baseRun.htmlUrl} instead of showing base attempts.`);
        return result;
    }
    const byKey = (0,_report_attempts_js__WEBPACK_IMPORTED_MODULE_2__/* .attemptArtifactsByKey */ .xN)(listed.filter((a) => !a.expired), d.label);
    for (const key of wanted) {
        const artifact = byKey.get(key);
        if (!artifact) {
            result.failed++;
            continue;
        }
        result.links.set(key, `${d.baseRun.htmlUrl}/artifacts/${artifact.id}`);
        try {
            await d.clients.artifacts.downloadIdFromRun({
                runId: d.baseRun.runId,
                owner,
                repo,
                token: d.clients.token,
                id: artifact.id,
                name: artifact.name,
                ...(artifact.digest ? { digest: artifact.digest } : {}),
                dir,
            });
            result.fetched++;
        }
        catch {
            result.failed++;
        }
    }
    if (result.failed > 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html: ${result.failed} base attempt artifact(s) of the regressed tasks were not available in ${d.baseRun.htmlUrl}; those base attempts are not shown.`);
    return result;
}
/** The base attempts (run-folder paths) of the first MAX_BASE_TASKS regressed tasks. */
function regressedBaseAttempts(base, comparison) {
    const regressed = new Set(comparison.tasks.filter((t) => (0,_report_format_js__WEBPACK_IMPORTED_MODULE_5__/* .displayStatus */ .j_)(t) === 'regressed').map((t) => t.taskId));
    return base.tasks
        .filter((t) => regressed.has(t.task_id))
        .sort((a, b) => a.output_dir.localeCompare(b.output_dir))
        .slice(0, MAX_BASE_TASKS)
        .flatMap((t) => Array.from({ length: t.n }, (_, i) => `${t.output_dir}/${(0,_task_slug_js__WEBPACK_IMPORTED_MODULE_6__/* .attemptDirName */ .SH)(i + 1)}`));
}


/***/ }),

/***/ 28632:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REPORT_DIGEST_FILE: () => (/* reexport safe */ _load_baseline_js__WEBPACK_IMPORTED_MODULE_10__.TC),
/* harmony export */   REPORT_MARKDOWN_FILE: () => (/* reexport safe */ _load_baseline_js__WEBPACK_IMPORTED_MODULE_10__.mk),
/* harmony export */   reportMode: () => (/* binding */ reportMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68036);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(69212);
/* harmony import */ var _results_merge_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42958);
/* harmony import */ var _results_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59913);
/* harmony import */ var _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57177);
/* harmony import */ var _results_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26438);
/* harmony import */ var _results_run_summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(49930);
/* harmony import */ var _results_uploads_record_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(69564);
/* harmony import */ var _load_baseline_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(84775);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(40645);
/* harmony import */ var _confirm_report_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(65149);
/* harmony import */ var _report_attempts_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4429);
/* harmony import */ var _report_base_attempts_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(89017);
/* harmony import */ var _publish_report_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(69646);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_6__]);
_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_6__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];
// mode: report — merge this run's shard summaries, compare with the baseline, publish the report
// (sticky comment, check run, job summary), upload it, and gate.


















async function reportMode(inputs, ctx, clients) {
    const runId = (0,_context_js__WEBPACK_IMPORTED_MODULE_11__/* .benchmarkRunId */ .uq)(ctx);
    const workDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, `${runId}-report`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(workDir, { recursive: true });
    const warnings = [];
    const artifacts = await clients.artifacts.listRunArtifacts();
    const names = artifacts.map((a) => a.name);
    const plan = await readPlan(inputs, clients, workDir, names, warnings);
    const shardInputs = await readShardSummaries(artifacts, inputs, clients, workDir, warnings);
    if (shardInputs.length === 0 && !plan) {
        throw new Error(`No shard summaries or plan for label '${inputs.label}' in this workflow run: the report job must run after the run jobs (needs: run).`);
    }
    const taskArtifacts = taskArtifactLinks(artifacts, inputs.label, ctx);
    const merged = (0,_results_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .mergeShardSummaries */ .x)(shardInputs, plan ?? undefined);
    warnings.push(...merged.problems.map((p) => problemWarning(p, plan)));
    const head = {
        ...merged.summary,
        label: inputs.label,
        source: (0,_context_js__WEBPACK_IMPORTED_MODULE_11__/* .runSource */ .Rh)(ctx),
    };
    for (const w of warnings)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(w);
    // The report artifact holds the merged summary (the next runs' baseline), the digest and the full
    // markdown (linked when a comment had to be shortened). It is uploaded before anything can fail:
    // if the baseline or the comparison throws, the summary alone still goes up, then the error.
    const { reportDir, files } = await reportFiles(workDir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(files.summary, `${JSON.stringify(head, null, 2)}\n`);
    const upload = async (paths) => {
        // The final report of a confirmation round comes second in the run: artifact names are unique.
        const name = (inputs.confirm === 'final' ? _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .finalReportArtifactName */ .IR : _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .reportArtifactName */ .m5)(inputs.label);
        const result = await clients.artifacts.uploadFolder(name, reportDir, paths);
        if (!result.ok)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`The report artifact was not uploaded: ${result.error}`);
    };
    let built;
    try {
        built = await (0,_publish_report_js__WEBPACK_IMPORTED_MODULE_15__/* .digestAgainstBaseline */ .Bd)({
            taskArtifacts,
            inputs,
            ctx,
            clients,
            head,
            warnings,
            missingTasks: missingTaskCount(merged.problems),
            carryHistory: true,
            ...(0,_confirm_report_js__WEBPACK_IMPORTED_MODULE_12__/* .confirmationHook */ .$)({ inputs, clients, workDir, warnings, recording: isRecordingRun(ctx) }),
        });
    }
    catch (error) {
        await upload([files.summary]);
        throw error;
    }
    const { digest, fullMarkdown, jobSummary, history } = built;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(files.digest, `${JSON.stringify(digest, null, 2)}\n`);
    if (history)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(files.history, (0,_results_history_js__WEBPACK_IMPORTED_MODULE_5__/* .serializeHistory */ .ph)(history));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(files.markdown, `${fullMarkdown}\n`);
    const page = { head, built, taskArtifacts, artifacts, ctx, clients, workDir };
    const html = await writeReportHtml(files.html, page);
    await upload(Object.values(files).filter((f) => f !== files.html || html));
    await (0,_publish_report_js__WEBPACK_IMPORTED_MODULE_15__/* .publishDigest */ .Sw)({
        digest,
        jobSummary,
        inputs,
        ctx,
        clients,
        pullNumber: ctx.pullRequest?.number ?? null,
        headSha: ctx.sha,
    });
    (0,_publish_report_js__WEBPACK_IMPORTED_MODULE_15__/* .setReportOutputs */ .vl)(digest, head, files);
    gate(digest, inputs, ctx);
    return digest;
}
async function reportFiles(workDir) {
    const reportDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, 'artifact');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(reportDir, { recursive: true });
    const files = {
        summary: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _load_baseline_js__WEBPACK_IMPORTED_MODULE_10__/* .RUN_SUMMARY_FILE */ .s$),
        digest: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _load_baseline_js__WEBPACK_IMPORTED_MODULE_10__/* .REPORT_DIGEST_FILE */ .TC),
        markdown: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _load_baseline_js__WEBPACK_IMPORTED_MODULE_10__/* .REPORT_MARKDOWN_FILE */ .mk),
        history: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _results_history_js__WEBPACK_IMPORTED_MODULE_5__/* .HISTORY_FILE */ .CX),
        html: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(reportDir, _report_html_build_report_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_HTML_FILE */ .C),
    };
    return { reportDir, files };
}
/**
 * report.html beside the markdown: the attempts from the merged summary, linked to their
 * artifacts; the failed tasks' fetched attempts with their trajectories. A page that cannot be made is a warning: the
 * report itself must still go up.
 */
async function writeReportHtml(file, d) {
    const attempts = await (0,_report_attempts_js__WEBPACK_IMPORTED_MODULE_13__/* .fetchFailedAttempts */ .sr)(d.artifacts, d.head, d.head.label, d.ctx, d.clients, d.workDir);
    if (attempts.failed > 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html: ${attempts.failed} attempt artifact(s) could not be fetched; those attempts are linked, not shown.`);
    // The base side of regressed tasks: their attempts fetched from the baseline's own run.
    const { base, baseRun, comparison } = d.built;
    const baseAttempts = base && baseRun
        ? await (0,_report_base_attempts_js__WEBPACK_IMPORTED_MODULE_14__/* .fetchBaseAttempts */ .S)({
            baseRun,
            base,
            comparison,
            label: d.head.label,
            ctx: d.ctx,
            clients: d.clients,
        })
        : null;
    try {
        const html = await (0,_report_html_build_report_js__WEBPACK_IMPORTED_MODULE_6__/* .reportHtml */ .E)({
            head: d.head,
            headDir: attempts.dir,
            base: d.built.base,
            baseDir: baseAttempts?.dir ?? null,
            baseAttemptLinks: baseAttempts?.links,
            baseRunUrl: baseAttempts?.runUrl ?? null,
            comparison: d.built.comparison,
            history: d.built.history,
            leaderboard: null,
            reportDir: null,
            taskLinks: d.taskArtifacts,
            attemptLinks: attempts.links,
        });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, html);
        return true;
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`report.html was not written: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_16__/* .messageOf */ .bD)(error)}`);
        return false;
    }
    finally {
        await baseAttempts?.dispose();
    }
}
/** Each shard's summary artifact of this label, parsed; one that cannot be read is a warning. */
async function readShardSummaries(artifacts, inputs, clients, workDir, warnings) {
    const shardInputs = [];
    for (const artifact of artifacts) {
        const parsed = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArtifactName */ .TZ)(artifact.name, inputs.label);
        if (parsed?.kind !== 'shard-summary')
            continue;
        const file = `${artifact.name}/shard_summary.json`;
        try {
            const downloaded = await clients.artifacts.downloadArtifactByName(artifact.name, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, artifact.name));
            const summary = (0,_results_run_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .parseRunSummary */ .HE)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(downloaded.path, 'shard_summary.json'), 'utf8'), file, 'shard');
            shardInputs.push({ file, summary });
            warnings.push(...(await failedUploads(downloaded.path, artifact.name)));
        }
        catch (error) {
            warnings.push(`Shard summary ${file} could not be read and was left out: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_16__/* .messageOf */ .bD)(error)}`);
        }
    }
    return shardInputs;
}
/** The uploads a shard recorded as failed for good, as warnings (a broken record is one too). */
async function failedUploads(dir, artifactName) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'uploads.json'), 'utf8').catch(() => null);
    if (text === null)
        return [];
    try {
        const { failed } = (0,_results_uploads_record_js__WEBPACK_IMPORTED_MODULE_9__/* .parseUploadsRecord */ .Pg)(text, `${artifactName}/uploads.json`);
        if (failed.length === 0)
            return [];
        return [
            `${artifactName}: ${failed.length} artifact(s) failed to upload for good: ${failed.map((f) => f.name).join(', ')}`,
        ];
    }
    catch (error) {
        return [(0,_narrow_js__WEBPACK_IMPORTED_MODULE_16__/* .messageOf */ .bD)(error)];
    }
}
/** Fails the step on a real regression, except on a run that records the base branch. */
function gate(digest, inputs, ctx) {
    if (!digest.gate_failed || !inputs.failOnRegression)
        return;
    // A push or a schedule records the base branch as it is: it becomes the next baseline.
    if (isRecordingRun(ctx) && !inputs.gatePushes)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${digest.verdict} (not failing a ${ctx.eventName} run; set gate-pushes: true to fail it)`);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(digest.verdict);
}
/** Planned tasks the merged summary has no result for (missing shards and tasks). */
function missingTaskCount(problems) {
    const missing = new Set();
    let unknown = 0;
    for (const p of problems) {
        if (p.kind !== 'missing-shard' && p.kind !== 'missing-task')
            continue;
        if (p.task_ids.length === 0)
            unknown++; // a missing shard without a plan: its tasks are unknown
        for (const id of p.task_ids)
            missing.add(id);
    }
    return missing.size + unknown;
}
function isRecordingRun(ctx) {
    return ctx.pullRequest === null && ['push', 'schedule', 'workflow_dispatch'].includes(ctx.eventName);
}
/** Shown with a missing shard or task: which tasks have no results (by folder, as users know them). */
const LISTED_TASKS = 10;
/** A merge problem as a warning; missing shards and tasks name the tasks they leave out. */
function problemWarning(problem, plan) {
    if (problem.kind !== 'missing-shard' && problem.kind !== 'missing-task')
        return problem.message;
    if (problem.task_ids.length === 0)
        return problem.message;
    const pathOf = new Map();
    for (const shard of plan?.shards ?? [])
        shard.task_ids.forEach((id, i) => pathOf.set(id, shard.task_paths[i] ?? id));
    const listed = problem.task_ids.slice(0, LISTED_TASKS).map((id) => pathOf.get(id) ?? id);
    const more = problem.task_ids.length - listed.length;
    return `${problem.message}: ${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
async function readPlan(inputs, clients, workDir, names, warnings) {
    const name = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .planArtifactName */ .nU)(inputs.label);
    if (!names.includes(name)) {
        warnings.push(`No plan artifact '${name}' in this run: missing shards cannot be detected.`);
        return null;
    }
    try {
        const downloaded = await clients.artifacts.downloadArtifactByName(name, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workDir, name));
        return (0,_results_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .parsePlan */ .vS)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(downloaded.path, 'plan.json'), 'utf8'), `${name}/plan.json`);
    }
    catch (error) {
        warnings.push(`The plan artifact could not be read: ${(0,_narrow_js__WEBPACK_IMPORTED_MODULE_16__/* .messageOf */ .bD)(error)}`);
        return null;
    }
}
/**
 * Task output folder → link to its first attempt artifact (or its per-task / shard bundle), so the
 * report links straight to the files.
 */
function taskArtifactLinks(artifacts, label, ctx) {
    const links = new Map();
    for (const artifact of artifacts) {
        const parsed = (0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArtifactName */ .TZ)(artifact.name, label);
        if (parsed?.kind !== 'attempt' && parsed?.kind !== 'task-attempts')
            continue;
        const url = (0,_context_js__WEBPACK_IMPORTED_MODULE_11__/* .artifactUrl */ .Wk)(ctx, artifact.id);
        const rank = parsed.kind === 'attempt' ? parsed.attempt : 0;
        const known = links.get(parsed.taskDir);
        if (url && (!known || rank < known.rank))
            links.set(parsed.taskDir, { url, rank });
    }
    return new Map([...links].map(([dir, { url }]) => [dir, url]));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 32588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ confirmPlanRecord),
/* harmony export */   gU: () => (/* binding */ parseConfirmPlanRecord),
/* harmony export */   s2: () => (/* binding */ CONFIRM_PLAN_FILE)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80737);
/* harmony import */ var _settings_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33270);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41772);
// What the report job hands the confirm job when the confirmation budget is split into several
// rounds (`confirm-rounds` > 1): round 1's counts and each task's probability of having fallen, and
// how the later rounds are sized. The confirm job plans rounds 3 on from it (planLaterRound) without
// the baseline; the final report never reads it: it recomputes round 1 itself. Pure.



const CONFIRM_PLAN_FILE = 'confirm_plan.json';
const SCHEMA_VERSION = 1;
const count = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    successes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    errors: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
});
const schema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(SCHEMA_VERSION),
    rounds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(2).max(_settings_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .GATE_SETTINGS */ .C['confirm-rounds'].max),
    attempts_per_round: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    alpha: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().gt(0).lt(1),
    min_attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    max_attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    tasks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        task_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
        base: count,
        head: count,
        fell: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(1).nullable(),
    })),
});
/** The record of `round1` (its compared tasks only: the only ones a later round may re-run). */
function confirmPlanRecord(round1, s) {
    const tasks = [];
    for (const t of round1.tasks) {
        if (!t.compared || t.base === null || t.head === null)
            continue;
        const side = (x) => ({
            n: x.n,
            successes: x.successes,
            errors: x.errors,
        });
        tasks.push({ task_id: t.taskId, base: side(t.base), head: side(t.head), fell: t.fell });
    }
    return {
        schema_version: SCHEMA_VERSION,
        rounds: s.rounds,
        attempts_per_round: s.perRound,
        alpha: s.alpha,
        min_attempts: s.min,
        max_attempts: s.max,
        tasks,
    };
}
/** Reads a record back; a SchemaError names `file` and the field at fault. */
function parseConfirmPlanRecord(text, file) {
    const raw = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .OW)(text, file);
    (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .checkSchemaVersion */ .yE)(raw, file, [SCHEMA_VERSION], 'confirmation plan');
    const r = (0,_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .validate */ .tf)(schema, raw, file);
    return {
        rounds: r.rounds,
        perRound: r.attempts_per_round,
        alpha: r.alpha,
        min: r.min_attempts,
        max: Math.max(r.min_attempts, r.max_attempts),
        round1: {
            tasks: r.tasks.map((t) => ({
                taskId: t.task_id,
                compared: true,
                base: t.base,
                head: t.head,
                fell: t.fell,
            })),
        },
    };
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

/***/ 42958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ mergeShardSummaries)
/* harmony export */ });
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64042);
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65843);
/* harmony import */ var _tasks_checksum_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83690);
// Merge the shard summaries of one run into one run summary, and say what is wrong with the set:
// stale shards from another run, duplicates, missing shards or tasks, shards that disagree on the
// agent. Pure: the report mode downloads the files, this decides what they add up to.



function mergeShardSummaries(inputs, plan) {
    const problems = [];
    const sorted = [...inputs].sort((a, b) => shardIndex(a) - shardIndex(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    const runId = plan?.run_id ?? majorityRunId(sorted);
    const sameRun = [];
    for (const input of sorted) {
        if (runId === null || input.summary.run_id === runId)
            sameRun.push(input);
        else {
            problems.push({
                kind: 'other-run',
                message: `${input.file} is from run ${input.summary.run_id}, not ${runId}; left out`,
                files: [input.file],
                shard: input.summary.shard?.index ?? null,
                task_ids: [],
            });
        }
    }
    const kept = dropDuplicateShards(sameRun, problems);
    const reference = kept[0]?.summary;
    if (reference !== undefined)
        checkConfig(kept, reference, problems);
    if (plan !== undefined) {
        for (const input of kept) {
            const count = input.summary.shard?.count;
            if (count !== undefined && count !== plan.shards.length) {
                problems.push({
                    kind: 'shard-count-mismatch',
                    message: `${input.file} says ${count} shards; the plan has ${plan.shards.length}`,
                    files: [input.file],
                    shard: input.summary.shard?.index ?? null,
                    task_ids: [],
                });
            }
        }
    }
    const plannedShard = new Map();
    if (plan !== undefined)
        for (const shard of plan.shards)
            for (const id of shard.task_ids)
                plannedShard.set(id, shard.index);
    const claims = claimTasks(kept, plannedShard, problems);
    checkCoverage(kept, claims, plan, problems);
    const tasks = [...claims.values()].map((c) => c.task);
    tasks.sort((a, b) => discoveryIndex(a) - discoveryIndex(b) || (a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : 0));
    const invalid = uniqueByDir(kept.flatMap((k) => k.summary.invalid_tasks));
    const warnings = uniqueByDir(kept.flatMap((k) => k.summary.task_warnings ?? []));
    return { summary: buildSummary(kept, runId, plan, tasks, invalid, warnings), problems };
}
function shardIndex(input) {
    return input.summary.shard?.index ?? Number.MAX_SAFE_INTEGER;
}
/** The run most summaries belong to (ties: the smallest id), when no plan names it. */
function majorityRunId(inputs) {
    const counts = new Map();
    for (const input of inputs)
        counts.set(input.summary.run_id, (counts.get(input.summary.run_id) ?? 0) + 1);
    let best = null;
    let bestCount = 0;
    for (const [id, count] of counts) {
        if (count > bestCount || (count === bestCount && best !== null && id < best)) {
            best = id;
            bestCount = count;
        }
    }
    return best;
}
function dropDuplicateShards(inputs, problems) {
    const byIndex = new Map();
    const kept = [];
    for (const input of inputs) {
        const index = input.summary.shard?.index;
        if (index === undefined)
            kept.push(input); // a whole-run summary: nothing to collide with by index
        else
            byIndex.set(index, [...(byIndex.get(index) ?? []), input]);
    }
    for (const [index, group] of byIndex) {
        // Later-finished wins (a re-run job); the input order (file name) breaks ties.
        let winner = group[0];
        for (const candidate of group.slice(1)) {
            if (Date.parse(candidate.summary.finished_at) > Date.parse(winner.summary.finished_at))
                winner = candidate;
        }
        kept.push(winner);
        if (group.length > 1) {
            const others = group.filter((g) => g !== winner).map((g) => g.file);
            problems.push({
                kind: 'duplicate-shard',
                message: `shard ${index} has ${group.length} summaries; kept ${winner.file}, left out ${others.join(', ')}`,
                files: [winner.file, ...others],
                shard: index,
                task_ids: [],
            });
        }
    }
    return kept.sort((a, b) => shardIndex(a) - shardIndex(b) || (a.file < b.file ? -1 : 1));
}
function checkConfig(kept, reference, problems) {
    const first = kept[0].file;
    for (const input of kept.slice(1)) {
        const s = input.summary;
        const diffs = [];
        if (s.agent !== reference.agent)
            diffs.push(`agent ${s.agent} (vs ${reference.agent})`);
        if (s.model !== reference.model)
            diffs.push(`model ${s.model ?? 'none'} (vs ${reference.model ?? 'none'})`);
        if (s.attempts !== reference.attempts)
            diffs.push(`attempts ${s.attempts} (vs ${reference.attempts})`);
        if (s.label !== reference.label)
            diffs.push(`label ${s.label} (vs ${reference.label})`);
        if (diffs.length > 0) {
            problems.push({
                kind: 'config-mismatch',
                message: `${input.file} differs from ${first}: ${diffs.join(', ')}`,
                files: [input.file, first],
                shard: s.shard?.index ?? null,
                task_ids: [],
            });
        }
    }
}
function claimTasks(kept, plannedShard, problems) {
    const claims = new Map();
    const duplicates = new Map();
    for (const input of kept) {
        const shard = input.summary.shard?.index ?? null;
        for (const task of input.summary.tasks) {
            const claim = { task, shard, file: input.file };
            const existing = claims.get(task.task_id);
            if (existing === undefined) {
                claims.set(task.task_id, claim);
                continue;
            }
            const all = duplicates.get(task.task_id) ?? [existing];
            all.push(claim);
            duplicates.set(task.task_id, all);
            // Inputs come in shard order, so the existing claim is the lowest shard's unless the plan says otherwise.
            const planned = plannedShard.get(task.task_id);
            if (planned !== undefined && shard === planned && existing.shard !== planned)
                claims.set(task.task_id, claim);
        }
    }
    for (const [taskId, all] of duplicates) {
        const winner = claims.get(taskId);
        problems.push({
            kind: 'duplicate-task',
            message: `task ${taskId} is in ${all.map((c) => `shard ${c.shard ?? '?'} (${c.file})`).join(' and ')}; kept shard ${winner.shard ?? '?'}`,
            files: all.map((c) => c.file),
            shard: winner.shard,
            task_ids: [taskId],
        });
    }
    return claims;
}
function checkCoverage(kept, claims, plan, problems) {
    const present = new Set();
    for (const input of kept)
        if (input.summary.shard !== null)
            present.add(input.summary.shard.index);
    if (plan === undefined) {
        // Without a plan only the shard count tells us what to expect; the missing shards' tasks are unknown.
        const count = Math.max(0, ...kept.map((k) => k.summary.shard?.count ?? 0));
        for (let index = 0; index < count; index++) {
            if (!present.has(index)) {
                problems.push({
                    kind: 'missing-shard',
                    message: `shard ${index} of ${count} has no summary`,
                    files: [],
                    shard: index,
                    task_ids: [],
                });
            }
        }
        return;
    }
    const planned = new Set();
    for (const shard of plan.shards) {
        for (const id of shard.task_ids)
            planned.add(id);
        if (!present.has(shard.index)) {
            problems.push({
                kind: 'missing-shard',
                message: `shard ${shard.index} of ${plan.shards.length} has no summary; its ${shard.task_ids.length} tasks are missing`,
                files: [],
                shard: shard.index,
                task_ids: [...shard.task_ids],
            });
            continue;
        }
        const missing = shard.task_ids.filter((id) => !claims.has(id));
        if (missing.length > 0) {
            problems.push({
                kind: 'missing-task',
                message: `shard ${shard.index} ran without ${missing.length} planned task(s)`,
                files: [],
                shard: shard.index,
                task_ids: missing,
            });
        }
    }
    const unplanned = [...claims.keys()].filter((id) => !planned.has(id));
    if (unplanned.length > 0) {
        problems.push({
            kind: 'unplanned-task',
            message: `${unplanned.length} task(s) ran that the plan does not list`,
            files: [...new Set(unplanned.map((id) => claims.get(id).file))],
            shard: null,
            task_ids: unplanned,
        });
    }
}
/** Output folders are `<NNN>_<slug>` with NNN the discovery index: sort numerically (10000 > 999). */
function discoveryIndex(task) {
    const digits = /^\d+/.exec(task.output_dir);
    return digits === null ? Number.MAX_SAFE_INTEGER : Number(digits[0]);
}
/** Every shard discovers every task, so each reports the same invalid ones: keep one of each. */
function uniqueByDir(items) {
    const seen = new Map();
    for (const item of items) {
        const key = `${item.relative_dir}\0${item.file}\0${item.field ?? ''}\0${item.message}`;
        if (!seen.has(key))
            seen.set(key, item);
    }
    return [...seen.values()].sort((a, b) => a.relative_dir < b.relative_dir ? -1 : a.relative_dir > b.relative_dir ? 1 : 0);
}
function buildSummary(kept, runId, plan, tasks, invalid, warnings) {
    const reference = kept[0]?.summary;
    let start = Infinity;
    let end = -Infinity;
    for (const { summary } of kept) {
        const s = Date.parse(summary.started_at);
        const f = Date.parse(summary.finished_at);
        if (s < start)
            start = s;
        if (f > end)
            end = f;
    }
    const timed = Number.isFinite(start) && Number.isFinite(end);
    return {
        schema_version: _summary_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_SUMMARY_SCHEMA_VERSION */ .oO,
        kind: 'run',
        run_id: runId ?? '',
        label: reference?.label ?? plan?.label ?? 'default',
        shard: null,
        agent: reference?.agent ?? '',
        model: reference?.model ?? null,
        attempts: reference?.attempts ?? 0,
        concurrency: reference?.concurrency ?? 0,
        started_at: timed ? new Date(start).toISOString() : '',
        finished_at: timed ? new Date(end).toISOString() : '',
        duration_sec: timed ? Math.max(0, (end - start) / 1000) : 0,
        source: kept.find((k) => k.summary.source !== null)?.summary.source ?? null,
        tasks,
        invalid_tasks: invalid,
        task_warnings: warnings,
        stopped: mergeStopped(kept.map((k) => k.summary)),
        totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_1__/* .computeTotals */ .x)(tasks, invalid.length),
        tasks_checksum: (0,_tasks_checksum_js__WEBPACK_IMPORTED_MODULE_2__/* .tasksChecksum */ .a)(tasks),
        ...(reference?.dataset ? { dataset: reference.dataset } : {}),
    };
}
/**
 * Each shard stops on its own: the reasons, distinct, and every attempt any shard did not run; the
 * cause when they share one, and the attempts planned when every stopped shard recorded its own
 * (a shard that ran to the end planned what it ran).
 */
function mergeStopped(summaries) {
    const present = summaries.flatMap((s) => (s.stopped ? [s.stopped] : []));
    if (present.length === 0)
        return null;
    const causes = new Set(present.map((s) => s.cause));
    const cause = causes.size === 1 ? [...causes][0] : undefined;
    const planned = summaries.every((s) => !s.stopped || s.stopped.attempts_planned !== undefined)
        ? summaries.reduce((sum, s) => sum + (s.stopped?.attempts_planned ?? s.totals.attempts), 0)
        : undefined;
    return {
        reason: [...new Set(present.map((s) => s.reason))].join('; '),
        ...(cause !== undefined ? { cause } : {}),
        ...(planned !== undefined ? { attempts_planned: planned } : {}),
        not_started: present.flatMap((s) => s.not_started),
    };
}


/***/ })

};
