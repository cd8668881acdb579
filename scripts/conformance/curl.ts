// A `curl` line that sends again a call the kit made, for the report. The kit keeps a call only
// masked (`maskRequest`): a session token becomes $TOKEN (to be set from a sign-in first), every
// secret-looking field <its name>.
import { isSecretPointer } from './contract.js';
import type { SentRequest } from './types.js';

/** Values the kit made up itself (its names, its wrong passwords, its invalid tokens) are no secret. */
const madeUp = (value: string) => value.startsWith('conformance-');

const q = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** A quoted argument whose secret part is the shell variable TOKEN. */
const withToken = (before: string) => `${q(before)}"$TOKEN"`;

function maskJson(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => maskJson(v, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskJson(v, k)]));
  if (key && isSecretPointer(`/${key}`) && !(typeof value === 'string' && madeUp(value))) return `<${key}>`;
  return value;
}

function jsonBody(text: string): string {
  try {
    return JSON.stringify(maskJson(JSON.parse(text)));
  } catch {
    return text;
  }
}

const TOKEN = '$TOKEN';

/** The request as the kit keeps it: no session token, password or other secret in it. */
export function maskRequest(request: SentRequest): SentRequest {
  const headers = { ...request.headers };
  const bearer = /^Bearer (.*)$/.exec(headers.authorization ?? '')?.[1];
  if (bearer !== undefined && !madeUp(bearer)) headers.authorization = `Bearer ${TOKEN}`;
  const type = headers['content-type'] ?? '';
  let body = request.body;
  if (body !== undefined && /x-www-form-urlencoded/.test(type)) {
    const form = new URLSearchParams(body);
    for (const [k, v] of [...form]) {
      if (k === 'session' && !madeUp(v)) form.set(k, TOKEN);
      else if (isSecretPointer(`/${k}`) && !madeUp(v)) form.set(k, `<${k}>`);
    }
    body = form.toString();
  } else if (body !== undefined && /json/.test(type)) {
    body = jsonBody(body);
  }
  const parts = request.parts?.map((p) => (p.value !== undefined && isSecretPointer(`/${p.name}`) && !madeUp(p.value) ? { ...p, value: `<${p.name}>` } : p));
  return { ...request, headers, ...(body === undefined ? {} : { body }), ...(parts ? { parts } : {}) };
}

/** Whether the line needs $TOKEN set. */
export function needsToken(request: SentRequest): boolean {
  return curl(request).includes('"$TOKEN"');
}

/** The curl line of a request kept by the kit (masked). */
export function curl(request: SentRequest): string {
  const args = ['curl', '-sS', '-i', '-X', request.method, q(request.url)];
  const type = request.headers['content-type'] ?? '';
  for (const [name, value] of Object.entries(request.headers)) {
    const shown = name === 'authorization' ? 'Authorization' : name === 'content-type' ? 'Content-Type' : name === 'origin' ? 'Origin' : name;
    if (value === `Bearer ${TOKEN}`) args.push('-H', withToken(`${shown}: Bearer `));
    else args.push('-H', q(`${shown}: ${value}`));
  }
  if (request.parts) {
    for (const p of request.parts) args.push('-F', q(p.file !== undefined ? `${p.name}=@${p.file}` : `${p.name}=${p.value ?? ''}`));
  } else if (request.body !== undefined) {
    if (/x-www-form-urlencoded/.test(type)) {
      for (const [k, v] of new URLSearchParams(request.body)) args.push('--data-urlencode', v === TOKEN ? withToken(`${k}=`) : q(`${k}=${v}`));
    } else {
      args.push('--data-raw', q(request.body));
    }
  }
  return args.join(' ');
}
