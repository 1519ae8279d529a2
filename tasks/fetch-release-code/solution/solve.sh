#!/bin/bash
set -euo pipefail
exec 3<>/dev/tcp/releases/8080
printf 'GET /code HTTP/1.0\r\nHost: releases\r\n\r\n' >&3
# The body follows the first empty line of the response.
sed '1,/^\r$/d' <&3 | tr -d '\r\n' > /app/release-code.txt
