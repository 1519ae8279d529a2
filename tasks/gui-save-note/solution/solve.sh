#!/bin/bash
# Through the screen, as an agent would: focus the program's window, type, press Save (Tab moves
# from the field to the button, space presses it).
set -euo pipefail
window=$(xdotool search --name 'Helios note' | head -n 1)
xdotool windowactivate --sync "$window" 2>/dev/null || xdotool windowfocus --sync "$window"
xdotool type --delay 20 'helios'
xdotool key Tab space
# Up to a minute: on a busy machine the program can take many seconds to save.
while (( SECONDS < 60 )) && [ ! -s /app/note.txt ]; do sleep 0.1; done
cat /app/note.txt
