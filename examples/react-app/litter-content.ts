// The litter offer's CMS content, as a host app would get it from its CMS: it becomes the
// placeholder's JSON child, so the widget reads it exactly as from a static page.
export const LITTER_CONTENT = {
  title: 'Add a litter trial to your first box',
  continue_to_path: '/checkout/summary',
  no_thanks_path: '/checkout/no-litter',
  product: 'SCOOP_HEALTH',
  param_discount_code: 'LITTER50',
  param_quantity: 1,
  card_title: 'Scoop Health clumping litter',
  card_images: [{ image: '/examples/images/litter-bag.svg', alt: 'A bag of Scoop Health clumping litter' }],
  card_price_prefix: 'Your first bag',
  card_price: 15,
  card_sale_price: 7.5,
  card_tag: '50% off',
  card_subscription_details: 'Then £15.00 for one bag every 4 weeks. Change or cancel anytime.',
  card_add_cta_text: 'Add to my box',
  card_footer: '<p>The trial price applies to your first bag. <a href="/articles/litter">How our litter works</a></p>',
};

export const LITTER_VARIANTS = [
  { value: 'a', label: 'Card (A)' },
  { value: 'b', label: 'Card with icons (B)' },
  { value: 'date', label: 'Delivery date' },
];
