import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'auth:public';

/**
 * Marks a route (or a whole controller) as open to anonymous callers. Every other route needs a signed-in
 * user (or an API key): the global RequestGuard refuses it otherwise, so a new route is never open by accident.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
