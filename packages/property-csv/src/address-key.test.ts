import { describe, expect, it } from 'vitest';
import { propertyAddressKey } from './address-key';

describe('propertyAddressKey', () => {
  it('matches the same place written with other case, spaces, punctuation or a ZIP+4', () => {
    const stored = { address: '1420 Vine St.', city: 'Denver', state: 'CO', zipCode: '80206' };
    for (const written of [
      { address: '1420 vine st', city: 'DENVER', state: 'co', zipCode: '80206-1234' },
      { address: '  1420  Vine   St ', city: ' Denver ', state: 'CO', zipCode: '80206' },
      { address: '1420 Vine St,', city: 'Denver.', state: 'CO', zipCode: '80206' },
    ])
      expect(propertyAddressKey(written)).toBe(propertyAddressKey(stored));
    expect(propertyAddressKey(stored)).toBe('1420 vine st|denver|co|80206');
  });

  it('tells apart a different number, city, state or ZIP, and a missing ZIP from a given one', () => {
    const base = { address: '1420 Vine St', city: 'Denver', state: 'CO', zipCode: '80206' };
    const key = propertyAddressKey(base);
    for (const other of [
      { ...base, address: '1422 Vine St' },
      { ...base, city: 'Aurora' },
      { ...base, state: 'CA' },
      { ...base, zipCode: '80207' },
      { ...base, zipCode: null },
    ])
      expect(propertyAddressKey(other)).not.toBe(key);
    expect(propertyAddressKey({ address: 'Unit 4', city: 'Austin' })).toBe('unit 4|austin||');
  });
});
