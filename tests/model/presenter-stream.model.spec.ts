import type { Page } from '@playwright/test';
import { expect, test, type Control } from '../e2e/fixtures';
import { encoderState, killEncoders, openConsole, startEncoder, type Encoder } from '../e2e/presenter-kit';
import { browserPaths, eventsOf, type ModelEvent, type ModelState } from './presenter-stream.model';

/**
 * The presenter stream model (presenter-stream.model.ts) walked through the real console against the
 * simulator and a real encoder (ffmpeg pushing to the URL and key the console shows). The same model
 * runs against the real chart in tests/unit/presenter-stream-model-conformance.test.ts (every state,
 * every transition); here BROWSER_PATHS walk the states a browser can reach without faking the
 * encoder (loadFailed and stopFailed are left to the chart's run). Each path has its own scope, so
 * its own streams.
 */

function walk(page: Page, control: Control) {
  const form = page.getByTestId('stream-form');
  let target: { url: string; key: string } | null = null;
  let encoder: Encoder | null = null;

  const fillAndSave = async (title: string) => {
    const match = form.getByLabel('Match');
    await expect(match.locator('option').nth(1)).toBeAttached();
    await match.selectOption({ index: 1 });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Save stream' }).click();
  };

  const states: Record<ModelState, () => Promise<void>> = {
    closed: async () => {},
    loadFailed: async () => {
      throw new Error('not walked in the browser');
    },
    stopFailed: async () => {
      throw new Error('not walked in the browser');
    },
    draft: async () => {
      await expect(form.getByRole('button', { name: 'Save stream' })).toBeEnabled();
      await expect(page.getByTestId('stream-problem')).toHaveCount(0);
      await expect(page.getByTestId('encoder-panel')).toHaveCount(0);
    },
    saveFailed: async () => {
      await expect(page.getByTestId('stream-problem')).toHaveText(/Some fields are not valid/);
      await expect(form.getByRole('button', { name: 'Save stream' })).toBeEnabled();
    },
    waiting: async () => {
      await expect(encoderState(page)).toHaveText('Waiting for your encoder');
      await expect(page.getByRole('textbox', { name: 'Stream key' })).toHaveValue(/\?key=/);
      target = {
        url: await page.getByRole('textbox', { name: 'RTMP URL' }).inputValue(),
        key: await page.getByRole('textbox', { name: 'Stream key' }).inputValue(),
      };
    },
    live: async () => {
      await expect(encoderState(page)).toHaveText('Live', { timeout: 20_000 });
      await expect(page.getByTestId('encoder-figures')).toContainText('kbps');
    },
    lost: async () => {
      await expect(encoderState(page)).toHaveText(/^Encoder lost/, { timeout: 15_000 });
      await expect(page.getByRole('textbox', { name: 'Stream key' })).toHaveValue(target!.key);
    },
    stopped: async () => {
      await expect(encoderState(page)).toHaveText('Stream stopped');
      await expect(page.getByRole('textbox', { name: 'Stream key' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'New stream' })).toBeVisible();
    },
  };

  const events: Record<ModelEvent, () => Promise<void>> = {
    OPEN: () => openConsole(page),
    OPEN_FAILS: async () => {
      throw new Error('not walked in the browser');
    },
    RETRY: async () => {
      throw new Error('not walked in the browser');
    },
    SAVE: () => fillAndSave('Model walk'),
    SAVE_SCHEDULED: async () => {
      await form.getByLabel('Start later (optional)').fill('2099-01-01T20:00');
      await fillAndSave('Model walk, later');
    },
    SAVE_REFUSED: async () => {
      await control.fault({
        match: '/api/live/stream/save',
        kind: 'error',
        code: 400,
        msg: 'title is 2-80 characters',
        times: 1,
      });
      await fillAndSave('Refused once');
    },
    PUSH: async () => {
      encoder = startEncoder(target!.url, target!.key);
    },
    DROP: async () => {
      encoder?.stop();
    },
    UPDATE: async () => {
      await form.getByLabel('Title').fill('Model walk, renamed');
      await form.getByRole('button', { name: 'Update stream' }).click();
      await expect(page.getByText('Changes saved.')).toBeVisible();
    },
    // Stopping asks first: the dialog's own Stop confirms.
    STOP: async () => {
      await page.getByRole('button', { name: 'Stop stream' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Stop stream' }).click();
    },
    STOP_FAILS: async () => {
      throw new Error('not walked in the browser');
    },
    ADMIN_STOP: async () => {
      throw new Error('not walked in the browser');
    },
    NEW: () => page.getByRole('button', { name: 'New stream' }).click(),
  };
  return { states, events };
}

test.describe('presenter stream model through the UI', () => {
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(() => killEncoders());
  for (const { title, path } of browserPaths()) {
    test(`${title}: ${eventsOf(path).join(' → ')}`, async ({ page, control }) => {
      const { states, events } = walk(page, control);
      await path.test({
        states: {
          ...states,
          '*': (s: { value: unknown }) => {
            throw new Error(`no check for ${JSON.stringify(s.value)}`);
          },
        },
        events,
      } as never);
    });
  }
});
