// SPEC §2 Skill Quest: the static skill level card, category chips and the skills grid.
// The chosen category lives in the URL (?category=...), so a filtered view can be linked and reloaded.
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProgressBar } from '../../ui/progress-bar';
import { Section } from '../../ui/section';
import { toast } from '../../lib/toast';
import { SKILLS, categoriesOf, filterSkills } from './skills';

const SKILL_LEVEL = 3;
const SKILL_PROGRESS = 55;

const comingSoon = (title: string, description: string) => toast({ title, description });

export default function SkillQuestPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const category = new URLSearchParams(search).get('category');
  const skills = filterSkills(SKILLS, category);
  const chips: [string, string | null][] = [['All Skills', null], ...categoriesOf(SKILLS).map((c): [string, string] => [c, c])];

  return (
    <>
      <Card className="@container bg-gradient-to-br from-skills to-skills-deep text-on-app">
        <p className="text-sm opacity-95">Your Skill Level</p>
        <p className="text-2xl font-extrabold">Level {SKILL_LEVEL}</p>
        <ProgressBar value={SKILL_PROGRESS} label="Skill level progress" className="mt-3 bg-white/30" barClassName="bg-white" />
        <p className="mt-2 text-sm">
          {SKILL_PROGRESS}% to Level {SKILL_LEVEL + 1}
        </p>
        {/* Side by side when the card has room for both labels on one line, stacked when it has not. */}
        <div className="mt-4 grid gap-2 @xs:grid-cols-2">
          <Button
            variant="outline"
            className="border-white/60 bg-white/15 text-on-app hover:bg-white/25"
            onClick={() => comingSoon('Daily Challenge', 'Daily challenges will be available in a future update.')}
          >
            Daily Challenge
          </Button>
          <Button
            variant="outline"
            className="border-white/60 bg-white/15 text-on-app hover:bg-white/25"
            onClick={() => comingSoon('Skill Paths', 'Skill path selection will be available in a future update.')}
          >
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
                  onClick={() => navigate(value === null ? '/skill-quest' : `/skill-quest?category=${encodeURIComponent(value)}`, { replace: true })}
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
        {skills.length === 0 ? (
          <p className="mt-6 rounded-card border border-dashed border-line p-6 text-center text-muted">No skills found in this category.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {skills.map(({ id, name, category: cat, level, progress, icon: Icon, color }) => (
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
                      onClick={() => comingSoon(`${name} Practice`, 'This practice module will be available in a future update.')}
                    >
                      Practice
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
