#!/bin/sh
# Starts the page's server, then the browser on it once helios has started the screen (DISPLAY is
# set for the container), then runs the container's command.
python3 /opt/form/server.py >/tmp/server.log 2>&1 &
(
  until xdotool getdisplaygeometry >/dev/null 2>&1; do sleep 0.2; done
  exec dillo http://127.0.0.1:8000/ >/tmp/dillo.log 2>&1
) &
exec "$@"
