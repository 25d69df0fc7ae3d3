import { describe, expect, it } from 'vitest';
import { audienceOf, listedInExplorer, partiesOf, profileAudience, shownEventData, visible, visibleLivePayload, visibleOwnerChain } from './visibility.policy';

const item = {
  msg: 'success',
  display_id: 'INVE000001',
  created_at: '2026-01-01T00:00:00Z',
  location: '28.45&77.02',
  address_location: 'Gurgaon',
  product: { id: 'p-1', name: 'Submariner', brand: 'Rolex', images: [] },
  owner: { id: 'u-owner', fullname: 'Owner' },
  packed_in: null,
  batch: 'B-SECRET',
  manufecture_date: '2026-01-01',
  internal_note: 'never listed, never shown',
};

describe('visibility policy', () => {
  it('places a viewer: owner or brand, a past owner (party), anyone else or nobody (public)', () => {
    const parties = partiesOf({ owner_id: 'u3', owners: [{ owner_id: 'brand' }, { owner_id: 'u2' }, { owner_id: 'u3' }] });
    expect(audienceOf('u3', parties)).toBe('owner');
    expect(audienceOf('brand', parties)).toBe('owner');
    expect(audienceOf('u2', parties)).toBe('party');
    expect(audienceOf('stranger', parties)).toBe('public');
    expect(audienceOf(undefined, parties)).toBe('public');
    expect(audienceOf('u3', undefined)).toBe('public');
  });

  it('shows the public the public fields of an item, its owner everything the policy lists, and nobody an unlisted field', () => {
    expect(visible('item', 'public', item)).toEqual({
      msg: 'success',
      display_id: 'INVE000001',
      created_at: '2026-01-01T00:00:00Z',
      location: '28.45&77.02',
      address_location: 'Gurgaon',
      product: { name: 'Submariner', brand: 'Rolex', images: [] },
      owner: { fullname: 'Owner' },
      packed_in: null,
    });
    const { internal_note: _never, ...listed } = item;
    expect(visible('item', 'owner', item)).toEqual(listed);
  });

  it("keeps a product's SKU, location and details to its brand", () => {
    const product = { id: 'p-1', name: 'Submariner', brand: 'Rolex', sku: 'RLX-1', location: '1&2', detail: [{ key: 'k', value: 'v' }], images: [] };
    expect(visible('product', 'public', product)).toEqual({ id: 'p-1', name: 'Submariner', brand: 'Rolex', images: [] });
    expect(visible('product', 'party', product)).toEqual({ id: 'p-1', name: 'Submariner', brand: 'Rolex', images: [] });
    expect(visible('product', 'owner', product)).toEqual(product);
  });

  it("keeps a package's private details to its owner and brand, and its contents' descriptions to its parties", () => {
    const pkg = { display_id: 'PACK000001', brand_name: 'Rolex', details: 'SECRET', packegecontent: { content_data: [{ type: 'item', id: 'INVE000001' }] } };
    expect(visible('package', 'public', pkg)).toEqual({ display_id: 'PACK000001', brand_name: 'Rolex', packegecontent: { content_data: [{ type: 'item', id: 'INVE000001' }] } });
    expect(visible('package', 'party', pkg)).not.toHaveProperty('details');
    expect(visible('package', 'owner', pkg)).toEqual(pkg);
    const entry = { type: 'item', id: 'INVE000001', display_id: 'INVE000001', product: { name: 'Submariner' }, created_at: 'x' };
    expect(visible('packageContent', 'public', entry)).toEqual({ type: 'item', id: 'INVE000001', display_id: 'INVE000001' });
    expect(visible('packageContent', 'party', entry)).toEqual(entry);
  });

  it('shows the public only the current owner of a chain, by name; parties the whole chain', () => {
    const chain = [
      { owner: { id: 'u2', fullname: 'Now', company: 'Shop' }, from_date: '2026-02-01' },
      { owner: { id: 'brand', fullname: 'Brand', company: 'Maison' }, from_date: '2026-01-01' },
    ];
    expect(visibleOwnerChain('public', chain)).toEqual([{ owner: { fullname: 'Now' }, from_date: '2026-02-01' }]);
    expect(visibleOwnerChain('party', chain)).toEqual(chain);
  });

  it('shows event data to parties only, never a reporter’s address, and lists explorer streams to parties only', () => {
    const event = { revision: 0, type: 'CounterfeitReported', time: 't', prev_hash: 'a', hash: 'b', leaf_index: 3, data: { item: 'INVE000001' }, actor: 'u' };
    expect(visible('provenanceEvent', 'public', event)).toEqual({ revision: 0, type: 'CounterfeitReported', time: 't', prev_hash: 'a', hash: 'b', leaf_index: 3 });
    expect(visible('provenanceEvent', 'party', event)).toEqual(event);
    expect(shownEventData('CounterfeitReported', { item: 'INVE000001', address: 'home' })).toEqual({ data: { item: 'INVE000001' }, hidden: ['address'] });
    expect(listedInExplorer('public')).toBe(false);
    expect(listedInExplorer('party')).toBe(true);
  });

  it('shows a person their whole profile and anyone else a business card', () => {
    const profile = {
      id: 'u1',
      fullname: 'Alice',
      role: 'Brand',
      profile_image: null,
      bio: 'Watchmaker',
      email: 'alice@example.com',
      mobile: '+41 79',
      address: 'Home',
      social_link: 'https://s.example/a',
      Linkedin: 'https://l.example/a',
      facebook: 'https://f.example/a',
      companyInfo: { name: 'Maison', website: 'https://m.example', industry: 'Watches', registration_number: 'REG', tax_id: 'TAX', address: 'Quai 1', position: 'CEO' },
      created_at: '2026-01-01',
    };
    expect(profileAudience('u1', 'u1')).toBe('owner');
    expect(profileAudience('u2', 'u1')).toBe('public');
    expect(profileAudience(undefined, 'u1')).toBe('public');
    expect(visible('profile', 'owner', profile)).toEqual(profile);
    expect(visible('profile', 'public', profile)).toEqual({
      id: 'u1',
      fullname: 'Alice',
      role: 'Brand',
      profile_image: null,
      bio: 'Watchmaker',
      companyInfo: { name: 'Maison', website: 'https://m.example', industry: 'Watches' },
      created_at: '2026-01-01',
    });
    expect(visible('person', 'public', { id: 'u1', fullname: 'Alice', company: 'Maison', email: 'alice@example.com' })).toEqual({ id: 'u1', fullname: 'Alice', company: 'Maison' });
  });

  it('lets a live message carry only the fields of its message', () => {
    expect(visibleLivePayload('shipment:updated', { id: 's', status: 'planned', driver_name: 'D' })).toEqual({ id: 's', status: 'planned' });
    expect(visibleLivePayload('notification:count', { inventory: 1, package: 0 })).toEqual({ inventory: 1, package: 0 });
  });
});
