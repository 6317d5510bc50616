// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup, SelectField } from './choice-fields.tsx';
import { RequiredKey, type LabelStyle } from './field-label.tsx';

const CHOICES = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
];

function Fields({ labelStyle }: { labelStyle?: LabelStyle }) {
  return (
    <form aria-label="Fruit">
      <RequiredKey labelStyle={labelStyle} />
      <SelectField label="Fruit" choices={CHOICES} value="" onChange={() => {}} required labelStyle={labelStyle} />
      <SelectField label="Second fruit" choices={CHOICES} value="" onChange={() => {}} labelStyle={labelStyle} />
      <RadioGroup label="Ripeness" choices={CHOICES} value="" onChange={() => {}} required labelStyle={labelStyle} />
      <RadioGroup label="Wrapping" choices={CHOICES} value="" onChange={() => {}} labelStyle={labelStyle} />
    </form>
  );
}

const labelTexts = () => [...document.querySelectorAll('.katkin-select > label, legend')].map((label) => label.textContent);

afterEach(cleanup);

describe('field labels (spec section 5)', () => {
  it('default layout: * after a required label, hidden from screen readers; nothing after an optional one; one key', () => {
    render(<Fields />);
    expect(labelTexts()).toEqual(['Fruit *', 'Second fruit', 'Ripeness *', 'Wrapping']);
    for (const mark of document.querySelectorAll('.katkin-select > label [aria-hidden], legend [aria-hidden]')) {
      expect(mark.getAttribute('aria-hidden')).toBe('true');
      expect(mark.textContent).toBe(' *');
    }
    const key = screen.getByText('* required');
    expect(key.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByText('* required')).toHaveLength(1);
  });

  it('default layout: the controls say required themselves, and their names leave the * out', () => {
    render(<Fields />);
    expect((screen.getByRole('combobox', { name: 'Fruit' }) as HTMLSelectElement).required).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Second fruit' }) as HTMLSelectElement).required).toBe(false);
    const ripeness = within(screen.getByRole('group', { name: 'Ripeness' })).getAllByRole('radio') as HTMLInputElement[];
    expect(ripeness.map((radio) => radio.required)).toEqual([true, true]);
    const wrapping = within(screen.getByRole('group', { name: 'Wrapping' })).getAllByRole('radio') as HTMLInputElement[];
    expect(wrapping.map((radio) => radio.required)).toEqual([false, false]);
  });

  it('secondary layout: (required) and (optional) in words, read out too, and no key', () => {
    render(<Fields labelStyle="words" />);
    expect(labelTexts()).toEqual(['Fruit (required)', 'Second fruit (optional)', 'Ripeness (required)', 'Wrapping (optional)']);
    expect((screen.getByRole('combobox', { name: 'Fruit (required)' }) as HTMLSelectElement).required).toBe(true);
    expect(screen.getByRole('group', { name: 'Wrapping (optional)' })).toBeTruthy();
    expect(screen.queryByText('* required')).toBeNull();
  });
});
