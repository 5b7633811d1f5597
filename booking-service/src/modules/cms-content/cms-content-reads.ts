/** What other modules may read of the cached CMS content: they call these, never its repository. */
export { readCached } from './cms-content.repository.ts';
