import { ANALYTICS_MESSAGES } from '../analytics';
import { CUSTOM_DOMAIN_MESSAGES } from '../custom-domains';
import { DATA_EXPORT_MESSAGES } from '../data-export';
import { LOOK_MESSAGES } from '../looks';
import { MAIL_MESSAGES } from '../mail';
import { MESSAGES } from '../messages';
import { PAGE_MESSAGES } from '../pages.schemas';
import { SECURITY_MESSAGES } from '../security-constants';
import { SUBSCRIPTION_MESSAGES } from '../subscription-messages';
import { TWO_FACTOR_MESSAGES } from '../two-factor-constants';

/**
 * Every fixed English message of the contract: what the server answers and the client shows for
 * it. The `messages` catalogue of each other language is keyed by these English texts (gettext
 * style), so the client translates a server's message, or a constant it shows itself, without a
 * second name for it; a message built from a value (`settingMustBeBoolean(key)`) has no fixed
 * text and stays English. Only the completeness test imports this list, and not through the i18n
 * index: the schema modules it reads would otherwise reach the browser's first load.
 */
export function contractMessageTexts(): string[] {
  const groups = [
    MESSAGES,
    TWO_FACTOR_MESSAGES,
    SECURITY_MESSAGES,
    PAGE_MESSAGES,
    ANALYTICS_MESSAGES,
    SUBSCRIPTION_MESSAGES,
    DATA_EXPORT_MESSAGES,
    MAIL_MESSAGES,
    LOOK_MESSAGES,
    CUSTOM_DOMAIN_MESSAGES,
  ];
  const texts = groups.flatMap((group) => Object.values(group).filter((v): v is string => typeof v === 'string'));
  return [...new Set(texts)].sort();
}
