import Color from 'colorjs.io';
import type { LookId, LookMode } from '@sparklink/contract';
import { CARD_RADIUS, lookById, RADIUS, type Look, type LookPalette } from './looks';

/** WCAG 2.1 AA for normal text. */
export const AA = 4.5;

/** What the server knows of an owner's look when it renders one of their documents. */
export interface OwnerLook {
  lookId: LookId;
  colorMode: LookMode;
  /** The owner's own accent (RISE and BLAZE only; null otherwise): adjusted here for contrast. */
  accentColor: string | null;
  /** The owner's cover image, for the photo look's background. */
  coverImage: string | null;
}

export const contrast = (a: string, b: string): number => new Color(a).contrast(new Color(b), 'WCAG21');

/**
 * The accent nearest to `accent` that `text` can be read on and that reads as text on every one of
 * `grounds`, at least AA: its OKLCH lightness moves (hue and chroma kept, then mapped into sRGB) away
 * from the grounds, darker on a light look, lighter on a dark one, until every pair passes.
 */
export function readableAccent(accent: string, grounds: string[], min = AA): string {
  const start = new Color(accent).to('oklch');
  const darkGrounds = new Color(grounds[0]!).luminance < 0.18;
  const step = darkGrounds ? 0.01 : -0.01;
  for (let i = 0; i <= 100; i++) {
    const candidate = start.clone();
    candidate.l = Math.min(1, Math.max(0, (start.l ?? 0) + step * i));
    const hex = candidate.toGamut({ space: 'srgb' }).toString({ format: 'hex', collapse: false });
    if (grounds.every((ground) => contrast(hex, ground) >= min)) return hex;
  }
  return darkGrounds ? '#ffffff' : '#000000';
}

/** The palette with the owner's accent in it, made readable on this palette's surfaces. */
export function paletteWithAccent(palette: LookPalette, accent: string | null): LookPalette {
  if (!accent) return palette;
  const grounds = [palette.surface, palette.bg, palette.bg2, palette.soft];
  return { ...palette, accent: readableAccent(accent, grounds) };
}

/** A hover shade of the accent: a step further from the surface. */
function hoverOf(palette: LookPalette): string {
  const accent = new Color(palette.accent).to('oklch');
  const dark = new Color(palette.surface).luminance < 0.18;
  accent.l = Math.min(1, Math.max(0, (accent.l ?? 0) + (dark ? 0.06 : -0.06)));
  return accent.toGamut({ space: 'srgb' }).toString({ format: 'hex', collapse: false });
}

const COLOR_KEYS = [
  'bg',
  'bg2',
  'surface',
  'text',
  'muted',
  'border',
  'subtle',
  'soft',
  'accent',
  'accent2',
  'danger',
] as const satisfies readonly (keyof LookPalette)[];

/** `url(...)` for CSS, quoted, with the characters that could end it escaped. */
const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;

function pageBackground(look: Look, cover: string | null): string {
  const gradient = 'linear-gradient(160deg,var(--sl-bg),var(--sl-bg2))';
  if (look.background === 'solid') return 'var(--sl-bg)';
  if (look.background === 'gradient' || !cover) return gradient;
  // The owner's cover, softened: a veil of the page colour over it, so text stays on a calm ground.
  const veil = 'color-mix(in srgb,var(--sl-bg) 84%,transparent)';
  return `linear-gradient(${veil},${veil}),${cssUrl(cover)} center/cover no-repeat,var(--sl-bg)`;
}

function buttonVariables(look: Look): Record<string, string> {
  switch (look.fill) {
    case 'filled':
      return { bg: 'var(--sl-accent)', fg: 'var(--sl-surface)', border: 'var(--sl-accent)', shadow: 'none' };
    case 'outline':
      return { bg: 'var(--sl-surface)', fg: 'var(--sl-accent)', border: 'var(--sl-accent)', shadow: 'none' };
    case 'shadow':
      return look.shape === 'square'
        ? {
            bg: 'var(--sl-surface)',
            fg: 'var(--sl-text)',
            border: 'var(--sl-text)',
            shadow: '4px 4px 0 var(--sl-accent)',
          }
        : {
            bg: 'var(--sl-surface)',
            fg: 'var(--sl-text)',
            border: 'var(--sl-border)',
            shadow: '0 10px 24px -12px var(--sl-accent)',
          };
  }
}

/** The custom properties of a look in one mode, in the order they are written. */
/**
 * The one palette of the owner's look where a single one is needed (the share card, decision
 * 046): the dark variant when the owner chose dark, else the light one, with their accent.
 */
export function singlePalette(owner: OwnerLook): LookPalette {
  const look = lookById(owner.lookId);
  return paletteWithAccent(owner.colorMode === 'dark' ? look.dark : look.light, owner.accentColor);
}

export function lookVariables(owner: OwnerLook): Record<string, string> {
  const look = lookById(owner.lookId);
  const light = paletteWithAccent(look.light, owner.accentColor);
  const dark = paletteWithAccent(look.dark, owner.accentColor);
  const pick = (l: string, d: string) =>
    owner.colorMode === 'light' ? l : owner.colorMode === 'dark' ? d : `light-dark(${l},${d})`;
  const vars: Record<string, string> = {
    'color-scheme': owner.colorMode === 'device' ? 'light dark' : owner.colorMode,
  };
  for (const key of COLOR_KEYS) vars[`--sl-${key}`] = pick(light[key], dark[key]);
  vars['--sl-accent-hover'] = pick(hoverOf(light), hoverOf(dark));
  vars['--sl-page'] = pageBackground(look, owner.coverImage);
  vars['--sl-radius-btn'] = RADIUS[look.shape];
  vars['--sl-radius-card'] = CARD_RADIUS[look.shape];
  vars['--sl-font-head'] = look.fonts.heading;
  vars['--sl-font-body'] = look.fonts.body;
  for (const [name, value] of Object.entries(buttonVariables(look))) vars[`--sl-btn-${name}`] = value;
  return vars;
}

/** The `style` attribute of the document's root. */
export const lookStyle = (owner: OwnerLook): string =>
  Object.entries(lookVariables(owner))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
