import { IMPORT_ARCHIVE_FIELD, type ImportResult } from '@sparklink/contract';
import { Archive } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { SettingsSection } from '../components/settings-section';
import { ProofDeclined, useProof } from '../proof/proof-context';
import { fetchExportArchive, useImportArchive } from './data-api';
import { ImportSummary } from './import-summary';

function ExportRow() {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const { t } = useT();
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchExportArchive();
      saveBlob(blob, fileName);
    } catch (error) {
      toast({
        type: 'error',
        title: t('settings.data.exportFailed'),
        description: errorMessage(error, t('settings.data.exportRetry')),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-slate-800">{t('settings.data.export')}</p>
        <p className="text-sm text-slate-500">{t('settings.data.exportDescription')}</p>
      </div>
      <Button variant="secondary" loading={busy} onClick={download}>
        {t('settings.data.export')}
      </Button>
    </div>
  );
}

function ImportRow() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<{ banner: BannerMessage; result?: ImportResult } | null>(null);
  const importing = useImportArchive(setProgress);
  const { ensureProof } = useProof();
  const { t } = useT();

  const start = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !(await ensureProof())) return;
    setProgress(0);
    setOutcome(null);
    importing.mutate(file, {
      onSuccess: ({ result, message }) => setOutcome({ banner: { type: 'success', text: message }, result }),
      onError: (error) =>
        setOutcome(
          error instanceof ProofDeclined
            ? null
            : { banner: { type: 'error', text: errorMessage(error, t('settings.data.importFailed')) } },
        ),
    });
  };

  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-800">{t('settings.data.import')}</p>
          <p className="text-sm text-slate-500">{t('settings.data.importDescription')}</p>
        </div>
        <Button variant="secondary" loading={importing.isPending} onClick={() => input.current?.click()}>
          {t('settings.data.import')}
        </Button>
        <label htmlFor={inputId} className="sr-only">
          {t('settings.data.importChoose')}
        </label>
        <input
          ref={input}
          id={inputId}
          name={IMPORT_ARCHIVE_FIELD}
          type="file"
          accept=".zip,application/zip"
          className="hidden"
          onChange={(event) => void start(event)}
        />
      </div>
      {importing.isPending && <ProgressBar value={progress} label={t('settings.data.importUploading')} />}
      {outcome && <Banner message={outcome.banner} />}
      {outcome?.result && <ImportSummary result={outcome.result} />}
    </div>
  );
}

/** Take your data with you (decision 020): the archive download and its import into a new account. */
export function DataSection() {
  const { t } = useT();
  return (
    <SettingsSection
      title={t('settings.data.title')}
      description={t('settings.data.description')}
      icon={Archive}
    >
      <ExportRow />
      <ImportRow />
    </SettingsSection>
  );
}
