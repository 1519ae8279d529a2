#!/bin/bash
/usr/bin/python3 -m venv --without-pip --system-site-packages /app/.venv
echo 42 > /app/answer.txt
