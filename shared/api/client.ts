// createApiClient: every call of shared/api bound to one set of service bases and one token
// source, one object per service. Our own apps (checkout, account pages) use it from
// dist/api/index.js; widgets call the same functions with the loader's store.api.
import { postAction, type ActionRequest } from './actions.ts';
import { createAddress, getAddress, listAddresses, updateAddress } from './addresses.ts';
import { pollBasket } from './basket-polling.ts';
import { getBatch } from './batch.ts';
import { sendEvent } from './capi.ts';
import { getCats, updateCat } from './cats.ts';
import { createBasket, createCheckoutBasket, getBasket } from './checkout.ts';
import { getCompetitorPortion } from './competitors.ts';
import { getOrder } from './customer-order.ts';
import { checkSelectable } from './delivery-dates.ts';
import { applyCode, getApplications, getEstimate, validateDiscountCode, validateInfluencerCode } from './discounts.ts';
import type { ApiEndpoint, Service } from './endpoint.ts';
import { httpBase } from './http-base.ts';
import { changeAddonsList, changeCadence, getProductPrices } from './extra-plans.ts';
import { getAllSubscriptions, getFreshCats } from './legacy.ts';
import { checkoutLitter, getLitterTrialDeliveryDates } from './litter-actions.ts';
import { hadHalloweenRecipe, hasPurchasedNibblesInXMonths } from './orders.ts';
import { getGlobal, getPersonal } from './page-data.ts';
import { listPaymentMethods, updateCardDetails } from './payment-methods.ts';
import { getCompleteSurveys, saveAnswers } from './surveys.ts';
import { getFreshPricing, getSaverTray, updateDeliveryDate, updateRecipes } from './subscriptions.ts';

export interface ApiClientOptions {
  /** Base URL of every service without its own base below (contract section 2, data-api-base). */
  apiBase: string;
  discountsApiBase?: string;
  capiBase?: string;
  legacyApiBase?: string;
  ordersApiBase?: string;
  /** The logged-in customer's token (or a promise of it), asked before each call; none when logged out. */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** 'dev', 'stg', 'ftr', 'prod', ...: getOrder sends force=true in dev, stg and ftr only. */
  environment?: string;
  /** The fetch to call (a test double, a fetch with telemetry); the global fetch by default. */
  fetch?: typeof fetch;
  /** Each call gives up after this many ms; at most, and by default, the contract's 15 s. */
  timeoutMs?: number;
}

type Call = (api: ApiEndpoint, ...args: never[]) => unknown;
type Bound<F extends Record<string, Call>> = {
  [K in keyof F]: F[K] extends (api: ApiEndpoint, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** Each call with the endpoint filled in: `service.call(...args)` is `call(api, ...args)`. */
function bind<F extends Record<string, Call>>(api: ApiEndpoint, calls: F): Bound<F> {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, (...args: never[]) => call(api, ...args)])) as Bound<F>;
}

/** A base that is an http(s) URL, or a TypeError naming the option. */
function baseUrl(option: string, value: string | undefined): string {
  const url = value === undefined ? undefined : httpBase(value);
  if (url === undefined) throw new TypeError(`katkin: api: ${option} must be an http(s) URL (got ${JSON.stringify(value)})`);
  return url;
}

/** POST /actions for an app: the action's own reply fields come back unchecked (the app knows them). */
function postAnyAction(api: ApiEndpoint, action: ActionRequest, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return postAction(api, action, undefined, signal);
}

function endpointOf(options: ApiClientOptions): ApiEndpoint {
  const api = baseUrl('apiBase', options.apiBase);
  const own = (option: keyof ApiClientOptions & `${string}Base`) =>
    options[option] === undefined ? api : baseUrl(option, options[option]);
  const bases: Record<Service, string> = {
    api,
    discounts: own('discountsApiBase'),
    capi: own('capiBase'),
    legacy: own('legacyApiBase'),
    orders: own('ordersApiBase'),
  };
  const { environment, fetch, timeoutMs } = options;
  return { bases, accessToken: () => options.getAccessToken?.(), environment, fetch, timeoutMs };
}

export function createApiClient(options: ApiClientOptions) {
  const api = endpointOf(options);
  return {
    actions: bind(api, { post: postAnyAction, getLitterTrialDeliveryDates, checkoutLitter }),
    addresses: bind(api, { list: listAddresses, get: getAddress, create: createAddress, update: updateAddress }),
    capi: bind(api, { sendEvent }),
    cats: bind(api, { getCats, updateCat }),
    checkout: bind(api, { createBasket, createCheckoutBasket, getBasket, pollBasket }),
    competitors: bind(api, { getPortion: getCompetitorPortion }),
    customerOrder: bind(api, { getOrder }),
    deliveryDates: bind(api, { checkSelectable }),
    discounts: bind(api, { getApplications, getEstimate, applyCode, validateInfluencerCode, validateDiscountCode }),
    extraPlans: bind(api, { getProductPrices, changeCadence, changeAddonsList }),
    legacy: bind(api, { getAllSubscriptions, getFreshCats, getBatch }),
    orders: bind(api, { hadHalloweenRecipe, hasPurchasedNibblesInXMonths }),
    pageData: bind(api, { getGlobal, getPersonal }),
    paymentMethods: bind(api, { list: listPaymentMethods, updateCardDetails }),
    subscriptions: bind(api, { getFreshPricing, updateDeliveryDate, updateRecipes, getSaverTray }),
    surveys: bind(api, { saveAnswers, getCompleteSurveys }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
