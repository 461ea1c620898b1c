import { clientEvents, serverEvents, type PlainNotificationDto } from '@fleetcare/shared';
import { createFakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import { APPLICATION_STATUS_PATH } from '../paths.ts';
import { uuid } from './fixtures.ts';

/** A notification about the application, as the server sends one on every change of status. */
export function applicationNotification(message = 'Your technician application is approved.'): PlainNotificationDto {
  return {
    _id: uuid(),
    kind: 'plain',
    category: 'account',
    message,
    createdAt: new Date().toISOString(),
    isClicked: false,
    actionPath: APPLICATION_STATUS_PATH,
  };
}

/** A stand-in for the server's live socket as the technician screens use it: the test pushes notifications. */
export function createFakeTechnicianSocket() {
  const fake = createFakeSocket((event) => {
    if (event === clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS) return { ok: true, data: { count: 0 } };
    if (event === clientEvents.GET_NO_OF_ALL_UNREAD_MESSAGES) {
      return { ok: true, data: { oneToOne: 0, orderCustomer: 0, orderInspector: 0 } };
    }
    return undefined;
  });
  return {
    ...fake,
    /** A notification arrives: the server sends every tab the newest notifications. */
    notify(items: PlainNotificationDto[]) {
      fake.push(serverEvents.NOTIFICATIONS, { items, unseen: items.length });
    },
  };
}
