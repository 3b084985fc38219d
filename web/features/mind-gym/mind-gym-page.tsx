// SPEC §2 Mind Gym: the Breathe, Mood, Affirm and Journal tabs, and guided sessions of meditation and
// visualization (issue 32). The chosen tab lives in the URL (?tab=mood), so it survives a reload and
// can be linked, as does an open session (?session=meditation-5, where Discover links). A calm card offers help when the words
// written here or the recent moods suggest it (care.ts); it is decided on this device and never sent.
import { Eye, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Card } from '../../ui/card';
import { Section } from '../../ui/section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { BreathingExercise } from './breathing-exercise';
import { moodsQuery } from './queries';
import { closeLowMoodCard, mentionsSelfHarm } from './care';
import { CareCard } from '../../ui/care-card';
import { GUIDED_MINUTES, GUIDED_SESSION_IDS, type GuidedType, guidedSessionHref, guidedSessionId } from '../../../contract/mind-gym-rules';
import { MoodTab } from './mood-tab';
import { AffirmTab } from './affirm-tab';
import { JournalTab } from './journal-tab';
import { GuidedSessionDialog as GuidedSession } from './guided-session';

const TABS = [
  ['breathe', 'Breathe'],
  ['mood', 'Mood'],
  ['affirm', 'Affirm'],
  ['journal', 'Journal'],
] as const;
type Tab = (typeof TABS)[number][0];

const GUIDED = [
  ['meditation', 'Meditation', 'Guided quiet time for a busy mind.', Sparkles],
  ['visualization', 'Visualization', 'Picture the calm, step by step.', Eye],
] as const satisfies readonly (readonly [GuidedType, string, string, unknown])[];

export default function MindGymPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  const linked: Tab = TABS.some(([id]) => id === asked) ? (asked as Tab) : 'breathe';
  // The tab chosen here shows in the tap's own frame; the address follows a frame later (the router
  // draws the whole screen again when it changes). A link or Back that changes the address wins.
  const [chosen, setChosen] = useState({ tab: linked, linked });
  const tab = chosen.linked === linked ? chosen.tab : linked;
  if (chosen.linked !== linked) setChosen({ tab: linked, linked });
  const latest = useRef(tab);
  const choose = (value: string) => {
    const next = value as Tab;
    latest.current = next;
    setChosen({ tab: next, linked });
    // Only the last of quick taps changes the address.
    const follow = () => latest.current === next && navigate(next === 'breathe' ? '/mind-gym' : `/mind-gym?tab=${next}`, { replace: true });
    requestAnimationFrame(() => setTimeout(follow));
  };
  const askedSession = new URLSearchParams(search).get('session');
  const sessionId = askedSession !== null && GUIDED_SESSION_IDS.includes(askedSession) ? askedSession : null;
  // Words about self-harm just written here bring the card at once; a run of low moods brings it
  // on the Mood tab, where the moods are (mood-tab.tsx).
  const [wordsCare, setWordsCare] = useState(false);
  const client = useQueryClient();

  const onWrote = (text: string) => {
    if (mentionsSelfHarm(text)) setWordsCare(true);
  };

  return (
    <>
      {/* Said once to a screen reader when the card appears (the card itself is not a live region). */}
      <p role="status" className="sr-only">
        {wordsCare ? 'There is a message about where to find help at the top of Mind Gym.' : ''}
      </p>
      {wordsCare && (
        <CareCard
          onClose={() => {
            // One close is enough: the card about low moods does not follow it.
            closeLowMoodCard(client.getQueryData(moodsQuery().queryKey)?.[0]?.id);
            setWordsCare(false);
          }}
        />
      )}
      <Card className="bg-gradient-to-br from-mind to-mind-deep text-on-app">
        <p className="text-xl font-extrabold">Your calm corner</p>
        <p className="mt-1 text-sm">Breathe, check in with yourself, and keep your own words. Everything here is private to you.</p>
      </Card>

      <Tabs value={tab} onValueChange={choose} className="mt-4">
        <TabsList aria-label="Mind Gym">
          {TABS.map(([id, label]) => (
            <TabsTrigger key={id} value={id}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="breathe">
          <Card className="py-6">
            <h2 className="mb-4 text-center text-xl font-extrabold">Breathing Exercise</h2>
            <BreathingExercise />
          </Card>
          <Section title="More Ways to Unwind">
            <div className="mt-3 grid gap-3 @md:grid-cols-2">
              {GUIDED.map(([type, title, text, Icon]) => (
                <div
                  key={type}
                  role="group"
                  aria-labelledby={`guided-${type}`}
                  className="rounded-card border border-line bg-surface p-4 shadow-card"
                >
                  <div className="flex items-start gap-3">
                    <Icon aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-mind" />
                    <div className="min-w-0 flex-1">
                      <h3 id={`guided-${type}`} className="font-bold">
                        {title}
                      </h3>
                      <p className="mt-1 text-sm text-muted">{text}</p>
                    </div>
                  </div>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {GUIDED_MINUTES.map((minutes) => (
                      <button
                        key={minutes}
                        type="button"
                        aria-label={`${minutes} min ${type}`}
                        onClick={() => navigate(guidedSessionHref(guidedSessionId(type, minutes)), { replace: true })}
                        className="min-h-11 min-w-16 flex-1 rounded-control border-2 border-line bg-surface px-3 text-sm font-bold transition-ui hover:border-mind hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                      >
                        {minutes} min
                      </button>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </Section>
        </TabsContent>
        <TabsContent value="mood" prerender>
          <MoodTab onWrote={onWrote} careShown={wordsCare} />
        </TabsContent>
        <TabsContent value="affirm" prerender>
          <AffirmTab />
        </TabsContent>
        <TabsContent value="journal" prerender>
          <JournalTab onWrote={onWrote} />
        </TabsContent>
      </Tabs>
      {sessionId && (
        <GuidedSession
          sessionId={sessionId}
          onClose={() => navigate(tab === 'breathe' ? '/mind-gym' : `/mind-gym?tab=${tab}`, { replace: true })}
        />
      )}
    </>
  );
}
