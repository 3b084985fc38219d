// The Redis bus when Redis is away: it starts anyway (within a second), and what is published still
// reaches this instance's own streams; nothing waits, nothing throws (a lost event never fails a write).
import { describe, expect, it } from 'vitest';
import { type Envelope, redisBus } from './bus';

describe('the Redis bus with Redis away', () => {
  it("starts, and delivers to this instance's own listeners", async () => {
    const started = Date.now();
    const bus = await redisBus('redis://127.0.0.1:9', { warn: () => {} });
    expect(Date.now() - started).toBeLessThan(5000);
    const heard: Envelope[] = [];
    bus.onMessage(
      (envelope) => heard.push(envelope),
      () => {},
    );
    const envelope: Envelope = { kind: 'event', to: { users: [7] }, event: { type: 'notifications' } };
    expect(() => bus.publish(envelope)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual([envelope]);
    await bus.close();
  });
});
