import { screens } from '@fleetcare/shared';
import { Navigate } from 'react-router';
import { useSignedInUser } from '../../features/users/session/use-signed-in-user.ts';

/**
 * /dashboard/spare-parts: where "My Spare Parts" leads: a parts supplier to their quotations' hub, anyone else to
 * their own spare-part requests.
 */
export function SparePartsHome() {
  const { roles } = useSignedInUser();
  return <Navigate to={roles.includes('supplier') ? screens.myQuotations : screens.sparePartRequests} replace />;
}

export default SparePartsHome;
