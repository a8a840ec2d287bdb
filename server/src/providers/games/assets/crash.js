// Crash: a cash-out target set before the round; the server draws where the multiplier stops.
(function () {
  'use strict';
  var G = window.Game;
  var sky = document.getElementById('sky');
  var out = document.getElementById('multiplier');
  var curve = document.getElementById('curve');
  var targetInput = document.getElementById('target');
  var playButton = document.getElementById('spin');
  var picker = G.stakePicker();
  var busy = false;

  function x(v) {
    return (v / 100).toFixed(2);
  }
  playButton.addEventListener('click', function () {
    if (busy) return;
    var target = Math.round(Number(targetInput.value) * 100);
    if (!(target >= 101 && target <= 100000)) {
      targetInput.focus();
      return;
    }
    busy = true;
    playButton.setAttribute('aria-disabled', 'true');
    G.clearActions();
    G.status('');
    sky.className = 'sky';
    curve.setAttribute('points', '0,150');
    G.call('round', { round_id: G.roundId(), bet: { stake: picker.value(), target: target } }).then(
      function (result) {
        var crash = result.outcome.crash;
        // The multiplier grows exponentially: m(t) = e^(0.35 t), so the flight lasts ln(crash) / 0.35 seconds (at most 8 s).
        var duration = Math.min(8000, (Math.log(crash / 100) / 0.35) * 1000);
        var started = performance.now();
        var points = ['0,150'];
        var passed = false;
        function frame(now) {
          var elapsed = Math.min(duration, now - started);
          var m = duration > 0 ? Math.min(crash, Math.floor(Math.exp((elapsed / duration) * Math.log(crash / 100)) * 100)) : 100;
          out.textContent = x(m) + '×';
          var px = (elapsed / Math.max(duration, 1)) * 300;
          var py = 150 - Math.min(140, (Math.log(m / 100) / Math.log(Math.max(crash, 101) / 100)) * 140);
          points.push(px.toFixed(1) + ',' + py.toFixed(1));
          curve.setAttribute('points', points.join(' '));
          if (!passed && m >= target && result.outcome.cashedOut) {
            passed = true;
            sky.className = 'sky cashed';
            G.status(G.text(G.t.cashedOut, { x: x(target) }) + ' · ' + G.text(G.t.win, { amount: G.fmt(result.win.amount, result.win.currency) }), 'win');
          }
          if (elapsed < duration) requestAnimationFrame(frame);
          else end();
        }
        function end() {
          out.textContent = x(crash) + '×';
          if (!result.outcome.cashedOut) {
            sky.className = 'sky crashed';
            G.status(G.text(G.t.crashed, { x: x(crash) }));
          }
          G.setBalance(result.balance, true);
          busy = false;
          playButton.removeAttribute('aria-disabled');
        }
        requestAnimationFrame(frame);
      },
      function (error) {
        busy = false;
        playButton.removeAttribute('aria-disabled');
        G.showError(error);
      },
    );
  });
})();
