// What the recording tests share: a folder of their own for the recorded scenarios and a stand-in
// for the built client the proxy serves, and our own mock offering the scenarios of that folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOwnServer, type OwnServer } from './conformance/server.js';

/** A fresh folder: `scenarios/` (what PANEL_SCENARIOS names) and `client/` (an index.html for the proxy to serve). */
export function recordingFolders() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-record-'));
  const scenarios = path.join(work, 'scenarios');
  const clientDir = path.join(work, 'client');
  fs.mkdirSync(scenarios);
  fs.mkdirSync(clientDir);
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>panel</title>');
  return { work, scenarios, clientDir };
}

/** Our own mock with the `demo` and `empty` fixtures, playing back the scenarios of that folder by name. */
export const startScenarioServer = (scenarios: string): Promise<OwnServer> => startOwnServer({ PANEL_FIXTURES: 'demo,empty', PANEL_SCENARIOS: scenarios });
