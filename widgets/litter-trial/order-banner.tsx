// Variants A and B: the fixed bottom banner. Place order once the product is added, otherwise
// the way on without the offer; hidden until added when the content block asks for it. Keyboard
// focus on the host page stops above it (shared/ui/bottom-space.ts).
import { useRef, type ReactNode } from 'react';
import { DEFAULT_TEXTS, PLACE_ORDER } from './litter-texts.ts';
import type { OfferModel } from './offer-model.ts';
import { OrderButton } from './order-button.tsx';
import { useBottomSpace } from '../../shared/ui/bottom-space.ts';
import { SiteLink } from '../../shared/ui/site-link.tsx';

function FixedBanner({ children }: { children: ReactNode }) {
  const banner = useRef<HTMLDivElement>(null);
  useBottomSpace(banner);
  return (
    <div ref={banner} className="litter-banner" role="region" aria-label="Your litter trial order">
      {children}
    </div>
  );
}

export function OrderBanner({ model }: { model: OfferModel }) {
  const { content, added } = model;
  if (!added && content.hide_banner_if_product_not_in_basket) return null;
  return (
    <FixedBanner>
      {added ? (
        <OrderButton label={PLACE_ORDER} state={model.orderState} disabled={!model.dates.selected} onPress={model.placeOrder} />
      ) : (
        <SiteLink className="katkin-button litter-continue" part="button button-primary" route={model.links.continueTo}>
          {content.card_continue_without_product_cta_text ?? DEFAULT_TEXTS.continueWithout}
        </SiteLink>
      )}
    </FixedBanner>
  );
}
