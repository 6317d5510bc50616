import { describe, expect, it } from 'vitest';
import { PageQuery } from './page-query.ts';
import { parseSubscriptionId } from './subscription-id.ts';

describe('PageQuery', () => {
  it('gives trimmed values, and undefined for absent or blank ones', () => {
    const query = new PageQuery('?catName=%20Tom%20&blank=%20&subscriptionId=1001');
    expect(query.value('catName')).toBe('Tom');
    expect(query.value('blank')).toBeUndefined();
    expect(query.value('missing')).toBeUndefined();
    expect(query.search).toBe('?catName=%20Tom%20&blank=%20&subscriptionId=1001');
  });

  it('lets the attribute win over the query, everywhere the same', () => {
    const query = new PageQuery('?catName=Tom&subscriptionId=1001');
    expect(query.withAttribute('Luna', 'catName', String)).toBe('Luna');
    expect(query.withAttribute(2002, 'subscriptionId', parseSubscriptionId)).toBe(2002);
  });

  it('falls back to the parsed query value when the attribute is absent', () => {
    const query = new PageQuery('?catName=Tom&subscriptionId=12x');
    expect(query.withAttribute(undefined, 'catName', String)).toBe('Tom');
    expect(query.withAttribute(undefined, 'subscriptionId', parseSubscriptionId)).toBeUndefined();
    expect(query.withAttribute(undefined, 'absent', String)).toBeUndefined();
  });
});
