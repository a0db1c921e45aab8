/** The Mock API panel's name and the status it shows once the demo is cached; the e2e suite finds them by these. */
export const panelCopy = { label: 'Mock API controls', readyOffline: 'Ready offline' } as const;

/** The panel's own DOM node: there once the mock API has started, empty in presenter view. */
export const panelNodeId = 'mock-api-panel';
