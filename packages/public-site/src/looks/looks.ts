import type { LookId } from '@sparklink/contract';

/**
 * The portfolio's looks (decision 043): plain data, so the server renders them as CSS custom
 * properties on the document's root and the dashboard draws its thumbnails from the same values.
 * No colour maths here (that is look-style.ts, server side): the dashboard imports this file alone.
 */

/** The colours of one variant, light or dark. Every text pair is AA (looks.test.ts checks them). */
export interface LookPalette {
  /** The page; the first stop of a gradient. */
  bg: string;
  /** The gradient's second stop (gradient and photo looks). */
  bg2: string;
  /** Cards and the header; also the text on accent fills. */
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** Neutral chips and hover fills. */
  subtle: string;
  /** Accent-tinted chips (badges, icons). */
  soft: string;
  /** Buttons and links. */
  accent: string;
  /** The cover banner's second colour (no text on it). */
  accent2: string;
  danger: string;
}

export type LookBackground = 'solid' | 'gradient' | 'photo';
export type ButtonShape = 'rounded' | 'pill' | 'square';
export type ButtonFill = 'filled' | 'outline' | 'shadow';

export interface Look {
  id: LookId;
  background: LookBackground;
  shape: ButtonShape;
  fill: ButtonFill;
  /** System font stacks only: no web font is downloaded. */
  fonts: { heading: string; body: string };
  light: LookPalette;
  dark: LookPalette;
}

/** Font stacks that every system has some member of (after modernfontstacks.com). */
export const FONT_STACKS = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  oldStyle: '"Iowan Old Style","Palatino Linotype","URW Palladio L",P052,Georgia,serif',
  didone: 'Didot,"Bodoni MT","Noto Serif Display","URW Palladio L",P052,Sylfaen,serif',
  rounded:
    'ui-rounded,"SF Pro Rounded","Hiragino Maru Gothic ProN",Quicksand,Comfortaa,Manjari,"Arial Rounded MT",Calibri,sans-serif',
  mono: 'ui-monospace,"Cascadia Code","Source Code Pro",Menlo,Consolas,"DejaVu Sans Mono",monospace',
  humanist: 'Seravek,"Gill Sans Nova",Ubuntu,Calibri,"DejaVu Sans",source-sans-pro,sans-serif',
  geometric: 'Avenir,Montserrat,Corbel,"URW Gothic",source-sans-pro,sans-serif',
  industrial:
    'Bahnschrift,"DIN Alternate","Franklin Gothic Medium","Nimbus Sans Narrow",sans-serif-condensed,sans-serif',
} as const;

export const LOOKS: readonly Look[] = [
  {
    id: 'paper',
    background: 'solid',
    shape: 'pill',
    fill: 'filled',
    fonts: { heading: FONT_STACKS.system, body: FONT_STACKS.system },
    light: {
      bg: '#f5f5f4',
      bg2: '#e7e5e4',
      surface: '#ffffff',
      text: '#1c1917',
      muted: '#57534e',
      border: '#e7e5e4',
      subtle: '#f5f5f4',
      soft: '#f5f5f4',
      accent: '#1c1917',
      accent2: '#a8a29e',
      danger: '#b91c1c',
    },
    dark: {
      bg: '#0c0a09',
      bg2: '#1c1917',
      surface: '#1c1917',
      text: '#fafaf9',
      muted: '#a8a29e',
      border: '#44403c',
      subtle: '#292524',
      soft: '#292524',
      accent: '#fafaf9',
      accent2: '#57534e',
      danger: '#fca5a5',
    },
  },
  {
    id: 'classic',
    background: 'solid',
    shape: 'rounded',
    fill: 'filled',
    fonts: { heading: FONT_STACKS.system, body: FONT_STACKS.system },
    light: {
      bg: '#f8fafc',
      bg2: '#eef2ff',
      surface: '#ffffff',
      text: '#0f172a',
      muted: '#475569',
      border: '#e2e8f0',
      subtle: '#f1f5f9',
      soft: '#eef2ff',
      accent: '#4f46e5',
      accent2: '#8b5cf6',
      danger: '#b91c1c',
    },
    dark: {
      bg: '#020617',
      bg2: '#1e1b4b',
      surface: '#0f172a',
      text: '#f1f5f9',
      muted: '#94a3b8',
      border: '#334155',
      subtle: '#1e293b',
      soft: '#1e1b4b',
      accent: '#a5b4fc',
      accent2: '#6d28d9',
      danger: '#fca5a5',
    },
  },
  {
    id: 'sunset',
    background: 'gradient',
    shape: 'pill',
    fill: 'shadow',
    fonts: { heading: FONT_STACKS.rounded, body: FONT_STACKS.rounded },
    light: {
      bg: '#ffe8d6',
      bg2: '#fbd0e6',
      surface: '#ffffff',
      text: '#2a0f1f',
      muted: '#6b3b50',
      border: '#f6cfe0',
      subtle: '#fff4f8',
      soft: '#ffe4ef',
      accent: '#ba125a',
      accent2: '#f97316',
      danger: '#b91c1c',
    },
    dark: {
      bg: '#2a0a1e',
      bg2: '#1a0b2e',
      surface: '#361329',
      text: '#ffeef6',
      muted: '#f0b6cf',
      border: '#5b2446',
      subtle: '#441a36',
      soft: '#4a1638',
      accent: '#ff8fc0',
      accent2: '#c2410c',
      danger: '#fca5a5',
    },
  },
  {
    id: 'ocean',
    background: 'gradient',
    shape: 'rounded',
    fill: 'outline',
    fonts: { heading: FONT_STACKS.humanist, body: FONT_STACKS.humanist },
    light: {
      bg: '#e0f2fe',
      bg2: '#d5f5ee',
      surface: '#ffffff',
      text: '#082f49',
      muted: '#155e75',
      border: '#bae6fd',
      subtle: '#f0f9ff',
      soft: '#e0f2fe',
      accent: '#0e6a85',
      accent2: '#0284c7',
      danger: '#b91c1c',
    },
    dark: {
      bg: '#031926',
      bg2: '#042f2e',
      surface: '#0b2a3a',
      text: '#e0f7ff',
      muted: '#9ad3e6',
      border: '#1d5a70',
      subtle: '#0e3446',
      soft: '#0c3a4a',
      accent: '#5eead4',
      accent2: '#0369a1',
      danger: '#fca5a5',
    },
  },
  {
    id: 'forest',
    background: 'solid',
    shape: 'pill',
    fill: 'outline',
    fonts: { heading: FONT_STACKS.oldStyle, body: FONT_STACKS.system },
    light: {
      bg: '#eef3ea',
      bg2: '#dcebd5',
      surface: '#fbfdf8',
      text: '#14261a',
      muted: '#3f5a45',
      border: '#c9d8c5',
      subtle: '#e3ecdf',
      soft: '#dcebd5',
      accent: '#2f6b3a',
      accent2: '#8fb996',
      danger: '#a61b1b',
    },
    dark: {
      bg: '#0d1a12',
      bg2: '#15261b',
      surface: '#15261b',
      text: '#e7f2e4',
      muted: '#a9c4ad',
      border: '#2c4a34',
      subtle: '#1d3325',
      soft: '#1f3a27',
      accent: '#9fd9a8',
      accent2: '#3f7a4a',
      danger: '#fca5a5',
    },
  },
  {
    id: 'electric',
    background: 'solid',
    shape: 'square',
    fill: 'shadow',
    fonts: { heading: FONT_STACKS.mono, body: FONT_STACKS.system },
    light: {
      bg: '#f4f4ef',
      bg2: '#e4f7b5',
      surface: '#ffffff',
      text: '#111111',
      muted: '#454545',
      border: '#111111',
      subtle: '#efefe8',
      soft: '#ecfccb',
      accent: '#5b21b6',
      accent2: '#bef264',
      danger: '#b91c1c',
    },
    dark: {
      bg: '#0a0a0a',
      bg2: '#1a2e05',
      surface: '#151515',
      text: '#f5f5f5',
      muted: '#b3b3b3',
      border: '#d4ff3a',
      subtle: '#1f1f1f',
      soft: '#1f2a0a',
      accent: '#d4ff3a',
      accent2: '#7c3aed',
      danger: '#fca5a5',
    },
  },
  {
    id: 'terracotta',
    background: 'solid',
    shape: 'square',
    fill: 'filled',
    fonts: { heading: FONT_STACKS.didone, body: FONT_STACKS.oldStyle },
    light: {
      bg: '#f6ede4',
      bg2: '#efd9c6',
      surface: '#fffaf5',
      text: '#3a1d10',
      muted: '#6e4532',
      border: '#ead7c6',
      subtle: '#f3e6da',
      soft: '#f9e1d0',
      accent: '#9a3412',
      accent2: '#ea580c',
      danger: '#a61b1b',
    },
    dark: {
      bg: '#1c0f0a',
      bg2: '#2a1812',
      surface: '#2a1812',
      text: '#fbeee6',
      muted: '#d9b8a5',
      border: '#4a2c20',
      subtle: '#341e16',
      soft: '#40221a',
      accent: '#fdba8c',
      accent2: '#c2410c',
      danger: '#fca5a5',
    },
  },
  {
    id: 'studio',
    background: 'solid',
    shape: 'square',
    fill: 'outline',
    fonts: { heading: FONT_STACKS.industrial, body: FONT_STACKS.industrial },
    light: {
      bg: '#e8e6e1',
      bg2: '#d6d3cc',
      surface: '#f7f6f3',
      text: '#0a0a0a',
      muted: '#4a4a46',
      border: '#0a0a0a',
      subtle: '#ecebe6',
      soft: '#ecebe6',
      accent: '#0a0a0a',
      accent2: '#737373',
      danger: '#a61b1b',
    },
    dark: {
      bg: '#141414',
      bg2: '#262626',
      surface: '#1c1c1c',
      text: '#f2f2ef',
      muted: '#b5b5ae',
      border: '#f2f2ef',
      subtle: '#2a2a2a',
      soft: '#2a2a2a',
      accent: '#f2f2ef',
      accent2: '#8a8a8a',
      danger: '#fca5a5',
    },
  },
  {
    id: 'photo',
    background: 'photo',
    shape: 'pill',
    fill: 'filled',
    fonts: { heading: FONT_STACKS.geometric, body: FONT_STACKS.geometric },
    light: {
      bg: '#eef2f7',
      bg2: '#dbe4f0',
      surface: '#ffffff',
      text: '#0b1526',
      muted: '#3d4a5c',
      border: '#d5dde8',
      subtle: '#f1f4f8',
      soft: '#e6eefb',
      accent: '#1d4ed8',
      accent2: '#60a5fa',
      danger: '#b91c1c',
    },
    dark: {
      bg: '#0b1220',
      bg2: '#111c30',
      surface: '#111a2c',
      text: '#eef3fb',
      muted: '#a9b7cc',
      border: '#2a3a55',
      subtle: '#1a2740',
      soft: '#17274a',
      accent: '#93c5fd',
      accent2: '#1e40af',
      danger: '#fca5a5',
    },
  },
];

const BY_ID = new Map(LOOKS.map((look) => [look.id, look]));

/** The look by id; an unknown id (a look since withdrawn) falls back to the neutral one. */
export const lookById = (id: string): Look => BY_ID.get(id as LookId) ?? LOOKS[0]!;

export const RADIUS: Record<ButtonShape, string> = { rounded: '0.75rem', pill: '999px', square: '0' };
/** Cards follow the buttons, a little softer. */
export const CARD_RADIUS: Record<ButtonShape, string> = { rounded: '1rem', pill: '1.5rem', square: '0.25rem' };
