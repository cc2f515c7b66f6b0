import { ERROR_CODES, MESSAGES, type ErrorCode, type FieldError, type Tier } from '@sparklink/contract';

/** The one error type services throw; the error handler turns it into the contract's envelope. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      errors?: FieldError[];
      requiredTier?: Exclude<Tier, 'STARTER'>;
      retryAfterSeconds?: number;
      status?: number;
    } = {},
  ) {
    super(message);
    this.status = extra.status ?? ERROR_CODES[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);

/** A VALIDATION_ERROR for one field, shaped like a schema failure. */
export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { errors: [{ path, message }] });

/** A body that does not parse as JSON: 400 "Malformed JSON body", no `errors` (api-contract §1.2). */
export const malformedJson = () => new AppError('VALIDATION_ERROR', MESSAGES.malformedJson);
