// The marketing blocks' content as a CMS writes it, shared by the block specs and blocks-together.
// The site base has a path, so every link is seen to stay under it; /examples also serves the images.
export const SITE_PATH = '/examples';
const image = (name: string, alt: string) => ({ src: `/images/${name}.svg`, alt });

export const CLUCK = {
  title: 'Cluck',
  tagline: 'Chicken recipe',
  description: 'Gently cooked British chicken with a little liver and heart.',
  image: image('tray-cluck', 'A tray of Cluck'),
  hoverMedia: image('bowl', 'Cluck served in a bowl'),
  tag: 'Best seller',
  link: 'recipes/cluck',
  ctas: [
    { id: 'try', to: '/plans?recipe=cluck', name: 'Try Cluck', testId: 'cluck-try' },
    { id: 'about', name: 'About Cluck', design: 'secondary', color: 'black', testId: 'cluck-about' },
  ],
};
export const MOOO = { title: 'Mooo', image: image('tray-mooo', 'A tray of Mooo'), link: '/recipes/mooo', ctas: [{ id: 'try', name: 'Try Mooo', testId: 'mooo-try' }] };
export const SPLASH = {
  title: 'Splash',
  description: 'Whitefish and salmon, gently cooked.',
  details: '<p>Whitefish <strong>60%</strong>, salmon 36%, vitamins and minerals.</p>',
  image: image('tray-splash', 'A tray of Splash'),
  gallery: [image('tray-splash', 'A tray of Splash'), image('bowl', 'Splash served in a bowl')],
  ctaAction: 'modal',
  ctas: [{ id: 'inside', name: "See what's inside", testId: 'splash-details' }],
  faqs: [
    { question: 'Is Splash a complete food?', answer: '<p>Yes: complete and balanced for cats of every age.</p>' },
    { question: 'How long does it keep?', answer: '<p>Six months in the freezer.</p>' },
  ],
};
export const COMPARISON = {
  headers: {
    product: { title: 'KatKin', image: { src: '/images/katkin-logo.svg', alt: '' }, withLogo: true },
    competitor: { title: 'Supermarket pouches' },
  },
  rows: [
    { product: { icon: 'TICK', body: '100% human-quality meat' }, competitor: { icon: 'CROSS', body: 'As little as 4% named meat' } },
    { product: { icon: 'TICK', body: 'Designed by vets' }, competitor: { icon: 'TICK', body: 'Complete food' } },
  ],
};
export const STICKY = { text: 'Fresh cat food from £1.50 a day', cta: { name: 'Get started', to: '/plans' }, show_trustpilot_rating: true, rating: { score: 4.3, count: 12345 } };
export const CTA_BAR = { text: 'Try fresh food with 20% off', cta: { name: 'Claim 20% off', to: '/plans?from=bar' }, rating: { score: 4.7, count: 12345 } };
// A host control behind the popups (in a paragraph, so its small target has room around it).
export const HOST_LINK = '<p><a id="host-link" href="#host">Host link</a></p>';
