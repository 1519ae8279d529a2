#!/usr/bin/env node
// `npx helios …` from a checkout or an install: runs the bundled CLI.
import '../dist/cli/index.js'
