// The display tools bundle: Xvfb, xdotool, xwd, xkbcomp and a window manager with every shared
// library they load and their own dynamic loader, for GUI tasks whose image lacks the tools. Built
// once per engine platform from Debian's packages (tools-bundle-build.ts), mounted read-only into
// each GUI attempt. Every tool runs through the bundle's loader, so neither the image's libc nor
// its version matters (an old glibc, musl). Pure: the parsing and the text of the scripts.
import { join, posix } from 'node:path'
import type { EnginePlatform } from '../agents/installed/install.js'

/** Where the bundle is mounted in a GUI attempt's container. */
export const DISPLAY_BUNDLE_MOUNT = '/opt/helios/display'
/** Part of the cache key: a change to what the bundle holds or how it is laid out bumps it. */
export const DISPLAY_BUNDLE_VERSION = 'bookworm-2'
/** `<cache>/display-tools/<version>/<platform>`, like an installed agent CLI's folder. */
export function bundleFolder(cacheDir: string, platform: EnginePlatform): string {
  return join(cacheDir, 'display-tools', DISPLAY_BUNDLE_VERSION, platform)
}
/** The image the bundle is built in; Debian's mirror is reached from it. */
export const DISPLAY_BUNDLE_BUILD_IMAGE = 'debian:bookworm-slim'
export const DISPLAY_BUNDLE_PACKAGES = ['xvfb', 'xdotool', 'x11-apps', 'twm'] as const
/** The programs the bundle carries, by the name the start script looks for. */
/**
 * twm as the window manager: it draws with the X server's built-in font, where matchbox needs
 * fontconfig and a font file and exits without them (and brings pango and glib, 8 MB).
 */
export const BUNDLE_WINDOW_MANAGER = 'twm'
export const DISPLAY_BUNDLE_TOOLS = ['Xvfb', 'xdotool', 'xwd', 'xkbcomp', BUNDLE_WINDOW_MANAGER] as const
/** Xvfb runs `xkbcomp` from the folder compiled into it; the bundle's Xvfb is Debian's. */
export const XKBCOMP_COMPILED_PATH = '/usr/bin/xkbcomp'
/** The keyboard data Xvfb's xkbcomp reads, inside the bundle. */
export const BUNDLE_XKB_DIR = 'share/X11/xkb'

export interface LddClosure {
  /** The dynamic loader's path (`/lib64/ld-linux-x86-64.so.2`). */
  loader: string
  /** Every library the programs load, by the path ldd resolved, once each. */
  libraries: string[]
}

/** Reads the output of `ldd` over several programs; throws naming any library ldd did not find. */
export function parseLdd(output: string): LddClosure {
  const libraries = new Set<string>()
  const missing: string[] = []
  let loader: string | null = null
  for (const raw of output.split('\n')) {
    const line = raw.trim()
    const resolved = /^(\S+) => (\S+) \(0x[0-9a-f]+\)$/.exec(line)
    // Some ldd name the loader by its absolute path with an arrow (arm64 Debian: /lib/ld-linux-… => /usr/lib/…).
    if (resolved?.[1]!.startsWith('/')) loader = resolved[2]!
    else if (resolved) libraries.add(resolved[2]!)
    if (resolved) continue
    const notFound = /^(\S+) => not found$/.exec(line)
    if (notFound) {
      missing.push(notFound[1]!)
      continue
    }
    // The loader alone on its line, by absolute path; the vDSO has no file.
    const bare = /^(\/\S+) \(0x[0-9a-f]+\)$/.exec(line)
    if (bare) loader = bare[1]!
  }
  if (missing.length > 0) throw new Error(`ldd found no ${[...new Set(missing)].join(', ')}`)
  if (loader === null) throw new Error('ldd named no dynamic loader (a static program, or not ldd output)')
  libraries.delete(loader)
  return { loader, libraries: [...libraries].sort() }
}

/**
 * The script in bin/ that runs one tool through the bundle's own loader and libraries: no
 * LD_LIBRARY_PATH, so what the tool starts (Xvfb's xkbcomp) is not led to the bundle's libc.
 */
export function wrapperScript(tool: string, loaderName: string, root = DISPLAY_BUNDLE_MOUNT): string {
  const lib = `${root}/lib`
  return `#!/bin/sh\nexec ${lib}/${loaderName} --library-path ${lib} ${root}/libexec/${tool} "$@"\n`
}

/** Installs the packages in the build container and prints ldd of every tool. */
export function bundleInstallScript(): string {
  return [
    'set -e',
    'export DEBIAN_FRONTEND=noninteractive',
    'apt-get update -qq',
    `apt-get install -y -qq --no-install-recommends ${DISPLAY_BUNDLE_PACKAGES.join(' ')} >/dev/null`,
  ].join('\n')
}

export function bundleLddCommand(): string {
  return `ldd ${DISPLAY_BUNDLE_TOOLS.map((tool) => `"$(command -v ${tool})"`).join(' ')}`
}

/**
 * Lays the bundle out under `out` in the build container, links followed: libexec/ (the programs),
 * lib/ (the loader and libraries), share/X11/xkb (the keyboard data, without its link to /var).
 */
export function bundleLayoutScript(closure: LddClosure, out: string): string {
  const files = [closure.loader, ...closure.libraries]
  return [
    'set -e',
    `mkdir -p ${out}/libexec ${out}/lib ${out}/share/X11`,
    ...DISPLAY_BUNDLE_TOOLS.map((tool) => `cp -L "$(command -v ${tool})" ${out}/libexec/${tool}`),
    ...files.map((file) => `cp -L ${file} ${out}/lib/${posix.basename(file)}`),
    `cp -rL /usr/share/X11/xkb ${out}/${BUNDLE_XKB_DIR}`,
    `rm -rf ${out}/${BUNDLE_XKB_DIR}/compiled`,
  ].join('\n')
}
