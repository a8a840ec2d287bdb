require('@testing-library/jest-dom');

if (process.env.JEST_RENDERER === 'preact') {
  // Effects run right after a render, as React's act runs them, not after the next frame (preact's own timing).
  require('preact').options.requestAnimationFrame = (flush) => queueMicrotask(flush);
}
