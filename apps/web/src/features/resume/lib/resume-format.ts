const uploadedDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 1 decimal from a megabyte up, whole kilobytes below: "2.4 MB", "312 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export const formatUploadedDate = (iso: string): string => uploadedDate.format(new Date(iso));

export const downloadsLabel = (count: number): string => `${count} ${count === 1 ? 'download' : 'downloads'}`;
