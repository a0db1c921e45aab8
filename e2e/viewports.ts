// The phone screen of the e2e suite: the mobile project's viewport, and the width every page is also
// checked at in the route sweep.
export const phoneViewport = { width: 390, height: 844 };
