import type { PaymentMethod } from '@sparklink/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { openSecret, sealSecret } from '../auth/two-factor/secret-box';
import type { ProviderAuthorization } from './payment-provider';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The card an owner's plan renews with (decision 040): one per owner, the last reusable card they
 * paid with. Its Paystack authorization code is sealed under CODE_PEPPER with the owner's id as
 * associated data; only brand and last four digits ever leave the server.
 */
export interface KeptCard {
  method: PaymentMethod;
  /** Opens the authorization code for one charge; never logged or sent. */
  openCode(): string;
}

/** Only a reusable card authorization may be charged again without the owner. */
export const isRenewable = (
  authorization: ProviderAuthorization | null,
): authorization is ProviderAuthorization & {
  code: string;
} => authorization?.reusable === true && authorization.channel === 'card' && !!authorization.code;

export async function keepCard(
  db: Db,
  pepper: string,
  userId: string,
  authorization: ProviderAuthorization & { code: string },
  now: Date,
): Promise<void> {
  const row = {
    authorization_sealed: sealSecret(pepper, userId, authorization.code, 'payment-authorization'),
    channel: 'card',
    brand: authorization.brand,
    last4: authorization.last4,
    exp_month: authorization.expMonth,
    exp_year: authorization.expYear,
    created_at: now,
  };
  await db
    .insertInto('payment_methods')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

export async function findKeptCard(db: Db, pepper: string, userId: string): Promise<KeptCard | undefined> {
  const row = await db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    method: { channel: row.channel, brand: row.brand, last4: row.last4 },
    openCode: () => openSecret(pepper, userId, row.authorization_sealed, 'payment-authorization'),
  };
}

/** The method a payment used, as the screens name it. */
export function methodOf(authorization: ProviderAuthorization | null, channel: string | null): PaymentMethod | null {
  const used = authorization?.channel ?? channel;
  if (!used) return null;
  return { channel: used, brand: authorization?.brand ?? null, last4: authorization?.last4 ?? null };
}
