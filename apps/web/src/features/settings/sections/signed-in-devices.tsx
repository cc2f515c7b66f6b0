import type { SessionSummary } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/time-ago';
import { sessionsQueryOptions, useSignOutDevice, useSignOutOthers } from '../api/sessions-api';
import { ProofDeclined, useProof } from '../proof/proof-context';

const ICONS = { Desktop: Monitor, Mobile: Smartphone, Tablet } as const;

/** The devices signed in to the account, each with its last use, and the way to sign them out (decision 034). */
export function SignedInDevices() {
  const { data: sessions } = useQuery(sessionsQueryOptions);
  const signOutOthers = useSignOutOthers();
  const signOutDevice = useSignOutDevice();
  const { toast } = useToast();
  const { ensureProof } = useProof();
  const { t } = useT();
  const others = sessions?.filter((session) => !session.current) ?? [];

  const done = (title: string | undefined) => toast({ type: 'success', title: title ?? '' });
  const failed = (error: unknown) => {
    if (!(error instanceof ProofDeclined)) toast({ type: 'error', title: errorMessage(error, '') });
  };
  // Who it is is asked before the button starts spinning; the mutation asks again only if the server insists.
  const afterProof = (action: () => void) => async () => {
    if (await ensureProof()) action();
  };

  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      <div>
        <p className="text-sm font-medium text-slate-800">{t('settings.devices.title')}</p>
        <p className="text-sm text-slate-500">{t('settings.devices.description')}</p>
      </div>
      {sessions && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="flex items-center gap-3 px-3 py-2.5">
              <DeviceLine session={session} />
              {!session.current && (
                <Button
                  variant="secondary"
                  loading={signOutDevice.isPending && signOutDevice.variables === session.id}
                  onClick={afterProof(() =>
                    signOutDevice.mutate(session.id, { onSuccess: (r) => done(r.message), onError: failed }),
                  )}
                >
                  {t('settings.devices.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button
          variant="secondary"
          loading={signOutOthers.isPending}
          onClick={afterProof(() =>
            signOutOthers.mutate(undefined, { onSuccess: (r) => done(r.message), onError: failed }),
          )}
        >
          {t('settings.devices.signOutOthers')}
        </Button>
      )}
    </div>
  );
}

function DeviceLine({ session }: { session: SessionSummary }) {
  const { t } = useT();
  const Icon = ICONS[session.device];
  const name =
    session.browser && session.os
      ? t('settings.devices.browserOnOs', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t('settings.devices.unknown'));
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Icon aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-slate-800">{name}</p>
        <p className="text-sm text-slate-500">
          {session.current ? (
            <StatusBadge tone="success">{t('settings.devices.thisDevice')}</StatusBadge>
          ) : (
            t('settings.devices.lastActive', { when: timeAgo(session.lastUsedAt) })
          )}
        </p>
      </div>
    </div>
  );
}
