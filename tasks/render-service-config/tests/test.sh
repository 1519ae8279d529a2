#!/bin/bash
# The rendered file must equal the template with the values task.toml resolved on the host.
set -u
expected=$(sed -e "s/{{APP_NAME}}/inventory/g" -e "s/{{APP_PORT}}/${EXPECTED_PORT}/g" \
  -e "s/{{APP_REGION}}/${EXPECTED_REGION}/g" /srv/app/service.conf.template)

if [ ! -f /srv/app/service.conf ]; then
  echo "FAIL: /srv/app/service.conf does not exist"
  echo 0 > /logs/verifier/reward.txt
elif [ "$(cat /srv/app/service.conf)" = "$expected" ]; then
  echo "PASS"
  echo 1 > /logs/verifier/reward.txt
else
  echo "FAIL: service.conf differs from the expected rendering:"
  diff <(echo "$expected") /srv/app/service.conf
  echo 0 > /logs/verifier/reward.txt
fi
