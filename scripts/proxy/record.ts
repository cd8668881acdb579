// `npm run proxy -- --target <api> --record <file>.yaml`: what a signed-in walk through the panel
// saw, kept from the replies the proxy forwards (scripts/proxy/forward.ts) — the account's lists
// (the sign-in, hand-off, keepalive and sync replies), the folders the file browser listed, the
// sizes of the files opened, the log tails the log viewer showed — and written, after every reply
// that adds to it, as a scenario file `/__test/scenario` plays back (scripts/proxy/record-scenario.ts),
// with its log tails beside it in `<file>.logs.json`. Each write replaces the file whole (a new
// file renamed over it), so an interrupted proxy leaves the last complete recording.
import fs from 'node:fs';
import path from 'node:path';
import type { Schemas } from '@panel/contract';
import { Pseudonyms } from './pseudonym.js';
import { buildRecording, freshPassword, type Recording } from './record-scenario.js';
import { TextScrubber } from './record-text.js';
import type { SeenSecrets } from './secrets.js';
import { LISTS, type FileEntry, type Seen } from './record-seen.js';

const LIST_KEYS = Object.keys(LISTS) as (keyof typeof LISTS)[];

/** The entries of a list that have its text fields (and, for a file listing, a name, a type and a size). */
const wellFormed = (list: unknown[], texts: readonly string[]) =>
  list.filter(
    (e): e is Record<string, unknown> => typeof e === 'object' && e !== null && texts.every((k) => typeof (e as Record<string, unknown>)[k] === 'string'),
  );
/** The last lines of each log kept (what `/log/show` answers at most). */
const LOG_LINES = 1000;
/** What a scenario file may be called so `/__test/scenario` takes it by name. */
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,62}\.ya?ml$/;

/** Why a file name cannot hold a recording, or undefined. */
export function recordFileProblem(file: string): string | undefined {
  if (!FILE_NAME.test(path.basename(file))) {
    return `--record takes a file named <name>.yaml, the name lower-case letters, digits and dashes (at most 63), as /__test/scenario and PANEL_SCENARIOS take it; not ${path.basename(file)}.`;
  }
  if (!fs.existsSync(path.dirname(path.resolve(file)))) return `--record: the folder ${path.dirname(path.resolve(file))} does not exist.`;
  return undefined;
}

/** The log tails' file beside a recording: `shop.yaml` → `shop.logs.json` (not a .yaml, so PANEL_SCENARIOS skips it). */
export const logsFileOf = (file: string) => file.replace(/\.ya?ml$/, '.logs.json');

const normalFolder = (p: string) => `/${p.split('/').filter(Boolean).join('/')}`;

export class Recorder {
  readonly names = new Pseudonyms();
  private readonly scrub: TextScrubber;
  private seen: Seen = Recorder.blank();
  private timer: NodeJS.Timeout | undefined;
  private last: Recording | undefined;
  private readonly password = freshPassword();

  constructor(
    readonly file: string,
    private readonly secrets: SeenSecrets,
    private readonly log: (line: string) => void,
  ) {
    this.scrub = new TextScrubber(this.names, secrets);
  }

  private static blank(): Seen {
    return { lists: {}, folders: new Map(), opened: new Map(), logs: new Map(), at: Date.now() };
  }

  /** One reply the proxy forwarded: its operation, the request's JSON body, its status, its JSON body and Date. */
  reply(operationId: string, request: unknown, status: number, body: unknown, date: string | undefined) {
    if (status !== 200 || typeof body !== 'object' || body === null) return;
    const b = body as Record<string, unknown>;
    const req = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>;
    const s = this.seen;
    if ((operationId === 'accountLogin' || operationId === 'accountRedirect') && typeof b.login === 'string') {
      if (s.login !== undefined && s.login !== b.login) {
        this.log(`record: another account signed in; the recording follows it from now on`);
        this.seen = Recorder.blank();
      }
      const now = this.seen;
      now.login = b.login;
      now.locale = typeof b.locale === 'string' ? b.locale : now.locale;
      now.package = (b.package as Schemas['Package'] | undefined) ?? now.package;
      now.at = Number.isFinite(Date.parse(date ?? '')) ? Date.parse(date!) : Date.now();
    }
    let changed = false;
    if (typeof b.user === 'object' && b.user !== null && 'paid' in b.user) {
      this.seen.user = b.user as Schemas['User'];
      changed = true;
    }
    for (const key of LIST_KEYS) {
      if (Array.isArray(b[key])) {
        (this.seen.lists as Record<string, unknown>)[key] = wellFormed(b[key] as unknown[], LISTS[key]);
        changed = true;
      }
    }
    if (operationId === 'fileList' && typeof req.directory === 'string' && Array.isArray(b.files)) {
      const files = wellFormed(b.files, ['name', 'type']).filter((e) => typeof e.size === 'number');
      this.seen.folders.set(normalFolder(req.directory), files as unknown as FileEntry[]);
      changed = true;
    } else if (operationId === 'fileFileGet' && typeof req.file === 'string' && typeof b.file === 'string') {
      this.seen.opened.set(normalFolder(req.file), Buffer.byteLength(b.file, 'utf8'));
      changed = true;
    } else if (operationId === 'logShow' && typeof req.domain === 'string' && (req.type === 'access' || req.type === 'error') && typeof b.log === 'string') {
      const lines = b.log
        .split('\n')
        .filter((l) => l !== '')
        .slice(-LOG_LINES);
      this.seen.logs.set(`${req.domain.toLowerCase()} ${req.type}`, { domain: req.domain.toLowerCase(), kind: req.type, lines });
      changed = true;
    }
    if (changed && this.seen.login !== undefined) this.schedule();
  }

  /** Writes soon (replies come in bursts: a sign-in, then the screen's calls). */
  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write();
    }, 300);
    this.timer.unref();
  }

  /** What the last write holds, in one line (undefined before any sign-in). */
  summary(): string | undefined {
    return this.last?.summary;
  }

  /**
   * Writes what was seen now (the proxy's close calls it); what it wrote, or undefined before any
   * sign-in. A failure (a full disk, a reply of a shape nothing expected) is logged, never thrown:
   * the proxy goes on, and the file keeps its last whole write.
   */
  write(): Recording | undefined {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.seen.login === undefined) return this.last;
    try {
      return this.writeNow();
    } catch (error) {
      this.log(`record: ${this.file} not written (${(error as Error).message})`);
      return this.last;
    }
  }

  private writeNow(): Recording {
    const recording = buildRecording(this.seen, this.names, this.scrub, this.password);
    replaceFile(this.file, recording.yaml);
    const logsFile = logsFileOf(this.file);
    if (recording.logs.length) replaceFile(logsFile, `${JSON.stringify({ logs: recording.logs }, null, 2)}\n`);
    else fs.rmSync(logsFile, { force: true });
    if (!this.last || this.last.summary !== recording.summary) this.log(`record: ${recording.summary} → ${this.file}`);
    this.last = recording;
    return recording;
  }
}

function replaceFile(file: string, text: string) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}
