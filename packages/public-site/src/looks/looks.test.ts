import { LOOK_IDS } from '@sparklink/contract/looks';
import { describe, expect, it } from 'vitest';
import { AA, contrast, lookVariables, paletteWithAccent, readableAccent } from './look-style';
import { LOOKS, lookById } from './looks';

describe('the looks', () => {
  it('are at least eight, one for every id of the contract, in its order', () => {
    expect(LOOKS.map((look) => look.id)).toEqual([...LOOK_IDS]);
    expect(LOOKS.length).toBeGreaterThanOrEqual(8);
  });

  it('use each button shape, each fill and each kind of background', () => {
    expect(new Set(LOOKS.map((look) => look.shape))).toEqual(new Set(['rounded', 'pill', 'square']));
    expect(new Set(LOOKS.map((look) => look.fill))).toEqual(new Set(['filled', 'outline', 'shadow']));
    expect(new Set(LOOKS.map((look) => look.background))).toEqual(new Set(['solid', 'gradient', 'photo']));
  });

  describe.each(LOOKS.flatMap((look) => (['light', 'dark'] as const).map((mode) => [look.id, mode] as const)))(
    '%s in %s',
    (id, mode) => {
      const p = lookById(id)[mode];
      it.each([
        ['text on surface', p.text, p.surface],
        ['text on the page', p.text, p.bg],
        ['text on the gradient end', p.text, p.bg2],
        ['muted text on surface', p.muted, p.surface],
        ['muted text on the page', p.muted, p.bg],
        ['muted text on chips', p.muted, p.subtle],
        ['text on chips', p.text, p.subtle],
        ['accent text on surface', p.accent, p.surface],
        ['accent text on the page', p.accent, p.bg],
        ['accent text on the gradient end', p.accent, p.bg2],
        ['accent text on tinted chips', p.accent, p.soft],
        ['surface-coloured text on the accent', p.surface, p.accent],
        ['errors on surface', p.danger, p.surface],
      ])('%s meets AA', (_pair, fg, bg) => {
        expect(contrast(fg, bg)).toBeGreaterThanOrEqual(AA);
      });
      it('needs no adjustment of its own accent', () => {
        expect(paletteWithAccent(p, p.accent).accent).toBe(p.accent);
      });
    },
  );
});

describe('an owner accent', () => {
  it('is kept when text on it and it as text already meet AA', () => {
    expect(readableAccent('#4f46e5', ['#ffffff', '#f8fafc'])).toBe('#4f46e5');
  });

  it('is darkened on a light look until white text on it meets AA', () => {
    const adjusted = readableAccent('#FFEE00', ['#ffffff']);
    expect(adjusted).toBe('#837800');
    expect(contrast(adjusted, '#ffffff')).toBeGreaterThanOrEqual(AA);
    // Only as far as needed: one step lighter would fail.
    expect(contrast('#8a7f00', '#ffffff')).toBeLessThan(AA);
  });

  it('is lightened on a dark look until dark text on it meets AA', () => {
    const adjusted = readableAccent('#1d4ed8', ['#0f172a']);
    expect(adjusted).toBe('#4079ff');
    expect(contrast(adjusted, '#0f172a')).toBeGreaterThanOrEqual(AA);
  });

  it('meets AA against every ground of every look, light and dark, for a range of picks', () => {
    for (const accent of ['#FFEE00', '#00FF66', '#FF0000', '#777777', '#000000', '#FFFFFF', '#7C3AED']) {
      for (const look of LOOKS) {
        for (const mode of ['light', 'dark'] as const) {
          const p = paletteWithAccent(look[mode], accent);
          for (const ground of [p.surface, p.bg, p.bg2, p.soft]) {
            expect(contrast(p.accent, ground), `${accent} on ${look.id} ${mode}`).toBeGreaterThanOrEqual(AA);
          }
        }
      }
    }
  });

  it('reaches the document adjusted for each mode', () => {
    const vars = lookVariables({ lookId: 'paper', colorMode: 'device', accentColor: '#FFEE00', coverImage: null });
    const light = readableAccent('#FFEE00', ['#ffffff', '#f5f5f4', '#e7e5e4', '#f5f5f4']);
    const dark = readableAccent('#FFEE00', ['#1c1917', '#0c0a09', '#1c1917', '#292524']);
    expect(vars['--sl-accent']).toBe(`light-dark(${light},${dark})`);
    expect(light).not.toBe(dark);
  });
});
