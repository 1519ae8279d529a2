#!/bin/bash
# Starts the worker beside whatever command the container runs.
/usr/local/bin/worker.sh >>/var/log/worker.log 2>&1 &
exec "$@"
