import { MAIL_MESSAGES, UnsubscribeQuerySchema } from '@sparklink/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../../lib/app-error';
import { parseInput } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { toBool } from '../../db/values';
import { serverTranslator } from '../../i18n/server-i18n';
import { mailLanguage } from './mail-recipient';
import { renderUnsubscribePage } from './unsubscribe-page';
import { UNSUBSCRIBE_PATH, userOfUnsubscribeToken } from './unsubscribe-token';
const FORM_MAX_BYTES = 1024;

/**
 * The one-click unsubscribe link of marketing mail (RFC 8058, decision 018). Anonymous: the
 * signed token is the proof. A POST turns `notify_marketing` off, as mail clients do; a GET only
 * shows a page whose button POSTs, because mail scanners fetch links before anyone clicks.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  // RFC 8058 clients post `List-Unsubscribe=One-Click` as a form; only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const userOf = (request: FastifyRequest) => {
    const { token } = parseInput(UnsubscribeQuerySchema, request.query);
    const userId = userOfUnsubscribeToken(app.config, token);
    if (!userId) throw invalidField('token', MAIL_MESSAGES.unsubscribeInvalid);
    return { token, userId };
  };

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const { token, userId } = userOf(request);
    const row = await app.db
      .selectFrom('user_settings')
      .select(['notify_marketing', 'language'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .send(
        renderUnsubscribePage(serverTranslator(mailLanguage(row?.language)), {
          action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
          subscribed: toBool(row?.notify_marketing),
        }),
      );
  });

  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    const { token, userId } = userOf(request);
    await app.db
      .updateTable('user_settings')
      .set({ notify_marketing: false, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    reply.header('Cache-Control', 'no-store');
    // The page's own button: back to the link, which now says it is done.
    if (fromPage(request.body)) return reply.redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, 303);
    return ok(null, MAIL_MESSAGES.unsubscribed);
  });
}

const fromPage = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as Record<string, unknown>).from === 'page';
