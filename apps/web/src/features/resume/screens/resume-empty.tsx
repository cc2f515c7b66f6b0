import { FileUp, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

export function ResumeEmpty({ onUpload }: { onUpload: () => void }) {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <FileUp aria-hidden className="h-10 w-10 text-slate-400" />
      <h3 className="text-lg font-semibold text-slate-900">{t('resume.empty.title')}</h3>
      <p className="max-w-sm text-sm text-slate-600">{t('resume.empty.body')}</p>
      <Button onClick={onUpload}>
        <Upload aria-hidden className="h-4 w-4" />
        {t('resume.empty.upload')}
      </Button>
    </div>
  );
}
