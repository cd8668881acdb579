import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** RFC 6266 Content-Disposition for a download: an ASCII fallback plus the exact UTF-8 name. */
export function attachmentHeader(filename: string) {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Sends a file as an attachment that the browser will never render inline. */
export function sendAttachment(reply: FastifyReply, filename: string, body: Readable | string) {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', attachmentHeader(filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(body);
}
