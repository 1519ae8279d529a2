#!/bin/sh
# Starts the program once helios has started the screen (DISPLAY is set for the container), then
# runs the container's command.
(
  until xdotool getdisplaygeometry >/dev/null 2>&1; do sleep 0.2; done
  exec python3 /opt/note/note.py >/tmp/note.log 2>&1
) &
exec "$@"
