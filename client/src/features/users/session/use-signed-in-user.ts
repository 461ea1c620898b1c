import type { UserDto } from '@fleetcare/shared';
import { useCurrentUser } from '../api/current-user.ts';

/** The user of a page under the dashboard layout, which renders its pages only once the user is known. */
export function useSignedInUser(): UserDto {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser is only for pages under the dashboard layout');
  return data;
}
