// Playing cards of the table games: `TH` is the ten of hearts; null is a card face down.
(function () {
  'use strict';
  var G = window.Game;
  var SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' };
  function rank(card) {
    return card[0] === 'T' ? '10' : card[0];
  }
  function render(list, cards) {
    list.textContent = '';
    cards.forEach(function (card) {
      var li = document.createElement('li');
      if (card === null) {
        li.className = 'card back';
        li.setAttribute('aria-label', G.t.hiddenCard);
      } else {
        var suit = card[1];
        li.className = 'card' + (suit === 'H' || suit === 'D' ? ' red' : '');
        li.setAttribute('aria-label', rank(card) + ' ' + G.t.suits[suit]);
        var face = document.createElement('span');
        face.setAttribute('aria-hidden', 'true');
        face.textContent = rank(card) + SUIT[suit];
        li.appendChild(face);
      }
      list.appendChild(li);
    });
  }
  window.Cards = { render: render };
})();
