// SPEC §2 Skill Quest: the skill level card, category chips and the skills grid, all from this user's
// real actions (issue 15): the level is the same as Home's and Profile's, and each skill's level and
// '% Mastered' come from the actions that train it (decision 0013).
// The chosen category lives in the URL (?category=...), so a filtered view can be linked and reloaded;
// so does what is open (?open=challenge, paths or a skill's slug: issue 32), so that Home's Try and a
// Skill Path's step can open the daily challenge or a practice here.
import { useLocation, useSearch } from 'wouter';
import { SKILL_SLUGS } from '../../../contract/progress-rules';
import type { SkillSlug } from '../../../contract/skills';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProgressBar } from '../../ui/progress-bar';
import { Section } from '../../ui/section';
import { useProgress } from '../../lib/progress';
import { useCurrentUser } from '../../lib/session';
import { LoadFailed, Skeleton } from '../../ui/query-view';
import { SKILL_LOOKS, categoriesOf, filterSkills } from './skills';
import { ChallengeDialog } from './challenge-dialog';
import { PathsDialog } from './paths-dialog';
import { PracticeDialog } from './practice-dialog';
import { YourTips } from './your-tips';

// SPEC §9: the card's figures when the user is missing.
const DEFAULT_LEVEL = 3;
const DEFAULT_PROGRESS = 55;

/** A whole number from the address, or null. */
const numberParam = (value: string | null): number | null => (value !== null && /^\d{1,5}$/.test(value) ? Number(value) : null);

const isSkill = (value: string | null): value is SkillSlug => (SKILL_SLUGS as readonly (string | null)[]).includes(value);

export default function SkillQuestPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const open = params.get('open');
  // Discover opens a challenge answered before (?past=) or a given practice item (?item=).
  const past = numberParam(params.get('past'));
  const item = numberParam(params.get('item'));
  /** The same address with one parameter set (or removed). */
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    const query = next.toString();
    return query ? `/skill-quest?${query}` : '/skill-quest';
  };
  const show = (what: string | null) => {
    const next = new URLSearchParams(search);
    next.delete('past');
    next.delete('item');
    if (what === null) next.delete('open');
    else next.set('open', what);
    const query = next.toString();
    navigate(query ? `/skill-quest?${query}` : '/skill-quest', { replace: true });
  };
  const { data: user } = useCurrentUser();
  const mine = useProgress();
  const skillLevel = user?.level ?? DEFAULT_LEVEL;
  const skillProgress = user?.progress ?? DEFAULT_PROGRESS;
  const skills = filterSkills(mine.data?.skills ?? [], category);
  const chips: [string, string | null][] = [['All Skills', null], ...categoriesOf().map((c): [string, string] => [c, c])];

  return (
    <>
      <Card className="@container bg-gradient-to-br from-skills to-skills-deep text-on-app">
        <p className="text-sm opacity-95">Your Skill Level</p>
        <p className="text-2xl font-extrabold">Level {skillLevel}</p>
        <ProgressBar value={skillProgress} label="Skill level progress" className="mt-3 bg-white/30" barClassName="bg-white" />
        <p className="mt-2 text-sm">
          {skillProgress}% of the way to Level {skillLevel + 1}
        </p>
        {/* Side by side when the card has room for both labels on one line, stacked when it has not. */}
        <div className="mt-4 grid gap-2 @xs:grid-cols-2">
          <Button variant="outline" className="border-white/60 bg-white/15 text-on-app hover:bg-white/25" onClick={() => show('challenge')}>
            Daily Challenge
          </Button>
          <Button variant="outline" className="border-white/60 bg-white/15 text-on-app hover:bg-white/25" onClick={() => show('paths')}>
            View Skill Paths
          </Button>
        </div>
      </Card>

      <nav aria-label="Skill categories" data-scrolls-sideways className="-mx-4 mt-5 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          {chips.map(([label, value]) => {
            const active = value === category;
            return (
              <li key={label}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => navigate(withParam('category', value), { replace: true })}
                  className={`h-11 whitespace-nowrap rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${
                    active ? 'border-primary bg-primary text-on-primary' : 'border-line bg-surface text-fg hover:bg-surface-2'
                  }`}
                >
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <Section title="Your Skills" className="mt-4">
        {mine.isPending ? (
          <div className="mt-3">
            <Skeleton rows={3} className="h-36" label="Loading your skills..." />
          </div>
        ) : mine.isError ? (
          <LoadFailed what="your skills" onRetry={() => void mine.refetch()} className="mt-6" />
        ) : skills.length === 0 ? (
          <p className="mt-6 rounded-card border border-dashed border-line p-6 text-center text-muted">No skills found in this category.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {skills.map(({ id, name, category: cat, level, progress }) => {
              const { icon: Icon, color } = SKILL_LOOKS[id] ?? SKILL_LOOKS[1]!;
              return (
                <li key={id}>
                  <Card>
                    <div className="flex items-start gap-3">
                      <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-control ${color}`}>
                        <Icon aria-hidden className="h-6 w-6" />
                      </span>
                      <div className="min-w-0 flex-1">
                        <div className="flex items-center justify-between gap-2">
                          <h3 className="font-bold">{name}</h3>
                          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">Level {level}</span>
                        </div>
                        <p className="text-sm text-muted">{cat}</p>
                      </div>
                    </div>
                    <ProgressBar value={progress} label={`${name} mastery`} className="mt-3" />
                    <div className="mt-2 flex items-center justify-between">
                      <p className="text-sm text-muted">{progress}% Mastered</p>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Practice ${name}`}
                        onClick={() => show(SKILL_SLUGS[id - 1] ?? null)}
                      >
                        Practice
                      </Button>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <YourTips />

      {open === 'challenge' && <ChallengeDialog open past={past} onClose={() => show(null)} />}
      {open === 'paths' && <PathsDialog open onClose={() => show(null)} />}
      {isSkill(open) && <PracticeDialog skill={open} startAt={item} onClose={() => show(null)} />}
    </>
  );
}
