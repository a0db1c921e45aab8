import { useState } from 'react';

/** A form's text values, with the props that bind one of them to a kit TextField or TextArea. */
export function useTextFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });
  return { values, setValues, field };
}
