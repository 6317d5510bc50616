// Variants A and B: the card with the first delivery date and an add button; once added it
// shows Added and a remove link, and the banner offers Place order. B adds the icon row and
// a No Thanks link (Remove once added). Focus follows the button that replaced the pressed one.
import { headingTag } from '../../shared/heading-level.ts';
import { useEffect, useId, useRef } from 'react';
import { formatFirstDelivery } from '../../shared/format/delivery-date.ts';
import { parseIsoDate } from '../../shared/format/iso-date.ts';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { CardTop, IconRow } from './card-parts.tsx';
import { DateRegion, DatesNotice } from './dates-notice.tsx';
import { ADDED, DEFAULT_TEXTS, FIRST_DELIVERY, NO_THANKS, OFFER_LABEL } from './litter-texts.ts';
import type { OfferModel } from './offer-model.ts';
import { OrderBanner } from './order-banner.tsx';
import { SiteLink } from '../../shared/ui/site-link.tsx';

export function AddedOffer({ model }: { model: OfferModel }) {
  const { content, variant, dates, added } = model;
  const id = useId();
  const heading = content.title ?? content.card_title;
  const Heading = headingTag(model.headingLevel);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const firstDate = dates.selected ? parseIsoDate(dates.selected) : undefined;

  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    (added ? removeButton : addButton).current?.focus();
  }, [added]);

  function press(action: () => void) {
    pressed.current = true;
    action();
  }

  return (
    <section className={`litter theme-${content.theme ?? 'light-grey'}`} aria-labelledby={heading ? `${id}-title` : undefined} aria-label={heading ? undefined : OFFER_LABEL}>
      {heading && (
        <Heading id={`${id}-title`} className="litter-title" part="title">
          {heading}
        </Heading>
      )}
      <div className="litter-card" part="card">
        <CardTop content={content} headingLevel={model.headingLevel} />
        <DateRegion>
          {firstDate ? (
            <p id={`${id}-date`} className="litter-first-delivery">
              {FIRST_DELIVERY} <time dateTime={dates.selected}>{formatFirstDelivery(firstDate)}</time>
            </p>
          ) : (
            <DatesNotice id={`${id}-date`} dates={dates} />
          )}
        </DateRegion>
        {content.card_subscription_details && <p className="litter-subscription">{content.card_subscription_details}</p>}
        {variant === 'b' && <IconRow icons={content.icons} />}
        <div className="litter-actions">
          {!added && (
            <button
              ref={addButton}
              type="button"
              className="katkin-button"
              part="button button-primary"
              disabled={!dates.selected}
              aria-describedby={`${id}-date`}
              onClick={() => press(model.add)}
            >
              {content.card_add_cta_text ?? DEFAULT_TEXTS.add}
            </button>
          )}
          <p className="litter-added" aria-live="polite">
            {added && (
              <>
                <span aria-hidden="true">✓ </span>
                {ADDED}
              </>
            )}
          </p>
          {added ? (
            <button ref={removeButton} type="button" className="litter-link" part="button" onClick={() => press(model.remove)}>
              {content.card_remove_cta_text ?? DEFAULT_TEXTS.remove}
            </button>
          ) : (
            variant === 'b' && (
              <SiteLink className="litter-link" route={model.links.noThanks}>
                {NO_THANKS}
              </SiteLink>
            )
          )}
        </div>
        {content.card_footer && <RichText className="litter-footer" html={content.card_footer} />}
      </div>
      <OrderBanner model={model} />
    </section>
  );
}
