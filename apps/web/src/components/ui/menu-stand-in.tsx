import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';

/** The keys that open a Radix menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu's trigger until the menu is first used: a plain button that looks and reads the same
 * (decision 038). Radix's menu code (about 12 KB compressed) is fetched on the first press, which
 * is when a Radix trigger would open it, and the real menu then mounts already open.
 */
export function MenuStandIn(props: { label: string; className: string; onUse?: () => void; children: ReactNode }) {
  const { label, className, onUse, children } = props;
  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) onUse?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onUse?.();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      className={className}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}
