import { FilePlus2 } from 'lucide-react';
import { useT } from '../../../i18n/use-t';

export function PagesEmpty() {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <FilePlus2 aria-hidden className="h-10 w-10 text-slate-400" />
      <h3 className="text-lg font-semibold text-slate-900">{t('pages.empty.title')}</h3>
      <p className="max-w-sm text-sm text-slate-600">{t('pages.empty.body')}</p>
    </div>
  );
}
