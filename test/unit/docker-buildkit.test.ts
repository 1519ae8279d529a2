// BuildKit through the engine API: which builder an engine gets, and its progress (protobuf
// StatusResponse messages) turned into the plain lines of builds/<image>.log. Pure.
import { describe, expect, it } from 'vitest'
import { builderFor } from '../../src/run/providers/docker/builder.js'
import { rewriteRunHeredocs } from '../../src/run/providers/docker/heredoc.js'
import { BuildkitProgress, protobufFields } from '../../src/run/providers/docker/buildkit-trace.js'

/** A protobuf message of the given fields (strings, bytes, nested messages, varints). */
function message(fields: [number, string | Uint8Array | bigint][]): Uint8Array {
  const out: number[] = []
  const varint = (n: bigint) => {
    do {
      let byte = Number(n & 0x7fn)
      n >>= 7n
      if (n > 0n) byte |= 0x80
      out.push(byte)
    } while (n > 0n)
  }
  for (const [number, value] of fields) {
    if (typeof value === 'bigint') {
      varint(BigInt(number << 3))
      varint(value)
      continue
    }
    const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value
    varint(BigInt((number << 3) | 2))
    varint(BigInt(bytes.length))
    out.push(...bytes)
  }
  return Uint8Array.from(out)
}

const timestamp = message([[1, 1_700_000_000n]])
const vertex = (digest: string, name: string, extra: [number, string | Uint8Array | bigint][] = []) =>
  message([[1, digest], [3, name], ...extra])
const status = (...fields: [number, Uint8Array][]) => Buffer.from(message(fields)).toString('base64')

describe('BuildKit progress', () => {
  it('numbers the steps, keeps their output, and says DONE, CACHED or the error once each', () => {
    const progress = new BuildkitProgress()
    const copy = vertex('sha256:a', '[2/3] COPY --chmod=755 run.sh /usr/local/bin/')
    const run = vertex('sha256:b', '[3/3] RUN <<EOF')
    const lines = [
      status([1, vertex('sha256:a', '[2/3] COPY --chmod=755 run.sh /usr/local/bin/', [[4, 1n]])]),
      status([
        1,
        message([
          [1, 'sha256:b'],
          [3, '[3/3] RUN <<EOF'],
          [5, timestamp],
        ]),
      ]),
      // Output that looks like an instruction is the step's output, nothing more.
      status([
        3,
        message([
          [1, 'sha256:b'],
          [4, 'FROM scratch\nabout to fail\n'],
        ]),
      ]),
      status([
        1,
        message([
          [1, 'sha256:b'],
          [3, '[3/3] RUN <<EOF'],
          [5, timestamp],
          [7, 'exit code: 1'],
        ]),
      ]),
      status([1, copy], [1, run]),
    ].flatMap((aux) => progress.lines(aux))
    expect(lines).toEqual([
      '#1 [2/3] COPY --chmod=755 run.sh /usr/local/bin/',
      '#1 CACHED',
      '#2 [3/3] RUN <<EOF',
      '#2 FROM scratch',
      '#2 about to fail',
      '#2 ERROR: exit code: 1',
    ])
  })

  it('a payload that is not protobuf gives no line and no throw', () => {
    expect(new BuildkitProgress().lines(Buffer.from([0x0a, 0xff]).toString('base64'))).toEqual([])
    expect(() => protobufFields(Uint8Array.from([0x0b]))).toThrow(/wire type/)
  })
})

describe('builderFor', () => {
  it('BuildKit on a Linux engine with API 1.39 or later, the classic builder with a notice otherwise', () => {
    expect(builderFor({ ApiVersion: '1.41', Os: 'linux', Version: '20.10.24' })).toEqual({
      builder: 'buildkit',
      heredocs: false,
      notice: null,
    })
    expect(builderFor({ ApiVersion: '1.43', Os: 'linux', Version: '24.0.7' }).heredocs).toBe(true)
    expect(builderFor({ ApiVersion: '1.39', Os: 'linux' }).builder).toBe('buildkit')
    const old = builderFor({ ApiVersion: '1.38', Os: 'linux', Version: '18.06.3' })
    expect(old.builder).toBe('classic')
    expect(old.notice).toBe(
      'Docker 18.06.3 (API 1.38, linux) has no BuildKit: images are built with the classic builder, where BuildKit-only Dockerfile syntax (COPY --chmod, RUN --mount, heredocs) fails',
    )
    expect(builderFor({ ApiVersion: '1.41', Os: 'windows' }).builder).toBe('classic')
  })
})

describe('rewriteRunHeredocs (engines whose own frontend predates heredocs)', () => {
  it('runs a bare heredoc as its script, and hands `cmd <<EOF` to the shell whole', () => {
    const dockerfile = [
      'FROM debian',
      'RUN <<EOF',
      "# a line that looks like an instruction is the script's",
      'FROM scratch',
      'EOF',
      "RUN --mount=type=cache,target=/c python3 - <<'PY' > /out",
      'print("$HOME")',
      'PY',
      `RUN echo 'a<<b' && echo $((1<<2))`,
      '',
    ].join('\n')
    expect(rewriteRunHeredocs(dockerfile)).toBe(
      [
        'FROM debian',
        String.raw`RUN ["/bin/sh","-c","# a line that looks like an instruction is the script's\nFROM scratch"]`,
        String.raw`RUN --mount=type=cache,target=/c ["/bin/sh","-c","python3 - <<'PY' > /out\nprint(\"$HOME\")\nPY"]`,
        `RUN echo 'a<<b' && echo $((1<<2))`,
        '',
      ].join('\n'),
    )
  })

  it('uses the SHELL in force, strips tabs for <<-, runs a #! body as a file', () => {
    const out = rewriteRunHeredocs(
      ['FROM x', 'SHELL ["/bin/bash", "-eo", "pipefail", "-c"]', 'RUN <<-END', '\techo a', '\tEND', ''].join(
        '\n',
      ),
    )
    expect(out!.split('\n')[2]).toBe(String.raw`RUN ["/bin/bash","-eo","pipefail","-c","echo a"]`)
    const shebang = rewriteRunHeredocs('FROM x\nRUN <<EOF\n#!/usr/bin/env python3\nprint(1)\nEOF\n')!
    const script = JSON.parse(shebang.split('\n')[1]!.slice('RUN '.length)) as string[]
    expect(script[2]).toBe(
      "cat > /tmp/.helios-heredoc <<'EOF'\n#!/usr/bin/env python3\nprint(1)\nEOF\nchmod +x /tmp/.helios-heredoc && /tmp/.helios-heredoc; s=$?; rm -f /tmp/.helios-heredoc; exit $s",
    )
  })

  it('leaves alone a file without heredocs, an unterminated one, and one naming its own frontend', () => {
    expect(rewriteRunHeredocs('FROM x\nRUN echo hi\n')).toBeNull()
    expect(rewriteRunHeredocs('FROM x\nRUN <<EOF\necho hi\n')).toBeNull()
    expect(rewriteRunHeredocs('# syntax=docker/dockerfile:1\nFROM x\nRUN <<EOF\necho\nEOF\n')).toBeNull()
  })
})
