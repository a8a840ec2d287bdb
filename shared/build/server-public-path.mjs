/* global __webpack_require__, __casino_public_path__ -- webpack's require of the bundle; a parameter of the server's loader */
// Runtime plugin of a remote's server build (bundled into its `server/remoteEntry.js`): asset URLs
// rendered on the server must be the browser's (`/releases/<remote>/<release>/assets/…`), which
// `publicPath: 'auto'` yields in the page but Node cannot work out, and the release id is known
// only once the build is published. The server's loader evaluates the entry in a function whose
// `__casino_public_path__` parameter names the release's URL; without it URLs stay relative.
export default function casinoServerPublicPath() {
  if (typeof __casino_public_path__ === 'string') __webpack_require__.p = __casino_public_path__;
  return { name: 'casino-server-public-path' };
}
