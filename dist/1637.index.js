export const id = 1637;
export const ids = [1637];
export const modules = {

/***/ 84775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TC: () => (/* binding */ REPORT_DIGEST_FILE),
  mk: () => (/* binding */ REPORT_MARKDOWN_FILE),
  s$: () => (/* binding */ RUN_SUMMARY_FILE),
  oU: () => (/* binding */ loadBaseline)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/github/artifact-names.ts
var artifact_names = __webpack_require__(68036);
// EXTERNAL MODULE: ./src/narrow.ts
var narrow = __webpack_require__(69212);
;// CONCATENATED MODULE: ./src/github/find-baseline-run.ts

/** Pages of runs read at most (runs that never qualify, e.g. from forks, must not page forever). */
const MAX_PAGES = 5;
async function findBaselineRun(opts) {
    const conclusions = opts.conclusions ?? ['success', 'failure'];
    const maxRuns = opts.maxRuns ?? 20;
    const count = opts.count ?? 1;
    const maxAccepts = opts.maxAccepts ?? Math.max(5, count + 2);
    const taken = [];
    const done = () => ({
        found: true,
        ...taken[0],
        skipped: tally.skipped,
        more: taken.slice(1),
    });
    const fullName = `${opts.owner}/${opts.repo}`;
    const tally = {
        candidates: 0,
        expired: 0,
        accepts: 0,
        rejected: 0,
        lastRefusal: null,
        skipped: [],
    };
    const pages = opts.octokit.paginate.iterator(opts.octokit.rest.actions.listWorkflowRuns, {
        owner: opts.owner,
        repo: opts.repo,
        workflow_id: opts.workflow,
        branch: opts.branch,
        status: conclusions.length === 1 ? (conclusions[0] ?? 'completed') : 'completed',
        ...(opts.event ? { event: opts.event } : {}),
        exclude_pull_requests: true,
        per_page: opts.atOrBefore ? 100 : Math.min(100, maxRuns + 1),
    });
    let pagesRead = 0;
    for await (const { data: runs } of pages) {
        pagesRead++;
        for (const run of runs) {
            if (run.id === opts.excludeRunId)
                continue;
            if (run.status !== 'completed' || !(0,narrow/* isOneOf */.EK)(conclusions, run.conclusion))
                continue;
            if (run.head_repository && run.head_repository.full_name !== fullName) {
                tally.skipped.push({
                    runId: run.id,
                    reason: `head repository ${run.head_repository.full_name} is not ${fullName}`,
                });
                continue;
            }
            if (opts.atOrBefore && !opts.atOrBefore.history.has(run.head_sha)) {
                tally.skipped.push({ runId: run.id, reason: newerThan(opts.atOrBefore.mergeBase, run.head_sha) });
                continue;
            }
            if (taken.length > 0 && tooOld(taken[0], run, opts.windowMs))
                return done();
            if (tally.candidates >= maxRuns)
                break;
            tally.candidates++;
            const artifact = await liveArtifact(opts, run.id, tally);
            if (!artifact)
                continue;
            if (opts.accept && tally.accepts >= maxAccepts)
                break;
            if (!(await accepted(opts, run, artifact, tally)))
                continue;
            taken.push({
                runId: run.id,
                runNumber: run.run_number,
                headSha: run.head_sha,
                createdAt: run.created_at,
                htmlUrl: run.html_url,
                event: run.event,
                artifact,
            });
            if (taken.length >= count)
                return done();
        }
        if (tally.candidates >= maxRuns || pagesRead >= MAX_PAGES || tally.accepts >= maxAccepts)
            break;
    }
    if (taken.length > 0)
        return done();
    return { found: false, reason: notFoundReason(opts, conclusions, tally), skipped: tally.skipped };
}
/** A run created more than `windowMs` before the newest taken one: too old to pool. */
function tooOld(newest, run, windowMs) {
    if (windowMs === undefined)
        return false;
    return Date.parse(newest.createdAt) - Date.parse(run.created_at) > windowMs;
}
function newerThan(mergeBase, sha) {
    return `its commit ${sha.slice(0, 7)} is not in the history of the PR's merge base ${mergeBase.slice(0, 7)}`;
}
/** The run's newest unexpired artifact of the name asked for, or null (noted in the tally). */
async function liveArtifact(opts, runId, tally) {
    const { data } = await opts.octokit.rest.actions.listWorkflowRunArtifacts({
        owner: opts.owner,
        repo: opts.repo,
        run_id: runId,
        name: opts.artifactName,
        per_page: 100,
    });
    const artifacts = data.artifacts.filter((a) => a.name === opts.artifactName);
    const live = artifacts.filter((a) => !a.expired).sort((a, b) => b.id - a.id)[0];
    if (!live) {
        if (artifacts.length > 0)
            tally.expired++;
        tally.skipped.push({
            runId,
            reason: artifacts.length > 0
                ? `artifact ${opts.artifactName} has expired`
                : `no artifact ${opts.artifactName}`,
        });
        return null;
    }
    return {
        id: live.id,
        name: live.name,
        size: live.size_in_bytes,
        ...(live.digest ? { digest: live.digest } : {}),
    };
}
/** The caller's `accept` check (e.g. the report holds a complete summary); a throw is a refusal. */
async function accepted(opts, run, artifact, tally) {
    if (!opts.accept)
        return true;
    tally.accepts++;
    let refusal;
    try {
        refusal = await opts.accept({ runId: run.id, runNumber: run.run_number, headSha: run.head_sha, artifact });
    }
    catch (error) {
        refusal = error instanceof Error ? error.message : String(error);
    }
    if (refusal === null)
        return true;
    tally.rejected++;
    tally.lastRefusal = { runId: run.id, reason: refusal };
    tally.skipped.push(tally.lastRefusal);
    return false;
}
function notFoundReason(opts, conclusions, tally) {
    const where = `workflow ${opts.workflow} on branch ${opts.branch}${opts.event ? ` (event ${opts.event})` : ''}`;
    const { candidates, expired, rejected, lastRefusal } = tally;
    if (rejected > 0 && lastRefusal !== null)
        return `the report artifact of the ${rejected} latest run(s) of ${where} that have one could not be used (run ${lastRefusal.runId}: ${lastRefusal.reason})`;
    if (candidates === 0)
        return `no ${conclusions.join('/')} runs of ${where}`;
    if (expired === candidates)
        return `the ${opts.artifactName} artifact of the ${candidates} latest ${conclusions.join('/')} run(s) of ${where} has expired`;
    return `none of the ${candidates} latest ${conclusions.join('/')} run(s) of ${where} has an artifact named ${opts.artifactName}`;
}

;// CONCATENATED MODULE: ./src/github/merge-base.ts
/** Commits of history read at most (3 pages); older runs fall back to the latest with a note. */
const MERGE_BASE_HISTORY = 300;
async function mergeBaseHistory(octokit, repository, baseRef, headSha) {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
        ...repository,
        basehead: `${baseRef}...${headSha}`,
        per_page: 1,
    });
    const mergeBase = data.merge_base_commit.sha;
    const history = new Set();
    const pages = octokit.paginate.iterator(octokit.rest.repos.listCommits, {
        ...repository,
        sha: mergeBase,
        per_page: 100,
    });
    for await (const { data: commits } of pages) {
        for (const commit of commits)
            history.add(commit.sha);
        if (history.size >= MERGE_BASE_HISTORY)
            break;
    }
    history.add(mergeBase);
    return { mergeBase, history };
}

// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(59913);
// EXTERNAL MODULE: ./src/results/pool-baseline.ts
var pool_baseline = __webpack_require__(63260);
// EXTERNAL MODULE: ./src/results/run-summary.ts
var run_summary = __webpack_require__(49930);
// EXTERNAL MODULE: ./src/report/digest.ts
var digest = __webpack_require__(67252);
// EXTERNAL MODULE: ./src/run/environment/owned-temp-dir.ts
var owned_temp_dir = __webpack_require__(50827);
;// CONCATENATED MODULE: ./src/action/load-baseline.ts
// Where the baseline comes from (`baseline` input): the report artifact of the latest completed run
// of this workflow on the base branch that holds a complete merged summary (whatever its verdict;
// for a PR, the latest at or before its merge base, else the latest with a note saying so),
// a summary file in the repository, or nothing. With `baseline-pool` N > 1 the next older complete
// runs (within POOL_MAX_AGE_DAYS) add their attempts (pool-baseline.ts), said in the note. Never throws for a missing baseline: the report
// says why there is none.













const RUN_SUMMARY_FILE = 'run_summary.json';
const REPORT_DIGEST_FILE = 'report.json';
const REPORT_MARKDOWN_FILE = 'report.md';
async function loadBaseline(inputs, ctx, clients) {
    if (inputs.baseline === 'none')
        return { summary: null, note: 'none (baseline: none).' };
    if (inputs.baseline !== 'auto') {
        const file = (0,external_node_path_.resolve)(ctx.workspace, inputs.baseline);
        const summary = (0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)(file, 'utf8'), inputs.baseline);
        return { summary, note: `${inputs.baseline} (run ${summary.run_id}).` };
    }
    const missing = !clients.octokit
        ? 'no github-token'
        : !ctx.repository
            ? 'GITHUB_REPOSITORY is not set'
            : !ctx.workflowFile
                ? 'GITHUB_WORKFLOW_REF is not set'
                : !ctx.baselineBranch
                    ? 'no base branch for this event'
                    : null;
    if (missing)
        return { summary: null, note: `none — ${missing}.` };
    try {
        const history = await prMergeBase(ctx, clients);
        if (history && 'mergeBase' in history) {
            const atMergeBase = await searchBaseline(inputs, ctx, clients, history);
            if (atMergeBase.summary)
                return atMergeBase;
            const latest = await searchBaseline(inputs, ctx, clients, null);
            const why = `no complete run at or before the PR's merge base ${history.mergeBase.slice(0, 7)}`;
            return {
                summary: latest.summary,
                headSha: latest.headSha ?? null,
                note: `${latest.note} (the latest: ${why})`,
            };
        }
        const found = await searchBaseline(inputs, ctx, clients, null);
        return history ? { ...found, note: `${found.note} (the latest: ${history.failed})` } : found;
    }
    catch (error) {
        core/* warning */.$e(`Baseline lookup failed: ${(0,narrow/* messageOf */.bD)(error)}`);
        return { summary: null, note: `none — the lookup failed (${(0,narrow/* messageOf */.bD)(error)}).` };
    }
}
/** A PR's merge base with the base branch and the history before it; why not, when it cannot be had. */
async function prMergeBase(ctx, clients) {
    const pr = ctx.pullRequest;
    if (!pr?.baseRef || !pr.headSha)
        return null;
    try {
        return await mergeBaseHistory(clients.octokit, ctx.repository, pr.baseRef, pr.headSha);
    }
    catch (error) {
        return { failed: `the PR's merge base could not be read: ${(0,narrow/* messageOf */.bD)(error)}` };
    }
}
/**
 * The newest run (of a commit in `history`, when given) whose report artifact holds a complete
 * merged summary: each candidate's artifact is downloaded and read here, and an unreadable one, or
 * one with missing shards, is passed over.
 */
async function searchBaseline(inputs, ctx, clients, history) {
    // Newest first: the baseline, then (with baseline-pool) the older runs it may pool.
    const summaries = [];
    const unreadable = [];
    // The history carried forward is the newest baseline's, pooled or not.
    let historyFile = null;
    const found = await findBaselineRun({
        octokit: clients.octokit,
        owner: ctx.repository.owner,
        repo: ctx.repository.repo,
        workflow: ctx.workflowFile,
        branch: ctx.baselineBranch,
        excludeRunId: ctx.runId ? Number(ctx.runId) : undefined,
        artifactName: (0,artifact_names/* reportArtifactName */.m5)(inputs.label),
        ...(history ? { atOrBefore: history } : {}),
        count: inputs.baselinePool,
        windowMs: pool_baseline/* POOL_MAX_AGE_DAYS */.gr * 86_400_000,
        accept: async (candidate) => {
            const label = `run #${candidate.runNumber}`;
            let refusal;
            try {
                const read = await readReportArtifact(candidate, ctx, clients);
                refusal =
                    read.missingTasks > 0
                        ? `its merged summary lacks ${read.missingTasks} planned task(s) (missing shards or tasks)`
                        : null;
                if (refusal === null) {
                    if (summaries.length === 0)
                        historyFile = read.history;
                    summaries.push({ summary: read.summary, label });
                }
            }
            catch (error) {
                refusal = `its report could not be read: ${(0,narrow/* messageOf */.bD)(error)}`;
            }
            // An older run passed over while pooling is said in the report, not only in the log.
            if (refusal !== null && summaries.length > 0)
                unreadable.push({ label, reason: refusal });
            return refusal;
        },
    });
    for (const skipped of found.skipped)
        core/* info */.pq(`Baseline: passed over run ${skipped.runId}: ${skipped.reason}`);
    if (!found.found || summaries.length === 0)
        return {
            summary: null,
            note: `none on ${ctx.baselineBranch} — ${found.found ? 'no summary' : found.reason}`,
        };
    const where = history ? `, at or before the merge base ${history.mergeBase.slice(0, 7)}` : '';
    const note = `run #${found.runNumber} on ${ctx.baselineBranch} (${found.headSha.slice(0, 7)}${where}), ${found.htmlUrl}`;
    if (inputs.baselinePool <= 1)
        return {
            summary: summaries[0].summary,
            history: historyFile,
            note,
            run: { runId: found.runId, htmlUrl: found.htmlUrl },
            headSha: found.headSha,
        };
    const pool = (0,pool_baseline/* poolBaseline */.gb)(summaries, inputs.baselinePool, unreadable);
    return {
        summary: pool.summary,
        history: historyFile,
        note: pool.note === null ? note : `${note}; ${pool.note}`,
        headSha: found.headSha,
    };
}
/** A baseline candidate's report artifact: its merged run summary and how many planned tasks it lacks. */
async function readReportArtifact(candidate, ctx, clients) {
    const dir = await (0,owned_temp_dir/* ownedTempDir */.l1)('baseline');
    try {
        const downloaded = await clients.artifacts.downloadIdFromRun({
            runId: candidate.runId,
            owner: ctx.repository.owner,
            repo: ctx.repository.repo,
            token: clients.token,
            id: candidate.artifact.id,
            name: candidate.artifact.name,
            digest: candidate.artifact.digest,
            dir,
        });
        const name = candidate.artifact.name;
        const summaryFile = (0,external_node_path_.join)(downloaded.path, RUN_SUMMARY_FILE);
        if (!(0,external_node_fs_.existsSync)(summaryFile))
            throw new Error(`${name} has no ${RUN_SUMMARY_FILE}`);
        const summary = (0,run_summary/* parseRunSummary */.HE)(await (0,promises_.readFile)(summaryFile, 'utf8'), `${name}/${RUN_SUMMARY_FILE}`, 'run');
        // report.json says whether the merge was complete; a report job that failed after uploading
        // the summary alone (or an older version) has none: taken as complete.
        const digestFile = (0,external_node_path_.join)(downloaded.path, REPORT_DIGEST_FILE);
        const missingTasks = (0,external_node_fs_.existsSync)(digestFile)
            ? (0,digest/* parseReportDigest */._b)(await (0,promises_.readFile)(digestFile, 'utf8'), `${name}/${REPORT_DIGEST_FILE}`).missing_tasks
            : 0;
        // Read as text here (the download folder goes); parsed by the report, where a bad one is a warning.
        const historyText = await (0,promises_.readFile)((0,external_node_path_.join)(downloaded.path, results_history/* HISTORY_FILE */.CX), 'utf8').catch(() => null);
        const history = historyText === null ? null : { text: historyText, file: `${name}/${results_history/* HISTORY_FILE */.CX}` };
        return { summary, missingTasks, history };
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 67252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ REPORT_DIGEST_SCHEMA_VERSION),
/* harmony export */   _b: () => (/* binding */ parseReportDigest)
/* harmony export */ });
/* unused harmony exports REPORT_DIGEST_SCHEMA_VERSIONS, reportDigestSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80737);
/* harmony import */ var _results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41772);
// `report.json` inside the report artifact: a record of what the report job posted (the rendered
// bodies, the verdict, the annotations) and whether its merged summary is complete. `publish`
// never posts anything from it (a fork controls its artifact: publish renders from the merged
// run_summary.json); the baseline lookup reads only `missing_tasks`, and only from runs of the
// base repository's own branch.


const REPORT_DIGEST_SCHEMA_VERSION = 1;
const REPORT_DIGEST_SCHEMA_VERSIONS = [REPORT_DIGEST_SCHEMA_VERSION];
const reportDigestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(REPORT_DIGEST_SCHEMA_VERSION),
    label: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    conclusion: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['success', 'failure', 'neutral']),
    /** Whether the gate failed and fail-on-regression asked to fail the step. */
    gate_failed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    regressions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    delta: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    has_changes: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    // The next three were added later: older digests lack them (read as 0 / null / complete).
    /** Tasks in the figures (see COMPARED_TASKS in results/compare.ts). */
    compared_tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).default(0),
    /** Head pass@k over the compared tasks (the headline's figure); null when none compared. */
    pass_at_k: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1).nullable().default(null),
    /** Planned tasks without a result (missing shards or tasks); 0 when the merged summary is complete. */
    missing_tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).default(0),
    /** Rendered within the comment limit (without the sticky marker). */
    comment_markdown: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Rendered within the check-run summary limit. */
    check_markdown: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Repository-relative task.toml paths of regressed tasks, with a one-line message each. */
    annotations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })),
});
function parseReportDigest(text, file) {
    const raw = (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .OW)(text, file);
    (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .checkSchemaVersion */ .yE)(raw, file, REPORT_DIGEST_SCHEMA_VERSIONS, 'report digest');
    return (0,_results_schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .validate */ .tf)(reportDigestSchema, raw, file);
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   FF: () => (/* binding */ revealStatusSymbols),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   hR: () => (/* binding */ revealInvisible),
/* harmony export */   nf: () => (/* binding */ link)
/* harmony export */ });
// Text from task folders (names, reasons, paths) is untrusted: anyone who opens a PR names the
// tasks. Escape it so it renders as the literal text, inside table cells too, and cannot inject
// HTML, links, images, @-mentions, emoji shortcodes, our own status symbols, or break a table row.
// Backslash escapes for markdown punctuation; HTML entities for what HTML would parse. Characters
// that only matter at the start of a line (`-`, `+`, `1.`, `=`) are left alone: escaped text is
// never placed at a line start and never contains a line break.
const REPLACEMENTS = {
    '\\': '\\\\',
    '`': '\\`',
    '*': '\\*',
    _: '\\_',
    '{': '\\{',
    '}': '\\}',
    '[': '\\[',
    ']': '\\]',
    '(': '\\(',
    ')': '\\)',
    '#': '\\#',
    '!': '\\!',
    '|': '\\|', // a table cell delimiter even inside code spans
    '~': '\\~',
    $: '\\$', // GitHub renders $…$ as math
    '<': '&lt;',
    '>': '&gt;',
    '&': '&amp;',
    '@': '@&#8203;', // a zero-width space after @ stops a mention (and its notification)
};
// Line breaks would end a table row; other control characters have no business in a comment.
// eslint-disable-next-line no-control-regex
const SPECIAL = /[\\`*_{}[\]()#!|~$<>&@\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * Invisible and direction-changing characters: `admin\u202Etxt.exe-gnp` would display as
 * `adminpng-exe.txt`. Every format character (bidi embeddings, overrides and isolates U+202A–202E
 * and U+2066–2069, marks, zero-width spaces and joiners, the BOM, soft hyphens, tag characters)
 * and every default-ignorable code point (Hangul fillers, Mongolian selectors, …), plus the
 * blank Braille pattern, is shown as a visible code point instead (⟦U+202E⟧). The emoji and text
 * presentation selectors (U+FE0E, U+FE0F) are kept: they only pick how the emoji before them looks.
 */
const INVISIBLE = /(?![\ufe0e\ufe0f])[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;
function revealInvisible(text) {
    return text.replace(INVISIBLE, (ch) => `⟦U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
/**
 * Our own status symbols (and their usual lookalikes) in a task's name would pass for a verdict or
 * a label: "✅ all good" above a 🔴 row. They are shown as code points instead (⟦U+2705⟧), with
 * the emoji presentation selector after them; so are the brackets of that notation itself.
 */
const STATUS_SYMBOLS = /[\u2705\u274C\u274E\u26A0\u2139\u25BC\u25B2\u25BD\u25B3\u2796\u2795\u270F\u2714\u2713\u2611\u2717\u2718\u2716\u26D4\u2B55\u2757\u2753\u27E6\u27E7\u{1F534}\u{1F7E2}\u{1F7E0}\u{1F7E1}\u{1F7E5}\u{1F7E9}\u{1F535}\u{1F195}\u{1F53A}\u{1F53B}\u{1F6D1}\u{1F6AB}]\uFE0F?/gu;
function revealStatusSymbols(text) {
    return text.replace(STATUS_SYMBOLS, (ch) => `⟦U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}
/** `:white_check_mark:` renders as an emoji on GitHub: a word joiner after the colon keeps it text. */
const SHORTCODE = /:(?=[A-Za-z0-9_+-]+:)/g;
/** Longer unbroken runs get a break opportunity (<wbr>) so a name cannot push a table off screen. */
const LONG_TOKEN = 40;
/** Escapes untrusted text for inline markdown (paragraphs, list items, table cells). */
function escapeMarkdown(text) {
    // Break opportunities go in before escaping (as a private-use placeholder), so none lands inside
    // an entity or an escape sequence.
    const withBreaks = revealInvisible(revealStatusSymbols(text)).replace(new RegExp(`\\S{${LONG_TOKEN}}(?=\\S)`, 'g'), (run) => `${run}\uE000`);
    return (withBreaks
        .replace(SHORTCODE, ':\u2060')
        // A bare URL would autolink; a word joiner in "://" and "www." keeps it text.
        .replace(/:\/\//g, ':\u2060//')
        .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}\u2060.`)
        .replace(SPECIAL, (ch) => REPLACEMENTS[ch] ?? ' ')
        .replace(/\uE000/g, '<wbr>'));
}
/** Shortens to at most `max` characters (on the raw text, before escaping), with an ellipsis. */
function clip(text, max) {
    if (text.length <= max)
        return text;
    return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}
/** Only http(s) URLs become links; characters that would end the link destination are encoded. */
function safeUrl(url) {
    if (url === undefined || !/^https?:\/\//i.test(url))
        return undefined;
    return url.replace(/[\s()<>"'|\\`]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/** `[text](url)` with escaped text, or the escaped text alone when the URL is not safe. */
function link(text, url) {
    const safe = safeUrl(url);
    return safe === undefined ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${safe})`;
}
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Terminal output: control characters (ANSI escape sequences included) shown as \xNN, never executed. */
function escapeTerminal(text) {
    return revealInvisible(text).replace(CONTROL, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}


/***/ }),

/***/ 63260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gb: () => (/* binding */ poolBaseline),
/* harmony export */   gr: () => (/* binding */ POOL_MAX_AGE_DAYS)
/* harmony export */ });
/* unused harmony export poolTask */
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97087);
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65843);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8233);
// Pooled baseline history: the base side of a comparison may add the attempts of a few older
// complete base-branch runs to the newest one, so its uncertainty shrinks at no extra cost. Pure.
//
// Rule (tested in test/unit/pool-baseline.test.ts, measured by bench/gate-simulation.ts):
//   - the newest baseline is the reference: its tasks, agent and model, its time;
//   - an older run is pooled only when it ran the same agent and model and started at most
//     POOL_MAX_AGE_DAYS before the reference; at most `max` runs in all (the reference included);
//   - within a pooled run, a task adds its attempts only when its id and checksum equal the
//     reference's (a changed task is another task); tasks the reference lacks are never added.
// Attempts are pooled, not runs averaged: a task's pass@k is the unbiased estimator over all its
// pooled attempts, so runs with a different number of attempts each (different k) pool too; the
// pooled summary keeps the newest's `attempts` (the k fallback and "like with like" see the runs'
// setting, not the pool's size).



/** How much older than the newest baseline a run may be and still be pooled. */
const POOL_MAX_AGE_DAYS = 14;
/**
 * `candidates` newest first: the first is the reference baseline. `max` 1 turns pooling off.
 * `unreadable`: older runs the caller could not read, passed over with their reason.
 */
function poolBaseline(candidates, max, unreadable = []) {
    const [reference, ...older] = candidates;
    if (!reference)
        throw new RangeError('poolBaseline needs at least the newest baseline');
    const ref = reference.summary;
    const pooled = [];
    const passedOver = [...unreadable];
    const extra = new Map();
    for (const candidate of max > 1 ? older : []) {
        const reason = pooledAway(ref, candidate.summary, pooled.length + 1 >= max);
        if (reason !== null) {
            passedOver.push({ label: candidate.label, reason });
            continue;
        }
        const byId = new Map(candidate.summary.tasks.map((t) => [t.task_id, t]));
        const names = new Set(candidate.summary.tasks.map((t) => t.task_name));
        let tasks = 0;
        let attempts = 0;
        let changed = 0;
        for (const t of ref.tasks) {
            const match = byId.get(t.task_id);
            // Same name under another id, or the same id with other content: another task, not pooled.
            if (!match || match.task_checksum !== t.task_checksum) {
                if (match || names.has(t.task_name))
                    changed++;
                continue;
            }
            extra.set(t.task_id, [...(extra.get(t.task_id) ?? []), match]);
            tasks++;
            attempts += match.n;
        }
        if (tasks === 0) {
            const why = changed > 0 ? `its ${changed} shared task(s) have other content` : 'no task in common';
            passedOver.push({ label: candidate.label, reason: why });
        }
        else
            pooled.push({ label: candidate.label, tasks, attempts });
    }
    if (pooled.length === 0) {
        return {
            summary: ref,
            pooled,
            passedOver,
            note: passedOver.length === 0 ? null : noteOf(reference.label, pooled, passedOver),
        };
    }
    const tasks = ref.tasks.map((t) => (extra.has(t.task_id) ? poolTask([t, ...extra.get(t.task_id)]) : t));
    // `attempts` stays the runs' setting (the newest's): pooling is not "run unlike the head".
    const summary = {
        ...ref,
        tasks,
        totals: (0,_totals_js__WEBPACK_IMPORTED_MODULE_0__/* .computeTotals */ .x)(tasks, ref.invalid_tasks.length),
    };
    return { summary, pooled, passedOver, note: noteOf(reference.label, pooled, passedOver) };
}
/** Why an older run is not pooled with the reference, or null when it may be. */
function pooledAway(ref, run, full) {
    if (full)
        return 'the pool is full';
    if (run.run_id === ref.run_id)
        return 'it is the newest baseline itself';
    if (run.agent !== ref.agent)
        return `agent ${run.agent}, not ${ref.agent}`;
    if ((run.model ?? null) !== (ref.model ?? null))
        return `model ${run.model ?? 'none'}, not ${ref.model ?? 'none'}`;
    const refTime = Date.parse(ref.started_at);
    const time = Date.parse(run.started_at);
    if (!Number.isFinite(refTime) || !Number.isFinite(time))
        return 'its start time cannot be read';
    const days = (refTime - time) / 86_400_000;
    if (days > POOL_MAX_AGE_DAYS)
        return `it started ${Math.floor(days)} days before the newest baseline (more than ${POOL_MAX_AGE_DAYS})`;
    return null;
}
/** One task's attempts from several runs (same id and checksum), as one summary. */
function poolTask(parts) {
    const [first] = parts;
    if (!first)
        throw new RangeError('poolTask needs at least one task');
    const n = parts.reduce((a, t) => a + t.n, 0);
    const successes = parts.reduce((a, t) => a + t.successes, 0);
    const rewards = parts.flatMap((t) => t.rewards);
    const curves = (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .passCurves */ .Ul)(n, successes);
    const reasons = new Map();
    for (const r of parts.flatMap((t) => t.reasons))
        reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + r.count);
    const steps = new Map();
    for (const s of parts.flatMap((t) => t.steps ?? [])) {
        const step = steps.get(s.name) ?? { name: s.name, ran: 0, passed: 0 };
        step.ran += s.ran;
        step.passed += s.passed;
        steps.set(s.name, step);
    }
    const total = parts.reduce((a, t) => a + t.duration_sec.total, 0);
    return {
        ...first,
        n,
        successes,
        errors: parts.reduce((a, t) => a + t.errors, 0),
        statuses: parts.flatMap((t) => t.statuses),
        rewards,
        reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        pass_at_k: curves.passAtK,
        pass_hat_k: curves.passHatK,
        mean_reward: rewards.length === parts.reduce((a, t) => a + t.n, 0) ? (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .mean */ .i2)(rewards) : first.mean_reward,
        duration_sec: { mean: total / n, total, max: Math.max(...parts.map((t) => t.duration_sec.max)) },
        usage: (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .sumUsage */ .Rl)(parts.map((t) => t.usage)),
        ...(steps.size > 0 ? { steps: [...steps.values()] } : {}),
    };
}
function noteOf(reference, pooled, passedOver) {
    const parts = [];
    if (pooled.length > 0) {
        const each = pooled
            .map((p) => `${p.label} (${p.attempts} attempts over ${p.tasks} of its tasks)`)
            .join(', ');
        parts.push(`base attempts pooled from ${pooled.length + 1} runs: ${reference} and ${each} — same agent, model and task content, within ${POOL_MAX_AGE_DAYS} days`);
    }
    if (passedOver.length > 0)
        parts.push(`not pooled: ${passedOver.map((p) => `${p.label} (${p.reason})`).join(', ')}`);
    return parts.join('; ');
}


/***/ })

};
