// Discover's routes (issue 32): browse by topic, the ranked search, and Home's week's most liked.
import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_MAX_RESULTS, discoverApi } from '../../../contract/discover';
import type { AppContext } from '../../context';
import * as repo from './discover.repo';

export function discoverRoutes(sources: repo.Sources): FastifyPluginAsync<AppContext> {
  return async (app, { db, route }) => {
    const r = route(app);

    r(discoverApi.browse, (request) => repo.browse(db, sources, request.user.id, request.query));

    r(discoverApi.search, (request) =>
      repo.search(
        db,
        sources,
        { id: request.user.id, isDemo: request.user.is_demo === 1 },
        { ...request.query, maxResults: SEARCH_MAX_RESULTS },
      ),
    );

    r(discoverApi.popular, async (request) => ({ item: (await repo.popular(db, sources, request.user.id)) ?? null }));
  };
}
