import { adminsAdmin, auditLogAdmin, type AdminContribution } from './modules/admin/index.ts';

/**
 * What each module contributes to the admin panel: its resources, their actions and the home page's figures.
 * A module's declarations live in `modules/<domain>/admin/`; listing them here is all it takes to serve them.
 */
export const adminContributions: AdminContribution[] = [adminsAdmin, auditLogAdmin];
