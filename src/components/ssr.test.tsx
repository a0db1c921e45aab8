import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';
import { Badge } from './Badge.tsx';
import { Button } from './actions/Button.tsx';
import { ButtonLink } from './actions/ButtonLink.tsx';
import { Card } from './Card.tsx';
import { Checkbox } from './form/Checkbox.tsx';
import { DatePicker } from './form/DatePicker.tsx';
import { Dialog } from './overlay/Dialog.tsx';
import { LazyDialogTrigger } from './overlay/LazyDialog.tsx';
import { Link } from './actions/Link.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { AriaProvider } from './AriaProvider.tsx';
import { Select } from './form/Select.tsx';
import { Sheet } from './overlay/Sheet.tsx';
import { Slider } from './form/Slider.tsx';
import { TextArea } from './form/TextArea.tsx';
import { TextField } from './form/TextField.tsx';
import { ToastRegion } from './overlay/ToastRegion.tsx';

// Every route is rendered by react-dom/server: the kit must render (and import) without a DOM.
describe('kit renders on the server', () => {
  it('renders every component to HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <AriaProvider>
          <Button isPending>Subscribe</Button>
          <Link href="/pricing">Pricing</Link>
          <Link href="https://status.orbitalagents.example" isExternal>Status</Link>
          <ButtonLink href="/trial">Start Free Trial</ButtonLink>
          <TextField label="Email" isRequired isInvalid errorMessage="Please enter a valid email address." />
          <TextArea label="Message" />
          <Select label="Company size" items={[{ id: 'startup', label: 'Startup' }]} />
          <Checkbox>Remember me</Checkbox>
          <Slider label="Error rate" defaultValue={12} />
          <DatePicker label="Preferred date" minValue={new CalendarDate(2025, 8, 12)} />
          <Accordion items={[{ id: 'a', title: 'How do I get started?', content: 'Trial.' }]} />
          <Badge>Online</Badge>
          <Card title="Mid-Market">Body</Card>
          <ProgressBar label="Progress" value={40} />
          <Dialog title="Closed dialog" isOpen={false} onOpenChange={() => undefined}>
            x
          </Dialog>
          <LazyDialogTrigger label="Reserve Slot" title="Lazy dialog">
            x
          </LazyDialogTrigger>
          <Sheet title="Closed sheet">x</Sheet>
          <ToastRegion />
        </AriaProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Subscribe');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('href="https://status.orbitalagents.example"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('How do I get started?');
    expect(html).not.toContain('Closed dialog');
    // An on-demand dialog: its trigger is in the HTML, the dialog is not.
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog" aria-expanded="false"[^>]*>Reserve Slot<\/button>/);
    expect(html).not.toContain('Lazy dialog');
  });
});
