import { notificationsApi, type RegisterPushDeviceInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/notifications/push-public-key: the VAPID key browsers subscribe with. */
export const fetchPushPublicKey = () => callApi(notificationsApi.getPushPublicKey);

/** POST /api/users/register-push-notification-device: stores (or takes over) this browser's subscription. */
export const registerPushDevice = (body: RegisterPushDeviceInput) =>
  callApi(notificationsApi.registerPushDevice, { body });
