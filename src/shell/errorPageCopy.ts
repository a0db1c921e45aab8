/** The error page's words (issue 20), shared by the page, its stories and the e2e tests. */
export const errorPageCopy = {
  title: 'Something went wrong',
  text: 'This page ran into a problem on our side. Reload to try again, or head back to the home page.',
  reload: 'Reload',
  home: 'Back to home',
} as const;
