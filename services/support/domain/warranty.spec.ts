import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { assertEventMatchesContract } from '../../platform/event-store/event.types';
import { WarrantyPartnerEvent } from './support.events';
import { checkWarrantyCsv } from './warranty-csv';
import { WarrantyPartnerCommand, warrantyPartnerDecider, warrantyPartnerId } from './warranty-partner.decider';

const details = { name: 'TimeCare Gurugram', email: 'service@timecare.example', phone: '+91 124 400 0000', address: 'MG Road, Gurugram', serviceArea: 'NCR' };
const register = (productIds: string[], change: Partial<typeof details> = {}): WarrantyPartnerCommand => ({
  kind: 'RegisterPartner',
  partnerId: 'p1',
  ownerId: 'brand',
  details: { ...details, ...change },
  productIds,
});
const added: WarrantyPartnerEvent = { type: 'WarrantyPartnerAdded', data: { partnerId: 'p1', ownerId: 'brand', ...details, productIds: ['a', 'b'] } };

describe('warranty partner decider', () => {
  it('given no partner, when a brand registers one, then it is added with its products (each once)', () => {
    spec(warrantyPartnerDecider).given([]).when(register(['b', 'a', 'b'])).then([added]);
  });

  it('the same partner again records nothing (a re-sent file is a no-op)', () => {
    spec(warrantyPartnerDecider).given([added]).when(register(['a'])).then([]);
    spec(warrantyPartnerDecider).given([added]).when(register([])).then([]);
  });

  it('new details or products update the record, keeping the products it had', () => {
    spec(warrantyPartnerDecider)
      .given([added])
      .when(register(['c'], { phone: '+91 124 400 0001' }))
      .then([{ type: 'WarrantyPartnerUpdated', data: { name: details.name, phone: '+91 124 400 0001', address: details.address, serviceArea: 'NCR', productIds: ['a', 'b', 'c'] } }]);
  });

  it('one record per brand and address, whatever the case of the address', () => {
    expect(warrantyPartnerId('brand', 'Service@TimeCare.example')).toBe(warrantyPartnerId('brand', 'service@timecare.example'));
    expect(warrantyPartnerId('brand', 'service@timecare.example')).not.toBe(warrantyPartnerId('other', 'service@timecare.example'));
    expect(warrantyPartnerId('brand', 'x@y.z')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('produces events that match the proto contract', () => {
    expect(() => assertEventMatchesContract(added)).not.toThrow();
    for (const event of spec(warrantyPartnerDecider).given([added]).when(register(['c'], { name: 'TimeCare' })).events()) {
      expect(() => assertEventMatchesContract(event)).not.toThrow();
    }
  });
});

describe('warranty partner CSV', () => {
  const header = 'name,email,phone,address,service_area';
  const good = 'TimeCare,service@timecare.example,+91 124 400 0000,"MG Road, Gurugram",NCR';

  it('reads rows under the exact header (quoted commas, CRLF, a BOM)', () => {
    const { rows, errors } = checkWarrantyCsv(`\ufeff${header}\r\n${good}\r\nFixIt,FIX@it.example,0124 555 000,Sector 29,Haryana\r\n`);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { name: 'TimeCare', email: 'service@timecare.example', phone: '+91 124 400 0000', address: 'MG Road, Gurugram', serviceArea: 'NCR' },
      { name: 'FixIt', email: 'fix@it.example', phone: '0124 555 000', address: 'Sector 29', serviceArea: 'Haryana' },
    ]);
  });

  it('refuses any other header, naming the expected one', () => {
    for (const wrong of ['name,email,phone,address', 'email,name,phone,address,service_area', 'name,email,phone,address,service area']) {
      expect(() => checkWarrantyCsv(`${wrong}\n${good}`)).toThrow(expect.objectContaining({ fields: { csv_file: [`The header must be exactly: ${header}`] } }));
    }
  });

  it('lists every bad row with its spreadsheet row number and field', () => {
    const { errors } = checkWarrantyCsv([header, good, 'NoMail,,12345,Addr,Area', 'Bad,bad-address,call me,Addr,Area', 'Short,a@b.co', good.replace('TimeCare', 'Again')].join('\n'));
    expect(errors).toEqual([
      { row: 3, field: 'email', message: 'This field may not be blank.' },
      { row: 4, field: 'email', message: 'Enter a valid email address.' },
      { row: 4, field: 'phone', message: 'Enter a valid phone number.' },
      { row: 5, field: 'row', message: 'Expected 5 columns, found 2.' },
      { row: 6, field: 'email', message: 'The same e-mail as row 2.' },
    ]);
  });
});
