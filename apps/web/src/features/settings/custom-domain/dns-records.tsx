import type { DnsRecord } from '@sparklink/contract';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { focusRing } from '../../../components/ui/focus-ring';
import { useT } from '../../../i18n/use-t';
import { copyText } from './copy-text';

/** How long a Copy button says "Copied". */
const COPIED_MS = 2_000;

/** Type, name, value; then the Copy button. The header row and each record's fields share it. */
const COLUMNS = 'sm:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1.6fr)]';
const cell = 'min-w-0 sm:py-2';
const label = 'text-xs font-medium text-slate-500 sm:sr-only';

/**
 * The records the owner creates at their DNS provider, each value with a Copy button. A list of
 * cards on a phone (a token is too long for a column 390 px wide), a table's rows from `sm` up;
 * the header row is for the eye only, each value is named by its own (visually hidden) label.
 */
export function DnsRecords({ records }: { records: DnsRecord[] }) {
  const { t } = useT();
  const [copied, setCopied] = useState<{ index: number; ok: boolean } | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (index: number, value: string) => setCopied({ index, ok: await copyText(value) });

  return (
    <div>
      <div
        aria-hidden
        className="hidden gap-3 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid sm:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1.6fr)_6.5rem]"
      >
        <span>{t('settings.domain.recordType')}</span>
        <span>{t('settings.domain.recordName')}</span>
        <span>{t('settings.domain.recordValue')}</span>
      </div>
      <ul aria-label={t('settings.domain.recordsLabel')} className="space-y-3 sm:space-y-0">
        {records.map((record, index) => {
          const done = copied?.index === index && copied.ok;
          return (
            <li
              key={`${record.type} ${record.name} ${record.value}`}
              className="rounded-lg border border-slate-200 p-3 sm:grid sm:grid-cols-[minmax(0,1fr)_6.5rem] sm:items-center sm:gap-3 sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:p-0"
            >
              <dl className={`sm:grid sm:gap-3 ${COLUMNS}`}>
                <div className={cell}>
                  <dt className={label}>{t('settings.domain.recordType')}</dt>
                  <dd className="font-mono text-sm font-semibold text-slate-900">{record.type}</dd>
                </div>
                <div className={`${cell} mt-2 sm:mt-0`}>
                  <dt className={label}>{t('settings.domain.recordName')}</dt>
                  <dd className="font-mono text-sm break-all text-slate-800 select-all">{record.name}</dd>
                </div>
                <div className={`${cell} mt-2 sm:mt-0`}>
                  <dt className={label}>{t('settings.domain.recordValue')}</dt>
                  <dd className="font-mono text-sm break-all text-slate-800 select-all">{record.value}</dd>
                </div>
              </dl>
              <button
                type="button"
                // The visible word starts the name (label in name); the rest says which value.
                aria-label={t(done ? 'settings.domain.copiedWhat' : 'settings.domain.copyWhat', { type: record.type })}
                onClick={() => void copy(index, record.value)}
                className={`mt-3 inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:mt-0 sm:w-auto ${focusRing}`}
              >
                {done ? (
                  <Check aria-hidden className="h-4 w-4 text-emerald-700" />
                ) : (
                  <Copy aria-hidden className="h-4 w-4" />
                )}
                {t(done ? 'settings.domain.copied' : 'settings.domain.copy')}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className={copied && !copied.ok ? 'mt-2 text-sm text-red-700' : 'sr-only'}>
        {copied &&
          (copied.ok
            ? t('settings.domain.copiedValue', { type: records[copied.index]?.type ?? '' })
            : t('settings.domain.copyFailed'))}
      </p>
    </div>
  );
}
