// Buttons of the provider's message pages ask the site around the iframe (sign in, …).
(function () {
  'use strict';
  document.querySelectorAll('[data-parent-message]').forEach(function (button) {
    button.addEventListener('click', function () {
      if (window.parent !== window)
        window.parent.postMessage({ source: 'casino-game', type: button.getAttribute('data-parent-message') }, window.location.origin);
    });
  });
})();
