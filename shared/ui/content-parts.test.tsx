// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '../testing/widget-test-context.tsx';
import { ContentImage } from './content-image.tsx';
import { ContentLink } from './content-link.tsx';

describe('content links and images', () => {
  afterEach(cleanup);

  it('an http(s) link has rel="noopener noreferrer" and goes after a katkin:navigate the host may cancel', () => {
    const context = testContext('trust-rating');
    renderWidget(<ContentLink href="https://uk.trustpilot.com/review/katkin.com">Our reviews</ContentLink>, context);
    const link = screen.getByRole('link', { name: 'Our reviews' });
    expect(link.getAttribute('href')).toBe('https://uk.trustpilot.com/review/katkin.com');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    context.announceNavigation.mockReturnValueOnce(false);
    expect(fireEvent.click(link)).toBe(false);
    expect(context.announceNavigation).toHaveBeenCalledWith('https://uk.trustpilot.com/review/katkin.com');
    // A modified click (the visitor's own new tab or window) announces nothing; the test page must not open the URL.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { shiftKey: true });
    expect(context.announceNavigation).toHaveBeenCalledTimes(1);
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it('goes to a site path under the site base, through katkin:navigate', () => {
    const context = testContext('trust-rating', { siteBase: 'https://shop.example/uk' });
    renderWidget(<ContentLink href="/reviews">Our reviews</ContentLink>, context);
    const link = screen.getByRole('link', { name: 'Our reviews' });
    expect(link.getAttribute('href')).toBe('https://shop.example/uk/reviews');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(context.navigate).toHaveBeenCalledWith('/reviews');
  });

  it('reads an image site path under the site base and an http(s) one as written, lazily', () => {
    renderWidget(
      <>
        <ContentImage image={{ src: '/images/cluck.jpg', alt: 'A tray of Cluck' }} />
        <ContentImage image={{ src: 'https://cdn.example/mooo.jpg', alt: 'A tray of Mooo' }} />
      </>,
      testContext('product-cards', { siteBase: 'https://shop.example/uk' }),
    );
    const cluck = screen.getByRole('img', { name: 'A tray of Cluck' });
    expect(cluck.getAttribute('src')).toBe('https://shop.example/uk/images/cluck.jpg');
    expect(cluck.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('img', { name: 'A tray of Mooo' }).getAttribute('src')).toBe('https://cdn.example/mooo.jpg');
  });

  it('writes an http(s) URL as the browser reads it: "https:evil.example" is https://evil.example/, not a path on this page', () => {
    renderWidget(
      <>
        <ContentLink href="https:reviews.example/katkin">Our reviews</ContentLink>
        <ContentImage image={{ src: 'https:cdn.example/mooo.jpg', alt: 'A tray of Mooo' }} />
      </>,
      testContext('trust-rating'),
    );
    expect(screen.getByRole('link', { name: 'Our reviews' }).getAttribute('href')).toBe('https://reviews.example/katkin');
    expect(screen.getByRole('img', { name: 'A tray of Mooo' }).getAttribute('src')).toBe('https://cdn.example/mooo.jpg');
  });
});
