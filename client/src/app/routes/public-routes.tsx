import type { RouteObject } from 'react-router';

/** The public information, help, blog and service pages (spec point 2, "Public and account routes"). */
export const publicPageRoutes: RouteObject[] = [];
