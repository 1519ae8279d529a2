#!/bin/bash
set -euo pipefail
sed -e "s/{{APP_NAME}}/${APP_NAME}/g" -e "s/{{APP_PORT}}/${APP_PORT}/g" -e "s/{{APP_REGION}}/${APP_REGION}/g" \
  /srv/app/service.conf.template > /srv/app/service.conf
