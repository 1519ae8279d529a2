#!/bin/bash
printf '[global]\ndisable-pip-version-check = true\ntimeout = 30\n' > /etc/pip.conf
echo 42 > /app/answer.txt
