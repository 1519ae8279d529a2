#!/bin/sh
# Starts the page's server, then the browser on it once helios has started the screen (DISPLAY is
# set for the container), then runs the container's command.
python3 /opt/form/server.py >/tmp/server.log 2>&1 &
# A browser that could not open the screen (or was closed) is started again: on a busy machine
# its first try may meet the screen before it answers.
(
  until xdotool getdisplaygeometry >/dev/null 2>&1; do sleep 0.2; done
  while :; do
    dillo http://127.0.0.1:8000/ >>/tmp/dillo.log 2>&1
    sleep 0.5
  done
) &
exec "$@"
