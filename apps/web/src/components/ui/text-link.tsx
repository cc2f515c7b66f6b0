import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { focusRing } from './focus-ring';

/** An in-app link styled as text, with the shared focus ring. */
export function TextLink({ className = '', ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={`rounded font-semibold text-brand-700 underline-offset-2 hover:underline ${focusRing} ${className}`}
      {...props}
    />
  );
}
