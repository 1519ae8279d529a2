#!/bin/bash
# Runs in /srv/shop before the step's agent: the delivery arrives in incoming/.
set -e
mkdir -p incoming
mv arrivals.txt incoming/arrivals.txt
rm setup.sh
