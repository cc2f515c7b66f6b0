import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { DB, PaymentStatus } from '../../db/schema';
import { fromJson, toJson } from '../../db/values';
import { newId } from '../../lib/ids';
import { UpstreamError } from './payment-provider';
import { findPaymentByReference, updatePayment } from './payments.repository';
import { settlePayment } from './settle-payment';
import type { SubscriptionDeps } from './subscription-deps';

/** The envelope Paystack sends: `{ event, data }`; `data` differs per event. */
const EventSchema = z.object({
  event: z.string().min(1).max(100),
  data: z
    .object({
      id: z.union([z.number(), z.string()]).optional().catch(undefined),
      reference: z.string().optional().catch(undefined),
      transaction_reference: z.string().optional().catch(undefined),
      transaction: z
        .object({ reference: z.string().optional().catch(undefined) })
        .optional()
        .catch(undefined),
    })
    .loose(),
});
export type PaystackEvent = z.infer<typeof EventSchema>;

export const parseEvent = (raw: Buffer): PaystackEvent | undefined => {
  try {
    const parsed = EventSchema.safeParse(JSON.parse(raw.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Paystack's events carry no id of their own, so a redelivery is known by `event:data.reference`
 * (or `event:data.id`, or as a last resort the body's hash), kept UNIQUE (reference §C3).
 */
export function dedupeKey(event: PaystackEvent, raw: Buffer): string {
  const subject =
    event.data.reference ?? (event.data.id === undefined ? undefined : String(event.data.id)) ?? sha256(raw);
  return `${event.event}:${subject}`;
}

const sha256 = (raw: Buffer) => createHash('sha256').update(raw).digest('hex');

/** Records a verified event; returns its id, or undefined when the same event was already recorded. */
export async function recordEvent(db: Kysely<DB>, event: PaystackEvent, raw: Buffer): Promise<string | undefined> {
  const id = newId();
  try {
    await db
      .insertInto('webhook_events')
      .values({
        id,
        provider: 'paystack',
        event: event.event,
        dedupe_key: dedupeKey(event, raw),
        received_at: new Date(),
        processed_at: null,
        status: 'received',
        payload: toJson(event),
      })
      .execute();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The payment an event is about: charges name it `reference`, refunds and disputes their transaction's. */
const referenceOf = (event: PaystackEvent) =>
  event.data.reference ?? event.data.transaction_reference ?? event.data.transaction?.reference;

const MARKS: Record<string, PaymentStatus> = {
  'refund.processed': 'reversed',
  'charge.dispute.create': 'disputed',
};

/**
 * Acts on one recorded event (api-contract §9 Webhook table) and stores how it went:
 * `processed`, `ignored` (not ours, or an event we do not act on), or `failed` (the provider
 * could not be asked, or anything else went wrong; the hourly job tries again).
 */
export async function processEvent(deps: SubscriptionDeps, eventId: string): Promise<void> {
  const row = await deps.db.selectFrom('webhook_events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!row) return;
  let status: 'processed' | 'ignored' | 'failed' = 'ignored';
  try {
    status = await act(deps, EventSchema.parse(fromJson(row.payload)));
  } catch (error) {
    // Any failure is stored as `failed`, never left `received`: the hourly job retries failed
    // events, and Paystack's redelivery of this one would be deduplicated away.
    const reason = error instanceof UpstreamError ? 'provider unreachable' : 'processing failed';
    deps.log.error({ err: error, eventId }, `webhook: ${reason}, retried by the hourly job`);
    status = 'failed';
  }
  await deps.db
    .updateTable('webhook_events')
    .set({ status, processed_at: status === 'failed' ? null : new Date() })
    .where('id', '=', eventId)
    .execute();
}

async function act(deps: SubscriptionDeps, event: PaystackEvent): Promise<'processed' | 'ignored'> {
  const mark = MARKS[event.event];
  if (event.event !== 'charge.success' && !mark) return 'ignored';
  const reference = referenceOf(event);
  const payment = reference ? await findPaymentByReference(deps.db, reference) : undefined;
  if (!payment) {
    deps.log.warn({ event: event.event, reference }, 'webhook: no payment of ours has this reference');
    return 'ignored';
  }
  if (mark) {
    // No automatic downgrade in v1: the payment is marked for someone to review.
    await updatePayment(deps.db, payment.id, { status: mark, updated_at: new Date() });
    deps.log.warn({ paymentId: payment.id, reference, event: event.event }, `payment ${mark}: manual review`);
    return 'processed';
  }
  // Never trusted as it is: asked again through the API, then credited under the same guard as verify.
  const settlement = await settlePayment(deps, payment);
  deps.log.info({ paymentId: payment.id, reference, outcome: settlement.status }, 'webhook: charge.success settled');
  return 'processed';
}
