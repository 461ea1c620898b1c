import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BANK_ACCOUNTS, walletsApi, type BankAccountDto, type PayoutBankDto } from '@fleetcare/shared';
import { sandboxAccountName } from '../../adapters/payments/sandbox.ts';
import { bankAccounts, outboxMessages, sandboxGatewayRecords, users } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  accountNumber,
  addBankAccount,
  createQuietWalletApp,
  GTBANK,
  insertBankAccounts,
  liveBankAccountCount,
  notificationsOf,
  PATHS,
  withGatewayDown,
  withId,
} from './wallet.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createQuietWalletApp();
});
afterAll(() => t.close());

/** Holds every createTransferRecipient call until `parties` of them have arrived, then lets them all go. */
async function withBarrierAtRecipient<T>(app: TestApp, parties: number, fn: () => Promise<T>): Promise<T> {
  const real = app.deps.payments;
  let arrived = 0;
  let release: () => void = () => undefined;
  const allThere = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.deps.payments = {
    ...real,
    name: real.name,
    async createTransferRecipient(input) {
      arrived += 1;
      if (arrived >= parties) release();
      await allThere;
      return real.createTransferRecipient(input);
    },
  };
  try {
    return await fn();
  } finally {
    app.deps.payments = real;
  }
}

const deletePath = (id: string) => withId(walletsApi.deleteBankAccount.path, id);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /wallets/get-payout-banks', () => {
  it("when asked, then the gateway's banks sorted by name; signed out, 401", async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(PATHS.banks).expect(200);
    const banks = res.body.data as PayoutBankDto[];
    expect(banks.length).toBeGreaterThanOrEqual(25);
    expect(banks).toContainEqual(GTBANK);
    const names = banks.map((bank) => bank.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    await request(t.app).get(PATHS.banks).expect(401);
  });

  it('when the gateway is down, then 502 PROVIDER_UNAVAILABLE', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await withGatewayDown(t, ['listBanks'], () => agent.get(PATHS.banks));
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PROVIDER_UNAVAILABLE');
  });
});

describe('POST /wallets/verify-bank-account', () => {
  it("when the account exists in the user's name, then the holder's name from the gateway, the bank's name and nameMatches", async () => {
    const { agent } = await signUpAndSignIn(t);
    const number = accountNumber();
    const res = await agent.post(PATHS.verify).send({ bankCode: GTBANK.code, accountNumber: number }).expect(200);
    expect(res.body.data).toEqual({
      bankCode: GTBANK.code,
      bankName: GTBANK.name,
      accountNumber: number,
      accountName: 'AMAKA OKAFOR',
      nameMatches: true,
    });
  });

  it("when the bank names someone else, then it says so before saving: the bank's name and nameMatches false", async () => {
    const { agent } = await signUpAndSignIn(t);
    const number = accountNumber('', { firstName: 'Chinedu', lastName: 'Okafor' });
    const res = await agent.post(PATHS.verify).send({ bankCode: GTBANK.code, accountNumber: number }).expect(200);
    expect(res.body.data).toMatchObject({ accountName: 'CHINEDU OKAFOR', nameMatches: false });
  });

  it('when the name is written another way (order, middle name, title), then it still matches', async () => {
    // The sandbox's test account 2000000001 is "EZE CHIAMAKA JOY".
    const { agent } = await signUpAndSignIn(t, { firstName: 'Chiamaka', lastName: 'Eze' });
    const res = await agent.post(PATHS.verify).send({ bankCode: GTBANK.code, accountNumber: '2000000001' }).expect(200);
    expect(res.body.data).toMatchObject({ accountName: 'EZE CHIAMAKA JOY', nameMatches: true });
  });

  it('when the bank is not on the list, then 400 on bankCode; malformed fields, 400 on each', async () => {
    const { agent } = await signUpAndSignIn(t);
    const unknown = await agent
      .post(PATHS.verify)
      .send({ bankCode: '999', accountNumber: accountNumber() })
      .expect(400);
    expect(unknown.body.fieldErrorKeys).toEqual({ bankCode: 'validation:bankCodeInvalid' });
    const malformed = await agent.post(PATHS.verify).send({ bankCode: '', accountNumber: '12345' }).expect(400);
    expect(malformed.body.fieldErrorKeys).toEqual({
      bankCode: 'validation:bankCodeInvalid',
      accountNumber: 'validation:accountNumberInvalid',
    });
  });

  it('when no such account exists at the bank, then 422 BANK_ACCOUNT_NOT_RESOLVED', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.post(PATHS.verify).send({ bankCode: GTBANK.code, accountNumber: '0001234567' }).expect(422);
    expect(res.body.code).toBe('BANK_ACCOUNT_NOT_RESOLVED');
  });

  it('when asked more than 10 times a minute, then 429 (resolving costs money); signed out, 401', async () => {
    const { agent } = await signUpAndSignIn(t);
    for (let i = 0; i < 10; i += 1) {
      await agent.post(PATHS.verify).send({ bankCode: GTBANK.code, accountNumber: accountNumber() }).expect(200);
    }
    const res = await agent.post(PATHS.verify).send({ bankCode: GTBANK.code, accountNumber: accountNumber() });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
    await request(t.app).post(PATHS.verify).send({ bankCode: GTBANK.code, accountNumber: accountNumber() }).expect(401);
  });
});

describe('POST /wallets/add-bank-account', () => {
  it("when the bank names someone else, then 422 BANK_ACCOUNT_NAME_MISMATCH naming the bank's holder, and nothing is saved or made at the gateway", async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const number = accountNumber('', { firstName: 'Chinedu', lastName: 'Okafor' });
    // A transfer recipient would be made after the check: the gateway being down for it changes nothing.
    const res = await withGatewayDown(t, ['createTransferRecipient'], () =>
      agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: number }),
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'BANK_ACCOUNT_NAME_MISMATCH', detail: 'CHINEDU OKAFOR' });
    expect(res.body.message).toContain('CHINEDU OKAFOR');
    expect(res.body.message).toContain('Amaka Okafor');
    expect(await liveBankAccountCount(t, user._id)).toBe(0);
    expect(await notificationsOf(t, user._id)).toEqual([]);
  });

  it('when the profile name is changed to the bank’s, then the same account can be saved', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const number = accountNumber('', { firstName: 'Zainab', lastName: 'Lawal' });
    await agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: number }).expect(422);
    await t.database.db.update(users).set({ firstName: 'Zainab', lastName: 'Lawal' }).where(eq(users.id, user._id));
    const saved = await addBankAccount(agent, number);
    expect(saved.accountName).toBe('ZAINAB LAWAL');
  });

  it("when a business account adds an account in its registered business name, then it is saved; a person's account with that name is refused", async () => {
    // The sandbox's test account 2000000002 is "DANFO LOGISTICS LIMITED".
    const business = await signUpAndSignIn(t, {
      firstName: 'Tunde',
      lastName: 'Bakare',
      accountType: 'business',
      business: { companyName: 'Danfo Logistics Ltd', rcNumber: 'RC1234567', fleetSize: 25, contactPerson: 'Tunde' },
    });
    const verified = await business.agent
      .post(PATHS.verify)
      .send({ bankCode: GTBANK.code, accountNumber: '2000000002' })
      .expect(200);
    expect(verified.body.data).toMatchObject({ accountName: 'DANFO LOGISTICS LIMITED', nameMatches: true });
    const saved = await addBankAccount(business.agent, '2000000002');
    expect(saved.accountName).toBe('DANFO LOGISTICS LIMITED');
    // Its owner's own account is theirs too (2000000006 is "BAKARE TUNDE").
    await addBankAccount(business.agent, '2000000006');

    const person = await signUpAndSignIn(t, { firstName: 'Tunde', lastName: 'Bakare' });
    const refused = await person.agent
      .post(PATHS.add)
      .send({ bankCode: GTBANK.code, accountNumber: '2000000002' })
      .expect(422);
    expect(refused.body.code).toBe('BANK_ACCOUNT_NAME_MISMATCH');
    expect(await liveBankAccountCount(t, person.user._id)).toBe(0);
  });

  it('when the account resolves, then it is saved with the name from the gateway and a transfer recipient, and the owner is told', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const number = accountNumber();
    const res = await agent
      .post(PATHS.add)
      .send({ bankCode: GTBANK.code, accountNumber: number, accountName: 'SOMEONE ELSE' })
      .expect(201);
    const dto = res.body.data as BankAccountDto;
    expect(dto).toMatchObject({
      bankCode: GTBANK.code,
      bankName: GTBANK.name,
      accountNumber: number,
      accountName: sandboxAccountName(number),
    });
    expect(Object.keys(dto).sort()).toEqual(
      ['_id', 'accountName', 'accountNumber', 'bankCode', 'bankName', 'createdAt'].sort(),
    );
    const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, dto._id));
    expect(row).toMatchObject({ userId: user._id, deletedAt: null });
    const [recipient] = await t.database.db
      .select()
      .from(sandboxGatewayRecords)
      .where(
        and(eq(sandboxGatewayRecords.kind, 'recipient'), eq(sandboxGatewayRecords.reference, row?.recipientCode ?? '')),
      );
    expect(recipient?.data).toMatchObject({
      accountNumber: number,
      bankCode: GTBANK.code,
      name: sandboxAccountName(number),
    });
    const [notice] = await notificationsOf(t, user._id);
    expect(notice).toMatchObject({ category: 'account' });
    expect(notice?.message).toContain(`•••• ${number.slice(-4)}`);
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, user.email), eq(outboxMessages.template, 'notification')));
    expect(mails.some((mail) => mail.textBody.includes(`•••• ${number.slice(-4)}`))).toBe(true);
  });

  it('when the same live account is added again, then 409 BANK_ACCOUNT_EXISTS; after deleting it, it can be added again', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const number = accountNumber();
    const first = await addBankAccount(agent, number);
    const again = await agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: number }).expect(409);
    expect(again.body.code).toBe('BANK_ACCOUNT_EXISTS');
    await agent.delete(deletePath(first._id)).expect(200);
    await addBankAccount(agent, number);
    expect(await liveBankAccountCount(t, user._id)).toBe(1);
  });

  it('when the user has 5 live accounts, then 409 BANK_ACCOUNT_LIMIT and nothing is asked of the gateway', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await insertBankAccounts(t, user._id, MAX_BANK_ACCOUNTS);
    const res = await withGatewayDown(t, ['resolveAccount', 'createTransferRecipient'], () =>
      agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: accountNumber() }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('BANK_ACCOUNT_LIMIT');
    expect(await liveBankAccountCount(t, user._id)).toBe(MAX_BANK_ACCOUNTS);
  });

  it('when two adds race with 4 accounts saved, then exactly one is saved and the other is BANK_ACCOUNT_LIMIT', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await insertBankAccounts(t, user._id, MAX_BANK_ACCOUNTS - 1);
    // Both pass the early check, then meet at the gateway, so their saves truly overlap.
    const results = await withBarrierAtRecipient(t, 2, () =>
      Promise.all([
        agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: accountNumber() }),
        agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: accountNumber() }),
      ]),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.status === 409)?.body.code).toBe('BANK_ACCOUNT_LIMIT');
    expect(await liveBankAccountCount(t, user._id)).toBe(MAX_BANK_ACCOUNTS);
  });

  it('when the same account is added twice at once, then it is saved once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const body = { bankCode: GTBANK.code, accountNumber: accountNumber() };
    const results = await withBarrierAtRecipient(t, 2, () =>
      Promise.all([agent.post(PATHS.add).send(body), agent.post(PATHS.add).send(body)]),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.status === 409)?.body.code).toBe('BANK_ACCOUNT_EXISTS');
    expect(await liveBankAccountCount(t, user._id)).toBe(1);
  });

  it('when the account does not resolve, then 422 and nothing is saved; bad input 400; signed out 401', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: '0009876543' }).expect(422);
    expect(res.body.code).toBe('BANK_ACCOUNT_NOT_RESOLVED');
    const bad = await agent.post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: '12345678901' }).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ accountNumber: 'validation:accountNumberInvalid' });
    expect(await liveBankAccountCount(t, user._id)).toBe(0);
    await request(t.app).post(PATHS.add).send({ bankCode: GTBANK.code, accountNumber: accountNumber() }).expect(401);
  });
});

describe('GET /wallets/get-saved-bank-accounts and DELETE|POST /wallets/delete-bank-account/:id', () => {
  it("when listed, then the user's live accounts, newest first, and nobody else's", async () => {
    const { agent } = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const older = await addBankAccount(agent);
    t.clock.advance(1000);
    const newer = await addBankAccount(agent);
    await addBankAccount(stranger.agent);
    const res = await agent.get(PATHS.saved).expect(200);
    expect((res.body.data as BankAccountDto[]).map((account) => account._id)).toEqual([newer._id, older._id]);
    await request(t.app).get(PATHS.saved).expect(401);
  });

  it('when deleted with DELETE or POST, then it leaves the list but its row stays (soft delete)', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const one = await addBankAccount(agent);
    const two = await addBankAccount(agent);
    const res = await agent.delete(deletePath(one._id)).expect(200);
    expect(res.body.data).toMatchObject({ _id: one._id });
    await agent.post(withId(walletsApi.deleteBankAccountPost.path, two._id)).expect(200);
    expect((await agent.get(PATHS.saved).expect(200)).body.data).toEqual([]);
    const rows = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, user._id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.deletedAt !== null)).toBe(true);
  });

  it("when the account is another user's, already deleted or unknown, then 404; a bad id 400; signed out 401", async () => {
    const { agent } = await signUpAndSignIn(t);
    const stranger = await signUpAndSignIn(t);
    const theirs = await addBankAccount(stranger.agent);
    expect((await agent.delete(deletePath(theirs._id)).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await stranger.agent.get(PATHS.saved).expect(200)).body.data).toHaveLength(1);
    const mine = await addBankAccount(agent);
    await agent.delete(deletePath(mine._id)).expect(200);
    await agent.delete(deletePath(mine._id)).expect(404);
    await agent.delete(deletePath(UNKNOWN_ID)).expect(404);
    const bad = await agent.delete(deletePath('not-a-uuid')).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ id: 'validation:bankAccountInvalid' });
    await request(t.app).delete(deletePath(theirs._id)).expect(401);
  });
});
