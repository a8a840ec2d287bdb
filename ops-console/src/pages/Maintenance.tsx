/**
 * The maintenance switch belongs here once the maintenance ops API (`/ops/maintenance`) exists;
 * it is not part of this server yet.
 */
export function Maintenance() {
  return (
    <section aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Maintenance</h1>
      <p>The maintenance switch is not available yet: the server has no maintenance ops API.</p>
    </section>
  );
}
