import { describe, expect, it } from 'vitest';
import { choice, optionalChoice, optionalEmail, optionalMonth, optionalPositiveInt, optionalText, searchSchema } from './search-params';

// The router hands validateSearch the parsed query string: JSON where it parses (`?page=2` → 2), else text.
const validate = <S extends Parameters<typeof searchSchema>[0]>(shape: S, raw: Record<string, unknown>) =>
  searchSchema(shape)(raw as never) as Record<string, unknown>;

describe('search params', () => {
  it('keeps declared parameters only, and drops missing or refused values', () => {
    expect(validate({ id: optionalText() }, { id: 'INVE000001', other: 'x' })).toEqual({ id: 'INVE000001' });
    expect(validate({ id: optionalText() }, {})).toEqual({});
    expect(validate({ id: optionalText() }, { id: 42 })).toEqual({});
    expect(validate({ id: optionalText() }, { id: ['a'] })).toEqual({});
    expect(validate({ id: optionalText() }, { id: '' })).toEqual({ id: '' });
  });

  it('checks e-mail addresses', () => {
    const shape = { email: optionalEmail() };
    expect(validate(shape, { email: 'asha.verma@example.com' })).toEqual({ email: 'asha.verma@example.com' });
    expect(validate(shape, { email: "o'neil+tag@mail.example.co" })).toEqual({ email: "o'neil+tag@mail.example.co" });
    for (const bad of ['asha', 'asha@', '@example.com', 'asha@example', 'a..b@example.com', '.a@example.com', 'a.@example.com', 'a@-x.com', 7]) {
      expect(validate(shape, { email: bad }), String(bad)).toEqual({});
    }
  });

  it('takes page numbers from 1 up', () => {
    const shape = { page: optionalPositiveInt() };
    expect(validate(shape, { page: 3 })).toEqual({ page: 3 });
    for (const bad of [0, -1, 1.5, '2', Number.NaN, Number.POSITIVE_INFINITY, null]) expect(validate(shape, { page: bad }), String(bad)).toEqual({});
  });

  it('takes one of the listed values, compared exactly', () => {
    expect(validate({ state: optionalChoice(['home', 'faq']) }, { state: 'faq' })).toEqual({ state: 'faq' });
    expect(validate({ state: optionalChoice(['home', 'faq']) }, { state: 'FAQ' })).toEqual({});
    expect(validate({ level: optionalChoice([1, 2]) }, { level: 2 })).toEqual({ level: 2 });
    expect(validate({ level: optionalChoice([1, 2]) }, { level: '2' })).toEqual({});
    expect(validate({ level: optionalChoice([1, 2]) }, { level: 3 })).toEqual({});
  });

  it('falls back to the default of a choice', () => {
    const shape = { box: choice(['received', 'sent'], 'received') };
    expect(validate(shape, { box: 'sent' })).toEqual({ box: 'sent' });
    expect(validate(shape, {})).toEqual({ box: 'received' });
    expect(validate(shape, { box: 'outbox' })).toEqual({ box: 'received' });
  });

  it('takes a month as YYYY-MM only', () => {
    const shape = { from: optionalMonth() };
    expect(validate(shape, { from: '2026-11' })).toEqual({ from: '2026-11' });
    expect(validate(shape, { from: '2026-13' })).toEqual({});
    expect(validate(shape, { from: '2026-1' })).toEqual({});
    expect(validate(shape, { from: 202611 })).toEqual({});
  });
});
