import { MESSAGES } from '@sparklink/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/account-api';
import { useSignOutTo } from '../lib/use-sign-out-to';
import { ProofDeclined, useProof } from '../proof/proof-context';

/** Typed as it is in every language (decision 026): the server checks for this very word. */
const CONFIRM_WORD = 'DELETE';

/** The final step: enabled only for exactly DELETE; success signs out and goes to /login. */
export function DeleteAccountConfirmation({ onCancel }: { onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount();
  const signOutTo = useSignOutTo();
  const { ensureProof } = useProof();
  const { toast } = useToast();
  const { t, message } = useT();
  const confirmed = typed === CONFIRM_WORD;
  const deleting = deleteAccount.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    // Who it is is asked first, so "Deleting..." shows only while the account is being deleted.
    if (!(await ensureProof())) return;
    deleteAccount.mutate(undefined, {
      onSuccess: ({ message: answer }) => {
        toast({ type: 'success', title: answer ?? message(MESSAGES.accountDeleted) });
        signOutTo('/login');
      },
      onError: (error) =>
        !(error instanceof ProofDeclined) &&
        toast({
          type: 'error',
          title: message(MESSAGES.deleteAccountFailed),
          description: errorMessage(error, ''),
        }),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('settings.danger.confirmLabel')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        readOnly={deleting}
        hint={confirmed ? undefined : message(MESSAGES.typeDeleteToConfirm)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="submit" variant="danger" disabled={!confirmed} loading={deleting}>
          {t(deleting ? 'settings.danger.deleting' : 'settings.danger.deletePermanently')}
        </Button>
        <Button variant="secondary" disabled={deleting} onClick={onCancel}>
          {t('settings.danger.cancel')}
        </Button>
      </div>
    </form>
  );
}
