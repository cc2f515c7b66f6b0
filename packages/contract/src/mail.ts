import { z } from 'zod';

/**
 * Mail the owner can act on without signing in: the one-click unsubscribe link every marketing
 * mail carries (RFC 8058; docs/decisions/018-mail-that-honours-the-toggles.md). These are the
 * API's answers; the page the link opens has its texts in the `mail` catalogue.
 */
export const MAIL_MESSAGES = {
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
  unsubscribed: 'You have been unsubscribed from marketing emails.',
} as const;

const invalidLink = { error: MAIL_MESSAGES.unsubscribeInvalid };

/** `?token=…` of the unsubscribe link; its signature is checked by the server, not here. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string(invalidLink).trim().min(1, invalidLink).max(200, invalidLink),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;

/** What RFC 8058 mail clients POST (a form body); the page's own button posts the same. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';
