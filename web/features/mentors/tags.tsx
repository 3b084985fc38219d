// A mentor's fields as coloured chips (SPEC §2 "coloured tags"): each tag keeps one tint everywhere,
// from the design tokens' eight soft tints (AA contrast in light and dark).
const TINTS = [
  'bg-tag-blue text-on-tag-blue',
  'bg-tag-violet text-on-tag-violet',
  'bg-tag-pink text-on-tag-pink',
  'bg-tag-rose text-on-tag-rose',
  'bg-tag-orange text-on-tag-orange',
  'bg-tag-amber text-on-tag-amber',
  'bg-tag-green text-on-tag-green',
  'bg-tag-teal text-on-tag-teal',
];

/** The same tag always gets the same tint (a small hash of its name). */
export function tagTint(tag: string): string {
  let hash = 0;
  for (const char of tag.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

export function TagChips({ tags }: { tags: readonly string[] }) {
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tagTint(tag)}`}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
