import type { ResetLinkDto } from '@fleetcare/shared';
import type { ResetLink } from './password.service.ts';

export function toResetLinkDto(link: ResetLink): ResetLinkDto {
  return { valid: true, email: link.user.email, expiresAt: link.token.expiresAt.toISOString() };
}
