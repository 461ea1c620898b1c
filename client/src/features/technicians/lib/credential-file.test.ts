import { describe, expect, it } from 'vitest';
import { credentialFileProblem, fileSize } from './credential-file.ts';

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('a credential file, checked before it is sent', () => {
  it('takes a PDF, a JPEG and a PNG of at most 5 MB', () => {
    expect(credentialFileProblem(fileOf('trade-test.pdf', 'application/pdf', 5 * 1024 * 1024))).toBeNull();
    expect(credentialFileProblem(fileOf('licence.jpg', 'image/jpeg', 800_000))).toBeNull();
    expect(credentialFileProblem(fileOf('licence.png', 'image/png', 800_000))).toBeNull();
  });

  it('when the browser names no type, then the ending decides', () => {
    expect(credentialFileProblem(fileOf('scan.PDF', '', 1000))).toBeNull();
    expect(credentialFileProblem(fileOf('scan.docx', '', 1000))).toBe('type');
  });

  it('refuses another type, an empty file and one over 5 MB', () => {
    expect(credentialFileProblem(fileOf('logo.svg', 'image/svg+xml', 1000))).toBe('type');
    expect(credentialFileProblem(fileOf('photo.webp', 'image/webp', 1000))).toBe('type');
    expect(credentialFileProblem(fileOf('empty.pdf', 'application/pdf', 0))).toBe('empty');
    expect(credentialFileProblem(fileOf('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toBe('size');
  });

  it('writes sizes in kilobytes and megabytes in the reader’s format', () => {
    expect(fileSize(820 * 1024, 'en')).toBe('820\u00a0KB');
    expect(fileSize(4.25 * 1024 * 1024, 'en')).toBe('4.3\u00a0MB');
    expect(fileSize(4.25 * 1024 * 1024, 'nb')).toBe('4,3\u00a0MB');
  });
});
