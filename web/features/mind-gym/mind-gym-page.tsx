// SPEC §2 Mind Gym: the Breathe, Mood, Affirm and Journal tabs. The chosen tab lives in the URL
// (?tab=mood), so it survives a reload and can be linked. A calm card offers help when the moods or
// the words written here suggest it (care.ts); it is decided on this device and never sent.
import { useQuery } from '@tanstack/react-query';
import { Eye, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '../../lib/toast';
import { Card } from '../../ui/card';
import { Section } from '../../ui/section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { AffirmTab } from './affirm-tab';
import { moodsQuery } from './api';
import { BreathingExercise } from './breathing-exercise';
import { lowMoodStreak, mentionsSelfHarm } from './care';
import { CareCard } from './care-card';
import { JournalTab } from './journal-tab';
import { MoodTab } from './mood-tab';

const TABS = [
  ['breathe', 'Breathe'],
  ['mood', 'Mood'],
  ['affirm', 'Affirm'],
  ['journal', 'Journal'],
] as const;
type Tab = (typeof TABS)[number][0];

const STREAK_DISMISSED = 'rise.mindgym.care-dismissed';

const comingSoon = (feature: string) => toast({ title: 'Coming soon!', description: `The ${feature} feature will be available in a future update.` });

export default function MindGymPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  const tab: Tab = TABS.some(([id]) => id === asked) ? (asked as Tab) : 'breathe';

  const moods = useQuery(moodsQuery());
  const [wordsCare, setWordsCare] = useState(false);
  const [streakDismissed, setStreakDismissed] = useState(() => sessionStorage.getItem(STREAK_DISMISSED) === '1');
  const streak = lowMoodStreak((moods.data ?? []).map((m) => m.mood));
  const showCare = wordsCare || (streak && !streakDismissed);

  const onWrote = (text: string) => {
    if (mentionsSelfHarm(text)) setWordsCare(true);
  };

  return (
    <>
      {showCare && (
        <CareCard
          onClose={() => {
            setWordsCare(false);
            if (streak) {
              sessionStorage.setItem(STREAK_DISMISSED, '1');
              setStreakDismissed(true);
            }
          }}
        />
      )}
      <Card className="bg-gradient-to-br from-mind to-mind-deep text-on-app">
        <p className="text-xl font-extrabold">Your calm corner</p>
        <p className="mt-1 text-sm">Breathe, check in with yourself, and keep your own words. Everything here is private to you.</p>
      </Card>

      <Tabs value={tab} onValueChange={(value) => navigate(value === 'breathe' ? '/mind-gym' : `/mind-gym?tab=${value}`, { replace: true })} className="mt-4">
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
              {(
                [
                  ['Meditation', 'Guided quiet time for a busy mind.', Sparkles],
                  ['Visualization', 'Picture the calm, step by step.', Eye],
                ] as const
              ).map(([title, text, Icon]) => (
                <button
                  key={title}
                  type="button"
                  onClick={() => comingSoon(title)}
                  className="flex items-start gap-3 rounded-card border border-line bg-surface p-4 text-left shadow-card transition-ui hover:border-mind focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <Icon aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-mind" />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-bold">{title}</span>
                      <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">Coming Soon</span>
                    </span>
                    <span className="mt-1 block text-sm text-muted">{text}</span>
                  </span>
                </button>
              ))}
            </div>
          </Section>
        </TabsContent>
        <TabsContent value="mood">
          <MoodTab onWrote={onWrote} />
        </TabsContent>
        <TabsContent value="affirm">
          <AffirmTab />
        </TabsContent>
        <TabsContent value="journal">
          <JournalTab onWrote={onWrote} />
        </TabsContent>
      </Tabs>
    </>
  );
}
