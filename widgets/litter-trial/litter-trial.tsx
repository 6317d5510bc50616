// The litter trial offer: wires the store, the page query, the dates, the added flag and the
// order into one model, and shows variant A/B (add, then Place order) or the date variant.
import { isLoggedIn } from '../../shared/logged-in.ts';
import { loginRoute } from '../../shared/site-routes.ts';
import type { TrackEvent } from '../../shared/store-types.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { useAction } from '../../shared/ui/use-action.ts';
import { usePageQuery } from '../../shared/ui/use-page-query.ts';
import { useStore } from '../../shared/ui/use-store.ts';
import { useWidget } from '../../shared/ui/widget-context.tsx';
import { adClickIds } from './ad-click-ids.ts';
import { AddedOffer } from './added-offer.tsx';
import { checkoutAction, UNKNOWN_PRODUCT } from './checkout-payload.ts';
import { DateOffer } from './date-offer.tsx';
import { checkoutLitter } from '../../shared/api/litter-actions.ts';
import type { litterOptions } from './litter-trial-options.ts';
import { continueUrl, noThanksUrl, placeOrderUrl } from './litter-urls.ts';
import type { OfferModel } from './offer-model.ts';
import { cardPrice, litterTrackEvent } from './tracking-events.ts';
import { useDeliveryDates } from './use-delivery-dates.ts';
import { useProductAdded } from './use-product-added.ts';
import { readDocumentCookies } from '../../shared/document-cookies.ts';
import { logWarn } from '../../shared/log.ts';

export function LitterTrial({ attributes, json: content }: WidgetProps<typeof litterOptions>) {
  const { widget, store, navigate } = useWidget();
  const auth = useStore(store.auth);
  const consent = useStore(store.consent);
  const query = usePageQuery();
  const { search } = query;
  const dates = useDeliveryDates(query.value('deliveryDate'));
  const flag = useProductAdded(content.product);
  const loggedIn = isLoggedIn(auth, readDocumentCookies());
  const { price, unreadable } = cardPrice(content.card_price, content.card_sale_price);
  const item = { product: content.product || UNKNOWN_PRODUCT, quantity: content.param_quantity ?? 1, price };
  const track = (name: TrackEvent['name'], deliveryDate: string | undefined) => {
    // Sent all the same, without a value: a CMS typo in the price must not lose the event.
    if (unreadable) logWarn(widget, `${unreadable}, so ${name} is tracked without a value`);
    store.track(litterTrackEvent(name, { ...item, deliveryDate }));
  };
  // The return path is read when it is needed: a single-page host may have moved on since mount.
  const goToLogin = () => navigate(loginRoute());

  const order = useAction({
    failure: "Couldn't checkout",
    run: async () => {
      const deliveryDate = dates.selected;
      track('InitiateCheckout', deliveryDate);
      const action = checkoutAction({
        product: content.product,
        discountCode: content.param_discount_code,
        cadence: content.param_cadence,
        quantity: content.param_quantity,
        deliveryDate,
        pagePath: location.pathname,
        adClickIds: adClickIds({ cookies: readDocumentCookies(), search, nowMs: Date.now(), marketingConsent: consent.marketing }),
      });
      await checkoutLitter(store.api, action);
      return deliveryDate!;
    },
    onDone: (deliveryDate) => {
      flag.forget();
      navigate(placeOrderUrl(content.continue_to_path, search, deliveryDate, auth?.customerId));
    },
  });

  const model: OfferModel = {
    variant: attributes['data-variant'] ?? 'a',
    headingLevel: attributes['data-heading-level'] ?? 2,
    content,
    dates,
    orderState: order.state,
    added: flag.added,
    add() {
      flag.setAdded(true);
      track('AddToCart', dates.selected);
      // Spec: an anonymous visitor logs in first; the stored flag shows Added on return.
      if (!loggedIn) goToLogin();
    },
    remove: () => flag.setAdded(false),
    placeOrder() {
      if (!dates.selected) return;
      if (!loggedIn) goToLogin();
      else void order.start();
    },
    links: {
      continueTo: continueUrl(content.continue_to_path, search, auth?.customerId),
      noThanks: noThanksUrl({ noThanks: content.no_thanks_path, continueTo: content.continue_to_path }, search, auth?.customerId),
    },
  };

  return model.variant === 'date' ? <DateOffer model={model} /> : <AddedOffer model={model} />;
}
