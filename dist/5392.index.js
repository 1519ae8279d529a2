export const id = 5392;
export const ids = [5392];
export const modules = {

/***/ 5392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EXEC_HELP: () => (/* binding */ EXEC_HELP),
  execCommand: () => (/* binding */ execCommand)
});

// EXTERNAL MODULE: ./src/run/providers/index.ts + 21 modules
var providers = __webpack_require__(3710);
;// CONCATENATED MODULE: ./src/run/exec-in-container.ts

async function execInContainer(containerId, command, options = {}) {
    const environment = (0,providers/* providerOf */.lc)(options).attach(containerId);
    const argv = typeof command === 'string' ? ['bash', '-lc', command] : [...command];
    const timeout = options.timeoutSec;
    // `timeout` inside the container: ending the exec client alone would leave the command running.
    const cmd = timeout ? ['timeout', '-k', '2', String(Math.ceil(timeout)), ...argv] : argv;
    const outcome = await environment.exec({
        cmd,
        user: options.user ?? (process.env.HELIOS_AGENT_USER || null),
        workdir: options.workdir ?? (process.env.HELIOS_WORKDIR || null),
        env: options.env,
        stdout: options.stdout,
        stderr: options.stderr,
        timeoutMs: timeout ? (Math.ceil(timeout) + 5) * 1000 : undefined,
    });
    return { exitCode: outcome.exitCode, timedOut: outcome.timedOut || outcome.exitCode === 124 };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(77593);
;// CONCATENATED MODULE: ./src/cli/exec.ts
// `helios exec <container> [--user U] [--workdir W] [--timeout S] -- CMD…`: a host-side agent's way
// into the attempt's container. Exit code: the command's (124 on timeout).


const EXEC_OPTIONS = {
    user: { type: 'string', short: 'u' },
    workdir: { type: 'string', short: 'w' },
    timeout: { type: 'string', short: 't' },
    help: { type: 'boolean', short: 'h' },
};
const EXEC_HELP = `Usage: helios exec <container> [options] -- <command> [args…]

Runs a command in an attempt's container (for host-command agents: the container is
$HELIOS_CONTAINER_ID) as the task's agent user in its workdir. One argument after -- runs
with bash -lc; several run as they are.

  -u, --user USER       default $HELIOS_AGENT_USER
  -w, --workdir DIR     default $HELIOS_WORKDIR
  -t, --timeout SEC     stop the command after SEC seconds (exit 124)`;
async function execCommand(argv) {
    const dash = argv.indexOf('--');
    const { values, positionals } = (0,args/* parse */.qg)(dash === -1 ? argv : argv.slice(0, dash), EXEC_OPTIONS);
    if (values.help) {
        process.stdout.write(`${EXEC_HELP}\n`);
        return 0;
    }
    const container = positionals[0];
    const command = dash === -1 ? positionals.slice(1) : argv.slice(dash + 1);
    if (!container || command.length === 0)
        throw new args/* UsageError */.eb(`helios exec needs a container and a command.\n\n${EXEC_HELP}`);
    const timeout = values.timeout === undefined ? undefined : (0,args/* numberFlag */.C$)(values, 'timeout', 0, 0.001, 86_400);
    const result = await execInContainer(container, command.length === 1 ? command[0] : command, {
        user: (0,args/* stringFlag */.AM)(values, 'user'),
        workdir: (0,args/* stringFlag */.AM)(values, 'workdir'),
        timeoutSec: timeout,
        stdout: process.stdout,
        stderr: process.stderr,
    });
    return result.timedOut ? 124 : (result.exitCode ?? 1);
}


/***/ })

};
