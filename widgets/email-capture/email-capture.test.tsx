// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPageListeners } from '../../shared/testing/page-listeners.ts';
import { descriptionOf, fakeApi, renderWidget, testContext, type FakeRoutes } from '../../shared/testing/widget-test-context.tsx';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import type { emailCaptureOptions } from './email-capture-options.ts';
import { EmailCapture } from './email-capture.tsx';

let formCounter = 0;
function setUp(attributes: WidgetProps<typeof emailCaptureOptions>['attributes'] = {}) {
  const context = testContext('email-capture', { auth: null });
  const { store } = context;
  // A new form id per test: the once-per-page-view memory lives as long as the module.
  const formId = `F${++formCounter}`;
  renderWidget(<EmailCapture attributes={{ 'data-form-id': formId, ...attributes }} json={undefined} />, context);
  return { store, formId };
}

const welcome = { body: { success: true, message: 'Welcome aboard!' } };

/** Stands in for the browser's IntersectionObserver: records its options and lets a test report entries. */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

describe('EmailCapture', () => {
  let calls: ReturnType<typeof fakeApi>;
  /** What POST /actions answers next, in turn; the welcome once these run out. */
  let replies: ReturnType<FakeRoutes[string]>[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    replies = [];
    calls = fakeApi({ 'POST /actions': () => replies.shift() ?? welcome });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
      document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });

  it('opens the popup after delay seconds, once; closing sets the form cookie for the given days', () => {
    const { formId } = setUp({ 'data-delay': 3, 'data-days-until-can-show-again': 2 });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Get 20% off your first box' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`katkin_email_${formId}=1`);
  });

  it('unmounted before the delay is up, leaves no timer behind', () => {
    setUp({ 'data-delay': 3 });
    expect(vi.getTimerCount()).toBe(1);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('unmounted before a scroll depth or an exit intent, leaves no listener on the window or the document', () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    const left = trackPageListeners();
    setUp({ 'data-popup-on': 'SCROLL_DEPTH_HIT' });
    expect(left()).toEqual(['window scroll']);
    cleanup();
    expect(left()).toEqual([]);
    setUp({ 'data-popup-on': 'EXIT_INTENT' });
    expect(left()).toEqual(['document mouseout', 'document visibilitychange', 'window scroll']);
    cleanup();
    expect(left()).toEqual([]);
  });

  it('does not show for a logged-in visitor, nor while the cookie exists', () => {
    const { store } = setUp();
    act(() => store.setAuth({ accessToken: 't' }));
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    document.cookie = `katkin_email_F${formCounter + 1}=1; Path=/`;
    setUp();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows only when the feature flag has the configured value', () => {
    const { store } = setUp({ 'data-feature-flag-id': 'email-popup', 'data-feature-flag-value': 'on' });
    act(() => vi.advanceTimersByTime(10));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.setFlags({ 'email-popup': 'on' }));
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('labels the field with * and the key in the popup (default layout), in words in the section (secondary layout)', () => {
    setUp();
    act(() => vi.advanceTimersByTime(10));
    const popupField = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    expect(popupField.labels![0]!.textContent).toBe('Email address *');
    expect(popupField.labels![0]!.querySelector('[aria-hidden="true"]')!.textContent).toBe(' *');
    expect(popupField.required).toBe(true);
    expect(screen.getByText('* required')).toBeTruthy();
    cleanup();
    setUp({ 'data-display-type': 'SECTION' });
    const sectionField = screen.getByRole('textbox', { name: 'Email address (required)' }) as HTMLInputElement;
    expect(sectionField.labels![0]!.textContent).toBe('Email address (required)');
    expect(sectionField.required).toBe(true);
    expect(screen.queryByText('* required')).toBeNull();
  });

  it('SECTION: fades in only once half of it is on screen (IntersectionObserver threshold 0.5)', () => {
    FakeIntersectionObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    setUp({ 'data-display-type': 'SECTION' });
    const section = screen.getByRole('region', { name: 'Get 20% off your first box' });
    const [observer, ...others] = FakeIntersectionObserver.made;
    expect(others).toHaveLength(0);
    expect(observer!.options).toEqual({ threshold: 0.5 });
    expect(observer!.observed).toEqual([section]);
    expect(section.classList.contains('is-visible')).toBe(false);
    observer!.report(false);
    expect(section.classList.contains('is-visible')).toBe(false);
    observer!.report(true);
    expect(section.classList.contains('is-visible')).toBe(true);
    // Once in, it stays in: the observer is let go.
    expect(observer!.disconnected).toBe(true);
  });

  it('SECTION: shown as soon as focus enters it, before half of it is on screen', () => {
    FakeIntersectionObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    setUp({ 'data-display-type': 'SECTION' });
    const section = screen.getByRole('region', { name: 'Get 20% off your first box' });
    expect(section.classList.contains('is-visible')).toBe(false);
    act(() => screen.getByRole('textbox', { name: 'Email address (required)' }).focus());
    expect(section.classList.contains('is-visible')).toBe(true);
    expect(FakeIntersectionObserver.made[0]!.disconnected).toBe(true);
  });

  it('checks the email before sending, and sends it as the emailCapture action', async () => {
    const { formId } = setUp({ 'data-display-type': 'SECTION' });
    const input = screen.getByRole('textbox', { name: 'Email address (required)' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: ' cat@example.com ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      name: 'emailCapture',
      values: { email: 'cat@example.com' },
      formUsed: 'email-capture',
      linkingId: formId,
    });
    expect(screen.getByRole('status').textContent).toBe('Welcome aboard!');
    expect(document.cookie).toContain(`katkin_email_${formId}=1`);
  });

  it('shows a field failure on the field and a general one in a box, keeping what was typed', async () => {
    setUp({ 'data-display-type': 'SECTION' });
    const input = screen.getByRole('textbox', { name: 'Email address (required)' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'cat@example.com' } });
    replies.push({ body: { success: false, message: 'Bad address', failedOn: { fieldName: 'email' } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bad address')).toBeTruthy();
    replies.push({ body: { success: false, message: { body: 'Already signed up.' } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(screen.getByRole('status').textContent).toBe('Already signed up.');
    expect(input.value).toBe('cat@example.com');
  });

  it('moves focus from Sign up to the field when its error appears, checked here or by the server', async () => {
    setUp({ 'data-display-type': 'SECTION' });
    const input = screen.getByRole('textbox', { name: 'Email address (required)' });
    const button = screen.getByRole('button', { name: 'Sign up' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(input);
    expect(descriptionOf(input)).toBe('Enter your email address.');
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'cat@example.com' } });
    replies.push({ body: { success: false, message: 'Bad address', failedOn: { fieldName: 'email' } } });
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(document.activeElement).toBe(input);
    expect(descriptionOf(input)).toBe('Bad address');
  });

  it('moves focus to the success message once the field and Sign up go, in the popup (which stays open) and the section', async () => {
    setUp();
    act(() => vi.advanceTimersByTime(10));
    const dialog = screen.getByRole('dialog', { name: 'Get 20% off your first box' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'cat@example.com' } });
    screen.getByRole('button', { name: 'Sign up' }).focus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Welcome aboard!');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('dialog')).toBe(dialog);
    cleanup();
    setUp({ 'data-display-type': 'SECTION' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address (required)' }), { target: { value: 'cat@example.com' } });
    screen.getByRole('button', { name: 'Sign up' }).focus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(document.activeElement?.textContent).toBe('Welcome aboard!');
  });

  it('sends one sign-up however fast the presses come (three clicks in one frame)', async () => {
    let answer!: (reply: { body: unknown }) => void;
    replies.push(new Promise((resolve) => (answer = resolve)));
    setUp({ 'data-display-type': 'SECTION' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address (required)' }), { target: { value: 'cat@example.com' } });
    const button = screen.getByRole('button', { name: 'Sign up' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(calls).toHaveLength(1);
    await act(async () => answer({ body: { success: true, message: 'Welcome aboard!' } }));
    expect(screen.getByRole('status').textContent).toBe('Welcome aboard!');
    expect(calls).toHaveLength(1);
  });

  it("SECTION: data-heading-level sets the title's level; without it, h2", () => {
    setUp({ 'data-display-type': 'SECTION', 'data-heading-level': 3 });
    expect(screen.getByRole('heading', { name: 'Get 20% off your first box' }).tagName).toBe('H3');
    cleanup();
    setUp({ 'data-display-type': 'SECTION' });
    expect(screen.getByRole('heading', { name: 'Get 20% off your first box' }).tagName).toBe('H2');
  });
});
