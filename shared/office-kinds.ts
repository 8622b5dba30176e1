/**
 * The structure keys of the templates an office's page is made with: the templates' schemas, the office finder and
 * the search (which ranks a town's regional branch first) read them here, below all of them.
 */

/** The regional branch: the office of a region's seat. */
export const REGIONAL_BRANCH_TEMPLATE_KEY = 'UpCzKontaktyKrajskaPobocka';
/** The structure keys of offices, those that may declare what they serve (`GET /api/offices` asks for them). */
export const OFFICE_TEMPLATE_KEYS = ['UpCzKontaktniPracoviste', REGIONAL_BRANCH_TEMPLATE_KEY] as const;
