import { MESSAGES } from '@sparklink/contract';
import { invalidField } from '../../lib/app-error';
import { isCommonPassword } from '../../lib/passwords';

/**
 * The server half of the new-password rule (api-contract §2): the contract schema checks the
 * length; the common-password list is too large to ship to the browser, so it is checked here.
 */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw invalidField('password', MESSAGES.passwordTooCommon);
}
