import { MESSAGES } from '@sparklink/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/account-api';
import { useSignOutTo } from '../lib/use-sign-out-to';

const CONFIRM_WORD = 'DELETE';

/** The final step: enabled only for exactly DELETE; success signs out and goes to /login. */
export function DeleteAccountConfirmation({ onCancel }: { onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount();
  const signOutTo = useSignOutTo();
  const { toast } = useToast();
  const confirmed = typed === CONFIRM_WORD;
  const deleting = deleteAccount.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    deleteAccount.mutate(undefined, {
      onSuccess: ({ message }) => {
        toast({ type: 'success', title: message ?? MESSAGES.accountDeleted });
        signOutTo('/login');
      },
      onError: (error) =>
        toast({ type: 'error', title: MESSAGES.deleteAccountFailed, description: errorMessage(error, '') }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Account deletion confirmation"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        readOnly={deleting}
        hint={confirmed ? undefined : MESSAGES.typeDeleteToConfirm}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="submit" variant="danger" disabled={!confirmed} loading={deleting}>
          {deleting ? 'Deleting...' : 'Permanently delete account'}
        </Button>
        <Button variant="secondary" disabled={deleting} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
