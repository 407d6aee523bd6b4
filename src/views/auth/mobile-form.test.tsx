// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import auth from '../../../locales/en/auth.json';
import errors from '../../../locales/en/errors.json';
import { ApiError } from '../../api/api-error';
import { ServicesContext, type AppServices } from '../app-services';
import { MobileForm } from './mobile-form';

/** The phone form's "send code" failure as a person reads it. */

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['auth', 'errors'],
    resources: { en: { auth, errors } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => cleanup());

function mount(sendFails: unknown) {
  const idle = createActor(createMachine({ context: { problem: null, countries: [] } })).start();
  const services = {
    session: idle,
    siteData: idle,
    storage: { get: () => null },
    api: {
      auth: {
        checkByMobile: () => Promise.reject(sendFails),
        createName: () => Promise.resolve('demo1'),
      },
    },
  } as unknown as AppServices;
  render(
    <MemoryRouter>
      <ServicesContext.Provider value={services}>
        <MobileForm mode="login" />
      </ServicesContext.Provider>
    </MemoryRouter>,
  );
}

describe('MobileForm', () => {
  it('says a failed send in translated words, not the raw transport message', async () => {
    mount(new ApiError('network', 'Network Error'));
    fireEvent.change(screen.getByRole('textbox', { name: auth.phone }), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: auth.sendCode }));
    expect(await screen.findByText(errors.network)).toBeTruthy();
    expect(screen.queryByText('Network Error')).toBeNull();
  });

  it('says a refusal in the server words, as before', async () => {
    mount(new ApiError('server', 'This phone number is already registered', { code: 1002000020 }));
    fireEvent.change(screen.getByRole('textbox', { name: auth.phone }), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: auth.sendCode }));
    expect(await screen.findByText('This phone number is already registered')).toBeTruthy();
  });
});
