import { z } from 'zod';

/**
 * The public portfolio's looks (decision 043): which one an owner chose, in which colour mode, and
 * the accent colour RISE and BLAZE may set. The looks themselves (palettes, buttons, type) live in
 * the public site (`@sparklink/public-site/looks`); the contract knows only their ids.
 */
export const LOOK_IDS = [
  'paper',
  'classic',
  'sunset',
  'ocean',
  'forest',
  'electric',
  'terracotta',
  'studio',
  'photo',
] as const;
export type LookId = (typeof LOOK_IDS)[number];

/** `device` follows the visitor's `prefers-color-scheme`. */
export const LOOK_MODES = ['light', 'dark', 'device'] as const;
export type LookMode = (typeof LOOK_MODES)[number];

/** New owners start on a neutral look; portfolios made before looks keep one close to what they had. */
export const DEFAULT_LOOK_ID: LookId = 'paper';
export const EXISTING_PORTFOLIO_LOOK_ID: LookId = 'classic';
export const DEFAULT_LOOK_MODE: LookMode = 'light';

export const isLookId = (value: unknown): value is LookId => (LOOK_IDS as readonly unknown[]).includes(value);
export const isLookMode = (value: unknown): value is LookMode => (LOOK_MODES as readonly unknown[]).includes(value);

/** Six-digit hex, stored upper-case: `#4F46E5`. */
export const ACCENT_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const LOOK_MESSAGES = {
  lookInvalid: 'Choose one of the portfolio looks',
  colorModeInvalid: 'Color mode must be light, dark or device',
  accentColorInvalid: 'Accent color must be a hex color like #4F46E5',
  accentColorNeedsPlan: 'Your own accent color requires a RISE or BLAZE subscription',
} as const;

/** The look fields of PUT /api/profile, beside the others; each optional, `accentColor: null` clears it. */
export const LookFieldsSchema = z.object({
  lookId: z.enum(LOOK_IDS, { error: LOOK_MESSAGES.lookInvalid }).optional(),
  colorMode: z.enum(LOOK_MODES, { error: LOOK_MESSAGES.colorModeInvalid }).optional(),
  accentColor: z
    .string({ error: LOOK_MESSAGES.accentColorInvalid })
    .trim()
    .regex(ACCENT_COLOR, LOOK_MESSAGES.accentColorInvalid)
    .transform((value) => value.toUpperCase())
    .nullable()
    .optional(),
});

/** The owner's look as GET /api/profile gives it (`profile.lookId`, `profile.colorMode`, `profile.accentColor`). */
export interface ProfileLook {
  lookId: LookId;
  colorMode: LookMode;
  /** The owner's own accent, as chosen (the public page adjusts it for contrast); null: the look's own. */
  accentColor: string | null;
}
