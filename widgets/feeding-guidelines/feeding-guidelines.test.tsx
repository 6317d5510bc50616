// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '../../shared/testing/widget-test-context.tsx';
import { FeedingGuidelines } from './feeding-guidelines.tsx';

function setup(attributes: { 'data-kcal-per-tray'?: number } = {}) {
  const context = testContext('feeding-guidelines', { auth: null, siteBase: 'https://shop.example/uk' });
  renderWidget(<FeedingGuidelines attributes={attributes} json={undefined} />, context);
  return { auth: context.store.auth, context };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'See feeding guidelines' }));
const pick = (group: string, choice: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: choice }));
// By role and accessible name: the name leaves out the asterisk, which is hidden from screen readers.
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const choose = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
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

  it('marks every question required: * after each label (not read out), the key once, required on the controls', () => {
    setup();
    open();
    pick('Life stage', 'Adult');
    const form = screen.getByRole('form', { name: 'Feeding calculator' });
    const labels = () => [...form.querySelectorAll('legend, .katkin-select > label, .katkin-text-field > label')].map((label) => label.textContent);
    expect(labels()).toEqual(['Life stage *', 'Years *', 'Gender *', 'Breed *', 'Weight (kg) *', 'Activity *', 'Body condition *']);
    expect([...form.querySelectorAll('[aria-hidden="true"]')].map((hidden) => hidden.textContent)).toEqual(['* required', ...labels().map(() => ' *')]);
    expect(select('Years').required).toBe(true);
    expect(select('Breed').required).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Weight (kg)' }) as HTMLInputElement).required).toBe(true);
    for (const group of ['Life stage', 'Gender', 'Activity', 'Body condition']) {
      expect(within(screen.getByRole('group', { name: group })).getAllByRole('radio').every((radio) => (radio as HTMLInputElement).required)).toBe(true);
    }
    // A kitten needs months or weeks: the pair is required, neither alone.
    pick('Life stage', 'Kitten');
    expect(labels().slice(0, 4)).toEqual(['Life stage *', 'Age (months or weeks) * (required)', 'Months', 'Weeks']);
    expect([select('Months').required, select('Weeks').required]).toEqual([false, false]);
    // Spec section 9: kitten ages 0 to 11 months and 0 to 3 weeks, after the empty choice.
    const offered = (name: string) => [...select(name).options].slice(1).map((option) => option.text);
    expect(offered('Months')).toEqual(['0 months', '1 month', '2 months', '3 months', '4 months', '5 months', '6 months', '7 months', '8 months', '9 months', '10 months', '11 months']);
    expect(offered('Weeks')).toEqual(['0 weeks', '1 week', '2 weeks', '3 weeks']);
    // Its mark is hidden from screen readers, so the group says "required" to them in words.
    expect(screen.getByRole('group', { name: 'Age (months or weeks) (required)' }).querySelector('legend .visually-hidden')?.textContent).toBe(' (required)');
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

  it('says why a keystroke or paste was refused, until one is let in; a pasted " 4.5 kg" goes in as 4.5', () => {
    setup();
    open();
    const box = screen.getByRole('textbox', { name: 'Weight (kg)' }) as HTMLInputElement;
    const message = 'The weight takes digits and one point or comma, in kg, for example 4.5.';
    typeWeight('9');
    typeWeight('9l');
    expect(box.value).toBe('9');
    expect(screen.getByText(message).id).toBe(box.getAttribute('aria-describedby'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    typeWeight('9.');
    expect(screen.queryByText(message)).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
    typeWeight(' 4.5 kg');
    expect(box.value).toBe('4.5');
  });

  it("Calculate replaces a refused keystroke's message with what it finds of the weight", () => {
    setup();
    open();
    const typingMessage = 'The weight takes digits and one point or comma, in kg, for example 4.5.';
    fillAdult('0');
    typeWeight('0x');
    expect(screen.getByText(typingMessage)).toBeTruthy();
    fireEvent.click(calculateButton());
    expect(screen.queryByText(typingMessage)).toBeNull();
    expect(screen.getByText("A weight must be more than 0 kg: enter your cat's weight in kg, for example 4.5.")).toBeTruthy();
    typeWeight('4');
    typeWeight('4x');
    fireEvent.click(calculateButton());
    expect(screen.queryByText(typingMessage)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Weight (kg)' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText(/Kcal\/day/)).toBeTruthy();
  });

  it('puts the caret back where it was when a keystroke is refused', () => {
    setup();
    open();
    const box = screen.getByRole('textbox', { name: 'Weight (kg)' }) as HTMLInputElement;
    typeWeight('45');
    // "x" typed between the 4 and the 5: the box held "4x5" with the caret after the x.
    fireEvent.change(box, { target: { value: '4x5', selectionStart: 2, selectionEnd: 2 } });
    expect(box.value).toBe('45');
    expect([box.selectionStart, box.selectionEnd]).toEqual([1, 1]);
  });

  it('gives an unreasonable weight a message and focus, not a number', () => {
    setup();
    open();
    fillAdult('16');
    fireEvent.click(calculateButton());
    const box = screen.getByRole('textbox', { name: 'Weight (kg)' });
    expect(screen.getByText('That is more than any cat weighs: enter a weight of 15 kg or less.')).toBeTruthy();
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
    expect(screen.queryByRole('combobox', { name: 'Years' })).toBeNull();
    expect(select('Months').value).toBe('');
    expect((calculateButton() as HTMLButtonElement).disabled).toBe(true);
    choose('Weeks', '3');
    pick('Life stage', 'Senior');
    pick('Life stage', 'Kitten');
    expect(select('Weeks').value).toBe('');
  });

  it("sends 'Log in instead' to /login under the site base's path with the current path, and hides it when logged in", () => {
    history.replaceState(null, '', '/uk/feeding?ref=ad');
    const { context } = setup();
    const link = screen.getByRole('link', { name: 'Log in instead' });
    expect(link.getAttribute('href')).toBe('https://shop.example/uk/login?postLogin=%2Fuk%2Ffeeding%3Fref%3Dad');
    fireEvent.click(link);
    expect(context.navigate).toHaveBeenCalledWith('/login?postLogin=%2Fuk%2Ffeeding%3Fref%3Dad');
    act(() => context.store.setAuth({ accessToken: 'abc' }));
    expect(screen.queryByRole('link', { name: 'Log in instead' })).toBeNull();
  });
});
