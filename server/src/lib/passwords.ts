import argon2 from 'argon2';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { randomToken } from '@fleetcare/shared';
import { AppError } from './errors.ts';

/**
 * argon2id with the OWASP ASVS / Password Storage Cheat Sheet parameters: 19 MiB memory, 2 iterations,
 * 1 degree of parallelism.
 */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs on libuv's thread pool, which file, DNS and zlib work share. A cap on concurrent hashes (and a
 * short queue) keeps a login flood from starving every other route: past the queue, callers get 429 at once.
 * The cap leaves one CPU core to the event loop (each hash keeps a core busy for tens of milliseconds: on a
 * 2-core machine two hashes at once would make every other request wait for CPU time) and two pool threads to
 * file and zlib work. bench/login-flood.mjs measures the effect on GET /api/health.
 */
const poolThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const MAX_CONCURRENT = Math.max(1, Math.min(availableParallelism() - 1, poolThreads - 2));
const MAX_QUEUED = 32;
let running = 0;
const queue: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (queue.length >= MAX_QUEUED) throw new AppError('RATE_LIMITED', { headers: { 'Retry-After': '2' } });
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => argon2.hash(password, hashOptions));
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return withHashSlot(() => argon2.verify(hash, password).catch(() => false));
}

/** True when a stored hash uses weaker parameters than today's: re-hash after the next successful sign-in. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, hashOptions);
}

/**
 * A hash of a random password, verified against when the e-mail is unknown, so that a wrong e-mail takes as
 * long as a wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= argon2.hash(`dummy-${randomToken()}`, hashOptions);
  return dummyHash;
}

// Firefox Accounts' list of common passwords (about 50,000 entries, MPL-2.0), shipped inside the package.
const require = createRequire(import.meta.url);
const commonPasswordCheck = require('fxa-common-password-list') as { test(password: string): boolean };

export function isCommonPassword(password: string): boolean {
  return commonPasswordCheck.test(password.toLowerCase());
}

export const passwordContext = { isCommonPassword };
