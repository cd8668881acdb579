// The source of test-kit/src/scenario-names.ts: the scenarios shipped in fixtures/scenarios/, by
// name, with their fixture and description, so a suite's `scenario('over-quota')` is checked by tsc.
// npm run contract:generate writes it (generate-scenarios.mjs); npm run contract:check compares.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const scenariosDir = new URL('../../fixtures/scenarios/', import.meta.url);
export const scenarioNamesFile = new URL('../../test-kit/src/scenario-names.ts', import.meta.url);

export function scenarioNamesSource() {
  const files = readdirSync(scenariosDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const entries = files.map((file) => {
    const scenario = parse(readFileSync(new URL(file, scenariosDir), 'utf8'));
    const description = String(scenario.description ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return `  ${JSON.stringify(file.slice(0, -'.yaml'.length))}: { fixture: ${JSON.stringify(scenario.fixture)}, description: ${JSON.stringify(description)} },`;
  });
  return [
    '// Generated from fixtures/scenarios/ by contract/scripts/generate-scenarios.mjs (npm run contract:generate); do not edit.',
    '',
    '/** The scenarios shipped with the mock (fixtures/scenarios/), by name: what `scenario(name)` makes without a folder of your own. */',
    'export const shippedScenarios = {',
    ...entries,
    '} as const;',
    '',
    '/** The name of a shipped scenario. */',
    'export type ShippedScenario = keyof typeof shippedScenarios;',
    '',
  ].join('\n');
}
