/* global window, document */
// Server-rendered landing pages start the app a frame after their first paint (see "Web app
// start-up" in docs/ARCHITECTURE.md); the server puts this script where the module script was.
(function () {
  var script = document.currentScript;
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var add = function (tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  };
  window.requestAnimationFrame(function () {
    window.setTimeout(function () {
      list('data-texts').forEach(function (href) {
        add('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: href });
      });
      list('data-modules').forEach(function (href) {
        add('link', { rel: 'modulepreload', crossorigin: '', href: href });
      });
      add('script', { type: 'module', crossorigin: '', src: script.getAttribute('data-entry') });
    }, 0);
  });
})();
