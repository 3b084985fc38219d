// The live events' map from a server area to query keys stays true to each feature's own key factory,
// and each event marks exactly its queries out of date.
import { describe, expect, it } from 'vitest';
import { LIVE_AREAS } from '../../contract/events-rules';
import { boardKeys } from '../features/board/queries';
import { discoverKeys } from '../features/discover/queries';
import { financeKeys } from '../features/finance/queries';
import { goalKeys } from '../features/goals/queries';
import { mentorKeys } from '../features/mentors/queries';
import { inboxKeys } from '../features/mentors/inbox-api';
import { mindGymKeys } from '../features/mind-gym/queries';
import { moderationKeys } from '../features/moderation/queries';
import { pepTalkKeys } from '../features/pep-talks/queries';
import { shortsKeys } from '../features/shorts/queries';
import { skillsKeys } from '../features/skills/queries';
import { reconnectDelay, tabId } from '../lib/events';
import { progressKeys } from '../lib/progress';
import { AREA_KEYS, keysOf } from './events';

describe('live events: what each marks out of date', () => {
  it("names every server module's area, by the keys its screens use", () => {
    expect(Object.keys(AREA_KEYS).sort()).toEqual([...LIVE_AREAS].sort());
    expect(AREA_KEYS.board).toEqual([boardKeys.all]);
    expect(AREA_KEYS.discover).toEqual([discoverKeys.all]);
    expect(AREA_KEYS.finance).toEqual([financeKeys.all]);
    expect(AREA_KEYS.goals).toEqual([goalKeys.all]);
    expect(AREA_KEYS.mentors).toEqual([mentorKeys.all, inboxKeys.all]);
    expect(AREA_KEYS['mind-gym']).toEqual([mindGymKeys.all]);
    expect(AREA_KEYS['pep-talks']).toEqual([pepTalkKeys.all]);
    expect(AREA_KEYS.shorts).toEqual([shortsKeys.videos]);
    expect(AREA_KEYS.skills).toEqual([skillsKeys.all]);
  });

  it("marks a thread's own queries, the bell, progress and the moderators' queue", () => {
    expect(keysOf({ type: 'mentor-messages', mentorId: 4 })).toEqual([mentorKeys.thread(4), mentorKeys.matches()]);
    expect(keysOf({ type: 'mentor-thread', userId: 9 })).toEqual([inboxKeys.thread(9), inboxKeys.threads()]);
    expect(keysOf({ type: 'notifications' })).toEqual([progressKeys.notifications]);
    expect(keysOf({ type: 'progress' })).toEqual([progressKeys.progress]);
    expect(keysOf({ type: 'moderation' })).toEqual([moderationKeys.all]);
    expect(keysOf({ type: 're-read' })).toBeNull();
    expect(keysOf({ type: 'ready' })).toEqual([]);
  });

  it("ignores this tab's own writes", () => {
    expect(keysOf({ type: 'changed', area: 'finance', tab: tabId })).toEqual([]);
    expect(keysOf({ type: 'progress', tab: tabId })).toEqual([]);
    expect(keysOf({ type: 'notifications', tab: tabId })).toEqual([]);
    expect(keysOf({ type: 'changed', area: 'finance', tab: 'tab-somewhere-else' })).toEqual([financeKeys.all]);
  });

  it('waits longer after each failed reconnect, with jitter, up to a minute', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(20, () => 1)).toBe(60_000);
    expect(reconnectDelay(20, () => 0)).toBe(30_000);
  });
});
