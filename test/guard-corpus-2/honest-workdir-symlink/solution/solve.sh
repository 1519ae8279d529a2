#!/bin/bash
mkdir -p /app/work && echo 42 > /app/work/output.txt
cd / && rm -rf /srv/work && ln -s /app/work /srv/work
