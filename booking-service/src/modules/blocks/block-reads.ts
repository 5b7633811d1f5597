/** What other modules may read of the availability blocks: they call these, never the blocks repository. */
export { blocksInRangeFingerprint, blocksInRangeFingerprints, listBlocksInRange } from './blocks.repository.ts';
