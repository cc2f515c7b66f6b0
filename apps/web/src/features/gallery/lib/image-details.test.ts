import { describe, expect, it } from 'vitest';
import { imageFilesOnly, tagsToText, titleFromFileName } from './image-details';

describe('image details', () => {
  it('keeps only image files', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const gif = new File(['x'], 'b.gif', { type: 'image/gif' });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const unknown = new File(['x'], 'c.png', { type: '' });
    expect(imageFilesOnly([png, text, gif, unknown])).toEqual([png, gif]);
  });

  it('takes the title from the file name without its extension', () => {
    expect(titleFromFileName('beach-day.final.jpg')).toBe('beach-day.final');
    expect(titleFromFileName('Sunset')).toBe('Sunset');
    expect(titleFromFileName('.hidden')).toBe('');
  });

  it('shows stored tags as comma-separated text', () => {
    expect(tagsToText(['travel', 'sea'])).toBe('travel, sea');
    expect(tagsToText([])).toBe('');
  });
});
