// Where the build-time Open Graph images live (1200x630 PNG, written by tools/build/og-images.ts):
// articles, events and case studies have their own, every other page the branded one.
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const ogImagePath = {
  site: '/og/site.png',
  article: (id: string) => `/og/article-${id}.png`,
  event: (id: string) => `/og/event-${id}.png`,
  caseStudy: (id: string) => `/og/case-study-${id}.png`,
};
