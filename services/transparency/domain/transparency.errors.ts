/**
 * The codes of the transparency context's refusals, one constant each (`TRANSPARENCY.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const TRANSPARENCY = {
  NOT_YET_CHECKPOINTED: 'TRANSPARENCY.NOT_YET_CHECKPOINTED',
  NO_CHECKPOINT: 'TRANSPARENCY.NO_CHECKPOINT',
  UNKNOWN_EVENT: 'TRANSPARENCY.UNKNOWN_EVENT',
} as const;
