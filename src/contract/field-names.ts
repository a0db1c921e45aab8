// The field names no call takes, anywhere in a body (zod-free, so the OpenAPI document and the
// endpoint descriptions can list them): '__proto__', 'constructor', 'prototype' and every member of
// Object.prototype. They reach into JavaScript's object machinery, and merging such a key into an
// object can pollute prototypes. Spelled out rather than read from the engine, so a server team in
// any language has the same list; hostile-input.test.ts checks it still covers Object.prototype.
export const FORBIDDEN_FIELD_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
] as const;

/** The list as prose: '__proto__', 'constructor', ... and 'valueOf'. */
export const forbiddenFieldNamesText = `${FORBIDDEN_FIELD_NAMES.slice(0, -1).map((n) => `'${n}'`).join(', ')} and '${FORBIDDEN_FIELD_NAMES.at(-1)}'`;
