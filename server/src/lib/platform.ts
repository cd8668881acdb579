import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { assertValid } from './schemas.js';
import type { Schemas } from '@panel/contract';

export type Platform = Schemas['FixturePlatform'];
export const FIXTURES_DIR = path.join(ROOT_DIR, 'fixtures');

let cached: Platform | undefined;

/** The mock hosting platform: PHP versions, scripts, hosts, plans (fixtures/platform.json). */
export function loadPlatform(): Platform {
  cached ??= assertValid<Platform>('FixturePlatform', JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, 'platform.json'), 'utf8')), 'fixtures/platform.json');
  return cached;
}

export const newestPhp = (p: Platform) => p.phpVersions[p.phpVersions.length - 1];

export const upsellFor = (p: Platform, login: string) => ({
  upgrade: p.upsell.upgrade.replaceAll('{login}', encodeURIComponent(login)),
  pay: p.upsell.pay.replaceAll('{login}', encodeURIComponent(login)),
  certificate: p.upsell.certificate.replaceAll('{login}', encodeURIComponent(login)),
});
