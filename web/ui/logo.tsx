// Rise's mark (public/icon.svg, the favicon and the installed app's icon), drawn inline in the page:
// as an <img>, a slow phone built an SVG document of its own for it while the first screen was
// starting, and asked for the file again with each header.
export function Logo({ className }: { className: string }) {
  return (
    <span
      aria-hidden
      className={`block shrink-0 rounded-[25%] bg-linear-to-br forced-color-adjust-none from-[#7c3aed] to-[#db2777] ${className}`}
    >
      <svg viewBox="0 0 64 64" className="block h-full w-full">
        <path d="M16 44l12-14 8 8 12-16" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="48" cy="22" r="4" fill="#fff" />
      </svg>
    </span>
  );
}
