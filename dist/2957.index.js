export const id = 2957;
export const ids = [2957];
export const modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   AR: () => (/* binding */ sampleHelp),
/* harmony export */   C$: () => (/* binding */ numberFlag),
/* harmony export */   C8: () => (/* binding */ discoveryFlags),
/* harmony export */   Fi: () => (/* binding */ settingFlag),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   i$: () => (/* binding */ SAMPLE_OPTIONS),
/* harmony export */   k9: () => (/* binding */ runSettingFlag),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   s1: () => (/* binding */ intFlag),
/* harmony export */   v6: () => (/* binding */ listFlag)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _settings_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84404);
/* harmony import */ var _settings_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5154);
/* harmony import */ var _settings_setting_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1013);
/* harmony import */ var _task_sample_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15179);
/* harmony import */ var _flag_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79156);
// Flag parsing for every subcommand, on node:util parseArgs. A bad flag or value is a UsageError
// (exit code 2) whose message names the flag and what it accepts (a typo: the flag it resembles).






class UsageError extends Error {
    name = 'UsageError';
}
/**
 * Parses argv; each `aliases` entry (alias → flag) folds the alias's value into the flag's, so the
 * command reads one name. Giving both with different values is a UsageError.
 */
function parse(argv, options, aliases = {}) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (error) {
        throw new UsageError((0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .flagErrorMessage */ .a)(argv, options, error, aliases));
    }
    const { values } = parsed;
    for (const [alias, flag] of Object.entries(aliases)) {
        if (values[alias] === undefined)
            continue;
        if (values[flag] !== undefined && values[flag] !== values[alias])
            throw new UsageError(`--${alias} and --${flag} are the same flag; give one`);
        values[flag] = values[alias];
        delete values[alias];
    }
    return parsed;
}
function intFlag(values, flag, fallback, min, max) {
    return boundedFlag(values, flag, fallback, { min, max, whole: true });
}
function numberFlag(values, flag, fallback, min, max) {
    return boundedFlag(values, flag, fallback, { min, max, whole: false });
}
function boundedFlag(values, flag, fallback, bounds) {
    const raw = values[flag];
    if (raw === undefined)
        return fallback;
    const n = Number(raw);
    const valid = bounds.whole ? Number.isInteger(n) : Number.isFinite(n);
    if (!valid || n < bounds.min || n > bounds.max) {
        const kind = bounds.whole ? 'a whole number' : 'a number';
        throw new UsageError(`--${flag} is '${String(raw)}'; use ${kind} from ${bounds.min} to ${bounds.max}.`);
    }
    return n;
}
/** A setting of a table (src/settings/) by its flag; not given: its default, else null. */
function settingFlag(values, rule) {
    const raw = values[rule.cli];
    return (0,_settings_setting_js__WEBPACK_IMPORTED_MODULE_4__/* .readNumber */ .kz)(rule, raw === undefined ? undefined : String(raw), (fix) => new UsageError(`--${rule.cli} is '${String(raw)}'; ${fix}.`));
}
/** A run setting shared with the action (src/settings/run.ts); not given: its default. */
function runSettingFlag(values, name) {
    const raw = values[name];
    return (0,_settings_run_js__WEBPACK_IMPORTED_MODULE_1__/* .readRunSetting */ .SH)(name, raw === undefined ? undefined : String(raw), (fix) => new UsageError(`--${name} is '${String(raw)}'; ${fix}.`));
}
function stringFlag(values, flag) {
    const raw = values[flag];
    return typeof raw === 'string' && raw !== '' ? raw : undefined;
}
/** Repeatable or comma-separated list flag. */
function listFlag(values, flag) {
    const raw = values[flag];
    const items = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
    return items
        .flatMap((item) => String(item).split(','))
        .map((s) => s.trim())
        .filter(Boolean);
}
/** The sampling flags of the commands that discover tasks to run (batch, plan, check). */
const SAMPLE_OPTIONS = {
    'max-samples': { type: 'string' },
    limit: { type: 'string' },
    sample: { type: 'string' },
    seed: { type: 'string' },
};
/** The sampling flags' help lines, as batch, plan and check print them (aligned at `width`). */
function sampleHelp(width) {
    const line = (flag, text) => `      ${flag.padEnd(width - 6)}${text}`;
    return [
        line('--max-samples N', `only the first N tasks (${_settings_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_SETTINGS */ .k['max-samples'].min} to ${_settings_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_SETTINGS */ .k['max-samples'].max}; alias --limit)`),
        line('--sample N', 'N tasks drawn by their folder names, the same for base and head'),
        line('--seed S', `the draw's seed, with --sample (default ${_settings_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_SETTINGS */ .k.seed.default})`),
    ].join('\n');
}
/** `-p/--pattern`, `--include`, `--exclude` and the sampling flags: what discovery takes, the same in every command. */
function discoveryFlags(values) {
    return {
        pattern: stringFlag(values, 'pattern'),
        include: listFlag(values, 'include'),
        exclude: listFlag(values, 'exclude'),
        ...sampleFlags(values),
    };
}
function sampleFlags(values) {
    if (values['limit'] !== undefined && values['max-samples'] !== undefined)
        throw new UsageError('--limit and --max-samples are the same flag: give one of them.');
    const limited = values['limit'] !== undefined ? { ...values, 'max-samples': values['limit'] } : values;
    const maxSamples = settingFlag(limited, _settings_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_SETTINGS */ .k['max-samples']);
    const sample = settingFlag(values, _settings_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_SETTINGS */ .k.sample);
    if (values['seed'] !== undefined && sample === null)
        throw new UsageError('--seed chooses the draw of --sample N: give --sample too, or leave --seed out.');
    const seed = settingFlag(values, _settings_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .PLAN_SETTINGS */ .k.seed);
    const options = (0,_task_sample_js__WEBPACK_IMPORTED_MODULE_5__/* .sampleOptions */ .f)({ maxSamples, sample, seed });
    return options ? { sample: options } : {};
}


/***/ }),

/***/ 79156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ shown),
/* harmony export */   a: () => (/* binding */ flagErrorMessage)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97504);
/* harmony import */ var _narrow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69212);
// What a flag parse error says: node:util parseArgs explains an unknown flag with advice about
// positionals after `--`; a user who typed `--concurency` wants `--concurrency`. Pure.




/** The longest flag name a message repeats: a pasted paragraph is not echoed whole. */
const SHOWN_CHARS = 60;
/**
 * One sentence for parseArgs' `error` about `argv`: the flag, then the fix (the flag meant, the
 * value it needs); parseArgs' own text for an error this does not know.
 */
function flagErrorMessage(argv, options, error, aliases = {}) {
    const code = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .CA)(error);
    const message = (0,_narrow_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error);
    const tokens = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: [...argv],
        options,
        allowPositionals: true,
        strict: false,
        tokens: true,
    }).tokens.filter((t) => t.kind === 'option');
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const unknown = tokens.find((t) => !(t.name in options));
        if (unknown)
            return unknownFlag(unknown.rawName, unknown.name, options, aliases);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        for (const t of tokens) {
            const option = options[t.name];
            if (!option)
                continue;
            const flag = `--${t.name}`;
            if (option.type === 'boolean' && t.value !== undefined)
                return `${flag} takes no value (got '${shown(t.value)}'): give ${flag} alone`;
            if (option.type === 'string' && t.value === undefined)
                return `${flag} needs a value: ${flag} <value>`;
            if (option.type === 'string' && t.inlineValue === false && t.value.startsWith('-'))
                return `${flag} is followed by ${shown(t.value)}, not a value: give ${flag} its value first (or write ${flag}=${shown(t.value)} if that is the value)`;
        }
    }
    return message;
}
/** An alias is not suggested: `--concur` means `--concurrency`, not one of it and `--concurrent`. */
function unknownFlag(rawName, name, options, aliases) {
    const long = rawName.startsWith('--');
    const flags = Object.keys(options).filter((flag) => !Object.hasOwn(aliases, flag));
    const meant = long ? (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name, flags) : null;
    const fix = meant !== null ? `did you mean --${meant}?` : `run with --help to see the flags this command takes`;
    return `unknown flag ${shown(long ? rawName : `-${name}`)}; ${fix}`;
}
/** The user's text as a message repeats it: control characters shown, clipped. */
function shown(text) {
    const chars = [...text];
    const clipped = chars.length > SHOWN_CHARS ? `${chars.slice(0, SHOWN_CHARS).join('')}…` : text;
    return (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(clipped);
}


/***/ }),

/***/ 12957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
/* harmony import */ var _text_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97504);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77593);
/* harmony import */ var _flag_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79156);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(311);
// The `helios` command: dispatches to a subcommand and maps errors to exit codes
// (2 for usage errors, 1 for anything else that stopped the command).
// Only what every command needs loads up front: `helios --help` reads no command's module, and a
// command loads its own (the bundle splits them apart). Exit codes load with the first error.




const HELP = `helios — run Harbor-format agent benchmarks in Docker, k attempts each

Commands:
  helios batch <tasks-dir>      run every task (-n concurrency, -k attempts, -a agent …)
  helios run <task-dir>         run one task
  helios plan <tasks-dir>       split tasks into shards (what the action's plan mode does)
  helios check <tasks-dir>      check tasks: oracle passes, nop fails, verifier deterministic
  helios build <tasks-dir>      build every environment once and push it to --image-registry
  helios merge <summaries…>     merge shard summaries into one run summary
  helios compare BASE HEAD      compare two run summaries; exit 1 on a real regression
  helios summarize NAME         a bench config's latest rollout, one row per label (--rollout ID, --all)
  helios eval NAME              a rollout's tasks by label: passes and mean reward
  helios report RUN --html      report.html: summary, trend, per-task drill-down with trajectories
  helios history PATH           the trend of past runs (history.json or run folders); --tasks: flaky tasks
  helios export RUN…            the runs' trajectories as training data (ShareGPT or ATIF JSONL)
  helios confirm BASE HEAD_RUN TASKS   a borderline comparison: run the suspects again, then the verdict
  helios download --repo O/N --run ID   fetch a CI run's attempt artifacts
  helios exec <container> -- CMD    run a command in an attempt's container (host-command agents)
  helios clean [--dry-run]      remove what killed helios processes left (containers, sandboxes, pods)

Run \`helios <command> --help\` for its options; \`helios --version\` for this helios's version.`;
/** Each command's entry: the dispatch and the list a mistyped command is matched against. */
const COMMANDS = {
    batch: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(737), __webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(2830), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(2294), __webpack_require__.e(9897), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(8531), __webpack_require__.e(3027), __webpack_require__.e(4965), __webpack_require__.e(7540), __webpack_require__.e(4954), __webpack_require__.e(9706), __webpack_require__.e(609), __webpack_require__.e(6680)]).then(__webpack_require__.bind(__webpack_require__, 86436))).batchCommand(argv, false),
    run: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(737), __webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(2830), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(2294), __webpack_require__.e(9897), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(8531), __webpack_require__.e(3027), __webpack_require__.e(4965), __webpack_require__.e(7540), __webpack_require__.e(4954), __webpack_require__.e(9706), __webpack_require__.e(609), __webpack_require__.e(6680)]).then(__webpack_require__.bind(__webpack_require__, 86436))).batchCommand(argv, true),
    check: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(737), __webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(2830), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(2294), __webpack_require__.e(9897), __webpack_require__.e(8339), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(8531), __webpack_require__.e(3027), __webpack_require__.e(4965), __webpack_require__.e(4954), __webpack_require__.e(3752), __webpack_require__.e(609), __webpack_require__.e(6418)]).then(__webpack_require__.bind(__webpack_require__, 76418))).checkCommand(argv),
    plan: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(8815), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(6438), __webpack_require__.e(4954), __webpack_require__.e(5929)]).then(__webpack_require__.bind(__webpack_require__, 18943))).planCommand(argv),
    build: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(8815), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(3320), __webpack_require__.e(6631), __webpack_require__.e(4046)]).then(__webpack_require__.bind(__webpack_require__, 54046))).buildCommand(argv),
    merge: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(9930), __webpack_require__.e(6438), __webpack_require__.e(5306)]).then(__webpack_require__.bind(__webpack_require__, 65306))).mergeCommand(argv),
    compare: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(9930), __webpack_require__.e(6043), __webpack_require__.e(13), __webpack_require__.e(6924), __webpack_require__.e(8856)]).then(__webpack_require__.bind(__webpack_require__, 98001))).compareCommand(argv),
    report: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(2616), __webpack_require__.e(9930), __webpack_require__.e(6043), __webpack_require__.e(7703), __webpack_require__.e(13), __webpack_require__.e(7177), __webpack_require__.e(6682)]).then(__webpack_require__.bind(__webpack_require__, 91086))).reportCommand(argv),
    summarize: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(3292), __webpack_require__.e(2294), __webpack_require__.e(9897), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3027), __webpack_require__.e(4965), __webpack_require__.e(7012)]).then(__webpack_require__.bind(__webpack_require__, 3421))).summarizeCommand(argv),
    eval: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(3292), __webpack_require__.e(2294), __webpack_require__.e(9897), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3027), __webpack_require__.e(4965), __webpack_require__.e(7012)]).then(__webpack_require__.bind(__webpack_require__, 3421))).evalCommand(argv),
    history: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(9930), __webpack_require__.e(6043), __webpack_require__.e(7703), __webpack_require__.e(4910)]).then(__webpack_require__.bind(__webpack_require__, 32514))).historyCommand(argv),
    export: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(737), __webpack_require__.e(9930), __webpack_require__.e(4256)]).then(__webpack_require__.bind(__webpack_require__, 86968))).exportCommand(argv),
    confirm: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(737), __webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(2830), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(2294), __webpack_require__.e(9897), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(8531), __webpack_require__.e(3027), __webpack_require__.e(4965), __webpack_require__.e(6043), __webpack_require__.e(13), __webpack_require__.e(9142), __webpack_require__.e(9706), __webpack_require__.e(2122)]).then(__webpack_require__.bind(__webpack_require__, 2122))).confirmCommand(argv),
    download: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(4006), __webpack_require__.e(2830), __webpack_require__.e(1543), __webpack_require__.e(3758), __webpack_require__.e(5526), __webpack_require__.e(7278)]).then(__webpack_require__.bind(__webpack_require__, 87278))).downloadCommand(argv),
    exec: async (argv) => (await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(2830), __webpack_require__.e(9040), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(4684)]).then(__webpack_require__.bind(__webpack_require__, 5392))).execCommand(argv),
    clean: async (argv) => (await __webpack_require__.e(/* import() */ 3739).then(__webpack_require__.bind(__webpack_require__, 23739))).cleanCommand(argv),
};
async function main(argv) {
    const [command, ...rest] = argv;
    try {
        if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
            process.stdout.write(`${HELP}\n`);
            return command === undefined ? 2 : 0;
        }
        if (command === '--version' || command === '-V' || command === 'version') {
            process.stdout.write(`helios ${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .HELIOS_VERSION */ .E} (Node ${process.versions.node})\n`);
            return 0;
        }
        const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
        if (run === undefined)
            throw unknownCommand(command);
        return await run(rest);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        process.stderr.write(`helios: ${message}\n`);
        return (await Promise.all(/* import() */[__webpack_require__.e(6118), __webpack_require__.e(737), __webpack_require__.e(4006), __webpack_require__.e(3292), __webpack_require__.e(2830), __webpack_require__.e(8815), __webpack_require__.e(9040), __webpack_require__.e(2294), __webpack_require__.e(9897), __webpack_require__.e(9930), __webpack_require__.e(2288), __webpack_require__.e(3080), __webpack_require__.e(3320), __webpack_require__.e(6560), __webpack_require__.e(6631), __webpack_require__.e(6438), __webpack_require__.e(8531), __webpack_require__.e(3027), __webpack_require__.e(4965), __webpack_require__.e(6043), __webpack_require__.e(13), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 28551))).exitCodeFor(error);
    }
}
/** A mistyped command names the one it resembles; anything else gets the list. */
function unknownCommand(command) {
    const meant = (0,_text_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(command, [...Object.keys(COMMANDS), 'help']);
    if (meant !== null)
        return new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown command '${(0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(command)}'; did you mean helios ${meant}?`);
    return new _args_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`unknown command '${(0,_flag_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(command)}'; the commands are:\n\n${HELP}`);
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

/***/ 15179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ sampleTasks),
/* harmony export */   f: () => (/* binding */ sampleOptions)
/* harmony export */ });
/* harmony import */ var _results_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45613);
// Choosing fewer tasks, before any shard is planned: the first N in discovery order
// (`--max-samples`, as batch runners' "only the first N samples"), or N drawn with a seed
// (`--sample N --seed S`). The draw depends only on the tasks' folders and the seed, never on
// their content, so a base and a head run of the same suite draw the same tasks.

/** The options from settings that may be absent (null): none given is no sampling at all. */
function sampleOptions(settings) {
    const { maxSamples, sample, seed } = settings;
    if (maxSamples === null && sample === null)
        return undefined;
    return { ...(maxSamples !== null ? { maxSamples } : {}), ...(sample !== null ? { sample } : {}), seed };
}
/** The tasks kept, in discovery order; both options given: the draw, then the first N of it. */
function sampleTasks(tasks, options) {
    let kept = [...tasks];
    if (options.sample !== undefined && options.sample < kept.length) {
        const random = (0,_results_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .mulberry32 */ .sK)(seedOf(options.seed ?? 0));
        // Fisher–Yates over the folders sorted on their own, then back to discovery order.
        const order = [...kept].sort((a, b) => a.relativeDir < b.relativeDir ? -1 : a.relativeDir > b.relativeDir ? 1 : 0);
        for (let i = order.length - 1; i > 0; i--) {
            const j = Math.floor(random() * (i + 1));
            [order[i], order[j]] = [order[j], order[i]];
        }
        const drawn = new Set(order.slice(0, options.sample));
        kept = kept.filter((task) => drawn.has(task));
    }
    if (options.maxSamples !== undefined)
        kept = kept.slice(0, options.maxSamples);
    return kept;
}
/** Any integer seed, negative or past 2^32, mixed into the generator's 32 bits. */
function seedOf(seed) {
    return (Math.trunc(seed) ^ Math.trunc(seed / 2 ** 32)) >>> 0;
}


/***/ })

};
