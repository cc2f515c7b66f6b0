import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveActions } from './sticky-save-bar';

const realMatchMedia = window.matchMedia;
/** The screen is as wide as the desktop layout (lg) or narrower. */
function screenIsWide(wide: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: wide && query === '(min-width: 1024px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

const actions = (dirty: boolean) => (
  <SaveActions dirty={dirty} className="inline-row">
    <button>Reset Changes</button>
    <button>Save Changes</button>
  </SaveActions>
);
const bar = () => screen.queryByRole('region', { name: 'Unsaved changes' });

describe('sticky save bar', () => {
  it('holds Save and Discard at the bottom of a narrow screen while there are changes', () => {
    screenIsWide(false);
    const { rerender } = render(actions(true));
    expect(bar()).toHaveClass('fixed', 'inset-x-0', 'bottom-0');
    expect(bar()!.className).toContain('pb-[calc(0.75rem+env(safe-area-inset-bottom))]');
    expect(within(bar()!).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(within(bar()!).getByRole('button', { name: 'Reset Changes' })).toBeInTheDocument();
    // Each button once: the row at the end of the form gives them up to the bar.
    expect(screen.getAllByRole('button', { name: 'Save Changes' })).toHaveLength(1);
    expect(document.documentElement.dataset.saveBar).toBe('shown');

    rerender(actions(false));
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' }).parentElement).toHaveClass('inline-row');
    expect(document.documentElement.dataset.saveBar).toBeUndefined();
  });

  it('leaves room under the form so the bar never hides its last fields', () => {
    screenIsWide(false);
    render(actions(true));
    const spacer = bar()!.previousElementSibling;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer).toHaveClass('h-[calc(4.5rem+env(safe-area-inset-bottom))]');
  });

  it('keeps the buttons at the end of the form on a wide screen', () => {
    screenIsWide(true);
    render(actions(true));
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' }).parentElement).toHaveClass('inline-row');
  });
});
