// What the page shell (index.html) asks for on a reload with a session, worked out from a build's
// bundle by vite.config.ts (its pageShell plugin). Build-time code: it runs in the config, not the page.
import type { Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** What index.html's inline script reads (`__SHELL_PRELOADS__`): files relative to `base`. */
export interface ShellPreloads {
  base: string;
  /** The layout's chunks. */
  frame: string[];
  /** Each language's whole catalogue. */
  texts: Record<string, string[]>;
  /** The home screen's chunks beyond the layout's, for the addresses that show it. */
  home: { paths: string[]; files: string[] };
}

/**
 * What a reload with a session loads before its first screen (main.tsx): the layout's chunks, the
 * whole catalogue of each language and the home screen's chunks, less what the entry imports (the
 * page's own modulepreloads). The shell asks for them as it parses: they travel beside the entry
 * instead of after it, and a browser that has them in its cache compiles them there, before the
 * shell's first paint, instead of all in one task with the entry's start, where the preload links
 * main.tsx's imports add compiled them (17 ms of the start's 34 ms on this machine; a phone, four
 * times that, blocked its input). Only the home screen's (where a sign-in lands and `/` leads): the
 * other screens' lists (some 60 files) would take the page past the 14 kB a connection's first
 * round trip carries; their chunks load as before. A screen's module is found by its file name, the
 * route table's convention (`features/<feature>/<page>-page.tsx`); none found, no preloads for it.
 */
export function shellPreloads(bundle: Rollup.OutputBundle, entry: OutputChunk, { base, home: homePage }: { base: string; home: string }): ShellPreloads {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunks' files and their static imports', transitively. */
  const closure = (start: readonly OutputChunk[], seen = new Set<string>()) => {
    for (const chunk of start) {
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      closure(
        chunk.imports.flatMap((file) => byName.get(file) ?? []),
        seen,
      );
    }
    return seen;
  };
  const loaded = closure([entry]);
  const slashed = (id: string) => id.replaceAll('\\', '/');
  /** The files the chunk holding `module` needs beyond the entry's. */
  const needs = (module: RegExp) =>
    [...closure(chunks.filter((chunk) => chunk.moduleIds.some((id) => module.test(slashed(id)))))].filter((file) => !loaded.has(file));
  const locales = chunks.flatMap((chunk) => chunk.moduleIds.flatMap((id) => /\/src\/i18n\/whole-([a-z]{2})\.ts$/.exec(slashed(id))?.[1] ?? []));
  const frame = needs(/\/src\/app\/layout\/layout\.tsx$/);
  const home = needs(new RegExp(`/src/features/[^/]+/${homePage}-page\\.tsx$`));
  return {
    base,
    frame,
    texts: Object.fromEntries(locales.map((locale) => [locale, needs(new RegExp(`/src/i18n/whole-${locale}\\.ts$`))])),
    // Any other address shows its own screen (the contract's pageAtPath).
    home: { paths: ['/', `/${homePage}`], files: home.filter((file) => !frame.includes(file)) },
  };
}
