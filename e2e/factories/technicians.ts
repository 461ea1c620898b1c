import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { adminApi, techniciansApi, usersApi, type TechnicianInfoDto } from '@fleetcare/shared';
import { DEMO_ACCOUNTS, signInByApi } from '../pages/demo.ts';
import { apiUrl, dataOf } from '../support/api.ts';
import { CERTIFICATE_PDF, PNG_8X8 } from '../support/files.ts';
import { randomIp, uniqueEmail } from '../support/people.ts';
import { confirmedAccount, type Account } from './users.ts';
import { addBankAccount } from './wallet.ts';

export interface TechnicianBase {
  line: string;
  landmark: string;
  town: string;
  lga: string;
  state: string;
  lat: number;
  lng: number;
  radiusKm: number;
}

export interface ApprovedTechnician extends Account {
  userId: string;
}

/** Digits no other technician of this run has: phones and NINs are unique. */
function uniqueDigits(length: number): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(/\D/g, '');
  return digits.slice(-length).padStart(length, '7');
}

const phone = () => ({ dialCode: '+234', number: `803${uniqueDigits(7)}` });

/**
 * An approved, on-duty technician made as a mechanic and an admin would make one, through the calls: signed up and
 * confirmed, every registration section saved (the given services and base), a photo, an ID and a certificate, two
 * references and a payout account on the sandbox bank (`accountNumber` must resolve to the name), the application
 * sent; then the demo admin opens it (into review) and approves it; the technician switches on duty. `request` is left signed in as the technician.
 */
export async function approvedTechnician(
  request: APIRequestContext,
  baseURL: string,
  {
    firstName,
    lastName,
    accountNumber,
    services,
    base,
  }: { firstName: string; lastName: string; accountNumber: string; services: string[]; base: TechnicianBase },
): Promise<ApprovedTechnician> {
  const account = await confirmedAccount(request, { firstName, lastName, email: uniqueEmail('mechanic') });
  const { line, landmark, town, lga, state, lat, lng, radiusKm } = base;
  const saved = await request.put(apiUrl(techniciansApi.updateTechnicianInfo), {
    data: {
      personal: {
        firstName,
        lastName,
        phone: phone(),
        dateOfBirth: '1989-05-14',
        bio: `${firstName} services cars and buses around ${town}.`,
      },
      skills: { trades: ['general-mechanic'], services, yearsExperience: 8 },
      languages: [
        { code: 'english', level: 'fluent' },
        { code: 'igbo', level: 'native' },
      ],
      serviceArea: { address: { line, landmark, town, lga, state, lat, lng }, radiusKm },
      availability: {
        days: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
          day,
          from: '07:00',
          to: '20:00',
        })),
      },
      identity: { nin: uniqueDigits(11) },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const avatar = await request.post(apiUrl(usersApi.uploadMyAvatar), {
    multipart: { avatar: { name: 'me.png', mimeType: 'image/png', buffer: PNG_8X8 } },
  });
  expect(avatar.status(), await avatar.text()).toBe(200);
  for (const paper of [
    {
      kind: 'id-document',
      title: 'National ID card',
      file: { name: 'id.png', mimeType: 'image/png', buffer: PNG_8X8 },
    },
    {
      kind: 'trade-test',
      title: 'Trade test certificate',
      file: { name: 'trade-test.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF },
    },
  ]) {
    const uploaded = await request.post(apiUrl(techniciansApi.uploadTechnicianCredentials), { multipart: paper });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  for (const [name, relationship] of [
    ['Obinna Nwankwo', 'employer'],
    ['Adaeze Okoro', 'colleague'],
  ] as const) {
    const reference = await request.post(apiUrl(techniciansApi.submitTechnicianReference), {
      data: { name, phone: phone(), email: uniqueEmail('reference'), relationship, yearsKnown: 5 },
    });
    expect(reference.status(), await reference.text()).toBe(201);
  }
  await addBankAccount(request, { accountNumber });
  const sent = await request.post(apiUrl(techniciansApi.submitTechnicianApplication));
  expect(sent.status(), await sent.text()).toBe(200);
  const info = await dataOf<TechnicianInfoDto>(await request.get(apiUrl(techniciansApi.getTechnicianInfo)));
  const userId = info.userId;

  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  try {
    await signInByApi(admin, DEMO_ACCOUNTS.admin);
    const resourceName = 'technician-applications';
    // Opening a sent application puts it in review; then it may be approved.
    await dataOf(await admin.get(apiUrl(adminApi.getResourceRecord, { resourceName, recordId: userId })));
    const approved = await admin.post(apiUrl(adminApi.runAction, { resourceName, action: 'approve' }), {
      data: { recordId: userId, idempotencyKey: crypto.randomUUID().replaceAll('-', ''), input: {} },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  // Approved technicians start off duty: no job comes until they switch on.
  const onDuty = await request.put(apiUrl(techniciansApi.updateTechnicianInfo), { data: { onDuty: true } });
  expect(onDuty.status(), await onDuty.text()).toBe(200);
  return { ...account, userId };
}
