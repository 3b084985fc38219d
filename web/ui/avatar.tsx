/** A person's initial on their colour (SPEC §2/§3: avatars are an initial in the user's colour). */
export function InitialAvatar({
  name,
  color,
  size = 'md',
  className = '',
}: {
  name: string;
  color: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}) {
  const sizes = { sm: 'h-8 w-8 text-sm', md: 'h-9 w-9 text-sm', lg: 'h-10 w-10 text-lg', xl: 'h-20 w-20 text-3xl' };
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-full font-bold text-on-app ${sizes[size]} ${className}`}
      style={{ backgroundColor: color }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
