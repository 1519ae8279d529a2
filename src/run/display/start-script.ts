// The shell script that gives a GUI task its screen: Xvfb on DISPLAY :99, then a small window
// manager if the image has one, then a readiness check (xdotool must read the screen's size). Pure.
import type { DisplaySize } from '../../task/types.js'
import { BUNDLE_WINDOW_MANAGER, BUNDLE_XKB_DIR, XKBCOMP_COMPILED_PATH } from './tools-bundle.js'

/** The X display every GUI attempt uses; one display per container, so no number to share. */
export const DISPLAY = ':99'
/** What a GUI environment must have: the X server, input, and a screen dump. */
export const REQUIRED_TOOLS = ['Xvfb', 'xdotool', 'xwd'] as const
/** Tried in this order; the first the image has is started. None is not an error. */
export const WINDOW_MANAGERS = ['openbox', 'matchbox-window-manager', 'twm', 'fluxbox', 'xfwm4'] as const

/** Exit codes of the script, so the caller can name the cause. */
export const EXIT = { missingTools: 3, notReady: 4 } as const

/**
 * Starts the display and prints the size xdotool reads (`WIDTH HEIGHT`) as its last line. Runs as
 * root; `-ac` lets the task's agent and verifier users (any uid) draw on it. `-noreset`: without
 * it Xvfb resets when its last client leaves (the readiness probe), and a client connecting then
 * (the window manager, the last probe, the task's program) is refused: "Can't open display".
 */
export function displayStartScript(
  size: DisplaySize,
  readySec: number,
  bundle: string | null = null,
): string {
  const tries = Math.max(1, Math.round(readySec * 10))
  return [
    // A minimal image (busybox) may have no nohup; an exec without a terminal sends no hangup anyway.
    'command -v nohup >/dev/null 2>&1 || nohup() { "$@"; }',
    ...(bundle ? [linkBundleScript(bundle)] : ['xkbdir=""']),
    'missing=""',
    `for tool in ${REQUIRED_TOOLS.join(' ')}; do command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"; done`,
    `if [ -n "$missing" ]; then echo "missing:$missing"; exit ${EXIT.missingTools}; fi`,
    'mkdir -p /tmp/.X11-unix && chmod 1777 /tmp/.X11-unix',
    `nohup Xvfb ${DISPLAY} -screen 0 ${size.width}x${size.height}x24 -nolisten tcp -noreset -ac $xkbdir >/tmp/helios-xvfb.log 2>&1 &`,
    'tries=0',
    'until xdotool getdisplaygeometry >/dev/null 2>&1; do',
    '  tries=$((tries + 1))',
    `  if [ "$tries" -ge ${tries} ]; then echo "no answer from Xvfb in ${readySec} s"; tail -n 3 /tmp/helios-xvfb.log; exit ${EXIT.notReady}; fi`,
    '  sleep 0.1',
    'done',
    `for wm in ${WINDOW_MANAGERS.join(' ')}; do`,
    '  if command -v "$wm" >/dev/null 2>&1; then nohup "$wm" >/tmp/helios-wm.log 2>&1 & echo "wm $wm"; break; fi',
    'done',
    'xdotool getdisplaygeometry',
  ].join('\n')
}

/**
 * Links each tool the image lacks to the bundle's (mounted at `bundle`) in `binDir`, which is on
 * every user's PATH: the image's own tools win, and xdotool and xwd run by name for the agent and
 * the verifier as they do with the image's. A bundled Xvfb gets the bundle's keyboard data and finds
 * xkbcomp where Debian compiled it to look. The window manager only when the image has none.
 * Prints `bundle: TOOL…` (the tools linked) and leaves `$xkbdir` for Xvfb's line.
 */
export function linkBundleScript(
  bundle: string,
  binDir = '/usr/local/bin',
  xkbcompPath = XKBCOMP_COMPILED_PATH,
): string {
  const link = (tool: string, at: string) =>
    `ln -sf ${bundle}/bin/${tool} ${at} && bundled="$bundled ${tool}"`
  return [
    'bundled=""',
    'xkbdir=""',
    `mkdir -p ${binDir}`,
    `for tool in ${REQUIRED_TOOLS.join(' ')}; do`,
    `  command -v "$tool" >/dev/null 2>&1 || { ${link('$tool', `${binDir}/$tool`)}; }`,
    'done',
    'case " $bundled " in *" Xvfb "*)',
    `  [ -e ${xkbcompPath} ] || { mkdir -p ${xkbcompPath.replace(/\/[^/]+$/, '')} && ${link('xkbcomp', xkbcompPath)}; }`,
    `  xkbdir="-xkbdir ${bundle}/${BUNDLE_XKB_DIR}" ;;`,
    'esac',
    'wm=""',
    `for tool in ${WINDOW_MANAGERS.join(' ')}; do command -v "$tool" >/dev/null 2>&1 && wm="$tool"; done`,
    `[ -n "$wm" ] || { ${link(BUNDLE_WINDOW_MANAGER, `${binDir}/${BUNDLE_WINDOW_MANAGER}`)}; }`,
    'echo "bundle:$bundled"',
  ].join('\n')
}

export interface DisplayStartAnswer {
  ok: boolean
  /** The window manager started, if any. */
  windowManager: string | null
  /** Why it failed, for the attempt's error reason. */
  reason: string | null
  /** The tools taken from the display tools bundle (the image lacked them). */
  bundled: string[]
}

/** Reads the script's exit code and output against the size asked for. */
export function readDisplayStart(
  exitCode: number | null,
  output: string,
  size: DisplaySize,
): DisplayStartAnswer {
  const lines = output.trim().split('\n').filter(Boolean)
  const wanted = `${size.width}x${size.height}`
  if (exitCode === EXIT.missingTools) {
    const missing = (lines.find((l) => l.startsWith('missing:')) ?? 'missing:').slice(8).trim()
    return fail(
      `the task image lacks ${missing || REQUIRED_TOOLS.join(', ')} for its display (install xvfb, xdotool and x11-apps; see docs/gui.md)`,
    )
  }
  if (exitCode === null) return fail(`the display (${wanted}) did not start: the start script timed out`)
  if (exitCode !== 0)
    return fail(`the display (${wanted}) never became ready: ${lines.join(' | ').slice(0, 300)}`)
  const geometry = lines.at(-1)?.split(/\s+/).join('x')
  if (geometry !== wanted) return fail(`the display came up at ${geometry ?? '(nothing)'}, not ${wanted}`)
  const wm = lines.find((l) => l.startsWith('wm '))
  const bundled = (lines.find((l) => l.startsWith('bundle:')) ?? 'bundle:').slice(7).trim()
  return {
    ok: true,
    windowManager: wm ? wm.slice(3) : null,
    reason: null,
    bundled: bundled ? bundled.split(/\s+/) : [],
  }
}

function fail(reason: string): DisplayStartAnswer {
  return { ok: false, windowManager: null, reason, bundled: [] }
}
