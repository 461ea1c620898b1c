import type { UserDto } from '@fleetcare/shared';

/** A signed-in user as the server describes it, for component tests. */
export const testUser: UserDto = {
  _id: '6f1c2a3b-0000-4000-8000-000000000001',
  email: 'amaka@example.com',
  firstName: 'Amaka',
  lastName: 'Okafor',
  avatar: null,
  initials: 'AO',
  phone: null,
  accountType: 'individual',
  roles: ['customer'],
  business: null,
  emailVerified: true,
  newsletterSubscribed: false,
  locale: 'en',
  twoFactor: { authenticator: false, phone: false },
  hasPassword: true,
  socialProviders: [],
  securityQuestions: [],
  deletionScheduledFor: null,
  createdAt: '2025-01-02T10:00:00.000Z',
};
