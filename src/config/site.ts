// The brand and the external addresses of product-rules.md D5: pages read these, never restate them.
export const site = {
  name: 'Orbital Agents',
  tagline: '10× Value Guarantee',
  salesEmail: 'sales@orbitalagents.example',
  statusPageUrl: 'https://status.orbitalagents.example',
  scheduling: {
    auditScopingUrl: 'https://cal.orbitalagents.example/audit-scoping',
    demoUrl: 'https://cal.orbitalagents.example/demo-30',
  },
  trustedBy: ['Northwind Logistics', 'Helix Health', 'Summit Capital', 'Brightline Retail'],
} as const;
