/*
 * Telegram event receivers, loaded in <head> before the app bundle (a file, not inline, because the
 * CSP is script-src 'self'). Telegram may call a receiver as soon as the page starts, long before
 * the bundle has run; without these the calls would throw and the events be lost. They queue
 * events in window.__tgEventQueue until src/telegram/events.ts calls window.__tgDrain(handler),
 * which replays the queue, forwards later calls and stops listening for frame messages (the module
 * installs its own receivers and listener right after). ES5 on purpose: old in-app web views.
 */
(function (w) {
  'use strict';
  if (w.__tgDrain) return;
  var LIMIT = 100;
  var queue = [];
  var sink = null;

  function receive(eventType, eventData) {
    if (sink) {
      sink(eventType, eventData);
    } else if (typeof eventType === 'string' && queue.length < LIMIT) {
      queue.push([eventType, eventData]);
    }
  }

  // Telegram Web posts {eventType, eventData} as JSON from the parent frame; anything else,
  // from anywhere else, is not ours.
  function onMessage(event) {
    if (w.parent === w || event.source !== w.parent || typeof event.data !== 'string') return;
    var message;
    try {
      message = JSON.parse(event.data);
    } catch (ignored) { // oxlint-disable-line no-unused-vars -- ES5 has no optional catch binding
      return;
    }
    if (message && typeof message.eventType === 'string') receive(message.eventType, message.eventData);
  }

  w.__tgEventQueue = queue;
  w.Telegram = w.Telegram || {};
  w.Telegram.WebView = w.Telegram.WebView || {};
  w.Telegram.WebView.receiveEvent = receive;
  w.TelegramGameProxy = w.TelegramGameProxy || {};
  w.TelegramGameProxy.receiveEvent = receive;
  w.TelegramGameProxy_receiveEvent = receive;
  w.addEventListener('message', onMessage);

  w.__tgDrain = function (handler) {
    w.removeEventListener('message', onMessage);
    var drained = queue.splice(0, queue.length);
    sink = handler;
    for (var i = 0; i < drained.length; i++) handler(drained[i][0], drained[i][1]);
  };
})(window);
