/**
 * What other modules may read of the villa read model (the projection of the CMS's villas): they
 * call these, never the villas repository.
 */
export { findPublicVilla, findVillaAnyStatus, listSeasonRanges, listVillasByIds, seasonDto, seasonRatesDto, type VillaRecord } from './villas.repository.ts';
