// The API client as a library for our own apps (npm run build writes dist/api/index.js and
// index.d.ts): createApiClient, its errors and the types of what the calls send and answer.
export { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
export { ApiError, type ApiErrorKind } from './api-error.ts';
export { ActionError, type ActionRequest } from './actions.ts';
export type { ActionFailure } from './action-failure.ts';
export { CAT_UPDATE_ERROR_CODES, CatUpdateError, type CatChanges, type CatRecord, type CatUpdateErrorCode } from './cats.ts';
export { NETWORK_FAILURE_BASKET, type Basket, type BasketContents, type BasketValidationError } from './checkout.ts';
export type { Address, AddressKind, NewAddress } from './addresses.ts';
export type { BatchRecord } from './batch-reply.ts';
export type { CapiContentItem, CapiEvent, CapiEventType } from './capi.ts';
export type { CompetitorPortion, PortionQuestion } from './competitors.ts';
export type { DiscountApplication, DiscountEstimate } from './discounts.ts';
export type { ExtraItem, ProductPrices } from './extra-plans.ts';
export type { FreshMealPlan } from './legacy.ts';
export type { DeliveryDateOption } from './litter-actions.ts';
export type { OrderQuery } from './customer-order.ts';
export type { PaymentMethod } from './payment-methods.ts';
export type { PricingPlan, Recipe, SaverTray } from './subscriptions.ts';
export type { SelectableQuestion } from './delivery-dates.ts';
export type { CompleteSurvey, SurveyAnswers } from './surveys.ts';
