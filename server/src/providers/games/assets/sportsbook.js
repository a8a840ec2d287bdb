// The demo sportsbook: the event card, a bet slip (single or accumulator) and the player's bets.
(function () {
  'use strict';
  var G = window.Game;
  var eventsEl = document.getElementById('events');
  var slipEl = document.getElementById('slip');
  var slipEmpty = document.getElementById('slip-empty');
  var slipFooter = document.getElementById('slip-footer');
  var slipOdds = document.getElementById('slip-odds');
  var slipWin = document.getElementById('slip-win');
  var placeButton = document.getElementById('place');
  var betsEl = document.getElementById('bets');
  var events = [];
  var slip = new Map(); // event id → { event, pick, odds }
  var slipKey = G.roundId();
  var busy = false;
  var picker = null;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    for (var k in attrs || {}) {
      if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    }
    (children || []).forEach(function (c) {
      node.appendChild(c);
    });
    return node;
  }
  function odds(v) {
    return (v / 100).toFixed(2);
  }
  function time(unix) {
    var d = new Date(unix * 1000);
    return d.getHours() + ':' + ('0' + d.getMinutes()).slice(-2);
  }
  function renderEvents() {
    eventsEl.textContent = '';
    eventsEl.removeAttribute('aria-busy');
    events.forEach(function (e) {
      var title = e.home + ' — ' + e.away;
      var buttons = ['home', 'draw', 'away']
        .filter(function (p) {
          return e.odds[p];
        })
        .map(function (pick) {
          var selected = slip.has(e.id) && slip.get(e.id).pick === pick;
          // Named by what it shows, after the event's name read out only (label in name, WCAG 2.5.3).
          var b = el('button', { type: 'button', class: 'odd', 'aria-pressed': String(selected) }, [
            el('span', { class: 'sr-only', text: title + ': ' }),
            el('span', { text: G.t[pick] + ' ' }),
            el('strong', { text: odds(e.odds[pick]) }),
          ]);
          b.addEventListener('click', function () {
            if (slip.has(e.id) && slip.get(e.id).pick === pick) slip.delete(e.id);
            else slip.set(e.id, { event: e, pick: pick, odds: e.odds[pick] });
            slipKey = G.roundId();
            renderEvents();
            renderSlip();
          });
          return b;
        });
      eventsEl.appendChild(
        el('article', { class: 'event', 'aria-label': title }, [
          el('div', {}, [
            el('div', { class: 'meta', text: (G.t.sports[e.sport] || e.sport) + ' · ' + e.league + ' · ' + G.text(G.t.starts, { time: time(e.starts_at) }) }),
            el('div', { text: title }),
          ]),
          el('div', { class: 'odds' }, buttons),
        ]),
      );
    });
  }
  function combined() {
    var acc = 100;
    slip.forEach(function (s) {
      acc = Math.floor((acc * s.odds) / 100);
    });
    return acc;
  }
  function renderSlip() {
    slipEl.textContent = '';
    slip.forEach(function (s, id) {
      var remove = el('button', { type: 'button', class: 'ghost', 'aria-label': G.t.remove + ': ' + s.event.home + ' — ' + s.event.away, text: '×' });
      remove.addEventListener('click', function () {
        slip.delete(id);
        slipKey = G.roundId();
        renderEvents();
        renderSlip();
      });
      slipEl.appendChild(el('li', {}, [el('span', { text: s.event.home + ' — ' + s.event.away + ' · ' + G.t[s.pick] + ' @ ' + odds(s.odds) }), remove]));
    });
    slipEmpty.hidden = slip.size > 0;
    slipFooter.hidden = slip.size === 0;
    slipOdds.textContent = odds(combined());
    if (picker) slipWin.textContent = G.fmtMinor(Math.floor((picker.value() * combined()) / 100));
  }
  function renderBets(items) {
    betsEl.textContent = '';
    if (!items.length) betsEl.appendChild(el('li', { text: G.t.noBets }));
    items.forEach(function (b) {
      var picks = b.selections
        .map(function (s) {
          return s.home + ' — ' + s.away + ': ' + G.t[s.pick] + ' @ ' + odds(s.odds);
        })
        .join('; ');
      var outcome = b.status === 'won' ? G.t.won + ' ' + G.fmt(b.payout.amount, b.payout.currency) : G.t[b.status];
      betsEl.appendChild(
        el('li', { class: b.status }, [
          el('span', { text: picks }),
          el('span', { text: G.fmt(b.stake.amount, b.stake.currency) + ' @ ' + odds(b.odds) + ' · ' + outcome }),
        ]),
      );
    });
  }
  function loadEvents() {
    return G.call('sportsbook/events').then(function (data) {
      events = data.items;
      var open = new Set(
        events.map(function (e) {
          return e.id;
        }),
      );
      slip.forEach(function (_, id) {
        if (!open.has(id)) slip.delete(id);
      });
      renderEvents();
      renderSlip();
    }, G.showError);
  }
  var lastBalance = JSON.stringify(G.config.balance);
  function loadBets() {
    return G.call('sportsbook/bets').then(function (data) {
      renderBets(data.items);
      var now = JSON.stringify(data.balance);
      if (now !== lastBalance) {
        lastBalance = now;
        G.setBalance(data.balance, true);
      }
    }, G.showError);
  }
  placeButton.addEventListener('click', function () {
    if (busy || !slip.size) return;
    busy = true;
    placeButton.setAttribute('aria-disabled', 'true');
    G.clearActions();
    var selections = [];
    slip.forEach(function (s, id) {
      selections.push({ event_id: id, pick: s.pick });
    });
    G.call('sportsbook/bets', { bet_key: slipKey, stake: picker.value(), selections: selections })
      .then(function (data) {
        slip.clear();
        slipKey = G.roundId();
        lastBalance = JSON.stringify(data.balance);
        G.setBalance(data.balance, true);
        G.status(G.t.betPlaced, 'win');
        renderEvents();
        renderSlip();
        loadBets();
      }, G.showError)
      .then(function () {
        busy = false;
        placeButton.removeAttribute('aria-disabled');
      });
  });
  picker = G.stakePicker(function () {
    renderSlip();
  });
  loadEvents().then(loadBets);
  setInterval(function () {
    loadEvents().then(loadBets);
  }, 15000);
})();
