import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';

/** Styled Radix menu parts: keyboard navigation, typeahead and focus return come from Radix. */

/**
 * Not modal: a modal menu hides the rest of the page with aria-hidden on #root while its links
 * and buttons stay focusable (axe's aria-hidden-focus). A menu needs no trap: Tab or a click
 * outside closes it.
 */
export function DropdownMenu(props: ComponentPropsWithoutRef<typeof Menu.Root>) {
  return <Menu.Root modal={false} {...props} />;
}

export const DropdownMenuTrigger = Menu.Trigger;

/**
 * Rendered beside its trigger, not in a portal at the end of <body>: there it would sit outside
 * every landmark (axe's region rule); beside the trigger it belongs to the trigger's landmark.
 */
export function DropdownMenuContent({ className = '', ...props }: ComponentPropsWithoutRef<typeof Menu.Content>) {
  return (
    <Menu.Content
      align="end"
      sideOffset={8}
      {...props}
      className={`z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none ${className}`}
    />
  );
}

export function DropdownMenuItem({ className = '', ...props }: ComponentPropsWithoutRef<typeof Menu.Item>) {
  return (
    <Menu.Item
      {...props}
      className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 ${className}`}
    />
  );
}

export function DropdownMenuLabel({ className = '', ...props }: ComponentPropsWithoutRef<typeof Menu.Label>) {
  return <Menu.Label {...props} className={`px-3 py-2 text-sm ${className}`} />;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-slate-200" />;
}
