/* global window, document, URL */
// A stand-in for Google Tag Manager's container script (gtm.js), served by the site itself while the
// embedded backend answers: it reads the data layer as the container does (what waited, then every push)
// and records it on `window.cepaTagManagerStandIn`, so a test sees what a real container would receive.
// Like Google's Analytics tag, it sets the `_ga` cookie on the site's domain once analytics storage is
// granted. It never makes a request.
(function () {
  var src = document.currentScript && document.currentScript.src;
  var id = src ? new URL(src).searchParams.get('id') : null;
  var record = window.cepaTagManagerStandIn;
  if (record) {
    record.loads += 1;
    return;
  }
  record = window.cepaTagManagerStandIn = { id: id, loads: 1, received: [], consent: {} };
  var layer = (window.dataLayer = window.dataLayer || []);
  function receive(entry) {
    var isCommand = Object.prototype.toString.call(entry) === '[object Arguments]';
    var copy = isCommand ? Array.prototype.slice.call(entry) : entry;
    record.received.push(JSON.parse(JSON.stringify(copy)));
    if (isCommand && copy[0] === 'consent' && copy[2]) {
      for (var key in copy[2]) record.consent[key] = copy[2][key];
      if (record.consent.analytics_storage === 'granted' && !/(^|;\s*)_ga=/.test(document.cookie))
        document.cookie = '_ga=GA1.1.' + Date.now() + '; Path=/; Max-Age=63072000; SameSite=Lax';
    }
  }
  for (var i = 0; i < layer.length; i++) receive(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) receive(arguments[j]);
    return push.apply(layer, arguments);
  };
})();
