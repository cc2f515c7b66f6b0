import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { useCopyUrl } from '../../../lib/use-copy-url';

/** The address of a public resume to share, ready to copy. */
export function ShareLink({ url }: { url: string }) {
  const { t } = useT();
  const copy = useCopyUrl();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <TextField
          label={t('resume.share.label')}
          value={url}
          readOnly
          hint={t('resume.share.hint')}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <Button variant="secondary" className="sm:mt-7" onClick={() => void copy(url)}>
        <Copy aria-hidden className="h-4 w-4" />
        {t('resume.share.copy')}
      </Button>
    </div>
  );
}
