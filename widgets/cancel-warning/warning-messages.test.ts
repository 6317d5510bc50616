import { describe, expect, it } from 'vitest';
import { cancellationFormRoute, confirmationText, discountText, giftText, spookyText } from './warning-messages.ts';

describe('cancel warning wording', () => {
  it('has the spec checkbox sentence exactly, with "my cat" by default', () => {
    expect(confirmationText('Tom')).toBe(
      'I understand that by cancelling my box, Tom will lose out on the benefits of fresh and it may take 1-2 weeks to reactivate my subscription.',
    );
    expect(confirmationText(undefined)).toBe(
      'I understand that by cancelling my box, my cat will lose out on the benefits of fresh and it may take 1-2 weeks to reactivate my subscription.',
    );
  });
  it('names the cat, the gift and the discount', () => {
    expect(spookyText(undefined)).toBe("Your cat's October box comes with our special-edition Halloween recipe. Cancel now and it won't be delivered.");
    expect(giftText('Tom', 'tote bag')).toBe('Cancel now and Tom will lose the free tote bag that comes with the first box.');
    expect(discountText({ discount_type: 'absolute_total', value: 5 })).toBe("Cancel now and you'll lose your £5.00 discount on future boxes.");
    expect(discountText({ discount_type: 'percentage', value: 20 })).toBe("Cancel now and you'll lose your 20% discount on future boxes.");
  });
  it('chains the page query onto /forms/cancellation', () => {
    expect(cancellationFormRoute('?subscriptionId=1001&catName=Tom')).toBe('/forms/cancellation?subscriptionId=1001&catName=Tom');
    expect(cancellationFormRoute('')).toBe('/forms/cancellation');
  });
});
