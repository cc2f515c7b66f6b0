interface AvatarProps {
  src: string | null | undefined;
  /** The name the initial is taken from; also the image's alt text. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'h-8 w-8 text-sm', md: 'h-10 w-10 text-base', lg: 'h-20 w-20 text-2xl' } as const;

/** The profile picture, or the first letter of the name on a brand circle when there is none. */
export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (src) return <img src={src} alt={name} className={`${box} object-cover`} />;
  return (
    <span
      role="img"
      aria-label={name}
      className={`${box} flex items-center justify-center bg-brand-600 font-semibold text-white uppercase`}
    >
      {name.charAt(0)}
    </span>
  );
}
