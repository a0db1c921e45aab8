// Started by each prerendered page's boot module once the page has painted (ADR 0031). The first
// use of Intl in a renderer loads ICU's data and builds each service's list of locales: 30-140 ms
// on this project's machine, and react-aria pays it while its module evaluates, inside the longest
// task of hydration. Those caches belong to the process, so this worker pays it on another thread
// and the page's own first Intl calls then take well under a millisecond. The page posts its locale.
onmessage = ({ data: locale }) => {
  Intl.DateTimeFormat.supportedLocalesOf([locale]);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.NumberFormat(locale, { style: 'percent' }).format(1);
  new Intl.PluralRules(locale).select(1);
  new Intl.ListFormat(locale).format(['a', 'b']);
  new Intl.Locale(locale).maximize();
  close();
};
