// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

afterEach(cleanup);

const KEYS = ['one', 'two', 'three'] as const;
type Key = (typeof KEYS)[number];

function Strip() {
  const [tab, setTab] = useState<Key>('one');
  return (
    <>
      <Tabs
        label="Sections"
        keys={KEYS}
        selected={tab}
        onSelect={setTab}
        tabId={(k) => `t-${k}`}
        panelId={() => 'p'}
        className="strip"
        tabClassName={(_, selected) => (selected ? 'is-on' : '')}
      >
        {(k) => k.toUpperCase()}
      </Tabs>
      <TabPanel id="p" tabId={`t-${tab}`}>
        {tab}
      </TabPanel>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('Tabs', () => {
  it('is a named tablist whose selected tab alone is in the Tab order and names the panel', () => {
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    expect(tab('ONE').getAttribute('aria-selected')).toBe('true');
    expect(KEYS.map((k) => tab(k.toUpperCase()).tabIndex)).toEqual([0, -1, -1]);
    expect(tab('TWO').getAttribute('aria-controls')).toBe('p');
    expect(screen.getByRole('tabpanel', { name: 'ONE' }).textContent).toBe('one');
  });

  it('moves the selection and the focus with Right and Left (wrapping), Home and End', () => {
    render(<Strip />);
    tab('ONE').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('TWO'));
    expect(tab('TWO').getAttribute('aria-selected')).toBe('true');
    expect(tab('TWO').tabIndex).toBe(0);
    expect(tab('ONE').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'TWO' }).textContent).toBe('two');
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('ONE'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('THREE'));
    press('Home');
    expect(document.activeElement).toBe(tab('ONE'));
    press('End');
    expect(document.activeElement).toBe(tab('THREE'));
    expect(tab('THREE').getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click and leaves other keys alone', () => {
    render(<Strip />);
    fireEvent.click(tab('THREE'));
    expect(tab('THREE').getAttribute('aria-selected')).toBe('true');
    tab('THREE').focus();
    press('ArrowDown');
    expect(document.activeElement).toBe(tab('THREE'));
    expect(tab('THREE').getAttribute('aria-selected')).toBe('true');
  });
});
