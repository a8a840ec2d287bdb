/**
 * Background services of the shell that live as long as the page (timers, widgets, trackers).
 * Each is a component that renders nothing or a fixed overlay; mounted once inside the router.
 */
export function ShellServices() {
  return null;
}
