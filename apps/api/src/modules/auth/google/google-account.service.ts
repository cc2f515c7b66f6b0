import { toBool } from '../../../db/values';
import { NOTICES } from '../../notifications/notices';
import { notify } from '../../notifications/notifications.service';
import type { Language } from '@sparklink/contract/i18n';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { MailOutbox } from '../../mail/mail-outbox';
import { queueSecurityAlert } from '../../mail/security-alerts';
import { createUserWithProfile, findUserByEmail, type UserRow } from '../../users/user.repository';
import { findUserByGoogleSub, linkGoogleAccount } from './google-account.repository';
import { GoogleSignInRejected } from './google-failure';
import type { GoogleIdentity } from './google-identity';

export interface ResolvedAccount {
  user: UserRow;
  /** True when this sign-in linked or created the account (the redirect's `new_user`). */
  isNewUser: boolean;
  /** The "Google account linked" alert to deliver after the commit, when one was queued. */
  outboxIds: string[];
}

/**
 * Account resolution of api-contract §2, keyed on Google's `sub`: sign in the user holding it, else
 * link the account with the same e-mail, else create a verified STARTER account whose settings
 * start in `lang`, the browser's language (an existing account keeps its own).
 */
export function resolveGoogleAccount(
  deps: { db: Kysely<DB>; outbox: MailOutbox },
  identity: GoogleIdentity,
  lang: Language,
): Promise<ResolvedAccount> {
  return deps.db.transaction().execute(async (trx) => {
    const linked = await findUserByGoogleSub(trx, identity.sub);
    if (linked) return { user: linked, isNewUser: false, outboxIds: [] };

    const sameEmail = await findUserByEmail(trx, identity.email);
    if (sameEmail) {
      // Already tied to another Google account: moving it would let a second identity take it over.
      if (sameEmail.google_sub !== null)
        throw new GoogleSignInRejected('e-mail already linked to another Google account');
      const user = await linkGoogleAccount(trx, sameEmail, identity);
      await notify(trx, user.id, NOTICES.googleLinked);
      if (!toBool(sameEmail.is_verified)) await notify(trx, user.id, NOTICES.welcome);
      const outboxIds = await queueSecurityAlert(trx, deps.outbox, user.id, 'google_linked');
      return { user, isNewUser: true, outboxIds };
    }

    const created = await createUserWithProfile(trx, {
      email: identity.email,
      isVerified: true,
      googleSub: identity.sub,
      firstName: identity.firstName,
      lastName: identity.lastName,
      profilePictureUrl: identity.pictureUrl,
      language: lang,
    });
    await notify(trx, created.id, NOTICES.welcome);
    return { user: created, isNewUser: true, outboxIds: [] };
  });
}
