// The litter trial offer: wires the store, the page query, the dates, the added flag and the
// order into one model, and shows variant A/B (add, then Place order) or the date variant.
import { isLoggedIn } from '../../shared/logged-in.ts';
import { queryValue } from '../../shared/page-query.ts';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import { useStore } from '../../shared/ui/use-store.ts';
import { adClickIds } from './ad-click-ids.ts';
import { AddedOffer } from './added-offer.tsx';
import { checkoutAction, UNKNOWN_PRODUCT } from './checkout-payload.ts';
import { DateOffer } from './date-offer.tsx';
import { checkoutLitter } from './litter-api.ts';
import type { LitterAttributes, LitterContent } from './litter-options.ts';
import { continueUrl, loginUrl, noThanksUrl, placeOrderUrl } from './litter-urls.ts';
import type { OfferModel } from './offer-model.ts';
import { litterTrackEvent, numericPrice } from './tracking-events.ts';
import { useDeliveryDates } from './use-delivery-dates.ts';
import { useOrder } from './use-order.ts';
import { useProductAdded } from './use-product-added.ts';

export function LitterTrial({ attributes, json, context }: WidgetProps<LitterAttributes, LitterContent>) {
  // jsonRequired: the loader never mounts the widget without valid content.
  const content = json!;
  const { store, navigate } = context;
  const auth = useStore(store.auth);
  const consent = useStore(store.consent);
  const { pathname, search } = location;
  const dates = useDeliveryDates(store, queryValue('deliveryDate', search));
  const flag = useProductAdded(content.product);
  const loggedIn = isLoggedIn(auth, document.cookie);
  const item = {
    product: content.product || UNKNOWN_PRODUCT,
    quantity: content.param_quantity ?? 1,
    price: numericPrice(content.card_price, content.card_sale_price),
  };
  const goToLogin = () => navigate(loginUrl(pathname, search));

  const order = useOrder(
    async () => {
      const deliveryDate = dates.selected;
      store.track(litterTrackEvent('InitiateCheckout', { ...item, deliveryDate }));
      const action = checkoutAction({
        product: content.product,
        discountCode: content.param_discount_code,
        cadence: content.param_cadence,
        quantity: content.param_quantity,
        deliveryDate,
        pagePath: pathname,
        adClickIds: adClickIds({ cookies: document.cookie, search, nowMs: Date.now(), marketingConsent: consent.marketing }),
      });
      await checkoutLitter(store, action);
      return deliveryDate!;
    },
    (deliveryDate) => {
      flag.forget();
      navigate(placeOrderUrl(content.continue_to_path, search, deliveryDate, auth?.customerId));
    },
  );

  const model: OfferModel = {
    variant: attributes['data-variant'] ?? 'a',
    content,
    dates,
    orderState: order.state,
    added: flag.added,
    add() {
      flag.setAdded(true);
      store.track(litterTrackEvent('AddToCart', { ...item, deliveryDate: dates.selected }));
      // Spec: an anonymous visitor logs in first; the stored flag shows Added on return.
      if (!loggedIn) goToLogin();
    },
    remove: () => flag.setAdded(false),
    placeOrder() {
      if (!dates.selected) return;
      if (!loggedIn) goToLogin();
      else void order.place();
    },
    links: {
      continueTo: continueUrl(content.continue_to_path, search, auth?.customerId),
      noThanks: noThanksUrl({ noThanks: content.no_thanks_path, continueTo: content.continue_to_path }, search, auth?.customerId),
    },
    context,
  };

  return model.variant === 'date' ? <DateOffer model={model} /> : <AddedOffer model={model} />;
}
