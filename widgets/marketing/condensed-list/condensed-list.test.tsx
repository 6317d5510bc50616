// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '../../../shared/testing/widget-test-context.tsx';
import { CondensedList } from './condensed-list.tsx';

const items = ['Chicken', 'Liver', 'Heart', 'Spinach', '<b>Kale</b>'];

function show(json: { title?: string; items: string[]; visible?: number }) {
  renderWidget(<CondensedList attributes={{}} json={json} />, testContext('condensed-list'));
}

const shownItems = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('CondensedList', () => {
  afterEach(cleanup);

  it("shows the title, the first 3 items and 'Show all 5', then every item and 'Show fewer'", () => {
    show({ title: 'What goes in', items });
    expect(screen.getByRole('heading', { name: 'What goes in' })).toBeTruthy();
    expect(shownItems()).toEqual(['Chicken', 'Liver', 'Heart']);
    expect(screen.getByRole('status').textContent).toBe('');
    const button = screen.getByRole('button', { name: 'Show all 5' });
    button.focus();
    fireEvent.click(button);
    expect(shownItems()).toEqual(items);
    expect(document.activeElement?.textContent).toBe('Show fewer');
    expect(screen.getByRole('status').textContent).toBe('Showing all 5 items');
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(shownItems()).toEqual(['Chicken', 'Liver', 'Heart']);
    expect(screen.getByRole('status').textContent).toBe('Showing 3 of 5 items');
  });

  it("'Show all 5' is a disclosure: aria-expanded false, true once the list shows all, false again; it controls the list", () => {
    show({ items });
    const button = screen.getByRole('button', { name: 'Show all 5' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBe(screen.getByRole('list'));
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getByRole('button', { name: 'Show all 5' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('takes its own visible count and shows items as plain text', () => {
    show({ items, visible: 4 });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(shownItems()).toEqual(['Chicken', 'Liver', 'Heart', 'Spinach']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 5' }));
    expect(screen.getByText('<b>Kale</b>')).toBeTruthy();
  });

  it('has no button when every item shows', () => {
    show({ items: items.slice(0, 3) });
    expect(shownItems()).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('data-heading-level sets the level of the title; without it, h3', () => {
    renderWidget(<CondensedList attributes={{ 'data-heading-level': 5 }} json={{ title: 'What goes in', items }} />, testContext('condensed-list'));
    expect(screen.getByRole('heading', { name: 'What goes in' }).tagName).toBe('H5');
    cleanup();
    show({ title: 'What goes in', items });
    expect(screen.getByRole('heading', { name: 'What goes in' }).tagName).toBe('H3');
  });
});
