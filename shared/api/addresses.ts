// Shipping and billing addresses (spec section 7 "Addresses"): the same four calls on
// /customer/shipping and /customer/billing. The spec shows no payloads; the fields are ours
// (README, "API client"), a UK address as the checkout asks for it. The calls are async so an
// empty id is a rejected promise like every other failure, never a throw at the call.
import { z } from '../zod.ts';
import type { ApiEndpoint } from './endpoint.ts';
import { lazyReply } from './lazy-reply.ts';
import { pathWith, request, type ReplyCheck } from './request.ts';
import { idText, nonEmpty } from './schemas.ts';

export type AddressKind = 'shipping' | 'billing';

export interface NewAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  city: string;
  postcode: string;
  phone?: string;
}

export interface Address extends NewAddress {
  id: string;
}

const addressShape = () => ({
  firstName: nonEmpty(),
  lastName: nonEmpty(),
  line1: nonEmpty(),
  line2: z.optional(z.string()),
  city: nonEmpty(),
  postcode: nonEmpty(),
  phone: z.optional(z.string()),
});

const address = () => z.looseObject({ id: idText(), ...addressShape() });
const addressReply: ReplyCheck<Address> = lazyReply(address);
const addressesReply: ReplyCheck<Address[]> = lazyReply(() => z.array(address()));
const newAddressBody = lazyReply(() => z.strictObject(addressShape()));
const changesBody = lazyReply(() => z.partial(z.strictObject(addressShape())));

/** GET /customer/{kind}/all */
export async function listAddresses(api: ApiEndpoint, kind: AddressKind, signal?: AbortSignal): Promise<Address[]> {
  return request(api, { service: 'api', path: pathWith('/customer/', kind, '/all'), auth: 'required', reply: addressesReply, signal });
}

/** GET /customer/{kind}/{id} */
export async function getAddress(api: ApiEndpoint, kind: AddressKind, id: string, signal?: AbortSignal): Promise<Address> {
  return request(api, { service: 'api', path: pathWith('/customer/', kind, '/', id), auth: 'required', reply: addressReply, signal });
}

/** POST /customer/{kind} with the new address; the reply is the address with its id. */
export async function createAddress(api: ApiEndpoint, kind: AddressKind, address: NewAddress): Promise<Address> {
  return request(api, {
    service: 'api',
    path: pathWith('/customer/', kind),
    method: 'POST',
    body: address,
    send: newAddressBody,
    auth: 'required',
    reply: addressReply,
  });
}

/** PATCH /customer/{kind}/{id} with the fields that change; the reply is the whole address. */
export async function updateAddress(api: ApiEndpoint, kind: AddressKind, id: string, changes: Partial<NewAddress>): Promise<Address> {
  return request(api, {
    service: 'api',
    path: pathWith('/customer/', kind, '/', id),
    method: 'PATCH',
    body: changes,
    send: changesBody,
    auth: 'required',
    reply: addressReply,
  });
}
