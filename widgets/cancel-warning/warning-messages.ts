// The cancel warning's words and routes. The checkbox sentence and the spooky title are the
// spec's, shown exactly; the gift and discount texts are ours (the spec gives none).
import { chainQuery } from '../../shared/site-routes.ts';
import { formatDiscount, type Discount } from './warning-rule.ts';

export const MANAGE_PLAN_ROUTE = '/manage-plan';
const CANCELLATION_FORM_ROUTE = '/forms/cancellation';
export const DEFAULT_TITLE = 'Before you cancel';
export const SPOOKY_TITLE = "Don't miss out on your spooky surprise!";

/** Spec: catName from the query, 'my cat' when absent (the sentence is in the customer's voice). */
export function confirmationText(catName: string | undefined): string {
  const cat = catName ?? 'my cat';
  return `I understand that by cancelling my box, ${cat} will lose out on the benefits of fresh and it may take 1-2 weeks to reactivate my subscription.`;
}

/** The warning texts speak to the customer, so an unnamed cat is "your cat" there. */
const yourCat = (catName: string | undefined) => catName ?? 'your cat';
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function spookyText(catName: string | undefined): string {
  return `${capitalised(yourCat(catName))}'s October box comes with our special-edition Halloween recipe. Cancel now and it won't be delivered.`;
}

export function giftText(catName: string | undefined, gift: string): string {
  return `Cancel now and ${yourCat(catName)} will lose the free ${gift} that comes with the first box.`;
}

export function discountText(discount: Discount): string {
  return `Cancel now and you'll lose your ${formatDiscount(discount)} discount on future boxes.`;
}

/** 'Cancel my deliveries': the cancellation form, with the page's query parameters chained on. */
export function cancellationFormRoute(pageSearch: string): string {
  return chainQuery(CANCELLATION_FORM_ROUTE, pageSearch);
}
