// Mentor Matcher as a module: the mentor catalogue, each teen's likes, passes and matches, and the
// threads between matched teens and mentors (answered from mentor accounts, readable by moderators), whose messages can be reported.
// Issue 29: each thread belongs to the account that speaks for the mentor (a tenure), each line to the
// account that wrote it.
import type { FeatureModule } from '../../module';
import { up as mentors } from './migrations/0012-mentors';
import { up as mentorAuthors } from './migrations/0020-mentor-authors';
import * as repo from './mentors.repo';
import { mentorsRoutes } from './mentors.routes';
import { seedMentorCatalogue } from './mentors.seed';

export const mentorsModule: FeatureModule = {
  name: 'mentors',
  routes: mentorsRoutes,
  migrations: { '0012-mentors': mentors, '0020-mentor-authors': mentorAuthors },
  seed: { catalogue: seedMentorCatalogue, demo: repo.seedMentorsDemo },
  exportUserData: repo.exportUserData,
  deleteUserData: repo.deleteUserData,
  progressEvents: ['mentor-matched'],
  keepForSafeguarding: repo.keepThreads,
  reportables: { 'mentor-message': repo.findReportedMessage },
};
