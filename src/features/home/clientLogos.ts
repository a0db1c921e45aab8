// The trusted-by strip: a monochrome wordmark per client of site.trustedBy, each with its own width
// at a common height, all in one static SVG file (public/logos/clients.svg, no JavaScript): one
// request for the four, each <img> showing its wordmark's <view> (`clients.svg#<slug>`). Their
// lettering is outlines, not <text>: each image is a document of its own, and text in it looks up
// and shapes a font (whatever the device has) while the hero first paints (ADR 0030).
import { site } from '../../config/site.ts';

export const CLIENT_LOGO_HEIGHT = 40;

const widths: Record<(typeof site.trustedBy)[number], number> = {
  'Northwind Logistics': 176,
  'Helix Health': 160,
  'Summit Capital': 168,
  'Brightline Retail': 168,
};

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

export const CLIENT_LOGOS_FILE = '/logos/clients.svg';

export const clientLogos = site.trustedBy.map((name) => ({ name, src: `${CLIENT_LOGOS_FILE}#${slug(name)}`, width: widths[name] }));
