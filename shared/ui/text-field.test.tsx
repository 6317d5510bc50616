// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

describe('TextField', () => {
  it('ties the label to the box, and while an error shows marks the box invalid with the error as its description', () => {
    const { rerender } = render(<TextField label="Email address" required type="email" value="" onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Email address' });
    expect(box.getAttribute('required')).not.toBeNull();
    expect(box.getAttribute('part')).toBe('input');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();

    rerender(<TextField label="Email address" required type="email" value="" onChange={() => {}} error="Enter a valid email address." />);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Enter a valid email address.');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.getAttribute('part')).toBe('error');
  });

  it('the required mark follows the label style: an asterisk screen readers skip, or words', () => {
    render(
      <>
        <TextField label="Weight (kg)" required value="" onChange={() => {}} />
        <TextField label="Email address" required labelStyle="words" value="" onChange={() => {}} />
        <TextField label="Nickname" labelStyle="words" value="" onChange={() => {}} />
      </>,
    );
    expect([...document.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Weight (kg) *', 'Email address (required)', 'Nickname (optional)']);
    expect(document.querySelector('label [aria-hidden="true"]')?.textContent).toBe(' *');
  });

  it('a hidden label still names the box; what shares its row sits in one div around it', () => {
    render(
      <TextField label="Batch number" labelHidden value="" onChange={() => {}} rowClassName="row" before={<span>BN:</span>} after={<button type="submit">Search</button>} />,
    );
    const box = screen.getByRole('textbox', { name: 'Batch number' });
    expect(document.querySelector('label')!.className).toBe('visually-hidden');
    expect([...box.parentElement!.children].map((child) => child.textContent || child.tagName)).toEqual(['BN:', 'INPUT', 'Search']);
    expect(box.parentElement!.className).toBe('row');
  });

  it('passes the box its attributes, its typing and its ref', () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Weight (kg)" inputRef={ref} inputMode="decimal" placeholder="4.5" value="" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Weight (kg)' });
    expect(ref.current).toBe(box);
    expect(box.getAttribute('inputmode')).toBe('decimal');
    expect(box.getAttribute('placeholder')).toBe('4.5');
    fireEvent.change(box, { target: { value: '4' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
