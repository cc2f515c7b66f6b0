import type { LookMode } from '@sparklink/contract';
import { CARD_RADIUS, RADIUS, type Look } from '@sparklink/public-site/looks';
import type { CSSProperties } from 'react';

/**
 * A small drawing of a look, from the same definitions the public page is rendered with
 * (@sparklink/public-site/looks): its ground, an avatar, a name, a card and three buttons in the
 * look's shape and fill. No screenshot, no text: the look's name is the radio's label.
 */
export function LookThumbnail({ look, mode }: { look: Look; mode: LookMode }) {
  const p = mode === 'dark' ? look.dark : look.light;
  const ground = look.background === 'solid' ? p.bg : `linear-gradient(160deg, ${p.bg}, ${p.bg2})`;
  const button: CSSProperties = {
    borderRadius: RADIUS[look.shape],
    border: `2px solid ${look.fill === 'filled' ? p.accent : look.fill === 'outline' ? p.accent : p.text}`,
    background: look.fill === 'filled' ? p.accent : p.surface,
    boxShadow:
      look.fill === 'shadow'
        ? look.shape === 'square'
          ? `3px 3px 0 ${p.accent}`
          : `0 6px 12px -6px ${p.accent}`
        : 'none',
  };
  const bar = (width: string, color: string) => (
    <span className="block h-1.5 rounded-full" style={{ width, background: color }} />
  );
  return (
    <span
      aria-hidden
      data-testid={`look-thumbnail-${look.id}`}
      className="flex h-36 w-full flex-col items-center gap-1.5 overflow-hidden px-3 pt-3"
      style={{ background: ground, fontFamily: look.fonts.heading }}
    >
      <span className="block h-7 w-7 rounded-full" style={{ background: p.accent, border: `2px solid ${p.surface}` }} />
      <span className="text-xs font-bold" style={{ color: p.text }}>
        Aa
      </span>
      {bar('40%', p.muted)}
      {[0, 1, 2].map((i) => (
        <span key={i} className="block h-4 w-full" style={button} />
      ))}
      <span
        className="block h-3 w-full"
        style={{ background: p.surface, borderRadius: CARD_RADIUS[look.shape], border: `1px solid ${p.border}` }}
      />
    </span>
  );
}
