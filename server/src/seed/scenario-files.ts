import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Schemas } from '@panel/contract';
import { ApiError } from '../lib/errors.js';
import { componentValidator } from '../lib/schemas.js';
import { FIXTURES_DIR } from '../lib/platform.js';
import { checkScenario } from './scenario-checks.js';

export type Scenario = Schemas['TestScenario'];

/** One scenario file: the scenario it holds, or why it cannot be used. */
export type ScenarioFile = { name: string; file: string } & ({ scenario: Scenario; error?: undefined } | { scenario?: undefined; error: string });

const SHIPPED = path.join(FIXTURES_DIR, 'scenarios');
/** What `/__test/scenario` takes as a name (the contract's pattern): the file's name without `.yaml`. */
const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** The largest scenario file read: a scenario is a few lines; a bigger file is a mistake. */
export const MAX_SCENARIO_FILE_BYTES = 1024 * 1024;

/**
 * What is wrong with a scenario as data (parsed YAML or an inline body): the contract's schema
 * first, then the rules the real calls apply (`checkScenario`); undefined when nothing is.
 */
export function scenarioProblem(data: unknown): string | undefined {
  const validate = componentValidator('TestScenario');
  if (!validate(data)) {
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}`)
      .join('; ');
  }
  try {
    checkScenario(data as Scenario);
  } catch (e) {
    if (e instanceof ApiError) return `${e.field ? `${e.field}: ` : ''}${e.message}`;
    throw e;
  }
  return undefined;
}

/** Reads one file, each failure (too big, not YAML, not a scenario) said as its error. */
function readScenarioFile(dir: string, file: string): ScenarioFile {
  const name = file.replace(/\.ya?ml$/, '');
  const bad = (why: string): ScenarioFile => ({ name, file, error: `The scenario file ${file} is not valid: ${why}` });
  if (!NAME.test(name)) return bad('its name (without .yaml) must be lower-case letters, digits and dashes, at most 63, as /__test/scenario takes it.');
  let text: string;
  try {
    const st = fs.statSync(path.join(dir, file));
    if (!st.isFile()) return bad('it is not a file.');
    if (st.size > MAX_SCENARIO_FILE_BYTES) return bad(`it is larger than ${MAX_SCENARIO_FILE_BYTES} bytes.`);
    text = fs.readFileSync(path.join(dir, file), 'utf8');
  } catch (e) {
    return bad(`it cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (e) {
    return bad(`it is not YAML: ${(e as Error).message.split('\n')[0]}`);
  }
  const problem = scenarioProblem(data);
  return problem ? bad(problem) : { name, file, scenario: data as Scenario };
}

/**
 * Every scenario file by name: the shipped ones, then those of the folder `extraDir` (which may
 * replace them). Each file is read and checked on its own, so one broken file leaves the others
 * usable; a folder that cannot be read is one broken entry.
 */
export function readScenarioFiles(extraDir = process.env.PANEL_SCENARIOS): Map<string, ScenarioFile> {
  const found = new Map<string, ScenarioFile>();
  for (const dir of [SHIPPED, extraDir].filter((d): d is string => !!d)) {
    let files: string[];
    try {
      files = fs
        .readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort();
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? 'error';
      if (dir !== SHIPPED && code !== 'ENOENT') {
        found.set('', { name: '', file: 'PANEL_SCENARIOS', error: `The folder PANEL_SCENARIOS names cannot be read (${code}).` });
      }
      continue;
    }
    for (const file of files) {
      const read = readScenarioFile(dir, file);
      found.set(read.name, read);
    }
  }
  return found;
}
