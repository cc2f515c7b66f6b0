import * as RadixDialog from '@radix-ui/react-dialog';
import { Eye, X } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../ui/button';
import { useT } from '../../i18n/use-t';
import { useLivePreview, type LivePreview as Preview } from './use-live-preview';
import { useWideScreen } from './use-wide-screen';

/**
 * The editor's live preview (decision 047): the real public document of the unsaved `draft`,
 * beside the editor on a wide screen, behind a "Preview" button on a phone (asked for only while
 * it is shown there). The button floats over the editor's foot: the editor leaves room for it
 * (`pb-20 lg:pb-0`), and it rises above a form's sticky save bar while that shows.
 */
export function LivePreview({ path, draft }: { path: string; draft: unknown }) {
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const preview = useLivePreview(path, draft, wide || open);

  if (wide) {
    return (
      <aside aria-labelledby="live-preview-title" className="sticky top-6 w-[360px] shrink-0 self-start">
        <h2 id="live-preview-title" className="mb-2 text-sm font-semibold text-slate-700">
          {t('dashboard.preview.title')}
        </h2>
        <PreviewFrame preview={preview} className="h-[720px] max-h-[calc(100vh-6rem)]" />
      </aside>
    );
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        className={buttonClasses(
          'secondary',
          'fixed right-4 bottom-4 z-30 shadow-lg in-data-[save-bar=shown]:bottom-[calc(5.5rem+env(safe-area-inset-bottom))]',
        )}
      >
        <Eye aria-hidden className="h-4 w-4" />
        {t('dashboard.preview.open')}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-2">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">
              {t('dashboard.preview.title')}
            </RadixDialog.Title>
            <RadixDialog.Close className={buttonClasses('secondary')}>
              <X aria-hidden className="h-4 w-4" />
              {t('dashboard.preview.close')}
            </RadixDialog.Close>
          </div>
          <PreviewFrame preview={preview} className="flex-1 p-3" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function PreviewFrame({ preview, className }: { preview: Preview; className: string }) {
  const { t } = useT();
  return (
    <div className={`relative flex flex-col ${className}`}>
      <p className="min-h-5 text-xs text-slate-600" aria-live="polite">
        {preview.problem ?? (preview.updating ? t('dashboard.preview.updating') : t('dashboard.preview.unsaved'))}
      </p>
      {preview.html === null ? (
        <div className="flex flex-1 items-center justify-center rounded-2xl border border-slate-200">
          {/* Decorative: the line above already says the preview is updating. */}
          {!preview.problem && (
            <span
              aria-hidden
              className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            />
          )}
        </div>
      ) : (
        <iframe
          title={t('dashboard.preview.frameTitle')}
          // No script, no same-origin access, no navigation of the dashboard: a picture of the page.
          sandbox=""
          srcDoc={preview.html}
          className="w-full flex-1 rounded-2xl border border-slate-200 bg-white shadow-sm"
        />
      )}
    </div>
  );
}
