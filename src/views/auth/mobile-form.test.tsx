// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import auth from '../../../locales/en/auth.json';
import errors from '../../../locales/en/errors.json';
import { ApiError } from '../../api/api-error';
import { variantDefaults, type Variant } from '../../config/variant';
import { ServicesContext, type AppServices } from '../app-services';
import { MobileForm } from './mobile-form';
import { inEnglish } from '../../../tests/support/component-test-kit';

/** The phone form's "send code" failure as a person reads it. */

inEnglish({ auth, errors });

interface FakeAuth {
  checkByMobile?: (phone: string, areaCode: string) => Promise<{ registered: boolean; sent: boolean }>;
  checkByCode?: (phone: string, code: string) => Promise<boolean>;
  createName?: () => Promise<string>;
}

function mount(
  sendFails: unknown,
  mode: 'login' | 'register' = 'login',
  auth: FakeAuth = {},
  build: Variant = 'vietnam',
) {
  const idle = createActor(createMachine({ context: { problem: null, countries: [] } })).start();
  const sent: unknown[] = [];
  const session = { ...idle, send: (event: unknown) => sent.push(event) };
  const services = {
    session: Object.assign(Object.create(Object.getPrototypeOf(idle) as object) as object, idle, session),
    siteData: idle,
    storage: { get: () => null },
    variant: variantDefaults(build),
    api: {
      auth: {
        checkByMobile: () => Promise.reject(sendFails),
        checkByCode: () => Promise.resolve(true),
        createName: () => Promise.resolve('demo1'),
        ...auth,
      },
    },
  } as unknown as AppServices;
  render(
    <MemoryRouter>
      <ServicesContext.Provider value={services}>
        <MobileForm mode={mode} />
      </ServicesContext.Provider>
    </MemoryRouter>,
  );
  return sent;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

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

  it('says a wrong code as soon as it is complete, before the form is sent', async () => {
    const wrong = new ApiError('server', 'Wrong verification code', { code: 1002000015 });
    mount(null, 'login', {
      checkByMobile: () => Promise.resolve({ registered: true, sent: true }),
      checkByCode: (_phone, code) => (code === '123456' ? Promise.resolve(true) : Promise.reject(wrong)),
    });
    type(auth.phone, '0912345678');
    fireEvent.click(screen.getByRole('button', { name: auth.sendCode }));
    await screen.findByText(auth.codeSent);
    type(auth.smsCode, '111111');
    fireEvent.blur(screen.getByRole('textbox', { name: auth.smsCode }));
    expect(await screen.findByText(auth.codeWrong)).toBeTruthy();
    type(auth.smsCode, '123456');
    fireEvent.blur(screen.getByRole('textbox', { name: auth.smsCode }));
    expect(await screen.findByText(auth.codeOk)).toBeTruthy();
    expect(screen.queryByText(auth.codeWrong)).toBeNull();
  });

  it('at registration, a number with an account says so and offers to log in with it', async () => {
    const sent = mount(null, 'register', { checkByMobile: () => Promise.resolve({ registered: true, sent: true }) });
    type(auth.phone, '0912345678');
    fireEvent.click(screen.getByRole('button', { name: auth.sendCode }));
    expect(await screen.findByText(auth.phoneTaken)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: auth.phoneTakenAction }));
    expect(sent).toContainEqual({ type: 'OPEN_DIALOG', page: 'mobileLogin' });
  });

  it('at registration, a free number fills in a suggested name', async () => {
    mount(null, 'register', { checkByMobile: () => Promise.resolve({ registered: false, sent: true }) });
    type(auth.phone, '0987654321');
    fireEvent.click(screen.getByRole('button', { name: auth.sendCode }));
    await screen.findByText(auth.codeSent);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: auth.userName }) as HTMLInputElement).value).toBe('demo1'),
    );
  });

  it("starts on the build variant's calling code, and shows only that code until the country list comes", async () => {
    const asked: string[] = [];
    const checkByMobile = (_phone: string, areaCode: string) => {
      asked.push(areaCode);
      return Promise.resolve({ registered: false, sent: true });
    };
    mount(null, 'register', { checkByMobile }, 'cn');
    const country = screen.getByRole('combobox', { name: auth.country }) as HTMLSelectElement;
    expect(country.value).toBe('86');
    expect([...country.options].map((o) => o.textContent)).toEqual(['+86']);
    type(auth.phone, '13812345678');
    fireEvent.click(screen.getByRole('button', { name: auth.sendCode }));
    await screen.findByText(auth.codeSent);
    expect(asked).toEqual(['86']);
  });
});
