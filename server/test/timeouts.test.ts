import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers.js';
import { cloneAccount } from './util.js';

/**
 * Slow and hostile requests end: headers that trickle, bodies that trickle. A body that streams at
 * an honest pace goes on past the window. The server runs here with short timeouts (the defaults
 * are ten seconds and 64 KiB per ten seconds: config.ts), over real sockets.
 */
let t: TestApp;
let port: number;
const WINDOW_MS = 400;
beforeAll(async () => {
  t = await testApp({
    fixtures: ['demo'],
    timeouts: { headersMs: 600, bodyWindowMs: WINDOW_MS, bodyMinBytes: 4096, requestMs: 60_000, checkIntervalMs: 100 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Trickle {
  /** What the server wrote back before it closed the connection. */
  reply: Promise<{ text: string; closedAfterMs: number }>;
  stop(): void;
}

/** Opens a connection, writes `head` at once, then `body` a byte every `everyMs`. */
function trickle(head: string, body: string, everyMs: number): Trickle {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let text = '';
  let i = 0;
  const timer = setInterval(() => {
    if (i < body.length && socket.writable) socket.write(body[i++]);
  }, everyMs);
  socket.on('data', (d) => (text += d.toString()));
  socket.on('error', () => {});
  socket.write(head);
  const reply = new Promise<{ text: string; closedAfterMs: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    }),
  );
  return {
    reply,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

const loginBody = JSON.stringify({ login: 'demo', password: 'demo1234' });
const loginHead = (length: number) =>
  `POST /api/account/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('request timeouts', () => {
  it('ends 50 sign-in bodies sent a byte at a time with 408, after one window', async () => {
    const slow = Array.from({ length: 50 }, () => trickle(loginHead(loginBody.length), loginBody, 50));
    const replies = await Promise.all(slow.map((s) => s.reply));
    for (const r of replies) {
      expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(r.text).toContain('{"type":"validation","message":"The request took too long."}');
      expect(r.closedAfterMs).toBeLessThan(WINDOW_MS * 3 + 500);
    }
    // The server still answers an honest caller at once.
    expect((await t.call('/account/login', { login: 'demo', password: 'demo1234' })).status).toBe(200);
  });

  it('ends a request whose headers trickle', async () => {
    const s = trickle('POST /api/account/login HTTP/1.1\r\n', 'Host: 127.0.0.1\r\nContent-Type: application/json\r\nX-Pad: ' + 'a'.repeat(200), 50);
    const r = await s.reply;
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.closedAfterMs).toBeLessThan(2000);
  });

  it('lets a body that keeps an honest pace stream on past the window', async () => {
    const c = await cloneAccount(t, 'demo');
    // 96 KiB of certificate text over about 2.4 s: six windows, 16 KiB each.
    const chunk = 'A'.repeat(8 * 1024);
    const chunks = 12;
    const head = '{"key":"","ca":"","cert":"';
    const tail = '"}';
    const length = head.length + chunk.length * chunks + tail.length;
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/certificate/check HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer ${c.token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${head}`,
    );
    for (let i = 0; i < chunks; i++) {
      await new Promise((r) => setTimeout(r, 200));
      socket.write(chunk);
    }
    socket.end(tail);
    await closed;
    // The whole body arrived and the check answered it: the text is no certificate.
    expect(text, text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('"field":"cert"');
  });
});
