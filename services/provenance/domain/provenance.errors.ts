/**
 * The codes of the provenance context's refusals, one constant each (`PROVENANCE.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const PROVENANCE = {
  EXPLORER_NOT_FOUND: 'EXPLORER.NOT_FOUND',
  MEDIA_TOO_LARGE: 'MEDIA.TOO_LARGE',
} as const;
