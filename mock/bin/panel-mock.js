#!/usr/bin/env node
// The server compiled from server/src/mock-cli.ts (build.mjs).
import '../dist/server/src/mock-cli.js';
