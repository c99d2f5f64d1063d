// The old host's banner (put in the page by the server, before the app): counts down from the page's first paint,
// not from when this file or the app has loaded, then moves to the same page on the new host (the link's address,
// with the hash the server never sees). A file of its own: the CSP allows no inline script.
(() => {
  const banner = document.getElementById('old-host-banner');
  if (!banner) return;
  const link = banner.querySelector('a');
  const secondsPart = banner.querySelector('[data-part="seconds"]');
  if (!link || !secondsPart) return;
  try {
    if (localStorage.getItem('lang') === 'en') {
      banner.querySelector('[data-part="before"]').textContent = banner.dataset.enBefore;
      banner.querySelector('[data-part="after"]').textContent = banner.dataset.enAfter;
    }
  } catch {
    // Storage refused (private mode): the banner stays in Thai, the default language.
  }
  const target = link.href + (location.hash || '');
  const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
  const start = paint ? paint.startTime : performance.now();
  const deadline = start + Number(banner.dataset.seconds) * 1000;
  const tick = () => {
    const left = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
    secondsPart.textContent = String(left);
    if (left === 0) {
      location.assign(target);
      return;
    }
    setTimeout(tick, Math.min(250, deadline - performance.now()));
  };
  tick();
})();
