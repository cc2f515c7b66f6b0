import type { Page } from '@sparklink/contract';
import { DragHandle } from '../../../components/sortable/drag-handle';
import { SortableItem } from '../../../components/sortable/sortable-item';
import { useT } from '../../../i18n/use-t';
import { PAGE_TYPE_INFO } from '../lib/page-types';
import { PageBadges } from './page-badges';
import { PageRowActions } from './page-row-actions';

interface PageRowProps {
  page: Page;
  publicUrl: string | null;
  publishPending: boolean;
  onTogglePublished: (page: Page) => void;
  onCopyUrl: (url: string) => void;
  onDelete: (page: Page) => void;
}

export function PageRow({ page, publicUrl, publishPending, onTogglePublished, onCopyUrl, onDelete }: PageRowProps) {
  const { t } = useT();
  const { icon: TypeIcon, label: typeLabel } = PAGE_TYPE_INFO[page.type];
  return (
    <SortableItem id={page.id}>
      {({ handleProps, isDragging }) => (
        <div
          className={`flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row sm:items-center ${
            isDragging ? 'border-brand-500 shadow-lg' : 'border-slate-200'
          }`}
        >
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <DragHandle label={t('pages.row.reorder', { title: page.title })} handleProps={handleProps} />
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <TypeIcon aria-hidden className="h-5 w-5" />
            </span>
            <div className="min-w-0 space-y-1">
              <h3 className="truncate font-semibold text-slate-900">{page.title}</h3>
              <p className="truncate text-sm text-slate-500">
                <span className="sr-only">{`${t('pages.row.type')} `}</span>
                {t(typeLabel)} · <span className="sr-only">{`${t('pages.row.slug')} `}</span>/{page.slug}
              </p>
              <PageBadges page={page} />
            </div>
          </div>
          <PageRowActions
            page={page}
            publicUrl={publicUrl}
            publishPending={publishPending}
            onTogglePublished={() => onTogglePublished(page)}
            onCopyUrl={onCopyUrl}
            onDelete={() => onDelete(page)}
          />
        </div>
      )}
    </SortableItem>
  );
}
