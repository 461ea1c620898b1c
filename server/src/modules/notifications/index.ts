export { notificationsRouter } from './notifications.router.ts';
export { notificationSocketHandlers } from './notifications.socket.ts';
export { notify, notifyEach, notifyMany, type Notice, type NotifyDeps, type NotifyInput } from './notify.service.ts';
export type { AvailableInspectorNotificationData, JobNotificationData } from '../../db/schema/notifications.ts';
export { getUnseenCount } from './notifications.service.ts';
export { channelsFor, completeSettings, type ChannelChoice } from './channels.service.ts';
export { notificationsAdmin } from './admin/notifications.admin.ts';
export { jobStateKey, type JobOffer, type JobState, type JobStateSource } from './job-states.ts';
