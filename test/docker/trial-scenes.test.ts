// A trial in a real engine, one attempt: a daemon that scene 1 double-forks (reparented to PID 1,
// in a session of its own) is gone in scene 2, since the environment restarts between scenes; and
// an outbox "message" that is a link to /etc/shadow is dropped, never read into the next prompt.
import { describe, expect, it } from 'vitest'
import { makeTask } from '../fixtures/tasks.js'
import { runOneAttempt, useRunnerFolders } from '../fixtures/runner.js'

const folders = useRunnerFolders()

const TRIAL = `
[agent]
timeout_sec = 60

[environment]
workdir = "/app"

[[trial.scenes]]
name = "plant"
roles = [{ name = "a" }, { name = "b" }]
turns = [{ role = "a", prompt = "start-daemon" }, { role = "b", prompt = "keep-prompt" }]

[[trial.scenes]]
name = "look"
turns = [{ prompt = "check-daemon" }]
`

/** One command for every turn, doing what the turn's prompt (its last line) names. */
const AGENT = `case "$HELIOS_INSTRUCTION" in
  *start-daemon) ( setsid sh -c 'sleep 1000 & echo $! > /app/daemon.pid' & ); sleep 0.5
    ln -s /etc/shadow /app/.outbox/b.json ;;
  *keep-prompt) printf '%s' "$HELIOS_INSTRUCTION" > /app/b-prompt.txt ;;
  *check-daemon) if kill -0 "$(cat /app/daemon.pid)" 2>/dev/null; then echo alive; else echo gone; fi > /app/daemon-state ;;
esac`

const TEST = `state=$(cat /app/daemon-state 2>/dev/null)
if [ "$state" = gone ] && [ -s /app/daemon.pid ] && ! grep -q 'root:' /app/b-prompt.txt; then
  echo 1 > /logs/verifier/reward.txt
else
  echo "state=$state prompt=$(head -c 200 /app/b-prompt.txt)"; echo 0 > /logs/verifier/reward.txt
fi`

describe('trial scenes in Docker', () => {
  it('ends a double-forked scene-1 daemon before scene 2 and drops an outbox link to /etc/shadow', async () => {
    const task = await makeTask(folders.root, {
      name: 'trial-daemon',
      toml: TRIAL,
      dockerfile: 'FROM helios-base:bookworm\nRUN mkdir -p /app\n',
      test: TEST,
    })
    const { result } = await runOneAttempt(task, { name: 'command', command: AGENT }, 'trial', folders.out)
    expect(result.status, result.reason ?? '').toBe('passed')
    const [plant, look] = result.trial!.scenes
    expect(plant!.turns[0]!.outbox_dropped).toEqual([
      { file: 'b.json', reason: expect.stringContaining('not a regular file (symlink)') },
    ])
    expect(plant!.turns.map((t) => t.exit_code)).toEqual([0, 0])
    expect(look!.turns).toHaveLength(1)
  })
})
