#!/usr/bin/env node
// Writes test-kit/src/scenario-names.ts, the names of the shipped scenarios (npm run contract:generate runs it).
import { writeFileSync } from 'node:fs';
import { scenarioNamesFile, scenarioNamesSource } from './scenario-names.mjs';

writeFileSync(scenarioNamesFile, scenarioNamesSource());
console.log('contract: test-kit/src/scenario-names.ts written');
