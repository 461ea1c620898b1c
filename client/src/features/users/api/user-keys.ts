/** The users feature's query keys, written once. */
export const userKeys = {
  all: ['users'] as const,
  currentUser: () => [...userKeys.all, 'current-user'] as const,
  socialProviders: () => [...userKeys.all, 'social-providers'] as const,
  resetLink: (id: string, token: string) => [...userKeys.all, 'reset-link', id, token] as const,
  recentActivities: () => [...userKeys.all, 'recent-activities'] as const,
  sessions: () => [...userKeys.all, 'sessions'] as const,
  authenticator: () => [...userKeys.all, 'authenticator'] as const,
  notificationSettings: () => [...userKeys.all, 'notification-settings'] as const,
};
