/** A centred, announced loading line such as SPEC's 'Loading profile...'. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="py-16 text-center text-sm text-muted">
      {text}
    </p>
  );
}
