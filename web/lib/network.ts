// What the device says of its connection (the Network Information API, where the browser has it): on a
// slow one, or with Data Saver on, media comes in its small rendition (issue 55: Shorts' small.mp4).
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW = new Set(['slow-2g', '2g', '3g']);

/** Whether to fetch the small rendition of a video: Data Saver, or a connection the browser calls slow. */
export function prefersSmallMedia(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  return connection?.saveData === true || SLOW.has(connection?.effectiveType ?? '');
}
