import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';

/** The heading and way back shared by the create and edit screens. */
export function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <section aria-labelledby="page-editor-heading" className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-2">
        <TextLink to="/dashboard/pages" className="inline-flex items-center gap-1 text-sm">
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {t('pages.editor.back')}
        </TextLink>
        <h2 id="page-editor-heading" className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
