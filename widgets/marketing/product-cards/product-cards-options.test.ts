import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { productCardsOptions } from './product-cards-options.ts';

const parse = (json?: unknown) =>
  parseOptions('product-cards', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, productCardsOptions);

const image = { src: '/images/cluck.jpg', alt: 'A tray of Cluck' };
const card = { title: 'Cluck', image, link: 'recipes/cluck' };
const PATH_MESSAGE = 'expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")';

describe('product-cards options', () => {
  it('takes every field of the contract and reads link as /{link}', () => {
    const full = {
      title: 'Cluck',
      tagline: 'Chicken',
      description: 'Gently cooked chicken.',
      details: '<p>Chicken <strong>96%</strong></p>',
      image,
      gallery: [image, { src: 'https://cdn.example/cluck-2.jpg', alt: '' }],
      hoverMedia: { src: '/images/cluck-bowl.jpg', alt: 'Cluck in a bowl' },
      tag: 'Best seller',
      link: 'recipes/cluck',
      ctas: [{ id: 'try', to: '/plans', name: 'Try it', color: 'pink', design: 'secondary', testId: 'cluck-try' }],
      ctaAction: 'link',
      faqs: [{ question: 'Is it complete?', answer: '<p>Yes.</p>' }],
    };
    expect(parse([{ ...full, price: 3 }]).json).toEqual([{ ...full, link: '/recipes/cluck' }]);
    expect(parse([{ ...card, link: '/recipes/cluck' }]).json).toEqual([{ ...card, link: '/recipes/cluck' }]);
    expect(parse([]).json).toEqual([]);
  });

  it('needs the JSON content: a list of cards, each with a title and an image', () => {
    expect(() => parse()).toThrow('product-cards: JSON content is required: add a child <script type="application/json">');
    expect(() => parse(card)).toThrow('product-cards: JSON content: value: expected array');
    expect(() => parse([{ image }])).toThrow('product-cards: JSON content: [0].title: missing, expected string');
    expect(() => parse([card, { ...card, title: '' }])).toThrow('product-cards: JSON content: [1].title: expected non-empty text');
    expect(() => parse([{ title: 'Cluck' }])).toThrow('product-cards: JSON content: [0].image: missing, expected object');
  });

  it('checks images: an http(s) URL or a site path, alt text always (empty when decorative)', () => {
    expect(() => parse([{ ...card, image: { src: '/a.jpg' } }])).toThrow('product-cards: JSON content: [0].image.alt: missing, expected string');
    expect(() => parse([{ ...card, hoverMedia: { src: 'javascript:alert(1)', alt: '' } }])).toThrow(
      'product-cards: JSON content: [0].hoverMedia.src: expected an http(s) URL or a site path such as "/images/cat.jpg"',
    );
    expect(() => parse([{ ...card, gallery: [image, { src: 'data:image/png;base64,AA', alt: '' }] }])).toThrow(
      'product-cards: JSON content: [0].gallery[1].src: expected an http(s) URL or a site path such as "/images/cat.jpg"',
    );
  });

  it('refuses links and CTA paths that would leave the site', () => {
    expect(() => parse([{ ...card, link: '//evil.example/x' }])).toThrow(`product-cards: JSON content: [0].link: ${PATH_MESSAGE}`);
    expect(() => parse([{ ...card, link: 'https://evil.example' }])).toThrow(
      'product-cards: JSON content: [0].link: expected a path on the site such as "cat-food" or "/cat-food", not a URL',
    );
    expect(() => parse([{ ...card, ctas: [{ id: 'a', name: 'Go', to: 'javascript:alert(1)' }] }])).toThrow(
      `product-cards: JSON content: [0].ctas[0].to: ${PATH_MESSAGE}`,
    );
  });

  it('needs a CTA to go somewhere: its "to", else the card\'s link, unless it opens the popup', () => {
    const noLink = { title: 'Mooo', image };
    expect(() => parse([card, { ...noLink, ctas: [{ id: 'a', name: 'Go', to: '/plans' }, { id: 'b', name: 'More' }] }])).toThrow(
      'product-cards: JSON content: [1].ctas[1]: expected "to", a "link" on its card, or ctaAction "modal"',
    );
    expect(() => parse([{ ...noLink, ctaAction: 'link', ctas: [{ id: 'b', name: 'More' }] }])).toThrow('[0].ctas[0]: expected "to"');
    expect(parse([{ ...noLink, ctaAction: 'modal', ctas: [{ id: 'b', name: 'Details' }] }]).json).toEqual([
      { ...noLink, ctaAction: 'modal', ctas: [{ id: 'b', name: 'Details' }] },
    ]);
    expect(parse([{ ...card, ctas: [{ id: 'b', name: 'More' }] }]).json[0]!.ctas).toEqual([{ id: 'b', name: 'More' }]);
  });

  it('names a CTA without an id or a name, and an unknown ctaAction', () => {
    expect(() => parse([{ ...card, ctas: [{ name: 'Go' }] }])).toThrow('product-cards: JSON content: [0].ctas[0].id: missing, expected string');
    expect(() => parse([{ ...card, ctas: [{ id: 'a', name: ' ' }] }])).toThrow('product-cards: JSON content: [0].ctas[0].name: expected non-empty text');
    expect(() => parse([{ ...card, ctaAction: 'popup' }])).toThrow('product-cards: JSON content: [0].ctaAction: expected one of "modal", "link"');
  });

  it('falls back to the default look for an unknown colour or design, with a message naming its place', () => {
    const ctas = [
      { id: 'a', name: 'Try', to: '/plans', color: '#ff0000' },
      { id: 'b', name: 'More', color: 'black', design: 'ghost' },
    ];
    const { json, warnings } = parse([card, { ...card, ctas }]);
    expect(json[1]!.ctas).toEqual([
      { id: 'a', name: 'Try', to: '/plans' },
      { id: 'b', name: 'More', color: 'black' },
    ]);
    expect(warnings).toEqual([
      'JSON [1].ctas[0].color: expected one of "green", "pink", "black" (got "#ff0000"): the default is used',
      'JSON [1].ctas[1].design: expected one of "primary", "secondary" (got "ghost"): the default is used',
    ]);
  });

  it('names a FAQ without its question or answer', () => {
    expect(() => parse([{ ...card, faqs: [{ question: 'Q?' }] }])).toThrow('product-cards: JSON content: [0].faqs[0].answer: missing, expected string');
    expect(() => parse([{ ...card, faqs: [{ question: '', answer: 'A' }] }])).toThrow(
      'product-cards: JSON content: [0].faqs[0].question: expected non-empty text',
    );
  });
});
