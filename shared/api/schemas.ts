// Schema pieces the service modules share. Built inside lazyReply (never at module load), so a
// widget that imports one call pays for zod only when its reply is checked.
import { parseIsoDate } from '../format/iso-date.ts';
import { z } from '../zod.ts';
import type { ReplyCheck } from './request.ts';

/** Ids come as numbers or strings depending on the service; compared as text. */
export const idText = () => z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const isoDate = () => z.string().check(z.refine((text) => parseIsoDate(text) !== undefined, 'expected a YYYY-MM-DD date'));

/** Pounds, never negative (zod numbers are finite already). */
export const pounds = () => z.number().check(z.nonnegative());

export const nonEmpty = () => z.string().check(z.trim(), z.minLength(1));

/** Replies the spec calls "truthy or falsy JSON": an empty body is falsy. */
export const truthyReply: ReplyCheck<boolean> = { safeParse: (data) => ({ success: true, data: Boolean(data) }) };

/** "Responses not shown" in the spec: any JSON object, passed on as it came. */
export const objectReply = () => z.record(z.string(), z.unknown());
