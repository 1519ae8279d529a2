#!/bin/bash
mkdir -p /app/releases/v2 && echo 42 > /app/releases/v2/output.txt
ln -s releases/v2/output.txt /app/output.txt
