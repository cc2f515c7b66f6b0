import type { Page } from '@sparklink/contract';
import { Copy, ExternalLink, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { focusRing } from '../../../components/ui/focus-ring';
import { IconButton } from '../../../components/ui/icon-button';

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
  const PublishIcon = page.isPublished ? EyeOff : Eye;
  const publishLabel = page.isPublished ? 'Unpublish' : 'Publish';
  return (
    <div className="flex flex-wrap items-center gap-1">
      <Button
        variant="secondary"
        aria-label={`${publishLabel} ${page.title}`}
        loading={publishPending}
        onClick={onTogglePublished}
      >
        {!publishPending && <PublishIcon aria-hidden className="h-4 w-4" />}
        {publishLabel}
      </Button>
      <Link to={`/dashboard/pages/${page.id}/edit`} aria-label={`Edit ${page.title}`} title="Edit" className={linkIcon}>
        <Pencil aria-hidden className="h-4 w-4" />
      </Link>
      {publicUrl ? (
        <>
          <IconButton label={`Copy public URL of ${page.title}`} icon={Copy} onClick={() => onCopyUrl(publicUrl)} />
          <a
            href={publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${page.title} (opens in a new tab)`}
            title="View"
            className={linkIcon}
          >
            <ExternalLink aria-hidden className="h-4 w-4" />
          </a>
        </>
      ) : null}
      <IconButton label={`Delete ${page.title}`} icon={Trash2} tone="danger" onClick={onDelete} />
    </div>
  );
}
