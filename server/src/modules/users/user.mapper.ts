import {
  defaultNotificationSettings,
  type AccountType,
  type NotificationSettings,
  type Role,
  type SecurityEventDto,
  type SecurityEventType,
  type SecurityQuestion,
  type SocialProvider,
  type UserDto,
} from '@fleetcare/shared';
import type { SecurityEventRow } from './security-events.repository.ts';
import type { UserAggregate } from './users.repository.ts';

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** Row → DTO with an explicit field list: new columns (hashes, secrets) never leak. */
export function toUserDto(aggregate: UserAggregate, avatarUrl: string | null): UserDto {
  const { user, business } = aggregate;
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: avatarUrl,
    initials: initialsOf(user.firstName, user.lastName),
    phone:
      user.phoneDialCode && user.phoneNumber
        ? { dialCode: user.phoneDialCode, number: user.phoneNumber, verified: user.phoneVerifiedAt !== null }
        : null,
    accountType: user.accountType as AccountType,
    roles: user.roles as Role[],
    business: business
      ? {
          companyName: business.companyName,
          rcNumber: business.rcNumber,
          fleetSize: business.fleetSize,
          contactPerson: business.contactPerson,
        }
      : null,
    emailVerified: user.emailVerifiedAt !== null,
    newsletterSubscribed: user.newsletterSubscribed,
    locale: user.locale === 'nb' ? 'nb' : 'en',
    twoFactor: { authenticator: user.totpEnabledAt !== null, phone: user.phone2faEnabledAt !== null },
    hasPassword: user.passwordHash !== null,
    socialProviders: aggregate.socialProviders as SocialProvider[],
    securityQuestions: aggregate.securityQuestions as SecurityQuestion[],
    deletionScheduledFor: user.deletionScheduledFor?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function notificationSettingsOf(settings: NotificationSettings | null): NotificationSettings {
  return settings ?? defaultNotificationSettings;
}

/** A short description of the device from its user agent, for the security log. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Firefox\//.test(userAgent)
          ? 'Firefox'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

export function toSecurityEventDto(row: SecurityEventRow): SecurityEventDto {
  return {
    _id: row.id,
    type: row.type as SecurityEventType,
    ip: row.ip,
    device: describeDevice(row.userAgent),
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}
