import { useT } from '../../../i18n/use-t';

/**
 * A field's error in the reader's language. The form's schema writes the contract's English
 * messages (PAGE_MESSAGES); a server's field errors arrive translated and pass through unchanged.
 */
export function useFieldError(): (text: string | undefined) => string | undefined {
  const { message } = useT();
  return (text) => (text ? message(text) : undefined);
}
