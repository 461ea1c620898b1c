import { createContext, useContext } from 'react';
import type { AdminPrivilege, AdminResourceDescription, AssignedPrivilegesDto } from '@fleetcare/shared';

/** What the signed-in admin may see and do, asked for once by the panel's layout and read by every panel page. */
export const AdminPanelContext = createContext<AssignedPrivilegesDto | null>(null);

export function useAdminPanel(): AssignedPrivilegesDto {
  const panel = useContext(AdminPanelContext);
  if (!panel) throw new Error('useAdminPanel is only for pages inside the admin panel layout');
  return panel;
}

export function useHasPrivilege(privilege: AdminPrivilege): boolean {
  return useAdminPanel().privileges.includes(privilege);
}

/** The description of a resource the admin may read, or undefined (unknown, or not theirs to read). */
export function useResourceDescription(name: string | undefined): AdminResourceDescription | undefined {
  const { resources } = useAdminPanel();
  return resources.find((resource) => resource.name === name);
}

/** The resource that is the audit log (the one read with audit:read), when the admin may read it. */
export function auditLogResource(panel: AssignedPrivilegesDto): AdminResourceDescription | undefined {
  return panel.resources.find((resource) => resource.privilege === 'audit:read');
}
