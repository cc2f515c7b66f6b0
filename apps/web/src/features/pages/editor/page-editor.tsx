import type { Page, PageForm } from '@sparklink/contract';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SaveActions } from '../../../components/unsaved/sticky-save-bar';
import { useT } from '../../../i18n/use-t';
import { LivePreview } from '../../../components/preview/live-preview';
import { EditedPageId } from './edited-page-id';
import { pagePreviewDraft } from './page-preview-draft';
import { PageContentFields } from './page-content-fields';
import { PageDetailsFields } from './page-details-fields';
import { usePageEditor } from './use-page-editor';
import { ScheduleFields } from './schedule-fields';
import { VisibilityFields } from './visibility-fields';

/** The create and edit form (spec 2 §5), beside its live preview. Saving returns to the list. */
export function PageEditor({ page }: { page?: Page }) {
  const { t } = useT();
  const { form, titleField, slugField, onSubmit, isNew, leaveDialog } = usePageEditor(page);
  const { isDirty, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as PageForm;
  // A new page needs a title before it can be created: the button says so while it waits.
  const waiting = isNew && !values.title?.trim();
  const whyDisabledId = useId();
  return (
    <div className="flex items-start gap-8 pb-20 lg:pb-0">
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="min-w-0 max-w-3xl flex-1 space-y-6">
          {page?.lockedByPlan && (
            <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <Lock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              {t('pages.editor.lockedByPlan')}
            </p>
          )}
          <PageDetailsFields titleField={titleField} slugField={slugField} />
          <EditedPageId value={page?.id}>
            <PageContentFields />
          </EditedPageId>
          <VisibilityFields hasStoredPassword={page?.isPasswordProtected ?? false} />
          <ScheduleFields />
          <SaveActions
            dirty={isDirty}
            className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end"
          >
            {waiting && (
              <p id={whyDisabledId} className="text-sm text-slate-600 sm:mr-auto">
                {t('pages.editor.createDisabled')}
              </p>
            )}
            <Link to="/dashboard/pages" className={buttonClasses('secondary')}>
              {t('pages.editor.cancel')}
            </Link>
            <Button
              type="submit"
              loading={isSubmitting}
              disabled={waiting}
              aria-describedby={waiting ? whyDisabledId : undefined}
            >
              {isNew ? t('pages.editor.create') : t('pages.editor.save')}
            </Button>
          </SaveActions>
        </form>
      </FormProvider>
      <LivePreview path="/pages/preview" draft={pagePreviewDraft(values, page)} />
      {leaveDialog}
    </div>
  );
}
