// What a concierge reply offers under its text (issue 63): the booking it proposes (a link that opens
// /book-call with the type selected; the form fills itself from the conversation, bookingHandoff.ts)
// and the "have someone contact me" path; and, on every answer, whether it helped (two toggle buttons,
// aria-pressed, one pressed at most: pressing the pressed one takes the rating back).
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Button } from '../../components/actions/Button.tsx';
import { ButtonLink } from '../../components/actions/ButtonLink.tsx';
import { buttonStyle } from '../../components/actions/button.css.ts';
import { cx } from '../../components/cx.ts';
import { bookingControlLabel, FOLLOW_UP_CONTROL_LABEL, FOLLOW_UP_REQUEST } from '../../domain/concierge/handoff-text.ts';
import { closeConcierge } from './conciergeStore.ts';
import { rateReply, sendMessage, type ChatMessage } from './conversation.ts';
import * as styles from './replyActions.css.ts';

const ThumbIcon = ({ down }: { down?: boolean }) => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={down ? styles.down : undefined}>
    <path d="M7 10v12" />
    <path d="M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z" />
  </svg>
);

export const ratingLabels = { helpful: 'Helpful', notHelpful: 'Not helpful' } as const;

function Rating({ message }: { message: ChatMessage }) {
  const rate = (helpful: boolean) => (selected: boolean) => void rateReply(message.id, selected ? helpful : null);
  const toggle = cx(buttonStyle({ variant: 'ghost', size: 'icon' }), styles.rate);
  return (
    <div className={styles.rating} role="group" aria-label="Was this answer helpful?">
      <ToggleButton className={toggle} aria-label={ratingLabels.helpful} isSelected={message.helpful === true} onChange={rate(true)}>
        <ThumbIcon />
      </ToggleButton>
      <ToggleButton className={toggle} aria-label={ratingLabels.notHelpful} isSelected={message.helpful === false} onChange={rate(false)}>
        <ThumbIcon down />
      </ToggleButton>
    </div>
  );
}

export function ReplyActions({ message }: { message: ChatMessage }) {
  if (!message.messageId || message.streaming) return null;
  return (
    <>
      {message.offer && (
        <div className={styles.offer}>
          {/* Opens the booking page in place and closes the panel, as the answers' own links do. */}
          <ButtonLink size="sm" href={`/book-call?type=${encodeURIComponent(message.offer.sessionType)}`} onPress={closeConcierge}>
            {bookingControlLabel(message.offer.sessionType)}
          </ButtonLink>
          <Button variant="outline" size="sm" onPress={() => void sendMessage(FOLLOW_UP_REQUEST)}>
            {FOLLOW_UP_CONTROL_LABEL}
          </Button>
        </div>
      )}
      <Rating message={message} />
    </>
  );
}
