import { Copy, Share2 } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { useCopyUrl } from '../../../lib/use-copy-url';
import { rememberFirstRunFlag } from '../../../lib/first-run-memory';

interface SharePortfolioDialogProps {
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The portfolio address with copy, the system share sheet where there is one, and a QR code. */
export function SharePortfolioDialog({ url, open, onOpenChange }: SharePortfolioDialogProps) {
  const copy = useCopyUrl();
  const { t } = useT();
  const [qrSvg, setQrSvg] = useState<string | null>(null);
  const { user } = useAuth();

  // Opening the dialog is what ticks "Share your portfolio" on the checklist (decision 052).
  useEffect(() => {
    if (open) rememberFirstRunFlag(user?.id, 'shared');
  }, [open, user?.id]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    QRCode.toString(url, { type: 'svg', margin: 1 }).then(
      (svg) => current && setQrSvg(svg),
      () => current && setQrSvg(null),
    );
    return () => {
      current = false;
    };
  }, [open, url]);

  const canShare = typeof navigator.share === 'function';
  const share = () =>
    // The user closing the share sheet rejects with AbortError; there is nothing to report.
    navigator.share({ title: t('dashboard.share.sheetTitle'), url }).catch(() => undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dashboard.share.title')}
      description={t('dashboard.share.description')}
    >
      <label htmlFor="portfolio-url" className="sr-only">
        {t('dashboard.share.urlLabel')}
      </label>
      <input id="portfolio-url" readOnly value={url} className={inputClasses()} onFocus={(e) => e.target.select()} />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => void copy(url)}>
          <Copy aria-hidden className="h-4 w-4" />
          {t('dashboard.share.copy')}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            <Share2 aria-hidden className="h-4 w-4" />
            {t('dashboard.share.via')}
          </Button>
        )}
      </div>
      {qrSvg && (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt={t('dashboard.share.qrAlt', { url })}
          className="mx-auto mt-5 h-48 w-48"
        />
      )}
    </Dialog>
  );
}
