#!/usr/bin/env node
// Tiny on purpose: everything lives in dist/src (built by `npm run build`).
import '../dist/src/cli/main.js';
