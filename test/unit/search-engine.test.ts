import t from 'tap';
import { MiniSearchEngine } from '../../server/search/minisearch-engine.ts';
import { searchEngineSuite } from '../helpers/search-engine-suite.ts';
import { TODAY } from '../helpers/search.ts';

await searchEngineSuite(t, {
  makeEngine: async (synonyms) => new MiniSearchEngine({ ...(synonyms ? { synonyms } : {}), now: () => TODAY }),
});
