// SPEC §3/§8: three built-in sample mentors, shown (with the sample notice) when the deck cannot be read.
import type { Mentor } from '../../../contract/mentors';

const sample = (id: number, slug: string, fields: Pick<Mentor, 'name' | 'title' | 'bio' | 'tags' | 'availability'>): Mentor => ({
  id,
  ...fields,
  imageUrl: `/assets/mentors/${slug}.svg`,
  userId: null,
  acceptingMentees: true,
  status: 'none',
});

export const SAMPLE_MENTORS: Mentor[] = [
  sample(-1, 'maya-okafor', {
    name: 'Sarah Johnson',
    title: 'Tech Entrepreneur',
    bio: 'Founded two startups and loves helping young people turn ideas into real projects.',
    tags: ['Entrepreneurship', 'Coding'],
    availability: 'Weekday evenings',
  }),
  sample(-2, 'marcus-bell', {
    name: 'Marcus Lee',
    title: 'Community Organizer',
    bio: 'Leads youth programs in his city and can help you find your voice as a leader.',
    tags: ['Leadership', 'Public Speaking'],
    availability: 'Weekends',
  }),
  sample(-3, 'grace-mensah', {
    name: 'Dr. Amara Okafor',
    title: 'Research Scientist',
    bio: 'Studies clean water and mentors students preparing science fair projects.',
    tags: ['Science', 'College Prep'],
    availability: 'Tuesday & Thursday afternoons',
  }),
];
