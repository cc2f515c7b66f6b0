/** Only images are accepted (spec 2 §5); anything else dropped or picked is ignored. */
export function imageFilesOnly(files: Iterable<File>): File[] {
  return [...files].filter((file) => file.type.startsWith('image/'));
}

/** "beach-day.final.jpg" → "beach-day.final": the prefilled title of a new image. */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[^.]*$/, '');
}

export function tagsToText(tags: readonly string[]): string {
  return tags.join(', ');
}
