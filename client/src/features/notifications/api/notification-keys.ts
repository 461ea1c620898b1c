/** The notifications feature's query keys, written once. */
export const notificationKeys = {
  all: ['notifications'] as const,
  myList: () => [...notificationKeys.all, 'mine'] as const,
  one: (id: string) => [...notificationKeys.all, 'one', id] as const,
  /** What the live socket says: the bell's unseen count, the dropdown's newest and the unread chat messages. */
  live: () => [...notificationKeys.all, 'live'] as const,
  unseen: () => [...notificationKeys.live(), 'unseen'] as const,
  recent: () => [...notificationKeys.live(), 'recent'] as const,
  unreadMessages: () => [...notificationKeys.live(), 'unread-messages'] as const,
};
