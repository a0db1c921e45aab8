/** The concierge's name: its panel's title, and the speaker of its replies for screen readers. */
export const CONCIERGE_TITLE = 'AI Concierge';
