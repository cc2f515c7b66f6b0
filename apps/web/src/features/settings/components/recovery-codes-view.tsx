import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT, type Translator } from '../../../i18n/use-t';
import { saveBlob } from '../../../lib/save-blob';

const FILE_NAME = 'sparklink-recovery-codes.txt';

function asText(codes: string[], t: Translator['t']): string {
  return [t('settings.recoveryCodes.fileTitle'), t('settings.recoveryCodes.fileHint'), '', ...codes, ''].join('\n');
}

/** The recovery codes, shown this once, with a .txt download. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('settings.recoveryCodes.intro')}</p>
      <ul
        aria-label={t('settings.recoveryCodes.label')}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => saveBlob(new Blob([asText(codes, t)], { type: 'text/plain' }), FILE_NAME)}
        >
          <Download aria-hidden className="h-4 w-4" />
          {t('settings.recoveryCodes.download')}
        </Button>
        <Button onClick={onDone}>{t('settings.recoveryCodes.done')}</Button>
      </div>
    </div>
  );
}
