import { MESSAGES } from '@sparklink/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useToast } from '../../../components/ui/toast/toast-context';
import { galleryKeys, uploadGalleryImage } from '../api/gallery-api';
import { failureOf, type Failure } from '../../../components/ui/toast/failure';
import { translator } from '../../../i18n/use-t';
import { uploadToast } from './upload-toast';
import { newUploadRow, uploadRowsResolver, type UploadRowsInput, type UploadRowsValues } from './upload-rows';

export interface RowStatus {
  /** 0–100 while sending, null otherwise. */
  progress: number | null;
  failure: Failure | null;
}

const IDLE: RowStatus = { progress: null, failure: null };

/**
 * The upload dialog's rows: one per chosen image, each sent as its own request, one at a time.
 * A row that uploads leaves; a refused one stays with the reason, ready for another try.
 */
export function useUploadQueue(onAllUploaded: () => void) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  const form = useForm<UploadRowsInput, unknown, UploadRowsValues>({
    mode: 'onTouched',
    resolver: uploadRowsResolver,
    defaultValues: { rows: [] },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows', keyName: 'fieldId' });
  const nextKey = useRef(0);
  const [statuses, setStatuses] = useState<Record<string, RowStatus>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => () => form.getValues('rows').forEach((row) => URL.revokeObjectURL(row.preview)), [form]);

  const setStatus = (key: string, status: RowStatus) => setStatuses((all) => ({ ...all, [key]: status }));

  const addFiles = (files: File[]) => {
    const added = files.map((file) => {
      nextKey.current += 1;
      return newUploadRow(`upload-${nextKey.current}`, file, URL.createObjectURL(file));
    });
    if (added.length > 0) rows.append(added, { shouldFocus: false });
  };

  const removeRow = (key: string) => {
    const index = form.getValues('rows').findIndex((row) => row.key === key);
    if (index === -1) return;
    URL.revokeObjectURL(form.getValues(`rows.${index}.preview`));
    rows.remove(index);
  };

  const uploadAll = form.handleSubmit(async (values) => {
    setBusy(true);
    const { message } = translator();
    const report = uploadToast(toasts, values.rows.length);
    let uploaded = 0;
    for (const [index, { key, file, ...input }] of values.rows.entries()) {
      report.starting(index + 1);
      setStatus(key, { progress: 0, failure: null });
      try {
        await uploadGalleryImage(file, input, (progress) => setStatus(key, { progress, failure: null }));
        report.uploaded(input.title);
        removeRow(key);
        uploaded += 1;
      } catch (error) {
        setStatus(key, { progress: null, failure: failureOf(message(MESSAGES.imageUploadFailed), error) });
      }
    }
    report.finished(uploaded);
    setBusy(false);
    if (uploaded > 0) void queryClient.invalidateQueries({ queryKey: galleryKeys.all });
    if (form.getValues('rows').length === 0) onAllUploaded();
  });

  return {
    form,
    rows: rows.fields,
    statusOf: (key: string) => statuses[key] ?? IDLE,
    addFiles,
    removeRow,
    uploadAll,
    busy,
  };
}
