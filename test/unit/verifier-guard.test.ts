import { describe, expect, it } from 'vitest'
import { namedPorts, parseGuardOutput } from '../../src/run/verifier-guard.js'

describe('verifier guard', () => {
  it('takes port numbers the instruction or verifier names, not parts of versions or addresses (a year may pass for one)', () => {
    expect(
      namedPorts('Serve on port 8080 and localhost:5432.', 'curl http://127.0.0.1:8080/ # since 2024, v1.25'),
    ).toEqual([2024, 5432, 8080])
    expect(namedPorts('nothing here', 'exit 0')).toEqual([])
  })
  it('reads the guard script output', () => {
    const guard = parseGuardOutput(
      'kept 42 8080 python3 -m http.server 8080\nstopped 57 bash -c while true; do :; done\nremoved /conftest.py\n',
    )
    expect(guard).toEqual({
      kept: [{ pid: 42, port: 8080, command: 'python3 -m http.server 8080' }],
      stopped: [{ pid: 57, command: 'bash -c while true; do :; done' }],
      removed: ['/conftest.py'],
      tampering: null,
    })
  })
})
