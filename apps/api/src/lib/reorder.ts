import { invalidField } from './app-error';

export interface OrderEntry {
  id: string;
  order: number;
}

/**
 * The new order of a list after a reorder request (api-contract §4 "Reorder"): listed ids sorted
 * by `order` (ties keep their position in the request), then the unlisted ones in their old
 * relative order. Every listed id must be one of `currentIds`.
 */
export function applyReorder(currentIds: string[], entries: OrderEntry[], unknownIdMessage: string, field: string) {
  const known = new Set(currentIds);
  entries.forEach((entry, index) => {
    if (!known.has(entry.id)) throw invalidField(`${field}[${index}].id`, unknownIdMessage);
  });
  const listed = entries
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((entry) => entry.id);
  const unique = [...new Set(listed)];
  const listedSet = new Set(unique);
  return [...unique, ...currentIds.filter((id) => !listedSet.has(id))];
}
