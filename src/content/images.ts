// Where the generated pictures live (scripts/write-art.ts writes them): one cover per article, event
// and case study, one illustrated avatar per person. Content and the generator both use these paths.
import { slugOf } from './slug.ts';

export interface ContentImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Every cover is drawn at 16:9 on this canvas. */
export const COVER_SIZE = { width: 640, height: 360 } as const;

/** The covers' address on the site (the folder public/images/covers). */
export const COVERS_PATH = '/images/covers';

export const coverImage = (id: string, alt: string): ContentImage => ({ src: `${COVERS_PATH}/${id}.svg`, ...COVER_SIZE, alt });

export const avatarSrc = (name: string): string => `/images/avatars/${slugOf(name)}.svg`;
