import type { NotificationDto, PushDeviceDto } from '@fleetcare/shared';
import type { AvailableInspectorNotificationData, JobNotificationData } from '../../db/schema/notifications.ts';
import type { JobState } from './job-states.ts';
import type { NotificationRow } from './notifications.repository.ts';
import type { PushMessage } from './push.service.ts';
import type { PushDeviceRow } from './push-devices.repository.ts';

/** Signed, expiring URLs of the avatar files that rows refer to, by file key (signed before mapping). */
export type AvatarUrls = ReadonlyMap<string, string>;

/** The avatar file keys a row refers to. */
export function avatarKeysOf(row: NotificationRow): string[] {
  if (row.kind === 'job') return [(row.data as JobNotificationData).avatarKey].filter((key) => key !== null);
  if (row.kind === 'available-inspector') {
    return [(row.data as AvailableInspectorNotificationData).meta.avatarKey].filter((key) => key !== null);
  }
  return [];
}

const urlOf = (avatars: AvatarUrls, key: string | null) => (key ? (avatars.get(key) ?? null) : null);

/**
 * Row → DTO with an explicit field list per shape: new columns and unknown data keys never leak. A job offer shows
 * where the job stands now (`jobState`) when it is known, else what was stored when it was offered.
 */
export function toNotificationDto(row: NotificationRow, avatars: AvatarUrls, jobState?: JobState): NotificationDto {
  const base = {
    _id: row.id,
    category: row.category,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isClicked: row.clickedAt !== null,
    actionPath: row.actionPath,
  };
  if (row.kind === 'job') {
    const data = row.data as JobNotificationData;
    return {
      ...base,
      kind: 'job',
      isJobNotification: true,
      orderId: data.orderId,
      accepted: jobState?.accepted ?? data.accepted,
      declined: jobState?.declined ?? data.declined,
      isJobStillAvailable: jobState?.isJobStillAvailable ?? data.isJobStillAvailable,
      avatar: urlOf(avatars, data.avatarKey),
      initials: data.initials,
      jobSummary: {
        address: data.jobSummary.address,
        city: data.jobSummary.city,
        zipCode: data.jobSummary.zipCode,
        inspectionDate: data.jobSummary.inspectionDate,
      },
    };
  }
  if (row.kind === 'available-inspector') {
    const data = row.data as AvailableInspectorNotificationData;
    return {
      ...base,
      kind: 'available-inspector',
      typeOfNotification: data.typeOfNotification,
      orderSequenceId: data.orderSequenceId,
      meta: {
        orderId: data.meta.orderId,
        avatar: urlOf(avatars, data.meta.avatarKey),
        initials: data.meta.initials,
        fullName: data.meta.fullName,
      },
    };
  }
  return { ...base, kind: 'plain' };
}

/** What a push shows for a notification; a click opens `path`. */
export function toPushMessage(row: NotificationRow, path: string): PushMessage {
  return {
    notificationId: row.id,
    title: 'FleetCare',
    body: row.message,
    url: path,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPushDeviceDto(row: PushDeviceRow): PushDeviceDto {
  return {
    _id: row.id,
    deviceRegId: row.endpoint,
    messageType: row.messageType,
    createdAt: row.createdAt.toISOString(),
  };
}
