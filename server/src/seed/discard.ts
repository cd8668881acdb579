import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { transact } from '../lib/db.js';
import type { AccountRow } from '../lib/accounts.js';
import { RETIRED_TEMPLATES, forgetTemplateFiles } from '../lib/sandbox/index.js';
import * as repo from './template-repository.js';
import type { Panel } from '../panel.js';
import { holdingBackground, runInBackground } from './background.js';

/*
 * What is removed goes at once from where it was (rows deleted, folders moved aside) and is deleted
 * from the disk in the background, so no reply waits for the disk.
 */

/** Removes an account: its rows at once, its folder moved aside and deleted in the background. */
export function removeAccount(panel: Panel, account: AccountRow) {
  holdingBackground(() => {
    transact(panel.db, () => repo.deleteAccountRows(panel.db, account.id));
    discardFolder(panel, account.login);
  });
  panel.faults.clear(account.login);
  panel.requests.forget(account.login);
}

/** Moves an account's folder out of the way at once; the deleting goes on after the reply. */
function discardFolder(panel: Panel, login: string) {
  const dir = panel.sandbox.accountDir(login);
  if (fs.existsSync(dir)) moveToTrash(panel, dir, login);
}

/** Moves a folder into the trash at once and has it deleted in the background. */
export function moveToTrash(panel: Panel, dir: string, name: string) {
  const trash = path.join(trashDir(panel), `${name}-${crypto.randomBytes(6).toString('hex')}`);
  fs.mkdirSync(path.dirname(trash), { recursive: true });
  fs.renameSync(dir, trash);
  eraseLater(trash);
}

/**
 * Removes a stale template's rows; its folder is kept aside while clones made from it may share
 * its files (sandbox/cow.ts tells their files by the template's), until a whole reset drops them.
 */
export function retireTemplate(panel: Panel, template: AccountRow) {
  transact(panel.db, () => repo.deleteAccountRows(panel.db, template.id));
  const dir = panel.sandbox.accountDir(template.login);
  if (fs.existsSync(dir)) {
    const retired = path.join(panel.config.dataDir, RETIRED_TEMPLATES, `${template.login}-${crypto.randomBytes(6).toString('hex')}`);
    fs.mkdirSync(path.dirname(retired), { recursive: true });
    fs.renameSync(dir, retired);
  }
  forgetTemplateFiles();
}

export function dropRetiredTemplates(panel: Panel) {
  const retired = path.join(panel.config.dataDir, RETIRED_TEMPLATES);
  if (!fs.existsSync(retired)) return;
  moveToTrash(panel, retired, RETIRED_TEMPLATES);
  forgetTemplateFiles();
}

/**
 * Deletes a folder moved into the trash, in the background: an `rm -rf` at the lowest priority,
 * stopped while a call runs (background.ts), so
 * deleting a clone of big (22,000 entries, as long as making one) never slows the clones and
 * resets that follow, and a stopping process (`npm run seed -- --reset`) does not wait for it.
 * Where no `rm` starts, the folder is deleted in this process, after the reply.
 */
function eraseLater(dir: string) {
  erasing.push(dir);
  if (erasing.length === 1) setImmediate(eraseNow);
}

/** Folders to delete, gathered over a tick (a reset discards several): one `rm` for them all. */
const erasing: string[] = [];

function eraseNow() {
  const dirs = erasing.splice(0);
  const inProcess = () => {
    for (const dir of dirs) void fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
  };
  try {
    runInBackground('rm', ['-rf', '--', ...dirs]).once('error', inProcess);
  } catch {
    inProcess();
  }
}

/**
 * Deletes what a stopped server left in the trash: the folder renamed aside first (no discard made
 * meanwhile lands in a folder being deleted), with any such folder an earlier start left.
 */
export function emptyTrash(panel: Panel) {
  const { dataDir } = panel.config;
  if (fs.existsSync(trashDir(panel))) fs.renameSync(trashDir(panel), path.join(dataDir, `trash-${crypto.randomBytes(6).toString('hex')}`));
  for (const name of fs.readdirSync(dataDir)) if (name.startsWith('trash-')) eraseLater(path.join(dataDir, name));
}

/** Where discarded folders wait to be deleted (left-overs of a stopped server go at the next start). */
const trashDir = (panel: Panel) => path.join(panel.config.dataDir, 'trash');
