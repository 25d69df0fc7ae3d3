import { useState } from 'react';

/** The fields of V that hold text (or nothing yet, like a date not chosen). */
export type TextField<V> = { [K in keyof V]: V[K] extends string | null | undefined ? K : never }[keyof V] & string;

/**
 * A form's values, and `set(field)`: the onChange of a text input that writes its text to that field.
 * (React only here: the landing page's contact form uses it.)
 */
export function useTextFields<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const set = (field: TextField<V>) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  return [values, setValues, set] as const;
}
