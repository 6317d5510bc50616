// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { descriptionOf, fakeApi, renderWidget, testContext } from '../../shared/testing/widget-test-context.tsx';
import { BatchLookup } from './batch-lookup.tsx';

const context = testContext('batch-lookup', { auth: null });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<BatchLookup>', () => {
  it('shows an inline message for non-numeric input and makes no request', () => {
    const calls = fakeApi({});
    renderWidget(<BatchLookup />, context);
    fireEvent.change(screen.getByRole('textbox', { name: 'BN batch number' }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('A batch number has digits only, for example 12345.')).toBeTruthy();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('moves focus from Search to the box on a refused number, the message being its description; again on a repeat', () => {
    fakeApi({});
    renderWidget(<BatchLookup />, context);
    const box = screen.getByRole('textbox', { name: 'BN batch number' });
    const button = screen.getByRole('button', { name: 'Search' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(box);
    expect(descriptionOf(box)).toBe('Enter the batch number from your pack, for example 12345.');
    // The same message again: nothing re-renders it, yet focus must still leave the button.
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(box);
    expect(descriptionOf(box)).toBe('Enter the batch number from your pack, for example 12345.');
  });

  it('searches on submit and renders the five fields in the live region', async () => {
    fakeApi({ 'GET /batch': () => ({ body: {
      batchNumber: '24680', batchDate: '2026-11-18', bestBefore: '2027-02-16', testAuthority: 'ALS', testResult: 'PENDING',
    } }) });
    renderWidget(<BatchLookup />, context);
    fireEvent.change(screen.getByRole('textbox', { name: 'BN batch number' }), { target: { value: 'BN24680' } });
    fireEvent.submit(screen.getByRole('search'));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Searching…');
    expect(await screen.findByText('BN24680')).toBeTruthy();
    expect(status.textContent).toBe('Tested ByALSResult of TestsPENDINGBatch NoBN24680Made On18.11.26Best Before16.02.27');
  });

  it("shows the server's message for a 404, and 'An unexpected error occurred.' for any other failure, logged", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /batch': (url) => (url.searchParams.get('bn') === '404' ? { status: 404, body: { errorMessage: 'No batch BN404 found.' } } : { status: 500, body: {} }) });
    renderWidget(<BatchLookup />, context);
    const box = screen.getByRole('textbox', { name: 'BN batch number' });
    fireEvent.change(box, { target: { value: '404' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('No batch BN404 found.')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '500' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('katkin: batch-lookup: the batch lookup failed:', expect.objectContaining({ status: 500 }));
  });

  it('a refused number takes the last search\'s result away, and stops a search under way', async () => {
    const calls = fakeApi({
      'GET /batch': () => ({ body: { batchNumber: '24680', batchDate: '2026-11-18', bestBefore: '2027-02-16', testAuthority: 'ALS', testResult: 'PASS' } }),
    });
    renderWidget(<BatchLookup />, context);
    const box = screen.getByRole('textbox', { name: 'BN batch number' });
    fireEvent.change(box, { target: { value: '24680' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('BN24680')).toBeTruthy();
    fireEvent.change(box, { target: { value: '246 80' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByText('A batch number has digits only, for example 12345.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(box, { target: { value: '13579' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(calls[1]!.init.signal!.aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends one request for four Enter presses during one lookup; a new number cancels the old request', async () => {
    const calls = fakeApi({ 'GET /batch': () => new Promise(() => {}) });
    renderWidget(<BatchLookup />, context);
    fireEvent.change(screen.getByRole('textbox', { name: 'BN batch number' }), { target: { value: '12345' } });
    act(() => {
      for (let i = 0; i < 4; i++) fireEvent.submit(screen.getByRole('search'));
    });
    expect(calls).toHaveLength(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'BN batch number' }), { target: { value: '24680' } });
    act(() => fireEvent.submit(screen.getByRole('search')));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(String(calls[1]!.url)).toContain('bn=24680');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/batch', '/batch']);
  });
});
