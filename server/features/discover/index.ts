// Discover as a module (issue 32): one index of what every other module offers, by their
// `searchables`, with its own migration, the catalogue kinds written into it at start-up, and routes.
// It is made from the list of the other modules (server/features/index.ts) and never imports one.
import type { FeatureModule } from '../../module';
import { DISCOVER_KINDS } from '../../../contract/discover-rules';
import { up as search } from './migrations/0026-search';
import { up as discoverOrder } from './migrations/0034-discover-order';
import { up as searchBounded } from './migrations/0037-search-bounded';
import { type Sources, indexCatalogue } from './discover.repo';
import { discoverRoutes } from './discover.routes';

export function discoverModule(modules: readonly FeatureModule[]): FeatureModule {
  const sources: Sources = {};
  for (const m of modules) {
    for (const kind of DISCOVER_KINDS) {
      const source = m.searchables?.[kind];
      if (!source) continue;
      if (sources[kind]) throw new Error(`Two modules offer ${kind} to Discover`);
      sources[kind] = source;
    }
  }
  return {
    name: 'discover',
    routes: discoverRoutes(sources),
    migrations: { '0026-search': search, '0034-discover-order': discoverOrder, '0037-search-bounded': searchBounded },
    seed: {
      // After the other modules' catalogues (this module comes last): their rows have their ids.
      async catalogue(db) {
        for (const kind of DISCOVER_KINDS) {
          const list = sources[kind]?.catalogue;
          if (list) await indexCatalogue(db, kind, await list(db));
        }
      },
    },
  };
}
