#!/bin/sh
# Starts the page's server, then the browser on it once helios has started the screen (DISPLAY is
# set for the container), then runs the container's command.
python3 /opt/form/server.py >/tmp/server.log 2>&1 &
# A browser that could not open the screen (or was closed) is started again: on a busy machine
# its first try may meet the screen before it answers.
(
  until xdotool getdisplaygeometry >/dev/null 2>&1; do sleep 0.2; done
  # Dillo does not load a page again by itself: on a busy machine the server may not listen yet,
  # and the window would keep the error page's title (the healthcheck looks for the form's).
  until python3 -c "import urllib.request as u; u.urlopen('http://127.0.0.1:8000/', timeout=2)" >/dev/null 2>&1; do sleep 0.2; done
  while :; do
    dillo http://127.0.0.1:8000/ >>/tmp/dillo.log 2>&1
    sleep 0.5
  done
) &
exec "$@"
