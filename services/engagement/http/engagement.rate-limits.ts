/** Per-IP limiters of the public forms, one window per group so a burst of one does not block the other. */
export const COMPLAINT_RATE_LIMITER = Symbol('COMPLAINT_RATE_LIMITER');
export const CONTACT_RATE_LIMITER = Symbol('CONTACT_RATE_LIMITER');
