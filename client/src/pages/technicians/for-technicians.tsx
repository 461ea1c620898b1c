import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { hasSessionCookie } from '../../features/users/session/session-cookie.ts';
import { ForTechniciansPage } from '../../features/technicians/pages/for-technicians-page.tsx';
import type { ForTechniciansVisitor } from '../../features/technicians/pages/for-technicians-call-to-action.tsx';

/** Who is visiting, from the session: no account, an account, a technician, or an account still being read. */
function useVisitor(): ForTechniciansVisitor {
  const user = useCurrentUser();
  if (!hasSessionCookie()) return 'guest';
  if (user.data) return user.data.roles.includes('technician') ? 'technician' : 'account';
  return user.isError ? 'guest' : 'checking';
}

/**
 * /technician and /mechanic: the technicians feature's public page, told by the session who is visiting, so its
 * call to action fits (sign up, turn the account into a technician's, or the application's next step).
 */
export default function ForTechniciansScreen() {
  return <ForTechniciansPage visitor={useVisitor()} />;
}
