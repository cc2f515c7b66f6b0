import { PaymentReferenceSchema } from '@sparklink/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** How many final payments one process remembers; past it, the first remembered is forgotten. */
const REMEMBERED = 10_000;

/**
 * Whether a verify asks about a payment already final: credited, or failed. Such a verify is
 * answered from the database and spends the looped-read budget (decision 048); a pending one may
 * ask Paystack (through the ProviderGate, decision 021) and keeps spending the user's 300 a minute,
 * as does an unknown or malformed reference. A final payment never becomes pending again (a credit
 * sets `applied_at` for good; a failed one can only be credited later), so each process remembers
 * the final ones it has seen and reads the others with one indexed read by the unique reference.
 */
export function finalPaymentVerify(db: Kysely<DB>) {
  const known = new Set<string>();
  return async (request: FastifyRequest, userId: string): Promise<boolean> => {
    const reference = PaymentReferenceSchema.safeParse((request.params as { reference?: unknown }).reference);
    if (!reference.success) return false;
    const key = `${userId}:${reference.data}`;
    if (known.has(key)) return true;
    const payment = await db
      .selectFrom('payments')
      .select(['status', 'applied_at'])
      .where('reference', '=', reference.data)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!payment || (payment.applied_at === null && payment.status !== 'failed')) return false;
    if (known.size >= REMEMBERED) known.delete(known.values().next().value as string);
    known.add(key);
    return true;
  };
}
