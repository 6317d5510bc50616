// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth, KatkinStore, LoaderConfig } from '../../shared/store-types.ts';
import type { WidgetContext } from '../../shared/widget-types.ts';
import { FeedingGuidelines } from './feeding-guidelines.tsx';
import { WEIGHT_TOO_HEAVY_MESSAGE } from './weight-input.ts';

function setup(attributes: { 'data-kcal-per-tray'?: number } = {}) {
  const auth = atom<Auth | null>(null);
  const config = atom<LoaderConfig>({
    bases: { api: 'https://api.test', discounts: 'https://api.test', capi: 'https://api.test', legacy: 'https://api.test', orders: 'https://api.test' },
    siteBase: 'https://www.katkin.test',
    flavour: 'react',
  });
  const store = { auth, config, flags: atom({}), consent: atom({ analytics: false, marketing: false }), track: vi.fn(), onTrack: vi.fn() };
  const context: WidgetContext = {
    widget: 'feeding-guidelines',
    store: store as unknown as KatkinStore,
    options: { attributes: {}, jsonText: undefined },
    navigate: vi.fn(),
    ready: vi.fn(),
    fail: vi.fn(),
  };
  render(<FeedingGuidelines attributes={attributes} json={undefined} context={context} />);
  return { auth, context };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'See feeding guidelines' }));
const pick = (group: string, choice: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: choice }));
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const typeWeight = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Weight (kg)' }), { target: { value: text } });
const calculateButton = () => screen.getByRole('button', { name: 'Calculate' });

function fillAdult(weight = '4') {
  pick('Life stage', 'Adult');
  choose('Years', '5');
  pick('Gender', 'Girl');
  choose('Breed', 'Bengal');
  typeWeight(weight);
  pick('Activity', 'Active');
  pick('Body condition', 'Just right');
}

afterEach(cleanup);

describe('FeedingGuidelines', () => {
  it('reveals the calculator from the See feeding guidelines button', () => {
    setup();
    const button = screen.getByRole('button', { name: 'See feeding guidelines' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Feeding calculator' })).toBeNull();
    open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('form', { name: 'Feeding calculator' })).toBeTruthy();
  });

  it('enables Calculate only when complete, then shows the result panel', () => {
    setup();
    open();
    expect((calculateButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Answer every question to calculate.')).toBeTruthy();
    fillAdult();
    expect((calculateButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(calculateButton());
    const result = screen.getByRole('status');
    expect(within(result).getByText('Your cat needs 238 Kcal/day')).toBeTruthy();
    expect(within(result).getByText('So feed 1 a day')).toBeTruthy();
    expect(within(result).getByText('1 tray = 1')).toBeTruthy();
  });

  it('uses data-kcal-per-tray for the trays, in quarters', () => {
    setup({ 'data-kcal-per-tray': 200 });
    open();
    fillAdult();
    fireEvent.click(calculateButton());
    expect(screen.getByText('So feed 1¼ a day')).toBeTruthy();
  });

  it('lets only digits and one point or comma into the weight box', () => {
    setup();
    open();
    const box = screen.getByRole('textbox', { name: 'Weight (kg)' }) as HTMLInputElement;
    expect(box.getAttribute('inputmode')).toBe('decimal');
    typeWeight('4,5');
    expect(box.value).toBe('4,5');
    typeWeight('4,5a');
    expect(box.value).toBe('4,5');
    typeWeight('4,5.');
    expect(box.value).toBe('4,5');
  });

  it('gives an unreasonable weight a message and focus, not a number', () => {
    setup();
    open();
    fillAdult('16');
    fireEvent.click(calculateButton());
    const box = screen.getByRole('textbox', { name: 'Weight (kg)' });
    expect(screen.getByText(WEIGHT_TOO_HEAVY_MESSAGE)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByText(/Kcal\/day/)).toBeNull();
  });

  it('resets the age when the life stage changes, and clears a stale result', () => {
    setup();
    open();
    fillAdult();
    fireEvent.click(calculateButton());
    pick('Life stage', 'Kitten');
    expect(screen.queryByText(/Kcal\/day/)).toBeNull();
    expect(screen.queryByLabelText('Years')).toBeNull();
    expect((screen.getByLabelText('Months') as HTMLSelectElement).value).toBe('');
    expect((calculateButton() as HTMLButtonElement).disabled).toBe(true);
    choose('Weeks', '3');
    pick('Life stage', 'Senior');
    pick('Life stage', 'Kitten');
    expect((screen.getByLabelText('Weeks') as HTMLSelectElement).value).toBe('');
  });

  it("sends 'Log in instead' through navigate with the current path, and hides it when logged in", () => {
    const { auth, context } = setup();
    const link = screen.getByRole('link', { name: 'Log in instead' });
    const path = encodeURIComponent(location.pathname + location.search);
    expect(link.getAttribute('href')).toBe(`https://www.katkin.test/login?postLogin=${path}`);
    fireEvent.click(link);
    expect(context.navigate).toHaveBeenCalledWith(`/login?postLogin=${path}`);
    act(() => auth.set({ accessToken: 'abc' }));
    expect(screen.queryByRole('link', { name: 'Log in instead' })).toBeNull();
  });
});
