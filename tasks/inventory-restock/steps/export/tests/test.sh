#!/bin/bash
source /tests/expect.sh
expect_csv $'name,qty\napple,3\npear,10\nfig,0'
