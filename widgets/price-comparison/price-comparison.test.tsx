// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWidget, testContext, type FakeRoutes } from '../../shared/testing/widget-test-context.tsx';
import { PriceComparison } from './price-comparison.tsx';

type Route = FakeRoutes[string];
const json = (status: number, body: unknown) => ({ status, body });

function setup(
  flag: string | null = 'test',
  competitor: Route = () => json(200, { costPerDay: 1.1, meatPercentage: 4 }),
  tray: Route = () => json(200, { traySize: 220, price: 96.6 }),
) {
  const context = testContext('price-comparison', { auth: null });
  const { store } = context;
  if (flag) store.setFlags({ 'price-calculator': flag });
  const calls = fakeApi({ 'GET /subscriptions/tray-sizes': tray, 'GET /competitors/portion': competitor });
  const view = renderWidget(<PriceComparison />, context);
  return { store, context, calls, view };
}

const pick = (group: string, choice: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: choice }));
// By role and accessible name: the name leaves out the asterisk, which is hidden from screen readers.
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
const messages = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const compareButton = () => screen.queryByRole('button', { name: 'Compare' });

function fillAdult(brand = 'whiskas') {
  choose('Breed', 'Bengal');
  pick('Is your cat under 1 year old?', 'No');
  pick('Activity level', 'Active');
  pick('Body condition', 'Just right');
  choose('Current food type', 'wet');
  choose('Current brand', brand);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PriceComparison', () => {
  it("renders nothing unless price-calculator is 'test', and follows flag changes at once", () => {
    const { store, view } = setup(null);
    expect(view.container.innerHTML).toBe('');
    act(() => store.setFlags({ 'price-calculator': 'test' }));
    expect(screen.getByRole('form', { name: 'Price comparison' })).toBeTruthy();
    act(() => store.setFlags({ 'price-calculator': 'control' }));
    expect(view.container.innerHTML).toBe('');
  });

  it('shows the missing-answer messages until complete, then Compare', () => {
    setup();
    expect(messages()).toEqual(['No age selected.', 'No breed selected.', 'No current food or brand selected.']);
    expect(compareButton()).toBeNull();
    pick('Is your cat under 1 year old?', 'Yes');
    expect(messages()).toContain('Missing age details.');
    choose('Weeks', '2');
    expect(messages()).not.toContain('Missing age details.');
    pick('Is your cat under 1 year old?', 'No');
    expect(messages()).toContain('Missing Body condition or Activity level.');
    expect(screen.queryByRole('combobox', { name: 'Weeks' })).toBeNull();
    fillAdult();
    expect(messages()).toEqual([]);
    expect(compareButton()).toBeTruthy();
  });

  it('marks every question required: * after each label (not read out), the key once, required on the controls', () => {
    setup();
    const form = screen.getByRole('form', { name: 'Price comparison' });
    const labels = () => [...form.querySelectorAll('legend, .katkin-select > label')].map((label) => label.textContent);
    expect(screen.getByText('* required').getAttribute('aria-hidden')).toBe('true');
    expect(labels()).toEqual(['Breed *', 'Is your cat under 1 year old? *', 'Current food type *', 'Current brand *']);
    pick('Is your cat under 1 year old?', 'No');
    expect(labels()).toEqual(['Breed *', 'Is your cat under 1 year old? *', 'Activity level *', 'Body condition *', 'Current food type *', 'Current brand *']);
    expect([select('Breed'), select('Current food type'), select('Current brand')].every((field) => field.required)).toBe(true);
    pick('Is your cat under 1 year old?', 'Yes');
    expect(labels()).toEqual(['Breed *', 'Is your cat under 1 year old? *', 'Age (months or weeks) * (required)', 'Months', 'Weeks', 'Current food type *', 'Current brand *']);
    expect([select('Months').required, select('Weeks').required]).toEqual([false, false]);
  });

  it('resets the age details when the age question changes', () => {
    setup();
    pick('Is your cat under 1 year old?', 'Yes');
    choose('Months', '5');
    pick('Is your cat under 1 year old?', 'No');
    pick('Is your cat under 1 year old?', 'Yes');
    expect(select('Months').value).toBe('');
  });

  it('compares: processing, then the outcome, the claim and the sign-up button with the answers', async () => {
    const { context, calls } = setup();
    fillAdult();
    fireEvent.click(compareButton()!);
    expect(screen.getByRole('form').getAttribute('data-state')).toBe('processing');
    expect(screen.getByText('Comparing prices…')).toBeTruthy();
    await screen.findByText('KatKin is £1.20 a day more than Whiskas, for fresh food made from real, human-quality meat.');
    expect(screen.getByRole('form').getAttribute('data-state')).toBe('complete');
    expect(screen.getByText('£2.30 a day')).toBeTruthy();
    expect(screen.getByText('£1.10 a day')).toBeTruthy();
    expect(screen.getByText('96% more meat')).toBeTruthy();
    expect(String(calls[0]!.url)).toContain('kcalPerDay=238');
    // The multicat text (contract section 5) right under the offer.
    const offer = screen.getByRole('button', { name: 'Try now with 20% off' });
    expect(offer.nextElementSibling?.textContent).toBe('More than one cat? Multicat discount: 5% ongoing.');
    fireEvent.click(offer);
    expect(context.navigate).toHaveBeenCalledWith(
      '/forms/fresh-new-user?breed=Bengal&isKitten=NO&activity=active&bodyCondition=just-right&foodType=wet&brand=whiskas',
    );
  });

  it('shows the unknown outcome when the brand has no data, and a stale result goes on a change', async () => {
    const { calls } = setup('test', () => json(404, { message: 'unknown' }));
    fillAdult('other');
    fireEvent.click(compareButton()!);
    await screen.findByText("We don't have prices for your current brand yet, so here is what KatKin would cost.");
    // An unknown route answers 404 too: the unknown outcome must come from the competitor route.
    expect(calls.map((c) => c.url.pathname)).toContain('/competitors/portion');
    expect(screen.getByText('96% more meat')).toBeTruthy();
    choose('Breed', 'Persian');
    expect(screen.queryByText('96% more meat')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try now with 20% off' })).toBeNull();
    expect(screen.queryByText('More than one cat? Multicat discount: 5% ongoing.')).toBeNull();
  });

  it('says so when prices cannot be fetched, and Compare can be tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup('test', () => json(500, {}));
    fillAdult();
    fireEvent.click(compareButton()!);
    await screen.findByText("We couldn't compare prices just now. Please try again.");
    expect(compareButton()).toBeTruthy();
  });

  it("shows 'Couldn't calculate calories needed…' when the answers give no calorie figure", async () => {
    setup();
    fillAdult();
    pick('Is your cat under 1 year old?', 'Yes');
    choose('Months', '3');
    // A tampered page (or a future option) can post an age beyond the kitten limits.
    const months = select('Months');
    const beyond = document.createElement('option');
    beyond.value = '12';
    months.append(beyond);
    choose('Months', '12');
    fireEvent.click(compareButton()!);
    await waitFor(() => expect(screen.getByText("Couldn't calculate calories needed, please check all fields are filled out correctly.")).toBeTruthy());
  });

  it('compares once for three quick presses of Compare (one pair of requests)', () => {
    const never = () => new Promise<never>(() => {});
    const { calls } = setup('test', never, never);
    fillAdult();
    act(() => {
      fireEvent.click(compareButton()!);
      fireEvent.click(compareButton()!);
      fireEvent.click(compareButton()!);
    });
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.url.pathname).sort()).toEqual(['/competitors/portion', '/subscriptions/tray-sizes']);
  });
});
