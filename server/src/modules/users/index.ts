export { usersRouter } from './users.router.ts';
export { getUserDto, recordSecurityEvent, type RequestMeta } from './users.service.ts';
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
