import type { Page } from '@sparklink/contract';
import { Copy, ExternalLink, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { focusRing } from '../../../components/ui/focus-ring';
import { IconButton } from '../../../components/ui/icon-button';
import { useT } from '../../../i18n/use-t';

interface PageRowActionsProps {
  page: Page;
  publicUrl: string | null;
  publishPending: boolean;
  onTogglePublished: () => void;
  onCopyUrl: (url: string) => void;
  onDelete: () => void;
}

const linkIcon = `inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 ${focusRing}`;

export function PageRowActions({
  page,
  publicUrl,
  publishPending,
  onTogglePublished,
  onCopyUrl,
  onDelete,
}: PageRowActionsProps) {
  const { t } = useT();
  const PublishIcon = page.isPublished ? EyeOff : Eye;
  const publishLabel = t(page.isPublished ? 'pages.row.unpublish' : 'pages.row.publish');
  const title = page.title;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        variant="secondary"
        aria-label={t(page.isPublished ? 'pages.row.unpublishNamed' : 'pages.row.publishNamed', { title })}
        loading={publishPending}
        onClick={onTogglePublished}
      >
        {!publishPending && <PublishIcon aria-hidden className="h-4 w-4" />}
        {publishLabel}
      </Button>
      <Link
        to={`/dashboard/pages/${page.id}/edit`}
        aria-label={t('pages.row.editNamed', { title })}
        title={t('pages.row.edit')}
        className={linkIcon}
      >
        <Pencil aria-hidden className="h-4 w-4" />
      </Link>
      {publicUrl ? (
        <>
          <IconButton label={t('pages.row.copyUrl', { title })} icon={Copy} onClick={() => onCopyUrl(publicUrl)} />
          <a
            href={publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('pages.row.viewNamed', { title })}
            title={t('pages.row.view')}
            className={linkIcon}
          >
            <ExternalLink aria-hidden className="h-4 w-4" />
          </a>
        </>
      ) : null}
      <IconButton label={t('pages.row.delete', { title })} icon={Trash2} tone="danger" onClick={onDelete} />
    </div>
  );
}
