import { credentialFileTypes, TECHNICIAN_LIMITS } from '@fleetcare/shared';

/** The file input's `accept`: the types a credential may have, and their usual endings. */
export const CREDENTIAL_ACCEPT = [...credentialFileTypes, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

const endings: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The file's type as the browser names it, or by its ending when the browser names none. */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const ending = /\.(\w+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return endings[ending] ?? '';
}

export type CredentialFileProblem = 'type' | 'size' | 'empty';

/**
 * Why a chosen file cannot be sent as a credential, checked before it is sent (the server checks the bytes again):
 * PDF, JPEG or PNG, not empty, at most 5 MB.
 */
export function credentialFileProblem(file: File): CredentialFileProblem | null {
  if (!(credentialFileTypes as readonly string[]).includes(typeOf(file))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > TECHNICIAN_LIMITS.credentialFileMaxBytes) return 'size';
  return null;
}

/** A file's size for people: "820 KB", "4.2 MB" (in the reader's number format). */
export function fileSize(bytes: number, language: string | undefined): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)}\u00a0KB`;
  return `${format(bytes / (1024 * 1024), 1)}\u00a0MB`;
}
