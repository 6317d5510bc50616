// Variant with date: the visitor picks the delivery date and buys at once (no added state).
import { headingTag } from '../../shared/heading-level.ts';
import { useId } from 'react';
import { parseIsoDate } from '../../shared/format/iso-date.ts';
import { RichText } from '../../shared/ui/rich-text.tsx';
import { CardTop } from './card-parts.tsx';
import { DateRegion, DatesNotice } from './dates-notice.tsx';
import {
  buyButtonText,
  DATE_FOOTER,
  DATE_FOOTER_LINK,
  DATE_FOOTER_PATH,
  deliveryOptionText,
  LOADING_DATES,
  NO_DATES,
  NO_THANKS,
  OFFER_LABEL,
  SELECT_DELIVERY_DATE,
} from './litter-texts.ts';
import type { OfferModel } from './offer-model.ts';
import { OrderButton } from './order-button.tsx';
import { SiteLink } from '../../shared/ui/site-link.tsx';

export function DateOffer({ model }: { model: OfferModel }) {
  const { content, dates } = model;
  const id = useId();
  const heading = content.title ?? content.card_title;
  const Heading = headingTag(model.headingLevel);
  const noticeShown = dates.status !== 'ready' || !dates.selected;

  return (
    <section className={`litter litter-with-date theme-${content.theme ?? 'light-grey'}`} aria-labelledby={heading ? `${id}-title` : undefined} aria-label={heading ? undefined : OFFER_LABEL}>
      {/* Uppercased by CSS: screen readers read the words, not letter by letter. */}
      {heading && (
        <Heading id={`${id}-title`} className="litter-title litter-title-upper" part="title">
          {heading}
        </Heading>
      )}
      <div className="litter-card" part="card">
        <CardTop content={content} headingLevel={model.headingLevel} />
        {content.card_subscription_details && <p className="litter-subscription">{content.card_subscription_details}</p>}
        <DateRegion>
          <div className="litter-date-field">
            <label htmlFor={`${id}-date`} part="label">{SELECT_DELIVERY_DATE}</label>
            <select
              id={`${id}-date`}
              className="katkin-control"
              part="input"
              value={dates.selected ?? ''}
              disabled={dates.options.length === 0}
              aria-describedby={noticeShown ? `${id}-notice` : undefined}
              onChange={(event) => dates.select(event.currentTarget.value)}
            >
              {!dates.selected && <option value="">{dates.status === 'loading' ? LOADING_DATES : NO_DATES}</option>}
              {dates.options.map((option) => (
                <option key={option.date} value={option.date}>
                  {deliveryOptionText(parseIsoDate(option.date)!, option.price)}
                </option>
              ))}
            </select>
          </div>
          <DatesNotice id={`${id}-notice`} dates={dates} />
        </DateRegion>
        <OrderButton
          label={buyButtonText(content.product)}
          state={model.orderState}
          disabled={!dates.selected}
          describedBy={noticeShown ? `${id}-notice` : undefined}
          onPress={model.placeOrder}
        />
        <SiteLink className="litter-link" route={model.links.noThanks}>
          {NO_THANKS}
        </SiteLink>
        <p className="litter-footer">
          {DATE_FOOTER}{' '}
          <SiteLink route={DATE_FOOTER_PATH}>
            {DATE_FOOTER_LINK}
          </SiteLink>
        </p>
        {content.card_footer && <RichText className="litter-footer" html={content.card_footer} />}
      </div>
    </section>
  );
}
