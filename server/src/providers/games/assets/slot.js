// The fruit machine: three reels, five lines. The server draws every spin; this page only shows it.
(function () {
  'use strict';
  var G = window.Game;
  var SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'star', 'seven'];
  var LINES = [
    [0, 0, 0],
    [1, 1, 1],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ];
  var reelsEl = document.getElementById('reels');
  var reels = Array.prototype.slice.call(reelsEl.querySelectorAll('.reel'));
  var spinButton = document.getElementById('spin');
  var picker = G.stakePicker();
  var busy = false;
  var freeEl = document.getElementById('freespins');
  // Free spins of the player's pack: the casino pays a fixed stake; the site shows the pack too.
  function showFreeSpins(remaining, stake) {
    if (!freeEl) return;
    if (remaining > 0) {
      freeEl.hidden = false;
      freeEl.textContent = G.text(G.t.freeSpins, { count: remaining, stake: G.fmtMinor(stake) });
    } else if (!freeEl.hidden) {
      freeEl.textContent = G.t.freeSpinsOver;
    }
  }
  var free = G.config.freespins;
  if (free) showFreeSpins(free.remaining, free.stake);

  function cellsOf(reel) {
    return Array.prototype.slice.call(reel.querySelectorAll('.cell'));
  }
  function show(reel, symbols) {
    cellsOf(reel).forEach(function (cell, row) {
      cell.querySelector('use').setAttribute('href', '#sym-' + symbols[row]);
      cell.setAttribute('data-symbol', symbols[row]);
    });
  }
  function describe(window3) {
    var rows = [0, 1, 2].map(function (row) {
      return window3
        .map(function (reel) {
          return G.t.symbols[reel[row]];
        })
        .join(', ');
    });
    reelsEl.setAttribute('aria-label', G.t.reels + ': ' + rows.join('; '));
  }
  function randomSymbols() {
    return [0, 1, 2].map(function () {
      return SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
    });
  }
  var initial = [
    ['cherry', 'seven', 'bell'],
    ['lemon', 'seven', 'star'],
    ['plum', 'seven', 'orange'],
  ];
  reels.forEach(function (reel, i) {
    show(reel, initial[i]);
  });
  describe(initial);

  function spin() {
    if (busy) return;
    busy = true;
    spinButton.setAttribute('aria-disabled', 'true');
    spinButton.textContent = G.t.spinning;
    G.clearActions();
    G.status('');
    reelsEl.querySelectorAll('.hit').forEach(function (c) {
      c.classList.remove('hit');
    });
    reels.forEach(function (r) {
      r.classList.add('spinning');
    });
    var ticker = setInterval(function () {
      reels.forEach(function (r) {
        if (r.classList.contains('spinning')) show(r, randomSymbols());
      });
    }, 90);
    var started = Date.now();
    var stake = picker.value();
    G.call('round', { round_id: G.roundId(), bet: { stake: stake } }).then(
      function (result) {
        var wait = Math.max(0, 700 - (Date.now() - started));
        setTimeout(function () {
          result.outcome.reels.forEach(function (symbols, i) {
            setTimeout(function () {
              reels[i].classList.remove('spinning');
              show(reels[i], symbols);
              if (i === 2) finish(result);
            }, i * 180);
          });
        }, wait);
      },
      function (error) {
        clearInterval(ticker);
        reels.forEach(function (r) {
          r.classList.remove('spinning');
        });
        done();
        G.showError(error);
      },
    );
    function finish(result) {
      clearInterval(ticker);
      describe(result.outcome.reels);
      result.outcome.wins.forEach(function (w) {
        LINES[w.line].slice(0, w.count).forEach(function (row, reel) {
          cellsOf(reels[reel])[row].classList.add('hit');
        });
      });
      if (result.win.amount > 0) G.status(G.text(G.t.win, { amount: G.fmt(result.win.amount, result.win.currency) }), 'win');
      else G.status(G.t.noWin);
      G.setBalance(result.balance, true);
      if (result.freespins) showFreeSpins(result.freespins.remaining, Math.round(result.stake.amount * 100));
      done();
    }
  }
  function done() {
    busy = false;
    spinButton.removeAttribute('aria-disabled');
    spinButton.textContent = G.t.spin;
  }
  spinButton.addEventListener('click', spin);
})();
