// The screens of the e2e suite: the two widths every story is also seen at (.storybook/visual-config.ts).
// The phone is the mobile project's viewport and the width every page is also checked at in the route
// sweep; the wide one is the desktop width the design is reviewed at.
import { visualWidths } from '../.storybook/visual-config.ts';

export const [wideViewport, phoneViewport] = visualWidths;
