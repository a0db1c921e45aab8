// Stories clear orphaned react-aria announcements before each story (see src/components/liveAnnouncer.ts).
export { removeStaleAnnouncements } from '../../src/components/liveAnnouncer';
