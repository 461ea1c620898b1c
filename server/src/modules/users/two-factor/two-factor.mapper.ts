import type { AuthenticatorProvisioningDto, CodeSentDto, TransactionOtpDto } from '@fleetcare/shared';
import type { Provisioning } from './authenticator.service.ts';
import type { CodeSent } from './otp.service.ts';

export function toProvisioningDto(provisioning: Provisioning): AuthenticatorProvisioningDto {
  return { uri: provisioning.uri, secret: provisioning.secret, qrCode: provisioning.qrCode, enabled: false };
}

export function toCodeSentDto(sent: CodeSent): CodeSentDto {
  return {
    sentTo: sent.sentTo,
    expiresAt: sent.expiresAt.toISOString(),
    resendAfterSeconds: sent.resendAfterSeconds,
  };
}

export function toTransactionOtpDto(sent: CodeSent): TransactionOtpDto {
  return { ...toCodeSentDto(sent), channel: sent.channel };
}
