import type { RouteObject } from 'react-router';

/**
 * /settings and /settings/:section (spec §2). The app layer composes the sections: the
 * settings feature owns the frame and most sections, the security section comes from
 * features/security, so no feature imports another.
 */
export const settingsRoutes: RouteObject[] = [];
