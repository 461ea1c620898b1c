import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { mergeCatalogues } from '../../../lib/merge-catalogues.ts';
import { humanise, useResourceText } from './resource-text.ts';

async function instance(language: 'en' | 'nb') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: {
      en: {
        // Two modules' files, merged as the app merges the folder.
        'admin-resources': mergeCatalogues([
          {
            users: {
              title: 'Users',
              options: { status: { 'on.hold': 'On hold' } },
              counters: { 'sign-ups': 'Sign-ups' },
            },
          },
          { payouts: { title: 'Payouts', actions: { retry: { title: 'Retry', done: 'Payout sent again.' } } } },
        ]),
        admin: { action: { done: 'Done: {{action}}.' } },
      },
      nb: { 'admin-resources': { users: { title: 'Brukere' } }, admin: { action: { done: 'Utført: {{action}}.' } } },
    },
  });
  return i18n;
}

function Labels() {
  const text = useResourceText();
  return (
    <ul>
      <li>{text.title('users')}</li>
      <li>{text.title('payouts')}</li>
      <li>{text.option('users', 'status', 'on.hold')}</li>
      <li>{text.field('users', 'lastSignInAt')}</li>
      <li>{text.actionDone('payouts', 'retry')}</li>
      <li>{text.actionDone('users', 'resend-confirmation')}</li>
      <li>{text.counter('users', 'sign-ups')}</li>
      <li>{text.counter('payouts', 'payouts-pending')}</li>
    </ul>
  );
}

describe('the labels of resources', () => {
  it('reads the merged catalogue in the reader’s language, then English, then the key’s own words, never the key', async () => {
    render(
      <I18nextProvider i18n={await instance('nb')}>
        <Labels />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Brukere',
      'Payouts',
      'On hold',
      'Last sign in at',
      'Payout sent again.',
      'Utført: Resend confirmation.',
      'Sign-ups',
      'Payouts pending',
    ]);
  });

  it('makes words of any key', () => {
    expect(humanise('firstName')).toBe('First name');
    expect(humanise('call-requests')).toBe('Call requests');
    expect(humanise('userId')).toBe('User ID');
    expect(humanise('super_admin')).toBe('Super admin');
  });
});

describe('a catalogue written as several files', () => {
  it('merges them object by object, a later text winning', () => {
    expect(mergeCatalogues([{ a: { x: '1', y: { z: '2' } } }, { a: { y: { w: '3' } }, b: '4' }, { b: '5' }])).toEqual({
      a: { x: '1', y: { z: '2', w: '3' } },
      b: '5',
    });
  });
});
