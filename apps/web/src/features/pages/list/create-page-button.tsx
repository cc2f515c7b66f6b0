import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { PAGE_LIMIT_NOTICE_ID } from './page-limit-notice';

/** A link to the editor, or a disabled button pointing at the limit notice once the plan is full. */
export function CreatePageButton({ atLimit }: { atLimit: boolean }) {
  const { t } = useT();
  const content = (
    <>
      <Plus aria-hidden className="h-4 w-4" />
      {t('pages.list.create')}
    </>
  );
  if (atLimit) {
    return (
      <Button disabled aria-describedby={PAGE_LIMIT_NOTICE_ID}>
        {content}
      </Button>
    );
  }
  return (
    <Link to="/dashboard/pages/new" className={buttonClasses('primary')}>
      {content}
    </Link>
  );
}
