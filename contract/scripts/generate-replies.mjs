#!/usr/bin/env node
// Writes src/generated/replies.ts, the shapes of the 200 replies (npm run contract:generate runs it
// after openapi-typescript).
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { replyShapesSource } from './reply-shapes.mjs';

const document = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'));
writeFileSync(new URL('../src/generated/replies.ts', import.meta.url), replyShapesSource(document));
console.log('contract: src/generated/replies.ts written');
