/* global window, document */
// Starts the app on server-rendered landing pages, after their first paint (the server puts
// this script in place of the module script there: apps/server/src/plugins/web-app). The page
// is readable without the app, so its code waits one frame instead of competing with the page's
// own HTML and CSS for a slow connection. Everywhere else index.html loads the app at once.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var texts = (script.getAttribute('data-texts') || '').split(' ').filter(Boolean);

  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }

  function start() {
    texts.forEach(function (href) {
      add('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: href });
    });
    modules.forEach(function (href) {
      add('link', { rel: 'modulepreload', crossorigin: '', href: href });
    });
    add('script', { type: 'module', crossorigin: '', src: entry });
  }

  // The frame after the first paint.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
})();
