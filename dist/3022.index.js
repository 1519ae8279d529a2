export const id = 3022;
export const ids = [3022];
export const modules = {

/***/ 41892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkMode: () => (/* binding */ checkMode)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89041);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(68036);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(47318);
/* harmony import */ var _github_truncate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20753);
/* harmony import */ var _report_task_check_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89340);
/* harmony import */ var _run_interrupt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(47214);
/* harmony import */ var _run_task_check_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7424);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40645);
/* harmony import */ var _job_images_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(384);
/* harmony import */ var _report_progress_lines_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(60841);
/* harmony import */ var _select_tasks_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(78662);
// mode: check — the task-author check in one job: every selected task (all, or with changed-only
// those a PR touched) runs twice with oracle and once with nop; flagged tasks are annotated on
// their task.toml, listed in a sticky PR comment and the job summary, and fail the step.













async function checkMode(inputs, ctx, clients) {
    const selected = await (0,_select_tasks_js__WEBPACK_IMPORTED_MODULE_12__/* .selectTasks */ .n)(inputs, ctx);
    const runId = `${(0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .benchmarkRunId */ .uq)(ctx)}-check`;
    const docker = (0,_run_providers_docker_provider_js__WEBPACK_IMPORTED_MODULE_1__/* .dockerClient */ ._)();
    const images = await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .jobImages */ .qh)(inputs, docker, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, runId));
    // A cancelled job: the runs stop and remove their containers; the step then fails.
    const interrupt = (0,_run_interrupt_js__WEBPACK_IMPORTED_MODULE_7__/* .interruptOnSignals */ .c)({
        docker,
        runIds: Object.values((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_8__/* .taskCheckRunIds */ .D)(runId)),
        onFirst: (signal) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${signal}: stopping the task check — running containers are removed.`),
    });
    let report;
    try {
        report = await (0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_8__/* .runTaskCheck */ .b)({
            tasks: selected.tasks,
            invalid: selected.invalid,
            outputDir: clients.outputDir,
            runId,
            concurrency: inputs.concurrency,
            docker,
            images,
            signal: interrupt.signal,
            onProgress: (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .checkRunLogger */ .UD)((0,_report_progress_lines_js__WEBPACK_IMPORTED_MODULE_11__/* .checkPhases */ .Z)((0,_run_task_check_js__WEBPACK_IMPORTED_MODULE_8__/* .taskCheckRunIds */ .D)(runId))),
        });
    }
    finally {
        interrupt.dispose();
        await (0,_job_images_js__WEBPACK_IMPORTED_MODULE_10__/* .removeJobImages */ .Eg)(inputs, images);
    }
    await clients.artifacts.uploadFolder((0,_github_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .checkArtifactName */ .CN)(inputs.label), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(clients.outputDir, runId));
    for (const task of report.tasks)
        for (const flag of task.flags)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(`${task.task_name}: ${flag.message}`, {
                file: selected.inRepo(task.file),
                title: `task check (${flag.kind})`,
            });
    const markdown = (0,_report_task_check_js__WEBPACK_IMPORTED_MODULE_6__/* .renderCheckMarkdown */ .O)(report, `Helios task check (${inputs.label})`);
    await postComment(markdown, report, inputs, ctx, clients);
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true).write();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('conclusion', report.flagged > 0 ? 'failure' : 'success');
    if (report.flagged > 0)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`${report.flagged} task(s) flagged by the task check`);
    return report;
}
async function postComment(markdown, report, inputs, ctx, clients) {
    const repo = ctx.repository;
    if (!clients.octokit || !repo || !ctx.pullRequest || inputs.comment === 'off')
        return;
    const result = await (0,_github_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertStickyComment */ .qD)({
        octokit: clients.octokit,
        owner: repo.owner,
        repo: repo.repo,
        issueNumber: ctx.pullRequest.number,
        // Its own sticky comment, beside the benchmark's of the same label.
        label: `${inputs.label}-check`,
        body: markdown.slice(0, _github_truncate_js__WEBPACK_IMPORTED_MODULE_5__/* .GITHUB_LIMITS */ .f.commentChars - 200),
        mode: inputs.comment,
        hasChanges: report.flagged > 0,
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`PR comment: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`);
}


/***/ }),

/***/ 78662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ selectTasks)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/task/changed.ts
// Which tasks a change touches, for PR runs that only run the tasks a diff changed. Pure: the
// changed paths come from git (see git-changes.ts), relative to the repository root.

/**
 * Tasks with at least one changed file inside their folder. `repoRelativeRoot` is the discovery
 * root relative to the repository root (`tasks`, or `` / `.` when it is the repository root).
 */
function tasksTouchedBy(tasks, changedFiles, repoRelativeRoot) {
    return touchedBy(tasks, (task) => task.relativeDir, changedFiles, repoRelativeRoot);
}
/** The same rule for anything that names a task folder (e.g. an invalid task's `relative_dir`). */
function touchedBy(items, folderOf, changedFiles, repoRelativeRoot) {
    const changed = changedFiles.map(normalize).filter((file) => file !== '');
    return items.filter((item) => {
        const folder = normalize(external_node_path_.posix.join(normalize(repoRelativeRoot) || '.', folderOf(item)));
        return folder === ''
            ? changed.length > 0
            : changed.some((file) => file === folder || file.startsWith(`${folder}/`));
    });
}
/** `./a\\b/` → `a/b`; the repository root itself → ``. */
function normalize(path) {
    const normalized = external_node_path_.posix
        .normalize(path.replaceAll('\\', '/'))
        .replace(/^(\.\/)+/, '')
        .replace(/\/+$/, '');
    return normalized === '.' ? '' : normalized;
}

// EXTERNAL MODULE: ./src/task/discover.ts + 1 modules
var discover = __webpack_require__(95728);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/task/errors.ts
var errors = __webpack_require__(77846);
;// CONCATENATED MODULE: ./src/task/git-changes.ts
// Adapter: the files a branch changed since it left its base, from the git CLI.



const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const MAX_OUTPUT = 64 * 1024 * 1024;
/**
 * Paths (relative to the repository root, `/`-separated) changed between the merge base of
 * `baseRef` and HEAD — what a PR changed, ignoring later commits on the base branch. Renames count
 * as a delete plus an add, so a task moved out of a folder touches both places.
 */
async function changedFilesSince(baseRef, cwd) {
    if (baseRef.trim() === '' || baseRef.startsWith('-')) {
        throw new errors/* GitChangesError */.Yw(`invalid base ref ${JSON.stringify(baseRef)}: pass a branch, tag or commit`);
    }
    const stdout = await git(['diff', '--name-only', '--no-renames', '-z', `${baseRef}...HEAD`, '--'], cwd, baseRef);
    return stdout.split('\0').filter((path) => path !== '');
}
/** Absolute path of the repository that contains `cwd`. */
async function repoTopLevel(cwd) {
    return (await git(['rev-parse', '--show-toplevel'], cwd, null)).trim();
}
async function git(args, cwd, baseRef) {
    try {
        const { stdout } = await run('git', args, { cwd, maxBuffer: MAX_OUTPUT, encoding: 'utf8' });
        return stdout;
    }
    catch (error) {
        const { stderr = '', code } = error;
        if (code === 'ENOENT')
            throw new errors/* GitChangesError */.Yw('git is not installed or not on PATH');
        const detail = stderr.trim().split('\n')[0] ?? '';
        if (/not a git repository/i.test(stderr))
            throw new errors/* GitChangesError */.Yw(`${cwd} is not inside a git repository (${detail})`);
        if (baseRef !== null &&
            /unknown revision|bad revision|no merge base|invalid symmetric difference/i.test(stderr)) {
            throw new errors/* GitChangesError */.Yw(`cannot diff against base ref "${baseRef}" (${detail}). The clone lacks it or its history: ` +
                'with actions/checkout use fetch-depth: 0 (or fetch the base branch) before selecting changed tasks');
        }
        throw new errors/* GitChangesError */.Yw(`git ${args.join(' ')} failed in ${cwd}: ${detail || String(error)}`);
    }
}

// EXTERNAL MODULE: ./src/task/warning-groups.ts
var warning_groups = __webpack_require__(22066);
// EXTERNAL MODULE: ./src/action/inputs.ts
var action_inputs = __webpack_require__(81729);
;// CONCATENATED MODULE: ./src/action/select-tasks.ts
// The tasks a plan or a check works on: discovered under `tasks`, narrowed by `changed-only` to
// those a PR touched, with invalid tasks and ignored fields annotated on their files.







async function selectTasks(inputs, ctx) {
    const root = (0,external_node_path_.resolve)(ctx.workspace, inputs.tasks);
    const found = await (0,discover/* discoverTasks */._6)(root, {
        pattern: inputs.pattern,
        include: inputs.include,
        exclude: inputs.exclude,
    });
    let { tasks, invalid } = found;
    if (inputs.changedOnly) {
        const baseRef = inputs.baseRef || (ctx.pullRequest ? `origin/${ctx.pullRequest.baseRef}` : '');
        if (!baseRef)
            throw new action_inputs/* InputError */.dz(`Input 'changed-only' is true but there is no base to compare with; set 'base-ref'.`);
        const files = await changedFilesSince(baseRef, ctx.workspace);
        const rootInRepo = (0,external_node_path_.relative)(await repoTopLevel(ctx.workspace), root);
        tasks = tasksTouchedBy(tasks, files, rootInRepo);
        invalid = touchedBy(invalid, (t) => t.relative_dir, files, rootInRepo);
        core/* info */.pq(`changed-only: ${tasks.length} of ${found.tasks.length} task(s) touched since ${baseRef}`);
    }
    const warnings = inputs.changedOnly
        ? found.warnings.filter((w) => tasks.some((t) => t.relativeDir === w.relative_dir))
        : found.warnings;
    const inRepo = (file) => (0,external_node_path_.relative)(ctx.workspace, (0,external_node_path_.join)(root, file)).split(external_node_path_.sep).join('/');
    for (const task of invalid)
        core/* warning */.$e(`Invalid task ${task.relative_dir}: ${task.message}`, { file: inRepo(task.file) });
    for (const w of warnings)
        core/* warning */.$e(`${w.field}: ${w.message}`, { file: inRepo(w.file), title: 'task.toml field ignored' });
    // A folder of the tasks root that holds no task.toml is no task: said, not skipped in silence.
    if (found.skipped.length > 0)
        core/* warning */.$e((0,warning_groups/* skippedFoldersText */.d7)(found.skipped.map(inRepo)), { title: 'Folder without task.toml' });
    return { root, tasks, invalid, warnings, inRepo, names: found.names };
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

/***/ 47214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ INTERRUPTED_EXIT_CODE),
/* harmony export */   c: () => (/* binding */ interruptOnSignals)
/* harmony export */ });
/* harmony import */ var _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10700);
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3710);


const SIGNALS = ['SIGINT', 'SIGTERM'];
/** 128 + SIGINT, what a shell reports for an interrupted command. */
const INTERRUPTED_EXIT_CODE = 130;
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
        const provider = (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_1__/* .providerOf */ .lc)(options);
        const sweep = () => Promise.allSettled(options.runIds.map((runId) => provider.removeRun(runId, { owner: _environment_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .PROCESS_OWNER */ .mt })));
        void provider
            .creationsSettled()
            .then(sweep)
            .then(() => exit(INTERRUPTED_EXIT_CODE));
    };
    for (const signal of SIGNALS)
        process.on(signal, onSignal);
    return {
        signal: controller.signal,
        dispose: () => {
            for (const signal of SIGNALS)
                process.removeListener(signal, onSignal);
        },
    };
}


/***/ }),

/***/ 22066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PB: () => (/* binding */ groupWarnings),
/* harmony export */   d7: () => (/* binding */ skippedFoldersText),
/* harmony export */   fp: () => (/* binding */ warningGroupText)
/* harmony export */ });
function groupWarnings(warnings) {
    const groups = new Map();
    for (const warning of warnings) {
        const file = insideTask(warning);
        const field = warning.field.replace(/\.\d+(?=\.|$)/g, '.*');
        const key = JSON.stringify([file, field, warning.message]);
        const group = groups.get(key) ?? { file, field, message: warning.message, tasks: [] };
        if (!group.tasks.includes(warning.relative_dir))
            group.tasks.push(warning.relative_dir);
        groups.set(key, group);
    }
    return [...groups.values()];
}
function insideTask(warning) {
    const prefix = warning.relative_dir === '.' ? '' : `${warning.relative_dir}/`;
    return warning.file.startsWith(prefix) ? warning.file.slice(prefix.length) : warning.file;
}
/** `task.toml: metadata.author: ignored: … (50 tasks, e.g. a, b)`; one task: its file path. */
function warningGroupText(group) {
    if (group.tasks.length === 1) {
        const dir = group.tasks[0];
        return `${dir === '.' ? '' : `${dir}/`}${group.file}: ${group.field}: ${group.message}`;
    }
    const examples = group.tasks.slice(0, 2).join(', ');
    return `${group.file}: ${group.field}: ${group.message} (${group.tasks.length} tasks, e.g. ${examples})`;
}
/** Names at most this many skipped folders; the rest are counted. */
const SKIPPED_SHOWN = 5;
/**
 * `1 folder holds no task.toml, so it is not a task: notes (add …)`: folders of the tasks root that
 * discovery passed over, named so "8 tasks" for 9 folders is no mystery. `skipped` is not empty.
 */
function skippedFoldersText(skipped) {
    const one = skipped.length === 1;
    const names = skipped.slice(0, SKIPPED_SHOWN).join(', ');
    const more = skipped.length > SKIPPED_SHOWN ? ` and ${skipped.length - SKIPPED_SHOWN} more` : '';
    const what = one
        ? '1 folder holds no task.toml, so it is not a task'
        : `${skipped.length} folders hold no task.toml, so they are not tasks`;
    return `${what}: ${names}${more} (add a task.toml, or move ${one ? 'it' : 'them'} out of the tasks folder)`;
}


/***/ })

};
