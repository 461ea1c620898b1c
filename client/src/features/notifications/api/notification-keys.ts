/** The notifications feature's query keys, written once. */
export const notificationKeys = {
  all: ['notifications'] as const,
  myList: () => [...notificationKeys.all, 'mine'] as const,
  one: (id: string) => [...notificationKeys.all, 'one', id] as const,
};
