// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWidget, testContext, type FakeRoutes } from '../../shared/testing/widget-test-context.tsx';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import type { cancelWarningOptions } from './cancel-warning-options.ts';
import { CancelWarning } from './cancel-warning.tsx';

type Attributes = WidgetProps<typeof cancelWarningOptions>['attributes'];

const routes = (plan: object, extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /subscriptions': () => ({ body: { freshMealPlans: [{ parentId: 1001, boxNumber: 3, nextDeliveryDate: '2026-06-10', ...plan }] } }),
  'GET /customer/cats': () => ({ body: { c1: { freshMealPlanId: 1001, cat: { medicalConditionsDetails: '' } } } }),
  'GET /applications/customer': () => ({ body: [] }),
  'GET /orders/had-halloween-recipe': () => ({ body: { result: false } }),
  ...extra,
});

function show(search: string, attributes: Attributes = {}) {
  history.replaceState(null, '', `/warning${search}`);
  const context = testContext('cancel-warning');
  renderWidget(<CancelWarning attributes={attributes} json={{ title: 'Wait a moment' }} />, context);
  return context;
}

const sentence = (cat: string) =>
  `I understand that by cancelling my box, ${cat} will lose out on the benefits of fresh and it may take 1-2 weeks to reactivate my subscription.`;

describe('CancelWarning', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the spooky surprise for an October delivery and asks the orders service', async () => {
    const calls = fakeApi(routes({ nextDeliveryDate: '2026-10-01' }));
    show('?subscriptionId=1001&catName=Tom');
    expect(await screen.findByRole('heading', { name: 'Wait a moment' })).toBeTruthy();
    expect(screen.getByText("Don't miss out on your spooky surprise!")).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain('GET /applications/customer?filter=POTENTIALLY+USABLE');
    expect(calls.map((c) => c.key)).toContain('GET /orders/had-halloween-recipe?planId=1001');
    expect(calls.every((c) => new Headers(c.init.headers).get('Authorization') === 'Bearer token-1')).toBe(true);
  });

  it('shows the gift and discount texts', async () => {
    fakeApi(
      routes(
        { boxNumber: 1, gift: 'tote bag' },
        {
          'GET /applications/customer': () => ({
            body: [{ code: 'X', discount: { discount_type: 'absolute_total', value: 5 }, appliesToSubGroups: [{ subscriptionId: 1001 }] }],
          }),
        },
      ),
    );
    show('?subscriptionId=1001');
    expect(await screen.findByText('Cancel now and your cat will lose the free tote bag that comes with the first box.')).toBeTruthy();
    expect(screen.getByText("Cancel now and you'll lose your £5.00 discount on future boxes.")).toBeTruthy();
  });

  it('shows no card when no rule holds, and does not ask the orders service', async () => {
    const calls = fakeApi(routes({}));
    show('?subscriptionId=1001');
    await waitFor(() => expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(calls.some((c) => c.key.startsWith('GET /orders'))).toBe(false);
  });

  it('logs a failed lookup, shows no card, and the checkbox and links still work', async () => {
    fakeApi(routes({}, { 'GET /customer/cats': () => ({ status: 500, body: {} }) }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = show('?subscriptionId=1001&catName=Tom');
    await waitFor(() => expect(log).toHaveBeenCalledWith('katkin: cancel-warning: the warning lookup failed:', expect.any(Error)));
    expect(screen.queryByRole('heading')).toBeNull();
    const cancel = screen.getByRole('button', { name: 'Cancel my deliveries' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(sentence('Tom')));
    expect(cancel.disabled).toBe(false);
    fireEvent.click(cancel);
    expect(context.navigate).toHaveBeenCalledWith(`/forms/cancellation?subscriptionId=1001&catName=Tom`);
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(context.navigate).toHaveBeenLastCalledWith(`/manage-plan`);
  });

  it("says 'my cat' without catName and looks nothing up without a subscriptionId", () => {
    const calls = fakeApi(routes({}));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    show('');
    expect(screen.getByLabelText(sentence('my cat'))).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('uses data-subscription-id and data-cat-name when the page query has none', async () => {
    const calls = fakeApi(routes({ nextDeliveryDate: '2026-10-01' }));
    show('', { 'data-subscription-id': 1001, 'data-cat-name': 'Luna' });
    expect(await screen.findByText(/^Luna's October box/)).toBeTruthy();
    expect(calls.map((c) => c.key)).toContain('GET /orders/had-halloween-recipe?planId=1001');
  });

  it("data-heading-level sets the warning title's level; without it, h2", async () => {
    fakeApi(routes({ nextDeliveryDate: '2026-10-01' }));
    show('?subscriptionId=1001&catName=Tom', { 'data-heading-level': 4 });
    expect((await screen.findByRole('heading', { name: 'Wait a moment' })).tagName).toBe('H4');
    cleanup();
    show('?subscriptionId=1001&catName=Tom');
    expect((await screen.findByRole('heading', { name: 'Wait a moment' })).tagName).toBe('H2');
  });
});
