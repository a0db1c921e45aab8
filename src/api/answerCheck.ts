// Checks a parsed answer against its call's shape (compiled from the contract into callTable.ts),
// small enough for the production bundle. Returns the first issue only: that is what gets logged.

/** The JSON Schema subset tools/build/write-call-table.ts keeps from the contract's response schemas. */
export interface Shape {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, Shape>;
  required?: readonly string[];
  items?: Shape;
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  minLength?: number;
}

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

function fitsType(type: NonNullable<Shape['type']>, value: unknown): boolean {
  switch (type) {
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isSafeInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

function boundIssue(shape: Shape, value: number): string | undefined {
  if (shape.minimum !== undefined && value < shape.minimum) return `below ${shape.minimum}`;
  if (shape.maximum !== undefined && value > shape.maximum) return `above ${shape.maximum}`;
  if (shape.exclusiveMinimum !== undefined && value <= shape.exclusiveMinimum) return `not above ${shape.exclusiveMinimum}`;
  if (shape.exclusiveMaximum !== undefined && value >= shape.exclusiveMaximum) return `not below ${shape.exclusiveMaximum}`;
  return undefined;
}

/**
 * The first way `value` breaks `shape`, as 'path: problem', or undefined when it fits. A field named
 * in `fallbackPaths` ('results.efficiency', 'roadmap.phases[].investment') that is missing or does
 * not fit is removed instead, so the view shows the spec's fallback for it.
 */
export function checkAnswer(shape: Shape, value: unknown, fallbackPaths: readonly string[] = []): string | undefined {
  return check(shape, value, '', '', fallbackPaths);
}

function check(shape: Shape, value: unknown, path: string, pattern: string, fallbacks: readonly string[]): string | undefined {
  const at = path || 'answer';
  if (shape.type && !fitsType(shape.type, value)) return `${at}: expected ${shape.type}, got ${describe(value)}`;
  if ('const' in shape && value !== shape.const) return `${at}: expected ${JSON.stringify(shape.const)}`;
  if (typeof value === 'number') {
    const bound = boundIssue(shape, value);
    if (bound) return `${at}: ${bound}`;
  }
  if (typeof value === 'string' && shape.minLength !== undefined && value.length < shape.minLength) return `${at}: empty`;
  if (Array.isArray(value)) {
    if (shape.minItems !== undefined && value.length < shape.minItems) return `${at}: fewer than ${shape.minItems} items`;
    for (const [i, item] of value.entries()) {
      const issue = shape.items && check(shape.items, item, `${path}[${i}]`, `${pattern}[]`, fallbacks);
      if (issue) return issue;
    }
  }
  if (shape.properties && value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, fieldShape] of Object.entries(shape.properties)) {
      const fieldPath = path ? `${path}.${key}` : key;
      const fieldPattern = pattern ? `${pattern}.${key}` : key;
      const present = Object.hasOwn(record, key) && record[key] !== undefined;
      if (fallbacks.includes(fieldPattern)) {
        if (present && check(fieldShape, record[key], fieldPath, fieldPattern, fallbacks)) delete record[key];
      } else if (!present) {
        if (shape.required?.includes(key)) return `${fieldPath}: missing`;
      } else {
        const issue = check(fieldShape, record[key], fieldPath, fieldPattern, fallbacks);
        if (issue) return issue;
      }
    }
  }
  return undefined;
}
