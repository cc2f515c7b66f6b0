import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useConnectDomain } from './custom-domain-api';

/**
 * The domain to connect. The server decides what is valid (and whether another account has it):
 * its message shows under the field as it came, and what was typed stays for the owner to fix.
 */
export function ConnectDomainForm() {
  const { t } = useT();
  const { toast } = useToast();
  const connect = useConnectDomain();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (connect.isPending) return;
    const typed = domain.trim();
    if (!typed) {
      setError(t('settings.domain.required'));
      return;
    }
    setError(undefined);
    connect.mutate(typed, {
      onSuccess: (state) =>
        toast({ type: 'success', title: t('settings.domain.added', { domain: state.domain?.domain ?? typed }) }),
      onError: (failure) => setError(errorMessage(failure, t('settings.domain.connectFailed'))),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <TextField
          label={t('settings.domain.label')}
          hint={t('settings.domain.hint')}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          error={error}
          name="domain"
          inputMode="url"
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          spellCheck={false}
          placeholder="me.example.com"
        />
      </div>
      <Button type="submit" loading={connect.isPending} className="sm:mt-7">
        {t('settings.domain.connect')}
      </Button>
    </form>
  );
}
