import { describe, expect, it } from 'vitest';
import type { AccountLists, EmailAccount } from '@panel/contract';
import { checkReply, checkReplyInSlices, describePruned } from './reply-check';
import { domain, listsOf, sessionReply } from '../test/fixtures';

const keepalive = (): AccountLists =>
  listsOf(
    sessionReply({ domains: [domain('a.example'), domain('b.example', { sslType: 'letsencrypt', sslExpires: '2027-01-21 04:12:45' }), domain('c.example')] }),
  );

function mailbox(index: number): EmailAccount {
  return { domain: 'example.com', name: `user${index}`, diskUsed: index, diskLimit: 1024 ** 3 };
}

describe('reply check', () => {
  it('hands back a valid reply as the same object, nothing reported', () => {
    const reply = keepalive();
    const { value, pruned } = checkReply('/keepalive', reply);
    expect(value).toBe(reply);
    expect(pruned).toEqual([]);
  });

  it('makes a date that is not a date null (that value), keeping the row and every other value', () => {
    const reply = keepalive();
    const wrong = { ...reply, domains: reply.domains.map((d) => ({ ...d, sslExpires: d.domain === 'b.example' ? 1_800_000_000 : 'soon' })) };
    const { value, pruned } = checkReply('/keepalive', wrong);
    expect(value.domains).toEqual(reply.domains.map((d) => ({ ...d, sslExpires: null })));
    expect(value.emailAccounts).toBe(wrong.emailAccounts);
    expect(pruned).toEqual([
      { pointer: '/domains/0/sslExpires', action: 'nulled' },
      { pointer: '/domains/1/sslExpires', action: 'nulled' },
      { pointer: '/domains/2/sslExpires', action: 'nulled' },
    ]);
    // The reply as it came is left alone.
    expect(wrong.domains[1].sslExpires).toBe(1_800_000_000);
  });

  it('drops a row whose required value is wrong or missing, keeping the other rows as they were', () => {
    const reply = keepalive();
    const { ip: _ip, ...withoutIp } = reply.domains[1];
    const wrong = { ...reply, domains: [reply.domains[0], withoutIp, { ...reply.domains[2], diskUsed: '12 MB' }] };
    const { value, pruned } = checkReply('/keepalive', wrong);
    expect(value.domains).toEqual([reply.domains[0]]);
    expect((value.domains as unknown[])[0]).toBe(reply.domains[0]);
    expect(pruned).toEqual([
      { pointer: '/domains/1', action: 'dropped' },
      { pointer: '/domains/2', action: 'dropped' },
    ]);
  });

  it('drops a row with a value outside its enum or bounds, and a list item of the wrong type', () => {
    const reply = keepalive();
    const wrong = { ...reply, domains: [{ ...reply.domains[0], sslType: 'wildcard' }, { ...reply.domains[1], diskUsed: -1 }, reply.domains[2], 'd.example'] };
    const { value, pruned } = checkReply('/keepalive', wrong);
    expect(value.domains).toEqual([reply.domains[2]]);
    expect(pruned.map((p) => p.pointer)).toEqual(['/domains/0', '/domains/1', '/domains/3']);
  });

  it('leaves out a top-level field that is missing or wrong: the sign-in without its plan, a list that is not a list', () => {
    const { package: _plan, ...reply } = sessionReply();
    const { value, pruned } = checkReply('/account/login', { ...reply, connector: 'ftp.example.net', cronJobs: null });
    expect(value).not.toHaveProperty('package');
    expect(value).not.toHaveProperty('connector');
    expect(value).not.toHaveProperty('cronJobs');
    expect(value.token).toBe('token-1');
    expect(value.domains).toBe(reply.domains);
    expect(pruned).toEqual(
      expect.arrayContaining([
        { pointer: '/package', action: 'removed' },
        { pointer: '/connector', action: 'removed' },
        { pointer: '/cronJobs', action: 'removed' },
      ]),
    );
    expect(pruned).toHaveLength(3);
  });

  it('takes a plan whose limit is wrong as no plan at all, never as a plan with a made-up limit', () => {
    const reply = { ...sessionReply(), package: { ...sessionReply().package, diskLimit: '10 GB' } };
    const { value, pruned } = checkReply('/account/login', reply);
    expect(value).not.toHaveProperty('package');
    expect(pruned).toEqual([{ pointer: '/package', action: 'removed' }]);
  });

  it('keeps properties the contract does not name, and removes a wrong value of a map', () => {
    const info = {
      subjects: ['example.com'],
      domains: { 'example.com': false, '*.example.com': 'yes' },
      expires: '2027-01-21 04:12:45',
      issuer: 'CA',
      validKey: true,
      selfSigned: false,
      expired: false,
      allSigned: true,
      extra: 1,
    };
    const { value, pruned } = checkReply('/certificate/check', info);
    expect(value).toEqual({ ...info, domains: { 'example.com': false } });
    expect(pruned).toEqual([{ pointer: '/domains/*.example.com', action: 'removed' }]);
  });

  it('makes a reply that is not an object an empty one, naming every field it lacks', () => {
    expect(checkReply('/file/list', ['a'])).toEqual({
      value: {},
      pruned: [
        { pointer: '', action: 'removed' },
        { pointer: '/files', action: 'removed' },
      ],
    });
    expect(checkReply('/account/logout', undefined)).toEqual({ value: {}, pruned: [{ pointer: '/ok', action: 'removed' }] });
  });

  it('says what it pruned in a bounded line, one group per defect, with no value of the reply', () => {
    const reply = keepalive();
    const secret = 'hunter2-password';
    const mailboxes = Array.from({ length: 500 }, (_, index) => ({ ...mailbox(index), diskUsed: secret }));
    const { pruned } = checkReply('/keepalive', { ...reply, emailAccounts: mailboxes, domains: reply.domains.map((d) => ({ ...d, sslExpires: secret })) });
    const detail = describePruned(pruned);
    expect(detail).toBe('/domains/*/sslExpires nulled ×3 (first /domains/0/sslExpires); /emailAccounts/* dropped ×500 (first /emailAccounts/0)');
    expect(detail).not.toContain(secret);
    const many = Array.from({ length: 20 }, (_, index) => ({ pointer: `/field${index}`, action: 'removed' as const }));
    expect(describePruned(many)).toMatch(/; and 12 more$/);
  });

  it('checks a valid reply of the big account (2,000 domains, 10,000 mailboxes) in a few milliseconds, untouched', () => {
    const reply = listsOf(
      sessionReply({
        domains: Array.from({ length: 2000 }, (_, index) => domain(`site${index}.example`, { sslType: 'letsencrypt', sslExpires: '2027-01-21 04:12:45' })),
        emailAccounts: Array.from({ length: 10_000 }, (_, index) => mailbox(index)),
      }),
    );
    for (let warm = 0; warm < 3; warm += 1) checkReply('/keepalive', reply);
    const times: number[] = [];
    for (let run = 0; run < 10; run += 1) {
      const start = performance.now();
      const { value, pruned } = checkReply('/keepalive', reply);
      times.push(performance.now() - start);
      expect(value).toBe(reply);
      expect(pruned).toEqual([]);
    }
    // Measured at about 2–4 ms here; the bound leaves room for a busy machine.
    console.info(`reply check, 2,000 domains and 10,000 mailboxes: ${Math.min(...times).toFixed(1)} ms`);
    expect(Math.min(...times)).toBeLessThan(25);
  });

  it('checks a reply a top-level field at a time, pausing before each, to the same result', async () => {
    const { package: _plan, ...withoutPlan } = sessionReply();
    const reply = sessionReply();
    const broken = [
      reply,
      withoutPlan,
      { ...reply, token: 5, extra: 'kept', domains: [reply.domains[0], { ...reply.domains[0], diskUsed: '12 MB' }] },
      { ...reply, emailAccounts: 'none', locale: 'xx' },
      'not an object',
      undefined,
    ];
    for (const body of broken) {
      let pauses = 0;
      const sliced = await checkReplyInSlices('/account/login', body, async () => {
        pauses += 1;
      });
      expect(sliced).toEqual(checkReply('/account/login', body));
      if (body === reply) expect(sliced.value).toBe(reply);
      if (typeof body === 'object') expect(pauses).toBeGreaterThan(10);
    }
  });

  it('lets other work run between the fields it checks', async () => {
    const order: string[] = [];
    const checking = checkReplyInSlices('/account/login', sessionReply(), () => {
      order.push('pause');
      return Promise.resolve();
    }).then(() => order.push('checked'));
    order.push('meanwhile');
    await checking;
    expect(order.indexOf('meanwhile')).toBeLessThan(order.indexOf('checked'));
    expect(order.slice(0, 2)).toEqual(['pause', 'meanwhile']);
  });
});
