export { usersRouter } from './users.router.ts';
export { profileRouter } from './profile.router.ts';
export { channelsFor, type ChannelChoice } from './notification-settings.service.ts';
export { eraseDueAccounts, type ErasureResult } from './account-deletion.service.ts';
export { deviceLabel, getUserDto, isUnfamiliarDevice, recordSecurityEvent, type RequestMeta } from './users.service.ts';
export {
  findUserByEmail,
  findUserById,
  incrementFailedLogins,
  insertUser,
  loadUserAggregate,
  markEmailVerified,
  updateUser,
  upsertBusinessProfile,
  type UserRow,
} from './users.repository.ts';
export { initialsOf } from './user.mapper.ts';
