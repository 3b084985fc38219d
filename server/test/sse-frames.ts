// Reading an event stream's text (no test runner needed: the benchmark uses it too, through
// reliability/support.ts).
import type { LiveEvent } from '../../contract/events';

export interface Received {
  id: string;
  event: LiveEvent;
}

/**
 * The whole events in what a stream has sent so far (`id:` and `data:` lines, a blank line after each;
 * heartbeat comments and `retry:` skipped), and the unfinished rest to keep for the next chunk.
 */
export function framesOf(text: string): { events: Received[]; rest: string } {
  const events: Received[] = [];
  const frames = text.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    const id = /^id: (.*)$/m.exec(frame)?.[1];
    const data = /^data: (.*)$/m.exec(frame)?.[1];
    if (id !== undefined && data !== undefined) events.push({ id, event: JSON.parse(data) as LiveEvent });
  }
  return { events, rest };
}
