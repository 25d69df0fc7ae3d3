/**
 * The codes of the support context's refusals, one constant each (`SUPPORT.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const SUPPORT = {
  NOT_ADMIN: 'SUPPORT.NOT_ADMIN',
  TICKET_CLOSED: 'SUPPORT.TICKET_CLOSED',
  TICKET_NOT_FOUND: 'SUPPORT.TICKET_NOT_FOUND',
  WARRANTY_UPLOAD_TOO_MANY_ROWS: 'WARRANTY_UPLOAD.TOO_MANY_ROWS',
} as const;
