import { DescField, DescMessage, ScalarType } from '@bufbuild/protobuf';

/** Checks a plain JSON value against one message of proto/; returns the first problem or undefined. */
export type ContractCheck = (value: unknown, path?: string) => string | undefined;

const compiled = new WeakMap<DescMessage, ContractCheck>();

/**
 * A validator compiled once per message from its descriptor: every key must be a field (by JSON or
 * local name) and every value of the field's kind. It checks the same shape protobuf's JSON reader would
 * accept for the scalar, repeated and message fields our events use, in a fraction of the time, because
 * every append (up to 100,000 events at once) goes through it.
 */
export function contractCheck(message: DescMessage): ContractCheck {
  const known = compiled.get(message);
  if (known) return known;
  const fields = new Map<string, DescField>();
  for (const field of message.fields) {
    fields.set(field.jsonName, field);
    fields.set(field.localName, field);
  }
  const check: ContractCheck = (value, path = message.name) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return `${path} is not an object`;
    for (const key in value as Record<string, unknown>) {
      const field = fields.get(key);
      if (!field) return `${path}.${key} is not a field of ${message.typeName}`;
      const v = (value as Record<string, unknown>)[key];
      if (v === undefined || v === null) continue;
      const problem = checkField(field, v, `${path}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };
  compiled.set(message, check);
  return check;
}

function checkField(field: DescField, value: unknown, path: string): string | undefined {
  if (field.fieldKind === 'list') {
    if (!Array.isArray(value)) return `${path} is not a list`;
    for (let i = 0; i < value.length; i += 1) {
      const problem =
        field.listKind === 'message'
          ? contractCheck(field.message)(value[i], `${path}[${i}]`)
          : field.listKind === 'scalar'
            ? checkScalar(field.scalar, value[i], `${path}[${i}]`)
            : typeof value[i] === 'string' || typeof value[i] === 'number' ? undefined : `${path}[${i}] is not an enum value`;
      if (problem) return problem;
    }
    return undefined;
  }
  if (field.fieldKind === 'message') return contractCheck(field.message)(value, path);
  if (field.fieldKind === 'scalar') return checkScalar(field.scalar, value, path);
  if (field.fieldKind === 'enum') return typeof value === 'string' || typeof value === 'number' ? undefined : `${path} is not an enum value`;
  return `${path}: maps are not used in events`;
}

function checkScalar(type: ScalarType, value: unknown, path: string): string | undefined {
  switch (type) {
    case ScalarType.STRING:
    case ScalarType.BYTES:
      return typeof value === 'string' ? undefined : `${path} is not a string`;
    case ScalarType.BOOL:
      return typeof value === 'boolean' ? undefined : `${path} is not a boolean`;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return typeof value === 'number' ? undefined : `${path} is not a number`;
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      return Number.isInteger(value) && (value as number) >= -2147483648 && (value as number) <= 2147483647 ? undefined : `${path} is not an int32`;
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 4294967295 ? undefined : `${path} is not a uint32`;
    default:
      // 64-bit integers travel as decimal strings in proto JSON.
      return (typeof value === 'string' && /^-?\d+$/.test(value)) || Number.isSafeInteger(value) ? undefined : `${path} is not a 64-bit integer`;
  }
}
