// Mentor Matcher as a module: the mentor catalogue, each teen's likes, passes and matches, and the
// threads between matched teens and mentors (answered from mentor accounts, readable by moderators), whose messages can be reported.
// Issue 29: each thread belongs to the account that speaks for the mentor (a tenure), each line to the
// account that wrote it.
import { topicOf } from '../../../contract/discover-rules';
import type { FeatureModule } from '../../module';
import { up as mentors } from './migrations/0012-mentors';
import { up as mentorAuthors } from './migrations/0020-mentor-authors';
import { up as mentorThreadNewest } from './migrations/0035-mentor-thread-newest';
import * as repo from './mentors.repo';
import { mentorsRoutes } from './mentors.routes';
import { seedMentorCatalogue } from './mentors.seed';

export const mentorsModule: FeatureModule = {
  name: 'mentors',
  routes: mentorsRoutes,
  migrations: {
    '0012-mentors': mentors,
    '0020-mentor-authors': mentorAuthors,
    '0035-mentor-thread-newest': mentorThreadNewest,
  },
  seed: { catalogue: seedMentorCatalogue, demo: repo.seedMentorsDemo },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  progressEvents: ['mentor-matched'],
  keepForSafeguarding: repo.keepThreads,
  reportables: { 'mentor-message': repo.findReportedMessage },
  // Discover finds each mentor of the deck by name, work, bio and tags (issue 32).
  searchables: {
    mentor: {
      async catalogue(db) {
        const rows = await db
          .selectFrom('mentors')
          .select(['id', 'name', 'title', 'bio', 'tags'])
          .where('retired', '=', 0)
          .orderBy('position')
          .execute();
        return rows.map((m) => {
          const tags = JSON.parse(m.tags) as string[];
          return { id: m.id, title: m.name, text: `${m.title}. ${m.bio}`, tags, topic: topicOf(tags, 'future') };
        });
      },
    },
  },
};
