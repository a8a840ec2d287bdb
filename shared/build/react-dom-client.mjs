// `react-dom/client` in every bundle: preact/compat's createRoot (as in preact/compat/client), taken
// from the shared `react-dom` so the shell provides that key too (old releases of a remote ask for it).
import { hydrate, render, unmountComponentAtNode } from 'react-dom';

export function createRoot(container) {
  return {
    render(children) {
      render(children, container);
    },
    unmount() {
      unmountComponentAtNode(container);
    },
  };
}

export function hydrateRoot(container, children) {
  hydrate(children, container);
  return createRoot(container);
}

export default { createRoot, hydrateRoot };
