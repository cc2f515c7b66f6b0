import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { startAppWithMailbox, stopAppWithMailbox } from '../../../test/helpers/mail-app';
import type { TestApp } from '../../../test/helpers/test-app';
import { queueMarketingMail } from './marketing-mail';
import type { TestSmtpServer } from './smtp-test-server';

describe('marketing mail: only to owners who turned it on, with a one-click unsubscribe (RFC 8058)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => ({ smtp, t } = await startAppWithMailbox()));
  afterAll(() => stopAppWithMailbox({ smtp, t }));

  const setMarketing = async (user: TestUser, marketing: boolean) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: user.headers,
      payload: { notifications: { marketing } },
    });
    expect(res.statusCode).toBe(200);
  };

  const announce = async (subject: string) => {
    const ids = await queueMarketingMail(t.app.db, t.app.outbox, t.config, {
      subject,
      text: 'Galleries now take 40 images.\nTry it today.\n\nReply with <ideas> & thanks.',
    });
    t.app.outbox.deliverSoon(ids);
    await t.app.outbox.idle();
    return ids;
  };

  it('nothing goes to an owner with marketing off (the default) or to an unverified one', async () => {
    const byDefault = await createUser(t.app);
    const turnedOff = await createUser(t.app);
    await setMarketing(turnedOff, true);
    await setMarketing(turnedOff, false);
    const unverified = await createUser(t.app, { verified: false });
    await setMarketing(unverified, true);

    await announce('Nobody here wants this');
    for (const user of [byDefault, turnedOff, unverified]) expect(smtp.mailTo(user.email)).toEqual([]);
  });

  it('an opted-in owner gets it in text and HTML, named, with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const user = await createUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    await setMarketing(user, true);
    await announce('Bigger galleries');

    const [mail, ...more] = smtp.mailTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Bigger galleries');
    const link = /^<(https:\/\/app\.sparklink\.test\/api\/mail\/unsubscribe\?token=[^>\s]+)>$/.exec(
      mail!.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(link).toBeDefined();
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const text = mail!.text.replace(/\r\n/g, '\n').trimEnd();
    expect(text).toBe(
      [
        'Hi Grace Hopper,',
        '',
        'Galleries now take 40 images.',
        'Try it today.',
        '',
        'Reply with <ideas> & thanks.',
        '',
        '— SparkLink',
        '',
        'You get this because marketing emails are on in your SparkLink settings.',
        `Unsubscribe: ${link}`,
      ].join('\n'),
    );
    expect(mail!.html).toContain('<p>Hi Grace Hopper,</p>');
    expect(mail!.html).toContain('<p>Galleries now take 40 images.<br>Try it today.</p>');
    expect(mail!.html).toContain('<p>Reply with &lt;ideas&gt; &amp; thanks.</p>');
    expect(mail!.html).toContain(`<a href="${link!.replace(/&/g, '&amp;')}">Unsubscribe</a>`);

    // The link works: one POST without signing in, and the next announcement skips this owner.
    const res = await t.app.inject({ method: 'POST', url: link!.replace('https://app.sparklink.test', '') });
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      message: 'You have been unsubscribed from marketing emails.',
      data: null,
    });
    await announce('A second announcement');
    expect(smtp.mailTo(user.email).map((m) => m.subject)).toEqual(['Bigger galleries']);
  });

  it('each owner gets a link of their own', async () => {
    const users = await Promise.all([createUser(t.app), createUser(t.app)]);
    for (const user of users) await setMarketing(user, true);
    await announce('One each');
    const links = users.map((user) => {
      const mails = smtp.mailTo(user.email).filter((m) => m.subject === 'One each');
      expect(mails).toHaveLength(1);
      return mails[0]!.headers['list-unsubscribe'];
    });
    expect(new Set(links).size).toBe(2);
  });
});
