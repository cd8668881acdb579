// The proxy's own addresses (/__proxy/drift, /__proxy/report) answer only on this machine: a peer on
// the loopback network, under a loopback name. The peer check keeps out other machines (the proxy
// started with --host 0.0.0.0); the Host check keeps out a web page whose own name was made to
// point at 127.0.0.1 (DNS rebinding), which would otherwise read the report as its own origin.
// No token on top: what is left (another user of this machine) can read the report through the
// proxy's log and printout as well, and neither holds a value of a body or a secret sent this run.
import type http from 'node:http';

/** 127.0.0.0/8, ::1, and 127.x written as an IPv6-mapped address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice('::ffff:'.length) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A Host header naming this machine: localhost, 127.x.y.z or [::1] (any port), nothing else. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host || /[\s/\\@?#]/.test(host)) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  // The URL parser writes an IPv4 address in its plain form (0x7f.1 is 127.0.0.1) and a mapped one as hex.
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname) || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname);
}

/**
 * Answers a request that is not from this machine and under its name, and says so: 404 to another
 * machine (nothing is there for it), 421 Misdirected Request to another name. Not 403, which the
 * panel reads as "no valid session". True when it answered.
 */
export function refuseUnlessLocal(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  let status = 0;
  let message = '';
  if (!isLoopbackAddress(req.socket.remoteAddress)) {
    status = 404;
    message = 'The validation proxy serves its report only to this machine (a loopback address).';
  } else if (!isLoopbackHost(req.headers.host)) {
    status = 421;
    message = 'The validation proxy serves its report only under a loopback name (127.0.0.1, localhost or [::1]); this request named another host.';
  }
  if (!status) return false;
  req.resume();
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(JSON.stringify({ type: status === 404 ? 'notFound' : 'misdirected', message }));
  return true;
}
