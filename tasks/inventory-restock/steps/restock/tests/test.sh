#!/bin/bash
source /tests/expect.sh
expect_csv $'name,qty\napple,3\npear,15\nfig,0\nkiwi,7'
