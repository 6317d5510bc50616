// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWidget, testContext } from '../../shared/testing/widget-test-context.tsx';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import type { discountOfferOptions } from './discount-offer-options.ts';
import { DiscountOffer } from './discount-offer.tsx';

type Attributes = WidgetProps<typeof discountOfferOptions>['attributes'];

const estimate = { percentageSaved: 20, savings: 9.12, originalPrice: 45.6, discountedPrice: 36.48 };

function show(search: string, attributes: Attributes = { 'data-discount-code': 'STAY20' }, token: string | null = 'token-1') {
  history.replaceState(null, '', `/offer${search}`);
  const context = testContext('discount-offer', { auth: token ? { accessToken: token } : null });
  renderWidget(<DiscountOffer attributes={attributes} json={undefined} />, context);
  return context;
}

describe('DiscountOffer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    // A past date, not max-age=0: happy-dom keeps a max-age=0 cookie until the clock ticks past its
    // expiry, so the next test could read it in the same millisecond.
    document.cookie = 'logged_in_v1=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('goes to the bare failed page when subscriptionId is missing or not numeric', () => {
    fakeApi({});
    for (const search of ['', '?subscriptionId=abc', '?subscriptionId=12x']) {
      const context = show(search);
      expect(context.navigate).toHaveBeenCalledWith(`/discounts/failed`);
      cleanup();
    }
  });

  it('shows SOMETHING WENT WRONG and reports invalid options when the code is missing', () => {
    const calls = fakeApi({});
    const context = show('?subscriptionId=1001', {});
    expect(screen.getByText('SOMETHING WENT WRONG')).toBeTruthy();
    expect(screen.getByText('Try again to claim the discount.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(context.fail).toHaveBeenCalledWith('invalid-options', expect.stringContaining('data-discount-code is required'));
    expect(calls).toHaveLength(0);
  });

  it('logged in by cookie only: waits for setAuth, then loads the estimate once and shows it', async () => {
    const calls = fakeApi({ 'GET /estimation/subscription': () => ({ body: estimate }) });
    document.cookie = 'logged_in_v1=1; path=/';
    const context = show('?subscriptionId=1001&catName=Tom', undefined, null);
    expect(screen.getByText('Loading your offer…')).toBeTruthy();
    expect(calls).toHaveLength(0);
    act(() => context.store.setAuth({ accessToken: 'late-token' }));
    expect(await screen.findByRole('button', { name: 'Get 20% OFF' })).toBeTruthy();
    expect(calls.map((c) => c.key)).toEqual(['GET /estimation/subscription?subscriptionId=1001&code=STAY20']);
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Bearer late-token');
    const text = screen.getByRole('status').textContent;
    expect(text).toContain('Save 20% on your next box');
    expect(text).toContain('You save£9.12');
    expect(text).toContain('Usual price£45.60');
    expect(text).toContain('Your price£36.48');
    expect(text).toContain('Keep Tom on fresh food');
    act(() => context.store.setAuth({ accessToken: 'refreshed-token' }));
    expect(calls).toHaveLength(1);
  });

  it('applies and goes to the applied page with the form answers', async () => {
    const calls = fakeApi({
      'GET /estimation/subscription': () => ({ body: estimate }),
      'POST /applications/customer': () => ({ body: true }),
    });
    const context = show('?subscriptionId=1001', { 'data-discount-code': 'STAY20', 'data-cat-name': 'Tom', 'data-cat-sex': 'BOY', 'data-cancellation-primary': 'TOO_EXPENSIVE' });
    fireEvent.click(await screen.findByRole('button', { name: 'Get 20% OFF' }));
    await waitFor(() =>
      expect(context.navigate).toHaveBeenCalledWith(`/discounts/applied?cat=Tom&discountPercentage=20&catSex=BOY`),
    );
    expect(calls[1]!.init.body).toBe('{"code":"STAY20"}');
    expect(screen.getByText(/so here is a discount on his next box/)).toBeTruthy();
  });

  it('while the POST is in flight the button keeps focus and is aria-disabled, the wait is announced, and presses send one POST', async () => {
    let answer!: (reply: { body: unknown }) => void;
    const calls = fakeApi({
      'GET /estimation/subscription': () => ({ body: estimate }),
      'POST /applications/customer': () => new Promise((done) => (answer = done)),
    });
    const context = show('?subscriptionId=1001');
    const button = (await screen.findByRole('button', { name: 'Get 20% OFF' })) as HTMLButtonElement;
    expect([button.getAttribute('aria-disabled'), button.querySelector('.katkin-spinner'), screen.queryByText('Applying your discount…')]).toEqual([null, null, null]);
    act(() => button.focus());
    // One act(): React renders only after all three, so the button is still ready for the second and third.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.katkin-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Applying your discount…').closest('[role="status"]')).not.toBeNull();
    const posts = () => calls.filter((call) => call.key === 'POST /applications/customer');
    await waitFor(() => expect(posts()).toHaveLength(1));
    fireEvent.click(button); // pressed again once it shows busy
    await act(async () => answer({ body: true }));
    await waitFor(() => expect(context.navigate).toHaveBeenCalledWith('/discounts/applied?discountPercentage=20'));
    expect(posts()).toHaveLength(1);
    expect(document.activeElement).toBe(button);
    expect(screen.getByText('Applying your discount…')).toBeTruthy();
  });

  it.each([
    ['a false reply', () => ({ body: false })],
    ['a server error', () => ({ status: 500, body: {} })],
  ])('goes to the failed page with the code after %s, and logs it', async (_name, reply) => {
    fakeApi({ 'GET /estimation/subscription': () => ({ body: estimate }), 'POST /applications/customer': reply });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = show('?subscriptionId=1001&catName=Luna', { 'data-discount-code': 'STAY20', 'data-cat-sex': 'GIRL' });
    fireEvent.click(await screen.findByRole('button', { name: 'Get 20% OFF' }));
    await waitFor(() =>
      expect(context.navigate).toHaveBeenCalledWith(
        `/discounts/failed?cat=Luna&discountPercentage=20&catSex=GIRL&discountCode=STAY20`,
      ),
    );
    expect(log).toHaveBeenCalledWith('katkin: discount-offer: applying the discount failed:', expect.any(Error));
    expect(screen.getByText("We couldn't apply your discount.")).toBeTruthy();
  });

  it('shows the estimate failure box and loads again on Try again', async () => {
    let fail = true;
    fakeApi({ 'GET /estimation/subscription': () => (fail ? { status: 500, body: {} } : { body: estimate }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('?subscriptionId=1001');
    expect(await screen.findByText('SOMETHING WENT WRONG')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Get 20% OFF' })).toBeTruthy();
  });

  it('treats a malformed estimate as a failure', async () => {
    fakeApi({ 'GET /estimation/subscription': () => ({ body: { percentageSaved: '20' } }) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    show('?subscriptionId=1001');
    expect(await screen.findByText('SOMETHING WENT WRONG')).toBeTruthy();
    expect(String(log.mock.calls[0]?.[1])).toContain('percentageSaved: expected number');
  });

  it('uses data-subscription-id when the page query has none', async () => {
    const calls = fakeApi({ 'GET /estimation/subscription': () => ({ body: estimate }) });
    show('', { 'data-discount-code': 'STAY20', 'data-subscription-id': 77 });
    await screen.findByRole('button', { name: 'Get 20% OFF' });
    expect(calls[0]!.key).toBe('GET /estimation/subscription?subscriptionId=77&code=STAY20');
  });

  it("logged in by cookie only, no token 15 s after mounting: 'SOMETHING WENT WRONG' with a link back to /manage-plan; a late token still loads", async () => {
    const calls = fakeApi({ 'GET /estimation/subscription': () => ({ body: estimate }) });
    document.cookie = 'logged_in_v1=1; path=/';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const context = show('?subscriptionId=1001', undefined, null);
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.getByRole('status').textContent).toBe('Loading your offer…');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('SOMETHING WENT WRONG')).toBeTruthy();
    expect(screen.getByText('Try again to claim the discount.')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to my plan' });
    expect(back.getAttribute('href')).toBe('https://www.site.test/manage-plan');
    fireEvent.click(back);
    expect(context.navigate).toHaveBeenCalledWith('/manage-plan');
    expect(calls).toHaveLength(0);
    vi.useRealTimers();
    act(() => context.store.setAuth({ accessToken: 'late-token' }));
    expect(await screen.findByRole('button', { name: 'Get 20% OFF' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('a token that arrives in time: no failure box at 15 s; an unmount before then leaves no timer', () => {
    fakeApi({ 'GET /estimation/subscription': () => new Promise(() => {}) });
    document.cookie = 'logged_in_v1=1; path=/';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const context = show('?subscriptionId=1001', undefined, null);
    expect(vi.getTimerCount()).toBe(1);
    act(() => context.store.setAuth({ accessToken: 'in-time' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.queryByText('SOMETHING WENT WRONG')).toBeNull();
    cleanup();
    show('?subscriptionId=1001', undefined, null);
    expect(vi.getTimerCount()).toBe(1);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logged out: a link to /login with postLogin back to this page, and nothing loads until a token arrives', async () => {
    const calls = fakeApi({ 'GET /estimation/subscription': () => ({ body: estimate }) });
    const context = show('?subscriptionId=1001&catName=Tom', undefined, null);
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('https://www.site.test/login?postLogin=%2Foffer%3FsubscriptionId%3D1001%26catName%3DTom');
    fireEvent.click(login);
    expect(context.navigate).toHaveBeenCalledWith('/login?postLogin=%2Foffer%3FsubscriptionId%3D1001%26catName%3DTom');
    expect(calls).toHaveLength(0);
    act(() => context.store.setAuth({ accessToken: 'after-login' }));
    expect(await screen.findByRole('button', { name: 'Get 20% OFF' })).toBeTruthy();
  });

  it('reads catName, catSex and cancellationPrimary from the page query and sends catSex on', async () => {
    fakeApi({ 'GET /estimation/subscription': () => ({ body: estimate }), 'POST /applications/customer': () => ({ body: true }) });
    const context = show('?subscriptionId=1001&catName=Tom&catSex=BOY&cancellationPrimary=TOO_EXPENSIVE');
    fireEvent.click(await screen.findByRole('button', { name: 'Get 20% OFF' }));
    expect(screen.getByText("We'd hate price to come between Tom and fresh food, so here is a discount on his next box.")).toBeTruthy();
    await waitFor(() => expect(context.navigate).toHaveBeenCalledWith('/discounts/applied?cat=Tom&discountPercentage=20&catSex=BOY'));
  });

  it('an attribute of the same name wins over the query; a query value the contract does not name is left out, with a message', async () => {
    fakeApi({ 'GET /estimation/subscription': () => ({ body: estimate }), 'POST /applications/customer': () => ({ body: true }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = show('?subscriptionId=1001&catName=Tom&catSex=MALE&cancellationPrimary=NOT_EATING', {
      'data-discount-code': 'STAY20',
      'data-cat-name': 'Luna',
      'data-cancellation-primary': 'SUB_DOESNT_WORK',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Get 20% OFF' }));
    expect(screen.getByText("We can fit the plan around you. Stay, and Luna's next box costs less.")).toBeTruthy();
    await waitFor(() => expect(context.navigate).toHaveBeenCalledWith('/discounts/applied?cat=Luna&discountPercentage=20'));
    expect(warn.mock.calls).toEqual([['katkin: discount-offer: the page query\'s catSex "MALE" is not "BOY" or "GIRL"; left out']]);
    cleanup();
    show('?subscriptionId=1001&catSex=BOY', { 'data-discount-code': 'STAY20', 'data-cat-sex': 'GIRL' });
    expect(await screen.findByText('Keep your cat on fresh food, with a discount on her next box.')).toBeTruthy();
  });

  it("data-heading-level sets the offer title's level; without it, h2", async () => {
    fakeApi({ 'GET /estimation/subscription': () => ({ body: estimate }) });
    show('?subscriptionId=1001', { 'data-discount-code': 'STAY20', 'data-heading-level': 3 });
    expect((await screen.findByRole('heading', { name: 'Save 20% on your next box' })).tagName).toBe('H3');
    cleanup();
    show('?subscriptionId=1001');
    expect((await screen.findByRole('heading', { name: 'Save 20% on your next box' })).tagName).toBe('H2');
  });
});
