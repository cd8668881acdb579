import crypto from 'node:crypto';

export interface ParsedKey {
  type: string;
  blob: Buffer;
  fingerprint: string;
  bits?: number;
}

const ALLOWED = new Set(['ssh-ed25519', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521', 'ssh-rsa']);

function readString(buf: Buffer, offset: number): [Buffer, number] {
  if (offset + 4 > buf.length) throw new Error('truncated');
  const len = buf.readUInt32BE(offset);
  if (offset + 4 + len > buf.length) throw new Error('truncated');
  return [buf.subarray(offset + 4, offset + 4 + len), offset + 4 + len];
}

/**
 * Parses one OpenSSH public key line (`type base64 [comment]`): ed25519, ECDSA, or RSA of at least
 * 2048 bits. The fingerprint is `SHA256:<base64 without padding>` of the key blob, as
 * `ssh-keygen -lf` prints it. Returns undefined when the text is not such a key.
 */
export function parsePublicKey(text: string): ParsedKey | undefined {
  const parts = text.trim().split(/\s+/);
  if (parts.length < 2 || !ALLOWED.has(parts[0]) || !/^[A-Za-z0-9+/]+={0,2}$/.test(parts[1])) return undefined;
  const blob = Buffer.from(parts[1], 'base64');
  try {
    const [type, next] = readString(blob, 0);
    if (type.toString() !== parts[0]) return undefined;
    let bits: number | undefined;
    if (parts[0] === 'ssh-ed25519') {
      const [key, end] = readString(blob, next);
      if (key.length !== 32 || end !== blob.length) return undefined;
    } else if (parts[0] === 'ssh-rsa') {
      const [, afterE] = readString(blob, next);
      const [n, end] = readString(blob, afterE);
      if (end !== blob.length) return undefined;
      const modulus = n[0] === 0 ? n.subarray(1) : n;
      bits = modulus.length * 8 - Math.clz32(modulus[0]) + 24;
      if (bits < 2048) return undefined;
    } else {
      const [curve, afterCurve] = readString(blob, next);
      const [point, end] = readString(blob, afterCurve);
      if (!parts[0].endsWith(curve.toString()) || point[0] !== 4 || end !== blob.length) return undefined;
    }
    const fingerprint = `SHA256:${crypto.createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
    return { type: parts[0], blob, fingerprint, bits };
  } catch {
    return undefined;
  }
}
