// Builders of what the conformance kit sends: SSH keys, certificates signed by a root made for the
// run, tar archives and multipart uploads.

import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Context } from '../runner.js';

/** An OpenSSH ed25519 public key line made for this run, and its SHA256 fingerprint as ssh-keygen prints it. */
export function sshKey(comment: string) {
  const { publicKey } = crypto.generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const str = (b: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(b.length);
    return Buffer.concat([len, b]);
  };
  const blob = Buffer.concat([str(Buffer.from('ssh-ed25519')), str(raw)]);
  return {
    line: `ssh-ed25519 ${blob.toString('base64')} ${comment}`,
    fingerprint: `SHA256:${crypto.createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`,
  };
}

/** A certificate for `name` signed by a root made for this run (openssl), or undefined without openssl. */
export async function certificates(c: Context, name: string) {
  const cached = c.state[`cert:${name}`] as { cert: string; key: string; ca: string; rootKey: string } | undefined;
  if (cached) return cached;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-'));
  const run = promisify(execFile);
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
    await run(
      'openssl',
      [
        'req',
        '-x509',
        ...ec,
        '-keyout',
        'root.key',
        '-out',
        'root.pem',
        '-subj',
        '/CN=Conformance test root',
        '-days',
        '3',
        '-addext',
        'basicConstraints=critical,CA:true',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      ],
      { cwd: dir },
    );
    await run('openssl', ['req', '-new', ...ec, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', `/CN=${name}`], { cwd: dir });
    fs.writeFileSync(path.join(dir, 'ext.cnf'), `basicConstraints=critical,CA:false\nsubjectAltName=DNS:${name}\n`);
    await run(
      'openssl',
      ['x509', '-req', '-in', 'leaf.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-CAcreateserial', '-out', 'leaf.pem', '-days', '2', '-extfile', 'ext.cnf'],
      { cwd: dir },
    );
    const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
    const made = { cert: read('leaf.pem'), key: read('leaf.key'), ca: read('root.pem'), rootKey: read('root.key') };
    c.state[`cert:${name}`] = made;
    return made;
  } catch {
    return undefined;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A ustar archive holding `entries` (a name ending in / is a folder). */
export function tarArchive(entries: { name: string; text?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = Buffer.from(e.text ?? '');
    const h = Buffer.alloc(512);
    const put = (text: string, at: number, len: number) => h.write(text.slice(0, len), at, len, 'utf8');
    const octal = (n: number, len: number) => n.toString(8).padStart(len - 1, '0') + '\0';
    const folder = e.name.endsWith('/');
    put(e.name, 0, 100);
    put(octal(folder ? 0o755 : 0o644, 8), 100, 8);
    put(octal(0, 8), 108, 8);
    put(octal(0, 8), 116, 8);
    put(octal(folder ? 0 : data.length, 12), 124, 12);
    put(octal(Math.floor(Date.now() / 1000), 12), 136, 12);
    put('        ', 148, 8);
    put(folder ? '5' : '0', 156, 1);
    put('ustar\u000000', 257, 8);
    let sum = 0;
    for (const b of h) sum += b;
    put(octal(sum, 7) + ' ', 148, 8);
    blocks.push(h);
    if (!folder) blocks.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

export function upload(directory: string, files: { name: string; data: Buffer | string }[]) {
  const form = new FormData();
  form.append('directory', directory);
  for (const f of files) form.append('files[]', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
  return form;
}
