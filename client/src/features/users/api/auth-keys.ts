/** The accounts feature's query keys, written once (style: one place per concept). */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
  socialProviders: () => [...authKeys.all, 'social-providers'] as const,
  resetLink: (id: string, token: string) => [...authKeys.all, 'reset-link', id, token] as const,
  recentActivities: () => [...authKeys.all, 'recent-activities'] as const,
  authenticator: () => [...authKeys.all, 'authenticator'] as const,
  notificationSettings: () => [...authKeys.all, 'notification-settings'] as const,
};
