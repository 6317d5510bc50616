import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../shared/widget-options.ts';
import { comparisonModalOptions } from './comparison-modal-options.ts';

const parse = (json?: unknown) =>
  parseOptions('comparison-modal', { attributes: {}, jsonText: json === undefined ? undefined : JSON.stringify(json) }, comparisonModalOptions);

const headers = {
  product: { title: 'KatKin', image: { src: '/images/katkin-logo.svg', alt: '' }, withLogo: true },
  competitor: { title: 'Supermarket pouches' },
};
const row = { product: { icon: 'TICK', body: 'Human-quality meat' }, competitor: { icon: 'CROSS', body: 'Meat by-products' } };

describe('comparison-modal options', () => {
  it('takes the button text, headers and rows; ignores other fields', () => {
    expect(parse({ button_text: 'Compare', headers, rows: [row], theme: 'dark' }).json).toEqual({ button_text: 'Compare', headers, rows: [row] });
    expect(parse({ headers, rows: [] }).json).toEqual({ headers, rows: [] });
  });

  it('needs the JSON content with both headers and the rows', () => {
    expect(() => parse()).toThrow('comparison-modal: JSON content is required: add a child <script type="application/json">');
    expect(() => parse({ rows: [row] })).toThrow('comparison-modal: JSON content: headers: missing, expected object');
    expect(() => parse({ headers: { product: headers.product }, rows: [row] })).toThrow('comparison-modal: JSON content: headers.competitor: missing, expected object');
    expect(() => parse({ headers })).toThrow('comparison-modal: JSON content: rows: missing, expected array');
  });

  it('names empty titles and button text, which name the columns and the dialog', () => {
    expect(() => parse({ headers: { ...headers, competitor: { title: '' } }, rows: [] })).toThrow(
      'comparison-modal: JSON content: headers.competitor.title: expected non-empty text',
    );
    expect(() => parse({ button_text: ' ', headers, rows: [] })).toThrow('comparison-modal: JSON content: button_text: expected non-empty text');
  });

  it('takes only TICK and CROSS icons, and needs each side of a row', () => {
    expect(() => parse({ headers, rows: [{ ...row, competitor: { icon: 'MAYBE', body: 'x' } }] })).toThrow(
      'comparison-modal: JSON content: rows[0].competitor.icon: expected one of "TICK", "CROSS"',
    );
    expect(() => parse({ headers, rows: [row, { product: row.product }] })).toThrow('comparison-modal: JSON content: rows[1].competitor: missing, expected object');
  });

  it('checks header images: an http(s) URL or a site path, with alt text', () => {
    expect(() => parse({ headers: { ...headers, competitor: { title: 'X', image: { src: 'javascript:alert(1)', alt: '' } } }, rows: [] })).toThrow(
      'comparison-modal: JSON content: headers.competitor.image.src: expected an http(s) URL or a site path such as "/images/cat.jpg"',
    );
    expect(() => parse({ headers: { ...headers, competitor: { title: 'X', image: { src: '/x.png' } } }, rows: [] })).toThrow(
      'comparison-modal: JSON content: headers.competitor.image.alt: missing, expected string',
    );
  });
});
